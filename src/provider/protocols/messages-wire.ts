/**
 * Reading Anthropic Messages bodies: the assistant's answer in a `message` object (text, `tool_use`
 * blocks, stop reason, usage). Upstream JSON is read leniently, as `chat-completion.ts` reads its
 * own: a field of the wrong type counts as absent instead of throwing, because these functions see
 * whatever a Messages-compatible server sent. An answer's body is read field by field
 * (`lenient-read.ts`), as the schemas here would read it: this runs on every answer the proxy gives.
 */
import { z } from 'zod';
import type { AssembledMessage, AssembledToolCall, Usage } from '../types.js';
import { lenient, arrayOr, recordOr, stringOr, tokenCountOr } from './lenient.js';
import { isRecord } from '../../json/is-record.js';

/** The fields of a content block this module reads; every other field is passed on as sent. */
export const WireBlockSchema = z.looseObject({
  type: lenient(z.string()),
  text: lenient(z.string()),
  id: lenient(z.string()),
  name: lenient(z.string()),
  input: lenient(z.unknown()),
});

/**
 * Token usage from a Messages `usage` object; undefined unless both counts are there.
 *
 * Anthropic's `input_tokens` counts only the input after the last cache breakpoint: tokens read
 * from the cache (`cache_read_input_tokens`) and tokens written to it
 * (`cache_creation_input_tokens`) are counted apart. `Usage.inputTokens` is the whole input the
 * model read, as OpenAI's `prompt_tokens` is, so it is the sum of the three, and
 * `cachedInputTokens` is the cache reads alone. Cache writes are part of the total and are reported
 * nowhere else.
 */
export function readUsage(usage: unknown): Usage | undefined {
  if (!isRecord(usage)) return undefined;
  const input_tokens = tokenCountOr(usage.input_tokens);
  const output_tokens = tokenCountOr(usage.output_tokens);
  const cache_read_input_tokens = tokenCountOr(usage.cache_read_input_tokens);
  const cache_creation_input_tokens = tokenCountOr(usage.cache_creation_input_tokens);
  if (input_tokens === undefined || output_tokens === undefined) return undefined;
  const inputTokens =
    input_tokens + (cache_read_input_tokens ?? 0) + (cache_creation_input_tokens ?? 0);
  return cache_read_input_tokens === undefined
    ? { inputTokens, outputTokens: output_tokens }
    : { inputTokens, outputTokens: output_tokens, cachedInputTokens: cache_read_input_tokens };
}

/** The content blocks of a message that read as objects, in order; anything else is skipped. */
export function readBlocks(content: readonly unknown[] | undefined): Record<string, unknown>[] {
  return (content ?? []).filter(isRecord);
}

/**
 * The tool calls the agent must run: `tool_use` blocks only. Server tools (`server_tool_use`,
 * web search) are run by the provider and answered in the same message, so they are not the
 * agent's. `argumentsOf` gives the arguments string of a block (a stream keeps its raw JSON).
 */
export function toolCallsOf(
  blocks: readonly Record<string, unknown>[],
  argumentsOf: (block: Record<string, unknown>, position: number) => string,
): AssembledToolCall[] {
  const calls: AssembledToolCall[] = [];
  blocks.forEach((raw, position) => {
    if (raw.type !== 'tool_use') return;
    calls.push({
      id: stringOr(raw.id) ?? '',
      name: stringOr(raw.name) ?? '',
      arguments: argumentsOf(raw, position),
    });
  });
  return calls;
}

/** A block's `input` as the arguments string a transcript keeps; `{}` when there is none. */
export function stringifyInput(block: Record<string, unknown>): string {
  const input = block.input;
  return JSON.stringify(input === undefined ? {} : input) ?? '{}';
}

/**
 * The text of a message: its `text` blocks joined with nothing between them (Anthropic splits a
 * text into several blocks around citations), or null when it has none. Thinking is not the answer.
 */
function textOf(blocks: readonly Record<string, unknown>[]): string | null {
  const texts: string[] = [];
  for (const block of blocks) if (block.type === 'text') texts.push(stringOr(block.text) ?? '');
  return texts.length === 0 ? null : texts.join('');
}

/** The assistant's answer in a message, with the arguments of each tool call given by `argumentsOf`. */
export function assembleMessage(
  body: unknown,
  argumentsOf: (block: Record<string, unknown>, position: number) => string = stringifyInput,
): AssembledMessage {
  const message = recordOr(body);
  const blocks = readBlocks(arrayOr(message?.content));
  const assembled: AssembledMessage = {
    content: textOf(blocks),
    toolCalls: toolCallsOf(blocks, argumentsOf),
    finishReason: stringOr(message?.stop_reason) ?? null,
  };
  const usage = readUsage(message?.usage);
  if (usage !== undefined) assembled.usage = usage; // last, as a spread would put it
  return assembled;
}
