/**
 * `max-calls` at the proxy (SPEC §7, "fewer model calls"): a real upstream on 127.0.0.1 that fails
 * with 500 and 429 to provoke the proxy's retries, two runs sharing one budget through one proxy,
 * and the official client as the agent. Every attempt counts, a retry like a first one; the
 * upstream sees exactly the bound and not one request more; the call that would exceed it gets a
 * 403 that names the bound, and its run is stopped as an infrastructure error.
 */
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveProvider } from '../../src/provider/live.js';
import { ProviderProxy } from '../../src/provider/proxy-server.js';
import { UpstreamCallBudget } from '../../src/provider/upstream-call-budget.js';
import {
  FakeUpstream,
  toolCallCompletion,
  type UpstreamBehaviour,
} from '../helpers/fake-upstream.js';

const MODEL = 'test-model';
const messages = [{ role: 'user' as const, content: 'Fix the add function.' }];
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const serverError: UpstreamBehaviour = { kind: 'json', status: 500, body: { error: {} } };
const tooMany: UpstreamBehaviour = { kind: 'json', status: 429, body: { error: {} } };
const answer: UpstreamBehaviour = { kind: 'json', body: toolCallCompletion() };

/** One upstream and one proxy; `openRun` opens a run whose live provider spends `budget`. */
async function setUp(behaviours: UpstreamBehaviour[], budget: UpstreamCallBudget) {
  const upstream = await FakeUpstream.start(behaviours, answer);
  cleanups.push(() => upstream.close());
  const proxy = await ProviderProxy.start();
  cleanups.push(() => proxy.close());
  const openRun = () => {
    const provider = new LiveProvider({
      upstreams: { openai: { baseUrl: upstream.baseUrl, apiKey: 'sk-upstream-real-key-0123' } },
      backoffBaseMs: 1,
      callBudget: budget,
    });
    const run = proxy.openRun({ provider, model: MODEL });
    // No client retries: every request the upstream sees is the proxy's own.
    const client = new OpenAI({ baseURL: proxy.baseUrl, apiKey: run.token, maxRetries: 0 });
    return { run, client };
  };
  return { upstream, openRun };
}

describe('the proxy under max-calls', () => {
  it('counts retries, stops at the bound across runs, and tells the agent why', async () => {
    const budget = new UpstreamCallBudget(4);
    const { upstream, openRun } = await setUp([serverError, tooMany], budget);
    const first = openRun();
    const second = openRun();

    // 500, 429, then an answer: three requests upstream (two retries) for one call.
    await first.client.chat.completions.create({ model: MODEL, messages });
    expect(first.run.transcript().calls[0]?.attempts).toBe(3);
    await second.client.chat.completions.create({ model: MODEL, messages });
    expect(budget.spent).toEqual({ calls: 4, retries: 2 });

    const refused = await second.client.chat.completions
      .create({ model: MODEL, messages })
      .catch((error: unknown) => error);
    const reason =
      'max-calls 4 reached: 4 upstream calls (2 retries); the proxy refuses further model calls, so this run cannot be judged';
    expect(refused).toMatchObject({
      status: 403,
      error: { type: 'verdict_max_calls_reached', message: reason },
    });
    expect(second.run.stop).toEqual({
      kind: 'max_calls_reached',
      maxCalls: 4,
      calls: 4,
      retries: 2,
      message: reason,
    });
    // The other run's next call is refused too: the bound is the evaluation's, not a run's.
    await expect(
      first.client.chat.completions.create({ model: MODEL, messages }),
    ).rejects.toMatchObject({ status: 403 });
    expect(first.run.stop?.kind).toBe('max_calls_reached');
    expect(upstream.requests).toHaveLength(4);
  });

  it('refuses a retry once the bound is reached, mid-call', async () => {
    const budget = new UpstreamCallBudget(2);
    const { upstream, openRun } = await setUp([serverError, serverError], budget);
    const { run, client } = openRun();
    await expect(client.chat.completions.create({ model: MODEL, messages })).rejects.toMatchObject({
      status: 403,
    });
    expect(upstream.requests).toHaveLength(2);
    expect(run.stop?.message).toMatch(/^max-calls 2 reached: 2 upstream calls \(1 retry\);/);
  });

  it('starts from what other processes spent, and hands each count on before the request', async () => {
    const handed: unknown[] = [];
    const budget = new UpstreamCallBudget(3, { calls: 2, retries: 1 }, (count) => {
      handed.push({ ...count, sentBefore: upstream.requests.length });
    });
    const { upstream, openRun } = await setUp([], budget);
    const { client } = openRun();
    await client.chat.completions.create({ model: MODEL, messages });
    await expect(client.chat.completions.create({ model: MODEL, messages })).rejects.toMatchObject({
      status: 403,
    });
    expect(upstream.requests).toHaveLength(1);
    expect(handed).toEqual([{ calls: 3, retries: 1, sentBefore: 0 }]);
  });

  it('sends nothing when the count cannot be kept', async () => {
    const budget = new UpstreamCallBudget(5, undefined, () => {
      throw new Error('ENOSPC: no space left on device');
    });
    const { upstream, openRun } = await setUp([], budget);
    const { run, client } = openRun();
    await expect(client.chat.completions.create({ model: MODEL, messages })).rejects.toMatchObject({
      status: 502,
    });
    expect(upstream.requests).toHaveLength(0);
    expect(run.stop).toMatchObject({ kind: 'provider_error', message: /ENOSPC/ });
    expect(budget.spent).toEqual({ calls: 0, retries: 0 });
  });
});
