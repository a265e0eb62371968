/**
 * The cap on `Retry-After` (README, "Modes"): a wait up to the cap is honoured, a longer one is
 * not retried at all and stops the run saying what the server asked, in each of the header's forms
 * (seconds, an HTTP date, `retry-after-ms`). The end-to-end test of the default 60 s cap, through
 * the CLI in every protocol, is in `__tests__/faults/upstream-faults.int.test.ts`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LiveProvider, MAX_RETRY_AFTER_MS } from '../../src/provider/live.js';
import { parseRetryAfter } from '../../src/provider/upstream-retry.js';
import { ProviderProxy } from '../../src/provider/proxy-server.js';
import { askStreaming } from '../helpers/protocol-clients.js';
import { ProtocolUpstream } from '../helpers/protocol-upstream.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A chat upstream that answers 429 with `headers` once, then the answer. */
async function setUp(headers: Record<string, string>, maxRetryAfterMs: number) {
  const upstream = await ProtocolUpstream.start('chat', {
    turnOf: () => ({ content: 'done', toolCalls: [] }),
    faultOf: (request) =>
      request.attempt === 1 ? { kind: 'status', status: 429, headers } : undefined,
  });
  cleanups.push(() => upstream.close());
  const proxy = await ProviderProxy.start();
  cleanups.push(() => proxy.close());
  const provider = new LiveProvider({
    upstreams: { openai: { baseUrl: upstream.url, apiKey: 'the-real-key' } },
    backoffBaseMs: 1,
    maxRetryAfterMs,
  });
  const run = proxy.openRun({ provider, model: 'm' });
  const answer = await askStreaming('chat', proxy, run.token, 'go').catch(
    (error: unknown) => error,
  );
  return { upstream, answer, transcript: await run.finish() };
}

describe('the Retry-After cap', () => {
  it('is 60 s by default', () => {
    expect(MAX_RETRY_AFTER_MS).toBe(60_000);
  });

  it('honours a wait up to the cap: the next attempt comes after it', async () => {
    const { upstream, answer, transcript } = await setUp({ 'retry-after': '1' }, 1_000);
    expect(answer).toBe('done');
    expect(upstream.requests).toHaveLength(2);
    const [first, second] = upstream.requests;
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(990);
    expect(transcript.calls[0]?.attempts).toBe(2);
    expect(transcript.stop).toBeUndefined();
  });

  it.each<{ form: string; headers: Record<string, string>; asked: string | RegExp }>([
    { form: 'seconds', headers: { 'retry-after': '2' }, asked: '2 s' },
    {
      form: 'an HTTP date',
      headers: { 'retry-after': new Date(Date.now() + 3_600_000).toUTCString() },
      asked: /359\d(\.\d+)? s/,
    },
    { form: 'retry-after-ms', headers: { 'retry-after-ms': '1500' }, asked: '1.5 s' },
  ])('does not retry a longer wait ($form): the run stops, naming it', async (spec) => {
    const { upstream, answer, transcript } = await setUp(spec.headers, 1_000);
    expect(answer).toBeInstanceOf(Error);
    expect(upstream.requests).toHaveLength(1);
    expect(transcript.stop).toMatchObject({ kind: 'upstream_unavailable', attempts: 1 });
    expect(transcript.stop?.message).toMatch(/HTTP 429 and asked to wait /);
    expect(transcript.stop?.message).toMatch(spec.asked);
    expect(transcript.stop?.message).toContain('more than the cap of 1 s; not retried');
  });

  it('reads the header forms the same way', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    const headers = (values: Record<string, string>) => (name: string) => values[name];
    expect(parseRetryAfter(headers({ 'retry-after': '3' }), now)).toBe(3_000);
    expect(parseRetryAfter(headers({ 'retry-after-ms': '250' }), now)).toBe(250);
    expect(parseRetryAfter(headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now)).toBe(
      5_000,
    );
    expect(parseRetryAfter(headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
  });
});
