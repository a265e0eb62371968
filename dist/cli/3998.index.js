export const id = 3998;
export const ids = [3998];
export const modules = {

/***/ 2198:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ll: () => (/* binding */ compareReports),
  oD: () => (/* binding */ describeSameRate),
  eh: () => (/* binding */ summarize)
});

// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
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
    if ('omitted' in baseline && 'omitted' in candidate && baseline.omitted === candidate.omitted) {
        return { omitted: `${baseline.omitted} on either side` };
    }
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
/** Costs at different prices would compare the prices. */
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
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
// EXTERNAL MODULE: ./lib/run-dir/compaction-settings.js
var compaction_settings = __webpack_require__(5198);
;// CONCATENATED MODULE: ./lib/compare/compare-conditions.js
/** What the two reports' conditions allow a comparison to say (SPEC §5). */


function findMismatches(baseline, candidate) {
    return {
        modesDiffer: describeModeMismatch(baseline, candidate),
        sandboxesDiffer: describeSandboxMismatch(baseline, candidate),
        compactionDiffers: describeCompactionMismatch(baseline, candidate),
    };
}
/** Only when a replay report does not carry its runs. */
const REPLAY_COMPARISON_NOTE = 'Replay compares the harness, not the model: a task is changed when its run statuses differ ' +
    '(pass, fail, budget exceeded, error). report.json does not carry verifier outcomes or tool ' +
    'sequences, so those are not compared here.';
function describeModeMismatch(baseline, candidate) {
    if (baseline.mode === candidate.mode)
        return undefined;
    return (`different modes (baseline ${baseline.mode}, candidate ${candidate.mode}): ` +
        `${MODE_MEASURES[baseline.mode]} against ${MODE_MEASURES[candidate.mode]}`);
}
/**
 * Runs in different sandboxes or limits are measured differently (SPEC §1). A report that predates
 * the sandbox field is compared all the same, with a note: refusing it would void older baselines.
 */
