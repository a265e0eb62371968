export const id = 8569;
export const ids = [8569];
export const modules = {

/***/ 8569:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   historyCommand: () => (/* binding */ historyCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _history_flaky_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3345);
/* harmony import */ var _history_history_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5058);
/* harmony import */ var _history_history_store_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6188);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3808);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9859);
/* harmony import */ var _evaluation_options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1255);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8908);









/** The entries grouped by suite and mode, in the order the store returned them (oldest first). */
function groupBySuite(entries) {
    const groups = new Map();
    for (const entry of entries) {
        const key = `${entry.suite}\n${entry.mode}`;
        groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
    return [...groups.values()];
}
function describeState(task) {
    if (task.quarantined)
        return `${task.status}, quarantined at ${task.quarantinedAt?.slice(0, 7)}`;
    if (task.releasedAt !== undefined) {
        return `${task.status}, released from quarantine at ${task.releasedAt.slice(0, 7)}`;
    }
    return task.status;
}
function renderSuite(history) {
    const lines = [
        `${history.suite} (${history.mode}): ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .LS)(history.evaluations, 'evaluation')} of main, oldest first`,
    ];
    for (const task of history.tasks) {
        lines.push('', `${task.task}  ${(0,_history_flaky_js__WEBPACK_IMPORTED_MODULE_2__/* .sparkline */ .KM)(task.trend)}  ${describeState(task)}`);
        lines.push(`  ${task.reason}`);
        for (const point of task.trend) {
            const rate = point.runs === 0
                ? 'did not run'
                : `${`${point.passes}/${point.runs}`.padEnd(7)}${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_8__/* .formatIntervalRange */ .GE)(point)}`;
            lines.push(`  ${point.commit.slice(0, 7)}  ${rate}`);
        }
    }
    return lines.join('\n');
}
const historyCommand = {
    name: 'history',
    help: `Usage: verdict history [--task ID] [--flaky] [--suite NAME] [--mode live|replay] [--dir DIR] [--limit N] [--json]

Per-task pass rates on the default branch over its recent commits, oldest first: each commit's
passes/judged runs and Wilson 95 % interval, a trend line (one bar per commit, · where the task
did not run), and whether the task is flaky, stable or unknown (fewer than 4 evaluations), with
the reason. A task is flaky when, over its last 10 evaluations, its pass rate moved beyond its
interval and came back, or its pass/fail majority flipped twice with its files unchanged; it is
quarantined from then on (with \`quarantine: flaky\` it never fails the gate) and released once its
last 5 evaluations alone are stable. Reads .verdict/history (one file per suite and mode).

Options:
  --task ID          only this task
  --flaky            only the tasks that are flaky or quarantined
  --suite NAME       only this suite
  --mode MODE        only live or replay evaluations
  --dir DIR          read the history from DIR instead of .verdict/history
  --limit N          show the last N commits per task (default 10; the rule reads them all)

Exit codes: 0 printed (an empty history too); 2 bad invocation or unknown --task. An unreadable
history line is named on stderr and left out; the rest is printed.`,
    options: { ...(0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_6__/* .valueOptions */ .kl)('task', 'suite', 'mode', 'dir', 'limit'), flaky: { type: 'boolean' } },
    async run(args, io) {
        const mode = (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_6__/* .choiceOption */ .zu)(args, 'mode', _history_history_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .HistoryModeSchema */ .j4.options, undefined, 'live or replay');
        const limit = (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_6__/* .integerOption */ .ig)(args, 'limit', 10, 1);
        const taskId = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(args, 'task');
        const suite = (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(args, 'suite');
        const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .stringOption */ .Pp)(args, 'dir') ?? _history_history_store_js__WEBPACK_IMPORTED_MODULE_4__/* .HISTORY_DIR */ .rE);
        const { entries, problems } = await (0,_history_history_store_js__WEBPACK_IMPORTED_MODULE_4__/* .readHistory */ .Lu)(dir, {
            ...(suite === undefined ? {} : { suite }),
            ...(mode === undefined ? {} : { mode }),
        });
        for (const problem of problems) {
            io.stderr.write(`verdict: history: skipped ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .formatProblem */ .Vw)(problem)}\n`);
        }
        const histories = groupBySuite(entries).map((group) => ({
            suite: group[0].suite,
            mode: group[0].mode,
            evaluations: group.length,
            tasks: (0,_history_flaky_js__WEBPACK_IMPORTED_MODULE_2__/* .classifyTasks */ .vu)(group)
                .filter((task) => taskId === undefined || task.task === taskId)
                .filter((task) => args.values.flaky !== true || task.status === 'flaky' || task.quarantined)
                .map((task) => ({ ...task, trend: (0,_history_flaky_js__WEBPACK_IMPORTED_MODULE_2__/* .trendOf */ .RS)(group, task.task, limit) })),
        }));
        const known = new Set(entries.flatMap((entry) => entry.tasks.map((task) => task.task)));
        if (taskId !== undefined && entries.length > 0 && !known.has(taskId)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`history: no task ${JSON.stringify(taskId)} in the history of main; it has ${[...known].sort().join(', ')}`);
        }
        if (args.values.json === true) {
            (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .writeJson */ .GF)(io, { histories, problems });
            return 0;
        }
        const where = node_path__WEBPACK_IMPORTED_MODULE_0__.relative(io.cwd, dir) || '.';
        if (entries.length === 0) {
            io.stdout.write(`No history of main in ${where}. Each evaluation of the default branch (a push to it, or a pull request's base side) adds one entry; --dir DIR reads another folder.\n`);
            return 0;
        }
        const shown = histories.filter((history) => history.tasks.length > 0);
        if (shown.length === 0) {
            io.stdout.write(`No flaky or quarantined task in the history of main in ${where}.\n`);
            return 0;
        }
        io.stdout.write(`${shown.map(renderSuite).join('\n\n')}\n`);
        return 0;
    },
};
//# sourceMappingURL=history.js.map

