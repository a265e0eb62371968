export const id = 620;
export const ids = [620];
export const modules = {

/***/ 9164:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gg: () => (/* binding */ buildPlan),
/* harmony export */   nR: () => (/* binding */ selectTasks),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/**
 * The plan: every (task, repetition) to run, in a seeded order. The seed only orders runs — each run
 * gets seed + repetition for its own record — and the provider never receives it. Sharding takes a
 * deterministic slice of the plan, so n machines together run each planned run exactly once.
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
/** mulberry32: a small, well-known PRNG; the same seed gives the same order on every machine. */
function seededRandom(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
function buildPlan(options) {
    const canonical = [];
    for (const taskId of options.taskIds) {
        for (let repetition = 1; repetition <= options.k; repetition += 1) {
            canonical.push({ taskId, repetition, seed: options.seed + repetition });
        }
    }
    // The shard is cut from the canonical order, so it does not depend on the shuffle.
    const shard = options.shard;
    const selected = shard === undefined
        ? canonical
        : canonical.filter((_, index) => index % shard.count === shard.index - 1);
    const random = seededRandom(options.seed);
    const order = [...selected];
    for (let index = order.length - 1; index > 0; index -= 1) {
        const other = Math.floor(random() * (index + 1));
        [order[index], order[other]] = [order[other], order[index]];
    }
    return order;
}
/** Resolves `--tasks id,id` (or `suite/id`) against a suite's tasks; unknown ids are a usage error. */
function selectTasks(suiteId, taskIds, selection) {
    if (selection === undefined || selection.trim() === '')
        return [...taskIds];
    const wanted = selection
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .map((entry) => (entry.startsWith(`${suiteId}/`) ? entry.slice(suiteId.length + 1) : entry));
    const unknown = wanted.filter((id) => !taskIds.includes(id));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--tasks: no task ${unknown.map((id) => JSON.stringify(id)).join(', ')} in suite "${suiteId}" (it has ${taskIds.join(', ')})`);
    }
    return taskIds.filter((id) => wanted.includes(id));
}
//# sourceMappingURL=plan.js.map

/***/ }),

/***/ 9066:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ problemsOfIssues),
/* harmony export */   k: () => (/* binding */ describeCassetteProblems)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53);


/** A long broken file would bury the first problems; the full list stays on the error. */
const MAX_LISTED_PROBLEMS = 20;
function problemsOfIssues(issues, line, file, subject) {
    return expandUnionIssues(issues, []).map((issue) => ({
        file,
        subject,
        field: (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFieldPath */ .vZ)(issue.path, (prefix) => (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .valueAt */ .fK)(line, prefix)),
        message: (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssue */ .n6)(issue),
    }));
}
function describeCassetteProblems(file, problems) {
    const listed = problems
        .slice(0, MAX_LISTED_PROBLEMS)
        .map((problem) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .Vw)(problem)}`);
    const more = problems.length - listed.length;
    if (more > 0)
        listed.push(`  … and ${more} more`);
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    return `${file}: ${count}:\n${listed.join('\n')}\n(re-record the task, or fix the cassette by hand)`;
}
/**
 * zod reports a value that matches no branch of a union (a JSON or an SSE response) as one issue on
 * the union, with each branch's issues inside. The author meant the branch whose literal fields (the
 * `kind`) matched, so that branch's issues are the ones to show, at their full path; when every branch
 * rejected the literal, one issue lists every accepted value.
 */
function expandUnionIssues(issues, prefix) {
    return issues.flatMap((issue) => {
        const path = [...prefix, ...issue.path];
        if (issue.code !== 'invalid_union' || issue.errors.length === 0)
            return [{ ...issue, path }];
        const meant = issue.errors.find((branch) => !branch.some(isLiteralMismatch));
        if (meant !== undefined)
            return expandUnionIssues(meant, path);
        const mismatches = issue.errors.flatMap((branch) => branch.filter(isLiteralMismatch));
        const first = mismatches[0];
        if (first === undefined || first.code !== 'invalid_value')
            return [{ ...issue, path }];
        const samePath = mismatches.filter((mismatch) => mismatch.path[0] === first.path[0]);
        return [
            {
                ...first,
                path: [...path, ...first.path],
                values: samePath.flatMap((mismatch) => mismatch.code === 'invalid_value' ? mismatch.values : []),
            },
        ];
    });
}
const isLiteralMismatch = (issue) => issue.code === 'invalid_value' && issue.path.length === 1;
//# sourceMappingURL=cassette-problems.js.map

/***/ }),

