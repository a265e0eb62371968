/** A `response` body as the `response.*` stream a server sends, as the SDK and Codex read it. */
import { isRecord } from '../../json/is-record.js';
import { stringOr } from './lenient.js';

type Json = Record<string, unknown>;

/** Collects the events of one stream, numbering them in order. */
class EventList {
  readonly payloads: string[] = [];

  push(type: string, fields: Json): void {
    this.payloads.push(JSON.stringify({ type, ...fields, sequence_number: this.payloads.length }));
  }
}

/** Where the deltas of one output item go: its id (made up from its index when it has none). */
function itemAddress(item: Json, outputIndex: number): Json {
  return { item_id: stringOr(item.id) ?? `item_${outputIndex}`, output_index: outputIndex };
}

function pushMessageItem(events: EventList, item: Json, outputIndex: number): void {
  const address = itemAddress(item, outputIndex);
  const parts = Array.isArray(item.content) ? (item.content as unknown[]) : [];
  events.push('response.output_item.added', {
    output_index: outputIndex,
    item: { ...item, ...(item.status === undefined ? {} : { status: 'in_progress' }), content: [] },
  });
  parts.forEach((part, contentIndex) => {
    const at = { ...address, content_index: contentIndex };
    if (isRecord(part) && part.type === 'output_text') {
      const text = stringOr(part.text) ?? '';
      events.push('response.content_part.added', { ...at, part: { ...part, text: '' } });
      if (text !== '')
        events.push('response.output_text.delta', { ...at, delta: text, logprobs: [] });
      events.push('response.output_text.done', { ...at, text, logprobs: [] });
    } else if (isRecord(part) && part.type === 'refusal') {
      const refusal = stringOr(part.refusal) ?? '';
      events.push('response.content_part.added', { ...at, part: { ...part, refusal: '' } });
      if (refusal !== '') events.push('response.refusal.delta', { ...at, delta: refusal });
      events.push('response.refusal.done', { ...at, refusal });
    } else {
      events.push('response.content_part.added', { ...at, part });
    }
    events.push('response.content_part.done', { ...at, part });
  });
}

/** A tool call's `arguments` (function) or `input` (custom) streamed as one delta, then done. */
function pushToolCallItem(
  events: EventList,
  item: Json,
  outputIndex: number,
  field: 'arguments' | 'input',
  eventPrefix: string,
): void {
  const address = itemAddress(item, outputIndex);
  const value = stringOr(item[field]) ?? '';
  events.push('response.output_item.added', {
    output_index: outputIndex,
    item: { ...item, ...(item.status === undefined ? {} : { status: 'in_progress' }), [field]: '' },
  });
  if (value !== '') events.push(`${eventPrefix}.delta`, { ...address, delta: value });
  const done = field === 'arguments' ? { arguments: value, name: item.name } : { input: value };
  events.push(`${eventPrefix}.done`, { ...address, ...done });
}

function pushReasoningItem(events: EventList, item: Json, outputIndex: number): void {
  const address = itemAddress(item, outputIndex);
  const summary = Array.isArray(item.summary) ? (item.summary as unknown[]) : [];
  events.push('response.output_item.added', {
    output_index: outputIndex,
    item: { ...item, summary: [] },
  });
  summary.forEach((part, summaryIndex) => {
    const at = { ...address, summary_index: summaryIndex };
    const text = isRecord(part) ? (stringOr(part.text) ?? '') : '';
    const emptyPart = isRecord(part) ? { ...part, text: '' } : part;
    events.push('response.reasoning_summary_part.added', { ...at, part: emptyPart });
    if (text !== '') events.push('response.reasoning_summary_text.delta', { ...at, delta: text });
    events.push('response.reasoning_summary_text.done', { ...at, text });
    events.push('response.reasoning_summary_part.done', { ...at, part });
  });
}

function pushOutputItem(events: EventList, item: unknown, outputIndex: number): void {
  if (!isRecord(item)) return;
  if (item.type === 'message') pushMessageItem(events, item, outputIndex);
  else if (item.type === 'function_call') {
    pushToolCallItem(events, item, outputIndex, 'arguments', 'response.function_call_arguments');
  } else if (item.type === 'custom_tool_call') {
    pushToolCallItem(events, item, outputIndex, 'input', 'response.custom_tool_call_input');
  } else if (item.type === 'reasoning') pushReasoningItem(events, item, outputIndex);
  // Items with no deltas of their own (web search, local shell…) arrive whole.
  else events.push('response.output_item.added', { output_index: outputIndex, item });
  events.push('response.output_item.done', { output_index: outputIndex, item });
}

/** The event a body's status ends its stream with. */
function finalEventType(status: unknown): string {
  if (status === 'incomplete') return 'response.incomplete';
  if (status === 'failed') return 'response.failed';
  return 'response.completed';
}

/** The stream a server would have sent; an error body becomes the one `error` event. */
export function eventsFromResponse(body: unknown): string[] {
  const response: Json = isRecord(body) ? body : {};
  const events = new EventList();
  if (isRecord(response.error) && !Array.isArray(response.output)) {
    const { message, code, param } = response.error;
    events.push('error', {
      code: stringOr(code) ?? null,
      message: stringOr(message) ?? '',
      param: stringOr(param) ?? null,
    });
    return events.payloads;
  }
  const inProgress: Json = { ...response, status: 'in_progress', output: [], usage: null };
  if ('completed_at' in response) inProgress.completed_at = null;
  events.push('response.created', { response: inProgress });
  events.push('response.in_progress', { response: inProgress });
  const output = Array.isArray(response.output) ? (response.output as unknown[]) : [];
  output.forEach((item, outputIndex) => pushOutputItem(events, item, outputIndex));
  events.push(finalEventType(response.status), { response });
  return events.payloads;
}
