export const id = 5010;
export const ids = [5010];
export const modules = {

/***/ 3945:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cassetteCommand: () => (/* binding */ cassetteCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(452);
/* harmony import */ var _provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8957);
/* harmony import */ var _provider_secret_scan_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3808);
/* harmony import */ var _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6248);
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6010);
/* harmony import */ var _file_kind_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8345);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8908);










const cassetteCommand = {
    name: 'cassette',
    help: `Usage: verdict cassette upgrade <dir> [--json]

Rewrites every cassette/v1 file (*.jsonl) of DIR as ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$} in place, atomically, through
the cassette writer: the secret scan and the size caps apply (the suite's "cassettes" caps when
DIR is a suite or its cassettes/ directory). ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$} files are left alone. DIR is a
cassettes directory, or a suite directory (then its cassettes/). The calls replay exactly as
before. Prints one line per file with its size before and after.

Exit code: 0 every cassette is ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$}; 2 DIR does not exist or a cassette is invalid
(named; the others are still upgraded); 1 the writer refused one (a secret, a cap).`,
    options: {},
    positionals: { min: 1, max: 2, names: 'upgrade <dir>' },
    async run(args, io) {
        const [action, target] = args.positionals;
        if (action !== 'upgrade') {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`cassette: unknown action ${JSON.stringify(action)}. Usage: verdict cassette upgrade <dir>`);
        }
        if (target === undefined) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb('cassette upgrade: missing <dir>. Usage: verdict cassette upgrade <dir>');
        }
        const { cassetteDir, caps } = await locateCassettes(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, target), target);
        const shownDir = node_path__WEBPACK_IMPORTED_MODULE_1__.relative(io.cwd, cassetteDir) || cassetteDir;
        const secrets = (0,_provider_secret_scan_js__WEBPACK_IMPORTED_MODULE_4__/* .credentialsFromEnvironment */ .Es)(io.env);
        const names = (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(cassetteDir))
            .filter((name) => name.endsWith(_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_EXTENSION */ .X0) && !name.startsWith('.'))
            .sort();
        const outcomes = [];
        for (const name of names) {
            const displayPath = node_path__WEBPACK_IMPORTED_MODULE_1__.join(shownDir, name);
            try {
                const upgraded = await (0,_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .upgradeCassette */ .fK)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(cassetteDir, name), {
                    secrets,
                    displayPath,
                    ...(caps === undefined ? {} : { caps }),
                });
                outcomes.push({ file: displayPath, ...upgraded });
            }
            catch (error) {
                outcomes.push({
                    file: displayPath,
                    status: 'failed',
                    message: (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .messageOf */ .bD)(error),
                    exitCode: (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .exitCodeOf */ .FO)(error),
                });
            }
        }
        const failed = outcomes.filter((outcome) => outcome.status === 'failed');
        if (args.values.json === true)
            (0,_io_js__WEBPACK_IMPORTED_MODULE_8__/* .writeJson */ .GF)(io, { dir: shownDir, files: outcomes });
        else
            printOutcomes(io, shownDir, outcomes);
        // An invalid cassette (2) outranks a refused one (1): it is the one to fix by hand.
        return Math.max(0, ...failed.map((outcome) => outcome.exitCode));
    },
};
/** DIR itself, or the cassettes/ of the suite DIR is; with the suite's caps when there is one. */
async function locateCassettes(dir, shown) {
    const dirError = (message) => new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${shown}: ${message}`, [{ file: shown, field: '(file)', message }]);
    if (!(await (0,_file_kind_js__WEBPACK_IMPORTED_MODULE_7__/* .isDirectory */ .w)(dir))) {
        throw dirError('does not exist or is not a directory (give a cassettes directory or a suite)');
    }
    if (await (0,_file_kind_js__WEBPACK_IMPORTED_MODULE_7__/* .isFile */ .f)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR))) {
        const cassetteDir = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'cassettes');
        if (!(await (0,_file_kind_js__WEBPACK_IMPORTED_MODULE_7__/* .isDirectory */ .w)(cassetteDir))) {
            throw dirError('is a suite without a cassettes/ directory: nothing to upgrade');
        }
        return { cassetteDir, caps: await readSuiteCaps(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR), shown) };
    }
    const suiteFile = node_path__WEBPACK_IMPORTED_MODULE_1__.join(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(dir), _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR);
    const ofSuite = node_path__WEBPACK_IMPORTED_MODULE_1__.basename(dir) === 'cassettes' && (await (0,_file_kind_js__WEBPACK_IMPORTED_MODULE_7__/* .isFile */ .f)(suiteFile));
    return { cassetteDir: dir, caps: ofSuite ? await readSuiteCaps(suiteFile, shown) : undefined };
}
/** The suite's `cassettes` caps only: an unreadable suite.json is `verdict validate`'s to judge. */
async function readSuiteCaps(suiteFile, shown) {
    let suite;
    try {
        suite = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(suiteFile, 'utf8'));
    }
    catch {
        return undefined;
    }
    const caps = suite?.cassettes;
    if (caps === undefined)
        return undefined;
    const result = _suite_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .CassetteCapsSchema */ .nm.safeParse(caps);
    if (result.success)
        return result.data;
    const message = 'must be {"maxBytes": N, "maxDirBytes": N} with positive integers';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${shown}: ${_suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR}: cassettes: ${message}`, [
        { file: node_path__WEBPACK_IMPORTED_MODULE_1__.join(shown, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR), field: 'cassettes', message },
    ]);
}
function printOutcomes(io, shownDir, outcomes) {
    const bytes = (count) => `${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatCount */ .B4)(count)} bytes`;
    for (const outcome of outcomes) {
        if (outcome.status === 'failed') {
            io.stderr.write(`verdict: not upgraded: ${outcome.message}\n`);
        }
        else if (outcome.status === 'upgraded') {
            io.stdout.write(`upgraded ${outcome.file}: ${bytes(outcome.bytesBefore)} → ${bytes(outcome.bytesAfter)}\n`);
        }
        else {
            io.stdout.write(`${outcome.file}: already ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$} (${bytes(outcome.bytesBefore)}), left alone\n`);
        }
    }
    const count = (status) => outcomes.filter((outcome) => outcome.status === status).length;
    const failed = count('failed');
    io.stdout.write(outcomes.length === 0
        ? `no cassettes (*${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_EXTENSION */ .X0}) in ${shownDir}\n`
        : `${shownDir}: ${count('upgraded')} upgraded, ${count('current')} already ${_provider_cassette_js__WEBPACK_IMPORTED_MODULE_3__/* .CASSETTE_FORMAT */ .j$}${failed === 0 ? '' : `, ${failed} not upgraded`}\n`);
}
//# sourceMappingURL=cassette.js.map

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

