export const id = 8871;
export const ids = [8871,1863];
export const modules = {

/***/ 8871:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  recordCommand: () => (/* binding */ recordCommand)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/plan/plan.js
var plan = __webpack_require__(9164);
// EXTERNAL MODULE: ./lib/provider/cassette.js + 1 modules
var cassette = __webpack_require__(8957);
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
// EXTERNAL MODULE: ./lib/provider/fingerprint.js
var provider_fingerprint = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/provider/protocols/index.js + 15 modules
var protocols = __webpack_require__(2800);
// EXTERNAL MODULE: ./lib/provider/recorded-response.js
var recorded_response = __webpack_require__(9313);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
;// CONCATENATED MODULE: ./lib/provider/record.js
/**
 * Record mode: another provider (live, or scripted for the bundled cassettes) answers, and every call
 * is kept — its normalized fingerprint and the response as the agent received it, with the run's
 * workspace and HOME paths as tokens — then written as
 * the task's cassette when the run ends. A run whose provider failed writes nothing: a cassette must
 * never hold half a conversation.
 */







/** A conversation's identity: its instructions and first entry (the system prompt, in chat). */
function threadOf(fingerprint) {
    return (0,canonical_json/* canonicalJson */.d)([fingerprint.instructions ?? null, fingerprint.messages[0] ?? null]);
}
/** The earlier call a request continues (`previous_response_id`, fingerprinted as `<call N>`). */
function continuedCall(fingerprint) {
    const reference = fingerprint.answerControls.previous_response_id;
    const number = typeof reference === 'string' ? /^<call (\d+)>$/.exec(reference)?.[1] : undefined;
    return number === undefined ? undefined : Number(number);
}
/**
 * The order calls are written in, the same on every recording of the same run. Arrival order is
 * not: an agent that sends a side request beside its main call (opencode's title request) races
 * the two. So calls are grouped by conversation (a continued response joins the conversation it
 * continues), each group in arrival order, since one conversation's calls follow one another; the
 * groups go in the order they started, except one-call groups (side requests), which go last, in
 * content order.
 */
function orderForCassette(captured) {
    const byArrival = [...captured].sort((a, b) => a.index - b.index);
    const threadOfCall = new Map();
    const threads = new Map();
    for (const entry of byArrival) {
        const continued = continuedCall(entry.fingerprint);
        const key = (continued === undefined ? undefined : threadOfCall.get(continued)) ??
            threadOf(entry.fingerprint);
        threadOfCall.set(entry.index + 1, key);
        threads.set(key, [...(threads.get(key) ?? []), entry]);
    }
    const groups = [...threads.entries()];
    const sides = groups
        .filter(([, entries]) => entries.length === 1)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return [...groups.filter(([, entries]) => entries.length > 1), ...sides].flatMap(([, entries]) => entries);
}
class RecordProvider {
    inner;
    options;
    mode = 'record';
    captured = [];
    failure;
    constructor(inner, options) {
        this.inner = inner;
        this.options = options;
    }
    async complete(call, signal) {
        const fingerprint = (0,provider_fingerprint/* fingerprintOf */.ax)(call, this.options.normalize);
        call.fingerprinted?.(fingerprint);
        let answer;
        try {
            answer = await this.inner.complete(call, signal);
        }
        catch (error) {
            this.failure ??= (0,errors/* messageOf */.bD)(error);
            throw error;
        }
        const captured = (0,recorded_response/* captureResponse */.iP)(answer, (response) => this.captured.push({
            index: call.index,
            fingerprint,
            response: this.options.tokenize === undefined
                ? response
                : (0,recorded_response/* tokenizeRecorded */.YT)(response, this.options.tokenize, (0,protocols/* protocolOf */.AT)(call.protocol)),
        }), (error) => {
            this.failure ??= (0,errors/* messageOf */.bD)(error);
        });
        return answer.attempts === undefined ? captured : { ...captured, attempts: answer.attempts };
    }
    async finish() {
        const stop = await this.inner.finish?.();
        if (stop !== undefined)
            return stop;
        if (this.failure !== undefined)
            return undefined; // the run is already marked; nothing to keep
        // An agent that never reached the model (it crashed first) leaves nothing to replay; writing a
        // header-only cassette would silently replace a good recording.
        if (this.captured.length === 0)
            return undefined;
        const calls = orderForCassette(this.captured).map((entry, position) => ({
            call: position + 1,
            sha256: (0,provider_fingerprint/* hashFingerprint */.P_)(entry.fingerprint),
            fingerprint: entry.fingerprint,
            response: entry.response,
        }));
        try {
            await (0,cassette/* writeCassette */.mw)(this.options.file, this.options.header, calls, {
                secrets: this.options.secrets,
                ...(this.options.caps === undefined ? {} : { caps: this.options.caps }),
            });
        }
        catch (error) {
            throw new types/* RunStopError */.eC({ kind: 'provider_error', message: (0,errors/* messageOf */.bD)(error) });
        }
        return undefined;
    }
}
//# sourceMappingURL=record.js.map
// EXTERNAL MODULE: ./lib/provider/secret-scan.js
var secret_scan = __webpack_require__(51);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/cancel-on-signals.js
var cancel_on_signals = __webpack_require__(2629);
// EXTERNAL MODULE: ./lib/cli/evaluation/cassettes.js
var cassettes = __webpack_require__(6399);
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
// EXTERNAL MODULE: ./lib/cli/package-info.js
var package_info = __webpack_require__(1819);
// EXTERNAL MODULE: ./lib/cli/progress.js
var progress = __webpack_require__(9095);
// EXTERNAL MODULE: ./lib/cli/evaluation/call-budget.js + 1 modules
var call_budget = __webpack_require__(1351);
;// CONCATENATED MODULE: ./lib/cli/commands/record.js
























const recordCommand = {
    name: 'record',
    help: `Usage: verdict record <suite> [--provider live|scripted] [options]

Runs each task once against the live upstream (or the suite's scripts with --provider scripted)
and writes what the agent asked and received as the task's cassette, <suite>/cassettes/<task>.jsonl
(or --cassette-dir DIR). Per-run paths, ids and the suite's replayNormalize rules are normalized,
and the run's workspace and HOME in the answers are kept as <WORKSPACE> and <HOME> (replay puts
its own back); two recordings of the same scripted run are byte-identical. Cassettes are
cassette/v2: each request stored as what it adds to an earlier one. A cassette holding a secret,
or over 256 KB (2 MB per directory; a suite may raise them with "cassettes": {"maxBytes": N,
"maxDirBytes": N}), is refused and nothing is written. A run that made no model call (an agent
that could not start or reach the proxy) writes nothing either; each such task is named with
why. SIGINT or SIGTERM stops the runs in flight (their cassettes are not written) and still
writes a CANCELLED partial report. Exit code: 1 when a run errored, when no cassette at all was
written, or when cancelled.

  --provider live|scripted   where the answers come from (default live)
  --tasks id,id  --seed N  --cassette-dir DIR  --script-dir DIR  --keep  --out DIR
  --suite-dir DIR  --yes  --allow-suite-full  --concurrency N  --spawn-agent (as for \`verdict run\`)
  --max-runs N               live: refuse (exit 2, before any model call) more than N tasks
${call_budget/* MAX_CALLS_HELP */.dH}
${(0,sandbox_option/* sandboxHelp */.f4)()}`,
    options: {
        ...options/* EVALUATION_OPTIONS */.QW,
        provider: { type: 'string' },
        ...run_budget/* MAX_RUNS_OPTION */.iQ,
        ...call_budget/* MAX_CALLS_OPTION */.ZK,
        ...call_budget/* CALLS_FILE_OPTION */.nE,
    },
    positionals: { min: 1, max: 1, names: '<suite>' },
    opensSandbox: true,
    async run(args, io) {
        const source = (0,command/* stringOption */.Pp)(args, 'provider') ?? 'live';
        if (source !== 'live' && source !== 'scripted') {
            throw new errors/* UsageError */.eb(`--provider ${JSON.stringify(source)}: expected live or scripted`);
        }
        const seed = (0,options/* integerOption */.ig)(args, 'seed', 0, 0);
        const concurrency = (0,options/* concurrencyOption */.b7)(args);
        const maxRuns = (0,run_budget/* maxRunsOption */.uF)(args);
        const suite = await (0,trust/* resolveSuite */.Z)(args, io);
        const { grants, taskIds, loadedConfig, agents, sandbox } = await (0,prepare_suite_run/* prepareSuiteRun */.v)(args, io, suite);
        if (source === 'live') {
            (0,run_budget/* checkSuiteRunBudget */.pL)(maxRuns, { taskCount: taskIds.length, k: 1, kAdjustable: false });
        }
        const cassetteDir = (0,cassettes/* cassetteDirOf */.z)(args, suite, io);
        const harnessVersion = (0,package_info/* packageVersion */.T)(io.packageRoot);
        const settings = source === 'live' ? (0,live_provider.liveSettings)(args, loadedConfig, io) : undefined;
        // Scripted: the command line's model, else the config's (agents such as Codex shape their whole
        // request by the model name), else a name that says what answered.
        const model = settings?.model ??
            (0,command/* stringOption */.Pp)(args, 'model') ??
            loadedConfig.config.provider?.model ??
            'verdict-scripted';
        const secrets = [
            ...(0,secret_scan/* credentialsFromEnvironment */.Es)(io.env),
            ...(settings === undefined ? [] : settings.apiKeys),
        ];
        const callBudget = settings === undefined ? undefined : (0,call_budget/* callBudgetOf */.JA)(args, io);
        const innerFor = settings === undefined
            ? await (0,scripted_providers.scriptedProviders)(args, suite, taskIds, io)
            : () => Promise.resolve((0,live_provider.liveProvider)(settings, callBudget));
        const runId = (0,run_id/* newRunId */.F)();
        const outDir = (0,options/* outDirOption */.L2)(args, io, external_node_path_.join('.verdict', 'runs', runId));
        // What the recorder wrote is read from the files themselves: a run that made no model call,
        // or whose cassette was refused, leaves the previous file (or none) where it was.
        const before = new Map(await Promise.all(taskIds.map(async (taskId) => [taskId, await fileIdentity((0,cassette/* cassettePath */.YM)(cassetteDir, taskId))])));
        const notRecorded = [];
        const written = [];
        const pending = [];
        const reportRun = async (record, done, total) => {
            const file = (0,cassette/* cassettePath */.YM)(cassetteDir, record.taskId);
            const now = await fileIdentity(file);
            let outcome;
            if (now !== undefined && now !== before.get(record.taskId)) {
                written.push(record.taskId);
                outcome = `  wrote ${external_node_path_.relative(io.cwd, file)}\n`;
            }
            else {
                const reason = whyNotRecorded(record);
                notRecorded.push({ taskId: record.taskId, reason });
                outcome = `  ${record.taskId}: not recorded: ${reason}; nothing was written\n`;
            }
            io.stderr.write((0,progress/* progressLine */.o)(record, done, total) + outcome);
        };
        const cancellation = (0,cancel_on_signals/* cancelOnSignals */.d)();
        // A run stopped half-way holds half a conversation: its cassette would replay as a divergence.
        const unlessCancelled = (provider) => ({
            mode: provider.mode,
            complete: (call, signal) => provider.complete(call, signal),
            finish: () => cancellation.signal.aborted
                ? Promise.resolve(undefined)
                : (provider.finish?.() ?? Promise.resolve(undefined)),
        });
        const recordFor = async (taskId, context) => unlessCancelled(new RecordProvider(await innerFor(taskId, context), {
            file: (0,cassette/* cassettePath */.YM)(cassetteDir, taskId),
            header: {
                format: cassette/* CASSETTE_FORMAT */.j$,
                suiteId: suite.suiteId,
                suiteVersion: suite.suiteVersion,
                taskId,
                configHash: agents.configHash,
                harnessVersion,
            },
            normalize: context.normalize,
            tokenize: context.pathTokens.tokenize,
            secrets,
            ...(suite.cassettes === undefined ? {} : { caps: suite.cassettes }),
        }));
        const result = await (0,suite_run_options/* runSuiteForCommand */.sk)({
            loadedConfig,
            sandbox,
            args,
            io,
            suite,
            grants,
            agentOf: (task) => agents.agentOf(task),
            providerFor: recordFor,
            concurrency,
            outDir,
            signal: cancellation.signal,
            runId,
            plan: (0,plan/* buildPlan */.Gg)({ taskIds, k: 1, seed }),
            conditions: (0,suite_run_options/* suiteConditions */.Fw)({
                sandbox,
                suite,
                io,
                configHash: agents.configHash,
                provider: settings?.provider ?? 'script',
                model,
                mode: source === 'live' ? 'live' : 'scripted',
                k: 1,
                seed,
                concurrency,
            }),
            ownWrites: [cassetteDir],
            onRun: (record, done, total) => {
                pending.push(reportRun(record, done, total));
            },
        }).finally(() => cancellation.stop());
        await Promise.all(pending);
        const cancelled = cancellation.signal.aborted;
        const recorded = written.length;
        if (args.values.json === true) {
            (0,cli_io/* writeJson */.G)(io, {
                outDir: result.outDir,
                recorded: written.sort(),
                notRecorded,
                report: result.report,
            });
        }
        else {
            io.stdout.write(`${cancelled ? `${result.report.state}: ` : ''}recorded ${recorded} of ${taskIds.length} cassette(s) in ${external_node_path_.relative(io.cwd, cassetteDir) || cassetteDir}${cancelled ? ` — partial report in ${external_node_path_.relative(io.cwd, result.outDir) || result.outDir}` : ''}\n`);
        }
        const runsExitCode = (0,exit_code/* exitCodeOfRuns */.x)(result.records, cancelled);
        return recorded === 0 && runsExitCode === errors/* ExitCode */.yU.ok ? errors/* ExitCode */.yU.failure : runsExitCode;
    },
};
/** A file's identity on disk: the atomic writer's rename gives a rewritten file a new one. */
async function fileIdentity(file) {
    const stats = await (0,promises_.stat)(file).catch(() => undefined);
    return stats === undefined ? undefined : `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
}
/** Why a run left no cassette, in the words of its record. */
function whyNotRecorded(record) {
    const { turns, compactionCalls } = record.measured;
    const errored = record.status === 'error' ? (record.error?.message ?? record.reason) : undefined;
    if (turns + compactionCalls === 0) {
        // The agent's last words (a wrapper's `codex: not found`) say why better than its exit code;
        // its crash (`agent_crashed`) is said in the same words.
        const earlyExit = record.incidents.find((incident) => incident.kind === 'agent_exited_early');
        if (earlyExit?.detail !== undefined)
            return earlyExit.detail;
        const detail = errored ??
            (record.agentExitCode === null ? undefined : `agent exit code ${record.agentExitCode}`);
        return `the agent made no model call${detail === undefined ? '' : ` (${detail})`}`;
    }
    return errored ?? 'the recorder wrote no cassette';
}
//# sourceMappingURL=record.js.map

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

/***/ 6399:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readCassettes),
/* harmony export */   z: () => (/* binding */ cassetteDirOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _provider_cassette_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8957);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9859);
/**
 * The cassettes replay answers from: where they are (`--cassette-dir` or the suite's `cassettes/`),
 * and every selected task's, read before the first run.
 */




function cassetteDirOf(args, suite, io) {
    const given = (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(args, 'cassette-dir');
    return given === undefined ? node_path__WEBPACK_IMPORTED_MODULE_0__.join(suite.dir, 'cassettes') : node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, given);
}
/** Every selected task's cassette, read before the first run so a missing one stops nothing midway. */
async function readCassettes(dir, taskIds, io) {
    const cassettes = new Map();
    const problems = [];
    for (const taskId of taskIds) {
        const file = (0,_provider_cassette_js__WEBPACK_IMPORTED_MODULE_2__/* .cassettePath */ .YM)(dir, taskId);
        try {
            cassettes.set(taskId, await (0,_provider_cassette_js__WEBPACK_IMPORTED_MODULE_2__/* .readCassette */ .nn)(file, node_path__WEBPACK_IMPORTED_MODULE_0__.relative(io.cwd, file) || file));
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL && error.problems.length > 0)
                problems.push(...error.problems);
            else
                throw error;
        }
    }
    if (problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`cannot replay; nothing ran:\n${problems.map((p) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .formatProblem */ .Vw)(p)}`).join('\n')}`, problems);
    }
    return cassettes;
}
//# sourceMappingURL=cassettes.js.map

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

