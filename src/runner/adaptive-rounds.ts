/**
 * `--k auto`'s rounds (SPEC §5 "Adaptive k"), whoever runs the two sides: `verdict variants` in
 * one process, `verdict pr` as a `verdict run` per side. Round r runs repetition r of every task
 * still open, one base and one head run each, the sides' order alternating by round (base first,
 * then head first) as fixed-k interleaves; then each task's outcomes go into its e-process
 * (`stats/adaptive-k.ts`) and the tasks the rule decided stop. The next round goes only to tasks
 * still open; the rounds end when none is, or on cancellation.
 */
import type { PlannedRun } from '../plan/plan.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import {
  addAdaptiveRound,
  nextRound,
  openTasks,
  type AdaptiveRecord,
} from '../stats/adaptive-k.js';
import type { Round, SideCounts } from '../stats/safe-two-proportions.js';

export type Side = 'base' | 'head';

/** Runs round `round` of `taskIds` on both sides (in `order`); resolves with each side's records. */
export type RoundRunner = (
  round: number,
  plan: readonly PlannedRun[],
  order: readonly [Side, Side],
) => Promise<Record<Side, readonly RunRecord[]>>;

/** The plan of round `round`: repetition `round` of each open task, seeded as fixed-k seeds it. */
export function planRound(taskIds: readonly string[], round: number, seed: number): PlannedRun[] {
  return taskIds.map((taskId) => ({ taskId, repetition: round, seed: seed + round }));
}

/** Odd rounds run the base first, even rounds the head: A, B, then B, A. */
export function sideOrder(round: number): readonly [Side, Side] {
  return round % 2 === 1 ? ['base', 'head'] : ['head', 'base'];
}

/**
 * Each task's counts in round `round`, from both sides' records (the last record of a run that
 * was attempted again counts: the record files hold the latest per run).
 */
export function roundOutcomes(
  records: Record<Side, readonly RunRecord[]>,
  taskIds: readonly string[],
  round: number,
): Map<string, Round> {
  const countsOf = (list: readonly RunRecord[]): ((taskId: string) => SideCounts) => {
    const latest = new Map<string, RunRecord>();
    for (const record of list) if (record.repetition === round) latest.set(record.taskId, record);
    return (taskId) => {
      const status = latest.get(taskId)?.status;
      // Judged runs are pass, fail and budget_exceeded (as in every rate); errored runs add nothing.
      if (status === undefined || status === 'error') return { runs: 0, passes: 0 };
      return { runs: 1, passes: status === 'pass' ? 1 : 0 };
    };
  };
  const [base, head] = [countsOf(records.base), countsOf(records.head)];
  return new Map(taskIds.map((taskId) => [taskId, { base: base(taskId), head: head(taskId) }]));
}

/**
 * Runs rounds until every task has stopped or `signal` aborts; `onRound` sees the record after
 * each (to persist it, or show progress).
 */
export async function runAdaptiveRounds(options: {
  record: AdaptiveRecord;
  seed: number;
  runRound: RoundRunner;
  signal?: AbortSignal;
  onRound?: (record: AdaptiveRecord) => Promise<void> | void;
}): Promise<AdaptiveRecord> {
  const aborted = (): boolean => options.signal?.aborted === true;
  let record = options.record;
  for (;;) {
    const open = openTasks(record);
    if (open.length === 0 || aborted()) return record;
    const round = nextRound(record);
    const plan = planRound(open, round, options.seed);
    const records = await options.runRound(round, plan, sideOrder(round));
    const spent = [...records.base, ...records.head].filter(
      (one) => one.repetition === round && open.includes(one.taskId),
    ).length;
    if (aborted()) return record;
    record = addAdaptiveRound(record, roundOutcomes(records, open, round), spent);
    await options.onRound?.(record);
  }
}
