export const id = 2717;
export const ids = [2717];
export const modules = {

/***/ 5318:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ checkSuiteGrants),
/* harmony export */   R: () => (/* binding */ grantsOf)
/* harmony export */ });
/* harmony import */ var _runner_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3064);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);


/** What `--allow-*`, `--read-only` and `--allow-suite-full` grant. */
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
    (0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .throwProblems */ .Jh)('the suite asks for more than was granted; nothing ran', (0,_runner_policy_gate_js__WEBPACK_IMPORTED_MODULE_0__/* .checkGrants */ .Y)(suite, grants));
}
//# sourceMappingURL=grants.js.map

/***/ }),

/***/ 9896:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NA: () => (/* binding */ K_AUTO_OPTIONS),
/* harmony export */   SD: () => (/* binding */ K_AUTO_HELP),
/* harmony export */   XI: () => (/* binding */ kOption),
/* harmony export */   oE: () => (/* binding */ checkAutoIsLive),
/* harmony export */   rO: () => (/* binding */ K_BOUNDS_OPTIONS),
/* harmony export */   zM: () => (/* binding */ maxRepetitions)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _report_rebuild_report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(196);
/* harmony import */ var _stats_safe_two_proportions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8471);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9859);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1255);
/** `--k N`, or `--k auto` with `--min-k`, `--max-k`, `--delta` and `--stop-at` (SPEC §5). */





/** `--min-k N --max-k N`: the bounds of `--k auto`, and of one round of it (`--round`). */
const K_BOUNDS_OPTIONS = (0,_options_js__WEBPACK_IMPORTED_MODULE_4__/* .valueOptions */ .kl)('min-k', 'max-k');
const K_AUTO_OPTIONS = { ...K_BOUNDS_OPTIONS, ...(0,_options_js__WEBPACK_IMPORTED_MODULE_4__/* .valueOptions */ .kl)('delta', 'stop-at') };
const K_AUTO_HELP = `  --k auto               live: run in rounds of one run per side and stop each task when an
                         anytime-valid test decides it (regressed/improved, or no change larger
                         than --delta), else at --max-k; docs/adaptive-k.md
  --min-k N, --max-k N   with --k auto: rounds before "no change" may stop a task (default ${_stats_safe_two_proportions_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_MIN_K */ .xj}),
                         and at most (default ${_stats_safe_two_proportions_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_MAX_K */ .BE}); --max-runs counts max-k
  --delta D              with --k auto: the change that matters, 0 < D < 1 (default ${_stats_safe_two_proportions_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_DELTA */ .dH},
                         or the suite's or task's "delta")
  --stop-at tasks|suite  with --k auto: what stops a task (default tasks: its own rule); suite:
                         also the suite's anytime-valid verdict, once it is reached`;
/** The k a command runs with; `fallback` is its fixed default (5 live, 1 otherwise). */
function kOption(args, fallback) {
    if ((0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(args, 'k') !== 'auto') {
        const autoOnly = (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .firstGiven */ .qL)(args, ['min-k', 'max-k', 'delta', 'stop-at']);
        if (autoOnly !== undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--${autoOnly} goes with --k auto`);
        return { kind: 'fixed', k: (0,_options_js__WEBPACK_IMPORTED_MODULE_4__/* .integerOption */ .ig)(args, 'k', fallback, 1, _report_rebuild_report_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PLANNED_RUNS */ .Pg) };
    }
    const minK = (0,_options_js__WEBPACK_IMPORTED_MODULE_4__/* .integerOption */ .ig)(args, 'min-k', _stats_safe_two_proportions_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_MIN_K */ .xj, 1, _report_rebuild_report_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PLANNED_RUNS */ .Pg);
    const maxK = (0,_options_js__WEBPACK_IMPORTED_MODULE_4__/* .integerOption */ .ig)(args, 'max-k', Math.max(_stats_safe_two_proportions_js__WEBPACK_IMPORTED_MODULE_2__/* .DEFAULT_MAX_K */ .BE, minK), 1, _report_rebuild_report_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_PLANNED_RUNS */ .Pg);
    if (minK > maxK)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--min-k ${minK} is above --max-k ${maxK}`);
    const stopAtText = (0,_options_js__WEBPACK_IMPORTED_MODULE_4__/* .choiceOption */ .zu)(args, 'stop-at', ['tasks', 'suite'], 'tasks', 'tasks or suite');
    const stopAt = stopAtText === 'suite' ? { stopAt: 'suite' } : {};
    const deltaText = (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(args, 'delta');
    if (deltaText === undefined)
        return { kind: 'auto', minK, maxK, ...stopAt };
    const delta = Number(deltaText);
    if (!/^(0?\.\d+)$/.test(deltaText.trim()) || !(delta > 0 && delta < 1)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--delta ${JSON.stringify(deltaText)}: expected a difference of pass rates between 0 and 1, e.g. 0.2`);
    }
    return { kind: 'auto', minK, maxK, delta, ...stopAt };
}
/** `--k auto` is live only: replay and scripted runs are deterministic. */
function checkAutoIsLive(mode) {
    if (mode !== 'live') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--k auto is live only: ${mode} runs are deterministic, so there is nothing to stop early; give --k N`);
    }
}
/** The most runs per task and side: k, or max-k. */
function maxRepetitions(choice) {
    return choice.kind === 'fixed' ? choice.k : choice.maxK;
}
//# sourceMappingURL=k-option.js.map

/***/ }),

/***/ 9480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ newRunId)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);

/** A UTC timestamp that sorts, then random hex so that two invocations in one second differ. */
function newRunId() {
    const stamp = new Date()
        .toISOString()
        .replace(/[:.]/g, '-')
        .replace(/-\d{3}Z$/, 'Z');
    return `${stamp}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(3).toString('hex')}`;
}
//# sourceMappingURL=run-id.js.map

/***/ }),

/***/ 6054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OV: () => (/* binding */ openSuiteSandbox),
/* harmony export */   f4: () => (/* binding */ sandboxHelp),
/* harmony export */   wi: () => (/* binding */ sandboxChoiceOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8674);
/* harmony import */ var _config_repository_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9613);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(452);
/* harmony import */ var _runner_agent_reachable_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1273);
/* harmony import */ var _runner_agent_source_dirs_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7834);
/* harmony import */ var _sandbox_open_sandbox_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5287);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8132);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1255);
/**
 * `--sandbox` (SPEC §1, §6), else the config's `sandbox`, else `auto`. With
 * `--trusted-upstreams-only` (a pull request's checkout) the config's choice is ignored.
 */










/** The description starts at `column`, where the command's other descriptions start. */
function sandboxHelp(column = 25) {
    const indent = ' '.repeat(column);
    return [
        `  --sandbox ${_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_8__/* .SANDBOX_CHOICES */ .Lg.join('|')}`,
        'what each run is contained in (docs/sandbox.md); default: "sandbox" in',
        "verdict.config.json, else auto (`verdict pr` never reads a checkout's).",
        'auto: bwrap when its probe box starts, else docker when the agent entry',
        'names an "image", else none with a warning. bwrap or docker, asked for',
        'by name, never falls back: exit 2 before any run when it cannot work',
    ].join(`\n${indent}`);
}
function sandboxChoiceOf(args, loaded) {
    const expected = `one of ${_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_8__/* .SANDBOX_CHOICES */ .Lg.join(', ')}`;
    const given = (0,_options_js__WEBPACK_IMPORTED_MODULE_9__/* .choiceOption */ .zu)(args, 'sandbox', _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_8__/* .SANDBOX_CHOICES */ .Lg, undefined, expected);
    if (given !== undefined)
        return given;
    if (args.values['trusted-upstreams-only'] === true)
        return 'auto';
    return loaded?.config.sandbox ?? 'auto';
}
/**
 * Opens the invocation's sandbox, showing runs the suite, the config's directory, Verdict's package
 * and what each agent needs, never the user's HOME; then an agent program missing inside a box stops
 * the command (exit 2) before any run.
 */
async function openSuiteSandbox(input) {
    const { args, io, loaded } = input;
    const resolved = [
        ...new Set(input.suites.flatMap(({ suite, agents }) => suite.tasks.map((task) => agents.agentOf(task)))),
    ];
    const agentDirs = resolved.flatMap((agent) => agent.reach?.shownDirs ?? []);
    const image = resolved.map((agent) => agent.entry?.image).find((name) => name !== undefined);
    const opened = await (0,_sandbox_open_sandbox_js__WEBPACK_IMPORTED_MODULE_7__/* .openSandbox */ .Ep)({
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
    // A directory that is two things is named by the first: its role for the config before an install's.
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
 * `verdict.config.json`: agents, provider settings and the measured configuration. Relative paths in
 * an agent's command resolve against the file's directory, so a PR's base and head each run their own
 * build.
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
    /** `--sandbox docker`: the image the agent's runs start in. */
    image: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1).optional(),
    /** Models besides the run's that live mode lets the agent call, e.g. a small side model (SPEC §1). */
    models: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1)).optional(),
    /** Directories a sandboxed run shows read-only (SPEC §1, `agent-reads.ts`). */
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
    /** The Action never reads it: a pull request's own config must not loosen the gate. */
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
    const shown = node_path__WEBPACK_IMPORTED_MODULE_2__.relative(cwd, file) || file;
    const fileError = (message) => {
        const problem = { file: shown, field: '(file)', message };
        return new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL((0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw)(problem), [problem]);
    };
    let data;
    try {
        data = JSON.parse(bytes.toString('utf8'));
    }
    catch (error) {
        throw fileError(`is not valid JSON: ${String(error)}`);
    }
    if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_7__/* .nestsDeeperThan */ .ix)(data))
        throw fileError(_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_7__/* .TOO_DEEP_MESSAGE */ .AB);
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
/** The hash of what is measured: the agent as configured (not as resolved), its configuration. */
function hashConfiguration(agentName, entry, measured) {
    const identity = {
        agent: agentName,
        command: entry?.command ?? null,
        env: entry?.env ?? null,
        config: measured ?? null,
        // Only when set, so that the hash of an entry without them is what it always was.
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

/***/ 1473:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P_: () => (/* binding */ hashFingerprint),
/* harmony export */   ax: () => (/* binding */ fingerprintOf),
/* harmony export */   h2: () => (/* binding */ rememberingLookups)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(247);
/* harmony import */ var _json_is_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9588);
/* harmony import */ var _protocols_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2800);
/** The fingerprint of a model call (SPEC §4): what changes the answer, per-run noise normalized. */




/** Never throws: a body that is not a JSON object (the agent is not ours to trust) reads as `{}`. */
function fingerprintOf(call, normalize) {
    const safe = (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(call.body) ? call : { ...call, body: {} };
    return (0,_protocols_index_js__WEBPACK_IMPORTED_MODULE_1__/* .protocolOf */ .AT)(call.protocol).fingerprint(safe, normalize);
}
/** sha256 (hex) of the canonical JSON, so the key order a request happened to use does not matter. */
function hashFingerprint(fingerprint) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_3__/* .canonicalJson */ .d)(fingerprint)).digest('hex');
}
/** `callOfResponse` remembering what it answered, which a fingerprint made with it depends on. */
function rememberingLookups(callOfResponse) {
    const asked = new Map();
    return {
        callOfResponse: (responseId) => {
            const number = callOfResponse(responseId);
            asked.set(responseId, number);
            return number;
        },
        asked,
    };
}
//# sourceMappingURL=fingerprint.js.map

/***/ }),

/***/ 118:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ normalizeEach),
/* harmony export */   U3: () => (/* binding */ createPathTokens),
/* harmony export */   _Q: () => (/* binding */ normalizeOrNull),
/* harmony export */   _l: () => (/* binding */ createNormalizer),
/* harmony export */   tA: () => (/* binding */ normalizeValue),
/* harmony export */   zl: () => (/* binding */ normalizeShared)
/* harmony export */ });
/* unused harmony export DATE_PRESET */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/**
 * Per-run noise in a model request (workspace, HOME, temp dirs, ids, with the `dates` preset the
 * date), rewritten to stable tokens before fingerprinting (SPEC §4) so that a replay matches its
 * recording.
 */


const WORKSPACE_TOKEN = '<WORKSPACE>';
const HOME_TOKEN = '<HOME>';
const DATE_TOKEN = '<DATE>';
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const WEEKDAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tues|Tue|Wed|Thurs|Thur|Thu|Fri|Sat|Sun)\\.?';
const DAY = '(?:3[01]|[12]\\d|0?[1-9])(?:st|nd|rd|th)?';
const ISO_DAY = '\\d{4}-(?:0[1-9]|1[0-2])-(?:3[01]|[12]\\d|0[1-9])';
const CLOCK = '(?:[01]?\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?';
const ISO_ZONE = '(?:Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)';
/** A time as `Date#toString` and friends print it; recent ICU puts U+202F before AM/PM. */
const SPOKEN_TIME = `(?:,? (?:at )?${CLOCK}(?:[ \\u202f]?[AaPp][Mm])?(?: (?:GMT|UTC)(?:[+-]\\d{2}:?\\d{2})?(?: \\([^()\\n]*\\))?)?)?`;
/**
 * The `dates` preset: ISO, English (`Sun Nov 29 2026`, `29 November 2026`…) and `11/29/2026` dates.
 * An ISO date glued to a word by `-` stays: `gpt-4o-2024-08-06` names a model snapshot.
 */
const DATE_PRESET = [
    {
        pattern: `(?<![\\w-])${ISO_DAY}(?:[T ]${CLOCK}${ISO_ZONE}?)?(?![\\w-])`,
        replace: DATE_TOKEN,
    },
    {
        pattern: `\\b(?:${WEEKDAY},? )?(?:${MONTH} ${DAY},? |${DAY} ${MONTH},? )\\d{4}${SPOKEN_TIME}(?!\\w)`,
        replace: DATE_TOKEN,
    },
    {
        pattern: `(?<![\\w/.-])(?:3[01]|[12]\\d|0?[1-9])/(?:3[01]|[12]\\d|0?[1-9])/\\d{4}${SPOKEN_TIME}(?![\\w/])`,
        replace: DATE_TOKEN,
    },
];
const PRESETS = {
    dates: DATE_PRESET,
};
/** Any version, any case: agents mint session, request and message ids as UUIDs. */
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** A labelled process id (`PGID: 48213`, `pid=48213`, `PIDs: 1, 2`), never a bare number. */
const PROCESS_ID = /\b(pg?ids?)(\s*[:=]\s*|[ \t]+)\d+(?:,[ \t]*\d+)*\b/gi;
/** What Codex CLI's shell tool prints anew each run; the label stays, so renaming it diverges. */
const TOOL_OUTPUT_NOISE = [
    [/\bChunk ID: [0-9a-f]{4,}\b/g, 'Chunk ID: <CHUNK_ID>'],
    [/\bWall time: \d+(?:\.\d+)? seconds\b/g, 'Wall time: <DURATION> seconds'],
    [/\bProcess running with session ID \d+\b/g, 'Process running with session ID <SESSION>'],
];
/**
 * Passes repeat until nothing changes (`/tmp/x.2026-11-29` becomes `<TMP>.<DATE>` only once the
 * date is gone), so normalizing twice changes nothing. The built-in rewrites converge; the cap is
 * for suite rules (`a` → `aa`).
 */
const MAX_PASSES = 8;
/**
 * Every spelling of `dir` an agent may print: `paths` (with the macOS `/private` realpath) and
 * `mangled` per-project dir names (`/`, `/._` or every non-alphanumeric character as `-`).
 */