/***/ 1863:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  scriptedProviders: () => (/* binding */ scriptedProviders)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/suite/describe-issue.js
var describe_issue = __webpack_require__(53);
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
// EXTERNAL MODULE: ./lib/provider/fingerprint.js
var provider_fingerprint = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/provider/normalize.js
var normalize = __webpack_require__(118);
// EXTERNAL MODULE: ./lib/provider/protocols/index.js + 15 modules
var protocols = __webpack_require__(2800);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
// EXTERNAL MODULE: ./lib/json/nesting-depth.js
var nesting_depth = __webpack_require__(8416);
;// CONCATENATED MODULE: ./lib/provider/scripted.js
/**
 * Scripted mode (SPEC §4): each model call is answered by the next turn of a fixed per-task script,
 * `<suite>/scripts/<taskId>.json`. It measures the harness alone and makes the bundled cassettes
 * reproducible, so every answer is a pure function of the script and the request: no clock, no
 * randomness, the same bytes on every run.
 */










const ScriptToolCallSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    /** Any JSON value; the agent receives `JSON.stringify(arguments)`. Omitted for a tool without parameters. */
    arguments: schemas/* json */.Pq9().default({}),
});
const ScriptTurnSchema = schemas/* strictObject */.rej({
    toolCalls: schemas/* array */.YOg(ScriptToolCallSchema).optional(),
    /** The assistant's text; with tool calls it is the text sent beside them. */
    content: schemas/* string */.YjP().optional(),
})
    .refine((turn) => (turn.toolCalls?.length ?? 0) > 0 || turn.content !== undefined, {
    message: 'needs "toolCalls" (at least one), "content", or both',
});
/**
 * A request the agent makes beside its main loop (opencode's title call, a quota probe) that must
 * not eat a turn. `match` is a regular expression tested against the request's model, instructions
 * and first conversation entry (as JSON, after normalization); the first side call that matches
 * answers with `content`.
 */
