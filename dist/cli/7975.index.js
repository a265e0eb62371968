export const id = 7975;
export const ids = [7975];
export const modules = {

/***/ 5318:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ checkSuiteGrants),
/* harmony export */   R: () => (/* binding */ grantsOf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _runner_policy_gate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3064);
/**
 * The effects the command line grants (`--allow-*`, `--read-only`, `--allow-suite-full`) and the
 * policy gate that checks a suite against them before the first run.
 */


function grantsOf(args) {
    const allow = new Set();
    for (const effect of ['write', 'process', 'external', 'analysis']) {
        if (args.values[`allow-${effect}`] === true)
            allow.add(effect);
    }
    return {
        allow,
        readOnly: args.values['read-only'] === true,
        allowSuiteFull: args.values['allow-suite-full'] === true,
    };
}
/** The policy gate, before the first run: every ungranted effect is a problem (exit 2). */
function checkSuiteGrants(suite, grants) {
    const problems = (0,_runner_policy_gate_js__WEBPACK_IMPORTED_MODULE_1__/* .checkGrants */ .Y)(suite, grants);
    if (problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`the suite asks for more than was granted; nothing ran:\n${problems.map((p) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .Vw)(p)}`).join('\n')}`, problems);
    }
}
//# sourceMappingURL=grants.js.map

/***/ }),

/***/ 1255:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L2: () => (/* binding */ outDirOption),
/* harmony export */   QW: () => (/* binding */ EVALUATION_OPTIONS),
/* harmony export */   b7: () => (/* binding */ concurrencyOption),
/* harmony export */   ig: () => (/* binding */ integerOption)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9859);
/**
 * The options every command that runs a suite accepts besides the global ones, and the ones they
 * read alike: integers checked against their range (`--k`, `--seed`, `--concurrency`) and `--out`.
 */




/** Options `run` and `record` accept besides the global ones. */
const EVALUATION_OPTIONS = {
    tasks: { type: 'string' },
    seed: { type: 'string' },
    'cassette-dir': { type: 'string' },
    'script-dir': { type: 'string' },
    keep: { type: 'boolean' },
    out: { type: 'string' },
    'suite-dir': { type: 'string' },
    yes: { type: 'boolean' },
    'allow-suite-full': { type: 'boolean' },
    concurrency: { type: 'string' },
    'spawn-agent': { type: 'boolean' },
    sandbox: { type: 'string' },
};
function integerOption(args, name, fallback, min = 0, max = Number.MAX_SAFE_INTEGER) {
    const text = (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(args, name);
    if (text === undefined)
        return fallback;
    if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > max) {
        const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`--${name} ${JSON.stringify(text)}: expected an integer ${range}`);
    }
    return Number(text);
}
/** `--concurrency N`: runs at once, at least 1 (default: the number of cores). */
function concurrencyOption(args) {
    return integerOption(args, 'concurrency', node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism(), 1);
}
/** `--out DIR` against the working directory, else `fallback` (relative to it too). */
function outDirOption(args, io, fallback) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(args, 'out') ?? fallback);
}
//# sourceMappingURL=options.js.map

/***/ }),

/***/ 8674:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   au: () => (/* binding */ CONFIG_FILE_NAME),
/* harmony export */   b5: () => (/* binding */ hashConfiguration),
/* harmony export */   bp: () => (/* binding */ resolveAgentCommand)
/* harmony export */ });
/* unused harmony export VerdictConfigSchema */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6921);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(53);
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(247);
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8416);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8132);
/**
 * `verdict.config.json`: the agents Verdict can evaluate, provider settings, and the measured
 * configuration (whose hash goes into every report). Relative paths in an agent's command resolve
 * against the config file's directory, so that on a PR the base and the head each run their own
 * build of the agent.
 */









const CONFIG_FILE_NAME = 'verdict.config.json';
const AgentEntrySchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    command: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1)).min(1),
    env: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()).optional(),
    answerFrom: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(['proxy', 'stdout']).optional(),
    /** The agent's measured configuration, passed as VERDICT_CONFIG and hashed into reports. */
    config: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J()).optional(),
    /** `--sandbox docker`: the image the agent's runs start in (its own toolchain). */
    image: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1).optional(),
    /**
     * Models besides the run's that the agent may call, e.g. Claude Code's small side model: live
     * mode forwards only the run's model and these, and refuses any other (SPEC §1).
     */
    models: zod__WEBPACK_IMPORTED_MODULE_5__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1)).optional(),
});
const ApiKeyEnvSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .optional();
/** One protocol family's live upstream. */
const UpstreamSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    baseUrl: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().url().optional(),
    /** Name of the environment variable holding the key (never the key itself). */
    apiKeyEnv: ApiKeyEnvSchema,
});
/** The file's schema. */
const VerdictConfigSchema = zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
    $schema: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    agents: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), AgentEntrySchema).optional(),
    default: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().optional(),
    provider: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        baseUrl: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().url().optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP().min(1).optional(),
        /** Name of the environment variable holding the key (never the key itself). */
        apiKeyEnv: ApiKeyEnvSchema,
    })
        .optional(),
    /** Live upstreams per protocol family (SPEC §4); `provider.baseUrl` is the OpenAI one too. */
    providers: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({
        openai: UpstreamSchema.optional(),
        anthropic: UpstreamSchema.optional(),
        gemini: UpstreamSchema.optional(),
    })
        .optional(),
    /** Measured configuration of the built-in agent. */
    config: zod__WEBPACK_IMPORTED_MODULE_5__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_5__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_5__/* .unknown */ .L5J()).optional(),
    /** The sandbox of every run (SPEC §1); `--sandbox` overrides it. */
    sandbox: zod__WEBPACK_IMPORTED_MODULE_5__/* ["enum"] */ .k5n(_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_4__/* .SANDBOX_CHOICES */ .Lg).optional(),
    /** Each run's trace (`traces/` beside runs.jsonl): its cap in bytes, default 1 MB (docs/traces.md). */
    trace: zod__WEBPACK_IMPORTED_MODULE_5__/* .strictObject */ .rej({ maxBytes: zod__WEBPACK_IMPORTED_MODULE_5__/* .number */ .aig().int().min(4096).optional() }).optional(),
});
/** Reads `--config FILE`, else `verdict.config.json` in `cwd` when present, else the defaults. */
async function loadConfig(cwd, explicit) {
    const file = explicit === undefined ? node_path__WEBPACK_IMPORTED_MODULE_2__.join(cwd, CONFIG_FILE_NAME) : node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(cwd, explicit);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8');
    }
    catch {
        if (explicit !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${explicit}: the config file does not exist`, [
                { file: explicit, field: '(file)', message: 'does not exist' },
            ]);
        }
        return { dir: cwd, config: {} };
    }
    const shown = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(cwd, file) || file;
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        const problem = {
            file: shown,
            field: '(file)',
            message: `is not valid JSON: ${String(error)}`,
        };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw)(problem), [problem]);
    }
    if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_6__/* .nestsDeeperThan */ .ix)(data)) {
        const problem = { file: shown, field: '(file)', message: _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_6__/* .TOO_DEEP_MESSAGE */ .AB };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw)(problem), [problem]);
    }
    const parsed = VerdictConfigSchema.safeParse(data, { reportInput: true });
    // Agents are looked up by names from files (`default`, a task's `agent`): with no prototype,
    // a name such as "constructor" or "toString" finds nothing instead of an Object method.
    if (parsed.success && parsed.data.agents !== undefined) {
        parsed.data.agents = Object.assign(Object.create(null), parsed.data.agents);
    }
    const problems = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            file: shown,
            field: (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_7__/* .formatFieldPath */ .vZ)(issue.path, (p) => (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_7__/* .valueAt */ .fK)(data, p)),
            message: (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_7__/* .describeIssue */ .n6)(issue),
        }));
    if (parsed.success &&
        parsed.data.default !== undefined &&
        parsed.data.agents?.[parsed.data.default] === undefined) {
        problems.push({ file: shown, field: 'default', message: `names no agent in "agents"` });
    }
    if (!parsed.success || problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${shown}: ${problems.map(_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw).join('\n')}`, problems);
    }
    return { file, dir: node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file), config: parsed.data };
}
/** The hash of what is measured: the agent as configured (not as resolved on this machine) and its configuration. */
function hashConfiguration(agentName, entry, measured) {
    const identity = {
        agent: agentName,
        command: entry?.command ?? null,
        env: entry?.env ?? null,
        config: measured ?? null,
        // The models the proxy lets the agent use besides the run's: only when set, so that the hash
        // of an entry without them is what it always was.
        ...(entry?.models === undefined ? {} : { models: [...entry.models].sort() }),
    };
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_8__/* .canonicalJson */ .d)(identity)).digest('hex').slice(0, 16);
}
/** An agent's argv with relative paths (`./x`, `../x`) resolved against the config's directory. */
function resolveAgentCommand(command, configDir) {
    return command.map((part) => part.startsWith('./') || part.startsWith('../') ? node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(configDir, part) : part);
}
//# sourceMappingURL=config.js.map

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

/***/ 1228:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q$: () => (/* binding */ SANDBOX_FAILED_CODE),
/* harmony export */   d1: () => (/* binding */ runCommand)
/* harmony export */ });
/* unused harmony export OUTPUT_END_BYTES */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _monotonic_clock_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(548);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8132);
/* harmony import */ var _process_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8009);




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
    /** Bytes written in all, and the last of those past the cap (`OUTPUT_END_BYTES` at most). */
    total = 0;
    end = [];
    endBytes = 0;
    truncated = false;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        this.total += chunk.length;
        const room = this.limit - this.kept;
        if (room <= 0) {
            this.truncated = true;
            this.keepEnd(chunk);
            return;
        }
        const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
        if (part.length < chunk.length) {
            this.truncated = true;
            this.keepEnd(chunk.subarray(room));
        }
        this.chunks.push(part);
        this.kept += part.length;
    }
    /** Keeps the last `OUTPUT_END_BYTES` of what went past the cap (chunks are small: a few kept). */
    keepEnd(chunk) {
        this.end.push(chunk);
        this.endBytes += chunk.length;
        while (this.end.length > 1 && this.endBytes - this.end[0].length >= OUTPUT_END_BYTES) {
            this.endBytes -= this.end.shift().length;
        }
    }
    /** The last bytes written when the cap cut the stream, else undefined (the text holds them). */
    endText() {
        if (this.end.length === 0)
            return undefined;
        const bytes = Buffer.concat(this.end);
        return bytes.subarray(Math.max(0, bytes.length - OUTPUT_END_BYTES)).toString('utf8');
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
        ? (0,_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_1__/* .signalOfExitStatus */ .WZ)(exitCode)
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
    const started = (0,_monotonic_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .monotonicMs */ .d)();
    const elapsed = () => Math.round((0,_monotonic_clock_js__WEBPACK_IMPORTED_MODULE_3__/* .monotonicMs */ .d)() - started);
    if (program === undefined) {
        return Promise.resolve({
            outcome: 'failed-to-start',
            code: 'EINVAL',
            message: 'empty command',
            durationMs: 0,
        });
    }
    const limit = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
    const stdout = new OutputBuffer(limit);
    const stderr = new OutputBuffer(limit);
    const tag = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomUUID)();
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
                env: { ...(contained?.env ?? options.env ?? process.env), [_process_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .PROCESS_TAG_VARIABLE */ .Qw]: tag },
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
            resolve({
                outcome: 'failed-to-start',
                code: error.code ?? 'UNKNOWN',
                message: error instanceof Error ? error.message : String(error),
                durationMs: elapsed(),
            });
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
                void (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .killProcessTree */ .g8)(child.pid, owner);
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
            if (child.pid === undefined) {
                finish({
                    outcome: 'failed-to-start',
                    code: error.code ?? 'UNKNOWN',
                    message: error.message,
                    durationMs: elapsed(),
                });
            }
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
                if (options.sweep !== undefined && !boxEndsTree && (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .isGroupGone */ .Dw)(pid)) {
                    options.sweep.add(tag);
                    // Unless something that left the group still holds the output pipes open: then it is
                    // looked for now, so that the command does not wait for the pipes to drain.
                    const holding = setTimeout(() => {
                        leftoversKilled = (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .killLeftovers */ .BR)(pid, owner, contained);
                    }, PIPE_HOLD_MS);
                    holding.unref();
                    child.once('close', () => clearTimeout(holding));
                }
                else {
                    leftoversKilled = (0,_process_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .killLeftovers */ .BR)(pid, owner, contained);
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
            const ends = { stdout: stdout.endText(), stderr: stderr.endText() };
            const output = {
                stdout: stdout.text(),
                stderr: stderr.text(),
                truncated,
                ...(truncated
                    ? {
                        cut: {
                            stdout: { end: ends.stdout ?? '', bytes: stdout.total },
                            stderr: { end: ends.stderr ?? '', bytes: stderr.total },
                        },
                    }
                    : {}),
                durationMs: elapsed(),
            };
            const notStarted = contained === undefined || stopReason !== undefined
                ? undefined
                : options.contain?.startFailure({
                    argv,
                    status,
                    stderr: output.stderr,
                    exitCode: exit?.code ?? null,
                });
            if (notStarted !== undefined) {
                finish({
                    outcome: 'failed-to-start',
                    code: notStarted.by === 'sandbox' ? SANDBOX_FAILED_CODE : notStarted.code,
                    message: notStarted.message,
                    durationMs: output.durationMs,
                });
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

/***/ 3490:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aw: () => (/* binding */ MAX_RUN_ATTEMPTS),
/* harmony export */   Fh: () => (/* binding */ classifyVerified),
/* harmony export */   PR: () => (/* binding */ classifyAgentEnd)
/* harmony export */ });
/* unused harmony export sandboxFailed */
/**
 * A run is attempted at most this many times when the agent declares a transient error (SPEC §3);
 * a run budget (`max-runs`) counts every attempt a plan could make.
 */
const MAX_RUN_ATTEMPTS = 4;
/** A run whose sandbox failed to start a command: an error of the infrastructure, never `fail`. */
function sandboxFailed(message) {
    const reason = `the sandbox failed: ${message}`;
    return {
        status: 'error',
        reason,
        error: { kind: 'sandbox_failed', message: reason },
        transient: false,
    };
}
/** Stops that are the infrastructure's doing: the run is not evidence about the agent. */
const INFRASTRUCTURE_STOPS = new Set([
    'replay_divergence',
    'upstream_unavailable',
    'provider_error',
    'script_exhausted',
    'model_not_allowed',
    // The evaluation's bound on upstream calls was reached: the run was not allowed to finish.
    'max_calls_reached',
]);
/**
 * The status the agent's end already decides (it could not start, was cancelled, the proxy stopped
 * it for an infrastructure reason, it declared a transient failure), or that the verifiers are to
 * run, with the budget the run went past if it did.
 */
function classifyAgentEnd(facts) {
    const { end, stop } = facts;
    if (facts.sandboxFailure !== undefined)
        return sandboxFailed(facts.sandboxFailure);
    if (end.outcome === 'failed-to-start') {
        const message = `the agent \`${facts.command.join(' ')}\` cannot start: ${end.code}`;
        return {
            status: 'error',
            reason: message,
            error: { kind: 'agent_start', message },
            transient: false,
        };
    }
    // Stopped for a sandbox limit (the processes it counts) is the run's own doing, not a cancel.
    if (end.outcome === 'aborted' && facts.limitHit === undefined) {
        return {
            status: 'error',
            reason: 'cancelled',
            error: { kind: 'cancelled', message: 'the run was cancelled' },
            transient: false,
        };
    }
    if (stop !== undefined && INFRASTRUCTURE_STOPS.has(stop.kind)) {
        return {
            status: 'error',
            reason: stop.message,
            error: { kind: stop.kind, message: stop.message, stop },
            transient: false,
        };
    }
    if (facts.declaredTransient) {
        return {
            status: 'error',
            reason: 'the agent declared a transient error',
            error: { kind: 'transient', message: 'the agent declared a transient error (retryable)' },
            transient: true,
        };
    }
    const overBudget = stop?.kind === 'budget_exceeded'
        ? stop.message
        : facts.limitHit !== undefined
            ? `sandbox limit ${facts.limitHit} exceeded: the agent was stopped`
            : end.outcome === 'timed-out'
                ? `budget maxWallMs (${facts.maxWallMs}) exceeded: the agent was stopped`
                : facts.exceededAfterwards;
    return overBudget === undefined ? { verify: true } : { verify: true, overBudget };
}
/**
 * The status once the verifiers ran (SPEC §3): over budget wins; then any failure makes the run
 * `fail`, naming each failed verifier and, after them, each that could not run, because a definite
 * failure is a result whatever the others could not say; only when nothing failed does a verifier
 * that could not run, or a sandbox that could not start one (`sandboxFailure`), make it an `error`.
 */
