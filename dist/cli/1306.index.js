export const id = 1306;
export const ids = [1306,3808];
export const modules = {

/***/ 4775:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fK: () => (/* binding */ valueAt),
/* harmony export */   n6: () => (/* binding */ describeIssue),
/* harmony export */   vZ: () => (/* binding */ formatFieldPath)
/* harmony export */ });
const TYPE_NAMES = {
    string: 'a string',
    boolean: 'a boolean',
    object: 'an object',
};
function typeName(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    if (typeof value === 'number')
        return Number.isInteger(value) ? 'an integer' : 'a number';
    return TYPE_NAMES[typeof value] ?? typeof value;
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
/** A field path as a suite author points at it: `budget.maxTurns`, `verifiers[check].timeoutMs`. */
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

/***/ 8416:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ TOO_DEEP_MESSAGE),
/* harmony export */   B0: () => (/* binding */ sharedNestsDeeperThan),
/* harmony export */   ix: () => (/* binding */ nestsDeeperThan)
/* harmony export */ });
/* unused harmony export MAX_JSON_DEPTH */
/**
 * `JSON.parse` reads any depth, but the walkers after it recurse, and a file nested thousands of
 * levels deep would overflow their stack, so readers refuse it up front. Real files nest a few dozen.
 */
const MAX_JSON_DEPTH = 256;
/** True when `value` nests more than `max` arrays or objects deep; the walk stops at `max` + 1. */
function nestsDeeperThan(value, max = MAX_JSON_DEPTH) {
    return heightOf(value, undefined, max + 1) > max;
}
/** `nestsDeeperThan` for values that share content (a cassette's requests): heights are kept. */
function sharedNestsDeeperThan(value, heights, max = MAX_JSON_DEPTH) {
    return heightOf(value, heights, max + 1) > max;
}
/** Levels of arrays and objects in `value` (a scalar is 0); Infinity past `room` levels. */
function heightOf(value, heights, room) {
    if (value === null || typeof value !== 'object')
        return 0;
    const known = heights?.get(value);
    if (known !== undefined)
        return known;
    if (room <= 0)
        return Infinity;
    let height = 0;
    for (const item of Object.values(value)) {
        const below = heightOf(item, heights, room - 1);
        if (below === Infinity)
            return Infinity;
        if (below > height)
            height = below;
    }
    heights?.set(value, height + 1);
    return height + 1;
}
/** The problem message for a value that nests too deeply. */
const TOO_DEEP_MESSAGE = `nests more than ${MAX_JSON_DEPTH} arrays or objects deep; no Verdict file does`;
//# sourceMappingURL=nesting-depth.js.map

/***/ }),

/***/ 8132:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lg: () => (/* binding */ SANDBOX_CHOICES),
/* harmony export */   WB: () => (/* binding */ effectiveLimits),
/* harmony export */   dR: () => (/* binding */ DEFAULT_LIMITS),
/* harmony export */   hT: () => (/* binding */ describeSandbox),
/* harmony export */   kK: () => (/* binding */ ResourceLimitsSchema),
/* harmony export */   nj: () => (/* binding */ SandboxConditionsSchema)
/* harmony export */ });
/* unused harmony export SANDBOX_BACKENDS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The sandbox a run is contained in (SPEC §1): one interface, one module per backend, chosen once
 * per invocation (`open-sandbox.ts`). Every command of a run starts through its box; the runner never
 * branches on the backend. What each guarantees is in its module's header and docs/sandbox.md.
 */

const SANDBOX_BACKENDS = ['bwrap', 'docker', 'none'];
/** What the user asks for: a backend, or `auto` (bwrap, else docker, else none with a warning). */
const SANDBOX_CHOICES = ['auto', ...SANDBOX_BACKENDS];
const limit = (min, max, description) => zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(min).max(max).optional().describe(description);
/** A run's limits, each per process (an rlimit); `processes` also to the agent's whole tree. */
const ResourceLimitsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    memoryMb: limit(64, 1_048_576, 'Private writable memory per process, in MiB (default 4096).'),
    processes: limit(8, 65_536, 'Processes of a run at once (default 512).'),
    cpuSeconds: limit(1, 86_400, 'CPU time per process, in seconds (default 1800).'),
})
    .describe("A sandboxed run's resource limits; a task's replace its suite's, key by key.");
