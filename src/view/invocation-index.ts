/**
 * The invocations `verdict view` shows, each cached until one of its three files changes (size or
 * time). A finished invocation is listed from its report's head; one whose report.json is missing
 * or behind runs.jsonl is running (or stopped), and its report is rebuilt from the runs so far.
 * Synchronous node:fs: a third to a fifth of the CPU time of the promise forms (`view-list` in
 * bench/view.mjs), and this server's one user waits for them either way.
 */
import { readdirSync, readFileSync, statSync, type Dirent, type Stats } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { messageOf, type Problem } from '../errors.js';
import { rebuildReport, taskHintsOf } from '../report/rebuild-report.js';
import {
  readRecordsOf,
  readReportJson,
  readSavedReport,
  REPORT_JSON_FILE,
} from '../report/report-files.js';
import { ReportSchema, ReportSummarySchema, type Report } from '../report/report-schema.js';
import { z } from 'zod';
import { CONDITIONS_FILE, readConditionsFile } from '../run-dir/conditions-file.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import { RUNS_FILE } from '../run-dir/runs-jsonl.js';
import { traceFileIn } from '../run-dir/trace-file.js';
import { readReportRuns, transcriptFromRecord } from '../report/report-runs.js';

/** What the list shows of a report; the rest is left unread. */
const ReportHeadSchema = z.object({
  format: ReportSchema.shape.format,
  runId: ReportSchema.shape.runId,
  state: ReportSchema.shape.state,
  conditions: ReportSchema.shape.conditions,
  summary: z.object({ counts: ReportSummarySchema.shape.counts }),
});
export type ReportHead = z.infer<typeof ReportHeadSchema>;

export interface ListedInvocation {
  /** Its run id, with `~2`, `~3`… after it when another folder has the same. */
  key: string;
  runId: string;
  dir: string;
  /** When its conditions file was written, ISO 8601. */
  when: string;
  report: ReportHead;
  /** False while report.json is missing or behind runs.jsonl: running, or stopped. */
  final: boolean;
  /** Run records in runs.jsonl, when the report was rebuilt from them. */
  recorded?: number;
}

export interface Invocation extends ListedInvocation {
  report: Report;
}

type Read<T> = { invocation: T | Problem; records?: RunRecord[] };

interface Entry {
  scanned: Scanned;
  listed: Promise<Read<ListedInvocation>>;
  /** Read when a page asks for it (at once when the list needs it). */
  whole?: Promise<Read<Invocation>>;
}

/** `.verdict/pr/<id>/base/<mode>/<suite>` is five below `.verdict`. */
export const RUN_DIR_DEPTH = 5;

/** Folders never looked into: they hold no run directory, and may hold very many folders. */
const SKIPPED = new Set(['node_modules', '.git']);

export type FileStats = Stats | undefined;

export interface Scanned {
  dir: string;
  /** Changes when any of the three files does. */
  stamp: string;
  stats: { conditions: FileStats; runs: FileStats; report: FileStats };
}

function scanDir(dir: string): Scanned {
  const [conditions, runs, report] = [CONDITIONS_FILE, RUNS_FILE, REPORT_JSON_FILE].map((name) => {
    const stats = statSync(path.join(dir, name), { throwIfNoEntry: false });
    return stats?.isFile() === true ? stats : undefined;
  });
  const stamp = [conditions, runs, report]
    .map((stats) => (stats === undefined ? '-' : `${stats.size}@${stats.mtimeMs}`))
    .join(' ');
  return { dir, stamp, stats: { conditions, runs, report } };
}

const NOTHING = '- - -';

/**
 * Run directories at or below `root`: a folder with conditions.json and runs.jsonl, or report.json
 * alone, or conditions.json alone at most one level down (nothing recorded yet, as `verdict runs`
 * lists it). A run directory's own folders (its traces) are not looked into.
 */
export function scanInvocationDirs(root: string, depth = RUN_DIR_DEPTH): Scanned[] {
  function walk(dir: string, level: number): Scanned[] {
    const scanned = scanDir(dir);
    const { conditions, runs, report } = scanned.stats;
    if ((conditions !== undefined && (runs !== undefined || level <= 1)) || report !== undefined) {
      return [scanned];
    }
    if (level >= depth) return [];
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries
      .filter((entry) => entry.isDirectory() && !SKIPPED.has(entry.name))
      .flatMap((entry) => walk(path.join(dir, entry.name), level + 1));
  }
  return walk(root, 0);
}

/**
 * Written after the invocation started and after its last record. A folder copied without its
 * files' times is read as a running one, and its report is final when it counts every record.
 */
function isReportCurrent({ stats }: Scanned): boolean {
  const { conditions, runs, report } = stats;
  return (
    report !== undefined &&
    conditions !== undefined &&
    report.mtimeMs >= conditions.mtimeMs &&
    (runs === undefined || report.mtimeMs >= runs.mtimeMs)
  );
}

