export const id = 2039;
export const ids = [2039];
export const modules = {

/***/ 2971:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WT: () => (/* binding */ safeParseAgentConfig),
/* harmony export */   eN: () => (/* binding */ parseJsonVariable),
/* harmony export */   j8: () => (/* binding */ AgentConfigSchema),
/* harmony export */   xn: () => (/* binding */ parseAgentConfig)
/* harmony export */ });
/* unused harmony export defaultAgentConfig */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6921);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _describe_schema_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6129);
/**
 * The built-in agent's configuration, part of the measured configuration (SPEC §1). Strict, so that
 * a typo such as `limits.maxContextChar` is refused instead of silently measuring the default.
 */



const LimitsSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    /** Size of the conversation (characters) that compaction keeps it under. */
    maxContextChars: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().default(120_000),
    /** Longest tool result the model sees; longer output is cut with a note saying so. */
    maxToolOutputChars: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().default(20_000),
});
const CompactionSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    /** Compaction runs when the conversation exceeds `threshold * limits.maxContextChars`. */
    threshold: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().gt(0).max(1).default(0.8),
    /** Messages kept verbatim at the end of the conversation (widened to keep tool pairs whole). */
    keepRecentMessages: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0).default(6),
});
const AgentConfigSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .strictObject */ .rej({
    systemPrompt: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1).optional(),
    temperature: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().min(0).max(2).optional(),
    maxOutputTokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().positive().optional(),
    stream: zod__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zMY().default(true),
    limits: LimitsSchema.default(() => LimitsSchema.parse({})),
    compaction: CompactionSchema.default(() => CompactionSchema.parse({})),
});
/** The keys accepted at each level, to name them when a key is unknown. */
const KNOWN_KEYS = {
    '': Object.keys(AgentConfigSchema.shape),
    limits: Object.keys(LimitsSchema.shape),
    compaction: Object.keys(CompactionSchema.shape),
};
/** What `AgentConfigSchema.parse({})` gives, key order included (a test keeps them equal). */
function defaultAgentConfig() {
    return {
        stream: true,
        limits: { maxContextChars: 120_000, maxToolOutputChars: 20_000 },
        compaction: { threshold: 0.8, keepRecentMessages: 6 },
    };
}
/** `AgentConfigSchema.safeParse(input)`, sparing the schema for the empty configuration. */
function safeParseAgentConfig(input, params) {
    if (isEmptyObject(input))
        return { success: true, data: defaultAgentConfig() };
    return AgentConfigSchema.safeParse(input, params);
}
function isEmptyObject(value) {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
        return false;
    const prototype = Object.getPrototypeOf(value);
    return (prototype === Object.prototype || prototype === null) && Object.keys(value).length === 0;
}
/** Parses a JSON value given in the environment variable `variable`, or throws a one-line ConfigError. */
function parseJsonVariable(variable, text) {
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${variable} is not valid JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .messageOf */ .bD)(error)})`);
    }
}
/** Absent or empty means every default. */
function parseAgentConfig(text) {
    const input = text === undefined || text.trim() === '' ? {} : parseJsonVariable('VERDICT_CONFIG', text);
    const parsed = safeParseAgentConfig(input, { reportInput: true });
    if (!parsed.success) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`VERDICT_CONFIG: ${(0,_describe_schema_error_js__WEBPACK_IMPORTED_MODULE_1__/* .describeSchemaError */ .L)(parsed.error, input, KNOWN_KEYS)}`);
    }
    return parsed.data;
}
//# sourceMappingURL=config.js.map

/***/ }),

/***/ 6129:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ describeSchemaError)
/* harmony export */ });
/* harmony import */ var _json_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4775);

/**
 * Zod issues as one line (`limits.maxContextChar: unknown field …; stream: must be …`); `knownKeys`
 * (by dotted path) names the keys accepted where one is unknown.
 */
function describeSchemaError(error, input, knownKeys) {
    return error.issues
        .map((issue) => {
        const field = (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__/* .formatFieldPath */ .vZ)(issue.path, (path) => (0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__/* .valueAt */ .fK)(input, path));
        const known = knownKeys[issue.path.join('.')];
        const hint = issue.code === 'unrecognized_keys' && known !== undefined
            ? `; known keys here: ${known.join(', ')}`
            : '';
        return `${field}: ${(0,_json_describe_issue_js__WEBPACK_IMPORTED_MODULE_0__/* .describeIssue */ .n6)(issue)}${hint}`;
    })
        .join('; ');
}
//# sourceMappingURL=describe-schema-error.js.map

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

/***/ 8780:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ parseWithSchema)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(452);
/* harmony import */ var _describe_issue_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4775);
/* harmony import */ var _nesting_depth_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8416);



function parseWithSchema(schema, data, file, what) {
    if ((0,_nesting_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .nestsDeeperThan */ .ix)(data)) {
        const problem = { file, field: '(file)', message: _nesting_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .TOO_DEEP_MESSAGE */ .AB };
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigError */ .xL(`${file}: not a valid ${what}: ${_nesting_depth_js__WEBPACK_IMPORTED_MODULE_2__/* .TOO_DEEP_MESSAGE */ .AB}`, [problem]);
    }
    const parsed = schema.safeParse(data, { reportInput: true });
    if (parsed.success)
        return parsed.data;
    const problems = parsed.error.issues.map((issue) => ({
        file,
        field: issue.path.length === 0 ? '(file)' : (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .formatFieldPath */ .vZ)(issue.path, (p) => (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .valueAt */ .fK)(data, p)),
        message: (0,_describe_issue_js__WEBPACK_IMPORTED_MODULE_1__/* .describeIssue */ .n6)(issue),
    }));
    throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .problemsError */ .$j)(`${file}: not a valid ${what}`, problems);
}
//# sourceMappingURL=parse-with-schema.js.map

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

/***/ 5176:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ writeFileAtomically)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/** Replacing a file so that a reader sees the old content or the new, never half of either. */



/**
 * Temp file in the same directory (rename is atomic only within a file system), fsync, rename.
 * `durable: false` skips the fsync, which guards only against the machine stopping: for files
 * rebuilt from others (the reports).
 */
async function writeFileAtomically(file, content, options = {}) {
    const temp = node_path__WEBPACK_IMPORTED_MODULE_2__.join(node_path__WEBPACK_IMPORTED_MODULE_2__.dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_2__.basename(file)}.${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`);
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(temp, 'w');
        try {
            await handle.writeFile(content);
            if (options.durable !== false)
                await handle.sync();
        }
        finally {
            await handle.close();
        }
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temp, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temp, { force: true });
        throw error;
    }
}
//# sourceMappingURL=atomic-write.js.map

