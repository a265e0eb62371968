/**
 * Scripted answers as the official `@google/genai` SDK reads them: its response class, and the client
 * itself given a `fetch` that answers with the bytes the proxy would write (no network), so what it
 * parses and which routes it calls are the SDK's own code.
 */
import { GenerateContentResponse, GoogleGenAI } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { geminiProtocol as gemini } from '../../../src/provider/protocols/gemini.js';
import type { ScriptedAnswer } from '../../../src/provider/protocols/protocol.js';
import type { ModelCall } from '../../../src/provider/types.js';

type Json = Record<string, unknown>;

function callOf(body: Json, extra: Partial<ModelCall> = {}): ModelCall {
  return {
    protocol: 'gemini',
    endpoint: 'gemini.generateContent',
    index: 0,
    body,
    stream: false,
    routeModel: 'gemini-2.5-flash',
    ...extra,
  };
}
function answerOf(extra: Partial<ScriptedAnswer> = {}): ScriptedAnswer {
  return {
    call: 3,
    content: 'Reading the file.',
    toolCalls: [
      { id: 'call_4', name: 'read_file', arguments: '{"file_path":"src/sum.mjs"}' },
      { id: 'call_5', name: 'list_directory', arguments: '{"dir_path":"."}' },
    ],
    usage: { inputTokens: 1_200, outputTokens: 20 },
    model: 'gemini-2.5-flash',
    ...extra,
  };
}

describe('scripted answers', () => {
  it('renders a turn as a GenerateContentResponse the SDK reads', () => {
    const call = callOf({ contents: [] });
    const body = gemini.renderScripted(answerOf(), call);
    expect(gemini.renderScripted(answerOf(), call)).toEqual(body);
    const response = Object.assign(new GenerateContentResponse(), body);
    expect(response.text).toBe('Reading the file.');
    expect(response.functionCalls).toEqual([
      { id: 'call_4', name: 'read_file', args: { file_path: 'src/sum.mjs' } },
      { id: 'call_5', name: 'list_directory', args: { dir_path: '.' } },
    ]);
    expect(response.responseId).toBe('scripted-3');
    expect(gemini.assembleJson(body)).toEqual({
      content: 'Reading the file.',
      toolCalls: answerOf().toolCalls,
      finishReason: 'STOP',
      usage: { inputTokens: 1_200, outputTokens: 20 },
    });
    const text = gemini.renderScripted(answerOf({ toolCalls: [], content: 'Done.' }), call);
    expect(gemini.assembleJson(text).content).toBe('Done.');
  });

  it('is read by the official SDK, streamed and not, through the routes it calls', async () => {
    const requests: string[] = [];
    const fetch = (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
      const url = new URL(input instanceof Request ? input.url : input);
      requests.push(`${url.pathname}${url.search}`);
      const route = gemini.matchRoute(init?.method ?? 'GET', url.pathname, url.searchParams);
      if (route?.kind !== 'model') return Promise.resolve(new Response('', { status: 404 }));
      const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Json;
      const call = callOf(body, { routeModel: route.model, stream: gemini.isStream(body, route) });
      const answer = gemini.renderScripted(answerOf({ model: route.model ?? 'scripted' }), call);
      if (!call.stream) return Promise.resolve(Response.json(answer));
      const bytes = gemini.eventsFromJson(answer, call).map((data) => gemini.formatEvent(data));
      return Promise.resolve(
        new Response(bytes.join(''), { headers: { 'content-type': 'text/event-stream' } }),
      );
    };
    const ai = new GoogleGenAI({
      apiKey: 'verdict-run-token',
      httpOptions: { baseUrl: 'http://127.0.0.1:9', fetch },
    });
    const request = { model: 'gemini-2.5-flash', contents: 'Fix the bug.' };
    const whole = await ai.models.generateContent(request);
    expect(whole.text).toBe('Reading the file.');
    expect(whole.functionCalls?.map((call) => call.id)).toEqual(['call_4', 'call_5']);
    const chunks: GenerateContentResponse[] = [];
    for await (const piece of await ai.models.generateContentStream(request)) chunks.push(piece);
    expect(chunks).toHaveLength(3);
    expect(chunks.map((piece) => piece.text ?? '').join('')).toBe('Reading the file.');
    expect(chunks.flatMap((piece) => piece.functionCalls ?? []).map((call) => call.name)).toEqual([
      'read_file',
      'list_directory',
    ]);
    expect(chunks.at(-1)?.usageMetadata?.promptTokenCount).toBe(1_200);
    expect(chunks.at(-1)?.candidates?.[0]?.finishReason).toBe('STOP');
    expect(requests).toEqual([
      '/v1beta/models/gemini-2.5-flash:generateContent',
      '/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse',
    ]);
  });
});
