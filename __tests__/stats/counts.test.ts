import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RunCountsSchema,
  boundedInterval,
  countRuns,
  isLowPower,
  observedInterval,
  successRate,
  sumRunCounts,
  type RunCounts,
  type RunStatus,
} from '../../src/stats/counts.js';
import { wilsonInterval } from '../../src/stats/wilson.js';

function repeat(status: RunStatus, times: number): RunStatus[] {
  return Array.from({ length: times }, () => status);
}

/** Counts with `notRun` planned runs that produced no record (cancelled, or another shard). */
const countsArbitrary = fc
  .record({
    pass: fc.nat(30),
    fail: fc.nat(30),
    budgetExceeded: fc.nat(10),
    error: fc.nat(10),
    notRun: fc.nat(10),
  })
  .map(({ pass, fail, budgetExceeded, error, notRun }) => {
    const statuses = [
      ...repeat('pass', pass),
      ...repeat('fail', fail),
      ...repeat('budget_exceeded', budgetExceeded),
      ...repeat('error', error),
    ];
    return countRuns(statuses, statuses.length + notRun);
  });

function withOneMoreMissing(counts: RunCounts): RunCounts {
  return {
    ...counts,
    total: counts.total + 1,
    missing: counts.missing + 1,
  };
}

describe('countRuns', () => {
  it('counts judged runs apart from errors and runs that never produced a record', () => {
    const counts = countRuns(['pass', 'pass', 'fail', 'budget_exceeded', 'error'], 7);
    expect(counts).toEqual({
      total: 7,
      observed: 4,
      missing: 3,
      pass: 2,
      fail: 1,
      budgetExceeded: 1,
      error: 1,
    });
    expect(RunCountsSchema.parse(counts)).toEqual(counts);
  });

  it('has no eligible count, and ignores the eligible of an old report', () => {
    const counts = countRuns(['pass', 'fail'], 5);
    expect(Object.keys(counts).sort()).toEqual(
      ['budgetExceeded', 'error', 'fail', 'missing', 'observed', 'pass', 'total'].sort(),
    );
    expect(RunCountsSchema.parse({ ...counts, eligible: 5 })).toEqual(counts);
    // Anything else unknown is still refused.
    expect(RunCountsSchema.safeParse({ ...counts, elligible: 5 }).success).toBe(false);
  });

  it('refuses more runs than were planned', () => {
    expect(() => countRuns(['pass', 'pass'], 1)).toThrow(RangeError);
    expect(() => countRuns(['pass', 'fail', 'pass'], 2)).toThrow(/exceed the 2 planned runs/);
    expect(() => countRuns([], -1)).toThrow(RangeError);
    expect(() => countRuns([], 0.5)).toThrow(RangeError);
  });

  it('adds counts field by field', () => {
    const a = countRuns(['pass', 'error'], 2);
    const b = countRuns(['fail'], 3);
    expect(sumRunCounts([a, b])).toEqual({
      total: 5,
      observed: 2,
      missing: 3,
      pass: 1,
      fail: 1,
      budgetExceeded: 0,
      error: 1,
    });
    expect(sumRunCounts([])).toMatchObject({ total: 0, observed: 0 });
  });
});

describe('successRate', () => {
  it('excludes errored runs from the denominator', () => {
    expect(
      successRate(countRuns(['pass', 'pass', 'pass', 'fail', 'budget_exceeded', 'error'], 6)),
    ).toBe(0.6);
  });

  it('is null, not 0, when nothing was judged', () => {
    expect(successRate(countRuns(['error', 'error'], 2))).toBeNull();
    expect(successRate(countRuns([], 0))).toBeNull();
  });
});

describe('boundedInterval', () => {
  it('counts missing runs as failures for the low end and as passes for the high end', () => {
    const counts = countRuns(['pass', 'pass', 'pass', 'fail', 'fail', 'error'], 7);
    expect(boundedInterval(counts)).toEqual({
      low: wilsonInterval(3, 7).low,
      high: wilsonInterval(5, 7).high,
    });
  });

  it('equals the observed interval when nothing is missing', () => {
    const counts = countRuns(['pass', 'pass', 'pass', 'fail', 'fail'], 5);
    expect(boundedInterval(counts)).toEqual(observedInterval(counts));
  });

  it('is all of [0, 1] when every run is missing', () => {
    expect(boundedInterval(countRuns(['error'], 5))).toEqual({ low: 0, high: 1 });
  });

  it('contains the observed interval', () => {
    fc.assert(
      fc.property(countsArbitrary, (counts) => {
        const observed = observedInterval(counts);
        const bounded = boundedInterval(counts);
        expect(bounded.low).toBeGreaterThanOrEqual(0);
        expect(bounded.low).toBeLessThanOrEqual(observed.low);
        expect(bounded.high).toBeGreaterThanOrEqual(observed.high);
        expect(bounded.high).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('only widens as runs go missing', () => {
    fc.assert(
      fc.property(countsArbitrary, (counts) => {
        const before = boundedInterval(counts);
        const after = boundedInterval(withOneMoreMissing(counts));
        expect(after.low).toBeLessThanOrEqual(before.low);
        expect(after.high).toBeGreaterThanOrEqual(before.high);
      }),
    );
  });

  it('contains every rate the missing runs could have produced', () => {
    fc.assert(
      fc.property(countsArbitrary, (counts) => {
        fc.pre(counts.total > 0);
        const bounded = boundedInterval(counts);
        expect(bounded.low).toBeLessThanOrEqual(counts.pass / counts.total);
        expect(bounded.high).toBeGreaterThanOrEqual((counts.pass + counts.missing) / counts.total);
      }),
    );
  });
});

describe('isLowPower', () => {
  it('needs five judged runs; errored runs do not count', () => {
    expect(isLowPower(countRuns(repeat('pass', 4), 4))).toBe(true);
    expect(isLowPower(countRuns([...repeat('pass', 4), 'error'], 5))).toBe(true);
    expect(isLowPower(countRuns([...repeat('fail', 4), 'budget_exceeded'], 5))).toBe(false);
  });
});
