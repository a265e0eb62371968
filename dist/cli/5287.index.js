export const id = 5287;
export const ids = [5287,3442];
export const modules = {

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

/***/ 3442:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kp: () => (/* binding */ findProgram),
/* harmony export */   S3: () => (/* binding */ takeBwrapProbe),
/* harmony export */   _J: () => (/* binding */ UNIX_SOCKET_TABLE),
/* harmony export */   mB: () => (/* binding */ runProgram),
/* harmony export */   startBwrapProbeUnless: () => (/* binding */ startBwrapProbeUnless)
/* harmony export */ });
/* unused harmony exports probeBwrap, BOXING_COMMANDS, startBwrapProbeFor */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1421);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/**
 * bwrap's probe: whether a box starts here, by starting the smallest one (10–25 ms), started as
 * early as bin/verdict.js knows the command boxes its runs; the first open takes its answer. Node
 * modules only, named imports: bin/verdict.js's loader bundles this file.
 */



/** Where the kernel lists the Unix sockets bound in this network namespace, with their paths. */
const UNIX_SOCKET_TABLE = '/proc/net/unix';
const PROBE_TIMEOUT_MS = 15_000;
/** The first `name` on PATH, or undefined. */
function findProgram(name, pathVariable) {
    for (const dir of (pathVariable ?? '/usr/local/bin:/usr/bin:/bin').split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter)) {
        if (dir === '' || !(0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(dir))
            continue;
        const file = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, name);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(file))
            return file;
    }
    return undefined;
}
/** Runs `file`; whether it succeeded, and what it said. */
function runProgram(file, args, env) {
    return new Promise((resolve) => {
        (0,node_child_process__WEBPACK_IMPORTED_MODULE_1__.execFile)(file, args, { timeout: PROBE_TIMEOUT_MS, env }, (error, stdout, stderr) => {
            resolve({ ok: error === null, output: `${stderr}${stdout}`.trim() });
        });
    });
}
/** Why bwrap cannot box a run here (its own words), or undefined when it can. */
async function probeBwrap(pathVariable) {
    const bwrap = findProgram('bwrap', pathVariable);
    if (bwrap === undefined)
        return 'bwrap is not installed (Debian and Ubuntu: apt-get install bubblewrap)';
    if (findProgram('prlimit', pathVariable) === undefined)
        return 'prlimit (util-linux) is not installed';
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(UNIX_SOCKET_TABLE, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.R_OK);
    }
    catch {
        return `${UNIX_SOCKET_TABLE} cannot be read, so the host's sockets could not be masked in a box`;
    }
    const probeArgs = '--unshare-all --die-with-parent --cap-drop ALL --ro-bind /usr /usr --symlink usr/bin /bin ' +
        '--symlink usr/lib /lib --symlink usr/lib64 /lib64 --proc /proc --dev /dev -- prlimit --nproc=64 -- true';
    // The box's own environment: nothing of this process's (its keys) reaches even the probe.
    const probe = await runProgram(bwrap, probeArgs.split(' '), {
        PATH: pathVariable ?? '/usr/bin:/bin',
    });
    if (probe.ok)
        return undefined;
    return `bwrap cannot start a sandbox here: ${probe.output.split('\n')[0] ?? 'it failed'}`;
}
/** Shared by the loader's copy of this module and the bundle's: one process, one probe. */
const SLOT = Symbol.for('verdict.early-bwrap-probe');
const slots = globalThis;
/** The answer of the probe started early for `pathVariable`, once; else a probe started now. */
function takeBwrapProbe(pathVariable) {
    const early = slots[SLOT];
    delete slots[SLOT];
    return early !== undefined && early.pathVariable === pathVariable
        ? early.problem
        : probeBwrap(pathVariable);
}
/** The commands that box their runs (their `opensSandbox`), as bin/verdict.js sees them. */
const BOXING_COMMANDS = new Set([
    'run',
    'record',
    'variants',
    'diagnose',
    'ci',
]);
/** Starts the probe from bin/verdict.js's unparsed command line, for a command that boxes. */
function startBwrapProbeFor(argv, env) {
    if (!BOXING_COMMANDS.has(argv[0] ?? ''))
        return;
    const at = argv.indexOf('--sandbox');
    const given = at >= 0
        ? argv[at + 1]
        : argv.find((arg) => arg.startsWith('--sandbox='))?.slice('--sandbox='.length);
    startBwrapProbeUnless(given, env.PATH);
}
/** Starts the probe now, unless `--sandbox` names another backend or one is under way. */
function startBwrapProbeUnless(given, pathVariable) {
    if (given !== undefined && given !== 'auto' && given !== 'bwrap')
        return;
    if (slots[SLOT]?.pathVariable === pathVariable)
        return;
    slots[SLOT] = { pathVariable, problem: probeBwrap(pathVariable) };
}
//# sourceMappingURL=bwrap-probe.js.map

/***/ }),

/***/ 9448:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cl: () => (/* binding */ isBelowOrAt),
/* harmony export */   Tw: () => (/* binding */ outermostDirs),
/* harmony export */   d_: () => (/* binding */ socketMasks),
/* harmony export */   iT: () => (/* binding */ NEVER_BOUND),
/* harmony export */   p4: () => (/* binding */ hostEntries),
/* harmony export */   rb: () => (/* binding */ labelDirs),
/* harmony export */   xR: () => (/* binding */ realpathOr)
/* harmony export */ });
/* unused harmony exports MASKED_ETC, pathProgramDirs, socketPathsOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _bwrap_probe_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3442);
/**
 * What of the host a sandboxed run sees, read-only: the system's directories (`/etc` without its
 * secrets), where PATH's programs come from, and what the caller names (suite, agent install).
 * Never `/` (the sockets under `/run`, `/var`, `/tmp` would be reachable), HOME, `/root`, `/home`.
 */



