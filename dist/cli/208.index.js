export const id = 208;
export const ids = [208];
export const modules = {

/***/ 2971:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eN: () => (/* binding */ parseJsonVariable),
/* harmony export */   j8: () => (/* binding */ AgentConfigSchema),
/* harmony export */   xn: () => (/* binding */ parseAgentConfig)
/* harmony export */ });
/* unused harmony exports LimitsSchema, CompactionSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _describe_schema_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6129);
/**
 * The built-in agent's configuration: every key is a knob of the measured configuration (SPEC §1),
 * so the runner hashes it and variants may change it. One zod schema, strict, with defaults, so that
 * a typo such as `limits.maxContextChar` is refused instead of silently measuring the default.
 */



const LimitsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** Size of the conversation (characters) that compaction keeps it under. */
    maxContextChars: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().default(120_000),
    /** Longest tool result the model sees; longer output is cut with a note saying so. */
    maxToolOutputChars: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().default(20_000),
});
const CompactionSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** Compaction runs when the conversation exceeds `threshold * limits.maxContextChars`. */
    threshold: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().gt(0).max(1).default(0.8),
    /** Messages kept verbatim at the end of the conversation (widened to keep tool pairs whole). */
    keepRecentMessages: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).default(6),
});
const AgentConfigSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** Replaces the built-in system prompt. */
    systemPrompt: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1).optional(),
    temperature: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().min(0).max(2).optional(),
    /** Sent as `max_completion_tokens`. */
    maxOutputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().positive().optional(),
    stream: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(true),
    limits: LimitsSchema.default(() => LimitsSchema.parse({})),
    compaction: CompactionSchema.default(() => CompactionSchema.parse({})),
});
/** The keys accepted at each level, to name them when a key is unknown. */
const KNOWN_KEYS = {
    '': Object.keys(AgentConfigSchema.shape),
    limits: Object.keys(LimitsSchema.shape),
    compaction: Object.keys(CompactionSchema.shape),
};
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
/** Reads `VERDICT_CONFIG` (absent or empty means every default). */
function parseAgentConfig(text) {
    const input = text === undefined || text.trim() === '' ? {} : parseJsonVariable('VERDICT_CONFIG', text);
    const parsed = AgentConfigSchema.safeParse(input, { reportInput: true });
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`VERDICT_CONFIG: ${(0,_describe_schema_error_js__WEBPACK_IMPORTED_MODULE_2__/* .describeSchemaError */ .L)(parsed.error, input, KNOWN_KEYS)}`);
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
/* harmony import */ var _suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(53);

/**
 * Turns zod issues into one line (`limits.maxContextChar: unknown field …; stream: must be …`):
 * configuration mistakes are reported on one line of stderr, and tool-argument mistakes in the
 * tool result the model reads. `knownKeys` (by dotted path) names the keys accepted where one is
 * unknown, so a typo can be fixed without reading our code.
 */
function describeSchemaError(error, input, knownKeys = {}) {
    return error.issues
        .map((issue) => {
        const field = (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFieldPath */ .vZ)(issue.path, (path) => (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__/* .valueAt */ .fK)(input, path));
        const known = knownKeys[issue.path.join('.')];
        const hint = issue.code === 'unrecognized_keys' && known !== undefined
            ? `; known keys here: ${known.join(', ')}`
            : '';
        return `${field}: ${(0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIssue */ .n6)(issue)}${hint}`;
    })
        .join('; ');
}
//# sourceMappingURL=describe-schema-error.js.map

/***/ }),

/***/ 8182:
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
        const parsed = _agent_config_js__WEBPACK_IMPORTED_MODULE_0__/* .AgentConfigSchema */ .j8.safeParse(agent.config ?? {});
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

/***/ 6399:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ parseWithSchema)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(53);
/* harmony import */ var _nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8416);



function parseWithSchema(schema, data, file, what) {
    if ((0,_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .nestsDeeperThan */ .ix)(data)) {
        const problem = { file, field: '(file)', message: _nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .TOO_DEEP_MESSAGE */ .AB };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${file}: not a valid ${what}: ${_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .TOO_DEEP_MESSAGE */ .AB}`, [problem]);
    }
    const parsed = schema.safeParse(data, { reportInput: true });
    if (parsed.success)
        return parsed.data;
    const problems = parsed.error.issues.map((issue) => ({
        file,
        field: issue.path.length === 0 ? '(file)' : (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_2__/* .formatFieldPath */ .vZ)(issue.path, (p) => (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_2__/* .valueAt */ .fK)(data, p)),
        message: (0,_suite_describe_issue_js__WEBPACK_IMPORTED_MODULE_2__/* .describeIssue */ .n6)(issue),
    }));
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${file}: not a valid ${what}:\n${problems.map((p) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .Vw)(p)}`).join('\n')}`, problems);
}
//# sourceMappingURL=parse-with-schema.js.map

/***/ }),

/***/ 5265:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Dw: () => (/* binding */ listItems),
/* harmony export */   EJ: () => (/* binding */ truncateText),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   bo: () => (/* binding */ renderTable),
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   vy: () => (/* binding */ formatInterval),
/* harmony export */   wD: () => (/* binding */ formatSecondsSquared)
/* harmony export */ });
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    // A zero-width space after `@` keeps `@someone` readable but stops GitHub from notifying them.
    '@': '@&#8203;',
    // `#12` would link (and cross-reference) issue 12 of the repository.
    '#': '&#35;',
};
/**
 * Makes untrusted text inert inline Markdown on one line: no table breaks (`|`, newlines), no code
 * spans, emphasis or links, no HTML, no @-mentions or issue references. One pass per character
 * class, so an inserted entity is never escaped again.
 */
