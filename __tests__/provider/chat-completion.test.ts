import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assembleFromEvents,
  assembleFromJson,
  eventsFromJson,
  findMalformedEvent,
  jsonFromEvents,
  readUsage,
} from '../../src/provider/chat-completion.js';
import { AssembledMessageSchema, type AssembledMessage } from '../../src/provider/types.js';

const textBody = {
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1700000000,
  model: 'gpt-test',
  choices: [{ index: 0, message: { role: 'assistant', content: 'Hello.' }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 },
};

const toolBody = {
  id: 'chatcmpl-2',
  object: 'chat.completion',
  created: 1700000001,
  model: 'gpt-test',
  choices: [
    {
      index: 0,
      message: {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_a',
            type: 'function',
            function: { name: 'read_file', arguments: '{"path":"a.txt"}' },
          },
          { id: 'call_b', type: 'function', function: { name: 'list_files', arguments: '{}' } },
        ],
      },
      finish_reason: 'tool_calls',
    },
  ],
  usage: {
    prompt_tokens: 100,
    completion_tokens: 20,
    prompt_tokens_details: { cached_tokens: 64 },
  },
};

const chunk = (choices: unknown[], extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    id: 'chatcmpl-s',
    object: 'chat.completion.chunk',
    created: 5,
    model: 'm',
    choices,
    ...extra,
  });

describe('readUsage', () => {
  it('reads prompt and completion tokens, without cached tokens when none were reported', () => {
    expect(readUsage({ prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 })).toStrictEqual({
      inputTokens: 10,
      outputTokens: 2,
    });
  });

  it('reads cached tokens from prompt_tokens_details or prompt_cache_hit_tokens', () => {
    expect(
      readUsage({
        prompt_tokens: 10,
        completion_tokens: 2,
        prompt_tokens_details: { cached_tokens: 0 },
      }),
    ).toStrictEqual({ inputTokens: 10, outputTokens: 2, cachedInputTokens: 0 });
    expect(
      readUsage({ prompt_tokens: 10, completion_tokens: 2, prompt_cache_hit_tokens: 7 }),
    ).toStrictEqual({ inputTokens: 10, outputTokens: 2, cachedInputTokens: 7 });
  });

  it('ignores a cached count of the wrong type', () => {
    expect(
      readUsage({
        prompt_tokens: 1,
        completion_tokens: 1,
        prompt_tokens_details: { cached_tokens: '3' },
      }),
    ).toStrictEqual({ inputTokens: 1, outputTokens: 1 });
    expect(
      readUsage({ prompt_tokens: 1, completion_tokens: 1, prompt_tokens_details: null }),
    ).toStrictEqual({ inputTokens: 1, outputTokens: 1 });
  });

  it('is undefined without both counts, or for anything but a usage object', () => {
    expect(readUsage({ prompt_tokens: 10 })).toBeUndefined();
    expect(readUsage({ completion_tokens: 10 })).toBeUndefined();
    expect(readUsage({ prompt_tokens: -1, completion_tokens: 1 })).toBeUndefined();
    expect(readUsage({ prompt_tokens: 1.5, completion_tokens: 1 })).toBeUndefined();
    expect(readUsage(null)).toBeUndefined();
    expect(readUsage(undefined)).toBeUndefined();
    expect(readUsage('usage')).toBeUndefined();
  });
});

describe('assembleFromJson', () => {
  it('reads a text answer', () => {
    expect(assembleFromJson(textBody)).toStrictEqual({
      content: 'Hello.',
      toolCalls: [],
      finishReason: 'stop',
      usage: { inputTokens: 12, outputTokens: 3 },
    });
  });

  it('reads tool calls in order', () => {
    expect(assembleFromJson(toolBody)).toStrictEqual({
      content: null,
      toolCalls: [
        { id: 'call_a', name: 'read_file', arguments: '{"path":"a.txt"}' },
        { id: 'call_b', name: 'list_files', arguments: '{}' },
      ],
      finishReason: 'tool_calls',
      usage: { inputTokens: 100, outputTokens: 20, cachedInputTokens: 64 },
    });
  });

  it('reads choice 0 when another choice comes first', () => {
    const body = {
      choices: [
        { index: 1, message: { content: 'second' }, finish_reason: 'length' },
        { index: 0, message: { content: 'first' }, finish_reason: 'stop' },
      ],
    };
    expect(assembleFromJson(body)).toMatchObject({ content: 'first', finishReason: 'stop' });
  });

  it('returns nulls and empties for odd JSON, never throwing', () => {
    const empty: AssembledMessage = { content: null, toolCalls: [], finishReason: null };
    for (const body of [null, 42, 'text', [], {}, { choices: 'x' }, { choices: [null] }]) {
      expect(assembleFromJson(body)).toStrictEqual(empty);
    }
    expect(
      assembleFromJson({
        choices: [{ message: { content: 7, tool_calls: [null, { function: { name: 3 } }] } }],
      }),
    ).toStrictEqual({
      content: null,
      toolCalls: [{ id: '', name: '', arguments: '' }],
      finishReason: null,
    });
  });
});

