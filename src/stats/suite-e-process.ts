/**
 * The suite's anytime-valid verdict under `--k auto` (SPEC §5 "Adaptive k"). Pure: no I/O. An
 * e-process for the global null "no task changed" (each task the same rate on both sides, rates
 * free to differ between tasks), the average of two:
 *   E_suite = ½ ∏_j E_j + ½ P,
 * where ∏_j E_j is the product of the tasks' e-values (strong when a few tasks change a lot) and P
 * is the pooled e-process (strong when many change a little): every pair of one base and one head
 * run of any open task multiplies P by the test's factor of `safe-two-proportions.ts` with the
 * estimates θ_a, θ_b taken from ALL tasks' runs before the round (Beta(β, β) posterior means of
 * the pooled counts). Both are valid: any predictable estimates give a factor with conditional mean
 * at most 1 under every same-rate null (that module's header), runs of different tasks in a round
 * are independent given their rates, so each product over rounds and tasks is a test
 * supermartingale, and so is their average. Reaching 1/α is a claim that some task changed, with
 * error at most α under optional stopping and continuation (a continuation resumes P's counts and
 * value with the tasks' tests). Its direction is the sign of the mean observed difference; it
 * changes no task's verdict (the record of rounds, `adaptive-k.ts`, may stop the run on it).
 * Records written before P existed have no `pooled`: their suite e-value is the product alone.
 */
import { z } from 'zod';
import { computeRoundLogFactor, SideCountsSchema, type Round } from './safe-two-proportions.js';

/** The pooled e-process P of the header: all tasks' runs so far, and log P. */
export const PooledTestSchema = z.strictObject({
  base: SideCountsSchema,
  head: SideCountsSchema,
  logEValue: z.number(),
});
export type PooledTest = z.infer<typeof PooledTestSchema>;

export function startPooled(): PooledTest {
  return { base: { runs: 0, passes: 0 }, head: { runs: 0, passes: 0 }, logEValue: 0 };
}

/** P after a round: each open task's runs multiply it by the factor of the pooled counts before it. */
export function addPooledRound(
  pooled: PooledTest | undefined,
  rounds: readonly (Round | undefined)[],
  prior: number,
): PooledTest | undefined {
  if (pooled === undefined) return undefined;
  let { logEValue } = pooled;
  const base = { ...pooled.base };
  const head = { ...pooled.head };
  for (const round of rounds) {
    if (round === undefined) continue;
    logEValue += computeRoundLogFactor(pooled.base, pooled.head, round, prior);
    base.runs += round.base.runs;
    base.passes += round.base.passes;
    head.runs += round.head.runs;
    head.passes += round.head.passes;
  }
  return { base, head, logEValue };
}

/** E_suite = ½ ∏_j E_j + ½ P, or the product alone for a record without P. */
export function suiteEValue(logProduct: number, pooled: PooledTest | undefined): number {
  return pooled === undefined
    ? Math.exp(logProduct)
    : (Math.exp(logProduct) + Math.exp(pooled.logEValue)) / 2;
}
