import { MessageStream } from '@anthropic-ai/sdk/lib/MessageStream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashFingerprint } from '../../../src/provider/fingerprint.js';
import { createNormalizer } from '../../../src/provider/normalize.js';
import { messagesProtocol as messages } from '../../../src/provider/protocols/messages.js';
import type { ModelCall } from '../../../src/provider/types.js';

const identity = (text: string): string => text;

function callOf(body: Record<string, unknown>, extra: Partial<ModelCall> = {}): ModelCall {
  return {
    protocol: 'messages',
    endpoint: 'messages',
    index: 0,
    body,
    stream: body.stream === true,
    ...extra,
  };
}

const events = (...payloads: unknown[]): string[] =>
  payloads.map((payload) => JSON.stringify(payload));

/**
 * Runs payloads through the official SDK's stream accumulator (`MessageStream`), which reads a
 * stream of JSON lines, and returns the message it ends with.
 */
async function accumulateWithSdk(payloads: readonly string[]): Promise<unknown> {
  const bytes = new TextEncoder().encode(payloads.map((payload) => `${payload}\n`).join(''));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  // `parsed_output` is the SDK's own addition for its structured-output helpers, not the wire's.
  const { parsed_output: parsed, ...message } =
    await MessageStream.fromReadableStream(stream).finalMessage();
  expect(parsed).toBeNull();
  return JSON.parse(JSON.stringify(message)) as unknown;
}

const textBody = {
  id: 'msg_01XFDUDYJgAACzvnptvVoYEL',
  type: 'message',
  role: 'assistant',
  model: 'claude-sonnet-4-5-20250929',
  content: [{ type: 'text', text: 'The tests pass now.' }],
  stop_reason: 'end_turn',
  stop_sequence: null,
  usage: {
    input_tokens: 12,
    cache_creation_input_tokens: 300,
    cache_read_input_tokens: 18_000,
    output_tokens: 7,
  },
};

/** A thinking block, a text block and two tool calls, the first one's input in three fragments. */
const toolStream = events(
  {
    type: 'message_start',
    message: {
      id: 'msg_014p7gG3wDgGV9EUtLvnow3U',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-5-20250929',
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: {
        input_tokens: 9,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 4_096,
        output_tokens: 1,
      },
    },
  },
  { type: 'ping' },
  {
    type: 'content_block_start',
    index: 0,
    content_block: { type: 'thinking', thinking: '', signature: '' },
  },
  {
    type: 'content_block_delta',
    index: 0,
    delta: { type: 'thinking_delta', thinking: 'I should read ' },
  },
  {
    type: 'content_block_delta',
    index: 0,
    delta: { type: 'thinking_delta', thinking: 'the file first.' },
  },
  {
    type: 'content_block_delta',
    index: 0,
    delta: { type: 'signature_delta', signature: 'EqQBCgIYAhIM1gbcDa9GJwZA2b3h' },
  },
  { type: 'content_block_stop', index: 0 },
  { type: 'content_block_start', index: 1, content_block: { type: 'text', text: '' } },
  { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'Reading ' } },
  { type: 'content_block_delta', index: 1, delta: { type: 'text_delta', text: 'it.' } },
  { type: 'content_block_stop', index: 1 },
  {
    type: 'content_block_start',
    index: 2,
    content_block: { type: 'tool_use', id: 'toolu_01A', name: 'read_file', input: {} },
  },
  { type: 'content_block_delta', index: 2, delta: { type: 'input_json_delta', partial_json: '' } },
  {
    type: 'content_block_delta',
    index: 2,
    delta: { type: 'input_json_delta', partial_json: '{"path": "sr' },
  },
  {
    type: 'content_block_delta',
    index: 2,
    delta: { type: 'input_json_delta', partial_json: 'c/a.ts"}' },
  },
  { type: 'content_block_stop', index: 2 },
  {
    type: 'content_block_start',
    index: 3,
    content_block: { type: 'tool_use', id: 'toolu_01B', name: 'list_files', input: {} },
  },
  { type: 'content_block_delta', index: 3, delta: { type: 'input_json_delta', partial_json: '' } },
  { type: 'content_block_stop', index: 3 },
  {
    type: 'message_delta',
    delta: { stop_reason: 'tool_use', stop_sequence: null },
    usage: { output_tokens: 61 },
  },
  { type: 'message_stop' },
);

