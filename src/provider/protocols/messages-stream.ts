/** Anthropic Messages streams both ways, as the SDK's accumulator and the API do. */
import type { AssembledMessage } from '../types.js';
import type { MalformedEvent } from './protocol.js';
import { assembleMessage, stringifyInput } from './messages-wire.js';
import { isRecord } from '../../json/is-record.js';
import { parseJson } from '../../json/parse-json.js';
import { eventTypeOf, indexOr } from './lenient.js';

/** Block types whose `input` streams as `input_json_delta` fragments. */
const STREAMED_INPUT_TYPES = new Set(['tool_use', 'server_tool_use', 'mcp_tool_use']);

/** Fields of the message that only `message_delta` sets; `message_start` carries them as null. */
const DELTA_FIELDS = ['stop_reason', 'stop_sequence', 'stop_details', 'container'] as const;

type StreamEvent = Record<string, unknown> & { type: string };

/** The payload as an event object with a string `type`, or undefined. */
function readEvent(payload: string): StreamEvent | undefined {
  const parsed = parseJson(payload);
  if (!parsed.ok || !isRecord(parsed.value)) return undefined;
  return typeof parsed.value.type === 'string' ? (parsed.value as StreamEvent) : undefined;
}

interface AccumulatedStream {
  /** The message rebuilt from the stream, as the JSON body would have carried it. */
  message: Record<string, unknown>;
  /** The concatenated `partial_json` of each block that had some, by position in `content`. */
  rawInputs: Map<number, string>;
}

/** The message being rebuilt, one event at a time. */
class StreamAccumulator {
  private head: Record<string, unknown> | undefined;
  private readonly blocks: Array<Record<string, unknown> | undefined> = [];
  private readonly inputs = new Map<number, string>();
  private deltaFields: Record<string, unknown> = {};
  private usage: Record<string, unknown> | undefined;

  add(event: StreamEvent): void {
    switch (event.type) {
      case 'message_start':
        // The SDK refuses a second message in one stream; the first one is the answer.
        if (this.head === undefined && isRecord(event.message)) {
          this.head = event.message;
          if (isRecord(event.message.usage)) this.usage = { ...event.message.usage };
        }
        return;
      case 'content_block_start':
        if (isRecord(event.content_block)) {
          this.blocks[indexOr(event.index) ?? this.blocks.length] = { ...event.content_block };
        }
        return;
      case 'content_block_delta':
        if (isRecord(event.delta))
          this.addDelta(indexOr(event.index) ?? this.blocks.length - 1, event.delta);
        return;
      case 'message_delta':
        // Spread, not `Object.assign`: a `__proto__` key from the wire stays an ordinary field.
        if (isRecord(event.delta)) this.deltaFields = { ...this.deltaFields, ...event.delta };
        // Usage counters in `message_delta` are totals for the whole message: they replace, never add.
        if (isRecord(event.usage)) {
          const present = Object.entries(event.usage).filter(([, value]) => value !== null);
          this.usage = { ...this.usage, ...Object.fromEntries(present) };
        }
        return;
    }
    // `content_block_stop`, `message_stop`, `ping` and event types added later carry no content.
  }

  private addDelta(index: number, delta: Record<string, unknown>): void {
    const block = this.blocks[index];
    if (block === undefined) return;
    const appended = (field: string, more: unknown): string =>
      (typeof block[field] === 'string' ? block[field] : '') +
      (typeof more === 'string' ? more : '');
    switch (delta.type) {
      case 'text_delta':
        block.text = appended('text', delta.text);
        return;
      case 'thinking_delta':
        block.thinking = appended('thinking', delta.thinking);
        return;
      case 'signature_delta':
        // The signature arrives whole, once, at the end of a thinking block.
        if (typeof delta.signature === 'string') block.signature = delta.signature;
        return;
      case 'citations_delta':
        block.citations = [
          ...(Array.isArray(block.citations) ? (block.citations as unknown[]) : []),
          delta.citation,
        ];
        return;
      case 'input_json_delta':
        this.inputs.set(
          index,
          (this.inputs.get(index) ?? '') +
            (typeof delta.partial_json === 'string' ? delta.partial_json : ''),
        );
        return;
    }
  }

  result(): AccumulatedStream {
    const content: Record<string, unknown>[] = [];
    const rawInputs = new Map<number, string>();
    this.blocks.forEach((block, index) => {
      if (block === undefined) return;
      const raw = this.inputs.get(index);
      if (raw !== undefined && raw !== '' && STREAMED_INPUT_TYPES.has(block.type as string)) {
        rawInputs.set(content.length, raw);
        const parsed = parseJson(raw);
        // Unparseable input keeps what `content_block_start` said; the transcript keeps the raw text.
        if (parsed.ok) block.input = parsed.value;
      }
      content.push(block);
    });
    const message: Record<string, unknown> = {
      ...(this.head ?? { type: 'message', role: 'assistant' }),
      content,
      ...this.deltaFields,
    };
    if (this.usage !== undefined) message.usage = this.usage;
    return { message, rawInputs };
  }
}

