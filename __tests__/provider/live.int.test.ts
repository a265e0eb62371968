import { gzipSync } from 'node:zlib';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveProvider, type LiveProviderOptions } from '../../src/provider/live.js';
import type { RunBudget } from '../../src/provider/proxy-run.js';
import { ProviderProxy } from '../../src/provider/proxy-server.js';
import {
  FakeUpstream,
  toolCallCompletion,
  toolCallStream,
  type UpstreamBehaviour,
} from '../helpers/fake-upstream.js';

const REAL_KEY = 'sk-upstream-real-key-0123456789';
/** The run's model: the proxy forwards only it (SPEC §1, "the model is pinned"). */
const MODEL = 'test-model';
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Setup {
  upstream: FakeUpstream;
  proxy: ProviderProxy;
  run: ReturnType<ProviderProxy['openRun']>;
  client: OpenAI;
}

async function setUp(
  behaviours: UpstreamBehaviour[],
  options: {
    fallback?: UpstreamBehaviour;
    live?: Partial<LiveProviderOptions>;
    budget?: RunBudget;
  } = {},
): Promise<Setup> {
  const upstream = await FakeUpstream.start(behaviours, options.fallback);
  cleanups.push(() => upstream.close());
  const proxy = await ProviderProxy.start();
  cleanups.push(() => proxy.close());
  const provider = new LiveProvider({
    upstreams: { openai: { baseUrl: upstream.baseUrl, apiKey: REAL_KEY } },
    backoffBaseMs: 1,
    headersTimeoutMs: 2_000,
    idleTimeoutMs: 2_000,
    ...options.live,
  });
  const run = proxy.openRun({
    provider,
    model: MODEL,
    ...(options.budget ? { budget: options.budget } : {}),
  });
  // The agent side: the official client, pointed at the proxy with the run's token. No client
  // retries, so every upstream attempt counted below is the proxy's own.
  const client = new OpenAI({ baseURL: proxy.baseUrl, apiKey: run.token, maxRetries: 0 });
  return { upstream, proxy, run, client };
}

const messages = [{ role: 'user' as const, content: 'Fix the add function.' }];
const tools = [
  {
    type: 'function' as const,
    function: {
      name: 'read_file',
      description: 'Read a file',
      parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
    },
  },
];

