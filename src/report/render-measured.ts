/**
 * The Measured and Estimated sections of `report.md`. They are separate tables on purpose: measured
 * figures are what the provider and the clock reported, estimated ones are our arithmetic on the
 * user's prices, and adding them would pass an estimate off as a measurement (SPEC, guiding
 * principle). A figure that was not reported reads "not reported", never 0.
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

export function renderMeasuredSection(report: Report): string {
  const rows = [
    ...report.tasks.map((task) => measuredRow(escapeMarkdown(task.taskId), task.measured)),
    measuredRow('**all tasks**', report.measured),
  ];
  const table = renderTable(
    [
      'task',
      'judged',
      'input tokens',
      'output tokens',
      'cached input',
      'wall time (median)',
      'wall time (variance)',
      'tokens per pass',
      'wall time per pass',
    ],
    rows,
    ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
  return [
    '## Measured',
    'Provider-reported usage of the main loop (compaction calls excluded) and wall time, over ' +
      'judged runs; errored runs are left out. Per-pass figures divide the spend of all judged ' +
      'runs, failures included, by the passes. Nothing here is estimated.',
    table,
    ...renderOmissions(report),
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

function measuredRow(label: string, measured: MeasuredSummary): string[] {
  const { tokens, wallMs, cachedInput } = measured;
  // Nothing judged: there is nothing that could have been reported, so "not reported" would mislead.
  if (measured.runsJudged === 0) return [label, '0', ...Array.from({ length: 7 }, () => NONE)];
  return [
    label,
    String(measured.runsJudged),
    tokens === undefined ? NOT_REPORTED : formatCount(tokens.input),
    tokens === undefined ? NOT_REPORTED : formatCount(tokens.output),
    cachedInput === undefined
      ? NOT_REPORTED
      : `${cachedInput.ratio === null ? NONE : formatPercent(cachedInput.ratio)} ` +
        `(${cachedInput.runsReporting} of ${plural(cachedInput.runsJudged, 'run')})`,
    wallMs.median === null ? NONE : formatSeconds(wallMs.median),
    wallMs.variance === null ? NONE : formatSecondsSquared(wallMs.variance),
    formatPerPass(measured.tokensPerSuccess, formatCount),
    formatPerPass(measured.wallMsPerSuccess, formatSeconds),
  ];
}

/** `undefined` is "not reported"; `null` is "no pass to divide by". */
function formatPerPass(value: number | null | undefined, format: (value: number) => string) {
  if (value === undefined) return NOT_REPORTED;
  return value === null ? `${NONE} (no pass)` : format(value);
}

/** Why token figures are missing, where the reason says more than the table. */
function renderOmissions(report: Report): string[] {
  const reasons = [
    ...report.tasks.map((task) => [escapeMarkdown(task.taskId), task.measured] as const),
    ['all tasks', report.measured] as const,
  ].flatMap(([label, measured]) =>
    measured.tokensOmitted === undefined || measured.runsJudged === 0
      ? []
      : [`- ${label}: ${escapeMarkdown(measured.tokensOmitted)}.`],
  );
  return reasons.length === 0 ? [] : [`Tokens not reported:\n\n${reasons.join('\n')}`];
}
