/** What the safe test and its confidence sequence share: likelihoods and a side's estimate. Pure. */
import type { Round, SideCounts } from './safe-test-schema.js';

export const DEFAULT_ALPHA = 0.05;
/** safestats' Beta(β, β) hyperparameter ("REGRET optimal"): the plug-in test of older states. */
export const DEFAULT_PRIOR = 0.18;

/** The predictable estimate of one side: its Beta(β, β) posterior mean. */
export function estimateRate(side: SideCounts, prior: number): number {
  return (side.passes + prior) / (side.runs + 2 * prior);
}

/** log of p^passes (1 − p)^fails, with 0 · log 0 = 0. */
export function logBernoulli(p: number, passes: number, fails: number): number {
  return (passes > 0 ? passes * Math.log(p) : 0) + (fails > 0 ? fails * Math.log1p(-p) : 0);
}

export function assertRound(round: Round): void {
  for (const side of [round.base, round.head]) {
    if (!Number.isInteger(side.runs) || !Number.isInteger(side.passes) || side.passes < 0) {
      throw new RangeError(`a round needs whole counts, got ${JSON.stringify(round)}`);
    }
    if (side.passes > side.runs) {
      throw new RangeError(`a round has more passes than runs: ${JSON.stringify(round)}`);
    }
  }
}

/** log of one round's factor for H0 "same rate" with the estimates (pa, pb) fixed before it. */
export function logSameRateFactor(pa: number, pb: number, round: Round): number {
  const { runs: na, passes: sa } = round.base;
  const { runs: nb, passes: sb } = round.head;
  if (na + nb === 0) return 0;
  const t = (na * pa + nb * pb) / (na + nb);
  return (
    logBernoulli(pa, sa, na - sa) +
    logBernoulli(pb, sb, nb - sb) -
    logBernoulli(t, sa, na - sa) -
    logBernoulli(t, sb, nb - sb)
  );
}

export function addCounts(side: SideCounts, more: SideCounts): SideCounts {
  return { runs: side.runs + more.runs, passes: side.passes + more.passes };
}
