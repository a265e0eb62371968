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

/***/ 895:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $T: () => (/* binding */ SUITE_VERDICT_LABELS),
/* harmony export */   Em: () => (/* binding */ describeSuiteDecision),
/* harmony export */   c4: () => (/* binding */ SuiteDecisionSchema),
/* harmony export */   oI: () => (/* binding */ SUITE_VERDICT_FOOTNOTE),
/* harmony export */   qw: () => (/* binding */ decideSuiteVerdict)
/* harmony export */ });
/* unused harmony exports MIN_SUITE_TASKS, SUITE_ALPHA, MAX_EXACT_VALUES, MONTE_CARLO_DRAWS, MONTE_CARLO_SEED, SuiteVerdictSchema, DifferenceIntervalSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _wilson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);
/* harmony import */ var _mulberry32_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3752);
/**
 * The suite-level verdict of a live comparison (SPEC §5), paired by task. Per-task verdicts need
 * disjoint Wilson intervals, which k = 5 rarely gives; twenty tasks that each drop from 5/5 to 4/5
 * are each inconclusive, yet together they say the agent got worse. This module says so, and
 * nothing about any single task.
 *
 * Method: a stratified permutation test of the side labels within each task. Under the null (the
 * same pass rate on both sides of a task), given a task's total passes, the candidate's passes
 * follow a hypergeometric distribution whatever that rate is; the statistic is the mean per-task
 * difference in pass rate (candidate − baseline), two-sided at 5 %. Tasks with the same run counts
 * share a lattice, so their distributions are convolved exactly as integers; when the groups
 * together have at most `MAX_EXACT_VALUES` values the p-value is exact, otherwise it is estimated
 * from `MONTE_CARLO_DRAWS` seeded draws. Pure and deterministic.
 */



/** Fewer tasks with judged runs on both sides than this is low power. */
const MIN_SUITE_TASKS = 5;
const SUITE_ALPHA = 0.05;
const MAX_EXACT_VALUES = 20_000;
const MONTE_CARLO_DRAWS = 20_000;
const MONTE_CARLO_SEED = 0x5eed_2026;
/** Values of the statistic closer than this are the same value (sums of rounded fractions). */
const TOLERANCE = 1e-9;
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
const SuiteDecisionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    verdict: SuiteVerdictSchema,
    /** Tasks with judged runs on both sides: the strata. */
    tasks: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    /** Mean over those tasks of candidate rate − baseline rate; null with no such task. */
    meanDifference: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(-1).max(1).nullable(),
    /** 95 % interval for `meanDifference`; null with no such task. */
    interval: DifferenceIntervalSchema.nullable(),
    /** Two-sided p-value of the permutation test; null with no such task. */
    pValue: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(1).nullable(),
    /** How the verdict was reached, in one sentence. */
    method: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** True when the p-value is exact, false when it is a Monte Carlo estimate. */
    exact: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY(),
    /** Monte Carlo draws, when not exact. */
    draws: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1).optional(),
});
/** The limits every suite-level verdict states. */
const SUITE_VERDICT_FOOTNOTE = 'The suite verdict is a stratified permutation test of the side labels within each task ' +
    '(two-sided, 5 %), with a 95 % interval for the mean per-task difference in pass rate. It ' +
    'assumes runs are independent within a task and treats tasks as strata; it claims nothing ' +
    'about any single task.';
/**
 * The numbers behind a suite verdict in one plain sentence, e.g. `mean per-task difference
 * −20.0 pp, 95 % interval [−31.2 pp, −8.8 pp], p < 0.001 (20 tasks paired, exact)`.
 */
