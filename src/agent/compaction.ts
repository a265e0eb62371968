/**
 * Context compaction: past `compaction.threshold * limits.maxContextChars`, one model call without
 * tools summarizes the older turns in place; the system prompt, task and recent turns stay verbatim.
 */
import type { AgentConfig } from './config.js';
import {
  measureMessages,
  renderMessages,
  splitTurns,
  type Conversation,
  type ConversationMessage,
} from './conversation.js';
import type { ModelClient } from './model-client.js';
import { COMPACTION_SYSTEM_PROMPT } from './system-prompt.js';

type CompactionSettings = Pick<AgentConfig, 'limits' | 'compaction'>;

/** Whether to compact now: only with older turns to fold, or a large recent window would loop. */
export function shouldCompact(conversation: Conversation, settings: CompactionSettings): boolean {
  const limit = settings.compaction.threshold * settings.limits.maxContextChars;
  if (measureMessages(renderMessages(conversation)) <= limit) return false;
  return splitTurns(conversation.turns, settings.compaction.keepRecentMessages).older.length > 0;
}

/** The older turns as plain text: a summarizer needs no tool definitions to read them. */
export function renderTranscript(messages: readonly ConversationMessage[]): string {
  const lines: string[] = [];
  for (const message of messages) {
    if (message.role === 'assistant') {
      if (message.content !== null && message.content !== '') {
        lines.push(`[assistant]\n${message.content}`);
      }
      for (const call of message.tool_calls ?? []) {
        lines.push(`[assistant called ${call.function.name}]\n${call.function.arguments}`);
      }
    } else {
      lines.push(`[${message.role === 'tool' ? 'tool result' : message.role}]\n${message.content}`);
    }
  }
  return lines.join('\n\n');
}

export function buildCompactionRequest(
  conversation: Conversation,
  older: readonly ConversationMessage[],
): ConversationMessage[] {
  const previous =
    conversation.summary === undefined
      ? ''
      : `Summary of what came before them:\n${conversation.summary}\n\n`;
  return [
    { role: 'system', content: COMPACTION_SYSTEM_PROMPT },
    {
      role: 'user',
      content:
        `The agent's task:\n${conversation.task}\n\n${previous}` +
        `Messages to summarize:\n\n${renderTranscript(older)}\n\n` +
        'Write the summary now.',
    },
  ];
}

export async function compactConversation(
  conversation: Conversation,
  settings: CompactionSettings,
  model: ModelClient,
): Promise<Conversation> {
  const { older, recent } = splitTurns(conversation.turns, settings.compaction.keepRecentMessages);
  const reply = await model.complete(
    { messages: buildCompactionRequest(conversation, older) },
    'compaction',
  );
  const summary = reply.content ?? '(the summary came back empty)';
  return { ...conversation, summary, turns: recent };
}
