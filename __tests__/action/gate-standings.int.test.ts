/**
 * The gate owners can require ([20/23]) through the Action's evaluate command, in process, against
 * a real git repository whose head makes fix-add fail (the model answers from memory: 5/5 → 0/5
 * live, regressed), a real model server on 127.0.0.1, the fake GitHub, and the compiled CLI:
 * the base's acknowledgement keeps `fail-on: regressed` from failing; an expired one, or one only
 * the pull request adds, does not; `quarantine: flaky` holds a task the default branch's history
 * (restored from a cache double) shows alternating.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CacheService } from '../../src/action/cached-directory.js';
import { runEvaluateCommand } from '../../src/action/evaluate-action.js';
import { renewEntry, type Acknowledgement } from '../../src/gate/acknowledgements.js';
import { HISTORY_FORMAT } from '../../src/history/history-schema.js';
import { appendHistory, readHistory } from '../../src/history/history-store.js';
import { createPrRepository } from '../helpers/action-harness.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import { FROM_MEMORY, respondFixAdd } from '../helpers/fix-add-model.js';
import { createInProcessStep } from '../helpers/in-process-step.js';
import { KeyedModelServer } from '../helpers/keyed-model-server.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const REPOSITORY = 'acme/agent';
const ACKNOWLEDGED = 'evals/verdict-acknowledged.json';
const REASON = 'fix-add is answered from memory on purpose while the prompt is reworked';
const SUITE = 'smoke-coding';

let model: KeyedModelServer;
let fake: FakeGitHub;
beforeAll(async () => {
  model = await KeyedModelServer.start(respondFixAdd);
});
afterAll(async () => {
  await model.close();
});
beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
});

const entryOf = (until: string): Acknowledgement => ({
  task: 'fix-add',
  change: 'regressed',
  reason: REASON,
  until,
});

const fileOf = (entries: readonly Acknowledgement[]) =>
  `${JSON.stringify({ format: 'acknowledged/v1', acknowledged: entries }, null, 2)}\n`;

/** A cache with nothing stored, or the history `seed` writes into the directory it restores. */
function cacheOf(seed?: (dir: string) => Promise<void>) {
  const asked: string[] = [];
  const saved: string[] = [];
  const service: CacheService = {
    isFeatureAvailable: () => true,
    restoreCache: async ([dir], _key, [prefix]) => {
      asked.push(prefix ?? '');
      if (seed === undefined || !prefix?.startsWith('verdict-history-v1-')) return undefined;
      await seed(dir ?? '');
      return `${prefix}1-1`;
    },
    saveCache: (_paths, key) => {
      saved.push(key);
      return Promise.resolve(1);
    },
  };
  return { service, asked, saved };
}

interface EvaluateOptions {
  number: number;
  base?: readonly Acknowledgement[];
  head?: readonly Acknowledgement[];
  inputs?: Record<string, string>;
  cache?: CacheService;
}

/** The evaluate step on a pull request whose base (and head) commit these acknowledgements. */
async function prepare(options: EvaluateOptions) {
  const dir = path.join(await makeTempDir(), 'repo');
  if (options.base !== undefined) {
    await mkdir(path.join(dir, 'evals'), { recursive: true });
    await writeFile(path.join(dir, ACKNOWLEDGED), fileOf(options.base));
  }
  const repo = await createPrRepository(dir, {
    tasks: ['fix-add'],
    headPromptSuffixes: { 'fix-add': FROM_MEMORY },
    ...(options.head === undefined ? {} : { headFiles: { [ACKNOWLEDGED]: fileOf(options.head) } }),
  });
  const runnerTemp = await makeTempDir();
  const step = createInProcessStep({
    repo,
    number: options.number,
    inputs: {
      mode: 'live',
      k: '5',
      'base-url': model.baseUrl,
      'api-key': 'sk-test-gate-standings-0123456789',
      model: 'keyed-model',
      'fail-on': 'regressed',
      'github-token': 'ghs_x',
      ...options.inputs,
    },
    runId: '42',
    workDir: await makeTempDir(),
    githubUrl: fake.url,
    cache: options.cache ?? cacheOf().service,
    env: { RUNNER_TEMP: runnerTemp },
  });
  const outputs: Record<string, string> = {};
  step.environment.io = {
    ...step.environment.io,
    setOutput: (name, value) => {
      outputs[name] = String(value);
    },
  };
  return { repo, step, outputs, runnerTemp };
}

/** One evaluation of the pull request, its outputs, its standings and its one comment. */
async function evaluate(options: EvaluateOptions) {
  const { step, outputs } = await prepare(options);
  await runEvaluateCommand(step.environment);
  const comments = fake.comments(REPOSITORY, options.number);
  expect(comments).toHaveLength(1);
  const tasks = JSON.parse(outputs['decision-tasks'] ?? 'null') as unknown;
  return { ...step, outputs, tasks, body: comments[0]?.body ?? '' };
}

const standing = (value: string) => [
  { suite: SUITE, mode: 'live', task: 'fix-add', verdict: 'regressed', standing: value },
];

