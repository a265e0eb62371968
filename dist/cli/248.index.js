export const id = 248;
export const ids = [248];
export const modules = {

/***/ 9588:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/** A JSON object: not `null`, not an array. Request and response bodies are read through it. */
const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
//# sourceMappingURL=is-record.js.map

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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The contract between the provider proxy and the model behind it. The proxy speaks HTTP to the agent;
 * a `ModelProvider` (one implementation per mode: live, record, replay, scripted) answers each model
 * call. Modes are chosen by injecting a provider, never by branching on a flag.
 */

/**
 * The endpoint a call was made to, as fingerprints and cassettes name it: one per wire protocol
 * (`chat.completions` is also what `cassette/v1` files say).
 */
const EndpointSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n([
    'chat.completions',
    'responses',
    'messages',
    'gemini.generateContent',
]);
/**
 * Why a run cannot go on. The proxy answers the agent with an error and marks the run; the runner
 * turns the mark into the run's status (an infrastructure error, or `budget_exceeded`).
 */
const RunStopSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('replay_divergence'),
        /** 1-based call number, as a person counts calls. */
        call: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1),
        /** First differing field, e.g. `messages[3].content` or `tools[edit_file].description`; `(call)` for a missing or extra call. */
        field: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        recorded: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        actual: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
        message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('upstream_unavailable'),
        attempts: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1),
        message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('budget_exceeded'),
        budget: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['maxTurns', 'maxTokens', 'maxToolCalls', 'maxWallMs']),
        limit: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        used: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
        message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('script_exhausted'),
        call: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1),
        message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('provider_error'), message: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }),
]);
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
const UsageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    cachedInputTokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0).optional(),
});
/** A tool call the model asked for, assembled from a JSON body or from stream deltas. */
const AssembledToolCallSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    /** The arguments string exactly as the model sent it. */
    arguments: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
});
/** The assistant message a response carried, however it was delivered. */
const AssembledMessageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    content: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(AssembledToolCallSchema),
    finishReason: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    usage: UsageSchema.optional(),
    /** The response's own id when a later request may refer to it (Responses `previous_response_id`). */
    responseId: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
});
/**
 * What identifies a model call for replay (SPEC §4): the fields that change what the model would
 * answer, after normalization. Headers are never part of it; neither are sampling parameters.
 */
const FingerprintSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    endpoint: EndpointSchema,
    model: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /**
     * Instructions given apart from the messages (Responses `instructions`, Messages `system`, Gemini
     * `systemInstruction`), normalized; null for chat, whose system prompt is a message.
     */
    instructions: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J(),
    /** The conversation: chat `messages`, Responses `input` items, Messages `messages`, Gemini `contents`. */
    messages: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    /** Function tools with their schemas, as sent. */
    tools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    /** `max_completion_tokens`, else `max_tokens`. */
    outputLimit: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable(),
    /** Provider-native (non-function) tools, e.g. web search. */
    nativeTools: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    /** `reasoning_effort`, else `reasoning.effort`. */
    reasoningEffort: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
    /**
     * Request fields that constrain the answer's shape, as sent: `tool_choice`, `response_format`,
     * `parallel_tool_calls`, and the legacy `functions` / `function_call`. Only those present.
     */
    answerControls: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
});
const RecordedResponseSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('json'), status: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), body: zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J() }),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('sse'), status: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(), events: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()) }),
]);
//# sourceMappingURL=types.js.map

/***/ }),

