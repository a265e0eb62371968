/**
 * A double of the Actions cache service (v2) for tests that run the real `@actions/cache` client:
 * Twirp over JSON, `POST /twirp/github.actions.results.api.v1.CacheService/{CreateCacheEntry,
 * FinalizeCacheEntryUpload, GetCacheEntryDownloadURL}`, with the archives in a real Azurite —
 * CreateCacheEntry hands out a SAS URL the client uploads its tar to with the Azure SDK, and a hit
 * hands out a read-only SAS URL it downloads with a plain GET (a host that is not
 * `*.blob.core.windows.net` is never read with the SDK).
 *
 * Entries are kept per scope (repository and ref), key and version — the client's version hashes
 * the paths and the compression, so a different path or tool is a miss, as on GitHub — and once
 * made they are immutable: a second CreateCacheEntry of the same key, version and scope answers 409.
 * A lookup, as GitHub documents it, goes through the token's readable scopes in order (the job's
 * own ref, then e.g. the default branch); in each it takes the exact key, then the newest entry
 * whose key starts with the key, then the newest under each restore key in turn.
 *
 * Usage:
 *
 * ```ts
 * const azurite = await startAzurite();
 * const service = await startFakeCacheService({ azurite });
 * const job = service.createJob({ ref: 'refs/pull/7/merge', readRefs: ['refs/heads/main'] });
 * Object.assign(process.env, job.env());      // ACTIONS_RESULTS_URL, ACTIONS_RUNTIME_TOKEN, …
 * // … restoreCache / saveCache …
 * service.entries();                          // finalized entries, newest first
 * service.calls;                              // every request, with its key and what it matched
 * service.failNext({ method: 'GetCacheEntryDownloadURL', status: 403, code: 'permission_denied' });
 * await service.close(); await azurite.stop();
 * ```
 *
 * `job.env()` gives `ACTIONS_RESULTS_URL`, `ACTIONS_RUNTIME_TOKEN` (a JWT, HS256-signed with a
 * per-service secret that every request is verified against, whose `ac` claim lists the cache
 * scopes as the runner's token does: `[{"Scope":"refs/…","Permission":3}]`, 1 = read, 2 = write),
 * `ACTIONS_CACHE_SERVICE_V2` (without it the client speaks the v1 protocol), `GITHUB_RUN_ID`,
 * `GITHUB_RUN_ATTEMPT`, `GITHUB_REPOSITORY` and `GITHUB_REF`. The client reads them from
 * `process.env` on every call. It also refuses v2 (GHES) when `GITHUB_SERVER_URL` is anything but
 * github.com, *.ghe.com or *.localhost, so leave it unset or use e.g. `https://github.localhost`.
 *
 * Beside the artifact double (both clients read the same `ACTIONS_RESULTS_URL` and token): give
 * both services one `secret`, route the artifact service's unmatched requests here (its
 * `extraHandler: service.handleTwirp`), and make the job's token with `scp` set to the run's
 * `Actions.Results:<run backend id>:<job backend id>`.
 *
 * The client retries 5xx answers with a 3 s back-off (five attempts), so faults meant to fail fast
 * use a 4xx status; a closed service (`close()`) is a connection refused, which is not retried.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContainerClient } from '@azure/storage-blob';
import type { AzuriteBlob } from './azurite.js';
import {
  answerTwirp,
  openContainer,
  optionalString,
  readJson,
  sendJson,
  signedBlobUrl,
  signRuntimeToken,
  startJsonServer,
  twirpMethodOf,
  TwirpError,
  verifyRuntimeToken,
  type JsonObject,
} from './twirp-double.js';

const TWIRP_SERVICE = '/twirp/github.actions.results.api.v1.CacheService/';
const READ = 1;
const WRITE = 2;

export type FakeCacheMethod =
  'CreateCacheEntry' | 'FinalizeCacheEntryUpload' | 'GetCacheEntryDownloadURL';

/** One cache entry as the service keeps it. */
export interface FakeCacheEntry {
  id: number;
  key: string;
  /** The client's version: a SHA-256 of the paths, the compression and a salt. */
  version: string;
  /** `owner/repo@ref`: whose entry it is, and who may read it. */
  scope: string;
  /** The run whose job created it. */
  runId: number;
  /** Where the archive is, in the service's container. */
  blobName: string;
  /** Bytes of the archive, as the client reported at finalize (checked against the blob). */
  size: number;
  createdAt: Date;
  finalized: boolean;
}

