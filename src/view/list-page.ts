/** `verdict view`'s first page: every invocation, newest first, a filter and a Compare form. */
import { formatProblem, type Problem } from '../errors.js';
import { escapeHtml, escapeLine } from '../html/escape-html.js';
import { renderHtmlTable, textCell, type HtmlRow } from '../html/html-table.js';
import type { PageParts } from '../html/page-shell.js';
import { describeSandbox } from '../sandbox/sandbox.js';
import type { ListedInvocation } from './invocation-index.js';
import { COMPARE_PATH } from './side-by-side.js';
import { invocationHref, renderViewPage, runDirOf } from './view-page.js';

export interface ListFilters {
  suite?: string;
  mode?: string;
  text?: string;
}

export function filtersOf(query: URLSearchParams): ListFilters {
  const filters: ListFilters = {};
  for (const name of ['suite', 'mode', 'text'] as const) {
    const value = query.get(name)?.trim();
    if (value !== undefined && value !== '') filters[name] = value;
  }
  return filters;
}

export function describeState(invocation: ListedInvocation): string {
  if (invocation.final) return invocation.report.state;
  return `running: ${invocation.recorded ?? 0}/${invocation.report.summary.counts.total} runs recorded`;
}

export function matchesFilters(
  invocation: ListedInvocation,
  filters: ListFilters,
  cwd: string,
): boolean {
  const { conditions } = invocation.report;
  if (filters.suite !== undefined && conditions.suiteId !== filters.suite) return false;
  if (filters.mode !== undefined && conditions.mode !== filters.mode) return false;
  if (filters.text === undefined) return true;
  const text = filters.text.toLowerCase();
  return [
    invocation.runId,
    conditions.suiteId,
    conditions.model,
    conditions.mode,
    describeState(invocation),
    runDirOf(invocation, cwd),
  ].some((field) => field.toLowerCase().includes(text));
}

function renderSelect(name: string, values: readonly string[], chosen?: string) {
  const options = ['', ...values].map(
    (value) =>
      `<option value="${escapeHtml(value)}"${value === (chosen ?? '') ? ' selected' : ''}>${value === '' ? 'any' : escapeLine(value)}</option>`,
  );
  return `<label for="filter-${name}">${name}<select id="filter-${name}" name="${name}">${options.join('')}</select></label>`;
}

function renderFilterForm(invocations: readonly ListedInvocation[], filters: ListFilters): string {
  const distinct = (name: 'suiteId' | 'mode') =>
    [...new Set(invocations.map((invocation) => invocation.report.conditions[name]))].sort();
  return [
    '<form class="filters" method="get" action="/" role="search" aria-label="Filter the runs">',
    renderSelect('suite', distinct('suiteId'), filters.suite),
    renderSelect('mode', distinct('mode'), filters.mode),
    `<label for="filter-text">text<input id="filter-text" name="text" type="search" value="${escapeHtml(filters.text ?? '')}" placeholder="run id, model, folder…"></label>`,
    '<button type="submit">Filter</button>',
    '<a href="/">Clear</a>',
    '</form>',
  ].join('\n');
}

const COMPARE_FORM_ID = 'compare';

/** The rows' boxes belong to it by `form=`, so that the filter form stays its own. */
function renderCompareForm(): string {
  return [
    `<form class="filters" id="${COMPARE_FORM_ID}" method="get" action="${COMPARE_PATH}" aria-label="Compare two invocations">`,
    '<p class="muted">Tick two invocations of one suite to see them side by side, as <code>verdict compare</code> shows them (the one that started first is the baseline).</p>',
    '<button type="submit">Compare</button>',
    '</form>',
  ].join('\n');
}