/** Top-level system directories bound as they are (a link stays a link). */
const SYSTEM_ENTRIES = [
    '/usr',
    '/etc',
    '/opt',
    '/bin',
    '/sbin',
    '/lib',
    '/lib32',
    '/lib64',
    '/libx32',
];
/** Program directories that the distribution's packages fill (their links stay in the system's). */
const DISTRIBUTION_BIN_DIRS = new Set(['/usr/bin', '/usr/sbin', '/bin', '/sbin']);
/** Files and directories of `/etc` that hold host secrets, masked in the box. */
const MASKED_ETC = [
    '/etc/shadow',
    '/etc/shadow-',
    '/etc/gshadow',
    '/etc/gshadow-',
    '/etc/sudoers',
    '/etc/sudoers.d',
    '/etc/ssh',
    '/etc/ssl/private',
];
/** Directories never bound, whatever asks for them: they hold other programs' sockets and data. */
const NEVER_BOUND = [
    '/',
    '/run',
    '/var',
    '/var/run',
    '/tmp',
    '/home',
    '/root',
    '/proc',
    '/sys',
    '/dev',
];
/** What `look` says of `file`, or undefined where it cannot say (a missing file, a refused look). */
function lookAt(file, look) {
    try {
        return look(file);
    }
    catch {
        return undefined;
    }
}
const realpathOr = (file) => lookAt(file, (at) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(at));
const lstatOr = (file) => lookAt(file, (at) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(at));
/** Whether `file` is `dir` or lies below it (paths already resolved). */
const isBelowOrAt = (file, dir) => file === dir || file.startsWith(dir === '/' ? '/' : `${dir}/`);
/** The package a program belongs to: the nearest directory above it with a package.json, else its directory. */
function packageDirOf(program) {
    let dir = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(program);
    for (let depth = 0; depth < 6; depth += 1) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'package.json')))
            return dir;
        const parent = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    return node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(program);
}
/**
 * The directories of PATH's programs: each entry (a `node_modules/.bin` as its `node_modules`, a
 * prefix's `bin` with a `lib/node_modules` as the prefix), and the package each link's target is in.
 */
function pathProgramDirs(pathVariable) {
    const dirs = [];
    for (const entry of (pathVariable ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_1__.delimiter)) {
        if (entry === '' || !node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute(entry))
            continue;
        const real = realpathOr(entry);
        if (real === undefined)
            continue;
        if (node_path__WEBPACK_IMPORTED_MODULE_1__.basename(real) === '.bin' && node_path__WEBPACK_IMPORTED_MODULE_1__.basename(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(real)) === 'node_modules') {
            dirs.push(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(real));
            continue;
        }
        const prefix = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(real);
        if (node_path__WEBPACK_IMPORTED_MODULE_1__.basename(real) === 'bin' && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(prefix, 'lib', 'node_modules'))) {
            dirs.push(prefix);
            continue;
        }
        dirs.push(real);
        // The distribution's own program directories link only within the system's directories.
        if (DISTRIBUTION_BIN_DIRS.has(real))
            continue;
        const names = lookAt(real, (dir) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true })) ?? [];
        for (const name of names) {
            if (!name.isSymbolicLink())
                continue;
            const target = realpathOr(node_path__WEBPACK_IMPORTED_MODULE_1__.join(real, name.name));
            if (target !== undefined && !isBelowOrAt(target, real))
                dirs.push(packageDirOf(target));
        }
    }
    return dirs;
}
/**
 * `dirs` resolved, without those that do not exist, are never bound, hold one of `refused`, or lie
 * in another one or in `covered`.
 */
function outermostDirs(dirs, covered, refused = []) {
    const real = [...new Set(dirs.map((dir) => realpathOr(dir)).filter((dir) => dir !== undefined))];
    const refusedReal = refused.map((dir) => realpathOr(dir) ?? dir);
    // Dropped before the outermost are chosen: one never bound must not swallow those below it.
    const allowed = real.filter((dir) => !NEVER_BOUND.includes(dir) &&
        !refusedReal.some((secret) => isBelowOrAt(secret, dir)) &&
        !covered.some((outer) => isBelowOrAt(dir, outer)));
    const kept = allowed.filter((dir) => !allowed.some((other) => other !== dir && isBelowOrAt(dir, other)));
    return kept.sort();
}
/**
 * The host entries a box binds, in mount order: the system's, `extraDirs` (suite, agent install)
 * with their `node_modules`, PATH's; none that is or holds one of `refused` (a PATH entry `~`).
 */
function hostEntries(extraDirs, pathVariable, refused = []) {
    const entries = [];
    const systemDirs = [];
    for (const entry of SYSTEM_ENTRIES) {
        const stat = lstatOr(entry);
        if (stat?.isSymbolicLink() === true) {
            entries.push({ kind: 'link', path: entry, target: (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readlinkSync)(entry) });
        }
        else if (stat?.isDirectory() === true) {
            entries.push({ kind: 'dir', path: entry });
            systemDirs.push(entry);
        }
    }
    for (const masked of MASKED_ETC) {
        const stat = lstatOr(masked);
        if (stat !== undefined) {
            entries.push({ kind: stat.isDirectory() ? 'mask-dir' : 'mask-file', path: masked });
        }
    }
    // An install whose `node_modules` links elsewhere (a workspace, a shared store) needs both.
    const linkedModules = extraDirs.map((dir) => node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'node_modules'));
    const dirs = outermostDirs([...extraDirs, ...linkedModules, ...pathProgramDirs(pathVariable)], systemDirs, refused);
    for (const dir of dirs)
        entries.push({ kind: 'dir', path: dir });
    return entries;
}
/**
 * The pathname Unix sockets of `/proc/net/unix` (abstract ones, `@…`, stay in the host's network
 * namespace). A path may hold spaces; the kernel writes it as it was bound.
 */
