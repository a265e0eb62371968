/** `models.md`: one suite against several models; each column points at its own report. */
import type { Report } from './report-schema.js';
import { escapeMarkdown, renderTable, type Align } from '../text/markdown.js';
import { formatPercent } from '../text/format.js';

export interface ModelReport {
  model: string;
  /** Relative to models.md. */
  dir: string;
  report: Report;
}

function cell(counts: { pass: number; observed: number; missing: number }): string {
  const missing = counts.missing > 0 ? ` (${counts.missing} missing)` : '';
  return `${counts.pass}/${counts.observed}${missing}`;
}

export function renderModelsMarkdown(entries: readonly ModelReport[]): string {
  const first = entries[0]?.report;
  const suite =
    first === undefined
      ? ''
      : `${escapeMarkdown(first.conditions.suiteId)}@${escapeMarkdown(first.conditions.suiteVersion)}`;
  const taskIds = [
    ...new Set(entries.flatMap((entry) => entry.report.tasks.map((task) => task.taskId))),
  ];
  const head = ['Task', ...entries.map((entry) => `\`${escapeMarkdown(entry.model)}\``)];
  const align: Align[] = ['left', ...entries.map((): Align => 'right')];
  const rows = taskIds.map((taskId) => [
    escapeMarkdown(taskId),
    ...entries.map((entry) => {
      const task = entry.report.tasks.find((candidate) => candidate.taskId === taskId);
      return task === undefined ? '—' : cell(task.counts);
    }),
  ]);
  rows.push([
    '**success rate**',
    ...entries.map((entry) => {
      const { successRate, counts } = entry.report.summary;
      return successRate === null
        ? 'n/a (nothing judged)'
        : `**${formatPercent(successRate)}** (${counts.pass}/${counts.observed})`;
    }),
  ]);
  const reports = entries.map(
    (entry) => `- \`${escapeMarkdown(entry.model)}\`: ${escapeMarkdown(entry.dir)}/report.md`,
  );
  const mode = first?.conditions.mode ?? 'live';
  return [
    `# Verdict models: ${suite}`,
    '',
    `Mode ${mode}, k = ${first?.conditions.k ?? 0}, seed ${first?.conditions.seed ?? 0}. Cells are judged runs that passed over judged runs; errored runs are excluded and shown as missing.`,
    ...(mode === 'scripted'
      ? ['', 'Scripted mode: the model is only a label, every column ran the same scripts.']
      : []),
    '',
    renderTable(head, rows, align),
    '',
    'Reports (intervals, pass@k, measured figures):',
    '',
    ...reports,
    '',
    'A side-by-side table is not a verdict: use `verdict compare` on two model directories for one.',
    '',
  ].join('\n');
}
