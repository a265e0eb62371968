export const id = 6083;
export const ids = [6083];
export const modules = {

/***/ 6083:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   variantsCommand: () => (/* binding */ variantsCommand)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8674);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9164);
/* harmony import */ var _report_rebuild_report_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(196);
/* harmony import */ var _run_dir_record_schema_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7152);
/* harmony import */ var _runner_run_variants_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4698);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9859);
/* harmony import */ var _evaluation_cancel_on_signals_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(2629);
/* harmony import */ var _evaluation_exit_code_js__WEBPACK_IMPORTED_MODULE_21__ = __webpack_require__(8991);
/* harmony import */ var _evaluation_live_provider_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3362);
/* harmony import */ var _evaluation_options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1255);
/* harmony import */ var _evaluation_prepare_suite_run_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4355);
/* harmony import */ var _evaluation_sandbox_option_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6054);
/* harmony import */ var _evaluation_run_budget_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4036);
/* harmony import */ var _evaluation_run_id_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(9480);
/* harmony import */ var _evaluation_scripted_providers_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(1863);
/* harmony import */ var _evaluation_suite_run_options_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(8448);
/* harmony import */ var _evaluation_trust_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(3091);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(8908);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(9095);
/* harmony import */ var _evaluation_call_budget_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(1351);






















