/**
 * The pages that make and check cases: the keep form, a promoted case's page, a replay's page.
 * Every result region is `role="status"` with an id, for readers and for tests that wait on it.
 */
import { escapeHtml, escapeLine } from '../html/escape-html.js';
import { renderFacts } from '../html/html-table.js';
import { renderSection, type PageParts } from '../html/page-shell.js';
import { renderStatus, RUNS_CSS, RUNS_SCRIPT } from '../html/runs-section.js';
import { chooseRun } from '../cases/promote-run.js';
import { reasonOf } from '../report/failure-reasons.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import type { PromotedCase } from './promoted-cases.js';
import type { ReplayJob } from './replay-jobs.js';
import type { PromoteResult } from './view-actions.js';
import {
  caseHref,
  HOME,
  invocationHref,
  renderViewPage,
  replayHref,
  runHref,
} from './view-page.js';

/** The submit buttons' words, which browser tests click by. */
export const PROMOTE_BUTTON = '✓ This went well';
export const REPLAY_BUTTON = 'Run it again';

export interface KeepSection {
  action: string;
  /** The first is chosen. */
  suites: readonly { name: string; note?: string }[];
  result?: PromoteResult;
}

/** The run's own suite first, then `add`'s default, then those already in `.verdict/cases`. */
export function suiteChoices(
  record: RunRecord,
  existing: readonly string[],
  defaultSuite: string,
): { name: string; note?: string }[] {
  const choices: { name: string; note?: string }[] = [];
  const add = (name: string, note?: string) => {
    if (choices.some((choice) => choice.name === name)) return;
    choices.push(note === undefined ? { name } : { name, note });
  };
  if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(record.suiteId))
    add(record.suiteId, "the run's suite");
  add(defaultSuite, "verdict add's default");
  for (const name of existing) add(name);
  return choices;
}

function renderPromoteResult(result: PromoteResult): string {
  const added = result.added;
  const title = added !== undefined ? 'Added' : result.code === 1 ? 'Refused' : 'Not added';
  return [
    `<section id="promotion-result" class="action-result" role="status" aria-labelledby="promotion-result-title" data-code="${result.code}">`,
    `<h2 id="promotion-result-title">${title}</h2>`,
    `<p class="muted">What <code>verdict add</code> printed (exit ${result.code}):</p>`,
    `<pre class="printed">${escapeHtml(result.printed.trimEnd())}</pre>`,
    added === undefined
      ? ''
      : `<p><a id="new-case-link" href="${escapeHtml(caseHref(added))}">Open the new case ${escapeLine(added.caseId)} of ${escapeLine(added.suite)}</a></p>`,
    '</section>',
  ].join('\n');
}

/** `verdict add` in a button, or its refusal of the run. */
export function renderKeepSection(record: RunRecord, keep: KeepSection): string {
  const choice = chooseRun([record], record.taskId, record.repetition);
  const options = keep.suites.map(
    (suite, index) =>
      `<option value="${escapeHtml(suite.name)}"${index === 0 ? ' selected' : ''}>${escapeLine(suite.name)}${suite.note === undefined ? '' : ` (${escapeLine(suite.note)})`}</option>`,
  );
  const form =
    choice.kind === 'refused'
      ? `<p id="promotion-refusal" role="status">${escapeLine(`verdict add refuses this run: ${choice.message}.`)}</p>`
      : [
          `<form class="action" method="post" action="${escapeHtml(keep.action)}">`,
          `<label for="promote-suite">Suite (in .verdict/cases)<select id="promote-suite" name="suite">${options.join('')}</select></label>`,
          '<label for="promote-contains">Words the answer must mention (--contains, comma-separated)<input id="promote-contains" name="contains" type="text" autocomplete="off"></label>',
          `<button type="submit" id="promote-button">${PROMOTE_BUTTON}</button>`,
          '</form>',
          '<p class="muted">It does what <code>verdict add</code> does with these options: the case asserts the tools the run used and the words given, its cassette is made from the run\'s trace and kept only when a replay of the case passes, and a trace that was cut is refused.</p>',
        ].join('\n');
  return renderSection('keep', 'Keep it as a case', [
    keep.result === undefined ? '' : renderPromoteResult(keep.result),
    form,
  ]);
}

function renderFiles(promoted: PromotedCase): string {
  if (promoted.files.length === 0) return '<p>No file of it was found.</p>';
  const items = promoted.files.map(
    (file) =>
      `<li><code>${escapeLine(file.path)}</code> <span class="muted">(${file.bytes} bytes)</span></li>`,
  );
  return `<ul class="case-files">${items.join('')}</ul>`;
}

function replayCommand(promoted: PromotedCase): string {
  return ['verdict run', promoted.runTarget, ...promoted.grants, '--mode replay'].join(' ');
}

