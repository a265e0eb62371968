/**
 * The gate per task ([20/23]): the spec's cases as a table — fail-on × verdict × acknowledged ×
 * quarantined — and what a failed, stale or head-only entry makes the gate say.
 */
import { describe, expect, it } from 'vitest';
import type { Acknowledgement } from '../../src/gate/acknowledgements.js';
import {
  countStandings,
  failingVerdicts,
  gateHasNews,
  NO_GATE_FACTS,
  standTasks,
  type GateFacts,
  type GateOutcome,
} from '../../src/gate/task-standings.js';

const TODAY = new Date('2026-12-05T12:00:00Z');
const outcome = (task: string, verdict: string, mode: 'replay' | 'live' = 'live'): GateOutcome => ({
  suite: 'smoke',
  mode,
  task,
  verdict,
});
const entry = (task: string, change: Acknowledgement['change'], until = '2027-01-31') => ({
  task,
  change,
  reason: `${task} is intended`,
  until,
});

function stand(
  outcomes: GateOutcome[],
  failOn: string,
  facts: Partial<GateFacts> = {},
  quarantine: 'flaky' | 'none' = 'none',
) {
  return standTasks({
    outcomes,
    failOn,
    quarantine,
    facts: { ...NO_GATE_FACTS, ...facts },
    today: TODAY,
  });
}

describe('standTasks', () => {
  it.each([
    // fail-on, verdict, acknowledged, quarantined → standing
    ['regressed', 'regressed', false, false, 'failed'],
    ['regressed', 'regressed', true, false, 'acknowledged'],
    ['regressed', 'regressed', false, true, 'quarantined'],
    ['regressed', 'regressed', true, true, 'acknowledged'],
    ['regressed', 'diverged', false, false, 'passed'],
    ['regressed', 'improved', true, false, 'acknowledged'],
    ['regressed', 'inconclusive', false, true, 'quarantined'],
    ['divergence', 'diverged', false, false, 'failed'],
    ['divergence', 'diverged', true, false, 'acknowledged'],
    ['divergence', 'regressed', false, false, 'passed'],
    ['never', 'regressed', false, false, 'passed'],
    ['incomplete', 'regressed', false, false, 'passed'],
  ] as const)(
    'fail-on %s, verdict %s, acknowledged %s, quarantined %s: %s',
    (failOn, verdict, acknowledged, quarantined, standing) => {
      const change = verdict === 'inconclusive' ? 'any' : verdict;
      const { report } = stand(
        [outcome('t', verdict)],
        failOn,
        {
          acknowledgements: acknowledged && change !== 'any' ? [entry('smoke/t', change)] : [],
          history: () =>
            quarantined ? { quarantined: true, flaky: 'flipped 3 times' } : undefined,
        },
        'flaky',
      );
      expect(report.tasks[0]?.standing).toBe(standing);
    },
  );

  it('a failed change carries the entry that acknowledges it; an acknowledged one its reason', () => {
    const { report } = stand([outcome('a', 'regressed'), outcome('b', 'regressed')], 'regressed', {
      acknowledgements: [entry('b', 'regressed')],
    });
    const [a, b] = report.tasks;
    expect(a).toMatchObject({ standing: 'failed' });
    expect(JSON.parse(a!.toAdd!)).toEqual({
      task: 'smoke/a',
      change: 'regressed',
      reason: '…why this change is intended…',
      until: '2027-01-04',
    });
    expect(b).toMatchObject({ standing: 'acknowledged', why: 'b is intended (until 2027-01-31)' });
    expect(countStandings(report)).toEqual({
      failed: 1,
      acknowledged: 1,
      quarantined: 0,
      passed: 0,
    });
  });

  it('an expired entry acknowledges nothing and is stale with its renewal', () => {
    const { report } = stand([outcome('a', 'regressed')], 'regressed', {
      acknowledgements: [entry('a', 'regressed', '2026-12-04')],
    });
    expect(report.tasks[0]?.standing).toBe('failed');
    expect(report.stale).toEqual([
      {
        why: 'a (regressed) expired on 2026-12-04',
        renew: JSON.stringify({ ...entry('a', 'regressed'), until: '2027-01-04' }, null, 2),
      },
    ]);
  });

  it('without quarantine: flaky a flaky task still fails, and says it is flaky', () => {
    const history = () => ({ quarantined: true, flaky: 'flipped 3 times', trend: '▁█▁█' });
    const { report } = stand([outcome('a', 'regressed')], 'regressed', { history }, 'none');
    expect(report.tasks[0]).toMatchObject({
      standing: 'failed',
      flaky: 'flipped 3 times',
      trend: '▁█▁█',
    });
  });

  it('counts an unmatched entry once per push, stale after five', () => {
    let counts: Record<string, number> = {};
    let stale = 0;
    for (let push = 1; push <= 5; push += 1) {
      const result = stand([outcome('a', 'unchanged', 'replay')], 'divergence', {
        acknowledgements: [entry('gone', 'regressed')],
        unmatchedCounts: counts,
      });
      counts = result.unmatchedCounts;
      stale = result.report.stale.length;
    }
    expect(Object.values(counts)).toEqual([5]);
    expect(stale).toBe(1);
  });

  it('says there is news only when something is not a plain pass', () => {
    expect(gateHasNews(stand([outcome('a', 'unchanged')], 'regressed').report)).toBe(false);
    expect(
      gateHasNews(
        stand([outcome('a', 'unchanged')], 'regressed', {
          headOnly: [entry('a', 'regressed')],
        }).report,
      ),
    ).toBe(true);
    expect(failingVerdicts('incomplete')).toEqual([]);
  });
});