const variantsCommand = {
    name: 'variants',
    help: `Usage: verdict variants <suite> --variants compare.json [--mode live|scripted] [--k N] [options]

compare.json names the suite and two or more variants, each a set of overrides of the measured
configuration (dotted keys):

  {"suite": "smoke-coding", "variants": [
    {"id": "baseline", "overrides": {}},
    {"id": "early-compaction", "overrides": {"compaction.threshold": 0.6}}]}

Only keys of the measured configuration are accepted: an unknown key, or one outside the
configuration hash (provider, model, paths), rejects the file before the first run. To compare
models use \`verdict run --models a,b\`. Every variant runs the same tasks, repetitions and seeds,
interleaved (A, B, then B, A …), which spreads provider drift over the variants without removing it.

Writes <out>/<variantId>/ (runs.jsonl, report.json, report.md, report.html) per variant, and
comparison.json / .md / .html at the root: the first variant is the baseline. With more than two
variants, also comparison-<id>.json / .md / .html for each other variant (comparison.json is the
first pair).

  --variants FILE        the variants file (required)
  --mode MODE            live (default) or scripted; replay is refused (a cassette is one
                         configuration)
  --k N                  repetitions per task and variant (default 5 live, 1 scripted)
  --tasks id,id, --seed N, --concurrency N, --script-dir DIR, --keep, --out DIR,
  --suite-dir DIR, --yes, --allow-suite-full, --spawn-agent
                         as for \`verdict run\`
  --cassette-dir DIR     accepted as \`verdict run\` accepts it, and unused: replay is refused
  --max-runs N           live: refuse (exit 2, before any model call) a plan of more than N
                         runs (tasks × k × variants)
${_evaluation_call_budget_js__WEBPACK_IMPORTED_MODULE_17__/* .MAX_CALLS_HELP */ .dH}
${(0,_evaluation_sandbox_option_js__WEBPACK_IMPORTED_MODULE_11__/* .sandboxHelp */ .f4)()}

Exit codes: 0 finished (whatever passed), 1 a run errored (reports are still written),
2 invalid invocation, suite or variants file (nothing ran).`,
    options: {
        ..._evaluation_options_js__WEBPACK_IMPORTED_MODULE_9__/* .EVALUATION_OPTIONS */ .QW,
        mode: { type: 'string' },
        k: { type: 'string' },
        variants: { type: 'string' },
        ..._evaluation_run_budget_js__WEBPACK_IMPORTED_MODULE_12__/* .MAX_RUNS_OPTION */ .iQ,
        ..._evaluation_call_budget_js__WEBPACK_IMPORTED_MODULE_17__/* .MAX_CALLS_OPTION */ .ZK,
        ..._evaluation_call_budget_js__WEBPACK_IMPORTED_MODULE_17__/* .CALLS_FILE_OPTION */ .nE,
    },
    positionals: { min: 1, max: 1, names: '<suite>' },
    opensSandbox: true,
    async run(args, io) {
        const modeText = (0,_command_js__WEBPACK_IMPORTED_MODULE_7__/* .stringOption */ .Pp)(args, 'mode') ?? 'live';
        const parsedMode = _run_dir_record_schema_js__WEBPACK_IMPORTED_MODULE_5__/* .ModeSchema */ .np.safeParse(modeText);
        if (!parsedMode.success)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--mode ${JSON.stringify(modeText)}: expected live or scripted`);
        const mode = parsedMode.data;
        if (mode === 'replay') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('variants cannot replay: a cassette was recorded with one configuration, so every variant would replay the same answers. Use --mode live (or scripted).');
        }
        const variantsArg = (0,_command_js__WEBPACK_IMPORTED_MODULE_7__/* .stringOption */ .Pp)(args, 'variants');
        if (variantsArg === undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('variants: missing --variants FILE (the compare.json to run)');
        const k = (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_9__/* .integerOption */ .ig)(args, 'k', mode === 'live' ? 5 : 1, 1, _report_rebuild_report_js__WEBPACK_IMPORTED_MODULE_4__/* .MAX_PLANNED_RUNS */ .Pg);
        const seed = (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_9__/* .integerOption */ .ig)(args, 'seed', 0, 0);
        const concurrency = (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_9__/* .concurrencyOption */ .b7)(args);
        const maxRuns = (0,_evaluation_run_budget_js__WEBPACK_IMPORTED_MODULE_12__/* .maxRunsOption */ .uF)(args);
        const variantsFile = node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, variantsArg);
        const file = await (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_6__/* .readVariantsFile */ .t4)(variantsFile, variantsArg);
        const suite = await (0,_evaluation_trust_js__WEBPACK_IMPORTED_MODULE_16__/* .resolveSuite */ .Z)(args, io);
        const suiteName = args.positionals[0];
        if (file.suite !== suite.suiteId && file.suite !== suiteName) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${variantsArg}: names suite ${JSON.stringify(file.suite)}, but the command runs ${JSON.stringify(suite.suiteId)}`);
        }
        const { grants, taskIds, loadedConfig, agents, sandbox } = await (0,_evaluation_prepare_suite_run_js__WEBPACK_IMPORTED_MODULE_10__/* .prepareSuiteRun */ .v)(args, io, suite);
        // Every agent the selected tasks use gets the overrides; each is checked before the first run.
        const used = new Map();
        for (const task of suite.tasks.filter((candidate) => taskIds.includes(candidate.id))) {
            const agent = agents.agentOf(task);
            used.set(agent.name, agent);
        }
        for (const agent of used.values()) {
            (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_6__/* .checkOverrides */ .yk)(file, variantsArg, agent.config, agent.entry === undefined);
        }
        if (mode === 'live') {
            (0,_evaluation_run_budget_js__WEBPACK_IMPORTED_MODULE_12__/* .checkSuiteRunBudget */ .pL)(maxRuns, {
                taskCount: taskIds.length,
                k,
                kAdjustable: true,
                times: { count: file.variants.length, of: 'variants' },
            });
        }
        let model;
        let providerName;
        let providerFor;
        if (mode === 'live') {
            const settings = (0,_evaluation_live_provider_js__WEBPACK_IMPORTED_MODULE_8__.liveSettings)(args, loadedConfig, io);
            const callBudget = (0,_evaluation_call_budget_js__WEBPACK_IMPORTED_MODULE_17__/* .callBudgetOf */ .JA)(args, io);
            model = settings.model;
            providerName = settings.provider;
            providerFor = () => Promise.resolve((0,_evaluation_live_provider_js__WEBPACK_IMPORTED_MODULE_8__.liveProvider)(settings, callBudget));
        }
        else {
            model = (0,_command_js__WEBPACK_IMPORTED_MODULE_7__/* .stringOption */ .Pp)(args, 'model') ?? 'verdict-scripted';
            providerName = 'script';
            providerFor = await (0,_evaluation_scripted_providers_js__WEBPACK_IMPORTED_MODULE_14__.scriptedProviders)(args, suite, taskIds, io);
        }
        const outDir = (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_9__/* .outDirOption */ .L2)(args, io, node_path__WEBPACK_IMPORTED_MODULE_0__.join('.verdict', 'variants', (0,_evaluation_run_id_js__WEBPACK_IMPORTED_MODULE_13__/* .newRunId */ .F)()));
        const plan = (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_3__/* .buildPlan */ .Gg)({ taskIds, k, seed });
        const total = plan.length * file.variants.length;
        const json = args.values.json === true;
        const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_18__/* .createProgress */ .m)(io.stderr);
        let done = 0;
        const cancellation = (0,_evaluation_cancel_on_signals_js__WEBPACK_IMPORTED_MODULE_19__/* .cancelOnSignals */ .d)();
        const runners = file.variants.map((variant) => {
            const derived = new Map();
            const agentOf = (task) => {
                const base = agents.agentOf(task);
                let agent = derived.get(base.name);
                if (agent === undefined) {
                    const config = (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_6__/* .applyOverrides */ .iu)(base.config, variant.overrides);
                    agent = {
                        ...base,
                        config,
                        configHash: (0,_config_config_js__WEBPACK_IMPORTED_MODULE_1__/* .hashConfiguration */ .b5)(base.name, base.entry, config),
                    };
                    derived.set(base.name, agent);
                }
                return agent;
            };
            const conditions = (0,_evaluation_suite_run_options_js__WEBPACK_IMPORTED_MODULE_15__/* .suiteConditions */ .Fw)({
                sandbox,
                suite,
                io,
                configHash: (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_6__/* .combineHashes */ .K1)(suite.tasks.map((task) => agentOf(task).configHash)),
                provider: providerName,
                model,
                mode,
                k,
                seed,
                concurrency,
                ...((0,_command_js__WEBPACK_IMPORTED_MODULE_7__/* .stringOption */ .Pp)(args, 'tasks') === undefined ? {} : { tasks: taskIds }),
                measuredAgents: suite.tasks.map((task) => agentOf(task)),
            });
            const runId = (0,_evaluation_run_id_js__WEBPACK_IMPORTED_MODULE_13__/* .newRunId */ .F)();
            const variantDir = node_path__WEBPACK_IMPORTED_MODULE_0__.join(outDir, variant.id);
            const showRun = (0,_evaluation_suite_run_options_js__WEBPACK_IMPORTED_MODULE_15__/* .showRunProgress */ .Gz)({ io, progress, json, jsonFields: { variant: variant.id } });
            return {
                id: variant.id,
                runId,
                outDir: variantDir,
                run: (batch, previous) => (0,_evaluation_suite_run_options_js__WEBPACK_IMPORTED_MODULE_15__/* .runSuiteForCommand */ .sk)({
                    loadedConfig,
                    sandbox,
                    args,
                    io,
                    suite,
                    grants,
                    agentOf,
                    providerFor,
                    concurrency,
                    outDir: variantDir,
                    signal: cancellation.signal,
                    runId,
                    plan: batch,
                    conditions,
                    previous,
                    // One count over every variant's runs, not the batch's.
                    onRun: (record) => {
                        done += 1;
                        showRun(record, done, total);
                    },
                }),
            };
        });
        try {
            const result = await (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_6__/* .runVariants */ .gB)({
                variants: runners,
                plan,
                batchSize: concurrency,
                outDir,
                signal: cancellation.signal,
            });
            progress.finish();
            const records = [];
            for (const variant of result.variants) {
                records.push(...variant.records);
                const { counts } = variant.report.summary;
                if (json) {
                    (0,_io_js__WEBPACK_IMPORTED_MODULE_20__/* .writeJson */ .G)(io, {
                        type: 'variant_report',
                        variant: variant.id,
                        outDir: variant.outDir,
                        report: variant.report,
                    });
                }
                else {
                    io.stderr.write(`${variant.id} (${variant.report.conditions.configHash}): ${counts.pass}/${counts.observed} judged runs passed (${counts.missing} missing) — ${node_path__WEBPACK_IMPORTED_MODULE_0__.relative(io.cwd, node_path__WEBPACK_IMPORTED_MODULE_0__.join(variant.outDir, 'report.md'))}\n`);
                }
            }
            for (const comparison of result.comparisons) {
                if (json) {
                    (0,_io_js__WEBPACK_IMPORTED_MODULE_20__/* .writeJson */ .G)(io, {
                        type: 'comparison',
                        baseline: comparison.baselineId,
                        candidate: comparison.candidateId,
                        file: comparison.json,
                        comparison: comparison.comparison,
                    });
                }
                else
                    io.stdout.write(comparison.markdown);
            }
            return (0,_evaluation_exit_code_js__WEBPACK_IMPORTED_MODULE_21__/* .exitCodeOfRuns */ .x)(records, cancellation.signal.aborted);
        }
        finally {
            cancellation.stop();
        }
    },
};
//# sourceMappingURL=variants.js.map

