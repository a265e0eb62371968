export const id = 6054;
export const ids = [6054];
export const modules = {

/***/ 6054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OV: () => (/* binding */ openSuiteSandbox),
/* harmony export */   f4: () => (/* binding */ sandboxHelp),
/* harmony export */   startSandboxProbe: () => (/* binding */ startSandboxProbe),
/* harmony export */   wi: () => (/* binding */ sandboxChoiceOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8674);
/* harmony import */ var _config_repository_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9613);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(452);
/* harmony import */ var _runner_agent_reachable_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1273);
/* harmony import */ var _runner_agent_source_dirs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7834);
/* harmony import */ var _sandbox_bwrap_probe_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3442);
/* harmony import */ var _sandbox_open_sandbox_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5388);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(8132);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9859);
/**
 * `--sandbox auto|bwrap|docker|none` (SPEC §1, §6): which sandbox every run of an invocation is
 * contained in, from the command line, else `sandbox` in verdict.config.json, else `auto`. A
 * pull request's checkout never chooses it: `verdict pr` and the Action pass `--sandbox` with
 * `--trusted-upstreams-only`, and a config's own choice is then ignored.
 */











/** The description starts at `column`, where the command's other descriptions start. */
function sandboxHelp(column = 25) {
    const indent = ' '.repeat(column);
    return [
        `  --sandbox ${_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_9__/* .SANDBOX_CHOICES */ .Lg.join('|')}`,
        'what each run is contained in (docs/sandbox.md); default: "sandbox" in',
        "verdict.config.json, else auto (`verdict pr` never reads a checkout's).",
        'auto: bwrap when its probe box starts, else docker when the agent entry',
        'names an "image", else none with a warning. bwrap or docker, asked for',
        'by name, never falls back: exit 2 before any run when it cannot work',
    ].join(`\n${indent}`);
}
function sandboxChoiceOf(args, loaded) {
    const given = (0,_command_js__WEBPACK_IMPORTED_MODULE_10__/* .stringOption */ .Pp)(args, 'sandbox');
    if (given !== undefined) {
        if (!_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_9__/* .SANDBOX_CHOICES */ .Lg.includes(given)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`--sandbox ${JSON.stringify(given)}: expected one of ${_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_9__/* .SANDBOX_CHOICES */ .Lg.join(', ')}`);
        }
        return given;
    }
    if (args.values['trusted-upstreams-only'] === true)
        return 'auto';
    return loaded?.config.sandbox ?? 'auto';
}
/**
 * Starts bwrap's probe as a command that opens a box starts, while it reads its suite and
 * configuration; unless `--sandbox` names a backend that is not bwrap's.
 */
function startSandboxProbe(args, io) {
    (0,_sandbox_bwrap_probe_js__WEBPACK_IMPORTED_MODULE_7__/* .startBwrapProbeUnless */ .x0)((0,_command_js__WEBPACK_IMPORTED_MODULE_10__/* .stringOption */ .Pp)(args, 'sandbox'), io.env.PATH);
}
/**
 * Opens the invocation's sandbox, saying once on stderr why it fell back (or that nothing is
 * sandboxed). What runs may read: the suite, the config's directory, Verdict's own package (the
 * built-in agent spawned), and what each task's agent needs (`agentShownDirs`: its config's
 * repository, its programs' directories, its `"reads"`) — never the user's HOME. Then each
 * agent's programs are looked for inside a box: one that is not there stops the command (exit 2)
 * before any run, naming it and what to change.
 */
