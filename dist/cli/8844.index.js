export const id = 8844;
export const ids = [8844];
export const modules = {

/***/ 9613:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ findRepositoryRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);


/**
 * The nearest directory at or above `dir` that holds `.git` (a directory, or a worktree's file),
 * found without running git; undefined outside a repository.
 */
function findRepositoryRoot(dir) {
    for (let current = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(dir);; current = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(current)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(current, '.git')))
            return current;
        if (node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(current) === current)
            return undefined;
    }
}
//# sourceMappingURL=repository-root.js.map

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

/***/ 8449:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ renderDivergenceSection)
/* harmony export */ });
/* harmony import */ var _provider_divergence_excerpt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1919);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3808);
/* harmony import */ var _escape_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6130);
/* harmony import */ var _page_shell_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1757);
/**
 * A replay's divergences in both HTML reports: per task, call and field, the excerpt the terminal
 * and the PR comment show too, removed words in `<del>`, added ones in `<ins>`.
 */




const SIDES = { '-': ['removed', 'del'], '+': ['added', 'ins'] };
function renderDiff(field, excerpt) {
    const body = excerpt.hunks
        .map((hunk) => (0,_provider_divergence_excerpt_js__WEBPACK_IMPORTED_MODULE_0__/* .excerptLines */ .$F)(hunk)
        .map(({ sign, runs }) => {
        const [side, tag] = SIDES[sign];
        const text = runs
            .map((run) => run.changed ? `<${tag}>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeBlock */ .$o)(run.text)}</${tag}>` : (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeBlock */ .$o)(run.text))
            .join('');
        return `<span class="${side}">${sign} ${text}</span>`;
    })
        .join(''))
        .join('<span class="gap">⋯</span>');
    const more = excerpt.moreChanges ?? 0;
    const tail = more > 0 ? `<span class="gap">… and ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(more, 'more change')}</span>` : '';
    const where = excerpt.path === field ? '' : ` (in <code>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(excerpt.path)}</code>)`;
    const how = excerpt.unaligned
        ? ': the two differ in too many places to be aligned, so each is shown from its start'
        : ', the removed and the added words marked';
    return [
        `<p class="muted"><code>-</code> recorded, <code>+</code> sent by the harness now${where}${how}:</p>`,
        `<pre class="diff" aria-label="recorded against sent">${body}${tail}</pre>`,
    ].join('\n');
}
function renderExcerpt(excerpt) {
    const runs = (0,_text_format_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(excerpt.runs, 'run');
    return [
        `<div class="divergence" data-task-id="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(excerpt.taskId)}">`,
        `<h3><code>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(excerpt.taskId)}</code> — call ${excerpt.call}, field <code>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(excerpt.field)}</code></h3>`,
        `<p class="muted">First seen in repetition ${excerpt.repetition}; ${runs} diverged this way.</p>`,
        excerpt.excerpt === undefined || excerpt.excerpt.hunks.length === 0
            ? `<p>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(excerpt.message)}</p>`
            : renderDiff(excerpt.field, excerpt.excerpt),
        '</div>',
    ].join('\n');
}
/** `intro` says which runs these are (the report's, or the candidate's). */
function renderDivergenceSection(excerpts, intro) {
    if (excerpts.length === 0)
        return '';
    return (0,_page_shell_js__WEBPACK_IMPORTED_MODULE_2__/* .renderSection */ .YN)('divergences', 'Divergences', [
        `<p>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(intro)} If the change was intended, record these tasks' cassettes again (<code>verdict record</code>).</p>`,
        ...excerpts.map(renderExcerpt),
    ]);
}
//# sourceMappingURL=divergence-html.js.map

/***/ }),

/***/ 6130:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $o: () => (/* binding */ escapeBlock),
/* harmony export */   EH: () => (/* binding */ escapeLine),
/* harmony export */   ZD: () => (/* binding */ escapeHtml),
/* harmony export */   o0: () => (/* binding */ escapeRedactionMarkers)
/* harmony export */ });
/** Every string from a suite, a run or a report is escaped before it is placed in a page. */
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
};
/** Inert in HTML text and in quoted attribute values. */
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
/** Control characters (other than tab) become spaces, so a message cannot break its layout. */
function escapeLine(text) {
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    return escapeHtml(text.replace(/[\u0000-\u0008\u000a-\u001f\u007f]+/g, ' '));
}
/** For a `<pre>`: newlines and tabs kept, other control characters shown as `�`. */
function escapeBlock(text) {
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    return escapeHtml(text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '\ufffd'));
}
/** A `<redacted:RULE>` marker would read as an unknown element and vanish: written back as text. */
function escapeRedactionMarkers(html) {
    return html.replace(/<(redacted:[a-z0-9-]+)>/g, '&lt;$1&gt;');
}
//# sourceMappingURL=escape-html.js.map

/***/ }),

/***/ 7729:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EX: () => (/* binding */ renderHtmlTable),
/* harmony export */   FJ: () => (/* binding */ taskNameCell),
/* harmony export */   Id: () => (/* binding */ renderFacts),
/* harmony export */   Rl: () => (/* binding */ renderTaskName),
/* harmony export */   iV: () => (/* binding */ textCell)
/* harmony export */ });
/* harmony import */ var _escape_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6130);
/**
 * Tables of the HTML reports; `PAGE_SCRIPT` makes sortable ones sortable. A cell's `data-sort` lets
 * `23.1 %` sort as 0.231 and "—" sort last.
 */

function textCell(text, sort) {
    return sort === undefined ? { html: (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(text) } : { html: (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(text), sort };
}
/** A task's id, and its title when it has one. */
function renderTaskName(task) {
    const id = `<code>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(task.taskId)}</code>`;
    return task.title === undefined || task.title === ''
        ? id
        : `${id} <span class="muted">${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(task.title)}</span>`;
}
function taskNameCell(task) {
    return { html: renderTaskName(task), sort: task.taskId };
}
function renderCell(cell, column) {
    const { html, sort } = typeof cell === 'string' ? { html: cell, sort: undefined } : cell;
    const attributes = [
        ...(column?.numeric === true ? [' class="num"'] : []),
        ...(column?.key === undefined ? [] : [` data-col="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(column.key)}"`]),
        ...(sort === undefined
            ? []
            : [` data-sort="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(sort === null ? '' : String(sort))}"`]),
    ].join('');
    return `<td${attributes}>${html}</td>`;
}
function renderHtmlTable(table) {
    const head = table.columns
        .map((column) => `<th scope="col"${column.numeric === true ? ' data-type="number"' : ''}>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(column.label)}</th>`)
        .join('');
    const rows = table.rows
        .map((row) => {
        const attributes = row.attributes === undefined ? '' : ` ${row.attributes}`;
        const cells = row.cells.map((cell, index) => renderCell(cell, table.columns[index])).join('');
        return `<tr${attributes}>${cells}</tr>`;
    })
        .join('\n');
    const classes = table.sortable === true ? ' class="sortable"' : '';
    const attributes = table.attributes === undefined ? '' : ` ${table.attributes}`;
    return [
        `<div class="table-wrap"><table${classes}${attributes}>`,
        `<caption class="muted">${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(table.caption)}</caption>`,
        `<thead><tr>${head}</tr></thead>`,
        `<tbody>\n${rows}\n</tbody>`,
        '</table></div>',
    ].join('\n');
}
/** Values are already HTML. */
function renderFacts(facts) {
    const items = facts.map(([term, value]) => `<dt>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(term)}</dt><dd>${value}</dd>`);
    return `<dl class="facts">${items.join('')}</dl>`;
}
//# sourceMappingURL=html-table.js.map

/***/ }),

/***/ 2134:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ renderIntervalPlot)
/* harmony export */ });
/* unused harmony export describePlotRow */
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3808);
/* harmony import */ var _escape_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6130);
/**
 * One task's interval plot, inline SVG: per side a bar over its 95 % Wilson interval, a dot at the
 * observed rate, a line for a wider bounded interval. A plot is never the only place a figure is.
 */


// Geometry in px.
const WIDTH = 320;
const LEFT = 78;
const RIGHT = 22;
const ROW_HEIGHT = 22;
const TOP = 6;
const AXIS_SPACE = 20;
const TICKS = [0, 0.25, 0.5, 0.75, 1];
/** Rounded to 0.1 px so that the markup is stable. */
function xOf(rate) {
    const clamped = Math.min(1, Math.max(0, rate));
    return (LEFT + clamped * (WIDTH - LEFT - RIGHT)).toFixed(1);
}
/** `3/5 passed, 60.0 % [23.1 %, 88.2 %]`. */
function describePlotRow(row) {
    const counts = `${row.pass}/${row.observed} passed`;
    if (row.rate === null)
        return `${counts}, ${row.absent ?? 'no rate'}`;
    const interval = row.interval === null ? '' : ` ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatInterval */ .vy)(row.interval)}`;
    const bounded = sameInterval(row) ? '' : `, bounded ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatInterval */ .vy)(row.boundedInterval)}`;
    return `${counts}, ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPercent */ .l9)(row.rate)}${interval}${bounded}`;
}
function sameInterval(row) {
    const { interval, boundedInterval } = row;
    if (interval === null || boundedInterval === null)
        return true;
    return interval.low === boundedInterval.low && interval.high === boundedInterval.high;
}
function renderRow(row, index) {
    const y = TOP + index * ROW_HEIGHT;
    const middle = y + ROW_HEIGHT / 2;
    const parts = [
        `<text class="row-label" x="${LEFT - 6}" y="${middle + 4}" text-anchor="end">${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(row.label)}</text>`,
    ];
    if (row.interval === null && row.rate === null) {
        const text = (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(row.absent ?? 'no rate');
        return `${parts.join('')}<text class="none" x="${LEFT + 4}" y="${middle + 4}">${text}</text>`;
    }
    if (row.boundedInterval !== null && !sameInterval(row)) {
        parts.push(`<line class="bounded" x1="${xOf(row.boundedInterval.low)}" x2="${xOf(row.boundedInterval.high)}" y1="${middle}" y2="${middle}"></line>`);
    }
    if (row.interval !== null) {
        const x = xOf(row.interval.low);
        const width = Math.max(2, Number(xOf(row.interval.high)) - Number(x)).toFixed(1);
        parts.push(`<rect class="bar-${row.side}" x="${x}" y="${middle - 5}" width="${width}" height="10" rx="2"></rect>`);
    }
    if (row.rate !== null) {
        parts.push(`<circle class="point-${row.side}" cx="${xOf(row.rate)}" cy="${middle}" r="5"></circle>`);
    }
    return parts.join('');
}
function renderAxis(rows) {
    const y = TOP + rows * ROW_HEIGHT + 2;
    const ticks = TICKS.map((tick) => `<line class="tick" x1="${xOf(tick)}" x2="${xOf(tick)}" y1="${TOP}" y2="${y + 3}"></line>` +
        `<text class="tick-label" x="${xOf(tick)}" y="${y + 15}" text-anchor="middle">${tick * 100} %</text>`);
    return `<line class="axis" x1="${xOf(0)}" x2="${xOf(1)}" y1="${y}" y2="${y}"></line>${ticks.join('')}`;
}
function renderIntervalPlot(plot) {
    const height = TOP + plot.rows.length * ROW_HEIGHT + AXIS_SPACE + 4;
    const words = plot.rows.map((row) => `${row.label}: ${describePlotRow(row)}`).join('; ');
    const label = `${plot.caption} — 95 % Wilson intervals on a 0 to 100 % scale. ${words}`;
    const titleId = `${plot.id}-title`;
    const svg = [
        `<svg viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-labelledby="${titleId}" aria-label="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(label)}" xmlns="http://www.w3.org/2000/svg">`,
        `<title id="${titleId}">${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(label)}</title>`,
        renderAxis(plot.rows.length),
        ...plot.rows.map(renderRow),
        '</svg>',
    ].join('');
    const numbers = plot.rows
        .map((row) => `<li data-side="${row.side}"><span class="muted">${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(row.label)}:</span> ${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(describePlotRow(row))}</li>`)
        .join('');
    const note = plot.note === undefined ? '' : `<p class="muted">${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(plot.note)}</p>`;
    const attributes = plot.attributes === undefined ? '' : ` ${plot.attributes}`;
    return `<figure class="plot" id="${plot.id}"${attributes}><figcaption>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(plot.caption)}</figcaption>${svg}<ul class="numbers">${numbers}</ul>${note}</figure>`;
}
//# sourceMappingURL=interval-plot.js.map

/***/ }),

/***/ 1757:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lo: () => (/* binding */ renderHtmlPage),
/* harmony export */   YN: () => (/* binding */ renderSection)
/* harmony export */ });
/* unused harmony export PAGE_SCRIPT */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _escape_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6130);
/**
 * The page every HTML report shares: self-contained, with a Content-Security-Policy that loads
 * nothing, so it works offline and from an artifact zip. `verdict view` gives its own policy.
 */


/**
 * Sorts every `table.sortable` by its headers (buttons added here, so without script it is a plain
 * table), by `data-sort`, empty keys last. Before printing, every folded section is opened.
 */
const PAGE_SCRIPT = `(function () {
  function key(cell, numeric) {
    var raw = cell ? cell.getAttribute('data-sort') : null;
    if (raw === null) raw = cell ? cell.textContent.trim() : '';
    if (!numeric) return raw;
    return raw === '' ? null : Number(raw);
  }
  function compare(a, b, numeric) {
    if (!numeric) return a.localeCompare(b);
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return a - b;
  }
  document.querySelectorAll('table.sortable').forEach(function (table) {
    var headers = table.querySelectorAll('thead th');
    headers.forEach(function (th, column) {
      var button = document.createElement('button');
      button.type = 'button';
      while (th.firstChild) button.appendChild(th.firstChild);
      th.appendChild(button);
      button.addEventListener('click', function () {
        var numeric = th.getAttribute('data-type') === 'number';
        var ascending = th.getAttribute('aria-sort') !== 'ascending';
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.forEach(function (row, index) { row.setAttribute('data-index', String(index)); });
        rows.sort(function (a, b) {
          var order = compare(key(a.cells[column], numeric), key(b.cells[column], numeric), numeric);
          if (order === 0) return Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index'));
          return ascending ? order : -order;
        });
        rows.forEach(function (row) { body.appendChild(row); });
        headers.forEach(function (other) { other.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
      });
    });
  });
  window.addEventListener('beforeprint', function () {
    document.querySelectorAll('details').forEach(function (details) { details.open = true; });
  });
})();`;
const PAGE_CSS = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1f2328; --muted: #57606a; --line: #d0d7de; --panel: #f6f8fa;
  --baseline: #6e7781; --candidate: #0969da; --bounded: #8c959f;
  --good: #1a7f37; --bad: #cf222e; --warn: #9a6700; --neutral: #57606a;
  --ins: #dafbe1; --del: #ffebe9;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23;
    --baseline: #9198a1; --candidate: #4493f8; --bounded: #656c76;
    --good: #3fb950; --bad: #f85149; --warn: #d29922; --neutral: #9198a1;
    --ins: #0f3a1e; --del: #4c1a1d;
  }
}
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; background: var(--bg); color: var(--fg);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
h2 { font-size: 1.25rem; margin: 2rem 0 .75rem; padding-bottom: .25rem; border-bottom: 1px solid var(--line); }
h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
a { color: var(--candidate); }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .875em; }
.muted { color: var(--muted); }
.banner { border-left: 4px solid var(--warn); background: var(--panel); padding: .5rem .75rem; margin: 1rem 0; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: .5rem 0; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; margin: .5rem 0; }
th, td { border: 1px solid var(--line); padding: .3rem .55rem; text-align: left; vertical-align: top; }
th { background: var(--panel); font-weight: 600; }
td.num, th[data-type="number"] { text-align: right; font-variant-numeric: tabular-nums; }
td.num { white-space: nowrap; }
td[data-col="reason"] { min-width: 20rem; }
th button { all: inherit; cursor: pointer; padding: 0; border: 0; background: none; }
th button:focus-visible { outline: 2px solid var(--candidate); outline-offset: 2px; }
th[aria-sort="ascending"] button::after { content: " \\25B2"; }
th[aria-sort="descending"] button::after { content: " \\25BC"; }
.verdict { font-weight: 600; }
.verdict-improved { color: var(--good); }
.verdict-regressed { color: var(--bad); }
.verdict-changed, .verdict-diverged, .verdict-not_comparable { color: var(--warn); }
.verdict-inconclusive, .verdict-low_power, .verdict-no_change, .verdict-unchanged { color: var(--neutral); }
.flag { display: inline-block; border: 1px solid currentColor; border-radius: .6rem; padding: 0 .4rem;
  font-size: .8em; margin: 0 .2rem .1rem 0; white-space: nowrap; }
