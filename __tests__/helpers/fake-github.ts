/**
 * A stateful fake of the few GitHub REST endpoints the Action calls, on a real `node:http` server
 * on 127.0.0.1 (ephemeral port). Point the client at `fake.url` (or set `GITHUB_API_URL` to it).
 *
 * Served (any `owner/repo`):
 * - `GET|POST /repos/{o}/{r}/issues/{n}/comments` (list paginates: `per_page` ≤ 100, `page`, `link` header)
 * - `PATCH|DELETE /repos/{o}/{r}/issues/comments/{id}`
 * - `GET /repos/{o}/{r}/actions/runs/{id}`, `GET /repos/{o}/{r}/commits/{sha}/pulls`,
 *   `GET /repos/{o}/{r}/pulls?state=`
 * - who the token is (`actAs`): `GET /user` (a user token's login; 403 for an App's or the
 *   Actions token, as GitHub answers an installation token) and `POST /graphql` `viewer`
 * Anything else answers 404 unless `extraHandler` (e.g. an artifact service) takes it first.
 *
 * State: seed with `addComment`, `addPullRequest`, `addWorkflowRun`; read with `comments(…)`;
 * `reset()` forgets everything (state, recorded requests, faults).
 * Every request is recorded in `requests` (method, path, query, parsed JSON body) in arrival order.
 * Faults, each for the fake's own routes: `forbidWrites()` (a fork's read-only token: writes answer
 * 403), `failNext(n, status)` (n requests answer 5xx, then it recovers), `rateLimitNext(n, kind)`,
 * `delayResponses(ms)` (every request waits before it is handled: makes races real).
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  issueCommentJson,
  pullRequestJson,
  workflowRunJson,
  type CommentState,
  type PullRequestState,
  type WorkflowRunState,
} from './fake-github-shapes.js';

export type { CommentState, PullRequestState, WorkflowRunState };

export interface RecordedRequest {
  method: string;
  /** The path without the query, e.g. `/repos/o/r/issues/1/comments`. */
  path: string;
  query: Record<string, string>;
  /** Parsed JSON, or `undefined` for no body (and for requests `extraHandler` took). */
  body: unknown;
  headers: IncomingHttpHeaders;
  /** The response status; set once answered (`undefined` while in flight or when `extraHandler` answered). */
  status?: number;
}

export interface FakeGitHubOptions {
  /** Tried first for every request; return `true` when it answered. It reads the body itself. */
  extraHandler?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
  /** Who comments created through the API appear to be by. Default: the token's identity. */
  commenter?: string;
}

/**
 * Whose token the client holds: the Actions token (`github-actions[bot]`, the default), a GitHub
 * App's installation token (`login` ends in `[bot]`), or a user's personal access token.
 */
export type TokenIdentity =
  { kind: 'actions' } | { kind: 'app'; login: string } | { kind: 'user'; login: string };

interface Fault {
  remaining: number;
  answer: (response: ServerResponse) => void;
}