function spellPath(dir) {
    const lexical = dir.includes('\\')
        ? dir.replace(/[\\/]+$/, '')
        : node_path__WEBPACK_IMPORTED_MODULE_1__.posix.normalize(dir).replace(/\/+$/, '');
    // A root dir would tokenize every slash, and a relative one means nothing without its base.
    const isRunDir = lexical !== '' &&
        !/^[A-Za-z]:$/.test(lexical) &&
        (node_path__WEBPACK_IMPORTED_MODULE_1__.posix.isAbsolute(lexical) || node_path__WEBPACK_IMPORTED_MODULE_1__.win32.isAbsolute(lexical));
    if (!isRunDir)
        return { paths: [], mangled: [] };
    const paths = new Set([lexical]);
    const privateTwin = /^\/private(\/(?:tmp|var|etc)(?:\/|$).*)$/.exec(lexical)?.[1];
    if (privateTwin !== undefined)
        paths.add(privateTwin);
    else if (/^\/(?:tmp|var|etc)(?:\/|$)/.test(lexical))
        paths.add(`/private${lexical}`);
    if (lexical.includes('\\'))
        paths.add(lexical.replace(/\\/g, '/'));
    const mangled = [...paths].flatMap((spelling) => [
        spelling.replace(/[\\/]/g, '-'),
        spelling.replace(/[\\/._]/g, '-'),
        spelling.replace(/[^A-Za-z0-9]/g, '-'),
    ]);
    return { paths: [...paths], mangled: [...new Set(mangled)].filter((name) => !paths.has(name)) };
}
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One regex for all per-run paths, longest first; a path never matches inside a longer name. */
function rewriteSpellings(tokens) {
    if (tokens.size === 0)
        return (text) => text;
    const alternatives = [...tokens.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    const regex = new RegExp(`(?<![\\w.-])(?:${alternatives.join('|')})(?!\\.?[\\w-])`, 'g');
    return (text) => text.replace(regex, (match) => tokens.get(match) ?? match);
}
function createPathRewrite(context) {
    const tokens = new Map();
    const add = (dir, token, withHash = false) => {
        if (dir === undefined)
            return;
        const { paths, mangled } = spellPath(dir);
        for (const spelling of [...paths, ...mangled])
            if (!tokens.has(spelling))
                tokens.set(spelling, token);
        // qwen-code and gemini-cli keep per-project temp files under `sha256(cwd)` in hex.
        if (!withHash)
            return;
        for (const spelling of paths) {
            const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(spelling).digest('hex');
            if (!tokens.has(hash))
                tokens.set(hash, '<WORKSPACE_HASH>');
        }
    };
    add(context.workspaceDir, WORKSPACE_TOKEN, true);
    add(context.homeDir, HOME_TOKEN);
    for (const dir of context.tempDirs ?? [])
        add(dir, '<TMP>');
    for (const source of context.sourceDirs ?? [])
        add(source.dir, source.token);
    for (const { text, token } of context.hostStrings ?? []) {
        if (text.trim() !== '' && !tokens.has(text))
            tokens.set(text, token);
    }
    return rewriteSpellings(tokens);
}
function createPathTokens(context) {
    const tokens = new Map();
    const targets = new Map();
    const add = (dir, token) => {
        if (dir === undefined)
            return;
        const { paths } = spellPath(dir);
        if (paths[0] === undefined)
            return;
        targets.set(token, paths[0]);
        for (const spelling of paths)
            if (!tokens.has(spelling))
                tokens.set(spelling, token);
    };
    add(context.workspaceDir, WORKSPACE_TOKEN);
    add(context.homeDir, HOME_TOKEN);
    const tokenRegex = new RegExp([...targets.keys()].map(escapeRegExp).join('|') || '(?!)', 'g');
    return {
        tokenize: rewriteSpellings(tokens),
        // Every token starts with `<`: most strings of an answer have none, and are spared the regex.
        expand: (text) => text.includes('<') ? text.replace(tokenRegex, (token) => targets.get(token) ?? token) : text,
    };
}
function createRuleRewrite(rule) {
    const regex = new RegExp(rule.pattern, 'g');
    return (text) => text.replace(regex, rule.replace);
}
/** One run's normalizer: paths, UUIDs, pids and tool noise, then the `replayNormalize` rules. */
function createNormalizer(context) {
    const rewrites = [
        createPathRewrite(context),
        (text) => text.replace(UUID, '<UUID>'),
        (text) => text.replace(PROCESS_ID, '$1$2<PID>'),
        (text) => TOOL_OUTPUT_NOISE.reduce((current, [pattern, token]) => current.replace(pattern, token), text),
        // Presets expand in place, keeping the order the suite and task listed them in.
        ...(context.rules ?? [])
            .flatMap((rule) => ('preset' in rule ? PRESETS[rule.preset] : [rule]))
            .map(createRuleRewrite),
    ];
    const rewriteOnce = (text) => rewrites.reduce((current, rewrite) => rewrite(current), text);
    const normalize = (text) => {
        let current = text;
        for (let pass = 0; pass < MAX_PASSES; pass += 1) {
            const next = rewriteOnce(current);
            if (next === current)
                return current;
            current = next;
        }
        return current;
    };
    return remembering(normalize);
}
/** Per run; about twice that in bytes. */
const REMEMBERED_MAX_CHARS = 16 * 1024 * 1024;
const REMEMBERED_MAX_STRINGS = 100_000;
/** Agents resend the whole conversation every turn; normalizing is pure, so remember it. */
function remembering(normalize) {
    const remembered = new Map();
    let chars = 0;
    return (text) => {
        const known = remembered.get(text);
        if (known !== undefined)
            return known;
        const result = normalize(text);
        if (chars + text.length <= REMEMBERED_MAX_CHARS && remembered.size < REMEMBERED_MAX_STRINGS) {
            remembered.set(text, result);
            chars += text.length;
        }
        return result;
    };
}
/** A deep copy with every string normalized; keys are kept (rewriting could merge two). */
function normalizeValue(value, normalize) {
    if (typeof value === 'string')
        return normalize(value);
    if (Array.isArray(value))
        return value.map((item) => normalizeValue(item, normalize));
    if (value !== null && typeof value === 'object') {
        const record = value;
        const copy = {};
        for (const key of Object.keys(record))
            setOwn(copy, key, normalizeValue(record[key], normalize));
        return copy;
    }
    return value;
}
/** `copy[key] = item`, keeping a `__proto__` key an ordinary property, as JSON.parse makes it. */
function setOwn(copy, key, item) {
    if (key === '__proto__') {
        Object.defineProperty(copy, key, {
            value: item,
            writable: true,
            enumerable: true,
            configurable: true,
        });
    }
    else {
        copy[key] = item;
    }
}
function normalizeSharedArray(array, normalize) {
    let copy;
    for (let index = 0; index < array.length; index += 1) {
        const item = array[index];
        const rewritten = normalizeShared(item, normalize);
        if (copy === undefined) {
            if (Object.is(rewritten, item))
                continue;
            copy = array.slice(0, index);
        }
        copy.push(rewritten);
    }
    return copy ?? array;
}
function normalizeSharedRecord(record, normalize) {
    const keys = Object.keys(record);
    let copy;
    for (let index = 0; index < keys.length; index += 1) {
        const key = keys[index];
        const item = record[key];
        const rewritten = normalizeShared(item, normalize);
        if (copy === undefined) {
            if (Object.is(rewritten, item))
                continue;
            copy = {};
            for (let before = 0; before < index; before += 1) {
                const kept = keys[before];
                setOwn(copy, kept, record[kept]);
            }
        }
        setOwn(copy, key, rewritten);
    }
    return copy ?? record;
}
/** `normalizeShared`, with an absent value (undefined or null) as null. */
const normalizeOrNull = (value, normalize) => value === undefined || value === null ? null : normalizeShared(value, normalize);
/**
 * `normalizeValue` copying only what leads to a changed string (same JSON), for values that nothing
 * mutates afterwards (a served answer, a fingerprint).
 */
function normalizeShared(value, normalize) {
    if (typeof value === 'string')
        return normalize(value);
    if (value === null || typeof value !== 'object')
        return value;
    if (Array.isArray(value))
        return normalizeSharedArray(value, normalize);
    return normalizeSharedRecord(value, normalize);
}
function normalizeEach(values, normalize) {
    return values.map((value) => normalizeShared(value, normalize));
}
//# sourceMappingURL=normalize.js.map

/***/ }),

/***/ 9477:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jg: () => (/* binding */ chatProtocol),
  kx: () => (/* binding */ openAiRequest),
  m8: () => (/* binding */ postRoute)
});

// EXTERNAL MODULE: ./lib/provider/protocols/lenient.js
var lenient = __webpack_require__(207);
// EXTERNAL MODULE: ./lib/provider/protocols/malformed-payload.js
var malformed_payload = __webpack_require__(9785);
// EXTERNAL MODULE: ./lib/json/is-record.js
var is_record = __webpack_require__(9588);
// EXTERNAL MODULE: ./lib/json/parse-json.js
var parse_json = __webpack_require__(3040);
;// CONCATENATED MODULE: ./lib/provider/chat-completion.js
/**
 * The OpenAI Chat Completions wire format, both ways: reading the assistant message out of a JSON
 * body or a stream of chunks, and turning one form into the other (a recording made with
 * `stream: true` must answer an agent that does not stream, and the reverse).
 */




/**
 * The fields `readers` name, each left out when it reads as undefined; undefined for a non-object.
 */
function readFields(value, readers) {
    const record = (0,lenient/* recordOr */.xQ)(value);
    if (record === undefined)
        return undefined;
    const read = {};
    for (const key in readers) {
        const field = readers[key](record[key]);
        if (field !== undefined)
            read[key] = field;
    }
    return read;
}
// The reader tables are built once: these run on every chunk of every answer.
const FUNCTION_READERS = {
    name: lenient/* stringOr */.JI,
    arguments: lenient/* stringOr */.JI,
};
const TOOL_CALL_READERS = {
    index: lenient/* tokenCountOr */.wV,
    id: lenient/* stringOr */.JI,
    function: (fn) => readFields(fn, FUNCTION_READERS),
};
const MESSAGE_READERS = {
    content: lenient/* stringOr */.JI,
    tool_calls: (calls) => (0,lenient/* arrayOr */.XW)(calls)?.map((call) => readFields(call, TOOL_CALL_READERS)),
};
const CHOICE_READERS = {
    index: lenient/* tokenCountOr */.wV,
    message: (message) => readFields(message, MESSAGE_READERS),
    delta: (delta) => readFields(delta, MESSAGE_READERS),
    finish_reason: lenient/* stringOr */.JI,
};
const COMPLETION_READERS = {
    id: lenient/* stringOr */.JI,
    created: lenient/* numberOr */.d_,
    model: lenient/* stringOr */.JI,
    system_fingerprint: lenient/* stringOr */.JI,
    choices: (choices) => (0,lenient/* arrayOr */.XW)(choices)?.map((choice) => readFields(choice, CHOICE_READERS)),
    usage: (usage) => {
        const record = (0,lenient/* plainRecordOr */.hB)(usage);
        return record === undefined ? undefined : { ...record };
    },
};
/**
 * A body or chunk read leniently (`lenient.ts`): a field of the wrong type is absent, a non-object
 * entry is undefined, a non-object reads as `{}`. A test holds it to the zod schema it replaced.
 */
function readCompletion(value) {
    return readFields(value, COMPLETION_READERS) ?? {};
}
/** With `n > 1` a chunk may carry another choice first; the agent's answer is choice 0. */
function firstChoice(completion) {
    const choices = (completion.choices ?? []).filter((choice) => choice !== undefined);
    return choices.find((choice) => (choice.index ?? 0) === 0);
}
/** Token usage from a Chat Completions `usage` object; undefined unless both counts are there. */
function readUsage(usage) {
    if (!(0,is_record/* isRecord */.u)(usage))
        return undefined;
    const input = (0,lenient/* tokenCountOr */.wV)(usage.prompt_tokens);
    const output = (0,lenient/* tokenCountOr */.wV)(usage.completion_tokens);
    if (input === undefined || output === undefined)
        return undefined;
    const cached = (0,lenient/* tokenCountOr */.wV)((0,lenient/* recordOr */.xQ)(usage.prompt_tokens_details)?.cached_tokens) ??
        (0,lenient/* tokenCountOr */.wV)(usage.prompt_cache_hit_tokens);
    return (0,lenient/* usageOf */.Fs)(input, output, cached);
}
/** The assistant message of a non-streamed `chat.completion` body. Never throws. */
function assembleFromJson(body) {
    const completion = readCompletion(body);
    const choice = firstChoice(completion);
    const toolCalls = (choice?.message?.tool_calls ?? [])
        .filter((call) => call !== undefined)
        .map((call) => ({
        id: call.id ?? '',
        name: call.function?.name ?? '',
        arguments: call.function?.arguments ?? '',
    }));
    return (0,lenient/* withUsage */.Se)({
        content: choice?.message?.content ?? null,
        toolCalls,
        finishReason: choice?.finish_reason ?? null,
    }, readUsage(completion.usage));
}
/** Merges tool-call deltas; without `index`, a new id starts a call and none continues the last. */
class ToolCallMerger {
    calls = new Map();
    lastIndex;
    add(delta) {
        const index = delta.index ?? this.fallbackIndex(delta);
        const call = this.calls.get(index) ?? { id: '', name: '', arguments: '' };
        // Servers that repeat the id or name on every fragment must not have them concatenated.
        if (call.id === '' && delta.id !== undefined)
            call.id = delta.id;
        if (call.name === '' && delta.function?.name !== undefined)
            call.name = delta.function.name;
        call.arguments += delta.function?.arguments ?? '';
        this.calls.set(index, call);
        this.lastIndex = index;
    }
    toolCalls() {
        return [...this.calls.values()];
    }
    fallbackIndex(delta) {
        const last = this.lastIndex === undefined ? undefined : this.calls.get(this.lastIndex);
        if (this.lastIndex !== undefined && (delta.id === undefined || delta.id === last?.id)) {
            return this.lastIndex;
        }
        return Math.max(-1, ...this.calls.keys()) + 1;
    }
}
function assembleStream(events) {
    let head;
    let content = null;
    let finishReason = null;
    let rawUsage;
    const toolCalls = new ToolCallMerger();
    for (const payload of events) {
        const parsed = (0,parse_json/* parseJson */.q)(payload);
        if (!parsed.ok || !(0,is_record/* isRecord */.u)(parsed.value))
            continue;
        const chunk = readCompletion(parsed.value);
        // Only its envelope fields are ever read (`envelopeOf`).
        head ??= chunk;
        const choice = firstChoice(chunk);
        if (choice?.delta?.content !== undefined)
            content = (content ?? '') + choice.delta.content;
        for (const delta of choice?.delta?.tool_calls ?? [])
            if (delta !== undefined)
                toolCalls.add(delta);
        if (choice?.finish_reason !== undefined)
            finishReason = choice.finish_reason;
        if (readUsage(chunk.usage) !== undefined)
            rawUsage = chunk.usage;
    }
    const message = (0,lenient/* withUsage */.Se)({ content, toolCalls: toolCalls.toolCalls(), finishReason }, readUsage(rawUsage));
    return { message, head: head ?? {}, rawUsage };
}
/** The assistant message of a stream's `data` payloads (`[DONE]` and non-objects skipped). */
function assembleFromEvents(events) {
    return assembleStream(events).message;
}
/** The first payload a well-behaved server would not send: the proxy's failed upstream. */
const findMalformedEvent = (events) => (0,malformed_payload/* findMalformedPayload */.z)(events, '[DONE]');
/** The fields every body and chunk starts with; absent ones are left out rather than sent as null. */
function envelopeOf(head, object) {
    const fields = {
        id: head.id,
        object,
        created: head.created,
        model: head.model,
        system_fingerprint: head.system_fingerprint,
    };
    return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
function chunkOf(head, rest) {
    return JSON.stringify({ ...envelopeOf(head, 'chat.completion.chunk'), ...rest });
}
const wireToolCall = (call) => ({
    id: call.id,
    type: 'function',
    function: { name: call.name, arguments: call.arguments },
});
/** The stream a server would have sent for this body (usage only when the agent asked). */
function eventsFromJson(body, options) {
    const completion = readCompletion(body);
    const message = assembleFromJson(body);
    const choiceChunk = (delta, finishReason) => chunkOf(completion, { choices: [{ index: 0, delta, finish_reason: finishReason }] });
    // As OpenAI does: the first chunk opens the content with "" for a text answer, null otherwise.
    const events = [
        choiceChunk({ role: 'assistant', content: message.content === null ? null : '' }, null),
    ];
    if (message.content !== null && message.content !== '') {
        events.push(choiceChunk({ content: message.content }, null));
    }
    message.toolCalls.forEach((call, index) => {
        events.push(choiceChunk({ tool_calls: [{ index, ...wireToolCall(call) }] }, null));
    });
    events.push(choiceChunk({}, message.finishReason));
    if (options.includeUsage && completion.usage !== undefined) {
        events.push(chunkOf(completion, { choices: [], usage: completion.usage }));
    }
    events.push('[DONE]');
    return events;
}
/** The `chat.completion` body equivalent to a stream of chunks. */
function jsonFromEvents(events) {
    const { message, head, rawUsage } = assembleStream(events);
    return completionBody(head, message, rawUsage);
}
/** A `chat.completion` body: `head`'s envelope, `message` as choice 0, and `usage` when given. */
function completionBody(head, message, usage) {
    const toolCalls = message.toolCalls.map(wireToolCall);
    return {
        ...envelopeOf(head, 'chat.completion'),
        choices: [
            {
                index: 0,
                message: {
                    role: 'assistant',
                    content: message.content,
                    ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
                },
                finish_reason: message.finishReason,
            },
        ],
        ...(usage === undefined ? {} : { usage }),
    };
}
//# sourceMappingURL=chat-completion.js.map
// EXTERNAL MODULE: ./lib/provider/normalize.js
var provider_normalize = __webpack_require__(118);
// EXTERNAL MODULE: ./lib/sse/sse-framing.js
var sse_framing = __webpack_require__(2071);
// EXTERNAL MODULE: ./lib/provider/protocols/tool-results.js
var tool_results = __webpack_require__(5854);
;// CONCATENATED MODULE: ./lib/provider/protocols/chat.js
/**
 * OpenAI Chat Completions (`POST /v1/chat/completions`); the wire codec is `../chat-completion.ts`.
 */






/** `{type: "function", function: {...}}`, or the same without `type` as some agents send it. */
function isFunctionTool(tool) {
    if (!(0,is_record/* isRecord */.u)(tool))
        return false;
    return tool.type === 'function' || (tool.type === undefined && (0,is_record/* isRecord */.u)(tool.function));
}
/** Fields that change what shape the answer may take, so a harness change in them must diverge. */
const ANSWER_CONTROLS = [
    'tool_choice',
    'response_format',
    'parallel_tool_calls',
    'functions',
    'function_call',
];
function isFinalEvent(event) {
    if (event === '[DONE]')
        return true;
    try {
        const chunk = JSON.parse(event);
        return chunk.choices?.some((choice) => typeof choice.finish_reason === 'string') ?? false;
    }
    catch {
        return false;
    }
}
/** The route of a protocol served at one `POST` path. */
const postRoute = (path) => (method, pathname) => method === 'POST' && pathname === path ? { kind: 'model' } : undefined;
/** A live call to an OpenAI endpoint (`path` under the `/v1` base) with Verdict's key. */
function openAiRequest(baseUrl, apiKey, call, path, extraHeaders = {}) {
    return {
        url: `${baseUrl.replace(/\/+$/, '')}/${path}`,
        headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            accept: call.stream ? 'text/event-stream' : 'application/json',
            ...extraHeaders,
        },
        body: JSON.stringify(call.body),
    };
}
const chatProtocol = {
    id: 'chat',
    upstream: 'openai',
    forwardedHeaders: [],
    matchRoute: postRoute('/v1/chat/completions'),
    validateRequest: (body) => Array.isArray(body.messages) ? undefined : 'a chat completion needs a messages array',
    isStream: (body) => body.stream === true,
    toolResults: (body) => (0,tool_results/* recordsOf */.M$)(body.messages)
        .filter((message) => message.role === 'tool')
        .map((message) => (0,tool_results/* toolResultOf */.jE)(message.tool_call_id, message.content)),
    /**
     * Model and effort are configuration, not normalized (`gpt-4o-2024-08-06` must stay distinct);
     * `stream`, sampling and bookkeeping fields (`seed`, `user`, `metadata`…) are left out.
     */
    fingerprint(call, normalize) {
        const body = call.body;
        const tools = Array.isArray(body.tools) ? body.tools : [];
        const nativeTools = tools.filter((tool) => !isFunctionTool(tool));
        return {
            endpoint: 'chat.completions',
            model: (0,lenient/* stringOr */.JI)(body.model) ?? null,
            // Chat Completions has no separate instructions: system messages stay in `messages`.
            instructions: null,
            messages: Array.isArray(body.messages) ? (0,provider_normalize/* normalizeEach */.$Z)(body.messages, normalize) : [],
            tools: (0,provider_normalize/* normalizeEach */.$Z)(tools.filter(isFunctionTool), normalize),
            outputLimit: (0,lenient/* numberOr */.d_)(body.max_completion_tokens) ?? (0,lenient/* numberOr */.d_)(body.max_tokens) ?? null,
            nativeTools: (0,provider_normalize/* normalizeEach */.$Z)(nativeTools, normalize),
            reasoningEffort: (0,lenient/* stringOr */.JI)(body.reasoning_effort) ??
                ((0,is_record/* isRecord */.u)(body.reasoning) ? (0,lenient/* stringOr */.JI)(body.reasoning.effort) : undefined) ??
                null,
            answerControls: (0,provider_normalize/* normalizeShared */.zl)((0,lenient/* fieldsSet */.A7)(body, ANSWER_CONTROLS), normalize),
        };
    },
    conversationLength: (body) => (0,lenient/* lengthOf */.Y5)(body.messages),
    assembleJson: assembleFromJson,
    assembleEvents: assembleFromEvents,
    eventsFromJson: (body, call) => eventsFromJson(body, {
        includeUsage: (0,is_record/* isRecord */.u)(call.body.stream_options) && call.body.stream_options.include_usage === true,
    }),
    jsonFromEvents: jsonFromEvents,
    formatEvent: sse_framing/* formatSseData */.h,
    findMalformedEvent: findMalformedEvent,
    isFinalEvent,
    servedModel: (body) => (0,lenient/* modelNamedIn */.OU)(body, 'model'),
    renderScripted: (answer) => completionBody({ id: `chatcmpl-scripted-${answer.call}`, created: 0, model: answer.model }, {
        content: answer.content,
        toolCalls: answer.toolCalls,
        finishReason: answer.toolCalls.length > 0 ? 'tool_calls' : 'stop',
    }, {
        prompt_tokens: answer.usage.inputTokens,
        completion_tokens: answer.usage.outputTokens,
        total_tokens: answer.usage.inputTokens + answer.usage.outputTokens,
    }),
    errorBody: (_status, type, message) => ({ error: { message, type, param: null, code: type } }),
    upstreamRequest: (baseUrl, apiKey, call) => openAiRequest(baseUrl, apiKey, call, 'chat/completions', { 'user-agent': 'agent-verdict' }),
    isTransientStatus: () => false,
};
//# sourceMappingURL=chat.js.map

