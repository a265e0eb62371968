/**
 * Continuation across re-runs of `k: auto` (SPEC §5, docs/adaptive-k.md): a suite's final record of
 * rounds is stored under a key of everything the evidence depends on, and a later evaluation of the
 * same two commits resumes each task's e-process from it, so a re-run adds to the same evidence
 * instead of manufacturing a verdict. A missing, unreadable or mismatched entry means a fresh test.
 */
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { canonicalJson } from '../json/canonical-json.js';
import { writeFileAtomically } from '../run-dir/atomic-write.js';
import { AdaptiveRecordSchema, type AdaptiveRecord } from '../stats/adaptive-k.js';
import { readValid, reuseKeyOf } from './base-reuse.js';

export const AdaptiveKeyPartsSchema = z.strictObject({
  baseSha: z.string().min(1),
  headSha: z.string().min(1),
  suiteId: z.string(),
  suiteVersion: z.strictObject({ base: z.string(), head: z.string() }),
  model: z.string(),
  seed: z.number().int(),
  rule: z.strictObject({
    alpha: z.number(),
    delta: z.number(),
    minK: z.number().int(),
    maxK: z.number().int(),
  }),
  /** What fixes each side's configuration hash besides the commits (never a key). */
  configuration: z.string(),
});
export type AdaptiveKeyParts = z.infer<typeof AdaptiveKeyPartsSchema>;

const StoredAdaptiveSchema = z.strictObject({
  schemaVersion: z.literal(1),
  key: z.string().regex(/^[0-9a-f]{64}$/),
  parts: AdaptiveKeyPartsSchema,
  storedAt: z.iso.datetime(),
  /** Each side's configuration hash as its reports recorded it. */
  configHashes: z.strictObject({ base: z.string(), head: z.string() }),
  record: AdaptiveRecordSchema,
});

function fileOf(dir: string, key: string): string {
  return path.join(dir, 'adaptive', `${key}.json`);
}

export async function findStoredAdaptive(
  dir: string,
  parts: AdaptiveKeyParts,
): Promise<{ record: AdaptiveRecord; storedAt: string } | undefined> {
  const key = reuseKeyOf(parts);
  const entry = await readValid(fileOf(dir, key), StoredAdaptiveSchema);
  // The key is a hash: the parts themselves must match too.
  if (entry?.key !== key || canonicalJson(entry.parts) !== canonicalJson(parts)) return undefined;
  return { record: entry.record, storedAt: entry.storedAt };
}

export async function storeAdaptive(
  dir: string,
  parts: AdaptiveKeyParts,
  record: AdaptiveRecord,
  configHashes: { base: string; head: string },
): Promise<void> {
  const key = reuseKeyOf(parts);
  await mkdir(path.join(dir, 'adaptive'), { recursive: true });
  const entry = {
    schemaVersion: 1 as const,
    key,
    parts,
    storedAt: new Date().toISOString(),
    configHashes,
    record,
  };
  await writeFileAtomically(fileOf(dir, key), `${JSON.stringify(entry, null, 2)}\n`);
}

/** How many records were stored at or after `since` (ms since the epoch): the cache saves them. */
export async function countStoredAdaptiveSince(dir: string, since: number): Promise<number> {
  const names = await readdir(path.join(dir, 'adaptive')).catch(() => [] as string[]);
  let count = 0;
  for (const name of names.filter((entry) => entry.endsWith('.json'))) {
    const entry = await readValid(path.join(dir, 'adaptive', name), StoredAdaptiveSchema);
    if (entry !== undefined && Date.parse(entry.storedAt) >= since) count += 1;
  }
  return count;
}