/***/ 247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson)
/* harmony export */ });
/** JSON with sorted keys, for hashing and comparing values whose key order carries no meaning. */
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

/***/ 9066:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ problemsOfIssues),
/* harmony export */   k: () => (/* binding */ describeCassetteProblems)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _json_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4775);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3808);



/** A long broken file would bury the first problems; the full list stays on the error. */
const MAX_LISTED_PROBLEMS = 20;
function problemsOfIssues(issues, line, file, subject) {
    return expandUnionIssues(issues, []).map((issue) => ({
        file,
        subject,
        field: (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFieldPath */ .vZ)(issue.path, (prefix) => (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .valueAt */ .fK)(line, prefix)),
        message: (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssue */ .n6)(issue),
    }));
}
function describeCassetteProblems(file, problems) {
    const listed = problems
        .slice(0, MAX_LISTED_PROBLEMS)
        .map((problem) => `  - ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .Vw)(problem)}`);
    const more = problems.length - listed.length;
    if (more > 0)
        listed.push(`  … and ${more} more`);
    return `${file}: ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_2__/* .plural */ .LS)(problems.length, 'problem')}:\n${listed.join('\n')}\n(re-record the task, or fix the cassette by hand)`;
}
/** A union's issues are its matching branch's (by `kind`), else one listing the accepted values. */
function expandUnionIssues(issues, prefix) {
    return issues.flatMap((issue) => {
        const path = [...prefix, ...issue.path];
        if (issue.code !== 'invalid_union' || issue.errors.length === 0)
            return [{ ...issue, path }];
        const meant = issue.errors.find((branch) => !branch.some(isLiteralMismatch));
        if (meant !== undefined)
            return expandUnionIssues(meant, path);
        const mismatches = issue.errors.flatMap((branch) => branch.filter(isLiteralMismatch));
        const first = mismatches[0];
        if (first === undefined || first.code !== 'invalid_value')
            return [{ ...issue, path }];
        const samePath = mismatches.filter((mismatch) => mismatch.path[0] === first.path[0]);
        return [
            {
                ...first,
                path: [...path, ...first.path],
                values: samePath.flatMap((mismatch) => mismatch.code === 'invalid_value' ? mismatch.values : []),
            },
        ];
    });
}
const isLiteralMismatch = (issue) => issue.code === 'invalid_value' && issue.path.length === 1;
//# sourceMappingURL=cassette-problems.js.map

/***/ }),

