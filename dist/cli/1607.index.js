export const id = 1607;
export const ids = [1607];
export const modules = {

/***/ 1607:
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
// EXTERNAL MODULE: ./lib/runner/adaptive-rounds.js
var adaptive_rounds = __webpack_require__(9206);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./lib/run-dir/conditions-file.js
var conditions_file = __webpack_require__(8104);
// EXTERNAL MODULE: ./lib/report/report-files.js + 2 modules
var report_files = __webpack_require__(8844);
// EXTERNAL MODULE: ./lib/run-dir/runs-jsonl.js
var runs_jsonl = __webpack_require__(2390);
;// CONCATENATED MODULE: ./lib/runner/resume.js
/**
 * `--resume DIR`: run only what is missing from DIR's runs.jsonl, refusing conditions that differ
 * from its `conditions.json` (mixing them would make the report an anecdote).
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
    const problems = MUST_MATCH.filter((field) => JSON.stringify(started.conditions[field]) !== JSON.stringify(conditions[field])).map((field) => ({
        file,
        field: `conditions.${field}`,
        message: `was ${JSON.stringify(started.conditions[field]) ?? 'unset'}, this invocation has ${JSON.stringify(conditions[field]) ?? 'unset'}`,
    }));
    (0,errors/* throwProblems */.Jh)(`${given}: the conditions differ, so the runs cannot share a report; nothing ran`, problems);
    const { records, problems: skipped } = await (0,report_files/* readRunsOf */.KX)(dir);
    await (0,runs_jsonl/* cutTornLastLine */.Mh)(external_node_path_.join(dir, runs_jsonl/* RUNS_FILE */.Ct));
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
/** `--k auto --round R`: `prepareResume` when `dir` holds the rounds before, else undefined. */
async function prepareAppend(dir, conditions, plan) {
    const started = await (0,promises_.access)(external_node_path_.join(dir, conditions_file/* CONDITIONS_FILE */.ce)).then(() => true, () => false);
    return started ? prepareResume(dir, conditions, plan, `--out ${dir}`) : undefined;
}
//# sourceMappingURL=resume.js.map
// EXTERNAL MODULE: ./lib/runner/run-directory.js
var run_directory = __webpack_require__(6473);
// EXTERNAL MODULE: ./lib/text/markdown.js
var markdown = __webpack_require__(6362);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
;// CONCATENATED MODULE: ./lib/report/render-models.js


function cell(counts) {
    const missing = counts.missing > 0 ? ` (${counts.missing} missing)` : '';
    return `${counts.pass}/${counts.observed}${missing}`;
}
function renderModelsMarkdown(entries) {
    const first = entries[0]?.report;
    const suite = first === undefined
        ? ''
        : `${(0,markdown/* escapeMarkdown */.FV)(first.conditions.suiteId)}@${(0,markdown/* escapeMarkdown */.FV)(first.conditions.suiteVersion)}`;
    const taskIds = [
        ...new Set(entries.flatMap((entry) => entry.report.tasks.map((task) => task.taskId))),
    ];
    const head = ['Task', ...entries.map((entry) => `\`${(0,markdown/* escapeMarkdown */.FV)(entry.model)}\``)];
    const align = ['left', ...entries.map(() => 'right')];
    const rows = taskIds.map((taskId) => [
        (0,markdown/* escapeMarkdown */.FV)(taskId),
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
                : `**${(0,format/* formatPercent */.l9)(successRate)}** (${counts.pass}/${counts.observed})`;
        }),
    ]);
    const reports = entries.map((entry) => `- \`${(0,markdown/* escapeMarkdown */.FV)(entry.model)}\`: ${(0,markdown/* escapeMarkdown */.FV)(entry.dir)}/report.md`);
    const mode = first?.conditions.mode ?? 'live';
    return [
        `# Verdict models: ${suite}`,
        '',
        `Mode ${mode}, k = ${first?.conditions.k ?? 0}, seed ${first?.conditions.seed ?? 0}. Cells are judged runs that passed over judged runs; errored runs are excluded and shown as missing.`,
        ...(mode === 'scripted'
            ? ['', 'Scripted mode: the model is only a label, every column ran the same scripts.']
            : []),
        '',
        (0,markdown/* renderTable */.bo)(head, rows, align),
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
 * `run --models a,b,c`: the same plan and seeds against each model in turn, each into
 * `<out>/<model>/`, with `<out>/models.md` side by side. Only the conditions change, so every report
 * carries the same configHash.
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
    return { runs, ...(await writeModelsMarkdown(options.outDir, runs)) };
}
/** `<out>/models.md`: the models' reports side by side. */
async function writeModelsMarkdown(outDir, reports) {
    const markdown = renderModelsMarkdown(reports);
    const markdownFile = external_node_path_.join(outDir, MODELS_MARKDOWN_FILE);
    await (0,redact_files/* writeRedactedFile */.c)(markdownFile, markdown);
    return { markdown, markdownFile };
}
//# sourceMappingURL=run-models.js.map
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/adaptive-pair.js + 1 modules
var adaptive_pair = __webpack_require__(9513);
// EXTERNAL MODULE: ./lib/cli/evaluation/call-budget.js + 1 modules
var call_budget = __webpack_require__(1351);
// EXTERNAL MODULE: ./lib/cli/evaluation/invocation.js + 24 modules
var invocation = __webpack_require__(7490);
// EXTERNAL MODULE: ./lib/cli/evaluation/k-option.js
var k_option = __webpack_require__(9896);
;// CONCATENATED MODULE: ./lib/cli/evaluation/models-option.js




