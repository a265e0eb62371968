import type { ChatCompletion, ChatCompletionChunk } from 'openai/resources/chat/completions';
import { describe, expect, it } from 'vitest';
import { assembleStreamedReply, replyFromCompletion } from '../../src/agent/stream-assembly.js';
import { jsonCompletion, streamChunks } from '../helpers/scripted-model-server.js';

const chunk = (delta: object, finishReason: string | null = null): ChatCompletionChunk =>
  ({
    id: 'c',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'm',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  }) as ChatCompletionChunk;

describe('assembleStreamedReply', () => {
  it('joins content deltas and tool-call argument deltas by index', () => {
    const chunks = streamChunks(
      {
        kind: 'tools',
        content: 'Looking.',
        calls: [
          { name: 'read_file', arguments: { path: 'src/a.ts' } },
          { name: 'search', arguments: { pattern: 'add\\(' } },
        ],
      },
      1,
      'm',
    ) as ChatCompletionChunk[];
    expect(assembleStreamedReply(chunks)).toEqual({
      content: 'Looking.',
      toolCalls: [
        { id: 'call_1_0', name: 'read_file', arguments: '{"path":"src/a.ts"}' },
        { id: 'call_1_1', name: 'search', arguments: '{"pattern":"add\\\\("}' },
      ],
      finishReason: 'tool_calls',
    });
  });

  it('reads a text reply, ignoring the usage chunk without choices', () => {
    const chunks = streamChunks({ kind: 'text', text: 'Done.' }, 2, 'm') as ChatCompletionChunk[];
    expect(assembleStreamedReply(chunks)).toEqual({
      content: 'Done.',
      toolCalls: [],
      finishReason: 'stop',
    });
  });

  it('tolerates servers that repeat the name and id or omit them', () => {
    const reply = assembleStreamedReply([
      chunk({ tool_calls: [{ index: 0, function: { name: 'bash', arguments: '{"comm' } }] }),
      chunk({ tool_calls: [{ index: 0, function: { name: 'bash', arguments: 'and":"ls"}' } }] }),
      chunk({}, 'tool_calls'),
    ]);
    expect(reply.toolCalls).toEqual([
      { id: 'call_0', name: 'bash', arguments: '{"command":"ls"}' },
    ]);
    expect(reply.content).toBeNull();
  });
});

describe('replyFromCompletion', () => {
  it('reads the message of a JSON completion', () => {
    const completion = jsonCompletion(
      { kind: 'tools', calls: [{ name: 'list_files', arguments: {} }] },
      3,
      'm',
    ) as ChatCompletion;
    expect(replyFromCompletion(completion)).toEqual({
      content: null,
      toolCalls: [{ id: 'call_3_0', name: 'list_files', arguments: '{}' }],
      finishReason: 'tool_calls',
    });
  });
});
