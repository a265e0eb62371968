export const id = 7436;
export const ids = [7436];
export const modules = {

/***/ 3345:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KM: () => (/* binding */ sparkline),
/* harmony export */   RS: () => (/* binding */ trendOf),
/* harmony export */   vu: () => (/* binding */ classifyTasks)
/* harmony export */ });
/* unused harmony export DEFAULT_FLAKY_RULE */
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3808);
/* harmony import */ var _stats_wilson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);
/**
 * The flaky rule and quarantine over the default branch's history (SPEC §5 "Acknowledged and
 * flaky"). Pure: entries of one suite and mode in, oldest first (as `readHistory` returns them).
 *
 * A task's evaluations are the entries where it has judged runs (an entry without the task, or
 * with only errored runs, says nothing about it). Over a window of its evaluations, at least
 * `minEvaluations` (4) of them, else `unknown`, the task is **flaky** when either
 *   (a) its pass rate moved and came back: the Wilson 95 % interval of some evaluation lies
 *       entirely above (or entirely below) the interval of an earlier evaluation and of a later
 *       one (touching counts as overlap, as in compare); or
 *   (b) its majority (pass when passes > runs / 2, fail when passes < runs / 2, none on a tie)
 *       flipped at least `minFlips` (2) times between consecutive evaluations that have one, a
 *       flip counting only when the task's files did not change (its `taskHash` is the same, or
 *       unknown on either side);
 * and **stable** otherwise. Rule (a) asks for a return, not just two disjoint intervals, so a task
 * that was fixed once (0/5 for weeks, then 5/5 for good) is a change, not flakiness; one that
 * regressed and was fixed again is flaky by (b) when its files stayed the same, since nothing in
 * the history tells the two stories apart.
 *
 * Quarantine, walked over the evaluations in order: a task not in quarantine enters it at the
 * first evaluation where its last `window` (10) evaluations are flaky; a task in quarantine is
 * released at the first later evaluation where its last `releaseWindow` (5) evaluations alone are
 * stable, and the stretch before them no longer counts (the window restarts at that stretch, so
 * the flips that caused the quarantine do not bring it straight back). `quarantined` says what
 * `quarantine: flaky` would do with the task; whether it is asked is the gate's business.
 * `status` and `reason` are the rule applied to the task's current window.
 */


