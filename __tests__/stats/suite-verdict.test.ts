import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/stats/mulberry32.js';
import {
  SuiteDecisionSchema,
  decideSuiteVerdict,
  describeSuiteDecision,
  type SuiteDecision,
  type TaskPair,
} from '../../src/stats/suite-verdict.js';

const pair = (basePasses: number, baseJudged: number, candPasses: number, candJudged: number) => ({
  baseline: { passes: basePasses, judged: baseJudged },
  candidate: { passes: candPasses, judged: candJudged },
});

/** A side with missing runs: `passes` of `judged`, and `missing` more planned. */
const side = (passes: number, judged: number, missing = 0) => ({ passes, judged, missing });

function binomial(random: () => number, runs: number, rate: number): number {
  let passes = 0;
  for (let run = 0; run < runs; run += 1) if (random() < rate) passes += 1;
  return passes;
}

describe('decideSuiteVerdict', () => {
  it('20 tasks that each drop from 5/5 to 4/5 regressed, exactly', () => {
    const decision = decideSuiteVerdict(Array.from({ length: 20 }, () => pair(5, 5, 4, 5)));
    expect(SuiteDecisionSchema.parse(decision)).toEqual(decision);
    expect(decision).toMatchObject({ verdict: 'regressed', tasks: 20, exact: true });
    expect(decision.meanDifference).toBeCloseTo(-0.2, 12);
    // Each task is a fair coin under relabelling (4 or 5 candidate passes of 9): 2 · 2^-20.
    expect(decision.pValue).toBeCloseTo(2 * 0.5 ** 20, 12);
    expect(decision.interval?.high).toBeLessThan(0);
    expect(decision.interval?.low).toBeLessThan(-0.2);
  });

  it('6 of 20 tasks going 5/5 → 4/5 regressed, with an interval that excludes 0', () => {
    const decision = decideSuiteVerdict([
      ...Array.from({ length: 6 }, () => pair(5, 5, 4, 5)),
      ...Array.from({ length: 14 }, () => pair(5, 5, 5, 5)),
    ]);
    expect(decision).toMatchObject({ verdict: 'regressed', tasks: 20, exact: true });
    expect(decision.meanDifference).toBeCloseTo(-0.06, 12);
    // Six fair coins: all six dropping is 2^-6 on each side, 2 · 2^-6 two-sided.
    expect(decision.pValue).toBeCloseTo(2 / 64, 12);
    // Five of six dropping is within 2.5 % of the null's upper tail: the critical shift is 0.04.
    expect(decision.interval?.low).toBeCloseTo(-0.1, 12);
    expect(decision.interval?.high).toBeCloseTo(-0.02, 12);
    expect(describeSuiteDecision(decision)).toBe(
      'mean per-task difference −6.0 pp, 95 % interval [−10.0 pp, −2.0 pp], p = 0.031 ' +
        '(20 tasks paired, exact)',
    );
  });

  it('a failing candidate (3 passes and 2 verifier errors per task against 3/5) is not improved', () => {
    const decision = decideSuiteVerdict(
      Array.from({ length: 20 }, () => ({ baseline: side(3, 5), candidate: side(3, 3, 2) })),
    );
    expect(SuiteDecisionSchema.parse(decision)).toEqual(decision);
    // On judged runs alone, 3/3 against 3/5 on every task would read as a large improvement …
    expect(decision.meanDifference).toBeCloseTo(0.4, 12);
    expect(decision.pValue).toBeLessThan(0.001);
    expect(decision.interval?.low).toBeGreaterThan(0);
    // … but the 40 missing head runs, counted as failures, make it 3/5 against 3/5.
    expect(decision).toMatchObject({
      verdict: 'inconclusive',
      missing: { baseline: 0, candidate: 40 },
    });
    expect(decision.boundedInterval?.low).toBeLessThanOrEqual(0);
    expect(describeSuiteDecision(decision)).toMatch(
      /^missing runs could explain the difference \(0 base, 40 head missing\): on judged runs /,
    );
  });

  it('a claim that holds with every missing run counted against it stands', () => {
    const decision = decideSuiteVerdict(
      Array.from({ length: 20 }, () => ({ baseline: side(5, 5), candidate: side(0, 4, 1) })),
    );
    expect(decision).toMatchObject({
      verdict: 'regressed',
      missing: { baseline: 0, candidate: 20 },
    });
    expect(decision.boundedInterval?.high).toBeLessThan(0);
    expect(describeSuiteDecision(decision)).toContain(
      'with the missing runs counted against each direction',
    );
  });

  it('a task with no judged run on a side still bounds the verdict with its missing runs', () => {
    const judged = Array.from({ length: 5 }, () => pair(2, 5, 5, 5));
    expect(decideSuiteVerdict(judged).verdict).toBe('improved');
    // Five more tasks the candidate could not run at all: counted as failures, they could
    // explain the difference; they are not strata of the test on judged runs.
    const decision = decideSuiteVerdict([
      ...judged,
      ...Array.from({ length: 5 }, () => ({ baseline: side(5, 5), candidate: side(0, 0, 5) })),
    ]);
    expect(decision).toMatchObject({ verdict: 'inconclusive', tasks: 5 });
    expect(decision.missing).toEqual({ baseline: 0, candidate: 25 });
  });

  it('turning judged runs into missing runs never creates a claim (property)', () => {
    const sideOf = (passes: (judged: number) => fc.Arbitrary<number>) =>
      fc.integer({ min: 3, max: 7 }).chain((judged) =>
        fc.record({
          passes: passes(judged),
          judged: fc.constant(judged),
          missing: fc.nat(1),
        }),
      );
    const anySide = sideOf((judged) => fc.integer({ min: 0, max: judged }));
    // Mostly passing, or mostly failing: comparisons where one side wins, so claims are common.
    const strongSide = sideOf((judged) =>
      fc.integer({ min: Math.max(0, judged - 1), max: judged }),
    );
    const weakSide = sideOf((judged) => fc.integer({ min: 0, max: Math.min(1, judged) }));
    // For each side of each task, how many of its passes and of its failures become missing.
    const conversion = fc.record({ passes: fc.nat(1), failures: fc.nat(1) });
    const taskOf = (baseline: typeof anySide, candidate: typeof anySide) =>
      fc.record({
        pair: fc.record({ baseline, candidate }),
        baseline: conversion,
        candidate: conversion,
      });
    const comparison = fc.oneof(
      fc.array(taskOf(anySide, anySide), { minLength: 5, maxLength: 7 }),
      fc.boolean().chain((baselineWins) =>
        fc.array(baselineWins ? taskOf(strongSide, weakSide) : taskOf(weakSide, strongSide), {
          minLength: 5,
          maxLength: 9,
        }),
      ),
    );
    let claimsAfter = 0;
    fc.assert(
      fc.property(comparison, (tasks) => {
        const before = tasks.map(({ pair }) => pair);
        const after = tasks.map(({ pair, baseline, candidate }) => ({
          baseline: convert(pair.baseline, baseline),
          candidate: convert(pair.candidate, candidate),
        }));
        // Exact, as the guarantee is: a Monte Carlo estimate holds it only up to its error.
        const exact = { maxExactValues: Number.POSITIVE_INFINITY };
        const claimBefore = decideSuiteVerdict(before, exact).verdict;
        const claimAfter = decideSuiteVerdict(after, exact).verdict;
        if (claimAfter === 'improved' || claimAfter === 'regressed') {
          claimsAfter += 1;
          expect(claimBefore).toBe(claimAfter);
        }
      }),
      { seed: 13, numRuns: 300 },
    );
    // The property was put to the test: claims with missing runs were met.
    expect(claimsAfter).toBeGreaterThan(50);
  });

  it('the verdict and its interval never disagree (10,000 random comparisons, fixed seed)', () => {
    const random = mulberry32(2026);
    const options = { draws: 400, maxExactValues: 2_000 };
    const below = (n: number) => Math.floor(random() * n);
    const disagreements: Array<{ disagreement: string; pairs: TaskPair[] }> = [];
    let claims = 0;
    let withMissing = 0;
    let estimated = 0;
    for (let i = 0; i < 10_000; i += 1) {
      const k = 2 + below(9);
      const shift = (random() - 0.5) * 0.6;
      const missingRate = random() < 0.3 ? random() * 0.3 : 0;
      const pairs: TaskPair[] = Array.from({ length: 3 + below(28) }, () => {
        const rate = random();
        const draw = (p: number) => {
          const planned = below(3) === 0 ? 1 + below(k) : k;
          const missing = binomial(random, planned, missingRate);
          const judged = planned - missing;
          return side(binomial(random, judged, Math.min(1, Math.max(0, p))), judged, missing);
        };
        return { baseline: draw(rate), candidate: draw(rate + shift) };
      });
      const decision = decideSuiteVerdict(pairs, options);
      const disagreement = findDisagreement(decision);
      if (disagreement !== undefined) disagreements.push({ disagreement, pairs });
      if (decision.verdict === 'improved' || decision.verdict === 'regressed') claims += 1;
      if (decision.missing !== undefined) withMissing += 1;
      if (!decision.exact) estimated += 1;
    }
    expect(disagreements.slice(0, 3)).toEqual([]);
    // Every kind of case was met.
    expect(claims).toBeGreaterThan(1_000);
    expect(withMissing).toBeGreaterThan(1_000);
    expect(estimated).toBeGreaterThan(100);
  });

  it('keeps the false-positive rate at 5 % under the null (simulated, fixed seed)', () => {
    const random = mulberry32(15);
    const comparisons = 300;
    let positives = 0;
    let exact = 0;
    for (let i = 0; i < comparisons; i += 1) {
      const tasks = 5 + Math.floor(random() * 46);
      const pairs: TaskPair[] = Array.from({ length: tasks }, () => {
        const rate = random();
        const k = 5 + Math.floor(random() * 6);
        return pair(binomial(random, k, rate), k, binomial(random, k, rate), k);
      });
      const decision = decideSuiteVerdict(pairs);
      if (decision.exact) exact += 1;
      if (decision.verdict === 'improved' || decision.verdict === 'regressed') positives += 1;
    }
    const bound = 0.05 + 2 * Math.sqrt((0.05 * 0.95) / comparisons);
    expect(positives / comparisons).toBeLessThanOrEqual(bound);
    // Both ways of computing the p-value were exercised.
    expect(exact).toBeGreaterThan(0);
    expect(exact).toBeLessThan(comparisons);
  });

  it('fewer than 5 tasks with judged runs on both sides is low power', () => {
    const decision = decideSuiteVerdict([
      ...Array.from({ length: 4 }, () => pair(5, 5, 0, 5)),
      pair(5, 5, 0, 0),
      pair(0, 0, 5, 5),
    ]);
    expect(decision).toMatchObject({ verdict: 'low_power', tasks: 4 });
    expect(decideSuiteVerdict([])).toMatchObject({
      verdict: 'low_power',
      tasks: 0,
      meanDifference: null,
      interval: null,
      pValue: null,
    });
  });

  it('exact and Monte Carlo agree where both can be computed', () => {
    const pairs = [
      pair(5, 5, 3, 5),
      pair(4, 5, 2, 5),
      pair(6, 7, 4, 6),
      pair(3, 10, 2, 9),
      pair(8, 8, 7, 8),
      pair(2, 5, 1, 5),
    ];
    const exact = decideSuiteVerdict(pairs);
    const estimated = decideSuiteVerdict(pairs, { maxExactValues: 1 });
    expect(exact.exact).toBe(true);
    expect(estimated).toMatchObject({ exact: false, draws: 20_000 });
    const p = exact.pValue ?? Number.NaN;
    expect(Math.abs((estimated.pValue ?? Number.NaN) - p)).toBeLessThan(
      4 * Math.sqrt((p * (1 - p)) / 20_000) + 1e-4,
    );
    expect(estimated.verdict).toBe(exact.verdict);
    expect(estimated.meanDifference).toBe(exact.meanDifference);
  });

  it('is deterministic: the same counts give the same Monte Carlo p-value', () => {
    const pairs = Array.from({ length: 8 }, (_, i) => pair(i % 6, 6, (i + 2) % 6, 6));
    const options = { maxExactValues: 1 };
    expect(decideSuiteVerdict(pairs, options)).toEqual(decideSuiteVerdict(pairs, options));
  });

  it('refuses impossible counts', () => {
    expect(() => decideSuiteVerdict([pair(6, 5, 0, 5)])).toThrow(/6 passes of 5 judged/);
  });

  it('swapping the sides flips improved and regressed and negates the mean', () => {
    const side = fc
      .integer({ min: 0, max: 10 })
      .chain((judged) =>
        fc.record({ passes: fc.integer({ min: 0, max: judged }), judged: fc.constant(judged) }),
      );
    const flipped = { improved: 'regressed', regressed: 'improved' } as const;
    fc.assert(
      fc.property(
        fc.array(fc.record({ baseline: side, candidate: side }), { maxLength: 12 }),
        (pairs) => {
          const forward = decideSuiteVerdict(pairs);
          const back = decideSuiteVerdict(
            pairs.map(({ baseline, candidate }) => ({ baseline: candidate, candidate: baseline })),
          );
          const verdict = forward.verdict;
          expect(back.verdict).toBe(
            verdict === 'improved' || verdict === 'regressed' ? flipped[verdict] : verdict,
          );
          if (forward.meanDifference === null) expect(back.meanDifference).toBeNull();
          else expect(back.meanDifference).toBeCloseTo(-forward.meanDifference, 12);
          expect(back.tasks).toBe(forward.tasks);
        },
      ),
      { seed: 15, numRuns: 200 },
    );
  });
});