const ScriptSideCallSchema = schemas/* strictObject */.rej({
    match: schemas/* string */.YjP()
        .min(1)
        .refine((pattern) => {
        try {
            new RegExp(pattern);
            return true;
        }
        catch {
            return false;
        }
    }, { message: 'is not a valid regular expression' }),
    content: schemas/* string */.YjP(),
});
const ScriptSchema = schemas/* strictObject */.rej({
    $schema: schemas/* string */.YjP().optional(),
    format: schemas/* literal */.euz('script/v1'),
    turns: schemas/* array */.YOg(ScriptTurnSchema).min(1),
    sideCalls: schemas/* array */.YOg(ScriptSideCallSchema).optional(),
});
function failLoading(file, problems) {
    const count = problems.length;
    throw new errors/* ConfigError */.xL(`${file}: ${count} problem${count === 1 ? '' : 's'}:\n${problems
        .map((problem) => `  - ${(0,errors/* formatProblem */.Vw)(problem)}`)
        .join('\n')}`, problems);
}
/** Reads and validates a script file; throws a `ConfigError` naming the file and each bad field. */
async function loadScript(file) {
    const fileProblem = (message) => ({ file, field: '(file)', message });
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        const missing = error.code === 'ENOENT';
        failLoading(file, [
            fileProblem(missing
                ? 'does not exist: scripted mode answers the model calls of a task from <suite>/scripts/<task id>.json'
                : `cannot be read (${(0,errors/* messageOf */.bD)(error)})`),
        ]);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        failLoading(file, [fileProblem(`is not valid JSON: ${(0,errors/* messageOf */.bD)(error)}`)]);
    }
    if ((0,nesting_depth/* nestsDeeperThan */.ix)(data))
        failLoading(file, [fileProblem(nesting_depth/* TOO_DEEP_MESSAGE */.AB)]);
    const parsed = ScriptSchema.safeParse(data, { reportInput: true });
    if (parsed.success)
        return parsed.data;
    failLoading(file, parsed.error.issues.map((issue) => ({
        file,
        field: (0,describe_issue/* formatFieldPath */.vZ)(issue.path, (path) => (0,describe_issue/* valueAt */.fK)(data, path)),
        message: (0,describe_issue/* describeIssue */.n6)(issue),
    })));
}
/** What a scripted model says when asked to compact: deterministic, and says what it stands for. */
function compactionSummary(call) {
    const length = (0,protocols/* protocolOf */.AT)(call.protocol).conversationLength(call.body);
    return `Summary (scripted): the conversation so far had ${length} messages; continue the task.`;
}
/** A rough token count (about four characters a token), deterministic so reports can be compared. */
function estimateTokens(characters) {
    return Math.ceil(characters / 4);
}
const identity = (text) => text;
class ScriptedProvider {
    script;
    options;
    mode = 'scripted';
    callCount = 0;
    /** Tool-call ids are numbered across the whole run, as a real model's would be unique in it. */
    toolCallCount = 0;
    /** Side and compaction answers, numbered after the script's turns (see `answer`). */
    asideCount = 0;
    sideCalls;
    constructor(script, options) {
        this.script = script;
        this.options = options;
        this.sideCalls = (script.sideCalls ?? []).map((side) => ({
            match: new RegExp(side.match),
            content: side.content,
        }));
    }
    // eslint-disable-next-line @typescript-eslint/require-await -- the contract is asynchronous; this mode has nothing to wait for
    async complete(call, signal) {
        signal.throwIfAborted();
        const expand = this.options.expand ?? identity;
        // Normalized once: side calls are matched on it and usage is estimated from it.
        const fingerprint = (0,provider_fingerprint/* fingerprintOf */.ax)(call, this.options.normalize ?? identity);
        // A script lists the task's turns; a compaction call is not one of them, so it gets a fixed
        // summary instead of eating the next turn (a script then works with or without compaction).
        if (call.purpose === 'compaction') {
            return this.answer(call, fingerprint, this.nextAside(), [], compactionSummary(call));
        }
        const side = this.sideCallFor(fingerprint);
        if (side !== undefined) {
            return this.answer(call, fingerprint, this.nextAside(), [], expand(side));
        }
        this.callCount += 1;
        const turns = this.script.turns;
        const turn = turns[this.callCount - 1];
        if (turn === undefined) {
            throw new types/* RunStopError */.eC({
                kind: 'script_exhausted',
                call: this.callCount,
                message: `the script for task "${this.options.taskId}" has ${turns.length} turn${turns.length === 1 ? '' : 's'}; call ${this.callCount} has no turn to answer it`,
            });
        }
        const toolCalls = (turn.toolCalls ?? []).map((toolCall) => {
            this.toolCallCount += 1;
            // A string argument is sent as it is (freeform tools such as Codex's `apply_patch` take text).
            const value = (0,normalize/* normalizeValue */.tA)(toolCall.arguments, expand);
            return {
                id: `call_${this.toolCallCount}`,
                name: toolCall.name,
                arguments: typeof value === 'string' ? value : JSON.stringify(value),
            };
        });
        const content = turn.content === undefined ? null : expand(turn.content);
        return this.answer(call, fingerprint, this.callCount, toolCalls, content);
    }
    /**
     * Answers are numbered by what they answer, never by arrival: a side request that races the main
     * call (opencode's title call) must not swap ids with it between two recordings. Turns take
     * 1 … n, side and compaction answers n + 1 onwards.
     */
    nextAside() {
        this.asideCount += 1;
        return this.script.turns.length + this.asideCount;
    }
    sideCallFor(fingerprint) {
        if (this.sideCalls.length === 0)
            return undefined;
        const text = [
            fingerprint.model ?? '',
            (0,canonical_json/* canonicalJson */.d)(fingerprint.instructions ?? null),
            (0,canonical_json/* canonicalJson */.d)(fingerprint.messages[0] ?? null),
        ].join('\n');
        return this.sideCalls.find((side) => side.match.test(text))?.content;
    }
    answer(call, fingerprint, number, toolCalls, content) {
        const protocol = (0,protocols/* protocolOf */.AT)(call.protocol);
        const outputCharacters = toolCalls.reduce((sum, toolCall) => sum + toolCall.arguments.length, content?.length ?? 0);
        const model = call.routeModel ?? (typeof call.body.model === 'string' ? call.body.model : 'scripted');
        const body = protocol.renderScripted({
            call: number,
            content,
            toolCalls,
            usage: {
                // From the normalized request: the raw one's length changes with the run's paths and
                // with timings in tool output, and agents show the usage back to the model.
                inputTokens: estimateTokens(JSON.stringify(fingerprint.messages).length),
                outputTokens: Math.max(1, estimateTokens(outputCharacters)),
            },
            model,
        }, call);
        if (!call.stream)
            return { kind: 'json', status: 200, body };
        return { kind: 'sse', status: 200, events: (0,types/* streamOf */.mA)(protocol.eventsFromJson(body, call)) };
    }
}
//# sourceMappingURL=scripted.js.map
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
;// CONCATENATED MODULE: ./lib/cli/evaluation/scripted-providers.js
/**
 * Scripted mode's model: each task's `script/v1` file from `--script-dir` or the suite's `scripts/`,
 * answering turn by turn.
 */




