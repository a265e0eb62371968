export const id = 3083;
export const ids = [3083];
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
