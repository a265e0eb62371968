/**
 * `verdict add` checks a promoted case with the run's own agent (SPEC §6), through the real CLI:
 * every run record names its agent entry and its config (path in the repository, sha256 of its
 * bytes); `add` from another directory of the checkout finds that config and replays the case with
 * that agent; a config changed or removed since the run is refused, naming the config, its hash
 * and the agent, with nothing written; a run of the built-in agent made without a config is
 * checked with the built-in agent, even where a config would name another. A real git repository,
 * a real agent process.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { access, cp, mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const git = async (cwd: string, ...args: string[]): Promise<string> =>
  (await promisify(execFile)('git', args, { cwd })).stdout.trim();

const AGENT = path.join(REPO_ROOT, '__tests__', 'fixtures', 'agents', 'self-aware-agent.mjs');
const CONFIG = `${JSON.stringify(
  {
    agents: { 'self-aware': { command: ['node', './agent/self-aware-agent.mjs'] } },
    default: 'self-aware',
  },
  null,
  2,
)}\n`;
const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

const SUITE = {
  schemaVersion: 1,
  suiteId: 'self-aware',
  suiteVersion: '1.0.0',
  tasks: [
    {
      id: 'greet',
      prompt: 'Write "hello" to out.txt.',
      fixture: 'fixtures/greet',
      budget: { maxTurns: 5, maxWallMs: 60000 },
      policy: { mode: 'auto', allow: ['write'] },
      verifiers: [{ kind: 'file-contains', id: 'out', path: 'out.txt', text: 'hello' }],
    },
  ],
};
const SCRIPT = {
  format: 'script/v1',
  turns: [
    { toolCalls: [{ name: 'read_file', arguments: { path: 'README.md' } }] },
    { toolCalls: [{ name: 'write_file', arguments: { path: 'out.txt', content: 'hello\n' } }] },
    { content: 'Wrote hello to out.txt.' },
  ],
};

/** The suite and its script under `evals/self-aware` of `dir`. */
async function writeSuite(dir: string): Promise<void> {
  await writeTree(dir, {
    'evals/self-aware/suite.json': JSON.stringify(SUITE, null, 2),
    'evals/self-aware/fixtures/greet/README.md': 'Say hello.\n',
    'evals/self-aware/scripts/greet.json': JSON.stringify(SCRIPT, null, 2),
  });
}

/** A repository whose agent lives in it (`agent/`), named by its verdict.config.json at the root. */
async function makeRepository(): Promise<string> {
  const dir = path.join(await realpath(await makeTempDir()), 'agent-repo');
  await mkdir(path.join(dir, 'agent'), { recursive: true });
  await cp(AGENT, path.join(dir, 'agent', 'self-aware-agent.mjs'));
  await writeSuite(dir);
  await writeFile(path.join(dir, 'verdict.config.json'), CONFIG);
  await git(dir, 'init', '--quiet', '--initial-branch=main');
  await git(dir, 'add', '--all');
  await git(
    dir,
    '-c',
    'user.name=t',
    '-c',
    'user.email=t@example.com',
    'commit',
    '--quiet',
    '-m',
    'agent and suite',
  );
  return dir;
}

const cli = (cwd: string, ...argv: string[]) => runCliProcess(argv, { cwd });

async function readRuns(dir: string): Promise<RunRecord[]> {
  return (await readFile(path.join(dir, 'runs.jsonl'), 'utf8'))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => RunRecordSchema.parse(JSON.parse(line)));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A scripted run of the suite into `.verdict/runs/r1` of `cwd`, and its record. */
async function runOnce(cwd: string): Promise<RunRecord> {
  const ran = await cli(
    cwd,
    'run',
    'evals/self-aware',
    '--mode',
    'scripted',
    '--allow-write',
    '--yes',
    '--out',
    '.verdict/runs/r1',
  );
  expect(ran.code, ran.stderr + ran.stdout).toBe(0);
  const [record] = await readRuns(path.join(cwd, '.verdict', 'runs', 'r1'));
  expect(record?.status).toBe('pass');
  return record as RunRecord;
}