const DEFAULT_LIMITS = { memoryMb: 4096, processes: 512, cpuSeconds: 1800 };
/** The limits a task runs with: its own over its suite's over the defaults. */
function effectiveLimits(...layers) {
    const limits = { ...DEFAULT_LIMITS };
    for (const layer of layers) {
        for (const key of Object.keys(limits)) {
            limits[key] = layer?.[key] ?? limits[key];
        }
    }
    return limits;
}
/** The sandbox in the measurement conditions: two sides that differ in it are not comparable. */
const SandboxConditionsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    backend: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(SANDBOX_BACKENDS),
    /** The suite's limits (a task may set its own in the suite file, which its version covers). */
    limits: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
        memoryMb: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        processes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
        cpuSeconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int(),
    }),
    /** docker: the image. */
    image: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    /** The directories a box shows, with tokens for paths (`<REPO>`) so machines compare. */
    shows: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP()).optional(),
});
/** One line for reports, the comment and `verdict ci`. */
function describeSandbox(conditions) {
    if (conditions === undefined)
        return 'sandbox not recorded';
    if (conditions.backend === 'none') {
        return 'not sandboxed: agents and verifiers ran as this user, with its files and network';
    }
    const { memoryMb, processes, cpuSeconds } = conditions.limits;
    const image = conditions.image === undefined ? '' : ` ${conditions.image}`;
    return `sandboxed (${conditions.backend}${image}): only the proxy reachable, ${memoryMb} MiB memory and ${cpuSeconds} s CPU per process, ${processes} processes`;
}
//# sourceMappingURL=sandbox.js.map

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
  tQ: () => (/* binding */ EFFECTS),
  bI: () => (/* binding */ EffectSchema),
  N$: () => (/* binding */ IdSchema),
  Qz: () => (/* binding */ PolicySchema),
  Q5: () => (/* binding */ ReplayNormalizeRuleSchema),
  Qk: () => (/* binding */ SuiteFileSchema)
});

// UNUSED EXPORTS: CaseSchema, CommandVerifierSchema, FileAbsentVerifierSchema, FileContainsVerifierSchema, FileEqualsVerifierSchema, REPLAY_NORMALIZE_PRESETS, ResponseContainsVerifierSchema, ResponseMatchesVerifierSchema, ResponseNotContainsVerifierSchema, SuitePathSchema, TaskSchema, ToolCalledVerifierSchema, ToolNotCalledVerifierSchema, ToolSequenceRuleSchema, ToolSequenceVerifierSchema, TreeDiffWithinVerifierSchema, VerifierSchema, WorkspacePathSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/sandbox/sandbox.js
var sandbox = __webpack_require__(8132);
// EXTERNAL MODULE: ./lib/suite/relative-path.js
var relative_path = __webpack_require__(5600);
;// CONCATENATED MODULE: ./lib/suite/semver-version.js
/**
 * Whether a string is a version as strict `semver.valid` reads it: one regular expression, where
 * the semver package builds about a hundred at start-up; a property test holds the two alike.
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
 * The suite format (SPEC §2), `suite.json` and the case-file form: the one source of
 * `schema/*.schema.json`. What needs the file system is checked by the loader; the rest here.
 */




/** Ids become file names (cassettes, report folders), so they stay portable. */
const IdSchema = schemas/* string */.YjP()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'must start with a letter or digit and use only letters, digits, ".", "_" and "-" (at most 128)');
function isValidRegExp(pattern, flags) {
    try {
        new RegExp(pattern, flags);
        return true;
    }
    catch {
        return false;
    }
}
const RegExpSourceSchema = schemas/* string */.YjP()
    .min(1)
    .refine((pattern) => isValidRegExp(pattern), 'must be a valid JavaScript regular expression');
