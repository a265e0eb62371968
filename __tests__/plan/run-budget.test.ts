/**
 * The run budget (`--max-runs`, the input `max-runs`): the planned count is the plan's own size,
 * shards included; each planned run counts with the re-runs a transient error may cause (SPEC §3);
 * and a plan that could go over the budget is refused with that count, which part went over (the
 * planned runs, or only their re-runs) and a way to lower it.
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
  reRunsPerRun: 0,
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

describe('checkRunBudget with re-runs of transient errors', () => {
  // 2 tasks × k 3: 6 planned runs, each attempted up to 3 more times: 24 in the worst case.
  const withReRuns = (maxRuns: number): RunBudget => budget({ maxRuns, reRunsPerRun: 3 });

  it('lets through a plan whose worst case fits, and refuses one a single run over', () => {
    expect(() => checkRunBudget(withReRuns(24))).not.toThrow();
    expect(() => checkRunBudget(withReRuns(23))).toThrow(UsageError);
  });

  it('says when only the re-runs push the plan over, and what fits', () => {
    expect(refusal(withReRuns(10))).toBe(
      '--max-runs 10: the plan has 6 run(s) that call a model (2 task(s) × k 3), within 10, but the re-runs push it over: a run is attempted again after a transient error, up to 3 more time(s), so up to 24 runs in all; nothing was run. To lower it: --k 1 would plan 2 (8 with re-runs); fewer tasks with --tasks id,id; or raise --max-runs to 24 (6 planned + up to 18 re-runs)',
    );
  });

  it('says when the planned runs alone are over, before any re-run', () => {
    expect(refusal(withReRuns(5))).toBe(
      '--max-runs 5: the plan has 6 run(s) that call a model (2 task(s) × k 3), more than 5 before any re-run; nothing was run. To lower it: fewer tasks with --tasks id,id; or raise --max-runs to 24 (6 planned + up to 18 re-runs)',
    );
  });

  it('refuses exactly the plans whose worst case is over, naming the part that is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 1, max: 300 }),
        (taskCount, k, reRunsPerRun, maxRuns) => {
          const given = budget({
            maxRuns,
            k,
            reRunsPerRun,
            runsAt: (at) => taskCount * at,
            breakdown: `${taskCount} task(s) × k ${k}`,
          });
          const planned = taskCount * k;
          const worst = planned * (1 + reRunsPerRun);
          if (worst <= maxRuns) {
            expect(() => checkRunBudget(given)).not.toThrow();
            return;
          }
          const message = refusal(given);
          expect(message).toContain(`the plan has ${planned} run(s)`);
          expect(message.includes('before any re-run')).toBe(planned > maxRuns && reRunsPerRun > 0);
          expect(message.includes('the re-runs push it over')).toBe(planned <= maxRuns);
          // The k it suggests fits, re-runs included.
          const suggested = /--k (\d+) would plan/.exec(message)?.[1];
          if (suggested !== undefined) {
            expect(taskCount * Number(suggested) * (1 + reRunsPerRun)).toBeLessThanOrEqual(maxRuns);
          }
        },
      ),
    );
  });
});
