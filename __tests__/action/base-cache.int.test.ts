/**
 * The base side's stored results kept in the Actions cache (`restoreBaseCache`, `saveBaseCache`)
 * with the real `@actions/cache` client in process — its Twirp calls, the system tar and zstd, the
 * Azure SDK upload — against a double of the cache service with the archives in a real Azurite.
 * Each "job" is a fresh directory at the same path, as on a new runner, with its own run id. The
 * last test runs the evaluate command twice (the CLI from the compiled lib/: `npm run build`)
 * against a model server that counts each side's requests.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  planBaseCache,
  restoreBaseCache,
  saveBaseCache,
  type BasePlanShape,
} from '../../src/action/base-cache.js';
import { runEvaluateCommand } from '../../src/action/evaluate-action.js';
import type { CachedDirectory } from '../../src/action/cached-directory.js';
import type { Repository } from '../helpers/action-harness.js';
import { startAzurite, type AzuriteBlob } from '../helpers/azurite.js';
import {
  startFakeCacheService,
  type FakeCacheJob,
  type FakeCacheService,
} from '../helpers/fake-cache-service.js';
import { createInProcessStep } from '../helpers/in-process-step.js';
import { createBranchRepository, sidesOf, startCountingModel } from '../helpers/fewer-calls.js';
import type { KeyedModelServer } from '../helpers/keyed-model-server.js';
import { useToolkitInProcess } from '../helpers/toolkit-in-process.js';

/** Everything the client reads from the environment, saved before and restored after. */
const toolkit = useToolkitInProcess('@actions/cache', [
  'ACTIONS_RESULTS_URL',
  'ACTIONS_RUNTIME_TOKEN',
  'ACTIONS_CACHE_SERVICE_V2',
  'ACTIONS_CACHE_URL',
  'ACTIONS_CACHE_MODE',
  'GITHUB_RUN_ID',
  'GITHUB_RUN_ATTEMPT',
  'GITHUB_REPOSITORY',
  'GITHUB_REF',
  'GITHUB_SERVER_URL',
  'GITHUB_WORKSPACE',
  'RUNNER_TEMP',
]);

const PR_REF = 'refs/pull/7/merge';
const SHAPE: BasePlanShape = {
  baseSha: 'b'.repeat(40),
  suiteDir: 'evals',
  suites: ['smoke'],
  agentCommand: 'node dist/agent.js',
  model: 'qwen2.5-coder-7b',
  k: 5,
  seed: 0,
  baseUrl: 'http://127.0.0.1:9/v1',
};

let azurite: AzuriteBlob | undefined;
let service: FakeCacheService;
let scratch: string;
/** RUNNER_TEMP of every job: the cache's version hashes the directory's path. */
let runnerTemp: string;

interface Log {
  info: string[];
  warning: string[];
  io: { info(message: string): void; warning(message: string): void };
}

function newLog(): Log {
  const info: string[] = [];
  const warning: string[] = [];
  return {
    info,
    warning,
    io: { info: (message) => info.push(message), warning: (message) => warning.push(message) },
  };
}

/** Makes `job` the current one, on a fresh runner: its variables, and nothing kept on disk. */
async function enterJob(job: FakeCacheJob, shape: BasePlanShape = SHAPE): Promise<CachedDirectory> {
  toolkit.clearEnv();
  const workspace = path.join(scratch, 'workspace');
  await mkdir(workspace, { recursive: true });
  Object.assign(process.env, job.env(), {
    GITHUB_SERVER_URL: 'https://github.localhost',
    GITHUB_WORKSPACE: workspace,
    RUNNER_TEMP: runnerTemp,
  });
  await rm(runnerTemp, { recursive: true, force: true });
  await mkdir(runnerTemp, { recursive: true });
  return planBaseCache(shape, {
    runId: String(job.runId),
    runAttempt: String(job.runAttempt),
    tempDir: runnerTemp,
  });
}

/** What the CLI would leave in the directory: opaque here, so nested, binary and empty files. */
async function storeResults(dir: string, entry: string, note: string): Promise<void> {
  const root = path.join(dir, entry);
  await mkdir(path.join(root, 'runs', 'fix-add'), { recursive: true });
  await writeFile(path.join(root, 'report.json'), JSON.stringify({ entry, note }));
  await writeFile(
    path.join(root, 'runs', 'fix-add', 'transcript.bin'),
    Buffer.from([0, 1, 2, 255]),
  );
  await writeFile(path.join(root, 'runs', 'fix-add', 'empty.log'), '');
}