function readReportHead(dir: string): ReportHead | undefined {
  try {
    const parsed = ReportHeadSchema.safeParse(
      JSON.parse(readFileSync(path.join(dir, REPORT_JSON_FILE), 'utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A finished invocation from its report's head alone; undefined when it must be read whole. */
function readListed(scanned: Scanned): ListedInvocation | undefined {
  const { dir, stats } = scanned;
  if (!isReportCurrent(scanned) || stats.conditions === undefined) return undefined;
  const head = readReportHead(dir);
  if (head === undefined) return undefined;
  const when = stats.conditions.mtime.toISOString();
  return { key: head.runId, runId: head.runId, dir, when, report: head, final: true };
}

async function readInvocation({ dir, stats }: Scanned): Promise<Read<Invocation>> {
  try {
    if (stats.conditions === undefined && stats.report !== undefined) {
      const report = await readReportJson(dir);
      const when = stats.report.mtime.toISOString();
      const invocation = { key: report.runId, runId: report.runId, dir, when, report, final: true };
      return { invocation, records: [] };
    }
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
    const records = await readRecordsOf(dir);
    const { observed, error } = saved?.summary.counts ?? { observed: -1, error: 0 };
    if (saved !== undefined && observed + error === records.length) {
      return { invocation: { ...base, when, report: saved, final: true }, records };
    }
    // A report written before the runs went on still knows the suite's order and titles.
    const hints = saved === undefined ? {} : { tasks: taskHintsOf(saved) };
    const { report } = rebuildReport(started, records, hints);
    return {
      invocation: { ...base, when, report, final: false, recorded: records.length },
      records,
    };
  } catch (error) {
    return { invocation: { file: dir, field: '(file)', message: messageOf(error) } };
  }
}

const isProblem = (read: ListedInvocation | Problem): read is Problem => !('runId' in read);

export interface InvocationList {
  /** Newest first. */
  invocations: ListedInvocation[];
  /** Run directories that could not be read, each named. */
  problems: Problem[];
}

export interface InvocationIndex {
  list(): Promise<InvocationList>;
  find(key: string): Promise<Invocation | undefined>;
  /** Read once per change of its files. */
  recordsOf(invocation: ListedInvocation): Promise<RunRecord[]>;
  /** Changes whenever the list or any invocation's files do; stats only, reads nothing. */
  signature(): Promise<string>;
}

export function createInvocationIndex(roots: readonly string[]): InvocationIndex {
  const cache = new Map<string, Entry>();
  /** Each key of the last list → its folder, so that a page need not look at every folder. */
  let folders = new Map<string, string>();

  function scan(): Scanned[] {
    const found = new Map(
      roots.flatMap((root) => scanInvocationDirs(root)).map((one) => [one.dir, one]),
    );
    return [...found.values()];
  }

  function entryOf(scanned: Scanned): Entry {
    const known = cache.get(scanned.dir);
    if (known?.scanned.stamp === scanned.stamp) return known;
    const listed = readListed(scanned);
    let entry: Entry;
    if (listed === undefined) {
      const whole = readInvocation(scanned);
      entry = { scanned, listed: whole, whole };
    } else {
      entry = { scanned, listed: Promise.resolve({ invocation: listed }) };
    }
    cache.set(scanned.dir, entry);
    return entry;
  }

  function wholeOf(entry: Entry): Promise<Read<Invocation>> {
    entry.whole ??= readInvocation(entry.scanned);
    return entry.whole;
  }

  async function list(): Promise<InvocationList> {
    const scanned = scan();
    const present = new Set(scanned.map(({ dir }) => dir));
    for (const dir of cache.keys()) if (!present.has(dir)) cache.delete(dir);
    const read = (await Promise.all(scanned.map((found) => entryOf(found).listed))).map(
      ({ invocation }) => invocation,
    );
    const invocations = read.filter((entry): entry is ListedInvocation => !isProblem(entry));
    invocations.sort((a, b) =>
      a.when < b.when ? 1 : a.when > b.when ? -1 : a.dir < b.dir ? -1 : 1,
    );
    const seen = new Map<string, number>();
    const keyed = invocations.map((invocation) => {
      const count = (seen.get(invocation.runId) ?? 0) + 1;
      seen.set(invocation.runId, count);
      return count === 1 ? invocation : { ...invocation, key: `${invocation.runId}~${count}` };
    });
    folders = new Map(keyed.map(({ key, dir }) => [key, dir]));
    return { invocations: keyed, problems: read.filter(isProblem) };
  }

  /** A key without `~` is found in its folder alone; others (or a gone folder) by a new list. */
  async function findListed(key: string): Promise<ListedInvocation | undefined> {
    const dir = folders.get(key);
    if (dir !== undefined && !key.includes('~')) {
      const scanned = scanDir(dir);
      if (scanned.stamp !== NOTHING) {
        const { invocation } = await entryOf(scanned).listed;
        if (!isProblem(invocation) && invocation.runId === key) return invocation;
      }
    }
    return (await list()).invocations.find((invocation) => invocation.key === key);
  }

  return {
    list,
    async find(key) {
      const listed = await findListed(key);
      const entry = listed === undefined ? undefined : cache.get(listed.dir);
      if (listed === undefined || entry === undefined) return undefined;
      const { invocation } = await wholeOf(entry);
      return isProblem(invocation) ? undefined : { ...invocation, key: listed.key };
    },
    async recordsOf(invocation) {
      const entry = cache.get(invocation.dir);
      const read = entry === undefined ? undefined : await wholeOf(entry);
      if (read === undefined) return readRecordsOf(invocation.dir);
      read.records ??= await readRecordsOf(invocation.dir);
      return read.records;
    },
    signature() {
      return Promise.resolve(
        scan()
          .map(({ dir, stamp }) => `${dir} ${stamp}`)
          .join('\n'),
      );
    },
  };
}

/** As report.html renders it, unless its trace is a link that leads out of the run directory. */
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
  const fromRecord = (notice: string) => transcriptFromRecord(record, runDir, notice);
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
