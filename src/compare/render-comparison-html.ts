/** `comparison.html` (SPEC §5), one self-contained page rendered from `viewComparison`. */
import { escapeHtml, escapeLine } from '../html/escape-html.js';
import { renderDivergenceSection } from '../html/divergence-html.js';
import {
  renderFacts,
  renderHtmlTable,
  renderTaskName,
  taskNameCell,
  textCell,
  type HtmlRow,
} from '../html/html-table.js';
import { renderIntervalPlot, type PlotRow } from '../html/interval-plot.js';
import { renderHtmlPage, renderSection } from '../html/page-shell.js';
import { renderConditions, renderNotes } from '../html/shared-sections.js';
import type { DivergenceExcerpt } from '../run-dir/divergences.js';
import { formatCount, formatInterval, formatPoints, plural } from '../text/format.js';
import { SUITE_VERDICT_LABELS } from '../stats/suite-verdict.js';
import type { Comparison, TaskSide } from './comparison-schema.js';
import {
  DELTA_COLUMNS,
  describeVerdictCounts,
  labelVerdictOf,
  viewComparison,
  type ComparisonView,
  type ComparisonRow,
} from './comparison-view.js';
import {
  describeFailureCounts,
  describeUnlisted,
  type ToolUseView,
} from './failures-and-tools-view.js';

export interface ComparisonHtmlOptions {
  /** The candidate's divergences (`divergencesOf` of its runs.jsonl). */
  divergences?: readonly DivergenceExcerpt[];
}

const NONE = '—';

/** comparison.html's title and body: its page, and `verdict view`'s side-by-side page. */
export function renderComparisonParts(comparison: Comparison, options?: ComparisonHtmlOptions) {
  const view = viewComparison(comparison);
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
    renderConditions('Measurement conditions of both sides', [
      { heading: 'Baseline', ...view.baseline },
      { heading: 'Candidate', ...view.candidate },
    ]),
    renderDivergenceSection(
      options?.divergences ?? [],
      "The candidate's harness asked something different from the recording: these runs are errors, not results.",
    ),
    renderNotes(view.notes),
    '</main>',
    `<footer>${footnotes.map((footnote) => `<p>${escapeLine(footnote)}</p>`).join('')}</footer>`,
  ];
  const title = `Verdict comparison: ${view.suite}`;
  return { title, body: body.filter((part) => part !== '').join('\n') };
}

export const renderComparisonHtml = (comparison: Comparison, options?: ComparisonHtmlOptions) =>
  renderHtmlPage(renderComparisonParts(comparison, options));

function verdictHtml(verdict: ComparisonRow['verdict'], label: string): string {
  return `<span class="verdict verdict-${verdict}">${escapeHtml(label)}</span>`;
}

function renderHeader(view: ComparisonView): string {
  const { baseline, candidate, headline } = view;
  const counts = describeVerdictCounts(view);
  const banner = view.modesDiffer
    ? `<p class="banner"><strong>Modes differ.</strong> The baseline ran ${escapeLine(baseline.conditions.mode)} and the candidate ${escapeLine(candidate.conditions.mode)}: they measure different things, so every task is <strong>not comparable</strong>.</p>`
    : view.replay
      ? '<p class="banner"><strong>Replay.</strong> This compares the harness against recorded model responses, <strong>not the model</strong>.</p>'
      : '';
  const unsandboxed =
    view.unsandboxed === undefined
      ? ''
      : `<p class="banner"><strong>${escapeLine(view.unsandboxed.line)}</strong> (${view.unsandboxed.sides.join(' and ')}).</p>`;
  const suite =
    headline.suite === undefined
      ? ''
      : `<p id="suite-verdict">Suite: <span class="verdict verdict-${headline.suite.verdict}">` +
        `${SUITE_VERDICT_LABELS[headline.suite.verdict]}</span> <span class="muted">` +
        `${escapeLine(headline.suite.text)}</span></p>`;
  return [
    '<header>',
    `<h1>Verdict comparison${view.replay ? ' — replay' : ''}: ${escapeLine(view.suite)}</h1>`,
    `<p id="overall">Overall: ${verdictHtml(headline.verdict, labelVerdictOf(headline.verdict, view.rows))} <span class="muted">(${counts === '' ? 'no tasks' : escapeHtml(counts)})</span></p>`,
    ...(view.adaptive === undefined
      ? []
      : [
          `<p id="adaptive-runs">Adaptive k: <strong>${escapeLine(view.adaptive.text)}</strong> <span class="muted">each task stopped when its anytime-valid test decided it.</span></p>`,
        ]),
    suite,
    renderFacts([
      ['suite', escapeLine(view.suite)],
      ['mode', escapeLine(baseline.conditions.mode)],
      ...(['baseline', 'candidate'] as const).map((side): [string, string] => [
        side,
        `${escapeLine(view[side].runId)} <span class="muted">(${escapeLine(view[side].conditions.model)})</span>`,
      ]),
    ]),
    banner,
    unsandboxed,
    '</header>',
  ]
    .filter((part) => part !== '')
    .join('\n');
}

