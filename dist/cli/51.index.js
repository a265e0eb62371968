export const id = 51;
export const ids = [51];
export const modules = {

/***/ 8051:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/compare/compaction-settings.js
var compaction_settings = __webpack_require__(8182);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/plan/plan.js
var plan_plan = __webpack_require__(9164);
// EXTERNAL MODULE: ./lib/report/rebuild-report.js
var rebuild_report = __webpack_require__(196);
// EXTERNAL MODULE: ./lib/runner/resume.js
var resume = __webpack_require__(4675);
// EXTERNAL MODULE: ./lib/runner/run-directory.js
var run_directory = __webpack_require__(6473);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/report/markdown-text.js
var markdown_text = __webpack_require__(5265);
;// CONCATENATED MODULE: ./lib/report/render-models.js

function cell(counts) {
    const missing = counts.missing > 0 ? ` (${counts.missing} missing)` : '';
    return `${counts.pass}/${counts.observed}${missing}`;
}
function renderModelsMarkdown(entries) {
    const first = entries[0]?.report;
    const suite = first === undefined
        ? ''
        : `${(0,markdown_text/* escapeMarkdown */.FV)(first.conditions.suiteId)}@${(0,markdown_text/* escapeMarkdown */.FV)(first.conditions.suiteVersion)}`;
    const taskIds = [
        ...new Set(entries.flatMap((entry) => entry.report.tasks.map((task) => task.taskId))),
    ];
    const head = ['Task', ...entries.map((entry) => `\`${(0,markdown_text/* escapeMarkdown */.FV)(entry.model)}\``)];
    const align = ['left', ...entries.map(() => 'right')];
    const rows = taskIds.map((taskId) => [
        (0,markdown_text/* escapeMarkdown */.FV)(taskId),
        ...entries.map((entry) => {
            const task = entry.report.tasks.find((candidate) => candidate.taskId === taskId);
            return task === undefined ? '—' : cell(task.counts);
        }),
    ]);
    rows.push([
        '**success rate**',
        ...entries.map((entry) => {
            const { successRate, counts } = entry.report.summary;
            return successRate === null
                ? 'n/a (nothing judged)'
                : `**${(0,markdown_text/* formatPercent */.l9)(successRate)}** (${counts.pass}/${counts.observed})`;
        }),
    ]);
    const reports = entries.map((entry) => `- \`${(0,markdown_text/* escapeMarkdown */.FV)(entry.model)}\`: ${(0,markdown_text/* escapeMarkdown */.FV)(entry.dir)}/report.md`);
    const mode = first?.conditions.mode ?? 'live';
    return [
        `# Verdict models: ${suite}`,
        '',
        `Mode ${mode}, k = ${first?.conditions.k ?? 0}, seed ${first?.conditions.seed ?? 0}. Cells are judged runs that passed over judged runs; errored runs are excluded and shown as missing.`,
        ...(mode === 'scripted'
            ? ['', 'Scripted mode: the model is only a label, every column ran the same scripts.']
            : []),
        '',
        (0,markdown_text/* renderTable */.bo)(head, rows, align),
        '',
        'Reports (intervals, pass@k, measured figures):',
        '',
        ...reports,
        '',
        'A side-by-side table is not a verdict: use `verdict compare` on two model directories for one.',
        '',
    ].join('\n');
}
//# sourceMappingURL=render-models.js.map
// EXTERNAL MODULE: ./lib/report/redact-files.js
var redact_files = __webpack_require__(3903);
;// CONCATENATED MODULE: ./lib/runner/run-models.js
/**
 * `run --models a,b,c`: the same suite, plan and seeds against each model, one after the other. Each
 * model gets its own report directory `<out>/<model>/` (the name made path-safe) and `<out>/models.md`
 * puts them side by side. The model only changes the run conditions (and so `OPENAI_MODEL`); no
 * agent configuration is touched, so every report carries the same configHash.
 */





const MODELS_MARKDOWN_FILE = 'models.md';
/** A model name as a directory name: anything but letters, digits, `.`, `_` and `-` becomes `_`. */
function modelDirName(model) {
    const safe = model.replace(/[^A-Za-z0-9._-]/g, '_');
    return /^\.+$/.test(safe) ? safe.replace(/\./g, '_') : safe;
}
/** Parses `--models a,b,c`: at least one name, no duplicates, distinct directory names. */
function parseModels(text) {
    const models = text
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '');
    if (models.length === 0) {
        throw new errors/* UsageError */.eb(`--models ${JSON.stringify(text)}: expected model names, e.g. a,b,c`);
    }
    const dirs = new Map();
    for (const model of models) {
        const dir = modelDirName(model);
        const other = dirs.get(dir);
        if (other !== undefined) {
            throw new errors/* UsageError */.eb(other === model
                ? `--models: ${JSON.stringify(model)} is given twice`
                : `--models: ${JSON.stringify(other)} and ${JSON.stringify(model)} would share the report directory ${JSON.stringify(dir)}`);
        }
        dirs.set(dir, model);
    }
    return models;
}
async function runModels(options) {
    await (0,promises_.mkdir)(options.outDir, { recursive: true });
    const runs = [];
    for (const model of options.models) {
        const dir = modelDirName(model);
        const result = await options.runOne(model, external_node_path_.join(options.outDir, dir));
        runs.push({ model, dir, report: result.report, result });
    }
    const markdown = renderModelsMarkdown(runs);
    const markdownFile = external_node_path_.join(options.outDir, MODELS_MARKDOWN_FILE);
    await (0,redact_files/* writeRedactedFile */.c)(markdownFile, markdown);
    return { runs, markdown, markdownFile };
}
//# sourceMappingURL=run-models.js.map
// EXTERNAL MODULE: ./lib/runner/run-record.js
var run_record = __webpack_require__(4153);
// EXTERNAL MODULE: ./lib/runner/run-suite.js + 13 modules
var run_suite = __webpack_require__(3115);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation.js + 6 modules
var evaluation = __webpack_require__(4083);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/cli/progress.js
var cli_progress = __webpack_require__(9095);
// EXTERNAL MODULE: ./lib/cli/package-info.js
var package_info = __webpack_require__(1819);
;// CONCATENATED MODULE: ./lib/cli/commands/run.js
