/***/ 53:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   n6: () => (/* binding */ describeIssue),
/* harmony export */   vZ: () => (/* binding */ formatFieldPath)
/* harmony export */ });
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string':
            return 'a string';
        case 'number':
            return Number.isInteger(value) ? 'an integer' : 'a number';
        case 'boolean':
            return 'a boolean';
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
const article = (expected) => ({ array: 'an array', object: 'an object', int: 'an integer' })[expected] ?? `a ${expected}`;
function quoteList(values) {
    return values.map((value) => JSON.stringify(value)).join(', ');
}
/** A sentence (without the field) saying what is wrong with the value at the issue's path. */
function describeIssue(issue) {
    switch (issue.code) {
        case 'invalid_type':
            if (issue.input === undefined)
                return 'is required';
            return `must be ${article(issue.expected)}, not ${typeName(issue.input)}`;
        case 'unrecognized_keys':
            return `unknown field${issue.keys.length > 1 ? 's' : ''} ${quoteList(issue.keys)} (check the spelling)`;
        case 'invalid_value':
            return issue.values.length === 1
                ? `must be ${JSON.stringify(issue.values[0])}`
                : `must be one of ${quoteList(issue.values)}`;
        case 'invalid_union':
            if ('options' in issue && Array.isArray(issue.options)) {
                return `must be one of ${quoteList(issue.options)}`;
            }
            return 'does not match any accepted form';
        case 'too_small':
            if (issue.origin === 'array')
                return `must have at least ${String(issue.minimum)} item(s)`;
            if (issue.origin === 'string')
                return 'must not be empty';
            return issue.inclusive === false
                ? `must be greater than ${String(issue.minimum)}`
                : `must be at least ${String(issue.minimum)}`;
        case 'too_big':
            if (issue.origin === 'array')
                return `must have at most ${String(issue.maximum)} item(s)`;
            if (issue.origin === 'string')
                return `must be at most ${String(issue.maximum)} characters long`;
            return issue.inclusive === false
                ? `must be less than ${String(issue.maximum)}`
                : `must be at most ${String(issue.maximum)}`;
        case 'invalid_format':
            return issue.message.startsWith('Invalid') ? `has an invalid format` : issue.message;
        case 'not_multiple_of':
            return `must be a multiple of ${String(issue.divisor)}`;
        default:
            return issue.message;
    }
}
/**
 * Renders a field path as a suite author would point at it: `budget.maxTurns`,
 * `verifiers[check].timeoutMs` (a verifier named by its id when it has one), `tags[2]`.
 */
function formatFieldPath(path, itemAt) {
    let rendered = '';
    path.forEach((key, index) => {
        if (typeof key === 'number') {
            const item = itemAt(path.slice(0, index + 1));
            const id = item !== null && typeof item === 'object' && 'id' in item && typeof item.id === 'string'
                ? item.id
                : undefined;
            const parent = path[index - 1];
            rendered += parent === 'verifiers' && id !== undefined && id !== '' ? `[${id}]` : `[${key}]`;
        }
        else {
            rendered += rendered === '' ? String(key) : `.${String(key)}`;
        }
    });
    return rendered === '' ? '(top level)' : rendered;
}
/** Reads the value at a path inside parsed JSON, or undefined when any step is missing. */
function valueAt(root, path) {
    let current = root;
    for (const key of path) {
        if (current === null || typeof current !== 'object')
            return undefined;
        current = current[key];
    }
    return current;
}
//# sourceMappingURL=describe-issue.js.map

/***/ }),

/***/ 5600:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ isInside),
/* harmony export */   _: () => (/* binding */ checkRelativePath)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/**
 * Lexical path rules for suites (SPEC §2): fixture and verifier paths are relative and stay inside
 * their directory. Pure functions; symlinks are checked in `paths.ts`.
 */

