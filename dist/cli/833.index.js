export const id = 833;
export const ids = [833];
export const modules = {

/***/ 3011:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  l: () => (/* binding */ compareReports)
});

// UNUSED EXPORTS: REPLAY_COMPARISON_NOTE

// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
// EXTERNAL MODULE: ./lib/stats/suite-verdict.js
var suite_verdict = __webpack_require__(895);
// EXTERNAL MODULE: ./lib/stats/verdict.js
var verdict = __webpack_require__(9310);
// EXTERNAL MODULE: ./lib/stats/estimated.js
var stats_estimated = __webpack_require__(2573);
;// CONCATENATED MODULE: ./lib/compare/compare-deltas.js

function compareDeltas(baseline, candidate) {
    const deltas = { omitted: {} };
    const figures = {
        successRate: successRateOf,
        tokens: tokensPerRunOf,
        wallMs: medianWallMsOf,
        cachedInputRatio: cachedInputRatioOf,
        costUsd: costPerRunOf,
    };
    for (const name of Object.keys(figures)) {
        const sameRates = name === 'costUsd' ? compareRates(baseline, candidate) : undefined;
        if (sameRates !== undefined) {
            deltas.omitted[name] = sameRates;
            continue;
        }
        const delta = subtract(figures[name](baseline), figures[name](candidate));
        if ('omitted' in delta)
            deltas.omitted[name] = delta.omitted;
        else
            deltas[name] = delta;
    }
    return deltas;
}
function subtract(baseline, candidate) {
    const reasons = [
        ...('omitted' in baseline ? [`baseline: ${baseline.omitted}`] : []),
        ...('omitted' in candidate ? [`candidate: ${candidate.omitted}`] : []),
    ];
    if ('omitted' in baseline || 'omitted' in candidate)
        return { omitted: reasons.join('; ') };
    return {
        baseline: baseline.value,
        candidate: candidate.value,
        difference: candidate.value - baseline.value,
    };
}
function successRateOf({ task }) {
    return task.successRate === null ? { omitted: 'no judged runs' } : { value: task.successRate };
}
function tokensPerRunOf({ task }) {
    const { tokens, tokensOmitted, runsJudged } = task.measured;
    if (tokens === undefined)
        return { omitted: tokensOmitted ?? 'tokens not reported' };
    if (runsJudged === 0)
        return { omitted: 'no judged runs' };
    return { value: (tokens.input + tokens.output) / runsJudged };
}
function medianWallMsOf({ task }) {
    const median = task.measured.wallMs.median;
    return median === null ? { omitted: 'no judged runs' } : { value: median };
}
function cachedInputRatioOf({ task }) {
    const ratio = task.measured.cachedInput?.ratio;
    if (ratio === undefined)
        return { omitted: 'cached input not reported' };
    if (ratio === null)
        return { omitted: 'no input tokens in the runs reporting cached input' };
    return { value: ratio };
}
function costPerRunOf({ task, estimated }) {
    if (estimated === undefined)
        return { omitted: 'no cost estimated (rates not given)' };
    const { tokens, tokensOmitted, runsJudged } = task.measured;
    if (tokens === undefined)
        return { omitted: tokensOmitted ?? 'tokens not reported' };
    if (runsJudged === 0)
        return { omitted: 'no judged runs' };
    const cost = (0,stats_estimated/* estimateCostUsd */.MI)({ inputTokens: tokens.input, outputTokens: tokens.output }, estimated.rates);
    return { value: cost / runsJudged };
}
/** Costs at different prices would compare the prices; undefined when the rates agree (or are absent). */
function compareRates(baseline, candidate) {
    const a = baseline.estimated?.rates;
    const b = candidate.estimated?.rates;
    if (a === undefined || b === undefined)
        return undefined;
    if (a.inputRate === b.inputRate && a.outputRate === b.outputRate)
        return undefined;
    return (`the sides used different rates (baseline ${a.inputRate}/${a.outputRate}, ` +
        `candidate ${b.inputRate}/${b.outputRate} USD per million input/output tokens)`);
}
//# sourceMappingURL=compare-deltas.js.map
// EXTERNAL MODULE: ./lib/compare/comparison-schema.js
var comparison_schema = __webpack_require__(5268);
// EXTERNAL MODULE: ./lib/compare/compaction-settings.js
var compaction_settings = __webpack_require__(8182);
;// CONCATENATED MODULE: ./lib/compare/compare-replay.js
/** Sentences kept in a task's `changes`; the last one then says how many were left out. */
const MAX_LISTED_CHANGES = 10;
/** Tool sequences longer than this are described from their first difference, not in full. */
const MAX_LISTED_TOOLS = 8;
/** A divergence trumps a change: the harness asked the model something else. */
function decideReplay(base, cand) {
    const diverged = describeDivergences(base, cand);
    if (diverged !== undefined)
        return { verdict: 'diverged', reason: diverged };
    if (base.runs === undefined || cand.runs === undefined)
        return decideByStatuses(base, cand);
    const found = findRunChanges(base.runs, cand.runs);
    const changes = found.map((change) => change.text);
    const baseStatuses = describeStatuses(base);
    const candStatuses = describeStatuses(cand);
    // Planned runs recorded on neither side leave no run to pair, but still count.
    if (changes.length === 0 && baseStatuses !== candStatuses) {
        return {
            verdict: 'changed',
            reason: `run statuses differ: baseline ${baseStatuses}, candidate ${candStatuses}`,
            changes: [`run statuses: baseline ${baseStatuses}, candidate ${candStatuses}`],
        };
    }
    const repetitions = pairRuns(base.runs, cand.runs).length;
    const runs = `${repetitions} ${plural(repetitions, 'run')}`;
    if (changes.length === 0) {
        return {
            verdict: 'unchanged',
            reason: `same status, verifier outcomes and tool sequence in every run (${runs}: ${baseStatuses})`,
        };
    }
    const changedRuns = new Set(found.map((change) => change.repetition)).size;
    const aspects = ASPECTS.filter((aspect) => found.some((change) => change.aspect === aspect));
    return {
        verdict: 'changed',
        reason: `${changedRuns} of ${runs} ${changedRuns === 1 ? 'differs' : 'differ'} from the ` +
            `baseline's run of the same repetition (${aspects.join(', ')})`,
        changes: capChanges(changes),
    };
}
function describeDivergences(base, cand) {
    const diverged = [
        { name: 'baseline', task: base },
        { name: 'candidate', task: cand },
    ].filter(({ task }) => divergedRuns(task) > 0);
    if (diverged.length === 0)
        return undefined;
    return diverged
        .map(({ name, task }) => {
        const runs = divergedRuns(task);
        const first = task.replay?.divergences[0];
        const where = first === undefined ? '' : ` (first at call ${first.call}, ${first.field})`;
        return `${runs} ${plural(runs, 'run')} of the ${name} diverged from the cassette${where}`;
    })
        .join('; ');
}
function divergedRuns(task) {
    return task.replay?.diverged ?? task.errors.replay_divergence ?? 0;
}
/** Reports without their runs: the statuses are all there is to compare. */
function decideByStatuses(base, cand) {
    const baseStatuses = describeStatuses(base);
    const candStatuses = describeStatuses(cand);
    if (baseStatuses === candStatuses) {
        return { verdict: 'unchanged', reason: `same run statuses on both sides: ${baseStatuses}` };
    }
    return {
        verdict: 'changed',
        reason: `run statuses differ: baseline ${baseStatuses}, candidate ${candStatuses}`,
    };
}
function describeStatuses({ counts }) {
    return (`${counts.pass} pass, ${counts.fail} fail, ${counts.budgetExceeded} budget exceeded, ` +
        `${counts.error} error, ${counts.missing} missing`);
}
/** Every repetition either side recorded, ascending. */
function pairRuns(base, cand) {
    const baseRuns = new Map(base.map((run) => [run.repetition, run]));
    const candRuns = new Map(cand.map((run) => [run.repetition, run]));
    const repetitions = [...new Set([...baseRuns.keys(), ...candRuns.keys()])].sort((a, b) => a - b);
    return repetitions.map((repetition) => ({
        repetition,
        base: baseRuns.get(repetition),
        cand: candRuns.get(repetition),
    }));
}
/** What a change is about, in the order a run's changes are listed. */
const ASPECTS = ['status', 'verifier outcomes', 'tool sequence'];
/** Every difference, run by run, in order: status, then verifiers, then tools. Uncapped. */
function findRunChanges(base, cand) {
    return pairRuns(base, cand).flatMap(comparePair);
}
function comparePair({ repetition, base, cand }) {
    const change = (aspect, text) => ({
        repetition,
        aspect,
        text: `run ${repetition}: ${text}`,
    });
    if (base === undefined || cand === undefined) {
        const before = base === undefined ? 'missing' : formatStatus(base.status);
        const after = cand === undefined ? 'missing' : formatStatus(cand.status);
        return [change('status', `status ${before} → ${after}`)];
    }
    const changes = [];
    if (base.status !== cand.status) {
        changes.push(change('status', `status ${formatStatus(base.status)} → ${formatStatus(cand.status)}`));
    }
    const ids = [...new Set([...Object.keys(base.verifiers), ...Object.keys(cand.verifiers)])];
    for (const id of ids) {
        const before = outcomeOf(base, id);
        const after = outcomeOf(cand, id);
        if (before !== after)
            changes.push(change('verifier outcomes', `verifier ${id} ${before} → ${after}`));
    }
    const tools = describeToolChange(base.tools, cand.tools);
    if (tools !== undefined)
        changes.push(change('tool sequence', tools));
    return changes;
}
/** Own keys only: a verifier named `constructor` must not read the prototype's. */
function outcomeOf(run, id) {
    return Object.hasOwn(run.verifiers, id) ? (run.verifiers[id] ?? 'not run') : 'not run';
}
function formatStatus(status) {
    return status.replaceAll('_', ' ');
}
/** `tools a, b → a, c`, or from the first difference when a sequence is long. */
function describeToolChange(before, after) {
    if (before.length === after.length && before.every((name, index) => name === after[index])) {
        return undefined;
    }
    if (before.length <= MAX_LISTED_TOOLS && after.length <= MAX_LISTED_TOOLS) {
        return `tools ${formatTools(before)} → ${formatTools(after)}`;
    }
    let index = 0;
    while (index < before.length && index < after.length && before[index] === after[index]) {
        index += 1;
    }
    const from = (tools) => tools[index] ?? '(none)';
    return (`tools differ from call ${index + 1} (${from(before)} → ${from(after)}; ` +
        `${before.length} → ${after.length} calls)`);
}
function formatTools(tools) {
    return tools.length === 0 ? '(none)' : tools.join(', ');
}
/** At most `MAX_LISTED_CHANGES` sentences, the last saying how many were left out. */
function capChanges(changes) {
    if (changes.length <= MAX_LISTED_CHANGES)
        return [...changes];
    const kept = changes.slice(0, MAX_LISTED_CHANGES - 1);
    return [...kept, `and ${changes.length - kept.length} more`];
}
function plural(count, noun) {
    return count === 1 ? noun : `${noun}s`;
}
//# sourceMappingURL=compare-replay.js.map
// EXTERNAL MODULE: ./lib/stats/counts.js
var counts = __webpack_require__(2839);
// EXTERNAL MODULE: ./lib/stats/wilson.js
var wilson = __webpack_require__(143);
;// CONCATENATED MODULE: ./lib/compare/sample-size-hint.js
/**
 * About how many runs per side would let an inconclusive task be decided. It is an estimate and says
 * so: it holds the observed rates fixed, which they will not be, and grows both sides equally.
 */