/***/ }),

/***/ 2800:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  st: () => (/* binding */ ENDPOINT_OF),
  Du: () => (/* binding */ matchProtocolRoute),
  AT: () => (/* binding */ protocolOf)
});

// UNUSED EXPORTS: PROTOCOLS

// EXTERNAL MODULE: ./lib/provider/protocols/chat.js + 1 modules
var chat = __webpack_require__(9477);
// EXTERNAL MODULE: ./lib/provider/protocols/lenient.js
var lenient = __webpack_require__(207);
// EXTERNAL MODULE: ./lib/provider/normalize.js
var provider_normalize = __webpack_require__(118);
// EXTERNAL MODULE: ./lib/json/is-record.js
var is_record = __webpack_require__(9588);
;// CONCATENATED MODULE: ./lib/provider/protocols/gemini-fingerprint.js
/**
 * The fingerprint of a Gemini request (SPEC §4): the model from the route, each function
 * declaration one tool (`tools[read_file].description`), other `tools` native. Left out as noise:
 * sampling, `labels`, and `cachedContent` (a cache name minted anew each time; its text never
 * travels).
 */



const GENERATION_CONTROLS = [
    'responseMimeType',
    'responseSchema',
    'responseJsonSchema',
    // The spelling of `responseJsonSchema` in older SDKs.
    '_responseJsonSchema',
    'responseModalities',
    'candidateCount',
    'stopSequences',
];
const recordOf = (value) => ((0,is_record/* isRecord */.u)(value) ? value : {});
/** `models/gemini-2.5-pro` and `gemini-2.5-pro` name the same model. */
function stripModelsPrefix(model) {
    return model.startsWith('models/') ? model.slice('models/'.length) : model;
}
/** Tool-call ids as `<CALL_n>` by first mention: gemini-cli builds them from the clock. */
function renameCallIds(contents) {
    const names = new Map();
    const rename = (id) => {
        let name = names.get(id);
        if (name === undefined) {
            name = `<CALL_${names.size + 1}>`;
            names.set(id, name);
        }
        return name;
    };
    const renameIn = (part, key) => {
        if (!(0,is_record/* isRecord */.u)(part) || !(0,is_record/* isRecord */.u)(part[key]) || typeof part[key].id !== 'string')
            return part;
        return { ...part, [key]: { ...part[key], id: rename(part[key].id) } };
    };
    return contents.map((content) => {
        if (!(0,is_record/* isRecord */.u)(content) || !Array.isArray(content.parts))
            return content;
        const given = content.parts;
        const parts = given.map((part) => renameIn(renameIn(part, 'functionCall'), 'functionResponse'));
        // A content with no id to rename (most of a conversation) is kept as it is.
        return parts.every((part, index) => part === given[index]) ? content : { ...content, parts };
    });
}
/** `systemInstruction` without the `role` the SDKs add and the API ignores. */
const instructionsOf = (systemInstruction) => (0,is_record/* isRecord */.u)(systemInstruction) ? (0,lenient/* withoutKey */.wC)(systemInstruction, 'role') : systemInstruction;
function splitTools(tools) {
    const functions = [];
    const native = [];
    for (const tool of Array.isArray(tools) ? tools : []) {
        if (!(0,is_record/* isRecord */.u)(tool)) {
            native.push(tool);
            continue;
        }
        const { functionDeclarations, ...rest } = tool;
        if (Array.isArray(functionDeclarations))
            functions.push(...functionDeclarations);
        else if (functionDeclarations !== undefined)
            rest.functionDeclarations = functionDeclarations;
        if (Object.keys(rest).length > 0)
            native.push(rest);
    }
    return { functions, native };
}
/** `thinkingLevel` (Gemini 3) or `thinkingBudget` (2.5) as one string; the rest of the config apart. */
function splitThinking(thinkingConfig) {
    const { thinkingLevel, thinkingBudget, ...rest } = recordOf(thinkingConfig);
    const budget = (0,lenient/* numberOr */.d_)(thinkingBudget);
    const effort = (0,lenient/* stringOr */.JI)(thinkingLevel) ?? (budget === undefined ? null : String(budget));
    return { effort, rest };
}
function fingerprintRequest(call, normalize) {
    const body = recordOf(call.body);
    const generationConfig = recordOf(body.generationConfig);
    const contents = Array.isArray(body.contents) ? body.contents : [];
    const { functions, native } = splitTools(body.tools);
    const thinking = splitThinking(generationConfig.thinkingConfig);
    const controls = (0,lenient/* fieldsSet */.A7)(generationConfig, GENERATION_CONTROLS);
    if (Object.keys(thinking.rest).length > 0)
        controls.thinkingConfig = thinking.rest;
    if (body.toolConfig !== undefined)
        controls.toolConfig = body.toolConfig;
    if (body.safetySettings !== undefined)
        controls.safetySettings = body.safetySettings;
    const model = call.routeModel ?? (0,lenient/* stringOr */.JI)(body.model);
    return {
        endpoint: call.endpoint,
        // Configuration, not noise: never normalized (a dated snapshot name must stay distinct).
        model: model === undefined ? null : stripModelsPrefix(model),
        instructions: (0,provider_normalize/* normalizeOrNull */._Q)(instructionsOf(body.systemInstruction), normalize),
        messages: (0,provider_normalize/* normalizeEach */.$Z)(renameCallIds(contents), normalize),
        tools: (0,provider_normalize/* normalizeEach */.$Z)(functions, normalize),
        outputLimit: (0,lenient/* numberOr */.d_)(generationConfig.maxOutputTokens) ?? null,
        nativeTools: (0,provider_normalize/* normalizeEach */.$Z)(native, normalize),
        reasoningEffort: thinking.effort,
        answerControls: (0,provider_normalize/* normalizeShared */.zl)(controls, normalize),
    };
}
//# sourceMappingURL=gemini-fingerprint.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/gemini-routes.js


/** The model may be spelled `models/x`, plain or URL-encoded (`models%2Fx`). */
const ROUTE = /^\/(?:v1|v1beta|v1alpha)\/models\/(.+):(generateContent|streamGenerateContent|countTokens)$/;
function decodeModel(segment) {
    try {
        // Without `%` there is nothing to decode (and nothing decoding could refuse).
        const model = stripModelsPrefix(segment.includes('%') ? decodeURIComponent(segment) : segment);
        return model === '' || model.includes(':') ? undefined : model;
    }
    catch {
        return undefined;
    }
}
/** Streams only as SSE (`?alt=sse`, as official clients ask); a JSON-array stream gets a 404. */
function matchGeminiRoute(method, pathname, query) {
    if (method !== 'POST')
        return undefined;
    const match = ROUTE.exec(pathname);
    if (match === null)
        return undefined;
    const model = decodeModel(match[1] ?? '');
    if (model === undefined)
        return undefined;
    switch (match[2]) {
        case 'countTokens':
            return { kind: 'count_tokens', model };
        case 'streamGenerateContent':
            return query.get('alt') === 'sse' ? { kind: 'model', model, stream: true } : undefined;
        default:
            return { kind: 'model', model, stream: false };
    }
}
/** A base URL may already end in an API version (`…/v1beta`); it is not repeated then. */
const VERSIONED = /\/(?:v1|v1beta|v1alpha)$/;
function buildUpstreamRequest(baseUrl, apiKey, call) {
    if (call.routeModel === undefined) {
        throw new Error('a Gemini call names its model in the route, and this one named none');
    }
    const base = baseUrl.replace(/\/+$/, '');
    const root = VERSIONED.test(base) ? base : `${base}/v1beta`;
    const model = encodeURIComponent(stripModelsPrefix(call.routeModel));
    const method = call.stream ? 'streamGenerateContent?alt=sse' : 'generateContent';
    return {
        url: `${root}/models/${model}:${method}`,
        // The key goes in a header, never in the URL, where logs and error messages would show it.
        headers: { 'content-type': 'application/json', 'x-goog-api-key': apiKey },
        body: JSON.stringify(call.body),
    };
}
/**
 * A `countTokens` answer with no upstream: four characters a token of what the model would read.
 */