/** Relative path → content, of every file below `root`. */
async function readTree(root: string): Promise<Record<string, string>> {
  const tree: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    tree[path.relative(root, full).split(path.sep).join('/')] = (await readFile(full)).toString(
      'base64',
    );
  }
  return tree;
}

/** A port that was free a moment ago and that nothing listens on now. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function callsSince(start: number) {
  return service.calls.slice(start);
}

/** The toolkit's `::warning::` lines in the current test. */
const toolkitWarnings = () =>
  toolkit
    .output()
    .split('\n')
    .filter((line) => line.startsWith('::warning::'));

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'verdict-base-cache-'));
  runnerTemp = path.join(scratch, 'runner-temp');
  azurite = await startAzurite();
  service = await startFakeCacheService({ azurite, repository: 'acme/agent' });
}, 300_000);

afterAll(async () => {
  await service?.close();
  await azurite?.stop();
  if (scratch !== undefined) await rm(scratch, { recursive: true, force: true });
});

describe('stored base results in the Actions cache', () => {
  let firstKey = '';
  let firstTree: Record<string, string> = {};

  it('misses on the first job of a PR, then saves what the evaluation stored', async () => {
    const plan = await enterJob(service.createJob({ ref: PR_REF }));
    const log = newLog();
    const start = service.calls.length;

    expect(await restoreBaseCache(plan, log.io)).toEqual({ status: 'miss' });
    expect(await readdir(plan.dir)).toEqual([]);
    expect(log.info.at(-1)).toContain(`none stored under ${plan.restorePrefix}*`);

    await storeResults(plan.dir, 'entry-1', 'first');
    firstTree = await readTree(plan.dir);
    const saved = await saveBaseCache(plan, 1, log.io);
    expect(saved).toMatchObject({ status: 'saved', key: plan.key });
    expect(log.warning).toEqual([]);
    firstKey = plan.key;

    expect(plan.key).toMatch(/^verdict-base-v1-b{40}-[0-9a-f]{16}-\d+-1$/);
    expect(plan.restorePrefix).toBe(plan.key.replace(/\d+-1$/, ''));
    expect(callsSince(start).map((call) => [call.method, call.status])).toEqual([
      ['GetCacheEntryDownloadURL', 200],
      ['CreateCacheEntry', 200],
      ['FinalizeCacheEntryUpload', 200],
    ]);
    expect(callsSince(start)[0]).toMatchObject({
      key: plan.key,
      restoreKeys: [plan.restorePrefix],
    });
    expect(callsSince(start)[0]?.matchedKey).toBeUndefined();
    const [entry] = service.entries();
    expect(entry).toMatchObject({ key: plan.key, scope: `acme/agent@${PR_REF}` });
    // zstd is on this machine: the archive is a zstd frame (magic 28 b5 2f fd).
    expect((await service.archive(entry!)).subarray(0, 4).toString('hex')).toBe('28b52ffd');
  });

  it('restores the same bytes by prefix in the next job of the PR (a new run id)', async () => {
    const plan = await enterJob(service.createJob({ ref: PR_REF }));
    expect(plan.key).not.toBe(firstKey);
    const log = newLog();
    const start = service.calls.length;

    expect(await restoreBaseCache(plan, log.io)).toEqual({ status: 'restored', key: firstKey });
    expect(await readTree(plan.dir)).toEqual(firstTree);
    expect(callsSince(start)).toEqual([
      expect.objectContaining({
        method: 'GetCacheEntryDownloadURL',
        key: plan.key,
        matchedKey: firstKey,
      }),
    ]);
    expect(log.info.at(-1)).toBe(`base results: restored ${firstKey} from the Actions cache`);
  });

  it('restores the newest save when several runs stored results', async () => {
    const second = await enterJob(service.createJob({ ref: PR_REF }));
    await restoreBaseCache(second, newLog().io);
    await storeResults(second.dir, 'entry-2', 'second');
    expect(await saveBaseCache(second, 1, newLog().io)).toMatchObject({ status: 'saved' });

    const third = await enterJob(service.createJob({ ref: PR_REF }));
    expect(await restoreBaseCache(third, newLog().io)).toEqual({
      status: 'restored',
      key: second.key,
    });
    const tree = await readTree(third.dir);
    expect(Object.keys(tree).sort()).toEqual(
      [
        ...Object.keys(firstTree),
        'entry-2/report.json',
        'entry-2/runs/fix-add/empty.log',
        'entry-2/runs/fix-add/transcript.bin',
      ].sort(),
    );
  });

  it('misses for another base commit or other inputs, and in another PR', async () => {
    for (const shape of [
      { ...SHAPE, baseSha: 'c'.repeat(40) },
      { ...SHAPE, model: 'another-model' },
      { ...SHAPE, k: 3 },
      { ...SHAPE, shard: '1/2' },
    ]) {
      const plan = await enterJob(service.createJob({ ref: PR_REF }), shape);
      expect(await restoreBaseCache(plan, newLog().io), JSON.stringify(shape)).toEqual({
        status: 'miss',
      });
    }
    // A PR's entries are its own; another PR reads only its own and the default branch's.
    const other = await enterJob(
      service.createJob({ ref: 'refs/pull/8/merge', readRefs: ['refs/heads/main'] }),
    );
    expect(await restoreBaseCache(other, newLog().io)).toEqual({ status: 'miss' });
  });

  it('skips the save when the evaluation stored nothing new', async () => {
    const plan = await enterJob(service.createJob({ ref: PR_REF }));
    await restoreBaseCache(plan, newLog().io);
    const log = newLog();
    const start = service.calls.length;
    expect(await saveBaseCache(plan, 0, log.io)).toEqual({ status: 'skipped' });
    expect(callsSince(start)).toEqual([]);
    expect(log.warning).toEqual([]);
  });
});

