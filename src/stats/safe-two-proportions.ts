/**
 * The anytime-valid test of adaptive k (SPEC §5, "Adaptive k"): a safe test of two proportions
 * (an e-process) and its confidence sequence for the difference of pass rates, after Turner, Ly &
 * Grünwald (2021/2024), "Safe tests and always-valid confidence intervals for contingency tables
 * and beyond" (arXiv:2106.02693), as implemented by the R package safestats
 * (`safeTwoProportionsTest`, `computeConfidenceBoundsForDifferenceTwoProportions`). Pure: no I/O.
 *
 * Data. A task runs in rounds. Round i has n_a base runs with s_a passes and n_b head runs with s_b
 * passes (adaptive k uses n_a = n_b = 1; any sizes fixed before the round are allowed). Before
 * round i the state holds A = (passes, fails) of the base so far and B = (passes, fails) of the head.
 *
 * The test of H0 "head's rate = base's rate" (the e-value): a mixture of two shifted plug-ins.
 * Before round i, the pooled rate of both sides' runs so far, a Beta(b, b) posterior mean with
 * b = `DEFAULT_ALTERNATIVE.poolPrior` = 3:
 *   π = (A_pass + B_pass + b) / (A_pass + A_fail + B_pass + B_fail + 2b),
 * and for each sign s ∈ {−1, +1} the alternative of component s, the pooled rate moved apart by
 * d = `DEFAULT_ALTERNATIVE.shift` = 0.6 and clipped to [c, 1 − c], c = `clip` = 0.01:
 *   p_a^s = clip(π − s d/2),   p_b^s = clip(π + s d/2)     (s = −1: head below base).
 * Component s's factor of round i, with L(p, q) = p^s_a (1−p)^(n_a−s_a) · q^s_b (1−q)^(n_b−s_b),
 *   e_i^s = L(p_a^s, p_b^s) / L(t^s, t^s),   t^s = (n_a p_a^s + n_b p_b^s) / (n_a + n_b),
 * (t^s is the reverse information projection of that alternative on H0: Turner et al., Theorem 1;
 * safestats' `updateETwoProportions`), and the e-value after n rounds is the equal mixture of the
 * two products (not the product of mixtures):
 *   M_n = ½ ∏_{i ≤ n} e_i^{−1} + ½ ∏_{i ≤ n} e_i^{+1}     (M_0 = 1),
 * and E_n = M_n for a state without a horizon.
 *
 * The horizon (states with `horizon`: adaptive k's e-BH rule). With h = `HORIZON_WEIGHT` = ½,
 *   E_n = (1 − h) M_n + h H_n,
 * H_n = 0 before round R = max-k; from round R on, H = 1{P ≤ γ}/γ, P the exact unconditional
 * likelihood-ratio p-value of the counts after round R (`horizon-test.ts`), γ = α·min(m, 2)/(2m)
 * (`horizonOf`), so a rejection gives E ≥ m/(α·min(m, 2)), e-BH's bar once two tasks are
 * claimed (1/α for one task). Why: at max-k a fixed-sample test decides what an e-process cannot
 * yet (20 passes against 13: P = 0.0024 while M = 53); half the weight pays for it, and with
 * m ≥ 2 its level is α/m, fixed k's first step (docs/adaptive-k.md, sections (g)–(h)). Valid:
 * for any stopping time τ, E[M_τ] ≤ 1 (below) and E[H_τ] ≤ E[H] = P(P ≤ γ)/γ ≤ 1, so
 * E[E_τ] ≤ 1: an e-process, not a supermartingale (it jumps at R), which is what e-BH needs. The
 * suite's product stays an e-value for independent tasks (expanded, each term is ≤ 1 by the same
 * two facts). Bonferroni records read the running maximum, which the jump would break: no horizon.
 * Why this alternative: with at most 20 rounds and a first claim at m/α ≥ 20, only large
 * differences can be decided, so it is 0.6 around a learned pooled rate (one nuisance parameter,
 * not two), both signs mixed (docs/adaptive-k.md measures it against safestats' plug-in).
 * States written before (no `alternative`) keep safestats' plug-in: the Beta(β, β) posterior
 * means θ_a = (A_pass + β) / (A_runs + 2β), θ_b likewise, β = `prior` = 0.18 ("REGRET optimal"),
 * e_i = L(θ_a, θ_b) / L(θ_0, θ_0), θ_0 = (n_a θ_a + n_b θ_b) / (n_a + n_b), E_n = ∏ e_i
 * (`computePlugInEValue`); the suite's pooled e-process uses that factor too.
 *
 * Confidence sequence for d = p_head − p_base: `confidence-sequence.ts` (its factors c_i(d0) below).
 *
 * Why it is valid (so a reader can check it). Take ANY predictable estimates (p_a, p_b), fixed
 * before round i's outcomes however they were chosen, and let
 *   r_i(d0) = L(p_a, p_b) / L(t*, t* + d0),   t* from the equation above for (p_a, p_b).
 * Under any (t, t + d0), one round gives E[r_i(d0) | past] = g_a(t)^n_a · g_b(t)^n_b with
 *   g_a(t) = t p_a/t* + (1 − t)(1 − p_a)/(1 − t*),
 *   g_b(t) = (t + d0) p_b/(t* + d0) + (1 − t − d0)(1 − p_b)/(1 − t* − d0),
 * both linear in t and equal to 1 at t*. Its logarithm is concave with zero derivative at t* (the
 * equation), so it is at most 1 everywhere. (p_a, p_b) = (p_a^s, p_b^s) with d0 = 0 gives
 * component s's e_i^s (t* = t^s), (θ_a, θ_b) the plug-in's e_i, (φ_a, φ_b) the sequence's c_i(d0).
 * So each component's product, the plug-in's and each ∏ c_i(d0) are non-negative supermartingales
 * under every null, even one whose common rate changes from round to round, and so is M_n, their
 * average with fixed weights. By Ville's inequality P(sup_n E_n ≥ 1/a) ≤ a, for the test and the
 * sequence each: under optional stopping and optional continuation (a re-run, a later push), as
 * long as the state is resumed rather than restarted.
 *
 * Assumptions: runs are independent given their side's rate; a round's sizes are fixed before its
 * outcomes are seen; for the confidence sequence, d stays constant. Multiplicity and each task's
 * decision: `task-decision.ts`.
 *
 * Reference values of the mixture M (d = 0.6, b = 3, c = 0.01): after (1, 0), (1, 0): M = 3.2896
 * (π stays ½ while every round separates, so each such round multiplies component −1 by 2.56 and
 * component +1 by 0.16); six rounds (1,0), (1,1), (0,0), (1,0), (0,1), (1,0): M = 0.3772776;
 * blocks of two base and one head run, (2, 0) then (1, 0): M = 2.1113422; (1, 0) every round:
 * M = 1.36, 3.29, 8.39, 21.5, 55.0, 141, 360, 922 after rounds 1–8. With the horizon of 20 tasks
 * at max-k 20 (γ = 0.0025), 13 rounds (1, 1) then 7 rounds (1, 0): E = ½ · 52.97 + ½ · 400 = 226.5.
 * Schemas: `safe-test-schema.ts`; t*: `null-line-projection.ts`.
 */