.plots { display: grid; grid-template-columns: repeat(auto-fill, minmax(22rem, 1fr)); gap: 1rem; }
figure.plot { margin: 0; padding: .6rem .75rem; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); }
figure.plot figcaption { font-weight: 600; overflow-wrap: anywhere; }
figure.plot svg { display: block; width: 100%; height: auto; margin: .25rem 0; }
figure.plot .numbers { margin: 0; padding: 0; list-style: none; font-size: .9em; }
svg .axis, svg .tick { stroke: var(--line); }
svg .tick-label, svg .row-label { fill: var(--muted); font-size: 11px; }
svg .bar-baseline, svg .point-baseline { fill: var(--baseline); }
svg .bar-candidate, svg .point-candidate { fill: var(--candidate); }
svg .point-baseline, svg .point-candidate { stroke: var(--bg); stroke-width: 1.5; }
svg .bounded { stroke: var(--bounded); stroke-width: 2; }
svg .none { fill: var(--muted); font-size: 11px; }
details { margin: .5rem 0; }
summary { cursor: pointer; font-weight: 600; }
.divergence { border: 1px solid var(--line); border-radius: 6px; padding: .5rem .75rem; margin: .75rem 0; }
pre.diff { background: var(--panel); padding: .5rem; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
pre.diff span { display: block; }
pre.diff .gap { color: var(--muted); }
pre.diff del, pre.diff ins { color: inherit; }
pre.diff del { background: var(--del); text-decoration: line-through; }
pre.diff ins { background: var(--ins); text-decoration: underline; }
footer { margin-top: 2rem; padding-top: .75rem; border-top: 1px solid var(--line); color: var(--muted); font-size: .9em; }
@media print {
  :root { --bg: #ffffff; --fg: #000000; --muted: #333333; --line: #999999; --panel: #f2f2f2;
    --baseline: #555555; --candidate: #0044aa; }
  body { max-width: none; padding: 0; font-size: 11pt; }
  .plots { display: block; }
  figure.plot, .divergence, tr { break-inside: avoid; }
  th button::after { content: none !important; }
  .table-wrap { overflow: visible; }
}
`;
/** `title` is HTML; '' parts are left out. */
function renderSection(id, title, parts) {
    return [
        `<section id="${id}" aria-labelledby="${id}-title">`,
        `<h2 id="${id}-title">${title}</h2>`,
        ...parts.filter((part) => part !== ''),
        '</section>',
    ].join('\n');
}
function scriptHash(script) {
    return `'sha256-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(script, 'utf8').digest('base64')}'`;
}
/** A whole HTML document around `body`; nothing in it refers to anything outside the file. */
function renderHtmlPage({ title, body, css, script, csp, scriptNonce }) {
    const pageScript = script === undefined ? PAGE_SCRIPT : `${script}\n${PAGE_SCRIPT}`;
    const policy = csp === undefined
        ? [
            "default-src 'none'",
            "style-src 'unsafe-inline'",
            `script-src ${scriptHash(pageScript)}`,
            "img-src 'none'",
            "base-uri 'none'",
            "form-action 'none'",
        ].join('; ')
        : csp === false
            ? undefined
            : (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(csp);
    return [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        ...(policy === undefined
            ? []
            : [`<meta http-equiv="Content-Security-Policy" content="${policy}">`]),
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="color-scheme" content="light dark">',
        `<title>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(title)}</title>`,
        `<style>${PAGE_CSS}${css ?? ''}</style>`,
        '</head>',
        '<body>',
        body,
        scriptNonce === undefined
            ? `<script>${pageScript}</script>`
            : `<script nonce="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeHtml */ .ZD)(scriptNonce)}">${pageScript}</script>`,
        '</body>',
        '</html>',
        '',
    ].join('\n');
}
//# sourceMappingURL=page-shell.js.map

/***/ }),

/***/ 4667:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ renderRunCommand)
/* harmony export */ });
/* harmony import */ var _process_shell_word_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7344);
/* harmony import */ var _escape_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6130);
/**
 * The `verdict add` / `verdict show` command of one run. Over `file://`, `RUNS_SCRIPT` rewrites the
 * `data-run-dir` span to the page's folder, so it works once copied or unzipped elsewhere.
 */


function renderRunCommand(verb, runDir, run) {
    return [
        `<code class="command" data-copy>verdict ${verb} `,
        `<span data-run-dir>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)((0,_process_shell_word_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r)(runDir))}</span>`,
        ` --task ${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)((0,_process_shell_word_js__WEBPACK_IMPORTED_MODULE_1__/* .shellWord */ .r)(run.taskId))} --rep ${run.repetition}</code>`,
    ].join('');
}
//# sourceMappingURL=run-commands.js.map

/***/ }),

/***/ 1993:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LG: () => (/* binding */ renderStatus),
/* harmony export */   XK: () => (/* binding */ compareRunsForReading),
/* harmony export */   Yy: () => (/* binding */ renderRunsSection),
/* harmony export */   bg: () => (/* binding */ RUNS_SCRIPT),
/* harmony export */   fY: () => (/* binding */ RUNS_CSS)
/* harmony export */ });
/* harmony import */ var _escape_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6130);
/* harmony import */ var _html_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7729);
/* harmony import */ var _page_shell_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1757);
/* harmony import */ var _run_commands_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4667);




/** In reading order: failures first, passes last. */
const STATUS_WORDS = new Map([
    ['fail', 'failed'],
    ['budget_exceeded', 'over budget'],
    ['error', 'errored'],
    ['pass', 'passed'],
]);
const READING_ORDER = [...STATUS_WORDS.keys()];
/** Failed runs first, then by repetition (variant, for runs of variants). */
function compareRunsForReading(a, b) {
    return (READING_ORDER.indexOf(a.status) - READING_ORDER.indexOf(b.status) ||
        a.repetition - b.repetition ||
        (a.variant ?? '').localeCompare(b.variant ?? ''));
}
function renderStatus(status) {
    return `<span class="status status-${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(status)}">${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(status.replace('_', ' '))}</span>`;
}
function formatBytes(bytes) {
    return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(0)} MB` : `${bytes} bytes`;
}
function renderRun(run, section) {
    const status = (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(run.status);
    const promote = run.status === 'pass'
        ? [
            '<details class="promote">',
            '<summary>This went well</summary>',
            `<p>Keep it as a regression case: ${(0,_run_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .renderRunCommand */ .p)('add', section.runDir, run)}</p>`,
            '<p class="muted">It adds a case to .verdict/cases that asserts the tools this run used; <code>verdict add --help</code> says more.</p>',
            '</details>',
        ].join('')
        : '';
    const transcript = run.transcript ??
        `<p class="notice">Its transcript is not in this page, which holds ${formatBytes(section.maxBytes)} of transcripts at most, failed runs first. ${(0,_run_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .renderRunCommand */ .p)('show', section.runDir, run)} prints it from its trace.</p>`;
    return [
        `<details class="run" data-task-id="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(run.taskId)}" data-repetition="${run.repetition}" data-status="${status}">`,
        '<summary>',
        `${renderStatus(run.status)} `,
        `<span class="run-label">#${run.repetition}${run.variant === undefined ? '' : ` [${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(run.variant)}]`}</span>`,
        run.reason === undefined ? '' : ` <span class="reason">${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(run.reason)}</span>`,
        '</summary>',
        `<div class="transcript">${promote}${transcript}</div>`,
        '</details>',
    ].join('');
}
function describeCounts(runs) {
    const counts = new Map();
    for (const run of runs)
        counts.set(run.status, (counts.get(run.status) ?? 0) + 1);
    return [...STATUS_WORDS]
        .flatMap(([status, words]) => {
        const count = counts.get(status);
        return count === undefined ? [] : [`${count} ${words}`];
    })
        .join(', ');
}
function renderRunsSection(tasks, section, options = {}) {
    if (section.runs.length === 0)
        return '';
    const byTask = new Map(tasks.map((task) => [task.taskId, []]));
    for (const run of section.runs) {
        const list = byTask.get(run.taskId);
        if (list === undefined)
            byTask.set(run.taskId, [run]);
        else
            list.push(run);
    }
    const titles = new Map(tasks.map((task) => [task.taskId, task.title]));
    const blocks = [...byTask].flatMap(([taskId, runs]) => {
        if (runs.length === 0)
            return [];
        return [
            [
                `<div class="task-runs" data-task-id="${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(taskId)}">`,
                `<h3>${(0,_html_table_js__WEBPACK_IMPORTED_MODULE_1__/* .renderTaskName */ .Rl)({ taskId, title: titles.get(taskId) })} <span class="counts">${describeCounts(runs)}</span></h3>`,
                [...runs]
                    .sort(compareRunsForReading)
                    .map((run) => renderRun(run, section))
                    .join('\n'),
                '</div>',
            ].join('\n'),
        ];
    });
    return (0,_page_shell_js__WEBPACK_IMPORTED_MODULE_2__/* .renderSection */ .YN)('runs', 'Runs', [
        options.intro ??
            `<p>Every run of each task, failed first. Open one for its transcript: the model calls, the tool calls with their arguments and results, the verifiers with their details, the final answer and the incidents. Everything in a transcript was written by the agent or the model. This page holds ${formatBytes(section.maxBytes)} of transcripts at most, failed runs first; a run left out gives the <code>verdict show</code> command that prints it.</p>`,
        ...blocks,
    ]);
}
const RUNS_CSS = `
.task-runs h3 .counts { color: var(--muted); font-weight: normal; font-size: .9em; margin-left: .5rem; }
details.run { margin: .15rem 0; border: 1px solid var(--line); border-radius: 6px; }
details.run > summary { font-weight: normal; padding: .25rem .5rem; overflow-wrap: anywhere; }
details.run[open] > summary { border-bottom: 1px solid var(--line); background: var(--panel); }
details.run .run-label { display: inline-block; min-width: 3rem; font-variant-numeric: tabular-nums; }
details.run .reason { color: var(--muted); }
.status { display: inline-block; min-width: 6.5rem; font-weight: 600; }
.status-pass, .good, .outcome-pass { color: var(--good); }
.status-fail, .bad, .outcome-fail { color: var(--bad); }
.status-budget_exceeded, .status-error, .outcome-error { color: var(--warn); }
.outcome { font-weight: 600; }
.transcript { padding: .25rem .75rem .75rem; }
.transcript h4 { font-size: .95rem; margin: .75rem 0 .25rem; }
.transcript pre { background: var(--panel); padding: .4rem .5rem; margin: .25rem 0; max-height: 24rem; overflow: auto;
  white-space: pre-wrap; overflow-wrap: anywhere; }
.transcript pre.error, .transcript pre.result { border-left: 3px solid var(--line); }
.transcript pre.error { border-left-color: var(--bad); }
.transcript pre.arguments::before, .transcript pre.result::before, .transcript pre.error::before {
  display: block; color: var(--muted); font-family: system-ui, sans-serif; font-size: .8em; }
.transcript pre.arguments::before { content: "arguments"; }
.transcript pre.result::before { content: "result"; }
.transcript pre.error::before { content: "error"; }
.transcript .clipped { margin: 0 0 .25rem; font-size: .85em; }
.transcript .notice { border-left: 4px solid var(--warn); background: var(--panel); padding: .4rem .6rem; }
ol.steps { list-style: none; padding: 0; margin: 0; }
ol.steps li { margin: .35rem 0; }
ol.steps li.step-tool, ol.steps li.step-cut { margin-left: 1.5rem; }
ol.steps .step-head { font-weight: 600; }
ul.verifiers { list-style: none; padding: 0; }
details.promote { border-left: 4px solid var(--good); padding: .1rem .6rem; background: var(--panel); }
code.command { user-select: all; background: var(--panel); padding: .1rem .3rem; border: 1px solid var(--line); border-radius: 4px; }
button.copy { margin-left: .4rem; font: inherit; font-size: .85em; cursor: pointer; }
@media print {
  details.run[data-print-closed] > .transcript { display: none; }
  button.copy { display: none; }
}
`;
/**
 * Run before `PAGE_SCRIPT`: an unopened run stays closed in print, or a thousand transcripts would
 * print. Over `file://` it names the page's folder in every command; it adds copy buttons.
 */
const RUNS_SCRIPT = `(function () {
  function quote(value) {
    return /^[A-Za-z0-9._\\/-]+$/.test(value) ? value : "'" + value.replace(/'/g, "'\\\\''") + "'";
  }
  if (location.protocol === 'file:') {
    var dir = decodeURIComponent(location.pathname.replace(/\\/[^\\/]*$/, ''));
    if (/^\\/[A-Za-z]:\\//.test(dir)) dir = dir.slice(1);
    if (dir !== '') {
      document.querySelectorAll('[data-run-dir]').forEach(function (span) { span.textContent = quote(dir); });
    }
  }
  document.querySelectorAll('code[data-copy]').forEach(function (code) {
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy';
    button.textContent = 'Copy';
    button.addEventListener('click', function () {
      var selection = window.getSelection();
      var range = document.createRange();
      range.selectNodeContents(code);
      selection.removeAllRanges();
      selection.addRange(range);
      var done = function () { button.textContent = 'Copied'; };
      if (navigator.clipboard) navigator.clipboard.writeText(code.textContent).then(done, function () {});
    });
    code.parentNode.insertBefore(button, code.nextSibling);
  });
  window.addEventListener('beforeprint', function () {
    document.querySelectorAll('details.run').forEach(function (run) {
      if (!run.open) run.setAttribute('data-print-closed', '');
    });
  });
  window.addEventListener('afterprint', function () {
    document.querySelectorAll('details.run[data-print-closed]').forEach(function (run) {
      run.removeAttribute('data-print-closed');
    });
  });
})();`;
//# sourceMappingURL=runs-section.js.map

/***/ }),

/***/ 7765:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IE: () => (/* binding */ renderNotes),
/* harmony export */   ad: () => (/* binding */ conditionsFacts),
/* harmony export */   bA: () => (/* binding */ renderConditions)
/* harmony export */ });
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3808);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8132);
/* harmony import */ var _escape_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6130);
/* harmony import */ var _html_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7729);
/* harmony import */ var _page_shell_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1757);
/** Sections both HTML reports show the same way: the measurement conditions and the notes. */