/**
 * Scripted mode's providers, one per task, with every selected task's script read before the first
 * run: a missing or broken script stops the invocation (exit 2, naming the file and field) with
 * nothing run, as a broken cassette does in replay.
 */
async function scriptedProviders(args, suite, taskIds, io) {
    const given = (0,command/* stringOption */.Pp)(args, 'script-dir');
    const dir = given === undefined ? external_node_path_.join(suite.dir, 'scripts') : external_node_path_.resolve(io.cwd, given);
    const scripts = new Map();
    const problems = [];
    for (const taskId of new Set(taskIds)) {
        try {
            scripts.set(taskId, await loadScript(external_node_path_.join(dir, `${taskId}.json`)));
        }
        catch (error) {
            if (error instanceof errors/* ConfigError */.xL && error.problems.length > 0) {
                problems.push(...error.problems);
            }
            else
                throw error;
        }
    }
    if (problems.length > 0) {
        throw new errors/* ConfigError */.xL(`cannot run scripted; nothing ran:\n${problems.map((p) => `  - ${(0,errors/* formatProblem */.Vw)(p)}`).join('\n')}`, problems);
    }
    return (taskId, context) => {
        const script = scripts.get(taskId);
        if (script === undefined) {
            return Promise.reject(new Error(`no script was read for task ${JSON.stringify(taskId)}`));
        }
        return Promise.resolve(new ScriptedProvider(script, {
            taskId,
            expand: context.pathTokens.expand,
            normalize: context.normalize,
        }));
    };
}
//# sourceMappingURL=scripted-providers.js.map

