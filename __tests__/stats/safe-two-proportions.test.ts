import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/stats/mulberry32.js';
import {
  DEFAULT_ALTERNATIVE,
  DEFAULT_CONFIDENCE_PRIOR,
  DEFAULT_PRIOR,
  DIFFERENCE_GRID,
  SafeTestStateSchema,
  addRound,
  computeConfidenceSequence,
  computeDifferenceLogFactor,
  computeEValue,
  computeLargestLogEValue,
  computePlugInEValue,
  computeRoundLogFactor,
  computeShiftLogFactors,
  createSafeTestState,
  projectOnNullLine,
  type Round,
  type SafeTestState,
} from '../../src/stats/safe-two-proportions.js';
import { countEBHClaims, decideTask } from '../../src/stats/task-decision.js';

const pair = (base: number, head: number): Round => ({
  base: { runs: 1, passes: base },
  head: { runs: 1, passes: head },
});

const play = (rounds: readonly Round[], state: SafeTestState = createSafeTestState()) =>
  rounds.reduce(addRound, state);

const swap = (round: Round): Round => ({ base: round.head, head: round.base });

/** log Γ by Lanczos (g = 7, 9 terms): an independent route to the Beta-binomial marginal. */
function logGamma(x: number): number {
  const c = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.984369578019572e-6,
    1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let sum = c[0] ?? 0;
  for (let i = 1; i < 9; i += 1) sum += (c[i] ?? 0) / (y + i);
  const t = y + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
}
const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

/**
 * The e-value of one-run rounds computed another way: the numerator of the product is, side by
 * side, the Beta(β, β) marginal likelihood B(passes + β, fails + β) / B(β, β); the denominator is
 * recomputed round by round from prefix counts of the outcome lists.
 */
function referenceEValue(base: readonly number[], head: readonly number[], beta: number): number {
  const passes = (xs: readonly number[]) => xs.reduce((sum, x) => sum + x, 0);
  const marginal = (xs: readonly number[]) =>
    logBeta(passes(xs) + beta, xs.length - passes(xs) + beta) - logBeta(beta, beta);
  let logNull = 0;
  for (let i = 0; i < base.length; i += 1) {
    const rateA = (passes(base.slice(0, i)) + beta) / (i + 2 * beta);
    const rateB = (passes(head.slice(0, i)) + beta) / (i + 2 * beta);
    const pooled = (rateA + rateB) / 2;
    const successes = (base[i] ?? 0) + (head[i] ?? 0);
    logNull += successes * Math.log(pooled) + (2 - successes) * Math.log(1 - pooled);
  }
  return Math.exp(marginal(base) + marginal(head) - logNull);
}

const outcomes = fc.array(
  fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 1 })),
  {
    maxLength: 40,
  },
);
const toRounds = (xs: readonly [number, number][]) => xs.map(([base, head]) => pair(base, head));

/**
 * The header's mixture written out again from its formula, on lists of rounds: for each sign s,
 * the pooled Beta(b, b) rate of all runs before the round moved apart by s·d/2 and clipped, the
 * round's likelihood under it over that under the weighted mean, multiplied over the rounds; E is
 * the mean of the two products.
 */
function referenceMixture(
  rounds: readonly Round[],
  shift = 0.6,
  poolPrior = 3,
  clip = 0.01,
): number {
  const bernoulli = (p: number, passes: number, runs: number) =>
    p ** passes * (1 - p) ** (runs - passes);
  const products = [-1, 1].map((sign) => {
    let product = 1;
    rounds.forEach((round, i) => {
      const before = rounds.slice(0, i);
      const passes = before.reduce((sum, r) => sum + r.base.passes + r.head.passes, 0);
      const runs = before.reduce((sum, r) => sum + r.base.runs + r.head.runs, 0);
      const pooled = (passes + poolPrior) / (runs + 2 * poolPrior);
      const pa = Math.min(1 - clip, Math.max(clip, pooled - (sign * shift) / 2));
      const pb = Math.min(1 - clip, Math.max(clip, pooled + (sign * shift) / 2));
      const { runs: na, passes: sa } = round.base;
      const { runs: nb, passes: sb } = round.head;
      if (na + nb === 0) return;
      const t = (na * pa + nb * pb) / (na + nb);
      product *=
        (bernoulli(pa, sa, na) * bernoulli(pb, sb, nb)) /
        (bernoulli(t, sa, na) * bernoulli(t, sb, nb));
    });
    return product;
  });
  return ((products[0] ?? NaN) + (products[1] ?? NaN)) / 2;
}