/** `--models a,b,c`: not with replay, `--resume` or `--model`. */
function modelsOption(args, mode) {
    const text = (0,command/* stringOption */.Pp)(args, 'models');
    if (text === undefined)
        return undefined;
    const models = parseModels(text);
    if (mode === 'replay')
        throw new errors/* UsageError */.eb('--models cannot replay: a cassette was recorded with one model');
    if ((0,command/* stringOption */.Pp)(args, 'resume') !== undefined)
        throw new errors/* UsageError */.eb('--models and --resume go separately: resume one model directory');
    if ((0,command/* stringOption */.Pp)(args, 'model') !== undefined)
        throw new errors/* UsageError */.eb('--model and --models go separately: give the models in --models');
    return models;
}
/** `--models a,b --k auto` without `--round`: two models compared in rounds, the first the base. */
function adaptiveModelsOf(args, kChoice, mode, models) {
    if (kChoice.kind !== 'auto' || models === undefined || (0,command/* stringOption */.Pp)(args, 'round') !== undefined)
        return undefined;
    (0,k_option/* checkAutoIsLive */.oE)(mode);
    const [base, head, ...more] = models;
    if (base === undefined || head === undefined || more.length > 0) {
        throw new errors/* UsageError */.eb(`--models ${models.join(',')}: --k auto compares two models (the first as the base), and ${models.length} are given`);
    }
    if ((0,command/* stringOption */.Pp)(args, 'shard') !== undefined) {
        throw new errors/* UsageError */.eb('--k auto --models and --shard go separately: rounds need every task');
    }
    return [base, head];
}
//# sourceMappingURL=models-option.js.map
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
// EXTERNAL MODULE: ./lib/cli/evaluation/sandbox-option.js
var sandbox_option = __webpack_require__(6054);
;// CONCATENATED MODULE: ./lib/cli/evaluation/round-option.js
/**
 * `verdict run --k auto --round R --round-tasks a,b` (SPEC §5): one round of one side of an adaptive
 * comparison. `verdict pr` decides which tasks stay open; `run` only runs repetition R of them.
 */





const ROUND_OPTIONS = { ...k_option/* K_BOUNDS_OPTIONS */.rO, ...(0,options/* valueOptions */.kl)('round', 'round-tasks') };
const ROUND_HELP = `  --k auto --round R     live: one round of an adaptive comparison (docs/adaptive-k.md), run by
                         verdict pr --k auto for each side: repetition R (seed + R) of the tasks
                         of --round-tasks, appended to the run directory --out DIR (required)
                         when its conditions match; runs of round R already judged there are
                         not run again. The report covers every round so far
  --round-tasks id,id    with --round: the tasks still open (default: every selected task)
  --min-k N, --max-k N   with --k auto: the rule's bounds (default 3 and 20), kept in the
                         conditions (k = max-k); --max-runs counts max-k for every task`;
