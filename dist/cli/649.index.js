export const id = 649;
export const ids = [649];
export const modules = {

/***/ 6399:
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
        const fingerprint = (0,provider_fingerprint/* fingerprintOf */.a)(call, this.normalize);
        // The fingerprints themselves are compared, as their hashes would be (never the `sha256` a
        // cassette states: a hand-edited cassette must not match by a stale digest).
        const match = this.calls.findIndex((recorded, index) => !this.used.has(index) && sameCanonicalJson(recorded.fingerprint, fingerprint));
        if (match !== -1) {
            this.used.add(match);
            const recorded = this.calls[match].response;
            return (0,recorded_response/* serveRecorded */.Gu)((0,recorded_response/* rewriteRecorded */.pr)(recorded, this.expand), call, (0,protocols/* protocolOf */.AT)(call.protocol));
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

/***/ 9313:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ serveRecorded),
/* harmony export */   YT: () => (/* binding */ tokenizeRecorded),
/* harmony export */   iP: () => (/* binding */ captureResponse),
/* harmony export */   pr: () => (/* binding */ rewriteRecorded)
/* harmony export */ });
/* harmony import */ var _json_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(247);
/* harmony import */ var _normalize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(118);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2188);
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
    return (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .d)(rewritten) === (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .d)(chunk) ? event : JSON.stringify(rewritten);
}
/** The response with `rewrite` applied to every string of its body or of each stream chunk. */
function rewriteRecorded(recorded, rewrite) {
    if (recorded.kind === 'json')
        return { ...recorded, body: (0,_normalize_js__WEBPACK_IMPORTED_MODULE_0__/* .normalizeShared */ .zl)(recorded.body, rewrite) };
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
    if ((0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .d)(tokenized) === (0,_json_canonical_json_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalJson */ .d)(whole))
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