/***/ }),

/***/ 5198:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FS: () => (/* binding */ compactionCondition),
/* harmony export */   Ox: () => (/* binding */ CompactionSettingsSchema),
/* harmony export */   XD: () => (/* binding */ describeCompaction)
/* harmony export */ });
/* unused harmony export compactionSettingsOf */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _agent_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2971);
/* harmony import */ var _json_is_record_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9588);
/**
 * The compaction settings of a report's conditions (SPEC §5), from the measured configuration: the
 * built-in agent's with its defaults, a command agent's as far as it names the same keys.
 */



const CompactionSettingsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** `limits.maxContextChars`: the conversation size compaction keeps it under. */
    maxContextChars: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    /** `compaction.threshold`: compaction runs past `threshold × maxContextChars`. */
    threshold: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
    /** `compaction.keepRecentMessages`. */
    keepRecentMessages: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().optional(),
});
/**
 * The settings shared by every agent of a run; undefined when no agent names any, or when the
 * agents of one suite disagree (then no single setting describes the run).
 */
function compactionSettingsOf(agents) {
    const all = agents.map(settingsOfAgent);
    const first = all[0];
    if (first === undefined)
        return undefined;
    const same = all.every((settings) => JSON.stringify(settings) === JSON.stringify(first));
    return same ? first : undefined;
}
function settingsOfAgent(agent) {
    if (agent.name === 'builtin') {
        const parsed = (0,_agent_config_js__WEBPACK_IMPORTED_MODULE_0__/* .safeParseAgentConfig */ .WT)(agent.config ?? {});
        if (parsed.success) {
            const { limits, compaction } = parsed.data;
            return {
                maxContextChars: limits.maxContextChars,
                threshold: compaction.threshold,
                keepRecentMessages: compaction.keepRecentMessages,
            };
        }
    }
    const config = (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(agent.config) ? agent.config : {};
    const limits = (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(config.limits) ? config.limits : {};
    const compaction = (0,_json_is_record_js__WEBPACK_IMPORTED_MODULE_2__/* .isRecord */ .u)(config.compaction) ? config.compaction : {};
    const named = Object.entries({
        maxContextChars: limits.maxContextChars,
        threshold: compaction.threshold,
        keepRecentMessages: compaction.keepRecentMessages,
    }).filter(([, value]) => typeof value === 'number');
    return named.length === 0 ? undefined : Object.fromEntries(named);
}
/** `maxContextChars 120000, threshold 0.8, keepRecentMessages 6`, or `not recorded`. */
function describeCompaction(settings) {
    if (settings === undefined)
        return 'not recorded';
    const parts = ['maxContextChars', 'threshold', 'keepRecentMessages'].flatMap((key) => settings[key] === undefined ? [] : [`${key} ${settings[key]}`]);
    return parts.length === 0 ? 'not recorded' : parts.join(', ');
}
/** `{ compaction }` for a report's conditions, or nothing when the settings are not known. */
function compactionCondition(agents) {
    const compaction = compactionSettingsOf(agents);
    return compaction === undefined ? {} : { compaction };
}
//# sourceMappingURL=compaction-settings.js.map

/***/ }),

