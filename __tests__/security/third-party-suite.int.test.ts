/**
 * A suite from `--suite-dir` that is not bundled is code that runs with the user's privileges: its
 * verifiers and the agent it drives run as the user (SPEC §6). Without `--yes` and without a
 * terminal (stdin a pipe or /dev/null, as in a script or CI), every command that would run it must
 * refuse with exit 2 and say how to proceed — and run nothing: no agent, no verifier, no run
 * directory. The suite here is a third party's, outside the user's repository, and each of its
 * parts would leave a marker file if it ran.
 */
import { spawn } from 'node:child_process';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordReliability } from '../helpers/reliability.js';
import { BIN, runCliProcess, type CliResult } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

interface Setup {
  /** The user's repository (the cwd), with its own verdict.config.json. */
  repo: string;
  /** The third party's suites folder, outside the repository. */
  suites: string;
  /** Where the agent and the verifier leave a marker when they run. */
  markers: string;
}

async function setUp(): Promise<Setup> {
  const root = await makeTempDir();
  const repo = path.join(root, 'my-repo');
  const suites = path.join(root, 'downloaded', 'suites');
  const markers = path.join(root, 'markers');
  const mark = (name: string) =>
    `require('fs').mkdirSync(${JSON.stringify(markers)},{recursive:true});require('fs').writeFileSync(${JSON.stringify(path.join(markers, name))},'ran')`;
  await writeTree(root, {
    'my-repo/agent.cjs': `${mark('agent')};process.stdout.write('hi');\n`,
    'my-repo/verdict.config.json': JSON.stringify({
      agents: { mine: { command: ['node', './agent.cjs'], answerFrom: 'stdout' } },
      default: 'mine',
    }),
    'downloaded/suites/theirs/suite.json': JSON.stringify({
      schemaVersion: 1,
      suiteId: 'theirs',
      suiteVersion: '1.0.0',
      tasks: [
        {
          id: 't',
          prompt: 'Say hi.',
          fixture: 'fixtures/t',
          budget: { maxTurns: 3, maxWallMs: 20_000 },
          policy: { mode: 'auto', allow: ['process'] },
          verifiers: [
            {
              kind: 'command',
              id: 'check',
              command: ['node', '-e', mark('verifier')],
              timeoutMs: 10_000,
            },
          ],
        },
      ],
    }),
    'downloaded/suites/theirs/fixtures/t/README.md': '# t\n',
    'downloaded/suites/theirs/scripts/t.json': JSON.stringify({
      format: 'script/v1',
      turns: [{ content: 'hi' }],
    }),
  });
  return { repo, suites, markers };
}

/** The CLI with stdin at /dev/null (a cron job, `< /dev/null`), not the pipe `execFile` gives. */
function runWithoutStdin(argv: string[], cwd: string): Promise<CliResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...argv], {
      cwd,
      env: { ...process.env, CI: undefined, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * `--sandbox none`: the markers are files in a host directory, which only an unsandboxed agent or
 * verifier can write (a sandboxed run writes nothing outside its own directories, removed after
 * it). So every command here runs unsandboxed, as the user, which is what the trust gate is about:
 * the markers can then show what ran, both where the gate refuses and where `--yes` passes it.
 */
const GRANTS = ['--allow-write', '--allow-process', '--sandbox', 'none'];

describe('a third-party --suite-dir without --yes and without a terminal', () => {
  const commands: Array<[string, (s: Setup) => string[]]> = [
    ['run', (s) => ['run', 'theirs', '--suite-dir', s.suites, '--mode', 'scripted', ...GRANTS]],
    [
      'run (the suite folder given itself)',
      (s) => ['run', path.join(s.suites, 'theirs'), '--mode', 'scripted', ...GRANTS],
    ],
    [
      'record',
      (s) => ['record', 'theirs', '--suite-dir', s.suites, '--provider', 'scripted', ...GRANTS],
    ],
    ['ci', (s) => ['ci', '--suite-dir', s.suites, ...GRANTS]],
  ];
  const stdins = [
    ['a pipe', (argv: string[], cwd: string) => runCliProcess(argv, { cwd })],
    ['/dev/null', runWithoutStdin],
  ] as const;

  it.each(commands)(
    '%s refuses with exit 2, says to pass --yes, and runs nothing',
    async (name, argv) => {
      const setup = await setUp();
      let refused = 0;
      for (const [, runCli] of stdins) {
        const result = await runCli(
          [...argv(setup), '--out', path.join(setup.repo, 'out')],
          setup.repo,
        );
        expect(result.code, result.stderr).toBe(2);
        expect(result.stderr).toMatch(/is code that runs with your privileges/);
        expect(result.stderr).toMatch(
          /Without a terminal Verdict refuses it: pass --yes to run it/,
        );
        expect(result.stderr).toContain(setup.suites);
        expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
        expect(await exists(setup.markers)).toBe(false);
        expect(await exists(path.join(setup.repo, 'out'))).toBe(false);
        expect(await exists(path.join(setup.suites, 'theirs', 'cassettes'))).toBe(false);
        if (result.code === 2) refused += 1;
      }
      recordReliability({
        section: 'attacks',
        subject: 'third-party --suite-dir',
        case: `${name} without --yes or a terminal`,
        tried: stdins.length,
        planned: stdins.length,
        accountedFor: { 'refused, exit 2, nothing ran': refused },
        outcome: 'exit 2, says --yes; nothing ran',
      });
    },
  );

  it('runs it once --yes says the user trusts it (the markers prove the refusals above ran nothing)', async () => {
    const setup = await setUp();
    const result = await runCliProcess(
      [
        'run',
        'theirs',
        '--suite-dir',
        setup.suites,
        '--mode',
        'scripted',
        '--yes',
        ...GRANTS,
        '--out',
        path.join(setup.repo, 'out'),
      ],
      { cwd: setup.repo },
    );
    expect(result.code, result.stderr).toBe(0);
    expect((await readdir(setup.markers)).sort()).toEqual(['agent', 'verifier']);
  });
});
