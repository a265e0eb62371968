import { describe, expect, it } from 'vitest';
import { readActionContext, runUrl } from '../../src/action/event.js';

const BASE_SHA = 'a'.repeat(40);
const HEAD_SHA = 'b'.repeat(40);

/** What the runner sets for a job of acme/agent. */
function actionsEnv(eventName: string, overrides: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    GITHUB_REPOSITORY: 'acme/agent',
    GITHUB_WORKSPACE: '/home/runner/work/agent/agent',
    GITHUB_RUN_ID: '4242',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: 'https://api.github.com',
    GITHUB_EVENT_NAME: eventName,
    ...overrides,
  };
}

/** The parts of a pull_request payload the Action reads, plus some it ignores. */
function pullRequestPayload(headRepo: { full_name: string; fork: boolean } | null) {
  return {
    action: 'synchronize',
    number: 17,
    pull_request: {
      number: 17,
      title: 'Make the agent faster',
      base: { ref: 'main', sha: BASE_SHA, repo: { full_name: 'acme/agent', fork: false } },
      head: { ref: 'faster', sha: HEAD_SHA, repo: headRepo },
    },
    repository: { full_name: 'acme/agent' },
  };
}

describe('readActionContext', () => {
  it('reads a push: the commit before it and the one pushed; none before on a new branch', () => {
    const payload = (before: string) => ({
      ref: 'refs/heads/main',
      before,
      after: HEAD_SHA,
      repository: { full_name: 'acme/agent', default_branch: 'main' },
    });
    const pushed = readActionContext(actionsEnv('push'), payload(BASE_SHA));
    expect(pushed.push).toStrictEqual({ before: BASE_SHA, after: HEAD_SHA });
    expect(pushed.onDefaultBranch).toBe(true);
    expect(pushed.pullRequest).toBeUndefined();
    const created = readActionContext(actionsEnv('push'), payload('0'.repeat(40)));
    expect(created.push).toStrictEqual({ after: HEAD_SHA });
    const other = readActionContext(actionsEnv('push'), {
      ...payload(BASE_SHA),
      ref: 'refs/heads/topic',
    });
    expect(other.onDefaultBranch).toBe(false);
  });

  it('reads a pull_request from a branch of the same repository', () => {
    const context = readActionContext(
      actionsEnv('pull_request'),
      pullRequestPayload({ full_name: 'acme/agent', fork: false }),
    );
    expect(context).toStrictEqual({
      owner: 'acme',
      repo: 'agent',
      workspace: '/home/runner/work/agent/agent',
      runId: '4242',
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      eventName: 'pull_request',
      pullRequest: { number: 17, baseSha: BASE_SHA, headSha: HEAD_SHA, fromFork: false },
    });
  });

  it('marks a pull request whose head lives in another repository as from a fork', () => {
    const context = readActionContext(
      actionsEnv('pull_request'),
      pullRequestPayload({ full_name: 'mallory/agent', fork: true }),
    );
    expect(context.pullRequest).toStrictEqual({
      number: 17,
      baseSha: BASE_SHA,
      headSha: HEAD_SHA,
      fromFork: true,
    });
  });

  it('treats a deleted fork (head repo null) as a fork: it gets no secrets either', () => {
    expect(
      readActionContext(actionsEnv('pull_request'), pullRequestPayload(null)).pullRequest?.fromFork,
    ).toBe(true);
  });

  it('treats a head with no repo at all as a fork, never as trusted', () => {
    const payload = pullRequestPayload(null);
    const head = { ref: 'faster', sha: HEAD_SHA };
    const context = readActionContext(actionsEnv('pull_request_target'), {
      ...payload,
      pull_request: { ...payload.pull_request, head },
    });
    expect(context.pullRequest?.fromFork).toBe(true);
  });

  it('compares the head repo with GITHUB_REPOSITORY when the payload has no base repo', () => {
    const payload = pullRequestPayload({ full_name: 'acme/agent', fork: false });
    const base = { ref: 'main', sha: BASE_SHA };
    const sameRepo = { ...payload, pull_request: { ...payload.pull_request, base } };
    expect(readActionContext(actionsEnv('pull_request'), sameRepo).pullRequest?.fromFork).toBe(
      false,
    );
    expect(
      readActionContext(actionsEnv('pull_request', { GITHUB_REPOSITORY: 'other/agent' }), sameRepo)
        .pullRequest?.fromFork,
    ).toBe(true);
  });

  it('reads the triggering run of a workflow_run event, and no pull request', () => {
    const context = readActionContext(actionsEnv('workflow_run'), {
      action: 'completed',
      workflow_run: {
        id: 9001,
        head_sha: HEAD_SHA,
        event: 'pull_request',
        // The PR list of a fork's run is empty: the PR is found through the API, not here.
        pull_requests: [],
      },
    });
    expect(context.triggeringRun).toStrictEqual({ id: 9001, headSha: HEAD_SHA, fromFork: true });
    expect(context.pullRequest).toBeUndefined();
    expect(context.eventName).toBe('workflow_run');
  });

  it('reads a push as neither a pull request nor a triggering run', () => {
    const context = readActionContext(actionsEnv('push'), {
      ref: 'refs/heads/main',
      before: BASE_SHA,
      after: HEAD_SHA,
      head_commit: { id: HEAD_SHA },
      repository: { full_name: 'acme/agent' },
    });
    expect(context.pullRequest).toBeUndefined();
    expect(context.triggeringRun).toBeUndefined();
    expect(context.eventName).toBe('push');
  });

  it('ignores a payload that only looks like a pull request', () => {
    for (const payload of [
      undefined,
      null,
      'pull_request',
      {},
      { pull_request: null },
      { pull_request: { number: '17', base: { sha: BASE_SHA }, head: { sha: HEAD_SHA } } },
      { pull_request: { number: 17, base: {}, head: { sha: HEAD_SHA } } },
      { workflow_run: { id: '9001', head_sha: HEAD_SHA } },
    ]) {
      const context = readActionContext(actionsEnv('pull_request'), payload);
      expect(context.pullRequest, JSON.stringify(payload)).toBeUndefined();
      expect(context.triggeringRun, JSON.stringify(payload)).toBeUndefined();
    }
  });

  it('falls back to github.com and the working directory without the runner’s env', () => {
    const context = readActionContext({}, {});
    expect(context).toStrictEqual({
      owner: '',
      repo: '',
      workspace: process.cwd(),
      serverUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      eventName: '',
    });
    expect(runUrl(context)).toBeUndefined();
  });

  it('reads empty variables as unset', () => {
    const context = readActionContext(
      {
        GITHUB_REPOSITORY: 'acme/agent',
        GITHUB_RUN_ID: '',
        GITHUB_WORKSPACE: '',
        GITHUB_SERVER_URL: '',
        GITHUB_API_URL: '',
      },
      {},
    );
    expect(context.runId).toBeUndefined();
    expect(context.workspace).toBe(process.cwd());
    expect(context.serverUrl).toBe('https://github.com');
    expect(context.apiUrl).toBe('https://api.github.com');
  });

  it('uses the server and API of GitHub Enterprise when the runner gives them', () => {
    const context = readActionContext(
      actionsEnv('pull_request', {
        GITHUB_SERVER_URL: 'https://github.example.com',
        GITHUB_API_URL: 'https://github.example.com/api/v3',
      }),
      {},
    );
    expect(context.apiUrl).toBe('https://github.example.com/api/v3');
    expect(runUrl(context)).toBe('https://github.example.com/acme/agent/actions/runs/4242');
  });
});

describe('runUrl', () => {
  it('links the workflow run', () => {
    expect(runUrl(readActionContext(actionsEnv('pull_request'), {}))).toBe(
      'https://github.com/acme/agent/actions/runs/4242',
    );
  });

  it('gives no link without a run id or a repository', () => {
    expect(
      runUrl(readActionContext(actionsEnv('pull_request', { GITHUB_RUN_ID: undefined }), {})),
    ).toBeUndefined();
    expect(
      runUrl(readActionContext(actionsEnv('pull_request', { GITHUB_REPOSITORY: undefined }), {})),
    ).toBeUndefined();
  });
});
