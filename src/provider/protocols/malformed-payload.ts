/** Why a stream event is not a chunk: not JSON, not an object, or `{"error": …}`. */
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

/** The first payload that is not such a chunk; with `done` (`[DONE]`), anything after it too. */
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
