/**
 * The invocations `verdict view` shows: the run directories up to `RUN_DIR_DEPTH` folders below
 * its roots (`.verdict`, so its runs, ci, variants and pr folders, and the folders given, such as
 * the `--out` of `verdict pr`, whose runs are in base/<mode>/<suite>/), each read from its
 * conditions.json, runs.jsonl and report.json, never its traces, and kept until one of those three
 * files changes (size or modification time), so a list of a thousand invocations reads only what
 * changed since the last. A folder that kept only its report.json shows that report.
 *
 * An invocation whose report.json is missing, or older than its runs.jsonl and not counting all
 * its records, is still running (or was stopped before its report): its report is rebuilt from the
 * runs so far (`rebuildReport`, the plan as `verdict report` makes it) and it shows its progress.
 */
import { readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { messageOf, type Problem } from '../errors.js';
import { rebuildReport } from '../report/rebuild-report.js';
import { REPORT_JSON_FILE } from '../report/report-files.js';
import { ReportSchema, type Report } from '../report/report-schema.js';
import { CONDITIONS_FILE, readConditionsFile } from '../run-dir/conditions-file.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import { readRunRecords, RUNS_FILE } from '../run-dir/runs-jsonl.js';
import { traceFileIn } from '../run-dir/trace-file.js';
import { renderRunCommand } from '../html/run-commands.js';
import { renderRunTranscript } from '../html/run-transcript.js';
import { readReportRuns } from '../report/report-runs.js';
import { describeRun } from '../report/run-view.js';

export interface Invocation {
  /** How pages address it: its run id, with `~2`, `~3`… after it when another folder has the same. */
  key: string;
  runId: string;
  dir: string;
  /** When it started (its conditions file was written then), ISO 8601. */
  when: string;
  /** report.json when it is current, else rebuilt from the runs recorded so far. */
  report: Report;
  /** False while report.json is missing or behind runs.jsonl: running, or stopped. */
  final: boolean;
  /** Run records in runs.jsonl; known when the report was rebuilt from them. */
  recorded?: number;
}

interface Entry {
  stamp: string;
  read: Promise<{ invocation: Invocation | Problem; records?: RunRecord[] }>;
}

const statOf = (file: string) => stat(file).catch(() => undefined);

/**
 * How deep below a root run directories are looked for: `.verdict/pr/<id>/base/<mode>/<suite>` is
 * five below `.verdict`.
 */
export const RUN_DIR_DEPTH = 5;

/** Folders never looked into: they hold no run directory, and may hold very many folders. */
const SKIPPED = new Set(['node_modules', '.git']);

/**
 * The run directories at or below `root`, at most `depth` folders down: a folder with
 * conditions.json and runs.jsonl, or with report.json (a run whose folder kept only its report),
 * or with conditions.json alone at the root or just below it (a run that has recorded nothing
 * yet, as `verdict runs` lists it). A run directory's own folders (its traces) are not looked into.
 */
export async function findInvocationDirs(root: string, depth = RUN_DIR_DEPTH): Promise<string[]> {
  async function walk(dir: string, level: number): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
    const isRunDir =
      (files.has(CONDITIONS_FILE) && (files.has(RUNS_FILE) || level <= 1)) ||
      files.has(REPORT_JSON_FILE);
    if (isRunDir) return [dir];
    if (level >= depth) return [];
    const below = entries.filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name));
    const found = await Promise.all(
      below.map((entry) => walk(path.join(dir, entry.name), level + 1)),
    );
    return found.flat();
  }
  return walk(root, 0);
}

type FileStats = Awaited<ReturnType<typeof statOf>>;

interface Scanned {
  dir: string;
  /** What changes when any of the three files does. */
  stamp: string;
  stats: { conditions: FileStats; runs: FileStats; report: FileStats };
}

async function scanDir(dir: string): Promise<Scanned> {
  const [conditions, runs, report] = await Promise.all(
    [CONDITIONS_FILE, RUNS_FILE, REPORT_JSON_FILE].map((name) => statOf(path.join(dir, name))),
  );
  const stamp = [conditions, runs, report]
    .map((stats) => (stats === undefined ? '-' : `${stats.size}@${stats.mtimeMs}`))
    .join(' ');
  return { dir, stamp, stats: { conditions, runs, report } };
}

async function readSavedReport(dir: string, runId: string): Promise<Report | undefined> {
  try {
    const report = ReportSchema.parse(
      JSON.parse(await readFile(path.join(dir, REPORT_JSON_FILE), 'utf8')),
    );
    return report.runId === runId ? report : undefined;
  } catch {
    return undefined;
  }
}

const readRecords = (dir: string): Promise<RunRecord[]> =>
  readRunRecords(path.join(dir, RUNS_FILE)).then(
    (read) => read.records,
    () => [],
  );