/***/ }),

/***/ 4036:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   iQ: () => (/* binding */ MAX_RUNS_OPTION),
/* harmony export */   pL: () => (/* binding */ checkSuiteRunBudget),
/* harmony export */   uF: () => (/* binding */ maxRunsOption)
/* harmony export */ });
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9164);
/* harmony import */ var _runner_classify_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3490);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9859);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1255);
/**
 * `--max-runs N` of `run`, `record`, `variants` and `pr`: a budget of runs that call a model. A
 * live plan that could make more than N runs — each planned run with every re-run a transient
 * error may cause (SPEC §3) — is refused before the first run (`checkRunBudget`); replay and
 * scripted runs call no model and are not counted.
 */




const MAX_RUNS_OPTION = { 'max-runs': { type: 'string' } };
/** The budget given with `--max-runs`, or undefined (no budget). */
function maxRunsOption(args) {
    if ((0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, 'max-runs') === undefined)
        return undefined;
    return (0,_options_js__WEBPACK_IMPORTED_MODULE_3__/* .integerOption */ .ig)(args, 'max-runs', 0, 1);
}
/** Refuses (a UsageError, exit 2) a live plan that could exceed `--max-runs`; no budget, no check. */
function checkSuiteRunBudget(maxRuns, size) {
    if (maxRuns === undefined)
        return;
    const times = size.times?.count ?? 1;
    const { remaining } = size;
    const timesText = times > 1 && size.times !== undefined ? ` × ${times} ${size.times.of}` : '';
    const shardText = size.shard === undefined ? '' : `, shard ${size.shard.text}`;
    (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .checkRunBudget */ .pE)({
        maxRuns,
        budgetName: '--max-runs',
        reRunsPerRun: _runner_classify_run_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_RUN_ATTEMPTS */ .Aw - 1,
        k: size.k,
        runsAt: (k) => (remaining ?? (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_0__/* .plannedRunCount */ .Re)(size.taskCount, k, size.shard?.shard)) * times,
        breakdown: remaining === undefined
            ? `${size.taskCount} task(s) × k ${size.k}${shardText}${timesText}`
            : `${remaining} left to resume${timesText}`,
        ...(size.kAdjustable && remaining === undefined ? { kName: '--k' } : {}),
        otherWays: remaining === undefined
            ? [
                'fewer tasks with --tasks id,id',
                ...(size.shardable === true && size.shard === undefined
                    ? ['a slice with --shard i/n']
                    : []),
            ]
            : [],
    });
}
//# sourceMappingURL=run-budget.js.map

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
/* harmony import */ var _build_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4480);
/* harmony import */ var _report_files_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8738);
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
