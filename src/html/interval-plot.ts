/**
 * One task's interval plot, inline SVG: per side a bar over its 95 % Wilson interval, a dot at the
 * observed rate, a line for a wider bounded interval. A plot is never the only place a figure is.
 */
import { formatInterval, formatPercent } from '../text/format.js';
import type { Interval } from '../stats/wilson.js';
import { escapeHtml } from './escape-html.js';

export interface PlotRow {
  /** Its colour; a single report's runs are drawn as `candidate`. */
  side: 'baseline' | 'candidate';
  label: string;
  pass: number;
  observed: number;
  rate: number | null;
  interval: Interval | null;
  boundedInterval: Interval | null;
  /** Why there is no bar. */
  absent?: string;
}

export interface IntervalPlot {
  /** Unique in the page. */
  id: string;
  caption: string;
  rows: readonly PlotRow[];
  note?: string;
  /** Already safe. */
  attributes?: string;
}

// Geometry in px.
const WIDTH = 320;
const LEFT = 78;
const RIGHT = 22;
const ROW_HEIGHT = 22;
const TOP = 6;
const AXIS_SPACE = 20;
const TICKS = [0, 0.25, 0.5, 0.75, 1];

/** Rounded to 0.1 px so that the markup is stable. */
function xOf(rate: number): string {
  const clamped = Math.min(1, Math.max(0, rate));
  return (LEFT + clamped * (WIDTH - LEFT - RIGHT)).toFixed(1);
}

/** `3/5 passed, 60.0 % [23.1 %, 88.2 %]`. */
export function describePlotRow(row: PlotRow): string {
  const counts = `${row.pass}/${row.observed} passed`;
  if (row.rate === null) return `${counts}, ${row.absent ?? 'no rate'}`;
  const interval = row.interval === null ? '' : ` ${formatInterval(row.interval)}`;
  const bounded = sameInterval(row) ? '' : `, bounded ${formatInterval(row.boundedInterval!)}`;
  return `${counts}, ${formatPercent(row.rate)}${interval}${bounded}`;
}

function sameInterval(row: PlotRow): boolean {
  const { interval, boundedInterval } = row;
  if (interval === null || boundedInterval === null) return true;
  return interval.low === boundedInterval.low && interval.high === boundedInterval.high;
}

function renderRow(row: PlotRow, index: number): string {
  const y = TOP + index * ROW_HEIGHT;
  const middle = y + ROW_HEIGHT / 2;
  const parts = [
    `<text class="row-label" x="${LEFT - 6}" y="${middle + 4}" text-anchor="end">${escapeHtml(row.label)}</text>`,
  ];
  if (row.interval === null && row.rate === null) {
    const text = escapeHtml(row.absent ?? 'no rate');
    return `${parts.join('')}<text class="none" x="${LEFT + 4}" y="${middle + 4}">${text}</text>`;
  }
  if (row.boundedInterval !== null && !sameInterval(row)) {
    parts.push(
      `<line class="bounded" x1="${xOf(row.boundedInterval.low)}" x2="${xOf(row.boundedInterval.high)}" y1="${middle}" y2="${middle}"></line>`,
    );
  }
  if (row.interval !== null) {
    const x = xOf(row.interval.low);
    const width = Math.max(2, Number(xOf(row.interval.high)) - Number(x)).toFixed(1);
    parts.push(
      `<rect class="bar-${row.side}" x="${x}" y="${middle - 5}" width="${width}" height="10" rx="2"></rect>`,
    );
  }
  if (row.rate !== null) {
    parts.push(
      `<circle class="point-${row.side}" cx="${xOf(row.rate)}" cy="${middle}" r="5"></circle>`,
    );
  }
  return parts.join('');
}

function renderAxis(rows: number): string {
  const y = TOP + rows * ROW_HEIGHT + 2;
  const ticks = TICKS.map(
    (tick) =>
      `<line class="tick" x1="${xOf(tick)}" x2="${xOf(tick)}" y1="${TOP}" y2="${y + 3}"></line>` +
      `<text class="tick-label" x="${xOf(tick)}" y="${y + 15}" text-anchor="middle">${tick * 100} %</text>`,
  );
  return `<line class="axis" x1="${xOf(0)}" x2="${xOf(1)}" y1="${y}" y2="${y}"></line>${ticks.join('')}`;
}

export function renderIntervalPlot(plot: IntervalPlot): string {
  const height = TOP + plot.rows.length * ROW_HEIGHT + AXIS_SPACE + 4;
  const words = plot.rows.map((row) => `${row.label}: ${describePlotRow(row)}`).join('; ');
  const label = `${plot.caption} — 95 % Wilson intervals on a 0 to 100 % scale. ${words}`;
  const titleId = `${plot.id}-title`;
  const svg = [
    `<svg viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-labelledby="${titleId}" aria-label="${escapeHtml(label)}" xmlns="http://www.w3.org/2000/svg">`,
    `<title id="${titleId}">${escapeHtml(label)}</title>`,
    renderAxis(plot.rows.length),
    ...plot.rows.map(renderRow),
    '</svg>',
  ].join('');
  const numbers = plot.rows
    .map(
      (row) =>
        `<li data-side="${row.side}"><span class="muted">${escapeHtml(row.label)}:</span> ${escapeHtml(describePlotRow(row))}</li>`,
    )
    .join('');
  const note = plot.note === undefined ? '' : `<p class="muted">${escapeHtml(plot.note)}</p>`;
  const attributes = plot.attributes === undefined ? '' : ` ${plot.attributes}`;
  return `<figure class="plot" id="${plot.id}"${attributes}><figcaption>${escapeHtml(plot.caption)}</figcaption>${svg}<ul class="numbers">${numbers}</ul>${note}</figure>`;
}
