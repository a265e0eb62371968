export const id = 798;
export const ids = [798];
export const modules = {

/***/ 2971:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WT: () => (/* binding */ safeParseAgentConfig),
/* harmony export */   eN: () => (/* binding */ parseJsonVariable),
/* harmony export */   j8: () => (/* binding */ AgentConfigSchema),
/* harmony export */   xn: () => (/* binding */ parseAgentConfig)
/* harmony export */ });
/* unused harmony export defaultAgentConfig */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _describe_schema_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6129);
/**
 * The built-in agent's configuration, part of the measured configuration (SPEC §1). Strict, so that
 * a typo such as `limits.maxContextChar` is refused instead of silently measuring the default.
 */



const LimitsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    /** Size of the conversation (characters) that compaction keeps it under. */
    maxContextChars: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().default(120_000),
    /** Longest tool result the model sees; longer output is cut with a note saying so. */
    maxToolOutputChars: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().default(20_000),
});
const CompactionSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    /** Compaction runs when the conversation exceeds `threshold * limits.maxContextChars`. */
    threshold: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().gt(0).max(1).default(0.8),
    /** Messages kept verbatim at the end of the conversation (widened to keep tool pairs whole). */
    keepRecentMessages: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0).default(6),
});
const AgentConfigSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    systemPrompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).optional(),
    temperature: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).max(2).optional(),
    maxOutputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().optional(),
    stream: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().default(true),
    limits: LimitsSchema.default(() => LimitsSchema.parse({})),
    compaction: CompactionSchema.default(() => CompactionSchema.parse({})),
});
/** The keys accepted at each level, to name them when a key is unknown. */
const KNOWN_KEYS = {
    '': Object.keys(AgentConfigSchema.shape),
    limits: Object.keys(LimitsSchema.shape),
    compaction: Object.keys(CompactionSchema.shape),
};
/** What `AgentConfigSchema.parse({})` gives, key order included (a test keeps them equal). */
function defaultAgentConfig() {
    return {
        stream: true,
        limits: { maxContextChars: 120_000, maxToolOutputChars: 20_000 },
        compaction: { threshold: 0.8, keepRecentMessages: 6 },
    };
}
/** `AgentConfigSchema.safeParse(input)`, sparing the schema for the empty configuration. */
function safeParseAgentConfig(input, params) {
    if (isEmptyObject(input))
        return { success: true, data: defaultAgentConfig() };
    return AgentConfigSchema.safeParse(input, params);
}
function isEmptyObject(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return false;
    const prototype = Object.getPrototypeOf(value);
    return (prototype === Object.prototype || prototype === null) && Object.keys(value).length === 0;
}
/** Parses a JSON value given in the environment variable `variable`, or throws a one-line ConfigError. */
function parseJsonVariable(variable, text) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${variable} is not valid JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)})`);
    }
}
/** Absent or empty means every default. */
function parseAgentConfig(text) {
    const input = text === undefined || text.trim() === '' ? {} : parseJsonVariable('VERDICT_CONFIG', text);
    const parsed = safeParseAgentConfig(input, { reportInput: true });
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`VERDICT_CONFIG: ${(0,_describe_schema_error_js__WEBPACK_IMPORTED_MODULE_1__/* .describeSchemaError */ .L)(parsed.error, input, KNOWN_KEYS)}`);
    }
    return parsed.data;
}
//# sourceMappingURL=config.js.map

/***/ }),

/***/ 6129:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ describeSchemaError)
/* harmony export */ });
/* harmony import */ var _json_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4775);

/**
 * Zod issues as one line (`limits.maxContextChar: unknown field …; stream: must be …`); `knownKeys`
 * (by dotted path) names the keys accepted where one is unknown.
 */
function describeSchemaError(error, input, knownKeys) {
    return error.issues
        .map((issue) => {
        const field = (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFieldPath */ .vZ)(issue.path, (path) => (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__/* .valueAt */ .fK)(input, path));
        const known = knownKeys[issue.path.join('.')];
        const hint = issue.code === 'unrecognized_keys' && known !== undefined
            ? `; known keys here: ${known.join(', ')}`
            : '';
        return `${field}: ${(0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIssue */ .n6)(issue)}${hint}`;
    })
        .join('; ');
}
//# sourceMappingURL=describe-schema-error.js.map

/***/ }),

/***/ 2739:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ parsePolicy),
/* harmony export */   s: () => (/* binding */ decideEffect)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6010);
/* harmony import */ var _config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2971);
/* harmony import */ var _describe_schema_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6129);
/** The policy gate (SPEC §2 "Policy"): which effects a tool call may have. */




/** `readOnly` wins over every grant, `full` mode included: it only ever restricts. */
const READ_ONLY_DENIES = new Set(['write', 'process']);
function decideEffect(policy, effect) {
    const deniedByReadOnly = policy.readOnly === true && READ_ONLY_DENIES.has(effect);
    const granted = !deniedByReadOnly && (policy.mode === 'full' || (policy.allow ?? []).includes(effect));
    if (granted)
        return 'granted';
    return policy.mode === 'ask' ? 'approval-denied' : 'refused';
}
/** Reads `VERDICT_POLICY`; without it nothing with an effect is granted. */
function parsePolicy(text) {
    if (text === undefined || text.trim() === '')
        return _suite_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_POLICY */ .zj;
    const input = (0,_config_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJsonVariable */ .eN)('VERDICT_POLICY', text);
    const parsed = _suite_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PolicySchema */ .Qz.safeParse(input, { reportInput: true });
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`VERDICT_POLICY: ${(0,_describe_schema_error_js__WEBPACK_IMPORTED_MODULE_3__/* .describeSchemaError */ .L)(parsed.error, input, { '': Object.keys(_suite_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .PolicySchema */ .Qz.shape) })}`);
    }
    return parsed.data;
}
//# sourceMappingURL=policy.js.map

/***/ }),

/***/ 536:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   agentCommand: () => (/* binding */ agentCommand)
/* harmony export */ });
/* harmony import */ var _agent_run_agent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7269);

const agentCommand = {
    name: 'agent',
    help: `Usage: verdict agent

