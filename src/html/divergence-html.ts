/**
 * A replay's divergences in both HTML reports: per task, call and field, the excerpt the terminal
 * and the PR comment show too, removed words in `<del>`, added ones in `<ins>`.
 */
import { excerptLines, type ChangeExcerpt } from '../provider/divergence-excerpt.js';
import type { DivergenceExcerpt } from '../run-dir/divergences.js';
import { plural } from '../text/format.js';
import { escapeBlock, escapeHtml, escapeLine } from './escape-html.js';
import { renderSection } from './page-shell.js';

const SIDES = { '-': ['removed', 'del'], '+': ['added', 'ins'] } as const;

function renderDiff(field: string, excerpt: ChangeExcerpt): string {
  const body = excerpt.hunks
    .map((hunk) =>
      excerptLines(hunk)
        .map(({ sign, runs }) => {
          const [side, tag] = SIDES[sign];
          const text = runs
            .map((run) =>
              run.changed ? `<${tag}>${escapeBlock(run.text)}</${tag}>` : escapeBlock(run.text),
            )
            .join('');
          return `<span class="${side}">${sign} ${text}</span>`;
        })
        .join(''),
    )
    .join('<span class="gap">⋯</span>');
  const more = excerpt.moreChanges ?? 0;
  const tail = more > 0 ? `<span class="gap">… and ${plural(more, 'more change')}</span>` : '';
  const where = excerpt.path === field ? '' : ` (in <code>${escapeLine(excerpt.path)}</code>)`;
  const how = excerpt.unaligned
    ? ': the two differ in too many places to be aligned, so each is shown from its start'
    : ', the removed and the added words marked';
  return [
    `<p class="muted"><code>-</code> recorded, <code>+</code> sent by the harness now${where}${how}:</p>`,
    `<pre class="diff" aria-label="recorded against sent">${body}${tail}</pre>`,
  ].join('\n');
}

function renderExcerpt(excerpt: DivergenceExcerpt): string {
  const runs = plural(excerpt.runs, 'run');
  return [
    `<div class="divergence" data-task-id="${escapeHtml(excerpt.taskId)}">`,
    `<h3><code>${escapeLine(excerpt.taskId)}</code> — call ${excerpt.call}, field <code>${escapeLine(excerpt.field)}</code></h3>`,
    `<p class="muted">First seen in repetition ${excerpt.repetition}; ${runs} diverged this way.</p>`,
    excerpt.excerpt === undefined || excerpt.excerpt.hunks.length === 0
      ? `<p>${escapeLine(excerpt.message)}</p>`
      : renderDiff(excerpt.field, excerpt.excerpt),
    '</div>',
  ].join('\n');
}

/** `intro` says which runs these are (the report's, or the candidate's). */
export function renderDivergenceSection(
  excerpts: readonly DivergenceExcerpt[],
  intro: string,
): string {
  if (excerpts.length === 0) return '';
  return renderSection('divergences', 'Divergences', [
    `<p>${escapeHtml(intro)} If the change was intended, record these tasks' cassettes again (<code>verdict record</code>).</p>`,
    ...excerpts.map(renderExcerpt),
  ]);
}
