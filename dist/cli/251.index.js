export const id = 251;
export const ids = [251];
export const modules = {

/***/ 6283:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ renderComparisonHtml)
/* harmony export */ });
/* harmony import */ var _html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6130);
/* harmony import */ var _html_divergence_html_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8449);
/* harmony import */ var _html_html_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7729);
/* harmony import */ var _html_interval_plot_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2134);
/* harmony import */ var _html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1757);
/* harmony import */ var _html_shared_sections_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7765);
/* harmony import */ var _stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(895);
/* harmony import */ var _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5265);
/* harmony import */ var _comparison_schema_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5268);
/**
 * `comparison.html`: the comparison for a person, as one self-contained page (SPEC §5). The
 * overall verdict (and, live, the suite-level verdict paired by task) and the verdict of every task come first, each beside the counts and intervals
 * it was read from; then a base-against-head interval plot per task, the deltas, both sides'
 * conditions, the candidate's divergences with their diffs, the notes and the footnote of limits.
 * Pure and deterministic, and every string from the comparison or the runs is escaped.
 */









const NONE = '—';
function renderComparisonHtml(comparison, options = {}) {
    const { baseline } = comparison;
    const suite = `${baseline.conditions.suiteId}@${baseline.conditions.suiteVersion}`;
    const body = [
        renderHeader(comparison, suite),
        '<main>',
        renderTaskSection(comparison),
        renderPlotSection(comparison),
        renderDeltaSection(comparison),
        renderHintSection(comparison),
        renderConditions(comparison),
        (0,_html_divergence_html_js__WEBPACK_IMPORTED_MODULE_1__/* .renderDivergenceSection */ .i)(options.divergences ?? [], "The candidate's harness asked something different from the recording: these runs are errors, not results."),
        (0,_html_shared_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .renderNotes */ .I)(comparison.notes),
        '</main>',
        `<footer>${comparison.summary.suite === undefined ? '' : `<p>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .SUITE_VERDICT_FOOTNOTE */ .oI)}</p>`}<p>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(comparison.footnote)}</p></footer>`,
    ];
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .renderHtmlPage */ .L)({
        title: `Verdict comparison: ${suite}`,
        body: body.filter((part) => part !== '').join('\n'),
    });
}
function verdictHtml(verdict) {
    return `<span class="verdict verdict-${verdict}">${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_8__/* .TASK_VERDICT_LABELS */ .Y3[verdict]}</span>`;
}
function renderHeader(comparison, suite) {
    const { baseline, candidate, summary } = comparison;
    const modesDiffer = baseline.conditions.mode !== candidate.conditions.mode;
    const isReplay = !modesDiffer && comparison.mode === 'replay';
    const counts = Object.entries(summary.counts)
        .filter(([, count]) => count > 0)
        .map(([verdict, count]) => `${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_8__/* .TASK_VERDICT_LABELS */ .Y3[verdict]} ${count}`)
        .join(' · ');
    const banner = modesDiffer
        ? `<p class="banner"><strong>Modes differ.</strong> The baseline ran ${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(baseline.conditions.mode)} and the candidate ${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(candidate.conditions.mode)}: they measure different things, so every task is <strong>not comparable</strong>.</p>`
        : isReplay
            ? '<p class="banner"><strong>Replay.</strong> This compares the harness against recorded model responses, <strong>not the model</strong>.</p>'
            : '';
    return [
        '<header>',
        `<h1>Verdict comparison${isReplay ? ' — replay' : ''}: ${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(suite)}</h1>`,
        `<p id="overall">Overall: ${verdictHtml(summary.verdict)} <span class="muted">(${counts === '' ? 'no tasks' : (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(counts)})</span></p>`,
        renderSuiteVerdict(comparison),
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderFacts */ .Id)([
            ['suite', (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(suite)],
            ['mode', (0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(comparison.mode)],
            [
                'baseline',
                `${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(baseline.runId)} <span class="muted">(${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(baseline.conditions.model)})</span>`,
            ],
            [
                'candidate',
                `${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(candidate.runId)} <span class="muted">(${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(candidate.conditions.model)})</span>`,
            ],
        ]),
        banner,
        '</header>',
    ]
        .filter((part) => part !== '')
        .join('\n');
}
/** The suite-level verdict, paired by task, under the overall one; its assumptions are in the footer. */
function renderSuiteVerdict(comparison) {
    const suite = comparison.summary.suite;
    if (suite === undefined)
        return '';
    return (`<p id="suite-verdict">Suite: <span class="verdict verdict-${suite.verdict}">` +
        `${_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .SUITE_VERDICT_LABELS */ .$T[suite.verdict]}</span> <span class="muted">` +
        `${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)((0,_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_6__/* .describeSuiteDecision */ .Em)(suite))}</span></p>`);
}
function taskName(task) {
    const id = `<code>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(task.taskId)}</code>`;
    return task.title === undefined || task.title === ''
        ? id
        : `${id} <span class="muted">${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(task.title)}</span>`;
}
function extrasOf(task) {
    const record = task;
    const changes = Array.isArray(record.changes)
        ? record.changes.filter((change) => typeof change === 'string')
        : [];
    const flaky = record.flaky !== null && typeof record.flaky === 'object'
        ? record.flaky
        : {};
    return {
        changes,
        sameObservedRate: record.sameObservedRate === true,
        flaky: { baseline: flaky.baseline === true, candidate: flaky.candidate === true },
    };
}
function flagsOf(task) {
    const extras = extrasOf(task);
    const flaky = [
        ...(extras.flaky.baseline ? ['baseline'] : []),
        ...(extras.flaky.candidate ? ['candidate'] : []),
    ];
    return [
        ...(extras.sameObservedRate ? ['same observed rate'] : []),
        ...(flaky.length === 0 ? [] : [`flaky (${flaky.join(', ')})`]),
    ];
}
/** The verdict's reason, and what changed in replay as a list under it. */
function reasonHtml(task) {
    const { changes } = extrasOf(task);
    const list = changes.length === 0
        ? ''
        : `<ul class="changes">${changes.map((change) => `<li>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(change)}</li>`).join('')}</ul>`;
    return `${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(task.reason)}${list}`;
}
function sideCells(side) {
    if (side === null)
        return [(0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)('not run', null), (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(NONE, null)];
    const diverged = side.diverged ? ` (${side.diverged} diverged)` : '';
    return [
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(`${side.pass} / ${side.observed}${diverged}`, side.pass),
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(side.interval === null ? NONE : (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__/* .formatInterval */ .vy)(side.interval), side.interval?.low ?? null),
    ];
}
/** A difference of rates, in percentage points. */
function formatPoints(difference) {
    const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
    return `${sign}${(Math.abs(difference) * 100).toFixed(1)} pp`;
}
function renderTaskSection(comparison) {
    if (comparison.tasks.length === 0) {
        return '<section id="tasks"><h2>Tasks</h2><p>No tasks in either report.</p></section>';
    }
    const rows = comparison.tasks.map((task) => {
        const delta = task.deltas.successRate;
        const flags = flagsOf(task);
        return {
            attributes: `data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(task.taskId)}"`,
            cells: [
                { html: taskName(task), sort: task.taskId },
                { html: verdictHtml(task.verdict), sort: task.verdict },
                ...sideCells(task.baseline),
                ...sideCells(task.candidate),
                (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(delta === undefined ? NONE : formatPoints(delta.difference), delta?.difference ?? null),
                (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(`${task.baseline?.missing ?? NONE} / ${task.candidate?.missing ?? NONE}`, (task.baseline?.missing ?? 0) + (task.candidate?.missing ?? 0)),
                {
                    html: flags.map((flag) => `<span class="flag">${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(flag)}</span>`).join(''),
                    sort: flags.join(', '),
                },
                { html: reasonHtml(task), sort: task.reason },
            ],
        };
    });
    const table = (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderHtmlTable */ .EX)({
        caption: 'One row per task: the verdict and the counts and 95 % Wilson intervals it was read from (pass / judged runs).',
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
            { label: 'why', key: 'reason' },
        ],
        rows,
    });
    return `<section id="tasks" aria-labelledby="tasks-title">\n<h2 id="tasks-title">Verdicts per task</h2>\n${table}\n</section>`;
}
function plotRow(side, value) {
    if (value === null) {
        return {
            side,
            label: side,
            pass: 0,
            observed: 0,
            rate: null,
            interval: null,
            boundedInterval: null,
            absent: 'not in this report',
        };
    }
    return {
        side,
        label: side,
        pass: value.pass,
        observed: value.observed,
        rate: value.observed === 0 ? null : value.pass / value.observed,
        interval: value.interval,
        boundedInterval: value.boundedInterval,
        absent: value.observed === 0 ? 'nothing judged' : 'replay: no interval',
    };
}
function renderPlotSection(comparison) {
    if (comparison.tasks.length === 0)
        return '';
    const plots = comparison.tasks.map((task, index) => (0,_html_interval_plot_js__WEBPACK_IMPORTED_MODULE_3__/* .renderIntervalPlot */ .j)({
        id: `plot-${index + 1}`,
        caption: `${task.taskId}${task.title === undefined ? '' : ` (${task.title})`}: ${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_8__/* .TASK_VERDICT_LABELS */ .Y3[task.verdict]}`,
        attributes: `data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(task.taskId)}" data-verdict="${task.verdict}"`,
        rows: [plotRow('baseline', task.baseline), plotRow('candidate', task.candidate)],
        note: [task.reason, ...extrasOf(task).changes].join(' · '),
    }));
    return [
        '<section id="plots" aria-labelledby="plots-title">',
        '<h2 id="plots-title">Baseline against candidate</h2>',
        '<p class="muted">Per task: each bar spans a 95 % Wilson interval (grey: baseline, blue: candidate), the dot is the observed rate, and a thin line behind a bar shows the bounded interval when missing runs widen it. Overlapping bars are inconclusive: evidence is missing, not a difference ruled out.</p>',
        `<div class="plots">${plots.join('\n')}</div>`,
        '</section>',
    ].join('\n');
}
const DELTA_COLUMNS = [
    { name: 'tokens', head: 'tokens per run', format: _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__/* .formatCount */ .B4 },
    { name: 'wallMs', head: 'median wall time', format: _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__/* .formatSeconds */ .Xo },
    { name: 'cachedInputRatio', head: 'cached input', format: _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__/* .formatPercent */ .l9 },
    { name: 'costUsd', head: 'estimated cost per run', format: _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__/* .formatUsd */ .UK },
];
function formatDelta(delta, format, points) {
    const sign = delta.difference > 0 ? '+' : delta.difference < 0 ? '−' : '±';
    const difference = points
        ? formatPoints(delta.difference)
        : `${sign}${format(Math.abs(delta.difference))}`;
    return `${format(delta.baseline)} → ${format(delta.candidate)} (${difference})`;
}
/** A column's reason when every task lacks it for that same reason: said once, under the table. */
function uniformOmission(tasks, name) {
    const reasons = new Set(tasks.map((task) => task.deltas.omitted[name]));
    const [reason] = reasons;
    return tasks.length > 1 && reasons.size === 1 ? reason : undefined;
}
function renderDeltaSection(comparison) {
    if (comparison.tasks.length === 0)
        return '';
    const uniform = new Map(DELTA_COLUMNS.map(({ name, head }) => [
        name,
        { head, reason: uniformOmission(comparison.tasks, name) },
    ]));
    const saidOnce = [...uniform.values()].flatMap(({ head, reason }) => reason === undefined ? [] : [`${head}: ${reason}`]);
    const rows = comparison.tasks.map((task) => ({
        attributes: `data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(task.taskId)}"`,
        cells: [
            { html: taskName(task), sort: task.taskId },
            ...DELTA_COLUMNS.map(({ name, format }) => {
                const delta = task.deltas[name];
                if (delta === undefined) {
                    const reason = uniform.get(name)?.reason === undefined ? task.deltas.omitted[name] : undefined;
                    return {
                        html: `${NONE}${reason === undefined ? '' : ` <span class="muted">(${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(reason)})</span>`}`,
                        sort: null,
                    };
                }
                return (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(formatDelta(delta, format, name === 'cachedInputRatio'), delta.difference);
            }),
        ],
    }));
    return [
        '<section id="deltas" aria-labelledby="deltas-title">',
        '<h2 id="deltas-title">Deltas</h2>',
        '<p>Measured figures (provider-reported tokens, wall time) and, in its own column, the <strong>estimated</strong> cost: candidate − baseline. A delta is shown only when both sides measured it the same way; the estimate is never added to a measured figure.</p>',
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderHtmlTable */ .EX)({
            caption: 'Deltas per task.',
            columns: [
                { label: 'task' },
                ...DELTA_COLUMNS.map((column) => ({ label: column.head, numeric: true })),
            ],
            rows,
        }),
        ...(saidOnce.length === 0
            ? []
            : [
                `<p class="muted">Not compared, for every task: ${saidOnce.map(_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH).join('; ')}.</p>`,
            ]),
        '</section>',
    ].join('\n');
}
function renderHintSection(comparison) {
    const items = comparison.tasks.flatMap((task) => {
        const hint = task.sampleSizeHint;
        // Where no sample size exists, there is nothing to say.
        if (hint === undefined || hint.runsPerSide === null)
            return [];
        const runs = `about <strong>${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_7__/* .formatCount */ .B4)(hint.runsPerSide)} runs per side</strong>`;
        return [
            `<li>${taskName(task)}: ${runs} <span class="muted">(${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(hint.method)})</span></li>`,
        ];
    });
    if (items.length === 0)
        return '';
    return [
        '<section id="hints" aria-labelledby="hints-title">',
        '<h2 id="hints-title">Sample-size hints</h2>',
        '<p>For inconclusive tasks: how many runs might decide them (an estimate).</p>',
        `<ul>${items.join('')}</ul>`,
        '</section>',
    ].join('\n');
}
function renderConditions(comparison) {
    const side = (label, value) => `<h3>${label}</h3>${(0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderFacts */ .Id)((0,_html_shared_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .conditionsFacts */ .a)(value.runId, value.conditions))}`;
    return [
        '<section id="conditions" aria-labelledby="conditions-title">',
        '<h2 id="conditions-title">Conditions</h2>',
        '<details>',
        '<summary>Measurement conditions of both sides</summary>',
        side('Baseline', comparison.baseline),
        side('Candidate', comparison.candidate),
        '</details>',
        '</section>',
    ].join('\n');
}
//# sourceMappingURL=render-comparison-html.js.map

/***/ }),