function describeSandboxMismatch({ sandbox: a }, { sandbox: b }) {
    if (a === undefined || b === undefined)
        return undefined;
    if (describeSandboxCondition(a) === describeSandboxCondition(b))
        return undefined;
    return (`different sandboxes (baseline ${describeSandboxCondition(a)}; ` +
        `candidate ${describeSandboxCondition(b)}): what the agent could reach, read and spend differs`);
}
function describeSandboxCondition(sandbox) {
    if (sandbox.backend === 'none')
        return 'not sandboxed';
    const image = sandbox.image === undefined ? '' : ` ${sandbox.image}`;
    const { memoryMb, processes, cpuSeconds } = sandbox.limits;
    return `${sandbox.backend}${image}, memoryMb ${memoryMb}, processes ${processes}, cpuSeconds ${cpuSeconds}`;
}
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
/** Token and cost deltas across different compaction settings would measure the settings. */
function describeCompactionMismatch({ compaction: a }, { compaction: b }) {
    if (a === undefined && b === undefined)
        return undefined;
    if (a !== undefined && b !== undefined && (0,canonical_json/* canonicalJson */.d)(a) === (0,canonical_json/* canonicalJson */.d)(b))
        return undefined;
    return (`not comparable: the compaction settings differ (baseline ${(0,compaction_settings/* describeCompaction */.XD)(a)}, ` +
        `candidate ${(0,compaction_settings/* describeCompaction */.XD)(b)})`);
}
function lacksRuns(baseline, candidate) {
    return [...baseline.tasks, ...candidate.tasks].some((task) => task.runs === undefined);
}
function writeNotes(baseline, candidate, mismatches) {
    const a = baseline.conditions;
    const b = candidate.conditions;
    const { modesDiffer, sandboxesDiffer, compactionDiffers } = mismatches;
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
//# sourceMappingURL=compare-conditions.js.map
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
;// CONCATENATED MODULE: ./lib/compare/compare-replay.js
/**
 * Replay's task verdicts (SPEC §5): deterministic, so compared by what happened, run by run; by
 * run statuses only for reports written before they carried their runs.
 */

const MAX_LISTED_CHANGES = 10;
/** Longer tool sequences are described from their first difference. */
const MAX_LISTED_TOOLS = 8;
/** A divergence trumps a change: the harness asked the model something else. */
function decideReplay(base, cand) {
    const diverged = describeDivergences(base, cand);
    if (diverged !== undefined)
        return { verdict: 'diverged', reason: diverged };
    if (base.runs === undefined || cand.runs === undefined)
        return decideByStatuses(base, cand);
    const pairs = pairRuns(base.runs, cand.runs);
    const found = pairs.flatMap(comparePair);
    const changes = found.map((change) => change.text);
    const baseStatuses = describeStatuses(base);
    const candStatuses = describeStatuses(cand);
    // Planned runs recorded on neither side leave no run to pair, but still count.
    if (changes.length === 0 && baseStatuses !== candStatuses) {
        const changes = [`run statuses: baseline ${baseStatuses}, candidate ${candStatuses}`];
        return { ...decideByStatuses(base, cand), changes };
    }
    const runs = (0,format/* plural */.LS)(pairs.length, 'run');
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
        return `${(0,format/* plural */.LS)(runs, 'run')} of the ${name} diverged from the cassette${where}`;
    })
        .join('; ');
}
function divergedRuns(task) {
    return task.replay?.diverged ?? task.errors.replay_divergence ?? 0;
}
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
const ASPECTS = ['status', 'verifier outcomes', 'tool sequence'];
function comparePair({ repetition, base, cand }) {
    const change = (aspect, text) => ({
        repetition,
        aspect,
        text: `run ${repetition}: ${text}`,
    });
    const changes = [];
    if (base?.status !== cand?.status) {
        changes.push(change('status', `status ${formatStatus(base)} → ${formatStatus(cand)}`));
    }
    if (base === undefined || cand === undefined)
        return changes;
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
function formatStatus(run) {
    return run === undefined ? 'missing' : run.status.replaceAll('_', ' ');
}
/** `tools a, b → a, c`. */
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
function capChanges(changes) {
    if (changes.length <= MAX_LISTED_CHANGES)
        return [...changes];
    const kept = changes.slice(0, MAX_LISTED_CHANGES - 1);
    return [...kept, `and ${changes.length - kept.length} more`];
}
//# sourceMappingURL=compare-replay.js.map
;// CONCATENATED MODULE: ./lib/compare/compare-tool-use.js

/** `TOOL_SHARE_CHANGE` in whole percentage points, so that 7/10 − 4/10 counts as 30 of them. */
const SHARE_CHANGE_POINTS = Math.round(comparison_schema/* TOOL_SHARE_CHANGE */.UT * 100);
/** A tool a side's cut list (`unlisted`) does not name is left out: its use there is unknown. */
function compareToolUse(baseline, candidate) {
    if (baseline === undefined || candidate === undefined)
        return undefined;
    const base = new Map(baseline.tools.map((tool) => [tool.name, tool]));
    const cand = new Map(candidate.tools.map((tool) => [tool.name, tool]));
    const names = [...new Set([...base.keys(), ...cand.keys()])];
    const lines = names.flatMap((name) => {
        const baseSide = sideOf(base.get(name), baseline);
        const candSide = sideOf(cand.get(name), candidate);
        if (baseSide === undefined || candSide === undefined)
            return [];
        const change = decideToolChange(baseSide, baseline.runs, candSide, candidate.runs);
        return [
            {
                name,
                baseline: baseSide,
                candidate: candSide,
                ...(change === undefined ? {} : { change }),
            },
        ];
    });
    // Every tool of a task shares both denominators: the move compares as an integer.
    const moved = (line) => Math.abs(line.candidate.runs * baseline.runs - line.baseline.runs * candidate.runs);
    lines.sort((a, b) => Number(b.change !== undefined) - Number(a.change !== undefined) ||
        moved(b) - moved(a) ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    return { runs: { baseline: baseline.runs, candidate: candidate.runs }, tools: lines };
}
/** Nothing is said when a side has no judged run: it has no share. */
function decideToolChange(baseline, baselineRuns, candidate, candidateRuns) {
    if (baselineRuns === 0 || candidateRuns === 0)
        return undefined;
    if (baseline.runs === 0 && candidate.runs > 0)
        return 'appeared';
    if (baseline.runs > 0 && candidate.runs === 0)
        return 'disappeared';
    // |c/cr − b/br| ≥ p/100  ⇔  100·|c·br − b·cr| ≥ p·br·cr
    const difference = Math.abs(candidate.runs * baselineRuns - baseline.runs * candidateRuns);
    return 100 * difference >= SHARE_CHANGE_POINTS * baselineRuns * candidateRuns
        ? 'moved'
        : undefined;
}
function sideOf(tool, use) {
    if (tool !== undefined)
        return { runs: tool.runs, calls: tool.calls };
    return use.unlisted === undefined ? { runs: 0, calls: 0 } : undefined;
}
//# sourceMappingURL=compare-tool-use.js.map
// EXTERNAL MODULE: ./lib/stats/counts.js
var counts = __webpack_require__(2839);
// EXTERNAL MODULE: ./lib/stats/wilson.js
var wilson = __webpack_require__(143);
;// CONCATENATED MODULE: ./lib/compare/sample-size-hint.js
/**
 * About how many runs per side would let an inconclusive task be decided. It is an estimate and says
 * so: it holds the observed rates fixed, which they will not be, and grows both sides equally.
 */



/** Beyond this a hint stops being useful advice. */
const MAX_HINTED_RUNS = 10_000;
const METHOD = 'estimate: keeps the observed rates fixed and grows both sides equally, until the 95 % Wilson ' +
    'intervals around round(rate × n) of n no longer overlap';
/** The smallest n at which the two intervals become disjoint, or null with the reason. */
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
 * The correction of per-task claims for the number of tasks (SPEC §5): over 50 tasks at k = 10 the
 * per-task rule alone claims about 0.17 false directions per comparison where nothing changed
 * (docs/suite-verdict.md). A task keeps its direction only when its exact test (the permutation
 * test on that task alone: Fisher's, two-sided as twice the observed tail) also survives Holm's
 * step-down correction at 5 %, which holds the chance of any false claim to 5 %.
 *
 * The family is the tasks that could claim a direction at all (Tarone, for discrete tests): at
 * least `MIN_JUDGED_RUNS` judged runs a side, and total passes some split could make significant at
 * the family's level. Both depend only on what the exact test conditions on, so Holm's guarantee
 * holds. Pure.
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
 * Tarone's family: the smallest K such that at most K tasks could reach p < α / K under some split
 * of their passes (5/5 against 4/5 never can), so a task never claimable makes no other pay for it.
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
 * SPEC §5: a task whose intervals are disjoint keeps its direction only when its exact test
 * survives Holm's correction over the tasks; else it is inconclusive, both facts in its reason.
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
/** As `src/stats` takes them. */
function countsOf(side) {
    return side === null
        ? { passes: 0, judged: 0, missing: 0 }
        : { passes: side.pass, judged: side.observed, missing: side.missing };
}
//# sourceMappingURL=task-count-correction.js.map
;// CONCATENATED MODULE: ./lib/compare/compare-reports.js
/**
 * Two reports of one suite, task by task (SPEC §5). Verdicts come from `decideVerdict`; this adds
 * what needs both reports: conditions, replay, deltas, hints and, live, the task-count correction.
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
function compareReports(baseline, candidate) {
    assertSameSuite(baseline.conditions, candidate.conditions);
    const mode = baseline.conditions.mode;
    const mismatches = findMismatches(baseline.conditions, candidate.conditions);
    const notComparable = mismatches.modesDiffer ?? mismatches.sandboxesDiffer;
    const baseTasks = new Map(baseline.tasks.map((task) => [task.taskId, task]));
    const candidateTasks = new Map(candidate.tasks.map((task) => [task.taskId, task]));
    const taskIds = [...new Set([...baseTasks.keys(), ...candidateTasks.keys()])];
    const compared = taskIds.map((taskId) => {
        const base = baseTasks.get(taskId);
        const cand = candidateTasks.get(taskId);
        if (notComparable !== undefined) {
            return notComparableTask(taskId, base, cand, notComparable, `not comparable: ${notComparable}`);
        }
        return compareTask(taskId, base, cand, baseline, candidate, mismatches.compactionDiffers);
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
        notes: writeNotes(baseline, candidate, mismatches),
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
function notComparableTask(taskId, base, cand, reason, omitted) {
    const title = base?.title ?? cand?.title;
    return {
        taskId,
        ...(title === undefined ? {} : { title }),
        verdict: 'not_comparable',
        reason,
        baseline: base === undefined ? null : compare_reports_sideOf(base),
        candidate: cand === undefined ? null : compare_reports_sideOf(cand),
        deltas: omitAllDeltas(omitted),
        ...flakyOf(base, cand),
    };
}
function compareTask(taskId, base, cand, baseline, candidate, compactionDiffers) {
    if (base === undefined || cand === undefined) {
        const [present, absent] = base === undefined ? ['candidate', 'baseline'] : ['baseline', 'candidate'];
        const only = `the task is only in the ${present} report`;
        return notComparableTask(taskId, base, cand, `${only}; the ${absent} did not run it`, only);
    }
    const decision = baseline.conditions.mode === 'replay' ? decideReplay(base, cand) : (0,verdict/* decideVerdict */.AU)(base, cand);
    const deltas = compareDeltas({ task: base, estimated: baseline.estimated }, { task: cand, estimated: candidate.estimated });
    if (compactionDiffers !== undefined) {
        for (const name of COMPACTION_SENSITIVE_DELTAS) {
            delete deltas[name];
            deltas.omitted[name] = compactionDiffers;
        }
    }
    const title = base.title ?? cand.title;
    const comparison = {
        taskId,
        ...(title === undefined ? {} : { title }),
        verdict: decision.verdict,
        reason: decision.reason,
        baseline: compare_reports_sideOf(base),
        candidate: compare_reports_sideOf(cand),
        deltas,
    };
    if ('changes' in decision && decision.changes !== undefined) {
        comparison.changes = decision.changes;
    }
    const toolUse = compareToolUse(base.toolUse, cand.toolUse);
    if (toolUse !== undefined)
        comparison.toolUse = toolUse;
    if (decision.verdict === 'inconclusive') {
        comparison.sampleSizeHint = estimateSampleSize(base.counts.pass / base.counts.observed, cand.counts.pass / cand.counts.observed);
        if (base.counts.pass === cand.counts.pass && base.counts.observed === cand.counts.observed) {
            comparison.sameObservedRate = true;
            comparison.reason = describeSameRate(base.counts, cand.counts);
        }
    }
    return { ...comparison, ...flakyOf(base, cand) };
}
/** At 0 or every pass on both sides more runs would not tell a difference, so none are asked. */
function describeSameRate(base, cand) {
    const counts = `${base.pass}/${base.observed} vs ${cand.pass}/${cand.observed}`;
    if (base.pass === 0 && cand.pass === 0)
        return `no change seen (fails on both: ${counts})`;
    if (base.pass === base.observed && cand.pass === cand.observed) {
        return `no change seen (passes on both: ${counts})`;
    }
    return `same observed rate (${counts}): too few runs to rule out a difference`;
}
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
/** SPEC §5: success rate and wall time stand. */
const COMPACTION_SENSITIVE_DELTAS = ['tokens', 'costUsd'];
function omitAllDeltas(reason) {
    return { omitted: Object.fromEntries(comparison_schema/* DeltaNameSchema */.Js.options.map((name) => [name, reason])) };
}
function compare_reports_sideOf(task) {
    const side = {
        pass: task.counts.pass,
        observed: task.counts.observed,
        missing: task.counts.missing,
        interval: task.interval,
        boundedInterval: task.boundedInterval,
    };
    if (task.replay !== undefined)
        side.diverged = task.replay.diverged;
    if (task.failureReasons !== undefined) {
        side.errored = task.counts.error;
        side.failureReasons = task.failureReasons;
    }
    return side;
}
/** `no_change` is listed only by adaptive k: a fixed k can never give it. */
function summarize(tasks, isReplay, adaptive = false) {
    const precedence = isReplay
        ? REPLAY_PRECEDENCE
        : adaptive
            ? [...LIVE_PRECEDENCE, 'no_change']
            : LIVE_PRECEDENCE;
    const counts = {};
    for (const verdict of precedence)
        counts[verdict] = 0;
    for (const task of tasks)
        counts[task.verdict] = (counts[task.verdict] ?? 0) + 1;
    const fallback = isReplay ? 'unchanged' : 'inconclusive';
    const verdict = precedence.find((candidate) => (counts[candidate] ?? 0) > 0) ?? fallback;
    return { counts, verdict };
}
/** From the tasks both sides ran; missing runs bound it (counted against each direction). */
function decideSuiteOf(tasks) {
    return (0,suite_verdict/* decideSuiteVerdict */.qw)(tasks.flatMap(({ baseline, candidate }) => baseline === null || candidate === null
        ? []
        : [{ baseline: countsOf(baseline), candidate: countsOf(candidate) }]));
}
//# sourceMappingURL=compare-reports.js.map

/***/ }),

/***/ 5268:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Js: () => (/* binding */ DeltaNameSchema),
/* harmony export */   UT: () => (/* binding */ TOOL_SHARE_CHANGE),
/* harmony export */   Y3: () => (/* binding */ TASK_VERDICT_LABELS),
/* harmony export */   tV: () => (/* binding */ ComparisonSchema),
/* harmony export */   y7: () => (/* binding */ COMPARISON_FORMAT)
/* harmony export */ });
/* unused harmony exports ReplayVerdictSchema, TaskVerdictSchema, ComparedSideSchema, TaskSideSchema, ToolChangeSchema, ToolUseSideSchema, ToolUseLineSchema, ToolUseComparisonSchema, NumberDeltaSchema, DeltasSchema, SampleSizeHintSchema, TaskComparisonSchema, ComparisonSummarySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6921);
/* harmony import */ var _report_report_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9524);
/* harmony import */ var _run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8104);
/* harmony import */ var _run_dir_record_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7152);
/* harmony import */ var _stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4456);
/* harmony import */ var _stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(895);
/* harmony import */ var _stats_verdict_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9310);
/* harmony import */ var _stats_wilson_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(143);
/**
 * `comparison.json` (SPEC §5): two reports set task by task. Every verdict keeps the counts and
 * intervals it was read from, and every delta that could not be given says why.
 */








