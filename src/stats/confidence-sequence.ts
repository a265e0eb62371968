/**
 * The confidence sequence of adaptive k (SPEC §5) for d = p_head − p_base, beside the safe test of
 * `safe-two-proportions.ts` (its header says why both are valid), with
 * L(p, q) = p^s_a (1−p)^(n_a−s_a) · q^s_b (1−q)^(n_b−s_b) for a round's counts. Its own
 * predictable estimates are the posterior means of Beta(β_cs, β_cs), β_cs = 0.05:
 *   φ_a = (A_pass + β_cs) / (A_pass + A_fail + 2β_cs),
 *   φ_b = (B_pass + β_cs) / (B_pass + B_fail + 2β_cs).
 * For each d0 on the grid {−0.99, −0.98, …, 0.99}, the factor of round i is
 * c_i(d0) = L(φ_a, φ_b) / L(t*, t* + d0), where t* is the unique root in
 * (max(0, −d0), min(1, 1 − d0)) of
 *   n_a (φ_a − t) / (t (1 − t)) + n_b (φ_b − t − d0) / ((t + d0)(1 − t − d0)) = 0
 * (the point of the null line {(t, t + d0)} closest to the alternative in KL; for d0 = 0 it is the
 * weighted mean of φ_a and φ_b, so c_i(0) is safestats' plug-in factor at β_cs: it is NOT the
 * test's factor). β_cs is small so that a task at 0 % or 100 % on both sides is called unchanged
 * at round 15 instead of 17 (δ = 0.2, α = 0.05; 0.02 or 0.01 is no faster, 0.1 gives 16). A value
 * d0 is rejected for good once ∏ c_i(d0) has reached the threshold ("running intersection"); the
 * sequence is the least and greatest grid values never rejected, to within 0.01.
 *
 * Reference values of the sequence (β_cs = 0.05, α = 0.05, one-run rounds as (base, head)
 * passes): after n rounds of (1, 1), ±0.69 at n = 3, ±0.21 at 14, ±0.19 at 15 (±0.71, ±0.22,
 * ±0.21 with β_cs = 0.18, which reaches ±0.19 at 17); after six rounds of (1, 0), −0.99 to −0.37
 * (where the plug-in's e-value is 505.8).
 */
import {
  DEFAULT_ALPHA,
  DEFAULT_PRIOR,
  assertRound,
  estimateRate,
  logBernoulli,
  logSameRateFactor,
} from './likelihood.js';
import { projectOnNullLine } from './null-line-projection.js';
import {
  DIFFERENCE_GRID,
  type Round,
  type SafeTestState,
  type SideCounts,
} from './safe-test-schema.js';

/** β_cs, the sequence's own Beta(β_cs, β_cs) hyperparameter (the header). */
export const DEFAULT_CONFIDENCE_PRIOR = 0.05;

/** log c_i(d0): the sequence's factor of one round for H0(d0) "head's rate = base's rate + d0". */
export function computeDifferenceLogFactor(
  base: SideCounts,
  head: SideCounts,
  round: Round,
  difference: number,
  prior: number = DEFAULT_PRIOR,
): number {
  assertRound(round);
  return logDifferenceFactor(base, head, round, difference, prior);
}

export function logDifferenceFactor(
  base: SideCounts,
  head: SideCounts,
  round: Round,
  difference: number,
  prior: number,
): number {
  const { runs: na, passes: sa } = round.base;
  const { runs: nb, passes: sb } = round.head;
  if (na + nb === 0) return 0;
  const thetaA = estimateRate(base, prior);
  const thetaB = estimateRate(head, prior);
  if (difference === 0) return logSameRateFactor(thetaA, thetaB, round);
  const t = projectOnNullLine(thetaA, thetaB, na, nb, difference);
  const alternative = logBernoulli(thetaA, sa, na - sa) + logBernoulli(thetaB, sb, nb - sb);
  const nullLikelihood = logBernoulli(t, sa, na - sa) + logBernoulli(t + difference, sb, nb - sb);
  return alternative - nullLikelihood;
}

/** The grid's logs after one more round: every factor uses the counts from before it. */
export function addDifferenceRound(
  state: SafeTestState,
  round: Round,
  confidencePrior: number,
): number[] {
  return state.differenceLogE.map(
    (logE, index) =>
      logE +
      logDifferenceFactor(
        state.base,
        state.head,
        round,
        DIFFERENCE_GRID[index] ?? 0,
        confidencePrior,
      ),
  );
}

export interface DifferenceInterval {
  low: number;
  high: number;
}

/**
 * The least and greatest grid differences whose e-value never reached 1/alpha; null when all were
 * rejected (probability at most alpha when d is on the grid).
 */
export function computeConfidenceSequence(
  state: SafeTestState,
  alpha: number = DEFAULT_ALPHA,
): DifferenceInterval | null {
  const logThreshold = Math.log(1 / alpha);
  let low: number | null = null;
  let high: number | null = null;
  state.differenceMaxLogE.forEach((max, index) => {
    if (max >= logThreshold) return;
    const d0 = DIFFERENCE_GRID[index] ?? 0;
    if (low === null) low = d0;
    high = d0;
  });
  return low === null || high === null ? null : { low, high };
}
