/** report.html's Runs section: per task, failed first, each a `<details>` with its transcript. */
import type { RunStatus } from '../stats/counts.js';
import { escapeHtml, escapeLine } from './escape-html.js';
import { renderTaskName } from './html-table.js';
import { renderSection } from './page-shell.js';
import { renderRunCommand } from './run-commands.js';

export interface RunEntry {
  taskId: string;
  repetition: number;
  variant?: string;
  status: RunStatus;
  reason?: string;
  /** HTML; absent when the page's size limit left it out. */
  transcript?: string;
}

export interface ReportRuns {
  /** As the commands name it. */
  runDir: string;
  runs: readonly RunEntry[];
  /** `TRANSCRIPTS_MAX_BYTES`. */
  maxBytes: number;
}

/** In reading order: failures first, passes last. */
const STATUS_WORDS = new Map<RunStatus, string>([
  ['fail', 'failed'],
  ['budget_exceeded', 'over budget'],
  ['error', 'errored'],
  ['pass', 'passed'],
]);
const READING_ORDER = [...STATUS_WORDS.keys()];

/** Failed runs first, then by repetition (variant, for runs of variants). */
export function compareRunsForReading(
  a: Pick<RunEntry, 'status' | 'repetition' | 'variant'>,
  b: Pick<RunEntry, 'status' | 'repetition' | 'variant'>,
): number {
  return (
    READING_ORDER.indexOf(a.status) - READING_ORDER.indexOf(b.status) ||
    a.repetition - b.repetition ||
    (a.variant ?? '').localeCompare(b.variant ?? '')
  );
}

export function renderStatus(status: RunStatus): string {
  return `<span class="status status-${escapeHtml(status)}">${escapeLine(status.replace('_', ' '))}</span>`;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(0)} MB` : `${bytes} bytes`;
}

function renderRun(run: RunEntry, section: ReportRuns): string {
  const status = escapeHtml(run.status);
  const promote =
    run.status === 'pass'
      ? [
          '<details class="promote">',
          '<summary>This went well</summary>',
          `<p>Keep it as a regression case: ${renderRunCommand('add', section.runDir, run)}</p>`,
          '<p class="muted">It adds a case to .verdict/cases that asserts the tools this run used; <code>verdict add --help</code> says more.</p>',
          '</details>',
        ].join('')
      : '';
  const transcript =
    run.transcript ??
    `<p class="notice">Its transcript is not in this page, which holds ${formatBytes(section.maxBytes)} of transcripts at most, failed runs first. ${renderRunCommand('show', section.runDir, run)} prints it from its trace.</p>`;
  return [
    `<details class="run" data-task-id="${escapeHtml(run.taskId)}" data-repetition="${run.repetition}" data-status="${status}">`,
    '<summary>',
    `${renderStatus(run.status)} `,
    `<span class="run-label">#${run.repetition}${run.variant === undefined ? '' : ` [${escapeLine(run.variant)}]`}</span>`,
    run.reason === undefined ? '' : ` <span class="reason">${escapeLine(run.reason)}</span>`,
    '</summary>',
    `<div class="transcript">${promote}${transcript}</div>`,
    '</details>',
  ].join('');
}

function describeCounts(runs: readonly RunEntry[]): string {
  const counts = new Map<RunStatus, number>();
  for (const run of runs) counts.set(run.status, (counts.get(run.status) ?? 0) + 1);
  return [...STATUS_WORDS]
    .flatMap(([status, words]) => {
      const count = counts.get(status);
      return count === undefined ? [] : [`${count} ${words}`];
    })
    .join(', ');
}

export interface RunsSectionOptions {
  /** HTML in place of report.html's first paragraph, for a page whose runs open otherwise. */
  intro?: string;
}

export function renderRunsSection(
  tasks: ReadonlyArray<{ taskId: string; title?: string | undefined }>,
  section: ReportRuns,
  options: RunsSectionOptions = {},
): string {
  if (section.runs.length === 0) return '';
  const byTask = new Map<string, RunEntry[]>(tasks.map((task) => [task.taskId, []]));
  for (const run of section.runs) {
    const list = byTask.get(run.taskId);
    if (list === undefined) byTask.set(run.taskId, [run]);
    else list.push(run);
  }
  const titles = new Map(tasks.map((task) => [task.taskId, task.title]));
  const blocks = [...byTask].flatMap(([taskId, runs]) => {
    if (runs.length === 0) return [];
    return [
      [
        `<div class="task-runs" data-task-id="${escapeHtml(taskId)}">`,
        `<h3>${renderTaskName({ taskId, title: titles.get(taskId) })} <span class="counts">${describeCounts(runs)}</span></h3>`,
        [...runs]
          .sort(compareRunsForReading)
          .map((run) => renderRun(run, section))
          .join('\n'),
        '</div>',
      ].join('\n'),
    ];
  });
  return renderSection('runs', 'Runs', [
    options.intro ??
      `<p>Every run of each task, failed first. Open one for its transcript: the model calls, the tool calls with their arguments and results, the verifiers with their details, the final answer and the incidents. Everything in a transcript was written by the agent or the model. This page holds ${formatBytes(section.maxBytes)} of transcripts at most, failed runs first; a run left out gives the <code>verdict show</code> command that prints it.</p>`,
    ...blocks,
  ]);
}

