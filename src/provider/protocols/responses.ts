/** The OpenAI Responses protocol (`POST /v1/responses`), as Codex CLI and the SDKs speak it. */
import { openAiRequest, postRoute } from './chat.js';
import { eventTypeOf, formatTypedEvent, lengthOf, modelNamedIn } from './lenient.js';
import type { MalformedEvent, WireProtocol } from './protocol.js';
import { responseFromEvents } from './responses-accumulate.js';
import { eventsFromResponse } from './responses-events.js';
import { fingerprintResponsesCall } from './responses-fingerprint.js';
import { renderScriptedResponse } from './responses-scripted.js';
import { describeErrorPayload, parseJson } from '../../json/parse-json.js';
import { assembleResponse } from './responses-wire.js';
import { isRecord } from '../../json/is-record.js';
import { recordsOf, toolResultOf } from './tool-results.js';

/** Events that end a response: the three outcomes, and the `error` event a server sends instead. */
const FINAL_EVENTS = new Set([
  'response.completed',
  'response.incomplete',
  'response.failed',
  'error',
]);

/** Why one payload is not an event of a healthy stream, or undefined. */
function problemOf(value: unknown): string | undefined {
  if (!isRecord(value)) return 'is not a JSON object';
  if (typeof value.type !== 'string') return 'has no event type';
  if (value.type === 'error') return `is an error: ${describeErrorPayload(value)}`;
  if (value.type === 'response.failed') {
    const error = isRecord(value.response) ? value.response.error : undefined;
    return `is a failed response${error === undefined || error === null ? '' : `: ${describeErrorPayload(error)}`}`;
  }
  // The SDK throws on any payload with an `error` field, whatever its type says.
  if (value.error !== undefined && value.error !== null) {
    return `is an error: ${describeErrorPayload(value.error)}`;
  }
  return undefined;
}

/**
 * The first payload a well-behaved server would not send: not an event, an error or failed
 * response, or after the end. `response.incomplete` is an answer; a trailing `[DONE]` is tolerated.
 */
function findMalformedEvent(events: readonly string[]): MalformedEvent | undefined {
  let ended: string | undefined;
  for (const [index, payload] of events.entries()) {
    if (payload === '[DONE]') {
      ended ??= '[DONE]';
      continue;
    }
    if (ended !== undefined) return { index, reason: `follows ${ended}` };
    const parsed = parseJson(payload);
    if (!parsed.ok) return { index, reason: `is not JSON (${parsed.error})` };
    const problem = problemOf(parsed.value);
    if (problem !== undefined) return { index, reason: problem };
    const type = (parsed.value as { type: string }).type;
    if (FINAL_EVENTS.has(type)) ended = type;
  }
  return undefined;
}

/** The server reads every field, so the shape is checked only where it must be. */
function validateRequest(body: Record<string, unknown>): string | undefined {
  if (body.model !== undefined && typeof body.model !== 'string') {
    return 'needs "model" as a string';
  }
  const { input } = body;
  if (input === undefined && body.prompt === undefined) {
    return 'needs an "input" (a string or a list of items)';
  }
  if (input !== undefined && typeof input !== 'string' && !Array.isArray(input)) {
    return 'needs "input" as a string or a list of items';
  }
  if (body.tools !== undefined && !Array.isArray(body.tools)) return 'needs "tools" as a list';
  return undefined;
}

export const responsesProtocol: WireProtocol = {
  id: 'responses',
  upstream: 'openai',
  // OpenAI's own headers (organization, project, beta flags) route or bill a call; none changes it.
  forwardedHeaders: [],

  matchRoute: postRoute('/v1/responses'),
  validateRequest,

  toolResults: (body) =>
    recordsOf(body.input)
      .filter(
        (item) => item.type === 'function_call_output' || item.type === 'custom_tool_call_output',
      )
      .map((item) => toolResultOf(item.call_id, item.output)),
  isStream: (body) => body.stream === true,
  fingerprint: fingerprintResponsesCall,
  conversationLength: (body) => (typeof body.input === 'string' ? 1 : lengthOf(body.input)),

  assembleJson: assembleResponse,
  assembleEvents: (events) => assembleResponse(responseFromEvents(events)),
  // A Responses stream carries everything its body does: nothing in the call changes its shape.
  eventsFromJson: (body) => eventsFromResponse(body),
  jsonFromEvents: responseFromEvents,
  formatEvent: formatTypedEvent,
  findMalformedEvent,
  isFinalEvent: (data) => data === '[DONE]' || FINAL_EVENTS.has(eventTypeOf(data) ?? ''),
  servedModel: (body) => modelNamedIn(body, 'model'),

  renderScripted: renderScriptedResponse,
  errorBody: (_status, type, message) => ({ error: { message, type, code: type, param: null } }),

  upstreamRequest: (baseUrl, apiKey, call) => openAiRequest(baseUrl, apiKey, call, 'responses'),
  // As the official SDK retries: a request timeout and a lock conflict, besides 429 and 5xx.
  isTransientStatus: (status) => status === 408 || status === 409,
};
