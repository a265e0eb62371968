/** Live: base and head as bars on 0–100 % with the numbers as text; characters, never colour. */
import type { ComparisonRow } from '../compare/comparison-view.js';
import type { TaskSide } from '../compare/comparison-schema.js';
import { formatIntervalRange, formatPercent } from '../text/format.js';

/** Cells of an interval strip: 40 cells of 2.5 % each over 0–100 %. */
const STRIP_CELLS = 40;
const STRIP_LABEL_CHARS = 24;
/** The scale above every strip fold, aligned with the cells. */
export const STRIP_SCALE = `${' '.repeat(STRIP_LABEL_CHARS + 8)}0 %${' '.repeat(17)}50 %${' '.repeat(11)}100 %`;
export const STRIP_LEGEND =
  '▓ base interval · ▒ head interval · ░ outside · │ observed rate (95 % Wilson intervals, 0–100 %)';

/** Live: the strip of one task, base above head; undefined when neither side has an interval. */
export function renderStrip(row: ComparisonRow): string | undefined {
  const sides = [
    { name: 'base', side: row.baseline, fill: '▓' },
    { name: 'head', side: row.candidate, fill: '▒' },
  ] as const;
  if (sides.every(({ side }) => side?.interval === null || side === null)) return undefined;
  const id = stripLabel(row.taskId);
  return sides
    .map(({ name, side, fill }, index) => {
      const label = `${index === 0 ? id : ' '.repeat(STRIP_LABEL_CHARS)}  ${name}  `;
      if (side === null || side.interval === null)
        return `${label}${' '.repeat(STRIP_CELLS)}  not run`;
      const { low, high } = side.interval;
      const point = side.observed === 0 ? undefined : side.pass / side.observed;
      return `${label}${stripCells(low, high, point, fill)}  ${describeStripNumbers(side, point)}`;
    })
    .join('\n');
}

const STRIP_LOOKALIKES: Record<string, string> = { '@': '＠', '<': '‹', '>': '›', '`': 'ʼ' };

function stripLabel(taskId: string): string {
  // Inert in a code block anyway; lookalikes keep the label from reading as a mention or a tag
  // wherever the body is read as plain text.
  const clean = taskId
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, '?')
    .replace(/[@<>`]/g, (char) => STRIP_LOOKALIKES[char] ?? '?');
  const cut =
    clean.length > STRIP_LABEL_CHARS ? `${clean.slice(0, STRIP_LABEL_CHARS - 1)}…` : clean;
  return cut.padEnd(STRIP_LABEL_CHARS);
}

function stripCells(low: number, high: number, point: number | undefined, fill: string): string {
  const marked =
    point === undefined ? -1 : Math.min(STRIP_CELLS - 1, Math.floor(point * STRIP_CELLS));
  let cells = '';
  for (let index = 0; index < STRIP_CELLS; index += 1) {
    const from = index / STRIP_CELLS;
    const to = (index + 1) / STRIP_CELLS;
    if (index === marked) cells += '│';
    else cells += to > low && from <= high ? fill : '░';
  }
  return cells;
}

function describeStripNumbers(side: TaskSide, point: number | undefined): string {
  const interval = side.interval === null ? '' : ` [${formatIntervalRange(side.interval)}]`;
  const rate = point === undefined ? 'no judged runs' : formatPercent(point);
  return `${side.pass}/${side.observed} = ${rate}${interval}`;
}
