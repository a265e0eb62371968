/**
 * `--resume DIR`: run only what is missing from DIR's runs.jsonl. The conditions a run directory was
 * started with are written to `conditions.json` before the first run, so a directory whose process
 * was killed can be checked and resumed; mismatched conditions are refused (mixing them would make
 * the report an anecdote).
 */
import { readFile, truncate } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, UsageError, formatProblem, type Problem } from '../errors.js';
import type { PlannedRun } from '../plan/plan.js';
import { ReportConditionsSchema, type ReportConditions } from '../report/report-schema.js';
import { readRunRecords, RUNS_FILE, writeFileAtomically } from '../report/runs-file.js';
import type { RunRecord } from './run-record.js';

export const CONDITIONS_FILE = 'conditions.json';

export const StartedSchema = z.strictObject({
  runId: z.string(),
  conditions: ReportConditionsSchema,
});

export async function writeStartedConditions(
  dir: string,
  runId: string,
  conditions: ReportConditions,
): Promise<void> {
  await writeFileAtomically(
    path.join(dir, CONDITIONS_FILE),
    `${JSON.stringify({ runId, conditions }, null, 2)}\n`,
  );
}

export interface ResumeState {
  runId: string;
  previous: RunRecord[];
  /** The plan without the runs already judged. */
  remaining: PlannedRun[];
  /** Lines of runs.jsonl that were skipped (a torn last line is also cut from the file). */
  problems: Problem[];
}

/**
 * Cuts a torn last line (a process killed mid-write) from runs.jsonl, so that the records appended
 * now do not leave it stranded mid-file. Only a last line that is not JSON is cut.
 */
async function cutTornLastLine(file: string): Promise<boolean> {
  const text = await readFile(file).catch(() => undefined);
  if (text === undefined || text.length === 0 || text[text.length - 1] === 0x0a) return false;
  const start = text.lastIndexOf(0x0a) + 1;
  try {
    JSON.parse(text.subarray(start).toString('utf8'));
    return false;
  } catch {
    await truncate(file, start);
    return true;
  }
}

/** Fields that must match for the old and the new runs to belong to one report. */
const MUST_MATCH = [
  'suiteId',
  'suiteVersion',
  'configHash',
  'mode',
  'model',
  'provider',
  'k',
  'seed',
  'shard',
  'tasks',
] as const;

export async function prepareResume(
  dir: string,
  conditions: ReportConditions,
  plan: readonly PlannedRun[],
): Promise<ResumeState> {
  const file = path.join(dir, CONDITIONS_FILE);
  let started: z.infer<typeof StartedSchema>;
  try {
    started = StartedSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch {
    throw new UsageError(
      `--resume ${dir}: not a Verdict run directory (no readable ${CONDITIONS_FILE})`,
    );
  }
  const problems: Problem[] = MUST_MATCH.flatMap((field) =>
    JSON.stringify(started.conditions[field]) === JSON.stringify(conditions[field])
      ? []
      : [
          {
            file,
            field: `conditions.${field}`,
            message: `was ${JSON.stringify(started.conditions[field]) ?? 'unset'}, this invocation has ${JSON.stringify(conditions[field]) ?? 'unset'}`,
          },
        ],
  );
  if (problems.length > 0) {
    throw new ConfigError(
      `--resume ${dir}: the conditions differ, so the runs cannot share a report; nothing ran:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
      problems,
    );
  }
  const runsFile = path.join(dir, RUNS_FILE);
  const { records, problems: skipped } = await readRunRecords(runsFile).catch(() => ({
    records: [] as RunRecord[],
    problems: [] as Problem[],
  }));
  await cutTornLastLine(runsFile);
  const judged = new Set(
    records
      .filter((record) => record.status !== 'error')
      .map((record) => `${record.taskId}#${record.repetition}`),
  );
  return {
    runId: started.runId,
    previous: records,
    remaining: plan.filter((run) => !judged.has(`${run.taskId}#${run.repetition}`)),
    problems: skipped,
  };
}
