export const id = 6019;
export const ids = [6019];
export const modules = {

/***/ 247:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson)
/* harmony export */ });
/**
 * JSON with sorted keys, for hashing and comparing values whose key order carries no meaning
 * (fingerprints, tool-call arguments, configurations): `{a,b}` and `{b,a}` are the same.
 */
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

/***/ 9588:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ isRecord)
/* harmony export */ });
/** A JSON object: not `null`, not an array. Request and response bodies are read through it. */
const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
//# sourceMappingURL=is-record.js.map

/***/ }),

/***/ 8416:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ TOO_DEEP_MESSAGE),
/* harmony export */   B0: () => (/* binding */ sharedNestsDeeperThan),
/* harmony export */   ix: () => (/* binding */ nestsDeeperThan)
/* harmony export */ });
/* unused harmony export MAX_JSON_DEPTH */
/**
 * How deeply a parsed JSON value nests. `JSON.parse` reads any depth, but the walkers after it
 * (schemas, canonical JSON, the cassette codec, divergence diagnosis) recurse, and a file nested
 * thousands of levels deep would overflow their stack. Readers refuse such a file up front, with
 * a problem that names it, instead. Real files nest a few dozen levels at most (JSON Schemas of
 * tool parameters are the deepest).
 */
const MAX_JSON_DEPTH = 256;
/**
 * True when `value` nests more than `max` arrays or objects deep. The walk goes no deeper than
 * `max` + 1 levels, so a value nested past any limit cannot overflow the stack.
 */
function nestsDeeperThan(value, max = MAX_JSON_DEPTH) {
    return heightOf(value, undefined, max + 1) > max;
}
/**
 * `nestsDeeperThan` for values that share much of their content (the decoded requests of a
 * cassette keep their base's entries): each object's height is kept in `heights`, so a shared one
 * is walked once.
 */
function sharedNestsDeeperThan(value, heights, max = MAX_JSON_DEPTH) {
    return heightOf(value, heights, max + 1) > max;
}
/** Levels of arrays and objects in `value` (a scalar is 0); Infinity past `room` levels. */
function heightOf(value, heights, room) {
    if (value === null || typeof value !== 'object')
        return 0;
    const known = heights?.get(value);
    if (known !== undefined)
        return known;
    if (room <= 0)
        return Infinity;
    let height = 0;
    for (const item of Object.values(value)) {
        const below = heightOf(item, heights, room - 1);
        if (below === Infinity)
            return Infinity;
        if (below > height)
            height = below;
    }
    heights?.set(value, height + 1);
    return height + 1;
}
/** The problem message for a value that nests too deeply. */
const TOO_DEEP_MESSAGE = `nests more than ${MAX_JSON_DEPTH} arrays or objects deep; no Verdict file does`;
//# sourceMappingURL=nesting-depth.js.map

/***/ }),

/***/ 9066:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ problemsOfIssues),
/* harmony export */   k: () => (/* binding */ describeCassetteProblems)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _json_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4775);


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
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    return `${file}: ${count}:\n${listed.join('\n')}\n(re-record the task, or fix the cassette by hand)`;
}
/**
 * zod reports a value that matches no branch of a union (a JSON or an SSE response) as one issue on
 * the union, with each branch's issues inside. The author meant the branch whose literal fields (the
 * `kind`) matched, so that branch's issues are the ones to show, at their full path; when every branch
 * rejected the literal, one issue lists every accepted value.
 */
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
/**
 * jsdiff gives up past this many token edits (and after this long): two texts that far apart are
 * compared again line by line, and failing that shown side by side from their starts.
 */
const MAX_EDIT_TOKENS = 500;
const MAX_DIFF_MS = 1_000;
/**
 * Bounds for text that crossed a trust boundary (a fork's comment payload). The builder stays far
 * below them; the slack is for redaction, which writes `<redacted:RULE>` in place of a secret.
 */
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
    /**
     * The two sides differ in too many places to be aligned: `hunks` holds one change, the start of
     * each side.
     */
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
/**
 * Every change between `recorded` and `actual`, the values at `fieldPath` (`undefined` where a side
 * has none), as the excerpt every reader shows.
 */
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
/**
 * The context before a change (its text's end) or after one (its start): a few words, a line or two
 * at most. Cut, it starts (or ends) at a word, not at the blanks beside it.
 */
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
 * Whole tokens from the start (or the end) while the caps allow. A first token too long alone is
 * cut, keeping its start (or its end), the only way a word is ever cut.
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
 * A hunk as its two sides, line by line: the recording's side when words were removed, the sent
 * side when words were added (both for a replacement). A cut is shown as `…`.
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
 * The contract between the provider proxy and the model behind it. The proxy speaks HTTP to the agent;
 * a `ModelProvider` (one implementation per mode: live, record, replay, scripted) answers each model
 * call. Modes are chosen by injecting a provider, never by branching on a flag.
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
/**
 * Why a run cannot go on. The proxy answers the agent with an error and marks the run; the runner
 * turns the mark into the run's status (an infrastructure error, or `budget_exceeded`).
 */
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
/**
 * What identifies a model call for replay (SPEC §4): the fields that change what the model would
 * answer, after normalization. Headers are never part of it; neither are sampling parameters.
 */
const FingerprintSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    endpoint: EndpointSchema,
    model: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    /**
     * Instructions given apart from the messages (Responses `instructions`, Messages `system`, Gemini
     * `systemInstruction`), normalized; null for chat, whose system prompt is a message.
     */
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

/***/ })

};