describe('assembleFromEvents', () => {
  it('concatenates content deltas and keeps the last finish reason and usage', () => {
    const events = [
      chunk([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }]),
      chunk([{ index: 0, delta: { content: 'Hel' }, finish_reason: null }]),
      chunk([{ index: 0, delta: { content: 'lo.' }, finish_reason: null }]),
      chunk([{ index: 0, delta: {}, finish_reason: 'stop' }]),
      chunk([], { usage: { prompt_tokens: 4, completion_tokens: 2, prompt_cache_hit_tokens: 1 } }),
      '[DONE]',
    ];
    expect(assembleFromEvents(events)).toStrictEqual({
      content: 'Hello.',
      toolCalls: [],
      finishReason: 'stop',
      usage: { inputTokens: 4, outputTokens: 2, cachedInputTokens: 1 },
    });
  });

  it('merges tool-call deltas by index', () => {
    const events = [
      chunk([{ index: 0, delta: { role: 'assistant', content: null } }]),
      chunk([
        {
          index: 0,
          delta: {
            tool_calls: [
              {
                index: 0,
                id: 'call_1',
                type: 'function',
                function: { name: 'read_file', arguments: '' },
              },
            ],
          },
        },
      ]),
      chunk([{ index: 0, delta: { tool_calls: [{ index: 0, function: { arguments: '{"pa' } }] } }]),
      chunk([
        {
          index: 0,
          delta: {
            tool_calls: [
              { index: 1, id: 'call_2', function: { name: 'bash', arguments: '{}' } },
              { index: 0, function: { arguments: 'th":"a"}' } },
            ],
          },
        },
      ]),
      chunk([{ index: 0, delta: {}, finish_reason: 'tool_calls' }]),
      '[DONE]',
    ];
    expect(assembleFromEvents(events)).toStrictEqual({
      content: null,
      toolCalls: [
        { id: 'call_1', name: 'read_file', arguments: '{"path":"a"}' },
        { id: 'call_2', name: 'bash', arguments: '{}' },
      ],
      finishReason: 'tool_calls',
    });
  });

  it('does not concatenate an id or name a server repeats on every fragment', () => {
    const fragment = (args: string): string =>
      chunk([
        {
          delta: {
            tool_calls: [{ index: 0, id: 'call_x', function: { name: 'edit', arguments: args } }],
          },
        },
      ]);
    expect(assembleFromEvents([fragment('{"a"'), fragment(':1}')]).toolCalls).toStrictEqual([
      { id: 'call_x', name: 'edit', arguments: '{"a":1}' },
    ]);
  });

  it('tells tool calls apart by id when a server omits the index', () => {
    const events = [
      chunk([{ delta: { tool_calls: [{ id: 'a', function: { name: 'one', arguments: '{' } }] } }]),
      chunk([{ delta: { tool_calls: [{ function: { arguments: '}' } }] } }]),
      chunk([{ delta: { tool_calls: [{ id: 'b', function: { name: 'two', arguments: '[]' } }] } }]),
    ];
    expect(assembleFromEvents(events).toolCalls).toStrictEqual([
      { id: 'a', name: 'one', arguments: '{}' },
      { id: 'b', name: 'two', arguments: '[]' },
    ]);
  });

  it('reads only choice 0 of a stream with several choices', () => {
    const events = [
      chunk([{ index: 1, delta: { content: 'other' } }]),
      chunk([{ index: 0, delta: { content: 'mine' }, finish_reason: 'stop' }]),
      chunk([{ index: 1, delta: {}, finish_reason: 'length' }]),
    ];
    expect(assembleFromEvents(events)).toMatchObject({ content: 'mine', finishReason: 'stop' });
  });

  it('skips [DONE] and payloads that are not JSON objects', () => {
    const events = ['not json', '17', chunk([{ delta: { content: 'a' } }]), '[DONE]'];
    expect(assembleFromEvents(events)).toStrictEqual({
      content: 'a',
      toolCalls: [],
      finishReason: null,
    });
    expect(assembleFromEvents([])).toStrictEqual({
      content: null,
      toolCalls: [],
      finishReason: null,
    });
  });
});

