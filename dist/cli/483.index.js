export const id = 483;
export const ids = [483];
export const modules = {

/***/ 7483:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   reportCommand: () => (/* binding */ reportCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _report_rebuild_report_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(196);
/* harmony import */ var _report_report_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2208);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8908);





const reportCommand = {
    name: 'report',
    help: `Usage: verdict report <dir> [--json]

Rebuilds report.json and report.md in DIR from DIR/runs.jsonl and DIR/conditions.json:
a report is a pure function of its runs. The plan (tasks × k, restricted by the run's
--tasks and --shard) is rebuilt from the conditions, so planned runs without a record
count as missing and are named. The suite is not read: task ids come from --tasks when
the run had it, else from the previous report.json and the records (a task with no
record at all and no report cannot be planned). Unreadable lines of runs.jsonl are
skipped and listed. Exit code: 0 rebuilt, 2 not a run directory.`,
    options: {},
    positionals: { min: 1, max: 1, names: '<dir>' },
    async run(args, io) {
        const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, args.positionals[0]);
        const directory = await (0,_report_rebuild_report_js__WEBPACK_IMPORTED_MODULE_2__/* .readRunDirectory */ .rF)(dir);
        const { report, unrecorded } = (0,_report_rebuild_report_js__WEBPACK_IMPORTED_MODULE_2__/* .rebuildReport */ .K$)(directory.started, directory.records, directory.hints);
        const files = await (0,_report_report_files_js__WEBPACK_IMPORTED_MODULE_3__/* .writeReportFiles */ .t4)(dir, report);
        for (const problem of directory.problems) {
            io.stderr.write(`warning: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .formatProblem */ .Vw)(problem)}\n`);
        }
        if (args.values.json === true) {
            (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .writeJson */ .G)(io, { outDir: dir, report, unrecorded, skippedLines: directory.problems });
            return 0;
        }
        const { counts } = report.summary;
        io.stdout.write(`${report.state}: ${counts.pass}/${counts.observed} judged runs passed (${counts.missing} missing) — ${node_path__WEBPACK_IMPORTED_MODULE_0__.relative(io.cwd, files.markdown)}\n`);
        if (unrecorded.length > 0) {
            io.stdout.write(`${unrecorded.length} planned run(s) without a record, counted as missing: ${unrecorded.map((run) => `${run.taskId} #${run.repetition}`).join(', ')}\n`);
        }
        return 0;
    },
};
//# sourceMappingURL=report.js.map

/***/ }),

/***/ 196:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ rebuildReport),
/* harmony export */   Pg: () => (/* binding */ MAX_PLANNED_RUNS),
/* harmony export */   r7: () => (/* binding */ runKey),
/* harmony export */   rF: () => (/* binding */ readRunDirectory)
/* harmony export */ });
/* unused harmony exports planTaskIds, planOfConditions, findUnrecordedRuns, describeUnrecordedRuns */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9164);
/* harmony import */ var _run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8104);
/* harmony import */ var _run_dir_runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2390);
/* harmony import */ var _build_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9434);
/* harmony import */ var _report_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2208);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9524);
/**
 * `verdict report <dir>`: rebuilds `report.json` / `report.md` from a run directory's `runs.jsonl`
 * and `conditions.json`, which proves a report is a pure function of its runs (resume and merge rely
 * on it). The plan is rebuilt with the same `buildPlan` the run used, so the denominator is the plan,
 * never the records that happen to exist.
 *
 * Limitation: the suite is not read. Task ids come from `conditions.tasks` when the run had
 * `--tasks`; otherwise from a previous `report.json` in the directory (suite order, titles) and then
 * from the records. A task none of these mention (every run killed before writing a record, and no
 * report written) cannot be planned; and without `conditions.tasks` or a report, a shard's plan is cut
 * from task ids in record order, which may differ from the suite order the shard was cut from (the
 * report then notes the records it ignored).
 */









/**
 * Task ids in report order: the `--tasks` selection when there was one (it is in suite order),
 * else the hinted suite order, then any task only the records name, in order of first appearance.
 */
