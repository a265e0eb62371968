export const id = 6493;
export const ids = [6493,3808];
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
    if (!(await (0,_file_kind_js__WEBPACK_IMPORTED_MODULE_7__/* .isDirectory */ .w)(dir))) {
        const message = 'does not exist or is not a directory (give a cassettes directory or a suite)';
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${shown}: ${message}`, [{ file: shown, field: '(file)', message }]);
    }
    if (await (0,_file_kind_js__WEBPACK_IMPORTED_MODULE_7__/* .isFile */ .f)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR))) {
        const cassetteDir = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'cassettes');
        if (!(await (0,_file_kind_js__WEBPACK_IMPORTED_MODULE_7__/* .isDirectory */ .w)(cassetteDir))) {
            const message = 'is a suite without a cassettes/ directory: nothing to upgrade';
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .ConfigError */ .xL(`${shown}: ${message}`, [{ file: shown, field: '(file)', message }]);
        }
        return { cassetteDir, caps: await readSuiteCaps(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR), shown) };
    }
    const suiteFile = node_path__WEBPACK_IMPORTED_MODULE_1__.join(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(dir), _suite_load_suite_js__WEBPACK_IMPORTED_MODULE_5__/* .SUITE_FILE_NAME */ .oR);
    const ofSuite = node_path__WEBPACK_IMPORTED_MODULE_1__.basename(dir) === 'cassettes' && (await (0,_file_kind_js__WEBPACK_IMPORTED_MODULE_7__/* .isFile */ .f)(suiteFile));
    return { cassetteDir: dir, caps: ofSuite ? await readSuiteCaps(suiteFile, shown) : undefined };
}
/**
 * The suite's `cassettes` caps. Only that field is read: the rest of the suite is not this
 * command's to judge (`verdict validate` is), so an unreadable suite.json just means the defaults.
 */
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

/** False also when `file` cannot be read. */
async function isDirectory(file) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined))?.isDirectory() === true;
}
/** False also when `file` cannot be read. */
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
 * The cassette formats (SPEC §4), as zod schemas: the header both formats share, the decoded call
 * that replay and divergence diagnosis use, and the two file forms of a call line — `cassette/v1`
 * (the whole fingerprint on every line) and `cassette/v2` (the request as a delta against an earlier
 * call, with large repeated parts stored once by content hash).
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
/**
 * One recorded call as replay uses it, whatever the file form: the FULL decoded fingerprint. It is
 * also the `cassette/v1` line.
 */
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
/**
 * A `cassette/v2` request: every field of the fingerprint but the endpoint. Without `from` each is
 * present, whole; with `from` only those that differ from the base call's, and `messages` becomes
 * a `MessagesDelta`. Values may hold part references (`{"$ref": sha256}`) and escaped literals
 * (`{"$lit": {...}}`, see `cassette-codec-parts.ts`), so they are checked once decoded.
 */
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
 * Why the cassette writer refuses (SPEC §4): a secret (a known key shape, or one of the user's exact
 * credentials), a cassette over its cap (256 KB unless the suite raised it), or a cassette directory
 * over its cap (2 MB). Messages name the line, the field and the rule, never the secret, and say how
 * to raise a cap.
 */





/** Cassettes are committed and reviewed in diffs; a bigger one is a run that should be shortened. */
const MAX_CASSETTE_BYTES = 256 * 1024;
/** All cassettes of one directory (a suite's) together. */
const MAX_CASSETTE_DIR_BYTES = 2 * 1024 * 1024;
/**
 * Scans each line for what it stores: the header, and for each call the request fields and
 * conversation entries its base does not give it (`deltas`, from the codec), with the response.
 * What a request keeps from its base was scanned on the base's line, so the scan grows with the
 * file rather than with the square of the conversation, and each finding names the decoded field
 * (`fingerprint.messages[7].content`) on the line that writes it.
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
 * A call as its line stores it, in decoded form: the fingerprint with only what the line adds.
 * Kept conversation entries are nulls, so appended ones keep their index in the findings' paths.
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
/**
 * `<file>: line 3: response.body.choices[0].message.content: looks like an OpenAI API key
 * (@secretlint/secretlint-rule-openai); nothing was written`, then what to do. Several reasons are
 * listed one per line.
 */
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
 * Cassette files (SPEC §4): where a task's cassette lives, reading one, and writing one atomically
 * after the secret scan and the size caps. The format itself — `cassette/v1` read, `cassette/v2`
 * read and written — is the codec's (`cassette-codec.ts`), which touches no file.
 */










/** `<cassetteDir>/<taskId>.jsonl`; task ids are portable file names (see `IdSchema`). */
function cassettePath(cassetteDir, taskId) {
    return external_node_path_.join(cassetteDir, `${taskId}${cassette_codec/* CASSETTE_EXTENSION */.X0}`);
}
/**
 * The `cassette/v2` text of a cassette. Equal calls give equal bytes; requests are stored as
 * deltas and large repeated parts once, so the size grows with the conversation, not its square.
 */
function serializeCassette(header, calls) {
    return encodeCassette(header, calls).text;
}
/**
 * Reads and parses a cassette. `displayPath` is the file as the user would name it (defaults to
 * `file`). A missing cassette is a configuration problem that says how to record it.
 */
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
/**
 * Writes a cassette as `cassette/v2`, atomically (a temp file renamed over the old one), creating its
 * directory. Refuses, writing nothing, when the scan finds a secret, when the cassette is over its
 * cap (256 KB unless the suite raised it), or when the directory's cassettes would then be over
 * theirs (2 MB).
 */
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
/**
 * Rewrites a `cassette/v1` file as `cassette/v2` in place, through `writeCassette` (scan, caps,
 * atomic rename); a `cassette/v2` file is left as it is. Throws a `ConfigError` for a cassette that
 * does not parse, a `CassetteRefusedError` when the writer refuses.
 */
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

/***/ 3808:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Dw: () => (/* binding */ listItems),
/* harmony export */   GE: () => (/* binding */ formatIntervalRange),
/* harmony export */   Gp: () => (/* binding */ formatSigned),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   VZ: () => (/* binding */ formatK),
/* harmony export */   Xf: () => (/* binding */ formatPoints),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   b5: () => (/* binding */ describeNotPassed),
/* harmony export */   iW: () => (/* binding */ formatPointsInterval),
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   vy: () => (/* binding */ formatInterval),
/* harmony export */   wD: () => (/* binding */ formatSecondsSquared),
/* harmony export */   zu: () => (/* binding */ describeServedModels)
/* harmony export */ });
/**
 * The way numbers and counts are written, in one home: reports, comparisons, the PR comment, the
 * HTML pages and the verdicts' reasons all write a rate, an interval, a difference or a count the
 * same way. Plain text, no escaping (`markdown.ts` escapes).
 */
/** One decimal, as SPEC §5 writes rates: `23.1 %`. */
function formatPercent(value) {
    return `${(value * 100).toFixed(1)} %`;
}
function formatInterval(interval) {
    return `[${formatPercent(interval.low)}, ${formatPercent(interval.high)}]`;
}
/** Narrower than `formatInterval`, for a table cell: `23.1–88.2 %`. */
function formatIntervalRange(interval) {
    return `${(interval.low * 100).toFixed(1)}–${(interval.high * 100).toFixed(1)} %`;
}
/** A difference with its sign (`+`, `−`, or `±` for none), the magnitude written by `format`. */
function formatSigned(difference, format) {
    const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
    return `${sign}${format(Math.abs(difference))}`;
}
/** A difference of rates, in percentage points: `+40.0 pp`. */
function formatPoints(difference) {
    return formatSigned(difference, (value) => `${(value * 100).toFixed(1)} pp`);
}
/** An interval of differences of rates: `[−28.6 pp, +11.4 pp]`. */
function formatPointsInterval(interval) {
    return `[${formatPoints(interval.low)}, ${formatPoints(interval.high)}]`;
}
/**
 * An integer with its thousands grouped (`12,345`), as `en-US` writes them but without
 * `toLocaleString`, whose first call loads the locale data: some 15 ms of an invocation.
 */
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
/** The k a side ran with: `5`, or with `--k auto` `auto (3–20)` (min-k–max-k). */
function formatK(conditions) {
    const { adaptive } = conditions;
    return adaptive === undefined ? String(conditions.k) : `auto (${adaptive.minK}–${adaptive.maxK})`;
}
/** `1 run`, `3 runs`: the count and its noun. */
function plural(count, noun, pluralNoun = `${noun}s`) {
    return `${count} ${count === 1 ? noun : pluralNoun}`;
}
/**
 * The runs of a side that did not pass, of `runs` planned: `3 of 10 failed`, `3 of 10 failed, 1
 * errored`, `1 of 1 diverged`. Failed runs (a verifier failed, a budget ran out) are results;
 * errored ones are infrastructure; diverged ones (replay) left their cassette.
 */
function describeNotPassed(counts, runs) {
    const parts = [
        [counts.failed, 'failed'],
        [counts.errored, 'errored'],
        [counts.diverged ?? 0, 'diverged'],
    ].filter(([count]) => count > 0);
    return parts
        .map(([count, what], index) => `${count}${index === 0 ? ` of ${runs}` : ''} ${what}`)
        .join(', ');
}
/**
 * `gpt-x (41 calls), gpt-x-mini (3 calls)`, most called first, each name through `name` (an
 * escape); `none` when no call reached the upstream.
 */
function describeServedModels(served, name = (model) => model) {
    const models = Object.entries(served).sort(([, a], [, b]) => b - a);
    if (models.length === 0)
        return 'none';
    return models.map(([model, calls]) => `${name(model)} (${plural(calls, 'call')})`).join(', ');
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
//# sourceMappingURL=format.js.map

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