function classifyVerified(judged, verifiers, sandboxFailure) {
    if (judged.overBudget !== undefined) {
        return { status: 'budget_exceeded', reason: judged.overBudget, transient: false };
    }
    const failed = verifiers.filter((verifier) => verifier.status === 'fail');
    const unrun = verifiers
        .filter((verifier) => verifier.status === 'error')
        .map((verifier) => `verifier ${verifier.id} could not run: ${firstLine(verifier.detail)}`);
    // The verifiers that could not run say why themselves; the sandbox is named when none does.
    if (sandboxFailure !== undefined && unrun.length === 0) {
        unrun.push(`the sandbox failed: ${sandboxFailure}`);
    }
    if (failed.length > 0) {
        const failures = failed.map((verifier) => `${verifier.id}: ${firstLine(verifier.detail)}`);
        const alsoUnrun = unrun.length === 0 ? '' : `; and ${unrun.join('; ')}`;
        return { status: 'fail', reason: `${failures.join('; ')}${alsoUnrun}`, transient: false };
    }
    if (sandboxFailure !== undefined)
        return sandboxFailed(sandboxFailure);
    if (unrun.length > 0) {
        const message = unrun.join('; ');
        return {
            status: 'error',
            reason: message,
            error: { kind: 'verifier', message },
            transient: false,
        };
    }
    return { status: 'pass', transient: false };
}
function firstLine(text) {
    return text.split('\n', 1)[0] ?? '';
}
//# sourceMappingURL=classify-run.js.map