The built-in reference coding agent. Verdict runs it for each run when no other agent is
configured; it reads the agent contract from its environment: the task on stdin (or
VERDICT_PROMPT), OPENAI_BASE_URL / OPENAI_API_KEY / OPENAI_MODEL, VERDICT_POLICY,
VERDICT_CONFIG (its measured configuration) and VERDICT_EVENTS. It prints its final answer.
Tools: read_file, list_files, search, write_file, edit_file, bash.`,
    options: {},
    run(_args, io) {
        return (0,_agent_run_agent_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(io.env, process.stdin, io.stdout, io.stderr, io.cwd);
    },
};
//# sourceMappingURL=agent.js.map

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

/***/ 548:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ monotonicMs)
/* harmony export */ });
/**
 * Milliseconds on a monotonic clock, as `monotonicMs()` gives them but from another origin: only
 * differences mean anything. `performance` is one of Node's lazily made globals, and its first
 * read loads perf_hooks (a millisecond or more of every short invocation); `process.hrtime` is
 * there from the start.
 */
function monotonicMs() {
    return Number(process.hrtime.bigint()) / 1e6;
}
//# sourceMappingURL=monotonic-clock.js.map

/***/ }),

/***/ 8009:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BR: () => (/* binding */ killLeftovers),
/* harmony export */   Cj: () => (/* binding */ findDescendants),
/* harmony export */   Dw: () => (/* binding */ isGroupGone),
/* harmony export */   Qw: () => (/* binding */ PROCESS_TAG_VARIABLE),
/* harmony export */   g8: () => (/* binding */ killProcessTree),
/* harmony export */   kN: () => (/* binding */ findOwnedProcesses),
/* harmony export */   uv: () => (/* binding */ LeftoverSweep),
/* harmony export */   vG: () => (/* binding */ sendSignal)
/* harmony export */ });
/* unused harmony export descendantsFromParents */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/**
 * Finds and kills what a command started, so that nothing outlives it: its process group, its
 * descendants in /proc, and every process whose environment carries the command's tag (a detached,
 * double-forked descendant) or that works in or names one of the command's directories (one that
 * also cleared its environment). One that cleared it and left them is out of reach without a sandbox.
 *
 * The look through /proc is what costs: a `LeftoverSweep` collects the tags of commands whose group
 * was already empty at their exit, and one later look kills what any of them left.
 */


const KILL_GRACE_MS = 1_000;
/** Environment variable that tags every process a command starts (inherited by its descendants). */
const PROCESS_TAG_VARIABLE = 'VERDICT_PROCESS_TAG';
function listProcessIds() {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)('/proc').filter((entry) => /^\d+$/.test(entry));
    }
    catch {
        return [];
    }
}
class LeftoverSweep {
    paths;
    tags = new Set();
    constructor(paths = []) {
        this.paths = paths;
    }
    add(tag) {
        this.tags.add(tag);
    }
    /** Whether any command has left its tag since the last `kill`. */
    get pending() {
        return this.tags.size > 0;
    }
    /** Kills what the collected tags and the paths find; returns how many. */
    async kill() {
        const owner = { tags: [...this.tags], paths: this.paths };
        this.tags.clear();
        return killOwned(owner);
    }
}
function isGroupGone(pgid) {
    try {
        process.kill(-pgid, 0);
        return false;
    }
    catch (error) {
        return error.code === 'ESRCH';
    }
}
function isBelow(file, directory) {
    return (file === directory || file.startsWith(directory.endsWith('/') ? directory : `${directory}/`));
}
/** Processes whose environment carries a tag or names one of `paths`, or whose cwd is below one. */
async function findOwnedProcesses(owner) {
    const tagNeedles = (owner.tags ?? []).map((tag) => Buffer.from(`${PROCESS_TAG_VARIABLE}=${tag}\0`));
    const paths = (owner.paths ?? []).filter((entry) => entry !== '');
    const owned = [];
    // Synchronous reads: a third of the time the thread pool takes for these small kernel files.
    for (const entry of listProcessIds()) {
        if (Number(entry) === process.pid)
            continue;
        try {
            const environment = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${entry}/environ`);
            if (tagNeedles.some((needle) => environment.includes(needle)) ||
                paths.some((candidate) => environment.includes(candidate))) {
                owned.push(Number(entry));
                continue;
            }
            if (paths.length === 0)
                continue;
            const cwd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(`/proc/${entry}/cwd`);
            if (paths.some((candidate) => isBelow(cwd, candidate)))
                owned.push(Number(entry));
        }
        catch {
            // ended while we looked, or not ours to read
        }
    }
    return Promise.resolve(owned);
}
/** The children of `pid` from its threads' `children` files (CONFIG_PROC_CHILDREN), else undefined. */
function childrenOf(pid) {
    let tasks;
    try {
        tasks = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(`/proc/${pid}/task`);
    }
    catch {
        return [];
    }
    const children = [];
    for (const task of tasks) {
        let listed;
        try {
            listed = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(`/proc/${pid}/task/${task}/children`, 'latin1');
        }
        catch (error) {
            if (error.code === 'ENOENT' && task === String(pid)) {
                return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(`/proc/${pid}`) ? undefined : [];
            }
            continue; // the thread ended while we looked
        }
        for (const child of listed.split(' '))
            if (child !== '')
                children.push(Number(child));
    }
    return children;
}
/**
 * Descendants of `pid`, read down from it (a few files, where scanning every `stat` costs a read per
 * process of the host) until more than `atMost`; without `children` files, from every parent.
 */