function rateOption(value, name) {
    if (value === undefined)
        return undefined;
    const rate = Number(value);
    if (!Number.isFinite(rate) || rate < 0)
        throw new errors/* UsageError */.eb(`--${name} ${JSON.stringify(value)}: expected USD per million tokens (≥ 0)`);
    return rate;
}
/** The last record of each (task, repetition): a resumed run replaces an earlier attempt. */
function latestRecords(records) {
    const latest = new Map(records.map((record) => [`${record.taskId}#${record.repetition}`, record]));
    return [...latest.values()];
}
const runCommand = {
    name: 'run',
    help: `Usage: verdict run <suite> [--mode live|replay|scripted] [--k N] [options]

Runs every task of the suite k times (default 5 live, 1 replay and scripted), each in a fresh copy
of its fixture, checks the results with the task's verifiers, and writes runs.jsonl, report.json
and report.md to --out DIR (default .verdict/runs/<runId>/).

  --mode MODE            live (default: the configured upstream), replay (the suite's cassettes,
                         no provider and no credentials), scripted (the suite's scripts)
  --k N                  repetitions per task
  --tasks id,id          only these tasks (also suite/id)
  --seed N               orders runs (each run gets seed + repetition); never sent to the provider
  --shard i/n            run one deterministic slice of the plan
  --concurrency N        runs at once (default: the number of cores)
  --cassette-dir DIR     cassettes to replay (default <suite>/cassettes)
  --script-dir DIR       scripts for scripted mode (default <suite>/scripts)
  --input-rate USD --output-rate USD
                         USD per million tokens, both or neither: adds an Estimated block
  --keep                 keep each run's directory and print its path
  --out DIR              where the report goes
  --resume DIR           run only what is missing from DIR's runs.jsonl (same conditions only)
  --models a,b,c         the same suite against each model (live: the name sent upstream;
                         scripted: a label): one report per model in <out>/<model>/ and a
                         side-by-side table in <out>/models.md (not with replay or --resume)
  --suite-dir DIR        find the suite there; --yes runs a suite from outside the bundled ones
  --allow-suite-full     allow tasks with policy mode "full"

Exit codes: 0 finished (whatever passed), 1 a run errored (the report is still written),
2 invalid invocation or suite, or a replay divergence.`,
    options: {
        ...evaluation/* EVALUATION_OPTIONS */.QW,
        mode: { type: 'string' },
        k: { type: 'string' },
        shard: { type: 'string' },
        'input-rate': { type: 'string' },
        'output-rate': { type: 'string' },
        resume: { type: 'string' },
        models: { type: 'string' },
    },
    positionals: { min: 1, max: 1, names: '<suite>' },
    async run(args, io) {
        const modeText = (0,command/* stringOption */.Pp)(args, 'mode') ?? 'live';
        const parsedMode = run_record/* ModeSchema */.np.safeParse(modeText);
        if (!parsedMode.success)
            throw new errors/* UsageError */.eb(`--mode ${JSON.stringify(modeText)}: expected live, replay or scripted`);
        const mode = parsedMode.data;
        const k = (0,evaluation/* integerOption */.ig)(args, 'k', mode === 'live' ? 5 : 1, 1, rebuild_report/* MAX_PLANNED_RUNS */.Pg);
        const seed = (0,evaluation/* integerOption */.ig)(args, 'seed', 0, 0);
        const concurrency = (0,evaluation/* integerOption */.ig)(args, 'concurrency', external_node_os_.availableParallelism(), 1);
        const shardText = (0,command/* stringOption */.Pp)(args, 'shard');
        const shard = shardText === undefined ? undefined : (0,plan_plan/* parseShard */.uK)(shardText);
        const inputRate = rateOption((0,command/* stringOption */.Pp)(args, 'input-rate'), 'input-rate');
        const outputRate = rateOption((0,command/* stringOption */.Pp)(args, 'output-rate'), 'output-rate');
        if ((inputRate === undefined) !== (outputRate === undefined)) {
            throw new errors/* UsageError */.eb('--input-rate and --output-rate go together: give both or neither');
        }
        const modelsText = (0,command/* stringOption */.Pp)(args, 'models');
        const models = modelsText === undefined ? undefined : parseModels(modelsText);
        if (models !== undefined) {
            if (mode === 'replay')
                throw new errors/* UsageError */.eb('--models cannot replay: a cassette was recorded with one model');
            if ((0,command/* stringOption */.Pp)(args, 'resume') !== undefined)
                throw new errors/* UsageError */.eb('--models and --resume go separately: resume one model directory');
            if ((0,command/* stringOption */.Pp)(args, 'model') !== undefined)
                throw new errors/* UsageError */.eb('--model and --models go separately: give the models in --models');
        }
        const suite = await (0,evaluation/* resolveSuite */.Z6)(args, io);
        const { grants, taskIds, loadedConfig, agents } = await (0,evaluation/* prepareSuiteRun */.vx)(args, io, suite);
        let model;
        let providerName;
        let providerFor;
        if (mode === 'live') {
            const settings = (0,evaluation/* liveSettings */.kY)(models === undefined ? args : { ...args, values: { ...args.values, model: models[0] } }, loadedConfig, io);
            model = settings.model;
            providerName = settings.provider;
            providerFor = () => Promise.resolve((0,evaluation/* liveProvider */.ez)(settings));
        }
        else if (mode === 'replay') {
            const cassettes = await (0,evaluation/* readCassettes */.A4)((0,evaluation/* cassetteDirOf */.zB)(args, suite, io), taskIds, io);
            ({ model, providerFor } = (0,evaluation/* replaySetup */.x5)(cassettes, (0,command/* stringOption */.Pp)(args, 'model'), agents.configHash, io));
            providerName = 'cassette';
        }
        else {
            model = (0,command/* stringOption */.Pp)(args, 'model') ?? 'verdict-scripted';
            providerName = 'script';
            providerFor = await (0,evaluation/* scriptedProviders */.z0)(args, suite, taskIds, io);
        }
        const resumeDir = (0,command/* stringOption */.Pp)(args, 'resume');
        let runId = (0,evaluation/* newRunId */.F$)();
        const outDir = external_node_path_.resolve(io.cwd, resumeDir ?? (0,command/* stringOption */.Pp)(args, 'out') ?? external_node_path_.join('.verdict', 'runs', runId));
        let plan = (0,plan_plan/* buildPlan */.Gg)({ taskIds, k, seed, ...(shard === undefined ? {} : { shard }) });
        const conditions = {
            suiteId: suite.suiteId,
            suiteVersion: suite.suiteVersion,
            harnessVersion: (0,package_info/* packageVersion */.T)(io.packageRoot),
            configHash: agents.configHash,
            provider: providerName,
            model,
            mode,
            k,
            seed,
            concurrency,
            ...(shardText === undefined ? {} : { shard: shardText }),
            ...((0,command/* stringOption */.Pp)(args, 'tasks') === undefined ? {} : { tasks: taskIds }),
            ...(0,compaction_settings/* compactionCondition */.FS)(suite.tasks.map((task) => agents.agentOf(task))),
        };
        let previous = [];
        if (resumeDir !== undefined) {
            const state = await (0,resume/* prepareResume */.FT)(outDir, conditions, plan);
            ({ runId, previous } = state);
            plan = state.remaining;
            for (const problem of state.problems)
                io.stderr.write(`  ${(0,errors/* formatProblem */.Vw)(problem)}\n`);
            // A killed invocation (SIGKILL) could not clean up: its agents may still run, its temp dirs remain.
            const cleanup = await (0,run_directory/* removeAbandonedRunDirectories */.lj)(runId);
            if (cleanup.directories > 0) {
                io.stderr.write(`  removed ${cleanup.directories} run directory(ies) left by the stopped invocation, and killed ${cleanup.processes} process(es) still running in them\n`);
            }
            io.stderr.write(`resuming ${runId}: ${plan.length} run(s) still to do\n`);
        }
        const json = args.values.json === true;
        const progress = (0,cli_progress/* createProgress */.m)(io.stderr);
        const controller = new AbortController();
        const cancel = () => controller.abort();
        process.once('SIGINT', cancel);
        process.once('SIGTERM', cancel);
        const execute = (runConditions, runOutDir, runRunId) => (0,run_suite/* runSuite */.o)({
            runId: runRunId,
            suite,
            plan,
            conditions: runConditions,
            agentOf: (task) => agents.agentOf(task),
            policyOf: (task) => (0,evaluation/* effectivePolicy */.Ci)(task.policy, grants),
            createProvider: (task, context) => providerFor(task.id, context),
            concurrency,
            outDir: runOutDir,
            previous,
            ...(args.values.keep === true ? { keep: true } : {}),
            ...(inputRate === undefined || outputRate === undefined
                ? {}
                : { rates: { inputRate, outputRate } }),
            passEnv: { PATH: io.env.PATH },
            ...(io.env.HOME === undefined ? {} : { home: io.env.HOME }),
            signal: controller.signal,
            onRun: (record, done, total) => {
                if (json)
                    io.stdout.write(`${JSON.stringify({ type: 'run', record })}\n`);
                else
                    progress.update(record, done, total);
                // Paths and diagnoses are worth a line of their own, live line or not.
                if (record.keptDir !== undefined || record.error?.kind === 'replay_divergence') {
                    progress.finish();
                    if (record.keptDir !== undefined)
                        io.stderr.write(`  kept ${record.keptDir}\n`);
                    if (record.error?.kind === 'replay_divergence') {
                        io.stderr.write(`  ${record.taskId} #${record.repetition}: ${record.error.message}\n`);
                    }
                }
            },
        });
        try {
            if (models !== undefined) {
                const outcome = await runModels({
                    models,
                    outDir,
                    runOne: async (name, dir) => {
                        io.stderr.write(`model ${name}\n`);
                        const result = await execute({ ...conditions, model: name }, dir, (0,evaluation/* newRunId */.F$)());
                        progress.finish();
                        if (json)
                            (0,cli_io/* writeJson */.G)(io, { type: 'report', model: name, outDir: dir, report: result.report });
                        return result;
                    },
                });
                if (json)
                    (0,cli_io/* writeJson */.G)(io, { type: 'models', file: outcome.markdownFile });
                else
                    io.stdout.write(outcome.markdown);
                const codes = outcome.runs.map((run) => (0,evaluation/* exitCodeOfRuns */.xh)(latestRecords(run.result.records), controller.signal.aborted));
                return Math.max(0, ...codes);
            }
            const result = await execute(conditions, outDir, runId);
            progress.finish();
            if (json) {
                (0,cli_io/* writeJson */.G)(io, { type: 'report', outDir: result.outDir, report: result.report });
            }
            else {
                const { summary } = result.report;
                io.stdout.write(`${result.report.state}: ${summary.counts.pass}/${summary.counts.observed} judged runs passed (${summary.counts.missing} missing) — ${external_node_path_.relative(io.cwd, external_node_path_.join(result.outDir, 'report.md'))}\n`);
            }
            return (0,evaluation/* exitCodeOfRuns */.xh)(latestRecords(result.records), controller.signal.aborted);
        }
        finally {
            process.off('SIGINT', cancel);
            process.off('SIGTERM', cancel);
        }
    },
};
//# sourceMappingURL=run.js.map

