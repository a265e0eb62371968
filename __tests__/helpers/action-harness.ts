/**
 * Runs the built Action (`dist/index.js`) as GitHub runs it — Node 24, `INPUT_*` variables, an
 * event file, `GITHUB_OUTPUT` and `GITHUB_STEP_SUMMARY` — against a fake GitHub (stateful comments,
 * PRs, runs) and the real `@actions/artifact` client uploading into Azurite through a
 * results-service double — which, for a run given `cache`, also serves the real `@actions/cache`
 * client through the cache double, with one runtime token for both as on GitHub; and builds the
 * git repositories it evaluates.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import { startAzurite, type AzuriteBlob } from './azurite.js';
import {
  startFakeCacheService,
  type FakeCacheJobOptions,
  type FakeCacheService,
} from './fake-cache-service.js';
import { FakeGitHub } from './fake-github.js';
import {
  startFakeResultsService,
  type FakeResultsService,
  type FakeWorkflowRun,
} from './fake-results-service.js';
import { ensureNode24 } from './node24.js';
import { REPO_ROOT } from './run-cli.js';
import { useTempDirs } from './temp-dir.js';

export const ACTION = path.join(REPO_ROOT, 'dist', 'index.js');
export const ACTION_FROM_SOURCE = path.join(REPO_ROOT, 'lib', 'action', 'index.js');
export const REPOSITORY = 'acme/agent';
export const TOKEN = 'ghs_test_token';
export const BUNDLED_SUITE = path.join(REPO_ROOT, 'fixtures', 'eval', 'smoke-coding');

export interface ActionRun {
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

export interface ActionRunOptions {
  workspace: string;
  event: unknown;
  eventName: string;
  run: FakeWorkflowRun;
  /** The job of the run (its artifacts are the run's; its runtime token is its own). */
  job?: string;
  inputs: Record<string, string>;
  /**
   * The job may use the Actions cache (v2) with these scopes (default: its own `refs/heads/main`);
   * its runtime token then serves the artifact and the cache service alike. Without it the job
   * has no cache service, as before.
   */
  cache?: Pick<FakeCacheJobOptions, 'ref' | 'readRefs' | 'readOnly' | 'runAttempt'>;
  /**
   * RUNNER_TEMP (default: a fresh directory per run). On GitHub it is the same path in every job,
   * and the cache's version hashes the paths saved under it, so runs that share a cache share it.
   */
  runnerTemp?: string;
  /** More environment for the step, applied last. */
  env?: Record<string, string>;
  /**
   * The Action's entry: the committed bundle by default; `ACTION_FROM_SOURCE` (the compiled
   * sources the global setup builds) to test the source rather than `dist/`.
   */
  script?: string;
}

export interface Repository {
  dir: string;
  baseSha: string;
  headSha: string;
}

export interface RepositoryOptions {
  /** Bundled tasks of smoke-coding in the suite (default: fix-add, implement-slugify, create-pad-module). */
  tasks?: readonly string[];
  /** Text head appends to a task's prompt (default: fix-add gets " Keep the change small."). */
  headPromptSuffixes?: Readonly<Record<string, string>>;
  /** Commit head on this new branch (base stays on main). */
  headBranch?: string;
  /** Files (relative path → content) head adds. */
  headFiles?: Readonly<Record<string, string>>;
}

export interface ActionHarness {
  /** The results-service double (set in beforeAll). */
  readonly results: FakeResultsService;
  /** The fake GitHub (set in beforeAll). */
  readonly github: FakeGitHub;
  /** The cache double, behind the results service's URL (set in beforeAll). */
  readonly cache: FakeCacheService;
  makeTempDir: () => Promise<string>;
  makeRepository: (options?: RepositoryOptions) => Promise<Repository>;
  runAction: (options: ActionRunOptions) => Promise<ActionRun>;
}

export const DEFAULT_TASKS = ['fix-add', 'implement-slugify', 'create-pad-module'] as const;
export const KEEP_SMALL = ' Keep the change small.';

const git = (cwd: string, ...args: string[]) =>
  promisify(execFile)('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@localhost',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@localhost',
    },
  });

/** `name<<delimiter\nvalue\ndelimiter` blocks, as @actions/core writes GITHUB_OUTPUT. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] as string] = match[3] as string;
  return outputs;
}

export function pullRequestEvent(
  repo: { baseSha: string; headSha: string },
  number: number,
  headRepository = REPOSITORY,
) {
  return {
    pull_request: {
      number,
      base: { sha: repo.baseSha, repo: { full_name: REPOSITORY } },
      head: {
        sha: repo.headSha,
        repo: { full_name: headRepository, fork: headRepository !== REPOSITORY },
      },
    },
    repository: { full_name: REPOSITORY },
  };
}

/**
 * A repository whose `evals/smoke` suite holds bundled tasks with their fixtures and cassettes;
 * head rewords prompts (the agent sends a prompt to the model as the user message).
 */
