/** The schemas of the safe test of two proportions (`safe-two-proportions.ts` has the formulas). */
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

/** The test's alternative (`safe-two-proportions.ts`'s header): shift d, pooled prior b, clip c. */
export const ShiftAlternativeSchema = z.strictObject({
  shift: z.number().gt(0).lt(1),
  poolPrior: z.number().positive(),
  clip: z.number().gt(0).lt(0.5),
});
export type ShiftAlternative = z.infer<typeof ShiftAlternativeSchema>;

/** The horizon (the header): after round `rounds`, a test at `level` gets the share `weight`. */
export const HorizonSchema = z.strictObject({
  rounds: z.number().int().min(1),
  level: z.number().gt(0).lt(1),
  weight: z.number().gt(0).lt(1),
});
export type Horizon = z.infer<typeof HorizonSchema>;

/**
 * Everything needed to resume the e-process (as JSON). `shiftLogE`: the logs of the mixture's two
 * components' products (head below, above); a state without `alternative` continues safestats'
 * plug-in at `prior` (β), one without `confidencePrior` (β_cs) its grid with `prior`. `horizonE`: 0
 * until the horizon's round, then 1/level or 0 for good. `differenceMaxLogE[j]` is the largest log
 * e-value d0 = DIFFERENCE_GRID[j] ever had under β_cs, `differenceLogE[j]` its current one.
 */
export const SafeTestStateSchema = z.strictObject({
  prior: z.number().positive(),
  confidencePrior: z.number().positive().optional(),
  alternative: ShiftAlternativeSchema.optional(),
  shiftLogE: z.tuple([z.number(), z.number()]).optional(),
  horizon: HorizonSchema.optional(),
  horizonE: z.number().min(0).optional(),
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