function socketPathsOf(table) {
    const paths = [];
    for (const line of table.split('\n')) {
        // Num: RefCount Protocol Flags Type St Inode Path
        const match = /^\s*[0-9A-Fa-f]+: (?:[0-9A-Fa-f]+ ){5}\d+ (\/.*)$/.exec(line);
        if (match?.[1] !== undefined)
            paths.push(match[1]);
    }
    return paths;
}
/**
 * Masks for the host's Unix sockets in what a box binds (a read-only bind does not stop connect()),
 * from the kernel's table at every box's start; none below a mask. Mounted after the binds.
 */
function socketMasks(entries, table = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(_bwrap_probe_js__WEBPACK_IMPORTED_MODULE_2__/* .UNIX_SOCKET_TABLE */ ._J, 'utf8')) {
    const bound = entries.filter((entry) => entry.kind === 'dir').map((entry) => entry.path);
    const hidden = entries
        .filter((entry) => entry.kind.startsWith('mask'))
        .map((entry) => entry.path);
    const masks = new Set();
    for (const listed of socketPathsOf(table)) {
        const dir = realpathOr(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(listed));
        if (dir === undefined)
            continue;
        const socket = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, node_path__WEBPACK_IMPORTED_MODULE_1__.basename(listed));
        if (!bound.some((outer) => isBelowOrAt(socket, outer)))
            continue;
        if (hidden.some((masked) => isBelowOrAt(socket, masked)))
            continue;
        // A socket file removed since (or another file put in its place) is not masked.
        if (lstatOr(socket)?.isSocket() === true)
            masks.add(socket);
    }
    return [...masks].sort().map((socket) => ({ kind: 'mask-file', path: socket }));
}
/** `dirs`, sorted, each under the longest labelled directory as `<TOKEN>` or `<TOKEN>/rest`. */
function labelDirs(dirs, labels) {
    const byLength = [...labels].sort((a, b) => b.dir.length - a.dir.length);
    const labelled = dirs.map((dir) => {
        const label = byLength.find((candidate) => isBelowOrAt(dir, candidate.dir));
        if (label === undefined)
            return dir;
        return dir === label.dir ? label.token : `${label.token}${dir.slice(label.dir.length)}`;
    });
    return [...new Set(labelled)].sort();
}
//# sourceMappingURL=host-mounts.js.map

/***/ }),

/***/ 5287:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lZ: () => (/* binding */ openNone),
  Ep: () => (/* binding */ openSandbox),
  removePrivateDirs: () => (/* binding */ removePrivateDirs)
});

// UNUSED EXPORTS: probeDocker

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/sandbox/host-mounts.js
var host_mounts = __webpack_require__(9448);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
;// CONCATENATED MODULE: ./lib/sandbox/network-attempts.js
/**
 * What a box's network refused its agent: each kind of attempt seen is a `network_blocked`
 * incident (SPEC §1). The bridge's script appends the fresh namespace's counters (`/proc/net/snmp`,
 * `snmp6`) once the agent has ended, so every count is the agent's: refused loopback TCP
 * (`AttemptFails`), packets off the box (`OutNoRoutes`, DNS included), UDP to no listener (`NoPorts`).
 * Not seen: a missing Unix socket, the in-process agent's commands (not bridged), anything after the
 * agent killed the bridge's shell. An agent writing the file can only accuse itself or hide.
 */




const NETWORK_BLOCKED_INCIDENT = 'network_blocked';
/** Where a run's box leaves its network counters (in the run's directory, outside the workspace). */
function networkCountersFile(runRoot) {
    return external_node_path_.join(runRoot, 'network-counters');
}
/**
 * The counters of `/proc/net/snmp` (`Tcp: names…` then `Tcp: values…`) and `snmp6` (`Name value`),
 * as `Tcp.AttemptFails` and `Ip6OutNoRoutes`, summed over repeated blocks; other lines skipped.
 */
