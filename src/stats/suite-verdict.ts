/**
 * The suite-level verdict of a live comparison (SPEC §5), paired by task: twenty tasks that each
 * drop from 5/5 to 4/5 are each inconclusive, yet together say the agent got worse. It says
 * nothing about any single task.
 *
 * Method: the stratified permutation test (`permutation-test.ts`) over the tasks with judged runs
 * on both sides, and its inverted 95 % interval. With missing runs the test is run again with every
 * missing run counted against improvement and against regression, and the verdict follows the
 * interval made of the two; by the tail's monotonicity missing runs can take a claim away but
 * never create one. Pure and deterministic.
 */
import { z } from 'zod';
import { formatPoints, formatPointsInterval, plural } from '../text/format.js';
import { VERDICT_LABELS } from './verdict.js';
import {
  PERMUTATION_ALPHA,
  assertSide,
  runPermutationTest,
  type PermutationOptions,
  type PermutationTest,
  type SideCounts,
  type StratumCounts,
} from './permutation-test.js';

export { MAX_EXACT_VALUES, MONTE_CARLO_DRAWS, MONTE_CARLO_SEED } from './permutation-test.js';

/** Fewer tasks with judged runs on both sides than this is low power. */
export const MIN_SUITE_TASKS = 5;
export const SUITE_ALPHA = PERMUTATION_ALPHA;

export const SuiteVerdictSchema = z.enum(['improved', 'regressed', 'inconclusive', 'low_power']);
export type SuiteVerdictName = z.infer<typeof SuiteVerdictSchema>;

const { improved, regressed, inconclusive, low_power } = VERDICT_LABELS;
/** The task verdicts' words: a suite verdict is one of theirs. */
export const SUITE_VERDICT_LABELS = {
  improved,
  regressed,
  inconclusive,
  low_power,
} as const satisfies Record<SuiteVerdictName, string>;

/** A difference of rates: unlike a rate, it may be negative. */
export const DifferenceIntervalSchema = z.strictObject({
  low: z.number().min(-1).max(1),
  high: z.number().min(-1).max(1),
});
export type DifferenceInterval = z.infer<typeof DifferenceIntervalSchema>;

const count = z.number().int().min(0);

export const SuiteDecisionSchema = z.strictObject({
  verdict: SuiteVerdictSchema,
  /** Tasks with judged runs on both sides: the strata. */
  tasks: count,
  /** Mean over those tasks of candidate rate − baseline rate; null with no such task. */
  meanDifference: z.number().min(-1).max(1).nullable(),
  /** 95 % interval for `meanDifference` (the test inverted: excludes 0 iff `pValue` < 5 %). */
  interval: DifferenceIntervalSchema.nullable(),
  /** Two-sided p-value of the permutation test on judged runs; null with no such task. */
  pValue: z.number().min(0).max(1).nullable(),
  /** Missing runs of the tasks both sides planned; present when there are any. */
  missing: z.strictObject({ baseline: count, candidate: count }).optional(),
  /** With missing runs: each end with every missing run counted against its direction. */
  boundedInterval: DifferenceIntervalSchema.optional(),
  /** How the verdict was reached, in one sentence. */
  method: z.string(),
  /** True when every p-value and interval is exact, false when one is a Monte Carlo estimate. */
  exact: z.boolean(),
  /** Monte Carlo draws, when not exact. */
  draws: z.number().int().min(1).optional(),
});
export type SuiteDecision = z.infer<typeof SuiteDecisionSchema>;

/** The limits every suite-level verdict states. */
export const SUITE_VERDICT_FOOTNOTE =
  'The suite verdict is a stratified permutation test of the side labels within each task ' +
  '(two-sided, 5 %), with a 95 % interval for the mean per-task difference in pass rate from ' +
  'the same test inverted, so the two never disagree; a direction is claimed only if it holds ' +
  'with every missing run counted against it. It assumes runs are independent within a task and ' +
  'treats tasks as strata; it claims nothing about any single task.';

/** The numbers behind a suite verdict in one sentence (`mean per-task difference −20.0 pp, …`). */
export function describeSuiteDecision(decision: SuiteDecision): string {
  const { tasks, meanDifference, interval, pValue, missing, boundedInterval } = decision;
  const paired = `${plural(tasks, 'task')} paired`;
  if (meanDifference === null || interval === null || pValue === null) {
    return `no task has judged runs on both sides; at least ${MIN_SUITE_TASKS} are needed`;
  }
  const how = decision.exact ? 'exact' : `Monte Carlo, ${decision.draws ?? 0} draws`;
  const numbers =
    `mean per-task difference ${formatPoints(meanDifference)}, 95 % interval ` +
    `${formatPointsInterval(interval)}, ${formatPValue(pValue)}`;
  const power =
    tasks < MIN_SUITE_TASKS
      ? `; at least ${MIN_SUITE_TASKS} tasks are needed to claim a direction`
      : '';
  if (missing === undefined || boundedInterval === undefined) {
    return `${numbers} (${paired}, ${how})${power}`;
  }
  const bounded = `with the missing runs counted against each direction, ${formatPointsInterval(boundedInterval)}`;
  if (decision.verdict === 'inconclusive' && excludesZero(interval)) {
    return (
      `missing runs could explain the difference (${missing.baseline} base, ` +
      `${missing.candidate} head missing): on judged runs ${numbers}; ${bounded} (${paired}, ${how})`
    );
  }
  const counts = `${missing.baseline} base, ${missing.candidate} head missing`;
  return `on judged runs ${numbers}; ${bounded} (${counts}; ${paired}, ${how})${power}`;
}

