/**
 * `--resume DIR`: run only what is missing from DIR's runs.jsonl, refusing conditions that differ
 * from its `conditions.json` (mixing them would make the report an anecdote).
 */
import { access } from 'node:fs/promises';
import path from 'node:path';
import { throwProblems, UsageError, type Problem } from '../errors.js';
import type { PlannedRun } from '../plan/plan.js';
import {
  CONDITIONS_FILE,
  readConditionsFile,
  type ConditionsFile,
  type ReportConditions,
} from '../run-dir/conditions-file.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import { readRunsOf } from '../report/report-files.js';
import { cutTornLastLine, RUNS_FILE } from '../run-dir/runs-jsonl.js';

export interface ResumeState {
  runId: string;
  previous: RunRecord[];
  /** The plan without the runs already judged. */
  remaining: PlannedRun[];
  /** Lines of runs.jsonl that were skipped (a torn last line is also cut). */
  problems: Problem[];
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
  'adaptive',
  'seed',
  'shard',
  'tasks',
] as const;

export async function prepareResume(
  dir: string,
  conditions: ReportConditions,
  plan: readonly PlannedRun[],
  /** How the directory was given, for the messages (`--resume DIR`, `--out DIR`). */
  given = `--resume ${dir}`,
): Promise<ResumeState> {
  const file = path.join(dir, CONDITIONS_FILE);
  const started: ConditionsFile = await readConditionsFile(dir).catch(() => {
    throw new UsageError(`${given}: not a Verdict run directory (no readable ${CONDITIONS_FILE})`);
  });
  const problems: Problem[] = MUST_MATCH.filter(
    (field) => JSON.stringify(started.conditions[field]) !== JSON.stringify(conditions[field]),
  ).map((field) => ({
    file,
    field: `conditions.${field}`,
    message: `was ${JSON.stringify(started.conditions[field]) ?? 'unset'}, this invocation has ${JSON.stringify(conditions[field]) ?? 'unset'}`,
  }));
  throwProblems(
    `${given}: the conditions differ, so the runs cannot share a report; nothing ran`,
    problems,
  );
  const { records, problems: skipped } = await readRunsOf(dir);
  await cutTornLastLine(path.join(dir, RUNS_FILE));
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

/** `--k auto --round R`: `prepareResume` when `dir` holds the rounds before, else undefined. */
export async function prepareAppend(
  dir: string,
  conditions: ReportConditions,
  plan: readonly PlannedRun[],
): Promise<ResumeState | undefined> {
  const started = await access(path.join(dir, CONDITIONS_FILE)).then(
    () => true,
    () => false,
  );
  return started ? prepareResume(dir, conditions, plan, `--out ${dir}`) : undefined;
}