async function openSuiteSandbox(input) {
    const { args, io, loaded } = input;
    const resolved = [
        ...new Set(input.suites.flatMap(({ suite, agents }) => suite.tasks.map((task) => agents.agentOf(task)))),
    ];
    const agentDirs = resolved.flatMap((agent) => agent.reach?.shownDirs ?? []);
    const image = resolved.map((agent) => agent.entry?.image).find((name) => name !== undefined);
    const opened = await (0,_sandbox_open_sandbox_js__WEBPACK_IMPORTED_MODULE_8__/* .openSandbox */ .Ep)({
        choice: sandboxChoiceOf(args, loaded),
        ...(image === undefined ? {} : { image }),
        pathVariable: io.env.PATH,
        readOnly: [
            ...input.suites.map(({ suite }) => suite.dir),
            ...(loaded === undefined ? [] : [loaded.dir]),
            io.packageRoot,
            ...agentDirs,
        ],
        ...(io.env.HOME === undefined ? {} : { userHome: io.env.HOME }),
        labels: shownDirLabels(input, resolved),
    });
    if (opened.warning !== undefined)
        io.stderr.write(`warning: ${opened.warning}\n`);
    try {
        for (const agent of resolved)
            await checkAgentReach(opened.sandbox, agent, input);
    }
    catch (error) {
        await opened.sandbox.dispose();
        throw error;
    }
    return opened.sandbox;
}
/** What each shown directory is, so the conditions name it the same way on every machine. */
function shownDirLabels(input, resolved) {
    // A directory that is two things (a checkout whose `node_modules/.bin` is on PATH is also an
    // install) is named by the first: its role for the config before its role as an install.
    const configDir = input.loaded?.dir;
    const repository = configDir === undefined ? undefined : (0,_config_repository_root_js__WEBPACK_IMPORTED_MODULE_3__/* .findRepositoryRoot */ .m)(configDir);
    return [
        ...(configDir === undefined ? [] : [{ dir: configDir, token: _runner_agent_source_dirs_js__WEBPACK_IMPORTED_MODULE_6__/* .AGENT_CONFIG_TOKEN */ .RN }]),
        ...(repository === undefined ? [] : [{ dir: repository, token: _runner_agent_source_dirs_js__WEBPACK_IMPORTED_MODULE_6__/* .REPOSITORY_TOKEN */ .Ft }]),
        ...input.suites.map(({ suite }) => ({ dir: suite.dir, token: '<SUITE>' })),
        { dir: input.io.packageRoot, token: '<VERDICT>' },
        ...resolved.flatMap((agent) => agent.spec.sourceDirs ?? []),
        ...(input.io.env.HOME === undefined
            ? []
            : [{ dir: input.io.env.HOME, token: _runner_agent_source_dirs_js__WEBPACK_IMPORTED_MODULE_6__/* .USER_HOME_TOKEN */ .iR }]),
    ];
}
async function checkAgentReach(sandbox, agent, input) {
    if (agent.reach === undefined)
        return;
    const { programs, pathVariable } = agent.reach;
    const missing = await (0,_runner_agent_reachable_js__WEBPACK_IMPORTED_MODULE_5__/* .findMissingPrograms */ .v)(sandbox, programs, pathVariable);
    if (missing === undefined || missing.length === 0)
        return;
    const file = (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .configFileName */ .S3)(input.loaded, input.io.cwd);
    const where = sandbox.backend === 'none' ? 'here' : `inside its ${sandbox.backend} box`;
    (0,_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .throwProblems */ .Jh)(_runner_agent_reachable_js__WEBPACK_IMPORTED_MODULE_5__/* .AGENT_CANNOT_START */ .f, missing.map((program) => ({
        file,
        subject: `agent ${JSON.stringify(agent.name)}`,
        field: 'command',
        message: missingProgramAdvice(program, where, sandbox.backend),
    })));
}
function missingProgramAdvice(program, where, backend) {
    if (!program.includes('/')) {
        return `${JSON.stringify(program)} is not on the PATH ${where}: install it, or name its full path in the agent's command`;
    }
    if (backend === 'none' || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(program)) {
        return `${program} does not exist ${where}: install the agent there, or correct its command`;
    }
    const reads = `name the directory it needs in the agent entry's "reads" (e.g. "reads": [${JSON.stringify(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(program))}])`;
    const advice = backend === 'docker' ? `put it in the image, or ${reads}` : reads;
    return `${program} is not visible ${where}, which shows only the system's directories, PATH's, the suite, the config's folder and repository and each program's own directory (docs/sandbox.md): ${advice}`;
}
//# sourceMappingURL=sandbox-option.js.map

/***/ }),