async function findDescendants(pid, atMost = Infinity) {
    return readDown(pid, childrenOf, atMost) ?? descendantsFromParents(pid);
}
/** Descendants of `pid`, from the parent of every process in /proc. */
async function descendantsFromParents(pid) {
    const childrenByParent = new Map();
    await Promise.all(listProcessIds().map(async (entry) => {
        try {
            const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(`/proc/${entry}/stat`, 'utf8');
            // The command name may contain spaces and parentheses: fields start after the last ")".
            const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
            const siblings = childrenByParent.get(parent) ?? [];
            siblings.push(Number(entry));
            childrenByParent.set(parent, siblings);
        }
        catch {
            // the process ended while we looked
        }
    }));
    return readDown(pid, (parent) => childrenByParent.get(parent) ?? []) ?? [];
}
/** Descendants level by level until more than `atMost`; undefined when `childrenOf` cannot say. */
function readDown(pid, childrenOf, atMost = Infinity) {
    const descendants = [];
    const queue = [pid];
    while (queue.length > 0 && descendants.length <= atMost) {
        const children = childrenOf(queue.shift());
        if (children === undefined)
            return undefined;
        descendants.push(...children);
        queue.push(...children);
    }
    return descendants;
}
function sendSignal(target, signal) {
    try {
        process.kill(target, signal);
    }
    catch {
        // already gone
    }
}
async function findTree(pid, owner) {
    const [descendants, owned] = await Promise.all([
        findDescendants(pid),
        (owner.tags ?? []).length === 0 && (owner.paths ?? []).length === 0
            ? Promise.resolve([])
            : findOwnedProcesses(owner),
    ]);
    return new Set([...descendants, ...owned].filter((member) => member !== process.pid));
}
/** Kills the tree rooted at `pid` (a group leader): SIGTERM, then SIGKILL after a grace period. */
async function killProcessTree(pid, options = {}) {
    const members = await findTree(pid, options);
    const signalAll = (signal) => {
        for (const target of [-pid, pid, ...members])
            sendSignal(target, signal);
    };
    signalAll('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, options.graceMs ?? KILL_GRACE_MS));
    for (const member of await findTree(pid, options))
        members.add(member);
    signalAll('SIGKILL');
}
/** Kills at once what an exited program left: its group, then what its owner marks find. */
async function killLeftovers(pid, owner, contained) {
    // A box that ends its tree itself left nothing running: no look through the host's processes.
    if (contained?.endsTreeWithCommand === true) {
        sendSignal(-pid, 'SIGKILL');
        return 0;
    }
    // Looked for before the group is killed: a killed process no longer shows its environment.
    return killOwned(owner, () => sendSignal(-pid, 'SIGKILL'));
}
/**
 * Finds what `owner` marks and kills it, twice (a forking leftover may have started another
 * meanwhile); `afterFirstLook` runs between the first look and its kills. Returns how many.
 */
async function killOwned(owner, afterFirstLook) {
    const found = new Set();
    for (let pass = 0; pass < 2; pass += 1) {
        const fresh = (await findOwnedProcesses(owner)).filter((member) => !found.has(member));
        if (pass === 0)
            afterFirstLook?.();
        for (const member of fresh) {
            found.add(member);
            sendSignal(member, 'SIGKILL');
        }
        if (fresh.length === 0)
            break;
    }
    return found.size;
}
//# sourceMappingURL=process-tree.js.map

/***/ }),

/***/ 5372:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Q: () => (/* binding */ SANDBOX_FAILED_CODE),
  d: () => (/* binding */ runCommand)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/monotonic-clock.js
var monotonic_clock = __webpack_require__(548);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./lib/process/containment.js
/**
 * How a command is contained: the seam between starting a process (`run-command.ts`) and the
 * sandbox that boxes it (`sandbox/`), here below both so that starting a process knows no backend.
 */

