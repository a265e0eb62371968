/**
 * The Gemini protocol through the real proxy, driven by the official `@google/genai` SDK: a small
 * agent loop (system instruction, function declarations, tool results sent back by id) against the
 * scripted, record, replay and live providers, the last one against a real HTTP server on
 * 127.0.0.1 that answers as Gemini does.
 */
import {
  ApiError,
  GoogleGenAI,
  type Content,
  type GenerateContentConfig,
  type GenerateContentResponse,
  type Part,
} from '@google/genai';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCassette, type CassetteHeader } from '../../../src/provider/cassette.js';
import { hashFingerprint } from '../../../src/provider/fingerprint.js';
import { LiveProvider } from '../../../src/provider/live.js';
import { createNormalizer, createPathTokens } from '../../../src/provider/normalize.js';
import type { ProxyRunTranscript } from '../../../src/provider/proxy-run.js';
import { ProviderProxy } from '../../../src/provider/proxy-server.js';
import { RecordProvider } from '../../../src/provider/record.js';
import { ReplayProvider } from '../../../src/provider/replay.js';
import { ScriptedProvider, type Script } from '../../../src/provider/scripted.js';
import type { ModelProvider } from '../../../src/provider/types.js';
import { useTempDirs, writeTree } from '../../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const MODEL = 'gemini-2.5-flash';

const proxies: ProviderProxy[] = [];
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    }),
  );
});

const script: Script = {
  format: 'script/v1',
  turns: [
    {
      content: 'Let me look at the workspace first.',
      toolCalls: [
        { name: 'list_directory', arguments: { dir_path: '.' } },
        { name: 'read_file', arguments: { file_path: '<WORKSPACE>/notes.txt' } },
      ],
    },
    { content: 'The notes say: ship on Friday.' },
  ],
};

const header: CassetteHeader = {
  format: 'cassette/v2',
  suiteId: 'gemini-proxy-tests',
  suiteVersion: '1.0.0',
  taskId: 'read-notes',
  configHash: 'cfg-gemini-1',
  harnessVersion: '0.1.0',
};

async function makeWorkspace(): Promise<string> {
  const workspace = path.join(await makeTempDir(), 'work');
  await writeTree(workspace, { 'notes.txt': 'ship on Friday\n', 'README.md': '# demo\n' });
  return workspace;
}

function configFor(workspace: string, toolDescription = 'Reads a file.'): GenerateContentConfig {
  return {
    systemInstruction: `You are a coding agent. Today's date is ${new Date().toDateString()}. The workspace is ${workspace}.`,
    maxOutputTokens: 2_048,
    temperature: 0.3,
    thinkingConfig: { thinkingBudget: 1_024, includeThoughts: true },
    tools: [
      {
        functionDeclarations: [
          {
            name: 'list_directory',
            description: 'Lists a directory.',
            parametersJsonSchema: {
              type: 'object',
              properties: { dir_path: { type: 'string' } },
              required: ['dir_path'],
            },
          },
          {
            name: 'read_file',
            description: toolDescription,
            parametersJsonSchema: {
              type: 'object',
              properties: { file_path: { type: 'string' } },
              required: ['file_path'],
            },
          },
        ],
      },
    ],
  };
}

interface Conversation {
  /** What the SDK handed the loop for each model call: text and function calls. */
  answers: Array<{ text: string; calls: Array<{ id?: string; name?: string; args?: unknown }> }>;
  final: string;
}

/** The model's content of one call: the whole response's, or a stream's parts in order. */
async function askModel(
  ai: GoogleGenAI,
  contents: Content[],
  config: GenerateContentConfig,
  stream: boolean,
): Promise<Part[]> {
  if (!stream) {
    const response = await ai.models.generateContent({ model: MODEL, contents, config });
    return response.candidates?.[0]?.content?.parts ?? [];
  }
  const parts: Part[] = [];
  for await (const chunk of await ai.models.generateContentStream({
    model: MODEL,
    contents,
    config,
  })) {
    parts.push(...(chunk.candidates?.[0]?.content?.parts ?? []));
  }
  return parts;
}

/**
 * A minimal agent on the SDK: asks, runs each function call against the workspace, sends the
 * results back with the call's id, and stops at the first answer without a call.
 */
