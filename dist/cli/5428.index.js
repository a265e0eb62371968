export const id = 5428;
export const ids = [5428];
export const modules = {

/***/ 5265:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   Dw: () => (/* binding */ listItems),
/* harmony export */   EJ: () => (/* binding */ truncateText),
/* harmony export */   FV: () => (/* binding */ escapeMarkdown),
/* harmony export */   GE: () => (/* binding */ formatIntervalRange),
/* harmony export */   Gp: () => (/* binding */ formatSigned),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   QO: () => (/* binding */ REASON_PREFIXES),
/* harmony export */   SS: () => (/* binding */ codeSpan),
/* harmony export */   UK: () => (/* binding */ formatUsd),
/* harmony export */   Xf: () => (/* binding */ formatPoints),
/* harmony export */   Xo: () => (/* binding */ formatSeconds),
/* harmony export */   b5: () => (/* binding */ describeNotPassed),
/* harmony export */   bo: () => (/* binding */ renderTable),
/* harmony export */   iW: () => (/* binding */ formatPointsInterval),
/* harmony export */   l9: () => (/* binding */ formatPercent),
/* harmony export */   vy: () => (/* binding */ formatInterval),
/* harmony export */   wD: () => (/* binding */ formatSecondsSquared),
/* harmony export */   zu: () => (/* binding */ describeServedModels)
/* harmony export */ });
const ENTITIES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    // A zero-width space after `@` keeps `@someone` readable but stops GitHub from notifying them.
    '@': '@&#8203;',
    // `#12` would link (and cross-reference) issue 12 of the repository.
    '#': '&#35;',
};
/**
 * Makes untrusted text inert inline Markdown on one line: no table breaks (`|`, newlines), no code
 * spans, emphasis or links, no HTML, no @-mentions or issue references. One pass per character
 * class, so an inserted entity is never escaped again.
 */
function escapeMarkdown(text) {
    return (text
        // Newlines would end a table row; other control characters have no business in a report.
        // eslint-disable-next-line no-control-regex -- matching control characters is the point
        .replace(/[\u0000-\u001f\u007f]+/g, ' ')
        .trim()
        .replace(/[&<>@]|#(?=\d)/g, (char) => ENTITIES[char] ?? char)
        .replace(/[\\`*_[\]|~]/g, '\\$&'));
}
/**
 * Untrusted text as one inline code span, shown as it is: inside a code span nothing is a mention,
 * an issue reference, HTML, emphasis or a link. The fence is one backtick longer than the longest
 * run of backticks in the text, so no part of it can close the span early, and the text is padded
 * with a space where it starts or ends with a backtick or a space (CommonMark strips one each
 * side). Control characters and line breaks become spaces, so the span stays on one line; cut to
 * `max` characters. Not for table cells: GitHub still splits a row at a `|` inside a code span.
 */
function codeSpan(text, max = 100) {
    const line = truncateText(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, ' '), max);
    if (line.trim() === '')
        return '(blank)';
    const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((match) => match[0].length));
    const fence = '`'.repeat(longest + 1);
    const padded = /^[` ]|[` ]$/.test(line) ? ` ${line} ` : line;
    return `${fence}${padded}${fence}`;
}
/** Shortens long text (error messages) to `max` characters, marking the cut. */
function truncateText(text, max) {
    const chars = [...text];
    return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}
/** A GFM table. Cells must already be escaped or be Markdown this module produced. */
function renderTable(head, rows, align = []) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    const rule = head.map((_, index) => (align[index] === 'right' ? '---:' : '---'));
    return [line(head), line(rule), ...rows.map(line)].join('\n');
}
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
/** Rounded, with thousands separators that do not depend on the machine's locale. */
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
/** How report.md and comparison.md mark a reason that is not a failure (a result). */
const REASON_PREFIXES = {
    failed: '',
    errored: 'errored (infrastructure): ',
    diverged: 'diverged from the cassette: ',
};
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
//# sourceMappingURL=markdown-text.js.map

/***/ }),

/***/ 8132:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lg: () => (/* binding */ SANDBOX_CHOICES),
/* harmony export */   WB: () => (/* binding */ effectiveLimits),
/* harmony export */   WZ: () => (/* binding */ signalOfExitStatus),
/* harmony export */   dR: () => (/* binding */ DEFAULT_LIMITS),
/* harmony export */   hT: () => (/* binding */ describeSandbox),
/* harmony export */   kK: () => (/* binding */ ResourceLimitsSchema),
/* harmony export */   nj: () => (/* binding */ SandboxConditionsSchema)
/* harmony export */ });
/* unused harmony export SANDBOX_BACKENDS */
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8161);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);
/**
 * The sandbox a run is contained in (SPEC §1): one interface, one module per backend (`bwrap.ts`,
 * `docker.ts`, `none.ts`), chosen once per invocation (`select-sandbox.ts`). The runner asks the
 * invocation's sandbox for a run's box — its workspace, HOME, `/tmp`, limits and the bridge to the
 * proxy — and starts every command of the run through it: the agent, the commands the built-in
 * agent runs, and the verifiers. It never branches on the backend by name.
 *
 * What each backend guarantees is written once, in its module's header, and in
 * docs/sandbox.md.
 */