/**
 * The signal a contained command died of, from an exit status of 128 + n, or undefined. Ambiguous
 * on purpose: `exit(139)` reads as SIGSEGV, as shells read it; statuses naming no signal stay statuses.
 */
function signalOfExitStatus(exitCode) {
    if (exitCode === null || exitCode <= 128)
        return undefined;
    const number = exitCode - 128;
    const names = Object.entries(external_node_os_.constants.signals);
    return names.find(([, value]) => value === number)?.[0];
}
//# sourceMappingURL=containment.js.map
// EXTERNAL MODULE: ./lib/process/process-tree.js
var process_tree = __webpack_require__(8009);
;// CONCATENATED MODULE: ./lib/process/run-command.js





const SANDBOX_FAILED_CODE = 'SANDBOX_FAILED';
const DEFAULT_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
/** Time the output pipes get to drain after the program exited. */
const PIPE_DRAIN_MS = 2_000;
/** How long a command's pipes may stay open after its exit before its leftovers are looked for. */
const PIPE_HOLD_MS = 100;
/** Bytes of each stream kept past the cap, from its end: where an error says what went wrong. */
const OUTPUT_END_BYTES = 8 * 1024;
class OutputBuffer {
    limit;
    chunks = [];
    kept = 0;
    total = 0;
    end = [];
    endBytes = 0;
    truncated = false;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        this.total += chunk.length;
        const room = Math.max(0, this.limit - this.kept);
        if (room > 0) {
            this.chunks.push(chunk.subarray(0, room));
            this.kept += Math.min(room, chunk.length);
        }
        if (chunk.length > room) {
            this.truncated = true;
            this.keepEnd(chunk.subarray(room));
        }
    }
    /** Keeps the last `OUTPUT_END_BYTES` of what went past the cap. */
    keepEnd(chunk) {
        this.end.push(chunk);
        this.endBytes += chunk.length;
        while (this.end.length > 1 && this.endBytes - this.end[0].length >= OUTPUT_END_BYTES) {
            this.endBytes -= this.end.shift().length;
        }
    }
    cut() {
        const end = Buffer.concat(this.end);
        return {
            end: end.subarray(Math.max(0, end.length - OUTPUT_END_BYTES)).toString('utf8'),
            bytes: this.total,
        };
    }
    text() {
        return Buffer.concat(this.chunks).toString('utf8');
    }
}
/** How the program ended: its exit code, or the signal, which a box may report as a status. */
function endOf(exit, contained) {
    const exitCode = exit?.code ?? null;
    const signal = exit?.signal ?? null;
    const boxSignal = contained?.signalAsExitStatus === true && signal === null
        ? signalOfExitStatus(exitCode)
        : undefined;
    return boxSignal === undefined ? { exitCode, signal } : { exitCode: null, signal: boxSignal };
}
function runCommand(argv, options) {
    const contained = options.contain?.wrap(argv, {
        cwd: options.cwd,
        env: options.env ?? process.env,
        bridge: options.bridge === true,
    });
    const [program, ...args] = contained?.argv ?? argv;
    const started = (0,monotonic_clock/* monotonicMs */.d)();
    const elapsed = () => Math.round((0,monotonic_clock/* monotonicMs */.d)() - started);
    const notStarted = (code, message, durationMs = elapsed()) => ({
        outcome: 'failed-to-start',
        code,
        message,
        durationMs,
    });
    if (program === undefined)
        return Promise.resolve(notStarted('EINVAL', 'empty command', 0));
    const limit = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
    const stdout = new OutputBuffer(limit);
    const stderr = new OutputBuffer(limit);
    const tag = (0,external_node_crypto_.randomUUID)();
    const owner = { tags: [tag], paths: options.ownedPaths };
    return new Promise((resolve) => {
        let child;
        try {
            // Loaded on the first command: a replayed run of the built-in agent may start no process.
            child = process.getBuiltinModule('node:child_process').spawn(program, args, {
                cwd: options.cwd,
                env: { ...(contained?.env ?? options.env ?? process.env), [process_tree/* PROCESS_TAG_VARIABLE */.Qw]: tag },
                // Its own process group, so the whole tree can be signalled at once.
                detached: true,
                stdio: contained?.statusFd === true
                    ? ['pipe', 'pipe', 'pipe', 'pipe']
                    : ['pipe', 'pipe', 'pipe'],
                windowsHide: true,
            });
        }
        catch (error) {
            // Refused before any process exists (an argument or variable too long, or holding a NUL).
            resolve(notStarted(error.code ?? 'UNKNOWN', (0,errors/* messageOf */.bD)(error)));
            return;
        }
        let stopReason;
        let exit;
        let settled = false;
        const stop = (reason) => {
            if (settled || exit !== undefined || stopReason !== undefined)
                return;
            stopReason = reason;
            if (child.pid !== undefined)
                void (0,process_tree/* killProcessTree */.g8)(child.pid, owner);
        };
        const timer = setTimeout(() => stop('timed-out'), options.timeoutMs);
        const onAbort = () => stop('aborted');
        options.signal?.addEventListener('abort', onAbort, { once: true });
        if (options.signal?.aborted === true)
            stop('aborted');
        const finish = (result) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            options.signal?.removeEventListener('abort', onAbort);
            resolve(result);
        };
        if (child.pid !== undefined)
            options.onSpawn?.(child.pid);
        // The sandbox's report of its start (bwrap's --json-status-fd), on file descriptor 3.
        let status = '';
        const statusStream = contained?.statusFd === true ? child.stdio[3] : undefined;
        if (statusStream !== undefined && statusStream !== null && 'on' in statusStream) {
            statusStream.on('data', (chunk) => {
                if (status.length < 65_536)
                    status += chunk.toString('utf8');
            });
            statusStream.on('error', () => undefined);
        }
        child.stdout.on('data', (chunk) => stdout.push(chunk));
        child.stderr.on('data', (chunk) => stderr.push(chunk));
        child.stdin.on('error', () => {
            // The program may exit without reading its input; that is its business.
        });
        child.stdin.end(options.stdin ?? '');
        child.on('error', (error) => {
            if (child.pid === undefined)
                finish(notStarted(error.code ?? 'UNKNOWN', error.message));
        });
        let leftoversKilled = Promise.resolve(0);
        child.on('exit', (code, signal) => {
            exit = { code, signal };
            const pid = child.pid;
            if (pid !== undefined) {
                const boxEndsTree = contained?.endsTreeWithCommand === true;
                if (options.sweep !== undefined && !boxEndsTree && (0,process_tree/* isGroupGone */.Dw)(pid)) {
                    options.sweep.add(tag);
                    // Unless something that left the group holds the pipes open: then it is looked for now.
                    const holding = setTimeout(() => {
                        leftoversKilled = (0,process_tree/* killLeftovers */.BR)(pid, owner, contained);
                    }, PIPE_HOLD_MS);
                    holding.unref();
                    child.once('close', () => clearTimeout(holding));
                }
                else {
                    leftoversKilled = (0,process_tree/* killLeftovers */.BR)(pid, owner, contained);
                }
            }
            // A descendant that also cleared its environment may still hold the output pipes open.
            setTimeout(() => {
                child.stdout.destroy();
                child.stderr.destroy();
            }, PIPE_DRAIN_MS).unref();
        });
        const settle = (outlived) => {
            const truncated = stdout.truncated || stderr.truncated;
            const output = {
                stdout: stdout.text(),
                stderr: stderr.text(),
                truncated,
                ...(truncated ? { cut: { stdout: stdout.cut(), stderr: stderr.cut() } } : {}),
                durationMs: elapsed(),
            };
            const boxRefused = contained === undefined || stopReason !== undefined
                ? undefined
                : options.contain?.startFailure({
                    argv,
                    status,
                    stderr: output.stderr,
                    exitCode: exit?.code ?? null,
                });
            if (boxRefused !== undefined) {
                const code = boxRefused.by === 'sandbox' ? SANDBOX_FAILED_CODE : boxRefused.code;
                finish(notStarted(code, boxRefused.message));
            }
            else if (stopReason !== undefined) {
                finish({ outcome: stopReason, ...output });
            }
            else {
                finish({ outcome: 'exited', ...endOf(exit, contained), ...output, outlived });
            }
        };
        // On timeout the tree is being killed already; on a normal exit, wait for the leftovers' kill.
        child.on('close', () => void leftoversKilled.then(settle, () => settle(0)));
    });
}
//# sourceMappingURL=run-command.js.map

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

