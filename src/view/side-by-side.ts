/**
 * Two invocations side by side: `verdict compare`'s comparison, rendered by comparison.html's own
 * renderer (one design, two ways to open it). A pair that cannot be compared gets a page on why.
 */
import { compareReports } from '../compare/compare-reports.js';
import { ComparisonSchema, type Comparison } from '../compare/comparison-schema.js';
import { renderComparisonParts } from '../compare/render-comparison-html.js';
import { IncompatibleError } from '../errors.js';
import { escapeHtml, escapeLine } from '../html/escape-html.js';
import { redactJson } from '../provider/secret-redact.js';
import { readDivergences } from '../report/report-files.js';
import type { Invocation, InvocationIndex } from './invocation-index.js';
import { HOME, invocationHref, renderViewPage, runDirOf, type Page } from './view-page.js';

export const COMPARE_PATH = '/compare';

export function compareHref(baseKey: string, headKey: string): string {
  const query = new URLSearchParams({ base: baseKey, head: headKey });
  return `${COMPARE_PATH}?${query.toString()}`;
}

const CRUMBS = [HOME, { label: 'Side by side' }];

function refusal(status: number, message: string, links: readonly string[] = []): Page {
  const more =
    links.length === 0 ? '' : `<ul>${links.map((link) => `<li>${link}</li>`).join('')}</ul>`;
  return {
    status,
    page: renderViewPage({
      title: 'Side by side',
      crumbs: CRUMBS,
      body: `<main><h1>Side by side</h1><p>${escapeLine(message)}</p>${more}<p><a href="/">Back to the runs</a>: tick two invocations of one suite, then Compare.</p></main>`,
    }),
  };
}

const linkTo = (invocation: Invocation) =>
  `<a href="${escapeHtml(invocationHref(invocation.key))}"><code>${escapeLine(invocation.runId)}</code></a>`;

/** `base` and `head`, else two `pick`s (ordered once they are found). */
function keysOf(query: URLSearchParams): { base: string; head: string; picked: boolean } | string {
  const base = query.get('base')?.trim() ?? '';
  const head = query.get('head')?.trim() ?? '';
  if (base !== '' || head !== '') {
    if (base === '' || head === '') {
      return `Name both invocations: ${base === '' ? 'base' : 'head'} is missing (${COMPARE_PATH}?base=KEY&head=KEY).`;
    }
    return { base, head, picked: false };
  }
  const picked = query.getAll('pick').filter((key) => key.trim() !== '');
  if (picked.length !== 2) {
    return `Tick two invocations to compare (${picked.length === 0 ? 'none was' : picked.length === 1 ? 'only one was' : `${picked.length} were`} ticked).`;
  }
  const [first = '', second = ''] = picked;
  return { base: first, head: second, picked: true };
}

function withoutReport(invocation: Invocation, cwd: string): string | undefined {
  if (invocation.final) return undefined;
  const { total } = invocation.report.summary.counts;
  return `${invocation.runId} has no report yet (${invocation.recorded ?? 0} of ${total} runs recorded): it is still running, or was stopped before its report. verdict compare reads report.json: wait for the run to end, or write it with verdict report ${runDirOf(invocation, cwd)}.`;
}

export async function renderSideBySide(
  index: InvocationIndex,
  query: URLSearchParams,
  cwd: string,
): Promise<Page> {
  const keys = keysOf(query);
  if (typeof keys === 'string') return refusal(400, keys);
  const [first, second] = await Promise.all([index.find(keys.base), index.find(keys.head)]);
  const unknown = [
    ...(first === undefined ? [keys.base] : []),
    ...(second === undefined ? [keys.head] : []),
  ];
  if (first === undefined || second === undefined) {
    return refusal(
      404,
      `No invocation ${unknown.map((key) => JSON.stringify(key)).join(' or ')} among the runs this server shows.`,
    );
  }
  // Ticked in the list: the one that started first is the baseline, as a PR's base is.
  const [baseline, candidate] =
    keys.picked && second.when < first.when ? [second, first] : [first, second];
  const links = [`baseline ${linkTo(baseline)}`, `candidate ${linkTo(candidate)}`];
  const missing = withoutReport(baseline, cwd) ?? withoutReport(candidate, cwd);
  if (missing !== undefined) return refusal(409, missing, links);

  let compared: Comparison;
  try {
    compared = compareReports(baseline.report, candidate.report);
  } catch (error) {
    if (!(error instanceof IncompatibleError)) throw error;
    return refusal(409, `${baseline.runId} and ${candidate.runId}: ${error.message}`, links);
  }
  // As `verdict compare` makes comparison.json: redacted, then checked against its schema.
  const comparison = ComparisonSchema.parse((await redactJson(compared)).value);
  const divergences = await readDivergences(candidate.dir, await index.recordsOf(candidate));
  const { body } = renderComparisonParts(comparison, { divergences });
  const swap = `<a href="${escapeHtml(compareHref(candidate.key, baseline.key))}">Swap baseline and candidate</a>`;
  return {
    status: 200,
    page: renderViewPage({
      title: `${baseline.runId} against ${candidate.runId}`,
      crumbs: CRUMBS,
      body: [
        `<nav class="side-by-side" aria-label="The two invocations"><p>Baseline ${linkTo(baseline)} against candidate ${linkTo(candidate)}, as <code>verdict compare</code> compares their reports. ${swap}</p></nav>`,
        body,
      ].join('\n'),
    }),
  };
}
