export const id = 7471;
export const ids = [7471];
export const modules = {

/***/ 6934:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   COMPARISON_HTML_FILE: () => (/* binding */ COMPARISON_HTML_FILE),
/* harmony export */   COMPARISON_JSON_FILE: () => (/* binding */ COMPARISON_JSON_FILE),
/* harmony export */   COMPARISON_MARKDOWN_FILE: () => (/* binding */ COMPARISON_MARKDOWN_FILE),
/* harmony export */   compareCommand: () => (/* binding */ compareCommand)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var _compare_compare_adaptive_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(263);
/* harmony import */ var _compare_compare_reports_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2198);
/* harmony import */ var _compare_comparison_schema_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5268);
/* harmony import */ var _compare_render_comparison_html_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6283);
/* harmony import */ var _compare_render_comparison_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2649);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(452);
/* harmony import */ var _provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9066);
/* harmony import */ var _provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6403);
/* harmony import */ var _report_report_schema_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9524);
/* harmony import */ var _report_report_files_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4841);
/* harmony import */ var _run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(5176);
/* harmony import */ var _stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1762);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(9859);
/* harmony import */ var _evaluation_options_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(1255);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(8908);

















const COMPARISON_JSON_FILE = 'comparison.json';
const COMPARISON_MARKDOWN_FILE = 'comparison.md';
const COMPARISON_HTML_FILE = 'comparison.html';
const compareCommand = {
    name: 'compare',
    help: `Usage: verdict compare <baseline> <candidate> [--out DIR] [--adaptive FILE] [--json]

Each side is a report.json or a directory containing one. Per task, a verdict from the 95 %
Wilson intervals: improved / regressed only when both sides have at least 5 judged runs and the
intervals are disjoint (also with missing runs counted either way); otherwise inconclusive, low
power or not comparable. In replay: changed, unchanged or diverged. Inconclusive tasks get a
sample-size hint (an estimate). Reports of different modes (e.g. replay against live) are
compared, but every task is not comparable; reports with different compaction settings keep
their success verdicts, but their token and cost deltas are not comparable.

Writes comparison.json, comparison.md and comparison.html (self-contained: plots, a sortable
table, and the candidate's divergences from the runs.jsonl beside its report) into --out DIR
(default: the current directory) and prints the comparison as Markdown (or JSON with --json).

Options:
  --out DIR   where comparison.json, .md and .html go (default: the current directory)
  --adaptive FILE
              the adaptive/v1 record of a --k auto comparison (verdict pr --k auto writes it
              beside the comparison): each task's verdict is then its anytime-valid test's
              (stopped regressed/improved, no change larger than δ, or inconclusive at max-k),
              with the runs it took and why it stopped (docs/adaptive-k.md)

Exit codes: 0 compared (whatever the verdicts), 2 bad invocation or unreadable report,
3 incompatible reports (different suite id or suite version).`,
    options: (0,_evaluation_options_js__WEBPACK_IMPORTED_MODULE_15__/* .valueOptions */ .kl)('out', 'adaptive'),
    positionals: { min: 2, max: 2, names: '<baseline> <candidate>' },
    async run(args, io) {
        const [baselineArg, candidateArg] = args.positionals;
        const baseline = (await readReport(io, baselineArg)).report;
        const { report: candidate, file: candidateFile } = await readReport(io, candidateArg);
        const adaptiveFile = (0,_command_js__WEBPACK_IMPORTED_MODULE_14__/* .stringOption */ .Pp)(args, 'adaptive');
        const adaptive = adaptiveFile === undefined ? undefined : await readAdaptiveRecord(io, adaptiveFile);
        const compared = (0,_compare_compare_reports_js__WEBPACK_IMPORTED_MODULE_3__/* .compareReports */ .ll)(baseline, candidate);
        // Redacted on the way out, a second net behind the run records (SPEC §7).
        const comparison = _compare_comparison_schema_js__WEBPACK_IMPORTED_MODULE_4__/* .ComparisonSchema */ .tV.parse((await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_9__/* .redactJson */ .Kp)(adaptive === undefined ? compared : (0,_compare_compare_adaptive_js__WEBPACK_IMPORTED_MODULE_2__/* .applyAdaptive */ .H)(compared, adaptive)))
            .value);
        const { text: markdown } = await (0,_provider_secret_redact_js__WEBPACK_IMPORTED_MODULE_9__/* .redactText */ .Rd)((0,_compare_render_comparison_js__WEBPACK_IMPORTED_MODULE_6__/* .renderComparisonMarkdown */ .h)(comparison));
        // The candidate's divergences, with their excerpts, from the runs beside its report.
        const divergences = await (0,_report_report_files_js__WEBPACK_IMPORTED_MODULE_11__/* .readDivergences */ .sd)(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(candidateFile), undefined);
        const html = await (0,_report_report_files_js__WEBPACK_IMPORTED_MODULE_11__/* .redactHtml */ .JU)((0,_compare_render_comparison_html_js__WEBPACK_IMPORTED_MODULE_5__/* .renderComparisonHtml */ .r)(comparison, { divergences }));
        const out = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, (0,_command_js__WEBPACK_IMPORTED_MODULE_14__/* .stringOption */ .Pp)(args, 'out') ?? '.');
        const files = await writeComparisonFiles(out, comparison, markdown, html);
        io.stderr.write(`verdict compare: wrote ${files.json}, ${files.markdown} and ${files.html}\n`);
        if (args.values.json === true)
            (0,_io_js__WEBPACK_IMPORTED_MODULE_16__/* .writeJson */ .G)(io, comparison);
        else
            io.stdout.write(markdown);
        return 0;
    },
};
/**
 * A report.json, or a directory holding one, and the file it was read from; anything unreadable is
 * a ConfigError naming the file.
 */