describe('verdict add checks the case with the agent and config of the run', () => {
  it('names them in the record, and finds them from a subdirectory of the checkout', async () => {
    const repo = await makeRepository();
    const record = await runOnce(repo);
    expect(record.agent).toEqual({
      name: 'self-aware',
      configFile: { path: 'verdict.config.json', sha256: sha256(CONFIG) },
    });

    // evals/ has no config: before records named it, the case was replayed by the built-in agent.
    const evals = path.join(repo, 'evals');
    const added = await cli(evals, 'add', '../.verdict/runs/r1', '--task', 'greet');
    expect(added.code, added.stderr + added.stdout).toBe(0);
    expect(added.stdout).toMatch(/cassette: made from the run's trace/);
    expect(
      await exists(
        path.join(
          evals,
          '.verdict',
          'cases',
          'recorded',
          'cassettes',
          'write-hello-to-out-txt.jsonl',
        ),
      ),
    ).toBe(true);
  }, 120_000);

  it('refuses a config changed since the run, then one removed, naming it, its hash and the agent', async () => {
    const repo = await makeRepository();
    await runOnce(repo);
    const evals = path.join(repo, 'evals');
    const changed = CONFIG.replace('"default"', '"provider": { "model": "gpt-4o" },\n  "default"');
    await writeFile(path.join(repo, 'verdict.config.json'), changed);
    const refused = await cli(evals, 'add', '../.verdict/runs/r1', '--task', 'greet');
    expect(refused.code, refused.stderr + refused.stdout).toBe(2);
    expect(refused.stderr).toContain('agent "self-aware" of the config verdict.config.json');
    expect(refused.stderr).toContain(`sha256 ${sha256(CONFIG).slice(0, 12)}`);
    expect(refused.stderr).toContain(
      `${path.join(repo, 'verdict.config.json')} (now sha256 ${sha256(changed).slice(0, 12)}) has changed since`,
    );
    expect(refused.stderr).toMatch(/nothing was written/);
    expect(await exists(path.join(evals, '.verdict'))).toBe(false);

    // A copy of the run's config, named by --config, is the run's config (its relative paths are
    // its own folder's: a copy beside the original, as `git show HEAD:verdict.config.json` makes).
    const copy = path.join(repo, 'verdict.run.json');
    await writeFile(copy, CONFIG);
    await rm(path.join(repo, 'verdict.config.json'));
    const missing = await cli(evals, 'add', '../.verdict/runs/r1', '--task', 'greet');
    expect(missing.code, missing.stderr + missing.stdout).toBe(2);
    expect(missing.stderr).toContain('agent "self-aware" of the config verdict.config.json');
    expect(missing.stderr).toContain(`there is no ${path.join(repo, 'verdict.config.json')}`);
    expect(await exists(path.join(evals, '.verdict'))).toBe(false);

    const named = await cli(
      evals,
      'add',
      '../.verdict/runs/r1',
      '--task',
      'greet',
      '--config',
      copy,
    );
    expect(named.code, named.stderr + named.stdout).toBe(0);
    expect(named.stdout).toMatch(/cassette: made from the run's trace/);
  }, 120_000);

  it('checks a run of the built-in agent with the built-in agent, whatever config is at hand', async () => {
    const cwd = await realpath(await makeTempDir());
    await writeSuite(cwd);
    await runOnce(cwd).then((record) => expect(record.agent).toEqual({ name: 'builtin' }));
    // A config that would give another agent: the run had none, so the case is not replayed with it.
    await mkdir(path.join(cwd, 'agent'));
    await cp(AGENT, path.join(cwd, 'agent', 'self-aware-agent.mjs'));
    await writeFile(path.join(cwd, 'verdict.config.json'), CONFIG);
    const added = await cli(cwd, 'add', '.verdict/runs/r1', '--task', 'greet');
    expect(added.code, added.stderr + added.stdout).toBe(0);
    expect(added.stdout).toMatch(/cassette: made from the run's trace/);
  }, 120_000);
});