/** Beyond this a hint stops being useful advice; the search stops there. */
const MAX_HINTED_RUNS = 10_000;
const METHOD = 'estimate: keeps the observed rates fixed and grows both sides equally, until the 95 % Wilson ' +
    'intervals around round(rate × n) of n no longer overlap';
/**
 * `baselineRate` and `candidateRate` are observed success rates. The smallest n (at least the
 * minimum judged runs) at which the two intervals become disjoint, or null with the reason.
 */
function estimateSampleSize(baselineRate, candidateRate) {
    if (baselineRate === candidateRate) {
        return {
            runsPerSide: null,
            method: 'the observed rates are equal, so no sample size can decide it at these rates ' +
                '(the intervals overlap at every n)',
        };
    }
    for (let runs = counts/* MIN_JUDGED_RUNS */.KU; runs <= MAX_HINTED_RUNS; runs += 1) {
        const baseline = (0,wilson/* wilsonInterval */.YV)(Math.round(baselineRate * runs), runs);
        const candidate = (0,wilson/* wilsonInterval */.YV)(Math.round(candidateRate * runs), runs);
        if ((0,verdict/* locateInterval */.GF)(candidate, baseline) !== 'overlap') {
            return { runsPerSide: runs, method: METHOD };
        }
    }
    return {
        runsPerSide: null,
        method: `${METHOD}; they still overlap at ${MAX_HINTED_RUNS} runs per side, so the difference is too small to decide in practice`,
    };
}
//# sourceMappingURL=sample-size-hint.js.map
// EXTERNAL MODULE: ./lib/stats/permutation-test.js
var permutation_test = __webpack_require__(2184);
;// CONCATENATED MODULE: ./lib/stats/task-count-correction.js
/**
 * The correction of per-task claims for the number of tasks (SPEC §5). One task in a hundred may
 * show disjoint Wilson intervals by chance; over 50 tasks at k = 10 the per-task rule alone claims
 * about 0.17 false directions per comparison where nothing changed (docs/suite-verdict.md). So a
 * task keeps its direction only when its exact test also survives Holm's step-down correction at
 * 5 % over the tasks of the comparison, which holds the chance of any false claim in a comparison
 * to 5 % whatever the tasks' rates.
 *
 * The exact test of a task is the suite's permutation test on that task alone (Fisher's exact test
 * of the two pass rates, two-sided as twice the tail on the observed side). The family is the tasks
 * that could claim a direction at all, as Tarone proposed for discrete tests: at least
 * `MIN_JUDGED_RUNS` judged runs on each side, and a total of passes that some split could make
 * significant at the family's own level (5/5 against 5/5 never can, so it does not dilute the
 * others). Both depend on the run counts and the total passes only, on which the exact test
 * conditions, so Holm's guarantee still holds. Pure.
 */


