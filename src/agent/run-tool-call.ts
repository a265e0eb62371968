/** One tool call, from the model's request to the text it reads back (`error: …` when it fails). */
import { messageOf } from '../errors.js';
import type { Policy } from '../suite/schema.js';
import { describeSchemaError } from './describe-schema-error.js';
import type { EventSink } from './events.js';
import { decideEffect } from './policy.js';
import { renderParameters } from './tools/index.js';
import { ToolError, type AgentTool, type ToolContext, type ToolResult } from './tools/tool.js';

export interface ToolCallRequest {
  id: string;
  name: string;
  arguments: string;
}

export interface ToolRuntime {
  tools: readonly AgentTool[];
  policy: Policy;
  events: EventSink;
  context: ToolContext;
}

/** Cuts a result to the limit, saying so, so that the model knows it did not see everything. */
export function capOutput(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  return `${text.slice(0, maxChars)}\n[output cut at ${maxChars} of ${text.length} characters]`;
}

function parseArguments(text: string): unknown {
  // Some models send "" for a call without arguments.
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ToolError(`the arguments are not valid JSON (${messageOf(error)})`);
  }
}

async function gateEffect(tool: AgentTool, runtime: ToolRuntime): Promise<void> {
  if (tool.effect === undefined) return;
  const decision = decideEffect(runtime.policy, tool.effect);
  if (decision === 'granted') return;
  if (decision === 'approval-denied') {
    // Headless: nobody can answer the request, so it is denied, and the denial is an incident.
    await runtime.events.emit({ type: 'approval_request', effect: tool.effect });
    await runtime.events.emit({ type: 'incident', kind: 'approval_denied' });
    throw new ToolError(
      `${tool.name} needs approval for the "${tool.effect}" effect, and approval was denied`,
    );
  }
  throw new ToolError(
    `the policy does not allow the "${tool.effect}" effect, so ${tool.name} was refused`,
  );
}

async function executeToolCall(call: ToolCallRequest, runtime: ToolRuntime): Promise<ToolResult> {
  const tool = runtime.tools.find((candidate) => candidate.name === call.name);
  if (tool === undefined) {
    const known = runtime.tools.map((candidate) => candidate.name).join(', ');
    throw new ToolError(
      `there is no tool named ${JSON.stringify(call.name)}; the tools are ${known}`,
    );
  }
  const input = parseArguments(call.arguments);
  const parsed = tool.parameters.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    const properties = renderParameters(tool).properties as Record<string, unknown> | undefined;
    const known = Object.keys(properties ?? {});
    throw new ToolError(
      `invalid arguments: ${describeSchemaError(parsed.error, input, { '': known })}`,
    );
  }
  await gateEffect(tool, runtime);
  return tool.run(parsed.data, runtime.context);
}

export async function runToolCall(call: ToolCallRequest, runtime: ToolRuntime): Promise<string> {
  let result: ToolResult;
  try {
    result = await executeToolCall(call, runtime);
  } catch (error) {
    // Without the workspace's absolute path, so that an unexpected message is the same in every run.
    const message =
      error instanceof ToolError
        ? error.message
        : `unexpected failure: ${messageOf(error).replaceAll(runtime.context.workspace, '.')}`;
    result = { text: `error: ${message}`, error: message };
  }
  await runtime.events.emit(
    result.error === undefined
      ? { type: 'tool_call', name: call.name, ok: true }
      : { type: 'tool_call', name: call.name, ok: false, error: result.error },
  );
  return capOutput(result.text, runtime.context.maxOutputChars);
}
