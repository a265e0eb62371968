import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSseData, formatSseEvent } from '../../src/sse/sse-framing.js';
import { readSseData } from '../../src/sse/sse-reader.js';

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

const parseChunks = (chunks: readonly Uint8Array[]): Promise<string[]> =>
  collect(readSseData(yieldChunks(chunks)));
const parseText = (text: string): Promise<string[]> => parseChunks([encoder.encode(text)]);

/** Any code point, with line breaks of every kind made frequent. */
const payloadArbitrary = fc.string({
  unit: fc.oneof(
    { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.constantFrom('\n', '\r', '\r\n', ':', ' ', 'data: ', '\u00e9') },
  ),
  maxLength: 40,
});

const normalizeLineBreaks = (payload: string): string => payload.replace(/\r\n?/g, '\n');

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

  it('ignores unknown fields and a retry that is not a number', async () => {
    await expect(parseText('foo: bar\nretry: soon\ndata: x\n\n')).resolves.toEqual(['x']);
  });

  it('yields the data of a named event, not its name', async () => {
    const text =
      'event: response.created\ndata: {"type":"response.created"}\n\ndata: plain\n\nevent:\ndata: x\n\n';
    await expect(parseText(text)).resolves.toEqual(['{"type":"response.created"}', 'plain', 'x']);
  });

  it('accepts CRLF, CR and LF line ends, mixed', async () => {
    await expect(parseText('data: a\r\n\r\ndata: b\r\rdata: c\n\ndata: d\r\n\n')).resolves.toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('reads a stream whose every line ends in CRLF, comments and names included', async () => {
    const text =
      ': ping\r\nevent: message_start\r\ndata: {"a":\r\ndata: 1}\r\n\r\ndata: [DONE]\r\n\r\n';
    await expect(parseText(text)).resolves.toEqual(['{"a":\n1}', '[DONE]']);
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
    await expect(parseText('data: a\n\ndata: b\r')).resolves.toEqual(['a']);
    await expect(parseText('data: a\r\n\r\ndata: b\r\n')).resolves.toEqual(['a']);
  });

  it('completes an event whose final blank line ends in a lone CR at the end of the stream', async () => {
    await expect(parseText('data: a\r\r')).resolves.toEqual(['a']);
    await expect(
      parseChunks(['data: a\r', '\r'].map((text) => encoder.encode(text))),
    ).resolves.toEqual(['a']);
  });

  it('drops a leading byte order mark', async () => {
    await expect(parseText('\ufeffdata: a\n\n')).resolves.toEqual(['a']);
  });

  it('keeps a CR that ends one chunk and an LF that starts the next as a single line end', async () => {
    const chunks = ['data: a\r', '\ndata: b\r', '\n\r', '\n'].map((text) => encoder.encode(text));
    await expect(parseChunks(chunks)).resolves.toEqual(['a\nb']);
  });

  it('decodes a multi-byte character split across chunks', async () => {
    const bytes = encoder.encode('data: h\u00e9llo \u{1f600}\n\n');
    const chunks = [...bytes].map((byte) => Uint8Array.of(byte));
    await expect(parseChunks(chunks)).resolves.toEqual(['h\u00e9llo \u{1f600}']);
  });

  it('reads a 2 MB data line that arrives in 1 KiB chunks whole', async () => {
    const payload = 'x\u00e9\u{1f600}'.repeat(300_000); // 2.1 MB of UTF-8
    const bytes = encoder.encode(`: ping\n\n${formatSseData(payload)}data: [DONE]\n\n`);
    const chunks: Uint8Array[] = [];
    for (let start = 0; start < bytes.length; start += 1024) {
      chunks.push(bytes.subarray(start, start + 1024));
    }
    const parsed = await parseChunks(chunks);
    expect(parsed.map((data) => data.length)).toEqual([payload.length, '[DONE]'.length]);
    expect(parsed[0] === payload).toBe(true);
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

  it('destroys a Node stream the consumer stops reading early', async () => {
    const stream = new Readable({
      read() {
        this.push(encoder.encode('data: again\n\n'));
      },
    });
    for await (const data of readSseData(stream)) {
      expect(data).toBe('again');
      break;
    }
    expect(stream.destroyed).toBe(true);
  });
});

describe('format then parse (property)', () => {
  it('gives back the payloads, whatever the chunking', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(payloadArbitrary, { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (payloads, offsets) => {
          const bytes = encoder.encode(payloads.map(formatSseData).join(''));
          const parsed = await parseChunks(splitBytes(bytes, offsets));
          expect(parsed).toEqual(payloads.map(normalizeLineBreaks));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives back the payloads with any line ends, comments, names and ignored fields, whatever the chunking', async () => {
    const noiseArbitrary = fc.constantFrom('', ': ping\n', 'id: 1\n', 'retry: 10\n', ':\n');
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(payloadArbitrary, noiseArbitrary, fc.option(fc.constantFrom('a', 'b.c'))),
          { maxLength: 6 },
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
          const parsed = await parseChunks(splitBytes(encoder.encode(text), offsets));
          expect(parsed).toEqual(items.map(([payload]) => normalizeLineBreaks(payload)));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('chunking (property)', () => {
  /** Text made of SSE's own pieces, so that lines, fields and events form and break everywhere. */
  const streamArbitrary = fc
    .array(
      fc.constantFrom(
        'data',
        'data:',
        'data: ',
        'event: x',
        ': ping',
        'id: 1',
        'retry: 5',
        '\n',
        '\r',
        '\r\n',
        '\u00e9',
        '\u{1f600}',
        'payload',
        '\ufeff',
      ),
      { maxLength: 30 },
    )
    .map((pieces) => pieces.join(''));

  it('yields the same payloads however the same bytes are cut, a final event without a blank line included', async () => {
    await fc.assert(
      fc.asyncProperty(
        streamArbitrary,
        fc.array(fc.nat(), { maxLength: 16 }),
        async (text, offsets) => {
          const bytes = encoder.encode(text);
          const whole = await parseChunks([bytes]);
          await expect(parseChunks(splitBytes(bytes, offsets))).resolves.toEqual(whole);
        },
      ),
      { numRuns: 500 },
    );
  });
});