function conditionsFacts(runId, conditions) {
    const facts = [
        ['run id', (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(runId)],
        ['suite id', (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(conditions.suiteId)],
        ['suite version', (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(conditions.suiteVersion)],
        ['harness version', (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(conditions.harnessVersion)],
        ['config hash', `<code>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(conditions.configHash)}</code>`],
        ['provider', (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(conditions.provider)],
        ['model', (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(conditions.model)],
        ['mode', (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(conditions.mode)],
        ['k', (0,_text_format_js__WEBPACK_IMPORTED_MODULE_4__/* .formatK */ .VZ)(conditions)],
        ['seed', `${conditions.seed} <span class="muted">(orders runs only)</span>`],
    ];
    if (conditions.concurrency !== undefined) {
        facts.push(['concurrency', String(conditions.concurrency)]);
    }
    if (conditions.shard !== undefined)
        facts.push(['shard', (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(conditions.shard)]);
    if (conditions.tasks !== undefined) {
        facts.push(['tasks selected', conditions.tasks.map(_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH).join(', ')]);
    }
    if (conditions.compaction !== undefined) {
        facts.push(['compaction', `<code>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(JSON.stringify(conditions.compaction))}</code>`]);
    }
    if (conditions.sandbox !== undefined) {
        facts.push(['sandbox', (0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)((0,_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_0__/* .describeSandbox */ .hT)(conditions.sandbox))]);
    }
    return facts;
}
function renderConditions(summary, sides) {
    return (0,_page_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .renderSection */ .YN)('conditions', 'Conditions', [
        '<details>',
        `<summary>${summary}</summary>`,
        ...sides.map(({ heading, runId, conditions }) => `${heading === undefined ? '' : `<h3>${heading}</h3>`}${(0,_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderFacts */ .Id)(conditionsFacts(runId, conditions))}`),
        '</details>',
    ]);
}
function renderNotes(notes) {
    if (notes.length === 0)
        return '';
    return (0,_page_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .renderSection */ .YN)('notes', 'Notes', [
        `<ul>${notes.map((note) => `<li>${(0,_escape_html_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeLine */ .EH)(note)}</li>`).join('')}</ul>`,
    ]);
}
//# sourceMappingURL=shared-sections.js.map

/***/ }),

/***/ 7344:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
/** One POSIX shell word: as is when it is plainly safe, else single-quoted. */
function shellWord(value) {
    return /^[A-Za-z0-9._/-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;
}
//# sourceMappingURL=shell-word.js.map

/***/ }),

/***/ 8452:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cn: () => (/* binding */ CassetteCallSchema),
/* harmony export */   EC: () => (/* binding */ MessagesDeltaSchema),
/* harmony export */   GJ: () => (/* binding */ CASSETTE_FORMATS),
/* harmony export */   IK: () => (/* binding */ REQUEST_FIELDS),
/* harmony export */   bD: () => (/* binding */ StoredCallV2Schema),
/* harmony export */   j$: () => (/* binding */ CASSETTE_FORMAT),
/* harmony export */   zQ: () => (/* binding */ CassetteHeaderSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6010);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2188);
/**
 * The cassette formats (SPEC §4): the shared header, the decoded call replay uses, and the call
 * line of `cassette/v1` (whole fingerprints) and `cassette/v2` (deltas and content-addressed
 * parts).
 */



const CASSETTE_FORMAT = 'cassette/v2';
/** What the reader reads: `cassette/v1` files still replay (`verdict cassette upgrade` rewrites them). */
const CASSETTE_FORMATS = ['cassette/v1', CASSETTE_FORMAT];
const CassetteHeaderSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(CASSETTE_FORMATS),
    suiteId: _suite_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .IdSchema */ .N$,
    suiteVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    taskId: _suite_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .IdSchema */ .N$,
    /** Hash of the measured configuration; replay warns when the current one differs. */
    configHash: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    harnessVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
});
const sha256Of = (what) => zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, `must be 64 lowercase hexadecimal digits (${what}’s sha256)`);
/** 1-based, in file order. */
const CallNumberSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1);
/** A recorded call with the FULL decoded fingerprint; also the `cassette/v1` line. */
const CassetteCallSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    call: CallNumberSchema,
    sha256: sha256Of('the fingerprint'),
    fingerprint: _types_js__WEBPACK_IMPORTED_MODULE_1__/* .FingerprintSchema */ .oP,
    response: _types_js__WEBPACK_IMPORTED_MODULE_1__/* .RecordedResponseSchema */ .n5,
});
/** The fingerprint fields a `cassette/v2` request stores (the endpoint is on the line itself). */
const REQUEST_FIELDS = [
    'model',
    'instructions',
    'messages',
    'tools',
    'outputLimit',
    'nativeTools',
    'reasoningEffort',
    'answerControls',
];
/** A `cassette/v2` request's fields (with `from`, those that differ); checked once decoded. */
const StoredRequestSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej(Object.fromEntries(REQUEST_FIELDS.map((field) => [field, zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional()])));
/** The conversation of a request with a base: the base's first `keep` entries, then `append`. */
const MessagesDeltaSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    keep: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    append: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
});
const StoredCallV2Schema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    call: CallNumberSchema,
    endpoint: _types_js__WEBPACK_IMPORTED_MODULE_1__/* .EndpointSchema */ .vy,
    /** sha256 of the canonical JSON of the FULL decoded fingerprint: the match key. */
    sha256: sha256Of('the fingerprint'),
    /** The earlier call this request is stored against. */
    from: CallNumberSchema.optional(),
    /** Parts this line is the first to use: sha256 of the part's canonical JSON → its value. */
    parts: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(sha256Of('the part'), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).optional(),
    request: StoredRequestSchema,
    /** Exactly as the agent received it: never a delta, never a part. */
    response: _types_js__WEBPACK_IMPORTED_MODULE_1__/* .RecordedResponseSchema */ .n5,
});
//# sourceMappingURL=cassette-codec-schema.js.map

/***/ }),

/***/ 2952:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A3: () => (/* binding */ reasonOf),
/* harmony export */   AI: () => (/* binding */ errorKindOf),
/* harmony export */   QO: () => (/* binding */ REASON_PREFIXES),
/* harmony export */   bC: () => (/* binding */ groupFailureReasons),
/* harmony export */   dk: () => (/* binding */ REPLAY_DIVERGENCE),
/* harmony export */   wW: () => (/* binding */ kindOfReason)
/* harmony export */ });
/* unused harmony export normalizeReason */
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6362);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9524);


const STATUS_ORDER = _report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .NotPassedStatusSchema */ .NH.options;
const REPLAY_DIVERGENCE = 'replay_divergence';
/** Per-run `mkdtemp` directories (`verdict-run-Ab12Cd`): their random part becomes `XXXXXX`. */
const TEMP_DIRECTORY = /\b(verdict-[a-z]+-)[A-Za-z0-9]{6}\b/g;
/** `budget maxTokens (1000) exceeded: 1234 tokens` (or `is spent: 20`): the amount used → `N`. */
const BUDGET_OVERRUN = /\b(budget max[A-Za-z]+ \(\d+\) (?:exceeded|is spent)): \d+\b/g;
function normalizeReason(reason) {
    const normalized = reason
        // eslint-disable-next-line no-control-regex -- control characters are whitespace here
        .replace(/[\s\u0000-\u001f\u007f]+/g, ' ')
        .trim()
        .replace(TEMP_DIRECTORY, '$1XXXXXX')
        .replace(BUDGET_OVERRUN, '$1: N');
    return (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(normalized, _report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_REASON_CHARS */ .oJ);
}
function reasonOf(record) {
    return record.reason ?? record.error?.message;
}
/** Most runs first, then by status, then by reason (none last); beyond `maxListed`, counted. */
function groupFailureReasons(records, maxListed = _report_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_LISTED_REASONS */ .R6) {
    const groups = new Map();
    for (const record of records) {
        if (record.status === 'pass')
            continue;
        const text = reasonOf(record);
        const reason = text === undefined ? '' : normalizeReason(text);
        const errorKind = record.status === 'error' ? errorKindOf(record) : undefined;
        const key = JSON.stringify([record.status, errorKind ?? '', reason]);
        const group = groups.get(key);
        if (group !== undefined)
            group.runs += 1;
        else {
            groups.set(key, {
                status: record.status,
                ...(reason === '' ? {} : { reason }),
                ...(errorKind === undefined ? {} : { errorKind }),
                runs: 1,
            });
        }
    }
    const sorted = [...groups.values()].sort(compareGroups);
    const listed = sorted.slice(0, Math.max(0, maxListed));
    const rest = sorted.slice(listed.length);
    return {
        listed,
        ...(rest.length === 0
            ? {}
            : {
                unlisted: {
                    reasons: rest.length,
                    runs: rest.reduce((sum, group) => sum + group.runs, 0),
                },
            }),
    };
}
/** How report.md and comparison.md mark a reason that is not a failure (a result). */
const REASON_PREFIXES = {
    failed: '',
    errored: 'errored (infrastructure): ',
    diverged: 'diverged from the cassette: ',
};
function kindOfReason(group) {
    if (group.status !== 'error')
        return 'failed';
    return group.errorKind === REPLAY_DIVERGENCE ? 'diverged' : 'errored';
}
/** `replay_divergence` whichever field of the error says so. */
function errorKindOf(record) {
    if (record.error?.stop?.kind === REPLAY_DIVERGENCE)
        return REPLAY_DIVERGENCE;
    const kind = record.error?.kind;
    return kind === undefined ? undefined : (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(kind, 100);
}
function compareGroups(a, b) {
    if (a.runs !== b.runs)
        return b.runs - a.runs;
    const status = STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status);
    if (status !== 0)
        return status;
    if (a.errorKind !== b.errorKind)
        return (a.errorKind ?? '') < (b.errorKind ?? '') ? -1 : 1;
    if (a.reason === b.reason)
        return 0;
    if (a.reason === undefined)
        return 1;
    if (b.reason === undefined)
        return -1;
    return a.reason < b.reason ? -1 : 1;
}
//# sourceMappingURL=failure-reasons.js.map

/***/ }),

/***/ 2244:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (/* binding */ renderReportMarkdown),
/* harmony export */   T: () => (/* binding */ REPLAY_FOOTNOTE),
/* harmony export */   Zo: () => (/* binding */ flagsOf),
/* harmony export */   bG: () => (/* binding */ STATE_MEANINGS),
/* harmony export */   sz: () => (/* binding */ formatEstimator),
/* harmony export */   yc: () => (/* binding */ REPORT_FOOTNOTE)
/* harmony export */ });
/* unused harmony export renderSandboxLine */
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8132);
/* harmony import */ var _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2839);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3808);
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6362);
/* harmony import */ var _failure_reasons_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2952);
/* harmony import */ var _render_measured_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6521);






/** A config hash is for matching, not reading: 12 hex digits tell two configurations apart. */
const SHORT_HASH_LENGTH = 12;
const MAX_MESSAGE_LENGTH = 160;
const NONE = '—';
const REPORT_FOOTNOTE = 'Limits: success rates are passes over judged runs, with 95 % Wilson intervals ' +
    '(z = 1.959964): a conservative filter, not a significance test. Repetitions are assumed ' +
    'independent, and the summary pools every task as if their runs were alike. Errored runs are ' +
    'excluded from every rate but counted as missing; the bounded interval counts each missing run ' +
    'as a failure (low end) and as a pass (high end).';
const REPLAY_FOOTNOTE = 'Limits: replay reports what the harness did with recorded model responses. It is deterministic, ' +
    'so it carries no interval, and it says nothing about the model. Errored runs (divergences ' +
    'included) are excluded from the rate but counted as missing.';