function countRequestTokens(body) {
    const request = (0,is_record/* isRecord */.u)(body.generateContentRequest) ? body.generateContentRequest : body;
    const counted = [request.contents, request.systemInstruction, request.tools]
        .filter((value) => value !== undefined)
        .map((value) => JSON.stringify(value).length)
        .reduce((sum, length) => sum + length, 0);
    return { totalTokens: Math.ceil(counted / 4) };
}
/** The canonical gRPC status Google APIs name beside each HTTP status. */
const STATUS_NAMES = {
    400: 'INVALID_ARGUMENT',
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    409: 'ABORTED',
    413: 'INVALID_ARGUMENT',
    429: 'RESOURCE_EXHAUSTED',
    499: 'CANCELLED',
    500: 'INTERNAL',
    501: 'UNIMPLEMENTED',
    502: 'UNAVAILABLE',
    503: 'UNAVAILABLE',
    504: 'DEADLINE_EXCEEDED',
};
/** A Google API error, Verdict's error type as the reason of an `ErrorInfo` detail. */
function buildErrorBody(status, type, message) {
    return {
        error: {
            code: status,
            message,
            status: STATUS_NAMES[status] ?? (status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION'),
            details: [
                { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: type, domain: 'verdict' },
            ],
        },
    };
}
//# sourceMappingURL=gemini-routes.js.map
// EXTERNAL MODULE: ./lib/json/parse-json.js
var parse_json = __webpack_require__(3040);
;// CONCATENATED MODULE: ./lib/provider/protocols/gemini-wire.js


/** The raw candidate an agent reads as its answer: the one with `index` 0 (the first when none says). */
function firstCandidateOf(body) {
    if (!(0,is_record/* isRecord */.u)(body))
        return undefined;
    const records = ((0,lenient/* arrayOr */.XW)(body.candidates) ?? []).filter(is_record/* isRecord */.u);
    return records.find((candidate) => (0,lenient/* tokenCountOr */.wV)(candidate.index) === 0) ?? records[0];
}
function partsOf(candidate) {
    if (candidate === undefined)
        return [];
    return ((0,lenient/* arrayOr */.XW)((0,lenient/* recordOr */.xQ)(candidate.content)?.parts) ?? []).filter(is_record/* isRecord */.u);
}
function readPart(part) {
    const call = (0,lenient/* recordOr */.xQ)(part.functionCall);
    return {
        text: (0,lenient/* stringOr */.JI)(part.text),
        thought: (0,lenient/* booleanOr */.SX)(part.thought),
        thoughtSignature: (0,lenient/* stringOr */.JI)(part.thoughtSignature),
        functionCall: call !== undefined && 'args' in call
            ? { id: (0,lenient/* stringOr */.JI)(call.id), name: (0,lenient/* stringOr */.JI)(call.name), args: call.args }
            : undefined,
    };
}
function finishReasonOf(body) {
    const candidate = firstCandidateOf(body);
    const finishReason = (0,lenient/* stringOr */.JI)(candidate?.finishReason);
    if (finishReason !== undefined)
        return finishReason;
    // A prompt the safety filters refuse gets a 200 without candidates: the refusal ends the answer.
    return (0,is_record/* isRecord */.u)(body) ? (0,lenient/* stringOr */.JI)((0,lenient/* recordOr */.xQ)(body.promptFeedback)?.blockReason) : undefined;
}
/**
 * Input is the prompt (cached included) plus server tool results; output the answer plus thinking
 * (billed as output, as elsewhere). Proto3 JSON leaves zeros out: an absent count means 0.
 */
function readUsage(usageMetadata) {
    if (!(0,is_record/* isRecord */.u)(usageMetadata))
        return undefined;
    const promptTokenCount = (0,lenient/* tokenCountOr */.wV)(usageMetadata.promptTokenCount);
    const candidatesTokenCount = (0,lenient/* tokenCountOr */.wV)(usageMetadata.candidatesTokenCount);
    const totalTokenCount = (0,lenient/* tokenCountOr */.wV)(usageMetadata.totalTokenCount);
    if ([promptTokenCount, candidatesTokenCount, totalTokenCount].every((n) => n === undefined)) {
        return undefined;
    }
    return (0,lenient/* usageOf */.Fs)((promptTokenCount ?? 0) + ((0,lenient/* tokenCountOr */.wV)(usageMetadata.toolUsePromptTokenCount) ?? 0), (candidatesTokenCount ?? 0) + ((0,lenient/* tokenCountOr */.wV)(usageMetadata.thoughtsTokenCount) ?? 0), (0,lenient/* tokenCountOr */.wV)(usageMetadata.cachedContentTokenCount));
}
//# sourceMappingURL=gemini-wire.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/gemini-stream.js
/**
 * Gemini streams both ways: each chunk is a whole `GenerateContentResponse` with the next parts of
 * candidate 0; the last carries `finishReason` and the final `usageMetadata`. There is no `[DONE]`.
 */



/** Keys a text piece may hold and still be one more piece of the text part before it. */
const TEXT_PIECE_KEYS = new Set(['text', 'thought', 'thoughtSignature']);
const isTextPiece = (part) => typeof part.text === 'string' && Object.keys(part).every((key) => TEXT_PIECE_KEYS.has(key));
/** Plain text of one kind, and `last` not yet closed by a thought signature. */
function continuesText(last, piece) {
    return (last !== undefined &&
        isTextPiece(last) &&
        isTextPiece(piece) &&
        last.thoughtSignature === undefined &&
        (last.thought === true) === (piece.thought === true));
}
function appendPart(parts, piece) {
    const last = parts.at(-1);
    if (last !== undefined && continuesText(last, piece)) {
        parts[parts.length - 1] = {
            ...last,
            ...piece,
            text: `${String(last.text)}${String(piece.text)}`,
        };
    }
    else {
        parts.push({ ...piece });
    }
}
/** The body equivalent to a stream: text pieces joined, the last fields of each kind kept. */
function jsonFromEvents(events) {
    const body = {};
    const candidate = {};
    const parts = [];
    let role;
    let sawCandidate = false;
    for (const payload of events) {
        const parsed = (0,parse_json/* parseJson */.q)(payload);
        if (!parsed.ok || !(0,is_record/* isRecord */.u)(parsed.value))
            continue;
        const chunk = parsed.value;
        for (const [key, value] of Object.entries(chunk)) {
            if (key === 'candidates')
                continue;
            if (key === 'usageMetadata' || key === 'promptFeedback' || !(key in body))
                body[key] = value;
        }
        const chunkCandidate = firstCandidateOf(chunk);
        if (chunkCandidate === undefined)
            continue;
        sawCandidate = true;
        for (const [key, value] of Object.entries(chunkCandidate)) {
            if (key !== 'content')
                candidate[key] = value;
        }
        if ((0,is_record/* isRecord */.u)(chunkCandidate.content) && chunkCandidate.content.role !== undefined) {
            role = chunkCandidate.content.role;
        }
        for (const part of partsOf(chunkCandidate))
            appendPart(parts, part);
    }
    if (!sawCandidate)
        return body;
    const content = { role: role ?? 'model', parts };
    // Field order as Gemini writes it: candidates first.
    const { usageMetadata, ...rest } = body;
    return {
        candidates: [{ content, ...candidate }],
        ...(usageMetadata === undefined ? {} : { usageMetadata }),
        ...rest,
    };
}
/** The stream a server would have sent: a chunk per part, the final fields on the last. */
function eventsFromJson(body) {
    if (!(0,is_record/* isRecord */.u)(body))
        return [JSON.stringify(body)];
    const candidate = firstCandidateOf(body);
    const parts = partsOf(candidate);
    if (candidate === undefined || parts.length === 0)
        return [JSON.stringify(body)];
    const { usageMetadata, promptFeedback, ...head } = body;
    delete head.candidates;
    const { content, finishReason, index, ...candidateRest } = candidate;
    const role = (0,is_record/* isRecord */.u)(content) && content.role !== undefined ? content.role : 'model';
    return parts.map((part, position) => {
        const first = position === 0;
        const last = position === parts.length - 1;
        const chunkCandidate = {
            content: { role, parts: [part] },
            ...(last ? { finishReason, ...candidateRest } : {}),
            ...(index === undefined ? {} : { index }),
        };
        return JSON.stringify({
            candidates: [chunkCandidate],
            ...(first && promptFeedback !== undefined ? { promptFeedback } : {}),
            ...(last && usageMetadata !== undefined ? { usageMetadata } : {}),
            ...head,
        });
    });
}
/** One `data:` line, CRLF-terminated: clients parse the rest of it as JSON. */
function formatEvent(data) {
    return `data: ${data.replace(/\r\n|\r|\n/g, ' ')}\r\n\r\n`;
}
/** Whether a chunk ends the answer: a candidate with a finish reason, or a blocked prompt. */
function isFinalEvent(data) {
    const parsed = (0,parse_json/* parseJson */.q)(data);
    if (!parsed.ok || !(0,is_record/* isRecord */.u)(parsed.value))
        return false;
    const { candidates, promptFeedback } = parsed.value;
    if ((0,is_record/* isRecord */.u)(promptFeedback) && typeof promptFeedback.blockReason === 'string')
        return true;
    return (Array.isArray(candidates) &&
        candidates.some((candidate) => (0,is_record/* isRecord */.u)(candidate) && typeof candidate.finishReason === 'string'));
}
//# sourceMappingURL=gemini-stream.js.map
// EXTERNAL MODULE: ./lib/provider/protocols/malformed-payload.js
var malformed_payload = __webpack_require__(9785);
// EXTERNAL MODULE: ./lib/provider/protocols/tool-results.js
var tool_results = __webpack_require__(5854);
;// CONCATENATED MODULE: ./lib/provider/protocols/gemini.js








/** The assistant message of a `GenerateContentResponse` body. Never throws. */
function assembleGeminiJson(body) {
    const parts = partsOf(firstCandidateOf(body)).map(readPart);
    const text = parts
        .filter((part) => part.thought !== true && part.text !== undefined)
        .map((part) => part.text)
        .join('');
    const toolCalls = parts
        .map((part) => part.functionCall)
        .filter((call) => call !== undefined)
        .map((call, position) => {
        const name = call.name ?? '';
        return {
            id: call.id ?? `${name}_${position + 1}`,
            name,
            arguments: JSON.stringify(call.args ?? {}),
        };
    });
    return (0,lenient/* withUsage */.Se)(
    // An empty text part only carries a thought signature: it says nothing.
    { content: text === '' ? null : text, toolCalls, finishReason: finishReasonOf(body) ?? null }, readUsage((0,is_record/* isRecord */.u)(body) ? body.usageMetadata : undefined));
}
/** Function calls carry the scripted ids: gemini-cli would mint them from the clock. */
function renderGeminiScripted(answer) {
    const parts = [];
    if (answer.content !== null && answer.content !== '')
        parts.push({ text: answer.content });
    for (const toolCall of answer.toolCalls) {
        parts.push({
            functionCall: {
                id: toolCall.id,
                name: toolCall.name,
                args: (0,lenient/* argumentsValue */.IV)(toolCall.arguments),
            },
        });
    }
    const { inputTokens, outputTokens } = answer.usage;
    return {
        candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
        usageMetadata: {
            promptTokenCount: inputTokens,
            candidatesTokenCount: outputTokens,
            totalTokenCount: inputTokens + outputTokens,
        },
        modelVersion: stripModelsPrefix(answer.model),
        responseId: `scripted-${answer.call}`,
    };
}
const geminiProtocol = {
    id: 'gemini',
    upstream: 'gemini',
    forwardedHeaders: [],
    matchRoute: matchGeminiRoute,
    validateRequest: (body) => Array.isArray(body.contents) ? undefined : 'a generateContent request needs a contents array',
    isStream: (_body, route) => route.stream === true,
    fingerprint: fingerprintRequest,
    conversationLength: (body) => (0,lenient/* lengthOf */.Y5)(body.contents),
    toolResults: (body) => (0,tool_results/* recordsOf */.M$)(body.contents)
        .flatMap((content) => (0,tool_results/* recordsOf */.M$)(content.parts))
        .flatMap((part) => (0,tool_results/* recordsOf */.M$)([part.functionResponse]))
        .map((response) => (0,tool_results/* toolResultOf */.jE)(response.id, response.response ?? null, response.name)),
    assembleJson: assembleGeminiJson,
    assembleEvents: (events) => assembleGeminiJson(jsonFromEvents(events)),
    eventsFromJson: (body) => eventsFromJson(body),
    jsonFromEvents: jsonFromEvents,
    formatEvent: formatEvent,
    // Gemini reports a failure mid-stream as a chunk `{"error": {...}}`; it has no `[DONE]`.
    findMalformedEvent: (events) => (0,malformed_payload/* findMalformedPayload */.z)(events),
    isFinalEvent: isFinalEvent,
    servedModel: (body) => {
        const name = (0,lenient/* modelNamedIn */.OU)(body, 'modelVersion');
        return name === undefined ? undefined : stripModelsPrefix(name);
    },
    renderScripted: renderGeminiScripted,
    countTokens: countRequestTokens,
    errorBody: buildErrorBody,
    upstreamRequest: buildUpstreamRequest,
    // 429 and 5xx are retried already; Gemini has no other transient status.
    isTransientStatus: () => false,
};
//# sourceMappingURL=gemini.js.map
// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
;// CONCATENATED MODULE: ./lib/provider/protocols/messages-request.js
/**
 * An Anthropic Messages request's fingerprint (SPEC §4) and `count_tokens` estimate; a field of the
 * wrong type counts as absent. Noise left out: `metadata` (a session id), `stream`, sampling,
 * service settings, and every `cache_control` marker (Claude Code moves them to the newest message
 * each request: they change what is billed, not what is answered, and delta cassettes need earlier
 * messages stable).
 */




/** A block without its `cache_control` marker. */
const withoutCacheControl = (value) => (0,is_record/* isRecord */.u)(value) ? (0,lenient/* withoutKey */.wC)(value, 'cache_control') : value;
/** Message content blocks, and the blocks of a `tool_result`'s content, without their markers. */
function stripContentBlock(block) {
    const stripped = withoutCacheControl(block);
    if (!(0,is_record/* isRecord */.u)(stripped) || !Array.isArray(stripped.content))
        return stripped;
    const content = mapShared(stripped.content, withoutCacheControl);
    return content === stripped.content ? stripped : { ...stripped, content };
}
/** `items.map(strip)`, or `items` itself when nothing changed (most blocks carry no marker). */
function mapShared(items, strip) {
    const stripped = items.map(strip);
    return stripped.every((item, index) => item === items[index]) ? items : stripped;
}
/**
 * Claude Code sends parallel `tool_result`s in the order they finish, its `<system-reminder>` notes
 * appended to the last: timing, not the question. So several results go in `tool_use` order, the
 * reminders after them as one text block.
 */
const TRAILING_REMINDER = /\s*(<system-reminder>[\s\S]*?<\/system-reminder>)\s*$/;
function detachReminders(text, reminders) {
    let rest = text;
    const found = [];
    for (let match = TRAILING_REMINDER.exec(rest); match !== null; match = TRAILING_REMINDER.exec(rest)) {
        found.unshift(match[1] ?? '');
        rest = rest.slice(0, match.index);
    }
    reminders.push(...found);
    return rest.trimEnd();
}
const isToolResult = (block) => (0,is_record/* isRecord */.u)(block) && block.type === 'tool_result';
function orderToolResults(messages) {
    let toolUseIds = [];
    return messages.map((message) => {
        if (!(0,is_record/* isRecord */.u)(message) || !Array.isArray(message.content))
            return message;
        const blocks = message.content;
        if (message.role === 'assistant') {
            toolUseIds = [];
            for (const block of blocks) {
                if ((0,is_record/* isRecord */.u)(block) && block.type === 'tool_use')
                    toolUseIds.push(block.id);
            }
            return message;
        }
        const results = blocks.filter(isToolResult);
        if (results.length < 2)
            return message;
        const rank = (block) => {
            const index = toolUseIds.indexOf(block.tool_use_id);
            return index === -1 ? toolUseIds.length : index;
        };
        const reminders = [];
        const ordered = results
            .map((block) => typeof block.content === 'string'
            ? { ...block, content: detachReminders(block.content, reminders) }
            : block)
            .sort((a, b) => rank(a) - rank(b));
        let next = 0;
        const content = blocks.map((block) => (isToolResult(block) ? ordered[next++] : block));
        if (reminders.length > 0)
            content.push({ type: 'text', text: reminders.join('\n\n') });
        return { ...message, content };
    });
}
function stripMessage(message) {
    if (!(0,is_record/* isRecord */.u)(message) || !Array.isArray(message.content))
        return message;
    const content = mapShared(message.content, stripContentBlock);
    return content === message.content ? message : { ...message, content };
}
/** Claude Code's billing line hashes the request: its hashes become `<HASH>`, the version stays. */
const BILLING_LINE = /^x-anthropic-billing-header:/;
function stripBillingHashes(text) {
    if (!BILLING_LINE.test(text))
        return text;
    return text
        .replace(/(cc_version=\d+\.\d+\.\d+)\.[0-9a-z]+/i, '$1.<HASH>')
        .replace(/cch=[0-9a-z]+/i, 'cch=<HASH>');
}
function stripSystem(system) {
    if (typeof system === 'string')
        return stripBillingHashes(system);
    if (!Array.isArray(system))
        return system;
    return system.map((raw) => {
        const block = withoutCacheControl(raw);
        if (!(0,is_record/* isRecord */.u)(block) || block.type !== 'text' || typeof block.text !== 'string')
            return block;
        return { ...block, text: stripBillingHashes(block.text) };
    });
}
/** A tool the agent defines (`{name, description, input_schema}`), as opposed to a server tool. */
function isCustomTool(tool) {
    return ((0,is_record/* isRecord */.u)(tool) && (tool.type === undefined || tool.type === null || tool.type === 'custom'));
}
/** An MCP server the provider connects to: its tools are the model's, its token is a secret. */
const describeMcpServer = (server) => (0,is_record/* isRecord */.u)(server) ? { mcp_server: (0,lenient/* withoutKey */.wC)(server, 'authorization_token') } : server;
/** `output_config.effort` is the effort setting; the rest of it shapes the answer. */
function readOutputConfig(body) {
    if (!(0,is_record/* isRecord */.u)(body.output_config))
        return { effort: undefined, rest: undefined };
    const { effort, ...rest } = body.output_config;
    return {
        effort: (0,lenient/* stringOr */.JI)(effort),
        rest: Object.keys(rest).length > 0 ? rest : undefined,
    };
}
const ANSWER_CONTROLS = [
    'tool_choice',
    'thinking',
    'stop_sequences',
    'output_format',
    'output_config',
    'context_management',
];
/** The fields of `ANSWER_CONTROLS` that are set, as sent. */
function answerControlsOf(body, outputConfig) {
    const controls = {};
    for (const key of ANSWER_CONTROLS) {
        const value = key === 'output_config' ? outputConfig : body[key];
        if (value !== undefined && value !== null)
            controls[key] = value;
    }
    return controls;
}
/** Model and effort are configuration, not normalized (a snapshot date must stay distinct). */
function fingerprintMessages(call, normalize) {
    const body = (0,is_record/* isRecord */.u)(call.body) ? call.body : {};
    const tools = Array.isArray(body.tools) ? body.tools.map(withoutCacheControl) : [];
    const mcpServers = Array.isArray(body.mcp_servers) ? body.mcp_servers : [];
    const outputConfig = readOutputConfig(body);
    return {
        endpoint: 'messages',
        model: (0,lenient/* stringOr */.JI)(body.model) ?? call.routeModel ?? null,
        instructions: (0,provider_normalize/* normalizeOrNull */._Q)(stripSystem(body.system), normalize),
        messages: Array.isArray(body.messages)
            ? (0,provider_normalize/* normalizeEach */.$Z)(orderToolResults(body.messages).map(stripMessage), normalize)
            : [],
        tools: (0,provider_normalize/* normalizeEach */.$Z)(tools.filter(isCustomTool), normalize),
        outputLimit: (0,lenient/* numberOr */.d_)(body.max_tokens) ?? null,
        nativeTools: (0,provider_normalize/* normalizeEach */.$Z)([...tools.filter((tool) => !isCustomTool(tool)), ...mcpServers.map(describeMcpServer)], normalize),
        reasoningEffort: outputConfig.effort ?? null,
        answerControls: (0,provider_normalize/* normalizeShared */.zl)(answerControlsOf(body, outputConfig.rest), normalize),
    };
}
/** A deterministic `count_tokens` (four characters a token): agents use it to compact, not bill. */
function countTokens(body) {
    const read = (0,canonical_json/* canonicalJson */.d)({ system: body.system, messages: body.messages, tools: body.tools });
    return { input_tokens: Math.ceil(read.length / 4) };
}
//# sourceMappingURL=messages-request.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/messages-wire.js


/**
 * Anthropic counts cache reads and writes apart from `input_tokens`; `Usage.inputTokens` is the
 * whole input (as OpenAI's `prompt_tokens`), the sum of the three, and `cachedInputTokens` the
 * reads.
 */
function messages_wire_readUsage(usage) {
    if (!(0,is_record/* isRecord */.u)(usage))
        return undefined;
    const input = (0,lenient/* tokenCountOr */.wV)(usage.input_tokens);
    const outputTokens = (0,lenient/* tokenCountOr */.wV)(usage.output_tokens);
    const cacheRead = (0,lenient/* tokenCountOr */.wV)(usage.cache_read_input_tokens);
    const cacheCreation = (0,lenient/* tokenCountOr */.wV)(usage.cache_creation_input_tokens);
    if (input === undefined || outputTokens === undefined)
        return undefined;
    return (0,lenient/* usageOf */.Fs)(input + (cacheRead ?? 0) + (cacheCreation ?? 0), outputTokens, cacheRead);
}
/** A block's `input` as the arguments string a transcript keeps; `{}` when there is none. */
function stringifyInput(block) {
    const input = block.input;
    return JSON.stringify(input === undefined ? {} : input) ?? '{}';
}
/**
 * The `text` blocks joined (citations split a text) and the `tool_use` blocks (server tools are
 * answered in the same message). `argumentsOf` gives a block's arguments (a stream keeps its raw
 * JSON).
 */
function assembleMessage(body, argumentsOf = stringifyInput) {
    const message = (0,lenient/* recordOr */.xQ)(body);
    const blocks = ((0,lenient/* arrayOr */.XW)(message?.content) ?? []).filter(is_record/* isRecord */.u);
    const texts = blocks.filter((block) => block.type === 'text');
    const toolCalls = [];
    blocks.forEach((block, position) => {
        if (block.type !== 'tool_use')
            return;
        toolCalls.push({
            id: (0,lenient/* stringOr */.JI)(block.id) ?? '',
            name: (0,lenient/* stringOr */.JI)(block.name) ?? '',
            arguments: argumentsOf(block, position),
        });
    });
    return (0,lenient/* withUsage */.Se)({
        content: texts.length === 0 ? null : texts.map((block) => (0,lenient/* stringOr */.JI)(block.text) ?? '').join(''),
        toolCalls,
        finishReason: (0,lenient/* stringOr */.JI)(message?.stop_reason) ?? null,
    }, messages_wire_readUsage(message?.usage));
}
//# sourceMappingURL=messages-wire.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/messages-stream.js




/** Block types whose `input` streams as `input_json_delta` fragments. */
const STREAMED_INPUT_TYPES = new Set(['tool_use', 'server_tool_use', 'mcp_tool_use']);
/** Fields of the message that only `message_delta` sets; `message_start` carries them as null. */
const DELTA_FIELDS = ['stop_reason', 'stop_sequence', 'stop_details', 'container'];
/** The payload as an event object with a string `type`, or undefined. */
function readEvent(payload) {
    const parsed = (0,parse_json/* parseJson */.q)(payload);
    if (!parsed.ok || !(0,is_record/* isRecord */.u)(parsed.value))
        return undefined;
    return typeof parsed.value.type === 'string' ? parsed.value : undefined;
}
/** The message being rebuilt, one event at a time. */
class StreamAccumulator {
    head;
    blocks = [];
    inputs = new Map();
    deltaFields = {};
    usage;
    add(event) {
        switch (event.type) {
            case 'message_start':
                // The SDK refuses a second message in one stream; the first one is the answer.
                if (this.head === undefined && (0,is_record/* isRecord */.u)(event.message)) {
                    this.head = event.message;
                    if ((0,is_record/* isRecord */.u)(event.message.usage))
                        this.usage = { ...event.message.usage };
                }
                return;
            case 'content_block_start':
                if ((0,is_record/* isRecord */.u)(event.content_block)) {
                    this.blocks[(0,lenient/* indexOr */.q1)(event.index) ?? this.blocks.length] = { ...event.content_block };
                }
                return;
            case 'content_block_delta':
                if ((0,is_record/* isRecord */.u)(event.delta))
                    this.addDelta((0,lenient/* indexOr */.q1)(event.index) ?? this.blocks.length - 1, event.delta);
                return;
            case 'message_delta':
                // Spread, not `Object.assign`: a `__proto__` key from the wire stays an ordinary field.
                if ((0,is_record/* isRecord */.u)(event.delta))
                    this.deltaFields = { ...this.deltaFields, ...event.delta };
                // Usage counters in `message_delta` are totals for the whole message: they replace, never add.
                if ((0,is_record/* isRecord */.u)(event.usage)) {
                    const present = Object.entries(event.usage).filter(([, value]) => value !== null);
                    this.usage = { ...this.usage, ...Object.fromEntries(present) };
                }
                return;
        }
        // `content_block_stop`, `message_stop`, `ping` and event types added later carry no content.
    }
    addDelta(index, delta) {
        const block = this.blocks[index];
        if (block === undefined)
            return;
        const appended = (field, more) => (typeof block[field] === 'string' ? block[field] : '') +
            (typeof more === 'string' ? more : '');
        switch (delta.type) {
            case 'text_delta':
                block.text = appended('text', delta.text);
                return;
            case 'thinking_delta':
                block.thinking = appended('thinking', delta.thinking);
                return;
            case 'signature_delta':
                // The signature arrives whole, once, at the end of a thinking block.
                if (typeof delta.signature === 'string')
                    block.signature = delta.signature;
                return;
            case 'citations_delta':
                block.citations = [
                    ...(Array.isArray(block.citations) ? block.citations : []),
                    delta.citation,
                ];
                return;
            case 'input_json_delta':
                this.inputs.set(index, (this.inputs.get(index) ?? '') +
                    (typeof delta.partial_json === 'string' ? delta.partial_json : ''));
                return;
        }
    }
    result() {
        const content = [];
        const rawInputs = new Map();
        this.blocks.forEach((block, index) => {
            if (block === undefined)
                return;
            const raw = this.inputs.get(index);
            if (raw !== undefined && raw !== '' && STREAMED_INPUT_TYPES.has(block.type)) {
                rawInputs.set(content.length, raw);
                const parsed = (0,parse_json/* parseJson */.q)(raw);
                // Unparseable input keeps what `content_block_start` said; the transcript keeps the raw text.
                if (parsed.ok)
                    block.input = parsed.value;
            }
            content.push(block);
        });
        const message = {
            ...(this.head ?? { type: 'message', role: 'assistant' }),
            content,
            ...this.deltaFields,
        };
        if (this.usage !== undefined)
            message.usage = this.usage;
        return { message, rawInputs };
    }
}
function accumulate(events) {
    const accumulator = new StreamAccumulator();
    for (const payload of events) {
        const event = readEvent(payload);
        if (event !== undefined)
            accumulator.add(event);
    }
    return accumulator.result();
}
/** The message equivalent to a stream: what a non-streamed call would have answered. */
function messages_stream_jsonFromEvents(events) {
    return accumulate(events).message;
}
/** The answer a stream carried; tool-call arguments are the `input_json_delta`s as sent. */
function assembleEvents(events) {
    const { message, rawInputs } = accumulate(events);
    return assembleMessage(message, (block, position) => rawInputs.get(position) ?? stringifyInput(block));
}
/** The events that stream one content block, at position `index`. */
function blockEvents(raw, index) {
    const type = typeof raw.type === 'string' ? raw.type : undefined;
    const deltas = [];
    let start = raw;
    if (type === 'text') {
        start = { ...raw, text: '' };
        if (Array.isArray(raw.citations) && raw.citations.length > 0) {
            start.citations = [];
            for (const citation of raw.citations)
                deltas.push({ type: 'citations_delta', citation });
        }
        if (typeof raw.text === 'string' && raw.text !== '') {
            deltas.push({ type: 'text_delta', text: raw.text });
        }
    }
    else if (type === 'thinking') {
        start = { ...raw, thinking: '' };
        if (typeof raw.thinking === 'string' && raw.thinking !== '') {
            deltas.push({ type: 'thinking_delta', thinking: raw.thinking });
        }
        if (typeof raw.signature === 'string') {
            start.signature = '';
            if (raw.signature !== '')
                deltas.push({ type: 'signature_delta', signature: raw.signature });
        }
    }
    else if (type !== undefined && STREAMED_INPUT_TYPES.has(type)) {
        start = { ...raw, input: {} };
        deltas.push({ type: 'input_json_delta', partial_json: stringifyInput(raw) });
    }
    // Any other block (redacted_thinking, web_search_tool_result…) arrives whole in its start event.
    return [
        { type: 'content_block_start', index, content_block: start },
        ...deltas.map((delta) => ({ type: 'content_block_delta', index, delta })),
        { type: 'content_block_stop', index },
    ];
}
/** The stream the API would have sent for this message, each block whole in one delta. */
function messages_stream_eventsFromJson(body) {
    const message = (0,is_record/* isRecord */.u)(body) ? body : {};
    const content = Array.isArray(message.content) ? message.content.filter(is_record/* isRecord */.u) : [];
    const head = { ...message, content: [] };
    const delta = {};
    for (const field of DELTA_FIELDS) {
        if (field === 'stop_reason' || field === 'stop_sequence' || field in message) {
            delta[field] = message[field] ?? null;
            head[field] = null;
        }
    }
    const usage = (0,is_record/* isRecord */.u)(message.usage) ? message.usage : undefined;
    // A client that adds `message_start`'s output tokens to `message_delta`'s must not count them twice.
    if (usage !== undefined)
        head.usage = { ...usage, output_tokens: 0 };
    const events = [
        { type: 'message_start', message: head },
        ...content.flatMap((block, index) => blockEvents(block, index)),
        { type: 'message_delta', delta, ...(usage === undefined ? {} : { usage }) },
        { type: 'message_stop' },
    ];
    return events.map((event) => JSON.stringify(event));
}
/**
 * The first payload a well-behaved server would not send (not an event, an `error`, a second
 * message, after `message_stop`), judged only by what came before: live checks one event at a time.
 */
function findMalformedEvent(events) {
    let started = false;
    let stopped = false;
    for (const [index, payload] of events.entries()) {
        if (stopped)
            return { index, reason: 'follows message_stop' };
        const parsed = (0,parse_json/* parseJson */.q)(payload);
        if (!parsed.ok)
            return { index, reason: `is not JSON (${parsed.error})` };
        if (!(0,is_record/* isRecord */.u)(parsed.value))
            return { index, reason: 'is not a JSON object' };
        const type = parsed.value.type;
        if (typeof type !== 'string')
            return { index, reason: 'has no event type' };
        if (type === 'error') {
            return { index, reason: `is an error: ${describeError(parsed.value.error)}` };
        }
        if (type === 'message_start') {
            if (started)
                return { index, reason: 'starts a second message' };
            started = true;
        }
        if (type === 'message_stop')
            stopped = true;
    }
    return undefined;
}
function describeError(error) {
    if (!(0,is_record/* isRecord */.u)(error))
        return JSON.stringify(error) ?? 'no details';
    const kind = typeof error.type === 'string' ? `${error.type}: ` : '';
    return typeof error.message === 'string'
        ? `${kind}${error.message}`
        : `${kind}${JSON.stringify(error)}`;
}
/** Whether a payload ends the answer: `message_stop`. */
const messages_stream_isFinalEvent = (data) => (0,lenient/* eventTypeOf */.e3)(data) === 'message_stop';
//# sourceMappingURL=messages-stream.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/messages.js





/** The API version sent upstream when the agent named none (the only one the API has published). */
const DEFAULT_API_VERSION = '2023-06-01';
/** The error types Anthropic's clients know, for an error raised without one. */
function errorTypeOf(status) {
    const byStatus = {
        400: 'invalid_request_error',
        401: 'authentication_error',
        403: 'permission_error',
        404: 'not_found_error',
        413: 'request_too_large',
        429: 'rate_limit_error',
        529: 'overloaded_error',
    };
    return byStatus[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
}
/** `call_<n>` as `toolu_scripted_<n>`; another id keeps only the characters the API accepts. */
function toolUseIdOf(toolCallId) {
    const number = /^call_(\d+)$/.exec(toolCallId)?.[1];
    return `toolu_scripted_${number ?? toolCallId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}
function renderScripted(answer) {
    const content = [];
    // The API never answers an empty text block, and refuses one sent back in the history.
    if (answer.content !== null && answer.content !== '') {
        content.push({ type: 'text', text: answer.content });
    }
    for (const toolCall of answer.toolCalls) {
        content.push({
            type: 'tool_use',
            id: toolUseIdOf(toolCall.id),
            name: toolCall.name,
            input: (0,lenient/* argumentsValue */.IV)(toolCall.arguments),
        });
    }
    return {
        id: `msg_scripted_${answer.call}`,
        type: 'message',
        role: 'assistant',
        model: answer.model,
        content,
        stop_reason: answer.toolCalls.length > 0 ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: {
            input_tokens: answer.usage.inputTokens,
            output_tokens: answer.usage.outputTokens,
            cache_read_input_tokens: 0,
            cache_creation_input_tokens: 0,
        },
    };
}
/**
 * The agent's body with Verdict's key and the agent's `anthropic-version` and `anthropic-beta`
 * (`?beta=true` only marks the SDK's beta client). The base URL is the root, or may end in `/v1`.
 */
function upstreamRequest(baseUrl, apiKey, call) {
    const root = baseUrl.replace(/\/+$/, '');
    const headers = {
        'content-type': 'application/json',
        'x-api-key': apiKey,
        'anthropic-version': call.headers?.['anthropic-version'] ?? DEFAULT_API_VERSION,
    };
    const beta = call.headers?.['anthropic-beta'];
    if (beta !== undefined)
        headers['anthropic-beta'] = beta;
    return {
        url: root.endsWith('/v1') ? `${root}/messages` : `${root}/v1/messages`,
        headers,
        body: JSON.stringify(call.body),
    };
}
const messagesProtocol = {
    id: 'messages',
    upstream: 'anthropic',
    forwardedHeaders: ['anthropic-version', 'anthropic-beta'],
    matchRoute(method, pathname) {
        if (method !== 'POST')
            return undefined;
        if (pathname === '/v1/messages')
            return { kind: 'model' };
        if (pathname === '/v1/messages/count_tokens')
            return { kind: 'count_tokens' };
        return undefined;
    },
    validateRequest: (body) => Array.isArray(body.messages) ? undefined : 'a Messages request needs a messages array',
    isStream: (body) => body.stream === true,
    fingerprint: fingerprintMessages,
    conversationLength: (body) => (0,lenient/* lengthOf */.Y5)(body.messages),
    toolResults: (body) => (0,tool_results/* recordsOf */.M$)(body.messages)
        .flatMap((message) => (0,tool_results/* recordsOf */.M$)(message.content))
        .filter((block) => block.type === 'tool_result')
        .map((block) => (0,tool_results/* toolResultOf */.jE)(block.tool_use_id, block.content ?? '')),
    assembleJson: (body) => assembleMessage(body),
    assembleEvents: assembleEvents,
    eventsFromJson: (body) => messages_stream_eventsFromJson(body),
    jsonFromEvents: messages_stream_jsonFromEvents,
    formatEvent: lenient/* formatTypedEvent */.G3,
    findMalformedEvent: findMalformedEvent,
    isFinalEvent: messages_stream_isFinalEvent,
    servedModel: (body) => (0,lenient/* modelNamedIn */.OU)(body, 'model'),
    renderScripted,
    countTokens: countTokens,
    errorBody: (status, type, message) => ({
        type: 'error',
        error: { type: type === '' ? errorTypeOf(status) : type, message },
    }),
    upstreamRequest,
    // 529 is Anthropic's `overloaded_error`; the plumbing already retries 429 and every 5xx.
    isTransientStatus: (status) => status === 529,
};
//# sourceMappingURL=messages.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/responses-accumulate.js
/**
 * A Responses event stream read back into its `response` body: the final event's output, or, when
 * it has none (some servers, a cut stream), the output rebuilt from the items, parts and deltas
 * seen. Lenient: a delta for an item never announced creates it.
 */



const LIFECYCLE_EVENTS = new Set([
    'response.created',
    'response.queued',
    'response.in_progress',
    'response.completed',
    'response.incomplete',
    'response.failed',
]);
const stringOf = (value) => (typeof value === 'string' ? value : '');
/** A deep copy, so that later deltas never write into an earlier event's objects. */
const copyOf = (value) => structuredClone(value);
const message = () => ({ type: 'message', role: 'assistant', content: [] });
const reasoning = () => ({ type: 'reasoning', summary: [] });
/** A `*.delta` appends to `target[field]`; a `*.done` carries the whole value. */
function applyTextEvent(target, field, type, event) {
    target[field] = type.endsWith('.delta')
        ? stringOf(target[field]) + stringOf(event.delta)
        : stringOf(event[field]);
}
class OutputBuilder {
    items = new Map();
    base;
    apply(event) {
        const type = stringOf(event.type);
        if (LIFECYCLE_EVENTS.has(type)) {
            if ((0,is_record/* isRecord */.u)(event.response))
                this.base = copyOf(event.response);
            return;
        }
        if (type === 'response.output_item.added' || type === 'response.output_item.done') {
            if ((0,is_record/* isRecord */.u)(event.item))
                this.putItem(event, copyOf(event.item));
            return;
        }
        this.applyDelta(type, event);
    }
    response() {
        const base = this.base ?? { object: 'response' };
        const finalOutput = Array.isArray(base.output) ? base.output : [];
        const rebuilt = [...this.items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
        return { ...base, output: finalOutput.length > 0 ? finalOutput : rebuilt };
    }
    putItem(event, item) {
        const index = (0,lenient/* indexOr */.q1)(event.output_index) ?? this.indexOfId(item.id) ?? this.nextIndex();
        this.items.set(index, item);
    }
    indexOfId(id) {
        if (typeof id !== 'string')
            return undefined;
        for (const [index, item] of this.items)
            if (item.id === id)
                return index;
        return undefined;
    }
    nextIndex() {
        return Math.max(-1, ...this.items.keys()) + 1;
    }
    /** The item a delta is for, created with `fallback`'s shape when the stream never announced it. */
    itemFor(event, fallback) {
        const index = (0,lenient/* indexOr */.q1)(event.output_index) ?? this.indexOfId(event.item_id) ?? this.nextIndex();
        const existing = this.items.get(index);
        if (existing !== undefined)
            return existing;
        const created = {
            ...(typeof event.item_id === 'string' ? { id: event.item_id } : {}),
            ...fallback,
        };
        this.items.set(index, created);
        return created;
    }
    /** Entry `index` of the array `item[field]`, created (and the array too) when missing. */
    entryOf(item, field, index, fallback) {
        if (!Array.isArray(item[field]))
            item[field] = [];
        const list = item[field];
        const at = (0,lenient/* indexOr */.q1)(index) ?? Math.max(0, list.length - 1);
        const existing = list[at];
        if ((0,is_record/* isRecord */.u)(existing))
            return existing;
        list[at] = fallback;
        return fallback;
    }
    /** Puts a whole part at `index` of the list `item[field]` (created when missing). */
    putPart(item, field, index, part) {
        if (!(0,is_record/* isRecord */.u)(part))
            return;
        if (!Array.isArray(item[field]))
            item[field] = [];
        const list = item[field];
        list[(0,lenient/* indexOr */.q1)(index) ?? list.length] = copyOf(part);
    }
    /** A text event of a message's content part, created as `fallback` when missing. */
    applyContentText(type, event, field, fallback) {
        const item = this.itemFor(event, message());
        applyTextEvent(this.entryOf(item, 'content', event.content_index, fallback), field, type, event);
    }
    applyDelta(type, event) {
        switch (type) {
            case 'response.content_part.added':
            case 'response.content_part.done':
                this.putPart(this.itemFor(event, message()), 'content', event.content_index, event.part);
                return;
            case 'response.reasoning_summary_part.added':
            case 'response.reasoning_summary_part.done':
                this.putPart(this.itemFor(event, reasoning()), 'summary', event.summary_index, event.part);
                return;
            case 'response.output_text.delta':
            case 'response.output_text.done':
                this.applyContentText(type, event, 'text', {
                    type: 'output_text',
                    text: '',
                    annotations: [],
                });
                return;
            case 'response.refusal.delta':
            case 'response.refusal.done':
                this.applyContentText(type, event, 'refusal', { type: 'refusal', refusal: '' });
                return;
            case 'response.reasoning_summary_text.delta':
            case 'response.reasoning_summary_text.done': {
                const item = this.itemFor(event, reasoning());
                const part = this.entryOf(item, 'summary', event.summary_index, {
                    type: 'summary_text',
                    text: '',
                });
                applyTextEvent(part, 'text', type, event);
                return;
            }
            case 'response.function_call_arguments.delta':
            case 'response.function_call_arguments.done':
            case 'response.custom_tool_call_input.delta':
            case 'response.custom_tool_call_input.done': {
                // A freeform (custom) tool's call carries raw text as `input`, a function's `arguments`.
                const custom = type.startsWith('response.custom_tool_call_input.');
                const field = custom ? 'input' : 'arguments';
                const kind = custom ? 'custom_tool_call' : 'function_call';
                const item = this.itemFor(event, { type: kind, call_id: '', name: '', [field]: '' });
                applyTextEvent(item, field, type, event);
                return;
            }
            default:
            // Other events (`error`, `keepalive`, built-in tool progress) change no output item.
        }
    }
}
/** The `response` body equivalent to a stream of `response.*` payloads. */
function responseFromEvents(events) {
    const builder = new OutputBuilder();
    for (const payload of events) {
        const parsed = (0,parse_json/* parseJson */.q)(payload);
        if (parsed.ok && (0,is_record/* isRecord */.u)(parsed.value))
            builder.apply(parsed.value);
    }
    return builder.response();
}
//# sourceMappingURL=responses-accumulate.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/responses-events.js
/** A `response` body as the `response.*` stream a server sends, as the SDK and Codex read it. */


/** Collects the events of one stream, numbering them in order. */
class EventList {
    payloads = [];
    push(type, fields) {
        this.payloads.push(JSON.stringify({ type, ...fields, sequence_number: this.payloads.length }));
    }
}
/** Where the deltas of one output item go: its id (made up from its index when it has none). */
function itemAddress(item, outputIndex) {
    return { item_id: (0,lenient/* stringOr */.JI)(item.id) ?? `item_${outputIndex}`, output_index: outputIndex };
}
function pushMessageItem(events, item, outputIndex) {
    const address = itemAddress(item, outputIndex);
    const parts = Array.isArray(item.content) ? item.content : [];
    events.push('response.output_item.added', {
        output_index: outputIndex,
        item: { ...item, ...(item.status === undefined ? {} : { status: 'in_progress' }), content: [] },
    });
    parts.forEach((part, contentIndex) => {
        const at = { ...address, content_index: contentIndex };
        if ((0,is_record/* isRecord */.u)(part) && part.type === 'output_text') {
            const text = (0,lenient/* stringOr */.JI)(part.text) ?? '';
            events.push('response.content_part.added', { ...at, part: { ...part, text: '' } });
            if (text !== '')
                events.push('response.output_text.delta', { ...at, delta: text, logprobs: [] });
            events.push('response.output_text.done', { ...at, text, logprobs: [] });
        }
        else if ((0,is_record/* isRecord */.u)(part) && part.type === 'refusal') {
            const refusal = (0,lenient/* stringOr */.JI)(part.refusal) ?? '';
            events.push('response.content_part.added', { ...at, part: { ...part, refusal: '' } });
            if (refusal !== '')
                events.push('response.refusal.delta', { ...at, delta: refusal });
            events.push('response.refusal.done', { ...at, refusal });
        }
        else {
            events.push('response.content_part.added', { ...at, part });
        }
        events.push('response.content_part.done', { ...at, part });
    });
}
/** A tool call's `arguments` (function) or `input` (custom) streamed as one delta, then done. */
function pushToolCallItem(events, item, outputIndex, field, eventPrefix) {
    const address = itemAddress(item, outputIndex);
    const value = (0,lenient/* stringOr */.JI)(item[field]) ?? '';
    events.push('response.output_item.added', {
        output_index: outputIndex,
        item: { ...item, ...(item.status === undefined ? {} : { status: 'in_progress' }), [field]: '' },
    });
    if (value !== '')
        events.push(`${eventPrefix}.delta`, { ...address, delta: value });
    const done = field === 'arguments' ? { arguments: value, name: item.name } : { input: value };
    events.push(`${eventPrefix}.done`, { ...address, ...done });
}
function pushReasoningItem(events, item, outputIndex) {
    const address = itemAddress(item, outputIndex);
    const summary = Array.isArray(item.summary) ? item.summary : [];
    events.push('response.output_item.added', {
        output_index: outputIndex,
        item: { ...item, summary: [] },
    });
    summary.forEach((part, summaryIndex) => {
        const at = { ...address, summary_index: summaryIndex };
        const text = (0,is_record/* isRecord */.u)(part) ? ((0,lenient/* stringOr */.JI)(part.text) ?? '') : '';
        const emptyPart = (0,is_record/* isRecord */.u)(part) ? { ...part, text: '' } : part;
        events.push('response.reasoning_summary_part.added', { ...at, part: emptyPart });
        if (text !== '')
            events.push('response.reasoning_summary_text.delta', { ...at, delta: text });
        events.push('response.reasoning_summary_text.done', { ...at, text });
        events.push('response.reasoning_summary_part.done', { ...at, part });
    });
}
function pushOutputItem(events, item, outputIndex) {
    if (!(0,is_record/* isRecord */.u)(item))
        return;
    if (item.type === 'message')
        pushMessageItem(events, item, outputIndex);
    else if (item.type === 'function_call') {
        pushToolCallItem(events, item, outputIndex, 'arguments', 'response.function_call_arguments');
    }
    else if (item.type === 'custom_tool_call') {
        pushToolCallItem(events, item, outputIndex, 'input', 'response.custom_tool_call_input');
    }
    else if (item.type === 'reasoning')
        pushReasoningItem(events, item, outputIndex);
    // Items with no deltas of their own (web search, local shell…) arrive whole.
    else
        events.push('response.output_item.added', { output_index: outputIndex, item });
    events.push('response.output_item.done', { output_index: outputIndex, item });
}
/** The event a body's status ends its stream with. */
function finalEventType(status) {
    if (status === 'incomplete')
        return 'response.incomplete';
    if (status === 'failed')
        return 'response.failed';
    return 'response.completed';
}
/** The stream a server would have sent; an error body becomes the one `error` event. */
function eventsFromResponse(body) {
    const response = (0,is_record/* isRecord */.u)(body) ? body : {};
    const events = new EventList();
    if ((0,is_record/* isRecord */.u)(response.error) && !Array.isArray(response.output)) {
        const { message, code, param } = response.error;
        events.push('error', {
            code: (0,lenient/* stringOr */.JI)(code) ?? null,
            message: (0,lenient/* stringOr */.JI)(message) ?? '',
            param: (0,lenient/* stringOr */.JI)(param) ?? null,
        });
        return events.payloads;
    }
    const inProgress = { ...response, status: 'in_progress', output: [], usage: null };
    if ('completed_at' in response)
        inProgress.completed_at = null;
    events.push('response.created', { response: inProgress });
    events.push('response.in_progress', { response: inProgress });
    const output = Array.isArray(response.output) ? response.output : [];
    output.forEach((item, outputIndex) => pushOutputItem(events, item, outputIndex));
    events.push(finalEventType(response.status), { response });
    return events.payloads;
}
//# sourceMappingURL=responses-events.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/responses-fingerprint.js
/**
 * The fingerprint of a Responses request (SPEC §4). Left out as noise: cache keys, metadata and
 * session ids, serving options, sampling, and every input item's server-generated `id` (`call_id`
 * stays). `previous_response_id` becomes the number of the call that answered with it.
 */



/** Request fields, besides the conversation and the tools, that constrain or change the answer. */
const responses_fingerprint_ANSWER_CONTROLS = [
    'tool_choice',
    'parallel_tool_calls',
    'text',
    'include',
    'truncation',
    'max_tool_calls',
    'prompt',
];
/** Responses function tools are flat: `{type: "function", name, description, parameters, strict}`. */
const isFunctionTool = (tool) => (0,is_record/* isRecord */.u)(tool) && tool.type === 'function';
/** A string `input` stays one entry as sent: a harness that changes spelling should see it. */
function inputEntries(input) {
    if (Array.isArray(input))
        return input;
    return input === undefined || input === null ? [] : [input];
}
/** An `item_reference`'s id is its content, so it stays. */
function withoutGeneratedId(item) {
    if (!(0,is_record/* isRecord */.u)(item) || item.type === 'item_reference')
        return item;
    return (0,lenient/* withoutKey */.wC)(item, 'id');
}
/** `reasoning` apart from its effort (which has its own field): `summary` changes the output. */
function reasoningControls(reasoning) {
    if (!(0,is_record/* isRecord */.u)(reasoning))
        return undefined;
    const rest = (0,lenient/* withoutKey */.wC)(reasoning, 'effort');
    return Object.keys(rest).length > 0 ? rest : undefined;
}
function previousResponseOf(call, normalize) {
    const id = (0,lenient/* stringOr */.JI)(call.body.previous_response_id);
    if (id === undefined)
        return undefined;
    const number = call.callOfResponse?.(id);
    return number === undefined ? normalize(id) : `<call ${number}>`;
}
function responses_fingerprint_answerControlsOf(call, normalize) {
    const body = call.body;
    const controls = (0,provider_normalize/* normalizeShared */.zl)((0,lenient/* fieldsSet */.A7)(body, responses_fingerprint_ANSWER_CONTROLS), normalize);
    const reasoning = reasoningControls(body.reasoning);
    if (reasoning !== undefined)
        controls.reasoning = (0,provider_normalize/* normalizeShared */.zl)(reasoning, normalize);
    const previous = previousResponseOf(call, normalize);
    if (previous !== undefined)
        controls.previous_response_id = previous;
    return controls;
}
/** The model and the reasoning effort are configuration, not noise: never normalized. */
function fingerprintResponsesCall(call, normalize) {
    const body = (0,is_record/* isRecord */.u)(call.body) ? call.body : {};
    const tools = Array.isArray(body.tools) ? body.tools : [];
    const nativeTools = tools.filter((tool) => !isFunctionTool(tool));
    return {
        endpoint: 'responses',
        model: (0,lenient/* stringOr */.JI)(body.model) ?? call.routeModel ?? null,
        instructions: (0,provider_normalize/* normalizeOrNull */._Q)(body.instructions, normalize),
        messages: (0,provider_normalize/* normalizeEach */.$Z)(inputEntries(body.input).map(withoutGeneratedId), normalize),
        tools: (0,provider_normalize/* normalizeEach */.$Z)(tools.filter(isFunctionTool), normalize),
        outputLimit: (0,lenient/* numberOr */.d_)(body.max_output_tokens) ?? null,
        nativeTools: (0,provider_normalize/* normalizeEach */.$Z)(nativeTools, normalize),
        reasoningEffort: (0,is_record/* isRecord */.u)(body.reasoning) ? ((0,lenient/* stringOr */.JI)(body.reasoning.effort) ?? null) : null,
        answerControls: responses_fingerprint_answerControlsOf({ ...call, body }, normalize),
    };
}
//# sourceMappingURL=responses-fingerprint.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/responses-scripted.js


/** Names of the freeform tools the agent declared (`{type: "custom", name}`, Codex's `apply_patch`). */
function customToolNames(tools) {
    return new Set((0,tool_results/* recordsOf */.M$)(tools).flatMap((tool) => tool.type === 'custom' && typeof tool.name === 'string' ? [tool.name] : []));
}
function toolCallItem(toolCall, customTools) {
    const custom = customTools.has(toolCall.name);
    return {
        id: `${custom ? 'ctc' : 'fc'}_scripted_${toolCall.id}`,
        type: custom ? 'custom_tool_call' : 'function_call',
        status: 'completed',
        call_id: toolCall.id,
        name: toolCall.name,
        // A freeform tool takes raw text: the script's string arguments, as the provider passes them.
        [custom ? 'input' : 'arguments']: toolCall.arguments,
    };
}
function renderScriptedResponse(answer, call) {
    const customTools = customToolNames(call.body.tools);
    const output = [];
    if (answer.content !== null) {
        output.push({
            id: `msg_scripted_${answer.call}`,
            type: 'message',
            status: 'completed',
            role: 'assistant',
            content: [{ type: 'output_text', text: answer.content, annotations: [], logprobs: [] }],
        });
    }
    for (const toolCall of answer.toolCalls)
        output.push(toolCallItem(toolCall, customTools));
    const { inputTokens, outputTokens } = answer.usage;
    return {
        id: `resp_scripted_${answer.call}`,
        object: 'response',
        created_at: 0,
        status: 'completed',
        error: null,
        incomplete_details: null,
        instructions: null,
        max_output_tokens: null,
        metadata: {},
        model: answer.model,
        output,
        parallel_tool_calls: (0,lenient/* booleanOr */.SX)(call.body.parallel_tool_calls) ?? true,
        previous_response_id: (0,lenient/* stringOr */.JI)(call.body.previous_response_id) ?? null,
        temperature: null,
        text: { format: { type: 'text' } },
        tool_choice: 'auto',
        tools: [],
        top_p: null,
        truncation: 'disabled',
        usage: {
            input_tokens: inputTokens,
            input_tokens_details: { cached_tokens: 0 },
            output_tokens: outputTokens,
            output_tokens_details: { reasoning_tokens: 0 },
            total_tokens: inputTokens + outputTokens,
        },
    };
}
//# sourceMappingURL=responses-scripted.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/responses-wire.js


function responses_wire_readUsage(usage) {
    if (!(0,is_record/* isRecord */.u)(usage))
        return undefined;
    const inputTokens = (0,lenient/* tokenCountOr */.wV)(usage.input_tokens);
    const outputTokens = (0,lenient/* tokenCountOr */.wV)(usage.output_tokens);
    if (inputTokens === undefined || outputTokens === undefined)
        return undefined;
    return (0,lenient/* usageOf */.Fs)(inputTokens, outputTokens, (0,lenient/* tokenCountOr */.wV)((0,lenient/* recordOr */.xQ)(usage.input_tokens_details)?.cached_tokens));
}
/** `function_call` and `custom_tool_call` items; other items add nothing to the transcript. */
function toolCallOf(item) {
    if (item.type !== 'function_call' && item.type !== 'custom_tool_call')
        return undefined;
    // The tool-call id is `call_id`: the one a `function_call_output` answers. `id` is the item's own.
    return {
        id: (0,lenient/* stringOr */.JI)(item.call_id) ?? '',
        name: (0,lenient/* stringOr */.JI)(item.name) ?? '',
        arguments: (0,lenient/* stringOr */.JI)(item.type === 'function_call' ? item.arguments : item.input) ?? '',
    };
}
/** The text of all `output_text` parts of all `message` items, joined as the SDK's `output_text` is. */
function textOf(items) {
    const texts = [];
    for (const item of items) {
        if (item.type !== 'message')
            continue;
        for (const part of (0,lenient/* arrayOr */.XW)(item.content) ?? []) {
            if ((0,is_record/* isRecord */.u)(part) && part.type === 'output_text')
                texts.push((0,lenient/* stringOr */.JI)(part.text) ?? '');
        }
    }
    return texts.length === 0 ? null : texts.join('');
}
/** The finish reason is an incomplete response's reason, else its status. Never throws. */
function assembleResponse(body) {
    const response = (0,lenient/* recordOr */.xQ)(body) ?? {};
    const items = ((0,lenient/* arrayOr */.XW)(response.output) ?? []).filter(is_record/* isRecord */.u);
    const message = (0,lenient/* withUsage */.Se)({
        content: textOf(items),
        toolCalls: items.map(toolCallOf).filter((call) => call !== undefined),
        finishReason: (0,lenient/* stringOr */.JI)((0,lenient/* recordOr */.xQ)(response.incomplete_details)?.reason) ??
            (0,lenient/* stringOr */.JI)(response.status) ??
            null,
    }, responses_wire_readUsage(response.usage));
    const id = (0,lenient/* stringOr */.JI)(response.id);
    if (id !== undefined)
        message.responseId = id;
    return message;
}
//# sourceMappingURL=responses-wire.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/responses.js
/** The OpenAI Responses protocol (`POST /v1/responses`), as Codex CLI and the SDKs speak it. */










/** Events that end a response: the three outcomes, and the `error` event a server sends instead. */
const FINAL_EVENTS = new Set([
    'response.completed',
    'response.incomplete',
    'response.failed',
    'error',
]);
/** Why one payload is not an event of a healthy stream, or undefined. */
function problemOf(value) {
    if (!(0,is_record/* isRecord */.u)(value))
        return 'is not a JSON object';
    if (typeof value.type !== 'string')
        return 'has no event type';
    if (value.type === 'error')
        return `is an error: ${(0,parse_json/* describeErrorPayload */.S)(value)}`;
    if (value.type === 'response.failed') {
        const error = (0,is_record/* isRecord */.u)(value.response) ? value.response.error : undefined;
        return `is a failed response${error === undefined || error === null ? '' : `: ${(0,parse_json/* describeErrorPayload */.S)(error)}`}`;
    }
    // The SDK throws on any payload with an `error` field, whatever its type says.
    if (value.error !== undefined && value.error !== null) {
        return `is an error: ${(0,parse_json/* describeErrorPayload */.S)(value.error)}`;
    }
    return undefined;
}
/**
 * The first payload a well-behaved server would not send: not an event, an error or failed
 * response, or after the end. `response.incomplete` is an answer; a trailing `[DONE]` is tolerated.
 */
function responses_findMalformedEvent(events) {
    let ended;
    for (const [index, payload] of events.entries()) {
        if (payload === '[DONE]') {
            ended ??= '[DONE]';
            continue;
        }
        if (ended !== undefined)
            return { index, reason: `follows ${ended}` };
        const parsed = (0,parse_json/* parseJson */.q)(payload);
        if (!parsed.ok)
            return { index, reason: `is not JSON (${parsed.error})` };
        const problem = problemOf(parsed.value);
        if (problem !== undefined)
            return { index, reason: problem };
        const type = parsed.value.type;
        if (FINAL_EVENTS.has(type))
            ended = type;
    }
    return undefined;
}
/** The server reads every field, so the shape is checked only where it must be. */
function validateRequest(body) {
    if (body.model !== undefined && typeof body.model !== 'string') {
        return 'needs "model" as a string';
    }
    const { input } = body;
    if (input === undefined && body.prompt === undefined) {
        return 'needs an "input" (a string or a list of items)';
    }
    if (input !== undefined && typeof input !== 'string' && !Array.isArray(input)) {
        return 'needs "input" as a string or a list of items';
    }
    if (body.tools !== undefined && !Array.isArray(body.tools))
        return 'needs "tools" as a list';
    return undefined;
}
const responsesProtocol = {
    id: 'responses',
    upstream: 'openai',
    // OpenAI's own headers (organization, project, beta flags) route or bill a call; none changes it.
    forwardedHeaders: [],
    matchRoute: (0,chat/* postRoute */.m8)('/v1/responses'),
    validateRequest,
    toolResults: (body) => (0,tool_results/* recordsOf */.M$)(body.input)
        .filter((item) => item.type === 'function_call_output' || item.type === 'custom_tool_call_output')
        .map((item) => (0,tool_results/* toolResultOf */.jE)(item.call_id, item.output)),
    isStream: (body) => body.stream === true,
    fingerprint: fingerprintResponsesCall,
    conversationLength: (body) => (typeof body.input === 'string' ? 1 : (0,lenient/* lengthOf */.Y5)(body.input)),
    assembleJson: assembleResponse,
    assembleEvents: (events) => assembleResponse(responseFromEvents(events)),
    // A Responses stream carries everything its body does: nothing in the call changes its shape.
    eventsFromJson: (body) => eventsFromResponse(body),
    jsonFromEvents: responseFromEvents,
    formatEvent: lenient/* formatTypedEvent */.G3,
    findMalformedEvent: responses_findMalformedEvent,
    isFinalEvent: (data) => data === '[DONE]' || FINAL_EVENTS.has((0,lenient/* eventTypeOf */.e3)(data) ?? ''),
    servedModel: (body) => (0,lenient/* modelNamedIn */.OU)(body, 'model'),
    renderScripted: renderScriptedResponse,
    errorBody: (_status, type, message) => ({ error: { message, type, code: type, param: null } }),
    upstreamRequest: (baseUrl, apiKey, call) => (0,chat/* openAiRequest */.kx)(baseUrl, apiKey, call, 'responses'),
    // As the official SDK retries: a request timeout and a lock conflict, besides 429 and 5xx.
    isTransientStatus: (status) => status === 408 || status === 409,
};
//# sourceMappingURL=responses.js.map
;// CONCATENATED MODULE: ./lib/provider/protocols/index.js




const PROTOCOLS = {
    chat: chat/* chatProtocol */.jg,
    responses: responsesProtocol,
    messages: messagesProtocol,
    gemini: geminiProtocol,
};
/** The endpoint each protocol's fingerprints name (`cassette/v1` files say `chat.completions`). */
const ENDPOINT_OF = {
    chat: 'chat.completions',
    responses: 'responses',
    messages: 'messages',
    gemini: 'gemini.generateContent',
};
function protocolOf(id) {
    return PROTOCOLS[id];
}
const ROUTE_ORDER = Object.values(PROTOCOLS);
/** The protocol that serves a request, with what its route says; undefined for an unknown route. */
function matchProtocolRoute(method, pathname, query) {
    for (const protocol of ROUTE_ORDER) {
        const route = protocol.matchRoute(method, pathname, query);
        if (route !== undefined)
            return { protocol, route };
    }
    return undefined;
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 207:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A7: () => (/* binding */ fieldsSet),
/* harmony export */   Fs: () => (/* binding */ usageOf),
/* harmony export */   G3: () => (/* binding */ formatTypedEvent),
/* harmony export */   IV: () => (/* binding */ argumentsValue),
/* harmony export */   JI: () => (/* binding */ stringOr),
/* harmony export */   OU: () => (/* binding */ modelNamedIn),
/* harmony export */   SX: () => (/* binding */ booleanOr),
/* harmony export */   Se: () => (/* binding */ withUsage),
/* harmony export */   XW: () => (/* binding */ arrayOr),
/* harmony export */   Y5: () => (/* binding */ lengthOf),
/* harmony export */   d_: () => (/* binding */ numberOr),
/* harmony export */   e3: () => (/* binding */ eventTypeOf),
/* harmony export */   hB: () => (/* binding */ plainRecordOr),
/* harmony export */   q1: () => (/* binding */ indexOr),
/* harmony export */   wC: () => (/* binding */ withoutKey),
/* harmony export */   wV: () => (/* binding */ tokenCountOr),
/* harmony export */   xQ: () => (/* binding */ recordOr)
/* harmony export */ });
/* unused harmony export lenient */
/* harmony import */ var _json_is_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9588);
/* harmony import */ var _json_parse_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3040);
/* harmony import */ var _sse_sse_framing_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2071);



function lenient(schema) {
    return schema.optional().catch(undefined);
}
const stringOr = (value) => typeof value === 'string' ? value : undefined;
/** `lenient(z.number())`: a finite number. */
const numberOr = (value) => typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const booleanOr = (value) => typeof value === 'boolean' ? value : undefined;
const lengthOf = (value) => (Array.isArray(value) ? value.length : 0);
/** A position in a list: an integer, never negative (unlike `tokenCountOr`, past 2^53 too). */
const indexOr = (value) => typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
/** A token count (or an index), `lenient(z.number().int().min(0))`: a safe integer, never negative. */
const tokenCountOr = (value) => Number.isSafeInteger(value) && value >= 0 ? value : undefined;
/** `lenient(z.looseObject(…))` before its fields are read: any object that is not an array. */
const recordOr = (value) => (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(value) ? value : undefined;
const arrayOr = (value) => Array.isArray(value) ? value : undefined;
/** `lenient(z.record(z.string(), z.unknown()))`: what zod calls a plain object. */
function plainRecordOr(value) {
    if (!(0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(value))
        return undefined;
    const constructor = value.constructor;
    if (typeof constructor !== 'function')
        return value;
    const prototype = constructor.prototype;
    return (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(prototype) && Object.prototype.hasOwnProperty.call(prototype, 'isPrototypeOf')
        ? value
        : undefined;
}
/** What `WireProtocol.servedModel` reads: a non-empty string, else undefined. */
function modelNamedIn(body, field) {
    const name = (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(body) ? stringOr(body[field]) : undefined;
    return name === undefined || name === '' ? undefined : name;
}
/** A copy of `record` without its own `key`, or `record` itself when it has none. */
const withoutKey = (record, key) => Object.hasOwn(record, key)
    ? Object.fromEntries(Object.entries(record).filter(([name]) => name !== key))
    : record;
/** The fields of `record` named in `keys` that are set, in `keys` order. */
function fieldsSet(record, keys) {
    const set = {};
    for (const key of keys)
        if (record[key] !== undefined)
            set[key] = record[key];
    return set;
}
/** A tool call's arguments as a JSON value; `{}` when they are not JSON. */
function argumentsValue(text) {
    const parsed = (0,_json_parse_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJson */ .q)(text);
    return parsed.ok ? parsed.value : {};
}
/** The `type` a stream payload names (Responses and Messages events), or undefined. */
function eventTypeOf(data) {
    const parsed = (0,_json_parse_json_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJson */ .q)(data);
    return parsed.ok && (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(parsed.value) ? stringOr(parsed.value.type) : undefined;
}
/** A payload framed as an SSE event named by its own `type`, as Responses and Messages servers send it. */
function formatTypedEvent(data) {
    const event = eventTypeOf(data);
    return (0,_sse_sse_framing_js__WEBPACK_IMPORTED_MODULE_2__/* .formatSseEvent */ .d)(event === undefined ? { data } : { event, data });
}
/** `message` with `usage` set (last, as a spread would put it) when there is one. */
function withUsage(message, usage) {
    if (usage !== undefined)
        message.usage = usage;
    return message;
}
/** `Usage`, with `cachedInputTokens` only when it was reported. */
function usageOf(inputTokens, outputTokens, cached) {
    return cached === undefined
        ? { inputTokens, outputTokens }
        : { inputTokens, outputTokens, cachedInputTokens: cached };
}
//# sourceMappingURL=lenient.js.map

/***/ }),

/***/ 9785:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ findMalformedPayload)
/* harmony export */ });
/* harmony import */ var _json_is_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9588);
/* harmony import */ var _json_parse_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3040);
/** Why a stream event is not a chunk: not JSON, not an object, or `{"error": …}`. */


/** The reason, worded to follow "the event …"; undefined for a JSON object that is no error. */
function describeMalformedPayload(payload) {
    const parsed = (0,_json_parse_json_js__WEBPACK_IMPORTED_MODULE_0__/* .parseJson */ .q)(payload);
    if (!parsed.ok)
        return `is not JSON (${parsed.error})`;
    if (!(0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(parsed.value))
        return 'is not a JSON object';
    const { error } = parsed.value;
    return error === undefined || error === null
        ? undefined
        : `is an error: ${(0,_json_parse_json_js__WEBPACK_IMPORTED_MODULE_0__/* .describeErrorPayload */ .S)(error)}`;
}
/** The first payload that is not such a chunk; with `done` (`[DONE]`), anything after it too. */
function findMalformedPayload(events, done) {
    for (const [index, payload] of events.entries()) {
        if (payload === done) {
            return index + 1 < events.length
                ? { index: index + 1, reason: `follows ${done}` }
                : undefined;
        }
        const reason = describeMalformedPayload(payload);
        if (reason !== undefined)
            return { index, reason };
    }
    return undefined;
}
//# sourceMappingURL=malformed-payload.js.map

/***/ }),

/***/ 5854:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M$: () => (/* binding */ recordsOf),
/* harmony export */   jE: () => (/* binding */ toolResultOf)
/* harmony export */ });
/* unused harmony export resultText */
/* harmony import */ var _json_is_record_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9588);
/* harmony import */ var _lenient_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(207);
/**
 * What every protocol's `toolResults` shares: each says where results are, this what their text is.
 */


/** A result's content as text: a string as given, text blocks joined, anything else as JSON. */
function resultText(content) {
    if (typeof content === 'string')
        return content;
    if (Array.isArray(content) && content.every((block) => (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(block))) {
        const texts = content.filter((block) => typeof block.text === 'string');
        if (texts.length === content.length)
            return texts.map((block) => block.text).join('\n');
    }
    return JSON.stringify(content) ?? '';
}
/** A result with the id (and name) given, when they are strings. */
function toolResultOf(id, output, name) {
    const idText = (0,_lenient_js__WEBPACK_IMPORTED_MODULE_1__/* .stringOr */ .JI)(id);
    const nameText = (0,_lenient_js__WEBPACK_IMPORTED_MODULE_1__/* .stringOr */ .JI)(name);
    return {
        ...(idText === undefined ? {} : { id: idText }),
        ...(nameText === undefined ? {} : { name: nameText }),
        output: resultText(output),
    };
}
/** The entries of a list field of a request, those that are objects. */
function recordsOf(value) {
    return Array.isArray(value) ? value.filter((entry) => (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_0__/* .isRecord */ .u)(entry)) : [];
}
//# sourceMappingURL=tool-results.js.map

/***/ }),

/***/ 9313:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ serveRecorded),
/* harmony export */   YT: () => (/* binding */ tokenizeRecorded),
/* harmony export */   iP: () => (/* binding */ captureResponse),
/* harmony export */   pr: () => (/* binding */ rewriteRecorded)
/* harmony export */ });
/* harmony import */ var _json_parse_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3040);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(118);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2188);
/**
 * Serving and capturing responses in the shape the agent asked for (JSON or stream), with per-run
 * paths kept as tokens in a cassette and put back when served.
 */



/** A stream chunk with `rewrite` applied to its strings; byte for byte the same when none changed. */
function rewriteEvent(event, rewrite) {
    const parsed = (0,_json_parse_json_js__WEBPACK_IMPORTED_MODULE_2__/* .parseJson */ .q)(event);
    if (!parsed.ok)
        return event; // `[DONE]`, or a foreign line: nothing of ours to rewrite
    const rewritten = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeShared */ .zl)(parsed.value, rewrite);
    return rewritten === parsed.value ? event : JSON.stringify(rewritten);
}
/** The response with `rewrite` applied to every string of its body or of each stream chunk. */
function rewriteRecorded(recorded, rewrite) {
    if (recorded.kind === 'json')
        return { ...recorded, body: (0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeShared */ .zl)(recorded.body, rewrite) };
    return { ...recorded, events: recorded.events.map((event) => rewriteEvent(event, rewrite)) };
}
/**
 * The response with this run's paths as tokens. A path streamed in pieces no chunk holds whole is
 * tokenized in the equivalent JSON body, which is kept instead.
 */
function tokenizeRecorded(recorded, tokenize, protocol) {
    const rewritten = rewriteRecorded(recorded, tokenize);
    if (rewritten.kind === 'json' || rewritten.status >= 400)
        return rewritten;
    let whole;
    try {
        whole = protocol.jsonFromEvents(rewritten.events);
    }
    catch {
        return rewritten;
    }
    const tokenized = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeShared */ .zl)(whole, tokenize);
    if (tokenized === whole)
        return rewritten;
    return { kind: 'json', status: rewritten.status, body: tokenized };
}
/** The recorded response, delivered the way `call` asks for it. */
function serveRecorded(recorded, call, protocol) {
    if (recorded.kind === 'sse') {
        return call.stream
            ? { kind: 'sse', status: recorded.status, events: (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .streamOf */ .mA)(recorded.events) }
            : { kind: 'json', status: recorded.status, body: protocol.jsonFromEvents(recorded.events) };
    }
    if (!call.stream || recorded.status >= 400)
        return recorded;
    return {
        kind: 'sse',
        status: recorded.status,
        events: (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .streamOf */ .mA)(protocol.eventsFromJson(recorded.body, call)),
    };
}
/** Passes a response through, calling `onComplete` once all of it was delivered (or `onError`). */
function captureResponse(response, onComplete, onError) {
    if (response.kind === 'json') {
        onComplete(response);
        return response;
    }
    const source = response.events;
    async function* tee() {
        const events = [];
        try {
            for await (const event of source) {
                events.push(event);
                yield event;
            }
        }
        catch (error) {
            onError(error);
            throw error;
        }
        onComplete({ kind: 'sse', status: response.status, events });
    }
    return { kind: 'sse', status: response.status, events: tee() };
}
//# sourceMappingURL=recorded-response.js.map

/***/ }),

/***/ 9681:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K8: () => (/* binding */ finalAnswerOf),
/* harmony export */   We: () => (/* binding */ parseArguments),
/* harmony export */   wj: () => (/* binding */ readEvents),
/* harmony export */   y8: () => (/* binding */ collectToolCalls)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/** The agent's tool calls and final answer, from the proxy's transcript and its `VERDICT_EVENTS`. */


/** The agent's events, skipping lines that are not objects; one stat spares reading an empty file. */
async function readEvents(file) {
    if (((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file, { throwIfNoEntry: false })?.size ?? 0) === 0)
        return [];
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8').catch(() => '');
    const events = [];
    for (const line of text.split('\n')) {
        if (line.trim() === '')
            continue;
        try {
            const event = JSON.parse(line);
            if (event !== null && typeof event === 'object')
                events.push(event);
        }
        catch {
            // a torn or foreign line: events are the agent's word, not ours to fail on
        }
    }
    return events;
}
/** A tool call's arguments: parsed JSON when they parse, else the raw string. */
function parseArguments(raw) {
    try {
        return JSON.parse(raw);
    }
    catch {
        return raw;
    }
}
/** Tool calls in order from what the proxy saw, with ok/error from the agent's events where known. */
function collectToolCalls(transcript, events) {
    const calls = transcript.calls
        .filter((call) => call.purpose === 'main')
        .flatMap((call) => (call.assembled?.toolCalls ?? []).map((toolCall) => ({
        name: toolCall.name,
        arguments: parseArguments(toolCall.arguments),
    })));
    // The n-th event about a tool is about the n-th call of that tool.
    const seen = new Map();
    for (const event of events) {
        if (event.type !== 'tool_call' || typeof event.name !== 'string')
            continue;
        const nth = seen.get(event.name) ?? 0;
        seen.set(event.name, nth + 1);
        const call = calls.filter((candidate) => candidate.name === event.name)[nth];
        if (call === undefined)
            continue;
        if (typeof event.ok === 'boolean')
            call.ok = event.ok;
        if (typeof event.error === 'string')
            call.error = event.error;
    }
    return calls;
}
function finalAnswerOf(transcript) {
    const answered = transcript.calls.filter((call) => call.purpose === 'main' &&
        call.assembled !== undefined &&
        call.assembled.toolCalls.length === 0);
    return answered.at(-1)?.assembled?.content ?? null;
}
//# sourceMappingURL=agent-events.js.map

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
 * Whether an agent's programs are there inside a box (SPEC §1), asked once before the first run: a
 * missing one would fail every run with an error that reads as something else.
 */





/** How the refusal's message begins: `verdict pr` reads it back from a side that did not run. */
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
/** The programs a box does not have; undefined when it could not answer (the runs then say why). */
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
 * Where the agent comes from on this machine (its config's directory and repository, its npm
 * installs, the user's HOME): agents print these into requests, they differ between the machine
 * that recorded and the one that replays, so replay normalizes them to tokens like the workspace.
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
/** An agent command's executable, as named, and every absolute argument that exists here. */
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
 * The directory a box shows for an agent's program (SPEC §1): its npm install's prefix, else the
 * nearest package.json's directory, else its own; undefined when missing or the system's.
 */
function programDirOf(program) {
    const origin = originOf(program);
    if (origin === undefined)
        return undefined;
    const dir = origin.prefix ?? origin.packageDir ?? origin.dir;
    return isSpecific(dir) ? dir : undefined;
}
/**
 * What a box shows for an agent besides the system and PATH: its config's folder and repository,
 * its programs' directories and its `"reads"`, those that exist.
 */
function agentShownDirs(input) {
    const dirs = [
        ...programsOf(input.command, input.pathVariable).map(programDirOf),
        input.configDir,
        input.configDir === undefined ? undefined : (0,_config_repository_root_js__WEBPACK_IMPORTED_MODULE_3__/* .findRepositoryRoot */ .m)(input.configDir),
        ...(input.reads ?? []),
    ];
    return [...new Set(dirs.filter((dir) => dir !== undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(dir)))];
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
        // npm puts every ancestor's `node_modules/.bin` on PATH: only an existing one is an install.
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

/***/ }),

/***/ 3490:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aw: () => (/* binding */ MAX_RUN_ATTEMPTS),
/* harmony export */   Fh: () => (/* binding */ classifyVerified),
/* harmony export */   PR: () => (/* binding */ classifyAgentEnd),
/* harmony export */   sb: () => (/* binding */ errored)
/* harmony export */ });
/** Attempts of a run whose agent declares transient errors (SPEC §3); `max-runs` counts them all. */
const MAX_RUN_ATTEMPTS = 4;
/** An error of the infrastructure (never judged). */
function errored(kind, message, reason = message) {
    return { status: 'error', reason, error: { kind, message }, transient: false };
}
function sandboxFailed(message) {
    return errored('sandbox_failed', `the sandbox failed: ${message}`);
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
/** Steps 1–7 of the header: the status the agent's end decides, or that the verifiers are to run. */
function classifyAgentEnd(facts) {
    const { end, stop } = facts;
    if (facts.sandboxFailure !== undefined)
        return sandboxFailed(facts.sandboxFailure);
    if (end.outcome === 'failed-to-start') {
        return errored('agent_start', `the agent \`${facts.command.join(' ')}\` cannot start: ${end.code}`);
    }
    // Stopped for a sandbox limit (the processes it counts) is the run's own doing, not a cancel.
    if (end.outcome === 'aborted' && facts.limitHit === undefined) {
        return errored('cancelled', 'the run was cancelled', 'cancelled');
    }
    // A sandbox limit that ended the agent is its budget, not a crash.
    const crashed = facts.limitHit === undefined ? facts.earlyExit : undefined;
    if (stop !== undefined && INFRASTRUCTURE_STOPS.has(stop.kind) && crashed === undefined) {
        return {
            ...errored(stop.kind, stop.message),
            error: { kind: stop.kind, message: stop.message, stop },
        };
    }
    if (facts.declaredTransient) {
        const message = 'the agent declared a transient error';
        return { ...errored('transient', `${message} (retryable)`, message), transient: true };
    }
    if (crashed !== undefined)
        return errored('agent_crashed', crashed);
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
 * Steps 7–10 of the header. A failure names each failed verifier and then each that could not run:
 * a definite failure is a result whatever the others could not say.
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
    if (unrun.length > 0)
        return errored('verifier', unrun.join('; '));
    return { status: 'pass', transient: false };
}
function firstLine(text) {
    return text.split('\n', 1)[0] ?? '';
}
//# sourceMappingURL=classify-run.js.map

