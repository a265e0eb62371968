/**
 * Replay's harness changes in the comment: per task, call and field a folded diff of recorded
 * against sent, then the command that records the cassettes again. Everything from the runs is
 * escaped, or inside a fence no line of it can close.
 */
import type { ComparisonView } from '../compare/comparison-view.js';
import { excerptLines, type ChangeExcerpt } from '../provider/divergence-excerpt.js';
import { plural } from '../text/format.js';
import { truncateText } from '../text/markdown.js';
import type { Divergence, SuiteOutcome } from './comment-model.js';
import { escapeMarkdownText } from './escape-markdown.js';

const MAX_ID_CHARS = 100;
const MAX_LINE_CHARS = 300;

/** Divergences shown with their excerpts; the others of the suite get one line each. */
const MAX_DIVERGENCE_DIFFS = 5;
/** A diff block's bounds, whatever the payload's excerpt holds. */
const MAX_DIFF_CHARS = 3_000;
const MAX_DIFF_LINES = 40;

/** The suite's harness change, when any of its tasks diverged: one paragraph, bounded. */
export function describeHarnessChange(suite: SuiteOutcome, comparison: ComparisonView): string[] {
  const diverged = comparison.rows.filter((row) => row.verdict === 'diverged');
  if (diverged.length === 0) return [];
  const divergences = suite.divergences ?? [];
  const lead =
    `**Harness change:** ${plural(diverged.length, 'task')} diverged from ${diverged.length === 1 ? 'its cassette' : 'their cassettes'}: ` +
    'the harness now sends the model something other than what was recorded (this is not an infrastructure problem).';
  const parts = [lead];
  const folds = divergences.map((divergence, index) =>
    index < MAX_DIVERGENCE_DIFFS
      ? renderDivergence(divergence)
      : `- ${describeDivergence(divergence)}`,
  );
  if (folds.length > 0) parts.push(folds.join('\n\n'));
  else {
    parts.push(
      diverged
        .slice(0, MAX_DIVERGENCE_DIFFS)
        .map(
          (row) =>
            `- ${escapeMarkdownText(row.taskId, MAX_ID_CHARS)}: ${escapeMarkdownText(row.reason, MAX_LINE_CHARS)}`,
        )
        .join('\n'),
    );
  }
  const more = suite.moreDivergences ?? 0;
  if (more > 0) parts.push(`… and ${plural(more, 'more divergence')} in the full report.`);
  if (suite.reRecord !== undefined && suite.reRecord.trim() !== '') {
    parts.push(
      `If the change was intended, record the cassettes again and commit them:\n\n${codeBlock(suite.reRecord, 'sh')}`,
    );
  } else {
    parts.push(
      "If the change was intended, record these tasks' cassettes again (`npx verdict record SUITE_DIR --tasks …`) and commit them.",
    );
  }
  return [parts.join('\n\n')];
}

/** `rename-symbol — call 2, messages[3].content (1 of 1 runs)`, escaped. */
function describeDivergence(divergence: Divergence): string {
  const where =
    divergence.field === '(call)'
      ? 'a missing or extra call'
      : escapeMarkdownText(divergence.field, 120);
  return `${escapeMarkdownText(divergence.taskId, MAX_ID_CHARS)} — call ${divergence.call}, ${where} (${plural(divergence.runs, 'run')} diverged here)`;
}

function renderDivergence(divergence: Divergence): string {
  const { excerpt } = divergence;
  const diff =
    excerpt === undefined || excerpt.hunks.length === 0
      ? escapeMarkdownText(divergence.message, MAX_LINE_CHARS)
      : `${describeExcerpt(divergence.field, excerpt)}\n\n${codeBlock(renderExcerptDiff(excerpt), 'diff')}`;
  return `<details><summary>${describeDivergence(divergence)}</summary>\n\n${diff}\n\n</details>`;
}

/** The legend above a diff, escaped: what the signs and the marks mean, and which value it shows. */
function describeExcerpt(field: string, excerpt: ChangeExcerpt): string {
  const where =
    excerpt.path === field ? '' : ` (in ${escapeMarkdownText(excerpt.path, MAX_LINE_CHARS)})`;
  const aligned = excerpt.unaligned
    ? ': the two differ in too many places to be aligned, so each is shown from its start'
    : ', the changed words marked `[-…-]` and `{+…+}`';
  return `\`-\` recorded, \`+\` sent by the harness now${where}${aligned}:`;
}

/** The excerpt as a `diff` block: changed words marked, control characters visible, bounded. */
function renderExcerptDiff(excerpt: ChangeExcerpt): string {
  const marks = { '-': ['[-', '-]'], '+': ['{+', '+}'] } as const;
  const lines: string[] = [];
  excerpt.hunks.forEach((hunk, index) => {
    if (index > 0) lines.push('  ⋯');
    for (const { sign, runs } of excerptLines(hunk)) {
      const [open, close] = marks[sign];
      const text = runs
        .map((run) =>
          run.changed ? `${open}${visibleText(run.text)}${close}` : visibleText(run.text),
        )
        .join('');
      lines.push(`${sign} ${text}`);
    }
  });
  const more = excerpt.moreChanges ?? 0;
  if (more > 0) lines.push(`  … and ${plural(more, 'more change')}`);
  const kept: string[] = [];
  let chars = 0;
  for (const line of lines) {
    if (kept.length === MAX_DIFF_LINES || chars >= MAX_DIFF_CHARS) {
      kept.push(`  … ${plural(lines.length - kept.length, 'more line')}`);
      break;
    }
    const shown = truncateText(line, MAX_DIFF_CHARS - chars);
    kept.push(shown);
    chars += shown.length + 1;
  }
  return kept.join('\n');
}

/** Control characters (other than tab) as `�`: inside a code block they would still do harm. */
function visibleText(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return text.replace(/[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/g, '�');
}

/** A fenced code block whose fence no line of `text` can close: untrusted text shown as it is. */
export function codeBlock(text: string, language = ''): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${text}\n${fence}`;
}
