/** How every report writes a rate, an interval, a difference or a count; plain text. */

interface Interval {
  low: number;
  high: number;
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

/** `12,345`, without `toLocaleString`, whose first call loads the locale data (some 15 ms). */
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

/** The k a side ran with: `5`, or with `--k auto` `auto (3–20)` (min-k–max-k). */
export function formatK(conditions: {
  k: number;
  adaptive?: { minK: number; maxK: number } | undefined;
}): string {
  const { adaptive } = conditions;
  return adaptive === undefined ? String(conditions.k) : `auto (${adaptive.minK}–${adaptive.maxK})`;
}

/** `1 run`, `3 runs`: the count and its noun. */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count} ${count === 1 ? noun : pluralNoun}`;
}

/** The runs that did not pass, of `runs`: `3 of 10 failed, 1 errored`, `1 of 1 diverged`. */
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

/** `gpt-x (41 calls), gpt-x-mini (3 calls)`, most called first, or `none`; `name` escapes. */
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

/** Plain-text columns two spaces apart, each as wide as its widest cell; the last is not padded. */
export function alignColumns(rows: ReadonlyArray<readonly string[]>): string {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const padded = rows.map((row) =>
    row.map((cell, column) =>
      column === row.length - 1 ? cell : cell.padEnd(widths?.[column] ?? 0),
    ),
  );
  return padded.map((row) => row.join('  ')).join('\n');
}