/** Rounds of any sizes (0–3 runs a side). */
const block = fc
  .record({
    na: fc.integer({ min: 0, max: 3 }),
    nb: fc.integer({ min: 0, max: 3 }),
    a: fc.double({ min: 0, max: 1, noNaN: true }),
    b: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ na, nb, a, b }): Round => ({
    base: { runs: na, passes: Math.round(a * na) },
    head: { runs: nb, passes: Math.round(b * nb) },
  }));

describe('the e-value', () => {
  it('is 1 before any data; after a first round 1.36 if the sides differ, 0.64 if not', () => {
    // Round 1: π = ½, so the components are (0.8, 0.2) and (0.2, 0.8) against t = ½.
    expect(createSafeTestState().logEValue).toBe(0);
    expect(computeEValue([])).toBe(1);
    expect(computeEValue([pair(1, 0)])).toBeCloseTo(1.36, 14);
    expect(computeEValue([pair(0, 1)])).toBeCloseTo(1.36, 14);
    expect(computeEValue([pair(1, 1)])).toBeCloseTo(0.64, 14);
    expect(computeEValue([pair(0, 0)])).toBeCloseTo(0.64, 14);
    // safestats' plug-in (older states): its first factor is 1 whatever the round.
    expect(computePlugInEValue([])).toBe(1);
    for (const [a, b] of [
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ] as const) {
      expect(computePlugInEValue([pair(a, b)])).toBeCloseTo(1, 15);
    }
  });

  it('matches a hand computation: two rounds of base pass, head fail', () => {
    // π stays (1 + 3)/(2 + 6) = ½, so each round multiplies component −1 by (0.8·0.8)/(½·½) = 2.56
    // and component +1 by (0.2·0.2)/(½·½) = 0.16: E = (2.56² + 0.16²)/2.
    const expected = (2.56 ** 2 + 0.16 ** 2) / 2;
    expect(expected).toBeCloseTo(3.2896, 14);
    expect(computeEValue([pair(1, 0), pair(1, 0)])).toBeCloseTo(expected, 12);
    expect(Math.exp(play([pair(1, 0), pair(1, 0)]).logEValue)).toBeCloseTo(expected, 12);
    // The plug-in: θ_a = 1.18/1.36, θ_b = 0.18/1.36, θ_0 = 1/2, so e_2 = θ_a (1 − θ_b) / (1/4).
    const plugIn = 4 * (1.18 / 1.36) ** 2;
    expect(plugIn).toBeCloseTo(3.0112456747, 9);
    expect(computePlugInEValue([pair(1, 0), pair(1, 0)])).toBeCloseTo(plugIn, 12);
    const old = play([pair(1, 0), pair(1, 0)], createSafeTestState(DEFAULT_PRIOR, 0.05, null));
    expect(Math.exp(old.logEValue)).toBeCloseTo(plugIn, 12);
  });

  it("has the header's reference values", () => {
    const six = [pair(1, 0), pair(1, 1), pair(0, 0), pair(1, 0), pair(0, 1), pair(1, 0)];
    expect(computeEValue(six)).toBeCloseTo(0.3772776, 7);
    expect(computePlugInEValue(six)).toBeCloseTo(0.1465559575, 9);
    const blocks: Round[] = [
      { base: { runs: 2, passes: 2 }, head: { runs: 1, passes: 0 } },
      { base: { runs: 2, passes: 1 }, head: { runs: 1, passes: 0 } },
    ];
    expect(computeEValue(blocks)).toBeCloseTo(2.1113422, 7);
    expect(computePlugInEValue(blocks)).toBeCloseTo(0.8009890463, 9);
    const separating = [1.36, 3.2896, 8.390656, 21.47516416, 54.9756338176, 140.737496744];
    separating.forEach((e, i) => {
      expect(computeEValue(Array.from({ length: i + 1 }, () => pair(1, 0)))).toBeCloseTo(e, 9);
    });
  });

  it('matches the formula of the header written out again, on random rounds of any sizes', () => {
    fc.assert(
      fc.property(
        fc.array(block, { maxLength: 30 }),
        fc.constantFrom(0.3, DEFAULT_ALTERNATIVE.shift, 0.9),
        fc.constantFrom(0.5, DEFAULT_ALTERNATIVE.poolPrior),
        fc.constantFrom(DEFAULT_ALTERNATIVE.clip, 0.1),
        (rounds, shift, poolPrior, clip) => {
          const expected = referenceMixture(rounds, shift, poolPrior, clip);
          const actual = computeEValue(rounds, { shift, poolPrior, clip });
          expect(Math.abs(Math.log(actual) - Math.log(expected))).toBeLessThan(1e-9);
        },
      ),
    );
  });

  it('matches an independent computation through Beta functions on random sequences', () => {
    fc.assert(
      fc.property(outcomes, fc.constantFrom(DEFAULT_PRIOR, 0.5, 1, 2.5), (xs, beta) => {
        const base = xs.map(([a]) => a);
        const head = xs.map(([, b]) => b);
        const expected = referenceEValue(base, head, beta);
        const actual = computePlugInEValue(toRounds(xs), beta);
        expect(Math.abs(Math.log(actual) - Math.log(expected))).toBeLessThan(1e-9);
      }),
    );
  });

  it('is positive, symmetric in the sides, and agrees between the state and the product', () => {
    fc.assert(
      fc.property(outcomes, (xs) => {
        const rounds = toRounds(xs);
        const e = computeEValue(rounds);
        expect(e).toBeGreaterThan(0);
        expect(Number.isFinite(e)).toBe(true);
        expect(Math.log(computeEValue(rounds.map(swap)))).toBeCloseTo(Math.log(e), 9);
        expect(play(rounds).logEValue).toBeCloseTo(Math.log(e), 9);
      }),
    );
  });

  it('is the mixture whatever the confidence prior: the state matches computeEValue', () => {
    // Rounds of any sizes (0–3 runs a side), and the sequence's own β_cs drawn at random: the
    // state's logEValue and maxLogEValue are those of computeEValue on the same rounds.
    fc.assert(
      fc.property(
        fc.array(block, { maxLength: 30 }),
        fc.constantFrom(DEFAULT_CONFIDENCE_PRIOR, 0.01, 0.1, DEFAULT_PRIOR, 1),
        (rounds, confidencePrior) => {
          const state = play(rounds, createSafeTestState(DEFAULT_PRIOR, confidencePrior));
          expect(state.prior).toBe(DEFAULT_PRIOR);
          expect(Math.abs(state.logEValue - Math.log(computeEValue(rounds)))).toBeLessThan(1e-9);
          const prefixes = rounds.map((_, i) => Math.log(computeEValue(rounds.slice(0, i + 1))));
          const max = Math.max(0, ...prefixes);
          expect(Math.abs(state.maxLogEValue - max)).toBeLessThan(1e-9);
          // The grid's d0 = 0 entry is safestats' plug-in at β_cs.
          const zero = state.differenceLogE[DIFFERENCE_GRID.indexOf(0)] ?? NaN;
          expect(
            Math.abs(zero - Math.log(computePlugInEValue(rounds, confidencePrior))),
          ).toBeLessThan(1e-9);
          // A state written before the mixture keeps the plug-in at its β.
          const old = play(rounds, createSafeTestState(DEFAULT_PRIOR, confidencePrior, null));
          expect(Math.abs(old.logEValue - Math.log(computePlugInEValue(rounds)))).toBeLessThan(
            1e-9,
          );
        },
      ),
    );
  });

  it('has expectation at most 1 under every null rate, for any block sizes and counts before', () => {
    // Exact expectation over all outcomes of one block: the property the whole test rests on.
    fc.assert(
      fc.property(
        fc.record({
          na: fc.integer({ min: 0, max: 3 }),
          nb: fc.integer({ min: 0, max: 3 }),
          baseRuns: fc.integer({ min: 0, max: 30 }),
          headRuns: fc.integer({ min: 0, max: 30 }),
          basePasses: fc.double({ min: 0, max: 1, noNaN: true }),
          headPasses: fc.double({ min: 0, max: 1, noNaN: true }),
          gridIndex: fc.integer({ min: 0, max: DIFFERENCE_GRID.length - 1 }),
          position: fc.double({ min: 0, max: 1, noNaN: true }),
          // The test's β and the sequence's β_cs (and others): any predictable estimate is valid.
          prior: fc.constantFrom(DEFAULT_PRIOR, DEFAULT_CONFIDENCE_PRIOR, 0.01, 1),
        }),
        (input) => {
          const d0 = DIFFERENCE_GRID[input.gridIndex] ?? 0;
          const base = {
            runs: input.baseRuns,
            passes: Math.round(input.basePasses * input.baseRuns),
          };
          const head = {
            runs: input.headRuns,
            passes: Math.round(input.headPasses * input.headRuns),
          };
          const low = Math.max(0, -d0);
          const high = Math.min(1, 1 - d0);
          const t = low + (high - low) * input.position;
          let expectation = 0;
          for (let sa = 0; sa <= input.na; sa += 1) {
            for (let sb = 0; sb <= input.nb; sb += 1) {
              const probability =
                binomial(input.na, sa, t) * binomial(input.nb, sb, Math.min(1, t + d0));
              if (probability === 0) continue;
              const round = {
                base: { runs: input.na, passes: sa },
                head: { runs: input.nb, passes: sb },
              };
              expectation +=
                probability *
                Math.exp(computeDifferenceLogFactor(base, head, round, d0, input.prior));
            }
          }
          expect(expectation).toBeLessThanOrEqual(1 + 1e-9);
        },
      ),
    );
  });

  it('has each mixture component with expectation at most 1 under every same-rate null', () => {
    // Exact expectation over all outcomes of one block, for each of the two components.
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(0.1, DEFAULT_ALTERNATIVE.shift, 0.95),
        (na, nb, runs, passesA, passesB, t, shift) => {
          const base = { runs, passes: Math.round(passesA * runs) };
          const head = { runs: 30 - runs, passes: Math.round(passesB * (30 - runs)) };
          const alternative = { ...DEFAULT_ALTERNATIVE, shift };
          const expectation = [0, 0];
          for (let sa = 0; sa <= na; sa += 1) {
            for (let sb = 0; sb <= nb; sb += 1) {
              const probability = binomial(na, sa, t) * binomial(nb, sb, t);
              if (probability === 0) continue;
              const round = { base: { runs: na, passes: sa }, head: { runs: nb, passes: sb } };
              computeShiftLogFactors(base, head, round, alternative).forEach((logE, index) => {
                expectation[index] = (expectation[index] ?? 0) + probability * Math.exp(logE);
              });
            }
          }
          for (const value of expectation) expect(value).toBeLessThanOrEqual(1 + 1e-9);
        },
      ),
    );
  });
});

