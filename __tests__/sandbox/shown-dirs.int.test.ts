/**
 * What a box shows of the host (SPEC §1, [18/23]), through the real CLI as a child process started
 * the way `npx verdict` starts it: npm puts `node_modules/.bin` of every ancestor directory on
 * PATH, existing or not. What must hold, under bwrap and docker alike:
 * - a file in a sibling repository of the checkout is not readable, though the checkout is;
 * - the report's conditions list what the box showed, with the machine's paths as tokens, and the
 *   checkout's parent is not among them;
 * - an agent in `/var/tmp/…` (outside npm, the config's repository and PATH) runs, also when the
 *   runs' temp directory is that same directory (the runs then go elsewhere);
 * - a program the box does not show stops the command with exit 2 before any run, naming it and
 *   `"reads"`; `"reads"` shows what it names, and refuses HOME, `/` and the never-shown ones.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/report/report-schema.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { probeBwrap } from '../../src/sandbox/bwrap-probe.js';
import { readRunsFile } from '../faults/fault-kit.js';
import { dockerTestImage, skipWithoutDocker } from '../helpers/docker-image.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const SIBLING_SECRET = 'sibling-repository-secret';
const OWN_TEXT = 'the checkout itself';

const docker = await dockerTestImage();
const BACKENDS = [
  { sandbox: 'bwrap', skip: await probeBwrap(process.env.PATH), image: undefined },
  {
    sandbox: 'docker',
    skip: 'skip' in docker ? docker.skip : undefined,
    image: 'image' in docker ? docker.image : undefined,
  },
] as const;

/** PATH as `npx` makes it in `checkout`: every ancestor's `node_modules/.bin`, then the system's. */
function npxPath(checkout: string): string {
  const bins: string[] = [];
  for (let dir = checkout; ; dir = path.dirname(dir)) {
    bins.push(path.join(dir, 'node_modules', '.bin'));
    if (path.dirname(dir) === dir) break;
  }
  return [...bins, path.dirname(process.execPath), '/usr/local/bin', '/usr/bin', '/bin'].join(':');
}

interface Machine {
  home: string;
  checkout: string;
  sibling: string;
  env: NodeJS.ProcessEnv;
}

/** A user's HOME with two repositories side by side; Verdict runs in `checkout`, as npx starts it. */
async function makeMachine(root: string): Promise<Machine> {
  const home = path.join(root, 'home');
  const sibling = path.join(home, 'src', 'sibling');
  const checkout = path.join(home, 'src', 'checkout');
  await writeTree(home, {
    'src/sibling/secret.txt': `${SIBLING_SECRET}\n`,
    'src/checkout/README.md': `${OWN_TEXT}\n`,
    'src/checkout/node_modules/.bin/.keep': '',
  });
  spawnSync('git', ['init', '-q', checkout]);
  return { home, checkout, sibling, env: { HOME: home, PATH: npxPath(checkout) } };
}

/** A suite of one task whose agent (a config entry named `agent`) is `command`. */
async function writeSuite(
  machine: Machine,
  entry: Record<string, unknown>,
  verifiers: readonly unknown[] = [
    { kind: 'file-contains', id: 'done', path: 'done.txt', text: 'ok' },
  ],
): Promise<string> {
  const suite = path.join(machine.checkout, 'evals');
  await writeTree(machine.checkout, {
    'evals/suite.json': JSON.stringify({
      schemaVersion: 1,
      suiteId: 'shown',
      suiteVersion: '1.0.0',
      tasks: [
        {
          id: 'look',
          prompt: 'Look around.',
          fixture: 'fixtures/look',
          budget: { maxTurns: 3, maxWallMs: 60_000 },
          policy: { mode: 'auto', allow: ['process'] },
          verifiers,
        },
      ],
    }),
    'evals/fixtures/look/.keep': '',
    'evals/scripts/look.json': JSON.stringify({
      format: 'script/v1',
      turns: [{ content: 'done' }],
    }),
    'verdict.config.json': JSON.stringify({ default: 'agent', agents: { agent: entry } }),
  });
  return suite;
}

