/**
 * Reading an OpenAI Responses `response` object: the assistant's text, its tool calls and its usage.
 *
 * Upstream JSON is read leniently, as the Chat Completions module reads it: this is whatever an
 * OpenAI-compatible server sent, so a field of the wrong type counts as absent instead of throwing,
 * and output items of kinds we do not know are passed over.
 */
import { z } from 'zod';
import type { AssembledMessage, AssembledToolCall, Usage } from '../types.js';
import { lenient, TokenCountSchema } from './lenient.js';

const WireUsageSchema = z.looseObject({
  input_tokens: lenient(TokenCountSchema),
  output_tokens: lenient(TokenCountSchema),
  input_tokens_details: lenient(z.looseObject({ cached_tokens: lenient(TokenCountSchema) })),
});

const WireContentPartSchema = z.looseObject({
  type: lenient(z.string()),
  text: lenient(z.string()),
});

/**
 * The output items that carry the answer: `message` (text in `output_text` parts), `function_call`
 * and `custom_tool_call` (Codex's freeform `apply_patch`, whose `input` is the raw patch). Reasoning,
 * web search and other items are kept in bodies and streams but add nothing to the transcript.
 */
const WireOutputItemSchema = z.looseObject({
  type: lenient(z.string()),
  id: lenient(z.string()),
  call_id: lenient(z.string()),
  name: lenient(z.string()),
  arguments: lenient(z.string()),
  input: lenient(z.string()),
  content: lenient(z.array(lenient(WireContentPartSchema))),
});
type WireOutputItem = z.infer<typeof WireOutputItemSchema>;

const WireResponseSchema = z.looseObject({
  id: lenient(z.string()),
  status: lenient(z.string()),
  incomplete_details: lenient(z.looseObject({ reason: lenient(z.string()) })),
  output: lenient(z.array(lenient(WireOutputItemSchema))),
  usage: lenient(z.unknown()),
});

/** Token usage from a Responses `usage` object; undefined unless both counts are there. */
export function readUsage(usage: unknown): Usage | undefined {
  const parsed = WireUsageSchema.safeParse(usage);
  if (!parsed.success) return undefined;
  const { input_tokens, output_tokens } = parsed.data;
  if (input_tokens === undefined || output_tokens === undefined) return undefined;
  const cached = parsed.data.input_tokens_details?.cached_tokens;
  return cached === undefined
    ? { inputTokens: input_tokens, outputTokens: output_tokens }
    : { inputTokens: input_tokens, outputTokens: output_tokens, cachedInputTokens: cached };
}

function toolCallOf(item: WireOutputItem): AssembledToolCall | undefined {
  // The tool-call id is `call_id`: the one a `function_call_output` answers. `id` is the item's own.
  if (item.type === 'function_call') {
    return { id: item.call_id ?? '', name: item.name ?? '', arguments: item.arguments ?? '' };
  }
  if (item.type === 'custom_tool_call') {
    return { id: item.call_id ?? '', name: item.name ?? '', arguments: item.input ?? '' };
  }
  return undefined;
}

/** The text of all `output_text` parts of all `message` items, joined as the SDK's `output_text` is. */
function textOf(items: readonly WireOutputItem[]): string | null {
  const texts = items
    .filter((item) => item.type === 'message')
    .flatMap((item) => item.content ?? [])
    .filter((part) => part?.type === 'output_text')
    .map((part) => part?.text ?? '');
  return texts.length === 0 ? null : texts.join('');
}

/**
 * The assistant message of a Responses `response` body. The finish reason is the reason an
 * incomplete response gives (`max_output_tokens`), else its status (`completed`). Never throws.
 */
export function assembleResponse(body: unknown): AssembledMessage {
  const parsed = WireResponseSchema.safeParse(body);
  const response = parsed.success ? parsed.data : {};
  const items = (response.output ?? []).filter((item) => item !== undefined);
  const message: AssembledMessage = {
    content: textOf(items),
    toolCalls: items.map(toolCallOf).filter((call) => call !== undefined),
    finishReason: response.incomplete_details?.reason ?? response.status ?? null,
  };
  const usage = readUsage(response.usage);
  if (usage !== undefined) message.usage = usage;
  if (response.id !== undefined) message.responseId = response.id;
  return message;
}
