export const id = 8649;
export const ids = [8649];
export const modules = {

/***/ 6399:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ readCassettes),
/* harmony export */   z: () => (/* binding */ cassetteDirOf)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(452);
/* harmony import */ var _provider_cassette_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8957);
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

/***/ 9402:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ replaySetup)
});

// EXTERNAL MODULE: ./lib/json/canonical-json.js
var canonical_json = __webpack_require__(247);
// EXTERNAL MODULE: ./lib/json/is-record.js
var is_record = __webpack_require__(9588);
// EXTERNAL MODULE: ./lib/provider/divergence-excerpt.js
var divergence_excerpt = __webpack_require__(1919);
;// CONCATENATED MODULE: ./lib/provider/divergence.js
/**
 * Where a replayed call departs from its recording (SPEC §4), said so that a person can act on it:
 * the first differing field as a readable path (`messages[3].content`,
 * `tools[edit_file].description`) and the excerpt of every change of the value there
 * (`divergence-excerpt.ts`), which the one-line diagnosis shows as a word diff.
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
/** An own property only: `object["__proto__"]` would otherwise answer with the prototype. */
const own = (object, key) => Object.hasOwn(object, key) ? object[key] : undefined;
function differenceAt(field, recorded, actual) {
    return { field, excerpt: (0,divergence_excerpt/* excerptChange */.eN)(field, recorded, actual) };
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
        const recordedValue = own(recorded, key);
        const actualValue = own(actual, key);
        if ((recordedValue === undefined) !== (actualValue === undefined)) {
            // A key on one side only is shown among its siblings: a renamed key reads as one change.
            return { field: joinKey(field, key), excerpt: (0,divergence_excerpt/* excerptChange */.eN)(field, recorded, actual) };
        }
        const difference = findIn(recordedValue, actualValue, joinKey(field, key));
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
/**
 * One line for the run's stop and the command's output: the field, then the excerpt as a word diff
 * (`[-recorded-]{+sent+}`), with line breaks and other control characters written as escapes.
 * `call` is 1-based.
 */
function describeDivergence(call, difference) {
    const { field, excerpt } = difference;
    const where = excerpt.path === field ? field : `${field}; in ${excerpt.path}`;
    return `call ${call} diverged at ${where}: ${formatExcerptLine(excerpt)}`;
}
/** The excerpt on one line, `…a quick [-brown-]{+red+} fox…`: hunks apart, the rest counted. */
function formatExcerptLine(excerpt) {
    const hunks = excerpt.hunks.map((parts) => parts.map(formatPartInline).join(''));
    const more = excerpt.moreChanges ?? 0;
    const counted = more === 0 ? '' : ` (… ${more} more ${more === 1 ? 'change' : 'changes'})`;
    return `${hunks.join(' ')}${counted}`;
}
const INLINE_MARKS = { same: ['', ''], removed: ['[-', '-]'], added: ['{+', '+}'] };
function formatPartInline(part) {
    const [open, close] = INLINE_MARKS[part.kind];
    const text = `${part.cutBefore === true ? '…' : ''}${escapeControls(part.text)}${part.cutAfter === true ? '…' : ''}`;
    return `${open}${text}${close}`;
}
const CONTROL_ESCAPES = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** Line breaks and control characters (a terminal escape sequence included) as visible escapes. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
function escapeControls(text) {
    return text.replace(CONTROL_CHARACTERS, (char) => CONTROL_ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
;// CONCATENATED MODULE: ./lib/provider/canonical-equal.js
/**
 * Whether two values have the same canonical JSON (`canonicalJson`), without writing either: replay
 * matches a call's fingerprint against the recorded ones this way, which is what comparing their
 * hashes decided, at a fraction of the cost (serializing and hashing the whole conversation on every
 * call). Objects whose keys come in another order fall back to comparing their canonical texts.
 */

/** A value that is neither an array nor an object, as `canonicalJson` writes it. */
const leafText = (value) => JSON.stringify(value) ?? 'null';
const isContainer = (value) => value !== null && typeof value === 'object';
function sameKeys(a, b) {
    if (a.length !== b.length)
        return false;
    for (let index = 0; index < a.length; index += 1)
        if (a[index] !== b[index])
            return false;
    return true;
}
function sameRecords(a, b) {
    const keys = Object.keys(a);
    if (!sameKeys(keys, Object.keys(b)))
        return (0,canonical_json/* canonicalJson */.d)(a) === (0,canonical_json/* canonicalJson */.d)(b);
    for (const key of keys) {
        const left = a[key];
        const right = b[key];
        // `canonicalJson` leaves out keys whose value is undefined.
        if (left === undefined || right === undefined) {
            if (left !== right)
                return false;
        }
        else if (!sameCanonicalJson(left, right)) {
            return false;
        }
    }
    return true;
}
/** `canonicalJson(a) === canonicalJson(b)`. */
function sameCanonicalJson(a, b) {
    if (!isContainer(a) || !isContainer(b)) {
        if (isContainer(a) || isContainer(b))
            return false; // `[…]` or `{…}` against a leaf
        if (a === b && typeof a !== 'bigint')
            return true;
        return leafText(a) === leafText(b);
    }
    const aIsArray = Array.isArray(a);
    if (aIsArray !== Array.isArray(b))
        return false;
    if (aIsArray) {
        const left = a;
        const right = b;
        if (left.length !== right.length)
            return false;
        for (let index = 0; index < left.length; index += 1) {
            if (!sameCanonicalJson(left[index], right[index]))
                return false;
        }
        return true;
    }
    return sameRecords(a, b);
}
//# sourceMappingURL=canonical-equal.js.map
// EXTERNAL MODULE: ./lib/provider/fingerprint.js
var provider_fingerprint = __webpack_require__(1473);
// EXTERNAL MODULE: ./lib/provider/protocols/index.js + 15 modules
var protocols = __webpack_require__(2800);
// EXTERNAL MODULE: ./lib/provider/recorded-response.js
var recorded_response = __webpack_require__(9313);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
;// CONCATENATED MODULE: ./lib/provider/replay.js







class ReplayProvider {
    calls;
    normalize;
    expand;
    mode = 'replay';
    used = new Set();
    diverged = false;
    /**
     * `expand` puts this run's paths in place of the `<WORKSPACE>` / `<HOME>` tokens a recorded
     * response holds (see `createPathTokens`).
     */
    constructor(calls, normalize, expand = (text) => text) {
        this.calls = calls;
        this.normalize = normalize;
        this.expand = expand;
    }
    complete(call) {
        return new Promise((resolve) => resolve(this.answerNow(call)));
    }
    answerNow(call) {
        const fingerprint = (0,provider_fingerprint/* fingerprintOf */.ax)(call, this.normalize);
        // The fingerprints themselves are compared, as their hashes would be (never the `sha256` a
        // cassette states: a hand-edited cassette must not match by a stale digest).
        const match = this.calls.findIndex((recorded, index) => !this.used.has(index) && sameCanonicalJson(recorded.fingerprint, fingerprint));
        if (match !== -1) {
            this.used.add(match);
            const recorded = this.calls[match];
            // The recorded fingerprint shares the entries its calls repeat: the trace measures it cheaply.
            call.fingerprinted?.(recorded.fingerprint);
            return (0,recorded_response/* serveRecorded */.Gu)((0,recorded_response/* rewriteRecorded */.pr)(recorded.response, this.expand), call, (0,protocols/* protocolOf */.AT)(call.protocol));
        }
        this.diverged = true;
        const number = call.index + 1;
        const next = this.calls.findIndex((_, index) => !this.used.has(index));
        if (next === -1) {
            throw new types/* RunStopError */.eC({
                kind: 'replay_divergence',
                call: number,
                field: '(call)',
                message: extraCallMessage(number, this.calls.length),
            });
        }
        const recorded = this.calls[next];
        const difference = findFirstDifference(recorded.fingerprint, fingerprint) ?? {
            field: '(fingerprint)',
            excerpt: (0,divergence_excerpt/* excerptChange */.eN)('(fingerprint)', recorded.fingerprint, fingerprint),
        };
        throw new types/* RunStopError */.eC({
            kind: 'replay_divergence',
            call: number,
            field: difference.field,
            excerpt: difference.excerpt,
            message: describeDivergence(number, difference),
        });
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
var cassette_codec = __webpack_require__(1788);
// EXTERNAL MODULE: ./lib/provider/cassette-codec-schema.js
var cassette_codec_schema = __webpack_require__(8452);
// EXTERNAL MODULE: ./lib/report/markdown-text.js
var markdown_text = __webpack_require__(5265);
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
    if (delta === undefined)
        return { call: call.call, sha256: call.sha256, fingerprint: call.fingerprint };
    const fields = new Map(delta.fields);
    const fingerprint = { endpoint: call.fingerprint.endpoint };
    for (const field of cassette_codec_schema/* REQUEST_FIELDS */.IK) {
        if (field === 'messages') {
            if (delta.messages === undefined)
                continue;
            const kept = new Array(delta.messages.keep).fill(null);
            fingerprint.messages = [...kept, ...delta.messages.append];
        }
        else if (fields.has(field)) {
            fingerprint[field] = fields.get(field);
        }
    }
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
const formatBytes = (bytes) => `${(0,markdown_text/* formatCount */.B4)(bytes)} bytes`;
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
        if (isMissingFile(error)) {
            const message = `the cassette does not exist; record it with \`${(0,cassette_codec/* recordCommandFor */.ie)(displayPath)}\``;
            throw new errors/* ConfigError */.xL(`${displayPath}: ${message}`, [
                { file: displayPath, field: '(file)', message },
            ]);
        }
        throw new errors/* InfrastructureError */.EN(`${displayPath}: cannot read the cassette: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    return (0,cassette_codec/* parseCassette */.S_)(text, displayPath);
}
const isMissingFile = (error) => error instanceof Error && 'code' in error && error.code === 'ENOENT';
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

/***/ })

};