const DEFAULT_FLAKY_RULE = {
    window: 10,
    minEvaluations: 4,
    releaseWindow: 5,
    minFlips: 2,
};
const shortSha = (commit) => commit.slice(0, 7);
function evaluationsOf(entries, task) {
    return entries.flatMap((entry) => {
        const found = entry.tasks.find((candidate) => candidate.task === task);
        if (found === undefined || found.runs === 0)
            return [];
        const { passes, runs, taskHash } = found;
        return [
            { commit: entry.commit, passes, runs, taskHash, interval: (0,_stats_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilsonInterval */ .YV)(passes, runs) },
        ];
    });
}
function majorityOf(evaluation) {
    const doubled = evaluation.passes * 2;
    return doubled > evaluation.runs ? 'pass' : doubled < evaluation.runs ? 'fail' : undefined;
}
/** Flips of the majority: those with the same task files, and those across a change of them. */
function countFlips(window) {
    let counted = 0;
    let ignored = 0;
    let previous;
    for (const evaluation of window) {
        const majority = majorityOf(evaluation);
        if (majority === undefined)
            continue;
        if (previous !== undefined && majorityOf(previous) !== majority) {
            const before = previous.taskHash;
            const after = evaluation.taskHash;
            if (before !== undefined && after !== undefined && before !== after)
                ignored += 1;
            else
                counted += 1;
        }
        previous = evaluation;
    }
    return { counted, ignored };
}
const isBelow = (a, b) => a.high < b.low;
/** Rule (a): an evaluation whose interval is above (or below) one before it and one after it. */
function findReturn(window) {
    for (let index = 1; index < window.length - 1; index += 1) {
        const at = window[index];
        const before = window.slice(0, index);
        const after = window.slice(index + 1);
        const side = (outside) => before.some(outside) && after.some(outside);
        const where = side((other) => isBelow(other.interval, at.interval))
            ? 'above'
            : side((other) => isBelow(at.interval, other.interval))
                ? 'below'
                : undefined;
        if (where !== undefined) {
            return `${at.passes}/${at.runs} at ${shortSha(at.commit)} lies ${where} the intervals of evaluations before and after it`;
        }
    }
    return undefined;
}
function judge(window, rule) {
    if (window.length < rule.minEvaluations) {
        return {
            status: 'unknown',
            reason: `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(window.length, 'evaluation')} of main with judged runs; ${rule.minEvaluations} needed`,
        };
    }
    const rates = window.map((evaluation) => evaluation.passes / evaluation.runs);
    const range = (0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatIntervalRange */ .GE)({ low: Math.min(...rates), high: Math.max(...rates) });
    const returned = findReturn(window);
    const flips = countFlips(window);
    const reason = [
        `pass rate ${range} over the last ${window.length} evaluations of main`,
        ...(returned === undefined ? [] : [returned]),
        `majority flipped ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(flips.counted, 'time')}` +
            (flips.ignored === 0 ? '' : ` (and ${flips.ignored} across a change of the task's files)`),
    ].join('; ');
    const flaky = returned !== undefined || flips.counted >= rule.minFlips;
    return { status: flaky ? 'flaky' : 'stable', reason };
}
function checkRule(rule) {
    const { window, minEvaluations, releaseWindow, minFlips } = rule;
    const valid = [window, minEvaluations, releaseWindow, minFlips].every(Number.isInteger) &&
        minFlips >= 1 &&
        minEvaluations >= 2 &&
        releaseWindow >= minEvaluations &&
        window >= releaseWindow;
    if (!valid) {
        throw new RangeError(`flaky rule ${JSON.stringify(rule)}: expected integers with minFlips ≥ 1 and 2 ≤ minEvaluations ≤ releaseWindow ≤ window`);
    }
}
function classifyTask(task, evaluations, rule) {
    let quarantinedAt;
    let releasedAt;
    let since = 0;
    evaluations.forEach((evaluation, index) => {
        if (quarantinedAt !== undefined) {
            const start = index - rule.releaseWindow + 1;
            if (start < since || judge(evaluations.slice(start, index + 1), rule).status !== 'stable') {
                return;
            }
            [quarantinedAt, releasedAt, since] = [undefined, evaluation.commit, start];
        }
        else {
            const window = evaluations.slice(Math.max(since, index - rule.window + 1), index + 1);
            if (judge(window, rule).status === 'flaky') {
                [quarantinedAt, releasedAt] = [evaluation.commit, undefined];
            }
        }
    });
    const current = evaluations.slice(Math.max(since, evaluations.length - rule.window));
    return {
        task,
        ...judge(current, rule),
        quarantined: quarantinedAt !== undefined,
        ...(quarantinedAt === undefined ? {} : { quarantinedAt }),
        ...(releasedAt === undefined ? {} : { releasedAt }),
        evaluations: evaluations.length,
    };
}
/** Every task of `entries` (one suite and mode, oldest first), by task id. */
function classifyTasks(entries, options = {}) {
    const rule = { ...DEFAULT_FLAKY_RULE, ...options };
    checkRule(rule);
    const tasks = [...new Set(entries.flatMap((entry) => entry.tasks.map((task) => task.task)))];
    return tasks.sort().map((task) => classifyTask(task, evaluationsOf(entries, task), rule));
}
/** The task over the last `last` entries, one point per entry (`runs: 0` where it did not run). */
function trendOf(entries, task, last = 10) {
    return entries.slice(-last).map((entry) => {
        const found = entry.tasks.find((candidate) => candidate.task === task);
        const passes = found?.passes ?? 0;
        const runs = found?.runs ?? 0;
        return { commit: entry.commit, passes, runs, ...(0,_stats_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilsonInterval */ .YV)(passes, runs) };
    });
}
const BARS = '▁▂▃▄▅▆▇█';
/** One character per point: its pass rate as a bar, `·` where the task did not run. */
function sparkline(points) {
    return points
        .map((point) => point.runs === 0 ? '·' : BARS[Math.round((point.passes / point.runs) * (BARS.length - 1))])
        .join('');
}
//# sourceMappingURL=flaky.js.map

/***/ }),

/***/ 5058:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YA: () => (/* binding */ HistoryEntrySchema),
/* harmony export */   fS: () => (/* binding */ historyEntryFromReport),
/* harmony export */   j4: () => (/* binding */ HistoryModeSchema)
/* harmony export */ });
/* unused harmony exports HISTORY_FORMAT, HistoryTaskSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4377);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _json_parse_with_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8780);
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6010);
/**
 * `history/v1`: one evaluation of the default branch (a push to it, or a pull request's base side)
 * for one suite in one mode, per task: how many runs were judged, how many passed, how many
 * errored. The flaky rule (`flaky.ts`) reads a suite's entries in order; the store
 * (`history-store.ts`) keeps them, one JSON line each.
 *
 * `runs` counts judged runs only, as every rate does (SPEC §3): errored runs are counted apart and
 * never enter a pass rate. `taskHash` identifies the content of the task's files when the
 * evaluation knows it: neither report.json nor runs.jsonl carries one today, so entries built from
 * a report leave it out, and a flip of such a task is always counted (`flaky.ts`).
 */