describe('the proxy in live mode', () => {
  it('refuses an unknown token with 401 and lists the model for a known one', async () => {
    const { proxy, client } = await setUp([]);
    const stranger = new OpenAI({ baseURL: proxy.baseUrl, apiKey: 'not-a-run', maxRetries: 0 });
    await expect(stranger.models.list()).rejects.toMatchObject({ status: 401 });
    const models = await client.models.list();
    expect(models.data.map((model) => model.id)).toEqual(['test-model']);
  });

  it('forwards a non-streamed call with the real key, never the agent credentials', async () => {
    const { upstream, client, run } = await setUp([{ kind: 'json', body: toolCallCompletion() }]);
    const completion = await client.chat.completions.create(
      { model: 'test-model', messages, tools },
      { headers: { 'x-agent-session': 'secret-session-id' } },
    );
    expect(completion).toEqual(toolCallCompletion());
    expect(upstream.requests).toHaveLength(1);
    const seen = upstream.requests[0]!;
    expect(seen.headers.authorization).toBe(`Bearer ${REAL_KEY}`);
    expect(JSON.stringify(seen.headers)).not.toContain(run.token);
    expect(seen.headers['x-agent-session']).toBeUndefined();
    expect(seen.body).toMatchObject({ model: 'test-model', messages, tools });

    const transcript = run.transcript();
    expect(transcript.calls).toHaveLength(1);
    expect(transcript.calls[0]).toMatchObject({ call: 1, attempts: 1, purpose: 'main' });
    expect(transcript.calls[0]?.assembled).toEqual({
      content: null,
      toolCalls: [{ id: 'call_up_1', name: 'read_file', arguments: '{"path":"src/math.ts"}' }],
      finishReason: 'tool_calls',
      usage: { inputTokens: 120, outputTokens: 12, cachedInputTokens: 64 },
    });
    expect(transcript).toMatchObject({ turns: 1, toolCalls: 1 });
    expect(transcript.usage).toMatchObject({
      inputTokens: 120,
      outputTokens: 12,
      cachedInputTokens: 64,
    });
  });

  it('streams through: the client assembles exactly what the upstream sent', async () => {
    const { client, run } = await setUp([
      { kind: 'sse', events: toolCallStream(), eventDelayMs: 5 },
    ]);
    const stream = client.chat.completions.stream({
      model: 'test-model',
      messages,
      tools,
      stream_options: { include_usage: true },
    });
    const final = await stream.finalChatCompletion();
    const message = final.choices[0]!.message;
    expect(message.content).toBe('Let me look.');
    expect(
      message.tool_calls?.map(
        (call) =>
          call.type === 'function' && [call.id, call.function.name, call.function.arguments],
      ),
    ).toEqual([
      ['call_s1', 'read_file', '{"path":"a.txt"}'],
      ['call_s2', 'list_files', '{}'],
    ]);
    expect(final.usage).toMatchObject({ prompt_tokens: 50, completion_tokens: 20 });

    const call = run.transcript().calls[0]!;
    expect(call.response).toEqual({ kind: 'sse', status: 200, events: toolCallStream() });
    expect(call.assembled).toMatchObject({
      content: 'Let me look.',
      toolCalls: [
        { id: 'call_s1', name: 'read_file', arguments: '{"path":"a.txt"}' },
        { id: 'call_s2', name: 'list_files', arguments: '{}' },
      ],
      usage: { inputTokens: 50, outputTokens: 20, cachedInputTokens: 10 },
    });
  });

  it('counts each answered call under the model the upstream answer names', async () => {
    const { client, run } = await setUp([
      { kind: 'json', body: toolCallCompletion() },
      { kind: 'sse', events: toolCallStream() },
      { kind: 'json', status: 400, body: { error: { message: 'bad tool schema' } } },
    ]);
    await client.chat.completions.create({ model: MODEL, messages });
    await client.chat.completions.stream({ model: MODEL, messages }).finalChatCompletion();
    await expect(client.chat.completions.create({ model: MODEL, messages })).rejects.toMatchObject({
      status: 400,
    });
    // Both answers name `up-model` (a snapshot of the model asked for, as real upstreams do); the
    // refused call served nothing.
    expect(run.transcript().upstreamModels).toEqual({ 'up-model': 2 });
  });

  it('retries 500, 500 then succeeds: three attempts upstream, one answer for the agent', async () => {
    const { upstream, client, run } = await setUp([
      { kind: 'json', status: 500, body: { error: { message: 'boom' } } },
      { kind: 'json', status: 500, body: { error: { message: 'boom' } } },
      { kind: 'json', body: toolCallCompletion() },
    ]);
    await expect(client.chat.completions.create({ model: MODEL, messages })).resolves.toMatchObject(
      {
        id: 'chatcmpl-up-1',
      },
    );
    expect(upstream.requests).toHaveLength(3);
    expect(run.transcript().calls[0]?.attempts).toBe(3);
    expect(run.stop).toBeUndefined();
  });

  it('honours Retry-After and retry-after-ms on 429 and 503', async () => {
    const { upstream, client } = await setUp([
      { kind: 'json', status: 429, body: {}, headers: { 'retry-after': '1' } },
      { kind: 'json', status: 503, body: {}, headers: { 'retry-after-ms': '300' } },
      { kind: 'json', body: toolCallCompletion() },
    ]);
    await client.chat.completions.create({ model: MODEL, messages });
    const [first, second, third] = upstream.requests.map((request) => request.at);
    expect(second! - first!).toBeGreaterThanOrEqual(950);
    expect(third! - second!).toBeGreaterThanOrEqual(280);
  });

  it('stops after 4 attempts in all and marks the run as an infrastructure error', async () => {
    const { upstream, client, run } = await setUp([], {
      fallback: { kind: 'json', status: 503, body: { error: { message: 'overloaded' } } },
    });
    const failure = await client.chat.completions
      .create({ model: MODEL, messages })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502 });
    expect(upstream.requests).toHaveLength(4);
    expect(run.stop).toMatchObject({ kind: 'upstream_unavailable', attempts: 4 });
    expect(run.stop?.message).toMatch(/failed 4 attempts in a row \(last: HTTP 503\)/);
    // The run is over: a further call (an agent's own retry) never reaches the upstream.
    await expect(client.chat.completions.create({ model: MODEL, messages })).rejects.toMatchObject({
      status: 502,
    });
    expect(upstream.requests).toHaveLength(4);
  });

  it('retries a reset connection and a reset before the first stream event', async () => {
    const { upstream, client } = await setUp([
      { kind: 'reset' },
      { kind: 'sse', events: toolCallStream(), resetAfterEvents: 0 },
      { kind: 'sse', events: toolCallStream() },
    ]);
    const final = await client.chat.completions
      .stream({ model: MODEL, messages })
      .finalChatCompletion();
    expect(final.choices[0]?.message.content).toBe('Let me look.');
    expect(upstream.requests).toHaveLength(3);
  });

  it('stops the run when a stream breaks after events reached the agent', async () => {
    const { upstream, client, run } = await setUp([
      { kind: 'sse', events: toolCallStream(), resetAfterEvents: 3, eventDelayMs: 5 },
    ]);
    const failure = await client.chat.completions
      .stream({ model: MODEL, messages })
      .finalChatCompletion()
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(upstream.requests).toHaveLength(1);
    expect(run.stop).toMatchObject({ kind: 'upstream_unavailable' });
    expect(run.stop?.message).toMatch(/stream broke after 3 event\(s\) had reached the agent/);
  });

  it('retries slow headers past the timeout, up to the cap', async () => {
    const { upstream, client, run } = await setUp([], {
      fallback: {
        kind: 'slow-headers',
        delayMs: 1_500,
        then: { kind: 'json', body: toolCallCompletion() },
      },
      live: { headersTimeoutMs: 150 },
    });
    await expect(client.chat.completions.create({ model: MODEL, messages })).rejects.toMatchObject({
      status: 502,
    });
    expect(upstream.requests).toHaveLength(4);
    expect(run.stop?.message).toMatch(/no response headers within 150 ms/);
  });

  it('retries a malformed JSON body and a malformed first stream event', async () => {
    const { upstream, client } = await setUp([
      {
        kind: 'raw',
        status: 200,
        contentType: 'application/json',
        text: '{"id": "chatcmpl-x", "choi',
      },
      { kind: 'json', body: toolCallCompletion() },
    ]);
    await expect(client.chat.completions.create({ model: MODEL, messages })).resolves.toMatchObject(
      {
        id: 'chatcmpl-up-1',
      },
    );
    expect(upstream.requests).toHaveLength(2);

    const streaming = await setUp([
      { kind: 'raw', status: 200, contentType: 'text/event-stream', text: 'data: {not json\n\n' },
      { kind: 'sse', events: toolCallStream() },
    ]);
    const final = await streaming.client.chat.completions
      .stream({ model: MODEL, messages })
      .finalChatCompletion();
    expect(final.choices[0]?.message.tool_calls).toHaveLength(2);
    expect(streaming.upstream.requests).toHaveLength(2);
  });

  it('passes a 400 from the upstream through to the agent without retrying', async () => {
    const { upstream, client, run } = await setUp([
      {
        kind: 'json',
        status: 400,
        body: { error: { message: 'bad tool schema', type: 'invalid_request_error' } },
      },
    ]);
    await expect(client.chat.completions.create({ model: MODEL, messages })).rejects.toMatchObject({
      status: 400,
    });
    expect(upstream.requests).toHaveLength(1);
    expect(run.stop).toBeUndefined();
  });

  it('follows no redirect: the key goes nowhere else, and the run stops saying where it pointed', async () => {
    const elsewhere = await FakeUpstream.start([]);
    cleanups.push(() => elsewhere.close());
    const { upstream, client, run } = await setUp([
      {
        kind: 'raw',
        status: 307,
        contentType: 'text/plain',
        text: 'moved',
        headers: { location: `${elsewhere.baseUrl}/chat/completions?token=x` },
      },
    ]);
    await expect(client.chat.completions.create({ model: MODEL, messages })).rejects.toMatchObject({
      status: 502,
    });
    expect(upstream.requests).toHaveLength(1);
    expect(elsewhere.requests).toHaveLength(0);
    expect(run.stop).toMatchObject({ kind: 'provider_error' });
    expect(run.stop?.message).toContain(
      `HTTP 307, a redirect to http://127.0.0.1:${elsewhere.port};`,
    );
    expect(run.stop?.message).not.toContain('token=x');
  });

  it('reads a compressed answer the upstream sent though nothing asked for one', async () => {
    const body = gzipSync(JSON.stringify(toolCallCompletion()));
    const { upstream, client } = await setUp([
      {
        kind: 'raw',
        status: 200,
        contentType: 'application/json',
        text: body,
        headers: { 'content-encoding': 'gzip' },
      },
    ]);
    const completion = await client.chat.completions.create({ model: MODEL, messages, tools });
    expect(completion.choices[0]?.message.tool_calls?.[0]).toMatchObject({
      function: { name: 'read_file' },
    });
    expect(upstream.requests[0]?.headers['accept-encoding']).toBeUndefined();
  });

  it('marks a 401 from the upstream as a provider error (credentials), not a model failure', async () => {
    const { upstream, client, run } = await setUp([
      { kind: 'json', status: 401, body: { error: {} } },
    ]);
    await expect(client.chat.completions.create({ model: MODEL, messages })).rejects.toMatchObject({
      status: 502,
    });
    expect(upstream.requests).toHaveLength(1);
    expect(run.stop).toMatchObject({ kind: 'provider_error' });
  });

  it('refuses the call after maxTurns, saying which budget ran out', async () => {
    const { upstream, client, run } = await setUp([], {
      fallback: { kind: 'json', body: toolCallCompletion() },
      budget: { maxTurns: 2 },
    });
    await client.chat.completions.create({ model: MODEL, messages });
    await client.chat.completions.create({ model: MODEL, messages });
    const refused = await client.chat.completions
      .create({ model: MODEL, messages })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400 });
    expect(String((refused as Error).message)).toMatch(/budget maxTurns \(2\) is spent/);
    expect(upstream.requests).toHaveLength(2);
    expect(run.stop).toMatchObject({
      kind: 'budget_exceeded',
      budget: 'maxTurns',
      limit: 2,
      used: 2,
    });
  });

  it('refuses the call after maxToolCalls and maxTokens are exceeded', async () => {
    const tools = await setUp([], {
      fallback: { kind: 'json', body: toolCallCompletion() },
      budget: { maxToolCalls: 1 },
    });
    await tools.client.chat.completions.create({ model: MODEL, messages });
    await tools.client.chat.completions.create({ model: MODEL, messages });
    await expect(
      tools.client.chat.completions.create({ model: MODEL, messages }),
    ).rejects.toMatchObject({ status: 400 });
    expect(tools.run.stop).toMatchObject({ budget: 'maxToolCalls', limit: 1, used: 2 });

    const tokens = await setUp([], {
      fallback: { kind: 'json', body: toolCallCompletion() },
      budget: { maxTokens: 100 },
    });
    await tokens.client.chat.completions.create({ model: MODEL, messages });
    await expect(
      tokens.client.chat.completions.create({ model: MODEL, messages }),
    ).rejects.toMatchObject({ status: 400 });
    expect(tokens.run.stop).toMatchObject({ budget: 'maxTokens', limit: 100, used: 132 });
  });

  it('counts compaction calls apart from the main loop (turns, tokens and the turn budget)', async () => {
    const { client, run } = await setUp([], {
      fallback: { kind: 'json', body: toolCallCompletion() },
      budget: { maxTurns: 1 },
    });
    await client.chat.completions.create({ model: MODEL, messages });
    // The turn budget is spent, but a compaction call is not a turn.
    await client.chat.completions.create(
      { model: MODEL, messages },
      { headers: { 'x-verdict-purpose': 'compaction' } },
    );
    const transcript = run.transcript();
    expect(transcript).toMatchObject({ turns: 1, compactionCalls: 1, toolCalls: 1 });
    expect(transcript.usage).toMatchObject({
      inputTokens: 120,
      outputTokens: 12,
      callsAnswered: 1,
    });
    expect(transcript.calls.map((call) => call.purpose)).toEqual(['main', 'compaction']);
  });

  it('serves concurrent runs, each with its own token and transcript', async () => {
    const upstream = await FakeUpstream.start([], { kind: 'json', body: toolCallCompletion() });
    cleanups.push(() => upstream.close());
    const proxy = await ProviderProxy.start();
    cleanups.push(() => proxy.close());
    const runs = [1, 2, 3].map(() =>
      proxy.openRun({
        provider: new LiveProvider({
          upstreams: { openai: { baseUrl: upstream.baseUrl, apiKey: REAL_KEY } },
        }),
      }),
    );
    await Promise.all(
      runs.map(async (run, index) => {
        const client = new OpenAI({ baseURL: proxy.baseUrl, apiKey: run.token, maxRetries: 0 });
        for (let call = 0; call <= index; call += 1)
          await client.chat.completions.create({ model: MODEL, messages });
      }),
    );
    expect(runs.map((run) => run.transcript().turns)).toEqual([1, 2, 3]);
    const finished = await runs[0]!.finish();
    expect(finished.turns).toBe(1);
    const late = new OpenAI({ baseURL: proxy.baseUrl, apiKey: runs[0]!.token, maxRetries: 0 });
    await expect(late.chat.completions.create({ model: MODEL, messages })).rejects.toMatchObject({
      status: 401,
    });
  });
});