/***/ 8674:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S3: () => (/* binding */ configFileName),
/* harmony export */   WF: () => (/* binding */ QUARANTINE_CHOICES),
/* harmony export */   Z9: () => (/* binding */ loadConfig),
/* harmony export */   au: () => (/* binding */ CONFIG_FILE_NAME),
/* harmony export */   b5: () => (/* binding */ hashConfiguration),
/* harmony export */   bp: () => (/* binding */ resolveAgentCommand)
/* harmony export */ });
/* unused harmony export VerdictConfigSchema */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6921);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _json_describe_issue_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4775);
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(247);
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8416);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8132);
/**
 * `verdict.config.json`: the agents Verdict can evaluate, provider settings, and the measured
 * configuration (whose hash goes into every report). Relative paths in an agent's command resolve
 * against the config file's directory, so that on a PR the base and the head each run their own
 * build of the agent.
 */









const CONFIG_FILE_NAME = 'verdict.config.json';
/** `quarantine`: whether a task flaky on the default branch can fail the gate. */
const QUARANTINE_CHOICES = ['flaky', 'none'];
const AgentEntrySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    command: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).min(1),
    env: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()).optional(),
    answerFrom: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['proxy', 'stdout']).optional(),
    /** The agent's measured configuration, passed as VERDICT_CONFIG and hashed into reports. */
    config: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J()).optional(),
    /** `--sandbox docker`: the image the agent's runs start in (its own toolchain). */
    image: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1).optional(),
    /**
     * Models besides the run's that the agent may call, e.g. Claude Code's small side model: live
     * mode forwards only the run's model and these, and refuses any other (SPEC §1).
     */
    models: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).optional(),
    /**
     * Directories the agent's program needs to read besides its own (SPEC §1): a sandboxed run shows
     * them read-only. `~` is the user's HOME; a relative path is the config's folder's.
     */
    reads: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).optional(),
});
const ApiKeyEnvSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .optional();
/** One protocol family's live upstream. */
const UpstreamSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    baseUrl: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().url().optional(),
    /** Name of the environment variable holding the key (never the key itself). */
    apiKeyEnv: ApiKeyEnvSchema,
});
/** The file's schema. */
const VerdictConfigSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    $schema: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    agents: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), AgentEntrySchema).optional(),
    default: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    provider: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        baseUrl: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().url().optional(),
        model: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1).optional(),
        /** Name of the environment variable holding the key (never the key itself). */
        apiKeyEnv: ApiKeyEnvSchema,
    })
        .optional(),
    /** Live upstreams per protocol family (SPEC §4); `provider.baseUrl` is the OpenAI one too. */
    providers: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        openai: UpstreamSchema.optional(),
        anthropic: UpstreamSchema.optional(),
        gemini: UpstreamSchema.optional(),
    })
        .optional(),
    /** Measured configuration of the built-in agent. */
    config: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J()).optional(),
    /** The sandbox of every run (SPEC §1); `--sandbox` overrides it. */
    sandbox: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_5__/* .SANDBOX_CHOICES */ .Lg).optional(),
    /** Each run's trace (`traces/` beside runs.jsonl): its cap in bytes, default 1 MB (docs/traces.md). */
    trace: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({ maxBytes: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(4096).optional() }).optional(),
    /**
     * `flaky`: a task quarantined as flaky on the default branch never fails `verdict gate` or
     * `verdict pr --fail-on` (docs/required-check.md). The Action never reads it: a pull request's
     * own config must not loosen the gate; its `quarantine` input decides there.
     */
    quarantine: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(QUARANTINE_CHOICES).optional(),
});
/** The configuration file as messages name it: relative to `cwd`, or its default name. */
function configFileName(loaded, cwd) {
    return loaded?.file === undefined
        ? 'verdict.config.json'
        : node_path__WEBPACK_IMPORTED_MODULE_2__.relative(cwd, loaded.file) || loaded.file;
}
/** Reads `--config FILE`, else `verdict.config.json` in `cwd` when present, else the defaults. */
async function loadConfig(cwd, explicit) {
    const file = explicit === undefined ? node_path__WEBPACK_IMPORTED_MODULE_2__.join(cwd, CONFIG_FILE_NAME) : node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(cwd, explicit);
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file);
    }
    catch {
        if (explicit !== undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${explicit}: the config file does not exist`, [
                { file: explicit, field: '(file)', message: 'does not exist' },
            ]);
        }
        return { dir: cwd, config: {} };
    }
    const text = bytes.toString('utf8');
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
    if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_7__/* .nestsDeeperThan */ .ix)(data)) {
        const problem = { file: shown, field: '(file)', message: _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_7__/* .TOO_DEEP_MESSAGE */ .AB };
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
            field: (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_4__/* .formatFieldPath */ .vZ)(issue.path, (p) => (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_4__/* .valueAt */ .fK)(data, p)),
            message: (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_4__/* .describeIssue */ .n6)(issue),
        }));
    if (parsed.success &&
        parsed.data.default !== undefined &&
        parsed.data.agents?.[parsed.data.default] === undefined) {
        problems.push({ file: shown, field: 'default', message: `names no agent in "agents"` });
    }
    if (!parsed.success || problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${shown}: ${problems.map(_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw).join('\n')}`, problems);
    }
    return {
        file,
        dir: node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file),
        config: parsed.data,
        sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(bytes).digest('hex'),
    };
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