describe('a cache that fails is a warning, and the evaluation goes on', () => {
  it('a refused lookup: the toolkit warns, the directory is empty, the base runs', async () => {
    const plan = await enterJob(service.createJob({ ref: PR_REF }));
    service.failNext({
      method: 'GetCacheEntryDownloadURL',
      status: 403,
      code: 'permission_denied',
      message: 'token may not read caches',
    });
    const result = await restoreBaseCache(plan, newLog().io);
    expect(result).toEqual({ status: 'miss' });
    expect(await readdir(plan.dir)).toEqual([]);
    expect(toolkitWarnings().join('\n')).toMatch(/Failed to restore: .*\(403\).*may not read/);
    expect(service.calls.at(-1)).toMatchObject({ method: 'GetCacheEntryDownloadURL', status: 403 });
  });

  it('a corrupted archive: tar fails, nothing half-extracted is left', async () => {
    const plan = await enterJob(service.createJob({ ref: PR_REF }));
    const [newest] = service.entries();
    await service.overwriteArchive(newest!, Buffer.from('not a zstd tar archive'));
    const result = await restoreBaseCache(plan, newLog().io);
    expect(result).toEqual({ status: 'miss' });
    expect(await readdir(plan.dir)).toEqual([]);
    expect(toolkitWarnings().join('\n')).toMatch(/Failed to restore: .*tar/);
  });

  it('a quota refusal on save: a warning, no entry, and the step goes on', async () => {
    const plan = await enterJob(service.createJob({ ref: PR_REF }));
    await storeResults(plan.dir, 'entry-q', 'quota');
    const before = service.entries().length;
    service.failNext({ method: 'CreateCacheEntry', status: 429, code: 'resource_exhausted' });
    const log = newLog();
    const result = await saveBaseCache(plan, 1, log.io);
    expect(result).toMatchObject({ status: 'failed' });
    expect(log.warning).toEqual([
      `base results: not saved as ${plan.key}: the Actions cache did not take the entry (see the message above); the next push runs the base`,
    ]);
    expect(service.entries()).toHaveLength(before);
  });

  it('a read-only token (an untrusted event): the save is refused with a warning', async () => {
    const plan = await enterJob(service.createJob({ ref: PR_REF, readOnly: true }));
    await storeResults(plan.dir, 'entry-r', 'read-only');
    const log = newLog();
    expect(await saveBaseCache(plan, 1, log.io)).toMatchObject({ status: 'failed' });
    expect(log.warning).toHaveLength(1);
    expect(service.calls.at(-1)).toMatchObject({ method: 'CreateCacheEntry', status: 403 });
  });

  it('a service that does not answer: warnings, no throw', async () => {
    const plan = await enterJob(service.createJob({ ref: PR_REF }));
    // A port nothing listens on: connection refused, which the client does not retry.
    process.env['ACTIONS_RESULTS_URL'] = `http://127.0.0.1:${await closedPort()}/`;
    expect(await restoreBaseCache(plan, newLog().io)).toEqual({ status: 'miss' });
    expect(toolkitWarnings().join('\n')).toMatch(/ECONNREFUSED/);
    await storeResults(plan.dir, 'entry-x', 'unreachable');
    const log = newLog();
    expect(await saveBaseCache(plan, 1, log.io)).toMatchObject({ status: 'failed' });
    expect(log.warning).toHaveLength(1);
  });

  it('no cache service in the job (e.g. GHES without it): skipped, no request', async () => {
    const plan = await enterJob(service.createJob({ ref: PR_REF }));
    delete process.env['ACTIONS_RESULTS_URL'];
    const start = service.calls.length;
    const log = newLog();
    expect(await restoreBaseCache(plan, log.io)).toEqual({ status: 'unavailable' });
    expect(await saveBaseCache(plan, 1, log.io)).toEqual({ status: 'unavailable' });
    expect(log.warning).toEqual([]);
    expect(log.info.join('\n')).toContain('no Actions cache service');
    expect(callsSince(start)).toEqual([]);
  });
});

