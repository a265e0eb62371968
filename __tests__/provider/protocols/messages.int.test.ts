import Anthropic from '@anthropic-ai/sdk';
import { randomUUID } from 'node:crypto';
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readCassette,
  writeCassette,
  type CassetteHeader,
} from '../../../src/provider/cassette.js';
import { LiveProvider } from '../../../src/provider/live.js';
import { createNormalizer } from '../../../src/provider/normalize.js';
import { messagesProtocol } from '../../../src/provider/protocols/messages.js';
import type { ProxyRunTranscript } from '../../../src/provider/proxy-run.js';
import { ProviderProxy } from '../../../src/provider/proxy-server.js';
import { RecordProvider } from '../../../src/provider/record.js';
import { ReplayProvider } from '../../../src/provider/replay.js';
import { ScriptedProvider, type Script } from '../../../src/provider/scripted.js';
import type { ModelProvider } from '../../../src/provider/types.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const MODEL = 'claude-sonnet-4-6';
const BETA = 'interleaved-thinking-2025-05-14';
const UPSTREAM_KEY = 'sk-ant-upstream-test-0123456789';

const TOOLS: Anthropic.Tool[] = [
  {
    name: 'list_files',
    description: 'Lists the files of the workspace.',
    input_schema: { type: 'object', properties: {} },
  },
  {
    name: 'read_file',
    description: 'Reads a file of the workspace.',
    input_schema: {
      type: 'object',
      properties: { path: { type: 'string' } },
      required: ['path'],
    },
  },
];

/**
 * Claude Code's beta client sends `?beta=true`; this SDK version's beta client no longer does, so
 * the agent adds it as Claude Code sends it.
 */
const CLAUDE_CODE_BETA_ROUTE = { query: { beta: 'true' } };

/** The task's workspace, as the tools see it. */
const FILES: Record<string, string> = { 'notes.txt': 'ship on Friday\n', 'README.md': '# demo\n' };

function runTool(use: { name: string; input: unknown }): string {
  if (use.name === 'list_files') return Object.keys(FILES).join('\n');
  const file = (use.input as { path?: string }).path ?? '';
  return FILES[file] ?? `no such file: ${file}`;
}

/** How the agent calls the model on a turn: the three ways the SDK has. */
type Method = 'create' | 'stream' | 'beta';

interface AgentOptions {
  /** The run's workspace, which the system prompt names (as Claude Code's does). */
  workspace: string;
  /** The method of each turn, in rotation. */
  methods: Method[];
  /** Cache breakpoints on the newest N messages; Claude Code moves them every request. */
  breakpoints?: number;
  temperature?: number;
  /** A harness change: the user's prompt. */
  prompt?: string;
}

interface AgentResult {
  answer: string;
  toolUses: Array<{ id: string; name: string; input: unknown }>;
  tokenCounts: number[];
}

/** The conversation with cache breakpoints on the last block of the newest `count` messages. */
function withBreakpoints(
  messages: readonly Anthropic.MessageParam[],
  count: number,
): Anthropic.MessageParam[] {
  return messages.map((message, index) => {
    if (index < messages.length - count || typeof message.content === 'string') return message;
    const blocks = [...message.content];
    const last = blocks.at(-1);
    if (last !== undefined && last.type !== 'thinking' && last.type !== 'redacted_thinking') {
      blocks[blocks.length - 1] = { ...last, cache_control: { type: 'ephemeral' } };
    }
    return { ...message, content: blocks } as Anthropic.MessageParam;
  });
}

/**
 * A small coding agent on the official Anthropic SDK, behaving as Claude Code does on the wire: a
 * session id in `metadata.user_id`, the workspace in the system prompt, moving cache breakpoints,
 * a `count_tokens` call before each turn, and `?beta=true` requests with `anthropic-beta`.
 */
