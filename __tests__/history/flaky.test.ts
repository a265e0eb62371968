/**
 * The flaky rule and quarantine (src/history/flaky.ts) over synthetic histories of the default
 * branch: an alternating task is flaky and quarantined, then released after a stable stretch at
 * the commit the rule names; steady, short, stepped and re-hashed histories are not flaky.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyTasks, sparkline, trendOf } from '../../src/history/flaky.js';
import { commitOf, entryOf, historyOf } from './history-entries.js';

const FAIL = [0, 5] as const;
const PASS = [5, 5] as const;
const repeat = <T>(value: T, count: number): T[] => Array.from({ length: count }, () => value);

describe('classifyTasks', () => {
  it('marks an alternating task flaky and quarantines it at its 4th evaluation', () => {
    const [task] = classifyTasks(historyOf('flip', [FAIL, PASS, FAIL, PASS, FAIL, PASS]));
    expect(task).toEqual({
      task: 'flip',
      status: 'flaky',
      quarantined: true,
      quarantinedAt: commitOf(3),
      reason:
        'pass rate 0.0–100.0 % over the last 6 evaluations of main; 5/5 at 0101010 lies above the intervals of evaluations before and after it; majority flipped 5 times',
      evaluations: 6,
    });
  });

  it('releases it once its last 5 evaluations alone are stable, and keeps it released', () => {
    const alternating = [FAIL, PASS, FAIL, PASS, FAIL, PASS];
    // Evaluations 4..8 (0/5 then four 5/5) are one step, no return and one flip: stable.
    const released = classifyTasks(historyOf('flip', [...alternating, PASS, PASS, PASS]))[0];
    expect(released).toMatchObject({ status: 'stable', quarantined: false });
    expect(released?.releasedAt).toBe(commitOf(8));
    expect(released?.quarantinedAt).toBeUndefined();
    const stillIn = classifyTasks(historyOf('flip', [...alternating, PASS, PASS]))[0];
    expect(stillIn).toMatchObject({ status: 'flaky', quarantined: true });
    // The flips before the stable stretch no longer count: ten evaluations later it is still out.
    const later = classifyTasks(historyOf('flip', [...alternating, ...repeat(PASS, 10)]))[0];
    expect(later).toMatchObject({ status: 'stable', quarantined: false, releasedAt: commitOf(8) });
  });

  it('quarantines a released task again when it alternates again', () => {
    // In at 3, released at 6 (evaluations 2..6: one step), in again at 8 (a return since 2).
    const counts = [FAIL, PASS, FAIL, PASS, PASS, PASS, PASS, PASS, FAIL, PASS];
    const [task] = classifyTasks(historyOf('flip', counts));
    expect(task).toMatchObject({ status: 'flaky', quarantined: true, quarantinedAt: commitOf(8) });
    expect(task?.releasedAt).toBeUndefined();
  });

  it('calls a steady 4/5 stable', () => {
    const [task] = classifyTasks(historyOf('steady', repeat([4, 5] as const, 12)));
    expect(task).toEqual({
      task: 'steady',
      status: 'stable',
      quarantined: false,
      reason:
        'pass rate 80.0–80.0 % over the last 10 evaluations of main; majority flipped 0 times',
      evaluations: 12,
    });
  });

  it('says unknown with fewer than 4 evaluations, whatever they are', () => {
    const [task] = classifyTasks(historyOf('new', [FAIL, PASS, FAIL]));
    expect(task).toMatchObject({ status: 'unknown', quarantined: false, evaluations: 3 });
    expect(task?.reason).toBe('3 evaluations of main with judged runs; 4 needed');
  });

  it('does not count an entry where the task did not run, or only errored', () => {
    const entries = [
      ...historyOf('t', [PASS, PASS, PASS]),
      entryOf(3, { t: [0, 0] }),
      entryOf(4, { other: [1, 1] }),
    ];
    expect(classifyTasks(entries).find((task) => task.task === 't')).toMatchObject({
      status: 'unknown',
      evaluations: 3,
    });
  });

  it('calls a task fixed once (0/5 for a while, then 5/5) stable: a change, not flakiness', () => {
    const [task] = classifyTasks(historyOf('fixed', [FAIL, FAIL, FAIL, FAIL, PASS, PASS, PASS]));
    expect(task).toMatchObject({ status: 'stable', quarantined: false });
    expect(task?.reason).toContain('majority flipped 1 time');
  });

  it('counts no flip across a change of the task files, and every flip without one', () => {
    const counts = [
      [2, 5],
      [3, 5],
      [2, 5],
      [3, 5],
      [2, 5],
    ] as const;
    const changed = counts.map((count, index) =>
      entryOf(index, { t: [count[0], count[1], `hash-${index}`] }),
    );
    expect(classifyTasks(changed)[0]).toMatchObject({ status: 'stable', quarantined: false });
    expect(classifyTasks(changed)[0]?.reason).toContain(
      "majority flipped 0 times (and 4 across a change of the task's files)",
    );
    const same = counts.map((count, index) => entryOf(index, { t: [...count, 'same'] }));
    expect(classifyTasks(same)[0]).toMatchObject({ status: 'flaky', quarantined: true });
    // A hash known on one side only is no evidence of a change: the flip counts.
    const unknownHash = counts.map((count, index) => entryOf(index, { t: count }));
    expect(classifyTasks(unknownHash)[0]?.status).toBe('flaky');
  });

  it('calls a dip beyond the intervals on both sides flaky by itself, without a flip', () => {
    const [task] = classifyTasks(
      historyOf('dip', [
        [20, 20],
        [6, 10],
        [20, 20],
        [20, 20],
      ]),
    );
    expect(task).toMatchObject({ status: 'flaky', quarantined: true });
    expect(task?.reason).toContain('6/10 at 0101010 lies below the intervals');
    expect(task?.reason).toContain('majority flipped 0 times');
  });

  it('refuses a rule whose release window is longer than its window', () => {
    expect(() => classifyTasks([], { window: 4, releaseWindow: 5 })).toThrow(RangeError);
  });

  it('never calls a history whose pass rates are all the same flaky', () => {
    const rate = fc
      .tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 10 }))
      .map(([runs, passes]) => ({ runs, passes: Math.min(passes, runs) }));
    const history = fc.tuple(
      rate,
      fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.constantFrom('a', 'b', undefined)), {
        minLength: 1,
        maxLength: 30,
      }),
    );
    fc.assert(
      fc.property(history, ([{ runs, passes }, evaluations]) => {
        const entries = evaluations.map(([scale, hash], index) =>
          entryOf(index, {
            t:
              hash === undefined
                ? [passes * scale, runs * scale]
                : [passes * scale, runs * scale, hash],
          }),
        );
        const [task] = classifyTasks(entries);
        expect(task?.status).not.toBe('flaky');
        expect(task?.quarantined).toBe(false);
      }),
    );
  });
});

describe('trendOf and sparkline', () => {
  it('gives one point per recent entry, and a bar per rate with · where the task did not run', () => {
    const entries = [
      ...historyOf('t', [FAIL, PASS, [4, 5]]),
      entryOf(3, { other: PASS }),
      entryOf(4, { t: [1, 2] }),
    ];
    const points = trendOf(entries, 't', 4);
    expect(points.map((point) => point.commit)).toEqual([1, 2, 3, 4].map(commitOf));
    expect(points[1]).toMatchObject({ commit: commitOf(2), passes: 4, runs: 5 });
    // SPEC §5: 4/5 → [37.6 %, 96.4 %].
    expect(points[1]?.low).toBeCloseTo(0.376, 3);
    expect(points[1]?.high).toBeCloseTo(0.964, 3);
    expect(points[2]).toEqual({ commit: commitOf(3), passes: 0, runs: 0, low: 0, high: 1 });
    expect(sparkline(trendOf(entries, 't'))).toBe('▁█▇·▅');
  });
});
