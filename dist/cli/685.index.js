export const id = 685;
export const ids = [685];
export const modules = {

/***/ 6685:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ciCommand: () => (/* binding */ ciCommand),
/* harmony export */   formatCiSummary: () => (/* binding */ formatCiSummary)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8674);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _plan_plan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9164);
/* harmony import */ var _provider_cassette_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2632);
/* harmony import */ var _runner_run_suite_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(175);
/* harmony import */ var _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6907);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1083);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9859);
/* harmony import */ var _evaluation_agents_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(5616);
/* harmony import */ var _evaluation_cancel_on_signals_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(2629);
/* harmony import */ var _evaluation_cassettes_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4018);
/* harmony import */ var _evaluation_grants_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5318);
/* harmony import */ var _evaluation_options_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1255);
/* harmony import */ var _evaluation_replay_provider_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(4559);
/* harmony import */ var _evaluation_run_id_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(9480);
/* harmony import */ var _evaluation_suite_run_options_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(4054);
/* harmony import */ var _evaluation_trust_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(3091);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_20__ = __webpack_require__(8908);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_19__ = __webpack_require__(9095);





















async function tasksWithCassettes(dir, taskIds) {
    const files = new Set(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir).catch(() => []));
    return taskIds.filter((id) => files.has(`${id}${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_5__/* .CASSETTE_EXTENSION */ .X0}`));
}
/** Why a replayed run did not pass, in one line: the divergence, or the verifiers that said no. */
function whyNotPassed(record) {
    if (record.error !== undefined)
        return record.error.message.split('\n')[0] ?? record.error.kind;
    const failed = (record.verifiers ?? []).filter((verifier) => verifier.outcome !== 'pass');
    if (failed.length > 0) {
        return failed
            .map((verifier) => `${verifier.id} ${verifier.outcome}: ${verifier.detail.split('\n')[0]}`)
            .join('; ');
    }
    return record.reason?.split('\n')[0] ?? record.status;
}
/** SPEC §9 and the reference's "replay in CI": 2 on divergence, 1 on a failure or on nothing replayed. */
function exitCodeOf(records) {
    if (records.length === 0)
        return 1;
    if (records.some((record) => record.error?.kind === 'replay_divergence'))
        return 2;
    return records.every((record) => record.status === 'pass') ? 0 : 1;
}
/** The short, readable end of `verdict ci`: a line per suite, a verdict line, where the reports are. */
function formatCiSummary(summary, cwd) {
    const shown = (file) => node_path__WEBPACK_IMPORTED_MODULE_1__.relative(cwd, file) || file;
    const width = Math.max(...summary.suites.map((suite) => suite.suiteId.length), 5);
    const lines = ['Replay of the recorded cassettes: measures the harness, not the model.', ''];
    let replayed = 0;
    let passed = 0;
    let diverged = 0;
    for (const suite of summary.suites) {
        const name = suite.suiteId.padEnd(width);
        if ('skipped' in suite) {
            lines.push(`  ${name}  skipped: ${suite.skipped}`);
            continue;
        }
        replayed += suite.replayed;
        passed += suite.passed;
        diverged += suite.diverged;
        const partial = suite.withoutCassette.length === 0
            ? ''
            : ` (${suite.withoutCassette.length} of ${suite.tasks} tasks have no cassette)`;
        lines.push(`  ${name}  ${suite.passed}/${suite.replayed} passed  ${suite.suiteVersion}${partial}`);
        for (const problem of suite.problems)
            lines.push(`    ✗ ${problem}`);
    }
    lines.push('');
    const seconds = (summary.wallMs / 1000).toFixed(1);
    if (summary.cancelled === true) {
        lines.push(`CANCELLED: stopped by a signal after ${replayed} replayed task(s), ${passed} passed (${seconds} s); the report of the suite in flight is partial.`);
    }
    else if (replayed === 0) {
        lines.push('FAIL: nothing was replayed (no suite has cassettes); record some with `verdict record <suite>`.');
    }
    else if (summary.exitCode === 0) {
        lines.push(`PASS: ${passed} of ${replayed} replayed tasks passed, no divergence (${seconds} s).`);
    }
    else {
        const what = [
            ...(diverged > 0 ? [`${diverged} diverged from the cassette`] : []),
            ...(replayed - passed - diverged > 0 ? [`${replayed - passed - diverged} did not pass`] : []),
        ].join(', ');
        lines.push(`FAIL: ${passed} of ${replayed} replayed tasks passed; ${what} (${seconds} s).`);
    }
    const reports = summary.suites.flatMap((suite) => ('skipped' in suite ? [] : [suite]));
    if (reports.length > 0) {
        lines.push('Reports (report.md, with report.json and runs.jsonl beside it):');
        for (const suite of reports)
            lines.push(`  ${shown(suite.reportFile)}`);
    }
    return `${lines.join('\n')}\n`;
}
/** The suites to replay: the bundled ones, or those of --suite-dir (trusted first). */
async function suiteLocations(args, io) {
    const suiteDir = (0,_command_js__WEBPACK_IMPORTED_MODULE_9__/* .stringOption */ .Pp)(args, 'suite-dir');
    const root = suiteDir === undefined
        ? node_path__WEBPACK_IMPORTED_MODULE_1__.join(io.packageRoot, _suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_7__/* .BUNDLED_SUITES_DIR */ .n)
        : node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, suiteDir);
    const locations = await (0,_suite_discover_suites_js__WEBPACK_IMPORTED_MODULE_7__/* .findSuiteLocations */ .O)(root);
    if (suiteDir !== undefined) {
        if (locations.length === 0) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--suite-dir ${suiteDir}: no suite.json (or case file) there`);
        }
        await (0,_evaluation_trust_js__WEBPACK_IMPORTED_MODULE_17__/* .trustSuite */ .N)(root, args, io);
    }
    else if (locations.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`no bundled suites in ${root}: they exist only in a source checkout; pass --suite-dir DIR`);
    }
    return locations;
}
async function loadAll(locations, io) {
    const suites = [];
    const problems = [];
    for (const location of locations) {
        const loaded = await (0,_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_8__/* .loadSuite */ .bu)(location, { cwd: io.cwd });
        if (loaded.ok)
            suites.push(loaded.suite);
        else
            problems.push(...loaded.problems);
    }
    if (problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`invalid suite; nothing ran:\n${problems.map((p) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .formatProblem */ .Vw)(p)}`).join('\n')}`, problems);
    }
    return suites;
}
const ciCommand = {
    name: 'ci',
    help: `Usage: verdict ci [--suite-dir DIR] [--cassette-dir DIR] [--out DIR] [--config FILE]

Replays, with no provider, no credentials and no network, every task that has a cassette in every
bundled suite (from a source checkout) or in the suites of --suite-dir, with the built-in agent and
an empty configuration (unless --config FILE names one). It grants itself --allow-write and
--allow-process, the effects the bundled suites were recorded with. Suites without cassettes are
listed as skipped. Replay measures the harness, not the model.

  --suite-dir DIR      a suite, or a directory of suites, instead of the bundled ones (asks for
                       trust like \`run\`; --yes without a terminal)
  --cassette-dir DIR   cassettes to replay instead of <suite>/cassettes (one suite only)
  --out DIR            where <suite>/report.json and report.md go (default .verdict/ci/<run id>)
  --concurrency N      runs at a time (default: the number of CPUs)
  --spawn-agent        the built-in agent as its own process per run (as for \`verdict run\`)

SIGINT or SIGTERM stops the runs in flight, writes the suite's CANCELLED partial report and skips
the suites not yet started.

Exit codes: 0 every replayed task passed; 2 a replay diverged (the task, call and field are
named), or an invalid suite; 1 a replayed task did not pass, a run errored, nothing was replayed,
or the replay was cancelled.`,
    options: {
        'suite-dir': { type: 'string' },
        'cassette-dir': { type: 'string' },
        out: { type: 'string' },
        concurrency: { type: 'string' },
        yes: { type: 'boolean' },
        'allow-suite-full': { type: 'boolean' },
        'spawn-agent': { type: 'boolean' },
    },
    positionals: { min: 0, max: 0, names: '' },
    async run(args, io) {
        const started = performance.now();
        const locations = await suiteLocations(args, io);
        const cassetteOption = (0,_command_js__WEBPACK_IMPORTED_MODULE_9__/* .stringOption */ .Pp)(args, 'cassette-dir');
        if (cassetteOption !== undefined && locations.length !== 1) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--cassette-dir needs exactly one suite; found ${locations.length}: pass --suite-dir with a single suite`);
        }
        const suites = await loadAll(locations, io);
        // The bundled cassettes were recorded with these grants; replay needs the same ones.
        const grants = (0,_evaluation_grants_js__WEBPACK_IMPORTED_MODULE_12__/* .grantsOf */ .R)({
            ...args,
            values: { ...args.values, 'allow-write': true, 'allow-process': true },
        });
        const configOption = (0,_command_js__WEBPACK_IMPORTED_MODULE_9__/* .stringOption */ .Pp)(args, 'config');
        const loadedConfig = configOption === undefined
            ? { dir: io.cwd, config: {} }
            : await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(io.cwd, configOption);
        const concurrency = (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_13__/* .concurrencyOption */ .b7)(args);
        const runId = (0,_evaluation_run_id_js__WEBPACK_IMPORTED_MODULE_15__/* .newRunId */ .F)();
        const outRoot = (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_13__/* .outDirOption */ .L2)(args, io, node_path__WEBPACK_IMPORTED_MODULE_1__.join('.verdict', 'ci', runId));
        const json = args.values.json === true;
        const records = [];
        const outcomes = [];
        const cancellation = (0,_evaluation_cancel_on_signals_js__WEBPACK_IMPORTED_MODULE_18__/* .cancelOnSignals */ .d)();
        try {
            for (const suite of suites) {
                if (cancellation.signal.aborted) {
                    outcomes.push({ suiteId: suite.suiteId, skipped: 'cancelled before it started' });
                    continue;
                }
                const agents = (0,_evaluation_agents_js__WEBPACK_IMPORTED_MODULE_10__/* .resolveSuiteAgents */ .lZ)(loadedConfig, io, suite, (0,_evaluation_agents_js__WEBPACK_IMPORTED_MODULE_10__/* .builtinAgentMode */ .WN)(args, io));
                const cassetteDir = cassetteOption === undefined
                    ? node_path__WEBPACK_IMPORTED_MODULE_1__.join(suite.dir, 'cassettes')
                    : node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, cassetteOption);
                const allTasks = suite.tasks.map((task) => task.id);
                const taskIds = await tasksWithCassettes(cassetteDir, allTasks);
                if (taskIds.length === 0) {
                    outcomes.push({ suiteId: suite.suiteId, skipped: 'no cassettes (live-only)' });
                    continue;
                }
                (0,_evaluation_grants_js__WEBPACK_IMPORTED_MODULE_12__/* .checkSuiteGrants */ .Q)({ ...suite, tasks: suite.tasks.filter((task) => taskIds.includes(task.id)) }, grants);
                const cassettes = await (0,_evaluation_cassettes_js__WEBPACK_IMPORTED_MODULE_11__/* .readCassettes */ .A)(cassetteDir, taskIds, io);
                const { model, providerFor } = (0,_evaluation_replay_provider_js__WEBPACK_IMPORTED_MODULE_14__/* .replaySetup */ .x)(cassettes, (0,_command_js__WEBPACK_IMPORTED_MODULE_9__/* .stringOption */ .Pp)(args, 'model'), agents.configHash, io);
                const outDir = node_path__WEBPACK_IMPORTED_MODULE_1__.join(outRoot, suite.suiteId);
                const progress = (0,_progress_js__WEBPACK_IMPORTED_MODULE_19__/* .createProgress */ .m)(io.stderr);
                const result = await (0,_runner_run_suite_js__WEBPACK_IMPORTED_MODULE_6__/* .runSuite */ .o)({
                    ...(0,_evaluation_suite_run_options_js__WEBPACK_IMPORTED_MODULE_16__/* .suiteRunOptions */ .eD)({
                        args,
                        io,
                        suite,
                        grants,
                        agentOf: (task) => agents.agentOf(task),
                        providerFor,
                        concurrency,
                        outDir,
                        signal: cancellation.signal,
                    }),
                    runId,
                    plan: (0,_plan_plan_js__WEBPACK_IMPORTED_MODULE_4__/* .buildPlan */ .Gg)({ taskIds, k: 1, seed: 0 }),
                    conditions: (0,_evaluation_suite_run_options_js__WEBPACK_IMPORTED_MODULE_16__/* .suiteConditions */ .Fw)({
                        suite,
                        io,
                        configHash: agents.configHash,
                        provider: 'cassette',
                        model,
                        mode: 'replay',
                        k: 1,
                        seed: 0,
                        concurrency,
                    }),
                    onRun: (record, done, total) => {
                        if (json)
                            return;
                        progress.update({ ...record, taskId: `${suite.suiteId}/${record.taskId}` }, done, total);
                        if (record.error?.kind === 'replay_divergence') {
                            progress.finish();
                            io.stderr.write(`  ${suite.suiteId}/${record.taskId}: ${record.error.message}\n`);
                        }
                    },
                });
                progress.finish();
                records.push(...result.records);
                const notPassed = result.records.filter((record) => record.status !== 'pass');
                outcomes.push({
                    suiteId: suite.suiteId,
                    suiteVersion: suite.suiteVersion,
                    tasks: allTasks.length,
                    replayed: result.records.length,
                    passed: result.records.length - notPassed.length,
                    diverged: notPassed.filter((record) => record.error?.kind === 'replay_divergence').length,
                    withoutCassette: allTasks.filter((id) => !taskIds.includes(id)),
                    problems: notPassed.map((record) => `${record.taskId}: ${whyNotPassed(record)}`),
                    reportFile: node_path__WEBPACK_IMPORTED_MODULE_1__.join(outDir, 'report.md'),
                });
            }
        }
        finally {
            cancellation.stop();
        }
        const cancelled = cancellation.signal.aborted;
        const summary = {
            suites: outcomes,
            ...(cancelled ? { cancelled } : {}),
            outDir: outRoot,
            wallMs: Math.round(performance.now() - started),
            exitCode: cancelled ? Math.max(1, exitCodeOf(records)) : exitCodeOf(records),
        };
        if (json)
            (0,_io_js__WEBPACK_IMPORTED_MODULE_20__/* .writeJson */ .G)(io, { mode: 'replay', ...summary });
        else
            io.stdout.write(formatCiSummary(summary, io.cwd));
        return summary.exitCode;
    },
};
//# sourceMappingURL=ci.js.map

/***/ }),

/***/ 4018:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readCassettes),
/* harmony export */   z: () => (/* binding */ cassetteDirOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _provider_cassette_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2632);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9859);
/**
 * The cassettes replay answers from: where they are (`--cassette-dir` or the suite's `cassettes/`),
 * and every selected task's, read before the first run.
 */




function cassetteDirOf(args, suite, io) {
    const given = (0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .stringOption */ .Pp)(args, 'cassette-dir');
    return given === undefined ? node_path__WEBPACK_IMPORTED_MODULE_0__.join(suite.dir, 'cassettes') : node_path__WEBPACK_IMPORTED_MODULE_0__.resolve(io.cwd, given);
}
/** Every selected task's cassette, read before the first run so a missing one stops nothing midway. */
async function readCassettes(dir, taskIds, io) {
    const cassettes = new Map();
    const problems = [];
    for (const taskId of taskIds) {
        const file = (0,_provider_cassette_js__WEBPACK_IMPORTED_MODULE_2__/* .cassettePath */ .YM)(dir, taskId);
        try {
            cassettes.set(taskId, await (0,_provider_cassette_js__WEBPACK_IMPORTED_MODULE_2__/* .readCassette */ .nn)(file, node_path__WEBPACK_IMPORTED_MODULE_0__.relative(io.cwd, file) || file));
        }
        catch (error) {
            if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL && error.problems.length > 0)
                problems.push(...error.problems);
            else
                throw error;
        }
    }
    if (problems.length > 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ConfigError */ .xL(`cannot replay; nothing ran:\n${problems.map((p) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .formatProblem */ .Vw)(p)}`).join('\n')}`, problems);
    }
    return cassettes;
}
//# sourceMappingURL=cassettes.js.map

