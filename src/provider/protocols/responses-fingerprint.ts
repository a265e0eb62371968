/**
 * The fingerprint of a Responses request (SPEC §4). Left out as noise: cache keys, metadata and
 * session ids, serving options, sampling, and every input item's server-generated `id` (`call_id`
 * stays). `previous_response_id` becomes the number of the call that answered with it.
 */
import { normalizeEach, normalizeOrNull, normalizeShared, type Normalize } from '../normalize.js';
import type { Fingerprint, ModelCall } from '../types.js';
import { isRecord } from '../../json/is-record.js';
import { fieldsSet, numberOr, stringOr, withoutKey } from './lenient.js';

/** Request fields, besides the conversation and the tools, that constrain or change the answer. */
const ANSWER_CONTROLS = [
  'tool_choice',
  'parallel_tool_calls',
  'text',
  'include',
  'truncation',
  'max_tool_calls',
  'prompt',
];

/** Responses function tools are flat: `{type: "function", name, description, parameters, strict}`. */
const isFunctionTool = (tool: unknown): boolean => isRecord(tool) && tool.type === 'function';

/** A string `input` stays one entry as sent: a harness that changes spelling should see it. */
function inputEntries(input: unknown): unknown[] {
  if (Array.isArray(input)) return input as unknown[];
  return input === undefined || input === null ? [] : [input];
}

/** An `item_reference`'s id is its content, so it stays. */
function withoutGeneratedId(item: unknown): unknown {
  if (!isRecord(item) || item.type === 'item_reference') return item;
  return withoutKey(item, 'id');
}

/** `reasoning` apart from its effort (which has its own field): `summary` changes the output. */
function reasoningControls(reasoning: unknown): Record<string, unknown> | undefined {
  if (!isRecord(reasoning)) return undefined;
  const rest = withoutKey(reasoning, 'effort');
  return Object.keys(rest).length > 0 ? rest : undefined;
}

function previousResponseOf(call: ModelCall, normalize: Normalize): string | undefined {
  const id = stringOr(call.body.previous_response_id);
  if (id === undefined) return undefined;
  const number = call.callOfResponse?.(id);
  return number === undefined ? normalize(id) : `<call ${number}>`;
}

function answerControlsOf(call: ModelCall, normalize: Normalize): Record<string, unknown> {
  const body = call.body;
  const controls = normalizeShared(fieldsSet(body, ANSWER_CONTROLS), normalize);
  const reasoning = reasoningControls(body.reasoning);
  if (reasoning !== undefined) controls.reasoning = normalizeShared(reasoning, normalize);
  const previous = previousResponseOf(call, normalize);
  if (previous !== undefined) controls.previous_response_id = previous;
  return controls;
}

/** The model and the reasoning effort are configuration, not noise: never normalized. */
export function fingerprintResponsesCall(call: ModelCall, normalize: Normalize): Fingerprint {
  const body: Record<string, unknown> = isRecord(call.body) ? call.body : {};
  const tools = Array.isArray(body.tools) ? (body.tools as unknown[]) : [];
  const nativeTools = tools.filter((tool) => !isFunctionTool(tool));
  return {
    endpoint: 'responses',
    model: stringOr(body.model) ?? call.routeModel ?? null,
    instructions: normalizeOrNull(body.instructions, normalize),
    messages: normalizeEach(inputEntries(body.input).map(withoutGeneratedId), normalize),
    tools: normalizeEach(tools.filter(isFunctionTool), normalize),
    outputLimit: numberOr(body.max_output_tokens) ?? null,
    nativeTools: normalizeEach(nativeTools, normalize),
    reasoningEffort: isRecord(body.reasoning) ? (stringOr(body.reasoning.effort) ?? null) : null,
    answerControls: answerControlsOf({ ...call, body }, normalize),
  };
}
