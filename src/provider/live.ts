/**
 * Live mode: forwards each model call to the configured upstream with the real key (which the agent
 * never sees, and never the agent's own headers). Transient failures — a timeout, a lost connection,
 * 429, 5xx, a malformed body — are retried, at most 4 attempts in all, with exponential backoff and
 * jitter, honouring `Retry-After` / `retry-after-ms`. After the last attempt the run stops as an
 * infrastructure error (`upstream_unavailable`), never as a model failure.
 *
 * Streams are passed through as they arrive. A stream can be retried until its first event has been
 * read; once events have reached the agent they cannot be taken back, so a stream that breaks later
 * stops the run instead.
 */
import { messageOf } from '../errors.js';
import { eventsFromJson, findMalformedEvent } from './chat-completion.js';
import { readSseData, streamOf } from './sse.js';
import { RunStopError, type ModelCall, type ModelProvider, type ModelResponse } from './types.js';

export interface LiveProviderOptions {
  /** The upstream's OpenAI-compatible base URL, e.g. `https://host/v1`. */
  baseUrl: string;
  apiKey: string;
  /** Time allowed until the upstream sends response headers. */
  headersTimeoutMs?: number;
  /** Time allowed between two pieces of a response body. */
  idleTimeoutMs?: number;
  maxAttempts?: number;
  /** First backoff delay; doubles each attempt, with full jitter. */
  backoffBaseMs?: number;
  /** No wait (backoff or Retry-After) is longer than this. */
  maxBackoffMs?: number;
  /** Random source for jitter (tests pass a fixed one). */
  random?: () => number;
}

export const MAX_ATTEMPTS = 4;

/** Whether a stream event marks a finished answer: `[DONE]`, or a chunk with a finish reason. */
function isFinal(event: string): boolean {
  if (event === '[DONE]') return true;
  try {
    const chunk = JSON.parse(event) as { choices?: Array<{ finish_reason?: unknown }> };
    return chunk.choices?.some((choice) => typeof choice.finish_reason === 'string') ?? false;
  } catch {
    return false;
  }
}

type AttemptOutcome =
  | { kind: 'answer'; response: ModelResponse }
  | { kind: 'retry'; reason: string; retryAfterMs?: number };

class Transient extends Error {
  constructor(
    readonly reason: string,
    readonly retryAfterMs?: number,
  ) {
    super(reason);
  }
}