async function converse(
  ai: GoogleGenAI,
  workspace: string,
  options: { stream: boolean; toolDescription?: string },
): Promise<Conversation> {
  const config = configFor(workspace, options.toolDescription);
  const contents: Content[] = [{ role: 'user', parts: [{ text: 'What do the notes say?' }] }];
  const answers: Conversation['answers'] = [];
  for (let turn = 0; turn < 5; turn += 1) {
    const parts = await askModel(ai, contents, config, options.stream);
    const text = parts
      .filter((part) => part.thought !== true)
      .map((part) => part.text ?? '')
      .join('');
    const calls = parts.flatMap((part) => (part.functionCall ? [part.functionCall] : []));
    answers.push({ text, calls });
    contents.push({ role: 'model', parts });
    if (calls.length === 0) return { answers, final: text };
    const results: Part[] = [];
    for (const call of calls) {
      const args = (call.args ?? {}) as { file_path?: string };
      const output =
        call.name === 'read_file'
          ? await readFile(path.resolve(workspace, args.file_path ?? ''), 'utf8')
          : 'README.md\nnotes.txt';
      results.push({ functionResponse: { id: call.id, name: call.name, response: { output } } });
    }
    contents.push({ role: 'user', parts: results });
  }
  throw new Error('the conversation did not end');
}

interface ProxiedRun {
  conversation?: Conversation;
  error?: unknown;
  transcript: ProxyRunTranscript;
  proxy: ProviderProxy;
}

async function runThroughProxy(
  provider: ModelProvider,
  drive: (ai: GoogleGenAI) => Promise<Conversation>,
): Promise<ProxiedRun> {
  const proxy = await ProviderProxy.start();
  proxies.push(proxy);
  const run = proxy.openRun({ provider, model: MODEL });
  // What an agent gets from the runner: GOOGLE_GEMINI_BASE_URL and the run token as its key.
  const ai = new GoogleGenAI({ apiKey: run.token, httpOptions: { baseUrl: proxy.rootUrl } });
  let conversation: Conversation | undefined;
  let error: unknown;
  try {
    conversation = await drive(ai);
  } catch (caught) {
    error = caught;
  }
  return { conversation, error, transcript: await run.finish(), proxy };
}

function normalizerFor(workspace: string) {
  return createNormalizer({
    workspaceDir: workspace,
    tempDirs: [path.dirname(workspace)],
    rules: [{ preset: 'dates' }],
  });
}

const scripted = (workspace: string) =>
  new ScriptedProvider(script, {
    taskId: header.taskId,
    expand: createPathTokens({ workspaceDir: workspace }).expand,
    normalize: normalizerFor(workspace),
  });

async function record(file: string, stream: boolean): Promise<ProxiedRun> {
  const workspace = await makeWorkspace();
  const provider = new RecordProvider(scripted(workspace), {
    file,
    header,
    normalize: normalizerFor(workspace),
    tokenize: createPathTokens({ workspaceDir: workspace }).tokenize,
    secrets: [],
  });
  return runThroughProxy(provider, (ai) => converse(ai, workspace, { stream }));
}

async function replay(
  file: string,
  stream: boolean,
  toolDescription?: string,
): Promise<ProxiedRun> {
  const workspace = await makeWorkspace();
  const { calls } = await readCassette(file);
  const provider = new ReplayProvider(
    calls,
    normalizerFor(workspace),
    createPathTokens({ workspaceDir: workspace }).expand,
  );
  return runThroughProxy(provider, (ai) => converse(ai, workspace, { stream, toolDescription }));
}

describe.each([
  ['non-streaming', false],
  ['streaming', true],
])('the scripted provider speaking Gemini (%s)', (_name, stream) => {
  it('answers the SDK with the script, and the transcript has its tool calls and usage', async () => {
    const workspace = await makeWorkspace();
    const { conversation, error, transcript } = await runThroughProxy(scripted(workspace), (ai) =>
      converse(ai, workspace, { stream }),
    );
    expect(error).toBeUndefined();
    expect(conversation?.final).toBe('The notes say: ship on Friday.');
    expect(conversation?.answers[0]).toEqual({
      text: 'Let me look at the workspace first.',
      calls: [
        { id: 'call_1', name: 'list_directory', args: { dir_path: '.' } },
        { id: 'call_2', name: 'read_file', args: { file_path: `${workspace}/notes.txt` } },
      ],
    });
    expect(transcript.stop).toBeUndefined();
    expect(transcript.turns).toBe(2);
    expect(transcript.toolCalls).toBe(2);
    const [first, second] = transcript.calls;
    expect(first?.response?.kind).toBe(stream ? 'sse' : 'json');
    expect(first?.assembled?.toolCalls).toEqual([
      { id: 'call_1', name: 'list_directory', arguments: '{"dir_path":"."}' },
      {
        id: 'call_2',
        name: 'read_file',
        arguments: JSON.stringify({ file_path: `${workspace}/notes.txt` }),
      },
    ]);
    expect(second?.assembled).toMatchObject({
      content: 'The notes say: ship on Friday.',
      toolCalls: [],
      finishReason: 'STOP',
    });
    expect(second?.assembled?.usage?.inputTokens).toBeGreaterThan(
      first?.assembled?.usage?.inputTokens ?? Infinity,
    );
    expect(transcript.usage.callsReporting).toBe(2);
  });
});

