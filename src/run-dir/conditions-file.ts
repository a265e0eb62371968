/**
 * `conditions.json`: a run directory's conditions and run id, written before the first run so that
 * a killed directory can still be resumed, rebuilt and merged. They also head report.json.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { CompactionSettingsSchema } from './compaction-settings.js';
import { ConfigError, UsageError } from '../errors.js';
import { parseWithSchema } from '../json/parse-with-schema.js';
import { writeFileAtomically } from './atomic-write.js';
import { ModeSchema } from './record-schema.js';
import { SandboxConditionsSchema } from '../sandbox/sandbox.js';

export const CONDITIONS_FILE = 'conditions.json';

/** The guiding principle: a number without these is an anecdote. */
export const ReportConditionsSchema = z.strictObject({
  suiteId: z.string(),
  suiteVersion: z.string(),
  harnessVersion: z.string(),
  /** Hash of the effective (measured) configuration. */
  configHash: z.string(),
  provider: z.string(),
  model: z.string(),
  mode: ModeSchema,
  /** Repetitions per task; with `--k auto`, max-k (the most any task may run). */
  k: z.number().int().min(1),
  /** `--k auto` (SPEC §5 "Adaptive k"): tasks ran in rounds, each stopping when decided. */
  adaptive: z
    .strictObject({ minK: z.number().int().min(1), maxK: z.number().int().min(1) })
    .optional(),
  /** Orders runs only; the provider never receives it. */
  seed: z.number().int(),
  concurrency: z.number().int().min(1).optional(),
  /** `i/n` when this report covers one shard of the plan. */
  shard: z
    .string()
    .regex(/^\d+\/\d+$/, 'must be i/n, e.g. 2/4')
    .optional(),
  /** The task selection (`--tasks`), when not the whole suite. */
  tasks: z.array(z.string()).optional(),
  /** Token and cost deltas between reports whose settings differ are not comparable (SPEC §5). */
  compaction: CompactionSettingsSchema.optional(),
  /** The sandbox and its limits (SPEC §1); absent in reports made before there was one. */
  sandbox: SandboxConditionsSchema.optional(),
});
export type ReportConditions = z.infer<typeof ReportConditionsSchema>;

export const ConditionsFileSchema = z.strictObject({
  runId: z.string(),
  conditions: ReportConditionsSchema,
});
export type ConditionsFile = z.infer<typeof ConditionsFileSchema>;

export async function writeStartedConditions(
  dir: string,
  runId: string,
  conditions: ReportConditions,
): Promise<void> {
  await writeFileAtomically(
    path.join(dir, CONDITIONS_FILE),
    `${JSON.stringify({ runId, conditions }, null, 2)}\n`,
  );
}

/** Missing or unreadable: a usage error (not a run directory); invalid: a config error. */
export async function readConditionsFile(dir: string): Promise<ConditionsFile> {
  const file = path.join(dir, CONDITIONS_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new UsageError(`${dir}: not a Verdict run directory (no readable ${CONDITIONS_FILE})`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ConfigError(`${file}: not valid JSON`, [
      { file, field: '(file)', message: 'not valid JSON' },
    ]);
  }
  return parseWithSchema(ConditionsFileSchema, data, file, 'conditions file');
}
