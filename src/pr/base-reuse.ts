/** Reused base results (SPEC §7): a store of one directory per key (docs/reused-base-results.md). */
import { createHash, randomUUID } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { canonicalJson } from '../json/canonical-json.js';

const REUSED_FILE = 'reused.json';
const ENTRY_FILE = 'entry.json';
const hex = z.string().regex(/^[0-9a-f]{64}$/);

/** Everything the stored results depend on: two evaluations reuse only when all of it is equal. */
const ReuseKeyPartsSchema = z.strictObject({
  commit: z.string().min(1),
  suiteId: z.string(),
  suiteVersion: z.string(),
  harnessVersion: z.string(),
  configHash: z.string(),
  /** Each distinct agent of the suite's tasks: its config name and its command as configured. */
  agents: z.array(z.strictObject({ name: z.string(), command: z.array(z.string()).optional() })),
  provider: z.string(),
  /** The live upstream of each protocol family (never a key). */
  upstreams: z.record(z.string(), z.string()),
  model: z.string(),
  k: z.number().int(),
  /** `k: auto` only, so that fixed and adaptive k never share a key. */
  adaptive: z.strictObject({ minK: z.number().int(), maxK: z.number().int() }).optional(),
  seed: z.number().int(),
  shard: z.string().optional(),
  tasks: z.array(z.string()).optional(),
  grants: z.array(z.string()),
  rates: z.strictObject({ input: z.number(), output: z.number() }).optional(),
  /** What else the caller says the results depend on (`verdict pr`: the setup command). */
  extra: z.string().optional(),
});
export type ReuseKeyParts = z.infer<typeof ReuseKeyPartsSchema>;

const StoredEntrySchema = z.strictObject({
  schemaVersion: z.literal(1),
  key: hex,
  parts: ReuseKeyPartsSchema,
  storedAt: z.iso.datetime(),
  runId: z.string().min(1).max(200),
  origin: z.string().max(2_000).optional(),
});
export type StoredEntry = z.infer<typeof StoredEntrySchema>;

/** `reused.json` of a report directory whose results were copied from the store. */
const ReusedFileSchema = z.strictObject({
  schemaVersion: z.literal(1),
  key: hex,
  commit: z.string().min(1),
  runId: z.string().min(1).max(200),
  storedAt: z.iso.datetime(),
  origin: z.string().max(2_000).optional(),
});
export type ReusedFile = z.infer<typeof ReusedFileSchema>;

/** A store's key: the hash of everything its results depend on (`adaptive-store.ts` keys so too). */
export function reuseKeyOf(parts: unknown): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

export type ReuseLookup =
  { found: true; entry: StoredEntry; dir: string } | { found: false; why: string };

