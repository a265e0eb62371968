/**
 * `report.md`. The measurement conditions come first (a number without them is an anecdote), and
 * low power is warned about before the numbers it qualifies.
 */
import type { ReportConditions } from '../run-dir/conditions-file.js';
import { describeSandbox } from '../sandbox/sandbox.js';
import { MIN_JUDGED_RUNS } from '../stats/counts.js';
import {
  describeNotPassed,
  describeServedModels,
  formatInterval,
  formatPercent,
  listItems,
  plural,
} from '../text/format.js';
import { escapeMarkdown, renderTable, truncateText } from '../text/markdown.js';
import { kindOfReason, REASON_PREFIXES } from './failure-reasons.js';
import { renderEstimatedSection, renderMeasuredSection } from './render-measured.js';
import type { Report, ReportSummary, RunState, TaskReport } from './report-schema.js';

/** A config hash is for matching, not reading: 12 hex digits tell two configurations apart. */
const SHORT_HASH_LENGTH = 12;
const MAX_MESSAGE_LENGTH = 160;
const NONE = '—';

export const REPORT_FOOTNOTE =
  'Limits: success rates are passes over judged runs, with 95 % Wilson intervals ' +
  '(z = 1.959964): a conservative filter, not a significance test. Repetitions are assumed ' +
  'independent, and the summary pools every task as if their runs were alike. Errored runs are ' +
  'excluded from every rate but counted as missing; the bounded interval counts each missing run ' +
  'as a failure (low end) and as a pass (high end).';

export const REPLAY_FOOTNOTE =
  'Limits: replay reports what the harness did with recorded model responses. It is deterministic, ' +
  'so it carries no interval, and it says nothing about the model. Errored runs (divergences ' +
  'included) are excluded from the rate but counted as missing.';

export function renderReportMarkdown(report: Report): string {
  const sections = [
    renderHeader(report),
    renderLowPowerWarning(report),
    renderTaskSection(report),
    renderSummarySection(report),
    renderDivergenceSection(report),
    renderFailureReasons(report),
    renderMeasuredSection(report),
    renderEstimatedSection(report),
    renderErrorSection(report),
    renderNotesSection(report),
    `---\n\n_${report.conditions.mode === 'replay' ? REPLAY_FOOTNOTE : REPORT_FOOTNOTE}_`,
  ];
  return `${sections.filter((section) => section !== '').join('\n\n')}\n`;
}

function renderHeader(report: Report): string {
  const { conditions } = report;
  const isReplay = conditions.mode === 'replay';
  const suite = `${escapeMarkdown(conditions.suiteId)}@${escapeMarkdown(conditions.suiteVersion)}`;
  const title = `# Verdict report${isReplay ? ' — REPLAY' : ''}: ${suite}`;
  const table = renderTable(
    ['suite', 'harness', 'config hash', 'provider', 'model', 'mode', 'k', 'seed'],
    [
      [
        suite,
        escapeMarkdown(conditions.harnessVersion),
        escapeMarkdown(conditions.configHash.slice(0, SHORT_HASH_LENGTH)),
        escapeMarkdown(conditions.provider),
        escapeMarkdown(conditions.model),
        isReplay ? '**replay**' : conditions.mode,
        String(conditions.k),
        String(conditions.seed),
      ],
    ],
  );
  const details = [
    `run id ${escapeMarkdown(report.runId)}`,
    `state **${report.state}**`,
    ...(conditions.concurrency === undefined ? [] : [`concurrency ${conditions.concurrency}`]),
    ...(conditions.shard === undefined ? [] : [`shard ${escapeMarkdown(conditions.shard)}`]),
    ...(conditions.tasks === undefined
      ? []
      : [`tasks selected: ${listItems(conditions.tasks.map(escapeMarkdown))}`]),
  ].join(' · ');
  const banner = isReplay
    ? '> **Replay.** This report measures the harness (runner, tools, compaction, permissions) ' +
      'against recorded model responses — **not the model**. No intervals are computed.'
    : '';
  return [title, banner, table, details, renderSandboxLine(conditions)]
    .filter((part) => part !== '')
    .join('\n\n');
}

/** Runs without a sandbox are a warning, since they were exposed. */
export function renderSandboxLine(conditions: ReportConditions): string {
  const line = describeSandbox(conditions.sandbox);
  const sentence = `${escapeMarkdown(line.charAt(0).toUpperCase() + line.slice(1))}.`;
  return conditions.sandbox?.backend === 'none' ? `> **${sentence}**` : sentence;
}