const HISTORY_FORMAT = 'history/v1';
/** Scripted runs follow a script, not the agent's model: they say nothing about its stability. */
const HistoryModeSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['live', 'replay']);
const count = zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0);
const HistoryTaskSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    task: _suite_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .IdSchema */ .N$,
    /** Judged runs (pass, fail, budget exceeded): the denominator of the pass rate. */
    runs: count,
    passes: count,
    /** Errored runs (infrastructure), never judged. */
    errors: count,
    /** A digest of the task's files, when the evaluation knows it. */
    taskHash: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1).max(200).optional(),
})
    .refine((task) => task.passes <= task.runs, {
    message: 'passes cannot exceed the judged runs',
    path: ['passes'],
});
const HistoryEntrySchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(HISTORY_FORMAT),
    commit: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().regex(/^[0-9a-f]{40}$/, 'must be a full commit sha (40 lowercase hex digits)'),
    evaluatedAt: zod__WEBPACK_IMPORTED_MODULE_4__/* .datetime */ .w$(),
    /** The suite id, which also names the store's file. */
    suite: _suite_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .IdSchema */ .N$,
    suiteVersion: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    mode: HistoryModeSchema,
    model: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    /**
     * The reports this entry counts (their `runId`): a second evaluation of the same commit adds its
     * runs only when its report is not counted yet (`history-store.ts`).
     */
    runIds: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1)).min(1),
    tasks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(HistoryTaskSchema),
});
/**
 * The history entry of one report of `commit` (a full sha), made at `evaluatedAt` (ISO 8601, UTC).
 * Tasks without a planned run are left out. A scripted report is refused: it is not evidence of
 * the default branch's agent.
 */
function historyEntryFromReport(report, commit, evaluatedAt) {
    const { conditions } = report;
    if (conditions.mode === 'scripted') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`history: report ${report.runId} is scripted; the history of the default branch keeps live and replay evaluations only`);
    }
    const entry = {
        format: HISTORY_FORMAT,
        commit: commit.toLowerCase(),
        evaluatedAt,
        suite: conditions.suiteId,
        suiteVersion: conditions.suiteVersion,
        mode: conditions.mode,
        ...(conditions.model === '' ? {} : { model: conditions.model }),
        runIds: [report.runId],
        tasks: report.tasks
            .filter((task) => task.counts.total > 0)
            .map((task) => ({
            task: task.taskId,
            runs: task.counts.observed,
            passes: task.counts.pass,
            errors: task.counts.error,
        })),
    };
    return (0,_json_parse_with_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .parseWithSchema */ .f)(HistoryEntrySchema, entry, `report ${report.runId}`, 'history entry');
}
//# sourceMappingURL=history-schema.js.map

/***/ }),

/***/ 6188:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lu: () => (/* binding */ readHistory),
/* harmony export */   b8: () => (/* binding */ appendHistory),
/* harmony export */   rE: () => (/* binding */ HISTORY_DIR)
/* harmony export */ });
/* unused harmony exports MAX_HISTORY_COMMITS, historyFileOf */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5176);
/* harmony import */ var _run_dir_json_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4139);
/* harmony import */ var _history_schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5058);
/**
 * The local store of the default branch's history: `<dir>/<suite>.<mode>.jsonl` (default dir
 * `.verdict/history/`), one `history/v1` entry per line, oldest first, one entry per commit.
 *
 * Bounded: a file keeps the last `MAX_HISTORY_COMMITS` (50) commits, the oldest dropped as a new
 * one arrives. An entry is about 150 bytes plus some 80 per task, so a suite of 20 tasks stays near
 * 50 × (150 + 20 × 80) ≈ 90 kB.
 *
 * A second evaluation of a commit already stored is merged when it measured the same thing (same
 * model and suite version): its runs and passes are added, because a re-run is more evidence about
 * the same code, as SPEC §5 lets re-runs add to the same evidence. A report already counted (every
 * one of its `runIds` is in the entry) changes nothing, so storing the same report twice — a
 * retried job, base results reused by a later pull request — never counts its runs twice. An
 * evaluation that measured something else (another model or suite version) replaces the entry: the
 * newer configuration is what the branch is evaluated with now.
 *
 * Each append rewrites its file whole (`writeFileAtomically`): a reader sees the old file or the
 * new one. Two processes appending to the same file at once may lose one entry (read, then write);
 * the Action evaluates a suite once per job, so they do not.
 *
 * Reading never throws on content: a line that is not a valid entry is skipped and named (file and
 * line) in `problems`, as are files that cannot be read; the next append drops such lines.
 */






