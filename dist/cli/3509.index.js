export const id = 3509;
export const ids = [3509];
export const modules = {

/***/ 263:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ applyAdaptive)
/* harmony export */ });
/* unused harmony export describeAdaptiveLimits */
/* harmony import */ var _stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4456);
/* harmony import */ var _stats_adaptive_k_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5641);
/* harmony import */ var _compare_reports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2198);
/**
 * `--k auto`: task verdicts are the adaptive rule's (SPEC §5 "Adaptive k"), as the number of runs
 * depended on the outcomes; everything else stays as `compareReports` made it.
 */



function describeAdaptiveLimits(rule) {
    return ('Adaptive k: each task ran in rounds of one base and one head run and stopped when a safe ' +
        'test of two proportions decided it (Turner, Ly & Grünwald 2021): ' +
        `${(0,_stats_adaptive_k_text_js__WEBPACK_IMPORTED_MODULE_1__/* .describeCorrection */ .ii)(rule)}; "no change larger than δ" when its 95 % confidence sequence ` +
        'lay inside ±δ, otherwise inconclusive at max-k. Both hold however the rounds were stopped ' +
        'or continued. Repetitions are assumed independent; errored runs add no evidence.');
}
function verdictOf({ state }) {
    if (state === 'no_change_within_delta')
        return 'no_change';
    // Still open: the evaluation was cut short (cancelled, or a budget ran out).
    return state === 'open' ? 'inconclusive' : state;
}
function applyAdaptive(comparison, record) {
    if (comparison.mode === 'replay')
        return comparison;
    const byTask = new Map(record.tasks.map((task) => [task.taskId, task]));
    const tasks = comparison.tasks.map((task) => {
        const adaptive = byTask.get(task.taskId);
        if (adaptive === undefined || task.verdict === 'not_comparable')
            return task;
        const runs = (0,_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__/* .taskRuns */ .Ek)(adaptive);
        // Fixed-k hints do not apply here.
        const rest = { ...task };
        delete rest.sampleSizeHint;
        delete rest.sameObservedRate;
        const stop = (0,_stats_adaptive_k_text_js__WEBPACK_IMPORTED_MODULE_1__/* .describeStop */ .Cw)(adaptive);
        return {
            ...rest,
            verdict: verdictOf(adaptive),
            reason: `${stop}${adaptive.state === 'open' ? ' (the evaluation stopped before the rule did)' : ''}`,
            adaptive: {
                runs: { baseline: runs.base, candidate: runs.head },
                stoppedBecause: adaptive.stoppedBecause,
                stop,
                eValue: adaptive.eValue,
                threshold: adaptive.threshold,
                delta: adaptive.delta,
                interval: adaptive.interval,
                rounds: adaptive.rounds,
                roundsBefore: adaptive.roundsBefore,
            },
        };
    });
    return {
        ...comparison,
        tasks,
        // summarize gives no `summary.suite`: the permutation test does not hold under optional stopping.
        summary: (0,_compare_reports_js__WEBPACK_IMPORTED_MODULE_2__/* .summarize */ .eh)(tasks, false, true),
        footnote: describeAdaptiveLimits(record.rule),
        adaptive: { rule: record.rule, runs: record.runs, suite: record.suite },
    };
}
//# sourceMappingURL=compare-adaptive.js.map

/***/ }),

/***/ 6283:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ renderComparisonHtml),
/* harmony export */   w: () => (/* binding */ renderComparisonParts)
/* harmony export */ });
/* harmony import */ var _html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6130);
/* harmony import */ var _html_divergence_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8449);
/* harmony import */ var _html_html_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7729);
/* harmony import */ var _html_interval_plot_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2134);
/* harmony import */ var _html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1757);
/* harmony import */ var _html_shared_sections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7765);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3808);
/* harmony import */ var _stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(895);
/* harmony import */ var _comparison_view_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3998);
/* harmony import */ var _failures_and_tools_view_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5354);
/** `comparison.html` (SPEC §5), one self-contained page rendered from `viewComparison`. */










