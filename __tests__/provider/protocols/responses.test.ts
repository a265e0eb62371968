import fc from 'fast-check';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { responsesProtocol as protocol } from '../../../src/provider/protocols/responses.js';
import { AssembledMessageSchema, type ModelCall } from '../../../src/provider/types.js';

type Json = Record<string, unknown>;

const parseAll = (events: readonly string[]): Json[] => events.map((e) => JSON.parse(e) as Json);

function callOf(body: Json, stream = body.stream === true): ModelCall {
  return { protocol: 'responses', endpoint: 'responses', index: 0, body, stream };
}

const textBody = {
  id: 'resp_text',
  object: 'response',
  created_at: 1_700_000_000,
  status: 'completed',
  model: 'gpt-test',
  output: [
    {
      id: 'msg_1',
      type: 'message',
      status: 'completed',
      role: 'assistant',
      content: [{ type: 'output_text', text: 'Hello ', annotations: [] }],
    },
    {
      id: 'msg_2',
      type: 'message',
      status: 'completed',
      role: 'assistant',
      content: [
        { type: 'output_text', text: 'world.', annotations: [] },
        { type: 'refusal', refusal: 'not this' },
      ],
    },
  ],
  usage: {
    input_tokens: 120,
    input_tokens_details: { cached_tokens: 100 },
    output_tokens: 7,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: 127,
  },
};

/**
 * A stream as the Responses API sends one for two parallel function calls, each item's arguments
 * in several fragments, followed (in the variant below) by a final event carrying no output, as
 * some compatible servers and Codex's fixtures do.
 */
function twoCallStream(options: { finalOutput: boolean }): string[] {
  const calls = [
    { id: 'fc_a', call_id: 'call_a', name: 'read_file', parts: ['{"pa', 'th":"a', '.txt"}'] },
    { id: 'fc_b', call_id: 'call_b', name: 'bash', parts: ['{"command":', '["ls"]', '}'] },
  ];
  const doneItems = calls.map((call) => ({
    id: call.id,
    type: 'function_call',
    status: 'completed',
    call_id: call.call_id,
    name: call.name,
    arguments: call.parts.join(''),
  }));
  const head = { id: 'resp_calls', object: 'response', created_at: 1, model: 'gpt-test' };
  const events: Json[] = [
    { type: 'response.created', response: { ...head, status: 'in_progress', output: [] } },
    { type: 'response.in_progress', response: { ...head, status: 'in_progress', output: [] } },
  ];
  calls.forEach((call, index) => {
    const address = { item_id: call.id, output_index: index };
    events.push({
      type: 'response.output_item.added',
      output_index: index,
      item: { ...doneItems[index], status: 'in_progress', arguments: '' },
    });
    for (const part of call.parts) {
      events.push({ type: 'response.function_call_arguments.delta', ...address, delta: part });
    }
    events.push({
      type: 'response.function_call_arguments.done',
      ...address,
      arguments: call.parts.join(''),
    });
    events.push({ type: 'response.output_item.done', output_index: index, item: doneItems[index] });
  });
  const usage = { input_tokens: 50, output_tokens: 20, total_tokens: 70 };
  events.push({
    type: 'response.completed',
    response: {
      ...head,
      status: 'completed',
      ...(options.finalOutput ? { output: doneItems } : {}),
      usage,
    },
  });
  return events.map((event, index) => JSON.stringify({ ...event, sequence_number: index }));
}