function renderReportMarkdown(report) {
    const sections = [
        renderHeader(report),
        renderLowPowerWarning(report),
        renderTaskSection(report),
        renderSummarySection(report),
        renderDivergenceSection(report),
        renderFailureReasons(report),
        (0,_render_measured_js__WEBPACK_IMPORTED_MODULE_4__/* .renderMeasuredSection */ .eE)(report),
        (0,_render_measured_js__WEBPACK_IMPORTED_MODULE_4__/* .renderEstimatedSection */ .KI)(report),
        renderErrorSection(report),
        renderNotesSection(report),
        `---\n\n_${report.conditions.mode === 'replay' ? REPLAY_FOOTNOTE : REPORT_FOOTNOTE}_`,
    ];
    return `${sections.filter((section) => section !== '').join('\n\n')}\n`;
}
function renderHeader(report) {
    const { conditions } = report;
    const isReplay = conditions.mode === 'replay';
    const suite = `${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(conditions.suiteId)}@${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(conditions.suiteVersion)}`;
    const title = `# Verdict report${isReplay ? ' — REPLAY' : ''}: ${suite}`;
    const table = (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderTable */ .bo)(['suite', 'harness', 'config hash', 'provider', 'model', 'mode', 'k', 'seed'], [
        [
            suite,
            (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(conditions.harnessVersion),
            (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(conditions.configHash.slice(0, SHORT_HASH_LENGTH)),
            (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(conditions.provider),
            (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(conditions.model),
            isReplay ? '**replay**' : conditions.mode,
            String(conditions.k),
            String(conditions.seed),
        ],
    ]);
    const details = [
        `run id ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(report.runId)}`,
        `state **${report.state}**`,
        ...(conditions.concurrency === undefined ? [] : [`concurrency ${conditions.concurrency}`]),
        ...(conditions.shard === undefined ? [] : [`shard ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(conditions.shard)}`]),
        ...(conditions.tasks === undefined
            ? []
            : [`tasks selected: ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .listItems */ .Dw)(conditions.tasks.map(_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV))}`]),
    ].join(' · ');
    const banner = isReplay
        ? '> **Replay.** This report measures the harness (runner, tools, compaction, permissions) ' +
            'against recorded model responses — **not the model**. No intervals are computed.'
        : '';
    return [title, banner, table, details, renderSandboxLine(conditions)]
        .filter((part) => part !== '')
        .join('\n\n');
}
/** Runs without a sandbox are a warning, since they were exposed. */
function renderSandboxLine(conditions) {
    const line = (0,_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_0__/* .describeSandbox */ .hT)(conditions.sandbox);
    const sentence = `${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(line.charAt(0).toUpperCase() + line.slice(1))}.`;
    return conditions.sandbox?.backend === 'none' ? `> **${sentence}**` : sentence;
}
function renderLowPowerWarning(report) {
    const tasks = report.tasks
        .filter((task) => task.lowPower)
        .map((task) => (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(task.taskId));
    if (tasks.length === 0 && !report.summary.lowPower)
        return '';
    const where = [
        ...(tasks.length === 0 ? [] : [`${tasks.length === 1 ? 'task' : 'tasks'} ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .listItems */ .Dw)(tasks)}`]),
        ...(report.summary.lowPower ? ['the summary'] : []),
    ].join(' and in ');
    return (`> **Low power**: fewer than ${_stats_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .MIN_JUDGED_RUNS */ .KU} judged runs in ${where}. The intervals are ` +
        'wide and no direction can be claimed from them; more repetitions are needed.');
}
function renderTaskSection(report) {
    const isReplay = report.conditions.mode === 'replay';
    const showBounded = !isReplay && report.summary.counts.missing > 0;
    const k = report.conditions.k;
    const head = [
        'task',
        'pass / judged',
        isReplay ? 'success rate' : 'success rate [95 % Wilson]',
        ...(showBounded ? ['bounded with missing runs'] : []),
        `pass@${k}`,
        `pass^${k}`,
        'flags',
        'errors',
        'missing',
    ];
    const rows = report.tasks.map((task) => [
        describeTask(task),
        `${task.counts.pass} / ${task.counts.observed}`,
        formatRate(task.successRate, task.interval),
        ...(showBounded ? [formatBounded(task.boundedInterval)] : []),
        formatEstimator(task.passAtK, task.counts.observed, k),
        formatEstimator(task.passHatK, task.counts.observed, k),
        describeFlags(task),
        String(task.counts.error),
        String(task.counts.missing),
    ]);
    const align = head.map((_, index) => index === 0 || index === head.length - 3 ? 'left' : 'right');
    return ['## Tasks', (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderTable */ .bo)(head, rows, align)].join('\n\n');
}
function describeTask(task) {
    const id = (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(task.taskId);
    if (task.title === undefined || task.title === '')
        return id;
    return `${id} (${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(task.title, 60))})`;
}
function formatRate(rate, interval) {
    if (rate === null)
        return `${NONE} (nothing judged)`;
    return interval === null
        ? (0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatPercent */ .l9)(rate)
        : `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatPercent */ .l9)(rate)} ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatInterval */ .vy)(interval)}`;
}
function formatBounded(interval) {
    return interval === null ? NONE : (0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatInterval */ .vy)(interval);
}
function formatEstimator(value, judged, k) {
    return value === null ? `${NONE} (${judged} < ${k} judged)` : (0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatPercent */ .l9)(value);
}
function flagsOf(task) {
    return [
        ...(task.flaky ? ['flaky'] : []),
        ...(task.lowPower ? ['low power'] : []),
        ...((task.replay?.diverged ?? 0) > 0 ? ['diverged'] : []),
    ];
}
/** Low power qualifies the numbers; the other flags are news about the task, so they stand out. */
function describeFlags(task) {
    return flagsOf(task)
        .map((flag) => (flag === 'low power' ? flag : `**${flag}**`))
        .join(', ');
}
const STATE_MEANINGS = {
    COMPLETE: 'every planned run was judged',
    PARTIAL: 'some planned runs errored or were not run; rates are over the judged runs',
    CANCELLED: 'the invocation was cancelled; runs in flight were stopped',
    RUN_ERROR: 'nothing could be judged, so no rate is reported',
};
function renderSummarySection(report) {
    const { summary } = report;
    const { counts } = summary;
    const notRun = counts.missing - counts.error;
    const lines = [
        `- State: **${report.state}** — ${STATE_MEANINGS[report.state]}.`,
        `- Runs: ${counts.total} planned, ${counts.observed} judged (${counts.pass} pass, ` +
            `${counts.fail} fail, ${counts.budgetExceeded} budget exceeded), ${counts.error} errored, ` +
            `${notRun} not run.`,
        `- Success rate: ${describeSummaryRate(summary)}`,
        `- Tasks passing every planned run: ${summary.tasksPassedAll} of ${summary.tasks}; ` +
            `flaky: ${summary.flakyTasks}.`,
        `- Retries: ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(summary.retries.upstream, 'upstream retry', 'upstream retries')}, ` +
            `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(summary.retries.run, 'run retry', 'run retries')} (after an agent's transient error).`,
        ...(summary.upstreamModels === undefined
            ? []
            : [
                `- Models served by the upstream: ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .describeServedModels */ .zu)(summary.upstreamModels, _text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)}.`,
            ]),
    ];
    return ['## Summary', lines.join('\n')].join('\n\n');
}
function describeSummaryRate(summary) {
    if (summary.successRate === null)
        return `${NONE} (nothing judged).`;
    const rate = (0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatPercent */ .l9)(summary.successRate);
    if (summary.interval === null)
        return `${rate} (replay: no interval).`;
    const bounded = summary.counts.missing > 0 && summary.boundedInterval !== null
        ? `; with the ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(summary.counts.missing, 'missing run')} counted either way ` +
            (0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatInterval */ .vy)(summary.boundedInterval)
        : '';
    return `${rate} ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatInterval */ .vy)(summary.interval)} (95 % Wilson)${bounded}.`;
}
function renderDivergenceSection(report) {
    const rows = report.tasks.flatMap((task) => (task.replay?.divergences ?? []).map((divergence) => [
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(task.taskId),
        String(divergence.repetition),
        String(divergence.call),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(divergence.field),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)((0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .truncateText */ .EJ)(divergence.message, MAX_MESSAGE_LENGTH)),
    ]));
    if (rows.length === 0)
        return '';
    return [
        '## Divergences',
        'The harness asked something different from the recording: these runs are errors, not results.',
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderTable */ .bo)(['task', 'repetition', 'call', 'field', 'first difference'], rows, [
            'left',
            'right',
            'right',
        ]),
    ].join('\n\n');
}
function renderFailureReasons(report) {
    const lines = report.tasks.flatMap((task) => {
        const grouped = task.failureReasons;
        const { fail, budgetExceeded, error, total } = task.counts;
        const failed = fail + budgetExceeded;
        if (grouped === undefined || failed + error === 0)
            return [];
        const diverged = Math.min(error, task.replay?.diverged ?? 0);
        const counts = { failed, errored: error - diverged, diverged };
        return [
            `- ${describeTask(task)}: ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .describeNotPassed */ .b5)(counts, total)}`,
            ...grouped.listed.map((group) => `  - ${_failure_reasons_js__WEBPACK_IMPORTED_MODULE_3__/* .REASON_PREFIXES */ .QO[(0,_failure_reasons_js__WEBPACK_IMPORTED_MODULE_3__/* .kindOfReason */ .wW)(group)]}` +
                `${group.reason === undefined ? 'no reason recorded' : (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(group.reason)} ` +
                `(${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(group.runs, 'run')})`),
            ...(grouped.unlisted === undefined
                ? []
                : [
                    `  - … and ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(grouped.unlisted.reasons, 'more reason')} ` +
                        `(${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(grouped.unlisted.runs, 'run')}) in runs.jsonl`,
                ]),
        ];
    });
    if (lines.length === 0)
        return '';
    return [
        '## Why runs failed',
        'Why runs did not pass, per task: identical reasons counted together. Failed runs are ' +
            'results; errored runs (infrastructure) and diverged runs (replay: the harness left its ' +
            'cassette) are not, and are excluded from every rate.',
        lines.join('\n'),
    ].join('\n\n');
}
function renderErrorSection(report) {
    const { errors, incidents } = report.summary;
    return [
        '## Errors and incidents',
        'Errors are infrastructure failures, not results: excluded from every rate and counted as missing.',
        renderKindTable('error', errors, 'No errors.'),
        renderKindTable('incident', incidents, 'No incidents.'),
        ...(report.summary.secretsRedacted === undefined
            ? []
            : [
                `**${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(report.summary.secretsRedacted, 'secret')} redacted** from what the agent or the model produced (\`<redacted:RULE>\` in runs.jsonl and every output); see the notes.`,
            ]),
    ].join('\n\n');
}
function renderKindTable(label, tally, empty) {
    const rows = Object.entries(tally).map(([kind, count]) => [(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(kind), String(count)]);
    return rows.length === 0 ? empty : (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .renderTable */ .bo)([label, 'count'], rows, ['left', 'right']);
}
function renderNotesSection(report) {
    if (report.notes.length === 0)
        return '';
    return `## Notes\n\n${report.notes.map((note) => `- ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeMarkdown */ .FV)(note)}`).join('\n')}`;
}
//# sourceMappingURL=render-markdown.js.map

/***/ }),

/***/ 6521:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gp: () => (/* binding */ measuredCells),
/* harmony export */   KI: () => (/* binding */ renderEstimatedSection),
/* harmony export */   Pr: () => (/* binding */ measuredByTask),
/* harmony export */   Yp: () => (/* binding */ MEASURED_INTRO),
/* harmony export */   ZO: () => (/* binding */ MEASURED_COLUMNS),
/* harmony export */   eE: () => (/* binding */ renderMeasuredSection),
/* harmony export */   h1: () => (/* binding */ tokensNotReported)
/* harmony export */ });
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6362);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3808);


const NOT_REPORTED = 'not reported';
const NONE = '—';
const MEASURED_COLUMNS = [
    'task',
    'judged',
    'input tokens',
    'output tokens',
    'cached input',
    'wall time (median)',
    'wall time (variance)',
    'tokens per pass',
    'wall time per pass',
];
const MEASURED_INTRO = 'Provider-reported usage of the main loop (compaction calls excluded) and wall time, over ' +
    'judged runs; errored runs are left out. Per-pass figures divide the spend of all judged ' +
    'runs, failures included, by the passes. Nothing here is estimated.';
function measuredCells(measured) {
    const { tokens, wallMs, cachedInput } = measured;
    const cell = (text, sort = null) => ({ text, sort });
    // Nothing judged: there is nothing that could have been reported, so "not reported" would mislead.
    if (measured.runsJudged === 0)
        return [cell('0', 0), ...Array.from({ length: 7 }, () => cell(NONE))];
    const figure = (value, format, none = NONE) => value === undefined
        ? cell(NOT_REPORTED)
        : value === null
            ? cell(none)
            : cell(format(value), value);
    return [
        cell(String(measured.runsJudged), measured.runsJudged),
        figure(tokens?.input, _text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4),
        figure(tokens?.output, _text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4),
        cachedInput === undefined
            ? cell(NOT_REPORTED)
            : cell(`${cachedInput.ratio === null ? NONE : (0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatPercent */ .l9)(cachedInput.ratio)} ` +
                `(${cachedInput.runsReporting} of ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(cachedInput.runsJudged, 'run')})`, cachedInput.ratio),
        figure(wallMs.median, _text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo),
        figure(wallMs.variance, _text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSecondsSquared */ .wD),
        // `undefined` is "not reported"; `null` is "no pass to divide by".
        figure(measured.tokensPerSuccess, _text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B4, `${NONE} (no pass)`),
        figure(measured.wallMsPerSuccess, _text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatSeconds */ .Xo, `${NONE} (no pass)`),
    ];
}
/** Each task's figures, then those of all tasks (no task id): the rows of both Measured tables. */
function measuredByTask(report) {
    return [
        ...report.tasks.map((task) => [task.taskId, task.measured]),
        [undefined, report.measured],
    ];
}
/** Why token figures are missing, per task and for all tasks. */
function tokensNotReported(report) {
    return measuredByTask(report).flatMap(([taskId, measured]) => measured.tokensOmitted === undefined || measured.runsJudged === 0
        ? []
        : [[taskId ?? 'all tasks', measured.tokensOmitted]]);
}
function renderMeasuredSection(report) {
    const rows = measuredByTask(report).map(([taskId, measured]) => [
        taskId === undefined ? '**all tasks**' : (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(taskId),
        ...measuredCells(measured).map((cell) => cell.text),
    ]);
    const table = (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTable */ .bo)(MEASURED_COLUMNS, rows, [
        'left',
        ...MEASURED_COLUMNS.slice(1).map(() => 'right'),
    ]);
    const omitted = tokensNotReported(report).map(([label, reason]) => `- ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(label)}: ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(reason)}.`);
    return [
        '## Measured',
        MEASURED_INTRO,
        table,
        ...(omitted.length === 0 ? [] : [`Tokens not reported:\n\n${omitted.join('\n')}`]),
    ].join('\n\n');
}
function renderEstimatedSection(report) {
    const { estimated } = report;
    if (estimated === undefined) {
        const reason = report.measured.tokens === undefined
            ? 'tokens were not measured on every judged run, and an estimate from guessed tokens would be a guess of a guess.'
            : 'a cost needs both an input and an output rate (USD per million tokens, `--input-rate` and `--output-rate`).';
        return `## Estimated\n\nNot estimated: ${reason}`;
    }
    const table = (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTable */ .bo)(['input rate', 'output rate', 'estimated cost (all judged runs)'], [
        [
            `$${estimated.rates.inputRate} / M tokens`,
            `$${estimated.rates.outputRate} / M tokens`,
            (0,_text_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUsd */ .UK)(estimated.costUsd),
        ],
    ], ['right', 'right', 'right']);
    return [
        '## Estimated',
        'USD from the rates given and the measured tokens above: an estimate, kept apart from the ' +
            'measured figures and never added to them. Cached-input and reasoning-token prices are not ' +
            'modelled.',
        table,
    ].join('\n\n');
}
//# sourceMappingURL=render-measured.js.map

/***/ }),

/***/ 2641:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ renderTaskSection),
/* harmony export */   n: () => (/* binding */ renderPlotSection)
/* harmony export */ });
/* harmony import */ var _html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6130);
/* harmony import */ var _html_html_table_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7729);
/* harmony import */ var _html_interval_plot_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2134);
/* harmony import */ var _html_page_shell_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1757);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3808);
/* harmony import */ var _render_markdown_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2244);
/** The per-task sections of `report.html`: the task table (with trends) and the interval plots. */






const NONE = '—';
/** "flaky on main" is worded apart from the `flaky` flag, which is about this run. */
function trendCell(trend) {
    if (trend === undefined)
        return (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_1__/* .textCell */ .iV)(NONE, null);
    const title = trend.points
        .map(({ commit, passes, runs }) => `${commit.slice(0, 7)}: ${runs === 0 ? 'not run' : `${passes}/${runs} passed`}`)
        .join('\n');
    // The newlines as a character reference: tooltips break lines there, and each row stays one line.
    const titleHtml = (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(title).replaceAll('\n', '&#10;');
    const flaky = trend.flaky === undefined
        ? ''
        : ` <span class="flag">flaky on main</span> <span class="muted">${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(trend.flaky)}</span>`;
    return {
        html: `<code title="${titleHtml}">${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(trend.sparkline)}</code> <span class="muted">(${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(trend.points.length, 'evaluation')})</span>${flaky}`,
        sort: `${trend.flaky === undefined ? 'stable' : 'flaky'} ${trend.sparkline}`,
    };
}
function renderTaskSection(report, hasRuns, trends) {
    const { k } = report.conditions;
    const isReplay = report.conditions.mode === 'replay';
    const showTrends = report.tasks.some((task) => trends?.has(task.taskId) === true);
    const rows = report.tasks.map((task) => ({
        attributes: `data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(task.taskId)}"`,
        cells: [
            (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_1__/* .taskNameCell */ .FJ)(task),
            (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_1__/* .textCell */ .iV)(`${task.counts.pass} / ${task.counts.observed}`, task.counts.pass),
            (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_1__/* .textCell */ .iV)(task.successRate === null ? `${NONE} (nothing judged)` : (0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatPercent */ .l9)(task.successRate), task.successRate),
            (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_1__/* .textCell */ .iV)(task.interval === null ? NONE : (0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatInterval */ .vy)(task.interval), task.interval?.low ?? null),
            (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_1__/* .textCell */ .iV)(task.boundedInterval === null ? NONE : (0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatInterval */ .vy)(task.boundedInterval), task.boundedInterval?.low ?? null),
            (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_1__/* .textCell */ .iV)((0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .formatEstimator */ .sz)(task.passAtK, task.counts.observed, k), task.passAtK),
            (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_1__/* .textCell */ .iV)((0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .formatEstimator */ .sz)(task.passHatK, task.counts.observed, k), task.passHatK),
            {
                html: (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .flagsOf */ .Zo)(task)
                    .map((flag) => `<span class="flag">${flag}</span>`)
                    .join(''),
                sort: (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .flagsOf */ .Zo)(task).join(', '),
            },
            (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_1__/* .textCell */ .iV)(String(task.counts.error), task.counts.error),
            (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_1__/* .textCell */ .iV)(String(task.counts.missing), task.counts.missing),
            ...(showTrends ? [trendCell(trends?.get(task.taskId))] : []),
        ],
    }));
    const table = (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_1__/* .renderHtmlTable */ .EX)({
        caption: `One row per task. Rates are passes over judged runs${isReplay ? ' (replay: no interval)' : ', with 95 % Wilson intervals; the bounded interval counts each missing run as a failure and as a pass'}.${showTrends ? ' The trend is the pass rate over the last evaluations of the default branch, one bar per commit (· where the task did not run).' : ''}`,
        sortable: true,
        attributes: 'id="tasks-table"',
        columns: [
            { label: 'task', key: 'task' },
            { label: 'pass / judged', numeric: true, key: 'pass' },
            { label: 'success rate', numeric: true, key: 'rate' },
            { label: '95 % interval', numeric: true, key: 'interval' },
            { label: 'bounded interval', numeric: true, key: 'bounded' },
            { label: `pass@${k}`, numeric: true, key: 'pass-at-k' },
            { label: `pass^${k}`, numeric: true, key: 'pass-hat-k' },
            { label: 'flags', key: 'flags' },
            { label: 'errors', numeric: true, key: 'errors' },
            { label: 'missing', numeric: true, key: 'missing' },
            ...(showTrends ? [{ label: 'trend on main', key: 'trend' }] : []),
        ],
        rows,
    });
    const empty = report.tasks.length === 0 ? '<p>No tasks.</p>' : table;
    const runs = hasRuns
        ? '\n<p>Why a run failed, and what the agent did: each run with its transcript is under <a href="#runs">Runs</a>.</p>'
        : '';
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .renderSection */ .YN)('tasks', 'Tasks', [`${empty}${runs}`]);
}
function renderPlotSection(report) {
    if (report.tasks.length === 0)
        return '';
    const plots = report.tasks.map((task, index) => (0,_html_interval_plot_js__WEBPACK_IMPORTED_MODULE_2__/* .renderIntervalPlot */ .j)({
        id: `plot-${index + 1}`,
        caption: task.title === undefined ? task.taskId : `${task.taskId} (${task.title})`,
        attributes: `data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(task.taskId)}"`,
        rows: [
            {
                side: 'candidate',
                label: 'runs',
                pass: task.counts.pass,
                observed: task.counts.observed,
                rate: task.successRate,
                interval: task.interval,
                boundedInterval: task.boundedInterval,
                absent: task.successRate === null ? 'nothing judged' : 'replay: no interval',
            },
        ],
        ...((0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .flagsOf */ .Zo)(task).length === 0 ? {} : { note: (0,_render_markdown_js__WEBPACK_IMPORTED_MODULE_4__/* .flagsOf */ .Zo)(task).join(', ') }),
    }));
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_3__/* .renderSection */ .YN)('plots', 'Intervals', [
        '<p class="muted">Per task: the bar spans the 95 % Wilson interval, the dot is the observed rate, and a thin line behind the bar shows the bounded interval when missing runs widen it.</p>',
        `<div class="plots">${plots.join('\n')}</div>`,
    ]);
}
//# sourceMappingURL=render-tasks-html.js.map