/***/ }),

/***/ 8957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X0: () => (/* reexport */ cassette_codec/* CASSETTE_EXTENSION */.X0),
  j$: () => (/* reexport */ cassette_codec_schema/* CASSETTE_FORMAT */.j$),
  YM: () => (/* binding */ cassettePath),
  S_: () => (/* reexport */ cassette_codec/* parseCassette */.S_),
  nn: () => (/* binding */ readCassette),
  fK: () => (/* binding */ upgradeCassette),
  mw: () => (/* binding */ writeCassette)
});

// UNUSED EXPORTS: CASSETTE_FORMATS, CassetteCallSchema, CassetteHeaderSchema, CassetteRefusedError, serializeCassette

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/provider/cassette-codec.js + 2 modules
var cassette_codec = __webpack_require__(1788);
// EXTERNAL MODULE: ./lib/provider/cassette-codec-schema.js
var cassette_codec_schema = __webpack_require__(8452);
// EXTERNAL MODULE: ./lib/report/markdown-text.js
var markdown_text = __webpack_require__(5265);
// EXTERNAL MODULE: ./lib/provider/secret-scan.js
var secret_scan = __webpack_require__(51);
;// CONCATENATED MODULE: ./lib/provider/cassette-refusals.js
/**
 * Why the cassette writer refuses (SPEC §4): a secret (a known key shape, or one of the user's exact
 * credentials), a cassette over its cap (256 KB unless the suite raised it), or a cassette directory
 * over its cap (2 MB). Messages name the line, the field and the rule, never the secret, and say how
 * to raise a cap.
 */





