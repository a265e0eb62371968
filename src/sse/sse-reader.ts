/**
 * Reads Server-Sent Events (live upstream streams, the proxy's streams to the built-in agent). The
 * framing is `eventsource-parser`'s; ours is how bytes reach it and where a stream ends.
 */
import { createParser } from 'eventsource-parser';

const CR = 13;

/**
 * Yields each event's `data` payload (`[DONE]` included) from a byte stream cut anywhere, even inside
 * a UTF-8 character. Event names, ids, `retry` and comments are dropped. An event the stream ends in
 * the middle of is dropped too, as the spec and the OpenAI SDK do, so the proxy sees what the agent
 * would.
 */
export async function* readSseData(source: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  // The decoder drops a leading byte order mark, as the spec asks; bad bytes become U+FFFD.
  const decoder = new TextDecoder('utf-8');
  const parsed: string[] = [];
  const parser = createParser({ onEvent: (event) => parsed.push(event.data) });
  // Trailing CRs are held back: only the next text shows whether one ends a line or starts a CRLF.
  // Left to the parser, a final CR (and its event) stays pending, lost if the stream ends there.
  let heldCrs = '';
  const feed = (text: string): void => {
    const whole = heldCrs + text;
    let end = whole.length;
    while (end > 0 && whole.charCodeAt(end - 1) === CR) end -= 1;
    heldCrs = whole.slice(end);
    if (end > 0) parser.feed(end === whole.length ? whole : whole.slice(0, end));
  };
  for await (const chunk of source) {
    feed(decoder.decode(chunk, { stream: true }));
    yield* parsed.splice(0);
  }
  feed(decoder.decode());
  // At the end of the stream each held CR is a line end of its own (`data: a\r\r` is an event).
  if (heldCrs !== '') parser.feed('\n'.repeat(heldCrs.length));
  yield* parsed.splice(0);
}