describe('responsesProtocol: assembling answers', () => {
  it('reads the text of every output_text part, the usage with cached input, and the response id', () => {
    const message = protocol.assembleJson(textBody);
    expect(AssembledMessageSchema.parse(message)).toEqual({
      content: 'Hello world.',
      toolCalls: [],
      finishReason: 'completed',
      usage: { inputTokens: 120, outputTokens: 7, cachedInputTokens: 100 },
      responseId: 'resp_text',
    });
  });

  it('merges tool calls streamed in fragments, one per function_call item, keyed by call_id', () => {
    const expected = [
      { id: 'call_a', name: 'read_file', arguments: '{"path":"a.txt"}' },
      { id: 'call_b', name: 'bash', arguments: '{"command":["ls"]}' },
    ];
    for (const finalOutput of [true, false]) {
      const message = protocol.assembleEvents(twoCallStream({ finalOutput }));
      expect(message.toolCalls).toEqual(expected);
      expect(message.content).toBeNull();
      expect(message.usage).toEqual({ inputTokens: 50, outputTokens: 20 });
      expect(message.responseId).toBe('resp_calls');
    }
  });

  it('rebuilds tool calls from deltas alone when a cut stream never finished its items', () => {
    const cut = twoCallStream({ finalOutput: false }).filter((payload) => {
      const type = (JSON.parse(payload) as Json).type as string;
      return type.endsWith('.delta') || type === 'response.output_item.added';
    });
    const message = protocol.assembleEvents(cut);
    expect(message.toolCalls.map((call) => call.arguments)).toEqual([
      '{"path":"a.txt"}',
      '{"command":["ls"]}',
    ]);
    expect(message.finishReason).toBeNull();
    expect(message.usage).toBeUndefined();
  });

  it('counts custom tool calls (freeform apply_patch) with their input as the arguments', () => {
    const patch = '*** Begin Patch\n*** Add File: a.txt\n+hi\n*** End Patch\n';
    const body = {
      id: 'resp_patch',
      status: 'completed',
      output: [
        { id: 'rs_1', type: 'reasoning', summary: [], encrypted_content: 'gAAA' },
        {
          id: 'ctc_1',
          type: 'custom_tool_call',
          call_id: 'call_p',
          name: 'apply_patch',
          input: patch,
        },
      ],
    };
    const expected = [{ id: 'call_p', name: 'apply_patch', arguments: patch }];
    expect(protocol.assembleJson(body).toolCalls).toEqual(expected);
    const events = protocol.eventsFromJson(body, callOf({ stream: true }));
    expect(parseAll(events).map((event) => event.type)).toContain(
      'response.custom_tool_call_input.delta',
    );
    expect(protocol.assembleEvents(events).toolCalls).toEqual(expected);
  });

  it('gives the reason of an incomplete response as its finish reason', () => {
    const body = {
      id: 'resp_cut',
      status: 'incomplete',
      incomplete_details: { reason: 'max_output_tokens' },
      output: [
        { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Par' }] },
      ],
    };
    expect(protocol.assembleJson(body)).toMatchObject({
      content: 'Par',
      finishReason: 'max_output_tokens',
    });
    const events = protocol.eventsFromJson(body, callOf({}));
    expect((JSON.parse(events.at(-1) ?? '{}') as Json).type).toBe('response.incomplete');
  });

  it('reads odd bodies as empty answers instead of throwing', () => {
    for (const body of [null, 'text', [], { output: 'no' }, { output: [null, 3, { type: 7 }] }]) {
      expect(protocol.assembleJson(body)).toEqual({
        content: null,
        toolCalls: [],
        finishReason: null,
      });
    }
    expect(protocol.assembleEvents(['not json', '[DONE]', '42'])).toEqual({
      content: null,
      toolCalls: [],
      finishReason: null,
    });
  });
});

describe('responsesProtocol: streams from bodies and back', () => {
  it('streams a body in the order the SDK accumulates, numbered from 0, ending in completed', () => {
    const events = parseAll(protocol.eventsFromJson(textBody, callOf({ stream: true })));
    expect(events.map((event) => event.sequence_number)).toEqual(events.map((_, index) => index));
    expect(events.slice(0, 5).map((event) => event.type)).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
    ]);
    expect(events[0]?.response).toMatchObject({
      id: 'resp_text',
      status: 'in_progress',
      output: [],
    });
    expect(events.at(-1)).toMatchObject({ type: 'response.completed', response: textBody });
    expect(protocol.jsonFromEvents(protocol.eventsFromJson(textBody, callOf({})))).toEqual(
      textBody,
    );
  });

  it('turns an error body into the one error event a server sends', () => {
    const body = {
      error: { message: 'Rate limited', type: 'rate_limit', code: 'rate_limit_exceeded' },
    };
    const events = parseAll(protocol.eventsFromJson(body, callOf({})));
    expect(events).toEqual([
      {
        type: 'error',
        code: 'rate_limit_exceeded',
        message: 'Rate limited',
        param: null,
        sequence_number: 0,
      },
    ]);
  });

  it('rebuilds the body of a stream whose final event carries no output', () => {
    const body = protocol.jsonFromEvents(twoCallStream({ finalOutput: false })) as Json;
    expect(body).toMatchObject({ id: 'resp_calls', status: 'completed' });
    expect(body.output).toEqual(
      (JSON.parse(twoCallStream({ finalOutput: true }).at(-1) ?? '{}') as Json & { response: Json })
        .response.output,
    );
  });

  const id = fc.stringMatching(/^[a-z0-9_]{1,12}$/);
  const outputText = fc.record({
    type: fc.constant('output_text'),
    text: fc.string(),
    annotations: fc.constant([]),
  });
  const item = fc.oneof(
    fc.record({
      id,
      type: fc.constant('message'),
      status: fc.constant('completed'),
      role: fc.constant('assistant'),
      content: fc.array(
        fc.oneof(outputText, fc.record({ type: fc.constant('refusal'), refusal: fc.string() })),
        { maxLength: 3 },
      ),
    }),
    fc.record({
      id,
      type: fc.constant('function_call'),
      status: fc.constant('completed'),
      call_id: id,
      name: id,
      arguments: fc.json(),
    }),
    fc.record({
      id,
      type: fc.constant('custom_tool_call'),
      call_id: id,
      name: id,
      input: fc.string(),
    }),
    fc.record({
      id,
      type: fc.constant('reasoning'),
      summary: fc.array(fc.record({ type: fc.constant('summary_text'), text: fc.string() }), {
        maxLength: 2,
      }),
      encrypted_content: fc.string(),
    }),
    fc.record({
      id,
      type: fc.constant('web_search_call'),
      status: fc.constant('completed'),
      action: fc.record({ type: fc.constant('search'), query: fc.string() }),
    }),
  );
  const usage = fc.record({
    input_tokens: fc.nat(),
    input_tokens_details: fc.record({ cached_tokens: fc.nat() }),
    output_tokens: fc.nat(),
    total_tokens: fc.nat(),
  });
  const responseBody = fc.record(
    {
      id,
      object: fc.constant('response'),
      created_at: fc.nat(),
      status: fc.constantFrom('completed', 'incomplete'),
      model: id,
      output: fc.array(item, { maxLength: 5 }),
      usage,
    },
    { requiredKeys: ['id', 'object', 'status', 'output'] },
  );

  /** The same stream with every delta cut into pieces and renumbered. */
  function fragment(events: readonly string[], cuts: readonly number[]): string[] {
    let cut = 0;
    const pieces = parseAll(events).flatMap((event) => {
      if (typeof event.delta !== 'string' || event.delta.length < 2) return [event];
      const at = 1 + ((cuts[cut++ % cuts.length] ?? 0) % (event.delta.length - 1));
      return [
        { ...event, delta: event.delta.slice(0, at) },
        { ...event, delta: event.delta.slice(at) },
      ];
    });
    return pieces.map((event, index) => JSON.stringify({ ...event, sequence_number: index }));
  }

  /** What a stream says through its deltas alone: no `.done` events, no output in the final event. */
  function deltasOnly(events: readonly string[]): string[] {
    return parseAll(events)
      .filter((event) => !(event.type as string).endsWith('.done'))
      .map((event) =>
        JSON.stringify(
          event.type === 'response.completed' || event.type === 'response.incomplete'
            ? { ...event, response: { ...(event.response as Json), output: [] } }
            : event,
        ),
      );
  }

  it('property: a body streamed and read back is the same body, and assembles the same', () => {
    fc.assert(
      fc.property(responseBody, (body) => {
        const events = protocol.eventsFromJson(body, callOf({ stream: true }));
        expect(protocol.jsonFromEvents(events)).toEqual(body);
        expect(protocol.assembleEvents(events)).toEqual(protocol.assembleJson(body));
        expect(protocol.findMalformedEvent(events)).toBeUndefined();
        expect(protocol.isFinalEvent(events.at(-1) ?? '')).toBe(true);
        expect(events.slice(0, -1).some((event) => protocol.isFinalEvent(event))).toBe(false);
      }),
    );
  });

  it('property: the official SDK accumulates every converted stream into the body', async () => {
    await fc.assert(
      fc.asyncProperty(responseBody, async (body) => {
        const sse = protocol
          .eventsFromJson(body, callOf({ stream: true }))
          .map((event) => protocol.formatEvent(event))
          .join('');
        const client = new OpenAI({
          apiKey: 'run-token',
          baseURL: 'http://127.0.0.1:9/v1',
          maxRetries: 0,
          fetch: (() =>
            Promise.resolve(
              new Response(sse, { headers: { 'content-type': 'text/event-stream' } }),
            )) as unknown as typeof fetch,
        });
        const final = await client.responses.stream({ model: 'm', input: 'x' }).finalResponse();
        expect(final).toMatchObject(body);
      }),
      { numRuns: 40 },
    );
  });

  it('property: fragmented deltas alone assemble the same message, both ways', () => {
    fc.assert(
      fc.property(responseBody, fc.array(fc.nat(), { minLength: 1 }), (body, cuts) => {
        const stream = deltasOnly(fragment(protocol.eventsFromJson(body, callOf({})), cuts));
        const message = protocol.assembleEvents(stream);
        expect(message).toEqual(protocol.assembleJson(body));
        const rebuilt = protocol.jsonFromEvents(stream);
        expect(protocol.assembleJson(rebuilt)).toEqual(message);
        expect(protocol.assembleEvents(protocol.eventsFromJson(rebuilt, callOf({})))).toEqual(
          message,
        );
      }),
    );
  });
});

