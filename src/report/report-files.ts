/**
 * The report files of a run directory: `report.json` and `report.md`, each replaced atomically so
 * that a reader never sees half a report.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { redactJson, redactText, type RedactOptions } from '../provider/secret-redact.js';
import { writeFileAtomically } from '../run-dir/atomic-write.js';
import { renderReportMarkdown } from './render-markdown.js';
import { ReportSchema, type Report } from './report-schema.js';

export const REPORT_JSON_FILE = 'report.json';
export const REPORT_MARKDOWN_FILE = 'report.md';

export interface ReportFiles {
  json: string;
  markdown: string;
}

/**
 * Writes `report.json` (2-space JSON) and `report.md` into `dir`, each atomically. Both are redacted
 * of secrets on the way out, a second net behind the run records (where redactions are counted).
 */
export async function writeReportFiles(
  dir: string,
  report: Report,
  options: RedactOptions = {},
): Promise<ReportFiles> {
  // Validated on the way out: compare and gate trust this file, so a bug must fail here.
  const checked = ReportSchema.parse((await redactJson(report, options)).value);
  await mkdir(dir, { recursive: true });
  const files = {
    json: path.join(dir, REPORT_JSON_FILE),
    markdown: path.join(dir, REPORT_MARKDOWN_FILE),
  };
  const markdown = await redactText(renderReportMarkdown(checked), options);
  await writeFileAtomically(files.json, `${JSON.stringify(checked, null, 2)}\n`);
  await writeFileAtomically(files.markdown, markdown.text);
  return files;
}
