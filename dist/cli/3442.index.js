export const id = 3442;
export const ids = [3442];
export const modules = {

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

/***/ })

};
