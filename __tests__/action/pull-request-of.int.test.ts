import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApiError } from '../../src/action/github-errors.js';
import { findPullRequestForRun } from '../../src/action/pull-request-of.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import { createTestClient } from './github-test-client.js';

const REPOSITORY = 'octo-org/widgets';
const FORK = 'contributor/widgets';
const HEAD = 'a'.repeat(40);

let fake: FakeGitHub;

beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
});

function lookUp(runId: number) {
  const { client } = createTestClient(fake.url);
  return findPullRequestForRun({ client, owner: 'octo-org', repo: 'widgets', runId });
}

describe('findPullRequestForRun', () => {
  it("finds a same-repository PR through the commit's pull requests", async () => {
    fake.addWorkflowRun({ repository: REPOSITORY, id: 31, headSha: HEAD, headBranch: 'feature' });
    fake.addPullRequest({ repository: REPOSITORY, number: 12, headSha: HEAD, headRef: 'feature' });

    expect(await lookUp(31)).toEqual({ number: 12, headSha: HEAD, foundBy: 'commit-pulls' });
    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /repos/octo-org/widgets/actions/runs/31',
      `GET /repos/octo-org/widgets/commits/${HEAD}/pulls`,
    ]);
  });

  it("finds a fork's PR that only the open pull request list shows", async () => {
    fake.addWorkflowRun({
      repository: REPOSITORY,
      id: 32,
      headSha: HEAD,
      headBranch: 'patch-1',
      headRepository: FORK,
    });
    fake.addPullRequest({ repository: REPOSITORY, number: 3, headSha: 'c'.repeat(40) });
    fake.addPullRequest({
      repository: REPOSITORY,
      number: 13,
      headSha: HEAD,
      headRef: 'patch-1',
      headRepository: FORK,
      listedByCommit: false,
    });

    expect(await lookUp(32)).toEqual({ number: 13, headSha: HEAD, foundBy: 'open-pulls' });
    expect(fake.requestsTo('GET', /\/pulls$/).at(-1)?.query).toEqual({
      state: 'open',
      per_page: '100',
    });
  });

  it('matches the commit and its repository, not the branch name', async () => {
    fake.addWorkflowRun({ repository: REPOSITORY, id: 36, headSha: HEAD, headBranch: 'main' });
    fake.addPullRequest({ repository: REPOSITORY, number: 19, headSha: HEAD, headRef: 'other' });

    expect(await lookUp(36)).toMatchObject({ number: 19 });
  });

  it('finds none when the PR was pushed to after the run: the newer run comments', async () => {
    fake.addWorkflowRun({ repository: REPOSITORY, id: 33, headSha: HEAD, headBranch: 'feature' });
    fake.addPullRequest({
      repository: REPOSITORY,
      number: 14,
      headSha: 'd'.repeat(40),
      headRef: 'feature',
    });

    const found = await lookUp(33);

    expect(found.number).toBeNull();
    expect(found.number === null && found.reason).toMatch(
      /^No open pull request into octo-org\/widgets has head a{40} \(run 33\)\. .*pushed to since the run/,
    );
  });

  it('ignores a closed PR and a PR from another fork with the same commit', async () => {
    fake.addWorkflowRun({
      repository: REPOSITORY,
      id: 34,
      headSha: HEAD,
      headBranch: 'patch-1',
      headRepository: FORK,
    });
    fake.addPullRequest({ repository: REPOSITORY, number: 15, headSha: HEAD, state: 'closed' });
    fake.addPullRequest({
      repository: REPOSITORY,
      number: 16,
      headSha: HEAD,
      headRef: 'patch-1',
      headRepository: 'someone-else/widgets',
    });

    expect((await lookUp(34)).number).toBeNull();
  });

  it('refuses to guess between two open PRs with the same head', async () => {
    fake.addWorkflowRun({ repository: REPOSITORY, id: 35, headSha: HEAD, headBranch: 'feature' });
    for (const number of [17, 18]) {
      fake.addPullRequest({ repository: REPOSITORY, number, headSha: HEAD, headRef: 'feature' });
    }

    const found = await lookUp(35);

    expect(found).toEqual({
      number: null,
      reason: `Open pull requests #17, #18 all have head ${HEAD}; not guessing which one to comment on.`,
    });
  });

  it('throws a named error when the run does not exist', async () => {
    const failure = await lookUp(404).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(GitHubApiError);
    expect((failure as Error).message).toMatch(
      /^Could not read workflow run 404 of octo-org\/widgets: GitHub answered 404: Not Found/,
    );
  });
});
