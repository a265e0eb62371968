/**
 * Shards' traces copied into the merged directory, redacted. A shard is the PR's code in the
 * Action, so its record's path is never followed: only the path the run's own key gives, and only
 * a regular file.
 */
import { lstat, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunRecord } from '../run-dir/record-schema.js';
import { traceFileIn, traceFileOf } from '../run-dir/trace-file.js';
import type { ShardInput } from './merge-shards.js';
import { writeRedactedFile } from './redact-files.js';

const isRegularFile = async (file: string): Promise<boolean> =>
  (await lstat(file).catch(() => undefined))?.isFile() === true;

const keyOf = (run: { taskId: string; repetition: number; variant?: string }): string =>
  JSON.stringify([run.variant ?? null, run.taskId, run.repetition]);

/** A trace that cannot be copied is named, never fatal: the report renders without. */
export async function copyShardTraces(
  shards: ReadonlyArray<Pick<ShardInput, 'dir' | 'records'>>,
  merged: readonly RunRecord[],
  outDir: string,
): Promise<{ copied: number; missing: string[] }> {
  const shardOf = new Map<string, string>();
  for (const shard of shards) {
    for (const record of shard.records) shardOf.set(keyOf(record), shard.dir);
  }
  let copied = 0;
  const missing: string[] = [];
  for (const record of merged) {
    if (record.trace === undefined) continue;
    const from = shardOf.get(keyOf(record));
    const source =
      from === undefined || record.trace !== traceFileOf(record)
        ? undefined
        : traceFileIn(from, record);
    const target = traceFileIn(outDir, record);
    if (source === undefined || target === undefined || !(await isRegularFile(source))) {
      missing.push(`${record.taskId} #${record.repetition}`);
      continue;
    }
    await mkdir(path.dirname(target), { recursive: true });
    await writeRedactedFile(target, await readFile(source, 'utf8'));
    copied += 1;
  }
  return { copied, missing };
}
