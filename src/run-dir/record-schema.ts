/** One line of `runs.jsonl`: all that is known of one run once it is over; every reader reads these. */
import { z } from 'zod';
import { RunStopSchema } from '../provider/types.js';
import { RunStatusSchema } from '../stats/counts.js';
import type { LoadedSuite, LoadedTask } from '../suite/load-suite.js';
import {
  BudgetSchema,
  PolicySchema,
  ReplayNormalizeRuleSchema,
  type Policy,
} from '../suite/schema.js';
import { VerifierStatusSchema } from '../verifiers/types.js';

export const RUN_RECORD_FORMAT = 'run/v1';

export const ModeSchema = z.enum(['live', 'replay', 'scripted']);
export type Mode = z.infer<typeof ModeSchema>;

// Not `VerifierResultSchema`: run/v1 names the status `outcome`, and keeps its own key order.
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
  /** Live: model (as the answer names it, else as asked) → calls answered, over every attempt. */
  upstreamModels: z.record(z.string(), z.number().int().min(0)).optional(),
  /** Events the agent wrote, by type. */
  events: z.record(z.string(), z.number().int().min(0)),
});
export type RunMeasured = z.infer<typeof RunMeasuredSchema>;

export const RunErrorSchema = z.strictObject({
  /** `replay_divergence`, `upstream_unavailable`, `provider_error`, `sandbox_failed`, `agent_start`… */
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

/** Where the run came from: what `verdict add` needs to promote it without the suite (reference 004). */
export const RunOriginSchema = z.strictObject({
  /** The directory the task's relative paths (fixture, `cassettes/`, `scripts/`) start from. */
  suiteDir: z.string(),
  suiteVersion: z.string(),
  title: z.string().optional(),
  prompt: z.string(),
  /** Relative to `suiteDir`; absent when the workspace started empty. */
  fixture: z.string().optional(),
  fixtureGit: z.boolean().optional(),
  agent: z.string().optional(),
  /** The effective policy the run had (the task's, restricted by the caller's grants). */
  policy: PolicySchema,
  budget: BudgetSchema,
  /** The suite's rules, then the task's: what replay normalized for this task. */
  replayNormalize: z.array(ReplayNormalizeRuleSchema),
});
export type RunOrigin = z.infer<typeof RunOriginSchema>;

/** The origin of a run of `task`, for its record. */
export function describeRunOrigin(suite: LoadedSuite, task: LoadedTask, policy: Policy): RunOrigin {
  return {
    suiteDir: suite.dir,
    suiteVersion: suite.suiteVersion,
    ...(task.title === undefined ? {} : { title: task.title }),
    prompt: task.prompt,
    ...(task.fixture === undefined ? {} : { fixture: task.fixture }),
    ...(task.fixtureGit === true ? { fixtureGit: true } : {}),
    ...(task.agent === undefined ? {} : { agent: task.agent }),
    policy,
    budget: task.budget,
    replayNormalize: [...suite.replayNormalize, ...(task.replayNormalize ?? [])],
  };
}

/** The run's agent and config file, so that `verdict add` checks a case with them (`cases/run-config.ts`). */
export const RunAgentSchema = z.strictObject({
  /** The agent entry's name in the config's `agents`; `builtin` for the built-in agent. */
  name: z.string().min(1),
  /** The config file that was read; absent when there was none (the defaults). */
  configFile: z
    .strictObject({
      /** Relative to its repository, `/`-separated, so another checkout finds it; else absolute. */
      path: z.string().min(1),
      /** sha256 (hex) of the file's bytes as the run read them. */
      sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 in hex'),
    })
    .optional(),
});
export type RunAgent = z.infer<typeof RunAgentSchema>;
export type RunConfigFile = NonNullable<RunAgent['configFile']>;

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
  /** Its trace file, relative to the run directory (`traces/<taskId>/<repetition>.jsonl`). */
  trace: z.string().optional(),
  origin: RunOriginSchema.optional(),
  agent: RunAgentSchema.optional(),
});
export type RunRecord = z.infer<typeof RunRecordSchema>;

/** `measured.upstreamModels` of several runs added up, keys sorted; undefined when none counted. */
export function sumUpstreamModels(
  counts: ReadonlyArray<Readonly<Record<string, number>> | undefined>,
): Record<string, number> | undefined {
  const present = counts.filter((count) => count !== undefined);
  if (present.length === 0) return undefined;
  const sums = new Map<string, number>();
  for (const [model, calls] of present.flatMap((count) => Object.entries(count))) {
    sums.set(model, (sums.get(model) ?? 0) + calls);
  }
  return Object.fromEntries([...sums].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