/***/ }),

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
 * The flaky rule and quarantine over the default branch's history (SPEC §5; the rule is in
 * docs/history.md). Pure: entries of one suite and mode in, oldest first. Rule (a) asks for a
 * return, so a task fixed once is a change, not flakiness. Touching intervals overlap, as in compare.
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
 * `history/v1`: one evaluation of the default branch for one suite in one mode, per task
 * (docs/history.md). Entries built from a report have no `taskHash`, so their flips always count.
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
    /** The reports this entry counts: a re-evaluation adds only one not counted yet. */
    runIds: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().min(1)).min(1),
    tasks: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(HistoryTaskSchema),
});
/** The entry of one report of `commit`; tasks without a planned run are left out, scripted refused. */
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
 * The default branch's history (docs/history.md): `<dir>/<suite>.<mode>.jsonl`, one entry per
 * commit, the last `MAX_HISTORY_COMMITS`. A re-evaluation of a stored commit adds its runs (SPEC §5)
 * unless its report is counted already; another model or suite version replaces the entry.
 * Each append rewrites the file atomically; two concurrent appends may lose one entry, which the
 * Action (one evaluation per job) never does. Reading never throws on content.
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
function selects(name, filter) {
    const match = /^(.+)\.(live|replay)\.jsonl$/.exec(name);
    if (match === null)
        return false;
    return ((filter.suite === undefined || match[1] === filter.suite) &&
        (filter.mode === undefined || match[2] === filter.mode));
}
/** The entries stored in `dir` for a suite and mode (each optional). */
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
        const sums = old === undefined
            ? {}
            : {
                runs: old.runs + task.runs,
                passes: old.passes + task.passes,
                errors: old.errors + task.errors,
            };
        byTask.set(task.task, { ...old, ...task, ...sums });
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

/***/ 8780:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ parseWithSchema)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _describe_issue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4775);
/* harmony import */ var _nesting_depth_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8416);



function parseWithSchema(schema, data, file, what) {
    if ((0,_nesting_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .nestsDeeperThan */ .ix)(data)) {
        const problem = { file, field: '(file)', message: _nesting_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .TOO_DEEP_MESSAGE */ .AB };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${file}: not a valid ${what}: ${_nesting_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .TOO_DEEP_MESSAGE */ .AB}`, [problem]);
    }
    const parsed = schema.safeParse(data, { reportInput: true });
    if (parsed.success)
        return parsed.data;
    const problems = parsed.error.issues.map((issue) => ({
        file,
        field: issue.path.length === 0 ? '(file)' : (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFieldPath */ .vZ)(issue.path, (p) => (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .valueAt */ .fK)(data, p)),
        message: (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssue */ .n6)(issue),
    }));
    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .problemsError */ .$j)(`${file}: not a valid ${what}`, problems);
}
//# sourceMappingURL=parse-with-schema.js.map

/***/ }),

/***/ 9066:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ problemsOfIssues),
/* harmony export */   k: () => (/* binding */ describeCassetteProblems)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _json_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4775);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3808);



/** A long broken file would bury the first problems; the full list stays on the error. */
const MAX_LISTED_PROBLEMS = 20;
function problemsOfIssues(issues, line, file, subject) {
    return expandUnionIssues(issues, []).map((issue) => ({
        file,
        subject,
        field: (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFieldPath */ .vZ)(issue.path, (prefix) => (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .valueAt */ .fK)(line, prefix)),
        message: (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssue */ .n6)(issue),
    }));
}
function describeCassetteProblems(file, problems) {
    const listed = problems
        .slice(0, MAX_LISTED_PROBLEMS)
        .map((problem) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .Vw)(problem)}`);
    const more = problems.length - listed.length;
    if (more > 0)
        listed.push(`  … and ${more} more`);
    return `${file}: ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(problems.length, 'problem')}:\n${listed.join('\n')}\n(re-record the task, or fix the cassette by hand)`;
}
/** A union's issues are its matching branch's (by `kind`), else one listing the accepted values. */
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

