/**
 * `verdict pr --k auto` end to end: a real git repository in a temp dir, each side in its own
 * worktree, a real model server on 127.0.0.1. Base fixes fix-add (read, then edit) and head, whose
 * prompt is reworded, writes it wrongly from memory; implement-slugify passes on both sides. The
 * rounds stop fix-add as regressed before max-k and implement-slugify as "no change larger than δ"
 * at min-k, and the comparison says so with the runs each took.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { AdaptiveRecordSchema } from '../../src/stats/adaptive-k.js';
import { createPrRepository } from '../helpers/action-harness.js';
import { FROM_MEMORY, readRuns, respondFixAdd } from '../helpers/fix-add-model.js';
import { KeyedModelServer } from '../helpers/keyed-model-server.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const HEAD_SUFFIX = FROM_MEMORY;

const repetitions = (runs: readonly RunRecord[], taskId: string): number[] =>
  runs
    .filter((run) => run.taskId === taskId)
    .map((run) => run.repetition)
    .sort((a, b) => a - b);

describe('verdict pr --k auto', () => {
  it('runs both sides in rounds, stops each task when its test decides, and says why', async () => {
    const server = await KeyedModelServer.start(respondFixAdd);
    servers.push(server);
    const repo = await createPrRepository(path.join(await makeTempDir(), 'repo'), {
      tasks: ['fix-add', 'implement-slugify'],
      headPromptSuffixes: { 'fix-add': HEAD_SUFFIX },
      headBranch: 'change',
    });
    const out = path.join(await makeTempDir(), 'out');
    const reuseDir = path.join(await makeTempDir(), 'kept');
    const evaluate = (into: string) =>
      runCliProcess(
        [
          'pr',
          '--base',
          'main',
          '--head',
          'change',
          '--mode',
          'live',
          '--k',
          'auto',
          '--min-k',
          '3',
          '--max-k',
          '7',
          '--delta',
          '0.8',
          '--max-runs',
          '112',
          '--base-url',
          server.baseUrl,
          '--model',
          'keyed-model',
          '--reuse-dir',
          reuseDir,
          '--out',
          into,
        ],
        { cwd: repo.dir, env: { OPENAI_API_KEY: 'sk-test-k-auto-key-0123456789' } },
      );
    const result = await evaluate(out);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/round 6/);
    expect(result.stderr).not.toMatch(/round 7/);

    const dir = path.join(out, 'comparison', 'live', 'smoke-coding');
    const record = AdaptiveRecordSchema.parse(
      JSON.parse(await readFile(path.join(dir, 'adaptive.json'), 'utf8')),
    );
    // fix-add: 6 rounds (e = ½ · 141 = 70 ≥ 2/0.05 = 40); implement-slugify: min-k 3 rounds.
    expect(record.suite.rounds.map((round) => round.open)).toEqual([2, 2, 2, 1, 1, 1]);
    expect(record.runs).toEqual({ spent: 18, fixedK: 28 });
    const byTask = new Map(record.tasks.map((task) => [task.taskId, task]));
    expect(byTask.get('fix-add')).toMatchObject({ state: 'regressed', stoppedBecause: 'e_value' });
    expect(byTask.get('implement-slugify')).toMatchObject({
      state: 'no_change_within_delta',
      stoppedBecause: 'within_delta',
    });
    // Base: 6 runs of three calls for fix-add, head 6 of two; slugify 3 + 3 runs of three calls.
    expect(server.requests).toHaveLength(18 + 12 + 18);

    for (const side of ['base', 'head']) {
      const runs = await readRuns(path.join(out, side, 'live', 'smoke-coding'));
      expect(repetitions(runs, 'fix-add')).toEqual([1, 2, 3, 4, 5, 6]);
      expect(repetitions(runs, 'implement-slugify')).toEqual([1, 2, 3]);
      expect(new Set(runs.map((run) => run.runId)).size).toBe(1);
    }

    const comparison = ComparisonSchema.parse(
      JSON.parse(await readFile(path.join(dir, 'comparison.json'), 'utf8')),
    );
    const tasks = new Map(comparison.tasks.map((task) => [task.taskId, task]));
    expect(tasks.get('fix-add')?.verdict).toBe('regressed');
    expect(tasks.get('fix-add')?.adaptive?.stop).toBe(
      'stopped after 6 + 6 runs: regressed, e = 70 ≥ 40',
    );
    expect(tasks.get('implement-slugify')?.verdict).toBe('no_change');
    expect(tasks.get('implement-slugify')?.adaptive?.stop).toBe(
      'stopped after 3 + 3 runs: no change larger than 80 pts (−69 to +69)',
    );
    expect(comparison.adaptive?.runs).toEqual({ spent: 18, fixedK: 28 });
    expect(result.stdout).toMatch(/^<!-- verdict:pr-comment:/);

    // The same two commits again (a re-run): each task's test goes on from the first's evidence.
    const again = path.join(await makeTempDir(), 'again');
    const before = server.requests.length;
    const rerun = await evaluate(again);
    expect(rerun.code, rerun.stderr).toBe(0);
    const continued = AdaptiveRecordSchema.parse(
      JSON.parse(
        await readFile(path.join(again, 'comparison/live/smoke-coding/adaptive.json'), 'utf8'),
      ),
    );
    const first = new Map(record.tasks.map((task) => [task.taskId, task]));
    const next = new Map(continued.tasks.map((task) => [task.taskId, task]));
    // fix-add had decided: it stays regressed with the same e-value, and runs nothing more.
    expect(next.get('fix-add')).toMatchObject({
      state: 'regressed',
      roundsBefore: 6,
      rounds: [],
      eValue: first.get('fix-add')?.eValue,
    });
    expect(next.get('fix-add')?.test).toEqual(first.get('fix-add')?.test);
    // implement-slugify goes on for min-k more rounds: 6 in its test, 3 of them before.
    expect(next.get('implement-slugify')).toMatchObject({
      state: 'no_change_within_delta',
      roundsBefore: 3,
    });
    expect(next.get('implement-slugify')?.test.rounds).toBe(6);
    expect(next.get('implement-slugify')?.test.base).toEqual({ runs: 6, passes: 6 });
    expect(continued.runs.spent).toBe(6);
    expect(server.requests.length - before).toBe(18);
    expect(await readFile(path.join(again, 'comparison.json'), 'utf8')).toContain(
      'k auto continued the comparison of these two commits',
    );
  }, 240_000);

  it('refuses a plan whose worst case (max-k on every task) is over max-runs, before any call', async () => {
    const server = await KeyedModelServer.start(respondFixAdd);
    servers.push(server);
    const repo = await createPrRepository(path.join(await makeTempDir(), 'repo'), {
      tasks: ['fix-add', 'implement-slugify'],
      headPromptSuffixes: { 'fix-add': HEAD_SUFFIX },
      headBranch: 'change',
    });
    const result = await runCliProcess(
      [
        'pr',
        '--base',
        'main',
        '--head',
        'change',
        '--mode',
        'live',
        '--k',
        'auto',
        '--max-k',
        '6',
        '--max-runs',
        '30',
        '--base-url',
        server.baseUrl,
        '--out',
        path.join(await makeTempDir(), 'out'),
      ],
      { cwd: repo.dir, env: { OPENAI_API_KEY: 'sk-test-k-auto-key-0123456789' } },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('the plan has 24 run(s) that call a model');
    expect(result.stderr).toContain('at max-k 6');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(server.requests).toHaveLength(0);
  }, 120_000);
});