export async function createPrRepository(
  dir: string,
  options: RepositoryOptions = {},
): Promise<Repository> {
  const tasks = options.tasks ?? DEFAULT_TASKS;
  const suffixes = options.headPromptSuffixes ?? { 'fix-add': KEEP_SMALL };
  const suite = path.join(dir, 'evals', 'smoke');
  await mkdir(path.join(suite, 'cassettes'), { recursive: true });
  const suiteJson = JSON.parse(await readFile(path.join(BUNDLED_SUITE, 'suite.json'), 'utf8')) as {
    tasks: Array<{ id: string; prompt: string }>;
    $schema?: string;
  };
  delete suiteJson.$schema;
  suiteJson.tasks = suiteJson.tasks.filter((task) => tasks.includes(task.id));
  for (const task of tasks) {
    await cp(path.join(BUNDLED_SUITE, 'fixtures', task), path.join(suite, 'fixtures', task), {
      recursive: true,
    });
    await cp(
      path.join(BUNDLED_SUITE, 'cassettes', `${task}.jsonl`),
      path.join(suite, 'cassettes', `${task}.jsonl`),
    );
  }
  await writeFile(path.join(suite, 'suite.json'), JSON.stringify(suiteJson, null, 2));
  await git(dir, 'init', '--quiet', '--initial-branch=main');
  await git(dir, 'add', '--all');
  await git(dir, 'commit', '--quiet', '-m', 'base');
  const baseSha = (await git(dir, 'rev-parse', 'HEAD')).stdout.trim();
  for (const [taskId, suffix] of Object.entries(suffixes)) {
    const task = suiteJson.tasks.find((candidate) => candidate.id === taskId);
    if (task === undefined) throw new Error(`${taskId} is not in the suite`);
    task.prompt = `${task.prompt}${suffix}`;
  }
  if (options.headBranch !== undefined)
    await git(dir, 'checkout', '--quiet', '-b', options.headBranch);
  await writeFile(path.join(suite, 'suite.json'), JSON.stringify(suiteJson, null, 2));
  for (const [file, content] of Object.entries(options.headFiles ?? {})) {
    await writeFile(path.join(dir, file), content);
  }
  await git(dir, 'add', '--all');
  await git(dir, 'commit', '--quiet', '-m', 'head: reword prompts');
  const headSha = (await git(dir, 'rev-parse', 'HEAD')).stdout.trim();
  return { dir, baseSha, headSha };
}

/**
 * Registers the suite's beforeAll/afterAll (Azurite, the results service, the fake GitHub) and its
 * temp directories; the harness's services are readable once beforeAll has run.
 */
export function useActionHarness(): ActionHarness {
  const makeTempDir = useTempDirs();
  let node24: string | undefined;
  let azurite: AzuriteBlob | undefined;
  let results: FakeResultsService | undefined;
  let cache: FakeCacheService | undefined;
  let github: FakeGitHub | undefined;

  beforeAll(async () => {
    node24 = await ensureNode24();
    azurite = await startAzurite();
    // One secret, one URL: a job's runtime token is good for both services, as on GitHub.
    const secret = randomBytes(32);
    cache = await startFakeCacheService({ azurite, repository: REPOSITORY, secret });
    const cacheService = cache;
    results = await startFakeResultsService({
      azurite,
      repository: REPOSITORY,
      restToken: TOKEN,
      secret,
      extraHandler: (req, res) => cacheService.handleTwirp(req, res),
    });
    const service = results;
    github = await FakeGitHub.start({ extraHandler: (req, res) => service.handleRest(req, res) });
  }, 300_000);

  afterAll(async () => {
    await github?.close();
    await results?.close();
    await cache?.close();
    await azurite?.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started: use it inside a test`);
    return value;
  };

  const makeRepository = async (options: RepositoryOptions = {}): Promise<Repository> =>
    createPrRepository(path.join(await makeTempDir(), 'repo'), options);

  /** The cache job of the run: its token (also scoped to the run's job) and the v2 switch. */
  function cacheEnv(options: ActionRunOptions): Record<string, string> {
    const { run } = options;
    const job = started(cache, 'the cache service').createJob({
      ...options.cache,
      runId: run.runId,
      repository: `${run.owner}/${run.repo}`,
      scp: `Actions.Results:${run.workflowRunBackendId}:${run.jobBackendId(options.job)}`,
    });
    // The results service's URL answers the cache's Twirp routes too.
    return { ...job.env(), ACTIONS_RESULTS_URL: `${started(results, 'the results service').url}/` };
  }

  async function runAction(options: ActionRunOptions): Promise<ActionRun> {
    const dir = await makeTempDir();
    const files = {
      event: path.join(dir, 'event.json'),
      output: path.join(dir, 'output.txt'),
      summary: path.join(dir, 'summary.md'),
    };
    await writeFile(files.event, JSON.stringify(options.event));
    await writeFile(files.output, '');
    await writeFile(files.summary, '');
    const inputs = Object.fromEntries(
      Object.entries({ 'suite-dir': 'evals', 'github-token': TOKEN, ...options.inputs }).map(
        ([name, value]) => [`INPUT_${name.toUpperCase()}`, value],
      ),
    );
    const env = {
      PATH: process.env.PATH,
      HOME: dir,
      ...inputs,
      ...options.run.env({
        apiUrl: started(github, 'the fake GitHub').url,
        ...(options.job === undefined ? {} : { job: options.job }),
      }),
      ...(options.cache === undefined ? {} : cacheEnv(options)),
      GITHUB_EVENT_NAME: options.eventName,
      GITHUB_EVENT_PATH: files.event,
      GITHUB_WORKSPACE: options.workspace,
      GITHUB_SERVER_URL: 'https://github.localhost',
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      RUNNER_TEMP: options.runnerTemp ?? dir,
      ...options.env,
    };
    const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(
        started(node24, 'Node 24'),
        [options.script ?? ACTION],
        { cwd: options.workspace, env, maxBuffer: 64 * 1024 * 1024 },
        (error, out) =>
          resolve({ code: error === null ? 0 : Number(error.code ?? 1), stdout: out }),
      );
    });
    return {
      code,
      stdout,
      outputs: parseOutputs(await readFile(files.output, 'utf8')),
      summary: await readFile(files.summary, 'utf8'),
    };
  }

  return {
    get results() {
      return started(results, 'the results service');
    },
    get github() {
      return started(github, 'the fake GitHub');
    },
    get cache() {
      return started(cache, 'the cache service');
    },
    makeTempDir,
    makeRepository,
    runAction,
  };
}