function binomial(n: number, k: number, p: number): number {
  let choose = 1;
  for (let i = 0; i < k; i += 1) choose = (choose * (n - i)) / (i + 1);
  const pass = k === 0 ? 1 : p ** k;
  const fail = n - k === 0 ? 1 : (1 - p) ** (n - k);
  return choose * pass * fail;
}

describe('the projection on the null line', () => {
  it('is the weighted mean for d0 = 0 and solves the first-order equation otherwise', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        fc.double({ min: 0.001, max: 0.999, noNaN: true }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: DIFFERENCE_GRID.length - 1 }),
        (a, b, na, nb, index) => {
          expect(projectOnNullLine(a, b, na, nb, 0)).toBeCloseTo((na * a + nb * b) / (na + nb), 12);
          const d0 = DIFFERENCE_GRID[index] ?? 0;
          const t = projectOnNullLine(a, b, na, nb, d0);
          expect(t).toBeGreaterThan(Math.max(0, -d0));
          expect(t + d0).toBeLessThan(1);
          const slope =
            na * (a / t - (1 - a) / (1 - t)) + nb * (b / (t + d0) - (1 - b) / (1 - t - d0));
          const scale =
            na * (a / t + (1 - a) / (1 - t)) + nb * (b / (t + d0) + (1 - b) / (1 - t - d0));
          expect(Math.abs(slope) / scale).toBeLessThan(1e-8);
        },
      ),
    );
  });

  it('gives the plug-in factor at d0 = 0', () => {
    const before = { runs: 4, passes: 3 };
    const after = { runs: 4, passes: 1 };
    expect(computeDifferenceLogFactor(before, after, pair(0, 1), 0)).toBe(
      computeRoundLogFactor(before, after, pair(0, 1)),
    );
  });
});

