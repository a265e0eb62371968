export const id = 9513;
export const ids = [9513];
export const modules = {

/***/ 9513:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S6: () => (/* binding */ runAdaptivePair),
  cH: () => (/* binding */ sideRunner),
  R5: () => (/* binding */ writeComparisonJson)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/run-dir/atomic-write.js
var atomic_write = __webpack_require__(5176);
// EXTERNAL MODULE: ./lib/runner/adaptive-rounds.js
var adaptive_rounds = __webpack_require__(9206);
// EXTERNAL MODULE: ./lib/runner/run-variants.js
var run_variants = __webpack_require__(4698);
;// CONCATENATED MODULE: ./lib/runner/adaptive-variants.js





/**
 * `verdict variants --k auto` (SPEC §5): two variants in rounds, the first as the base, the record
 * written to `<out>/adaptive.json` after every round; the comparison reads its verdicts from it.
 */
async function runAdaptiveVariants(options) {
    const [base, head] = options.variants;
    const runners = { base, head };
    const records = { base: [], head: [] };
    const results = {};
    await (0,promises_.mkdir)(options.outDir, { recursive: true });
    const recordFile = external_node_path_.join(options.outDir, ADAPTIVE_FILE);
    const adaptive = await (0,adaptive_rounds/* runAdaptiveRounds */.hS)({
        record: options.record,
        seed: options.seed,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        runRound: async (_round, plan, order) => {
            for (const side of order) {
                const result = await runners[side].run(plan, records[side]);
                records[side] = result.records;
                results[side] = result;
            }
            return records;
        },
        onRound: (record) => (0,atomic_write/* writeFileAtomically */.l)(recordFile, `${JSON.stringify(record, null, 2)}\n`),
    });
    await (0,atomic_write/* writeFileAtomically */.l)(recordFile, `${JSON.stringify(adaptive, null, 2)}\n`);
    const compared = await (0,run_variants/* compareVariants */.Ov)(options.outDir, options.variants, [results.base, results.head], adaptive);
    return { ...compared, adaptive };
}
/** Where `--k auto` keeps its record of rounds, beside the comparison. */
const ADAPTIVE_FILE = 'adaptive.json';
//# sourceMappingURL=adaptive-variants.js.map
// EXTERNAL MODULE: ./lib/stats/adaptive-k.js + 2 modules
var adaptive_k = __webpack_require__(4456);
// EXTERNAL MODULE: ./lib/suite/task-delta.js
var task_delta = __webpack_require__(3060);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/cli/evaluation/run-id.js
var run_id = __webpack_require__(9480);
;// CONCATENATED MODULE: ./lib/cli/evaluation/adaptive-pair.js
/** Sides of a suite compared, each with its own runner (`variants`, `run --models a,b --k auto`). */





/** A side whose report goes to `outDir`, under a run id of its own. */
function sideRunner(inv, id, outDir, run) {
    const runId = (0,run_id/* newRunId */.F)();
    return {
        id,
        runId,
        outDir,
        run: (plan, previous) => inv.runSuite({ ...run, outDir, runId, plan, previous }),
    };
}
/** `--k auto` (SPEC §5 "Adaptive k"): the two sides in rounds, the first as the base. */
function runAdaptivePair(inv, sides, kChoice, outDir) {
    return runAdaptiveVariants({
        variants: sides,
        record: (0,adaptive_k/* startAdaptive */.vb)((0,adaptive_k/* adaptiveRule */.hC)(inv.taskIds.length, kChoice), inv.taskIds, {
            deltaOf: (0,task_delta/* deltaOfTasks */.G)(inv.suite, kChoice.delta),
        }),
        seed: inv.seed,
        outDir,
        signal: inv.signal,
    });
}
/** A comparison's `--json` line. */
function writeComparisonJson(io, comparison) {
    (0,cli_io/* writeJson */.GF)(io, {
        type: 'comparison',
        baseline: comparison.baselineId,
        candidate: comparison.candidateId,
        file: comparison.json,
        comparison: comparison.comparison,
    });
}
//# sourceMappingURL=adaptive-pair.js.map

/***/ }),

