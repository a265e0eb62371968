/**
 * Frames one payload as an SSE event, one `data:` line per line of the payload. SSE cannot carry a
 * CR inside data, so every line break reads back as LF. Reading them is `sse-reader.ts`.
 */
export function formatSseData(data: string): string {
  return `${data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}\n`)
    .join('')}\n`;
}

/** Frames a named event, as the Responses API streams them (`event: response.created`). */
export function formatSseEvent(event: { event?: string; data: string }): string {
  const name = event.event === undefined ? '' : `event: ${event.event}\n`;
  return name + formatSseData(event.data);
}
