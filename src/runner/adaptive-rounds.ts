/**
 * `--k auto`'s rounds (SPEC §5 "Adaptive k"), whoever runs the sides: round r runs repetition r of
 * every open task on each side, the sides' order alternating, then feeds each task's outcomes to
 * its e-process (`stats/adaptive-k.ts`) until no task is open or the run is cancelled.
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

/** Each task's counts in round `round`, from the last record of each run on both sides. */
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

/** Runs rounds until every task has stopped or `signal` aborts; `onRound` sees each record. */
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
