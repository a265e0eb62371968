/**
 * The Measured and Estimated sections, kept apart: adding them would pass an estimate off as a
 * measurement (SPEC, guiding principle). A figure that was not reported reads so, never 0.
 */
import type { MeasuredSummary } from '../stats/measured.js';
import { escapeMarkdown, renderTable } from '../text/markdown.js';
import {
  formatCount,
  formatPercent,
  formatSeconds,
  formatSecondsSquared,
  formatUsd,
  plural,
} from '../text/format.js';
import type { Report } from './report-schema.js';

const NOT_REPORTED = 'not reported';
const NONE = '—';

export const MEASURED_COLUMNS = [
  'task',
  'judged',
  'input tokens',
  'output tokens',
  'cached input',
  'wall time (median)',
  'wall time (variance)',
  'tokens per pass',
  'wall time per pass',
];

export const MEASURED_INTRO =
  'Provider-reported usage of the main loop (compaction calls excluded) and wall time, over ' +
  'judged runs; errored runs are left out. Per-pass figures divide the spend of all judged ' +
  'runs, failures included, by the passes. Nothing here is estimated.';

export interface MeasuredCell {
  text: string;
  sort: number | null;
}

export function measuredCells(measured: MeasuredSummary): MeasuredCell[] {
  const { tokens, wallMs, cachedInput } = measured;
  const cell = (text: string, sort: number | null = null): MeasuredCell => ({ text, sort });
  // Nothing judged: there is nothing that could have been reported, so "not reported" would mislead.
  if (measured.runsJudged === 0)
    return [cell('0', 0), ...Array.from({ length: 7 }, () => cell(NONE))];
  const figure = (
    value: number | null | undefined,
    format: (value: number) => string,
    none = NONE,
  ) =>
    value === undefined
      ? cell(NOT_REPORTED)
      : value === null
        ? cell(none)
        : cell(format(value), value);
  return [
    cell(String(measured.runsJudged), measured.runsJudged),
    figure(tokens?.input, formatCount),
    figure(tokens?.output, formatCount),
    cachedInput === undefined
      ? cell(NOT_REPORTED)
      : cell(
          `${cachedInput.ratio === null ? NONE : formatPercent(cachedInput.ratio)} ` +
            `(${cachedInput.runsReporting} of ${plural(cachedInput.runsJudged, 'run')})`,
          cachedInput.ratio,
        ),
    figure(wallMs.median, formatSeconds),
    figure(wallMs.variance, formatSecondsSquared),
    // `undefined` is "not reported"; `null` is "no pass to divide by".
    figure(measured.tokensPerSuccess, formatCount, `${NONE} (no pass)`),
    figure(measured.wallMsPerSuccess, formatSeconds, `${NONE} (no pass)`),
  ];
}

/** Each task's figures, then those of all tasks (no task id): the rows of both Measured tables. */
export function measuredByTask(
  report: Report,
): Array<[taskId: string | undefined, MeasuredSummary]> {
  return [
    ...report.tasks.map((task): [string, MeasuredSummary] => [task.taskId, task.measured]),
    [undefined, report.measured],
  ];
}

/** Why token figures are missing, per task and for all tasks. */
export function tokensNotReported(report: Report): Array<[label: string, reason: string]> {
  return measuredByTask(report).flatMap(([taskId, measured]) =>
    measured.tokensOmitted === undefined || measured.runsJudged === 0
      ? []
      : [[taskId ?? 'all tasks', measured.tokensOmitted] as [string, string]],
  );
}

export function renderMeasuredSection(report: Report): string {
  const rows = measuredByTask(report).map(([taskId, measured]) => [
    taskId === undefined ? '**all tasks**' : escapeMarkdown(taskId),
    ...measuredCells(measured).map((cell) => cell.text),
  ]);
  const table = renderTable(MEASURED_COLUMNS, rows, [
    'left',
    ...MEASURED_COLUMNS.slice(1).map(() => 'right' as const),
  ]);
  const omitted = tokensNotReported(report).map(
    ([label, reason]) => `- ${escapeMarkdown(label)}: ${escapeMarkdown(reason)}.`,
  );
  return [
    '## Measured',
    MEASURED_INTRO,
    table,
    ...(omitted.length === 0 ? [] : [`Tokens not reported:\n\n${omitted.join('\n')}`]),
  ].join('\n\n');
}

export function renderEstimatedSection(report: Report): string {
  const { estimated } = report;
  if (estimated === undefined) {
    const reason =
      report.measured.tokens === undefined
        ? 'tokens were not measured on every judged run, and an estimate from guessed tokens would be a guess of a guess.'
        : 'a cost needs both an input and an output rate (USD per million tokens, `--input-rate` and `--output-rate`).';
    return `## Estimated\n\nNot estimated: ${reason}`;
  }
  const table = renderTable(
    ['input rate', 'output rate', 'estimated cost (all judged runs)'],
    [
      [
        `$${estimated.rates.inputRate} / M tokens`,
        `$${estimated.rates.outputRate} / M tokens`,
        formatUsd(estimated.costUsd),
      ],
    ],
    ['right', 'right', 'right'],
  );
  return [
    '## Estimated',
    'USD from the rates given and the measured tokens above: an estimate, kept apart from the ' +
      'measured figures and never added to them. Cached-input and reasoning-token prices are not ' +
      'modelled.',
    table,
  ].join('\n\n');
}
