/**
 * Fewer model calls (SPEC §7), through the built Action (`dist/index.js` on Node 24) as GitHub runs
 * it: a `max-runs` budget refuses a live plan before any model call and tells the sticky comment;
 * `paths` skips live when the pull request changes nothing under them while replay still runs;
 * and the base side's live results, kept in the Actions cache by the real `@actions/cache` client
 * (the cache double behind the same results URL and runtime token as the artifact service), spare
 * the base's model calls on the next push. The model is a real server on 127.0.0.1 that counts
 * every request; the head rewords prompts, so each request says which side sent it.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readHistory } from '../../src/pr/comment-history.js';
import {
  pullRequestEvent,
  REPOSITORY,
  useActionHarness,
  type Repository,
} from '../helpers/action-harness.js';
import { createBranchRepository, sidesOf, startCountingModel } from '../helpers/fewer-calls.js';
import type { KeyedModelServer } from '../helpers/keyed-model-server.js';

const exec = promisify(execFile);
const harness = useActionHarness();
const { makeRepository, makeTempDir, runAction } = harness;

const API_KEY = 'sk-test-fewer-calls-1234567';

let model: KeyedModelServer;
beforeAll(async () => {
  model = await startCountingModel();
});
afterAll(async () => {
  await model.close();
});

/** Live inputs against the counting model server. */
function liveInputs(more: Record<string, string>): Record<string, string> {
  return {
    k: '1',
    'api-key': API_KEY,
    'base-url': model.baseUrl,
    model: 'counted-model',
    ...more,
  };
}

function commentBody(number: number): string {
  const comments = harness.github.comments(REPOSITORY, number);
  expect(comments).toHaveLength(1);
  return comments[0]?.body ?? '';
}

/** Another push to the pull request's branch (the base is unchanged): its new head. */
async function pushAgain(repo: Repository, file: string): Promise<Repository> {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 't',
    GIT_AUTHOR_EMAIL: 't@localhost',
    GIT_COMMITTER_NAME: 't',
    GIT_COMMITTER_EMAIL: 't@localhost',
  };
  await writeFile(path.join(repo.dir, file), `${file}\n`);
  await exec('git', ['-C', repo.dir, 'add', '--all'], { env });
  await exec('git', ['-C', repo.dir, 'commit', '--quiet', '-m', `push ${file}`], { env });
  const headSha = (await exec('git', ['-C', repo.dir, 'rev-parse', 'HEAD'])).stdout.trim();
  return { ...repo, headSha };
}