/** Missing, unreadable and invalid alike are undefined. */
export async function readValid<T>(file: string, schema: z.ZodType<T>): Promise<T | undefined> {
  try {
    const parsed = schema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function readEntry(entryDir: string): Promise<StoredEntry | undefined> {
  return readValid(path.join(entryDir, ENTRY_FILE), StoredEntrySchema);
}

function ageOf(entry: StoredEntry, now: number): number {
  return now - Date.parse(entry.storedAt);
}

export async function findReusable(
  storeDir: string,
  parts: ReuseKeyParts,
  maxAgeMs: number,
  now = Date.now(),
): Promise<ReuseLookup> {
  const key = reuseKeyOf(parts);
  const dir = path.join(storeDir, key);
  const entry = await readEntry(dir);
  if (entry === undefined) return { found: false, why: 'no stored results for this key' };
  // The key is a hash: the parts themselves must match too, so that a collision or an edited
  // entry can never pass for these conditions.
  if (entry.key !== key || canonicalJson(entry.parts) !== canonicalJson(parts)) {
    return { found: false, why: 'the stored entry does not match its key' };
  }
  const age = ageOf(entry, now);
  // A clock a little behind is fine; an entry from the future is not to be trusted.
  if (age < -5 * 60_000) return { found: false, why: 'the stored entry is dated in the future' };
  if (age > maxAgeMs) {
    return { found: false, why: `the stored results of ${entry.storedAt} are older than allowed` };
  }
  return { found: true, entry, dir };
}

async function copyFiles(fromDir: string, toDir: string, except: string): Promise<void> {
  for (const entry of await readdir(fromDir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name === except) continue;
    await copyFile(path.join(fromDir, entry.name), path.join(toDir, entry.name));
  }
}

export async function copyReused(found: { entry: StoredEntry; dir: string }, outDir: string) {
  await mkdir(outDir, { recursive: true });
  await copyFiles(found.dir, outDir, ENTRY_FILE);
  return writeReused(found.entry, outDir);
}

export async function writeReused(entry: StoredEntry, outDir: string): Promise<ReusedFile> {
  const reused: ReusedFile = {
    schemaVersion: 1,
    key: entry.key,
    commit: entry.parts.commit,
    runId: entry.runId,
    storedAt: entry.storedAt,
    ...(entry.origin === undefined ? {} : { origin: entry.origin }),
  };
  await writeFile(path.join(outDir, REUSED_FILE), `${JSON.stringify(reused, null, 2)}\n`);
  return reused;
}

interface StoreOptions {
  runId: string;
  origin?: string;
  /** An entry that grows (`k: auto`'s rounds) keeps its first date: the maximum age bounds its oldest run. */
  storedAt?: string;
  /** Older entries are removed while storing, so the store does not grow without end. */
  maxAgeMs: number;
  now?: number;
}

/** Staged in a temporary directory and renamed, so a reader never sees half an entry. */
export async function storeReusable(
  storeDir: string,
  parts: ReuseKeyParts,
  reportDir: string,
  options: StoreOptions,
): Promise<string> {
  const now = options.now ?? Date.now();
  const key = reuseKeyOf(parts);
  await mkdir(storeDir, { recursive: true });
  const staging = path.join(storeDir, `.staging-${randomUUID()}`);
  await mkdir(staging);
  try {
    await copyFiles(reportDir, staging, REUSED_FILE);
    const entry: StoredEntry = {
      schemaVersion: 1,
      key,
      parts,
      storedAt: options.storedAt ?? new Date(now).toISOString(),
      runId: options.runId,
      ...(options.origin === undefined ? {} : { origin: options.origin.slice(0, 2_000) }),
    };
    await writeFile(path.join(staging, ENTRY_FILE), `${JSON.stringify(entry, null, 2)}\n`);
    const target = path.join(storeDir, key);
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  // A maximum age of 0 reuses nothing; it does not empty the store of what others may reuse.
  if (options.maxAgeMs > 0) await pruneStore(storeDir, options.maxAgeMs, now);
  return key;
}

/** Removes entries older than `maxAgeMs`, unreadable ones, and staging left by a killed writer. */
export async function pruneStore(storeDir: string, maxAgeMs: number, now = Date.now()) {
  const names = await readdir(storeDir).catch(() => [] as string[]);
  for (const name of names) {
    const dir = path.join(storeDir, name);
    if (name.startsWith('.staging-')) {
      // Another writer may be mid-way: only staging older than a day is abandoned.
      const modified = await stat(dir).then(
        (info) => info.mtimeMs,
        () => now,
      );
      if (now - modified > 86_400_000) await rm(dir, { recursive: true, force: true });
      continue;
    }
    if (!hex.safeParse(name).success) continue;
    const entry = await readEntry(dir);
    if (entry === undefined || ageOf(entry, now) > maxAgeMs) {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

export function readReused(reportDir: string): Promise<ReusedFile | undefined> {
  return readValid(path.join(reportDir, REUSED_FILE), ReusedFileSchema);
}

export async function countStoredSince(storeDir: string, since: number): Promise<number> {
  let count = 0;
  for (const name of await readdir(storeDir).catch(() => [] as string[])) {
    if (!hex.safeParse(name).success) continue;
    const entry = await readEntry(path.join(storeDir, name));
    if (entry !== undefined && Date.parse(entry.storedAt) >= since) count += 1;
  }
  return count;
}
