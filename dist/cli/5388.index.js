export const id = 5388;
export const ids = [5388];
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

/***/ 3442:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kp: () => (/* binding */ findProgram),
/* harmony export */   S3: () => (/* binding */ takeBwrapProbe),
/* harmony export */   _J: () => (/* binding */ UNIX_SOCKET_TABLE),
/* harmony export */   mB: () => (/* binding */ runProgram),
/* harmony export */   x0: () => (/* binding */ startBwrapProbeUnless)
/* harmony export */ });
/* unused harmony exports probeBwrap, BOXING_COMMANDS, startBwrapProbeFor */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1421);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/**
 * bwrap's probe: whether a box starts here, by starting the smallest one. It is a child process of
 * some 10–25 ms, so an invocation that will open a box starts it as early as it can (before the
 * bundled CLI loads, when it is known that the command boxes its runs): the first open with the
 * same PATH takes the answer (`takeBwrapProbe`) instead of probing again. Node modules only, named
 * imports: bin/verdict.js's loader bundles this file.
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
    // The box's own environment: nothing of this process's (its keys) reaches even the probe.
    const probe = await runProgram(bwrap, [
        '--unshare-all',
        '--die-with-parent',
        '--cap-drop',
        'ALL',
        '--ro-bind',
        '/usr',
        '/usr',
        '--symlink',
        'usr/bin',
        '/bin',
        '--symlink',
        'usr/lib',
        '/lib',
        '--symlink',
        'usr/lib64',
        '/lib64',
        '--proc',
        '/proc',
        '--dev',
        '/dev',
        '--',
        'prlimit',
        '--nproc=64',
        '--',
        'true',
    ], { PATH: pathVariable ?? '/usr/bin:/bin' });
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
/**
 * Starts the probe from a command line not parsed yet (bin/verdict.js, before the bundle loads):
 * for a command that boxes its runs, unless `--sandbox` names a backend that is not bwrap's.
 */
function startBwrapProbeFor(argv, env) {
    if (!BOXING_COMMANDS.has(argv[0] ?? ''))
        return;
    const at = argv.indexOf('--sandbox');
    const given = at >= 0
        ? argv[at + 1]
        : argv.find((arg) => arg.startsWith('--sandbox='))?.slice('--sandbox='.length);
    startBwrapProbeUnless(given, env.PATH);
}
/**
 * Starts the probe for `pathVariable` now, unless `--sandbox` (`given`) names a backend that is not
 * bwrap's or one for it is already under way.
 */
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
 * What of the host a sandboxed run sees, read-only: the system's programs and libraries (`/usr`,
 * `/etc` without its secrets, `/opt`, the `/bin`-style links), the directories its programs come
 * from (PATH, and the package each program on it belongs to), and what the caller names (the
 * suite, the agent's install). Never `/` wholesale: every pathname socket under `/run`, `/var` or
 * `/tmp` would stay reachable across a network namespace. Never the user's HOME, `/root`, `/home`.
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
 * The directories that PATH's programs live in: each PATH directory, a `node_modules/.bin` as its
 * `node_modules`, a `…/bin` of a prefix with a `lib/node_modules` as the prefix, and for each link
 * in it the package its target belongs to.
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
 * `dirs` without those another one holds, those the system entries hold, those that do not exist,
 * those never bound, and those that are or hold one of `refused` (the user's HOME); resolved
 * through links.
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
 * The host entries a box binds, in mount order; `extraDirs` are the caller's (suite, agent
 * install), each with the target of its `node_modules` when that is a link; no directory that is or holds one of `refused` (the user's HOME, which a PATH entry
 * such as `~` or a link's package may name) is bound.
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
 * The pathname Unix sockets of the kernel's table (`/proc/net/unix`'s text): its last field, when
 * it is a path (an abstract socket's starts with `@`, and lives in the network namespace the box
 * does not share). A path may hold spaces; the kernel writes it as it was bound.
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
 * Masks for the host's Unix sockets that a box would see in what it binds: a read-only bind does
 * not stop connect(), so a host program's socket in a directory the box may read (a checkout, the
 * suite's folder, `/opt`) would be reachable across the network namespace. Read from the kernel's
 * table of the sockets bound in this network namespace (`table`), at every box's start, so a
 * service started meanwhile is masked too; none below a directory already masked. Mounted after
 * the binds they mask.
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
/**
 * `dirs` with the machine's paths as tokens, sorted: each under the longest labelled directory
 * that holds it, `<TOKEN>` or `<TOKEN>/rest`; the others (`/usr`, `/etc`) as they are.
 */
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

/***/ 5388:
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
 * What a box's network refused its agent (SPEC §1: an agent that tries to reach anything but the
 * proxy is not failed for it, but each attempt that can be seen is an incident `network_blocked`).
 *
 * A box has a network namespace of its own, with only its loopback; the kernel counts per
 * namespace, and the bridge's script appends the namespace's counters (`/proc/net/snmp`,
 * `/proc/net/snmp6`) to the run's `network-counters` file once the agent has ended. Every count
 * there is the agent's, since the namespace was fresh and the bridge itself never fails a
 * connection. What they show:
 * - TCP connections refused on the loopback (`Tcp AttemptFails`): a port other than the proxy's,
 *   IPv4 or IPv6;
 * - packets to an address off the box (`Ip OutNoRoutes`, `Ip6OutNoRoutes`): TCP connects and UDP
 *   datagrams, DNS queries to a resolver off the box included (a lookup sends several);
 * - UDP datagrams to a loopback port nobody listens on (`Udp NoPorts`, `Udp6NoPorts`): a local
 *   resolver such as 127.0.0.53.
 * What they do not show: a Unix socket that is not there (only the agent sees its `ENOENT`), what
 * the commands of the in-process built-in agent try (they run without the bridge), and anything
 * after the agent killed the bridge's shell, its parent (the counters are then never written).
 * The agent may write the file itself: it can then only accuse itself, or hide its own attempts.
 */




