/**
 * One streamed model call on each protocol's official client (openai, @anthropic-ai/sdk,
 * @google/genai), pointed at Verdict's proxy with a run's token and no client retries, so that
 * every upstream attempt a test counts is the proxy's own.
 */
import Anthropic from '@anthropic-ai/sdk';
import { GoogleGenAI } from '@google/genai';
import OpenAI from 'openai';
import type { ProtocolId } from '../../src/provider/types.js';
import type { ProviderProxy } from '../../src/provider/proxy-server.js';

/** One streamed call on the protocol's official client; resolves to the text it assembled. */
type Ask = (proxy: ProviderProxy, token: string, prompt: string) => Promise<string>;

const ASK: Record<ProtocolId, Ask> = {
  async chat(proxy, token, prompt) {
    const client = new OpenAI({ baseURL: proxy.baseUrl, apiKey: token, maxRetries: 0 });
    const completion = await client.chat.completions
      .stream({ model: 'm', messages: [{ role: 'user', content: prompt }] })
      .finalChatCompletion();
    return completion.choices[0]?.message.content ?? '';
  },
  async responses(proxy, token, prompt) {
    const client = new OpenAI({ baseURL: proxy.baseUrl, apiKey: token, maxRetries: 0 });
    const response = await client.responses.stream({ model: 'm', input: prompt }).finalResponse();
    return response.output_text;
  },
  async messages(proxy, token, prompt) {
    const client = new Anthropic({ baseURL: proxy.rootUrl, apiKey: token, maxRetries: 0 });
    const message = await client.messages
      .stream({ model: 'm', max_tokens: 64, messages: [{ role: 'user', content: prompt }] })
      .finalMessage();
    return message.content.map((block) => (block.type === 'text' ? block.text : '')).join('');
  },
  async gemini(proxy, token, prompt) {
    const client = new GoogleGenAI({ apiKey: token, httpOptions: { baseUrl: proxy.rootUrl } });
    let text = '';
    for await (const chunk of await client.models.generateContentStream({
      model: 'm',
      contents: prompt,
    })) {
      text += chunk.text ?? '';
    }
    return text;
  },
};

/** Asks `prompt` as one streamed call; resolves to the text the client assembled. */
export function askStreaming(
  protocol: ProtocolId,
  proxy: ProviderProxy,
  token: string,
  prompt: string,
): Promise<string> {
  return ASK[protocol](proxy, token, prompt);
}
