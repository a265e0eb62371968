/**
 * Why one event of an upstream stream is not a chunk a server sends as part of an answer: not
 * JSON, not a JSON object, or an error object in its place (OpenAI-compatible servers and Gemini
 * report a failure that happens mid-stream as a chunk `{"error": {...}}`). Pure.
 */
import { isRecord } from '../../json/is-record.js';
import { describeErrorPayload, parseJson } from '../../json/parse-json.js';
import type { MalformedEvent } from './protocol.js';

/** The reason, worded to follow "the event …"; undefined for a JSON object that is no error. */
function describeMalformedPayload(payload: string): string | undefined {
  const parsed = parseJson(payload);
  if (!parsed.ok) return `is not JSON (${parsed.error})`;
  if (!isRecord(parsed.value)) return 'is not a JSON object';
  const { error } = parsed.value;
  return error === undefined || error === null
    ? undefined
    : `is an error: ${describeErrorPayload(error)}`;
}

/**
 * The first payload that is not such a chunk. With `done` (chat's `[DONE]`), that payload ends the
 * stream and anything after it is malformed too.
 */
export function findMalformedPayload(
  events: readonly string[],
  done?: string,
): MalformedEvent | undefined {
  for (const [index, payload] of events.entries()) {
    if (payload === done) {
      return index + 1 < events.length
        ? { index: index + 1, reason: `follows ${done}` }
        : undefined;
    }
    const reason = describeMalformedPayload(payload);
    if (reason !== undefined) return { index, reason };
  }
  return undefined;
}
