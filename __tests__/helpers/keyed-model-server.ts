/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 whose replies are chosen from each request, not
 * from a queue: a `respond` function sees the request's task prompt and how many assistant turns it
 * already holds, so concurrent runs of different tasks each get their own conversation. It may also
 * hold a request without ever answering; the test then sees when the client gives up on it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { jsonCompletion, streamChunks, type ScriptedReply } from './scripted-model-server.js';

export interface KeyedRequest {
  /** The body exactly as it arrived. */
  raw: string;
  body: { stream?: boolean; model?: string; messages: Array<{ role: string; content: unknown }> };
  /** The first user message: the task prompt. */
  prompt: string;
  /** Assistant messages already in the conversation: 0 for the first call of a run. */
  turn: number;
}

/** A request not answered (yet): `closed` resolves once the client dropped the connection. */
export interface HeldRequest {
  request: KeyedRequest;
  closed: Promise<void>;
  isClosed: () => boolean;
  /** Answers it after all. */
  release: (reply: ScriptedReply) => void;
}

export type Respond = (request: KeyedRequest) => ScriptedReply | 'hold';

function parseRequest(raw: string): KeyedRequest {
  const body = JSON.parse(raw) as KeyedRequest['body'];
  const user = body.messages.find((message) => message.role === 'user');
  return {
    raw,
    body,
    prompt: typeof user?.content === 'string' ? user.content : '',
    turn: body.messages.filter((message) => message.role === 'assistant').length,
  };
}

function writeReply(
  response: ServerResponse,
  request: KeyedRequest,
  reply: ScriptedReply,
  callNumber: number,
): void {
  const model = request.body.model ?? 'model';
  if (reply.kind === 'error' || reply.kind === 'drop-mid-stream') {
    response.writeHead(reply.kind === 'error' ? reply.status : 500, {
      'content-type': 'application/json',
    });
    response.end(JSON.stringify({ error: { message: 'scripted error' } }));
    return;
  }
  if (request.body.stream !== true) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(jsonCompletion(reply, callNumber, model)));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const chunk of streamChunks(reply, callNumber, model)) {
    response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  }
  response.end('data: [DONE]\n\n');
}

export class KeyedModelServer {
  readonly requests: KeyedRequest[] = [];
  readonly held: HeldRequest[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly waiters: Array<() => void> = [];

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(respond: Respond): Promise<KeyedModelServer> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new KeyedModelServer(server, (server.address() as AddressInfo).port);
    server.on('connection', (socket) => {
      fake.sockets.add(socket);
      socket.on('close', () => fake.sockets.delete(socket));
    });
    server.on('request', (incoming: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const request = parseRequest(Buffer.concat(chunks).toString('utf8'));
        fake.requests.push(request);
        const reply = respond(request);
        if (reply === 'hold') {
          fake.hold(request, incoming.socket, (late) =>
            writeReply(response, request, late, request.turn + 1),
          );
          return;
        }
        // Ids follow the conversation, not the arrival order: concurrent runs get the same bytes.
        writeReply(response, request, reply, request.turn + 1);
      });
    });
    return fake;
  }

  private hold(
    request: KeyedRequest,
    socket: Socket,
    release: (reply: ScriptedReply) => void,
  ): void {
    let closed = socket.destroyed;
    const whenClosed = closed
      ? Promise.resolve()
      : new Promise<void>((resolve) =>
          socket.once('close', () => {
            closed = true;
            resolve();
          }),
        );
    this.held.push({ request, closed: whenClosed, isClosed: () => closed, release });
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves once `count` requests are being held. */
  async heldCount(count: number): Promise<HeldRequest[]> {
    while (this.held.length < count) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    return this.held.slice(0, count);
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
