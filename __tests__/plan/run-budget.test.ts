/**
 * The run budget (`--max-runs`, the input `max-runs`): the planned count is the plan's own size,
 * shards included, and a plan over the budget is refused with that count and a way to lower it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../src/errors.js';
import { buildPlan, checkRunBudget, plannedRunCount, type RunBudget } from '../../src/plan/plan.js';

const budget = (overrides: Partial<RunBudget> = {}): RunBudget => ({
  maxRuns: 5,
  budgetName: '--max-runs',
  k: 3,
  runsAt: (k) => 2 * k,
  breakdown: '2 task(s) × k 3',
  kName: '--k',
  otherWays: ['fewer tasks with --tasks id,id'],
  ...overrides,
});

function refusal(given: RunBudget): string {
  try {
    checkRunBudget(given);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('the budget was not refused');
}

describe('plannedRunCount', () => {
  it('is the size of the plan buildPlan builds, for every shard of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 7 }),
        (taskCount, k, count) => {
          const taskIds = Array.from({ length: taskCount }, (_, index) => `t${index}`);
          expect(plannedRunCount(taskCount, k)).toBe(buildPlan({ taskIds, k, seed: 1 }).length);
          for (let index = 1; index <= count; index += 1) {
            const shard = { index, count };
            expect(plannedRunCount(taskCount, k, shard)).toBe(
              buildPlan({ taskIds, k, seed: 1, shard }).length,
            );
          }
        },
      ),
    );
  });
});

describe('checkRunBudget', () => {
  it('lets a plan equal to the budget, or smaller, through', () => {
    expect(() => checkRunBudget(budget({ maxRuns: 6 }))).not.toThrow();
    expect(() => checkRunBudget(budget({ maxRuns: 100 }))).not.toThrow();
  });

  it('refuses a larger plan with its count, the largest k that fits, and the other ways', () => {
    expect(refusal(budget())).toBe(
      '--max-runs 5: the plan has 6 run(s) that call a model (2 task(s) × k 3), more than 5; nothing was run. To lower it: --k 2 would plan 4; fewer tasks with --tasks id,id; or raise --max-runs',
    );
  });

  it('suggests no k when even k = 1 is over the budget, or k is fixed', () => {
    expect(refusal(budget({ maxRuns: 1 }))).not.toMatch(/--k \d/);
    expect(refusal(budget({ kName: undefined, k: 1, runsAt: () => 9 }))).toMatch(
      /has 9 run\(s\).*To lower it: fewer tasks with --tasks id,id; or raise --max-runs$/,
    );
  });
});