/***/ 3903:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ writeRedactedFile)
/* harmony export */ });
/* unused harmony export redactFilesIn */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _html_escape_html_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6130);
/* harmony import */ var _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6403);
/* harmony import */ var _run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5176);
/**
 * The last net before a directory leaves the machine (SPEC §7): every file redacted in place,
 * JSON kept valid. A file with a NUL byte is redacted as bytes: one NUL must not hide a key.
 */





async function redactFilesIn(dir) {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const findings = [];
    for (const entry of entries) {
        if (!entry.isFile())
            continue;
        const file = path.join(entry.parentPath, entry.name);
        const relative = path.relative(dir, file);
        const bytes = await readFile(file);
        const binary = bytes.includes(0);
        const redacted = binary
            ? await redactBytes(bytes)
            : await redactFileText(relative, bytes.toString('utf8'));
        if (redacted.findings.length === 0)
            continue;
        await writeFileAtomically(file, binary ? Buffer.from(redacted.text, 'latin1') : redacted.text);
        findings.push(...redacted.findings.map((finding) => ({ ...finding, path: `${relative}: ${finding.path}` })));
    }
    return findings;
}
/** As latin1, so every byte outside a secret is written back unchanged; UTF-16 searched too. */
async function redactBytes(bytes) {
    const single = await redactText(bytes.toString('latin1'));
    const wide = await redactWideText(single.text);
    return { text: wide.text, findings: [...single.findings, ...wide.findings] };
}
/** Secrets in UTF-16LE (`k\0e\0y\0`): found with the NULs removed, written back with them. */
async function redactWideText(text) {
    let result = text;
    const findings = [];
    // Last to first, so that each replacement leaves the earlier offsets valid.
    for (const run of [...text.matchAll(/(?:[\x20-\x7e]\0){8,}/g)].reverse()) {
        const start = run.index;
        const redacted = await redactText(run[0].replace(/\0/g, ''));
        if (redacted.findings.length === 0)
            continue;
        findings.push(...redacted.findings);
        const widened = `${[...redacted.text].join('\0')}\0`;
        result = result.slice(0, start) + widened + result.slice(start + run[0].length);
    }
    return { text: result, findings };
}
/** Redacted as `redactFilesIn` would, by its name; for outputs that are not records or reports. */
async function writeRedactedFile(file, content) {
    const redacted = await redactFileText(node_path__WEBPACK_IMPORTED_MODULE_1__.basename(file), content);
    await (0,_run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_4__/* .writeFileAtomically */ .l)(file, redacted.findings.length === 0 ? content : redacted.text);
}
async function redactFileText(name, text) {
    if (name.endsWith('.jsonl')) {
        const findings = [];
        const lines = [];
        for (const [index, line] of text.split('\n').entries()) {
            const result = await redactJsonText(line);
            lines.push(result.text);
            findings.push(...result.findings.map((finding) => ({
                ...finding,
                path: `line ${index + 1} ${finding.path}`,
            })));
        }
        return { text: lines.join('\n'), findings };
    }
    if (name.endsWith('.json')) {
        const result = await redactJsonText(text.trimEnd());
        return { text: `${result.text}\n`, findings: result.findings };
    }
    if (name.endsWith('.html')) {
        // A marker would read as an unknown element and vanish: it is written back as text.
        const result = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactText */ .Rd)(text);
        return { text: (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeRedactionMarkers */ .o0)(result.text), findings: result.findings };
    }
    return (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactText */ .Rd)(text);
}
async function redactJsonText(text) {
    if (text.trim() === '')
        return { text, findings: [] };
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactText */ .Rd)(text);
    }
    const result = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_3__/* .redactJson */ .Kp)(value);
    if (result.findings.length === 0)
        return { text, findings: [] };
    const indent = text.includes('\n') ? 2 : undefined;
    return { text: JSON.stringify(result.value, null, indent), findings: result.findings };
}
//# sourceMappingURL=redact-files.js.map

