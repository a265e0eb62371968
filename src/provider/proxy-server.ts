/**
 * The provider proxy: an HTTP server on 127.0.0.1 that agents talk to in any of the wire protocols.
 * A token per run (so one proxy serves concurrent runs) picks its provider, budget and transcript;
 * the agent never sees a real key. This module routes, lists models and reads bodies.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  createServer as createSocketServer,
  type AddressInfo,
  type Server as SocketServer,
} from 'node:net';
import { monotonicMs } from '../monotonic-clock.js';
import { matchProtocolRoute } from './protocols/index.js';
import type { RouteMatch, WireProtocol } from './protocols/protocol.js';
import { answerModelCall, failUnexpectedly, sendError, sendJson } from './proxy-exchange.js';
import { ProxyRun, type OpenRunOptions } from './proxy-run.js';
import { requestTargetOf } from './request-target.js';

/** Request bodies above this are refused: no real agent sends 32 MiB of context. */
const MAX_REQUEST_BYTES = 32 * 1024 * 1024;

/** The run token, wherever the agent's client puts its API key. */
function tokenOf(request: IncomingMessage, query: URLSearchParams): string | undefined {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
  const header = (name: string): string | undefined => {
    const value = request.headers[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  return bearer ?? header('x-api-key') ?? header('x-goog-api-key') ?? query.get('key') ?? undefined;
}

/**
 * Hands the body, or the failure (too large: the request is destroyed; a hang-up), to `then`, once.
 */
function readBody(
  request: IncomingMessage,
  then: (error: Error | undefined, body?: Buffer) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  const finish = (error: Error | undefined, body?: Buffer): void => {
    if (ended) return;
    ended = true;
    then(error, body);
  };
  request.on('data', (chunk: Buffer) => {
    if (ended) return;
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) {
      ended = true;
      request.destroy();
      then(new Error('request body too large'));
      return;
    }
    chunks.push(chunk);
  });
  request.on('end', () =>
    finish(undefined, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)),
  );
  request.on('error', (error) => finish(error));
  // Every request closes, most after their end: the error (a stack to capture) only when it is news.
  request.on('close', () => {
    if (!ended) finish(new Error('Premature close'));
  });
}

export class ProviderProxy {
  private readonly runs = new Map<string, ProxyRun>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(): Promise<ProviderProxy> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const proxy = new ProviderProxy(server, (server.address() as AddressInfo).port);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      proxy.handle(request, response);
    });
    return proxy;
  }

  /** `OPENAI_BASE_URL` for agents: `http://127.0.0.1:<port>/v1`. */
  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  /** `ANTHROPIC_BASE_URL` and `GOOGLE_GEMINI_BASE_URL`: the root (clients append `/v1/…`, `/v1beta/…`). */
  get rootUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  openRun(options: OpenRunOptions): ProxyRun {
    const run = new ProxyRun(options, (token) => this.runs.delete(token));
    this.runs.set(run.token, run);
    return run;
  }

  private readonly socketListeners: SocketServer[] = [];

  /** Also serves the connections made to a Unix socket at `file` (a sandbox's bridge, SPEC §1). */
  async listenOnSocket(file: string): Promise<void> {
    const listener = createSocketServer((socket) => this.server.emit('connection', socket));
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(file, () => resolve());
    });
    this.socketListeners.push(listener);
  }

  async close(): Promise<void> {
    await Promise.all([...this.runs.values()].map((run) => run.finish()));
    for (const listener of this.socketListeners) listener.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    try {
      const target = requestTargetOf(request.url ?? '/');
      const token = tokenOf(request, target.query);
      const run = token === undefined ? undefined : this.runs.get(token);
      const method = request.method ?? 'GET';
      const pathname = target.pathname.replace(/\/+$/, '');
      const matched = matchProtocolRoute(method, pathname, target.query);
      if (run === undefined) {
        sendError(
          response,
          401,
          'invalid_api_key',
          'unknown or expired Verdict run token',
          matched?.protocol,
        );
        return;
      }
      if (method === 'GET' && pathname === '/v1/models') {
        // The run's models, in a list both OpenAI's and Anthropic's clients read.
        const models = run.pinnedModels ?? [];
        const listed = models.length === 0 ? ['verdict'] : models;
        sendJson(response, 200, {
          object: 'list',
          data: listed.map((model) => ({
            id: model,
            object: 'model',
            created: 0,
            owned_by: 'verdict',
            type: 'model',
            display_name: model,
            created_at: '1970-01-01T00:00:00Z',
          })),
          has_more: false,
          first_id: listed[0],
          last_id: listed.at(-1),
        });
        return;
      }
      if (matched === undefined) {
        sendError(
          response,
          404,
          'not_found',
          `Verdict's proxy does not serve ${method} ${pathname}`,
        );
        return;
      }
      this.handleModelRoute(run, matched.protocol, matched.route, request, response);
    } catch (error) {
      failUnexpectedly(response, error);
    }
  }

  private handleModelRoute(
    run: ProxyRun,
    protocol: WireProtocol,
    route: RouteMatch,
    request: IncomingMessage,
    response: ServerResponse,
  ): void {
    const startedMs = run.elapsedMs();
    const started = monotonicMs();
    readBody(request, (error, bytes) => {
      try {
        const answering = answerModelCall(
          { run, protocol, route, request, response, startedMs, started },
          error,
          bytes,
        );
        answering?.catch((failure: unknown) => failUnexpectedly(response, failure));
      } catch (failure) {
        failUnexpectedly(response, failure);
      }
    });
  }
}