/***/ }),

/***/ 4559:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ replaySetup)
});

// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
// EXTERNAL MODULE: ./lib/json/is-record.js
var is_record = __webpack_require__(9588);
;// CONCATENATED MODULE: ./lib/provider/divergence.js
/**
 * Where a replayed call departs from its recording (SPEC §4), said so that a person can act on it:
 * the first differing field as a readable path (`messages[3].content`,
 * `tools[edit_file].description`) and short excerpts of both sides around the first difference.
 */


/**
 * The order in which top-level fields are compared: the settings that shape the whole call first,
 * because a changed model or tool schema explains every later difference, and the messages (long,
 * and often changed only as a consequence) last. `satisfies` keeps the list complete.
 */
const FIELD_RANK = {
    endpoint: 0,
    model: 1,
    instructions: 2,
    reasoningEffort: 3,
    outputLimit: 4,
    answerControls: 5,
    tools: 6,
    nativeTools: 7,
    messages: 8,
};
/**
 * An excerpt is about 60 characters from 20 before the first difference (both sides from the same
 * character), or from earlier when the longer side ends sooner: a short text is shown whole, and
 * text appended at the end shows with what came before it.
 */
const EXCERPT_WIDTH = 60;
const EXCERPT_BEFORE = 20;
/** Non-string values are shown as compact JSON, at most this long. */
const VALUE_CAP = EXCERPT_WIDTH;
/** An own property only: `object["__proto__"]` would otherwise answer with the prototype. */
const own = (object, key) => Object.hasOwn(object, key) ? object[key] : undefined;
const isLowSurrogate = (code) => code >= 0xdc00 && code <= 0xdfff;
/** Moves a cut off the middle of a surrogate pair, so an excerpt never holds half a character. */
const alignCut = (text, index, direction) => index > 0 && index < text.length && isLowSurrogate(text.charCodeAt(index))
    ? index + direction
    : index;