/** A path that stays inside a directory (lexically; symlinks are the loader's); maybe ending in "/". */
const relativePathSchema = (insideWhat, allowTrailingSlash = false) => {
    const problemOf = (value) => (0,relative_path/* checkRelativePath */._)(allowTrailingSlash && value.length > 1 ? value.replace(/\/$/, '') : value, insideWhat);
    return schemas/* string */.YjP()
        .min(1)
        .refine((value) => problemOf(value) === undefined, {
        error: (issue) => problemOf(String(issue.input)),
    })
        .describe(`A relative path with "/" separators that stays inside the ${insideWhat}.`);
};
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
    timeoutMs: PositiveIntSchema.max(600_000),
    expectExit: schemas/* number */.aig().int().min(0).max(255).optional(),
    expectStdoutIncludes: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
});
/** A verifier of `kind` about one workspace `path`, with the fields of `shape`. */
const pathVerifierSchema = (kind, shape) => schemas/* strictObject */.rej({ kind: schemas/* literal */.euz(kind), ...verifierBase, path: WorkspacePathSchema, ...shape });
const FileEqualsVerifierSchema = pathVerifierSchema('file-equals', {
    sha256: schemas/* string */.YjP()
        .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal characters (a sha256 digest)'),
});
const FileContainsVerifierSchema = pathVerifierSchema('file-contains', {
    text: schemas/* string */.YjP().min(1),
});
const FileAbsentVerifierSchema = pathVerifierSchema('file-absent', {});
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
/** A verifier of `kind` whose one field `key` is a non-empty list of non-empty strings. */
const listVerifierSchema = (kind, key) => schemas/* strictObject */.rej({
    kind: schemas/* literal */.euz(kind),
    ...verifierBase,
    ...{ [key]: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1) },
});
const ResponseContainsVerifierSchema = listVerifierSchema('response-contains', 'texts');
const ResponseNotContainsVerifierSchema = listVerifierSchema('response-not-contains', 'texts');
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
const ToolCalledVerifierSchema = listVerifierSchema('tool-called', 'tools');
const ToolNotCalledVerifierSchema = listVerifierSchema('tool-not-called', 'tools');
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
    maxBytes: PositiveIntSchema.optional().describe('Largest cassette, in bytes (default 262144: 256 KB).'),
    maxDirBytes: PositiveIntSchema.optional().describe('All cassettes of the cassette directory together, in bytes (default 2097152: 2 MB).'),
})
    .describe('Caps of the cassette writer, which refuses a larger cassette and writes nothing.');
/** `--k auto`'s δ (SPEC §5 "Adaptive k"), in suite.json or a task. */
const DeltaSchema = schemas/* number */.aig()
    .gt(0)
    .lt(1)
    .describe('--k auto: the change of pass rate that matters (default 0.2); a task whose confidence sequence lies inside ±delta stops as "no change larger than delta".');
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
    resources: sandbox/* ResourceLimitsSchema */.kK.optional(),
    delta: DeltaSchema.optional(),
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
    resources: sandbox/* ResourceLimitsSchema */.kK.optional(),
    delta: DeltaSchema.optional(),
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

/***/ }),

