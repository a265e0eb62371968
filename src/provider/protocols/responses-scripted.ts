/**
 * A `script/v1` turn as a `response` body complete enough for the SDK and Codex CLI; deterministic:
 * ids from the call number or tool-call id, `created_at` 0, nothing varying echoed.
 */
import type { ModelCall } from '../types.js';
import type { ScriptedAnswer } from './protocol.js';
import { booleanOr, stringOr } from './lenient.js';
import { recordsOf } from './tool-results.js';

/** Names of the freeform tools the agent declared (`{type: "custom", name}`, Codex's `apply_patch`). */
function customToolNames(tools: unknown): Set<string> {
  return new Set(
    recordsOf(tools).flatMap((tool) =>
      tool.type === 'custom' && typeof tool.name === 'string' ? [tool.name] : [],
    ),
  );
}

function toolCallItem(
  toolCall: ScriptedAnswer['toolCalls'][number],
  customTools: Set<string>,
): Record<string, unknown> {
  const custom = customTools.has(toolCall.name);
  return {
    id: `${custom ? 'ctc' : 'fc'}_scripted_${toolCall.id}`,
    type: custom ? 'custom_tool_call' : 'function_call',
    status: 'completed',
    call_id: toolCall.id,
    name: toolCall.name,
    // A freeform tool takes raw text: the script's string arguments, as the provider passes them.
    [custom ? 'input' : 'arguments']: toolCall.arguments,
  };
}

export function renderScriptedResponse(
  answer: ScriptedAnswer,
  call: ModelCall,
): Record<string, unknown> {
  const customTools = customToolNames(call.body.tools);
  const output: Array<Record<string, unknown>> = [];
  if (answer.content !== null) {
    output.push({
      id: `msg_scripted_${answer.call}`,
      type: 'message',
      status: 'completed',
      role: 'assistant',
      content: [{ type: 'output_text', text: answer.content, annotations: [], logprobs: [] }],
    });
  }
  for (const toolCall of answer.toolCalls) output.push(toolCallItem(toolCall, customTools));
  const { inputTokens, outputTokens } = answer.usage;
  return {
    id: `resp_scripted_${answer.call}`,
    object: 'response',
    created_at: 0,
    status: 'completed',
    error: null,
    incomplete_details: null,
    instructions: null,
    max_output_tokens: null,
    metadata: {},
    model: answer.model,
    output,
    parallel_tool_calls: booleanOr(call.body.parallel_tool_calls) ?? true,
    previous_response_id: stringOr(call.body.previous_response_id) ?? null,
    temperature: null,
    text: { format: { type: 'text' } },
    tool_choice: 'auto',
    tools: [],
    top_p: null,
    truncation: 'disabled',
    usage: {
      input_tokens: inputTokens,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: outputTokens,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: inputTokens + outputTokens,
    },
  };
}
