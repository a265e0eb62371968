/**
 * Tables of the HTML reports; `PAGE_SCRIPT` makes sortable ones sortable. A cell's `data-sort` lets
 * `23.1 %` sort as 0.231 and "—" sort last.
 */
import { escapeHtml, escapeLine } from './escape-html.js';

export interface HtmlColumn {
  /** Plain text. */
  label: string;
  /** Right-aligned, sorted as numbers. */
  numeric?: boolean;
  /** `data-col` of its cells, for readers and tests that look a figure up by name. */
  key?: string;
}

export interface HtmlCell {
  html: string;
  /** The cell's text when absent; null for none. */
  sort?: string | number | null;
}

export interface HtmlRow {
  cells: ReadonlyArray<HtmlCell | string>;
  /** Already safe, e.g. `data-task-id="…"`. */
  attributes?: string;
}

export interface HtmlTable {
  caption: string;
  columns: readonly HtmlColumn[];
  rows: readonly HtmlRow[];
  sortable?: boolean;
  /** Already safe. */
  attributes?: string;
}

export function textCell(text: string, sort?: string | number | null): HtmlCell {
  return sort === undefined ? { html: escapeHtml(text) } : { html: escapeHtml(text), sort };
}

/** A task's id, and its title when it has one. */
export function renderTaskName(task: { taskId: string; title?: string | undefined }): string {
  const id = `<code>${escapeLine(task.taskId)}</code>`;
  return task.title === undefined || task.title === ''
    ? id
    : `${id} <span class="muted">${escapeLine(task.title)}</span>`;
}

export function taskNameCell(task: { taskId: string; title?: string | undefined }): HtmlCell {
  return { html: renderTaskName(task), sort: task.taskId };
}

function renderCell(cell: HtmlCell | string, column: HtmlColumn | undefined): string {
  const { html, sort } = typeof cell === 'string' ? { html: cell, sort: undefined } : cell;
  const attributes = [
    ...(column?.numeric === true ? [' class="num"'] : []),
    ...(column?.key === undefined ? [] : [` data-col="${escapeHtml(column.key)}"`]),
    ...(sort === undefined
      ? []
      : [` data-sort="${escapeHtml(sort === null ? '' : String(sort))}"`]),
  ].join('');
  return `<td${attributes}>${html}</td>`;
}

export function renderHtmlTable(table: HtmlTable): string {
  const head = table.columns
    .map(
      (column) =>
        `<th scope="col"${column.numeric === true ? ' data-type="number"' : ''}>${escapeHtml(column.label)}</th>`,
    )
    .join('');
  const rows = table.rows
    .map((row) => {
      const attributes = row.attributes === undefined ? '' : ` ${row.attributes}`;
      const cells = row.cells.map((cell, index) => renderCell(cell, table.columns[index])).join('');
      return `<tr${attributes}>${cells}</tr>`;
    })
    .join('\n');
  const classes = table.sortable === true ? ' class="sortable"' : '';
  const attributes = table.attributes === undefined ? '' : ` ${table.attributes}`;
  return [
    `<div class="table-wrap"><table${classes}${attributes}>`,
    `<caption class="muted">${escapeHtml(table.caption)}</caption>`,
    `<thead><tr>${head}</tr></thead>`,
    `<tbody>\n${rows}\n</tbody>`,
    '</table></div>',
  ].join('\n');
}

/** Values are already HTML. */
export function renderFacts(facts: ReadonlyArray<readonly [string, string]>): string {
  const items = facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`);
  return `<dl class="facts">${items.join('')}</dl>`;
}
