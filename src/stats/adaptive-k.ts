/**
 * `--k auto` (SPEC §5 "Adaptive k"): the record of an adaptive comparison, round by round, which a
 * report keeps and a re-run resumes. Each task has its safe test (`safe-two-proportions.ts`); after
 * a round its outcomes are added and `decideTask` says whether it stops. Pure: no I/O.
 *
 * Multiplicity: e-BH over the tasks' e-values (false discovery rate ≤ α, the chance of any false
 * claim when no task changed). After every round every task is judged again: an open task stops
 * with a direction once e-BH selects it (the k-th claim needs e ≥ m/(α k)), else for no change
 * within δ or at max-k (`decideTask`); a task stopped otherwise keeps its frozen e-value and is
 * claimed if a later e-BH selects it; a claim stays. `correction: 'bonferroni'` keeps e ≥ m/α.
 *
 * The suite's verdict (`suite-e-process.ts`) is anytime-valid too. It stops the run only with
 * `stopAt: 'suite'`: once its e-value reaches 1/α every open task stops undecided, a stopping time
 * like any other, so no claim loses its validity.
 */
import { z } from 'zod';
import {
  addPooledRound,
  PooledTestSchema,
  startPooled,
  suiteEValue,
  type PooledTest,
} from './suite-e-process.js';
import {
  addRound,
  createSafeTestState,
  DEFAULT_ALPHA,
  DEFAULT_ALTERNATIVE,
  DEFAULT_CONFIDENCE_PRIOR,
  DEFAULT_DELTA,
  DEFAULT_MAX_K,
  DEFAULT_MIN_K,
  DEFAULT_PRIOR,
  HorizonSchema,
  horizonOf,
  RoundSchema,
  SafeTestStateSchema,
  ShiftAlternativeSchema,
  TaskStateSchema,
  type Round,
  type TaskState,
} from './safe-two-proportions.js';
import { claimDirection, countEBHClaims, decideTask } from './task-decision.js';

export const AdaptiveRuleSchema = z.strictObject({
  alpha: z.number().gt(0).lt(1),
  delta: z.number().gt(0).lt(1),
  minK: z.number().int().min(1),
  maxK: z.number().int().min(1),
  /** safestats' Beta(β, β) prior: the test of records without `alternative`, and the suite's P. */
  prior: z.number().positive(),
  /** The test's mixture (`safe-two-proportions.ts`); absent in records written before it. */
  alternative: ShiftAlternativeSchema.optional(),
  /** The test's horizon at max-k (level and share); absent in records written before it. */
  horizon: HorizonSchema.omit({ rounds: true }).optional(),
  /** The confidence sequence's Beta(β_cs, β_cs) prior; absent in older records (they used `prior`). */
  confidencePrior: z.number().positive().optional(),
  /** Tasks in the comparison (m, fixed before the first round). */
  tasks: z.number().int().min(1),
  /** `e-bh`: the k-th claim needs e ≥ tasks/(alpha k); `bonferroni`: every claim e ≥ tasks/alpha. */
  correction: z.enum(['e-bh', 'bonferroni']),
  /** `tasks` (default): a task's own rule alone; `suite`: also the suite's verdict (the header). */
  stopAt: z.enum(['tasks', 'suite']).optional(),
});
export type AdaptiveRule = z.infer<typeof AdaptiveRuleSchema>;

export function adaptiveRule(
  tasks: number,
  settings: Partial<
    Pick<AdaptiveRule, 'alpha' | 'delta' | 'minK' | 'maxK' | 'correction' | 'stopAt'>
  > = {},
): AdaptiveRule {
  const alpha = settings.alpha ?? DEFAULT_ALPHA;
  const maxK = settings.maxK ?? DEFAULT_MAX_K;
  const correction = settings.correction ?? 'e-bh';
  const { level, weight } = horizonOf(maxK, tasks, alpha); // none with Bonferroni (its header)
  return AdaptiveRuleSchema.parse({
    ...(settings.stopAt === 'suite' ? { stopAt: 'suite' } : {}),
    alpha,
    delta: settings.delta ?? DEFAULT_DELTA,
    minK: settings.minK ?? DEFAULT_MIN_K,
    maxK,
    prior: DEFAULT_PRIOR,
    alternative: DEFAULT_ALTERNATIVE,
    ...(correction === 'e-bh' ? { horizon: { level, weight } } : {}),
    confidencePrior: DEFAULT_CONFIDENCE_PRIOR,
    tasks,
    correction,
  });
}