describe('the confidence sequence', () => {
  it('contains 0 exactly while its own d0 = 0 e-process stayed below 1/α, and mirrors', () => {
    fc.assert(
      fc.property(outcomes, fc.constantFrom(0.05, 0.1, 0.01), (xs, alpha) => {
        const rounds = toRounds(xs);
        const state = play(rounds);
        const interval = computeConfidenceSequence(state, alpha);
        const zeroInside = interval !== null && interval.low <= 0 && interval.high >= 0;
        const zeroMax = state.differenceMaxLogE[DIFFERENCE_GRID.indexOf(0)] ?? NaN;
        expect(zeroInside).toBe(zeroMax < Math.log(1 / alpha));
        // With β_cs = β the sequence's d0 = 0 entry is the plug-in test of an older state.
        const same = play(rounds, createSafeTestState(DEFAULT_PRIOR, DEFAULT_PRIOR, null));
        const sameInterval = computeConfidenceSequence(same, alpha);
        expect(sameInterval !== null && sameInterval.low <= 0 && sameInterval.high >= 0).toBe(
          same.maxLogEValue < Math.log(1 / alpha),
        );
        const swapped = play(rounds.map(swap));
        swapped.differenceLogE.forEach((logE, index) => {
          const mirrored = state.differenceLogE[DIFFERENCE_GRID.length - 1 - index] ?? NaN;
          expect(Math.abs(logE - mirrored)).toBeLessThan(1e-7 * Math.max(1, Math.abs(logE)));
        });
      }),
    );
  });

  it('covers a true difference on its grid under optional stopping (seeded, 300 streams)', () => {
    const random = mulberry32(19);
    const alpha = 0.05;
    const index = DIFFERENCE_GRID.indexOf(0.3);
    let missed = 0;
    const streams = 300;
    for (let stream = 0; stream < streams; stream += 1) {
      let state = createSafeTestState();
      for (let round = 0; round < 40; round += 1) {
        state = addRound(state, pair(random() < 0.4 ? 1 : 0, random() < 0.7 ? 1 : 0));
      }
      if ((state.differenceMaxLogE[index] ?? 0) >= Math.log(1 / alpha)) missed += 1;
    }
    expect(missed / streams).toBeLessThanOrEqual(alpha);
  });

  it('covers the all-pass boundary d = −0.2 (100 % → 80 %) under optional stopping (seeded)', () => {
    // The case a small β_cs is boldest on: a base that has only passed so far.
    const random = mulberry32(38);
    const alpha = 0.05;
    const index = DIFFERENCE_GRID.indexOf(-0.2);
    let missed = 0;
    const streams = 600;
    for (let stream = 0; stream < streams; stream += 1) {
      let state = createSafeTestState();
      for (let round = 0; round < 40; round += 1) {
        state = addRound(state, pair(1, random() < 0.8 ? 1 : 0));
      }
      if ((state.differenceMaxLogE[index] ?? 0) >= Math.log(1 / alpha)) missed += 1;
    }
    expect(missed / streams).toBeLessThanOrEqual(alpha);
  });

  it('has reference values at β_cs = 0.05: all-pass rounds and perfect separation', () => {
    const allPass = (n: number) =>
      computeConfidenceSequence(play(Array.from({ length: n }, () => pair(1, 1))));
    expect(allPass(3)).toEqual({ low: -0.69, high: 0.69 });
    expect(allPass(14)).toEqual({ low: -0.21, high: 0.21 });
    expect(allPass(15)).toEqual({ low: -0.19, high: 0.19 });
    const separated = play(Array.from({ length: 6 }, () => pair(1, 0)));
    expect(computeConfidenceSequence(separated)).toEqual({ low: -0.99, high: -0.37 });
    expect(Math.exp(separated.logEValue)).toBeCloseTo(140.737496744, 8);
    const old = play(
      Array.from({ length: 6 }, () => pair(1, 0)),
      createSafeTestState(DEFAULT_PRIOR, DEFAULT_CONFIDENCE_PRIOR, null),
    );
    expect(Math.exp(old.logEValue)).toBeCloseTo(505.778479, 5);
  });
});

