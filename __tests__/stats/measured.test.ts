import { describe, expect, it } from 'vitest';
import {
  MeasuredSummarySchema,
  median,
  sampleVariance,
  summarizeMeasured,
  type MeasuredRun,
  type RunUsage,
} from '../../src/stats/measured.js';

function run(status: MeasuredRun['status'], wallMs: number, usage?: RunUsage): MeasuredRun {
  return usage === undefined ? { status, wallMs } : { status, wallMs, usage };
}

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('is null for no values', () => {
    expect(median([])).toBeNull();
  });

  it('leaves its input unsorted', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('sampleVariance', () => {
  it('divides by n − 1', () => {
    expect(sampleVariance([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(32 / 7, 12);
    expect(sampleVariance([1, 3])).toBe(2);
  });

  it('is null below two values and 0 for equal values', () => {
    expect(sampleVariance([])).toBeNull();
    expect(sampleVariance([42])).toBeNull();
    expect(sampleVariance([8, 8, 8])).toBe(0);
  });

  it('keeps its precision on large wall times', () => {
    expect(sampleVariance([1e12 + 1, 1e12 + 2, 1e12 + 3])).toBe(1);
  });
});

describe('summarizeMeasured', () => {
  const usage = (
    inputTokens: number,
    outputTokens: number,
    extra: Partial<RunUsage> = {},
  ): RunUsage => ({
    inputTokens,
    outputTokens,
    ...extra,
  });

  it('sums tokens and divides the spend of every judged run, failures included, by the passes', () => {
    const summary = summarizeMeasured([
      run('pass', 1000, usage(100, 10)),
      run('fail', 3000, usage(300, 30)),
      run('budget_exceeded', 2000, usage(200, 20)),
      run('pass', 4000, usage(400, 40)),
    ]);
    expect(summary).toEqual({
      runsJudged: 4,
      tokens: { input: 1000, output: 100 },
      tokensPerSuccess: 550,
      wallMs: { median: 2500, variance: sampleVariance([1000, 3000, 2000, 4000]) },
      wallMsPerSuccess: 5000,
    });
    expect(MeasuredSummarySchema.parse(summary)).toEqual(summary);
  });

  it('ignores errored runs, even ones without usage', () => {
    const summary = summarizeMeasured([run('pass', 1000, usage(100, 10)), run('error', 60_000)]);
    expect(summary.runsJudged).toBe(1);
    expect(summary.tokens).toEqual({ input: 100, output: 10 });
    expect(summary.wallMs).toEqual({ median: 1000, variance: null });
  });

  it('omits tokens, and says why, when one judged run did not report usage', () => {
    const summary = summarizeMeasured([
      run('pass', 1000, usage(100, 10)),
      run('fail', 2000),
      run('pass', 3000, usage(300, 30)),
    ]);
    expect(summary.tokens).toBeUndefined();
    expect(summary.tokensPerSuccess).toBeUndefined();
    expect(summary.tokensOmitted).toBe('usage not reported on every turn in 1 of 3 judged runs');
    expect(summary.wallMsPerSuccess).toBe(3000);
    expect(MeasuredSummarySchema.parse(summary)).toEqual(summary);
  });

  it('gives null per-success figures when nothing passed', () => {
    const summary = summarizeMeasured([run('fail', 1000, usage(100, 10))]);
    expect(summary.tokensPerSuccess).toBeNull();
    expect(summary.wallMsPerSuccess).toBeNull();
  });

  it('measures nothing without judged runs', () => {
    const summary = summarizeMeasured([run('error', 1000, usage(100, 10))]);
    expect(summary).toEqual({
      runsJudged: 0,
      tokensOmitted: 'no judged runs',
      wallMs: { median: null, variance: null },
      wallMsPerSuccess: null,
    });
  });

  describe('cached input', () => {
    it('is absent, not 0, when no run reported it', () => {
      const summary = summarizeMeasured([run('pass', 1000, usage(100, 10))]);
      expect(summary).not.toHaveProperty('cachedInput');
    });

    it('keeps a reported 0 as 0', () => {
      const summary = summarizeMeasured([
        run('pass', 1000, usage(100, 10, { cachedInputTokens: 0 })),
      ]);
      expect(summary.cachedInput).toEqual({
        tokens: 0,
        inputTokens: 100,
        ratio: 0,
        runsReporting: 1,
        runsJudged: 1,
      });
    });

    it('pools the ratio over the runs that reported it fully, leaving partial runs out', () => {
      const summary = summarizeMeasured([
        run('pass', 1000, usage(1000, 10, { cachedInputTokens: 600 })),
        run('fail', 1000, usage(3000, 10, { cachedInputTokens: 600 })),
        run('pass', 1000, usage(5000, 10, { cachedInputTokens: 100, cachedPartial: true })),
        run('pass', 1000, usage(7000, 10)),
        run('error', 1000, usage(9000, 10, { cachedInputTokens: 9000 })),
      ]);
      expect(summary.cachedInput).toEqual({
        tokens: 1200,
        inputTokens: 4000,
        ratio: 0.3,
        runsReporting: 2,
        runsJudged: 4,
      });
    });

    it('is absent when the only reports were partial', () => {
      const summary = summarizeMeasured([
        run('pass', 1000, usage(100, 10, { cachedInputTokens: 50, cachedPartial: true })),
      ]);
      expect(summary.cachedInput).toBeUndefined();
    });

    it('has no ratio when the reporting runs had no input', () => {
      const summary = summarizeMeasured([
        run('pass', 1000, usage(0, 10, { cachedInputTokens: 0 })),
      ]);
      expect(summary.cachedInput?.ratio).toBeNull();
    });
  });
});
