import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ComparisonSchema, type TaskComparison } from '../../src/compare/comparison-schema.js';
import type { ModeSection, SideOutcome, SuiteOutcome } from '../../src/pr/comment-model.js';
import { decideFailOn, FAIL_ON_VALUES, tallySections, type PrTally } from '../../src/pr/tally.js';
import { boundedInterval, observedInterval, type RunCounts } from '../../src/stats/counts.js';
import { decideVerdict } from '../../src/stats/verdict.js';
import { COMPLETE, makeComparison, makeLiveTask, makeReplayTask } from './comment-fixtures.js';

const NOT_RUN: SideOutcome = { state: 'NOT_RUN', problem: 'setup exited 1: npm ERR!' };
const RUN_ERROR: SideOutcome = { state: 'RUN_ERROR', problem: '5 of 5 runs missing' };

const regressed = (id = 'regressed') => makeLiveTask(id, [10, 10], [0, 10]);
const improved = (id = 'improved') => makeLiveTask(id, [0, 10], [10, 10]);
const inconclusive = (id = 'inconclusive') => makeLiveTask(id, [5, 10], [6, 10]);
const lowPower = (id = 'low-power') => makeLiveTask(id, [1, 2], [2, 2]);

/**
 * A live task whose observed intervals say regressed but whose errored runs on the candidate leave
 * the bounded intervals overlapping: `decideVerdict` calls it not comparable.
 */
function notComparable(id = 'not-comparable'): TaskComparison {
  const counts = (pass: number, observed: number, missing: number): RunCounts => ({
    total: observed + missing,
    observed,
    missing,
    pass,
    fail: observed - pass,
    budgetExceeded: 0,
    error: missing,
  });
  const base = counts(10, 10, 0);
  const head = counts(0, 5, 5);
  const decision = decideVerdict({ counts: base }, { counts: head });
  expect(decision.verdict).toBe('not_comparable');
  const side = (c: RunCounts) => ({
    pass: c.pass,
    observed: c.observed,
    missing: c.missing,
    interval: observedInterval(c),
    boundedInterval: boundedInterval(c),
  });
  return {
    taskId: id,
    verdict: decision.verdict,
    reason: decision.reason,
    baseline: side(base),
    candidate: side(head),
    deltas: { omitted: {} },
  };
}

function liveSuite(
  tasks: TaskComparison[],
  sides: { base?: SideOutcome; head?: SideOutcome; suiteId?: string } = {},
): SuiteOutcome {
  return {
    suiteId: sides.suiteId ?? 'smoke-coding',
    base: sides.base ?? COMPLETE,
    head: sides.head ?? COMPLETE,
    comparison: makeComparison({ mode: 'live', tasks }),
  };
}

function replaySuite(tasks: TaskComparison[], suiteId = 'smoke-coding'): SuiteOutcome {
  return {
    suiteId,
    base: COMPLETE,
    head: COMPLETE,
    comparison: makeComparison({ mode: 'replay', tasks }),
  };
}

const live = (...suites: SuiteOutcome[]): ModeSection => ({ mode: 'live', suites });
const replay = (...suites: SuiteOutcome[]): ModeSection => ({ mode: 'replay', suites });

const ZERO = {
  regressed: 0,
  improved: 0,
  inconclusive: 0,
  lowPower: 0,
  noChange: 0,
  diverged: 0,
  changed: 0,
  incomplete: 0,
};

describe('tallySections: counts', () => {
  it('builds fixtures that compare would write', () => {
    const comparison = liveSuite([regressed(), notComparable()]).comparison;
    expect(ComparisonSchema.safeParse(comparison).success).toBe(true);
  });

  it('says nothing_ran when no section ran', () => {
    expect(tallySections([])).toStrictEqual({ verdict: 'nothing_ran', ...ZERO });
    expect(
      tallySections([
        { mode: 'replay', skipped: 'no suite in evals has cassettes on either side' },
        { mode: 'live', skipped: 'no API key' },
      ]),
    ).toStrictEqual({ verdict: 'nothing_ran', ...ZERO });
  });

  it('says nothing_ran when the suites compared no task', () => {
    expect(tallySections([live(liveSuite([])), replay()])).toStrictEqual({
      verdict: 'nothing_ran',
      ...ZERO,
    });
  });

  it('counts every task verdict over every mode and suite', () => {
    const tally = tallySections([
      replay(
        replaySuite(
          [makeReplayTask('a', 'unchanged'), makeReplayTask('b', 'diverged')],
          'smoke-coding',
        ),
        replaySuite([makeReplayTask('c', 'diverged')], 'long-context'),
      ),
      live(
        liveSuite([regressed('a'), improved('b'), improved('c'), inconclusive('d')]),
        liveSuite([lowPower('e'), lowPower('f'), notComparable('g')], { suiteId: 'other' }),
      ),
    ]);
    expect(tally).toStrictEqual({
      verdict: 'regressed',
      regressed: 1,
      improved: 2,
      inconclusive: 1,
      lowPower: 2,
      noChange: 0,
      diverged: 2,
      changed: 0,
      incomplete: 1,
    });
  });

  it('says unchanged when every compared task is unchanged', () => {
    expect(
      tallySections([
        replay(replaySuite([makeReplayTask('a', 'unchanged'), makeReplayTask('b', 'unchanged')])),
      ]),
    ).toStrictEqual({ verdict: 'unchanged', ...ZERO });
  });
});

