/** The agent's loop: ask the model and run its tool calls until it answers without one. */
import type { AgentConfig } from './config.js';
import { compactConversation, shouldCompact } from './compaction.js';
import { renderMessages, type Conversation } from './conversation.js';
import type { EventSink } from './events.js';
import type { ModelClient } from './model-client.js';
import { runToolCall, type ToolRuntime } from './run-tool-call.js';
import { renderToolDefinitions } from './tools/index.js';

export interface AgentLoopOptions {
  model: ModelClient;
  runtime: ToolRuntime;
  events: EventSink;
  config: Pick<AgentConfig, 'limits' | 'compaction'>;
  systemPrompt: string;
  task: string;
  /** Ends the loop between steps (the run's deadline, when it runs in Verdict's process). */
  signal?: AbortSignal;
}

export async function runAgentLoop(options: AgentLoopOptions): Promise<string> {
  const tools = renderToolDefinitions(options.runtime.tools);
  let conversation: Conversation = { system: options.systemPrompt, task: options.task, turns: [] };
  for (;;) {
    options.signal?.throwIfAborted();
    if (shouldCompact(conversation, options.config)) {
      conversation = await compactConversation(conversation, options.config, options.model);
      await options.events.emit({ type: 'compaction' });
    }
    const reply = await options.model.complete(
      { messages: renderMessages(conversation), tools },
      'main',
    );
    if (reply.toolCalls.length === 0) return reply.content ?? '';

    conversation.turns.push({
      role: 'assistant',
      content: reply.content,
      tool_calls: reply.toolCalls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: call.arguments },
      })),
    });
    // One after the other, in the order asked: a later call may depend on an earlier one's effect.
    for (const call of reply.toolCalls) {
      options.signal?.throwIfAborted();
      const content = await runToolCall(call, options.runtime);
      conversation.turns.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
}