const NETWORK_BLOCKED_INCIDENT = 'network_blocked';
/** Where a run's box leaves its network counters (in the run's directory, outside the workspace). */
function networkCountersFile(runRoot) {
    return external_node_path_.join(runRoot, 'network-counters');
}
/**
 * The counters in `/proc/net/snmp` (pairs of lines, `Tcp: names…` then `Tcp: values…`) and
 * `/proc/net/snmp6` (`Name value` lines), as `Tcp.AttemptFails` and `Ip6OutNoRoutes`; blocks that
 * repeat (one per bridged command of the run) are added up. Lines it cannot read are skipped.
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
    // Most runs start nothing in their box (a prompt case, an agent in Verdict's process that ran no
    // command): a missing file is the common case, found without a failed open and its error.
    if (!(0,external_node_fs_.existsSync)(file))
        return [];
    const text = await (0,promises_.readFile)(file, 'utf8').catch(() => '');
    // The agent could have written it: a bounded read of what the kernel would have written.
    return networkBlockedIncidents(parseNetworkCounters(text.slice(0, 65_536)));
}
//# sourceMappingURL=network-attempts.js.map
;// CONCATENATED MODULE: ./lib/sandbox/bridge.js
/**
 * The bridge from inside a box to the proxy: the proxy also listens on a Unix socket (in a
 * private directory of the invocation), the box has that socket at `BOX_PROXY_SOCKET`, and a small
 * forwarder started first inside the box listens on 127.0.0.1 at the proxy's own port and passes
 * each connection to the socket. So the base URLs an agent gets are the same inside a box as
 * outside, and nothing else is reachable: the box's network namespace has only its loopback.
 *
 * The forwarder is Debian's `socat` when the box has it (it starts in a few milliseconds), else
 * the Node running Verdict. The box's command waits until the forwarder listens, then runs the
 * agent, and once it has ended leaves the box's network counters for the runner (what the box
 * refused it: `network-attempts.ts`) and ends with the agent's status. The forwarder runs in `/`
 * with an empty environment: it is the box's, not the agent's, and nothing of the run's marks it
 * as one of the agent's leftovers.
 */

