export const id = 2199;
export const ids = [2199];
export const modules = {

/***/ 985:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ CanonicalMeasure)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var _json_is_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9588);
/**
 * `canonicalJson`'s text for the codec, built bottom-up so every object inside is measured on the
 * way (with the sha256 of those large enough to be parts). Entries and fields keep their text by
 * identity, so hashing every call's fingerprint costs the bytes hashed, not a canonical rebuild.
 */


/** Values whose canonical JSON is shorter than this stay inline: a reference would save little. */
const PART_MIN_CHARS = 1024;
const sha256Of = (text) => (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex');
const byCodeUnits = ([a], [b]) => a < b ? -1 : a > b ? 1 : 0;
class CanonicalMeasure {
    partIds = new WeakMap();
    stringPartIds = new Map();
    texts = new WeakMap();
    textsByJson = new Map();
    fingerprintHashes = new WeakMap();
    /** The part id (sha256 of the canonical JSON) of a large value; undefined for a small one. */
    partIdOf(value) {
        if (typeof value === 'string') {
            // JSON.stringify adds at least the two quotes: a shorter string can never reach the threshold.
            if (value.length + 2 < PART_MIN_CHARS)
                return undefined;
            let id = this.stringPartIds.get(value);
            if (id === undefined) {
                const json = JSON.stringify(value);
                if (json.length < PART_MIN_CHARS)
                    return undefined;
                id = sha256Of(json);
                this.stringPartIds.set(value, id);
            }
            return id;
        }
        if (value === null || typeof value !== 'object')
            return undefined;
        if (!this.partIds.has(value))
            this.canonicalOf(value);
        return this.partIds.get(value);
    }
    /** The canonical JSON of `value`, measuring every object inside it on the way. */
    canonicalOf(value) {
        if (Array.isArray(value)) {
            return this.remember(value, `[${value.map((item) => this.canonicalOf(item)).join(',')}]`);
        }
        if ((0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_1__/* .isRecord */ .u)(value)) {
            const members = Object.entries(value)
                .filter(([, item]) => item !== undefined)
                .sort(byCodeUnits)
                .map(([key, item]) => `${JSON.stringify(key)}:${this.canonicalOf(item)}`);
            return this.remember(value, `{${members.join(',')}}`);
        }
        return JSON.stringify(value) ?? 'null';
    }
    /** `canonicalOf` for repeated entries and fields, kept by identity and by plain JSON text. */
    entryCanonicalOf(value) {
        if (value === null || typeof value !== 'object')
            return this.canonicalOf(value);
        let text = this.texts.get(value);
        if (text === undefined) {
            const json = JSON.stringify(value);
            text = this.textsByJson.get(json);
            if (text === undefined) {
                text = this.canonicalOf(value);
                this.textsByJson.set(json, text);
            }
            this.texts.set(value, text);
        }
        return text;
    }
    /** `hashFingerprint(fingerprint)`, from the entries' and fields' kept texts; kept by identity. */
    fingerprintSha256(fingerprint) {
        let sha256 = this.fingerprintHashes.get(fingerprint);
        if (sha256 === undefined) {
            sha256 = this.hashFingerprint(fingerprint);
            this.fingerprintHashes.set(fingerprint, sha256);
        }
        return sha256;
    }
    hashFingerprint(fingerprint) {
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        const members = Object.entries(fingerprint)
            .filter(([, item]) => item !== undefined)
            .sort(byCodeUnits);
        hash.update('{');
        members.forEach(([key, item], index) => {
            hash.update(`${index === 0 ? '' : ','}${JSON.stringify(key)}:`);
            if (key !== 'messages' || !Array.isArray(item)) {
                hash.update(this.entryCanonicalOf(item));
                return;
            }
            hash.update('[');
            item.forEach((entry, position) => {
                hash.update(`${position === 0 ? '' : ','}${this.entryCanonicalOf(entry)}`);
            });
            hash.update(']');
        });
        hash.update('}');
        return hash.digest('hex');
    }
    remember(value, json) {
        if (!this.partIds.has(value)) {
            this.partIds.set(value, json.length < PART_MIN_CHARS ? undefined : sha256Of(json));
        }
        return json;
    }
}
//# sourceMappingURL=cassette-codec-canonical.js.map

/***/ }),

