/**
 * `verdict report <dir>`: rebuilds the report from a run directory's records (resume and merge rely
 * on a report being a pure function of its runs), with the run's own `buildPlan` as denominator.
 * The suite is not read: task ids come from `conditions.tasks`, else a previous report.json, else
 * the records, so without the first two a shard's plan follows record order, not the suite's.
 */
import { ConfigError, type Problem } from '../errors.js';
import { buildPlan, parseShard, type PlannedRun } from '../plan/plan.js';
import {
  CONDITIONS_FILE,
  readConditionsFile,
  type ConditionsFile,
  type ReportConditions,
} from '../run-dir/conditions-file.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import type { TokenRates } from '../stats/estimated.js';
import { buildReport, runKey } from './build-report.js';
import { readRunsOf, readSavedReport } from './report-files.js';
import type { Report } from './report-schema.js';

/** What a previous report knew that the runs do not: suite order, titles and cost rates. */
export interface ReportHints {
  tasks?: ReadonlyArray<{ id: string; title?: string }>;
  rates?: Partial<TokenRates>;
}

export interface RebuiltReport {
  report: Report;
  plan: PlannedRun[];
  /** Planned runs with no record at all: counted as missing. */
  unrecorded: PlannedRun[];
}

/** The `--tasks` selection, else the hinted suite order, then tasks only the records name. */
export function planTaskIds(
  conditions: ReportConditions,
  records: readonly RunRecord[],
  hints: ReportHints = {},
): string[] {
  if (conditions.tasks !== undefined) return [...conditions.tasks];
  const ids = new Set((hints.tasks ?? []).map((task) => task.id));
  for (const record of records) ids.add(record.taskId);
  return [...ids];
}

/** More than a run directory ever describes: a damaged conditions.json, refused before OOM. */
export const MAX_PLANNED_RUNS = 100_000;

/**
 * The same `buildPlan` call the run made, shard included. Under `--k auto` the plan was made round
 * by round, so it is read back from the records: each task's repetitions 1 to the last recorded.
 */
export function planOfConditions(
  conditions: ReportConditions,
  taskIds: readonly string[],
  records: readonly RunRecord[] = [],
): PlannedRun[] {
  if (conditions.adaptive !== undefined) return adaptivePlan(conditions, taskIds, records);
  const planned = conditions.k * taskIds.length;
  if (planned > MAX_PLANNED_RUNS) {
    const message = `is ${conditions.k}: with ${taskIds.length} task(s) that plans ${planned} runs, more than the ${MAX_PLANNED_RUNS} a run directory can describe`;
    throw new ConfigError(`${CONDITIONS_FILE}: conditions.k: ${message}`, [
      { file: CONDITIONS_FILE, field: 'conditions.k', message },
    ]);
  }
  const shard = conditions.shard === undefined ? undefined : parseShard(conditions.shard);
  return buildPlan({
    taskIds,
    k: conditions.k,
    seed: conditions.seed,
    ...(shard === undefined ? {} : { shard }),
  });
}

function adaptivePlan(
  conditions: ReportConditions,
  taskIds: readonly string[],
  records: readonly RunRecord[],
): PlannedRun[] {
  const last = new Map<string, number>();
  for (const record of records) {
    last.set(record.taskId, Math.max(last.get(record.taskId) ?? 0, record.repetition));
  }
  return taskIds.flatMap((taskId) =>
    Array.from({ length: Math.min(last.get(taskId) ?? 0, conditions.k) }, (_, index) => ({
      taskId,
      repetition: index + 1,
      seed: conditions.seed + index + 1,
    })),
  );
}

/** Pure: the same conditions file, records and hints always give the same report. */
export function rebuildReport(
  started: ConditionsFile,
  records: readonly RunRecord[],
  hints: ReportHints = {},
): RebuiltReport {
  const { conditions } = started;
  const taskIds = planTaskIds(conditions, records, hints);
  const plan = planOfConditions(conditions, taskIds, records);
  const titles = new Map((hints.tasks ?? []).map((task) => [task.id, task.title]));
  const report = buildReport({
    runId: started.runId,
    conditions,
    plannedRuns: plan,
    tasks: taskIds.map((id) => {
      const title = titles.get(id);
      return title === undefined ? { id } : { id, title };
    }),
    records,
    ...(hints.rates === undefined ? {} : { rates: hints.rates }),
  });
  const unrecorded = findUnrecordedRuns(plan, records);
  if (unrecorded.length > 0) report.notes.push(describeUnrecordedRuns(unrecorded));
  return { report, plan, unrecorded };
}

/** In the plan's task order, then by repetition. */
export function findUnrecordedRuns(
  plan: readonly PlannedRun[],
  records: readonly RunRecord[],
): PlannedRun[] {
  const recorded = new Set(records.map((record) => runKey(record.taskId, record.repetition)));
  const taskOrder = [...new Set(plan.map((run) => run.taskId))];
  return plan
    .filter((run) => !recorded.has(runKey(run.taskId, run.repetition)))
    .sort(
      (a, b) =>
        taskOrder.indexOf(a.taskId) - taskOrder.indexOf(b.taskId) || a.repetition - b.repetition,
    );
}

export function describeUnrecordedRuns(unrecorded: readonly PlannedRun[]): string {
  const names = unrecorded.map((run) => `${run.taskId} #${run.repetition}`).join(', ');
  const runs = unrecorded.length === 1 ? 'planned run has' : 'planned runs have';
  return `${unrecorded.length} ${runs} no record and count as missing: ${names}.`;
}

export interface RunDirectory {
  dir: string;
  started: ConditionsFile;
  records: RunRecord[];
  /** Unreadable lines of runs.jsonl, skipped. */
  problems: Problem[];
  hints: ReportHints;
}

export async function readRunDirectory(dir: string): Promise<RunDirectory> {
  const started = await readConditionsFile(dir);
  // No runs.jsonl: every planned run is missing.
  const { records, problems } = await readRunsOf(dir);
  return { dir, started, records, problems, hints: await readReportHints(dir, started.runId) };
}

async function readReportHints(dir: string, runId: string): Promise<ReportHints> {
  const report = await readSavedReport(dir, runId);
  if (report === undefined) return {};
  return {
    tasks: taskHintsOf(report),
    ...(report.estimated === undefined ? {} : { rates: report.estimated.rates }),
  };
}

export function taskHintsOf(report: Report): NonNullable<ReportHints['tasks']> {
  return report.tasks.map(({ taskId, title }) =>
    title === undefined ? { id: taskId } : { id: taskId, title },
  );
}