function renderLowPowerWarning(report: Report): string {
  const tasks = report.tasks
    .filter((task) => task.lowPower)
    .map((task) => escapeMarkdown(task.taskId));
  if (tasks.length === 0 && !report.summary.lowPower) return '';
  const where = [
    ...(tasks.length === 0 ? [] : [`${tasks.length === 1 ? 'task' : 'tasks'} ${listItems(tasks)}`]),
    ...(report.summary.lowPower ? ['the summary'] : []),
  ].join(' and in ');
  return (
    `> **Low power**: fewer than ${MIN_JUDGED_RUNS} judged runs in ${where}. The intervals are ` +
    'wide and no direction can be claimed from them; more repetitions are needed.'
  );
}

function renderTaskSection(report: Report): string {
  const isReplay = report.conditions.mode === 'replay';
  const showBounded = !isReplay && report.summary.counts.missing > 0;
  const k = report.conditions.k;
  const head = [
    'task',
    'pass / judged',
    isReplay ? 'success rate' : 'success rate [95 % Wilson]',
    ...(showBounded ? ['bounded with missing runs'] : []),
    `pass@${k}`,
    `pass^${k}`,
    'flags',
    'errors',
    'missing',
  ];
  const rows = report.tasks.map((task) => [
    describeTask(task),
    `${task.counts.pass} / ${task.counts.observed}`,
    formatRate(task.successRate, task.interval),
    ...(showBounded ? [formatBounded(task.boundedInterval)] : []),
    formatEstimator(task.passAtK, task.counts.observed, k),
    formatEstimator(task.passHatK, task.counts.observed, k),
    describeFlags(task),
    String(task.counts.error),
    String(task.counts.missing),
  ]);
  const align = head.map((_, index) =>
    index === 0 || index === head.length - 3 ? 'left' : 'right',
  );
  return ['## Tasks', renderTable(head, rows, align)].join('\n\n');
}

function describeTask(task: TaskReport): string {
  const id = escapeMarkdown(task.taskId);
  if (task.title === undefined || task.title === '') return id;
  return `${id} (${escapeMarkdown(truncateText(task.title, 60))})`;
}

function formatRate(rate: number | null, interval: TaskReport['interval']): string {
  if (rate === null) return `${NONE} (nothing judged)`;
  return interval === null
    ? formatPercent(rate)
    : `${formatPercent(rate)} ${formatInterval(interval)}`;
}

function formatBounded(interval: TaskReport['boundedInterval']): string {
  return interval === null ? NONE : formatInterval(interval);
}

export function formatEstimator(value: number | null, judged: number, k: number): string {
  return value === null ? `${NONE} (${judged} < ${k} judged)` : formatPercent(value);
}

export function flagsOf(task: TaskReport): string[] {
  return [
    ...(task.flaky ? ['flaky'] : []),
    ...(task.lowPower ? ['low power'] : []),
    ...((task.replay?.diverged ?? 0) > 0 ? ['diverged'] : []),
  ];
}

/** Low power qualifies the numbers; the other flags are news about the task, so they stand out. */
function describeFlags(task: TaskReport): string {
  return flagsOf(task)
    .map((flag) => (flag === 'low power' ? flag : `**${flag}**`))
    .join(', ');
}

export const STATE_MEANINGS: Record<RunState, string> = {
  COMPLETE: 'every planned run was judged',
  PARTIAL: 'some planned runs errored or were not run; rates are over the judged runs',
  CANCELLED: 'the invocation was cancelled; runs in flight were stopped',
  RUN_ERROR: 'nothing could be judged, so no rate is reported',
};

function renderSummarySection(report: Report): string {
  const { summary } = report;
  const { counts } = summary;
  const notRun = counts.missing - counts.error;
  const lines = [
    `- State: **${report.state}** — ${STATE_MEANINGS[report.state]}.`,
    `- Runs: ${counts.total} planned, ${counts.observed} judged (${counts.pass} pass, ` +
      `${counts.fail} fail, ${counts.budgetExceeded} budget exceeded), ${counts.error} errored, ` +
      `${notRun} not run.`,
    `- Success rate: ${describeSummaryRate(summary)}`,
    `- Tasks passing every planned run: ${summary.tasksPassedAll} of ${summary.tasks}; ` +
      `flaky: ${summary.flakyTasks}.`,
    `- Retries: ${plural(summary.retries.upstream, 'upstream retry', 'upstream retries')}, ` +
      `${plural(summary.retries.run, 'run retry', 'run retries')} (after an agent's transient error).`,
    ...(summary.upstreamModels === undefined
      ? []
      : [
          `- Models served by the upstream: ${describeServedModels(summary.upstreamModels, escapeMarkdown)}.`,
        ]),
  ];
  return ['## Summary', lines.join('\n')].join('\n\n');
}