/***/ 3808:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Dw: () => (/* binding */ listItems),
/* harmony export */   GE: () => (/* binding */ formatIntervalRange),
/* harmony export */   Gp: () => (/* binding */ formatSigned),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   RM: () => (/* binding */ alignColumns),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   VZ: () => (/* binding */ formatK),
/* harmony export */   Xf: () => (/* binding */ formatPoints),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   b5: () => (/* binding */ describeNotPassed),
/* harmony export */   iW: () => (/* binding */ formatPointsInterval),
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   vy: () => (/* binding */ formatInterval),
/* harmony export */   wD: () => (/* binding */ formatSecondsSquared),
/* harmony export */   zu: () => (/* binding */ describeServedModels)
/* harmony export */ });
/** How every report writes a rate, an interval, a difference or a count; plain text. */
/** One decimal, as SPEC §5 writes rates: `23.1 %`. */
function formatPercent(value) {
    return `${(value * 100).toFixed(1)} %`;
}
function formatInterval(interval) {
    return `[${formatPercent(interval.low)}, ${formatPercent(interval.high)}]`;
}
/** Narrower than `formatInterval`, for a table cell: `23.1–88.2 %`. */
function formatIntervalRange(interval) {
    return `${(interval.low * 100).toFixed(1)}–${(interval.high * 100).toFixed(1)} %`;
}
/** A difference with its sign (`+`, `−`, or `±` for none), the magnitude written by `format`. */
function formatSigned(difference, format) {
    const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
    return `${sign}${format(Math.abs(difference))}`;
}
/** A difference of rates, in percentage points: `+40.0 pp`. */
function formatPoints(difference) {
    return formatSigned(difference, (value) => `${(value * 100).toFixed(1)} pp`);
}
/** An interval of differences of rates: `[−28.6 pp, +11.4 pp]`. */
function formatPointsInterval(interval) {
    return `[${formatPoints(interval.low)}, ${formatPoints(interval.high)}]`;
}
/** `12,345`, without `toLocaleString`, whose first call loads the locale data (some 15 ms). */
function formatCount(value) {
    return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function formatSeconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}
/** Wall time variance in s², the unit of the median squared. */
function formatSecondsSquared(msSquared) {
    return `${(msSquared / 1_000_000).toFixed(2)} s²`;
}
function formatUsd(value) {
    return `$${value.toFixed(4)}`;
}
/** The k a side ran with: `5`, or with `--k auto` `auto (3–20)` (min-k–max-k). */
function formatK(conditions) {
    const { adaptive } = conditions;
    return adaptive === undefined ? String(conditions.k) : `auto (${adaptive.minK}–${adaptive.maxK})`;
}
/** `1 run`, `3 runs`: the count and its noun. */
function plural(count, noun, pluralNoun = `${noun}s`) {
    return `${count} ${count === 1 ? noun : pluralNoun}`;
}
/** The runs that did not pass, of `runs`: `3 of 10 failed, 1 errored`, `1 of 1 diverged`. */
function describeNotPassed(counts, runs) {
    const parts = [
        [counts.failed, 'failed'],
        [counts.errored, 'errored'],
        [counts.diverged ?? 0, 'diverged'],
    ].filter(([count]) => count > 0);
    return parts
        .map(([count, what], index) => `${count}${index === 0 ? ` of ${runs}` : ''} ${what}`)
        .join(', ');
}
/** `gpt-x (41 calls), gpt-x-mini (3 calls)`, most called first, or `none`; `name` escapes. */
function describeServedModels(served, name = (model) => model) {
    const models = Object.entries(served).sort(([, a], [, b]) => b - a);
    if (models.length === 0)
        return 'none';
    return models.map(([model, calls]) => `${name(model)} (${plural(calls, 'call')})`).join(', ');
}
/** `a, b and c`; long lists end with `and N more` so a warning stays one line. */
function listItems(items, max = 10) {
    const shown = items.slice(0, max);
    const rest = items.length - shown.length;
    if (rest > 0)
        return `${shown.join(', ')} and ${rest} more`;
    if (shown.length <= 1)
        return shown.join('');
    return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
}
/** Plain-text columns two spaces apart, each as wide as its widest cell; the last is not padded. */
function alignColumns(rows) {
    const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
    const padded = rows.map((row) => row.map((cell, column) => column === row.length - 1 ? cell : cell.padEnd(widths?.[column] ?? 0)));
    return padded.map((row) => row.join('  ')).join('\n');
}
//# sourceMappingURL=format.js.map

/***/ })

};