import { DEFAULT_CONFIDENCE_PRIOR, addDifferenceRound } from './confidence-sequence.js';
import { horizonPValue } from './horizon-test.js';
import {
  DEFAULT_ALPHA,
  DEFAULT_PRIOR,
  addCounts,
  assertRound,
  estimateRate,
  logSameRateFactor,
} from './likelihood.js';
import {
  DIFFERENCE_GRID,
  type Horizon,
  type Round,
  type SafeTestState,
  type ShiftAlternative,
  type SideCounts,
} from './safe-test-schema.js';

export * from './safe-test-schema.js';
export * from './confidence-sequence.js';
export { DEFAULT_ALPHA, DEFAULT_PRIOR, estimateRate } from './likelihood.js';
export { projectOnNullLine } from './null-line-projection.js';

/** The test's alternative (the header): pooled rate ± shift/2, Beta(poolPrior) pooled, clipped. */
export const DEFAULT_ALTERNATIVE: ShiftAlternative = { shift: 0.6, poolPrior: 3, clip: 0.01 };
/** The horizon's share of the e-value (the header). */
export const HORIZON_WEIGHT = 1 / 2;

/**
 * The horizon of `tasks` tasks at max-k `rounds` (the header): a test at level α·min(m, c)/(c·m),
 * c = 1/h = 2, so that h/γ, a rejection's share of the e-value, is e-BH's bar once c tasks are claimed.
 */
