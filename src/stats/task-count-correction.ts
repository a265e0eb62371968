/**
 * The correction of per-task claims for the number of tasks (SPEC §5): over 50 tasks at k = 10 the
 * per-task rule alone claims about 0.17 false directions per comparison where nothing changed
 * (docs/suite-verdict.md). A task keeps its direction only when its exact test (the permutation
 * test on that task alone: Fisher's, two-sided as twice the observed tail) also survives Holm's
 * step-down correction at 5 %, which holds the chance of any false claim to 5 %.
 *
 * The family is the tasks that could claim a direction at all (Tarone, for discrete tests): at
 * least `MIN_JUDGED_RUNS` judged runs a side, and total passes some split could make significant at
 * the family's level. Both depend only on what the exact test conditions on, so Holm's guarantee
 * holds. Pure.
 */
import { MIN_JUDGED_RUNS } from './counts.js';
import { PERMUTATION_ALPHA, testSingleTask, type StratumCounts } from './permutation-test.js';

export const TASK_COUNT_ALPHA = PERMUTATION_ALPHA;

export interface TaskCountCheck {
  /** The task's exact two-sided p-value; null below `MIN_JUDGED_RUNS` judged runs on a side. */
  pValue: number | null;
  /** Tasks in the family: those that could claim a direction at all. */
  family: number;
  /** A task is in the family when some split of its passes could give a p-value below this. */
  reach: number;
  /** Holm's threshold for this task's rank; null outside the family. */
  threshold: number | null;
  /** True when Holm rejects this task's null: its direction, if claimed, may stand. */
  survives: boolean;
}

/** Holm's step-down correction over the tasks of one comparison, in their order. */
export function checkTaskCount(pairs: readonly StratumCounts[]): TaskCountCheck[] {
  const eligible = pairs.map((pair) =>
    pair.baseline.judged < MIN_JUDGED_RUNS || pair.candidate.judged < MIN_JUDGED_RUNS
      ? undefined
      : testSingleTask(pair),
  );
  const reach = familyReach(eligible.flatMap((test) => (test === undefined ? [] : [test])));
  const tests = eligible.map((test) =>
    test !== undefined && test.minimumPValue < reach ? test : undefined,
  );
  const family = tests.filter((test) => test !== undefined).length;
  const order = tests
    .flatMap((test, index) => (test === undefined ? [] : [{ index, pValue: test.pValue }]))
    .sort((a, b) => a.pValue - b.pValue || a.index - b.index);
  const checks: TaskCountCheck[] = eligible.map((test) => ({
    pValue: test?.pValue ?? null,
    family,
    reach,
    threshold: null,
    survives: false,
  }));
  let stopped = false;
  for (const [rank, { index, pValue }] of order.entries()) {
    const check = checks[index];
    if (check === undefined) continue;
    check.threshold = TASK_COUNT_ALPHA / (family - rank);
    // Step-down: the first task that misses its threshold stops every task after it.
    stopped ||= pValue >= check.threshold;
    check.survives = !stopped;
  }
  return checks;
}

/**
 * Tarone's family: the smallest K such that at most K tasks could reach p < α / K under some split
 * of their passes (5/5 against 4/5 never can), so a task never claimable makes no other pay for it.
 */
function familyReach(tests: ReadonlyArray<{ minimumPValue: number }>): number {
  for (let size = 1; ; size += 1) {
    const reach = TASK_COUNT_ALPHA / size;
    const members = tests.filter((test) => test.minimumPValue < reach).length;
    if (members <= size) return reach;
  }
}

/** Why a task whose intervals are disjoint still claims no direction. */
export function describeTaskCountMiss(check: TaskCountCheck): string {
  const { pValue, threshold, family, reach } = check;
  const chance = 'with this many tasks, a difference this large can arise by chance';
  const test = pValue === null ? 'its exact test' : `its exact test (p = ${formatP(pValue)})`;
  if (threshold === null) {
    return (
      `${test} cannot survive the correction for the number of tasks: no split of its passes ` +
      `gives p < ${formatP(reach)}, the level Tarone's rule sets for this comparison: ${chance}`
    );
  }
  const needed =
    pValue !== null && pValue < threshold
      ? 'a task ranked before it missed its threshold first'
      : `needs p < ${formatP(threshold)}`;
  return (
    `${test} does not survive Holm's correction for the ${family} ` +
    `${family === 1 ? 'task' : 'tasks'} that could show a difference (${needed}): ${chance}`
  );
}

function formatP(value: number): string {
  return value < 0.0001 ? value.toExponential(1) : value.toFixed(4);
}