function escapeMarkdown(text) {
    return (text
        // Newlines would end a table row; other control characters have no business in a report.
        // eslint-disable-next-line no-control-regex -- matching control characters is the point
        .replace(/[\u0000-\u001f\u007f]+/g, ' ')
        .trim()
        .replace(/[&<>@]|#(?=\d)/g, (char) => ENTITIES[char] ?? char)
        .replace(/[\\`*_[\]|~]/g, '\\$&'));
}
/** Shortens long text (error messages) to `max` characters, marking the cut. */
function truncateText(text, max) {
    const chars = [...text];
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
/** A GFM table. Cells must already be escaped or be Markdown this module produced. */
function renderTable(head, rows, align = []) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    const rule = head.map((_, index) => (align[index] === 'right' ? '---:' : '---'));
    return [line(head), line(rule), ...rows.map(line)].join('\n');
}
/** One decimal, as SPEC §5 writes rates: `23.1 %`. */
function formatPercent(value) {
    return `${(value * 100).toFixed(1)} %`;
}
function formatInterval(interval) {
    return `[${formatPercent(interval.low)}, ${formatPercent(interval.high)}]`;
}
/** Rounded, with thousands separators that do not depend on the machine's locale. */
function formatCount(value) {
    return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
function formatSeconds(ms) {
    return `${(ms / 1000).toFixed(1)} s`;
}
/** Wall time variance in s², the unit of the median squared. */
function formatSecondsSquared(msSquared) {
    return `${(msSquared / 1_000_000).toFixed(2)} s²`;
}
function formatUsd(value) {
    return `$${value.toFixed(4)}`;
}
function plural(count, noun, pluralNoun = `${noun}s`) {
    return `${count} ${count === 1 ? noun : pluralNoun}`;
}
/** `a, b and c`; long lists end with `and N more` so a warning stays one line. */
function listItems(items, max = 10) {
    const shown = items.slice(0, max);
    const rest = items.length - shown.length;
    if (rest > 0)
        return `${shown.join(', ')} and ${rest} more`;
    if (shown.length <= 1)
        return shown.join('');
    return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
}
//# sourceMappingURL=markdown-text.js.map

/***/ }),

/***/ 2208:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t_: () => (/* binding */ REPORT_JSON_FILE),
  mk: () => (/* binding */ REPORT_MARKDOWN_FILE),
  t4: () => (/* binding */ writeReportFiles)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/provider/secret-redact.js
var secret_redact = __webpack_require__(6403);
// EXTERNAL MODULE: ./lib/run-dir/atomic-write.js
var atomic_write = __webpack_require__(5176);
// EXTERNAL MODULE: ./lib/stats/counts.js
var counts = __webpack_require__(2839);
// EXTERNAL MODULE: ./lib/report/markdown-text.js
var markdown_text = __webpack_require__(5265);
;// CONCATENATED MODULE: ./lib/report/render-measured.js

const NOT_REPORTED = 'not reported';
const NONE = '—';
function renderMeasuredSection(report) {
    const rows = [
        ...report.tasks.map((task) => measuredRow((0,markdown_text/* escapeMarkdown */.FV)(task.taskId), task.measured)),
        measuredRow('**all tasks**', report.measured),
    ];
    const table = (0,markdown_text/* renderTable */.bo)([
        'task',
        'judged',
        'input tokens',
        'output tokens',
        'cached input',
        'wall time (median)',
        'wall time (variance)',
        'tokens per pass',
        'wall time per pass',
    ], rows, ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right']);
    return [
        '## Measured',
        'Provider-reported usage of the main loop (compaction calls excluded) and wall time, over ' +
            'judged runs; errored runs are left out. Per-pass figures divide the spend of all judged ' +
            'runs, failures included, by the passes. Nothing here is estimated.',
        table,
        ...renderOmissions(report),
    ].join('\n\n');
}
function renderEstimatedSection(report) {
    const { estimated } = report;
    if (estimated === undefined) {
        const reason = report.measured.tokens === undefined
            ? 'tokens were not measured on every judged run, and an estimate from guessed tokens would be a guess of a guess.'
            : 'a cost needs both an input and an output rate (USD per million tokens, `--input-rate` and `--output-rate`).';
        return `## Estimated\n\nNot estimated: ${reason}`;
    }
    const table = (0,markdown_text/* renderTable */.bo)(['input rate', 'output rate', 'estimated cost (all judged runs)'], [
        [
            `$${estimated.rates.inputRate} / M tokens`,
            `$${estimated.rates.outputRate} / M tokens`,
            (0,markdown_text/* formatUsd */.UK)(estimated.costUsd),
        ],
    ], ['right', 'right', 'right']);
    return [
        '## Estimated',
        'USD from the rates given and the measured tokens above: an estimate, kept apart from the ' +
            'measured figures and never added to them. Cached-input and reasoning-token prices are not ' +
            'modelled.',
        table,
    ].join('\n\n');
}
function measuredRow(label, measured) {
    const { tokens, wallMs, cachedInput } = measured;
    // Nothing judged: there is nothing that could have been reported, so "not reported" would mislead.
    if (measured.runsJudged === 0)
        return [label, '0', ...Array.from({ length: 7 }, () => NONE)];
    return [
        label,
        String(measured.runsJudged),
        tokens === undefined ? NOT_REPORTED : (0,markdown_text/* formatCount */.B4)(tokens.input),
        tokens === undefined ? NOT_REPORTED : (0,markdown_text/* formatCount */.B4)(tokens.output),
        cachedInput === undefined
            ? NOT_REPORTED
            : `${cachedInput.ratio === null ? NONE : (0,markdown_text/* formatPercent */.l9)(cachedInput.ratio)} ` +
                `(${cachedInput.runsReporting} of ${(0,markdown_text/* plural */.LS)(cachedInput.runsJudged, 'run')})`,
        wallMs.median === null ? NONE : (0,markdown_text/* formatSeconds */.Xo)(wallMs.median),
        wallMs.variance === null ? NONE : (0,markdown_text/* formatSecondsSquared */.wD)(wallMs.variance),
        formatPerPass(measured.tokensPerSuccess, markdown_text/* formatCount */.B4),
        formatPerPass(measured.wallMsPerSuccess, markdown_text/* formatSeconds */.Xo),
    ];
}
/** `undefined` is "not reported"; `null` is "no pass to divide by". */
function formatPerPass(value, format) {
    if (value === undefined)
        return NOT_REPORTED;
    return value === null ? `${NONE} (no pass)` : format(value);
}
/** Why token figures are missing, where the reason says more than the table. */
function renderOmissions(report) {
    const reasons = [
        ...report.tasks.map((task) => [(0,markdown_text/* escapeMarkdown */.FV)(task.taskId), task.measured]),
        ['all tasks', report.measured],
    ].flatMap(([label, measured]) => measured.tokensOmitted === undefined || measured.runsJudged === 0
        ? []
        : [`- ${label}: ${(0,markdown_text/* escapeMarkdown */.FV)(measured.tokensOmitted)}.`]);
    return reasons.length === 0 ? [] : [`Tokens not reported:\n\n${reasons.join('\n')}`];
}
//# sourceMappingURL=render-measured.js.map
;// CONCATENATED MODULE: ./lib/report/render-markdown.js
/**
 * `report.md`: the same report as `report.json`, for a person. It opens with the measurement
 * conditions (a number without them is an anecdote), says `replay` where the model was not measured,
 * warns about low power before the numbers it qualifies, and ends with the limits of what the numbers
 * can say. Pure, so it is tested with snapshots.
 */



/** A config hash is for matching, not reading: 12 hex digits tell two configurations apart. */
const SHORT_HASH_LENGTH = 12;
const MAX_MESSAGE_LENGTH = 160;
const render_markdown_NONE = '—';
const REPORT_FOOTNOTE = 'Limits: success rates are passes over judged runs, with 95 % Wilson intervals ' +
    '(z = 1.959964): a conservative filter, not a significance test. Repetitions are assumed ' +
    'independent, and the summary pools every task as if their runs were alike. Errored runs are ' +
    'excluded from every rate but counted as missing; the bounded interval counts each missing run ' +
    'as a failure (low end) and as a pass (high end).';
const REPLAY_FOOTNOTE = 'Limits: replay reports what the harness did with recorded model responses. It is deterministic, ' +
    'so it carries no interval, and it says nothing about the model. Errored runs (divergences ' +
    'included) are excluded from the rate but counted as missing.';
function renderReportMarkdown(report) {
    const sections = [
        renderHeader(report),
        renderLowPowerWarning(report),
        renderTaskSection(report),
        renderSummarySection(report),
        renderDivergenceSection(report),
        renderMeasuredSection(report),
        renderEstimatedSection(report),
        renderErrorSection(report),
        renderNotesSection(report),
        `---\n\n_${report.conditions.mode === 'replay' ? REPLAY_FOOTNOTE : REPORT_FOOTNOTE}_`,
    ];
    return `${sections.filter((section) => section !== '').join('\n\n')}\n`;
}
function renderHeader(report) {
    const { conditions } = report;
    const isReplay = conditions.mode === 'replay';
    const suite = `${(0,markdown_text/* escapeMarkdown */.FV)(conditions.suiteId)}@${(0,markdown_text/* escapeMarkdown */.FV)(conditions.suiteVersion)}`;
    const title = `# Verdict report${isReplay ? ' — REPLAY' : ''}: ${suite}`;
    const table = (0,markdown_text/* renderTable */.bo)(['suite', 'harness', 'config hash', 'provider', 'model', 'mode', 'k', 'seed'], [
        [
            suite,
            (0,markdown_text/* escapeMarkdown */.FV)(conditions.harnessVersion),
            (0,markdown_text/* escapeMarkdown */.FV)(conditions.configHash.slice(0, SHORT_HASH_LENGTH)),
            (0,markdown_text/* escapeMarkdown */.FV)(conditions.provider),
            (0,markdown_text/* escapeMarkdown */.FV)(conditions.model),
            isReplay ? '**replay**' : conditions.mode,
            String(conditions.k),
            String(conditions.seed),
        ],
    ]);
    const details = [
        `run id ${(0,markdown_text/* escapeMarkdown */.FV)(report.runId)}`,
        `state **${report.state}**`,
        ...(conditions.concurrency === undefined ? [] : [`concurrency ${conditions.concurrency}`]),
        ...(conditions.shard === undefined ? [] : [`shard ${(0,markdown_text/* escapeMarkdown */.FV)(conditions.shard)}`]),
        ...(conditions.tasks === undefined
            ? []
            : [`tasks selected: ${(0,markdown_text/* listItems */.Dw)(conditions.tasks.map(markdown_text/* escapeMarkdown */.FV))}`]),
    ].join(' · ');
    const banner = isReplay
        ? '> **Replay.** This report measures the harness (runner, tools, compaction, permissions) ' +
            'against recorded model responses — **not the model**. No intervals are computed.'
        : '';
    return [title, banner, table, details].filter((part) => part !== '').join('\n\n');
}
function renderLowPowerWarning(report) {
    const tasks = report.tasks
        .filter((task) => task.lowPower)
        .map((task) => (0,markdown_text/* escapeMarkdown */.FV)(task.taskId));
    if (tasks.length === 0 && !report.summary.lowPower)
        return '';
    const where = [
        ...(tasks.length === 0 ? [] : [`${tasks.length === 1 ? 'task' : 'tasks'} ${(0,markdown_text/* listItems */.Dw)(tasks)}`]),
        ...(report.summary.lowPower ? ['the summary'] : []),
    ].join(' and in ');
    return (`> **Low power**: fewer than ${counts/* MIN_JUDGED_RUNS */.KU} judged runs in ${where}. The intervals are ` +
        'wide and no direction can be claimed from them; more repetitions are needed.');
}
function renderTaskSection(report) {
    const isReplay = report.conditions.mode === 'replay';
    const showBounded = !isReplay && report.summary.counts.missing > 0;
    const k = report.conditions.k;
    const head = [
        'task',
        'pass / judged',
        isReplay ? 'success rate' : 'success rate [95 % Wilson]',
        ...(showBounded ? ['bounded with missing runs'] : []),
        `pass@${k}`,
        `pass^${k}`,
        'flags',
        'errors',
        'missing',
    ];
    const rows = report.tasks.map((task) => [
        describeTask(task),
        `${task.counts.pass} / ${task.counts.observed}`,
        formatRate(task.successRate, task.interval),
        ...(showBounded ? [formatBounded(task.boundedInterval)] : []),
        formatEstimator(task.passAtK, task.counts.observed, k),
        formatEstimator(task.passHatK, task.counts.observed, k),
        describeFlags(task),
        String(task.counts.error),
        String(task.counts.missing),
    ]);
    const align = head.map((_, index) => index === 0 || index === head.length - 3 ? 'left' : 'right');
    return ['## Tasks', (0,markdown_text/* renderTable */.bo)(head, rows, align)].join('\n\n');
}
function describeTask(task) {
    const id = (0,markdown_text/* escapeMarkdown */.FV)(task.taskId);
    if (task.title === undefined || task.title === '')
        return id;
    return `${id} (${(0,markdown_text/* escapeMarkdown */.FV)((0,markdown_text/* truncateText */.EJ)(task.title, 60))})`;
}
function formatRate(rate, interval) {
    if (rate === null)
        return `${render_markdown_NONE} (nothing judged)`;
    return interval === null
        ? (0,markdown_text/* formatPercent */.l9)(rate)
        : `${(0,markdown_text/* formatPercent */.l9)(rate)} ${(0,markdown_text/* formatInterval */.vy)(interval)}`;
}
function formatBounded(interval) {
    return interval === null ? render_markdown_NONE : (0,markdown_text/* formatInterval */.vy)(interval);
}
function formatEstimator(value, judged, k) {
    return value === null ? `${render_markdown_NONE} (${judged} < ${k} judged)` : (0,markdown_text/* formatPercent */.l9)(value);
}
function describeFlags(task) {
    const flags = [
        ...(task.flaky ? ['**flaky**'] : []),
        ...(task.lowPower ? ['low power'] : []),
        ...((task.replay?.diverged ?? 0) > 0 ? ['**diverged**'] : []),
    ];
    return flags.length === 0 ? '' : flags.join(', ');
}
const STATE_MEANINGS = {
    COMPLETE: 'every planned run was judged',
    PARTIAL: 'some planned runs errored or were not run; rates are over the judged runs',
    CANCELLED: 'the invocation was cancelled; runs in flight were stopped',
    RUN_ERROR: 'nothing could be judged, so no rate is reported',
};
function renderSummarySection(report) {
    const { summary } = report;
    const { counts } = summary;
    const notRun = counts.missing - counts.error;
    const lines = [
        `- State: **${report.state}** — ${STATE_MEANINGS[report.state]}.`,
        `- Runs: ${counts.total} planned, ${counts.observed} judged (${counts.pass} pass, ` +
            `${counts.fail} fail, ${counts.budgetExceeded} budget exceeded), ${counts.error} errored, ` +
            `${notRun} not run.`,
        `- Success rate: ${describeSummaryRate(summary)}`,
        `- Tasks passing every planned run: ${summary.tasksPassedAll} of ${summary.tasks}; ` +
            `flaky: ${summary.flakyTasks}.`,
        `- Retries: ${(0,markdown_text/* plural */.LS)(summary.retries.upstream, 'upstream retry', 'upstream retries')}, ` +
            `${(0,markdown_text/* plural */.LS)(summary.retries.run, 'run retry', 'run retries')} (after an agent's transient error).`,
    ];
    return ['## Summary', lines.join('\n')].join('\n\n');
}
function describeSummaryRate(summary) {
    if (summary.successRate === null)
        return `${render_markdown_NONE} (nothing judged).`;
    const rate = (0,markdown_text/* formatPercent */.l9)(summary.successRate);
    if (summary.interval === null)
        return `${rate} (replay: no interval).`;
    const bounded = summary.counts.missing > 0 && summary.boundedInterval !== null
        ? `; with the ${(0,markdown_text/* plural */.LS)(summary.counts.missing, 'missing run')} counted either way ` +
            (0,markdown_text/* formatInterval */.vy)(summary.boundedInterval)
        : '';
    return `${rate} ${(0,markdown_text/* formatInterval */.vy)(summary.interval)} (95 % Wilson)${bounded}.`;
}
function renderDivergenceSection(report) {
    const rows = report.tasks.flatMap((task) => (task.replay?.divergences ?? []).map((divergence) => [
        (0,markdown_text/* escapeMarkdown */.FV)(task.taskId),
        String(divergence.repetition),
        String(divergence.call),
        (0,markdown_text/* escapeMarkdown */.FV)(divergence.field),
        (0,markdown_text/* escapeMarkdown */.FV)((0,markdown_text/* truncateText */.EJ)(divergence.message, MAX_MESSAGE_LENGTH)),
    ]));
    if (rows.length === 0)
        return '';
    return [
        '## Divergences',
        'The harness asked something different from the recording: these runs are errors, not results.',
        (0,markdown_text/* renderTable */.bo)(['task', 'repetition', 'call', 'field', 'first difference'], rows, [
            'left',
            'right',
            'right',
        ]),
    ].join('\n\n');
}
function renderErrorSection(report) {
    const { errors, incidents } = report.summary;
    return [
        '## Errors and incidents',
        'Errors are infrastructure failures, not results: excluded from every rate and counted as missing.',
        renderKindTable('error', errors, 'No errors.'),
        renderKindTable('incident', incidents, 'No incidents.'),
        ...(report.summary.secretsRedacted === undefined
            ? []
            : [
                `**${(0,markdown_text/* plural */.LS)(report.summary.secretsRedacted, 'secret')} redacted** from what the agent or the model produced (\`<redacted:RULE>\` in runs.jsonl and every output); see the notes.`,
            ]),
    ].join('\n\n');
}
function renderKindTable(label, tally, empty) {
    const rows = Object.entries(tally).map(([kind, count]) => [(0,markdown_text/* escapeMarkdown */.FV)(kind), String(count)]);
    return rows.length === 0 ? empty : (0,markdown_text/* renderTable */.bo)([label, 'count'], rows, ['left', 'right']);
}
function renderNotesSection(report) {
    if (report.notes.length === 0)
        return '';
    return ['## Notes', report.notes.map((note) => `- ${(0,markdown_text/* escapeMarkdown */.FV)(note)}`).join('\n')].join('\n\n');
}
//# sourceMappingURL=render-markdown.js.map
// EXTERNAL MODULE: ./lib/report/report-schema.js
var report_schema = __webpack_require__(9524);
;// CONCATENATED MODULE: ./lib/report/report-files.js
/**
 * The report files of a run directory: `report.json` and `report.md`, each replaced atomically so
 * that a reader never sees half a report.
 */






const REPORT_JSON_FILE = 'report.json';
const REPORT_MARKDOWN_FILE = 'report.md';
/**
 * Writes `report.json` (2-space JSON) and `report.md` into `dir`, each atomically. Both are redacted
 * of secrets on the way out, a second net behind the run records (where redactions are counted).
 */
async function writeReportFiles(dir, report, options = {}) {
    // Validated on the way out: compare and gate trust this file, so a bug must fail here.
    const checked = report_schema/* ReportSchema */.M9.parse((await (0,secret_redact/* redactJson */.Kp)(report, options)).value);
    await (0,promises_.mkdir)(dir, { recursive: true });
    const files = {
        json: external_node_path_.join(dir, REPORT_JSON_FILE),
        markdown: external_node_path_.join(dir, REPORT_MARKDOWN_FILE),
    };
    const markdown = await (0,secret_redact/* redactText */.Rd)(renderReportMarkdown(checked), options);
    await (0,atomic_write/* writeFileAtomically */.l)(files.json, `${JSON.stringify(checked, null, 2)}\n`);
    await (0,atomic_write/* writeFileAtomically */.l)(files.markdown, markdown.text);
    return files;
}
//# sourceMappingURL=report-files.js.map

/***/ }),

/***/ 9524:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M9: () => (/* binding */ ReportSchema),
/* harmony export */   sT: () => (/* binding */ RunStateSchema),
/* harmony export */   t3: () => (/* binding */ REPORT_FORMAT)
/* harmony export */ });
/* unused harmony exports DivergenceSchema, TaskReplaySchema, ReplayRunSchema, TaskReportSchema, ReportSummarySchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6921);
/* harmony import */ var _run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8104);
/* harmony import */ var _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2839);
/* harmony import */ var _stats_estimated_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2573);
/* harmony import */ var _stats_measured_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2943);
/* harmony import */ var _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(143);
/* harmony import */ var _verifiers_types_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4970);
/**
 * `report.json` (SPEC §5): the measurement conditions, per-task metrics and a summary, built from
 * `runs.jsonl` by `buildReport`. Compare, gate, merge and the PR comment read this file, so every
 * figure carries what it needs to be read honestly: the counts behind a rate, the interval beside
 * it, and a bounded interval that keeps missing runs visible.
 */







