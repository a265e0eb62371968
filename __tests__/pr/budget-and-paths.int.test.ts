/**
 * `verdict pr` with a run budget and a paths filter, on a real git repository with base and head
 * and a real model server on 127.0.0.1 that counts requests: a live plan over `--max-runs` (both
 * sides together) is refused before any model call; one equal to it runs; a PR that changes
 * nothing under `--paths` skips live with a notice while replay still runs.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Repository } from '../helpers/action-harness.js';
import { createBranchRepository, runPr, useCountingModels } from '../helpers/fewer-calls.js';
import type { KeyedModelServer } from '../helpers/keyed-model-server.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const startModel = useCountingModels();

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
      'max-runs 3: the plan has 4 run(s) that call a model (live, base 2 + head 2: 1 suite(s) at k 1), more than 3; nothing was run.',
    );
    expect(result.stderr).toMatch(/fewer suites/);
    // Refused before replay too, and without a trace.
    expect(result.stderr).not.toMatch(/: replay smoke-coding/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 180_000);

  it('runs a live plan equal to the budget', async () => {
    const server = await startModel();
    const repo = await makeRepository({ 'src/agent.js': 'export {};\n' });
    const result = await pr(repo, server, '--mode', 'live', '--max-runs', '4');
    expect(result.code, result.stderr).toBe(0);
    expect(server.requests).toHaveLength(4);
    expect(result.stdout).toMatch(/live/i);
  }, 180_000);

  it('suggests the k that fits', async () => {
    const server = await startModel();
    const repo = await makeRepository({ 'src/agent.js': 'export {};\n' });
    const result = await pr(repo, server, '--mode', 'live', '--k', '5', '--max-runs', '9');
    expect(result.code).toBe(2);
    expect(server.requests).toHaveLength(0);
    expect(result.stderr).toMatch(/the plan has 20 run\(s\).*k 2 would plan 8/);
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
