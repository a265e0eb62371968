/**
 * The Responses protocol end to end: the official `openai` SDK as the agent, Verdict's proxy on
 * 127.0.0.1 in each mode, and, for live and record, a small real HTTP upstream speaking Responses
 * (its own SSE written by hand here, not by the module under test). The agent runs a two-turn
 * `previous_response_id` chain: a `read_file` tool call, then the answer.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import OpenAI from 'openai';
import type { Response as ApiResponse } from 'openai/resources/responses/responses';
import { afterEach, describe, expect, it } from 'vitest';
import {
  readCassette,
  serializeCassette,
  type CassetteHeader,
} from '../../../src/provider/cassette.js';
import { LiveProvider } from '../../../src/provider/live.js';
import { createNormalizer } from '../../../src/provider/normalize.js';
import type { ProxyRunTranscript } from '../../../src/provider/proxy-run.js';
import { ProviderProxy } from '../../../src/provider/proxy-server.js';
import { RecordProvider } from '../../../src/provider/record.js';
import { ReplayProvider } from '../../../src/provider/replay.js';
import { ScriptedProvider, type Script } from '../../../src/provider/scripted.js';
import type { ModelProvider } from '../../../src/provider/types.js';
import { useTempDirs } from '../../helpers/temp-dir.js';

type Json = Record<string, unknown>;

const UPSTREAM_KEY = 'verdict-upstream-key-7d1e';
const NOTES = 'ship on Friday';
const ANSWER = `The notes say: ${NOTES}.`;

const makeTempDir = useTempDirs();
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/**
 * A Responses server: the first turn asks for `read_file`, a turn that continues a response it
 * gave (`previous_response_id`) with the tool's output answers in text. Its ids are random per
 * server, as a real provider's are, so two recordings see different ids for the same calls.
 */
class ResponsesUpstream {
  readonly requests: Array<{ headers: IncomingMessage['headers']; body: Json }> = [];
  private readonly given = new Set<string>();
  private readonly salt = randomBytes(4).toString('hex');
  /** Statuses to answer before serving, e.g. one 429. */
  failures: Array<{ status: number; headers: Record<string, string> }> = [];

  private constructor(private readonly server: Server) {}

