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
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// A dependency of @actions/cache (which uploads with it), so always installed beside it.
import {
  BlobSASPermissions,
  BlobServiceClient,
  StorageSharedKeyCredential,
  type ContainerClient,
} from '@azure/storage-blob';
import type { AzuriteBlob } from './azurite.js';

const TWIRP_SERVICE = '/twirp/github.actions.results.api.v1.CacheService/';
const MAX_BODY_BYTES = 1024 * 1024;
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

class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function startFakeCacheService(
  options: FakeCacheServiceOptions,
): Promise<FakeCacheService> {
  const { azurite } = options;
  const credential = new StorageSharedKeyCredential(azurite.accountName, azurite.accountKey);
  const container = new BlobServiceClient(azurite.blobUrl, credential).getContainerClient(
    options.containerName ?? 'actions-cache',
  );
  await container.createIfNotExists();

  const backend = new CacheBackend(container, options);
  const server = createServer((request, response) => {
    void (async () => {
      if (await backend.handleTwirp(request, response)) return;
      sendJson(response, 404, { code: 'bad_route', msg: 'Not Found' });
    })().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { code: 'internal', msg: String(error) });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  backend.url = url;
  return {
    url,
    createJob: (jobOptions) => backend.createJob(jobOptions),
    entries: () => backend.finalizedEntries(),
    archive: (entry) => backend.archive(entry.blobName),
    overwriteArchive: (entry, bytes) => backend.overwriteArchive(entry.id, bytes),
    failNext: (fault) => backend.faults.push({ ...fault, times: fault.times ?? 1 }),
    calls: backend.calls,
    handleTwirp: (request, response) => backend.handleTwirp(request, response),
    close: () => closeServer(server),
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
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (!path.startsWith(TWIRP_SERVICE)) return false;
    const method = path.slice(TWIRP_SERVICE.length);
    const call: FakeCacheCall = { method, status: 200 };
    try {
      if (request.method !== 'POST') throw new TwirpError(404, 'bad_route', `no GET ${path}`);
      const claims = this.verifyToken(request.headers.authorization);
      const body = await readJson(request);
      call.key = optionalString(body, 'key');
      call.version = optionalString(body, 'version');
      if (Array.isArray(body['restore_keys'])) call.restoreKeys = body['restore_keys'].map(String);
      this.injectFault(method);
      sendJson(response, 200, await this.twirp(method, body, claims, call));
    } catch (error) {
      if (!(error instanceof TwirpError)) throw error;
      call.status = error.status;
      sendJson(response, error.status, { code: error.code, msg: error.message });
    }
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
    const key = requireKey(body, 'key');
    const version = requireVersion(body);
    const scope = writableScope(claims);
    call.scope = scope;
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
    const key = requireKey(body, 'key');
    const version = requireVersion(body);
    const scope = writableScope(claims);
    call.scope = scope;
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
    return this.container.getBlobClient(entry.blobName).generateSasUrl({
      permissions: BlobSASPermissions.parse(permissions),
      startsOn: new Date(Date.now() - 60_000),
      expiresOn: new Date(Date.now() + minutes * 60_000),
    });
  }

  private signToken(claims: {
    runId: number;
    repository: string;
    scopes: Array<{ Scope: string; Permission: number }>;
    scp: string;
  }): string {
    const now = Math.floor(Date.now() / 1000);
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const payload = base64url(
      JSON.stringify({
        iss: 'fake-cache-service',
        aud: 'vstoken',
        nbf: now - 60,
        iat: now,
        exp: now + 6 * 3600,
        scp: claims.scp,
        ac: JSON.stringify(claims.scopes),
        repository: claims.repository,
        run_id: String(claims.runId),
      }),
    );
    const signature = createHmac('sha256', this.secret).update(`${header}.${payload}`).digest();
    return `${header}.${payload}.${signature.toString('base64url')}`;
  }

  private verifyToken(authorization: string | undefined): TokenClaims {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    const [header, payload, signature] = token?.split('.') ?? [];
    if (header === undefined || payload === undefined || signature === undefined) {
      throw new TwirpError(401, 'unauthenticated', 'missing or malformed bearer token');
    }
    const expected = createHmac('sha256', this.secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new TwirpError(401, 'unauthenticated', 'the token was not issued by this service');
    }
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
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

// ---- small HTTP and JSON utilities ---------------------------------------------------------

type JsonObject = Record<string, unknown>;

async function readJson(request: IncomingMessage): Promise<JsonObject> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > MAX_BODY_BYTES) throw new TwirpError(400, 'malformed', 'request too large');
    chunks.push(chunk);
  }
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as JsonObject;
    }
  } catch {
    // reported below
  }
  throw new TwirpError(400, 'malformed', 'the body is not a JSON object');
}

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

/** Int64 and wrapper values are strings (or numbers) in proto3 JSON. */
function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
