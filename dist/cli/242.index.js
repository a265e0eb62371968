export const id = 242;
export const ids = [242];
export const modules = {

/***/ 3945:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cassetteCommand: () => (/* binding */ cassetteCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2632);
/* harmony import */ var _provider_secret_scan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3911);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1083);
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(973);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8908);








const cassetteCommand = {
    name: 'cassette',
    help: `Usage: verdict cassette upgrade <dir> [--json]

Rewrites every cassette/v1 file (*.jsonl) of DIR as ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$} in place, atomically, through
the cassette writer: the secret scan and the size caps apply (the suite's "cassettes" caps when
DIR is a suite or its cassettes/ directory). ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$} files are left alone. DIR is a
cassettes directory, or a suite directory (then its cassettes/). The calls replay exactly as
before. Prints one line per file with its size before and after.

Exit code: 0 every cassette is ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$}; 2 DIR does not exist or a cassette is invalid
(named; the others are still upgraded); 1 the writer refused one (a secret, a cap).`,
    options: {},
    positionals: { min: 1, max: 2, names: 'upgrade <dir>' },
    async run(args, io) {
        const [action, target] = args.positionals;
        if (action !== 'upgrade') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cassette: unknown action ${JSON.stringify(action)}. Usage: verdict cassette upgrade <dir>`);
        }
        if (target === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('cassette upgrade: missing <dir>. Usage: verdict cassette upgrade <dir>');
        }
        const { cassetteDir, caps } = await locateCassettes(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, target), target);
        const shownDir = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(io.cwd, cassetteDir) || cassetteDir;
        const secrets = (0,_provider_secret_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .credentialsFromEnvironment */ .Es)(io.env);
        const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(cassetteDir))
            .filter((name) => name.endsWith(_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_EXTENSION */ .X0) && !name.startsWith('.'))
            .sort();
        const outcomes = [];
        for (const name of names) {
            const displayPath = node_path__WEBPACK_IMPORTED_MODULE_1__.join(shownDir, name);
            try {
                const upgraded = await (0,_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .upgradeCassette */ .fK)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(cassetteDir, name), {
                    secrets,
                    displayPath,
                    ...(caps === undefined ? {} : { caps }),
                });
                outcomes.push({ file: displayPath, ...upgraded });
            }
            catch (error) {
                outcomes.push({
                    file: displayPath,
                    status: 'failed',
                    message: (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(error),
                    exitCode: (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .exitCodeOf */ .FO)(error),
                });
            }
        }
        const failed = outcomes.filter((outcome) => outcome.status === 'failed');
        if (args.values.json === true)
            (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .writeJson */ .G)(io, { dir: shownDir, files: outcomes });
        else
            printOutcomes(io, shownDir, outcomes);
        // An invalid cassette (2) outranks a refused one (1): it is the one to fix by hand.
        return Math.max(0, ...failed.map((outcome) => outcome.exitCode));
    },
};
/** DIR itself, or the cassettes/ of the suite DIR is; with the suite's caps when there is one. */
async function locateCassettes(dir, shown) {
    if (!(await isDirectory(dir))) {
        const message = 'does not exist or is not a directory (give a cassettes directory or a suite)';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${shown}: ${message}`, [{ file: shown, field: '(file)', message }]);
    }
    if (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR))) {
        const cassetteDir = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'cassettes');
        if (!(await isDirectory(cassetteDir))) {
            const message = 'is a suite without a cassettes/ directory: nothing to upgrade';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${shown}: ${message}`, [{ file: shown, field: '(file)', message }]);
        }
        return { cassetteDir, caps: await readSuiteCaps(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR), shown) };
    }
    const suiteFile = node_path__WEBPACK_IMPORTED_MODULE_1__.join(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(dir), _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR);
    const ofSuite = node_path__WEBPACK_IMPORTED_MODULE_1__.basename(dir) === 'cassettes' && (await isFile(suiteFile));
    return { cassetteDir: dir, caps: ofSuite ? await readSuiteCaps(suiteFile, shown) : undefined };
}
/**
 * The suite's `cassettes` caps. Only that field is read: the rest of the suite is not this
 * command's to judge (`verdict validate` is), so an unreadable suite.json just means the defaults.
 */
async function readSuiteCaps(suiteFile, shown) {
    let suite;
    try {
        suite = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(suiteFile, 'utf8'));
    }
    catch {
        return undefined;
    }
    const caps = suite?.cassettes;
    if (caps === undefined)
        return undefined;
    const result = _suite_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .CassetteCapsSchema */ .nm.safeParse(caps);
    if (result.success)
        return result.data;
    const message = 'must be {"maxBytes": N, "maxDirBytes": N} with positive integers';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${shown}: ${_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR}: cassettes: ${message}`, [
        { file: node_path__WEBPACK_IMPORTED_MODULE_1__.join(shown, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR), field: 'cassettes', message },
    ]);
}
function printOutcomes(io, shownDir, outcomes) {
    const bytes = (count) => `${count.toLocaleString('en-US')} bytes`;
    for (const outcome of outcomes) {
        if (outcome.status === 'failed') {
            io.stderr.write(`verdict: not upgraded: ${outcome.message}\n`);
        }
        else if (outcome.status === 'upgraded') {
            io.stdout.write(`upgraded ${outcome.file}: ${bytes(outcome.bytesBefore)} → ${bytes(outcome.bytesAfter)}\n`);
        }
        else {
            io.stdout.write(`${outcome.file}: already ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$} (${bytes(outcome.bytesBefore)}), left alone\n`);
        }
    }
    const count = (status) => outcomes.filter((outcome) => outcome.status === status).length;
    const failed = count('failed');
    io.stdout.write(outcomes.length === 0
        ? `no cassettes (*${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_EXTENSION */ .X0}) in ${shownDir}\n`
        : `${shownDir}: ${count('upgraded')} upgraded, ${count('current')} already ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$}${failed === 0 ? '' : `, ${failed} not upgraded`}\n`);
}
async function isDirectory(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.isDirectory() === true;
}
async function isFile(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.isFile() === true;
}
//# sourceMappingURL=cassette.js.map

