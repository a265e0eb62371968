export const id = 9487;
export const ids = [9487];
export const modules = {

/***/ 9487:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  showCommand: () => (/* binding */ showCommand)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/run-dir/run-view.js
var run_view = __webpack_require__(6914);
;// CONCATENATED MODULE: ./lib/report/render-run-text.js

const ARGUMENTS_CHARS = 120;
const RESULT_CHARS = 160;
const OUTPUT_LINES = 10;
function shorten(text, max) {
    const line = text.trim().replace(/\s*\n\s*/g, ' ⏎ ');
    return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
}
function renderRunText(record, events) {
    const view = (0,run_view/* describeRun */.v)(record, events);
    const lines = [
        `${view.label}: ${view.status} (${view.mode}, ${view.model}, ${(view.wallMs / 1000).toFixed(1)} s)`,
    ];
    if (view.reason !== undefined)
        lines.push(`  reason: ${view.reason}`);
    if (view.source === 'record') {
        lines.push('  (no trace: this run was written before runs kept one, or its trace is missing)');
        return `${lines.join('\n')}\n`;
    }
    if (!view.steps.some((step) => step.type === 'model_call'))
        lines.push('  no model call');
    for (const step of view.steps) {
        switch (step.type) {
            case 'model_call': {
                const purpose = step.compaction ? ' compaction' : '';
                const ended = step.ended === undefined ? '' : ` — ${step.ended}`;
                lines.push(`  call ${step.call}${purpose} (${step.protocol}${step.model === undefined ? '' : `, ${step.model}`}, ${step.durationMs} ms)${ended}`);
                if (step.says !== undefined)
                    lines.push(`    says: ${shorten(step.says, RESULT_CHARS)}`);
                break;
            }
            case 'tool_call': {
                const ok = step.ok === undefined ? '' : step.ok ? '  ok' : '  failed';
                lines.push(`    → ${step.name} ${shorten((0,run_view/* argumentsText */.M)(step.arguments), ARGUMENTS_CHARS)}${ok}`);
                if (step.error !== undefined)
                    lines.push(`      error: ${shorten(step.error, RESULT_CHARS)}`);
                if (step.result !== undefined)
                    lines.push(`      ← ${shorten(step.result, RESULT_CHARS)}`);
                break;
            }
            case 'cut':
                lines.push(`  … ${step.message} (${step.droppedEvents} event(s) not kept)`);
                break;
        }
    }
    if (view.verifiers.length > 0) {
        lines.push('  verifiers:');
        for (const verifier of view.verifiers) {
            const [first = '', ...rest] = verifier.detail.split('\n');
            lines.push(`    ${verifier.outcome.padEnd(5)} ${verifier.id} (${verifier.kind}): ${first}`);
            for (const line of rest.slice(0, OUTPUT_LINES))
                lines.push(`          ${line}`);
        }
    }
    if (view.incidents.length > 0) {
        lines.push('  incidents:');
        for (const incident of view.incidents) {
            lines.push(`    ${incident.kind}${incident.detail === undefined ? '' : `: ${incident.detail}`}`);
        }
    }
    for (const output of view.outputs) {
        const shown = output.tail.replace(/\n$/, '').split('\n').slice(-OUTPUT_LINES);
        lines.push(`  ${output.stream} (last ${shown.length} line(s) of ${output.bytes} bytes):`);
        for (const line of shown)
            lines.push(`    | ${line}`);
    }
    return `${lines.join('\n')}\n`;
}
//# sourceMappingURL=render-run-text.js.map
// EXTERNAL MODULE: ./lib/run-dir/conditions-file.js
var conditions_file = __webpack_require__(8104);
// EXTERNAL MODULE: ./lib/run-dir/list-runs.js
var list_runs = __webpack_require__(6666);
// EXTERNAL MODULE: ./lib/run-dir/runs-jsonl.js
var runs_jsonl = __webpack_require__(2390);
// EXTERNAL MODULE: ./lib/run-dir/trace-file.js
var trace_file = __webpack_require__(1565);
// EXTERNAL MODULE: ./lib/runner/saved-runs.js
var saved_runs = __webpack_require__(7688);
// EXTERNAL MODULE: ./lib/cli/command.js
var command = __webpack_require__(9859);
// EXTERNAL MODULE: ./lib/cli/evaluation/options.js
var options = __webpack_require__(1255);
// EXTERNAL MODULE: ./lib/cli/file-kind.js
var file_kind = __webpack_require__(8345);
// EXTERNAL MODULE: ./lib/cli/io.js
var cli_io = __webpack_require__(8908);
// EXTERNAL MODULE: ./lib/cli/commands/runs.js
var runs = __webpack_require__(5587);
;// CONCATENATED MODULE: ./lib/cli/commands/show.js













/** The run folder `target` names: a folder, else a run id in `.verdict/runs` or a `--dir`. */
async function findRun(target, roots, cwd) {
    const direct = external_node_path_.resolve(cwd, target);
    if (await (0,file_kind/* isFile */.f)(external_node_path_.join(direct, conditions_file/* CONDITIONS_FILE */.ce)))
        return direct;
    const { runs } = await (0,list_runs/* listRuns */.v)(roots);
    const named = runs.find((run) => run.runId === target || external_node_path_.basename(run.dir) === target);
    if (named !== undefined)
        return named.dir;
    const nearest = (0,list_runs/* nearestRunIds */.y)(target, runs.map((run) => run.runId));
    throw new errors/* UsageError */.eb(`show: no run ${JSON.stringify(target)} in ${saved_runs/* SAVED_RUNS_DIR */.N}${roots.length > 1 ? ' or --dir' : ''}, and no run folder there. ` +
        (nearest.length === 0
            ? '`verdict runs` lists the runs; there are none yet.'
            : `Nearest: ${nearest.join(', ')} (\`verdict runs\` lists them all).`));
}
/** The run's trace, read; undefined when it has none on disk. */
async function traceOf(dir, record) {
    const file = (0,trace_file/* traceFileIn */.Vj)(dir, record);
    return file === undefined ? undefined : (0,trace_file/* readTrace */.ce)(file).catch(() => undefined);
}
const showCommand = {
    name: 'show',
    help: `Usage: verdict show <runId | run-dir> [--task ID] [--rep N] [--dir DIR]... [--json]

Prints the runs of a saved run from their traces (traces/ beside runs.jsonl): the status and its
reason, each model call with the tool calls it asked for (arguments and results shortened), the
verifiers with their details, the incidents and the end of the agent's stdout and stderr.
--json prints each run's record and its whole trace.

Options:
  --task ID    only this task's runs
  --rep N      only repetition N
  --dir DIR    look for the run id here too, besides .verdict/runs (repeatable)

Exit codes: 0 printed; 2 no such run, task or repetition. A trace line that cannot be read is
named on stderr and left out; the rest is printed.`,
    options: { ...(0,options/* valueOptions */.kl)('task', 'rep'), dir: { type: 'string', multiple: true } },
    positionals: { min: 1, max: 1, names: '<runId | run-dir>' },
    async run(args, io) {
        const target = args.positionals[0];
        const task = (0,command/* stringOption */.Pp)(args, 'task');
        const rep = (0,options/* integerOption */.ig)(args, 'rep', 0, 1);
        const dir = await findRun(target, (0,runs.runRoots)(args, io), io.cwd);
        const read = await (0,runs_jsonl/* readRunRecords */.Y$)(external_node_path_.join(dir, runs_jsonl/* RUNS_FILE */.Ct)).catch((error) => {
            throw new errors/* UsageError */.eb(`show: ${external_node_path_.join(dir, runs_jsonl/* RUNS_FILE */.Ct)} cannot be read: ${String(error)}`);
        });
        const problems = [...read.problems];
        const chosen = read.records.filter((record) => (task === undefined || record.taskId === task) && (rep === 0 || record.repetition === rep));
        if (chosen.length === 0) {
            const repsOf = (taskId) => read.records.filter((other) => other.taskId === taskId).map((other) => other.repetition);
            const tasks = [...new Set(read.records.map((record) => record.taskId))].map((taskId) => `${taskId} (reps ${repsOf(taskId).join(', ')})`);
            throw new errors/* UsageError */.eb(`show: no run${task === undefined ? '' : ` of task ${JSON.stringify(task)}`}${rep === 0 ? '' : ` #${rep}`} in ${external_node_path_.relative(io.cwd, dir) || dir}. ` +
                (tasks.length === 0 ? 'Its runs.jsonl holds no run.' : `It holds: ${tasks.join('; ')}.`));
        }
        const shown = await Promise.all(chosen.map(async (record) => ({ record, trace: await traceOf(dir, record) })));
        for (const { trace } of shown)
            problems.push(...(trace?.problems ?? []));
        for (const problem of problems) {
            io.stderr.write(`verdict: show: skipped ${(0,errors/* formatProblem */.Vw)(problem)}\n`);
        }
        if (args.values.json === true) {
            (0,cli_io/* writeJson */.GF)(io, {
                dir,
                runs: shown.map(({ record, trace }) => ({
                    record,
                    ...(trace === undefined ? {} : { trace: { header: trace.header, events: trace.events } }),
                })),
                problems,
            });
            return 0;
        }
        io.stdout.write(shown.map(({ record, trace }) => renderRunText(record, trace?.events)).join('\n'));
        return 0;
    },
};
//# sourceMappingURL=show.js.map

/***/ }),