/***/ 8104:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ readConditionsFile),
/* harmony export */   Gh: () => (/* binding */ ReportConditionsSchema),
/* harmony export */   ce: () => (/* binding */ CONDITIONS_FILE),
/* harmony export */   dj: () => (/* binding */ writeStartedConditions)
/* harmony export */ });
/* unused harmony export ConditionsFileSchema */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6921);
/* harmony import */ var _compaction_settings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5198);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(452);
/* harmony import */ var _json_parse_with_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8780);
/* harmony import */ var _atomic_write_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5176);
/* harmony import */ var _record_schema_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7152);
/* harmony import */ var _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(8132);
/**
 * `conditions.json`: a run directory's conditions and run id, written before the first run so that
 * a killed directory can still be resumed, rebuilt and merged. They also head report.json.
 */









const CONDITIONS_FILE = 'conditions.json';
/** The guiding principle: a number without these is an anecdote. */
const ReportConditionsSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    suiteId: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    suiteVersion: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    harnessVersion: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    /** Hash of the effective (measured) configuration. */
    configHash: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    provider: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    model: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    mode: _record_schema_js__WEBPACK_IMPORTED_MODULE_6__/* .ModeSchema */ .np,
    /** Repetitions per task; with `--k auto`, max-k (the most any task may run). */
    k: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int().min(1),
    /** `--k auto` (SPEC §5 "Adaptive k"): tasks ran in rounds, each stopping when decided. */
    adaptive: zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({ minK: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int().min(1), maxK: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int().min(1) })
        .optional(),
    /** Orders runs only; the provider never receives it. */
    seed: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int(),
    concurrency: zod__WEBPACK_IMPORTED_MODULE_8__/* .number */ .aig().int().min(1).optional(),
    /** `i/n` when this report covers one shard of the plan. */
    shard: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()
        .regex(/^\d+\/\d+$/, 'must be i/n, e.g. 2/4')
        .optional(),
    /** The task selection (`--tasks`), when not the whole suite. */
    tasks: zod__WEBPACK_IMPORTED_MODULE_8__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP()).optional(),
    /** Token and cost deltas between reports whose settings differ are not comparable (SPEC §5). */
    compaction: _compaction_settings_js__WEBPACK_IMPORTED_MODULE_2__/* .CompactionSettingsSchema */ .Ox.optional(),
    /** The sandbox and its limits (SPEC §1); absent in reports made before there was one. */
    sandbox: _sandbox_sandbox_js__WEBPACK_IMPORTED_MODULE_7__/* .SandboxConditionsSchema */ .nj.optional(),
});
const ConditionsFileSchema = zod__WEBPACK_IMPORTED_MODULE_8__/* .strictObject */ .rej({
    runId: zod__WEBPACK_IMPORTED_MODULE_8__/* .string */ .YjP(),
    conditions: ReportConditionsSchema,
});
async function writeStartedConditions(dir, runId, conditions) {
    await (0,_atomic_write_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomically */ .l)(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, CONDITIONS_FILE), `${JSON.stringify({ runId, conditions }, null, 2)}\n`);
}
/** Missing or unreadable: a usage error (not a run directory); invalid: a config error. */
async function readConditionsFile(dir) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, CONDITIONS_FILE);
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`${dir}: not a Verdict run directory (no readable ${CONDITIONS_FILE})`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_3__/* .ConfigError */ .xL(`${file}: not valid JSON`, [
            { file, field: '(file)', message: 'not valid JSON' },
        ]);
    }
    return (0,_json_parse_with_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .parseWithSchema */ .f)(ConditionsFileSchema, data, file, 'conditions file');
}
//# sourceMappingURL=conditions-file.js.map

