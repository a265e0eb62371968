import { describe, expect, it } from 'vitest';
import type { PlannedRun } from '../../src/plan/plan.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import {
  planRound,
  roundOutcomes,
  runAdaptiveRounds,
  sideOrder,
  type Side,
} from '../../src/runner/adaptive-rounds.js';
import { adaptiveRule, startAdaptive } from '../../src/stats/adaptive-k.js';

/** The fields the rounds read; the rest of a record does not matter to them. */
function record(taskId: string, repetition: number, status: RunRecord['status']): RunRecord {
  return { taskId, repetition, status } as RunRecord;
}

describe('planRound / sideOrder', () => {
  it('plans repetition r of each open task with seed + r, and alternates which side goes first', () => {
    expect(planRound(['a', 'b'], 3, 10)).toEqual([
      { taskId: 'a', repetition: 3, seed: 13 },
      { taskId: 'b', repetition: 3, seed: 13 },
    ]);
    expect([1, 2, 3, 4].map(sideOrder)).toEqual([
      ['base', 'head'],
      ['head', 'base'],
      ['base', 'head'],
      ['head', 'base'],
    ]);
  });
});

describe('roundOutcomes', () => {
  it('counts judged runs of the round only; errored runs add nothing; a re-attempt replaces its run', () => {
    const outcomes = roundOutcomes(
      {
        base: [
          record('a', 1, 'pass'),
          record('a', 2, 'error'),
          record('a', 2, 'pass'),
          record('b', 2, 'budget_exceeded'),
        ],
        head: [record('a', 2, 'fail'), record('b', 2, 'error')],
      },
      ['a', 'b'],
      2,
    );
    expect(outcomes.get('a')).toEqual({
      base: { runs: 1, passes: 1 },
      head: { runs: 1, passes: 0 },
    });
    expect(outcomes.get('b')).toEqual({
      base: { runs: 1, passes: 0 },
      head: { runs: 0, passes: 0 },
    });
  });
});

describe('runAdaptiveRounds', () => {
  it('runs only open tasks, on both sides in the round’s order, until every task stopped', async () => {
    const calls: Array<{ round: number; tasks: string[]; order: readonly Side[] }> = [];
    const records: Record<Side, RunRecord[]> = { base: [], head: [] };
    const seen: number[] = [];
    const final = await runAdaptiveRounds({
      record: startAdaptive(adaptiveRule(2, { maxK: 7 }), ['drop', 'flip']),
      seed: 0,
      runRound: (round, plan: readonly PlannedRun[], order) => {
        calls.push({ round, tasks: plan.map((run) => run.taskId), order });
        for (const run of plan) {
          records.base.push(record(run.taskId, run.repetition, 'pass'));
          // "flip" passes on odd repetitions: 4 of 7 against 7 of 7, which the horizon's test at
          // max-k does not reject (p = 0.075; 3 of 7 would be, at 0.024 ≤ α/2).
          const headPasses = run.taskId === 'flip' && run.repetition % 2 === 1;
          records.head.push(record(run.taskId, run.repetition, headPasses ? 'pass' : 'fail'));
        }
        return Promise.resolve(records);
      },
      onRound: (current) => {
        seen.push(current.runs.spent);
      },
    });
    expect(final.tasks.map((task) => [task.taskId, task.state, task.rounds.length])).toEqual([
      ['drop', 'regressed', 6],
      ['flip', 'inconclusive', 7],
    ]);
    expect(calls.map((call) => call.tasks)).toEqual([
      ['drop', 'flip'],
      ['drop', 'flip'],
      ['drop', 'flip'],
      ['drop', 'flip'],
      ['drop', 'flip'],
      ['drop', 'flip'],
      ['flip'],
    ]);
    expect(calls.map((call) => call.order[0])).toEqual([
      'base',
      'head',
      'base',
      'head',
      'base',
      'head',
      'base',
    ]);
    expect(seen).toEqual([4, 8, 12, 16, 20, 24, 26]);
  });

  it('stops between rounds when cancelled, keeping what was decided', async () => {
    const controller = new AbortController();
    const final = await runAdaptiveRounds({
      record: startAdaptive(adaptiveRule(1), ['t']),
      seed: 0,
      signal: controller.signal,
      runRound: (round, plan) => {
        if (round === 2) controller.abort();
        return Promise.resolve({
          base: plan.map((run) => record(run.taskId, run.repetition, 'pass')),
          head: plan.map((run) => record(run.taskId, run.repetition, 'pass')),
        });
      },
    });
    // Round 2 was cut short: its runs are not added to the evidence.
    expect(final.tasks[0]!.rounds).toHaveLength(1);
    expect(final.tasks[0]!.state).toBe('open');
  });
});