const COMPARISON_FORMAT = 'comparison/v1';
/** Replay is deterministic, so a task is compared by what happened, not by intervals (SPEC §5). */
const ReplayVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(['changed', 'unchanged', 'diverged']);
const TaskVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .union */ .KCZ([_stats_verdict_js__WEBPACK_IMPORTED_MODULE_5__/* .VerdictSchema */ .jp, ReplayVerdictSchema]);
const TASK_VERDICT_LABELS = {
    ..._stats_verdict_js__WEBPACK_IMPORTED_MODULE_5__/* .VERDICT_LABELS */ .W4,
    changed: 'changed',
    unchanged: 'unchanged',
    diverged: 'diverged',
};
const count = zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().min(0);
const ComparedSideSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    runId: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    conditions: _run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_1__/* .ReportConditionsSchema */ .Gh,
});
/** One side of one task, as its report gave it. Intervals are null in replay. */
const TaskSideSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    pass: count,
    observed: count,
    missing: count,
    interval: _stats_wilson_js__WEBPACK_IMPORTED_MODULE_6__/* .IntervalSchema */ .D6.nullable(),
    boundedInterval: _stats_wilson_js__WEBPACK_IMPORTED_MODULE_6__/* .IntervalSchema */ .D6.nullable(),
    /** Replay only: runs that diverged from their cassette. */
    diverged: count.optional(),
    /** Errored runs, among the missing. Absent when the report did not say. */
    errored: count.optional(),
    /** As the side's report grouped them; absent when the report predates them. */
    failureReasons: _report_report_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .FailureReasonsSchema */ .Hn.optional(),
});
/** `appeared` (no judged baseline run called it), `disappeared`, or its share of runs `moved`. */
const ToolChangeSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n(['appeared', 'disappeared', 'moved']);
/** A share of runs moves this much (30 percentage points) before the comparison says so. */
const TOOL_SHARE_CHANGE = 0.3;
/** One side's use of one tool: judged runs that called it, and its calls over them. */
const ToolUseSideSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({ runs: count, calls: count });
/** One tool, base against head (`compareToolUse`). It never changes a verdict. */
const ToolUseLineSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().max(_report_report_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_TOOL_NAME_CHARS */ .Qd * 2),
    baseline: ToolUseSideSchema,
    candidate: ToolUseSideSchema,
    /** Absent when the share of runs moved less than `TOOL_SHARE_CHANGE`. */
    change: ToolChangeSchema.optional(),
});
const ToolUseComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    /** The judged runs of each side: the denominators of the shares. */
    runs: zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({ baseline: count, candidate: count }),
    /** Changed tools first (largest move first), then the others; by name within a tie. */
    tools: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(ToolUseLineSchema).max(_report_report_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_LISTED_TOOLS */ .jS * 2),
});
/** `difference` is candidate − baseline. */
const NumberDeltaSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    baseline: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
    candidate: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
    difference: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(),
});
const DeltaNameSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* ["enum"] */ .k5n([
    'successRate',
    'tokens',
    'wallMs',
    'cachedInputRatio',
    'costUsd',
]);
/** `tokens` (input + output) and `costUsd` are per judged run, `wallMs` compares medians. */
const DeltasSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    successRate: NumberDeltaSchema.optional(),
    tokens: NumberDeltaSchema.optional(),
    wallMs: NumberDeltaSchema.optional(),
    cachedInputRatio: NumberDeltaSchema.optional(),
    costUsd: NumberDeltaSchema.optional(),
    /** Why each absent delta is absent. */
    omitted: zod__WEBPACK_IMPORTED_MODULE_7__/* .partialRecord */ .jgl(DeltaNameSchema, zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
});
const SampleSizeHintSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    /** Runs per side at which the intervals would stop overlapping; null when none up to the cap would. */
    runsPerSide: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().min(1).nullable(),
    method: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
});
const TaskComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    taskId: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP().optional(),
    verdict: TaskVerdictSchema,
    /** One sentence with the numbers behind the verdict. */
    reason: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    /** Null when the task is not in that side's report. */
    baseline: TaskSideSchema.nullable(),
    candidate: TaskSideSchema.nullable(),
    deltas: DeltasSchema,
    /** Only for inconclusive tasks. */
    sampleSizeHint: SampleSizeHintSchema.optional(),
    /**
     * Replay `changed` tasks only: what differs from the baseline's run of the same repetition
     * (`run 2: verifier check pass → fail`), at most `MAX_LISTED_CHANGES`. Absent without runs.
     */
    changes: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()).optional(),
    /** Inconclusive tasks whose sides have the same pass and judged counts (5/5 vs 5/5). */
    sameObservedRate: zod__WEBPACK_IMPORTED_MODULE_7__/* .literal */ .euz(true).optional(),
    /** Present when a side's task is flaky; each side the task ran on says whether it is. */
    flaky: zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({ baseline: zod__WEBPACK_IMPORTED_MODULE_7__/* .boolean */ .zMY().optional(), candidate: zod__WEBPACK_IMPORTED_MODULE_7__/* .boolean */ .zMY().optional() })
        .optional(),
    /** Present when both sides ran the task in the same mode and both reports carry tool use. */
    toolUse: ToolUseComparisonSchema.optional(),
    /** `--k auto` only: how many runs the task took and why it stopped. */
    adaptive: zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
        /** Runs of each side in this evaluation's rounds. */
        runs: zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({ baseline: count, candidate: count }),
        stoppedBecause: _stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_3__/* .StopReasonSchema */ .cA,
        /** "stopped after 7 + 7 runs: regressed, e = 41 ≥ 400". */
        stop: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
        eValue: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().min(0),
        threshold: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().positive(),
        delta: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().gt(0).lt(1),
        /** The 95 % confidence sequence for candidate − baseline; null when it is empty. */
        interval: zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({ low: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig(), high: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig() }).nullable(),
        rounds: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_3__/* .TaskRoundSchema */ .pj),
        /** Rounds of an earlier evaluation this one continued (optional continuation). */
        roundsBefore: count,
    })
        .optional(),
});
const ComparisonSummarySchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    /** Tasks per verdict; every verdict of the mode is listed, zeros included. */
    counts: zod__WEBPACK_IMPORTED_MODULE_7__/* .partialRecord */ .jgl(TaskVerdictSchema, count),
    /** The most consequential task verdict: see `decideOverallVerdict`. */
    verdict: TaskVerdictSchema,
    /** Live only: one verdict for the suite, paired by task; it changes no task verdict. */
    suite: _stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_4__/* .SuiteDecisionSchema */ .c4.optional(),
});
const ComparisonSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_7__/* .literal */ .euz(COMPARISON_FORMAT),
    baseline: ComparedSideSchema,
    candidate: ComparedSideSchema,
    /** The baseline's mode. When the candidate's differs, every task is `not_comparable`. */
    mode: _run_dir_record_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ModeSchema */ .np,
    tasks: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(TaskComparisonSchema),
    summary: ComparisonSummarySchema,
    /** Plain sentences on how to read this comparison (what was not checked, what differs). */
    notes: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()),
    footnote: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    /**
     * `--k auto` only. Its anytime-valid suite verdict replaces `summary.suite`: a permutation test
     * does not hold under optional stopping.
     */
    adaptive: zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
        rule: _stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_3__/* .AdaptiveRuleSchema */ .QS,
        runs: zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({ spent: count, fixedK: count }),
        suite: _stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_3__/* .AdaptiveSuiteSchema */ .ki,
    })
        .optional(),
});
//# sourceMappingURL=comparison-schema.js.map

/***/ }),

/***/ 3998:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T1: () => (/* binding */ viewComparison),
/* harmony export */   UU: () => (/* binding */ describeRunsSpent),
/* harmony export */   Xl: () => (/* binding */ DELTA_COLUMNS),
/* harmony export */   oJ: () => (/* binding */ describeVerdictCounts),
/* harmony export */   tx: () => (/* binding */ labelVerdictOf)
/* harmony export */ });
/* unused harmony export labelVerdict */
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3808);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8132);
/* harmony import */ var _stats_adaptive_k_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5641);
/* harmony import */ var _stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(895);
/* harmony import */ var _compare_reports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2198);
/* harmony import */ var _failures_and_tools_view_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5354);
/* harmony import */ var _comparison_schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5268);
/**
 * What a reader of one comparison needs, decided once (CONVENTIONS 15): comparison.md, .html and
 * the PR comment only lay this view out. The text is plain: each renderer escapes it.
 */