/***/ }),

/***/ 3064:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ effectivePolicy),
/* harmony export */   Y: () => (/* binding */ checkGrants)
/* harmony export */ });
const FLAG = {
    write: '--allow-write',
    process: '--allow-process',
    external: '--allow-external',
    analysis: '--allow-analysis',
};
function checkGrants(suite, grants) {
    const problems = [];
    for (const task of suite.tasks) {
        const subject = `task ${JSON.stringify(task.id)}`;
        const missing = (task.policy.allow ?? []).filter((effect) => !grants.allow.has(effect));
        if (missing.length > 0) {
            problems.push({
                file: suite.file,
                subject,
                field: 'policy.allow',
                message: `asks for ${missing.map((effect) => JSON.stringify(effect)).join(', ')}, which was not granted (pass ${missing.map((effect) => FLAG[effect]).join(' ')})`,
            });
        }
        if (task.policy.mode === 'full' && !grants.allowSuiteFull) {
            problems.push({
                file: suite.file,
                subject,
                field: 'policy.mode',
                message: 'is "full", which also needs --allow-suite-full',
            });
        }
    }
    return problems;
}
/** The policy the agent receives: the task's, restricted by the caller's read-only flag. */
function effectivePolicy(policy, grants) {
    const readOnly = policy.readOnly === true || grants.readOnly;
    return {
        mode: policy.mode,
        allow: [...(policy.allow ?? [])],
        ...(readOnly ? { readOnly: true } : {}),
    };
}
//# sourceMappingURL=policy-gate.js.map

