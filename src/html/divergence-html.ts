/**
 * The divergences of a replay, as both HTML reports show them: per task, call and field, the
 * diagnosis and a small line diff of what was recorded against what the harness sent (excerpts
 * are short windows around the first difference, so a longest-common-subsequence diff of their
 * lines is cheap and says where the harness added, dropped or changed a line).
 */
import type { DivergenceExcerpt } from '../report/divergences.js';
import { plural } from '../report/markdown-text.js';
import { escapeBlock, escapeHtml, escapeLine } from './escape-html.js';

export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Lines beyond this per side are not diffed (an excerpt is a window, not a file). */
const MAX_DIFF_LINES = 200;

/** An empty excerpt has no lines (not one empty line): a call that was not sent has nothing. */
function linesOf(text: string): string[] {
  if (text === '') return [];
  return text.replace(/\r\n?/g, '\n').split('\n').slice(0, MAX_DIFF_LINES);
}

/** The lines of `recorded` and `actual`: kept, removed (recorded only) and added (sent only). */
export function diffLines(recorded: string, actual: string): DiffLine[] {
  const a = linesOf(recorded);
  const b = linesOf(actual);
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () =>
    new Array<number>(b.length + 1).fill(0),
  );
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = lengths[i] as number[];
      const below = lengths[i + 1] as number[];
      row[j] =
        a[i] === b[j]
          ? (below[j + 1] as number) + 1
          : Math.max(below[j] as number, row[j + 1] as number);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i] as string });
      i += 1;
      j += 1;
    } else if (
      j >= b.length ||
      (i < a.length &&
        ((lengths[i + 1] as number[])[j] as number) >= ((lengths[i] as number[])[j + 1] as number))
    ) {
      lines.push({ kind: 'removed', text: a[i] as string });
      i += 1;
    } else {
      lines.push({ kind: 'added', text: b[j] as string });
      j += 1;
    }
  }
  return lines;
}

const DIFF_SIGNS = { same: ' ', removed: '-', added: '+' } as const;

function renderDiff(recorded: string | undefined, actual: string | undefined): string {
  if (recorded === undefined && actual === undefined) return '';
  const lines = diffLines(recorded ?? '', actual ?? '');
  const body = lines
    .map((line) => {
      const text = `${DIFF_SIGNS[line.kind]} ${escapeBlock(line.text)}`;
      return line.kind === 'same'
        ? `<span>${text}</span>`
        : line.kind === 'removed'
          ? `<del>${text}</del>`
          : `<ins>${text}</ins>`;
    })
    .join('');
  return [
    '<p class="muted"><code>-</code> recorded, <code>+</code> sent by the harness now:</p>',
    `<pre class="diff" aria-label="recorded against sent">${body}</pre>`,
  ].join('\n');
}

function renderExcerpt(excerpt: DivergenceExcerpt): string {
  const runs = plural(excerpt.runs, 'run');
  return [
    `<div class="divergence" data-task-id="${escapeHtml(excerpt.taskId)}">`,
    `<h3><code>${escapeLine(excerpt.taskId)}</code> — call ${excerpt.call}, field <code>${escapeLine(excerpt.field)}</code></h3>`,
    `<p class="muted">First seen in repetition ${excerpt.repetition}; ${runs} diverged this way.</p>`,
    `<p>${escapeLine(excerpt.message)}</p>`,
    renderDiff(excerpt.recorded, excerpt.actual),
    '</div>',
  ].join('\n');
}

/**
 * The Divergences section, or '' when there are none. `intro` says which runs these are (the
 * report's, or the candidate's in a comparison).
 */
export function renderDivergenceSection(
  excerpts: readonly DivergenceExcerpt[],
  intro: string,
): string {
  if (excerpts.length === 0) return '';
  return [
    '<section id="divergences" aria-labelledby="divergences-title">',
    '<h2 id="divergences-title">Divergences</h2>',
    `<p>${escapeHtml(intro)} If the change was intended, record these tasks' cassettes again (<code>verdict record</code>).</p>`,
    ...excerpts.map(renderExcerpt),
    '</section>',
  ].join('\n');
}
