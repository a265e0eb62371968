export const id = 5639;
export const ids = [5639,2981];
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
// EXTERNAL MODULE: ./lib/run-dir/record-schema.js
var record_schema = __webpack_require__(7152);
// EXTERNAL MODULE: ./lib/runner/run-variants.js
var run_variants = __webpack_require__(4698);
// EXTERNAL MODULE: ./lib/stats/counts.js
var counts = __webpack_require__(2839);
;// CONCATENATED MODULE: ./lib/runner/run-diagnose.js
/**
 * `verdict diagnose`: re-runs a saved run's failed runs (`fail`, `budget_exceeded`) under one set of
 * overrides on the same task, repetition and seed, and reports factors: which failures it fixed,
 * which not, which errored. A factor is not a cause.
 */




const DIAGNOSIS_FORMAT = 'verdict.diagnosis/v1';
const DIAGNOSIS_JSON_FILE = 'diagnosis.json';
const DIAGNOSIS_MARKDOWN_FILE = 'diagnosis.md';
/** The intervention file: one variant, `{"id": "...", "overrides": {"dotted.key": value}}`. */
const InterventionFileSchema = run_variants/* VariantSchema */.$f.extend({ $schema: schemas/* string */.YjP().optional() });
async function readInterventionFile(file, shown) {
    const { id, overrides } = await (0,run_variants/* readVariantFile */.c1)(file, shown, InterventionFileSchema, 'variant');
    return { id, overrides };
}
const FAILED = new Set(['fail', 'budget_exceeded']);
/** The last record of each (task, repetition) that failed, in task then repetition order. */
function selectFailedRuns(records) {
    const latest = new Map(records.map((record) => [`${record.taskId}#${record.repetition}`, record]));
    return [...latest.values()]
        .filter((record) => FAILED.has(record.status))
        .map(({ taskId, repetition, seed, status }) => ({ taskId, repetition, seed, status }))
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
const FACTOR_KINDS = FactorSchema.shape.kind.options;
const FACTOR_LABELS = { fixed: 'fixed by', not_fixed: 'not fixed by', errored: 'errored under' };
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
function buildDiagnosis({ failed, rerun, extraAssumptions = [], ...about }) {
    const after = new Map(rerun.map((record) => [`${record.taskId}#${record.repetition}`, record]));
    const groups = { fixed: [], not_fixed: [], errored: [] };
    for (const run of failed) {
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
    const kinds = FACTOR_KINDS.filter((kind) => kind !== 'errored' || groups.errored.length > 0);
    const factors = kinds.map((kind) => ({
        kind,
        label: `${FACTOR_LABELS[kind]} ${about.intervention.id}`,
        count: groups[kind].length,
        supporting: groups[kind].map((run) => `${run.taskId} #${run.repetition}`),
        runs: groups[kind],
    }));
    // Parsed, so the keys come out in the schema's order whatever the caller's.
    return DiagnosisSchema.parse({
        format: DIAGNOSIS_FORMAT,
        ...about,
        rerun: failed.length,
        factors,
        assumptions: [...BASE_ASSUMPTIONS, ...extraAssumptions],
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
    return [
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
    ].join('\n');
}
//# sourceMappingURL=run-diagnose.js.map
// EXTERNAL MODULE: ./lib/runner/saved-runs.js
var saved_runs = __webpack_require__(7688);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/call-budget.js + 1 modules
var call_budget = __webpack_require__(1351);
// EXTERNAL MODULE: ./lib/cli/evaluation/invocation.js + 24 modules
var invocation = __webpack_require__(7490);
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
// EXTERNAL MODULE: ./lib/cli/evaluation/overridden-agents.js
var overridden_agents = __webpack_require__(2536);
// EXTERNAL MODULE: ./lib/cli/evaluation/sandbox-option.js
var sandbox_option = __webpack_require__(6054);
// EXTERNAL MODULE: ./lib/cli/evaluation/run-id.js
var run_id = __webpack_require__(9480);
// EXTERNAL MODULE: ./lib/cli/evaluation/trust.js
var trust = __webpack_require__(3091);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/cli/package-info.js
var package_info = __webpack_require__(1819);
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
${call_budget/* MAX_CALLS_HELP */.d}
${(0,sandbox_option/* sandboxHelp */.f4)()}

Exit codes: 0 finished (also when there is nothing to diagnose), 1 a re-run errored, 2 invalid
invocation, variant file or suite, or a replayed run (nothing ran).`,
    options: { variant: { type: 'string' }, ...options/* SUITE_RUN_OPTIONS */.q4 },
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
        const inv = await (0,invocation/* openInvocation */.Jt)(args, io, suite, original.mode);
        const failed = selectFailedRuns(records);
        const taskIds = [...new Set(failed.map((run) => run.taskId))];
        const unknown = taskIds.filter((id) => !suite.tasks.some((task) => task.id === id));
        if (unknown.length > 0) {
            throw new errors/* UsageError */.eb(`diagnose: the suite has no task ${unknown.map((id) => JSON.stringify(id)).join(', ')}; point --suite-dir at the suite the run used`);
        }
        // Every agent the tasks use gets the overrides; checked as `verdict variants` checks them.
        const checked = taskIds.length > 0 ? taskIds : suite.tasks.map((task) => task.id);
        const file = { suite: suite.suiteId, variants: [variant] };
        (0,overridden_agents/* checkAgentOverrides */.P)(suite, inv.agents, checked, file, variantArg, () => 'overrides');
        if (failed.length === 0) {
            const message = `nothing to diagnose: no run of ${started.runId} failed (fail or budget_exceeded)`;
            if (inv.json)
                (0,cli_io/* writeJson */.GF)(io, { type: 'diagnosis', runId: started.runId, rerun: 0, message });
            else
                io.stdout.write(`${message}\n`);
            return 0;
        }
        const agents = (0,overridden_agents/* overriddenAgents */.b)(suite, inv.agents, variant.overrides);
        const { providerFor } = await inv.source({ model: original.model, taskIds: checked });
        const extraAssumptions = [];
        if (inv.agents.configHash !== original.configHash) {
            const warning = `the configuration now hashes ${inv.agents.configHash}, the run had ${original.configHash}: the intervention may not be the only change`;
            extraAssumptions.push(warning);
            io.stderr.write(`warning: ${warning}\n`);
        }
        const { shard: _shard, ...kept } = original;
        void _shard;
        const conditions = {
            ...kept,
            harnessVersion: (0,package_info/* packageVersion */.T)(io.packageRoot),
            configHash: agents.configHash,
            concurrency: inv.concurrency,
            tasks: taskIds,
        };
        const outDir = (0,options/* outDirOption */.L2)(args, io, external_node_path_.join(runDir, `diagnose-${variant.id}`));
        await (0,promises_.mkdir)(outDir, { recursive: true });
        const diagnoseRunId = (0,run_id/* newRunId */.F)();
        return inv.cancellable(async () => {
            const result = await inv.runSuite({
                agentOf: agents.agentOf,
                providerFor,
                outDir,
                runId: diagnoseRunId,
                plan: failed.map(({ taskId, repetition, seed }) => ({ taskId, repetition, seed })),
                conditions,
                previous: [],
                onRun: inv.showRun(),
            });
            inv.progress.finish();
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
            if (inv.json)
                (0,cli_io/* writeJson */.GF)(io, { type: 'diagnosis', file: jsonFile, diagnosis });
            else
                io.stdout.write(markdown);
            return inv.exitCode(result.records);
        });
    },
};
//# sourceMappingURL=diagnose.js.map

/***/ }),

/***/ 2536:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ checkAgentOverrides),
/* harmony export */   b: () => (/* binding */ overriddenAgents)
/* harmony export */ });
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8674);
/* harmony import */ var _runner_run_variants_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4698);
/** The agents of a variant or an intervention: every task's agent with the same overrides. */


/** Checks `file`'s overrides against every agent the tasks `taskIds` use (`checkOverrides`). */
function checkAgentOverrides(suite, agents, taskIds, file, shown, fieldOf) {
    const used = suite.tasks
        .filter((task) => taskIds.includes(task.id))
        .map((task) => agents.agentOf(task));
    for (const agent of new Map(used.map((each) => [each.name, each])).values()) {
        (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_1__/* .checkOverrides */ .yk)(file, shown, agent.config, agent.entry === undefined, fieldOf);
    }
}
/** Every task's agent with `overrides` applied (one per agent), and the hash over them all. */
function overriddenAgents(suite, agents, overrides) {
    const derived = new Map();
    const agentOf = (task) => {
        const base = agents.agentOf(task);
        const known = derived.get(base.name);
        if (known !== undefined)
            return known;
        const config = (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_1__/* .applyOverrides */ .iu)(base.config, overrides);
        const agent = { ...base, config, configHash: (0,_config_config_js__WEBPACK_IMPORTED_MODULE_0__/* .hashConfiguration */ .b5)(base.name, base.entry, config) };
        derived.set(base.name, agent);
        return agent;
    };
    return {
        agentOf,
        configHash: (0,_runner_run_variants_js__WEBPACK_IMPORTED_MODULE_1__/* .combineHashes */ .K1)(suite.tasks.map((task) => agentOf(task).configHash)),
    };
}
//# sourceMappingURL=overridden-agents.js.map

/***/ }),

/***/ 3903:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ writeRedactedFile)
/* harmony export */ });
/* unused harmony export redactFilesIn */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _html_escape_html_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6130);
/* harmony import */ var _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6403);
/* harmony import */ var _run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5176);
/**
 * The last net before a directory leaves the machine (SPEC §7): every file redacted in place,
 * JSON kept valid. A file with a NUL byte is redacted as bytes: one NUL must not hide a key.
 */





async function redactFilesIn(dir) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const findings = [];
    for (const entry of entries) {
        if (!entry.isFile())
            continue;
        const file = path.join(entry.parentPath, entry.name);
        const relative = path.relative(dir, file);
        const bytes = await readFile(file);
        const binary = bytes.includes(0);
        const redacted = binary
            ? await redactBytes(bytes)
            : await redactFileText(relative, bytes.toString('utf8'));
        if (redacted.findings.length === 0)
            continue;
        await writeFileAtomically(file, binary ? Buffer.from(redacted.text, 'latin1') : redacted.text);
        findings.push(...redacted.findings.map((finding) => ({ ...finding, path: `${relative}: ${finding.path}` })));
    }
    return findings;
}
/** As latin1, so every byte outside a secret is written back unchanged; UTF-16 searched too. */
async function redactBytes(bytes) {
    const single = await redactText(bytes.toString('latin1'));
    const wide = await redactWideText(single.text);
    return { text: wide.text, findings: [...single.findings, ...wide.findings] };
}
/** Secrets in UTF-16LE (`k\0e\0y\0`): found with the NULs removed, written back with them. */
async function redactWideText(text) {
    let result = text;
    const findings = [];
    // Last to first, so that each replacement leaves the earlier offsets valid.
    for (const run of [...text.matchAll(/(?:[\x20-\x7e]\0){8,}/g)].reverse()) {
        const start = run.index;
        const redacted = await redactText(run[0].replace(/\0/g, ''));
        if (redacted.findings.length === 0)
            continue;
        findings.push(...redacted.findings);
        const widened = `${[...redacted.text].join('\0')}\0`;
        result = result.slice(0, start) + widened + result.slice(start + run[0].length);
    }
    return { text: result, findings };
}
/** Redacted as `redactFilesIn` would, by its name; for outputs that are not records or reports. */
async function writeRedactedFile(file, content) {
    const redacted = await redactFileText(node_path__WEBPACK_IMPORTED_MODULE_1__.basename(file), content);
    await (0,_run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomically */ .l)(file, redacted.findings.length === 0 ? content : redacted.text);
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
    if (name.endsWith('.html')) {
        // A marker would read as an unknown element and vanish: it is written back as text.
        const result = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactText */ .Rd)(text);
        return { text: (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeRedactionMarkers */ .o0)(result.text), findings: result.findings };
    }
    return (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactText */ .Rd)(text);
}
async function redactJsonText(text) {
    if (text.trim() === '')
        return { text, findings: [] };
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactText */ .Rd)(text);
    }
    const result = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactJson */ .Kp)(value);
    if (result.findings.length === 0)
        return { text, findings: [] };
    const indent = text.includes('\n') ? 2 : undefined;
    return { text: JSON.stringify(result.value, null, indent), findings: result.findings };
}
//# sourceMappingURL=redact-files.js.map

/***/ }),

/***/ 4698:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ VariantSchema),
/* harmony export */   K1: () => (/* binding */ combineHashes),
/* harmony export */   Ov: () => (/* binding */ compareVariants),
/* harmony export */   c1: () => (/* binding */ readVariantFile),
/* harmony export */   gB: () => (/* binding */ runVariants),
/* harmony export */   iu: () => (/* binding */ applyOverrides),
/* harmony export */   t4: () => (/* binding */ readVariantsFile),
/* harmony export */   yk: () => (/* binding */ checkOverrides)
/* harmony export */ });
/* unused harmony exports VariantsFileSchema, variantOrder */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(6921);
/* harmony import */ var _agent_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2971);
/* harmony import */ var _compare_compare_adaptive_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(263);
/* harmony import */ var _compare_compare_reports_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2198);
/* harmony import */ var _compare_comparison_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5268);
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(8416);
/* harmony import */ var _compare_render_comparison_html_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6283);
/* harmony import */ var _compare_render_comparison_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2649);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(452);
/* harmony import */ var _provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9066);
/* harmony import */ var _report_redact_files_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3903);
/* harmony import */ var _report_report_files_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8844);
/* harmony import */ var _run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(5176);
/**
 * `verdict variants`: variants of the measured configuration (dotted-key overrides, each with its
 * own configHash) on the same tasks, repetitions and seeds, interleaved in batches (A, B, then B, A)
 * to spread provider drift; the first is the baseline of every comparison.
 */
















const VariantSchema = zod__WEBPACK_IMPORTED_MODULE_14__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a variant id names a directory: letters, digits, ".", "_" and "-"'),
    overrides: zod__WEBPACK_IMPORTED_MODULE_14__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_14__/* .unknown */ .L5J()),
});
const VariantsFileSchema = zod__WEBPACK_IMPORTED_MODULE_14__/* .strictObject */ .rej({
    $schema: zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP().optional(),
    suite: zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP().min(1),
    variants: zod__WEBPACK_IMPORTED_MODULE_14__/* .array */ .YOg(VariantSchema).min(2, 'give at least 2 variants to compare'),
})
    .superRefine((file, context) => {
    const seen = new Set();
    file.variants.forEach((variant, index) => {
        if (seen.has(variant.id)) {
            context.addIssue({
                code: 'custom',
                path: ['variants', index, 'id'],
                message: `${JSON.stringify(variant.id)} is used by another variant: ids must be unique`,
            });
        }
        seen.add(variant.id);
    });
});
/**
 * Reads and validates a variant file (`diagnose`'s intervention) or a variants file (compare.json);
 * every problem is a ConfigError naming the file.
 */
async function readVariantFile(file, shown, schema, noun) {
    let data;
    try {
        data = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8'));
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ConfigError */ .xL(`${shown}: cannot read the ${noun} file (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .messageOf */ .bD)(error)})`, [
            { file: shown, field: '(file)', message: (0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .messageOf */ .bD)(error) },
        ]);
    }
    const heading = `${shown}: not a valid ${noun} file; nothing ran`;
    if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_15__/* .nestsDeeperThan */ .ix)(data)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .problemsError */ .$j)(heading, [{ file: shown, field: '(file)', message: _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_15__/* .TOO_DEEP_MESSAGE */ .AB }]);
    }
    const parsed = schema.safeParse(data, { reportInput: true });
    if (!parsed.success) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .problemsError */ .$j)(heading, (0,_provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_10__/* .problemsOfIssues */ .g)(parsed.error.issues, data, shown, noun));
    }
    return parsed.data;
}
/** Reads and validates compare.json. */
function readVariantsFile(file, shown) {
    return readVariantFile(file, shown, VariantsFileSchema, 'variants');
}
/** Settings that change what runs but are not part of the measured configuration (nor of its hash). */
const OUTSIDE_THE_HASH = new Set([
    'provider',
    'baseUrl',
    'model',
    'apiKey',
    'apiKeyEnv',
    'paths',
    'plugins',
    'mcp',
    'command',
    'env',
    'answerFrom',
    'agent',
]);
function unwrap(schema) {
    let current = schema;
    while (current instanceof zod__WEBPACK_IMPORTED_MODULE_14__/* .ZodDefault */ .XiL || current instanceof zod__WEBPACK_IMPORTED_MODULE_14__/* .ZodOptional */ .IiU) {
        current = current.unwrap();
    }
    return current;
}
/** Why a dotted key is not a key of the built-in agent's measured configuration, or undefined. */
function builtinKeyProblem(key) {
    const parts = key.split('.');
    if (OUTSIDE_THE_HASH.has(parts[0] ?? '')) {
        return `is outside the measured configuration (it does not enter the configuration hash); variants change only measured settings${parts[0] === 'model' ? ' — to compare models use `verdict run --models a,b`' : ''}`;
    }
    let schema = _agent_config_js__WEBPACK_IMPORTED_MODULE_3__/* .AgentConfigSchema */ .j8;
    for (const [index, part] of parts.entries()) {
        const object = unwrap(schema);
        if (!(object instanceof zod__WEBPACK_IMPORTED_MODULE_14__/* .ZodObject */ .bvH)) {
            return `is not a key of the measured configuration: ${parts.slice(0, index).join('.')} has no sub-keys`;
        }
        const shape = object.shape;
        const next = Object.hasOwn(shape, part) ? shape[part] : undefined;
        if (next === undefined) {
            const prefix = parts.slice(0, index).join('.');
            const known = Object.keys(shape).map((name) => (prefix === '' ? name : `${prefix}.${name}`));
            return `is not a key of the measured configuration (known here: ${known.join(', ')})`;
        }
        schema = next;
    }
    return undefined;
}
/** Dotted-key parts that would reach Object.prototype through a setter: refused in every key. */
const OBJECT_BUILT_INS = new Set(['__proto__', 'constructor', 'prototype']);
/** Sets an own property, even one named `__proto__`, so that no key reaches a prototype. */
function setOwn(target, key, value) {
    Object.defineProperty(target, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
    });
}
/** A copy of `config` with each dotted key set (intermediate objects created as needed). */
function applyOverrides(config, overrides) {
    const copy = structuredClone(typeof config === 'object' && config !== null ? config : {});
    for (const [key, value] of Object.entries(overrides)) {
        const parts = key.split('.');
        let target = copy;
        for (const part of parts.slice(0, -1)) {
            const next = Object.hasOwn(target, part) ? target[part] : undefined;
            if (typeof next !== 'object' || next === null || Array.isArray(next))
                setOwn(target, part, {});
            target = target[part];
        }
        setOwn(target, parts[parts.length - 1], structuredClone(value));
    }
    return copy;
}
/**
 * Every override checked before the first run: against the built-in agent's schema, or, for a
 * command agent's opaque configuration, only for keys outside the hash.
 */
function checkOverrides(file, shown, baseConfig, builtin, fieldOf = (index) => `variants[${index}].overrides`) {
    const problems = [];
    for (const [index, variant] of file.variants.entries()) {
        const refuse = (key, message) => {
            const field = `${fieldOf(index)}[${JSON.stringify(key)}]`;
            problems.push({
                file: shown,
                subject: `variant ${JSON.stringify(variant.id)}`,
                field,
                message,
            });
        };
        const before = problems.length;
        for (const key of Object.keys(variant.overrides)) {
            const problem = key.split('.').some((part) => OBJECT_BUILT_INS.has(part))
                ? 'names a built-in property of every object (__proto__, constructor, prototype), not a configuration key'
                : builtin
                    ? builtinKeyProblem(key)
                    : OUTSIDE_THE_HASH.has(key.split('.')[0] ?? '')
                        ? 'is outside the measured configuration (it does not enter the configuration hash)'
                        : key.split('.').some((part) => part === '')
                            ? 'is not a dotted key'
                            : undefined;
            if (problem !== undefined)
                refuse(key, `${JSON.stringify(key)} ${problem}`);
        }
        if (!builtin || problems.length > before)
            continue;
        const parsed = (0,_agent_config_js__WEBPACK_IMPORTED_MODULE_3__/* .safeParseAgentConfig */ .WT)(applyOverrides(baseConfig, variant.overrides));
        for (const issue of parsed.success ? [] : parsed.error.issues) {
            refuse(issue.path.join('.'), issue.message);
        }
    }
    (0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .throwProblems */ .Jh)(`${shown}: invalid overrides; nothing ran`, problems);
}
/** The configHash of a suite whose tasks may use several agents, as `resolveSuiteAgents` makes it. */
function combineHashes(hashes) {
    const unique = [...new Set(hashes)].sort();
    return unique.length === 1 && unique[0] !== undefined
        ? unique[0]
        : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(unique.join(',')).digest('hex').slice(0, 16);
}
/** Batch `index` runs the variants in order when even, reversed when odd: A, B, then B, A. */
function variantOrder(batch, count) {
    const order = Array.from({ length: count }, (_, index) => index);
    return batch % 2 === 0 ? order : order.reverse();
}
/** Each variant's result (one that ran nothing still writes its report), compared to the first. */
async function compareVariants(outDir, variants, results, adaptive) {
    const done = [];
    for (const [index, { id, outDir: dir, run }] of variants.entries()) {
        const { report, records } = results[index] ?? (await run([], []));
        done.push({ id, outDir: dir, report, records });
    }
    return { variants: done, comparisons: await writeComparisons(outDir, done, adaptive) };
}
/** Runs the plan for every variant, interleaved in batches of `batchSize`, then compares. */
async function runVariants(options) {
    const { variants } = options;
    const records = variants.map(() => []);
    const results = variants.map(() => undefined);
    const size = Math.max(1, options.batchSize);
    for (let start = 0, batch = 0; start < options.plan.length; start += size, batch += 1) {
        if (options.signal?.aborted === true)
            break;
        const slice = options.plan.slice(start, start + size);
        for (const index of variantOrder(batch, variants.length)) {
            const result = await variants[index].run(slice, records[index] ?? []);
            records[index] = result.records;
            results[index] = result;
        }
    }
    return compareVariants(options.outDir, variants, results);
}
/** Writes comparison.json / .md / .html of each variant against the first (adaptive: its verdicts). */
async function writeComparisons(outDir, variants, adaptive) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(outDir, { recursive: true });
    const [baseline, ...others] = variants;
    const files = [];
    for (const [index, candidate] of others.entries()) {
        const compared = (0,_compare_compare_reports_js__WEBPACK_IMPORTED_MODULE_5__/* .compareReports */ .ll)(baseline.report, candidate.report);
        const comparison = _compare_comparison_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .ComparisonSchema */ .tV.parse(adaptive === undefined ? compared : (0,_compare_compare_adaptive_js__WEBPACK_IMPORTED_MODULE_4__/* .applyAdaptive */ .H)(compared, adaptive));
        const markdown = (0,_compare_render_comparison_js__WEBPACK_IMPORTED_MODULE_8__/* .renderComparisonMarkdown */ .h)(comparison);
        const divergences = await (0,_report_report_files_js__WEBPACK_IMPORTED_MODULE_12__/* .readDivergences */ .sd)(candidate.outDir, candidate.records);
        const html = await (0,_report_report_files_js__WEBPACK_IMPORTED_MODULE_12__/* .redactHtml */ .JU)((0,_compare_render_comparison_html_js__WEBPACK_IMPORTED_MODULE_7__/* .renderComparisonHtml */ .r)(comparison, { divergences }));
        const names = index === 0 ? ['comparison'] : [];
        if (others.length > 1)
            names.push(`comparison-${candidate.id}`);
        for (const name of names) {
            await (0,_report_redact_files_js__WEBPACK_IMPORTED_MODULE_11__/* .writeRedactedFile */ .c)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(outDir, `${name}.json`), `${JSON.stringify(comparison, null, 2)}\n`);
            await (0,_report_redact_files_js__WEBPACK_IMPORTED_MODULE_11__/* .writeRedactedFile */ .c)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(outDir, `${name}.md`), markdown);
            await (0,_run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_13__/* .writeFileAtomically */ .l)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(outDir, `${name}.html`), html);
        }
        const name = names[names.length - 1];
        files.push({
            baselineId: baseline.id,
            candidateId: candidate.id,
            comparison,
            markdown,
            json: node_path__WEBPACK_IMPORTED_MODULE_2__.join(outDir, `${name}.json`),
            markdownFile: node_path__WEBPACK_IMPORTED_MODULE_2__.join(outDir, `${name}.md`),
        });
    }
    return files;
}
//# sourceMappingURL=run-variants.js.map

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
/** `verdict run` saves to `.verdict/runs/<runId>/`: commands that read a run take an id or a dir. */



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

/***/ }),

/***/ 8965:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ diffArrays)
});

// UNUSED EXPORTS: arrayDiff

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/base.js
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/array.js

class ArrayDiff extends Diff {
    tokenize(value) {
        return value.slice();
    }
    join(value) {
        return value;
    }
    removeEmpty(value) {
        return value;
    }
}
const arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
    return arrayDiff.diff(oldArr, newArr, options);
}


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
