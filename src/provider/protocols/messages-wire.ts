/**
 * Reading Anthropic Messages bodies: the assistant's answer in a `message` object (text, `tool_use`
 * blocks, stop reason, usage). Read leniently, field by field (`lenient.ts`): this runs on every
 * answer the proxy gives.
 */
import type { AssembledMessage, AssembledToolCall, Usage } from '../types.js';
import { arrayOr, recordOr, stringOr, tokenCountOr, usageOf } from './lenient.js';
import { isRecord } from '../../json/is-record.js';

/**
 * Anthropic's `input_tokens` counts only the input after the last cache breakpoint: tokens read
 * from the cache (`cache_read_input_tokens`) and tokens written to it
 * (`cache_creation_input_tokens`) are counted apart. `Usage.inputTokens` is the whole input the
 * model read, as OpenAI's `prompt_tokens` is, so it is the sum of the three, and
 * `cachedInputTokens` is the cache reads alone. Cache writes are part of the total and are reported
 * nowhere else.
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
 * The assistant's answer in a message. Its text is the `text` blocks joined with nothing between
 * them (Anthropic splits a text into several blocks around citations); thinking is not the answer.
 * Its tool calls are the `tool_use` blocks only: server tools (`server_tool_use`, web search) are
 * run by the provider and answered in the same message. `argumentsOf` gives the arguments string
 * of a block (a stream keeps its raw JSON).
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
    const id = stringOr(block.id) ?? '';
    toolCalls.push({
      id,
      name: stringOr(block.name) ?? '',
      arguments: argumentsOf(block, position),
    });
  });
  const assembled: AssembledMessage = {
    content: texts.length === 0 ? null : texts.map((block) => stringOr(block.text) ?? '').join(''),
    toolCalls,
    finishReason: stringOr(message?.stop_reason) ?? null,
  };
  const usage = readUsage(message?.usage);
  if (usage !== undefined) assembled.usage = usage; // last, as a spread would put it
  return assembled;
}
