/**
 * The fingerprint of a model call (SPEC §4): what the harness asked, in the fields that change what
 * the model would answer, with per-run noise normalized. Headers, `stream`, `stream_options` and
 * sampling or bookkeeping fields (`temperature`, `seed`, `user`, `metadata`…) are left out: they
 * differ between runs or agents' versions without changing the question.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../json/canonical-json.js';
import { normalizeValue, type Normalize } from './normalize.js';
import type { Fingerprint, ModelCall } from './types.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `{type: "function", function: {...}}`, or the same without `type` as some agents send it. */
function isFunctionTool(tool: unknown): boolean {
  if (!isRecord(tool)) return false;
  return tool.type === 'function' || (tool.type === undefined && isRecord(tool.function));
}

/** Fields that change what shape the answer may take, so a harness change in them must diverge. */
const ANSWER_CONTROLS = [
  'tool_choice',
  'response_format',
  'parallel_tool_calls',
  'functions',
  'function_call',
] as const;

const readNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

const readString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * Reads a Chat Completions body whatever its shape (the agent is not ours to trust): a field of the
 * wrong type counts as absent. The model name and reasoning effort are configuration, not noise,
 * so they are not normalized: with the `dates` preset a snapshot name such as `gpt-4o-2024-08-06`
 * must stay distinct from the next snapshot.
 */
export function fingerprintOf(call: ModelCall, normalize: Normalize): Fingerprint {
  const body: Record<string, unknown> = isRecord(call.body) ? call.body : {};
  const tools = Array.isArray(body.tools) ? (body.tools as unknown[]) : [];
  const normalizeAll = (values: unknown[]): unknown[] =>
    values.map((value) => normalizeValue(value, normalize));
  return {
    endpoint: call.endpoint,
    model: readString(body.model) ?? null,
    // Chat Completions has no separate instructions: system messages stay in `messages`.
    instructions: null,
    messages: Array.isArray(body.messages) ? normalizeAll(body.messages as unknown[]) : [],
    tools: normalizeAll(tools.filter(isFunctionTool)),
    outputLimit: readNumber(body.max_completion_tokens) ?? readNumber(body.max_tokens) ?? null,
    nativeTools: normalizeAll(tools.filter((tool) => !isFunctionTool(tool))),
    reasoningEffort:
      readString(body.reasoning_effort) ??
      (isRecord(body.reasoning) ? readString(body.reasoning.effort) : undefined) ??
      null,
    answerControls: Object.fromEntries(
      ANSWER_CONTROLS.filter((key) => body[key] !== undefined).map((key) => [
        key,
        normalizeValue(body[key], normalize),
      ]),
    ),
  };
}

/** sha256 (hex) of the canonical JSON, so the key order a request happened to use does not matter. */
export function hashFingerprint(fingerprint: Fingerprint): string {
  return createHash('sha256').update(canonicalJson(fingerprint)).digest('hex');
}