describe('the gate of the evaluate command', () => {
  it('passes a regression the base acknowledges, and lists the acknowledgement', async () => {
    const run = await evaluate({ number: 31, base: [entryOf('2999-12-31')] });
    expect(run.failed).toEqual([]);
    expect(run.outputs).toMatchObject({ regressed: '1', decision: 'pass' });
    expect(run.tasks).toEqual(standing('acknowledged'));
    expect(run.body).toContain('**Gate (fail-on: regressed');
    expect(run.body).toMatch(/acknowledged/);
    expect(run.body).toContain(REASON);
    expect(run.body).not.toContain('To acknowledge');
    // The job summary is the comment: the same Gate block.
    expect(run.summary).toContain(REASON);
  }, 300_000);

  it('fails once the entry has expired, and prints the entry that renews it', async () => {
    const expired = entryOf('2020-01-31');
    const run = await evaluate({ number: 32, base: [expired] });
    expect(run.failed).toEqual([
      expect.stringMatching(/^fail-on: regressed: 1 task\(s\) regressed/),
    ]);
    expect(run.outputs).toMatchObject({ decision: 'fail' });
    expect(run.tasks).toEqual(standing('failed'));
    expect(run.body).toContain('Stale acknowledgements');
    expect(run.body).toContain(renewEntry(expired, new Date()));
    expect(run.body).toContain('To acknowledge');
    expect(run.body).toContain('"task": "smoke-coding/fix-add"');
  }, 300_000);

  it('fails when only the pull request adds the entry: it cannot acknowledge its own change', async () => {
    const run = await evaluate({ number: 33, head: [entryOf('2999-12-31')] });
    expect(run.failed).toHaveLength(1);
    expect(run.outputs).toMatchObject({ decision: 'fail' });
    expect(run.tasks).toEqual(standing('failed'));
    expect(run.body).toContain('added by this pull request');
    expect(run.body).toContain(REASON);
  }, 300_000);

  it('quarantine: flaky holds a task that alternates on the default branch', async () => {
    const cache = cacheOf(async (dir) => {
      for (let index = 0; index < 8; index += 1) {
        await appendHistory(dir, {
          format: HISTORY_FORMAT,
          commit: index.toString(16).repeat(40),
          evaluatedAt: new Date(Date.UTC(2026, 10, 1 + index)).toISOString(),
          suite: SUITE,
          mode: 'live',
          runIds: [`main-${index}`],
          tasks: [{ task: 'fix-add', runs: 5, passes: index % 2 === 0 ? 5 : 0, errors: 0 }],
        });
      }
    });
    const held = await evaluate({
      number: 34,
      inputs: { quarantine: 'flaky' },
      cache: cache.service,
    });
    expect(held.failed).toEqual([]);
    expect(held.outputs).toMatchObject({ regressed: '1', decision: 'pass' });
    expect(held.tasks).toEqual(standing('quarantined'));
    expect(held.body).toContain('quarantine: flaky');
    expect(cache.asked.filter((prefix) => prefix.startsWith('verdict-history-v1-'))).toHaveLength(
      1,
    );
    // A pull request's job reads the history and saves none.
    expect(cache.saved.filter((key) => key.startsWith('verdict-history-v1-'))).toEqual([]);

    // The same history without quarantine: the regression fails the gate, flaky or not.
    const counted = await evaluate({ number: 35, cache: cache.service });
    expect(counted.failed).toHaveLength(1);
    expect(counted.tasks).toEqual(standing('failed'));
    expect(counted.body).toMatch(/flaky on main/);
  }, 600_000);

  it('a push to the default branch (its before and after, no refs given) adds base and head to the history and saves it', async () => {
    const cache = cacheOf();
    const prepared = await prepare({ number: 36, cache: cache.service });
    const { repo, step, outputs, runnerTemp } = prepared;
    const context = {
      ...step.environment.context,
      eventName: 'push',
      push: { before: repo.baseSha, after: repo.headSha },
      onDefaultBranch: true,
    };
    delete context.pullRequest;
    step.environment.context = context;
    step.environment.inputs = { ...step.environment.inputs, mode: 'replay' };
    await runEvaluateCommand(step.environment);
    expect(step.failed).toEqual([]);
    expect(JSON.parse(outputs['decision-tasks'] ?? 'null')).toEqual([
      { suite: SUITE, mode: 'replay', task: 'fix-add', verdict: 'diverged', standing: 'passed' },
    ]);
    const [saved] = cache.saved.filter((key) => key.startsWith('verdict-history-v1-'));
    expect(saved).toMatch(/^verdict-history-v1-[0-9a-f]{16}-42-1$/);
    const [dir] = (await readdir(runnerTemp)).filter((name) => name.startsWith('verdict-history-'));
    const history = await readHistory(path.join(runnerTemp, dir ?? ''), {
      suite: SUITE,
      mode: 'replay',
    });
    expect(history.entries.map((entry) => entry.commit)).toEqual([repo.baseSha, repo.headSha]);
    expect(fake.comments(REPOSITORY, 36)).toEqual([]);
  }, 300_000);
});