/***/ }),

/***/ 4139:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ parseJsonLines)
/* harmony export */ });
/* harmony import */ var _json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8416);
/* harmony import */ var _provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9066);


function parseJsonLines(text, file, schemaOf, options = {}) {
    const all = text.split('\n');
    const lines = [];
    const problems = [];
    all.forEach((line, index) => {
        if (line.trim() === '')
            return;
        const subject = `line ${index + 1}`;
        let data;
        try {
            data = JSON.parse(line);
        }
        catch {
            const message = options.tornLastLine === true && index === all.length - 1
                ? 'torn last line (the process was probably stopped mid-write); skipped'
                : 'not valid JSON; skipped';
            problems.push({ file, subject, field: '(line)', message });
            return;
        }
        if ((0,_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .nestsDeeperThan */ .ix)(data)) {
            problems.push({ file, subject, field: '(line)', message: `${_json_nesting_depth_js__WEBPACK_IMPORTED_MODULE_1__/* .TOO_DEEP_MESSAGE */ .AB}; skipped` });
            return;
        }
        const parsed = schemaOf(index).safeParse(data);
        if (parsed.success)
            lines.push({ index, value: parsed.data });
        else
            problems.push(...(0,_provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .problemsOfIssues */ .g)(parsed.error.issues, data, file, subject));
    });
    return { lines, problems };
}
//# sourceMappingURL=json-lines.js.map

/***/ }),

/***/ 7152:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Di: () => (/* binding */ RunVerifierOutcomeSchema),
/* harmony export */   FR: () => (/* binding */ sumUpstreamModels),
/* harmony export */   KM: () => (/* binding */ IncidentSchema),
/* harmony export */   WI: () => (/* binding */ RUN_RECORD_FORMAT),
/* harmony export */   g$: () => (/* binding */ RunRecordSchema),
/* harmony export */   jY: () => (/* binding */ describeRunOrigin),
/* harmony export */   np: () => (/* binding */ ModeSchema)
/* harmony export */ });
/* unused harmony exports RunUsageSchema, RunMeasuredSchema, RunErrorSchema, RecordedToolCallSchema, RunOriginSchema, RunAgentSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6921);
/* harmony import */ var _provider_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2188);
/* harmony import */ var _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2839);
/* harmony import */ var _suite_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6010);
/* harmony import */ var _verifiers_types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4970);
/** One line of `runs.jsonl`: all that is known of one run once it is over; every reader reads these. */