/***/ 9434:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ buildReport),
  CT: () => (/* binding */ secretsRedactedNote)
});

// UNUSED EXPORTS: REPLAY_NOTE, SCRIPTED_NOTE, decideState

// EXTERNAL MODULE: ./lib/provider/secret-redact.js
var secret_redact = __webpack_require__(6403);
// EXTERNAL MODULE: ./lib/stats/counts.js
var stats_counts = __webpack_require__(2839);
// EXTERNAL MODULE: ./lib/stats/estimated.js
var stats_estimated = __webpack_require__(2573);
// EXTERNAL MODULE: ./lib/stats/measured.js
var stats_measured = __webpack_require__(2943);
;// CONCATENATED MODULE: ./lib/stats/pass-at-k.js
/**
 * pass@k ("can it ever?") and pass^k ("can I trust it?") per task (SPEC §5), as the unbiased
 * estimators over n judged runs with c passes. When n = k they reduce to "at least one of the k
 * passed" and "all k passed". Both are products of ratios no greater than 1, so large n cannot
 * overflow the way binomial coefficients would.
 */
/**
 * 1 − C(n−c, k) / C(n, k). With fewer than k judged runs it is known as soon as one pass is judged
 * (at least one of the k passed: 1) and unknown (null) until then, since the runs not yet judged
 * could still pass.
 */
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
/**
 * C(c, k) / C(n, k). With fewer than k judged runs it is known as soon as one failure is judged
 * (not all k passed: 0) and unknown (null) until then.
 */
function passHatK(passes, judged, k) {
    assertArguments(passes, judged, k);
    if (judged < k)
        return passes < judged ? 0 : null;
    if (passes < k)
        return 0;
    return multiplyRatios(passes, judged, k);
}
/**
 * Passed at least once but not every time: flaky, not solved. Claimed as soon as both are known,
 * e.g. one pass and one failure of k = 5 planned runs.
 */
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
// EXTERNAL MODULE: ./lib/report/report-schema.js
var report_schema = __webpack_require__(9524);
;// CONCATENATED MODULE: ./lib/report/build-report.js
/**
 * Builds `report.json` from the plan and the run records. Pure: the same plan and records always give
 * the same report. Every figure comes from `src/stats`; this module only decides which runs count
 * where. The plan, not the records, is the denominator: a planned run without a judged record is
 * missing, so a system that starts failing cannot report a rising score (SPEC §3).
 */






const REPLAY_NOTE = 'Replay measures the harness (runner, tools, compaction, permissions) against recorded model ' +
    'responses, not the model: no intervals are computed and low power does not apply.';
const SCRIPTED_NOTE = 'Scripted mode measures the harness with fixed tool calls, not a model: intervals describe ' +
    'repetitions of a script.';