/***/ }),

/***/ 8844:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t_: () => (/* binding */ REPORT_JSON_FILE),
  mk: () => (/* binding */ REPORT_MARKDOWN_FILE),
  sd: () => (/* binding */ readDivergences),
  Ab: () => (/* binding */ readRecordsOf),
  VY: () => (/* binding */ readReportJson),
  KX: () => (/* binding */ readRunsOf),
  Iq: () => (/* binding */ readSavedReport),
  JU: () => (/* binding */ redactHtml),
  t4: () => (/* binding */ writeReportFiles)
});

// UNUSED EXPORTS: REPORT_HTML_FILE

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/html/escape-html.js
var escape_html = __webpack_require__(6130);
// EXTERNAL MODULE: ./lib/provider/secret-redact.js
var secret_redact = __webpack_require__(6403);
// EXTERNAL MODULE: ./lib/run-dir/atomic-write.js
var atomic_write = __webpack_require__(5176);
// EXTERNAL MODULE: ./lib/run-dir/runs-jsonl.js
var runs_jsonl = __webpack_require__(2390);
// EXTERNAL MODULE: ./lib/run-dir/divergences.js
var divergences = __webpack_require__(2216);
// EXTERNAL MODULE: ./lib/report/report-runs.js + 1 modules
var report_runs = __webpack_require__(6454);
// EXTERNAL MODULE: ./lib/config/repository-root.js
var repository_root = __webpack_require__(9613);
// EXTERNAL MODULE: ./lib/history/flaky.js
var history_flaky = __webpack_require__(3345);
// EXTERNAL MODULE: ./lib/history/history-store.js
var history_store = __webpack_require__(6188);
;// CONCATENATED MODULE: ./lib/report/report-trends.js
/**
 * Each task's trend on the default branch, for report.html, with the flaky rule's line. Reading the
 * history never fails the report: no repository, no history or a corrupt file all mean no trend.
 */




/** As the comment and `verdict history` show. */
const TREND_EVALUATIONS = 10;
/** A task has a trend with two evaluations of main and a judged run among them, or when flaky. */
function taskTrendsOf(entries) {
    if (entries.length < 2)
        return new Map();
    return new Map((0,history_flaky/* classifyTasks */.vu)(entries).flatMap((status) => {
        const trend = (0,history_flaky/* trendOf */.RS)(entries, status.task, TREND_EVALUATIONS);
        const flaky = status.status === 'flaky' || status.quarantined;
        if (!flaky && trend.every((point) => point.runs === 0))
            return [];
        const points = trend.map(({ commit, passes, runs }) => ({ commit, passes, runs }));
        const known = {
            sparkline: (0,history_flaky/* sparkline */.KM)(trend),
            points,
            ...(flaky ? { flaky: status.reason } : {}),
        };
        return [[status.task, known]];
    }));
}
function historyDirOf(dir) {
    const root = (0,repository_root/* findRepositoryRoot */.m)(dir);
    return root === undefined ? undefined : external_node_path_.join(root, history_store/* HISTORY_DIR */.rE);
}
/** None for a scripted report: the history keeps none. */
async function readTaskTrends(reportDir, conditions, historyDir) {
    const { suiteId, mode } = conditions;
    if (mode === 'scripted')
        return new Map();
    const dir = historyDir ?? historyDirOf(reportDir);
    if (dir === undefined)
        return new Map();
    try {
        return taskTrendsOf((await (0,history_store/* readHistory */.Lu)(dir, { suite: suiteId, mode })).entries);
    }
    catch {
        return new Map();
    }
}
//# sourceMappingURL=report-trends.js.map
// EXTERNAL MODULE: ./lib/html/divergence-html.js
var divergence_html = __webpack_require__(8449);
// EXTERNAL MODULE: ./lib/html/html-table.js
var html_table = __webpack_require__(7729);
// EXTERNAL MODULE: ./lib/html/page-shell.js
var page_shell = __webpack_require__(1757);
// EXTERNAL MODULE: ./lib/html/runs-section.js
var runs_section = __webpack_require__(1993);
// EXTERNAL MODULE: ./lib/html/shared-sections.js
var shared_sections = __webpack_require__(7765);
// EXTERNAL MODULE: ./lib/sandbox/sandbox.js
var sandbox = __webpack_require__(8132);
// EXTERNAL MODULE: ./lib/stats/counts.js
var counts = __webpack_require__(2839);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
// EXTERNAL MODULE: ./lib/report/render-markdown.js
var render_markdown = __webpack_require__(2244);
// EXTERNAL MODULE: ./lib/report/render-measured.js
var render_measured = __webpack_require__(6521);
// EXTERNAL MODULE: ./lib/report/render-tasks-html.js
var render_tasks_html = __webpack_require__(2641);
;// CONCATENATED MODULE: ./lib/report/render-report-html.js
/**
 * `report.html`, one self-contained page (SPEC §5). The conditions head it (a number without them
 * is an anecdote); Measured and Estimated are kept apart.
 */












function renderReportHtml(report, options = {}) {
    const { conditions } = report;
    const isReplay = conditions.mode === 'replay';
    const suite = `${conditions.suiteId}@${conditions.suiteVersion}`;
    const runs = options.runs?.runs.length === 0 ? undefined : options.runs;
    const hasRuns = runs !== undefined;
    const body = [
        '<header>',
        `<h1>Verdict report${isReplay ? ' — replay' : ''}: ${(0,escape_html/* escapeLine */.EH)(suite)}</h1>`,
        (0,html_table/* renderFacts */.Id)([
            ['suite', (0,escape_html/* escapeLine */.EH)(suite)],
            ['mode', isReplay ? '<strong>replay</strong>' : (0,escape_html/* escapeLine */.EH)(conditions.mode)],
            ['model', (0,escape_html/* escapeLine */.EH)(conditions.model)],
            ...(report.summary.upstreamModels === undefined
                ? []
                : [
                    [
                        'models served',
                        (0,escape_html/* escapeLine */.EH)((0,format/* describeServedModels */.zu)(report.summary.upstreamModels)),
                    ],
                ]),
            [
                'state',
                `<strong>${report.state}</strong> <span class="muted">(${render_markdown/* STATE_MEANINGS */.bG[report.state]})</span>`,
            ],
            ['runs', (0,escape_html/* escapeLine */.EH)(describeRuns(report))],
            ['sandbox', renderSandbox(conditions)],
        ]),
        isReplay
            ? '<p class="banner"><strong>Replay.</strong> This report measures the harness (runner, tools, compaction, permissions) against recorded model responses, <strong>not the model</strong>. No intervals are computed.</p>'
            : '',
        renderLowPower(report),
        '</header>',
        '<main>',
        (0,render_tasks_html/* renderTaskSection */.l)(report, hasRuns, options.trends),
        (0,render_tasks_html/* renderPlotSection */.n)(report),
        (0,shared_sections/* renderConditions */.bA)('Measurement conditions', [{ runId: report.runId, conditions }]),
        renderMeasuredSection(report),
        renderEstimatedSection(report),
        (0,divergence_html/* renderDivergenceSection */.i)(options.divergences ?? divergencesOfReport(report), 'The harness asked something different from the recording: these runs are errors, not results.'),
        renderErrorSection(report),
        runs === undefined ? '' : (0,runs_section/* renderRunsSection */.Yy)(report.tasks, runs),
        (0,shared_sections/* renderNotes */.IE)(report.notes),
        '</main>',
        `<footer><p>${(0,escape_html/* escapeHtml */.ZD)(isReplay ? render_markdown/* REPLAY_FOOTNOTE */.T : render_markdown/* REPORT_FOOTNOTE */.yc)}</p></footer>`,
    ];
    return (0,page_shell/* renderHtmlPage */.Lo)({
        title: `Verdict report: ${suite}`,
        body: body.filter((part) => part !== '').join('\n'),
        ...(hasRuns ? { css: runs_section/* RUNS_CSS */.fY, script: runs_section/* RUNS_SCRIPT */.bg } : {}),
    });
}
/** Strong when there was no sandbox, since the runs were exposed. */
function renderSandbox(conditions) {
    const line = (0,escape_html/* escapeLine */.EH)((0,sandbox/* describeSandbox */.hT)(conditions.sandbox));
    return conditions.sandbox?.backend === 'none' ? `<strong>${line}</strong>` : line;
}
function describeRuns(report) {
    const { counts } = report.summary;
    const rate = report.summary.successRate === null
        ? 'nothing judged'
        : `${(0,format/* formatPercent */.l9)(report.summary.successRate)}${report.summary.interval === null ? '' : ` ${(0,format/* formatInterval */.vy)(report.summary.interval)}`}`;
    return `${counts.pass}/${counts.observed} judged runs passed (${rate}); ${counts.total} planned, ${counts.error} errored, ${counts.missing} missing`;
}
function renderLowPower(report) {
    const tasks = report.tasks.filter((task) => task.lowPower).map((task) => task.taskId);
    if (tasks.length === 0 && !report.summary.lowPower)
        return '';
    const where = tasks.length === 0
        ? 'the summary'
        : `${tasks.length === 1 ? 'task' : 'tasks'} ${(0,format/* listItems */.Dw)(tasks.map((id) => `<code>${(0,escape_html/* escapeLine */.EH)(id)}</code>`))}`;
    return `<p class="banner"><strong>Low power:</strong> fewer than ${counts/* MIN_JUDGED_RUNS */.KU} judged runs in ${where}. The intervals are wide and no direction can be claimed from them; more repetitions are needed.</p>`;
}
function renderMeasuredSection(report) {
    const rows = (0,render_measured/* measuredByTask */.Pr)(report).map(([taskId, measured]) => ({
        attributes: taskId === undefined ? 'data-total="true"' : `data-task-id="${(0,escape_html/* escapeHtml */.ZD)(taskId)}"`,
        cells: [
            taskId === undefined ? '<strong>all tasks</strong>' : `<code>${(0,escape_html/* escapeLine */.EH)(taskId)}</code>`,
            ...(0,render_measured/* measuredCells */.Gp)(measured).map((cell) => (0,html_table/* textCell */.iV)(cell.text, cell.sort)),
        ],
    }));
    const omitted = (0,render_measured/* tokensNotReported */.h1)(report).map(([label, reason]) => `<li>${(0,escape_html/* escapeLine */.EH)(label)}: ${(0,escape_html/* escapeLine */.EH)(reason)}.</li>`);
    return (0,page_shell/* renderSection */.YN)('measured', 'Measured', [
        `<p>${render_measured/* MEASURED_INTRO */.Yp}</p>`,
        (0,html_table/* renderHtmlTable */.EX)({
            caption: 'Measured figures per task.',
            columns: render_measured/* MEASURED_COLUMNS */.ZO.map((label, index) => ({
                label,
                ...(index === 0 ? {} : { numeric: true }),
            })),
            rows,
        }),
        omitted.length === 0 ? '' : `<p>Tokens not reported:</p><ul>${omitted.join('')}</ul>`,
    ]);
}
/** An absent estimate is said in the notes, not as a figure. */
function renderEstimatedSection(report) {
    const { estimated } = report;
    if (estimated === undefined)
        return '';
    return (0,page_shell/* renderSection */.YN)('estimated', 'Estimated <span class="muted">(not measured)</span>', [
        '<p>USD from the rates given and the measured tokens above: an <strong>estimate</strong>, kept apart from the measured figures and never added to them. Cached-input and reasoning-token prices are not modelled.</p>',
        (0,html_table/* renderFacts */.Id)([
            ['input rate', `$${estimated.rates.inputRate} / M tokens`],
            ['output rate', `$${estimated.rates.outputRate} / M tokens`],
            ['estimated cost (all judged runs)', `<strong>${(0,format/* formatUsd */.UK)(estimated.costUsd)}</strong>`],
        ]),
    ]);
}
function divergencesOfReport(report) {
    return report.tasks.flatMap((task) => (task.replay?.divergences ?? []).map((divergence) => ({
        taskId: task.taskId,
        repetition: divergence.repetition,
        runs: 1,
        call: divergence.call,
        field: divergence.field,
        message: divergence.message,
    })));
}
function renderKindList(label, tally) {
    const entries = Object.entries(tally);
    if (entries.length === 0)
        return `<p>No ${label}.</p>`;
    const items = entries.map(([kind, count]) => `<li><code>${(0,escape_html/* escapeLine */.EH)(kind)}</code> × ${count}</li>`);
    return `<p>${label[0]?.toUpperCase() ?? ''}${label.slice(1)}:</p><ul>${items.join('')}</ul>`;
}
function renderErrorSection(report) {
    const { errors, incidents, secretsRedacted } = report.summary;
    return (0,page_shell/* renderSection */.YN)('errors', 'Errors and incidents', [
        '<p>Errors are infrastructure failures, not results: excluded from every rate and counted as missing.</p>',
        renderKindList('errors', errors),
        renderKindList('incidents', incidents),
        secretsRedacted === undefined
            ? ''
            : `<p><strong>${(0,format/* plural */.LS)(secretsRedacted, 'secret')} redacted</strong> from what the agent or the model produced.</p>`,
    ]);
}
//# sourceMappingURL=render-report-html.js.map
// EXTERNAL MODULE: ./lib/report/report-schema.js
var report_schema = __webpack_require__(9524);
;// CONCATENATED MODULE: ./lib/report/report-files.js
/** A run directory's `report.json`, `report.md` and `report.html`, each replaced atomically. */