const RUN_RECORD_FORMAT = 'run/v1';
const ModeSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(['live', 'replay', 'scripted']);
// Not `VerifierResultSchema`: run/v1 names the status `outcome`, and keeps its own key order.
const RunVerifierOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    outcome: _verifiers_types_js__WEBPACK_IMPORTED_MODULE_3__/* .VerifierStatusSchema */ .ws,
    detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    durationMs: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0),
});
/** Something worth counting that is not a result: `approval_denied`, `usage_unreported`, … */
const IncidentSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    detail: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
});
const RunUsageSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    inputTokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    outputTokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    /** Present only when every turn that reported usage reported it (see `cachedPartial`). */
    cachedInputTokens: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0).optional(),
    /** Some turns reported cached input and others did not: kept out of ratios. */
    cachedPartial: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
});
const RunMeasuredSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    wallMs: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().min(0),
    /** Main-loop model calls. */
    turns: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    compactionCalls: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    /** Provider-reported usage of the main loop; absent unless every turn reported it. */
    usage: RunUsageSchema.optional(),
    /** Upstream attempts beyond the first, summed over calls. */
    retries: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0),
    /** Live: model (as the answer names it, else as asked) → calls answered, over every attempt. */
    upstreamModels: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0)).optional(),
    /** Events the agent wrote, by type. */
    events: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(0)),
});
const RunErrorSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    /** `replay_divergence`, `upstream_unavailable`, `provider_error`, `sandbox_failed`, `agent_start`… */
    kind: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    message: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** The proxy's stop, with the divergence diagnosis when there is one. */
    stop: _provider_types_js__WEBPACK_IMPORTED_MODULE_0__/* .RunStopSchema */ .np.optional(),
});
const RecordedToolCallSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    arguments: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J(),
    ok: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
});
/** Where the run came from: what `verdict add` needs to promote it without the suite (reference 004). */
const RunOriginSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    /** The directory the task's relative paths (fixture, `cassettes/`, `scripts/`) start from. */
    suiteDir: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    suiteVersion: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    title: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    prompt: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** Relative to `suiteDir`; absent when the workspace started empty. */
    fixture: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    fixtureGit: zod__WEBPACK_IMPORTED_MODULE_4__/* .boolean */ .zMY().optional(),
    agent: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    /** The effective policy the run had (the task's, restricted by the caller's grants). */
    policy: _suite_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .PolicySchema */ .Qz,
    budget: _suite_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .BudgetSchema */ .Jj,
    /** The suite's rules, then the task's: what replay normalized for this task. */
    replayNormalize: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(_suite_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .ReplayNormalizeRuleSchema */ .Q5),
});
/** The origin of a run of `task`, for its record. */
function describeRunOrigin(suite, task, policy) {
    return {
        suiteDir: suite.dir,
        suiteVersion: suite.suiteVersion,
        ...(task.title === undefined ? {} : { title: task.title }),
        prompt: task.prompt,
        ...(task.fixture === undefined ? {} : { fixture: task.fixture }),
        ...(task.fixtureGit === true ? { fixtureGit: true } : {}),
        ...(task.agent === undefined ? {} : { agent: task.agent }),
        policy,
        budget: task.budget,
        replayNormalize: [...suite.replayNormalize, ...(task.replayNormalize ?? [])],
    };
}
/** The run's agent and config file, so that `verdict add` checks a case with them (`cases/run-config.ts`). */
const RunAgentSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    /** The agent entry's name in the config's `agents`; `builtin` for the built-in agent. */
    name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    /** The config file that was read; absent when there was none (the defaults). */
    configFile: zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
        /** Relative to its repository, `/`-separated, so another checkout finds it; else absolute. */
        path: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
        /** sha256 (hex) of the file's bytes as the run read them. */
        sha256: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/, 'must be a sha256 in hex'),
    })
        .optional(),
});
const RunRecordSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .strictObject */ .rej({
    format: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(RUN_RECORD_FORMAT),
    runId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    suiteId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    taskId: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** 1-based repetition of the task in the plan. */
    repetition: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    /** seed + repetition: orders runs; the provider never receives it. */
    seed: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int(),
    model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    mode: ModeSchema,
    /** Variant id when running configuration variants; absent otherwise. */
    variant: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    /** Run-level attempts (an agent's declared transient error retries the run). */
    attempts: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    status: _stats_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .RunStatusSchema */ .d$,
    /** Why a run is budget_exceeded, fail or error, in one sentence. */
    reason: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    verifiers: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(RunVerifierOutcomeSchema),
    incidents: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(IncidentSchema),
    measured: RunMeasuredSchema,
    toolCalls: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(RecordedToolCallSchema),
    finalAnswer: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    agentExitCode: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().nullable(),
    error: RunErrorSchema.optional(),
    /** The run's directory when `--keep` kept it. */
    keptDir: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    /** Its trace file, relative to the run directory (`traces/<taskId>/<repetition>.jsonl`). */
    trace: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    origin: RunOriginSchema.optional(),
    agent: RunAgentSchema.optional(),
});
/** `measured.upstreamModels` of several runs added up, keys sorted; undefined when none counted. */
function sumUpstreamModels(counts) {
    const present = counts.filter((count) => count !== undefined);
    if (present.length === 0)
        return undefined;
    const sums = new Map();
    for (const [model, calls] of present.flatMap((count) => Object.entries(count))) {
        sums.set(model, (sums.get(model) ?? 0) + calls);
    }
    return Object.fromEntries([...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
//# sourceMappingURL=record-schema.js.map

/***/ }),

/***/ 2390:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ct: () => (/* binding */ RUNS_FILE),
/* harmony export */   Hy: () => (/* binding */ appendRunRecord),
/* harmony export */   Mh: () => (/* binding */ cutTornLastLine),
/* harmony export */   Y$: () => (/* binding */ readRunRecords),
/* harmony export */   wZ: () => (/* binding */ secretIncidents)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6403);
/* harmony import */ var _json_lines_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4139);
/* harmony import */ var _record_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7152);
/**
 * `runs.jsonl`: one run record per line, flushed as each run ends so that a killed process loses
 * only the runs in flight; read back so that a torn or invalid line costs only itself.
 */