const count = z.number().int().min(0);

/** One round of one task: its runs' counts and the task's e-value after it. */
export const TaskRoundSchema = RoundSchema.extend({
  round: z.number().int().min(1),
  eValue: z.number().min(0),
});
export type TaskRound = z.infer<typeof TaskRoundSchema>;

/** Why a task stopped (or `open`: it would run another round). */
export const StopReasonSchema = z.enum(['e_value', 'within_delta', 'max_k', 'suite', 'open']);
export type StopReason = z.infer<typeof StopReasonSchema>;

export const AdaptiveTaskSchema = z.strictObject({
  taskId: z.string(),
  /** Per task: δ may be a task's own setting. */
  delta: z.number().gt(0).lt(1),
  state: TaskStateSchema,
  stoppedBecause: StopReasonSchema,
  /** The e-process, resumable by a later run. */
  test: SafeTestStateSchema,
  /** Rounds in `test` before this run began (a continuation); min-k and max-k count from there. */
  roundsBefore: count,
  eValue: z.number().min(0),
  /** The e-value a direction needed when last judged: e-BH's tasks/(alpha k), or (k + 1) if unclaimed. */
  threshold: z.number().positive(),
  /** The task's 95 % confidence sequence for head − base; null when every value was rejected. */
  interval: z.strictObject({ low: z.number(), high: z.number() }).nullable(),
  /** This run's rounds (earlier runs' rounds are in their own reports). */
  rounds: z.array(TaskRoundSchema),
});
export type AdaptiveTask = z.infer<typeof AdaptiveTaskSchema>;

export const SuiteRoundSchema = z.strictObject({
  round: z.number().int().min(1),
  /** Tasks that ran in this round. */
  open: count,
  eValue: z.number().min(0),
});

export const AdaptiveSuiteSchema = z.strictObject({
  verdict: z.enum(['improved', 'regressed', 'inconclusive']),
  /** ½ (product of the tasks' e-values) + ½ P; the product alone in records without `pooled`. */
  eValue: z.number().min(0),
  /** The product of the tasks' e-values. */
  productEValue: z.number().min(0).optional(),
  pooled: PooledTestSchema.optional(),
  threshold: z.number().positive(),
  /** Mean over the tasks of head − base observed rates (judged runs). */
  meanDifference: z.number().min(-1).max(1).nullable(),
  method: z.string(),
  rounds: z.array(SuiteRoundSchema),
});
export type AdaptiveSuite = z.infer<typeof AdaptiveSuiteSchema>;

export const ADAPTIVE_FORMAT = 'adaptive/v1';

export const AdaptiveRecordSchema = z.strictObject({
  format: z.literal(ADAPTIVE_FORMAT),
  rule: AdaptiveRuleSchema,
  tasks: z.array(AdaptiveTaskSchema),
  suite: AdaptiveSuiteSchema,
  /** Runs made on both sides (judged or not), and what fixed k = max-k would have made. */
  runs: z.strictObject({ spent: count, fixedK: count }),
});
export type AdaptiveRecord = z.infer<typeof AdaptiveRecordSchema>;

export const SUITE_E_METHOD =
  'average of the product of the tasks’ e-values and a pooled e-process over all tasks’ runs (tasks independent), against 1/α: a claim that some task changed, valid under optional stopping and continuation; its direction is the mean observed difference';

