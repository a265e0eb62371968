/**
 * The page every HTML report shares: self-contained, with a Content-Security-Policy that loads
 * nothing, so it works offline and from an artifact zip. `verdict view` gives its own policy.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from './escape-html.js';

/**
 * Sorts every `table.sortable` by its headers (buttons added here, so without script it is a plain
 * table), by `data-sort`, empty keys last. Before printing, every folded section is opened.
 */
export const PAGE_SCRIPT = `(function () {
  function key(cell, numeric) {
    var raw = cell ? cell.getAttribute('data-sort') : null;
    if (raw === null) raw = cell ? cell.textContent.trim() : '';
    if (!numeric) return raw;
    return raw === '' ? null : Number(raw);
  }
  function compare(a, b, numeric) {
    if (!numeric) return a.localeCompare(b);
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return a - b;
  }
  document.querySelectorAll('table.sortable').forEach(function (table) {
    var headers = table.querySelectorAll('thead th');
    headers.forEach(function (th, column) {
      var button = document.createElement('button');
      button.type = 'button';
      while (th.firstChild) button.appendChild(th.firstChild);
      th.appendChild(button);
      button.addEventListener('click', function () {
        var numeric = th.getAttribute('data-type') === 'number';
        var ascending = th.getAttribute('aria-sort') !== 'ascending';
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.forEach(function (row, index) { row.setAttribute('data-index', String(index)); });
        rows.sort(function (a, b) {
          var order = compare(key(a.cells[column], numeric), key(b.cells[column], numeric), numeric);
          if (order === 0) return Number(a.getAttribute('data-index')) - Number(b.getAttribute('data-index'));
          return ascending ? order : -order;
        });
        rows.forEach(function (row) { body.appendChild(row); });
        headers.forEach(function (other) { other.removeAttribute('aria-sort'); });
        th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
      });
    });
  });
  window.addEventListener('beforeprint', function () {
    document.querySelectorAll('details').forEach(function (details) { details.open = true; });
  });
})();`;

const PAGE_CSS = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1f2328; --muted: #57606a; --line: #d0d7de; --panel: #f6f8fa;
  --baseline: #6e7781; --candidate: #0969da; --bounded: #8c959f;
  --good: #1a7f37; --bad: #cf222e; --warn: #9a6700; --neutral: #57606a;
  --ins: #dafbe1; --del: #ffebe9;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --panel: #151b23;
    --baseline: #9198a1; --candidate: #4493f8; --bounded: #656c76;
    --good: #3fb950; --bad: #f85149; --warn: #d29922; --neutral: #9198a1;
    --ins: #0f3a1e; --del: #4c1a1d;
  }
}
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; background: var(--bg); color: var(--fg);
  font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