/***/ 8345:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ isFile),
/* harmony export */   w: () => (/* binding */ isDirectory)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);

// Both are false also when `file` cannot be read.
async function isDirectory(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.isDirectory() === true;
}
async function isFile(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.isFile() === true;
}
//# sourceMappingURL=file-kind.js.map

/***/ }),

/***/ 8452:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cn: () => (/* binding */ CassetteCallSchema),
/* harmony export */   EC: () => (/* binding */ MessagesDeltaSchema),
/* harmony export */   GJ: () => (/* binding */ CASSETTE_FORMATS),
/* harmony export */   IK: () => (/* binding */ REQUEST_FIELDS),
/* harmony export */   bD: () => (/* binding */ StoredCallV2Schema),
/* harmony export */   j$: () => (/* binding */ CASSETTE_FORMAT),
/* harmony export */   zQ: () => (/* binding */ CassetteHeaderSchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6010);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2188);
/**
 * The cassette formats (SPEC §4): the shared header, the decoded call replay uses, and the call
 * line of `cassette/v1` (whole fingerprints) and `cassette/v2` (deltas and content-addressed
 * parts).
 */



const CASSETTE_FORMAT = 'cassette/v2';
/** What the reader reads: `cassette/v1` files still replay (`verdict cassette upgrade` rewrites them). */
const CASSETTE_FORMATS = ['cassette/v1', CASSETTE_FORMAT];
const CassetteHeaderSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(CASSETTE_FORMATS),
    suiteId: _suite_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .IdSchema */ .N$,
    suiteVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    taskId: _suite_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .IdSchema */ .N$,
    /** Hash of the measured configuration; replay warns when the current one differs. */
    configHash: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    harnessVersion: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
});
const sha256Of = (what) => zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, `must be 64 lowercase hexadecimal digits (${what}’s sha256)`);
/** 1-based, in file order. */
const CallNumberSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1);
/** A recorded call with the FULL decoded fingerprint; also the `cassette/v1` line. */
const CassetteCallSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    call: CallNumberSchema,
    sha256: sha256Of('the fingerprint'),
    fingerprint: _types_js__WEBPACK_IMPORTED_MODULE_1__/* .FingerprintSchema */ .oP,
    response: _types_js__WEBPACK_IMPORTED_MODULE_1__/* .RecordedResponseSchema */ .n5,
});
/** The fingerprint fields a `cassette/v2` request stores (the endpoint is on the line itself). */
const REQUEST_FIELDS = [
    'model',
    'instructions',
    'messages',
    'tools',
    'outputLimit',
    'nativeTools',
    'reasoningEffort',
    'answerControls',
];
/** A `cassette/v2` request's fields (with `from`, those that differ); checked once decoded. */
const StoredRequestSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej(Object.fromEntries(REQUEST_FIELDS.map((field) => [field, zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J().optional()])));
/** The conversation of a request with a base: the base's first `keep` entries, then `append`. */
const MessagesDeltaSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    keep: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0),
    append: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()),
});
const StoredCallV2Schema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    call: CallNumberSchema,
    endpoint: _types_js__WEBPACK_IMPORTED_MODULE_1__/* .EndpointSchema */ .vy,
    /** sha256 of the canonical JSON of the FULL decoded fingerprint: the match key. */
    sha256: sha256Of('the fingerprint'),
    /** The earlier call this request is stored against. */
    from: CallNumberSchema.optional(),
    /** Parts this line is the first to use: sha256 of the part's canonical JSON → its value. */
    parts: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(sha256Of('the part'), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).optional(),
    request: StoredRequestSchema,
    /** Exactly as the agent received it: never a delta, never a part. */
    response: _types_js__WEBPACK_IMPORTED_MODULE_1__/* .RecordedResponseSchema */ .n5,
});
//# sourceMappingURL=cassette-codec-schema.js.map

