/**
 * The files of a run directory: `runs.jsonl`, appended and flushed as each run ends so that a killed
 * process loses only the runs in flight, and `report.json` / `report.md`, replaced atomically so that
 * a reader never sees half a report.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Problem } from '../errors.js';
import { problemsOfIssues } from '../provider/cassette-problems.js';
import { RunRecordSchema, type RunRecord } from '../runner/run-record.js';
import { renderReportMarkdown } from './render-markdown.js';
import { ReportSchema, type Report } from './report-schema.js';

export const RUNS_FILE = 'runs.jsonl';
export const REPORT_JSON_FILE = 'report.json';
export const REPORT_MARKDOWN_FILE = 'report.md';

/**
 * Appends are chained per file: concurrent runs end at arbitrary moments, and two writes of one
 * long line each could otherwise interleave.
 */
const pendingAppends = new Map<string, Promise<void>>();

/**
 * Appends one record as one JSON line and fsyncs it before resolving. The record is validated first:
 * a line that cannot be read back would be lost at resume time instead of now.
 */
export async function appendRunRecord(file: string, record: RunRecord): Promise<void> {
  const line = `${JSON.stringify(RunRecordSchema.parse(record))}\n`;
  const key = path.resolve(file);
  const previous = pendingAppends.get(key) ?? Promise.resolve();
  const next = previous.then(
    () => appendLine(file, line),
    () => appendLine(file, line),
  );
  pendingAppends.set(key, next);
  try {
    await next;
  } finally {
    if (pendingAppends.get(key) === next) pendingAppends.delete(key);
  }
}

async function appendLine(file: string, line: string): Promise<void> {
  const handle = await open(file, 'a+');
  try {
    // A process killed mid-write leaves a torn last line; start on a fresh line so that only the
    // torn line is lost, not the record appended after it.
    const { size } = await handle.stat();
    let prefix = '';
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) prefix = '\n';
    }
    await handle.appendFile(prefix + line);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface RunRecordsRead {
  records: RunRecord[];
  /** Lines that were skipped, each named by line number and field. */
  problems: Problem[];
}

/**
 * Reads `runs.jsonl`. Never throws on content: a torn last line (a process killed mid-write) or an
 * invalid line is skipped and reported, because the other records are still good evidence. A missing
 * file is an fs error for the caller to word.
 */
export async function readRunRecords(file: string): Promise<RunRecordsRead> {
  const text = await readFile(file, 'utf8');
  const lines = text.split('\n');
  const records: RunRecord[] = [];
  const problems: Problem[] = [];
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    const subject = `line ${index + 1}`;
    const isLastLine = index === lines.length - 1;
    let data: unknown;
    try {
      data = JSON.parse(line);
    } catch {
      const message = isLastLine
        ? 'torn last line (the process was probably stopped mid-write); skipped'
        : 'not valid JSON; skipped';
      problems.push({ file, subject, field: '(line)', message });
      return;
    }
    const parsed = RunRecordSchema.safeParse(data);
    if (parsed.success) records.push(parsed.data);
    else problems.push(...problemsOfIssues(parsed.error.issues, data, file, subject));
  });
  return { records, problems };
}

export interface ReportFiles {
  json: string;
  markdown: string;
}

/** Writes `report.json` (2-space JSON) and `report.md` into `dir`, each atomically. */
export async function writeReportFiles(dir: string, report: Report): Promise<ReportFiles> {
  // Validated on the way out: compare and gate trust this file, so a bug must fail here.
  const checked = ReportSchema.parse(report);
  await mkdir(dir, { recursive: true });
  const files = {
    json: path.join(dir, REPORT_JSON_FILE),
    markdown: path.join(dir, REPORT_MARKDOWN_FILE),
  };
  await writeFileAtomically(files.json, `${JSON.stringify(checked, null, 2)}\n`);
  await writeFileAtomically(files.markdown, renderReportMarkdown(checked));
  return files;
}

/** Temp file in the same directory (rename is atomic only within a file system), fsync, rename. */
export async function writeFileAtomically(file: string, content: string): Promise<void> {
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