/** Where the proxy's socket is inside a box. */
const BOX_PROXY_SOCKET = '/run/verdict/proxy.sock';
/** A forwarder in Node, for boxes without socat: argv[1] the port, argv[2] the socket. */
const NODE_FORWARDER = `const net=require('node:net');const [port,sock]=process.argv.slice(1);net.createServer((c)=>{const u=net.connect(sock);c.pipe(u).pipe(c);const end=()=>{c.destroy();u.destroy()};c.on('error',end);u.on('error',end)}).listen(Number(port),'127.0.0.1');`;
/** The exit status of the bridge script when its forwarder never listened, and what it prints. */
const BRIDGE_FAILED_EXIT = 125;
const BRIDGE_FAILED_MESSAGE = 'verdict: the bridge to the proxy did not start in the sandbox';
/**
 * The script (for `/bin/sh -c`) that starts the forwarder, waits until it listens (its socket in
 * /proc/net/tcp, on 127.0.0.1), then runs the rest of its arguments. `$1` is the port, `$2` the file the box's
 * network counters are appended to once the command has ended (`network-attempts.ts`): so the
 * command is run, not `exec`ed — unless the shell cannot find it, which `exec` then says as before.
 */
const BRIDGE_SCRIPT = [
    'port=$1; counters=$2; shift 2',
    'hex=$(printf %04X "$port")',
    'if command -v socat >/dev/null 2>&1; then',
    `  (cd / && exec env -i socat TCP-LISTEN:"$port",bind=127.0.0.1,fork,reuseaddr UNIX-CONNECT:${BOX_PROXY_SOCKET}) 2>/dev/null &`,
    'else',
    '  (cd / && exec env -i "$VERDICT_BRIDGE_NODE" -e "$VERDICT_BRIDGE_SCRIPT" "$port" "$VERDICT_BRIDGE_SOCKET") 2>/dev/null &',
    'fi',
    // The shell's own reads of the box's TCP table, no program started for a look: the forwarder
    // listens within milliseconds. After the first 200 looks (a loaded host), one every 10 ms, for ~3 s.
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
/**
 * A box's command behind the bridge, when it is bridged and the box has one: the proxy's socket to
 * mount, the command line and the variables the script reads. Only a command that is bridged sees
 * the socket (a verifier does not need it, and the socket exists only once the proxy listens).
 */
function bridgeOf(bridge, withBridge, argv, runRoot) {
    if (!withBridge || bridge === undefined)
        return undefined;
    // The box's network counters go to a file of the run's directory when the command ends.
    const counters = networkCountersFile(runRoot);
    return {
        socket: bridge.socket,
        argv: [
            '/bin/sh',
            '-c',
            BRIDGE_SCRIPT,
            'verdict-bridge',
            String(bridge.port),
            counters,
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
 * The `bwrap` backend (bubblewrap). Each command of a run starts in a new box with:
 * - its own user, pid, ipc, uts, network and (where the kernel allows) cgroup namespaces, and no
 *   capabilities (`--cap-drop ALL`: as root, bwrap would otherwise keep root's, and an agent could
 *   unmount `/proc` or remount `/` writable);
 * - `/proc` of its own pid namespace only, a minimal `/dev`, and a new session (no terminal
 *   injection); when the command ends, everything it started in the box ends with it;
 * - the host file system read-only, and only what `host-mounts.ts` binds (never `/` wholesale:
 *   `/run`, `/var` and `/tmp` hold other programs' sockets); `/etc`'s secrets masked;
 * - writable only the run's directory (workspace, HOME, events) and the run's own `/tmp`, a fresh
 *   directory of the run; no other run's directory; the suite and the agent's install read-only;
 * - a network of its own loopback only: the proxy is reached through the bridge (`bridge.ts`);
 *   any other connection, TCP or Unix socket, fails. A read-only bind does not stop `connect(2)`,
 *   so the host's sockets in the directories the box may read (the suite, the agent's checkout,
 *   `/opt`) are masked, as the kernel's table lists them when the box starts (`socketMasks`);
 *   attempts the box's network counters show are recorded (`network_blocked`);
 * - rlimits: memory (RLIMIT_DATA) and CPU time per process, and processes (RLIMIT_NPROC, which the
 *   kernel does not apply to the host's root: the runner also counts the agent's processes).
 *
 * It does not hide what the host's read-only system directories hold, nor the kernel: a kernel
 * exploit is out of scope, as for any namespace sandbox.
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
/** The bwrap command line of one command in a run's box. */
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
    // Where runs' directories are: hidden when a read-only directory shows it (so no other run is
    // visible), then this run's own, writable.
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
/** bwrap's `--json-status-fd` lines: a box that started its command ends with `exit-code`. */
function startedCommand(status) {
    return /"exit-code"\s*:/.test(status);
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
 * The command itself could not be executed in the box: `prlimit`, which every box runs first
 * (`prlimitArgs`), says `prlimit: failed to execute X: REASON` and exits 126 or 127; bwrap says
 * `bwrap: execvp X: REASON` when X is what it starts. Only when X is the command's own program:
 * a `prlimit` or `/bin/sh` missing from the box is the box's failure.
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
            const started = startedCommand(status);
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
 * The `docker` backend (also podman, which takes the same command line): each command of a run
 * starts in a fresh container of the image the agent entry names (`"image"`), for agents that need
 * a toolchain of their own. The container has:
 * - no network but its loopback (`--network none`); the proxy is reached through the bridge
 *   (`bridge.ts`: the image needs `socat` or `node`), with the proxy's socket bind-mounted;
 * - the run's directory (workspace, HOME, events) and its own `/tmp` bind-mounted writable at the
 *   same paths, the suite and the agent's install read-only, nothing else of the host; the host's
 *   Unix sockets in what it reads masked (`socketMasks`, read from the kernel's table as each
 *   container starts: a read-only mount does not stop `connect(2)`);
 * - no capabilities, no new privileges, a read-only root file system;
 * - the container's memory (`--memory`), and each process's (`--ulimit data`, so that a refused
 *   allocation is said and named), processes (`--pids-limit`) and CPU time per process
 *   (`--ulimit cpu`).
 *
 * It does not protect against the container engine itself (a rootful daemon is root on the host).
 */


/** A `--mount` value's field, quoted as the engine's CSV reader wants when it holds `,` or `"`. */
function mountField(field) {
    return /[",]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}
/**
 * `/dev/null` mounted over each host socket in what the container binds read-only: a read-only
 * mount does not stop `connect(2)`, and `--network=none` does not cover Unix sockets (as in bwrap.ts).
 */
function socketMaskArgs(readOnly, table) {
    const bound = readOnly.map((dir) => ({ kind: 'dir', path: dir }));
    return (0,host_mounts/* socketMasks */.d_)(bound, table).flatMap((mask) => [
        '--mount',
        ['type=bind', 'src=/dev/null', `dst=${mask.path}`, 'readonly'].map(mountField).join(','),
    ]);
}
/**
 * The limits as `docker run` options. Memory is also each process's data rlimit, as in bwrap: past
 * the container's `--memory` alone the kernel kills it with nothing said, while a refused
 * allocation makes the program say it (`Array buffer allocation failed`), and the run names
 * `memoryMb`.
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
/** The `docker run` command line of one command in a run's container. */
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
            // docker run exits 125 when the container could not be made, 126/127 when its command could
            // not run (the runtime's `exec: "X": …`, or the bridge's shell's `exec: X: not found`); the
            // image's own command owns every other status.
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
;// CONCATENATED MODULE: ./lib/sandbox/process-count.js
/**
 * Counts a sandboxed agent's processes while it runs and says when they pass the limit: the
 * kernel's RLIMIT_NPROC does not bind the host's root (nor count per run), so the runner counts
 * the tree below the box's first process itself. A count, not a fence: a fork bomb can pass the
 * limit between two looks, and is stopped at the next.
 */

const LOOK_EVERY_MS = 200;
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
//# sourceMappingURL=process-count.js.map
;// CONCATENATED MODULE: ./lib/sandbox/run-box.js
/**
 * What every backend's run box shares: it remembers the first time the sandbox failed to start a
 * command (the run is then `error`, `sandbox_failed`; a command the sandbox started but could not
 * execute is not the sandbox's failure), and it reads a command's end for a limit hit (the run is
 * then `budget_exceeded`, naming the limit).
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
        // RLIMIT_NPROC does not bind the host's root: the box's processes are counted while it runs.
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
 * Chooses and opens an invocation's sandbox (SPEC §1): the backend asked for, or for `auto` bwrap
 * when its probe works, else docker when an engine answers (and the agent names an image), else
 * `none` with one warning, never silently. A backend asked for by name that cannot work here is a
 * usage error (exit 2) before any run, with the backend's own message.
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
/**
 * Where the proxy's socket goes: a private directory of the invocation (0700), outside every
 * box, removed when its command ends (`removePrivateDirs`) or, at the latest, when the process
 * exits.
 */
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
 * Removes the private directories of every sandbox opened so far: the command that opened them has
 * ended. A process that runs commands one after another (the tests, a host of the CLI) would keep
 * them until it exits, and one that is killed never gets there. Commands of one process run in
 * turn, never side by side: one ending would take the other's bridge away.
 */
async function removePrivateDirs() {
    const dirs = [...privateDirs];
    privateDirs.clear();
    await Promise.all(dirs.map((dir) => (0,promises_.rm)(dir, { recursive: true, force: true })));
}
/**
 * The directories a docker box binds from the host: those asked for that exist, resolved, the
 * outermost of them, without any never bound or that is or holds the user's HOME.
 */
function readableDirs(request) {
    return (0,host_mounts/* outermostDirs */.Tw)(request.readOnly, [], request.userHome === undefined ? [] : [request.userHome]);
}
/**
 * Where runs' directories go (SPEC §1, [18/23]): the system's temp directory, unless it lies in a
 * directory the box shows (`TMPDIR` inside the config's folder, say). Then every box would show the
 * other runs, and bwrap's tmpfs that hides them would hide what lies beside them too (the agent):
 * runs go to a private directory of the invocation under `/tmp` instead, removed at exit.
 */
async function runsParentFor(shown) {
    const inShown = (dir) => shown.some((outer) => (0,host_mounts/* isBelowOrAt */.Cl)(dir, outer));
    if (!inShown(realOrResolved(external_node_os_.tmpdir())))
        return undefined;
    const tmp = realOrResolved('/tmp');
    if (inShown(tmp)) {
        throw new errors/* UsageError */.eb(`the temp directory ${external_node_os_.tmpdir()} lies in a directory every run's box shows, and so does /tmp: set TMPDIR to a directory outside the suite, the config's folder and the agent's install`);
    }
    try {
        return await privateTempDir(tmp, 'verdict-runs-');
    }
    catch (error) {
        throw new errors/* UsageError */.eb(`the temp directory ${external_node_os_.tmpdir()} lies in a directory every run's box shows, and ${tmp} is not writable (${String(error)}): set TMPDIR to a directory outside the suite, the config's folder and the agent's install`);
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
/**
 * A bwrap sandbox, or why bwrap cannot box a run here. Its probe (the early one when it is for this
 * PATH) runs while what of the host a box binds is read: once per invocation (a walk of PATH and
 * the readable dirs).
 */
async function openBwrap(request) {
    const probing = (0,bwrap_probe/* takeBwrapProbe */.S3)(request.pathVariable);
    // The Node that runs Verdict: the bridge's forwarder when the box has no socat.
    const nodePrefix = external_node_path_.dirname(external_node_path_.dirname(realOrResolved(process.execPath)));
    const entries = (0,host_mounts/* hostEntries */.p4)([...readableDirs(request), nodePrefix], request.pathVariable, request.userHome === undefined ? [] : [request.userHome]);
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
    const bwrapProblem = bwrap.problem;
    let dockerProblem = '';
    if (request.image !== undefined) {
        const docker = await probeDocker(request.pathVariable);
        if ('program' in docker) {
            try {
                return {
                    sandbox: await openDocker(docker.program, request.image, request),
                    warning: `sandbox: ${bwrapProblem}; using docker (${request.image})`,
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
        warning: `not sandboxed: ${bwrapProblem}${dockerProblem}. Agents and verifiers run as this user, with its files and network (see docs/sandbox.md; --sandbox none says you mean it)`,
    };
}
//# sourceMappingURL=open-sandbox.js.map

/***/ })

};