/***/ }),

/***/ 6399:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ parseWithSchema)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53);
/* harmony import */ var _nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8416);



function parseWithSchema(schema, data, file, what) {
    if ((0,_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .nestsDeeperThan */ .ix)(data)) {
        const problem = { file, field: '(file)', message: _nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .TOO_DEEP_MESSAGE */ .AB };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${file}: not a valid ${what}: ${_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .TOO_DEEP_MESSAGE */ .AB}`, [problem]);
    }
    const parsed = schema.safeParse(data, { reportInput: true });
    if (parsed.success)
        return parsed.data;
    const problems = parsed.error.issues.map((issue) => ({
        file,
        field: issue.path.length === 0 ? '(file)' : (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_2__/* .formatFieldPath */ .vZ)(issue.path, (p) => (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_2__/* .valueAt */ .fK)(data, p)),
        message: (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_2__/* .describeIssue */ .n6)(issue),
    }));
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${file}: not a valid ${what}:\n${problems.map((p) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .Vw)(p)}`).join('\n')}`, problems);
}
//# sourceMappingURL=parse-with-schema.js.map

/***/ }),

/***/ 196:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ rebuildReport),
/* harmony export */   Pg: () => (/* binding */ MAX_PLANNED_RUNS),
/* harmony export */   r7: () => (/* binding */ runKey),
/* harmony export */   rF: () => (/* binding */ readRunDirectory)
/* harmony export */ });
/* unused harmony exports ConditionsFileSchema, planTaskIds, planOfConditions, findUnrecordedRuns, describeUnrecordedRuns */
/* harmony import */ var _json_parse_with_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6399);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2311);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9164);
/* harmony import */ var _runner_resume_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4675);
/* harmony import */ var _build_report_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9434);
/* harmony import */ var _report_schema_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9524);
/* harmony import */ var _runs_file_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(4945);
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










/** `conditions.json`, written by the runner before the first run (`src/runner/resume.ts`). */
const ConditionsFileSchema = zod__WEBPACK_IMPORTED_MODULE_9__/* .strictObject */ .rej({
    runId: zod__WEBPACK_IMPORTED_MODULE_9__/* .string */ .YjP(),
    conditions: _report_schema_js__WEBPACK_IMPORTED_MODULE_7__/* .ReportConditionsSchema */ .Gh,
});
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${_runner_resume_js__WEBPACK_IMPORTED_MODULE_5__/* .CONDITIONS_FILE */ .ce}: conditions.k: ${message}`, [
            { file: _runner_resume_js__WEBPACK_IMPORTED_MODULE_5__/* .CONDITIONS_FILE */ .ce, field: 'conditions.k', message },
        ]);
    }
    const shard = conditions.shard === undefined ? undefined : (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .parseShard */ .uK)(conditions.shard);
    return (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .buildPlan */ .Gg)({
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
    const conditionsPath = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, _runner_resume_js__WEBPACK_IMPORTED_MODULE_5__/* .CONDITIONS_FILE */ .ce);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(conditionsPath, 'utf8');
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${dir}: not a Verdict run directory (no readable ${_runner_resume_js__WEBPACK_IMPORTED_MODULE_5__/* .CONDITIONS_FILE */ .ce})`);
    }
    const started = parseConditionsFile(conditionsPath, text);
    const runsPath = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, _runs_file_js__WEBPACK_IMPORTED_MODULE_8__/* .RUNS_FILE */ .Ct);
    const { records, problems } = await (0,_runs_file_js__WEBPACK_IMPORTED_MODULE_8__/* .readRunRecords */ .Y$)(runsPath).catch(() => {
        // No runs.jsonl: a run killed before its first run ended. Every planned run is missing.
        return { records: [], problems: [] };
    });
    return { dir, started, records, problems, hints: await readReportHints(dir, started.runId) };
}
function parseConditionsFile(file, text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${file}: not valid JSON`, [
            { file, field: '(file)', message: 'not valid JSON' },
        ]);
    }
    return (0,_json_parse_with_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .parseWithSchema */ .f)(ConditionsFileSchema, data, file, 'conditions file');
}
/** Suite order, titles and rates from a previous report of the same run; ignored if unreadable. */
async function readReportHints(dir, runId) {
    try {
        const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, _runs_file_js__WEBPACK_IMPORTED_MODULE_8__/* .REPORT_JSON_FILE */ .t_), 'utf8');
        const report = _report_schema_js__WEBPACK_IMPORTED_MODULE_7__/* .ReportSchema */ .M9.parse(JSON.parse(text));
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

