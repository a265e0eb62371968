/**
 * The conversation with the model, in parts: compaction never touches the system prompt and task,
 * and replaces the summary rather than stacking summaries.
 */

export interface AssistantToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ConversationMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: AssistantToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface Conversation {
  system: string;
  task: string;
  /** What compaction made of the turns it folded; absent until compaction first runs. */
  summary?: string;
  /** Assistant and tool messages after the task, in order. */
  turns: ConversationMessage[];
}

export const SUMMARY_PREFIX =
  'Summary of the earlier part of this conversation (older messages were compacted into it):\n';

export function renderMessages(conversation: Conversation): ConversationMessage[] {
  return [
    { role: 'system', content: conversation.system },
    { role: 'user', content: conversation.task },
    ...(conversation.summary === undefined
      ? []
      : [{ role: 'user' as const, content: `${SUMMARY_PREFIX}${conversation.summary}` }]),
    ...conversation.turns,
  ];
}

/** Characters of text the model reads: contents, and the names and arguments of tool calls. */
export function measureMessages(messages: readonly ConversationMessage[]): number {
  let total = 0;
  for (const message of messages) {
    total += message.content?.length ?? 0;
    if (message.role === 'assistant') {
      for (const call of message.tool_calls ?? []) {
        total += call.function.name.length + call.function.arguments.length;
      }
    }
  }
  return total;
}

/**
 * The turns to fold and the last `keepRecent` to keep, widened so the kept part never starts with a
 * tool result without its request (the API rejects it).
 */
export function splitTurns(
  turns: readonly ConversationMessage[],
  keepRecent: number,
): { older: ConversationMessage[]; recent: ConversationMessage[] } {
  let cut = Math.max(turns.length - keepRecent, 0);
  while (cut > 0 && turns[cut]?.role === 'tool') cut -= 1;
  return { older: turns.slice(0, cut), recent: turns.slice(cut) };
}
