/**
 * What the default branch's history says of each task, for the gate: flaky (with the rule's line),
 * quarantined, released by the last evaluation, its trend. Content that does not read comes back
 * as problem lines, never thrown.
 */
import { formatProblem } from '../errors.js';
import { classifyTasks, sparkline, trendOf } from '../history/flaky.js';
import type { HistoryEntry, HistoryMode } from '../history/history-schema.js';
import { readHistory } from '../history/history-store.js';
import type { TaskHistoryFacts } from './task-standings.js';

export function historyFactsOf(entries: readonly HistoryEntry[]): Map<string, TaskHistoryFacts> {
  const last = entries.at(-1)?.commit;
  return new Map(
    classifyTasks(entries).map((status) => {
      const known: TaskHistoryFacts = {
        quarantined: status.quarantined,
        ...(status.status === 'flaky' || status.quarantined ? { flaky: status.reason } : {}),
        ...(status.releasedAt !== undefined && status.releasedAt === last
          ? { released: true }
          : {}),
        ...(entries.length >= 2 ? { trend: sparkline(trendOf(entries, status.task)) } : {}),
      };
      return [status.task, known];
    }),
  );
}

/** The facts of one suite and mode stored under `dir`; none, without a problem, when absent. */
export async function readHistoryFacts(
  dir: string,
  suite: string,
  mode: HistoryMode,
): Promise<{ facts: Map<string, TaskHistoryFacts>; problems: string[] }> {
  const history = await readHistory(dir, { suite, mode });
  return {
    facts: historyFactsOf(history.entries),
    problems: history.problems.map(formatProblem),
  };
}
