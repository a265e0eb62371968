import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geminiProtocol as gemini } from '../../../src/provider/protocols/gemini.js';
import { AssembledMessageSchema, type ModelCall } from '../../../src/provider/types.js';

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
const events = (...payloads: unknown[]): string[] =>
  payloads.map((payload) => JSON.stringify(payload));

const chunk = (parts: unknown[], rest: Json = {}, candidate: Json = {}): Json => ({
  candidates: [{ content: { role: 'model', parts }, index: 0, ...candidate }],
  modelVersion: 'gemini-2.5-flash',
  responseId: 'qXtNaaHxB8ifz7IPlpWj0Qk',
  ...rest,
});

/** A thought, text and two function calls, the way Gemini answers with `includeThoughts`. */
const toolBody = {
  candidates: [
    {
      content: {
        role: 'model',
        parts: [
          { text: 'I should read the file first.', thought: true },
          { text: 'Let me look at both files.' },
          {
            functionCall: { name: 'read_file', args: { file_path: 'src/sum.mjs' } },
            thoughtSignature: 'CiQB0e2Kb9',
          },
          { functionCall: { id: 'fc-7', name: 'read_file', args: { file_path: 'check.mjs' } } },
        ],
      },
      finishReason: 'STOP',
      index: 0,
    },
  ],
  usageMetadata: {
    promptTokenCount: 9_000,
    candidatesTokenCount: 60,
    thoughtsTokenCount: 140,
    cachedContentTokenCount: 8_192,
    totalTokenCount: 9_200,
  },
  modelVersion: 'gemini-2.5-flash',
  responseId: 'qXtNaaHxB8ifz7IPlpWj0Qk',
};

