/**
 * The same flows as the other action tests, sent through Prism, which checks every request the
 * client makes and every response the fake gives against GitHub's own OpenAPI description. Prism
 * answers a violating request with 422 and a violating response with 500 (`--errors`), and logs it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findPullRequestForRun } from '../../src/action/pull-request-of.js';
import { upsertStickyComment } from '../../src/action/sticky-comment.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import {
  canInstallPrismTools,
  ensurePrismTools,
  PrismProxy,
  writeDescriptionSubset,
} from '../helpers/github-openapi-prism.js';
import { createTestClient } from './github-test-client.js';

/** Every endpoint `src/action/` calls; a new one must be added here to be validated at all. */
const ENDPOINTS = [
  '/repos/{owner}/{repo}/issues/{issue_number}/comments',
  '/repos/{owner}/{repo}/issues/comments/{comment_id}',
  '/repos/{owner}/{repo}/actions/runs/{run_id}',
  '/repos/{owner}/{repo}/commits/{commit_sha}/pulls',
  '/repos/{owner}/{repo}/pulls',
];
const REPOSITORY = 'octo-org/widgets';
const MARKER = '<!-- verdict:smoke -->';
const HEAD = 'a'.repeat(40);

const reachable = await canInstallPrismTools();
if (!reachable) {
  process.stderr.write(
    'github-openapi.int.test.ts: skipped, the npm registry is unreachable and Prism or ' +
      '@octokit/openapi is not yet in .cache/.\n',
  );
}

