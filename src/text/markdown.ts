/**
 * Markdown pieces every renderer shares. Reports end up in PR comments, so any text that came from a
 * task or a run is escaped before it is placed in Markdown.
 */

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  // A zero-width space after `@` keeps `@someone` readable but stops GitHub from notifying them.
  '@': '@&#8203;',
  // `#12` would link (and cross-reference) issue 12 of the repository.
  '#': '&#35;',
};

/**
 * Untrusted text as inert inline Markdown on one line: no table breaks, code, emphasis, links, HTML,
 * mentions or issue references. One pass per character class: an entity is never escaped twice.
 */
export function escapeMarkdown(text: string): string {
  return (
    text
      // Newlines would end a table row; other control characters have no business in a report.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .replace(/[&<>@]|#(?=\d)/g, (char) => ENTITIES[char] ?? char)
      .replace(/[\\`*_[\]|~]/g, '\\$&')
  );
}

/**
 * Untrusted text as one inline code span on one line, cut to `max` characters. The fence is one
 * backtick longer than the longest run inside; padding keeps CommonMark from stripping an edge
 * backtick or space. Not for table cells: GitHub still splits a row at a `|` inside a code span.
 */
export function codeSpan(text: string, max = 100): string {
  const line = truncateText(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, ' '),
    max,
  );
  if (line.trim() === '') return '(blank)';
  const longest = Math.max(0, ...[...line.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const padded = /^[` ]|[` ]$/.test(line) ? ` ${line} ` : line;
  return `${fence}${padded}${fence}`;
}

/** Shortens long text (error messages) to `max` characters, marking the cut. */
export function truncateText(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

export type Align = 'left' | 'right';

/** A GFM table. Cells must already be escaped or be Markdown this module produced. */
export function renderTable(
  head: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  align: readonly Align[] = [],
): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const rule = head.map((_, index) => (align[index] === 'right' ? '---:' : '---'));
  return [line(head), line(rule), ...rows.map(line)].join('\n');
}