/***/ 2649:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ renderComparisonMarkdown)
/* harmony export */ });
/* harmony import */ var _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5265);
/* harmony import */ var _stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(895);
/* harmony import */ var _comparison_schema_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5268);
/**
 * `comparison.md`: the comparison for a person. Both sides' conditions first, then one row per task
 * with the counts and intervals its verdict was read from, why each verdict (with replay's changes run
 * by run), the flaky tasks, the deltas, the sample-size hints, and the footnote of limits; a live
 * comparison adds its suite-level verdict under the overall one, and that verdict's footnote. Pure,
 * so it is tested with snapshots. Task text is escaped: it ends up in PR
 * comments.
 */



const SHORT_HASH_LENGTH = 12;
const NONE = '—';
function renderComparisonMarkdown(comparison) {
    const sections = [
        renderHeader(comparison),
        renderTaskTable(comparison),
        renderReasons(comparison),
        renderFlaky(comparison),
        renderDeltas(comparison),
        renderHints(comparison),
        renderNotes(comparison),
        renderFootnotes(comparison),
    ];
    return `${sections.filter((section) => section !== '').join('\n\n')}\n`;
}
function renderHeader(comparison) {
    const { baseline, candidate, summary } = comparison;
    const modesDiffer = baseline.conditions.mode !== candidate.conditions.mode;
    const isReplay = !modesDiffer && comparison.mode === 'replay';
    const suite = `${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(baseline.conditions.suiteId)}@${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(baseline.conditions.suiteVersion)}`;
    const title = `# Verdict comparison${isReplay ? ' — REPLAY' : ''}: ${suite}`;
    const conditions = (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTable */ .bo)(['side', 'run id', 'harness', 'config hash', 'provider', 'model', 'mode', 'k', 'seed'], [
        conditionsRow('baseline', baseline.runId, baseline.conditions),
        conditionsRow('candidate', candidate.runId, candidate.conditions),
    ]);
    const counts = Object.entries(summary.counts)
        .filter(([, count]) => count > 0)
        .map(([verdict, count]) => `${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_VERDICT_LABELS */ .Y3[verdict]} ${count}`)
        .join(' · ');
    const overall = `**Overall: ${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_VERDICT_LABELS */ .Y3[summary.verdict]}** (${counts === '' ? 'no tasks' : counts})`;
    const banner = modesDiffer
        ? `> **Modes differ.** The baseline ran ${baseline.conditions.mode} and the candidate ` +
            `${candidate.conditions.mode}: they measure different things, so every task is ` +
            '**not comparable**.'
        : isReplay
            ? '> **Replay.** This compares the harness against recorded model responses — **not the model**.'
            : '';
    return [title, banner, conditions, overall, renderSuiteLine(comparison)]
        .filter((part) => part !== '')
        .join('\n\n');
}
/** The comparison's footnote of limits stays last; a suite verdict's assumptions come before it. */
function renderFootnotes(comparison) {
    const suite = comparison.summary.suite === undefined ? [] : [`_${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .SUITE_VERDICT_FOOTNOTE */ .oI)}_`];
    return `---\n\n${[...suite, `_${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(comparison.footnote)}_`].join('\n\n')}`;
}
/** One line for the suite, paired by task; its assumptions are in the footnote. */
function renderSuiteLine(comparison) {
    const suite = comparison.summary.suite;
    if (suite === undefined)
        return '';
    return `**Suite: ${_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .SUITE_VERDICT_LABELS */ .$T[suite.verdict]}** — ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_stats_suite_verdict_js__WEBPACK_IMPORTED_MODULE_1__/* .describeSuiteDecision */ .Em)(suite))}`;
}
function conditionsRow(side, runId, conditions) {
    return [
        side,
        (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(runId),
        (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(conditions.harnessVersion),
        (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(conditions.configHash.slice(0, SHORT_HASH_LENGTH)),
        (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(conditions.provider),
        (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(conditions.model),
        conditions.mode === 'replay' ? '**replay**' : conditions.mode,
        String(conditions.k),
        String(conditions.seed),
    ];
}
function renderTaskTable(comparison) {
    if (comparison.tasks.length === 0)
        return '## Tasks\n\nNo tasks in either report.';
    const head = ['task', 'verdict', 'baseline', 'candidate', 'missing (b / c)', 'Δ success rate'];
    const align = ['left', 'left', 'left', 'left', 'right', 'right'];
    const rows = comparison.tasks.map((task) => [
        describeTask(task),
        describeVerdict(task),
        describeSide(task.baseline, task.flaky?.baseline),
        describeSide(task.candidate, task.flaky?.candidate),
        `${task.baseline?.missing ?? NONE} / ${task.candidate?.missing ?? NONE}`,
        task.deltas.successRate === undefined ? NONE : formatPoints(task.deltas.successRate.difference),
    ]);
    return `## Tasks\n\n${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTable */ .bo)(head, rows, align)}`;
}
function describeTask(task) {
    const id = (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(task.taskId);
    if (task.title === undefined || task.title === '')
        return id;
    return `${id} (${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(task.title, 60))})`;
}
/** An inconclusive task with the same counts on both sides is not a difference lacking evidence. */
function describeVerdict(task) {
    const verdict = `**${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_VERDICT_LABELS */ .Y3[task.verdict]}**`;
    return task.sameObservedRate === true ? `${verdict} (same observed rate)` : verdict;
}
function describeSide(side, flaky) {
    if (side === null)
        return 'not run';
    const counts = `${side.pass}/${side.observed}`;
    const interval = side.interval === null ? '' : ` ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatInterval */ .vy)(side.interval)}`;
    const diverged = side.diverged ? ` (${side.diverged} diverged)` : '';
    return `${counts}${interval}${diverged}${flaky === true ? ' **flaky**' : ''}`;
}
function renderReasons(comparison) {
    const lines = comparison.tasks.flatMap((task) => [
        `- ${describeTask(task)} — ${_comparison_schema_js__WEBPACK_IMPORTED_MODULE_2__/* .TASK_VERDICT_LABELS */ .Y3[task.verdict]}: ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(task.reason)}`,
        ...(task.changes ?? []).map((change) => `  - ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(change)}`),
    ]);
    return lines.length === 0 ? '' : `### Why\n\n${lines.join('\n')}`;
}
/** Flaky is a fact about one side: passed at least once, not every time. */
function renderFlaky(comparison) {
    const lines = comparison.tasks.flatMap((task) => {
        const flaky = task.flaky;
        if (flaky === undefined)
            return [];
        const sides = ['baseline', 'candidate'].flatMap((side) => flaky[side] === undefined ? [] : [`${flaky[side] ? 'flaky' : 'not flaky'} on the ${side}`]);
        return [`- ${describeTask(task)}: ${sides.join(', ')}`];
    });
    if (lines.length === 0)
        return '';
    const intro = 'Passed at least once but not every time (pass@k but not pass^k): flaky, not solved.';
    return `## Flaky tasks\n\n${intro}\n\n${lines.join('\n')}`;
}
const DELTA_COLUMNS = [
    {
        name: 'tokens',
        head: 'tokens per run',
        format: (d) => `${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(d.baseline)} → ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(d.candidate)} (${signed(d.difference, _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)})`,
    },
    {
        name: 'wallMs',
        head: 'median wall time',
        format: (d) => `${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(d.baseline)} → ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)(d.candidate)} (${signed(d.difference, _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatSeconds */ .Xo)})`,
    },
    {
        name: 'cachedInputRatio',
        head: 'cached input',
        format: (d) => `${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(d.baseline)} → ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(d.candidate)} (${formatPoints(d.difference)})`,
    },
    {
        name: 'costUsd',
        head: 'estimated cost per run',
        format: (d) => `${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(d.baseline)} → ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)(d.candidate)} (${signed(d.difference, _report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatUsd */ .UK)})`,
    },
];
function renderDeltas(comparison) {
    if (comparison.tasks.length === 0)
        return '';
    const rows = comparison.tasks.map((task) => [
        describeTask(task),
        ...DELTA_COLUMNS.map(({ name, format }) => {
            const delta = task.deltas[name];
            return delta === undefined ? NONE : format(delta);
        }),
    ]);
    const omitted = describeOmitted(comparison.tasks);
    const table = (0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTable */ .bo)(['task', ...DELTA_COLUMNS.map((column) => column.head)], rows);
    const intro = 'Measured figures (provider-reported tokens, wall time) and the estimated cost, candidate − ' +
        'baseline. A delta is shown only when both sides measured it the same way.';
    const why = omitted.length === 0 ? '' : `\n\nNot compared:\n\n${omitted.join('\n')}`;
    return `## Deltas\n\n${intro}\n\n${table}${why}`;
}
/** Why deltas are missing: one line a column and reason, naming its tasks, or "every task". */
function describeOmitted(tasks) {
    const byReason = new Map();
    for (const task of tasks) {
        for (const { name, head } of DELTA_COLUMNS) {
            const reason = task.deltas.omitted[name];
            if (reason === undefined)
                continue;
            const key = `${head}\u0000${reason}`;
            const entry = byReason.get(key) ?? { head, reason, named: [] };
            entry.named.push(describeTask(task));
            byReason.set(key, entry);
        }
    }
    // The columns a reason leaves out for the same tasks go on one line; all of them, on none.
    const lines = new Map();
    for (const { head, reason, named } of byReason.values()) {
        const key = `${reason}\u0000${named.join('\u0000')}`;
        const line = lines.get(key) ?? { heads: [], reason, named };
        line.heads.push(head);
        lines.set(key, line);
    }
    return [...lines.values()].map(({ heads, reason, named }) => {
        const which = named.length === tasks.length && tasks.length > 1 ? 'every task' : named.join(', ');
        const columns = heads.length === DELTA_COLUMNS.length ? '' : `${heads.join(', ')}: `;
        return `- ${columns}${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(reason)} (${which})`;
    });
}
function renderHints(comparison) {
    const lines = comparison.tasks.flatMap((task) => {
        const hint = task.sampleSizeHint;
        // Where no sample size exists, there is nothing to say.
        if (hint === undefined || hint.runsPerSide === null)
            return [];
        const runs = `about **${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B4)(hint.runsPerSide)} runs per side**`;
        return [`- ${describeTask(task)}: ${runs} (${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(hint.method)})`];
    });
    if (lines.length === 0)
        return '';
    return `## Sample-size hints\n\nFor inconclusive tasks: how many runs might decide them.\n\n${lines.join('\n')}`;
}
function renderNotes(comparison) {
    if (comparison.notes.length === 0)
        return '';
    return `## Notes\n\n${comparison.notes.map((note) => `- ${(0,_report_markdown_text_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(note)}`).join('\n')}`;
}
/** A difference of rates, in percentage points. */
function formatPoints(difference) {
    return `${difference > 0 ? '+' : difference < 0 ? '−' : '±'}${(Math.abs(difference) * 100).toFixed(1)} pp`;
}
function signed(difference, format) {
    const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
    return `${sign}${format(Math.abs(difference))}`;
}
//# sourceMappingURL=render-comparison.js.map

/***/ })

};