const REPORT_FORMAT = 'report/v1';
/** What happened to the execution, never a decision about the agent (SPEC §3). */
const RunStateSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* ["enum"] */ .k5n(['COMPLETE', 'PARTIAL', 'CANCELLED', 'RUN_ERROR']);
const count = zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(0);
const probability = zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().min(0).max(1);
/** Kind → how many times, e.g. `{ "replay_divergence": 2 }`. Keys are sorted when built. */
const countsByKind = zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), count);
/** Where a replayed run asked something different from its cassette (SPEC §4). */
const DivergenceSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    repetition: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1),
    /** 1-based call number. */
    call: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1),
    /** First differing field, e.g. `messages[3].content`; `(call)` for a missing or extra call. */
    field: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
});
/** Replay-only facts about a task: its divergences. What each run did is in the task's `runs`. */
const TaskReplaySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    /** Runs that ended in `replay_divergence`. */
    diverged: count,
    divergences: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(DivergenceSchema),
});
/**
 * What one replayed run did, for compare to set beside the baseline's run of the same repetition
 * (SPEC §5: a task is changed when the run status, a verifier's outcome or the tool sequence differs).
 */
const ReplayRunSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    repetition: zod__WEBPACK_IMPORTED_MODULE_6__/* .number */ .aig().int().min(1),
    status: _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .RunStatusSchema */ .d$,
    /** Verifier id → outcome, in the order the verifiers ran. */
    verifiers: zod__WEBPACK_IMPORTED_MODULE_6__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(), _verifiers_types_js__WEBPACK_IMPORTED_MODULE_5__/* .VerifierStatusSchema */ .ws),
    /** Names of the tool calls, in order. */
    tools: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()),
});
const TaskReportSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    taskId: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP().optional(),
    counts: _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .RunCountsSchema */ .di,
    /** Passes over judged runs; null when nothing was judged (0 would be a claim). */
    successRate: probability.nullable(),
    /** Wilson 95 % interval of the judged runs; null in replay, which is not a sample. */
    interval: _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__/* .IntervalSchema */ .D6.nullable(),
    /** Missing runs counted as failures (low) and as passes (high); null in replay. */
    boundedInterval: _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__/* .IntervalSchema */ .D6.nullable(),
    /**
     * At least one of k passed ("can it ever?"). With fewer than k judged runs: 1 once a pass is
     * judged, null (unknown) until then.
     */
    passAtK: probability.nullable(),
    /**
     * All k passed ("can I trust it?"). With fewer than k judged runs: 0 once a failure is judged,
     * null (unknown) until then.
     */
    passHatK: probability.nullable(),
    /** pass@k but not pass^k: flaky, not solved. */
    flaky: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    /** Fewer than 5 judged runs: no direction can be claimed. Always false in replay. */
    lowPower: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    /** Errored runs by error kind. */
    errors: countsByKind,
    /** Incidents of all the task's runs by kind. */
    incidents: countsByKind,
    replay: TaskReplaySchema.optional(),
    /**
     * Replay only: every recorded run of the task, by repetition (a missing run has none). Absent in
     * reports written before it was carried; compare then compares run statuses only.
     */
    runs: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(ReplayRunSchema).optional(),
    measured: _stats_measured_js__WEBPACK_IMPORTED_MODULE_3__/* .MeasuredSummarySchema */ .ai,
});
const ReportSummarySchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    /** Tasks in this report (those with at least one planned run). */
    tasks: count,
    /** Field-by-field sum of the task counts. */
    counts: _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .RunCountsSchema */ .di,
    successRate: probability.nullable(),
    interval: _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__/* .IntervalSchema */ .D6.nullable(),
    boundedInterval: _stats_wilson_js__WEBPACK_IMPORTED_MODULE_4__/* .IntervalSchema */ .D6.nullable(),
    lowPower: zod__WEBPACK_IMPORTED_MODULE_6__/* .boolean */ .zMY(),
    /** Tasks whose every planned run was judged and passed. */
    tasksPassedAll: count,
    flakyTasks: count,
    errors: countsByKind,
    incidents: countsByKind,
    /**
     * Secrets found in what the agent or the model produced and redacted in place (`<redacted:RULE>`)
     * in runs.jsonl and every output: the runs' `secret_redacted` incidents. Absent when none.
     */
    secretsRedacted: count.optional(),
    retries: zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
        /** Upstream attempts beyond the first, summed over every call of every run. */
        upstream: count,
        /** Run-level attempts beyond the first (an agent's declared transient error). */
        run: count,
    }),
});
const ReportSchema = zod__WEBPACK_IMPORTED_MODULE_6__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_6__/* .literal */ .euz(REPORT_FORMAT),
    runId: zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP(),
    state: RunStateSchema,
    conditions: _run_dir_conditions_file_js__WEBPACK_IMPORTED_MODULE_0__/* .ReportConditionsSchema */ .Gh,
    tasks: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(TaskReportSchema),
    summary: ReportSummarySchema,
    /** Over all judged runs; provider-reported and clock figures only. */
    measured: _stats_measured_js__WEBPACK_IMPORTED_MODULE_3__/* .MeasuredSummarySchema */ .ai,
    /** Only when both rates were given and the tokens were measured; never added to `measured`. */
    estimated: _stats_estimated_js__WEBPACK_IMPORTED_MODULE_2__/* .EstimatedSchema */ .k2.optional(),
    /** Plain sentences on how to read this report (replay, omitted figures, ignored records). */
    notes: zod__WEBPACK_IMPORTED_MODULE_6__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_6__/* .string */ .YjP()),
});
//# sourceMappingURL=report-schema.js.map

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