export function horizonOf(rounds: number, tasks: number, alpha: number = DEFAULT_ALPHA): Horizon {
  const claims = 1 / HORIZON_WEIGHT;
  const level = (alpha * Math.min(tasks, claims)) / (claims * tasks);
  return { rounds, level, weight: HORIZON_WEIGHT };
}
export const DEFAULT_DELTA = 0.2;
export const DEFAULT_MIN_K = 3;
export const DEFAULT_MAX_K = 20;

/** A fresh state: the header's mixture, or with `alternative` null safestats' plug-in at `prior`. */
export function createSafeTestState(
  prior: number = DEFAULT_PRIOR,
  confidencePrior: number = DEFAULT_CONFIDENCE_PRIOR,
  alternative: ShiftAlternative | null = DEFAULT_ALTERNATIVE,
  horizon: Horizon | null = null,
): SafeTestState {
  const withHorizon = horizon !== null && alternative !== null;
  // E_0 = (1 − h) · M_0 with a horizon: its share waits for round R.
  const logEValue = withHorizon ? Math.log1p(-horizon.weight) : 0;
  return {
    prior,
    confidencePrior,
    ...(alternative === null ? {} : { alternative, shiftLogE: [0, 0] as [number, number] }),
    ...(withHorizon ? { horizon, horizonE: 0 } : {}),
    rounds: 0,
    base: { runs: 0, passes: 0 },
    head: { runs: 0, passes: 0 },
    logEValue,
    maxLogEValue: logEValue,
    differenceLogE: DIFFERENCE_GRID.map(() => 0),
    differenceMaxLogE: DIFFERENCE_GRID.map(() => 0),
  };
}

/** [log e_i^{−1}, log e_i^{+1}]: one round's factors for the mixture's two components (the header). */
export function computeShiftLogFactors(
  base: SideCounts,
  head: SideCounts,
  round: Round,
  alternative: ShiftAlternative = DEFAULT_ALTERNATIVE,
): [number, number] {
  assertRound(round);
  const { shift, poolPrior, clip } = alternative;
  const pooled = (base.passes + head.passes + poolPrior) / (base.runs + head.runs + 2 * poolPrior);
  const bound = (p: number) => Math.min(1 - clip, Math.max(clip, p));
  const factor = (sign: number) =>
    logSameRateFactor(
      bound(pooled - (sign * shift) / 2),
      bound(pooled + (sign * shift) / 2),
      round,
    );
  return [factor(-1), factor(1)];
}

/** log(½ e^a + ½ e^b), computed without overflow. */
function logHalfSum(a: number, b: number): number {
  const high = Math.max(a, b);
  return high + Math.log((Math.exp(a - high) + Math.exp(b - high)) / 2);
}

/** log e_i of safestats' plug-in (β = `prior`): older states' test and the suite's pooled P. */
export function computeRoundLogFactor(
  base: SideCounts,
  head: SideCounts,
  round: Round,
  prior: number = DEFAULT_PRIOR,
): number {
  assertRound(round);
  return logSameRateFactor(estimateRate(base, prior), estimateRate(head, prior), round);
}

/** The state after one more round: every factor uses the counts from before it. */
export function addRound(state: SafeTestState, round: Round): SafeTestState {
  assertRound(round);
  const confidencePrior = state.confidencePrior ?? state.prior;
  const differenceLogE = addDifferenceRound(state, round, confidencePrior);
  const test = addTestRound(state, round);
  return {
    ...state,
    confidencePrior,
    ...test,
    rounds: state.rounds + 1,
    base: addCounts(state.base, round.base),
    head: addCounts(state.head, round.head),
    maxLogEValue: Math.max(state.maxLogEValue, test.logEValue),
    differenceLogE,
    differenceMaxLogE: state.differenceMaxLogE.map((max, index) =>
      Math.max(max, differenceLogE[index] ?? 0),
    ),
  };
}

type TestPart = Pick<SafeTestState, 'logEValue' | 'shiftLogE' | 'horizonE'>;

