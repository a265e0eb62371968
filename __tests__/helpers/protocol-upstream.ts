/**
 * A model server of any of the four wire protocols on 127.0.0.1, for live mode's fault and load
 * tests. Its answers are each protocol's own (bodies from `renderScripted`, streams from
 * `eventsFromJson` framed by `formatEvent`), and a script decides, per request, whether to answer
 * or to inject a fault: an error status with the protocol's error body and Retry-After, a reset
 * before the headers or mid-stream, a stall of the headers or mid-stream, a body that is not JSON,
 * a malformed stream event. `FakeUpstream` is its older Chat-only sibling with a fixed queue.
 *
 * Requests are grouped into runs by `runOf` (the test knows what makes a run's requests its own,
 * e.g. the workspace in the instructions); within a run, each successful answer moves to the next
 * turn, and `attempt` counts the requests of the current turn, so a script can say "fail the first
 * two attempts of turn 0".
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { ENDPOINT_OF, protocolOf } from '../../src/provider/protocols/index.js';
import type { ModelCall, ProtocolId, RequestBody } from '../../src/provider/types.js';

export type UpstreamFault =
  /** An error status with the protocol's error body; `headers` for Retry-After / retry-after-ms. */
  | { kind: 'status'; status: number; type?: string; headers?: Record<string, string> }
  /** The connection is destroyed before any response header. */
  | { kind: 'reset' }
  /** No headers for `ms` (the socket is then destroyed, if the client has not hung up already). */
  | { kind: 'stall-headers'; ms: number }
  /** A 200 JSON response whose body is cut in the middle. */
  | { kind: 'malformed-json' }
  /** The stream's first `afterEvents` events, then the connection is destroyed. */
  | { kind: 'reset-mid-stream'; afterEvents: number }
  /** The stream's first `afterEvents` events, then nothing for `ms`, then the socket is destroyed. */
  | { kind: 'stall-mid-stream'; afterEvents: number; ms: number }
  /** The stream's first `afterEvents` events, then one that is not JSON, then the end. */
  | { kind: 'malformed-sse'; afterEvents: number }
  /** The whole stream, then one more payload (e.g. a chunk after `[DONE]`), then the end. */
  | { kind: 'trailing-event'; data: string }
  /** The whole stream, then the connection stays open and silent for `ms`. */
  | { kind: 'hang-after-end'; ms: number };

/** One request as the upstream saw it. */
export interface SeenRequest {
  run: string;
  /** 0-based: how many answers this run has had before this request. */
  turn: number;
  /** 1-based: requests of this turn so far, this one included. */
  attempt: number;
  body: RequestBody;
  /** The raw body, for tests that look for a planted string. */
  text: string;
  stream: boolean;
  /** Verdict's key as the request carried it (bearer, x-api-key or x-goog-api-key). */
  credential: string;
  /** `Date.now()` on arrival. */
  at: number;
  /** What the script chose: a fault's kind, or `answer`. */
  outcome: UpstreamFault['kind'] | 'answer';
}

export interface ScriptedTurn {
  content: string | null;
  toolCalls: Array<{ id: string; name: string; arguments: string }>;
}

/** The `sdk-agent.mjs` task: read README.md, write out.txt, then say so. Each turn says a word too. */
export const GREET_TURNS: ScriptedTurn[] = [
  {
    content: 'Reading the README first.',
    toolCalls: [{ id: 'call_1', name: 'read_file', arguments: '{"path":"README.md"}' }],
  },
  {
    content: 'Writing the answer.',
    toolCalls: [
      { id: 'call_2', name: 'write_file', arguments: '{"path":"out.txt","content":"hello\\n"}' },
    ],
  },
  { content: 'Wrote hello to out.txt.', toolCalls: [] },
];

