/**
 * `report.html`, one self-contained page (SPEC §5). The conditions head it (a number without them
 * is an anecdote); Measured and Estimated are kept apart.
 */
import { escapeHtml, escapeLine } from '../html/escape-html.js';
import { renderDivergenceSection } from '../html/divergence-html.js';
import { renderFacts, renderHtmlTable, textCell } from '../html/html-table.js';
import { renderHtmlPage, renderSection } from '../html/page-shell.js';
import { renderRunsSection, RUNS_CSS, RUNS_SCRIPT, type ReportRuns } from '../html/runs-section.js';
import { renderConditions, renderNotes } from '../html/shared-sections.js';
import type { ReportConditions } from '../run-dir/conditions-file.js';
import { describeSandbox } from '../sandbox/sandbox.js';
import { MIN_JUDGED_RUNS } from '../stats/counts.js';
import type { DivergenceExcerpt } from '../run-dir/divergences.js';
import {
  describeServedModels,
  formatInterval,
  formatPercent,
  formatUsd,
  listItems,
  plural,
} from '../text/format.js';
import { REPLAY_FOOTNOTE, REPORT_FOOTNOTE, STATE_MEANINGS } from './render-markdown.js';
import {
  MEASURED_COLUMNS,
  MEASURED_INTRO,
  measuredByTask,
  measuredCells,
  tokensNotReported,
} from './render-measured.js';
import { renderPlotSection, renderTaskSection } from './render-tasks-html.js';
import type { Report } from './report-schema.js';
import type { TaskTrends } from './report-trends.js';

export interface ReportHtmlOptions {
  /** With excerpts; else the report's own divergences are listed without. */
  divergences?: readonly DivergenceExcerpt[];
  /** Without them the page has no Runs section. */
  runs?: ReportRuns;
  /** Without any for the report's tasks, the table has no trend column. */
  trends?: TaskTrends;
}

export function renderReportHtml(report: Report, options: ReportHtmlOptions = {}): string {
  const { conditions } = report;
  const isReplay = conditions.mode === 'replay';
  const suite = `${conditions.suiteId}@${conditions.suiteVersion}`;
  const runs = options.runs?.runs.length === 0 ? undefined : options.runs;
  const hasRuns = runs !== undefined;
  const body = [
    '<header>',
    `<h1>Verdict report${isReplay ? ' — replay' : ''}: ${escapeLine(suite)}</h1>`,
    renderFacts([
      ['suite', escapeLine(suite)],
      ['mode', isReplay ? '<strong>replay</strong>' : escapeLine(conditions.mode)],
      ['model', escapeLine(conditions.model)],
      ...(report.summary.upstreamModels === undefined
        ? []
        : [
            [
              'models served',
              escapeLine(describeServedModels(report.summary.upstreamModels)),
            ] as const,
          ]),
      [
        'state',
        `<strong>${report.state}</strong> <span class="muted">(${STATE_MEANINGS[report.state]})</span>`,
      ],
      ['runs', escapeLine(describeRuns(report))],
      ['sandbox', renderSandbox(conditions)],
    ]),
    isReplay
      ? '<p class="banner"><strong>Replay.</strong> This report measures the harness (runner, tools, compaction, permissions) against recorded model responses, <strong>not the model</strong>. No intervals are computed.</p>'
      : '',
    renderLowPower(report),
    '</header>',
    '<main>',
    renderTaskSection(report, hasRuns, options.trends),
    renderPlotSection(report),
    renderConditions('Measurement conditions', [{ runId: report.runId, conditions }]),
    renderMeasuredSection(report),
    renderEstimatedSection(report),
    renderDivergenceSection(
      options.divergences ?? divergencesOfReport(report),
      'The harness asked something different from the recording: these runs are errors, not results.',
    ),
    renderErrorSection(report),
    runs === undefined ? '' : renderRunsSection(report.tasks, runs),
    renderNotes(report.notes),
    '</main>',
    `<footer><p>${escapeHtml(isReplay ? REPLAY_FOOTNOTE : REPORT_FOOTNOTE)}</p></footer>`,
  ];
  return renderHtmlPage({
    title: `Verdict report: ${suite}`,
    body: body.filter((part) => part !== '').join('\n'),
    ...(hasRuns ? { css: RUNS_CSS, script: RUNS_SCRIPT } : {}),
  });
}

/** Strong when there was no sandbox, since the runs were exposed. */
function renderSandbox(conditions: ReportConditions): string {
  const line = escapeLine(describeSandbox(conditions.sandbox));
  return conditions.sandbox?.backend === 'none' ? `<strong>${line}</strong>` : line;
}

