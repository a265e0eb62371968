/**
 * Every (task, repetition) to run, in a seeded order; the provider never receives the seed. A shard
 * is a deterministic slice, so n machines together run each planned run exactly once.
 */
import { UsageError } from '../errors.js';
import { mulberry32 } from '../stats/mulberry32.js';

export interface PlannedRun {
  taskId: string;
  /** 1-based. */
  repetition: number;
  seed: number;
}

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

/** Parses `i/n` (1 ≤ i ≤ n). */
export function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (match === null || count < 1 || index < 1 || index > count) {
    throw new UsageError(`--shard ${JSON.stringify(text)}: expected i/n with 1 ≤ i ≤ n, e.g. 2/4`);
  }
  return { index, count };
}

export function buildPlan(options: {
  taskIds: readonly string[];
  k: number;
  seed: number;
  shard?: Shard;
}): PlannedRun[] {
  const canonical: PlannedRun[] = [];
  for (const taskId of options.taskIds) {
    for (let repetition = 1; repetition <= options.k; repetition += 1) {
      canonical.push({ taskId, repetition, seed: options.seed + repetition });
    }
  }
  // The shard is cut from the canonical order, so it does not depend on the shuffle.
  const { shard } = options;
  const order =
    shard === undefined
      ? canonical
      : canonical.filter((_, index) => index % shard.count === shard.index - 1);
  const random = mulberry32(options.seed);
  for (let index = order.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other] as PlannedRun, order[index] as PlannedRun];
  }
  return order;
}

/** The ids of a list such as `--tasks a,suite/b`, without the suite's prefix. */
export function parseTaskList(suiteId: string, list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => (entry.startsWith(`${suiteId}/`) ? entry.slice(suiteId.length + 1) : entry));
}

/** Resolves `--tasks id,id` (or `suite/id`) against a suite's tasks; unknown ids are a usage error. */
export function selectTasks(
  suiteId: string,
  taskIds: readonly string[],
  selection: string | undefined,
): string[] {
  if (selection === undefined || selection.trim() === '') return [...taskIds];
  const wanted = parseTaskList(suiteId, selection);
  const unknown = wanted.filter((id) => !taskIds.includes(id));
  if (unknown.length > 0) {
    throw new UsageError(
      `--tasks: no task ${unknown.map((id) => JSON.stringify(id)).join(', ')} in suite "${suiteId}" (it has ${taskIds.join(', ')})`,
    );
  }
  return taskIds.filter((id) => wanted.includes(id));
}

/** The runs a plan of `taskCount` tasks × `k` holds, or the slice of them one shard runs. */
export function plannedRunCount(taskCount: number, k: number, shard?: Shard): number {
  const total = taskCount * k;
  if (shard === undefined) return total;
  // The shard takes every count-th run of the canonical order, starting at index - 1.
  return Math.max(0, Math.ceil((total - (shard.index - 1)) / shard.count));
}

export interface RunBudget {
  maxRuns: number;
  /** How the budget was given, e.g. `--max-runs` (CLI) or `max-runs` (the Action input). */
  budgetName: string;
  k: number;
  /** The runs that would call a model at `k` repetitions; never more for a smaller k. */
  runsAt: (k: number) => number;
  /** What the count is made of, e.g. `2 task(s) × k 3`. */
  breakdown: string;
  /** The option that lowers k (`--k`); absent where k is fixed (record, resume). */
  kName?: string;
  /** Other ways to plan fewer runs, e.g. `fewer tasks with --tasks id,id`. */
  otherWays: readonly string[];
  /** Re-runs after a transient error (SPEC §3) call the model too: the budget counts them all. */
  reRunsPerRun: number;
}

/** The runs a plan may make at `k` in the worst case: each planned run and all its re-runs. */
function worstCaseAt(budget: RunBudget, k: number): number {
  return budget.runsAt(k) * (1 + budget.reRunsPerRun);
}

function largestFittingK(budget: RunBudget): number | undefined {
  for (let k = budget.k - 1; k >= 1; k -= 1) {
    if (worstCaseAt(budget, k) <= budget.maxRuns) return k;
  }
  return undefined;
}

/**
 * Refuses, before any model call, a plan that could make more runs than the budget, re-runs
 * included (SPEC §6, §7), saying which part went over and how to bring it under.
 */
export function checkRunBudget(budget: RunBudget): void {
  const { maxRuns, budgetName, reRunsPerRun } = budget;
  const planned = budget.runsAt(budget.k);
  const worst = worstCaseAt(budget, budget.k);
  if (worst <= maxRuns) return;
  const withReRuns = (runs: number): string =>
    reRunsPerRun === 0 ? '' : ` (${runs * (1 + reRunsPerRun)} with re-runs)`;
  const fitting = budget.kName === undefined ? undefined : largestFittingK(budget);
  const fittingRuns = fitting === undefined ? 0 : budget.runsAt(fitting);
  const ways = [
    ...(fitting === undefined
      ? []
      : [`${budget.kName} ${fitting} would plan ${fittingRuns}${withReRuns(fittingRuns)}`]),
    ...budget.otherWays,
    reRunsPerRun === 0
      ? `or raise ${budgetName}`
      : `or raise ${budgetName} to ${worst} (${planned} planned + up to ${worst - planned} re-runs)`,
  ];
  const reRuns = `a run is attempted again after a transient error, up to ${reRunsPerRun} more time(s)`;
  const overBy =
    planned > maxRuns
      ? `more than ${maxRuns}${reRunsPerRun === 0 ? '' : ' before any re-run'}`
      : `within ${maxRuns}, but the re-runs push it over: ${reRuns}, so up to ${worst} runs in all`;
  throw new UsageError(
    `${budgetName} ${maxRuns}: the plan has ${planned} run(s) that call a model (${budget.breakdown}), ${overBy}; nothing was run. To lower it: ${ways.join('; ')}`,
  );
}
