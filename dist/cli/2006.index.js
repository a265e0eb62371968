export const id = 2006;
export const ids = [2006];
export const modules = {

/***/ 2006:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCommand: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/plan/plan.js
var plan_plan = __webpack_require__(9164);
// EXTERNAL MODULE: ./lib/run-dir/record-schema.js
var record_schema = __webpack_require__(7152);
// EXTERNAL MODULE: ./lib/runner/adaptive-rounds.js
var adaptive_rounds = __webpack_require__(9206);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/run-dir/conditions-file.js
var conditions_file = __webpack_require__(8104);
// EXTERNAL MODULE: ./lib/run-dir/runs-jsonl.js
var runs_jsonl = __webpack_require__(2390);
;// CONCATENATED MODULE: ./lib/runner/resume.js
/**
 * `--resume DIR`: run only what is missing from DIR's runs.jsonl. The conditions a run directory was
 * started with are in its `conditions.json` (`src/run-dir/conditions-file.ts`), so a directory whose
 * process was killed can be checked and resumed; mismatched conditions are refused (mixing them
 * would make the report an anecdote).
 */





/** Fields that must match for the old and the new runs to belong to one report. */
const MUST_MATCH = [
    'suiteId',
    'suiteVersion',
    'configHash',
    'mode',
    'model',
    'provider',
    'k',
    'adaptive',
    'seed',
    'shard',
    'tasks',
];
async function prepareResume(dir, conditions, plan, 
/** How the directory was given, for the messages (`--resume DIR`, `--out DIR`). */
given = `--resume ${dir}`) {
    const file = external_node_path_.join(dir, conditions_file/* CONDITIONS_FILE */.ce);
    const started = await (0,conditions_file/* readConditionsFile */.$j)(dir).catch(() => {
        throw new errors/* UsageError */.eb(`${given}: not a Verdict run directory (no readable ${conditions_file/* CONDITIONS_FILE */.ce})`);
    });
    const problems = MUST_MATCH.flatMap((field) => JSON.stringify(started.conditions[field]) === JSON.stringify(conditions[field])
        ? []
        : [
            {
                file,
                field: `conditions.${field}`,
                message: `was ${JSON.stringify(started.conditions[field]) ?? 'unset'}, this invocation has ${JSON.stringify(conditions[field]) ?? 'unset'}`,
            },
        ]);
    if (problems.length > 0) {
        throw new errors/* ConfigError */.xL(`${given}: the conditions differ, so the runs cannot share a report; nothing ran:\n${problems.map((p) => `  - ${(0,errors/* formatProblem */.Vw)(p)}`).join('\n')}`, problems);
    }
    const runsFile = external_node_path_.join(dir, runs_jsonl/* RUNS_FILE */.Ct);
    const { records, problems: skipped } = await (0,runs_jsonl/* readRunRecords */.Y$)(runsFile).catch(() => ({
        records: [],
        problems: [],
    }));
    await (0,runs_jsonl/* cutTornLastLine */.Mh)(runsFile);
    const judged = new Set(records
        .filter((record) => record.status !== 'error')
        .map((record) => `${record.taskId}#${record.repetition}`));
    return {
        runId: started.runId,
        previous: records,
        remaining: plan.filter((run) => !judged.has(`${run.taskId}#${run.repetition}`)),
        problems: skipped,
    };
}
/**
 * `verdict run --k auto --round R`: like `prepareResume` when `dir` already holds a run directory
 * (the rounds before, same conditions, same run id, so a killed round can be run again), or
 * undefined when it holds none yet (the first round starts it).
 */
async function prepareAppend(dir, conditions, plan) {
    const started = await (0,promises_.access)(external_node_path_.join(dir, conditions_file/* CONDITIONS_FILE */.ce)).then(() => true, () => false);
    return started ? prepareResume(dir, conditions, plan, `--out ${dir}`) : undefined;
}
//# sourceMappingURL=resume.js.map
// EXTERNAL MODULE: ./lib/runner/run-directory.js
var run_directory = __webpack_require__(6473);
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
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/cancel-on-signals.js
var cancel_on_signals = __webpack_require__(2629);
// EXTERNAL MODULE: ./lib/cli/evaluation/cassettes.js
var evaluation_cassettes = __webpack_require__(6399);
// EXTERNAL MODULE: ./lib/cli/evaluation/exit-code.js
var exit_code = __webpack_require__(8991);
// EXTERNAL MODULE: ./lib/cli/evaluation/k-option.js
var k_option = __webpack_require__(9896);
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
// EXTERNAL MODULE: ./lib/cli/evaluation/prepare-suite-run.js
var prepare_suite_run = __webpack_require__(4355);
// EXTERNAL MODULE: ./lib/cli/evaluation/sandbox-option.js
var sandbox_option = __webpack_require__(6054);
// EXTERNAL MODULE: ./lib/cli/evaluation/replay-provider.js + 3 modules
var replay_provider = __webpack_require__(9402);
;// CONCATENATED MODULE: ./lib/cli/evaluation/round-option.js
/**
 * `verdict run --k auto --round R --round-tasks a,b` (SPEC §5 "Adaptive k"): one round of an
 * adaptive comparison on one side. The command that compares the two sides (`verdict pr`) decides
 * after each round which tasks stay open and runs the next round of each side with this; `run`
 * itself decides nothing, it only runs repetition R of the tasks it is given and appends them to
 * the side's run directory.
 */



const ROUND_OPTIONS = {
    'min-k': { type: 'string' },
    'max-k': { type: 'string' },
    round: { type: 'string' },
    'round-tasks': { type: 'string' },
};
const ROUND_HELP = `  --k auto --round R     live: one round of an adaptive comparison (docs/adaptive-k.md), run by
                         verdict pr --k auto for each side: repetition R (seed + R) of the tasks
                         of --round-tasks, appended to the run directory --out DIR (required)
                         when its conditions match; runs of round R already judged there are
                         not run again. The report covers every round so far
  --round-tasks id,id    with --round: the tasks still open (default: every selected task)
  --min-k N, --max-k N   with --k auto: the rule's bounds (default 3 and 20), kept in the
                         conditions (k = max-k); --max-runs counts max-k for every task`;
/**
 * The round of `--k auto --round R`, or undefined for a fixed-k run. `--k auto` needs two sides, so
 * `run` takes it only as one round of a comparison someone else decides (exit 2 otherwise).
 */
function roundOption(args, k, mode) {
    const roundText = (0,command/* stringOption */.Pp)(args, 'round');
    const tasks = (0,command/* stringOption */.Pp)(args, 'round-tasks');
    if (k.kind === 'fixed') {
        if (roundText !== undefined)
            throw new errors/* UsageError */.eb('--round goes with --k auto');
        if (tasks !== undefined)
            throw new errors/* UsageError */.eb('--round-tasks goes with --k auto --round R');
        return undefined;
    }
    if (mode !== 'live') {
        throw new errors/* UsageError */.eb(`--k auto is live only: ${mode} runs are deterministic, so there is nothing to stop early; give --k N`);
    }
    if (roundText === undefined) {
        throw new errors/* UsageError */.eb('--k auto needs two sides to compare: use verdict variants --k auto or verdict pr --k auto (verdict run --k auto takes one round of theirs, with --round R)');
    }
    if ((0,command/* stringOption */.Pp)(args, 'out') === undefined) {
        throw new errors/* UsageError */.eb('--round needs --out DIR: the side directory each round appends to');
    }
    const number = (0,options/* integerOption */.ig)(args, 'round', 1, 1, k.maxK);
    return { number, ...(tasks === undefined ? {} : { tasks }) };
}
/** `--round-tasks` against the selected tasks (ids or suite/id); an unknown id is a usage error. */
function roundTaskIds(suiteId, selected, given) {
    if (given === undefined)
        return [...selected];
    const wanted = given
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .map((entry) => (entry.startsWith(`${suiteId}/`) ? entry.slice(suiteId.length + 1) : entry));
    const unknown = wanted.filter((id) => !selected.includes(id));
    if (wanted.length === 0 || unknown.length > 0) {
        throw new errors/* UsageError */.eb(`--round-tasks ${JSON.stringify(given)}: ${wanted.length === 0 ? 'no task named' : `no task ${unknown.map((id) => JSON.stringify(id)).join(', ')} among the selected tasks`} (${selected.join(', ')})`);
    }
    return selected.filter((id) => wanted.includes(id));
}
//# sourceMappingURL=round-option.js.map
// EXTERNAL MODULE: ./lib/pr/reuse-max-age.js
var reuse_max_age = __webpack_require__(5975);
;// CONCATENATED MODULE: ./lib/cli/evaluation/reuse-base.js
/**
 * `verdict run --reuse-dir DIR`: a live run whose results were already made under the same key
 * (SPEC §7) is copied from DIR instead of calling the model; a complete new one is stored there.
 * `verdict pr` and the Action pass it for the base side, whose commit does not change between the
 * pushes of a pull request.
 */




const REUSE_OPTIONS = {
    'reuse-dir': { type: 'string' },
    'reuse-max-age': { type: 'string' },
    'reuse-commit': { type: 'string' },
    'reuse-key': { type: 'string' },
    'reuse-origin': { type: 'string' },
    'reuse-check': { type: 'boolean' },
};
const REUSE_HELP = `  --reuse-dir DIR        live only: reuse the results of an earlier run with the same key
                         (commit, suite and version, configuration, agent, model, k, seed…)
                         stored in DIR instead of calling the model, and store complete new
                         ones there (verdict pr uses it for the base side); with --k auto
                         --round R: the stored runs of repetition R, the rest run live, and
                         the rounds so far stored back after each round; with:
  --reuse-commit SHA     the commit whose code runs (required with --reuse-dir)
  --reuse-max-age AGE    reuse results no older than AGE (default ${reuse_max_age/* DEFAULT_REUSE_MAX_AGE */.a}; 0 stores but never reuses)
  --reuse-key TEXT       anything else the results depend on
  --reuse-origin TEXT    where they were made, shown when reused
  --reuse-check          only say REUSABLE or NOT REUSABLE: why; run nothing`;
/** The `--reuse-*` options, checked; undefined without `--reuse-dir`. */
function reuseRequestOf(args, io, conflicts) {
    const dir = (0,command/* stringOption */.Pp)(args, 'reuse-dir');
    const others = ['reuse-max-age', 'reuse-commit', 'reuse-key', 'reuse-origin'].filter((name) => (0,command/* stringOption */.Pp)(args, name) !== undefined);
    if (args.values['reuse-check'] === true)
        others.push('reuse-check');
    if (dir === undefined) {
        if (others.length > 0)
            throw new errors/* UsageError */.eb(`--${others[0]} needs --reuse-dir DIR`);
        return undefined;
    }
    if (conflicts.mode !== 'live') {
        throw new errors/* UsageError */.eb('--reuse-dir reuses live results: replay and scripted runs cost nothing');
    }
    if (conflicts.resume)
        throw new errors/* UsageError */.eb('--reuse-dir and --resume go separately');
    if (conflicts.models)
        throw new errors/* UsageError */.eb('--reuse-dir and --models go separately');
    const commit = (0,command/* stringOption */.Pp)(args, 'reuse-commit');
    if (commit === undefined || commit.trim() === '') {
        throw new errors/* UsageError */.eb('--reuse-dir needs --reuse-commit SHA: the commit whose code runs');
    }
    const extra = (0,command/* stringOption */.Pp)(args, 'reuse-key');
    const origin = (0,command/* stringOption */.Pp)(args, 'reuse-origin');
    return {
        dir: external_node_path_.resolve(io.cwd, dir),
        maxAgeMs: (0,reuse_max_age/* parseReuseMaxAge */.t)((0,command/* stringOption */.Pp)(args, 'reuse-max-age') ?? reuse_max_age/* DEFAULT_REUSE_MAX_AGE */.a, '--reuse-max-age'),
        commit: commit.trim(),
        checkOnly: args.values['reuse-check'] === true,
        ...(extra === undefined ? {} : { extra }),
        ...(origin === undefined ? {} : { origin }),
    };
}
/** Each family's live upstream URL, by family name (never its key). */
function upstreamsOf(settings) {
    const upstreams = {};
    for (const family of Object.keys(settings.upstreams).sort()) {
        const upstream = settings.upstreams[family];
        if (upstream !== undefined)
            upstreams[family] = upstream.baseUrl;
    }
    return upstreams;
}
/** The key's parts for this invocation: its conditions and what else shapes the results. */
function reusePartsOf(input) {
    const { conditions, request } = input;
    const agents = new Map();
    for (const agent of input.agents) {
        // As configured, not resolved: a checkout's path differs between evaluations.
        agents.set(agent.name, {
            name: agent.name,
            ...(agent.entry === undefined ? {} : { command: [...agent.entry.command] }),
        });
    }
    const grants = [...input.grants.allow].sort();
    if (input.grants.readOnly)
        grants.push('read-only');
    if (input.grants.allowSuiteFull)
        grants.push('suite-full');
    return {
        commit: request.commit,
        suiteId: conditions.suiteId,
        suiteVersion: conditions.suiteVersion,
        harnessVersion: conditions.harnessVersion,
        configHash: conditions.configHash,
        agents: [...agents.values()].sort((a, b) => a.name.localeCompare(b.name)),
        provider: conditions.provider,
        upstreams: upstreamsOf(input.settings),
        model: conditions.model,
        k: conditions.k,
        ...(conditions.adaptive === undefined ? {} : { adaptive: { ...conditions.adaptive } }),
        seed: conditions.seed,
        ...(conditions.shard === undefined ? {} : { shard: conditions.shard }),
        ...(conditions.tasks === undefined ? {} : { tasks: [...conditions.tasks] }),
        grants,
        ...(input.rates === undefined
            ? {}
            : { rates: { input: input.rates.inputRate, output: input.rates.outputRate } }),
        ...(request.extra === undefined ? {} : { extra: request.extra }),
    };
}
/**
 * The store's module, loaded when a run asks for reuse: building its schemas is start-up time that
 * every other run would pay for nothing.
 */
const baseReuse = () => __webpack_require__.e(/* import() */ 2284).then(__webpack_require__.bind(__webpack_require__, 2284));
/** Whether stored results for `parts` would be reused now, and why not. */
async function reuseLookup(request, parts) {
    if (request.maxAgeMs === 0)
        return { reusable: false, why: 'reuse is off (maximum age 0)' };
    const { findReusable } = await baseReuse();
    const found = await findReusable(request.dir, parts, request.maxAgeMs);
    return found.found ? { reusable: true } : { reusable: false, why: found.why };
}
/** Copies stored results into `outDir` when there are any for `parts`; says so on stderr. */
async function reuseStored(request, parts, outDir, io) {
    if (request.maxAgeMs === 0)
        return undefined;
    const { copyReused, findReusable } = await baseReuse();
    const found = await findReusable(request.dir, parts, request.maxAgeMs);
    if (!found.found) {
        io.stderr.write(`reuse: running: ${found.why}\n`);
        return undefined;
    }
    const reused = await copyReused(found, outDir);
    io.stderr.write(`reuse: results of run ${reused.runId} (${reused.storedAt}${reused.origin === undefined ? '' : `, ${reused.origin}`}) reused: same commit ${parts.commit.slice(0, 12)}, suite, configuration, agent, model, k and seed; no model was called\n`);
    return reused;
}
/**
 * The rounds' store, loaded as the store's module is: `k: auto` with `--reuse-dir` only.
 */
const adaptiveBaseReuse = () => __webpack_require__.e(/* import() */ 9583).then(__webpack_require__.bind(__webpack_require__, 9583));
/**
 * `--k auto --round R --reuse-dir`: the stored runs of this round's (task, R)s, taken instead of
 * running them (`pr/adaptive-base-reuse.ts`, which says why the test stays valid). A directory with
 * no run yet (`fresh`: round 1) is first seeded with the entry stored for the key, when there is
 * one; later rounds take from that seed only.
 */
async function reuseStoredRound(request, parts, { outDir, plan, fresh, round, }, io) {
    if (request.maxAgeMs === 0)
        return { taken: [], remaining: plan };
    const { seedStoredRounds, takeStoredRuns } = await adaptiveBaseReuse();
    if (fresh) {
        const { findReusable } = await baseReuse();
        const found = await findReusable(request.dir, parts, request.maxAgeMs);
        if (!found.found) {
            io.stderr.write(`reuse: every round runs: ${found.why}\n`);
            return { taken: [], remaining: plan };
        }
        const reused = await seedStoredRounds(found, outDir);
        io.stderr.write(`reuse: the stored rounds of run ${reused.runId} (since ${reused.storedAt}) seed this directory: same commit ${parts.commit.slice(0, 12)}, suite, configuration, agent, model, rule and seed\n`);
    }
    const result = await takeStoredRuns(outDir, plan);
    if (result.taken.length > 0) {
        io.stderr.write(`reuse: round ${round}: ${result.taken.length} stored run(s) taken, ${result.remaining.length} to run\n`);
    }
    return result;
}
/** Stores the rounds so far for later evaluations; a failure to store is a warning, never an error. */
async function storeRoundsSoFar(request, parts, outDir, runId, io) {
    try {
        const { storeRounds } = await adaptiveBaseReuse();
        await storeRounds(request.dir, parts, outDir, {
            runId,
            maxAgeMs: request.maxAgeMs,
            ...(request.origin === undefined ? {} : { origin: request.origin }),
        });
    }
    catch (error) {
        io.stderr.write(`verdict: warning: could not store the rounds for reuse in ${request.dir}: ${error instanceof Error ? error.message : String(error)}\n`);
    }
}
/** Stores a finished run's report directory; a failure to store is a warning, never an error. */
async function storeFinished(request, parts, reportDir, runId, io) {
    try {
        const { storeReusable } = await baseReuse();
        await storeReusable(request.dir, parts, reportDir, {
            runId,
            maxAgeMs: request.maxAgeMs,
            ...(request.origin === undefined ? {} : { origin: request.origin }),
        });
        io.stderr.write(`reuse: stored these results for later evaluations of the same key\n`);
    }
    catch (error) {
        io.stderr.write(`verdict: warning: could not store the results for reuse in ${request.dir}: ${error instanceof Error ? error.message : String(error)}\n`);
    }
}
//# sourceMappingURL=reuse-base.js.map
// EXTERNAL MODULE: ./lib/cli/evaluation/call-budget.js + 1 modules
var call_budget = __webpack_require__(1351);
// EXTERNAL MODULE: ./lib/cli/evaluation/run-budget.js
var run_budget = __webpack_require__(4036);
// EXTERNAL MODULE: ./lib/cli/evaluation/run-id.js
var run_id = __webpack_require__(9480);
// EXTERNAL MODULE: ./lib/cli/evaluation/suite-run-options.js + 23 modules
var suite_run_options = __webpack_require__(8448);
// EXTERNAL MODULE: ./lib/cli/evaluation/trust.js
var trust = __webpack_require__(3091);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/cli/progress.js
var cli_progress = __webpack_require__(9095);
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
${ROUND_HELP}
  --tasks id,id          only these tasks (also suite/id)
  --seed N               orders runs (each run gets seed + repetition); never sent to the provider
  --shard i/n            run one deterministic slice of the plan
  --concurrency N        runs at once (default: the number of cores)
  --spawn-agent          run the built-in agent as its own process per run (verdict-agent), not
                         inside Verdict's process (the default; same requests either way);
                         also VERDICT_SPAWN_AGENT=1
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
  --suite-dir DIR        find the suite there
  --yes                  run a suite from outside the bundled ones without asking (required
                         without a terminal)
  --allow-suite-full     allow tasks with policy mode "full"
${(0,sandbox_option/* sandboxHelp */.f4)()}
  --max-runs N           refuse (exit 2, before any model call) a live plan of more than N
                         runs in the worst case (tasks × k × models, this shard's or what
                         --resume has left, each run counted with the re-runs a transient error
                         may cause); replay and scripted runs call no model and are not counted
${call_budget/* MAX_CALLS_HELP */.dH}
${REUSE_HELP}

Exit codes: 0 finished (whatever passed), 1 a run errored (the report is still written),
2 invalid invocation or suite, or a replay divergence.`,
    options: {
        ...options/* EVALUATION_OPTIONS */.QW,
        mode: { type: 'string' },
        k: { type: 'string' },
        ...ROUND_OPTIONS,
        shard: { type: 'string' },
        'input-rate': { type: 'string' },
        'output-rate': { type: 'string' },
        resume: { type: 'string' },
        models: { type: 'string' },
        ...run_budget/* MAX_RUNS_OPTION */.iQ,
        ...call_budget/* MAX_CALLS_OPTION */.ZK,
        ...call_budget/* CALLS_FILE_OPTION */.nE,
        ...REUSE_OPTIONS,
    },
    positionals: { min: 1, max: 1, names: '<suite>' },
    opensSandbox: true,
    async run(args, io) {
        const modeText = (0,command/* stringOption */.Pp)(args, 'mode') ?? 'live';
        const parsedMode = record_schema/* ModeSchema */.np.safeParse(modeText);
        if (!parsedMode.success)
            throw new errors/* UsageError */.eb(`--mode ${JSON.stringify(modeText)}: expected live, replay or scripted`);
        const mode = parsedMode.data;
        const kChoice = (0,k_option/* kOption */.XI)(args, mode === 'live' ? 5 : 1);
        const round = roundOption(args, kChoice, mode);
        // With --k auto, the most repetitions any task may get: max-k.
        const k = (0,k_option/* maxRepetitions */.zM)(kChoice);
        const seed = (0,options/* integerOption */.ig)(args, 'seed', 0, 0);
        const concurrency = (0,options/* concurrencyOption */.b7)(args);
        const shardText = (0,command/* stringOption */.Pp)(args, 'shard');
        const shard = shardText === undefined ? undefined : (0,plan_plan/* parseShard */.uK)(shardText);
        const inputRate = rateOption((0,command/* stringOption */.Pp)(args, 'input-rate'), 'input-rate');
        const outputRate = rateOption((0,command/* stringOption */.Pp)(args, 'output-rate'), 'output-rate');
        if ((inputRate === undefined) !== (outputRate === undefined)) {
            throw new errors/* UsageError */.eb('--input-rate and --output-rate go together: give both or neither');
        }
        const maxRuns = (0,run_budget/* maxRunsOption */.uF)(args);
        const callBudget = (0,call_budget/* callBudgetOf */.JA)(args, io);
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
        if (round !== undefined) {
            const apart = ['shard', 'resume', 'models'].find((name) => (0,command/* stringOption */.Pp)(args, name) !== undefined);
            if (apart !== undefined) {
                throw new errors/* UsageError */.eb(`--k auto --round and --${apart} go separately: a round appends to its --out directory`);
            }
        }
        const reuse = reuseRequestOf(args, io, {
            mode,
            resume: (0,command/* stringOption */.Pp)(args, 'resume') !== undefined,
            models: models !== undefined,
        });
        const suite = await (0,trust/* resolveSuite */.Z)(args, io);
        const { grants, taskIds, loadedConfig, agents, sandbox } = await (0,prepare_suite_run/* prepareSuiteRun */.v)(args, io, suite);
        let model;
        let providerName;
        let providerFor;
        let live;
        // Each mode's provider is loaded for that mode only: a command spends much of a short run
        // starting, and building the others' schemas is part of it.
        if (mode === 'live') {
            const { liveProvider, liveSettings } = await Promise.all(/* import() */[__webpack_require__.e(3362), __webpack_require__.e(2309)]).then(__webpack_require__.bind(__webpack_require__, 3362));
            const settings = liveSettings(models === undefined ? args : { ...args, values: { ...args.values, model: models[0] } }, loadedConfig, io);
            live = settings;
            model = settings.model;
            providerName = settings.provider;
            providerFor = () => Promise.resolve(liveProvider(settings, callBudget));
        }
        else if (mode === 'replay') {
            const cassettes = await (0,evaluation_cassettes/* readCassettes */.A)((0,evaluation_cassettes/* cassetteDirOf */.z)(args, suite, io), taskIds, io);
            ({ model, providerFor } = (0,replay_provider/* replaySetup */.x)(cassettes, (0,command/* stringOption */.Pp)(args, 'model'), agents.configHash, io));
            providerName = 'cassette';
        }
        else {
            model = (0,command/* stringOption */.Pp)(args, 'model') ?? 'verdict-scripted';
            providerName = 'script';
            const { scriptedProviders } = await __webpack_require__.e(/* import() */ 1863).then(__webpack_require__.bind(__webpack_require__, 1863));
            providerFor = await scriptedProviders(args, suite, taskIds, io);
        }
        const resumeDir = (0,command/* stringOption */.Pp)(args, 'resume');
        let runId = (0,run_id/* newRunId */.F)();
        const outDir = resumeDir === undefined
            ? (0,options/* outDirOption */.L2)(args, io, external_node_path_.join('.verdict', 'runs', runId))
            : external_node_path_.resolve(io.cwd, resumeDir);
        let plan = round === undefined
            ? (0,plan_plan/* buildPlan */.Gg)({ taskIds, k, seed, ...(shard === undefined ? {} : { shard }) })
            : (0,adaptive_rounds/* planRound */.uB)(roundTaskIds(suite.suiteId, taskIds, round.tasks), round.number, seed);
        const conditions = (0,suite_run_options/* suiteConditions */.Fw)({
            sandbox,
            suite,
            io,
            configHash: agents.configHash,
            provider: providerName,
            model,
            mode,
            k: kChoice,
            seed,
            concurrency,
            ...(shardText === undefined ? {} : { shard: shardText }),
            ...((0,command/* stringOption */.Pp)(args, 'tasks') === undefined ? {} : { tasks: taskIds }),
            measuredAgents: suite.tasks.map((task) => agents.agentOf(task)),
        });
        let previous = [];
        // A round appends to the rounds before it, as --resume does (a killed round is run again).
        const state = resumeDir !== undefined
            ? await prepareResume(outDir, conditions, plan)
            : round !== undefined
                ? await prepareAppend(outDir, conditions, plan)
                : undefined;
        if (state !== undefined) {
            ({ runId, previous } = state);
            plan = state.remaining;
            for (const problem of state.problems)
                io.stderr.write(`  ${(0,errors/* formatProblem */.Vw)(problem)}\n`);
            // A killed invocation (SIGKILL) could not clean up: its agents may still run, its temp dirs remain.
            const cleanup = await (0,run_directory/* removeAbandonedRunDirectories */.lj)(runId);
            if (cleanup.directories > 0) {
                io.stderr.write(`  removed ${cleanup.directories} run directory(ies) left by the stopped invocation, and killed ${cleanup.processes} process(es) still running in them\n`);
            }
            io.stderr.write(round === undefined
                ? `resuming ${runId}: ${plan.length} run(s) still to do\n`
                : `round ${round.number} of ${runId}: ${plan.length} run(s) to do\n`);
        }
        const rates = inputRate === undefined || outputRate === undefined ? undefined : { inputRate, outputRate };
        const reuseParts = reuse === undefined || live === undefined
            ? undefined
            : reusePartsOf({
                request: reuse,
                conditions,
                agents: suite.tasks.map((task) => agents.agentOf(task)),
                settings: live,
                grants,
                ...(rates === undefined ? {} : { rates }),
            });
        if (reuse?.checkOnly === true && reuseParts !== undefined) {
            const lookup = await reuseLookup(reuse, reuseParts);
            if (args.values.json === true)
                (0,cli_io/* writeJson */.G)(io, { type: 'reuse-check', ...lookup });
            else
                io.stdout.write(lookup.reusable ? 'REUSABLE\n' : `NOT REUSABLE: ${lookup.why}\n`);
            return 0;
        }
        if (round !== undefined && reuse !== undefined && reuseParts !== undefined) {
            const stored = await reuseStoredRound(reuse, reuseParts, { outDir, plan, fresh: state === undefined, round: round.number }, io);
            previous = [...previous, ...stored.taken];
            plan = stored.remaining;
        }
        else if (reuse !== undefined && reuseParts !== undefined) {
            const reused = await reuseStored(reuse, reuseParts, outDir, io);
            if (reused !== undefined) {
                if (args.values.json === true)
                    (0,cli_io/* writeJson */.G)(io, { type: 'reused', outDir, reused });
                else
                    io.stdout.write(`REUSED: results of run ${reused.runId} (${reused.storedAt})\n`);
                return 0;
            }
        }
        if (mode === 'live') {
            (0,run_budget/* checkSuiteRunBudget */.pL)(maxRuns, {
                taskCount: taskIds.length,
                k,
                kAdjustable: true,
                ...(kChoice.kind === 'auto' ? { kName: '--max-k' } : {}),
                shardable: round === undefined,
                ...(shard === undefined || shardText === undefined
                    ? {}
                    : { shard: { shard, text: shardText } }),
                ...(models === undefined ? {} : { times: { count: models.length, of: 'models' } }),
                // A round is one part of a plan of max-k rounds: the budget counts the whole of it.
                ...(resumeDir === undefined || round !== undefined ? {} : { remaining: plan.length }),
            });
        }
        const json = args.values.json === true;
        const progress = (0,cli_progress/* createProgress */.m)(io.stderr);
        const cancellation = (0,cancel_on_signals/* cancelOnSignals */.d)();
        const execute = (runConditions, runOutDir, runRunId) => (0,suite_run_options/* runSuiteForCommand */.sk)({
            loadedConfig,
            sandbox,
            args,
            io,
            suite,
            grants,
            agentOf: (task) => agents.agentOf(task),
            providerFor,
            concurrency,
            outDir: runOutDir,
            signal: cancellation.signal,
            runId: runRunId,
            plan,
            conditions: runConditions,
            previous,
            ...(rates === undefined ? {} : { rates }),
            onRun: (0,suite_run_options/* showRunProgress */.Gz)({ io, progress, json }),
        });
        try {
            if (models !== undefined) {
                const outcome = await runModels({
                    models,
                    outDir,
                    runOne: async (name, dir) => {
                        io.stderr.write(`model ${name}\n`);
                        const result = await execute({ ...conditions, model: name }, dir, (0,run_id/* newRunId */.F)());
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
                const codes = outcome.runs.map((run) => (0,exit_code/* exitCodeOfRuns */.x)(latestRecords(run.result.records), cancellation.signal.aborted));
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
            const code = (0,exit_code/* exitCodeOfRuns */.x)(latestRecords(result.records), cancellation.signal.aborted);
            if (round !== undefined) {
                // Each round's judged runs, errored ones aside: a later round needs the earlier ones.
                if (reuse !== undefined && reuseParts !== undefined && !cancellation.signal.aborted) {
                    await storeRoundsSoFar(reuse, reuseParts, result.outDir, runId, io);
                }
            }
            else if (reuse !== undefined &&
                reuseParts !== undefined &&
                code === 0 &&
                !cancellation.signal.aborted &&
                result.report.state === 'COMPLETE') {
                await storeFinished(reuse, reuseParts, result.outDir, runId, io);
            }
            return code;
        }
        finally {
            cancellation.stop();
        }
    },
};
//# sourceMappingURL=run.js.map

/***/ }),

/***/ 1351:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nE: () => (/* binding */ CALLS_FILE_OPTION),
  dH: () => (/* binding */ MAX_CALLS_HELP),
  ZK: () => (/* binding */ MAX_CALLS_OPTION),
  JA: () => (/* binding */ callBudgetOf),
  JN: () => (/* binding */ maxCallsOption)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
;// CONCATENATED MODULE: ./lib/provider/upstream-call-budget.js
/**
 * `max-calls` (SPEC §7, "fewer model calls"): a bound on the requests live mode sends to an
 * upstream, each retry of a transient failure counted like a first attempt, across every run that
 * shares the budget. The live provider takes one before each attempt (`live.ts`); once none is
 * left it refuses the call before anything leaves the machine, and the proxy answers the agent with
 * the refusal and stops the run as an infrastructure error (`max_calls_reached`), never a failure.
 * Replay and scripted runs reach no upstream and take nothing.
 *
 * A budget lives in one process. `spent` starts it from what other processes of the same
 * evaluation already sent, and `onSpend` hands each new count on before the request is sent (the
 * CLI keeps it in a file, `--calls-file`), so a count is never behind the requests made.
 */

const UpstreamCallCountSchema = schemas/* strictObject */.rej({
    /** Requests sent to an upstream, retries included. */
    calls: schemas/* number */.aig().int().min(0),
    /** Of them, the retries of a transient failure. */
    retries: schemas/* number */.aig().int().min(0),
});
const NOTHING_SPENT = { calls: 0, retries: 0 };
function plural(count, one, many) {
    return `${count} ${count === 1 ? one : many}`;
}
class UpstreamCallBudget {
    maxCalls;
    onSpend;
    count;
    constructor(maxCalls, spent = NOTHING_SPENT, onSpend) {
        this.maxCalls = maxCalls;
        this.onSpend = onSpend;
        this.count = { ...spent };
    }
    get spent() {
        return { ...this.count };
    }
    /**
     * Takes one upstream request (`retry`: it repeats a failed attempt of the same call), or returns
     * the refusal once the bound is reached; a refused request is not counted and must not be sent.
     * Synchronous, so that concurrent runs can never take the same last request.
     */
    take(retry) {
        if (this.count.calls >= this.maxCalls)
            return this.refusal();
        const next = {
            calls: this.count.calls + 1,
            retries: this.count.retries + (retry ? 1 : 0),
        };
        // Handed on first: a count that cannot be kept leaves the request unsent.
        this.onSpend?.(next);
        this.count = next;
        return undefined;
    }
    refusal() {
        const { calls, retries } = this.count;
        return {
            kind: 'max_calls_reached',
            maxCalls: this.maxCalls,
            calls,
            retries,
            message: `max-calls ${this.maxCalls} reached: ${plural(calls, 'upstream call', 'upstream calls')} (${plural(retries, 'retry', 'retries')}); the proxy refuses further model calls, so this run cannot be judged`,
        };
    }
}
//# sourceMappingURL=upstream-call-budget.js.map
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
;// CONCATENATED MODULE: ./lib/cli/evaluation/call-budget.js
/**
 * `--max-calls N` of `run` and `pr`: a bound on the requests live mode sends upstream, retries
 * included (`UpstreamCallBudget`); once reached, further calls are refused and their runs end as
 * errors. `--calls-file FILE` shares the count between processes: the calls already in FILE count
 * against the bound, and FILE is rewritten before each new request leaves. `verdict pr` (and the
 * Action) hand one file to every `verdict run` of an evaluation, so the bound covers both sides and
 * every suite. Replay and scripted runs call no upstream and are not counted.
 */






const MAX_CALLS_OPTION = { 'max-calls': { type: 'string' } };
const CALLS_FILE_OPTION = { 'calls-file': { type: 'string' } };
const MAX_CALLS_HELP = `  --max-calls N          live: at most N requests to the upstream, each retry of a failed one
                         counted too; then the proxy refuses further calls and the runs left
                         end as errors (exit 1, the report is still written)
  --calls-file FILE      with --max-calls: count the calls already recorded in FILE, and keep
                         FILE up to date (verdict pr shares one across its runs)`;
/** The bound given with `--max-calls`, or undefined (no bound). */
function maxCallsOption(args) {
    if ((0,command/* stringOption */.Pp)(args, 'max-calls') === undefined)
        return undefined;
    return (0,options/* integerOption */.ig)(args, 'max-calls', 0, 1);
}
/** The count in `file`: nothing spent when there is no file yet. */
function readCallCount(file) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { calls: 0, retries: 0 };
        throw new errors/* UsageError */.eb(`--calls-file ${file}: cannot read it (${(0,errors/* messageOf */.bD)(error)})`);
    }
    try {
        return UpstreamCallCountSchema.parse(JSON.parse(text));
    }
    catch (error) {
        throw new errors/* UsageError */.eb(`--calls-file ${file}: expected {"calls": N, "retries": N} (${(0,errors/* messageOf */.bD)(error).split('\n')[0] ?? ''})`);
    }
}
/** Replaces `file` with `count` in one rename, so that a reader never sees half of it. */
function writeCallCount(file, count) {
    const partial = `${file}.${process.pid}.partial`;
    (0,external_node_fs_.writeFileSync)(partial, `${JSON.stringify(count)}\n`);
    (0,external_node_fs_.renameSync)(partial, file);
}
/**
 * The budget of `--max-calls` (with the count of `--calls-file` when given), or undefined without
 * a bound. Checked whatever the mode, though only live mode spends it.
 */
function callBudgetOf(args, io) {
    const maxCalls = maxCallsOption(args);
    const given = (0,command/* stringOption */.Pp)(args, 'calls-file');
    if (maxCalls === undefined) {
        if (given !== undefined)
            throw new errors/* UsageError */.eb('--calls-file needs --max-calls N');
        return undefined;
    }
    if (given === undefined)
        return new UpstreamCallBudget(maxCalls);
    const file = external_node_path_.resolve(io.cwd, given);
    return new UpstreamCallBudget(maxCalls, readCallCount(file), (count) => writeCallCount(file, count));
}
//# sourceMappingURL=call-budget.js.map

/***/ }),

/***/ 8991:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ exitCodeOfRuns)
/* harmony export */ });
/** SPEC §6: 2 on a replay divergence, 1 when any run errored, 0 otherwise (a failed task is data). */
function exitCodeOfRuns(records, cancelled) {
    if (records.some((record) => record.error?.kind === 'replay_divergence'))
        return 2;
    if (cancelled || records.some((record) => record.status === 'error'))
        return 1;
    return 0;
}
//# sourceMappingURL=exit-code.js.map

/***/ }),

/***/ 4355:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ prepareSuiteRun)
/* harmony export */ });
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8674);
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9164);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9859);
/* harmony import */ var _agents_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9007);
/* harmony import */ var _grants_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5318);
/* harmony import */ var _sandbox_option_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6054);
/**
 * What every command that runs a suite does once the suite is found: the policy gate, the task
 * selection, the configuration and the agents.
 */






/**
 * What every command that runs a suite does once the suite is found, in this order: the policy gate
 * (nothing runs when a task asks for more than was granted), the task selection, the configuration
 * and the agent of every task.
 */
async function prepareSuiteRun(args, io, suite) {
    const grants = (0,_grants_js__WEBPACK_IMPORTED_MODULE_4__/* .grantsOf */ .R)(args);
    (0,_grants_js__WEBPACK_IMPORTED_MODULE_4__/* .checkSuiteGrants */ .Q)(suite, grants);
    const taskIds = (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_1__/* .selectTasks */ .nR)(suite.suiteId, suite.tasks.map((task) => task.id), (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, 'tasks'));
    const loadedConfig = await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_0__/* .loadConfig */ .Z9)(io.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .stringOption */ .Pp)(args, 'config'));
    const agents = (0,_agents_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveSuiteAgents */ .lZ)(loadedConfig, io, suite, (0,_agents_js__WEBPACK_IMPORTED_MODULE_3__/* .builtinAgentMode */ .WN)(args, io));
    return {
        grants,
        taskIds,
        loadedConfig,
        agents,
        sandbox: await (0,_sandbox_option_js__WEBPACK_IMPORTED_MODULE_5__/* .openSuiteSandbox */ .OV)({
            args,
            io,
            suites: [{ suite, agents }],
            loaded: loadedConfig,
        }),
    };
}
//# sourceMappingURL=prepare-suite-run.js.map

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

/***/ 5975:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ DEFAULT_REUSE_MAX_AGE),
/* harmony export */   t: () => (/* binding */ parseReuseMaxAge)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/**
 * `reuse-base-max-age` (the Action's input, `verdict pr --reuse-base-max-age`): how old stored base
 * results may be and still be reused (SPEC §7). A number with a unit — `7d`, `36h`, `90m`, `45s` —
 * or `0`, which turns reuse off. The default is 7 days.
 */

const DEFAULT_REUSE_MAX_AGE = '7d';
const UNIT_MS = {
    s: 1000,
    m: 60_000,
    h: 3_600_000,
    d: 86_400_000,
};
/** The age in milliseconds; 0 means "never reuse". `name` names the option in the error. */
function parseReuseMaxAge(text, name = 'reuse-base-max-age') {
    const trimmed = text.trim();
    if (trimmed === '0')
        return 0;
    const match = /^(\d+(?:\.\d+)?)\s*([smhd])$/.exec(trimmed);
    const unit = match?.[2] === undefined ? undefined : UNIT_MS[match[2]];
    const amount = Number(match?.[1]);
    if (unit === undefined || !Number.isFinite(amount)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${name} ${JSON.stringify(text)}: expected a duration such as 7d, 36h, 90m or 45s (0 turns reuse off)`);
    }
    const ms = Math.round(amount * unit);
    if (ms > 366 * UNIT_MS.d) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${name} ${JSON.stringify(text)}: at most a year (366d)`);
    }
    return ms;
}
//# sourceMappingURL=reuse-max-age.js.map

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
 * The last net before a directory leaves the machine (the Action's artifacts): every text file below
 * it is redacted of secrets in place (SPEC §7). The files Verdict wrote there are redacted already
 * when written; this catches what a writer missed. JSON stays valid JSON: `.json` files are redacted
 * as values and `.jsonl` files line by line; in `.html` files the markers are written as text. A
 * file with a NUL byte (binary, or text an agent wrote to look binary) is redacted as bytes: never
 * skipped, since anything that can write into the folder could hide a key behind one NUL.
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
/**
 * A binary file's bytes redacted one for one: read as latin1 (each byte one character, so every
 * byte outside a secret is written back unchanged), with a UTF-16 copy of the text (NUL between
 * the characters, as Windows tools write) searched too, so a key spelt that way is not missed.
 */
async function redactBytes(bytes) {
    const single = await redactText(bytes.toString('latin1'));
    const wide = await redactWideText(single.text);
    return { text: wide.text, findings: [...single.findings, ...wide.findings] };
}
/** Secrets in UTF-16LE (`k\0e\0y\0`): found with the NULs removed, written back with them. */
async function redactWideText(text) {
    let result = text;
    const findings = [];
    // From the last run to the first, so that each replacement leaves the earlier offsets valid.
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
/**
 * Writes an output file atomically, redacted of secrets as `redactFilesIn` would (by its name:
 * `.json`, `.jsonl` or text). For the outputs that are not run records or reports: variant
 * comparisons, the models table, diagnoses, merged runs.
 */
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
/** A JSON text redacted as a value (2-space indented when it was indented), or as text otherwise. */
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

/***/ 1762:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zr: () => (/* binding */ AdaptiveRecordSchema),
  QS: () => (/* binding */ AdaptiveRuleSchema),
  ki: () => (/* binding */ AdaptiveSuiteSchema),
  cA: () => (/* binding */ StopReasonSchema),
  pj: () => (/* binding */ TaskRoundSchema),
  hC: () => (/* binding */ adaptiveRule),
  uN: () => (/* binding */ addAdaptiveRound),
  qy: () => (/* binding */ nextRound),
  bJ: () => (/* binding */ openTasks),
  vb: () => (/* binding */ startAdaptive),
  Ek: () => (/* binding */ taskRuns)
});

// UNUSED EXPORTS: ADAPTIVE_FORMAT, AdaptiveTaskSchema, SUITE_E_METHOD, SuiteRoundSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/stats/safe-two-proportions.js
var safe_two_proportions = __webpack_require__(5743);
;// CONCATENATED MODULE: ./lib/stats/suite-e-process.js
/**
 * The suite's anytime-valid verdict under `--k auto` (SPEC §5 "Adaptive k"). Pure: no I/O.
 *
 * The suite's verdict is anytime-valid too: an e-process for the global null "no task changed"
 * (each task the same rate on both sides, rates free to differ between tasks), the average of two:
 *   E_suite = ½ ∏_j E_j + ½ P,
 * where ∏_j E_j is the product of the tasks' e-values (strong when a few tasks change a lot) and P
 * is the pooled e-process (strong when many change a little): every pair of one base and one head
 * run of any open task multiplies P by the test's factor of `safe-two-proportions.ts` with the
 * estimates θ_a, θ_b taken from ALL tasks' runs before the round (Beta(β, β) posterior means of
 * the pooled counts). Both are valid: any predictable estimates give a factor with conditional mean
 * at most 1 under every same-rate null (that module's header), runs of different tasks in a round
 * are independent given their rates, so each product over rounds and tasks is a test
 * supermartingale, and so is their average. Reaching 1/α is a claim that some task changed, with
 * error at most α under optional stopping and continuation (a continuation resumes P's counts and
 * value with the tasks' tests). Its direction is the sign of the mean observed difference; it
 * changes no task's verdict (the record of rounds, `adaptive-k.ts`, may stop the run on it).
 * Records written before P existed have no `pooled`: their suite e-value is the product alone.
 */


/** The pooled e-process P of the header: all tasks' runs so far, and log P. */
const PooledTestSchema = schemas/* strictObject */.rej({
    base: safe_two_proportions/* SideCountsSchema */.I$,
    head: safe_two_proportions/* SideCountsSchema */.I$,
    logEValue: schemas/* number */.aig(),
});
function startPooled() {
    return { base: { runs: 0, passes: 0 }, head: { runs: 0, passes: 0 }, logEValue: 0 };
}
/**
 * P after a round: each open task's runs multiply it by the test's factor with the estimates of
 * the pooled counts from before the round (the same for every task of the round).
 */
function addPooledRound(pooled, rounds, prior) {
    if (pooled === undefined)
        return undefined;
    let { logEValue } = pooled;
    const base = { ...pooled.base };
    const head = { ...pooled.head };
    for (const round of rounds) {
        if (round === undefined)
            continue;
        logEValue += (0,safe_two_proportions/* computeRoundLogFactor */.Bf)(pooled.base, pooled.head, round, prior);
        base.runs += round.base.runs;
        base.passes += round.base.passes;
        head.runs += round.head.runs;
        head.passes += round.head.passes;
    }
    return { base, head, logEValue };
}
/** E_suite = ½ ∏_j E_j + ½ P, or the product alone for a record without P. */
function suiteEValue(logProduct, pooled) {
    return pooled === undefined
        ? Math.exp(logProduct)
        : (Math.exp(logProduct) + Math.exp(pooled.logEValue)) / 2;
}
//# sourceMappingURL=suite-e-process.js.map
;// CONCATENATED MODULE: ./lib/stats/adaptive-k.js
/**
 * `--k auto` (SPEC §5 "Adaptive k"): the record of an adaptive comparison, round by round. Each
 * task has its safe test (`safe-two-proportions.ts`); after a round its outcomes are added and
 * `decideTask` says whether the task stops. The record is what a report keeps and what a re-run
 * resumes: the rule, every round's counts and e-values, and why each task stopped. Pure: no I/O.
 *
 * The multiplicity rule is e-BH over the tasks' stopped e-values (the header of
 * `safe-two-proportions.ts` gives it and what it controls: the false discovery rate, ≤ α, which is
 * the chance of any false claim when no task changed). After every round every task is judged
 * again: an open task stops with a direction once e-BH selects it (the k-th claim needs
 * e ≥ m/(α k)), else for no change within δ or at max-k, as `decideTask` says; a task that had
 * stopped otherwise keeps its frozen e-value and is claimed if a later e-BH selects it; a claimed
 * task stays claimed. Records written with `correction: 'bonferroni'` keep that rule (e ≥ m/α).
 *
 * The suite's verdict is anytime-valid too (`suite-e-process.ts` says how): by default it does not
 * stop the run, every task runs until its own rule stops it, because the per-task verdicts are
 * what a maintainer reads. With `stopAt: 'suite'` (`--stop-at suite`) it does: once the suite's
 * e-value reaches 1/α every task still open stops undecided (`stoppedBecause: 'suite'`), for an
 * owner who only needs the suite's answer; that is a stopping time like any other, so no claim
 * loses its validity.
 */



const AdaptiveRuleSchema = schemas/* strictObject */.rej({
    alpha: schemas/* number */.aig().gt(0).lt(1),
    delta: schemas/* number */.aig().gt(0).lt(1),
    minK: schemas/* number */.aig().int().min(1),
    maxK: schemas/* number */.aig().int().min(1),
    /** The test's Beta(β, β) prior. */
    prior: schemas/* number */.aig().positive(),
    /**
     * The confidence sequence's own Beta(β_cs, β_cs) prior; absent in records written before it had
     * one, whose sequences used `prior`.
     */
    confidencePrior: schemas/* number */.aig().positive().optional(),
    /** Tasks in the comparison (m, fixed before the first round). */
    tasks: schemas/* number */.aig().int().min(1),
    /**
     * How the per-task level is corrected for the number of tasks: `e-bh`, the k-th claim needs
     * e ≥ tasks/(alpha k) (false discovery rate ≤ alpha); `bonferroni`, every claim needs
     * e ≥ tasks/alpha (expected false claims ≤ alpha).
     */
    correction: schemas/* enum */.k5n(['e-bh', 'bonferroni']),
    /**
     * What may stop a task: `tasks` (the default, absent in older records), its own rule alone;
     * `suite`, also the suite's verdict: once the suite's e-value reaches 1/α every open task stops
     * (`stoppedBecause: 'suite'`, inconclusive on its own).
     */
    stopAt: schemas/* enum */.k5n(['tasks', 'suite']).optional(),
});
function adaptiveRule(tasks, settings = {}) {
    return AdaptiveRuleSchema.parse({
        ...(settings.stopAt === 'suite' ? { stopAt: 'suite' } : {}),
        alpha: settings.alpha ?? safe_two_proportions/* DEFAULT_ALPHA */.pO,
        delta: settings.delta ?? safe_two_proportions/* DEFAULT_DELTA */.dH,
        minK: settings.minK ?? safe_two_proportions/* DEFAULT_MIN_K */.xj,
        maxK: settings.maxK ?? safe_two_proportions/* DEFAULT_MAX_K */.BE,
        prior: safe_two_proportions/* DEFAULT_PRIOR */.ts,
        confidencePrior: safe_two_proportions/* DEFAULT_CONFIDENCE_PRIOR */.CW,
        tasks,
        correction: settings.correction ?? 'e-bh',
    });
}
const count = schemas/* number */.aig().int().min(0);
/** One round of one task: its runs' counts and the task's e-value after it. */
const TaskRoundSchema = safe_two_proportions/* RoundSchema */.Wg.extend({
    round: schemas/* number */.aig().int().min(1),
    eValue: schemas/* number */.aig().min(0),
});
/** Why a task stopped (or `open`: it would run another round). */
const StopReasonSchema = schemas/* enum */.k5n(['e_value', 'within_delta', 'max_k', 'suite', 'open']);
const AdaptiveTaskSchema = schemas/* strictObject */.rej({
    taskId: schemas/* string */.YjP(),
    /** Per task: δ may be a task's own setting. */
    delta: schemas/* number */.aig().gt(0).lt(1),
    state: safe_two_proportions/* TaskStateSchema */.Wr,
    stoppedBecause: StopReasonSchema,
    /** The e-process, resumable by a later run. */
    test: safe_two_proportions/* SafeTestStateSchema */.eB,
    /** Rounds in `test` before this run began (a continuation); min-k and max-k count from there. */
    roundsBefore: count,
    eValue: schemas/* number */.aig().min(0),
    /**
     * The e-value a direction needed when the task was last judged: with e-BH, tasks/(alpha k) for a
     * claimed task, k the claims then; tasks/(alpha (k + 1)) for another. With Bonferroni, tasks/alpha.
     */
    threshold: schemas/* number */.aig().positive(),
    /** The task's 95 % confidence sequence for head − base; null when every value was rejected. */
    interval: schemas/* strictObject */.rej({ low: schemas/* number */.aig(), high: schemas/* number */.aig() }).nullable(),
    /** This run's rounds (earlier runs' rounds are in their own reports). */
    rounds: schemas/* array */.YOg(TaskRoundSchema),
});
const SuiteRoundSchema = schemas/* strictObject */.rej({
    round: schemas/* number */.aig().int().min(1),
    /** Tasks that ran in this round. */
    open: count,
    eValue: schemas/* number */.aig().min(0),
});
const AdaptiveSuiteSchema = schemas/* strictObject */.rej({
    verdict: schemas/* enum */.k5n(['improved', 'regressed', 'inconclusive']),
    /** ½ (product of the tasks' e-values) + ½ P; the product alone in records without `pooled`. */
    eValue: schemas/* number */.aig().min(0),
    /** The product of the tasks' e-values. */
    productEValue: schemas/* number */.aig().min(0).optional(),
    pooled: PooledTestSchema.optional(),
    threshold: schemas/* number */.aig().positive(),
    /** Mean over the tasks of head − base observed rates (judged runs). */
    meanDifference: schemas/* number */.aig().min(-1).max(1).nullable(),
    method: schemas/* string */.YjP(),
    rounds: schemas/* array */.YOg(SuiteRoundSchema),
});
const ADAPTIVE_FORMAT = 'adaptive/v1';
const AdaptiveRecordSchema = schemas/* strictObject */.rej({
    format: schemas/* literal */.euz(ADAPTIVE_FORMAT),
    rule: AdaptiveRuleSchema,
    tasks: schemas/* array */.YOg(AdaptiveTaskSchema),
    suite: AdaptiveSuiteSchema,
    /** Runs made on both sides (judged or not), and what fixed k = max-k would have made. */
    runs: schemas/* strictObject */.rej({ spent: count, fixedK: count }),
});
const SUITE_E_METHOD = 'average of the product of the tasks’ e-values and a pooled e-process over all tasks’ runs (tasks independent), against 1/α: a claim that some task changed, valid under optional stopping and continuation; its direction is the mean observed difference';
/** A new record for `taskIds`; `resumed` tasks continue their stored e-process. */
function startAdaptive(rule, taskIds, options = {}) {
    const fresh = taskIds.map((taskId) => {
        const test = options.resumed?.get(taskId) ??
            (0,safe_two_proportions/* createSafeTestState */.b3)(rule.prior, rule.confidencePrior ?? rule.prior);
        return {
            taskId,
            delta: options.deltaOf?.(taskId) ?? rule.delta,
            state: 'open',
            stoppedBecause: 'open',
            test,
            roundsBefore: test.rounds,
            eValue: 1,
            threshold: rule.tasks / rule.alpha,
            interval: null,
            rounds: [],
        };
    });
    const tasks = judgeTasks(rule, fresh);
    return summarize({
        format: ADAPTIVE_FORMAT,
        rule,
        tasks,
        suite: {
            verdict: 'inconclusive',
            eValue: 1,
            pooled: options.resumedPooled ?? startPooled(),
            threshold: 1,
            meanDifference: null,
            method: '',
            rounds: [],
        },
        runs: { spent: 0, fixedK: 0 },
    });
}
/** Tasks that run another round. */
function openTasks(record) {
    return record.tasks.filter((task) => task.state === 'open').map((task) => task.taskId);
}
/** The round number this run's next round has (1 for a fresh run). */
function nextRound(record) {
    return Math.max(0, ...record.tasks.map((task) => task.test.rounds - task.roundsBefore)) + 1;
}
/**
 * The record after one round: `outcomes` holds each open task's judged runs of that round (a task
 * absent from it ran nothing judged, which adds no evidence but counts as a round); `spent` counts
 * every run the round made, judged or not.
 */
function addAdaptiveRound(record, outcomes, spent) {
    const round = nextRound(record);
    const played = record.tasks.map((task) => {
        if (task.state !== 'open')
            return task;
        const counts = outcomes.get(task.taskId) ?? {
            base: { runs: 0, passes: 0 },
            head: { runs: 0, passes: 0 },
        };
        const test = (0,safe_two_proportions/* addRound */.i_)(task.test, counts);
        return {
            ...task,
            test,
            rounds: [...task.rounds, { round, ...counts, eValue: Math.exp(test.logEValue) }],
        };
    });
    const judged = judgeTasks(record.rule, played, record.tasks);
    const pooled = addPooledRound(record.suite.pooled, record.tasks.filter((task) => task.state === 'open').map((task) => outcomes.get(task.taskId)), record.rule.prior);
    const open = record.tasks.filter((task) => task.state === 'open').length;
    const summarized = summarize({
        ...record,
        suite: { ...record.suite, ...(pooled === undefined ? {} : { pooled }) },
        tasks: judged,
        runs: { ...record.runs, spent: record.runs.spent + spent },
    });
    const next = record.rule.stopAt === 'suite' && summarized.suite.verdict !== 'inconclusive'
        ? { ...summarized, tasks: judged.map(stopWithSuite) }
        : summarized;
    return {
        ...next,
        suite: {
            ...next.suite,
            rounds: [...record.suite.rounds, { round, open, eValue: next.suite.eValue }],
        },
    };
}
/** An open task when the suite's verdict stops the run: undecided on its own. */
function stopWithSuite(task) {
    return task.state === 'open' ? { ...task, state: 'inconclusive', stoppedBecause: 'suite' } : task;
}
const isClaim = (state) => state === 'regressed' || state === 'improved';
/**
 * Every task after a round (`before`: the states before it; absent for a new record). Bonferroni
 * judges the open tasks alone. e-BH runs over all tasks' e-values — open ones at their current
 * value, stopped ones at their frozen value, −∞ for one whose data give no direction — and judges
 * the open tasks and the stopped-unclaimed ones it selects; nothing else changes.
 */
function judgeTasks(rule, tasks, before = tasks) {
    const open = (index) => before[index]?.state === 'open';
    if (rule.correction === 'bonferroni') {
        return tasks.map((task, index) => (open(index) ? judge(rule, task) : task));
    }
    const logEValues = tasks.map((task) => (0,safe_two_proportions/* claimDirection */.Oq)(task.test, rule.alpha) === null ? -Infinity : task.test.logEValue);
    const claims = (0,safe_two_proportions/* countEBHClaims */.gF)(logEValues, rule.tasks, rule.alpha);
    const m = Math.max(rule.tasks, tasks.length);
    return tasks.map((task, index) => {
        const selected = claims > 0 && (logEValues[index] ?? -Infinity) >= Math.log(m / (rule.alpha * claims));
        if (!open(index) && (isClaim(task.state) || !selected))
            return task;
        return judge(rule, task, m / (rule.alpha * (selected ? claims : claims + 1)));
    });
}
function judge(rule, task, threshold) {
    const decision = (0,safe_two_proportions/* decideTask */.aG)({
        state: task.test,
        tasks: rule.tasks,
        threshold,
        alpha: rule.alpha,
        delta: task.delta,
        minK: rule.minK,
        maxK: rule.maxK,
        roundsBefore: task.roundsBefore,
    });
    return {
        ...task,
        state: decision.state,
        stoppedBecause: stopReasonOf(decision.state),
        eValue: decision.eValue,
        threshold: decision.threshold,
        interval: decision.interval,
    };
}
function stopReasonOf(state) {
    if (isClaim(state))
        return 'e_value';
    if (state === 'no_change_within_delta')
        return 'within_delta';
    if (state === 'open')
        return 'open';
    return 'max_k';
}
/** The suite's e-value, verdict and the runs fixed k would have made. */
function summarize(record) {
    const { rule } = record;
    const logProduct = record.tasks.reduce((sum, task) => sum + task.test.logEValue, 0);
    const { pooled } = record.suite;
    const eValue = suiteEValue(logProduct, pooled);
    const differences = record.tasks
        .filter((task) => task.test.base.runs > 0 && task.test.head.runs > 0)
        .map((task) => task.test.head.passes / task.test.head.runs - task.test.base.passes / task.test.base.runs);
    const meanDifference = differences.length === 0
        ? null
        : differences.reduce((sum, value) => sum + value, 0) / differences.length;
    const threshold = 1 / rule.alpha;
    const verdict = eValue >= threshold && meanDifference !== null && meanDifference !== 0
        ? meanDifference < 0
            ? 'regressed'
            : 'improved'
        : 'inconclusive';
    return {
        ...record,
        suite: {
            verdict,
            eValue,
            ...(pooled === undefined ? {} : { productEValue: Math.exp(logProduct), pooled }),
            threshold,
            meanDifference,
            method: SUITE_E_METHOD,
            rounds: record.suite.rounds,
        },
        runs: { spent: record.runs.spent, fixedK: record.tasks.length * rule.maxK * 2 },
    };
}
/** Runs a task made on both sides in this run. */
function taskRuns(task) {
    return task.rounds.reduce((sum, round) => ({ base: sum.base + round.base.runs, head: sum.head + round.head.runs }), { base: 0, head: 0 });
}
//# sourceMappingURL=adaptive-k.js.map

/***/ })

};
