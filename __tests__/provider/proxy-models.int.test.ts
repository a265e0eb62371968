/** `GET /v1/models` through the real OpenAI and Anthropic clients, each with its own auth header. */
import Anthropic from '@anthropic-ai/sdk';
import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { ProviderProxy } from '../../src/provider/proxy-server.js';
import { ScriptedProvider } from '../../src/provider/scripted.js';

const proxies: ProviderProxy[] = [];
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});

async function openRun(): Promise<{ proxy: ProviderProxy; token: string }> {
  const proxy = await ProviderProxy.start();
  proxies.push(proxy);
  const provider = new ScriptedProvider(
    { format: 'script/v1', turns: [{ content: 'unused' }] },
    { taskId: 't' },
  );
  return { proxy, token: proxy.openRun({ provider, model: 'model-under-test' }).token };
}

describe('GET /v1/models', () => {
  it('lists the run’s model to an OpenAI client (Bearer) and an Anthropic client (x-api-key)', async () => {
    const { proxy, token } = await openRun();
    const openai = new OpenAI({ baseURL: proxy.baseUrl, apiKey: token, maxRetries: 0 });
    const openaiIds: string[] = [];
    for await (const model of openai.models.list()) openaiIds.push(model.id);
    expect(openaiIds).toEqual(['model-under-test']);

    const anthropic = new Anthropic({ baseURL: proxy.rootUrl, apiKey: token, maxRetries: 0 });
    const page = await anthropic.models.list();
    expect(page.data.map((model) => [model.id, model.type])).toEqual([
      ['model-under-test', 'model'],
    ]);
  });

  it('refuses a token that opens no run, in the shape of the route’s protocol', async () => {
    const { proxy } = await openRun();
    const response = await fetch(`${proxy.rootUrl}/v1/messages`, {
      method: 'POST',
      headers: { 'x-api-key': 'not-a-run', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      type: 'error',
      error: { message: 'unknown or expired Verdict run token' },
    });
  });
});
