/**
 * Builds `report.json` from the plan and the run records; every figure comes from `src/stats`. The
 * plan, not the records, is the denominator: a planned run without a judged record is missing, so a
 * system that starts failing cannot report a rising score (SPEC §3).
 */
import { SECRET_REDACTED_INCIDENT } from '../provider/secret-redact.js';
import { sumUpstreamModels, type RunRecord } from '../run-dir/record-schema.js';
import {
  boundedInterval,
  countRuns,
  isLowPower,
  observedInterval,
  successRate,
  sumRunCounts,
  type RunCounts,
} from '../stats/counts.js';
import { estimateCost, type TokenRates } from '../stats/estimated.js';
import { summarizeMeasured, type MeasuredRun } from '../stats/measured.js';
import { isFlaky, passAtK, passHatK } from '../stats/pass-at-k.js';
import { errorKindOf, groupFailureReasons, REPLAY_DIVERGENCE } from './failure-reasons.js';
import {
  REPORT_FORMAT,
  type Divergence,
  type ReplayRun,
  type Report,
  type ReportSummary,
  type RunState,
  type TaskReport,
} from './report-schema.js';
import { tallyToolUse } from './tool-use.js';
import type { ReportConditions } from '../run-dir/conditions-file.js';

export interface BuildReportInput {
  runId: string;
  conditions: ReportConditions;
  /** Every run this invocation was meant to make (after `--tasks` and `--shard`); a set. */
  plannedRuns: ReadonlyArray<{ taskId: string; repetition: number }>;
  /** The suite's tasks, in report order; tasks with no planned run are left out. */
  tasks: ReadonlyArray<{ id: string; title?: string }>;
  /** In file order: for the same task and repetition, the last record wins (resume may rewrite). */
  records: readonly RunRecord[];
  rates?: Partial<TokenRates>;
  /** Only the caller knows the invocation was cancelled; every other state follows from the runs. */
  state?: Extract<RunState, 'CANCELLED'>;
}

export const REPLAY_NOTE =
  'Replay measures the harness (runner, tools, compaction, permissions) against recorded model ' +
  'responses, not the model: no intervals are computed and low power does not apply.';

export const SCRIPTED_NOTE =
  'Scripted mode measures the harness with fixed tool calls, not a model: intervals describe ' +
  'repetitions of a script.';

export function secretsRedactedNote(count: number): string {
  const secrets = count === 1 ? 'secret was' : 'secrets were';
  return (
    `${count} ${secrets} found in what the agent or the model produced and redacted in place ` +
    '(redacted:RULE markers) in runs.jsonl and every report; each is a secret_redacted incident of its run.'
  );
}

export function buildReport(input: BuildReportInput): Report {
  const { conditions } = input;
  const plannedByTask = groupPlannedRuns(input.plannedRuns, input.tasks);
  const { latest, ignored } = selectLatestRecords(input.records, plannedByTask);

  const tasks = input.tasks.flatMap((task): TaskReport[] => {
    const repetitions = plannedByTask.get(task.id);
    if (repetitions === undefined) return [];
    const records = repetitions.flatMap((repetition) => {
      const record = latest.get(runKey(task.id, repetition));
      return record === undefined ? [] : [record];
    });
    return [reportTask(task, repetitions.length, records, conditions)];
  });

  const plannedRecords = [...latest.values()];
  const measured = summarizeMeasured(plannedRecords.map(toMeasuredRun));
  const summary = summarizeTasks(tasks, plannedRecords, conditions);
  const estimated = estimateCost(measured, input.rates);

  return {
    format: REPORT_FORMAT,
    runId: input.runId,
    state: decideState(summary.counts, input.state),
    conditions,
    tasks,
    summary,
    measured,
    notes: writeNotes(conditions, ignored, input.rates, measured, summary),
    ...(estimated === undefined ? {} : { estimated }),
  };
}

export function decideState(counts: RunCounts, requested?: 'CANCELLED'): RunState {
  if (requested === 'CANCELLED') return 'CANCELLED';
  if (counts.observed === 0) return 'RUN_ERROR';
  return counts.observed === counts.total ? 'COMPLETE' : 'PARTIAL';
}

function reportTask(
  task: { id: string; title?: string },
  planned: number,
  records: readonly RunRecord[],
  conditions: ReportConditions,
): TaskReport {
  const counts = countRuns(
    records.map((record) => record.status),
    planned,
  );
  return {
    taskId: task.id,
    ...(task.title === undefined ? {} : { title: task.title }),
    counts,
    ...rateFigures(counts, conditions),
    passAtK: passAtK(counts.pass, counts.observed, conditions.k),
    passHatK: passHatK(counts.pass, counts.observed, conditions.k),
    flaky: isFlaky(counts.pass, counts.observed, conditions.k),
    errors: tallyErrors(records),
    incidents: tallyIncidents(records),
    failureReasons: groupFailureReasons(records),
    toolUse: tallyToolUse(records),
    measured: summarizeMeasured(records.map(toMeasuredRun)),
    ...(conditions.mode === 'replay'
      ? { replay: describeReplay(records), runs: records.map(describeReplayRun) }
      : {}),
  };
}

/** Replay is not a sample of a model, so it gets a rate but no interval and no power warning. */
function rateFigures(
  counts: RunCounts,
  conditions: ReportConditions,
): Pick<TaskReport, 'successRate' | 'interval' | 'boundedInterval' | 'lowPower'> {
  const isReplay = conditions.mode === 'replay';
  return {
    successRate: successRate(counts),
    interval: isReplay ? null : observedInterval(counts),
    boundedInterval: isReplay ? null : boundedInterval(counts),
    lowPower: isReplay ? false : isLowPower(counts),
  };
}