/***/ 6165:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B2: () => (/* binding */ storedValuesOf),
/* harmony export */   DA: () => (/* binding */ storedRequest),
/* harmony export */   Gz: () => (/* binding */ applyRequestDelta),
/* harmony export */   Q3: () => (/* binding */ planRequestDeltas),
/* harmony export */   ug: () => (/* binding */ WHOLE_FIELDS)
/* harmony export */ });
/* harmony import */ var _cassette_codec_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8452);
/**
 * `cassette/v2` requests as deltas (SPEC §4) against an earlier call, their base: a field equal to
 * the base's is left out, the conversation becomes "keep the first n entries, append these",
 * another changed field is stored whole. Equality is by canonical JSON, as the fingerprint's hash
 * sees it.
 */

const WHOLE_FIELDS = _cassette_codec_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUEST_FIELDS */ .IK.filter((field) => field !== 'messages');
function profileOf(fingerprint, measure) {
    const digest = (value) => measure.entryCanonicalOf(value);
    const fields = new Map(WHOLE_FIELDS.map((field) => [field, digest(fingerprint[field])]));
    const messages = fingerprint.messages.map(digest);
    const suffix = new Array(messages.length + 1).fill(0);
    for (let index = messages.length - 1; index >= 0; index -= 1) {
        suffix[index] = (suffix[index + 1] ?? 0) + (messages[index]?.length ?? 0);
    }
    const fieldChars = [...fields.values()].reduce((sum, field) => sum + field.length, 0);
    return { fields, messages, suffix, whole: fieldChars + (suffix[0] ?? 0) };
}
function sharedPrefix(a, b) {
    const limit = Math.min(a.length, b.length);
    let index = 0;
    while (index < limit && a[index] === b[index])
        index += 1;
    return index;
}
/** Canonical characters of `request` that `base` does not give it, and their shared prefix. */
function unsharedWith(request, base) {
    let chars = 0;
    for (const [field, digest] of request.fields) {
        if (base.fields.get(field) !== digest)
            chars += digest.length;
    }
    const prefix = sharedPrefix(request.messages, base.messages);
    chars += request.suffix[prefix] ?? 0;
    return { chars, prefix };
}
/**
 * Each request's base is the earlier call that leaves the least to store, so a concurrent side
 * request neither breaks the main chain nor is stored against it; ties go to the longer shared
 * conversation, then the latest call.
 */
function planRequestDeltas(fingerprints, measure) {
    const profiles = fingerprints.map((fingerprint) => profileOf(fingerprint, measure));
    return fingerprints.map((fingerprint, index) => {
        const profile = profiles[index];
        let best;
        for (let base = index - 1; base >= 0; base -= 1) {
            const candidate = unsharedWith(profile, profiles[base]);
            if (best === undefined ||
                candidate.chars < best.chars ||
                (candidate.chars === best.chars && candidate.prefix > best.prefix)) {
                best = { base, ...candidate };
            }
        }
        if (best === undefined || best.chars >= profile.whole) {
            return {
                fields: WHOLE_FIELDS.map((field) => [field, fingerprint[field]]),
                messages: { keep: 0, append: fingerprint.messages },
            };
        }
        const baseProfile = profiles[best.base];
        const sameConversation = best.prefix === profile.messages.length && best.prefix === baseProfile.messages.length;
        return {
            from: best.base + 1,
            fields: WHOLE_FIELDS.filter((field) => baseProfile.fields.get(field) !== profile.fields.get(field)).map((field) => [field, fingerprint[field]]),
            ...(sameConversation
                ? {}
                : {
                    messages: {
                        keep: best.prefix,
                        append: fingerprint.messages.slice(best.prefix),
                    },
                }),
        };
    });
}
/**
 * The request a delta stores, in format order, its values as `valueOf` and `messagesOf` give them.
 */