function describeSuiteDecision(decision) {
    const { tasks, meanDifference, interval, pValue } = decision;
    const paired = `${tasks} ${tasks === 1 ? 'task' : 'tasks'} paired`;
    if (meanDifference === null || interval === null || pValue === null) {
        return `no task has judged runs on both sides; at least ${MIN_SUITE_TASKS} are needed`;
    }
    const how = decision.exact ? 'exact' : `Monte Carlo, ${decision.draws ?? 0} draws`;
    const numbers = `mean per-task difference ${formatPoints(meanDifference)}, 95 % interval ` +
        `[${formatPoints(interval.low)}, ${formatPoints(interval.high)}], ${formatPValue(pValue)}`;
    const power = tasks < MIN_SUITE_TASKS
        ? `; at least ${MIN_SUITE_TASKS} tasks are needed to claim a direction`
        : '';
    return `${numbers} (${paired}, ${how})${power}`;
}
function formatPoints(difference) {
    const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
    return `${sign}${(Math.abs(difference) * 100).toFixed(1)} pp`;
}
function formatPValue(pValue) {
    return pValue < 0.001 ? 'p < 0.001' : `p = ${pValue.toFixed(3)}`;
}
function decideSuiteVerdict(pairs, options = {}) {
    const strata = pairs.filter(isJudgedOnBothSides).map((pair) => toStratum(pair));
    if (strata.length === 0) {
        return {
            verdict: 'low_power',
            tasks: 0,
            meanDifference: null,
            interval: null,
            pValue: null,
            method: 'no task has judged runs on both sides',
            exact: true,
        };
    }
    const observed = strata.reduce((sum, stratum) => sum + differenceAt(stratum, stratum.observed), 0);
    const groups = groupStrata(strata);
    const centred = centreOf(strata);
    const target = Math.abs(observed) - TOLERANCE;
    const maxExact = options.maxExactValues ?? MAX_EXACT_VALUES;
    const values = groups.reduce((product, group) => product * group.pmf.length, 1);
    const test = values <= maxExact
        ? { pValue: exactPValue(groups, centred, target), exact: true }
        : monteCarloPValue(groups, centred, target, options);
    const meanDifference = clamp(observed / strata.length);
    const interval = intervalOf(strata, meanDifference);
    const pValue = Math.min(1, test.pValue);
    return {
        verdict: decide(strata.length, pValue, meanDifference),
        tasks: strata.length,
        meanDifference,
        interval,
        pValue,
        method: describeMethod(strata.length, test),
        exact: test.exact,
        ...(test.exact ? {} : { draws: test.draws }),
    };
}
function decide(tasks, pValue, meanDifference) {
    if (tasks < MIN_SUITE_TASKS)
        return 'low_power';
    if (pValue >= SUITE_ALPHA || meanDifference === 0)
        return 'inconclusive';
    return meanDifference > 0 ? 'improved' : 'regressed';
}
function describeMethod(tasks, test) {
    const how = test.exact
        ? 'exact (per-task hypergeometric distributions convolved)'
        : `Monte Carlo (${test.draws} draws, fixed seed)`;
    return (`stratified permutation test of the side labels within each of ${tasks} ` +
        `${tasks === 1 ? 'task' : 'tasks'}, ${how}; statistic: mean per-task difference in pass ` +
        'rate; two-sided at 5 %; interval: normal, per-task variances from rates with one pass ' +
        'and one fail added');
}
function isJudgedOnBothSides(pair) {
    assertSide(pair.baseline, 'baseline');
    assertSide(pair.candidate, 'candidate');
    return pair.baseline.judged > 0 && pair.candidate.judged > 0;
}
function assertSide(side, name) {
    const { passes, judged } = side;
    if (!Number.isInteger(judged) || judged < 0 || !Number.isInteger(passes) || passes < 0) {
        throw new RangeError(`${name}: passes and judged must be non-negative integers`);
    }
    if (passes > judged)
        throw new RangeError(`${name}: ${passes} passes of ${judged} judged runs is impossible`);
}
function toStratum(pair) {
    const baselineRuns = pair.baseline.judged;
    const candidateRuns = pair.candidate.judged;
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
    return [...byRuns.values()].map(({ step, pmf }) => ({ step, pmf, cdf: cumulate(pmf) }));
}
/** The statistic at every group's lowest value: T = centre + Σ step·Y. */
function centreOf(strata) {
    return strata.reduce((sum, stratum) => sum + differenceAt(stratum, stratum.low), 0);
}
function exactPValue(groups, centre, target) {
    let values = [centre];
    let probabilities = [1];
    for (const group of groups) {
        const nextValues = [];
        const nextProbabilities = [];
        for (let i = 0; i < values.length; i += 1) {
            for (let y = 0; y < group.pmf.length; y += 1) {
                nextValues.push((values[i] ?? 0) + group.step * y);
                nextProbabilities.push((probabilities[i] ?? 0) * (group.pmf[y] ?? 0));
            }
        }
        values = nextValues;
        probabilities = nextProbabilities;
    }
    let tail = 0;
    values.forEach((value, index) => {
        if (Math.abs(value) >= target)
            tail += probabilities[index] ?? 0;
    });
    return tail;
}
function monteCarloPValue(groups, centre, target, options) {
    const draws = options.draws ?? MONTE_CARLO_DRAWS;
    const random = (0,_mulberry32_js__WEBPACK_IMPORTED_MODULE_2__/* .mulberry32 */ .s)(options.seed ?? MONTE_CARLO_SEED);
    let extreme = 0;
    for (let draw = 0; draw < draws; draw += 1) {
        let value = centre;
        for (const group of groups)
            value += group.step * sampleIndex(group.cdf, random());
        if (Math.abs(value) >= target)
            extreme += 1;
    }
    // The observed labelling counts as one of the draws, so the estimate is never 0 and stays valid.
    return { pValue: (extreme + 1) / (draws + 1), exact: false, draws };
}
/**
 * A normal interval centred on the observed mean, tasks as strata (no between-task term), each
 * task's variance taken from its rates with one pass and one fail added to each side (the
 * adjustment Agresti and Caffo use) so a 5/5 side does not claim zero variance.
 */
function intervalOf(strata, mean) {
    const variance = strata.reduce((sum, stratum) => {
        const candidatePasses = stratum.observed;
        const baselinePasses = stratum.totalPasses - candidatePasses;
        return (sum +
            adjustedVariance(baselinePasses, stratum.baselineRuns) +
            adjustedVariance(candidatePasses, stratum.candidateRuns));
    }, 0);
    const halfWidth = (_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .Z_95 */ .U$ * Math.sqrt(variance)) / strata.length;
    return { low: clamp(mean - halfWidth), high: clamp(mean + halfWidth) };
}
function adjustedVariance(passes, runs) {
    const rate = (passes + 1) / (runs + 2);
    // Divided by the runs made, not runs + 2: the centre is the observed mean, not a shrunk one.
    return (rate * (1 - rate)) / runs;
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
    const cdf = pmf.map((p) => (sum += p));
    cdf[cdf.length - 1] = 1;
    return cdf;
}
function normalize(values) {
    const total = values.reduce((sum, value) => sum + value, 0);
    return values.map((value) => value / total);
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
 * the reports' conditions and belong to compare; this module decides from counts alone.
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
/** The limits every comparison states (SPEC §5). */
const COMPARISON_FOOTNOTE = 'Verdicts compare 95 % Wilson intervals: a conservative filter, not a significance test. ' +
    'Repetitions are assumed independent; there is no correction for the number of tasks; ' +
    'errored runs are excluded from every rate (counted apart, and bounded).';
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