function firstDifferingIndex(recorded, actual) {
    let index = 0;
    while (index < recorded.length && recorded[index] === actual[index])
        index += 1;
    return index;
}
/** A JSON string literal (so quotes and newlines stay on one line) of `text` from `start`. */
function excerptFrom(text, start) {
    const from = alignCut(text, start, -1);
    const to = alignCut(text, Math.min(text.length, from + EXCERPT_WIDTH), 1);
    const head = from > 0 ? '…' : '';
    const tail = to < text.length ? '…' : '';
    return JSON.stringify(`${head}${text.slice(from, to)}${tail}`);
}
function excerptValue(value) {
    if (typeof value === 'string')
        return excerptFrom(value, 0);
    const json = (0,canonical_json/* canonicalJson */.d)(value);
    if (json.length <= VALUE_CAP)
        return json;
    return `${json.slice(0, alignCut(json, VALUE_CAP - 1, -1))}…`;
}
function differenceAt(field, recorded, actual) {
    if (typeof recorded === 'string' && typeof actual === 'string') {
        const index = firstDifferingIndex(recorded, actual);
        const longer = Math.max(recorded.length, actual.length);
        const start = Math.max(0, Math.min(index - EXCERPT_BEFORE, longer - EXCERPT_WIDTH));
        return { field, recorded: excerptFrom(recorded, start), actual: excerptFrom(actual, start) };
    }
    return {
        field,
        ...(recorded === undefined ? {} : { recorded: excerptValue(recorded) }),
        ...(actual === undefined ? {} : { actual: excerptValue(actual) }),
    };
}
/** Field paths end up in messages and comments: a key the agent chose (a 1 MB tool name) is cut. */
const MAX_KEY_SHOWN = 64;
const shownKey = (key) => key.length <= MAX_KEY_SHOWN ? key : `${key.slice(0, 48)}…(${key.length} chars)`;
const joinKey = (field, key) => /^[A-Za-z_$][\w$]*$/.test(key) && key.length <= MAX_KEY_SHOWN
    ? `${field}.${key}`
    : `${field}[${JSON.stringify(shownKey(key))}]`;