export function renderCasePage(
  promoted: PromotedCase,
  replay: { action: string; running?: ReplayJob } | undefined,
): PageParts {
  const form =
    replay === undefined
      ? ''
      : [
          `<form class="action" method="post" action="${escapeHtml(replay.action)}">`,
          `<button type="submit" id="replay-button">${REPLAY_BUTTON}</button>`,
          '</form>',
          `<p class="muted">Replays the case from its cassette: <code>${escapeLine(replayCommand(promoted))} --tasks ${escapeLine(promoted.caseId)}</code>. Its runs go to <code>.verdict/runs</code>, with every other run.</p>`,
          replay.running === undefined
            ? ''
            : `<p id="replay-running" role="status"><a href="${escapeHtml(replayHref(replay.running.id))}">A replay of it is running…</a></p>`,
        ]
          .filter((part) => part !== '')
          .join('\n');
  const body = [
    '<header>',
    `<h1>${escapeLine(promoted.name)} <span class="muted">${escapeLine(promoted.caseId)}</span></h1>`,
    renderFacts([
      ['suite', escapeLine(promoted.suite)],
      ['form', promoted.form === 'suite' ? 'a task of a suite' : 'a case of a case file'],
      ['run it with', `<code>${escapeLine(replayCommand(promoted))}</code>`],
    ]),
    '</header>',
    '<main>',
    '<section id="run-again" aria-labelledby="run-again-title"><h2 id="run-again-title">Run it again</h2>',
    form,
    '</section>',
    '<section id="case-files" aria-labelledby="case-files-title"><h2 id="case-files-title">Files</h2>',
    renderFiles(promoted),
    '</section>',
    '<section id="case-definition" aria-labelledby="case-definition-title"><h2 id="case-definition-title">As its file holds it</h2>',
    `<pre>${escapeHtml(JSON.stringify(promoted.definition, null, 2))}</pre>`,
    '</section>',
    '</main>',
  ];
  return renderViewPage({
    title: `${promoted.suite} / ${promoted.caseId}`,
    crumbs: [HOME, { label: `${promoted.suite} / ${promoted.caseId}` }],
    body: body.join('\n'),
  });
}

export interface ReplayOutcome {
  /** When the view found it. */
  invocationKey?: string;
  records: readonly RunRecord[];
  transcripts: readonly string[];
}

function replayVerdict(job: ReplayJob, outcome: ReplayOutcome | undefined): string {
  const records = outcome?.records ?? [];
  if (records.length === 0) return 'made no run';
  return records.every((record) => record.status === 'pass') && job.code === 0
    ? 'passed'
    : 'did not pass';
}

export function renderReplayPage(
  job: ReplayJob,
  promoted: { href: string; label: string },
  outcome: ReplayOutcome | undefined,
): PageParts {
  const running = job.state === 'running';
  const verdict = running ? 'running…' : replayVerdict(job, outcome);
  const records = outcome?.records ?? [];
  const key = outcome?.invocationKey;
  const runs = records.map((record, index) => {
    const label = `${record.taskId} #${record.repetition}`;
    const reason = reasonOf(record);
    return [
      `<article class="replayed-run" data-status="${escapeHtml(record.status)}">`,
      `<h3>${key === undefined ? escapeLine(label) : `<a href="${escapeHtml(runHref(key, record))}">${escapeLine(label)}</a>`} ${renderStatus(record.status)}</h3>`,
      reason === undefined ? '' : `<p>${escapeLine(reason)}</p>`,
      `<div class="transcript">${outcome?.transcripts[index] ?? ''}</div>`,
      '</article>',
    ].join('\n');
  });
  const status = [
    `<section id="replay-result" class="action-result" role="status" aria-live="polite" data-state="${running ? 'running' : 'done'}">`,
    `<h2>Replay: <span id="replay-verdict">${escapeLine(verdict)}</span></h2>`,
    renderFacts([
      ['case', `<a href="${escapeHtml(promoted.href)}">${escapeLine(promoted.label)}</a>`],
      ['command', `<code>${escapeLine(job.command)}</code>`],
      ['started', escapeLine(job.startedAt.toISOString())],
      ...(running
        ? []
        : ([
            ['exit code', escapeLine(String(job.code ?? 'ended by a signal'))],
            [
              'invocation',
              key === undefined
                ? 'not found among the runs this server shows'
                : `<a id="replay-invocation" href="${escapeHtml(invocationHref(key))}"><code>${escapeLine(key)}</code></a>`,
            ],
          ] as const)),
    ]),
    running ? '<p>This page follows it, and shows its outcome when it ends.</p>' : '',
    '</section>',
  ];
  const printed = `${job.stderr}${job.stdout}`.trimEnd();
  const body = [
    '<header>',
    `<h1>Run it again <span class="muted">${escapeLine(promoted.label)}</span></h1>`,
    '</header>',
    '<main>',
    ...status,
    ...runs,
    running || printed === ''
      ? ''
      : `<details><summary>What <code>verdict run</code> printed</summary><pre>${escapeHtml(printed)}</pre></details>`,
    '</main>',
  ];
  return renderViewPage({
    title: `Run it again: ${promoted.label}`,
    crumbs: [HOME, { label: promoted.label, href: promoted.href }, { label: 'Run it again' }],
    live: running,
    events: `/events?job=${encodeURIComponent(job.id)}`,
    body: body.filter((part) => part !== '').join('\n'),
    css: RUNS_CSS,
    script: RUNS_SCRIPT,
  });
}