/** A new record for `taskIds`; `resumed` tasks continue their stored e-process. */
export function startAdaptive(
  rule: AdaptiveRule,
  taskIds: readonly string[],
  options: {
    resumed?: ReadonlyMap<string, AdaptiveTask['test']>;
    /** The suite's pooled e-process of the stored record a continuation resumes. */
    resumedPooled?: PooledTest;
    deltaOf?: (taskId: string) => number | undefined;
  } = {},
): AdaptiveRecord {
  const fresh = taskIds.map((taskId): AdaptiveTask => {
    const test =
      options.resumed?.get(taskId) ??
      createSafeTestState(
        rule.prior,
        rule.confidencePrior ?? rule.prior,
        rule.alternative ?? null,
        rule.horizon === undefined ? null : { ...rule.horizon, rounds: rule.maxK },
      );
    return {
      taskId,
      delta: options.deltaOf?.(taskId) ?? rule.delta,
      state: 'open',
      stoppedBecause: 'open',
      test,
      roundsBefore: test.rounds,
      eValue: Math.exp(test.logEValue),
      threshold: rule.tasks / rule.alpha,
      interval: null,
      rounds: [],
    };
  });
  const tasks = judgeTasks(rule, fresh);
  return summarize({
    format: ADAPTIVE_FORMAT,
    rule,
    tasks,
    suite: {
      verdict: 'inconclusive',
      eValue: 1,
      pooled: options.resumedPooled ?? startPooled(),
      threshold: 1,
      meanDifference: null,
      method: '',
      rounds: [],
    },
    runs: { spent: 0, fixedK: 0 },
  });
}

/** Tasks that run another round. */
export function openTasks(record: AdaptiveRecord): string[] {
  return record.tasks.filter((task) => task.state === 'open').map((task) => task.taskId);
}

/** The round number this run's next round has (1 for a fresh run). */
export function nextRound(record: AdaptiveRecord): number {
  return Math.max(0, ...record.tasks.map((task) => task.test.rounds - task.roundsBefore)) + 1;
}

/**
 * The record after one round: `outcomes` holds each open task's judged runs (a task absent from it
 * adds no evidence but counts a round); `spent` counts every run made.
 */
export function addAdaptiveRound(
  record: AdaptiveRecord,
  outcomes: ReadonlyMap<string, Round>,
  spent: number,
): AdaptiveRecord {
  const round = nextRound(record);
  const played = record.tasks.map((task) => {
    if (task.state !== 'open') return task;
    const counts = outcomes.get(task.taskId) ?? {
      base: { runs: 0, passes: 0 },
      head: { runs: 0, passes: 0 },
    };
    const test = addRound(task.test, counts);
    return {
      ...task,
      test,
      rounds: [...task.rounds, { round, ...counts, eValue: Math.exp(test.logEValue) }],
    };
  });
  const judged = judgeTasks(record.rule, played, record.tasks);
  const pooled = addPooledRound(
    record.suite.pooled,
    record.tasks.filter((task) => task.state === 'open').map((task) => outcomes.get(task.taskId)),
    record.rule.prior,
  );
  const open = record.tasks.filter((task) => task.state === 'open').length;
  const summarized = summarize({
    ...record,
    suite: { ...record.suite, ...(pooled === undefined ? {} : { pooled }) },
    tasks: judged,
    runs: { ...record.runs, spent: record.runs.spent + spent },
  });
  const next =
    record.rule.stopAt === 'suite' && summarized.suite.verdict !== 'inconclusive'
      ? { ...summarized, tasks: judged.map(stopWithSuite) }
      : summarized;
  return {
    ...next,
    suite: {
      ...next.suite,
      rounds: [...record.suite.rounds, { round, open, eValue: next.suite.eValue }],
    },
  };
}

/** An open task when the suite's verdict stops the run: undecided on its own. */
function stopWithSuite(task: AdaptiveTask): AdaptiveTask {
  return task.state === 'open' ? { ...task, state: 'inconclusive', stoppedBecause: 'suite' } : task;
}