/***/ 8957:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X0: () => (/* reexport */ cassette_codec/* CASSETTE_EXTENSION */.X0),
  j$: () => (/* reexport */ cassette_codec_schema/* CASSETTE_FORMAT */.j$),
  YM: () => (/* binding */ cassettePath),
  S_: () => (/* reexport */ cassette_codec/* parseCassette */.S_),
  nn: () => (/* binding */ readCassette),
  fK: () => (/* binding */ upgradeCassette),
  mw: () => (/* binding */ writeCassette)
});

// UNUSED EXPORTS: CASSETTE_FORMATS, CassetteCallSchema, CassetteHeaderSchema, CassetteRefusedError, serializeCassette

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/provider/cassette-codec.js + 2 modules
var cassette_codec = __webpack_require__(2199);
// EXTERNAL MODULE: ./lib/provider/cassette-codec-schema.js
var cassette_codec_schema = __webpack_require__(8452);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
// EXTERNAL MODULE: ./lib/provider/cassette-codec-delta.js
var cassette_codec_delta = __webpack_require__(6165);
// EXTERNAL MODULE: ./lib/provider/secret-scan.js
var secret_scan = __webpack_require__(51);
;// CONCATENATED MODULE: ./lib/provider/cassette-refusals.js
/**
 * Why the cassette writer refuses (SPEC §4): a secret, or a cassette or its directory over its cap.
 * Messages name the line, field and rule, never the secret, and say how to raise a cap.
 */





/** Cassettes are committed and reviewed in diffs; a bigger one is a run that should be shortened. */
const MAX_CASSETTE_BYTES = 256 * 1024;
/** All cassettes of one directory (a suite's) together. */
const MAX_CASSETTE_DIR_BYTES = 2 * 1024 * 1024;
/**
 * Scans each line for what it stores (what a request keeps from its base was scanned on the base's
 * line), naming the decoded field (`fingerprint.messages[7].content`) on the line that writes it.
 */
async function findCassetteSecrets(header, calls, deltas, options) {
    const atLine = (line, findings) => findings.map((finding) => ({ line, ...finding }));
    const perLine = await Promise.all([
        (0,secret_scan/* scanForSecrets */.I$)(header, options).then((findings) => atLine(1, findings)),
        ...calls.map(async (call, index) => {
            const line = index + 2;
            const stored = storedView(call, deltas[index]);
            const { response } = call;
            if (response.kind !== 'sse') {
                return atLine(line, await (0,secret_scan/* scanForSecrets */.I$)({ ...stored, response }, options));
            }
            // A stream's events are scanned apart, so that a key split across them is seen whole too.
            const withoutEvents = {
                ...stored,
                response: { kind: response.kind, status: response.status },
            };
            const [outside, inEvents] = await Promise.all([
                (0,secret_scan/* scanForSecrets */.I$)(withoutEvents, options),
                (0,secret_scan/* scanStreamedEvents */.k5)(response.events, 'response.events', options),
            ]);
            return atLine(line, [...outside, ...inEvents]);
        }),
    ]);
    return perLine.flat();
}
/**
 * A call as its line stores it, decoded; kept entries are nulls, so appended ones keep their index.
 */