  static async start(): Promise<ResponsesUpstream> {
    const server = createServer();
    const upstream = new ResponsesUpstream(server);
    server.on('request', (request, response) => {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json;
        upstream.requests.push({ headers: request.headers, body });
        const failure = upstream.failures.shift();
        if (failure !== undefined) {
          response.writeHead(failure.status, {
            'content-type': 'application/json',
            ...failure.headers,
          });
          response.end(
            JSON.stringify({ error: { message: 'slow down', type: 'rate_limit', code: null } }),
          );
          return;
        }
        const answer = upstream.answer(body);
        if (body.stream !== true) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(answer));
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const event of upstream.streamOf(answer)) {
          response.write(`event: ${String(event.type)}\ndata: ${JSON.stringify(event)}\n\n`);
        }
        response.end();
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
    return upstream;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  private answer(body: Json): Json {
    const number = this.requests.length;
    const id = `resp_${this.salt}_${number}`;
    this.given.add(id);
    const previous = body.previous_response_id;
    const continues = typeof previous === 'string' && this.given.has(previous);
    const output = continues
      ? [
          {
            id: `msg_${this.salt}_${number}`,
            type: 'message',
            status: 'completed',
            role: 'assistant',
            content: [{ type: 'output_text', text: ANSWER, annotations: [] }],
          },
        ]
      : [
          {
            id: `fc_${this.salt}_${number}`,
            type: 'function_call',
            status: 'completed',
            call_id: 'call_notes_1',
            name: 'read_file',
            arguments: '{"path":"notes.txt"}',
          },
        ];
    return {
      id,
      object: 'response',
      created_at: 1_700_000_000 + number,
      status: 'completed',
      model: String(body.model),
      previous_response_id: continues ? previous : null,
      output,
      usage: {
        input_tokens: 300,
        input_tokens_details: { cached_tokens: 256 },
        output_tokens: 20,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: 320,
      },
    };
  }

  /** The server's stream: text and arguments in fragments, numbered events, completed last. */
  private streamOf(answer: Json): Json[] {
    const events: Json[] = [];
    const push = (type: string, fields: Json): void => {
      events.push({ type, sequence_number: events.length, ...fields });
    };
    const open = { ...answer, status: 'in_progress', output: [], usage: null };
    push('response.created', { response: open });
    push('response.in_progress', { response: open });
    (answer.output as Json[]).forEach((item, output_index) => {
      const item_id = item.id;
      if (item.type === 'message') {
        const text = ANSWER;
        push('response.output_item.added', {
          output_index,
          item: { ...item, status: 'in_progress', content: [] },
        });
        const part = { type: 'output_text', text: '', annotations: [] };
        push('response.content_part.added', { item_id, output_index, content_index: 0, part });
        for (const delta of [text.slice(0, 9), text.slice(9)]) {
          push('response.output_text.delta', { item_id, output_index, content_index: 0, delta });
        }
        push('response.output_text.done', { item_id, output_index, content_index: 0, text });
      } else {
        const args = String(item.arguments);
        push('response.output_item.added', {
          output_index,
          item: { ...item, status: 'in_progress', arguments: '' },
        });
        for (const delta of [args.slice(0, 5), args.slice(5)]) {
          push('response.function_call_arguments.delta', { item_id, output_index, delta });
        }
        push('response.function_call_arguments.done', { item_id, output_index, arguments: args });
      }
      push('response.output_item.done', { output_index, item });
    });
    push('response.completed', { response: answer });
    return events;
  }
}

const instructions = 'You read notes and report what they say.';
const tools = [
  {
    type: 'function' as const,
    name: 'read_file',
    description: 'Read a file of the workspace.',
    parameters: {
      type: 'object',
      properties: { path: { type: 'string' } },
      required: ['path'],
      additionalProperties: false,
    },
    strict: true,
  },
];

/** One turn through the official client, streamed (the SDK's accumulator) or not. */
async function ask(client: OpenAI, params: Json, stream: boolean): Promise<ApiResponse> {
  const request = { model: 'test-model', instructions, tools, store: false, ...params };
  if (!stream) return client.responses.create(request as never);
  return client.responses.stream(request as never).finalResponse();
}

interface AgentRun {
  answer: string;
  responses: ApiResponse[];
  transcript: ProxyRunTranscript;
}

/** The agent: ask, run the tool it asks for, continue the response with the tool's output. */
async function runAgent(
  provider: ModelProvider,
  options: { stream: boolean; instructionsSuffix?: string },
): Promise<AgentRun> {
  const proxy = await ProviderProxy.start();
  cleanups.push(() => proxy.close());
  const run = proxy.openRun({ provider, model: 'test-model' });
  const client = new OpenAI({ baseURL: proxy.baseUrl, apiKey: run.token, maxRetries: 0 });
  const suffix = options.instructionsSuffix ?? '';
  const responses: ApiResponse[] = [];
  try {
    const first = await ask(
      client,
      {
        instructions: instructions + suffix,
        input: [{ role: 'user', content: 'What do the notes say?' }],
        prompt_cache_key: `session-${randomBytes(4).toString('hex')}`,
      },
      options.stream,
    );
    responses.push(first);
    const call = first.output.find((item) => item.type === 'function_call');
    if (call === undefined) throw new Error('the model asked for no tool');
    const second = await ask(
      client,
      {
        instructions: instructions + suffix,
        previous_response_id: first.id,
        input: [{ type: 'function_call_output', call_id: call.call_id, output: NOTES }],
        prompt_cache_key: `session-${randomBytes(4).toString('hex')}`,
      },
      options.stream,
    );
    responses.push(second);
    return { answer: second.output_text, responses, transcript: await run.finish() };
  } catch (error) {
    return { answer: `error: ${String(error)}`, responses, transcript: await run.finish() };
  }
}

const header: CassetteHeader = {
  format: 'cassette/v2',
  suiteId: 'responses-tests',
  suiteVersion: '1.0.0',
  taskId: 'read-notes',
  configHash: 'cfg-0001',
  harnessVersion: '0.1.0',
};

const normalize = createNormalizer({ workspaceDir: '/tmp/verdict-responses-int' });

async function live(): Promise<{ upstream: ResponsesUpstream; provider: LiveProvider }> {
  const upstream = await ResponsesUpstream.start();
  const provider = new LiveProvider({
    upstreams: { openai: { baseUrl: upstream.baseUrl, apiKey: UPSTREAM_KEY } },
    backoffBaseMs: 1,
    headersTimeoutMs: 5_000,
    idleTimeoutMs: 5_000,
  });
  return { upstream, provider };
}

async function record(file: string, stream: boolean): Promise<AgentRun> {
  const { provider } = await live();
  const recorder = new RecordProvider(provider, {
    file,
    header,
    normalize,
    secrets: [UPSTREAM_KEY],
  });
  return runAgent(recorder, { stream });
}

async function replay(
  file: string,
  options: { stream: boolean; instructionsSuffix?: string },
): Promise<AgentRun> {
  const { calls } = await readCassette(file);
  return runAgent(new ReplayProvider(calls, normalize), options);
}

describe('Responses through the proxy: scripted', () => {
  const script: Script = {
    format: 'script/v1',
    turns: [
      { toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] },
      { content: ANSWER },
    ],
  };

  it.each([false, true])('answers the chain from the script (stream: %s)', async (stream) => {
    const run = await runAgent(new ScriptedProvider(script, { taskId: 'read-notes' }), { stream });
    expect(run.answer).toBe(ANSWER);
    expect(run.transcript.stop).toBeUndefined();
    const [first, second] = run.responses;
    expect(first?.id).toBe('resp_scripted_1');
    const call = first?.output[0];
    expect(call).toMatchObject({ type: 'function_call', name: 'read_file' });
    if (call?.type === 'function_call') {
      expect(JSON.parse(call.arguments)).toEqual({ path: 'notes.txt' });
      expect(call.id).toBe(`fc_scripted_${call.call_id}`);
    }
    expect(second?.id).toBe('resp_scripted_2');
    expect(run.transcript.calls.map((record) => record.assembled?.responseId)).toEqual([
      'resp_scripted_1',
      'resp_scripted_2',
    ]);
    expect(run.transcript.calls[1]?.request.previous_response_id).toBe('resp_scripted_1');
    expect(run.transcript.toolCalls).toBe(1);
    expect(run.transcript.calls[0]?.response?.kind).toBe(stream ? 'sse' : 'json');
  });

  it('answers a freeform tool (Codex apply_patch) with a custom_tool_call of the raw text', async () => {
    const patch = '*** Begin Patch\n*** Add File: notes.txt\n+ship on Friday\n*** End Patch\n';
    const provider = new ScriptedProvider(
      { format: 'script/v1', turns: [{ toolCalls: [{ name: 'apply_patch', arguments: patch }] }] },
      { taskId: 'read-notes' },
    );
    const proxy = await ProviderProxy.start();
    cleanups.push(() => proxy.close());
    const run = proxy.openRun({ provider, model: 'test-model' });
    const client = new OpenAI({ baseURL: proxy.baseUrl, apiKey: run.token, maxRetries: 0 });
    const stream = client.responses.stream({
      model: 'test-model',
      input: 'Add the notes.',
      tools: [{ type: 'custom', name: 'apply_patch', description: 'Edit files with a patch.' }],
    });
    const inputDeltas: string[] = [];
    stream.on('response.custom_tool_call_input.delta', (event) => inputDeltas.push(event.delta));
    const response = await stream.finalResponse();
    expect(response.output).toMatchObject([
      { type: 'custom_tool_call', name: 'apply_patch', input: patch },
    ]);
    expect(inputDeltas.join('')).toBe(patch);
    const transcript = await run.finish();
    expect(transcript.calls[0]?.assembled?.toolCalls).toMatchObject([
      { name: 'apply_patch', arguments: patch },
    ]);
  });
});