function planTaskIds(conditions, records, hints = {}) {
    if (conditions.tasks !== undefined)
        return [...conditions.tasks];
    const ids = new Set((hints.tasks ?? []).map((task) => task.id));
    for (const record of records)
        ids.add(record.taskId);
    return [...ids];
}
/**
 * More planned runs than a run directory ever describes (a thousand tasks × k = 100): a damaged
 * conditions.json, refused before building a plan that would exhaust memory.
 */
const MAX_PLANNED_RUNS = 100_000;
/** The plan of a conditions block: the same `buildPlan` call the run made, shard included. */
function planOfConditions(conditions, taskIds) {
    const planned = conditions.k * taskIds.length;
    if (planned > MAX_PLANNED_RUNS) {
        const message = `is ${conditions.k}: with ${taskIds.length} task(s) that plans ${planned} runs, more than the ${MAX_PLANNED_RUNS} a run directory can describe`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${_run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_4__/* .CONDITIONS_FILE */ .ce}: conditions.k: ${message}`, [
            { file: _run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_4__/* .CONDITIONS_FILE */ .ce, field: 'conditions.k', message },
        ]);
    }
    const shard = conditions.shard === undefined ? undefined : (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .parseShard */ .uK)(conditions.shard);
    return (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .buildPlan */ .Gg)({
        taskIds,
        k: conditions.k,
        seed: conditions.seed,
        ...(shard === undefined ? {} : { shard }),
    });
}
/** Pure: the same conditions file, records and hints always give the same report. */
function rebuildReport(started, records, hints = {}) {
    const { conditions } = started;
    const taskIds = planTaskIds(conditions, records, hints);
    const plan = planOfConditions(conditions, taskIds);
    const titles = new Map((hints.tasks ?? []).map((task) => [task.id, task.title]));
    const report = (0,_build_report_js__WEBPACK_IMPORTED_MODULE_6__/* .buildReport */ .FK)({
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
/** Planned runs without any record, in canonical order (task order of the plan, then repetition). */
function findUnrecordedRuns(plan, records) {
    const recorded = new Set(records.map((record) => runKey(record.taskId, record.repetition)));
    const taskOrder = [...new Set(plan.map((run) => run.taskId))];
    return plan
        .filter((run) => !recorded.has(runKey(run.taskId, run.repetition)))
        .sort((a, b) => taskOrder.indexOf(a.taskId) - taskOrder.indexOf(b.taskId) || a.repetition - b.repetition);
}
/** One sentence that names every hole, so a missing run is never silent. */
function describeUnrecordedRuns(unrecorded) {
    const names = unrecorded.map((run) => `${run.taskId} #${run.repetition}`).join(', ');
    const runs = unrecorded.length === 1 ? 'planned run has' : 'planned runs have';
    return `${unrecorded.length} ${runs} no record and count as missing: ${names}.`;
}
function runKey(taskId, repetition) {
    return JSON.stringify([taskId, repetition]);
}
/** Reads what a run directory holds; a missing or invalid conditions.json is a usage/config error. */
async function readRunDirectory(dir) {
    const started = await (0,_run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readConditionsFile */ .$j)(dir);
    const runsPath = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _run_dir_runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__/* .RUNS_FILE */ .Ct);
    const { records, problems } = await (0,_run_dir_runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__/* .readRunRecords */ .Y$)(runsPath).catch(() => {
        // No runs.jsonl: a run killed before its first run ended. Every planned run is missing.
        return { records: [], problems: [] };
    });
    return { dir, started, records, problems, hints: await readReportHints(dir, started.runId) };
}
/** Suite order, titles and rates from a previous report of the same run; ignored if unreadable. */
async function readReportHints(dir, runId) {
    try {
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _report_files_js__WEBPACK_IMPORTED_MODULE_7__/* .REPORT_JSON_FILE */ .t_), 'utf8');
        const report = _report_schema_js__WEBPACK_IMPORTED_MODULE_8__/* .ReportSchema */ .M9.parse(JSON.parse(text));
        if (report.runId !== runId)
            return {};
        return {
            tasks: report.tasks.map((task) => task.title === undefined ? { id: task.taskId } : { id: task.taskId, title: task.title }),
            ...(report.estimated === undefined ? {} : { rates: report.estimated.rates }),
        };
    }
    catch {
        return {};
    }
}
//# sourceMappingURL=rebuild-report.js.map

/***/ })

};