const REPORT_JSON_FILE = 'report.json';
const REPORT_MARKDOWN_FILE = 'report.md';
const REPORT_HTML_FILE = 'report.html';
/** Every file is redacted on the way out: a second net behind the run records. */
async function writeReportFiles(dir, report, options = {}) {
    const redact = options.exactSecrets === undefined ? {} : { exactSecrets: options.exactSecrets };
    // Validated on the way out: compare and gate trust this file, so a bug must fail here.
    const checked = report_schema/* ReportSchema */.M9.parse((await (0,secret_redact/* redactJson */.Kp)(report, redact)).value);
    await (0,promises_.mkdir)(dir, { recursive: true });
    const files = {
        json: external_node_path_.join(dir, REPORT_JSON_FILE),
        markdown: external_node_path_.join(dir, REPORT_MARKDOWN_FILE),
        html: external_node_path_.join(dir, REPORT_HTML_FILE),
    };
    const markdown = await (0,secret_redact/* redactText */.Rd)((0,render_markdown/* renderReportMarkdown */.Ay)(checked), redact);
    const records = options.records ?? (await readRecordsOf(dir));
    const divergences = await readDivergences(dir, records, redact);
    // The transcripts were redacted when their traces were written; the page is, again, below.
    const runs = await (0,report_runs/* readReportRuns */.Xb)(dir, records, { kept: options.kept });
    const trends = await readTaskTrends(dir, checked.conditions, options.historyDir);
    const html = await redactHtml(renderReportHtml(checked, { divergences, runs, trends }), redact);
    // Not flushed to disk: `verdict report` rebuilds all three from files that are.
    const derived = { durable: false };
    await Promise.all([
        (0,atomic_write/* writeFileAtomically */.l)(files.json, `${JSON.stringify(checked, null, 2)}\n`, derived),
        (0,atomic_write/* writeFileAtomically */.l)(files.markdown, markdown.text, derived),
        (0,atomic_write/* writeFileAtomically */.l)(files.html, html, derived),
    ]);
    return files;
}
/** runs.jsonl's records and skipped lines; none without one (killed before its first run ended). */
function readRunsOf(dir) {
    return (0,runs_jsonl/* readRunRecords */.Y$)(external_node_path_.join(dir, runs_jsonl/* RUNS_FILE */.Ct)).catch(() => ({ records: [], problems: [] }));
}
async function readRecordsOf(dir) {
    return (await readRunsOf(dir)).records;
}
async function readReportJson(dir) {
    return report_schema/* ReportSchema */.M9.parse(JSON.parse(await (0,promises_.readFile)(external_node_path_.join(dir, REPORT_JSON_FILE), 'utf8')));
}
/** Undefined when not a report of `runId`, or unreadable. */
async function readSavedReport(dir, runId) {
    return readReportJson(dir).then((report) => (report.runId === runId ? report : undefined), () => undefined);
}
/** Redacted: the excerpts are what the harness sent, which is where a secret would be. */
async function readDivergences(dir, records, options = {}) {
    const known = records ?? (await readRecordsOf(dir));
    const excerpts = (0,divergences/* divergencesOf */.H)(known);
    if (excerpts.length === 0)
        return excerpts;
    return (await (0,secret_redact/* redactJson */.Kp)(excerpts, options)).value;
}
/** A marker put in by the net is written back escaped. */
async function redactHtml(html, options = {}) {
    const redacted = await (0,secret_redact/* redactText */.Rd)(html, options);
    return redacted.findings.length === 0 ? html : (0,escape_html/* escapeRedactionMarkers */.o0)(redacted.text);
}
//# sourceMappingURL=report-files.js.map

/***/ }),

/***/ 6454:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Bm: () => (/* binding */ TRANSCRIPTS_MAX_BYTES),
  Xb: () => (/* binding */ readReportRuns),
  zy: () => (/* binding */ runEntryOf),
  _z: () => (/* binding */ transcriptFromRecord)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/html/run-commands.js
var run_commands = __webpack_require__(4667);
// EXTERNAL MODULE: ./lib/run-dir/run-view.js
var run_view = __webpack_require__(6914);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
// EXTERNAL MODULE: ./lib/html/escape-html.js
var escape_html = __webpack_require__(6130);
;// CONCATENATED MODULE: ./lib/html/run-transcript.js



/** Characters shown before clipping; the kind is its `<pre>`'s class. */
const CLIPPED_AT = {
    prompt: 4000,
    says: 4000,
    arguments: 2000,
    result: 2000,
    output: 2000,
    error: 1000,
    detail: 4000,
    answer: 4000,
};
const INLINE_ARGUMENTS_CHARS = 100;
const OUTPUT_LINES = 20;
/** Bytes of HTML before the rest is left to `verdict show`. */
const RUN_STEPS_MAX_BYTES = 128 * 1024;
function clippedBlock(text, kind) {
    const max = CLIPPED_AT[kind];
    if (text.length <= max)
        return `<pre class="${kind}">${(0,escape_html/* escapeBlock */.$o)(text)}</pre>`;
    // Never end on half a surrogate pair.
    const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
    const more = text.length - end;
    return `<pre class="${kind}">${(0,escape_html/* escapeBlock */.$o)(text.slice(0, end))}</pre><p class="clipped muted">… ${(0,format/* formatCount */.B4)(more)} more characters (in the trace)</p>`;
}
function clipLine(text, max) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
function renderStep(step) {
    switch (step.type) {
        case 'model_call': {
            const facts = [
                step.protocol,
                ...(step.model === undefined ? [] : [step.model]),
                `${step.durationMs} ms`,
            ];
            return [
                '<li class="step-call">',
                `<span class="step-head">${step.compaction ? 'compaction call' : 'call'} ${step.call}</span> `,
                `<span class="muted">${(0,escape_html/* escapeLine */.EH)(facts.join(' · '))}</span>`,
                step.ended === undefined ? '' : ` <strong class="bad">${(0,escape_html/* escapeLine */.EH)(step.ended)}</strong>`,
                step.says === undefined ? '' : clippedBlock(step.says, 'says'),
                '</li>',
            ].join('');
        }
        case 'tool_call': {
            const outcome = step.ok === undefined
                ? ''
                : step.ok
                    ? ' <span class="good">ok</span>'
                    : ' <strong class="bad">failed</strong>';
            const compact = (0,run_view/* argumentsText */.M)(step.arguments);
            const inline = compact.length <= INLINE_ARGUMENTS_CHARS && !compact.includes('\n');
            return [
                '<li class="step-tool">',
                `<span class="step-head">→ <code class="tool-name">${(0,escape_html/* escapeLine */.EH)(step.name)}</code></span>`,
                inline ? ` <code class="arguments">${(0,escape_html/* escapeLine */.EH)(compact)}</code>` : '',
                outcome,
                inline ? '' : clippedBlock((0,run_view/* argumentsText */.M)(step.arguments, 2), 'arguments'),
                step.error === undefined ? '' : clippedBlock(step.error, 'error'),
                step.result === undefined ? '' : clippedBlock(step.result, 'result'),
                '</li>',
            ].join('');
        }
        case 'cut':
            return `<li class="step-cut"><strong>… ${(0,escape_html/* escapeLine */.EH)(step.message)}</strong> <span class="muted">(${step.droppedEvents} event(s) not kept)</span></li>`;
    }
}
function renderSteps(view, options) {
    if (view.steps.length === 0) {
        return view.source === 'trace' ? '<p>No model call.</p>' : '<p>No tool call.</p>';
    }
    const maxBytes = options.maxStepBytes ?? RUN_STEPS_MAX_BYTES;
    const items = [];
    let bytes = 0;
    for (const [index, step] of view.steps.entries()) {
        const item = renderStep(step);
        bytes += Buffer.byteLength(item);
        if (bytes > maxBytes && items.length > 0) {
            const left = view.steps.length - index;
            items.push(`<li class="step-cut">… ${left} more step(s) not shown on this page: ${options.showCommand} prints them.</li>`);
            break;
        }
        items.push(item);
    }
    const title = view.source === 'trace'
        ? 'Conversation'
        : 'Tool calls <span class="muted">(from the run record: no results)</span>';
    return `<h4>${title}</h4><ol class="steps">${items.join('')}</ol>`;
}
function renderVerifiers(view) {
    if (view.verifiers.length === 0)
        return '<h4>Verifiers</h4><p>No verifier ran.</p>';
    const items = view.verifiers.map((verifier) => `<li><span class="outcome outcome-${(0,escape_html/* escapeLine */.EH)(verifier.outcome)}">${(0,escape_html/* escapeLine */.EH)(verifier.outcome)}</span> <code>${(0,escape_html/* escapeLine */.EH)(verifier.id)}</code> <span class="muted">(${(0,escape_html/* escapeLine */.EH)(verifier.kind)})</span>${verifier.detail === '' ? '' : clippedBlock(verifier.detail, 'detail')}</li>`);
    return `<h4>Verifiers</h4><ul class="verifiers">${items.join('')}</ul>`;
}
function renderOutput(output) {
    const shown = output.tail.replace(/\n$/, '').split('\n').slice(-OUTPUT_LINES);
    return [
        `<h4>${output.stream} <span class="muted">(last ${shown.length} line(s) of ${(0,format/* formatCount */.B4)(output.bytes)} bytes)</span></h4>`,
        clippedBlock(shown.join('\n'), 'output'),
    ].join('');
}
function renderRunTranscript(view, options) {
    const parts = [
        options.notice === undefined ? '' : `<p class="notice">${(0,escape_html/* escapeLine */.EH)(options.notice)}</p>`,
        view.prompt === undefined ? '' : `<h4>Prompt</h4>${clippedBlock(view.prompt, 'prompt')}`,
        renderSteps(view, options),
        renderVerifiers(view),
        view.finalAnswer === null
            ? '<h4>Final answer</h4><p class="muted">None.</p>'
            : `<h4>Final answer</h4>${clippedBlock(view.finalAnswer, 'answer')}`,
        view.incidents.length === 0
            ? ''
            : `<h4>Incidents</h4><ul>${view.incidents
                .map((incident) => `<li><code>${(0,escape_html/* escapeLine */.EH)(incident.kind)}</code>${incident.detail === undefined ? '' : `: ${(0,escape_html/* escapeLine */.EH)(clipLine(incident.detail, CLIPPED_AT.detail))}`}</li>`)
                .join('')}</ul>`,
        ...view.outputs.map(renderOutput),
    ];
    return parts.filter((part) => part !== '').join('\n');
}
//# sourceMappingURL=run-transcript.js.map
// EXTERNAL MODULE: ./lib/html/runs-section.js
var runs_section = __webpack_require__(1993);
// EXTERNAL MODULE: ./lib/run-dir/trace-file.js
var trace_file = __webpack_require__(1565);
// EXTERNAL MODULE: ./lib/report/failure-reasons.js
var failure_reasons = __webpack_require__(2952);
;// CONCATENATED MODULE: ./lib/report/report-runs.js
/**
 * The runs report.html opens, transcripts embedded: a page from `file://` or an artifact zip cannot
 * fetch the files beside it. Up to `TRANSCRIPTS_MAX_BYTES`, failed runs first, then by repetition
 * across tasks; reading stops at the first that does not fit. A bad trace costs only its run's.
 */








/** Measured: 1,000 runs (16 MB of transcripts) make 8.7 MB, opened by Chromium in under 2 s. */
const TRANSCRIPTS_MAX_BYTES = 8 * 1024 * 1024;
const READ_AHEAD = 8;
function transcriptFromRecord(record, runDir, notice) {
    const showCommand = (0,run_commands/* renderRunCommand */.p)('show', runDir, record);
    return renderRunTranscript((0,run_view/* describeRun */.v)(record, undefined), { showCommand, notice });
}
async function renderTranscriptOf(dir, record, runDir, kept) {
    const file = record.trace ?? (0,trace_file/* traceFileOf */.jt)(record);
    const showCommand = (0,run_commands/* renderRunCommand */.p)('show', runDir, record);
    const written = kept?.get(file);
    if (written !== undefined)
        return renderRunTranscript((0,run_view/* describeRun */.v)(record, written), { showCommand });
    const fromRecord = (why) => transcriptFromRecord(record, runDir, `No transcript: ${why}. What the run record keeps is below.`);
    const resolved = (0,trace_file/* traceFileIn */.Vj)(dir, record);
    if (resolved === undefined) {
        return fromRecord(`its record names ${file}, which is not in this run's folder`);
    }
    let read;
    try {
        read = await (0,trace_file/* readTrace */.ce)(resolved);
    }
    catch (error) {
        const code = error.code;
        return fromRecord(code === 'ENOENT'
            ? `${file} is not in this run's folder (a run from before runs kept traces, or a folder copied without them)`
            : `${file} cannot be read (${(0,errors/* messageOf */.bD)(error)})`);
    }
    const [first, ...more] = read.problems;
    if (first !== undefined) {
        const where = `${file}: ${first.subject === undefined ? '' : `${first.subject}: `}${first.field}: ${first.message}`;
        return fromRecord(`the trace is corrupt at ${where}${more.length === 0 ? '' : ` (and ${more.length} more problem(s))`}`);
    }
    return renderRunTranscript((0,run_view/* describeRun */.v)(record, read.events), { showCommand });
}
async function readReportRuns(dir, records, options = {}) {
    const runDir = options.runDir ?? external_node_path_.resolve(dir);
    const maxBytes = options.maxBytes ?? TRANSCRIPTS_MAX_BYTES;
    const taskOrder = new Map();
    for (const record of records) {
        if (!taskOrder.has(record.taskId))
            taskOrder.set(record.taskId, taskOrder.size);
    }
    const byPriority = [...records].sort((a, b) => (0,runs_section/* compareRunsForReading */.XK)(a, b) ||
        (taskOrder.get(a.taskId) ?? 0) - (taskOrder.get(b.taskId) ?? 0));
    const transcripts = new Map();
    let room = maxBytes;
    // Read ahead: one at a time, a 500-run report waited for 2,000 thread-pool trips in a row.
    const ahead = [];
    let next = 0;
    const readAhead = () => {
        while (ahead.length < READ_AHEAD && next < byPriority.length) {
            ahead.push(renderTranscriptOf(dir, byPriority[next], runDir, options.kept));
            next += 1;
        }
    };
    try {
        for (const record of byPriority) {
            readAhead();
            const html = await ahead.shift();
            const bytes = Buffer.byteLength(html);
            if (bytes > room)
                break;
            room -= bytes;
            transcripts.set(record, html);
        }
    }
    finally {
        for (const dropped of ahead)
            dropped.catch(() => undefined);
    }
    const runs = records.map((record) => runEntryOf(record, transcripts.get(record)));
    return { runDir, runs, maxBytes };
}
function runEntryOf(record, transcript) {
    const reason = (0,failure_reasons/* reasonOf */.A3)(record);
    return {
        taskId: record.taskId,
        repetition: record.repetition,
        ...(record.variant === undefined ? {} : { variant: record.variant }),
        status: record.status,
        ...(reason === undefined ? {} : { reason }),
        ...(transcript === undefined ? {} : { transcript }),
    };
}
//# sourceMappingURL=report-runs.js.map

/***/ }),

/***/ 9524:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ FailureReasonsSchema),
/* harmony export */   M9: () => (/* binding */ ReportSchema),
/* harmony export */   NH: () => (/* binding */ NotPassedStatusSchema),
/* harmony export */   Qd: () => (/* binding */ MAX_TOOL_NAME_CHARS),
/* harmony export */   R6: () => (/* binding */ MAX_LISTED_REASONS),
/* harmony export */   jS: () => (/* binding */ MAX_LISTED_TOOLS),
/* harmony export */   oJ: () => (/* binding */ MAX_REASON_CHARS),
/* harmony export */   sT: () => (/* binding */ RunStateSchema),
/* harmony export */   t3: () => (/* binding */ REPORT_FORMAT),
/* harmony export */   un: () => (/* binding */ ReportSummarySchema)
/* harmony export */ });
/* unused harmony exports DivergenceSchema, TaskReplaySchema, ReplayRunSchema, FailureReasonSchema, ToolTallySchema, ToolUseSchema, TaskReportSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6921);
/* harmony import */ var _run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8104);
/* harmony import */ var _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2839);
/* harmony import */ var _stats_estimated_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2573);
/* harmony import */ var _stats_measured_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2943);
/* harmony import */ var _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(143);
/* harmony import */ var _verifiers_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4970);
/**
 * `report.json` (SPEC §5), built from `runs.jsonl` by `buildReport`. Every figure carries the
 * counts behind a rate, its interval, and a bounded interval that keeps missing runs visible.
 */