async function readReport(io, location) {
    const resolved = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, location);
    const isDirectory = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(resolved).then((stats) => stats.isDirectory(), () => false);
    const file = isDirectory ? node_path__WEBPACK_IMPORTED_MODULE_1__.join(resolved, _report_report_files_js__WEBPACK_IMPORTED_MODULE_11__/* .REPORT_JSON_FILE */ .t_) : resolved;
    const shown = isDirectory ? node_path__WEBPACK_IMPORTED_MODULE_1__.join(location, _report_report_files_js__WEBPACK_IMPORTED_MODULE_11__/* .REPORT_JSON_FILE */ .t_) : location;
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigError */ .xL(`${shown}: cannot read the report (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .messageOf */ .bD)(error)}). Give a report.json or the run directory that contains one.`);
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigError */ .xL(`${shown}: not valid JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .messageOf */ .bD)(error)})`);
    }
    return {
        report: parseOrThrow(_report_report_schema_js__WEBPACK_IMPORTED_MODULE_10__/* .ReportSchema */ .M9, data, shown, 'report', `${shown}: not a valid report/v1`),
        file,
    };
}
/**
 * `data` as `schema` reads it, else a ConfigError: `what` with the first problem (file and field)
 * and how many more there are.
 */
function parseOrThrow(schema, data, shown, subject, what) {
    const parsed = schema.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const problems = (0,_provider_cassette_problems_js__WEBPACK_IMPORTED_MODULE_8__/* .problemsOfIssues */ .g)(parsed.error.issues, data, shown, subject);
    const first = problems[0];
    const detail = first === undefined ? '' : `: ${first.field}: ${first.message}`;
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigError */ .xL(`${what}${detail}${more}`, problems);
}
/** An `adaptive/v1` record; anything unreadable or invalid is a ConfigError naming file and field. */
async function readAdaptiveRecord(io, location) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(io.cwd, location);
    let data;
    try {
        data = JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8'));
    }
    catch (error) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_7__/* .ConfigError */ .xL(`--adaptive ${location}: cannot read it as JSON (${(0,_errors_js__WEBPACK_IMPORTED_MODULE_7__/* .messageOf */ .bD)(error)})`);
    }
    return parseOrThrow(_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_13__/* .AdaptiveRecordSchema */ .zr, data, location, 'adaptive record', `--adaptive ${location}: not a valid adaptive/v1`);
}
async function writeComparisonFiles(dir, comparison, markdown, html) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(dir, { recursive: true });
    const files = {
        json: node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, COMPARISON_JSON_FILE),
        markdown: node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, COMPARISON_MARKDOWN_FILE),
        html: node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, COMPARISON_HTML_FILE),
    };
    await (0,_run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_12__/* .writeFileAtomically */ .l)(files.json, `${JSON.stringify(comparison, null, 2)}\n`);
    await (0,_run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_12__/* .writeFileAtomically */ .l)(files.markdown, markdown);
    await (0,_run_dir_atomic_write_js__WEBPACK_IMPORTED_MODULE_12__/* .writeFileAtomically */ .l)(files.html, html);
    return files;
}
//# sourceMappingURL=compare.js.map

/***/ }),

/***/ 3752:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ mulberry32)
/* harmony export */ });
/**
 * mulberry32: a small, well-known seeded generator of numbers in [0, 1). The same seed gives the
 * same sequence on every machine, so a plan's order and a Monte Carlo p-value can be repeated.
 */
function mulberry32(seed) {
    let state = seed >>> 0;
    return () => {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    };
}
//# sourceMappingURL=mulberry32.js.map

/***/ })

};
