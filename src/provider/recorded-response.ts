/**
 * Serving and capturing responses in the shape the agent asked for: a recorded JSON body becomes a
 * stream when the request streams, and a recorded stream becomes a body when it does not.
 */
import { eventsFromJson, jsonFromEvents } from './chat-completion.js';
import { streamOf } from './sse.js';
import type { ModelCall, ModelResponse, RecordedResponse } from './types.js';

/** The recorded response, delivered the way `call` asks for it. */
export function serveRecorded(recorded: RecordedResponse, call: ModelCall): ModelResponse {
  if (recorded.kind === 'sse') {
    return call.stream
      ? { kind: 'sse', status: recorded.status, events: streamOf(recorded.events) }
      : { kind: 'json', status: recorded.status, body: jsonFromEvents(recorded.events) };
  }
  if (!call.stream || recorded.status >= 400) return recorded;
  const includeUsage = call.body.stream_options?.include_usage === true;
  return {
    kind: 'sse',
    status: recorded.status,
    events: streamOf(eventsFromJson(recorded.body, { includeUsage })),
  };
}

/**
 * Passes a response through unchanged and calls `onComplete` with what the agent received once it
 * has all been delivered (for a stream: after its last event), or `onError` if the stream broke.
 */
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
