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
 * while a page listens, and when a replay ends (`/events?job=ID` says so at once when it has).
 *
 * Given `actions` (the CLI gives them), it also makes and checks cases, each a POST through the
 * same guard, answered by a redirect to a page that shows the outcome (so a reload asks nothing
 * again): `POST /run/KEY/TASK/REP/promote` is `verdict add` of that run (✓ This went well), into
 * `.verdict/cases`; `GET /case/FORM/SUITE/ID` is a promoted case's page and `POST …/run` replays it
 * in a child process (Run it again), whose page `/replay/ID` follows it.
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
  type Invocation,
  type InvocationIndex,
} from './invocation-index.js';
import { DEFAULT_RECORDED_SUITE } from '../cases/add-case.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import {
  renderCasePage,
  renderReplayPage,
  suiteChoices,
  type ReplayOutcome,
} from './case-pages.js';
import { renderInvocationPage, renderRunPage } from './invocation-pages.js';
import { filtersOf, renderListPage } from './list-page.js';
import { listCaseSuites, readPromotedCase, type CaseForm } from './promoted-cases.js';
import { createReplayJobs, type ReplayJob, type ReplayJobs } from './replay-jobs.js';
import { checkRequest, newViewToken } from './request-guard.js';
import type { PromoteResult, ViewActions } from './view-actions.js';
import { caseHref, renderMessagePage, replayHref, runHref, toServedHtml } from './view-page.js';

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
  /** Promoting runs and replaying cases; without them the server only shows. */
  actions?: ViewActions;
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
  /** The page holds a form that posts: it must send its Origin (see `securityHeaders`). */
  posts?: boolean;
}

const notFound = (message: string): Page => ({
  status: 404,
  page: renderMessagePage('Not found', message),
});

/**
 * `Referrer-Policy: no-referrer` also makes a browser send `Origin: null` with a page's POST, which
 * the guard refuses; a page with a form sends its referrer, and so its Origin, to this server only.
 */
function securityHeaders(nonce: string, posts = false): Record<string, string> {
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

async function sendPage(
  response: ServerResponse,
  page: Page,
  extra: Record<string, string> = {},
): Promise<void> {
  const nonce = randomBytes(16).toString('base64');
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
    ...securityHeaders(randomBytes(16).toString('base64')),
    Location: location,
    'Content-Length': '0',
    ...extra,
  });
  response.end();
}

/** The most a form's body may hold. */
const MAX_FORM_BYTES = 64 * 1024;

/** A form's fields; undefined when the body is not a form or is too large. */
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

