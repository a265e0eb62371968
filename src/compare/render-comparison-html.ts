/**
 * `comparison.html`: the comparison for a person, as one self-contained page (SPEC §5). The
 * overall verdict (and, live, the suite-level verdict paired by task) and the verdict of every task come first, each beside the counts and intervals
 * it was read from; then a base-against-head interval plot per task, the deltas, both sides'
 * conditions, the candidate's divergences with their diffs, the notes and the footnote of limits.
 * Pure and deterministic, and every string from the comparison or the runs is escaped.
 */
import { escapeHtml, escapeLine } from '../html/escape-html.js';
import { renderDivergenceSection } from '../html/divergence-html.js';
import { renderFacts, renderHtmlTable, textCell, type HtmlRow } from '../html/html-table.js';
import { renderIntervalPlot, type PlotRow } from '../html/interval-plot.js';
import { renderHtmlPage } from '../html/page-shell.js';
import { conditionsFacts, renderNotes } from '../html/shared-sections.js';
import type { DivergenceExcerpt } from '../report/divergences.js';
import {
  SUITE_VERDICT_FOOTNOTE,
  SUITE_VERDICT_LABELS,
  describeSuiteDecision,
} from '../stats/suite-verdict.js';
import {
  formatCount,
  formatInterval,
  formatPercent,
  formatSeconds,
  formatUsd,
} from '../report/markdown-text.js';
import {
  TASK_VERDICT_LABELS,
  type Comparison,
  type DeltaName,
  type NumberDelta,
  type TaskComparison,
  type TaskSide,
} from './comparison-schema.js';

export interface ComparisonHtmlOptions {
  /** The candidate's divergences with their excerpts (`divergencesOf` of its runs.jsonl). */
  divergences?: readonly DivergenceExcerpt[];
}

const NONE = '—';

export function renderComparisonHtml(
  comparison: Comparison,
  options: ComparisonHtmlOptions = {},
): string {
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
    renderDivergenceSection(
      options.divergences ?? [],
      "The candidate's harness asked something different from the recording: these runs are errors, not results.",
    ),
    renderNotes(comparison.notes),
    '</main>',
    `<footer>${
      comparison.summary.suite === undefined ? '' : `<p>${escapeLine(SUITE_VERDICT_FOOTNOTE)}</p>`
    }<p>${escapeLine(comparison.footnote)}</p></footer>`,
  ];
  return renderHtmlPage({
    title: `Verdict comparison: ${suite}`,
    body: body.filter((part) => part !== '').join('\n'),
  });
}

function verdictHtml(verdict: TaskComparison['verdict']): string {
  return `<span class="verdict verdict-${verdict}">${TASK_VERDICT_LABELS[verdict]}</span>`;
}

function renderHeader(comparison: Comparison, suite: string): string {
  const { baseline, candidate, summary } = comparison;
  const modesDiffer = baseline.conditions.mode !== candidate.conditions.mode;
  const isReplay = !modesDiffer && comparison.mode === 'replay';
  const counts = Object.entries(summary.counts)
    .filter(([, count]) => count > 0)
    .map(
      ([verdict, count]) =>
        `${TASK_VERDICT_LABELS[verdict as keyof typeof TASK_VERDICT_LABELS]} ${count}`,
    )
    .join(' · ');
  const banner = modesDiffer
    ? `<p class="banner"><strong>Modes differ.</strong> The baseline ran ${escapeLine(baseline.conditions.mode)} and the candidate ${escapeLine(candidate.conditions.mode)}: they measure different things, so every task is <strong>not comparable</strong>.</p>`
    : isReplay
      ? '<p class="banner"><strong>Replay.</strong> This compares the harness against recorded model responses, <strong>not the model</strong>.</p>'
      : '';
  return [
    '<header>',
    `<h1>Verdict comparison${isReplay ? ' — replay' : ''}: ${escapeLine(suite)}</h1>`,
    `<p id="overall">Overall: ${verdictHtml(summary.verdict)} <span class="muted">(${counts === '' ? 'no tasks' : escapeHtml(counts)})</span></p>`,
    renderSuiteVerdict(comparison),
    renderFacts([
      ['suite', escapeLine(suite)],
      ['mode', escapeLine(comparison.mode)],
      [
        'baseline',
        `${escapeLine(baseline.runId)} <span class="muted">(${escapeLine(baseline.conditions.model)})</span>`,
      ],
      [
        'candidate',
        `${escapeLine(candidate.runId)} <span class="muted">(${escapeLine(candidate.conditions.model)})</span>`,
      ],
    ]),
    banner,
    '</header>',
  ]
    .filter((part) => part !== '')
    .join('\n');
}