/**
 * Walks both values in canonical order (object keys sorted as `canonicalJson` sorts them, arrays by
 * index), so it finds a difference exactly when the two hashes differ.
 */
function findIn(recorded, actual, field) {
    if (recorded === undefined || actual === undefined) {
        return recorded === actual ? undefined : differenceAt(field, recorded, actual);
    }
    if (Array.isArray(recorded) && Array.isArray(actual)) {
        for (let index = 0; index < Math.max(recorded.length, actual.length); index += 1) {
            // `canonicalJson` writes a hole or `undefined` in an array as null; past the end is absent.
            const recordedItem = index < recorded.length ? (recorded[index] ?? null) : undefined;
            const actualItem = index < actual.length ? (actual[index] ?? null) : undefined;
            const difference = findIn(recordedItem, actualItem, `${field}[${index}]`);
            if (difference !== undefined)
                return difference;
        }
        return undefined;
    }
    if ((0,is_record/* isRecord */.u)(recorded) && (0,is_record/* isRecord */.u)(actual))
        return findInObjects(recorded, actual, field);
    return (0,canonical_json/* canonicalJson */.d)(recorded) === (0,canonical_json/* canonicalJson */.d)(actual)
        ? undefined
        : differenceAt(field, recorded, actual);
}
function findInObjects(recorded, actual, field, skipKey) {
    const keys = [...new Set([...Object.keys(recorded), ...Object.keys(actual)])].sort();
    for (const key of keys) {
        if (key === skipKey)
            continue;
        const difference = findIn(own(recorded, key), own(actual, key), joinKey(field, key));
        if (difference !== undefined)
            return difference;
    }
    return undefined;
}
/** A chat tool names itself in `function.name`; Responses, Messages and Gemini tools in `name`. */
function toolNameOf(tool) {
    if (!(0,is_record/* isRecord */.u)(tool))
        return undefined;
    if ((0,is_record/* isRecord */.u)(tool.function)) {
        return typeof tool.function.name === 'string' ? tool.function.name : undefined;
    }
    return typeof tool.name === 'string' ? tool.name : undefined;
}
/** Tools by name, or undefined when a name is missing or repeated (then tools go by index). */
function nameTools(tools) {
    const named = new Map();
    for (const tool of tools) {
        const name = toolNameOf(tool);
        if (name === undefined || named.has(name) || !(0,is_record/* isRecord */.u)(tool))
            return undefined;
        named.set(name, tool);
    }
    return named;
}
const toolField = (name) => /^[\w-]+$/.test(name) && name.length <= MAX_KEY_SHOWN
    ? `tools[${name}]`
    : `tools[${JSON.stringify(shownKey(name))}]`;