function summarizeTasks(
  tasks: readonly TaskReport[],
  records: readonly RunRecord[],
  conditions: ReportConditions,
): ReportSummary {
  const counts = sumRunCounts(tasks.map((task) => task.counts));
  const incidents = tallyIncidents(records);
  const secretsRedacted = incidents[SECRET_REDACTED_INCIDENT] ?? 0;
  let upstream = 0;
  let run = 0;
  for (const record of records) {
    upstream += record.measured.retries;
    run += record.attempts - 1;
  }
  const upstreamModels = sumUpstreamModels(records.map((record) => record.measured.upstreamModels));
  return {
    tasks: tasks.length,
    counts,
    ...rateFigures(counts, conditions),
    tasksPassedAll: tasks.filter(
      (task) => task.counts.total > 0 && task.counts.pass === task.counts.total,
    ).length,
    flakyTasks: tasks.filter((task) => task.flaky).length,
    errors: tallyErrors(records),
    incidents,
    ...(secretsRedacted > 0 ? { secretsRedacted } : {}),
    retries: { upstream, run },
    ...(upstreamModels === undefined ? {} : { upstreamModels }),
  };
}

/** Task id → its planned repetitions, ascending. A run listed twice (by a resume) is one run. */
function groupPlannedRuns(
  plannedRuns: BuildReportInput['plannedRuns'],
  tasks: BuildReportInput['tasks'],
): Map<string, number[]> {
  const known = new Set(tasks.map((task) => task.id));
  const byTask = new Map<string, Set<number>>();
  for (const { taskId, repetition } of plannedRuns) {
    if (!known.has(taskId)) {
      throw new RangeError(`planned run of task "${taskId}", which is not among the tasks`);
    }
    const repetitions = byTask.get(taskId) ?? new Set<number>();
    repetitions.add(repetition);
    byTask.set(taskId, repetitions);
  }
  return new Map(
    [...byTask].map(([taskId, repetitions]) => [taskId, [...repetitions].sort((a, b) => a - b)]),
  );
}

/** The last record of each planned run; records outside the plan (another shard) are counted apart. */
function selectLatestRecords(
  records: readonly RunRecord[],
  plannedByTask: ReadonlyMap<string, readonly number[]>,
): { latest: Map<string, RunRecord>; ignored: number } {
  const latest = new Map<string, RunRecord>();
  let ignored = 0;
  for (const record of records) {
    if (plannedByTask.get(record.taskId)?.includes(record.repetition) !== true) {
      ignored += 1;
      continue;
    }
    const key = runKey(record.taskId, record.repetition);
    // Delete first so that iteration order follows the winning record, not the first one seen.
    latest.delete(key);
    latest.set(key, record);
  }
  return { latest, ignored };
}

export function runKey(taskId: string, repetition: number): string {
  return JSON.stringify([taskId, repetition]);
}

function toMeasuredRun(record: RunRecord): MeasuredRun {
  const run: MeasuredRun = { status: record.status, wallMs: record.measured.wallMs };
  if (record.measured.usage !== undefined) run.usage = record.measured.usage;
  return run;
}

function tallyErrors(records: readonly RunRecord[]): Record<string, number> {
  return tallyKinds(
    records.flatMap((record) =>
      record.status === 'error' ? [record.error?.kind ?? 'unknown'] : [],
    ),
  );
}

function tallyIncidents(records: readonly RunRecord[]): Record<string, number> {
  return tallyKinds(records.flatMap((record) => record.incidents.map((incident) => incident.kind)));
}

/** Sorted keys, so that the same runs always serialize to the same bytes. */
function tallyKinds(kinds: readonly string[]): Record<string, number> {
  const tally = new Map<string, number>();
  for (const kind of kinds) tally.set(kind, (tally.get(kind) ?? 0) + 1);
  return Object.fromEntries([...tally].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function describeReplay(records: readonly RunRecord[]): NonNullable<TaskReport['replay']> {
  let diverged = 0;
  const divergences: Divergence[] = [];
  for (const record of records) {
    if (record.status !== 'error' || errorKindOf(record) !== REPLAY_DIVERGENCE) continue;
    diverged += 1;
    const stop = record.error?.stop;
    if (stop?.kind === 'replay_divergence') {
      const { call, field, message } = stop;
      divergences.push({ repetition: record.repetition, call, field, message });
    }
  }
  return { diverged, divergences };
}

function describeReplayRun(record: RunRecord): ReplayRun {
  return {
    repetition: record.repetition,
    status: record.status,
    verifiers: Object.fromEntries(
      record.verifiers.map((verifier) => [verifier.id, verifier.outcome]),
    ),
    tools: record.toolCalls.map((call) => call.name),
  };
}

function writeNotes(
  conditions: ReportConditions,
  ignoredRecords: number,
  rates: Partial<TokenRates> | undefined,
  measured: Report['measured'],
  { secretsRedacted }: ReportSummary,
): string[] {
  const notes: string[] = [];
  if (secretsRedacted !== undefined) notes.push(secretsRedactedNote(secretsRedacted));
  if (conditions.mode === 'replay') notes.push(REPLAY_NOTE);
  if (conditions.mode === 'scripted') notes.push(SCRIPTED_NOTE);
  if (ignoredRecords > 0) {
    const records = ignoredRecords === 1 ? 'record was' : 'records were';
    notes.push(
      `${ignoredRecords} run ${records} ignored: outside this plan (another shard, task or repetition).`,
    );
  }
  const rateCount = [rates?.inputRate, rates?.outputRate].filter((rate) => rate !== undefined);
  if (rateCount.length === 1) {
    notes.push('No cost estimated: both the input and the output rate are needed.');
  } else if (rateCount.length === 2 && measured.tokens === undefined) {
    notes.push('No cost estimated: token usage was not measured on every judged run.');
  }
  return notes;
}