describe('the built action calls the model less (max-runs, paths, reused base)', () => {
  it('max-runs: fails the step before any model call, naming the count, and the comment says it was not evaluated', async () => {
    const repo = await makeRepository();
    const earlier = await runAction({
      workspace: repo.dir,
      event: pullRequestEvent(repo, 21),
      eventName: 'pull_request',
      run: harness.results.createRun(),
      inputs: {},
    });
    expect(earlier.code, earlier.stdout).toBe(0);
    expect(commentBody(21)).toMatch(/\| fix-add \| \*\*diverged\*\*/);
    const edits = harness.github.requestsTo('PATCH', /\/issues\/comments\/\d+$/).length;
    const requests = model.requests.length;

    // Three tasks at k 1 on each side: 6 live runs, over a budget of 5.
    const refused = await runAction({
      workspace: repo.dir,
      event: pullRequestEvent(repo, 21),
      eventName: 'pull_request',
      run: harness.results.createRun(),
      inputs: liveInputs({ mode: 'both', 'max-runs': '5' }),
    });
    expect(refused.code, refused.stdout).not.toBe(0);
    expect(refused.stdout).toMatch(
      /::error::max-runs 5: the plan has 6 run\(s\) that call a model/,
    );
    expect(refused.stdout).toContain('live, base 3 + head 3');
    expect(model.requests.length - requests).toBe(0);
    expect(refused.outputs.verdict).toBeUndefined();

    const body = commentBody(21);
    expect(body).not.toContain('evaluating');
    expect(body).toContain(
      `⛔ **\`${repo.headSha.slice(0, 7)}\` was not evaluated:** max-runs 5: the plan has 6 run(s) that call a model`,
    );
    // The earlier push's result stays in the history.
    expect(readHistory(body)?.current).toBeUndefined();
    expect(readHistory(body)?.earlier.map((entry) => entry.sha)).toEqual([repo.headSha]);
    // Edited in place twice: "evaluating …" when it started, then the refusal.
    const patches = harness.github.requestsTo('PATCH', /\/issues\/comments\/\d+$/).slice(edits);
    expect(patches).toHaveLength(2);
    expect((patches[0]?.body as { body?: string } | undefined)?.body).toMatch(
      /evaluating `[0-9a-f]{7}/,
    );
  }, 600_000);

  it('paths: a PR that changes nothing under them skips live (no model call) and still replays', async () => {
    const repo = await makeRepository();
    const requests = model.requests.length;
    const skipped = await runAction({
      workspace: repo.dir,
      event: pullRequestEvent(repo, 22),
      eventName: 'pull_request',
      run: harness.results.createRun(),
      inputs: liveInputs({ mode: 'both', paths: 'src/**\nagent/*.ts' }),
    });
    expect(skipped.code, skipped.stdout).toBe(0);
    expect(model.requests.length - requests).toBe(0);
    const body = commentBody(22);
    expect(body).toMatch(/live skipped: the PR changes nothing under paths: src\/\\?\*\\?\*/);
    expect(body).toMatch(/### Live\n+Skipped: the PR changes nothing under paths/);
    expect(body).toMatch(/harness only, not the model/);
    expect(body).toMatch(/\| fix-add \| \*\*diverged\*\*/);
    expect(body).toMatch(/\| implement-slugify \| unchanged/);
    expect(skipped.outputs).toMatchObject({ diverged: '1' });

    // The same PR with a glob it does change: live runs (the model is called).
    const ran = await runAction({
      workspace: repo.dir,
      event: pullRequestEvent(repo, 22),
      eventName: 'pull_request',
      run: harness.results.createRun(),
      inputs: liveInputs({ mode: 'both', paths: 'evals/**' }),
    });
    expect(ran.code, ran.stdout).toBe(0);
    expect(model.requests.length - requests).toBeGreaterThan(0);
    expect(commentBody(22)).not.toContain('live skipped');
  }, 600_000);

  it('reuse: the second push calls the model for the head only, from the Actions cache', async () => {
    const repo = await createBranchRepository(path.join(await makeTempDir(), 'repo'));
    // Every job gets RUNNER_TEMP at the same path, as on GitHub, but nothing left on it.
    const runnerTemp = path.join(await makeTempDir(), 'runner-temp');
    const cache = { ref: 'refs/pull/23/merge', readRefs: ['refs/heads/main'] };
    const inputs = liveInputs({ mode: 'live' });
    /** One push's job, in a new run on a fresh runner: what it did to the cache and the model. */
    const runPush = async (pushed: Repository) => {
      await rm(runnerTemp, { recursive: true, force: true });
      await mkdir(runnerTemp, { recursive: true });
      const run = harness.results.createRun();
      const callsBefore = harness.cache.calls.length;
      const requestsBefore = model.requests.length;
      const result = await runAction({
        workspace: repo.dir,
        event: pullRequestEvent(pushed, 23),
        eventName: 'pull_request',
        run,
        inputs,
        cache,
        runnerTemp,
      });
      return {
        ...result,
        run,
        // The base results' calls (a pull request's job also reads the history of main).
        cacheCalls: harness.cache.calls
          .slice(callsBefore)
          .filter((call) => call.key?.startsWith('verdict-base-v1-') === true),
        sides: sidesOf(model, requestsBefore),
      };
    };

    const first = await runPush(repo);
    expect(first.code, first.stdout).toBe(0);
    expect(first.sides).toEqual({ base: 2, head: 2 });
    expect(first.stdout).toMatch(/base results: none stored under verdict-base-v1-/);
    expect(first.stdout).toMatch(/base results: 1 new entry saved as verdict-base-v1-/);
    expect(commentBody(23)).not.toContain('Base reused');
    expect(first.cacheCalls.map((call) => [call.method, call.status])).toEqual([
      ['GetCacheEntryDownloadURL', 200],
      ['CreateCacheEntry', 200],
      ['FinalizeCacheEntryUpload', 200],
    ]);
    expect(first.cacheCalls[0]?.matchedKey).toBeUndefined();
    const saved = harness.cache.entries().find((entry) => entry.runId === first.run.runId);
    expect(saved?.key).toMatch(
      new RegExp(`^verdict-base-v1-${repo.baseSha}-[0-9a-f]{16}-${first.run.runId}-1$`),
    );
    expect(saved?.scope).toBe(`${REPOSITORY}@refs/pull/23/merge`);
    expect(saved?.size).toBeGreaterThan(0);
    // The artifact service took the same token.
    const reports = harness.results
      .artifacts(first.run.runId)
      .filter((artifact) => artifact.name.startsWith('verdict-report-'));
    expect(reports).toHaveLength(1);

    const pushed = await pushAgain(repo, 'second.txt');
    const second = await runPush(pushed);
    expect(second.code, second.stdout).toBe(0);
    expect(second.sides).toEqual({ base: 0, head: 2 });
    expect(second.stdout).toContain(`base results: restored ${saved?.key} from the Actions cache`);
    // A hit, and nothing new to save.
    expect(second.cacheCalls.map((call) => [call.method, call.status, call.matchedKey])).toEqual([
      ['GetCacheEntryDownloadURL', 200, saved?.key],
    ]);
    const body = commentBody(23);
    expect(body).toContain(pushed.headSha.slice(0, 7));
    const reusedLine = body.split('\n').find((line) => line.startsWith('**Base reused:**'));
    expect(reusedLine).toBeDefined();
    expect(reusedLine).toContain(`actions/runs/${first.run.runId}`);
    expect(reusedLine).toContain('the model was called for the head only');
    expect(body).toMatch(/\| fix-add \|/);
    expect(body).toMatch(/\| implement-slugify \|/);
  }, 600_000);
});