/***/ }),

/***/ 6914:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ argumentsText),
/* harmony export */   v: () => (/* binding */ describeRun)
/* harmony export */ });
/** A tool call's arguments as one text: the raw string, else JSON (indented by `space`). */
function argumentsText(value, space) {
    return typeof value === 'string' ? value : (JSON.stringify(value, null, space) ?? '');
}
/** How a model call ended when it did not answer, or undefined when it answered. */
function describeCallEnd(event) {
    if (event.stop !== undefined)
        return `stopped: ${event.stop.message}`;
    if (event.aborted === true)
        return 'aborted';
    const status = event.cassette.response?.status;
    return status !== undefined && status >= 400 ? `HTTP ${status}` : undefined;
}
function stepOf(event) {
    switch (event.type) {
        case 'model_call': {
            const ended = describeCallEnd(event);
            return {
                type: 'model_call',
                call: event.call,
                compaction: event.purpose === 'compaction',
                protocol: event.protocol,
                ...(event.model === undefined ? {} : { model: event.model }),
                durationMs: event.durationMs,
                ...(ended === undefined ? {} : { ended }),
                ...(typeof event.content === 'string' && event.content !== ''
                    ? { says: event.content }
                    : {}),
            };
        }
        case 'tool_call':
            return toolCallStep(event);
        case 'cut':
            return { type: 'cut', message: event.message, droppedEvents: event.droppedEvents };
        default:
            return undefined;
    }
}
function withoutType({ type: _type, ...rest }) {
    return rest;
}
const toolCallStep = ({ call: _call, id: _id, ...step }) => step;
/** The run; `events` is its trace, undefined when it has none that can be read. */
function describeRun(record, events) {
    const base = {
        label: `${record.taskId} #${record.repetition}${record.variant === undefined ? '' : ` [${record.variant}]`}`,
        taskId: record.taskId,
        repetition: record.repetition,
        status: record.status,
        ...(record.reason === undefined ? {} : { reason: record.reason }),
        mode: record.mode,
        model: record.model,
        wallMs: record.measured.wallMs,
        ...(record.origin === undefined ? {} : { prompt: record.origin.prompt }),
        finalAnswer: record.finalAnswer,
    };
    if (events === undefined) {
        return {
            ...base,
            source: 'record',
            steps: record.toolCalls.map((call) => ({
                type: 'tool_call',
                name: call.name,
                arguments: call.arguments,
                ...(call.ok === undefined ? {} : { ok: call.ok }),
            })),
            verifiers: record.verifiers,
            incidents: record.incidents,
            outputs: [],
        };
    }
    return {
        ...base,
        source: 'trace',
        steps: events.flatMap((event) => stepOf(event) ?? []),
        verifiers: events.flatMap((event) => (event.type === 'verifier' ? [withoutType(event)] : [])),
        incidents: events.flatMap((event) => (event.type === 'incident' ? [withoutType(event)] : [])),
        outputs: events.flatMap((event) => (event.type === 'output' ? [withoutType(event)] : [])),
    };
}
//# sourceMappingURL=run-view.js.map

