export const id = 1863;
export const ids = [1863];
export const modules = {

/***/ 1863:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  scriptedProviders: () => (/* binding */ scriptedProviders)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/json/describe-issue.js
var describe_issue = __webpack_require__(4775);
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
// EXTERNAL MODULE: ./lib/provider/fingerprint.js
var provider_fingerprint = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/provider/model-pin.js
var model_pin = __webpack_require__(578);
// EXTERNAL MODULE: ./lib/provider/normalize.js
var normalize = __webpack_require__(118);
// EXTERNAL MODULE: ./lib/provider/protocols/index.js + 15 modules
var protocols = __webpack_require__(2800);
// EXTERNAL MODULE: ./lib/provider/recorded-response.js
var recorded_response = __webpack_require__(9313);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
// EXTERNAL MODULE: ./lib/json/nesting-depth.js
var nesting_depth = __webpack_require__(8416);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
;// CONCATENATED MODULE: ./lib/provider/scripted.js
/**
 * Scripted mode (SPEC §4): each call is answered by the next turn of
 * `<suite>/scripts/<taskId>.json`. Every answer is a pure function of the script and the request
 * (no clock, no randomness), so the bundled cassettes are reproducible.
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
 * A request beside the main loop (opencode's title call) that must not eat a turn: `match` is
 * tested against the normalized model, instructions and first conversation entry.
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
    throw (0,errors/* problemsError */.$j)(`${file}: ${(0,format/* plural */.LS)(problems.length, 'problem')}`, problems);
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
        // A compaction call gets a fixed summary instead of eating a turn: a script works either way.
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
                message: `the script for task "${this.options.taskId}" has ${(0,format/* plural */.LS)(turns.length, 'turn')}; call ${this.callCount} has no turn to answer it`,
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
     * Side and compaction answers are numbered after the n turns, never by arrival: a side call
     * racing the main one must not swap ids with it between recordings.
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
        const body = protocol.renderScripted({
            call: number,
            content,
            toolCalls,
            usage: {
                // From the normalized request: the raw one's length changes with the run's paths.
                inputTokens: estimateTokens(JSON.stringify(fingerprint.messages).length),
                outputTokens: Math.max(1, estimateTokens(outputCharacters)),
            },
            model: (0,model_pin/* requestedModel */.cf)(call) ?? 'scripted',
        }, call);
        return (0,recorded_response/* serveRecorded */.Gu)({ kind: 'json', status: 200, body }, call, protocol);
    }
}
//# sourceMappingURL=scripted.js.map
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/problems.js
var problems = __webpack_require__(9461);
;// CONCATENATED MODULE: ./lib/cli/evaluation/scripted-providers.js




/**
 * Scripted mode's providers, each task's `script/v1` from `--script-dir` or the suite's `scripts/`,
 * every one read before the first run, as replay reads its cassettes.
 */
async function scriptedProviders(args, suite, taskIds, io) {
    const given = (0,command/* stringOption */.Pp)(args, 'script-dir');
    const dir = given === undefined ? external_node_path_.join(suite.dir, 'scripts') : external_node_path_.resolve(io.cwd, given);
    const scripts = await (0,problems/* readEveryTask */.p)(new Set(taskIds), (taskId) => loadScript(external_node_path_.join(dir, `${taskId}.json`)), 'cannot run scripted; nothing ran');
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

/***/ })

};
