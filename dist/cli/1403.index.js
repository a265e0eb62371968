export const id = 1403;
export const ids = [1403];
export const modules = {

/***/ 1403:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  diagnoseCommand: () => (/* binding */ diagnoseCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/config/config.js
var config_config = __webpack_require__(8674);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/report/redact-files.js
var redact_files = __webpack_require__(3903);
// EXTERNAL MODULE: ./lib/run-dir/conditions-file.js
var conditions_file = __webpack_require__(8104);
// EXTERNAL MODULE: ./lib/run-dir/runs-jsonl.js
var runs_jsonl = __webpack_require__(2390);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/provider/cassette-problems.js
var cassette_problems = __webpack_require__(9066);
// EXTERNAL MODULE: ./lib/run-dir/record-schema.js
var record_schema = __webpack_require__(7152);
// EXTERNAL MODULE: ./lib/runner/run-variants.js
var run_variants = __webpack_require__(4698);
// EXTERNAL MODULE: ./lib/stats/counts.js
var counts = __webpack_require__(2839);
;// CONCATENATED MODULE: ./lib/runner/run-diagnose.js
/**
 * `verdict diagnose`: re-runs only the runs of a saved run that failed (status `fail` or
 * `budget_exceeded`; `error` is infrastructure and is not re-run) under an intervention — one set of
 * measured-configuration overrides — on the same task, repetition and seed, and reports factors:
 * which failures the intervention fixed, which it did not, and which errored. A factor is not a
 * cause: the diagnosis never claims that one thing produced another.
 */







const DIAGNOSIS_FORMAT = 'verdict.diagnosis/v1';
const DIAGNOSIS_JSON_FILE = 'diagnosis.json';
const DIAGNOSIS_MARKDOWN_FILE = 'diagnosis.md';
/** The intervention file: one variant, `{"id": "...", "overrides": {"dotted.key": value}}`. */
const InterventionFileSchema = run_variants/* VariantSchema */.$f.extend({ $schema: schemas/* string */.YjP().optional() });
/** Reads and validates the intervention file; every problem is a ConfigError naming the file. */
async function readInterventionFile(file, shown) {
    let data;
    try {
        data = JSON.parse(await (0,promises_.readFile)(file, 'utf8'));
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(`${shown}: cannot read the variant file (${(0,errors/* messageOf */.bD)(error)})`, [
            { file: shown, field: '(file)', message: (0,errors/* messageOf */.bD)(error) },
        ]);
    }
    const parsed = InterventionFileSchema.safeParse(data, { reportInput: true });
    if (!parsed.success) {
        throw (0,run_variants/* fileError */.zS)(shown, (0,cassette_problems/* problemsOfIssues */.g)(parsed.error.issues, data, shown, 'variant'), 'not a valid variant file');
    }
    return { id: parsed.data.id, overrides: parsed.data.overrides };
}
const FAILED = new Set(['fail', 'budget_exceeded']);
/**
 * The runs to diagnose: the last record of each (task, repetition) whose status is `fail` or
 * `budget_exceeded`, in task then repetition order, with the seed they ran with.
 */
function selectFailedRuns(records) {
    const latest = new Map(records.map((record) => [`${record.taskId}#${record.repetition}`, record]));
    return [...latest.values()]
        .filter((record) => FAILED.has(record.status))
        .map((record) => ({
        taskId: record.taskId,
        repetition: record.repetition,
        seed: record.seed,
        status: record.status,
    }))
        .sort((a, b) => a.taskId === b.taskId ? a.repetition - b.repetition : a.taskId < b.taskId ? -1 : 1);
}
const FactorRunSchema = schemas/* strictObject */.rej({
    taskId: schemas/* string */.YjP(),
    repetition: schemas/* number */.aig().int().min(1),
    seed: schemas/* number */.aig().int(),
    before: counts/* RunStatusSchema */.d$,
    /** `missing` when the re-run left no record (cancelled). */
    after: schemas/* union */.KCZ([counts/* RunStatusSchema */.d$, schemas/* literal */.euz('missing')]),
    reason: schemas/* string */.YjP().optional(),
});
const FactorSchema = schemas/* strictObject */.rej({
    kind: schemas/* enum */.k5n(['fixed', 'not_fixed', 'errored']),
    /** `fixed by <id>`, `not fixed by <id>`, `errored under <id>`. */
    label: schemas/* string */.YjP(),
    count: schemas/* number */.aig().int().min(0),
    /** `task #repetition` of every supporting run. */
    supporting: schemas/* array */.YOg(schemas/* string */.YjP()),
    runs: schemas/* array */.YOg(FactorRunSchema),
});
const DiagnosisSchema = schemas/* strictObject */.rej({
    format: schemas/* literal */.euz(DIAGNOSIS_FORMAT),
    runId: schemas/* string */.YjP(),
    diagnoseRunId: schemas/* string */.YjP(),
    suiteId: schemas/* string */.YjP(),
    suiteVersion: schemas/* string */.YjP(),
    mode: record_schema/* ModeSchema */.np,
    model: schemas/* string */.YjP(),
    intervention: schemas/* strictObject */.rej({
        id: schemas/* string */.YjP(),
        overrides: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
        configHash: schemas/* string */.YjP(),
    }),
    baselineConfigHash: schemas/* string */.YjP(),
    rerun: schemas/* number */.aig().int().min(0),
    factors: schemas/* array */.YOg(FactorSchema),
    assumptions: schemas/* array */.YOg(schemas/* string */.YjP()),
    note: schemas/* string */.YjP(),
});
const FACTOR_NOTE = 'A factor is not a cause: the diagnosis says what changed with the intervention, not what produced the failures.';
const BASE_ASSUMPTIONS = [
    'the intervention is the only change between the original runs and the re-runs (same suite, task, repetition, seed, mode and model)',
    'runs are independent of one another',
    'a fix under the intervention is a factor, not a cause',
    'live runs vary between repetitions: a run that passes once may fail again, so small counts are anecdotes',
    'runs that errored are infrastructure, not evidence: they were not re-run',
];
/** Pairs each failed run with its re-run and groups them into factors. */
function buildDiagnosis(input) {
    const after = new Map(input.rerun.map((record) => [`${record.taskId}#${record.repetition}`, record]));
    const groups = { fixed: [], not_fixed: [], errored: [] };
    for (const run of input.failed) {
        const record = after.get(`${run.taskId}#${run.repetition}`);
        const status = record?.status ?? 'missing';
        const entry = {
            taskId: run.taskId,
            repetition: run.repetition,
            seed: run.seed,
            before: run.status,
            after: status,
            ...(record?.reason === undefined ? {} : { reason: record.reason }),
        };
        const kind = status === 'pass' ? 'fixed' : FAILED.has(status) ? 'not_fixed' : 'errored';
        groups[kind].push(entry);
    }
    const id = input.intervention.id;
    const labels = {
        fixed: `fixed by ${id}`,
        not_fixed: `not fixed by ${id}`,
        errored: `errored under ${id}`,
    };
    const kinds = ['fixed', 'not_fixed'];
    if (groups.errored.length > 0)
        kinds.push('errored');
    const factors = kinds.map((kind) => ({
        kind,
        label: labels[kind],
        count: groups[kind].length,
        supporting: groups[kind].map((run) => `${run.taskId} #${run.repetition}`),
        runs: groups[kind],
    }));
    return DiagnosisSchema.parse({
        format: DIAGNOSIS_FORMAT,
        runId: input.runId,
        diagnoseRunId: input.diagnoseRunId,
        suiteId: input.suiteId,
        suiteVersion: input.suiteVersion,
        mode: input.mode,
        model: input.model,
        intervention: input.intervention,
        baselineConfigHash: input.baselineConfigHash,
        rerun: input.failed.length,
        factors,
        assumptions: [...BASE_ASSUMPTIONS, ...(input.extraAssumptions ?? [])],
        note: FACTOR_NOTE,
    });
}
function overridesText(overrides) {
    const entries = Object.entries(overrides);
    if (entries.length === 0)
        return 'no overrides';
    return entries.map(([key, value]) => `\`${key}\` = \`${JSON.stringify(value)}\``).join(', ');
}
function renderDiagnosisMarkdown(diagnosis) {
    const { intervention } = diagnosis;
    const lines = [
        `# Diagnosis of ${diagnosis.runId} under \`${intervention.id}\``,
        '',
        `Suite ${diagnosis.suiteId} ${diagnosis.suiteVersion}, ${diagnosis.mode} mode, model ${diagnosis.model}. ` +
            `Re-ran ${diagnosis.rerun} failed run(s) (fail or budget_exceeded) on the same task, repetition and seed, ` +
            `with ${overridesText(intervention.overrides)} (configHash ${diagnosis.baselineConfigHash} → ${intervention.configHash}).`,
        '',
        '## Factors',
        '',
        '| Factor | Runs | Supporting runs |',
        '| --- | ---: | --- |',
        ...diagnosis.factors.map((factor) => `| ${factor.label} | ${factor.count}/${diagnosis.rerun} | ${factor.supporting.join(', ') || '—'} |`),
        '',
        '## Assumptions',
        '',
        ...diagnosis.assumptions.map((assumption) => `- ${assumption}`),
        '',
        `_${diagnosis.note}_`,
        '',
    ];
    return lines.join('\n');
}
//# sourceMappingURL=run-diagnose.js.map
// EXTERNAL MODULE: ./lib/runner/saved-runs.js
var saved_runs = __webpack_require__(7688);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/cancel-on-signals.js
var cancel_on_signals = __webpack_require__(2629);
// EXTERNAL MODULE: ./lib/cli/evaluation/exit-code.js
var exit_code = __webpack_require__(8991);
// EXTERNAL MODULE: ./lib/cli/evaluation/live-provider.js + 1 modules
var live_provider = __webpack_require__(3362);
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
// EXTERNAL MODULE: ./lib/cli/evaluation/prepare-suite-run.js
var prepare_suite_run = __webpack_require__(4355);
// EXTERNAL MODULE: ./lib/cli/evaluation/sandbox-option.js
var sandbox_option = __webpack_require__(6054);
// EXTERNAL MODULE: ./lib/cli/evaluation/run-id.js
var run_id = __webpack_require__(9480);
// EXTERNAL MODULE: ./lib/cli/evaluation/scripted-providers.js + 1 modules
var scripted_providers = __webpack_require__(1863);
// EXTERNAL MODULE: ./lib/cli/evaluation/suite-run-options.js + 23 modules
var suite_run_options = __webpack_require__(8448);
// EXTERNAL MODULE: ./lib/cli/evaluation/trust.js
var trust = __webpack_require__(3091);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/cli/package-info.js
var package_info = __webpack_require__(1819);
// EXTERNAL MODULE: ./lib/cli/progress.js
var cli_progress = __webpack_require__(9095);
// EXTERNAL MODULE: ./lib/cli/evaluation/call-budget.js + 1 modules
var call_budget = __webpack_require__(1351);
;// CONCATENATED MODULE: ./lib/cli/commands/diagnose.js

























const diagnoseCommand = {
    name: 'diagnose',
    help: `Usage: verdict diagnose <runId|dir> --variant FILE [--suite-dir DIR] [--yes] [--out DIR]

Re-runs only the runs of a saved run whose status is fail or budget_exceeded (errored runs are
infrastructure and are not re-run), on the same task, repetition and seed and in the same mode, with
the measured configuration changed by one intervention:

  {"id": "early-compaction", "overrides": {"compaction.threshold": 0.6}}

Keys are checked as \`verdict variants\` checks them: an unknown key, or one outside the
configuration hash (provider, model, paths), is refused before the first run. Replay is refused: a
cassette cannot answer a changed configuration.

Reports factors — "fixed by <id>", "not fixed by <id>" and "errored under <id>" — with counts, the
supporting task #repetition list, and the assumptions made. A factor is not a cause.
Writes runs.jsonl, report.json, report.md, diagnosis.json and diagnosis.md to --out DIR (default
<run dir>/diagnose-<id>/) and prints the diagnosis.

  --variant FILE         the intervention (required)
  --suite-dir DIR        find the run's suite there
  --yes                  run a suite from outside the bundled ones without asking (required
                         without a terminal)
  --script-dir DIR       scripts for scripted mode (default <suite>/scripts)
  --concurrency N, --keep, --out DIR, --allow-suite-full, --spawn-agent
                         as for \`verdict run\`
${call_budget/* MAX_CALLS_HELP */.dH}
${(0,sandbox_option/* sandboxHelp */.f4)()}

Exit codes: 0 finished (also when there is nothing to diagnose), 1 a re-run errored, 2 invalid
invocation, variant file or suite, or a replayed run (nothing ran).`,
    options: {
        variant: { type: 'string' },
        'script-dir': { type: 'string' },
        keep: { type: 'boolean' },
        out: { type: 'string' },
        'suite-dir': { type: 'string' },
        yes: { type: 'boolean' },
        'allow-suite-full': { type: 'boolean' },
        concurrency: { type: 'string' },
        'spawn-agent': { type: 'boolean' },
        sandbox: { type: 'string' },
        ...call_budget/* MAX_CALLS_OPTION */.ZK,
        ...call_budget/* CALLS_FILE_OPTION */.nE,
    },
    positionals: { min: 1, max: 1, names: '<runId|dir>' },
    opensSandbox: true,
    async run(args, io) {
        const target = args.positionals[0];
        const variantArg = (0,command/* stringOption */.Pp)(args, 'variant');
        if (variantArg === undefined)
            throw new errors/* UsageError */.eb('diagnose: missing --variant FILE (the intervention to re-run under)');
        const runDir = await (0,saved_runs/* resolveSavedRun */.d)(target, io.cwd, 'diagnose');
        const started = await (0,conditions_file/* readConditionsFile */.$j)(runDir).catch(() => {
            throw new errors/* UsageError */.eb(`diagnose: ${runDir} is not a Verdict run directory (no readable ${conditions_file/* CONDITIONS_FILE */.ce})`);
        });
        const original = started.conditions;
        if (original.mode === 'replay') {
            throw new errors/* UsageError */.eb('diagnose cannot replay: a cassette was recorded with one configuration and cannot answer a changed one. Diagnose a live (or scripted) run.');
        }
        const variant = await readInterventionFile(external_node_path_.resolve(io.cwd, variantArg), variantArg);
        const { records } = await (0,runs_jsonl/* readRunRecords */.Y$)(external_node_path_.join(runDir, runs_jsonl/* RUNS_FILE */.Ct)).catch(() => {
            throw new errors/* UsageError */.eb(`diagnose: ${runDir} has no readable ${runs_jsonl/* RUNS_FILE */.Ct}`);
        });
        const suite = await (0,trust/* resolveSuite */.Z)({ ...args, positionals: [original.suiteId] }, io);
        if (suite.suiteId !== original.suiteId || suite.suiteVersion !== original.suiteVersion) {
            throw new errors/* UsageError */.eb(`diagnose: the run is of ${original.suiteId} ${original.suiteVersion}, but the suite found is ${suite.suiteId} ${suite.suiteVersion}; point --suite-dir at the suite the run used`);
        }
        const { grants, loadedConfig, agents, sandbox } = await (0,prepare_suite_run/* prepareSuiteRun */.v)(args, io, suite);
        const failed = selectFailedRuns(records);
        const taskIds = [...new Set(failed.map((run) => run.taskId))];
        const unknown = taskIds.filter((id) => !suite.tasks.some((task) => task.id === id));
        if (unknown.length > 0) {
            throw new errors/* UsageError */.eb(`diagnose: the suite has no task ${unknown.map((id) => JSON.stringify(id)).join(', ')}; point --suite-dir at the suite the run used`);
        }
        // Every agent the tasks use gets the overrides; checked as `verdict variants` checks them.
        const used = new Map();
        const checked = taskIds.length > 0 ? taskIds : suite.tasks.map((task) => task.id);
        for (const task of suite.tasks.filter((candidate) => checked.includes(candidate.id))) {
            const agent = agents.agentOf(task);
            used.set(agent.name, agent);
        }
        for (const agent of used.values()) {
            (0,run_variants/* checkOverrides */.yk)({ suite: suite.suiteId, variants: [variant] }, variantArg, agent.config, agent.entry === undefined, () => 'overrides');
        }
        const json = args.values.json === true;
        if (failed.length === 0) {
            const message = `nothing to diagnose: no run of ${started.runId} failed (fail or budget_exceeded)`;
            if (json)
                (0,cli_io/* writeJson */.G)(io, { type: 'diagnosis', runId: started.runId, rerun: 0, message });
            else
                io.stdout.write(`${message}\n`);
            return 0;
        }
        const derived = new Map();
        const agentOf = (task) => {
            const base = agents.agentOf(task);
            let agent = derived.get(base.name);
            if (agent === undefined) {
                const config = (0,run_variants/* applyOverrides */.iu)(base.config, variant.overrides);
                agent = { ...base, config, configHash: (0,config_config/* hashConfiguration */.b5)(base.name, base.entry, config) };
                derived.set(base.name, agent);
            }
            return agent;
        };
        let providerFor;
        if (original.mode === 'live') {
            const settings = (0,live_provider.liveSettings)({ ...args, values: { ...args.values, model: original.model } }, loadedConfig, io);
            const callBudget = (0,call_budget/* callBudgetOf */.JA)(args, io);
            providerFor = () => Promise.resolve((0,live_provider.liveProvider)(settings, callBudget));
        }
        else {
            providerFor = await (0,scripted_providers.scriptedProviders)(args, suite, checked, io);
        }
        const concurrency = (0,options/* concurrencyOption */.b7)(args);
        const extraAssumptions = [];
        if (agents.configHash !== original.configHash) {
            const warning = `the configuration now hashes ${agents.configHash}, the run had ${original.configHash}: the intervention may not be the only change`;
            extraAssumptions.push(warning);
            io.stderr.write(`warning: ${warning}\n`);
        }
        const { shard: _shard, ...kept } = original;
        void _shard;
        const conditions = {
            ...kept,
            harnessVersion: (0,package_info/* packageVersion */.T)(io.packageRoot),
            configHash: (0,run_variants/* combineHashes */.K1)(suite.tasks.map((task) => agentOf(task).configHash)),
            concurrency,
            tasks: taskIds,
        };
        const outDir = (0,options/* outDirOption */.L2)(args, io, external_node_path_.join(runDir, `diagnose-${variant.id}`));
        await (0,promises_.mkdir)(outDir, { recursive: true });
        const diagnoseRunId = (0,run_id/* newRunId */.F)();
        const progress = (0,cli_progress/* createProgress */.m)(io.stderr);
        const cancellation = (0,cancel_on_signals/* cancelOnSignals */.d)();
        try {
            const result = await (0,suite_run_options/* runSuiteForCommand */.sk)({
                loadedConfig,
                sandbox,
                args,
                io,
                suite,
                grants,
                agentOf,
                providerFor,
                concurrency,
                outDir,
                signal: cancellation.signal,
                runId: diagnoseRunId,
                plan: failed.map(({ taskId, repetition, seed }) => ({ taskId, repetition, seed })),
                conditions,
                previous: [],
                onRun: (0,suite_run_options/* showRunProgress */.Gz)({ io, progress, json }),
            });
            progress.finish();
            const diagnosis = buildDiagnosis({
                runId: started.runId,
                diagnoseRunId,
                suiteId: original.suiteId,
                suiteVersion: original.suiteVersion,
                mode: original.mode,
                model: original.model,
                intervention: {
                    id: variant.id,
                    overrides: variant.overrides,
                    configHash: conditions.configHash,
                },
                baselineConfigHash: original.configHash,
                failed,
                rerun: result.records,
                extraAssumptions,
            });
            const markdown = renderDiagnosisMarkdown(diagnosis);
            const jsonFile = external_node_path_.join(outDir, DIAGNOSIS_JSON_FILE);
            await (0,redact_files/* writeRedactedFile */.c)(jsonFile, `${JSON.stringify(diagnosis, null, 2)}\n`);
            await (0,redact_files/* writeRedactedFile */.c)(external_node_path_.join(outDir, DIAGNOSIS_MARKDOWN_FILE), markdown);
            if (json)
                (0,cli_io/* writeJson */.G)(io, { type: 'diagnosis', file: jsonFile, diagnosis });
            else
                io.stdout.write(markdown);
            return (0,exit_code/* exitCodeOfRuns */.x)(result.records, cancellation.signal.aborted);
        }
        finally {
            cancellation.stop();
        }
    },
};
//# sourceMappingURL=diagnose.js.map

/***/ }),

