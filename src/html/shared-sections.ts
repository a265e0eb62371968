/** Sections both HTML reports show the same way: the measurement conditions and the notes. */
import { formatK } from '../text/format.js';
import type { ReportConditions } from '../run-dir/conditions-file.js';
import { describeSandbox } from '../sandbox/sandbox.js';
import { escapeLine } from './escape-html.js';
import { renderFacts } from './html-table.js';
import { renderSection } from './page-shell.js';

export function conditionsFacts(
  runId: string,
  conditions: ReportConditions,
): Array<[string, string]> {
  const facts: Array<[string, string]> = [
    ['run id', escapeLine(runId)],
    ['suite id', escapeLine(conditions.suiteId)],
    ['suite version', escapeLine(conditions.suiteVersion)],
    ['harness version', escapeLine(conditions.harnessVersion)],
    ['config hash', `<code>${escapeLine(conditions.configHash)}</code>`],
    ['provider', escapeLine(conditions.provider)],
    ['model', escapeLine(conditions.model)],
    ['mode', escapeLine(conditions.mode)],
    ['k', formatK(conditions)],
    ['seed', `${conditions.seed} <span class="muted">(orders runs only)</span>`],
  ];
  if (conditions.concurrency !== undefined) {
    facts.push(['concurrency', String(conditions.concurrency)]);
  }
  if (conditions.shard !== undefined) facts.push(['shard', escapeLine(conditions.shard)]);
  if (conditions.tasks !== undefined) {
    facts.push(['tasks selected', conditions.tasks.map(escapeLine).join(', ')]);
  }
  if (conditions.compaction !== undefined) {
    facts.push(['compaction', `<code>${escapeLine(JSON.stringify(conditions.compaction))}</code>`]);
  }
  if (conditions.sandbox !== undefined) {
    facts.push(['sandbox', escapeLine(describeSandbox(conditions.sandbox))]);
  }
  return facts;
}

export function renderConditions(
  summary: string,
  sides: ReadonlyArray<{ heading?: string; runId: string; conditions: ReportConditions }>,
): string {
  return renderSection('conditions', 'Conditions', [
    '<details>',
    `<summary>${summary}</summary>`,
    ...sides.map(
      ({ heading, runId, conditions }) =>
        `${heading === undefined ? '' : `<h3>${heading}</h3>`}${renderFacts(conditionsFacts(runId, conditions))}`,
    ),
    '</details>',
  ]);
}

export function renderNotes(notes: readonly string[]): string {
  if (notes.length === 0) return '';
  return renderSection('notes', 'Notes', [
    `<ul>${notes.map((note) => `<li>${escapeLine(note)}</li>`).join('')}</ul>`,
  ]);
}
