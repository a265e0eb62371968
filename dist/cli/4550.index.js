export const id = 4550;
export const ids = [4550];
export const modules = {

/***/ 4550:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runAgentInProcess: () => (/* binding */ runAgentInProcess)
/* harmony export */ });
/* harmony import */ var _run_agent_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7269);
/* harmony import */ var _monotonic_clock_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(548);


/** How long after the deadline the agent gets to notice (a tool busy on the CPU cannot be stopped). */
const STOP_GRACE_MS = 5_000;
async function runAgentInProcess(input) {
    const { env, prompt, cwd, timeoutMs, signal, ...commandHooks } = input;
    const started = (0,_monotonic_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .monotonicMs */ .d)();
    const elapsed = () => Math.round((0,_monotonic_clock_js__WEBPACK_IMPORTED_MODULE_1__/* .monotonicMs */ .d)() - started);
    const controller = new AbortController();
    let stopReason;
    const stop = (reason) => {
        if (stopReason !== undefined)
            return;
        stopReason = reason;
        controller.abort(new Error(reason === 'timed-out' ? 'the run timed out' : 'the run was cancelled'));
    };
    const timer = setTimeout(() => stop('timed-out'), timeoutMs);
    const onAbort = () => stop('aborted');
    signal?.addEventListener('abort', onAbort, { once: true });
    if (signal?.aborted === true)
        stop('aborted');
    const stdout = [];
    const stderr = [];
    let graceTimer;
    const givenUp = new Promise((resolve) => {
        const startGrace = () => {
            graceTimer = setTimeout(() => resolve('given-up'), STOP_GRACE_MS);
            graceTimer.unref();
        };
        // A signal aborted before the run started has already stopped it: the grace starts now.
        if (controller.signal.aborted)
            startGrace();
        else
            controller.signal.addEventListener('abort', startGrace, { once: true });
    });
    try {
        const exitCode = await Promise.race([
            (0,_run_agent_js__WEBPACK_IMPORTED_MODULE_0__/* .main */ .i)(env, 
            // What a spawned agent reads on stdin; the contract also carries it in VERDICT_PROMPT.
            [prompt], { write: (text) => stdout.push(text) }, { write: (text) => stderr.push(text) }, cwd, { signal: controller.signal, ...commandHooks }),
            givenUp,
        ]);
        const output = {
            stdout: stdout.join(''),
            stderr: stderr.join(''),
            truncated: false,
            durationMs: elapsed(),
        };
        if (stopReason !== undefined)
            return { outcome: stopReason, ...output };
        return {
            outcome: 'exited',
            exitCode: exitCode === 'given-up' ? null : exitCode,
            signal: null,
            ...output,
            outlived: 0,
        };
    }
    finally {
        clearTimeout(timer);
        if (graceTimer !== undefined)
            clearTimeout(graceTimer);
        signal?.removeEventListener('abort', onAbort);
    }
}
//# sourceMappingURL=in-process.js.map

/***/ })

};
