import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the fake upstream does for one request. */
export type UpstreamBehaviour =
  | { kind: 'json'; status?: number; body: unknown; headers?: Record<string, string> }
  | { kind: 'sse'; events: string[]; eventDelayMs?: number; resetAfterEvents?: number }
  | { kind: 'reset' }
  | { kind: 'slow-headers'; delayMs: number; then: UpstreamBehaviour }
  | {
      kind: 'raw';
      status: number;
      contentType: string;
      /** Bytes are sent as they are (a compressed body). */
      text: string | Uint8Array;
      headers?: Record<string, string>;
    };

export interface UpstreamRequest {
  headers: IncomingHttpHeaders;
  body: unknown;
  at: number;
}

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 whose answers are scripted per request, to
 * inject the faults live mode must survive: 429s, 5xx, resets, slow headers, malformed bodies.
 */
export class FakeUpstream {
  readonly requests: UpstreamRequest[] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    public port: number,
    private readonly behaviours: UpstreamBehaviour[],
    private readonly fallback: UpstreamBehaviour | undefined,
  ) {}

  static async start(
    behaviours: UpstreamBehaviour[],
    fallback?: UpstreamBehaviour,
  ): Promise<FakeUpstream> {
    const server = createServer();
    const upstream = new FakeUpstream(server, 0, [...behaviours], fallback);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // kept as text
        }
        upstream.requests.push({ headers: request.headers, body, at: Date.now() });
        const behaviour = upstream.behaviours.shift() ?? upstream.fallback;
        if (behaviour === undefined) {
          response.writeHead(500).end('no behaviour scripted');
          return;
        }
        void FakeUpstream.respond(behaviour, response);
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

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  private static async respond(
    behaviour: UpstreamBehaviour,
    response: ServerResponse,
  ): Promise<void> {
    switch (behaviour.kind) {
      case 'json': {
        const text = JSON.stringify(behaviour.body);
        response.writeHead(behaviour.status ?? 200, {
          'content-type': 'application/json',
          ...behaviour.headers,
        });
        response.end(text);
        return;
      }
      case 'raw':
        response.writeHead(behaviour.status, {
          'content-type': behaviour.contentType,
          ...behaviour.headers,
        });
        response.end(behaviour.text);
        return;
      case 'reset':
        response.socket?.destroy();
        return;
      case 'slow-headers':
        await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
        if (!response.destroyed) await FakeUpstream.respond(behaviour.then, response);
        return;
      case 'sse': {
        response.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache',
        });
        for (const [index, event] of behaviour.events.entries()) {
          if (behaviour.resetAfterEvents === index) {
            response.socket?.destroy();
            return;
          }
          response.write(`data: ${event}\n\n`);
          if (behaviour.eventDelayMs !== undefined) {
            await new Promise((resolve) => setTimeout(resolve, behaviour.eventDelayMs));
          }
        }
        response.end();
        return;
      }
    }
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A realistic non-streamed completion that asks for one tool call. */
export function toolCallCompletion(id = 'chatcmpl-up-1'): Record<string, unknown> {
  return {
    id,
    object: 'chat.completion',
    created: 1_764_000_000,
    model: 'up-model',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_up_1',
              type: 'function',
              function: { name: 'read_file', arguments: '{"path":"src/math.ts"}' },
            },
          ],
        },
        finish_reason: 'tool_calls',
      },
    ],
    usage: {
      prompt_tokens: 120,
      completion_tokens: 12,
      total_tokens: 132,
      prompt_tokens_details: { cached_tokens: 64 },
    },
  };
}

/** A realistic stream: text, two tool calls split across deltas, a finish chunk, usage, [DONE]. */
export function toolCallStream(): string[] {
  const chunk = (delta: unknown, finish: string | null = null) =>
    JSON.stringify({
      id: 'chatcmpl-up-s',
      object: 'chat.completion.chunk',
      created: 1_764_000_000,
      model: 'up-model',
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
  return [
    chunk({ role: 'assistant', content: '' }),
    chunk({ content: 'Let me ' }),
    chunk({ content: 'look.' }),
    chunk({
      tool_calls: [
        {
          index: 0,
          id: 'call_s1',
          type: 'function',
          function: { name: 'read_file', arguments: '' },
        },
      ],
    }),
    chunk({ tool_calls: [{ index: 0, function: { arguments: '{"path":' } }] }),
    chunk({ tool_calls: [{ index: 0, function: { arguments: '"a.txt"}' } }] }),
    chunk({
      tool_calls: [
        {
          index: 1,
          id: 'call_s2',
          type: 'function',
          function: { name: 'list_files', arguments: '{}' },
        },
      ],
    }),
    chunk({}, 'tool_calls'),
    JSON.stringify({
      id: 'chatcmpl-up-s',
      object: 'chat.completion.chunk',
      created: 1_764_000_000,
      model: 'up-model',
      choices: [],
      usage: {
        prompt_tokens: 50,
        completion_tokens: 20,
        total_tokens: 70,
        prompt_cache_hit_tokens: 10,
      },
    }),
    '[DONE]',
  ];
}