/** Returns why `candidate` is not an acceptable relative path, or undefined when it is. */
function checkRelativePath(candidate, insideWhat) {
    if (candidate.length === 0)
        return 'must not be empty';
    if (candidate.includes('\0'))
        return 'must not contain a NUL character';
    if (candidate.includes('\\'))
        return 'must use "/" as the separator, not "\\"';
    if (candidate.startsWith('/') || /^[A-Za-z]:/.test(candidate) || candidate.startsWith('~')) {
        return `must be a relative path inside the ${insideWhat}, not an absolute one`;
    }
    if (candidate.split('/').includes('..'))
        return `must stay inside the ${insideWhat} (no "..")`;
    return undefined;
}
/** True when `child` is `parent` or lies below it (both absolute and already resolved). */
function isInside(parent, child) {
    const relative = node_path__WEBPACK_IMPORTED_MODULE_0__.relative(parent, child);
    return (relative === '' ||
        (relative !== '..' && !relative.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_0__.sep}`) && !node_path__WEBPACK_IMPORTED_MODULE_0__.isAbsolute(relative)));
}
//# sourceMappingURL=relative-path.js.map

/***/ }),

/***/ 6010:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Jj: () => (/* binding */ BudgetSchema),
  oV: () => (/* binding */ CaseFileSchema),
  nm: () => (/* binding */ CassetteCapsSchema),
  zj: () => (/* binding */ DEFAULT_POLICY),
  bI: () => (/* binding */ EffectSchema),
  N$: () => (/* binding */ IdSchema),
  Qz: () => (/* binding */ PolicySchema),
  Q5: () => (/* binding */ ReplayNormalizeRuleSchema),
  Qk: () => (/* binding */ SuiteFileSchema)
});

// UNUSED EXPORTS: CaseSchema, CommandVerifierSchema, EFFECTS, FileAbsentVerifierSchema, FileContainsVerifierSchema, FileEqualsVerifierSchema, REPLAY_NORMALIZE_PRESETS, ResponseContainsVerifierSchema, ResponseMatchesVerifierSchema, ResponseNotContainsVerifierSchema, SuitePathSchema, TaskSchema, ToolCalledVerifierSchema, ToolNotCalledVerifierSchema, ToolSequenceRuleSchema, ToolSequenceVerifierSchema, TreeDiffWithinVerifierSchema, VerifierSchema, WorkspacePathSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/suite/relative-path.js
var relative_path = __webpack_require__(5600);
;// CONCATENATED MODULE: ./lib/suite/semver-version.js
/**
 * Whether a string is a version as `semver.valid` reads it (strict, not loose): SemVer 2.0 with an
 * optional leading `v`, surrounding whitespace ignored, at most 256 characters, each of major, minor
 * and patch a safe integer. One regular expression, where the semver package builds a table of
 * about a hundred at start-up; a property test holds the two to the same answers.
 */
const MAX_LENGTH = 256;
const NUMERIC = '0|[1-9]\\d*';
const PRERELEASE_IDENTIFIER = `(?:\\d*[a-zA-Z-][a-zA-Z0-9-]*|${NUMERIC})`;
const BUILD_IDENTIFIER = '[a-zA-Z0-9-]+';
const VERSION = new RegExp(`^v?(${NUMERIC})\\.(${NUMERIC})\\.(${NUMERIC})` +
    `(?:-${PRERELEASE_IDENTIFIER}(?:\\.${PRERELEASE_IDENTIFIER})*)?` +
    `(?:\\+${BUILD_IDENTIFIER}(?:\\.${BUILD_IDENTIFIER})*)?$`);
function isSemverVersion(version) {
    if (version.length > MAX_LENGTH)
        return false;
    const match = VERSION.exec(version.trim());
    if (match === null)
        return false;
    return match.slice(1, 4).every((part) => Number(part) <= Number.MAX_SAFE_INTEGER);
}
//# sourceMappingURL=semver-version.js.map
;// CONCATENATED MODULE: ./lib/suite/schema.js
/**
 * The suite format (SPEC §2): `suite.json` and the simple case-file form. This module is the single
 * source of the format; `schema/*.schema.json` is generated from it (`npm run schema`) and a test keeps
 * the committed copy current. Rules that need the file system (paths that must exist and stay inside
 * the suite) live in the loader; everything checkable on the JSON alone lives here.
 */



/** Ids become file names (cassettes, report folders), so they stay portable. */
const IdSchema = schemas/* string */.YjP()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'must start with a letter or digit and use only letters, digits, ".", "_" and "-" (at most 128)');
const isValidRegExp = (pattern, flags) => {
    try {
        new RegExp(pattern, flags);
        return true;
    }
    catch {
        return false;
    }
};
const RegExpSourceSchema = schemas/* string */.YjP()
    .min(1)
    .refine((pattern) => isValidRegExp(pattern), 'must be a valid JavaScript regular expression');
/**
 * A path relative to a directory it must stay inside. The lexical rules are checked here, with every
 * other schema rule; whether a path escapes through a symlink needs the real directory, so the loader
 * checks that.
 */
const relativePathSchema = (insideWhat, allowTrailingSlash = false) => schemas/* string */.YjP()
    .min(1)
    .superRefine((value, context) => {
    const candidate = allowTrailingSlash && value.length > 1 ? value.replace(/\/$/, '') : value;
    const problem = (0,relative_path/* checkRelativePath */._)(candidate, insideWhat);
    if (problem !== undefined)
        context.addIssue({ code: 'custom', message: problem });
})
    .describe(`A relative path with "/" separators that stays inside the ${insideWhat}.`);
/** `fixture`: relative to the suite directory. */
const SuitePathSchema = relativePathSchema('suite directory');
/** Verifier paths: relative to the task directory, which is the run's workspace. */
const WorkspacePathSchema = relativePathSchema('task directory (the workspace)');
const PositiveIntSchema = schemas/* number */.aig().int().positive();
const BudgetSchema = schemas/* strictObject */.rej({
    maxTurns: PositiveIntSchema.describe('Model calls of the main loop before the run stops.'),
    maxWallMs: PositiveIntSchema.describe('Wall-clock milliseconds before the run is stopped.'),
    maxTokens: PositiveIntSchema.optional().describe('Provider-reported tokens; applies only when the provider reports usage.'),
    maxToolCalls: PositiveIntSchema.optional(),
});
const EFFECTS = ['write', 'process', 'external', 'analysis'];
const EffectSchema = schemas/* enum */.k5n(EFFECTS);
const PolicySchema = schemas/* strictObject */.rej({
    mode: schemas/* enum */.k5n(['ask', 'auto', 'full']),
    allow: schemas/* array */.YOg(EffectSchema)
        .refine((effects) => new Set(effects).size === effects.length, 'must not repeat an effect')
        .optional(),
    readOnly: schemas/* boolean */.zMY().optional(),
});
const DEFAULT_POLICY = { mode: 'auto', allow: [] };
const verifierBase = { id: IdSchema };
const CommandVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('command'),
    ...verifierBase,
    command: schemas/* array */.YOg(schemas/* string */.YjP().min(1))
        .min(1)
        .describe('argv: the program and its arguments, run without a shell in the workspace.'),
    timeoutMs: schemas/* number */.aig().int().positive().max(600_000),
    expectExit: schemas/* number */.aig().int().min(0).max(255).optional(),
    expectStdoutIncludes: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
});
const FileEqualsVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('file-equals'),
    ...verifierBase,
    path: WorkspacePathSchema,
    sha256: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal characters (a sha256 digest)'),
});
const FileContainsVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('file-contains'),
    ...verifierBase,
    path: WorkspacePathSchema,
    text: schemas/* string */.YjP().min(1),
});
const FileAbsentVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('file-absent'),
    ...verifierBase,
    path: WorkspacePathSchema,
});
const TreeDiffWithinVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('tree-diff-within'),
    ...verifierBase,
    allowed: schemas/* array */.YOg(relativePathSchema('task directory (the workspace)', true))
        .describe('Files that may change; an entry ending in "/" allows a whole directory.'),
});
const ToolNameSchema = schemas/* string */.YjP().min(1);
const ToolSequenceRuleSchema = schemas/* discriminatedUnion */.gMt('type', [
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('before'), first: ToolNameSchema, then: ToolNameSchema }),
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('never'), tool: ToolNameSchema }),
    schemas/* strictObject */.rej({
        type: schemas/* literal */.euz('max-calls'),
        tool: ToolNameSchema,
        max: schemas/* number */.aig().int().min(0),
    }),
    schemas/* strictObject */.rej({ type: schemas/* literal */.euz('no-repeat-failure'), tool: ToolNameSchema }),
]);
const ToolSequenceVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('tool-sequence'),
    ...verifierBase,
    rule: ToolSequenceRuleSchema,
});
const TextListSchema = schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1);
const ResponseContainsVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('response-contains'),
    ...verifierBase,
    texts: TextListSchema,
});
const ResponseNotContainsVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('response-not-contains'),
    ...verifierBase,
    texts: TextListSchema,
});
const ResponseMatchesVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('response-matches'),
    ...verifierBase,
    pattern: schemas/* string */.YjP().min(1),
    flags: schemas/* string */.YjP()
        .regex(/^[dgimsuvy]*$/, 'may only use the flags d, g, i, m, s, u, v and y')
        .optional(),
})
    .refine((verifier) => isValidRegExp(verifier.pattern, verifier.flags), {
    message: 'must be a valid JavaScript regular expression (with its flags)',
    path: ['pattern'],
});
const ToolListSchema = schemas/* array */.YOg(ToolNameSchema).min(1);
const ToolCalledVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('tool-called'),
    ...verifierBase,
    tools: ToolListSchema,
});
const ToolNotCalledVerifierSchema = schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz('tool-not-called'),
    ...verifierBase,
    tools: ToolListSchema,
});
const VerifierSchema = schemas/* discriminatedUnion */.gMt('kind', [
    CommandVerifierSchema,
    FileEqualsVerifierSchema,
    FileContainsVerifierSchema,
    FileAbsentVerifierSchema,
    TreeDiffWithinVerifierSchema,
    ToolSequenceVerifierSchema,
    ResponseContainsVerifierSchema,
    ResponseNotContainsVerifierSchema,
    ResponseMatchesVerifierSchema,
    ToolCalledVerifierSchema,
    ToolNotCalledVerifierSchema,
]);
const REPLAY_NORMALIZE_PRESETS = ['dates'];
const ReplayNormalizeRuleSchema = schemas/* union */.KCZ([
    schemas/* strictObject */.rej({
        pattern: RegExpSourceSchema.describe('A global regular expression applied before hashing.'),
        replace: schemas/* string */.YjP(),
    }),
    schemas/* strictObject */.rej({
        preset: schemas/* enum */.k5n(REPLAY_NORMALIZE_PRESETS).describe('A named set of rules, e.g. "dates".'),
    }),
]);
/** The cassette writer's caps for this suite's cassettes (SPEC §4); each replaces its default. */
const CassetteCapsSchema = schemas/* strictObject */.rej({
    maxBytes: schemas/* number */.aig()
        .int()
        .positive()
        .optional()
        .describe('Largest cassette, in bytes (default 262144: 256 KB).'),
    maxDirBytes: schemas/* number */.aig()
        .int()
        .positive()
        .optional()
        .describe('All cassettes of the cassette directory together, in bytes (default 2097152: 2 MB).'),
})
    .describe('Caps of the cassette writer, which refuses a larger cassette and writes nothing.');