const RUNS_FILE = 'runs.jsonl';
const appendQueues = new Map();
/** Each secret a redaction replaced, as an incident naming the rule and where (never the value). */
function secretIncidents(findings) {
    return findings.map((finding) => ({
        kind: _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .SECRET_REDACTED_INCIDENT */ .xQ,
        detail: `${finding.rule} in ${finding.path}`,
    }));
}
/**
 * Appends one record as one flushed line and returns it as written, every secret redacted (SPEC §7)
 * with an incident: what every later output must use. Validated first: a line that cannot be read
 * back would be lost at resume time instead of now.
 */
async function appendRunRecord(file, record) {
    const { value, findings } = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redactJson */ .Kp)(record);
    const written = _record_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .RunRecordSchema */ .g$.parse(findings.length === 0
        ? record
        : { ...value, incidents: [...value.incidents, ...secretIncidents(findings)] });
    await queueLine(file, `${JSON.stringify(written)}\n`);
    return written;
}
function queueLine(file, line) {
    const key = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(file);
    let queue = appendQueues.get(key);
    if (queue === undefined) {
        queue = { lines: [], settle: [], writing: false };
        appendQueues.set(key, queue);
    }
    const queued = queue;
    return new Promise((resolve, reject) => {
        queued.lines.push(line);
        queued.settle.push({ resolve, reject });
        if (!queued.writing)
            void drain(key, file, queued);
    });
}
/** A batch at a time until none is left; a failed batch fails its own lines. */
async function drain(key, file, queue) {
    queue.writing = true;
    while (queue.lines.length > 0) {
        const lines = queue.lines.splice(0);
        const settle = queue.settle.splice(0);
        try {
            await appendLine(file, lines.join(''));
            for (const { resolve } of settle)
                resolve();
        }
        catch (error) {
            for (const { reject } of settle)
                reject(error);
        }
    }
    queue.writing = false;
    appendQueues.delete(key);
}
async function appendLine(file, line) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'a+');
    let size = 0;
    try {
        // After a torn last line (a killed process), start on a fresh line so that only it is lost.
        ({ size } = await handle.stat());
        let prefix = '';
        if (size > 0) {
            const last = Buffer.alloc(1);
            await handle.read(last, 0, 1, size - 1);
            if (last[0] !== 0x0a)
                prefix = '\n';
        }
        await handle.appendFile(prefix + line);
        await handle.sync();
    }
    catch (error) {
        // A write that failed part-way (a full disk) leaves no half record: cut back, which needs no space.
        await handle.truncate(size).catch(() => undefined);
        throw error;
    }
    finally {
        await handle.close();
    }
}
/** Never throws on content: a torn or invalid line is skipped and named. A missing file is an fs error. */
async function readRunRecords(file) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    const { lines, problems } = (0,_json_lines_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonLines */ .L)(text, file, () => _record_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .RunRecordSchema */ .g$, {
        tornLastLine: true,
    });
    return { records: lines.map((line) => line.value), problems };
}
/** Cuts a torn last line (one that is not JSON), so that new records do not strand it mid-file. */
async function cutTornLastLine(file) {
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file).catch(() => undefined);
    if (text === undefined || text.length === 0 || text[text.length - 1] === 0x0a)
        return false;
    const start = text.lastIndexOf(0x0a) + 1;
    try {
        JSON.parse(text.subarray(start).toString('utf8'));
        return false;
    }
    catch {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.truncate)(file, start);
        return true;
    }
}
//# sourceMappingURL=runs-jsonl.js.map

