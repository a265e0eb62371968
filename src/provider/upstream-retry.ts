/** How live mode waits: transient failures, `Retry-After`, jittered backoff, idle timer. */
/** A failure worth another attempt, with the wait the server asked for, if any. */
export class Transient extends Error {
  constructor(
    readonly reason: string,
    readonly retryAfterMs?: number,
  ) {
    super(reason);
  }
}

/** `Retry-After` (seconds or an HTTP date) or `retry-after-ms`, in milliseconds. */
export function parseRetryAfter(
  header: (name: string) => string | null | undefined,
  now = Date.now(),
): number | undefined {
  const milliseconds = header('retry-after-ms');
  if (typeof milliseconds === 'string' && /^\d+(\.\d+)?$/.test(milliseconds.trim())) {
    return Number(milliseconds);
  }
  const value = header('retry-after')?.trim();
  if (value === undefined || value === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** `1.5 s`, `3600 s`: a wait as a reader wants it. */
export function formatWait(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
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
export async function withinIdle<T>(
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

/** Exponential backoff with full jitter; a longer Retry-After (within its cap) wins. */
export function backoffMs(
  attempt: number,
  retryAfterMs: number | undefined,
  options: { backoffBaseMs?: number; maxBackoffMs?: number; random?: () => number },
): number {
  const base = options.backoffBaseMs ?? 500;
  const cap = options.maxBackoffMs ?? 30_000;
  const random = options.random ?? Math.random;
  const backoff = random() * Math.min(cap, base * 2 ** (attempt - 1));
  return Math.max(backoff, retryAfterMs ?? 0);
}