function flagsOf(row: ComparisonRow): string[] {
  const flaky = (['baseline', 'candidate'] as const).filter((side) => row.flaky?.[side] === true);
  return [
    ...(row.sameObservedRate ? ['same observed rate'] : []),
    ...(flaky.length === 0 ? [] : [`flaky (${flaky.join(', ')})`]),
  ];
}

function reasonHtml(row: ComparisonRow): string {
  const list =
    row.changes.length === 0
      ? ''
      : `<ul class="changes">${row.changes.map((change) => `<li>${escapeLine(change)}</li>`).join('')}</ul>`;
  return `${escapeLine(row.reason)}${list}`;
}

function sideCells(side: TaskSide | null): HtmlRow['cells'] {
  if (side === null) return [textCell('not run', null), textCell(NONE, null)];
  const diverged = side.diverged ? ` (${side.diverged} diverged)` : '';
  return [
    textCell(`${side.pass} / ${side.observed}${diverged}`, side.pass),
    textCell(
      side.interval === null ? NONE : formatInterval(side.interval),
      side.interval?.low ?? null,
    ),
  ];
}

function renderTaskSection(view: ComparisonView): string {
  if (view.rows.length === 0) {
    return '<section id="tasks"><h2>Tasks</h2><p>No tasks in either report.</p></section>';
  }
  const adaptive = view.adaptive !== undefined;
  const rows: HtmlRow[] = view.rows.map((row) => {
    const flags = flagsOf(row);
    return {
      attributes: `data-task-id="${escapeHtml(row.taskId)}"`,
      cells: [
        taskNameCell(row),
        { html: verdictHtml(row.verdict, row.label), sort: row.verdict },
        ...sideCells(row.baseline),
        ...sideCells(row.candidate),
        textCell(
          row.difference === undefined ? NONE : formatPoints(row.difference),
          row.difference ?? null,
        ),
        textCell(
          `${row.baseline?.missing ?? NONE} / ${row.candidate?.missing ?? NONE}`,
          (row.baseline?.missing ?? 0) + (row.candidate?.missing ?? 0),
        ),
        {
          html: flags.map((flag) => `<span class="flag">${escapeLine(flag)}</span>`).join(''),
          sort: flags.join(', '),
        },
        ...(adaptive ? adaptiveCells(row) : []),
        { html: reasonHtml(row), sort: row.reason },
      ],
    };
  });
  const table = renderHtmlTable({
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
  return renderSection('tasks', 'Verdicts per task', [table]);
}

function adaptiveCells({ adaptive }: ComparisonRow): HtmlRow['cells'] {
  if (adaptive === undefined) return [textCell(NONE, null), textCell(NONE, null)];
  const { baseline, candidate } = adaptive.runs;
  return [textCell(adaptive.runsText, baseline + candidate), textCell(adaptive.interval)];
}

function plotRow(side: 'baseline' | 'candidate', value: TaskSide | null): PlotRow {
  const { pass = 0, observed = 0 } = value ?? {};
  return {
    side,
    label: side,
    pass,
    observed,
    rate: observed === 0 ? null : pass / observed,
    interval: value?.interval ?? null,
    boundedInterval: value?.boundedInterval ?? null,
    absent:
      value === null
        ? 'not in this report'
        : observed === 0
          ? 'nothing judged'
          : 'replay: no interval',
  };
}

function renderPlotSection(view: ComparisonView): string {
  if (view.rows.length === 0) return '';
  const plots = view.rows.map((row, index) =>
    renderIntervalPlot({
      id: `plot-${index + 1}`,
      caption: `${row.taskId}${row.title === undefined ? '' : ` (${row.title})`}: ${row.label}`,
      attributes: `data-task-id="${escapeHtml(row.taskId)}" data-verdict="${row.verdict}"`,
      rows: [plotRow('baseline', row.baseline), plotRow('candidate', row.candidate)],
      note: [row.reason, ...row.changes].join(' · '),
    }),
  );
  return renderSection('plots', 'Baseline against candidate', [
    '<p class="muted">Per task: each bar spans a 95 % Wilson interval (grey: baseline, blue: candidate), the dot is the observed rate, and a thin line behind a bar shows the bounded interval when missing runs widen it. ' +
      (view.adaptive === undefined
        ? 'Overlapping bars are inconclusive: evidence is missing, not a difference ruled out.</p>'
        : 'With adaptive k the bars describe each side; the verdict is the anytime-valid test’s, said under each plot.</p>'),
    `<div class="plots">${plots.join('\n')}</div>`,
  ]);
}

function renderFailureSection(view: ComparisonView): string {
  const items = view.rows.flatMap((row) =>
    row.failures.map((failures) => {
      const reasons = failures.reasons.map(
        (reason) =>
          `<li>${reason.kind === 'failed' ? '' : `<span class="flag">${reason.kind}</span> `}${escapeLine(reason.text)} ` +
          `<span class="muted">(${plural(reason.runs, 'run')})</span></li>`,
      );
      if (failures.unlisted !== undefined) {
        reasons.push(`<li class="muted">${describeUnlisted(failures)}</li>`);
      }
      return (
        `<li data-task-id="${escapeHtml(row.taskId)}" data-side="${failures.side}">` +
        `${renderTaskName(row)} — ${failures.side}: ${describeFailureCounts(failures)}` +
        `<ul>${reasons.join('')}</ul></li>`
      );
    }),
  );
  if (items.length === 0) return '';
  return renderSection('failure-reasons', 'Why runs failed', [
    '<p>Why runs did not pass, per task and side: identical reasons counted together. Failed runs are results; runs marked <span class="flag">errored</span> (infrastructure) or <span class="flag">diverged</span> (replay: the harness left its cassette) are not, and are excluded from every rate.</p>',
    `<ul class="reasons">${items.join('\n')}</ul>`,
  ]);
}

/** Tools whose use changed, in view; every tool of every task in a fold. */
function renderToolUseSection(view: ComparisonView): string {
  const table = (caption: string, pick: (row: ComparisonRow) => ToolUseView[]) =>
    renderHtmlTable({
      caption,
      columns: [
        { label: 'task', key: 'task' },
        { label: 'tool', key: 'tool' },
        { label: 'runs and calls per run, baseline → candidate', key: 'use' },
        { label: 'change', numeric: true, key: 'change' },
      ],
      rows: view.rows.flatMap((row) =>
        pick(row).map((tool) => ({
          attributes: `data-task-id="${escapeHtml(row.taskId)}" data-tool="${escapeHtml(tool.name)}"`,
          cells: [
            taskNameCell(row),
            { html: `<code>${escapeLine(tool.name)}</code>`, sort: tool.name },
            textCell(tool.text),
            textCell(tool.changeText ?? NONE, tool.difference),
          ],
        })),
      ),
    });
  if (view.rows.every((row) => row.toolUse.length === 0)) return '';
  const changed = view.rows.some((row) => row.toolChanges.length > 0)
    ? table('Tools whose use changed.', (row) => row.toolChanges)
    : '<p>No tool appeared, disappeared or moved by 30 points or more.</p>';
  return renderSection('tool-use', 'Tool use, baseline against candidate', [
    '<p>Per task, the share of judged runs that called each tool and its calls per run. A tool is shown as changed when it appeared, disappeared, or its share moved by 30 points or more. This decides no verdict: it says what the agent does differently.</p>',
    changed,
    '<details>',
    '<summary>Every tool of every task</summary>',
    table('Tool use per task.', (row) => row.toolUse),
    '</details>',
  ]);
}

function renderDeltaSection(view: ComparisonView): string {
  if (view.rows.length === 0) return '';
  const rows: HtmlRow[] = view.rows.map((row) => ({
    attributes: `data-task-id="${escapeHtml(row.taskId)}"`,
    cells: [
      taskNameCell(row),
      ...row.deltas.map((delta) =>
        delta === undefined ? textCell(NONE, null) : textCell(delta.text, delta.difference),
      ),
    ],
  }));
  const omitted = view.notCompared.map(({ columns, reason, everyTask, tasks }) => {
    const which = everyTask ? 'every task' : tasks.map(renderTaskName).join(', ');
    const named = columns.length === 0 ? '' : `${escapeLine(columns.join(', '))}: `;
    return `<li>${named}${escapeLine(reason)} (${which})</li>`;
  });
  return renderSection('deltas', 'Deltas', [
    '<p>Measured figures (provider-reported tokens, wall time) and, in its own column, the <strong>estimated</strong> cost: candidate − baseline. A delta is shown only when both sides measured it the same way; the estimate is never added to a measured figure.</p>',
    renderHtmlTable({
      caption: 'Deltas per task.',
      columns: [
        { label: 'task' },
        ...DELTA_COLUMNS.map((column) => ({ label: column.head, numeric: true })),
      ],
      rows,
    }),
    ...(omitted.length === 0
      ? []
      : [`<p class="muted">Not compared:</p>\n<ul class="muted">${omitted.join('')}</ul>`]),
  ]);
}

function renderHintSection(view: ComparisonView): string {
  const items = view.rows.flatMap((row) => {
    const hint = row.sampleSize;
    if (hint === undefined) return [];
    const runs = `about <strong>${formatCount(hint.runsPerSide)} runs per side</strong>`;
    return [
      `<li>${renderTaskName(row)}: ${runs} <span class="muted">(${escapeLine(hint.method)})</span></li>`,
    ];
  });
  if (items.length === 0) return '';
  return renderSection('hints', 'Sample-size hints', [
    '<p>For inconclusive tasks: how many runs might decide them (an estimate).</p>',
    `<ul>${items.join('')}</ul>`,
  ]);
}
