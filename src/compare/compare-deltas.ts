/**
 * A task's deltas, candidate − baseline, only when both sides measured the same thing the same way;
 * otherwise `omitted` says why: a number against a guess is not a difference.
 */
import type { TaskReport } from '../report/report-schema.js';
import { estimateCostUsd, type Estimated } from '../stats/estimated.js';
import type { DeltaName, Deltas, NumberDelta } from './comparison-schema.js';

export interface DeltaSide {
  task: TaskReport;
  /** Its rates price this task's tokens. */
  estimated: Estimated | undefined;
}

type Figure = { value: number } | { omitted: string };

export function compareDeltas(baseline: DeltaSide, candidate: DeltaSide): Deltas {
  const deltas: Deltas = { omitted: {} };
  const figures: Record<DeltaName, (side: DeltaSide) => Figure> = {
    successRate: successRateOf,
    tokens: tokensPerRunOf,
    wallMs: medianWallMsOf,
    cachedInputRatio: cachedInputRatioOf,
    costUsd: costPerRunOf,
  };
  for (const name of Object.keys(figures) as DeltaName[]) {
    const sameRates = name === 'costUsd' ? compareRates(baseline, candidate) : undefined;
    if (sameRates !== undefined) {
      deltas.omitted[name] = sameRates;
      continue;
    }
    const delta = subtract(figures[name](baseline), figures[name](candidate));
    if ('omitted' in delta) deltas.omitted[name] = delta.omitted;
    else deltas[name] = delta;
  }
  return deltas;
}

function subtract(baseline: Figure, candidate: Figure): NumberDelta | { omitted: string } {
  if ('omitted' in baseline && 'omitted' in candidate && baseline.omitted === candidate.omitted) {
    return { omitted: `${baseline.omitted} on either side` };
  }
  const reasons = [
    ...('omitted' in baseline ? [`baseline: ${baseline.omitted}`] : []),
    ...('omitted' in candidate ? [`candidate: ${candidate.omitted}`] : []),
  ];
  if ('omitted' in baseline || 'omitted' in candidate) return { omitted: reasons.join('; ') };
  return {
    baseline: baseline.value,
    candidate: candidate.value,
    difference: candidate.value - baseline.value,
  };
}

function successRateOf({ task }: DeltaSide): Figure {
  return task.successRate === null ? { omitted: 'no judged runs' } : { value: task.successRate };
}

function tokensPerRunOf({ task }: DeltaSide): Figure {
  const { tokens, tokensOmitted, runsJudged } = task.measured;
  if (tokens === undefined) return { omitted: tokensOmitted ?? 'tokens not reported' };
  if (runsJudged === 0) return { omitted: 'no judged runs' };
  return { value: (tokens.input + tokens.output) / runsJudged };
}

function medianWallMsOf({ task }: DeltaSide): Figure {
  const median = task.measured.wallMs.median;
  return median === null ? { omitted: 'no judged runs' } : { value: median };
}

function cachedInputRatioOf({ task }: DeltaSide): Figure {
  const ratio = task.measured.cachedInput?.ratio;
  if (ratio === undefined) return { omitted: 'cached input not reported' };
  if (ratio === null) return { omitted: 'no input tokens in the runs reporting cached input' };
  return { value: ratio };
}

function costPerRunOf({ task, estimated }: DeltaSide): Figure {
  if (estimated === undefined) return { omitted: 'no cost estimated (rates not given)' };
  const { tokens, tokensOmitted, runsJudged } = task.measured;
  if (tokens === undefined) return { omitted: tokensOmitted ?? 'tokens not reported' };
  if (runsJudged === 0) return { omitted: 'no judged runs' };
  const cost = estimateCostUsd(
    { inputTokens: tokens.input, outputTokens: tokens.output },
    estimated.rates,
  );
  return { value: cost / runsJudged };
}

/** Costs at different prices would compare the prices. */
function compareRates(baseline: DeltaSide, candidate: DeltaSide): string | undefined {
  const a = baseline.estimated?.rates;
  const b = candidate.estimated?.rates;
  if (a === undefined || b === undefined) return undefined;
  if (a.inputRate === b.inputRate && a.outputRate === b.outputRate) return undefined;
  return (
    `the sides used different rates (baseline ${a.inputRate}/${a.outputRate}, ` +
    `candidate ${b.inputRate}/${b.outputRate} USD per million input/output tokens)`
  );
}
