/**
 * The Action's merge job builds the comment from the merged runs: the failure reasons and tool
 * use of every shard are counted together, as if the plan had run in one piece.
 */
import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/plan/plan.js';
import { mergeShards, type ShardInput } from '../../src/report/merge-shards.js';
import { rebuildReport } from '../../src/report/rebuild-report.js';
import type { ReportConditions } from '../../src/run-dir/conditions-file.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { liveConditions, makeRecord } from './run-records.js';

const TASKS = ['fix-add', 'rename'];
const conditions: ReportConditions = { ...liveConditions, k: 6, seed: 3, tasks: TASKS };

/** Odd repetitions fail the check and write the file without reading it; even ones pass. */
function recordOf(taskId: string, repetition: number): RunRecord {
  const failed = repetition % 2 === 1;
  const tools = failed ? ['write_file'] : ['read_file', 'edit_file'];
  return makeRecord(taskId, repetition, failed ? 'fail' : 'pass', {
    ...(failed
      ? { reason: `check: \`node check.mjs\` exited ${repetition % 4 === 1 ? 1 : 2}` }
      : {}),
    toolCalls: tools.map((name) => ({ name, arguments: {} })),
  });
}

function shard(index: number, count: number): ShardInput {
  const plan = buildPlan({ taskIds: TASKS, k: 6, seed: 3, shard: { index, count } });
  return {
    dir: `/runs/shard-${index}`,
    started: { runId: `shard-${index}`, conditions: { ...conditions, shard: `${index}/${count}` } },
    records: plan.map((run) => recordOf(run.taskId, run.repetition)),
    hints: {},
  };
}

describe('mergeShards, reasons and tool use', () => {
  it('counts every shard’s reasons and tools together, as the unsharded run does', () => {
    const merged = mergeShards([shard(1, 3), shard(2, 3), shard(3, 3)], 'merged').report;
    const whole = rebuildReport(
      { runId: 'whole', conditions },
      buildPlan({ taskIds: TASKS, k: 6, seed: 3 }).map((run) =>
        recordOf(run.taskId, run.repetition),
      ),
    ).report;
    const pick = (report: typeof merged) =>
      report.tasks.map(({ taskId, failureReasons, toolUse }) => ({
        taskId,
        failureReasons,
        toolUse,
      }));
    expect(pick(merged)).toEqual(pick(whole));
    expect(merged.tasks[0]?.failureReasons).toEqual({
      listed: [
        { status: 'fail', reason: 'check: `node check.mjs` exited 1', runs: 2 },
        { status: 'fail', reason: 'check: `node check.mjs` exited 2', runs: 1 },
      ],
    });
    expect(merged.tasks[0]?.toolUse?.tools).toEqual([
      { name: 'edit_file', runs: 3, calls: 3 },
      { name: 'read_file', runs: 3, calls: 3 },
      { name: 'write_file', runs: 3, calls: 3 },
    ]);
  });
});