async function runAgent(client: Anthropic, options: AgentOptions): Promise<AgentResult> {
  const system: Anthropic.TextBlockParam[] = [
    { type: 'text', text: 'You are a careful coding agent.' },
    {
      type: 'text',
      text: `Working directory: ${options.workspace}`,
      cache_control: { type: 'ephemeral' },
    },
  ];
  const conversation: Anthropic.MessageParam[] = [
    { role: 'user', content: options.prompt ?? 'What do the notes say?' },
  ];
  const toolUses: AgentResult['toolUses'] = [];
  const tokenCounts: number[] = [];
  const sessionId = randomUUID();
  for (let turn = 0; turn < 6; turn += 1) {
    const messages = withBreakpoints(conversation, options.breakpoints ?? 1);
    const counted =
      turn % 2 === 0
        ? await client.messages.countTokens({ model: MODEL, system, messages, tools: TOOLS })
        : await client.beta.messages.countTokens(
            { model: MODEL, system, messages, tools: TOOLS },
            CLAUDE_CODE_BETA_ROUTE,
          );
    tokenCounts.push(counted.input_tokens);
    const params = {
      model: MODEL,
      max_tokens: 1024,
      system,
      messages,
      tools: TOOLS,
      temperature: options.temperature ?? 1,
      metadata: { user_id: `user_0123_account__session_${sessionId}` },
    };
    const method = options.methods[turn % options.methods.length] ?? 'create';
    let message: { content: Anthropic.ContentBlock[] };
    if (method === 'create') {
      message = await client.messages.create(params);
    } else if (method === 'stream') {
      message = await client.messages.stream(params).finalMessage();
    } else {
      const beta = await client.beta.messages.create(
        { ...params, betas: [BETA] },
        CLAUDE_CODE_BETA_ROUTE,
      );
      message = { content: beta.content as Anthropic.ContentBlock[] };
    }
    conversation.push({ role: 'assistant', content: message.content });
    const uses = message.content.filter((block) => block.type === 'tool_use');
    if (uses.length === 0) {
      const answer = message.content
        .map((block) => (block.type === 'text' ? block.text : ''))
        .join('');
      return { answer, toolUses, tokenCounts };
    }
    toolUses.push(...uses.map(({ id, name, input }) => ({ id, name, input })));
    conversation.push({
      role: 'user',
      content: uses.map((use) => ({
        type: 'tool_result' as const,
        tool_use_id: use.id,
        content: runTool(use),
        is_error: false,
      })),
    });
  }
  throw new Error('the agent did not finish in 6 turns');
}

const script: Script = {
  format: 'script/v1',
  turns: [
    { toolCalls: [{ name: 'list_files', arguments: {} }] },
    {
      content: 'Reading it.',
      toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }],
    },
    { content: 'The notes say: ship on Friday.' },
  ],
};

const header: CassetteHeader = {
  format: 'cassette/v2',
  suiteId: 'messages-tests',
  suiteVersion: '1.0.0',
  taskId: 'read-notes',
  configHash: 'cfg-0001',
  harnessVersion: '0.1.0',
};

const normalizerFor = (workspace: string) =>
  createNormalizer({ workspaceDir: workspace, tempDirs: [os.tmpdir()] });

interface Session {
  result?: AgentResult;
  error?: unknown;
  transcript: ProxyRunTranscript;
  /** The requests the agent's SDK sent to the proxy: path and query, and headers. */
  sent: Array<{ url: string; headers: Headers }>;
}

/** One run: a proxy, a run served by `provider`, and the agent pointed at it with the run token. */
async function runSession(
  provider: ModelProvider,
  options: Omit<AgentOptions, 'workspace'> & { workspace?: string },
): Promise<Session> {
  const proxy = await ProviderProxy.start();
  cleanups.push(() => proxy.close());
  const run = proxy.openRun({ provider, model: MODEL });
  const sent: Session['sent'] = [];
  // No client retries: every upstream attempt counted is the proxy's own.
  const client = new Anthropic({
    baseURL: proxy.rootUrl,
    apiKey: run.token,
    maxRetries: 0,
    fetch: (url: string | URL | Request, init?: RequestInit) => {
      const target = new URL(url instanceof Request ? url.url : url);
      sent.push({ url: target.pathname + target.search, headers: new Headers(init?.headers) });
      return fetch(url, init);
    },
  });
  const workspace = options.workspace ?? (await makeTempDir());
  try {
    const result = await runAgent(client, { ...options, workspace });
    return { result, sent, transcript: await run.finish() };
  } catch (error) {
    return { error, sent, transcript: await run.finish() };
  }
}