function storedRequest(delta, valueOf, messagesOf) {
    const fields = new Map(delta.fields);
    const request = {};
    for (const field of _cassette_codec_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUEST_FIELDS */ .IK) {
        if (field === 'messages') {
            if (delta.messages !== undefined)
                request.messages = messagesOf(delta.messages);
        }
        else if (fields.has(field)) {
            request[field] = valueOf(fields.get(field));
        }
    }
    return request;
}
/** The values a delta stores (what its base does not give): where parts and secrets are looked for. */
function storedValuesOf(delta) {
    return [...delta.fields.map(([, value]) => value), ...(delta.messages?.append ?? [])];
}
/** The full fingerprint a delta describes, against its decoded base (undefined for a whole one). */
function applyRequestDelta(endpoint, base, fields, messages) {
    const conversation = Array.isArray(messages)
        ? messages
        : messages === undefined
            ? base?.messages
            : [...(base?.messages ?? []).slice(0, messages.keep), ...messages.append];
    return {
        endpoint,
        ...Object.fromEntries(_cassette_codec_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .REQUEST_FIELDS */ .IK.map((field) => [
            field,
            field === 'messages' ? conversation : fields.has(field) ? fields.get(field) : base?.[field],
        ])),
    };
}
//# sourceMappingURL=cassette-codec-delta.js.map

/***/ }),

/***/ 2199:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X0: () => (/* binding */ CASSETTE_EXTENSION),
  q5: () => (/* binding */ encodeCallLines),
  dV: () => (/* binding */ encodeCassette),
  Im: () => (/* binding */ orderHeader),
  S_: () => (/* binding */ parseCassette),
  ie: () => (/* binding */ recordCommandFor)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./lib/errors.js
var errors = __webpack_require__(452);
// EXTERNAL MODULE: ./lib/provider/cassette-problems.js
var cassette_problems = __webpack_require__(9066);
// EXTERNAL MODULE: ./lib/provider/cassette-codec-delta.js
var cassette_codec_delta = __webpack_require__(6165);
// EXTERNAL MODULE: ./lib/provider/cassette-codec-canonical.js
var cassette_codec_canonical = __webpack_require__(985);
// EXTERNAL MODULE: ./lib/json/is-record.js
var is_record = __webpack_require__(9588);
;// CONCATENATED MODULE: ./lib/provider/cassette-codec-parts.js