const TASK_COUNT_ALPHA = permutation_test/* PERMUTATION_ALPHA */.Az;
/** Holm's step-down correction over the tasks of one comparison, in their order. */
function checkTaskCount(pairs) {
    const eligible = pairs.map((pair) => pair.baseline.judged < counts/* MIN_JUDGED_RUNS */.KU || pair.candidate.judged < counts/* MIN_JUDGED_RUNS */.KU
        ? undefined
        : (0,permutation_test/* testSingleTask */.W0)(pair));
    const reach = familyReach(eligible.flatMap((test) => (test === undefined ? [] : [test])));
    const tests = eligible.map((test) => test !== undefined && test.minimumPValue < reach ? test : undefined);
    const family = tests.filter((test) => test !== undefined).length;
    const order = tests
        .flatMap((test, index) => (test === undefined ? [] : [{ index, pValue: test.pValue }]))
        .sort((a, b) => a.pValue - b.pValue || a.index - b.index);
    const checks = eligible.map((test) => ({
        pValue: test?.pValue ?? null,
        family,
        reach,
        threshold: null,
        survives: false,
    }));
    let stopped = false;
    for (const [rank, { index, pValue }] of order.entries()) {
        const check = checks[index];
        if (check === undefined)
            continue;
        check.threshold = TASK_COUNT_ALPHA / (family - rank);
        // Step-down: the first task that misses its threshold stops every task after it.
        stopped ||= pValue >= check.threshold;
        check.survives = !stopped;
    }
    return checks;
}
/**
 * Tarone's choice of the family: the smallest K such that at most K tasks could reach a p-value
 * below α / K whatever the split of their passes; those tasks are the family. A task that no
 * split could make significant enough (5/5 against 4/5: with 9 passes in all, it is 4 or 5 on
 * either side, p = 1; 0/5 against 4/5 at best p = 0.048) could never be claimed, so
 * it does not make every other task pay for it.
 */
function familyReach(tests) {
    for (let size = 1;; size += 1) {
        const reach = TASK_COUNT_ALPHA / size;
        const members = tests.filter((test) => test.minimumPValue < reach).length;
        if (members <= size)
            return reach;
    }
}
/** Why a task whose intervals are disjoint still claims no direction. */
function describeTaskCountMiss(check) {
    const { pValue, threshold, family, reach } = check;
    const chance = 'with this many tasks, a difference this large can arise by chance';
    const test = pValue === null ? 'its exact test' : `its exact test (p = ${formatP(pValue)})`;
    if (threshold === null) {
        return (`${test} cannot survive the correction for the number of tasks: no split of its passes ` +
            `gives p < ${formatP(reach)}, the level Tarone's rule sets for this comparison: ${chance}`);
    }
    const needed = pValue !== null && pValue < threshold
        ? 'a task ranked before it missed its threshold first'
        : `needs p < ${formatP(threshold)}`;
    return (`${test} does not survive Holm's correction for the ${family} ` +
        `${family === 1 ? 'task' : 'tasks'} that could show a difference (${needed}): ${chance}`);
}
function formatP(value) {
    return value < 0.0001 ? value.toExponential(1) : value.toFixed(4);
}
//# sourceMappingURL=task-count-correction.js.map
;// CONCATENATED MODULE: ./lib/compare/task-count-correction.js
/**
 * Per-task claims of a live comparison, corrected for the number of tasks (SPEC §5): a task whose
 * Wilson intervals are disjoint keeps its direction only when its exact test survives Holm's
 * correction over the comparison's tasks (`checkTaskCount`); otherwise it is inconclusive, with
 * both facts in its reason. Pure.
 */

function correctForTaskCount(tasks) {
    const checks = checkTaskCount(tasks.map(({ baseline, candidate }) => ({
        baseline: countsOf(baseline),
        candidate: countsOf(candidate),
    })));
    return tasks.map((task, index) => {
        const check = checks[index];
        if (task.verdict !== 'improved' && task.verdict !== 'regressed')
            return task;
        if (check === undefined || check.survives)
            return task;
        return {
            ...task,
            verdict: 'inconclusive',
            reason: `${task.reason}, but ${describeTaskCountMiss(check)}`,
        };
    });
}
function countsOf(side) {
    return side === null ? { passes: 0, judged: 0 } : { passes: side.pass, judged: side.observed };
}
//# sourceMappingURL=task-count-correction.js.map
;// CONCATENATED MODULE: ./lib/compare/compare-reports.js
/**
 * `compareReports`: two reports of one suite, task by task (SPEC §5). Pure. Verdicts come from
 * `decideVerdict`, which reads intervals and keeps errored runs visible through bounded intervals;
 * this module adds what needs the reports' conditions: refusing reports of different suites, marking
 * every task not comparable when the modes or the sandboxes differ, replay's changed / unchanged /
 * diverged (run by run, see `decideReplay`), deltas (token and cost deltas not comparable when the
 * compaction settings differ), sample-size hints, inconclusive tasks with the same observed rate,
 * flaky sides, and, live, the correction of per-task claims for the number of tasks
 * (`correctForTaskCount`) and the suite-level verdict, paired by task (`decideSuiteVerdict`).
 */










/** Most consequential first: the summary verdict is the first one any task has. */
const LIVE_PRECEDENCE = [
    'regressed',
    'improved',
    'not_comparable',
    'low_power',
    'inconclusive',
];
const REPLAY_PRECEDENCE = [
    'diverged',
    'changed',
    'unchanged',
];
/** Said only when a replay report does not carry its runs (written before it did). */
const REPLAY_COMPARISON_NOTE = 'Replay compares the harness, not the model: a task is changed when its run statuses differ ' +
    '(pass, fail, budget exceeded, error). report.json does not carry verifier outcomes or tool ' +
    'sequences, so those are not compared here.';
function compareReports(baseline, candidate) {
    assertSameSuite(baseline.conditions, candidate.conditions);
    const mode = baseline.conditions.mode;
    const modesDiffer = describeModeMismatch(baseline.conditions, candidate.conditions);
    const sandboxesDiffer = describeSandboxMismatch(baseline.conditions, candidate.conditions);
    // Either mismatch makes every task not comparable; the mode's is said first.
    const notComparable = modesDiffer ?? sandboxesDiffer;
    const compactionDiffers = describeCompactionMismatch(baseline.conditions, candidate.conditions);
    const baseTasks = new Map(baseline.tasks.map((task) => [task.taskId, task]));
    const candidateTasks = new Map(candidate.tasks.map((task) => [task.taskId, task]));
    const taskIds = [...new Set([...baseTasks.keys(), ...candidateTasks.keys()])];
    const compared = taskIds.map((taskId) => {
        const base = baseTasks.get(taskId);
        const cand = candidateTasks.get(taskId);
        if (notComparable !== undefined)
            return notComparableTask(taskId, base, cand, notComparable);
        return compareTask(taskId, base, cand, baseline, candidate, compactionDiffers);
    });
    const isLive = notComparable === undefined && mode === 'live';
    const tasks = isLive ? correctForTaskCount(compared) : compared;
    return {
        format: comparison_schema/* COMPARISON_FORMAT */.y7,
        baseline: { runId: baseline.runId, conditions: baseline.conditions },
        candidate: { runId: candidate.runId, conditions: candidate.conditions },
        mode,
        tasks,
        summary: {
            ...summarize(tasks, notComparable === undefined && mode === 'replay'),
            ...(isLive ? { suite: decideSuiteOf(tasks) } : {}),
        },
        notes: writeNotes(baseline, candidate, { modesDiffer, sandboxesDiffer }, compactionDiffers),
        footnote: verdict/* COMPARISON_FOOTNOTE */.tE,
    };
}
/** Different suites or versions are different tasks: refuse rather than mislead (exit 3). */
function assertSameSuite(baseline, candidate) {
    for (const field of ['suiteId', 'suiteVersion']) {
        if (baseline[field] === candidate[field])
            continue;
        throw new errors/* IncompatibleError */.cO(`cannot compare: conditions.${field} differs (baseline ${JSON.stringify(baseline[field])}, ` +
            `candidate ${JSON.stringify(candidate[field])}). Compare two reports of the same suite ` +
            'and version.');
    }
}
/**
 * Same tasks, but measured differently (replay measures the harness, live the harness and the
 * model): the comparison is still made, and every task says `not comparable` with this reason.
 */
