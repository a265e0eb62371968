export const id = 409;
export const ids = [409];
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

/***/ 9480:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ newRunId)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/**
 * Run ids: a UTC timestamp that sorts, then random hex so that two invocations in one second differ.
 */

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
/* harmony export */   n9: () => (/* binding */ SANDBOX_OPTIONS),
/* harmony export */   wi: () => (/* binding */ sandboxChoiceOf)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _runner_agent_source_dirs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7834);
/* harmony import */ var _sandbox_open_sandbox_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5418);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8132);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9859);





const SANDBOX_OPTIONS = { sandbox: { type: 'string' } };
function sandboxChoiceOf(args, loaded) {
    const given = (0,_command_js__WEBPACK_IMPORTED_MODULE_4__/* .stringOption */ .Pp)(args, 'sandbox');
    if (given !== undefined) {
        if (!_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_3__/* .SANDBOX_CHOICES */ .Lg.includes(given)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--sandbox ${JSON.stringify(given)}: expected one of ${_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_3__/* .SANDBOX_CHOICES */ .Lg.join(', ')}`);
        }
        return given;
    }
    if (args.values['trusted-upstreams-only'] === true)
        return 'auto';
    return loaded?.config.sandbox ?? 'auto';
}
/**
 * Opens the invocation's sandbox, saying once on stderr why it fell back (or that nothing is
 * sandboxed). What runs may read: the suite, the config's directory, Verdict's own package (the
 * built-in agent spawned), and where each task's agent comes from — never the user's HOME.
 */
async function openSuiteSandbox(input) {
    const { args, io, loaded } = input;
    const resolved = input.suites.flatMap(({ suite, agents }) => suite.tasks.map((task) => agents.agentOf(task)));
    const agentDirs = resolved.flatMap((agent) => (agent.spec.sourceDirs ?? [])
        .filter((source) => source.token !== _runner_agent_source_dirs_js__WEBPACK_IMPORTED_MODULE_1__/* .USER_HOME_TOKEN */ .iR)
        .map((source) => source.dir));
    const image = resolved.map((agent) => agent.entry?.image).find((name) => name !== undefined);
    const opened = await (0,_sandbox_open_sandbox_js__WEBPACK_IMPORTED_MODULE_2__/* .openSandbox */ .Ep)({
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
    });
    if (opened.warning !== undefined)
        io.stderr.write(`warning: ${opened.warning}\n`);
    return opened.sandbox;
}
//# sourceMappingURL=sandbox-option.js.map

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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6921);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(53);
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(247);
/* harmony import */ var _json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1585);
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8416);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8132);
/**
 * `verdict.config.json`: the agents Verdict can evaluate, provider settings, and the measured
 * configuration (whose hash goes into every report). Relative paths in an agent's command resolve
 * against the config file's directory, so that on a PR the base and the head each run their own
 * build of the agent.
 */










const CONFIG_FILE_NAME = 'verdict.config.json';
/**
 * The file's schema, built on first use (`lazySchema`): most invocations have no config file and
 * never need it.
 */
const VerdictConfigSchema = (0,_json_lazy_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .lazySchema */ .I)(() => {
    const agentEntry = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
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
    });
    const apiKeyEnv = zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()
        .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
        .optional();
    /** One protocol family's live upstream. */
    const upstream = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        baseUrl: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().url().optional(),
        /** Name of the environment variable holding the key (never the key itself). */
        apiKeyEnv,
    });
    return zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        $schema: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
        agents: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), agentEntry).optional(),
        default: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
        provider: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
            baseUrl: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().url().optional(),
            model: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().min(1).optional(),
            /** Name of the environment variable holding the key (never the key itself). */
            apiKeyEnv,
        })
            .optional(),
        /** Live upstreams per protocol family (SPEC §4); `provider.baseUrl` is the OpenAI one too. */
        providers: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
            openai: upstream.optional(),
            anthropic: upstream.optional(),
            gemini: upstream.optional(),
        })
            .optional(),
        /** Measured configuration of the built-in agent. */
        config: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_6__/* .unknown */ .L5J()).optional(),
        /** The sandbox of every run (SPEC §1); `--sandbox` overrides it. */
        sandbox: zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_5__/* .SANDBOX_CHOICES */ .Lg).optional(),
    });
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
            field: (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .formatFieldPath */ .vZ)(issue.path, (p) => (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .valueAt */ .fK)(data, p)),
            message: (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_8__/* .describeIssue */ .n6)(issue),
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
    };
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_9__/* .canonicalJson */ .d)(identity)).digest('hex').slice(0, 16);
}
/** An agent's argv with relative paths (`./x`, `../x`) resolved against the config's directory. */
function resolveAgentCommand(command, configDir) {
    return command.map((part) => part.startsWith('./') || part.startsWith('../') ? node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(configDir, part) : part);
}
//# sourceMappingURL=config.js.map

/***/ }),

/***/ 247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson)
/* harmony export */ });
/**
 * JSON with sorted keys, for hashing and comparing values whose key order carries no meaning
 * (fingerprints, tool-call arguments, configurations): `{a,b}` and `{b,a}` are the same.
 */
function canonicalJson(value) {
    if (Array.isArray(value)) {
        let text = '[';
        for (let index = 0; index < value.length; index += 1) {
            if (index > 0)
                text += ',';
            text += canonicalJson(value[index]);
        }
        return `${text}]`;
    }
    if (value !== null && typeof value === 'object') {
        const record = value;
        // Code-unit order, as `<` compares: the default sort of strings.
        const keys = Object.keys(record).sort();
        let text = '{';
        for (const key of keys) {
            const item = record[key];
            if (item === undefined)
                continue;
            if (text.length > 1)
                text += ',';
            text += `${JSON.stringify(key)}:${canonicalJson(item)}`;
        }
        return `${text}}`;
    }
    return JSON.stringify(value) ?? 'null';
}
//# sourceMappingURL=canonical-json.js.map

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

/***/ 9164:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gg: () => (/* binding */ buildPlan),
/* harmony export */   Re: () => (/* binding */ plannedRunCount),
/* harmony export */   nR: () => (/* binding */ selectTasks),
/* harmony export */   pE: () => (/* binding */ checkRunBudget),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _stats_mulberry32_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3752);
/**
 * The plan: every (task, repetition) to run, in a seeded order. The seed only orders runs — each run
 * gets seed + repetition for its own record — and the provider never receives it. Sharding takes a
 * deterministic slice of the plan, so n machines together run each planned run exactly once.
 */


/** Parses `i/n` (1 ≤ i ≤ n). */
function parseShard(text) {
    const match = /^(\d+)\/(\d+)$/.exec(text.trim());
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (match === null || count < 1 || index < 1 || index > count) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--shard ${JSON.stringify(text)}: expected i/n with 1 ≤ i ≤ n, e.g. 2/4`);
    }
    return { index, count };
}
function buildPlan(options) {
    const canonical = [];
    for (const taskId of options.taskIds) {
        for (let repetition = 1; repetition <= options.k; repetition += 1) {
            canonical.push({ taskId, repetition, seed: options.seed + repetition });
        }
    }
    // The shard is cut from the canonical order, so it does not depend on the shuffle.
    const shard = options.shard;
    const selected = shard === undefined
        ? canonical
        : canonical.filter((_, index) => index % shard.count === shard.index - 1);
    const random = (0,_stats_mulberry32_js__WEBPACK_IMPORTED_MODULE_1__/* .mulberry32 */ .s)(options.seed);
    const order = [...selected];
    for (let index = order.length - 1; index > 0; index -= 1) {
        const other = Math.floor(random() * (index + 1));
        [order[index], order[other]] = [order[other], order[index]];
    }
    return order;
}
/** Resolves `--tasks id,id` (or `suite/id`) against a suite's tasks; unknown ids are a usage error. */
function selectTasks(suiteId, taskIds, selection) {
    if (selection === undefined || selection.trim() === '')
        return [...taskIds];
    const wanted = selection
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .map((entry) => (entry.startsWith(`${suiteId}/`) ? entry.slice(suiteId.length + 1) : entry));
    const unknown = wanted.filter((id) => !taskIds.includes(id));
    if (unknown.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`--tasks: no task ${unknown.map((id) => JSON.stringify(id)).join(', ')} in suite "${suiteId}" (it has ${taskIds.join(', ')})`);
    }
    return taskIds.filter((id) => wanted.includes(id));
}
/** The runs a plan of `taskCount` tasks × `k` holds, or the slice of them one shard runs. */
function plannedRunCount(taskCount, k, shard) {
    const total = taskCount * k;
    if (shard === undefined)
        return total;
    // The shard takes every count-th run of the canonical order, starting at index - 1.
    return Math.max(0, Math.ceil((total - (shard.index - 1)) / shard.count));
}
/** The largest k below `k` whose plan fits the budget, if one does. */
function largestFittingK(budget) {
    for (let k = budget.k - 1; k >= 1; k -= 1) {
        if (budget.runsAt(k) <= budget.maxRuns)
            return k;
    }
    return undefined;
}
/**
 * Refuses a plan of more runs than the budget before any model call (SPEC §6, §7), saying the
 * planned count and how to bring it under the budget. A plan that fits passes silently.
 */
