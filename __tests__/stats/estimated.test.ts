import { describe, expect, it } from 'vitest';
import { EstimatedSchema, estimateCost, estimateCostUsd } from '../../src/stats/estimated.js';
import { summarizeMeasured } from '../../src/stats/measured.js';

const measured = summarizeMeasured([
  { status: 'pass', wallMs: 1000, usage: { inputTokens: 1_000_000, outputTokens: 500_000 } },
]);

describe('estimateCostUsd', () => {
  it('prices tokens at USD per million', () => {
    expect(
      estimateCostUsd(
        { inputTokens: 1_000_000, outputTokens: 500_000 },
        { inputRate: 3, outputRate: 15 },
      ),
    ).toBe(10.5);
    expect(
      estimateCostUsd({ inputTokens: 0, outputTokens: 0 }, { inputRate: 3, outputRate: 15 }),
    ).toBe(0);
  });

  it('rejects negative or non-finite rates', () => {
    expect(() =>
      estimateCostUsd({ inputTokens: 1, outputTokens: 1 }, { inputRate: -1, outputRate: 1 }),
    ).toThrow(RangeError);
    expect(() =>
      estimateCostUsd(
        { inputTokens: 1, outputTokens: 1 },
        { inputRate: 1, outputRate: Number.NaN },
      ),
    ).toThrow(/outputRate/);
  });
});

describe('estimateCost', () => {
  it('estimates only when both rates are given, and keeps them beside the cost', () => {
    const estimated = estimateCost(measured, { inputRate: 3, outputRate: 15 });
    expect(estimated).toEqual({ costUsd: 10.5, rates: { inputRate: 3, outputRate: 15 } });
    expect(EstimatedSchema.parse(estimated)).toEqual(estimated);
  });

  it('does not guess a missing rate', () => {
    expect(estimateCost(measured)).toBeUndefined();
    expect(estimateCost(measured, {})).toBeUndefined();
    expect(estimateCost(measured, { inputRate: 3 })).toBeUndefined();
    expect(estimateCost(measured, { outputRate: 15 })).toBeUndefined();
  });

  it('does not estimate from tokens that were not measured', () => {
    const unreported = summarizeMeasured([{ status: 'pass', wallMs: 1000 }]);
    expect(estimateCost(unreported, { inputRate: 3, outputRate: 15 })).toBeUndefined();
  });

  it('leaves the measured block as it was', () => {
    const before = structuredClone(measured);
    estimateCost(measured, { inputRate: 3, outputRate: 15 });
    expect(measured).toEqual(before);
  });
});
