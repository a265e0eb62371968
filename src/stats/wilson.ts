/**
 * The Wilson score interval for a binomial proportion (SPEC §5). Chosen over the normal
 * approximation because it stays inside [0, 1] and is still honest at k = 5, where 5/5 must not read
 * as "certainly 100 %".
 */
import { z } from 'zod';

/** z for a two-sided 95 % interval, to the precision SPEC §5 fixes. */
export const Z_95 = 1.959964;

export const IntervalSchema = z.strictObject({
  low: z.number().min(0).max(1),
  high: z.number().min(0).max(1),
});
export type Interval = z.infer<typeof IntervalSchema>;

/** The 95 % Wilson interval of `successes` out of `trials`; [0, 1] with no trials. */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  assertCounts(successes, trials);
  if (!(z > 0) || !Number.isFinite(z))
    throw new RangeError(`z must be a positive number, got ${z}`);
  if (trials === 0) return { low: 0, high: 1 };
  // The upper bound is computed as the mirror of a lower bound (failures counted as successes), so
  // symmetry holds by construction and 5/5 reaches exactly 1 instead of 0.9999999999999999.
  return {
    low: computeLowerBound(successes, trials, z),
    high: 1 - computeLowerBound(trials - successes, trials, z),
  };
}

function computeLowerBound(successes: number, trials: number, z: number): number {
  // Exactly 0, not a rounding residue, so "0/5" prints as 0 % and comparisons against 0 are exact.
  if (successes === 0) return 0;
  const zSquared = z * z;
  const spread = z * Math.sqrt((successes * (trials - successes)) / trials + zSquared / 4);
  return Math.max(0, (successes + zSquared / 2 - spread) / (trials + zSquared));
}

function assertCounts(successes: number, trials: number): void {
  if (!Number.isInteger(trials) || trials < 0) {
    throw new RangeError(`trials must be a non-negative integer, got ${trials}`);
  }
  if (!Number.isInteger(successes) || successes < 0 || successes > trials) {
    throw new RangeError(`successes must be an integer in [0, ${trials}], got ${successes}`);
  }
}
