import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_HINTED_RUNS, estimateSampleSize } from '../../src/compare/sample-size-hint.js';
import { locateInterval } from '../../src/stats/verdict.js';
import { wilsonInterval } from '../../src/stats/wilson.js';

function disjointAt(p1: number, p2: number, runs: number): boolean {
  const a = wilsonInterval(Math.round(p1 * runs), runs);
  const b = wilsonInterval(Math.round(p2 * runs), runs);
  return locateInterval(b, a) !== 'overlap';
}

describe('estimateSampleSize', () => {
  it('3/5 against 5/5 needs more runs, and says it is an estimate', () => {
    const hint = estimateSampleSize(0.6, 1);
    expect(hint.runsPerSide).toBe(17);
    expect(disjointAt(0.6, 1, 17)).toBe(true);
    expect(disjointAt(0.6, 1, 16)).toBe(false);
    expect(hint.method).toMatch(
      /^estimate: keeps the observed rates fixed and grows both sides equally/,
    );
  });

  it('equal rates cannot be decided by any sample size', () => {
    const hint = estimateSampleSize(0.4, 0.4);
    expect(hint.runsPerSide).toBeNull();
    expect(hint.method).toContain('no sample size can decide it');
  });

  it('gives up at the cap for differences too small to decide', () => {
    const hint = estimateSampleSize(0.5, 0.501);
    expect(hint.runsPerSide).toBeNull();
    expect(hint.method).toContain(`${MAX_HINTED_RUNS} runs per side`);
  });

  it('is symmetric, and the intervals are disjoint at the hinted size', () => {
    const rate = fc.integer({ min: 0, max: 20 }).map((passes) => passes / 20);
    fc.assert(
      fc.property(rate, rate, (p1, p2) => {
        const hint = estimateSampleSize(p1, p2);
        expect(estimateSampleSize(p2, p1).runsPerSide).toBe(hint.runsPerSide);
        if (hint.runsPerSide !== null) expect(disjointAt(p1, p2, hint.runsPerSide)).toBe(true);
      }),
    );
  });
});
