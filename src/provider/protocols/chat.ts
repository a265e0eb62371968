/**
 * OpenAI Chat Completions (`POST /v1/chat/completions`); the wire codec is `../chat-completion.ts`.
 */
import {
  assembleFromEvents,
  assembleFromJson,
  completionBody,
  eventsFromJson,
  findMalformedEvent,
  jsonFromEvents,
} from '../chat-completion.js';
import { normalizeEach, normalizeShared } from '../normalize.js';
import { formatSseData } from '../../sse/sse-framing.js';
import type { ModelCall } from '../types.js';
import { isRecord } from '../../json/is-record.js';
import { fieldsSet, lengthOf, modelNamedIn, numberOr, stringOr } from './lenient.js';
import type { UpstreamRequest, WireProtocol } from './protocol.js';
import { recordsOf, toolResultOf } from './tool-results.js';

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
];

function isFinalEvent(event: string): boolean {
  if (event === '[DONE]') return true;
  try {
    const chunk = JSON.parse(event) as { choices?: Array<{ finish_reason?: unknown }> };
    return chunk.choices?.some((choice) => typeof choice.finish_reason === 'string') ?? false;
  } catch {
    return false;
  }
}

/** The route of a protocol served at one `POST` path. */
export const postRoute =
  (path: string): WireProtocol['matchRoute'] =>
  (method, pathname) =>
    method === 'POST' && pathname === path ? { kind: 'model' } : undefined;

/** A live call to an OpenAI endpoint (`path` under the `/v1` base) with Verdict's key. */
export function openAiRequest(
  baseUrl: string,
  apiKey: string,
  call: ModelCall,
  path: string,
  extraHeaders: Record<string, string> = {},
): UpstreamRequest {
  return {
    url: `${baseUrl.replace(/\/+$/, '')}/${path}`,
    headers: {
      authorization: `Bearer ${apiKey}`,
      'content-type': 'application/json',
      accept: call.stream ? 'text/event-stream' : 'application/json',
      ...extraHeaders,
    },
    body: JSON.stringify(call.body),
  };
}

export const chatProtocol: WireProtocol = {
  id: 'chat',
  upstream: 'openai',
  forwardedHeaders: [],

  matchRoute: postRoute('/v1/chat/completions'),

  validateRequest: (body) =>
    Array.isArray(body.messages) ? undefined : 'a chat completion needs a messages array',

  isStream: (body) => body.stream === true,

  toolResults: (body) =>
    recordsOf(body.messages)
      .filter((message) => message.role === 'tool')
      .map((message) => toolResultOf(message.tool_call_id, message.content)),

  /**
   * Model and effort are configuration, not normalized (`gpt-4o-2024-08-06` must stay distinct);
   * `stream`, sampling and bookkeeping fields (`seed`, `user`, `metadata`…) are left out.
   */
  fingerprint(call, normalize) {
    const body = call.body;
    const tools = Array.isArray(body.tools) ? (body.tools as unknown[]) : [];
    const nativeTools = tools.filter((tool) => !isFunctionTool(tool));
    return {
      endpoint: 'chat.completions',
      model: stringOr(body.model) ?? null,
      // Chat Completions has no separate instructions: system messages stay in `messages`.
      instructions: null,
      messages: Array.isArray(body.messages) ? normalizeEach(body.messages, normalize) : [],
      tools: normalizeEach(tools.filter(isFunctionTool), normalize),
      outputLimit: numberOr(body.max_completion_tokens) ?? numberOr(body.max_tokens) ?? null,
      nativeTools: normalizeEach(nativeTools, normalize),
      reasoningEffort:
        stringOr(body.reasoning_effort) ??
        (isRecord(body.reasoning) ? stringOr(body.reasoning.effort) : undefined) ??
        null,
      answerControls: normalizeShared(fieldsSet(body, ANSWER_CONTROLS), normalize),
    };
  },

  conversationLength: (body) => lengthOf(body.messages),

  assembleJson: assembleFromJson,
  assembleEvents: assembleFromEvents,
  eventsFromJson: (body, call) =>
    eventsFromJson(body, {
      includeUsage:
        isRecord(call.body.stream_options) && call.body.stream_options.include_usage === true,
    }),
  jsonFromEvents,
  formatEvent: formatSseData,
  findMalformedEvent,
  isFinalEvent,
  servedModel: (body) => modelNamedIn(body, 'model'),

  renderScripted: (answer) =>
    completionBody(
      { id: `chatcmpl-scripted-${answer.call}`, created: 0, model: answer.model },
      {
        content: answer.content,
        toolCalls: answer.toolCalls,
        finishReason: answer.toolCalls.length > 0 ? 'tool_calls' : 'stop',
      },
      {
        prompt_tokens: answer.usage.inputTokens,
        completion_tokens: answer.usage.outputTokens,
        total_tokens: answer.usage.inputTokens + answer.usage.outputTokens,
      },
    ),

  errorBody: (_status, type, message) => ({ error: { message, type, param: null, code: type } }),

  upstreamRequest: (baseUrl, apiKey, call) =>
    openAiRequest(baseUrl, apiKey, call, 'chat/completions', { 'user-agent': 'agent-verdict' }),

  isTransientStatus: () => false,
};