/***/ 7496:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K$: () => (/* binding */ findEscapingDataDirs),
/* harmony export */   Xg: () => (/* binding */ staysInsideThroughLinks),
/* harmony export */   rE: () => (/* binding */ findEscapingLinks)
/* harmony export */ });
/* unused harmony export SUITE_DATA_DIRS */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _relative_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5600);
/**
 * Symlink checks for suite paths (SPEC §2): a path that passes the lexical rules of
 * `relative-path.ts` can still leave its directory through a link, so these read the real file system.
 */



function exists(target) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(target);
        return true;
    }
    catch {
        return false;
    }
}
/**
 * Whether `relativePath` (lexically valid) resolves inside the real path `realRoot` through links;
 * only the part that exists can be a link. Synchronous: every tool call of the built-in agent checks
 * its path, and a trip through the thread pool per call costs more than the calls.
 */
function staysInsideThroughLinks(realRoot, relativePath) {
    let existing = node_path__WEBPACK_IMPORTED_MODULE_1__.join(realRoot, relativePath);
    while (!exists(existing)) {
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(existing);
        if (parent === existing)
            return true;
        existing = parent;
    }
    try {
        return (0,_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(realRoot, (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(existing));
    }
    catch {
        // A dangling link: judge it by where it points.
        const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(existing);
        return (0,_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(realRoot, node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(existing), target));
    }
}
/** Symlinks below `realRoot` whose target lies outside it; synchronous like the loader's reads. */
function findEscapingLinks(realRoot, limit = 20) {
    const escaping = [];
    const walk = (directory) => {
        for (const entry of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(directory, { withFileTypes: true })) {
            if (escaping.length >= limit)
                return;
            const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(directory, entry.name);
            if (entry.isSymbolicLink()) {
                const target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(full);
                const resolved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(full), target);
                let real = resolved;
                try {
                    real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
                }
                catch {
                    // dangling: the lexical target decides
                }
                if (!(0,_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(realRoot, resolved) || !(0,_relative_path_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .F)(realRoot, real)) {
                    escaping.push(`${node_path__WEBPACK_IMPORTED_MODULE_1__.relative(realRoot, full)} -> ${target}`);
                }
            }
            else if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules') {
                walk(full);
            }
        }
    };
    walk(realRoot);
    return escaping;
}
/** The folders beside suite.json that Verdict reads (scripts, cassettes) and writes (cassettes). */
const SUITE_DATA_DIRS = ['cassettes', 'scripts'];
/**
 * Each data folder that leaves the suite through a link, or holds a link that does: `record` would
 * write its cassettes wherever it points, and replay read any file as one.
 */
function findEscapingDataDirs(realSuiteDir) {
    const found = [];
    for (const dir of SUITE_DATA_DIRS) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(realSuiteDir, dir);
        const report = (message) => found.push({ dir: `${dir}/`, message });
        if (!exists(full))
            continue;
        if (!staysInsideThroughLinks(realSuiteDir, dir)) {
            let target = 'outside';
            try {
                target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(full);
            }
            catch {
                // unreadable: it points outside, as far as anyone can tell
            }
            report(`must stay inside the suite directory (it is a symlink to ${target})`);
            continue;
        }
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(real).isDirectory())
            continue;
        for (const link of findEscapingLinks(real)) {
            report(`contains a symlink that leaves the suite directory: ${link}`);
        }
    }
    return found;
}
//# sourceMappingURL=paths.js.map

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