/**
 * What is wrong with a decision, or undefined: a claim ⇔ the interval the verdict follows excludes
 * 0 on the claimed side; on judged runs, the interval excludes 0 ⇔ p < 5 %, and holds the mean.
 */
function findDisagreement(decision: SuiteDecision): string | undefined {
  const { verdict, interval, meanDifference, pValue, boundedInterval } = decision;
  if (interval === null || meanDifference === null || pValue === null) {
    return verdict === 'low_power' ? undefined : 'a verdict without numbers';
  }
  if (interval.low > meanDifference || interval.high < meanDifference) {
    return 'the interval does not hold the mean';
  }
  if ((interval.low > 0 || interval.high < 0) !== pValue < 0.05) {
    return 'the interval and the p-value disagree';
  }
  const followed = boundedInterval ?? interval;
  const expected =
    decision.tasks < 5
      ? 'low_power'
      : followed.low > 0
        ? 'improved'
        : followed.high < 0
          ? 'regressed'
          : 'inconclusive';
  return verdict === expected ? undefined : `says ${verdict}, its interval ${expected}`;
}

/** `side` with some of its passes and failures turned into missing runs. */
function convert(
  counts: { passes: number; judged: number; missing: number },
  lost: { passes: number; failures: number },
) {
  const passes = Math.min(lost.passes, counts.passes);
  const failures = Math.min(lost.failures, counts.judged - counts.passes);
  return side(
    counts.passes - passes,
    counts.judged - passes - failures,
    counts.missing + passes + failures,
  );
}