function storedView(call, delta) {
    const fingerprint = delta === undefined
        ? call.fingerprint
        : {
            endpoint: call.fingerprint.endpoint,
            ...(0,cassette_codec_delta/* storedRequest */.DA)(delta, (value) => value, ({ keep, append }) => [...new Array(keep).fill(null), ...append]),
        };
    return { call: call.call, sha256: call.sha256, fingerprint };
}
/** What is wrong with the size of a cassette of `bytes` written to `file`; empty when it fits. */
async function checkCassetteSize(file, bytes, caps = {}) {
    const problems = [];
    const maxBytes = caps.maxBytes ?? MAX_CASSETTE_BYTES;
    const maxDirBytes = caps.maxDirBytes ?? MAX_CASSETTE_DIR_BYTES;
    if (bytes > maxBytes) {
        const limit = caps.maxBytes === undefined ? 'the 256 KB limit' : 'the suite’s limit (cassettes.maxBytes)';
        problems.push({
            reason: `the cassette would be ${formatBytes(bytes)}, over ${limit} for one cassette (${formatBytes(maxBytes)})`,
            advice: `Record a shorter run (fewer turns, smaller tool outputs) or split the task, or raise the cap in suite.json: "cassettes": {"maxBytes": ${roundUpCap(bytes)}}.`,
        });
    }
    // The old version of this file is replaced, so only the new size counts for it.
    const total = (await sizeOfOtherCassettes(file)) + bytes;
    if (total > maxDirBytes) {
        const limit = caps.maxDirBytes === undefined
            ? 'the 2 MB limit'
            : 'the suite’s limit (cassettes.maxDirBytes)';
        problems.push({
            reason: `the cassettes in its directory would then take ${formatBytes(total)}, over ${limit} per directory (${formatBytes(maxDirBytes)})`,
            advice: `Delete the cassettes of tasks that no longer exist, or split the suite, or raise the cap in suite.json: "cassettes": {"maxDirBytes": ${roundUpCap(total)}}.`,
        });
    }
    return problems;
}
/** A cap to suggest: the size needed, rounded up to whole 64 KiB. */
const roundUpCap = (bytes) => Math.ceil(bytes / 65_536) * 65_536;
async function sizeOfOtherCassettes(file) {
    const dir = external_node_path_.dirname(file);
    const name = external_node_path_.basename(file);
    let entries;
    try {
        entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    }
    catch {
        return 0; // no directory yet: nothing else in it
    }
    const others = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.jsonl') && entry.name !== name);
    const sizes = await Promise.all(others.map(async (entry) => (await (0,promises_.stat)(external_node_path_.join(dir, entry.name))).size));
    return sizes.reduce((sum, size) => sum + size, 0);
}
/** `<file>: line 3: <field>: looks like … (<rule>); nothing was written`, then what to do. */
function describeRefusal(file, findings, sizeProblems) {
    const reasons = [
        ...findings.map((finding) => `line ${finding.line}: ${finding.path}: ${finding.description} (${finding.rule})`),
        ...sizeProblems.map((problem) => problem.reason),
    ];
    const advice = [
        ...(findings.length === 0
            ? []
            : [
                'Remove the secret from the task (prompt, fixture) or from what the agent can read, then record again. The scan looks for known key shapes and your credentials only: review a cassette before committing it.',
            ]),
        ...sizeProblems.map((problem) => problem.advice),
    ];
    const summary = reasons.length === 1
        ? [`${file}: ${reasons[0]}; nothing was written`]
        : [
            `${file}: refused for ${reasons.length} reasons; nothing was written:`,
            ...reasons.map((reason) => `  - ${reason}`),
        ];
    return [...summary, ...advice].join('\n');
}
const formatBytes = (bytes) => `${(0,format/* formatCount */.B4)(bytes)} bytes`;
//# sourceMappingURL=cassette-refusals.js.map
;// CONCATENATED MODULE: ./lib/provider/cassette.js
/**
 * Cassette files (SPEC §4): where they live, reading, and writing atomically after the secret scan
 * and size caps. The format is the codec's (`cassette-codec.ts`), which touches no file.
 */