h2 { font-size: 1.25rem; margin: 2rem 0 .75rem; padding-bottom: .25rem; border-bottom: 1px solid var(--line); }
h3 { font-size: 1rem; margin: 1rem 0 .25rem; }
a { color: var(--candidate); }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .875em; }
.muted { color: var(--muted); }
.banner { border-left: 4px solid var(--warn); background: var(--panel); padding: .5rem .75rem; margin: 1rem 0; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: .5rem 0; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.table-wrap { overflow-x: auto; }
table { border-collapse: collapse; margin: .5rem 0; }
th, td { border: 1px solid var(--line); padding: .3rem .55rem; text-align: left; vertical-align: top; }
th { background: var(--panel); font-weight: 600; }
td.num, th[data-type="number"] { text-align: right; font-variant-numeric: tabular-nums; }
td.num { white-space: nowrap; }
td[data-col="reason"] { min-width: 20rem; }
th button { all: inherit; cursor: pointer; padding: 0; border: 0; background: none; }
th button:focus-visible { outline: 2px solid var(--candidate); outline-offset: 2px; }
th[aria-sort="ascending"] button::after { content: " \\25B2"; }
th[aria-sort="descending"] button::after { content: " \\25BC"; }
.verdict { font-weight: 600; }
.verdict-improved { color: var(--good); }
.verdict-regressed { color: var(--bad); }
.verdict-changed, .verdict-diverged, .verdict-not_comparable { color: var(--warn); }
.verdict-inconclusive, .verdict-low_power, .verdict-no_change, .verdict-unchanged { color: var(--neutral); }
.flag { display: inline-block; border: 1px solid currentColor; border-radius: .6rem; padding: 0 .4rem;
  font-size: .8em; margin: 0 .2rem .1rem 0; white-space: nowrap; }
.plots { display: grid; grid-template-columns: repeat(auto-fill, minmax(22rem, 1fr)); gap: 1rem; }
figure.plot { margin: 0; padding: .6rem .75rem; border: 1px solid var(--line); border-radius: 6px; background: var(--bg); }
figure.plot figcaption { font-weight: 600; overflow-wrap: anywhere; }
figure.plot svg { display: block; width: 100%; height: auto; margin: .25rem 0; }
figure.plot .numbers { margin: 0; padding: 0; list-style: none; font-size: .9em; }
svg .axis, svg .tick { stroke: var(--line); }
svg .tick-label, svg .row-label { fill: var(--muted); font-size: 11px; }
svg .bar-baseline, svg .point-baseline { fill: var(--baseline); }
svg .bar-candidate, svg .point-candidate { fill: var(--candidate); }
svg .point-baseline, svg .point-candidate { stroke: var(--bg); stroke-width: 1.5; }
svg .bounded { stroke: var(--bounded); stroke-width: 2; }
svg .none { fill: var(--muted); font-size: 11px; }
details { margin: .5rem 0; }
summary { cursor: pointer; font-weight: 600; }
.divergence { border: 1px solid var(--line); border-radius: 6px; padding: .5rem .75rem; margin: .75rem 0; }
pre.diff { background: var(--panel); padding: .5rem; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
pre.diff span { display: block; }
pre.diff .gap { color: var(--muted); }
pre.diff del, pre.diff ins { color: inherit; }
pre.diff del { background: var(--del); text-decoration: line-through; }
pre.diff ins { background: var(--ins); text-decoration: underline; }
footer { margin-top: 2rem; padding-top: .75rem; border-top: 1px solid var(--line); color: var(--muted); font-size: .9em; }
@media print {
  :root { --bg: #ffffff; --fg: #000000; --muted: #333333; --line: #999999; --panel: #f2f2f2;
    --baseline: #555555; --candidate: #0044aa; }
  body { max-width: none; padding: 0; font-size: 11pt; }
  .plots { display: block; }
  figure.plot, .divergence, tr { break-inside: avoid; }
  th button::after { content: none !important; }
  .table-wrap { overflow: visible; }
}
`;

export interface PageParts {
  /** Plain text. */
  title: string;
  /** HTML. */
  body: string;
  css?: string;
  /** Run before `PAGE_SCRIPT`. */
  script?: string;
  /** Replaces the page's own policy (its script by hash); `false` when a server sends one. */
  csp?: string | false;
  scriptNonce?: string;
}

/** `title` is HTML; '' parts are left out. */
export function renderSection(id: string, title: string, parts: readonly string[]): string {
  return [
    `<section id="${id}" aria-labelledby="${id}-title">`,
    `<h2 id="${id}-title">${title}</h2>`,
    ...parts.filter((part) => part !== ''),
    '</section>',
  ].join('\n');
}

function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** A whole HTML document around `body`; nothing in it refers to anything outside the file. */
export function renderHtmlPage({ title, body, css, script, csp, scriptNonce }: PageParts): string {
  const pageScript = script === undefined ? PAGE_SCRIPT : `${script}\n${PAGE_SCRIPT}`;
  const policy =
    csp === undefined
      ? [
          "default-src 'none'",
          "style-src 'unsafe-inline'",
          `script-src ${scriptHash(pageScript)}`,
          "img-src 'none'",
          "base-uri 'none'",
          "form-action 'none'",
        ].join('; ')
      : csp === false
        ? undefined
        : escapeHtml(csp);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    ...(policy === undefined
      ? []
      : [`<meta http-equiv="Content-Security-Policy" content="${policy}">`]),
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${PAGE_CSS}${css ?? ''}</style>`,
    '</head>',
    '<body>',
    body,
    scriptNonce === undefined
      ? `<script>${pageScript}</script>`
      : `<script nonce="${escapeHtml(scriptNonce)}">${pageScript}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
