/** What verifiers judge: the proxy's tool calls and answer, the workspace before and after. */
import { z } from 'zod';

export const ToolCallSchema = z.strictObject({
  name: z.string(),
  /** Parsed JSON arguments when they parse, otherwise the raw string the model sent. */
  arguments: z.unknown(),
  /** Known only from the agent's `tool_call` events. */
  ok: z.boolean().optional(),
  error: z.string().optional(),
});
export type ToolCall = z.infer<typeof ToolCallSchema>;

/** One entry of a workspace snapshot: a file's digest, or where a symlink points. */
export const TreeEntrySchema = z.union([
  z.strictObject({ type: z.literal('file'), sha256: z.string(), size: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('symlink'), target: z.string() }),
]);
export type TreeEntry = z.infer<typeof TreeEntrySchema>;

/** Relative path (with "/") to entry; `.git` and `node_modules` are never included. */
export const TreeSnapshotSchema = z.record(z.string(), TreeEntrySchema);
export type TreeSnapshot = z.infer<typeof TreeSnapshotSchema>;

export const RunTranscriptSchema = z.strictObject({
  /** Every tool call in the order the model asked for them. */
  toolCalls: z.array(ToolCallSchema),
  /** Whether the agent wrote `tool_call` events; rules about failures need them. */
  toolEventsAvailable: z.boolean(),
  /** Text of the last model response that asked for no tool call (or stdout, if the agent says so). */
  finalAnswer: z.string().nullable(),
  workspace: z.strictObject({
    /** Absolute path of the run's workspace, where file verifiers and commands look. */
    dir: z.string(),
    before: TreeSnapshotSchema,
    after: TreeSnapshotSchema,
  }),
});
export type RunTranscript = z.infer<typeof RunTranscriptSchema>;