/***/ }),

/***/ 4818:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E3: () => (/* binding */ withEarlyExit),
/* harmony export */   d2: () => (/* binding */ earlyExitOf),
/* harmony export */   hu: () => (/* binding */ errorLineOfEarlyExit)
/* harmony export */ });
/* unused harmony exports EARLY_EXIT_BYTES, excerptStderr, indexOfErrorLine */
/* harmony import */ var _run_trace_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5355);

/** Lines of stderr quoted after the error line. */
const EARLY_EXIT_LINES = 3;
/** The excerpt's bound in UTF-8 bytes; the error line takes at most half. */
const EARLY_EXIT_BYTES = 2048;
const ERROR_LINE_BYTES = EARLY_EXIT_BYTES / 2;
const ERROR_LINE = /Error|error:|not found|No such file|denied|cannot/;
/**
 * A thrown error's header (`TypeError: …`, Python's `ModuleNotFoundError: …`), preferred: Node echoes
 * the source line `throw new Error(message);` above it, which matches `ERROR_LINE` but names nothing.
 */
const ERROR_HEADER = /^[\w$.]*(?:Error|Exception)\b[^:]*:/;
const SEPARATOR = ' | ';
const GAP = '…';
/** What comes before the excerpt in the sentence, and what `errorLineOfEarlyExit` looks for. */
const STDERR_LEAD = ' before any model call; its stderr: ';
/**
 * The error line (else the first), then the last `EARLY_EXIT_LINES` after it, trimmed and joined by
 * ` | ` (`…` where lines were left out), within `EARLY_EXIT_BYTES`; '' for an empty stderr.
 */
