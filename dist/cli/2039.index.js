export const id = 2039;
export const ids = [2039];
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

/***/ 8780:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ parseWithSchema)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _describe_issue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4775);
/* harmony import */ var _nesting_depth_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8416);



function parseWithSchema(schema, data, file, what) {
    if ((0,_nesting_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .nestsDeeperThan */ .ix)(data)) {
        const problem = { file, field: '(file)', message: _nesting_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .TOO_DEEP_MESSAGE */ .AB };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${file}: not a valid ${what}: ${_nesting_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .TOO_DEEP_MESSAGE */ .AB}`, [problem]);
    }
    const parsed = schema.safeParse(data, { reportInput: true });
    if (parsed.success)
        return parsed.data;
    const problems = parsed.error.issues.map((issue) => ({
        file,
        field: issue.path.length === 0 ? '(file)' : (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFieldPath */ .vZ)(issue.path, (p) => (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .valueAt */ .fK)(data, p)),
        message: (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssue */ .n6)(issue),
    }));
    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .problemsError */ .$j)(`${file}: not a valid ${what}`, problems);
}
//# sourceMappingURL=parse-with-schema.js.map

/***/ }),

/***/ 5176:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ writeFileAtomically)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/**
 * Replacing a file so that a reader sees the old content or the new, never half of either: the
 * reports, the conditions file and every other output Verdict rewrites go through here.
 */



/**
 * Temp file in the same directory (rename is atomic only within a file system), fsync, rename.
 * `durable: false` skips the fsync: a rename without it is still atomic for every reader and
 * survives a killed process; the flush guards only against the machine itself stopping, and costs
 * a millisecond or two. Files rebuilt from others (the reports, from runs.jsonl and
 * conditions.json by `verdict report`) skip it.
 */
async function writeFileAtomically(file, content, options = {}) {
    const temp = node_path__WEBPACK_IMPORTED_MODULE_2__.join(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2__.basename(file)}.${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temp, 'w');
        try {
            await handle.writeFile(content);
            if (options.durable !== false)
                await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
        throw error;
    }
}
//# sourceMappingURL=atomic-write.js.map

/***/ }),

/***/ 5198:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FS: () => (/* binding */ compactionCondition),
/* harmony export */   Ox: () => (/* binding */ CompactionSettingsSchema),
/* harmony export */   XD: () => (/* binding */ describeCompaction)
/* harmony export */ });
/* unused harmony export compactionSettingsOf */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _agent_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2971);
/* harmony import */ var _json_is_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9588);
/**
 * The compaction settings of a report's conditions (SPEC §5): compaction changes how many tokens a
 * run spends, so token and cost deltas between reports with different settings are not comparable.
 * They are read from the measured configuration — the built-in agent's with its defaults filled in,
 * a command agent's only as far as its configuration names the same keys.
 */



const CompactionSettingsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** `limits.maxContextChars`: the conversation size compaction keeps it under. */
    maxContextChars: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    /** `compaction.threshold`: compaction runs past `threshold × maxContextChars`. */
    threshold: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    /** `compaction.keepRecentMessages`. */
    keepRecentMessages: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
});
/**
 * The settings shared by every agent of a run; undefined when no agent names any, or when the
 * agents of one suite disagree (then no single setting describes the run).
 */
function compactionSettingsOf(agents) {
    const all = agents.map(settingsOfAgent);
    const first = all[0];
    if (first === undefined)
        return undefined;
    const same = all.every((settings) => JSON.stringify(settings) === JSON.stringify(first));
    return same ? first : undefined;
}
function settingsOfAgent(agent) {
    if (agent.name === 'builtin') {
        const parsed = (0,_agent_config_js__WEBPACK_IMPORTED_MODULE_0__/* .safeParseAgentConfig */ .WT)(agent.config ?? {});
        if (parsed.success) {
            const { limits, compaction } = parsed.data;
            return {
                maxContextChars: limits.maxContextChars,
                threshold: compaction.threshold,
                keepRecentMessages: compaction.keepRecentMessages,
            };
        }
    }
    const config = (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(agent.config) ? agent.config : {};
    const limits = (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(config.limits) ? config.limits : {};
    const compaction = (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(config.compaction) ? config.compaction : {};
    const settings = {};
    if (typeof limits.maxContextChars === 'number')
        settings.maxContextChars = limits.maxContextChars;
    if (typeof compaction.threshold === 'number')
        settings.threshold = compaction.threshold;
    if (typeof compaction.keepRecentMessages === 'number') {
        settings.keepRecentMessages = compaction.keepRecentMessages;
    }
    return Object.keys(settings).length === 0 ? undefined : settings;
}
/** `maxContextChars 120000, threshold 0.8, keepRecentMessages 6`, or `not recorded`. */
function describeCompaction(settings) {
    if (settings === undefined)
        return 'not recorded';
    const parts = ['maxContextChars', 'threshold', 'keepRecentMessages'].flatMap((key) => settings[key] === undefined ? [] : [`${key} ${settings[key]}`]);
    return parts.length === 0 ? 'not recorded' : parts.join(', ');
}
/** `{ compaction }` for a report's conditions, or nothing when the settings are not known. */
function compactionCondition(agents) {
    const compaction = compactionSettingsOf(agents);
    return compaction === undefined ? {} : { compaction };
}
//# sourceMappingURL=compaction-settings.js.map

/***/ }),

/***/ 8104:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ readConditionsFile),
/* harmony export */   Gh: () => (/* binding */ ReportConditionsSchema),
/* harmony export */   ce: () => (/* binding */ CONDITIONS_FILE),
/* harmony export */   dj: () => (/* binding */ writeStartedConditions)
/* harmony export */ });
/* unused harmony export ConditionsFileSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6921);
/* harmony import */ var _compaction_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5198);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _json_parse_with_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8780);
/* harmony import */ var _atomic_write_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5176);
/* harmony import */ var _record_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7152);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8132);
/**
 * `conditions.json` of a run directory: the measurement conditions it was started with and its run
 * id, written before the first run so that a directory whose process was killed can still be checked,
 * resumed, rebuilt and merged. The same conditions head the report (`report.json`).
 */









const CONDITIONS_FILE = 'conditions.json';
/** The guiding principle: a number without these is an anecdote. */
const ReportConditionsSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    suiteId: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    suiteVersion: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    harnessVersion: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    /** Hash of the effective (measured) configuration. */
    configHash: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    provider: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    model: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    mode: _record_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .ModeSchema */ .np,
    /** Repetitions per task; with `--k auto`, max-k (the most any task may run). */
    k: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int().min(1),
    /** `--k auto` (SPEC §5 "Adaptive k"): tasks ran in rounds, each stopping when decided. */
    adaptive: zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({ minK: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int().min(1), maxK: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int().min(1) })
        .optional(),
    /** Orders runs only; the provider never receives it. */
    seed: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int(),
    concurrency: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int().min(1).optional(),
    /** `i/n` when this report covers one shard of the plan. */
    shard: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()
        .regex(/^\d+\/\d+$/, 'must be i/n, e.g. 2/4')
        .optional(),
    /** The task selection (`--tasks`), when not the whole suite. */
    tasks: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()).optional(),
    /**
     * The measured configuration's compaction settings, when known: token and cost deltas between
     * reports whose settings differ are not comparable (SPEC §5).
     */
    compaction: _compaction_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .CompactionSettingsSchema */ .Ox.optional(),
    /** The sandbox and its limits (SPEC §1); absent in reports made before there was one. */
    sandbox: _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_7__/* .SandboxConditionsSchema */ .nj.optional(),
});
const ConditionsFileSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    runId: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    conditions: ReportConditionsSchema,
});
async function writeStartedConditions(dir, runId, conditions) {
    await (0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomically */ .l)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, CONDITIONS_FILE), `${JSON.stringify({ runId, conditions }, null, 2)}\n`);
}
/**
 * Reads `dir`'s conditions file: a missing or unreadable one is a usage error (not a run
 * directory), an invalid one a config error naming the file and field.
 */
async function readConditionsFile(dir) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, CONDITIONS_FILE);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${dir}: not a Verdict run directory (no readable ${CONDITIONS_FILE})`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${file}: not valid JSON`, [
            { file, field: '(file)', message: 'not valid JSON' },
        ]);
    }
    return (0,_json_parse_with_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .parseWithSchema */ .f)(ConditionsFileSchema, data, file, 'conditions file');
}
//# sourceMappingURL=conditions-file.js.map

/***/ }),

/***/ 4139:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseJsonLines)
/* harmony export */ });
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8416);
/* harmony import */ var _provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9066);


function parseJsonLines(text, file, schemaOf, options = {}) {
    const all = text.split('\n');
    const lines = [];
    const problems = [];
    all.forEach((line, index) => {
        if (line.trim() === '')
            return;
        const subject = `line ${index + 1}`;
        let data;
        try {
            data = JSON.parse(line);
        }
        catch {
            const message = options.tornLastLine === true && index === all.length - 1
                ? 'torn last line (the process was probably stopped mid-write); skipped'
                : 'not valid JSON; skipped';
            problems.push({ file, subject, field: '(line)', message });
            return;
        }
        if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .nestsDeeperThan */ .ix)(data)) {
            problems.push({ file, subject, field: '(line)', message: `${_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .TOO_DEEP_MESSAGE */ .AB}; skipped` });
            return;
        }
        const parsed = schemaOf(index).safeParse(data);
        if (parsed.success)
            lines.push({ index, value: parsed.data });
        else
            problems.push(...(0,_provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problemsOfIssues */ .g)(parsed.error.issues, data, file, subject));
    });
    return { lines, problems };
}
//# sourceMappingURL=json-lines.js.map

/***/ }),

/***/ 7152:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Di: () => (/* binding */ RunVerifierOutcomeSchema),
/* harmony export */   FR: () => (/* binding */ sumUpstreamModels),
/* harmony export */   KM: () => (/* binding */ IncidentSchema),
/* harmony export */   WI: () => (/* binding */ RUN_RECORD_FORMAT),
/* harmony export */   g$: () => (/* binding */ RunRecordSchema),
/* harmony export */   jY: () => (/* binding */ describeRunOrigin),
/* harmony export */   np: () => (/* binding */ ModeSchema)
/* harmony export */ });
/* unused harmony exports RunUsageSchema, RunMeasuredSchema, RunErrorSchema, RecordedToolCallSchema, RunOriginSchema, RunAgentSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6921);
/* harmony import */ var _provider_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2188);
/* harmony import */ var _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2839);
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6010);
/* harmony import */ var _verifiers_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4970);
/**
 * One line of `runs.jsonl`: everything that is known about one run once it is over. Reports,
 * compare, merge, resume and export all read these records, never the runner's memory.
 */





const RUN_RECORD_FORMAT = 'run/v1';
const ModeSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['live', 'replay', 'scripted']);
// Not `VerifierResultSchema`: run/v1 names the status `outcome`, and keeps its own key order.
const RunVerifierOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    outcome: _verifiers_types_js__WEBPACK_IMPORTED_MODULE_3__/* .VerifierStatusSchema */ .ws,
    detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0),
});
/** Something worth counting that is not a result: `approval_denied`, `usage_unreported`, … */
const IncidentSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
});
const RunUsageSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    /** Present only when every turn that reported usage reported it (see `cachedPartial`). */
    cachedInputTokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0).optional(),
    /** Some turns reported cached input and others did not: kept out of ratios. */
    cachedPartial: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
});
const RunMeasuredSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    wallMs: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0),
    /** Main-loop model calls. */
    turns: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    compactionCalls: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    /** Provider-reported usage of the main loop; absent unless every turn reported it. */
    usage: RunUsageSchema.optional(),
    /** Upstream attempts beyond the first, summed over calls. */
    retries: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    /**
     * Live mode: model → calls an upstream answered for it (the model its answer names, else the one
     * asked for), over every attempt of the run; `{}` when no call reached it. Absent in replay and
     * scripted runs, and in records written before it was counted.
     */
    upstreamModels: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0)).optional(),
    /** Events the agent wrote, by type. */
    events: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0)),
});
const RunErrorSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    /** `replay_divergence`, `upstream_unavailable`, `provider_error`, `script_exhausted`, `model_not_allowed`, `max_calls_reached`, `sandbox_failed`, `fixture`, `agent_start`, `verifier`, `cancelled`, `transient`. */
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** The proxy's stop, with the divergence diagnosis when there is one. */
    stop: _provider_types_js__WEBPACK_IMPORTED_MODULE_0__/* .RunStopSchema */ .np.optional(),
});
const RecordedToolCallSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    arguments: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J(),
    ok: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
});
/**
 * Where the run came from, as the run saw it: what `verdict add` needs to promote the run into a
 * case without the suite at hand (reference 004: `eval add <trace>` needs nothing else). Records
 * written before it existed do not have it; `add --from SUITE` reads the same from the suite.
 */
const RunOriginSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    /** The directory the task's relative paths (fixture, `cassettes/`, `scripts/`) start from. */
    suiteDir: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    suiteVersion: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    prompt: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** Relative to `suiteDir`; absent when the workspace started empty. */
    fixture: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    fixtureGit: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
    agent: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    /** The effective policy the run had (the task's, restricted by the caller's grants). */
    policy: _suite_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .PolicySchema */ .Qz,
    budget: _suite_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .BudgetSchema */ .Jj,
    /** The suite's rules, then the task's: what replay normalized for this task. */
    replayNormalize: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_suite_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ReplayNormalizeRuleSchema */ .Q5),
});
/** The origin of a run of `task`, for its record. */
function describeRunOrigin(suite, task, policy) {
    return {
        suiteDir: suite.dir,
        suiteVersion: suite.suiteVersion,
        ...(task.title === undefined ? {} : { title: task.title }),
        prompt: task.prompt,
        ...(task.fixture === undefined ? {} : { fixture: task.fixture }),
        ...(task.fixtureGit === true ? { fixtureGit: true } : {}),
        ...(task.agent === undefined ? {} : { agent: task.agent }),
        policy,
        budget: task.budget,
        replayNormalize: [...suite.replayNormalize, ...(task.replayNormalize ?? [])],
    };
}
/**
 * The agent a run was made with and the config file that defined it, so that `verdict add` checks
 * a promoted case with the run's own agent (`cases/run-config.ts`) instead of whichever one the
 * working directory would give. Records written before it existed do not have it.
 */
const RunAgentSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    /** The agent entry's name in the config's `agents`; `builtin` for the built-in agent. */
    name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    /** The config file that was read; absent when there was none (the defaults). */
    configFile: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        /**
         * Relative to the repository that holds it (its nearest ancestor with `.git`), with `/`
         * separators, so that another checkout of that repository finds it; absolute for a file in
         * no repository.
         */
        path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
        /** sha256 (hex) of the file's bytes as the run read them. */
        sha256: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'must be a sha256 in hex'),
    })
        .optional(),
});
const RunRecordSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(RUN_RECORD_FORMAT),
    runId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    suiteId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    taskId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** 1-based repetition of the task in the plan. */
    repetition: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    /** seed + repetition: orders runs; the provider never receives it. */
    seed: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(),
    model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    mode: ModeSchema,
    /** Variant id when running configuration variants; absent otherwise. */
    variant: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    /** Run-level attempts (an agent's declared transient error retries the run). */
    attempts: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    status: _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .RunStatusSchema */ .d$,
    /** Why a run is budget_exceeded, fail or error, in one sentence. */
    reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    verifiers: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(RunVerifierOutcomeSchema),
    incidents: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(IncidentSchema),
    measured: RunMeasuredSchema,
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(RecordedToolCallSchema),
    finalAnswer: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    agentExitCode: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nullable(),
    error: RunErrorSchema.optional(),
    /** The run's directory when `--keep` kept it. */
    keptDir: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    /** Its trace file, relative to the run directory (`traces/<taskId>/<repetition>.jsonl`). */
    trace: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    origin: RunOriginSchema.optional(),
    agent: RunAgentSchema.optional(),
});
/**
 * `measured.upstreamModels` of several runs (or attempts) added up, keys sorted; undefined when none
 * of them counted any (replay, scripted, older records).
 */
function sumUpstreamModels(counts) {
    const present = counts.filter((count) => count !== undefined);
    if (present.length === 0)
        return undefined;
    const sums = new Map();
    for (const [model, calls] of present.flatMap((count) => Object.entries(count))) {
        sums.set(model, (sums.get(model) ?? 0) + calls);
    }
    return Object.fromEntries([...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
//# sourceMappingURL=record-schema.js.map

/***/ }),

/***/ 2390:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ct: () => (/* binding */ RUNS_FILE),
/* harmony export */   Hy: () => (/* binding */ appendRunRecord),
/* harmony export */   Mh: () => (/* binding */ cutTornLastLine),
/* harmony export */   Y$: () => (/* binding */ readRunRecords),
/* harmony export */   wZ: () => (/* binding */ secretIncidents)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6403);
/* harmony import */ var _json_lines_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4139);
/* harmony import */ var _record_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7152);
/**
 * `runs.jsonl` of a run directory: one run record per line, appended and flushed as each run ends so
 * that a killed process loses only the runs in flight, and read back line by line so that a torn or
 * invalid line costs only itself.
 */





const RUNS_FILE = 'runs.jsonl';
const appendQueues = new Map();
/** Each secret a redaction replaced, as an incident naming the rule and where (never the value). */
function secretIncidents(findings) {
    return findings.map((finding) => ({
        kind: _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_REDACTED_INCIDENT */ .xQ,
        detail: `${finding.rule} in ${finding.path}`,
    }));
}
/**
 * Appends one record as one JSON line and fsyncs it before resolving, and returns the record as
 * written: with every secret the agent or the model put in it replaced by `<redacted:RULE>` (SPEC
 * §7), each one a `secret_redacted` incident, which is what every later output must use. The
 * record is validated first: a line that cannot be read back would be lost at resume time instead
 * of now.
 */
async function appendRunRecord(file, record) {
    const { value, findings } = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactJson */ .Kp)(record);
    const written = _record_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .RunRecordSchema */ .g$.parse(findings.length === 0
        ? record
        : { ...value, incidents: [...value.incidents, ...secretIncidents(findings)] });
    await queueLine(file, `${JSON.stringify(written)}\n`);
    return written;
}
/** Resolves once `line` is in `file` and flushed, with whatever lines queued beside it. */
function queueLine(file, line) {
    const key = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(file);
    let queue = appendQueues.get(key);
    if (queue === undefined) {
        queue = { lines: [], settle: [], writing: false };
        appendQueues.set(key, queue);
    }
    const queued = queue;
    return new Promise((resolve, reject) => {
        queued.lines.push(line);
        queued.settle.push({ resolve, reject });
        if (!queued.writing)
            void drain(key, file, queued);
    });
}
/** Writes the queue's lines, a batch at a time, until none is left; a failed batch fails its own. */
async function drain(key, file, queue) {
    queue.writing = true;
    while (queue.lines.length > 0) {
        const lines = queue.lines.splice(0);
        const settle = queue.settle.splice(0);
        try {
            await appendLine(file, lines.join(''));
            for (const { resolve } of settle)
                resolve();
        }
        catch (error) {
            for (const { reject } of settle)
                reject(error);
        }
    }
    queue.writing = false;
    appendQueues.delete(key);
}
async function appendLine(file, line) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'a+');
    let size = 0;
    try {
        // A process killed mid-write leaves a torn last line; start on a fresh line so that only the
        // torn line is lost, not the record appended after it.
        ({ size } = await handle.stat());
        let prefix = '';
        if (size > 0) {
            const last = Buffer.alloc(1);
            await handle.read(last, 0, 1, size - 1);
            if (last[0] !== 0x0a)
                prefix = '\n';
        }
        await handle.appendFile(prefix + line);
        await handle.sync();
    }
    catch (error) {
        // A write that failed part-way (a full disk) must not leave half a record behind: cut the
        // file back to where it was, which needs no space, so that every line in it stays whole.
        await handle.truncate(size).catch(() => undefined);
        throw error;
    }
    finally {
        await handle.close();
    }
}
/**
 * Reads `runs.jsonl`. Never throws on content: a torn last line (a process killed mid-write) or an
 * invalid line is skipped and reported, because the other records are still good evidence. A missing
 * file is an fs error for the caller to word.
 */
async function readRunRecords(file) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    const { lines, problems } = (0,_json_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonLines */ .L)(text, file, () => _record_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .RunRecordSchema */ .g$, {
        tornLastLine: true,
    });
    return { records: lines.map((line) => line.value), problems };
}
/**
 * Cuts a torn last line (a process killed mid-write) from runs.jsonl, so that the records appended
 * now do not leave it stranded mid-file. Only a last line that is not JSON is cut.
 */
async function cutTornLastLine(file) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file).catch(() => undefined);
    if (text === undefined || text.length === 0 || text[text.length - 1] === 0x0a)
        return false;
    const start = text.lastIndexOf(0x0a) + 1;
    try {
        JSON.parse(text.subarray(start).toString('utf8'));
        return false;
    }
    catch {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.truncate)(file, start);
        return true;
    }
}
//# sourceMappingURL=runs-jsonl.js.map

/***/ }),

/***/ 2839:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J3: () => (/* binding */ boundedInterval),
/* harmony export */   KU: () => (/* binding */ MIN_JUDGED_RUNS),
/* harmony export */   d$: () => (/* binding */ RunStatusSchema),
/* harmony export */   di: () => (/* binding */ RunCountsSchema),
/* harmony export */   iI: () => (/* binding */ observedInterval),
/* harmony export */   jL: () => (/* binding */ sumRunCounts),
/* harmony export */   kQ: () => (/* binding */ isLowPower),
/* harmony export */   oo: () => (/* binding */ countRuns),
/* harmony export */   sE: () => (/* binding */ successRate)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _wilson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);
/**
 * Run counts and the rates read from them (SPEC §3, §5). A failure is a result, an error is not:
 * errored runs never enter a rate, but they are counted, and the bounded interval keeps them visible
 * so that a denominator cannot shrink silently while a system starts failing.
 */


/** `pass`, `fail` and `budget_exceeded` are judged; `error` is infrastructure and is counted apart. */
const RunStatusSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['pass', 'fail', 'budget_exceeded', 'error']);
/** Below this many judged runs a report warns and compare claims no direction (SPEC §5). */
const MIN_JUDGED_RUNS = 5;
const count = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0);
const RunCountsObjectSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** Planned runs. */
    total: count,
    /** Judged runs: `pass + fail + budgetExceeded`. The denominator of every rate. */
    observed: count,
    /** `total − observed`: errored, and never reached (cancelled, other shard not merged). */
    missing: count,
    pass: count,
    fail: count,
    budgetExceeded: count,
    error: count,
});
/** A copy of `value` without its `eligible` key (an older report's counts), else `value` itself. */
function withoutEligible(value) {
    if (value === null || typeof value !== 'object' || !('eligible' in value))
        return value;
    const rest = { ...value };
    delete rest.eligible;
    return rest;
}
/**
 * There is no `eligible` count: every run that cannot be eligible is refused before the first run
 * (an ungranted effect, `full` without `--allow-suite-full`, a replay without a cassette, exit 2),
 * never planned and trimmed, so it would always equal `total`. Reports written before it was
 * dropped still parse; their `eligible` is ignored.
 */
const RunCountsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .preprocess */ .vkY(withoutEligible, RunCountsObjectSchema);
/**
 * Counts the statuses of the runs that produced a record. `planned` is how many runs the plan had,
 * so runs that never produced a record (cancelled, not yet run) still count as missing.
 */
function countRuns(statuses, planned) {
    assertCount('planned', planned);
    if (statuses.length > planned) {
        throw new RangeError(`${statuses.length} run records exceed the ${planned} planned runs`);
    }
    const tally = { pass: 0, fail: 0, budget_exceeded: 0, error: 0 };
    for (const status of statuses)
        tally[status] += 1;
    const observed = tally.pass + tally.fail + tally.budget_exceeded;
    return {
        total: planned,
        observed,
        missing: planned - observed,
        pass: tally.pass,
        fail: tally.fail,
        budgetExceeded: tally.budget_exceeded,
        error: tally.error,
    };
}
/** Adds counts field by field, e.g. per-task counts into a suite summary. */
function sumRunCounts(all) {
    const sum = {
        total: 0,
        observed: 0,
        missing: 0,
        pass: 0,
        fail: 0,
        budgetExceeded: 0,
        error: 0,
    };
    for (const counts of all) {
        for (const key of Object.keys(sum))
            sum[key] += counts[key];
    }
    return sum;
}
/** Passes over judged runs; null when nothing was judged (a rate of 0 would be a claim). */
function successRate(counts) {
    return counts.observed === 0 ? null : counts.pass / counts.observed;
}
/** The Wilson interval of the judged runs alone. */
function observedInterval(counts) {
    return (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilsonInterval */ .YV)(counts.pass, counts.observed);
}
/**
 * The interval that accounts for the runs it could not see: the low end counts every missing run
 * as a failure, the high end counts every missing run as a pass. It always contains the observed
 * interval, and equals it when nothing is missing.
 */
function boundedInterval(counts) {
    const trials = counts.observed + counts.missing;
    return {
        low: (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilsonInterval */ .YV)(counts.pass, trials).low,
        high: (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilsonInterval */ .YV)(counts.pass + counts.missing, trials).high,
    };
}
function isLowPower(counts) {
    return counts.observed < MIN_JUDGED_RUNS;
}
function assertCount(name, value) {
    if (!Number.isInteger(value) || value < 0) {
        throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
    }
}
//# sourceMappingURL=counts.js.map

/***/ }),

/***/ 143:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ IntervalSchema),
/* harmony export */   YV: () => (/* binding */ wilsonInterval)
/* harmony export */ });
/* unused harmony export Z_95 */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The Wilson score interval for a binomial proportion (SPEC §5). Chosen over the normal
 * approximation because it stays inside [0, 1] and is still honest at k = 5, where 5/5 must not read
 * as "certainly 100 %".
 */

/** z for a two-sided 95 % interval, to the precision SPEC §5 fixes. */
const Z_95 = 1.959964;
const IntervalSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    low: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
    high: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
});
/**
 * The 95 % Wilson interval of `successes` out of `trials`. With no trials nothing is known, so the
 * interval is all of [0, 1].
 */
function wilsonInterval(successes, trials, z = Z_95) {
    assertCounts(successes, trials);
    if (!(z > 0) || !Number.isFinite(z))
        throw new RangeError(`z must be a positive number, got ${z}`);
    if (trials === 0)
        return { low: 0, high: 1 };
    // The upper bound is computed as the mirror of a lower bound (failures counted as successes), so
    // symmetry holds by construction and 5/5 reaches exactly 1 instead of 0.9999999999999999.
    return {
        low: computeLowerBound(successes, trials, z),
        high: 1 - computeLowerBound(trials - successes, trials, z),
    };
}
function computeLowerBound(successes, trials, z) {
    // Exactly 0, not a rounding residue, so "0/5" prints as 0 % and comparisons against 0 are exact.
    if (successes === 0)
        return 0;
    const zSquared = z * z;
    const spread = z * Math.sqrt((successes * (trials - successes)) / trials + zSquared / 4);
    return Math.max(0, (successes + zSquared / 2 - spread) / (trials + zSquared));
}
function assertCounts(successes, trials) {
    if (!Number.isInteger(trials) || trials < 0) {
        throw new RangeError(`trials must be a non-negative integer, got ${trials}`);
    }
    if (!Number.isInteger(successes) || successes < 0 || successes > trials) {
        throw new RangeError(`successes must be an integer in [0, ${trials}], got ${successes}`);
    }
}
//# sourceMappingURL=wilson.js.map

/***/ }),

/***/ 4970:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IX: () => (/* binding */ pass),
/* harmony export */   fJ: () => (/* binding */ fail),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   ws: () => (/* binding */ VerifierStatusSchema),
/* harmony export */   z3: () => (/* binding */ error)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

/** `error` means the verifier could not run; it is neither pass nor fail (SPEC §2). */
const VerifierStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['pass', 'fail', 'error']);
const pass = (detail) => ({ status: 'pass', detail });
const fail = (detail) => ({ status: 'fail', detail });
const error = (detail) => ({ status: 'error', detail });
/** Quotes a text for a detail line, shortened so one verifier cannot flood a report. */
function quote(text, max = 80) {
    const shown = text.length > max ? `${text.slice(0, max - 1)}…` : text;
    return JSON.stringify(shown);
}
//# sourceMappingURL=types.js.map

/***/ })

};
