/** A run directory's `report.json`, `report.md` and `report.html`, each replaced atomically. */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeRedactionMarkers } from '../html/escape-html.js';
import { redactJson, redactText, type RedactOptions } from '../provider/secret-redact.js';
import { writeFileAtomically } from '../run-dir/atomic-write.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import { readRunRecords, RUNS_FILE } from '../run-dir/runs-jsonl.js';
import { divergencesOf, type DivergenceExcerpt } from '../run-dir/divergences.js';
import { readReportRuns } from './report-runs.js';
import type { KeptTraces } from '../run-dir/trace-file.js';
import { readTaskTrends } from './report-trends.js';
import { renderReportHtml } from './render-report-html.js';
import { renderReportMarkdown } from './render-markdown.js';
import { ReportSchema, type Report } from './report-schema.js';

export const REPORT_JSON_FILE = 'report.json';
export const REPORT_MARKDOWN_FILE = 'report.md';
export const REPORT_HTML_FILE = 'report.html';

export interface ReportFiles {
  json: string;
  markdown: string;
  html: string;
}

export interface ReportFileOptions extends RedactOptions {
  /** The records the report was built from; `runs.jsonl` in `dir` is read when absent. */
  records?: readonly RunRecord[];
  /** `.verdict/history` for the trends; when absent, that of the repository holding `dir`. */
  historyDir?: string;
  /** The traces the run wrote, kept in memory: the transcripts need not read them back. */
  kept?: KeptTraces;
}

/** Every file is redacted on the way out: a second net behind the run records. */
export async function writeReportFiles(
  dir: string,
  report: Report,
  options: ReportFileOptions = {},
): Promise<ReportFiles> {
  const redact: RedactOptions =
    options.exactSecrets === undefined ? {} : { exactSecrets: options.exactSecrets };
  // Validated on the way out: compare and gate trust this file, so a bug must fail here.
  const checked = ReportSchema.parse((await redactJson(report, redact)).value);
  await mkdir(dir, { recursive: true });
  const files = {
    json: path.join(dir, REPORT_JSON_FILE),
    markdown: path.join(dir, REPORT_MARKDOWN_FILE),
    html: path.join(dir, REPORT_HTML_FILE),
  };
  const markdown = await redactText(renderReportMarkdown(checked), redact);
  const records = options.records ?? (await readRecordsOf(dir));
  const divergences = await readDivergences(dir, records, redact);
  // The transcripts were redacted when their traces were written; the page is, again, below.
  const runs = await readReportRuns(dir, records, { kept: options.kept });
  const trends = await readTaskTrends(dir, checked.conditions, options.historyDir);
  const html = await redactHtml(renderReportHtml(checked, { divergences, runs, trends }), redact);
  // Not flushed to disk: `verdict report` rebuilds all three from files that are.
  const derived = { durable: false };
  await Promise.all([
    writeFileAtomically(files.json, `${JSON.stringify(checked, null, 2)}\n`, derived),
    writeFileAtomically(files.markdown, markdown.text, derived),
    writeFileAtomically(files.html, html, derived),
  ]);
  return files;
}

/** runs.jsonl's records and skipped lines; none without one (killed before its first run ended). */
export function readRunsOf(dir: string): ReturnType<typeof readRunRecords> {
  return readRunRecords(path.join(dir, RUNS_FILE)).catch(() => ({ records: [], problems: [] }));
}

export async function readRecordsOf(dir: string): Promise<RunRecord[]> {
  return (await readRunsOf(dir)).records;
}

export async function readReportJson(dir: string): Promise<Report> {
  return ReportSchema.parse(JSON.parse(await readFile(path.join(dir, REPORT_JSON_FILE), 'utf8')));
}

/** Undefined when not a report of `runId`, or unreadable. */
export async function readSavedReport(dir: string, runId: string): Promise<Report | undefined> {
  return readReportJson(dir).then(
    (report) => (report.runId === runId ? report : undefined),
    () => undefined,
  );
}

/** Redacted: the excerpts are what the harness sent, which is where a secret would be. */
export async function readDivergences(
  dir: string,
  records: readonly RunRecord[] | undefined,
  options: RedactOptions = {},
): Promise<DivergenceExcerpt[]> {
  const known = records ?? (await readRecordsOf(dir));
  const excerpts = divergencesOf(known);
  if (excerpts.length === 0) return excerpts;
  return (await redactJson(excerpts, options)).value;
}

/** A marker put in by the net is written back escaped. */
export async function redactHtml(html: string, options: RedactOptions = {}): Promise<string> {
  const redacted = await redactText(html, options);
  return redacted.findings.length === 0 ? html : escapeRedactionMarkers(redacted.text);
}