/** `Retry-After` (seconds or an HTTP date) or `retry-after-ms`, in milliseconds. */
export function parseRetryAfter(headers: Headers, now = Date.now()): number | undefined {
  const milliseconds = headers.get('retry-after-ms');
  if (milliseconds !== null && /^\d+(\.\d+)?$/.test(milliseconds.trim())) {
    return Number(milliseconds);
  }
  const value = headers.get('retry-after')?.trim();
  if (value === undefined || value === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Races a promise against an idle timer that aborts `controller` when it fires. */
async function withinIdle<T>(
  promise: Promise<T>,
  idleMs: number,
  controller: AbortController,
  what: string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Transient(`no ${what} from the upstream within ${idleMs} ms`));
    }, idleMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export class LiveProvider implements ModelProvider {
  readonly mode = 'live' as const;
  private readonly url: string;

  constructor(private readonly options: LiveProviderOptions) {
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  async complete(
    call: ModelCall,
    signal: AbortSignal,
  ): Promise<ModelResponse & { attempts: number }> {
    const maxAttempts = this.options.maxAttempts ?? MAX_ATTEMPTS;
    let reason = '';
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const outcome = await this.attempt(call, signal, attempt);
      if (outcome.kind === 'answer') return { ...outcome.response, attempts: attempt };
      reason = outcome.reason;
      if (attempt < maxAttempts) await sleep(this.delayMs(attempt, outcome.retryAfterMs), signal);
    }
    throw new RunStopError({
      kind: 'upstream_unavailable',
      attempts: maxAttempts,
      message: `the upstream failed ${maxAttempts} attempts in a row (last: ${reason}); the run cannot be judged`,
    });
  }

  /** Exponential backoff with full jitter; a server's Retry-After wins when it asks for longer. */
  private delayMs(attempt: number, retryAfterMs: number | undefined): number {
    const base = this.options.backoffBaseMs ?? 500;
    const cap = this.options.maxBackoffMs ?? 30_000;
    const random = this.options.random ?? Math.random;
    const backoff = random() * Math.min(cap, base * 2 ** (attempt - 1));
    return Math.min(cap, Math.max(backoff, retryAfterMs ?? 0));
  }

  private async attempt(
    call: ModelCall,
    signal: AbortSignal,
    attempt: number,
  ): Promise<AttemptOutcome> {
    const controller = new AbortController();
    const forward = (): void => controller.abort(signal.reason);
    signal.addEventListener('abort', forward, { once: true });
    const headersTimeoutMs = this.options.headersTimeoutMs ?? 120_000;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, headersTimeoutMs);
    try {
      let response: Response;
      try {
        response = await fetch(this.url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${this.options.apiKey}`,
            'content-type': 'application/json',
            accept: call.stream ? 'text/event-stream' : 'application/json',
            'user-agent': 'agent-verdict',
          },
          body: JSON.stringify(call.body),
          signal: controller.signal,
        });
      } catch (error) {
        if (signal.aborted) throw error;
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
      return await this.readResponse(call, response, controller, signal, attempt);
    } catch (error) {
      if (error instanceof Transient) {
        return {
          kind: 'retry',
          reason: error.reason,
          ...(error.retryAfterMs === undefined ? {} : { retryAfterMs: error.retryAfterMs }),
        };
      }
      throw error;
    } finally {
      signal.removeEventListener('abort', forward);
    }
  }

  private async readText(response: Response, controller: AbortController): Promise<string> {
    try {
      return await withinIdle(
        response.text(),
        this.options.idleTimeoutMs ?? 120_000,
        controller,
        'response body',
      );
    } catch (error) {
      if (error instanceof Transient) throw error;
      throw new Transient(`the connection was lost while reading the body (${messageOf(error)})`);
    }
  }

  private async readResponse(
    call: ModelCall,
    response: Response,
    controller: AbortController,
    signal: AbortSignal,
    attempt: number,
  ): Promise<AttemptOutcome> {
    const { status } = response;
    if (status === 429 || status >= 500) {
      const retryAfterMs = parseRetryAfter(response.headers);
      await this.readText(response, controller).catch(() => '');
      throw new Transient(`HTTP ${status}`, retryAfterMs);
    }
    if (status === 401 || status === 403) {
      await this.readText(response, controller).catch(() => '');
      throw new RunStopError({
        kind: 'provider_error',
        message: `the upstream refused Verdict's credentials (HTTP ${status}); check the API key`,
      });
    }
    const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
    if (status >= 400 || !isStream) {
      const text = await this.readText(response, controller);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        if (status >= 400)
          body = { error: { message: text.slice(0, 2000), type: 'upstream_error' } };
        else throw new Transient('the upstream sent a body that is not valid JSON');
      }
      if (status < 400 && call.stream) {
        // Some servers ignore `stream: true`; the agent asked for a stream, so it gets one.
        const includeUsage = call.body.stream_options?.include_usage === true;
        return {
          kind: 'answer',
          response: {
            kind: 'sse',
            status,
            events: streamOf(eventsFromJson(body, { includeUsage })),
          },
        };
      }
      return { kind: 'answer', response: { kind: 'json', status, body } };
    }
    if (response.body === null) throw new Transient('the upstream sent an empty stream');
    const stream = await this.openStream(response.body, controller, signal, attempt);
    return { kind: 'answer', response: { kind: 'sse', status, events: stream } };
  }

  /** Reads the first event (still retryable), then hands the rest of the stream to the agent. */
  private async openStream(
    body: ReadableStream<Uint8Array>,
    controller: AbortController,
    signal: AbortSignal,
    attempt: number,
  ): Promise<AsyncIterable<string>> {
    const idleMs = this.options.idleTimeoutMs ?? 120_000;
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
    if (findMalformedEvent([firstEvent]) !== undefined) {
      throw new Transient('the upstream sent a malformed first stream event');
    }
    async function* rest(): AsyncGenerator<string> {
      yield firstEvent;
      let forwarded = 1;
      let complete = isFinal(firstEvent);
      for (;;) {
        let result: IteratorResult<string>;
        try {
          result = await next('stream event');
        } catch (error) {
          if (signal.aborted) throw error;
          throw new RunStopError({
            kind: 'upstream_unavailable',
            attempts: attempt,
            message: `the upstream stream broke after ${forwarded} event(s) had reached the agent (${messageOf(error)}); the run cannot be judged`,
          });
        }
        if (result.done === true) {
          if (!complete) {
            // A clean close without [DONE] or a finish reason is a cut connection, not an answer.
            throw new RunStopError({
              kind: 'upstream_unavailable',
              attempts: attempt,
              message: `the upstream stream ended after ${forwarded} event(s) without finishing; the run cannot be judged`,
            });
          }
          return;
        }
        if (findMalformedEvent([result.value]) !== undefined) {
          controller.abort();
          throw new RunStopError({
            kind: 'upstream_unavailable',
            attempts: attempt,
            message: `the upstream sent a malformed stream event after ${forwarded} event(s); the run cannot be judged`,
          });
        }
        forwarded += 1;
        complete ||= isFinal(result.value);
        yield result.value;
      }
    }
    return rest();
  }
}
