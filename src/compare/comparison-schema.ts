/**
 * `comparison.json` (SPEC §5): two reports set task by task. Every verdict keeps the counts and
 * intervals it was read from, and every delta that could not be given says why.
 */
import { z } from 'zod';
import {
  FailureReasonsSchema,
  MAX_LISTED_TOOLS,
  MAX_TOOL_NAME_CHARS,
} from '../report/report-schema.js';
import { ReportConditionsSchema } from '../run-dir/conditions-file.js';
import { ModeSchema } from '../run-dir/record-schema.js';
import {
  AdaptiveRuleSchema,
  AdaptiveSuiteSchema,
  StopReasonSchema,
  TaskRoundSchema,
} from '../stats/adaptive-k.js';
import { SuiteDecisionSchema } from '../stats/suite-verdict.js';
import { VERDICT_LABELS, VerdictSchema } from '../stats/verdict.js';
import { IntervalSchema } from '../stats/wilson.js';

export const COMPARISON_FORMAT = 'comparison/v1';

/** Replay is deterministic, so a task is compared by what happened, not by intervals (SPEC §5). */
export const ReplayVerdictSchema = z.enum(['changed', 'unchanged', 'diverged']);
export type ReplayVerdict = z.infer<typeof ReplayVerdictSchema>;

export const TaskVerdictSchema = z.union([VerdictSchema, ReplayVerdictSchema]);
export type TaskVerdict = z.infer<typeof TaskVerdictSchema>;

export const TASK_VERDICT_LABELS = {
  ...VERDICT_LABELS,
  changed: 'changed',
  unchanged: 'unchanged',
  diverged: 'diverged',
} as const satisfies Record<TaskVerdict, string>;

const count = z.number().int().min(0);

export const ComparedSideSchema = z.strictObject({
  runId: z.string(),
  conditions: ReportConditionsSchema,
});

/** One side of one task, as its report gave it. Intervals are null in replay. */
export const TaskSideSchema = z.strictObject({
  pass: count,
  observed: count,
  missing: count,
  interval: IntervalSchema.nullable(),
  boundedInterval: IntervalSchema.nullable(),
  /** Replay only: runs that diverged from their cassette. */
  diverged: count.optional(),
  /** Errored runs, among the missing. Absent when the report did not say. */
  errored: count.optional(),
  /** As the side's report grouped them; absent when the report predates them. */
  failureReasons: FailureReasonsSchema.optional(),
});
export type TaskSide = z.infer<typeof TaskSideSchema>;

/** `appeared` (no judged baseline run called it), `disappeared`, or its share of runs `moved`. */
export const ToolChangeSchema = z.enum(['appeared', 'disappeared', 'moved']);
export type ToolChange = z.infer<typeof ToolChangeSchema>;

/** A share of runs moves this much (30 percentage points) before the comparison says so. */
export const TOOL_SHARE_CHANGE = 0.3;

/** One side's use of one tool: judged runs that called it, and its calls over them. */
export const ToolUseSideSchema = z.strictObject({ runs: count, calls: count });
export type ToolUseSide = z.infer<typeof ToolUseSideSchema>;

/** One tool, base against head (`compareToolUse`). It never changes a verdict. */
export const ToolUseLineSchema = z.strictObject({
  name: z.string().max(MAX_TOOL_NAME_CHARS * 2),
  baseline: ToolUseSideSchema,
  candidate: ToolUseSideSchema,
  /** Absent when the share of runs moved less than `TOOL_SHARE_CHANGE`. */
  change: ToolChangeSchema.optional(),
});
export type ToolUseLine = z.infer<typeof ToolUseLineSchema>;

export const ToolUseComparisonSchema = z.strictObject({
  /** The judged runs of each side: the denominators of the shares. */
  runs: z.strictObject({ baseline: count, candidate: count }),
  /** Changed tools first (largest move first), then the others; by name within a tie. */
  tools: z.array(ToolUseLineSchema).max(MAX_LISTED_TOOLS * 2),
});
export type ToolUseComparison = z.infer<typeof ToolUseComparisonSchema>;

/** `difference` is candidate − baseline. */
export const NumberDeltaSchema = z.strictObject({
  baseline: z.number(),
  candidate: z.number(),
  difference: z.number(),
});
export type NumberDelta = z.infer<typeof NumberDeltaSchema>;

export const DeltaNameSchema = z.enum([
  'successRate',
  'tokens',
  'wallMs',
  'cachedInputRatio',
  'costUsd',
]);
export type DeltaName = z.infer<typeof DeltaNameSchema>;