describe('messages protocol: routes', () => {
  const none = new URLSearchParams();
  it('serves /v1/messages and count_tokens, with or without ?beta=true', () => {
    expect(messages.matchRoute('POST', '/v1/messages', none)).toEqual({ kind: 'model' });
    expect(messages.matchRoute('POST', '/v1/messages', new URLSearchParams('beta=true'))).toEqual({
      kind: 'model',
    });
    expect(
      messages.matchRoute('POST', '/v1/messages/count_tokens', new URLSearchParams('beta=true')),
    ).toEqual({ kind: 'count_tokens' });
    expect(messages.matchRoute('GET', '/v1/messages', none)).toBeUndefined();
    expect(messages.matchRoute('POST', '/v1/chat/completions', none)).toBeUndefined();
    expect(messages.matchRoute('POST', '/v1/responses', none)).toBeUndefined();
  });

  it('streams when the body says stream: true, and needs a messages array', () => {
    expect(messages.isStream({ stream: true, messages: [] }, { kind: 'model' })).toBe(true);
    expect(messages.isStream({ stream: 'yes', messages: [] }, { kind: 'model' })).toBe(false);
    expect(messages.validateRequest({ model: 'm', messages: [] })).toBeUndefined();
    expect(messages.validateRequest({ model: 'm', input: [] })).toMatch(/messages array/);
    expect(messages.conversationLength({ messages: [{}, {}, {}] })).toBe(3);
    expect(messages.conversationLength({ messages: 'x' })).toBe(0);
  });
});

describe('messages protocol: assembling answers', () => {
  it('reads a text answer, counting cache reads and writes into the total input', () => {
    expect(messages.assembleJson(textBody)).toEqual({
      content: 'The tests pass now.',
      toolCalls: [],
      finishReason: 'end_turn',
      usage: { inputTokens: 12 + 300 + 18_000, outputTokens: 7, cachedInputTokens: 18_000 },
    });
  });

  it('reads several tool_use blocks streamed in fragments, keeping the raw arguments', () => {
    expect(messages.assembleEvents(toolStream)).toEqual({
      content: 'Reading it.',
      toolCalls: [
        { id: 'toolu_01A', name: 'read_file', arguments: '{"path": "src/a.ts"}' },
        { id: 'toolu_01B', name: 'list_files', arguments: '{}' },
      ],
      finishReason: 'tool_use',
      usage: { inputTokens: 9 + 4_096, outputTokens: 61, cachedInputTokens: 4_096 },
    });
  });

  it('rebuilds the message a stream carried, thinking included, as the SDK does', async () => {
    const rebuilt = messages.jsonFromEvents(toolStream);
    expect(rebuilt).toEqual({
      id: 'msg_014p7gG3wDgGV9EUtLvnow3U',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-5-20250929',
      content: [
        {
          type: 'thinking',
          thinking: 'I should read the file first.',
          signature: 'EqQBCgIYAhIM1gbcDa9GJwZA2b3h',
        },
        { type: 'text', text: 'Reading it.' },
        { type: 'tool_use', id: 'toolu_01A', name: 'read_file', input: { path: 'src/a.ts' } },
        { type: 'tool_use', id: 'toolu_01B', name: 'list_files', input: {} },
      ],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: {
        input_tokens: 9,
        cache_creation_input_tokens: 0,
        cache_read_input_tokens: 4_096,
        output_tokens: 61,
      },
    });
    expect(await accumulateWithSdk(toolStream)).toEqual(rebuilt);
    // A tool call's arguments from the JSON body are its input, stringified.
    expect(messages.assembleJson(rebuilt).toolCalls[0]?.arguments).toBe('{"path":"src/a.ts"}');
  });

  it('keeps redacted thinking and server tool blocks whole, and leaves them out of tool calls', () => {
    const body = {
      ...textBody,
      content: [
        { type: 'redacted_thinking', data: 'EmwKAhgBEgy3va3pzix/LafPsn4a' },
        {
          type: 'server_tool_use',
          id: 'srvtoolu_01',
          name: 'web_search',
          input: { query: 'vitest' },
        },
        {
          type: 'web_search_tool_result',
          tool_use_id: 'srvtoolu_01',
          content: [{ type: 'web_search_result', url: 'https://example.test', title: 'Vitest' }],
        },
        { type: 'text', text: 'Found it.' },
      ],
    };
    const stream = messages.eventsFromJson(body, callOf({ stream: true, messages: [] }));
    expect(messages.jsonFromEvents(stream)).toEqual(body);
    const assembled = messages.assembleEvents(stream);
    expect(assembled.toolCalls).toEqual([]);
    expect(assembled.content).toBe('Found it.');
  });

  it('reads odd bodies and streams without throwing', () => {
    expect(messages.assembleJson(null)).toEqual({
      content: null,
      toolCalls: [],
      finishReason: null,
    });
    expect(messages.assembleJson({ content: 'text', usage: { input_tokens: -1 } })).toEqual({
      content: null,
      toolCalls: [],
      finishReason: null,
    });
    expect(messages.assembleEvents(['not json', '[1]', '{"type":3}'])).toEqual({
      content: null,
      toolCalls: [],
      finishReason: null,
    });
  });
});

