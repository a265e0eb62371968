export const id = 632;
export const ids = [632];
export const modules = {

/***/ 2632:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X0: () => (/* reexport */ CASSETTE_EXTENSION),
  j$: () => (/* reexport */ CASSETTE_FORMAT),
  YM: () => (/* binding */ cassettePath),
  nn: () => (/* binding */ readCassette),
  fK: () => (/* binding */ upgradeCassette),
  mw: () => (/* binding */ writeCassette)
});

// UNUSED EXPORTS: CASSETTE_FORMATS, CassetteCallSchema, CassetteHeaderSchema, CassetteRefusedError, parseCassette, serializeCassette

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
// EXTERNAL MODULE: ./lib/suite/describe-issue.js
var describe_issue = __webpack_require__(53);
// EXTERNAL MODULE: ./lib/provider/cassette-problems.js
var cassette_problems = __webpack_require__(9066);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 6 modules
var schemas = __webpack_require__(6921);
// EXTERNAL MODULE: ./lib/json/lazy-schema.js + 1 modules
var lazy_schema = __webpack_require__(1585);
// EXTERNAL MODULE: ./lib/json/schema-plans.js
var schema_plans = __webpack_require__(8010);
// EXTERNAL MODULE: ./lib/suite/schema.js
var schema = __webpack_require__(973);
// EXTERNAL MODULE: ./lib/provider/types.js
var types = __webpack_require__(2188);
;// CONCATENATED MODULE: ./lib/provider/cassette-codec-schema.js
/**
 * The cassette formats (SPEC §4), as zod schemas: the header both formats share, the decoded call
 * that replay and divergence diagnosis use, and the two file forms of a call line — `cassette/v1`
 * (the whole fingerprint on every line) and `cassette/v2` (the request as a delta against an earlier
 * call, with large repeated parts stored once by content hash).
 */





/** What the writer writes. */
const CASSETTE_FORMAT = 'cassette/v2';
/** What the reader reads: `cassette/v1` files still replay (`verdict cassette upgrade` rewrites them). */
const CASSETTE_FORMATS = ['cassette/v1', CASSETTE_FORMAT];
const CassetteHeaderSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    /** The format the file was read as; the writer always writes `cassette/v2`. */
    format: schemas/* enum */.k5n(CASSETTE_FORMATS),
    suiteId: schema/* IdSchema */.N$,
    suiteVersion: schemas/* string */.YjP().min(1),
    taskId: schema/* IdSchema */.N$,
    /** Hash of the measured configuration; replay warns when the current one differs. */
    configHash: schemas/* string */.YjP().min(1),
    harnessVersion: schemas/* string */.YjP().min(1),
}), schema_plans/* CassetteHeaderPlan */.J3);
const Sha256Schema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* string */.YjP()
    .regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal digits (the fingerprint’s sha256)'));
/**
 * One recorded call as replay uses it, whatever the file form: the FULL decoded fingerprint. It is
 * also the `cassette/v1` line.
 */
const CassetteCallSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    /** 1-based, in file order. */
    call: schemas/* number */.aig().int().min(1),
    sha256: Sha256Schema,
    fingerprint: types/* FingerprintSchema */.oP,
    response: types/* RecordedResponseSchema */.n5,
}));
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
const StoredRequestSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej(Object.fromEntries(REQUEST_FIELDS.map((field) => [field, schemas/* unknown */.L5J().optional()]))));
/** The conversation of a request with a base: the base's first `keep` entries, then `append`. */
const MessagesDeltaSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    keep: schemas/* number */.aig().int().min(0),
    append: schemas/* array */.YOg(schemas/* unknown */.L5J()),
}), schema_plans/* MessagesDeltaPlan */.cS);
const PartIdSchema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* string */.YjP().regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hexadecimal digits (the part’s sha256)'));
const StoredCallV2Schema = (0,lazy_schema/* lazySchema */.I)(() => schemas/* strictObject */.rej({
    /** 1-based, in file order. */
    call: schemas/* number */.aig().int().min(1),
    endpoint: types/* EndpointSchema */.vy,
    /** sha256 of the canonical JSON of the FULL decoded fingerprint: the match key. */
    sha256: Sha256Schema,
    /** The earlier call this request is stored against. */
    from: schemas/* number */.aig().int().min(1).optional(),
    /** Parts this line is the first to use: sha256 of the part's canonical JSON → its value. */
    parts: schemas/* record */.g1P(PartIdSchema, schemas/* unknown */.L5J()).optional(),
    request: StoredRequestSchema,
    /** Exactly as the agent received it: never a delta, never a part. */
    response: types/* RecordedResponseSchema */.n5,
}), schema_plans/* StoredCallV2Plan */.Rm);
//# sourceMappingURL=cassette-codec-schema.js.map
;// CONCATENATED MODULE: ./lib/provider/cassette-codec-delta.js
/**
 * `cassette/v2` requests as deltas (SPEC §4): each request is stored against an earlier call of the
 * same cassette, its base, as what it adds or changes. A field equal to the base's is left out; the
 * conversation becomes "keep the base's first n entries, then append these"; any other field that
 * changed is stored whole. Equality is by canonical JSON, as the fingerprint's hash sees it.
 */