/***/ }),

/***/ 2839:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J3: () => (/* binding */ boundedInterval),
/* harmony export */   KU: () => (/* binding */ MIN_JUDGED_RUNS),
/* harmony export */   d$: () => (/* binding */ RunStatusSchema),
/* harmony export */   di: () => (/* binding */ RunCountsSchema),
/* harmony export */   iI: () => (/* binding */ observedInterval),
/* harmony export */   jL: () => (/* binding */ sumRunCounts),
/* harmony export */   kQ: () => (/* binding */ isLowPower),
/* harmony export */   oo: () => (/* binding */ countRuns),
/* harmony export */   sE: () => (/* binding */ successRate)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/* harmony import */ var _wilson_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(143);
/**
 * Run counts and the rates read from them (SPEC §3, §5). A failure is a result, an error is not:
 * errored runs never enter a rate, but they are counted, and the bounded interval keeps them visible
 * so that a denominator cannot shrink silently while a system starts failing.
 */


/** `pass`, `fail` and `budget_exceeded` are judged; `error` is infrastructure and is counted apart. */
const RunStatusSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['pass', 'fail', 'budget_exceeded', 'error']);
/** Below this many judged runs a report warns and compare claims no direction (SPEC §5). */
const MIN_JUDGED_RUNS = 5;
const count = zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0);
const RunCountsObjectSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    /** Planned runs. */
    total: count,
    /** Judged runs: `pass + fail + budgetExceeded`. The denominator of every rate. */
    observed: count,
    /** `total − observed`: errored, and never reached (cancelled, other shard not merged). */
    missing: count,
    pass: count,
    fail: count,
    budgetExceeded: count,
    error: count,
});
/** A copy of `value` without its `eligible` key (an older report's counts), else `value` itself. */
function withoutEligible(value) {
    if (value === null || typeof value !== 'object' || !('eligible' in value))
        return value;
    const rest = { ...value };
    delete rest.eligible;
    return rest;
}
/**
 * No `eligible` count: a run that cannot be eligible is refused before the first run (exit 2), so
 * it would always equal `total`. Older reports' `eligible` is ignored.
 */
const RunCountsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .preprocess */ .vkY(withoutEligible, RunCountsObjectSchema);
/** Counts the records' statuses; planned runs without a record (cancelled, not run) are missing. */
function countRuns(statuses, planned) {
    assertCount('planned', planned);
    if (statuses.length > planned) {
        throw new RangeError(`${statuses.length} run records exceed the ${planned} planned runs`);
    }
    const tally = { pass: 0, fail: 0, budget_exceeded: 0, error: 0 };
    for (const status of statuses)
        tally[status] += 1;
    const observed = tally.pass + tally.fail + tally.budget_exceeded;
    return {
        total: planned,
        observed,
        missing: planned - observed,
        pass: tally.pass,
        fail: tally.fail,
        budgetExceeded: tally.budget_exceeded,
        error: tally.error,
    };
}
/** Adds counts field by field, e.g. per-task counts into a suite summary. */
function sumRunCounts(all) {
    const sum = countRuns([], 0);
    for (const counts of all) {
        for (const key of Object.keys(sum))
            sum[key] += counts[key];
    }
    return sum;
}
/** Passes over judged runs; null when nothing was judged (a rate of 0 would be a claim). */
function successRate(counts) {
    return counts.observed === 0 ? null : counts.pass / counts.observed;
}
/** The Wilson interval of the judged runs alone. */
function observedInterval(counts) {
    return (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilsonInterval */ .YV)(counts.pass, counts.observed);
}
/**
 * The interval with every missing run a failure (low end) or a pass (high end): it contains the
 * observed interval, and equals it when nothing is missing.
 */
