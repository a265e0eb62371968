/**
 * `verdict merge <dir>...`: `--shard i/n` runs of one plan joined into one report. Shards share
 * every condition but `shard` and `concurrency`, and no run is in two. The merged plan is the
 * unsharded one, so a shard never run or merged leaves holes named and counted as missing.
 */
import path from 'node:path';
import { throwProblems, type Problem } from '../errors.js';
import {
  CONDITIONS_FILE,
  type ReportConditions,
  type ConditionsFile,
} from '../run-dir/conditions-file.js';
import type { PlannedRun } from '../plan/plan.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import type { Report } from './report-schema.js';
import { runKey } from './build-report.js';
import { rebuildReport, type ReportHints, type RunDirectory } from './rebuild-report.js';
import { RUNS_FILE } from '../run-dir/runs-jsonl.js';

/** How a plan was split and run, not what was measured. */
const MAY_DIFFER: ReadonlySet<keyof ReportConditions> = new Set(['shard', 'concurrency']);

export type ShardInput = Pick<RunDirectory, 'dir' | 'started' | 'records' | 'hints'>;

export interface MergedShards {
  started: ConditionsFile;
  records: RunRecord[];
  report: Report;
  /** Planned runs no shard recorded. */
  unrecorded: PlannedRun[];
}

export function mergeShards(shards: readonly ShardInput[], runId: string): MergedShards {
  const [first] = shards;
  if (first === undefined) throw new RangeError('mergeShards needs at least one shard');
  const conflicts = [
    ...findConditionConflicts(first, shards.slice(1)),
    ...findDuplicateRuns(shards),
  ];
  throwProblems(
    'merge: the shards are not one plan, so they cannot share a report; nothing was written',
    conflicts,
  );
  const conditions = mergedConditions(shards.map((shard) => shard.started.conditions));
  const started: ConditionsFile = { runId, conditions };
  const records = shards.flatMap((shard) => shard.records);
  const { report, unrecorded } = rebuildReport(started, records, mergeHints(shards));
  return { started, records, report, unrecorded };
}

function findConditionConflicts(first: ShardInput, others: readonly ShardInput[]): Problem[] {
  const reference = first.started.conditions;
  const fields = (conditions: ReportConditions): Array<keyof ReportConditions> =>
    Object.keys(conditions) as Array<keyof ReportConditions>;
  return others.flatMap((shard) => {
    const conditions = shard.started.conditions;
    const names = [...new Set([...fields(reference), ...fields(conditions)])].filter(
      (name) => !MAY_DIFFER.has(name),
    );
    return names.flatMap((name): Problem[] => {
      const expected = JSON.stringify(reference[name]) ?? 'unset';
      const actual = JSON.stringify(conditions[name]) ?? 'unset';
      if (expected === actual) return [];
      return [
        {
          file: path.join(shard.dir, CONDITIONS_FILE),
          field: `conditions.${name}`,
          message: `is ${actual}, but ${first.dir} has ${expected}`,
        },
      ];
    });
  });
}

/** Within one shard, the last record of a run wins (resume). */
function findDuplicateRuns(shards: readonly ShardInput[]): Problem[] {
  const owner = new Map<string, string>();
  const problems: Problem[] = [];
  for (const shard of shards) {
    const keys = new Map(
      shard.records.map((record) => [runKey(record.taskId, record.repetition), record]),
    );
    for (const [key, record] of keys) {
      const previous = owner.get(key);
      if (previous === undefined) {
        owner.set(key, shard.dir);
        continue;
      }
      problems.push({
        file: path.join(shard.dir, RUNS_FILE),
        subject: `run ${record.taskId} #${record.repetition}`,
        field: '(run)',
        message: `also recorded in ${previous}: a run belongs to exactly one shard`,
      });
    }
  }
  return problems;
}

/** Without `shard`; `concurrency` kept only when every shard used the same. */
function mergedConditions(all: readonly ReportConditions[]): ReportConditions {
  const [first] = all as [ReportConditions, ...ReportConditions[]];
  const rest: ReportConditions = { ...first };
  delete rest.shard;
  delete rest.concurrency;
  const concurrency = first.concurrency;
  const sameConcurrency = all.every((conditions) => conditions.concurrency === concurrency);
  return sameConcurrency && concurrency !== undefined ? { ...rest, concurrency } : rest;
}

/** Rates only when every shard has the same. */
function mergeHints(shards: readonly ShardInput[]): ReportHints {
  const tasks = new Map<string, { id: string; title?: string }>();
  for (const shard of shards) {
    for (const task of shard.hints.tasks ?? []) if (!tasks.has(task.id)) tasks.set(task.id, task);
  }
  const rates = shards.map((shard) => JSON.stringify(shard.hints.rates));
  const sameRates = rates.every((value) => value === rates[0]);
  const firstRates = shards[0]?.hints.rates;
  return {
    tasks: [...tasks.values()],
    ...(sameRates && firstRates !== undefined ? { rates: firstRates } : {}),
  };
}