describe('messages protocol: streams from bodies', () => {
  it('streams a body as the API does: events named by their type', () => {
    const stream = messages.eventsFromJson(textBody, callOf({ stream: true, messages: [] }));
    const types = stream.map((payload) => (JSON.parse(payload) as { type: string }).type);
    expect(types).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    const start = JSON.parse(stream[0] ?? '') as { message: Record<string, unknown> };
    expect(start.message).toMatchObject({ content: [], stop_reason: null, stop_sequence: null });
    expect(start.message.usage).toMatchObject({ input_tokens: 12, output_tokens: 0 });
    expect(messages.formatEvent(stream[0] ?? '')).toBe(
      `event: message_start\ndata: ${stream[0]}\n\n`,
    );
    expect(messages.isFinalEvent(stream.at(-1) ?? '')).toBe(true);
    expect(stream.slice(0, -1).some((payload) => messages.isFinalEvent(payload))).toBe(false);
    expect(messages.findMalformedEvent(stream)).toBeUndefined();
  });

  it('gives the SDK a stream it accumulates into the same message', async () => {
    const body = messages.jsonFromEvents(toolStream);
    const stream = messages.eventsFromJson(body, callOf({ stream: true, messages: [] }));
    expect(await accumulateWithSdk(stream)).toEqual(body);
    expect(messages.assembleEvents(stream).toolCalls).toEqual(
      messages.assembleJson(body).toolCalls,
    );
  });
});

/** JSON values as JSON gives them back (fast-check may generate -0, which JSON writes as 0). */
const json = fc
  .jsonValue({ maxDepth: 2 })
  .map((value) => JSON.parse(JSON.stringify(value)) as unknown);
const key = fc.stringMatching(/^[a-z_]{1,8}$/);
const text = fc.string({ unit: 'grapheme', maxLength: 30 });
const nonEmptyText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 });

const blockArbitrary = fc.oneof(
  fc.record({ type: fc.constant('text'), text: nonEmptyText }),
  fc.record({ type: fc.constant('thinking'), thinking: text, signature: nonEmptyText }),
  fc.record({ type: fc.constant('redacted_thinking'), data: nonEmptyText }),
  fc.record({
    type: fc.constant('tool_use'),
    id: fc.stringMatching(/^toolu_[A-Za-z0-9]{4,12}$/),
    name: fc.stringMatching(/^[a-z_]{1,12}$/),
    input: fc.dictionary(key, json, { maxKeys: 4 }),
  }),
);