/***/ 1273:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ AGENT_CANNOT_START),
/* harmony export */   v: () => (/* binding */ findMissingPrograms)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _process_run_command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5372);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8132);
/**
 * Whether an agent's programs are there inside a box (SPEC §1, [18/23]), asked once before the
 * first run: a program the box does not show would fail every run with an error that reads as
 * something else (`Cannot find module …` cut from the report, `No such file or directory`).
 * One box of the invocation's sandbox runs `sh`, which looks for each program as the agent's
 * start would: a path must exist, a bare name must be on the box's PATH.
 */





/**
 * How the command that refuses an agent whose program is not there begins its message: `verdict pr`
 * reads it back from a side that did not run, to say the agent does not start.
 */
const AGENT_CANNOT_START = 'the agent cannot start; nothing ran';
/** Prints each argument that is not a program the box has, one per line. */
const LOOK_FOR_PROGRAMS = `for p do
  case "$p" in
    */*) [ -e "$p" ] || printf '%s\\n' "$p" ;;
    *) command -v "$p" > /dev/null 2>&1 || printf '%s\\n' "$p" ;;
  esac
done`;
/** Long enough for a docker engine on a slow storage driver to start a container. */
const CHECK_TIMEOUT_MS = 60_000;
/**
 * The programs of `programs` that a box of `sandbox` does not have, in their order; undefined
 * when the box could not answer (no `sh` in a docker image, a sandbox that failed to start): the
 * runs then say why themselves.
 */
async function findMissingPrograms(sandbox, programs, pathVariable) {
    if (programs.length === 0)
        return [];
    const root = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdtemp)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(sandbox.runsParent ?? node_os__WEBPACK_IMPORTED_MODULE_1__.tmpdir(), 'verdict-check-'));
    try {
        const tmp = node_path__WEBPACK_IMPORTED_MODULE_2__.join(root, 'tmp');
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(tmp);
        const box = sandbox.forRun({ root, tmp, readOnly: [], limits: _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_4__/* .DEFAULT_LIMITS */ .dR }, 0);
        const result = await (0,_process_run_command_js__WEBPACK_IMPORTED_MODULE_3__/* .runCommand */ .d)(['/bin/sh', '-c', LOOK_FOR_PROGRAMS, 'sh', ...programs], {
            cwd: root,
            timeoutMs: CHECK_TIMEOUT_MS,
            env: { PATH: pathVariable ?? '/usr/local/bin:/usr/bin:/bin', LC_ALL: 'C' },
            contain: box,
            ownedPaths: [root],
        });
        if (result.outcome !== 'exited' || result.exitCode !== 0)
            return undefined;
        const missing = new Set(result.stdout.split('\n').filter((line) => line !== ''));
        return programs.filter((program) => missing.has(program));
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(root, { recursive: true, force: true });
    }
}
//# sourceMappingURL=agent-reachable.js.map

/***/ }),

