/**
 * The estimated block (SPEC §5): a USD cost from rates the user gives, none with either missing
 * (Verdict does not guess prices); never added to the measured block. Cached input is not priced.
 */
import { z } from 'zod';
import type { MeasuredSummary } from './measured.js';

export interface TokenRates {
  /** USD per million input tokens (`--input-rate`). */
  inputRate: number;
  /** USD per million output tokens (`--output-rate`). */
  outputRate: number;
}

export const EstimatedSchema = z.strictObject({
  costUsd: z.number().min(0),
  /** Kept beside the cost: compare only sets costs side by side when both used the same rates. */
  rates: z.strictObject({ inputRate: z.number().min(0), outputRate: z.number().min(0) }),
});
export type Estimated = z.infer<typeof EstimatedSchema>;

const TOKENS_PER_RATE_UNIT = 1_000_000;

export function estimateCostUsd(
  tokens: { inputTokens: number; outputTokens: number },
  rates: TokenRates,
): number {
  assertRate('inputRate', rates.inputRate);
  assertRate('outputRate', rates.outputRate);
  return (
    (tokens.inputTokens * rates.inputRate + tokens.outputTokens * rates.outputRate) /
    TOKENS_PER_RATE_UNIT
  );
}

/** The estimated block; undefined unless both rates are given and the tokens were measured. */
export function estimateCost(
  measured: MeasuredSummary,
  rates?: Partial<TokenRates>,
): Estimated | undefined {
  const inputRate = rates?.inputRate;
  const outputRate = rates?.outputRate;
  if (inputRate === undefined || outputRate === undefined || measured.tokens === undefined) {
    return undefined;
  }
  const costUsd = estimateCostUsd(
    { inputTokens: measured.tokens.input, outputTokens: measured.tokens.output },
    { inputRate, outputRate },
  );
  return { costUsd, rates: { inputRate, outputRate } };
}

function assertRate(name: string, rate: number): void {
  if (!Number.isFinite(rate) || rate < 0) {
    throw new RangeError(
      `${name} must be a non-negative number of USD per million tokens, got ${rate}`,
    );
  }
}
