import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/stats/mulberry32.js';
import {
  SuiteDecisionSchema,
  decideSuiteVerdict,
  type TaskPair,
} from '../../src/stats/suite-verdict.js';

const pair = (basePasses: number, baseJudged: number, candPasses: number, candJudged: number) => ({
  baseline: { passes: basePasses, judged: baseJudged },
  candidate: { passes: candPasses, judged: candJudged },
});

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
