/**
 * The Action's `max-calls` input, end to end in process: `readInputs` → the evaluate command →
 * `evaluatePullRequest` → each live `verdict run` (the compiled CLI, `npm run build`) with
 * `--max-calls` and the evaluation's shared count. The model is a real server on 127.0.0.1 that
 * counts requests and fails the first one (500), so the proxy retries it: the server sees exactly
 * the bound over base and head together, the head's runs past it are errors naming it, the step
 * does not fail, and the job summary says why the head is missing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CacheService } from '../../src/action/base-cache.js';
import { runEvaluateCommand } from '../../src/action/evaluate-action.js';
import { createBranchRepository, sidesOf } from '../helpers/fewer-calls.js';
import { createInProcessStep } from '../helpers/in-process-step.js';
import { KeyedModelServer } from '../helpers/keyed-model-server.js';
import type { ScriptedReply } from '../helpers/scripted-model-server.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** No cache service: the base runs every time. */
const NO_CACHE: CacheService = {
  isFeatureAvailable: () => false,
  restoreCache: () => Promise.reject(new Error('not used')),
  saveCache: () => Promise.reject(new Error('not used')),
};

describe('the max-calls input', () => {
  it('reaches every live run of the evaluation and bounds their upstream requests together', async () => {
    let served = 0;
    const model = await KeyedModelServer.start((): ScriptedReply => {
      served += 1;
      return served === 1 ? { kind: 'error', status: 500 } : { kind: 'text', text: 'Done.' };
    });
    servers.push(model);
    const repo = await createBranchRepository(path.join(await makeTempDir(), 'repo'));
    const workDir = await makeTempDir();
    const step = createInProcessStep({
      repo,
      number: 9,
      inputs: {
        mode: 'live',
        k: '1',
        'api-key': 'sk-test-max-calls-1234567',
        'base-url': model.baseUrl,
        model: 'counted-model',
        comment: 'never',
        'max-calls': '3',
      },
      runId: '91',
      workDir,
      cache: NO_CACHE,
    });

    await runEvaluateCommand(step.environment);

    expect(step.failed).toEqual([]);
    // Two base runs and one retry; nothing for the head, and not one request more.
    expect(model.requests).toHaveLength(3);
    expect(sidesOf(model, 0)).toEqual({ base: 3, head: 0 });
    const reportDir = path.join(workDir, 'verdict-report');
    expect(JSON.parse(await readFile(path.join(reportDir, 'upstream-calls.json'), 'utf8'))).toEqual(
      { calls: 3, retries: 1 },
    );
    expect(step.summary).toContain(
      'head: **RUN_ERROR** — 2 of 2 runs missing (max\\_calls\\_reached ×2)',
    );
  }, 300_000);
});
