/**
 * What the PR comment (and the job summary) says, before it is Markdown: the outcome of evaluating
 * base and head, per mode and per suite. `renderComment` turns it into the body; the Action and
 * `verdict pr` build it from what they ran. One zod schema: a fork's run uploads this model as its
 * comment payload, and the trusted `post-comment` job validates it before rendering it.
 */
import { z } from 'zod';
import { ComparisonSchema } from '../compare/comparison-schema.js';
import { GateReportSchema } from '../gate/task-standings.js';
import { ChangeExcerptSchema } from '../provider/divergence-excerpt.js';
import { RunStateSchema } from '../report/report-schema.js';
import { SandboxConditionsSchema } from '../sandbox/sandbox.js';

const line = z.string().max(2_000);
const sha = z.string().regex(/^[0-9a-f]{40}$/, 'a full commit SHA');

/** How one side (base or head) of one suite went: a run state, or why it could not run at all. */
export const SideOutcomeSchema = z.strictObject({
  /** `NOT_RUN` when setup failed, the suite is missing on that side, or the harness could not start. */
  state: z.union([RunStateSchema, z.literal('NOT_RUN')]),
  /** One line saying what went wrong (infrastructure), never a quality judgement. */
  problem: line.optional(),
  /** The suite does not exist on this side (added or removed by the PR): not an infrastructure problem. */
  absent: z.literal(true).optional(),
  /** Live base results reused from an earlier evaluation with the same key (SPEC §7), not run again. */
  reused: z
    .strictObject({
      runId: z.string().max(200),
      storedAt: z.iso.datetime(),
      /** Where they were made (the workflow run's URL), when known. */
      origin: line.optional(),
    })
    .optional(),
  /**
   * The sandbox its runs were in, as its report records it: the comment says "not sandboxed"
   * from this. Absent when the side did not run, or its report predates the field.
   */
  sandbox: SandboxConditionsSchema.optional(),
});
export type SideOutcome = z.infer<typeof SideOutcomeSchema>;

/**
 * One replay divergence of the head's runs (`divergencesOf`): the harness sent the model something
 * other than what the cassette recorded. Carried as data, bounded, and escaped when rendered.
 */
export const DivergenceSchema = z.strictObject({
  taskId: z.string().max(200),
  repetition: z.number().int().min(0),
  runs: z.number().int().min(1),
  call: z.number().int().min(0),
  field: z.string().max(300),
  /** What changed there, bounded by its schema; absent for a missing or extra call. */
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
  /** Present when both sides produced a report that could be compared. */
  comparison: ComparisonSchema.optional(),
  /** Why there is no comparison although both sides ran (e.g. the suite version changed: exit 3). */
  notComparable: line.optional(),
  /** Replay: where the head's runs left their cassettes, one per task, call and field. */
  divergences: z.array(DivergenceSchema).max(MAX_DIVERGENCES_PER_SUITE).optional(),
  /** Divergences found beyond the ones listed. */
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
  /** The hidden marker that finds this comment again: `<!-- verdict:… -->`. */
  marker: z
    .string()
    .regex(/^<!-- verdict:pr-comment:[0-9a-f]{12} -->$/, 'a Verdict comment marker'),
  baseSha: sha,
  headSha: sha,
  /** When the evaluation finished (ISO 8601): the time of this push in the comment's history. */
  evaluatedAt: z.iso.datetime().optional(),
  /** Replay first, then live; each is its own section. */
  sections: z.array(ModeSectionSchema).max(2),
  links: z.strictObject({
    /** The workflow run, e.g. https://github.com/o/r/actions/runs/1. */
    run: webLink.optional(),
    /** The uploaded artifact with base/, head/ and comparison.*. */
    artifact: webLink.optional(),
    /** The HTML report (report.html / comparison.html), when it is served somewhere a browser opens. */
    report: webLink.optional(),
  }),
  /** Lines for notices (live skipped on a fork, k below 5, a side that could not run). */
  notices: z.array(line).max(50),
  /**
   * What the gate decided per task ([20/23]): acknowledged, quarantined, failed or passed, with
   * stale acknowledgements and tasks released from quarantine. Absent where nothing gathered it.
   */
  gate: GateReportSchema.optional(),
});
export type CommentModel = z.infer<typeof CommentModelSchema>;
