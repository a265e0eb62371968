import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { horizonPValue } from '../../src/stats/horizon-test.js';
import { mulberry32 } from '../../src/stats/mulberry32.js';
import {
  DEFAULT_ALTERNATIVE,
  addRound,
  computeEValue,
  createSafeTestState,
  horizonOf,
  type Round,
} from '../../src/stats/safe-two-proportions.js';

const side = (runs: number, passes: number) => ({ runs, passes });
const pair = (base: number, head: number): Round => ({ base: side(1, base), head: side(1, head) });
const repeat = (round: Round, times: number) => Array.from({ length: times }, () => round);

function binomials(n: number, p: number): number[] {
  const out: number[] = [];
  let c = 1;
  for (let k = 0; k <= n; k += 1) {
    out.push(c * p ** k * (1 - p) ** (n - k));
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

/** G-statistic written out again, for the reference below. */
function gStatistic(x: number, na: number, y: number, nb: number): number {
  const ll = (s: number, n: number, p: number) =>
    (s > 0 ? s * Math.log(p) : 0) + (n - s > 0 ? (n - s) * Math.log(1 - p) : 0);
  const pooled = (x + y) / (na + nb);
  return ll(x, na, x / na) + ll(y, nb, y / nb) - ll(x, na, pooled) - ll(y, nb, pooled);
}

describe('horizonPValue (exact unconditional likelihood-ratio test)', () => {
  it('has the reference values of its header at 20 runs a side', () => {
    expect(horizonPValue(side(20, 20), side(20, 13))).toBeCloseTo(0.00235, 5);
    expect(horizonPValue(side(20, 20), side(20, 13))).toBeLessThanOrEqual(0.0025);
    expect(horizonPValue(side(20, 20), side(20, 14))).toBeGreaterThan(0.006);
    expect(horizonPValue(side(20, 10), side(20, 10))).toBe(1);
    expect(horizonPValue(side(0, 0), side(20, 3))).toBe(1);
  });

  it('is symmetric in the sides and in passes against fails', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 12 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (na, nb, a, b) => {
          const sa = Math.round(a * na);
          const sb = Math.round(b * nb);
          const p = horizonPValue(side(na, sa), side(nb, sb));
          expect(p).toBeGreaterThan(0);
          expect(p).toBeLessThanOrEqual(1);
          expect(horizonPValue(side(nb, sb), side(na, sa))).toBeCloseTo(p, 12);
          expect(horizonPValue(side(na, na - sa), side(nb, nb - sb))).toBeCloseTo(p, 12);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('bounds the largest tail probability over a fine grid of common rates (never below it)', () => {
    for (const [na, nb, sa, sb] of [
      [20, 20, 20, 13],
      [20, 19, 17, 9],
      [12, 15, 2, 9],
    ] as const) {
      const observed = gStatistic(sa, na, sb, nb) - 1e-9;
      const region: [number, number][] = [];
      for (let x = 0; x <= na; x += 1) {
        for (let y = 0; y <= nb; y += 1)
          if (gStatistic(x, na, y, nb) >= observed) region.push([x, y]);
      }
      let largest = 0;
      for (let g = 1; g < 10_000; g += 1) {
        const fa = binomials(na, g / 10_000);
        const fb = binomials(nb, g / 10_000);
        let tail = 0;
        for (const [x, y] of region) tail += (fa[x] ?? 0) * (fb[y] ?? 0);
        largest = Math.max(largest, tail);
      }
      const bound = horizonPValue(side(na, sa), side(nb, sb));
      expect(bound).toBeGreaterThanOrEqual(largest);
      expect(bound).toBeLessThan(largest * 1.1);
    }
  });

  it('is a valid p-value: P(P ≤ γ) ≤ γ under every common rate, computed exactly', () => {
    const na = 10;
    const nb = 9;
    const values = Array.from({ length: na + 1 }, (_, x) =>
      Array.from({ length: nb + 1 }, (_, y) => horizonPValue(side(na, x), side(nb, y))),
    );
    for (const level of [0.0025, 0.01, 0.05, 0.2]) {
      for (let g = 1; g < 200; g += 1) {
        const fa = binomials(na, g / 200);
        const fb = binomials(nb, g / 200);
        let rejected = 0;
        values.forEach((row, x) =>
          row.forEach((p, y) => {
            if (p <= level) rejected += (fa[x] ?? 0) * (fb[y] ?? 0);
          }),
        );
        expect(rejected).toBeLessThanOrEqual(level);
      }
    }
  });
});

describe('the e-value with its horizon', () => {
  const horizon = horizonOf(20, 20);

  it('spends level α·min(m, 2)/(2m) with half the weight', () => {
    expect(horizon).toEqual({ rounds: 20, level: 0.05 / 20, weight: 1 / 2 });
    expect(horizonOf(20, 1).level).toBeCloseTo(0.05 / 2, 15);
    expect(horizonOf(20, 2).level).toBeCloseTo(0.05 / 2, 15);
    expect(horizonOf(20, 3).level).toBeCloseTo(0.05 / 3, 15);
  });

  it('is ½ of the mixture before max-k, and adds ½ · 1/level at max-k when the test rejects', () => {
    // 20 passes against 13: the mixture alone is 53, short of e-BH's second bar (20/(0.05·2)).
    const rounds = [...repeat(pair(1, 1), 13), ...repeat(pair(1, 0), 7)];
    const mixture = computeEValue(rounds);
    expect(mixture).toBeCloseTo(52.969, 2);
    expect(computeEValue(rounds.slice(0, 19), DEFAULT_ALTERNATIVE, horizon)).toBeCloseTo(
      computeEValue(rounds.slice(0, 19)) / 2,
      9,
    );
    const withHorizon = computeEValue(rounds, DEFAULT_ALTERNATIVE, horizon);
    expect(withHorizon).toBeCloseTo(mixture / 2 + 400 / 2, 9);
    expect(withHorizon).toBeCloseTo(226.48, 1);
    expect(withHorizon).toBeGreaterThan(20 / (0.05 * 2));
    // 20 against 14 is not rejected: the horizon adds nothing.
    const fourteen = [...repeat(pair(1, 1), 14), ...repeat(pair(1, 0), 6)];
    expect(computeEValue(fourteen, DEFAULT_ALTERNATIVE, horizon)).toBeCloseTo(
      computeEValue(fourteen) / 2,
      9,
    );
  });

  it('keeps the horizon e-value once reached, through later rounds of a continuation', () => {
    const rounds = [...repeat(pair(1, 1), 13), ...repeat(pair(1, 0), 7), ...repeat(pair(1, 1), 5)];
    let state = createSafeTestState(undefined, undefined, DEFAULT_ALTERNATIVE, horizon);
    rounds.forEach((round, index) => {
      state = addRound(state, round);
      expect(state.horizonE).toBeCloseTo(index + 1 < 20 ? 0 : 400, 9);
      expect(Math.exp(state.logEValue)).toBeCloseTo(
        computeEValue(rounds.slice(0, index + 1), DEFAULT_ALTERNATIVE, horizon),
        9,
      );
    });
  });

  it('has mean at most 1 at max-k under the null (seeded, 4,000 streams a rate)', () => {
    const random = mulberry32(2026);
    for (const rate of [0.5, 0.83, 0.97]) {
      let sum = 0;
      const streams = 4000;
      for (let i = 0; i < streams; i += 1) {
        const rounds = Array.from({ length: 20 }, () =>
          pair(random() < rate ? 1 : 0, random() < rate ? 1 : 0),
        );
        sum += computeEValue(rounds, DEFAULT_ALTERNATIVE, horizon);
      }
      expect(sum / streams).toBeLessThan(1.05);
    }
  });
});
