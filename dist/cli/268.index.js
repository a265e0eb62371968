export const id = 268;
export const ids = [268];
export const modules = {

/***/ 5268:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Js: () => (/* binding */ DeltaNameSchema),
/* harmony export */   Y3: () => (/* binding */ TASK_VERDICT_LABELS),
/* harmony export */   tV: () => (/* binding */ ComparisonSchema),
/* harmony export */   y7: () => (/* binding */ COMPARISON_FORMAT)
/* harmony export */ });
/* unused harmony exports ReplayVerdictSchema, TaskVerdictSchema, ComparedSideSchema, TaskSideSchema, NumberDeltaSchema, DeltasSchema, SampleSizeHintSchema, TaskComparisonSchema, ComparisonSummarySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6921);
/* harmony import */ var _run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8104);
/* harmony import */ var _run_dir_record_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7152);
/* harmony import */ var _stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(895);
/* harmony import */ var _stats_verdict_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9310);
/* harmony import */ var _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(143);
/**
 * `comparison.json` (SPEC §5): two reports of one suite set task by task. Every verdict keeps the
 * counts and intervals it was read from, and every delta that could not be given says why, so a
 * reader (or `verdict gate`) never has to trust a word without its numbers.
 */






const COMPARISON_FORMAT = 'comparison/v1';
/** Replay is deterministic, so a task is compared by what happened, not by intervals (SPEC §5). */
const ReplayVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['changed', 'unchanged', 'diverged']);
const TaskVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .union */ .KCZ([_stats_verdict_js__WEBPACK_IMPORTED_MODULE_3__/* .VerdictSchema */ .jp, ReplayVerdictSchema]);
const TASK_VERDICT_LABELS = {
    improved: 'improved',
    regressed: 'regressed',
    inconclusive: 'inconclusive',
    low_power: 'low power',
    not_comparable: 'not comparable',
    changed: 'changed',
    unchanged: 'unchanged',
    diverged: 'diverged',
};
const count = zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(0);
const ComparedSideSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    runId: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    conditions: _run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportConditionsSchema */ .Gh,
});
/** One side of one task, as its report gave it. Intervals are null in replay. */
const TaskSideSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    pass: count,
    observed: count,
    missing: count,
    interval: _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__/* .IntervalSchema */ .D6.nullable(),
    boundedInterval: _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__/* .IntervalSchema */ .D6.nullable(),
    /** Replay only: runs that diverged from their cassette. */
    diverged: count.optional(),
});
/** `difference` is candidate − baseline. */
const NumberDeltaSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    baseline: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    candidate: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
    difference: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig(),
});
const DeltaNameSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n([
    'successRate',
    'tokens',
    'wallMs',
    'cachedInputRatio',
    'costUsd',
]);
/**
 * `tokens` is input plus output tokens per judged run, and `costUsd` the estimated cost per judged
 * run: totals would compare run counts, not runs. `wallMs` compares medians.
 */
const DeltasSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    successRate: NumberDeltaSchema.optional(),
    tokens: NumberDeltaSchema.optional(),
    wallMs: NumberDeltaSchema.optional(),
    cachedInputRatio: NumberDeltaSchema.optional(),
    costUsd: NumberDeltaSchema.optional(),
    /** Why each absent delta is absent. */
    omitted: zod__WEBPACK_IMPORTED_MODULE_5__/* .partialRecord */ .jgl(DeltaNameSchema, zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
});
const SampleSizeHintSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    /** Runs per side at which the intervals would stop overlapping; null when none up to the cap would. */
    runsPerSide: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(1).nullable(),
    /** How the estimate was made, and what it assumes. */
    method: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
});
const TaskComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    taskId: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    verdict: TaskVerdictSchema,
    /** One sentence with the numbers behind the verdict. */
    reason: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
    /** Null when the task is not in that side's report. */
    baseline: TaskSideSchema.nullable(),
    candidate: TaskSideSchema.nullable(),
    deltas: DeltasSchema,
    /** Only for inconclusive tasks. */
    sampleSizeHint: SampleSizeHintSchema.optional(),
    /**
     * Replay `changed` tasks only: what differs from the baseline's run of the same repetition, one
     * short sentence each (`run 2: verifier check pass → fail`); at most `MAX_LISTED_CHANGES`, the
     * last then saying how many more there are. Absent when a report does not carry its runs.
     */
    changes: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).optional(),
    /**
     * Inconclusive tasks whose sides have the same pass and judged counts (5/5 vs 5/5): nothing
     * suggests a difference, but too few runs were made to rule one out.
     */
    sameObservedRate: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(true).optional(),
    /**
     * Present when a side's task is flaky (pass@k but not pass^k: passed at least once, not every
     * time); each side the task ran on says whether it is.
     */
    flaky: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ baseline: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional(), candidate: zod__WEBPACK_IMPORTED_MODULE_5__/* .boolean */ .zMY().optional() })
        .optional(),
});
const ComparisonSummarySchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    /** Tasks per verdict; every verdict of the mode is listed, zeros included. */
    counts: zod__WEBPACK_IMPORTED_MODULE_5__/* .partialRecord */ .jgl(TaskVerdictSchema, count),
    /** The most consequential task verdict: see `decideOverallVerdict`. */
    verdict: TaskVerdictSchema,
    /**
     * Live comparisons only: one verdict for the suite, paired by task (`decideSuiteVerdict`). It
     * stands beside the task verdicts and changes none of them.
     */
    suite: _stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .SuiteDecisionSchema */ .c4.optional(),
});
const ComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_5__/* .literal */ .euz(COMPARISON_FORMAT),
    baseline: ComparedSideSchema,
    candidate: ComparedSideSchema,
    /** The baseline's mode. When the candidate's differs, every task is `not_comparable`. */
    mode: _run_dir_record_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .ModeSchema */ .np,
    tasks: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(TaskComparisonSchema),
    summary: ComparisonSummarySchema,
    /** Plain sentences on how to read this comparison (what was not checked, what differs). */
    notes: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()),
    footnote: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(),
});
//# sourceMappingURL=comparison-schema.js.map

/***/ }),

/***/ 2184:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Az: () => (/* binding */ PERMUTATION_ALPHA),
/* harmony export */   MV: () => (/* binding */ assertSide),
/* harmony export */   W0: () => (/* binding */ testSingleTask),
/* harmony export */   ej: () => (/* binding */ runPermutationTest)
/* harmony export */ });
/* unused harmony exports MAX_EXACT_VALUES, MONTE_CARLO_DRAWS, MONTE_CARLO_SEED */
/* harmony import */ var _mulberry32_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3752);
/**
 * The stratified permutation test behind the suite-level verdict and the per-task correction for
 * the number of tasks (SPEC §5). Under the null (the same pass rate on both sides of a task), given
 * a task's total passes, the candidate's passes follow a hypergeometric distribution whatever that
 * rate is; the statistic is the sum over tasks of (candidate rate − baseline rate), reported as a
 * mean. Tasks with the same run counts share a lattice, so their distributions are convolved
 * exactly; when the groups together have at most `MAX_EXACT_VALUES` values the null distribution is
 * exact, otherwise it is estimated from `MONTE_CARLO_DRAWS` seeded draws.
 *
 * The test is two-sided at 5 % as two one-sided tests at 2.5 %: a direction is claimed when the
 * tail on the observed side is below 2.5 %. That tail is monotone: turning one run's outcome
 * against a direction never makes that direction's tail smaller (take one pass out of a random
 * labelling of the task, or put one in, and the statistic moves by at most what the observed one
 * moved), which is what lets missing runs bound the verdict. The 95 % interval is the same test inverted over shifts of the statistic: read from
 * the same distribution with the same critical values, it excludes 0 exactly when the test claims
 * a direction. Pure and deterministic.
 */

const PERMUTATION_ALPHA = 0.05;
const MAX_EXACT_VALUES = 20_000;
const MONTE_CARLO_DRAWS = 20_000;
const MONTE_CARLO_SEED = 0x5eed_2026;
/** Values of the statistic closer than this are the same value (sums of rounded fractions). */
const TOLERANCE = 1e-9;
const TAIL = PERMUTATION_ALPHA / 2;
function runPermutationTest(pairs, options = {}) {
    const strata = pairs.map(toStratum);
    if (strata.length === 0)
        throw new RangeError('a permutation test needs at least one stratum');
    const distribution = nullDistributionOf(strata, options);
    const observed = snap(strata.reduce((sum, stratum) => sum + differenceAt(stratum, stratum.observed), 0));
    const count = strata.length;
    // The critical values: the largest sum whose upper tail is still ≥ 2.5 %, and its mirror. A
    // shift δ of the mean is kept when (observed − δ·count) lies between them; never past 0 on
    // the side it is read from, so the interval always holds the observed mean.
    const upperCritical = Math.max(0, criticalUpper(distribution));
    const lowerCritical = Math.min(0, criticalLower(distribution));
    const low = lowEnd(observed - upperCritical);
    const high = highEnd(observed - lowerCritical);
    return {
        strata: count,
        mean: clamp(observed / count),
        pValue: pValueAt(distribution, observed),
        interval: { low: clamp(low / count), high: clamp(high / count) },
        exact: distribution.exact,
        ...(distribution.exact ? {} : { draws: distribution.draws }),
    };
}
/**
 * One task alone (its run counts, not a suite): the two-sided p-value of its observed difference,
 * and the smallest p-value any split of its passes could give, which says whether the task could
 * show a difference at all. Always exact.
 */