const isClaim = (state: TaskState) => state === 'regressed' || state === 'improved';

/**
 * Every task after a round (`before`: the states before it). Bonferroni judges the open tasks. e-BH
 * runs over all tasks' e-values (−∞ without a direction) and judges the open tasks and the
 * stopped-unclaimed ones it selects.
 */
function judgeTasks(
  rule: AdaptiveRule,
  tasks: readonly AdaptiveTask[],
  before: readonly AdaptiveTask[] = tasks,
): AdaptiveTask[] {
  const open = (index: number) => before[index]?.state === 'open';
  if (rule.correction === 'bonferroni') {
    return tasks.map((task, index) => (open(index) ? judge(rule, task) : task));
  }
  const logEValues = tasks.map((task) =>
    claimDirection(task.test, rule.alpha) === null ? -Infinity : task.test.logEValue,
  );
  const claims = countEBHClaims(logEValues, rule.tasks, rule.alpha);
  const m = Math.max(rule.tasks, tasks.length);
  return tasks.map((task, index) => {
    const selected =
      claims > 0 && (logEValues[index] ?? -Infinity) >= Math.log(m / (rule.alpha * claims));
    if (!open(index) && (isClaim(task.state) || !selected)) return task;
    return judge(rule, task, m / (rule.alpha * (selected ? claims : claims + 1)));
  });
}

function judge(rule: AdaptiveRule, task: AdaptiveTask, threshold?: number): AdaptiveTask {
  const decision = decideTask({
    state: task.test,
    tasks: rule.tasks,
    threshold,
    alpha: rule.alpha,
    delta: task.delta,
    minK: rule.minK,
    maxK: rule.maxK,
    roundsBefore: task.roundsBefore,
  });
  return {
    ...task,
    state: decision.state,
    stoppedBecause: stopReasonOf(decision.state),
    eValue: decision.eValue,
    threshold: decision.threshold,
    interval: decision.interval,
  };
}

function stopReasonOf(state: TaskState): StopReason {
  if (isClaim(state)) return 'e_value';
  if (state === 'no_change_within_delta') return 'within_delta';
  if (state === 'open') return 'open';
  return 'max_k';
}

/** The suite's e-value, verdict and the runs fixed k would have made. */
function summarize(record: AdaptiveRecord): AdaptiveRecord {
  const { rule } = record;
  const logProduct = record.tasks.reduce((sum, task) => sum + task.test.logEValue, 0);
  const { pooled } = record.suite;
  const eValue = suiteEValue(logProduct, pooled);
  const differences = record.tasks
    .filter((task) => task.test.base.runs > 0 && task.test.head.runs > 0)
    .map(
      (task) =>
        task.test.head.passes / task.test.head.runs - task.test.base.passes / task.test.base.runs,
    );
  const meanDifference =
    differences.length === 0
      ? null
      : differences.reduce((sum, value) => sum + value, 0) / differences.length;
  const threshold = 1 / rule.alpha;
  const verdict =
    eValue >= threshold && meanDifference !== null && meanDifference !== 0
      ? meanDifference < 0
        ? 'regressed'
        : 'improved'
      : 'inconclusive';
  return {
    ...record,
    suite: {
      verdict,
      eValue,
      ...(pooled === undefined ? {} : { productEValue: Math.exp(logProduct), pooled }),
      threshold,
      meanDifference,
      method: SUITE_E_METHOD,
      rounds: record.suite.rounds,
    },
    runs: { spent: record.runs.spent, fixedK: record.tasks.length * rule.maxK * 2 },
  };
}

/** Runs a task made on both sides in this run. */
export function taskRuns(task: AdaptiveTask): { base: number; head: number } {
  return task.rounds.reduce(
    (sum, round) => ({ base: sum.base + round.base.runs, head: sum.head + round.head.runs }),
    { base: 0, head: 0 },
  );
}