const REFERENCE_KEY = '$ref';
const LITERAL_KEY = '$lit';
/** A single `$ref` or `$lit` key: the shape of the codec's own markers. */
function looksLikeMarker(value) {
    const keys = Object.keys(value);
    return keys.length === 1 && (keys[0] === REFERENCE_KEY || keys[0] === LITERAL_KEY);
}
/** Large values met twice or more; one inside a repeated part counts once, as it is stored once. */
function selectParts(storedValues, measure) {
    const seen = new Map();
    const visit = (value) => {
        const id = measure.partIdOf(value);
        if (id === undefined)
            return; // small: nothing inside it is large either
        const count = seen.get(id) ?? 0;
        seen.set(id, count + 1);
        if (count > 0)
            return;
        if (Array.isArray(value))
            value.forEach(visit);
        else if ((0,is_record/* isRecord */.u)(value))
            Object.values(value).forEach(visit);
    };
    for (const value of storedValues)
        visit(value);
    return new Set([...seen].filter(([, count]) => count > 1).map(([id]) => id));
}
/** Encodes the values of a cassette's lines in order, defining each selected part on first use. */
class PartWriter {
    selected;
    measure;
    defined = new Set();
    constructor(selected, measure) {
        this.selected = selected;
        this.measure = measure;
    }
    /** `value` with references to the selected parts; parts first used here are added to `lineParts`. */
    encode(value, lineParts) {
        const id = this.selected.size === 0 ? undefined : this.measure.partIdOf(value);
        if (id === undefined || !this.selected.has(id))
            return this.encodeInside(value, lineParts);
        if (!this.defined.has(id)) {
            this.defined.add(id);
            // Set after its content: the parts inside a part come before it, in the order they are met.
            const content = this.encodeInside(value, lineParts);
            lineParts.set(id, content);
        }
        return { [REFERENCE_KEY]: id };
    }
    encodeInside(value, lineParts) {
        if (Array.isArray(value))
            return value.map((item) => this.encode(item, lineParts));
        if (!(0,is_record/* isRecord */.u)(value))
            return value;
        // fromEntries defines own properties: a `__proto__` key stays a key.
        const encoded = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.encode(item, lineParts)]));
        return looksLikeMarker(value) ? { [LITERAL_KEY]: encoded } : encoded;
    }
}
/** Decodes lines in order; a broken part fails the lines that use it without a second problem. */
class PartReader {
    known = new Map();
    /** Decodes and checks the parts a line defines. Returns false when any of them failed. */
    defineParts(parts, report) {
        if (parts === undefined)
            return true;
        let ok = true;
        const inProgress = new Set();
        const resolveHere = (id, path) => {
            const known = this.known.get(id);
            if (known !== undefined)
                return known;
            if (!Object.hasOwn(parts, id))
                return undefined;
            if (inProgress.has(id)) {
                report(path, `part ${id} refers to itself through other parts`);
                return { ok: false };
            }
            inProgress.add(id);
            // A part edited by hand is used as it now reads: replay then names where it diverges.
            const decoded = decodeValue(parts[id], ['parts', id], resolveHere, report);
            const result = decoded === undefined ? { ok: false } : { ok: true, value: decoded.value };
            inProgress.delete(id);
            this.known.set(id, result);
            return result;
        };
        for (const id of Object.keys(parts)) {
            if (resolveHere(id, ['parts', id])?.ok !== true)
                ok = false;
        }
        return ok;
    }
    /** The decoded value of `encoded`; undefined, reported, when a reference cannot be resolved. */
    decode(encoded, path, report) {
        return decodeValue(encoded, path, (id) => this.known.get(id), report);
    }
}
function decodeValue(encoded, path, resolve, report) {
    let failed = false;
    const walk = (value, at) => {
        if (Array.isArray(value))
            return value.map((item, index) => walk(item, [...at, index]));
        if (!(0,is_record/* isRecord */.u)(value))
            return value;
        if (looksLikeMarker(value)) {
            if (Object.hasOwn(value, REFERENCE_KEY))
                return walkReference(value[REFERENCE_KEY], at);
            const literal = value[LITERAL_KEY];
            if (!(0,is_record/* isRecord */.u)(literal)) {
                report([...at, LITERAL_KEY], 'must be an object: `$lit` escapes an object whose only key is `$ref` or `$lit`');
                failed = true;
                return null;
            }
            return walkMembers(literal, [...at, LITERAL_KEY]);
        }
        return walkMembers(value, at);
    };
    const walkMembers = (value, at) => Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, [...at, key])]));
    const walkReference = (id, at) => {
        const where = [...at, REFERENCE_KEY];
        if (typeof id !== 'string' || !/^[0-9a-f]{64}$/.test(id)) {
            report(where, 'must be a part’s sha256 (64 lowercase hexadecimal digits)');
            failed = true;
            return null;
        }
        const part = resolve(id, where);
        if (part === undefined) {
            report(where, `refers to part ${id}, which no line up to this one defines`);
            failed = true;
            return null;
        }
        if (!part.ok) {
            failed = true; // reported where the part is defined
            return null;
        }
        return part.value;
    };
    const value = walk(encoded, path);
    return failed ? undefined : { value };
}
//# sourceMappingURL=cassette-codec-parts.js.map
// EXTERNAL MODULE: ./lib/json/describe-issue.js
var describe_issue = __webpack_require__(4775);
// EXTERNAL MODULE: ./lib/provider/cassette-codec-schema.js
var cassette_codec_schema = __webpack_require__(8452);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
// EXTERNAL MODULE: ./lib/json/nesting-depth.js
var nesting_depth = __webpack_require__(8416);
// EXTERNAL MODULE: ./lib/text/format.js
var format = __webpack_require__(3808);
;// CONCATENATED MODULE: ./lib/provider/cassette-codec-reader.js