/***/ 7834:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CC: () => (/* binding */ programsNamedBy),
/* harmony export */   Ft: () => (/* binding */ REPOSITORY_TOKEN),
/* harmony export */   O3: () => (/* binding */ findAgentSourceDirs),
/* harmony export */   RN: () => (/* binding */ AGENT_CONFIG_TOKEN),
/* harmony export */   h9: () => (/* binding */ agentShownDirs),
/* harmony export */   iR: () => (/* binding */ USER_HOME_TOKEN)
/* harmony export */ });
/* unused harmony exports AGENT_INSTALL_TOKEN, programDirOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var _config_repository_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9613);
/* harmony import */ var _sandbox_bwrap_probe_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3442);
/* harmony import */ var _sandbox_host_mounts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9448);
/**
 * Where the agent under test comes from on this machine: its config's directory, the repository
 * that holds it, the package directories of its command and of npm-installed commands on its PATH,
 * and the invoking user's real HOME. Real agents print these into their requests (a system prompt
 * that says `Main documentation: /root/.cache/…/node_modules/…`), and they differ between the laptop
 * that recorded a cassette and the CI checkout that replays it, or between the base and head
 * worktrees of a PR. Replay normalizes them to tokens, exactly as it does the workspace.
 */






const AGENT_CONFIG_TOKEN = '<AGENT_CONFIG>';
const REPOSITORY_TOKEN = '<REPO>';
const AGENT_INSTALL_TOKEN = '<AGENT_INSTALL>';
const USER_HOME_TOKEN = '<USER_HOME>';
/** Directories too general to stand for one agent: tokenizing them would rewrite unrelated paths. */
const SYSTEM_DIRS = new Set([
    '/',
    '/bin',
    '/sbin',
    '/usr',
    '/usr/bin',
    '/usr/sbin',
    '/usr/lib',
    '/usr/local',
    '/usr/local/bin',
    '/usr/local/lib',
    '/usr/share',
    '/opt',
    '/etc',
    '/var',
    '/tmp',
    '/home',
    '/lib',
    '/lib64',
    '/private',
    '/private/tmp',
    '/private/var',
]);
const isSpecific = (dir) => node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(dir) && !SYSTEM_DIRS.has(node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(dir));
/** The nearest directory at or above `start` that holds `marker`, below the file system's root. */
function findUp(start, marker) {
    for (let dir = start;; dir = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(dir)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, marker)))
            return dir;
        if (node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(dir) === dir)
            return undefined;
    }
}
/**
 * An npm install's prefix: the directory above the outermost `node_modules` in `file`, e.g.
 * `/root/.cache/agents/codex@1/node_modules/@openai/codex/bin/codex.js` → `/root/.cache/agents/codex@1`.
 */
function installPrefixOf(file) {
    const parts = file.split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep);
    const index = parts.indexOf('node_modules');
    return index > 0 ? parts.slice(0, index).join(node_path__WEBPACK_IMPORTED_MODULE_2__.sep) || undefined : undefined;
}
/** Each source dir once, in every spelling its realpath adds; later duplicates are dropped. */
function uniqueDirs(dirs) {
    const seen = new Set();
    const result = [];
    for (const entry of dirs) {
        if (entry === undefined)
            continue;
        for (const dir of new Set([node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(entry.dir), (0,_sandbox_host_mounts_js__WEBPACK_IMPORTED_MODULE_5__/* .realpathOr */ .xR)(entry.dir) ?? entry.dir])) {
            if (!isSpecific(dir) || seen.has(dir))
                continue;
            seen.add(dir);
            result.push({ dir, token: entry.token });
        }
    }
    return result;
}
/**
 * The programs an agent's command names, as it names them: its executable (`codex`,
 * `./bin/agent`) and every absolute argument that exists here (`node /srv/agents/mine/agent.mjs`
 * names `/srv/agents/mine/agent.mjs`).
 */
