/** Reading the assistant's answer in an Anthropic `message` leniently (`lenient.ts`). */
import type { AssembledMessage, AssembledToolCall, Usage } from '../types.js';
import { arrayOr, recordOr, stringOr, tokenCountOr, usageOf, withUsage } from './lenient.js';
import { isRecord } from '../../json/is-record.js';

/**
 * Anthropic counts cache reads and writes apart from `input_tokens`; `Usage.inputTokens` is the
 * whole input (as OpenAI's `prompt_tokens`), the sum of the three, and `cachedInputTokens` the
 * reads.
 */
function readUsage(usage: unknown): Usage | undefined {
  if (!isRecord(usage)) return undefined;
  const input = tokenCountOr(usage.input_tokens);
  const outputTokens = tokenCountOr(usage.output_tokens);
  const cacheRead = tokenCountOr(usage.cache_read_input_tokens);
  const cacheCreation = tokenCountOr(usage.cache_creation_input_tokens);
  if (input === undefined || outputTokens === undefined) return undefined;
  return usageOf(input + (cacheRead ?? 0) + (cacheCreation ?? 0), outputTokens, cacheRead);
}

/** A block's `input` as the arguments string a transcript keeps; `{}` when there is none. */
export function stringifyInput(block: Record<string, unknown>): string {
  const input = block.input;
  return JSON.stringify(input === undefined ? {} : input) ?? '{}';
}

/**
 * The `text` blocks joined (citations split a text) and the `tool_use` blocks (server tools are
 * answered in the same message). `argumentsOf` gives a block's arguments (a stream keeps its raw
 * JSON).
 */
export function assembleMessage(
  body: unknown,
  argumentsOf: (block: Record<string, unknown>, position: number) => string = stringifyInput,
): AssembledMessage {
  const message = recordOr(body);
  const blocks = (arrayOr(message?.content) ?? []).filter(isRecord);
  const texts = blocks.filter((block) => block.type === 'text');
  const toolCalls: AssembledToolCall[] = [];
  blocks.forEach((block, position) => {
    if (block.type !== 'tool_use') return;
    toolCalls.push({
      id: stringOr(block.id) ?? '',
      name: stringOr(block.name) ?? '',
      arguments: argumentsOf(block, position),
    });
  });
  return withUsage(
    {
      content:
        texts.length === 0 ? null : texts.map((block) => stringOr(block.text) ?? '').join(''),
      toolCalls,
      finishReason: stringOr(message?.stop_reason) ?? null,
    },
    readUsage(message?.usage),
  );
}