it('answers countTokens itself, deterministically, without a model call', async () => {
  const workspace = await makeWorkspace();
  const counts: number[] = [];
  const { error, transcript } = await runThroughProxy(scripted(workspace), async (ai) => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const counted = await ai.models.countTokens({
        model: MODEL,
        contents: 'What do the notes say?',
      });
      counts.push(counted.totalTokens ?? -1);
    }
    return converse(ai, workspace, { stream: true });
  });
  expect(error).toBeUndefined();
  expect(counts[0]).toBeGreaterThan(0);
  expect(counts[1]).toBe(counts[0]);
  expect(transcript.turns).toBe(2);
});

describe('record, then replay', () => {
  it('records a cassette that replays with zero divergence, streamed or not, byte-identically twice', async () => {
    const dir = await makeTempDir();
    const file = path.join(dir, 'read-notes.jsonl');
    const recorded = await record(file, true);
    expect(recorded.error).toBeUndefined();
    expect(recorded.transcript.stop).toBeUndefined();
    const text = await readFile(file, 'utf8');
    expect(text).toContain('gemini.generateContent');
    expect(text).toContain('<WORKSPACE>/notes.txt');
    expect(text).not.toContain(dir);
    expect(text).not.toContain('verdict-run-');

    const again = path.join(dir, 'again.jsonl');
    await record(again, true);
    expect(await readFile(again, 'utf8')).toBe(text);

    for (const stream of [true, false]) {
      const replayed = await replay(file, stream);
      expect(replayed.error).toBeUndefined();
      expect(replayed.transcript.stop).toBeUndefined();
      expect(replayed.conversation?.final).toBe(recorded.conversation?.final);
      // A stream recording answers an agent that does not stream, converted by the protocol.
      expect(replayed.transcript.calls.map((call) => call.response?.kind)).toEqual(
        stream ? ['sse', 'sse'] : ['json', 'json'],
      );
      // The same answers, the workspace of the replaying run in place of <WORKSPACE>.
      const assembled = replayed.transcript.calls.map((call) => call.assembled);
      expect(assembled.map((message) => message?.toolCalls.map((tool) => tool.name))).toEqual([
        ['list_directory', 'read_file'],
        [],
      ]);
      expect(assembled[0]?.toolCalls[1]?.arguments).toMatch(/"file_path":"\/.+\/work\/notes\.txt"/);
      expect(assembled.map((message) => message?.usage)).toEqual(
        recorded.transcript.calls.map((call) => call.assembled?.usage),
      );
    }
  });

  it('diverges on a tampered cassette, naming the declaration and its field', async () => {
    const file = path.join(await makeTempDir(), 'read-notes.jsonl');
    await record(file, false);
    const text = await readFile(file, 'utf8');
    // The description is stored once, as a part both requests refer to.
    expect(text.split('"Reads a file."')).toHaveLength(2);
    // Edited with care: each line's sha256 updated to the edited request, so that the file reads.
    const { calls } = await readCassette(file);
    let tampered = text.replace('"Reads a file."', '"Reads any file."');
    for (const call of calls) {
      const edited = structuredClone(call.fingerprint);
      for (const tool of edited.tools as Array<{ name: string; description: string }>) {
        if (tool.name === 'read_file') tool.description = 'Reads any file.';
      }
      tampered = tampered.replace(call.sha256, hashFingerprint(edited));
    }
    await writeFile(file, tampered);
    const replayed = await replay(file, false);
    expect(replayed.transcript.stop).toMatchObject({
      kind: 'replay_divergence',
      call: 1,
      field: 'tools[read_file].description',
      excerpt: {
        path: 'tools[read_file].description',
        hunks: [
          [
            { kind: 'same', text: 'Reads ' },
            { kind: 'removed', text: 'any' },
            { kind: 'added', text: 'a' },
            { kind: 'same', text: ' file.' },
          ],
        ],
      },
    });
    // The agent gets the diagnosis as a Google API error.
    expect(replayed.error).toBeInstanceOf(ApiError);
    expect((replayed.error as ApiError).status).toBe(400);
    expect(JSON.parse((replayed.error as ApiError).message)).toMatchObject({
      error: {
        code: 400,
        status: 'INVALID_ARGUMENT',
        message: expect.stringMatching(
          /^call 1 diverged at tools\[read_file\]\.description/,
        ) as unknown,
        details: [expect.objectContaining({ reason: 'verdict_replay_divergence' })],
      },
    });
  });

  it('diverges when the harness changes a message, naming where', async () => {
    const file = path.join(await makeTempDir(), 'read-notes.jsonl');
    await record(file, true);
    const replayed = await replay(file, true, 'Reads one file.');
    expect(replayed.transcript.stop).toMatchObject({
      kind: 'replay_divergence',
      call: 1,
      field: 'tools[read_file].description',
    });
  });
});