/** The call lines of one cassette, in order: a v2 line needs the calls and parts before it. */
class CallLineReader {
    file;
    /** By call number − 1; undefined for a line that could not be read. */
    decoded = [];
    measure = new cassette_codec_canonical/* CanonicalMeasure */.H();
    /** How deep each object of the decoded requests nests, shared ones measured once. */
    heights = new WeakMap();
    parts = new PartReader();
    constructor(file) {
        this.file = file;
    }
    calls() {
        return this.decoded.filter((call) => call !== undefined);
    }
    skip() {
        this.failed([]);
    }
    failed(problems) {
        this.decoded.push(undefined);
        return problems;
    }
    readV1(value, expectedCall, subject) {
        const result = cassette_codec_schema/* CassetteCallSchema */.Cn.safeParse(value, { reportInput: true });
        if (!result.success) {
            return this.failed((0,cassette_problems/* problemsOfIssues */.g)(result.error.issues, value, this.file, subject));
        }
        // The value as parsed, not zod's copy: zod drops a `__proto__` key that JSON.parse keeps.
        const call = value;
        this.decoded.push(call);
        return call.call === expectedCall ? [] : [this.misnumbered(expectedCall, subject)];
    }
    readV2(value, expectedCall, subject) {
        const problems = [];
        const report = (at, message) => {
            problems.push({
                file: this.file,
                subject,
                field: (0,describe_issue/* formatFieldPath */.vZ)(at, (prefix) => (0,describe_issue/* valueAt */.fK)(value, prefix)),
                message,
            });
        };
        const result = cassette_codec_schema/* StoredCallV2Schema */.bD.safeParse(value, { reportInput: true });
        if (!result.success) {
            return this.failed((0,cassette_problems/* problemsOfIssues */.g)(result.error.issues, value, this.file, subject));
        }
        const line = value; // as parsed (see readV1)
        if (line.call !== expectedCall)
            problems.push(this.misnumbered(expectedCall, subject));
        const partsOk = this.parts.defineParts(line.parts, report);
        const fingerprint = this.decodeRequest(line, expectedCall, report);
        if (fingerprint === undefined || !partsOk || problems.length > 0)
            return this.failed(problems);
        if ((0,nesting_depth/* sharedNestsDeeperThan */.B0)(fingerprint, this.heights)) {
            // Each part is shallow enough, but parts that reference parts can still stack up.
            return this.failed([
                { file: this.file, subject, field: 'request', message: nesting_depth/* TOO_DEEP_MESSAGE */.AB },
            ]);
        }
        const checked = types/* FingerprintSchema */.oP.safeParse(fingerprint, { reportInput: true });
        if (!checked.success) {
            return this.failed(this.requestProblems(checked.error.issues, fingerprint, subject));
        }
        const decoded = fingerprint; // checked, but not zod's copy (see readV1)
        // A stale sha256 (a hand edit) is not refused: replay recomputes every hash, so the edit
        // diverges and the diagnosis names the edited field (SPEC §4).
        this.decoded.push({
            call: line.call,
            sha256: line.sha256,
            fingerprint: decoded,
            response: line.response,
        });
        return problems;
    }
    /** The full fingerprint of a line, or undefined when it cannot be built (reported, or its base failed). */
    decodeRequest(line, number, report) {
        let base;
        if (line.from !== undefined) {
            if (line.from >= number) {
                report(['from'], `must name an earlier call of this cassette (1 … ${number - 1}), not ${line.from === number ? 'the call itself' : `call ${line.from}, which comes later`}`);
                return undefined;
            }
            base = this.decoded[line.from - 1]?.fingerprint;
            if (base === undefined)
                return undefined; // its own problems are reported on its line
        }
        const { request } = line;
        const fields = new Map();
        let ok = true;
        for (const field of cassette_codec_delta/* WHOLE_FIELDS */.ug) {
            if (request[field] === undefined) {
                if (base === undefined) {
                    report(['request', field], 'is required: a request with no "from" stores every field');
                    ok = false;
                }
                continue;
            }
            const decoded = this.parts.decode(request[field], ['request', field], report);
            if (decoded === undefined)
                ok = false;
            else
                fields.set(field, decoded.value);
        }
        const messages = this.decodeMessages(request.messages, base, line.from, report);
        if (!ok || messages === 'failed')
            return undefined;
        return (0,cassette_codec_delta/* applyRequestDelta */.Gz)(line.endpoint, base, fields, messages);
    }
    decodeMessages(stored, base, from, report) {
        const at = ['request', 'messages'];
        if (stored === undefined) {
            if (base !== undefined)
                return undefined;
            report(at, 'is required: a request with no "from" stores every field');
            return 'failed';
        }
        if (base === undefined) {
            const decoded = this.parts.decode(stored, at, report);
            if (decoded === undefined)
                return 'failed';
            if (!Array.isArray(decoded.value)) {
                report(at, 'must be an array (the whole conversation): a request with no "from" stores it');
                return 'failed';
            }
            return decoded.value;
        }
        const delta = cassette_codec_schema/* MessagesDeltaSchema */.EC.safeParse(stored, { reportInput: true });
        if (!delta.success) {
            for (const issue of delta.error.issues)
                report([...at, ...issue.path], (0,describe_issue/* describeIssue */.n6)(issue));
            return 'failed';
        }
        const { keep, append } = delta.data;
        if (keep > base.messages.length) {
            report([...at, 'keep'], `is ${keep}, but the conversation of call ${from} has only ${(0,format/* plural */.LS)(base.messages.length, 'entry', 'entries')}`);
            return 'failed';
        }
        const decoded = this.parts.decode(append, [...at, 'append'], report);
        return decoded === undefined ? 'failed' : { keep, append: decoded.value };
    }
    requestProblems(issues, fingerprint, subject) {
        return (0,cassette_problems/* problemsOfIssues */.g)(issues, fingerprint, this.file, subject).map((problem) => ({
            ...problem,
            field: problem.field === '(top level)' ? 'request' : `request.${problem.field}`,
        }));
    }
    misnumbered(expectedCall, subject) {
        return {
            file: this.file,
            subject,
            field: 'call',
            message: `must be ${expectedCall}: calls are numbered 1, 2, 3 … in file order`,
        };
    }
}
//# sourceMappingURL=cassette-codec-reader.js.map
;// CONCATENATED MODULE: ./lib/provider/cassette-codec.js
/**
 * The cassette codec (SPEC §4): text ↔ `Cassette`, no file, no HTTP. Keys in a fixed order and no
 * clock, so equal calls give equal bytes and a harness change reads as a small diff.
 */