/** The path's segments, decoded; undefined when one is not valid percent-encoding. */
function segmentsOf(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

type Located =
  { kind: 'found'; invocation: Invocation; record: RunRecord } | { kind: 'missing'; page: Page };

/** A run by its invocation's key, task and repetition (and variant), among the records read. */
async function locateRun(
  index: InvocationIndex,
  key: string,
  taskId: string | undefined,
  rep: string | undefined,
  variant: string | undefined,
): Promise<Located> {
  const invocation = await index.find(key);
  if (invocation === undefined) {
    return {
      kind: 'missing',
      page: notFound(`No invocation ${JSON.stringify(key)} among the runs this server shows.`),
    };
  }
  const records = await index.recordsOf(invocation);
  const record = records.find(
    (candidate) =>
      candidate.taskId === taskId &&
      /^\d+$/.test(rep ?? '') &&
      candidate.repetition === Number(rep) &&
      (variant === undefined || candidate.variant === variant),
  );
  if (record === undefined) {
    return {
      kind: 'missing',
      page: notFound(
        `No run ${JSON.stringify(`${taskId ?? ''} #${rep ?? ''}`)} in invocation ${invocation.runId}.`,
      ),
    };
  }
  return { kind: 'found', invocation, record };
}

const CASE_FORMS: readonly string[] = ['suite', 'file'] satisfies CaseForm[];

interface ServerState {
  index: InvocationIndex;
  cwd: string;
  actions: ViewActions | undefined;
  jobs: ReplayJobs | undefined;
  /** What each promotion printed, by its id, with the run page it was made from. */
  promotions: Map<string, { runPath: string; result: PromoteResult }>;
}

async function renderRoute(url: URL, state: ServerState): Promise<Page> {
  const { index, cwd } = state;
  const segments = segmentsOf(url.pathname) ?? [];
  const [kind, key, taskId, rep, ...rest] = segments;
  if (segments.length === 1 && kind === '') {
    const { invocations, problems } = await index.list();
    const filters = filtersOf(url.searchParams);
    return { status: 200, page: renderListPage({ invocations, problems, filters, cwd }) };
  }
  if (kind === 'case' && segments.length === 4) return renderCaseRoute(segments, state);
  if (kind === 'replay' && segments.length === 2) return renderReplayRoute(key ?? '', state);
  if ((kind !== 'invocation' && kind !== 'run') || key === undefined || rest.length > 0) {
    return notFound(
      'This server has no such page. Its pages are the runs, an invocation, a run, a promoted case and a replay.',
    );
  }
  if (kind === 'invocation' && taskId === undefined) {
    const invocation = await index.find(key);
    if (invocation === undefined) {
      return notFound(`No invocation ${JSON.stringify(key)} among the runs this server shows.`);
    }
    return {
      status: 200,
      page: renderInvocationPage(invocation, await index.recordsOf(invocation), cwd),
    };
  }
  if (kind !== 'run') {
    return notFound("This server has no such page. An invocation's runs are at /run/….");
  }
  const variant = url.searchParams.get('variant') ?? undefined;
  const located = await locateRun(index, key, taskId, rep, variant);
  if (located.kind === 'missing') return located.page;
  const { invocation, record } = located;
  const runDir = path.relative(cwd, invocation.dir) || '.';
  const transcript = await readRunTranscript(invocation.dir, record, runDir);
  if (state.actions === undefined) {
    return { status: 200, page: renderRunPage(invocation, record, transcript, cwd) };
  }
  const runPath = runHref(invocation.key, record);
  const promotion = state.promotions.get(url.searchParams.get('promotion') ?? '');
  const keep = {
    action: promoteHref(runPath),
    suites: suiteChoices(record, await listCaseSuites(cwd), DEFAULT_RECORDED_SUITE),
    ...(promotion?.runPath === runPath ? { result: promotion.result } : {}),
  };
  return {
    status: 200,
    posts: true,
    page: renderRunPage(invocation, record, transcript, cwd, keep),
  };
}

/** `/run/KEY/TASK/REP/promote`, its `?variant=` kept. */
function promoteHref(runPath: string): string {
  const [pathname = '', query] = runPath.split('?');
  return `${pathname}/promote${query === undefined ? '' : `?${query}`}`;
}

async function renderCaseRoute(segments: readonly string[], state: ServerState): Promise<Page> {
  const [, form = '', suite = '', caseId = ''] = segments;
  if (!CASE_FORMS.includes(form))
    return notFound('A case is a task of a suite or a case of a file.');
  const found = await readPromotedCase({ form: form as CaseForm, suite, caseId }, state.cwd);
  if (found.kind === 'missing') return notFound(found.message);
  const { promoted } = found;
  if (state.jobs === undefined) return { status: 200, page: renderCasePage(promoted, undefined) };
  const running = state.jobs.runningFor(promoted);
  return {
    status: 200,
    posts: true,
    page: renderCasePage(promoted, {
      action: `${caseHref(promoted)}/run`,
      ...(running === undefined ? {} : { running }),
    }),
  };
}

async function replayOutcomeOf(
  job: ReplayJob,
  state: ServerState,
): Promise<ReplayOutcome | undefined> {
  if (job.state === 'running' || job.outDir === undefined) return undefined;
  const { invocations } = await state.index.list();
  const listed = invocations.find((candidate) => candidate.dir === job.outDir);
  const invocation = listed === undefined ? undefined : await state.index.find(listed.key);
  if (invocation === undefined) return { records: [], transcripts: [] };
  const records = (await state.index.recordsOf(invocation)).filter(
    (record) => record.taskId === job.ref.caseId,
  );
  const runDir = path.relative(state.cwd, invocation.dir) || '.';
  const transcripts = await Promise.all(
    records.map((record) => readRunTranscript(invocation.dir, record, runDir)),
  );
  return { invocationKey: invocation.key, records, transcripts };
}

async function renderReplayRoute(id: string, state: ServerState): Promise<Page> {
  const job = state.jobs?.get(id);
  if (job === undefined) {
    return notFound('No such replay: this server keeps its replays until it stops.');
  }
  const promoted = {
    href: caseHref(job.ref),
    label: `${job.ref.suite} / ${job.ref.caseId}`,
  };
  return {
    status: 200,
    page: renderReplayPage(job, promoted, await replayOutcomeOf(job, state)),
  };
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
    /** Tells every listening page that something changed (a replay ended). */
    notify(): void {
      for (const client of clients) client.write('event: changed\ndata: \n\n');
    },
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

/** `POST /run/KEY/TASK/REP/promote`: `verdict add` of that run, then its page with what add printed. */
async function promote(
  request: IncomingMessage,
  url: URL,
  segments: readonly string[],
  state: ServerState & { actions: ViewActions },
  queue: { promoting: Promise<unknown> },
): Promise<Page | { redirect: string }> {
  const [, key = '', taskId, rep] = segments;
  const variant = url.searchParams.get('variant') ?? undefined;
  const located = await locateRun(state.index, key, taskId, rep, variant);
  if (located.kind === 'missing') return located.page;
  const form = await readForm(request);
  if (form === undefined) {
    return {
      status: 400,
      page: renderMessagePage('Bad request', 'The form came without its fields, or too large.'),
    };
  }
  const { invocation, record } = located;
  const promoteRequest = {
    target: path.relative(state.cwd, invocation.dir) || '.',
    taskId: record.taskId,
    repetition: record.repetition,
    suite: form.get('suite') ?? DEFAULT_RECORDED_SUITE,
    contains: form.get('contains') ?? '',
  };
  // One at a time: two promotions into one suite would each append to the file the other read.
  const result = queue.promoting.then(() => state.actions.promote(promoteRequest));
  queue.promoting = result.catch(() => undefined);
  const runPath = runHref(invocation.key, record);
  const id = randomBytes(8).toString('hex');
  state.promotions.set(id, { runPath, result: await result });
  // The latest ones are kept: a server that runs for days does not grow with every click.
  for (const old of state.promotions.keys()) {
    if (state.promotions.size <= MAX_PROMOTIONS_KEPT) break;
    state.promotions.delete(old);
  }
  const separator = runPath.includes('?') ? '&' : '?';
  return { redirect: `${runPath}${separator}promotion=${id}#keep` };
}

/** `POST /case/FORM/SUITE/ID/run`: Run it again, then the replay's page. */
async function replay(
  segments: readonly string[],
  state: ServerState & { jobs: ReplayJobs },
): Promise<Page | { redirect: string }> {
  const [, form = '', suite = '', caseId = ''] = segments;
  if (!CASE_FORMS.includes(form))
    return notFound('A case is a task of a suite or a case of a file.');
  const found = await readPromotedCase({ form: form as CaseForm, suite, caseId }, state.cwd);
  if (found.kind === 'missing') return notFound(found.message);
  return { redirect: replayHref(state.jobs.start(found.promoted).id) };
}

const MAX_PROMOTIONS_KEPT = 100;

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
  const state: ServerState = { index, cwd: options.cwd, actions, jobs, promotions: new Map() };
  const queue = { promoting: Promise.resolve() as Promise<unknown> };
  let port = 0;

  /** The POSTs this server answers: undefined for any other. */
  async function post(
    request: IncomingMessage,
    url: URL,
  ): Promise<Page | { redirect: string } | undefined> {
    const segments = segmentsOf(url.pathname) ?? [];
    const [kind] = segments;
    if (kind === 'run' && segments.length === 5 && segments[4] === 'promote' && actions) {
      return promote(request, url, segments, { ...state, actions }, queue);
    }
    if (kind === 'case' && segments.length === 5 && segments[4] === 'run' && jobs) {
      return replay(segments, { ...state, jobs });
    }
    return undefined;
  }

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
      const answer = await post(request, url);
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
      return feed.add(
        response,
        { ...securityHeaders(randomBytes(16).toString('base64')), ...cookie },
        ended,
      );
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
