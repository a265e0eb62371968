/**
 * A double of GitHub's artifact backend for tests that run the real `@actions/artifact` client:
 *
 * - the Actions **results service** (Twirp over JSON, what the client uses for the current run):
 *   `POST /twirp/github.actions.results.api.v1.ArtifactService/{CreateArtifact, FinalizeArtifact,
 *   ListArtifacts, GetSignedArtifactURL, DeleteArtifact}`;
 * - the **REST routes** the client uses with `findBy` (another run, e.g. the fork's):
 *   `GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts[?name=]`,
 *   `GET /repos/{owner}/{repo}/actions/artifacts/{id}` and
 *   `GET /repos/{owner}/{repo}/actions/artifacts/{id}/zip` (302 to a signed blob URL).
 *
 * Blobs live in a real Azurite: CreateArtifact hands out a SAS URL (signed with the account key)
 * that the client uploads its zip to with the Azure SDK; downloads get read-only SAS URLs. The
 * artifacts' records (ids, names, sizes, digests) are kept in memory per workflow run.
 *
 * Usage:
 *
 * ```ts
 * const azurite = await startAzurite();
 * const service = await startFakeResultsService({ azurite });
 * const run = service.createRun();              // { runId, owner, repo, env(), … }
 * Object.assign(process.env, run.env());        // or pass run.env() to a child process
 * // … the action uploads/downloads …
 * service.artifacts(run.runId);                 // what was finalized, for assertions
 * service.calls;                                // every request, to check which path was taken
 * await service.close(); await azurite.stop();
 * ```
 *
 * `run.env()` gives `ACTIONS_RESULTS_URL`, `ACTIONS_RUNTIME_TOKEN` (a JWT whose `scp` claim carries
 * `Actions.Results:<runBackendId>:<jobBackendId>`, HS256-signed with a per-service secret that the
 * service verifies), `GITHUB_API_URL`, `GITHUB_RUN_ID` and `GITHUB_REPOSITORY`. Jobs of one run
 * (shards and the merge job) share the run: `run.env({ job: 'shard-1' })`.
 *
 * Mounted in another fake GitHub server: pass `service.handleRest` as its extra handler (it answers
 * only the routes above and resolves `false` for anything else) and `run.env({ apiUrl })` with that
 * server's URL. The Twirp routes are always served by this service's own server. To match a run
 * that fake server knows (the `workflow_run` event's), give its id: `createRun({ runId })`. With
 * `restToken`, the REST routes answer 401 to any other token, as GitHub does.
 *
 * Two traps of the real client worth knowing: `@actions/github` reads `GITHUB_API_URL` once, when
 * it is first imported, so set it before importing `@actions/artifact` in-process; and the client
 * refuses to run (GHES) when `GITHUB_SERVER_URL` is set to anything but github.com, *.ghe.com or
 * *.localhost, so leave it unset or use e.g. `http://github.localhost`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContainerClient } from '@azure/storage-blob';
import type { AzuriteBlob } from './azurite.js';
import {
  answerTwirp,
  openContainer,
  optionalString,
  readJson,
  requireString,
  sendJson,
  signedBlobUrl,
  signRuntimeToken,
  startJsonServer,
  twirpMethodOf,
  TwirpError,
  verifyRuntimeToken,
  type JsonObject,
} from './twirp-double.js';

const TWIRP_SERVICE = '/twirp/github.actions.results.api.v1.ArtifactService/';

/** One artifact as the service keeps it. */
export interface FakeArtifact {
  /** The database id, shared by the Twirp (`database_id`) and REST (`id`) views. */
  id: number;
  name: string;
  runId: number;
  owner: string;
  repo: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  /** The job name given to `run.env({ job })`. */
  job: string;
  /** Where the zip is, in the service's container. */
  blobName: string;
  /** Bytes, as the client reported at finalize (checked against the blob). */
  size: number;
  /** `sha256:<hex>` of the zip, as the client reported at finalize. */
  digest: string | undefined;
  mimeType: string | undefined;
  /** The `version` the client sent with CreateArtifact (7 for @actions/artifact 6). */
  version: number | undefined;
  createdAt: Date;
  expiresAt: Date | undefined;
  finalized: boolean;
}