describe.skipIf(!reachable)("GitHub calls against GitHub's OpenAPI description (Prism)", () => {
  let fake: FakeGitHub;
  let prism: PrismProxy;
  let scratch: string;

  beforeAll(async () => {
    const tools = await ensurePrismTools();
    scratch = await mkdtemp(path.join(tmpdir(), 'verdict-prism-'));
    const spec = await writeDescriptionSubset(
      tools.description,
      ENDPOINTS,
      path.join(scratch, 'api.github.com.subset.json'),
    );
    fake = await FakeGitHub.start({ extraHandler: serveBrokenRun });
    prism = await PrismProxy.start({ prismCli: tools.prismCli, spec, upstream: fake.url });
    // Pagination links must lead back through Prism, or page 2 would go unchecked.
    fake.publicUrl = prism.url;
  }, 900_000);

  afterAll(async () => {
    await prism?.close();
    await fake?.close();
    if (scratch !== undefined) await rm(scratch, { recursive: true, force: true });
  });

  beforeEach(async () => {
    fake.reset();
    await prism.forgetViolations();
  });

  /** A client through Prism that keeps the details Prism puts in `sl-violations`, for failure messages. */
  function clientThroughPrism() {
    const { client } = createTestClient(prism.url);
    client.hook.after('request', (response) => {
      const details = response.headers['sl-violations'];
      if (typeof details === 'string') violationDetails.push(details);
    });
    client.hook.error('request', (error: unknown) => {
      const details = (error as { response?: { headers: Record<string, unknown> } }).response
        ?.headers['sl-violations'];
      if (typeof details === 'string') violationDetails.push(details);
      throw error;
    });
    return client;
  }
  const violationDetails: string[] = [];

  async function expectNoViolations(allowed?: RegExp) {
    const violations = (await prism.settledViolations()).filter(
      (violation) => allowed === undefined || !allowed.test(violation.line),
    );
    expect(violations, violationDetails.join('\n')).toEqual([]);
  }

  function upsert(body: string, issueNumber = 7) {
    return upsertStickyComment({
      client: clientThroughPrism(),
      owner: 'octo-org',
      author: 'github-actions[bot]',
      repo: 'widgets',
      issueNumber,
      marker: MARKER,
      body,
    });
  }

  it('creates, then updates in place: every request and response valid', async () => {
    const created = await upsert('first');
    const updated = await upsert('second');

    expect(updated).toEqual({ ...created, status: 'updated' });
    expect(fake.comments(REPOSITORY, 7)).toHaveLength(1);
    await expectNoViolations();
  });

  it('resolves a race (create, list, update, delete) with valid requests', async () => {
    fake.delayResponses(50);
    await Promise.all([upsert('run A'), upsert('run B')]);

    const lists = fake.requestsTo('GET', /comments$/).map((r) => fake.requests.indexOf(r));
    const creates = fake.requestsTo('POST', /comments$/).map((r) => fake.requests.indexOf(r));
    expect(creates).toHaveLength(2);
    expect(Math.max(lists[0] ?? -1, lists[1] ?? -1)).toBeLessThan(Math.min(...creates));
    expect(fake.comments(REPOSITORY, 7)).toHaveLength(1);
    expect(fake.requestsTo('DELETE', /comments\/\d+$/).length).toBeGreaterThanOrEqual(1);
    // A racer deleting the duplicate the other already deleted gets a 404 the description does
    // not list for DELETE: Prism warns about the status, nothing else.
    await expectNoViolations(/Unable to match the returned status code/);
  });

  it('paginates through Prism: page 2 is requested via the link header and is valid', async () => {
    for (let index = 0; index < 150; index += 1) {
      if (index === 130) fake.addComment(REPOSITORY, 8, `${MARKER}\nold`, 'github-actions[bot]');
      else fake.addComment(REPOSITORY, 8, `comment ${index}`);
    }

    expect(await upsert('new', 8)).toMatchObject({ status: 'updated' });
    expect(fake.requestsTo('GET', /comments$/).map((request) => request.query.page)).toEqual([
      undefined,
      '2',
    ]);
    expect(
      prism.log.filter((line) =>
        /get \/repos\/octo-org\/widgets\/issues\/8\/comments.*Request received/.test(line),
      ),
    ).toHaveLength(2);
    await expectNoViolations();
  });

  it('a 403 for a read-only token is a response the description declares', async () => {
    fake.forbidWrites();

    expect(await upsert('from a fork')).toMatchObject({ status: 'forbidden' });
    await expectNoViolations();
  });

  it("looks up a fork's PR for a run (run, commit's PRs, open PRs) with valid requests", async () => {
    fake.addWorkflowRun({
      repository: REPOSITORY,
      id: 41,
      headSha: HEAD,
      headBranch: 'patch-1',
      headRepository: 'contributor/widgets',
    });
    fake.addPullRequest({
      repository: REPOSITORY,
      number: 13,
      headSha: HEAD,
      headRef: 'patch-1',
      headRepository: 'contributor/widgets',
      listedByCommit: false,
    });
    fake.addPullRequest({ repository: REPOSITORY, number: 14, headSha: 'e'.repeat(40) });
    const found = await findPullRequestForRun({
      client: clientThroughPrism(),
      owner: 'octo-org',
      repo: 'widgets',
      runId: 41,
    });

    expect(found).toEqual({ number: 13, headSha: HEAD, foundBy: 'open-pulls' });
    expect(fake.requests).toHaveLength(3);
    await expectNoViolations();
  });

  it('rejects a request that violates the description before it reaches the fake', async () => {
    const failure = (await clientThroughPrism()
      // Deliberately wrong, which Octokit's types catch too: the field is `body`, not `text`.
      // @ts-expect-error -- the invalid request is the point of this test
      .request('POST /repos/{owner}/{repo}/issues/{issue_number}/comments', {
        owner: 'octo-org',
        repo: 'widgets',
        issue_number: 7,
        text: 'the field is called body',
      })
      .catch((error: unknown) => error)) as { status: number; response: { data: ArrayBuffer } };

    expect(failure.status).toBe(422);
    // Octokit leaves an `application/problem+json` body undecoded.
    expect(JSON.parse(Buffer.from(failure.response.data).toString('utf8'))).toMatchObject({
      type: 'https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY',
      validation: [
        expect.objectContaining({ message: "Request body must have required property 'body'" }),
      ],
    });
    expect(fake.requests).toEqual([]);
    expect(await prism.settledViolations()).toEqual([
      expect.objectContaining({
        severity: 'error',
        line: expect.stringMatching(
          /post \/repos\/octo-org\/widgets\/issues\/7\/comments.*UNPROCESSABLE_ENTITY/,
        ) as string,
      }),
    ]);
  });

  it('rejects a response that violates the description (so the fake is checked too)', async () => {
    const response = await fetch(`${prism.url}/repos/octo-org/widgets/actions/runs/999`, {
      headers: { accept: 'application/json' },
    });
    const problem = (await response.json()) as { type: string; validation: { message: string }[] };

    expect(response.status).toBe(500);
    expect(problem.type).toBe('https://stoplight.io/prism/errors#VIOLATIONS');
    expect(problem.validation.map((violation) => violation.message)).toContain(
      "Response body must have required property 'head_sha'",
    );
    expect(await prism.settledViolations()).toEqual([
      expect.objectContaining({
        severity: 'error',
        line: expect.stringMatching(/VIOLATIONS/) as string,
      }),
    ]);
  });
});

/** A deliberately incomplete workflow run, served beside the fake's own routes. */
async function serveBrokenRun(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  if (!request.url?.endsWith('/actions/runs/999')) return false;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ id: 999 }));
  return Promise.resolve(true);
}