/** The suite-level verdict, paired by task, under the overall one; its assumptions are in the footer. */
function renderSuiteVerdict(comparison: Comparison): string {
  const suite = comparison.summary.suite;
  if (suite === undefined) return '';
  return (
    `<p id="suite-verdict">Suite: <span class="verdict verdict-${suite.verdict}">` +
    `${SUITE_VERDICT_LABELS[suite.verdict]}</span> <span class="muted">` +
    `${escapeLine(describeSuiteDecision(suite))}</span></p>`
  );
}

function taskName(task: TaskComparison): string {
  const id = `<code>${escapeLine(task.taskId)}</code>`;
  return task.title === undefined || task.title === ''
    ? id
    : `${id} <span class="muted">${escapeLine(task.title)}</span>`;
}

/**
 * Optional facts other modules may add to a task (what changed in replay, identical observed
 * rates, flakiness per side), read defensively: a comparison written before them has none.
 */
interface TaskExtras {
  changes: string[];
  sameObservedRate: boolean;
  flaky: { baseline: boolean; candidate: boolean };
}

function extrasOf(task: TaskComparison): TaskExtras {
  const record = task as unknown as Record<string, unknown>;
  const changes = Array.isArray(record.changes)
    ? record.changes.filter((change): change is string => typeof change === 'string')
    : [];
  const flaky =
    record.flaky !== null && typeof record.flaky === 'object'
      ? (record.flaky as Record<string, unknown>)
      : {};
  return {
    changes,
    sameObservedRate: record.sameObservedRate === true,
    flaky: { baseline: flaky.baseline === true, candidate: flaky.candidate === true },
  };
}