function checkRunBudget(budget) {
    const planned = budget.runsAt(budget.k);
    if (planned <= budget.maxRuns)
        return;
    const fitting = budget.kName === undefined ? undefined : largestFittingK(budget);
    const ways = [
        ...(fitting === undefined
            ? []
            : [`${budget.kName} ${fitting} would plan ${budget.runsAt(fitting)}`]),
        ...budget.otherWays,
        `or raise ${budget.budgetName}`,
    ];
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb(`${budget.budgetName} ${budget.maxRuns}: the plan has ${planned} run(s) that call a model (${budget.breakdown}), more than ${budget.maxRuns}; nothing was run. To lower it: ${ways.join('; ')}`);
}
//# sourceMappingURL=plan.js.map

/***/ }),

/***/ 1228:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cj: () => (/* binding */ findDescendants),
/* harmony export */   Q$: () => (/* binding */ SANDBOX_FAILED_CODE),
/* harmony export */   d1: () => (/* binding */ runCommand),
/* harmony export */   kN: () => (/* binding */ findOwnedProcesses),
/* harmony export */   uv: () => (/* binding */ LeftoverSweep)
/* harmony export */ });
/* unused harmony exports PROCESS_TAG_VARIABLE, findTaggedProcesses, killProcessTree */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var _monotonic_clock_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(548);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8132);





