/**
 * `report.json` (SPEC §5), built from `runs.jsonl` by `buildReport`. Every figure carries the
 * counts behind a rate, its interval, and a bounded interval that keeps missing runs visible.
 */
import { z } from 'zod';
import { ReportConditionsSchema } from '../run-dir/conditions-file.js';
import { RunCountsSchema, RunStatusSchema } from '../stats/counts.js';
import { EstimatedSchema } from '../stats/estimated.js';
import { MeasuredSummarySchema } from '../stats/measured.js';
import { IntervalSchema } from '../stats/wilson.js';
import { VerifierStatusSchema } from '../verifiers/types.js';

export const REPORT_FORMAT = 'report/v1';

/** What happened to the execution, never a decision about the agent (SPEC §3). */
export const RunStateSchema = z.enum(['COMPLETE', 'PARTIAL', 'CANCELLED', 'RUN_ERROR']);
export type RunState = z.infer<typeof RunStateSchema>;

const count = z.number().int().min(0);
const probability = z.number().min(0).max(1);
/** Kind → how many times, e.g. `{ "replay_divergence": 2 }`. Keys are sorted when built. */
const countsByKind = z.record(z.string(), count);

/** Where a replayed run asked something different from its cassette (SPEC §4). */
export const DivergenceSchema = z.strictObject({
  repetition: z.number().int().min(1),
  /** 1-based call number. */
  call: z.number().int().min(1),
  /** First differing field, e.g. `messages[3].content`; `(call)` for a missing or extra call. */
  field: z.string(),
  message: z.string(),
});
export type Divergence = z.infer<typeof DivergenceSchema>;

/** Replay only: `diverged` counts the runs that ended in `replay_divergence`. */
export const TaskReplaySchema = z.strictObject({
  diverged: count,
  divergences: z.array(DivergenceSchema),
});

/** One replayed run, set beside the baseline's run of the same repetition by compare (SPEC §5). */
export const ReplayRunSchema = z.strictObject({
  repetition: z.number().int().min(1),
  status: RunStatusSchema,
  /** Verifier id → outcome, in the order the verifiers ran. */
  verifiers: z.record(z.string(), VerifierStatusSchema),
  tools: z.array(z.string()),
});
export type ReplayRun = z.infer<typeof ReplayRunSchema>;

/** Reasons kept per task: the rest are counted in `unlisted` (and are in runs.jsonl). */
export const MAX_LISTED_REASONS = 10;
/** A reason is cut to this many characters (code points) before it is grouped. */
export const MAX_REASON_CHARS = 300;
/** Tools kept per task: the least used beyond these are counted in `unlisted`. */
export const MAX_LISTED_TOOLS = 30;
/** A tool name is cut to this many characters (code points). */
export const MAX_TOOL_NAME_CHARS = 100;

export const NotPassedStatusSchema = z.enum(['fail', 'budget_exceeded', 'error']);
export type NotPassedStatus = z.infer<typeof NotPassedStatusSchema>;

/** One reason the runs gave, and how many runs gave it (`groupFailureReasons`). */
export const FailureReasonSchema = z.strictObject({
  status: NotPassedStatusSchema,
  /** Normalized, cut to `MAX_REASON_CHARS` code points (twice that in UTF-16); absent if none. */
  reason: z
    .string()
    .max(MAX_REASON_CHARS * 2)
    .optional(),
  /** Errors only: the error's kind (`replay_divergence`, `upstream_unavailable`, …). */
  errorKind: z.string().max(200).optional(),
  runs: z.number().int().min(1),
});
export type FailureReason = z.infer<typeof FailureReasonSchema>;

export const FailureReasonsSchema = z.strictObject({
  /** Most runs first, then fail, budget exceeded, error, then by reason. */
  listed: z.array(FailureReasonSchema).max(MAX_LISTED_REASONS),
  /** Absent when every reason is listed. */
  unlisted: z
    .strictObject({ reasons: z.number().int().min(1), runs: z.number().int().min(1) })
    .optional(),
});
export type FailureReasons = z.infer<typeof FailureReasonsSchema>;