describe('responsesProtocol: stream health', () => {
  const completed = JSON.stringify({ type: 'response.completed', response: { id: 'r' } });
  const created = JSON.stringify({ type: 'response.created', response: { id: 'r' } });

  it.each([
    [['{"type":'], 0, /not JSON/],
    [[created, '[1]'], 1, /not a JSON object/],
    [[created, '{"delta":"x"}'], 1, /no event type/],
    [[created, '{"type":"error","code":"server_error","message":"boom"}'], 1, /error: boom/],
    [
      [created, '{"type":"response.failed","response":{"error":{"message":"overloaded"}}}'],
      1,
      /failed response: overloaded/,
    ],
    [[created, completed, created], 2, /follows response.completed/],
    [[created, '{"type":"keepalive","error":{"message":"bad"}}'], 1, /error: bad/],
  ])('flags %j at %i', (events, index, reason) => {
    const malformed = protocol.findMalformedEvent(events);
    expect(malformed?.index).toBe(index);
    expect(malformed?.reason).toMatch(reason);
  });

  it('accepts a healthy stream, an incomplete answer and a trailing [DONE]', () => {
    const incomplete = JSON.stringify({ type: 'response.incomplete', response: { id: 'r' } });
    expect(protocol.findMalformedEvent([created, completed, '[DONE]'])).toBeUndefined();
    expect(protocol.findMalformedEvent([created, incomplete])).toBeUndefined();
    expect(protocol.isFinalEvent(incomplete)).toBe(true);
    expect(protocol.isFinalEvent(created)).toBe(false);
    expect(protocol.isFinalEvent('not json')).toBe(false);
  });

  it('frames a payload as an event named by its type', () => {
    expect(protocol.formatEvent(completed)).toBe(
      `event: response.completed\ndata: ${completed}\n\n`,
    );
    expect(protocol.formatEvent('[DONE]')).toBe('data: [DONE]\n\n');
  });
});