/***/ }),

/***/ 6907:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $C: () => (/* binding */ bundledSuiteNames),
/* harmony export */   Ob: () => (/* binding */ findSuiteLocations),
/* harmony export */   nj: () => (/* binding */ BUNDLED_SUITES_DIR),
/* harmony export */   qF: () => (/* binding */ findBundledSuite)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _load_suite_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6248);
/**
 * Finds suites on disk: the bundled ones in `fixtures/eval/` (of a source checkout, and of the
 * installed package, which ships them), and those under a directory the user names. A directory is a
 * suite when it holds `suite.json`; a `.json` file holding an array is a case file.
 */



/** Where the checkout and the package keep the bundled suites (SPEC §9), below their root. */
const BUNDLED_SUITES_DIR = node_path__WEBPACK_IMPORTED_MODULE_1__.join('fixtures', 'eval');
async function isFile(target) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(target).catch(() => undefined))?.isFile() ?? false;
}
/** A case file is a JSON array: peek at its first non-blank character instead of parsing it all. */
async function looksLikeCaseFile(file) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r').catch(() => undefined);
    if (handle === undefined)
        return false;
    try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(256), 0, 256, 0);
        return buffer.subarray(0, bytesRead).toString('utf8').trimStart().startsWith('[');
    }
    finally {
        await handle.close();
    }
}
/**
 * Suite locations under `root`: `root` itself when it is a suite (or a case file), otherwise its
 * direct children that are suites or case files, sorted by name.
 */