/** One request the service saw. */
export interface FakeCacheCall {
  method: string;
  status: number;
  key?: string;
  restoreKeys?: string[];
  version?: string;
  /** GetCacheEntryDownloadURL: the key of the entry handed out, when there was one. */
  matchedKey?: string;
  /** The scope the request was served in (the job's own, or the one a hit came from). */
  scope?: string;
}

export interface FakeCacheFault {
  method: FakeCacheMethod;
  status: number;
  /** The Twirp error code, e.g. `permission_denied`, `resource_exhausted`, `internal`. */
  code: string;
  message?: string;
  /** How many requests of that method fail before it recovers (default 1). */
  times?: number;
}

export interface FakeCacheJob {
  runId: number;
  runAttempt: number;
  repository: string;
  ref: string;
  runtimeToken: string;
  /** The environment the cache client reads, for this job. */
  env(): Record<string, string>;
}

export interface FakeCacheJobOptions {
  /** Run ids count up from 7001 unless given. */
  runId?: number;
  runAttempt?: number;
  /** `owner/repo`; the service's default otherwise. */
  repository?: string;
  /** The job's own scope, readable and (unless `readOnly`) writable: default `refs/heads/main`. */
  ref?: string;
  /** Further scopes the job may read, searched after its own (e.g. the default branch). */
  readRefs?: readonly string[];
  /** The token may read but not write (as for an untrusted event): saves answer 403. */
  readOnly?: boolean;
  /**
   * The token's `scp` claim, e.g. a results-service run's `Actions.Results:<run>:<job>` so that,
   * signed with a shared `secret`, the one token also passes that double. Default: this job's own.
   */
  scp?: string;
}

export interface FakeCacheServiceOptions {
  azurite: Pick<AzuriteBlob, 'blobUrl' | 'accountName' | 'accountKey'>;
  /** `owner/repo` of jobs created without one. */
  repository?: string;
  /** The blob container archives go to; created if missing. */
  containerName?: string;
  /** The HMAC key runtime tokens are signed and verified with (random otherwise); see `scp`. */
  secret?: Buffer;
}

export interface FakeCacheService {
  /** `http://127.0.0.1:<port>`: the results service root the client is pointed at. */
  url: string;
  createJob(options?: FakeCacheJobOptions): FakeCacheJob;
  /** Finalized entries (copies), newest first. */
  entries(): FakeCacheEntry[];
  /** The archive's bytes of a finalized entry. */
  archive(entry: Pick<FakeCacheEntry, 'blobName'>): Promise<Buffer>;
  /** Replaces an entry's archive with other bytes (a corrupted upload, for the extract to fail on). */
  overwriteArchive(entry: Pick<FakeCacheEntry, 'id'>, bytes: Buffer): Promise<void>;
  /** The next request(s) of a method answer a Twirp error. */
  failNext(fault: FakeCacheFault): void;
  readonly calls: FakeCacheCall[];
  /** Answers the Twirp cache routes; resolves `false` (and writes nothing) for other requests. */
  handleTwirp(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
  close(): Promise<void>;
}

interface TokenClaims {
  runId: number;
  repository: string;
  /** Scope (`owner/repo@ref`) → permission bits, in search order. */
  scopes: Array<{ scope: string; permission: number }>;
}

export async function startFakeCacheService(
  options: FakeCacheServiceOptions,
): Promise<FakeCacheService> {
  const container = await openContainer(options.azurite, options.containerName ?? 'actions-cache');
  const backend = new CacheBackend(container, options);
  const server = await startJsonServer(
    async (request, response) => {
      if (await backend.handleTwirp(request, response)) return;
      sendJson(response, 404, { code: 'bad_route', msg: 'Not Found' });
    },
    (error) => ({ code: 'internal', msg: String(error) }),
  );
  backend.url = server.url;
  return {
    url: server.url,
    createJob: (jobOptions) => backend.createJob(jobOptions),
    entries: () => backend.finalizedEntries(),
    archive: (entry) => backend.archive(entry.blobName),
    overwriteArchive: (entry, bytes) => backend.overwriteArchive(entry.id, bytes),
    failNext: (fault) => backend.faults.push({ ...fault, times: fault.times ?? 1 }),
    calls: backend.calls,
    handleTwirp: (request, response) => backend.handleTwirp(request, response),
    close: () => server.close(),
  };
}

class CacheBackend {
  url = '';
  readonly calls: FakeCacheCall[] = [];
  readonly faults: Array<FakeCacheFault & { times: number }> = [];
  private readonly secret: Buffer;
  private readonly entriesById = new Map<number, FakeCacheEntry>();
  private nextRunId = 7001;
  private nextEntryId = 1;