describe('findMalformedEvent', () => {
  it('accepts a well-formed stream', () => {
    expect(findMalformedEvent(eventsFromJson(toolBody, { includeUsage: true }))).toBeUndefined();
    expect(findMalformedEvent([])).toBeUndefined();
  });

  it('reports the first payload that is not JSON, with its index', () => {
    const found = findMalformedEvent([chunk([]), '{"choices": [', 'also bad']);
    expect(found?.index).toBe(1);
    expect(found?.reason).toMatch(/^is not JSON \(/);
  });

  it('reports JSON that is not an object, an error object, and anything after [DONE]', () => {
    expect(findMalformedEvent(['[1]'])).toStrictEqual({ index: 0, reason: 'is not a JSON object' });
    expect(findMalformedEvent(['null'])).toStrictEqual({
      index: 0,
      reason: 'is not a JSON object',
    });
    expect(
      findMalformedEvent([chunk([]), JSON.stringify({ error: { message: 'overloaded' } })]),
    ).toStrictEqual({ index: 1, reason: 'is an error: overloaded' });
    expect(findMalformedEvent([chunk([]), '[DONE]', chunk([])])).toStrictEqual({
      index: 2,
      reason: 'follows [DONE]',
    });
  });
});

describe('eventsFromJson', () => {
  it('synthesizes the chunks a server sends for a text answer', () => {
    const events = eventsFromJson(textBody, { includeUsage: true });
    expect(
      events.map((event) => (event === '[DONE]' ? event : (JSON.parse(event) as unknown))),
    ).toStrictEqual([
      {
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 1700000000,
        model: 'gpt-test',
        choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
      },
      {
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 1700000000,
        model: 'gpt-test',
        choices: [{ index: 0, delta: { content: 'Hello.' }, finish_reason: null }],
      },
      {
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 1700000000,
        model: 'gpt-test',
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
      },
      {
        id: 'chatcmpl-1',
        object: 'chat.completion.chunk',
        created: 1700000000,
        model: 'gpt-test',
        choices: [],
        usage: { prompt_tokens: 12, completion_tokens: 3, total_tokens: 15 },
      },
      '[DONE]',
    ]);
  });

  it('sends one chunk per tool call with its index, id, type, name and full arguments', () => {
    const events = eventsFromJson(toolBody, { includeUsage: false });
    expect(events).toHaveLength(5);
    expect(JSON.parse(events[0] ?? '')).toMatchObject({
      choices: [{ delta: { role: 'assistant', content: null } }],
    });
    expect(JSON.parse(events[2] ?? '')).toMatchObject({
      choices: [
        {
          index: 0,
          delta: {
            tool_calls: [
              {
                index: 1,
                id: 'call_b',
                type: 'function',
                function: { name: 'list_files', arguments: '{}' },
              },
            ],
          },
          finish_reason: null,
        },
      ],
    });
    expect(events.at(-1)).toBe('[DONE]');
    expect(events.some((event) => event.includes('"usage"'))).toBe(false);
  });

  it('sends no usage chunk when the body has no usage', () => {
    expect(eventsFromJson({ ...textBody, usage: undefined }, { includeUsage: true })).toHaveLength(
      4,
    );
  });
});

describe('jsonFromEvents', () => {
  it('builds the chat.completion body a stream stands for', () => {
    const events = eventsFromJson(toolBody, { includeUsage: true });
    expect(jsonFromEvents(events)).toStrictEqual({
      id: 'chatcmpl-2',
      object: 'chat.completion',
      created: 1700000001,
      model: 'gpt-test',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: null,
            tool_calls: toolBody.choices[0]?.message.tool_calls,
          },
          finish_reason: 'tool_calls',
        },
      ],
      usage: toolBody.usage,
    });
  });

  it('leaves out tool_calls and usage when the stream had none', () => {
    expect(jsonFromEvents(eventsFromJson(textBody, { includeUsage: false }))).toStrictEqual({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1700000000,
      model: 'gpt-test',
      choices: [
        { index: 0, message: { role: 'assistant', content: 'Hello.' }, finish_reason: 'stop' },
      ],
    });
  });
});