describe('assembling an answer', () => {
  it('reads text (thoughts left out), every function call and usage with cached input', () => {
    expect(gemini.assembleJson(toolBody)).toEqual({
      content: 'Let me look at both files.',
      toolCalls: [
        { id: 'read_file_1', name: 'read_file', arguments: '{"file_path":"src/sum.mjs"}' },
        { id: 'fc-7', name: 'read_file', arguments: '{"file_path":"check.mjs"}' },
      ],
      finishReason: 'STOP',
      // Thinking tokens are billed as output: 60 + 140.
      usage: { inputTokens: 9_000, outputTokens: 200, cachedInputTokens: 8_192 },
    });
  });

  it('joins text that arrives in pieces and takes the usage of the last chunk', () => {
    const stream = events(
      chunk([{ text: 'The check ' }], { usageMetadata: { promptTokenCount: 50 } }),
      chunk([{ text: 'passes: ' }], { usageMetadata: { promptTokenCount: 50 } }),
      chunk(
        [{ text: '"sum: ok".' }],
        {
          usageMetadata: { promptTokenCount: 50, candidatesTokenCount: 9, totalTokenCount: 59 },
        },
        { finishReason: 'STOP' },
      ),
    );
    expect(gemini.assembleEvents(stream)).toEqual({
      content: 'The check passes: "sum: ok".',
      toolCalls: [],
      finishReason: 'STOP',
      usage: { inputTokens: 50, outputTokens: 9 },
    });
    expect(gemini.jsonFromEvents(stream)).toEqual({
      candidates: [
        {
          content: { role: 'model', parts: [{ text: 'The check passes: "sum: ok".' }] },
          index: 0,
          finishReason: 'STOP',
        },
      ],
      usageMetadata: { promptTokenCount: 50, candidatesTokenCount: 9, totalTokenCount: 59 },
      modelVersion: 'gemini-2.5-flash',
      responseId: 'qXtNaaHxB8ifz7IPlpWj0Qk',
    });
  });

  it('keeps function calls whole and in order across chunks, each with its own id', () => {
    const stream = events(
      chunk([{ text: 'Reading ' }]),
      chunk([{ text: 'three files.' }]),
      chunk([{ functionCall: { name: 'read_file', args: { file_path: 'a.txt' } } }]),
      chunk([
        { functionCall: { name: 'list_directory', args: { dir_path: '.' } } },
        { functionCall: { name: 'read_file', args: { file_path: 'b.txt' } } },
      ]),
      chunk(
        [{ functionCall: { name: 'glob', args: { pattern: '**/*.ts' } } }],
        { usageMetadata: { promptTokenCount: 700, candidatesTokenCount: 40 } },
        { finishReason: 'STOP' },
      ),
    );
    const message = gemini.assembleEvents(stream);
    expect(message.content).toBe('Reading three files.');
    expect(message.toolCalls).toEqual([
      { id: 'read_file_1', name: 'read_file', arguments: '{"file_path":"a.txt"}' },
      { id: 'list_directory_2', name: 'list_directory', arguments: '{"dir_path":"."}' },
      { id: 'read_file_3', name: 'read_file', arguments: '{"file_path":"b.txt"}' },
      { id: 'glob_4', name: 'glob', arguments: '{"pattern":"**/*.ts"}' },
    ]);
    expect(message.usage).toEqual({ inputTokens: 700, outputTokens: 40 });
  });

  it('keeps thoughts and signed text apart from the text after them', () => {
    const stream = events(
      chunk([{ text: 'Thinking', thought: true }]),
      chunk([{ text: ' harder.', thought: true }]),
      chunk([{ text: 'Done', thoughtSignature: 'sig-1' }]),
      chunk([{ text: '.' }], {}, { finishReason: 'STOP' }),
    );
    const body = gemini.jsonFromEvents(stream) as { candidates: Array<{ content: Json }> };
    expect(body.candidates[0]?.content.parts).toEqual([
      { text: 'Thinking harder.', thought: true },
      { text: 'Done', thoughtSignature: 'sig-1' },
      { text: '.' },
    ]);
    expect(gemini.assembleEvents(stream).content).toBe('Done.');
  });

  it('reports a blocked prompt as the finish reason, and no usage when none was reported', () => {
    const blocked = { promptFeedback: { blockReason: 'PROHIBITED_CONTENT' }, modelVersion: 'm' };
    expect(gemini.assembleJson(blocked)).toEqual({
      content: null,
      toolCalls: [],
      finishReason: 'PROHIBITED_CONTENT',
    });
    expect(gemini.isFinalEvent(JSON.stringify(blocked))).toBe(true);
  });

  it('never throws on odd bodies', () => {
    for (const body of [null, 7, 'text', [], { candidates: 'x' }, { candidates: [null, 3] }]) {
      expect(AssembledMessageSchema.parse(gemini.assembleJson(body))).toEqual({
        content: null,
        toolCalls: [],
        finishReason: null,
      });
    }
    const odd = {
      candidates: [{ content: { parts: [{ text: 4 }, { functionCall: { args: 'x' } }, 9] } }],
      usageMetadata: { promptTokenCount: -1, candidatesTokenCount: 'many' },
    };
    expect(gemini.assembleJson(odd)).toEqual({
      content: null,
      toolCalls: [{ id: '_1', name: '', arguments: '"x"' }],
      finishReason: null,
    });
    expect(gemini.assembleEvents(['not json', '[1]', '{"candidates":[{}]}'])).toEqual({
      content: null,
      toolCalls: [],
      finishReason: null,
    });
  });
});

const textArbitrary = fc.string({ maxLength: 12 });
const partArbitrary: fc.Arbitrary<Json> = fc.oneof(
  textArbitrary.map((text) => ({ text })),
  textArbitrary.map((text) => ({ text, thought: true })),
  fc
    .record({ text: textArbitrary, thoughtSignature: fc.base64String({ maxLength: 8 }) })
    .map((part) => part),
  fc
    .record({
      name: fc.constantFrom('read_file', 'replace', 'run_shell_command'),
      args: fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 2 })),
      id: fc.option(fc.string({ minLength: 1, maxLength: 6 }), { nil: undefined }),
    })
    .map(({ id, ...call }) => ({ functionCall: id === undefined ? call : { id, ...call } })),
);
const usageArbitrary = fc.record(
  {
    promptTokenCount: fc.nat(100_000),
    candidatesTokenCount: fc.nat(5_000),
    thoughtsTokenCount: fc.nat(5_000),
    cachedContentTokenCount: fc.nat(100_000),
  },
  { requiredKeys: [] },
);
const bodyArbitrary = fc
  .record({
    parts: fc.array(partArbitrary, { maxLength: 6 }),
    finishReason: fc.constantFrom('STOP', 'MAX_TOKENS', 'SAFETY'),
    usage: fc.option(usageArbitrary, { nil: undefined }),
  })
  .map(({ parts, finishReason, usage }) => ({
    candidates: [{ content: { role: 'model', parts }, finishReason, index: 0 }],
    ...(usage === undefined ? {} : { usageMetadata: usage }),
    modelVersion: 'gemini-2.5-pro',
    responseId: 'resp-1',
  }));