describe('Messages through the proxy, scripted', () => {
  it('answers the SDK in JSON, as a stream and on ?beta=true, and the transcript has the tool calls', async () => {
    const { result, error, transcript, sent } = await runSession(
      new ScriptedProvider(script, { taskId: header.taskId }),
      { methods: ['create', 'stream', 'beta'] },
    );
    expect(error).toBeUndefined();
    expect(sent.map((request) => request.url)).toEqual([
      '/v1/messages/count_tokens',
      '/v1/messages',
      '/v1/messages/count_tokens?beta=true',
      '/v1/messages',
      '/v1/messages/count_tokens',
      '/v1/messages?beta=true',
    ]);
    expect(result?.answer).toBe('The notes say: ship on Friday.');
    expect(result?.toolUses).toEqual([
      { id: 'toolu_scripted_1', name: 'list_files', input: {} },
      { id: 'toolu_scripted_2', name: 'read_file', input: { path: 'notes.txt' } },
    ]);
    expect(transcript.stop).toBeUndefined();
    // count_tokens calls are answered by the proxy and are not model calls.
    expect(transcript.calls).toHaveLength(3);
    expect(transcript.turns).toBe(3);
    expect(transcript.toolCalls).toBe(2);
    expect(transcript.calls.map((call) => call.response?.kind)).toEqual(['json', 'sse', 'json']);
    expect(transcript.calls.map((call) => call.assembled?.toolCalls)).toEqual([
      [{ id: 'toolu_scripted_1', name: 'list_files', arguments: '{}' }],
      [{ id: 'toolu_scripted_2', name: 'read_file', arguments: '{"path":"notes.txt"}' }],
      [],
    ]);
    expect(transcript.calls.map((call) => call.assembled?.finishReason)).toEqual([
      'tool_use',
      'tool_use',
      'end_turn',
    ]);
    expect(transcript.calls[2]?.assembled?.content).toBe('The notes say: ship on Friday.');
    expect(transcript.usage.callsReporting).toBe(3);
    expect(transcript.usage.cachedInputTokens).toBe(0);
    // The stream went out as named events: the proxy recorded what it framed.
    const events =
      transcript.calls[1]?.response?.kind === 'sse' ? transcript.calls[1].response.events : [];
    expect(events.map((event) => (JSON.parse(event) as { type: string }).type)).toContain(
      'content_block_delta',
    );
  });

  it('counts tokens deterministically, with and without ?beta=true, growing with the conversation', async () => {
    const first = await runSession(new ScriptedProvider(script, { taskId: header.taskId }), {
      methods: ['create'],
    });
    const second = await runSession(new ScriptedProvider(script, { taskId: header.taskId }), {
      methods: ['beta'],
      workspace: '/tmp/verdict-same-workspace',
    });
    const third = await runSession(new ScriptedProvider(script, { taskId: header.taskId }), {
      methods: ['stream'],
      workspace: '/tmp/verdict-same-workspace',
    });
    const counts = first.result?.tokenCounts ?? [];
    expect(counts).toHaveLength(3);
    expect(counts[1]).toBeGreaterThan(counts[0] ?? Infinity);
    expect(counts[2]).toBeGreaterThan(counts[1] ?? Infinity);
    // Same workspace, same conversation: the same counts, whether the SDK used the beta route or not.
    expect(second.result?.tokenCounts).toEqual(third.result?.tokenCounts);
    // The first count is the estimate over exactly what the SDK sent.
    const expected = messagesProtocol.countTokens?.({
      model: MODEL,
      system: [
        { type: 'text', text: 'You are a careful coding agent.' },
        {
          type: 'text',
          text: 'Working directory: /tmp/verdict-same-workspace',
          cache_control: { type: 'ephemeral' },
        },
      ],
      messages: [{ role: 'user', content: 'What do the notes say?' }],
      tools: TOOLS,
    }) as { input_tokens: number };
    expect(second.result?.tokenCounts[0]).toBe(expected.input_tokens);
  });
});

