/**
 * The stratified permutation test behind the suite-level verdict and the per-task correction for
 * the number of tasks (SPEC §5). Under the null (the same pass rate on both sides of a task), given
 * a task's total passes, the candidate's passes are hypergeometric whatever that rate is; the
 * statistic is the sum over tasks of (candidate rate − baseline rate), reported as a mean. Tasks
 * with the same run counts share a lattice and are convolved exactly; the null distribution is
 * exact up to `MAX_EXACT_VALUES` values, else estimated from `MONTE_CARLO_DRAWS` seeded draws.
 *
 * Two-sided at 5 % as two one-sided tests at 2.5 %. The tail is monotone: turning one run's outcome
 * against a direction never makes that direction's tail smaller, which lets missing runs bound the
 * verdict. The 95 % interval is the same test inverted over shifts of the statistic, with the same
 * critical values, so it excludes 0 exactly when the test claims a direction. Pure, deterministic.
 */
import { mulberry32 } from './mulberry32.js';

export const PERMUTATION_ALPHA = 0.05;
export const MAX_EXACT_VALUES = 20_000;
export const MONTE_CARLO_DRAWS = 20_000;
export const MONTE_CARLO_SEED = 0x5eed_2026;

/** Values of the statistic closer than this are the same value (sums of rounded fractions). */
const TOLERANCE = 1e-9;
const TAIL = PERMUTATION_ALPHA / 2;

export interface SideCounts {
  passes: number;
  judged: number;
}

export interface StratumCounts {
  baseline: SideCounts;
  candidate: SideCounts;
}

export interface PermutationOptions {
  draws?: number;
  seed?: number;
  maxExactValues?: number;
}

export interface PermutationTest {
  /** Strata, each with judged runs on both sides. */
  strata: number;
  /** Mean over the strata of candidate rate − baseline rate. */
  mean: number;
  /** Two-sided: twice the tail on the observed side (1 when the mean is 0). */
  pValue: number;
  /** 95 % interval for the mean; excludes 0 exactly when `pValue` < 5 %. */
  interval: { low: number; high: number };
  exact: boolean;
  /** Monte Carlo draws, when not exact. */
  draws?: number;
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
  pmf: number[];
}

/**
 * The null distribution of the summed statistic: sorted values with their weights. `extra` is a
 * weight beyond either end: a Monte Carlo estimate counts the observed labelling as one more draw,
 * as extreme as any, so that no tail is ever estimated as 0.
 */
interface NullDistribution {
  values: number[];
  /** `upper[j]` = weight of values ≥ `values[j]`, plus `extra`; `upper[n]` = `extra`. */
  upper: number[];
  /** `lower[j]` = weight of values ≤ `values[j]`, plus `extra`. */
  lower: number[];
  extra: number;
  exact: boolean;
  draws?: number;
}

export function runPermutationTest(
  pairs: readonly StratumCounts[],
  options: PermutationOptions = {},
): PermutationTest {
  const strata = pairs.map(toStratum);
  if (strata.length === 0) throw new RangeError('a permutation test needs at least one stratum');
  const distribution = nullDistributionOf(strata, options);
  const observed = snap(
    strata.reduce((sum, stratum) => sum + differenceAt(stratum, stratum.observed), 0),
  );
  const count = strata.length;
  // A shift δ of the mean is kept when (observed − δ·count) lies between the critical values;
  // never past 0 on its side, so the interval always holds the observed mean.
  const upperCritical = Math.max(0, criticalUpper(distribution));
  const lowerCritical = Math.min(0, criticalLower(distribution));
  const low = lowEnd(observed - upperCritical);
  const high = highEnd(observed - lowerCritical);
  return {
    strata: count,
    mean: clamp(observed / count),
    pValue: pValueAt(distribution, observed),
    interval: { low: clamp(low / count), high: clamp(high / count) },
    exact: distribution.exact,
    ...(distribution.exact ? {} : { draws: distribution.draws }),
  };
}

/**
 * One task alone: the two-sided p-value of its observed difference, and the smallest any split of
 * its passes could give (whether it could show a difference at all). Always exact.
 */
