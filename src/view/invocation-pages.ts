/**
 * An invocation's page and a run's page, made of report.html's own sections. Runs link to their own
 * page instead of embedding transcripts, so an invocation of a thousand runs reads no trace.
 */
import { escapeHtml, escapeLine } from '../html/escape-html.js';
import type { PageParts } from '../html/page-shell.js';
import { renderFacts } from '../html/html-table.js';
import { renderRunCommand } from '../html/run-commands.js';
import { renderRunsSection, renderStatus, RUNS_CSS, RUNS_SCRIPT } from '../html/runs-section.js';
import { conditionsFacts, renderNotes } from '../html/shared-sections.js';
import { formatSeconds } from '../text/format.js';
import { renderPlotSection, renderTaskSection } from '../report/render-tasks-html.js';
import { reasonOf } from '../report/failure-reasons.js';
import { runEntryOf } from '../report/report-runs.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import { describeSandbox } from '../sandbox/sandbox.js';
import type { Invocation } from './invocation-index.js';
import { renderKeepSection, type KeepSection } from './case-pages.js';
import { describeState } from './list-page.js';
import { HOME, invocationHref, renderViewPage, runDirOf, runHref } from './view-page.js';

function renderRunLinks(invocation: Invocation, records: readonly RunRecord[], cwd: string) {
  const runs = records.map((record) =>
    runEntryOf(
      record,
      `<p><a href="${escapeHtml(runHref(invocation.key, record))}">Open the transcript of ${escapeLine(record.taskId)} #${record.repetition}</a></p>`,
    ),
  );
  return renderRunsSection(
    invocation.report.tasks,
    { runDir: runDirOf(invocation, cwd), runs, maxBytes: 0 },
    {
      intro:
        '<p>Every run of each task, failed first. Open one, then its transcript: the model calls, the tool calls with their arguments and results, the verifiers with their details, the final answer and the incidents. Everything in a transcript was written by the agent or the model.</p>',
    },
  );
}

export function renderInvocationPage(
  invocation: Invocation,
  records: readonly RunRecord[],
  cwd: string,
): PageParts {
  const { report } = invocation;
  const { conditions } = report;
  const suite = `${conditions.suiteId}@${conditions.suiteVersion}`;
  const { counts } = report.summary;
  const state = describeState(invocation);
  const body = [
    '<header>',
    `<h1>${escapeLine(suite)} <span class="muted">${escapeLine(invocation.runId)}</span></h1>`,
    renderFacts([
      ['mode', escapeLine(conditions.mode)],
      ['model', escapeLine(conditions.model)],
      [
        'state',
        invocation.final
          ? `<strong>${escapeLine(state)}</strong>`
          : `<span class="state-running">${escapeLine(state)}</span> <span class="muted">(this page follows it; a run stopped before its report stays so)</span>`,
      ],
      [
        'runs',
        `${counts.pass}/${counts.observed} judged runs passed; ${counts.total} planned, ${counts.error} errored, ${counts.missing} missing`,
      ],
      ['sandbox', escapeLine(describeSandbox(conditions.sandbox))],
      ['folder', `<code>${escapeLine(runDirOf(invocation, cwd))}</code>`],
    ]),
    '</header>',
    '<main>',
    renderTaskSection(report, records.length > 0),
    renderPlotSection(report),
    '<section id="conditions" aria-labelledby="conditions-title"><h2 id="conditions-title">Conditions</h2>',
    `<details><summary>Measurement conditions</summary>${renderFacts(conditionsFacts(invocation.runId, conditions))}</details></section>`,
    renderRunLinks(invocation, records, cwd),
    renderNotes(report.notes),
    '</main>',
  ];
  return renderViewPage({
    title: `${suite} ${invocation.runId}`,
    crumbs: [HOME, { label: invocation.runId }],
    live: true,
    body: body.filter((part) => part !== '').join('\n'),
    css: RUNS_CSS,
    script: RUNS_SCRIPT,
  });
}

/** `keep`: on a server that can promote runs. */
export function renderRunPage(
  invocation: Invocation,
  record: RunRecord,
  transcript: string,
  cwd: string,
  keep?: KeepSection,
): PageParts {
  const label = `${record.taskId} #${record.repetition}${record.variant === undefined ? '' : ` [${record.variant}]`}`;
  const runDir = runDirOf(invocation, cwd);
  const reason = reasonOf(record);
  const body = [
    '<header>',
    `<h1>${escapeLine(label)} ${renderStatus(record.status)}</h1>`,
    renderFacts([
      ...(reason === undefined ? [] : [['reason', escapeLine(reason)] as const]),
      [
        'invocation',
        `<a href="${escapeHtml(invocationHref(invocation.key))}"><code>${escapeLine(invocation.runId)}</code></a>`,
      ],
      ['mode', escapeLine(record.mode)],
      ['model', escapeLine(record.model)],
      ['wall time', formatSeconds(record.measured.wallMs)],
      ['print it', renderRunCommand('show', runDir, record)],
      ...(record.status === 'pass'
        ? [['keep it as a case', renderRunCommand('add', runDir, record)] as const]
        : []),
    ]),
    '</header>',
    keep === undefined ? '' : renderKeepSection(record, keep),
    `<main class="transcript">${transcript}</main>`,
  ];
  return renderViewPage({
    title: label,
    crumbs: [HOME, { label: invocation.runId, href: invocationHref(invocation.key) }, { label }],
    body: body.filter((part) => part !== '').join('\n'),
    css: RUNS_CSS,
    script: RUNS_SCRIPT,
  });
}