function runArgs(suite: string, out: string, sandbox: string): string[] {
  return [
    'run',
    suite,
    '--mode',
    'scripted',
    '--k',
    '1',
    '--yes',
    '--allow-process',
    '--out',
    out,
    '--sandbox',
    sandbox,
    '--json',
  ];
}

async function onlyRecord(out: string): Promise<RunRecord> {
  const { records } = await readRunsFile(out);
  expect(records).toHaveLength(1);
  return records[0] as RunRecord;
}

describe.each(BACKENDS)('what a $sandbox box shows', ({ sandbox, skip, image }) => {
  // docker's tests are skipped at their start with the reason, which the reliability ledger counts.
  if (sandbox === 'docker') skipWithoutDocker(docker);
  else if (skip !== undefined) process.stderr.write(`shown dirs: ${sandbox} skipped: ${skip}\n`);
  const withImage = image === undefined ? {} : { image };

  it.skipIf(sandbox === 'bwrap' && skip !== undefined)(
    'started as npx starts it, a run reads its checkout but not a sibling repository, and the conditions say what it showed',
    async () => {
      const machine = await makeMachine(await realpath(await makeTempDir()));
      const suite = await writeSuite(
        machine,
        {
          command: [
            'sh',
            '-c',
            'cat "$OWN" > seen.txt 2>&1; cat "$SIBLING" >> seen.txt 2>&1; ls "$SRC" | tr "\\n" " " >> seen.txt; echo ok > done.txt',
          ],
          env: {
            OWN: path.join(machine.checkout, 'README.md'),
            SIBLING: path.join(machine.sibling, 'secret.txt'),
            SRC: path.dirname(machine.checkout),
          },
          ...withImage,
        },
        [
          { kind: 'file-contains', id: 'own', path: 'seen.txt', text: OWN_TEXT },
          { kind: 'file-contains', id: 'sibling', path: 'seen.txt', text: SIBLING_SECRET },
          { kind: 'file-contains', id: 'listing', path: 'seen.txt', text: 'checkout sibling' },
        ],
      );
      const out = path.join(machine.home, 'out');
      const result = await runCliProcess(runArgs(suite, out, sandbox), {
        cwd: machine.checkout,
        env: machine.env,
      });
      expect(result.code, result.stderr).toBe(0);
      const record = await onlyRecord(out);
      expect(record.verifiers.map((v) => [v.id, v.outcome])).toEqual([
        ['own', 'pass'],
        ['sibling', 'fail'],
        ['listing', 'fail'],
      ]);
      const report = ReportSchema.parse(
        JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')),
      );
      const shows = report.conditions.sandbox?.shows ?? [];
      // The config sits at the repository's root: the folder is named by the config's role.
      expect(shows).toContain('<AGENT_CONFIG>');
      // bwrap shows the host's system; docker's is the image's own.
      if (sandbox === 'bwrap') expect(shows).toContain('/usr');
      else expect(shows.filter((dir) => dir.startsWith('/'))).toEqual([]);
      expect(shows.join('\n')).not.toContain(machine.home);
      expect(shows.join('\n')).not.toContain(path.dirname(machine.checkout));
      expect(shows.some((dir) => dir.startsWith('<USER_HOME>'))).toBe(false);
      // `--json` prints the report last, pretty-printed, with the same conditions.
      const printed = JSON.parse(result.stdout.slice(result.stdout.lastIndexOf('\n{\n'))) as {
        type: string;
        report: { conditions: { sandbox?: { shows?: string[] } } };
      };
      expect(printed.type).toBe('report');
      expect(printed.report.conditions.sandbox?.shows).toEqual(shows);
    },
    120_000,
  );

  it.skipIf(sandbox === 'bwrap' && skip !== undefined)(
    'an agent in /var/tmp runs, also when the runs’ temp directory is that directory',
    async () => {
      const machine = await makeMachine(await realpath(await makeTempDir()));
      const agentDir = await mkdtemp('/var/tmp/verdict-agent-');
      try {
        await writeTree(agentDir, {
          'agent.mjs':
            "import { writeFileSync } from 'node:fs';\nwriteFileSync('done.txt', 'ok\\n');\n",
        });
        const node = image === undefined ? process.execPath : 'node';
        const suite = await writeSuite(machine, {
          command: [node, path.join(agentDir, 'agent.mjs')],
          ...withImage,
        });
        for (const tmpdir of [undefined, agentDir]) {
          const out = path.join(machine.home, `out-${tmpdir === undefined ? 'tmp' : 'agent-dir'}`);
          const result = await runCliProcess(runArgs(suite, out, sandbox), {
            cwd: machine.checkout,
            env: { ...machine.env, ...(tmpdir === undefined ? {} : { TMPDIR: tmpdir }) },
          });
          expect(result.code, result.stderr).toBe(0);
          expect((await onlyRecord(out)).status, `TMPDIR ${tmpdir ?? 'unset'}`).toBe('pass');
        }
      } finally {
        await rm(agentDir, { recursive: true, force: true });
      }
    },
    180_000,
  );

  it.skipIf(sandbox === 'bwrap' && skip !== undefined)(
    'a program the box does not show stops the command before any run; "reads" shows it',
    async () => {
      const machine = await makeMachine(await realpath(await makeTempDir()));
      // An install under HOME that the checkout's wrapper starts: HOME itself is never shown.
      const install = path.join(machine.home, '.local', 'share', 'my-agent');
      await writeTree(install, {
        'agent.sh': '#!/bin/sh\necho ok > done.txt\n',
      });
      spawnSync('chmod', ['+x', path.join(install, 'agent.sh')]);
      await writeTree(machine.home, { 'package.json': '{}' });
      const program = path.join(install, 'agent.sh');
      const suite = await writeSuite(machine, { command: ['sh', program], ...withImage });
      const out = path.join(machine.home, 'out');
      const refused = await runCliProcess(runArgs(suite, out, sandbox), {
        cwd: machine.checkout,
        env: machine.env,
      });
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stderr).toContain(program);
      expect(refused.stderr).toContain('"reads"');
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      await expect(readFile(path.join(out, 'runs.jsonl'), 'utf8')).rejects.toThrow();

      await writeSuite(machine, {
        command: ['sh', program],
        reads: ['~/.local/share/my-agent'],
        ...withImage,
      });
      const shown = await runCliProcess(runArgs(suite, out, sandbox), {
        cwd: machine.checkout,
        env: machine.env,
      });
      expect(shown.code, shown.stderr).toBe(0);
      expect((await onlyRecord(out)).status).toBe('pass');
      const report = ReportSchema.parse(
        JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')),
      );
      expect(report.conditions.sandbox?.shows).toContain('<USER_HOME>/.local/share/my-agent');
    },
    180_000,
  );
});

describe('"reads" refuses what a box never shows (exit 2, before any run)', () => {
  const cases = [
    ['~', 'is or holds your HOME'],
    ['/', 'never shown'],
    ['/tmp', 'never shown'],
    ['~/missing', 'does not exist'],
  ] as const;
  it.each(cases)('%s', async (entry, says) => {
    const machine = await makeMachine(await realpath(await makeTempDir()));
    const suite = await writeSuite(machine, {
      command: ['sh', '-c', 'echo ok > done.txt'],
      reads: [entry],
    });
    const out = path.join(machine.home, 'out');
    const result = await runCliProcess(runArgs(suite, out, 'none'), {
      cwd: machine.checkout,
      env: machine.env,
    });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain('agent "agent": reads[0]');
    expect(result.stderr).toContain(says);
  });
});