const DOCS = 'https://docs.github.com/rest';
const FORBIDDEN = 'Resource not accessible by integration';

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  /** Where clients reach the fake: used in `link` headers and `url` fields. Set it when a proxy sits in front. */
  publicUrl: string;
  private readonly commentsByIssue = new Map<string, CommentState[]>();
  private readonly pullRequests: PullRequestState[] = [];
  private readonly workflowRuns: WorkflowRunState[] = [];
  private readonly sockets = new Set<Socket>();
  private readonly faults: Fault[] = [];
  private writesForbidden = false;
  private identity: TokenIdentity = { kind: 'actions' };
  private delayMs = 0;
  private nextCommentId = 1001;

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly options: FakeGitHubOptions,
  ) {
    this.publicUrl = url;
  }

  static async start(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeGitHub(server, `http://127.0.0.1:${port}`, options);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      fake.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(`fake GitHub failed: ${String(error)}`);
      });
    });
    server.on('connection', (socket) => {
      fake.sockets.add(socket);
      socket.on('close', () => fake.sockets.delete(socket));
    });
    return fake;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  // ---- state -------------------------------------------------------------------------------

  /** Seeds a comment on `repository` (`owner/name`) issue or PR `issueNumber`. */
  addComment(
    repository: string,
    issueNumber: number,
    body: string,
    author = 'octocat',
  ): CommentState {
    const now = new Date().toISOString();
    const comment = { id: this.nextCommentId++, body, author, createdAt: now, updatedAt: now };
    this.issueComments(repository, issueNumber).push(comment);
    return { ...comment };
  }

  /** The comments of an issue or PR, oldest first (copies). */
  comments(repository: string, issueNumber: number): CommentState[] {
    return this.issueComments(repository, issueNumber).map((comment) => ({ ...comment }));
  }

  addPullRequest(
    pull: Pick<PullRequestState, 'repository' | 'number' | 'headSha'> & Partial<PullRequestState>,
  ): PullRequestState {
    const state: PullRequestState = {
      state: 'open',
      title: `Pull request ${pull.number}`,
      headRef: `branch-${pull.number}`,
      headRepository: pull.repository,
      baseRef: 'main',
      baseSha: 'b'.repeat(40),
      listedByCommit: true,
      ...pull,
    };
    this.pullRequests.push(state);
    return state;
  }

  addWorkflowRun(
    run: Pick<WorkflowRunState, 'repository' | 'id' | 'headSha'> & Partial<WorkflowRunState>,
  ): WorkflowRunState {
    const state: WorkflowRunState = {
      headBranch: 'main',
      headRepository: run.repository,
      event: 'pull_request',
      ...run,
    };
    this.workflowRuns.push(state);
    return state;
  }

  /** Forgets all state, recorded requests and faults (for a fake shared by several tests). */
  reset(): void {
    this.commentsByIssue.clear();
    this.pullRequests.length = 0;
    this.workflowRuns.length = 0;
    this.requests.length = 0;
    this.faults.length = 0;
    this.writesForbidden = false;
    this.identity = { kind: 'actions' };
    this.delayMs = 0;
  }

  /** The token the client holds from now on: comments it creates are by its login. */
  actAs(identity: TokenIdentity): void {
    this.identity = identity;
  }

  private login(): string {
    return this.identity.kind === 'actions' ? 'github-actions[bot]' : this.identity.login;
  }

  /** The recorded requests with this method whose path matches. */
  requestsTo(method: string, path: RegExp): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && path.test(request.path));
  }

  // ---- faults ------------------------------------------------------------------------------

  /** A fork's read-only token: every POST, PATCH and DELETE answers 403 from now on. */
  forbidWrites(forbidden = true): void {
    this.writesForbidden = forbidden;
  }

  /** The next `count` requests answer `status` (a 5xx), then the fake recovers. */
  failNext(count: number, status = 502): void {
    this.faults.push({
      remaining: count,
      answer: (response) =>
        sendJson(response, status, { message: 'Server Error', documentation_url: DOCS }),
    });
  }

  /** The next `count` requests hit a rate limit: `primary` (quota spent) or `secondary` (abuse). */
  rateLimitNext(count: number, kind: 'primary' | 'secondary'): void {
    const headers: Record<string, string> =
      kind === 'primary'
        ? {
            'x-ratelimit-limit': '1000',
            'x-ratelimit-remaining': '0',
            'x-ratelimit-reset': String(Math.floor(Date.now() / 1000)),
          }
        : { 'retry-after': '1' };
    const message =
      kind === 'primary'
        ? 'API rate limit exceeded for installation.'
        : 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
    this.faults.push({
      remaining: count,
      answer: (response) => sendJson(response, 403, { message, documentation_url: DOCS }, headers),
    });
  }

  /** Every request waits `ms` before it is handled (its effect and its answer both come late). */
  delayResponses(ms: number): void {
    this.delayMs = ms;
  }

  // ---- serving -----------------------------------------------------------------------------

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const parsed = new URL(request.url ?? '/', this.url);
    const recorded: RecordedRequest = {
      method,
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      body: undefined,
      headers: request.headers,
    };
    this.requests.push(recorded);
    if (this.options.extraHandler !== undefined) {
      if (await this.options.extraHandler(request, response)) return;
    }
    recorded.body = await readJson(request);
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    response.on('finish', () => (recorded.status = response.statusCode));

    const fault = this.faults[0];
    if (fault !== undefined) {
      if (--fault.remaining <= 0) this.faults.shift();
      fault.answer(response);
      return;
    }
    // A GraphQL query is a POST that writes nothing: a read-only token may ask it.
    const isQuery = parsed.pathname === '/graphql';
    if (this.writesForbidden && method !== 'GET' && method !== 'HEAD' && !isQuery) {
      sendJson(response, 403, { message: FORBIDDEN, documentation_url: DOCS, status: '403' });
      return;
    }
    this.route(method, parsed, recorded.body, response);
  }

  private route(method: string, url: URL, body: unknown, response: ServerResponse): void {
    const path = url.pathname;
    const api = this.publicUrl;
    if (path === '/user' && method === 'GET') {
      if (this.identity.kind !== 'user') {
        return sendJson(response, 403, {
          message: FORBIDDEN,
          documentation_url: DOCS,
          status: '403',
        });
      }
      return sendJson(response, 200, { login: this.identity.login, id: 1, type: 'User' });
    }
    if (path === '/graphql' && method === 'POST') {
      const query = (body as { query?: unknown } | undefined)?.query;
      if (typeof query !== 'string' || !/\bviewer\b/.test(query)) {
        return sendJson(response, 200, { errors: [{ message: 'the fake answers viewer only' }] });
      }
      // GraphQL names a bot by its slug, without REST's `[bot]`.
      const viewer =
        this.identity.kind === 'user'
          ? { login: this.identity.login, __typename: 'User' }
          : { login: this.login().replace(/\[bot\]$/, ''), __typename: 'Bot' };
      return sendJson(response, 200, { data: { viewer } });
    }
    let match = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(path);
    if (match !== null) {
      const [, repository = '', issue = ''] = match;
      const comments = this.issueComments(repository, Number(issue));
      if (method === 'GET') {
        const json = comments.map((c) => issueCommentJson(api, repository, Number(issue), c));
        this.sendPage(response, url, json);
        return;
      }
      if (method === 'POST') {
        const text = bodyText(body);
        if (text === undefined) return sendInvalid(response, 'body');
        const author = this.options.commenter ?? this.login();
        const comment = this.addComment(repository, Number(issue), text, author);
        return sendJson(response, 201, issueCommentJson(api, repository, Number(issue), comment));
      }
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)$/.exec(path);
    if (match !== null && (method === 'PATCH' || method === 'DELETE')) {
      const [, repository = '', id = ''] = match;
      const found = this.findComment(repository, Number(id));
      if (found === undefined) return sendNotFound(response);
      const { comments, index, issueNumber } = found;
      if (method === 'DELETE') {
        comments.splice(index, 1);
        response.writeHead(204).end();
        return;
      }
      const text = bodyText(body);
      if (text === undefined) return sendInvalid(response, 'body');
      const comment = comments[index] as CommentState;
      comment.body = text;
      comment.updatedAt = new Date().toISOString();
      return sendJson(response, 200, issueCommentJson(api, repository, issueNumber, comment));
    }
    if (method !== 'GET') return sendNotFound(response);
    match = /^\/repos\/([^/]+\/[^/]+)\/actions\/runs\/(\d+)$/.exec(path);
    if (match !== null) {
      const run = this.workflowRuns.find(
        (candidate) => candidate.repository === match?.[1] && candidate.id === Number(match[2]),
      );
      if (run === undefined) return sendNotFound(response);
      return sendJson(response, 200, workflowRunJson(api, run));
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/commits\/([^/]+)\/pulls$/.exec(path);
    if (match !== null) {
      const pulls = this.pullRequests.filter(
        (pull) =>
          pull.repository === match?.[1] && pull.headSha === match[2] && pull.listedByCommit,
      );
      return this.sendPage(response, url, pulls.map(pullRequestJsonAt(api)));
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/pulls$/.exec(path);
    if (match !== null) {
      const state = url.searchParams.get('state') ?? 'open';
      const pulls = this.pullRequests.filter(
        (pull) => pull.repository === match?.[1] && (state === 'all' || pull.state === state),
      );
      return this.sendPage(response, url, pulls.map(pullRequestJsonAt(api)));
    }
    sendNotFound(response);
  }

  /** One page of `items`, with GitHub's `link` header pointing at `publicUrl`. */
  private sendPage(response: ServerResponse, url: URL, items: unknown[]): void {
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30) || 30, 100);
    const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
    const lastPage = Math.max(Math.ceil(items.length / perPage), 1);
    const linkTo = (target: number) => {
      const link = new URL(url.pathname + url.search, this.publicUrl);
      link.searchParams.set('page', String(target));
      return `<${link.href}>`;
    };
    const links: string[] = [];
    if (page < lastPage)
      links.push(`${linkTo(page + 1)}; rel="next"`, `${linkTo(lastPage)}; rel="last"`);
    if (page > 1) links.push(`${linkTo(page - 1)}; rel="prev"`, `${linkTo(1)}; rel="first"`);
    const slice = items.slice((page - 1) * perPage, page * perPage);
    sendJson(response, 200, slice, links.length > 0 ? { link: links.join(', ') } : {});
  }

  private issueComments(repository: string, issueNumber: number): CommentState[] {
    const key = `${repository}#${issueNumber}`;
    let comments = this.commentsByIssue.get(key);
    if (comments === undefined) {
      comments = [];
      this.commentsByIssue.set(key, comments);
    }
    return comments;
  }

  private findComment(repository: string, id: number) {
    for (const [key, comments] of this.commentsByIssue) {
      if (!key.startsWith(`${repository}#`)) continue;
      const index = comments.findIndex((comment) => comment.id === id);
      if (index >= 0) return { comments, index, issueNumber: Number(key.split('#')[1]) };
    }
    return undefined;
  }
}

function pullRequestJsonAt(api: string) {
  return (pull: PullRequestState) => pullRequestJson(api, pull);
}

function bodyText(body: unknown): string | undefined {
  const text = (body as { body?: unknown } | undefined)?.body;
  return typeof text === 'string' ? text : undefined;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'x-github-request-id': `FAKE:${Date.now()}`,
    'x-ratelimit-limit': '5000',
    'x-ratelimit-remaining': '4999',
    ...headers,
  });
  response.end(JSON.stringify(body));
}

function sendNotFound(response: ServerResponse): void {
  sendJson(response, 404, { message: 'Not Found', documentation_url: DOCS, status: '404' });
}

function sendInvalid(response: ServerResponse, field: string): void {
  sendJson(response, 422, {
    message: `Invalid request.\n\n"${field}" wasn't supplied.`,
    documentation_url: DOCS,
    status: '422',
  });
}