/***/ }),

/***/ 8416:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ TOO_DEEP_MESSAGE),
/* harmony export */   ix: () => (/* binding */ nestsDeeperThan)
/* harmony export */ });
/* unused harmony export MAX_JSON_DEPTH */
/**
 * How deeply a parsed JSON value nests. `JSON.parse` reads any depth, but the walkers after it
 * (schemas, canonical JSON, the cassette codec, divergence diagnosis) recurse, and a file nested
 * thousands of levels deep would overflow their stack. Readers refuse such a file up front, with
 * a problem that names it, instead. Real files nest a few dozen levels at most (JSON Schemas of
 * tool parameters are the deepest).
 */
const MAX_JSON_DEPTH = 256;
/** True when `value` nests more than `max` arrays or objects deep. Iterative: any depth is safe. */
function nestsDeeperThan(value, max = MAX_JSON_DEPTH) {
    const stack = [[value, 0]];
    while (stack.length > 0) {
        const [current, depth] = stack.pop();
        if (current === null || typeof current !== 'object')
            continue;
        if (depth >= max)
            return true;
        for (const item of Object.values(current)) {
            if (item !== null && typeof item === 'object')
                stack.push([item, depth + 1]);
        }
    }
    return false;
}
/** The problem message for a value that nests too deeply. */
const TOO_DEEP_MESSAGE = `nests more than ${MAX_JSON_DEPTH} arrays or objects deep; no Verdict file does`;
//# sourceMappingURL=nesting-depth.js.map

/***/ }),

/***/ 9066:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ problemsOfIssues),
/* harmony export */   k: () => (/* binding */ describeCassetteProblems)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(53);