const DELTA_COLUMNS = [
    { name: 'tokens', head: 'tokens per run', describe: (d) => describeChange(d, _text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatCount */ .B4) },
    { name: 'wallMs', head: 'median wall time', describe: (d) => describeChange(d, _text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatSeconds */ .Xo) },
    {
        name: 'cachedInputRatio',
        head: 'cached input',
        describe: (d) => `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatPercent */ .l9)(d.baseline)} → ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatPercent */ .l9)(d.candidate)} (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatPoints */ .Xf)(d.difference)})`,
    },
    {
        name: 'costUsd',
        head: 'estimated cost per run',
        describe: (d) => describeChange(d, _text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatUsd */ .UK),
    },
];
function describeChange(delta, format) {
    return `${format(delta.baseline)} → ${format(delta.candidate)} (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatSigned */ .Gp)(delta.difference, format)})`;
}
function viewComparison(comparison) {
    const { baseline, candidate, summary } = comparison;
    const modesDiffer = baseline.conditions.mode !== candidate.conditions.mode;
    const viewed = comparison.tasks.map((task) => ({ task, row: viewTask(task) }));
    const rows = viewed.map(({ row }) => row);
    const unsandboxed = describeUnsandboxed(comparison);
    const { adaptive } = comparison;
    const suite = adaptive !== undefined
        ? { verdict: adaptive.suite.verdict, text: describeAdaptiveSuite(adaptive) }
        : summary.suite === undefined
            ? undefined
            : { verdict: summary.suite.verdict, text: (0,_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSuiteDecision */ .Em)(summary.suite) };
    const runs = adaptive === undefined
        ? undefined
        : { spent: adaptive.runs.spent, fixedK: adaptive.runs.fixedK, maxK: adaptive.rule.maxK };
    const suiteFootnote = adaptive !== undefined
        ? `The suite verdict (adaptive k) is the ${adaptive.suite.method}.`
        : summary.suite === undefined
            ? undefined
            : _stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .SUITE_VERDICT_FOOTNOTE */ .oI;
    return {
        suite: `${baseline.conditions.suiteId}@${baseline.conditions.suiteVersion}`,
        baseline,
        candidate,
        modesDiffer,
        replay: !modesDiffer && comparison.mode === 'replay',
        headline: {
            verdict: summary.verdict,
            counts: Object.entries(summary.counts)
                .filter(([, count]) => count > 0)
                .map(([verdict, count]) => ({ verdict: verdict, count })),
            ...(suite === undefined ? {} : { suite }),
        },
        ...(runs === undefined ? {} : { adaptive: { ...runs, text: describeRunsSpent(runs) } }),
        ...(unsandboxed === undefined ? {} : { unsandboxed }),
        rows,
        notCompared: groupNotCompared(viewed),
        notes: comparison.notes.filter((note) => note.trim() !== ''),
        footnotes: {
            ...(suiteFootnote === undefined ? {} : { suiteVerdict: suiteFootnote }),
            limits: comparison.footnote,
        },
    };
}
function viewTask(task) {
    const sameObservedRate = hasSameObservedRate(task);
    const { baseline, candidate, adaptive } = task;
    const hint = task.sampleSizeHint;
    const toolUse = (0,_failures_and_tools_view_js__WEBPACK_IMPORTED_MODULE_4__/* .viewToolUse */ .L3)(task.toolUse);
    return {
        taskId: task.taskId,
        ...(task.title === undefined || task.title.trim() === '' ? {} : { title: task.title }),
        verdict: task.verdict,
        label: labelVerdict(task.verdict, adaptive?.delta),
        sameObservedRate,
        baseline,
        candidate,
        ...(task.deltas.successRate === undefined
            ? {}
            : { difference: task.deltas.successRate.difference }),
        // Said as what was seen, also for a comparison written before compare said it so.
        reason: sameObservedRate && baseline !== null && candidate !== null
            ? (0,_compare_reports_js__WEBPACK_IMPORTED_MODULE_3__/* .describeSameRate */ .oD)(baseline, candidate)
            : task.reason,
        ...(adaptive === undefined
            ? {}
            : {
                adaptive: {
                    runs: adaptive.runs,
                    runsText: `${adaptive.runs.baseline} + ${adaptive.runs.candidate}` +
                        (adaptive.roundsBefore === 0
                            ? ''
                            : ` (after ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(adaptive.roundsBefore, 'earlier round')})`),
                    stop: adaptive.stop,
                    interval: adaptive.interval === null
                        ? 'empty (every difference rejected)'
                        : (0,_text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatPointsInterval */ .iW)(adaptive.interval),
                },
            }),
        changes: (task.changes ?? []).filter((change) => change.trim() !== ''),
        ...(task.flaky === undefined ? {} : { flaky: task.flaky }),
        deltas: DELTA_COLUMNS.map(({ name, describe }) => {
            const delta = task.deltas[name];
            return delta === undefined
                ? undefined
                : { text: describe(delta), difference: delta.difference };
        }),
        ...(hint === undefined || hint.runsPerSide === null
            ? {}
            : { sampleSize: { runsPerSide: hint.runsPerSide, method: hint.method } }),
        failures: ['candidate', 'baseline'].flatMap((side) => {
            const failures = (0,_failures_and_tools_view_js__WEBPACK_IMPORTED_MODULE_4__/* .viewFailures */ .Zf)(side, task[side]);
            return failures === undefined ? [] : [failures];
        }),
        toolUse,
        toolChanges: toolUse.filter((tool) => tool.change !== undefined),
    };
}
/** A verdict in words; `no change larger than 20 pts` names its δ when there is one. */
function labelVerdict(verdict, delta) {
    if (verdict === 'no_change' && delta !== undefined) {
        return `no change larger than ${Math.round(delta * 100)} pts`;
    }
    return _comparison_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .TASK_VERDICT_LABELS */ .Y3[verdict];
}
/** The label `rows` of `verdict` share, or the general one when their δ differ. */
function labelVerdictOf(verdict, rows) {
    const labels = new Set(rows.filter((row) => row.verdict === verdict).map((row) => row.label));
    const [only] = labels;
    return labels.size === 1 && only !== undefined ? only : _comparison_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .TASK_VERDICT_LABELS */ .Y3[verdict];
}
/** The headline's tasks per verdict in words, `regressed 1 · improved 2`; '' when there are none. */
function describeVerdictCounts({ headline, rows }) {
    return headline.counts
        .map(({ verdict, count }) => `${labelVerdictOf(verdict, rows)} ${count}`)
        .join(' · ');
}
/** `86 runs where fixed k = 20 would have made 800 (11 %)`. */
function describeRunsSpent({ spent, fixedK, maxK }) {
    const share = fixedK === 0 ? '' : ` (${Math.round((spent / fixedK) * 100)} %)`;
    const k = maxK === null ? 'max-k' : String(maxK);
    return `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatCount */ .B4)(spent)} runs where fixed k = ${k} would have made ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatCount */ .B4)(fixedK)}${share}`;
}
/** `e = 41 ≥ 1/α = 20, mean per-task difference −12.0 pp (6 tasks, anytime-valid)`. */
function describeAdaptiveSuite(adaptive) {
    const { eValue, threshold, meanDifference } = adaptive.suite;
    const e = `e = ${(0,_stats_adaptive_k_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatEValue */ .EW)(eValue)} ${eValue >= threshold ? '≥' : '<'} 1/α = ${(0,_stats_adaptive_k_text_js__WEBPACK_IMPORTED_MODULE_1__/* .formatEValue */ .EW)(threshold)}`;
    const mean = meanDifference === null
        ? 'no task has judged runs on both sides'
        : `mean per-task difference ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .formatPoints */ .Xf)(meanDifference)}`;
    return `${e}, ${mean} (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_6__/* .plural */ .LS)(adaptive.rule.tasks, 'task')}, anytime-valid)`;
}
/**
 * Inconclusive at 5/5 vs 5/5, read from the counts in comparisons written before
 * `sameObservedRate`. Not with `--k auto`, whose verdict was not read from the counts.
 */
function hasSameObservedRate(task) {
    if (task.verdict !== 'inconclusive' || task.adaptive !== undefined)
        return false;
    if (task.sameObservedRate === true)
        return true;
    const { baseline, candidate } = task;
    return (baseline !== null &&
        candidate !== null &&
        baseline.observed > 0 &&
        baseline.pass === candidate.pass &&
        baseline.observed === candidate.observed);
}
function describeUnsandboxed(comparison) {
    const sides = ['baseline', 'candidate'].filter((side) => comparison[side].conditions.sandbox?.backend === 'none');
    const [first] = sides;
    if (first === undefined)
        return undefined;
    const line = (0,_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_0__/* .describeSandbox */ .hT)(comparison[first].conditions.sandbox);
    return { line: `${line.charAt(0).toUpperCase()}${line.slice(1)}`, sides };
}
/** One line per reason and its tasks, naming the columns it leaves out (none when all). */
function groupNotCompared(tasks) {
    const byReason = new Map();
    for (const { task, row } of tasks) {
        for (const { name, head } of DELTA_COLUMNS) {
            const reason = task.deltas.omitted[name];
            if (reason === undefined)
                continue;
            const key = `${head}\u0000${reason}`;
            const entry = byReason.get(key) ?? { head, reason, tasks: [] };
            entry.tasks.push(row);
            byReason.set(key, entry);
        }
    }
    const lines = new Map();
    for (const { head, reason, tasks: named } of byReason.values()) {
        const key = `${reason}\u0000${named.map((row) => row.taskId).join('\u0000')}`;
        const line = lines.get(key) ?? { heads: [], reason, tasks: named };
        line.heads.push(head);
        lines.set(key, line);
    }
    return [...lines.values()].map(({ heads, reason, tasks: named }) => ({
        columns: heads.length === DELTA_COLUMNS.length ? [] : heads,
        reason,
        everyTask: named.length === tasks.length && tasks.length > 1,
        tasks: named,
    }));
}
//# sourceMappingURL=comparison-view.js.map