const TaskSchema = schemas/* strictObject */.rej({
    id: IdSchema,
    title: schemas/* string */.YjP().optional().describe('A human name for reports; defaults to the id.'),
    prompt: schemas/* string */.YjP().min(1),
    fixture: SuitePathSchema.optional().describe("Directory copied into each run's workspace, relative to the suite directory. Without it the workspace starts empty."),
    fixtureGit: schemas/* boolean */.zMY().optional().describe('Initialise a git repository in the workspace copy.'),
    agent: schemas/* string */.YjP().min(1).optional().describe('A named agent from verdict.config.json.'),
    budget: BudgetSchema,
    policy: PolicySchema.optional(),
    verifiers: schemas/* array */.YOg(VerifierSchema).min(1),
    tags: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).optional(),
    replayNormalize: schemas/* array */.YOg(ReplayNormalizeRuleSchema).optional(),
});
const SuiteFileSchema = schemas/* strictObject */.rej({
    $schema: schemas/* string */.YjP().optional(),
    schemaVersion: schemas/* literal */.euz(1),
    suiteId: IdSchema,
    suiteVersion: schemas/* string */.YjP()
        .refine((version) => isSemverVersion(version), 'must be a semver version such as 1.0.0'),
    description: schemas/* string */.YjP().optional(),
    tasks: schemas/* array */.YOg(TaskSchema).min(1),
    replayNormalize: schemas/* array */.YOg(ReplayNormalizeRuleSchema).optional(),
    cassettes: CassetteCapsSchema.optional(),
});
const OneOrManyTextsSchema = schemas/* union */.KCZ([schemas/* string */.YjP().min(1), schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1)]);
const CaseSchema = schemas/* strictObject */.rej({
    name: schemas/* string */.YjP().min(1),
    agent: schemas/* string */.YjP().min(1).optional(),
    prompt: schemas/* string */.YjP().min(1),
    expect: schemas/* strictObject */.rej({
        contains: OneOrManyTextsSchema.optional(),
        not_contains: OneOrManyTextsSchema.optional(),
        matches: RegExpSourceSchema.optional(),
        tool_called: OneOrManyTextsSchema.optional(),
        tool_not_called: OneOrManyTextsSchema.optional(),
    })
        .optional(),
    recorded: schemas/* unknown */.L5J()
        .optional()
        .describe('The answer that was right when the case was promoted, kept for whoever reads a failure.'),
});
const CaseFileSchema = schemas/* array */.YOg(CaseSchema).min(1);
//# sourceMappingURL=schema.js.map

/***/ })

};