/**
 * Function tools are addressed by name, not index (adding one tool must not shift every other), and
 * a chat tool's `function.` level is elided: `tools[edit_file].parameters…` rather than
 * `tools[edit_file].function.parameters…`. The wrapper's own keys (`type`) come after.
 */
function findInTools(recorded, actual) {
    const recordedByName = nameTools(recorded);
    const actualByName = nameTools(actual);
    if (recordedByName === undefined || actualByName === undefined) {
        return findIn(recorded, actual, 'tools');
    }
    for (const [name, recordedTool] of recordedByName) {
        const field = toolField(name);
        const actualTool = actualByName.get(name);
        const difference = actualTool === undefined
            ? differenceAt(field, recordedTool, undefined)
            : (0,is_record/* isRecord */.u)(recordedTool.function) || (0,is_record/* isRecord */.u)(actualTool.function)
                ? (findIn(recordedTool.function, actualTool.function, field) ??
                    findInObjects(recordedTool, actualTool, field, 'function'))
                : findInObjects(recordedTool, actualTool, field);
        if (difference !== undefined)
            return difference;
    }
    for (const [name, actualTool] of actualByName) {
        if (!recordedByName.has(name))
            return differenceAt(toolField(name), undefined, actualTool);
    }
    // The same tools in another order: the order is part of the request, and of its hash.
    const recordedNames = [...recordedByName.keys()];
    const actualNames = [...actualByName.keys()];
    return recordedNames.every((name, index) => name === actualNames[index])
        ? undefined
        : differenceAt('tools', recordedNames, actualNames);
}
/** The first field in which `actual` departs from `recorded`, or undefined when they are the same call. */
function findFirstDifference(recorded, actual) {
    const rankOf = (key) => Object.hasOwn(FIELD_RANK, key) ? FIELD_RANK[key] : Infinity;
    const keys = [...new Set([...Object.keys(recorded), ...Object.keys(actual)])].sort((a, b) => rankOf(a) - rankOf(b) || (a < b ? -1 : a > b ? 1 : 0));
    for (const key of keys) {
        const recordedValue = own(recorded, key);
        const actualValue = own(actual, key);
        const difference = key === 'tools' && Array.isArray(recordedValue) && Array.isArray(actualValue)
            ? findInTools(recordedValue, actualValue)
            : findIn(recordedValue, actualValue, key);
        if (difference !== undefined)
            return difference;
    }
    return undefined;
}
/** One line for the run's stop and the command's output. `call` is 1-based. */
function describeDivergence(call, difference) {
    const { field, recorded, actual } = difference;
    const what = recorded !== undefined && actual !== undefined
        ? `recorded ${recorded} but the harness sent ${actual}`
        : recorded !== undefined
            ? `recorded ${recorded} but the harness sent nothing there`
            : actual !== undefined
                ? `the recording has nothing there but the harness sent ${actual}`
                : 'the recording and the request differ';
    return `call ${call} diverged at ${field}: ${what}`;
}
const calls = (count) => `${count} ${count === 1 ? 'call' : 'calls'}`;
/** A recorded call the harness never made (the run ended first). `call` is 1-based. */
function missingCallMessage(call, total) {
    return `recorded call ${call} of ${total} was never made: the harness finished without asking it`;
}
/** A call with no recorded counterpart left: every recorded call was already answered. */
function extraCallMessage(call, total) {
    return `call ${call} is beyond the recording: the harness asked more than the ${calls(total)} recorded`;
}
//# sourceMappingURL=divergence.js.map
// EXTERNAL MODULE: ./lib/provider/fingerprint.js
var provider_fingerprint = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/provider/protocols/index.js + 15 modules
var protocols = __webpack_require__(2800);
// EXTERNAL MODULE: ./lib/provider/recorded-response.js
var recorded_response = __webpack_require__(9313);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
;// CONCATENATED MODULE: ./lib/provider/replay.js





