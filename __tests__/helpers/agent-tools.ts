import { realpath } from 'node:fs/promises';
import { expect } from 'vitest';
import type { ConversationMessage } from '../../src/agent/conversation.js';
import type { ToolContext } from '../../src/agent/tools/tool.js';
import type { AgentTool } from '../../src/agent/tools/tool.js';

/** A tool context over a real directory, as `runAgent` builds it. */
export async function createToolContext(
  dir: string,
  overrides: Partial<ToolContext> = {},
): Promise<ToolContext> {
  return {
    workspace: await realpath(dir),
    knownContent: new Map(),
    maxOutputChars: 20_000,
    commandEnv: { PATH: process.env.PATH },
    ...overrides,
  };
}

/** Runs a tool with arguments checked by its schema, as the dispatcher does. */
export async function runTool(
  tool: AgentTool,
  args: unknown,
  context: ToolContext,
): Promise<{ text: string; error?: string }> {
  return tool.run(tool.parameters.parse(args), context);
}

/** Every tool message answers a call of the assistant message before it, and every call is answered. */
export function expectPairedToolMessages(messages: readonly ConversationMessage[]): void {
  const open = new Set<string>();
  for (const message of messages) {
    if (message.role === 'assistant') {
      expect(open.size).toBe(0);
      for (const call of message.tool_calls ?? []) open.add(call.id);
    } else if (message.role === 'tool') {
      expect(open.has(message.tool_call_id)).toBe(true);
      open.delete(message.tool_call_id);
    } else {
      expect(open.size).toBe(0);
    }
  }
  expect(open.size).toBe(0);
}
