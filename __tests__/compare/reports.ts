import { buildReport, type BuildReportInput } from '../../src/report/build-report.js';
import type { Report } from '../../src/report/report-schema.js';
import type { ReportConditions } from '../../src/run-dir/conditions-file.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import type { RunStatus } from '../../src/stats/counts.js';
import { liveConditions, makeRecord } from '../report/run-records.js';

export { liveConditions };

/** Task id → the statuses of its runs, repetitions 1, 2, … (each task planned exactly that many). */
export type TaskRuns = Record<string, readonly RunStatus[]>;

export interface ReportOptions {
  runId?: string;
  conditions?: Partial<ReportConditions>;
  rates?: BuildReportInput['rates'];
  titles?: Record<string, string>;
  /** Changes every record, e.g. to drop usage or set the mode. */
  mapRecord?: (record: RunRecord) => RunRecord;
}

/** A report built by the real `buildReport` from hand-made records. */
export function makeReport(runs: TaskRuns, options: ReportOptions = {}): Report {
  const conditions = { ...liveConditions, ...options.conditions };
  const mapRecord = options.mapRecord ?? ((record: RunRecord) => record);
  const taskIds = Object.keys(runs);
  const records = taskIds.flatMap((taskId) =>
    (runs[taskId] ?? []).map((status, index) =>
      mapRecord(makeRecord(taskId, index + 1, status, { mode: conditions.mode })),
    ),
  );
  return buildReport({
    runId: options.runId ?? 'run-1',
    conditions,
    plannedRuns: taskIds.flatMap((taskId) =>
      (runs[taskId] ?? []).map((_, index) => ({ taskId, repetition: index + 1 })),
    ),
    tasks: taskIds.map((id) => {
      const title = options.titles?.[id];
      return title === undefined ? { id } : { id, title };
    }),
    records,
    ...(options.rates === undefined ? {} : { rates: options.rates }),
  });
}

export function times(status: RunStatus, count: number): RunStatus[] {
  return Array.from({ length: count }, () => status);
}