/** `<cassetteDir>/<taskId>.jsonl`; task ids are portable file names (see `IdSchema`). */
function cassettePath(cassetteDir, taskId) {
    return external_node_path_.join(cassetteDir, `${taskId}${cassette_codec/* CASSETTE_EXTENSION */.X0}`);
}
/** The `cassette/v2` text of a cassette; equal calls give equal bytes. */
function serializeCassette(header, calls) {
    return encodeCassette(header, calls).text;
}
/** Reads a cassette; a missing one is a configuration problem saying how to record it. */
async function readCassette(file, displayPath = file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT') {
            const message = `the cassette does not exist; record it with \`${(0,cassette_codec/* recordCommandFor */.ie)(displayPath)}\``;
            throw new errors/* ConfigError */.xL(`${displayPath}: ${message}`, [
                { file: displayPath, field: '(file)', message },
            ]);
        }
        throw new errors/* InfrastructureError */.EN(`${displayPath}: cannot read the cassette: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    return (0,cassette_codec/* parseCassette */.S_)(text, displayPath);
}
/** The writer refused a cassette (a secret, or too large); nothing was written. */
class CassetteRefusedError extends errors/* InfrastructureError */.EN {
    findings;
    name = 'CassetteRefusedError';
    constructor(message, 
    /** Where each secret is; never the secret itself. */
    findings) {
        super(message);
        this.findings = findings;
    }
}
/** Writes `cassette/v2` atomically; refuses, writing nothing, on a secret or over a cap. */
async function writeCassette(file, header, calls, options) {
    const displayPath = options.displayPath ?? file;
    const { text, deltas } = (0,cassette_codec/* encodeCassette */.dV)(header, calls);
    const bytes = Buffer.byteLength(text, 'utf8');
    // The decoded calls are scanned, so findings name real fields, each where the file stores it.
    const findings = await findCassetteSecrets((0,cassette_codec/* orderHeader */.Im)(header), calls, deltas, {
        exactSecrets: options.secrets,
    });
    // Serialized per directory: the directory total must account for cassettes written concurrently.
    await inDirectoryQueue(external_node_path_.dirname(external_node_path_.resolve(file)), async () => {
        const sizeProblems = await checkCassetteSize(file, bytes, options.caps);
        if (findings.length > 0 || sizeProblems.length > 0) {
            throw new CassetteRefusedError(describeRefusal(displayPath, findings, sizeProblems), findings);
        }
        await writeAtomically(file, text, displayPath);
    });
    return { bytes };
}
/** Rewrites a `cassette/v1` file as `cassette/v2` through `writeCassette`; v2 is left alone. */
async function upgradeCassette(file, options) {
    const displayPath = options.displayPath ?? file;
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new errors/* InfrastructureError */.EN(`${displayPath}: cannot read the cassette: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    const bytesBefore = Buffer.byteLength(text, 'utf8');
    const cassette = (0,cassette_codec/* parseCassette */.S_)(text, displayPath);
    if (cassette.header.format === cassette_codec_schema/* CASSETTE_FORMAT */.j$) {
        return { status: 'current', bytesBefore, bytesAfter: bytesBefore };
    }
    // A recording cannot be made again from here: check the new form gives back every call first.
    const decoded = (0,cassette_codec/* parseCassette */.S_)((0,cassette_codec/* encodeCassette */.dV)(cassette.header, cassette.calls).text, displayPath);
    const recomputed = cassette.calls.map((call) => ({
        ...call,
        sha256: decoded.calls[call.call - 1]?.sha256,
    }));
    if (!(0,external_node_util_.isDeepStrictEqual)(decoded.calls, recomputed)) {
        throw new errors/* InfrastructureError */.EN(`${displayPath}: the cassette/v2 form would not give back the same calls; left as cassette/v1 (please report this)`);
    }
    const { bytes } = await writeCassette(file, cassette.header, cassette.calls, {
        ...options,
        displayPath,
    });
    return { status: 'upgraded', bytesBefore, bytesAfter: bytes };
}
async function writeAtomically(file, text, displayPath) {
    const dir = external_node_path_.dirname(file);
    const temp = external_node_path_.join(dir, `.${external_node_path_.basename(file)}.${(0,external_node_crypto_.randomUUID)()}.tmp`);
    try {
        await (0,promises_.mkdir)(dir, { recursive: true });
        await (0,promises_.writeFile)(temp, text, { flag: 'wx' });
        await (0,promises_.rename)(temp, file);
    }
    catch (error) {
        await (0,promises_.rm)(temp, { force: true });
        throw new errors/* InfrastructureError */.EN(`${displayPath}: cannot write the cassette: ${(0,errors/* messageOf */.bD)(error)}`);
    }
}
const directoryQueues = new Map();
async function inDirectoryQueue(dir, work) {
    const previous = directoryQueues.get(dir) ?? Promise.resolve();
    const current = previous.then(work);
    const settled = current.catch(() => undefined);
    directoryQueues.set(dir, settled);
    try {
        await current;
    }
    finally {
        if (directoryQueues.get(dir) === settled)
            directoryQueues.delete(dir);
    }
}
//# sourceMappingURL=cassette.js.map

/***/ }),

/***/ 1919:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $F: () => (/* binding */ excerptLines),
/* harmony export */   HJ: () => (/* binding */ ChangeExcerptSchema),
/* harmony export */   eN: () => (/* binding */ excerptChange)
/* harmony export */ });
/* unused harmony export MAX_HUNKS */
/* harmony import */ var diff_lib_diff_array_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8965);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(247);
// The array diff alone: the package's index would bring every other diff and the patch code in.