const WHOLE_FIELDS = REQUEST_FIELDS.filter((field) => field !== 'messages');
function profileOf(fingerprint, measure) {
    const digest = (value) => {
        const json = measure.entryCanonicalOf(value);
        return { id: (0,external_node_crypto_.createHash)('sha256').update(json).digest('hex'), length: json.length };
    };
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
    while (index < limit && a[index]?.id === b[index]?.id)
        index += 1;
    return index;
}
/** Canonical characters of `request` that `base` does not give it, and their shared prefix. */
function unsharedWith(request, base) {
    let chars = 0;
    for (const [field, digest] of request.fields) {
        if (base.fields.get(field)?.id !== digest.id)
            chars += digest.length;
    }
    const prefix = sharedPrefix(request.messages, base.messages);
    chars += request.suffix[prefix] ?? 0;
    return { chars, prefix };
}
/**
 * The delta of every request. The base of a request is the earlier call that leaves the least to
 * store — in a growing conversation, the one sharing the longest prefix — so that a concurrent side
 * request (opencode's title call) neither breaks the main chain nor is stored against it; ties go to
 * the longer shared conversation, then to the latest call. A request that shares nothing is whole.
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
            fields: WHOLE_FIELDS.filter((field) => baseProfile.fields.get(field)?.id !== profile.fields.get(field)?.id).map((field) => [field, fingerprint[field]]),
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
        ...Object.fromEntries(REQUEST_FIELDS.map((field) => [
            field,
            field === 'messages' ? conversation : fields.has(field) ? fields.get(field) : base?.[field],
        ])),
    };
}
//# sourceMappingURL=cassette-codec-delta.js.map
// EXTERNAL MODULE: ./lib/json/is-record.js
var is_record = __webpack_require__(9588);
;// CONCATENATED MODULE: ./lib/provider/cassette-codec-canonical.js
/**
 * Canonical JSON for the cassette codec, measured once: exactly `canonicalJson`'s text (sorted keys,
 * `undefined` members dropped), built bottom-up so that every object inside a value is measured on
 * the way, with the sha256 of those large enough to be parts. Conversation entries and whole fields
 * keep their text, by identity: a decoded request shares the entries it keeps with its base, so
 * hashing the full fingerprint of every call costs the bytes it hashes, not their canonical rebuild.
 */