function describeModeMismatch(baseline, candidate) {
    if (baseline.mode === candidate.mode)
        return undefined;
    return (`different modes (baseline ${baseline.mode}, candidate ${candidate.mode}): ` +
        `${MODE_MEASURES[baseline.mode]} against ${MODE_MEASURES[candidate.mode]}`);
}
/**
 * The sandbox shapes what an agent can do (reach, read, spend), so runs in different sandboxes, or
 * under different limits, are measured differently (SPEC §1). Without a sandbox no limit applies,
 * so two unsandboxed sides are alike whatever limits they recorded. A report made before reports
 * recorded their sandbox is compared as it always was, with a note (`describeUnrecordedSandbox`):
 * refusing it would make every older baseline useless, and whether it ran sandboxed is unknown
 * rather than known to differ.
 */
function describeSandboxMismatch(baseline, candidate) {
    const a = baseline.sandbox;
    const b = candidate.sandbox;
    if (a === undefined || b === undefined)
        return undefined;
    if (describeSandboxCondition(a) === describeSandboxCondition(b))
        return undefined;
    return (`different sandboxes (baseline ${describeSandboxCondition(a)}; ` +
        `candidate ${describeSandboxCondition(b)}): what the agent could reach, read and spend differs`);
}
/** The backend, its image and its limits (by their names in a suite's `resources`). */
function describeSandboxCondition(sandbox) {
    if (sandbox.backend === 'none')
        return 'not sandboxed';
    const image = sandbox.image === undefined ? '' : ` ${sandbox.image}`;
    const { memoryMb, processes, cpuSeconds } = sandbox.limits;
    return `${sandbox.backend}${image}, memoryMb ${memoryMb}, processes ${processes}, cpuSeconds ${cpuSeconds}`;
}
/** The note for a comparison where only one side recorded its sandbox, or nothing. */
function describeUnrecordedSandbox(a, b) {
    if ((a.sandbox === undefined) === (b.sandbox === undefined))
        return undefined;
    const [recorded, unrecorded] = a.sandbox === undefined ? ['candidate', 'baseline'] : ['baseline', 'candidate'];
    const sandbox = (a.sandbox ?? b.sandbox);
    return (`Only the ${recorded} records its sandbox (${describeSandboxCondition(sandbox)}); the ` +
        `${unrecorded} report predates that field, so whether its runs were sandboxed is unknown. ` +
        'The tasks are compared all the same.');
}
const MODE_MEASURES = {
    live: 'the harness and the model',
    replay: 'the harness against recorded responses',
    scripted: 'the harness with scripted tool calls',
};
/**
 * Compaction changes how many tokens a run spends without changing what was asked: token and cost
 * deltas across different settings would measure the settings. The success verdict still stands.
 */
function describeCompactionMismatch(baseline, candidate) {
    const a = baseline.compaction;
    const b = candidate.compaction;
    if (a === undefined && b === undefined)
        return undefined;
    if (a !== undefined && b !== undefined && (0,canonical_json/* canonicalJson */.d)(a) === (0,canonical_json/* canonicalJson */.d)(b))
        return undefined;
    return (`not comparable: the compaction settings differ (baseline ${(0,compaction_settings/* describeCompaction */.XD)(a)}, ` +
        `candidate ${(0,compaction_settings/* describeCompaction */.XD)(b)})`);
}
function notComparableTask(taskId, base, cand, reason) {
    const title = base?.title ?? cand?.title;
    return {
        taskId,
        ...(title === undefined ? {} : { title }),
        verdict: 'not_comparable',
        reason,
        baseline: base === undefined ? null : sideOf(base),
        candidate: cand === undefined ? null : sideOf(cand),
        deltas: omitAllDeltas(`not comparable: ${reason}`),
        ...flakyOf(base, cand),
    };
}
function compareTask(taskId, base, cand, baseline, candidate, compactionDiffers) {
    const title = base?.title ?? cand?.title;
    const titled = title === undefined ? {} : { title };
    if (base === undefined || cand === undefined) {
        const present = base === undefined ? 'candidate' : 'baseline';
        const absent = base === undefined ? 'baseline' : 'candidate';
        return {
            taskId,
            ...titled,
            verdict: 'not_comparable',
            reason: `the task is only in the ${present} report; the ${absent} did not run it`,
            baseline: base === undefined ? null : sideOf(base),
            candidate: cand === undefined ? null : sideOf(cand),
            deltas: omitAllDeltas(`the task is only in the ${present} report`),
            ...flakyOf(base, cand),
        };
    }
    const decision = baseline.conditions.mode === 'replay' ? decideReplay(base, cand) : (0,verdict/* decideVerdict */.AU)(base, cand);
    const deltas = compareDeltas({ task: base, estimated: baseline.estimated }, { task: cand, estimated: candidate.estimated });
    if (compactionDiffers !== undefined) {
        for (const name of COMPACTION_SENSITIVE_DELTAS) {
            delete deltas[name];
            deltas.omitted[name] = compactionDiffers;
        }
    }
    const comparison = {
        taskId,
        ...titled,
        verdict: decision.verdict,
        reason: decision.reason,
        baseline: sideOf(base),
        candidate: sideOf(cand),
        deltas,
    };
    if ('changes' in decision && decision.changes !== undefined) {
        comparison.changes = decision.changes;
    }
    if (decision.verdict === 'inconclusive') {
        comparison.sampleSizeHint = estimateSampleSize(base.counts.pass / base.counts.observed, cand.counts.pass / cand.counts.observed);
        if (haveSameCounts(base, cand)) {
            comparison.sameObservedRate = true;
            comparison.reason = describeSameRate(base, cand);
        }
    }
    return { ...comparison, ...flakyOf(base, cand) };
}
/** Same passes of the same judged runs: nothing points to a difference, nor rules one out. */
function haveSameCounts(base, cand) {
    return base.counts.pass === cand.counts.pass && base.counts.observed === cand.counts.observed;
}
function describeSameRate(base, cand) {
    const rate = (task) => `${task.counts.pass}/${task.counts.observed}`;
    return `same observed rate (${rate(base)} vs ${rate(cand)}): too few runs to rule out a difference`;
}
/** Which side is flaky (pass@k but not pass^k, as its report says); nothing when neither is. */
function flakyOf(base, cand) {
    if (base?.flaky !== true && cand?.flaky !== true)
        return {};
    return {
        flaky: {
            ...(base === undefined ? {} : { baseline: base.flaky }),
            ...(cand === undefined ? {} : { candidate: cand.flaky }),
        },
    };
}
/** The deltas that compaction settings change (SPEC §5); success rate and wall time stand. */
const COMPACTION_SENSITIVE_DELTAS = ['tokens', 'costUsd'];
function omitAllDeltas(reason) {
    const omitted = {};
    for (const name of comparison_schema/* DeltaNameSchema */.Js.options)
        omitted[name] = reason;
    return { omitted };
}
function sideOf(task) {
    const side = {
        pass: task.counts.pass,
        observed: task.counts.observed,
        missing: task.counts.missing,
        interval: task.interval,
        boundedInterval: task.boundedInterval,
    };
    if (task.replay !== undefined)
        side.diverged = task.replay.diverged;
    return side;
}
function summarize(tasks, isReplay) {
    const precedence = isReplay ? REPLAY_PRECEDENCE : LIVE_PRECEDENCE;
    const counts = {};
    for (const verdict of precedence)
        counts[verdict] = 0;
    for (const task of tasks)
        counts[task.verdict] = (counts[task.verdict] ?? 0) + 1;
    const fallback = isReplay ? 'unchanged' : 'inconclusive';
    const verdict = precedence.find((candidate) => (counts[candidate] ?? 0) > 0) ?? fallback;
    return { counts, verdict };
}
/**
 * The suite-level verdict from the tasks both sides ran; tasks with no judged run on a side are
 * left out of its test, so errored runs stay out of every rate here as well, and its missing runs
 * bound it (`decideSuiteVerdict` counts them against each direction).
 */