describe('Responses through the proxy: live', () => {
  it('retries a 429 after its Retry-After and passes the answer through with the upstream key', async () => {
    const { upstream, provider } = await live();
    upstream.failures.push({ status: 429, headers: { 'retry-after': '1' } });
    const started = performance.now();
    const run = await runAgent(provider, { stream: true });
    expect(run.answer).toBe(ANSWER);
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
    expect(run.transcript.stop).toBeUndefined();
    expect(run.transcript.calls.map((record) => record.attempts)).toEqual([2, 1]);
    expect(upstream.requests).toHaveLength(3);
    for (const { headers } of upstream.requests) {
      expect(headers.authorization).toBe(`Bearer ${UPSTREAM_KEY}`);
    }
    // The body goes upstream as the agent sent it, previous_response_id and all.
    const [first, second] = run.responses;
    expect(upstream.requests[2]?.body).toMatchObject({
      previous_response_id: first?.id,
      input: [{ type: 'function_call_output', call_id: 'call_notes_1', output: NOTES }],
      stream: true,
    });
    expect(second?.previous_response_id).toBe(first?.id);
    expect(run.transcript.calls[0]?.assembled).toMatchObject({
      toolCalls: [{ id: 'call_notes_1', name: 'read_file', arguments: '{"path":"notes.txt"}' }],
      usage: { inputTokens: 300, outputTokens: 20, cachedInputTokens: 256 },
      responseId: first?.id,
    });
    expect(run.transcript.usage).toMatchObject({ inputTokens: 600, cachedInputTokens: 512 });
  });
});