/** Context on each side of a change: at most this many words (the blanks between are free)… */
const CONTEXT_WORDS = 8;
const CONTEXT_CHARS = 80;
const CONTEXT_LINES = 2;
/** A removed or added run is shown up to this many characters and line breaks. */
const CHANGED_CHARS = 200;
const CHANGED_LINES = 10;
/** Changes closer than this share one hunk, with what lies between them shown whole. */
const MERGE_WORDS = 2 * CONTEXT_WORDS;
const MERGE_CHARS = 2 * CONTEXT_CHARS;
const MAX_CHANGES_PER_HUNK = 6;
const MAX_HUNKS = 3;
/** Characters shown over all hunks before the remaining changes are only counted. */
const SHOWN_CHARS = 1_000;
/** jsdiff gives up past these: then lines are diffed, and failing that both starts are shown. */
const MAX_EDIT_TOKENS = 500;
const MAX_DIFF_MS = 1_000;
/** Bounds for text from a fork's payload, with slack for redaction's `<redacted:RULE>`. */
const MAX_PART_CHARS = 4_000;
const MAX_PATH_CHARS = 1_000;
const MAX_PARTS_PER_HUNK = 2 + 3 * MAX_CHANGES_PER_HUNK;
const ExcerptPartSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    /** `same` is context, `removed` only in the recording, `added` what the harness sent. */
    kind: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['same', 'removed', 'added']),
    text: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(MAX_PART_CHARS),
    /** Text of this run left out before `text` (a hunk's leading context). */
    cutBefore: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true).optional(),
    /** Text of this run left out after `text`. */
    cutAfter: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true).optional(),
});
const ChangeExcerptSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    /** The JSON path of the value compared, e.g. `messages[3].content`. */
    path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().max(MAX_PART_CHARS),
    /** The changed regions shown, in order, each with its context. */
    hunks: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(ExcerptPartSchema).max(MAX_PARTS_PER_HUNK)).max(MAX_HUNKS),
    /** Changed regions found after those shown. */
    moreChanges: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().int().min(1).optional(),
    /** Too different to align: `hunks` holds one change, the start of each side. */
    unaligned: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz(true).optional(),
});
/** A newline, a run of other blanks, or a word. */
const WORD_TOKENS = /\n|[^\S\n]+|\S+/g;
/** A line with its newline. */
const LINE_TOKENS = /[^\n]*\n|[^\n]+/g;
const isLowSurrogate = (code) => code >= 0xdc00 && code <= 0xdfff;
/** Moves a cut off the middle of a surrogate pair, so that no part holds half a character. */
function alignCut(text, index, direction) {
    return index > 0 && index < text.length && isLowSurrogate(text.charCodeAt(index))
        ? index + direction
        : index;
}
const lineBreaks = (text) => text.split('\n').length - 1;
const isWord = (token) => /\S/.test(token);
const wordsIn = (tokens) => tokens.filter(isWord).length;
/** A string as it is; anything else as canonical JSON (sorted keys) indented by two spaces. */
function textOf(value, asJson) {
    if (value === undefined)
        return '';
    if (!asJson)
        return value;
    return JSON.stringify(JSON.parse((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(value)), null, 2);
}
function diffTokens(recorded, actual, tokens) {
    const changes = (0,diff_lib_diff_array_js__WEBPACK_IMPORTED_MODULE_2__/* .diffArrays */ .E)(recorded.match(tokens) ?? [], actual.match(tokens) ?? [], { maxEditLength: MAX_EDIT_TOKENS, timeout: MAX_DIFF_MS });
    if (changes === undefined)
        return undefined;
    const segments = [];
    for (const change of changes) {
        const last = segments[segments.length - 1];
        if (!change.added && !change.removed)
            segments.push({ same: change.value });
        else if (last !== undefined && !('same' in last)) {
            // Tokens are pushed one by one: a spread of 100,000 of them would overflow the stack.
            for (const token of change.value)
                (change.added ? last.added : last.removed).push(token);
        }
        else {
            segments.push(change.added
                ? { removed: [], added: [...change.value] }
                : { removed: [...change.value], added: [] });
        }
    }
    return segments;
}
/** Every change between the values at `fieldPath` (`undefined` where a side has none). */
function excerptChange(fieldPath, recorded, actual) {
    // Keys are cut where the path is built, but a deep value still makes a long path.
    const path = fieldPath.length <= MAX_PATH_CHARS
        ? fieldPath
        : `${fieldPath.slice(0, alignCut(fieldPath, MAX_PATH_CHARS - 1, -1))}…`;
    const asJson = [recorded, actual].some((side) => side !== undefined && typeof side !== 'string');
    const before = textOf(recorded, asJson);
    const after = textOf(actual, asJson);
    const segments = diffTokens(before, after, WORD_TOKENS) ?? diffTokens(before, after, LINE_TOKENS);
    if (segments === undefined) {
        const parts = [
            changedPart('removed', before.match(WORD_TOKENS) ?? []),
            changedPart('added', after.match(WORD_TOKENS) ?? []),
        ].filter((part) => part !== undefined);
        return { path, hunks: [parts], unaligned: true };
    }
    return { path, ...selectHunks(segments) };
}
/** The hunks to show: changes with their context, merged when close, until the caps say stop. */
function selectHunks(segments) {
    const hunks = [];
    const changes = segments.filter((segment) => !('same' in segment)).length;
    let shownChanges = 0;
    let shownChars = 0;
    let hunk;
    let changesInHunk = 0;
    const add = (parts) => {
        for (const part of parts)
            shownChars += part.text.length;
        hunk?.push(...parts);
    };
    for (let index = 0; index < segments.length; index += 1) {
        const segment = segments[index];
        if ('same' in segment) {
            const next = segments[index + 1];
            if (hunk === undefined || next === undefined)
                continue;
            // Every token is a character at least: a long run is not close, whatever its words.
            const close = segment.same.length <= MERGE_CHARS &&
                wordsIn(segment.same) <= MERGE_WORDS &&
                segment.same.join('').length <= MERGE_CHARS;
            if (close && changesInHunk < MAX_CHANGES_PER_HUNK && shownChars < SHOWN_CHARS) {
                add([{ kind: 'same', text: segment.same.join('') }]);
                continue;
            }
            add(contextPart(segment.same, 'after'));
            hunk = undefined;
            // Changes this close together past the caps are counted: a new hunk would repeat this text.
            if (close)
                break;
            continue;
        }
        if (hunk === undefined) {
            if (hunks.length === MAX_HUNKS || shownChars >= SHOWN_CHARS)
                break;
            hunk = [];
            hunks.push(hunk);
            changesInHunk = 0;
            const previous = segments[index - 1];
            if (previous !== undefined && 'same' in previous)
                add(contextPart(previous.same, 'before'));
        }
        add([changedPart('removed', segment.removed), changedPart('added', segment.added)].filter((part) => part !== undefined));
        changesInHunk += 1;
        shownChanges += 1;
    }
    const last = segments[segments.length - 1];
    if (hunk !== undefined && last !== undefined && 'same' in last)
        add(contextPart(last.same, 'after'));
    return {
        hunks,
        ...(changes > shownChanges ? { moreChanges: changes - shownChanges } : {}),
    };
}
/** The context before a change (its end) or after one (its start), cut at a word, not a blank. */
function contextPart(tokens, side) {
    const from = side === 'before' ? 'end' : 'start';
    const { text, cut } = takeTokens(tokens, from, CONTEXT_WORDS, CONTEXT_CHARS, CONTEXT_LINES);
    const shown = cut ? text.replace(side === 'before' ? /^\s+/ : /\s+$/, '') : text;
    if (shown === '')
        return [];
    const cutMark = side === 'before' ? { cutBefore: true } : { cutAfter: true };
    return [{ kind: 'same', text: shown, ...(cut ? cutMark : {}) }];
}
function changedPart(kind, tokens) {
    if (tokens.length === 0)
        return undefined;
    const { text, cut } = takeTokens(tokens, 'start', Infinity, CHANGED_CHARS, CHANGED_LINES);
    return { kind, text, ...(cut ? { cutAfter: true } : {}) };
}
/**
 * Whole tokens from the start (or end) while the caps allow; only a too-long first token is cut.
 */
function takeTokens(tokens, from, maxWords, maxChars, maxLines) {
    let text = '';
    let taken = 0;
    let words = 0;
    while (taken < tokens.length) {
        const token = tokens[from === 'start' ? taken : tokens.length - 1 - taken];
        if (isWord(token) && words === maxWords)
            break;
        const candidate = from === 'start' ? `${text}${token}` : `${token}${text}`;
        if (candidate.length > maxChars || lineBreaks(candidate) > maxLines) {
            if (taken === 0) {
                text =
                    from === 'start'
                        ? candidate.slice(0, alignCut(candidate, maxChars, -1))
                        : candidate.slice(alignCut(candidate, candidate.length - maxChars, 1));
            }
            return { text, cut: true };
        }
        text = candidate;
        taken += 1;
        if (isWord(token))
            words += 1;
    }
    return { text, cut: taken < tokens.length };
}
/** A changed line break, shown where it was, since a line break alone is invisible. */
const CHANGED_BREAK = '⏎';
/**
 * A hunk as its sides, line by line: recorded if words were removed, sent if added; cuts as `…`.
 */
function excerptLines(hunk) {
    const lines = [];
    for (const [sign, shown] of [
        ['-', 'removed'],
        ['+', 'added'],
    ]) {
        if (!hunk.some((part) => part.kind === shown))
            continue;
        const side = [{ sign, runs: [] }];
        for (const part of hunk) {
            if (part.kind !== 'same' && part.kind !== shown)
                continue;
            const changed = part.kind === shown;
            const text = `${part.cutBefore === true ? '…' : ''}${part.text}${part.cutAfter === true ? '…' : ''}`;
            // A CR before a line break is part of the break (CRLF text reads as lines, not as `\r`).
            text.split(/\r?\n/).forEach((piece, index, pieces) => {
                if (index > 0)
                    side.push({ sign, runs: [] });
                const run = changed && index < pieces.length - 1 ? `${piece}${CHANGED_BREAK}` : piece;
                if (run !== '')
                    side[side.length - 1]?.runs.push({ text: run, changed });
            });
        }
        while (side.length > 1 && side[side.length - 1]?.runs.length === 0)
            side.pop();
        lines.push(...side);
    }
    return lines;
}
//# sourceMappingURL=divergence-excerpt.js.map

/***/ }),