describe('tallySections: infrastructure is incomplete, never regressed', () => {
  it('counts a side that could not run (setup failed, suite missing) as incomplete', () => {
    const tally = tallySections([
      live({ suiteId: 'smoke-coding', base: COMPLETE, head: NOT_RUN }),
      replay({ suiteId: 'smoke-coding', base: NOT_RUN, head: NOT_RUN }),
    ]);
    expect(tally).toStrictEqual({ ...ZERO, verdict: 'incomplete', incomplete: 3 });
  });

  it('counts a side whose runs errored as incomplete, and its suite when it was not compared', () => {
    const tally = tallySections([
      live({ suiteId: 'smoke-coding', base: COMPLETE, head: RUN_ERROR }),
    ]);
    // The side, and the suite that could not be compared although both sides ran.
    expect(tally).toStrictEqual({ ...ZERO, verdict: 'incomplete', incomplete: 2 });
  });

  it('counts a suite that both sides ran but compare refused (suite version changed)', () => {
    const tally = tallySections([
      live({
        suiteId: 'smoke-coding',
        base: COMPLETE,
        head: COMPLETE,
        notComparable: 'suite versions differ: 1.2.0 and 1.3.0',
      }),
    ]);
    expect(tally).toStrictEqual({ ...ZERO, verdict: 'incomplete', incomplete: 1 });
  });

  it('counts partial and cancelled sides, and not-comparable tasks, as incomplete', () => {
    const tally = tallySections([
      live(
        liveSuite([notComparable('a'), lowPower('b')], {
          head: { state: 'PARTIAL', problem: '5 of 10 runs missing (provider_error ×5)' },
        }),
        liveSuite([inconclusive('c')], { base: { state: 'CANCELLED' }, suiteId: 'other' }),
      ),
    ]);
    expect(tally).toStrictEqual({
      ...ZERO,
      verdict: 'incomplete',
      incomplete: 3,
      lowPower: 1,
      inconclusive: 1,
    });
  });

  it('never turns infrastructure problems into regressions, whatever they are', () => {
    const infrastructure = fc.oneof(
      fc.constant<SuiteOutcome>({ suiteId: 's', base: COMPLETE, head: NOT_RUN }),
      fc.constant<SuiteOutcome>({ suiteId: 's', base: NOT_RUN, head: COMPLETE }),
      fc.constant<SuiteOutcome>({ suiteId: 's', base: NOT_RUN, head: NOT_RUN }),
      fc.constant<SuiteOutcome>({ suiteId: 's', base: RUN_ERROR, head: RUN_ERROR }),
      fc.constant<SuiteOutcome>({ suiteId: 's', base: COMPLETE, head: RUN_ERROR }),
      fc.constant(liveSuite([notComparable()], { head: RUN_ERROR })),
    );
    fc.assert(
      fc.property(fc.array(infrastructure, { minLength: 1, maxLength: 6 }), (suites) => {
        const tally = tallySections([live(...suites)]);
        expect(tally.verdict).toBe('incomplete');
        expect(tally.regressed).toBe(0);
        expect(tally.incomplete).toBeGreaterThan(0);
      }),
    );
  });
});

describe('tallySections: the overall verdict', () => {
  const PRECEDENCE = [
    'regressed',
    'diverged',
    'incomplete',
    'changed',
    'improved',
    'inconclusive',
    'low_power',
    'unchanged',
  ] as const;
  type Outcome = (typeof PRECEDENCE)[number];

  /** One suite that yields `outcome`, in the mode where it occurs. */
  const sectionsFor: Record<Outcome, fc.Arbitrary<ModeSection>> = {
    regressed: fc.constant(live(liveSuite([regressed()]))),
    diverged: fc.constant(replay(replaySuite([makeReplayTask('d', 'diverged')]))),
    incomplete: fc.constantFrom(
      live(liveSuite([notComparable()])),
      live({ suiteId: 's', base: COMPLETE, head: NOT_RUN }),
      replay({ suiteId: 's', base: RUN_ERROR, head: COMPLETE }),
      live({ suiteId: 's', base: COMPLETE, head: COMPLETE, notComparable: 'versions differ' }),
    ),
    changed: fc.constant(replay(replaySuite([makeReplayTask('c', 'changed')]))),
    improved: fc.constant(live(liveSuite([improved()]))),
    inconclusive: fc.constant(live(liveSuite([inconclusive()]))),
    low_power: fc.constant(live(liveSuite([lowPower()]))),
    unchanged: fc.constant(replay(replaySuite([makeReplayTask('u', 'unchanged')]))),
  };

  it.each(PRECEDENCE)('says %s when that is all there is', (outcome) => {
    fc.assert(
      fc.property(sectionsFor[outcome], (section) => {
        expect(tallySections([section]).verdict).toBe(outcome);
      }),
    );
  });

  it('says the most consequential outcome present, in any order', () => {
    fc.assert(
      fc.property(
        fc
          .subarray([...PRECEDENCE], { minLength: 1 })
          .chain((outcomes) =>
            fc.tuple(
              fc.constant(outcomes),
              fc.shuffledSubarray(outcomes, { minLength: outcomes.length }),
            ),
          )
          .chain(([outcomes, order]) =>
            fc.tuple(fc.constant(outcomes), fc.tuple(...order.map((o) => sectionsFor[o]))),
          ),
        ([outcomes, sections]) => {
          // Each outcome in its own section; the first of PRECEDENCE present must win.
          expect(tallySections(sections).verdict).toBe(outcomes[0]);
        },
      ),
    );
  });

  it('does not count a suite that exists on one side only (added by the PR) as incomplete', () => {
    const added = live({
      suiteId: 'new-suite',
      base: { state: 'NOT_RUN', problem: 'the suite does not exist on base', absent: true },
      head: COMPLETE,
    });
    const tally = tallySections([added, replay(replaySuite([makeReplayTask('u', 'unchanged')]))]);
    expect(tally.incomplete).toBe(0);
    expect(tally.verdict).toBe('unchanged');
  });

  it('says incomplete rather than nothing_ran when something failed before comparing', () => {
    expect(tallySections([live({ suiteId: 's', base: NOT_RUN, head: NOT_RUN })]).verdict).toBe(
      'incomplete',
    );
  });
});

