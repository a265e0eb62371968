export const id = 5011;
export const ids = [5011];
export const modules = {

/***/ 5011:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pO: () => (/* binding */ DEFAULT_ALPHA),
  CW: () => (/* binding */ DEFAULT_CONFIDENCE_PRIOR),
  dH: () => (/* binding */ DEFAULT_DELTA),
  BE: () => (/* binding */ DEFAULT_MAX_K),
  xj: () => (/* binding */ DEFAULT_MIN_K),
  ts: () => (/* binding */ DEFAULT_PRIOR),
  Wg: () => (/* reexport */ RoundSchema),
  eB: () => (/* reexport */ SafeTestStateSchema),
  I$: () => (/* reexport */ SideCountsSchema),
  Wr: () => (/* reexport */ TaskStateSchema),
  i_: () => (/* binding */ addRound),
  Oq: () => (/* binding */ claimDirection),
  Bf: () => (/* binding */ computeRoundLogFactor),
  gF: () => (/* binding */ countEBHClaims),
  b3: () => (/* binding */ createSafeTestState),
  aG: () => (/* binding */ decideTask)
});

// UNUSED EXPORTS: DIFFERENCE_GRID, computeConfidenceSequence, computeDifferenceLogFactor, computeEValue, computeLargestLogEValue, estimateRate, projectOnNullLine

;// CONCATENATED MODULE: ./lib/stats/null-line-projection.js
/**
 * t* of `safe-two-proportions.ts`'s header, the point of the null line {(t, t + d0)} closest in KL
 * to the alternative (θ_a, θ_b): the root on (max(0, −d0), min(1, 1 − d0)) of the equation there
 * multiplied by its (positive) denominators, the cubic
 *   F(t) = n_a (θ_a − t) u (1 − u) + n_b (θ_b − u) t (1 − t),   u = t + d0,
 * which is positive at the left end and negative at the right, with one root between. Newton's
 * method kept inside a shrinking bracket (bisection when a step leaves it).
 */
function projectOnNullLine(thetaA, thetaB, na, nb, difference) {
    if (na === 0)
        return clampToNullLine(thetaB - difference, difference);
    if (nb === 0)
        return clampToNullLine(thetaA, difference);
    let low = Math.max(0, -difference);
    let high = Math.min(1, 1 - difference);
    let t = clampToNullLine((na * thetaA + nb * (thetaB - difference)) / (na + nb), difference);
    for (let iteration = 0; iteration < 200; iteration += 1) {
        const u = t + difference;
        const value = na * (thetaA - t) * u * (1 - u) + nb * (thetaB - u) * t * (1 - t);
        if (value === 0)
            return t;
        if (value > 0)
            low = t;
        else
            high = t;
        const derivative = na * ((thetaA - t) * (1 - 2 * u) - u * (1 - u)) +
            nb * ((thetaB - u) * (1 - 2 * t) - t * (1 - t));
        const step = value / derivative;
        if (Math.abs(step) <= 1e-14)
            return Math.min(high, Math.max(low, t - step));
        const next = t - step;
        t = next > low && next < high ? next : (low + high) / 2;
        if (high - low <= 1e-15)
            return t;
    }
    return t;
}
/** Keeps t on the null line: base rate t and head rate t + d0 both in [0, 1]. */
function clampToNullLine(t, difference) {
    const low = Math.max(0, -difference);
    const high = Math.min(1, 1 - difference);
    return Math.min(high, Math.max(low, t));
}
//# sourceMappingURL=null-line-projection.js.map
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
;// CONCATENATED MODULE: ./lib/stats/safe-test-schema.js
/**
 * What the safe test of two proportions (`safe-two-proportions.ts`, whose header gives the
 * formulas) keeps and reads: the counts of a side and of a round, the state that resumes the
 * e-process later (as JSON), the grid of its confidence sequence, and a task's state under
 * adaptive k. Schemas only.
 */

/** The confidence sequence's grid of differences d0 = head − base: −0.99 … 0.99 by 0.01. */
const DIFFERENCE_GRID = Array.from({ length: 199 }, (_, index) => (index - 99) / 100);
const count = schemas/* number */.aig().int().min(0);
const SideCountsSchema = schemas/* strictObject */.rej({ runs: count, passes: count });
/** One round: the runs of each side whose outcomes arrived together. */
const RoundSchema = schemas/* strictObject */.rej({ base: SideCountsSchema, head: SideCountsSchema });
/**
 * Everything needed to resume the e-process later (serializable as JSON). `prior` is the test's β,
 * `confidencePrior` the confidence sequence's β_cs; a state without `confidencePrior` (written
 * before the sequence had its own) continues its grid with `prior`, the β it was built with.
 * `logEValue`/`maxLogEValue` are the test's (β); `differenceMaxLogE[j]` is the largest log e-value
 * that d0 = DIFFERENCE_GRID[j] ever had under β_cs, `differenceLogE[j]` its current.
 */