function excerptStderr(stderr) {
    const lines = stderr
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '');
    if (lines.length === 0)
        return '';
    const errorAt = Math.max(0, indexOfErrorLine(lines));
    const head = firstBytes(lines[errorAt], ERROR_LINE_BYTES);
    const tailFrom = Math.max(errorAt + 1, lines.length - EARLY_EXIT_LINES);
    const tail = lines.slice(tailFrom);
    if (tail.length === 0)
        return head;
    const gap = tailFrom > errorAt + 1 ? `${GAP}${SEPARATOR}` : '';
    const lead = `${head}${SEPARATOR}${gap}`;
    return `${lead}${(0,_run_trace_js__WEBPACK_IMPORTED_MODULE_0__/* .lastBytes */ .Qr)(tail.join(SEPARATOR), EARLY_EXIT_BYTES - Buffer.byteLength(lead))}`;
}
/** An error's header, else any line naming an error; -1 for none. */
function indexOfErrorLine(lines) {
    const header = lines.findIndex((line) => ERROR_HEADER.test(line));
    return header === -1 ? lines.findIndex((line) => ERROR_LINE.test(line)) : header;
}
/** The start of `text` within `limit` bytes, ending in `…` when cut. */
function firstBytes(text, limit) {
    const bytes = Buffer.from(text);
    if (bytes.length <= limit)
        return text;
    const kept = bytes.subarray(0, limit - Buffer.byteLength(GAP)).toString('utf8');
    return `${kept.replace(/\uFFFD+$/, '')}${GAP}`;
}
/** How an agent that failed before any model call ended, with its stderr's excerpt. */
function earlyExitOf(result, modelCalls) {
    if (modelCalls > 0 || result.outcome !== 'exited')
        return undefined;
    if (result.exitCode === 0 && result.signal === null)
        return undefined;
    const how = result.signal === null
        ? `exited with code ${result.exitCode}`
        : `was killed by ${result.signal}`;
    // Past the output cap, the kept start usually holds the error line and the cut's end the last lines.
    const stderr = result.cut === undefined ? result.stderr : `${result.stderr}\n${result.cut.stderr.end}`;
    const excerpt = excerptStderr(stderr);
    return excerpt === ''
        ? `the agent ${how} before any model call; its stderr was empty`
        : `the agent ${how}${STDERR_LEAD}${excerpt}`;
}
/** The error line of an `earlyExitOf` sentence, read back from a run's reason. */
function errorLineOfEarlyExit(reason) {
    const at = reason.indexOf(STDERR_LEAD);
    if (at === -1)
        return undefined;
    const line = (reason.slice(at + STDERR_LEAD.length).split(SEPARATOR, 1)[0] ?? '').trim();
    return line === '' ? undefined : line;
}
/** The classification with the agent's early exit added to its reason, when it failed or errored. */
function withEarlyExit(classified, earlyExit) {
    // A pass needs no excuse, an over-budget run's reason is its budget, a crash's is the exit itself.
    if (earlyExit === undefined || classified.status === 'pass')
        return classified;
    if (classified.status === 'budget_exceeded')
        return classified;
    if (classified.error?.kind === 'agent_crashed')
        return classified;
    const join = (text) => text === undefined || text === '' ? earlyExit : `${text}; ${earlyExit}`;
    return {
        ...classified,
        reason: join(classified.reason),
        ...(classified.error === undefined
            ? {}
            : { error: { ...classified.error, message: join(classified.error.message) } }),
    };
}
//# sourceMappingURL=early-exit.js.map

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