const NONE = '—';
/** comparison.html's title and body: its page, and `verdict view`'s side-by-side page. */
function renderComparisonParts(comparison, options) {
    const view = (0,_comparison_view_js__WEBPACK_IMPORTED_MODULE_7__/* .viewComparison */ .T1)(comparison);
    const { suiteVerdict, limits } = view.footnotes;
    const footnotes = [...(suiteVerdict === undefined ? [] : [suiteVerdict]), limits];
    const body = [
        renderHeader(view),
        '<main>',
        renderTaskSection(view),
        renderPlotSection(view),
        renderFailureSection(view),
        renderToolUseSection(view),
        renderDeltaSection(view),
        renderHintSection(view),
        (0,_html_shared_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .renderConditions */ .bA)('Measurement conditions of both sides', [
            { heading: 'Baseline', ...view.baseline },
            { heading: 'Candidate', ...view.candidate },
        ]),
        (0,_html_divergence_html_js__WEBPACK_IMPORTED_MODULE_1__/* .renderDivergenceSection */ .i)(options?.divergences ?? [], "The candidate's harness asked something different from the recording: these runs are errors, not results."),
        (0,_html_shared_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .renderNotes */ .IE)(view.notes),
        '</main>',
        `<footer>${footnotes.map((footnote) => `<p>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(footnote)}</p>`).join('')}</footer>`,
    ];
    const title = `Verdict comparison: ${view.suite}`;
    return { title, body: body.filter((part) => part !== '').join('\n') };
}
const renderComparisonHtml = (comparison, options) => (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .renderHtmlPage */ .Lo)(renderComparisonParts(comparison, options));
function verdictHtml(verdict, label) {
    return `<span class="verdict verdict-${verdict}">${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(label)}</span>`;
}
function renderHeader(view) {
    const { baseline, candidate, headline } = view;
    const counts = (0,_comparison_view_js__WEBPACK_IMPORTED_MODULE_7__/* .describeVerdictCounts */ .oJ)(view);
    const banner = view.modesDiffer
        ? `<p class="banner"><strong>Modes differ.</strong> The baseline ran ${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(baseline.conditions.mode)} and the candidate ${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(candidate.conditions.mode)}: they measure different things, so every task is <strong>not comparable</strong>.</p>`
        : view.replay
            ? '<p class="banner"><strong>Replay.</strong> This compares the harness against recorded model responses, <strong>not the model</strong>.</p>'
            : '';
    const unsandboxed = view.unsandboxed === undefined
        ? ''
        : `<p class="banner"><strong>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(view.unsandboxed.line)}</strong> (${view.unsandboxed.sides.join(' and ')}).</p>`;
    const suite = headline.suite === undefined
        ? ''
        : `<p id="suite-verdict">Suite: <span class="verdict verdict-${headline.suite.verdict}">` +
            `${_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .SUITE_VERDICT_LABELS */ .$T[headline.suite.verdict]}</span> <span class="muted">` +
            `${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(headline.suite.text)}</span></p>`;
    return [
        '<header>',
        `<h1>Verdict comparison${view.replay ? ' — replay' : ''}: ${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(view.suite)}</h1>`,
        `<p id="overall">Overall: ${verdictHtml(headline.verdict, (0,_comparison_view_js__WEBPACK_IMPORTED_MODULE_7__/* .labelVerdictOf */ .tx)(headline.verdict, view.rows))} <span class="muted">(${counts === '' ? 'no tasks' : (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(counts)})</span></p>`,
        ...(view.adaptive === undefined
            ? []
            : [
                `<p id="adaptive-runs">Adaptive k: <strong>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(view.adaptive.text)}</strong> <span class="muted">each task stopped when its anytime-valid test decided it.</span></p>`,
            ]),
        suite,
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderFacts */ .Id)([
            ['suite', (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(view.suite)],
            ['mode', (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(baseline.conditions.mode)],
            ...['baseline', 'candidate'].map((side) => [
                side,
                `${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(view[side].runId)} <span class="muted">(${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(view[side].conditions.model)})</span>`,
            ]),
        ]),
        banner,
        unsandboxed,
        '</header>',
    ]
        .filter((part) => part !== '')
        .join('\n');
}
function flagsOf(row) {
    const flaky = ['baseline', 'candidate'].filter((side) => row.flaky?.[side] === true);
    return [
        ...(row.sameObservedRate ? ['same observed rate'] : []),
        ...(flaky.length === 0 ? [] : [`flaky (${flaky.join(', ')})`]),
    ];
}
function reasonHtml(row) {
    const list = row.changes.length === 0
        ? ''
        : `<ul class="changes">${row.changes.map((change) => `<li>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(change)}</li>`).join('')}</ul>`;
    return `${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(row.reason)}${list}`;
}
function sideCells(side) {
    if (side === null)
        return [(0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)('not run', null), (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(NONE, null)];
    const diverged = side.diverged ? ` (${side.diverged} diverged)` : '';
    return [
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(`${side.pass} / ${side.observed}${diverged}`, side.pass),
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(side.interval === null ? NONE : (0,_text_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatInterval */ .vy)(side.interval), side.interval?.low ?? null),
    ];
}
function renderTaskSection(view) {
    if (view.rows.length === 0) {
        return '<section id="tasks"><h2>Tasks</h2><p>No tasks in either report.</p></section>';
    }
    const adaptive = view.adaptive !== undefined;
    const rows = view.rows.map((row) => {
        const flags = flagsOf(row);
        return {
            attributes: `data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(row.taskId)}"`,
            cells: [
                (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .taskNameCell */ .FJ)(row),
                { html: verdictHtml(row.verdict, row.label), sort: row.verdict },
                ...sideCells(row.baseline),
                ...sideCells(row.candidate),
                (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(row.difference === undefined ? NONE : (0,_text_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatPoints */ .Xf)(row.difference), row.difference ?? null),
                (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(`${row.baseline?.missing ?? NONE} / ${row.candidate?.missing ?? NONE}`, (row.baseline?.missing ?? 0) + (row.candidate?.missing ?? 0)),
                {
                    html: flags.map((flag) => `<span class="flag">${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(flag)}</span>`).join(''),
                    sort: flags.join(', '),
                },
                ...(adaptive ? adaptiveCells(row) : []),
                { html: reasonHtml(row), sort: row.reason },
            ],
        };
    });
    const table = (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderHtmlTable */ .EX)({
        caption: adaptive
            ? 'One row per task: the adaptive rule’s verdict, the runs it took and its 95 % confidence sequence for candidate − baseline, beside each side’s counts and 95 % Wilson intervals (pass / judged runs), which describe the sides and decide nothing here.'
            : 'One row per task: the verdict and the counts and 95 % Wilson intervals it was read from (pass / judged runs).',
        sortable: true,
        attributes: 'id="tasks-table"',
        columns: [
            { label: 'task', key: 'task' },
            { label: 'verdict', key: 'verdict' },
            { label: 'baseline pass / judged', numeric: true, key: 'baseline-pass' },
            { label: 'baseline interval', numeric: true, key: 'baseline-interval' },
            { label: 'candidate pass / judged', numeric: true, key: 'candidate-pass' },
            { label: 'candidate interval', numeric: true, key: 'candidate-interval' },
            { label: 'Δ success rate', numeric: true, key: 'delta' },
            { label: 'missing (b / c)', numeric: true, key: 'missing' },
            { label: 'flags', key: 'flags' },
            ...(adaptive
                ? [
                    { label: 'runs (b + c)', numeric: true, key: 'runs' },
                    { label: '95 % confidence sequence (c − b)', key: 'sequence' },
                ]
                : []),
            { label: 'why', key: 'reason' },
        ],
        rows,
    });
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSection */ .YN)('tasks', 'Verdicts per task', [table]);
}
function adaptiveCells({ adaptive }) {
    if (adaptive === undefined)
        return [(0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(NONE, null), (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(NONE, null)];
    const { baseline, candidate } = adaptive.runs;
    return [(0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(adaptive.runsText, baseline + candidate), (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(adaptive.interval)];
}
function plotRow(side, value) {
    const { pass = 0, observed = 0 } = value ?? {};
    return {
        side,
        label: side,
        pass,
        observed,
        rate: observed === 0 ? null : pass / observed,
        interval: value?.interval ?? null,
        boundedInterval: value?.boundedInterval ?? null,
        absent: value === null
            ? 'not in this report'
            : observed === 0
                ? 'nothing judged'
                : 'replay: no interval',
    };
}
function renderPlotSection(view) {
    if (view.rows.length === 0)
        return '';
    const plots = view.rows.map((row, index) => (0,_html_interval_plot_js__WEBPACK_IMPORTED_MODULE_3__/* .renderIntervalPlot */ .j)({
        id: `plot-${index + 1}`,
        caption: `${row.taskId}${row.title === undefined ? '' : ` (${row.title})`}: ${row.label}`,
        attributes: `data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(row.taskId)}" data-verdict="${row.verdict}"`,
        rows: [plotRow('baseline', row.baseline), plotRow('candidate', row.candidate)],
        note: [row.reason, ...row.changes].join(' · '),
    }));
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSection */ .YN)('plots', 'Baseline against candidate', [
        '<p class="muted">Per task: each bar spans a 95 % Wilson interval (grey: baseline, blue: candidate), the dot is the observed rate, and a thin line behind a bar shows the bounded interval when missing runs widen it. ' +
            (view.adaptive === undefined
                ? 'Overlapping bars are inconclusive: evidence is missing, not a difference ruled out.</p>'
                : 'With adaptive k the bars describe each side; the verdict is the anytime-valid test’s, said under each plot.</p>'),
        `<div class="plots">${plots.join('\n')}</div>`,
    ]);
}
function renderFailureSection(view) {
    const items = view.rows.flatMap((row) => row.failures.map((failures) => {
        const reasons = failures.reasons.map((reason) => `<li>${reason.kind === 'failed' ? '' : `<span class="flag">${reason.kind}</span> `}${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(reason.text)} ` +
            `<span class="muted">(${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(reason.runs, 'run')})</span></li>`);
        if (failures.unlisted !== undefined) {
            reasons.push(`<li class="muted">${(0,_failures_and_tools_view_js__WEBPACK_IMPORTED_MODULE_8__/* .describeUnlisted */ .kA)(failures)}</li>`);
        }
        return (`<li data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(row.taskId)}" data-side="${failures.side}">` +
            `${(0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderTaskName */ .Rl)(row)} — ${failures.side}: ${(0,_failures_and_tools_view_js__WEBPACK_IMPORTED_MODULE_8__/* .describeFailureCounts */ .eL)(failures)}` +
            `<ul>${reasons.join('')}</ul></li>`);
    }));
    if (items.length === 0)
        return '';
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSection */ .YN)('failure-reasons', 'Why runs failed', [
        '<p>Why runs did not pass, per task and side: identical reasons counted together. Failed runs are results; runs marked <span class="flag">errored</span> (infrastructure) or <span class="flag">diverged</span> (replay: the harness left its cassette) are not, and are excluded from every rate.</p>',
        `<ul class="reasons">${items.join('\n')}</ul>`,
    ]);
}
/** Tools whose use changed, in view; every tool of every task in a fold. */
function renderToolUseSection(view) {
    const table = (caption, pick) => (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderHtmlTable */ .EX)({
        caption,
        columns: [
            { label: 'task', key: 'task' },
            { label: 'tool', key: 'tool' },
            { label: 'runs and calls per run, baseline → candidate', key: 'use' },
            { label: 'change', numeric: true, key: 'change' },
        ],
        rows: view.rows.flatMap((row) => pick(row).map((tool) => ({
            attributes: `data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(row.taskId)}" data-tool="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(tool.name)}"`,
            cells: [
                (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .taskNameCell */ .FJ)(row),
                { html: `<code>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(tool.name)}</code>`, sort: tool.name },
                (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(tool.text),
                (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(tool.changeText ?? NONE, tool.difference),
            ],
        }))),
    });
    if (view.rows.every((row) => row.toolUse.length === 0))
        return '';
    const changed = view.rows.some((row) => row.toolChanges.length > 0)
        ? table('Tools whose use changed.', (row) => row.toolChanges)
        : '<p>No tool appeared, disappeared or moved by 30 points or more.</p>';
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSection */ .YN)('tool-use', 'Tool use, baseline against candidate', [
        '<p>Per task, the share of judged runs that called each tool and its calls per run. A tool is shown as changed when it appeared, disappeared, or its share moved by 30 points or more. This decides no verdict: it says what the agent does differently.</p>',
        changed,
        '<details>',
        '<summary>Every tool of every task</summary>',
        table('Tool use per task.', (row) => row.toolUse),
        '</details>',
    ]);
}
function renderDeltaSection(view) {
    if (view.rows.length === 0)
        return '';
    const rows = view.rows.map((row) => ({
        attributes: `data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(row.taskId)}"`,
        cells: [
            (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .taskNameCell */ .FJ)(row),
            ...row.deltas.map((delta) => delta === undefined ? (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(NONE, null) : (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(delta.text, delta.difference)),
        ],
    }));
    const omitted = view.notCompared.map(({ columns, reason, everyTask, tasks }) => {
        const which = everyTask ? 'every task' : tasks.map(_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderTaskName */ .Rl).join(', ');
        const named = columns.length === 0 ? '' : `${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(columns.join(', '))}: `;
        return `<li>${named}${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(reason)} (${which})</li>`;
    });
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSection */ .YN)('deltas', 'Deltas', [
        '<p>Measured figures (provider-reported tokens, wall time) and, in its own column, the <strong>estimated</strong> cost: candidate − baseline. A delta is shown only when both sides measured it the same way; the estimate is never added to a measured figure.</p>',
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderHtmlTable */ .EX)({
            caption: 'Deltas per task.',
            columns: [
                { label: 'task' },
                ..._comparison_view_js__WEBPACK_IMPORTED_MODULE_7__/* .DELTA_COLUMNS */ .Xl.map((column) => ({ label: column.head, numeric: true })),
            ],
            rows,
        }),
        ...(omitted.length === 0
            ? []
            : [`<p class="muted">Not compared:</p>\n<ul class="muted">${omitted.join('')}</ul>`]),
    ]);
}
function renderHintSection(view) {
    const items = view.rows.flatMap((row) => {
        const hint = row.sampleSize;
        if (hint === undefined)
            return [];
        const runs = `about <strong>${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_9__/* .formatCount */ .B4)(hint.runsPerSide)} runs per side</strong>`;
        return [
            `<li>${(0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderTaskName */ .Rl)(row)}: ${runs} <span class="muted">(${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(hint.method)})</span></li>`,
        ];
    });
    if (items.length === 0)
        return '';
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSection */ .YN)('hints', 'Sample-size hints', [
        '<p>For inconclusive tasks: how many runs might decide them (an estimate).</p>',
        `<ul>${items.join('')}</ul>`,
    ]);
}
//# sourceMappingURL=render-comparison-html.js.map

/***/ }),

/***/ 2649:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ renderComparisonMarkdown)
/* harmony export */ });
/* harmony import */ var _text_markdown_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6362);
/* harmony import */ var _text_format_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3808);
/* harmony import */ var _report_failure_reasons_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2952);
/* harmony import */ var _stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(895);
/* harmony import */ var _comparison_view_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3998);
/* harmony import */ var _failures_and_tools_view_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5354);
/** `comparison.md`, from `viewComparison`. Task text is escaped: it ends up in PR comments. */