  constructor(
    private readonly container: ContainerClient,
    private readonly options: FakeCacheServiceOptions,
  ) {
    this.secret = options.secret ?? randomBytes(32);
  }

  createJob(jobOptions: FakeCacheJobOptions = {}): FakeCacheJob {
    const runId = jobOptions.runId ?? this.nextRunId++;
    const runAttempt = jobOptions.runAttempt ?? 1;
    const repository = jobOptions.repository ?? this.options.repository ?? 'octo-org/demo';
    const ref = jobOptions.ref ?? 'refs/heads/main';
    const scopes = [
      { Scope: ref, Permission: jobOptions.readOnly === true ? READ : READ | WRITE },
      ...(jobOptions.readRefs ?? []).map((readRef) => ({ Scope: readRef, Permission: READ })),
    ];
    const scp = jobOptions.scp ?? `Actions.Results:${runId}:job`;
    const runtimeToken = this.signToken({ runId, repository, scopes, scp });
    return {
      runId,
      runAttempt,
      repository,
      ref,
      runtimeToken,
      env: () => ({
        ACTIONS_RESULTS_URL: `${this.url}/`,
        ACTIONS_RUNTIME_TOKEN: runtimeToken,
        ACTIONS_CACHE_SERVICE_V2: 'True',
        GITHUB_RUN_ID: String(runId),
        GITHUB_RUN_ATTEMPT: String(runAttempt),
        GITHUB_REPOSITORY: repository,
        GITHUB_REF: ref,
      }),
    };
  }

  finalizedEntries(): FakeCacheEntry[] {
    return [...this.entriesById.values()]
      .filter((entry) => entry.finalized)
      .sort((a, b) => b.id - a.id)
      .map((entry) => ({ ...entry }));
  }

  async archive(blobName: string): Promise<Buffer> {
    return this.container.getBlobClient(blobName).downloadToBuffer();
  }

  async overwriteArchive(id: number, bytes: Buffer): Promise<void> {
    const entry = this.entriesById.get(id);
    if (entry === undefined) throw new Error(`no cache entry ${id}`);
    await this.container.getBlockBlobClient(entry.blobName).uploadData(bytes);
    entry.size = bytes.length;
  }

  // ---- Twirp -------------------------------------------------------------------------------

  async handleTwirp(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const method = twirpMethodOf(request, TWIRP_SERVICE);
    if (method === undefined) return false;
    const call: FakeCacheCall = { method, status: 200 };
    call.status = await answerTwirp(request, response, async () => {
      const claims = this.verifyToken(request.headers.authorization);
      const body = await readJson(request);
      call.key = optionalString(body, 'key');
      call.version = optionalString(body, 'version');
      if (Array.isArray(body['restore_keys'])) call.restoreKeys = body['restore_keys'].map(String);
      this.injectFault(method);
      return this.twirp(method, body, claims, call);
    });
    this.calls.push(call);
    return true;
  }

