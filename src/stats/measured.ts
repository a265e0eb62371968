/**
 * The measured block (SPEC §5): what the provider reported and the clock said, over judged runs. A
 * figure not reported on every turn is omitted with the reason, never filled with 0 or extrapolated.
 */
import { z } from 'zod';
import type { RunStatus } from './counts.js';

/** A run's main-loop token usage (compaction calls excluded), summed over its turns. */
export interface RunUsage {
  inputTokens: number;
  outputTokens: number;
  /** Absent when no turn reported cached input: absent is "not reported", never 0. */
  cachedInputTokens?: number;
  /** Some turns reported cached input and others did not: `cachedInputTokens` is a partial sum. */
  cachedPartial?: boolean;
}

export interface MeasuredRun {
  status: RunStatus;
  wallMs: number;
  /** Absent when the provider did not report usage on every turn of the run. */
  usage?: RunUsage;
}

const tokenCount = z.number().int().min(0);
const nullableNumber = z.number().nullable();

export const CachedInputSummarySchema = z.strictObject({
  /** Cached input tokens, over the runs that reported them fully. */
  tokens: tokenCount,
  /** Input tokens of those same runs, so `ratio` compares like with like. */
  inputTokens: tokenCount,
  /** `tokens / inputTokens`; null when those runs had no input tokens. */
  ratio: nullableNumber,
  runsReporting: z.number().int().min(0),
  runsJudged: z.number().int().min(0),
});
export type CachedInputSummary = z.infer<typeof CachedInputSummarySchema>;

export const MeasuredSummarySchema = z.strictObject({
  runsJudged: z.number().int().min(0),
  /** Present only when every judged run reported usage. */
  tokens: z.strictObject({ input: tokenCount, output: tokenCount }).optional(),
  /** Why `tokens` (and `tokensPerSuccess`) are absent. */
  tokensOmitted: z.string().optional(),
  wallMs: z.strictObject({ median: nullableNumber, variance: nullableNumber }),
  /** Input plus output tokens of all judged runs (failures included) per pass; null with no pass. */
  tokensPerSuccess: nullableNumber.optional(),
  /** Wall time of all judged runs (failures included) per pass; null with no pass. */
  wallMsPerSuccess: nullableNumber,
  /** Absent when no judged run fully reported cached input. */
  cachedInput: CachedInputSummarySchema.optional(),
});
export type MeasuredSummary = z.infer<typeof MeasuredSummarySchema>;

/** The middle value (mean of the two middle values for an even count); null for no values. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** Sample variance (n − 1 denominator); null below two values, where it is undefined. */
export function sampleVariance(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  // Two passes: subtracting the mean first avoids the cancellation of Σx² − n·mean² on large values.
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return squares / (values.length - 1);
}

/** Summarizes the judged runs among `runs`; errored runs are ignored, as in every rate. */
export function summarizeMeasured(runs: readonly MeasuredRun[]): MeasuredSummary {
  const judged = runs.filter((run) => run.status !== 'error');
  const passes = judged.filter((run) => run.status === 'pass').length;
  const wallTimes = judged.map((run) => run.wallMs);
  const totalWallMs = wallTimes.reduce((sum, value) => sum + value, 0);
  const summary: MeasuredSummary = {
    runsJudged: judged.length,
    wallMs: { median: median(wallTimes), variance: sampleVariance(wallTimes) },
    wallMsPerSuccess: passes === 0 ? null : totalWallMs / passes,
  };

  const tokens = sumTokens(judged);
  if (typeof tokens === 'string') {
    summary.tokensOmitted = tokens;
  } else {
    summary.tokens = tokens;
    summary.tokensPerSuccess = passes === 0 ? null : (tokens.input + tokens.output) / passes;
  }

  const cachedInput = summarizeCachedInput(judged);
  if (cachedInput !== undefined) summary.cachedInput = cachedInput;
  return summary;
}

/** Token totals, or the reason they cannot be given. */
function sumTokens(judged: readonly MeasuredRun[]): { input: number; output: number } | string {
  if (judged.length === 0) return 'no judged runs';
  const usages = judged.flatMap((run) => (run.usage === undefined ? [] : [run.usage]));
  if (usages.length < judged.length) {
    const unreported = judged.length - usages.length;
    return `usage not reported on every turn in ${unreported} of ${judged.length} judged runs`;
  }
  return {
    input: usages.reduce((sum, usage) => sum + usage.inputTokens, 0),
    output: usages.reduce((sum, usage) => sum + usage.outputTokens, 0),
  };
}

/** Pooled over the runs that reported cached input on every turn (a partial one undercounts). */
function summarizeCachedInput(judged: readonly MeasuredRun[]): CachedInputSummary | undefined {
  let tokens = 0;
  let inputTokens = 0;
  let runsReporting = 0;
  for (const { usage } of judged) {
    if (usage?.cachedInputTokens === undefined || usage.cachedPartial === true) continue;
    tokens += usage.cachedInputTokens;
    inputTokens += usage.inputTokens;
    runsReporting += 1;
  }
  if (runsReporting === 0) return undefined;
  return {
    tokens,
    inputTokens,
    ratio: inputTokens === 0 ? null : tokens / inputTokens,
    runsReporting,
    runsJudged: judged.length,
  };
}
