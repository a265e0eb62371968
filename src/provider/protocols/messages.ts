/**
 * The Anthropic Messages protocol (SPEC §4): `POST /v1/messages` and `/v1/messages/count_tokens`
 * (also with `?beta=true`). Bodies, streams and requests are read in the `messages-*` modules.
 */
import type { ModelCall } from '../types.js';
import { argumentsValue, formatTypedEvent, lengthOf, modelNamedIn } from './lenient.js';
import type { ScriptedAnswer, UpstreamRequest, WireProtocol } from './protocol.js';
import { countTokens, fingerprintMessages } from './messages-request.js';
import {
  assembleEvents,
  eventsFromJson,
  findMalformedEvent,
  isFinalEvent,
  jsonFromEvents,
} from './messages-stream.js';
import { assembleMessage } from './messages-wire.js';
import { recordsOf, toolResultOf } from './tool-results.js';

/** The API version sent upstream when the agent named none (the only one the API has published). */
const DEFAULT_API_VERSION = '2023-06-01';

/** The error types Anthropic's clients know, for an error raised without one. */
function errorTypeOf(status: number): string {
  const byStatus: Record<number, string> = {
    400: 'invalid_request_error',
    401: 'authentication_error',
    403: 'permission_error',
    404: 'not_found_error',
    413: 'request_too_large',
    429: 'rate_limit_error',
    529: 'overloaded_error',
  };
  return byStatus[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
}

/** `call_<n>` as `toolu_scripted_<n>`; another id keeps only the characters the API accepts. */
function toolUseIdOf(toolCallId: string): string {
  const number = /^call_(\d+)$/.exec(toolCallId)?.[1];
  return `toolu_scripted_${number ?? toolCallId.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

function renderScripted(answer: ScriptedAnswer): unknown {
  const content: unknown[] = [];
  // The API never answers an empty text block, and refuses one sent back in the history.
  if (answer.content !== null && answer.content !== '') {
    content.push({ type: 'text', text: answer.content });
  }
  for (const toolCall of answer.toolCalls) {
    content.push({
      type: 'tool_use',
      id: toolUseIdOf(toolCall.id),
      name: toolCall.name,
      input: argumentsValue(toolCall.arguments),
    });
  }
  return {
    id: `msg_scripted_${answer.call}`,
    type: 'message',
    role: 'assistant',
    model: answer.model,
    content,
    stop_reason: answer.toolCalls.length > 0 ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: {
      input_tokens: answer.usage.inputTokens,
      output_tokens: answer.usage.outputTokens,
      cache_read_input_tokens: 0,
      cache_creation_input_tokens: 0,
    },
  };
}

/**
 * The agent's body with Verdict's key and the agent's `anthropic-version` and `anthropic-beta`
 * (`?beta=true` only marks the SDK's beta client). The base URL is the root, or may end in `/v1`.
 */
function upstreamRequest(baseUrl: string, apiKey: string, call: ModelCall): UpstreamRequest {
  const root = baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-api-key': apiKey,
    'anthropic-version': call.headers?.['anthropic-version'] ?? DEFAULT_API_VERSION,
  };
  const beta = call.headers?.['anthropic-beta'];
  if (beta !== undefined) headers['anthropic-beta'] = beta;
  return {
    url: root.endsWith('/v1') ? `${root}/messages` : `${root}/v1/messages`,
    headers,
    body: JSON.stringify(call.body),
  };
}

export const messagesProtocol: WireProtocol = {
  id: 'messages',
  upstream: 'anthropic',
  forwardedHeaders: ['anthropic-version', 'anthropic-beta'],
  matchRoute(method, pathname) {
    if (method !== 'POST') return undefined;
    if (pathname === '/v1/messages') return { kind: 'model' };
    if (pathname === '/v1/messages/count_tokens') return { kind: 'count_tokens' };
    return undefined;
  },
  validateRequest: (body) =>
    Array.isArray(body.messages) ? undefined : 'a Messages request needs a messages array',
  isStream: (body) => body.stream === true,
  fingerprint: fingerprintMessages,
  conversationLength: (body) => lengthOf(body.messages),
  toolResults: (body) =>
    recordsOf(body.messages)
      .flatMap((message) => recordsOf(message.content))
      .filter((block) => block.type === 'tool_result')
      .map((block) => toolResultOf(block.tool_use_id, block.content ?? '')),
  assembleJson: (body) => assembleMessage(body),
  assembleEvents,
  eventsFromJson: (body) => eventsFromJson(body),
  jsonFromEvents,
  formatEvent: formatTypedEvent,
  findMalformedEvent,
  isFinalEvent,
  servedModel: (body) => modelNamedIn(body, 'model'),
  renderScripted,
  countTokens,
  errorBody: (status, type, message) => ({
    type: 'error',
    error: { type: type === '' ? errorTypeOf(status) : type, message },
  }),
  upstreamRequest,
  // 529 is Anthropic's `overloaded_error`; the plumbing already retries 429 and every 5xx.
  isTransientStatus: (status) => status === 529,
};