/***/ 5355:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BT: () => (/* binding */ conversationEvents),
/* harmony export */   Qr: () => (/* binding */ lastBytes),
/* harmony export */   dM: () => (/* binding */ ConversationPrep),
/* harmony export */   ej: () => (/* binding */ traceEventsOf),
/* harmony export */   hA: () => (/* binding */ keepTrace)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var _provider_cassette_codec_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2199);
/* harmony import */ var _provider_cassette_codec_canonical_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(985);
/* harmony import */ var _provider_fingerprint_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1473);
/* harmony import */ var _provider_normalize_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(118);
/* harmony import */ var _provider_protocols_index_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2800);
/* harmony import */ var _provider_recorded_response_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9313);
/* harmony import */ var _provider_secret_lint_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5367);
/* harmony import */ var _provider_secret_prefilter_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3499);
/* harmony import */ var _run_dir_trace_file_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(1565);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(452);
/* harmony import */ var _run_dir_trace_schema_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(2588);
/* harmony import */ var _agent_events_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(9681);
/**
 * A run's trace events (`run-dir/trace-schema.ts`): each model call fingerprinted as record mode
 * does, its response tokenized, the tool calls with their results, the verifiers, incidents and
 * output's ends; written by `keepTrace`. The costly part is made while the agent runs, between its
 * calls (`ConversationPrep`): never on the proxy's hot path, nor after the agent has ended.
 */













