export const id = 132;
export const ids = [132];
export const modules = {

/***/ 8132:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lg: () => (/* binding */ SANDBOX_CHOICES),
/* harmony export */   WB: () => (/* binding */ effectiveLimits),
/* harmony export */   WZ: () => (/* binding */ signalOfExitStatus),
/* harmony export */   hT: () => (/* binding */ describeSandbox),
/* harmony export */   kK: () => (/* binding */ ResourceLimitsSchema),
/* harmony export */   nj: () => (/* binding */ SandboxConditionsSchema)
/* harmony export */ });
/* unused harmony exports SANDBOX_BACKENDS, DEFAULT_LIMITS */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1585);
/**
 * The sandbox a run is contained in (SPEC §1): one interface, one module per backend (`bwrap.ts`,
 * `docker.ts`, `none.ts`), chosen once per invocation (`select-sandbox.ts`). The runner asks the
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
const ResourceLimitsSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    memoryMb: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .min(64)
        .max(1_048_576)
        .optional()
        .describe('Private writable memory per process, in MiB (default 4096).'),
    processes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .min(8)
        .max(65_536)
        .optional()
        .describe('Processes of a run at once (default 512).'),
    cpuSeconds: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig()
        .int()
        .min(1)
        .max(86_400)
        .optional()
        .describe('CPU time per process, in seconds (default 1800).'),
})
    .describe("A sandboxed run's resource limits; a task's replace its suite's, key by key."));
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
const SandboxConditionsSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .lazySchema */ .I)(() => zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    backend: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(SANDBOX_BACKENDS),
    /** The suite's limits (a task may set its own in the suite file, which its version covers). */
    limits: zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
        memoryMb: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        processes: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
        cpuSeconds: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int(),
    }),
    /** docker: the image. */
    image: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().optional(),
}));
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
    const names = Object.entries(node_os__WEBPACK_IMPORTED_MODULE_0__.constants.signals);
    return names.find(([, value]) => value === number)?.[0];
}
//# sourceMappingURL=sandbox.js.map

/***/ })

};
