import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFlaky, passAtK, passHatK } from '../../src/stats/pass-at-k.js';

/** C(n, k) exactly, to check the product form against. */
function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** a / b for big integers, as a double with about 15 significant digits. */
function divide(a: bigint, b: bigint): number {
  const scale = 10n ** 18n;
  return Number((a * scale) / b) / Number(scale);
}

/** n judged runs (1..60), c passes and a k ≤ n. */
const taskArbitrary = fc
  .integer({ min: 1, max: 60 })
  .chain((judged) =>
    fc.tuple(
      fc.integer({ min: 0, max: judged }),
      fc.constant(judged),
      fc.integer({ min: 1, max: judged }),
    ),
  );

describe('pass@k and pass^k with n = k', () => {
  it.each([0, 1, 2, 3, 4, 5])('read "at least one" and "all" for %i of 5', (passes) => {
    expect(passAtK(passes, 5, 5)).toBe(passes > 0 ? 1 : 0);
    expect(passHatK(passes, 5, 5)).toBe(passes === 5 ? 1 : 0);
  });
});

describe('the unbiased estimators with n > k', () => {
  it('match the binomial formulas', () => {
    // 3 passes of 10, k = 5: 1 − C(7,5)/C(10,5) = 1 − 21/252.
    expect(passAtK(3, 10, 5)).toBeCloseTo(1 - 21 / 252, 15);
    expect(passHatK(3, 10, 5)).toBe(0);
    // 7 passes of 10, k = 5: C(7,5)/C(10,5) = 21/252; only 3 failures, so every draw holds a pass.
    expect(passHatK(7, 10, 5)).toBeCloseTo(21 / 252, 15);
    expect(passAtK(7, 10, 5)).toBe(1);
  });

  it('reduce to the success rate for k = 1', () => {
    expect(passAtK(3, 5, 1)).toBeCloseTo(0.6, 15);
    expect(passHatK(3, 5, 1)).toBeCloseTo(0.6, 15);
  });

  it('stay finite and exact to 1e-12 where binomial coefficients overflow a double', () => {
    const [judged, k] = [2000, 400];
    expect(Number(binomial(judged, k))).toBe(Number.POSITIVE_INFINITY);
    // Chosen so both answers are far from 0 and 1, where a crude computation could hide.
    const exactHatK = divide(binomial(1990, k), binomial(judged, k));
    const exactAtK = 1 - divide(binomial(judged - 10, k), binomial(judged, k));
    expect(exactHatK).toBeGreaterThan(0.05);
    expect(exactAtK).toBeLessThan(0.95);
    expect(passHatK(1990, judged, k)).toBeCloseTo(exactHatK, 12);
    expect(passAtK(10, judged, k)).toBeCloseTo(exactAtK, 12);
  });

  it('match exact arithmetic on random tasks', () => {
    fc.assert(
      fc.property(taskArbitrary, ([passes, judged, k]) => {
        const total = binomial(judged, k);
        expect(passAtK(passes, judged, k)).toBeCloseTo(
          1 - divide(binomial(judged - passes, k), total),
          12,
        );
        expect(passHatK(passes, judged, k)).toBeCloseTo(divide(binomial(passes, k), total), 12);
      }),
    );
  });
});

describe('with fewer judged runs than k', () => {
  it('gives pass@k as soon as a pass is judged, and pass^k as soon as a failure is', () => {
    // 2 judged of k = 5, one pass and one failure: both are already known.
    expect(passAtK(1, 2, 5)).toBe(1);
    expect(passHatK(1, 2, 5)).toBe(0);
    // One failure judged: not all k can pass; whether one will is still open.
    expect(passHatK(0, 1, 5)).toBe(0);
    expect(passAtK(0, 1, 5)).toBeNull();
    // 3 passes judged of 5: one passed; whether all will is still open.
    expect(passAtK(3, 3, 5)).toBe(1);
    expect(passHatK(3, 3, 5)).toBeNull();
    // 4 judged, 3 passes and a failure.
    expect(passAtK(3, 4, 5)).toBe(1);
    expect(passHatK(3, 4, 5)).toBe(0);
  });

  it('is null for pass@k while only failures are judged and for pass^k while only passes are', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 40 }), fc.integer({ min: 1, max: 39 }), (k, n) => {
        fc.pre(n < k);
        expect(passAtK(0, n, k)).toBeNull();
        expect(passHatK(0, n, k)).toBe(0);
        expect(passAtK(n, n, k)).toBe(1);
        expect(passHatK(n, n, k)).toBeNull();
      }),
    );
  });
});

describe('undefined and invalid cases', () => {
  it('are null with nothing judged', () => {
    expect(passAtK(0, 0, 1)).toBeNull();
    expect(passHatK(0, 0, 1)).toBeNull();
    expect(passAtK(0, 0, 5)).toBeNull();
    expect(passHatK(0, 0, 5)).toBeNull();
  });

  it.each([
    [1, 5, 0],
    [1, 5, 1.5],
    [6, 5, 5],
    [-1, 5, 5],
    [1, -5, 5],
  ])('rejects passes %d, judged %d, k %d', (passes, judged, k) => {
    expect(() => passAtK(passes, judged, k)).toThrow(RangeError);
    expect(() => passHatK(passes, judged, k)).toThrow(RangeError);
  });
});

describe('isFlaky', () => {
  it('is a task that passed sometimes but not always', () => {
    expect(isFlaky(3, 5, 5)).toBe(true);
    expect(isFlaky(5, 5, 5)).toBe(false);
    expect(isFlaky(0, 5, 5)).toBe(false);
  });

  it('is claimed with fewer judged runs than k once a pass and a failure are judged', () => {
    expect(isFlaky(2, 4, 5)).toBe(true);
    expect(isFlaky(1, 2, 5)).toBe(true);
    expect(isFlaky(3, 3, 5)).toBe(false);
    expect(isFlaky(0, 3, 5)).toBe(false);
  });

  it('follows the estimators with n > k', () => {
    // 9 of 10 with k = 5: pass^5 = C(9,5)/C(10,5) = 0.5, so not every draw of 5 passes.
    expect(isFlaky(9, 10, 5)).toBe(true);
    expect(isFlaky(10, 10, 5)).toBe(false);
  });
});

describe('properties', () => {
  it('keep 0 ≤ pass^k ≤ pass@k ≤ 1', () => {
    fc.assert(
      fc.property(taskArbitrary, ([passes, judged, k]) => {
        const atK = passAtK(passes, judged, k) as number;
        const hatK = passHatK(passes, judged, k) as number;
        expect(hatK).toBeGreaterThanOrEqual(0);
        expect(atK - hatK).toBeGreaterThanOrEqual(-1e-12);
        expect(atK).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('give pass@k = 1 when every run passed and pass^k = 0 when none did', () => {
    fc.assert(
      fc.property(taskArbitrary, ([, judged, k]) => {
        expect(passAtK(judged, judged, k)).toBe(1);
        expect(passHatK(judged, judged, k)).toBe(1);
        expect(passHatK(0, judged, k)).toBe(0);
        expect(passAtK(0, judged, k)).toBe(0);
      }),
    );
  });

  it('never decrease when a failure becomes a pass', () => {
    fc.assert(
      fc.property(taskArbitrary, ([passes, judged, k]) => {
        fc.pre(passes < judged);
        expect(passAtK(passes + 1, judged, k)).toBeGreaterThanOrEqual(
          passAtK(passes, judged, k) as number,
        );
        expect(passHatK(passes + 1, judged, k)).toBeGreaterThanOrEqual(
          passHatK(passes, judged, k) as number,
        );
      }),
    );
  });
});