describe('streams and bodies', () => {
  it('a body streamed and gathered again is the same answer, and converting twice changes nothing more', () => {
    fc.assert(
      fc.property(bodyArbitrary, (body) => {
        const stream = gemini.eventsFromJson(body, callOf({}, { stream: true }));
        expect(gemini.findMalformedEvent(stream)).toBeUndefined();
        expect(gemini.isFinalEvent(stream.at(-1) ?? '')).toBe(true);
        expect(stream.slice(0, -1).some((payload) => gemini.isFinalEvent(payload))).toBe(false);
        expect(gemini.assembleEvents(stream)).toEqual(gemini.assembleJson(body));
        const gathered = gemini.jsonFromEvents(stream);
        expect(gemini.assembleJson(gathered)).toEqual(gemini.assembleJson(body));
        const again = gemini.eventsFromJson(gathered, callOf({}, { stream: true }));
        expect(gemini.jsonFromEvents(again)).toEqual(gathered);
      }),
      { numRuns: 300 },
    );
  });

  it('a stream gathered into a body and streamed again is the same answer', () => {
    const chunksArbitrary = fc
      .array(fc.array(partArbitrary, { minLength: 1, maxLength: 3 }), { maxLength: 6 })
      .map((chunks) =>
        events(
          ...chunks.map((parts, index) =>
            chunk(
              parts,
              index === chunks.length - 1
                ? { usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 2 } }
                : {},
              index === chunks.length - 1 ? { finishReason: 'STOP' } : {},
            ),
          ),
        ),
      );
    fc.assert(
      fc.property(chunksArbitrary, (stream) => {
        const body = gemini.jsonFromEvents(stream);
        expect(gemini.assembleJson(body)).toEqual(gemini.assembleEvents(stream));
        const restreamed = gemini.eventsFromJson(body, callOf({}, { stream: true }));
        expect(gemini.assembleEvents(restreamed)).toEqual(gemini.assembleEvents(stream));
      }),
      { numRuns: 300 },
    );
  });

  it('streams a body as text first, then the calls, with finish reason and usage last', () => {
    const stream = gemini.eventsFromJson(toolBody, callOf({}, { stream: true }));
    const payloads = stream.map((payload) => JSON.parse(payload) as Json);
    expect(payloads).toHaveLength(4);
    expect(payloads.map((payload) => payload.usageMetadata !== undefined)).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(payloads.every((payload) => payload.responseId === toolBody.responseId)).toBe(true);
    expect(stream.map((payload) => gemini.isFinalEvent(payload))).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('frames a payload as one data line, as the official clients split events', () => {
    expect(gemini.formatEvent('{"a":1}')).toBe('data: {"a":1}\r\n\r\n');
    expect(gemini.formatEvent('{\n  "a": 1\n}')).toBe('data: {   "a": 1 }\r\n\r\n');
  });

  it('names the first payload a Gemini server would not have sent', () => {
    const good = JSON.stringify(chunk([{ text: 'a' }]));
    expect(gemini.findMalformedEvent([good, good])).toBeUndefined();
    expect(gemini.findMalformedEvent([good, '{"candidates":'])).toEqual({
      index: 1,
      reason: expect.stringMatching(/^is not JSON/) as unknown,
    });
    expect(gemini.findMalformedEvent(['[DONE]'])?.reason).toMatch(/^is not JSON/);
    expect(gemini.findMalformedEvent([good, '[1,2]'])).toEqual({
      index: 1,
      reason: 'is not a JSON object',
    });
    const error = {
      error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' },
    };
    expect(gemini.findMalformedEvent([good, JSON.stringify(error)])).toEqual({
      index: 1,
      reason: 'is an error: The model is overloaded.',
    });
    expect(gemini.isFinalEvent(good)).toBe(false);
    expect(gemini.isFinalEvent('not json')).toBe(false);
  });
});

describe('routes', () => {
  const none = new URLSearchParams();
  const sse = new URLSearchParams('alt=sse');

  it('serves generateContent, SSE streams and countTokens under every API version', () => {
    for (const version of ['v1', 'v1beta', 'v1alpha']) {
      expect(
        gemini.matchRoute('POST', `/${version}/models/gemini-2.5-pro:generateContent`, none),
      ).toEqual({ kind: 'model', model: 'gemini-2.5-pro', stream: false });
      expect(
        gemini.matchRoute('POST', `/${version}/models/gemini-2.5-pro:streamGenerateContent`, sse),
      ).toEqual({ kind: 'model', model: 'gemini-2.5-pro', stream: true });
      expect(
        gemini.matchRoute('POST', `/${version}/models/gemini-2.5-pro:countTokens`, none),
      ).toEqual({ kind: 'count_tokens', model: 'gemini-2.5-pro' });
    }
  });

  it('reads model names spelled models/x, plain or URL-encoded', () => {
    for (const pathname of [
      '/v1beta/models/models%2Fgemini-2.0-flash-001:generateContent',
      '/v1beta/models/models/gemini-2.0-flash-001:generateContent',
      '/v1beta/models/gemini%2D2.0-flash-001:generateContent',
    ]) {
      expect(gemini.matchRoute('POST', pathname, none)?.model).toBe('gemini-2.0-flash-001');
    }
  });

  it('does not serve other methods, other paths, or a stream that is not SSE', () => {
    for (const [method, pathname, query] of [
      ['GET', '/v1beta/models/gemini-2.5-pro:generateContent', none],
      ['POST', '/v1beta/models/gemini-2.5-pro:embedContent', none],
      ['POST', '/v1beta/models/:generateContent', none],
      ['POST', '/v1beta/models/%E0%A4%A:generateContent', none],
      ['POST', '/v1/chat/completions', none],
      ['POST', '/v1beta/models/gemini-2.5-pro:streamGenerateContent', none],
      ['POST', '/v2/models/gemini-2.5-pro:generateContent', none],
    ] as const) {
      expect(gemini.matchRoute(method, pathname, query)).toBeUndefined();
    }
  });

  it('streams by route, not by a body field', () => {
    expect(gemini.isStream({ stream: true }, { kind: 'model', stream: false })).toBe(false);
    expect(gemini.isStream({}, { kind: 'model', stream: true })).toBe(true);
  });

  it('refuses a body without contents', () => {
    expect(gemini.validateRequest({ contents: [] })).toBeUndefined();
    expect(gemini.validateRequest({ messages: [] })).toMatch(/contents array/);
  });

  it('counts tokens deterministically, for both request shapes', () => {
    const contents = [{ role: 'user', parts: [{ text: 'Say hello.' }] }];
    const counted = gemini.countTokens?.({ contents });
    expect(counted).toEqual({ totalTokens: Math.ceil(JSON.stringify(contents).length / 4) });
    expect(gemini.countTokens?.({ generateContentRequest: { contents } })).toEqual(counted);
  });

  it('builds the upstream request with the key in a header, never in the URL', () => {
    const call = callOf({ contents: [] }, { routeModel: 'models/gemini-2.5-pro', stream: true });
    const request = gemini.upstreamRequest('https://upstream.test/', 'real-key', call);
    expect(request).toEqual({
      url: 'https://upstream.test/v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': 'real-key' },
      body: '{"contents":[]}',
    });
    expect(
      gemini.upstreamRequest('http://127.0.0.1:9/v1beta', 'k', { ...call, stream: false }).url,
    ).toBe('http://127.0.0.1:9/v1beta/models/gemini-2.5-pro:generateContent');
    expect(gemini.isTransientStatus(400)).toBe(false);
  });

  it('writes errors as Google APIs do', () => {
    expect(gemini.errorBody(400, 'verdict_replay_divergence', 'call 2 diverged')).toEqual({
      error: {
        code: 400,
        message: 'call 2 diverged',
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'verdict_replay_divergence',
            domain: 'verdict',
          },
        ],
      },
    });
    expect(gemini.errorBody(502, 'x', 'm')).toMatchObject({ error: { status: 'UNAVAILABLE' } });
    expect(gemini.errorBody(429, 'x', 'm')).toMatchObject({
      error: { status: 'RESOURCE_EXHAUSTED' },
    });
  });
});