/***/ }),

/***/ 5354:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L3: () => (/* binding */ viewToolUse),
/* harmony export */   Zf: () => (/* binding */ viewFailures),
/* harmony export */   eL: () => (/* binding */ describeFailureCounts),
/* harmony export */   kA: () => (/* binding */ describeUnlisted)
/* harmony export */ });
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3808);
/* harmony import */ var _report_failure_reasons_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2952);
/**
 * Two parts of a comparison row's view: why each side's runs did not pass, and each tool's use base
 * against head. The text is plain, untrusted run output: each renderer escapes it.
 */


/** `3 of 10 failed, 1 errored`. */
function describeFailureCounts(failures) {
    return (0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .describeNotPassed */ .b5)(failures, failures.runs);
}
function describeUnlisted({ side, unlisted }) {
    if (unlisted === undefined)
        return '';
    return (`… and ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(unlisted.reasons, 'more reason')} (${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(unlisted.runs, 'run')}): ` +
        `see the ${side}'s runs.jsonl`);
}
const NO_REASON = 'no reason recorded';
function viewFailures(side, value) {
    const grouped = value?.failureReasons;
    if (value === null || grouped === undefined)
        return undefined;
    const failed = value.observed - value.pass;
    const allErrored = value.errored ?? 0;
    const diverged = Math.min(allErrored, value.diverged ?? 0);
    if (failed + allErrored === 0)
        return undefined;
    return {
        side,
        runs: value.observed + value.missing,
        failed,
        errored: allErrored - diverged,
        diverged,
        reasons: grouped.listed.map((group) => ({
            status: group.status,
            kind: (0,_report_failure_reasons_js__WEBPACK_IMPORTED_MODULE_0__/* .kindOfReason */ .wW)(group),
            text: group.reason === undefined || group.reason.trim() === '' ? NO_REASON : group.reason,
            runs: group.runs,
        })),
        ...(grouped.unlisted === undefined ? {} : { unlisted: grouped.unlisted }),
    };
}
function viewToolUse(toolUse) {
    if (toolUse === undefined)
        return [];
    const { baseline: baseRuns, candidate: candRuns } = toolUse.runs;
    const share = (runs, of) => (of === 0 ? 0 : runs / of);
    const perRun = (calls, of) => (of === 0 ? '—' : (calls / of).toFixed(1));
    return toolUse.tools.map(({ name, baseline, candidate, change }) => {
        const difference = baseRuns === 0 || candRuns === 0
            ? 0
            : share(candidate.runs, candRuns) - share(baseline.runs, baseRuns);
        const text = `${baseline.runs}/${baseRuns} → ${candidate.runs}/${candRuns} runs, ` +
            `${perRun(baseline.calls, baseRuns)} → ${perRun(candidate.calls, candRuns)} calls per run`;
        return {
            name,
            ...(change === undefined
                ? {}
                : { change, changeText: change === 'moved' ? (0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPoints */ .Xf)(difference) : change }),
            text,
            difference,
        };
    });
}
//# sourceMappingURL=failures-and-tools-view.js.map

/***/ }),

/***/ 5641:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cw: () => (/* binding */ describeStop),
/* harmony export */   EW: () => (/* binding */ formatEValue),
/* harmony export */   ii: () => (/* binding */ describeCorrection)
/* harmony export */ });
/* harmony import */ var _adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4456);
/** How adaptive k's record reads in reports and the comment. Pure: no I/O. */

/** The multiplicity rule in one sentence: what a direction needs and which error rate it bounds. */
function describeCorrection(rule) {
    return rule.correction === 'e-bh'
        ? `a direction when e-BH over the tasks' stopped e-values selects it (the k-th claim needs e ≥ tasks/(α·k), α = ${rule.alpha}): false discovery rate ≤ α, which is the chance of any false claim when no task changed`
        : `a direction at e ≥ tasks/α (Bonferroni over the tasks, α = ${rule.alpha}): expected false claims ≤ α`;
}
/** e-values as a reader sees them: 41, 3.2, 0.52, 1.2e+6. */
function formatEValue(value) {
    if (!Number.isFinite(value))
        return '∞';
    if (value >= 1e5)
        return value.toExponential(1).replace('e+', 'e');
    if (value >= 100)
        return String(Math.round(value));
    if (value >= 10)
        return value.toFixed(0);
    return value.toPrecision(2).replace(/\.?0+$/, '');
}
/**
 * Why a task stopped, in one phrase: "stopped after 7 + 7 runs: regressed, e = 41 ≥ 20",
 * "stopped after 3 + 3 runs: no change larger than 20 pts (−12 to +9)", "ran to max-k 20 + 20:
 * inconclusive, e = 2.1 < 400".
 */