/** Interned: a thousand rows share a few sandboxes, and each row's tooltip names its own. */
function sandboxTitles(): (sandbox: ListedInvocation['report']['conditions']['sandbox']) => string {
  const known = new Map<string, string>();
  return (sandbox) => {
    const key = JSON.stringify(sandbox ?? null);
    if (!known.has(key)) known.set(key, escapeHtml(describeSandbox(sandbox)));
    return known.get(key) as string;
  };
}

function invocationRow(
  invocation: ListedInvocation,
  cwd: string,
  sandboxTitle: ReturnType<typeof sandboxTitles>,
): HtmlRow {
  const { conditions, summary } = invocation.report;
  const { counts } = summary;
  const sandbox = conditions.sandbox?.backend ?? '—';
  const state = describeState(invocation);
  const key = escapeHtml(invocation.key);
  return {
    attributes: `data-run-id="${escapeHtml(invocation.runId)}"`,
    cells: [
      {
        html: `<input type="checkbox" name="pick" value="${key}" form="${COMPARE_FORM_ID}" aria-label="Compare ${key}">`,
        sort: '',
      },
      {
        html: `<a href="${escapeHtml(invocationHref(invocation.key))}"><code>${escapeLine(invocation.runId)}</code></a>`,
        sort: invocation.runId,
      },
      textCell(`${conditions.suiteId}@${conditions.suiteVersion}`),
      textCell(conditions.mode),
      textCell(conditions.model),
      {
        html: `<span title="${sandboxTitle(conditions.sandbox)}">${escapeLine(sandbox)}</span>`,
        sort: sandbox,
      },
      textCell(invocation.when.replace('T', ' ').replace(/\.\d+Z$/, 'Z'), invocation.when),
      textCell(`${counts.pass}/${counts.observed}`, counts.pass),
      {
        html: invocation.final
          ? escapeLine(state)
          : `<span class="state-running">${escapeLine(state)}</span>`,
        sort: state,
      },
      textCell(runDirOf(invocation, cwd)),
    ],
  };
}

export interface ListPageInput {
  invocations: readonly ListedInvocation[];
  problems: readonly Problem[];
  filters: ListFilters;
  cwd: string;
}

export function renderListPage({ invocations, problems, filters, cwd }: ListPageInput): PageParts {
  const shown = invocations.filter((invocation) => matchesFilters(invocation, filters, cwd));
  const titles = sandboxTitles();
  const table =
    invocations.length === 0
      ? '<p>No runs yet in .verdict (or the folders given). <code>verdict run &lt;suite&gt;</code> writes one there; this page shows it as it runs.</p>'
      : renderHtmlTable({
          caption: `${shown.length} of ${invocations.length} invocation(s), newest first. Passed/judged counts the judged runs (errored runs are not judged).`,
          sortable: true,
          attributes: 'id="invocations"',
          columns: [
            { label: 'compare', key: 'compare' },
            { label: 'run', key: 'run' },
            { label: 'suite', key: 'suite' },
            { label: 'mode', key: 'mode' },
            { label: 'model', key: 'model' },
            { label: 'sandbox', key: 'sandbox' },
            { label: 'when', key: 'when' },
            { label: 'passed / judged', numeric: true, key: 'passed' },
            { label: 'state', key: 'state' },
            { label: 'where', key: 'where' },
          ],
          rows: shown.map((invocation) => invocationRow(invocation, cwd, titles)),
        });
  const skipped =
    problems.length === 0
      ? ''
      : `<details><summary>${problems.length} folder(s) could not be read</summary><ul>${problems
          .map((problem) => `<li>${escapeLine(formatProblem(problem))}</li>`)
          .join('')}</ul></details>`;
  return renderViewPage({
    title: 'Runs',
    crumbs: [{ label: 'All runs' }],
    live: true,
    body: [
      '<main>',
      '<h1>Verdict runs</h1>',
      invocations.length === 0 ? '' : renderFilterForm(invocations, filters),
      invocations.length < 2 ? '' : renderCompareForm(),
      table,
      skipped,
      '</main>',
    ].join('\n'),
  });
}
