/**
 * One very large stream event, in every wire protocol: a live upstream on 127.0.0.1 streams an
 * answer whose text is a single 2 MB `data:` line, written in 1 KiB pieces cut anywhere (inside a
 * UTF-8 character too); the proxy reads it, records it and streams it on to a plain HTTP client.
 * The text must arrive whole and unchanged, in the client and in the transcript, on the first
 * attempt. (How fast is the bench's business; this test only says it is right. The official SDKs
 * are not the client here: their own parsers take seconds over events this large.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LiveProvider } from '../../src/provider/live.js';
import { protocolOf } from '../../src/provider/protocols/index.js';
import type { ProtocolId } from '../../src/provider/types.js';
import { ProviderProxy } from '../../src/provider/proxy-server.js';
import { readSseData } from '../../src/sse/sse-reader.js';
import { ProtocolUpstream } from '../helpers/protocol-upstream.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const PROTOCOLS = [
  { protocol: 'chat', name: 'Chat Completions', family: 'openai' },
  { protocol: 'responses', name: 'Responses', family: 'openai' },
  { protocol: 'messages', name: 'Messages', family: 'anthropic' },
  { protocol: 'gemini', name: 'Gemini', family: 'gemini' },
] as const satisfies ReadonlyArray<{ protocol: ProtocolId } & Record<string, string>>;

/** One streamed request as each protocol's client sends it, with the run's token where it puts it. */
const REQUESTS: Record<
  ProtocolId,
  (token: string) => { path: string; headers: Record<string, string>; body: unknown }
> = {
  chat: (token) => ({
    path: '/v1/chat/completions',
    headers: { authorization: `Bearer ${token}` },
    body: { model: 'm', stream: true, messages: [{ role: 'user', content: 'Say a lot.' }] },
  }),
  responses: (token) => ({
    path: '/v1/responses',
    headers: { authorization: `Bearer ${token}` },
    body: { model: 'm', stream: true, input: 'Say a lot.' },
  }),
  messages: (token) => ({
    path: '/v1/messages',
    headers: { 'x-api-key': token, 'anthropic-version': '2023-06-01' },
    body: {
      model: 'm',
      max_tokens: 64,
      stream: true,
      messages: [{ role: 'user', content: 'Say a lot.' }],
    },
  }),
  gemini: (token) => ({
    path: '/v1beta/models/m:streamGenerateContent?alt=sse',
    headers: { 'x-goog-api-key': token },
    body: { contents: [{ role: 'user', parts: [{ text: 'Say a lot.' }] }] },
  }),
};

/** Sends the protocol's streamed request to the proxy; resolves to the payloads it streamed back. */
async function askForStream(
  protocol: ProtocolId,
  proxy: ProviderProxy,
  token: string,
): Promise<string[]> {
  const { path, headers, body } = REQUESTS[protocol](token);
  const response = await fetch(`${proxy.rootUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: string[] = [];
  for await (const data of readSseData(response.body!)) events.push(data);
  return events;
}

const TEXT_BYTES = 2 * 1024 * 1024;
const PIECE_BYTES = 1024;

/** About `bytes` bytes of text that differs all along, with two- and four-byte characters in it. */
function largeText(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const part = `${index.toString(36)} \u00e9\u{1f600} `;
    parts.push(part);
    size += Buffer.byteLength(part);
  }
  return parts.join('');
}

describe.each(PROTOCOLS)('$name: a 2 MB data line streamed in 1 KiB pieces', (spec) => {
  it('reaches the client and the transcript whole, on the first attempt', async () => {
    const text = largeText(TEXT_BYTES);
    const upstream = await ProtocolUpstream.start(spec.protocol, {
      turnOf: () => ({ content: text, toolCalls: [] }),
      writeBytes: PIECE_BYTES,
    });
    cleanups.push(() => upstream.close());
    const proxy = await ProviderProxy.start();
    cleanups.push(() => proxy.close());
    const provider = new LiveProvider({
      upstreams: { [spec.family]: { baseUrl: upstream.url, apiKey: 'the-real-key' } },
      headersTimeoutMs: 10_000,
      idleTimeoutMs: 10_000,
    });
    const run = proxy.openRun({ provider, model: 'm' });

    const events = await askForStream(spec.protocol, proxy, run.token);
    const transcript = await run.finish();
    const answer = protocolOf(spec.protocol).assembleEvents(events).content ?? '';

    expect(upstream.requests).toHaveLength(1);
    expect(transcript.stop).toBeUndefined();
    // Lengths first: a failure then reads as a number rather than two megabytes of text.
    expect(answer.length).toBe(text.length);
    expect(answer === text).toBe(true);
    const [call] = transcript.calls;
    expect(call?.response?.kind).toBe('sse');
    expect(call?.assembled?.content?.length).toBe(text.length);
    expect(call?.assembled?.content === text).toBe(true);
  }, 30_000);
});