const REPORT_FORMAT = 'report/v1';
/** What happened to the execution, never a decision about the agent (SPEC §3). */
const RunStateSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['COMPLETE', 'PARTIAL', 'CANCELLED', 'RUN_ERROR']);
const count = zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(0);
const probability = zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().min(0).max(1);
/** Kind → how many times, e.g. `{ "replay_divergence": 2 }`. Keys are sorted when built. */
const countsByKind = zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), count);
/** Where a replayed run asked something different from its cassette (SPEC §4). */
const DivergenceSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    repetition: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1),
    /** 1-based call number. */
    call: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1),
    /** First differing field, e.g. `messages[3].content`; `(call)` for a missing or extra call. */
    field: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
});
/** Replay only: `diverged` counts the runs that ended in `replay_divergence`. */
const TaskReplaySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    diverged: count,
    divergences: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(DivergenceSchema),
});
/** One replayed run, set beside the baseline's run of the same repetition by compare (SPEC §5). */
const ReplayRunSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    repetition: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1),
    status: _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .RunStatusSchema */ .d$,
    /** Verifier id → outcome, in the order the verifiers ran. */
    verifiers: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), _verifiers_types_js__WEBPACK_IMPORTED_MODULE_5__/* .VerifierStatusSchema */ .ws),
    tools: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()),
});
/** Reasons kept per task: the rest are counted in `unlisted` (and are in runs.jsonl). */
const MAX_LISTED_REASONS = 10;
/** A reason is cut to this many characters (code points) before it is grouped. */
const MAX_REASON_CHARS = 300;
/** Tools kept per task: the least used beyond these are counted in `unlisted`. */
const MAX_LISTED_TOOLS = 30;
/** A tool name is cut to this many characters (code points). */
const MAX_TOOL_NAME_CHARS = 100;
const NotPassedStatusSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['fail', 'budget_exceeded', 'error']);
/** One reason the runs gave, and how many runs gave it (`groupFailureReasons`). */
const FailureReasonSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    status: NotPassedStatusSchema,
    /** Normalized, cut to `MAX_REASON_CHARS` code points (twice that in UTF-16); absent if none. */
    reason: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .max(MAX_REASON_CHARS * 2)
        .optional(),
    /** Errors only: the error's kind (`replay_divergence`, `upstream_unavailable`, …). */
    errorKind: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(200).optional(),
    runs: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1),
});
const FailureReasonsSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    /** Most runs first, then fail, budget exceeded, error, then by reason. */
    listed: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(FailureReasonSchema).max(MAX_LISTED_REASONS),
    /** Absent when every reason is listed. */
    unlisted: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({ reasons: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1), runs: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1) })
        .optional(),
});
/** How a task's judged runs used one tool: runs that called it, and its calls over them. */
const ToolTallySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().max(MAX_TOOL_NAME_CHARS * 2),
    runs: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1),
    calls: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1),
});
/** Which tools a task's runs called (`tallyToolUse`): errored runs are left out, as from every rate. */
const ToolUseSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    runs: count,
    /** Most runs first, then most calls, then by name. */
    tools: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(ToolTallySchema).max(MAX_LISTED_TOOLS),
    /** Tools beyond those listed (the least used); absent when every tool is listed. */
    unlisted: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1).optional(),
});
const TaskReportSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    taskId: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    counts: _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .RunCountsSchema */ .di,
    /** Passes over judged runs; null when nothing was judged (0 would be a claim). */
    successRate: probability.nullable(),
    /** Wilson 95 % interval of the judged runs; null in replay, which is not a sample. */
    interval: _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__/* .IntervalSchema */ .D6.nullable(),
    /** Missing runs counted as failures (low) and as passes (high); null in replay. */
    boundedInterval: _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__/* .IntervalSchema */ .D6.nullable(),
    /** At least one of k passed. Under k judged runs: 1 once a pass is judged, else null. */
    passAtK: probability.nullable(),
    /** All k passed. Under k judged runs: 0 once a failure is judged, else null. */
    passHatK: probability.nullable(),
    /** pass@k but not pass^k: flaky, not solved. */
    flaky: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    /** Fewer than 5 judged runs: no direction can be claimed. Always false in replay. */
    lowPower: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    errors: countsByKind,
    incidents: countsByKind,
    replay: TaskReplaySchema.optional(),
    // The next three are absent in reports written before they were carried.
    /** Replay only: every recorded run of the task, by repetition. */
    runs: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(ReplayRunSchema).optional(),
    failureReasons: FailureReasonsSchema.optional(),
    toolUse: ToolUseSchema.optional(),
    measured: _stats_measured_js__WEBPACK_IMPORTED_MODULE_3__/* .MeasuredSummarySchema */ .ai,
});
const ReportSummarySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    /** Tasks with at least one planned run. */
    tasks: count,
    counts: _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .RunCountsSchema */ .di,
    successRate: probability.nullable(),
    interval: _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__/* .IntervalSchema */ .D6.nullable(),
    boundedInterval: _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__/* .IntervalSchema */ .D6.nullable(),
    lowPower: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    /** Tasks whose every planned run was judged and passed. */
    tasksPassedAll: count,
    flakyTasks: count,
    errors: countsByKind,
    incidents: countsByKind,
    /** The runs' `secret_redacted` incidents (redacted in place everywhere); absent when none. */
    secretsRedacted: count.optional(),
    retries: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        /** Upstream attempts beyond the first, summed over every call of every run. */
        upstream: count,
        /** Run-level attempts beyond the first (an agent's declared transient error). */
        run: count,
    }),
    /**
     * Model → calls the upstream answered for it (SPEC §1: what the real key was spent on). Absent
     * in replay and scripted reports, and in runs recorded before it was counted.
     */
    upstreamModels: countsByKind.optional(),
});
const ReportSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(REPORT_FORMAT),
    runId: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    state: RunStateSchema,
    conditions: _run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportConditionsSchema */ .Gh,
    tasks: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(TaskReportSchema),
    summary: ReportSummarySchema,
    /** Over all judged runs; provider-reported and clock figures only. */
    measured: _stats_measured_js__WEBPACK_IMPORTED_MODULE_3__/* .MeasuredSummarySchema */ .ai,
    /** Only when both rates were given and the tokens were measured; never added to `measured`. */
    estimated: _stats_estimated_js__WEBPACK_IMPORTED_MODULE_2__/* .EstimatedSchema */ .k2.optional(),
    /** Plain sentences on how to read this report (replay, omitted figures, ignored records). */
    notes: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()),
});
//# sourceMappingURL=report-schema.js.map

/***/ }),

/***/ 2216:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ divergencesOf),
/* harmony export */   o: () => (/* binding */ reRecordCommand)
/* harmony export */ });
/* harmony import */ var _provider_divergence_excerpt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1919);
/**
 * The replay divergences of some runs, as every reader shows them: one per task, call and field
 * (the first run that showed it), so that k runs diverging the same way read as one change.
 */

/** In task order, then call and field. */
function divergencesOf(records) {
    const byKey = new Map();
    const sorted = [...records].sort((a, b) => compareText(a.taskId, b.taskId) || a.repetition - b.repetition);
    for (const record of sorted) {
        const stop = record.error?.stop;
        if (stop?.kind !== 'replay_divergence')
            continue;
        const key = `${record.taskId}\0${stop.call}\0${stop.field}`;
        const known = byKey.get(key);
        if (known !== undefined) {
            known.runs += 1;
            continue;
        }
        byKey.set(key, {
            taskId: record.taskId,
            repetition: record.repetition,
            runs: 1,
            call: stop.call,
            field: stop.field,
            ...excerptOf(stop),
            message: stop.message,
        });
    }
    return [...byKey.values()].sort((a, b) => compareText(a.taskId, b.taskId) || a.call - b.call || compareText(a.field, b.field));
}
/** The stop's excerpt; a run recorded before excerpts has its two windows compared instead. */
function excerptOf(stop) {
    if (stop.excerpt !== undefined)
        return { excerpt: stop.excerpt };
    if (stop.recorded === undefined && stop.actual === undefined)
        return {};
    return { excerpt: (0,_provider_divergence_excerpt_js__WEBPACK_IMPORTED_MODULE_0__/* .excerptChange */ .eN)(stop.field, stop.recorded, stop.actual) };
}
function compareText(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** The command that records the tasks' cassettes again, for an intended harness change. */
function reRecordCommand(options) {
    const tasks = options.taskIds.length === 0 ? '' : ` --tasks ${options.taskIds.join(',')}`;
    const allow = (options.grants ?? []).map((effect) => ` --allow-${effect}`).join('');
    const provider = options.provider === 'scripted' ? ' --provider scripted' : '';
    return `npx verdict record ${options.suite}${tasks}${allow}${provider}`;
}
//# sourceMappingURL=divergences.js.map

/***/ }),

/***/ 6914:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ argumentsText),
/* harmony export */   v: () => (/* binding */ describeRun)
/* harmony export */ });
/** A tool call's arguments as one text: the raw string, else JSON (indented by `space`). */
function argumentsText(value, space) {
    return typeof value === 'string' ? value : (JSON.stringify(value, null, space) ?? '');
}
/** How a model call ended when it did not answer, or undefined when it answered. */
function describeCallEnd(event) {
    if (event.stop !== undefined)
        return `stopped: ${event.stop.message}`;
    if (event.aborted === true)
        return 'aborted';
    const status = event.cassette.response?.status;
    return status !== undefined && status >= 400 ? `HTTP ${status}` : undefined;
}
function stepOf(event) {
    switch (event.type) {
        case 'model_call': {
            const ended = describeCallEnd(event);
            return {
                type: 'model_call',
                call: event.call,
                compaction: event.purpose === 'compaction',
                protocol: event.protocol,
                ...(event.model === undefined ? {} : { model: event.model }),
                durationMs: event.durationMs,
                ...(ended === undefined ? {} : { ended }),
                ...(typeof event.content === 'string' && event.content !== ''
                    ? { says: event.content }
                    : {}),
            };
        }
        case 'tool_call':
            return toolCallStep(event);
        case 'cut':
            return { type: 'cut', message: event.message, droppedEvents: event.droppedEvents };
        default:
            return undefined;
    }
}
function withoutType({ type: _type, ...rest }) {
    return rest;
}
const toolCallStep = ({ call: _call, id: _id, ...step }) => step;
/** The run; `events` is its trace, undefined when it has none that can be read. */
function describeRun(record, events) {
    const base = {
        label: `${record.taskId} #${record.repetition}${record.variant === undefined ? '' : ` [${record.variant}]`}`,
        taskId: record.taskId,
        repetition: record.repetition,
        status: record.status,
        ...(record.reason === undefined ? {} : { reason: record.reason }),
        mode: record.mode,
        model: record.model,
        wallMs: record.measured.wallMs,
        ...(record.origin === undefined ? {} : { prompt: record.origin.prompt }),
        finalAnswer: record.finalAnswer,
    };
    if (events === undefined) {
        return {
            ...base,
            source: 'record',
            steps: record.toolCalls.map((call) => ({
                type: 'tool_call',
                name: call.name,
                arguments: call.arguments,
                ...(call.ok === undefined ? {} : { ok: call.ok }),
            })),
            verifiers: record.verifiers,
            incidents: record.incidents,
            outputs: [],
        };
    }
    return {
        ...base,
        source: 'trace',
        steps: events.flatMap((event) => stepOf(event) ?? []),
        verifiers: events.flatMap((event) => (event.type === 'verifier' ? [withoutType(event)] : [])),
        incidents: events.flatMap((event) => (event.type === 'incident' ? [withoutType(event)] : [])),
        outputs: events.flatMap((event) => (event.type === 'output' ? [withoutType(event)] : [])),
    };
}
//# sourceMappingURL=run-view.js.map

/***/ }),

/***/ 1565:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vj: () => (/* binding */ traceFileIn),
/* harmony export */   ce: () => (/* binding */ readTrace),
/* harmony export */   fk: () => (/* binding */ KeptTraces),
/* harmony export */   hi: () => (/* binding */ writeTrace),
/* harmony export */   jt: () => (/* binding */ traceFileOf),
/* harmony export */   wu: () => (/* binding */ cutMessage)
/* harmony export */ });
/* unused harmony export capTrace */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6403);
/* harmony import */ var _atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5176);
/* harmony import */ var _json_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4139);
/* harmony import */ var _runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2390);
/* harmony import */ var _trace_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2588);
/**
 * A run's trace file: written once when the run ends, capped and redacted (SPEC §7); read back line
 * by line, so that a corrupt line costs only itself.
 */