/** How a task's judged runs used one tool: runs that called it, and its calls over them. */
export const ToolTallySchema = z.strictObject({
  name: z.string().max(MAX_TOOL_NAME_CHARS * 2),
  runs: z.number().int().min(1),
  calls: z.number().int().min(1),
});
export type ToolTally = z.infer<typeof ToolTallySchema>;

/** Which tools a task's runs called (`tallyToolUse`): errored runs are left out, as from every rate. */
export const ToolUseSchema = z.strictObject({
  runs: count,
  /** Most runs first, then most calls, then by name. */
  tools: z.array(ToolTallySchema).max(MAX_LISTED_TOOLS),
  /** Tools beyond those listed (the least used); absent when every tool is listed. */
  unlisted: z.number().int().min(1).optional(),
});
export type ToolUse = z.infer<typeof ToolUseSchema>;

export const TaskReportSchema = z.strictObject({
  taskId: z.string(),
  title: z.string().optional(),
  counts: RunCountsSchema,
  /** Passes over judged runs; null when nothing was judged (0 would be a claim). */
  successRate: probability.nullable(),
  /** Wilson 95 % interval of the judged runs; null in replay, which is not a sample. */
  interval: IntervalSchema.nullable(),
  /** Missing runs counted as failures (low) and as passes (high); null in replay. */
  boundedInterval: IntervalSchema.nullable(),
  /** At least one of k passed. Under k judged runs: 1 once a pass is judged, else null. */
  passAtK: probability.nullable(),
  /** All k passed. Under k judged runs: 0 once a failure is judged, else null. */
  passHatK: probability.nullable(),
  /** pass@k but not pass^k: flaky, not solved. */
  flaky: z.boolean(),
  /** Fewer than 5 judged runs: no direction can be claimed. Always false in replay. */
  lowPower: z.boolean(),
  errors: countsByKind,
  incidents: countsByKind,
  replay: TaskReplaySchema.optional(),
  // The next three are absent in reports written before they were carried.
  /** Replay only: every recorded run of the task, by repetition. */
  runs: z.array(ReplayRunSchema).optional(),
  failureReasons: FailureReasonsSchema.optional(),
  toolUse: ToolUseSchema.optional(),
  measured: MeasuredSummarySchema,
});
export type TaskReport = z.infer<typeof TaskReportSchema>;

export const ReportSummarySchema = z.strictObject({
  /** Tasks with at least one planned run. */
  tasks: count,
  counts: RunCountsSchema,
  successRate: probability.nullable(),
  interval: IntervalSchema.nullable(),
  boundedInterval: IntervalSchema.nullable(),
  lowPower: z.boolean(),
  /** Tasks whose every planned run was judged and passed. */
  tasksPassedAll: count,
  flakyTasks: count,
  errors: countsByKind,
  incidents: countsByKind,
  /** The runs' `secret_redacted` incidents (redacted in place everywhere); absent when none. */
  secretsRedacted: count.optional(),
  retries: z.strictObject({
    /** Upstream attempts beyond the first, summed over every call of every run. */
    upstream: count,
    /** Run-level attempts beyond the first (an agent's declared transient error). */
    run: count,
  }),
  /**
   * Model → calls the upstream answered for it (SPEC §1: what the real key was spent on). Absent
   * in replay and scripted reports, and in runs recorded before it was counted.
   */
  upstreamModels: countsByKind.optional(),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportSchema = z.strictObject({
  format: z.literal(REPORT_FORMAT),
  runId: z.string(),
  state: RunStateSchema,
  conditions: ReportConditionsSchema,
  tasks: z.array(TaskReportSchema),
  summary: ReportSummarySchema,
  /** Over all judged runs; provider-reported and clock figures only. */
  measured: MeasuredSummarySchema,
  /** Only when both rates were given and the tokens were measured; never added to `measured`. */
  estimated: EstimatedSchema.optional(),
  /** Plain sentences on how to read this report (replay, omitted figures, ignored records). */
  notes: z.array(z.string()),
});
export type Report = z.infer<typeof ReportSchema>;
