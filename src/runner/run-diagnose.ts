/**
 * `verdict diagnose`: re-runs a saved run's failed runs (`fail`, `budget_exceeded`) under one set of
 * overrides on the same task, repetition and seed, and reports factors: which failures it fixed,
 * which not, which errored. A factor is not a cause.
 */
import { z } from 'zod';
import type { PlannedRun } from '../plan/plan.js';
import { ModeSchema, type RunRecord } from '../run-dir/record-schema.js';
import { readVariantFile, VariantSchema, type Variant } from './run-variants.js';
import { RunStatusSchema, type RunStatus } from '../stats/counts.js';

export const DIAGNOSIS_FORMAT = 'verdict.diagnosis/v1';
export const DIAGNOSIS_JSON_FILE = 'diagnosis.json';
export const DIAGNOSIS_MARKDOWN_FILE = 'diagnosis.md';

/** The intervention file: one variant, `{"id": "...", "overrides": {"dotted.key": value}}`. */
export const InterventionFileSchema = VariantSchema.extend({ $schema: z.string().optional() });

export async function readInterventionFile(file: string, shown: string): Promise<Variant> {
  const { id, overrides } = await readVariantFile(file, shown, InterventionFileSchema, 'variant');
  return { id, overrides };
}

const FAILED: ReadonlySet<RunStatus> = new Set<RunStatus>(['fail', 'budget_exceeded']);

export interface FailedRun extends PlannedRun {
  status: RunStatus;
}

/** The last record of each (task, repetition) that failed, in task then repetition order. */
export function selectFailedRuns(records: readonly RunRecord[]): FailedRun[] {
  const latest = new Map(
    records.map((record) => [`${record.taskId}#${record.repetition}`, record]),
  );
  return [...latest.values()]
    .filter((record) => FAILED.has(record.status))
    .map(({ taskId, repetition, seed, status }) => ({ taskId, repetition, seed, status }))
    .sort((a, b) =>
      a.taskId === b.taskId ? a.repetition - b.repetition : a.taskId < b.taskId ? -1 : 1,
    );
}

const FactorRunSchema = z.strictObject({
  taskId: z.string(),
  repetition: z.number().int().min(1),
  seed: z.number().int(),
  before: RunStatusSchema,
  /** `missing` when the re-run left no record (cancelled). */
  after: z.union([RunStatusSchema, z.literal('missing')]),
  reason: z.string().optional(),
});
export type FactorRun = z.infer<typeof FactorRunSchema>;

const FactorSchema = z.strictObject({
  kind: z.enum(['fixed', 'not_fixed', 'errored']),
  /** `fixed by <id>`, `not fixed by <id>`, `errored under <id>`. */
  label: z.string(),
  count: z.number().int().min(0),
  /** `task #repetition` of every supporting run. */
  supporting: z.array(z.string()),
  runs: z.array(FactorRunSchema),
});
export type Factor = z.infer<typeof FactorSchema>;

const FACTOR_KINDS = FactorSchema.shape.kind.options;
const FACTOR_LABELS = { fixed: 'fixed by', not_fixed: 'not fixed by', errored: 'errored under' };

export const DiagnosisSchema = z.strictObject({
  format: z.literal(DIAGNOSIS_FORMAT),
  runId: z.string(),
  diagnoseRunId: z.string(),
  suiteId: z.string(),
  suiteVersion: z.string(),
  mode: ModeSchema,
  model: z.string(),
  intervention: z.strictObject({
    id: z.string(),
    overrides: z.record(z.string(), z.unknown()),
    configHash: z.string(),
  }),
  baselineConfigHash: z.string(),
  rerun: z.number().int().min(0),
  factors: z.array(FactorSchema),
  assumptions: z.array(z.string()),
  note: z.string(),
});
export type Diagnosis = z.infer<typeof DiagnosisSchema>;