const SHORT_HASH_LENGTH = 12;
const NONE = '—';
function renderComparisonMarkdown(comparison) {
    const view = (0,_comparison_view_js__WEBPACK_IMPORTED_MODULE_3__/* .viewComparison */ .T1)(comparison);
    const sections = [
        renderHeader(view),
        renderTaskTable(view),
        renderReasons(view),
        renderFailureReasons(view),
        renderToolUse(view),
        renderFlaky(view),
        renderDeltas(view),
        renderHints(view),
        renderNotes(view),
        renderFootnotes(view),
    ];
    return `${sections.filter((section) => section !== '').join('\n\n')}\n`;
}
function renderHeader(view) {
    const { baseline, candidate, headline } = view;
    const title = `# Verdict comparison${view.replay ? ' — REPLAY' : ''}: ${escapeSuite(view)}`;
    const conditions = (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTable */ .bo)(['side', 'run id', 'harness', 'config hash', 'provider', 'model', 'mode', 'k', 'seed'], [
        conditionsRow('baseline', baseline.runId, baseline.conditions),
        conditionsRow('candidate', candidate.runId, candidate.conditions),
    ]);
    const counts = (0,_comparison_view_js__WEBPACK_IMPORTED_MODULE_3__/* .describeVerdictCounts */ .oJ)(view);
    const overall = `**Overall: ${(0,_comparison_view_js__WEBPACK_IMPORTED_MODULE_3__/* .labelVerdictOf */ .tx)(headline.verdict, view.rows)}** (${counts === '' ? 'no tasks' : counts})`;
    const banner = view.modesDiffer
        ? `> **Modes differ.** The baseline ran ${baseline.conditions.mode} and the candidate ` +
            `${candidate.conditions.mode}: they measure different things, so every task is ` +
            '**not comparable**.'
        : view.replay
            ? '> **Replay.** This compares the harness against recorded model responses — **not the model**.'
            : '';
    const unsandboxed = view.unsandboxed === undefined
        ? ''
        : `> **${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(view.unsandboxed.line)}** (${view.unsandboxed.sides.join(' and ')}).`;
    const suite = headline.suite === undefined
        ? ''
        : `**Suite: ${_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_2__/* .SUITE_VERDICT_LABELS */ .$T[headline.suite.verdict]}** — ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(headline.suite.text)}`;
    const runs = view.adaptive === undefined
        ? ''
        : `**Adaptive k:** ${view.adaptive.text}; each task stopped when its anytime-valid test decided it.`;
    return [title, banner, unsandboxed, conditions, overall, runs, suite]
        .filter((part) => part !== '')
        .join('\n\n');
}
function escapeSuite(view) {
    const { suiteId, suiteVersion } = view.baseline.conditions;
    return `${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(suiteId)}@${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(suiteVersion)}`;
}
function renderFootnotes(view) {
    const { suiteVerdict, limits } = view.footnotes;
    const footnotes = [...(suiteVerdict === undefined ? [] : [suiteVerdict]), limits];
    return `---\n\n${footnotes.map((footnote) => `_${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(footnote)}_`).join('\n\n')}`;
}
function conditionsRow(side, runId, conditions) {
    return [
        side,
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(runId),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(conditions.harnessVersion),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(conditions.configHash.slice(0, SHORT_HASH_LENGTH)),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(conditions.provider),
        (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(conditions.model),
        conditions.mode === 'replay' ? '**replay**' : conditions.mode,
        (0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatK */ .VZ)(conditions),
        String(conditions.seed),
    ];
}
function renderTaskTable(view) {
    if (view.rows.length === 0)
        return '## Tasks\n\nNo tasks in either report.';
    const adaptive = view.adaptive !== undefined;
    const head = [
        'task',
        'verdict',
        'baseline',
        'candidate',
        'missing (b / c)',
        'Δ success rate',
        ...(adaptive ? ['runs (b + c)', '95 % confidence sequence (c − b)'] : []),
    ];
    const align = [
        'left',
        'left',
        'left',
        'left',
        'right',
        'right',
        ...(adaptive ? ['right', 'left'] : []),
    ];
    const rows = view.rows.map((row) => [
        describeTask(row),
        describeVerdict(row),
        describeSide(row.baseline, row.flaky?.baseline),
        describeSide(row.candidate, row.flaky?.candidate),
        `${row.baseline?.missing ?? NONE} / ${row.candidate?.missing ?? NONE}`,
        row.difference === undefined ? NONE : (0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatPoints */ .Xf)(row.difference),
        ...(adaptive ? describeAdaptiveCells(row) : []),
    ]);
    const intro = adaptive
        ? "Each verdict is the adaptive rule's (see why each task stopped below); the Wilson intervals beside it describe each side and decide nothing here.\n\n"
        : '';
    return `## Tasks\n\n${intro}${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTable */ .bo)(head, rows, align)}`;
}
function describeAdaptiveCells({ adaptive }) {
    return adaptive === undefined ? [NONE, NONE] : [adaptive.runsText, adaptive.interval];
}
function describeTask(row) {
    const id = (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(row.taskId);
    if (row.title === undefined)
        return id;
    return `${id} (${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(row.title, 60))})`;
}
function describeVerdict(row) {
    const verdict = `**${row.label}**`;
    return row.sameObservedRate ? `${verdict} (same observed rate)` : verdict;
}
function describeSide(side, flaky) {
    if (side === null)
        return 'not run';
    const counts = `${side.pass}/${side.observed}`;
    const interval = side.interval === null ? '' : ` ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatInterval */ .vy)(side.interval)}`;
    const diverged = side.diverged ? ` (${side.diverged} diverged)` : '';
    return `${counts}${interval}${diverged}${flaky === true ? ' **flaky**' : ''}`;
}
function renderReasons(view) {
    const lines = view.rows.flatMap((row) => [
        `- ${describeTask(row)} — ${row.label}: ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(row.reason)}`,
        ...row.changes.map((change) => `  - ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(change)}`),
    ]);
    return lines.length === 0 ? '' : `### Why\n\n${lines.join('\n')}`;
}
function renderFailureReasons(view) {
    const lines = view.rows.flatMap((row) => row.failures.flatMap((failures) => [
        `- ${describeTask(row)} — ${failures.side}: ${(0,_failures_and_tools_view_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFailureCounts */ .eL)(failures)}`,
        ...failures.reasons.map((reason) => `  - ${_report_failure_reasons_js__WEBPACK_IMPORTED_MODULE_1__/* .REASON_PREFIXES */ .QO[reason.kind]}${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(reason.text)} ` +
            `(${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(reason.runs, 'run')})`),
        ...(failures.unlisted === undefined ? [] : [`  - ${(0,_failures_and_tools_view_js__WEBPACK_IMPORTED_MODULE_4__/* .describeUnlisted */ .kA)(failures)}`]),
    ]));
    if (lines.length === 0)
        return '';
    const intro = 'Why runs did not pass, per task and side: identical reasons counted together. Failed runs ' +
        'are results; errored runs (infrastructure) and diverged runs (replay: the harness left its ' +
        'cassette) are not, and are excluded from every rate.';
    return `## Why runs failed\n\n${intro}\n\n${lines.join('\n')}`;
}
function renderToolUse(view) {
    const lines = view.rows.flatMap((row) => row.toolChanges.length === 0
        ? []
        : [
            `- ${describeTask(row)}`,
            ...row.toolChanges.map((tool) => `  - ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .codeSpan */ .SS)(tool.name)}: ${tool.text} (${tool.changeText ?? ''})`),
        ]);
    if (lines.length === 0)
        return '';
    const intro = 'Tools whose share of judged runs moved by 30 points or more, or that appeared or ' +
        'disappeared, baseline → candidate. This decides no verdict: it says what the agent does ' +
        'differently.';
    return `## Tool use that changed\n\n${intro}\n\n${lines.join('\n')}`;
}
function renderFlaky(view) {
    const lines = view.rows.flatMap((row) => {
        const flaky = row.flaky;
        if (flaky === undefined)
            return [];
        const sides = ['baseline', 'candidate'].flatMap((side) => flaky[side] === undefined ? [] : [`${flaky[side] ? 'flaky' : 'not flaky'} on the ${side}`]);
        return [`- ${describeTask(row)}: ${sides.join(', ')}`];
    });
    if (lines.length === 0)
        return '';
    const intro = 'Passed at least once but not every time (pass@k but not pass^k): flaky, not solved.';
    return `## Flaky tasks\n\n${intro}\n\n${lines.join('\n')}`;
}
function renderDeltas(view) {
    if (view.rows.length === 0)
        return '';
    const rows = view.rows.map((row) => [
        describeTask(row),
        ...row.deltas.map((delta) => (delta === undefined ? NONE : delta.text)),
    ]);
    const table = (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTable */ .bo)(['task', ..._comparison_view_js__WEBPACK_IMPORTED_MODULE_3__/* .DELTA_COLUMNS */ .Xl.map((column) => column.head)], rows);
    const intro = 'Measured figures (provider-reported tokens, wall time) and the estimated cost, candidate − ' +
        'baseline. A delta is shown only when both sides measured it the same way.';
    const omitted = view.notCompared.map(({ columns, reason, everyTask, tasks }) => {
        const which = everyTask ? 'every task' : tasks.map(describeTask).join(', ');
        const named = columns.length === 0 ? '' : `${columns.join(', ')}: `;
        return `- ${named}${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(reason)} (${which})`;
    });
    const why = omitted.length === 0 ? '' : `\n\nNot compared:\n\n${omitted.join('\n')}`;
    return `## Deltas\n\n${intro}\n\n${table}${why}`;
}
function renderHints(view) {
    const lines = view.rows.flatMap((row) => {
        const hint = row.sampleSize;
        if (hint === undefined)
            return [];
        const runs = `about **${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .formatCount */ .B4)(hint.runsPerSide)} runs per side**`;
        return [`- ${describeTask(row)}: ${runs} (${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(hint.method)})`];
    });
    if (lines.length === 0)
        return '';
    return `## Sample-size hints\n\nFor inconclusive tasks: how many runs might decide them.\n\n${lines.join('\n')}`;
}
function renderNotes(view) {
    if (view.notes.length === 0)
        return '';
    return `## Notes\n\n${view.notes.map((note) => `- ${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(note)}`).join('\n')}`;
}
//# sourceMappingURL=render-comparison.js.map

/***/ })

};