/**
 * Each recorded call's hash, computed once per call as read (every repetition of a task replays the
 * same cassette), from its fingerprint: a hand-edited cassette never matches by a stale digest.
 */
const recordedHashes = new WeakMap();
function recordedHash(recorded) {
    let hash = recordedHashes.get(recorded);
    if (hash === undefined) {
        hash = (0,provider_fingerprint/* hashFingerprint */.P)(recorded.fingerprint);
        recordedHashes.set(recorded, hash);
    }
    return hash;
}
class ReplayProvider {
    calls;
    normalize;
    expand;
    mode = 'replay';
    used = new Set();
    /** Hashes of the recorded fingerprints, recomputed: a hand-edited cassette must not match by a stale digest. */
    hashes;
    diverged = false;
    /**
     * `expand` puts this run's paths in place of the `<WORKSPACE>` / `<HOME>` tokens a recorded
     * response holds (see `createPathTokens`).
     */
    constructor(calls, normalize, expand = (text) => text) {
        this.calls = calls;
        this.normalize = normalize;
        this.expand = expand;
        this.hashes = calls.map(recordedHash);
    }
    complete(call) {
        const fingerprint = (0,provider_fingerprint/* fingerprintOf */.a)(call, this.normalize);
        const sha256 = (0,provider_fingerprint/* hashFingerprint */.P)(fingerprint);
        const match = this.hashes.findIndex((hash, index) => !this.used.has(index) && hash === sha256);
        if (match !== -1) {
            this.used.add(match);
            const recorded = this.calls[match].response;
            return Promise.resolve((0,recorded_response/* serveRecorded */.Gu)((0,recorded_response/* rewriteRecorded */.pr)(recorded, this.expand), call, (0,protocols/* protocolOf */.AT)(call.protocol)));
        }
        this.diverged = true;
        const number = call.index + 1;
        const next = this.calls.findIndex((_, index) => !this.used.has(index));
        if (next === -1) {
            return Promise.reject(new types/* RunStopError */.eC({
                kind: 'replay_divergence',
                call: number,
                field: '(call)',
                message: extraCallMessage(number, this.calls.length),
            }));
        }
        const recorded = this.calls[next];
        const difference = findFirstDifference(recorded.fingerprint, fingerprint) ?? {
            field: '(fingerprint)',
        };
        return Promise.reject(new types/* RunStopError */.eC({
            kind: 'replay_divergence',
            call: number,
            field: difference.field,
            ...(difference.recorded === undefined ? {} : { recorded: difference.recorded }),
            ...(difference.actual === undefined ? {} : { actual: difference.actual }),
            message: describeDivergence(number, difference),
        }));
    }
    finish() {
        if (this.diverged)
            return Promise.resolve(undefined); // already stopped with its diagnosis
        const missing = this.calls.findIndex((_, index) => !this.used.has(index));
        if (missing === -1)
            return Promise.resolve(undefined);
        return Promise.resolve({
            kind: 'replay_divergence',
            call: missing + 1,
            field: '(call)',
            message: missingCallMessage(missing + 1, this.calls.length),
        });
    }
}
//# sourceMappingURL=replay.js.map
;// CONCATENATED MODULE: ./lib/cli/evaluation/replay-provider.js

