/**
 * Small pieces of Markdown shared by the report renderers: escaping untrusted text, tables, and the
 * way numbers and counts are written (the one home of the formatters: reports, comparisons, the PR
 * comment and the verdicts' reasons all write a rate, a difference or a count the same way).
 * Reports end up in PR comments, so any text that came from a task or a run (titles, error
 * messages, kinds, ids) is escaped before it is placed in Markdown.
 */
import type { Interval } from '../stats/wilson.js';
import type { ReasonKind } from './failure-reasons.js';

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
 * Makes untrusted text inert inline Markdown on one line: no table breaks (`|`, newlines), no code
 * spans, emphasis or links, no HTML, no @-mentions or issue references. One pass per character
 * class, so an inserted entity is never escaped again.
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
 * Untrusted text as one inline code span, shown as it is: inside a code span nothing is a mention,
 * an issue reference, HTML, emphasis or a link. The fence is one backtick longer than the longest
 * run of backticks in the text, so no part of it can close the span early, and the text is padded
 * with a space where it starts or ends with a backtick or a space (CommonMark strips one each
 * side). Control characters and line breaks become spaces, so the span stays on one line; cut to
 * `max` characters. Not for table cells: GitHub still splits a row at a `|` inside a code span.
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

/** One decimal, as SPEC §5 writes rates: `23.1 %`. */
export function formatPercent(value: number): string {
  return `${(value * 100).toFixed(1)} %`;
}

export function formatInterval(interval: Interval): string {
  return `[${formatPercent(interval.low)}, ${formatPercent(interval.high)}]`;
}

/** Narrower than `formatInterval`, for a table cell: `23.1–88.2 %`. */
export function formatIntervalRange(interval: Interval): string {
  return `${(interval.low * 100).toFixed(1)}–${(interval.high * 100).toFixed(1)} %`;
}

/** A difference with its sign (`+`, `−`, or `±` for none), the magnitude written by `format`. */
export function formatSigned(difference: number, format: (value: number) => string): string {
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  return `${sign}${format(Math.abs(difference))}`;
}

/** A difference of rates, in percentage points: `+40.0 pp`. */
export function formatPoints(difference: number): string {
  return formatSigned(difference, (value) => `${(value * 100).toFixed(1)} pp`);
}

/** An interval of differences of rates: `[−28.6 pp, +11.4 pp]`. */
export function formatPointsInterval(interval: Interval): string {
  return `[${formatPoints(interval.low)}, ${formatPoints(interval.high)}]`;
}

/** Rounded, with thousands separators that do not depend on the machine's locale. */
/**
 * An integer with its thousands grouped (`12,345`), as `en-US` writes them but without
 * `toLocaleString`, whose first call loads the locale data: some 15 ms of an invocation.
 */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Wall time variance in s², the unit of the median squared. */
export function formatSecondsSquared(msSquared: number): string {
  return `${(msSquared / 1_000_000).toFixed(2)} s²`;
}

export function formatUsd(value: number): string {
  return `$${value.toFixed(4)}`;
}

/** `1 run`, `3 runs`: the count and its noun. */
/** The k a side ran with: `5`, or with `--k auto` `auto (3–20)` (min-k–max-k). */
export function formatK(conditions: {
  k: number;
  adaptive?: { minK: number; maxK: number } | undefined;
}): string {
  const { adaptive } = conditions;
  return adaptive === undefined ? String(conditions.k) : `auto (${adaptive.minK}–${adaptive.maxK})`;
}

export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}

/**
 * The runs of a side that did not pass, of `runs` planned: `3 of 10 failed`, `3 of 10 failed, 1
 * errored`, `1 of 1 diverged`. Failed runs (a verifier failed, a budget ran out) are results;
 * errored ones are infrastructure; diverged ones (replay) left their cassette.
 */
export function describeNotPassed(
  counts: { failed: number; errored: number; diverged?: number },
  runs: number,
): string {
  const parts = (
    [
      [counts.failed, 'failed'],
      [counts.errored, 'errored'],
      [counts.diverged ?? 0, 'diverged'],
    ] as const
  ).filter(([count]) => count > 0);
  return parts
    .map(([count, what], index) => `${count}${index === 0 ? ` of ${runs}` : ''} ${what}`)
    .join(', ');
}

/** How report.md and comparison.md mark a reason that is not a failure (a result). */
export const REASON_PREFIXES: Record<ReasonKind, string> = {
  failed: '',
  errored: 'errored (infrastructure): ',
  diverged: 'diverged from the cassette: ',
};

/**
 * `gpt-x (41 calls), gpt-x-mini (3 calls)`, most called first, each name through `name` (an
 * escape); `none` when no call reached the upstream.
 */
export function describeServedModels(
  served: Record<string, number>,
  name: (model: string) => string = (model) => model,
): string {
  const models = Object.entries(served).sort(([, a], [, b]) => b - a);
  if (models.length === 0) return 'none';
  return models.map(([model, calls]) => `${name(model)} (${plural(calls, 'call')})`).join(', ');
}

/** `a, b and c`; long lists end with `and N more` so a warning stays one line. */
export function listItems(items: readonly string[], max = 10): string {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1] ?? ''}`;
}
