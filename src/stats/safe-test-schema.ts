/**
 * What the safe test of two proportions (`safe-two-proportions.ts`, whose header gives the
 * formulas) keeps and reads: the counts of a side and of a round, the state that resumes the
 * e-process later (as JSON), the grid of its confidence sequence, and a task's state under
 * adaptive k. Schemas only.
 */
import { z } from 'zod';

/** The confidence sequence's grid of differences d0 = head − base: −0.99 … 0.99 by 0.01. */
export const DIFFERENCE_GRID: readonly number[] = Array.from(
  { length: 199 },
  (_, index) => (index - 99) / 100,
);

const count = z.number().int().min(0);

export const SideCountsSchema = z.strictObject({ runs: count, passes: count });
export type SideCounts = z.infer<typeof SideCountsSchema>;

/** One round: the runs of each side whose outcomes arrived together. */
export const RoundSchema = z.strictObject({ base: SideCountsSchema, head: SideCountsSchema });
export type Round = z.infer<typeof RoundSchema>;

/**
 * Everything needed to resume the e-process later (serializable as JSON). `prior` is the test's β,
 * `confidencePrior` the confidence sequence's β_cs; a state without `confidencePrior` (written
 * before the sequence had its own) continues its grid with `prior`, the β it was built with.
 * `logEValue`/`maxLogEValue` are the test's (β); `differenceMaxLogE[j]` is the largest log e-value
 * that d0 = DIFFERENCE_GRID[j] ever had under β_cs, `differenceLogE[j]` its current.
 */
export const SafeTestStateSchema = z.strictObject({
  prior: z.number().positive(),
  confidencePrior: z.number().positive().optional(),
  rounds: count,
  base: SideCountsSchema,
  head: SideCountsSchema,
  logEValue: z.number(),
  maxLogEValue: z.number(),
  differenceLogE: z.array(z.number()).length(DIFFERENCE_GRID.length),
  differenceMaxLogE: z.array(z.number()).length(DIFFERENCE_GRID.length),
});
export type SafeTestState = z.infer<typeof SafeTestStateSchema>;

export const TaskStateSchema = z.enum([
  'open',
  'regressed',
  'improved',
  'no_change_within_delta',
  'inconclusive',
  'low_power',
]);
export type TaskState = z.infer<typeof TaskStateSchema>;
