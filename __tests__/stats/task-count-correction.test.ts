import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/stats/mulberry32.js';
import { testSingleTask } from '../../src/stats/permutation-test.js';
import { checkTaskCount, describeTaskCountMiss } from '../../src/stats/task-count-correction.js';
import { decideVerdict } from '../../src/stats/verdict.js';

const pair = (basePasses: number, baseJudged: number, candPasses: number, candJudged: number) => ({
  baseline: { passes: basePasses, judged: baseJudged },
  candidate: { passes: candPasses, judged: candJudged },
});

const repeat = <T>(count: number, make: () => T): T[] => Array.from({ length: count }, make);

function countsOf(pass: number, runs: number) {
  return {
    total: runs,
    observed: runs,
    missing: 0,
    pass,
    fail: runs - pass,
    budgetExceeded: 0,
    error: 0,
  };
}

/** The expected false per-task claims per comparison where nothing changed: alone, corrected. */
function simulateNull(
  tasks: number,
  runs: number,
  rate: number,
  comparisons: number,
  seed: number,
) {
  const random = mulberry32(seed);
  const binomial = () => {
    let passes = 0;
    for (let run = 0; run < runs; run += 1) if (random() < rate) passes += 1;
    return passes;
  };
  let alone = 0;
  let corrected = 0;
  for (let i = 0; i < comparisons; i += 1) {
    const pairs = repeat(tasks, () => pair(binomial(), runs, binomial(), runs));
    const checks = checkTaskCount(pairs);
    pairs.forEach(({ baseline, candidate }, index) => {
      const { verdict } = decideVerdict(
        { counts: countsOf(baseline.passes, runs) },
        { counts: countsOf(candidate.passes, runs) },
      );
      if (verdict !== 'improved' && verdict !== 'regressed') return;
      alone += 1;
      if (checks[index]?.survives === true) corrected += 1;
    });
  }
  return { alone: alone / comparisons, corrected: corrected / comparisons };
}

describe('testSingleTask', () => {
  it('is the exact conditional test: 0/5 against 5/5 is 2 / C(10, 5)', () => {
    expect(testSingleTask(pair(5, 5, 0, 5)).pValue).toBeCloseTo(2 / 252, 12);
    expect(testSingleTask(pair(5, 5, 0, 5)).minimumPValue).toBeCloseTo(2 / 252, 12);
    // Four passes in all: at best 0/5 against 4/5, 2 · C(6, 5) / C(10, 5).
    expect(testSingleTask(pair(0, 5, 4, 5)).minimumPValue).toBeCloseTo(12 / 252, 12);
    // Nine passes in all: 4 or 5 on either side, never a difference.
    expect(testSingleTask(pair(5, 5, 4, 5)).minimumPValue).toBeCloseTo(1, 12);
    // 5/5 against 5/5 can never show a difference.
    expect(testSingleTask(pair(5, 5, 5, 5))).toEqual({ pValue: 1, minimumPValue: 1 });
  });
});

describe('checkTaskCount', () => {
  it('a task going 5/5 → 0/5 among 19 unchanged 5/5 tasks keeps its direction', () => {
    const checks = checkTaskCount([pair(5, 5, 0, 5), ...repeat(19, () => pair(5, 5, 5, 5))]);
    expect(checks[0]).toMatchObject({ family: 1, survives: true });
    expect(checks[0]?.threshold).toBeCloseTo(0.05, 12);
    expect(checks[1]).toMatchObject({ pValue: 1, threshold: null, survives: false });
  });

  it('among ten more tasks that could each show as much, 5/5 → 0/5 at k = 5 is not enough', () => {
    const checks = checkTaskCount([pair(5, 5, 0, 5), ...repeat(10, () => pair(2, 5, 3, 5))]);
    // Eleven tasks could reach p = 2/252 ≈ 0.0079, more than 5 % / 7: Tarone's rule leaves none.
    expect(checks[0]).toMatchObject({ family: 0, threshold: null, survives: false });
    expect(checks[0]?.reach).toBeCloseTo(0.05 / 7, 12);
    expect(describeTaskCountMiss(checks[0]!)).toBe(
      'its exact test (p = 0.0079) cannot survive the correction for the number of tasks: no ' +
        "split of its passes gives p < 0.0071, the level Tarone's rule sets for this " +
        'comparison: with this many tasks, a difference this large can arise by chance',
    );
  });

  it('steps down: the smallest p-value against 5 % / m, the next against 5 % / (m − 1), …', () => {
    const checks = checkTaskCount([
      pair(10, 10, 0, 10), // p ≈ 0.00001
      pair(9, 10, 3, 10), // p ≈ 0.0198
      pair(9, 10, 3, 10),
      pair(8, 10, 3, 10), // p ≈ 0.0698
      ...repeat(5, () => pair(10, 10, 10, 10)),
    ]);
    expect(checks.map((check) => check.family)).toEqual(repeat(9, () => 4));
    expect(checks.map((check) => check.survives)).toEqual([true, ...repeat(8, () => false)]);
    expect(checks.slice(0, 4).map((check) => check.threshold)).toEqual([
      0.05 / 4,
      0.05 / 3,
      0.05 / 2,
      0.05,
    ]);
    expect(describeTaskCountMiss(checks[1]!)).toBe(
      "its exact test (p = 0.0198) does not survive Holm's correction for the 4 tasks that " +
        'could show a difference (needs p < 0.0167): with this many tasks, a difference this ' +
        'large can arise by chance',
    );
    expect(describeTaskCountMiss(checks[2]!)).toContain(
      '(a task ranked before it missed its threshold first)',
    );
  });

  it('keeps false per-task claims under 0.05 per comparison where nothing changed (fixed seed)', () => {
    // 50 tasks at k = 10, every task passing half its runs on both sides: the per-task rule alone
    // claims about 0.17 directions per comparison (docs/suite-verdict.md), corrected about 0.02.
    const { alone, corrected } = simulateNull(50, 10, 0.5, 400, 2026);
    expect(alone).toBeGreaterThan(0.1);
    expect(corrected).toBeLessThanOrEqual(0.05);
  });
});