/***/ 7688:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ SAVED_RUNS_DIR),
/* harmony export */   d: () => (/* binding */ resolveSavedRun)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/**
 * Where saved runs live: `verdict run` writes to `.verdict/runs/<runId>/` unless `--out` says
 * otherwise, so commands that read a run (export, add) accept a run id or a directory.
 */



const SAVED_RUNS_DIR = node_path__WEBPACK_IMPORTED_MODULE_1__.join('.verdict', 'runs');
/** A run id: one path segment, not `.` or `..`. */
const RUN_ID = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;
const isDirectory = (candidate) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(candidate).then((stats) => stats.isDirectory(), () => false);
/** A run id names `.verdict/runs/<runId>` under `cwd`; anything else must be a run directory. */
async function resolveSavedRun(target, cwd, command) {
    if (RUN_ID.test(target)) {
        const saved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd, SAVED_RUNS_DIR, target);
        if (await isDirectory(saved))
            return saved;
    }
    const direct = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(cwd, target);
    if (await isDirectory(direct))
        return direct;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${command}: no saved run ${JSON.stringify(target)}: neither ${node_path__WEBPACK_IMPORTED_MODULE_1__.join(SAVED_RUNS_DIR, target)} nor a directory. ` +
        'Pass a run id from .verdict/runs/ or the --out directory of a run.');
}
//# sourceMappingURL=saved-runs.js.map

/***/ })

};