describe('Messages through the proxy, record then replay', () => {
  async function record(file: string, methods: Method[]): Promise<Session> {
    const workspace = await makeTempDir();
    const provider = new RecordProvider(new ScriptedProvider(script, { taskId: header.taskId }), {
      file,
      header,
      normalize: normalizerFor(workspace),
      secrets: [],
    });
    return runSession(provider, { methods, workspace });
  }

  async function replay(file: string, options: Omit<AgentOptions, 'workspace'>): Promise<Session> {
    const workspace = await makeTempDir();
    const { calls } = await readCassette(file);
    return runSession(new ReplayProvider(calls, normalizerFor(workspace)), {
      ...options,
      workspace,
    });
  }

  it('replays with zero divergence in another workspace, session, breakpoints and stream mode', async () => {
    const dir = await makeTempDir();
    const file = path.join(dir, 'read-notes.jsonl');
    const recorded = await record(file, ['create', 'stream', 'beta']);
    expect(recorded.error).toBeUndefined();
    expect(recorded.transcript.stop).toBeUndefined();
    const cassette = await readCassette(file);
    expect(cassette.calls).toHaveLength(3);
    expect(cassette.calls.map((call) => call.fingerprint.endpoint)).toEqual([
      'messages',
      'messages',
      'messages',
    ]);
    const text = await readFile(file, 'utf8');
    expect(text).toContain('<WORKSPACE>');
    expect(text).not.toMatch(/cache_control|user_id|verdict-test-/);

    // Every turn in the other stream mode, breakpoints on two messages, another temperature.
    const replayed = await replay(file, {
      methods: ['stream', 'create', 'stream'],
      breakpoints: 2,
      temperature: 0,
    });
    expect(replayed.error).toBeUndefined();
    expect(replayed.transcript.stop).toBeUndefined();
    expect(replayed.result?.answer).toBe(recorded.result?.answer);
    expect(replayed.result?.toolUses).toEqual(recorded.result?.toolUses);
    // count_tokens is over the request as sent: the extra breakpoints are counted, not answered.
    expect(replayed.result?.tokenCounts[0]).toBe(recorded.result?.tokenCounts[0]);
    expect(replayed.transcript.calls.map((call) => call.response?.kind)).toEqual([
      'sse',
      'json',
      'sse',
    ]);
    expect(replayed.transcript.calls.map((call) => call.assembled?.toolCalls)).toEqual(
      recorded.transcript.calls.map((call) => call.assembled?.toolCalls),
    );

    // A second recording of the same scripted run is byte-identical.
    const again = path.join(dir, 'again.jsonl');
    await record(again, ['create', 'stream', 'beta']);
    expect(await readFile(again, 'utf8')).toBe(text);
  });

  it('diverges on a tampered cassette, naming the field, and tells the SDK why', async () => {
    const dir = await makeTempDir();
    const file = path.join(dir, 'read-notes.jsonl');
    await record(file, ['create']);
    const cassette = await readCassette(file);
    const tampered = cassette.calls.map((call) =>
      call.call === 1
        ? {
            ...call,
            fingerprint: {
              ...call.fingerprint,
              tools: call.fingerprint.tools.map((tool) =>
                (tool as { name: string }).name === 'read_file'
                  ? { ...(tool as object), description: 'Reads a file, with line numbers.' }
                  : tool,
              ),
            },
          }
        : call,
    );
    const tamperedFile = path.join(dir, 'tampered.jsonl');
    await writeCassette(tamperedFile, cassette.header, tampered, { secrets: [] });

    const replayed = await replay(tamperedFile, { methods: ['create'] });
    expect(replayed.transcript.stop).toMatchObject({
      kind: 'replay_divergence',
      call: 1,
      field: 'tools[read_file].description',
    });
    expect(replayed.error).toBeInstanceOf(Anthropic.BadRequestError);
    const apiError = replayed.error as InstanceType<typeof Anthropic.BadRequestError>;
    expect(apiError.error).toMatchObject({
      type: 'error',
      error: { type: 'verdict_replay_divergence' },
    });

    // A harness whose prompt changed diverges on the message, not on noise.
    const changed = await replay(file, {
      methods: ['stream'],
      prompt: 'What does the README say?',
    });
    expect(changed.transcript.stop).toMatchObject({
      kind: 'replay_divergence',
      call: 1,
      field: expect.stringMatching(/^messages\[0\]/) as unknown,
    });
  });
});

/** What the fake upstream does with one request. */
type Reply =
  | { kind: 'answer' }
  | { kind: 'status'; status: number; headers?: Record<string, string>; body: unknown }
  | { kind: 'error-event' };

interface SeenRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
  at: number;
}

