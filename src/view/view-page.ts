/**
 * What every page of `verdict view` shares: report.html's page with a breadcrumb, the addresses
 * pages link by, and a script that reloads a live page on `/events`. The policy is a header.
 */
import path from 'node:path';
import { escapeHtml, escapeLine } from '../html/escape-html.js';
import { renderHtmlPage, type PageParts } from '../html/page-shell.js';

/** Without EventSource, the page stays. */
function liveScript(url: string): string {
  return `(function () {
  if (!window.EventSource) return;
  var events = new EventSource(${JSON.stringify(url).replaceAll('<', '\\u003c')});
  events.addEventListener('changed', function () { events.close(); location.reload(); });
})();`;
}

const VIEW_CSS = `
nav.crumbs { margin: 0 0 1rem; color: var(--muted); }
nav.crumbs ol { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
nav.crumbs li + li::before { content: "›"; margin-right: .4rem; }
form.filters { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: end; margin: .5rem 0 1rem; }
form.filters label { display: flex; flex-direction: column; font-size: .9em; color: var(--muted); }
form.filters input, form.filters select, form.filters button { font: inherit; color: var(--fg);
  background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: .2rem .4rem; }
a:focus-visible, summary:focus-visible, form.filters :focus-visible { outline: 2px solid var(--candidate); outline-offset: 2px; }
.state-running { color: var(--warn); font-weight: 600; }
form.action { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: end; margin: .5rem 0; }
form.action label { display: flex; flex-direction: column; font-size: .9em; color: var(--muted); }
form.action input, form.action select, form.action button { font: inherit; color: var(--fg);
  background: var(--bg); border: 1px solid var(--line); border-radius: 4px; padding: .2rem .4rem; }
form.action button { font-weight: 600; cursor: pointer; }
form.action :focus-visible { outline: 2px solid var(--candidate); outline-offset: 2px; }
.action-result { border: 1px solid var(--line); border-radius: 6px; padding: .5rem 1rem; margin: 1rem 0; }
.action-result pre { white-space: pre-wrap; }
`;

export interface Page {
  status: number;
  page: PageParts;
  /** Holds a form that posts, so its headers let it send its Origin. */
  posts?: boolean;
}

export interface Crumb {
  label: string;
  /** Absent for the page itself, the last crumb. */
  href?: string;
}

export interface ViewPageParts {
  title: string;
  crumbs: readonly Crumb[];
  body: string;
  /** Reload when a run directory changes. */
  live?: boolean;
  /** Default `/events`. */
  events?: string;
  css?: string;
  script?: string;
}

export function renderViewPage(parts: ViewPageParts): PageParts {
  const crumbs = parts.crumbs.map((crumb) =>
    crumb.href === undefined
      ? `<li aria-current="page">${escapeLine(crumb.label)}</li>`
      : `<li><a href="${escapeHtml(crumb.href)}">${escapeLine(crumb.label)}</a></li>`,
  );
  const live = parts.live === true ? liveScript(parts.events ?? '/events') : '';
  const script = [live, parts.script ?? ''].filter((part) => part !== '').join('\n');
  return {
    title: `${parts.title} — verdict view`,
    body: `<nav class="crumbs" aria-label="Breadcrumb"><ol>${crumbs.join('')}</ol></nav>\n${parts.body}`,
    css: `${VIEW_CSS}${parts.css ?? ''}`,
    ...(script === '' ? {} : { script }),
  };
}

export function toServedHtml(page: PageParts, scriptNonce: string): string {
  return renderHtmlPage({ ...page, csp: false, scriptNonce });
}

/** Relative to where `verdict view` was started, as commands name it. */
export function runDirOf(invocation: { dir: string }, cwd: string): string {
  return path.relative(cwd, invocation.dir) || '.';
}

export const HOME: Crumb = { label: 'All runs', href: '/' };

export function invocationHref(key: string): string {
  return `/invocation/${encodeURIComponent(key)}`;
}

export function runHref(
  key: string,
  run: { taskId: string; repetition: number; variant?: string | undefined },
): string {
  const variant = run.variant === undefined ? '' : `?variant=${encodeURIComponent(run.variant)}`;
  return `/run/${encodeURIComponent(key)}/${encodeURIComponent(run.taskId)}/${run.repetition}${variant}`;
}

export function caseHref(ref: { form: 'suite' | 'file'; suite: string; caseId: string }): string {
  return `/case/${ref.form}/${encodeURIComponent(ref.suite)}/${encodeURIComponent(ref.caseId)}`;
}

export function replayHref(jobId: string): string {
  return `/replay/${encodeURIComponent(jobId)}`;
}

export function renderMessagePage(title: string, message: string, home = true): PageParts {
  return renderViewPage({
    title,
    crumbs: home ? [HOME, { label: title }] : [{ label: title }],
    body: `<main><h1>${escapeLine(title)}</h1><p>${escapeLine(message)}</p></main>`,
  });
}
