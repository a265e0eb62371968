/**
 * The default branch's history (docs/history.md): `<dir>/<suite>.<mode>.jsonl`, one entry per
 * commit, the last `MAX_HISTORY_COMMITS`. A re-evaluation of a stored commit adds its runs (SPEC §5)
 * unless its report is counted already; another model or suite version replaces the entry.
 * Each append rewrites the file atomically; two concurrent appends may lose one entry, which the
 * Action (one evaluation per job) never does. Reading never throws on content.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatProblem, InfrastructureError, messageOf, type Problem } from '../errors.js';
import { writeFileAtomically } from '../run-dir/atomic-write.js';
import { parseJsonLines } from '../run-dir/json-lines.js';
import {
  HistoryEntrySchema,
  type HistoryEntry,
  type HistoryMode,
  type HistoryTask,
} from './history-schema.js';

export const HISTORY_DIR = '.verdict/history';
export const MAX_HISTORY_COMMITS = 50;

export function historyFileOf(dir: string, suite: string, mode: HistoryMode): string {
  return path.join(dir, `${suite}.${mode}.jsonl`);
}

export interface HistoryRead {
  entries: HistoryEntry[];
  problems: Problem[];
}

export interface HistoryAppended {
  file: string;
  /** Merged, replaced or new. */
  stored: HistoryEntry;
  /** Unreadable lines of the old file, which the rewrite dropped. */
  problems: Problem[];
}

async function readHistoryFile(file: string): Promise<HistoryRead> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    const problem = { file, field: '(file)', message: `cannot be read: ${messageOf(error)}` };
    return { entries: [], problems: missing ? [] : [problem] };
  }
  const { lines, problems } = parseJsonLines(text, file, () => HistoryEntrySchema);
  return { entries: lines.map((line) => line.value), problems };
}

function selects(name: string, filter: { suite?: string; mode?: HistoryMode }): boolean {
  const match = /^(.+)\.(live|replay)\.jsonl$/.exec(name);
  if (match === null) return false;
  return (
    (filter.suite === undefined || match[1] === filter.suite) &&
    (filter.mode === undefined || match[2] === filter.mode)
  );
}

/** The entries stored in `dir` for a suite and mode (each optional). */
export async function readHistory(
  dir: string,
  filter: { suite?: string; mode?: HistoryMode } = {},
): Promise<HistoryRead> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => selects(name, filter)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], problems: [] };
    const message = `cannot be read: ${messageOf(error)}`;
    return { entries: [], problems: [{ file: dir, field: '(directory)', message }] };
  }
  const read = await Promise.all(names.map((name) => readHistoryFile(path.join(dir, name))));
  const entries = read.flatMap((file) => file.entries);
  return {
    entries: entries.filter(
      (entry) =>
        (filter.suite === undefined || entry.suite === filter.suite) &&
        (filter.mode === undefined || entry.mode === filter.mode),
    ),
    problems: read.flatMap((file) => file.problems),
  };
}

function addTasks(stored: readonly HistoryTask[], added: readonly HistoryTask[]): HistoryTask[] {
  const byTask = new Map(stored.map((task) => [task.task, { ...task }]));
  for (const task of added) {
    const old = byTask.get(task.task);
    const sums =
      old === undefined
        ? {}
        : {
            runs: old.runs + task.runs,
            passes: old.passes + task.passes,
            errors: old.errors + task.errors,
          };
    byTask.set(task.task, { ...old, ...task, ...sums });
  }
  return [...byTask.values()];
}

/** `entry` as it should be stored beside `old`, an entry of the same commit (see the header). */
function combine(old: HistoryEntry, entry: HistoryEntry): HistoryEntry {
  if (old.model !== entry.model || old.suiteVersion !== entry.suiteVersion) return entry;
  if (entry.runIds.every((runId) => old.runIds.includes(runId))) return old;
  return {
    ...old,
    evaluatedAt: entry.evaluatedAt > old.evaluatedAt ? entry.evaluatedAt : old.evaluatedAt,
    runIds: [...new Set([...old.runIds, ...entry.runIds])],
    tasks: addTasks(old.tasks, entry.tasks),
  };
}

/** Stores one evaluation in its suite and mode's file under `dir` (see the header). */
export async function appendHistory(dir: string, entry: HistoryEntry): Promise<HistoryAppended> {
  const valid = HistoryEntrySchema.parse(entry);
  const file = historyFileOf(dir, valid.suite, valid.mode);
  await mkdir(dir, { recursive: true });
  const { entries, problems } = await readHistoryFile(file);
  // A file that exists but cannot be read is not rewritten: that would lose its history.
  const unreadable = problems.find((problem) => problem.field === '(file)');
  if (unreadable !== undefined) throw new InfrastructureError(formatProblem(unreadable));
  const kept = entries.filter((old) => old.suite === valid.suite && old.mode === valid.mode);
  const index = kept.findIndex((old) => old.commit === valid.commit);
  const stored = index === -1 ? valid : combine(kept[index]!, valid);
  if (index === -1) kept.push(stored);
  else kept[index] = stored;
  const lines = kept.slice(-MAX_HISTORY_COMMITS).map((line) => `${JSON.stringify(line)}\n`);
  await writeFileAtomically(file, lines.join(''));
  return { file, stored, problems };
}
