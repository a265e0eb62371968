/** The one Octokit of the Action: `@actions/github`'s client plus the retry and throttling plugins. */
import { randomUUID } from 'node:crypto';
import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';

export type GitHubClient = ReturnType<typeof getOctokit>;

/** Where the client's warnings go; `@actions/core` by default, so they become workflow annotations. */
export type GitHubLog = Record<'debug' | 'info' | 'warn' | 'error', (message: string) => void>;

export interface GitHubClientOptions {
  token: string;
  /** The REST API root; `GITHUB_API_URL` when unset (GitHub Enterprise Server sets it), else api.github.com. */
  baseUrl?: string;
  /** Milliseconds per second of every computed wait (backoff, `retry-after`); tests pass 1. */
  retryAfterBaseValue?: number;
  /** How often a 5xx or a network error is retried before it surfaces. */
  serverErrorRetries?: number;
  /** How often a request that hit a (primary or secondary) rate limit is retried. */
  rateLimitRetries?: number;
  log?: GitHubLog;
}

const actionsLog: GitHubLog = {
  debug: (message) => core.debug(message),
  info: (message) => core.info(message),
  warn: (message) => core.warning(message),
  error: (message) => core.error(message),
};

/** Also 429: rate limits are the throttling plugin's, and both retrying would multiply the bounds. */
const NOT_RETRIED_BY_RETRY_PLUGIN = [400, 401, 403, 404, 410, 422, 429, 451];

export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const log = options.log ?? actionsLog;
  const baseUrl = options.baseUrl ?? process.env['GITHUB_API_URL'] ?? 'https://api.github.com';
  const retryAfterBaseValue = options.retryAfterBaseValue ?? 1000;
  const rateLimitRetries = options.rateLimitRetries ?? 2;
  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method: string; url: string },
      _octokit: unknown,
      retryCount: number,
    ): boolean => {
      const retrying = retryCount < rateLimitRetries;
      log.warn(
        `GitHub ${kind} hit by ${request.method} ${request.url}; ` +
          (retrying
            ? `retrying in ${retryAfter} s (retry ${retryCount + 1} of ${rateLimitRetries}).`
            : `giving up after ${retryCount} retries.`),
      );
      return retrying;
    };
  return getOctokit(
    options.token,
    {
      baseUrl,
      log,
      retry: {
        retries: options.serverErrorRetries ?? 3,
        retryAfterBaseValue,
        doNotRetry: NOT_RETRIED_BY_RETRY_PLUGIN,
      },
      throttle: {
        // The plugin's limiters are shared per id across the process; an id per client keeps one
        // client's write pacing (1 s between writes, 3 s between comments) from delaying another's.
        id: `verdict-${randomUUID()}`,
        retryAfterBaseValue,
        onRateLimit: onLimit('rate limit'),
        onSecondaryRateLimit: onLimit('secondary rate limit'),
      },
    },
    retry,
    throttling,
  );
}
