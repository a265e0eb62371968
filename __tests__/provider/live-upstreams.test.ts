import { describe, expect, it } from 'vitest';
import { LiveProvider } from '../../src/provider/live.js';
import { RunStopError, type ModelCall } from '../../src/provider/types.js';

const call = (protocol: ModelCall['protocol'], endpoint: ModelCall['endpoint']): ModelCall => ({
  protocol,
  endpoint,
  index: 0,
  body: { model: 'm', messages: [{ role: 'user', content: 'hi' }], max_tokens: 10 },
  stream: false,
});

describe('LiveProvider upstreams', () => {
  it('stops the run, naming the option, when the protocol has no upstream', async () => {
    const provider = new LiveProvider({
      upstreams: { openai: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'k' } },
    });
    const cases = [
      [
        call('messages', 'messages'),
        /messages protocol, but no anthropic upstream.*--anthropic-base-url/,
      ],
      [
        call('gemini', 'gemini.generateContent'),
        /gemini protocol, but no gemini upstream.*--gemini-base-url/,
      ],
    ] as const;
    for (const [modelCall, message] of cases) {
      const error: unknown = await provider
        .complete(modelCall, new AbortController().signal)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RunStopError);
      expect((error as RunStopError).stop).toMatchObject({ kind: 'provider_error' });
      expect((error as RunStopError).stop.message).toMatch(message);
    }
  });
});