export interface ProtocolUpstreamOptions {
  /** The run a request belongs to; one run by default. */
  runOf?: (text: string) => string;
  /** A fault for this request, or undefined to answer it. */
  faultOf?: (request: Omit<SeenRequest, 'outcome'>) => UpstreamFault | undefined;
  /** The answer of a turn; `GREET_TURNS` (the last one repeated) by default. */
  turnOf?: (request: Omit<SeenRequest, 'outcome'>) => ScriptedTurn;
  /** A pause between two stream events, so that concurrent streams interleave. */
  eventDelayMs?: number;
  /**
   * Write the stream in pieces of this many bytes, each flushed before the next, instead of one
   * write per event, so that the proxy reads a large event in many small chunks.
   */
  writeBytes?: number;
  /**
   * Hold every answer until this many requests are in flight at once (then release them all), so
   * that a load test knows its requests really were concurrent.
   */
  barrier?: number;
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes `text` in pieces of `size` bytes (cut anywhere, even inside a UTF-8 character), each one
 * flushed and followed by a turn of the event loop, so that the reader gets them one by one.
 */
async function writeInPieces(response: ServerResponse, text: string, size: number): Promise<void> {
  const bytes = Buffer.from(text, 'utf8');
  for (let start = 0; start < bytes.length; start += size) {
    const piece = bytes.subarray(start, start + size);
    await new Promise<void>((resolve, reject) =>
      response.write(piece, (error) => (error ? reject(error) : resolve())),
    );
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** How long a stream fault waits after the events it lets through (`breakStream`). */
const BREAK_AFTER_MS = 1_000;

export class ProtocolUpstream {
  readonly requests: SeenRequest[] = [];
  /** Requests being answered right now, and the most there ever were at once. */
  inFlight = 0;
  maxInFlight = 0;
  private readonly sockets = new Set<Socket>();
  private readonly turns = new Map<string, { turn: number; attempt: number }>();
  private readonly held: Array<() => void> = [];
  private barrierPassed = false;

  private constructor(
    private readonly server: Server,
    readonly protocolId: ProtocolId,
    private readonly options: ProtocolUpstreamOptions,
    private port = 0,
  ) {}

  static async start(
    protocolId: ProtocolId,
    options: ProtocolUpstreamOptions = {},
  ): Promise<ProtocolUpstream> {
    const server = createServer();
    const upstream = new ProtocolUpstream(server, protocolId, options);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        upstream.inFlight += 1;
        upstream.maxInFlight = Math.max(upstream.maxInFlight, upstream.inFlight);
        void upstream
          .answer(request, Buffer.concat(chunks).toString('utf8'), response)
          .catch(() => response.destroy())
          .finally(() => (upstream.inFlight -= 1));
      });
    });
    server.on('connection', (socket) => {
      upstream.sockets.add(socket);
      socket.on('close', () => upstream.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    upstream.port = (server.address() as AddressInfo).port;
    return upstream;
  }

  /** What to pass as the family's base URL: `/v1` for OpenAI, the root for Anthropic and Gemini. */
  get url(): string {
    const root = `http://127.0.0.1:${this.port}`;
    return protocolOf(this.protocolId).upstream === 'openai' ? `${root}/v1` : root;
  }

  /** The requests of one run, in arrival order. */
  requestsOf(run: string): SeenRequest[] {
    return this.requests.filter((request) => request.run === run);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(
    request: IncomingMessage,
    text: string,
    response: ServerResponse,
  ): Promise<void> {
    const protocol = protocolOf(this.protocolId);
    const body = JSON.parse(text) as RequestBody;
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const route = protocol.matchRoute(request.method ?? '', url.pathname, url.searchParams);
    const header = (name: string): string => String(request.headers[name] ?? '');
    const run = this.options.runOf?.(text) ?? 'run';
    const state = this.turns.get(run) ?? { turn: 0, attempt: 0 };
    state.attempt += 1;
    this.turns.set(run, state);
    const seen = {
      run,
      turn: state.turn,
      attempt: state.attempt,
      body,
      text,
      stream: route === undefined ? false : protocol.isStream(body, route),
      credential: header('authorization') || header('x-api-key') || header('x-goog-api-key'),
      at: Date.now(),
    };
    await this.passBarrier();
    const fault = this.options.faultOf?.(seen);
    this.requests.push({ ...seen, outcome: fault?.kind ?? 'answer' });

    const turn = this.options.turnOf?.(seen) ?? GREET_TURNS[Math.min(seen.turn, 2)]!;
    const call: ModelCall = {
      protocol: this.protocolId,
      endpoint: ENDPOINT_OF[this.protocolId],
      index: seen.turn,
      body,
      stream: seen.stream,
      ...(route?.model === undefined ? {} : { routeModel: route.model }),
    };
    const json = protocol.renderScripted(
      { call: seen.turn + 1, ...turn, usage: { inputTokens: 10, outputTokens: 5 }, model: 'm' },
      call,
    );
    const events = protocol.eventsFromJson(json, call);
    // A fault that is not in the stream happens before any byte of the answer.
    switch (fault?.kind) {
      case 'status': {
        const errorBody = protocol.errorBody(fault.status, fault.type ?? '', 'injected fault');
        response.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers });
        response.end(JSON.stringify(errorBody));
        return;
      }
      case 'reset':
        response.socket?.destroy();
        return;
      case 'stall-headers':
        await pause(fault.ms);
        response.socket?.destroy();
        return;
      case 'malformed-json':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json).slice(0, 40));
        return;
      default:
        break;
    }
    if (!seen.stream) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(json));
      this.answered(run);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (this.options.writeBytes !== undefined) {
      const stream = events.map((event) => protocol.formatEvent(event)).join('');
      await writeInPieces(response, stream, this.options.writeBytes);
      response.end();
      this.answered(run);
      return;
    }
    for (const [index, event] of events.entries()) {
      if (fault !== undefined && 'afterEvents' in fault && index === fault.afterEvents) {
        await this.breakStream(fault, response);
        return;
      }
      response.write(protocol.formatEvent(event));
      if (this.options.eventDelayMs !== undefined) await pause(this.options.eventDelayMs);
    }
    if (fault?.kind === 'trailing-event') response.write(`data: ${fault.data}\n\n`);
    if (fault?.kind === 'hang-after-end') await pause(fault.ms);
    response.end();
    this.answered(run);
  }

  private async breakStream(fault: UpstreamFault, response: ServerResponse): Promise<void> {
    // Let what was written reach the agent first: a reset right behind the data may make the
    // client drop it (an errored stream discards what it had not handed on), and the proxy then
    // rightly retries a stream of which the agent saw nothing. On a busy machine 100 ms was short.
    await pause(BREAK_AFTER_MS);
    if (fault.kind === 'malformed-sse') {
      response.end('data: {"this is not": json\n\n');
      return;
    }
    if (fault.kind === 'stall-mid-stream') await pause(fault.ms);
    response.socket?.destroy();
  }

  private async passBarrier(): Promise<void> {
    const { barrier } = this.options;
    if (barrier === undefined || this.barrierPassed) return;
    if (this.inFlight < barrier) {
      // Released by the last request, or after 10 s, so that a test fails on its count, not a hang.
      await new Promise<void>((resolve) => {
        this.held.push(resolve);
        setTimeout(resolve, 10_000).unref();
      });
      return;
    }
    this.barrierPassed = true;
    for (const release of this.held.splice(0)) release();
  }

  /** A complete answer moves the run to its next turn. */
  private answered(run: string): void {
    this.turns.set(run, { turn: (this.turns.get(run)?.turn ?? 0) + 1, attempt: 0 });
  }
}
