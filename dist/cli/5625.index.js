export const id = 5625;
export const ids = [5625];
export const modules = {

/***/ 263:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ applyAdaptive)
/* harmony export */ });
/* unused harmony export describeAdaptiveLimits */
/* harmony import */ var _stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1762);
/* harmony import */ var _stats_adaptive_k_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5641);
/* harmony import */ var _compare_reports_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2198);
/**
 * A comparison made by `--k auto`: its tasks' verdicts are the adaptive rule's (SPEC §5 "Adaptive
 * k"), not the Wilson intervals', because the number of runs depended on the outcomes and only an
 * anytime-valid test holds then. Everything else — counts, intervals, deltas, reasons runs failed,
 * tool use — stays as `compareReports` made it from the two reports.
 */



/** The comparison's footnote of limits, with the rule's multiplicity correction as it ran. */
function describeAdaptiveLimits(rule) {
    return ('Adaptive k: each task ran in rounds of one base and one head run and stopped when a safe ' +
        'test of two proportions decided it (Turner, Ly & Grünwald 2021): ' +
        `${(0,_stats_adaptive_k_text_js__WEBPACK_IMPORTED_MODULE_1__/* .describeCorrection */ .ii)(rule)}; "no change larger than δ" when its 95 % confidence sequence ` +
        'lay inside ±δ, otherwise inconclusive at max-k. Both hold however the rounds were stopped ' +
        'or continued. Repetitions are assumed independent; errored runs add no evidence.');
}
function verdictOf(task) {
    switch (task.state) {
        case 'regressed':
        case 'improved':
        case 'inconclusive':
        case 'low_power':
            return task.state;
        case 'no_change_within_delta':
            return 'no_change';
        default:
            // Still open: the evaluation was cut short (cancelled, or a budget ran out).
            return 'inconclusive';
    }
}
/** `comparison` with the adaptive rule's verdicts, each task's stop and the suite's e-value. */
function applyAdaptive(comparison, record) {
    if (comparison.mode === 'replay')
        return comparison;
    const byTask = new Map(record.tasks.map((task) => [task.taskId, task]));
    const tasks = comparison.tasks.map((task) => {
        const adaptive = byTask.get(task.taskId);
        if (adaptive === undefined || task.verdict === 'not_comparable')
            return task;
        const runs = (0,_stats_adaptive_k_js__WEBPACK_IMPORTED_MODULE_0__/* .taskRuns */ .Ek)(adaptive);
        // Fixed-k hints ("runs per side at which the intervals would part") do not apply here.
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
    // summarize gives no `summary.suite`: the permutation test does not hold under optional stopping.
    const summary = (0,_compare_reports_js__WEBPACK_IMPORTED_MODULE_2__/* .summarize */ .eh)(tasks, false, true);
    return {
        ...comparison,
        tasks,
        summary,
        // The runs spent, the suite's e-value and its method are the view's to say (headline,
        // suite line and footnote): `adaptive` below carries them.
        notes: comparison.notes,
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
/**
 * `comparison.html`: the comparison for a person, as one self-contained page (SPEC §5), rendered
 * from its view (`viewComparison`). Pure and deterministic, and every string from the comparison or
 * the runs is escaped.
 */










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
        renderConditions(view),
        (0,_html_divergence_html_js__WEBPACK_IMPORTED_MODULE_1__/* .renderDivergenceSection */ .i)(options?.divergences ?? [], "The candidate's harness asked something different from the recording: these runs are errors, not results."),
        (0,_html_shared_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .renderNotes */ .I)(view.notes),
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
function taskName(row) {
    const id = `<code>${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(row.taskId)}</code>`;
    return row.title === undefined ? id : `${id} <span class="muted">${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(row.title)}</span>`;
}
function flagsOf(row) {
    const flaky = ['baseline', 'candidate'].filter((side) => row.flaky?.[side] === true);
    return [
        ...(row.sameObservedRate ? ['same observed rate'] : []),
        ...(flaky.length === 0 ? [] : [`flaky (${flaky.join(', ')})`]),
    ];
}
/** The verdict's reason, and what changed in replay as a list under it. */
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
                { html: taskName(row), sort: row.taskId },
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
/** `--k auto`: the runs a task took (both sides) and its confidence sequence. */
function adaptiveCells(row) {
    const adaptive = row.adaptive;
    if (adaptive === undefined)
        return [(0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(NONE, null), (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(NONE, null)];
    const { baseline, candidate } = adaptive.runs;
    const earlier = adaptive.roundsBefore === undefined
        ? ''
        : ` (after ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(adaptive.roundsBefore, 'earlier round')})`;
    return [
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(`${baseline} + ${candidate}${earlier}`, baseline + candidate),
        (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(adaptive.interval),
    ];
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
/** Per task and side, why the runs that did not pass failed, errored or diverged, reasons grouped. */
function renderFailureSection(view) {
    const items = view.rows.flatMap((row) => row.failures.map((failures) => {
        const reasons = failures.reasons.map((reason) => `<li>${reason.kind === 'failed' ? '' : `<span class="flag">${reason.kind}</span> `}${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(reason.text)} ` +
            `<span class="muted">(${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(reason.runs, 'run')})</span></li>`);
        if (failures.unlisted !== undefined) {
            reasons.push(`<li class="muted">… and ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(failures.unlisted.reasons, 'more reason')} ` +
                `(${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_9__/* .plural */ .LS)(failures.unlisted.runs, 'run')}): see the ${failures.side}'s runs.jsonl</li>`);
        }
        return (`<li data-task-id="${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeHtml */ .ZD)(row.taskId)}" data-side="${failures.side}">` +
            `${taskName(row)} — ${failures.side}: ${(0,_failures_and_tools_view_js__WEBPACK_IMPORTED_MODULE_8__/* .describeFailureCounts */ .eL)(failures)}` +
            `<ul>${reasons.join('')}</ul></li>`);
    }));
    if (items.length === 0)
        return '';
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSection */ .YN)('failure-reasons', 'Why runs failed', [
        '<p>Why runs did not pass, per task and side: identical reasons counted together. Failed runs are results; runs marked <span class="flag">errored</span> (infrastructure) or <span class="flag">diverged</span> (replay: the harness left its cassette) are not, and are excluded from every rate.</p>',
        `<ul class="reasons">${items.join('\n')}</ul>`,
    ]);
}
/**
 * Tools whose use changed, in view; every tool of every task in a fold. It says what the agent
 * does differently and decides no verdict.
 */
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
                { html: taskName(row), sort: row.taskId },
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
            { html: taskName(row), sort: row.taskId },
            ...row.deltas.map((delta) => delta === undefined ? (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(NONE, null) : (0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .textCell */ .iV)(delta.text, delta.difference)),
        ],
    }));
    const omitted = view.notCompared.map(({ columns, reason, everyTask, tasks }) => {
        const which = everyTask ? 'every task' : tasks.map(taskName).join(', ');
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
            `<li>${taskName(row)}: ${runs} <span class="muted">(${(0,_html_escape_html_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeLine */ .EH)(hint.method)})</span></li>`,
        ];
    });
    if (items.length === 0)
        return '';
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSection */ .YN)('hints', 'Sample-size hints', [
        '<p>For inconclusive tasks: how many runs might decide them (an estimate).</p>',
        `<ul>${items.join('')}</ul>`,
    ]);
}
function renderConditions(view) {
    const side = (label, value) => `<h3>${label}</h3>${(0,_html_html_table_js__WEBPACK_IMPORTED_MODULE_2__/* .renderFacts */ .Id)((0,_html_shared_sections_js__WEBPACK_IMPORTED_MODULE_5__/* .conditionsFacts */ .a)(value.runId, value.conditions))}`;
    return (0,_html_page_shell_js__WEBPACK_IMPORTED_MODULE_4__/* .renderSection */ .YN)('conditions', 'Conditions', [
        '<details>',
        '<summary>Measurement conditions of both sides</summary>',
        side('Baseline', view.baseline),
        side('Candidate', view.candidate),
        '</details>',
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
/**
 * `comparison.md`: the comparison for a person, rendered from its view (`viewComparison`). Pure, so
 * it is tested with snapshots. Task text is escaped (tool names are code spans): it ends up in PR
 * comments.
 */






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
/** The comparison's footnote of limits stays last; a suite verdict's assumptions come before it. */
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
/** With `--k auto`, each row adds the runs its task took and its confidence sequence. */
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
function describeAdaptiveCells(row) {
    const adaptive = row.adaptive;
    if (adaptive === undefined)
        return [NONE, NONE];
    const earlier = adaptive.roundsBefore === undefined
        ? ''
        : ` (after ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(adaptive.roundsBefore, 'earlier round')})`;
    return [`${adaptive.runs.baseline} + ${adaptive.runs.candidate}${earlier}`, adaptive.interval];
}
function describeTask(row) {
    const id = (0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(row.taskId);
    if (row.title === undefined)
        return id;
    return `${id} (${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)((0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .truncateText */ .EJ)(row.title, 60))})`;
}
/** An inconclusive task with the same counts on both sides is not a difference lacking evidence. */
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
/**
 * Per task and side, why the runs that did not pass failed or errored, identical reasons counted
 * together (as the side's report grouped them); errors and divergences are marked as such.
 */
function renderFailureReasons(view) {
    const lines = view.rows.flatMap((row) => row.failures.flatMap((failures) => [
        `- ${describeTask(row)} — ${failures.side}: ${(0,_failures_and_tools_view_js__WEBPACK_IMPORTED_MODULE_4__/* .describeFailureCounts */ .eL)(failures)}`,
        ...failures.reasons.map((reason) => `  - ${_report_failure_reasons_js__WEBPACK_IMPORTED_MODULE_1__/* .REASON_PREFIXES */ .QO[reason.kind]}${(0,_text_markdown_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeMarkdown */ .FV)(reason.text)} ` +
            `(${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(reason.runs, 'run')})`),
        ...(failures.unlisted === undefined
            ? []
            : [
                `  - … and ${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(failures.unlisted.reasons, 'more reason')} ` +
                    `(${(0,_text_format_js__WEBPACK_IMPORTED_MODULE_5__/* .plural */ .LS)(failures.unlisted.runs, 'run')}): see the ${failures.side}'s runs.jsonl`,
            ]),
    ]));
    if (lines.length === 0)
        return '';
    const intro = 'Why runs did not pass, per task and side: identical reasons counted together. Failed runs ' +
        'are results; errored runs (infrastructure) and diverged runs (replay: the harness left its ' +
        'cassette) are not, and are excluded from every rate.';
    return `## Why runs failed\n\n${intro}\n\n${lines.join('\n')}`;
}
/** Tools whose use changed between the sides: it says what changed, and decides no verdict. */
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
/** Flaky is a fact about one side: passed at least once, not every time. */
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

/***/ }),

/***/ 8965:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ diffArrays)
});

// UNUSED EXPORTS: arrayDiff

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/base.js
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/array.js

class ArrayDiff extends Diff {
    tokenize(value) {
        return value.slice();
    }
    join(value) {
        return value;
    }
    removeEmpty(value) {
        return value;
    }
}
const arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
    return arrayDiff.diff(oldArr, newArr, options);
}


/***/ }),

/***/ 4377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p6: () => (/* binding */ date),
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6921);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDate */ .db(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODate */ .Brp, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