/** The `failed-to-start` code of a command whose sandbox could not start it. */
const SANDBOX_FAILED_CODE = 'SANDBOX_FAILED';
const DEFAULT_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
/** Time a process tree gets between SIGTERM and SIGKILL. */
const KILL_GRACE_MS = 1_000;
/** Time the output pipes get to drain after the program exited. */
const PIPE_DRAIN_MS = 2_000;
/** How long after its exit a command's output pipes may stay open before its leftovers are looked for. */
const PIPE_HOLD_MS = 100;
/** Environment variable that tags every process a command starts (inherited by its descendants). */
const PROCESS_TAG_VARIABLE = 'VERDICT_PROCESS_TAG';
function listProcessIds() {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readdirSync)('/proc').filter((entry) => /^\d+$/.test(entry));
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
/** True when no process is left in the process group `pgid`. */
function isGroupGone(pgid) {
    try {
        process.kill(-pgid, 0);
        return false;
    }
    catch (error) {
        return error.code === 'ESRCH';
    }
}
/** Processes whose environment carries `tag` (Linux); empty where /proc is not available. */
async function findTaggedProcesses(tag) {
    return findOwnedProcesses({ tag });
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
            const environment = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(`/proc/${entry}/environ`);
            if (tagNeedles.some((needle) => environment.includes(needle)) ||
                paths.some((candidate) => environment.includes(candidate))) {
                owned.push(Number(entry));
                continue;
            }
            if (paths.length === 0)
                continue;
            const cwd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readlinkSync)(`/proc/${entry}/cwd`);
            if (paths.some((candidate) => isBelow(cwd, candidate)))
                owned.push(Number(entry));
        }
        catch {
            // ended while we looked, or not ours to read
        }
    }
    return Promise.resolve(owned);
}
/** Descendants of `pid` found through /proc (Linux); empty where /proc is not available. */
async function findDescendants(pid) {
    const entries = listProcessIds();
    const childrenOf = new Map();
    await Promise.all(entries.map(async (entry) => {
        try {
            const stat = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(`/proc/${entry}/stat`, 'utf8');
            // The command name may contain spaces and parentheses: fields start after the last ")".
            const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
            const parent = Number(fields[1]);
            const siblings = childrenOf.get(parent) ?? [];
            siblings.push(Number(entry));
            childrenOf.set(parent, siblings);
        }
        catch {
            // the process ended while we looked
        }
    }));
    const descendants = [];
    const queue = [pid];
    while (queue.length > 0) {
        const current = queue.shift();
        for (const child of childrenOf.get(current) ?? []) {
            descendants.push(child);
            queue.push(child);
        }
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
    const owner = {
        ...(options.tag === undefined ? {} : { tag: options.tag }),
        ...(options.paths === undefined ? {} : { paths: options.paths }),
    };
    const members = await findTree(pid, owner);
    sendSignal(-pid, 'SIGTERM');
    sendSignal(pid, 'SIGTERM');
    for (const member of members)
        sendSignal(member, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, options.graceMs ?? KILL_GRACE_MS));
    for (const member of await findTree(pid, owner))
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
    // Looked for before the group is killed: a killed process no longer shows its environment.
    const found = await killOwned(owner, () => sendSignal(-pid, 'SIGKILL'));
    // A box that ends its tree itself may still be tearing it down: what is seen is dying.
    return contained?.endsTreeWithCommand === true ? 0 : found;
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
class OutputBuffer {
    limit;
    chunks = [];
    kept = 0;
    truncated = false;
    constructor(limit) {
        this.limit = limit;
    }
    push(chunk) {
        const room = this.limit - this.kept;
        if (room <= 0) {
            this.truncated = true;
            return;
        }
        const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
        if (part.length < chunk.length)
            this.truncated = true;
        this.chunks.push(part);
        this.kept += part.length;
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
        ? (0,_sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_3__/* .signalOfExitStatus */ .WZ)(exitCode)
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
    const started = (0,_monotonic_clock_js__WEBPACK_IMPORTED_MODULE_4__/* .monotonicMs */ .d)();
    const elapsed = () => Math.round((0,_monotonic_clock_js__WEBPACK_IMPORTED_MODULE_4__/* .monotonicMs */ .d)() - started);
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
                env: { ...(contained?.env ?? options.env ?? process.env), [PROCESS_TAG_VARIABLE]: tag },
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
                void killProcessTree(child.pid, owner);
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
                if (options.sweep !== undefined && isGroupGone(pid)) {
                    options.sweep.add(tag);
                    // Unless something that left the group still holds the output pipes open: then it is
                    // looked for now, so that the command does not wait for the pipes to drain.
                    const holding = setTimeout(() => {
                        leftoversKilled = killLeftovers(pid, owner, contained);
                    }, PIPE_HOLD_MS);
                    holding.unref();
                    child.once('close', () => clearTimeout(holding));
                }
                else {
                    leftoversKilled = killLeftovers(pid, owner, contained);
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

/***/ 9434:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FK: () => (/* binding */ buildReport),
  CT: () => (/* binding */ secretsRedactedNote)
});

// UNUSED EXPORTS: REPLAY_NOTE, SCRIPTED_NOTE, decideState

// EXTERNAL MODULE: ./lib/provider/secret-redact.js
var secret_redact = __webpack_require__(6403);
// EXTERNAL MODULE: ./lib/run-dir/record-schema.js
var record_schema = __webpack_require__(7152);
// EXTERNAL MODULE: ./lib/stats/counts.js
var stats_counts = __webpack_require__(2839);
// EXTERNAL MODULE: ./lib/stats/estimated.js
var stats_estimated = __webpack_require__(2573);
// EXTERNAL MODULE: ./lib/stats/measured.js
var stats_measured = __webpack_require__(2943);
;// CONCATENATED MODULE: ./lib/stats/pass-at-k.js
/**
 * pass@k ("can it ever?") and pass^k ("can I trust it?") per task (SPEC §5), as the unbiased
 * estimators over n judged runs with c passes. When n = k they reduce to "at least one of the k
 * passed" and "all k passed". Both are products of ratios no greater than 1, so large n cannot
 * overflow the way binomial coefficients would.
 */
/**
 * 1 − C(n−c, k) / C(n, k). With fewer than k judged runs it is known as soon as one pass is judged
 * (at least one of the k passed: 1) and unknown (null) until then, since the runs not yet judged
 * could still pass.
 */
function passAtK(passes, judged, k) {
    assertArguments(passes, judged, k);
    if (judged < k)
        return passes > 0 ? 1 : null;
    const failures = judged - passes;
    // Fewer failures than k: every draw of k runs holds a pass. Returned exactly, not as 1 − 0.0…
    if (failures < k)
        return 1;
    return 1 - multiplyRatios(failures, judged, k);
}
/**
 * C(c, k) / C(n, k). With fewer than k judged runs it is known as soon as one failure is judged
 * (not all k passed: 0) and unknown (null) until then.
 */
function passHatK(passes, judged, k) {
    assertArguments(passes, judged, k);
    if (judged < k)
        return passes < judged ? 0 : null;
    if (passes < k)
        return 0;
    return multiplyRatios(passes, judged, k);
}
/**
 * Passed at least once but not every time: flaky, not solved. Claimed as soon as both are known,
 * e.g. one pass and one failure of k = 5 planned runs.
 */
function isFlaky(passes, judged, k) {
    const atK = passAtK(passes, judged, k);
    const hatK = passHatK(passes, judged, k);
    return atK !== null && hatK !== null && atK > 0 && hatK < 1;
}
/** C(part, k) / C(whole, k) = ∏_{i<k} (part − i) / (whole − i), for part ≥ k. */
function multiplyRatios(part, whole, k) {
    let product = 1;
    for (let i = 0; i < k; i += 1)
        product *= (part - i) / (whole - i);
    return product;
}
function assertArguments(passes, judged, k) {
    if (!Number.isInteger(k) || k < 1)
        throw new RangeError(`k must be a positive integer, got ${k}`);
    if (!Number.isInteger(judged) || judged < 0) {
        throw new RangeError(`judged runs must be a non-negative integer, got ${judged}`);
    }
    if (!Number.isInteger(passes) || passes < 0 || passes > judged) {
        throw new RangeError(`passes must be an integer in [0, ${judged}], got ${passes}`);
    }
}
//# sourceMappingURL=pass-at-k.js.map
// EXTERNAL MODULE: ./lib/report/report-schema.js
var report_schema = __webpack_require__(9524);
;// CONCATENATED MODULE: ./lib/report/build-report.js
/**
 * Builds `report.json` from the plan and the run records. Pure: the same plan and records always give
 * the same report. Every figure comes from `src/stats`; this module only decides which runs count
 * where. The plan, not the records, is the denominator: a planned run without a judged record is
 * missing, so a system that starts failing cannot report a rising score (SPEC §3).
 */







const REPLAY_NOTE = 'Replay measures the harness (runner, tools, compaction, permissions) against recorded model ' +
    'responses, not the model: no intervals are computed and low power does not apply.';
const SCRIPTED_NOTE = 'Scripted mode measures the harness with fixed tool calls, not a model: intervals describe ' +
    'repetitions of a script.';
/** Said in the report and the comment: what was found is gone from every output, not hidden. */
function secretsRedactedNote(count) {
    const secrets = count === 1 ? 'secret was' : 'secrets were';
    return (`${count} ${secrets} found in what the agent or the model produced and redacted in place ` +
        '(redacted:RULE markers) in runs.jsonl and every report; each is a secret_redacted incident of its run.');
}
function buildReport(input) {
    const { conditions } = input;
    const plannedByTask = groupPlannedRuns(input.plannedRuns, input.tasks);
    const { latest, ignored } = selectLatestRecords(input.records, plannedByTask);
    const tasks = input.tasks.flatMap((task) => {
        const repetitions = plannedByTask.get(task.id);
        if (repetitions === undefined)
            return [];
        const records = repetitions.flatMap((repetition) => {
            const record = latest.get(runKey(task.id, repetition));
            return record === undefined ? [] : [record];
        });
        return [reportTask(task, repetitions.length, records, conditions)];
    });
    const plannedRecords = [...latest.values()];
    const measured = (0,stats_measured/* summarizeMeasured */.og)(plannedRecords.map(toMeasuredRun));
    const summary = summarizeTasks(tasks, plannedRecords, conditions);
    const estimated = (0,stats_estimated/* estimateCost */.a3)(measured, input.rates);
    const report = {
        format: report_schema/* REPORT_FORMAT */.t3,
        runId: input.runId,
        state: decideState(summary.counts, input.state),
        conditions,
        tasks,
        summary,
        measured,
        notes: writeNotes(conditions, ignored, input.rates, measured.tokens !== undefined, summary.secretsRedacted ?? 0),
    };
    if (estimated !== undefined)
        report.estimated = estimated;
    return report;
}
/** COMPLETE only when every planned run was judged; errored and unrun runs make it PARTIAL. */
function decideState(counts, requested) {
    if (requested === 'CANCELLED')
        return 'CANCELLED';
    if (counts.observed === 0)
        return 'RUN_ERROR';
    return counts.observed === counts.total ? 'COMPLETE' : 'PARTIAL';
}
function reportTask(task, planned, records, conditions) {
    const counts = (0,stats_counts/* countRuns */.oo)(records.map((record) => record.status), planned);
    const report = {
        taskId: task.id,
        ...(task.title === undefined ? {} : { title: task.title }),
        counts,
        ...rateFigures(counts, conditions),
        passAtK: passAtK(counts.pass, counts.observed, conditions.k),
        passHatK: passHatK(counts.pass, counts.observed, conditions.k),
        flaky: isFlaky(counts.pass, counts.observed, conditions.k),
        errors: tallyErrors(records),
        incidents: tallyIncidents(records),
        measured: (0,stats_measured/* summarizeMeasured */.og)(records.map(toMeasuredRun)),
    };
    if (conditions.mode === 'replay') {
        report.replay = describeReplay(records);
        report.runs = records.map(describeReplayRun);
    }
    return report;
}
/** Replay is not a sample of a model, so it gets a rate but no interval and no power warning. */
function rateFigures(counts, conditions) {
    const isReplay = conditions.mode === 'replay';
    return {
        successRate: (0,stats_counts/* successRate */.sE)(counts),
        interval: isReplay ? null : (0,stats_counts/* observedInterval */.iI)(counts),
        boundedInterval: isReplay ? null : (0,stats_counts/* boundedInterval */.J3)(counts),
        lowPower: isReplay ? false : (0,stats_counts/* isLowPower */.kQ)(counts),
    };
}
function summarizeTasks(tasks, records, conditions) {
    const counts = (0,stats_counts/* sumRunCounts */.jL)(tasks.map((task) => task.counts));
    const incidents = tallyIncidents(records);
    const secretsRedacted = incidents[secret_redact/* SECRET_REDACTED_INCIDENT */.xQ] ?? 0;
    let upstream = 0;
    let run = 0;
    for (const record of records) {
        upstream += record.measured.retries;
        run += record.attempts - 1;
    }
    const upstreamModels = (0,record_schema/* sumUpstreamModels */.FR)(records.map((record) => record.measured.upstreamModels));
    return {
        tasks: tasks.length,
        counts,
        ...rateFigures(counts, conditions),
        tasksPassedAll: tasks.filter((task) => task.counts.total > 0 && task.counts.pass === task.counts.total).length,
        flakyTasks: tasks.filter((task) => task.flaky).length,
        errors: tallyErrors(records),
        incidents,
        ...(secretsRedacted > 0 ? { secretsRedacted } : {}),
        retries: { upstream, run },
        ...(upstreamModels === undefined ? {} : { upstreamModels }),
    };
}
/**
 * Task id → its planned repetitions, ascending. The plan is a set: a run listed twice (a resume that
 * lists the earlier runs beside the ones it still has to make) is one planned run. A run of a task
 * that is not in `tasks` is a bug upstream and throws.
 */
function groupPlannedRuns(plannedRuns, tasks) {
    const known = new Set(tasks.map((task) => task.id));
    const byTask = new Map();
    for (const { taskId, repetition } of plannedRuns) {
        if (!known.has(taskId)) {
            throw new RangeError(`planned run of task "${taskId}", which is not among the tasks`);
        }
        const repetitions = byTask.get(taskId) ?? new Set();
        repetitions.add(repetition);
        byTask.set(taskId, repetitions);
    }
    return new Map([...byTask].map(([taskId, repetitions]) => [taskId, [...repetitions].sort((a, b) => a - b)]));
}
/** The last record of each planned run; records outside the plan (another shard) are counted apart. */
function selectLatestRecords(records, plannedByTask) {
    const latest = new Map();
    let ignored = 0;
    for (const record of records) {
        if (plannedByTask.get(record.taskId)?.includes(record.repetition) !== true) {
            ignored += 1;
            continue;
        }
        const key = runKey(record.taskId, record.repetition);
        // Delete first so that iteration order follows the winning record, not the first one seen.
        latest.delete(key);
        latest.set(key, record);
    }
    return { latest, ignored };
}
function runKey(taskId, repetition) {
    return JSON.stringify([taskId, repetition]);
}
function toMeasuredRun(record) {
    const run = { status: record.status, wallMs: record.measured.wallMs };
    if (record.measured.usage !== undefined)
        run.usage = record.measured.usage;
    return run;
}
function tallyErrors(records) {
    return tallyKinds(records.flatMap((record) => record.status === 'error' ? [record.error?.kind ?? 'unknown'] : []));
}
function tallyIncidents(records) {
    return tallyKinds(records.flatMap((record) => record.incidents.map((incident) => incident.kind)));
}
/** Sorted keys, so that the same runs always serialize to the same bytes. */
function tallyKinds(kinds) {
    const tally = new Map();
    for (const kind of kinds)
        tally.set(kind, (tally.get(kind) ?? 0) + 1);
    return Object.fromEntries([...tally].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
function describeReplay(records) {
    let diverged = 0;
    const divergences = [];
    for (const record of records) {
        const stop = record.error?.stop;
        const isDivergence = record.status === 'error' &&
            (record.error?.kind === 'replay_divergence' || stop?.kind === 'replay_divergence');
        if (!isDivergence)
            continue;
        diverged += 1;
        if (stop?.kind === 'replay_divergence') {
            const { call, field, message } = stop;
            divergences.push({ repetition: record.repetition, call, field, message });
        }
    }
    return { diverged, divergences };
}
/** What compare pairs by repetition in replay: status, each verifier's outcome, the tool sequence. */
function describeReplayRun(record) {
    return {
        repetition: record.repetition,
        status: record.status,
        verifiers: Object.fromEntries(record.verifiers.map((verifier) => [verifier.id, verifier.outcome])),
        tools: record.toolCalls.map((call) => call.name),
    };
}
function writeNotes(conditions, ignoredRecords, rates, tokensMeasured, secretsRedacted) {
    const notes = [];
    if (secretsRedacted > 0)
        notes.push(secretsRedactedNote(secretsRedacted));
    if (conditions.mode === 'replay')
        notes.push(REPLAY_NOTE);
    if (conditions.mode === 'scripted')
        notes.push(SCRIPTED_NOTE);
    if (ignoredRecords > 0) {
        const records = ignoredRecords === 1 ? 'record was' : 'records were';
        notes.push(`${ignoredRecords} run ${records} ignored: outside this plan (another shard, task or repetition).`);
    }
    const rateCount = [rates?.inputRate, rates?.outputRate].filter((rate) => rate !== undefined);
    if (rateCount.length === 1) {
        notes.push('No cost estimated: both the input and the output rate are needed.');
    }
    else if (rateCount.length === 2 && !tokensMeasured) {
        notes.push('No cost estimated: token usage was not measured on every judged run.');
    }
    return notes;
}
//# sourceMappingURL=build-report.js.map

/***/ }),

/***/ 7834:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O3: () => (/* binding */ findAgentSourceDirs),
/* harmony export */   iR: () => (/* binding */ USER_HOME_TOKEN)
/* harmony export */ });
/* unused harmony exports AGENT_CONFIG_TOKEN, REPOSITORY_TOKEN, AGENT_INSTALL_TOKEN */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
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
function realpathOr(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(file);
    }
    catch {
        return file;
    }
}
/** The nearest directory at or above `start` that holds `marker`, below the file system's root. */
function findUp(start, marker) {
    for (let dir = start;; dir = node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(dir)) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, marker)))
            return dir;
        if (node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(dir) === dir)
            return undefined;
    }
}
/** The executable a command names: a path as given, else the first match on PATH. */
function resolveExecutable(command, pathVariable) {
    if (command.includes('/'))
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(command) ? command : undefined;
    for (const dir of (pathVariable ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter)) {
        if (dir === '')
            continue;
        const candidate = node_path__WEBPACK_IMPORTED_MODULE_2__.join(dir, command);
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            return candidate;
    }
    return undefined;
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
        for (const dir of new Set([node_path__WEBPACK_IMPORTED_MODULE_2__.resolve(entry.dir), realpathOr(entry.dir)])) {
            if (!isSpecific(dir) || seen.has(dir))
                continue;
            seen.add(dir);
            result.push({ dir, token: entry.token });
        }
    }
    return result;
}
function findAgentSourceDirs(input) {
    const found = [];
    const executable = input.command[0] === undefined
        ? undefined
        : resolveExecutable(input.command[0], input.pathVariable);
    // Interpreted commands (`node x.js`, `sh ./wrapper.sh`) name their program in the next argument.
    const programs = [executable, ...input.command.slice(1).filter((arg) => node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute(arg))];
    for (const program of programs) {
        if (program === undefined || !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(program))
            continue;
        const real = realpathOr(program);
        const prefix = installPrefixOf(real);
        if (prefix !== undefined)
            found.push({ dir: prefix, token: AGENT_INSTALL_TOKEN });
        const packageDir = findUp(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(real), 'package.json');
        if (packageDir !== undefined && prefix !== undefined) {
            found.push({ dir: packageDir, token: AGENT_INSTALL_TOKEN });
        }
    }
    for (const dir of (input.pathVariable ?? '').split(node_path__WEBPACK_IMPORTED_MODULE_2__.delimiter)) {
        const binDir = node_path__WEBPACK_IMPORTED_MODULE_2__.normalize(dir);
        if (node_path__WEBPACK_IMPORTED_MODULE_2__.basename(binDir) !== '.bin' || node_path__WEBPACK_IMPORTED_MODULE_2__.basename(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(binDir)) !== 'node_modules')
            continue;
        found.push({ dir: node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(binDir)), token: AGENT_INSTALL_TOKEN });
    }
    if (input.configDir !== undefined) {
        found.push({ dir: input.configDir, token: AGENT_CONFIG_TOKEN });
        const repository = findUp(input.configDir, '.git');
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

/***/ 5418:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lZ: () => (/* binding */ openNone),
  Ep: () => (/* binding */ openSandbox)
});

