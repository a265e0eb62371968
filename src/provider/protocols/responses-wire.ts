/**
 * Reading an OpenAI Responses `response` object: the assistant's text, its tool calls and its usage.
 *
 * Upstream JSON is read leniently, as the Chat Completions module reads it: this is whatever an
 * OpenAI-compatible server sent, so a field of the wrong type counts as absent instead of throwing,
 * and output items of kinds we do not know are passed over. Read field by field (`lenient-read.ts`):
 * this runs on every answer the proxy gives.
 */
import type { AssembledMessage, AssembledToolCall, Usage } from '../types.js';
import { arrayOr, recordOr, stringOr, tokenCountOr } from './lenient.js';
import { isRecord } from '../../json/is-record.js';

type Json = Record<string, unknown>;

/** Token usage from a Responses `usage` object; undefined unless both counts are there. */
export function readUsage(usage: unknown): Usage | undefined {
  if (!isRecord(usage)) return undefined;
  const input_tokens = tokenCountOr(usage.input_tokens);
  const output_tokens = tokenCountOr(usage.output_tokens);
  if (input_tokens === undefined || output_tokens === undefined) return undefined;
  const cached = tokenCountOr(recordOr(usage.input_tokens_details)?.cached_tokens);
  return cached === undefined
    ? { inputTokens: input_tokens, outputTokens: output_tokens }
    : { inputTokens: input_tokens, outputTokens: output_tokens, cachedInputTokens: cached };
}

/**
 * The output items that carry the answer: `message` (text in `output_text` parts), `function_call`
 * and `custom_tool_call` (Codex's freeform `apply_patch`, whose `input` is the raw patch). Reasoning,
 * web search and other items are kept in bodies and streams but add nothing to the transcript.
 */
function toolCallOf(item: Json): AssembledToolCall | undefined {
  // The tool-call id is `call_id`: the one a `function_call_output` answers. `id` is the item's own.
  if (item.type === 'function_call') {
    return {
      id: stringOr(item.call_id) ?? '',
      name: stringOr(item.name) ?? '',
      arguments: stringOr(item.arguments) ?? '',
    };
  }
  if (item.type === 'custom_tool_call') {
    return {
      id: stringOr(item.call_id) ?? '',
      name: stringOr(item.name) ?? '',
      arguments: stringOr(item.input) ?? '',
    };
  }
  return undefined;
}

/** The text of all `output_text` parts of all `message` items, joined as the SDK's `output_text` is. */
function textOf(items: readonly Json[]): string | null {
  const texts: string[] = [];
  for (const item of items) {
    if (item.type !== 'message') continue;
    for (const part of arrayOr(item.content) ?? []) {
      if (isRecord(part) && part.type === 'output_text') texts.push(stringOr(part.text) ?? '');
    }
  }
  return texts.length === 0 ? null : texts.join('');
}

/**
 * The assistant message of a Responses `response` body. The finish reason is the reason an
 * incomplete response gives (`max_output_tokens`), else its status (`completed`). Never throws.
 */
export function assembleResponse(body: unknown): AssembledMessage {
  const response = recordOr(body) ?? {};
  const items = (arrayOr(response.output) ?? []).filter(isRecord);
  const message: AssembledMessage = {
    content: textOf(items),
    toolCalls: items.map(toolCallOf).filter((call) => call !== undefined),
    finishReason:
      stringOr(recordOr(response.incomplete_details)?.reason) ?? stringOr(response.status) ?? null,
  };
  const usage = readUsage(response.usage);
  if (usage !== undefined) message.usage = usage;
  const id = stringOr(response.id);
  if (id !== undefined) message.responseId = id;
  return message;
}
