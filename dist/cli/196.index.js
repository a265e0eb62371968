export const id = 196;
export const ids = [196];
export const modules = {

/***/ 9164:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gg: () => (/* binding */ buildPlan),
/* harmony export */   Re: () => (/* binding */ plannedRunCount),
/* harmony export */   nR: () => (/* binding */ selectTasks),
/* harmony export */   pE: () => (/* binding */ checkRunBudget),
/* harmony export */   uK: () => (/* binding */ parseShard),
/* harmony export */   zX: () => (/* binding */ parseTaskList)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _stats_mulberry32_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3752);
/**
 * Every (task, repetition) to run, in a seeded order; the provider never receives the seed. A shard
 * is a deterministic slice, so n machines together run each planned run exactly once.
 */


/** Parses `i/n` (1 ≤ i ≤ n). */
function parseShard(text) {
    const match = /^(\d+)\/(\d+)$/.exec(text.trim());
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (match === null || count < 1 || index < 1 || index > count) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--shard ${JSON.stringify(text)}: expected i/n with 1 ≤ i ≤ n, e.g. 2/4`);
    }
    return { index, count };
}
function buildPlan(options) {
    const canonical = [];
    for (const taskId of options.taskIds) {
        for (let repetition = 1; repetition <= options.k; repetition += 1) {
            canonical.push({ taskId, repetition, seed: options.seed + repetition });
        }
    }
    // The shard is cut from the canonical order, so it does not depend on the shuffle.
    const { shard } = options;
    const order = shard === undefined
        ? canonical
        : canonical.filter((_, index) => index % shard.count === shard.index - 1);
    const random = (0,_stats_mulberry32_js__WEBPACK_IMPORTED_MODULE_1__/* .mulberry32 */ .s)(options.seed);
    for (let index = order.length - 1; index > 0; index -= 1) {
        const other = Math.floor(random() * (index + 1));
        [order[index], order[other]] = [order[other], order[index]];
    }
    return order;
}
/** The ids of a list such as `--tasks a,suite/b`, without the suite's prefix. */
function parseTaskList(suiteId, list) {
    return list
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .map((entry) => (entry.startsWith(`${suiteId}/`) ? entry.slice(suiteId.length + 1) : entry));
}
/** Resolves `--tasks id,id` (or `suite/id`) against a suite's tasks; unknown ids are a usage error. */
function selectTasks(suiteId, taskIds, selection) {
    if (selection === undefined || selection.trim() === '')
        return [...taskIds];
    const wanted = parseTaskList(suiteId, selection);
    const unknown = wanted.filter((id) => !taskIds.includes(id));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--tasks: no task ${unknown.map((id) => JSON.stringify(id)).join(', ')} in suite "${suiteId}" (it has ${taskIds.join(', ')})`);
    }
    return taskIds.filter((id) => wanted.includes(id));
}
/** The runs a plan of `taskCount` tasks × `k` holds, or the slice of them one shard runs. */
function plannedRunCount(taskCount, k, shard) {
    const total = taskCount * k;
    if (shard === undefined)
        return total;
    // The shard takes every count-th run of the canonical order, starting at index - 1.
    return Math.max(0, Math.ceil((total - (shard.index - 1)) / shard.count));
}
/** The runs a plan may make at `k` in the worst case: each planned run and all its re-runs. */
function worstCaseAt(budget, k) {
    return budget.runsAt(k) * (1 + budget.reRunsPerRun);
}
function largestFittingK(budget) {
    for (let k = budget.k - 1; k >= 1; k -= 1) {
        if (worstCaseAt(budget, k) <= budget.maxRuns)
            return k;
    }
    return undefined;
}
/**
 * Refuses, before any model call, a plan that could make more runs than the budget, re-runs
 * included (SPEC §6, §7), saying which part went over and how to bring it under.
 */