  private injectFault(method: string): void {
    const index = this.faults.findIndex((fault) => fault.method === method);
    const fault = this.faults[index];
    if (fault === undefined) return;
    fault.times -= 1;
    if (fault.times <= 0) this.faults.splice(index, 1);
    throw new TwirpError(fault.status, fault.code, fault.message ?? `injected ${fault.code}`);
  }

  private twirp(
    method: string,
    body: JsonObject,
    claims: TokenClaims,
    call: FakeCacheCall,
  ): Promise<JsonObject> {
    switch (method) {
      case 'CreateCacheEntry':
        return this.createEntry(body, claims, call);
      case 'FinalizeCacheEntryUpload':
        return this.finalizeEntry(body, claims, call);
      case 'GetCacheEntryDownloadURL':
        return this.downloadUrl(body, claims, call);
      default:
        throw new TwirpError(404, 'bad_route', `unknown method ${method}`);
    }
  }

  private async createEntry(
    body: JsonObject,
    claims: TokenClaims,
    call: FakeCacheCall,
  ): Promise<JsonObject> {
    const { key, version, scope } = writeTarget(body, claims, call);
    if (this.findEntry(scope, key, version, { includePending: true }) !== undefined) {
      throw new TwirpError(
        409,
        'already_exists',
        'cache entry with the same key, version, and scope already exists',
      );
    }
    const id = this.nextEntryId++;
    const entry: FakeCacheEntry = {
      id,
      key,
      version,
      scope,
      runId: claims.runId,
      blobName: `${encodeURIComponent(scope)}/${id}/cache.tar`,
      size: 0,
      createdAt: new Date(),
      finalized: false,
    };
    this.entriesById.set(id, entry);
    return { ok: true, signed_upload_url: await this.signedUrl(entry, 'cw', 60) };
  }

  private async finalizeEntry(
    body: JsonObject,
    claims: TokenClaims,
    call: FakeCacheCall,
  ): Promise<JsonObject> {
    const { key, version, scope } = writeTarget(body, claims, call);
    const entry = this.findEntry(scope, key, version, { includePending: true });
    if (entry === undefined || entry.finalized) {
      throw new TwirpError(404, 'not_found', `no pending cache entry ${key} in ${scope}`);
    }
    const size = Number(optionalString(body, 'size_bytes') ?? '0');
    let blobSize: number;
    try {
      blobSize = (await this.container.getBlobClient(entry.blobName).getProperties())
        .contentLength as number;
    } catch {
      throw new TwirpError(412, 'failed_precondition', `nothing was uploaded for ${key}`);
    }
    if (blobSize !== size) {
      throw new TwirpError(
        400,
        'invalid_argument',
        `size_bytes ${size} does not match the uploaded archive's ${blobSize} bytes`,
      );
    }
    entry.size = size;
    entry.finalized = true;
    entry.createdAt = new Date();
    return { ok: true, entry_id: String(entry.id) };
  }

  private async downloadUrl(
    body: JsonObject,
    claims: TokenClaims,
    call: FakeCacheCall,
  ): Promise<JsonObject> {
    const key = requireKey(body, 'key');
    const version = requireVersion(body);
    const restoreKeys = Array.isArray(body['restore_keys']) ? body['restore_keys'].map(String) : [];
    for (const { scope, permission } of claims.scopes) {
      if ((permission & READ) === 0) continue;
      const found = this.lookup(scope, version, key, restoreKeys);
      if (found === undefined) continue;
      call.matchedKey = found.key;
      call.scope = scope;
      return {
        ok: true,
        signed_download_url: await this.signedUrl(found, 'r', 10),
        matched_key: found.key,
      };
    }
    return { ok: false, signed_download_url: '', matched_key: '' };
  }

