/**
 * `verdict view`'s server: 127.0.0.1 only, every request through `request-guard.ts` first. It
 * serves no file: pages are rendered, redacted as report.html is, and may load nothing but their
 * own styles, their one script (by nonce) and `/events` (run directories stat-ed every `pollMs`).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { messageOf } from '../errors.js';
import { redactHtml } from '../report/report-files.js';
import { createInvocationIndex, type InvocationIndex } from './invocation-index.js';
import { createReplayJobs } from './replay-jobs.js';
import { checkRequest, newViewToken } from './request-guard.js';
import type { ViewActions } from './view-actions.js';
import { renderMessagePage, toServedHtml, type Page } from './view-page.js';
import { renderRoute, routePost, type ViewState } from './view-routes.js';

export interface ViewServerOptions {
  /** Folders whose run directories are shown; `.verdict` in `cwd` always is one. */
  roots: readonly string[];
  /** Folders are named relative to it. */
  cwd: string;
  port?: number;
  pollMs?: number;
  token?: string;
  /** Without them the server only shows. */
  actions?: ViewActions;
}

export interface ViewServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * A page with a form gets `Referrer-Policy: same-origin`: under `no-referrer` the Fetch standard
 * has the form's POST carry `Origin: null`, which the guard refuses (Chromium sends it anyway).
 */
function securityHeaders(nonce = newNonce(), posts = false): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `script-src 'nonce-${nonce}'`,
      "connect-src 'self'",
      "img-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': posts ? 'same-origin' : 'no-referrer',
    'Cache-Control': 'no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

const newNonce = (): string => randomBytes(16).toString('base64');

async function sendPage(
  response: ServerResponse,
  page: Page,
  extra: Record<string, string> = {},
): Promise<void> {
  const nonce = newNonce();
  const body = await redactHtml(toServedHtml(page.page, nonce));
  response.writeHead(page.status, {
    ...securityHeaders(nonce, page.posts === true),
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...extra,
  });
  response.end(body);
}

/** See Other: the outcome of a POST is a page of its own, which a reload only shows again. */
function sendRedirect(
  response: ServerResponse,
  location: string,
  extra: Record<string, string> = {},
): void {
  response.writeHead(303, {
    ...securityHeaders(),
    Location: location,
    'Content-Length': '0',
    ...extra,
  });
  response.end();
}

const MAX_FORM_BYTES = 64 * 1024;

async function readForm(request: IncomingMessage): Promise<URLSearchParams | undefined> {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return undefined;
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return undefined;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** One poll of the run directories for all listening pages. */
function createChangeFeed(index: InvocationIndex, pollMs: number) {
  const clients = new Set<ServerResponse>();
  let timer: NodeJS.Timeout | undefined;
  let last: string | undefined;
  let polling: Promise<void> | undefined;
  const notify = () => {
    for (const client of clients) client.write('event: changed\ndata: \n\n');
  };
  const poll = (): Promise<void> =>
    (polling ??= index
      .signature()
      .then((now) => {
        if (last !== undefined && now !== last) notify();
        last = now;
      })
      .catch(() => undefined)
      .finally(() => (polling = undefined)));
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
    last = undefined;
  };
  return {
    notify,
    /** `changedNow`: what the page waits for has happened already. */
    async add(
      response: ServerResponse,
      headers: Record<string, string>,
      changedNow = false,
    ): Promise<void> {
      clients.add(response);
      response.on('close', () => {
        clients.delete(response);
        if (clients.size === 0) stop();
      });
      if (timer === undefined) {
        timer = setInterval(() => void poll(), pollMs);
        await poll();
      }
      response.writeHead(200, { ...headers, 'Content-Type': 'text/event-stream; charset=utf-8' });
      response.write(': listening\n\n');
      if (changedNow) response.write('event: changed\ndata: \n\n');
    },
    close() {
      stop();
      for (const client of clients) client.end();
    },
  };
}

export async function startViewServer(options: ViewServerOptions): Promise<ViewServer> {
  const token = options.token ?? newViewToken();
  const index = createInvocationIndex([path.join(options.cwd, '.verdict'), ...options.roots]);
  const feed = createChangeFeed(index, options.pollMs ?? 1000);
  const { actions } = options;
  const jobs =
    actions === undefined
      ? undefined
      : createReplayJobs({
          selfCommand: actions.selfCommand,
          env: actions.env,
          cwd: options.cwd,
          onEnd: () => feed.notify(),
        });
  const state: ViewState = {
    index,
    cwd: options.cwd,
    actions,
    jobs,
    promotions: new Map(),
    promoting: Promise.resolve(),
  };
  let port = 0;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    const decision = checkRequest(
      {
        method: request.method ?? 'GET',
        host: request.headers.host,
        origin: request.headers.origin,
        cookie: request.headers.cookie,
        queryToken: url.searchParams.get('token'),
      },
      { port, token },
    );
    if (!decision.allowed) {
      return sendPage(response, {
        status: decision.status,
        page: renderMessagePage('Refused', `Refused: ${decision.reason}.`, false),
      });
    }
    const cookie: Record<string, string> =
      decision.setCookie === undefined ? {} : { 'Set-Cookie': decision.setCookie };
    if (request.method === 'POST') {
      const answer = await routePost(url, () => readForm(request), state);
      if (answer !== undefined) {
        if ('redirect' in answer) return sendRedirect(response, answer.redirect, cookie);
        return sendPage(response, answer, cookie);
      }
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const page = renderMessagePage(
        'Not allowed',
        'This server shows pages (GET); it takes a POST only from its own buttons.',
      );
      return sendPage(response, { status: 405, page }, { Allow: 'GET, HEAD', ...cookie });
    }
    if (url.pathname === '/events' && request.method === 'GET') {
      const jobId = url.searchParams.get('job');
      const ended = jobId !== null && jobs?.get(jobId)?.state === 'done';
      return feed.add(response, { ...securityHeaders(), ...cookie }, ended);
    }
    return sendPage(response, await renderRoute(url, state), cookie);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      const page = renderMessagePage('Error', `This page could not be made: ${messageOf(error)}`);
      return sendPage(response, { status: 500, page }).catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    close: async () => {
      feed.close();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await jobs?.close();
      await closed;
    },
  };
}