/** Temp file in the same directory (rename is atomic only within a file system), fsync, rename. */
async function writeFileAtomically(file, content) {
    const temp = node_path__WEBPACK_IMPORTED_MODULE_2__.join(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2__.basename(file)}.${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temp, 'w');
        try {
            await handle.writeFile(content);
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6921);
/* harmony import */ var _compare_compaction_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8182);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _json_parse_with_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6399);
/* harmony import */ var _atomic_write_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5176);
/* harmony import */ var _record_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7152);
/**
 * `conditions.json` of a run directory: the measurement conditions it was started with and its run
 * id, written before the first run so that a directory whose process was killed can still be checked,
 * resumed, rebuilt and merged. The same conditions head the report (`report.json`).
 */








const CONDITIONS_FILE = 'conditions.json';
/** The guiding principle: a number without these is an anecdote. */
const ReportConditionsSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    suiteId: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    suiteVersion: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    harnessVersion: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    /** Hash of the effective (measured) configuration. */
    configHash: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    provider: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    model: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
    mode: _record_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .ModeSchema */ .np,
    k: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().min(1),
    /** Orders runs only; the provider never receives it. */
    seed: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int(),
    concurrency: zod__WEBPACK_IMPORTED_MODULE_7__/* .number */ .aig().int().min(1).optional(),
    /** `i/n` when this report covers one shard of the plan. */
    shard: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()
        .regex(/^\d+\/\d+$/, 'must be i/n, e.g. 2/4')
        .optional(),
    /** The task selection (`--tasks`), when not the whole suite. */
    tasks: zod__WEBPACK_IMPORTED_MODULE_7__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP()).optional(),
    /**
     * The measured configuration's compaction settings, when known: token and cost deltas between
     * reports whose settings differ are not comparable (SPEC §5).
     */
    compaction: _compare_compaction_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .CompactionSettingsSchema */ .Ox.optional(),
});
const ConditionsFileSchema = zod__WEBPACK_IMPORTED_MODULE_7__/* .strictObject */ .rej({
    runId: zod__WEBPACK_IMPORTED_MODULE_7__/* .string */ .YjP(),
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

/***/ 7152:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WI: () => (/* binding */ RUN_RECORD_FORMAT),
/* harmony export */   g$: () => (/* binding */ RunRecordSchema),
/* harmony export */   jY: () => (/* binding */ describeRunOrigin),
/* harmony export */   np: () => (/* binding */ ModeSchema)
/* harmony export */ });
/* unused harmony exports RunVerifierOutcomeSchema, IncidentSchema, RunUsageSchema, RunMeasuredSchema, RunErrorSchema, RecordedToolCallSchema, RunOriginSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6921);
/* harmony import */ var _provider_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2188);
/* harmony import */ var _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2839);
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(973);
/* harmony import */ var _verifiers_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4970);
/**
 * One line of `runs.jsonl`: everything that is known about one run once it is over. Reports,
 * compare, merge, resume and export all read these records, never the runner's memory.
 */