const SANDBOX_BACKENDS = ['bwrap', 'docker', 'none'];
/** What the user asks for: a backend, or `auto` (bwrap, else docker, else none with a warning). */
const SANDBOX_CHOICES = ['auto', ...SANDBOX_BACKENDS];
/**
 * A run's resource limits. Each applies to every process of the run on its own (an rlimit), and
 * `processes` also to the agent's whole tree (counted while it runs).
 */
const ResourceLimitsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    memoryMb: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int()
        .min(64)
        .max(1_048_576)
        .optional()
        .describe('Private writable memory per process, in MiB (default 4096).'),
    processes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int()
        .min(8)
        .max(65_536)
        .optional()
        .describe('Processes of a run at once (default 512).'),
    cpuSeconds: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig()
        .int()
        .min(1)
        .max(86_400)
        .optional()
        .describe('CPU time per process, in seconds (default 1800).'),
})
    .describe("A sandboxed run's resource limits; a task's replace its suite's, key by key.");
const DEFAULT_LIMITS = { memoryMb: 4096, processes: 512, cpuSeconds: 1800 };
/** The limits a task runs with: its own over its suite's over the defaults. */
function effectiveLimits(...layers) {
    const limits = { ...DEFAULT_LIMITS };
    for (const layer of layers) {
        if (layer?.memoryMb !== undefined)
            limits.memoryMb = layer.memoryMb;
        if (layer?.processes !== undefined)
            limits.processes = layer.processes;
        if (layer?.cpuSeconds !== undefined)
            limits.cpuSeconds = layer.cpuSeconds;
    }
    return limits;
}
/** The sandbox in the measurement conditions: two sides that differ in it are not comparable. */
const SandboxConditionsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
    backend: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(SANDBOX_BACKENDS),
    /** The suite's limits (a task may set its own in the suite file, which its version covers). */
    limits: zod__WEBPACK_IMPORTED_MODULE_1__/* .strictObject */ .rej({
        memoryMb: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        processes: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
        cpuSeconds: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    }),
    /** docker: the image. */
    image: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /**
     * The host directories a box shows, read-only, with the machine's paths as tokens (`<REPO>`,
     * `<SUITE>`, `<USER_HOME>/…`) so that two machines compare; absent without a sandbox.
     */
    shows: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).optional(),
});
/** One line for reports, the comment and `verdict ci`. */
function describeSandbox(conditions) {
    if (conditions === undefined)
        return 'sandbox not recorded';
    if (conditions.backend === 'none') {
        return 'not sandboxed: agents and verifiers ran as this user, with its files and network';
    }
    const { memoryMb, processes, cpuSeconds } = conditions.limits;
    const image = conditions.image === undefined ? '' : ` ${conditions.image}`;
    return `sandboxed (${conditions.backend}${image}): only the proxy reachable, ${memoryMb} MiB memory and ${cpuSeconds} s CPU per process, ${processes} processes`;
}
/**
 * The signal a contained command died of, read from the exit status its backend reported
 * (`ContainedCommand.signalAsExitStatus`: 128 + the signal's number), or undefined.
 *
 * The status is ambiguous, and read as a signal on purpose: a command that calls `exit(139)`
 * itself, or a shell whose last child a signal ended, ends with the same status as one a SIGSEGV
 * ended, and the box reports no more than that status. Statuses above 128 that name a signal are
 * read as that signal, as shells read them; the others (255, 200…) stay exit statuses.
 */
function signalOfExitStatus(exitCode) {
    if (exitCode === null || exitCode <= 128)
        return undefined;
    const number = exitCode - 128;
    const names = Object.entries(node_os__WEBPACK_IMPORTED_MODULE_0__.constants.signals);
    return names.find(([, value]) => value === number)?.[0];
}
//# sourceMappingURL=sandbox.js.map

/***/ })

};