/***/ }),

/***/ 9206:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hS: () => (/* binding */ runAdaptiveRounds),
/* harmony export */   uB: () => (/* binding */ planRound)
/* harmony export */ });
/* unused harmony exports sideOrder, roundOutcomes */
/* harmony import */ var _stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4456);

/** The plan of round `round`: repetition `round` of each open task, seeded as fixed-k seeds it. */
function planRound(taskIds, round, seed) {
    return taskIds.map((taskId) => ({ taskId, repetition: round, seed: seed + round }));
}
/** Odd rounds run the base first, even rounds the head: A, B, then B, A. */
function sideOrder(round) {
    return round % 2 === 1 ? ['base', 'head'] : ['head', 'base'];
}
/** Each task's counts in round `round`, from the last record of each run on both sides. */
function roundOutcomes(records, taskIds, round) {
    const countsOf = (list) => {
        const latest = new Map();
        for (const record of list)
            if (record.repetition === round)
                latest.set(record.taskId, record);
        return (taskId) => {
            const status = latest.get(taskId)?.status;
            // Judged runs are pass, fail and budget_exceeded (as in every rate); errored runs add nothing.
            if (status === undefined || status === 'error')
                return { runs: 0, passes: 0 };
            return { runs: 1, passes: status === 'pass' ? 1 : 0 };
        };
    };
    const [base, head] = [countsOf(records.base), countsOf(records.head)];
    return new Map(taskIds.map((taskId) => [taskId, { base: base(taskId), head: head(taskId) }]));
}
/** Runs rounds until every task has stopped or `signal` aborts; `onRound` sees each record. */
async function runAdaptiveRounds(options) {
    const aborted = () => options.signal?.aborted === true;
    let record = options.record;
    for (;;) {
        const open = (0,_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__/* .openTasks */ .bJ)(record);
        if (open.length === 0 || aborted())
            return record;
        const round = (0,_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__/* .nextRound */ .qy)(record);
        const plan = planRound(open, round, options.seed);
        const records = await options.runRound(round, plan, sideOrder(round));
        const spent = [...records.base, ...records.head].filter((one) => one.repetition === round && open.includes(one.taskId)).length;
        if (aborted())
            return record;
        record = (0,_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__/* .addAdaptiveRound */ .uN)(record, roundOutcomes(records, open, round), spent);
        await options.onRound?.(record);
    }
}
//# sourceMappingURL=adaptive-rounds.js.map

/***/ }),

/***/ 4698:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $f: () => (/* binding */ VariantSchema),
/* harmony export */   K1: () => (/* binding */ combineHashes),
/* harmony export */   Ov: () => (/* binding */ compareVariants),
/* harmony export */   c1: () => (/* binding */ readVariantFile),
/* harmony export */   gB: () => (/* binding */ runVariants),
/* harmony export */   iu: () => (/* binding */ applyOverrides),
/* harmony export */   t4: () => (/* binding */ readVariantsFile),
/* harmony export */   yk: () => (/* binding */ checkOverrides)
/* harmony export */ });
/* unused harmony exports VariantsFileSchema, variantOrder */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(6921);
/* harmony import */ var _agent_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2971);
/* harmony import */ var _compare_compare_adaptive_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(263);
/* harmony import */ var _compare_compare_reports_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2198);
/* harmony import */ var _compare_comparison_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5268);
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(8416);
/* harmony import */ var _compare_render_comparison_html_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6283);
/* harmony import */ var _compare_render_comparison_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(2649);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(452);
/* harmony import */ var _provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9066);
/* harmony import */ var _report_redact_files_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(3903);
/* harmony import */ var _report_report_files_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(8844);
/* harmony import */ var _run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(5176);
/**
 * `verdict variants`: variants of the measured configuration (dotted-key overrides, each with its
 * own configHash) on the same tasks, repetitions and seeds, interleaved in batches (A, B, then B, A)
 * to spread provider drift; the first is the baseline of every comparison.
 */
















