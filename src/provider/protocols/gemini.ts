/**
 * The Google Gemini `generateContent` protocol (`:generateContent`, `:streamGenerateContent`,
 * `:countTokens`). The answer is candidate 0; a tool call without an id (Gemini sends none) is
 * named `<name>_<n>`, so a transcript is the same on every run.
 */
import type { AssembledMessage } from '../types.js';
import { argumentsValue, lengthOf, modelNamedIn, withUsage } from './lenient.js';
import type { ScriptedAnswer, WireProtocol } from './protocol.js';
import { fingerprintRequest, stripModelsPrefix } from './gemini-fingerprint.js';
import {
  buildErrorBody,
  buildUpstreamRequest,
  countRequestTokens,
  matchGeminiRoute,
} from './gemini-routes.js';
import { eventsFromJson, formatEvent, isFinalEvent, jsonFromEvents } from './gemini-stream.js';
import { findMalformedPayload } from './malformed-payload.js';
import { finishReasonOf, firstCandidateOf, partsOf, readPart, readUsage } from './gemini-wire.js';
import { recordsOf, toolResultOf } from './tool-results.js';
import { isRecord } from '../../json/is-record.js';

/** The assistant message of a `GenerateContentResponse` body. Never throws. */
function assembleGeminiJson(body: unknown): AssembledMessage {
  const parts = partsOf(firstCandidateOf(body)).map(readPart);
  const text = parts
    .filter((part) => part.thought !== true && part.text !== undefined)
    .map((part) => part.text)
    .join('');
  const toolCalls = parts
    .map((part) => part.functionCall)
    .filter((call) => call !== undefined)
    .map((call, position) => {
      const name = call.name ?? '';
      return {
        id: call.id ?? `${name}_${position + 1}`,
        name,
        arguments: JSON.stringify(call.args ?? {}),
      };
    });
  return withUsage(
    // An empty text part only carries a thought signature: it says nothing.
    { content: text === '' ? null : text, toolCalls, finishReason: finishReasonOf(body) ?? null },
    readUsage(isRecord(body) ? body.usageMetadata : undefined),
  );
}

/** Function calls carry the scripted ids: gemini-cli would mint them from the clock. */
function renderGeminiScripted(answer: ScriptedAnswer): unknown {
  const parts: Array<Record<string, unknown>> = [];
  if (answer.content !== null && answer.content !== '') parts.push({ text: answer.content });
  for (const toolCall of answer.toolCalls) {
    parts.push({
      functionCall: {
        id: toolCall.id,
        name: toolCall.name,
        args: argumentsValue(toolCall.arguments),
      },
    });
  }
  const { inputTokens, outputTokens } = answer.usage;
  return {
    candidates: [{ content: { role: 'model', parts }, finishReason: 'STOP', index: 0 }],
    usageMetadata: {
      promptTokenCount: inputTokens,
      candidatesTokenCount: outputTokens,
      totalTokenCount: inputTokens + outputTokens,
    },
    modelVersion: stripModelsPrefix(answer.model),
    responseId: `scripted-${answer.call}`,
  };
}

export const geminiProtocol: WireProtocol = {
  id: 'gemini',
  upstream: 'gemini',
  forwardedHeaders: [],
  matchRoute: matchGeminiRoute,
  validateRequest: (body) =>
    Array.isArray(body.contents) ? undefined : 'a generateContent request needs a contents array',
  isStream: (_body, route) => route.stream === true,
  fingerprint: fingerprintRequest,
  conversationLength: (body) => lengthOf(body.contents),
  toolResults: (body) =>
    recordsOf(body.contents)
      .flatMap((content) => recordsOf(content.parts))
      .flatMap((part) => recordsOf([part.functionResponse]))
      .map((response) => toolResultOf(response.id, response.response ?? null, response.name)),
  assembleJson: assembleGeminiJson,
  assembleEvents: (events) => assembleGeminiJson(jsonFromEvents(events)),
  eventsFromJson: (body) => eventsFromJson(body),
  jsonFromEvents,
  formatEvent,
  // Gemini reports a failure mid-stream as a chunk `{"error": {...}}`; it has no `[DONE]`.
  findMalformedEvent: (events) => findMalformedPayload(events),
  isFinalEvent,
  servedModel: (body) => {
    const name = modelNamedIn(body, 'modelVersion');
    return name === undefined ? undefined : stripModelsPrefix(name);
  },
  renderScripted: renderGeminiScripted,
  countTokens: countRequestTokens,
  errorBody: buildErrorBody,
  upstreamRequest: buildUpstreamRequest,
  // 429 and 5xx are retried already; Gemini has no other transient status.
  isTransientStatus: () => false,
};