function describeStop(task) {
    const runs = (0,_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__/* .taskRuns */ .Ek)(task);
    const pair = `${runs.base} + ${runs.head} runs`;
    const e = formatEValue(task.eValue);
    const threshold = formatEValue(task.threshold);
    switch (task.state) {
        case 'regressed':
        case 'improved':
            return `stopped after ${pair}: ${task.state}, e = ${e} ≥ ${threshold}`;
        case 'no_change_within_delta':
            return `stopped after ${pair}: no change larger than ${points(task.delta)} pts${task.interval === null ? '' : ` (${signedPoints(task.interval.low)} to ${signedPoints(task.interval.high)})`}`;
        case 'open':
            return `open after ${pair}, e = ${e}`;
        case 'inconclusive':
            if (task.stoppedBecause === 'suite') {
                return `stopped with the suite after ${pair}: inconclusive on its own, e = ${e} < ${threshold}`;
            }
            return `ran to max-k (${pair}): inconclusive, e = ${e} < ${threshold}`;
        case 'low_power':
            return `ran to max-k (${pair}): low power, e = ${e} < ${threshold}`;
    }
}
function points(value) {
    return String(Math.round(value * 100));
}
function signedPoints(value) {
    const rounded = Math.round(value * 100);
    return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${-rounded}` : '0';
}
//# sourceMappingURL=adaptive-k-text.js.map

/***/ }),

/***/ 4456:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zr: () => (/* binding */ AdaptiveRecordSchema),
  QS: () => (/* binding */ AdaptiveRuleSchema),
  ki: () => (/* binding */ AdaptiveSuiteSchema),
  cA: () => (/* binding */ StopReasonSchema),
  pj: () => (/* binding */ TaskRoundSchema),
  hC: () => (/* binding */ adaptiveRule),
  uN: () => (/* binding */ addAdaptiveRound),
  qy: () => (/* binding */ nextRound),
  bJ: () => (/* binding */ openTasks),
  vb: () => (/* binding */ startAdaptive),
  Ek: () => (/* binding */ taskRuns)
});

// UNUSED EXPORTS: ADAPTIVE_FORMAT, AdaptiveTaskSchema, SUITE_E_METHOD, SuiteRoundSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/stats/safe-two-proportions.js + 4 modules
var safe_two_proportions = __webpack_require__(8471);
;// CONCATENATED MODULE: ./lib/stats/suite-e-process.js
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


/** The pooled e-process P of the header: all tasks' runs so far, and log P. */
const PooledTestSchema = schemas/* strictObject */.rej({
    base: safe_two_proportions/* SideCountsSchema */.I$,
    head: safe_two_proportions/* SideCountsSchema */.I$,
    logEValue: schemas/* number */.aig(),
});
function startPooled() {
    return { base: { runs: 0, passes: 0 }, head: { runs: 0, passes: 0 }, logEValue: 0 };
}
/** P after a round: each open task's runs multiply it by the factor of the pooled counts before it. */
function addPooledRound(pooled, rounds, prior) {
    if (pooled === undefined)
        return undefined;
    let { logEValue } = pooled;
    const base = { ...pooled.base };
    const head = { ...pooled.head };
    for (const round of rounds) {
        if (round === undefined)
            continue;
        logEValue += (0,safe_two_proportions/* computeRoundLogFactor */.Bf)(pooled.base, pooled.head, round, prior);
        base.runs += round.base.runs;
        base.passes += round.base.passes;
        head.runs += round.head.runs;
        head.passes += round.head.passes;
    }
    return { base, head, logEValue };
}
/** E_suite = ½ ∏_j E_j + ½ P, or the product alone for a record without P. */
function suiteEValue(logProduct, pooled) {
    return pooled === undefined
        ? Math.exp(logProduct)
        : (Math.exp(logProduct) + Math.exp(pooled.logEValue)) / 2;
}
//# sourceMappingURL=suite-e-process.js.map
// EXTERNAL MODULE: ./lib/stats/safe-test-schema.js
var safe_test_schema = __webpack_require__(5231);
;// CONCATENATED MODULE: ./lib/stats/task-decision.js
/**
 * Where each task of an adaptive comparison stands after a round (SPEC §5, "Adaptive k"), from
 * its safe test and confidence sequence (`safe-two-proportions.ts`). Pure: no I/O.
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
 *   the simulation of docs/adaptive-k.md measures it.
 * - Bonferroni (records of `correction: 'bonferroni'`): a direction when a task's e-value has ever
 *   reached m/α. By Ville and a union bound the expected number of false directions per
 *   comparison is at most α, and so is the chance of any.
 *
 * `no change larger than δ` reads the task's own confidence sequence at level α (threshold 1/α,
 * uncorrected): a task whose true change is δ or more gets that label with probability at most α.
 * The side of a claim is the sequence's when it excludes 0 (else the observed rates'); the claim
 * itself is the test's (the mixture E_n), never the sequence's.
 */


/**
 * e-BH's number of claims: k* = max{k : e_(k) ≥ tasks/(alpha k)} over the e-values given as logs
 * (−Infinity for a task that cannot be claimed), with m = max(tasks, values given). The claims are
 * the tasks with log e ≥ log(m/(alpha k*)).
 */
function countEBHClaims(logEValues, tasks, alpha = safe_two_proportions/* DEFAULT_ALPHA */.pO) {
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
 * tasks/alpha (with `threshold`: once its current e-value does), its side from the confidence
 * sequence, else the observed rates; `no_change_within_delta` once every grid difference with
 * |d0| ≥ delta has been rejected at alpha, after minK rounds; at maxK rounds, `low_power` if no
 * sequence of maxK rounds could have reached the threshold, else `inconclusive`; else `open`.
 */
function decideTask(options) {
    const { state, tasks = 1, alpha = safe_two_proportions/* DEFAULT_ALPHA */.pO, delta = safe_two_proportions/* DEFAULT_DELTA */.dH, minK = safe_two_proportions/* DEFAULT_MIN_K */.xj, maxK = safe_two_proportions/* DEFAULT_MAX_K */.BE, roundsBefore = 0, } = options;
    const threshold = options.threshold ?? tasks / alpha;
    const evidence = options.threshold === undefined ? state.maxLogEValue : state.logEValue;
    const interval = (0,safe_two_proportions/* computeConfidenceSequence */.L6)(state, alpha);
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
    const equivalent = state.differenceMaxLogE.every((max, index) => Math.abs(safe_test_schema/* DIFFERENCE_GRID */.NN[index] ?? 0) < delta - 1e-9 || max >= logAlpha);
    if (equivalent)
        return decision('no_change_within_delta');
    if (rounds < maxK)
        return decision('open');
    return decision((0,safe_two_proportions/* computeLargestLogEValue */.uq)(maxK, state) < Math.log(threshold) ? 'low_power' : 'inconclusive');
}
/** The direction a claim on this task would take, or null when the data give none. */
function claimDirection(state, alpha = safe_two_proportions/* DEFAULT_ALPHA */.pO) {
    return chooseDirection(state, (0,safe_two_proportions/* computeConfidenceSequence */.L6)(state, alpha));
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
//# sourceMappingURL=task-decision.js.map
;// CONCATENATED MODULE: ./lib/stats/adaptive-k.js
/**
 * `--k auto` (SPEC §5 "Adaptive k"): the record of an adaptive comparison, round by round, which a
 * report keeps and a re-run resumes. Each task has its safe test (`safe-two-proportions.ts`); after
 * a round its outcomes are added and `decideTask` says whether it stops. Pure: no I/O.
 *
 * Multiplicity: e-BH over the tasks' e-values (false discovery rate ≤ α, the chance of any false
 * claim when no task changed). After every round every task is judged again: an open task stops
 * with a direction once e-BH selects it (the k-th claim needs e ≥ m/(α k)), else for no change
 * within δ or at max-k (`decideTask`); a task stopped otherwise keeps its frozen e-value and is
 * claimed if a later e-BH selects it; a claim stays. `correction: 'bonferroni'` keeps e ≥ m/α.
 *
 * The suite's verdict (`suite-e-process.ts`) is anytime-valid too. It stops the run only with
 * `stopAt: 'suite'`: once its e-value reaches 1/α every open task stops undecided, a stopping time
 * like any other, so no claim loses its validity.
 */




const AdaptiveRuleSchema = schemas/* strictObject */.rej({
    alpha: schemas/* number */.aig().gt(0).lt(1),
    delta: schemas/* number */.aig().gt(0).lt(1),
    minK: schemas/* number */.aig().int().min(1),
    maxK: schemas/* number */.aig().int().min(1),
    /** safestats' Beta(β, β) prior: the test of records without `alternative`, and the suite's P. */
    prior: schemas/* number */.aig().positive(),
    /** The test's mixture (`safe-two-proportions.ts`); absent in records written before it. */
    alternative: safe_two_proportions/* ShiftAlternativeSchema */.rb.optional(),
    /** The test's horizon at max-k (level and share); absent in records written before it. */
    horizon: safe_two_proportions/* HorizonSchema */.Rf.omit({ rounds: true }).optional(),
    /** The confidence sequence's Beta(β_cs, β_cs) prior; absent in older records (they used `prior`). */
    confidencePrior: schemas/* number */.aig().positive().optional(),
    /** Tasks in the comparison (m, fixed before the first round). */
    tasks: schemas/* number */.aig().int().min(1),
    /** `e-bh`: the k-th claim needs e ≥ tasks/(alpha k); `bonferroni`: every claim e ≥ tasks/alpha. */
    correction: schemas/* enum */.k5n(['e-bh', 'bonferroni']),
    /** `tasks` (default): a task's own rule alone; `suite`: also the suite's verdict (the header). */
    stopAt: schemas/* enum */.k5n(['tasks', 'suite']).optional(),
});
function adaptiveRule(tasks, settings = {}) {
    const alpha = settings.alpha ?? safe_two_proportions/* DEFAULT_ALPHA */.pO;
    const maxK = settings.maxK ?? safe_two_proportions/* DEFAULT_MAX_K */.BE;
    const correction = settings.correction ?? 'e-bh';
    const { level, weight } = (0,safe_two_proportions/* horizonOf */.dK)(maxK, tasks, alpha); // none with Bonferroni (its header)
    return AdaptiveRuleSchema.parse({
        ...(settings.stopAt === 'suite' ? { stopAt: 'suite' } : {}),
        alpha,
        delta: settings.delta ?? safe_two_proportions/* DEFAULT_DELTA */.dH,
        minK: settings.minK ?? safe_two_proportions/* DEFAULT_MIN_K */.xj,
        maxK,
        prior: safe_two_proportions/* DEFAULT_PRIOR */.ts,
        alternative: safe_two_proportions/* DEFAULT_ALTERNATIVE */.y7,
        ...(correction === 'e-bh' ? { horizon: { level, weight } } : {}),
        confidencePrior: safe_two_proportions/* DEFAULT_CONFIDENCE_PRIOR */.CW,
        tasks,
        correction,
    });
}
const count = schemas/* number */.aig().int().min(0);
/** One round of one task: its runs' counts and the task's e-value after it. */
const TaskRoundSchema = safe_two_proportions/* RoundSchema */.Wg.extend({
    round: schemas/* number */.aig().int().min(1),
    eValue: schemas/* number */.aig().min(0),
});
/** Why a task stopped (or `open`: it would run another round). */
const StopReasonSchema = schemas/* enum */.k5n(['e_value', 'within_delta', 'max_k', 'suite', 'open']);
const AdaptiveTaskSchema = schemas/* strictObject */.rej({
    taskId: schemas/* string */.YjP(),
    /** Per task: δ may be a task's own setting. */
    delta: schemas/* number */.aig().gt(0).lt(1),
    state: safe_two_proportions/* TaskStateSchema */.Wr,
    stoppedBecause: StopReasonSchema,
    /** The e-process, resumable by a later run. */
    test: safe_two_proportions/* SafeTestStateSchema */.eB,
    /** Rounds in `test` before this run began (a continuation); min-k and max-k count from there. */
    roundsBefore: count,
    eValue: schemas/* number */.aig().min(0),
    /** The e-value a direction needed when last judged: e-BH's tasks/(alpha k), or (k + 1) if unclaimed. */
    threshold: schemas/* number */.aig().positive(),
    /** The task's 95 % confidence sequence for head − base; null when every value was rejected. */
    interval: schemas/* strictObject */.rej({ low: schemas/* number */.aig(), high: schemas/* number */.aig() }).nullable(),
    /** This run's rounds (earlier runs' rounds are in their own reports). */
    rounds: schemas/* array */.YOg(TaskRoundSchema),
});
const SuiteRoundSchema = schemas/* strictObject */.rej({
    round: schemas/* number */.aig().int().min(1),
    /** Tasks that ran in this round. */
    open: count,
    eValue: schemas/* number */.aig().min(0),
});
const AdaptiveSuiteSchema = schemas/* strictObject */.rej({
    verdict: schemas/* enum */.k5n(['improved', 'regressed', 'inconclusive']),
    /** ½ (product of the tasks' e-values) + ½ P; the product alone in records without `pooled`. */
    eValue: schemas/* number */.aig().min(0),
    /** The product of the tasks' e-values. */
    productEValue: schemas/* number */.aig().min(0).optional(),
    pooled: PooledTestSchema.optional(),
    threshold: schemas/* number */.aig().positive(),
    /** Mean over the tasks of head − base observed rates (judged runs). */
    meanDifference: schemas/* number */.aig().min(-1).max(1).nullable(),
    method: schemas/* string */.YjP(),
    rounds: schemas/* array */.YOg(SuiteRoundSchema),
});
const ADAPTIVE_FORMAT = 'adaptive/v1';
const AdaptiveRecordSchema = schemas/* strictObject */.rej({
    format: schemas/* literal */.euz(ADAPTIVE_FORMAT),
    rule: AdaptiveRuleSchema,
    tasks: schemas/* array */.YOg(AdaptiveTaskSchema),
    suite: AdaptiveSuiteSchema,
    /** Runs made on both sides (judged or not), and what fixed k = max-k would have made. */
    runs: schemas/* strictObject */.rej({ spent: count, fixedK: count }),
});
const SUITE_E_METHOD = 'average of the product of the tasks’ e-values and a pooled e-process over all tasks’ runs (tasks independent), against 1/α: a claim that some task changed, valid under optional stopping and continuation; its direction is the mean observed difference';
/** A new record for `taskIds`; `resumed` tasks continue their stored e-process. */
function startAdaptive(rule, taskIds, options = {}) {
    const fresh = taskIds.map((taskId) => {
        const test = options.resumed?.get(taskId) ??
            (0,safe_two_proportions/* createSafeTestState */.b3)(rule.prior, rule.confidencePrior ?? rule.prior, rule.alternative ?? null, rule.horizon === undefined ? null : { ...rule.horizon, rounds: rule.maxK });
        return {
            taskId,
            delta: options.deltaOf?.(taskId) ?? rule.delta,
            state: 'open',
            stoppedBecause: 'open',
            test,
            roundsBefore: test.rounds,
            eValue: Math.exp(test.logEValue),
            threshold: rule.tasks / rule.alpha,
            interval: null,
            rounds: [],
        };
    });
    const tasks = judgeTasks(rule, fresh);
    return summarize({
        format: ADAPTIVE_FORMAT,
        rule,
        tasks,
        suite: {
            verdict: 'inconclusive',
            eValue: 1,
            pooled: options.resumedPooled ?? startPooled(),
            threshold: 1,
            meanDifference: null,
            method: '',
            rounds: [],
        },
        runs: { spent: 0, fixedK: 0 },
    });
}
/** Tasks that run another round. */
function openTasks(record) {
    return record.tasks.filter((task) => task.state === 'open').map((task) => task.taskId);
}
/** The round number this run's next round has (1 for a fresh run). */
function nextRound(record) {
    return Math.max(0, ...record.tasks.map((task) => task.test.rounds - task.roundsBefore)) + 1;
}
/**
 * The record after one round: `outcomes` holds each open task's judged runs (a task absent from it
 * adds no evidence but counts a round); `spent` counts every run made.
 */
function addAdaptiveRound(record, outcomes, spent) {
    const round = nextRound(record);
    const played = record.tasks.map((task) => {
        if (task.state !== 'open')
            return task;
        const counts = outcomes.get(task.taskId) ?? {
            base: { runs: 0, passes: 0 },
            head: { runs: 0, passes: 0 },
        };
        const test = (0,safe_two_proportions/* addRound */.i_)(task.test, counts);
        return {
            ...task,
            test,
            rounds: [...task.rounds, { round, ...counts, eValue: Math.exp(test.logEValue) }],
        };
    });
    const judged = judgeTasks(record.rule, played, record.tasks);
    const pooled = addPooledRound(record.suite.pooled, record.tasks.filter((task) => task.state === 'open').map((task) => outcomes.get(task.taskId)), record.rule.prior);
    const open = record.tasks.filter((task) => task.state === 'open').length;
    const summarized = summarize({
        ...record,
        suite: { ...record.suite, ...(pooled === undefined ? {} : { pooled }) },
        tasks: judged,
        runs: { ...record.runs, spent: record.runs.spent + spent },
    });
    const next = record.rule.stopAt === 'suite' && summarized.suite.verdict !== 'inconclusive'
        ? { ...summarized, tasks: judged.map(stopWithSuite) }
        : summarized;
    return {
        ...next,
        suite: {
            ...next.suite,
            rounds: [...record.suite.rounds, { round, open, eValue: next.suite.eValue }],
        },
    };
}
/** An open task when the suite's verdict stops the run: undecided on its own. */
function stopWithSuite(task) {
    return task.state === 'open' ? { ...task, state: 'inconclusive', stoppedBecause: 'suite' } : task;
}
const isClaim = (state) => state === 'regressed' || state === 'improved';
/**
 * Every task after a round (`before`: the states before it). Bonferroni judges the open tasks. e-BH
 * runs over all tasks' e-values (−∞ without a direction) and judges the open tasks and the
 * stopped-unclaimed ones it selects.
 */
function judgeTasks(rule, tasks, before = tasks) {
    const open = (index) => before[index]?.state === 'open';
    if (rule.correction === 'bonferroni') {
        return tasks.map((task, index) => (open(index) ? judge(rule, task) : task));
    }
    const logEValues = tasks.map((task) => claimDirection(task.test, rule.alpha) === null ? -Infinity : task.test.logEValue);
    const claims = countEBHClaims(logEValues, rule.tasks, rule.alpha);
    const m = Math.max(rule.tasks, tasks.length);
    return tasks.map((task, index) => {
        const selected = claims > 0 && (logEValues[index] ?? -Infinity) >= Math.log(m / (rule.alpha * claims));
        if (!open(index) && (isClaim(task.state) || !selected))
            return task;
        return judge(rule, task, m / (rule.alpha * (selected ? claims : claims + 1)));
    });
}
function judge(rule, task, threshold) {
    const decision = decideTask({
        state: task.test,
        tasks: rule.tasks,
        threshold,
        alpha: rule.alpha,
        delta: task.delta,
        minK: rule.minK,
        maxK: rule.maxK,
        roundsBefore: task.roundsBefore,
    });
    return {
        ...task,
        state: decision.state,
        stoppedBecause: stopReasonOf(decision.state),
        eValue: decision.eValue,
        threshold: decision.threshold,
        interval: decision.interval,
    };
}
function stopReasonOf(state) {
    if (isClaim(state))
        return 'e_value';
    if (state === 'no_change_within_delta')
        return 'within_delta';
    if (state === 'open')
        return 'open';
    return 'max_k';
}
/** The suite's e-value, verdict and the runs fixed k would have made. */
function summarize(record) {
    const { rule } = record;
    const logProduct = record.tasks.reduce((sum, task) => sum + task.test.logEValue, 0);
    const { pooled } = record.suite;
    const eValue = suiteEValue(logProduct, pooled);
    const differences = record.tasks
        .filter((task) => task.test.base.runs > 0 && task.test.head.runs > 0)
        .map((task) => task.test.head.passes / task.test.head.runs - task.test.base.passes / task.test.base.runs);
    const meanDifference = differences.length === 0
        ? null
        : differences.reduce((sum, value) => sum + value, 0) / differences.length;
    const threshold = 1 / rule.alpha;
    const verdict = eValue >= threshold && meanDifference !== null && meanDifference !== 0
        ? meanDifference < 0
            ? 'regressed'
            : 'improved'
        : 'inconclusive';
    return {
        ...record,
        suite: {
            verdict,
            eValue,
            ...(pooled === undefined ? {} : { productEValue: Math.exp(logProduct), pooled }),
            threshold,
            meanDifference,
            method: SUITE_E_METHOD,
            rounds: record.suite.rounds,
        },
        runs: { spent: record.runs.spent, fixedK: record.tasks.length * rule.maxK * 2 },
    };
}
/** Runs a task made on both sides in this run. */
function taskRuns(task) {
    return task.rounds.reduce((sum, round) => ({ base: sum.base + round.base.runs, head: sum.head + round.head.runs }), { base: 0, head: 0 });
}
//# sourceMappingURL=adaptive-k.js.map

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
 * a task's total passes, the candidate's passes are hypergeometric whatever that rate is; the
 * statistic is the sum over tasks of (candidate rate − baseline rate), reported as a mean. Tasks
 * with the same run counts share a lattice and are convolved exactly; the null distribution is
 * exact up to `MAX_EXACT_VALUES` values, else estimated from `MONTE_CARLO_DRAWS` seeded draws.
 *
 * Two-sided at 5 % as two one-sided tests at 2.5 %. The tail is monotone: turning one run's outcome
 * against a direction never makes that direction's tail smaller, which lets missing runs bound the
 * verdict. The 95 % interval is the same test inverted over shifts of the statistic, with the same
 * critical values, so it excludes 0 exactly when the test claims a direction. Pure, deterministic.
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
    // A shift δ of the mean is kept when (observed − δ·count) lies between the critical values;
    // never past 0 on its side, so the interval always holds the observed mean.
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
 * One task alone: the two-sided p-value of its observed difference, and the smallest any split of
 * its passes could give (whether it could show a difference at all). Always exact.
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
    const entries = mergeClose(Array.from(sample, (value) => [value, weight]));
    return withTails(entries, weight, { exact: false, draws });
}
/**
 * The distribution of (a value of `entries`) + step · (a value of the group), sorted; equal sums
 * are gathered by a key on the tolerance's grid before the sort, close ones merged after it.
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
    return mergeClose([...gathered.values()].sort((a, b) => a[0] - b[0]));
}
/** Sorted entries with any value within the tolerance of the one before merged into it. */
function mergeClose(sorted) {
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
 * An interval end past 0 by more than the tolerance is kept (exactly when the test claims that
 * direction); otherwise it stops at 0, so "excludes 0" and "claims a direction" are one comparison.
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3808);
/* harmony import */ var _verdict_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9310);
/* harmony import */ var _permutation_test_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2184);
/**
 * The suite-level verdict of a live comparison (SPEC §5), paired by task: twenty tasks that each
 * drop from 5/5 to 4/5 are each inconclusive, yet together say the agent got worse. It says
 * nothing about any single task.
 *
 * Method: the stratified permutation test (`permutation-test.ts`) over the tasks with judged runs
 * on both sides, and its inverted 95 % interval. With missing runs the test is run again with every
 * missing run counted against improvement and against regression, and the verdict follows the
 * interval made of the two; by the tail's monotonicity missing runs can take a claim away but
 * never create one. Pure and deterministic.
 */





/** Fewer tasks with judged runs on both sides than this is low power. */
const MIN_SUITE_TASKS = 5;
const SUITE_ALPHA = (/* unused pure expression or super */ null && (PERMUTATION_ALPHA));
const SuiteVerdictSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['improved', 'regressed', 'inconclusive', 'low_power']);
const { improved, regressed, inconclusive, low_power } = _verdict_js__WEBPACK_IMPORTED_MODULE_0__/* .VERDICT_LABELS */ .W4;
/** The task verdicts' words: a suite verdict is one of theirs. */
const SUITE_VERDICT_LABELS = {
    improved,
    regressed,
    inconclusive,
    low_power,
};
/** A difference of rates: unlike a rate, it may be negative. */
const DifferenceIntervalSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    low: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(-1).max(1),
    high: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(-1).max(1),
});
const count = zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0);
const SuiteDecisionSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    verdict: SuiteVerdictSchema,
    /** Tasks with judged runs on both sides: the strata. */
    tasks: count,
    /** Mean over those tasks of candidate rate − baseline rate; null with no such task. */
    meanDifference: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(-1).max(1).nullable(),
    /** 95 % interval for `meanDifference` (the test inverted: excludes 0 iff `pValue` < 5 %). */
    interval: DifferenceIntervalSchema.nullable(),
    /** Two-sided p-value of the permutation test on judged runs; null with no such task. */
    pValue: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).max(1).nullable(),
    /** Missing runs of the tasks both sides planned; present when there are any. */
    missing: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ baseline: count, candidate: count }).optional(),
    /** With missing runs: each end with every missing run counted against its direction. */
    boundedInterval: DifferenceIntervalSchema.optional(),
    /** How the verdict was reached, in one sentence. */
    method: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** True when every p-value and interval is exact, false when one is a Monte Carlo estimate. */
    exact: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY(),
    /** Monte Carlo draws, when not exact. */
    draws: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1).optional(),
});
/** The limits every suite-level verdict states. */
const SUITE_VERDICT_FOOTNOTE = 'The suite verdict is a stratified permutation test of the side labels within each task ' +
    '(two-sided, 5 %), with a 95 % interval for the mean per-task difference in pass rate from ' +
    'the same test inverted, so the two never disagree; a direction is claimed only if it holds ' +
    'with every missing run counted against it. It assumes runs are independent within a task and ' +
    'treats tasks as strata; it claims nothing about any single task.';
/** The numbers behind a suite verdict in one sentence (`mean per-task difference −20.0 pp, …`). */
function describeSuiteDecision(decision) {
    const { tasks, meanDifference, interval, pValue, missing, boundedInterval } = decision;
    const paired = `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(tasks, 'task')} paired`;
    if (meanDifference === null || interval === null || pValue === null) {
        return `no task has judged runs on both sides; at least ${MIN_SUITE_TASKS} are needed`;
    }
    const how = decision.exact ? 'exact' : `Monte Carlo, ${decision.draws ?? 0} draws`;
    const numbers = `mean per-task difference ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPoints */ .Xf)(meanDifference)}, 95 % interval ` +
        `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPointsInterval */ .iW)(interval)}, ${formatPValue(pValue)}`;
    const power = tasks < MIN_SUITE_TASKS
        ? `; at least ${MIN_SUITE_TASKS} tasks are needed to claim a direction`
        : '';
    if (missing === undefined || boundedInterval === undefined) {
        return `${numbers} (${paired}, ${how})${power}`;
    }
    const bounded = `with the missing runs counted against each direction, ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .formatPointsInterval */ .iW)(boundedInterval)}`;
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
    const observed = (0,_permutation_test_js__WEBPACK_IMPORTED_MODULE_1__/* .runPermutationTest */ .ej)(judged.map(judgedOnly), options);
    const tests = [observed];
    let boundedInterval;
    if (hasMissing) {
        const against = (direction) => (0,_permutation_test_js__WEBPACK_IMPORTED_MODULE_1__/* .runPermutationTest */ .ej)(planned.map((pair) => countedAgainst(pair, direction)), options);
        const againstImproved = against('improved');
        const againstRegressed = against('regressed');
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
    return (`stratified permutation test of the side labels within each of ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(tasks, 'task')}, ` +
        `${how}; statistic: mean per-task difference in pass ` +
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
/** Against improvement a missing candidate run fails and a missing baseline run passes; and back. */
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
        (0,_permutation_test_js__WEBPACK_IMPORTED_MODULE_1__/* .assertSide */ .MV)(side, name);
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
/* harmony export */   W4: () => (/* binding */ VERDICT_LABELS),
/* harmony export */   jp: () => (/* binding */ VerdictSchema),
/* harmony export */   tE: () => (/* binding */ COMPARISON_FOOTNOTE)
/* harmony export */ });
/* unused harmony export VerdictDecisionSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3808);
/* harmony import */ var _counts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2839);
/**
 * A task's verdict from counts alone (SPEC §5): a direction only when the 95 % Wilson intervals are
 * disjoint, and still so with the unjudged runs counted either way. Checks of the conditions and
 * the task-count correction (`task-count-correction.ts`) are compare's.
 */



/** Machine values in snake_case, like run statuses; `VERDICT_LABELS` has the words a reader sees. */
const VerdictSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([
    'improved',
    'regressed',
    'inconclusive',
    'low_power',
    'not_comparable',
    /** `--k auto` only: the task's confidence sequence lies inside ±δ (SPEC §5 "Adaptive k"). */
    'no_change',
]);
const VERDICT_LABELS = {
    improved: 'improved',
    regressed: 'regressed',
    inconclusive: 'inconclusive',
    low_power: 'low power',
    not_comparable: 'not comparable',
    no_change: 'no change larger than δ',
};
const VerdictDecisionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    verdict: VerdictSchema,
    /** One sentence with the numbers behind the verdict, for reports and PR comments. */
    reason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
/** The limits every comparison states; figures from `scripts/per-task-false-claims.mjs`. */
const COMPARISON_FOOTNOTE = 'Verdicts compare 95 % Wilson intervals: a conservative filter, not a significance test. ' +
    "Live, a task keeps its direction only if its exact test also survives Holm's correction for " +
    'the number of tasks, which holds false per-task claims to at most 0.03 per comparison where ' +
    'nothing changed (simulated for 10–200 tasks at k = 5–20; without it, 0.17 at 50 tasks and ' +
    'k = 10). Repetitions are assumed independent; errored runs are excluded from every rate ' +
    '(counted apart, and bounded).';
/** Where `candidate` lies relative to `base`; touching intervals overlap (conservative). */
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
        const described = underpowered.map((side) => `${side.name} has ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(side.counts.observed, 'judged run')}`);
        return {
            verdict: 'low_power',
            reason: `${described.join(' and ')}; at least ${_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .MIN_JUDGED_RUNS */ .KU} per side are needed to claim a direction`,
        };
    }
    const baseObserved = (0,_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .observedInterval */ .iI)(base.counts);
    const candidateObserved = (0,_counts_js__WEBPACK_IMPORTED_MODULE_0__/* .observedInterval */ .iI)(candidate.counts);
    const position = locateInterval(candidateObserved, baseObserved);
    const observedText = `baseline ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatInterval */ .vy)(baseObserved)}, candidate ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatInterval */ .vy)(candidateObserved)}`;
    if (position === 'overlap') {
        return { verdict: 'inconclusive', reason: `the intervals overlap: ${observedText}` };
    }
    const verdict = position === 'above' ? 'improved' : 'regressed';
    const missing = sides.filter((side) => side.counts.missing > 0);
    const claim = `the intervals are disjoint: ${observedText}`;
    if (missing.length === 0)
        return { verdict, reason: claim };
    const missingText = missing
        .map((side) => `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(side.counts.missing, 'missing run')} on ${side.name}`)
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
            `the bounded intervals overlap: baseline ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatInterval */ .vy)(baseBounded)}, ` +
            `candidate ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatInterval */ .vy)(candidateBounded)}`,
    };
}
//# sourceMappingURL=verdict.js.map

/***/ })

};
