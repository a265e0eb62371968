/**
 * A Responses event stream read back into its `response` body: the final event's output, or, when
 * it has none (some servers, a cut stream), the output rebuilt from the items, parts and deltas
 * seen. Lenient: a delta for an item never announced creates it.
 */
import { isRecord } from '../../json/is-record.js';
import { parseJson } from '../../json/parse-json.js';
import { indexOr } from './lenient.js';

type Json = Record<string, unknown>;

const LIFECYCLE_EVENTS = new Set([
  'response.created',
  'response.queued',
  'response.in_progress',
  'response.completed',
  'response.incomplete',
  'response.failed',
]);

const stringOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A deep copy, so that later deltas never write into an earlier event's objects. */
const copyOf = <T>(value: T): T => structuredClone(value);

const message = (): Json => ({ type: 'message', role: 'assistant', content: [] });
const reasoning = (): Json => ({ type: 'reasoning', summary: [] });

/** A `*.delta` appends to `target[field]`; a `*.done` carries the whole value. */
function applyTextEvent(target: Json, field: string, type: string, event: Json): void {
  target[field] = type.endsWith('.delta')
    ? stringOf(target[field]) + stringOf(event.delta)
    : stringOf(event[field]);
}

class OutputBuilder {
  private readonly items = new Map<number, Json>();
  base: Json | undefined;

  apply(event: Json): void {
    const type = stringOf(event.type);
    if (LIFECYCLE_EVENTS.has(type)) {
      if (isRecord(event.response)) this.base = copyOf(event.response);
      return;
    }
    if (type === 'response.output_item.added' || type === 'response.output_item.done') {
      if (isRecord(event.item)) this.putItem(event, copyOf(event.item));
      return;
    }
    this.applyDelta(type, event);
  }

  response(): Json {
    const base = this.base ?? { object: 'response' };
    const finalOutput = Array.isArray(base.output) ? (base.output as unknown[]) : [];
    const rebuilt = [...this.items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
    return { ...base, output: finalOutput.length > 0 ? finalOutput : rebuilt };
  }

  private putItem(event: Json, item: Json): void {
    const index = indexOr(event.output_index) ?? this.indexOfId(item.id) ?? this.nextIndex();
    this.items.set(index, item);
  }

  private indexOfId(id: unknown): number | undefined {
    if (typeof id !== 'string') return undefined;
    for (const [index, item] of this.items) if (item.id === id) return index;
    return undefined;
  }

  private nextIndex(): number {
    return Math.max(-1, ...this.items.keys()) + 1;
  }

  /** The item a delta is for, created with `fallback`'s shape when the stream never announced it. */
  private itemFor(event: Json, fallback: Json): Json {
    const index = indexOr(event.output_index) ?? this.indexOfId(event.item_id) ?? this.nextIndex();
    const existing = this.items.get(index);
    if (existing !== undefined) return existing;
    const created = {
      ...(typeof event.item_id === 'string' ? { id: event.item_id } : {}),
      ...fallback,
    };
    this.items.set(index, created);
    return created;
  }

  /** Entry `index` of the array `item[field]`, created (and the array too) when missing. */
  private entryOf(item: Json, field: string, index: unknown, fallback: Json): Json {
    if (!Array.isArray(item[field])) item[field] = [];
    const list = item[field] as unknown[];
    const at = indexOr(index) ?? Math.max(0, list.length - 1);
    const existing = list[at];
    if (isRecord(existing)) return existing;
    list[at] = fallback;
    return fallback;
  }

  /** Puts a whole part at `index` of the list `item[field]` (created when missing). */
  private putPart(item: Json, field: string, index: unknown, part: unknown): void {
    if (!isRecord(part)) return;
    if (!Array.isArray(item[field])) item[field] = [];
    const list = item[field] as unknown[];
    list[indexOr(index) ?? list.length] = copyOf(part);
  }

  /** A text event of a message's content part, created as `fallback` when missing. */
  private applyContentText(type: string, event: Json, field: string, fallback: Json): void {
    const item = this.itemFor(event, message());
    applyTextEvent(
      this.entryOf(item, 'content', event.content_index, fallback),
      field,
      type,
      event,
    );
  }

  private applyDelta(type: string, event: Json): void {
    switch (type) {
      case 'response.content_part.added':
      case 'response.content_part.done':
        this.putPart(this.itemFor(event, message()), 'content', event.content_index, event.part);
        return;
      case 'response.reasoning_summary_part.added':
      case 'response.reasoning_summary_part.done':
        this.putPart(this.itemFor(event, reasoning()), 'summary', event.summary_index, event.part);
        return;
      case 'response.output_text.delta':
      case 'response.output_text.done':
        this.applyContentText(type, event, 'text', {
          type: 'output_text',
          text: '',
          annotations: [],
        });
        return;
      case 'response.refusal.delta':
      case 'response.refusal.done':
        this.applyContentText(type, event, 'refusal', { type: 'refusal', refusal: '' });
        return;
      case 'response.reasoning_summary_text.delta':
      case 'response.reasoning_summary_text.done': {
        const item = this.itemFor(event, reasoning());
        const part = this.entryOf(item, 'summary', event.summary_index, {
          type: 'summary_text',
          text: '',
        });
        applyTextEvent(part, 'text', type, event);
        return;
      }
      case 'response.function_call_arguments.delta':
      case 'response.function_call_arguments.done':
      case 'response.custom_tool_call_input.delta':
      case 'response.custom_tool_call_input.done': {
        // A freeform (custom) tool's call carries raw text as `input`, a function's `arguments`.
        const custom = type.startsWith('response.custom_tool_call_input.');
        const field = custom ? 'input' : 'arguments';
        const kind = custom ? 'custom_tool_call' : 'function_call';
        const item = this.itemFor(event, { type: kind, call_id: '', name: '', [field]: '' });
        applyTextEvent(item, field, type, event);
        return;
      }
      default:
      // Other events (`error`, `keepalive`, built-in tool progress) change no output item.
    }
  }
}

/** The `response` body equivalent to a stream of `response.*` payloads. */
export function responseFromEvents(events: readonly string[]): Json {
  const builder = new OutputBuilder();
  for (const payload of events) {
    const parsed = parseJson(payload);
    if (parsed.ok && isRecord(parsed.value)) builder.apply(parsed.value);
  }
  return builder.response();
}
