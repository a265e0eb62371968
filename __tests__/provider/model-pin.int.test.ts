/**
 * The model is pinned (SPEC §1), in live mode and in every wire protocol: the official client
 * against Verdict's proxy, the proxy against a live upstream on 127.0.0.1. A call for a model the run
 * did not pin is refused before the upstream (which sees no request), and the run is `error`
 * (`model_not_allowed`, naming the model); a model the agent entry allows (`"models"`) goes through,
 * and is counted as served.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LiveProvider } from '../../src/provider/live.js';
import { protocolOf } from '../../src/provider/protocols/index.js';
import { PROTOCOL_IDS, type ProtocolId } from '../../src/provider/types.js';
import { ProviderProxy } from '../../src/provider/proxy-server.js';
import { classifyAgentEnd } from '../../src/runner/classify-run.js';
import { askStreaming } from '../helpers/protocol-clients.js';
import { ProtocolUpstream } from '../helpers/protocol-upstream.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** What `askStreaming` asks for, in every protocol (and what `ProtocolUpstream` answers as). */
const ASKED = 'm';
const PINNED = 'pinned-model';

async function setUp(protocol: ProtocolId, allowedModels?: readonly string[]) {
  const upstream = await ProtocolUpstream.start(protocol, {
    turnOf: () => ({ content: 'The answer is 42.', toolCalls: [] }),
  });
  cleanups.push(() => upstream.close());
  const proxy = await ProviderProxy.start();
  cleanups.push(() => proxy.close());
  const provider = new LiveProvider({
    upstreams: {
      [protocolOf(protocol).upstream]: { baseUrl: upstream.url, apiKey: 'the-real-key' },
    },
    headersTimeoutMs: 5_000,
    idleTimeoutMs: 5_000,
  });
  const run = proxy.openRun({
    provider,
    model: PINNED,
    ...(allowedModels === undefined ? {} : { allowedModels }),
  });
  return { upstream, proxy, run };
}

describe.each(PROTOCOL_IDS)('the model is pinned in live mode: %s', (protocol) => {
  it('refuses another model before the upstream, and the run is an error naming it', async () => {
    const { upstream, proxy, run } = await setUp(protocol);
    const failure = await askStreaming(protocol, proxy, run.token, 'hello').catch(
      (error: unknown) => error,
    );
    // 403, in the error shape of the protocol's own client (the message is checked below).
    expect(failure).toMatchObject({ status: 403 });
    expect(upstream.requests).toEqual([]);

    const transcript = await run.finish();
    expect(transcript.stop).toMatchObject({
      kind: 'model_not_allowed',
      model: ASKED,
      allowed: [PINNED],
    });
    expect(transcript.calls).toHaveLength(1);
    expect(transcript.calls[0]).toMatchObject({ model: ASKED, attempts: 0 });
    expect(transcript.calls[0]?.response?.status).toBe(403);
    expect(transcript.upstreamModels).toBeUndefined();

    const ended = classifyAgentEnd({
      end: { outcome: 'exited', exitCode: 1 },
      command: ['agent'],
      ...(transcript.stop === undefined ? {} : { stop: transcript.stop }),
      declaredTransient: false,
      maxWallMs: 60_000,
    });
    expect(ended).toMatchObject({ status: 'error', error: { kind: 'model_not_allowed' } });
    expect('reason' in ended ? ended.reason : '').toMatch(
      /the agent asked for the model "m", which this run does not allow \(allowed: "pinned-model"/,
    );
  });

  it('forwards a model the agent entry allows, and counts what the upstream served', async () => {
    const { upstream, proxy, run } = await setUp(protocol, [ASKED]);
    await expect(askStreaming(protocol, proxy, run.token, 'hello')).resolves.toContain('42');
    expect(upstream.requests).toHaveLength(1);
    const transcript = await run.finish();
    expect(transcript.stop).toBeUndefined();
    expect(transcript.upstreamModels).toEqual({ [ASKED]: 1 });
  });
});
