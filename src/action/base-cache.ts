/**
 * The base side's stored live results (SPEC §7, "Fewer model calls") kept between workflow runs in
 * the Actions cache (`cached-directory.ts`): restored into a directory before the evaluation, which
 * reuses what it can and stores what it ran (`reuse.dir` of `evaluatePullRequest`), and saved after
 * it when it stored anything new. The directory's content belongs to the CLI.
 *
 * Each save's key is the base commit, a hash of the inputs that shape the plan, then the run id and
 * attempt; a restore takes the newest entry under the prefix without the run. Reuse is an
 * optimisation: a cache that is missing, failing or refusing is a line in the log, never a failed job.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { BaseReuseOptions } from '../pr/evaluation-options.js';
import { ensureCommit } from '../pr/git.js';
import { plural } from '../text/format.js';
import {
  restoreDirectory,
  runOfJob,
  saveDirectory,
  type CachedDirectory,
  type CacheIo,
  type CacheRestore,
  type CacheSave,
  type CacheService,
  type CacheWording,
} from './cached-directory.js';
import { runUrl, type ActionContext } from './event.js';
import type { ActionInputs } from './inputs.js';

// Re-exported: the tests' doubles import the cache's interface from here.
export { ACTIONS_CACHE, type CacheService } from './cached-directory.js';

/** Bumped when the directory's layout or the key scheme changes: older entries are then ignored. */
const KEY_PREFIX = 'verdict-base-v1';

/** The inputs that shape the base side's live plan, beside the base commit itself. */
export interface BasePlanShape {
  baseSha: string;
  suiteDir: string;
  suites?: readonly string[] | undefined;
  agentCommand?: string | undefined;
  model?: string | undefined;
  k: number;
  seed: number;
  shard?: string | undefined;
  baseUrl?: string | undefined;
  anthropicBaseUrl?: string | undefined;
  geminiBaseUrl?: string | undefined;
}

/**
 * Whether the base side's live results may be reused: only when live can run (a mode with live, a
 * key and a trusted endpoint, as `evaluatePullRequest` decides) and never on a fork's pull request.
 */
export function mayReuseBase(inputs: ActionInputs, fromFork: boolean): boolean {
  const endpoint =
    inputs.baseUrl !== undefined ||
    inputs.anthropicBaseUrl !== undefined ||
    inputs.geminiBaseUrl !== undefined;
  return inputs.mode !== 'replay' && inputs.apiKey !== undefined && endpoint && !fromFork;
}

/** Where the results are kept in this job and under which keys they are saved and found. */
export type BaseCachePlan = CachedDirectory;

/** A short, stable hash of the plan's shape (absent and empty inputs alike). */
export function planShapeHash(shape: BasePlanShape): string {
  const fields = {
    suiteDir: shape.suiteDir,
    suites: shape.suites ?? null,
    agentCommand: shape.agentCommand ?? null,
    model: shape.model ?? null,
    k: shape.k,
    seed: shape.seed,
    shard: shape.shard ?? null,
    baseUrl: shape.baseUrl ?? null,
    anthropicBaseUrl: shape.anthropicBaseUrl ?? null,
    geminiBaseUrl: shape.geminiBaseUrl ?? null,
  };
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16);
}

/** The keys and the directory for a run (`GITHUB_RUN_ID`, `GITHUB_RUN_ATTEMPT`) under `tempDir`. */
export function planBaseCache(
  shape: BasePlanShape,
  run: { runId: string; runAttempt: string; tempDir: string },
): BaseCachePlan {
  const hash = planShapeHash(shape);
  const restorePrefix = `${KEY_PREFIX}-${shape.baseSha}-${hash}-`;
  return {
    dir: path.join(run.tempDir, `verdict-base-reuse-${hash}`),
    key: `${restorePrefix}${run.runId}-${run.runAttempt}`,
    restorePrefix,
  };
}

export type BaseCacheRestore = CacheRestore;
export type BaseCacheSave = CacheSave;

const BASE_WORDING: CacheWording = {
  subject: 'base results',
  withoutRestore: 'the base runs live',
  withoutSave: 'the next push runs the base',
};

/** Restores the newest entry for this base and plan into `plan.dir` (emptied first). */
export function restoreBaseCache(
  plan: BaseCachePlan,
  io: CacheIo,
  service?: CacheService,
): Promise<BaseCacheRestore> {
  return restoreDirectory(plan, BASE_WORDING, io, service);
}

/** Saves `plan.dir` under this run's key when the evaluation stored new entries (`stored` > 0). */
export async function saveBaseCache(
  plan: BaseCachePlan,
  stored: number,
  io: CacheIo,
  service?: CacheService,
): Promise<BaseCacheSave> {
  if (stored === 0) {
    io.info('base results: nothing new to store, so the Actions cache is left as it is');
    return { status: 'skipped' };
  }
  const saved = plural(stored, 'new entry', 'new entries');
  return saveDirectory(plan, BASE_WORDING, saved, io, service);
}

/** What reuse needs of the Action's environment (`ActionEnvironment`). */
export interface BaseReuseEnvironment {
  inputs: ActionInputs;
  context: ActionContext;
  io: CacheIo;
  env: NodeJS.ProcessEnv;
  cache?: CacheService | undefined;
}

/** The stored base results of this base and plan, restored for the evaluation to reuse. */
export interface BaseReuse {
  plan: BaseCachePlan;
  /** For `evaluatePullRequest`: the directory, how old a result may be, and this run's page. */
  options: BaseReuseOptions;
}

/**
 * Restores the stored base results when live can run and reuse is on (`reuse-base-max-age` > 0);
 * undefined when the base simply runs and nothing is kept (no reuse, or no cache service). The
 * directory lives under RUNNER_TEMP, at a path that is the same in every job with the same inputs.
 */
export async function restoreBaseReuse(
  environment: BaseReuseEnvironment,
  baseRef: string,
): Promise<BaseReuse | undefined> {
  const { inputs, context, io, env } = environment;
  if (!mayReuseBase(inputs, context.pullRequest?.fromFork === true)) return undefined;
  if (inputs.reuseBaseMaxAge === 0) {
    io.info('base results: reuse-base-max-age is 0, so the base runs live and nothing is kept');
    return undefined;
  }
  const plan = planBaseCache(
    { ...inputs, baseSha: await ensureCommit(context.workspace, baseRef) },
    runOfJob(context, env),
  );
  const restored = await restoreBaseCache(plan, io, environment.cache);
  if (restored.status === 'unavailable') return undefined;
  const origin = runUrl(context);
  return {
    plan,
    options: {
      dir: plan.dir,
      maxAgeMs: inputs.reuseBaseMaxAge,
      ...(origin === undefined ? {} : { origin }),
    },
  };
}