/***/ 8735:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EL: () => (/* binding */ copyTree),
/* harmony export */   XG: () => (/* binding */ SMALL_FILE_BYTES),
/* harmony export */   aX: () => (/* binding */ SMALL_TREE_ENTRIES),
/* harmony export */   dM: () => (/* binding */ removeTree)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/**
 * Copying and removing the directory trees of runs. `copyTree` copies as `fs.promises.cp(src, dest,
 * { recursive: true, verbatimSymlinks: true })` does (a socket, FIFO or device stops it), but a tree
 * of at most `SMALL_TREE_ENTRIES` entries with synchronous calls: most fixtures are a handful of
 * files, where `fs.cp` spends its time in thread-pool round trips. Removal is never synchronous.
 */




/** Trees with at most this many entries (files, directories and links) are copied synchronously. */
const SMALL_TREE_ENTRIES = 256;
/** Bytes that may be read or written synchronously at once: cheaper than a thread-pool trip. */
const SMALL_FILE_BYTES = 1024 * 1024;
/** Copies `src` into `dest`, which must not exist yet; resolves when every entry is written. */
async function copyTree(src, dest, options = {}) {
    const rootStats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(src);
    const entries = rootStats.isDirectory() ? listSmallTree(src) : undefined;
    if (entries === undefined) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.cp)(src, dest, {
            recursive: true,
            verbatimSymlinks: true,
            ...(options.preserveTimestamps === true ? { preserveTimestamps: true } : {}),
            ...(options.clone === true ? { mode: node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.COPYFILE_FICLONE } : {}),
        });
        return;
    }
    copySmallTree(src, dest, rootStats, entries, options);
}
/** Every entry below `root`, parents before children, or undefined past `SMALL_TREE_ENTRIES`. */
function listSmallTree(root) {
    const entries = [];
    const visit = (relative) => {
        for (const name of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, relative))) {
            if (entries.length === SMALL_TREE_ENTRIES)
                return false;
            const child = relative === '' ? name : node_path__WEBPACK_IMPORTED_MODULE_3__.join(relative, name);
            const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(node_path__WEBPACK_IMPORTED_MODULE_3__.join(root, child));
            entries.push({ relative: child, stats });
            if (stats.isDirectory() && !visit(child))
                return false;
        }
        return true;
    };
    return visit('') ? entries : undefined;
}
/**
 * Up to this many entries a tree is removed through the thread pool; above it (on a disk mounted
 * with `discard` each unlink waits) by the system's `rm` beside the process, which goes on.
 */
const REMOVED_AT_ONCE_ENTRIES = 32;
/**
 * The system's `rm`, looked for on the first large tree. Node's recursive `rm` waits for a busy main
 * thread: on a Codex run's directory (124 entries) it ended some 20 ms after the run's other work.
 */