function testSingleTask(pair) {
    const stratum = toStratum(pair);
    const distribution = nullDistributionOf([stratum], {});
    const pValue = pValueAt(distribution, snap(differenceAt(stratum, stratum.observed)));
    const minimumPValue = Math.min(...stratum.pmf.map((_, i) => pValueAt(distribution, snap(differenceAt(stratum, stratum.low + i)))));
    return { pValue, minimumPValue };
}
/** Twice the tail on the side of `observed` (a sum), or 1 at 0. */
function pValueAt(distribution, observed) {
    if (observed === 0)
        return 1;
    const tail = observed > 0 ? upperTail(distribution, observed) : lowerTail(distribution, observed);
    return Math.min(1, 2 * tail);
}
/** Weight of the values ≥ `sum`, within the tolerance. */
function upperTail(distribution, sum) {
    const { values, upper } = distribution;
    let low = 0;
    let high = values.length;
    while (low < high) {
        const middle = (low + high) >> 1;
        if ((values[middle] ?? 0) >= sum - TOLERANCE)
            high = middle;
        else
            low = middle + 1;
    }
    return upper[low] ?? distribution.extra;
}
function lowerTail(distribution, sum) {
    const { values, lower } = distribution;
    let low = -1;
    let high = values.length - 1;
    while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((values[middle] ?? 0) <= sum + TOLERANCE)
            low = middle;
        else
            high = middle - 1;
    }
    return low < 0 ? distribution.extra : (lower[low] ?? distribution.extra);
}
/**
 * The largest value whose upper tail is ≥ 2.5 %: an observed sum past it by more than the
 * tolerance has an upper tail below 2.5 % (both read the same `upper` array). Infinite when even
 * the estimate's extra weight reaches 2.5 % (too few draws to ever claim).
 */
function criticalUpper(distribution) {
    const { values, upper } = distribution;
    if (distribution.extra >= TAIL)
        return Number.POSITIVE_INFINITY;
    for (let j = values.length - 1; j >= 0; j -= 1) {
        if ((upper[j] ?? 0) >= TAIL)
            return values[j] ?? 0;
    }
    return values[0] ?? 0;
}
/** The smallest value whose lower tail is ≥ 2.5 %: the mirror of `criticalUpper`. */
function criticalLower(distribution) {
    const { values, lower } = distribution;
    if (distribution.extra >= TAIL)
        return Number.NEGATIVE_INFINITY;
    for (let j = 0; j < values.length; j += 1) {
        if ((lower[j] ?? 0) >= TAIL)
            return values[j] ?? 0;
    }
    return values[values.length - 1] ?? 0;
}
function nullDistributionOf(strata, options) {
    const groups = groupStrata(strata);
    const centre = strata.reduce((sum, stratum) => sum + differenceAt(stratum, stratum.low), 0);
    const maxExact = options.maxExactValues ?? MAX_EXACT_VALUES;
    const size = groups.reduce((product, group) => product * group.pmf.length, 1);
    if (size <= maxExact) {
        let entries = [[centre, 1]];
        for (const group of groups)
            entries = convolveGroup(entries, group);
        return withTails(entries, 0, { exact: true });
    }
    const draws = options.draws ?? MONTE_CARLO_DRAWS;
    const random = (0,_mulberry32_js__WEBPACK_IMPORTED_MODULE_0__/* .mulberry32 */ .s)(options.seed ?? MONTE_CARLO_SEED);
    const sampled = groups.map((group) => ({ step: group.step, cdf: cumulate(group.pmf) }));
    const sample = new Float64Array(draws);
    for (let draw = 0; draw < draws; draw += 1) {
        let value = centre;
        for (const { step, cdf } of sampled)
            value += step * sampleIndex(cdf, random());
        sample[draw] = value;
    }
    sample.sort();
    const weight = 1 / (draws + 1);
    const entries = [];
    for (const value of sample) {
        const last = entries[entries.length - 1];
        if (last !== undefined && value - last[0] <= TOLERANCE)
            last[1] += weight;
        else
            entries.push([value, weight]);
    }
    return withTails(entries, weight, { exact: false, draws });
}
/**
 * The distribution of (a value of `entries`) + step · (a value of the group), sorted. Equal sums
 * are gathered by a key on the tolerance's grid first (the sort is then over distinct values
 * only), and any two left within the tolerance of each other are merged after the sort.
 */