/***/ }),

/***/ 3903:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ writeRedactedFile)
/* harmony export */ });
/* unused harmony export redactFilesIn */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6403);
/* harmony import */ var _runs_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4945);
/**
 * The last net before a directory leaves the machine (the Action's artifacts): every text file below
 * it is redacted of secrets in place (SPEC §7). The files Verdict wrote there are redacted already
 * when written; this catches what a writer missed. JSON stays valid JSON: `.json` files are redacted
 * as values and `.jsonl` files line by line.
 */




/** Redacts each file in place; returns the findings, each path prefixed by the file's. */
async function redactFilesIn(dir) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const findings = [];
    for (const entry of entries) {
        if (!entry.isFile())
            continue;
        const file = path.join(entry.parentPath, entry.name);
        const relative = path.relative(dir, file);
        const bytes = await readFile(file);
        // Binary files (none are written today) are left alone: redacting bytes would corrupt them.
        if (bytes.includes(0))
            continue;
        const text = bytes.toString('utf8');
        const redacted = await redactFileText(relative, text);
        if (redacted.findings.length === 0)
            continue;
        await writeFileAtomically(file, redacted.text);
        findings.push(...redacted.findings.map((finding) => ({ ...finding, path: `${relative}: ${finding.path}` })));
    }
    return findings;
}
/**
 * Writes an output file atomically, redacted of secrets as `redactFilesIn` would (by its name:
 * `.json`, `.jsonl` or text). For the outputs that are not run records or reports: variant
 * comparisons, the models table, diagnoses, merged runs.
 */
