/**
 * Each task's trend on the default branch, for report.html, with the flaky rule's line. Reading the
 * history never fails the report: no repository, no history or a corrupt file all mean no trend.
 */
import path from 'node:path';
import { findRepositoryRoot } from '../config/repository-root.js';
import { classifyTasks, sparkline, trendOf } from '../history/flaky.js';
import type { HistoryEntry } from '../history/history-schema.js';
import type { TrendPoint } from '../history/flaky.js';
import { HISTORY_DIR, readHistory } from '../history/history-store.js';
import type { Report } from './report-schema.js';

/** As the comment and `verdict history` show. */
export const TREND_EVALUATIONS = 10;

export interface TaskTrend {
  /** Oldest first, `·` where it did not run. */
  sparkline: string;
  /** One per evaluation of main, as the sparkline's bars. */
  points: Array<Pick<TrendPoint, 'commit' | 'passes' | 'runs'>>;
  /** When the rule says flaky on main (or the task is in quarantine). */
  flaky?: string;
}

export type TaskTrends = ReadonlyMap<string, TaskTrend>;

/** A task has a trend with two evaluations of main and a judged run among them, or when flaky. */
export function taskTrendsOf(entries: readonly HistoryEntry[]): Map<string, TaskTrend> {
  if (entries.length < 2) return new Map();
  return new Map(
    classifyTasks(entries).flatMap((status) => {
      const trend = trendOf(entries, status.task, TREND_EVALUATIONS);
      const flaky = status.status === 'flaky' || status.quarantined;
      if (!flaky && trend.every((point) => point.runs === 0)) return [];
      const points = trend.map(({ commit, passes, runs }) => ({ commit, passes, runs }));
      const known: TaskTrend = {
        sparkline: sparkline(trend),
        points,
        ...(flaky ? { flaky: status.reason } : {}),
      };
      return [[status.task, known] as const];
    }),
  );
}

export function historyDirOf(dir: string): string | undefined {
  const root = findRepositoryRoot(dir);
  return root === undefined ? undefined : path.join(root, HISTORY_DIR);
}

/** None for a scripted report: the history keeps none. */
export async function readTaskTrends(
  reportDir: string,
  conditions: Pick<Report['conditions'], 'suiteId' | 'mode'>,
  historyDir?: string,
): Promise<Map<string, TaskTrend>> {
  const { suiteId, mode } = conditions;
  if (mode === 'scripted') return new Map();
  const dir = historyDir ?? historyDirOf(reportDir);
  if (dir === undefined) return new Map();
  try {
    return taskTrendsOf((await readHistory(dir, { suite: suiteId, mode })).entries);
  } catch {
    return new Map();
  }
}
