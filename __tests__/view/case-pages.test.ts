/**
 * The pure parts of ✓ This went well and Run it again: the suites offered, the form on a run that
 * passed and add's own refusal on one that did not, what a promotion printed, the replay's page
 * while it runs and after, and the command a replay runs.
 */
import { describe, expect, it } from 'vitest';
import { REFUSAL_REASON } from '../../src/cases/add-case.js';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import {
  PROMOTE_BUTTON,
  renderKeepSection,
  renderReplayPage,
  suiteChoices,
} from '../../src/view/case-pages.js';
import type { PromotedCase } from '../../src/view/promoted-cases.js';
import { outDirOf, replayArguments, type ReplayJob } from '../../src/view/replay-jobs.js';
import { makeRecord } from '../report/run-records.js';

const record = (status: RunRecord['status']): RunRecord =>
  RunRecordSchema.parse(makeRecord('fix-add', 2, status, {}));

describe('the ✓ This went well form', () => {
  it("offers the run's suite first, then add's default, then the suites already there, once each", () => {
    const run = record('pass');
    expect(suiteChoices(run, ['alpha', 'recorded', run.suiteId], 'recorded')).toEqual([
      { name: run.suiteId, note: "the run's suite" },
      { name: 'recorded', note: "verdict add's default" },
      { name: 'alpha' },
    ]);
  });

  it('is a labelled form on a run that passed, and shows what add printed after it', () => {
    const html = renderKeepSection(record('pass'), {
      action: '/run/r1/fix-add/2/promote',
      suites: [{ name: 'smoke', note: "the run's suite" }, { name: 'recorded' }],
      result: {
        code: 0,
        printed: '✓ added to smoke: <fix>\n',
        added: { form: 'suite', suite: 'smoke', caseId: 'fix' },
      },
    });
    expect(html).toContain(
      '<form class="action" method="post" action="/run/r1/fix-add/2/promote">',
    );
    expect(html).toContain('<option value="smoke" selected>smoke (the run&#39;s suite)</option>');
    expect(html).toContain('<label for="promote-suite">');
    expect(html).toContain('<input id="promote-contains" name="contains"');
    expect(html).toContain(`>${PROMOTE_BUTTON}</button>`);
    expect(html).toContain('id="promotion-result" class="action-result" role="status"');
    expect(html).toContain('<pre class="printed">✓ added to smoke: &lt;fix&gt;</pre>');
    expect(html).toContain('<a id="new-case-link" href="/case/suite/smoke/fix">');
  });

  it("gives add's own refusal instead of a button on a run that did not pass", () => {
    const html = renderKeepSection(record('fail'), {
      action: '/run/r1/fix-add/2/promote',
      suites: [{ name: 'recorded' }],
    });
    expect(html).not.toContain('<form');
    expect(html).toContain('id="promotion-refusal" role="status"');
    expect(html).toContain('fix-add #2 is fail');
    expect(html).toContain(REFUSAL_REASON);
  });
});

describe('Run it again', () => {
  const promoted: PromotedCase = {
    form: 'suite',
    suite: 'notes',
    caseId: 'copy-notes',
    name: 'Copy notes',
    definition: {},
    runTarget: '.verdict/cases/notes',
    grants: ['--allow-write'],
    files: [],
  };

  it("runs add's command for checking the case, in replay mode, for this case only", () => {
    expect(replayArguments(promoted)).toEqual([
      'run',
      '.verdict/cases/notes',
      '--allow-write',
      '--mode',
      'replay',
      '--tasks',
      'copy-notes',
      '--yes',
    ]);
  });

  it('finds the run folder in the line verdict run ends with', () => {
    expect(
      outDirOf('COMPLETE: 1/1 judged runs passed (0 missing) — .verdict/runs/r2/report.md\n', '/p'),
    ).toBe('/p/.verdict/runs/r2');
    expect(outDirOf('verdict: no such suite\n', '/p')).toBeUndefined();
  });

  const job = (state: ReplayJob['state']): ReplayJob => ({
    id: 'abc123',
    ref: { form: 'suite', suite: 'notes', caseId: 'copy-notes' },
    command: 'verdict run .verdict/cases/notes --mode replay',
    startedAt: new Date('2026-01-01T00:00:00Z'),
    state,
    stdout: '',
    stderr: '',
    ...(state === 'done' ? { code: 0 } : {}),
  });
  const caseLink = { href: '/case/suite/notes/copy-notes', label: 'notes / copy-notes' };

  it('says running… and listens for its own end while it runs', () => {
    const page = renderReplayPage(job('running'), caseLink, undefined);
    expect(page.body).toContain('data-state="running"');
    expect(page.body).toContain('<span id="replay-verdict">running…</span>');
    expect(page.script).toContain('new EventSource("/events?job=abc123")');
  });

  it('says whether it passed once it ended, linking the new invocation and its runs', () => {
    const replayed = RunRecordSchema.parse(makeRecord('copy-notes', 1, 'pass', {}));
    const page = renderReplayPage(job('done'), caseLink, {
      invocationKey: 'r2',
      records: [replayed],
      transcripts: ['<p>the transcript</p>'],
    });
    expect(page.body).toContain('data-state="done"');
    expect(page.body).toContain('<span id="replay-verdict">passed</span>');
    expect(page.body).toContain('<a id="replay-invocation" href="/invocation/r2">');
    expect(page.body).toContain('<a href="/run/r2/copy-notes/1">copy-notes #1</a>');
    expect(page.body).toContain('<p>the transcript</p>');
    expect(page.script ?? '').not.toContain('EventSource');
    const failed = renderReplayPage(job('done'), caseLink, {
      invocationKey: 'r2',
      records: [RunRecordSchema.parse(makeRecord('copy-notes', 1, 'fail', {}))],
      transcripts: [''],
    });
    expect(failed.body).toContain('<span id="replay-verdict">did not pass</span>');
  });
});
