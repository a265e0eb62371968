/**
 * The runs report.html opens, transcripts embedded: a page from `file://` or an artifact zip cannot
 * fetch the files beside it. Up to `TRANSCRIPTS_MAX_BYTES`, failed runs first, then by repetition
 * across tasks; reading stops at the first that does not fit. A bad trace costs only its run's.
 */
import path from 'node:path';
import { messageOf } from '../errors.js';
import { renderRunCommand } from '../html/run-commands.js';
import { renderRunTranscript } from '../html/run-transcript.js';
import { compareRunsForReading, type ReportRuns, type RunEntry } from '../html/runs-section.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import {
  readTrace,
  traceFileIn,
  traceFileOf,
  type KeptTraces,
  type TraceRead,
} from '../run-dir/trace-file.js';
import { describeRun } from '../run-dir/run-view.js';
import { reasonOf } from './failure-reasons.js';

/** Measured: 1,000 runs (16 MB of transcripts) make 8.7 MB, opened by Chromium in under 2 s. */
export const TRANSCRIPTS_MAX_BYTES = 8 * 1024 * 1024;

const READ_AHEAD = 8;

export interface ReportRunsOptions {
  /** As the page's commands name it; `dir`, absolute, when absent. */
  runDir?: string;
  maxBytes?: number;
  /** The traces this process wrote, read from memory instead of their files. */
  kept?: KeptTraces;
}

export function transcriptFromRecord(record: RunRecord, runDir: string, notice: string): string {
  const showCommand = renderRunCommand('show', runDir, record);
  return renderRunTranscript(describeRun(record, undefined), { showCommand, notice });
}

async function renderTranscriptOf(
  dir: string,
  record: RunRecord,
  runDir: string,
  kept: KeptTraces | undefined,
): Promise<string> {
  const file = record.trace ?? traceFileOf(record);
  const showCommand = renderRunCommand('show', runDir, record);
  const written = kept?.get(file);
  if (written !== undefined)
    return renderRunTranscript(describeRun(record, written), { showCommand });
  const fromRecord = (why: string) =>
    transcriptFromRecord(
      record,
      runDir,
      `No transcript: ${why}. What the run record keeps is below.`,
    );
  const resolved = traceFileIn(dir, record);
  if (resolved === undefined) {
    return fromRecord(`its record names ${file}, which is not in this run's folder`);
  }
  let read: TraceRead;
  try {
    read = await readTrace(resolved);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return fromRecord(
      code === 'ENOENT'
        ? `${file} is not in this run's folder (a run from before runs kept traces, or a folder copied without them)`
        : `${file} cannot be read (${messageOf(error)})`,
    );
  }
  const [first, ...more] = read.problems;
  if (first !== undefined) {
    const where = `${file}: ${first.subject === undefined ? '' : `${first.subject}: `}${first.field}: ${first.message}`;
    return fromRecord(
      `the trace is corrupt at ${where}${more.length === 0 ? '' : ` (and ${more.length} more problem(s))`}`,
    );
  }
  return renderRunTranscript(describeRun(record, read.events), { showCommand });
}

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
  // Read ahead: one at a time, a 500-run report waited for 2,000 thread-pool trips in a row.
  const ahead: Array<Promise<string>> = [];
  let next = 0;
  const readAhead = (): void => {
    while (ahead.length < READ_AHEAD && next < byPriority.length) {
      ahead.push(renderTranscriptOf(dir, byPriority[next] as RunRecord, runDir, options.kept));
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