const SafeTestStateSchema = schemas/* strictObject */.rej({
    prior: schemas/* number */.aig().positive(),
    confidencePrior: schemas/* number */.aig().positive().optional(),
    rounds: count,
    base: SideCountsSchema,
    head: SideCountsSchema,
    logEValue: schemas/* number */.aig(),
    maxLogEValue: schemas/* number */.aig(),
    differenceLogE: schemas/* array */.YOg(schemas/* number */.aig()).length(DIFFERENCE_GRID.length),
    differenceMaxLogE: schemas/* array */.YOg(schemas/* number */.aig()).length(DIFFERENCE_GRID.length),
});
const TaskStateSchema = schemas/* enum */.k5n([
    'open',
    'regressed',
    'improved',
    'no_change_within_delta',
    'inconclusive',
    'low_power',
]);
//# sourceMappingURL=safe-test-schema.js.map
;// CONCATENATED MODULE: ./lib/stats/safe-two-proportions.js
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
 * Alternative (predictable, i.e. from the rounds before i only): the posterior means of a
 * Beta(β, β) prior on each side, β = `DEFAULT_PRIOR` = 0.18 (safestats' default, "REGRET optimal"):
 *   θ_a = (A_pass + β) / (A_pass + A_fail + 2β),   θ_b = (B_pass + β) / (B_pass + B_fail + 2β).
 * Their likelihood of round i is  L(θ_a, θ_b) = θ_a^s_a (1−θ_a)^(n_a−s_a) · θ_b^s_b (1−θ_b)^(n_b−s_b).
 *
 * Test of H0 "head's rate = base's rate" (the e-value). The factor of round i is
 *   e_i = L(θ_a, θ_b) / L(θ_0, θ_0),   θ_0 = (n_a θ_a + n_b θ_b) / (n_a + n_b),
 * and the e-value after n rounds is E_n = ∏_{i ≤ n} e_i (E_0 = 1). θ_0 is the reverse information
 * projection of the alternative on H0 (Turner et al., Theorem 1; safestats' `updateETwoProportions`).
 *
 * Confidence sequence for d = p_head − p_base. It has its own predictable estimates, the posterior
 * means of a Beta(β_cs, β_cs) prior, β_cs = `DEFAULT_CONFIDENCE_PRIOR` = 0.05:
 *   φ_a = (A_pass + β_cs) / (A_pass + A_fail + 2β_cs),
 *   φ_b = (B_pass + β_cs) / (B_pass + B_fail + 2β_cs).
 * For each d0 on the grid {−0.99, −0.98, …, 0.99}, the factor of round i is
 * c_i(d0) = L(φ_a, φ_b) / L(t*, t* + d0), where t* is the unique root in
 * (max(0, −d0), min(1, 1 − d0)) of
 *   n_a (φ_a − t) / (t (1 − t)) + n_b (φ_b − t − d0) / ((t + d0)(1 − t − d0)) = 0
 * (the point of the null line {(t, t + d0)} closest to the alternative in KL; for d0 = 0 it is the
 * weighted mean of φ_a and φ_b, so c_i(0) is the test's formula with β_cs in place of β: it is
 * NOT e_i, and the e-value is always the β = 0.18 product above, computed on its own). β_cs is
 * smaller than β because the sequence's job is different: a task at 0 % or 100 % on both sides is
 * called unchanged once every |d0| ≥ δ is rejected, and estimates that trust the data sooner do
 * that at round 15 instead of 17 (δ = 0.2, α = 0.05; β_cs = 0.02 or 0.01 is no faster, 0.1 gives
 * 16), while the test keeps safestats' β for its power (docs/adaptive-k.md). A value d0 is
 * rejected, for good, once ∏ c_i(d0) has reached the threshold at any round ("running
 * intersection"); the sequence is the grid values never rejected, reported as their
 * least and greatest. It is a grid: claims about d are to within 0.01.
 *
 * Why it is valid (so a reader can check it). Take ANY predictable estimates (p_a, p_b), fixed
 * before round i's outcomes however they were chosen, and let
 *   r_i(d0) = L(p_a, p_b) / L(t*, t* + d0),   t* from the equation above for (p_a, p_b).
 * Under any (t, t + d0), one round gives E[r_i(d0) | past] = g_a(t)^n_a · g_b(t)^n_b with
 *   g_a(t) = t p_a/t* + (1 − t)(1 − p_a)/(1 − t*),
 *   g_b(t) = (t + d0) p_b/(t* + d0) + (1 − t − d0)(1 − p_b)/(1 − t* − d0),
 * both linear in t and equal to 1 at t*. Its logarithm is concave with zero derivative at t* (the
 * equation), so it is at most 1 everywhere. (p_a, p_b) = (θ_a, θ_b) with d0 = 0 gives the test's
 * e_i; (φ_a, φ_b) give the sequence's c_i(d0). So the test and the sequence are two valid
 * e-processes on the same rounds, each valid on its own, and a stored state could even change
 * β_cs between rounds. Hence ∏ e_i and each ∏ c_i(d0) are non-negative supermartingales under
 * every null, even one whose common rate changes from round to round, and by Ville's inequality
 * P(sup_n E_n ≥ 1/a) ≤ a: the error holds however the rounds are stopped (optional stopping) and
 * however many more are added later, from a re-run or a later push (optional continuation), as
 * long as the state is resumed rather than restarted.
 *
 * Assumptions: runs are independent given their side's rate (as everywhere in Verdict); a round's
 * sizes are fixed before its outcomes are seen; for the confidence sequence, d stays constant.
 *
 * Multiplicity. With m tasks in the comparison (fixed before any round), two rules:
 *
 * - e-BH (the default of adaptive k; Wang & Ramdas 2022, "False discovery rate control with
 *   e-values", JRSS-B 84(3)). Each task's e-value is its STOPPED value E_τ (frozen when the task
 *   stops, never its running maximum), which is an e-value (E[E_τ] ≤ 1 under its null) by optional
 *   stopping of a non-negative supermartingale, for any stopping time τ of the comparison's joint
 *   history (tasks' runs independent given their rates). With the e-values sorted e_(1) ≥ e_(2) ≥ …,
 *     k* = max{ k : e_(k) ≥ m / (α k) }   (0 if none),
 *   and the claims are the k* largest (`countEBHClaims`). After every round the vector is e-BH'd
 *   again, open tasks at their current value and stopped ones at their frozen value; an open task
 *   in the set stops with its direction, a stopped one in it (e.g. at max-k) is claimed too. A
 *   claimed task is never un-claimed: its value is frozen and, with R claims, each has e ≥ m/(α R),
 *   so the old set is self-consistent at the new values and lies inside the new one. So the claims
 *   at any (stopping) time are a self-consistent set of e-values, and by Wang & Ramdas' Theorem
 *   the false discovery rate E[false claims / max(1, claims)] ≤ α m0/m ≤ α, under any dependence
 *   between tasks and under optional stopping and continuation (a later push resumes the frozen
 *   values). Under the complete null (no task changed) that is P(any false claim) ≤ α. It is not
 *   a bound on the family-wise rate when some tasks did change, nor on the expected NUMBER of
 *   false claims; under the complete null with independent tasks that number is at most
 *   Σ_j j · C(m, j) (α j/m)^j ≤ Σ_j (α j)^j/(j − 1)! ≈ 0.062 at α = 0.05 (k* ≥ k needs some j ≥ k
 *   tasks whose e-process ever reached m/(α j); Ville for each, independence across them), and
 *   the simulation of docs/adaptive-k.md measures it. A first claim still needs m/α; the k-th
 *   needs m/(α k).
 * - Bonferroni (records of `correction: 'bonferroni'`): a direction when a task's e-value has ever
 *   reached m/α. By Ville and a union bound the expected number of false directions per
 *   comparison is at most α, and so is the chance of any.
 *
 * `no change larger than δ` reads the task's own confidence sequence at level α (threshold 1/α,
 * uncorrected): a task whose true change is δ or more gets that label with probability at most α.
 * The side of a claim is the sequence's when it excludes 0 (else the observed rates'); the claim
 * itself is the test's (β), never the sequence's.
 *
 * Reference values of the sequence (β_cs = 0.05, α = 0.05, one-run rounds as (base, head)
 * passes): after n rounds of (1, 1), ±0.69 at n = 3, ±0.21 at 14, ±0.19 at 15 (±0.71, ±0.22,
 * ±0.21 with β_cs = 0.18, which reaches ±0.19 at 17); after six rounds of (1, 0), −0.99 to −0.37
 * (the e-value there is 505.8 either way). The schemas are in `safe-test-schema.ts`, the solver
 * for t* in `null-line-projection.ts`.
 */




/** safestats' default Beta(β, β) hyperparameter for both sides ("REGRET optimal"): the test's. */
const DEFAULT_PRIOR = 0.18;
/**
 * The confidence sequence's own Beta(β_cs, β_cs) hyperparameter (see the header): smaller than the
 * test's, so a task at 0 % or 100 % on both sides is called unchanged sooner.
 */
const DEFAULT_CONFIDENCE_PRIOR = 0.05;
const DEFAULT_ALPHA = 0.05;
const DEFAULT_DELTA = 0.2;
const DEFAULT_MIN_K = 3;
const DEFAULT_MAX_K = 20;
function createSafeTestState(prior = DEFAULT_PRIOR, confidencePrior = DEFAULT_CONFIDENCE_PRIOR) {
    return {
        prior,
        confidencePrior,
        rounds: 0,
        base: { runs: 0, passes: 0 },
        head: { runs: 0, passes: 0 },
        logEValue: 0,
        maxLogEValue: 0,
        differenceLogE: DIFFERENCE_GRID.map(() => 0),
        differenceMaxLogE: DIFFERENCE_GRID.map(() => 0),
    };
}
/** The predictable estimate of one side: its Beta(β, β) posterior mean. */
function estimateRate(side, prior) {
    return (side.passes + prior) / (side.runs + 2 * prior);
}
/** log of p^passes (1 − p)^fails, with 0 · log 0 = 0. */
function logBernoulli(p, passes, fails) {
    return (passes > 0 ? passes * Math.log(p) : 0) + (fails > 0 ? fails * Math.log1p(-p) : 0);
}
function assertRound(round) {
    for (const side of [round.base, round.head]) {
        if (!Number.isInteger(side.runs) || !Number.isInteger(side.passes) || side.passes < 0) {
            throw new RangeError(`a round needs whole counts, got ${JSON.stringify(round)}`);
        }
        if (side.passes > side.runs) {
            throw new RangeError(`a round has more passes than runs: ${JSON.stringify(round)}`);
        }
    }
}
/** log e_i: the factor of one round for H0 "same rate", given the counts before it. */
function computeRoundLogFactor(base, head, round, prior = DEFAULT_PRIOR) {
    return computeDifferenceLogFactor(base, head, round, 0, prior);
}
/** log e_i(d0): the factor of one round for H0(d0) "head's rate = base's rate + d0". */
function computeDifferenceLogFactor(base, head, round, difference, prior = DEFAULT_PRIOR) {
    assertRound(round);
    return logFactor(base, head, round, difference, prior);
}
function logFactor(base, head, round, difference, prior) {
    const { runs: na, passes: sa } = round.base;
    const { runs: nb, passes: sb } = round.head;
    if (na + nb === 0)
        return 0;
    const thetaA = estimateRate(base, prior);
    const thetaB = estimateRate(head, prior);
    const t = difference === 0
        ? (na * thetaA + nb * thetaB) / (na + nb)
        : projectOnNullLine(thetaA, thetaB, na, nb, difference);
    const alternative = logBernoulli(thetaA, sa, na - sa) + logBernoulli(thetaB, sb, nb - sb);
    const nullLikelihood = logBernoulli(t, sa, na - sa) + logBernoulli(t + difference, sb, nb - sb);
    return alternative - nullLikelihood;
}
/**
 * The state after one more round: every factor uses the counts from before it. The test's factor
 * (β = `prior`) and the grid's (β_cs = `confidencePrior`) are computed apart.
 */
function addRound(state, round) {
    assertRound(round);
    const confidencePrior = state.confidencePrior ?? state.prior;
    const differenceLogE = state.differenceLogE.map((logE, index) => logE + logFactor(state.base, state.head, round, DIFFERENCE_GRID[index] ?? 0, confidencePrior));
    const logEValue = state.logEValue + logFactor(state.base, state.head, round, 0, state.prior);
    return {
        prior: state.prior,
        confidencePrior,
        rounds: state.rounds + 1,
        base: addCounts(state.base, round.base),
        head: addCounts(state.head, round.head),
        logEValue,
        maxLogEValue: Math.max(state.maxLogEValue, logEValue),
        differenceLogE,
        differenceMaxLogE: state.differenceMaxLogE.map((max, index) => Math.max(max, differenceLogE[index] ?? 0)),
    };
}
function addCounts(side, more) {
    return { runs: side.runs + more.runs, passes: side.passes + more.passes };
}
/** E_n of a whole sequence of rounds from the start (the product of the header). */
function computeEValue(rounds, prior = DEFAULT_PRIOR) {
    let base = { runs: 0, passes: 0 };
    let head = { runs: 0, passes: 0 };
    let logE = 0;
    for (const round of rounds) {
        logE += computeRoundLogFactor(base, head, round, prior);
        base = addCounts(base, round.base);
        head = addCounts(head, round.head);
    }
    return Math.exp(logE);
}
/**
 * The confidence sequence at level `alpha`: the least and greatest grid differences whose e-value
 * never reached 1/alpha. Null when every grid value was rejected (which happens with probability
 * at most alpha when d is on the grid).
 */
function computeConfidenceSequence(state, alpha = DEFAULT_ALPHA) {
    const logThreshold = Math.log(1 / alpha);
    let low = null;
    let high = null;
    state.differenceMaxLogE.forEach((max, index) => {
        if (max >= logThreshold)
            return;
        const d0 = DIFFERENCE_GRID[index] ?? 0;
        if (low === null)
            low = d0;
        high = d0;
    });
    return low === null || high === null ? null : { low, high };
}
/**
 * e-BH's number of claims: k* = max{k : e_(k) ≥ tasks/(alpha k)} over the e-values given as logs
 * (−Infinity for a task that cannot be claimed), with m = max(tasks, values given). The claims are
 * the tasks with log e ≥ log(m/(alpha k*)).
 */
function countEBHClaims(logEValues, tasks, alpha = DEFAULT_ALPHA) {
    const m = Math.max(tasks, logEValues.length);
    const sorted = [...logEValues].sort((a, b) => b - a);
    let claims = 0;
    sorted.forEach((logE, index) => {
        if (logE >= Math.log(m / (alpha * (index + 1))))
            claims = index + 1;
    });
    return claims;
}
/**
 * Where a task stands after a round. In order: a direction once the e-value has ever reached
 * tasks/alpha (or, with `threshold` given, once its current e-value is at least that; its side from the confidence sequence, or the observed rates if that is empty or
 * straddles 0); `no_change_within_delta` once every grid difference with |d0| ≥ delta has been
 * rejected at alpha, and at least minK rounds ran; at maxK rounds, `low_power` if no sequence of
 * maxK rounds could have reached the threshold, else `inconclusive`; `open` otherwise.
 */
function decideTask(options) {
    const { state, tasks = 1, alpha = DEFAULT_ALPHA, delta = DEFAULT_DELTA, minK = DEFAULT_MIN_K, maxK = DEFAULT_MAX_K, roundsBefore = 0, } = options;
    const threshold = options.threshold ?? tasks / alpha;
    const evidence = options.threshold === undefined ? state.maxLogEValue : state.logEValue;
    const interval = computeConfidenceSequence(state, alpha);
    const decision = (name) => ({
        state: name,
        eValue: Math.exp(state.logEValue),
        threshold,
        interval,
        runs: state.base.runs + state.head.runs,
    });
    if (evidence >= Math.log(threshold)) {
        const direction = chooseDirection(state, interval);
        if (direction !== null)
            return decision(direction);
    }
    const rounds = state.rounds - roundsBefore;
    if (rounds < minK)
        return decision('open');
    const logAlpha = Math.log(1 / alpha);
    const equivalent = state.differenceMaxLogE.every((max, index) => Math.abs(DIFFERENCE_GRID[index] ?? 0) < delta - 1e-9 || max >= logAlpha);
    if (equivalent)
        return decision('no_change_within_delta');
    if (rounds < maxK)
        return decision('open');
    return decision(computeLargestLogEValue(maxK, state.prior) < Math.log(threshold) ? 'low_power' : 'inconclusive');
}
/** The direction a claim on this task would take, or null when the data give none. */
function claimDirection(state, alpha = DEFAULT_ALPHA) {
    return chooseDirection(state, computeConfidenceSequence(state, alpha));
}
function chooseDirection(state, interval) {
    if (interval !== null && interval.high < 0)
        return 'regressed';
    if (interval !== null && interval.low > 0)
        return 'improved';
    const observed = state.head.passes / Math.max(1, state.head.runs) -
        state.base.passes / Math.max(1, state.base.runs);
    if (observed < 0)
        return 'regressed';
    if (observed > 0)
        return 'improved';
    return null;
}
/** The log e-value of `rounds` one-run rounds that all separate (base passes, head fails). */
function computeLargestLogEValue(rounds, prior = DEFAULT_PRIOR) {
    let logE = 0;
    for (let i = 0; i < rounds; i += 1) {
        logE += computeRoundLogFactor({ runs: i, passes: i }, { runs: i, passes: 0 }, { base: { runs: 1, passes: 1 }, head: { runs: 1, passes: 0 } }, prior);
    }
    return logE;
}
//# sourceMappingURL=safe-two-proportions.js.map

/***/ })

};