describe('under the null, with optional stopping and continuation', () => {
  it('reaches 1/α in at most α of the streams (seeded, 2000 streams of 60 rounds)', () => {
    const random = mulberry32(2026);
    const alpha = 0.05;
    let crossed = 0;
    const streams = 2000;
    for (let stream = 0; stream < streams; stream += 1) {
      const rate = 0.05 + 0.9 * random();
      const base = { runs: 0, passes: 0 };
      const head = { runs: 0, passes: 0 };
      let logE = 0;
      for (let round = 0; round < 60; round += 1) {
        const data = pair(random() < rate ? 1 : 0, random() < rate ? 1 : 0);
        logE += computeRoundLogFactor(base, head, data);
        base.runs += 1;
        base.passes += data.base.passes;
        head.runs += 1;
        head.passes += data.head.passes;
        if (logE >= Math.log(1 / alpha)) {
          crossed += 1;
          break;
        }
      }
    }
    expect(crossed / streams).toBeLessThanOrEqual(alpha);
  });

  it('resumes from serialized JSON exactly as if never interrupted', () => {
    fc.assert(
      fc.property(outcomes, outcomes, (first, second) => {
        const stored = JSON.parse(JSON.stringify(play(toRounds(first)))) as unknown;
        const resumed = play(toRounds(second), SafeTestStateSchema.parse(stored));
        const straight = play(toRounds([...first, ...second]));
        expect(resumed.rounds).toBe(straight.rounds);
        expect(resumed.confidencePrior).toBe(DEFAULT_CONFIDENCE_PRIOR);
        expect(resumed.logEValue).toBeCloseTo(straight.logEValue, 9);
        expect(resumed.maxLogEValue).toBeCloseTo(straight.maxLogEValue, 9);
        resumed.differenceMaxLogE.forEach((max, index) => {
          expect(max).toBeCloseTo(straight.differenceMaxLogE[index] ?? NaN, 9);
        });
      }),
      { numRuns: 30 },
    );
  });

  it('continues a state written without confidencePrior with its grid at `prior`', () => {
    const first = toRounds([
      [1, 1],
      [1, 0],
      [1, 1],
    ]);
    const second = toRounds([
      [0, 1],
      [1, 1],
    ]);
    const old: Partial<SafeTestState> = play(
      first,
      createSafeTestState(DEFAULT_PRIOR, DEFAULT_PRIOR),
    );
    delete old.confidencePrior;
    const resumed = play(second, SafeTestStateSchema.parse(old));
    const straight = play([...first, ...second], createSafeTestState(DEFAULT_PRIOR, DEFAULT_PRIOR));
    expect(resumed.confidencePrior).toBe(DEFAULT_PRIOR);
    expect(resumed.differenceLogE).toEqual(straight.differenceLogE);
    expect(resumed.logEValue).toBe(straight.logEValue);
  });
});

