/**
 * Reused base results through `verdict pr` (SPEC §7), on a real git repository and a real model
 * server on 127.0.0.1 that sees every request. The head rewords each prompt, so every request
 * says which side sent it: the second push of the same pull request calls the model for the head
 * only, and the comment says whose results were reused and from when. A different k, reuse turned
 * off, or stored results past the maximum age run the base again.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Repository } from '../helpers/action-harness.js';
import {
  createBranchRepository,
  runPr,
  sidesOf,
  useCountingModels,
} from '../helpers/fewer-calls.js';
import type { KeyedModelServer } from '../helpers/keyed-model-server.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const exec = promisify(execFile);
const makeTempDir = useTempDirs();
const startModel = useCountingModels();

const env = { OPENAI_API_KEY: 'sk-test-pr-reuse-key-1234567' };

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

async function makeRepository(): Promise<Repository> {
  return createBranchRepository(path.join(await makeTempDir(), 'repo'));
}

/** Another push to the pull request's branch: the base is unchanged. */
async function pushAgain(repo: Repository, file: string): Promise<void> {
  await writeFile(path.join(repo.dir, file), `${file}\n`);
  await exec('git', ['-C', repo.dir, 'add', '--all']);
  await exec('git', ['-C', repo.dir, 'commit', '--quiet', '-m', `push ${file}`]);
}

/** `verdict pr`, live, with its output in `out`. */
function pr(repo: Repository, server: KeyedModelServer, out: string, ...more: string[]) {
  return runPr(repo, server, { out, env }, '--mode', 'live', ...more);
}

