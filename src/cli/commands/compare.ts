import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { applyAdaptive } from '../../compare/compare-adaptive.js';
import { compareReports } from '../../compare/compare-reports.js';
import { ComparisonSchema } from '../../compare/comparison-schema.js';
import { renderComparisonHtml } from '../../compare/render-comparison-html.js';
import { renderComparisonMarkdown } from '../../compare/render-comparison.js';
import { ConfigError, messageOf } from '../../errors.js';
import { problemsOfIssues } from '../../provider/cassette-problems.js';
import { redactJson, redactText } from '../../provider/secret-redact.js';
import { ReportSchema, type Report } from '../../report/report-schema.js';
import { readDivergences, redactHtml, REPORT_JSON_FILE } from '../../report/report-files.js';
import { writeFileAtomically } from '../../run-dir/atomic-write.js';
import { AdaptiveRecordSchema, type AdaptiveRecord } from '../../stats/adaptive-k.js';
import { stringOption, type Command } from '../command.js';
import { valueOptions } from '../evaluation/options.js';
import { isDirectory } from '../file-kind.js';
import { writeJson, type CliIo } from '../io.js';

export const COMPARISON_JSON_FILE = 'comparison.json';

export const compareCommand: Command = {
  name: 'compare',
  help: `Usage: verdict compare <baseline> <candidate> [--out DIR] [--adaptive FILE] [--json]

Each side is a report.json or a directory containing one. Per task, a verdict from the 95 %
Wilson intervals: improved / regressed only when both sides have at least 5 judged runs and the
intervals are disjoint (also with missing runs counted either way); otherwise inconclusive, low
power or not comparable. In replay: changed, unchanged or diverged. Inconclusive tasks get a
sample-size hint (an estimate). Reports of different modes (e.g. replay against live) are
compared, but every task is not comparable; reports with different compaction settings keep
their success verdicts, but their token and cost deltas are not comparable.

Writes comparison.json, comparison.md and comparison.html (self-contained: plots, a sortable
table, and the candidate's divergences from the runs.jsonl beside its report) into --out DIR
(default: the current directory) and prints the comparison as Markdown (or JSON with --json).

Options:
  --out DIR   where comparison.json, .md and .html go (default: the current directory)
  --adaptive FILE
              the adaptive/v1 record of a --k auto comparison (verdict pr --k auto writes it
              beside the comparison): each task's verdict is then its anytime-valid test's
              (stopped regressed/improved, no change larger than δ, or inconclusive at max-k),
              with the runs it took and why it stopped (docs/adaptive-k.md)

Exit codes: 0 compared (whatever the verdicts), 2 bad invocation or unreadable report,
3 incompatible reports (different suite id or suite version).`,
  options: valueOptions('out', 'adaptive'),
  positionals: { min: 2, max: 2, names: '<baseline> <candidate>' },
  async run(args, io) {
    const [baselineArg, candidateArg] = args.positionals as [string, string];
    const baseline = (await readReport(io, baselineArg)).report;
    const { report: candidate, file: candidateFile } = await readReport(io, candidateArg);
    const adaptiveFile = stringOption(args, 'adaptive');
    const adaptive =
      adaptiveFile === undefined ? undefined : await readAdaptiveRecord(io, adaptiveFile);
    const compared = compareReports(baseline, candidate);
    // Redacted on the way out, a second net behind the run records (SPEC §7).
    const comparison = ComparisonSchema.parse(
      (await redactJson(adaptive === undefined ? compared : applyAdaptive(compared, adaptive)))
        .value,
    );
    const { text: markdown } = await redactText(renderComparisonMarkdown(comparison));
    const divergences = await readDivergences(path.dirname(candidateFile), undefined);
    const html = await redactHtml(renderComparisonHtml(comparison, { divergences }));

    const out = path.resolve(io.cwd, stringOption(args, 'out') ?? '.');
    await mkdir(out, { recursive: true });
    const files = {
      json: path.join(out, COMPARISON_JSON_FILE),
      markdown: path.join(out, 'comparison.md'),
      html: path.join(out, 'comparison.html'),
    };
    await writeFileAtomically(files.json, `${JSON.stringify(comparison, null, 2)}\n`);
    await writeFileAtomically(files.markdown, markdown);
    await writeFileAtomically(files.html, html);
    io.stderr.write(`verdict compare: wrote ${files.json}, ${files.markdown} and ${files.html}\n`);
    if (args.values.json === true) writeJson(io, comparison);
    else io.stdout.write(markdown);
    return 0;
  },
};

/** A report.json, or a directory holding one, and its file; unreadable: a ConfigError. */
async function readReport(io: CliIo, location: string): Promise<{ report: Report; file: string }> {
  const resolved = path.resolve(io.cwd, location);
  const inDirectory = await isDirectory(resolved);
  const file = inDirectory ? path.join(resolved, REPORT_JSON_FILE) : resolved;
  const shown = inDirectory ? path.join(location, REPORT_JSON_FILE) : location;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `${shown}: cannot read the report (${messageOf(error)}). Give a report.json or the run directory that contains one.`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${shown}: not valid JSON (${messageOf(error)})`);
  }
  return {
    report: parseOrThrow(ReportSchema, data, shown, 'report', `${shown}: not a valid report/v1`),
    file,
  };
}

/** `data` as `schema` reads it, else a ConfigError: `what`, the first problem, how many more. */
function parseOrThrow<T>(
  schema: z.ZodType<T>,
  data: unknown,
  shown: string,
  subject: string,
  what: string,
): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const problems = problemsOfIssues(parsed.error.issues, data, shown, subject);
  const first = problems[0];
  const detail = first === undefined ? '' : `: ${first.field}: ${first.message}`;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  throw new ConfigError(`${what}${detail}${more}`, problems);
}

/** An `adaptive/v1` record; anything unreadable or invalid is a ConfigError naming file and field. */
async function readAdaptiveRecord(io: CliIo, location: string): Promise<AdaptiveRecord> {
  const file = path.resolve(io.cwd, location);
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`--adaptive ${location}: cannot read it as JSON (${messageOf(error)})`);
  }
  return parseOrThrow(
    AdaptiveRecordSchema,
    data,
    location,
    'adaptive record',
    `--adaptive ${location}: not a valid adaptive/v1`,
  );
}