  /** The exact key, else the newest entry under the key, else the newest under each restore key. */
  private lookup(
    scope: string,
    version: string,
    key: string,
    restoreKeys: readonly string[],
  ): FakeCacheEntry | undefined {
    const exact = this.findEntry(scope, key, version, { includePending: false });
    if (exact !== undefined) return exact;
    for (const prefix of [key, ...restoreKeys]) {
      const newest = [...this.entriesById.values()]
        .filter(
          (entry) =>
            entry.finalized &&
            entry.scope === scope &&
            entry.version === version &&
            entry.key.startsWith(prefix),
        )
        .sort((a, b) => b.id - a.id)[0];
      if (newest !== undefined) return newest;
    }
    return undefined;
  }

  private findEntry(
    scope: string,
    key: string,
    version: string,
    { includePending }: { includePending: boolean },
  ): FakeCacheEntry | undefined {
    return [...this.entriesById.values()].find(
      (entry) =>
        entry.scope === scope &&
        entry.key === key &&
        entry.version === version &&
        (includePending || entry.finalized),
    );
  }

  private signedUrl(entry: FakeCacheEntry, permissions: string, minutes: number): Promise<string> {
    return signedBlobUrl(this.container, entry.blobName, permissions, minutes);
  }

  private signToken(claims: {
    runId: number;
    repository: string;
    scopes: Array<{ Scope: string; Permission: number }>;
    scp: string;
  }): string {
    return signRuntimeToken(this.secret, 'fake-cache-service', {
      scp: claims.scp,
      ac: JSON.stringify(claims.scopes),
      repository: claims.repository,
      run_id: String(claims.runId),
    });
  }

  private verifyToken(authorization: string | undefined): TokenClaims {
    const claims = verifyRuntimeToken(this.secret, authorization) as {
      ac?: string;
      repository?: string;
      run_id?: string;
      exp?: number;
    };
    if (claims.exp === undefined || claims.exp * 1000 < Date.now()) {
      throw new TwirpError(401, 'unauthenticated', 'the token has expired');
    }
    const scopes = JSON.parse(claims.ac ?? '[]') as Array<{ Scope: string; Permission: number }>;
    const repository = claims.repository ?? '';
    return {
      runId: Number(claims.run_id),
      repository,
      scopes: scopes.map((scope) => ({
        scope: `${repository}@${scope.Scope}`,
        permission: scope.Permission,
      })),
    };
  }
}

/** The job's own scope (the first), when the token may write to it. */
function writableScope(claims: TokenClaims): string {
  const own = claims.scopes[0];
  if (own === undefined || (own.permission & WRITE) === 0) {
    throw new TwirpError(403, 'permission_denied', 'cache write denied: the token is read-only');
  }
  return own.scope;
}

/** The key, version and (writable) scope a CreateCacheEntry or FinalizeCacheEntryUpload names. */
function writeTarget(
  body: JsonObject,
  claims: TokenClaims,
  call: FakeCacheCall,
): { key: string; version: string; scope: string } {
  const key = requireKey(body, 'key');
  const version = requireVersion(body);
  const scope = writableScope(claims);
  call.scope = scope;
  return { key, version, scope };
}

// ---- request fields -------------------------------------------------------------------------

/** A key as the service accepts it: 1–512 characters, no comma. */
function requireKey(body: JsonObject, field: string): string {
  const key = optionalString(body, field);
  if (key === undefined || key === '' || key.length > 512 || key.includes(',')) {
    throw new TwirpError(400, 'invalid_argument', `${field} must be 1–512 characters, no comma`);
  }
  return key;
}

function requireVersion(body: JsonObject): string {
  const version = optionalString(body, 'version');
  if (version === undefined || !/^[0-9a-f]{64}$/.test(version)) {
    throw new TwirpError(400, 'invalid_argument', 'version must be a SHA-256 in hex');
  }
  return version;
}
