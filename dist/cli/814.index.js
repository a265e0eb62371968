export const id = 814;
export const ids = [814,3808];
export const modules = {

/***/ 9613:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ findRepositoryRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/**
 * The git repository a directory belongs to, found by its `.git` (a directory, or a file in a
 * worktree or submodule) without running git: init writes at the repository's root, where
 * GitHub looks for `.github/workflows/` and the Action for `verdict.config.json`; a box shows the
 * repository of the agent's configuration; `add` names files relative to it.
 */


/** The nearest directory at or above `dir` that holds `.git`, or undefined outside a repository. */
function findRepositoryRoot(dir) {
    for (let current = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(dir);; current = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(current)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(current, '.git')))
            return current;
        if (node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(current) === current)
            return undefined;
    }
}
//# sourceMappingURL=repository-root.js.map

/***/ }),

/***/ 247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson)
/* harmony export */ });
/**
 * JSON with sorted keys, for hashing and comparing values whose key order carries no meaning
 * (fingerprints, tool-call arguments, configurations): `{a,b}` and `{b,a}` are the same.
 */
function canonicalJson(value) {
    if (Array.isArray(value)) {
        let text = '[';
        for (let index = 0; index < value.length; index += 1) {
            if (index > 0)
                text += ',';
            text += canonicalJson(value[index]);
        }
        return `${text}]`;
    }
    if (value !== null && typeof value === 'object') {
        const record = value;
        // Code-unit order, as `<` compares: the default sort of strings.
        const keys = Object.keys(record).sort();
        let text = '{';
        for (const key of keys) {
            const item = record[key];
            if (item === undefined)
                continue;
            if (text.length > 1)
                text += ',';
            text += `${JSON.stringify(key)}:${canonicalJson(item)}`;
        }
        return `${text}}`;
    }
    return JSON.stringify(value) ?? 'null';
}
//# sourceMappingURL=canonical-json.js.map

/***/ }),

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

/***/ 8416:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ TOO_DEEP_MESSAGE),
/* harmony export */   B0: () => (/* binding */ sharedNestsDeeperThan),
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
/**
 * True when `value` nests more than `max` arrays or objects deep. The walk goes no deeper than
 * `max` + 1 levels, so a value nested past any limit cannot overflow the stack.
 */
function nestsDeeperThan(value, max = MAX_JSON_DEPTH) {
    return heightOf(value, undefined, max + 1) > max;
}
/**
 * `nestsDeeperThan` for values that share much of their content (the decoded requests of a
 * cassette keep their base's entries): each object's height is kept in `heights`, so a shared one
 * is walked once.
 */
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
 * The sandbox a run is contained in (SPEC §1): one interface, one module per backend (`bwrap.ts`,
 * `docker.ts`, `none.ts`), chosen once per invocation (`open-sandbox.ts`). The runner asks the
 * invocation's sandbox for a run's box — its workspace, HOME, `/tmp`, limits and the bridge to the
 * proxy — and starts every command of the run through it: the agent, the commands the built-in
 * agent runs, and the verifiers. It never branches on the backend by name.
 *
 * What each backend guarantees is written once, in its module's header, and in
 * docs/sandbox.md.
 */

const SANDBOX_BACKENDS = ['bwrap', 'docker', 'none'];
/** What the user asks for: a backend, or `auto` (bwrap, else docker, else none with a warning). */
const SANDBOX_CHOICES = ['auto', ...SANDBOX_BACKENDS];
/**
 * A run's resource limits. Each applies to every process of the run on its own (an rlimit), and
 * `processes` also to the agent's whole tree (counted while it runs).
 */
const ResourceLimitsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    memoryMb: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .min(64)
        .max(1_048_576)
        .optional()
        .describe('Private writable memory per process, in MiB (default 4096).'),
    processes: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .min(8)
        .max(65_536)
        .optional()
        .describe('Processes of a run at once (default 512).'),
    cpuSeconds: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig()
        .int()
        .min(1)
        .max(86_400)
        .optional()
        .describe('CPU time per process, in seconds (default 1800).'),
})
    .describe("A sandboxed run's resource limits; a task's replace its suite's, key by key.");
const DEFAULT_LIMITS = { memoryMb: 4096, processes: 512, cpuSeconds: 1800 };
/** The limits a task runs with: its own over its suite's over the defaults. */
function effectiveLimits(...layers) {
    const limits = { ...DEFAULT_LIMITS };
    for (const layer of layers) {
        if (layer?.memoryMb !== undefined)
            limits.memoryMb = layer.memoryMb;
        if (layer?.processes !== undefined)
            limits.processes = layer.processes;
        if (layer?.cpuSeconds !== undefined)
            limits.cpuSeconds = layer.cpuSeconds;
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
    /**
     * The host directories a box shows, read-only, with the machine's paths as tokens (`<REPO>`,
     * `<SUITE>`, `<USER_HOME>/…`) so that two machines compare; absent without a sandbox.
     */
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

/***/ 3808:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Dw: () => (/* binding */ listItems),
/* harmony export */   GE: () => (/* binding */ formatIntervalRange),
/* harmony export */   Gp: () => (/* binding */ formatSigned),
/* harmony export */   LS: () => (/* binding */ plural),
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
/**
 * The way numbers and counts are written, in one home: reports, comparisons, the PR comment, the
 * HTML pages and the verdicts' reasons all write a rate, an interval, a difference or a count the
 * same way. Plain text, no escaping (`markdown.ts` escapes).
 */
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
/**
 * An integer with its thousands grouped (`12,345`), as `en-US` writes them but without
 * `toLocaleString`, whose first call loads the locale data: some 15 ms of an invocation.
 */
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
/**
 * The runs of a side that did not pass, of `runs` planned: `3 of 10 failed`, `3 of 10 failed, 1
 * errored`, `1 of 1 diverged`. Failed runs (a verifier failed, a budget ran out) are results;
 * errored ones are infrastructure; diverged ones (replay) left their cassette.
 */
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
/**
 * `gpt-x (41 calls), gpt-x-mini (3 calls)`, most called first, each name through `name` (an
 * escape); `none` when no call reached the upstream.
 */
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
//# sourceMappingURL=format.js.map

/***/ })

};
