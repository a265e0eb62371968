import { describe, expect, it } from 'vitest';
import { buildPlan } from '../../src/plan/plan.js';
import { buildReport } from '../../src/report/build-report.js';
import {
  findUnrecordedRuns,
  planOfConditions,
  planTaskIds,
  rebuildReport,
} from '../../src/report/rebuild-report.js';
import type { ReportConditions } from '../../src/run-dir/conditions-file.js';
import { liveConditions, makeRecord, makeRecords } from './run-records.js';

const conditions: ReportConditions = { ...liveConditions, tasks: ['fix-add', 'rename'] };

describe('rebuildReport', () => {
  it('equals the report buildReport wrote from the same plan and records', () => {
    const records = [
      ...makeRecords('fix-add', ['pass', 'fail', 'pass', 'pass', 'error']),
      ...makeRecords('rename', ['pass', 'pass', 'pass', 'budget_exceeded', 'pass']),
    ];
    const plan = buildPlan({ taskIds: ['fix-add', 'rename'], k: 5, seed: 42 });
    const written = buildReport({
      runId: 'run-1',
      conditions,
      plannedRuns: plan,
      tasks: [{ id: 'fix-add', title: 'Fix add' }, { id: 'rename' }],
      records,
    });
    const { report, unrecorded } = rebuildReport({ runId: 'run-1', conditions }, records, {
      tasks: [{ id: 'fix-add', title: 'Fix add' }, { id: 'rename' }],
    });
    expect(unrecorded).toEqual([]);
    expect(report).toEqual(written);
  });

  it('counts planned runs without a record as missing and names them in the notes', () => {
    const records = makeRecords('fix-add', ['pass', 'pass', 'pass']);
    const { report, unrecorded } = rebuildReport({ runId: 'run-1', conditions }, records);
    expect(unrecorded.map((run) => `${run.taskId}#${run.repetition}`)).toEqual([
      'fix-add#4',
      'fix-add#5',
      'rename#1',
      'rename#2',
      'rename#3',
      'rename#4',
      'rename#5',
    ]);
    expect(report.summary.counts).toMatchObject({ total: 10, observed: 3, missing: 7 });
    expect(report.state).toBe('PARTIAL');
    expect(report.notes.at(-1)).toMatch(/^7 planned runs have no record .*fix-add #4.*rename #5/);
  });

  it('under --k auto reads each task’s plan from its rounds: nothing is missing past the last', () => {
    const adaptive: ReportConditions = { ...conditions, k: 20, adaptive: { minK: 3, maxK: 20 } };
    const records = [
      ...makeRecords('fix-add', ['pass', 'fail', 'pass', 'fail', 'fail']),
      ...makeRecords('rename', ['pass', 'error', 'pass']),
    ];
    expect(planOfConditions(adaptive, ['fix-add', 'rename'], records)).toHaveLength(8);
    const { report, unrecorded } = rebuildReport({ runId: 'run-1', conditions: adaptive }, records);
    expect(unrecorded).toEqual([]);
    expect(report.summary.counts).toMatchObject({ total: 8, observed: 7, missing: 1 });
    expect(report.tasks.map((task) => [task.taskId, task.counts.total])).toEqual([
      ['fix-add', 5],
      ['rename', 3],
    ]);
  });

  it('takes task ids from the hints and the records when the run had no --tasks', () => {
    const whole: ReportConditions = { ...conditions };
    delete whole.tasks;
    const records = [makeRecord('b', 1, 'pass'), makeRecord('c', 1, 'pass')];
    expect(planTaskIds(whole, records, { tasks: [{ id: 'a' }, { id: 'b' }] })).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('rebuilds a shard plan with the same slice the run cut', () => {
    const shardConditions = { ...conditions, shard: '2/3' };
    const plan = planOfConditions(shardConditions, ['fix-add', 'rename']);
    expect(plan).toEqual(
      buildPlan({ taskIds: ['fix-add', 'rename'], k: 5, seed: 42, shard: { index: 2, count: 3 } }),
    );
    const records = plan.map((run) => makeRecord(run.taskId, run.repetition, 'pass'));
    const { report, unrecorded } = rebuildReport(
      { runId: 'r', conditions: shardConditions },
      records,
    );
    expect(unrecorded).toEqual([]);
    expect(report.summary.counts.total).toBe(plan.length);
    expect(report.state).toBe('COMPLETE');
  });

  it('lists holes in task order, then repetition', () => {
    const plan = buildPlan({ taskIds: ['z', 'a'], k: 2, seed: 9 });
    expect(findUnrecordedRuns(plan, [makeRecord('z', 2, 'pass')])).toEqual([
      expect.objectContaining({ taskId: 'z', repetition: 1 }),
      expect.objectContaining({ taskId: 'a', repetition: 1 }),
      expect.objectContaining({ taskId: 'a', repetition: 2 }),
    ]);
  });
});