function parseNetworkCounters(text) {
    const counters = new Map();
    const add = (name, value) => {
        if (Number.isFinite(value) && value >= 0)
            counters.set(name, (counters.get(name) ?? 0) + value);
    };
    const headers = new Map();
    for (const line of text.split('\n')) {
        const snmp = /^(\w+):\s+(.*)$/.exec(line);
        if (snmp !== null) {
            const [, group = '', rest = ''] = snmp;
            const fields = rest.trim().split(/\s+/);
            if (!fields.every((field) => /^-?\d+$/.test(field))) {
                headers.set(group, fields);
                continue;
            }
            const names = headers.get(group);
            headers.delete(group);
            names?.forEach((name, index) => add(`${group}.${name}`, Number(fields[index])));
            continue;
        }
        const snmp6 = /^(\w+)\s+(\d+)\s*$/.exec(line);
        if (snmp6 !== null)
            add(snmp6[1] ?? '', Number(snmp6[2]));
    }
    return counters;
}
/** The incidents the counters show, one per kind of attempt seen, with its count. */
function networkBlockedIncidents(counters) {
    const count = (...names) => names.reduce((sum, name) => sum + (counters.get(name) ?? 0), 0);
    const refused = count('Tcp.AttemptFails');
    const offBox = count('Ip.OutNoRoutes', 'Ip6OutNoRoutes');
    const noListener = count('Udp.NoPorts', 'Udp6NoPorts');
    const details = [
        refused > 0
            ? `${(0,format/* plural */.LS)(refused, 'TCP connection')} refused in the sandbox: a loopback port other than the proxy's`
            : '',
        offBox > 0
            ? `${(0,format/* plural */.LS)(offBox, 'packet')} to addresses outside the sandbox dropped (no route; DNS lookups included)`
            : '',
        noListener > 0
            ? `${(0,format/* plural */.LS)(noListener, 'UDP datagram')} to a loopback port nobody listens on in the sandbox (a local DNS resolver?)`
            : '',
    ];
    return details
        .filter((detail) => detail !== '')
        .map((detail) => ({ kind: NETWORK_BLOCKED_INCIDENT, detail }));
}
/** The incidents of a run's counters file; none when there is none (no bridge, no sandbox). */
async function readNetworkBlocked(file) {
    // A missing file is the common case (no command in the box): no failed open and its error.
    if (!(0,external_node_fs_.existsSync)(file))
        return [];
    const text = await (0,promises_.readFile)(file, 'utf8').catch(() => '');
    // The agent could have written it: a bounded read of what the kernel would have written.
    return networkBlockedIncidents(parseNetworkCounters(text.slice(0, 65_536)));
}
//# sourceMappingURL=network-attempts.js.map
;// CONCATENATED MODULE: ./lib/sandbox/bridge.js
/**
 * The bridge from inside a box to the proxy: the proxy also listens on a Unix socket, mounted at
 * `BOX_PROXY_SOCKET`, and a forwarder in the box (`socat`, which starts in milliseconds, else Node)
 * listens on 127.0.0.1 at the proxy's own port, so base URLs are the same inside a box as outside.
 * It runs in `/` with an empty environment: nothing of the run's marks it as the agent's leftover.
 */

/** Where the proxy's socket is inside a box. */
const BOX_PROXY_SOCKET = '/run/verdict/proxy.sock';
/** A forwarder in Node, for boxes without socat: argv[1] the port, argv[2] the socket. */
const NODE_FORWARDER = `const net=require('node:net');const [port,sock]=process.argv.slice(1);net.createServer((c)=>{const u=net.connect(sock);c.pipe(u).pipe(c);const end=()=>{c.destroy();u.destroy()};c.on('error',end);u.on('error',end)}).listen(Number(port),'127.0.0.1');`;
/** The exit status of the bridge script when its forwarder never listened, and what it prints. */
const BRIDGE_FAILED_EXIT = 125;
const BRIDGE_FAILED_MESSAGE = 'verdict: the bridge to the proxy did not start in the sandbox';
/**
 * The script (for `/bin/sh -c`) that starts the forwarder, waits until it listens, then runs the
 * rest of its arguments. `$1` is the port, `$2` the file the network counters are appended to once
 * the command has ended: so it is run, not `exec`ed, unless the shell cannot find it.
 */
const BRIDGE_SCRIPT = [
    'port=$1; counters=$2; shift 2',
    'hex=$(printf %04X "$port")',
    'if command -v socat >/dev/null 2>&1; then',
    `  (cd / && exec env -i socat TCP-LISTEN:"$port",bind=127.0.0.1,fork,reuseaddr UNIX-CONNECT:${BOX_PROXY_SOCKET}) 2>/dev/null &`,
    'else',
    '  (cd / && exec env -i "$VERDICT_BRIDGE_NODE" -e "$VERDICT_BRIDGE_SCRIPT" "$port" "$VERDICT_BRIDGE_SOCKET") 2>/dev/null &',
    'fi',
    // The shell's own reads of the TCP table, no program per look; after 200 looks, one per 10 ms.
    'listening() {',
    '  while read -r _ address _ state _; do',
    '    [ "$address" = "0100007F:$hex" ] && [ "$state" = 0A ] && return 0',
    '  done </proc/net/tcp',
    '  return 1',
    '}',
    'i=0',
    'until listening 2>/dev/null; do',
    '  i=$((i+1))',
    `  [ "$i" -gt 500 ] && { echo "${BRIDGE_FAILED_MESSAGE}" >&2; exit ${BRIDGE_FAILED_EXIT}; }`,
    '  [ "$i" -gt 200 ] && sleep 0.01',
    'done',
    'unset VERDICT_BRIDGE_NODE VERDICT_BRIDGE_SCRIPT VERDICT_BRIDGE_SOCKET',
    'command -v "$1" >/dev/null 2>&1 || exec "$@"',
    '"$@"',
    'status=$?',
    'cat /proc/net/snmp /proc/net/snmp6 >>"$counters" 2>/dev/null',
    'exit $status',
].join('\n');
/** A bridged command's socket to mount, command line and variables (verifiers are not bridged). */
function bridgeOf(bridge, withBridge, argv, runRoot) {
    if (!withBridge || bridge === undefined)
        return undefined;
    return {
        socket: bridge.socket,
        argv: [
            '/bin/sh',
            '-c',
            BRIDGE_SCRIPT,
            'verdict-bridge',
            String(bridge.port),
            networkCountersFile(runRoot),
            ...argv,
        ],
        env: bridgeEnvironment(),
    };
}
/** The variables the bridge's script reads (it removes them before it runs the command). */
function bridgeEnvironment() {
    return {
        VERDICT_BRIDGE_NODE: process.execPath,
        VERDICT_BRIDGE_SCRIPT: NODE_FORWARDER,
        VERDICT_BRIDGE_SOCKET: BOX_PROXY_SOCKET,
    };
}
//# sourceMappingURL=bridge.js.map
;// CONCATENATED MODULE: ./lib/sandbox/bwrap.js
/**
 * The `bwrap` backend (bubblewrap; docs/sandbox.md). Each command of a run starts in a new box with:
 * - its own user, pid, ipc, uts, network and (where allowed) cgroup namespaces, a new session, and
 *   no capabilities (as root, bwrap would keep root's: an agent could remount `/` writable);
 * - its own `/proc`, a minimal `/dev`; everything it started ends with the command;
 * - the host read-only, only what `host-mounts.ts` binds (never `/`), `/etc`'s secrets masked;
 * - writable only the run's directory and its own `/tmp`; no other run's directory;
 * - only its loopback: the proxy through `bridge.ts`; the host's sockets in what it reads are
 *   masked (`socketMasks`: a read-only bind does not stop `connect(2)`);
 * - rlimits on memory (RLIMIT_DATA), CPU time and processes (which root escapes: the runner counts).
 * It does not hide the host's system directories, nor guard against a kernel exploit.
 */