async function writeRedactedFile(file, content) {
    const redacted = await redactFileText(node_path__WEBPACK_IMPORTED_MODULE_1__.basename(file), content);
    await (0,_runs_file_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomically */ .lo)(file, redacted.findings.length === 0 ? content : redacted.text);
}
async function redactFileText(name, text) {
    if (name.endsWith('.jsonl')) {
        const findings = [];
        const lines = [];
        for (const [index, line] of text.split('\n').entries()) {
            const result = await redactJsonText(line);
            lines.push(result.text);
            findings.push(...result.findings.map((finding) => ({
                ...finding,
                path: `line ${index + 1} ${finding.path}`,
            })));
        }
        return { text: lines.join('\n'), findings };
    }
    if (name.endsWith('.json')) {
        const result = await redactJsonText(text.trimEnd());
        return { text: `${result.text}\n`, findings: result.findings };
    }
    return (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactText */ .Rd)(text);
}
/** A JSON text redacted as a value (2-space indented when it was indented), or as text otherwise. */
async function redactJsonText(text) {
    if (text.trim() === '')
        return { text, findings: [] };
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactText */ .Rd)(text);
    }
    const result = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactJson */ .Kp)(value);
    if (result.findings.length === 0)
        return { text, findings: [] };
    const indent = text.includes('\n') ? 2 : undefined;
    return { text: JSON.stringify(result.value, null, indent), findings: result.findings };
}
//# sourceMappingURL=redact-files.js.map

/***/ })

};
