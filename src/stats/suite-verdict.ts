/**
 * The suite-level verdict of a live comparison (SPEC §5), paired by task. Per-task verdicts need
 * disjoint Wilson intervals, which k = 5 rarely gives; twenty tasks that each drop from 5/5 to 4/5
 * are each inconclusive, yet together they say the agent got worse. This module says so, and
 * nothing about any single task.
 *
 * Method: a stratified permutation test of the side labels within each task. Under the null (the
 * same pass rate on both sides of a task), given a task's total passes, the candidate's passes
 * follow a hypergeometric distribution whatever that rate is; the statistic is the mean per-task
 * difference in pass rate (candidate − baseline), two-sided at 5 %. Tasks with the same run counts
 * share a lattice, so their distributions are convolved exactly as integers; when the groups
 * together have at most `MAX_EXACT_VALUES` values the p-value is exact, otherwise it is estimated
 * from `MONTE_CARLO_DRAWS` seeded draws. Pure and deterministic.
 */
import { z } from 'zod';
import { Z_95 } from './wilson.js';
import { mulberry32 } from './mulberry32.js';

/** Fewer tasks with judged runs on both sides than this is low power. */
export const MIN_SUITE_TASKS = 5;
export const SUITE_ALPHA = 0.05;
export const MAX_EXACT_VALUES = 20_000;
export const MONTE_CARLO_DRAWS = 20_000;
export const MONTE_CARLO_SEED = 0x5eed_2026;

/** Values of the statistic closer than this are the same value (sums of rounded fractions). */
const TOLERANCE = 1e-9;

export const SuiteVerdictSchema = z.enum(['improved', 'regressed', 'inconclusive', 'low_power']);
export type SuiteVerdictName = z.infer<typeof SuiteVerdictSchema>;

export const SUITE_VERDICT_LABELS = {
  improved: 'improved',
  regressed: 'regressed',
  inconclusive: 'inconclusive',
  low_power: 'low power',
} as const satisfies Record<SuiteVerdictName, string>;

/** A difference of rates: unlike a rate, it may be negative. */
export const DifferenceIntervalSchema = z.strictObject({
  low: z.number().min(-1).max(1),
  high: z.number().min(-1).max(1),
});
export type DifferenceInterval = z.infer<typeof DifferenceIntervalSchema>;

export const SuiteDecisionSchema = z.strictObject({
  verdict: SuiteVerdictSchema,
  /** Tasks with judged runs on both sides: the strata. */
  tasks: z.number().int().min(0),
  /** Mean over those tasks of candidate rate − baseline rate; null with no such task. */
  meanDifference: z.number().min(-1).max(1).nullable(),
  /** 95 % interval for `meanDifference`; null with no such task. */
  interval: DifferenceIntervalSchema.nullable(),
  /** Two-sided p-value of the permutation test; null with no such task. */
  pValue: z.number().min(0).max(1).nullable(),
  /** How the verdict was reached, in one sentence. */
  method: z.string(),
  /** True when the p-value is exact, false when it is a Monte Carlo estimate. */
  exact: z.boolean(),
  /** Monte Carlo draws, when not exact. */
  draws: z.number().int().min(1).optional(),
});
export type SuiteDecision = z.infer<typeof SuiteDecisionSchema>;

/** The limits every suite-level verdict states. */
export const SUITE_VERDICT_FOOTNOTE =
  'The suite verdict is a stratified permutation test of the side labels within each task ' +
  '(two-sided, 5 %), with a 95 % interval for the mean per-task difference in pass rate. It ' +
  'assumes runs are independent within a task and treats tasks as strata; it claims nothing ' +
  'about any single task.';

/**
 * The numbers behind a suite verdict in one plain sentence, e.g. `mean per-task difference
 * −20.0 pp, 95 % interval [−31.2 pp, −8.8 pp], p < 0.001 (20 tasks paired, exact)`.
 */
export function describeSuiteDecision(decision: SuiteDecision): string {
  const { tasks, meanDifference, interval, pValue } = decision;
  const paired = `${tasks} ${tasks === 1 ? 'task' : 'tasks'} paired`;
  if (meanDifference === null || interval === null || pValue === null) {
    return `no task has judged runs on both sides; at least ${MIN_SUITE_TASKS} are needed`;
  }
  const how = decision.exact ? 'exact' : `Monte Carlo, ${decision.draws ?? 0} draws`;
  const numbers =
    `mean per-task difference ${formatPoints(meanDifference)}, 95 % interval ` +
    `[${formatPoints(interval.low)}, ${formatPoints(interval.high)}], ${formatPValue(pValue)}`;
  const power =
    tasks < MIN_SUITE_TASKS
      ? `; at least ${MIN_SUITE_TASKS} tasks are needed to claim a direction`
      : '';
  return `${numbers} (${paired}, ${how})${power}`;
}

function formatPoints(difference: number): string {
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  return `${sign}${(Math.abs(difference) * 100).toFixed(1)} pp`;
}

