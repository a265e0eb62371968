import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAgentLoop } from '../../src/agent/agent-loop.js';
import type { ConversationMessage } from '../../src/agent/conversation.js';
import { createMemoryEventSink } from '../../src/agent/events.js';
import type { ModelCallPurpose, ModelClient, ModelRequest } from '../../src/agent/model-client.js';
import type { ModelReply } from '../../src/agent/stream-assembly.js';
import { AGENT_TOOLS } from '../../src/agent/tools/index.js';
import { createToolContext, expectPairedToolMessages } from '../helpers/agent-tools.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

/** A model that answers main calls from a list and compaction calls with a fixed summary. */
function scriptModel(replies: ModelReply[]) {
  const calls: Array<{ request: ModelRequest; purpose: ModelCallPurpose }> = [];
  const model: ModelClient = {
    complete(request, purpose) {
      // A snapshot: the loop keeps appending to its conversation after the call.
      calls.push({ request: { ...request, messages: [...request.messages] }, purpose });
      if (purpose === 'compaction') {
        return Promise.resolve({ content: 'summary', toolCalls: [], finishReason: 'stop' });
      }
      const reply = replies.shift();
      if (reply === undefined) throw new Error('script exhausted');
      return Promise.resolve(reply);
    },
  };
  return { model, calls };
}

const toolReply = (...calls: Array<[string, string, unknown]>): ModelReply => ({
  content: null,
  toolCalls: calls.map(([id, name, args]) => ({ id, name, arguments: JSON.stringify(args) })),
  finishReason: 'tool_calls',
});
const textReply = (text: string): ModelReply => ({
  content: text,
  toolCalls: [],
  finishReason: 'stop',
});

async function setUp(files: Record<string, string>, limits = { maxContextChars: 120_000 }) {
  const dir = await makeTempDir();
  await writeTree(dir, files);
  const events = createMemoryEventSink();
  const context = await createToolContext(dir);
  const config = {
    limits: { ...limits, maxToolOutputChars: 20_000 },
    compaction: { threshold: 0.8, keepRecentMessages: 2 },
  };
  return { dir, events, context, config };
}

describe('runAgentLoop', () => {
  it('runs the tools the model asks for, in order, until it answers', async () => {
    const { dir, events, context, config } = await setUp({ 'a.txt': 'old\n' });
    const { model, calls } = scriptModel([
      toolReply(
        ['c1', 'read_file', { path: 'a.txt' }],
        ['c2', 'edit_file', { path: 'a.txt', old: 'old', new: 'new' }],
      ),
      textReply('Done.'),
    ]);
    const answer = await runAgentLoop({
      model,
      events,
      config,
      systemPrompt: 'S',
      task: 'T',
      runtime: { tools: AGENT_TOOLS, policy: { mode: 'auto', allow: ['write'] }, events, context },
    });
    expect(answer).toBe('Done.');
    expect(await readFile(path.join(dir, 'a.txt'), 'utf8')).toBe('new\n');
    expect(calls.map((call) => call.purpose)).toEqual(['main', 'main']);
    expect(calls[0]?.request.tools?.map((tool) => tool.function.name)).toEqual(
      AGENT_TOOLS.map((tool) => tool.name),
    );
    const second = calls[1]?.request.messages ?? [];
    expect(second.slice(2)).toEqual([
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'c1',
            type: 'function',
            function: { name: 'read_file', arguments: '{"path":"a.txt"}' },
          },
          {
            id: 'c2',
            type: 'function',
            function: { name: 'edit_file', arguments: '{"path":"a.txt","old":"old","new":"new"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'old\n' },
      { role: 'tool', tool_call_id: 'c2', content: 'edited a.txt' },
    ] satisfies ConversationMessage[]);
    expect(events.events).toEqual([
      { type: 'tool_call', name: 'read_file', ok: true },
      { type: 'tool_call', name: 'edit_file', ok: true },
    ]);
  });

  it('compacts when the conversation outgrows its threshold, and says so in an event', async () => {
    const { events, context, config } = await setUp(
      { 'big.txt': `${'x'.repeat(79)}\n`.repeat(10) },
      { maxContextChars: 1_000 },
    );
    const read = (id: string) => toolReply([id, 'read_file', { path: 'big.txt' }]);
    const { model, calls } = scriptModel([read('c1'), read('c2'), read('c3'), textReply('Done.')]);
    const answer = await runAgentLoop({
      model,
      events,
      config,
      systemPrompt: 'S',
      task: 'T',
      runtime: { tools: AGENT_TOOLS, policy: { mode: 'auto' }, events, context },
    });
    expect(answer).toBe('Done.');
    expect(calls.map((call) => call.purpose)).toEqual([
      'main',
      'main',
      'compaction',
      'main',
      'compaction',
      'main',
    ]);
    expect(events.events.filter((event) => event.type === 'compaction')).toHaveLength(2);
    for (const call of calls) expectPairedToolMessages(call.request.messages);
    const last = calls.at(-1)?.request.messages ?? [];
    expect(last.map((message) => message.role)).toEqual([
      'system',
      'user',
      'user',
      'assistant',
      'tool',
    ]);
  });
});