interface UpstreamSeen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

type UpstreamAnswer =
  { status: number; headers?: Record<string, string>; json: unknown } | { events: string[] };

/** A real HTTP server that answers as Gemini does: JSON bodies, `data:` chunks, Google errors. */
async function startGeminiUpstream(
  answers: UpstreamAnswer[],
): Promise<{ root: string; seen: UpstreamSeen[] }> {
  const seen: UpstreamSeen[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
      });
      const answer = answers.shift();
      if (answer === undefined) {
        response.writeHead(500).end();
      } else if ('events' in answer) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const event of answer.events) response.write(`data: ${event}\r\n\r\n`);
        response.end();
      } else {
        response.writeHead(answer.status, {
          'content-type': 'application/json; charset=UTF-8',
          ...answer.headers,
        });
        response.end(JSON.stringify(answer.json));
      }
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { root: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const rateLimited: UpstreamAnswer = {
  status: 429,
  headers: { 'retry-after': '1' },
  json: {
    error: {
      code: 429,
      message: 'Resource has been exhausted (e.g. check quota).',
      status: 'RESOURCE_EXHAUSTED',
    },
  },
};

/** The chunks of a real Gemini answer: text in pieces, a call, finish reason and usage last. */
const upstreamChunks = [
  {
    candidates: [{ content: { role: 'model', parts: [{ text: 'Let me ' }] }, index: 0 }],
    usageMetadata: { promptTokenCount: 310, totalTokenCount: 310 },
    modelVersion: MODEL,
    responseId: 'up-1',
  },
  {
    candidates: [
      { content: { role: 'model', parts: [{ text: 'look at the workspace first.' }] }, index: 0 },
    ],
    usageMetadata: { promptTokenCount: 310, totalTokenCount: 310 },
    modelVersion: MODEL,
    responseId: 'up-1',
  },
  {
    candidates: [
      {
        content: {
          role: 'model',
          parts: [
            {
              functionCall: { name: 'list_directory', args: { dir_path: '.' } },
              thoughtSignature: 'CiQB0e2Kb9sig',
            },
          ],
        },
        finishReason: 'STOP',
        index: 0,
      },
    ],
    usageMetadata: {
      promptTokenCount: 310,
      candidatesTokenCount: 21,
      thoughtsTokenCount: 40,
      cachedContentTokenCount: 256,
      totalTokenCount: 371,
    },
    modelVersion: MODEL,
    responseId: 'up-1',
  },
].map((chunk) => JSON.stringify(chunk));

const upstreamFinal = {
  candidates: [
    {
      content: { role: 'model', parts: [{ text: 'The notes say: ship on Friday.' }] },
      finishReason: 'STOP',
      index: 0,
    },
  ],
  usageMetadata: { promptTokenCount: 420, candidatesTokenCount: 9, totalTokenCount: 429 },
  modelVersion: MODEL,
  responseId: 'up-2',
};

describe('the live provider against a Gemini upstream', () => {
  it('retries a 429 after its Retry-After, with its own key, and passes the answer through unchanged', async () => {
    const upstream = await startGeminiUpstream([
      rateLimited,
      { events: upstreamChunks },
      { status: 503, json: { error: { code: 503, message: 'overloaded', status: 'UNAVAILABLE' } } },
      { status: 200, json: upstreamFinal },
    ]);
    const provider = new LiveProvider({
      upstreams: { gemini: { baseUrl: upstream.root, apiKey: 'live-gemini-key' } },
      backoffBaseMs: 10,
      maxBackoffMs: 5_000,
      random: () => 0.5,
    });
    const workspace = await makeWorkspace();
    const started = performance.now();
    const { conversation, error, transcript } = await runThroughProxy(provider, async (ai) => {
      const config = configFor(workspace);
      const contents: Content[] = [{ role: 'user', parts: [{ text: 'What do the notes say?' }] }];
      const chunks: GenerateContentResponse[] = [];
      for await (const chunk of await ai.models.generateContentStream({
        model: MODEL,
        contents,
        config,
      })) {
        chunks.push(chunk);
      }
      const parts = chunks.flatMap((chunk) => chunk.candidates?.[0]?.content?.parts ?? []);
      contents.push({ role: 'model', parts });
      contents.push({
        role: 'user',
        parts: [
          {
            functionResponse: {
              name: 'list_directory',
              response: { output: 'README.md\nnotes.txt' },
            },
          },
        ],
      });
      const final = await ai.models.generateContent({ model: MODEL, contents, config });
      return {
        answers: [
          {
            text: chunks.map((chunk) => chunk.text ?? '').join(''),
            calls: chunks.flatMap((chunk) => chunk.functionCalls ?? []),
          },
        ],
        final: final.text ?? '',
      };
    });
    const elapsedMs = performance.now() - started;
    expect(error).toBeUndefined();
    expect(transcript.stop).toBeUndefined();
    expect(conversation?.answers[0]).toEqual({
      text: 'Let me look at the workspace first.',
      calls: [{ name: 'list_directory', args: { dir_path: '.' } }],
    });
    expect(conversation?.final).toBe('The notes say: ship on Friday.');

    // Retry-After said one second, and the provider waited it before the second attempt.
    const [streamed, whole] = transcript.calls;
    expect(streamed?.attempts).toBe(2);
    expect(whole?.attempts).toBe(2);
    expect(elapsedMs).toBeGreaterThanOrEqual(1_000);
    expect(upstream.seen).toHaveLength(4);
    // Unchanged: the same payloads, the same body.
    expect(streamed?.response).toEqual({ kind: 'sse', status: 200, events: upstreamChunks });
    expect(whole?.response).toEqual({ kind: 'json', status: 200, body: upstreamFinal });
    expect(streamed?.assembled).toEqual({
      content: 'Let me look at the workspace first.',
      toolCalls: [
        { id: 'list_directory_1', name: 'list_directory', arguments: '{"dir_path":"."}' },
      ],
      finishReason: 'STOP',
      usage: { inputTokens: 310, outputTokens: 61, cachedInputTokens: 256 },
    });
    expect(transcript.usage).toMatchObject({
      inputTokens: 730,
      outputTokens: 70,
      cachedInputTokens: 256,
    });

    for (const [index, request] of upstream.seen.entries()) {
      expect(request.method).toBe('POST');
      expect(request.url).toBe(
        index < 2
          ? `/v1beta/models/${MODEL}:streamGenerateContent?alt=sse`
          : `/v1beta/models/${MODEL}:generateContent`,
      );
      // Verdict's key, in its header; the agent's run token goes nowhere upstream.
      expect(request.headers['x-goog-api-key']).toBe('live-gemini-key');
      expect(request.headers.authorization).toBeUndefined();
      expect(JSON.stringify(request)).not.toContain('verdict-run-');
    }
    expect(upstream.seen[0]?.body).toEqual(upstream.seen[1]?.body);
    expect(upstream.seen[0]?.body).toMatchObject({
      systemInstruction: { parts: [{ text: expect.stringContaining(workspace) as unknown }] },
      generationConfig: { maxOutputTokens: 2_048 },
    });
    // The agent's next request holds the streamed call, its thought signature echoed.
    expect((upstream.seen[2]?.body as { contents: unknown[] }).contents.at(1)).toMatchObject({
      role: 'model',
      parts: expect.arrayContaining([
        {
          functionCall: { name: 'list_directory', args: { dir_path: '.' } },
          thoughtSignature: 'CiQB0e2Kb9sig',
        },
      ]) as unknown,
    });
  });

  it('gives up after the last attempt and tells the agent as a Google error', async () => {
    const upstream = await startGeminiUpstream(
      Array.from({ length: 4 }, () => ({
        status: 500,
        json: { error: { code: 500, message: 'internal', status: 'INTERNAL' } },
      })),
    );
    const provider = new LiveProvider({
      upstreams: { gemini: { baseUrl: upstream.root, apiKey: 'live-gemini-key' } },
      backoffBaseMs: 1,
      maxBackoffMs: 5,
    });
    const workspace = await makeWorkspace();
    const { error, transcript } = await runThroughProxy(provider, (ai) =>
      converse(ai, workspace, { stream: false }),
    );
    expect(upstream.seen).toHaveLength(4);
    expect(transcript.stop).toMatchObject({ kind: 'upstream_unavailable', attempts: 4 });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).message).toContain('UNAVAILABLE');
  });
});