function describeSummaryRate(summary: ReportSummary): string {
  if (summary.successRate === null) return `${NONE} (nothing judged).`;
  const rate = formatPercent(summary.successRate);
  if (summary.interval === null) return `${rate} (replay: no interval).`;
  const bounded =
    summary.counts.missing > 0 && summary.boundedInterval !== null
      ? `; with the ${plural(summary.counts.missing, 'missing run')} counted either way ` +
        formatInterval(summary.boundedInterval)
      : '';
  return `${rate} ${formatInterval(summary.interval)} (95 % Wilson)${bounded}.`;
}

function renderDivergenceSection(report: Report): string {
  const rows = report.tasks.flatMap((task) =>
    (task.replay?.divergences ?? []).map((divergence) => [
      escapeMarkdown(task.taskId),
      String(divergence.repetition),
      String(divergence.call),
      escapeMarkdown(divergence.field),
      escapeMarkdown(truncateText(divergence.message, MAX_MESSAGE_LENGTH)),
    ]),
  );
  if (rows.length === 0) return '';
  return [
    '## Divergences',
    'The harness asked something different from the recording: these runs are errors, not results.',
    renderTable(['task', 'repetition', 'call', 'field', 'first difference'], rows, [
      'left',
      'right',
      'right',
    ]),
  ].join('\n\n');
}

function renderFailureReasons(report: Report): string {
  const lines = report.tasks.flatMap((task) => {
    const grouped = task.failureReasons;
    const { fail, budgetExceeded, error, total } = task.counts;
    const failed = fail + budgetExceeded;
    if (grouped === undefined || failed + error === 0) return [];
    const diverged = Math.min(error, task.replay?.diverged ?? 0);
    const counts = { failed, errored: error - diverged, diverged };
    return [
      `- ${describeTask(task)}: ${describeNotPassed(counts, total)}`,
      ...grouped.listed.map(
        (group) =>
          `  - ${REASON_PREFIXES[kindOfReason(group)]}` +
          `${group.reason === undefined ? 'no reason recorded' : escapeMarkdown(group.reason)} ` +
          `(${plural(group.runs, 'run')})`,
      ),
      ...(grouped.unlisted === undefined
        ? []
        : [
            `  - … and ${plural(grouped.unlisted.reasons, 'more reason')} ` +
              `(${plural(grouped.unlisted.runs, 'run')}) in runs.jsonl`,
          ]),
    ];
  });
  if (lines.length === 0) return '';
  return [
    '## Why runs failed',
    'Why runs did not pass, per task: identical reasons counted together. Failed runs are ' +
      'results; errored runs (infrastructure) and diverged runs (replay: the harness left its ' +
      'cassette) are not, and are excluded from every rate.',
    lines.join('\n'),
  ].join('\n\n');
}

function renderErrorSection(report: Report): string {
  const { errors, incidents } = report.summary;
  return [
    '## Errors and incidents',
    'Errors are infrastructure failures, not results: excluded from every rate and counted as missing.',
    renderKindTable('error', errors, 'No errors.'),
    renderKindTable('incident', incidents, 'No incidents.'),
    ...(report.summary.secretsRedacted === undefined
      ? []
      : [
          `**${plural(report.summary.secretsRedacted, 'secret')} redacted** from what the agent or the model produced (\`<redacted:RULE>\` in runs.jsonl and every output); see the notes.`,
        ]),
  ].join('\n\n');
}

function renderKindTable(label: string, tally: Record<string, number>, empty: string): string {
  const rows = Object.entries(tally).map(([kind, count]) => [escapeMarkdown(kind), String(count)]);
  return rows.length === 0 ? empty : renderTable([label, 'count'], rows, ['left', 'right']);
}

function renderNotesSection(report: Report): string {
  if (report.notes.length === 0) return '';
  return `## Notes\n\n${report.notes.map((note) => `- ${escapeMarkdown(note)}`).join('\n')}`;
}
