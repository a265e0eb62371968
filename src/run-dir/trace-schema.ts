/**
 * A run's trace (`trace/v1`, SPEC §1, docs/traces.md): a header line, then one line per event in
 * the order a reader follows the run, and a `cut` line where it reached its cap. A model call's
 * `cassette` is its `cassette/v2` call line, so the call lines after a cassette header are a
 * cassette (`verdict add` builds a promoted case's from them).
 */
import { z } from 'zod';
import { PROTOCOL_IDS, RecordedResponseSchema, RunStopSchema } from '../provider/types.js';
import { StoredCallV2Schema } from '../provider/cassette-codec-schema.js';
import { IncidentSchema, RunRecordSchema, RunVerifierOutcomeSchema } from './record-schema.js';

export const TRACE_FORMAT = 'trace/v1';
export const TRACES_DIR = 'traces';
/** A trace's cap when the configuration sets none (`trace.maxBytes` in verdict.config.json). */
export const DEFAULT_TRACE_MAX_BYTES = 1024 * 1024;

export const TraceHeaderSchema = z.strictObject({
  type: z.literal('header'),
  format: z.literal(TRACE_FORMAT),
  // The record's fields again, in the trace's order: a trace is read without its runs.jsonl.
  ...RunRecordSchema.pick({
    runId: true,
    suiteId: true,
    taskId: true,
    repetition: true,
    variant: true,
    mode: true,
    model: true,
    status: true,
    reason: true,
    agentExitCode: true,
  }).shape,
  /** The cap the trace was written under. */
  maxBytes: z.number().int().min(1),
});
export type TraceHeader = z.infer<typeof TraceHeaderSchema>;

export const TraceModelCallSchema = z.strictObject({
  type: z.literal('model_call'),
  /** 1-based, in the order the calls arrived at the proxy. */
  call: z.number().int().min(1),
  purpose: z.enum(['main', 'compaction']),
  protocol: z.enum(PROTOCOL_IDS),
  model: z.string().optional(),
  startedMs: z.number().min(0),
  durationMs: z.number().min(0),
  attempts: z.number().int().min(0),
  /** The assistant's text, as assembled from the response. */
  content: z.string().nullable().optional(),
  stop: RunStopSchema.optional(),
  aborted: z.literal(true).optional(),
  /** The call's `cassette/v2` line; without `response` when no answer was sent. */
  cassette: StoredCallV2Schema.extend({ response: RecordedResponseSchema.optional() }),
});
export type TraceModelCall = z.infer<typeof TraceModelCallSchema>;

export const TraceToolCallSchema = z.strictObject({
  type: z.literal('tool_call'),
  /** The model call whose answer asked for it. */
  call: z.number().int().min(1),
  id: z.string(),
  name: z.string(),
  /** Parsed JSON arguments when they parse, else the raw string. */
  arguments: z.unknown(),
  /** From the agent's events, when it wrote them. */
  ok: z.boolean().optional(),
  error: z.string().optional(),
  /** What the next request gave back to the model for it; absent when none did. */
  result: z.string().optional(),
});
export type TraceToolCall = z.infer<typeof TraceToolCallSchema>;

export const TraceVerifierSchema = z.strictObject({
  type: z.literal('verifier'),
  ...RunVerifierOutcomeSchema.shape,
});

export const TraceIncidentSchema = z.strictObject({
  type: z.literal('incident'),
  ...IncidentSchema.shape,
});

export const TraceOutputSchema = z.strictObject({
  type: z.literal('output'),
  stream: z.enum(['stdout', 'stderr']),
  /** The last bytes the agent wrote (at most `OUTPUT_TAIL_BYTES`), decoded as UTF-8. */
  tail: z.string(),
  /** Bytes it wrote in all. */
  bytes: z.number().int().min(0),
});
export type TraceOutput = z.infer<typeof TraceOutputSchema>;

/** Where the trace reached its cap: the events after it were not kept. */
export const TraceCutSchema = z.strictObject({
  type: z.literal('cut'),
  maxBytes: z.number().int().min(1),
  /** Events left out, and their bytes. */
  droppedEvents: z.number().int().min(1),
  droppedBytes: z.number().int().min(0),
  message: z.string(),
});
export type TraceCut = z.infer<typeof TraceCutSchema>;

export const TraceEventSchema = z.discriminatedUnion('type', [
  TraceModelCallSchema,
  TraceToolCallSchema,
  TraceVerifierSchema,
  TraceIncidentSchema,
  TraceOutputSchema,
  TraceCutSchema,
]);
export type TraceEvent = z.infer<typeof TraceEventSchema>;

export const TraceLineSchema = z.discriminatedUnion('type', [
  TraceHeaderSchema,
  ...TraceEventSchema.options,
]);

/** The bytes of each output stream a trace keeps: its end, where an error says what went wrong. */
export const OUTPUT_TAIL_BYTES = 8 * 1024;
