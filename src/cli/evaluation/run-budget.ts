/** `--max-runs N`: a live plan that could make more runs, re-runs included, is refused. */
import { checkRunBudget, plannedRunCount, type Shard } from '../../plan/plan.js';
import { MAX_RUN_ATTEMPTS } from '../../runner/classify-run.js';

export interface SuitePlanSize {
  taskCount: number;
  k: number;
  /** False where k is fixed (`record` runs each task once). */
  kAdjustable: boolean;
  /** The option that lowers k (default `--k`; `--max-k` with --k auto). */
  kName?: string;
  /** The slice this invocation runs; `shardable` says whether `--shard` could cut one. */
  shard?: { shard: Shard; text: string };
  shardable?: boolean;
  /** Each planned run happens this many times, e.g. once per model or variant. */
  times?: { count: number; of: string };
  /** With --resume: the runs still to do (the conditions, k included, are fixed). */
  remaining?: number;
}

/** Refuses (a UsageError, exit 2) a live plan that could exceed `--max-runs`; no budget, no check. */
export function checkSuiteRunBudget(maxRuns: number | undefined, size: SuitePlanSize): void {
  if (maxRuns === undefined) return;
  const times = size.times?.count ?? 1;
  const { remaining } = size;
  const timesText = times > 1 && size.times !== undefined ? ` × ${times} ${size.times.of}` : '';
  const shardText = size.shard === undefined ? '' : `, shard ${size.shard.text}`;
  checkRunBudget({
    maxRuns,
    budgetName: '--max-runs',
    reRunsPerRun: MAX_RUN_ATTEMPTS - 1,
    k: size.k,
    runsAt: (k) => (remaining ?? plannedRunCount(size.taskCount, k, size.shard?.shard)) * times,
    breakdown:
      remaining === undefined
        ? `${size.taskCount} task(s) × k ${size.k}${shardText}${timesText}`
        : `${remaining} left to resume${timesText}`,
    ...(size.kAdjustable && remaining === undefined ? { kName: size.kName ?? '--k' } : {}),
    otherWays:
      remaining === undefined
        ? [
            'fewer tasks with --tasks id,id',
            ...(size.shardable === true && size.shard === undefined
              ? ['a slice with --shard i/n']
              : []),
          ]
        : [],
  });
}