describe('verdict pr: reused base results', () => {
  it('calls the model for the head only on the second push, and says what it reused', async () => {
    const server = await startModel();
    const repo = await makeRepository();
    const first = await pr(repo, server, path.join(await makeTempDir(), 'out'));
    expect(first.code, first.stderr).toBe(0);
    expect(sidesOf(server, 0)).toEqual({ base: 2, head: 2 });
    expect(first.stdout).not.toContain('Base reused');
    const store = path.join(repo.dir, '.verdict', 'base-cache');
    const entries = (await readdir(store)).filter((name) => /^[0-9a-f]{64}$/.test(name));
    expect(entries).toHaveLength(1);
    const stored = await readJson<{ parts: object; runId: string; storedAt: string }>(
      path.join(store, entries[0]!, 'entry.json'),
    );
    expect(stored.parts).toMatchObject({
      commit: repo.baseSha,
      suiteId: 'smoke-coding',
      model: 'counted-model',
      k: 1,
      seed: 0,
    });

    await pushAgain(repo, 'second.txt');
    const out = path.join(await makeTempDir(), 'out');
    const second = await pr(repo, server, out);
    expect(second.code, second.stderr).toBe(0);
    expect(sidesOf(server, 4)).toEqual({ base: 0, head: 2 });
    expect(second.stdout).toContain(
      `**Base reused:** the live base results of run \`${stored.runId}\``,
    );
    expect(second.stdout).toContain(
      `made ${stored.storedAt.slice(0, 10)} ${stored.storedAt.slice(11, 16)} UTC`,
    );
    expect(second.stdout).toContain('the model was called for the head only');
    // The comparison still happened, task by task.
    expect(second.stdout).toMatch(/\| fix-add \|/);
    expect(second.stdout).toMatch(/\| implement-slugify \|/);
    const reused = await readJson<object>(
      path.join(out, 'base', 'live', 'smoke-coding', 'reused.json'),
    );
    expect(reused).toMatchObject({ runId: stored.runId, commit: repo.baseSha });
    const comparison = await readJson<{ tasks: unknown[] }>(
      path.join(out, 'comparison', 'live', 'smoke-coding', 'comparison.json'),
    );
    expect(comparison.tasks).toHaveLength(2);
  }, 240_000);

  it('runs the base again when the key differs, reuse is off, or the results are too old', async () => {
    const server = await startModel();
    const repo = await makeRepository();
    const tmp = await makeTempDir();
    expect((await pr(repo, server, path.join(tmp, '1'))).code).toBe(0);
    expect(sidesOf(server, 0)).toEqual({ base: 2, head: 2 });

    // Another k: another key.
    let from = server.requests.length;
    const k2 = await pr(repo, server, path.join(tmp, '2'), '--k', '2');
    expect(k2.code, k2.stderr).toBe(0);
    expect(sidesOf(server, from)).toEqual({ base: 4, head: 4 });

    // Reuse turned off.
    from = server.requests.length;
    const off = await pr(repo, server, path.join(tmp, '3'), '--reuse-base-max-age', '0');
    expect(off.code, off.stderr).toBe(0);
    expect(sidesOf(server, from)).toEqual({ base: 2, head: 2 });
    expect(off.stdout).not.toContain('Base reused');

    // Stored eight days ago: past the default of seven.
    const store = path.join(repo.dir, '.verdict', 'base-cache');
    for (const name of await readdir(store)) {
      const file = path.join(store, name, 'entry.json');
      const entry = await readJson<{ storedAt: string }>(file);
      entry.storedAt = new Date(Date.now() - 8 * 86_400_000).toISOString();
      await writeFile(file, JSON.stringify(entry));
    }
    from = server.requests.length;
    const old = await pr(repo, server, path.join(tmp, '4'));
    expect(old.code, old.stderr).toBe(0);
    expect(sidesOf(server, from)).toEqual({ base: 2, head: 2 });
    // …and a shorter maximum age still reuses what was just stored again.
    from = server.requests.length;
    const fresh = await pr(repo, server, path.join(tmp, '5'), '--reuse-base-max-age', '1h');
    expect(fresh.code, fresh.stderr).toBe(0);
    expect(sidesOf(server, from)).toEqual({ base: 0, head: 2 });
    expect(fresh.stdout).toContain('**Base reused:**');
  }, 300_000);

  it('refuses a bad maximum age before anything runs (exit 2, one line)', async () => {
    const server = await startModel();
    const repo = await makeRepository();
    const result = await pr(
      repo,
      server,
      path.join(await makeTempDir(), 'out'),
      '--reuse-base-max-age',
      'a week',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--reuse-base-max-age "a week": expected a duration');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(server.requests).toHaveLength(0);
  }, 120_000);
});

describe('verdict run --reuse-dir', () => {
  it.each([
    [['--mode', 'replay', '--reuse-dir', 'store'], '--reuse-dir reuses live results'],
    [['--reuse-max-age', '1d'], '--reuse-max-age needs --reuse-dir DIR'],
    [['--reuse-dir', 'store'], '--reuse-dir needs --reuse-commit SHA'],
    [
      ['--reuse-dir', 'store', '--reuse-commit', 'abc', '--resume', 'x'],
      '--reuse-dir and --resume',
    ],
    [
      ['--reuse-dir', 'store', '--reuse-commit', 'abc', '--reuse-max-age', '2w'],
      '--reuse-max-age "2w"',
    ],
  ])('refuses %j before anything runs (exit 2)', async (more, message) => {
    const cwd = await makeTempDir();
    const result = await runCliProcess(['run', 'smoke-coding', '--yes', ...more], { cwd, env });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('verdict pr --max-runs with reused base results', () => {
  it('does not count base runs that will be reused', async () => {
    const server = await startModel();
    const repo = await makeRepository();
    const tmp = await makeTempDir();
    // 2 tasks × k 1 per side: 4 live runs, 16 with their re-runs, over a budget of 15 the first time.
    const refused = await pr(repo, server, path.join(tmp, '0'), '--max-runs', '15');
    expect(refused.code).toBe(2);
    expect(server.requests).toHaveLength(0);
    expect((await pr(repo, server, path.join(tmp, '1'), '--max-runs', '16')).code).toBe(0);
    expect(sidesOf(server, 0)).toEqual({ base: 2, head: 2 });
    await pushAgain(repo, 'second.txt');
    // Now the base is reused: only the head's 2 runs (8 with re-runs) call a model, within 8.
    const second = await pr(repo, server, path.join(tmp, '2'), '--max-runs', '8');
    expect(second.code, second.stderr).toBe(0);
    expect(sidesOf(server, 4)).toEqual({ base: 0, head: 2 });
    expect(second.stdout).toContain('**Base reused:**');
    // A budget below the head's own runs is still refused, naming the reuse.
    const tooSmall = await pr(repo, server, path.join(tmp, '3'), '--max-runs', '7');
    expect(tooSmall.code).toBe(2);
    expect(tooSmall.stderr).toContain('live, base 0 + head 2');
    expect(tooSmall.stderr).toContain('base results of 1 suite(s) reused');
    expect(server.requests).toHaveLength(6);
  }, 300_000);
});

describe('verdict run --reuse-check', () => {
  it('says whether stored results would be reused, and runs nothing', async () => {
    const cwd = await makeTempDir();
    const server = await startModel();
    const args = [
      'run',
      'smoke-coding',
      '--yes',
      '--tasks',
      'fix-add',
      '--k',
      '1',
      '--base-url',
      server.baseUrl,
      '--model',
      'counted-model',
      '--allow-write',
      '--allow-process',
      '--reuse-dir',
      path.join(cwd, 'store'),
      '--reuse-commit',
      'abc123',
    ];
    const before = await runCliProcess([...args, '--reuse-check'], { cwd, env });
    expect(before.code, before.stderr).toBe(0);
    expect(before.stdout).toBe('NOT REUSABLE: no stored results for this key\n');
    const run = await runCliProcess([...args, '--out', path.join(cwd, 'out')], { cwd, env });
    expect(run.code, run.stderr).toBe(0);
    expect(server.requests).toHaveLength(1);
    const after = await runCliProcess([...args, '--reuse-check', '--json'], { cwd, env });
    expect(JSON.parse(after.stdout)).toEqual({ type: 'reuse-check', reusable: true });
    const again = await runCliProcess([...args, '--out', path.join(cwd, 'again')], { cwd, env });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^REUSED: results of run /);
    expect(server.requests).toHaveLength(1);
  }, 120_000);
});
