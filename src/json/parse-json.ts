import { isRecord } from './is-record.js';

/** One payload of an upstream answer (a body, an SSE event) parsed as JSON, or why it is not JSON. */
export function parseJson(
  payload: string,
): { ok: true; value: unknown } | { ok: false; error: string } {
  try {
    return { ok: true, value: JSON.parse(payload) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** An error object an upstream sent in its answer, in a few words: its `message`, else its JSON. */
export function describeErrorPayload(error: unknown): string {
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  return JSON.stringify(error);
}
