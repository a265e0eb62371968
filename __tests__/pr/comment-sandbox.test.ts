import { describe, expect, it } from 'vitest';
import {
  describeUnsandboxed,
  isSandboxNotice,
  sandboxWarningsOf,
} from '../../src/pr/comment-sandbox.js';
import { SuiteOutcomeSchema, type SuiteOutcome } from '../../src/pr/comment-model.js';
import { renderComment } from '../../src/pr/render-comment.js';
import {
  COMPLETE,
  makeComparison,
  makeLiveTask,
  makeModel,
  makeReplayTask,
} from './comment-fixtures.js';

const limits = { memoryMb: 4096, processes: 512, cpuSeconds: 1800 };
const none = { backend: 'none' as const, limits };
const bwrap = { backend: 'bwrap' as const, limits };
// What `auto` says on GitHub's ubuntu-24.04 runners, whose AppArmor refuses bwrap.
const REFUSED =
  'not sandboxed: bwrap cannot start a sandbox here: bwrap: setting up uid map: Permission denied. Agents and verifiers run as this user, with its files and network (see docs/sandbox.md; --sandbox none says you mean it)';

function replaySuite(base: SuiteOutcome['base'], head: SuiteOutcome['head']): SuiteOutcome {
  return {
    suiteId: 'smoke-coding',
    base,
    head,
    comparison: makeComparison({
      mode: 'replay',
      tasks: [makeReplayTask('fix-add', 'unchanged')],
      base: { sandbox: base.sandbox ?? none },
      head: { sandbox: head.sandbox ?? none },
    }),
  };
}

describe('sandboxWarningsOf', () => {
  it('finds the CLI’s sandbox warnings in its stderr, and nothing else', () => {
    const stderr = [
      'warning: a suite from --suite-dir runs with your privileges',
      `warning: ${REFUSED}`,
      'warning: sandbox: bwrap cannot start a sandbox here: bwrap: setting up uid map: Permission denied; using docker (agent:1)',
      '  3/3 runs, 3 passed',
    ].join('\n');
    expect(sandboxWarningsOf(stderr)).toEqual([
      REFUSED,
      'sandbox: bwrap cannot start a sandbox here: bwrap: setting up uid map: Permission denied; using docker (agent:1)',
    ]);
    expect(sandboxWarningsOf('')).toEqual([]);
    const [long] = sandboxWarningsOf(`warning: not sandboxed: ${'x'.repeat(5000)}`);
    expect(long).toHaveLength(600);
    expect(isSandboxNotice(REFUSED)).toBe(true);
    expect(isSandboxNotice('live skipped: mode is replay')).toBe(false);
  });
});

describe('describeUnsandboxed', () => {
  it('names the modes and sides that ran without a sandbox, from their reports', () => {
    const line = describeUnsandboxed(
      [
        { mode: 'replay', suites: [replaySuite({ ...COMPLETE, sandbox: none }, { ...COMPLETE })] },
        { mode: 'live', skipped: 'mode is replay' },
      ],
      [REFUSED],
    );
    expect(line).toBe(
      '> **Not sandboxed: agents and verifiers ran as this user, with its files and network** (replay: base and head). The notices say why.',
    );
  });

  it('says nothing when every side that ran was sandboxed, or did not record it', () => {
    const sandboxed = replaySuite({ ...COMPLETE, sandbox: bwrap }, { ...COMPLETE, sandbox: bwrap });
    expect(describeUnsandboxed([{ mode: 'replay', suites: [sandboxed] }], [])).toBeUndefined();
    const unrecorded = { suiteId: 's', base: COMPLETE, head: { state: 'NOT_RUN' as const } };
    expect(describeUnsandboxed([{ mode: 'live', suites: [unrecorded] }], [])).toBeUndefined();
  });

  it('leaves out "why" when no notice says it (the workflow chose none)', () => {
    const line = describeUnsandboxed(
      [
        {
          mode: 'live',
          suites: [{ suiteId: 's', base: COMPLETE, head: { ...COMPLETE, sandbox: none } }],
        },
      ],
      ['k = 3 is below 5'],
    );
    expect(line).toMatch(/\(live: head\)\.$/);
  });
});

describe('the comment of a run that was not sandboxed', () => {
  it('says so under the headline, and why in the notices', async () => {
    const live = {
      suiteId: 'smoke-coding',
      base: { ...COMPLETE, sandbox: none },
      head: { ...COMPLETE, sandbox: none },
      comparison: makeComparison({
        mode: 'live',
        tasks: [makeLiveTask('fix-add', [5, 5], [5, 5])],
        base: { sandbox: none },
        head: { sandbox: none },
      }),
    };
    const model = makeModel({
      sections: [
        {
          mode: 'replay',
          suites: [replaySuite({ ...COMPLETE, sandbox: none }, { ...COMPLETE, sandbox: none })],
        },
        { mode: 'live', suites: [live] },
      ],
      notices: [REFUSED],
    });
    // The payload's schema carries each side's sandbox (a fork's comment is posted from it).
    expect(SuiteOutcomeSchema.parse(live)).toEqual(live);
    const body = renderComment(model);
    const lines = body.split('\n\n');
    expect(lines[3]).toBe(
      '> **Not sandboxed: agents and verifiers ran as this user, with its files and network** (replay: base and head; live: base and head). The notices say why.',
    );
    expect(body).toContain('setting up uid map: Permission denied');
    await expect(body).toMatchFileSnapshot('__snapshots__/not-sandboxed.md');
  });
});
