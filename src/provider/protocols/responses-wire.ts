/** Reading a Responses `response` object leniently (`lenient.ts`). */
import type { AssembledMessage, AssembledToolCall, Usage } from '../types.js';
import { arrayOr, recordOr, stringOr, tokenCountOr, usageOf, withUsage } from './lenient.js';
import { isRecord } from '../../json/is-record.js';

type Json = Record<string, unknown>;

function readUsage(usage: unknown): Usage | undefined {
  if (!isRecord(usage)) return undefined;
  const inputTokens = tokenCountOr(usage.input_tokens);
  const outputTokens = tokenCountOr(usage.output_tokens);
  if (inputTokens === undefined || outputTokens === undefined) return undefined;
  return usageOf(
    inputTokens,
    outputTokens,
    tokenCountOr(recordOr(usage.input_tokens_details)?.cached_tokens),
  );
}

/** `function_call` and `custom_tool_call` items; other items add nothing to the transcript. */
function toolCallOf(item: Json): AssembledToolCall | undefined {
  if (item.type !== 'function_call' && item.type !== 'custom_tool_call') return undefined;
  // The tool-call id is `call_id`: the one a `function_call_output` answers. `id` is the item's own.
  return {
    id: stringOr(item.call_id) ?? '',
    name: stringOr(item.name) ?? '',
    arguments: stringOr(item.type === 'function_call' ? item.arguments : item.input) ?? '',
  };
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

/** The finish reason is an incomplete response's reason, else its status. Never throws. */
export function assembleResponse(body: unknown): AssembledMessage {
  const response = recordOr(body) ?? {};
  const items = (arrayOr(response.output) ?? []).filter(isRecord);
  const message = withUsage(
    {
      content: textOf(items),
      toolCalls: items.map(toolCallOf).filter((call) => call !== undefined),
      finishReason:
        stringOr(recordOr(response.incomplete_details)?.reason) ??
        stringOr(response.status) ??
        null,
    },
    readUsage(response.usage),
  );
  const id = stringOr(response.id);
  if (id !== undefined) message.responseId = id;
  return message;
}