const HISTORY_DIR = '.verdict/history';
const MAX_HISTORY_COMMITS = 50;
function historyFileOf(dir, suite, mode) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, `${suite}.${mode}.jsonl`);
}
async function readHistoryFile(file) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        const missing = error.code === 'ENOENT';
        const problem = { file, field: '(file)', message: `cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(error)}` };
        return { entries: [], problems: missing ? [] : [problem] };
    }
    const { lines, problems } = (0,_run_dir_json_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonLines */ .L)(text, file, () => _history_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .HistoryEntrySchema */ .YA);
    return { entries: lines.map((line) => line.value), problems };
}
/** The file names of `dir` a `{suite, mode}` filter selects (`<suite>.<mode>.jsonl`). */
function selects(name, filter) {
    const match = /^(.+)\.(live|replay)\.jsonl$/.exec(name);
    if (match === null)
        return false;
    return ((filter.suite === undefined || match[1] === filter.suite) &&
        (filter.mode === undefined || match[2] === filter.mode));
}
/** The entries stored in `dir` for a suite and mode (each optional); a missing dir has none. */
async function readHistory(dir, filter = {}) {
    let names;
    try {
        names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir)).filter((name) => selects(name, filter)).sort();
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { entries: [], problems: [] };
        const message = `cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(error)}`;
        return { entries: [], problems: [{ file: dir, field: '(directory)', message }] };
    }
    const read = await Promise.all(names.map((name) => readHistoryFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, name))));
    const entries = read.flatMap((file) => file.entries);
    return {
        entries: entries.filter((entry) => (filter.suite === undefined || entry.suite === filter.suite) &&
            (filter.mode === undefined || entry.mode === filter.mode)),
        problems: read.flatMap((file) => file.problems),
    };
}
function addTasks(stored, added) {
    const byTask = new Map(stored.map((task) => [task.task, { ...task }]));
    for (const task of added) {
        const old = byTask.get(task.task);
        byTask.set(task.task, old === undefined
            ? { ...task }
            : {
                ...old,
                ...task,
                runs: old.runs + task.runs,
                passes: old.passes + task.passes,
                errors: old.errors + task.errors,
            });
    }
    return [...byTask.values()];
}
/** `entry` as it should be stored beside `old`, an entry of the same commit (see the header). */
function combine(old, entry) {
    if (old.model !== entry.model || old.suiteVersion !== entry.suiteVersion)
        return entry;
    if (entry.runIds.every((runId) => old.runIds.includes(runId)))
        return old;
    return {
        ...old,
        evaluatedAt: entry.evaluatedAt > old.evaluatedAt ? entry.evaluatedAt : old.evaluatedAt,
        runIds: [...new Set([...old.runIds, ...entry.runIds])],
        tasks: addTasks(old.tasks, entry.tasks),
    };
}
/** Stores one evaluation in its suite and mode's file under `dir` (see the header). */
async function appendHistory(dir, entry) {
    const valid = _history_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .HistoryEntrySchema */ .YA.parse(entry);
    const file = historyFileOf(dir, valid.suite, valid.mode);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
    const { entries, problems } = await readHistoryFile(file);
    // A file that exists but cannot be read is not rewritten: that would lose its history.
    const unreadable = problems.find((problem) => problem.field === '(file)');
    if (unreadable !== undefined)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .InfrastructureError */ .EN((0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .formatProblem */ .Vw)(unreadable));
    const kept = entries.filter((old) => old.suite === valid.suite && old.mode === valid.mode);
    const index = kept.findIndex((old) => old.commit === valid.commit);
    const stored = index === -1 ? valid : combine(kept[index], valid);
    if (index === -1)
        kept.push(stored);
    else
        kept[index] = stored;
    const lines = kept.slice(-MAX_HISTORY_COMMITS).map((line) => `${JSON.stringify(line)}\n`);
    await (0,_run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomically */ .l)(file, lines.join(''));
    return { file, stored, problems };
}
//# sourceMappingURL=history-store.js.map

/***/ }),