function formatPValue(pValue: number): string {
  return pValue < 0.001 ? 'p < 0.001' : `p = ${pValue.toFixed(3)}`;
}

export interface SideCounts {
  passes: number;
  judged: number;
}

export interface TaskPair {
  baseline: SideCounts;
  candidate: SideCounts;
}

export interface SuiteVerdictOptions {
  draws?: number;
  seed?: number;
  maxExactValues?: number;
}

/** One task's share of the null distribution: candidate passes X, hypergeometric. */
interface Stratum {
  baselineRuns: number;
  candidateRuns: number;
  totalPasses: number;
  observed: number;
  /** Smallest possible X, and P(X = low + i). */
  low: number;
  pmf: number[];
}

/** Tasks with the same run counts: d = step·X − s/n_b, so their sum is on one lattice. */
interface Group {
  step: number;
  /** P(Σ (X − low) = i). */
  pmf: number[];
  cdf: number[];
}

export function decideSuiteVerdict(
  pairs: readonly TaskPair[],
  options: SuiteVerdictOptions = {},
): SuiteDecision {
  const strata = pairs.filter(isJudgedOnBothSides).map((pair) => toStratum(pair));
  if (strata.length === 0) {
    return {
      verdict: 'low_power',
      tasks: 0,
      meanDifference: null,
      interval: null,
      pValue: null,
      method: 'no task has judged runs on both sides',
      exact: true,
    };
  }
  const observed = strata.reduce(
    (sum, stratum) => sum + differenceAt(stratum, stratum.observed),
    0,
  );
  const groups = groupStrata(strata);
  const centred = centreOf(strata);
  const target = Math.abs(observed) - TOLERANCE;
  const maxExact = options.maxExactValues ?? MAX_EXACT_VALUES;
  const values = groups.reduce((product, group) => product * group.pmf.length, 1);
  const test =
    values <= maxExact
      ? { pValue: exactPValue(groups, centred, target), exact: true as const }
      : monteCarloPValue(groups, centred, target, options);
  const meanDifference = clamp(observed / strata.length);
  const interval = intervalOf(strata, meanDifference);
  const pValue = Math.min(1, test.pValue);
  return {
    verdict: decide(strata.length, pValue, meanDifference),
    tasks: strata.length,
    meanDifference,
    interval,
    pValue,
    method: describeMethod(strata.length, test),
    exact: test.exact,
    ...(test.exact ? {} : { draws: test.draws }),
  };
}

function decide(tasks: number, pValue: number, meanDifference: number): SuiteVerdictName {
  if (tasks < MIN_SUITE_TASKS) return 'low_power';
  if (pValue >= SUITE_ALPHA || meanDifference === 0) return 'inconclusive';
  return meanDifference > 0 ? 'improved' : 'regressed';
}

function describeMethod(tasks: number, test: { exact: boolean; draws?: number }): string {
  const how = test.exact
    ? 'exact (per-task hypergeometric distributions convolved)'
    : `Monte Carlo (${test.draws} draws, fixed seed)`;
  return (
    `stratified permutation test of the side labels within each of ${tasks} ` +
    `${tasks === 1 ? 'task' : 'tasks'}, ${how}; statistic: mean per-task difference in pass ` +
    'rate; two-sided at 5 %; interval: normal, per-task variances from rates with one pass ' +
    'and one fail added'
  );
}

function isJudgedOnBothSides(pair: TaskPair): boolean {
  assertSide(pair.baseline, 'baseline');
  assertSide(pair.candidate, 'candidate');
  return pair.baseline.judged > 0 && pair.candidate.judged > 0;
}

function assertSide(side: SideCounts, name: string): void {
  const { passes, judged } = side;
  if (!Number.isInteger(judged) || judged < 0 || !Number.isInteger(passes) || passes < 0) {
    throw new RangeError(`${name}: passes and judged must be non-negative integers`);
  }
  if (passes > judged)
    throw new RangeError(`${name}: ${passes} passes of ${judged} judged runs is impossible`);
}

function toStratum(pair: TaskPair): Stratum {
  const baselineRuns = pair.baseline.judged;
  const candidateRuns = pair.candidate.judged;
  const totalPasses = pair.baseline.passes + pair.candidate.passes;
  const all = baselineRuns + candidateRuns;
  const low = Math.max(0, totalPasses - baselineRuns);
  const high = Math.min(totalPasses, candidateRuns);
  const denominator = logChoose(all, candidateRuns);
  const pmf: number[] = [];
  for (let x = low; x <= high; x += 1) {
    pmf.push(
      Math.exp(
        logChoose(totalPasses, x) + logChoose(all - totalPasses, candidateRuns - x) - denominator,
      ),
    );
  }
  return {
    baselineRuns,
    candidateRuns,
    totalPasses,
    observed: pair.candidate.passes,
    low,
    pmf: normalize(pmf),
  };
}