function programsNamedBy(command) {
    const [first, ...rest] = command;
    if (first === undefined)
        return [];
    return [first, ...rest.filter((arg) => node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(arg) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(arg))];
}
/** `programsNamedBy`, with a bare executable's name found on PATH (left as it is when it is not). */
function programsOf(command, pathVariable) {
    const [first, ...rest] = programsNamedBy(command);
    if (first === undefined)
        return [];
    // Only an absolute path is looked at afterwards: a relative one found on PATH would be dropped.
    const found = first.includes('/') ? undefined : (0,_sandbox_bwrap_probe_js__WEBPACK_IMPORTED_MODULE_4__/* .findProgram */ .Kp)(first, pathVariable ?? '');
    return [found ?? first, ...rest];
}
/** Where a program here comes from: its npm install's prefix, its package, its directory. */
function originOf(program) {
    if (!node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(program) || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(program))
        return undefined;
    const real = (0,_sandbox_host_mounts_js__WEBPACK_IMPORTED_MODULE_5__/* .realpathOr */ .xR)(program) ?? program;
    const dir = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(real);
    return { prefix: installPrefixOf(real), packageDir: findUp(dir, 'package.json'), dir };
}
/**
 * The directory a box shows for one of an agent's programs (SPEC §1, [18/23]): its npm install's
 * prefix when it lies in a `node_modules`, else the nearest directory above it with a package.json,
 * else its own directory; undefined for a program that is not here or is the system's.
 */
function programDirOf(program) {
    const origin = originOf(program);
    if (origin === undefined)
        return undefined;
    const dir = origin.prefix ?? origin.packageDir ?? origin.dir;
    return isSpecific(dir) ? dir : undefined;
}
/**
 * What a box shows for an agent besides the system and PATH's own directories: its config's
 * folder and repository, the directory of each program its command names, and what its entry
 * names in `"reads"` (already checked). Only directories that exist; never one because npm put a
 * missing ancestor `node_modules/.bin` on PATH (PATH's directories are the sandbox's, as
 * themselves).
 */
function agentShownDirs(input) {
    const dirs = [];
    for (const program of programsOf(input.command, input.pathVariable)) {
        const dir = programDirOf(program);
        if (dir !== undefined)
            dirs.push(dir);
    }
    if (input.configDir !== undefined) {
        dirs.push(input.configDir);
        const repository = (0,_config_repository_root_js__WEBPACK_IMPORTED_MODULE_3__/* .findRepositoryRoot */ .m)(input.configDir);
        if (repository !== undefined)
            dirs.push(repository);
    }
    dirs.push(...(input.reads ?? []));
    return [...new Set(dirs.filter((dir) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir)))];
}
function findAgentSourceDirs(input) {
    const found = [];
    // Interpreted commands (`node x.js`, `sh ./wrapper.sh`) name their program in the next argument.
    for (const program of programsOf(input.command, input.pathVariable)) {
        const { prefix, packageDir } = originOf(program) ?? {};
        if (prefix === undefined)
            continue;
        found.push({ dir: prefix, token: AGENT_INSTALL_TOKEN });
        if (packageDir !== undefined)
            found.push({ dir: packageDir, token: AGENT_INSTALL_TOKEN });
    }
    for (const dir of (input.pathVariable ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter)) {
        const binDir = node_path__WEBPACK_IMPORTED_MODULE_2__.normalize(dir);
        if (node_path__WEBPACK_IMPORTED_MODULE_2__.basename(binDir) !== '.bin' || node_path__WEBPACK_IMPORTED_MODULE_2__.basename(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(binDir)) !== 'node_modules')
            continue;
        // npm puts every ancestor's `node_modules/.bin` on PATH, existing or not: only a real one is
        // an install (else the checkout's parent, or HOME, would be taken for the agent's install).
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(binDir))
            continue;
        found.push({ dir: node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(binDir)), token: AGENT_INSTALL_TOKEN });
    }
    if (input.configDir !== undefined) {
        found.push({ dir: input.configDir, token: AGENT_CONFIG_TOKEN });
        const repository = (0,_config_repository_root_js__WEBPACK_IMPORTED_MODULE_3__/* .findRepositoryRoot */ .m)(input.configDir);
        if (repository !== undefined)
            found.push({ dir: repository, token: REPOSITORY_TOKEN });
    }
    const home = input.userHome ?? node_os__WEBPACK_IMPORTED_MODULE_1__.homedir();
    if (home !== '')
        found.push({ dir: home, token: USER_HOME_TOKEN });
    return uniqueDirs(found);
}
//# sourceMappingURL=agent-source-dirs.js.map

/***/ })

};
