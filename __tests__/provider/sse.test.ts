import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatSseData,
  formatSseEvent,
  readSseData,
  readSseEvents,
  type SseEvent,
} from '../../src/provider/sse.js';

const encoder = new TextEncoder();

// eslint-disable-next-line @typescript-eslint/require-await -- stands in for a network stream
async function* yieldChunks(chunks: readonly Uint8Array[]): AsyncGenerator<Uint8Array> {
  yield* chunks;
}

/** Splits bytes at the given offsets (any order, duplicates allowed). */
function splitBytes(bytes: Uint8Array, offsets: readonly number[]): Uint8Array[] {
  const cuts = [...new Set(offsets.map((offset) => offset % (bytes.length + 1)))].sort(
    (a, b) => a - b,
  );
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    chunks.push(bytes.slice(start, cut));
    start = cut;
  }
  return chunks;
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of iterable) items.push(item);
  return items;
}

const parseText = (text: string): Promise<string[]> =>
  collect(readSseData(yieldChunks([encoder.encode(text)])));

/** Any code point, with line breaks of every kind made frequent. */
const payloadArbitrary = fc.string({
  unit: fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.constantFrom('\n', '\r', '\r\n', ':', ' ', 'data: ', '\u00e9') },
  ),
  maxLength: 40,
});

describe('readSseData', () => {
  it('yields each data payload, [DONE] included', async () => {
    await expect(parseText('data: {"a":1}\n\ndata: [DONE]\n\n')).resolves.toEqual([
      '{"a":1}',
      '[DONE]',
    ]);
  });

  it('joins multi-line data with LF and strips only one leading space', async () => {
    await expect(parseText('data: one\ndata:two\ndata:   three\n\n')).resolves.toEqual([
      'one\ntwo\n  three',
    ]);
  });

  it('ignores comments and the event, id and retry fields', async () => {
    const text = ': keep-alive\nevent: message\nid: 7\nretry: 1000\ndata: x\n\n:ping\n\n';
    await expect(parseText(text)).resolves.toEqual(['x']);
  });

  it('accepts CRLF, CR and LF line ends, mixed', async () => {
    await expect(parseText('data: a\r\n\r\ndata: b\r\rdata: c\n\ndata: d\r\n\n')).resolves.toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('reads a field without a colon as a field with an empty value', async () => {
    await expect(parseText('data\n\ndata\ndata\n\n')).resolves.toEqual(['', '\n']);
  });

  it('dispatches nothing for an event without data lines', async () => {
    await expect(parseText('event: ping\n\nid: 3\n\n\n\ndata: x\n\n')).resolves.toEqual(['x']);
  });

  it('drops an event the stream ends in the middle of', async () => {
    await expect(parseText('data: a\n\ndata: b')).resolves.toEqual(['a']);
    await expect(parseText('data: a\n\ndata: b\n')).resolves.toEqual(['a']);
  });

  it('completes an event whose final blank line ends in a lone CR at the end of the stream', async () => {
    await expect(parseText('data: a\r\r')).resolves.toEqual(['a']);
  });

  it('drops a leading byte order mark', async () => {
    await expect(parseText('\ufeffdata: a\n\n')).resolves.toEqual(['a']);
  });

  it('keeps a CR that ends one chunk and an LF that starts the next as a single line end', async () => {
    const chunks = ['data: a\r', '\ndata: b\r', '\n\r', '\n'].map((text) => encoder.encode(text));
    await expect(collect(readSseData(yieldChunks(chunks)))).resolves.toEqual(['a\nb']);
  });

  it('decodes a multi-byte character split across chunks', async () => {
    const bytes = encoder.encode('data: h\u00e9llo \u{1f600}\n\n');
    const chunks = [...bytes].map((byte) => Uint8Array.of(byte));
    await expect(collect(readSseData(yieldChunks(chunks)))).resolves.toEqual([
      'h\u00e9llo \u{1f600}',
    ]);
  });

  it('reads a web ReadableStream', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: a\n\nda'));
        controller.enqueue(encoder.encode('ta: [DONE]\n\n'));
        controller.close();
      },
    });
    await expect(collect(readSseData(stream))).resolves.toEqual(['a', '[DONE]']);
  });

  it('cancels a ReadableStream the consumer stops reading early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(encoder.encode('data: again\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const data of readSseData(stream)) {
      expect(data).toBe('again');
      break;
    }
    expect(cancelled).toBe(true);
  });
});

describe('readSseEvents', () => {
  it('reports the event name when one was given, and only for its own event', async () => {
    const text =
      'event: response.created\ndata: {"type":"response.created"}\n\ndata: plain\n\nevent:\ndata: x\n\n';
    const events = await collect(readSseEvents(yieldChunks([encoder.encode(text)])));
    expect(events).toEqual<SseEvent[]>([
      { event: 'response.created', data: '{"type":"response.created"}' },
      { data: 'plain' },
      { data: 'x' },
    ]);
  });
});

describe('formatSseData', () => {
  it('frames a payload as one data line and a blank line', () => {
    expect(formatSseData('[DONE]')).toBe('data: [DONE]\n\n');
  });

  it('splits a multi-line payload into several data lines', () => {
    expect(formatSseData('a\nb\r\nc')).toBe('data: a\ndata: b\ndata: c\n\n');
  });

  it('frames an empty payload so that it reads back as empty', async () => {
    expect(formatSseData('')).toBe('data: \n\n');
    await expect(parseText(formatSseData(''))).resolves.toEqual(['']);
  });

  it('frames a named event', () => {
    expect(formatSseEvent({ event: 'response.done', data: '{}' })).toBe(
      'event: response.done\ndata: {}\n\n',
    );
  });
});

describe('format then parse (property)', () => {
  const normalizeLineBreaks = (payload: string): string => payload.replace(/\r\n?/g, '\n');

  it('gives back the payloads, whatever the chunking', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(payloadArbitrary, { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (payloads, offsets) => {
          const bytes = encoder.encode(payloads.map(formatSseData).join(''));
          const parsed = await collect(readSseData(yieldChunks(splitBytes(bytes, offsets))));
          expect(parsed).toEqual(payloads.map(normalizeLineBreaks));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives back the payloads with any line ends, comments and ignored fields, whatever the chunking', async () => {
    const noiseArbitrary = fc.constantFrom('', ': comment\n', 'id: 1\n', 'retry: 10\n', ':\n');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(payloadArbitrary, noiseArbitrary, fc.option(fc.constantFrom('a', 'b.c'))),
          {
            maxLength: 6,
          },
        ),
        fc.constantFrom('\n', '\r', '\r\n'),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (items, lineEnd, offsets) => {
          const text = items
            .map(([payload, noise, name]) => {
              const event = name === null ? { data: payload } : { event: name, data: payload };
              return noise + formatSseEvent(event);
            })
            .join('')
            .replace(/\n/g, lineEnd);
          const bytes = encoder.encode(text);
          const events = await collect(readSseEvents(yieldChunks(splitBytes(bytes, offsets))));
          expect(events).toEqual(
            items.map(([payload, , name]) =>
              name === null
                ? { data: normalizeLineBreaks(payload) }
                : { event: name, data: normalizeLineBreaks(payload) },
            ),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
