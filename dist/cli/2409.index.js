export const id = 2409;
export const ids = [2409];
export const modules = {

/***/ 1255:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G0: () => (/* binding */ givenOptions),
/* harmony export */   L2: () => (/* binding */ outDirOption),
/* harmony export */   QW: () => (/* binding */ EVALUATION_OPTIONS),
/* harmony export */   dB: () => (/* binding */ modeOption),
/* harmony export */   ig: () => (/* binding */ integerOption),
/* harmony export */   kl: () => (/* binding */ valueOptions),
/* harmony export */   q4: () => (/* binding */ SUITE_RUN_OPTIONS),
/* harmony export */   zu: () => (/* binding */ choiceOption)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9859);
/** The options of the commands that run a suite, and how they read them alike. */



/** Options that each take a value (`--name VALUE`), for a command's `options`. */
function valueOptions(...names) {
    const option = { type: 'string' };
    return Object.fromEntries(names.map((name) => [name, option]));
}
/** The string options of `names` that were given, each under its key (`{ baseUrl: 'base-url' }`). */
function givenOptions(args, names) {
    const given = {};
    for (const [key, name] of Object.entries(names)) {
        const value = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, name);
        if (value !== undefined)
            given[key] = value;
    }
    return given;
}
/** Options of every command that runs a suite's tasks (`diagnose`'s), besides the global ones. */
const SUITE_RUN_OPTIONS = {
    ...valueOptions('script-dir', 'out', 'suite-dir', 'concurrency', 'sandbox'),
    ...valueOptions('max-calls', 'calls-file'),
    keep: { type: 'boolean' },
    yes: { type: 'boolean' },
    'allow-suite-full': { type: 'boolean' },
    'spawn-agent': { type: 'boolean' },
};
/** Those of `run`, `record` and `variants`, which also choose the tasks, seed and cassettes. */
const EVALUATION_OPTIONS = {
    ...SUITE_RUN_OPTIONS,
    ...valueOptions('tasks', 'seed', 'cassette-dir', 'max-runs'),
};
/** `--name VALUE` when it is one of `choices`, else `fallback`; `expected` words them for the error. */
function choiceOption(args, name, choices, fallback, expected = choices.join(', ')) {
    const value = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, name);
    if (value === undefined)
        return fallback;
    if (choices.includes(value))
        return value;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name} ${JSON.stringify(value)}: expected ${expected}`);
}
/** `--name N` in [min, max], else `fallback` (undefined: an option with no default). */
function integerOption(args, name, fallback, min = 0, max = Number.MAX_SAFE_INTEGER) {
    const text = (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, name);
    if (text === undefined)
        return fallback;
    if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`--${name} ${JSON.stringify(text)}: expected an integer ${range}`);
    }
    return Number(text);
}
/** `--out DIR` against the working directory, else `fallback` (relative to it too). */
function outDirOption(args, io, fallback) {
    return node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, 'out') ?? fallback);
}
/** `--mode MODE` (default live); `expected` names the modes the command takes, for the error. */
function modeOption(args, expected) {
    return choiceOption(args, 'mode', ['live', 'replay', 'scripted'], 'live', expected);
}
//# sourceMappingURL=options.js.map

/***/ }),

/***/ 5231:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NN: () => (/* binding */ DIFFERENCE_GRID),
/* harmony export */   Rf: () => (/* binding */ HorizonSchema),
/* harmony export */   Wg: () => (/* binding */ RoundSchema),
/* harmony export */   Wr: () => (/* binding */ TaskStateSchema),
/* harmony export */   eB: () => (/* binding */ SafeTestStateSchema),
/* harmony export */   pO: () => (/* binding */ SideCountsSchema),
/* harmony export */   rb: () => (/* binding */ ShiftAlternativeSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/** The schemas of the safe test of two proportions (`safe-two-proportions.ts` has the formulas). */

/** The confidence sequence's grid of differences d0 = head − base: −0.99 … 0.99 by 0.01. */
const DIFFERENCE_GRID = Array.from({ length: 199 }, (_, index) => (index - 99) / 100);
const count = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0);
const SideCountsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ runs: count, passes: count });
/** One round: the runs of each side whose outcomes arrived together. */
const RoundSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ base: SideCountsSchema, head: SideCountsSchema });
/** The test's alternative (`safe-two-proportions.ts`'s header): shift d, pooled prior b, clip c. */
const ShiftAlternativeSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    shift: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().gt(0).lt(1),
    poolPrior: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive(),
    clip: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().gt(0).lt(0.5),
});
/** The horizon (the header): after round `rounds`, a test at `level` gets the share `weight`. */
const HorizonSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    rounds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1),
    level: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().gt(0).lt(1),
    weight: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().gt(0).lt(1),
});
/**
 * Everything needed to resume the e-process (as JSON). `shiftLogE`: the logs of the mixture's two
 * components' products (head below, above); a state without `alternative` continues safestats'
 * plug-in at `prior` (β), one without `confidencePrior` (β_cs) its grid with `prior`. `horizonE`: 0
 * until the horizon's round, then 1/level or 0 for good. `differenceMaxLogE[j]` is the largest log
 * e-value d0 = DIFFERENCE_GRID[j] ever had under β_cs, `differenceLogE[j]` its current one.
 */
const SafeTestStateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    prior: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive(),
    confidencePrior: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().positive().optional(),
    alternative: ShiftAlternativeSchema.optional(),
    shiftLogE: zod__WEBPACK_IMPORTED_MODULE_0__/* .tuple */ .PVZ([zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(), zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()]).optional(),
    horizon: HorizonSchema.optional(),
    horizonE: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).optional(),
    rounds: count,
    base: SideCountsSchema,
    head: SideCountsSchema,
    logEValue: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    maxLogEValue: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    differenceLogE: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()).length(DIFFERENCE_GRID.length),
    differenceMaxLogE: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()).length(DIFFERENCE_GRID.length),
});
const TaskStateSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'open',
    'regressed',
    'improved',
    'no_change_within_delta',
    'inconclusive',
    'low_power',
]);
//# sourceMappingURL=safe-test-schema.js.map

/***/ }),

/***/ 8471:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pO: () => (/* reexport */ DEFAULT_ALPHA),
  y7: () => (/* binding */ DEFAULT_ALTERNATIVE),
  CW: () => (/* reexport */ DEFAULT_CONFIDENCE_PRIOR),
  dH: () => (/* binding */ DEFAULT_DELTA),
  BE: () => (/* binding */ DEFAULT_MAX_K),
  xj: () => (/* binding */ DEFAULT_MIN_K),
  ts: () => (/* reexport */ likelihood_DEFAULT_PRIOR),
  Rf: () => (/* reexport */ safe_test_schema/* HorizonSchema */.Rf),
  Wg: () => (/* reexport */ safe_test_schema/* RoundSchema */.Wg),
  eB: () => (/* reexport */ safe_test_schema/* SafeTestStateSchema */.eB),
  rb: () => (/* reexport */ safe_test_schema/* ShiftAlternativeSchema */.rb),
  I$: () => (/* reexport */ safe_test_schema/* SideCountsSchema */.pO),
  Wr: () => (/* reexport */ safe_test_schema/* TaskStateSchema */.Wr),
  i_: () => (/* binding */ addRound),
  L6: () => (/* reexport */ computeConfidenceSequence),
  uq: () => (/* binding */ computeLargestLogEValue),
  Bf: () => (/* binding */ computeRoundLogFactor),
  b3: () => (/* binding */ createSafeTestState),
  dK: () => (/* binding */ horizonOf)
});

// UNUSED EXPORTS: DIFFERENCE_GRID, HORIZON_WEIGHT, addDifferenceRound, computeDifferenceLogFactor, computeEValue, computePlugInEValue, computeShiftLogFactors, estimateRate, logDifferenceFactor, projectOnNullLine

;// CONCATENATED MODULE: ./lib/stats/likelihood.js
const DEFAULT_ALPHA = 0.05;
/** safestats' Beta(β, β) hyperparameter ("REGRET optimal"): the plug-in test of older states. */
const likelihood_DEFAULT_PRIOR = 0.18;
/** The predictable estimate of one side: its Beta(β, β) posterior mean. */
function estimateRate(side, prior) {
    return (side.passes + prior) / (side.runs + 2 * prior);
}
/** log of p^passes (1 − p)^fails, with 0 · log 0 = 0. */
function logBernoulli(p, passes, fails) {
    return (passes > 0 ? passes * Math.log(p) : 0) + (fails > 0 ? fails * Math.log1p(-p) : 0);
}
function likelihood_assertRound(round) {
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
function logSameRateFactor(pa, pb, round) {
    const { runs: na, passes: sa } = round.base;
    const { runs: nb, passes: sb } = round.head;
    if (na + nb === 0)
        return 0;
    const t = (na * pa + nb * pb) / (na + nb);
    return (logBernoulli(pa, sa, na - sa) +
        logBernoulli(pb, sb, nb - sb) -
        logBernoulli(t, sa, na - sa) -
        logBernoulli(t, sb, nb - sb));
}
function likelihood_addCounts(side, more) {
    return { runs: side.runs + more.runs, passes: side.passes + more.passes };
}
//# sourceMappingURL=likelihood.js.map
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
// EXTERNAL MODULE: ./lib/stats/safe-test-schema.js
var safe_test_schema = __webpack_require__(5231);
;// CONCATENATED MODULE: ./lib/stats/confidence-sequence.js
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



/** β_cs, the sequence's own Beta(β_cs, β_cs) hyperparameter (the header). */
const DEFAULT_CONFIDENCE_PRIOR = 0.05;
/** log c_i(d0): the sequence's factor of one round for H0(d0) "head's rate = base's rate + d0". */
function computeDifferenceLogFactor(base, head, round, difference, prior = DEFAULT_PRIOR) {
    assertRound(round);
    return logDifferenceFactor(base, head, round, difference, prior);
}
function logDifferenceFactor(base, head, round, difference, prior) {
    const { runs: na, passes: sa } = round.base;
    const { runs: nb, passes: sb } = round.head;
    if (na + nb === 0)
        return 0;
    const thetaA = estimateRate(base, prior);
    const thetaB = estimateRate(head, prior);
    if (difference === 0)
        return logSameRateFactor(thetaA, thetaB, round);
    const t = projectOnNullLine(thetaA, thetaB, na, nb, difference);
    const alternative = logBernoulli(thetaA, sa, na - sa) + logBernoulli(thetaB, sb, nb - sb);
    const nullLikelihood = logBernoulli(t, sa, na - sa) + logBernoulli(t + difference, sb, nb - sb);
    return alternative - nullLikelihood;
}
/** The grid's logs after one more round: every factor uses the counts from before it. */
function addDifferenceRound(state, round, confidencePrior) {
    return state.differenceLogE.map((logE, index) => logE +
        logDifferenceFactor(state.base, state.head, round, safe_test_schema/* DIFFERENCE_GRID */.NN[index] ?? 0, confidencePrior));
}
/**
 * The least and greatest grid differences whose e-value never reached 1/alpha; null when all were
 * rejected (probability at most alpha when d is on the grid).
 */
function computeConfidenceSequence(state, alpha = DEFAULT_ALPHA) {
    const logThreshold = Math.log(1 / alpha);
    let low = null;
    let high = null;
    state.differenceMaxLogE.forEach((max, index) => {
        if (max >= logThreshold)
            return;
        const d0 = safe_test_schema/* DIFFERENCE_GRID */.NN[index] ?? 0;
        if (low === null)
            low = d0;
        high = d0;
    });
    return low === null || high === null ? null : { low, high };
}
//# sourceMappingURL=confidence-sequence.js.map
;// CONCATENATED MODULE: ./lib/stats/horizon-test.js
/**
 * The fixed-sample part of adaptive k's e-value (`safe-two-proportions.ts`, "The horizon"): an
 * exact unconditional likelihood-ratio test of "same pass rate" on the counts a task has after
 * its max-k-th round. Pure: no I/O.
 *
 * With n_a base runs, s_a passes, and n_b head runs, s_b passes, the statistic is the likelihood
 * ratio of two rates against one (a G-test):
 *   T(s_a, s_b) = ℓ(s_a, n_a, s_a/n_a) + ℓ(s_b, n_b, s_b/n_b) − ℓ(s_a, n_a, π) − ℓ(s_b, n_b, π),
 *   ℓ(s, n, p) = s ln p + (n − s) ln(1 − p),   π = (s_a + s_b)/(n_a + n_b),   0 ln 0 = 0,
 * and the p-value is the largest chance of a statistic at least as large under any common rate p:
 *   P(s_a, s_b) = sup_{p ∈ [0,1]} P_p(T ≥ T(s_a, s_b))
 *              = sup_p Σ_k c_k p^k (1 − p)^(n_a + n_b − k),
 *   c_k = Σ { C(n_a, x) C(n_b, y) : x + y = k, T(x, y) ≥ T(s_a, s_b) − 10⁻⁹ }.
 * The supremum is bounded from above, never guessed: on each of `INTERVALS` equal intervals
 * [u, v] of [0, 1], p^k ≤ v^k and (1 − p)^(n − k) ≤ (1 − u)^(n − k), so the largest of
 * Σ_k c_k v^k (1 − u)^(n − k) over the intervals is at least the supremum (it overstates it by a
 * few per cent at n = 40). So P_p(P ≤ γ) ≤ γ for every p and γ: a valid p-value under the
 * composite null, whatever the common rate. The statistic is two-sided; its rejection region
 * at max-k 20 with 20 runs a side contains 20 passes against 13 (P = 0.0024), not 14 (0.0062).
 */

/** How many intervals of [0, 1] bound the supremum over the common rate. */
const INTERVALS = 4000;
const logLikelihood = (passes, runs, p) => logBernoulli(p, passes, runs - passes);
function statistic(sa, na, sb, nb) {
    const pooled = (sa + sb) / (na + nb);
    return (logLikelihood(sa, na, sa / na) +
        logLikelihood(sb, nb, sb / nb) -
        logLikelihood(sa, na, pooled) -
        logLikelihood(sb, nb, pooled));
}
/** log C(n, k) for k = 0 … n. */
function logBinomials(n) {
    const logs = [0];
    for (let k = 1; k <= n; k += 1)
        logs.push((logs[k - 1] ?? 0) + Math.log((n - k + 1) / k));
    return logs;
}
/** Computed p-values by counts: each takes a few milliseconds, and a suite's tasks repeat them. */
const computed = new Map();
/** The exact unconditional p-value of the header for the counts of the two sides. */
function horizonPValue(base, head) {
    const key = `${base.runs} ${base.passes} ${head.runs} ${head.passes}`;
    let value = computed.get(key);
    if (value === undefined) {
        value = computePValue(base.runs, base.passes, head.runs, head.passes);
        if (computed.size >= 10_000)
            computed.clear();
        computed.set(key, value);
    }
    return value;
}
function computePValue(na, sa, nb, sb) {
    if (na === 0 || nb === 0)
        return 1;
    const observed = statistic(sa, na, sb, nb) - 1e-9;
    const n = na + nb;
    const logA = logBinomials(na);
    const logB = logBinomials(nb);
    const weights = new Array(n + 1).fill(0);
    for (let x = 0; x <= na; x += 1) {
        for (let y = 0; y <= nb; y += 1) {
            if (statistic(x, na, y, nb) >= observed) {
                weights[x + y] = (weights[x + y] ?? 0) + Math.exp((logA[x] ?? 0) + (logB[y] ?? 0));
            }
        }
    }
    let largest = 0;
    for (let interval = 0; interval < INTERVALS; interval += 1) {
        const low = interval / INTERVALS;
        const high = (interval + 1) / INTERVALS;
        let sum = 0;
        weights.forEach((weight, k) => {
            if (weight > 0)
                sum += weight * high ** k * (1 - low) ** (n - k);
        });
        largest = Math.max(largest, sum);
    }
    return Math.min(1, largest);
}
//# sourceMappingURL=horizon-test.js.map
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








/** The test's alternative (the header): pooled rate ± shift/2, Beta(poolPrior) pooled, clipped. */
const DEFAULT_ALTERNATIVE = { shift: 0.6, poolPrior: 3, clip: 0.01 };
/** The horizon's share of the e-value (the header). */
const HORIZON_WEIGHT = 1 / 2;
/**
 * The horizon of `tasks` tasks at max-k `rounds` (the header): a test at level α·min(m, c)/(c·m),
 * c = 1/h = 2, so that h/γ, a rejection's share of the e-value, is e-BH's bar once c tasks are claimed.
 */
function horizonOf(rounds, tasks, alpha = DEFAULT_ALPHA) {
    const claims = 1 / HORIZON_WEIGHT;
    const level = (alpha * Math.min(tasks, claims)) / (claims * tasks);
    return { rounds, level, weight: HORIZON_WEIGHT };
}
const DEFAULT_DELTA = 0.2;
const DEFAULT_MIN_K = 3;
const DEFAULT_MAX_K = 20;
/** A fresh state: the header's mixture, or with `alternative` null safestats' plug-in at `prior`. */
function createSafeTestState(prior = likelihood_DEFAULT_PRIOR, confidencePrior = DEFAULT_CONFIDENCE_PRIOR, alternative = DEFAULT_ALTERNATIVE, horizon = null) {
    const withHorizon = horizon !== null && alternative !== null;
    // E_0 = (1 − h) · M_0 with a horizon: its share waits for round R.
    const logEValue = withHorizon ? Math.log1p(-horizon.weight) : 0;
    return {
        prior,
        confidencePrior,
        ...(alternative === null ? {} : { alternative, shiftLogE: [0, 0] }),
        ...(withHorizon ? { horizon, horizonE: 0 } : {}),
        rounds: 0,
        base: { runs: 0, passes: 0 },
        head: { runs: 0, passes: 0 },
        logEValue,
        maxLogEValue: logEValue,
        differenceLogE: safe_test_schema/* DIFFERENCE_GRID */.NN.map(() => 0),
        differenceMaxLogE: safe_test_schema/* DIFFERENCE_GRID */.NN.map(() => 0),
    };
}
/** [log e_i^{−1}, log e_i^{+1}]: one round's factors for the mixture's two components (the header). */
function computeShiftLogFactors(base, head, round, alternative = DEFAULT_ALTERNATIVE) {
    likelihood_assertRound(round);
    const { shift, poolPrior, clip } = alternative;
    const pooled = (base.passes + head.passes + poolPrior) / (base.runs + head.runs + 2 * poolPrior);
    const bound = (p) => Math.min(1 - clip, Math.max(clip, p));
    const factor = (sign) => logSameRateFactor(bound(pooled - (sign * shift) / 2), bound(pooled + (sign * shift) / 2), round);
    return [factor(-1), factor(1)];
}
/** log(½ e^a + ½ e^b), computed without overflow. */
function logHalfSum(a, b) {
    const high = Math.max(a, b);
    return high + Math.log((Math.exp(a - high) + Math.exp(b - high)) / 2);
}
/** log e_i of safestats' plug-in (β = `prior`): older states' test and the suite's pooled P. */
function computeRoundLogFactor(base, head, round, prior = likelihood_DEFAULT_PRIOR) {
    likelihood_assertRound(round);
    return logSameRateFactor(estimateRate(base, prior), estimateRate(head, prior), round);
}
/** The state after one more round: every factor uses the counts from before it. */
function addRound(state, round) {
    likelihood_assertRound(round);
    const confidencePrior = state.confidencePrior ?? state.prior;
    const differenceLogE = addDifferenceRound(state, round, confidencePrior);
    const test = addTestRound(state, round);
    return {
        ...state,
        confidencePrior,
        ...test,
        rounds: state.rounds + 1,
        base: likelihood_addCounts(state.base, round.base),
        head: likelihood_addCounts(state.head, round.head),
        maxLogEValue: Math.max(state.maxLogEValue, test.logEValue),
        differenceLogE,
        differenceMaxLogE: state.differenceMaxLogE.map((max, index) => Math.max(max, differenceLogE[index] ?? 0)),
    };
}
/** The test's part of `addRound`: log E_n and, for the mixture, its components and horizon. */
function addTestRound(state, round) {
    const { alternative, horizon } = state;
    if (alternative === undefined) {
        return {
            logEValue: state.logEValue + computeRoundLogFactor(state.base, state.head, round, state.prior),
        };
    }
    const [down, up] = computeShiftLogFactors(state.base, state.head, round, alternative);
    const [before0, before1] = state.shiftLogE ?? [state.logEValue, state.logEValue];
    const shiftLogE = [before0 + down, before1 + up];
    if (horizon === undefined)
        return { shiftLogE, logEValue: logHalfSum(...shiftLogE) };
    const horizonE = state.rounds + 1 === horizon.rounds
        ? horizonEValue(horizon, likelihood_addCounts(state.base, round.base), likelihood_addCounts(state.head, round.head))
        : (state.horizonE ?? 0);
    return {
        shiftLogE,
        horizonE,
        logEValue: logWithHorizon(logHalfSum(...shiftLogE), horizon, horizonE),
    };
}
/** H: 1/level when the fixed-sample test at `horizon.level` rejects on these counts, else 0. */
function horizonEValue(horizon, base, head) {
    return horizonPValue(base, head) <= horizon.level ? 1 / horizon.level : 0;
}
/** log((1 − h) M + h H) from log M: the header's e-value with its horizon. */
function logWithHorizon(logMixture, horizon, horizonE) {
    const sequential = Math.log1p(-horizon.weight) + logMixture;
    if (horizonE === 0)
        return sequential;
    const fixed = Math.log(horizon.weight * horizonE);
    const high = Math.max(sequential, fixed);
    return high + Math.log(Math.exp(sequential - high) + Math.exp(fixed - high));
}
/** E_n of a whole sequence of rounds from the start: the header's mixture. */
function computeEValue(rounds, alternative = DEFAULT_ALTERNATIVE, horizon = null) {
    let base = { runs: 0, passes: 0 };
    let head = { runs: 0, passes: 0 };
    const logE = [0, 0];
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
function computePlugInEValue(rounds, prior = DEFAULT_PRIOR) {
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
/** The log e-value after `rounds` separating rounds under `state`'s test: the most any task reaches. */
function computeLargestLogEValue(rounds, state = createSafeTestState()) {
    const separating = { base: { runs: 1, passes: 1 }, head: { runs: 1, passes: 0 } };
    let test = { logEValue: 0 };
    if (state.alternative !== undefined)
        test.shiftLogE = [0, 0];
    for (let i = 0; i < rounds; i += 1) {
        test = addTestRound({
            ...createSafeTestState(state.prior, undefined, state.alternative ?? null),
            ...test,
            base: { runs: i, passes: i },
            head: { runs: i, passes: 0 },
        }, separating);
    }
    const { horizon } = state;
    if (horizon === undefined || test.shiftLogE === undefined)
        return test.logEValue;
    const n = Math.min(rounds, horizon.rounds);
    const separated = horizonEValue(horizon, { runs: n, passes: n }, { runs: n, passes: 0 });
    return logWithHorizon(logHalfSum(...test.shiftLogE), horizon, separated);
}
//# sourceMappingURL=safe-two-proportions.js.map

/***/ })

};
