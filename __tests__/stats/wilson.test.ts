import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundedInterval, countRuns } from '../../src/stats/counts.js';
import { wilsonInterval } from '../../src/stats/wilson.js';

/** As a report prints it: percent to one decimal. */
function toPercents(successes: number, trials: number): [string, string] {
  const { low, high } = wilsonInterval(successes, trials);
  return [(low * 100).toFixed(1), (high * 100).toFixed(1)];
}

const countsArbitrary = fc
  .integer({ min: 1, max: 2000 })
  .chain((trials) => fc.tuple(fc.integer({ min: 0, max: trials }), fc.constant(trials)));

describe('wilsonInterval', () => {
  it.each([
    [3, 5, ['23.1', '88.2']],
    [4, 5, ['37.6', '96.4']],
    [1, 5, ['3.6', '62.4']],
    [5, 5, ['56.6', '100.0']],
    [0, 5, ['0.0', '43.4']],
  ] as const)('reproduces the SPEC example %i/%i', (successes, trials, expected) => {
    expect(toPercents(successes, trials)).toEqual(expected);
  });

  it('reaches exactly 1 at 5/5 and exactly 0 at 0/5, mirroring each other', () => {
    const all = wilsonInterval(5, 5);
    const none = wilsonInterval(0, 5);
    expect(all.high).toBe(1);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(1 - all.low, 15);
  });

  it('knows nothing without trials', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });

  it('narrows with a smaller z', () => {
    const wide = wilsonInterval(3, 5);
    const narrow = wilsonInterval(3, 5, 1);
    expect(narrow.low).toBeGreaterThan(wide.low);
    expect(narrow.high).toBeLessThan(wide.high);
  });

  it.each([
    [6, 5],
    [-1, 5],
    [1.5, 5],
    [0, -1],
    [0, Number.NaN],
  ])('rejects %d successes of %d trials', (successes, trials) => {
    expect(() => wilsonInterval(successes, trials)).toThrow(RangeError);
  });

  it('rejects a z that is not a positive number', () => {
    expect(() => wilsonInterval(1, 5, 0)).toThrow(RangeError);
    expect(() => wilsonInterval(1, 5, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('wilsonInterval properties', () => {
  it('orders 0 ≤ low ≤ rate ≤ high ≤ 1', () => {
    fc.assert(
      fc.property(countsArbitrary, ([successes, trials]) => {
        const { low, high } = wilsonInterval(successes, trials);
        const rate = successes / trials;
        expect(0 <= low && low <= rate && rate <= high && high <= 1).toBe(true);
      }),
    );
  });

  it('narrows as the number of trials grows at a fixed rate', () => {
    fc.assert(
      fc.property(
        countsArbitrary,
        fc.integer({ min: 2, max: 50 }),
        ([successes, trials], factor) => {
          const small = wilsonInterval(successes, trials);
          const large = wilsonInterval(successes * factor, trials * factor);
          expect(large.high - large.low).toBeLessThan(small.high - small.low);
        },
      ),
    );
  });

  it('is symmetric: the interval of c/n mirrors the interval of (n − c)/n', () => {
    fc.assert(
      fc.property(countsArbitrary, ([successes, trials]) => {
        const interval = wilsonInterval(successes, trials);
        const mirror = wilsonInterval(trials - successes, trials);
        expect(interval.low).toBeCloseTo(1 - mirror.high, 14);
        expect(interval.high).toBeCloseTo(1 - mirror.low, 14);
      }),
    );
  });

  it('never moves down when one more trial succeeds', () => {
    fc.assert(
      fc.property(countsArbitrary, ([successes, trials]) => {
        fc.pre(successes < trials);
        const before = wilsonInterval(successes, trials);
        const after = wilsonInterval(successes + 1, trials);
        expect(after.low).toBeGreaterThanOrEqual(before.low);
        expect(after.high).toBeGreaterThanOrEqual(before.high);
      }),
    );
  });

  it('never lowers the lower bound when a passing run is added', () => {
    fc.assert(
      fc.property(countsArbitrary, ([successes, trials]) => {
        const before = wilsonInterval(successes, trials);
        const after = wilsonInterval(successes + 1, trials + 1);
        expect(after.low).toBeGreaterThanOrEqual(before.low - 1e-12);
      }),
    );
  });

  it('never lowers the bounded lower bound when a passing run is added to a task', () => {
    const statuses = fc.array(
      fc.constantFrom('pass', 'fail', 'budget_exceeded', 'error' as const),
      {
        maxLength: 30,
      },
    );
    fc.assert(
      fc.property(statuses, fc.nat({ max: 5 }), (runs, notRun) => {
        const planned = runs.length + notRun;
        const before = boundedInterval(countRuns(runs, planned));
        const after = boundedInterval(countRuns([...runs, 'pass'], planned + 1));
        expect(after.low).toBeGreaterThanOrEqual(before.low - 1e-12);
      }),
    );
  });
});
