/**
 * The run directories below some folders, summed up: what `verdict runs` lists, and the ids
 * `verdict show` suggests for one that does not exist.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { messageOf, type Problem } from '../errors.js';
import { pathExists } from '../path-exists.js';
import { CONDITIONS_FILE, readConditionsFile } from './conditions-file.js';
import { readRunRecords, RUNS_FILE } from './runs-jsonl.js';

export interface ListedRun {
  runId: string;
  suiteId: string;
  mode: string;
  /** When it started (its conditions file's mtime), ISO 8601. */
  when: string;
  passed: number;
  /** Runs judged (pass, fail, budget_exceeded); errored runs are not. */
  judged: number;
  /** Run records in all. */
  runs: number;
  dir: string;
}

/** The run directories at or just below `root` (a run directory holds conditions.json). */
async function findRunDirs(root: string): Promise<string[]> {
  if (await pathExists(path.join(root, CONDITIONS_FILE))) return [root];
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const dirs = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, entry.name));
  const isRunDir = await Promise.all(
    dirs.map((dir) => pathExists(path.join(dir, CONDITIONS_FILE))),
  );
  return dirs.filter((_, index) => isRunDir[index]);
}

/** One run directory summed up, or a problem naming it. */
async function describeRunDir(dir: string): Promise<ListedRun | Problem> {
  try {
    const [{ runId, conditions }, started] = await Promise.all([
      readConditionsFile(dir),
      stat(path.join(dir, CONDITIONS_FILE)),
    ]);
    const { records } = await readRunRecords(path.join(dir, RUNS_FILE)).catch(() => ({
      records: [],
    }));
    const judged = records.filter((record) => record.status !== 'error');
    return {
      runId,
      suiteId: conditions.suiteId,
      mode: conditions.mode,
      when: started.mtime.toISOString(),
      passed: judged.filter((record) => record.status === 'pass').length,
      judged: judged.length,
      runs: records.length,
      dir,
    };
  } catch (error) {
    return { file: dir, field: '(file)', message: messageOf(error) };
  }
}

/** Every run directory below the roots, newest first, and those that could not be read. */
export async function listRuns(
  roots: readonly string[],
): Promise<{ runs: ListedRun[]; problems: Problem[] }> {
  const dirs = [...new Set((await Promise.all(roots.map(findRunDirs))).flat())];
  const described = await Promise.all(dirs.map(describeRunDir));
  const runs = described.filter((entry): entry is ListedRun => 'runId' in entry);
  runs.sort((a, b) => (a.when < b.when ? 1 : a.when > b.when ? -1 : a.dir < b.dir ? -1 : 1));
  return { runs, problems: described.filter((entry): entry is Problem => !('runId' in entry)) };
}

/** The `count` ids nearest to `wanted` (fewest edits; the newer first on a tie). */
export function nearestRunIds(wanted: string, ids: readonly string[], count = 3): string[] {
  return ids
    .map((id, order) => ({ id, order, distance: editDistance(wanted, id) }))
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, count)
    .map((entry) => entry.id);
}

/** Levenshtein distance, one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length]!;
}