/***/ }),

/***/ 1565:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vj: () => (/* binding */ traceFileIn),
/* harmony export */   ce: () => (/* binding */ readTrace),
/* harmony export */   fk: () => (/* binding */ KeptTraces),
/* harmony export */   hi: () => (/* binding */ writeTrace),
/* harmony export */   jt: () => (/* binding */ traceFileOf),
/* harmony export */   wu: () => (/* binding */ cutMessage)
/* harmony export */ });
/* unused harmony export capTrace */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6403);
/* harmony import */ var _atomic_write_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5176);
/* harmony import */ var _json_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4139);
/* harmony import */ var _runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2390);
/* harmony import */ var _trace_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2588);
/**
 * A run's trace file: written once when the run ends, capped and redacted (SPEC §7); read back line
 * by line, so that a corrupt line costs only itself.
 */







/** Where a run's trace goes, relative to its run directory: `traces/<taskId>/<repetition>.jsonl`. */
function traceFileOf(run) {
    const name = `${run.variant === undefined ? '' : `${run.variant}.`}${run.repetition}.jsonl`;
    return node_path__WEBPACK_IMPORTED_MODULE_1__.posix.join(_trace_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .TRACES_DIR */ .Po, run.taskId, name);
}
/** The trace `record` names in `dir`, or undefined when it leaves `dir` (runs.jsonl may be an artifact's). */
function traceFileIn(dir, record) {
    const root = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(dir);
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(root, record.trace ?? traceFileOf(record));
    return file.startsWith(`${root}${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) ? file : undefined;
}
/** Events a cut leaves out first: the conversation, which is most of a trace's bytes. */
const isConversation = (event) => event.type === 'model_call' || event.type === 'tool_call';
const lineBytes = (line) => Buffer.byteLength(JSON.stringify(line)) + 1;
/** The message a cut trace carries, which `verdict add` repeats when it refuses one. */
function cutMessage(maxBytes) {
    return `the trace of this run was cut at ${formatBytes(maxBytes)}: raise trace.maxBytes and run again`;
}
function formatBytes(bytes) {
    if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0)
        return `${bytes / (1024 * 1024)} MB`;
    if (bytes >= 1024 && bytes % 1024 === 0)
        return `${bytes / 1024} KB`;
    return `${bytes} bytes`;
}
/**
 * The events that fit in `maxBytes`: all but the conversation, and of the conversation a prefix
 * (each request is a delta against an earlier one), then a `cut` line for the rest.
 */
function capTrace(header, events, maxBytes) {
    const sizes = events.map(lineBytes);
    const total = lineBytes(header) + sizes.reduce((sum, size) => sum + size, 0);
    if (total <= maxBytes)
        return [...events];
    const cutLine = (droppedEvents, droppedBytes) => ({
        type: 'cut',
        maxBytes,
        droppedEvents,
        droppedBytes,
        message: cutMessage(maxBytes),
    });
    let room = maxBytes -
        lineBytes(header) -
        lineBytes(cutLine(events.length, total)) -
        events.reduce((sum, event, index) => sum + (isConversation(event) ? 0 : sizes[index]), 0);
    const kept = [];
    let cut;
    for (const [index, event] of events.entries()) {
        const size = sizes[index];
        if (!isConversation(event)) {
            kept.push(event);
        }
        else if (cut === undefined && size <= room) {
            room -= size;
            kept.push(event);
        }
        else if (cut === undefined) {
            cut = cutLine(1, size);
            kept.push(cut);
        }
        else {
            cut.droppedEvents += 1;
            cut.droppedBytes += size;
        }
    }
    // What is always kept may itself be over the cap (a huge verifier detail): the last lines go.
    let size = lineBytes(header) + kept.reduce((sum, event) => sum + lineBytes(event), 0);
    while (size > maxBytes && kept.length > 1) {
        const index = kept.findLastIndex((event) => event.type !== 'cut');
        if (index === -1)
            break;
        const [removed] = kept.splice(index, 1);
        size -= lineBytes(removed);
        if (cut === undefined) {
            cut = cutLine(1, lineBytes(removed));
            kept.push(cut);
            size += lineBytes(cut);
        }
        else {
            cut.droppedEvents += 1;
            cut.droppedBytes += lineBytes(removed);
        }
    }
    return kept;
}
/**
 * The traces this process wrote, as written (capped, redacted), up to `maxBytes` of their text: the
 * report's transcripts are made from them without reading each file back.
 */
class KeptTraces {
    byFile = new Map();
    room;
    constructor(maxBytes) {
        this.room = maxBytes;
    }
    add(file, events, bytes) {
        if (bytes > this.room)
            return;
        this.room -= bytes;
        this.byFile.set(file, events);
    }
    /** The events of the trace at `file`, relative to its run directory, when this process wrote it. */
    get(file) {
        return this.byFile.get(file);
    }
}
/** Writes a run's trace under `runDir`, capped, then redacted: each secret an incident line. */
async function writeTrace(runDir, header, events, keptTraces) {
    const relative = traceFileOf(header);
    const kept = capTrace(header, events, header.maxBytes);
    const { value, findings } = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactJson */ .Kp)([header, ...kept]);
    const incidents = (0,_runs_jsonl_js__WEBPACK_IMPORTED_MODULE_5__/* .secretIncidents */ .wZ)(findings).map((incident) => ({
        type: 'incident',
        ...incident,
    }));
    const lines = [...value, ...incidents];
    const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(runDir, relative);
    await writeCreatingParent(file, text);
    const bytes = Buffer.byteLength(text);
    keptTraces?.add(relative, lines.slice(1), bytes);
    return {
        file: relative,
        bytes,
        cut: kept.some((event) => event.type === 'cut'),
        redacted: findings.length,
    };
}
/**
 * Makes the task's folder only when the write finds it missing. No fsync: the record appended
 * after it is what a resume trusts.
 */
async function writeCreatingParent(file, text) {
    try {
        await (0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomically */ .l)(file, text, { durable: false });
    }
    catch (error) {
        if (error.code !== 'ENOENT')
            throw error;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(file), { recursive: true });
        await (0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomically */ .l)(file, text, { durable: false });
    }
}
/** Never throws on content: a bad line is skipped and named. A missing file is an fs error. */
async function readTrace(file) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    const { lines, problems } = (0,_json_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonLines */ .L)(text, file, (index) => index === 0 ? _trace_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .TraceHeaderSchema */ .S2 : _trace_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .TraceLineSchema */ .d3);
    const events = [];
    let header;
    for (const { value } of lines) {
        if (value.type === 'header')
            header ??= value;
        else
            events.push(value);
    }
    return { ...(header === undefined ? {} : { header }), events, problems };
}
//# sourceMappingURL=trace-file.js.map

/***/ }),

/***/ 2588:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Po: () => (/* binding */ TRACES_DIR),
/* harmony export */   S2: () => (/* binding */ TraceHeaderSchema),
/* harmony export */   Vw: () => (/* binding */ DEFAULT_TRACE_MAX_BYTES),
/* harmony export */   _W: () => (/* binding */ TRACE_FORMAT),
/* harmony export */   d3: () => (/* binding */ TraceLineSchema),
/* harmony export */   v6: () => (/* binding */ OUTPUT_TAIL_BYTES)
/* harmony export */ });
/* unused harmony exports TraceModelCallSchema, TraceToolCallSchema, TraceVerifierSchema, TraceIncidentSchema, TraceOutputSchema, TraceCutSchema, TraceEventSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6921);
/* harmony import */ var _provider_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2188);
/* harmony import */ var _provider_cassette_codec_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8452);
/* harmony import */ var _record_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7152);
/**
 * A run's trace (`trace/v1`, SPEC §1, docs/traces.md): a header line, then one line per event in
 * the order a reader follows the run, and a `cut` line where it reached its cap. A model call's
 * `cassette` is its `cassette/v2` call line, so the call lines after a cassette header are a
 * cassette (`verdict add` builds a promoted case's from them).
 */




const TRACE_FORMAT = 'trace/v1';
const TRACES_DIR = 'traces';
/** A trace's cap when the configuration sets none (`trace.maxBytes` in verdict.config.json). */
const DEFAULT_TRACE_MAX_BYTES = 1024 * 1024;
const TraceHeaderSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('header'),
    format: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(TRACE_FORMAT),
    // The record's fields again, in the trace's order: a trace is read without its runs.jsonl.
    ..._record_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RunRecordSchema */ .g$.pick({
        runId: true,
        suiteId: true,
        taskId: true,
        repetition: true,
        variant: true,
        mode: true,
        model: true,
        status: true,
        reason: true,
        agentExitCode: true,
    }).shape,
    /** The cap the trace was written under. */
    maxBytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
});
const TraceModelCallSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('model_call'),
    /** 1-based, in the order the calls arrived at the proxy. */
    call: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
    purpose: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['main', 'compaction']),
    protocol: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(_provider_types_js__WEBPACK_IMPORTED_MODULE_0__/* .PROTOCOL_IDS */ .K6),
    model: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    startedMs: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().min(0),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().min(0),
    attempts: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    /** The assistant's text, as assembled from the response. */
    content: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().nullable().optional(),
    stop: _provider_types_js__WEBPACK_IMPORTED_MODULE_0__/* .RunStopSchema */ .np.optional(),
    aborted: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz(true).optional(),
    /** The call's `cassette/v2` line; without `response` when no answer was sent. */
    cassette: _provider_cassette_codec_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .StoredCallV2Schema */ .bD.extend({ response: _provider_types_js__WEBPACK_IMPORTED_MODULE_0__/* .RecordedResponseSchema */ .n5.optional() }),
});
const TraceToolCallSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('tool_call'),
    /** The model call whose answer asked for it. */
    call: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
    id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    /** Parsed JSON arguments when they parse, else the raw string. */
    arguments: zod__WEBPACK_IMPORTED_MODULE_3__/* .unknown */ .L5J(),
    /** From the agent's events, when it wrote them. */
    ok: zod__WEBPACK_IMPORTED_MODULE_3__/* .boolean */ .zMY().optional(),
    error: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    /** What the next request gave back to the model for it; absent when none did. */
    result: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
const TraceVerifierSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('verifier'),
    ..._record_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .RunVerifierOutcomeSchema */ .Di.shape,
});
const TraceIncidentSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('incident'),
    ..._record_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .IncidentSchema */ .KM.shape,
});
const TraceOutputSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('output'),
    stream: zod__WEBPACK_IMPORTED_MODULE_3__/* ["enum"] */ .k5n(['stdout', 'stderr']),
    /** The last bytes the agent wrote (at most `OUTPUT_TAIL_BYTES`), decoded as UTF-8. */
    tail: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    /** Bytes it wrote in all. */
    bytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
});
/** Where the trace reached its cap: the events after it were not kept. */
const TraceCutSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .strictObject */ .rej({
    type: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('cut'),
    maxBytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
    /** Events left out, and their bytes. */
    droppedEvents: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(1),
    droppedBytes: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().min(0),
    message: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
});
const TraceEventSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt('type', [
    TraceModelCallSchema,
    TraceToolCallSchema,
    TraceVerifierSchema,
    TraceIncidentSchema,
    TraceOutputSchema,
    TraceCutSchema,
]);
const TraceLineSchema = zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt('type', [
    TraceHeaderSchema,
    ...TraceEventSchema.options,
]);
/** The bytes of each output stream a trace keeps: its end, where an error says what went wrong. */
const OUTPUT_TAIL_BYTES = 8 * 1024;
//# sourceMappingURL=trace-schema.js.map

/***/ })

};
