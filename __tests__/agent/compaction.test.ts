import { describe, expect, it } from 'vitest';
import {
  buildCompactionRequest,
  compactConversation,
  renderTranscript,
  shouldCompact,
} from '../../src/agent/compaction.js';
import {
  measureMessages,
  renderMessages,
  splitTurns,
  SUMMARY_PREFIX,
  type Conversation,
  type ConversationMessage,
} from '../../src/agent/conversation.js';
import type { ModelClient, ModelRequest } from '../../src/agent/model-client.js';
import { expectPairedToolMessages } from '../helpers/agent-tools.js';

function toolTurn(id: string, result: string): ConversationMessage[] {
  return [
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        { id, type: 'function', function: { name: 'read_file', arguments: '{"path":"a"}' } },
      ],
    },
    { role: 'tool', tool_call_id: id, content: result },
  ];
}

const settings = (maxContextChars: number, keepRecentMessages: number) => ({
  limits: { maxContextChars, maxToolOutputChars: 1000 },
  compaction: { threshold: 0.5, keepRecentMessages },
});

describe('splitTurns', () => {
  it('keeps the last messages, widened so no tool result loses its call', () => {
    const turns = [...toolTurn('1', 'r1'), ...toolTurn('2', 'r2'), ...toolTurn('3', 'r3')];
    // Keeping 3 would start at the tool result of call 2: the cut moves back to its assistant.
    const { older, recent } = splitTurns(turns, 3);
    expect(older).toEqual(turns.slice(0, 2));
    expect(recent).toEqual(turns.slice(2));
    expectPairedToolMessages(recent);
    expect(splitTurns(turns, 0)).toEqual({ older: turns, recent: [] });
    expect(splitTurns(turns, 10)).toEqual({ older: [], recent: turns });
  });

  it('moves back past several results of one parallel call', () => {
    const turns: ConversationMessage[] = [
      ...toolTurn('1', 'r1'),
      {
        role: 'assistant',
        content: null,
        tool_calls: ['a', 'b'].map((id) => ({
          id,
          type: 'function' as const,
          function: { name: 'read_file', arguments: '{}' },
        })),
      },
      { role: 'tool', tool_call_id: 'a', content: 'ra' },
      { role: 'tool', tool_call_id: 'b', content: 'rb' },
    ];
    const { recent } = splitTurns(turns, 1);
    expect(recent).toEqual(turns.slice(2));
  });
});

describe('shouldCompact', () => {
  const conversation: Conversation = {
    system: 'S',
    task: 'T',
    turns: [...toolTurn('1', 'x'.repeat(100)), ...toolTurn('2', 'y'.repeat(100))],
  };

  it('compacts past the threshold when there are older turns to fold', () => {
    expect(measureMessages(renderMessages(conversation))).toBeGreaterThan(200);
    expect(shouldCompact(conversation, settings(1000, 2))).toBe(false);
    expect(shouldCompact(conversation, settings(300, 2))).toBe(true);
  });

  it('does not compact when everything past the threshold must be kept', () => {
    expect(shouldCompact(conversation, settings(300, 4))).toBe(false);
    expect(shouldCompact({ ...conversation, turns: [] }, settings(1, 0))).toBe(false);
  });
});

describe('compactConversation', () => {
  it('replaces the older turns with a summary, keeping system, task and recent turns', async () => {
    const requests: ModelRequest[] = [];
    const model: ModelClient = {
      complete(request, purpose) {
        expect(purpose).toBe('compaction');
        requests.push(request);
        return Promise.resolve({ content: 'S2', toolCalls: [], finishReason: 'stop' });
      },
    };
    const turns = [...toolTurn('1', 'r1'), ...toolTurn('2', 'r2')];
    const compacted = await compactConversation(
      { system: 'S', task: 'T', summary: 'S1', turns },
      settings(10, 2),
      model,
    );
    expect(compacted).toEqual({ system: 'S', task: 'T', summary: 'S2', turns: turns.slice(2) });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.tools).toBeUndefined();
    const messages = renderMessages(compacted);
    expect(messages.slice(0, 3)).toEqual([
      { role: 'system', content: 'S' },
      { role: 'user', content: 'T' },
      { role: 'user', content: `${SUMMARY_PREFIX}S2` },
    ]);
    expectPairedToolMessages(messages);
  });

  it('asks for a summary of the task, the previous summary and the older turns as text', () => {
    const [system, user] = buildCompactionRequest(
      { system: 'S', task: 'Fix add.', summary: 'Read a.', turns: [] },
      toolTurn('1', 'file text'),
    );
    expect(system?.role).toBe('system');
    expect(user?.content).toContain("The agent's task:\nFix add.");
    expect(user?.content).toContain('Summary of what came before them:\nRead a.');
    expect(user?.content).toContain(renderTranscript(toolTurn('1', 'file text')));
    expect(renderTranscript(toolTurn('1', 'file text'))).toBe(
      '[assistant called read_file]\n{"path":"a"}\n\n[tool result]\nfile text',
    );
  });
});