/** The round of `--k auto --round R` (1-based; `tasks` as given), or undefined for a fixed k. */
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
    (0,k_option/* checkAutoIsLive */.oE)(mode);
    if (roundText === undefined) {
        throw new errors/* UsageError */.eb('--k auto needs two sides to compare: use verdict variants --k auto or verdict pr --k auto (verdict run --k auto takes one round of theirs, with --round R)');
    }
    if ((0,command/* stringOption */.Pp)(args, 'out') === undefined) {
        throw new errors/* UsageError */.eb('--round needs --out DIR: the side directory each round appends to');
    }
    return { number: (0,options/* integerOption */.ig)(args, 'round', 1, 1, k.maxK), tasks };
}
/** `--round-tasks` against the selected tasks (ids or suite/id); an unknown id is a usage error. */
function roundTaskIds(suiteId, selected, given) {
    if (given === undefined)
        return [...selected];
    const wanted = (0,plan_plan/* parseTaskList */.zX)(suiteId, given);
    const unknown = wanted.filter((id) => !selected.includes(id));
    if (wanted.length === 0 || unknown.length > 0) {
        throw new errors/* UsageError */.eb(`--round-tasks ${JSON.stringify(given)}: ${wanted.length === 0 ? 'no task named' : `no task ${unknown.map((id) => JSON.stringify(id)).join(', ')} among the selected tasks`} (${selected.join(', ')})`);
    }
    return selected.filter((id) => wanted.includes(id));
}
//# sourceMappingURL=round-option.js.map
// EXTERNAL MODULE: ./lib/pr/reuse-max-age.js
var reuse_max_age = __webpack_require__(5975);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
;// CONCATENATED MODULE: ./lib/cli/evaluation/reuse-base.js
/**
 * `verdict run --reuse-dir DIR`: results already made under the same key (SPEC §7) are copied from
 * DIR instead of calling the model; a complete new run is stored there. `verdict pr` passes it for
 * the base side, whose commit does not change between the pushes of a pull request.
 */






