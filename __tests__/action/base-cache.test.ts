/** When the Action reuses base results, and the keys it keeps them under (pure; no cache service). */
import { describe, expect, it } from 'vitest';
import {
  mayReuseBase,
  planBaseCache,
  restoreBaseReuse,
  type BasePlanShape,
  type CacheService,
} from '../../src/action/base-cache.js';
import { readInputs } from '../../src/action/inputs.js';

const LIVE = {
  mode: 'live',
  'api-key': 'sk-test-reuse',
  'base-url': 'http://127.0.0.1:9/v1',
};
const inputsOf = (given: Record<string, string>) => readInputs((name) => given[name] ?? '');

const SHAPE: BasePlanShape = { baseSha: 'a'.repeat(40), suiteDir: 'evals', k: 5, seed: 0 };
const RUN = { runId: '101', runAttempt: '2', tempDir: '/runner/temp' };

describe('mayReuseBase', () => {
  it('only when live can run, and never on a fork', () => {
    expect(mayReuseBase(inputsOf(LIVE), false)).toBe(true);
    expect(mayReuseBase(inputsOf({ ...LIVE, mode: 'both' }), false)).toBe(true);
    expect(mayReuseBase(inputsOf(LIVE), true)).toBe(false);
    expect(mayReuseBase(inputsOf({ ...LIVE, mode: 'replay' }), false)).toBe(false);
    expect(mayReuseBase(inputsOf({ ...LIVE, 'api-key': '' }), false)).toBe(false);
    expect(mayReuseBase(inputsOf({ ...LIVE, 'base-url': '' }), false)).toBe(false);
    const anthropic = { ...LIVE, 'base-url': '', 'anthropic-base-url': 'http://127.0.0.1:9' };
    expect(mayReuseBase(inputsOf(anthropic), false)).toBe(true);
  });
});

describe('planBaseCache', () => {
  it("keys by base and plan, then the run; the directory's path has no run in it", () => {
    const plan = planBaseCache(SHAPE, RUN);
    expect(plan.key).toBe(`${plan.restorePrefix}101-2`);
    expect(plan.restorePrefix).toMatch(/^verdict-base-v1-a{40}-[0-9a-f]{16}-$/);
    expect(plan.dir).toMatch(/^\/runner\/temp\/verdict-base-reuse-[0-9a-f]{16}$/);
    const later = planBaseCache(SHAPE, { ...RUN, runId: '202', runAttempt: '1' });
    expect(later.restorePrefix).toBe(plan.restorePrefix);
    expect(later.dir).toBe(plan.dir);
  });

  it('gives another prefix for any input that shapes the plan', () => {
    const prefix = planBaseCache(SHAPE, RUN).restorePrefix;
    for (const change of [
      { baseSha: 'b'.repeat(40) },
      { suiteDir: 'other' },
      { suites: ['smoke'] },
      { agentCommand: 'node agent.js' },
      { model: 'm' },
      { k: 3 },
      { seed: 1 },
      { shard: '1/2' },
      { baseUrl: 'http://127.0.0.1:1/v1' },
      { anthropicBaseUrl: 'http://127.0.0.1:1' },
      { geminiBaseUrl: 'http://127.0.0.1:1' },
    ]) {
      expect(
        planBaseCache({ ...SHAPE, ...change }, RUN).restorePrefix,
        JSON.stringify(change),
      ).not.toBe(prefix);
    }
  });
});

describe('restoreBaseReuse', () => {
  const untouched: CacheService = {
    isFeatureAvailable: () => {
      throw new Error('the cache was consulted');
    },
    restoreCache: () => Promise.reject(new Error('not used')),
    saveCache: () => Promise.reject(new Error('not used')),
  };
  const context = {
    owner: 'acme',
    repo: 'agent',
    workspace: '/nonexistent',
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    eventName: 'pull_request',
    runId: '1',
    pullRequest: { number: 1, baseSha: 'a'.repeat(40), headSha: 'b'.repeat(40), fromFork: true },
  };
  const io = { info: () => {}, warning: () => {} };

  it('restores nothing on a fork, in replay, or with reuse-base-max-age 0', async () => {
    const env = { RUNNER_TEMP: '/runner/temp' };
    expect(
      await restoreBaseReuse(
        { inputs: inputsOf(LIVE), context, io, env, cache: untouched },
        'main',
      ),
    ).toBeUndefined();
    const sameRepo = { ...context, pullRequest: { ...context.pullRequest, fromFork: false } };
    for (const inputs of [
      inputsOf({ ...LIVE, mode: 'replay' }),
      inputsOf({ ...LIVE, 'reuse-base-max-age': '0' }),
    ]) {
      expect(
        await restoreBaseReuse({ inputs, context: sameRepo, io, env, cache: untouched }, 'main'),
      ).toBeUndefined();
    }
  });
});