const CASSETTE_EXTENSION = '.jsonl';
/** The `cassette/v2` text of a cassette: one JSON object per line, `\n` line ends, a final newline. */
function encodeCassette(header, calls) {
    const { lines, deltas } = encodeCallLines(calls);
    const text = [orderHeader(header), ...lines].map((line) => `${JSON.stringify(line)}\n`).join('');
    return { text, deltas };
}
/**
 * The `cassette/v2` call lines (numbered from 1), each request a delta against an earlier one,
 * large repeated values stored once: a cassette after its header, and a run's trace. `measure` may
 * come filled already: it only remembers.
 */
function encodeCallLines(calls, measure = new cassette_codec_canonical/* CanonicalMeasure */.H()) {
    const deltas = (0,cassette_codec_delta/* planRequestDeltas */.Q3)(calls.map((call) => call.fingerprint), measure);
    const writer = new PartWriter(selectParts(deltas.flatMap(cassette_codec_delta/* storedValuesOf */.B2), measure), measure);
    const lines = calls.map((call, index) => storedLine(index + 1, call, deltas[index], writer, measure));
    return { lines, deltas };
}
const orderHeader = (header) => ({
    format: cassette_codec_schema/* CASSETTE_FORMAT */.j$,
    suiteId: header.suiteId,
    suiteVersion: header.suiteVersion,
    taskId: header.taskId,
    configHash: header.configHash,
    harnessVersion: header.harnessVersion,
});
/** The response's own fields in the format's order; what is inside them is kept as it came. */
const orderResponse = (response) => response.kind === 'json'
    ? { kind: response.kind, status: response.status, body: response.body }
    : { kind: response.kind, status: response.status, events: response.events };
