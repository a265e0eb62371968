/**
 * One JSON POST on `node:http(s)`, for the built-in agent's calls to the proxy and live mode's calls
 * upstream. Not `fetch`: undici compiles on first call (most of a one-run start-up) and then costs
 * 2–4× the CPU per call. No redirect is followed (a credential never goes where `Location` says);
 * nothing is retried here.
 */
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type RequestOptions,
} from 'node:http';

/** The call could not be made: refused, reset or timed out before the response headers. */
export class ConnectionFailure extends Error {}

/** The call was given up on through its signal before the response headers. */
export class CallAborted extends Error {
  constructor() {
    super('Request was aborted.');
  }
}

export interface PostOptions {
  headers: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Until the response headers arrive; the body is read without a limit. Absent: no limit here. */
  timeoutMs?: number;
}

export interface PostResponse {
  status: number;
  contentType: string | undefined;
  contentLength: string | undefined;
  headers: IncomingHttpHeaders;
  body: IncomingMessage;
}

async function requestFunctionFor(url: URL): Promise<typeof httpRequest> {
  if (url.protocol === 'http:') return httpRequest;
  // TLS costs start-up time that a loopback call to the proxy never needs.
  return (await import('node:https')).request;
}

const TIMED_OUT = /timed? ?out/i;

/** A connection error the way the agent names it: timeouts apart, with the system error as cause. */
function connectionFailure(error: unknown): ConnectionFailure {
  const cause = error instanceof Error && 'cause' in error ? String(error.cause) : '';
  if (TIMED_OUT.test(String(error) + cause)) return new ConnectionFailure('Request timed out.');
  return new ConnectionFailure('Connection error.', { cause: error });
}

/**
 * Resolves once the response headers arrive, else fails with `CallAborted` or `ConnectionFailure`;
 * after the headers, an abort or a broken connection is an error of the body stream.
 */
export async function postJson(
  url: URL,
  body: string,
  options: PostOptions,
): Promise<PostResponse> {
  const { signal } = options;
  if (signal?.aborted === true) throw new CallAborted();
  const send = await requestFunctionFor(url);
  const payload = Buffer.from(body, 'utf8');
  const requestOptions: RequestOptions = {
    method: 'POST',
    headers: { ...options.headers, 'content-length': String(payload.length) },
  };
  return new Promise<PostResponse>((resolve, reject) => {
    let settled = false;
    const request = send(url, requestOptions, (response) => {
      settle();
      resolve({
        status: response.statusCode ?? 0,
        contentType: response.headers['content-type'],
        contentLength: response.headers['content-length'],
        headers: response.headers,
        body: response,
      });
    });
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            request.destroy(new ConnectionFailure('Request timed out.'));
          }, options.timeoutMs);
    const onAbort = (): void => {
      // After the headers, the body's reader sees the connection end (`aborted`, ECONNRESET); an
      // error given to destroy() would also be thrown from the socket, where nobody listens.
      if (settled) request.destroy();
      else fail(new CallAborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    function settle(): void {
      settled = true;
      clearTimeout(timer);
    }
    function fail(error: Error): void {
      if (settled) return;
      settle();
      signal?.removeEventListener('abort', onAbort);
      request.destroy();
      reject(error);
    }
    request.once('close', () => signal?.removeEventListener('abort', onAbort));
    request.on('error', (error) => {
      if (error instanceof ConnectionFailure || error instanceof CallAborted) fail(error);
      else fail(connectionFailure(error));
    });
    request.end(payload);
  });
}

export async function readText(body: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