/** Said in the report and the comment: what was found is gone from every output, not hidden. */
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
    const report = {
        format: report_schema/* REPORT_FORMAT */.t3,
        runId: input.runId,
        state: decideState(summary.counts, input.state),
        conditions,
        tasks,
        summary,
        measured,
        notes: writeNotes(conditions, ignored, input.rates, measured.tokens !== undefined, summary.secretsRedacted ?? 0),
    };
    if (estimated !== undefined)
        report.estimated = estimated;
    return report;
}
/** COMPLETE only when every planned run was judged; errored and unrun runs make it PARTIAL. */
function decideState(counts, requested) {
    if (requested === 'CANCELLED')
        return 'CANCELLED';
    if (counts.observed === 0)
        return 'RUN_ERROR';
    return counts.observed === counts.total ? 'COMPLETE' : 'PARTIAL';
}
function reportTask(task, planned, records, conditions) {
    const counts = (0,stats_counts/* countRuns */.oo)(records.map((record) => record.status), planned);
    const report = {
        taskId: task.id,
        ...(task.title === undefined ? {} : { title: task.title }),
        counts,
        ...rateFigures(counts, conditions),
        passAtK: passAtK(counts.pass, counts.observed, conditions.k),
        passHatK: passHatK(counts.pass, counts.observed, conditions.k),
        flaky: isFlaky(counts.pass, counts.observed, conditions.k),
        errors: tallyErrors(records),
        incidents: tallyIncidents(records),
        measured: (0,stats_measured/* summarizeMeasured */.og)(records.map(toMeasuredRun)),
    };
    if (conditions.mode === 'replay') {
        report.replay = describeReplay(records);
        report.runs = records.map(describeReplayRun);
    }
    return report;
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
    };
}
/**
 * Task id → its planned repetitions, ascending. The plan is a set: a run listed twice (a resume that
 * lists the earlier runs beside the ones it still has to make) is one planned run. A run of a task
 * that is not in `tasks` is a bug upstream and throws.
 */
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
        const stop = record.error?.stop;
        const isDivergence = record.status === 'error' &&
            (record.error?.kind === 'replay_divergence' || stop?.kind === 'replay_divergence');
        if (!isDivergence)
            continue;
        diverged += 1;
        if (stop?.kind === 'replay_divergence') {
            const { call, field, message } = stop;
            divergences.push({ repetition: record.repetition, call, field, message });
        }
    }
    return { diverged, divergences };
}
/** What compare pairs by repetition in replay: status, each verifier's outcome, the tool sequence. */
function describeReplayRun(record) {
    return {
        repetition: record.repetition,
        status: record.status,
        verifiers: Object.fromEntries(record.verifiers.map((verifier) => [verifier.id, verifier.outcome])),
        tools: record.toolCalls.map((call) => call.name),
    };
}
function writeNotes(conditions, ignoredRecords, rates, tokensMeasured, secretsRedacted) {
    const notes = [];
    if (secretsRedacted > 0)
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
    else if (rateCount.length === 2 && !tokensMeasured) {
        notes.push('No cost estimated: token usage was not measured on every judged run.');
    }
    return notes;
}
//# sourceMappingURL=build-report.js.map

/***/ }),

/***/ 2390:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ct: () => (/* binding */ RUNS_FILE),
/* harmony export */   Hy: () => (/* binding */ appendRunRecord),
/* harmony export */   Mh: () => (/* binding */ cutTornLastLine),
/* harmony export */   Y$: () => (/* binding */ readRunRecords)
/* harmony export */ });
/* unused harmony export redactRunRecord */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8416);
/* harmony import */ var _provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9066);
/* harmony import */ var _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6403);
/* harmony import */ var _record_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7152);
/**
 * `runs.jsonl` of a run directory: one run record per line, appended and flushed as each run ends so
 * that a killed process loses only the runs in flight, and read back line by line so that a torn or
 * invalid line costs only itself.
 */






const RUNS_FILE = 'runs.jsonl';
/**
 * Appends are chained per file: concurrent runs end at arbitrary moments, and two writes of one
 * long line each could otherwise interleave.
 */
const pendingAppends = new Map();
/**
 * The record with every secret the agent or the model put in it replaced by `<redacted:RULE>`
 * (SPEC §7), each one counted as a `secret_redacted` incident of the run, naming the rule and the
 * field, never the value.
 */