let systemRm;
function systemRmPath() {
    systemRm ??=
        process.platform === 'win32'
            ? null
            : (['/bin/rm', '/usr/bin/rm'].find((file) => (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(file)) ?? null);
    return systemRm ?? undefined;
}
function removedByProcess(dir) {
    const rm = systemRmPath();
    if (rm === undefined)
        return Promise.resolve(false);
    return new Promise((resolve) => {
        const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(rm, ['-rf', '--', dir], { stdio: 'ignore' });
        child.once('error', () => resolve(false));
        child.once('close', (code) => resolve(code === 0 && !(0,node_fs__WEBPACK_IMPORTED_MODULE_1__.existsSync)(dir)));
    });
}
/**
 * Removes `dir` as `rm(dir, { recursive: true, force: true, maxRetries })` does, falling back to
 * that when the quick way fails. Never synchronously: each removal waits on the file system's
 * journal, and a run's removal is deferred so that the next runs go on meanwhile.
 */
async function removeTree(dir, maxRetries = 3) {
    try {
        const entries = listSmallTree(dir);
        if (entries !== undefined && entries.length <= REMOVED_AT_ONCE_ENTRIES) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(dir, { recursive: true, force: true, maxRetries });
            return;
        }
        if (await removedByProcess(dir))
            return;
    }
    catch {
        // Gone already, or busy: the thread pool's removal, with its retries, has the last word.
    }
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(dir, { recursive: true, force: true, maxRetries });
}
function copySmallTree(src, dest, rootStats, entries, options) {
    const copyMode = options.clone === true ? node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.COPYFILE_FICLONE : 0;
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(dest);
    const directories = [{ dir: dest, mode: rootStats.mode }];
    for (const { relative, stats } of entries) {
        const from = node_path__WEBPACK_IMPORTED_MODULE_3__.join(src, relative);
        const to = node_path__WEBPACK_IMPORTED_MODULE_3__.join(dest, relative);
        if (stats.isDirectory()) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.mkdirSync)(to);
            directories.push({ dir: to, mode: stats.mode });
        }
        else if (stats.isSymbolicLink()) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.symlinkSync)((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(from), to);
        }
        else if (stats.isFile()) {
            // copyfile gives the copy the source's mode.
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.copyFileSync)(from, to, copyMode);
            if (options.preserveTimestamps === true)
                preserveTimes(to, stats);
        }
        else {
            throw new Error(`cannot copy ${from}: ${specialKind(stats)} cannot be part of a copied tree`);
        }
    }
    // Modes last, deepest first: a read-only directory is made so only once its entries are in it.
    for (const { dir, mode } of directories.reverse())
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(dir, mode & 0o7777);
}
/** The source's times on the copy; a read-only copy is made writable for the moment it takes. */
function preserveTimes(file, stats) {
    const writable = (stats.mode & 0o200) !== 0;
    if (!writable)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(file, (stats.mode | 0o200) & 0o7777);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.utimesSync)(file, stats.atime, stats.mtime);
    if (!writable)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(file, stats.mode & 0o7777);
}
function specialKind(stats) {
    if (stats.isSocket())
        return 'a socket';
    if (stats.isFIFO())
        return 'a FIFO';
    return 'a device';
}
//# sourceMappingURL=small-tree.js.map

/***/ }),

/***/ 669:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DH: () => (/* binding */ snapshotTreeWithStamps),
/* harmony export */   Vq: () => (/* binding */ sha256OfFile),
/* harmony export */   Zv: () => (/* binding */ diffListings),
/* harmony export */   j_: () => (/* binding */ diffTrees),
/* harmony export */   nT: () => (/* binding */ listTree),
/* harmony export */   rF: () => (/* binding */ IGNORED_DIRECTORIES)
/* harmony export */ });
/* unused harmony exports isIgnoredPath, snapshotTree */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var _small_tree_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8735);
/** Snapshots of a workspace tree, so a run can say which files the agent added, changed or deleted. */





/** Directories that are never part of a task's result (SPEC §2, tree-diff-within). */
const IGNORED_DIRECTORIES = new Set(['.git', 'node_modules']);
function isIgnoredPath(relativePath) {
    return relativePath.split('/').some((segment) => IGNORED_DIRECTORIES.has(segment));
}
const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * How much of a walk is synchronous: the first `SMALL_TREE_ENTRIES` metadata calls and
 * `SMALL_FILE_BYTES` read (all of a fixture-sized tree); a large tree goes on through the pool.
 */
class SyncAllowance {
    calls = _small_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .SMALL_TREE_ENTRIES */ .aX;
    bytes = _small_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .SMALL_FILE_BYTES */ .XG;
    call() {
        this.calls -= 1;
        return this.calls >= 0;
    }
    read(size) {
        if (size > this.bytes)
            return false;
        this.bytes -= size;
        return true;
    }
}
async function sha256OfFile(file, size) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    // Read in one call up to this size; larger files are streamed through the hash.
    if (size !== undefined && size <= _small_tree_js__WEBPACK_IMPORTED_MODULE_4__/* .SMALL_FILE_BYTES */ .XG) {
        return hash.update(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file)).digest('hex');
    }
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file))
        hash.update(chunk);
    return hash.digest('hex');
}
/** Records every file (by digest) and symlink (by target) below `root`; symlinks are not followed. */
async function snapshotTree(root) {
    return (await snapshotTreeWithStamps(root)).snapshot;
}
/**
 * `snapshotTree`, and each file's stamps: a file whose size, mtime, ctime and inode match `earlier`
 * keeps its digest unread. Timestamps are coarse, but a fixture copy's mtime is a fixed date long
 * past, so any write moves it, and setting it back moves the ctime past the agent's start.
 */