describe('responsesProtocol: routes, requests and errors', () => {
  it('serves POST /v1/responses only, streaming by the body flag', () => {
    const query = new URLSearchParams();
    expect(protocol.matchRoute('POST', '/v1/responses', query)).toEqual({ kind: 'model' });
    expect(protocol.matchRoute('GET', '/v1/responses', query)).toBeUndefined();
    expect(protocol.matchRoute('POST', '/v1/chat/completions', query)).toBeUndefined();
    expect(protocol.isStream({ stream: true }, { kind: 'model' })).toBe(true);
    expect(protocol.isStream({ stream: 'yes' }, { kind: 'model' })).toBe(false);
  });

  it('names what is wrong with a request that is not a Responses request', () => {
    expect(protocol.validateRequest({ model: 'm', input: 'hi' })).toBeUndefined();
    expect(protocol.validateRequest({ model: 'm', input: [] })).toBeUndefined();
    expect(protocol.validateRequest({ model: 'm', messages: [] })).toMatch(/needs an "input"/);
    expect(protocol.validateRequest({ input: { text: 'hi' } })).toMatch(/string or a list/);
    expect(protocol.validateRequest({ model: 3, input: 'hi' })).toMatch(/"model"/);
    expect(protocol.validateRequest({ input: 'hi', tools: {} })).toMatch(/"tools"/);
    expect(protocol.conversationLength({ input: 'hi' })).toBe(1);
    expect(protocol.conversationLength({ input: [{}, {}, {}] })).toBe(3);
    expect(protocol.conversationLength({})).toBe(0);
  });

  it('sends the body as the agent sent it, with Verdict key, to <base>/responses', () => {
    const body = { model: 'gpt-test', input: 'hi', stream: true, prompt_cache_key: 'thread-1' };
    const request = protocol.upstreamRequest('http://127.0.0.1:9/v1/', 'sk-verdict', callOf(body));
    expect(request.url).toBe('http://127.0.0.1:9/v1/responses');
    expect(request.headers).toMatchObject({
      authorization: 'Bearer sk-verdict',
      'content-type': 'application/json',
      accept: 'text/event-stream',
    });
    expect(JSON.parse(request.body)).toEqual(body);
    expect(protocol.forwardedHeaders).toEqual([]);
  });

  it('answers errors in the OpenAI error shape and retries what the SDK retries', () => {
    expect(protocol.errorBody(409, 'replay_divergence', 'messages[2] differs')).toEqual({
      error: {
        message: 'messages[2] differs',
        type: 'replay_divergence',
        code: 'replay_divergence',
        param: null,
      },
    });
    expect([408, 409, 400, 404].map((status) => protocol.isTransientStatus(status))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect('countTokens' in protocol).toBe(false);
    expect(protocol.id).toBe('responses');
    expect(protocol.upstream).toBe('openai');
  });
});