const REUSE_OPTIONS = {
    ...(0,options/* valueOptions */.kl)('reuse-dir', 'reuse-max-age', 'reuse-commit', 'reuse-key', 'reuse-origin'),
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
/** Undefined without `--reuse-dir`. */
function reuseRequestOf(args, io, conflicts) {
    const dir = (0,command/* stringOption */.Pp)(args, 'reuse-dir');
    const checkOnly = args.values['reuse-check'] === true;
    if (dir === undefined) {
        const other = (0,command/* firstGiven */.qL)(args, ['reuse-max-age', 'reuse-commit', 'reuse-key', 'reuse-origin']) ??
            (checkOnly ? 'reuse-check' : undefined);
        if (other !== undefined)
            throw new errors/* UsageError */.eb(`--${other} needs --reuse-dir DIR`);
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
        checkOnly,
        ...(extra === undefined ? {} : { extra }),
        ...(origin === undefined ? {} : { origin }),
    };
}
/** Never the key. */
function upstreamsOf(settings) {
    const upstreams = {};
    for (const family of Object.keys(settings.upstreams).sort()) {
        const upstream = settings.upstreams[family];
        if (upstream !== undefined)
            upstreams[family] = upstream.baseUrl;
    }
    return upstreams;
}
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
// Loaded only when a run asks for reuse: building their schemas costs start-up time.
const baseReuse = () => __webpack_require__.e(/* import() */ 2284).then(__webpack_require__.bind(__webpack_require__, 2284));
const adaptiveBaseReuse = () => __webpack_require__.e(/* import() */ 9583).then(__webpack_require__.bind(__webpack_require__, 9583));
/**
 * What `--reuse-dir` does before the first run: `--reuse-check` only says REUSABLE or why not.
 * `--round R` takes the stored runs of its (task, R)s (`pr/adaptive-base-reuse.ts`), a `fresh`
 * directory first seeded with the key's entry. Otherwise stored results are copied and nothing runs.
 */
async function reuseBeforeRuns({ request, parts }, run, io) {
    const { outDir, plan, round } = run;
    const all = { taken: [], remaining: plan };
    if (request.maxAgeMs === 0 && !request.checkOnly)
        return all;
    const { copyReused, findReusable } = await baseReuse();
    const found = request.maxAgeMs === 0
        ? { found: false, why: 'reuse is off (maximum age 0)' }
        : round === undefined || run.fresh || request.checkOnly
            ? await findReusable(request.dir, parts, request.maxAgeMs)
            : undefined;
    if (request.checkOnly) {
        const lookup = found?.found === false ? { reusable: false, why: found.why } : { reusable: true };
        if (run.json)
            (0,cli_io/* writeJson */.GF)(io, { type: 'reuse-check', ...lookup });
        else
            io.stdout.write(lookup.why === undefined ? 'REUSABLE\n' : `NOT REUSABLE: ${lookup.why}\n`);
        return undefined;
    }
    if (round !== undefined) {
        if (found?.found === false) {
            io.stderr.write(`reuse: every round runs: ${found.why}\n`);
            return all;
        }
        const { seedStoredRounds, takeStoredRuns } = await adaptiveBaseReuse();
        if (found !== undefined) {
            const reused = await seedStoredRounds(found, outDir);
            io.stderr.write(`reuse: the stored rounds of run ${reused.runId} (since ${reused.storedAt}) seed this directory: same commit ${parts.commit.slice(0, 12)}, suite, configuration, agent, model, rule and seed\n`);
        }
        const result = await takeStoredRuns(outDir, plan);
        if (result.taken.length > 0) {
            io.stderr.write(`reuse: round ${round}: ${result.taken.length} stored run(s) taken, ${result.remaining.length} to run\n`);
        }
        return result;
    }
    if (found?.found !== true) {
        io.stderr.write(`reuse: running: ${found?.why}\n`);
        return all;
    }
    const reused = await copyReused(found, outDir);
    io.stderr.write(`reuse: results of run ${reused.runId} (${reused.storedAt}${reused.origin === undefined ? '' : `, ${reused.origin}`}) reused: same commit ${parts.commit.slice(0, 12)}, suite, configuration, agent, model, k and seed; no model was called\n`);
    if (run.json)
        (0,cli_io/* writeJson */.GF)(io, { type: 'reused', outDir, reused });
    else
        io.stdout.write(`REUSED: results of run ${reused.runId} (${reused.storedAt})\n`);
    return undefined;
}
/** Stores a finished run (`rounds`: the rounds so far) for later; a failure is only a warning. */
async function storeForReuse({ request, parts }, rounds, reportDir, runId, io) {
    const options = {
        runId,
        maxAgeMs: request.maxAgeMs,
        ...(request.origin === undefined ? {} : { origin: request.origin }),
    };
    try {
        if (rounds) {
            const { storeRounds } = await adaptiveBaseReuse();
            await storeRounds(request.dir, parts, reportDir, options);
        }
        else {
            const { storeReusable } = await baseReuse();
            await storeReusable(request.dir, parts, reportDir, options);
            io.stderr.write(`reuse: stored these results for later evaluations of the same key\n`);
        }
    }
    catch (error) {
        io.stderr.write(`verdict: warning: could not store ${rounds ? 'the rounds' : 'the results'} for reuse in ${request.dir}: ${(0,errors/* messageOf */.bD)(error)}\n`);
    }
}
//# sourceMappingURL=reuse-base.js.map
// EXTERNAL MODULE: ./lib/cli/evaluation/run-id.js
var run_id = __webpack_require__(9480);
// EXTERNAL MODULE: ./lib/cli/evaluation/trust.js
var trust = __webpack_require__(3091);
;// CONCATENATED MODULE: ./lib/cli/commands/run.js




















/** `--input-rate USD --output-rate USD`, both or neither. */
function ratesOption(args) {
    const [inputRate, outputRate] = ['input-rate', 'output-rate'].map((name) => {
        const value = (0,command/* stringOption */.Pp)(args, name);
        if (value === undefined)
            return undefined;
        const rate = Number(value);
        if (Number.isFinite(rate) && rate >= 0)
            return rate;
        throw new errors/* UsageError */.eb(`--${name} ${JSON.stringify(value)}: expected USD per million tokens (≥ 0)`);
    });
    if (inputRate === undefined && outputRate === undefined)
        return undefined;
    if (inputRate === undefined || outputRate === undefined) {
        throw new errors/* UsageError */.eb('--input-rate and --output-rate go together: give both or neither');
    }
    return { inputRate, outputRate };
}
/** The last record of each (task, repetition): a resumed run replaces an earlier attempt. */
function latestRecords(records) {
    const latest = new Map(records.map((record) => [`${record.taskId}#${record.repetition}`, record]));
    return [...latest.values()];
}
const runCommand = (0,invocation/* suiteCommand */.m0)({
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
                         side-by-side table in <out>/models.md (not with replay or --resume);
                         with --k auto, two models compared in rounds, the first as the base
                         (docs/adaptive-k.md): also <out>/adaptive.json and comparison.*
  --delta D, --stop-at tasks|suite
                         with --models a,b --k auto: as for verdict variants --k auto
  --suite-dir DIR        find the suite there
  --yes                  run a suite from outside the bundled ones without asking (required
                         without a terminal)
  --allow-suite-full     allow tasks with policy mode "full"
${(0,sandbox_option/* sandboxHelp */.f4)()}
  --max-runs N           refuse (exit 2, before any model call) a live plan of more than N
                         runs in the worst case (tasks × k × models, this shard's or what
                         --resume has left, each run counted with the re-runs a transient error
                         may cause); replay and scripted runs call no model and are not counted
${call_budget/* MAX_CALLS_HELP */.d}
${REUSE_HELP}

Exit codes: 0 finished (whatever passed), 1 a run errored (the report is still written),
2 invalid invocation or suite, or a replay divergence.`,
    options: {
        ...(0,options/* valueOptions */.kl)('mode', 'k', 'shard', 'input-rate', 'output-rate', 'resume', 'models'),
        ...ROUND_OPTIONS,
        ...k_option/* K_AUTO_OPTIONS */.NA,
        ...REUSE_OPTIONS,
    },
    async run(args, io) {
        const mode = (0,options/* modeOption */.dB)(args, 'live, replay or scripted');
        const kChoice = (0,k_option/* kOption */.XI)(args, mode === 'live' ? 5 : 1);
        const models = modelsOption(args, mode);
        const modelPair = adaptiveModelsOf(args, kChoice, mode, models);
        const round = modelPair === undefined ? roundOption(args, kChoice, mode) : undefined;
        const decidingOnly = (0,command/* firstGiven */.qL)(args, ['delta', 'stop-at']);
        if (modelPair === undefined && decidingOnly !== undefined) {
            throw new errors/* UsageError */.eb(`--${decidingOnly} goes with --models a,b --k auto: a round of verdict pr --k auto decides nothing itself`);
        }
        // With --k auto, the most repetitions any task may get: max-k.
        const k = (0,k_option/* maxRepetitions */.zM)(kChoice);
        const shardText = (0,command/* stringOption */.Pp)(args, 'shard');
        const shard = shardText === undefined ? undefined : (0,plan_plan/* parseShard */.uK)(shardText);
        const rates = ratesOption(args);
        const callBudget = (0,call_budget/* callBudgetOf */.J)(args, io);
        const resumeDir = (0,command/* stringOption */.Pp)(args, 'resume');
        const apart = round === undefined ? undefined : (0,command/* firstGiven */.qL)(args, ['shard', 'resume', 'models']);
        if (apart !== undefined) {
            throw new errors/* UsageError */.eb(`--k auto --round and --${apart} go separately: a round appends to its --out directory`);
        }
        const request = reuseRequestOf(args, io, {
            mode,
            resume: resumeDir !== undefined,
            models: models !== undefined,
        });
        const inv = await (0,invocation/* openInvocation */.Jt)(args, io, await (0,trust/* resolveSuite */.Z)(args, io), mode);
        const { suite, taskIds, seed } = inv;
        const source = await inv.source({
            ...(callBudget === undefined ? {} : { callBudget }),
            ...(models?.[0] === undefined ? {} : { model: models[0] }),
        });
        let runId = (0,run_id/* newRunId */.F)();
        const outDir = resumeDir === undefined
            ? (0,options/* outDirOption */.L2)(args, io, external_node_path_.join('.verdict', 'runs', runId))
            : external_node_path_.resolve(io.cwd, resumeDir);
        let plan = round === undefined
            ? (0,plan_plan/* buildPlan */.Gg)({ taskIds, k, seed, ...(shard === undefined ? {} : { shard }) })
            : (0,adaptive_rounds/* planRound */.uB)(roundTaskIds(suite.suiteId, taskIds, round.tasks), round.number, seed);
        const conditions = inv.conditions(source, kChoice, {
            measured: inv.agents,
            ...(shardText === undefined ? {} : { shard: shardText }),
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
        // --reuse-dir is live only (`reuseRequestOf`): the settings are there.
        const reuse = request === undefined || source.live === undefined
            ? undefined
            : {
                request,
                parts: reusePartsOf({
                    request,
                    conditions,
                    agents: suite.tasks.map((task) => inv.agents.agentOf(task)),
                    settings: source.live,
                    grants: inv.grants,
                    ...(rates === undefined ? {} : { rates }),
                }),
            };
        if (reuse !== undefined) {
            const left = await reuseBeforeRuns(reuse, {
                outDir,
                plan,
                fresh: state === undefined,
                ...(round === undefined ? {} : { round: round.number }),
                json: inv.json,
            }, io);
            if (left === undefined)
                return 0;
            previous = [...previous, ...left.taken];
            plan = left.remaining;
        }
        inv.checkBudget({
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
        const execute = (runConditions, runOutDir, runRunId) => inv.runSuite({
            providerFor: source.providerFor,
            outDir: runOutDir,
            runId: runRunId,
            plan,
            conditions: runConditions,
            previous,
            ...(rates === undefined ? {} : { rates }),
            onRun: inv.showRun(),
        });
        return inv.cancellable(async () => {
            if (modelPair !== undefined && kChoice.kind === 'auto') {
                const sides = modelPair.map((name) => (0,adaptive_pair/* sideRunner */.cH)(inv, name, external_node_path_.join(outDir, modelDirName(name)), {
                    providerFor: source.providerFor,
                    conditions: { ...conditions, model: name },
                    ...(rates === undefined ? {} : { rates }),
                    onRun: inv.showRun({ model: name }),
                }));
                const result = await (0,adaptive_pair/* runAdaptivePair */.S6)(inv, sides, kChoice, outDir);
                inv.progress.finish();
                const reports = result.variants.map((variant) => ({
                    model: variant.id,
                    dir: modelDirName(variant.id),
                    report: variant.report,
                }));
                const table = await writeModelsMarkdown(outDir, reports);
                const [comparison] = result.comparisons;
                if (inv.json) {
                    for (const variant of result.variants) {
                        (0,cli_io/* writeJson */.GF)(io, {
                            type: 'report',
                            model: variant.id,
                            outDir: variant.outDir,
                            report: variant.report,
                        });
                    }
                    (0,cli_io/* writeJson */.GF)(io, { type: 'models', file: table.markdownFile });
                    if (comparison !== undefined)
                        (0,adaptive_pair/* writeComparisonJson */.R5)(io, comparison);
                }
                else
                    io.stdout.write(comparison?.markdown ?? table.markdown);
                return inv.exitCode(result.variants.flatMap((variant) => variant.records));
            }
            if (models !== undefined) {
                const outcome = await runModels({
                    models,
                    outDir,
                    runOne: async (name, dir) => {
                        io.stderr.write(`model ${name}\n`);
                        const result = await execute({ ...conditions, model: name }, dir, (0,run_id/* newRunId */.F)());
                        inv.progress.finish();
                        if (inv.json)
                            (0,cli_io/* writeJson */.GF)(io, { type: 'report', model: name, outDir: dir, report: result.report });
                        return result;
                    },
                });
                if (inv.json)
                    (0,cli_io/* writeJson */.GF)(io, { type: 'models', file: outcome.markdownFile });
                else
                    io.stdout.write(outcome.markdown);
                const codes = outcome.runs.map((run) => inv.exitCode(latestRecords(run.result.records)));
                return Math.max(0, ...codes);
            }
            const result = await execute(conditions, outDir, runId);
            inv.progress.finish();
            if (inv.json) {
                (0,cli_io/* writeJson */.GF)(io, { type: 'report', outDir: result.outDir, report: result.report });
            }
            else {
                const markdownFile = external_node_path_.join(result.outDir, 'report.md');
                io.stdout.write(`${result.report.state}: ${(0,cli_io/* reportLine */.BS)(result.report, markdownFile, io.cwd)}\n`);
            }
            const code = inv.exitCode(latestRecords(result.records));
            // A round stores each round's judged runs, errored ones aside: a later round needs them.
            const complete = code === 0 && result.report.state === 'COMPLETE';
            if (reuse !== undefined && !inv.signal.aborted && (round !== undefined || complete)) {
                await storeForReuse(reuse, round !== undefined, result.outDir, runId, io);
            }
            return code;
        });
    },
});
//# sourceMappingURL=run.js.map

/***/ }),

/***/ 5975:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ DEFAULT_REUSE_MAX_AGE),
/* harmony export */   t: () => (/* binding */ parseReuseMaxAge)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/** `reuse-base-max-age` (SPEC §7): `7d`, `36h`, `90m`, `45s`, or `0` (no reuse). */

const DEFAULT_REUSE_MAX_AGE = '7d';
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };
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

/***/ })

};