function boundedInterval(counts) {
    const trials = counts.observed + counts.missing;
    return {
        low: (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilsonInterval */ .YV)(counts.pass, trials).low,
        high: (0,_wilson_js__WEBPACK_IMPORTED_MODULE_0__/* .wilsonInterval */ .YV)(counts.pass + counts.missing, trials).high,
    };
}
function isLowPower(counts) {
    return counts.observed < MIN_JUDGED_RUNS;
}
function assertCount(name, value) {
    if (!Number.isInteger(value) || value < 0) {
        throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
    }
}
//# sourceMappingURL=counts.js.map

/***/ }),

/***/ 143:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D6: () => (/* binding */ IntervalSchema),
/* harmony export */   YV: () => (/* binding */ wilsonInterval)
/* harmony export */ });
/* unused harmony export Z_95 */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);
/**
 * The Wilson score interval for a binomial proportion (SPEC §5). Chosen over the normal
 * approximation because it stays inside [0, 1] and is still honest at k = 5, where 5/5 must not read
 * as "certainly 100 %".
 */

/** z for a two-sided 95 % interval, to the precision SPEC §5 fixes. */
const Z_95 = 1.959964;
const IntervalSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .strictObject */ .rej({
    low: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
    high: zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig().min(0).max(1),
});
/** The 95 % Wilson interval of `successes` out of `trials`; [0, 1] with no trials. */
function wilsonInterval(successes, trials, z = Z_95) {
    assertCounts(successes, trials);
    if (!(z > 0) || !Number.isFinite(z))
        throw new RangeError(`z must be a positive number, got ${z}`);
    if (trials === 0)
        return { low: 0, high: 1 };
    // The upper bound is computed as the mirror of a lower bound (failures counted as successes), so
    // symmetry holds by construction and 5/5 reaches exactly 1 instead of 0.9999999999999999.
    return {
        low: computeLowerBound(successes, trials, z),
        high: 1 - computeLowerBound(trials - successes, trials, z),
    };
}
function computeLowerBound(successes, trials, z) {
    // Exactly 0, not a rounding residue, so "0/5" prints as 0 % and comparisons against 0 are exact.
    if (successes === 0)
        return 0;
    const zSquared = z * z;
    const spread = z * Math.sqrt((successes * (trials - successes)) / trials + zSquared / 4);
    return Math.max(0, (successes + zSquared / 2 - spread) / (trials + zSquared));
}
function assertCounts(successes, trials) {
    if (!Number.isInteger(trials) || trials < 0) {
        throw new RangeError(`trials must be a non-negative integer, got ${trials}`);
    }
    if (!Number.isInteger(successes) || successes < 0 || successes > trials) {
        throw new RangeError(`successes must be an integer in [0, ${trials}], got ${successes}`);
    }
}
//# sourceMappingURL=wilson.js.map

/***/ }),

/***/ 4970:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IX: () => (/* binding */ pass),
/* harmony export */   fJ: () => (/* binding */ fail),
/* harmony export */   hD: () => (/* binding */ quote),
/* harmony export */   ws: () => (/* binding */ VerifierStatusSchema),
/* harmony export */   z3: () => (/* binding */ error)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6921);

/** `error` means the verifier could not run; it is neither pass nor fail (SPEC §2). */
const VerifierStatusSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['pass', 'fail', 'error']);
const pass = (detail) => ({ status: 'pass', detail });
const fail = (detail) => ({ status: 'fail', detail });
const error = (detail) => ({ status: 'error', detail });
/** Quotes a text for a detail line, shortened so one verifier cannot flood a report. */
function quote(text, max = 80) {
    const shown = text.length > max ? `${text.slice(0, max - 1)}…` : text;
    return JSON.stringify(shown);
}
//# sourceMappingURL=types.js.map

/***/ })

};