/** What every bwrap box has, before the mounts. */
const NAMESPACES = [
    '--unshare-user',
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-net',
    '--unshare-cgroup-try',
    '--die-with-parent',
    '--new-session',
    '--cap-drop',
    'ALL',
];
/** The rlimits of a box, as `prlimit` options (soft below hard for CPU, so SIGXCPU names it). */
function prlimitArgs(limits) {
    const memory = limits.memoryMb * 1024 * 1024;
    return [
        'prlimit',
        `--data=${memory}`,
        `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 5}`,
        `--nproc=${limits.processes}`,
        '--',
    ];
}
function hostMountArgs(entries) {
    return entries.flatMap((entry) => {
        switch (entry.kind) {
            case 'dir':
                return ['--ro-bind', entry.path, entry.path];
            case 'link':
                return ['--symlink', entry.target, entry.path];
            case 'mask-file':
                return ['--ro-bind', '/dev/null', entry.path];
            case 'mask-dir':
                return ['--tmpfs', entry.path, '--remount-ro', entry.path];
        }
    });
}
function bwrapArgv(options, argv, cwd, withBridge) {
    const { run } = options;
    const args = [options.program, ...NAMESPACES, '--json-status-fd', '3'];
    // The run's own /tmp first: what follows may be mounted below /tmp (a suite in a temp dir).
    args.push('--bind', run.tmp, '/tmp');
    const bound = [
        ...options.hostEntries,
        ...run.readOnly.map((dir) => ({ kind: 'dir', path: dir })),
    ];
    args.push(...hostMountArgs([...bound, ...(0,host_mounts/* socketMasks */.d_)(bound, options.socketTable?.())]));
    // The runs' parent is hidden when a read-only directory shows it, then this run's bound writable.
    const runsParent = external_node_path_.dirname(run.root);
    const boundAbove = [...options.hostEntries.map((entry) => entry.path), ...run.readOnly].some((dir) => (0,host_mounts/* isBelowOrAt */.Cl)(runsParent, dir));
    if (boundAbove && runsParent !== '/tmp')
        args.push('--tmpfs', runsParent);
    args.push('--bind', run.root, run.root);
    args.push('--dev', '/dev', '--proc', '/proc', '--tmpfs', '/run', '--dir', '/var/tmp');
    const limited = [...prlimitArgs(run.limits), ...argv];
    const bridge = bridgeOf(options.bridge, withBridge, limited, run.root);
    if (bridge !== undefined)
        args.push('--ro-bind', bridge.socket, BOX_PROXY_SOCKET);
    args.push('--chdir', cwd, '--', ...(bridge?.argv ?? limited));
    return args;
}
/** The errno names of what `execvp` says (the box's locale is C), for a command that cannot start. */
const EXEC_ERRORS = {
    'No such file or directory': 'ENOENT',
    'Permission denied': 'EACCES',
    'Not a directory': 'ENOTDIR',
    'Exec format error': 'ENOEXEC',
    'Text file busy': 'ETXTBSY',
};
/**
 * The command's own program could not be executed, as `prlimit` (run first in every box) or bwrap
 * says it; a missing `prlimit` or `/bin/sh` is the box's failure instead.
 */
function commandNotExecuted(argv, stderr) {
    const program = argv[0];
    if (program === undefined)
        return undefined;
    for (const prefix of [`prlimit: failed to execute ${program}: `, `bwrap: execvp ${program}: `]) {
        const line = stderr.split('\n').find((candidate) => candidate.startsWith(prefix));
        if (line === undefined)
            continue;
        const reason = line.slice(prefix.length).trim();
        return { code: EXEC_ERRORS[reason] ?? reason, message: `${program}: ${reason}` };
    }
    return undefined;
}
function bwrapContainment(options) {
    return {
        wrap(argv, { cwd, env, bridge }) {
            const withBridge = bridge && options.bridge !== undefined;
            return {
                argv: bwrapArgv(options, argv, cwd, withBridge),
                env: withBridge ? { ...env, ...bridgeEnvironment() } : env,
                statusFd: true,
                // bwrap's init in the box ends with 128 + n when a signal n ended the command.
                signalAsExitStatus: true,
                endsTreeWithCommand: true,
            };
        },
        startFailure({ argv, status, stderr, exitCode }) {
            // bwrap's `--json-status-fd`: a box that started its command reports its `exit-code`.
            const started = /"exit-code"\s*:/.test(status);
            if (!started || exitCode === 126 || exitCode === 127) {
                const notExecuted = commandNotExecuted(argv, stderr);
                if (notExecuted !== undefined)
                    return { by: 'command', ...notExecuted };
            }
            if (started)
                return undefined;
            const said = stderr
                .split('\n')
                .filter((line) => line.startsWith('bwrap: '))
                .join('; ');
            return {
                by: 'sandbox',
                message: said === '' ? 'bwrap ended before it started the command' : said,
            };
        },
    };
}
//# sourceMappingURL=bwrap.js.map
;// CONCATENATED MODULE: ./lib/sandbox/docker.js
/**
 * The `docker` backend (or podman; docs/sandbox.md): each command starts in a fresh container of
 * the agent entry's `"image"`, which has:
 * - only its loopback; the proxy through `bridge.ts` (the image needs `socat` or `node`);
 * - the run's directory and its `/tmp` writable, the suite and the agent's install read-only,
 *   nothing else of the host, and its sockets there masked (`socketMasks`);
 * - no capabilities, no new privileges, a read-only root file system;
 * - limits on memory, each process's data, processes and CPU time per process.
 * It does not protect against the engine itself (a rootful daemon is root on the host).
 */


