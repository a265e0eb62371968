/**
 * A task's definition and fixture files as one hash, kept in the history so that the flaky rule
 * tells a task whose verdict flipped unchanged from one edited in between (history/flaky.ts).
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
