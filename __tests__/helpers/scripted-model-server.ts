/**
 * A real HTTP server on 127.0.0.1 that plays an OpenAI-compatible model from a script: each main-loop
 * request takes the next reply; compaction calls (header `x-verdict-purpose: compaction`) get a
 * summary. Streams are SSE `data:` chunks with tool-call deltas split across chunks, a usage chunk
 * and `[DONE]`, as OpenAI sends them. Every request is kept byte for byte.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type ScriptedReply =
  | { kind: 'tools'; calls: Array<{ name: string; arguments: unknown }>; content?: string }
  | { kind: 'text'; text: string }
  | { kind: 'error'; status: number; message?: string }
  /** Sends the first chunk of a streamed text reply, then destroys the socket. */
  | { kind: 'drop-mid-stream' };

export interface ReceivedRequest {
  /** The body exactly as it arrived. */
  raw: string;
  body: { stream?: boolean; messages: unknown[]; tools?: unknown[] } & Record<string, unknown>;
  headers: IncomingHttpHeaders;
  purpose: string | undefined;
}

function splitInPieces(text: string, pieces: number): string[] {
  const size = Math.max(Math.ceil(text.length / pieces), 1);
  const parts: string[] = [];
  for (let at = 0; at < text.length; at += size) parts.push(text.slice(at, at + size));
  return parts.length === 0 ? [''] : parts;
}

/** The chunks of one streamed reply (without the `[DONE]` sentinel). */
export function streamChunks(reply: ScriptedReply, callNumber: number, model: string): unknown[] {
  const base = { id: `chatcmpl-${callNumber}`, object: 'chat.completion.chunk', created: 0, model };
  const chunk = (delta: unknown, finishReason: string | null = null): unknown => ({
    ...base,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  });
  const chunks: unknown[] = [chunk({ role: 'assistant', content: '' })];
  if (reply.kind === 'text') {
    for (const piece of splitInPieces(reply.text, 2)) chunks.push(chunk({ content: piece }));
    chunks.push(chunk({}, 'stop'));
  } else if (reply.kind === 'tools') {
    if (reply.content !== undefined) chunks.push(chunk({ content: reply.content }));
    reply.calls.forEach((call, index) => {
      chunks.push(
        chunk({
          tool_calls: [
            {
              index,
              id: `call_${callNumber}_${index}`,
              type: 'function',
              function: { name: call.name, arguments: '' },
            },
          ],
        }),
      );
      for (const piece of splitInPieces(JSON.stringify(call.arguments), 3)) {
        chunks.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
      }
    });
    chunks.push(chunk({}, 'tool_calls'));
  }
  chunks.push({
    ...base,
    choices: [],
    usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
  });
  return chunks;
}

export function jsonCompletion(reply: ScriptedReply, callNumber: number, model: string): unknown {
  const message =
    reply.kind === 'tools'
      ? {
          role: 'assistant',
          content: reply.content ?? null,
          tool_calls: reply.calls.map((call, index) => ({
            id: `call_${callNumber}_${index}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          })),
        }
      : { role: 'assistant', content: reply.kind === 'text' ? reply.text : '' };
  return {
    id: `chatcmpl-${callNumber}`,
    object: 'chat.completion',
    created: 0,
    model,
    choices: [{ index: 0, message, finish_reason: reply.kind === 'tools' ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
  };
}

export class ScriptedModelServer {
  readonly requests: ReceivedRequest[] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private readonly script: ScriptedReply[],
    private readonly summarize: (request: ReceivedRequest) => string,
  ) {}

  static async start(
    script: ScriptedReply[],
    summarize: (request: ReceivedRequest) => string = () => 'The agent read the files.',
  ): Promise<ScriptedModelServer> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const fake = new ScriptedModelServer(server, port, [...script], summarize);
    server.on('connection', (socket) => {
      fake.sockets.add(socket);
      socket.on('close', () => fake.sockets.delete(socket));
    });
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const purposeHeader = request.headers['x-verdict-purpose'];
        const received: ReceivedRequest = {
          raw,
          body: JSON.parse(raw) as ReceivedRequest['body'],
          headers: request.headers,
          purpose: typeof purposeHeader === 'string' ? purposeHeader : undefined,
        };
        fake.requests.push(received);
        const callNumber = fake.requests.length;
        let reply: ScriptedReply;
        if (received.purpose === 'compaction') {
          reply = { kind: 'text', text: fake.summarize(received) };
        } else {
          reply = fake.script.shift() ?? {
            kind: 'error',
            status: 500,
            message: 'script exhausted',
          };
        }
        const model = typeof received.body.model === 'string' ? received.body.model : 'model';
        if (reply.kind === 'error') {
          response.writeHead(reply.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: reply.message ?? 'scripted error' } }));
          return;
        }
        if (received.body.stream !== true) {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(jsonCompletion(reply, callNumber, model)));
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        if (reply.kind === 'drop-mid-stream') {
          const [first] = streamChunks({ kind: 'text', text: 'partial' }, callNumber, model);
          response.write(`data: ${JSON.stringify(first)}\n\n`, () => request.socket.destroy());
          return;
        }
        for (const chunk of streamChunks(reply, callNumber, model)) {
          response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        }
        response.end('data: [DONE]\n\n');
      });
    });
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  /** Requests of the main loop (not compaction). */
  get mainRequests(): ReceivedRequest[] {
    return this.requests.filter((request) => request.purpose === undefined);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