export const RUNS_CSS = `
.task-runs h3 .counts { color: var(--muted); font-weight: normal; font-size: .9em; margin-left: .5rem; }
details.run { margin: .15rem 0; border: 1px solid var(--line); border-radius: 6px; }
details.run > summary { font-weight: normal; padding: .25rem .5rem; overflow-wrap: anywhere; }
details.run[open] > summary { border-bottom: 1px solid var(--line); background: var(--panel); }
details.run .run-label { display: inline-block; min-width: 3rem; font-variant-numeric: tabular-nums; }
details.run .reason { color: var(--muted); }
.status { display: inline-block; min-width: 6.5rem; font-weight: 600; }
.status-pass, .good, .outcome-pass { color: var(--good); }
.status-fail, .bad, .outcome-fail { color: var(--bad); }
.status-budget_exceeded, .status-error, .outcome-error { color: var(--warn); }
.outcome { font-weight: 600; }
.transcript { padding: .25rem .75rem .75rem; }
.transcript h4 { font-size: .95rem; margin: .75rem 0 .25rem; }
.transcript pre { background: var(--panel); padding: .4rem .5rem; margin: .25rem 0; max-height: 24rem; overflow: auto;
  white-space: pre-wrap; overflow-wrap: anywhere; }
.transcript pre.error, .transcript pre.result { border-left: 3px solid var(--line); }
.transcript pre.error { border-left-color: var(--bad); }
.transcript pre.arguments::before, .transcript pre.result::before, .transcript pre.error::before {
  display: block; color: var(--muted); font-family: system-ui, sans-serif; font-size: .8em; }
.transcript pre.arguments::before { content: "arguments"; }
.transcript pre.result::before { content: "result"; }
.transcript pre.error::before { content: "error"; }
.transcript .clipped { margin: 0 0 .25rem; font-size: .85em; }
.transcript .notice { border-left: 4px solid var(--warn); background: var(--panel); padding: .4rem .6rem; }
ol.steps { list-style: none; padding: 0; margin: 0; }
ol.steps li { margin: .35rem 0; }
ol.steps li.step-tool, ol.steps li.step-cut { margin-left: 1.5rem; }
ol.steps .step-head { font-weight: 600; }
ul.verifiers { list-style: none; padding: 0; }
details.promote { border-left: 4px solid var(--good); padding: .1rem .6rem; background: var(--panel); }
code.command { user-select: all; background: var(--panel); padding: .1rem .3rem; border: 1px solid var(--line); border-radius: 4px; }
button.copy { margin-left: .4rem; font: inherit; font-size: .85em; cursor: pointer; }
@media print {
  details.run[data-print-closed] > .transcript { display: none; }
  button.copy { display: none; }
}
`;

/**
 * Run before `PAGE_SCRIPT`: an unopened run stays closed in print, or a thousand transcripts would
 * print. Over `file://` it names the page's folder in every command; it adds copy buttons.
 */
export const RUNS_SCRIPT = `(function () {
  function quote(value) {
    return /^[A-Za-z0-9._\\/-]+$/.test(value) ? value : "'" + value.replace(/'/g, "'\\\\''") + "'";
  }
  if (location.protocol === 'file:') {
    var dir = decodeURIComponent(location.pathname.replace(/\\/[^\\/]*$/, ''));
    if (/^\\/[A-Za-z]:\\//.test(dir)) dir = dir.slice(1);
    if (dir !== '') {
      document.querySelectorAll('[data-run-dir]').forEach(function (span) { span.textContent = quote(dir); });
    }
  }
  document.querySelectorAll('code[data-copy]').forEach(function (code) {
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy';
    button.textContent = 'Copy';
    button.addEventListener('click', function () {
      var selection = window.getSelection();
      var range = document.createRange();
      range.selectNodeContents(code);
      selection.removeAllRanges();
      selection.addRange(range);
      var done = function () { button.textContent = 'Copied'; };
      if (navigator.clipboard) navigator.clipboard.writeText(code.textContent).then(done, function () {});
    });
    code.parentNode.insertBefore(button, code.nextSibling);
  });
  window.addEventListener('beforeprint', function () {
    document.querySelectorAll('details.run').forEach(function (run) {
      if (!run.open) run.setAttribute('data-print-closed', '');
    });
  });
  window.addEventListener('afterprint', function () {
    document.querySelectorAll('details.run[data-print-closed]').forEach(function (run) {
      run.removeAttribute('data-print-closed');
    });
  });
})();`;
