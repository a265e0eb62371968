/**
 * Live mode (SPEC §3, §4): each call goes to its protocol family's upstream with the real key.
 * Transient failures are retried honouring `Retry-After` up to a cap (a longer wait is not retried:
 * it would be refused again); each attempt takes one request from the call budget. A stream is
 * retryable until its first event; once events have reached the agent, a break stops the run.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { messageOf } from '../errors.js';
import { postJson, type PostResponse } from '../http/post-json.js';
import { parseJson } from '../json/parse-json.js';
import { protocolOf } from './protocols/index.js';
import type { UpstreamFamily, WireProtocol } from './protocols/protocol.js';
import { refuseUnpinnedModel } from './model-pin.js';
import { readSseData } from '../sse/sse-reader.js';
import type { UpstreamCallBudget } from './upstream-call-budget.js';
import {
  backoffMs,
  formatWait,
  parseRetryAfter,
  sleep,
  Transient,
  withinIdle,
} from './upstream-retry.js';
import { serveRecorded } from './recorded-response.js';
import { RunStopError, type ModelCall, type ModelProvider, type ModelResponse } from './types.js';

export interface Upstream {
  /** OpenAI: the `/v1` base, e.g. `https://host/v1`; Anthropic and Gemini: the host root. */
  baseUrl: string;
  apiKey: string;
}

export type Upstreams = Partial<Record<UpstreamFamily, Upstream>>;

export const UPSTREAM_OPTION: Record<UpstreamFamily, string> = {
  openai: '--base-url',
  anthropic: '--anthropic-base-url',
  gemini: '--gemini-base-url',
};

export interface LiveProviderOptions {
  upstreams: Upstreams;
  headersTimeoutMs?: number;
  /** Time allowed between two pieces of a response body. */
  idleTimeoutMs?: number;
  maxAttempts?: number;
  backoffBaseMs?: number;
  maxBackoffMs?: number;
  /** The longest `Retry-After` honoured; a longer one stops the run at once. */
  maxRetryAfterMs?: number;
  random?: () => number;
  /** `max-calls`: shared by every run (and process) of an evaluation; absent, no bound. */
  callBudget?: UpstreamCallBudget;
}

const MAX_ATTEMPTS = 4;
/** The default cap on `Retry-After` / `retry-after-ms` (documented in the README). */
export const MAX_RETRY_AFTER_MS = 60_000;
/** The default time allowed for response headers, and between two pieces of a body. */
export const UPSTREAM_TIMEOUT_MS = 120_000;
/** Both upstream timeouts from `VERDICT_UPSTREAM_TIMEOUT_MS` (for slow links and tests), if positive. */
export function upstreamTimeoutsFromEnv(
  env: NodeJS.ProcessEnv,
): Pick<LiveProviderOptions, 'headersTimeoutMs' | 'idleTimeoutMs'> {
  const text = env.VERDICT_UPSTREAM_TIMEOUT_MS?.trim() ?? '';
  const value = /^\d+$/.test(text) ? Number(text) : 0;
  return value > 0 ? { headersTimeoutMs: value, idleTimeoutMs: value } : {};
}

type AttemptOutcome =
  | { kind: 'answer'; response: ModelResponse }
  | { kind: 'retry'; reason: string; retryAfterMs?: number };

export class LiveProvider implements ModelProvider {
  readonly mode = 'live' as const;

  constructor(private readonly options: LiveProviderOptions) {}

