/** The per-task sections of `report.html`: the task table (with trends) and the interval plots. */
import { escapeHtml, escapeLine } from '../html/escape-html.js';
import {
  renderHtmlTable,
  taskNameCell,
  textCell,
  type HtmlCell,
  type HtmlRow,
} from '../html/html-table.js';
import { renderIntervalPlot } from '../html/interval-plot.js';
import { renderSection } from '../html/page-shell.js';
import { formatInterval, formatPercent, plural } from '../text/format.js';
import { flagsOf, formatEstimator } from './render-markdown.js';
import type { Report } from './report-schema.js';
import type { TaskTrend, TaskTrends } from './report-trends.js';

const NONE = '—';

/** "flaky on main" is worded apart from the `flaky` flag, which is about this run. */
function trendCell(trend: TaskTrend | undefined): HtmlCell {
  if (trend === undefined) return textCell(NONE, null);
  const title = trend.points
    .map(
      ({ commit, passes, runs }) =>
        `${commit.slice(0, 7)}: ${runs === 0 ? 'not run' : `${passes}/${runs} passed`}`,
    )
    .join('\n');
  // The newlines as a character reference: tooltips break lines there, and each row stays one line.
  const titleHtml = escapeHtml(title).replaceAll('\n', '&#10;');
  const flaky =
    trend.flaky === undefined
      ? ''
      : ` <span class="flag">flaky on main</span> <span class="muted">${escapeLine(trend.flaky)}</span>`;
  return {
    html: `<code title="${titleHtml}">${escapeLine(trend.sparkline)}</code> <span class="muted">(${plural(trend.points.length, 'evaluation')})</span>${flaky}`,
    sort: `${trend.flaky === undefined ? 'stable' : 'flaky'} ${trend.sparkline}`,
  };
}

export function renderTaskSection(report: Report, hasRuns: boolean, trends?: TaskTrends): string {
  const { k } = report.conditions;
  const isReplay = report.conditions.mode === 'replay';
  const showTrends = report.tasks.some((task) => trends?.has(task.taskId) === true);
  const rows: HtmlRow[] = report.tasks.map((task) => ({
    attributes: `data-task-id="${escapeHtml(task.taskId)}"`,
    cells: [
      taskNameCell(task),
      textCell(`${task.counts.pass} / ${task.counts.observed}`, task.counts.pass),
      textCell(
        task.successRate === null ? `${NONE} (nothing judged)` : formatPercent(task.successRate),
        task.successRate,
      ),
      textCell(
        task.interval === null ? NONE : formatInterval(task.interval),
        task.interval?.low ?? null,
      ),
      textCell(
        task.boundedInterval === null ? NONE : formatInterval(task.boundedInterval),
        task.boundedInterval?.low ?? null,
      ),
      textCell(formatEstimator(task.passAtK, task.counts.observed, k), task.passAtK),
      textCell(formatEstimator(task.passHatK, task.counts.observed, k), task.passHatK),
      {
        html: flagsOf(task)
          .map((flag) => `<span class="flag">${flag}</span>`)
          .join(''),
        sort: flagsOf(task).join(', '),
      },
      textCell(String(task.counts.error), task.counts.error),
      textCell(String(task.counts.missing), task.counts.missing),
      ...(showTrends ? [trendCell(trends?.get(task.taskId))] : []),
    ],
  }));
  const table = renderHtmlTable({
    caption: `One row per task. Rates are passes over judged runs${isReplay ? ' (replay: no interval)' : ', with 95 % Wilson intervals; the bounded interval counts each missing run as a failure and as a pass'}.${showTrends ? ' The trend is the pass rate over the last evaluations of the default branch, one bar per commit (· where the task did not run).' : ''}`,
    sortable: true,
    attributes: 'id="tasks-table"',
    columns: [
      { label: 'task', key: 'task' },
      { label: 'pass / judged', numeric: true, key: 'pass' },
      { label: 'success rate', numeric: true, key: 'rate' },
      { label: '95 % interval', numeric: true, key: 'interval' },
      { label: 'bounded interval', numeric: true, key: 'bounded' },
      { label: `pass@${k}`, numeric: true, key: 'pass-at-k' },
      { label: `pass^${k}`, numeric: true, key: 'pass-hat-k' },
      { label: 'flags', key: 'flags' },
      { label: 'errors', numeric: true, key: 'errors' },
      { label: 'missing', numeric: true, key: 'missing' },
      ...(showTrends ? [{ label: 'trend on main', key: 'trend' }] : []),
    ],
    rows,
  });
  const empty = report.tasks.length === 0 ? '<p>No tasks.</p>' : table;
  const runs = hasRuns
    ? '\n<p>Why a run failed, and what the agent did: each run with its transcript is under <a href="#runs">Runs</a>.</p>'
    : '';
  return renderSection('tasks', 'Tasks', [`${empty}${runs}`]);
}

export function renderPlotSection(report: Report): string {
  if (report.tasks.length === 0) return '';
  const plots = report.tasks.map((task, index) =>
    renderIntervalPlot({
      id: `plot-${index + 1}`,
      caption: task.title === undefined ? task.taskId : `${task.taskId} (${task.title})`,
      attributes: `data-task-id="${escapeHtml(task.taskId)}"`,
      rows: [
        {
          side: 'candidate',
          label: 'runs',
          pass: task.counts.pass,
          observed: task.counts.observed,
          rate: task.successRate,
          interval: task.interval,
          boundedInterval: task.boundedInterval,
          absent: task.successRate === null ? 'nothing judged' : 'replay: no interval',
        },
      ],
      ...(flagsOf(task).length === 0 ? {} : { note: flagsOf(task).join(', ') }),
    }),
  );
  return renderSection('plots', 'Intervals', [
    '<p class="muted">Per task: the bar spans the 95 % Wilson interval, the dot is the observed rate, and a thin line behind the bar shows the bounded interval when missing runs widen it.</p>',
    `<div class="plots">${plots.join('\n')}</div>`,
  ]);
}