const VariantSchema = zod__WEBPACK_IMPORTED_MODULE_14__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP()
        .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a variant id names a directory: letters, digits, ".", "_" and "-"'),
    overrides: zod__WEBPACK_IMPORTED_MODULE_14__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP().min(1), zod__WEBPACK_IMPORTED_MODULE_14__/* .unknown */ .L5J()),
});
const VariantsFileSchema = zod__WEBPACK_IMPORTED_MODULE_14__/* .strictObject */ .rej({
    $schema: zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP().optional(),
    suite: zod__WEBPACK_IMPORTED_MODULE_14__/* .string */ .YjP().min(1),
    variants: zod__WEBPACK_IMPORTED_MODULE_14__/* .array */ .YOg(VariantSchema).min(2, 'give at least 2 variants to compare'),
})
    .superRefine((file, context) => {
    const seen = new Set();
    file.variants.forEach((variant, index) => {
        if (seen.has(variant.id)) {
            context.addIssue({
                code: 'custom',
                path: ['variants', index, 'id'],
                message: `${JSON.stringify(variant.id)} is used by another variant: ids must be unique`,
            });
        }
        seen.add(variant.id);
    });
});
/**
 * Reads and validates a variant file (`diagnose`'s intervention) or a variants file (compare.json);
 * every problem is a ConfigError naming the file.
 */
async function readVariantFile(file, shown, schema, noun) {
    let data;
    try {
        data = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(file, 'utf8'));
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_9__/* .ConfigError */ .xL(`${shown}: cannot read the ${noun} file (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .messageOf */ .bD)(error)})`, [
            { file: shown, field: '(file)', message: (0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .messageOf */ .bD)(error) },
        ]);
    }
    const heading = `${shown}: not a valid ${noun} file; nothing ran`;
    if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_15__/* .nestsDeeperThan */ .ix)(data)) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .problemsError */ .$j)(heading, [{ file: shown, field: '(file)', message: _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_15__/* .TOO_DEEP_MESSAGE */ .AB }]);
    }
    const parsed = schema.safeParse(data, { reportInput: true });
    if (!parsed.success) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .problemsError */ .$j)(heading, (0,_provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_10__/* .problemsOfIssues */ .g)(parsed.error.issues, data, shown, noun));
    }
    return parsed.data;
}
/** Reads and validates compare.json. */
function readVariantsFile(file, shown) {
    return readVariantFile(file, shown, VariantsFileSchema, 'variants');
}
/** Settings that change what runs but are not part of the measured configuration (nor of its hash). */
const OUTSIDE_THE_HASH = new Set([
    'provider',
    'baseUrl',
    'model',
    'apiKey',
    'apiKeyEnv',
    'paths',
    'plugins',
    'mcp',
    'command',
    'env',
    'answerFrom',
    'agent',
]);
function unwrap(schema) {
    let current = schema;
    while (current instanceof zod__WEBPACK_IMPORTED_MODULE_14__/* .ZodDefault */ .XiL || current instanceof zod__WEBPACK_IMPORTED_MODULE_14__/* .ZodOptional */ .IiU) {
        current = current.unwrap();
    }
    return current;
}
/** Why a dotted key is not a key of the built-in agent's measured configuration, or undefined. */
function builtinKeyProblem(key) {
    const parts = key.split('.');
    if (OUTSIDE_THE_HASH.has(parts[0] ?? '')) {
        return `is outside the measured configuration (it does not enter the configuration hash); variants change only measured settings${parts[0] === 'model' ? ' — to compare models use `verdict run --models a,b`' : ''}`;
    }
    let schema = _agent_config_js__WEBPACK_IMPORTED_MODULE_3__/* .AgentConfigSchema */ .j8;
    for (const [index, part] of parts.entries()) {
        const object = unwrap(schema);
        if (!(object instanceof zod__WEBPACK_IMPORTED_MODULE_14__/* .ZodObject */ .bvH)) {
            return `is not a key of the measured configuration: ${parts.slice(0, index).join('.')} has no sub-keys`;
        }
        const shape = object.shape;
        const next = Object.hasOwn(shape, part) ? shape[part] : undefined;
        if (next === undefined) {
            const prefix = parts.slice(0, index).join('.');
            const known = Object.keys(shape).map((name) => (prefix === '' ? name : `${prefix}.${name}`));
            return `is not a key of the measured configuration (known here: ${known.join(', ')})`;
        }
        schema = next;
    }
    return undefined;
}
/** Dotted-key parts that would reach Object.prototype through a setter: refused in every key. */
const OBJECT_BUILT_INS = new Set(['__proto__', 'constructor', 'prototype']);
/** Sets an own property, even one named `__proto__`, so that no key reaches a prototype. */
function setOwn(target, key, value) {
    Object.defineProperty(target, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
    });
}
/** A copy of `config` with each dotted key set (intermediate objects created as needed). */
function applyOverrides(config, overrides) {
    const copy = structuredClone(typeof config === 'object' && config !== null ? config : {});
    for (const [key, value] of Object.entries(overrides)) {
        const parts = key.split('.');
        let target = copy;
        for (const part of parts.slice(0, -1)) {
            const next = Object.hasOwn(target, part) ? target[part] : undefined;
            if (typeof next !== 'object' || next === null || Array.isArray(next))
                setOwn(target, part, {});
            target = target[part];
        }
        setOwn(target, parts[parts.length - 1], structuredClone(value));
    }
    return copy;
}
/**
 * Every override checked before the first run: against the built-in agent's schema, or, for a
 * command agent's opaque configuration, only for keys outside the hash.
 */