function differenceAt(stratum: Stratum, candidatePasses: number): number {
  return (
    candidatePasses / stratum.candidateRuns -
    (stratum.totalPasses - candidatePasses) / stratum.baselineRuns
  );
}

function groupStrata(strata: readonly Stratum[]): Group[] {
  const byRuns = new Map<string, { step: number; pmf: number[] }>();
  for (const stratum of strata) {
    const key = `${stratum.baselineRuns}/${stratum.candidateRuns}`;
    const group = byRuns.get(key) ?? {
      step: 1 / stratum.candidateRuns + 1 / stratum.baselineRuns,
      pmf: [1],
    };
    group.pmf = convolve(group.pmf, stratum.pmf);
    byRuns.set(key, group);
  }
  return [...byRuns.values()].map(({ step, pmf }) => ({ step, pmf, cdf: cumulate(pmf) }));
}

/** The statistic at every group's lowest value: T = centre + Σ step·Y. */
function centreOf(strata: readonly Stratum[]): number {
  return strata.reduce((sum, stratum) => sum + differenceAt(stratum, stratum.low), 0);
}

function exactPValue(groups: readonly Group[], centre: number, target: number): number {
  let values = [centre];
  let probabilities = [1];
  for (const group of groups) {
    const nextValues: number[] = [];
    const nextProbabilities: number[] = [];
    for (let i = 0; i < values.length; i += 1) {
      for (let y = 0; y < group.pmf.length; y += 1) {
        nextValues.push((values[i] ?? 0) + group.step * y);
        nextProbabilities.push((probabilities[i] ?? 0) * (group.pmf[y] ?? 0));
      }
    }
    values = nextValues;
    probabilities = nextProbabilities;
  }
  let tail = 0;
  values.forEach((value, index) => {
    if (Math.abs(value) >= target) tail += probabilities[index] ?? 0;
  });
  return tail;
}

function monteCarloPValue(
  groups: readonly Group[],
  centre: number,
  target: number,
  options: SuiteVerdictOptions,
): { pValue: number; exact: false; draws: number } {
  const draws = options.draws ?? MONTE_CARLO_DRAWS;
  const random = mulberry32(options.seed ?? MONTE_CARLO_SEED);
  let extreme = 0;
  for (let draw = 0; draw < draws; draw += 1) {
    let value = centre;
    for (const group of groups) value += group.step * sampleIndex(group.cdf, random());
    if (Math.abs(value) >= target) extreme += 1;
  }
  // The observed labelling counts as one of the draws, so the estimate is never 0 and stays valid.
  return { pValue: (extreme + 1) / (draws + 1), exact: false, draws };
}

/**
 * A normal interval centred on the observed mean, tasks as strata (no between-task term), each
 * task's variance taken from its rates with one pass and one fail added to each side (the
 * adjustment Agresti and Caffo use) so a 5/5 side does not claim zero variance.
 */
function intervalOf(strata: readonly Stratum[], mean: number): DifferenceInterval {
  const variance = strata.reduce((sum, stratum) => {
    const candidatePasses = stratum.observed;
    const baselinePasses = stratum.totalPasses - candidatePasses;
    return (
      sum +
      adjustedVariance(baselinePasses, stratum.baselineRuns) +
      adjustedVariance(candidatePasses, stratum.candidateRuns)
    );
  }, 0);
  const halfWidth = (Z_95 * Math.sqrt(variance)) / strata.length;
  return { low: clamp(mean - halfWidth), high: clamp(mean + halfWidth) };
}

function adjustedVariance(passes: number, runs: number): number {
  const rate = (passes + 1) / (runs + 2);
  // Divided by the runs made, not runs + 2: the centre is the observed mean, not a shrunk one.
  return (rate * (1 - rate)) / runs;
}

function sampleIndex(cdf: readonly number[], u: number): number {
  let low = 0;
  let high = cdf.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (u < (cdf[middle] ?? 1)) high = middle;
    else low = middle + 1;
  }
  return low;
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const result = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i += 1) {
    for (let j = 0; j < b.length; j += 1)
      result[i + j] = (result[i + j] ?? 0) + (a[i] ?? 0) * (b[j] ?? 0);
  }
  return result;
}

function cumulate(pmf: readonly number[]): number[] {
  let sum = 0;
  const cdf = pmf.map((p) => (sum += p));
  cdf[cdf.length - 1] = 1;
  return cdf;
}

function normalize(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value) => value / total);
}

const logFactorials: number[] = [0];

function logFactorial(n: number): number {
  for (let i = logFactorials.length; i <= n; i += 1) {
    logFactorials.push((logFactorials[i - 1] ?? 0) + Math.log(i));
  }
  return logFactorials[n] ?? 0;
}

function logChoose(n: number, k: number): number {
  return logFactorial(n) - logFactorial(k) - logFactorial(n - k);
}

function clamp(value: number): number {
  return Math.min(1, Math.max(-1, value));
}