function describeRuns(report: Report): string {
  const { counts } = report.summary;
  const rate =
    report.summary.successRate === null
      ? 'nothing judged'
      : `${formatPercent(report.summary.successRate)}${report.summary.interval === null ? '' : ` ${formatInterval(report.summary.interval)}`}`;
  return `${counts.pass}/${counts.observed} judged runs passed (${rate}); ${counts.total} planned, ${counts.error} errored, ${counts.missing} missing`;
}

function renderLowPower(report: Report): string {
  const tasks = report.tasks.filter((task) => task.lowPower).map((task) => task.taskId);
  if (tasks.length === 0 && !report.summary.lowPower) return '';
  const where =
    tasks.length === 0
      ? 'the summary'
      : `${tasks.length === 1 ? 'task' : 'tasks'} ${listItems(tasks.map((id) => `<code>${escapeLine(id)}</code>`))}`;
  return `<p class="banner"><strong>Low power:</strong> fewer than ${MIN_JUDGED_RUNS} judged runs in ${where}. The intervals are wide and no direction can be claimed from them; more repetitions are needed.</p>`;
}

function renderMeasuredSection(report: Report): string {
  const rows = measuredByTask(report).map(([taskId, measured]) => ({
    attributes: taskId === undefined ? 'data-total="true"' : `data-task-id="${escapeHtml(taskId)}"`,
    cells: [
      taskId === undefined ? '<strong>all tasks</strong>' : `<code>${escapeLine(taskId)}</code>`,
      ...measuredCells(measured).map((cell) => textCell(cell.text, cell.sort)),
    ],
  }));
  const omitted = tokensNotReported(report).map(
    ([label, reason]) => `<li>${escapeLine(label)}: ${escapeLine(reason)}.</li>`,
  );
  return renderSection('measured', 'Measured', [
    `<p>${MEASURED_INTRO}</p>`,
    renderHtmlTable({
      caption: 'Measured figures per task.',
      columns: MEASURED_COLUMNS.map((label, index) => ({
        label,
        ...(index === 0 ? {} : { numeric: true }),
      })),
      rows,
    }),
    omitted.length === 0 ? '' : `<p>Tokens not reported:</p><ul>${omitted.join('')}</ul>`,
  ]);
}

/** An absent estimate is said in the notes, not as a figure. */
function renderEstimatedSection(report: Report): string {
  const { estimated } = report;
  if (estimated === undefined) return '';
  return renderSection('estimated', 'Estimated <span class="muted">(not measured)</span>', [
    '<p>USD from the rates given and the measured tokens above: an <strong>estimate</strong>, kept apart from the measured figures and never added to them. Cached-input and reasoning-token prices are not modelled.</p>',
    renderFacts([
      ['input rate', `$${estimated.rates.inputRate} / M tokens`],
      ['output rate', `$${estimated.rates.outputRate} / M tokens`],
      ['estimated cost (all judged runs)', `<strong>${formatUsd(estimated.costUsd)}</strong>`],
    ]),
  ]);
}

function divergencesOfReport(report: Report): DivergenceExcerpt[] {
  return report.tasks.flatMap((task) =>
    (task.replay?.divergences ?? []).map((divergence) => ({
      taskId: task.taskId,
      repetition: divergence.repetition,
      runs: 1,
      call: divergence.call,
      field: divergence.field,
      message: divergence.message,
    })),
  );
}

function renderKindList(label: string, tally: Record<string, number>): string {
  const entries = Object.entries(tally);
  if (entries.length === 0) return `<p>No ${label}.</p>`;
  const items = entries.map(
    ([kind, count]) => `<li><code>${escapeLine(kind)}</code> × ${count}</li>`,
  );
  return `<p>${label[0]?.toUpperCase() ?? ''}${label.slice(1)}:</p><ul>${items.join('')}</ul>`;
}

function renderErrorSection(report: Report): string {
  const { errors, incidents, secretsRedacted } = report.summary;
  return renderSection('errors', 'Errors and incidents', [
    '<p>Errors are infrastructure failures, not results: excluded from every rate and counted as missing.</p>',
    renderKindList('errors', errors),
    renderKindList('incidents', incidents),
    secretsRedacted === undefined
      ? ''
      : `<p><strong>${plural(secretsRedacted, 'secret')} redacted</strong> from what the agent or the model produced.</p>`,
  ]);
}
