/**
 * `history/v1`: one evaluation of the default branch for one suite in one mode, per task
 * (docs/history.md). Entries built from a report have no `taskHash`, so their flips always count.
 */
import { z } from 'zod';
import { UsageError } from '../errors.js';
import { parseWithSchema } from '../json/parse-with-schema.js';
import type { ReportConditions } from '../run-dir/conditions-file.js';
import type { RunCounts } from '../stats/counts.js';
import { IdSchema } from '../suite/schema.js';

export const HISTORY_FORMAT = 'history/v1';

/** Scripted runs follow a script, not the agent's model: they say nothing about its stability. */
export const HistoryModeSchema = z.enum(['live', 'replay']);
export type HistoryMode = z.infer<typeof HistoryModeSchema>;

const count = z.number().int().min(0);

export const HistoryTaskSchema = z
  .strictObject({
    task: IdSchema,
    /** Judged runs (pass, fail, budget exceeded): the denominator of the pass rate. */
    runs: count,
    passes: count,
    /** Errored runs (infrastructure), never judged. */
    errors: count,
    /** A digest of the task's files, when the evaluation knows it. */
    taskHash: z.string().min(1).max(200).optional(),
  })
  .refine((task) => task.passes <= task.runs, {
    message: 'passes cannot exceed the judged runs',
    path: ['passes'],
  });
export type HistoryTask = z.infer<typeof HistoryTaskSchema>;

export const HistoryEntrySchema = z.strictObject({
  format: z.literal(HISTORY_FORMAT),
  commit: z.string().regex(/^[0-9a-f]{40}$/, 'must be a full commit sha (40 lowercase hex digits)'),
  evaluatedAt: z.iso.datetime(),
  /** The suite id, which also names the store's file. */
  suite: IdSchema,
  suiteVersion: z.string().optional(),
  mode: HistoryModeSchema,
  model: z.string().optional(),
  /** The reports this entry counts: a re-evaluation adds only one not counted yet. */
  runIds: z.array(z.string().min(1)).min(1),
  tasks: z.array(HistoryTaskSchema),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** What an entry takes from a report: named here, since the report reads the history (above it). */
export interface ReportForHistory {
  runId: string;
  conditions: ReportConditions;
  tasks: ReadonlyArray<{ taskId: string; counts: RunCounts }>;
}

/** The entry of one report of `commit`; tasks without a planned run are left out, scripted refused. */
export function historyEntryFromReport(
  report: ReportForHistory,
  commit: string,
  evaluatedAt: string,
): HistoryEntry {
  const { conditions } = report;
  if (conditions.mode === 'scripted') {
    throw new UsageError(
      `history: report ${report.runId} is scripted; the history of the default branch keeps live and replay evaluations only`,
    );
  }
  const entry = {
    format: HISTORY_FORMAT,
    commit: commit.toLowerCase(),
    evaluatedAt,
    suite: conditions.suiteId,
    suiteVersion: conditions.suiteVersion,
    mode: conditions.mode,
    ...(conditions.model === '' ? {} : { model: conditions.model }),
    runIds: [report.runId],
    tasks: report.tasks
      .filter((task) => task.counts.total > 0)
      .map((task) => ({
        task: task.taskId,
        runs: task.counts.observed,
        passes: task.counts.pass,
        errors: task.counts.error,
      })),
  };
  return parseWithSchema(HistoryEntrySchema, entry, `report ${report.runId}`, 'history entry');
}