  async complete(
    call: ModelCall,
    signal: AbortSignal,
  ): Promise<ModelResponse & { attempts: number }> {
    // Before anything reaches an upstream: the real key is spent on the pinned models only.
    refuseUnpinnedModel(call);
    const protocol = protocolOf(call.protocol);
    const upstream = this.options.upstreams[protocol.upstream];
    if (upstream === undefined) {
      throw new RunStopError({
        kind: 'provider_error',
        message: `the agent spoke the ${protocol.id} protocol, but no ${protocol.upstream} upstream is configured (pass ${UPSTREAM_OPTION[protocol.upstream]} URL, or set providers.${protocol.upstream}.baseUrl in verdict.config.json)`,
      });
    }
    const maxAttempts = this.options.maxAttempts ?? MAX_ATTEMPTS;
    const maxRetryAfterMs = this.options.maxRetryAfterMs ?? MAX_RETRY_AFTER_MS;
    let reason = '';
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const refusal = this.options.callBudget?.take(attempt > 1);
      if (refusal !== undefined) throw new RunStopError(refusal);
      const outcome = await this.attempt(protocol, upstream, call, signal, attempt);
      if (outcome.kind === 'answer') return { ...outcome.response, attempts: attempt };
      reason = outcome.reason;
      if (outcome.retryAfterMs !== undefined && outcome.retryAfterMs > maxRetryAfterMs) {
        throw new RunStopError({
          kind: 'upstream_unavailable',
          attempts: attempt,
          message: `the upstream answered ${reason} and asked to wait ${formatWait(outcome.retryAfterMs)} before retrying, more than the cap of ${formatWait(maxRetryAfterMs)}; not retried, the run cannot be judged`,
        });
      }
      if (attempt < maxAttempts)
        await sleep(backoffMs(attempt, outcome.retryAfterMs, this.options), signal);
    }
    throw new RunStopError({
      kind: 'upstream_unavailable',
      attempts: maxAttempts,
      message: `the upstream failed ${maxAttempts} attempts in a row (last: ${reason}); the run cannot be judged`,
    });
  }

  private async attempt(
    protocol: WireProtocol,
    upstream: Upstream,
    call: ModelCall,
    signal: AbortSignal,
    attempt: number,
  ): Promise<AttemptOutcome> {
    const controller = new AbortController();
    const forward = (): void => controller.abort(signal.reason);
    signal.addEventListener('abort', forward, { once: true });
    const headersTimeoutMs = this.options.headersTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, headersTimeoutMs);
    try {
      let response: PostResponse;
      const request = protocol.upstreamRequest(upstream.baseUrl, upstream.apiKey, call);
      try {
        response = await postJson(new URL(request.url), request.body, {
          headers: request.headers,
          signal: controller.signal,
        });
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        if (timedOut) {
          return { kind: 'retry', reason: `no response headers within ${headersTimeoutMs} ms` };
        }
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        return {
          kind: 'retry',
          reason: `connection failed (${cause?.code ?? cause?.message ?? messageOf(error)})`,
        };
      } finally {
        clearTimeout(timer);
      }
      return await this.readResponse(protocol, call, response, controller, signal, attempt);
    } catch (error) {
      if (error instanceof Transient) {
        return { kind: 'retry', reason: error.reason, retryAfterMs: error.retryAfterMs };
      }
      throw error;
    } finally {
      signal.removeEventListener('abort', forward);
    }
  }

  /** The whole body; the idle timeout applies between two pieces, so a long body may take its time. */
  private async readText(
    body: AsyncIterable<Uint8Array>,
    controller: AbortController,
  ): Promise<string> {
    const idleMs = this.options.idleTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
    const pieces = body[Symbol.asyncIterator]();
    const decoder = new TextDecoder();
    let text = '';
    try {
      for (;;) {
        const piece: IteratorResult<Uint8Array> = await withinIdle(
          pieces.next(),
          idleMs,
          controller,
          'response body',
        );
        if (piece.done === true) return text + decoder.decode();
        text += decoder.decode(piece.value, { stream: true });
      }
    } catch (error) {
      if (error instanceof Transient) throw error;
      throw new Transient(`the connection was lost while reading the body (${messageOf(error)})`);
    }
  }

  private async readResponse(
    protocol: WireProtocol,
    call: ModelCall,
    response: PostResponse,
    controller: AbortController,
    signal: AbortSignal,
    attempt: number,
  ): Promise<AttemptOutcome> {
    const { status } = response;
    const bytes = await decodedBody(response);
    if (status === 429 || status >= 500 || protocol.isTransientStatus(status)) {
      const retryAfterMs = parseRetryAfter((name) => headerOf(response.headers, name));
      await this.readText(bytes, controller).catch(() => '');
      throw new Transient(`HTTP ${status}`, retryAfterMs);
    }
    if (status >= 300 && status < 400) {
      await this.readText(bytes, controller).catch(() => '');
      throw new RunStopError({
        kind: 'provider_error',
        message: `the upstream answered HTTP ${status}, a redirect${describeLocation(response.headers)}; Verdict never sends the key where a redirect points: set the upstream's base URL to the address it should be`,
      });
    }
    if (status === 401 || status === 403) {
      await this.readText(bytes, controller).catch(() => '');
      throw new RunStopError({
        kind: 'provider_error',
        message: `the upstream refused Verdict's credentials (HTTP ${status}); check the API key`,
      });
    }
    const isStream = (response.contentType ?? '').includes('text/event-stream');
    if (status >= 400 || !isStream) {
      const text = await this.readText(bytes, controller);
      const parsed = parseJson(text);
      if (!parsed.ok && status < 400) {
        throw new Transient('the upstream sent a body that is not valid JSON');
      }
      const body = parsed.ok
        ? parsed.value
        : { error: { message: text.slice(0, 2000), type: 'upstream_error' } };
      // Some servers ignore `stream: true`; the agent asked for a stream, so it gets one.
      return {
        kind: 'answer',
        response: serveRecorded({ kind: 'json', status, body }, call, protocol),
      };
    }
    const stream = await this.openStream(protocol, bytes, controller, signal, attempt);
    return { kind: 'answer', response: { kind: 'sse', status, events: stream } };
  }

  /** Reads the first event (still retryable), then hands the rest of the stream to the agent. */
  private async openStream(
    protocol: WireProtocol,
    body: AsyncIterable<Uint8Array>,
    controller: AbortController,
    signal: AbortSignal,
    attempt: number,
  ): Promise<AsyncIterable<string>> {
    const idleMs = this.options.idleTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
    const iterator = readSseData(body)[Symbol.asyncIterator]();
    const next = async (what: string): Promise<IteratorResult<string>> => {
      try {
        return await withinIdle(iterator.next(), idleMs, controller, what);
      } catch (error) {
        if (error instanceof Transient || signal.aborted) throw error;
        throw new Transient(`the connection was lost mid-stream (${messageOf(error)})`);
      }
    };
    const first = await next('first stream event');
    if (first.done === true) throw new Transient('the upstream closed the stream before any event');
    const firstEvent: string = first.value;
    const firstProblem = protocol.findMalformedEvent([firstEvent]);
    if (firstProblem !== undefined) {
      controller.abort();
      throw new Transient(
        `the upstream sent a malformed first stream event (it ${firstProblem.reason})`,
      );
    }
    async function* rest(): AsyncGenerator<string> {
      yield firstEvent;
      let forwarded = 1;
      // A protocol judges an event by the first and the last final one only: O(1) per event.
      let lastFinal = protocol.isFinalEvent(firstEvent) ? firstEvent : undefined;
      const stopped = (what: string, detail: string): RunStopError =>
        new RunStopError({
          kind: 'upstream_unavailable',
          attempts: attempt,
          message: `the upstream stream ${what} after ${forwarded} event(s) had reached the agent (${detail}); it cannot be retried, the run cannot be judged`,
        });
      for (;;) {
        let result: IteratorResult<string>;
        try {
          result = await next('stream event');
        } catch (error) {
          if (signal.aborted) throw error;
          // The answer was complete; a connection that then hangs or breaks lost nothing.
          if (lastFinal !== undefined) {
            controller.abort();
            return;
          }
          throw stopped('broke', messageOf(error));
        }
        if (result.done === true) {
          // A clean close without [DONE] or a finish reason is a cut connection, not an answer.
          if (lastFinal === undefined) throw stopped('ended', 'closed without finishing');
          return;
        }
        const event = result.value;
        const context =
          lastFinal === undefined || lastFinal === firstEvent
            ? [firstEvent]
            : [firstEvent, lastFinal];
        const problem = protocol.findMalformedEvent([...context, event]);
        if (problem !== undefined && problem.index === context.length) {
          controller.abort();
          // After the answer's final event, what a server adds is dropped and the stream ends there.
          if (lastFinal !== undefined) return;
          throw stopped('sent a malformed event', `it ${problem.reason}`);
        }
        forwarded += 1;
        if (protocol.isFinalEvent(event)) lastFinal = event;
        yield event;
      }
    }
    return rest();
  }
}