/** A `--mount` value's field, quoted as the engine's CSV reader wants when it holds `,` or `"`. */
function mountField(field) {
    return /[",]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}
/** `/dev/null` over each host socket it binds: `--network=none` does not cover Unix sockets. */
function socketMaskArgs(readOnly, table) {
    const bound = readOnly.map((dir) => ({ kind: 'dir', path: dir }));
    return (0,host_mounts/* socketMasks */.d_)(bound, table).flatMap((mask) => [
        '--mount',
        ['type=bind', 'src=/dev/null', `dst=${mask.path}`, 'readonly'].map(mountField).join(','),
    ]);
}
/**
 * The limits as `docker run` options. Memory is also each process's data rlimit: past `--memory`
 * alone the kernel kills silently, while a refused allocation is said, and the run names `memoryMb`.
 */
function dockerLimitArgs(limits) {
    const bytes = limits.memoryMb * 1024 * 1024;
    return [
        `--memory=${limits.memoryMb}m`,
        `--pids-limit=${limits.processes}`,
        `--ulimit=cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 5}`,
        `--ulimit=data=${bytes}:${bytes}`,
    ];
}
function dockerArgv(options, argv, cwd, env, withBridge) {
    const { run } = options;
    const args = [
        options.program,
        'run',
        '--rm',
        '-i',
        '--name',
        options.name,
        '--network=none',
        '--cap-drop=ALL',
        '--security-opt=no-new-privileges',
        '--read-only',
        '--init',
        ...dockerLimitArgs(run.limits),
        '--volume',
        `${run.root}:${run.root}:rw`,
        '--volume',
        `${run.tmp}:/tmp:rw`,
        ...run.readOnly.flatMap((dir) => ['--volume', `${dir}:${dir}:ro`]),
        ...socketMaskArgs(run.readOnly, options.socketTable?.()),
        '--workdir',
        cwd,
    ];
    const bridge = bridgeOf(options.bridge, withBridge, argv, run.root);
    if (bridge !== undefined)
        args.push('--volume', `${bridge.socket}:${BOX_PROXY_SOCKET}`);
    // Variables go by name (`--env NAME`): their values stay out of the command line.
    const names = Object.keys({ ...env, ...bridge?.env }).sort();
    for (const name of names)
        args.push('--env', name);
    args.push(options.image, ...(bridge?.argv ?? argv));
    return args;
}
function dockerContainment(options, nameOf) {
    return {
        wrap(argv, { cwd, env, bridge }) {
            const withBridge = bridge && options.bridge !== undefined;
            // The bridge's Node fallback is the image's own `node`, not the host's.
            const extra = withBridge ? { ...bridgeEnvironment(), VERDICT_BRIDGE_NODE: 'node' } : {};
            const allEnv = { ...env, ...extra };
            return {
                argv: dockerArgv({ ...options, name: nameOf() }, argv, cwd, allEnv, withBridge),
                env: allEnv,
                statusFd: false,
                // `--init` ends with 128 + n when a signal n ended the command, and docker run with it.
                signalAsExitStatus: true,
                endsTreeWithCommand: true,
            };
        },
        startFailure({ argv, exitCode, stderr }) {
            // 125: no container; 126/127 with the runtime's `exec: "X"` or the bridge's `exec: X:`: no
            // command; every other status is the command's own.
            if (exitCode === 126 || exitCode === 127) {
                const program = argv[0];
                const line = stderr
                    .split('\n')
                    .find((candidate) => program !== undefined &&
                    (candidate.includes(`exec: "${program}"`) || candidate.includes(`exec: ${program}:`)));
                if (line === undefined)
                    return undefined;
                return {
                    by: 'command',
                    code: exitCode === 127 ? 'ENOENT' : 'EACCES',
                    message: line.trim(),
                };
            }
            if (exitCode !== 125)
                return undefined;
            const said = stderr.trim().split('\n').slice(-3).join('; ');
            return { by: 'sandbox', message: said === '' ? 'docker run failed (exit 125)' : said };
        },
    };
}
//# sourceMappingURL=docker.js.map
// EXTERNAL MODULE: ./lib/sandbox/bwrap-probe.js
var bwrap_probe = __webpack_require__(3442);
;// CONCATENATED MODULE: ./lib/sandbox/none.js
const noContainment = {
    wrap: (argv, { env }) => ({
        argv: [...argv],
        env,
        statusFd: false,
        signalAsExitStatus: false,
        endsTreeWithCommand: false,
    }),
    startFailure: () => undefined,
};
//# sourceMappingURL=none.js.map
// EXTERNAL MODULE: ./lib/process/process-tree.js
var process_tree = __webpack_require__(8009);
;// CONCATENATED MODULE: ./lib/sandbox/run-box.js
/**
 * What every backend's run box shares: it remembers the sandbox's first failure to start a command
 * (`sandbox_failed`), reads a command's end for a limit hit (`budget_exceeded`), and counts the
 * agent's processes.
 */



/** What programs print when an allocation is refused (Node, glibc, Rust, C++, Go, Python). */
const OUT_OF_MEMORY = /out of memory|Cannot allocate memory|allocation failed|bad_alloc|memory allocation of \d+ bytes failed|MemoryError|ENOMEM/i;
/** The limit a command's end shows it hit, named with its value, or undefined. */
function limitHitBy(limits, end) {
    if (end.signal === 'SIGXCPU')
        return `cpuSeconds ${limits.cpuSeconds}`;
    const ended = end.signal !== null || (end.exitCode !== null && end.exitCode !== 0);
    if (ended && OUT_OF_MEMORY.test(end.stderr.slice(-8_192)))
        return `memoryMb ${limits.memoryMb}`;
    return undefined;
}
const LOOK_EVERY_MS = 200;
/**
 * Counts a sandboxed agent's processes while it runs (RLIMIT_NPROC binds neither root nor a run).
 * A count, not a fence: a fork bomb may pass the limit between two looks and is stopped at the next.
 */
function watchProcessCount(pid, limit, onExceeded) {
    let stopped = false;
    const timer = setInterval(() => {
        void (0,process_tree/* findDescendants */.Cj)(pid, limit).then((descendants) => {
            if (stopped || descendants.length <= limit)
                return;
            stopped = true;
            clearInterval(timer);
            onExceeded();
        });
    }, LOOK_EVERY_MS);
    timer.unref();
    return {
        stop: () => {
            stopped = true;
            clearInterval(timer);
        },
    };
}
function createRunBox(backend, containment, limits, 
/** Where the box's bridge leaves its network counters (`network-attempts.ts`), if it has one. */
countersFile) {
    let failure;
    return {
        backend,
        get failure() {
            return failure;
        },
        wrap: (argv, options) => containment.wrap(argv, options),
        startFailure(result) {
            const failed = result.exitCode === BRIDGE_FAILED_EXIT && result.stderr.includes(BRIDGE_FAILED_MESSAGE)
                ? { by: 'sandbox', message: BRIDGE_FAILED_MESSAGE }
                : containment.startFailure(result);
            // A command that could not be executed is the command's failure, not the box's.
            if (failed?.by === 'sandbox')
                failure ??= failed.message;
            return failed;
        },
        watchProcesses: (pid, onExceeded) => backend === 'none'
            ? { stop: () => undefined }
            : watchProcessCount(pid, limits.processes, onExceeded),
        networkBlocked: () => countersFile === undefined ? Promise.resolve([]) : readNetworkBlocked(countersFile),
        limitHit: (end) => (backend === 'none' ? undefined : limitHitBy(limits, end)),
    };
}
//# sourceMappingURL=run-box.js.map
;// CONCATENATED MODULE: ./lib/sandbox/open-sandbox.js
/**
 * Chooses and opens an invocation's sandbox (SPEC §1): the backend asked for (a usage error before
 * any run when it cannot work here), or for `auto` bwrap, else docker with an image, else `none`
 * with one warning, never silently.
 */













/** The docker (or podman) program whose engine answers, or why there is none. */
async function probeDocker(pathVariable) {
    const problems = [];
    for (const name of ['docker', 'podman']) {
        const program = (0,bwrap_probe/* findProgram */.Kp)(name, pathVariable);
        if (program === undefined)
            continue;
        const info = await (0,bwrap_probe/* runProgram */.mB)(program, ['info', '--format', '{{.ServerVersion}}']);
        if (info.ok)
            return { program };
        problems.push(`${name}: ${info.output.split('\n').slice(-1)[0] ?? 'no engine'}`);
    }
    return {
        problem: problems.length === 0 ? 'neither docker nor podman is installed' : problems.join('; '),
    };
}
const realOrResolved = (dir) => (0,host_mounts/* realpathOr */.xR)(dir) ?? external_node_path_.resolve(dir);
/** The private directories of the sandboxes this process opened and has not removed yet. */
const privateDirs = new Set();
let removedAtExit = false;
/** A private directory (0700) outside every box, removed by `removePrivateDirs` or at exit. */
async function privateTempDir(parent, prefix) {
    const dir = await (0,promises_.mkdtemp)(external_node_path_.join(parent, prefix));
    privateDirs.add(dir);
    if (!removedAtExit) {
        removedAtExit = true;
        process.once('exit', () => {
            for (const each of privateDirs)
                (0,external_node_fs_.rmSync)(each, { recursive: true, force: true });
        });
    }
    return dir;
}
/**
 * Removes the private directories of every sandbox opened so far, once their command has ended
 * (a process running commands in turn, never side by side: one would take the other's bridge).
 */
async function removePrivateDirs() {
    const dirs = [...privateDirs];
    privateDirs.clear();
    await Promise.all(dirs.map((dir) => (0,promises_.rm)(dir, { recursive: true, force: true })));
}
/** Directories never bound: the user's HOME (its secrets live there) and any that holds it. */
function refusedDirs(request) {
    return request.userHome === undefined ? [] : [request.userHome];
}
/** The outermost existing directories asked for, resolved, none never bound. */
function readableDirs(request) {
    return (0,host_mounts/* outermostDirs */.Tw)(request.readOnly, [], refusedDirs(request));
}
/**
 * Where runs' directories go (SPEC §1, [18/23]): the temp directory, unless a box shows it (every
 * box would show the other runs, and bwrap's tmpfs hiding them would hide the agent beside them):
 * then a private directory under `/tmp`.
 */
async function runsParentFor(shown) {
    const inShown = (dir) => shown.some((outer) => (0,host_mounts/* isBelowOrAt */.Cl)(dir, outer));
    if (!inShown(realOrResolved(external_node_os_.tmpdir())))
        return undefined;
    const tmp = realOrResolved('/tmp');
    const refuse = (why) => new errors/* UsageError */.eb(`the temp directory ${external_node_os_.tmpdir()} lies in a directory every run's box shows, and ${why}: set TMPDIR to a directory outside the suite, the config's folder and the agent's install`);
    if (inShown(tmp))
        throw refuse('so does /tmp');
    try {
        return await privateTempDir(tmp, 'verdict-runs-');
    }
    catch (error) {
        throw refuse(`${tmp} is not writable (${String(error)})`);
    }
}
async function openBoxed(boxed) {
    const { backend, containmentFor, image, shownDirs } = boxed;
    const bridgeDir = await privateTempDir(external_node_os_.tmpdir(), 'verdict-bridge-');
    const socket = external_node_path_.join(bridgeDir, 'proxy.sock');
    const runsParent = await runsParentFor(shownDirs);
    const shows = (0,host_mounts/* labelDirs */.rb)(shownDirs, [
        ...(runsParent === undefined ? [] : [{ dir: runsParent, token: '<RUNS>' }]),
        ...(boxed.request.labels ?? []).map((label) => ({ ...label, dir: realOrResolved(label.dir) })),
    ]);
    return {
        backend,
        bridgeSocket: socket,
        confinesWrites: true,
        shownDirs,
        runsParent,
        conditions: (limits) => ({
            backend,
            limits,
            ...(image === undefined ? {} : { image }),
            shows,
        }),
        forRun: (spec, port) => createRunBox(backend, containmentFor(socket, spec, port), spec.limits, networkCountersFile(spec.root)),
        dispose: async () => {
            await (0,promises_.rm)(bridgeDir, { recursive: true, force: true });
            if (runsParent !== undefined)
                await (0,promises_.rm)(runsParent, { recursive: true, force: true });
        },
    };
}
function openNone() {
    return {
        backend: 'none',
        bridgeSocket: undefined,
        confinesWrites: false,
        shownDirs: [],
        runsParent: undefined,
        conditions: (limits) => ({ backend: 'none', limits }),
        forRun: (spec) => createRunBox('none', noContainment, spec.limits),
        dispose: () => Promise.resolve(),
    };
}
/** A bwrap sandbox, or why not: the probe runs while the host's entries are read. */
async function openBwrap(request) {
    const probing = (0,bwrap_probe/* takeBwrapProbe */.S3)(request.pathVariable);
    // The Node that runs Verdict: the bridge's forwarder when the box has no socat.
    const nodePrefix = external_node_path_.dirname(external_node_path_.dirname(realOrResolved(process.execPath)));
    const entries = (0,host_mounts/* hostEntries */.p4)([...readableDirs(request), nodePrefix], request.pathVariable, refusedDirs(request));
    const problem = await probing;
    if (problem !== undefined)
        return { problem };
    const program = (0,bwrap_probe/* findProgram */.Kp)('bwrap', request.pathVariable);
    return openBoxed({
        backend: 'bwrap',
        containmentFor: (socket, spec, port) => bwrapContainment({
            program,
            hostEntries: entries,
            run: { ...spec, readOnly: [] },
            bridge: { socket, port },
        }),
        shownDirs: entries.flatMap((entry) => (entry.kind === 'dir' ? [entry.path] : [])),
        request,
    });
}
async function openDocker(program, image, request) {
    const inspect = await (0,bwrap_probe/* runProgram */.mB)(program, ['image', 'inspect', '--format', '{{.Id}}', image]);
    if (!inspect.ok) {
        throw new errors/* UsageError */.eb(`--sandbox docker: the image ${JSON.stringify(image)} does not exist here (${external_node_path_.basename(program)} image inspect: ${inspect.output.split('\n')[0] ?? ''}); pull or build it first`);
    }
    const readOnly = readableDirs(request);
    return openBoxed({
        backend: 'docker',
        containmentFor: (socket, spec, port) => dockerContainment({ program, image, run: { ...spec, readOnly }, bridge: { socket, port } }, () => `verdict-${(0,external_node_crypto_.randomUUID)()}`),
        image,
        shownDirs: readOnly,
        request,
    });
}
async function openSandbox(request) {
    const { choice } = request;
    if (choice === 'none')
        return { sandbox: openNone() };
    if (choice === 'docker') {
        if (request.image === undefined) {
            throw new errors/* UsageError */.eb('--sandbox docker needs an image: name it in the agent entry of verdict.config.json ("image": "…")');
        }
        const docker = await probeDocker(request.pathVariable);
        if ('problem' in docker)
            throw new errors/* UsageError */.eb(`--sandbox docker: ${docker.problem}`);
        return { sandbox: await openDocker(docker.program, request.image, request) };
    }
    const bwrap = await openBwrap(request);
    if (!('problem' in bwrap))
        return { sandbox: bwrap };
    if (choice === 'bwrap')
        throw new errors/* UsageError */.eb(`--sandbox bwrap: ${bwrap.problem}`);
    let dockerProblem = '';
    if (request.image !== undefined) {
        const docker = await probeDocker(request.pathVariable);
        if ('program' in docker) {
            try {
                return {
                    sandbox: await openDocker(docker.program, request.image, request),
                    warning: `sandbox: ${bwrap.problem}; using docker (${request.image})`,
                };
            }
            catch (error) {
                // An engine without the agent's image is no sandbox for `auto`: fall back, saying why.
                if (!(error instanceof errors/* UsageError */.eb))
                    throw error;
                dockerProblem = `; ${error.message.replace(/^--sandbox docker: /, 'docker: ')}`;
            }
        }
    }
    return {
        sandbox: openNone(),
        warning: `not sandboxed: ${bwrap.problem}${dockerProblem}. Agents and verifiers run as this user, with its files and network (see docs/sandbox.md; --sandbox none says you mean it)`,
    };
}
//# sourceMappingURL=open-sandbox.js.map

/***/ })

};