/** One request the service saw, to assert which path (Twirp or REST) a client took. */
export interface FakeResultsCall {
  api: 'twirp' | 'rest';
  /** The Twirp method (`CreateArtifact`) or the REST method and path (`GET /repos/…`). */
  route: string;
  status: number;
}

export interface FakeWorkflowRun {
  runId: number;
  owner: string;
  repo: string;
  workflowRunBackendId: string;
  /** The backend id of a job of this run (made on first use, stable per job name). */
  jobBackendId(job?: string): string;
  /** A runtime token for a job of this run. */
  runtimeToken(job?: string): string;
  /** The environment the artifact client reads, for a job of this run. */
  env(options?: { job?: string; apiUrl?: string }): Record<string, string>;
}

export interface FakeResultsServiceOptions {
  azurite: Pick<AzuriteBlob, 'blobUrl' | 'accountName' | 'accountKey'>;
  /** `owner/repo` of runs created without one. */
  repository?: string;
  /** When set, the REST routes require `Authorization: token|Bearer <restToken>` (else 401). */
  restToken?: string;
  /** The blob container artifacts go to; created if missing. */
  containerName?: string;
  /**
   * The HMAC key runtime tokens are signed and verified with (random otherwise): share it with
   * another double (the cache service's `secret`) so that one runtime token passes both.
   */
  secret?: Buffer;
  /**
   * Tried for requests this service does not answer (return `true` when it answered), e.g. the
   * cache double's `handleTwirp`: one `ACTIONS_RESULTS_URL` then serves both, as on GitHub.
   */
  extraHandler?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;
}