/***/ 3808:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Dw: () => (/* binding */ listItems),
/* harmony export */   GE: () => (/* binding */ formatIntervalRange),
/* harmony export */   Gp: () => (/* binding */ formatSigned),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   VZ: () => (/* binding */ formatK),
/* harmony export */   Xf: () => (/* binding */ formatPoints),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   b5: () => (/* binding */ describeNotPassed),
/* harmony export */   iW: () => (/* binding */ formatPointsInterval),
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   vy: () => (/* binding */ formatInterval),
/* harmony export */   wD: () => (/* binding */ formatSecondsSquared),
/* harmony export */   zu: () => (/* binding */ describeServedModels)
/* harmony export */ });
/**
 * The way numbers and counts are written, in one home: reports, comparisons, the PR comment, the
 * HTML pages and the verdicts' reasons all write a rate, an interval, a difference or a count the
 * same way. Plain text, no escaping (`markdown.ts` escapes).
 */
/** One decimal, as SPEC §5 writes rates: `23.1 %`. */
function formatPercent(value) {
    return `${(value * 100).toFixed(1)} %`;
}
function formatInterval(interval) {
    return `[${formatPercent(interval.low)}, ${formatPercent(interval.high)}]`;
}
/** Narrower than `formatInterval`, for a table cell: `23.1–88.2 %`. */
function formatIntervalRange(interval) {
    return `${(interval.low * 100).toFixed(1)}–${(interval.high * 100).toFixed(1)} %`;
}
/** A difference with its sign (`+`, `−`, or `±` for none), the magnitude written by `format`. */
function formatSigned(difference, format) {
    const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
    return `${sign}${format(Math.abs(difference))}`;
}
/** A difference of rates, in percentage points: `+40.0 pp`. */
function formatPoints(difference) {
    return formatSigned(difference, (value) => `${(value * 100).toFixed(1)} pp`);
}
/** An interval of differences of rates: `[−28.6 pp, +11.4 pp]`. */
function formatPointsInterval(interval) {
    return `[${formatPoints(interval.low)}, ${formatPoints(interval.high)}]`;
}
/**
 * An integer with its thousands grouped (`12,345`), as `en-US` writes them but without
 * `toLocaleString`, whose first call loads the locale data: some 15 ms of an invocation.
 */
function formatCount(value) {
    return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function formatSeconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}
/** Wall time variance in s², the unit of the median squared. */
function formatSecondsSquared(msSquared) {
    return `${(msSquared / 1_000_000).toFixed(2)} s²`;
}
function formatUsd(value) {
    return `$${value.toFixed(4)}`;
}
/** The k a side ran with: `5`, or with `--k auto` `auto (3–20)` (min-k–max-k). */
function formatK(conditions) {
    const { adaptive } = conditions;
    return adaptive === undefined ? String(conditions.k) : `auto (${adaptive.minK}–${adaptive.maxK})`;
}
/** `1 run`, `3 runs`: the count and its noun. */
function plural(count, noun, pluralNoun = `${noun}s`) {
    return `${count} ${count === 1 ? noun : pluralNoun}`;
}
/**
 * The runs of a side that did not pass, of `runs` planned: `3 of 10 failed`, `3 of 10 failed, 1
 * errored`, `1 of 1 diverged`. Failed runs (a verifier failed, a budget ran out) are results;
 * errored ones are infrastructure; diverged ones (replay) left their cassette.
 */
function describeNotPassed(counts, runs) {
    const parts = [
        [counts.failed, 'failed'],
        [counts.errored, 'errored'],
        [counts.diverged ?? 0, 'diverged'],
    ].filter(([count]) => count > 0);
    return parts
        .map(([count, what], index) => `${count}${index === 0 ? ` of ${runs}` : ''} ${what}`)
        .join(', ');
}
/**
 * `gpt-x (41 calls), gpt-x-mini (3 calls)`, most called first, each name through `name` (an
 * escape); `none` when no call reached the upstream.
 */
function describeServedModels(served, name = (model) => model) {
    const models = Object.entries(served).sort(([, a], [, b]) => b - a);
    if (models.length === 0)
        return 'none';
    return models.map(([model, calls]) => `${name(model)} (${plural(calls, 'call')})`).join(', ');
}
/** `a, b and c`; long lists end with `and N more` so a warning stays one line. */
function listItems(items, max = 10) {
    const shown = items.slice(0, max);
    const rest = items.length - shown.length;
    if (rest > 0)
        return `${shown.join(', ')} and ${rest} more`;
    if (shown.length <= 1)
        return shown.join('');
    return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
}
//# sourceMappingURL=format.js.map

/***/ })

};