describe('decideFailOn', () => {
  const tallies: fc.Arbitrary<PrTally> = fc.record({
    verdict: fc.constantFrom<PrTally['verdict']>(
      'regressed',
      'diverged',
      'incomplete',
      'changed',
      'improved',
      'inconclusive',
      'low_power',
      'no_change',
      'unchanged',
      'nothing_ran',
    ),
    changed: fc.nat(5),
    regressed: fc.nat(5),
    improved: fc.nat(5),
    inconclusive: fc.nat(5),
    lowPower: fc.nat(5),
    noChange: fc.nat(5),
    diverged: fc.nat(5),
    incomplete: fc.nat(5),
  });

  it('never fails with fail-on: never, whatever happened', () => {
    fc.assert(
      fc.property(tallies, (tally) => {
        expect(decideFailOn('never', tally)).toStrictEqual({
          decision: 'pass',
          reason: 'fail-on: never did not match',
        });
      }),
    );
  });

  it('fails on divergence only when a replayed task diverged', () => {
    fc.assert(
      fc.property(tallies, (tally) => {
        expect(decideFailOn('divergence', tally).decision).toBe(
          tally.diverged > 0 ? 'fail' : 'pass',
        );
      }),
    );
  });

  it('fails on regressed only when a task regressed', () => {
    fc.assert(
      fc.property(tallies, (tally) => {
        expect(decideFailOn('regressed', tally).decision).toBe(
          tally.regressed > 0 ? 'fail' : 'pass',
        );
      }),
    );
  });

  it('fails on incomplete when a side or suite is incomplete, or nothing ran', () => {
    fc.assert(
      fc.property(tallies, (tally) => {
        expect(decideFailOn('incomplete', tally).decision).toBe(
          tally.incomplete > 0 || tally.verdict === 'nothing_ran' ? 'fail' : 'pass',
        );
      }),
    );
  });

  it('says why, with the numbers', () => {
    const tally = tallySections([
      replay(replaySuite([makeReplayTask('a', 'diverged'), makeReplayTask('b', 'diverged')])),
      live(liveSuite([regressed()]), { suiteId: 'x', base: COMPLETE, head: NOT_RUN }),
    ]);
    expect(decideFailOn('divergence', tally)).toStrictEqual({
      decision: 'fail',
      reason: 'fail-on: divergence: 2 replayed task(s) diverged',
    });
    expect(decideFailOn('regressed', tally)).toStrictEqual({
      decision: 'fail',
      reason: 'fail-on: regressed: 1 task(s) regressed',
    });
    expect(decideFailOn('incomplete', tally)).toStrictEqual({
      decision: 'fail',
      reason: 'fail-on: incomplete: 1 side(s) or suite(s) incomplete',
    });
    expect(decideFailOn('incomplete', tallySections([]))).toStrictEqual({
      decision: 'fail',
      reason: 'fail-on: incomplete: nothing ran: no task was compared',
    });
  });

  it('passes an improvement under every fail-on', () => {
    const tally = tallySections([live(liveSuite([improved()]))]);
    for (const failOn of FAIL_ON_VALUES) {
      expect(decideFailOn(failOn, tally)).toStrictEqual({
        decision: 'pass',
        reason: `fail-on: ${failOn} did not match`,
      });
    }
  });

  it('never fails on regressed for infrastructure problems', () => {
    const tally = tallySections([live({ suiteId: 's', base: COMPLETE, head: RUN_ERROR })]);
    expect(decideFailOn('regressed', tally).decision).toBe('pass');
    expect(decideFailOn('incomplete', tally).decision).toBe('fail');
  });
});