const RUN_RECORD_FORMAT = 'run/v1';
const ModeSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['live', 'replay', 'scripted']);
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
    /** Events the agent wrote, by type. */
    events: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0)),
});
const RunErrorSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    /** `replay_divergence`, `upstream_unavailable`, `provider_error`, `script_exhausted`, `fixture`, `agent_start`, `verifier`, `cancelled`, `transient`. */
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
    origin: RunOriginSchema.optional(),
});
//# sourceMappingURL=record-schema.js.map

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
/**
 * There is no `eligible` count: every run that cannot be eligible is refused before the first run
 * (an ungranted effect, `full` without `--allow-suite-full`, a replay without a cassette, exit 2),
 * never planned and trimmed, so it would always equal `total`. Reports written before it was
 * dropped still parse; their `eligible` is ignored.
 */
const RunCountsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .preprocess */ .vkY((value) => {
    if (value === null || typeof value !== 'object' || !('eligible' in value))
        return value;
    const rest = { ...value };
    delete rest.eligible;
    return rest;
}, RunCountsObjectSchema);
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

/***/ 2573:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MI: () => (/* binding */ estimateCostUsd),
/* harmony export */   a3: () => (/* binding */ estimateCost),
/* harmony export */   k2: () => (/* binding */ EstimatedSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The estimated block (SPEC §5): a USD cost from rates the user gives. Verdict does not guess prices,
 * so with either rate missing there is no estimate at all. It stays apart from the measured block and
 * is never added to it. Cached-input and reasoning-token pricing are not modelled.
 */

const EstimatedSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    costUsd: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0),
    /** Kept beside the cost: compare only sets costs side by side when both used the same rates. */
    rates: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ inputRate: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0), outputRate: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0) }),
});
const TOKENS_PER_RATE_UNIT = 1_000_000;
function estimateCostUsd(tokens, rates) {
    assertRate('inputRate', rates.inputRate);
    assertRate('outputRate', rates.outputRate);
    return ((tokens.inputTokens * rates.inputRate + tokens.outputTokens * rates.outputRate) /
        TOKENS_PER_RATE_UNIT);
}
/**
 * The estimated block for a measured summary; undefined unless both rates are given and the tokens
 * were measured (an estimate from omitted tokens would be a guess of a guess).
 */