describe('conversions (properties)', () => {
  const maybe = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
    fc.oneof(arbitrary, fc.constant(undefined), fc.constant(null), fc.anything());
  const text = fc.string({ unit: 'binary', maxLength: 20 });
  const toolCallArbitrary = maybe(
    fc.record(
      {
        id: maybe(text),
        type: fc.constant('function'),
        function: maybe(
          fc.record({ name: maybe(text), arguments: maybe(text) }, { requiredKeys: [] }),
        ),
      },
      { requiredKeys: [] },
    ),
  );
  const usageArbitrary = maybe(
    fc.record(
      {
        prompt_tokens: maybe(fc.nat()),
        completion_tokens: maybe(fc.nat()),
        prompt_tokens_details: maybe(fc.record({ cached_tokens: maybe(fc.nat()) })),
        prompt_cache_hit_tokens: maybe(fc.nat()),
      },
      { requiredKeys: [] },
    ),
  );
  const bodyArbitrary = maybe(
    fc.record(
      {
        id: maybe(text),
        created: maybe(fc.nat()),
        model: maybe(text),
        choices: maybe(
          fc.array(
            maybe(
              fc.record(
                {
                  index: maybe(fc.nat({ max: 2 })),
                  message: maybe(
                    fc.record(
                      {
                        content: maybe(text),
                        tool_calls: maybe(fc.array(toolCallArbitrary, { maxLength: 3 })),
                      },
                      { requiredKeys: [] },
                    ),
                  ),
                  finish_reason: maybe(fc.constantFrom('stop', 'tool_calls', 'length')),
                },
                { requiredKeys: [] },
              ),
            ),
            { maxLength: 2 },
          ),
        ),
        usage: usageArbitrary,
      },
      { requiredKeys: [] },
    ),
  );

  const withoutUsage = ({ usage: _usage, ...message }: AssembledMessage): AssembledMessage =>
    message;

  it("assembles the synthesized stream of a body to the body's own message", () => {
    fc.assert(
      fc.property(bodyArbitrary, fc.boolean(), (body, includeUsage) => {
        const fromJson = assembleFromJson(body);
        const fromEvents = assembleFromEvents(eventsFromJson(body, { includeUsage }));
        expect(AssembledMessageSchema.safeParse(fromJson).success).toBe(true);
        expect(fromEvents).toStrictEqual(includeUsage ? fromJson : withoutUsage(fromJson));
        expect(findMalformedEvent(eventsFromJson(body, { includeUsage }))).toBeUndefined();
      }),
      { numRuns: 500 },
    );
  });

  const deltaArbitrary = fc.record(
    {
      role: fc.constant('assistant'),
      content: maybe(text),
      tool_calls: maybe(
        fc.array(
          fc.record(
            {
              index: maybe(fc.nat({ max: 3 })),
              id: maybe(fc.constantFrom('call_a', 'call_b', 'call_c')),
              function: maybe(
                fc.record({ name: maybe(text), arguments: maybe(text) }, { requiredKeys: [] }),
              ),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 2 },
        ),
      ),
    },
    { requiredKeys: [] },
  );
  const eventArbitrary = fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .record(
          {
            id: maybe(text),
            created: maybe(fc.nat()),
            model: maybe(text),
            choices: maybe(
              fc.array(
                fc.record(
                  {
                    index: maybe(fc.nat({ max: 1 })),
                    delta: maybe(deltaArbitrary),
                    finish_reason: maybe(fc.constantFrom('stop', 'tool_calls')),
                  },
                  { requiredKeys: [] },
                ),
                { maxLength: 2 },
              ),
            ),
            usage: usageArbitrary,
          },
          { requiredKeys: [] },
        )
        .map((event) => JSON.stringify(event)),
    },
    { weight: 1, arbitrary: fc.constantFrom('[DONE]', 'not json', '[]', '') },
  );

  it('reads the body built from a stream as the stream itself', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 8 }), (events) => {
        const fromEvents = assembleFromEvents(events);
        expect(AssembledMessageSchema.safeParse(fromEvents).success).toBe(true);
        expect(assembleFromJson(jsonFromEvents(events))).toStrictEqual(fromEvents);
      }),
      { numRuns: 500 },
    );
  });

  it('survives a round trip through both forms', () => {
    fc.assert(
      fc.property(fc.array(eventArbitrary, { maxLength: 8 }), (events) => {
        const body = jsonFromEvents(events);
        expect(jsonFromEvents(eventsFromJson(body, { includeUsage: true }))).toStrictEqual(body);
      }),
      { numRuns: 300 },
    );
  });
});