function convolveGroup(entries, group) {
    const gathered = new Map();
    for (const [value, weight] of entries) {
        group.pmf.forEach((p, y) => {
            const sum = value + group.step * y;
            const key = Math.round(sum / TOLERANCE);
            const entry = gathered.get(key);
            if (entry === undefined)
                gathered.set(key, [sum, weight * p]);
            else
                entry[1] += weight * p;
        });
    }
    const sorted = [...gathered.values()].sort((a, b) => a[0] - b[0]);
    const merged = [];
    for (const [value, weight] of sorted) {
        const last = merged[merged.length - 1];
        if (last !== undefined && value - last[0] <= TOLERANCE)
            last[1] += weight;
        else
            merged.push([value, weight]);
    }
    return merged;
}
function withTails(entries, extra, how) {
    const values = entries.map(([value]) => value);
    const upper = new Array(entries.length + 1).fill(extra);
    for (let j = entries.length - 1; j >= 0; j -= 1) {
        upper[j] = (upper[j + 1] ?? extra) + (entries[j]?.[1] ?? 0);
    }
    let sum = extra;
    const lower = entries.map(([, weight]) => (sum += weight));
    return { values, upper, lower, extra, ...how };
}
function toStratum(pair) {
    assertSide(pair.baseline, 'baseline');
    assertSide(pair.candidate, 'candidate');
    const baselineRuns = pair.baseline.judged;
    const candidateRuns = pair.candidate.judged;
    if (baselineRuns === 0 || candidateRuns === 0) {
        throw new RangeError('every stratum needs judged runs on both sides');
    }
    const totalPasses = pair.baseline.passes + pair.candidate.passes;
    const all = baselineRuns + candidateRuns;
    const low = Math.max(0, totalPasses - baselineRuns);
    const high = Math.min(totalPasses, candidateRuns);
    const denominator = logChoose(all, candidateRuns);
    const pmf = [];
    for (let x = low; x <= high; x += 1) {
        pmf.push(Math.exp(logChoose(totalPasses, x) + logChoose(all - totalPasses, candidateRuns - x) - denominator));
    }
    return {
        baselineRuns,
        candidateRuns,
        totalPasses,
        observed: pair.candidate.passes,
        low,
        pmf: normalize(pmf),
    };
}
function assertSide(side, name) {
    const { passes, judged } = side;
    if (!Number.isInteger(judged) || judged < 0 || !Number.isInteger(passes) || passes < 0) {
        throw new RangeError(`${name}: passes and judged must be non-negative integers`);
    }
    if (passes > judged)
        throw new RangeError(`${name}: ${passes} passes of ${judged} judged runs is impossible`);
}
function differenceAt(stratum, candidatePasses) {
    return (candidatePasses / stratum.candidateRuns -
        (stratum.totalPasses - candidatePasses) / stratum.baselineRuns);
}
function groupStrata(strata) {
    const byRuns = new Map();
    for (const stratum of strata) {
        const key = `${stratum.baselineRuns}/${stratum.candidateRuns}`;
        const group = byRuns.get(key) ?? {
            step: 1 / stratum.candidateRuns + 1 / stratum.baselineRuns,
            pmf: [1],
        };
        group.pmf = convolve(group.pmf, stratum.pmf);
        byRuns.set(key, group);
    }
    return [...byRuns.values()];
}
function sampleIndex(cdf, u) {
    let low = 0;
    let high = cdf.length - 1;
    while (low < high) {
        const middle = (low + high) >> 1;
        if (u < (cdf[middle] ?? 1))
            high = middle;
        else
            low = middle + 1;
    }
    return low;
}
function convolve(a, b) {
    const result = new Array(a.length + b.length - 1).fill(0);
    for (let i = 0; i < a.length; i += 1) {
        for (let j = 0; j < b.length; j += 1)
            result[i + j] = (result[i + j] ?? 0) + (a[i] ?? 0) * (b[j] ?? 0);
    }
    return result;
}
function cumulate(pmf) {
    let sum = 0;
    const cdf = Float64Array.from(pmf, (p) => (sum += p));
    cdf[cdf.length - 1] = 1;
    return cdf;
}
function normalize(values) {
    const total = values.reduce((sum, value) => sum + value, 0);
    return values.map((value) => value / total);
}
/** A sum within the tolerance of 0 is 0: no direction. */
function snap(sum) {
    return Math.abs(sum) <= TOLERANCE ? 0 : sum;
}
/**
 * An interval end is kept when it is past 0 by more than the tolerance, which is exactly when the
 * test claims that direction; otherwise it is not allowed past 0 (a residue of rounding), so that
 * "the interval excludes 0" and "the test claims a direction" are one comparison, not two.
 */