function estimateCost(measured, rates) {
    const inputRate = rates?.inputRate;
    const outputRate = rates?.outputRate;
    if (inputRate === undefined || outputRate === undefined || measured.tokens === undefined) {
        return undefined;
    }
    const costUsd = estimateCostUsd({ inputTokens: measured.tokens.input, outputTokens: measured.tokens.output }, { inputRate, outputRate });
    return { costUsd, rates: { inputRate, outputRate } };
}
function assertRate(name, rate) {
    if (!Number.isFinite(rate) || rate < 0) {
        throw new RangeError(`${name} must be a non-negative number of USD per million tokens, got ${rate}`);
    }
}
//# sourceMappingURL=estimated.js.map

/***/ }),

/***/ 2943:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ai: () => (/* binding */ MeasuredSummarySchema),
/* harmony export */   og: () => (/* binding */ summarizeMeasured)
/* harmony export */ });
/* unused harmony exports CachedInputSummarySchema, median, sampleVariance */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The measured block (SPEC §5): what the provider reported and what the clock said, over judged runs.
 * Nothing here is estimated. Where a provider did not report a figure on every turn the figure is
 * omitted with the reason, never filled with 0 or extrapolated.
 */

const tokenCount = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0);
const nullableNumber = zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().nullable();
const CachedInputSummarySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    /** Cached input tokens, over the runs that reported them fully. */
    tokens: tokenCount,
    /** Input tokens of those same runs, so `ratio` compares like with like. */
    inputTokens: tokenCount,
    /** `tokens / inputTokens`; null when those runs had no input tokens. */
    ratio: nullableNumber,
    runsReporting: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    runsJudged: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
});
const MeasuredSummarySchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    runsJudged: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(0),
    /** Present only when every judged run reported usage. */
    tokens: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ input: tokenCount, output: tokenCount }).optional(),
    /** Why `tokens` (and `tokensPerSuccess`) are absent. */
    tokensOmitted: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().optional(),
    wallMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({ median: nullableNumber, variance: nullableNumber }),
    /** Input plus output tokens of all judged runs (failures included) per pass; null with no pass. */
    tokensPerSuccess: nullableNumber.optional(),
    /** Wall time of all judged runs (failures included) per pass; null with no pass. */
    wallMsPerSuccess: nullableNumber,
    /** Absent when no judged run fully reported cached input. */
    cachedInput: CachedInputSummarySchema.optional(),
});
/** The middle value (mean of the two middle values for an even count); null for no values. */
function median(values) {
    if (values.length === 0)
        return null;
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    const upper = sorted[middle];
    return sorted.length % 2 === 1 ? upper : (sorted[middle - 1] + upper) / 2;
}
/** Sample variance (n − 1 denominator); null below two values, where it is undefined. */
function sampleVariance(values) {
    if (values.length < 2)
        return null;
    // Two passes: subtracting the mean first avoids the cancellation of Σx² − n·mean² on large values.
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
    return squares / (values.length - 1);
}
/** Summarizes the judged runs among `runs`; errored runs are ignored, as in every rate. */
function summarizeMeasured(runs) {
    const judged = runs.filter((run) => run.status !== 'error');
    const passes = judged.filter((run) => run.status === 'pass').length;
    const wallTimes = judged.map((run) => run.wallMs);
    const totalWallMs = wallTimes.reduce((sum, value) => sum + value, 0);
    const summary = {
        runsJudged: judged.length,
        wallMs: { median: median(wallTimes), variance: sampleVariance(wallTimes) },
        wallMsPerSuccess: passes === 0 ? null : totalWallMs / passes,
    };
    const tokens = sumTokens(judged);
    if (typeof tokens === 'string') {
        summary.tokensOmitted = tokens;
    }
    else {
        summary.tokens = tokens;
        summary.tokensPerSuccess = passes === 0 ? null : (tokens.input + tokens.output) / passes;
    }
    const cachedInput = summarizeCachedInput(judged);
    if (cachedInput !== undefined)
        summary.cachedInput = cachedInput;
    return summary;
}
/** Token totals, or the reason they cannot be given. */
function sumTokens(judged) {
    if (judged.length === 0)
        return 'no judged runs';
    const usages = judged.flatMap((run) => (run.usage === undefined ? [] : [run.usage]));
    if (usages.length < judged.length) {
        const unreported = judged.length - usages.length;
        return `usage not reported on every turn in ${unreported} of ${judged.length} judged runs`;
    }
    let input = 0;
    let output = 0;
    for (const usage of usages) {
        input += usage.inputTokens;
        output += usage.outputTokens;
    }
    return { input, output };
}
/**
 * Pooled over the judged runs that reported cached input on every turn. A partial run is left out
 * entirely, input included, because its cached figure is an undercount of its own input.
 */
function summarizeCachedInput(judged) {
    let tokens = 0;
    let inputTokens = 0;
    let runsReporting = 0;
    for (const { usage } of judged) {
        if (usage?.cachedInputTokens === undefined || usage.cachedPartial === true)
            continue;
        tokens += usage.cachedInputTokens;
        inputTokens += usage.inputTokens;
        runsReporting += 1;
    }
    if (runsReporting === 0)
        return undefined;
    return {
        tokens,
        inputTokens,
        ratio: inputTokens === 0 ? null : tokens / inputTokens,
        runsReporting,
        runsJudged: judged.length,
    };
}
//# sourceMappingURL=measured.js.map

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
/* unused harmony export VerifierResultSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

/** `error` means the verifier could not run; it is neither pass nor fail (SPEC §2). */
const VerifierStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['pass', 'fail', 'error']);
const VerifierResultSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    status: VerifierStatusSchema,
    /** A sentence a maintainer can act on, e.g. `src/math.ts does not contain "a + b"`. */
    detail: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0),
});
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
