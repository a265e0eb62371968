export const id = 1054;
export const ids = [1054,1863];
export const modules = {

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

/***/ 4698:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ VariantSchema),
/* harmony export */   K1: () => (/* binding */ combineHashes),
/* harmony export */   YY: () => (/* binding */ writeComparisons),
/* harmony export */   gB: () => (/* binding */ runVariants),
/* harmony export */   iu: () => (/* binding */ applyOverrides),
/* harmony export */   t4: () => (/* binding */ readVariantsFile),
/* harmony export */   yk: () => (/* binding */ checkOverrides),
/* harmony export */   zS: () => (/* binding */ fileError)
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
/* harmony import */ var _report_report_files_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4841);
/* harmony import */ var _run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(5176);
/**
 * `verdict variants`: two or more variants of the measured configuration on the same tasks,
 * repetitions and seeds. A variant is a set of dotted-key overrides (`compaction.threshold`) deep-set
 * into a copy of the agent's measured configuration, so each variant has its own configHash. Keys
 * are checked before the first run: for the built-in agent against its schema, and anything outside
 * the measured configuration (provider, model, paths) is refused. Runs are interleaved in batches of
 * the concurrency — A, B, then B, A — which spreads provider drift over the variants without removing
 * it. The first variant is the baseline of every comparison.
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
function fileError(shown, problems, what) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ConfigError */ .xL(`${shown}: ${what}; nothing ran:\n${problems.map((p) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .formatProblem */ .Vw)(p)}`).join('\n')}`, problems);
}
/** Reads and validates compare.json; every problem is a ConfigError naming the file. */
async function readVariantsFile(file, shown) {
    let data;
    try {
        data = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8'));
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ConfigError */ .xL(`${shown}: cannot read the variants file (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .messageOf */ .bD)(error)})`, [
            { file: shown, field: '(file)', message: (0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .messageOf */ .bD)(error) },
        ]);
    }
    if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_15__/* .nestsDeeperThan */ .ix)(data)) {
        throw fileError(shown, [{ file: shown, field: '(file)', message: _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_15__/* .TOO_DEEP_MESSAGE */ .AB }], 'not a valid variants file');
    }
    const parsed = VariantsFileSchema.safeParse(data, { reportInput: true });
    if (!parsed.success) {
        throw fileError(shown, (0,_provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_10__/* .problemsOfIssues */ .g)(parsed.error.issues, data, shown, 'variants'), 'not a valid variants file');
    }
    return parsed.data;
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
 * Every override key of every variant checked before the first run. `builtin` says whether the
 * agent is the built-in one (its keys and values are checked against its schema); a command
 * agent's configuration is opaque to Verdict, but keys outside the hash are still refused.
 */
function checkOverrides(file, shown, baseConfig, builtin, fieldOf = (index) => `variants[${index}].overrides`) {
    const problems = [];
    for (const [index, variant] of file.variants.entries()) {
        const subject = `variant ${JSON.stringify(variant.id)}`;
        let keysOk = true;
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
            if (problem !== undefined) {
                keysOk = false;
                problems.push({
                    file: shown,
                    subject,
                    field: `${fieldOf(index)}[${JSON.stringify(key)}]`,
                    message: `${JSON.stringify(key)} ${problem}`,
                });
            }
        }
        if (!builtin || !keysOk)
            continue;
        const applied = applyOverrides(baseConfig, variant.overrides);
        const parsed = (0,_agent_config_js__WEBPACK_IMPORTED_MODULE_3__/* .safeParseAgentConfig */ .WT)(applied);
        if (!parsed.success) {
            for (const issue of parsed.error.issues) {
                problems.push({
                    file: shown,
                    subject,
                    field: `${fieldOf(index)}[${JSON.stringify(issue.path.join('.'))}]`,
                    message: issue.message,
                });
            }
        }
    }
    if (problems.length > 0)
        throw fileError(shown, problems, 'invalid overrides');
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
            const variant = variants[index];
            const result = await variant.run(slice, records[index]);
            records[index] = result.records;
            results[index] = result;
        }
    }
    // An empty plan (or a cancellation before the first batch) still writes each report.
    for (const [index, variant] of variants.entries()) {
        if (results[index] === undefined)
            results[index] = await variant.run([], []);
    }
    const done = variants.map((variant, index) => {
        const result = results[index];
        return {
            id: variant.id,
            outDir: variant.outDir,
            report: result.report,
            records: result.records,
        };
    });
    const comparisons = await writeComparisons(options.outDir, done);
    return { variants: done, comparisons };
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

/***/ })

};
