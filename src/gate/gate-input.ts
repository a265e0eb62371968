/**
 * What `verdict gate` decides on: a report or a comparison, as a file or the directory holding it.
 * The comparison is read through a loose local schema of the fields the gate uses, so that the gate
 * does not break when compare adds fields.
 */
import { parseWithSchema } from '../json/parse-with-schema.js';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, UsageError } from '../errors.js';
import { ReportSchema, type Report } from '../report/report-schema.js';
import { REPORT_JSON_FILE } from '../report/report-files.js';

export const COMPARISON_JSON_FILE = 'comparison.json';

const count = z.number().int().min(0);

/** One side of one task; null when the task is not in that side's report. */
const GateComparisonSideSchema = z.looseObject({
  observed: count.optional(),
  missing: count.optional(),
  /** Replay only: runs that diverged from their cassette. */
  diverged: count.optional(),
});

export const GateComparisonSchema = z.looseObject({
  format: z.literal('comparison/v1'),
  /** `replay`, `live` or `scripted`: with the suite, what the per-task standings name. */
  mode: z.string().optional(),
  baseline: z
    .looseObject({ conditions: z.looseObject({ suiteId: z.string() }).optional() })
    .optional(),
  tasks: z.array(
    z.looseObject({
      taskId: z.string(),
      /**
       * `improved`, `regressed`, `inconclusive`, `low_power`, `not_comparable`, `no_change`
       * (`--k auto`), `changed`, `unchanged`, `diverged`.
       */
      verdict: z.string(),
      reason: z.string().optional(),
      baseline: GateComparisonSideSchema.nullable().optional(),
      candidate: GateComparisonSideSchema.nullable().optional(),
      /** `--k auto`: why the task stopped (`e_value`, `within_delta`, `max_k`, `open`). */
      adaptive: z.looseObject({ stoppedBecause: z.string() }).optional(),
    }),
  ),
});
export type GateComparison = z.infer<typeof GateComparisonSchema>;

export type GateInput =
  | { kind: 'report'; file: string; report: Report }
  | { kind: 'comparison'; file: string; comparison: GateComparison };

/**
 * In a directory, `comparison.json` wins over `report.json`: with both, it is a comparison written
 * beside a report (variants), and the comparison is the decision-level file.
 */
export async function readGateInput(location: string): Promise<GateInput> {
  const file = await resolveGateFile(location);
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new ConfigError(`${file}: not readable JSON`, [
      { file, field: '(file)', message: 'not readable JSON' },
    ]);
  }
  const format = (data as { format?: unknown } | null)?.format;
  if (format === 'comparison/v1') {
    return {
      kind: 'comparison',
      file,
      comparison: parseWithSchema(GateComparisonSchema, data, file, 'comparison'),
    };
  }
  if (format === 'report/v1') {
    return { kind: 'report', file, report: parseWithSchema(ReportSchema, data, file, 'report') };
  }
  throw new ConfigError(
    `${file}: format is ${typeof format === 'string' ? JSON.stringify(format) : format === undefined ? 'absent' : `not a string (${format === null ? 'null' : typeof format})`}; gate reads report/v1 or comparison/v1`,
    [{ file, field: 'format', message: 'expected "report/v1" or "comparison/v1"' }],
  );
}

async function resolveGateFile(location: string): Promise<string> {
  const info = await stat(location).catch(() => undefined);
  if (info === undefined) throw new UsageError(`gate: ${location}: no such file or directory`);
  if (!info.isDirectory()) return location;
  for (const name of [COMPARISON_JSON_FILE, REPORT_JSON_FILE]) {
    const candidate = path.join(location, name);
    if ((await stat(candidate).catch(() => undefined))?.isFile() === true) return candidate;
  }
  throw new UsageError(
    `gate: ${location} holds neither ${COMPARISON_JSON_FILE} nor ${REPORT_JSON_FILE}`,
  );
}