// UNUSED EXPORTS: findProgram, probeBwrap, probeDocker

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
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
;// CONCATENATED MODULE: ./lib/sandbox/host-mounts.js
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
function realpathOr(file) {
    try {
        return (0,external_node_fs_.realpathSync)(file);
    }
    catch {
        return undefined;
    }
}
/** Whether `file` is `dir` or lies below it (paths already resolved). */
const isBelowOrAt = (file, dir) => file === dir || file.startsWith(dir === '/' ? '/' : `${dir}/`);
/** The package a program belongs to: the nearest directory above it with a package.json, else its directory. */
function packageDirOf(program) {
    let dir = external_node_path_.dirname(program);
    for (let depth = 0; depth < 6; depth += 1) {
        if ((0,external_node_fs_.existsSync)(external_node_path_.join(dir, 'package.json')))
            return dir;
        const parent = external_node_path_.dirname(dir);
        if (parent === dir)
            break;
        dir = parent;
    }
    return external_node_path_.dirname(program);
}
/**
 * The directories that PATH's programs live in: each PATH directory, a `node_modules/.bin` as its
 * `node_modules`, a `…/bin` of a prefix with a `lib/node_modules` as the prefix, and for each link
 * in it the package its target belongs to.
 */
function pathProgramDirs(pathVariable) {
    const dirs = [];
    for (const entry of (pathVariable ?? '').split(external_node_path_.delimiter)) {
        if (entry === '' || !external_node_path_.isAbsolute(entry))
            continue;
        const real = realpathOr(entry);
        if (real === undefined)
            continue;
        if (external_node_path_.basename(real) === '.bin' && external_node_path_.basename(external_node_path_.dirname(real)) === 'node_modules') {
            dirs.push(external_node_path_.dirname(real));
            continue;
        }
        const prefix = external_node_path_.dirname(real);
        if (external_node_path_.basename(real) === 'bin' && (0,external_node_fs_.existsSync)(external_node_path_.join(prefix, 'lib', 'node_modules'))) {
            dirs.push(prefix);
            continue;
        }
        dirs.push(real);
        // The distribution's own program directories link only within the system's directories.
        if (DISTRIBUTION_BIN_DIRS.has(real))
            continue;
        let names;
        try {
            names = (0,external_node_fs_.readdirSync)(real, { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const name of names) {
            if (!name.isSymbolicLink())
                continue;
            const target = realpathOr(external_node_path_.join(real, name.name));
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
 * install); no directory that is or holds one of `refused` (the user's HOME, which a PATH entry
 * such as `~` or a link's package may name) is bound.
 */
function hostEntries(extraDirs, pathVariable, refused = []) {
    const entries = [];
    const systemDirs = [];
    for (const entry of SYSTEM_ENTRIES) {
        let stat;
        try {
            stat = (0,external_node_fs_.lstatSync)(entry);
        }
        catch {
            continue;
        }
        if (stat.isSymbolicLink()) {
            entries.push({ kind: 'link', path: entry, target: (0,external_node_fs_.readlinkSync)(entry) });
        }
        else if (stat.isDirectory()) {
            entries.push({ kind: 'dir', path: entry });
            systemDirs.push(entry);
        }
    }
    for (const masked of MASKED_ETC) {
        let stat;
        try {
            stat = (0,external_node_fs_.lstatSync)(masked);
        }
        catch {
            continue;
        }
        entries.push({ kind: stat.isDirectory() ? 'mask-dir' : 'mask-file', path: masked });
    }
    const dirs = outermostDirs([...extraDirs, ...pathProgramDirs(pathVariable)], systemDirs, refused);
    for (const dir of dirs)
        entries.push({ kind: 'dir', path: dir });
    return entries;
}
/** Directories a socket walk does not enter: packages and git's objects hold no host sockets. */
const UNWALKED = new Set(['node_modules', '.git']);
/** How many entries a socket walk looks at in all, so that a huge tree cannot stall a start. */
const SOCKET_WALK_LIMIT = 50_000;
/**
 * Masks for the Unix sockets below the directories `entries` bind besides the system's (not in
 * `node_modules` or `.git`): a read-only bind does not stop connect(), so a host program's socket
 * in a directory the box may read (a checkout, the suite's folder) would be reachable across the
 * network namespace. Mounted after the binds they mask.
 */
async function socketMasks(entries, limit = SOCKET_WALK_LIMIT) {
    const dirs = entries
        .filter((entry) => entry.kind === 'dir' && !SYSTEM_ENTRIES.includes(entry.path))
        .map((entry) => entry.path);
    return (await socketsBelow(dirs, limit)).map((socket) => ({ kind: 'mask-file', path: socket }));
}
/**
 * The Unix sockets below `dirs` (not in `node_modules` or `.git`), a level at a time with its
 * directories read side by side. The walk enters no further level after `limit` entries: a tree
 * bigger than that may hide one, which docs/sandbox.md says.
 */
async function socketsBelow(dirs, limit = SOCKET_WALK_LIMIT) {
    const sockets = [];
    let level = [...dirs];
    let seen = 0;
    while (level.length > 0 && seen < limit) {
        const listed = await Promise.all(level.map((dir) => (0,promises_.readdir)(dir, { withFileTypes: true }).catch(() => [])));
        const next = [];
        listed.forEach((names, index) => {
            for (const entry of names) {
                seen += 1;
                const file = external_node_path_.join(level[index], entry.name);
                if (entry.isSocket())
                    sockets.push(file);
                else if (entry.isDirectory() && !UNWALKED.has(entry.name))
                    next.push(file);
            }
        });
        level = next;
    }
    return sockets.sort();
}
//# sourceMappingURL=host-mounts.js.map
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
 * /proc/net/tcp), then runs the rest of its arguments. `$1` is the port, `$2` the file the box's
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
    'i=0',
    'until grep -q ":$hex 00000000:0000 0A" /proc/net/tcp 2>/dev/null; do',
    `  i=$((i+1)); [ "$i" -gt 2000 ] && { echo "${BRIDGE_FAILED_MESSAGE}" >&2; exit ${BRIDGE_FAILED_EXIT}; }`,
    '  sleep 0.002',
    'done',
    'unset VERDICT_BRIDGE_NODE VERDICT_BRIDGE_SCRIPT VERDICT_BRIDGE_SOCKET',
    'command -v "$1" >/dev/null 2>&1 || exec "$@"',
    '"$@"',
    'status=$?',
    'cat /proc/net/snmp /proc/net/snmp6 >>"$counters" 2>/dev/null',
    'exit $status',
].join('\n');
/**
 * `argv` behind the bridge: the command line and the variables the script reads. `countersFile`
 * is where the box's network counters go when the command ends (a file of the run's directory).
 */
function bridged(argv, port, countersFile) {
    return {
        argv: ['/bin/sh', '-c', BRIDGE_SCRIPT, 'verdict-bridge', String(port), countersFile, ...argv],
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
/** Whether this host has socat (the fast forwarder); reported by the probe, never required. */
function hasSocat(pathVariable) {
    return (pathVariable ?? '/usr/bin:/bin')
        .split(':')
        .some((dir) => dir !== '' && existsSync(`${dir}/socat`));
}
//# sourceMappingURL=bridge.js.map
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
const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;
/** The incidents the counters show, one per kind of attempt seen, with its count. */
function networkBlockedIncidents(counters) {
    const count = (...names) => names.reduce((sum, name) => sum + (counters.get(name) ?? 0), 0);
    const refused = count('Tcp.AttemptFails');
    const offBox = count('Ip.OutNoRoutes', 'Ip6OutNoRoutes');
    const noListener = count('Udp.NoPorts', 'Udp6NoPorts');
    const details = [
        refused > 0
            ? `${plural(refused, 'TCP connection', 'TCP connections')} refused in the sandbox: a loopback port other than the proxy's`
            : '',
        offBox > 0
            ? `${plural(offBox, 'packet', 'packets')} to addresses outside the sandbox dropped (no route; DNS lookups included)`
            : '',
        noListener > 0
            ? `${plural(noListener, 'UDP datagram', 'UDP datagrams')} to a loopback port nobody listens on in the sandbox (a local DNS resolver?)`
            : '',
    ];
    return details
        .filter((detail) => detail !== '')
        .map((detail) => ({ kind: NETWORK_BLOCKED_INCIDENT, detail }));
}
/** The incidents of a run's counters file; none when there is none (no bridge, no sandbox). */
async function readNetworkBlocked(file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch {
        return [];
    }
    // The agent could have written it: a bounded read of what the kernel would have written.
    return networkBlockedIncidents(parseNetworkCounters(text.slice(0, 65_536)));
}
//# sourceMappingURL=network-attempts.js.map
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
 *   so the sockets found in the directories the box may read (the suite, the agent's checkout) are
 *   masked, once per invocation (`socketsBelow`: not in `node_modules` or `.git`, and a bounded
 *   walk); attempts the box's network counters show are recorded (`network_blocked`);
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
    args.push(...hostMountArgs(options.hostEntries));
    for (const dir of run.readOnly)
        args.push('--ro-bind', dir, dir);
    // Where runs' directories are: hidden when a read-only directory shows it (so no other run is
    // visible), then this run's own, writable.
    const runsParent = external_node_path_.dirname(run.root);
    const boundAbove = [...options.hostEntries.map((entry) => entry.path), ...run.readOnly].some((dir) => isBelowOrAt(runsParent, dir));
    if (boundAbove && runsParent !== '/tmp')
        args.push('--tmpfs', runsParent);
    args.push('--bind', run.root, run.root);
    args.push('--dev', '/dev', '--proc', '/proc', '--tmpfs', '/run', '--dir', '/var/tmp');
    if (options.bridge !== undefined) {
        args.push('--ro-bind', options.bridge.socket, BOX_PROXY_SOCKET);
    }
    args.push('--chdir', cwd, '--');
    const limited = [...prlimitArgs(run.limits), ...argv];
    if (withBridge && options.bridge !== undefined) {
        args.push(...bridged(limited, options.bridge.port, networkCountersFile(run.root)).argv);
    }
    else {
        args.push(...limited);
    }
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
                env: withBridge && options.bridge !== undefined ? { ...env, ...bridgeEnvironment() } : env,
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


function dockerLimitArgs(limits) {
    return [
        `--memory=${limits.memoryMb}m`,
        `--pids-limit=${limits.processes}`,
        `--ulimit=cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 5}`,
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
        '--workdir',
        cwd,
    ];
    if (options.bridge !== undefined) {
        args.push('--volume', `${options.bridge.socket}:${BOX_PROXY_SOCKET}`);
    }
    const bridge = withBridge && options.bridge !== undefined
        ? bridged(argv, options.bridge.port, networkCountersFile(run.root))
        : undefined;
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
            const extra = withBridge && options.bridge !== undefined ? bridgeEnvironment() : {};
            // The bridge's Node fallback is the image's own `node`, not the host's.
            const allEnv = { ...env, ...extra, ...(withBridge ? { VERDICT_BRIDGE_NODE: 'node' } : {}) };
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
// EXTERNAL MODULE: ./lib/process/run-command.js
var run_command = __webpack_require__(1228);
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
        void (0,run_command/* findDescendants */.Cj)(pid).then((descendants) => {
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













const PROBE_TIMEOUT_MS = 15_000;
/** The first `name` on PATH, or undefined. */
function findProgram(name, pathVariable) {
    for (const dir of (pathVariable ?? '/usr/local/bin:/usr/bin:/bin').split(external_node_path_.delimiter)) {
        if (dir === '' || !external_node_path_.isAbsolute(dir))
            continue;
        const file = external_node_path_.join(dir, name);
        if ((0,external_node_fs_.existsSync)(file))
            return file;
    }
    return undefined;
}
function run(file, args) {
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)(file, args, { timeout: PROBE_TIMEOUT_MS }, (error, stdout, stderr) => {
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
    const probe = await run(bwrap, [
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
    ]);
    if (probe.ok)
        return undefined;
    return `bwrap cannot start a sandbox here: ${probe.output.split('\n')[0] ?? 'it failed'}`;
}
/** The docker (or podman) program whose engine answers, or why there is none. */
async function probeDocker(pathVariable) {
    const problems = [];
    for (const name of ['docker', 'podman']) {
        const program = findProgram(name, pathVariable);
        if (program === undefined)
            continue;
        const info = await run(program, ['info', '--format', '{{.ServerVersion}}']);
        if (info.ok)
            return { program };
        problems.push(`${name}: ${info.output.split('\n').slice(-1)[0] ?? 'no engine'}`);
    }
    return {
        problem: problems.length === 0 ? 'neither docker nor podman is installed' : problems.join('; '),
    };
}
function open_sandbox_realpathOr(dir) {
    try {
        return (0,external_node_fs_.realpathSync)(dir);
    }
    catch {
        return external_node_path_.resolve(dir);
    }
}
/**
 * Where the proxy's socket goes: a private directory of the invocation (0700), outside every
 * box, removed when the process exits.
 */
async function bridgeDirectory() {
    const dir = await (0,promises_.mkdtemp)(external_node_path_.join(external_node_os_.tmpdir(), 'verdict-bridge-'));
    process.once('exit', () => (0,external_node_fs_.rmSync)(dir, { recursive: true, force: true }));
    return dir;
}
/** `dirs` resolved, without any that is or holds the user's HOME. */
function readableDirs(request) {
    const home = request.userHome === undefined ? undefined : open_sandbox_realpathOr(request.userHome);
    return request.readOnly
        .map(open_sandbox_realpathOr)
        .filter((dir) => home === undefined || !(home === dir || home.startsWith(`${dir}/`)));
}
function openBoxed(backend, containmentFor, bridgeDir, image) {
    const socket = external_node_path_.join(bridgeDir, 'proxy.sock');
    return {
        backend,
        bridgeSocket: socket,
        conditions: (limits) => ({ backend, limits, ...(image === undefined ? {} : { image }) }),
        forRun: (spec, port) => createRunBox(backend, containmentFor(socket, spec, port), spec.limits, networkCountersFile(spec.root)),
        dispose: () => (0,promises_.rm)(bridgeDir, { recursive: true, force: true }),
    };
}
function openNone() {
    return {
        backend: 'none',
        bridgeSocket: undefined,
        conditions: (limits) => ({ backend: 'none', limits }),
        forRun: (spec) => createRunBox('none', noContainment, spec.limits),
        dispose: () => Promise.resolve(),
    };
}
/** What of the host a bwrap box binds: read once per invocation (a walk of PATH and the readable dirs). */
function bwrapHostEntries(request) {
    // The Node that runs Verdict: the bridge's forwarder when the box has no socat.
    const nodePrefix = external_node_path_.dirname(external_node_path_.dirname(open_sandbox_realpathOr(process.execPath)));
    return hostEntries([...readableDirs(request), nodePrefix], request.pathVariable, request.userHome === undefined ? [] : [request.userHome]);
}
/**
 * bwrap's probe, with the host entries read while the probe's box starts (the walk is the
 * process's own work, the probe mostly waiting on a child): the entries, or why bwrap cannot box.
 */
async function probeBwrapWithEntries(request) {
    const probing = probeBwrap(request.pathVariable);
    const entries = bwrapHostEntries(request);
    const [problem, masks] = await Promise.all([probing, socketMasks(entries)]);
    return problem === undefined ? { entries: [...entries, ...masks] } : { problem };
}
async function openBwrap(request, entries) {
    const program = findProgram('bwrap', request.pathVariable);
    const dir = await bridgeDirectory();
    return openBoxed('bwrap', (socket, spec, port) => bwrapContainment({
        program,
        hostEntries: entries,
        run: { ...spec, readOnly: [] },
        bridge: { socket, port },
    }), dir, undefined);
}
async function openDocker(program, image, request) {
    const inspect = await run(program, ['image', 'inspect', '--format', '{{.Id}}', image]);
    if (!inspect.ok) {
        throw new errors/* UsageError */.eb(`--sandbox docker: the image ${JSON.stringify(image)} does not exist here (${external_node_path_.basename(program)} image inspect: ${inspect.output.split('\n')[0] ?? ''}); pull or build it first`);
    }
    const dir = await bridgeDirectory();
    const readOnly = readableDirs(request);
    return openBoxed('docker', (socket, spec, port) => dockerContainment({ program, image, run: { ...spec, readOnly }, bridge: { socket, port } }, () => `verdict-${(0,external_node_crypto_.randomUUID)()}`), dir, image);
}
/** Opens the sandbox `request` asks for; see the module comment. */
async function openSandbox(request) {
    const { choice } = request;
    if (choice === 'none')
        return { sandbox: openNone() };
    if (choice === 'bwrap') {
        const probed = await probeBwrapWithEntries(request);
        if ('problem' in probed)
            throw new errors/* UsageError */.eb(`--sandbox bwrap: ${probed.problem}`);
        return { sandbox: await openBwrap(request, probed.entries) };
    }
    if (choice === 'docker') {
        if (request.image === undefined) {
            throw new errors/* UsageError */.eb('--sandbox docker needs an image: name it in the agent entry of verdict.config.json ("image": "…")');
        }
        const docker = await probeDocker(request.pathVariable);
        if ('problem' in docker)
            throw new errors/* UsageError */.eb(`--sandbox docker: ${docker.problem}`);
        return { sandbox: await openDocker(docker.program, request.image, request) };
    }
    const probed = await probeBwrapWithEntries(request);
    if ('entries' in probed)
        return { sandbox: await openBwrap(request, probed.entries) };
    const bwrapProblem = probed.problem;
    if (request.image !== undefined) {
        const docker = await probeDocker(request.pathVariable);
        if ('program' in docker) {
            return {
                sandbox: await openDocker(docker.program, request.image, request),
                warning: `sandbox: ${bwrapProblem}; using docker (${request.image})`,
            };
        }
    }
    return {
        sandbox: openNone(),
        warning: `not sandboxed: ${bwrapProblem}. Agents and verifiers run as this user, with its files and network (see docs/sandbox.md; --sandbox none says you mean it)`,
    };
}
//# sourceMappingURL=open-sandbox.js.map

/***/ }),

/***/ 3752:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mulberry32)
/* harmony export */ });
/**
 * mulberry32: a small, well-known seeded generator of numbers in [0, 1). The same seed gives the
 * same sequence on every machine, so a plan's order and a Monte Carlo p-value can be repeated.
 */
function mulberry32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
}
//# sourceMappingURL=mulberry32.js.map

/***/ }),

/***/ 6907:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ findSuiteLocations),
/* harmony export */   n: () => (/* binding */ BUNDLED_SUITES_DIR)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _load_suite_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1083);
/**
 * Finds suites on disk: bundled ones in a source checkout's `fixtures/eval/`, and those under a
 * directory the user names. A directory is a suite when it holds `suite.json`; a `.json` file holding
 * an array is a case file.
 */



/** Where a source checkout keeps its bundled suites (SPEC §9). */
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
//# sourceMappingURL=discover-suites.js.map

/***/ })

};