/** Cassettes are committed and reviewed in diffs; a bigger one is a run that should be shortened. */
const MAX_CASSETTE_BYTES = 256 * 1024;
/** All cassettes of one directory (a suite's) together. */
const MAX_CASSETTE_DIR_BYTES = 2 * 1024 * 1024;
/**
 * Scans each line for what it stores: the header, and for each call the request fields and
 * conversation entries its base does not give it (`deltas`, from the codec), with the response.
 * What a request keeps from its base was scanned on the base's line, so the scan grows with the
 * file rather than with the square of the conversation, and each finding names the decoded field
 * (`fingerprint.messages[7].content`) on the line that writes it.
 */
async function findCassetteSecrets(header, calls, deltas, options) {
    const atLine = (line, findings) => findings.map((finding) => ({ line, ...finding }));
    const perLine = await Promise.all([
        (0,secret_scan/* scanForSecrets */.I$)(header, options).then((findings) => atLine(1, findings)),
        ...calls.map(async (call, index) => {
            const line = index + 2;
            const stored = storedView(call, deltas[index]);
            const { response } = call;
            if (response.kind !== 'sse') {
                return atLine(line, await (0,secret_scan/* scanForSecrets */.I$)({ ...stored, response }, options));
            }
            // A stream's events are scanned apart, so that a key split across them is seen whole too.
            const withoutEvents = {
                ...stored,
                response: { kind: response.kind, status: response.status },
            };
            const [outside, inEvents] = await Promise.all([
                (0,secret_scan/* scanForSecrets */.I$)(withoutEvents, options),
                (0,secret_scan/* scanStreamedEvents */.k5)(response.events, 'response.events', options),
            ]);
            return atLine(line, [...outside, ...inEvents]);
        }),
    ]);
    return perLine.flat();
}
/**
 * A call as its line stores it, in decoded form: the fingerprint with only what the line adds.
 * Kept conversation entries are nulls, so appended ones keep their index in the findings' paths.
 */
