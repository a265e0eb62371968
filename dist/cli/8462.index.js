export const id = 8462;
export const ids = [8462];
export const modules = {

/***/ 8462:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  variantsCommand: () => (/* binding */ variantsCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/config/config.js
var config_config = __webpack_require__(8674);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/plan/plan.js
var plan_plan = __webpack_require__(9164);
// EXTERNAL MODULE: ./lib/run-dir/record-schema.js
var record_schema = __webpack_require__(7152);
// EXTERNAL MODULE: ./lib/runner/run-variants.js
var run_variants = __webpack_require__(4698);
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
// EXTERNAL MODULE: ./lib/cli/evaluation/k-option.js
var k_option = __webpack_require__(9896);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/run-dir/atomic-write.js
var atomic_write = __webpack_require__(5176);
// EXTERNAL MODULE: ./lib/runner/adaptive-rounds.js
var adaptive_rounds = __webpack_require__(9206);
;// CONCATENATED MODULE: ./lib/runner/adaptive-variants.js
/**
 * `verdict variants --k auto`: two variants compared in rounds (`adaptive-rounds.ts`), the first
 * as the base, each round's runs of the open tasks made by each variant's runner in turn.
 */





/**
 * `--k auto` with two variants (SPEC §5 "Adaptive k"): rounds of one run per task and variant,
 * the first variant as the base, until the rule stops every task (`runAdaptiveRounds`). The
 * record is written to `<out>/adaptive.json` after every round, and the comparison reads its
 * verdicts from it.
 */
async function runAdaptiveVariants(options) {
    const [base, head] = options.variants;
    const runners = { base, head };
    const records = { base: [], head: [] };
    const results = {};
    await (0,promises_.mkdir)(options.outDir, { recursive: true });
    const recordFile = external_node_path_.join(options.outDir, ADAPTIVE_FILE);
    const adaptive = await (0,adaptive_rounds/* runAdaptiveRounds */.hS)({
        record: options.record,
        seed: options.seed,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        runRound: async (_round, plan, order) => {
            for (const side of order) {
                const result = await runners[side].run(plan, records[side]);
                records[side] = result.records;
                results[side] = result;
            }
            return records;
        },
        onRound: (record) => (0,atomic_write/* writeFileAtomically */.l)(recordFile, `${JSON.stringify(record, null, 2)}\n`),
    });
    await (0,atomic_write/* writeFileAtomically */.l)(recordFile, `${JSON.stringify(adaptive, null, 2)}\n`);
    const done = [];
    for (const side of ['base', 'head']) {
        const result = results[side] ?? (await runners[side].run([], []));
        done.push({
            id: runners[side].id,
            outDir: runners[side].outDir,
            report: result.report,
            records: result.records,
        });
    }
    const comparisons = await (0,run_variants/* writeComparisons */.YY)(options.outDir, done, adaptive);
    return { variants: done, comparisons, adaptive };
}
/** Where `--k auto` keeps its record of rounds, beside the comparison. */
const ADAPTIVE_FILE = 'adaptive.json';
//# sourceMappingURL=adaptive-variants.js.map
// EXTERNAL MODULE: ./lib/stats/adaptive-k.js + 1 modules
var adaptive_k = __webpack_require__(1762);
// EXTERNAL MODULE: ./lib/suite/task-delta.js
var task_delta = __webpack_require__(3060);
// EXTERNAL MODULE: ./lib/cli/evaluation/prepare-suite-run.js
var prepare_suite_run = __webpack_require__(4355);
// EXTERNAL MODULE: ./lib/cli/evaluation/sandbox-option.js
var sandbox_option = __webpack_require__(6054);
// EXTERNAL MODULE: ./lib/cli/evaluation/run-budget.js
var run_budget = __webpack_require__(4036);
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
// EXTERNAL MODULE: ./lib/cli/progress.js
var cli_progress = __webpack_require__(9095);
// EXTERNAL MODULE: ./lib/cli/evaluation/call-budget.js + 1 modules
var call_budget = __webpack_require__(1351);
;// CONCATENATED MODULE: ./lib/cli/commands/variants.js

























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
${k_option/* K_AUTO_HELP */.SD}
                         (two variants only; the record of rounds is <out>/adaptive.json)
  --tasks id,id, --seed N, --concurrency N, --script-dir DIR, --keep, --out DIR,
  --suite-dir DIR, --yes, --allow-suite-full, --spawn-agent
                         as for \`verdict run\`
  --cassette-dir DIR     accepted as \`verdict run\` accepts it, and unused: replay is refused
  --max-runs N           live: refuse (exit 2, before any model call) a plan of more than N
                         runs (tasks × k × variants)
${call_budget/* MAX_CALLS_HELP */.dH}
${(0,sandbox_option/* sandboxHelp */.f4)()}

Exit codes: 0 finished (whatever passed), 1 a run errored (reports are still written),
2 invalid invocation, suite or variants file (nothing ran).`,
    options: {
        ...options/* EVALUATION_OPTIONS */.QW,
        mode: { type: 'string' },
        k: { type: 'string' },
        variants: { type: 'string' },
        ...k_option/* K_AUTO_OPTIONS */.NA,
        ...run_budget/* MAX_RUNS_OPTION */.iQ,
        ...call_budget/* MAX_CALLS_OPTION */.ZK,
        ...call_budget/* CALLS_FILE_OPTION */.nE,
    },
    positionals: { min: 1, max: 1, names: '<suite>' },
    opensSandbox: true,
    async run(args, io) {
        const modeText = (0,command/* stringOption */.Pp)(args, 'mode') ?? 'live';
        const parsedMode = record_schema/* ModeSchema */.np.safeParse(modeText);
        if (!parsedMode.success)
            throw new errors/* UsageError */.eb(`--mode ${JSON.stringify(modeText)}: expected live or scripted`);
        const mode = parsedMode.data;
        if (mode === 'replay') {
            throw new errors/* UsageError */.eb('variants cannot replay: a cassette was recorded with one configuration, so every variant would replay the same answers. Use --mode live (or scripted).');
        }
        const variantsArg = (0,command/* stringOption */.Pp)(args, 'variants');
        if (variantsArg === undefined)
            throw new errors/* UsageError */.eb('variants: missing --variants FILE (the compare.json to run)');
        const kChoice = (0,k_option/* kOption */.XI)(args, mode === 'live' ? 5 : 1);
        if (kChoice.kind === 'auto' && mode !== 'live') {
            throw new errors/* UsageError */.eb('--k auto is for live runs: a scripted run gives the same answer every time, so there is nothing to stop early');
        }
        const k = (0,k_option/* maxRepetitions */.zM)(kChoice);
        const seed = (0,options/* integerOption */.ig)(args, 'seed', 0, 0);
        const concurrency = (0,options/* concurrencyOption */.b7)(args);
        const maxRuns = (0,run_budget/* maxRunsOption */.uF)(args);
        const variantsFile = external_node_path_.resolve(io.cwd, variantsArg);
        const file = await (0,run_variants/* readVariantsFile */.t4)(variantsFile, variantsArg);
        const suite = await (0,trust/* resolveSuite */.Z)(args, io);
        const suiteName = args.positionals[0];
        if (file.suite !== suite.suiteId && file.suite !== suiteName) {
            throw new errors/* UsageError */.eb(`${variantsArg}: names suite ${JSON.stringify(file.suite)}, but the command runs ${JSON.stringify(suite.suiteId)}`);
        }
        if (kChoice.kind === 'auto' && file.variants.length !== 2) {
            throw new errors/* UsageError */.eb(`${variantsArg}: --k auto compares two variants (the first as the base), and the file has ${file.variants.length}`);
        }
        const { grants, taskIds, loadedConfig, agents, sandbox } = await (0,prepare_suite_run/* prepareSuiteRun */.v)(args, io, suite);
        // Every agent the selected tasks use gets the overrides; each is checked before the first run.
        const used = new Map();
        for (const task of suite.tasks.filter((candidate) => taskIds.includes(candidate.id))) {
            const agent = agents.agentOf(task);
            used.set(agent.name, agent);
        }
        for (const agent of used.values()) {
            (0,run_variants/* checkOverrides */.yk)(file, variantsArg, agent.config, agent.entry === undefined);
        }
        if (mode === 'live') {
            (0,run_budget/* checkSuiteRunBudget */.pL)(maxRuns, {
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
            const settings = (0,live_provider.liveSettings)(args, loadedConfig, io);
            const callBudget = (0,call_budget/* callBudgetOf */.JA)(args, io);
            model = settings.model;
            providerName = settings.provider;
            providerFor = () => Promise.resolve((0,live_provider.liveProvider)(settings, callBudget));
        }
        else {
            model = (0,command/* stringOption */.Pp)(args, 'model') ?? 'verdict-scripted';
            providerName = 'script';
            providerFor = await (0,scripted_providers.scriptedProviders)(args, suite, taskIds, io);
        }
        const outDir = (0,options/* outDirOption */.L2)(args, io, external_node_path_.join('.verdict', 'variants', (0,run_id/* newRunId */.F)()));
        const plan = (0,plan_plan/* buildPlan */.Gg)({ taskIds, k, seed });
        const total = plan.length * file.variants.length;
        const json = args.values.json === true;
        const progress = (0,cli_progress/* createProgress */.m)(io.stderr);
        let done = 0;
        const cancellation = (0,cancel_on_signals/* cancelOnSignals */.d)();
        const runners = file.variants.map((variant) => {
            const derived = new Map();
            const agentOf = (task) => {
                const base = agents.agentOf(task);
                let agent = derived.get(base.name);
                if (agent === undefined) {
                    const config = (0,run_variants/* applyOverrides */.iu)(base.config, variant.overrides);
                    agent = {
                        ...base,
                        config,
                        configHash: (0,config_config/* hashConfiguration */.b5)(base.name, base.entry, config),
                    };
                    derived.set(base.name, agent);
                }
                return agent;
            };
            const conditions = (0,suite_run_options/* suiteConditions */.Fw)({
                sandbox,
                suite,
                io,
                configHash: (0,run_variants/* combineHashes */.K1)(suite.tasks.map((task) => agentOf(task).configHash)),
                provider: providerName,
                model,
                mode,
                k: kChoice,
                seed,
                concurrency,
                ...((0,command/* stringOption */.Pp)(args, 'tasks') === undefined ? {} : { tasks: taskIds }),
                measuredAgents: suite.tasks.map((task) => agentOf(task)),
            });
            const runId = (0,run_id/* newRunId */.F)();
            const variantDir = external_node_path_.join(outDir, variant.id);
            const showRun = (0,suite_run_options/* showRunProgress */.Gz)({ io, progress, json, jsonFields: { variant: variant.id } });
            return {
                id: variant.id,
                runId,
                outDir: variantDir,
                run: (batch, previous) => (0,suite_run_options/* runSuiteForCommand */.sk)({
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
            const result = kChoice.kind === 'auto'
                ? await runAdaptiveVariants({
                    variants: runners,
                    record: (0,adaptive_k/* startAdaptive */.vb)((0,adaptive_k/* adaptiveRule */.hC)(taskIds.length, kChoice), taskIds, {
                        deltaOf: (0,task_delta/* deltaOfTasks */.G)(suite, kChoice.delta),
                    }),
                    seed,
                    outDir,
                    signal: cancellation.signal,
                })
                : await (0,run_variants/* runVariants */.gB)({
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
                    (0,cli_io/* writeJson */.G)(io, {
                        type: 'variant_report',
                        variant: variant.id,
                        outDir: variant.outDir,
                        report: variant.report,
                    });
                }
                else {
                    io.stderr.write(`${variant.id} (${variant.report.conditions.configHash}): ${counts.pass}/${counts.observed} judged runs passed (${counts.missing} missing) — ${external_node_path_.relative(io.cwd, external_node_path_.join(variant.outDir, 'report.md'))}\n`);
                }
            }
            for (const comparison of result.comparisons) {
                if (json) {
                    (0,cli_io/* writeJson */.G)(io, {
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
            return (0,exit_code/* exitCodeOfRuns */.x)(records, cancellation.signal.aborted);
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
        ...(size.kAdjustable && remaining === undefined ? { kName: size.kName ?? '--k' } : {}),
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

/***/ 9206:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hS: () => (/* binding */ runAdaptiveRounds),
/* harmony export */   uB: () => (/* binding */ planRound)
/* harmony export */ });
/* unused harmony exports sideOrder, roundOutcomes */
/* harmony import */ var _stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1762);

/** The plan of round `round`: repetition `round` of each open task, seeded as fixed-k seeds it. */
function planRound(taskIds, round, seed) {
    return taskIds.map((taskId) => ({ taskId, repetition: round, seed: seed + round }));
}
/** Odd rounds run the base first, even rounds the head: A, B, then B, A. */
function sideOrder(round) {
    return round % 2 === 1 ? ['base', 'head'] : ['head', 'base'];
}
/** Judged runs are pass, fail and budget_exceeded (as in every rate); errored runs add nothing. */
function countSide(records, taskId, round) {
    let runs = 0;
    let passes = 0;
    for (const record of records) {
        if (record.taskId !== taskId || record.repetition !== round || record.status === 'error') {
            continue;
        }
        runs += 1;
        if (record.status === 'pass')
            passes += 1;
    }
    return { runs, passes };
}
/**
 * Each task's counts in round `round`, from both sides' records (the last record of a run that
 * was attempted again counts: the record files hold the latest per run).
 */
function roundOutcomes(records, taskIds, round) {
    const latest = (list) => {
        const byRun = new Map();
        for (const record of list) {
            if (record.repetition === round)
                byRun.set(record.taskId, record);
        }
        return [...byRun.values()];
    };
    const base = latest(records.base);
    const head = latest(records.head);
    return new Map(taskIds.map((taskId) => [
        taskId,
        { base: countSide(base, taskId, round), head: countSide(head, taskId, round) },
    ]));
}
/**
 * Runs rounds until every task has stopped or `signal` aborts; `onRound` sees the record after
 * each (to persist it, or show progress).
 */
async function runAdaptiveRounds(options) {
    const aborted = () => options.signal?.aborted === true;
    let record = options.record;
    for (;;) {
        const open = (0,_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__/* .openTasks */ .bJ)(record);
        if (open.length === 0 || aborted())
            return record;
        const round = (0,_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__/* .nextRound */ .qy)(record);
        const plan = planRound(open, round, options.seed);
        const records = await options.runRound(round, plan, sideOrder(round));
        const spent = [...records.base, ...records.head].filter((one) => one.repetition === round && open.includes(one.taskId)).length;
        if (aborted())
            return record;
        record = (0,_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__/* .addAdaptiveRound */ .uN)(record, roundOutcomes(records, open, round), spent);
        await options.onRound?.(record);
    }
}
//# sourceMappingURL=adaptive-rounds.js.map

/***/ }),

/***/ 3060:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ deltaOfTasks)
/* harmony export */ });
function deltaOfTasks(suite, given) {
    const own = new Map(suite.tasks.map((task) => [task.id, task.delta]));
    return (taskId) => own.get(taskId) ?? given ?? suite.delta;
}
//# sourceMappingURL=task-delta.js.map

/***/ })

};