/***/ 2188:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K6: () => (/* binding */ PROTOCOL_IDS),
/* harmony export */   eC: () => (/* binding */ RunStopError),
/* harmony export */   mA: () => (/* binding */ streamOf),
/* harmony export */   n5: () => (/* binding */ RecordedResponseSchema),
/* harmony export */   np: () => (/* binding */ RunStopSchema),
/* harmony export */   oP: () => (/* binding */ FingerprintSchema),
/* harmony export */   vy: () => (/* binding */ EndpointSchema)
/* harmony export */ });
/* unused harmony exports UsageSchema, AssembledToolCallSchema, AssembledMessageSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _divergence_excerpt_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1919);
/**
 * The contract between the proxy and the model behind it: one `ModelProvider` per mode (live,
 * record, replay, scripted), injected, never chosen by a flag.
 */


const PROTOCOL_IDS = ['chat', 'responses', 'messages', 'gemini'];
/** One per wire protocol (`chat.completions` is also what `cassette/v1` files say). */
const EndpointSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n([
    'chat.completions',
    'responses',
    'messages',
    'gemini.generateContent',
]);
/** Events already in memory (a recording, a script) as the stream a `ModelResponse` asks for. */
// eslint-disable-next-line @typescript-eslint/require-await -- nothing to wait for; the contract is an AsyncIterable
async function* streamOf(events) {
    yield* events;
}
/** Why a run cannot go on: the proxy answers the agent with an error and marks the run. */
const RunStopSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .discriminatedUnion */ .gMt('kind', [
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('replay_divergence'),
        call: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
        /** First differing field, e.g. `messages[3].content` or `tools[edit_file].description`; `(call)` for a missing or extra call. */
        field: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        /** Every change of the value at `field`, as the terminal, the comment and the reports show it. */
        excerpt: _divergence_excerpt_js__WEBPACK_IMPORTED_MODULE_0__/* .ChangeExcerptSchema */ .HJ.optional(),
        /** Runs recorded before `excerpt`: a window of each side around the first difference. */
        recorded: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        actual: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('upstream_unavailable'),
        attempts: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
        message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('budget_exceeded'),
        budget: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['maxTurns', 'maxTokens', 'maxToolCalls', 'maxWallMs']),
        limit: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        used: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig(),
        message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('script_exhausted'),
        call: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
        message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('provider_error'), message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('max_calls_reached'),
        /** The bound (`--max-calls`, the Action's `max-calls`): upstream requests, retries included. */
        maxCalls: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
        /** Upstream requests already made when this one was refused, and how many were retries. */
        calls: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
        retries: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
        message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('model_not_allowed'),
        /** The model the refused call asked for; absent when it named none. */
        model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
        /** The models the run may ask for: its model, then those its agent entry allows. */
        allowed: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
        message: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    }),
]);
/** The proxy catches it, answers the agent, marks the run. */
class RunStopError extends Error {
    stop;
    constructor(stop) {
        super(stop.message);
        this.stop = stop;
        this.name = 'RunStopError';
    }
}
/** Token usage as the provider reported it; a field is absent (never 0) when it was not reported. */
const UsageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0),
    cachedInputTokens: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0).optional(),
});
const AssembledToolCallSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** Exactly as the model sent it. */
    arguments: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
});
const AssembledMessageSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    content: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(AssembledToolCallSchema),
    finishReason: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    usage: UsageSchema.optional(),
    /** The response's own id when a later request may refer to it (Responses `previous_response_id`). */
    responseId: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
