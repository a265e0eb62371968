/**
 * Server-Sent Events framing, as the WHATWG HTML spec defines it (§9.2 "Server-sent events"). Model
 * servers stream Chat Completions as `data:` events and the Responses API as named events; the proxy
 * reads the former from upstream and writes both to the agent.
 */

/** One dispatched event. `event` is the `event:` field, absent when the server sent none. */
export interface SseEvent {
  event?: string;
  data: string;
}

type ByteSource = AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

/**
 * Reads a `ReadableStream` through its reader rather than its async iterator, which older type
 * definitions of `ReadableStream` lack. Cancels the stream when the consumer stops early, so an
 * upstream connection is not left open.
 */
async function* readStreamChunks(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let ended = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        ended = true;
        return;
      }
      yield value;
    }
  } finally {
    if (!ended) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

function chunksOf(source: ByteSource): AsyncIterable<Uint8Array> {
  return 'getReader' in source ? readStreamChunks(source) : source;
}

/**
 * Splits decoded text into lines ended by CRLF, LF or CR. A CR that ends the text so far is held
 * back: only the next chunk tells whether it is a line end on its own or the first half of CRLF.
 */
class LineSplitter {
  private pending = '';

  push(text: string): string[] {
    this.pending += text;
    return this.takeLines(false);
  }

  /** The lines still pending at the end of the stream; an unterminated last line is dropped. */
  end(): string[] {
    return this.takeLines(true);
  }

  private takeLines(atEnd: boolean): string[] {
    const lines: string[] = [];
    const terminator = /\r\n|\r|\n/g;
    let start = 0;
    for (let match = terminator.exec(this.pending); match; match = terminator.exec(this.pending)) {
      const endsText = match.index + match[0].length === this.pending.length;
      if (match[0] === '\r' && endsText && !atEnd) break;
      lines.push(this.pending.slice(start, match.index));
      start = match.index + match[0].length;
    }
    this.pending = this.pending.slice(start);
    return lines;
  }
}

/** Collects fields line by line and dispatches an event at each blank line, per the SSE spec. */
class EventBuilder {
  private dataLines: string[] = [];
  private eventName = '';

  /** Feeds one line; returns the event a blank line completes. */
  take(line: string): SseEvent | undefined {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.dataLines.push(value);
    else if (field === 'event') this.eventName = value;
    // `id` and `retry` only matter to a client that reconnects, which the proxy never does.
    return undefined;
  }

  private dispatch(): SseEvent | undefined {
    const { dataLines, eventName } = this;
    this.dataLines = [];
    this.eventName = '';
    // The spec dispatches nothing for an event without data lines, even one that named itself.
    if (dataLines.length === 0) return undefined;
    const data = dataLines.join('\n');
    return eventName === '' ? { data } : { event: eventName, data };
  }
}

/**
 * Parses an SSE byte stream into events. Chunks may split anywhere, even inside a UTF-8 character.
 * An event the stream ends in the middle of (no blank line after it) is dropped, as the spec and
 * the OpenAI SDK both do, so the proxy sees exactly what the agent would.
 */
export async function* readSseEvents(source: ByteSource): AsyncGenerator<SseEvent> {
  // The decoder drops a leading byte order mark, as the spec asks; bad bytes become U+FFFD.
  const decoder = new TextDecoder('utf-8');
  const lines = new LineSplitter();
  const builder = new EventBuilder();
  for await (const chunk of chunksOf(source)) {
    for (const line of lines.push(decoder.decode(chunk, { stream: true }))) {
      const event = builder.take(line);
      if (event !== undefined) yield event;
    }
  }
  for (const line of [...lines.push(decoder.decode()), ...lines.end()]) {
    const event = builder.take(line);
    if (event !== undefined) yield event;
  }
}

/** Parses an SSE byte stream and yields each event's `data` payload (`[DONE]` included). */
export async function* readSseData(source: ByteSource): AsyncGenerator<string> {
  for await (const event of readSseEvents(source)) yield event.data;
}

/**
 * Frames one payload as an SSE event, one `data:` line per line of the payload. SSE cannot carry a
 * CR inside data (any CR, LF or CRLF ends a line), so every line break reads back as LF.
 */
export function formatSseData(data: string): string {
  return `${data
    .split(/\r\n|\r|\n/)
    .map((line) => `data: ${line}\n`)
    .join('')}\n`;
}

/** Frames a named event, as the Responses API streams them (`event: response.created`). */
export function formatSseEvent(event: SseEvent): string {
  const name = event.event === undefined ? '' : `event: ${event.event}\n`;
  return name + formatSseData(event.data);
}

/** Events already in memory (a recording, a script) as the stream the `ModelResponse` contract asks for. */
// eslint-disable-next-line @typescript-eslint/require-await -- nothing to wait for; the contract is an AsyncIterable
export async function* streamOf(events: readonly string[]): AsyncGenerator<string> {
  yield* events;
}
