/**
 * The OpenAI Chat Completions wire format, both ways: reading the assistant message out of a JSON
 * body or a stream of chunks, and turning one form into the other (a recording made with
 * `stream: true` must answer an agent that does not stream, and the reverse).
 */
import {
  arrayOr,
  numberOr,
  plainRecordOr,
  recordOr,
  stringOr,
  tokenCountOr,
  usageOf,
  withUsage,
} from './protocols/lenient.js';
import type { AssembledMessage, AssembledToolCall, Usage } from './types.js';
import { findMalformedPayload } from './protocols/malformed-payload.js';
import type { MalformedEvent } from './protocols/protocol.js';
import { isRecord } from '../json/is-record.js';
import { parseJson } from '../json/parse-json.js';

/** A tool call of a JSON body's message, or a fragment of one in a stream delta. */
interface WireToolCall {
  /** Only in stream deltas: which tool call a fragment belongs to. */
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
}

/** `message` in a JSON body and `delta` in a chunk share these fields. */
interface WireMessage {
  content?: string;
  tool_calls?: Array<WireToolCall | undefined>;
}

interface WireChoice {
  index?: number;
  message?: WireMessage;
  delta?: WireMessage;
  finish_reason?: string;
}

/** A `chat.completion` body or a `chat.completion.chunk`; `usage` is kept raw to pass it on as sent. */
interface WireCompletion {
  id?: string;
  created?: number;
  model?: string;
  system_fingerprint?: string;
  choices?: Array<WireChoice | undefined>;
  usage?: Record<string, unknown>;
}

type Readers<T> = { [K in keyof T]-?: (field: unknown) => T[K] | undefined };

/**
 * The fields `readers` name, each left out when it reads as undefined; undefined for a non-object.
 */
function readFields<T extends object>(value: unknown, readers: Readers<T>): T | undefined {
  const record = recordOr(value);
  if (record === undefined) return undefined;
  const read: Partial<T> = {};
  for (const key in readers) {
    const field = readers[key](record[key]);
    if (field !== undefined) read[key] = field;
  }
  return read as T;
}

// The reader tables are built once: these run on every chunk of every answer.
const FUNCTION_READERS: Readers<NonNullable<WireToolCall['function']>> = {
  name: stringOr,
  arguments: stringOr,
};
const TOOL_CALL_READERS: Readers<WireToolCall> = {
  index: tokenCountOr,
  id: stringOr,
  function: (fn) => readFields(fn, FUNCTION_READERS),
};
const MESSAGE_READERS: Readers<WireMessage> = {
  content: stringOr,
  tool_calls: (calls) => arrayOr(calls)?.map((call) => readFields(call, TOOL_CALL_READERS)),
};
const CHOICE_READERS: Readers<WireChoice> = {
  index: tokenCountOr,
  message: (message) => readFields(message, MESSAGE_READERS),
  delta: (delta) => readFields(delta, MESSAGE_READERS),
  finish_reason: stringOr,
};
const COMPLETION_READERS: Readers<WireCompletion> = {
  id: stringOr,
  created: numberOr,
  model: stringOr,
  system_fingerprint: stringOr,
  choices: (choices) => arrayOr(choices)?.map((choice) => readFields(choice, CHOICE_READERS)),
  usage: (usage) => {
    const record = plainRecordOr(usage);
    return record === undefined ? undefined : { ...record };
  },
};

/**
 * A body or chunk read leniently (`lenient.ts`): a field of the wrong type is absent, a non-object
 * entry is undefined, a non-object reads as `{}`. A test holds it to the zod schema it replaced.
 */
export function readCompletion(value: unknown): WireCompletion {
  return readFields(value, COMPLETION_READERS) ?? {};
}

/** With `n > 1` a chunk may carry another choice first; the agent's answer is choice 0. */
function firstChoice(completion: WireCompletion) {
  const choices = (completion.choices ?? []).filter((choice) => choice !== undefined);
  return choices.find((choice) => (choice.index ?? 0) === 0);
}

/** Token usage from a Chat Completions `usage` object; undefined unless both counts are there. */
export function readUsage(usage: unknown): Usage | undefined {
  if (!isRecord(usage)) return undefined;
  const input = tokenCountOr(usage.prompt_tokens);
  const output = tokenCountOr(usage.completion_tokens);
  if (input === undefined || output === undefined) return undefined;
  const cached =
    tokenCountOr(recordOr(usage.prompt_tokens_details)?.cached_tokens) ??
    tokenCountOr(usage.prompt_cache_hit_tokens);
  return usageOf(input, output, cached);
}

/** The assistant message of a non-streamed `chat.completion` body. Never throws. */
export function assembleFromJson(body: unknown): AssembledMessage {
  const completion = readCompletion(body);
  const choice = firstChoice(completion);
  const toolCalls = (choice?.message?.tool_calls ?? [])
    .filter((call) => call !== undefined)
    .map((call) => ({
      id: call.id ?? '',
      name: call.function?.name ?? '',
      arguments: call.function?.arguments ?? '',
    }));
  return withUsage(
    {
      content: choice?.message?.content ?? null,
      toolCalls,
      finishReason: choice?.finish_reason ?? null,
    },
    readUsage(completion.usage),
  );
}

/** Fields every chunk of one stream repeats, taken from its first chunk. */
export type StreamHead = Pick<WireCompletion, 'id' | 'created' | 'model' | 'system_fingerprint'>;

