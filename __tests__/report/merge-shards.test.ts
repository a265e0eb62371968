import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/errors.js';
import { buildPlan } from '../../src/plan/plan.js';
import { mergeShards, type ShardInput } from '../../src/report/merge-shards.js';
import { rebuildReport } from '../../src/report/rebuild-report.js';
import type { ReportConditions } from '../../src/run-dir/conditions-file.js';
import type { RunStatus } from '../../src/stats/counts.js';
import { liveConditions, makeRecord } from './run-records.js';

const TASKS = ['fix-add', 'rename', 'parse'];
const base: ReportConditions = { ...liveConditions, k: 5, seed: 7, tasks: TASKS };

/** Deterministic status per run, so sharded and unsharded runs see the same outcomes. */
function statusOf(taskId: string, repetition: number): RunStatus {
  return (taskId.length + repetition) % 3 === 0 ? 'fail' : 'pass';
}

function shard(
  index: number,
  count: number,
  overrides: Partial<ReportConditions> = {},
): ShardInput {
  const conditions = { ...base, shard: `${index}/${count}`, concurrency: index, ...overrides };
  const plan = buildPlan({ taskIds: TASKS, k: 5, seed: 7, shard: { index, count } });
  return {
    dir: `/runs/shard-${index}`,
    started: { runId: `shard-${index}`, conditions },
    records: plan.map((run) =>
      makeRecord(run.taskId, run.repetition, statusOf(run.taskId, run.repetition)),
    ),
    hints: {},
  };
}

function countsByTask(report: ReturnType<typeof rebuildReport>['report']) {
  return report.tasks.map((task) => ({
    taskId: task.taskId,
    pass: task.counts.pass,
    observed: task.counts.observed,
    total: task.counts.total,
  }));
}

describe('mergeShards', () => {
  it('gives the unsharded counts per task, without shard in the conditions', () => {
    const unshardedRecords = buildPlan({ taskIds: TASKS, k: 5, seed: 7 }).map((run) =>
      makeRecord(run.taskId, run.repetition, statusOf(run.taskId, run.repetition)),
    );
    const unsharded = rebuildReport({ runId: 'whole', conditions: base }, unshardedRecords);
    const merged = mergeShards([shard(1, 3), shard(2, 3), shard(3, 3)], 'merged');
    expect(countsByTask(merged.report)).toEqual(countsByTask(unsharded.report));
    expect(merged.report.summary.counts).toEqual(unsharded.report.summary.counts);
    expect(merged.report.state).toBe('COMPLETE');
    expect(merged.started.conditions.shard).toBeUndefined();
    // Concurrency differed between shards, so it is not claimed for the merge.
    expect(merged.started.conditions.concurrency).toBeUndefined();
    expect(merged.unrecorded).toEqual([]);
  });

  it('counts and names the runs of a shard that was not given', () => {
    const merged = mergeShards([shard(1, 3), shard(3, 3)], 'merged');
    const missingShard = buildPlan({
      taskIds: TASKS,
      k: 5,
      seed: 7,
      shard: { index: 2, count: 3 },
    });
    expect(merged.unrecorded).toHaveLength(missingShard.length);
    expect(merged.report.summary.counts.missing).toBe(missingShard.length);
    expect(merged.report.state).toBe('PARTIAL');
    expect(merged.report.notes.join('\n')).toMatch(/5 planned runs have no record/);
  });

  it('refuses shards whose conditions differ, naming the directory and the field', () => {
    const act = () => mergeShards([shard(1, 2), shard(2, 2, { configHash: 'other' })], 'm');
    expect(act).toThrow(ConfigError);
    expect(act).toThrow(/\/runs\/shard-2\/conditions\.json: conditions\.configHash: is "other"/);
    const seeds = () => mergeShards([shard(1, 2), shard(2, 2, { model: 'gpt-x' })], 'm');
    expect(seeds).toThrow(/conditions\.model/);
  });

  it('refuses a run recorded by two shards', () => {
    const first = shard(1, 2);
    const second = shard(2, 2);
    second.records.push(first.records[0]!);
    try {
      mergeShards([first, second], 'm');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ file: '/runs/shard-2/runs.jsonl', field: '(run)' });
      expect(problems[0]?.message).toContain('/runs/shard-1');
    }
  });

  it('keeps the last record of a run rewritten within one shard (resume)', () => {
    const first = shard(1, 2);
    const rerun = first.records[0]!;
    first.records.unshift({ ...rerun, status: 'error' });
    const merged = mergeShards([first, shard(2, 2)], 'm');
    expect(merged.report.summary.counts.error).toBe(0);
  });
});
