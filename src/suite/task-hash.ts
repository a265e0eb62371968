/**
 * A task's content as one hash: its definition and the files of its fixture. The history of the
 * default branch keeps it per evaluation, so the flaky rule can tell a task whose verdict flipped
 * with no change to its files from one that was edited in between (src/history/flaky.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { canonicalJson } from '../json/canonical-json.js';
import type { LoadedTask } from './load-suite.js';

export async function hashTask(task: LoadedTask): Promise<string> {
  const { fixtureDir, ...definition } = task;
  const hash = createHash('sha256').update(canonicalJson(definition));
  if (fixtureDir !== undefined) {
    const entries = await readdir(fixtureDir, { recursive: true, withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const file of files) {
      hash.update(`\0${path.relative(fixtureDir, file)}\0`).update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