function lowEnd(end) {
    return end > TOLERANCE ? end : Math.min(end, 0);
}
function highEnd(end) {
    return end < -TOLERANCE ? end : Math.max(end, 0);
}
const logFactorials = [0];
function logFactorial(n) {
    for (let i = logFactorials.length; i <= n; i += 1) {
        logFactorials.push((logFactorials[i - 1] ?? 0) + Math.log(i));
    }
    return logFactorials[n] ?? 0;
}
function logChoose(n, k) {
    return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}
function clamp(value) {
    return Math.min(1, Math.max(-1, value));
}
//# sourceMappingURL=permutation-test.js.map

/***/ }),

/***/ 895:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $T: () => (/* binding */ SUITE_VERDICT_LABELS),
/* harmony export */   Em: () => (/* binding */ describeSuiteDecision),
/* harmony export */   c4: () => (/* binding */ SuiteDecisionSchema),
/* harmony export */   oI: () => (/* binding */ SUITE_VERDICT_FOOTNOTE),
/* harmony export */   qw: () => (/* binding */ decideSuiteVerdict)
/* harmony export */ });
/* unused harmony exports MIN_SUITE_TASKS, SUITE_ALPHA, SuiteVerdictSchema, DifferenceIntervalSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _permutation_test_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2184);
/**
 * The suite-level verdict of a live comparison (SPEC §5), paired by task. Per-task verdicts need
 * disjoint Wilson intervals, which k = 5 rarely gives; twenty tasks that each drop from 5/5 to 4/5
 * are each inconclusive, yet together they say the agent got worse. This module says so, and
 * nothing about any single task.
 *
 * Method: the stratified permutation test of `permutation-test.ts` over the tasks with judged runs
 * on both sides, two-sided at 5 %, and its 95 % interval, which is the same test inverted, so the
 * two never disagree. Missing runs bound it as they bound the per-task verdicts: the test is run
 * again with every missing run counted against improvement (a missing candidate run a failure, a
 * missing baseline run a pass) and against regression (the other way round), and the verdict
 * follows the interval made of the two — a direction is claimed only when it holds with every
 * missing run counted against it. Because the test's tail is monotone, turning judged runs into
 * missing ones can take a claim away but never create one. Pure and deterministic.
 */



/** Fewer tasks with judged runs on both sides than this is low power. */
const MIN_SUITE_TASKS = 5;
const SUITE_ALPHA = (/* unused pure expression or super */ null && (PERMUTATION_ALPHA));
const SuiteVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['improved', 'regressed', 'inconclusive', 'low_power']);
const SUITE_VERDICT_LABELS = {
    improved: 'improved',
    regressed: 'regressed',
    inconclusive: 'inconclusive',
    low_power: 'low power',
};
/** A difference of rates: unlike a rate, it may be negative. */
const DifferenceIntervalSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    low: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(-1).max(1),
    high: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(-1).max(1),
});
const count = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0);
const SuiteDecisionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    verdict: SuiteVerdictSchema,
    /** Tasks with judged runs on both sides: the strata. */
    tasks: count,
    /** Mean over those tasks of candidate rate − baseline rate; null with no such task. */
    meanDifference: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(-1).max(1).nullable(),
    /**
     * 95 % interval for `meanDifference` from judged runs, the permutation test inverted: it
     * excludes 0 exactly when `pValue` < 5 %. Null with no such task.
     */
    interval: DifferenceIntervalSchema.nullable(),
    /** Two-sided p-value of the permutation test on judged runs; null with no such task. */
    pValue: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1).nullable(),
    /** Missing runs of the tasks both sides planned; present when there are any. */
    missing: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ baseline: count, candidate: count }).optional(),
    /**
     * Present with missing runs: the low end with every missing run counted against improvement,
     * the high end with every missing run counted against regression. The verdict follows it.
     */
    boundedInterval: DifferenceIntervalSchema.optional(),
    /** How the verdict was reached, in one sentence. */
    method: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** True when every p-value and interval is exact, false when one is a Monte Carlo estimate. */
    exact: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** Monte Carlo draws, when not exact. */
    draws: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).optional(),
});
/** The limits every suite-level verdict states. */
const SUITE_VERDICT_FOOTNOTE = 'The suite verdict is a stratified permutation test of the side labels within each task ' +
    '(two-sided, 5 %), with a 95 % interval for the mean per-task difference in pass rate from ' +
    'the same test inverted, so the two never disagree; a direction is claimed only if it holds ' +
    'with every missing run counted against it. It assumes runs are independent within a task and ' +
    'treats tasks as strata; it claims nothing about any single task.';