function storedLine(number, call, delta, writer, measure) {
    const parts = new Map();
    const request = (0,cassette_codec_delta/* storedRequest */.DA)(delta, (value) => writer.encode(value, parts), ({ keep, append }) => {
        const encoded = append.map((entry) => writer.encode(entry, parts));
        return delta.from === undefined ? encoded : { keep, append: encoded };
    });
    return {
        call: number,
        endpoint: call.fingerprint.endpoint,
        // Recomputed, never copied: the match key is by definition the hash of the request stored.
        sha256: measure.fingerprintSha256(call.fingerprint),
        ...(delta.from === undefined ? {} : { from: delta.from }),
        ...(parts.size === 0 ? {} : { parts: Object.fromEntries(parts) }),
        request,
        ...(call.response === undefined ? {} : { response: orderResponse(call.response) }),
    };
}
/** Parses a `cassette/v1` or `cassette/v2` text, or throws a `ConfigError` naming every problem. */
function parseCassette(text, file) {
    const problems = [];
    const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    if (lines.at(-1) === '')
        lines.pop(); // the final newline ends the last line
    if (lines.length === 0) {
        problems.push({
            file,
            field: '(file)',
            message: `is empty: a cassette starts with its ${cassette_codec_schema/* CASSETTE_FORMAT */.j$} header line`,
        });
    }
    let header;
    let format;
    const reader = new CallLineReader(file);
    let expectedCall = 0; // counts call lines, valid or not, so one bad line does not shift the rest
    lines.forEach((line, index) => {
        const subject = `line ${index + 1}`;
        if (index > 0 && line.trim() !== '')
            expectedCall += 1;
        const value = parseLine(line, (message) => problems.push({ file, subject, field: '(line)', message }));
        if (index === 0) {
            format = formatOf(value);
            if (value === undefined)
                return;
            const result = cassette_codec_schema/* CassetteHeaderSchema */.zQ.safeParse(value, { reportInput: true });
            if (result.success)
                header = result.data;
            else
                problems.push(...(0,cassette_problems/* problemsOfIssues */.g)(result.error.issues, value, file, subject));
            return;
        }
        if (value === undefined) {
            if (line.trim() !== '')
                reader.skip(); // a call line, unreadable: later calls keep their number
            return;
        }
        format ??= (0,is_record/* isRecord */.u)(value) && 'fingerprint' in value ? 'cassette/v1' : cassette_codec_schema/* CASSETTE_FORMAT */.j$;
        const read = format === 'cassette/v1'
            ? reader.readV1(value, expectedCall, subject)
            : reader.readV2(value, expectedCall, subject);
        problems.push(...read);
    });
    if (problems.length > 0 || header === undefined) {
        throw new errors/* ConfigError */.xL((0,cassette_problems/* describeCassetteProblems */.k)(file, problems), problems);
    }
    return { header, calls: reader.calls() };
}
/** The header's format when it names one we read; the call lines are read by its rules. */
const formatOf = (header) => (0,is_record/* isRecord */.u)(header) ? cassette_codec_schema/* CASSETTE_FORMATS */.GJ.find((known) => known === header.format) : undefined;
/** A line's JSON value, or undefined after reporting why it has none. */
function parseLine(line, report) {
    if (line.trim() === '') {
        report('is empty (a cassette has one JSON object per line)');
        return undefined;
    }
    let value;
    try {
        value = JSON.parse(line);
    }
    catch (error) {
        // Not the parser's message: newer Node quotes the text around the error (maybe a secret).
        const position = /position (\d+)/.exec((0,errors/* messageOf */.bD)(error))?.[1];
        report(`is not valid JSON${position === undefined ? '' : ` (at column ${Number(position) + 1})`}`);
        return undefined;
    }
    if ((0,nesting_depth/* nestsDeeperThan */.ix)(value)) {
        report(nesting_depth/* TOO_DEEP_MESSAGE */.AB);
        return undefined;
    }
    return value;
}
/** How to record a cassette again, for messages: the suite's own directory when it is `cassettes/`. */
function recordCommandFor(cassetteFile) {
    const taskId = external_node_path_.basename(cassetteFile, CASSETTE_EXTENSION);
    const cassetteDir = external_node_path_.dirname(cassetteFile);
    if (external_node_path_.basename(cassetteDir) === 'cassettes') {
        return `verdict record ${external_node_path_.dirname(cassetteDir)} --tasks ${taskId}`;
    }
    return `verdict record <suite> --tasks ${taskId} --cassette-dir ${cassetteDir}`;
}
//# sourceMappingURL=cassette-codec.js.map

/***/ })

};