/** A long broken file would bury the first problems; the full list stays on the error. */
const MAX_LISTED_PROBLEMS = 20;
function problemsOfIssues(issues, line, file, subject) {
    return expandUnionIssues(issues, []).map((issue) => ({
        file,
        subject,
        field: (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFieldPath */ .vZ)(issue.path, (prefix) => (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .valueAt */ .fK)(line, prefix)),
        message: (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssue */ .n6)(issue),
    }));
}
function describeCassetteProblems(file, problems) {
    const listed = problems
        .slice(0, MAX_LISTED_PROBLEMS)
        .map((problem) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .Vw)(problem)}`);
    const more = problems.length - listed.length;
    if (more > 0)
        listed.push(`  … and ${more} more`);
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    return `${file}: ${count}:\n${listed.join('\n')}\n(re-record the task, or fix the cassette by hand)`;
}
/**
 * zod reports a value that matches no branch of a union (a JSON or an SSE response) as one issue on
 * the union, with each branch's issues inside. The author meant the branch whose literal fields (the
 * `kind`) matched, so that branch's issues are the ones to show, at their full path; when every branch
 * rejected the literal, one issue lists every accepted value.
 */
function expandUnionIssues(issues, prefix) {
    return issues.flatMap((issue) => {
        const path = [...prefix, ...issue.path];
        if (issue.code !== 'invalid_union' || issue.errors.length === 0)
            return [{ ...issue, path }];
        const meant = issue.errors.find((branch) => !branch.some(isLiteralMismatch));
        if (meant !== undefined)
            return expandUnionIssues(meant, path);
        const mismatches = issue.errors.flatMap((branch) => branch.filter(isLiteralMismatch));
        const first = mismatches[0];
        if (first === undefined || first.code !== 'invalid_value')
            return [{ ...issue, path }];
        const samePath = mismatches.filter((mismatch) => mismatch.path[0] === first.path[0]);
        return [
            {
                ...first,
                path: [...path, ...first.path],
                values: samePath.flatMap((mismatch) => mismatch.code === 'invalid_value' ? mismatch.values : []),
            },
        ];
    });
}
const isLiteralMismatch = (issue) => issue.code === 'invalid_value' && issue.path.length === 1;
//# sourceMappingURL=cassette-problems.js.map

/***/ }),

/***/ 2188:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eC: () => (/* binding */ RunStopError),
/* harmony export */   n5: () => (/* binding */ RecordedResponseSchema),
/* harmony export */   np: () => (/* binding */ RunStopSchema),
/* harmony export */   oP: () => (/* binding */ FingerprintSchema),
/* harmony export */   vy: () => (/* binding */ EndpointSchema)
/* harmony export */ });
/* unused harmony exports UsageSchema, AssembledToolCallSchema, AssembledMessageSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1585);
/* harmony import */ var _json_schema_plans_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8010);
/**
 * The contract between the provider proxy and the model behind it. The proxy speaks HTTP to the agent;
 * a `ModelProvider` (one implementation per mode: live, record, replay, scripted) answers each model
 * call. Modes are chosen by injecting a provider, never by branching on a flag.
 */



/**
 * The endpoint a call was made to, as fingerprints and cassettes name it: one per wire protocol
 * (`chat.completions` is also what `cassette/v1` files say).
 */
const EndpointSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['chat.completions', 'responses', 'messages', 'gemini.generateContent']));
/**
 * Why a run cannot go on. The proxy answers the agent with an error and marks the run; the runner
 * turns the mark into the run's status (an infrastructure error, or `budget_exceeded`).
 */
const RunStopSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('replay_divergence'),
        /** 1-based call number, as a person counts calls. */
        call: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1),
        /** First differing field, e.g. `messages[3].content` or `tools[edit_file].description`; `(call)` for a missing or extra call. */
        field: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
        recorded: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        actual: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('upstream_unavailable'),
        attempts: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1),
        message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('budget_exceeded'),
        budget: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['maxTurns', 'maxTokens', 'maxToolCalls', 'maxWallMs']),
        limit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        used: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig(),
        message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('script_exhausted'),
        call: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1),
        message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('provider_error'), message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('model_not_allowed'),
        /** The model the refused call asked for; absent when it named none. */
        model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
        /** The models the run may ask for: its model, then those its agent entry allows. */
        allowed: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
        message: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    }),
]));
/** Thrown by a provider to stop the run (the proxy catches it, answers the agent, marks the run). */
class RunStopError extends Error {
    stop;
    constructor(stop) {
        super(stop.message);
        this.stop = stop;
        this.name = 'RunStopError';
    }
}
/** Token usage as the provider reported it; a field is absent (never 0) when it was not reported. */
const UsageSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    cachedInputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0).optional(),
}));
/** A tool call the model asked for, assembled from a JSON body or from stream deltas. */
const AssembledToolCallSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    /** The arguments string exactly as the model sent it. */
    arguments: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
}));
/** The assistant message a response carried, however it was delivered. */
const AssembledMessageSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    content: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(AssembledToolCallSchema),
    finishReason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    usage: UsageSchema.optional(),
    /** The response's own id when a later request may refer to it (Responses `previous_response_id`). */
    responseId: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
}));
/**
 * What identifies a model call for replay (SPEC §4): the fields that change what the model would
 * answer, after normalization. Headers are never part of it; neither are sampling parameters.
 */
const FingerprintSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    endpoint: EndpointSchema,
    model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    /**
     * Instructions given apart from the messages (Responses `instructions`, Messages `system`, Gemini
     * `systemInstruction`), normalized; null for chat, whose system prompt is a message.
     */
    instructions: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J(),
    /** The conversation: chat `messages`, Responses `input` items, Messages `messages`, Gemini `contents`. */
    messages: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
    /** Function tools with their schemas, as sent. */
    tools: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
    /** `max_completion_tokens`, else `max_tokens`. */
    outputLimit: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().nullable(),
    /** Provider-native (non-function) tools, e.g. web search. */
    nativeTools: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
    /** `reasoning_effort`, else `reasoning.effort`. */
    reasoningEffort: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullable(),
    /**
     * Request fields that constrain the answer's shape, as sent: `tool_choice`, `response_format`,
     * `parallel_tool_calls`, and the legacy `functions` / `function_call`. Only those present.
     */
    answerControls: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
}), _json_schema_plans_js__WEBPACK_IMPORTED_MODULE_1__/* .FingerprintPlan */ .oT);
const RecordedResponseSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('json'), status: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(), body: zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J() }),
    zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('sse'),
        status: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        events: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP()),
    }),
]));
//# sourceMappingURL=types.js.map

/***/ })

};