interface AssembledStream {
  message: AssembledMessage;
  head: StreamHead;
  /** The usage object exactly as the stream carried it, to pass on unchanged. */
  rawUsage: Record<string, unknown> | undefined;
}

/** Merges tool-call deltas; without `index`, a new id starts a call and none continues the last. */
class ToolCallMerger {
  private readonly calls = new Map<number, AssembledToolCall>();
  private lastIndex: number | undefined;

  add(delta: WireToolCall): void {
    const index = delta.index ?? this.fallbackIndex(delta);
    const call = this.calls.get(index) ?? { id: '', name: '', arguments: '' };
    // Servers that repeat the id or name on every fragment must not have them concatenated.
    if (call.id === '' && delta.id !== undefined) call.id = delta.id;
    if (call.name === '' && delta.function?.name !== undefined) call.name = delta.function.name;
    call.arguments += delta.function?.arguments ?? '';
    this.calls.set(index, call);
    this.lastIndex = index;
  }

  toolCalls(): AssembledToolCall[] {
    return [...this.calls.values()];
  }

  private fallbackIndex(delta: WireToolCall): number {
    const last = this.lastIndex === undefined ? undefined : this.calls.get(this.lastIndex);
    if (this.lastIndex !== undefined && (delta.id === undefined || delta.id === last?.id)) {
      return this.lastIndex;
    }
    return Math.max(-1, ...this.calls.keys()) + 1;
  }
}

function assembleStream(events: readonly string[]): AssembledStream {
  let head: StreamHead | undefined;
  let content: string | null = null;
  let finishReason: string | null = null;
  let rawUsage: Record<string, unknown> | undefined;
  const toolCalls = new ToolCallMerger();
  for (const payload of events) {
    const parsed = parseJson(payload);
    if (!parsed.ok || !isRecord(parsed.value)) continue;
    const chunk = readCompletion(parsed.value);
    // Only its envelope fields are ever read (`envelopeOf`).
    head ??= chunk;
    const choice = firstChoice(chunk);
    if (choice?.delta?.content !== undefined) content = (content ?? '') + choice.delta.content;
    for (const delta of choice?.delta?.tool_calls ?? [])
      if (delta !== undefined) toolCalls.add(delta);
    if (choice?.finish_reason !== undefined) finishReason = choice.finish_reason;
    if (readUsage(chunk.usage) !== undefined) rawUsage = chunk.usage;
  }
  const message = withUsage(
    { content, toolCalls: toolCalls.toolCalls(), finishReason },
    readUsage(rawUsage),
  );
  return { message, head: head ?? {}, rawUsage };
}

/** The assistant message of a stream's `data` payloads (`[DONE]` and non-objects skipped). */
export function assembleFromEvents(events: readonly string[]): AssembledMessage {
  return assembleStream(events).message;
}

/** The first payload a well-behaved server would not send: the proxy's failed upstream. */
export const findMalformedEvent = (events: readonly string[]): MalformedEvent | undefined =>
  findMalformedPayload(events, '[DONE]');

/** The fields every body and chunk starts with; absent ones are left out rather than sent as null. */
function envelopeOf(head: StreamHead, object: string): Record<string, unknown> {
  const fields = {
    id: head.id,
    object,
    created: head.created,
    model: head.model,
    system_fingerprint: head.system_fingerprint,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function chunkOf(head: StreamHead, rest: Record<string, unknown>): string {
  return JSON.stringify({ ...envelopeOf(head, 'chat.completion.chunk'), ...rest });
}

const wireToolCall = (call: AssembledToolCall) => ({
  id: call.id,
  type: 'function',
  function: { name: call.name, arguments: call.arguments },
});

/** The stream a server would have sent for this body (usage only when the agent asked). */
export function eventsFromJson(body: unknown, options: { includeUsage: boolean }): string[] {
  const completion = readCompletion(body);
  const message = assembleFromJson(body);
  const choiceChunk = (delta: Record<string, unknown>, finishReason: string | null): string =>
    chunkOf(completion, { choices: [{ index: 0, delta, finish_reason: finishReason }] });

  // As OpenAI does: the first chunk opens the content with "" for a text answer, null otherwise.
  const events = [
    choiceChunk({ role: 'assistant', content: message.content === null ? null : '' }, null),
  ];
  if (message.content !== null && message.content !== '') {
    events.push(choiceChunk({ content: message.content }, null));
  }
  message.toolCalls.forEach((call, index) => {
    events.push(choiceChunk({ tool_calls: [{ index, ...wireToolCall(call) }] }, null));
  });
  events.push(choiceChunk({}, message.finishReason));
  if (options.includeUsage && completion.usage !== undefined) {
    events.push(chunkOf(completion, { choices: [], usage: completion.usage }));
  }
  events.push('[DONE]');
  return events;
}

/** The `chat.completion` body equivalent to a stream of chunks. */
export function jsonFromEvents(events: readonly string[]): unknown {
  const { message, head, rawUsage } = assembleStream(events);
  return completionBody(head, message, rawUsage);
}

/** A `chat.completion` body: `head`'s envelope, `message` as choice 0, and `usage` when given. */
export function completionBody(
  head: StreamHead,
  message: Omit<AssembledMessage, 'usage'>,
  usage: Record<string, unknown> | undefined,
): unknown {
  const toolCalls = message.toolCalls.map(wireToolCall);
  return {
    ...envelopeOf(head, 'chat.completion'),
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: message.content,
          ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: message.finishReason,
      },
    ],
    ...(usage === undefined ? {} : { usage }),
  };
}