async function redactRunRecord(record, options = {}) {
    const { value, findings } = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactJson */ .Kp)(record, options);
    if (findings.length === 0)
        return record;
    return {
        ...value,
        incidents: [
            ...value.incidents,
            ...findings.map((finding) => ({
                kind: _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .SECRET_REDACTED_INCIDENT */ .xQ,
                detail: `${finding.rule} in ${finding.path}`,
            })),
        ],
    };
}
/**
 * Appends one record as one JSON line and fsyncs it before resolving, and returns the record as
 * written: redacted of secrets (`redactRunRecord`), which is what every later output must use.
 * The record is validated first: a line that cannot be read back would be lost at resume time
 * instead of now.
 */
async function appendRunRecord(file, record, options = {}) {
    const written = _record_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .RunRecordSchema */ .g$.parse(await redactRunRecord(record, options));
    const line = `${JSON.stringify(written)}\n`;
    const key = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(file);
    const previous = pendingAppends.get(key) ?? Promise.resolve();
    const next = previous.then(() => appendLine(file, line), () => appendLine(file, line));
    pendingAppends.set(key, next);
    try {
        await next;
    }
    finally {
        if (pendingAppends.get(key) === next)
            pendingAppends.delete(key);
    }
    return written;
}
async function appendLine(file, line) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'a+');
    let size = 0;
    try {
        // A process killed mid-write leaves a torn last line; start on a fresh line so that only the
        // torn line is lost, not the record appended after it.
        ({ size } = await handle.stat());
        let prefix = '';
        if (size > 0) {
            const last = Buffer.alloc(1);
            await handle.read(last, 0, 1, size - 1);
            if (last[0] !== 0x0a)
                prefix = '\n';
        }
        await handle.appendFile(prefix + line);
        await handle.sync();
    }
    catch (error) {
        // A write that failed part-way (a full disk) must not leave half a record behind: cut the
        // file back to where it was, which needs no space, so that every line in it stays whole.
        await handle.truncate(size).catch(() => undefined);
        throw error;
    }
    finally {
        await handle.close();
    }
}
/**
 * Reads `runs.jsonl`. Never throws on content: a torn last line (a process killed mid-write) or an
 * invalid line is skipped and reported, because the other records are still good evidence. A missing
 * file is an fs error for the caller to word.
 */
async function readRunRecords(file) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    const lines = text.split('\n');
    const records = [];
    const problems = [];
    lines.forEach((line, index) => {
        if (line.trim() === '')
            return;
        const subject = `line ${index + 1}`;
        const isLastLine = index === lines.length - 1;
        let data;
        try {
            data = JSON.parse(line);
        }
        catch {
            const message = isLastLine
                ? 'torn last line (the process was probably stopped mid-write); skipped'
                : 'not valid JSON; skipped';
            problems.push({ file, subject, field: '(line)', message });
            return;
        }
        if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_5__/* .nestsDeeperThan */ .ix)(data)) {
            problems.push({ file, subject, field: '(line)', message: `${_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_5__/* .TOO_DEEP_MESSAGE */ .AB}; skipped` });
            return;
        }
        const parsed = _record_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .RunRecordSchema */ .g$.safeParse(data);
        if (parsed.success)
            records.push(parsed.data);
        else
            problems.push(...(0,_provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_2__/* .problemsOfIssues */ .g)(parsed.error.issues, data, file, subject));
    });
    return { records, problems };
}
/**
 * Cuts a torn last line (a process killed mid-write) from runs.jsonl, so that the records appended
 * now do not leave it stranded mid-file. Only a last line that is not JSON is cut.
 */
async function cutTornLastLine(file) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file).catch(() => undefined);
    if (text === undefined || text.length === 0 || text[text.length - 1] === 0x0a)
        return false;
    const start = text.lastIndexOf(0x0a) + 1;
    try {
        JSON.parse(text.subarray(start).toString('utf8'));
        return false;
    }
    catch {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.truncate)(file, start);
        return true;
    }
}
//# sourceMappingURL=runs-jsonl.js.map

/***/ })

};