async function snapshotTreeWithStamps(root, earlier) {
    // Collected first: assigning `snapshot['__proto__']` would set the object's prototype.
    const found = [];
    const stamps = new Map();
    const allowance = new SyncAllowance();
    const walk = async (directory) => {
        const entries = allowance.call()
            ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(directory, { withFileTypes: true })
            : await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readdir)(directory, { withFileTypes: true });
        entries.sort((a, b) => byName(a.name, b.name));
        for (const entry of entries) {
            if (IGNORED_DIRECTORIES.has(entry.name))
                continue;
            const full = node_path__WEBPACK_IMPORTED_MODULE_3__.join(directory, entry.name);
            const relative = node_path__WEBPACK_IMPORTED_MODULE_3__.relative(root, full).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/');
            if (entry.isSymbolicLink()) {
                const target = allowance.call() ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(full) : await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readlink)(full);
                found.push([relative, { type: 'symlink', target }]);
            }
            else if (entry.isDirectory()) {
                await walk(full);
            }
            else if (entry.isFile()) {
                const { size, mtimeMs, ctimeMs, ino } = allowance.call()
                    ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(full)
                    : await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.stat)(full);
                const previous = earlier?.get(relative);
                const sha256 = previous !== undefined &&
                    previous.size === size &&
                    previous.mtimeMs === mtimeMs &&
                    previous.ctimeMs === ctimeMs &&
                    previous.ino === ino
                    ? previous.sha256
                    : allowance.read(size)
                        ? (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(full)).digest('hex')
                        : await sha256OfFile(full, size);
                stamps.set(relative, { size, mtimeMs, ctimeMs, ino, sha256 });
                found.push([relative, { type: 'file', sha256, size }]);
            }
        }
    };
    await walk(root);
    return { snapshot: Object.fromEntries(found), stamps };
}
/** What differs between two snapshots, sorted by path. */
function diffTrees(before, after) {
    // Own keys only: a file named `constructor` or `toString` must not match Object.prototype's.
    const [was, now] = [before, after].map((tree) => new Map(Object.entries(tree)));
    return diffEntries(was, now, (file) => !isIgnoredPath(file), true);
}
/** What differs between two maps of path → entry (compared as JSON) among `kept` paths, by path. */
function diffEntries(before, after, kept, claimDeletions) {
    const changes = [];
    for (const [file, entry] of after) {
        if (!before.has(file))
            changes.push({ path: file, change: 'added' });
        else if (JSON.stringify(before.get(file)) !== JSON.stringify(entry)) {
            changes.push({ path: file, change: 'modified' });
        }
    }
    if (claimDeletions) {
        for (const file of before.keys()) {
            if (!after.has(file))
                changes.push({ path: file, change: 'deleted' });
        }
    }
    return changes.filter((change) => kept(change.path)).sort((a, b) => byName(a.path, b.path));
}
/**
 * Lists a tree by size and mtime, not content: cheap enough for a user's HOME before and after
 * every run. At `maxDepth` a directory's mtime stands for what changed below it.
 */
function listTree(root, options) {
    const entries = new Map();
    const excluded = (options.exclude ?? []).map((entry) => node_path__WEBPACK_IMPORTED_MODULE_3__.resolve(entry));
    const isExcluded = (full) => excluded.some((entry) => full === entry || full.startsWith(`${entry}${node_path__WEBPACK_IMPORTED_MODULE_3__.sep}`));
    let truncatedAfter;
    // Synchronously: a tenth of the time through the thread pool (a round trip per entry).
    const walk = (directory, depth) => {
        let found;
        try {
            found = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)(directory, { withFileTypes: true });
        }
        catch {
            found = [];
        }
        found.sort((a, b) => byName(a.name, b.name));
        for (const entry of found) {
            if (truncatedAfter !== undefined)
                return;
            const full = node_path__WEBPACK_IMPORTED_MODULE_3__.join(directory, entry.name);
            if (isExcluded(full))
                continue;
            const relative = node_path__WEBPACK_IMPORTED_MODULE_3__.relative(root, full).split(node_path__WEBPACK_IMPORTED_MODULE_3__.sep).join('/');
            let stats;
            try {
                stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(full);
            }
            catch {
                continue;
            }
            if (stats.isDirectory()) {
                if (depth >= options.maxDepth)
                    entries.set(`${relative}/`, `dir:${stats.mtimeMs}`);
                else
                    walk(full, depth + 1);
            }
            else {
                const type = stats.isSymbolicLink() ? 'symlink' : 'file';
                entries.set(relative, `${type}:${stats.size}:${stats.mtimeMs}`);
            }
            if (entries.size >= options.maxEntries)
                truncatedAfter = relative;
        }
    };
    walk(root, 1);
    return Promise.resolve({ entries, ...(truncatedAfter === undefined ? {} : { truncatedAfter }) });
}
/** What differs between two listings, sorted by path, up to where the shorter walk reached. */
function diffListings(before, after) {
    const limit = [before.truncatedAfter, after.truncatedAfter]
        .filter((cut) => cut !== undefined)
        .sort()[0];
    // A cut-short walk may simply not have reached a path: deletions are only claimed from full walks.
    return diffEntries(before.entries, after.entries, (file) => limit === undefined || file <= limit, limit === undefined);
}
//# sourceMappingURL=snapshot.js.map

/***/ })

};