const usageArbitrary = fc.record(
  {
    input_tokens: fc.nat(100_000),
    cache_creation_input_tokens: fc.nat(100_000),
    cache_read_input_tokens: fc.nat(100_000),
    output_tokens: fc.nat(10_000),
  },
  { requiredKeys: ['input_tokens', 'output_tokens'] },
);

const bodyArbitrary = fc.record({
  id: fc.stringMatching(/^msg_[A-Za-z0-9]{4,20}$/),
  type: fc.constant('message'),
  role: fc.constant('assistant'),
  model: fc.constantFrom('claude-sonnet-4-5', 'claude-haiku-4-5', 'scripted'),
  content: fc.array(blockArbitrary, { maxLength: 5 }),
  stop_reason: fc.constantFrom('end_turn', 'tool_use', 'max_tokens', 'stop_sequence'),
  stop_sequence: fc.constantFrom(null, '###'),
  usage: usageArbitrary,
});

/** Cuts a string into fragments at the given positions, as a server's deltas may. */
function fragmentsOf(whole: string, cuts: readonly number[]): string[] {
  const points = [...new Set(cuts.map((cut) => cut % (whole.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const point of [...points, whole.length]) {
    pieces.push(whole.slice(from, point));
    from = point;
  }
  return pieces.filter((piece) => piece !== '');
}

/**
 * A stream as a server may send it: each block's text, thinking or input in fragments (the
 * characters of a text are code units here, so a fragment may end inside a surrogate pair as it
 * may on the wire), pings between events, usage split between `message_start` and `message_delta`.
 */
const streamArbitrary = fc
  .tuple(bodyArbitrary, fc.array(fc.nat(60), { maxLength: 4 }), fc.array(fc.boolean()))
  .map(([body, cuts, pings]) => {
    const payloads: unknown[] = [
      {
        type: 'message_start',
        message: {
          ...body,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...body.usage, output_tokens: 1 },
        },
      },
    ];
    body.content.forEach((block, index) => {
      const start =
        block.type === 'text'
          ? { ...block, text: '' }
          : block.type === 'thinking'
            ? { ...block, thinking: '', signature: '' }
            : block.type === 'tool_use'
              ? { ...block, input: {} }
              : block;
      payloads.push({ type: 'content_block_start', index, content_block: start });
      const delta = (value: Record<string, unknown>): void => {
        payloads.push({ type: 'content_block_delta', index, delta: value });
        if (pings[payloads.length % Math.max(1, pings.length)] === true) {
          payloads.push({ type: 'ping' });
        }
      };
      if (block.type === 'text') {
        for (const piece of fragmentsOf(block.text, cuts))
          delta({ type: 'text_delta', text: piece });
      } else if (block.type === 'thinking') {
        for (const piece of fragmentsOf(block.thinking, cuts)) {
          delta({ type: 'thinking_delta', thinking: piece });
        }
        delta({ type: 'signature_delta', signature: block.signature });
      } else if (block.type === 'tool_use') {
        for (const piece of fragmentsOf(JSON.stringify(block.input), cuts)) {
          delta({ type: 'input_json_delta', partial_json: piece });
        }
      }
      payloads.push({ type: 'content_block_stop', index });
    });
    payloads.push({
      type: 'message_delta',
      delta: { stop_reason: body.stop_reason, stop_sequence: body.stop_sequence },
      usage: { output_tokens: body.usage.output_tokens },
    });
    payloads.push({ type: 'message_stop' });
    return { body, stream: events(...payloads) };
  });

describe('messages protocol: round trips (properties)', () => {
  const call = callOf({ stream: true, messages: [] });

  it('body → stream → body gives the body back, and the same answer', () => {
    fc.assert(
      fc.property(bodyArbitrary, (body) => {
        const stream = messages.eventsFromJson(body, call);
        expect(messages.findMalformedEvent(stream)).toBeUndefined();
        expect(messages.jsonFromEvents(stream)).toEqual(body);
        expect(messages.assembleEvents(stream)).toEqual(messages.assembleJson(body));
      }),
    );
  });

  it('a fragmented stream → body says what the stream said, and streams back to the same body', () => {
    fc.assert(
      fc.property(streamArbitrary, ({ body, stream }) => {
        expect(messages.findMalformedEvent(stream)).toBeUndefined();
        const rebuilt = messages.jsonFromEvents(stream);
        expect(rebuilt).toEqual(body);
        expect(messages.assembleJson(rebuilt)).toEqual(messages.assembleEvents(stream));
        expect(messages.jsonFromEvents(messages.eventsFromJson(rebuilt, call))).toEqual(rebuilt);
      }),
    );
  });

  it('the SDK accumulates fragmented streams and converted bodies as jsonFromEvents does', async () => {
    await fc.assert(
      fc.asyncProperty(streamArbitrary, async ({ body, stream }) => {
        expect(await accumulateWithSdk(stream)).toEqual(messages.jsonFromEvents(stream));
        expect(await accumulateWithSdk(messages.eventsFromJson(body, call))).toEqual(body);
      }),
      { numRuns: 50 },
    );
  });
});

describe('messages protocol: malformed streams', () => {
  const start = toolStream[0] ?? '';
  it('names an error event, with its type and message', () => {
    const stream = [
      start,
      JSON.stringify({
        type: 'error',
        error: { type: 'overloaded_error', message: 'Overloaded' },
      }),
    ];
    expect(messages.findMalformedEvent(stream)).toEqual({
      index: 1,
      reason: 'is an error: overloaded_error: Overloaded',
    });
  });

  it('names a payload that is not JSON, not an event, a second message or after message_stop', () => {
    expect(messages.findMalformedEvent([start, '{"type":"ping"'])).toMatchObject({
      index: 1,
      reason: expect.stringMatching(/^is not JSON/) as unknown,
    });
    expect(messages.findMalformedEvent([start, '[]'])).toEqual({
      index: 1,
      reason: 'is not a JSON object',
    });
    expect(messages.findMalformedEvent([start, '{"index":0}'])).toEqual({
      index: 1,
      reason: 'has no event type',
    });
    // The live provider checks one event at a time: a lone content event is not malformed.
    for (const payload of toolStream)
      expect(messages.findMalformedEvent([payload])).toBeUndefined();
    expect(messages.findMalformedEvent([...toolStream, '{"type":"ping"}'])).toEqual({
      index: toolStream.length,
      reason: 'follows message_stop',
    });
    expect(messages.findMalformedEvent([start, start])).toEqual({
      index: 1,
      reason: 'starts a second message',
    });
    expect(messages.findMalformedEvent(toolStream)).toBeUndefined();
    expect(messages.isFinalEvent('not json')).toBe(false);
  });
});

/** A request as Claude Code sends one, in its noisy detail. */
function claudeCodeRequest(
  options: {
    userId?: string;
    cch?: string;
    breakpoint?: number;
    temperature?: number;
    workspace?: string;
  } = {},
): Record<string, unknown> {
  const workspace = options.workspace ?? '/tmp/verdict-run-a/work';
  const marker = { type: 'ephemeral' };
  const conversation: Array<Record<string, unknown>> = [
    { role: 'user', content: [{ type: 'text', text: `Fix the failing test in ${workspace}.` }] },
    {
      role: 'assistant',
      content: [
        { type: 'text', text: 'Reading it.' },
        {
          type: 'tool_use',
          id: 'toolu_01A',
          name: 'Read',
          input: { file_path: `${workspace}/a.ts` },
        },
      ],
    },
    {
      role: 'user',
      content: [
        {
          type: 'tool_result',
          tool_use_id: 'toolu_01A',
          content: [{ type: 'text', text: 'export const a = 1;' }],
          is_error: false,
        },
      ],
    },
  ];
  const breakpoint = options.breakpoint ?? 2;
  const messagesWithMarker = conversation.map((message, index) => {
    if (index !== breakpoint) return message;
    const blocks = message.content as Array<Record<string, unknown>>;
    const last = blocks.at(-1) ?? {};
    // Claude Code marks the tool result's own text on some turns, the block on others.
    const marked =
      last.type === 'tool_result'
        ? {
            ...last,
            content: (last.content as Array<Record<string, unknown>>).map((block) => ({
              ...block,
              cache_control: marker,
            })),
          }
        : { ...last, cache_control: marker };
    return { ...message, content: [...blocks.slice(0, -1), marked] };
  });
  return {
    model: 'claude-sonnet-4-5-20250929',
    max_tokens: 32_000,
    stream: true,
    temperature: options.temperature ?? 1,
    metadata: {
      user_id: `user_abc_account__session_${options.userId ?? '6f1e9e0e-9c4a-4a39-8f4e-2d1b0c3a7e55'}`,
    },
    system: [
      {
        type: 'text',
        text: `x-anthropic-billing-header: cc_version=2.1.37.${options.cch ?? '0d9'}; cc_entrypoint=cli; cch=${options.cch ?? 'fa690'};`,
      },
      {
        type: 'text',
        text: "You are Claude Code, Anthropic's official CLI for Claude.",
        cache_control: marker,
      },
      { type: 'text', text: `Working directory: ${workspace}`, cache_control: marker },
    ],
    messages: messagesWithMarker,
    tools: [
      {
        name: 'Read',
        description: 'Reads a file.',
        input_schema: {
          type: 'object',
          properties: { file_path: { type: 'string' } },
          required: ['file_path'],
        },
      },
      {
        name: 'Bash',
        description: 'Runs a command.',
        input_schema: { type: 'object', properties: { command: { type: 'string' } } },
        cache_control: marker,
      },
      { type: 'web_search_20250305', name: 'web_search', max_uses: 5 },
    ],
    thinking: { type: 'enabled', budget_tokens: 4_000 },
  };
}

describe('messages protocol: fingerprints', () => {
  const hashOf = (body: Record<string, unknown>, workspace = '/tmp/verdict-run-a/work'): string =>
    hashFingerprint(
      messages.fingerprint(
        callOf(body),
        createNormalizer({ workspaceDir: workspace, tempDirs: [workspace.replace(/\/work$/, '')] }),
      ),
    );
  const base = hashOf(claudeCodeRequest());

  it('reads each field where the spec puts it', () => {
    const fingerprint = messages.fingerprint(callOf(claudeCodeRequest()), identity);
    expect(fingerprint.endpoint).toBe('messages');
    expect(fingerprint.model).toBe('claude-sonnet-4-5-20250929');
    expect(fingerprint.outputLimit).toBe(32_000);
    expect(fingerprint.tools.map((tool) => (tool as { name: string }).name)).toEqual([
      'Read',
      'Bash',
    ]);
    expect(fingerprint.nativeTools).toEqual([
      { type: 'web_search_20250305', name: 'web_search', max_uses: 5 },
    ]);
    expect(fingerprint.answerControls).toEqual({
      thinking: { type: 'enabled', budget_tokens: 4_000 },
    });
    expect(fingerprint.reasoningEffort).toBeNull();
    expect(JSON.stringify(fingerprint)).not.toMatch(/cache_control|user_id|temperature|stream/);
    const withEffort = messages.fingerprint(
      callOf({ messages: [], output_config: { effort: 'high' }, tool_choice: { type: 'any' } }),
      identity,
    );
    expect(withEffort.reasoningEffort).toBe('high');
    expect(withEffort.answerControls).toEqual({ tool_choice: { type: 'any' } });
    expect(withEffort.instructions).toBeNull();
  });

  it('ignores metadata.user_id, temperature, stream and where the cache breakpoints are', () => {
    expect(hashOf(claudeCodeRequest({ userId: 'another-session' }))).toBe(base);
    expect(hashOf(claudeCodeRequest({ temperature: 0.2 }))).toBe(base);
    expect(hashOf({ ...claudeCodeRequest(), stream: false })).toBe(base);
    expect(hashOf(claudeCodeRequest({ breakpoint: 0 }))).toBe(base);
    expect(hashOf(claudeCodeRequest({ breakpoint: 1 }))).toBe(base);
    expect(hashOf({ ...claudeCodeRequest(), cache_control: { type: 'ephemeral' } })).toBe(base);
  });

  it("ignores Claude Code's per-request billing hashes and the run's own paths", () => {
    expect(hashOf(claudeCodeRequest({ cch: '4f3b1' }))).toBe(base);
    const otherRun = '/tmp/verdict-run-b/work';
    expect(hashOf(claudeCodeRequest({ workspace: otherRun }), otherRun)).toBe(base);
  });

  it('keeps an earlier message byte-identical when the breakpoint moves on', () => {
    const before = messages.fingerprint(callOf(claudeCodeRequest({ breakpoint: 1 })), identity);
    const after = messages.fingerprint(callOf(claudeCodeRequest({ breakpoint: 2 })), identity);
    expect(JSON.stringify(after.messages.slice(0, 2))).toBe(
      JSON.stringify(before.messages.slice(0, 2)),
    );
  });

  it('changes with the system prompt, a message, a tool schema, max_tokens, the model, thinking', () => {
    const request = claudeCodeRequest();
    const system = request.system as Array<Record<string, unknown>>;
    const tools = request.tools as Array<Record<string, unknown>>;
    const conversation = request.messages as Array<Record<string, unknown>>;
    const changed: Array<Record<string, unknown>> = [
      { ...request, system: [...system.slice(0, 2), { type: 'text', text: 'Be terse.' }] },
      { ...request, system: 'You are Claude Code.' },
      {
        ...request,
        messages: [...conversation.slice(0, 2), { role: 'user', content: 'Never mind.' }],
      },
      {
        ...request,
        tools: [
          {
            ...tools[0],
            input_schema: { type: 'object', properties: { path: { type: 'string' } } },
          },
          ...tools.slice(1),
        ],
      },
      { ...request, tools: tools.slice(0, 2) },
      { ...request, max_tokens: 16_000 },
      { ...request, model: 'claude-opus-4-1-20250805' },
      { ...request, thinking: { type: 'enabled', budget_tokens: 8_000 } },
      { ...request, tool_choice: { type: 'tool', name: 'Read' } },
      { ...request, stop_sequences: ['###'] },
    ];
    const hashes = changed.map((body) => hashOf(body));
    expect(hashes).not.toContain(base);
    expect(new Set(hashes).size).toBe(changed.length);
  });

  it('never throws on odd input', () => {
    const fingerprint = messages.fingerprint(
      callOf({ messages: 'x', tools: 5, system: 3, max_tokens: 'many', model: 7 }),
      identity,
    );
    expect(fingerprint).toMatchObject({
      model: null,
      instructions: 3,
      messages: [],
      tools: [],
      outputLimit: null,
    });
    expect(
      messages.fingerprint(callOf({ messages: [] }, { routeModel: 'm' }), identity).model,
    ).toBe('m');
  });
});

describe('messages protocol: count_tokens', () => {
  it('estimates deterministically, about four characters a token, whatever the key order', () => {
    const request = claudeCodeRequest();
    const count = messages.countTokens?.(request) as { input_tokens: number };
    const reordered = Object.fromEntries(Object.entries(request).reverse());
    expect(messages.countTokens?.(reordered)).toEqual(count);
    const read = JSON.stringify({
      system: request.system,
      messages: request.messages,
      tools: request.tools,
    }).length;
    expect(count.input_tokens).toBe(Math.ceil(read / 4));
    const longer = {
      ...request,
      messages: [...(request.messages as unknown[]), { role: 'user', content: 'x'.repeat(400) }],
    };
    expect(
      (messages.countTokens?.(longer) as { input_tokens: number }).input_tokens,
    ).toBeGreaterThan(count.input_tokens + 99);
  });
});

describe('messages protocol: scripted answers, errors, upstream', () => {
  const answer = {
    call: 3,
    content: 'Let me look.',
    toolCalls: [
      { id: 'call_4', name: 'read_file', arguments: '{"path":"a.ts"}' },
      { id: 'call_5', name: 'list_files', arguments: '{}' },
    ],
    usage: { inputTokens: 120, outputTokens: 9 },
    model: 'claude-sonnet-4-5',
  };

  it('renders a script turn as a Message with deterministic tool_use ids', async () => {
    const call = callOf({ model: 'claude-sonnet-4-5', messages: [], stream: true });
    const body = messages.renderScripted(answer, call);
    expect(body).toEqual({
      id: 'msg_scripted_3',
      type: 'message',
      role: 'assistant',
      model: 'claude-sonnet-4-5',
      content: [
        { type: 'text', text: 'Let me look.' },
        { type: 'tool_use', id: 'toolu_scripted_4', name: 'read_file', input: { path: 'a.ts' } },
        { type: 'tool_use', id: 'toolu_scripted_5', name: 'list_files', input: {} },
      ],
      stop_reason: 'tool_use',
      stop_sequence: null,
      usage: {
        input_tokens: 120,
        output_tokens: 9,
        cache_read_input_tokens: 0,
        cache_creation_input_tokens: 0,
      },
    });
    expect(JSON.stringify(messages.renderScripted(answer, call))).toBe(JSON.stringify(body));
    const stream = messages.eventsFromJson(body, call);
    expect(await accumulateWithSdk(stream)).toEqual(body);
    expect(messages.assembleEvents(stream).toolCalls).toEqual([
      { id: 'toolu_scripted_4', name: 'read_file', arguments: '{"path":"a.ts"}' },
      { id: 'toolu_scripted_5', name: 'list_files', arguments: '{}' },
    ]);
    const final = messages.renderScripted({ ...answer, content: 'Done.', toolCalls: [] }, call);
    expect(final).toMatchObject({
      stop_reason: 'end_turn',
      content: [{ type: 'text', text: 'Done.' }],
    });
  });

  it('answers errors in the shape Anthropic clients read', () => {
    expect(messages.errorBody(400, 'verdict_replay_divergence', 'messages[3] differs')).toEqual({
      type: 'error',
      error: { type: 'verdict_replay_divergence', message: 'messages[3] differs' },
    });
    expect(messages.errorBody(529, '', 'busy')).toEqual({
      type: 'error',
      error: { type: 'overloaded_error', message: 'busy' },
    });
  });

  it("builds the upstream request with Verdict's key and the agent's version and betas", () => {
    const body = { model: 'claude-sonnet-4-5', max_tokens: 10, messages: [] };
    const request = messages.upstreamRequest(
      'http://127.0.0.1:9/',
      'sk-verdict-live',
      callOf(body, {
        headers: {
          'anthropic-version': '2023-06-01',
          'anthropic-beta': 'interleaved-thinking-2025-05-14',
        },
      }),
    );
    expect(request).toEqual({
      url: 'http://127.0.0.1:9/v1/messages',
      headers: {
        'content-type': 'application/json',
        'x-api-key': 'sk-verdict-live',
        'anthropic-version': '2023-06-01',
        'anthropic-beta': 'interleaved-thinking-2025-05-14',
      },
      body: JSON.stringify(body),
    });
    const plain = messages.upstreamRequest('http://127.0.0.1:9/v1', 'k', callOf(body));
    expect(plain.url).toBe('http://127.0.0.1:9/v1/messages');
    expect(plain.headers).toEqual({
      'content-type': 'application/json',
      'x-api-key': 'k',
      'anthropic-version': '2023-06-01',
    });
    expect(messages.forwardedHeaders).toEqual(['anthropic-version', 'anthropic-beta']);
    expect(messages.isTransientStatus(529)).toBe(true);
    expect(messages.isTransientStatus(400)).toBe(false);
  });
});