export function testSingleTask(pair: StratumCounts): { pValue: number; minimumPValue: number } {
  const stratum = toStratum(pair);
  const distribution = nullDistributionOf([stratum], {});
  const pValue = pValueAt(distribution, snap(differenceAt(stratum, stratum.observed)));
  const minimumPValue = Math.min(
    ...stratum.pmf.map((_, i) =>
      pValueAt(distribution, snap(differenceAt(stratum, stratum.low + i))),
    ),
  );
  return { pValue, minimumPValue };
}

/** Twice the tail on the side of `observed` (a sum), or 1 at 0. */
function pValueAt(distribution: NullDistribution, observed: number): number {
  if (observed === 0) return 1;
  const tail = observed > 0 ? upperTail(distribution, observed) : lowerTail(distribution, observed);
  return Math.min(1, 2 * tail);
}

/** Weight of the values ≥ `sum`, within the tolerance. */
function upperTail(distribution: NullDistribution, sum: number): number {
  const { values, upper } = distribution;
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? 0) >= sum - TOLERANCE) high = middle;
    else low = middle + 1;
  }
  return upper[low] ?? distribution.extra;
}

function lowerTail(distribution: NullDistribution, sum: number): number {
  const { values, lower } = distribution;
  let low = -1;
  let high = values.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((values[middle] ?? 0) <= sum + TOLERANCE) low = middle;
    else high = middle - 1;
  }
  return low < 0 ? distribution.extra : (lower[low] ?? distribution.extra);
}

/**
 * The largest value whose upper tail is ≥ 2.5 %: an observed sum past it by more than the
 * tolerance has an upper tail below 2.5 % (both read the same `upper` array). Infinite when even
 * the estimate's extra weight reaches 2.5 % (too few draws to ever claim).
 */
function criticalUpper(distribution: NullDistribution): number {
  const { values, upper } = distribution;
  if (distribution.extra >= TAIL) return Number.POSITIVE_INFINITY;
  for (let j = values.length - 1; j >= 0; j -= 1) {
    if ((upper[j] ?? 0) >= TAIL) return values[j] ?? 0;
  }
  return values[0] ?? 0;
}

/** The smallest value whose lower tail is ≥ 2.5 %: the mirror of `criticalUpper`. */
function criticalLower(distribution: NullDistribution): number {
  const { values, lower } = distribution;
  if (distribution.extra >= TAIL) return Number.NEGATIVE_INFINITY;
  for (let j = 0; j < values.length; j += 1) {
    if ((lower[j] ?? 0) >= TAIL) return values[j] ?? 0;
  }
  return values[values.length - 1] ?? 0;
}

function nullDistributionOf(
  strata: readonly Stratum[],
  options: PermutationOptions,
): NullDistribution {
  const groups = groupStrata(strata);
  const centre = strata.reduce((sum, stratum) => sum + differenceAt(stratum, stratum.low), 0);
  const maxExact = options.maxExactValues ?? MAX_EXACT_VALUES;
  const size = groups.reduce((product, group) => product * group.pmf.length, 1);
  if (size <= maxExact) {
    let entries: Array<[number, number]> = [[centre, 1]];
    for (const group of groups) entries = convolveGroup(entries, group);
    return withTails(entries, 0, { exact: true });
  }
  const draws = options.draws ?? MONTE_CARLO_DRAWS;
  const random = mulberry32(options.seed ?? MONTE_CARLO_SEED);
  const sampled = groups.map((group) => ({ step: group.step, cdf: cumulate(group.pmf) }));
  const sample = new Float64Array(draws);
  for (let draw = 0; draw < draws; draw += 1) {
    let value = centre;
    for (const { step, cdf } of sampled) value += step * sampleIndex(cdf, random());
    sample[draw] = value;
  }
  sample.sort();
  const weight = 1 / (draws + 1);
  const entries = mergeClose(Array.from(sample, (value): [number, number] => [value, weight]));
  return withTails(entries, weight, { exact: false, draws });
}

/**
 * The distribution of (a value of `entries`) + step · (a value of the group), sorted; equal sums
 * are gathered by a key on the tolerance's grid before the sort, close ones merged after it.
 */