/**
 * The numbers behind a suite verdict in one plain sentence, e.g. `mean per-task difference
 * −20.0 pp, 95 % interval [−28.0 pp, −12.0 pp], p < 0.001 (20 tasks paired, exact)`.
 */
function describeSuiteDecision(decision) {
    const { tasks, meanDifference, interval, pValue, missing, boundedInterval } = decision;
    const paired = `${tasks} ${tasks === 1 ? 'task' : 'tasks'} paired`;
    if (meanDifference === null || interval === null || pValue === null) {
        return `no task has judged runs on both sides; at least ${MIN_SUITE_TASKS} are needed`;
    }
    const how = decision.exact ? 'exact' : `Monte Carlo, ${decision.draws ?? 0} draws`;
    const numbers = `mean per-task difference ${formatPoints(meanDifference)}, 95 % interval ` +
        `${formatInterval(interval)}, ${formatPValue(pValue)}`;
    const power = tasks < MIN_SUITE_TASKS
        ? `; at least ${MIN_SUITE_TASKS} tasks are needed to claim a direction`
        : '';
    if (missing === undefined || boundedInterval === undefined) {
        return `${numbers} (${paired}, ${how})${power}`;
    }
    const bounded = `with the missing runs counted against each direction, ${formatInterval(boundedInterval)}`;
    if (decision.verdict === 'inconclusive' && excludesZero(interval)) {
        return (`missing runs could explain the difference (${missing.baseline} base, ` +
            `${missing.candidate} head missing): on judged runs ${numbers}; ${bounded} (${paired}, ${how})`);
    }
    const counts = `${missing.baseline} base, ${missing.candidate} head missing`;
    return `on judged runs ${numbers}; ${bounded} (${counts}; ${paired}, ${how})${power}`;
}
function excludesZero(interval) {
    return interval.low > 0 || interval.high < 0;
}
function formatInterval(interval) {
    return `[${formatPoints(interval.low)}, ${formatPoints(interval.high)}]`;
}
function formatPoints(difference) {
    const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
    return `${sign}${(Math.abs(difference) * 100).toFixed(1)} pp`;
}
function formatPValue(pValue) {
    return pValue < 0.001 ? 'p < 0.001' : `p = ${pValue.toFixed(3)}`;
}
function decideSuiteVerdict(pairs, options = {}) {
    pairs.forEach(assertPair);
    const judged = pairs.filter(({ baseline, candidate }) => baseline.judged > 0 && candidate.judged > 0);
    const planned = pairs.filter(({ baseline, candidate }) => plannedOf(baseline) > 0 && plannedOf(candidate) > 0);
    const missing = {
        baseline: planned.reduce((sum, pair) => sum + (pair.baseline.missing ?? 0), 0),
        candidate: planned.reduce((sum, pair) => sum + (pair.candidate.missing ?? 0), 0),
    };
    const hasMissing = missing.baseline + missing.candidate > 0;
    if (judged.length === 0) {
        return {
            verdict: 'low_power',
            tasks: 0,
            meanDifference: null,
            interval: null,
            pValue: null,
            ...(hasMissing ? { missing } : {}),
            method: 'no task has judged runs on both sides',
            exact: true,
        };
    }
    const observed = (0,_permutation_test_js__WEBPACK_IMPORTED_MODULE_0__/* .runPermutationTest */ .ej)(judged.map(judgedOnly), options);
    const tests = [observed];
    let boundedInterval;
    if (hasMissing) {
        const againstImproved = (0,_permutation_test_js__WEBPACK_IMPORTED_MODULE_0__/* .runPermutationTest */ .ej)(planned.map((pair) => countedAgainst(pair, 'improved')), options);
        const againstRegressed = (0,_permutation_test_js__WEBPACK_IMPORTED_MODULE_0__/* .runPermutationTest */ .ej)(planned.map((pair) => countedAgainst(pair, 'regressed')), options);
        tests.push(againstImproved, againstRegressed);
        boundedInterval = { low: againstImproved.interval.low, high: againstRegressed.interval.high };
    }
    const exact = tests.every((test) => test.exact);
    const draws = tests.find((test) => !test.exact)?.draws;
    return {
        verdict: decide(judged.length, boundedInterval ?? observed.interval),
        tasks: judged.length,
        meanDifference: observed.mean,
        interval: observed.interval,
        pValue: observed.pValue,
        ...(hasMissing ? { missing, boundedInterval } : {}),
        method: describeMethod(judged.length, hasMissing, draws),
        exact,
        ...(draws === undefined ? {} : { draws }),
    };
}
/** The verdict follows the interval: a direction only when it excludes 0 on that side. */
function decide(tasks, interval) {
    if (tasks < MIN_SUITE_TASKS)
        return 'low_power';
    if (interval.low > 0)
        return 'improved';
    if (interval.high < 0)
        return 'regressed';
    return 'inconclusive';
}
function describeMethod(tasks, hasMissing, draws) {
    const how = draws === undefined
        ? 'exact (per-task hypergeometric distributions convolved)'
        : `Monte Carlo (${draws} draws, fixed seed)`;
    const bounded = hasMissing
        ? '; run again with every missing run counted against each direction, and a direction ' +
            'claimed only when it holds then'
        : '';
    return (`stratified permutation test of the side labels within each of ${tasks} ` +
        `${tasks === 1 ? 'task' : 'tasks'}, ${how}; statistic: mean per-task difference in pass ` +
        'rate; two-sided at 5 % (2.5 % each side); interval: the same test inverted over shifts of ' +
        `the mean difference${bounded}`);
}
function plannedOf(side) {
    return side.judged + (side.missing ?? 0);
}
function judgedOnly({ baseline, candidate }) {
    return {
        baseline: { passes: baseline.passes, judged: baseline.judged },
        candidate: { passes: candidate.passes, judged: candidate.judged },
    };
}
/**
 * Every missing run counted against `direction`: against improvement a missing candidate run is a
 * failure and a missing baseline run a pass; against regression the other way round.
 */
