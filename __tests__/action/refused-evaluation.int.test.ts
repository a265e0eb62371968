/**
 * A push whose evaluation is refused before anything runs (a `max-runs` budget too small for the
 * plan) must not leave the sticky comment saying "evaluating <sha>…": the evaluate command, in
 * process against a real git repository and the fake GitHub, edits it to say this push was not
 * evaluated and why, keeping the previous result in the history; a PR without the comment gets
 * none. Nothing here spawns the CLI: the budget is refused before any run.
 */
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderNoResultComment } from '../../src/action/announce-evaluation.js';
import type { CacheService } from '../../src/action/base-cache.js';
import { runEvaluateCommand } from '../../src/action/evaluate-action.js';
import { UsageError } from '../../src/errors.js';
import { readHistory } from '../../src/pr/comment-history.js';
import { commentMarker } from '../../src/pr/marker.js';
import { renderComment } from '../../src/pr/render-comment.js';
import { createPrRepository, type Repository } from '../helpers/action-harness.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import { createInProcessStep, type InProcessStep } from '../helpers/in-process-step.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { makeModel } from '../pr/comment-fixtures.js';

const makeTempDir = useTempDirs();
const REPOSITORY = 'acme/agent';
const PR = 7;
const EARLIER = '9'.repeat(40);
const MARKER = commentMarker('evals', undefined);

/** No cache service: these tests are about the comment. */
const NO_CACHE: CacheService = {
  isFeatureAvailable: () => false,
  restoreCache: () => Promise.reject(new Error('not used')),
  saveCache: () => Promise.reject(new Error('not used')),
};

let fake: FakeGitHub;
beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
});

async function environmentFor(
  repo: Repository,
  given: Record<string, string>,
): Promise<InProcessStep> {
  return createInProcessStep({
    repo,
    number: PR,
    inputs: { 'github-token': 'ghs_x', ...given },
    runId: '43',
    workDir: await makeTempDir(),
    githubUrl: fake.url,
    cache: NO_CACHE,
  });
}

/** Live at k 5 on three tasks: 15 runs a side, 30 in all, over a budget of 4. */
const OVER_BUDGET = {
  mode: 'live',
  'api-key': 'sk-test-budget',
  'base-url': 'http://127.0.0.1:9/v1',
  'max-runs': '4',
};

describe('a refused evaluation and the sticky comment', () => {
  it('says the push was not evaluated and why, and keeps the earlier result in the history', async () => {
    const repo = await createPrRepository(path.join(await makeTempDir(), 'repo'));
    fake.addComment(
      REPOSITORY,
      PR,
      renderComment(
        makeModel({ marker: MARKER, headSha: EARLIER, evaluatedAt: '2026-12-01T09:00:00.000Z' }),
      ),
      'github-actions[bot]',
    );
    const { environment, bodies } = await environmentFor(repo, OVER_BUDGET);

    const refused = runEvaluateCommand(environment);
    await expect(refused).rejects.toThrow(UsageError);
    await expect(refused).rejects.toThrow(/^max-runs 4: the plan has 30 run\(s\)/);

    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toContain(`evaluating \`${repo.headSha.slice(0, 7)}\`…`);
    const comments = fake.comments(REPOSITORY, PR);
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    expect(body).not.toContain('evaluating');
    expect(body).toContain(
      `⛔ **\`${repo.headSha.slice(0, 7)}\` was not evaluated:** max-runs 4: the plan has 30 run(s) that call a model`,
    );
    expect(body).toContain('[Workflow run](https://github.com/acme/agent/actions/runs/43)');
    const history = readHistory(body);
    expect(history?.current).toBeUndefined();
    expect(history?.earlier.map((entry) => entry.sha)).toEqual([EARLIER]);

    // The next push, within the budget, replaces it with its result; the history is intact.
    const { environment: next } = await environmentFor(repo, { mode: 'replay' });
    await runEvaluateCommand(next);
    const after = fake.comments(REPOSITORY, PR)[0]?.body ?? '';
    expect(after).not.toContain('was not evaluated');
    expect(readHistory(after)?.current?.sha).toBe(repo.headSha);
    expect(readHistory(after)?.earlier.map((entry) => entry.sha)).toEqual([EARLIER]);
  }, 300_000);

  it('creates no comment when the PR had none', async () => {
    const repo = await createPrRepository(path.join(await makeTempDir(), 'repo'));
    const { environment, bodies } = await environmentFor(repo, OVER_BUDGET);
    await expect(runEvaluateCommand(environment)).rejects.toThrow(UsageError);
    expect(bodies).toHaveLength(1);
    expect(fake.comments(REPOSITORY, PR)).toEqual([]);
  }, 300_000);
});

describe('renderNoResultComment', () => {
  it('shows one line of the reason, escaped, and says failed when something went wrong', () => {
    const body = renderNoResultComment({
      marker: MARKER,
      headSha: 'a'.repeat(40),
      baseSha: 'b'.repeat(40),
      refused: false,
      reason: 'agent @octocat broke #12 <img src=x>\nsecond line',
    });
    expect(body.startsWith(`${MARKER}\n`)).toBe(true);
    expect(body).toContain('## Verdict — head `aaaaaaa` vs base `bbbbbbb`');
    const line = body.split('\n').find((text) => text.startsWith('⚠️')) ?? '';
    expect(line).toMatch(/^⚠️ \*\*the evaluation of `aaaaaaa` failed:\*\* /);
    expect(line).not.toContain('@octocat');
    expect(line).not.toContain('<img');
    expect(line).not.toContain(' #12');
    expect(body).not.toContain('second line');
    expect(readHistory(body)).toEqual({ earlier: [] });
  });
});