async function findSuiteLocations(root) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(root).catch(() => undefined);
    if (stats === undefined)
        return [];
    if (stats.isFile())
        return [root];
    if (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, _load_suite_js__WEBPACK_IMPORTED_MODULE_2__/* .SUITE_FILE_NAME */ .oR)))
        return [root];
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const locations = [];
    for (const entry of entries) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, entry.name);
        if (entry.isDirectory() && (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(full, _load_suite_js__WEBPACK_IMPORTED_MODULE_2__/* .SUITE_FILE_NAME */ .oR)))) {
            locations.push(full);
        }
        else if (entry.isFile() && entry.name.endsWith('.json') && (await looksLikeCaseFile(full))) {
            locations.push(full);
        }
    }
    return locations;
}
/** The bundled suites' directory names (their ids), sorted. Every bundled suite is a directory. */
async function bundledSuiteNames(packageRoot) {
    const root = node_path__WEBPACK_IMPORTED_MODULE_1__.join(packageRoot, BUNDLED_SUITES_DIR);
    return (await findSuiteLocations(root))
        .filter((location) => location !== root && !location.endsWith('.json'))
        .map((location) => node_path__WEBPACK_IMPORTED_MODULE_1__.basename(location));
}
/** The directory of the bundled suite `name`, or undefined when there is none by that name. */
async function findBundledSuite(packageRoot, name) {
    return (await bundledSuiteNames(packageRoot)).includes(name)
        ? node_path__WEBPACK_IMPORTED_MODULE_1__.join(packageRoot, BUNDLED_SUITES_DIR, name)
        : undefined;
}
//# sourceMappingURL=discover-suites.js.map

/***/ })

};
