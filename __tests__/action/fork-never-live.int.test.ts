/**
 * A fork's pull request never runs live (SPEC §7), whatever the trigger and whatever secrets the
 * workflow hands it: with `pull_request_target` or `workflow_run` (or "send secrets to forks"), a
 * key and `mode: live`, the evaluate command, in process against a real git repository, calls the
 * model not once, says why in a notice and in the comment model, and leaves the payload for the
 * post-comment workflow. The model is a counting server on 127.0.0.1.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheService } from '../../src/action/base-cache.js';
import { runEvaluateCommand } from '../../src/action/evaluate-action.js';
import { headIsFromFork, readActionContext, type ActionContext } from '../../src/action/event.js';
import { FORK_LIVE_SKIPPED } from '../../src/pr/live-plan.js';
import { createPrRepository, type Repository } from '../helpers/action-harness.js';
import { createInProcessStep } from '../helpers/in-process-step.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

/** Restoring the base's results would be a fork reusing them: it must not even be asked. */
const NO_CACHE: CacheService = {
  isFeatureAvailable: () => true,
  restoreCache: () => Promise.reject(new Error('a fork must not restore the base cache')),
  saveCache: () => Promise.reject(new Error('a fork must not save the base cache')),
};

let model: Server;
let modelUrl = '';
let modelCalls = 0;
beforeAll(async () => {
  model = createServer((request, response) => {
    modelCalls += 1;
    request.resume();
    response.writeHead(500).end('a fork reached the model');
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => model.close(() => resolve()));
});

const ENV = {
  GITHUB_REPOSITORY: 'acme/agent',
  GITHUB_RUN_ID: '77',
  GITHUB_SERVER_URL: 'https://github.localhost',
};

function pullRequestPayload(repo: Repository) {
  return {
    pull_request: {
      number: 5,
      base: { sha: repo.baseSha, repo: { full_name: 'acme/agent' } },
      head: { sha: repo.headSha, repo: { full_name: 'mallory/agent', fork: true } },
    },
    repository: { full_name: 'acme/agent' },
  };
}

/** Each trigger a fork's code can reach a workflow with secrets by. */
const TRIGGERS: ReadonlyArray<{
  eventName: string;
  payload: (repo: Repository) => unknown;
  refs?: (repo: Repository) => Record<string, string>;
}> = [
  { eventName: 'pull_request', payload: pullRequestPayload },
  { eventName: 'pull_request_target', payload: pullRequestPayload },
  {
    eventName: 'workflow_run',
    payload: (repo) => ({
      workflow_run: {
        id: 9001,
        head_sha: repo.headSha,
        event: 'pull_request',
        repository: { full_name: 'acme/agent' },
        head_repository: { full_name: 'mallory/agent' },
        pull_requests: [],
      },
    }),
    refs: (repo) => ({ 'base-ref': repo.baseSha, 'head-ref': repo.headSha }),
  },
];

describe('a fork with a key never runs live', () => {
  for (const trigger of TRIGGERS) {
    it(`on ${trigger.eventName}: no model call, a notice, live skipped in the comment, the payload uploaded`, async () => {
      const repo = await createPrRepository(path.join(await makeTempDir(), 'repo'));
      const context: ActionContext = {
        ...readActionContext(
          { ...ENV, GITHUB_EVENT_NAME: trigger.eventName },
          trigger.payload(repo),
        ),
        workspace: repo.dir,
      };
      expect(headIsFromFork(context)).toBe(true);
      const step = createInProcessStep({
        repo,
        number: 5,
        inputs: {
          mode: 'live',
          'api-key': 'sk-repository-key-0123456789',
          'base-url': modelUrl,
          model: 'test-model',
          k: '5',
          ...trigger.refs?.(repo),
        },
        runId: '77',
        workDir: await makeTempDir(),
        cache: NO_CACHE,
      });
      const notices: string[] = [];
      const uploads: string[] = [];
      const environment = {
        ...step.environment,
        context,
        io: { ...step.environment.io, notice: (message: string) => notices.push(message) },
        artifacts: {
          ...step.environment.artifacts,
          uploadDirectory: (name: string) => {
            uploads.push(name);
            return Promise.resolve({ id: 5, size: 1, digest: undefined });
          },
        },
      };
      modelCalls = 0;

      await runEvaluateCommand(environment);

      expect(step.failed).toEqual([]);
      expect(modelCalls).toBe(0);
      expect(step.info.filter((line) => /: live /.test(line))).toEqual([]);
      expect(notices).toContainEqual(expect.stringContaining(FORK_LIVE_SKIPPED));
      expect(step.summary).toMatch(/forks never run live/);
      // The fork cannot comment: its payload waits for the post-comment workflow.
      expect(step.bodies).toEqual([]);
      if (context.pullRequest !== undefined) expect(uploads).toContain('verdict-comment-payload');
    }, 120_000);
  }

  it('reads a workflow_run whose head repository is unknown as a fork’s, and its own as not', () => {
    const run = { id: 1, head_sha: 'a'.repeat(40), repository: { full_name: 'acme/agent' } };
    const fork = readActionContext(ENV, { workflow_run: run });
    const own = readActionContext(ENV, {
      workflow_run: { ...run, head_repository: { full_name: 'acme/agent' } },
    });
    expect(headIsFromFork(fork)).toBe(true);
    expect(headIsFromFork(own)).toBe(false);
  });
});