/***/ 5176:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ writeFileAtomically)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/** Replacing a file so that a reader sees the old content or the new, never half of either. */



/**
 * Temp file in the same directory (rename is atomic only within a file system), fsync, rename.
 * `durable: false` skips the fsync, which guards only against the machine stopping: for files
 * rebuilt from others (the reports).
 */
async function writeFileAtomically(file, content, options = {}) {
    const temp = node_path__WEBPACK_IMPORTED_MODULE_2__.join(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2__.basename(file)}.${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temp, 'w');
        try {
            await handle.writeFile(content);
            if (options.durable !== false)
                await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
        throw error;
    }
}
//# sourceMappingURL=atomic-write.js.map

/***/ }),

/***/ 4139:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseJsonLines)
/* harmony export */ });
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8416);
/* harmony import */ var _provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9066);


function parseJsonLines(text, file, schemaOf, options = {}) {
    const all = text.split('\n');
    const lines = [];
    const problems = [];
    all.forEach((line, index) => {
        if (line.trim() === '')
            return;
        const subject = `line ${index + 1}`;
        let data;
        try {
            data = JSON.parse(line);
        }
        catch {
            const message = options.tornLastLine === true && index === all.length - 1
                ? 'torn last line (the process was probably stopped mid-write); skipped'
                : 'not valid JSON; skipped';
            problems.push({ file, subject, field: '(line)', message });
            return;
        }
        if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .nestsDeeperThan */ .ix)(data)) {
            problems.push({ file, subject, field: '(line)', message: `${_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .TOO_DEEP_MESSAGE */ .AB}; skipped` });
            return;
        }
        const parsed = schemaOf(index).safeParse(data);
        if (parsed.success)
            lines.push({ index, value: parsed.data });
        else
            problems.push(...(0,_provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problemsOfIssues */ .g)(parsed.error.issues, data, file, subject));
    });
    return { lines, problems };
}
//# sourceMappingURL=json-lines.js.map

/***/ }),

/***/ 143:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ IntervalSchema),
/* harmony export */   YV: () => (/* binding */ wilsonInterval)
/* harmony export */ });
/* unused harmony export Z_95 */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The Wilson score interval for a binomial proportion (SPEC §5). Chosen over the normal
 * approximation because it stays inside [0, 1] and is still honest at k = 5, where 5/5 must not read
 * as "certainly 100 %".
 */

/** z for a two-sided 95 % interval, to the precision SPEC §5 fixes. */
const Z_95 = 1.959964;
const IntervalSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    low: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
    high: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
});
/** The 95 % Wilson interval of `successes` out of `trials`; [0, 1] with no trials. */
function wilsonInterval(successes, trials, z = Z_95) {
    assertCounts(successes, trials);
    if (!(z > 0) || !Number.isFinite(z))
        throw new RangeError(`z must be a positive number, got ${z}`);
    if (trials === 0)
        return { low: 0, high: 1 };
    // The upper bound is computed as the mirror of a lower bound (failures counted as successes), so
    // symmetry holds by construction and 5/5 reaches exactly 1 instead of 0.9999999999999999.
    return {
        low: computeLowerBound(successes, trials, z),
        high: 1 - computeLowerBound(trials - successes, trials, z),
    };
}
function computeLowerBound(successes, trials, z) {
    // Exactly 0, not a rounding residue, so "0/5" prints as 0 % and comparisons against 0 are exact.
    if (successes === 0)
        return 0;
    const zSquared = z * z;
    const spread = z * Math.sqrt((successes * (trials - successes)) / trials + zSquared / 4);
    return Math.max(0, (successes + zSquared / 2 - spread) / (trials + zSquared));
}
function assertCounts(successes, trials) {
    if (!Number.isInteger(trials) || trials < 0) {
        throw new RangeError(`trials must be a non-negative integer, got ${trials}`);
    }
    if (!Number.isInteger(successes) || successes < 0 || successes > trials) {
        throw new RangeError(`successes must be an integer in [0, ${trials}], got ${successes}`);
    }
}
//# sourceMappingURL=wilson.js.map

/***/ }),

/***/ 4377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p6: () => (/* binding */ date),
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDate */ .db(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODate */ .Brp, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