describe('decideTask', () => {
  it('stops a task at 100 % on both sides with no change larger than δ at round 15', () => {
    const stopsAt = (initial: SafeTestState) => {
      let state = initial;
      const states: string[] = [];
      for (let round = 0; round < 20; round += 1) {
        state = addRound(state, pair(1, 1));
        states.push(decideTask({ state, tasks: 20 }).state);
      }
      const first = states.indexOf('no_change_within_delta');
      expect(states.slice(0, first).every((name) => name === 'open')).toBe(true);
      return { round: first + 1, state };
    };
    // β_cs = 0.05 (the default): round 15; were the sequence at the test's β = 0.18, round 17.
    expect(stopsAt(createSafeTestState(DEFAULT_PRIOR, DEFAULT_PRIOR)).round).toBe(17);
    const { round, state } = stopsAt(createSafeTestState());
    expect(round).toBe(15);
    const decision = decideTask({ state, tasks: 20 });
    expect(decision.interval?.low).toBeGreaterThan(-0.2);
    expect(decision.interval?.high).toBeLessThan(0.2);
    expect(decision.runs).toBe(40);
  });

  it('claims a direction at tasks/α, and flips it when the sides swap', () => {
    const rounds = Array.from({ length: 12 }, () => pair(1, 0));
    const state = play(rounds);
    expect(decideTask({ state, tasks: 1 }).state).toBe('regressed');
    expect(decideTask({ state: play(rounds.map(swap)), tasks: 1 }).state).toBe('improved');
    // Five runs of perfect separation are not enough for 1000 tasks: still open.
    const early = play(rounds.slice(0, 5));
    expect(Math.exp(early.logEValue)).toBeLessThan(1000 / 0.05);
    expect(decideTask({ state: early, tasks: 1000 }).state).toBe('open');
  });

  it('is open before min-k, and at max-k low power when the threshold was out of reach', () => {
    const state = play([pair(1, 0), pair(0, 1)]);
    expect(decideTask({ state, minK: 3 }).state).toBe('open');
    expect(computeLargestLogEValue(2)).toBeLessThan(Math.log(20 / 0.05));
    expect(decideTask({ state, tasks: 20, minK: 1, maxK: 2 }).state).toBe('low_power');
    const even = play(Array.from({ length: 10 }, (_, i) => pair(i % 2, (i + 1) % 2)));
    expect(decideTask({ state: even, tasks: 1, maxK: 10 }).state).toBe('inconclusive');
  });

  it('counts min-k and max-k from the rounds of a continuation', () => {
    const state = play(Array.from({ length: 10 }, (_, i) => pair(i % 2, (i + 1) % 2)));
    expect(decideTask({ state, maxK: 10 }).state).toBe('inconclusive');
    expect(decideTask({ state, maxK: 10, roundsBefore: 5 }).state).toBe('open');
  });

  it('never decides a direction while the e-value is below the threshold', () => {
    fc.assert(
      fc.property(outcomes, fc.integer({ min: 1, max: 100 }), (xs, tasks) => {
        const decision = decideTask({ state: play(toRounds(xs)), tasks });
        if (decision.state === 'regressed' || decision.state === 'improved') {
          expect(play(toRounds(xs)).maxLogEValue).toBeGreaterThanOrEqual(Math.log(tasks / 0.05));
        }
        expect(decision.eValue).toBeGreaterThan(0);
      }),
    );
  });
});