/**
 * A real Messages server on 127.0.0.1: it answers like the model of `script` (by how many tool
 * results the conversation holds), in JSON or as a named-event SSE stream with the tool input in
 * fragments and pings between events; before that it plays the failures it was given.
 */
class FakeMessagesUpstream {
  readonly requests: SeenRequest[] = [];

  private constructor(
    private readonly server: Server,
    private readonly replies: Reply[],
  ) {}

  static async start(replies: Reply[]): Promise<FakeMessagesUpstream> {
    const server = createServer();
    const upstream = new FakeMessagesUpstream(server, [...replies]);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      void upstream.handle(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return upstream;
  }

  get rootUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
    this.requests.push({ url: request.url ?? '', headers: request.headers, body, at: Date.now() });
    if (request.headers['x-api-key'] !== UPSTREAM_KEY) {
      respondJson(response, 401, {
        type: 'error',
        error: { type: 'authentication_error', message: 'invalid x-api-key' },
      });
      return;
    }
    const reply = this.replies.shift() ?? { kind: 'answer' };
    if (reply.kind === 'status') {
      respondJson(response, reply.status, reply.body, reply.headers);
      return;
    }
    if (reply.kind === 'error-event') {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(
        sseEvent({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }),
      );
      return;
    }
    const message = modelAnswer(body, this.requests.length);
    if (body.stream !== true) {
      respondJson(response, 200, message);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const event of streamOf(message)) {
      response.write(sseEvent(event));
      await new Promise((resolve) => setImmediate(resolve));
    }
    response.end();
  }
}

function respondJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

const sseEvent = (payload: Record<string, unknown> & { type: string }): string =>
  `event: ${payload.type}\ndata: ${JSON.stringify(payload)}\n\n`;

type UpstreamBlock =
  | { type: 'text'; text: string }
  | { type: 'tool_use'; id: string; name: string; input: Record<string, unknown> };

/** The upstream model's answer, as the script's: by the tool results the conversation holds. */
function modelAnswer(body: Record<string, unknown>, requestNumber: number) {
  const messages = body.messages as Array<{ content: unknown }>;
  const results = messages.filter(
    (message) =>
      Array.isArray(message.content) &&
      (message.content as Array<{ type?: string }>).some((block) => block.type === 'tool_result'),
  ).length;
  const content: UpstreamBlock[] =
    results === 0
      ? [{ type: 'tool_use', id: 'toolu_01Up1', name: 'list_files', input: {} }]
      : results === 1
        ? [
            { type: 'text', text: 'Reading it.' },
            {
              type: 'tool_use',
              id: 'toolu_01Up2',
              name: 'read_file',
              input: { path: 'notes.txt' },
            },
          ]
        : [{ type: 'text', text: 'The notes say: ship on Friday.' }];
  return {
    id: `msg_01Upstream${requestNumber}`,
    type: 'message',
    role: 'assistant',
    model: body.model,
    content,
    stop_reason: results < 2 ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: {
      input_tokens: 40,
      cache_creation_input_tokens: 10,
      cache_read_input_tokens: 2_000,
      output_tokens: 12,
    },
  };
}

/** The stream the API sends for a message: text and tool input in fragments, pings between. */
function streamOf(
  message: ReturnType<typeof modelAnswer>,
): Array<Record<string, unknown> & { type: string }> {
  const events: Array<Record<string, unknown> & { type: string }> = [
    {
      type: 'message_start',
      message: {
        ...message,
        content: [],
        stop_reason: null,
        usage: { ...message.usage, output_tokens: 1 },
      },
    },
    { type: 'ping' },
  ];
  message.content.forEach((block, index) => {
    const pieces = (whole: string): string[] =>
      whole.length < 2 ? [whole] : [whole.slice(0, 3), whole.slice(3)];
    if (block.type === 'text') {
      events.push({
        type: 'content_block_start',
        index,
        content_block: { type: 'text', text: '' },
      });
      for (const text of pieces(block.text)) {
        events.push({ type: 'content_block_delta', index, delta: { type: 'text_delta', text } });
      }
    } else {
      events.push({ type: 'content_block_start', index, content_block: { ...block, input: {} } });
      for (const partial of ['', ...pieces(JSON.stringify(block.input))]) {
        events.push({
          type: 'content_block_delta',
          index,
          delta: { type: 'input_json_delta', partial_json: partial },
        });
      }
    }
    events.push({ type: 'content_block_stop', index });
  });
  events.push(
    {
      type: 'message_delta',
      delta: { stop_reason: message.stop_reason, stop_sequence: null },
      usage: { output_tokens: message.usage.output_tokens },
    },
    { type: 'message_stop' },
  );
  return events;
}