/** A header's value, the first of several: what `Headers.get` gave for the ones read here. */
function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** ` to https://host` when the redirect names a place: its origin only, never a path or query. */
function describeLocation(headers: IncomingHttpHeaders): string {
  const location = headerOf(headers, 'location');
  if (location === undefined) return '';
  try {
    return ` to ${new URL(location).origin}`;
  } catch {
    return '';
  }
}

function ignore(): void {}

/** The codings a server may use though no request asks for one (what `fetch` would have undone). */
const DECOMPRESSORS = {
  gzip: 'createGunzip',
  'x-gzip': 'createGunzip',
  deflate: 'createInflate',
  br: 'createBrotliDecompress',
} as const;

/** The body with one coding of `DECOMPRESSORS` undone (`node:zlib` loaded only then). */
async function decodedBody(response: PostResponse): Promise<AsyncIterable<Uint8Array>> {
  // A body given up on is destroyed with no reader left, whose error would be thrown from nowhere;
  // a reader still gets errors through its iterator. Attached before anything is awaited.
  response.body.on('error', ignore);
  const coding = (headerOf(response.headers, 'content-encoding') ?? '').trim().toLowerCase();
  if (!Object.hasOwn(DECOMPRESSORS, coding)) return response.body;
  const zlib = await import('node:zlib');
  const decoded = zlib[DECOMPRESSORS[coding as keyof typeof DECOMPRESSORS]]();
  decoded.on('error', ignore);
  response.body.on('error', (error) => decoded.destroy(error));
  return response.body.pipe(decoded);
}
