/**
 * The built Action (`dist/index.js`) run as GitHub runs it — Node 24, `INPUT_*` variables, an event
 * file, `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` — against a fake GitHub (stateful comments, PRs,
 * runs) and the real `@actions/artifact` client uploading into Azurite through a results-service
 * double. The repository is a real git repo whose head changes what the agent sends to the model
 * for one task, so that task's replay diverges and the others do not.
 */
import { describe, expect, it } from 'vitest';
import {
  pullRequestEvent,
  REPOSITORY,
  useActionHarness,
  type ActionRun,
} from '../helpers/action-harness.js';

const harness = useActionHarness();
const { makeRepository, makeTempDir, runAction } = harness;

describe('the built action on a pull request (dist/index.js on Node 24)', () => {
  it('posts one comment with the diverged task, edits it on the next run, and fails only when fail-on says so', async () => {
    const repo = await makeRepository();
    const first = await runAction({
      workspace: repo.dir,
      event: pullRequestEvent(repo, 7),
      eventName: 'pull_request',
      run: harness.results.createRun(),
      inputs: {},
    });
    expect(first.code, first.stdout).toBe(0);
    const comments = harness.github.comments(REPOSITORY, 7);
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    expect(body).toMatch(/^<!-- verdict:pr-comment:[0-9a-f]{12} -->/);
    expect(body).toMatch(/\| fix-add \| \*\*diverged\*\*/);
    expect(body).toMatch(/\| implement-slugify \| unchanged/);
    expect(body).toMatch(/\| create-pad-module \| unchanged/);
    expect(body).toMatch(/harness only, not the model/);
    expect(body).toMatch(/Informational/);
    expect(body).toContain(repo.baseSha.slice(0, 7));
    expect(first.outputs).toMatchObject({
      verdict: 'diverged',
      diverged: '1',
      regressed: '0',
      decision: 'pass',
    });
    expect(first.outputs['comment-url']).toMatch(/comments|issuecomment/);
    expect(first.summary).toContain('fix-add');
    const uploaded = harness.results
      .artifacts()
      .filter((artifact) => artifact.name.startsWith('verdict-report-'));
    expect(uploaded).toHaveLength(1);
    expect(uploaded[0]?.size).toBeGreaterThan(0);
    expect(body).toContain(`/artifacts/${uploaded[0]?.id}`);

    const second = await runAction({
      workspace: repo.dir,
      event: pullRequestEvent(repo, 7),
      eventName: 'pull_request',
      run: harness.results.createRun(),
      inputs: { 'fail-on': 'divergence' },
    });
    expect(second.code, second.stdout).not.toBe(0);
    expect(second.stdout).toMatch(/::error::fail-on: divergence/);
    const after = harness.github.comments(REPOSITORY, 7);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).toBe(comments[0]?.id);
    // Edited twice, in place: "evaluating <sha>…" when the evaluation starts, then the result.
    const edits = harness.github.requestsTo('PATCH', /\/issues\/comments\/\d+$/);
    expect(edits).toHaveLength(2);
    expect((edits[0]?.body as { body?: string } | undefined)?.body).toMatch(
      /evaluating `[0-9a-f]{7}/,
    );
    expect((edits[1]?.body as { body?: string } | undefined)?.body).toContain('fix-add');
    expect(second.outputs).toMatchObject({ decision: 'fail', diverged: '1' });
  }, 600_000);

  it('keeps exactly one comment when two runs race', async () => {
    const repo = await makeRepository();
    harness.github.delayResponses(150);
    try {
      const runs = await Promise.all(
        [1, 2].map(() =>
          runAction({
            workspace: repo.dir,
            event: pullRequestEvent(repo, 9),
            eventName: 'pull_request',
            run: harness.results.createRun(),
            inputs: {},
          }),
        ),
      );
      for (const run of runs) expect(run.code, run.stdout).toBe(0);
    } finally {
      harness.github.delayResponses(0);
    }
    expect(harness.github.comments(REPOSITORY, 9)).toHaveLength(1);
  }, 600_000);

  it('on a fork: no comment, the payload as an artifact; post-comment on workflow_run posts it to the PR found from the API', async () => {
    const repo = await makeRepository();
    const forkRun = harness.results.createRun();
    harness.github.forbidWrites();
    let evaluate: ActionRun;
    try {
      evaluate = await runAction({
        workspace: repo.dir,
        event: pullRequestEvent(repo, 11, 'someone/agent'),
        eventName: 'pull_request',
        run: forkRun,
        inputs: { mode: 'both' },
      });
    } finally {
      harness.github.forbidWrites(false);
    }
    expect(evaluate.code, evaluate.stdout).toBe(0);
    expect(evaluate.stdout).toMatch(/live skipped/);
    expect(harness.github.comments(REPOSITORY, 11)).toHaveLength(0);
    const payload = harness.results
      .artifacts(forkRun.runId)
      .find((artifact) => artifact.name === 'verdict-comment-payload');
    expect(payload).toBeDefined();

    harness.github.addWorkflowRun({
      repository: REPOSITORY,
      id: forkRun.runId,
      headSha: repo.headSha,
      headRepository: 'someone/agent',
    });
    harness.github.addPullRequest({
      repository: REPOSITORY,
      number: 11,
      headSha: repo.headSha,
      headRepository: 'someone/agent',
      listedByCommit: false,
    });
    // A payload for another suite set (another comment) is refused: the marker is this workflow's.
    const elsewhere = await runAction({
      workspace: await makeTempDir(),
      event: { workflow_run: { id: forkRun.runId, head_sha: repo.headSha } },
      eventName: 'workflow_run',
      run: harness.results.createRun(),
      inputs: { command: 'post-comment', 'suite-dir': 'other-evals' },
    });
    expect(elsewhere.code, elsewhere.stdout).not.toBe(0);
    expect(elsewhere.stdout).toMatch(/is for another comment .*refused/);
    expect(harness.github.comments(REPOSITORY, 11)).toHaveLength(0);

    const post = await runAction({
      workspace: await makeTempDir(),
      event: { workflow_run: { id: forkRun.runId, head_sha: repo.headSha } },
      eventName: 'workflow_run',
      run: harness.results.createRun(),
      inputs: { command: 'post-comment' },
    });
    expect(post.code, post.stdout).toBe(0);
    const comments = harness.github.comments(REPOSITORY, 11);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.body).toMatch(/\| fix-add \| \*\*diverged\*\*/);
    expect(comments[0]?.body).toMatch(/forks never run live/);
  }, 600_000);
});
