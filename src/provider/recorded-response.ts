/**
 * Serving and capturing responses in the shape the agent asked for (JSON or stream), with per-run
 * paths kept as tokens in a cassette and put back when served.
 */
import { parseJson } from '../json/parse-json.js';
import { normalizeShared, type Normalize } from './normalize.js';
import type { WireProtocol } from './protocols/protocol.js';
import { streamOf, type ModelCall, type ModelResponse, type RecordedResponse } from './types.js';

/** A stream chunk with `rewrite` applied to its strings; byte for byte the same when none changed. */
function rewriteEvent(event: string, rewrite: Normalize): string {
  const parsed = parseJson(event);
  if (!parsed.ok) return event; // `[DONE]`, or a foreign line: nothing of ours to rewrite
  const rewritten = normalizeShared(parsed.value, rewrite);
  return rewritten === parsed.value ? event : JSON.stringify(rewritten);
}

/** The response with `rewrite` applied to every string of its body or of each stream chunk. */
export function rewriteRecorded(recorded: RecordedResponse, rewrite: Normalize): RecordedResponse {
  if (recorded.kind === 'json')
    return { ...recorded, body: normalizeShared(recorded.body, rewrite) };
  return { ...recorded, events: recorded.events.map((event) => rewriteEvent(event, rewrite)) };
}

/**
 * The response with this run's paths as tokens. A path streamed in pieces no chunk holds whole is
 * tokenized in the equivalent JSON body, which is kept instead.
 */
export function tokenizeRecorded(
  recorded: RecordedResponse,
  tokenize: Normalize,
  protocol: WireProtocol,
): RecordedResponse {
  const rewritten = rewriteRecorded(recorded, tokenize);
  if (rewritten.kind === 'json' || rewritten.status >= 400) return rewritten;
  let whole: unknown;
  try {
    whole = protocol.jsonFromEvents(rewritten.events);
  } catch {
    return rewritten;
  }
  const tokenized = normalizeShared(whole, tokenize);
  if (tokenized === whole) return rewritten;
  return { kind: 'json', status: rewritten.status, body: tokenized };
}

/** The recorded response, delivered the way `call` asks for it. */
export function serveRecorded(
  recorded: RecordedResponse,
  call: ModelCall,
  protocol: WireProtocol,
): ModelResponse {
  if (recorded.kind === 'sse') {
    return call.stream
      ? { kind: 'sse', status: recorded.status, events: streamOf(recorded.events) }
      : { kind: 'json', status: recorded.status, body: protocol.jsonFromEvents(recorded.events) };
  }
  if (!call.stream || recorded.status >= 400) return recorded;
  return {
    kind: 'sse',
    status: recorded.status,
    events: streamOf(protocol.eventsFromJson(recorded.body, call)),
  };
}

/** Passes a response through, calling `onComplete` once all of it was delivered (or `onError`). */
export function captureResponse(
  response: ModelResponse,
  onComplete: (recorded: RecordedResponse) => void,
  onError: (error: unknown) => void,
): ModelResponse {
  if (response.kind === 'json') {
    onComplete(response);
    return response;
  }
  const source = response.events;
  async function* tee(): AsyncGenerator<string> {
    const events: string[] = [];
    try {
      for await (const event of source) {
        events.push(event);
        yield event;
      }
    } catch (error) {
      onError(error);
      throw error;
    }
    onComplete({ kind: 'sse', status: response.status, events });
  }
  return { kind: 'sse', status: response.status, events: tee() };
}
