/**
 * Assembles a model reply from Chat Completions stream chunks or a JSON completion. Lenient on
 * purpose: compatible servers differ in what they repeat or omit (`type`, an id on every delta).
 */
import type { ChatCompletion, ChatCompletionChunk } from 'openai/resources/chat/completions';
import type { ToolCallRequest } from './run-tool-call.js';

export interface ModelReply {
  content: string | null;
  toolCalls: ToolCallRequest[];
  finishReason: string | null;
}

interface PartialToolCall {
  id?: string;
  name?: string;
  arguments: string;
}

/** For a call the server sent without an id: stable, so that requests stay reproducible. */
const fallbackId = (index: number): string => `call_${index}`;

export class ReplyAssembler {
  private content: string | null = null;
  private readonly calls = new Map<number, PartialToolCall>();
  private finishReason: string | null = null;

  add(chunk: ChatCompletionChunk): void {
    for (const choice of chunk.choices ?? []) {
      // The agent never asks for several choices; a server that sends them anyway is read as one.
      if ((choice.index ?? 0) !== 0) continue;
      const delta = choice.delta ?? {};
      if (typeof delta.content === 'string' && delta.content !== '') {
        this.content = (this.content ?? '') + delta.content;
      }
      for (const [position, part] of (delta.tool_calls ?? []).entries()) {
        const index = part.index ?? position;
        const call = this.calls.get(index) ?? { arguments: '' };
        if (call.id === undefined && part.id) call.id = part.id;
        if (call.name === undefined && part.function?.name) call.name = part.function.name;
        if (part.function?.arguments) call.arguments += part.function.arguments;
        this.calls.set(index, call);
      }
      if (choice.finish_reason) this.finishReason = choice.finish_reason;
    }
  }

  finish(): ModelReply {
    const toolCalls = [...this.calls.entries()]
      .sort(([left], [right]) => left - right)
      .map(([index, call]) => ({
        id: call.id ?? fallbackId(index),
        name: call.name ?? '',
        arguments: call.arguments,
      }));
    return { content: this.content, toolCalls, finishReason: this.finishReason };
  }
}

export function assembleStreamedReply(chunks: Iterable<ChatCompletionChunk>): ModelReply {
  const assembler = new ReplyAssembler();
  for (const chunk of chunks) assembler.add(chunk);
  return assembler.finish();
}

export function replyFromCompletion(completion: ChatCompletion): ModelReply {
  const choice = completion.choices?.[0];
  const message = choice?.message;
  // Custom (non-function) tool calls are never offered, so never expected; they are skipped.
  const toolCalls = (message?.tool_calls ?? []).flatMap((call, index) =>
    'function' in call
      ? [
          {
            id: call.id || fallbackId(index),
            name: call.function.name ?? '',
            arguments: call.function.arguments ?? '',
          },
        ]
      : [],
  );
  return {
    content:
      typeof message?.content === 'string' && message.content !== '' ? message.content : null,
    toolCalls,
    finishReason: choice?.finish_reason ?? null,
  };
}
