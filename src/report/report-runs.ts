/**
 * The runs report.html opens, each with its transcript rendered when the report is written.
 * Embedded, not loaded when opened: a page opened from `file://` cannot read the files beside it
 * (Chromium refuses `fetch` there, and the page's policy refuses every script but its own), and the
 * report must open from an artifact zip. Up to `TRANSCRIPTS_MAX_BYTES` in all, failed runs first,
 * then by repetition across tasks (every task's first failures get in before any task's tenth);
 * reading stops at the first transcript that no longer fits, so traces past the limit are never
 * read. A missing or unreadable trace costs only its run's transcript.
 */
import path from 'node:path';
import { messageOf } from '../errors.js';
import { renderRunCommand } from '../html/run-commands.js';
import { renderRunTranscript } from '../html/run-transcript.js';
import { compareRunsForReading, type ReportRuns, type RunEntry } from '../html/runs-section.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import { readTrace, traceFileIn, traceFileOf, type TraceRead } from '../run-dir/trace-file.js';
import { describeRun } from '../run-dir/run-view.js';
import { reasonOf } from './failure-reasons.js';

/**
 * The bytes of transcripts report.html holds at most. Measured: a report of 1,000 runs whose
 * transcripts would take 16 MB is 8.7 MB with this limit (0.9 MB without transcripts); headless
 * Chromium opens it in under 2 s, 0.6 s more than without them, and opens a run at once.
 */
export const TRANSCRIPTS_MAX_BYTES = 8 * 1024 * 1024;

/** How many traces are read ahead of the one being rendered (`readReportRuns`). */
const READ_AHEAD = 8;

export interface ReportRunsOptions {
  /** The run folder as the page's commands name it; `dir`, absolute, when absent. */
  runDir?: string;
  /** Defaults to `TRANSCRIPTS_MAX_BYTES`. */
  maxBytes?: number;
}

/** What the run record keeps, as a transcript, with `notice` saying why there is no more. */
export function transcriptFromRecord(record: RunRecord, runDir: string, notice: string): string {
  const showCommand = renderRunCommand('show', runDir, record);
  return renderRunTranscript(describeRun(record, undefined), { showCommand, notice });
}

/** One run's transcript, from its trace, or from its record with a note saying why. */
async function renderTranscriptOf(dir: string, record: RunRecord, runDir: string): Promise<string> {
  const file = record.trace ?? traceFileOf(record);
  const fromRecord = (notice: string) => transcriptFromRecord(record, runDir, notice);
  const resolved = traceFileIn(dir, record);
  if (resolved === undefined) {
    return fromRecord(
      `No transcript: its record names ${file}, which is not in this run's folder. What the run record keeps is below.`,
    );
  }
  let read: TraceRead;
  try {
    read = await readTrace(resolved);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fromRecord(
      code === 'ENOENT'
        ? `No transcript: ${file} is not in this run's folder (a run from before runs kept traces, or a folder copied without them). What the run record keeps is below.`
        : `No transcript: ${file} cannot be read (${messageOf(error)}). What the run record keeps is below.`,
    );
  }
  const [first, ...more] = read.problems;
  if (first !== undefined) {
    const where = `${file}: ${first.subject === undefined ? '' : `${first.subject}: `}${first.field}: ${first.message}`;
    return fromRecord(
      `No transcript: the trace is corrupt at ${where}${more.length === 0 ? '' : ` (and ${more.length} more problem(s))`}. What the run record keeps is below.`,
    );
  }
  const showCommand = renderRunCommand('show', runDir, record);
  return renderRunTranscript(describeRun(record, read.events), { showCommand });
}

/** Every record as a run of the page, with the transcripts that fit. */
export async function readReportRuns(
  dir: string,
  records: readonly RunRecord[],
  options: ReportRunsOptions = {},
): Promise<ReportRuns> {
  const runDir = options.runDir ?? path.resolve(dir);
  const maxBytes = options.maxBytes ?? TRANSCRIPTS_MAX_BYTES;
  const taskOrder = new Map<string, number>();
  for (const record of records) {
    if (!taskOrder.has(record.taskId)) taskOrder.set(record.taskId, taskOrder.size);
  }
  const byPriority = [...records].sort(
    (a, b) =>
      compareRunsForReading(a, b) ||
      (taskOrder.get(a.taskId) ?? 0) - (taskOrder.get(b.taskId) ?? 0),
  );
  const transcripts = new Map<RunRecord, string>();
  let room = maxBytes;
  // The next few traces are read while one is rendered: one at a time, a 500-run report waited
  // for 2,000 trips through the thread pool in a row. A few read past the limit are dropped.
  const ahead: Array<Promise<string>> = [];
  let next = 0;
  const readAhead = (): void => {
    while (ahead.length < READ_AHEAD && next < byPriority.length) {
      ahead.push(renderTranscriptOf(dir, byPriority[next] as RunRecord, runDir));
      next += 1;
    }
  };
  try {
    for (const record of byPriority) {
      readAhead();
      const html = await (ahead.shift() as Promise<string>);
      const bytes = Buffer.byteLength(html);
      if (bytes > room) break;
      room -= bytes;
      transcripts.set(record, html);
    }
  } finally {
    for (const dropped of ahead) dropped.catch(() => undefined);
  }
  const runs = records.map((record) => runEntryOf(record, transcripts.get(record)));
  return { runDir, runs, maxBytes };
}

/** A run as the Runs section lists it, with its transcript's HTML (or a link to it) when given. */
export function runEntryOf(record: RunRecord, transcript?: string): RunEntry {
  const reason = reasonOf(record);
  return {
    taskId: record.taskId,
    repetition: record.repetition,
    ...(record.variant === undefined ? {} : { variant: record.variant }),
    status: record.status,
    ...(reason === undefined ? {} : { reason }),
    ...(transcript === undefined ? {} : { transcript }),
  };
}