/** What identifies a model call for replay (SPEC §4): what changes the answer, normalized. */
const FingerprintSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    endpoint: EndpointSchema,
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    /** Apart from the messages (`instructions`, `system`, `systemInstruction`); null for chat. */
    instructions: zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J(),
    /** The conversation: chat `messages`, Responses `input` items, Messages `messages`, Gemini `contents`. */
    messages: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    /** Function tools with their schemas, as sent. */
    tools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    outputLimit: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().nullable(),
    /** Provider-native (non-function) tools, e.g. web search. */
    nativeTools: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
    reasoningEffort: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    /** Request fields that constrain the answer's shape (`tool_choice`…), only those present. */
    answerControls: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J()),
});
/** A response whose stream has been read to the end: what cassettes store and transcripts keep. */
const RecordedResponseSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({ kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('json'), status: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(), body: zod__WEBPACK_IMPORTED_MODULE_1__/* .unknown */ .L5J() }),
    zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz('sse'),
        status: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        events: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()),
    }),
]);
//# sourceMappingURL=types.js.map

/***/ }),

/***/ 8965:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ diffArrays)
});

// UNUSED EXPORTS: arrayDiff

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/base.js
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/array.js

class ArrayDiff extends Diff {
    tokenize(value) {
        return value.slice();
    }
    join(value) {
        return value;
    }
    removeEmpty(value) {
        return value;
    }
}
const arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
    return arrayDiff.diff(oldArr, newArr, options);
}


/***/ })

};