function countedAgainst({ baseline, candidate }, direction) {
    const baselineMissing = baseline.missing ?? 0;
    const candidateMissing = candidate.missing ?? 0;
    const improved = direction === 'improved';
    return {
        baseline: {
            passes: baseline.passes + (improved ? baselineMissing : 0),
            judged: baseline.judged + baselineMissing,
        },
        candidate: {
            passes: candidate.passes + (improved ? 0 : candidateMissing),
            judged: candidate.judged + candidateMissing,
        },
    };
}
function assertPair(pair) {
    for (const [name, side] of [
        ['baseline', pair.baseline],
        ['candidate', pair.candidate],
    ]) {
        (0,_permutation_test_js__WEBPACK_IMPORTED_MODULE_0__/* .assertSide */ .MV)(side, name);
        const missing = side.missing ?? 0;
        if (!Number.isInteger(missing) || missing < 0) {
            throw new RangeError(`${name}: missing must be a non-negative integer`);
        }
    }
}
//# sourceMappingURL=suite-verdict.js.map

/***/ }),

/***/ 9310:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AU: () => (/* binding */ decideVerdict),
/* harmony export */   GF: () => (/* binding */ locateInterval),
/* harmony export */   jp: () => (/* binding */ VerdictSchema),
/* harmony export */   tE: () => (/* binding */ COMPARISON_FOOTNOTE)
/* harmony export */ });
/* unused harmony exports VERDICT_LABELS, VerdictDecisionSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2839);
/**
 * Verdicts of a comparison (SPEC §5). They read intervals, never point estimates: a direction is
 * claimed only when the 95 % Wilson intervals are disjoint, and only if that still holds with the
 * runs that could not be judged counted either way. Mode, suite version and compaction checks need
 * the reports' conditions and belong to compare; this module decides from counts alone. So does
 * the correction for the number of tasks, which needs every task of a comparison
 * (`task-count-correction.ts`, applied by compare).
 */


