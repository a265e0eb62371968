/**
 * The contract between the proxy and the model behind it: one `ModelProvider` per mode (live,
 * record, replay, scripted), injected, never chosen by a flag.
 */
import { z } from 'zod';
import { ChangeExcerptSchema } from './divergence-excerpt.js';

export const PROTOCOL_IDS = ['chat', 'responses', 'messages', 'gemini'] as const;
export type ProtocolId = (typeof PROTOCOL_IDS)[number];

/** One per wire protocol (`chat.completions` is also what `cassette/v1` files say). */
export const EndpointSchema = z.enum([
  'chat.completions',
  'responses',
  'messages',
  'gemini.generateContent',
]);
export type Endpoint = z.infer<typeof EndpointSchema>;

export type RequestBody = Record<string, unknown>;

/** One model call as the proxy received it from the agent. */
export interface ModelCall {
  protocol: ProtocolId;
  endpoint: Endpoint;
  /** 0-based, within its run. */
  index: number;
  body: RequestBody;
  stream: boolean;
  /** Gemini names the model in the path. */
  routeModel?: string;
  /** Models an upstream may be asked for (SPEC §1, "the model is pinned"); absent when none. */
  pinnedModels?: readonly string[];
  /** Those the protocol forwards upstream (lowercase names). */
  headers?: Record<string, string>;
  /** `compaction` when the agent marked the call as one (header `x-verdict-purpose`). */
  purpose?: 'main' | 'compaction';
  /** The 1-based call whose response carried `responseId`: fingerprints name calls, not ids. */
  callOfResponse?: (responseId: string) => number | undefined;
  /** Told the fingerprint the provider made, so the run's trace does not make it again. */
  fingerprinted?: (fingerprint: Fingerprint) => void;
}

/** As the agent receives it; `events` are the SSE `data:` payloads (`[DONE]` too), read once. */
export type ModelResponse =
  | { kind: 'json'; status: number; body: unknown }
  | { kind: 'sse'; status: number; events: AsyncIterable<string> };

/** Events already in memory (a recording, a script) as the stream a `ModelResponse` asks for. */
// eslint-disable-next-line @typescript-eslint/require-await -- nothing to wait for; the contract is an AsyncIterable
export async function* streamOf(events: readonly string[]): AsyncGenerator<string> {
  yield* events;
}

/** Why a run cannot go on: the proxy answers the agent with an error and marks the run. */
export const RunStopSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('replay_divergence'),
    call: z.number().int().min(1),
    /** First differing field, e.g. `messages[3].content` or `tools[edit_file].description`; `(call)` for a missing or extra call. */
    field: z.string(),
    /** Every change of the value at `field`, as the terminal, the comment and the reports show it. */
    excerpt: ChangeExcerptSchema.optional(),
    /** Runs recorded before `excerpt`: a window of each side around the first difference. */
    recorded: z.string().optional(),
    actual: z.string().optional(),
    message: z.string(),
  }),
  z.strictObject({
    kind: z.literal('upstream_unavailable'),
    attempts: z.number().int().min(1),
    message: z.string(),
  }),
  z.strictObject({
    kind: z.literal('budget_exceeded'),
    budget: z.enum(['maxTurns', 'maxTokens', 'maxToolCalls', 'maxWallMs']),
    limit: z.number(),
    used: z.number(),
    message: z.string(),
  }),
  z.strictObject({
    kind: z.literal('script_exhausted'),
    call: z.number().int().min(1),
    message: z.string(),
  }),
  z.strictObject({ kind: z.literal('provider_error'), message: z.string() }),
  z.strictObject({
    kind: z.literal('max_calls_reached'),
    /** The bound (`--max-calls`, the Action's `max-calls`): upstream requests, retries included. */
    maxCalls: z.number().int().min(1),
    /** Upstream requests already made when this one was refused, and how many were retries. */
    calls: z.number().int().min(0),
    retries: z.number().int().min(0),
    message: z.string(),
  }),
  z.strictObject({
    kind: z.literal('model_not_allowed'),
    /** The model the refused call asked for; absent when it named none. */
    model: z.string().optional(),
    /** The models the run may ask for: its model, then those its agent entry allows. */
    allowed: z.array(z.string()),
    message: z.string(),
  }),
]);
export type RunStop = z.infer<typeof RunStopSchema>;

/** The proxy catches it, answers the agent, marks the run. */
export class RunStopError extends Error {
  constructor(readonly stop: RunStop) {
    super(stop.message);
    this.name = 'RunStopError';
  }
}

export interface ModelProvider {
  readonly mode: 'live' | 'record' | 'replay' | 'scripted';
  /** Answers one model call, or throws `RunStopError`. Upstream attempts are counted in `attempts`. */
  complete(call: ModelCall, signal: AbortSignal): Promise<ModelResponse & { attempts?: number }>;
  /** `complete` without the promise, for a provider that answers from memory (replay). */
  answerNow?(call: ModelCall): ModelResponse;
  /** Once, when the run is over (replay: calls never made; record: writes the cassette). */
  finish?(): Promise<RunStop | undefined>;
}

/** Token usage as the provider reported it; a field is absent (never 0) when it was not reported. */
export const UsageSchema = z.strictObject({
  inputTokens: z.number().int().min(0),
  outputTokens: z.number().int().min(0),
  cachedInputTokens: z.number().int().min(0).optional(),
});
export type Usage = z.infer<typeof UsageSchema>;

export const AssembledToolCallSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** Exactly as the model sent it. */
  arguments: z.string(),
});
export type AssembledToolCall = z.infer<typeof AssembledToolCallSchema>;

export const AssembledMessageSchema = z.strictObject({
  content: z.string().nullable(),
  toolCalls: z.array(AssembledToolCallSchema),
  finishReason: z.string().nullable(),
  usage: UsageSchema.optional(),
  /** The response's own id when a later request may refer to it (Responses `previous_response_id`). */
  responseId: z.string().optional(),
});
export type AssembledMessage = z.infer<typeof AssembledMessageSchema>;

/** What identifies a model call for replay (SPEC §4): what changes the answer, normalized. */
export const FingerprintSchema = z.strictObject({
  endpoint: EndpointSchema,
  model: z.string().nullable(),
  /** Apart from the messages (`instructions`, `system`, `systemInstruction`); null for chat. */
  instructions: z.unknown(),
  /** The conversation: chat `messages`, Responses `input` items, Messages `messages`, Gemini `contents`. */
  messages: z.array(z.unknown()),
  /** Function tools with their schemas, as sent. */
  tools: z.array(z.unknown()),
  outputLimit: z.number().nullable(),
  /** Provider-native (non-function) tools, e.g. web search. */
  nativeTools: z.array(z.unknown()),
  reasoningEffort: z.string().nullable(),
  /** Request fields that constrain the answer's shape (`tool_choice`…), only those present. */
  answerControls: z.record(z.string(), z.unknown()),
});
export type Fingerprint = z.infer<typeof FingerprintSchema>;

/** A response whose stream has been read to the end: what cassettes store and transcripts keep. */
export const RecordedResponseSchema = z.union([
  z.strictObject({ kind: z.literal('json'), status: z.number().int(), body: z.unknown() }),
  z.strictObject({
    kind: z.literal('sse'),
    status: z.number().int(),
    events: z.array(z.string()),
  }),
]);
export type RecordedResponse = z.infer<typeof RecordedResponseSchema>;