/** Where a run's trace goes, relative to its run directory: `traces/<taskId>/<repetition>.jsonl`. */
function traceFileOf(run) {
    const name = `${run.variant === undefined ? '' : `${run.variant}.`}${run.repetition}.jsonl`;
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(_trace_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po, run.taskId, name);
}
/** The trace `record` names in `dir`, or undefined when it leaves `dir` (runs.jsonl may be an artifact's). */
function traceFileIn(dir, record) {
    const root = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(dir);
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(root, record.trace ?? traceFileOf(record));
    return file.startsWith(`${root}${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) ? file : undefined;
}
/** Events a cut leaves out first: the conversation, which is most of a trace's bytes. */
const isConversation = (event) => event.type === 'model_call' || event.type === 'tool_call';
const lineBytes = (line) => Buffer.byteLength(JSON.stringify(line)) + 1;
/** The message a cut trace carries, which `verdict add` repeats when it refuses one. */
function cutMessage(maxBytes) {
    return `the trace of this run was cut at ${formatBytes(maxBytes)}: raise trace.maxBytes and run again`;
}
function formatBytes(bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
        return `${bytes / (1024 * 1024)} MB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KB`;
    return `${bytes} bytes`;
}
/**
 * The events that fit in `maxBytes`: all but the conversation, and of the conversation a prefix
 * (each request is a delta against an earlier one), then a `cut` line for the rest.
 */
function capTrace(header, events, maxBytes) {
    const sizes = events.map(lineBytes);
    const total = lineBytes(header) + sizes.reduce((sum, size) => sum + size, 0);
    if (total <= maxBytes)
        return [...events];
    const cutLine = (droppedEvents, droppedBytes) => ({
        type: 'cut',
        maxBytes,
        droppedEvents,
        droppedBytes,
        message: cutMessage(maxBytes),
    });
    let room = maxBytes -
        lineBytes(header) -
        lineBytes(cutLine(events.length, total)) -
        events.reduce((sum, event, index) => sum + (isConversation(event) ? 0 : sizes[index]), 0);
    const kept = [];
    let cut;
    for (const [index, event] of events.entries()) {
        const size = sizes[index];
        if (!isConversation(event)) {
            kept.push(event);
        }
        else if (cut === undefined && size <= room) {
            room -= size;
            kept.push(event);
        }
        else if (cut === undefined) {
            cut = cutLine(1, size);
            kept.push(cut);
        }
        else {
            cut.droppedEvents += 1;
            cut.droppedBytes += size;
        }
    }
    // What is always kept may itself be over the cap (a huge verifier detail): the last lines go.
    let size = lineBytes(header) + kept.reduce((sum, event) => sum + lineBytes(event), 0);
    while (size > maxBytes && kept.length > 1) {
        const index = kept.findLastIndex((event) => event.type !== 'cut');
        if (index === -1)
            break;
        const [removed] = kept.splice(index, 1);
        size -= lineBytes(removed);
        if (cut === undefined) {
            cut = cutLine(1, lineBytes(removed));
            kept.push(cut);
            size += lineBytes(cut);
        }
        else {
            cut.droppedEvents += 1;
            cut.droppedBytes += lineBytes(removed);
        }
    }
    return kept;
}
/**
 * The traces this process wrote, as written (capped, redacted), up to `maxBytes` of their text: the
 * report's transcripts are made from them without reading each file back.
 */
class KeptTraces {
    byFile = new Map();
    room;
    constructor(maxBytes) {
        this.room = maxBytes;
    }
    add(file, events, bytes) {
        if (bytes > this.room)
            return;
        this.room -= bytes;
        this.byFile.set(file, events);
    }
    /** The events of the trace at `file`, relative to its run directory, when this process wrote it. */
    get(file) {
        return this.byFile.get(file);
    }
}
/** Writes a run's trace under `runDir`, capped, then redacted: each secret an incident line. */
async function writeTrace(runDir, header, events, keptTraces) {
    const relative = traceFileOf(header);
    const kept = capTrace(header, events, header.maxBytes);
    const { value, findings } = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactJson */ .Kp)([header, ...kept]);
    const incidents = (0,_runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__/* .secretIncidents */ .wZ)(findings).map((incident) => ({
        type: 'incident',
        ...incident,
    }));
    const lines = [...value, ...incidents];
    const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(runDir, relative);
    await writeCreatingParent(file, text);
    const bytes = Buffer.byteLength(text);
    keptTraces?.add(relative, lines.slice(1), bytes);
    return {
        file: relative,
        bytes,
        cut: kept.some((event) => event.type === 'cut'),
        redacted: findings.length,
    };
}
/**
 * Makes the task's folder only when the write finds it missing. No fsync: the record appended
 * after it is what a resume trusts.
 */
async function writeCreatingParent(file, text) {
    try {
        await (0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomically */ .l)(file, text, { durable: false });
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file), { recursive: true });
        await (0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomically */ .l)(file, text, { durable: false });
    }
}
/** Never throws on content: a bad line is skipped and named. A missing file is an fs error. */
async function readTrace(file) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    const { lines, problems } = (0,_json_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonLines */ .L)(text, file, (index) => index === 0 ? _trace_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .TraceHeaderSchema */ .S2 : _trace_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .TraceLineSchema */ .d3);
    const events = [];
    let header;
    for (const { value } of lines) {
        if (value.type === 'header')
            header ??= value;
        else
            events.push(value);
    }
    return { ...(header === undefined ? {} : { header }), events, problems };
}
//# sourceMappingURL=trace-file.js.map

/***/ }),

/***/ 2588:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Po: () => (/* binding */ TRACES_DIR),
/* harmony export */   S2: () => (/* binding */ TraceHeaderSchema),
/* harmony export */   Vw: () => (/* binding */ DEFAULT_TRACE_MAX_BYTES),
/* harmony export */   _W: () => (/* binding */ TRACE_FORMAT),
/* harmony export */   d3: () => (/* binding */ TraceLineSchema),
/* harmony export */   v6: () => (/* binding */ OUTPUT_TAIL_BYTES)
/* harmony export */ });
/* unused harmony exports TraceModelCallSchema, TraceToolCallSchema, TraceVerifierSchema, TraceIncidentSchema, TraceOutputSchema, TraceCutSchema, TraceEventSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var _provider_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2188);
/* harmony import */ var _provider_cassette_codec_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8452);
/* harmony import */ var _record_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7152);
/**
 * A run's trace (`trace/v1`, SPEC §1, docs/traces.md): a header line, then one line per event in
 * the order a reader follows the run, and a `cut` line where it reached its cap. A model call's
 * `cassette` is its `cassette/v2` call line, so the call lines after a cassette header are a
 * cassette (`verdict add` builds a promoted case's from them).
 */




const TRACE_FORMAT = 'trace/v1';
const TRACES_DIR = 'traces';
/** A trace's cap when the configuration sets none (`trace.maxBytes` in verdict.config.json). */
const DEFAULT_TRACE_MAX_BYTES = 1024 * 1024;
const TraceHeaderSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('header'),
    format: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(TRACE_FORMAT),
    // The record's fields again, in the trace's order: a trace is read without its runs.jsonl.
    ..._record_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RunRecordSchema */ .g$.pick({
        runId: true,
        suiteId: true,
        taskId: true,
        repetition: true,
        variant: true,
        mode: true,
        model: true,
        status: true,
        reason: true,
        agentExitCode: true,
    }).shape,
    /** The cap the trace was written under. */
    maxBytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
});
const TraceModelCallSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('model_call'),
    /** 1-based, in the order the calls arrived at the proxy. */
    call: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
    purpose: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['main', 'compaction']),
    protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_provider_types_js__WEBPACK_IMPORTED_MODULE_0__/* .PROTOCOL_IDS */ .K6),
    model: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    startedMs: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().min(0),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().min(0),
    attempts: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    /** The assistant's text, as assembled from the response. */
    content: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable().optional(),
    stop: _provider_types_js__WEBPACK_IMPORTED_MODULE_0__/* .RunStopSchema */ .np.optional(),
    aborted: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(true).optional(),
    /** The call's `cassette/v2` line; without `response` when no answer was sent. */
    cassette: _provider_cassette_codec_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .StoredCallV2Schema */ .bD.extend({ response: _provider_types_js__WEBPACK_IMPORTED_MODULE_0__/* .RecordedResponseSchema */ .n5.optional() }),
});
const TraceToolCallSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('tool_call'),
    /** The model call whose answer asked for it. */
    call: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    /** Parsed JSON arguments when they parse, else the raw string. */
    arguments: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J(),
    /** From the agent's events, when it wrote them. */
    ok: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    /** What the next request gave back to the model for it; absent when none did. */
    result: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
const TraceVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('verifier'),
    ..._record_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RunVerifierOutcomeSchema */ .Di.shape,
});
const TraceIncidentSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('incident'),
    ..._record_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .IncidentSchema */ .KM.shape,
});
const TraceOutputSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('output'),
    stream: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['stdout', 'stderr']),
    /** The last bytes the agent wrote (at most `OUTPUT_TAIL_BYTES`), decoded as UTF-8. */
    tail: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    /** Bytes it wrote in all. */
    bytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
});
/** Where the trace reached its cap: the events after it were not kept. */
const TraceCutSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('cut'),
    maxBytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
    /** Events left out, and their bytes. */
    droppedEvents: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
    droppedBytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
});
const TraceEventSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt('type', [
    TraceModelCallSchema,
    TraceToolCallSchema,
    TraceVerifierSchema,
    TraceIncidentSchema,
    TraceOutputSchema,
    TraceCutSchema,
]);
const TraceLineSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt('type', [
    TraceHeaderSchema,
    ...TraceEventSchema.options,
]);
/** The bytes of each output stream a trace keeps: its end, where an error says what went wrong. */
const OUTPUT_TAIL_BYTES = 8 * 1024;
//# sourceMappingURL=trace-schema.js.map

/***/ }),

/***/ 2573:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MI: () => (/* binding */ estimateCostUsd),
/* harmony export */   a3: () => (/* binding */ estimateCost),
/* harmony export */   k2: () => (/* binding */ EstimatedSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The estimated block (SPEC §5): a USD cost from rates the user gives, none with either missing
 * (Verdict does not guess prices); never added to the measured block. Cached input is not priced.
 */

const EstimatedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    costUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0),
    /** Kept beside the cost: compare only sets costs side by side when both used the same rates. */
    rates: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ inputRate: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0), outputRate: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0) }),
});
const TOKENS_PER_RATE_UNIT = 1_000_000;
function estimateCostUsd(tokens, rates) {
    assertRate('inputRate', rates.inputRate);
    assertRate('outputRate', rates.outputRate);
    return ((tokens.inputTokens * rates.inputRate + tokens.outputTokens * rates.outputRate) /
        TOKENS_PER_RATE_UNIT);
}
/** The estimated block; undefined unless both rates are given and the tokens were measured. */
function estimateCost(measured, rates) {
    const inputRate = rates?.inputRate;
    const outputRate = rates?.outputRate;
    if (inputRate === undefined || outputRate === undefined || measured.tokens === undefined) {
        return undefined;
    }
    const costUsd = estimateCostUsd({ inputTokens: measured.tokens.input, outputTokens: measured.tokens.output }, { inputRate, outputRate });
    return { costUsd, rates: { inputRate, outputRate } };
}
function assertRate(name, rate) {
    if (!Number.isFinite(rate) || rate < 0) {
        throw new RangeError(`${name} must be a non-negative number of USD per million tokens, got ${rate}`);
    }
}
//# sourceMappingURL=estimated.js.map

/***/ }),

/***/ 2943:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ai: () => (/* binding */ MeasuredSummarySchema),
/* harmony export */   og: () => (/* binding */ summarizeMeasured)
/* harmony export */ });
/* unused harmony exports CachedInputSummarySchema, median, sampleVariance */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The measured block (SPEC §5): what the provider reported and the clock said, over judged runs. A
 * figure not reported on every turn is omitted with the reason, never filled with 0 or extrapolated.
 */

const tokenCount = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0);
const nullableNumber = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable();
const CachedInputSummarySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    /** Cached input tokens, over the runs that reported them fully. */
    tokens: tokenCount,
    /** Input tokens of those same runs, so `ratio` compares like with like. */
    inputTokens: tokenCount,
    /** `tokens / inputTokens`; null when those runs had no input tokens. */
    ratio: nullableNumber,
    runsReporting: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    runsJudged: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
});
const MeasuredSummarySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    runsJudged: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    /** Present only when every judged run reported usage. */
    tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ input: tokenCount, output: tokenCount }).optional(),
    /** Why `tokens` (and `tokensPerSuccess`) are absent. */
    tokensOmitted: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    wallMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ median: nullableNumber, variance: nullableNumber }),
    /** Input plus output tokens of all judged runs (failures included) per pass; null with no pass. */
    tokensPerSuccess: nullableNumber.optional(),
    /** Wall time of all judged runs (failures included) per pass; null with no pass. */
    wallMsPerSuccess: nullableNumber,
    /** Absent when no judged run fully reported cached input. */
    cachedInput: CachedInputSummarySchema.optional(),
});
/** The middle value (mean of the two middle values for an even count); null for no values. */
function median(values) {
    if (values.length === 0)
        return null;
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    const upper = sorted[middle];
    return sorted.length % 2 === 1 ? upper : (sorted[middle - 1] + upper) / 2;
}
/** Sample variance (n − 1 denominator); null below two values, where it is undefined. */
function sampleVariance(values) {
    if (values.length < 2)
        return null;
    // Two passes: subtracting the mean first avoids the cancellation of Σx² − n·mean² on large values.
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
    return squares / (values.length - 1);
}
/** Summarizes the judged runs among `runs`; errored runs are ignored, as in every rate. */
function summarizeMeasured(runs) {
    const judged = runs.filter((run) => run.status !== 'error');
    const passes = judged.filter((run) => run.status === 'pass').length;
    const wallTimes = judged.map((run) => run.wallMs);
    const totalWallMs = wallTimes.reduce((sum, value) => sum + value, 0);
    const summary = {
        runsJudged: judged.length,
        wallMs: { median: median(wallTimes), variance: sampleVariance(wallTimes) },
        wallMsPerSuccess: passes === 0 ? null : totalWallMs / passes,
    };
    const tokens = sumTokens(judged);
    if (typeof tokens === 'string') {
        summary.tokensOmitted = tokens;
    }
    else {
        summary.tokens = tokens;
        summary.tokensPerSuccess = passes === 0 ? null : (tokens.input + tokens.output) / passes;
    }
    const cachedInput = summarizeCachedInput(judged);
    if (cachedInput !== undefined)
        summary.cachedInput = cachedInput;
    return summary;
}
/** Token totals, or the reason they cannot be given. */
function sumTokens(judged) {
    if (judged.length === 0)
        return 'no judged runs';
    const usages = judged.flatMap((run) => (run.usage === undefined ? [] : [run.usage]));
    if (usages.length < judged.length) {
        const unreported = judged.length - usages.length;
        return `usage not reported on every turn in ${unreported} of ${judged.length} judged runs`;
    }
    return {
        input: usages.reduce((sum, usage) => sum + usage.inputTokens, 0),
        output: usages.reduce((sum, usage) => sum + usage.outputTokens, 0),
    };
}
/** Pooled over the runs that reported cached input on every turn (a partial one undercounts). */
function summarizeCachedInput(judged) {
    let tokens = 0;
    let inputTokens = 0;
    let runsReporting = 0;
    for (const { usage } of judged) {
        if (usage?.cachedInputTokens === undefined || usage.cachedPartial === true)
            continue;
        tokens += usage.cachedInputTokens;
        inputTokens += usage.inputTokens;
        runsReporting += 1;
    }
    if (runsReporting === 0)
        return undefined;
    return {
        tokens,
        inputTokens,
        ratio: inputTokens === 0 ? null : tokens / inputTokens,
        runsReporting,
        runsJudged: judged.length,
    };
}
//# sourceMappingURL=measured.js.map

/***/ }),

/***/ 6362:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EJ: () => (/* binding */ truncateText),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   bo: () => (/* binding */ renderTable)
/* harmony export */ });
/**
 * Markdown pieces every renderer shares. Reports end up in PR comments, so any text that came from a
 * task or a run is escaped before it is placed in Markdown.
 */
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    // A zero-width space after `@` keeps `@someone` readable but stops GitHub from notifying them.
    '@': '@&#8203;',
    // `#12` would link (and cross-reference) issue 12 of the repository.
    '#': '&#35;',
};
/**
 * Untrusted text as inert inline Markdown on one line: no table breaks, code, emphasis, links, HTML,
 * mentions or issue references. One pass per character class: an entity is never escaped twice.
 */
function escapeMarkdown(text) {
    return (text
        // Newlines would end a table row; other control characters have no business in a report.
        // eslint-disable-next-line no-control-regex -- matching control characters is the point
        .replace(/[\u0000-\u001f\u007f]+/g, ' ')
        .trim()
        .replace(/[&<>@]|#(?=\d)/g, (char) => ENTITIES[char] ?? char)
        .replace(/[\\`*_[\]|~]/g, '\\$&'));
}
/**
 * Untrusted text as one inline code span on one line, cut to `max` characters. The fence is one
 * backtick longer than the longest run inside; padding keeps CommonMark from stripping an edge
 * backtick or space. Not for table cells: GitHub still splits a row at a `|` inside a code span.
 */
function codeSpan(text, max = 100) {
    const line = truncateText(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, ' '), max);
    if (line.trim() === '')
        return '(blank)';
    const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((match) => match[0].length));
    const fence = '`'.repeat(longest + 1);
    const padded = /^[` ]|[` ]$/.test(line) ? ` ${line} ` : line;
    return `${fence}${padded}${fence}`;
}
/** Shortens long text (error messages) to `max` characters, marking the cut. */
function truncateText(text, max) {
    const chars = [...text];
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
/** A GFM table. Cells must already be escaped or be Markdown this module produced. */
function renderTable(head, rows, align = []) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    const rule = head.map((_, index) => (align[index] === 'right' ? '---:' : '---'));
    return [line(head), line(rule), ...rows.map(line)].join('\n');
}
//# sourceMappingURL=markdown.js.map

/***/ })

};