function accumulate(events: readonly string[]): AccumulatedStream {
  const accumulator = new StreamAccumulator();
  for (const payload of events) {
    const event = readEvent(payload);
    if (event !== undefined) accumulator.add(event);
  }
  return accumulator.result();
}

/** The message equivalent to a stream: what a non-streamed call would have answered. */
export function jsonFromEvents(events: readonly string[]): unknown {
  return accumulate(events).message;
}

/** The answer a stream carried; tool-call arguments are the `input_json_delta`s as sent. */
export function assembleEvents(events: readonly string[]): AssembledMessage {
  const { message, rawInputs } = accumulate(events);
  return assembleMessage(
    message,
    (block, position) => rawInputs.get(position) ?? stringifyInput(block),
  );
}

/** The events that stream one content block, at position `index`. */
function blockEvents(raw: Record<string, unknown>, index: number): unknown[] {
  const type = typeof raw.type === 'string' ? raw.type : undefined;
  const deltas: Record<string, unknown>[] = [];
  let start: Record<string, unknown> = raw;
  if (type === 'text') {
    start = { ...raw, text: '' };
    if (Array.isArray(raw.citations) && raw.citations.length > 0) {
      start.citations = [];
      for (const citation of raw.citations) deltas.push({ type: 'citations_delta', citation });
    }
    if (typeof raw.text === 'string' && raw.text !== '') {
      deltas.push({ type: 'text_delta', text: raw.text });
    }
  } else if (type === 'thinking') {
    start = { ...raw, thinking: '' };
    if (typeof raw.thinking === 'string' && raw.thinking !== '') {
      deltas.push({ type: 'thinking_delta', thinking: raw.thinking });
    }
    if (typeof raw.signature === 'string') {
      start.signature = '';
      if (raw.signature !== '') deltas.push({ type: 'signature_delta', signature: raw.signature });
    }
  } else if (type !== undefined && STREAMED_INPUT_TYPES.has(type)) {
    start = { ...raw, input: {} };
    deltas.push({ type: 'input_json_delta', partial_json: stringifyInput(raw) });
  }
  // Any other block (redacted_thinking, web_search_tool_result…) arrives whole in its start event.
  return [
    { type: 'content_block_start', index, content_block: start },
    ...deltas.map((delta) => ({ type: 'content_block_delta', index, delta })),
    { type: 'content_block_stop', index },
  ];
}

/** The stream the API would have sent for this message, each block whole in one delta. */
export function eventsFromJson(body: unknown): string[] {
  const message = isRecord(body) ? body : {};
  const content = Array.isArray(message.content) ? message.content.filter(isRecord) : [];
  const head: Record<string, unknown> = { ...message, content: [] };
  const delta: Record<string, unknown> = {};
  for (const field of DELTA_FIELDS) {
    if (field === 'stop_reason' || field === 'stop_sequence' || field in message) {
      delta[field] = message[field] ?? null;
      head[field] = null;
    }
  }
  const usage = isRecord(message.usage) ? message.usage : undefined;
  // A client that adds `message_start`'s output tokens to `message_delta`'s must not count them twice.
  if (usage !== undefined) head.usage = { ...usage, output_tokens: 0 };
  const events: unknown[] = [
    { type: 'message_start', message: head },
    ...content.flatMap((block, index) => blockEvents(block, index)),
    { type: 'message_delta', delta, ...(usage === undefined ? {} : { usage }) },
    { type: 'message_stop' },
  ];
  return events.map((event) => JSON.stringify(event));
}

/**
 * The first payload a well-behaved server would not send (not an event, an `error`, a second
 * message, after `message_stop`), judged only by what came before: live checks one event at a time.
 */
export function findMalformedEvent(events: readonly string[]): MalformedEvent | undefined {
  let started = false;
  let stopped = false;
  for (const [index, payload] of events.entries()) {
    if (stopped) return { index, reason: 'follows message_stop' };
    const parsed = parseJson(payload);
    if (!parsed.ok) return { index, reason: `is not JSON (${parsed.error})` };
    if (!isRecord(parsed.value)) return { index, reason: 'is not a JSON object' };
    const type = parsed.value.type;
    if (typeof type !== 'string') return { index, reason: 'has no event type' };
    if (type === 'error') {
      return { index, reason: `is an error: ${describeError(parsed.value.error)}` };
    }
    if (type === 'message_start') {
      if (started) return { index, reason: 'starts a second message' };
      started = true;
    }
    if (type === 'message_stop') stopped = true;
  }
  return undefined;
}

function describeError(error: unknown): string {
  if (!isRecord(error)) return JSON.stringify(error) ?? 'no details';
  const kind = typeof error.type === 'string' ? `${error.type}: ` : '';
  return typeof error.message === 'string'
    ? `${kind}${error.message}`
    : `${kind}${JSON.stringify(error)}`;
}

/** Whether a payload ends the answer: `message_stop`. */
export const isFinalEvent = (data: string): boolean => eventTypeOf(data) === 'message_stop';