async function readInvocation({ dir, stats }: Scanned): Promise<Awaited<Entry['read']>> {
  try {
    if (stats.conditions === undefined && stats.report !== undefined)
      return await readReportOnly(dir, stats.report);
    const started = await readConditionsFile(dir);
    const { runs: runsStats, report: reportStats } = stats;
    const base = { key: started.runId, runId: started.runId, dir };
    const when = (stats.conditions?.mtime ?? new Date(0)).toISOString();
    const saved = await readSavedReport(dir, started.runId);
    // Newer than runs.jsonl, or (a folder copied without its files' times) counting every record.
    const newer =
      saved !== undefined &&
      reportStats !== undefined &&
      (runsStats === undefined || reportStats.mtimeMs >= runsStats.mtimeMs);
    if (newer) return { invocation: { ...base, when, report: saved, final: true } };
    const records = await readRecords(dir);
    const { observed, error } = saved?.summary.counts ?? { observed: -1, error: 0 };
    if (saved !== undefined && observed + error === records.length) {
      return { invocation: { ...base, when, report: saved, final: true }, records };
    }
    // A report written before the runs went on still knows the suite's order and titles.
    const tasks = saved?.tasks.map(({ taskId, title }) =>
      title === undefined ? { id: taskId } : { id: taskId, title },
    );
    const { report } = rebuildReport(started, records, tasks === undefined ? {} : { tasks });
    return {
      invocation: { ...base, when, report, final: false, recorded: records.length },
      records,
    };
  } catch (error) {
    return { invocation: { file: dir, field: '(file)', message: messageOf(error) } };
  }
}

/** A folder that kept only its report.json: the report as it is, and no runs to open. */
async function readReportOnly(
  dir: string,
  reportStats: NonNullable<FileStats>,
): Promise<Awaited<Entry['read']>> {
  const report = ReportSchema.parse(
    JSON.parse(await readFile(path.join(dir, REPORT_JSON_FILE), 'utf8')),
  );
  const when = reportStats.mtime.toISOString();
  return {
    invocation: { key: report.runId, runId: report.runId, dir, when, report, final: true },
    records: [],
  };
}

export interface InvocationList {
  /** Newest first. */
  invocations: Invocation[];
  /** Run directories that could not be read, each named. */
  problems: Problem[];
}

export interface InvocationIndex {
  list(): Promise<InvocationList>;
  find(key: string): Promise<Invocation | undefined>;
  /** The invocation's run records (read once per change of its files). */
  recordsOf(invocation: Invocation): Promise<RunRecord[]>;
  /** Changes whenever the list or any invocation's files do; stats only, reads nothing. */
  signature(): Promise<string>;
}

export function createInvocationIndex(roots: readonly string[]): InvocationIndex {
  const cache = new Map<string, Entry>();

  async function scan(): Promise<Scanned[]> {
    const found = await Promise.all(roots.map((root) => findInvocationDirs(root)));
    const dirs = [...new Set(found.flat())];
    return Promise.all(dirs.map(scanDir));
  }

  async function list(): Promise<InvocationList> {
    const scanned = await scan();
    const present = new Set(scanned.map(({ dir }) => dir));
    for (const dir of cache.keys()) if (!present.has(dir)) cache.delete(dir);
    const read = await Promise.all(
      scanned.map(async (found) => {
        let entry = cache.get(found.dir);
        if (entry?.stamp !== found.stamp) {
          entry = { stamp: found.stamp, read: readInvocation(found) };
          cache.set(found.dir, entry);
        }
        return (await entry.read).invocation;
      }),
    );
    const invocations = read.filter((entry): entry is Invocation => 'runId' in entry);
    invocations.sort((a, b) =>
      a.when < b.when ? 1 : a.when > b.when ? -1 : a.dir < b.dir ? -1 : 1,
    );
    const seen = new Map<string, number>();
    const keyed = invocations.map((invocation) => {
      const count = (seen.get(invocation.runId) ?? 0) + 1;
      seen.set(invocation.runId, count);
      return count === 1 ? invocation : { ...invocation, key: `${invocation.runId}~${count}` };
    });
    return {
      invocations: keyed,
      problems: read.filter((entry): entry is Problem => !('runId' in entry)),
    };
  }

  return {
    list,
    async find(key) {
      return (await list()).invocations.find((invocation) => invocation.key === key);
    },
    async recordsOf(invocation) {
      const read = await cache.get(invocation.dir)?.read;
      if (read === undefined) return readRecords(invocation.dir);
      read.records ??= await readRecords(invocation.dir);
      return read.records;
    },
    async signature() {
      return (await scan()).map(({ dir, stamp }) => `${dir} ${stamp}`).join('\n');
    },
  };
}

/**
 * A run's transcript as report.html renders it (`readReportRuns`), unless its trace leaves the run
 * directory: `traceFileIn` refuses a path that does, and a link that points out of it is refused
 * here, so the page shows what the run record keeps.
 */
export async function readRunTranscript(
  dir: string,
  record: RunRecord,
  runDir: string,
): Promise<string> {
  const file = traceFileIn(dir, record);
  const [root, real] = await Promise.all([
    realpath(dir),
    file === undefined ? undefined : realpath(file).catch(() => undefined),
  ]);
  const showCommand = renderRunCommand('show', runDir, record);
  const fromRecord = (notice: string) =>
    renderRunTranscript(describeRun(record, undefined), { showCommand, notice });
  if (real !== undefined && !real.startsWith(`${root}${path.sep}`)) {
    return fromRecord(
      'No transcript: its trace is a link that leads out of the run folder, so it is not read. What the run record keeps is below.',
    );
  }
  const { runs } = await readReportRuns(dir, [record], { runDir });
  return (
    runs[0]?.transcript ??
    fromRecord(
      'No transcript here: it is larger than a page holds. What the run record keeps is below.',
    )
  );
}