/** Machine values in snake_case, like run statuses; `VERDICT_LABELS` has the words a reader sees. */
const VerdictSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([
    'improved',
    'regressed',
    'inconclusive',
    'low_power',
    'not_comparable',
]);
const VERDICT_LABELS = {
    improved: 'improved',
    regressed: 'regressed',
    inconclusive: 'inconclusive',
    low_power: 'low power',
    not_comparable: 'not comparable',
};
const VerdictDecisionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    verdict: VerdictSchema,
    /** One sentence with the numbers behind the verdict, for reports and PR comments. */
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
/**
 * The limits every comparison states (SPEC §5). The figures are from
 * `scripts/per-task-false-claims.mjs` (docs/suite-verdict.md).
 */
const COMPARISON_FOOTNOTE = 'Verdicts compare 95 % Wilson intervals: a conservative filter, not a significance test. ' +
    "Live, a task keeps its direction only if its exact test also survives Holm's correction for " +
    'the number of tasks, which holds false per-task claims to at most 0.03 per comparison where ' +
    'nothing changed (simulated for 10–200 tasks at k = 5–20; without it, 0.17 at 50 tasks and ' +
    'k = 10). Repetitions are assumed independent; errored runs are excluded from every rate ' +
    '(counted apart, and bounded).';
/**
 * Where `candidate` lies relative to `base`. Touching intervals overlap: only a strict gap claims a
 * direction, which keeps the filter conservative.
 */
function locateInterval(candidate, base) {
    if (candidate.low > base.high)
        return 'above';
    if (candidate.high < base.low)
        return 'below';
    return 'overlap';
}
function decideVerdict(base, candidate) {
    const sides = [
        { name: 'baseline', counts: base.counts },
        { name: 'candidate', counts: candidate.counts },
    ];
    const underpowered = sides.filter((side) => side.counts.observed < _counts_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_JUDGED_RUNS */ .KU);
    if (underpowered.length > 0) {
        const described = underpowered.map((side) => `${side.name} has ${side.counts.observed} judged ${plural(side.counts.observed, 'run')}`);
        return {
            verdict: 'low_power',
            reason: `${described.join(' and ')}; at least ${_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_JUDGED_RUNS */ .KU} per side are needed to claim a direction`,
        };
    }
    const baseObserved = (0,_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .observedInterval */ .iI)(base.counts);
    const candidateObserved = (0,_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .observedInterval */ .iI)(candidate.counts);
    const position = locateInterval(candidateObserved, baseObserved);
    const observedText = `baseline ${formatInterval(baseObserved)}, candidate ${formatInterval(candidateObserved)}`;
    if (position === 'overlap') {
        return { verdict: 'inconclusive', reason: `the intervals overlap: ${observedText}` };
    }
    const verdict = position === 'above' ? 'improved' : 'regressed';
    const missing = sides.filter((side) => side.counts.missing > 0);
    const claim = `the intervals are disjoint: ${observedText}`;
    if (missing.length === 0)
        return { verdict, reason: claim };
    const missingText = missing
        .map((side) => `${side.counts.missing} missing ${plural(side.counts.missing, 'run')} on ${side.name}`)
        .join(' and ');
    const baseBounded = (0,_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .boundedInterval */ .J3)(base.counts);
    const candidateBounded = (0,_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .boundedInterval */ .J3)(candidate.counts);
    // Bounded intervals contain the observed ones, so they can only lose the direction, never flip it.
    if (locateInterval(candidateBounded, baseBounded) === position) {
        return { verdict, reason: `${claim}; it holds with the ${missingText} counted either way` };
    }
    return {
        verdict: 'not_comparable',
        reason: `the observed intervals say ${verdict} (${observedText}), but with the ${missingText} ` +
            `the bounded intervals overlap: baseline ${formatInterval(baseBounded)}, ` +
            `candidate ${formatInterval(candidateBounded)}`,
    };
}
function formatInterval(interval) {
    return `[${formatPercent(interval.low)}, ${formatPercent(interval.high)}]`;
}
function formatPercent(value) {
    return `${(value * 100).toFixed(1)} %`;
}
function plural(count, noun) {
    return count === 1 ? noun : `${noun}s`;
}
//# sourceMappingURL=verdict.js.map

/***/ })

};