function decideSuiteOf(tasks) {
    const pairs = tasks.flatMap(({ baseline, candidate }) => baseline === null || candidate === null
        ? []
        : [
            {
                baseline: {
                    passes: baseline.pass,
                    judged: baseline.observed,
                    missing: baseline.missing,
                },
                candidate: {
                    passes: candidate.pass,
                    judged: candidate.observed,
                    missing: candidate.missing,
                },
            },
        ]);
    return (0,suite_verdict/* decideSuiteVerdict */.qw)(pairs);
}
/** A replay report written before reports carried their runs: compared by run statuses only. */
function lacksRuns(baseline, candidate) {
    return [...baseline.tasks, ...candidate.tasks].some((task) => task.runs === undefined);
}
function writeNotes(baseline, candidate, mismatch, compactionDiffers) {
    const a = baseline.conditions;
    const b = candidate.conditions;
    const { modesDiffer, sandboxesDiffer } = mismatch;
    const notes = [];
    if (modesDiffer !== undefined) {
        notes.push(`Every task is not comparable: ${modesDiffer}. Compare two reports of the same mode.`);
    }
    else if (sandboxesDiffer !== undefined) {
        notes.push(`Every task is not comparable: ${sandboxesDiffer}. Compare two reports made in the same ` +
            'sandbox with the same limits.');
    }
    else if (a.mode === 'replay' && lacksRuns(baseline, candidate)) {
        notes.push(REPLAY_COMPARISON_NOTE);
    }
    const unrecorded = describeUnrecordedSandbox(a, b);
    if (unrecorded !== undefined)
        notes.push(unrecorded);
    if (compactionDiffers !== undefined) {
        notes.push(`Token and cost deltas are ${compactionDiffers}; the success verdicts still stand.`);
    }
    else if (a.configHash !== b.configHash) {
        notes.push('The configuration hashes differ. Compaction settings are part of that configuration, so ' +
            'token and cost deltas may reflect a compaction change as well as the change under test.');
    }
    for (const field of ['model', 'provider', 'harnessVersion']) {
        if (a[field] !== b[field]) {
            notes.push(`conditions.${field} differs: baseline ${JSON.stringify(a[field])}, candidate ${JSON.stringify(b[field])}.`);
        }
    }
    for (const [name, report] of [
        ['baseline', baseline],
        ['candidate', candidate],
    ]) {
        if (report.state !== 'COMPLETE') {
            notes.push(`The ${name} run is ${report.state}: its missing runs are counted in the bounded intervals.`);
        }
    }
    return notes;
}
//# sourceMappingURL=compare-reports.js.map

/***/ }),

/***/ 6283:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ renderComparisonHtml)
/* harmony export */ });
/* harmony import */ var _html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6130);
/* harmony import */ var _html_divergence_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8449);
/* harmony import */ var _html_html_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7729);
/* harmony import */ var _html_interval_plot_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2134);
/* harmony import */ var _html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1757);
/* harmony import */ var _html_shared_sections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7765);
/* harmony import */ var _stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(895);
/* harmony import */ var _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5265);
/* harmony import */ var _comparison_schema_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5268);
/**
 * `comparison.html`: the comparison for a person, as one self-contained page (SPEC §5). The
 * overall verdict (and, live, the suite-level verdict paired by task) and the verdict of every task come first, each beside the counts and intervals
 * it was read from; then a base-against-head interval plot per task, the deltas, both sides'
 * conditions, the candidate's divergences with their diffs, the notes and the footnote of limits.
 * Pure and deterministic, and every string from the comparison or the runs is escaped.
 */









