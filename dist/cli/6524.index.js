export const id = 6524;
export const ids = [6524];
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
 * The built-in agent's configuration: every key is a knob of the measured configuration (SPEC §1),
 * so the runner hashes it and variants may change it. One zod schema, strict, with defaults, so that
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
function knownKeys() {
    return {
        '': Object.keys(AgentConfigSchema.shape),
        limits: Object.keys(LimitsSchema.shape),
        compaction: Object.keys(CompactionSchema.shape),
    };
}
/** What `AgentConfigSchema.parse({})` gives, key order included (a test keeps them equal). */
function defaultAgentConfig() {
    return {
        stream: true,
        limits: { maxContextChars: 120_000, maxToolOutputChars: 20_000 },
        compaction: { threshold: 0.8, keepRecentMessages: 6 },
    };
}
/**
 * `AgentConfigSchema.safeParse(input)`, sparing the schema for the empty configuration (no
 * `VERDICT_CONFIG`, no `config` in verdict.config.json), which is every default.
 */
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
        const reason = error instanceof Error ? error.message : String(error);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${variable} is not valid JSON (${reason})`);
    }
}
/** Absent or empty means every default. */
function parseAgentConfig(text) {
    const input = text === undefined || text.trim() === '' ? {} : parseJsonVariable('VERDICT_CONFIG', text);
    const parsed = safeParseAgentConfig(input, { reportInput: true });
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`VERDICT_CONFIG: ${(0,_describe_schema_error_js__WEBPACK_IMPORTED_MODULE_1__/* .describeSchemaError */ .L)(parsed.error, input, knownKeys())}`);
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
 * Turns zod issues into one line (`limits.maxContextChar: unknown field …; stream: must be …`):
 * configuration mistakes are reported on one line of stderr, and tool-argument mistakes in the
 * tool result the model reads. `knownKeys` (by dotted path) names the keys accepted where one is
 * unknown, so a typo can be fixed without reading our code.
 */
function describeSchemaError(error, input, knownKeys = {}) {
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
/**
 * The policy gate (SPEC §2 "Policy"): which effects a tool call may have. Pure, so that every
 * combination of mode, grants and `readOnly` is tested without running a tool.
 */




/** `readOnly` wins over every grant, `full` mode included: it only ever restricts. */
const READ_ONLY_DENIES = new Set(['write', 'process']);
function decideEffect(policy, effect) {
    const deniedByReadOnly = policy.readOnly === true && READ_ONLY_DENIES.has(effect);
    const granted = !deniedByReadOnly && (policy.mode === 'full' || (policy.allow ?? []).includes(effect));
    if (granted)
        return 'granted';
    return policy.mode === 'ask' ? 'approval-denied' : 'refused';
}
/**
 * Reads `VERDICT_POLICY`. Without it (the agent started by hand) nothing with an effect is granted:
 * the agent may read the workspace and answer, and nothing more.
 */
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
    positionals: { min: 0, max: 0, names: '' },
    run(_args, io) {
        return (0,_agent_run_agent_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(io.env, process.stdin, io.stdout, io.stderr, io.cwd);
    },
};
//# sourceMappingURL=agent.js.map

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
 * Finds and kills what a command started (`run-command.ts`), so that nothing outlives it: its
 * process group, every descendant found through /proc, and every process that still carries the
 * command's tag in its environment (which finds a descendant that detached, double-forked and was
 * reparented, unless it cleared its environment) or that works in, or names in its environment,
 * one of the command's own directories (`ownedPaths`: which finds one that also cleared its
 * environment but stayed in the workspace). A process that cleared its environment and left those
 * directories is out of reach without a sandbox.
 *
 * The look through /proc is what costs. A caller that runs many commands (a run's agent commands,
 * its verifiers) gives a `LeftoverSweep`: a command whose process group is already empty when it
 * exits is then not scanned for on its own — its tag is kept, and one sweep later kills whatever any
 * of them left outside their groups.
 */


/** Time a process tree gets between SIGTERM and SIGKILL. */
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
/**
 * The tags of commands that exited with their process group gone, and the directories they owned:
 * one look through /proc, later, finds whatever any of them left that escaped the group (`setsid`,
 * a daemon) and kills it. A process group is gone when no process is left in it.
 */
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
    /** Kills what the collected tags and the paths find (twice, as `killOwned`); returns how many. */
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
/**
 * Processes that belong to a command (Linux; empty where /proc is not available): those whose
 * environment carries `tag`, and those whose environment names one of `paths` or whose working
 * directory is below one. Never this process.
 */
async function findOwnedProcesses(owner) {
    const tagNeedles = [...(owner.tag === undefined ? [] : [owner.tag]), ...(owner.tags ?? [])].map((tag) => Buffer.from(`${PROCESS_TAG_VARIABLE}=${tag}\0`));
    const paths = (owner.paths ?? []).filter((entry) => entry !== '');
    const owned = [];
    // Read synchronously: these are small files the kernel makes up on the spot, and one pass over
    // them takes a third of the time it takes through the thread pool (a scan follows every command).
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
/**
 * The children of `pid`, as its threads' `children` files list them (Linux with
 * CONFIG_PROC_CHILDREN, as distributions build it), or undefined where there are none to read.
 */
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
 * Descendants of `pid` found through /proc (Linux); empty where /proc is not available. Read down
 * the tree from `pid` (a handful of small files for an agent's tree, where a scan of every
 * process's `stat` costs a read per process of the host), stopping once more than `atMost` are
 * found; where the kernel keeps no `children` files, from every process's parent.
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
/**
 * The descendants of `pid`, level by level, from what `childrenOf` says of each, until more than
 * `atMost` are found; undefined when `childrenOf` cannot say.
 */
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
/** Every process of the tree rooted at `pid`: its descendants, and those its owner marks find. */
async function findTree(pid, owner) {
    const [descendants, owned] = await Promise.all([
        findDescendants(pid),
        owner.tag === undefined && (owner.paths ?? []).length === 0
            ? Promise.resolve([])
            : findOwnedProcesses(owner),
    ]);
    return new Set([...descendants, ...owned].filter((member) => member !== process.pid));
}
/**
 * Kills the tree rooted at `pid` (which leads its own process group): SIGTERM first, SIGKILL after a
 * grace period for whatever is left. `tag` (see `PROCESS_TAG_VARIABLE`) and `paths` (see
 * `RunCommandOptions.ownedPaths`) find members that left the tree.
 */
async function killProcessTree(pid, options = {}) {
    const members = await findTree(pid, options);
    sendSignal(-pid, 'SIGTERM');
    sendSignal(pid, 'SIGTERM');
    for (const member of members)
        sendSignal(member, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, options.graceMs ?? KILL_GRACE_MS));
    for (const member of await findTree(pid, options))
        members.add(member);
    sendSignal(-pid, 'SIGKILL');
    sendSignal(pid, 'SIGKILL');
    for (const member of members)
        sendSignal(member, 'SIGKILL');
}
/**
 * Kills, at once, whatever a program that has exited left behind: its process group, then every
 * process its owner marks find, twice (a forking leftover may have started another meanwhile).
 * Returns how many processes were found.
 */
async function killLeftovers(pid, owner, contained) {
    // A box that ends its tree itself (its own pid namespace) left nothing running: no look
    // through every process of the host.
    if (contained?.endsTreeWithCommand === true) {
        sendSignal(-pid, 'SIGKILL');
        return 0;
    }
    // Looked for before the group is killed: a killed process no longer shows its environment.
    return killOwned(owner, () => sendSignal(-pid, 'SIGKILL'));
}
/**
 * Finds what `owner` marks and kills it, twice (a forking leftover may have started another
 * meanwhile); `afterFirstLook` runs once, between the first look and the first kills. Returns how
 * many processes were found.
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
 * sandbox that boxes it (`sandbox/`). A backend's box implements `Containment`; `runCommand`
 * starts the command `wrap` gives it instead of the one asked for, and asks `startFailure` whether
 * it started at all. Here, below both, so that starting a process knows no backend.
 */

/**
 * The signal a contained command died of, read from the exit status its backend reported
 * (`ContainedCommand.signalAsExitStatus`: 128 + the signal's number), or undefined.
 *
 * The status is ambiguous, and read as a signal on purpose: a command that calls `exit(139)`
 * itself, or a shell whose last child a signal ended, ends with the same status as one a SIGSEGV
 * ended, and the box reports no more than that status. Statuses above 128 that name a signal are
 * read as that signal, as shells read them; the others (255, 200…) stay exit statuses.
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





/** The `failed-to-start` code of a command whose sandbox could not start it. */
const SANDBOX_FAILED_CODE = 'SANDBOX_FAILED';
const DEFAULT_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
/** Time the output pipes get to drain after the program exited. */
const PIPE_DRAIN_MS = 2_000;
/** How long after its exit a command's output pipes may stay open before its leftovers are looked for. */
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
    /** Keeps the last `OUTPUT_END_BYTES` of what went past the cap (chunks are small: a few kept). */
    keepEnd(chunk) {
        this.end.push(chunk);
        this.endBytes += chunk.length;
        while (this.end.length > 1 && this.endBytes - this.end[0].length >= OUTPUT_END_BYTES) {
            this.endBytes -= this.end.shift().length;
        }
    }
    /** Bytes written in all, and the last of them when the cap cut the stream ('' when it did not). */
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
/**
 * How the program ended: its exit code, or the signal that ended it. A contained command's box
 * may report a signal as an exit status (`signalOfExitStatus` says how, and what is ambiguous).
 */
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
    const owner = {
        tag,
        ...(options.ownedPaths === undefined ? {} : { paths: options.ownedPaths }),
    };
    return new Promise((resolve) => {
        let child;
        try {
            // Loaded on the first command, not at start-up: a replayed run of the built-in agent whose
            // verifiers read files starts no process.
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
            // Whatever the program left running must not outlive it: its group at once, then anything
            // still carrying its tag or working in its directories (a detached or double-forked descendant).
            const pid = child.pid;
            if (pid !== undefined) {
                // A box that ends its tree itself leaves nothing for a sweep to find.
                const boxEndsTree = contained?.endsTreeWithCommand === true;
                if (options.sweep !== undefined && !boxEndsTree && (0,process_tree/* isGroupGone */.Dw)(pid)) {
                    options.sweep.add(tag);
                    // Unless something that left the group still holds the output pipes open: then it is
                    // looked for now, so that the command does not wait for the pipes to drain.
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
 * Whether `relativePath` (already lexically valid) resolves inside `root` once symlinks are
 * followed. Only the part of the path that exists is resolved: what does not exist yet cannot be a
 * link. `root` must be a real path. Its few metadata calls (one per level of the path) are made
 * synchronously: every tool call of the built-in agent checks its path, and a round trip through
 * the thread pool per call costs more than the calls themselves.
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
 * For each data folder of the suite that leaves it through a symlink, or holds a link that does,
 * what is wrong: `record` would otherwise write its cassettes wherever the link points, and replay
 * read any file as one. A folder that does not exist is fine (record creates it).
 */
function findEscapingDataDirs(realSuiteDir) {
    const found = [];
    for (const dir of SUITE_DATA_DIRS) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(realSuiteDir, dir);
        if (!exists(full))
            continue;
        if (!staysInsideThroughLinks(realSuiteDir, dir)) {
            let target;
            try {
                target = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(full);
            }
            catch {
                target = undefined;
            }
            found.push({
                dir: `${dir}/`,
                message: `must stay inside the suite directory (it is a symlink to ${target ?? 'outside'})`,
            });
            continue;
        }
        const real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(real).isDirectory())
            continue;
        for (const link of findEscapingLinks(real)) {
            found.push({
                dir: `${dir}/`,
                message: `contains a symlink that leaves the suite directory: ${link}`,
            });
        }
    }
    return found;
}
//# sourceMappingURL=paths.js.map

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
 * Copying and removing the directory trees of runs (fixtures, workspaces, run directories); a small
 * tree is copied with synchronous calls, never removed with them (see `removeTree`).
 *
 * `copyTree` copies a tree the way `fs.promises.cp(src, dest, { recursive: true, verbatimSymlinks:
 * true })` does: directories keep their mode, files their mode (and their times, when asked), links
 * their target verbatim; a socket, FIFO or device stops the copy. A fixture is copied at least once
 * per run, and most fixtures are a handful of files: for those, `fs.cp` spends most of its time in
 * round trips through the thread pool (a stat, a check of the parents and a copy per entry, each
 * awaited). A tree of at most `SMALL_TREE_ENTRIES` entries is therefore copied with synchronous
 * calls, which take microseconds each; a larger one still goes through `fs.cp`, so a big fixture
 * never holds up the other runs of the invocation.
 */




/** Trees with at most this many entries (files, directories and links) are copied synchronously. */
const SMALL_TREE_ENTRIES = 256;
/**
 * Bytes that may be read or written with synchronous calls at once (a file, or a snapshot's reads
 * in all): less than a round trip through the thread pool costs, and never long enough to hold up
 * the invocation's other runs. The snapshot, and the built-in agent's file tools, use it.
 */
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
 * At most this many entries, a tree is removed at once on the main thread: below it a process or
 * the thread pool's round trips cost more than the unlinks; above it (an agent's HOME of a hundred
 * files, on a disk mounted with `discard`, where each unlink waits) the removal runs beside the
 * process, which goes on.
 */
const REMOVED_AT_ONCE_ENTRIES = 32;
/**
 * The system's `rm`, which removes a large tree in a process of its own. Node's recursive `rm` runs
 * each step's callback on the main thread, so while the process is busy (a run's trace and
 * report written while its directory goes) the removal waits; measured on a Codex run's directory
 * (124 entries), it ended some 20 ms after that work instead of within it.
 */
let systemRm;
/** Its path, looked for once, on the first large tree (no command pays for it at start-up). */
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
 * Removes `dir` and everything in it, as `rm(dir, { recursive: true, force: true, maxRetries })`
 * does (a missing `dir` is no error): through the thread pool when it holds at most
 * `REMOVED_AT_ONCE_ENTRIES` entries, else by the system's `rm` in a process of its own, and
 * whenever the quick way fails (e.g. while something still writes into it) through the thread
 * pool, with retries. Never with synchronous calls: removing a directory waits on the file
 * system's journal (milliseconds each on a busy disk), and a run's removal is deferred so that the
 * next runs go on meanwhile, which a synchronous call on the main thread would stop.
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

/***/ })

};