export interface FakeResultsService {
  /** `http://127.0.0.1:<port>`: the results service and, standalone, the REST API root. */
  url: string;
  /** A new workflow run (run ids count up from 9001 unless given). */
  createRun(options?: { runId?: number; repository?: string }): FakeWorkflowRun;
  /** Finalized artifacts (copies), of one run or of all. */
  artifacts(runId?: number): FakeArtifact[];
  readonly calls: FakeResultsCall[];
  /** Answers the REST artifact routes; resolves `false` (and writes nothing) for other requests. */
  handleRest(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  /** Answers the Twirp routes; resolves `false` (and writes nothing) for other requests. */
  handleTwirp(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  close(): Promise<void>;
}

interface RunRecord {
  runId: number;
  owner: string;
  repo: string;
  workflowRunBackendId: string;
  jobs: Map<string, string>;
}

interface TokenScope {
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
}

class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function startFakeResultsService(
  options: FakeResultsServiceOptions,
): Promise<FakeResultsService> {
  const container = await openContainer(
    options.azurite,
    options.containerName ?? 'actions-results',
  );
  const backend = new ArtifactBackend(container, options);
  const server = await startJsonServer(
    async (request, response) => {
      if (await backend.handleTwirp(request, response)) return;
      if (await backend.handleRest(request, response)) return;
      if (await options.extraHandler?.(request, response)) return;
      sendJson(response, 404, { message: 'Not Found' });
    },
    (error) => ({ message: String(error) }),
  );
  backend.url = server.url;
  return {
    url: server.url,
    createRun: (runOptions) => backend.createRun(runOptions),
    artifacts: (runId) => backend.finalizedArtifacts(runId),
    calls: backend.calls,
    handleRest: (request, response) => backend.handleRest(request, response),
    handleTwirp: (request, response) => backend.handleTwirp(request, response),
    close: () => server.close(),
  };
}

class ArtifactBackend {
  url = '';
  readonly calls: FakeResultsCall[] = [];
  private readonly secret: Buffer;
  private readonly runsByBackendId = new Map<string, RunRecord>();
  private readonly runsById = new Map<number, RunRecord>();
  private readonly artifactsById = new Map<number, FakeArtifact>();
  private nextRunId = 9001;
  private nextArtifactId = 4_200_001;

  constructor(
    private readonly container: ContainerClient,
    private readonly options: FakeResultsServiceOptions,
  ) {
    this.secret = options.secret ?? randomBytes(32);
  }

  createRun(runOptions: { runId?: number; repository?: string } = {}): FakeWorkflowRun {
    const runId = runOptions.runId ?? this.nextRunId++;
    if (this.runsById.has(runId)) throw new Error(`run ${runId} already exists`);
    const [owner, repo] = (runOptions.repository ?? this.options.repository ?? 'octo-org/demo')
      .split('/')
      .map((part) => part.trim());
    if (!owner || !repo) throw new Error('repository must be "owner/repo"');
    const record: RunRecord = {
      runId,
      owner,
      repo,
      workflowRunBackendId: randomUUID(),
      jobs: new Map(),
    };
    this.runsById.set(runId, record);
    this.runsByBackendId.set(record.workflowRunBackendId, record);
    const jobBackendId = (job = 'job'): string => {
      let id = record.jobs.get(job);
      if (id === undefined) {
        id = randomUUID();
        record.jobs.set(job, id);
      }
      return id;
    };
    const runtimeToken = (job?: string): string =>
      this.signToken(record.workflowRunBackendId, jobBackendId(job));
    return {
      runId,
      owner,
      repo,
      workflowRunBackendId: record.workflowRunBackendId,
      jobBackendId,
      runtimeToken,
      env: ({ job, apiUrl } = {}) => ({
        ACTIONS_RESULTS_URL: `${this.url}/`,
        ACTIONS_RUNTIME_TOKEN: runtimeToken(job),
        GITHUB_API_URL: apiUrl ?? this.url,
        GITHUB_RUN_ID: String(runId),
        GITHUB_REPOSITORY: `${owner}/${repo}`,
      }),
    };
  }

  finalizedArtifacts(runId?: number): FakeArtifact[] {
    return [...this.artifactsById.values()]
      .filter((artifact) => artifact.finalized && (runId === undefined || artifact.runId === runId))
      .map((artifact) => ({ ...artifact }));
  }

  // ---- Twirp -------------------------------------------------------------------------------

  async handleTwirp(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const method = twirpMethodOf(request, TWIRP_SERVICE);
    if (method === undefined) return false;
    const status = await answerTwirp(request, response, async () => {
      const scope = this.verifyToken(request.headers.authorization);
      return this.twirp(method, await readJson(request), scope);
    });
    this.calls.push({ api: 'twirp', route: method, status });
    return true;
  }

  private async twirp(method: string, body: JsonObject, scope: TokenScope): Promise<JsonObject> {
    switch (method) {
      case 'CreateArtifact':
        return this.createArtifact(body, scope);
      case 'FinalizeArtifact':
        return this.finalizeArtifact(body, scope);
      case 'ListArtifacts':
        return this.listArtifacts(body, scope);
      case 'GetSignedArtifactURL':
        return this.signedArtifactUrl(body, scope);
      case 'DeleteArtifact':
        return this.deleteArtifact(body, scope);
      default:
        throw new TwirpError(404, 'bad_route', `unknown method ${method}`);
    }
  }

  private async createArtifact(body: JsonObject, scope: TokenScope): Promise<JsonObject> {
    const run = this.runOfRequest(body, scope, { sameJob: true });
    const name = requireString(body, 'name');
    const existing = this.findArtifact(run, name, { includePending: true });
    if (existing?.finalized) {
      throw new TwirpError(
        409,
        'already_exists',
        `an artifact with this name already exists on the workflow run`,
      );
    }
    if (existing) this.artifactsById.delete(existing.id);
    const id = this.nextArtifactId++;
    const artifact: FakeArtifact = {
      id,
      name,
      runId: run.runId,
      owner: run.owner,
      repo: run.repo,
      workflowRunBackendId: run.workflowRunBackendId,
      workflowJobRunBackendId: scope.workflowJobRunBackendId,
      job: jobNameOf(run, scope.workflowJobRunBackendId),
      blobName: `${run.workflowRunBackendId}/${id}/${name}.zip`,
      size: 0,
      digest: undefined,
      mimeType: optionalString(body, 'mime_type'),
      version: typeof body['version'] === 'number' ? body['version'] : undefined,
      createdAt: new Date(),
      expiresAt: optionalDate(body, 'expires_at'),
      finalized: false,
    };
    this.artifactsById.set(id, artifact);
    return { ok: true, signed_upload_url: await this.signedUrl(artifact, 'cw', 60) };
  }

  private async finalizeArtifact(body: JsonObject, scope: TokenScope): Promise<JsonObject> {
    const run = this.runOfRequest(body, scope, { sameJob: true });
    const name = requireString(body, 'name');
    const artifact = this.findArtifact(run, name, { includePending: true });
    if (artifact === undefined || artifact.finalized) {
      throw new TwirpError(404, 'not_found', `no pending artifact named ${name} on this run`);
    }
    const size = Number(requireString(body, 'size', '0'));
    let blobSize: number;
    try {
      const properties = await this.container.getBlobClient(artifact.blobName).getProperties();
      blobSize = properties.contentLength ?? -1;
    } catch {
      throw new TwirpError(412, 'failed_precondition', `nothing was uploaded for ${name}`);
    }
    if (blobSize !== size) {
      throw new TwirpError(
        400,
        'invalid_argument',
        `size ${size} does not match the uploaded blob's ${blobSize} bytes`,
      );
    }
    artifact.size = size;
    artifact.digest = optionalString(body, 'hash');
    artifact.finalized = true;
    return { ok: true, artifact_id: String(artifact.id) };
  }

  private listArtifacts(body: JsonObject, scope: TokenScope): JsonObject {
    const run = this.runOfRequest(body, scope, { sameJob: false });
    const nameFilter = optionalString(body, 'name_filter');
    const idFilter = optionalString(body, 'id_filter');
    const artifacts = this.finalizedArtifacts(run.runId).filter(
      (artifact) =>
        (nameFilter === undefined || artifact.name === nameFilter) &&
        (idFilter === undefined || String(artifact.id) === idFilter),
    );
    return {
      artifacts: artifacts.map((artifact) => ({
        workflow_run_backend_id: artifact.workflowRunBackendId,
        workflow_job_run_backend_id: artifact.workflowJobRunBackendId,
        database_id: String(artifact.id),
        name: artifact.name,
        size: String(artifact.size),
        created_at: artifact.createdAt.toISOString(),
        ...(artifact.digest === undefined ? {} : { digest: artifact.digest }),
      })),
    };
  }

  private async signedArtifactUrl(body: JsonObject, scope: TokenScope): Promise<JsonObject> {
    const run = this.runOfRequest(body, scope, { sameJob: false });
    const name = requireString(body, 'name');
    const artifact = this.findArtifact(run, name, { includePending: false });
    if (artifact === undefined) {
      throw new TwirpError(404, 'not_found', `no artifact named ${name} on this run`);
    }
    return { signed_url: await this.signedUrl(artifact, 'r', 10) };
  }

  private async deleteArtifact(body: JsonObject, scope: TokenScope): Promise<JsonObject> {
    const run = this.runOfRequest(body, scope, { sameJob: false });
    const name = requireString(body, 'name');
    const artifact = this.findArtifact(run, name, { includePending: false });
    if (artifact === undefined) {
      throw new TwirpError(404, 'not_found', `no artifact named ${name} on this run`);
    }
    this.artifactsById.delete(artifact.id);
    await this.container.deleteBlob(artifact.blobName);
    return { ok: true, artifact_id: String(artifact.id) };
  }

  /** The run a request names, which must be the token's (and for writes, the token's job). */
  private runOfRequest(
    body: JsonObject,
    scope: TokenScope,
    { sameJob }: { sameJob: boolean },
  ): RunRecord {
    const runBackendId = requireString(body, 'workflow_run_backend_id');
    const jobBackendId = requireString(body, 'workflow_job_run_backend_id');
    if (
      runBackendId !== scope.workflowRunBackendId ||
      (sameJob && jobBackendId !== scope.workflowJobRunBackendId)
    ) {
      throw new TwirpError(403, 'permission_denied', 'the token is not scoped to this run/job');
    }
    const run = this.runsByBackendId.get(runBackendId);
    if (run === undefined) throw new TwirpError(404, 'not_found', 'unknown workflow run');
    return run;
  }

  private findArtifact(
    run: RunRecord,
    name: string,
    { includePending }: { includePending: boolean },
  ): FakeArtifact | undefined {
    return [...this.artifactsById.values()].find(
      (artifact) =>
        artifact.runId === run.runId &&
        artifact.name === name &&
        (includePending || artifact.finalized),
    );
  }

  private signedUrl(artifact: FakeArtifact, permissions: string, minutes: number): Promise<string> {
    return signedBlobUrl(this.container, artifact.blobName, permissions, minutes);
  }

  private signToken(workflowRunBackendId: string, workflowJobRunBackendId: string): string {
    return signRuntimeToken(this.secret, 'fake-results-service', {
      scp:
        `Actions.GenericRead:${workflowRunBackendId} ` +
        `Actions.UploadArtifacts:${workflowRunBackendId}:${workflowJobRunBackendId} ` +
        `Actions.Results:${workflowRunBackendId}:${workflowJobRunBackendId}`,
    });
  }

  private verifyToken(authorization: string | undefined): TokenScope {
    const claims = verifyRuntimeToken(this.secret, authorization) as { scp?: string };
    for (const scope of (claims.scp ?? '').split(' ')) {
      const [kind, run, job] = scope.split(':');
      if (kind === 'Actions.Results' && run !== undefined && job !== undefined) {
        return { workflowRunBackendId: run, workflowJobRunBackendId: job };
      }
    }
    throw new TwirpError(401, 'unauthenticated', 'the token has no Actions.Results scope');
  }

  // ---- REST --------------------------------------------------------------------------------

  async handleRest(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const url = new URL(request.url ?? '/', 'http://x');
    const route = matchRestRoute(url.pathname);
    if (route === undefined || request.method !== 'GET') return false;
    let status = 200;
    try {
      this.checkRestToken(request.headers.authorization);
      const apiRoot = `http://${request.headers.host ?? '127.0.0.1'}${route.prefix}`;
      const repoRoot = `${apiRoot}/repos/${route.owner}/${route.repo}`;
      if (route.kind === 'run-artifacts') {
        const run = this.runsById.get(route.id);
        if (run === undefined || !sameRepo(run, route)) throw new RestError(404, 'Not Found');
        const name = url.searchParams.get('name');
        const perPage = clamp(Number(url.searchParams.get('per_page') ?? 30), 1, 100);
        const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
        const all = this.finalizedArtifacts(run.runId)
          .filter((artifact) => name === null || artifact.name === name)
          .sort((a, b) => b.id - a.id);
        sendJson(response, 200, {
          total_count: all.length,
          artifacts: all
            .slice((page - 1) * perPage, page * perPage)
            .map((artifact) => restArtifact(artifact, repoRoot)),
        });
      } else {
        const artifact = this.artifactsById.get(route.id);
        if (artifact === undefined || !artifact.finalized || !sameRepo(artifact, route)) {
          throw new RestError(404, 'Not Found');
        }
        if (route.kind === 'artifact') {
          sendJson(response, 200, restArtifact(artifact, repoRoot));
        } else {
          if (route.format !== 'zip') throw new RestError(404, 'Not Found');
          if (isExpired(artifact)) throw new RestError(410, 'Artifact has expired');
          status = 302;
          response.writeHead(302, { location: await this.signedUrl(artifact, 'r', 1) });
          response.end();
        }
      }
    } catch (error) {
      if (!(error instanceof RestError)) throw error;
      status = error.status;
      sendJson(response, error.status, {
        message: error.message,
        documentation_url: 'https://docs.github.com/rest/actions/artifacts',
        status: String(error.status),
      });
    }
    this.calls.push({ api: 'rest', route: `GET ${url.pathname}`, status });
    return true;
  }

  private checkRestToken(authorization: string | undefined): void {
    if (this.options.restToken === undefined) return;
    const given = /^(?:token|bearer) (.+)$/i.exec(authorization ?? '')?.[1];
    if (given !== this.options.restToken) throw new RestError(401, 'Bad credentials');
  }
}

type RestRoute = { prefix: string; owner: string; repo: string; id: number } & (
  { kind: 'run-artifacts' } | { kind: 'artifact' } | { kind: 'download'; format: string }
);

/** Matches with any prefix before `/repos`, so that a GHES-style `/api/v3` root works too. */
function matchRestRoute(pathname: string): RestRoute | undefined {
  const runArtifacts = /^(.*)\/repos\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)\/artifacts$/.exec(
    pathname,
  );
  if (runArtifacts) {
    const [, prefix = '', owner = '', repo = '', id = ''] = runArtifacts;
    return { kind: 'run-artifacts', prefix, owner, repo, id: Number(id) };
  }
  const artifact = /^(.*)\/repos\/([^/]+)\/([^/]+)\/actions\/artifacts\/(\d+)(?:\/([^/]+))?$/.exec(
    pathname,
  );
  if (artifact) {
    const [, prefix = '', owner = '', repo = '', id = '', format] = artifact;
    return format === undefined
      ? { kind: 'artifact', prefix, owner, repo, id: Number(id) }
      : { kind: 'download', prefix, owner, repo, id: Number(id), format };
  }
  return undefined;
}

function restArtifact(artifact: FakeArtifact, repoRoot: string): JsonObject {
  const expiresAt =
    artifact.expiresAt ?? new Date(artifact.createdAt.getTime() + 90 * 24 * 3600 * 1000);
  return {
    id: artifact.id,
    node_id: Buffer.from(`Artifact${artifact.id}`).toString('base64'),
    name: artifact.name,
    size_in_bytes: artifact.size,
    url: `${repoRoot}/actions/artifacts/${artifact.id}`,
    archive_download_url: `${repoRoot}/actions/artifacts/${artifact.id}/zip`,
    expired: isExpired(artifact),
    digest: artifact.digest ?? null,
    created_at: artifact.createdAt.toISOString(),
    updated_at: artifact.createdAt.toISOString(),
    expires_at: expiresAt.toISOString(),
    workflow_run: { id: artifact.runId, head_branch: 'main', head_sha: '0'.repeat(40) },
  };
}

function isExpired(artifact: FakeArtifact): boolean {
  return artifact.expiresAt !== undefined && artifact.expiresAt.getTime() < Date.now();
}

function sameRepo(record: { owner: string; repo: string }, route: RestRoute): boolean {
  return (
    record.owner.toLowerCase() === route.owner.toLowerCase() &&
    record.repo.toLowerCase() === route.repo.toLowerCase()
  );
}

function jobNameOf(run: RunRecord, jobBackendId: string): string {
  for (const [name, id] of run.jobs) if (id === jobBackendId) return name;
  return jobBackendId;
}

// ---- small utilities -----------------------------------------------------------------------

function optionalDate(body: JsonObject, field: string): Date | undefined {
  const value = optionalString(body, field);
  return value === undefined ? undefined : new Date(value);
}

function clamp(value: number, low: number, high: number): number {
  return Number.isFinite(value) ? Math.min(high, Math.max(low, Math.trunc(value))) : low;
}