function convolveGroup(
  entries: ReadonlyArray<readonly [number, number]>,
  group: Group,
): Array<[number, number]> {
  const gathered = new Map<number, [number, number]>();
  for (const [value, weight] of entries) {
    group.pmf.forEach((p, y) => {
      const sum = value + group.step * y;
      const key = Math.round(sum / TOLERANCE);
      const entry = gathered.get(key);
      if (entry === undefined) gathered.set(key, [sum, weight * p]);
      else entry[1] += weight * p;
    });
  }
  return mergeClose([...gathered.values()].sort((a, b) => a[0] - b[0]));
}

/** Sorted entries with any value within the tolerance of the one before merged into it. */
function mergeClose(sorted: ReadonlyArray<readonly [number, number]>): Array<[number, number]> {
  const merged: Array<[number, number]> = [];
  for (const [value, weight] of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && value - last[0] <= TOLERANCE) last[1] += weight;
    else merged.push([value, weight]);
  }
  return merged;
}

function withTails(
  entries: ReadonlyArray<readonly [number, number]>,
  extra: number,
  how: { exact: boolean; draws?: number },
): NullDistribution {
  const values = entries.map(([value]) => value);
  const upper = new Array<number>(entries.length + 1).fill(extra);
  for (let j = entries.length - 1; j >= 0; j -= 1) {
    upper[j] = (upper[j + 1] ?? extra) + (entries[j]?.[1] ?? 0);
  }
  let sum = extra;
  const lower = entries.map(([, weight]) => (sum += weight));
  return { values, upper, lower, extra, ...how };
}

function toStratum(pair: StratumCounts): Stratum {
  assertSide(pair.baseline, 'baseline');
  assertSide(pair.candidate, 'candidate');
  const baselineRuns = pair.baseline.judged;
  const candidateRuns = pair.candidate.judged;
  if (baselineRuns === 0 || candidateRuns === 0) {
    throw new RangeError('every stratum needs judged runs on both sides');
  }
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

export function assertSide(side: SideCounts, name: string): void {
  const { passes, judged } = side;
  if (!Number.isInteger(judged) || judged < 0 || !Number.isInteger(passes) || passes < 0) {
    throw new RangeError(`${name}: passes and judged must be non-negative integers`);
  }
  if (passes > judged)
    throw new RangeError(`${name}: ${passes} passes of ${judged} judged runs is impossible`);
}

function differenceAt(stratum: Stratum, candidatePasses: number): number {
  return (
    candidatePasses / stratum.candidateRuns -
    (stratum.totalPasses - candidatePasses) / stratum.baselineRuns
  );
}

function groupStrata(strata: readonly Stratum[]): Group[] {
  const byRuns = new Map<string, Group>();
  for (const stratum of strata) {
    const key = `${stratum.baselineRuns}/${stratum.candidateRuns}`;
    const group = byRuns.get(key) ?? {
      step: 1 / stratum.candidateRuns + 1 / stratum.baselineRuns,
      pmf: [1],
    };
    group.pmf = convolve(group.pmf, stratum.pmf);
    byRuns.set(key, group);
  }
  return [...byRuns.values()];
}

function sampleIndex(cdf: Float64Array, u: number): number {
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

function cumulate(pmf: readonly number[]): Float64Array {
  let sum = 0;
  const cdf = Float64Array.from(pmf, (p) => (sum += p));
  cdf[cdf.length - 1] = 1;
  return cdf;
}

function normalize(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value) => value / total);
}

/** A sum within the tolerance of 0 is 0: no direction. */
function snap(sum: number): number {
  return Math.abs(sum) <= TOLERANCE ? 0 : sum;
}

/**
 * An interval end past 0 by more than the tolerance is kept (exactly when the test claims that
 * direction); otherwise it stops at 0, so "excludes 0" and "claims a direction" are one comparison.
 */
function lowEnd(end: number): number {
  return end > TOLERANCE ? end : Math.min(end, 0);
}

function highEnd(end: number): number {
  return end < -TOLERANCE ? end : Math.max(end, 0);
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
