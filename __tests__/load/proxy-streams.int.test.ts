/**
 * Load (issue 12): 50 concurrent streams through ONE proxy in each wire protocol, each from its
 * own run (own token) on the protocol's official client, to a live upstream on 127.0.0.1 that holds
 * every answer until all 50 requests are in flight and then streams them interleaved. Each run
 * plants a unique nonce in its request and the upstream echoes it: every client must get back its
 * own nonce only, and every run's transcript must hold exactly its own call, with no other run's
 * nonce in its request or its recorded stream. Nothing may be lost: 50 answers, 50 transcripts.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveProvider } from '../../src/provider/live.js';
import { ProviderProxy } from '../../src/provider/proxy-server.js';
import { askStreaming } from '../helpers/protocol-clients.js';
import { ProtocolUpstream } from '../helpers/protocol-upstream.js';
import { recordReliability } from '../helpers/reliability.js';

const STREAMS = 50;
const NONCE = /nonce-[a-z0-9]+/g;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const PROTOCOLS = [
  { protocol: 'chat', name: 'Chat Completions', family: 'openai' },
  { protocol: 'responses', name: 'Responses', family: 'openai' },
  { protocol: 'messages', name: 'Messages', family: 'anthropic' },
  { protocol: 'gemini', name: 'Gemini', family: 'gemini' },
] as const;

describe.each(PROTOCOLS)('$name: 50 concurrent streams through one proxy', (spec) => {
  it('gives each run its own answer and a transcript of its own call only', async () => {
    const nonceOf = (text: string): string => text.match(NONCE)?.[0] ?? 'none';
    const upstream = await ProtocolUpstream.start(spec.protocol, {
      runOf: nonceOf,
      turnOf: (request) => ({
        content: `Answer for ${request.run}: it is ${request.run}.`,
        toolCalls: [],
      }),
      eventDelayMs: 5,
      barrier: STREAMS,
    });
    cleanups.push(() => upstream.close());
    const proxy = await ProviderProxy.start();
    cleanups.push(() => proxy.close());
    const provider = new LiveProvider({
      upstreams: { [spec.family]: { baseUrl: upstream.url, apiKey: 'the-real-key' } },
      headersTimeoutMs: 20_000,
      idleTimeoutMs: 20_000,
    });
    const runs = Array.from({ length: STREAMS }, () => ({
      run: proxy.openRun({ provider, model: 'm' }),
      nonce: `nonce-${randomBytes(8).toString('hex')}`,
    }));

    const answers = await Promise.all(
      runs.map(({ run, nonce }) =>
        askStreaming(spec.protocol, proxy, run.token, `Repeat ${nonce}.`),
      ),
    );
    const transcripts = await Promise.all(runs.map(({ run }) => run.finish()));

    // Every request was in flight at once, and each reached the upstream exactly once.
    expect(upstream.maxInFlight).toBe(STREAMS);
    expect(upstream.requests).toHaveLength(STREAMS);
    expect(new Set(upstream.requests.map((request) => request.run)).size).toBe(STREAMS);
    for (const [index, { nonce }] of runs.entries()) {
      const answer = answers[index]!;
      const transcript = transcripts[index]!;
      expect([...new Set(answer.match(NONCE))]).toEqual([nonce]);
      expect(transcript.stop).toBeUndefined();
      expect(transcript.calls).toHaveLength(1);
      const [call] = transcript.calls;
      expect(call?.response?.kind).toBe('sse');
      expect(call?.assembled?.content).toContain(nonce);
      // The whole recorded call, request and stream, names this run's nonce and no other.
      expect([...new Set(JSON.stringify(call).match(NONCE))]).toEqual([nonce]);
    }
    recordReliability({
      section: 'load',
      subject: `proxy (${spec.name})`,
      case: `${STREAMS} concurrent streams, one proxy`,
      tried: STREAMS,
      planned: runs.length,
      accountedFor: {
        'own answer, own call only': runs.filter(
          ({ nonce }, index) =>
            answers[index]?.includes(nonce) === true && transcripts[index]?.calls.length === 1,
        ).length,
      },
      runs: transcripts.length,
      outcome: 'each transcript holds only its own call',
    });
  }, 60_000);
});