const NONE = '—';
function renderComparisonHtml(comparison, options = {}) {
    const { baseline } = comparison;
    const suite = `${baseline.conditions.suiteId}@${baseline.conditions.suiteVersion}`;
    const body = [
        renderHeader(comparison, suite),
        '<main>',
        renderTaskSection(comparison),
        renderPlotSection(comparison),
        renderDeltaSection(comparison),
        renderHintSection(comparison),
        renderConditions(comparison),
        (0,_html_divergence_html_js__WEBPACK_IMPORTED_MODULE_1__/* .renderDivergenceSection */ .i)(options.divergences ?? [], "The candidate's harness asked something different from the recording: these runs are errors, not results."),
        (0,_html_shared_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .renderNotes */ .I)(comparison.notes),
        '</main>',
        `<footer>${comparison.summary.suite === undefined ? '' : `<p>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .SUITE_VERDICT_FOOTNOTE */ .oI)}</p>`}<p>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(comparison.footnote)}</p></footer>`,
    ];
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .renderHtmlPage */ .L)({
        title: `Verdict comparison: ${suite}`,
        body: body.filter((part) => part !== '').join('\n'),
    });
}
function verdictHtml(verdict) {
    return `<span class="verdict verdict-${verdict}">${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_8__/* .TASK_VERDICT_LABELS */ .Y3[verdict]}</span>`;
}
function renderHeader(comparison, suite) {
    const { baseline, candidate, summary } = comparison;
    const modesDiffer = baseline.conditions.mode !== candidate.conditions.mode;
    const isReplay = !modesDiffer && comparison.mode === 'replay';
    const counts = Object.entries(summary.counts)
        .filter(([, count]) => count > 0)
        .map(([verdict, count]) => `${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_8__/* .TASK_VERDICT_LABELS */ .Y3[verdict]} ${count}`)
        .join(' · ');
    const banner = modesDiffer
        ? `<p class="banner"><strong>Modes differ.</strong> The baseline ran ${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(baseline.conditions.mode)} and the candidate ${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(candidate.conditions.mode)}: they measure different things, so every task is <strong>not comparable</strong>.</p>`
        : isReplay
            ? '<p class="banner"><strong>Replay.</strong> This compares the harness against recorded model responses, <strong>not the model</strong>.</p>'
            : '';
    return [
        '<header>',
        `<h1>Verdict comparison${isReplay ? ' — replay' : ''}: ${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(suite)}</h1>`,
        `<p id="overall">Overall: ${verdictHtml(summary.verdict)} <span class="muted">(${counts === '' ? 'no tasks' : (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(counts)})</span></p>`,
        renderSuiteVerdict(comparison),
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderFacts */ .Id)([
            ['suite', (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(suite)],
            ['mode', (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(comparison.mode)],
            [
                'baseline',
                `${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(baseline.runId)} <span class="muted">(${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(baseline.conditions.model)})</span>`,
            ],
            [
                'candidate',
                `${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(candidate.runId)} <span class="muted">(${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(candidate.conditions.model)})</span>`,
            ],
        ]),
        banner,
        '</header>',
    ]
        .filter((part) => part !== '')
        .join('\n');
}
/** The suite-level verdict, paired by task, under the overall one; its assumptions are in the footer. */
function renderSuiteVerdict(comparison) {
    const suite = comparison.summary.suite;
    if (suite === undefined)
        return '';
    return (`<p id="suite-verdict">Suite: <span class="verdict verdict-${suite.verdict}">` +
        `${_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .SUITE_VERDICT_LABELS */ .$T[suite.verdict]}</span> <span class="muted">` +
        `${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)((0,_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSuiteDecision */ .Em)(suite))}</span></p>`);
}
function taskName(task) {
    const id = `<code>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(task.taskId)}</code>`;
    return task.title === undefined || task.title === ''
        ? id
        : `${id} <span class="muted">${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(task.title)}</span>`;
}
function extrasOf(task) {
    const record = task;
    const changes = Array.isArray(record.changes)
        ? record.changes.filter((change) => typeof change === 'string')
        : [];
    const flaky = record.flaky !== null && typeof record.flaky === 'object'
        ? record.flaky
        : {};
    return {
        changes,
        sameObservedRate: record.sameObservedRate === true,
        flaky: { baseline: flaky.baseline === true, candidate: flaky.candidate === true },
    };
}
function flagsOf(task) {
    const extras = extrasOf(task);
    const flaky = [
        ...(extras.flaky.baseline ? ['baseline'] : []),
        ...(extras.flaky.candidate ? ['candidate'] : []),
    ];
    return [
        ...(extras.sameObservedRate ? ['same observed rate'] : []),
        ...(flaky.length === 0 ? [] : [`flaky (${flaky.join(', ')})`]),
    ];
}
/** The verdict's reason, and what changed in replay as a list under it. */
function reasonHtml(task) {
    const { changes } = extrasOf(task);
    const list = changes.length === 0
        ? ''
        : `<ul class="changes">${changes.map((change) => `<li>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(change)}</li>`).join('')}</ul>`;
    return `${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(task.reason)}${list}`;
}
function sideCells(side) {
    if (side === null)
        return [(0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)('not run', null), (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(NONE, null)];
    const diverged = side.diverged ? ` (${side.diverged} diverged)` : '';
    return [
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(`${side.pass} / ${side.observed}${diverged}`, side.pass),
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(side.interval === null ? NONE : (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__/* .formatInterval */ .vy)(side.interval), side.interval?.low ?? null),
    ];
}
/** A difference of rates, in percentage points. */
function formatPoints(difference) {
    const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
    return `${sign}${(Math.abs(difference) * 100).toFixed(1)} pp`;
}
function renderTaskSection(comparison) {
    if (comparison.tasks.length === 0) {
        return '<section id="tasks"><h2>Tasks</h2><p>No tasks in either report.</p></section>';
    }
    const rows = comparison.tasks.map((task) => {
        const delta = task.deltas.successRate;
        const flags = flagsOf(task);
        return {
            attributes: `data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(task.taskId)}"`,
            cells: [
                { html: taskName(task), sort: task.taskId },
                { html: verdictHtml(task.verdict), sort: task.verdict },
                ...sideCells(task.baseline),
                ...sideCells(task.candidate),
                (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(delta === undefined ? NONE : formatPoints(delta.difference), delta?.difference ?? null),
                (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(`${task.baseline?.missing ?? NONE} / ${task.candidate?.missing ?? NONE}`, (task.baseline?.missing ?? 0) + (task.candidate?.missing ?? 0)),
                {
                    html: flags.map((flag) => `<span class="flag">${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(flag)}</span>`).join(''),
                    sort: flags.join(', '),
                },
                { html: reasonHtml(task), sort: task.reason },
            ],
        };
    });
    const table = (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderHtmlTable */ .EX)({
        caption: 'One row per task: the verdict and the counts and 95 % Wilson intervals it was read from (pass / judged runs).',
        sortable: true,
        attributes: 'id="tasks-table"',
        columns: [
            { label: 'task', key: 'task' },
            { label: 'verdict', key: 'verdict' },
            { label: 'baseline pass / judged', numeric: true, key: 'baseline-pass' },
            { label: 'baseline interval', numeric: true, key: 'baseline-interval' },
            { label: 'candidate pass / judged', numeric: true, key: 'candidate-pass' },
            { label: 'candidate interval', numeric: true, key: 'candidate-interval' },
            { label: 'Δ success rate', numeric: true, key: 'delta' },
            { label: 'missing (b / c)', numeric: true, key: 'missing' },
            { label: 'flags', key: 'flags' },
            { label: 'why', key: 'reason' },
        ],
        rows,
    });
    return `<section id="tasks" aria-labelledby="tasks-title">\n<h2 id="tasks-title">Verdicts per task</h2>\n${table}\n</section>`;
}
function plotRow(side, value) {
    if (value === null) {
        return {
            side,
            label: side,
            pass: 0,
            observed: 0,
            rate: null,
            interval: null,
            boundedInterval: null,
            absent: 'not in this report',
        };
    }
    return {
        side,
        label: side,
        pass: value.pass,
        observed: value.observed,
        rate: value.observed === 0 ? null : value.pass / value.observed,
        interval: value.interval,
        boundedInterval: value.boundedInterval,
        absent: value.observed === 0 ? 'nothing judged' : 'replay: no interval',
    };
}
function renderPlotSection(comparison) {
    if (comparison.tasks.length === 0)
        return '';
    const plots = comparison.tasks.map((task, index) => (0,_html_interval_plot_js__WEBPACK_IMPORTED_MODULE_3__/* .renderIntervalPlot */ .j)({
        id: `plot-${index + 1}`,
        caption: `${task.taskId}${task.title === undefined ? '' : ` (${task.title})`}: ${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_8__/* .TASK_VERDICT_LABELS */ .Y3[task.verdict]}`,
        attributes: `data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(task.taskId)}" data-verdict="${task.verdict}"`,
        rows: [plotRow('baseline', task.baseline), plotRow('candidate', task.candidate)],
        note: [task.reason, ...extrasOf(task).changes].join(' · '),
    }));
    return [
        '<section id="plots" aria-labelledby="plots-title">',
        '<h2 id="plots-title">Baseline against candidate</h2>',
        '<p class="muted">Per task: each bar spans a 95 % Wilson interval (grey: baseline, blue: candidate), the dot is the observed rate, and a thin line behind a bar shows the bounded interval when missing runs widen it. Overlapping bars are inconclusive: evidence is missing, not a difference ruled out.</p>',
        `<div class="plots">${plots.join('\n')}</div>`,
        '</section>',
    ].join('\n');
}
const DELTA_COLUMNS = [
    { name: 'tokens', head: 'tokens per run', format: _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__/* .formatCount */ .B4 },
    { name: 'wallMs', head: 'median wall time', format: _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__/* .formatSeconds */ .Xo },
    { name: 'cachedInputRatio', head: 'cached input', format: _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__/* .formatPercent */ .l9 },
    { name: 'costUsd', head: 'estimated cost per run', format: _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__/* .formatUsd */ .UK },
];
function formatDelta(delta, format, points) {
    const sign = delta.difference > 0 ? '+' : delta.difference < 0 ? '−' : '±';
    const difference = points
        ? formatPoints(delta.difference)
        : `${sign}${format(Math.abs(delta.difference))}`;
    return `${format(delta.baseline)} → ${format(delta.candidate)} (${difference})`;
}
function renderDeltaSection(comparison) {
    if (comparison.tasks.length === 0)
        return '';
    const rows = comparison.tasks.map((task) => ({
        attributes: `data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(task.taskId)}"`,
        cells: [
            { html: taskName(task), sort: task.taskId },
            ...DELTA_COLUMNS.map(({ name, format }) => {
                const delta = task.deltas[name];
                if (delta === undefined) {
                    const reason = task.deltas.omitted[name];
                    return {
                        html: `${NONE}${reason === undefined ? '' : ` <span class="muted">(${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(reason)})</span>`}`,
                        sort: null,
                    };
                }
                return (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(formatDelta(delta, format, name === 'cachedInputRatio'), delta.difference);
            }),
        ],
    }));
    return [
        '<section id="deltas" aria-labelledby="deltas-title">',
        '<h2 id="deltas-title">Deltas</h2>',
        '<p>Measured figures (provider-reported tokens, wall time) and, in its own column, the <strong>estimated</strong> cost: candidate − baseline. A delta is shown only when both sides measured it the same way; the estimate is never added to a measured figure.</p>',
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderHtmlTable */ .EX)({
            caption: 'Deltas per task.',
            columns: [
                { label: 'task' },
                ...DELTA_COLUMNS.map((column) => ({ label: column.head, numeric: true })),
            ],
            rows,
        }),
        '</section>',
    ].join('\n');
}
function renderHintSection(comparison) {
    const items = comparison.tasks.flatMap((task) => {
        const hint = task.sampleSizeHint;
        if (hint === undefined)
            return [];
        const runs = hint.runsPerSide === null
            ? 'no sample size found'
            : `about <strong>${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__/* .formatCount */ .B4)(hint.runsPerSide)} runs per side</strong>`;
        return [
            `<li>${taskName(task)}: ${runs} <span class="muted">(${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(hint.method)})</span></li>`,
        ];
    });
    if (items.length === 0)
        return '';
    return [
        '<section id="hints" aria-labelledby="hints-title">',
        '<h2 id="hints-title">Sample-size hints</h2>',
        '<p>For inconclusive tasks: how many runs might decide them (an estimate).</p>',
        `<ul>${items.join('')}</ul>`,
        '</section>',
    ].join('\n');
}
function renderConditions(comparison) {
    const side = (label, value) => `<h3>${label}</h3>${(0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderFacts */ .Id)((0,_html_shared_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .conditionsFacts */ .a)(value.runId, value.conditions))}`;
    return [
        '<section id="conditions" aria-labelledby="conditions-title">',
        '<h2 id="conditions-title">Conditions</h2>',
        '<details>',
        '<summary>Measurement conditions of both sides</summary>',
        side('Baseline', comparison.baseline),
        side('Candidate', comparison.candidate),
        '</details>',
        '</section>',
    ].join('\n');
}
//# sourceMappingURL=render-comparison-html.js.map

/***/ }),

/***/ 2649:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ renderComparisonMarkdown)
/* harmony export */ });
/* harmony import */ var _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5265);
/* harmony import */ var _stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(895);
/* harmony import */ var _comparison_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5268);
/**
 * `comparison.md`: the comparison for a person. Both sides' conditions first, then one row per task
 * with the counts and intervals its verdict was read from, why each verdict (with replay's changes run
 * by run), the flaky tasks, the deltas, the sample-size hints, and the footnote of limits; a live
 * comparison adds its suite-level verdict under the overall one, and that verdict's footnote. Pure,
 * so it is tested with snapshots. Task text is escaped: it ends up in PR
 * comments.
 */



