/**
 * Reused base runs under `k: auto`, one repetition at a time: round r takes the stored base run of
 * repetition r where there is one, and each round's judged runs go back into the store
 * (docs/adaptive-k.md, "The base's stored runs").
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

/** The stored runs a side may reuse, as they were before round 1. */
const STORED_ROUNDS_DIR = 'stored-rounds';

const runKey = (run: { taskId: string; repetition: number }) => `${run.taskId}#${run.repetition}`;
const isJudged = (record: RunRecord) => record.status !== 'error';

async function readRecords(file: string): Promise<RunRecord[] | undefined> {
  return readRunRecords(file).then(
    (read) => read.records,
    () => undefined,
  );
}

export async function seedStoredRounds(
  found: { entry: StoredEntry; dir: string },
  outDir: string,
): Promise<ReusedFile> {
  const seedDir = path.join(outDir, STORED_ROUNDS_DIR);
  await mkdir(seedDir, { recursive: true });
  await copyFile(path.join(found.dir, RUNS_FILE), path.join(seedDir, RUNS_FILE));
  return writeReused(found.entry, outDir);
}

/** Appends the stored runs of the plan to `outDir`'s runs.jsonl; the rest of the plan runs live. */
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

/** Stores the seed's runs and `outDir`'s new judged runs, keeping the seed's date. */
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