/** `tokens` (input + output) and `costUsd` are per judged run, `wallMs` compares medians. */
export const DeltasSchema = z.strictObject({
  successRate: NumberDeltaSchema.optional(),
  tokens: NumberDeltaSchema.optional(),
  wallMs: NumberDeltaSchema.optional(),
  cachedInputRatio: NumberDeltaSchema.optional(),
  costUsd: NumberDeltaSchema.optional(),
  /** Why each absent delta is absent. */
  omitted: z.partialRecord(DeltaNameSchema, z.string()),
});
export type Deltas = z.infer<typeof DeltasSchema>;

export const SampleSizeHintSchema = z.strictObject({
  /** Runs per side at which the intervals would stop overlapping; null when none up to the cap would. */
  runsPerSide: z.number().int().min(1).nullable(),
  method: z.string(),
});
export type SampleSizeHint = z.infer<typeof SampleSizeHintSchema>;

export const TaskComparisonSchema = z.strictObject({
  taskId: z.string(),
  title: z.string().optional(),
  verdict: TaskVerdictSchema,
  /** One sentence with the numbers behind the verdict. */
  reason: z.string(),
  /** Null when the task is not in that side's report. */
  baseline: TaskSideSchema.nullable(),
  candidate: TaskSideSchema.nullable(),
  deltas: DeltasSchema,
  /** Only for inconclusive tasks. */
  sampleSizeHint: SampleSizeHintSchema.optional(),
  /**
   * Replay `changed` tasks only: what differs from the baseline's run of the same repetition
   * (`run 2: verifier check pass → fail`), at most `MAX_LISTED_CHANGES`. Absent without runs.
   */
  changes: z.array(z.string()).optional(),
  /** Inconclusive tasks whose sides have the same pass and judged counts (5/5 vs 5/5). */
  sameObservedRate: z.literal(true).optional(),
  /** Present when a side's task is flaky; each side the task ran on says whether it is. */
  flaky: z
    .strictObject({ baseline: z.boolean().optional(), candidate: z.boolean().optional() })
    .optional(),
  /** Present when both sides ran the task in the same mode and both reports carry tool use. */
  toolUse: ToolUseComparisonSchema.optional(),
  /** `--k auto` only: how many runs the task took and why it stopped. */
  adaptive: z
    .strictObject({
      /** Runs of each side in this evaluation's rounds. */
      runs: z.strictObject({ baseline: count, candidate: count }),
      stoppedBecause: StopReasonSchema,
      /** "stopped after 7 + 7 runs: regressed, e = 41 ≥ 400". */
      stop: z.string(),
      eValue: z.number().min(0),
      threshold: z.number().positive(),
      delta: z.number().gt(0).lt(1),
      /** The 95 % confidence sequence for candidate − baseline; null when it is empty. */
      interval: z.strictObject({ low: z.number(), high: z.number() }).nullable(),
      rounds: z.array(TaskRoundSchema),
      /** Rounds of an earlier evaluation this one continued (optional continuation). */
      roundsBefore: count,
    })
    .optional(),
});
export type TaskComparison = z.infer<typeof TaskComparisonSchema>;

export const ComparisonSummarySchema = z.strictObject({
  /** Tasks per verdict; every verdict of the mode is listed, zeros included. */
  counts: z.partialRecord(TaskVerdictSchema, count),
  /** The most consequential task verdict: see `decideOverallVerdict`. */
  verdict: TaskVerdictSchema,
  /** Live only: one verdict for the suite, paired by task; it changes no task verdict. */
  suite: SuiteDecisionSchema.optional(),
});
export type ComparisonSummary = z.infer<typeof ComparisonSummarySchema>;

export const ComparisonSchema = z.strictObject({
  format: z.literal(COMPARISON_FORMAT),
  baseline: ComparedSideSchema,
  candidate: ComparedSideSchema,
  /** The baseline's mode. When the candidate's differs, every task is `not_comparable`. */
  mode: ModeSchema,
  tasks: z.array(TaskComparisonSchema),
  summary: ComparisonSummarySchema,
  /** Plain sentences on how to read this comparison (what was not checked, what differs). */
  notes: z.array(z.string()),
  footnote: z.string(),
  /**
   * `--k auto` only. Its anytime-valid suite verdict replaces `summary.suite`: a permutation test
   * does not hold under optional stopping.
   */
  adaptive: z
    .strictObject({
      rule: AdaptiveRuleSchema,
      runs: z.strictObject({ spent: count, fixedK: count }),
      suite: AdaptiveSuiteSchema,
    })
    .optional(),
});
export type Comparison = z.infer<typeof ComparisonSchema>;