function checkOverrides(file, shown, baseConfig, builtin, fieldOf = (index) => `variants[${index}].overrides`) {
    const problems = [];
    for (const [index, variant] of file.variants.entries()) {
        const refuse = (key, message) => {
            const field = `${fieldOf(index)}[${JSON.stringify(key)}]`;
            problems.push({
                file: shown,
                subject: `variant ${JSON.stringify(variant.id)}`,
                field,
                message,
            });
        };
        const before = problems.length;
        for (const key of Object.keys(variant.overrides)) {
            const problem = key.split('.').some((part) => OBJECT_BUILT_INS.has(part))
                ? 'names a built-in property of every object (__proto__, constructor, prototype), not a configuration key'
                : builtin
                    ? builtinKeyProblem(key)
                    : OUTSIDE_THE_HASH.has(key.split('.')[0] ?? '')
                        ? 'is outside the measured configuration (it does not enter the configuration hash)'
                        : key.split('.').some((part) => part === '')
                            ? 'is not a dotted key'
                            : undefined;
            if (problem !== undefined)
                refuse(key, `${JSON.stringify(key)} ${problem}`);
        }
        if (!builtin || problems.length > before)
            continue;
        const parsed = (0,_agent_config_js__WEBPACK_IMPORTED_MODULE_3__/* .safeParseAgentConfig */ .WT)(applyOverrides(baseConfig, variant.overrides));
        for (const issue of parsed.success ? [] : parsed.error.issues) {
            refuse(issue.path.join('.'), issue.message);
        }
    }
    (0,_errors_js__WEBPACK_IMPORTED_MODULE_9__/* .throwProblems */ .Jh)(`${shown}: invalid overrides; nothing ran`, problems);
}
/** The configHash of a suite whose tasks may use several agents, as `resolveSuiteAgents` makes it. */
function combineHashes(hashes) {
    const unique = [...new Set(hashes)].sort();
    return unique.length === 1 && unique[0] !== undefined
        ? unique[0]
        : (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(unique.join(',')).digest('hex').slice(0, 16);
}
/** Batch `index` runs the variants in order when even, reversed when odd: A, B, then B, A. */
function variantOrder(batch, count) {
    const order = Array.from({ length: count }, (_, index) => index);
    return batch % 2 === 0 ? order : order.reverse();
}
/** Each variant's result (one that ran nothing still writes its report), compared to the first. */
async function compareVariants(outDir, variants, results, adaptive) {
    const done = [];
    for (const [index, { id, outDir: dir, run }] of variants.entries()) {
        const { report, records } = results[index] ?? (await run([], []));
        done.push({ id, outDir: dir, report, records });
    }
    return { variants: done, comparisons: await writeComparisons(outDir, done, adaptive) };
}
/** Runs the plan for every variant, interleaved in batches of `batchSize`, then compares. */
async function runVariants(options) {
    const { variants } = options;
    const records = variants.map(() => []);
    const results = variants.map(() => undefined);
    const size = Math.max(1, options.batchSize);
    for (let start = 0, batch = 0; start < options.plan.length; start += size, batch += 1) {
        if (options.signal?.aborted === true)
            break;
        const slice = options.plan.slice(start, start + size);
        for (const index of variantOrder(batch, variants.length)) {
            const result = await variants[index].run(slice, records[index] ?? []);
            records[index] = result.records;
            results[index] = result;
        }
    }
    return compareVariants(options.outDir, variants, results);
}
/** Writes comparison.json / .md / .html of each variant against the first (adaptive: its verdicts). */
async function writeComparisons(outDir, variants, adaptive) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(outDir, { recursive: true });
    const [baseline, ...others] = variants;
    const files = [];
    for (const [index, candidate] of others.entries()) {
        const compared = (0,_compare_compare_reports_js__WEBPACK_IMPORTED_MODULE_5__/* .compareReports */ .ll)(baseline.report, candidate.report);
        const comparison = _compare_comparison_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .ComparisonSchema */ .tV.parse(adaptive === undefined ? compared : (0,_compare_compare_adaptive_js__WEBPACK_IMPORTED_MODULE_4__/* .applyAdaptive */ .H)(compared, adaptive));
        const markdown = (0,_compare_render_comparison_js__WEBPACK_IMPORTED_MODULE_8__/* .renderComparisonMarkdown */ .h)(comparison);
        const divergences = await (0,_report_report_files_js__WEBPACK_IMPORTED_MODULE_12__/* .readDivergences */ .sd)(candidate.outDir, candidate.records);
        const html = await (0,_report_report_files_js__WEBPACK_IMPORTED_MODULE_12__/* .redactHtml */ .JU)((0,_compare_render_comparison_html_js__WEBPACK_IMPORTED_MODULE_7__/* .renderComparisonHtml */ .r)(comparison, { divergences }));
        const names = index === 0 ? ['comparison'] : [];
        if (others.length > 1)
            names.push(`comparison-${candidate.id}`);
        for (const name of names) {
            await (0,_report_redact_files_js__WEBPACK_IMPORTED_MODULE_11__/* .writeRedactedFile */ .c)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(outDir, `${name}.json`), `${JSON.stringify(comparison, null, 2)}\n`);
            await (0,_report_redact_files_js__WEBPACK_IMPORTED_MODULE_11__/* .writeRedactedFile */ .c)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(outDir, `${name}.md`), markdown);
            await (0,_run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_13__/* .writeFileAtomically */ .l)(node_path__WEBPACK_IMPORTED_MODULE_2__.join(outDir, `${name}.html`), html);
        }
        const name = names[names.length - 1];
        files.push({
            baselineId: baseline.id,
            candidateId: candidate.id,
            comparison,
            markdown,
            json: node_path__WEBPACK_IMPORTED_MODULE_2__.join(outDir, `${name}.json`),
            markdownFile: node_path__WEBPACK_IMPORTED_MODULE_2__.join(outDir, `${name}.md`),
        });
    }
    return files;
}
//# sourceMappingURL=run-variants.js.map

/***/ }),

/***/ 3060:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ deltaOfTasks)
/* harmony export */ });
function deltaOfTasks(suite, given) {
    const own = new Map(suite.tasks.map((task) => [task.id, task.delta]));
    return (taskId) => own.get(taskId) ?? given ?? suite.delta;
}
//# sourceMappingURL=task-delta.js.map

/***/ })

};