/** Replay answers each task from its cassette; the model is the recorded one unless --model says otherwise. */
function replaySetup(cassettes, modelOption, configHash, io) {
    const recordedModel = [...cassettes.values()]
        .flatMap((cassette) => cassette.calls.map((call) => call.fingerprint.model))
        .find((name) => typeof name === 'string');
    const stale = [...cassettes.values()].find((cassette) => cassette.header.configHash !== configHash);
    if (stale !== undefined) {
        io.stderr.write(`verdict: warning: ${stale.header.suiteId}/${stale.header.taskId} was recorded with configuration ${stale.header.configHash}; this run's is ${configHash}\n`);
    }
    return {
        model: modelOption ?? recordedModel ?? 'verdict-scripted',
        providerFor: (taskId, context) => Promise.resolve(new ReplayProvider(cassettes.get(taskId)?.calls ?? [], context.normalize, context.pathTokens.expand)),
    };
}
//# sourceMappingURL=replay-provider.js.map

/***/ }),

/***/ 9313:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ serveRecorded),
/* harmony export */   YT: () => (/* binding */ tokenizeRecorded),
/* harmony export */   iP: () => (/* binding */ captureResponse),
/* harmony export */   pr: () => (/* binding */ rewriteRecorded)
/* harmony export */ });
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(247);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(118);
/* harmony import */ var _sse_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7296);
/**
 * Serving and capturing responses in the shape the agent asked for: a recorded JSON body becomes a
 * stream when the request streams, and a recorded stream becomes a body when it does not. Per-run
 * paths in a response are kept as tokens in a cassette and put back for the run it is served to.
 */