/** The model calls, each followed by the tool calls it asked for. */
function conversationEvents(facts) {
    const { transcript, tokenize } = facts;
    const calls = [...transcript.calls].sort((a, b) => a.call - b.call);
    const prep = facts.prep ?? new ConversationPrep(facts.normalize, tokenize);
    const lines = (0,_provider_cassette_codec_js__WEBPACK_IMPORTED_MODULE_1__/* .encodeCallLines */ .q5)(prep.encodable(calls), prep.measure).lines;
    const results = toolResultsOf(calls);
    const toolCalls = [...facts.toolCalls];
    const events = [];
    calls.forEach((call, index) => {
        events.push({
            type: 'model_call',
            call: call.call,
            purpose: call.purpose,
            protocol: call.protocol,
            ...(call.model === undefined ? {} : { model: call.model }),
            startedMs: call.startedMs,
            durationMs: call.durationMs,
            attempts: call.attempts,
            ...(call.assembled === undefined ? {} : { content: call.assembled.content }),
            ...(call.stop === undefined ? {} : { stop: call.stop }),
            ...(call.aborted === undefined ? {} : { aborted: true }),
            cassette: lines[index],
        });
        for (const asked of call.assembled?.toolCalls ?? []) {
            // The run's tool calls are the main loop's, in the same order (`collectToolCalls`).
            const known = call.purpose === 'main' ? toolCalls.shift() : undefined;
            const result = results.byId.get(asked.id) ?? results.takeByName(asked.name);
            events.push({
                type: 'tool_call',
                call: call.call,
                id: asked.id,
                name: asked.name,
                arguments: (0,_provider_normalize_js__WEBPACK_IMPORTED_MODULE_4__/* .normalizeValue */ .tA)(known?.arguments ?? (0,_agent_events_js__WEBPACK_IMPORTED_MODULE_12__/* .parseArguments */ .We)(asked.arguments), tokenize),
                ...(known?.ok === undefined ? {} : { ok: known.ok }),
                ...(known?.error === undefined ? {} : { error: tokenize(known.error) }),
                ...(result === undefined ? {} : { result: tokenize(result) }),
            });
        }
    });
    return events;
}
/** The trace's events: the conversation, then the verifiers, the incidents and the output's ends. */
function traceEventsOf(facts) {
    const { tokenize } = facts;
    const events = [...facts.conversation];
    for (const verifier of facts.verifiers) {
        events.push({ type: 'verifier', ...verifier, detail: tokenize(verifier.detail) });
    }
    for (const incident of facts.incidents) {
        events.push({
            type: 'incident',
            kind: incident.kind,
            ...(incident.detail === undefined ? {} : { detail: tokenize(incident.detail) }),
        });
    }
    for (const output of outputEndsOf(facts.agent)) {
        events.push({ type: 'output', ...output, tail: tokenize(output.tail) });
    }
    return events;
}
/**
 * Each call's part of the trace, made one call per event-loop turn as soon as it is recorded: the
 * provider's fingerprint when it made one, else one made here. What is left when the conversation
 * is asked for is done then, and so is a call whose response ids the calls in order attribute
 * otherwise (concurrent calls).
 */
class ConversationPrep {
    normalize;
    tokenize;
    callOfResponse;
    measure = new _provider_cassette_codec_canonical_js__WEBPACK_IMPORTED_MODULE_2__/* .CanonicalMeasure */ .H();
    prepared = new Map();
    queue = [];
    scheduled = false;
    warmed = false;
    closed = false;
    constructor(normalize, tokenize, callOfResponse = () => undefined) {
        this.normalize = normalize;
        this.tokenize = tokenize;
        this.callOfResponse = callOfResponse;
    }
    /** A call the proxy recorded: its part is made after the events waiting now. */
    add(record) {
        if (this.closed)
            return;
        this.queue.push(record);
        if (this.scheduled)
            return;
        this.scheduled = true;
        setImmediate(() => this.next());
    }
    next() {
        this.scheduled = false;
        if (this.closed)
            return;
        const record = this.queue.shift();
        if (record === undefined)
            return;
        const prepared = this.prepare(record, this.callOfResponse);
        this.prepared.set(record.call, prepared);
        if (!this.warmed && (0,_provider_secret_prefilter_js__WEBPACK_IMPORTED_MODULE_8__/* .mayHoldSecret */ .dV)(JSON.stringify(prepared.encodable))) {
            // The trace will be redacted: secretlint's rules load now rather than after the run.
            this.warmed = true;
            (0,_provider_secret_lint_js__WEBPACK_IMPORTED_MODULE_7__/* .warmSecretRules */ .$c)();
        }
        if (this.queue.length > 0) {
            this.scheduled = true;
            setImmediate(() => this.next());
        }
    }
    /** The calls as `encodeCallLines` takes them, in order; no more is made in the background. */
    encodable(calls) {
        this.closed = true;
        const callOfResponseId = new Map();
        for (const call of calls) {
            const id = call.assembled?.responseId;
            if (id !== undefined && !callOfResponseId.has(id))
                callOfResponseId.set(id, call.call);
        }
        const inOrder = (id) => callOfResponseId.get(id);
        const agrees = (responseIds) => [...responseIds].every(([id, number]) => inOrder(id) === number);
        return calls.map((call) => {
            const early = this.prepared.get(call.call);
            if (early !== undefined && early.record === call && agrees(early.responseIds)) {
                return early.encodable;
            }
            return this.prepare(call, inOrder, agrees).encodable;
        });
    }
    /** A call's part, with the provider's fingerprint when `usable` accepts its response ids. */
    prepare(call, callOfResponse, usable = () => true) {
        const made = call.fingerprinted !== undefined && usable(call.fingerprinted.responseIds)
            ? call.fingerprinted
            : this.fingerprintOf(call, callOfResponse);
        // Measured now, so that encoding the calls later finds each entry's canonical text.
        this.measure.fingerprintSha256(made.fingerprint);
        return {
            record: call,
            responseIds: made.responseIds,
            encodable: { fingerprint: made.fingerprint, ...this.responseOf(call) },
        };
    }
    /** The call's request fingerprinted as record mode does, and the response ids it was read with. */
    fingerprintOf(call, callOfResponse) {
        const lookups = (0,_provider_fingerprint_js__WEBPACK_IMPORTED_MODULE_3__/* .rememberingLookups */ .h2)(callOfResponse);
        const fingerprint = (0,_provider_fingerprint_js__WEBPACK_IMPORTED_MODULE_3__/* .fingerprintOf */ .ax)({
            protocol: call.protocol,
            endpoint: _provider_protocols_index_js__WEBPACK_IMPORTED_MODULE_5__/* .ENDPOINT_OF */ .st[call.protocol],
            index: call.call - 1,
            body: call.request,
            stream: call.response?.kind === 'sse',
            ...(call.routeModel === undefined ? {} : { routeModel: call.routeModel }),
            purpose: call.purpose,
            callOfResponse: lookups.callOfResponse,
        }, this.normalize);
        return { fingerprint, responseIds: lookups.asked };
    }
    /** The response the agent received, with the run's paths as tokens. */
    responseOf(call) {
        return call.response === undefined
            ? {}
            : { response: (0,_provider_recorded_response_js__WEBPACK_IMPORTED_MODULE_6__/* .tokenizeRecorded */ .YT)(call.response, this.tokenize, (0,_provider_protocols_index_js__WEBPACK_IMPORTED_MODULE_5__/* .protocolOf */ .AT)(call.protocol)) };
    }
}
/** The tool results the requests gave back: by the id they answer, else in order by tool name. */
function toolResultsOf(calls) {
    const byId = new Map();
    let byName = new Map();
    for (const call of calls) {
        const named = new Map();
        for (const result of (0,_provider_protocols_index_js__WEBPACK_IMPORTED_MODULE_5__/* .protocolOf */ .AT)(call.protocol).toolResults(call.request)) {
            if (result.id !== undefined) {
                if (!byId.has(result.id))
                    byId.set(result.id, result.output);
            }
            else if (result.name !== undefined) {
                named.set(result.name, [...(named.get(result.name) ?? []), result.output]);
            }
        }
        // A conversation's last request carries every result given so far.
        if (named.size > 0 && call.purpose === 'main')
            byName = named;
    }
    return { byId, takeByName: (name) => byName.get(name)?.shift() };
}
/** The last `OUTPUT_TAIL_BYTES` of each stream the agent wrote to, when it ran. */
function outputEndsOf(agent) {
    if (agent.outcome === 'failed-to-start') {
        return [{ stream: 'stderr', tail: agent.message, bytes: node_buffer__WEBPACK_IMPORTED_MODULE_0__.Buffer.byteLength(agent.message) }];
    }
    const streams = [
        ['stdout', agent.stdout, agent.cut?.stdout],
        ['stderr', agent.stderr, agent.cut?.stderr],
    ];
    return streams
        .map(([stream, text, cut]) => ({ stream, ...endOf(text, cut) }))
        .filter((output) => output.bytes > 0);
}
function endOf(text, cut) {
    if (cut !== undefined && cut.end !== '')
        return { tail: lastBytes(cut.end), bytes: cut.bytes };
    return { tail: lastBytes(text), bytes: cut?.bytes ?? node_buffer__WEBPACK_IMPORTED_MODULE_0__.Buffer.byteLength(text) };
}
/** The end of a text, at most `OUTPUT_TAIL_BYTES` of it, cut on a character boundary. */
function lastBytes(text, limit = _run_dir_trace_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .OUTPUT_TAIL_BYTES */ .v6) {
    const bytes = node_buffer__WEBPACK_IMPORTED_MODULE_0__.Buffer.from(text);
    if (bytes.length <= limit)
        return text;
    return bytes
        .subarray(bytes.length - limit)
        .toString('utf8')
        .replace(/^\uFFFD+/, '');
}
/** Writes the run's trace and names it in the record; a failure is only an incident. */
async function keepTrace(record, events, trace) {
    try {
        const written = await (0,_run_dir_trace_file_js__WEBPACK_IMPORTED_MODULE_9__/* .writeTrace */ .hi)(trace.dir, {
            type: 'header',
            format: _run_dir_trace_schema_js__WEBPACK_IMPORTED_MODULE_11__/* .TRACE_FORMAT */ ._W,
            runId: record.runId,
            suiteId: record.suiteId,
            taskId: record.taskId,
            repetition: record.repetition,
            ...(record.variant === undefined ? {} : { variant: record.variant }),
            mode: record.mode,
            model: record.model,
            status: record.status,
            ...(record.reason === undefined ? {} : { reason: record.reason }),
            agentExitCode: record.agentExitCode,
            maxBytes: trace.maxBytes,
        }, events, trace.kept);
        const cut = `the trace was cut at trace.maxBytes (${trace.maxBytes} bytes)`;
        return {
            ...record,
            trace: written.file,
            ...(written.cut
                ? { incidents: [...record.incidents, { kind: 'trace_cut', detail: cut }] }
                : {}),
        };
    }
    catch (error) {
        const detail = `the trace could not be written: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_10__/* .messageOf */ .bD)(error)}`;
        return { ...record, incidents: [...record.incidents, { kind: 'trace_not_written', detail }] };
    }
}
//# sourceMappingURL=run-trace.js.map

/***/ }),

/***/ 2071:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ formatSseEvent),
/* harmony export */   h: () => (/* binding */ formatSseData)
/* harmony export */ });
/**
 * Frames one payload as an SSE event, one `data:` line per line of the payload. SSE cannot carry a
 * CR inside data, so every line break reads back as LF. Reading them is `sse-reader.ts`.
 */
function formatSseData(data) {
    return `${data
        .split(/\r\n|\r|\n/)
        .map((line) => `data: ${line}\n`)
        .join('')}\n`;
}
/** Frames a named event, as the Responses API streams them (`event: response.created`). */
function formatSseEvent(event) {
    const name = event.event === undefined ? '' : `event: ${event.event}\n`;
    return name + formatSseData(event.data);
}
//# sourceMappingURL=sse-framing.js.map

/***/ }),

/***/ 6907:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ob: () => (/* binding */ findSuiteLocations),
/* harmony export */   nj: () => (/* binding */ BUNDLED_SUITES_DIR),
/* harmony export */   qF: () => (/* binding */ findBundledSuite)
/* harmony export */ });
/* unused harmony export bundledSuiteNames */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _load_suite_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6248);
/**
 * Finds suites on disk: the bundled ones, and those under a directory the user names. A suite is a
 * directory holding `suite.json`, or a `.json` file holding an array (a case file).
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
    if (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, _load_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .SUITE_FILE_NAME */ .oR)))
        return [root];
    const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(root, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const locations = [];
    for (const entry of entries) {
        const full = node_path__WEBPACK_IMPORTED_MODULE_1__.join(root, entry.name);
        if (entry.isDirectory() && (await isFile(node_path__WEBPACK_IMPORTED_MODULE_1__.join(full, _load_suite_js__WEBPACK_IMPORTED_MODULE_3__/* .SUITE_FILE_NAME */ .oR)))) {
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
/** The directory of bundled suite `name`, else a UsageError that `refusal` words from the names. */
async function findBundledSuite(packageRoot, name, refusal) {
    const names = await bundledSuiteNames(packageRoot);
    if (!names.includes(name))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(refusal(names.join(', ') || 'none'));
    return node_path__WEBPACK_IMPORTED_MODULE_1__.join(packageRoot, BUNDLED_SUITES_DIR, name);
}
//# sourceMappingURL=discover-suites.js.map

/***/ })

};