describe('Messages through the proxy, live', () => {
  async function liveSession(replies: Reply[], methods: Method[]) {
    const upstream = await FakeMessagesUpstream.start(replies);
    cleanups.push(() => upstream.close());
    const provider = new LiveProvider({
      upstreams: { anthropic: { baseUrl: upstream.rootUrl, apiKey: UPSTREAM_KEY } },
      backoffBaseMs: 1,
      random: () => 0,
      headersTimeoutMs: 5_000,
      idleTimeoutMs: 5_000,
    });
    const session = await runSession(provider, { methods });
    return { upstream, ...session };
  }

  it("retries a 529 overloaded_error and a 429 with Retry-After, with Verdict's key", async () => {
    const { upstream, result, error, transcript, sent } = await liveSession(
      [
        {
          kind: 'status',
          status: 529,
          body: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
        },
        {
          kind: 'status',
          status: 429,
          headers: { 'retry-after': '1' },
          body: {
            type: 'error',
            error: {
              type: 'rate_limit_error',
              message: 'Number of requests has exceeded your rate limit',
            },
          },
        },
      ],
      ['create', 'stream', 'beta'],
    );
    expect(error).toBeUndefined();
    expect(result?.answer).toBe('The notes say: ship on Friday.');
    expect(result?.toolUses.map((use) => use.id)).toEqual(['toolu_01Up1', 'toolu_01Up2']);
    expect(transcript.stop).toBeUndefined();
    expect(transcript.calls.map((call) => call.attempts)).toEqual([3, 1, 1]);
    // The 429 asked for a second: the third attempt waited for it (the backoff alone is ~0 ms).
    const [, second, third] = upstream.requests;
    expect((third?.at ?? 0) - (second?.at ?? 0)).toBeGreaterThanOrEqual(950);

    expect(upstream.requests).toHaveLength(5);
    // The agent's SDK used the beta route on its third turn; upstream, the beta is the header's.
    const modelCalls = sent.filter((request) => !request.url.includes('count_tokens'));
    expect(modelCalls.map((request) => request.url)).toEqual([
      '/v1/messages',
      '/v1/messages',
      '/v1/messages?beta=true',
    ]);
    const agentVersion = modelCalls[0]?.headers.get('anthropic-version');
    expect(agentVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const seen of upstream.requests) {
      expect(seen.url).toBe('/v1/messages');
      expect(seen.headers['x-api-key']).toBe(UPSTREAM_KEY);
      expect(seen.headers['anthropic-version']).toBe(agentVersion);
      expect(seen.headers.authorization).toBeUndefined();
      expect(JSON.stringify(seen.headers)).not.toContain('verdict-run-');
    }
    // Only the beta call named a beta; it went upstream with it.
    expect(upstream.requests.map((seen) => seen.headers['anthropic-beta'])).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      BETA,
    ]);
    // The stream went through as it came, tool input fragments concatenated in the transcript.
    expect(transcript.calls[1]?.response?.kind).toBe('sse');
    expect(transcript.calls[1]?.assembled).toEqual({
      content: 'Reading it.',
      toolCalls: [{ id: 'toolu_01Up2', name: 'read_file', arguments: '{"path":"notes.txt"}' }],
      finishReason: 'tool_use',
      usage: { inputTokens: 40 + 10 + 2_000, outputTokens: 12, cachedInputTokens: 2_000 },
    });
    expect(transcript.usage.cachedInputTokens).toBe(3 * 2_000);
  });

  it('retries a stream that opens with an error event', async () => {
    const { upstream, result, transcript } = await liveSession(
      [{ kind: 'error-event' }],
      ['stream'],
    );
    expect(result?.answer).toBe('The notes say: ship on Friday.');
    expect(transcript.calls.map((call) => call.attempts)).toEqual([2, 1, 1]);
    expect(upstream.requests).toHaveLength(4);
  });
});
