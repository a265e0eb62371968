/** The PR comment before it is Markdown: a fork's payload carries it, post-comment validates it. */
import { z } from 'zod';
import { ComparisonSchema } from '../compare/comparison-schema.js';
import { GateReportSchema } from '../gate/task-standings.js';
import { ChangeExcerptSchema } from '../provider/divergence-excerpt.js';
import { RunStateSchema } from '../report/report-schema.js';
import { SandboxConditionsSchema } from '../sandbox/sandbox.js';

const line = z.string().max(2_000);
const sha = z.string().regex(/^[0-9a-f]{40}$/, 'a full commit SHA');

export const SideOutcomeSchema = z.strictObject({
  /** `NOT_RUN` when setup failed, the suite is missing on that side, or the harness could not start. */
  state: z.union([RunStateSchema, z.literal('NOT_RUN')]),
  problem: line.optional(),
  /** The suite does not exist on this side (added or removed by the PR): not an infrastructure problem. */
  absent: z.literal(true).optional(),
  /** Live base results reused from an earlier evaluation with the same key (SPEC §7), not run again. */
  reused: z
    .strictObject({
      runId: z.string().max(200),
      storedAt: z.iso.datetime(),
      origin: line.optional(),
    })
    .optional(),
  /** As the side's report records it; absent when the side did not run. */
  sandbox: SandboxConditionsSchema.optional(),
});
export type SideOutcome = z.infer<typeof SideOutcomeSchema>;

export const DivergenceSchema = z.strictObject({
  taskId: z.string().max(200),
  repetition: z.number().int().min(0),
  runs: z.number().int().min(1),
  call: z.number().int().min(0),
  field: z.string().max(300),
  /** Absent for a missing or extra call. */
  excerpt: ChangeExcerptSchema.optional(),
  message: line,
});
export type Divergence = z.infer<typeof DivergenceSchema>;

/** Divergences kept per suite: the rest are counted and left to the full report. */
export const MAX_DIVERGENCES_PER_SUITE = 20;

export const SuiteOutcomeSchema = z.strictObject({
  suiteId: z.string().max(200),
  base: SideOutcomeSchema,
  head: SideOutcomeSchema,
  comparison: ComparisonSchema.optional(),
  /** Why there is no comparison although both sides ran (e.g. the suite version changed: exit 3). */
  notComparable: line.optional(),
  divergences: z.array(DivergenceSchema).max(MAX_DIVERGENCES_PER_SUITE).optional(),
  moreDivergences: z.number().int().min(0).optional(),
  /** Replay: the command that records the diverged tasks' cassettes again, if the change was intended. */
  reRecord: line.optional(),
});
export type SuiteOutcome = z.infer<typeof SuiteOutcomeSchema>;

const ModeSchema = z.enum(['replay', 'live']);

export const ModeSectionSchema = z.union([
  z.strictObject({ mode: ModeSchema, suites: z.array(SuiteOutcomeSchema).max(200) }),
  /** The mode did not run: no cassettes, no credentials (a fork), or `mode` did not ask for it. */
  z.strictObject({ mode: ModeSchema, skipped: line }),
]);
export type ModeSection = z.infer<typeof ModeSectionSchema>;

/** Only http(s) links: anything else in an untrusted payload is refused. */
const webLink = z.url({ protocol: /^https?$/ });

export const CommentModelSchema = z.strictObject({
  marker: z
    .string()
    .regex(/^<!-- verdict:pr-comment:[0-9a-f]{12} -->$/, 'a Verdict comment marker'),
  baseSha: sha,
  headSha: sha,
  /** When the evaluation finished (ISO 8601): the time of this push in the comment's history. */
  evaluatedAt: z.iso.datetime().optional(),
  sections: z.array(ModeSectionSchema).max(2),
  links: z.strictObject({
    run: webLink.optional(),
    artifact: webLink.optional(),
    /** The HTML report (report.html / comparison.html), when it is served somewhere a browser opens. */
    report: webLink.optional(),
  }),
  /** Lines for notices (live skipped on a fork, k below 5, a side that could not run). */
  notices: z.array(line).max(50),
  gate: GateReportSchema.optional(),
});
export type CommentModel = z.infer<typeof CommentModelSchema>;
