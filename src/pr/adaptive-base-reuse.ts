/**
 * Reused base runs under `k: auto` (SPEC §5 "Adaptive k", §7 "Fewer model calls"). The base side
 * of a pull request does not change from push to push, so its runs are stored under the same key
 * as fixed k's (`base-reuse.ts`: base commit, suite and version, configuration, agent, model,
 * seed…) with `adaptive` = the rule's min-k and max-k added — a fixed-k entry never has it, so the
 * two are never mixed — and a later evaluation reuses them one repetition at a time:
 *
 * - Before round 1 (`verdict run --k auto --round R --reuse-dir` into a side directory that holds
 *   no run yet) the entry's runs.jsonl is copied into `<dir>/stored-rounds/` (`seedStoredRounds`):
 *   what this evaluation may reuse is fixed when it starts.
 * - Round r pairs the stored base run of repetition r of a task, when the seed has a judged one,
 *   with a fresh head run of repetition r (`takeStoredRuns` appends it to the side's runs.jsonl);
 *   only where the seed lacks (task, r) does the base run live. A round whose base runs are all
 *   stored makes no model call on the base.
 * - After every round the side's judged runs are stored back with the seed's (`storeRounds`), so
 *   the next evaluation on that base has more. The entry keeps the date of its oldest runs, so
 *   the maximum age bounds the oldest run it holds; errored runs are never stored.
 *
 * **Why the tests stay valid.** A task's e-process multiplies, per round r, a factor whose
 * alternative is computed from rounds < r only; its mean under H0 is at most 1 when, given
 * everything before round r, each side's run of round r is a fresh Bernoulli draw of that side's
 * pass rate. A stored run of repetition r exists only because an earlier evaluation ran round r
 * of that task, which depended on that evaluation's outcomes of rounds < r (the same stored base
 * runs and another head's runs), never on the outcome of run r itself; and of each (task, r) the
 * store holds one judged run, kept whatever its outcome (errors are a property of the run, not of
 * its pass or fail, and add no evidence either way). So, runs being independent draws as the rule
 * assumes everywhere, the stored run r is still a Bernoulli(p_base) draw given everything before
 * round r in this evaluation, and the round's factor keeps its mean ≤ 1 under H0: the error rate
 * holds as if the base had run now. What it does not cover: a base whose behaviour drifted since
 * the runs were stored (same commit, model and configuration, but another upstream version) —
 * which the maximum age bounds, as for fixed k — and two evaluations on one base storing at once,
 * where the last to store replaces the other's entry.
 *
 * A re-run that continues the tests of the same two commits (`adaptive-store.ts`) numbers its
 * rounds from 1 again, and its tests already counted the base runs of those repetitions: stored
 * runs would count twice there, so `adaptive-suites.ts` runs such a base live, without the store.
 */
import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PlannedRun } from '../plan/plan.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import { appendRunRecord, readRunRecords, RUNS_FILE } from '../run-dir/runs-jsonl.js';
import {
  readReused,
  storeReusable,
  writeReused,
  type ReusedFile,
  type ReuseKeyParts,
  type StoredEntry,
} from './base-reuse.js';

/** Where a side directory keeps the stored runs it may reuse, as they were before round 1. */
export const STORED_ROUNDS_DIR = 'stored-rounds';

const runKey = (run: { taskId: string; repetition: number }) => `${run.taskId}#${run.repetition}`;
const isJudged = (record: RunRecord) => record.status !== 'error';

async function readRecords(file: string): Promise<RunRecord[] | undefined> {
  return readRunRecords(file).then(
    (read) => read.records,
    () => undefined,
  );
}

/**
 * Before round 1: copies the entry's runs into `<outDir>/stored-rounds/` and writes `reused.json`
 * (what was reused and from when, for the comment).
 */
export async function seedStoredRounds(
  found: { entry: StoredEntry; dir: string },
  outDir: string,
): Promise<ReusedFile> {
  const seedDir = path.join(outDir, STORED_ROUNDS_DIR);
  await mkdir(seedDir, { recursive: true });
  await copyFile(path.join(found.dir, RUNS_FILE), path.join(seedDir, RUNS_FILE));
  return writeReused(found.entry, outDir);
}

/**
 * The stored judged runs of the planned (task, repetition)s, appended to `outDir`'s runs.jsonl:
 * those runs are not run again. The plan's runs without one stay to run live.
 */
export async function takeStoredRuns(
  outDir: string,
  plan: readonly PlannedRun[],
): Promise<{ taken: RunRecord[]; remaining: PlannedRun[] }> {
  const seeded = await readRecords(path.join(outDir, STORED_ROUNDS_DIR, RUNS_FILE));
  if (seeded === undefined) return { taken: [], remaining: [...plan] };
  const stored = new Map<string, RunRecord>();
  // One judged run per (task, repetition) is stored; should there be more, the first is kept.
  for (const record of seeded.filter(isJudged)) {
    if (!stored.has(runKey(record))) stored.set(runKey(record), record);
  }
  const taken: RunRecord[] = [];
  const remaining: PlannedRun[] = [];
  for (const run of plan) {
    const record = stored.get(runKey(run));
    if (record === undefined) {
      remaining.push(run);
      continue;
    }
    await mkdir(outDir, { recursive: true });
    taken.push(await appendRunRecord(path.join(outDir, RUNS_FILE), record));
  }
  return { taken, remaining };
}

/**
 * Stores the seed's runs and `outDir`'s judged runs under `parts`' key (replacing the entry it was
 * seeded from), keeping the seed's date; nothing when there is no judged run at all.
 */
export async function storeRounds(
  storeDir: string,
  parts: ReuseKeyParts,
  outDir: string,
  options: { runId: string; origin?: string; maxAgeMs: number },
): Promise<void> {
  const seedFile = path.join(outDir, STORED_ROUNDS_DIR, RUNS_FILE);
  const seeded = ((await readRecords(seedFile)) ?? []).filter(isJudged);
  const storedKeys = new Set(seeded.map(runKey));
  const latest = new Map<string, RunRecord>();
  for (const record of (await readRecords(path.join(outDir, RUNS_FILE))) ?? []) {
    latest.set(runKey(record), record);
  }
  const added = [...latest.values()].filter(
    (record) => isJudged(record) && !storedKeys.has(runKey(record)),
  );
  if (seeded.length + added.length === 0) return;
  await mkdir(storeDir, { recursive: true });
  // Beside the entries: a writer killed here leaves staging that the store's pruning removes.
  const staging = path.join(storeDir, `.staging-${randomUUID()}`);
  await mkdir(staging);
  try {
    const runsFile = path.join(staging, RUNS_FILE);
    // The seed holds only judged runs, one per (task, repetition), as stored: copied whole.
    if (seeded.length > 0) await copyFile(seedFile, runsFile);
    for (const record of added) await appendRunRecord(runsFile, record);
    const reused = await readReused(outDir);
    await storeReusable(storeDir, parts, staging, {
      runId: options.runId,
      maxAgeMs: options.maxAgeMs,
      ...(options.origin === undefined ? {} : { origin: options.origin }),
      ...(reused === undefined ? {} : { storedAt: reused.storedAt }),
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