describe('the evaluate command reuses the base across pushes', () => {
  const exec = promisify(execFile);
  let server: KeyedModelServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  async function evaluate(repo: Repository, job: FakeCacheJob, model: KeyedModelServer) {
    const headSha = (await exec('git', ['-C', repo.dir, 'rev-parse', 'HEAD'])).stdout.trim();
    const workDir = await mkdtemp(path.join(scratch, 'work-'));
    const step = createInProcessStep({
      repo,
      number: 7,
      headSha,
      inputs: {
        mode: 'live',
        k: '1',
        'api-key': 'sk-test-base-reuse-1234567',
        'base-url': model.baseUrl,
        model: 'counted-model',
        comment: 'never',
      },
      runId: String(job.runId),
      workDir,
      env: { RUNNER_TEMP: runnerTemp, GITHUB_RUN_ATTEMPT: String(job.runAttempt) },
    });
    await runEvaluateCommand(step.environment);
    return step;
  }

  it('calls the model for the head only on the second push, from the cache', async () => {
    server = await startCountingModel();
    const repo = await createBranchRepository(path.join(scratch, 'repo'));

    const firstJob = service.createJob({ ref: 'refs/pull/70/merge' });
    await enterJob(firstJob);
    const entriesBefore = service.entries().length;
    const first = await evaluate(repo, firstJob, server);
    expect(first.failed).toEqual([]);
    expect(first.warning).toEqual([]);
    expect(sidesOf(server, 0)).toEqual({ base: 2, head: 2 });
    expect(first.info.join('\n')).toMatch(/base results: none stored under verdict-base-v1-/);
    expect(first.info.join('\n')).toMatch(/base results: 1 new entry saved as verdict-base-v1-/);
    const [saved] = service.entries();
    expect(service.entries()).toHaveLength(entriesBefore + 1);
    expect(saved?.key).toMatch(
      new RegExp(`^verdict-base-v1-${repo.baseSha}-[0-9a-f]{16}-${firstJob.runId}-1$`),
    );

    // Another push to the PR, on a fresh runner (nothing on disk), in a new workflow run.
    await writeFile(path.join(repo.dir, 'second.txt'), 'second\n');
    await exec('git', ['-C', repo.dir, 'add', '--all']);
    await exec('git', ['-C', repo.dir, 'commit', '--quiet', '-m', 'second push']);
    const secondJob = service.createJob({ ref: 'refs/pull/70/merge' });
    await enterJob(secondJob);
    const calls = service.calls.length;
    const second = await evaluate(repo, secondJob, server);
    expect(second.failed).toEqual([]);
    expect(second.warning).toEqual([]);
    expect(sidesOf(server, 4)).toEqual({ base: 0, head: 2 });
    expect(second.info).toContain(`base results: restored ${saved?.key} from the Actions cache`);
    expect(second.summary).toContain('**Base reused:**');
    expect(second.summary).toContain(
      `https://github.com/acme/agent/actions/runs/${firstJob.runId}`,
    );
    // Nothing new was stored, so nothing was saved (the history of main is only read on a PR).
    const baseCalls = service.calls
      .slice(calls)
      .filter((call) => call.key?.startsWith('verdict-base-v1-') === true);
    expect(baseCalls.map((call) => call.method)).toEqual(['GetCacheEntryDownloadURL']);
  }, 300_000);
});