function checkRunBudget(budget) {
    const { maxRuns, budgetName, reRunsPerRun } = budget;
    const planned = budget.runsAt(budget.k);
    const worst = worstCaseAt(budget, budget.k);
    if (worst <= maxRuns)
        return;
    const withReRuns = (runs) => reRunsPerRun === 0 ? '' : ` (${runs * (1 + reRunsPerRun)} with re-runs)`;
    const fitting = budget.kName === undefined ? undefined : largestFittingK(budget);
    const fittingRuns = fitting === undefined ? 0 : budget.runsAt(fitting);
    const ways = [
        ...(fitting === undefined
            ? []
            : [`${budget.kName} ${fitting} would plan ${fittingRuns}${withReRuns(fittingRuns)}`]),
        ...budget.otherWays,
        reRunsPerRun === 0
            ? `or raise ${budgetName}`
            : `or raise ${budgetName} to ${worst} (${planned} planned + up to ${worst - planned} re-runs)`,
    ];
    const reRuns = `a run is attempted again after a transient error, up to ${reRunsPerRun} more time(s)`;
    const overBy = planned > maxRuns
        ? `more than ${maxRuns}${reRunsPerRun === 0 ? '' : ' before any re-run'}`
        : `within ${maxRuns}, but the re-runs push it over: ${reRuns}, so up to ${worst} runs in all`;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${budgetName} ${maxRuns}: the plan has ${planned} run(s) that call a model (${budget.breakdown}), ${overBy}; nothing was run. To lower it: ${ways.join('; ')}`);
}
//# sourceMappingURL=plan.js.map

/***/ }),

/***/ 4480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ buildReport),
  r7: () => (/* binding */ runKey),
  CT: () => (/* binding */ secretsRedactedNote)
});

// UNUSED EXPORTS: REPLAY_NOTE, SCRIPTED_NOTE, decideState

// EXTERNAL MODULE: ./lib/provider/secret-redact.js
var secret_redact = __webpack_require__(6403);
// EXTERNAL MODULE: ./lib/run-dir/record-schema.js
var record_schema = __webpack_require__(7152);
// EXTERNAL MODULE: ./lib/stats/counts.js
var stats_counts = __webpack_require__(2839);
// EXTERNAL MODULE: ./lib/stats/estimated.js
var stats_estimated = __webpack_require__(2573);
// EXTERNAL MODULE: ./lib/stats/measured.js
var stats_measured = __webpack_require__(2943);
;// CONCATENATED MODULE: ./lib/stats/pass-at-k.js
/**
 * pass@k ("can it ever?") and pass^k ("can I trust it?") per task (SPEC §5): the unbiased
 * estimators over n judged runs with c passes, as products of ratios ≤ 1 (no overflow at large n).
 */
/** 1 − C(n−c, k) / C(n, k); below k judged runs, 1 once a pass is judged, else unknown (null). */
function passAtK(passes, judged, k) {
    assertArguments(passes, judged, k);
    if (judged < k)
        return passes > 0 ? 1 : null;
    const failures = judged - passes;
    // Fewer failures than k: every draw of k runs holds a pass. Returned exactly, not as 1 − 0.0…
    if (failures < k)
        return 1;
    return 1 - multiplyRatios(failures, judged, k);
}
/** C(c, k) / C(n, k); below k judged runs, 0 once a failure is judged, else unknown (null). */
function passHatK(passes, judged, k) {
    assertArguments(passes, judged, k);
    if (judged < k)
        return passes < judged ? 0 : null;
    if (passes < k)
        return 0;
    return multiplyRatios(passes, judged, k);
}
/** Passed at least once but not every time, as soon as both are known. */
function isFlaky(passes, judged, k) {
    const atK = passAtK(passes, judged, k);
    const hatK = passHatK(passes, judged, k);
    return atK !== null && hatK !== null && atK > 0 && hatK < 1;
}
/** C(part, k) / C(whole, k) = ∏_{i<k} (part − i) / (whole − i), for part ≥ k. */
function multiplyRatios(part, whole, k) {
    let product = 1;
    for (let i = 0; i < k; i += 1)
        product *= (part - i) / (whole - i);
    return product;
}
function assertArguments(passes, judged, k) {
    if (!Number.isInteger(k) || k < 1)
        throw new RangeError(`k must be a positive integer, got ${k}`);
    if (!Number.isInteger(judged) || judged < 0) {
        throw new RangeError(`judged runs must be a non-negative integer, got ${judged}`);
    }
    if (!Number.isInteger(passes) || passes < 0 || passes > judged) {
        throw new RangeError(`passes must be an integer in [0, ${judged}], got ${passes}`);
    }
}
//# sourceMappingURL=pass-at-k.js.map
// EXTERNAL MODULE: ./lib/report/failure-reasons.js
var failure_reasons = __webpack_require__(2952);
// EXTERNAL MODULE: ./lib/report/report-schema.js
var report_schema = __webpack_require__(9524);
// EXTERNAL MODULE: ./lib/text/markdown.js
var markdown = __webpack_require__(6362);
;// CONCATENATED MODULE: ./lib/report/tool-use.js


/** Most runs first, then most calls, then by name; beyond `maxListed`, counted. */
function tallyToolUse(records, maxListed = report_schema/* MAX_LISTED_TOOLS */.jS) {
    const judged = records.filter((record) => record.status !== 'error');
    const tallies = new Map();
    for (const record of judged) {
        const called = new Set();
        for (const call of record.toolCalls) {
            const name = (0,markdown/* truncateText */.EJ)(call.name, report_schema/* MAX_TOOL_NAME_CHARS */.Qd);
            const tally = tallies.get(name) ?? { name, runs: 0, calls: 0 };
            tally.calls += 1;
            if (!called.has(name))
                tally.runs += 1;
            called.add(name);
            tallies.set(name, tally);
        }
    }
    const sorted = [...tallies.values()].sort((a, b) => b.runs - a.runs || b.calls - a.calls || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const tools = sorted.slice(0, Math.max(0, maxListed));
    const unlisted = sorted.length - tools.length;
    return { runs: judged.length, tools, ...(unlisted > 0 ? { unlisted } : {}) };
}
//# sourceMappingURL=tool-use.js.map
;// CONCATENATED MODULE: ./lib/report/build-report.js
/**
 * Builds `report.json` from the plan and the run records; every figure comes from `src/stats`. The
 * plan, not the records, is the denominator: a planned run without a judged record is missing, so a
 * system that starts failing cannot report a rising score (SPEC §3).
 */









const REPLAY_NOTE = 'Replay measures the harness (runner, tools, compaction, permissions) against recorded model ' +
    'responses, not the model: no intervals are computed and low power does not apply.';
const SCRIPTED_NOTE = 'Scripted mode measures the harness with fixed tool calls, not a model: intervals describe ' +
    'repetitions of a script.';
function secretsRedactedNote(count) {
    const secrets = count === 1 ? 'secret was' : 'secrets were';
    return (`${count} ${secrets} found in what the agent or the model produced and redacted in place ` +
        '(redacted:RULE markers) in runs.jsonl and every report; each is a secret_redacted incident of its run.');
}
function buildReport(input) {
    const { conditions } = input;
    const plannedByTask = groupPlannedRuns(input.plannedRuns, input.tasks);
    const { latest, ignored } = selectLatestRecords(input.records, plannedByTask);
    const tasks = input.tasks.flatMap((task) => {
        const repetitions = plannedByTask.get(task.id);
        if (repetitions === undefined)
            return [];
        const records = repetitions.flatMap((repetition) => {
            const record = latest.get(runKey(task.id, repetition));
            return record === undefined ? [] : [record];
        });
        return [reportTask(task, repetitions.length, records, conditions)];
    });
    const plannedRecords = [...latest.values()];
    const measured = (0,stats_measured/* summarizeMeasured */.og)(plannedRecords.map(toMeasuredRun));
    const summary = summarizeTasks(tasks, plannedRecords, conditions);
    const estimated = (0,stats_estimated/* estimateCost */.a3)(measured, input.rates);
    return {
        format: report_schema/* REPORT_FORMAT */.t3,
        runId: input.runId,
        state: decideState(summary.counts, input.state),
        conditions,
        tasks,
        summary,
        measured,
        notes: writeNotes(conditions, ignored, input.rates, measured, summary),
        ...(estimated === undefined ? {} : { estimated }),
    };
}
function decideState(counts, requested) {
    if (requested === 'CANCELLED')
        return 'CANCELLED';
    if (counts.observed === 0)
        return 'RUN_ERROR';
    return counts.observed === counts.total ? 'COMPLETE' : 'PARTIAL';
}
function reportTask(task, planned, records, conditions) {
    const counts = (0,stats_counts/* countRuns */.oo)(records.map((record) => record.status), planned);
    return {
        taskId: task.id,
        ...(task.title === undefined ? {} : { title: task.title }),
        counts,
        ...rateFigures(counts, conditions),
        passAtK: passAtK(counts.pass, counts.observed, conditions.k),
        passHatK: passHatK(counts.pass, counts.observed, conditions.k),
        flaky: isFlaky(counts.pass, counts.observed, conditions.k),
        errors: tallyErrors(records),
        incidents: tallyIncidents(records),
        failureReasons: (0,failure_reasons/* groupFailureReasons */.bC)(records),
        toolUse: tallyToolUse(records),
        measured: (0,stats_measured/* summarizeMeasured */.og)(records.map(toMeasuredRun)),
        ...(conditions.mode === 'replay'
            ? { replay: describeReplay(records), runs: records.map(describeReplayRun) }
            : {}),
    };
}
/** Replay is not a sample of a model, so it gets a rate but no interval and no power warning. */
function rateFigures(counts, conditions) {
    const isReplay = conditions.mode === 'replay';
    return {
        successRate: (0,stats_counts/* successRate */.sE)(counts),
        interval: isReplay ? null : (0,stats_counts/* observedInterval */.iI)(counts),
        boundedInterval: isReplay ? null : (0,stats_counts/* boundedInterval */.J3)(counts),
        lowPower: isReplay ? false : (0,stats_counts/* isLowPower */.kQ)(counts),
    };
}
function summarizeTasks(tasks, records, conditions) {
    const counts = (0,stats_counts/* sumRunCounts */.jL)(tasks.map((task) => task.counts));
    const incidents = tallyIncidents(records);
    const secretsRedacted = incidents[secret_redact/* SECRET_REDACTED_INCIDENT */.xQ] ?? 0;
    let upstream = 0;
    let run = 0;
    for (const record of records) {
        upstream += record.measured.retries;
        run += record.attempts - 1;
    }
    const upstreamModels = (0,record_schema/* sumUpstreamModels */.FR)(records.map((record) => record.measured.upstreamModels));
    return {
        tasks: tasks.length,
        counts,
        ...rateFigures(counts, conditions),
        tasksPassedAll: tasks.filter((task) => task.counts.total > 0 && task.counts.pass === task.counts.total).length,
        flakyTasks: tasks.filter((task) => task.flaky).length,
        errors: tallyErrors(records),
        incidents,
        ...(secretsRedacted > 0 ? { secretsRedacted } : {}),
        retries: { upstream, run },
        ...(upstreamModels === undefined ? {} : { upstreamModels }),
    };
}
/** Task id → its planned repetitions, ascending. A run listed twice (by a resume) is one run. */
function groupPlannedRuns(plannedRuns, tasks) {
    const known = new Set(tasks.map((task) => task.id));
    const byTask = new Map();
    for (const { taskId, repetition } of plannedRuns) {
        if (!known.has(taskId)) {
            throw new RangeError(`planned run of task "${taskId}", which is not among the tasks`);
        }
        const repetitions = byTask.get(taskId) ?? new Set();
        repetitions.add(repetition);
        byTask.set(taskId, repetitions);
    }
    return new Map([...byTask].map(([taskId, repetitions]) => [taskId, [...repetitions].sort((a, b) => a - b)]));
}
/** The last record of each planned run; records outside the plan (another shard) are counted apart. */
function selectLatestRecords(records, plannedByTask) {
    const latest = new Map();
    let ignored = 0;
    for (const record of records) {
        if (plannedByTask.get(record.taskId)?.includes(record.repetition) !== true) {
            ignored += 1;
            continue;
        }
        const key = runKey(record.taskId, record.repetition);
        // Delete first so that iteration order follows the winning record, not the first one seen.
        latest.delete(key);
        latest.set(key, record);
    }
    return { latest, ignored };
}
function runKey(taskId, repetition) {
    return JSON.stringify([taskId, repetition]);
}
function toMeasuredRun(record) {
    const run = { status: record.status, wallMs: record.measured.wallMs };
    if (record.measured.usage !== undefined)
        run.usage = record.measured.usage;
    return run;
}
function tallyErrors(records) {
    return tallyKinds(records.flatMap((record) => record.status === 'error' ? [record.error?.kind ?? 'unknown'] : []));
}
function tallyIncidents(records) {
    return tallyKinds(records.flatMap((record) => record.incidents.map((incident) => incident.kind)));
}
/** Sorted keys, so that the same runs always serialize to the same bytes. */
function tallyKinds(kinds) {
    const tally = new Map();
    for (const kind of kinds)
        tally.set(kind, (tally.get(kind) ?? 0) + 1);
    return Object.fromEntries([...tally].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
function describeReplay(records) {
    let diverged = 0;
    const divergences = [];
    for (const record of records) {
        if (record.status !== 'error' || (0,failure_reasons/* errorKindOf */.AI)(record) !== failure_reasons/* REPLAY_DIVERGENCE */.dk)
            continue;
        diverged += 1;
        const stop = record.error?.stop;
        if (stop?.kind === 'replay_divergence') {
            const { call, field, message } = stop;
            divergences.push({ repetition: record.repetition, call, field, message });
        }
    }
    return { diverged, divergences };
}
function describeReplayRun(record) {
    return {
        repetition: record.repetition,
        status: record.status,
        verifiers: Object.fromEntries(record.verifiers.map((verifier) => [verifier.id, verifier.outcome])),
        tools: record.toolCalls.map((call) => call.name),
    };
}
function writeNotes(conditions, ignoredRecords, rates, measured, { secretsRedacted }) {
    const notes = [];
    if (secretsRedacted !== undefined)
        notes.push(secretsRedactedNote(secretsRedacted));
    if (conditions.mode === 'replay')
        notes.push(REPLAY_NOTE);
    if (conditions.mode === 'scripted')
        notes.push(SCRIPTED_NOTE);
    if (ignoredRecords > 0) {
        const records = ignoredRecords === 1 ? 'record was' : 'records were';
        notes.push(`${ignoredRecords} run ${records} ignored: outside this plan (another shard, task or repetition).`);
    }
    const rateCount = [rates?.inputRate, rates?.outputRate].filter((rate) => rate !== undefined);
    if (rateCount.length === 1) {
        notes.push('No cost estimated: both the input and the output rate are needed.');
    }
    else if (rateCount.length === 2 && measured.tokens === undefined) {
        notes.push('No cost estimated: token usage was not measured on every judged run.');
    }
    return notes;
}
//# sourceMappingURL=build-report.js.map

/***/ }),

/***/ 196:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ rebuildReport),
/* harmony export */   Nl: () => (/* binding */ taskHintsOf),
/* harmony export */   Pg: () => (/* binding */ MAX_PLANNED_RUNS),
/* harmony export */   rF: () => (/* binding */ readRunDirectory)
/* harmony export */ });
/* unused harmony exports planTaskIds, planOfConditions, findUnrecordedRuns, describeUnrecordedRuns */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9164);
/* harmony import */ var _run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8104);
/* harmony import */ var _build_report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4480);
/* harmony import */ var _report_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8844);
/**
 * `verdict report <dir>`: rebuilds the report from a run directory's records (resume and merge rely
 * on a report being a pure function of its runs), with the run's own `buildPlan` as denominator.
 * The suite is not read: task ids come from `conditions.tasks`, else a previous report.json, else
 * the records, so without the first two a shard's plan follows record order, not the suite's.
 */





/** The `--tasks` selection, else the hinted suite order, then tasks only the records name. */
function planTaskIds(conditions, records, hints = {}) {
    if (conditions.tasks !== undefined)
        return [...conditions.tasks];
    const ids = new Set((hints.tasks ?? []).map((task) => task.id));
    for (const record of records)
        ids.add(record.taskId);
    return [...ids];
}
/** More than a run directory ever describes: a damaged conditions.json, refused before OOM. */
const MAX_PLANNED_RUNS = 100_000;
/**
 * The same `buildPlan` call the run made, shard included. Under `--k auto` the plan was made round
 * by round, so it is read back from the records: each task's repetitions 1 to the last recorded.
 */
function planOfConditions(conditions, taskIds, records = []) {
    if (conditions.adaptive !== undefined)
        return adaptivePlan(conditions, taskIds, records);
    const planned = conditions.k * taskIds.length;
    if (planned > MAX_PLANNED_RUNS) {
        const message = `is ${conditions.k}: with ${taskIds.length} task(s) that plans ${planned} runs, more than the ${MAX_PLANNED_RUNS} a run directory can describe`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${_run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_2__/* .CONDITIONS_FILE */ .ce}: conditions.k: ${message}`, [
            { file: _run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_2__/* .CONDITIONS_FILE */ .ce, field: 'conditions.k', message },
        ]);
    }
    const shard = conditions.shard === undefined ? undefined : (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .parseShard */ .uK)(conditions.shard);
    return (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .buildPlan */ .Gg)({
        taskIds,
        k: conditions.k,
        seed: conditions.seed,
        ...(shard === undefined ? {} : { shard }),
    });
}
function adaptivePlan(conditions, taskIds, records) {
    const last = new Map();
    for (const record of records) {
        last.set(record.taskId, Math.max(last.get(record.taskId) ?? 0, record.repetition));
    }
    return taskIds.flatMap((taskId) => Array.from({ length: Math.min(last.get(taskId) ?? 0, conditions.k) }, (_, index) => ({
        taskId,
        repetition: index + 1,
        seed: conditions.seed + index + 1,
    })));
}
/** Pure: the same conditions file, records and hints always give the same report. */
function rebuildReport(started, records, hints = {}) {
    const { conditions } = started;
    const taskIds = planTaskIds(conditions, records, hints);
    const plan = planOfConditions(conditions, taskIds, records);
    const titles = new Map((hints.tasks ?? []).map((task) => [task.id, task.title]));
    const report = (0,_build_report_js__WEBPACK_IMPORTED_MODULE_3__/* .buildReport */ .FK)({
        runId: started.runId,
        conditions,
        plannedRuns: plan,
        tasks: taskIds.map((id) => {
            const title = titles.get(id);
            return title === undefined ? { id } : { id, title };
        }),
        records,
        ...(hints.rates === undefined ? {} : { rates: hints.rates }),
    });
    const unrecorded = findUnrecordedRuns(plan, records);
    if (unrecorded.length > 0)
        report.notes.push(describeUnrecordedRuns(unrecorded));
    return { report, plan, unrecorded };
}
/** In the plan's task order, then by repetition. */
function findUnrecordedRuns(plan, records) {
    const recorded = new Set(records.map((record) => (0,_build_report_js__WEBPACK_IMPORTED_MODULE_3__/* .runKey */ .r7)(record.taskId, record.repetition)));
    const taskOrder = [...new Set(plan.map((run) => run.taskId))];
    return plan
        .filter((run) => !recorded.has((0,_build_report_js__WEBPACK_IMPORTED_MODULE_3__/* .runKey */ .r7)(run.taskId, run.repetition)))
        .sort((a, b) => taskOrder.indexOf(a.taskId) - taskOrder.indexOf(b.taskId) || a.repetition - b.repetition);
}
function describeUnrecordedRuns(unrecorded) {
    const names = unrecorded.map((run) => `${run.taskId} #${run.repetition}`).join(', ');
    const runs = unrecorded.length === 1 ? 'planned run has' : 'planned runs have';
    return `${unrecorded.length} ${runs} no record and count as missing: ${names}.`;
}
async function readRunDirectory(dir) {
    const started = await (0,_run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_2__/* .readConditionsFile */ .$j)(dir);
    // No runs.jsonl: every planned run is missing.
    const { records, problems } = await (0,_report_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readRunsOf */ .KX)(dir);
    return { dir, started, records, problems, hints: await readReportHints(dir, started.runId) };
}
async function readReportHints(dir, runId) {
    const report = await (0,_report_files_js__WEBPACK_IMPORTED_MODULE_4__/* .readSavedReport */ .Iq)(dir, runId);
    if (report === undefined)
        return {};
    return {
        tasks: taskHintsOf(report),
        ...(report.estimated === undefined ? {} : { rates: report.estimated.rates }),
    };
}
function taskHintsOf(report) {
    return report.tasks.map(({ taskId, title }) => title === undefined ? { id: taskId } : { id: taskId, title });
}
//# sourceMappingURL=rebuild-report.js.map

/***/ }),

/***/ 3752:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mulberry32)
/* harmony export */ });
/**
 * mulberry32: a small, well-known seeded generator of numbers in [0, 1). The same seed gives the
 * same sequence on every machine, so a plan's order and a Monte Carlo p-value can be repeated.
 */
function mulberry32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
}
//# sourceMappingURL=mulberry32.js.map

/***/ })

};