export const FACTOR_NOTE =
  'A factor is not a cause: the diagnosis says what changed with the intervention, not what produced the failures.';

export const BASE_ASSUMPTIONS = [
  'the intervention is the only change between the original runs and the re-runs (same suite, task, repetition, seed, mode and model)',
  'runs are independent of one another',
  'a fix under the intervention is a factor, not a cause',
  'live runs vary between repetitions: a run that passes once may fail again, so small counts are anecdotes',
  'runs that errored are infrastructure, not evidence: they were not re-run',
];

/** Pairs each failed run with its re-run and groups them into factors. */
export function buildDiagnosis({
  failed,
  rerun,
  extraAssumptions = [],
  ...about
}: Omit<Diagnosis, 'format' | 'rerun' | 'factors' | 'assumptions' | 'note'> & {
  failed: readonly FailedRun[];
  rerun: readonly RunRecord[];
  extraAssumptions?: readonly string[];
}): Diagnosis {
  const after = new Map(rerun.map((record) => [`${record.taskId}#${record.repetition}`, record]));
  const groups: Record<Factor['kind'], FactorRun[]> = { fixed: [], not_fixed: [], errored: [] };
  for (const run of failed) {
    const record = after.get(`${run.taskId}#${run.repetition}`);
    const status = record?.status ?? 'missing';
    const entry: FactorRun = {
      taskId: run.taskId,
      repetition: run.repetition,
      seed: run.seed,
      before: run.status,
      after: status,
      ...(record?.reason === undefined ? {} : { reason: record.reason }),
    };
    const kind: Factor['kind'] =
      status === 'pass' ? 'fixed' : FAILED.has(status as RunStatus) ? 'not_fixed' : 'errored';
    groups[kind].push(entry);
  }
  const kinds = FACTOR_KINDS.filter((kind) => kind !== 'errored' || groups.errored.length > 0);
  const factors = kinds.map((kind) => ({
    kind,
    label: `${FACTOR_LABELS[kind]} ${about.intervention.id}`,
    count: groups[kind].length,
    supporting: groups[kind].map((run) => `${run.taskId} #${run.repetition}`),
    runs: groups[kind],
  }));
  // Parsed, so the keys come out in the schema's order whatever the caller's.
  return DiagnosisSchema.parse({
    format: DIAGNOSIS_FORMAT,
    ...about,
    rerun: failed.length,
    factors,
    assumptions: [...BASE_ASSUMPTIONS, ...extraAssumptions],
    note: FACTOR_NOTE,
  });
}

function overridesText(overrides: Readonly<Record<string, unknown>>): string {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return 'no overrides';
  return entries.map(([key, value]) => `\`${key}\` = \`${JSON.stringify(value)}\``).join(', ');
}

export function renderDiagnosisMarkdown(diagnosis: Diagnosis): string {
  const { intervention } = diagnosis;
  return [
    `# Diagnosis of ${diagnosis.runId} under \`${intervention.id}\``,
    '',
    `Suite ${diagnosis.suiteId} ${diagnosis.suiteVersion}, ${diagnosis.mode} mode, model ${diagnosis.model}. ` +
      `Re-ran ${diagnosis.rerun} failed run(s) (fail or budget_exceeded) on the same task, repetition and seed, ` +
      `with ${overridesText(intervention.overrides)} (configHash ${diagnosis.baselineConfigHash} → ${intervention.configHash}).`,
    '',
    '## Factors',
    '',
    '| Factor | Runs | Supporting runs |',
    '| --- | ---: | --- |',
    ...diagnosis.factors.map(
      (factor) =>
        `| ${factor.label} | ${factor.count}/${diagnosis.rerun} | ${factor.supporting.join(', ') || '—'} |`,
    ),
    '',
    '## Assumptions',
    '',
    ...diagnosis.assumptions.map((assumption) => `- ${assumption}`),
    '',
    `_${diagnosis.note}_`,
    '',
  ].join('\n');
}