function storedView(call, delta) {
    if (delta === undefined)
        return { call: call.call, sha256: call.sha256, fingerprint: call.fingerprint };
    const fields = new Map(delta.fields);
    const fingerprint = { endpoint: call.fingerprint.endpoint };
    for (const field of cassette_codec_schema/* REQUEST_FIELDS */.IK) {
        if (field === 'messages') {
            if (delta.messages === undefined)
                continue;
            const kept = new Array(delta.messages.keep).fill(null);
            fingerprint.messages = [...kept, ...delta.messages.append];
        }
        else if (fields.has(field)) {
            fingerprint[field] = fields.get(field);
        }
    }
    return { call: call.call, sha256: call.sha256, fingerprint };
}
/** What is wrong with the size of a cassette of `bytes` written to `file`; empty when it fits. */
async function checkCassetteSize(file, bytes, caps = {}) {
    const problems = [];
    const maxBytes = caps.maxBytes ?? MAX_CASSETTE_BYTES;
    const maxDirBytes = caps.maxDirBytes ?? MAX_CASSETTE_DIR_BYTES;
    if (bytes > maxBytes) {
        const limit = caps.maxBytes === undefined ? 'the 256 KB limit' : 'the suite’s limit (cassettes.maxBytes)';
        problems.push({
            reason: `the cassette would be ${formatBytes(bytes)}, over ${limit} for one cassette (${formatBytes(maxBytes)})`,
            advice: `Record a shorter run (fewer turns, smaller tool outputs) or split the task, or raise the cap in suite.json: "cassettes": {"maxBytes": ${roundUpCap(bytes)}}.`,
        });
    }
    // The old version of this file is replaced, so only the new size counts for it.
    const total = (await sizeOfOtherCassettes(file)) + bytes;
    if (total > maxDirBytes) {
        const limit = caps.maxDirBytes === undefined
            ? 'the 2 MB limit'
            : 'the suite’s limit (cassettes.maxDirBytes)';
        problems.push({
            reason: `the cassettes in its directory would then take ${formatBytes(total)}, over ${limit} per directory (${formatBytes(maxDirBytes)})`,
            advice: `Delete the cassettes of tasks that no longer exist, or split the suite, or raise the cap in suite.json: "cassettes": {"maxDirBytes": ${roundUpCap(total)}}.`,
        });
    }
    return problems;
}
/** A cap to suggest: the size needed, rounded up to whole 64 KiB. */
const roundUpCap = (bytes) => Math.ceil(bytes / 65_536) * 65_536;
async function sizeOfOtherCassettes(file) {
    const dir = external_node_path_.dirname(file);
    const name = external_node_path_.basename(file);
    let entries;
    try {
        entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch {
        return 0; // no directory yet: nothing else in it
    }
    const others = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.jsonl') && entry.name !== name);
    const sizes = await Promise.all(others.map(async (entry) => (await (0,promises_.stat)(external_node_path_.join(dir, entry.name))).size));
    return sizes.reduce((sum, size) => sum + size, 0);
}
/**
 * `<file>: line 3: response.body.choices[0].message.content: looks like an OpenAI API key
 * (@secretlint/secretlint-rule-openai); nothing was written`, then what to do. Several reasons are
 * listed one per line.
 */
function describeRefusal(file, findings, sizeProblems) {
    const reasons = [
        ...findings.map((finding) => `line ${finding.line}: ${finding.path}: ${finding.description} (${finding.rule})`),
        ...sizeProblems.map((problem) => problem.reason),
    ];
    const advice = [
        ...(findings.length === 0
            ? []
            : [
                'Remove the secret from the task (prompt, fixture) or from what the agent can read, then record again. The scan looks for known key shapes and your credentials only: review a cassette before committing it.',
            ]),
        ...sizeProblems.map((problem) => problem.advice),
    ];
    const summary = reasons.length === 1
        ? [`${file}: ${reasons[0]}; nothing was written`]
        : [
            `${file}: refused for ${reasons.length} reasons; nothing was written:`,
            ...reasons.map((reason) => `  - ${reason}`),
        ];
    return [...summary, ...advice].join('\n');
}
const formatBytes = (bytes) => `${(0,markdown_text/* formatCount */.B4)(bytes)} bytes`;
//# sourceMappingURL=cassette-refusals.js.map
;// CONCATENATED MODULE: ./lib/provider/cassette.js
/**
 * Cassette files (SPEC §4): where a task's cassette lives, reading one, and writing one atomically
 * after the secret scan and the size caps. The format itself — `cassette/v1` read, `cassette/v2`
 * read and written — is the codec's (`cassette-codec.ts`), which touches no file.
 */










/** `<cassetteDir>/<taskId>.jsonl`; task ids are portable file names (see `IdSchema`). */
function cassettePath(cassetteDir, taskId) {
    return external_node_path_.join(cassetteDir, `${taskId}${cassette_codec/* CASSETTE_EXTENSION */.X0}`);
}
/**
 * The `cassette/v2` text of a cassette. Equal calls give equal bytes; requests are stored as
 * deltas and large repeated parts once, so the size grows with the conversation, not its square.
 */
function serializeCassette(header, calls) {
    return encodeCassette(header, calls).text;
}
/**
 * Reads and parses a cassette. `displayPath` is the file as the user would name it (defaults to
 * `file`). A missing cassette is a configuration problem that says how to record it.
 */
async function readCassette(file, displayPath = file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (isMissingFile(error)) {
            const message = `the cassette does not exist; record it with \`${(0,cassette_codec/* recordCommandFor */.ie)(displayPath)}\``;
            throw new errors/* ConfigError */.xL(`${displayPath}: ${message}`, [
                { file: displayPath, field: '(file)', message },
            ]);
        }
        throw new errors/* InfrastructureError */.EN(`${displayPath}: cannot read the cassette: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    return (0,cassette_codec/* parseCassette */.S_)(text, displayPath);
}
const isMissingFile = (error) => error instanceof Error && 'code' in error && error.code === 'ENOENT';
/** The writer refused a cassette (a secret, or too large); nothing was written. */
class CassetteRefusedError extends errors/* InfrastructureError */.EN {
    findings;
    name = 'CassetteRefusedError';
    constructor(message, 
    /** Where each secret is; never the secret itself. */
    findings) {
        super(message);
        this.findings = findings;
    }
}
/**
 * Writes a cassette as `cassette/v2`, atomically (a temp file renamed over the old one), creating its
 * directory. Refuses, writing nothing, when the scan finds a secret, when the cassette is over its
 * cap (256 KB unless the suite raised it), or when the directory's cassettes would then be over
 * theirs (2 MB).
 */
async function writeCassette(file, header, calls, options) {
    const displayPath = options.displayPath ?? file;
    const { text, deltas } = (0,cassette_codec/* encodeCassette */.dV)(header, calls);
    const bytes = Buffer.byteLength(text, 'utf8');
    // The decoded calls are scanned, so findings name real fields, each where the file stores it.
    const findings = await findCassetteSecrets((0,cassette_codec/* orderHeader */.Im)(header), calls, deltas, {
        exactSecrets: options.secrets,
    });
    // Serialized per directory: the directory total must account for cassettes written concurrently.
    await inDirectoryQueue(external_node_path_.dirname(external_node_path_.resolve(file)), async () => {
        const sizeProblems = await checkCassetteSize(file, bytes, options.caps);
        if (findings.length > 0 || sizeProblems.length > 0) {
            throw new CassetteRefusedError(describeRefusal(displayPath, findings, sizeProblems), findings);
        }
        await writeAtomically(file, text, displayPath);
    });
    return { bytes };
}
/**
 * Rewrites a `cassette/v1` file as `cassette/v2` in place, through `writeCassette` (scan, caps,
 * atomic rename); a `cassette/v2` file is left as it is. Throws a `ConfigError` for a cassette that
 * does not parse, a `CassetteRefusedError` when the writer refuses.
 */
async function upgradeCassette(file, options) {
    const displayPath = options.displayPath ?? file;
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new errors/* InfrastructureError */.EN(`${displayPath}: cannot read the cassette: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    const bytesBefore = Buffer.byteLength(text, 'utf8');
    const cassette = (0,cassette_codec/* parseCassette */.S_)(text, displayPath);
    if (cassette.header.format === cassette_codec_schema/* CASSETTE_FORMAT */.j$) {
        return { status: 'current', bytesBefore, bytesAfter: bytesBefore };
    }
    // A recording cannot be made again from here: check the new form gives back every call first.
    const decoded = (0,cassette_codec/* parseCassette */.S_)((0,cassette_codec/* encodeCassette */.dV)(cassette.header, cassette.calls).text, displayPath);
    const recomputed = cassette.calls.map((call) => ({
        ...call,
        sha256: decoded.calls[call.call - 1]?.sha256,
    }));
    if (!(0,external_node_util_.isDeepStrictEqual)(decoded.calls, recomputed)) {
        throw new errors/* InfrastructureError */.EN(`${displayPath}: the cassette/v2 form would not give back the same calls; left as cassette/v1 (please report this)`);
    }
    const { bytes } = await writeCassette(file, cassette.header, cassette.calls, {
        ...options,
        displayPath,
    });
    return { status: 'upgraded', bytesBefore, bytesAfter: bytes };
}
async function writeAtomically(file, text, displayPath) {
    const dir = external_node_path_.dirname(file);
    const temp = external_node_path_.join(dir, `.${external_node_path_.basename(file)}.${(0,external_node_crypto_.randomUUID)()}.tmp`);
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
        await (0,promises_.writeFile)(temp, text, { flag: 'wx' });
        await (0,promises_.rename)(temp, file);
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        throw new errors/* InfrastructureError */.EN(`${displayPath}: cannot write the cassette: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}
const directoryQueues = new Map();
async function inDirectoryQueue(dir, work) {
    const previous = directoryQueues.get(dir) ?? Promise.resolve();
    const current = previous.then(work);
    const settled = current.catch(() => undefined);
    directoryQueues.set(dir, settled);
    try {
        await current;
    }
    finally {
        if (directoryQueues.get(dir) === settled)
            directoryQueues.delete(dir);
    }
}
//# sourceMappingURL=cassette.js.map

/***/ })

};
