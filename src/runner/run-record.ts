/**
 * One line of `runs.jsonl`: everything that is known about one run once it is over. Reports,
 * compare, merge, resume and export all read these records, never the runner's memory.
 */
import { z } from 'zod';
import { RunStopSchema } from '../provider/types.js';
import { RunStatusSchema } from '../stats/counts.js';
import { VerifierStatusSchema } from '../verifiers/types.js';

export const RUN_RECORD_FORMAT = 'run/v1';

export const ModeSchema = z.enum(['live', 'replay', 'scripted']);
export type Mode = z.infer<typeof ModeSchema>;

export const RunVerifierOutcomeSchema = z.strictObject({
  id: z.string(),
  kind: z.string(),
  outcome: VerifierStatusSchema,
  detail: z.string(),
  durationMs: z.number().min(0),
});
export type RunVerifierOutcome = z.infer<typeof RunVerifierOutcomeSchema>;

/** Something worth counting that is not a result: `approval_denied`, `usage_unreported`, … */
export const IncidentSchema = z.strictObject({
  kind: z.string(),
  detail: z.string().optional(),
});
export type Incident = z.infer<typeof IncidentSchema>;

export const RunUsageSchema = z.strictObject({
  inputTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
  /** Present only when every turn that reported usage reported it (see `cachedPartial`). */
  cachedInputTokens: z.number().int().min(0).optional(),
  /** Some turns reported cached input and others did not: kept out of ratios. */
  cachedPartial: z.boolean().optional(),
});

export const RunMeasuredSchema = z.strictObject({
  wallMs: z.number().min(0),
  /** Main-loop model calls. */
  turns: z.number().int().min(0),
  toolCalls: z.number().int().min(0),
  compactionCalls: z.number().int().min(0),
  /** Provider-reported usage of the main loop; absent unless every turn reported it. */
  usage: RunUsageSchema.optional(),
  /** Upstream attempts beyond the first, summed over calls. */
  retries: z.number().int().min(0),
  /** Events the agent wrote, by type. */
  events: z.record(z.string(), z.number().int().min(0)),
});
export type RunMeasured = z.infer<typeof RunMeasuredSchema>;

export const RunErrorSchema = z.strictObject({
  /** `replay_divergence`, `upstream_unavailable`, `provider_error`, `script_exhausted`, `fixture`, `agent_start`, `verifier`, `cancelled`, `transient`. */
  kind: z.string(),
  message: z.string(),
  /** The proxy's stop, with the divergence diagnosis when there is one. */
  stop: RunStopSchema.optional(),
});

export const RecordedToolCallSchema = z.strictObject({
  name: z.string(),
  arguments: z.unknown(),
  ok: z.boolean().optional(),
});

export const RunRecordSchema = z.strictObject({
  format: z.literal(RUN_RECORD_FORMAT),
  runId: z.string(),
  suiteId: z.string(),
  taskId: z.string(),
  /** 1-based repetition of the task in the plan. */
  repetition: z.number().int().min(1),
  /** seed + repetition: orders runs; the provider never receives it. */
  seed: z.number().int(),
  model: z.string(),
  mode: ModeSchema,
  /** Variant id when running configuration variants; absent otherwise. */
  variant: z.string().optional(),
  /** Run-level attempts (an agent's declared transient error retries the run). */
  attempts: z.number().int().min(1),
  status: RunStatusSchema,
  /** Why a run is budget_exceeded, fail or error, in one sentence. */
  reason: z.string().optional(),
  verifiers: z.array(RunVerifierOutcomeSchema),
  incidents: z.array(IncidentSchema),
  measured: RunMeasuredSchema,
  toolCalls: z.array(RecordedToolCallSchema),
  finalAnswer: z.string().nullable(),
  agentExitCode: z.number().int().nullable(),
  error: RunErrorSchema.optional(),
  /** The run's directory when `--keep` kept it. */
  keptDir: z.string().optional(),
});
export type RunRecord = z.infer<typeof RunRecordSchema>;
