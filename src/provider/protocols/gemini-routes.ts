/**
 * Gemini's HTTP surface: routes (the model is in the path), upstream requests, token counts,
 * errors.
 */
import type { RouteMatch, UpstreamRequest } from './protocol.js';
import type { ModelCall } from '../types.js';
import { stripModelsPrefix } from './gemini-fingerprint.js';
import { isRecord } from '../../json/is-record.js';

/** The model may be spelled `models/x`, plain or URL-encoded (`models%2Fx`). */
const ROUTE =
  /^\/(?:v1|v1beta|v1alpha)\/models\/(.+):(generateContent|streamGenerateContent|countTokens)$/;

function decodeModel(segment: string): string | undefined {
  try {
    // Without `%` there is nothing to decode (and nothing decoding could refuse).
    const model = stripModelsPrefix(segment.includes('%') ? decodeURIComponent(segment) : segment);
    return model === '' || model.includes(':') ? undefined : model;
  } catch {
    return undefined;
  }
}

/** Streams only as SSE (`?alt=sse`, as official clients ask); a JSON-array stream gets a 404. */
export function matchGeminiRoute(
  method: string,
  pathname: string,
  query: URLSearchParams,
): RouteMatch | undefined {
  if (method !== 'POST') return undefined;
  const match = ROUTE.exec(pathname);
  if (match === null) return undefined;
  const model = decodeModel(match[1] ?? '');
  if (model === undefined) return undefined;
  switch (match[2]) {
    case 'countTokens':
      return { kind: 'count_tokens', model };
    case 'streamGenerateContent':
      return query.get('alt') === 'sse' ? { kind: 'model', model, stream: true } : undefined;
    default:
      return { kind: 'model', model, stream: false };
  }
}

/** A base URL may already end in an API version (`…/v1beta`); it is not repeated then. */
const VERSIONED = /\/(?:v1|v1beta|v1alpha)$/;

export function buildUpstreamRequest(
  baseUrl: string,
  apiKey: string,
  call: ModelCall,
): UpstreamRequest {
  if (call.routeModel === undefined) {
    throw new Error('a Gemini call names its model in the route, and this one named none');
  }
  const base = baseUrl.replace(/\/+$/, '');
  const root = VERSIONED.test(base) ? base : `${base}/v1beta`;
  const model = encodeURIComponent(stripModelsPrefix(call.routeModel));
  const method = call.stream ? 'streamGenerateContent?alt=sse' : 'generateContent';
  return {
    url: `${root}/models/${model}:${method}`,
    // The key goes in a header, never in the URL, where logs and error messages would show it.
    headers: { 'content-type': 'application/json', 'x-goog-api-key': apiKey },
    body: JSON.stringify(call.body),
  };
}

/**
 * A `countTokens` answer with no upstream: four characters a token of what the model would read.
 */
export function countRequestTokens(body: Record<string, unknown>): { totalTokens: number } {
  const request = isRecord(body.generateContentRequest) ? body.generateContentRequest : body;
  const counted = [request.contents, request.systemInstruction, request.tools]
    .filter((value) => value !== undefined)
    .map((value) => JSON.stringify(value).length)
    .reduce((sum, length) => sum + length, 0);
  return { totalTokens: Math.ceil(counted / 4) };
}

/** The canonical gRPC status Google APIs name beside each HTTP status. */
const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ABORTED',
  413: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  499: 'CANCELLED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  502: 'UNAVAILABLE',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

/** A Google API error, Verdict's error type as the reason of an `ErrorInfo` detail. */
export function buildErrorBody(status: number, type: string, message: string): unknown {
  return {
    error: {
      code: status,
      message,
      status: STATUS_NAMES[status] ?? (status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION'),
      details: [
        { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: type, domain: 'verdict' },
      ],
    },
  };
}
