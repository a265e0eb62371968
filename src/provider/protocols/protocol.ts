/**
 * One wire protocol between an agent and its model (SPEC §1, §4): Chat Completions, Responses,
 * Anthropic Messages or Gemini, each a module implementing this interface; nothing else branches on
 * a protocol by name (`index.ts` is the registry). Stored streams are the SSE `data` payloads in
 * order; an event name is the payload's own `type`, framed again by `formatEvent`.
 */
import type { Normalize } from '../normalize.js';
import type { AssembledMessage, Fingerprint, ModelCall, ProtocolId } from '../types.js';

/** The configured upstream a protocol's live calls go to (`providers.openai|anthropic|gemini`). */
export type UpstreamFamily = 'openai' | 'anthropic' | 'gemini';

/** What a route told the proxy about a call before its body was read. */
export interface RouteMatch {
  /** A model call, or a utility the proxy answers itself in every mode (token counting). */
  kind: 'model' | 'count_tokens';
  /** Gemini names the model in the path (`/v1beta/models/{model}:generateContent`). */
  model?: string;
  /** Gemini streams by route (`:streamGenerateContent`), the others by a body field. */
  stream?: boolean;
}

/** A script turn (`script/v1`) as any protocol renders it: ids are already deterministic. */
export interface ScriptedAnswer {
  /** 1-based: the script turn it plays, or past the turns for side and compaction answers. */
  call: number;
  content: string | null;
  toolCalls: Array<{ id: string; name: string; arguments: string }>;
  usage: { inputTokens: number; outputTokens: number };
  /** The model name to answer with (the request's, else `scripted`). */
  model: string;
}

/** An upstream HTTP request, built by the protocol from the agent's call and Verdict's own key. */
export interface UpstreamRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A tool's result as a request carries it back to the model. */
export interface ToolResult {
  /** The tool-call id it answers, when the protocol names one. */
  id?: string;
  /** The tool's name, when the protocol names it (Gemini). */
  name?: string;
  /** The result as text: a string as given, text blocks joined, anything else as JSON. */
  output: string;
}

export interface MalformedEvent {
  /** 0-based position of the payload in the list given. */
  index: number;
  reason: string;
}

export interface WireProtocol {
  readonly id: ProtocolId;
  readonly upstream: UpstreamFamily;
  /** Whether this protocol serves the route; `query` for `?alt=sse` and `?beta=true`. */
  matchRoute(method: string, pathname: string, query: URLSearchParams): RouteMatch | undefined;
  /** Why `body` is not a request of this protocol (e.g. "needs a messages array"), or undefined. */
  validateRequest(body: Record<string, unknown>): string | undefined;
  /** Whether the agent asked for a stream: a body field, or the route (`RouteMatch.stream`). */
  isStream(body: Record<string, unknown>, route: RouteMatch): boolean;
  /** The normalized fingerprint (SPEC §4), the protocol's noise left out; never throws. */
  fingerprint(call: ModelCall, normalize: Normalize): Fingerprint;
  /** Number of conversation entries (messages, input items, contents) a request carries. */
  conversationLength(body: Record<string, unknown>): number;
  /** The tool results a request gives back to the model, in order, with the id they answer. */
  toolResults(body: Record<string, unknown>): ToolResult[];

  /** The assistant's answer in a non-streamed body: text, tool calls, usage (cached input too). */
  assembleJson(body: unknown): AssembledMessage;
  /** The same from a stream's payloads. */
  assembleEvents(events: readonly string[]): AssembledMessage;
  /** The stream a server would have sent for this body, shaped by what `call` asked for. */
  eventsFromJson(body: unknown, call: ModelCall): string[];
  /** The body equivalent to a stream. */
  jsonFromEvents(events: readonly string[]): unknown;
  /** One stored payload framed as an SSE event, as this protocol's servers send it. */
  formatEvent(data: string): string;
  /** The first payload a well-behaved server would not have sent (not JSON, an error event…). */
  findMalformedEvent(events: readonly string[]): MalformedEvent | undefined;
  /** Whether a payload ends an answer (`[DONE]`, `response.completed`, `message_stop`, a finish reason). */
  isFinalEvent(data: string): boolean;
  /** The model a response body says answered it (`model`, `modelVersion`), if it names one. */
  servedModel(body: unknown): string | undefined;

  /** A script turn as this protocol's JSON body. */
  renderScripted(answer: ScriptedAnswer, call: ModelCall): unknown;
  /** A `count_tokens` answer (Messages): deterministic, no upstream involved. */
  countTokens?(body: Record<string, unknown>): unknown;
  /** An error body this protocol's clients understand. */
  errorBody(status: number, type: string, message: string): unknown;

  /** The upstream request for a live call, with Verdict's key (never the agent's headers but those listed). */
  upstreamRequest(baseUrl: string, apiKey: string, call: ModelCall): UpstreamRequest;
  /** HTTP statuses worth retrying besides 429 and 5xx (Anthropic's 529 is a 5xx already). */
  isTransientStatus(status: number): boolean;
  /** Agent request headers that change the answer and go upstream (`anthropic-version`, `anthropic-beta`). */
  readonly forwardedHeaders: readonly string[];
}
