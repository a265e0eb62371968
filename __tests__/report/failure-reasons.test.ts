import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupFailureReasons, normalizeReason } from '../../src/report/failure-reasons.js';
import {
  FailureReasonsSchema,
  MAX_REASON_CHARS,
  type FailureReason,
} from '../../src/report/report-schema.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import type { RunStatus } from '../../src/stats/counts.js';
import { makeRecord } from './run-records.js';

const CHECK_FAILED = 'check: `node check.mjs` exited 1, expected exit 0';

function run(status: RunStatus, reason: string | undefined, repetition = 1): RunRecord {
  const record = makeRecord('fix-greeting', repetition, status);
  return reason === undefined ? record : { ...record, reason };
}

describe('groupFailureReasons', () => {
  it('counts identical reasons together, most runs first, and leaves passes out', () => {
    const records = [
      run('pass', undefined, 1),
      run('fail', CHECK_FAILED, 2),
      run('fail', 'scope: changes outside the allowed paths: check.mjs', 3),
      run('fail', CHECK_FAILED, 4),
      run('pass', undefined, 5),
      run('fail', CHECK_FAILED, 6),
    ];
    expect(groupFailureReasons(records)).toEqual({
      listed: [
        { status: 'fail', reason: CHECK_FAILED, runs: 3 },
        { status: 'fail', reason: 'scope: changes outside the allowed paths: check.mjs', runs: 1 },
      ],
    });
  });

  it('keeps an infrastructure error apart from a failure with the same words', () => {
    const message = 'verifier check could not run: `node check.mjs` cannot start: ENOENT';
    const grouped = groupFailureReasons([
      run('fail', message, 1),
      run('error', message, 2),
      run('budget_exceeded', 'budget maxWallMs (120000) exceeded: the agent was stopped', 3),
    ]);
    expect(grouped.listed.map((group) => group.status)).toEqual([
      'fail',
      'budget_exceeded',
      'error',
    ]);
  });

  it("reads an errored run's error message when it recorded no reason, and counts a run with neither", () => {
    const errored = makeRecord('t', 1, 'error', {
      error: { kind: 'upstream_unavailable', message: 'upstream unavailable after 4 attempts' },
    });
    expect(groupFailureReasons([errored, run('fail', undefined, 2)]).listed).toEqual([
      { status: 'fail', runs: 1 },
      {
        status: 'error',
        reason: 'upstream unavailable after 4 attempts',
        errorKind: 'upstream_unavailable',
        runs: 1,
      },
    ]);
  });

  it('lists at most the cap and counts the reasons and runs beyond it', () => {
    const records = ['a', 'b', 'b', 'c', 'c', 'c', 'd'].map((reason, index) =>
      run('fail', `reason ${reason}`, index + 1),
    );
    expect(groupFailureReasons(records, 2)).toEqual({
      listed: [
        { status: 'fail', reason: 'reason c', runs: 3 },
        { status: 'fail', reason: 'reason b', runs: 2 },
      ],
      unlisted: { reasons: 2, runs: 2 },
    });
  });
});

describe('normalizeReason', () => {
  it.each([
    ['collapses whitespace and newlines', '  check:\n  exited 1\t\r\n', 'check: exited 1'],
    [
      "replaces a per-run directory's random part",
      'the agent exited with code 127 before any model call; its stderr ends: /tmp/verdict-run-Ab12Cd/workspace/run.sh: codex: not found',
      'the agent exited with code 127 before any model call; its stderr ends: /tmp/verdict-run-XXXXXX/workspace/run.sh: codex: not found',
    ],
    [
      'replaces what a budget overrun measured, keeping the limit',
      'budget maxTokens (1000) exceeded: 1234 tokens',
      'budget maxTokens (1000) exceeded: N tokens',
    ],
    [
      "replaces the proxy's spent figure, keeping the limit",
      'budget maxTurns (20) is spent: 20 used; the proxy refuses further model calls',
      'budget maxTurns (20) is spent: N used; the proxy refuses further model calls',
    ],
    [
      'keeps exit codes and other figures that tell causes apart',
      'check: `node check.mjs` exited 2, expected exit 0',
      'check: `node check.mjs` exited 2, expected exit 0',
    ],
  ])('%s', (_, input, expected) => {
    expect(normalizeReason(input)).toBe(expected);
  });

  it('groups the runs of one budget overrun as one reason', () => {
    const grouped = groupFailureReasons([
      run('budget_exceeded', 'budget maxTokens (1000) exceeded: 1234 tokens', 1),
      run('budget_exceeded', 'budget maxTokens (1000) exceeded: 1900 tokens', 2),
    ]);
    expect(grouped.listed).toEqual([
      { status: 'budget_exceeded', reason: 'budget maxTokens (1000) exceeded: N tokens', runs: 2 },
    ]);
  });

  it('cuts a long reason to the cap', () => {
    const cut = normalizeReason('x'.repeat(MAX_REASON_CHARS * 3));
    expect([...cut]).toHaveLength(MAX_REASON_CHARS);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('groupFailureReasons, for any runs', () => {
  const status = fc.constantFrom<RunStatus>('pass', 'fail', 'budget_exceeded', 'error');
  const reason = fc.option(
    fc.oneof(
      fc.constantFrom(CHECK_FAILED, 'scope: outside', 'budget maxTokens (10) exceeded: 11 tokens'),
      fc.string({ maxLength: 400 }),
    ),
    { nil: undefined },
  );
  const records = fc
    .array(fc.tuple(status, reason), { maxLength: 60 })
    .map((runs) => runs.map(([s, r], index) => run(s, r, index + 1)));
  const cap = fc.integer({ min: 0, max: 12 });

  it('accounts for every run that did not pass, and stays within its schema', () => {
    fc.assert(
      fc.property(records, cap, (runs, maxListed) => {
        const grouped = groupFailureReasons(runs, Math.min(maxListed, 10));
        const notPassed = runs.filter((record) => record.status !== 'pass').length;
        const listedRuns = grouped.listed.reduce((sum, group) => sum + group.runs, 0);
        expect(listedRuns + (grouped.unlisted?.runs ?? 0)).toBe(notPassed);
        for (const statusName of ['fail', 'budget_exceeded', 'error'] as const) {
          const ofStatus = runs.filter((record) => record.status === statusName).length;
          const listedOfStatus = grouped.listed
            .filter((group) => group.status === statusName)
            .reduce((sum, group) => sum + group.runs, 0);
          expect(listedOfStatus).toBeLessThanOrEqual(ofStatus);
        }
        expect(grouped.listed.length).toBeLessThanOrEqual(Math.min(maxListed, 10));
        expect(FailureReasonsSchema.safeParse(grouped).success).toBe(true);
      }),
    );
  });

  it('lists most runs first, and does not depend on the order of the runs', () => {
    fc.assert(
      fc.property(
        records.chain((runs) =>
          fc.tuple(fc.constant(runs), fc.shuffledSubarray(runs, { minLength: runs.length })),
        ),
        ([runs, shuffled]) => {
          const grouped = groupFailureReasons(runs);
          expect(groupFailureReasons(shuffled)).toEqual(grouped);
          const counts = grouped.listed.map((group: FailureReason) => group.runs);
          expect(counts).toEqual([...counts].sort((a, b) => b - a));
          const keys = grouped.listed.map((group) => JSON.stringify([group.status, group.reason]));
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
    );
  });
});