/** A stream chunk with `rewrite` applied to its strings; byte for byte the same when none changed. */
function rewriteEvent(event, rewrite) {
    let chunk;
    try {
        chunk = JSON.parse(event);
    }
    catch {
        return event; // `[DONE]`, or a foreign line: nothing of ours to rewrite
    }
    const rewritten = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeValue */ .tA)(chunk, rewrite);
    return (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(rewritten) === (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(chunk) ? event : JSON.stringify(rewritten);
}
/** The response with `rewrite` applied to every string of its body or of each stream chunk. */
function rewriteRecorded(recorded, rewrite) {
    if (recorded.kind === 'json')
        return { ...recorded, body: (0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeValue */ .tA)(recorded.body, rewrite) };
    return { ...recorded, events: recorded.events.map((event) => rewriteEvent(event, rewrite)) };
}
/**
 * The response as a cassette keeps it: this run's paths as tokens (`tokenize`). A live model streams
 * a path in pieces (`/tmp/verd` + `ict-run-…`) that no single chunk holds; such a stream is kept as
 * the equivalent JSON body, which replay streams again in whole chunks.
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
    const tokenized = (0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeValue */ .tA)(whole, tokenize);
    if ((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(tokenized) === (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(whole))
        return rewritten;
    return { kind: 'json', status: rewritten.status, body: tokenized };
}
/** The recorded response, delivered the way `call` asks for it. */
function serveRecorded(recorded, call, protocol) {
    if (recorded.kind === 'sse') {
        return call.stream
            ? { kind: 'sse', status: recorded.status, events: (0,_sse_js__WEBPACK_IMPORTED_MODULE_2__/* .streamOf */ .mA)(recorded.events) }
            : { kind: 'json', status: recorded.status, body: protocol.jsonFromEvents(recorded.events) };
    }
    if (!call.stream || recorded.status >= 400)
        return recorded;
    return {
        kind: 'sse',
        status: recorded.status,
        events: (0,_sse_js__WEBPACK_IMPORTED_MODULE_2__/* .streamOf */ .mA)(protocol.eventsFromJson(recorded.body, call)),
    };
}
/**
 * Passes a response through unchanged and calls `onComplete` with what the agent received once it
 * has all been delivered (for a stream: after its last event), or `onError` if the stream broke.
 */
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

/***/ })

};