function excludesZero(interval: DifferenceInterval): boolean {
  return interval.low > 0 || interval.high < 0;
}

function formatPValue(pValue: number): string {
  return pValue < 0.001 ? 'p < 0.001' : `p = ${pValue.toFixed(3)}`;
}

/** One side of a task: its judged runs, and the planned runs it could not judge. */
export interface SuiteSideCounts extends SideCounts {
  missing?: number;
}

export interface TaskPair {
  baseline: SuiteSideCounts;
  candidate: SuiteSideCounts;
}

export type SuiteVerdictOptions = PermutationOptions;

type Direction = 'improved' | 'regressed';

export function decideSuiteVerdict(
  pairs: readonly TaskPair[],
  options: SuiteVerdictOptions = {},
): SuiteDecision {
  pairs.forEach(assertPair);
  const judged = pairs.filter(
    ({ baseline, candidate }) => baseline.judged > 0 && candidate.judged > 0,
  );
  const planned = pairs.filter(
    ({ baseline, candidate }) => plannedOf(baseline) > 0 && plannedOf(candidate) > 0,
  );
  const missing = {
    baseline: planned.reduce((sum, pair) => sum + (pair.baseline.missing ?? 0), 0),
    candidate: planned.reduce((sum, pair) => sum + (pair.candidate.missing ?? 0), 0),
  };
  const hasMissing = missing.baseline + missing.candidate > 0;
  if (judged.length === 0) {
    return {
      verdict: 'low_power',
      tasks: 0,
      meanDifference: null,
      interval: null,
      pValue: null,
      ...(hasMissing ? { missing } : {}),
      method: 'no task has judged runs on both sides',
      exact: true,
    };
  }
  const observed = runPermutationTest(judged.map(judgedOnly), options);
  const tests: PermutationTest[] = [observed];
  let boundedInterval: DifferenceInterval | undefined;
  if (hasMissing) {
    const against = (direction: Direction) =>
      runPermutationTest(
        planned.map((pair) => countedAgainst(pair, direction)),
        options,
      );
    const againstImproved = against('improved');
    const againstRegressed = against('regressed');
    tests.push(againstImproved, againstRegressed);
    boundedInterval = { low: againstImproved.interval.low, high: againstRegressed.interval.high };
  }
  const exact = tests.every((test) => test.exact);
  const draws = tests.find((test) => !test.exact)?.draws;
  return {
    verdict: decide(judged.length, boundedInterval ?? observed.interval),
    tasks: judged.length,
    meanDifference: observed.mean,
    interval: observed.interval,
    pValue: observed.pValue,
    ...(hasMissing ? { missing, boundedInterval } : {}),
    method: describeMethod(judged.length, hasMissing, draws),
    exact,
    ...(draws === undefined ? {} : { draws }),
  };
}

function decide(tasks: number, interval: DifferenceInterval): SuiteVerdictName {
  if (tasks < MIN_SUITE_TASKS) return 'low_power';
  if (interval.low > 0) return 'improved';
  if (interval.high < 0) return 'regressed';
  return 'inconclusive';
}

function describeMethod(tasks: number, hasMissing: boolean, draws: number | undefined): string {
  const how =
    draws === undefined
      ? 'exact (per-task hypergeometric distributions convolved)'
      : `Monte Carlo (${draws} draws, fixed seed)`;
  const bounded = hasMissing
    ? '; run again with every missing run counted against each direction, and a direction ' +
      'claimed only when it holds then'
    : '';
  return (
    `stratified permutation test of the side labels within each of ${plural(tasks, 'task')}, ` +
    `${how}; statistic: mean per-task difference in pass ` +
    'rate; two-sided at 5 % (2.5 % each side); interval: the same test inverted over shifts of ' +
    `the mean difference${bounded}`
  );
}

function plannedOf(side: SuiteSideCounts): number {
  return side.judged + (side.missing ?? 0);
}

function judgedOnly({ baseline, candidate }: TaskPair): StratumCounts {
  return {
    baseline: { passes: baseline.passes, judged: baseline.judged },
    candidate: { passes: candidate.passes, judged: candidate.judged },
  };
}

/** Against improvement a missing candidate run fails and a missing baseline run passes; and back. */
function countedAgainst({ baseline, candidate }: TaskPair, direction: Direction): StratumCounts {
  const baselineMissing = baseline.missing ?? 0;
  const candidateMissing = candidate.missing ?? 0;
  const improved = direction === 'improved';
  return {
    baseline: {
      passes: baseline.passes + (improved ? baselineMissing : 0),
      judged: baseline.judged + baselineMissing,
    },
    candidate: {
      passes: candidate.passes + (improved ? 0 : candidateMissing),
      judged: candidate.judged + candidateMissing,
    },
  };
}

function assertPair(pair: TaskPair): void {
  for (const [name, side] of [
    ['baseline', pair.baseline],
    ['candidate', pair.candidate],
  ] as const) {
    assertSide(side, name);
    const missing = side.missing ?? 0;
    if (!Number.isInteger(missing) || missing < 0) {
      throw new RangeError(`${name}: missing must be a non-negative integer`);
    }
  }
}
