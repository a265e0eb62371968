import { InfrastructureError, messageOf } from '../errors.js';
import { plural } from '../text/format.js';

/** A GitHub API call failed for a reason other than permissions, after the client's retries. */
export class GitHubApiError extends InfrastructureError {
  override readonly name: string = 'GitHubApiError';
  constructor(
    message: string,
    /** The HTTP status GitHub answered; absent when no response arrived. */
    readonly status: number | undefined,
  ) {
    super(message);
  }
}

/** The parts of Octokit's `RequestError` we read, without depending on its package. */
interface HttpFailure {
  status: number;
  message: string;
  response?: { headers?: Record<string, string | number | undefined> };
  request?: { request?: { retryCount?: number } };
}

function isHttpFailure(error: unknown): error is HttpFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

export function statusOf(error: unknown): number | undefined {
  return isHttpFailure(error) ? error.status : undefined;
}

/** A primary or secondary rate limit GitHub answered with 403 or 429 (the throttling plugin gave up). */
export function isRateLimit(error: unknown): boolean {
  if (!isHttpFailure(error) || (error.status !== 403 && error.status !== 429)) return false;
  const remaining = error.response?.headers?.['x-ratelimit-remaining'];
  return String(remaining) === '0' || /rate limit/i.test(error.message);
}

/** The token may not do this: a fork's read-only token, or a workflow without the permission. */
export function isForbidden(error: unknown): boolean {
  return statusOf(error) === 403 && !isRateLimit(error);
}

/** Wraps a failed call as a `GitHubApiError` that says what was being done and what came back. */
export function gitHubApiError(doing: string, error: unknown): GitHubApiError {
  const status = statusOf(error);
  // The retry plugin counts its retries there; the throttling plugin's count is off by one, and
  // the hint below says enough for a rate limit.
  const retries =
    isHttpFailure(error) && !isRateLimit(error) ? (error.request?.request?.retryCount ?? 0) : 0;
  const answered = status === undefined ? 'failed' : `answered ${status}`;
  const after = retries > 0 ? ` after ${plural(retries, 'retry', 'retries')}` : '';
  const hint = isRateLimit(error)
    ? ' The token is rate limited; re-run the job later.'
    : status !== undefined && status >= 500
      ? ' GitHub may be having an incident; re-run the job.'
      : '';
  return new GitHubApiError(
    `Could not ${doing}: GitHub ${answered}${after}: ${messageOf(error)}.${hint}`,
    status,
  );
}
