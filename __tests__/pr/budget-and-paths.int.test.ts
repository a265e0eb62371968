/**
 * `verdict pr` with a run budget, a bound on calls and a paths filter, on a real git repository
 * with base and head and a real model server on 127.0.0.1 that counts requests: a live plan that
 * could go over `--max-runs` (both sides together, re-runs of transient errors included) is
 * refused before any model call, saying whether the planned runs or their re-runs went over; one
 * whose worst case equals it runs; `--max-calls` bounds the requests upstream of the whole
 * evaluation, retries included, and the head's runs past it are errors naming it; a PR that
 * changes nothing under `--paths` skips live with a notice while replay still runs.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import type { Repository } from '../helpers/action-harness.js';
import { createBranchRepository, runPr, sidesOf } from '../helpers/fewer-calls.js';
import { KeyedModelServer, type Respond } from '../helpers/keyed-model-server.js';
import type { ScriptedReply } from '../helpers/scripted-model-server.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A model server on 127.0.0.1 that counts requests; by default it answers "Done." at once. */
async function startModel(
  respond: Respond = () => ({ kind: 'text', text: 'Done.' }),
): Promise<KeyedModelServer> {
  const server = await KeyedModelServer.start(respond);
  servers.push(server);
  return server;
}

/** The run records of the one suite a side ran in `dir` (`<out>/<side>/<mode>/`). */
async function readRecords(dir: string): Promise<RunRecord[]> {
  const [suite] = await readdir(dir);
  if (suite === undefined) throw new Error(`no suite ran in ${dir}`);
  const text = await readFile(path.join(dir, suite, 'runs.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RunRecord);
}

const env = { OPENAI_API_KEY: 'sk-test-pr-budget-key-123456' };

/**
 * Two tasks of smoke-coding with their cassettes on main; head (branch `change`) only adds the
 * given files, so replay is unchanged on both sides.
 */
async function makeRepository(headFiles: Record<string, string>): Promise<Repository> {
  return createBranchRepository(path.join(await makeTempDir(), 'repo'), {
    reword: false,
    headFiles,
  });
}

async function pr(repo: Repository, server: KeyedModelServer, ...more: string[]) {
  return runPr(repo, server, { out: path.join(await makeTempDir(), 'out'), env }, ...more);
}

describe('verdict pr --max-runs', () => {
  it('refuses a live plan of both sides over the budget before any model call (exit 2)', async () => {
    const server = await startModel();
    const repo = await makeRepository({ 'src/agent.js': 'export {};\n' });
    // 2 tasks × k 1 on each side: 4 live runs.
    const result = await pr(repo, server, '--mode', 'both', '--max-runs', '3');
    expect(result.code, result.stderr).toBe(2);
    expect(server.requests).toHaveLength(0);
    expect(result.stderr).toContain(
      'max-runs 3: the plan has 4 run(s) that call a model (live, base 2 + head 2: 1 suite(s) at k 1), more than 3 before any re-run; nothing was run.',
    );
    expect(result.stderr).toMatch(/fewer suites/);
    expect(result.stderr).toContain('or raise max-runs to 16 (4 planned + up to 12 re-runs)');
    // Refused before replay too, and without a trace.
    expect(result.stderr).not.toMatch(/: replay smoke-coding/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 180_000);

  it('counts the re-runs a transient error may cause, and says when they are what goes over', async () => {
    const server = await startModel();
    const repo = await makeRepository({ 'src/agent.js': 'export {};\n' });
    const result = await pr(repo, server, '--mode', 'live', '--max-runs', '4');
    expect(result.code, result.stderr).toBe(2);
    expect(server.requests).toHaveLength(0);
    expect(result.stderr).toContain(
      'max-runs 4: the plan has 4 run(s) that call a model (live, base 2 + head 2: 1 suite(s) at k 1), within 4, but the re-runs push it over: a run is attempted again after a transient error, up to 3 more time(s), so up to 16 runs in all; nothing was run.',
    );
  }, 180_000);

  it('runs a live plan whose worst case equals the budget', async () => {
    const server = await startModel();
    const repo = await makeRepository({ 'src/agent.js': 'export {};\n' });
    const result = await pr(repo, server, '--mode', 'live', '--max-runs', '16');
    expect(result.code, result.stderr).toBe(0);
    expect(server.requests).toHaveLength(4);
    expect(result.stdout).toMatch(/live/i);
  }, 180_000);

  it('suggests the k that fits', async () => {
    const server = await startModel();
    const repo = await makeRepository({ 'src/agent.js': 'export {};\n' });
    const result = await pr(repo, server, '--mode', 'live', '--k', '5', '--max-runs', '36');
    expect(result.code).toBe(2);
    expect(server.requests).toHaveLength(0);
    expect(result.stderr).toMatch(/the plan has 20 run\(s\).*k 2 would plan 8 \(32 with re-runs\)/);
  }, 180_000);
});

describe('verdict pr --max-calls', () => {
  it('bounds the upstream requests of the whole evaluation, base and head, retries included', async () => {
    // The first request fails (500): the proxy retries it, and that retry counts.
    let served = 0;
    const server = await startModel((): ScriptedReply => {
      served += 1;
      return served === 1 ? { kind: 'error', status: 500 } : { kind: 'text', text: 'Done.' };
    });
    const repo = await createBranchRepository(path.join(await makeTempDir(), 'repo'));
    const out = path.join(await makeTempDir(), 'out');
    const result = await runPr(repo, server, { out, env }, '--mode', 'live', '--max-calls', '3');
    expect(result.code, result.stderr).toBe(0);
    // Base: two runs, one retry. Head: nothing left, and not one request more.
    expect(server.requests).toHaveLength(3);
    expect(sidesOf(server, 0)).toEqual({ base: 3, head: 0 });
    expect(JSON.parse(await readFile(path.join(out, 'upstream-calls.json'), 'utf8'))).toEqual({
      calls: 3,
      retries: 1,
    });

    const head = await readRecords(path.join(out, 'head', 'live'));
    expect(head.map((record) => record.status)).toEqual(['error', 'error']);
    for (const record of head) {
      expect(record.reason).toBe(
        'max-calls 3 reached: 3 upstream calls (1 retry); the proxy refuses further model calls, so this run cannot be judged',
      );
      expect(record.error?.kind).toBe('max_calls_reached');
    }
    const base = await readRecords(path.join(out, 'base', 'live'));
    expect(base.every((record) => record.status !== 'error')).toBe(true);
    // The comment says why the head is missing: infrastructure, never a regression.
    expect(result.stdout).toContain('runs missing (max\\_calls\\_reached ×2)');
    expect(result.stdout).not.toMatch(/regressed/i);
  }, 180_000);

  it('starts from nothing in each evaluation, whatever an earlier one left in its directory', async () => {
    const server = await startModel();
    const repo = await makeRepository({ 'src/agent.js': 'export {};\n' });
    const out = path.join(await makeTempDir(), 'out');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'upstream-calls.json'), '{"calls":4,"retries":0}\n');
    const result = await runPr(repo, server, { out, env }, '--mode', 'live', '--max-calls', '4');
    expect(result.code, result.stderr).toBe(0);
    expect(server.requests).toHaveLength(4);
    expect(result.stdout).not.toContain('max_calls_reached');
  }, 180_000);
});

describe('verdict pr --paths', () => {
  it('skips live with a notice when the PR changes nothing under the paths; replay still runs', async () => {
    const server = await startModel();
    const repo = await makeRepository({ 'docs/guide.md': '# Guide\n' });
    const result = await pr(repo, server, '--mode', 'both', '--paths', 'src/**,prompts/**');
    expect(result.code, result.stderr).toBe(0);
    expect(server.requests).toHaveLength(0);
    // The comment escapes Markdown: `\*\*` reads as `**`.
    expect(result.stdout).toContain(
      '- live skipped: the PR changes nothing under paths: src/\\*\\*, prompts/\\*\\*',
    );
    expect(result.stdout).toMatch(/\*\*live:\*\* skipped/);
    // Replay ran on both sides and compared.
    expect(result.stdout).toMatch(/\| fix-add \| unchanged/);
    expect(result.stdout).toMatch(/\| implement-slugify \| unchanged/);
  }, 180_000);

  it('runs live when the PR changes a file under the paths', async () => {
    const server = await startModel();
    const repo = await makeRepository({ 'src/agent.js': 'export {};\n' });
    const result = await pr(repo, server, '--mode', 'live', '--paths', 'src/**');
    expect(result.code, result.stderr).toBe(0);
    expect(server.requests).toHaveLength(4);
    expect(result.stdout).not.toContain('live skipped');
    expect(result.stderr).toMatch(/paths: 1 of 1 changed file\(s\) under src\/\*\*/);
  }, 180_000);
});