describe('Responses through the proxy: record, then replay', () => {
  it('replays a recorded previous_response_id chain with no divergence, streamed or not', async () => {
    const dir = await makeTempDir();
    const file = path.join(dir, 'read-notes.jsonl');
    const recorded = await record(file, true);
    expect(recorded.answer).toBe(ANSWER);
    expect(recorded.transcript.stop).toBeUndefined();

    const cassette = await readCassette(file);
    expect(cassette.calls).toHaveLength(2);
    // The second call names the first by its number, not by the upstream's generated id.
    expect(cassette.calls[1]?.fingerprint.answerControls.previous_response_id).toBe('<call 1>');

    // Another recording sees other response ids and session keys, yet the same fingerprints.
    const again = path.join(dir, 'again.jsonl');
    await record(again, true);
    const hashes = (await readCassette(again)).calls.map((call) => call.sha256);
    expect(hashes).toEqual(cassette.calls.map((call) => call.sha256));

    for (const stream of [true, false]) {
      const replayed = await replay(file, { stream });
      expect(replayed.transcript.stop).toBeUndefined();
      expect(replayed.answer).toBe(ANSWER);
      expect(replayed.responses.map((response) => response.id)).toEqual(
        recorded.responses.map((response) => response.id),
      );
      expect(replayed.transcript.calls.map((call) => call.assembled)).toEqual(
        recorded.transcript.calls.map((call) => call.assembled),
      );
    }
  });

  it('records a non-streamed chain that replays to a streaming agent', async () => {
    const file = path.join(await makeTempDir(), 'read-notes.jsonl');
    const recorded = await record(file, false);
    expect(recorded.transcript.calls[0]?.response?.kind).toBe('json');
    const replayed = await replay(file, { stream: true });
    expect(replayed.transcript.stop).toBeUndefined();
    expect(replayed.answer).toBe(ANSWER);
    expect(replayed.transcript.calls[1]?.response?.kind).toBe('sse');
  });

  it('diverges on changed instructions, naming the field', async () => {
    const file = path.join(await makeTempDir(), 'read-notes.jsonl');
    await record(file, true);
    const replayed = await replay(file, { stream: true, instructionsSuffix: ' Be terse.' });
    expect(replayed.answer).toMatch(/^error:/);
    expect(replayed.transcript.stop).toMatchObject({
      kind: 'replay_divergence',
      call: 1,
      field: 'instructions',
    });
  });

  it('diverges on a tampered cassette, naming the field of the tampered input item', async () => {
    const file = path.join(await makeTempDir(), 'read-notes.jsonl');
    await record(file, true);
    // Edited through the codec, so its digests stay consistent: replay must still see the change.
    const cassette = await readCassette(file);
    const toolOutput = cassette.calls[1]?.fingerprint.messages[0] as Json;
    expect(toolOutput).toEqual({
      type: 'function_call_output',
      call_id: 'call_notes_1',
      output: NOTES,
    });
    toolOutput.output = 'ship on Monday';
    await writeFile(file, serializeCassette(cassette.header, cassette.calls));
    const replayed = await replay(file, { stream: true });
    expect(replayed.answer).toMatch(/^error:/);
    expect(replayed.transcript.stop).toMatchObject({
      kind: 'replay_divergence',
      call: 2,
      field: 'messages[0].output',
    });
  });
});