function flagsOf(task: TaskComparison): string[] {
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
function reasonHtml(task: TaskComparison): string {
  const { changes } = extrasOf(task);
  const list =
    changes.length === 0
      ? ''
      : `<ul class="changes">${changes.map((change) => `<li>${escapeLine(change)}</li>`).join('')}</ul>`;
  return `${escapeLine(task.reason)}${list}`;
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

/** A difference of rates, in percentage points. */
function formatPoints(difference: number): string {
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  return `${sign}${(Math.abs(difference) * 100).toFixed(1)} pp`;
}

function renderTaskSection(comparison: Comparison): string {
  if (comparison.tasks.length === 0) {
    return '<section id="tasks"><h2>Tasks</h2><p>No tasks in either report.</p></section>';
  }
  const rows: HtmlRow[] = comparison.tasks.map((task) => {
    const delta = task.deltas.successRate;
    const flags = flagsOf(task);
    return {
      attributes: `data-task-id="${escapeHtml(task.taskId)}"`,
      cells: [
        { html: taskName(task), sort: task.taskId },
        { html: verdictHtml(task.verdict), sort: task.verdict },
        ...sideCells(task.baseline),
        ...sideCells(task.candidate),
        textCell(
          delta === undefined ? NONE : formatPoints(delta.difference),
          delta?.difference ?? null,
        ),
        textCell(
          `${task.baseline?.missing ?? NONE} / ${task.candidate?.missing ?? NONE}`,
          (task.baseline?.missing ?? 0) + (task.candidate?.missing ?? 0),
        ),
        {
          html: flags.map((flag) => `<span class="flag">${escapeLine(flag)}</span>`).join(''),
          sort: flags.join(', '),
        },
        { html: reasonHtml(task), sort: task.reason },
      ],
    };
  });
  const table = renderHtmlTable({
    caption:
      'One row per task: the verdict and the counts and 95 % Wilson intervals it was read from (pass / judged runs).',
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

function plotRow(side: 'baseline' | 'candidate', value: TaskSide | null): PlotRow {
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

function renderPlotSection(comparison: Comparison): string {
  if (comparison.tasks.length === 0) return '';
  const plots = comparison.tasks.map((task, index) =>
    renderIntervalPlot({
      id: `plot-${index + 1}`,
      caption: `${task.taskId}${task.title === undefined ? '' : ` (${task.title})`}: ${TASK_VERDICT_LABELS[task.verdict]}`,
      attributes: `data-task-id="${escapeHtml(task.taskId)}" data-verdict="${task.verdict}"`,
      rows: [plotRow('baseline', task.baseline), plotRow('candidate', task.candidate)],
      note: [task.reason, ...extrasOf(task).changes].join(' · '),
    }),
  );
  return [
    '<section id="plots" aria-labelledby="plots-title">',
    '<h2 id="plots-title">Baseline against candidate</h2>',
    '<p class="muted">Per task: each bar spans a 95 % Wilson interval (grey: baseline, blue: candidate), the dot is the observed rate, and a thin line behind a bar shows the bounded interval when missing runs widen it. Overlapping bars are inconclusive: evidence is missing, not a difference ruled out.</p>',
    `<div class="plots">${plots.join('\n')}</div>`,
    '</section>',
  ].join('\n');
}

const DELTA_COLUMNS: ReadonlyArray<{
  name: Exclude<DeltaName, 'successRate'>;
  head: string;
  format: (value: number) => string;
}> = [
  { name: 'tokens', head: 'tokens per run', format: formatCount },
  { name: 'wallMs', head: 'median wall time', format: formatSeconds },
  { name: 'cachedInputRatio', head: 'cached input', format: formatPercent },
  { name: 'costUsd', head: 'estimated cost per run', format: formatUsd },
];

function formatDelta(delta: NumberDelta, format: (value: number) => string, points: boolean) {
  const sign = delta.difference > 0 ? '+' : delta.difference < 0 ? '−' : '±';
  const difference = points
    ? formatPoints(delta.difference)
    : `${sign}${format(Math.abs(delta.difference))}`;
  return `${format(delta.baseline)} → ${format(delta.candidate)} (${difference})`;
}

/** A column's reason when every task lacks it for that same reason: said once, under the table. */
function uniformOmission(tasks: readonly TaskComparison[], name: DeltaName): string | undefined {
  const reasons = new Set(tasks.map((task) => task.deltas.omitted[name]));
  const [reason] = reasons;
  return tasks.length > 1 && reasons.size === 1 ? reason : undefined;
}

function renderDeltaSection(comparison: Comparison): string {
  if (comparison.tasks.length === 0) return '';
  const uniform = new Map(
    DELTA_COLUMNS.map(({ name, head }) => [
      name,
      { head, reason: uniformOmission(comparison.tasks, name) },
    ]),
  );
  const saidOnce = [...uniform.values()].flatMap(({ head, reason }) =>
    reason === undefined ? [] : [`${head}: ${reason}`],
  );
  const rows: HtmlRow[] = comparison.tasks.map((task) => ({
    attributes: `data-task-id="${escapeHtml(task.taskId)}"`,
    cells: [
      { html: taskName(task), sort: task.taskId },
      ...DELTA_COLUMNS.map(({ name, format }) => {
        const delta = task.deltas[name];
        if (delta === undefined) {
          const reason =
            uniform.get(name)?.reason === undefined ? task.deltas.omitted[name] : undefined;
          return {
            html: `${NONE}${reason === undefined ? '' : ` <span class="muted">(${escapeLine(reason)})</span>`}`,
            sort: null,
          };
        }
        return textCell(formatDelta(delta, format, name === 'cachedInputRatio'), delta.difference);
      }),
    ],
  }));
  return [
    '<section id="deltas" aria-labelledby="deltas-title">',
    '<h2 id="deltas-title">Deltas</h2>',
    '<p>Measured figures (provider-reported tokens, wall time) and, in its own column, the <strong>estimated</strong> cost: candidate − baseline. A delta is shown only when both sides measured it the same way; the estimate is never added to a measured figure.</p>',
    renderHtmlTable({
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
          `<p class="muted">Not compared, for every task: ${saidOnce.map(escapeLine).join('; ')}.</p>`,
        ]),
    '</section>',
  ].join('\n');
}

function renderHintSection(comparison: Comparison): string {
  const items = comparison.tasks.flatMap((task) => {
    const hint = task.sampleSizeHint;
    // Where no sample size exists, there is nothing to say.
    if (hint === undefined || hint.runsPerSide === null) return [];
    const runs = `about <strong>${formatCount(hint.runsPerSide)} runs per side</strong>`;
    return [
      `<li>${taskName(task)}: ${runs} <span class="muted">(${escapeLine(hint.method)})</span></li>`,
    ];
  });
  if (items.length === 0) return '';
  return [
    '<section id="hints" aria-labelledby="hints-title">',
    '<h2 id="hints-title">Sample-size hints</h2>',
    '<p>For inconclusive tasks: how many runs might decide them (an estimate).</p>',
    `<ul>${items.join('')}</ul>`,
    '</section>',
  ].join('\n');
}

function renderConditions(comparison: Comparison): string {
  const side = (label: string, value: Comparison['baseline']) =>
    `<h3>${label}</h3>${renderFacts(conditionsFacts(value.runId, value.conditions))}`;
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
