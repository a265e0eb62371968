/**
 * What live mode does with a stream once its answer is complete, in every wire protocol: the
 * official client against Verdict's proxy, the proxy against a live upstream on 127.0.0.1.
 * - A payload after the final event (a chunk after `[DONE]`, after `response.completed`, after
 *   `message_stop`; for Gemini, which has no such rule, one that is not JSON) is dropped: it reaches
 *   neither the agent nor the transcript, and the run goes on. Each protocol judges that payload by
 *   what came before it, so the live provider must give it that context.
 * - An upstream that finishes its answer and then holds the connection open is not a lost answer:
 *   the stream ends at the idle timeout and the run goes on.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { LiveProvider } from '../../src/provider/live.js';
import type { ProtocolId } from '../../src/provider/types.js';
import { ProviderProxy } from '../../src/provider/proxy-server.js';
import { askStreaming } from '../helpers/protocol-clients.js';
import { ProtocolUpstream, type UpstreamFault } from '../helpers/protocol-upstream.js';
import { recordReliability } from '../helpers/reliability.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const IDLE_MS = 300;

const PROTOCOLS = [
  {
    protocol: 'chat',
    name: 'Chat Completions',
    family: 'openai',
    trailing: JSON.stringify({
      id: 'chatcmpl-late',
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta: { content: ' TRAILING' }, finish_reason: null }],
    }),
  },
  {
    protocol: 'responses',
    name: 'Responses',
    family: 'openai',
    trailing: JSON.stringify({
      type: 'response.output_text.delta',
      item_id: 'msg_late',
      output_index: 0,
      content_index: 0,
      delta: ' TRAILING',
      sequence_number: 99,
    }),
  },
  {
    protocol: 'messages',
    name: 'Messages',
    family: 'anthropic',
    trailing: JSON.stringify({
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text: ' TRAILING' },
    }),
  },
  { protocol: 'gemini', name: 'Gemini', family: 'gemini', trailing: '{"TRAILING": not json' },
] as const satisfies ReadonlyArray<{ protocol: ProtocolId } & Record<string, string>>;

async function setUp(spec: (typeof PROTOCOLS)[number], fault: UpstreamFault) {
  const upstream = await ProtocolUpstream.start(spec.protocol, {
    turnOf: () => ({ content: 'The answer is 42.', toolCalls: [] }),
    faultOf: () => fault,
  });
  cleanups.push(() => upstream.close());
  const proxy = await ProviderProxy.start();
  cleanups.push(() => proxy.close());
  const provider = new LiveProvider({
    upstreams: { [spec.family]: { baseUrl: upstream.url, apiKey: 'the-real-key' } },
    headersTimeoutMs: 2_000,
    idleTimeoutMs: IDLE_MS,
  });
  const run = proxy.openRun({ provider, model: 'm' });
  return { upstream, proxy, run };
}

describe.each(PROTOCOLS)('$name: after the final stream event', (spec) => {
  it('drops a payload the server adds after the end, and the run goes on', async () => {
    const { upstream, proxy, run } = await setUp(spec, {
      kind: 'trailing-event',
      data: spec.trailing,
    });
    const answer = await askStreaming(spec.protocol, proxy, run.token, 'What is the answer?');
    const transcript = await run.finish();
    expect(answer).toBe('The answer is 42.');
    expect(upstream.requests).toHaveLength(1);
    expect(transcript.stop).toBeUndefined();
    const [call] = transcript.calls;
    expect(call?.assembled?.content).toBe('The answer is 42.');
    expect(JSON.stringify(call?.response)).not.toContain('TRAILING');
    recordReliability({
      section: 'faults',
      subject: `upstream (${spec.name})`,
      case: 'payload after the final stream event',
      tried: upstream.requests.length,
      planned: 1,
      accountedFor: {
        'answered, the payload dropped': transcript.calls.filter(
          (recorded) => recorded.assembled?.content === answer,
        ).length,
      },
      runs: 1,
      outcome: 'dropped; answer intact, run goes on',
    });
  });

  it('ends a stream whose connection stays open after the answer, without stopping the run', async () => {
    const { proxy, run } = await setUp(spec, { kind: 'hang-after-end', ms: 5_000 });
    const started = Date.now();
    const answer = await askStreaming(spec.protocol, proxy, run.token, 'What is the answer?');
    const waited = Date.now() - started;
    const transcript = await run.finish();
    expect(answer).toBe('The answer is 42.');
    expect(waited).toBeLessThan(3_000);
    expect(transcript.stop).toBeUndefined();
    expect(transcript.calls[0]?.assembled?.content).toBe('The answer is 42.');
    recordReliability({
      section: 'faults',
      subject: `upstream (${spec.name})`,
      case: 'connection held open after the answer',
      tried: 1,
      planned: 1,
      accountedFor: {
        'answered, the stream ended': transcript.calls.filter(
          (recorded) => recorded.assembled?.content === answer,
        ).length,
      },
      runs: 1,
      outcome: 'stream ends at the idle timeout; run goes on',
    });
  });
});
