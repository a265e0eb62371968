/**
 * The default branch's history in the Actions cache (`history-cache.ts`): its keys, which events
 * add to it and save it, a fork's pull request that neither restores nor saves, and a cache that
 * fails being a line in the log. The cache is a double that records what it was asked.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CacheService } from '../../src/action/cached-directory.js';
import { readActionContext, type ActionContext } from '../../src/action/event.js';
import {
  historyRoles,
  planHistoryCache,
  restoreHistory,
  saveHistory,
} from '../../src/action/history-cache.js';
import { readInputs } from '../../src/action/inputs.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const RUN = { runId: '101', runAttempt: '2', tempDir: '/runner/temp' };
const SHA = 'a'.repeat(40);

function contextOf(event: Partial<ActionContext>): ActionContext {
  return {
    owner: 'acme',
    repo: 'agent',
    workspace: '/work',
    serverUrl: 'https://github.com',
    apiUrl: 'https://api.github.com',
    eventName: 'push',
    runId: '101',
    ...event,
  };
}

const pullRequest = (fromFork = false) => ({
  number: 7,
  baseSha: SHA,
  headSha: 'b'.repeat(40),
  fromFork,
});

interface Recorded {
  service: CacheService;
  restores: Array<{ paths: string[]; key: string; restoreKeys: string[] }>;
  saves: Array<{ paths: string[]; key: string }>;
}

function recordingCache(behaviour: Partial<CacheService> = {}): Recorded {
  const recorded: Recorded = { restores: [], saves: [], service: undefined as never };
  recorded.service = {
    isFeatureAvailable: behaviour.isFeatureAvailable ?? (() => true),
    restoreCache: async (paths, key, restoreKeys) => {
      recorded.restores.push({ paths, key, restoreKeys });
      return behaviour.restoreCache?.(paths, key, restoreKeys);
    },
    saveCache: async (paths, key) => {
      recorded.saves.push({ paths, key });
      return behaviour.saveCache?.(paths, key) ?? 7;
    },
  };
  return recorded;
}

function newLog() {
  const info: string[] = [];
  const warning: string[] = [];
  return {
    info,
    warning,
    io: { info: (line: string) => info.push(line), warning: (line: string) => warning.push(line) },
  };
}

async function environmentOf(context: ActionContext, cache: CacheService) {
  const log = newLog();
  const env = { RUNNER_TEMP: await makeTempDir(), GITHUB_RUN_ATTEMPT: '3' };
  const inputs = readInputs((name) => ({ 'suite-dir': 'evals', suites: 'smoke' })[name] ?? '');
  const workDir = await makeTempDir();
  return { log, environment: { inputs, context, io: log.io, env, workDir, cache } };
}

describe('planHistoryCache', () => {
  it('keys by suite dir and suites, then the run; the directory has no run in it', () => {
    const plan = planHistoryCache({ suiteDir: 'evals' }, RUN);
    expect(plan.restorePrefix).toMatch(/^verdict-history-v1-[0-9a-f]{16}-$/);
    expect(plan.key).toBe(`${plan.restorePrefix}101-2`);
    expect(plan.dir).toMatch(/^\/runner\/temp\/verdict-history-[0-9a-f]{16}$/);
    const later = planHistoryCache({ suiteDir: 'evals' }, { ...RUN, runId: '202' });
    expect([later.restorePrefix, later.dir]).toEqual([plan.restorePrefix, plan.dir]);
    for (const other of [{ suiteDir: 'suites' }, { suiteDir: 'evals', suites: ['smoke'] }]) {
      expect(planHistoryCache(other, RUN).restorePrefix).not.toBe(plan.restorePrefix);
    }
  });
});

describe('historyRoles', () => {
  it('a pull request adds its base and saves nothing; a push adds both sides and saves', () => {
    expect(historyRoles(contextOf({ pullRequest: pullRequest() }))).toEqual({
      sides: ['base'],
      unsaved: "a pull request's job reads it and saves none; pushes to the default branch do",
    });
    expect(historyRoles(contextOf({}))).toEqual({ sides: ['base', 'head'] });
    expect(historyRoles(contextOf({ pullRequest: pullRequest(true) }))).toBeUndefined();
  });

  it('off the default branch the history is read, not added to', () => {
    const env = { GITHUB_REPOSITORY: 'acme/agent', GITHUB_EVENT_NAME: 'push' };
    const repository = { full_name: 'acme/agent', default_branch: 'main' };
    const push = (ref: string) => readActionContext(env, { ref, repository });
    const readOnly = {
      sides: [],
      unsaved: expect.stringMatching(/not on the default branch/) as unknown,
    };
    expect(push('refs/heads/main').onDefaultBranch).toBe(true);
    expect(historyRoles(push('refs/heads/main'))).toEqual({ sides: ['base', 'head'] });
    expect(historyRoles(push('refs/heads/feature'))).toEqual(readOnly);
    expect(historyRoles(push('refs/tags/v1'))).toEqual(readOnly);
    const intoRelease = readActionContext(env, {
      pull_request: {
        number: 3,
        base: { sha: SHA, ref: 'release', repo: { full_name: 'acme/agent' } },
        head: { sha: SHA, repo: { full_name: 'acme/agent' } },
      },
      repository,
    });
    expect(intoRelease.onDefaultBranch).toBe(false);
    expect(historyRoles(intoRelease)).toEqual(readOnly);
    // A payload that does not say (e.g. schedule) trusts the workflow's own trigger.
    expect(readActionContext(env, { schedule: '0 3 * * *' }).onDefaultBranch).toBeUndefined();
  });
});

describe('restoreHistory and saveHistory', () => {
  it('restores the newest entry under the prefix into its directory, and a push saves it', async () => {
    const cache = recordingCache({
      restoreCache: async ([dir]) => {
        await writeFile(path.join(dir ?? '', 'smoke.live.jsonl'), '{}\n');
        return 'verdict-history-v1-x-99-1';
      },
    });
    const { log, environment } = await environmentOf(contextOf({}), cache.service);
    const history = await restoreHistory(environment);
    expect(history?.sides).toEqual(['base', 'head']);
    const plan = history!.plan;
    expect(plan.dir).toBe(path.join(environment.env.RUNNER_TEMP, path.basename(plan.dir)));
    expect(cache.restores).toEqual([
      { paths: [plan.dir], key: `${plan.restorePrefix}101-3`, restoreKeys: [plan.restorePrefix] },
    ]);
    expect(await readFile(path.join(plan.dir, 'smoke.live.jsonl'), 'utf8')).toBe('{}\n');
    expect(log.info).toContain(
      'history: restored verdict-history-v1-x-99-1 from the Actions cache',
    );

    expect(await saveHistory(history!, log.io, cache.service)).toEqual({
      status: 'saved',
      key: plan.key,
      id: 7,
    });
    expect(cache.saves).toEqual([{ paths: [plan.dir], key: plan.key }]);
    expect(log.warning).toEqual([]);
  });

  it("a pull request's job restores and saves nothing", async () => {
    const cache = recordingCache();
    const context = contextOf({ eventName: 'pull_request', pullRequest: pullRequest() });
    const { log, environment } = await environmentOf(context, cache.service);
    const history = await restoreHistory(environment);
    expect(cache.restores).toHaveLength(1);
    expect(log.info.at(-1)).toMatch(/^history: none stored under verdict-history-v1-.*\*; /);
    expect(await saveHistory(history!, log.io, cache.service)).toEqual({ status: 'skipped' });
    expect(cache.saves).toEqual([]);
    expect(log.info.at(-1)).toMatch(/^history: not saved: a pull request's job reads it/);
  });

  it("a fork's pull request neither restores nor saves", async () => {
    const cache = recordingCache({
      restoreCache: () => Promise.reject(new Error('a fork must not restore the history')),
    });
    const context = contextOf({ eventName: 'pull_request', pullRequest: pullRequest(true) });
    const { log, environment } = await environmentOf(context, cache.service);
    expect(await restoreHistory(environment)).toBeUndefined();
    expect(cache.restores).toEqual([]);
    expect(log.info).toEqual([
      "history: a fork's pull request neither reads nor adds to the history of the default branch",
    ]);
  });

  it('a failing or missing cache is a line in the log, never an error', async () => {
    const failing = recordingCache({
      restoreCache: () => Promise.reject(new Error('cache service answered 503')),
      saveCache: () => {
        throw new Error('reserve refused');
      },
    });
    const { log, environment } = await environmentOf(contextOf({}), failing.service);
    const history = await restoreHistory(environment);
    expect(history?.unsaved).toBeUndefined();
    expect(log.warning).toEqual([
      'history: could not restore from the Actions cache (cache service answered 503); the history of the default branch starts from this evaluation',
    ]);
    const saved = await saveHistory(history!, log.io, failing.service);
    expect(saved).toEqual({ status: 'failed', message: 'reserve refused' });
    expect(log.warning.at(-1)).toBe(
      `history: not saved as ${history!.plan.key} (reserve refused); the next evaluation reads the history saved before this one`,
    );

    const absent = recordingCache({ isFeatureAvailable: () => false });
    const none = await environmentOf(contextOf({}), absent.service);
    // Nothing to restore or save: the step's own directory, never the shared fixed path.
    const kept = await restoreHistory(none.environment);
    expect(path.dirname(kept!.plan.dir)).toBe(none.environment.workDir);
    expect(await saveHistory(kept!, none.log.io, absent.service)).toEqual({ status: 'skipped' });
    expect(none.log.info.at(-1)).toMatch(/^history: not saved: no Actions cache service/);
    expect([absent.restores, absent.saves, none.log.warning]).toEqual([[], [], []]);
  });
});
