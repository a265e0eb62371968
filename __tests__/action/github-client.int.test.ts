import { createServer, type AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGitHubClient } from '../../src/action/github-client.js';
import { GitHubApiError } from '../../src/action/github-errors.js';
import { upsertStickyComment } from '../../src/action/sticky-comment.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import { createTestClient } from './github-test-client.js';

let fake: FakeGitHub;

beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

function listComments(client = createTestClient(fake.url).client) {
  return client.rest.issues.listComments({ owner: 'o', repo: 'r', issue_number: 1 });
}

describe('createGitHubClient', () => {
  it('talks to GITHUB_API_URL with the token when no base URL is given', async () => {
    vi.stubEnv('GITHUB_API_URL', fake.url);
    const client = createGitHubClient({ token: 'from-env', retryAfterBaseValue: 1 });

    await listComments(client);

    expect(fake.requests[0]?.headers.authorization).toBe('token from-env');
  });

  it('waits out a secondary rate limit, warning about it', async () => {
    fake.rateLimitNext(1, 'secondary');
    const { client, warnings } = createTestClient(fake.url);

    await listComments(client);

    expect(fake.requests.map((request) => request.status)).toEqual([403, 200]);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^GitHub secondary rate limit hit by GET .*; retrying in 1 s \(retry 1 of 2\)\.$/,
      ),
    ]);
  });

  it('waits out a spent quota (primary rate limit)', async () => {
    fake.rateLimitNext(1, 'primary');
    const { client, warnings } = createTestClient(fake.url);

    await listComments(client);

    expect(fake.requests.map((request) => request.status)).toEqual([403, 200]);
    expect(warnings).toEqual([expect.stringMatching(/^GitHub rate limit hit by GET /)]);
  });

  it('gives up on a lasting rate limit after a bounded number of retries, and never calls it forbidden', async () => {
    fake.rateLimitNext(10, 'secondary');
    const { client, warnings } = createTestClient(fake.url);

    const failure = await upsertStickyComment({
      client,
      owner: 'o',
      author: 'github-actions[bot]',
      repo: 'r',
      issueNumber: 1,
      marker: '<!-- m -->',
      body: 'x',
    }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(GitHubApiError);
    expect((failure as Error).message).toMatch(
      /secondary rate limit.*rate limited; re-run the job later\.$/s,
    );
    expect(fake.requests).toHaveLength(3);
    expect(warnings.at(-1)).toMatch(/giving up after 2 retries\.$/);
  });

  it('retries a dropped connection like a 5xx, then names the failure', async () => {
    let connections = 0;
    const dropping = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => dropping.listen(0, '127.0.0.1', resolve));
    const { port } = dropping.address() as AddressInfo;
    const { client } = createTestClient(`http://127.0.0.1:${port}`);

    const failure = await upsertStickyComment({
      client,
      owner: 'o',
      author: 'github-actions[bot]',
      repo: 'r',
      issueNumber: 1,
      marker: '<!-- m -->',
      body: 'x',
    }).catch((error: unknown) => error);
    await new Promise<void>((resolve) => dropping.close(() => resolve()));

    expect(connections).toBe(4);
    expect(failure).toBeInstanceOf(GitHubApiError);
    expect((failure as Error).message).toMatch(
      /^Could not list the comments of o\/r#1: GitHub answered 500 after 3 retries: /,
    );
  });
});