/** Values whose canonical JSON is shorter than this stay inline: a reference would save little. */
const PART_MIN_CHARS = 1024;
const sha256Of = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex');
const byCodeUnits = ([a], [b]) => a < b ? -1 : a > b ? 1 : 0;
class CanonicalMeasure {
    partIds = new WeakMap();
    stringPartIds = new Map();
    texts = new WeakMap();
    textsByJson = new Map();
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
        if ((0,is_record/* isRecord */.u)(value)) {
            const members = Object.entries(value)
                .filter(([, item]) => item !== undefined)
                .sort(byCodeUnits)
                .map(([key, item]) => `${JSON.stringify(key)}:${this.canonicalOf(item)}`);
            return this.remember(value, `{${members.join(',')}}`);
        }
        return JSON.stringify(value) ?? 'null';
    }
    /**
     * `canonicalOf` for conversation entries and fields, which later calls repeat: kept by identity
     * (a decoded request shares what it keeps with its base) and by plain JSON text (a recorded one
     * repeats it in its own objects; equal JSON text means equal canonical JSON, and the native
     * `JSON.stringify` is much cheaper than rebuilding the canonical text).
     */
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
    /** `hashFingerprint(fingerprint)`, from the entries' and fields' kept texts. */
    fingerprintSha256(fingerprint) {
        const hash = (0,external_node_crypto_.createHash)('sha256');
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
;// CONCATENATED MODULE: ./lib/provider/cassette-codec-parts.js

const REFERENCE_KEY = '$ref';
const LITERAL_KEY = '$lit';
/** A single `$ref` or `$lit` key: the shape of the codec's own markers. */
function looksLikeMarker(value) {
    const keys = Object.keys(value);
    return keys.length === 1 && (keys[0] === REFERENCE_KEY || keys[0] === LITERAL_KEY);
}
/**
 * The parts worth storing: large values met at least twice in what the lines store (each line's
 * values that its base does not already give). A value inside a repeated part is counted once, as
 * the part itself is stored once, so a tool list that changed back is one part and the tools two
 * lists share are parts of their own.
 */
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
/**
 * Decodes the values of a cassette's lines in order. Parts are known from the line that defines them
 * on; one that cannot be decoded is known as broken, so the lines that use it fail without a
 * second problem each.
 */
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
            const result = this.decodePart(id, parts[id], resolveHere, report);
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
    /**
     * The decoded value of `encoded`, found at `path`; undefined (after reporting, unless the cause is
     * a part already reported) when a reference cannot be resolved.
     */
    decode(encoded, path, report) {
        return decodeValue(encoded, path, (id) => this.known.get(id), report);
    }
    decodePart(id, encoded, resolve, report) {
        const path = ['parts', id];
        const decoded = decodeValue(encoded, path, (inner, at) => resolve(inner, at ?? path), report);
        if (decoded === undefined)
            return { ok: false };
        // A part whose content no longer hashes to its id was edited by hand. It is used as it now
        // reads: replay recomputes every request's hash, so the edit shows as a divergence that names
        // the field where the part is used, which says more than "corrupt" would.
        return { ok: true, value: decoded.value };
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
// EXTERNAL MODULE: ./lib/json/nesting-depth.js
var nesting_depth = __webpack_require__(8416);
;// CONCATENATED MODULE: ./lib/provider/cassette-codec.js
/**
 * The cassette codec (SPEC §4): text ↔ `Cassette`, with no file and no HTTP in it. It reads
 * `cassette/v1` and `cassette/v2` and writes `cassette/v2`: a header line, then one line per call
 * whose request is a delta against an earlier call (`cassette-codec-delta.ts`), with large repeated
 * values stored once as parts (`cassette-codec-parts.ts`), and the response exactly as the agent
 * received it. Keys are written in a fixed order and nothing depends on the clock, so equal calls
 * give equal bytes and a harness change reads as a small diff.
 */











const CASSETTE_EXTENSION = '.jsonl';
/** The `cassette/v2` text of a cassette: one JSON object per line, `\n` line ends, a final newline. */
function cassette_codec_encodeCassette(header, calls) {
    const measure = new CanonicalMeasure();
    const deltas = planRequestDeltas(calls.map((call) => call.fingerprint), measure);
    const writer = new PartWriter(selectParts(deltas.flatMap(storedValuesOf), measure), measure);
    const lines = [
        orderHeader(header),
        ...calls.map((call, index) => storedLine(index + 1, call, deltas[index], writer, measure)),
    ];
    return { text: lines.map((line) => `${JSON.stringify(line)}\n`).join(''), deltas };
}
const orderHeader = (header) => ({
    format: CASSETTE_FORMAT,
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
    const fields = new Map(delta.fields);
    const request = {};
    for (const field of REQUEST_FIELDS) {
        if (field === 'messages') {
            if (delta.messages === undefined)
                continue;
            const append = delta.messages.append.map((entry) => writer.encode(entry, parts));
            request.messages = delta.from === undefined ? append : { keep: delta.messages.keep, append };
        }
        else if (fields.has(field)) {
            request[field] = writer.encode(fields.get(field), parts);
        }
    }
    return {
        call: number,
        endpoint: call.fingerprint.endpoint,
        // Recomputed, never copied: the match key is by definition the hash of the request stored.
        sha256: measure.fingerprintSha256(call.fingerprint),
        ...(delta.from === undefined ? {} : { from: delta.from }),
        ...(parts.size === 0 ? {} : { parts: Object.fromEntries(parts) }),
        request,
        response: orderResponse(call.response),
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
            message: `is empty: a cassette starts with its ${CASSETTE_FORMAT} header line`,
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
            const result = CassetteHeaderSchema.safeParse(value, { reportInput: true });
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
        format ??= (0,is_record/* isRecord */.u)(value) && 'fingerprint' in value ? 'cassette/v1' : CASSETTE_FORMAT;
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
function formatOf(header) {
    if (!(0,is_record/* isRecord */.u)(header))
        return undefined;
    const { format } = header;
    return CASSETTE_FORMATS.find((known) => known === format);
}
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
        // Not the parser's message: newer Node versions quote the text around the error, which can be
        // a secret or a wall of JSON.
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
/** The call lines of one cassette, in order: a v2 line needs the calls and parts before it. */
class CallLineReader {
    file;
    /** By call number − 1; undefined for a line that could not be read. */
    decoded = [];
    measure = new CanonicalMeasure();
    parts;
    constructor(file) {
        this.file = file;
        this.parts = new PartReader();
    }
    calls() {
        return this.decoded.filter((call) => call !== undefined);
    }
    skip() {
        this.decoded.push(undefined);
    }
    readV1(value, expectedCall, subject) {
        const result = CassetteCallSchema.safeParse(value, { reportInput: true });
        if (!result.success) {
            this.decoded.push(undefined);
            return (0,cassette_problems/* problemsOfIssues */.g)(result.error.issues, value, this.file, subject);
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
        const result = StoredCallV2Schema.safeParse(value, { reportInput: true });
        if (!result.success) {
            this.decoded.push(undefined);
            return (0,cassette_problems/* problemsOfIssues */.g)(result.error.issues, value, this.file, subject);
        }
        const line = value; // as parsed (see readV1)
        if (line.call !== expectedCall)
            problems.push(this.misnumbered(expectedCall, subject));
        const partsOk = this.parts.defineParts(line.parts, report);
        const fingerprint = this.decodeRequest(line, expectedCall, report);
        if (fingerprint === undefined || !partsOk || problems.length > 0) {
            this.decoded.push(undefined);
            return problems;
        }
        if ((0,nesting_depth/* nestsDeeperThan */.ix)(fingerprint)) {
            // Each part is shallow enough, but parts that reference parts can still stack up.
            this.decoded.push(undefined);
            return [
                ...problems,
                { file: this.file, subject, field: 'request', message: nesting_depth/* TOO_DEEP_MESSAGE */.AB },
            ];
        }
        const checked = types/* FingerprintSchema */.oP.safeParse(fingerprint, { reportInput: true });
        if (!checked.success) {
            this.decoded.push(undefined);
            return [...problems, ...this.requestProblems(checked.error.issues, fingerprint, subject)];
        }
        const decoded = fingerprint; // checked, but not zod's copy (see readV1)
        // A stored sha256 that no longer matches means the request was edited by hand. It is not
        // refused here: replay recomputes every hash from the request as it now reads, so the edit
        // diverges and the diagnosis names the edited field (SPEC §4), as with `cassette/v1`.
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
        for (const field of WHOLE_FIELDS) {
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
        return applyRequestDelta(line.endpoint, base, fields, messages);
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
        const delta = MessagesDeltaSchema.safeParse(stored, { reportInput: true });
        if (!delta.success) {
            for (const issue of delta.error.issues)
                report([...at, ...issue.path], (0,describe_issue/* describeIssue */.n6)(issue));
            return 'failed';
        }
        const { keep, append } = delta.data;
        if (keep > base.messages.length) {
            report([...at, 'keep'], `is ${keep}, but the conversation of call ${from} has only ${base.messages.length} entr${base.messages.length === 1 ? 'y' : 'ies'}`);
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
// EXTERNAL MODULE: ./lib/provider/secret-scan.js + 1 modules
var secret_scan = __webpack_require__(3911);
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
    for (const field of REQUEST_FIELDS) {
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
const formatBytes = (bytes) => `${bytes.toLocaleString('en-US')} bytes`;
//# sourceMappingURL=cassette-refusals.js.map
;// CONCATENATED MODULE: ./lib/provider/cassette.js
/**
 * Cassette files (SPEC §4): where a task's cassette lives, reading one, and writing one atomically
 * after the secret scan and the size caps. The format itself — `cassette/v1` read, `cassette/v2`
 * read and written — is the codec's (`cassette-codec.ts`), which touches no file.
 */










/** `<cassetteDir>/<taskId>.jsonl`; task ids are portable file names (see `IdSchema`). */
function cassettePath(cassetteDir, taskId) {
    return external_node_path_.join(cassetteDir, `${taskId}${CASSETTE_EXTENSION}`);
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
            const message = `the cassette does not exist; record it with \`${recordCommandFor(displayPath)}\``;
            throw new errors/* ConfigError */.xL(`${displayPath}: ${message}`, [
                { file: displayPath, field: '(file)', message },
            ]);
        }
        throw new errors/* InfrastructureError */.EN(`${displayPath}: cannot read the cassette: ${(0,errors/* messageOf */.bD)(error)}`);
    }
    return parseCassette(text, displayPath);
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
    const { text, deltas } = cassette_codec_encodeCassette(header, calls);
    const bytes = Buffer.byteLength(text, 'utf8');
    // The decoded calls are scanned, so findings name real fields, each where the file stores it.
    const findings = await findCassetteSecrets(orderHeader(header), calls, deltas, {
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
    const cassette = parseCassette(text, displayPath);
    if (cassette.header.format === CASSETTE_FORMAT) {
        return { status: 'current', bytesBefore, bytesAfter: bytesBefore };
    }
    // A recording cannot be made again from here: check the new form gives back every call first.
    const decoded = parseCassette(cassette_codec_encodeCassette(cassette.header, cassette.calls).text, displayPath);
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