/** The test's part of `addRound`: log E_n and, for the mixture, its components and horizon. */
function addTestRound(state: SafeTestState, round: Round): TestPart {
  const { alternative, horizon } = state;
  if (alternative === undefined) {
    return {
      logEValue:
        state.logEValue + computeRoundLogFactor(state.base, state.head, round, state.prior),
    };
  }
  const [down, up] = computeShiftLogFactors(state.base, state.head, round, alternative);
  const [before0, before1] = state.shiftLogE ?? [state.logEValue, state.logEValue];
  const shiftLogE: [number, number] = [before0 + down, before1 + up];
  if (horizon === undefined) return { shiftLogE, logEValue: logHalfSum(...shiftLogE) };
  const horizonE =
    state.rounds + 1 === horizon.rounds
      ? horizonEValue(horizon, addCounts(state.base, round.base), addCounts(state.head, round.head))
      : (state.horizonE ?? 0);
  return {
    shiftLogE,
    horizonE,
    logEValue: logWithHorizon(logHalfSum(...shiftLogE), horizon, horizonE),
  };
}

/** H: 1/level when the fixed-sample test at `horizon.level` rejects on these counts, else 0. */
function horizonEValue(horizon: Horizon, base: SideCounts, head: SideCounts): number {
  return horizonPValue(base, head) <= horizon.level ? 1 / horizon.level : 0;
}

/** log((1 − h) M + h H) from log M: the header's e-value with its horizon. */
function logWithHorizon(logMixture: number, horizon: Horizon, horizonE: number): number {
  const sequential = Math.log1p(-horizon.weight) + logMixture;
  if (horizonE === 0) return sequential;
  const fixed = Math.log(horizon.weight * horizonE);
  const high = Math.max(sequential, fixed);
  return high + Math.log(Math.exp(sequential - high) + Math.exp(fixed - high));
}

/** E_n of a whole sequence of rounds from the start: the header's mixture. */
export function computeEValue(
  rounds: readonly Round[],
  alternative: ShiftAlternative = DEFAULT_ALTERNATIVE,
  horizon: Horizon | null = null,
): number {
  let base: SideCounts = { runs: 0, passes: 0 };
  let head: SideCounts = { runs: 0, passes: 0 };
  const logE: [number, number] = [0, 0];
  let horizonE = 0;
  rounds.forEach((round, index) => {
    const [down, up] = computeShiftLogFactors(base, head, round, alternative);
    logE[0] += down;
    logE[1] += up;
    base = addCounts(base, round.base);
    head = addCounts(head, round.head);
    if (horizon !== null && index + 1 === horizon.rounds) {
      horizonE = horizonEValue(horizon, base, head);
    }
  });
  const logMixture = logHalfSum(...logE);
  return Math.exp(horizon === null ? logMixture : logWithHorizon(logMixture, horizon, horizonE));
}

/** E_n of safestats' plug-in (β = `prior`): the test of states written before the mixture. */
export function computePlugInEValue(
  rounds: readonly Round[],
  prior: number = DEFAULT_PRIOR,
): number {
  let base: SideCounts = { runs: 0, passes: 0 };
  let head: SideCounts = { runs: 0, passes: 0 };
  let logE = 0;
  for (const round of rounds) {
    logE += computeRoundLogFactor(base, head, round, prior);
    base = addCounts(base, round.base);
    head = addCounts(head, round.head);
  }
  return Math.exp(logE);
}

/** The log e-value after `rounds` separating rounds under `state`'s test: the most any task reaches. */
export function computeLargestLogEValue(
  rounds: number,
  state: Pick<SafeTestState, 'prior' | 'alternative' | 'horizon'> = createSafeTestState(),
): number {
  const separating: Round = { base: { runs: 1, passes: 1 }, head: { runs: 1, passes: 0 } };
  let test: TestPart = { logEValue: 0 };
  if (state.alternative !== undefined) test.shiftLogE = [0, 0];
  for (let i = 0; i < rounds; i += 1) {
    test = addTestRound(
      {
        ...createSafeTestState(state.prior, undefined, state.alternative ?? null),
        ...test,
        base: { runs: i, passes: i },
        head: { runs: i, passes: 0 },
      },
      separating,
    );
  }
  const { horizon } = state;
  if (horizon === undefined || test.shiftLogE === undefined) return test.logEValue;
  const n = Math.min(rounds, horizon.rounds);
  const separated = horizonEValue(horizon, { runs: n, passes: n }, { runs: n, passes: 0 });
  return logWithHorizon(logHalfSum(...test.shiftLogE), horizon, separated);
}