const SHORT_HASH_LENGTH = 12;
const NONE = '—';
function renderComparisonMarkdown(comparison) {
    const sections = [
        renderHeader(comparison),
        renderTaskTable(comparison),
        renderReasons(comparison),
        renderFlaky(comparison),
        renderDeltas(comparison),
        renderHints(comparison),
        renderNotes(comparison),
        renderFootnotes(comparison),
    ];
    return `${sections.filter((section) => section !== '').join('\n\n')}\n`;
}
function renderHeader(comparison) {
    const { baseline, candidate, summary } = comparison;
    const modesDiffer = baseline.conditions.mode !== candidate.conditions.mode;
    const isReplay = !modesDiffer && comparison.mode === 'replay';
    const suite = `${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(baseline.conditions.suiteId)}@${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(baseline.conditions.suiteVersion)}`;
    const title = `# Verdict comparison${isReplay ? ' — REPLAY' : ''}: ${suite}`;
    const conditions = (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTable */ .bo)(['side', 'run id', 'harness', 'config hash', 'provider', 'model', 'mode', 'k', 'seed'], [
        conditionsRow('baseline', baseline.runId, baseline.conditions),
        conditionsRow('candidate', candidate.runId, candidate.conditions),
    ]);
    const counts = Object.entries(summary.counts)
        .filter(([, count]) => count > 0)
        .map(([verdict, count]) => `${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_VERDICT_LABELS */ .Y3[verdict]} ${count}`)
        .join(' · ');
    const overall = `**Overall: ${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_VERDICT_LABELS */ .Y3[summary.verdict]}** (${counts === '' ? 'no tasks' : counts})`;
    const banner = modesDiffer
        ? `> **Modes differ.** The baseline ran ${baseline.conditions.mode} and the candidate ` +
            `${candidate.conditions.mode}: they measure different things, so every task is ` +
            '**not comparable**.'
        : isReplay
            ? '> **Replay.** This compares the harness against recorded model responses — **not the model**.'
            : '';
    return [title, banner, conditions, overall, renderSuiteLine(comparison)]
        .filter((part) => part !== '')
        .join('\n\n');
}
/** The comparison's footnote of limits stays last; a suite verdict's assumptions come before it. */
function renderFootnotes(comparison) {
    const suite = comparison.summary.suite === undefined ? [] : [`_${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .SUITE_VERDICT_FOOTNOTE */ .oI)}_`];
    return `---\n\n${[...suite, `_${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(comparison.footnote)}_`].join('\n\n')}`;
}
/** One line for the suite, paired by task; its assumptions are in the footnote. */
function renderSuiteLine(comparison) {
    const suite = comparison.summary.suite;
    if (suite === undefined)
        return '';
    return `**Suite: ${_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .SUITE_VERDICT_LABELS */ .$T[suite.verdict]}** — ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .describeSuiteDecision */ .Em)(suite))}`;
}
function conditionsRow(side, runId, conditions) {
    return [
        side,
        (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(runId),
        (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(conditions.harnessVersion),
        (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(conditions.configHash.slice(0, SHORT_HASH_LENGTH)),
        (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(conditions.provider),
        (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(conditions.model),
        conditions.mode === 'replay' ? '**replay**' : conditions.mode,
        String(conditions.k),
        String(conditions.seed),
    ];
}
function renderTaskTable(comparison) {
    if (comparison.tasks.length === 0)
        return '## Tasks\n\nNo tasks in either report.';
    const head = ['task', 'verdict', 'baseline', 'candidate', 'missing (b / c)', 'Δ success rate'];
    const align = ['left', 'left', 'left', 'left', 'right', 'right'];
    const rows = comparison.tasks.map((task) => [
        describeTask(task),
        describeVerdict(task),
        describeSide(task.baseline, task.flaky?.baseline),
        describeSide(task.candidate, task.flaky?.candidate),
        `${task.baseline?.missing ?? NONE} / ${task.candidate?.missing ?? NONE}`,
        task.deltas.successRate === undefined ? NONE : formatPoints(task.deltas.successRate.difference),
    ]);
    return `## Tasks\n\n${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTable */ .bo)(head, rows, align)}`;
}
function describeTask(task) {
    const id = (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(task.taskId);
    if (task.title === undefined || task.title === '')
        return id;
    return `${id} (${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(task.title, 60))})`;
}
/** An inconclusive task with the same counts on both sides is not a difference lacking evidence. */
function describeVerdict(task) {
    const verdict = `**${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_VERDICT_LABELS */ .Y3[task.verdict]}**`;
    return task.sameObservedRate === true ? `${verdict} (same observed rate)` : verdict;
}
function describeSide(side, flaky) {
    if (side === null)
        return 'not run';
    const counts = `${side.pass}/${side.observed}`;
    const interval = side.interval === null ? '' : ` ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatInterval */ .vy)(side.interval)}`;
    const diverged = side.diverged ? ` (${side.diverged} diverged)` : '';
    return `${counts}${interval}${diverged}${flaky === true ? ' **flaky**' : ''}`;
}
function renderReasons(comparison) {
    const lines = comparison.tasks.flatMap((task) => [
        `- ${describeTask(task)} — ${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_VERDICT_LABELS */ .Y3[task.verdict]}: ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(task.reason)}`,
        ...(task.changes ?? []).map((change) => `  - ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(change)}`),
    ]);
    return lines.length === 0 ? '' : `### Why\n\n${lines.join('\n')}`;
}
/** Flaky is a fact about one side: passed at least once, not every time. */
function renderFlaky(comparison) {
    const lines = comparison.tasks.flatMap((task) => {
        const flaky = task.flaky;
        if (flaky === undefined)
            return [];
        const sides = ['baseline', 'candidate'].flatMap((side) => flaky[side] === undefined ? [] : [`${flaky[side] ? 'flaky' : 'not flaky'} on the ${side}`]);
        return [`- ${describeTask(task)}: ${sides.join(', ')}`];
    });
    if (lines.length === 0)
        return '';
    const intro = 'Passed at least once but not every time (pass@k but not pass^k): flaky, not solved.';
    return `## Flaky tasks\n\n${intro}\n\n${lines.join('\n')}`;
}
const DELTA_COLUMNS = [
    {
        name: 'tokens',
        head: 'tokens per run',
        format: (d) => `${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(d.baseline)} → ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(d.candidate)} (${signed(d.difference, _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)})`,
    },
    {
        name: 'wallMs',
        head: 'median wall time',
        format: (d) => `${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(d.baseline)} → ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(d.candidate)} (${signed(d.difference, _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)})`,
    },
    {
        name: 'cachedInputRatio',
        head: 'cached input',
        format: (d) => `${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(d.baseline)} → ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(d.candidate)} (${formatPoints(d.difference)})`,
    },
    {
        name: 'costUsd',
        head: 'estimated cost per run',
        format: (d) => `${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(d.baseline)} → ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(d.candidate)} (${signed(d.difference, _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)})`,
    },
];
function renderDeltas(comparison) {
    if (comparison.tasks.length === 0)
        return '';
    const rows = comparison.tasks.map((task) => [
        describeTask(task),
        ...DELTA_COLUMNS.map(({ name, format }) => {
            const delta = task.deltas[name];
            return delta === undefined ? NONE : format(delta);
        }),
    ]);
    const omitted = comparison.tasks.flatMap((task) => describeOmitted(task));
    const table = (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTable */ .bo)(['task', ...DELTA_COLUMNS.map((column) => column.head)], rows);
    const intro = 'Measured figures (provider-reported tokens, wall time) and the estimated cost, candidate − ' +
        'baseline. A delta is shown only when both sides measured it the same way.';
    const why = omitted.length === 0 ? '' : `\n\nNot compared:\n\n${omitted.join('\n')}`;
    return `## Deltas\n\n${intro}\n\n${table}${why}`;
}
/** Why each delta of a task is missing; one line when every delta is missing for the same reason. */
function describeOmitted(task) {
    const reasons = DELTA_COLUMNS.flatMap(({ name, head }) => {
        const reason = task.deltas.omitted[name];
        return reason === undefined ? [] : [{ head, reason }];
    });
    const first = reasons[0];
    if (first === undefined)
        return [];
    if (reasons.length === DELTA_COLUMNS.length && reasons.every((r) => r.reason === first.reason)) {
        return [`- ${describeTask(task)}: ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(first.reason)}`];
    }
    return reasons.map(({ head, reason }) => `- ${describeTask(task)} ${head}: ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(reason)}`);
}
function renderHints(comparison) {
    const lines = comparison.tasks.flatMap((task) => {
        const hint = task.sampleSizeHint;
        if (hint === undefined)
            return [];
        const runs = hint.runsPerSide === null
            ? 'no sample size found'
            : `about **${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(hint.runsPerSide)} runs per side**`;
        return [`- ${describeTask(task)}: ${runs} (${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(hint.method)})`];
    });
    if (lines.length === 0)
        return '';
    return `## Sample-size hints\n\nFor inconclusive tasks: how many runs might decide them.\n\n${lines.join('\n')}`;
}
function renderNotes(comparison) {
    if (comparison.notes.length === 0)
        return '';
    return `## Notes\n\n${comparison.notes.map((note) => `- ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(note)}`).join('\n')}`;
}
/** A difference of rates, in percentage points. */
function formatPoints(difference) {
    return `${difference > 0 ? '+' : difference < 0 ? '−' : '±'}${(Math.abs(difference) * 100).toFixed(1)} pp`;
}
function signed(difference, format) {
    const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
    return `${sign}${format(Math.abs(difference))}`;
}
//# sourceMappingURL=render-comparison.js.map

/***/ })

};