describe('decideTask with a threshold from the multiplicity rule', () => {
  it('compares the current e-value, not its running maximum, with the threshold given', () => {
    // Five rounds of separation (e = 55.0), then two that undo most of it.
    const separation = [pair(1, 0), pair(1, 0), pair(1, 0), pair(1, 0), pair(1, 0)];
    const state = play([...separation, pair(0, 1), pair(0, 1)]);
    expect(Math.exp(state.maxLogEValue)).toBeCloseTo(computeEValue(separation), 8);
    expect(computeEValue(separation)).toBeGreaterThan(54);
    expect(Math.exp(state.logEValue)).toBeLessThan(2);
    // Bonferroni reads the running maximum: 55.0 ≥ 1/0.05.
    expect(decideTask({ state, tasks: 1, minK: 10 }).state).toBe('regressed');
    // e-BH's bar reads the stopped value only.
    const decision = decideTask({ state, tasks: 1, threshold: 30, minK: 10 });
    expect(decision.state).toBe('open');
    expect(decision.threshold).toBe(30);
    expect(decideTask({ state, tasks: 1, threshold: 0.01, minK: 10 }).state).toBe('regressed');
  });
});

describe('countEBHClaims (Wang & Ramdas 2022)', () => {
  const claimsOf = (values: number[], tasks: number) =>
    countEBHClaims(
      values.map((value) => Math.log(value)),
      tasks,
      0.05,
    );

  it('claims the k largest when the k-th reaches m/(α k)', () => {
    // m = 20: one claim needs 400, two 200 each, three 133.3 each.
    expect(claimsOf([399, 1, 1], 20)).toBe(0);
    expect(claimsOf([400, 1, 1], 20)).toBe(1);
    expect(claimsOf([250, 210, 1], 20)).toBe(2);
    expect(claimsOf([140, 135, 134], 20)).toBe(3);
    expect(claimsOf([1000, 140, 100], 20)).toBe(1);
    // m counts the tasks of the comparison, not only the values given.
    expect(claimsOf([30], 2)).toBe(0);
    expect(claimsOf([30, 30], 1)).toBe(2);
    // A task that cannot be claimed (−∞) still counts in m.
    expect(countEBHClaims([-Infinity, Math.log(39)], 1)).toBe(0);
    expect(countEBHClaims([-Infinity, Math.log(40)], 1)).toBe(1);
  });

  it('property: self-consistent, maximal, at least Bonferroni, and monotone in the e-values', () => {
    const logE = fc.double({ min: -5, max: 12, noNaN: true });
    fc.assert(
      fc.property(
        fc.array(logE, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 40 }),
        fc.nat(29),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (values, given, which, raise) => {
          const m = Math.max(given, values.length);
          const claims = countEBHClaims(values, given);
          const sorted = [...values].sort((a, b) => b - a);
          // Self-consistent: the k* largest each reach m/(α k*).
          for (let index = 0; index < claims; index += 1) {
            expect(sorted[index]).toBeGreaterThanOrEqual(Math.log(m / (0.05 * claims)));
          }
          // Maximal: no larger k has its k-th value at m/(α k).
          for (let k = claims + 1; k <= sorted.length; k += 1) {
            expect(sorted[k - 1]).toBeLessThan(Math.log(m / (0.05 * k)));
          }
          const bonferroni = values.filter((value) => value >= Math.log(m / 0.05)).length;
          expect(claims).toBeGreaterThanOrEqual(bonferroni);
          // Raising one e-value never lowers the number of claims.
          const raised = values.map((value, index) =>
            index === which % values.length ? value + raise : value,
          );
          expect(countEBHClaims(raised, given)).toBeGreaterThanOrEqual(claims);
        },
      ),
      { seed: 2026 },
    );
  });
});
