/**
 * What the doubles of the Actions results service (`fake-results-service.ts` for artifacts,
 * `fake-cache-service.ts` for the cache) share: a JSON server on 127.0.0.1, Twirp over JSON (the
 * route, the body, the error answer), the runtime token (an HS256 JWT signed with the service's
 * secret, so that doubles given one secret accept each other's tokens), and the Azurite container
 * their blobs go to, with the SAS URLs the clients upload and download with.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// A dependency of @actions/artifact and @actions/cache (both upload with it), so always installed.
import {
  BlobSASPermissions,
  BlobServiceClient,
  StorageSharedKeyCredential,
  type ContainerClient,
} from '@azure/storage-blob';
import type { AzuriteBlob } from './azurite.js';

const MAX_BODY_BYTES = 1024 * 1024;

export type JsonObject = Record<string, unknown>;

/** A Twirp error answer: the HTTP status and `{ code, msg }`. */
export class TwirpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface JsonServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 with `answer` for every request; a request `answer` throws on gets a 500
 * with `internalError(error)` as its body (or a dropped connection once headers were sent).
 */
export async function startJsonServer(
  answer: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
  internalError: (error: unknown) => unknown,
): Promise<JsonServer> {
  const server = createServer((request, response) => {
    void answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, internalError(error));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => closeServer(server),
  };
}

/** The method of a request to `POST {service}{method}`, or `undefined` for another route. */
export function twirpMethodOf(request: IncomingMessage, service: string): string | undefined {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  return path.startsWith(service) ? path.slice(service.length) : undefined;
}

/**
 * Answers a Twirp request with what `serve` resolves (200) or the `TwirpError` it throws (a GET is
 * a 404 without calling it); resolves the status sent.
 */
export async function answerTwirp(
  request: IncomingMessage,
  response: ServerResponse,
  serve: () => Promise<JsonObject>,
): Promise<number> {
  try {
    if (request.method !== 'POST') {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      throw new TwirpError(404, 'bad_route', `no GET ${path}`);
    }
    sendJson(response, 200, await serve());
    return 200;
  } catch (error) {
    if (!(error instanceof TwirpError)) throw error;
    sendJson(response, error.status, { code: error.code, msg: error.message });
    return error.status;
  }
}

export async function readJson(request: IncomingMessage): Promise<JsonObject> {
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

export function requireString(body: JsonObject, field: string, fallback?: string): string {
  const value = body[field] ?? fallback;
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  throw new TwirpError(400, 'invalid_argument', `${field} is required`);
}

/** Int64 and wrapper values (`StringValue`, `Int64Value`) are strings or numbers in proto3 JSON. */
export function optionalString(body: JsonObject, field: string): string | undefined {
  const value = body[field];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
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

// ---- the runtime token ----------------------------------------------------------------------

/** A runtime token from `issuer`, valid for six hours, carrying `claims` (`scp`, …). */
export function signRuntimeToken(secret: Buffer, issuer: string, claims: JsonObject): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: issuer,
      aud: 'vstoken',
      nbf: now - 60,
      iat: now,
      exp: now + 6 * 3600,
      ...claims,
    }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

/** The claims of the `Bearer` token in `authorization`, once its signature checks out (else 401). */
export function verifyRuntimeToken(secret: Buffer, authorization: string | undefined): JsonObject {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  const [header, payload, signature] = token?.split('.') ?? [];
  if (header === undefined || payload === undefined || signature === undefined) {
    throw new TwirpError(401, 'unauthenticated', 'missing or malformed bearer token');
  }
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new TwirpError(401, 'unauthenticated', 'the token was not issued by this service');
  }
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JsonObject;
}

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

// ---- blobs ------------------------------------------------------------------------------------

/** The service's container in Azurite, created if missing. */
export async function openContainer(
  azurite: Pick<AzuriteBlob, 'blobUrl' | 'accountName' | 'accountKey'>,
  name: string,
): Promise<ContainerClient> {
  const credential = new StorageSharedKeyCredential(azurite.accountName, azurite.accountKey);
  const container = new BlobServiceClient(azurite.blobUrl, credential).getContainerClient(name);
  await container.createIfNotExists();
  return container;
}

/** A SAS URL of one blob with `permissions` (e.g. `cw` to upload, `r` to read) for `minutes`. */
export function signedBlobUrl(
  container: ContainerClient,
  blobName: string,
  permissions: string,
  minutes: number,
): Promise<string> {
  return container.getBlobClient(blobName).generateSasUrl({
    permissions: BlobSASPermissions.parse(permissions),
    startsOn: new Date(Date.now() - 60_000),
    expiresOn: new Date(Date.now() + minutes * 60_000),
  });
}
