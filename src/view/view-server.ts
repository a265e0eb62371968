/**
 * `verdict view`'s server: node:http on 127.0.0.1 only, every request through one guard
 * (`request-guard.ts`: Host, Origin, token) before anything is read. It serves no file: every page
 * is rendered from what the invocation index read, and a run is addressed by its invocation's id,
 * its task and its repetition, looked up among the records, never by a path from the request.
 * Every page is redacted as report.html is (`redactHtml`), and sent with a policy that lets it load
 * nothing but its own styles, its one script (by nonce) and this server's `/events`.
 *
 * `/events` is a stream of server-sent events: `changed` when an invocation appears, goes or any of
 * its files changes (its runs.jsonl grows), found by stat-ing the run directories every `pollMs`
 * while a page listens.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { messageOf } from '../errors.js';
import type { PageParts } from '../html/page-shell.js';
import { redactHtml } from '../report/report-files.js';
import {
  createInvocationIndex,
  readRunTranscript,
  type InvocationIndex,
} from './invocation-index.js';
import { renderInvocationPage, renderRunPage } from './invocation-pages.js';
import { filtersOf, renderListPage } from './list-page.js';
import { checkRequest, newViewToken } from './request-guard.js';
import { renderMessagePage, toServedHtml } from './view-page.js';

export interface ViewServerOptions {
  /**
   * Folders whose run directories are shown, found up to `RUN_DIR_DEPTH` folders below each; the
   * `.verdict` folder in `cwd` (its runs, ci, variants and pr) always is one.
   */
  roots: readonly string[];
  /** Where `verdict view` runs: folders are named relative to it. */
  cwd: string;
  /** 0 (the default) for a free one. */
  port?: number;
  /** How often run directories are looked at while a page listens for changes. */
  pollMs?: number;
  /** The token; a new random one when absent. */
  token?: string;
}

export interface ViewServer {
  /** The address to open, with the token. */
  url: string;
  port: number;
  close(): Promise<void>;
}

interface Page {
  status: number;
  page: PageParts;
}

const notFound = (message: string): Page => ({
  status: 404,
  page: renderMessagePage('Not found', message),
});

function securityHeaders(nonce: string): Record<string, string> {
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
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

async function sendPage(
  response: ServerResponse,
  page: Page,
  extra: Record<string, string> = {},
): Promise<void> {
  const nonce = randomBytes(16).toString('base64');
  const body = await redactHtml(toServedHtml(page.page, nonce));
  response.writeHead(page.status, {
    ...securityHeaders(nonce),
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...extra,
  });
  response.end(body);
}

/** The path's segments, decoded; undefined when one is not valid percent-encoding. */
function segmentsOf(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

async function renderRoute(url: URL, index: InvocationIndex, cwd: string): Promise<Page> {
  const segments = segmentsOf(url.pathname) ?? [];
  const [kind, key, taskId, rep, ...rest] = segments;
  if (segments.length === 1 && kind === '') {
    const { invocations, problems } = await index.list();
    const filters = filtersOf(url.searchParams);
    return { status: 200, page: renderListPage({ invocations, problems, filters, cwd }) };
  }
  if ((kind !== 'invocation' && kind !== 'run') || key === undefined || rest.length > 0) {
    return notFound(
      'This server has no such page. Its pages are the runs, an invocation and a run.',
    );
  }
  const invocation = await index.find(key);
  if (invocation === undefined) {
    return notFound(`No invocation ${JSON.stringify(key)} among the runs this server shows.`);
  }
  const records = await index.recordsOf(invocation);
  if (kind === 'invocation' && taskId === undefined) {
    return { status: 200, page: renderInvocationPage(invocation, records, cwd) };
  }
  const variant = url.searchParams.get('variant') ?? undefined;
  const record = records.find(
    (candidate) =>
      kind === 'run' &&
      candidate.taskId === taskId &&
      /^\d+$/.test(rep ?? '') &&
      candidate.repetition === Number(rep) &&
      (variant === undefined || candidate.variant === variant),
  );
  if (record === undefined) {
    return notFound(
      `No run ${JSON.stringify(`${taskId ?? ''} #${rep ?? ''}`)} in invocation ${invocation.runId}.`,
    );
  }
  const runDir = path.relative(cwd, invocation.dir) || '.';
  const transcript = await readRunTranscript(invocation.dir, record, runDir);
  return { status: 200, page: renderRunPage(invocation, record, transcript, cwd) };
}

/** The `changed` events: one poll of the run directories for all listening pages. */
function createChangeFeed(index: InvocationIndex, pollMs: number) {
  const clients = new Set<ServerResponse>();
  let timer: NodeJS.Timeout | undefined;
  let last: string | undefined;
  let polling: Promise<void> | undefined;
  const poll = (): Promise<void> =>
    (polling ??= index
      .signature()
      .then((now) => {
        if (last !== undefined && now !== last) {
          for (const client of clients) client.write('event: changed\ndata: \n\n');
        }
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
    async add(response: ServerResponse, headers: Record<string, string>): Promise<void> {
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
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const page = renderMessagePage('Not allowed', 'This server only shows pages (GET).');
      return sendPage(response, { status: 405, page }, { Allow: 'GET, HEAD', ...cookie });
    }
    if (url.pathname === '/events' && request.method === 'GET') {
      return feed.add(response, {
        ...securityHeaders(randomBytes(16).toString('base64')),
        ...cookie,
      });
    }
    return sendPage(response, await renderRoute(url, index, options.cwd), cookie);
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
    close: () =>
      new Promise<void>((resolve) => {
        feed.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
