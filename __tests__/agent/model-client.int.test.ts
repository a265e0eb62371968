import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ModelCallError,
  buildRequestBody,
  createOpenAiModelClient,
  describeProviderError,
} from '../../src/agent/model-client.js';

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  );
});

/** A real server on 127.0.0.1 that answers every request with `handler`; returns its base URL. */
async function serve(handler: Handler): Promise<string> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handler(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

const REQUEST = { messages: [{ role: 'user' as const, content: 'hi' }] };
const CONFIG = { stream: true, temperature: 0 };

function client(baseUrl: string, signal?: AbortSignal, stream = true) {
  return createOpenAiModelClient({
    baseUrl,
    apiKey: 'run-token',
    model: 'm',
    config: { ...CONFIG, stream },
    ...(signal === undefined ? {} : { signal }),
  });
}

async function failure(promise: Promise<unknown>): Promise<ModelCallError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ModelCallError);
  return error as ModelCallError;
}

const sse = (events: readonly unknown[]): string =>
  events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('') + 'data: [DONE]\n\n';

describe('the model client', () => {
  it('posts the request body as JSON.stringify writes it, with the token and the purpose', async () => {
    const seen: Array<{ url?: string; headers: IncomingMessage['headers']; body: string }> = [];
    const baseUrl = await serve((request, body, response) => {
      seen.push({ url: request.url, headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(
        sse([
          { choices: [{ index: 0, delta: { content: 'hel' } }] },
          { choices: [{ index: 0, delta: { content: 'lo' }, finish_reason: 'stop' }] },
        ]),
      );
    });
    const reply = await client(baseUrl).complete(REQUEST, 'compaction');
    expect(reply).toEqual({ content: 'hello', toolCalls: [], finishReason: 'stop' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/v1/chat/completions');
    expect(seen[0]?.body).toBe(
      JSON.stringify(buildRequestBody({ model: 'm', config: CONFIG }, REQUEST)),
    );
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Bearer run-token',
      'content-type': 'application/json',
      'x-verdict-purpose': 'compaction',
    });
  });

  it('reads a completion that is not streamed', async () => {
    const baseUrl = await serve((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ choices: [{ message: { content: 'done' } }] }));
    });
    const reply = await client(baseUrl, undefined, false).complete(REQUEST, 'main');
    expect(reply.content).toBe('done');
  });

  it('names a provider error by status and message: 5xx transient, 4xx not', async () => {
    const statuses = [503, 400];
    const baseUrl = await serve((_request, _body, response) => {
      response.writeHead(statuses.shift() ?? 500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
    });
    const overloaded = await failure(client(baseUrl).complete(REQUEST, 'main'));
    expect(overloaded.message).toBe('the model provider failed: 503 overloaded');
    expect(overloaded.transient).toBe(true);
    const refused = await failure(client(baseUrl).complete(REQUEST, 'main'));
    expect(refused.message).toBe('the model provider failed: 400 overloaded');
    expect(refused.transient).toBe(false);
  });

  it('fails a stream that carries an error event', async () => {
    const baseUrl = await serve((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(sse([{ error: { message: 'quota exhausted' } }]));
    });
    const error = await failure(client(baseUrl).complete(REQUEST, 'main'));
    expect(error.message).toBe('the model provider failed: quota exhausted');
    expect(error.transient).toBe(false);
  });

  it('gives up a call through its signal before the response', async () => {
    const baseUrl = await serve(() => {
      // Never answers.
    });
    const controller = new AbortController();
    const pending = client(baseUrl, controller.signal).complete(REQUEST, 'main');
    setTimeout(() => controller.abort(new Error('the run timed out')), 50);
    const error = await failure(pending);
    expect(error.message).toBe('the model provider failed: Request was aborted.');
  });

  it('calls a completion cut off by its signal aborted, not a transient failure', async () => {
    const controller = new AbortController();
    const baseUrl = await serve((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"choices":');
      setTimeout(() => controller.abort(new Error('the run timed out')), 50);
    });
    const pending = client(baseUrl, controller.signal, false).complete(REQUEST, 'main');
    const error = await failure(pending);
    expect(error.message).toBe('the model provider failed: Request was aborted.');
    expect(error.transient).toBe(false);
  });

  it('ends a stream stopped through its signal with what arrived', async () => {
    const controller = new AbortController();
    const baseUrl = await serve((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'part' } }] })}\n\n`);
      setTimeout(() => controller.abort(new Error('the run timed out')), 50);
    });
    const reply = await client(baseUrl, controller.signal).complete(REQUEST, 'main');
    expect(reply.content).toBe('part');
  });
});

describe('describeProviderError', () => {
  it('words an error as the provider gave it', () => {
    expect(describeProviderError(429, { message: 'slow down' }, undefined)).toBe('429 slow down');
    expect(describeProviderError(400, { message: { why: 'x' } }, undefined)).toBe(
      '400 {"why":"x"}',
    );
    expect(describeProviderError(400, 'bad', undefined)).toBe('400 "bad"');
    expect(describeProviderError(502, undefined, 'Bad Gateway')).toBe('502 Bad Gateway');
    expect(describeProviderError(502, undefined, '')).toBe('502 status code (no body)');
    expect(describeProviderError(undefined, undefined, undefined)).toBe('(no status code or body)');
  });
});
