import {
  createGitHubClient,
  type GitHubClient,
  type GitHubLog,
} from '../../src/action/github-client.js';

export interface TestClient {
  client: GitHubClient;
  /** Everything the client logged as a warning (rate limits). */
  warnings: string[];
}

/** A client for the fake: the real plugins, with every wait scaled from seconds to milliseconds. */
export function createTestClient(baseUrl: string): TestClient {
  const warnings: string[] = [];
  const log: GitHubLog = {
    debug: () => {},
    info: () => {},
    warn: (message) => warnings.push(message),
    error: (message) => warnings.push(message),
  };
  const client = createGitHubClient({ token: 'test-token', baseUrl, retryAfterBaseValue: 1, log });
  return { client, warnings };
}
