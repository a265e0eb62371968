import { HISTORY_FORMAT, type HistoryEntry } from '../../src/history/history-schema.js';

/** A 40-hex commit sha that reads as its index: `commitOf(3)` starts with `0303030`. */
export function commitOf(index: number): string {
  return index.toString(16).padStart(2, '0').repeat(20);
}

/** Task id → `[passes, runs]`, or `[passes, runs, taskHash]`. */
export type TaskCounts = Record<
  string,
  readonly [number, number] | readonly [number, number, string]
>;

/** The `history/v1` entry of evaluation `index` of suite `smoke`, replay. */
export function entryOf(
  index: number,
  tasks: TaskCounts,
  extra: Partial<HistoryEntry> = {},
): HistoryEntry {
  return {
    format: HISTORY_FORMAT,
    commit: commitOf(index),
    evaluatedAt: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
    suite: 'smoke',
    mode: 'replay',
    runIds: [`run-${index}`],
    tasks: Object.entries(tasks).map(([task, [passes, runs, taskHash]]) => ({
      task,
      runs,
      passes,
      errors: 0,
      ...(taskHash === undefined ? {} : { taskHash }),
    })),
    ...extra,
  };
}

/** One entry per `[passes, runs]` of one task, evaluations 0, 1, 2, … */
export function historyOf(task: string, counts: ReadonlyArray<readonly [number, number]>) {
  return counts.map((count, index) => entryOf(index, { [task]: count }));
}
