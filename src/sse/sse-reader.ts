/**
 * Reads Server-Sent Events: the live upstream's streams (`provider/live.ts`) and the proxy's
 * streams to the built-in agent (`agent/model-client.ts`), which is one agent behind the contract
 * like any other, so this seam lies below both. The framing (WHATWG HTML §9.2) is
 * `eventsource-parser`'s; what is ours is how bytes reach it and where a stream ends.
 */
import { createParser } from 'eventsource-parser';

const CR = 13;

/**
 * Yields each event's `data` payload (`[DONE]` included) from an SSE byte stream, which may be cut
 * anywhere, even inside a UTF-8 character. Event names, ids, `retry` and comments are dropped: each
 * protocol names an event from its payload when it writes one (`formatEvent`). An event the stream
 * ends in the middle of (no blank line after it) is dropped too, as the spec and the OpenAI SDK do,
 * so the proxy sees exactly what the agent would. A consumer that stops early cancels a web stream
 * or destroys a Node one, so an upstream connection is not left open.
 */
export async function* readSseData(source: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  // The decoder drops a leading byte order mark, as the spec asks; bad bytes become U+FFFD.
  const decoder = new TextDecoder('utf-8');
  let parsed: string[] = [];
  const parser = createParser({ onEvent: (event) => parsed.push(event.data) });
  // The CRs that end the text so far are held back: only the next text shows whether the last one
  // ends a line or starts a CRLF. Left to the parser (3.1.1), a final CR stays pending, with the
  // event it ends, until a later text holds a line break, so a stream that ended there lost that
  // event. All of them are held, since the one left last would be held by the parser in turn.
  let heldCrs = '';
  const feed = (text: string): void => {
    const whole = heldCrs + text;
    let end = whole.length;
    while (end > 0 && whole.charCodeAt(end - 1) === CR) end -= 1;
    heldCrs = whole.slice(end);
    if (end > 0) parser.feed(end === whole.length ? whole : whole.slice(0, end));
  };
  const takeParsed = (): string[] => {
    const ready = parsed;
    parsed = [];
    return ready;
  };
  for await (const chunk of source) {
    feed(decoder.decode(chunk, { stream: true }));
    yield* takeParsed();
  }
  feed(decoder.decode());
  // At the end of the stream each held CR is a line end of its own (`data: a\r\r` is an event).
  if (heldCrs !== '') parser.feed('\n'.repeat(heldCrs.length));
  yield* takeParsed();
}
