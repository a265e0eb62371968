/**
 * The base side's stored live results (SPEC §7, "Fewer model calls") kept between workflow runs in
 * the Actions cache: restored into a directory before the evaluation, which reuses what it can and
 * stores what it ran (`reuse.dir` of `evaluatePullRequest`), and saved after it when it stored
 * anything new. The directory's content belongs to the CLI; here it is a folder to restore and save.
 *
 * Cache entries are immutable per key, so each save gets a key of its own — the base commit, a
 * hash of the inputs that shape the plan, then the run id and attempt — and a restore takes the
 * newest entry under the prefix without the run. Reuse is an optimisation: a cache that is missing
 * (e.g. GHES without the service), failing or refusing is a line in the log, never a failed job.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as actionsCache from '@actions/cache';
import { messageOf } from '../errors.js';
import type { BaseReuseOptions } from '../pr/evaluation-options.js';
import { ensureCommit } from '../pr/git.js';
import { plural } from '../report/markdown-text.js';
import { runUrl, type ActionContext } from './event.js';
import type { ActionInputs } from './inputs.js';
import type { StepIo } from './services.js';

/** The slice of `@actions/cache` used here, so that tests may substitute another. */
export interface CacheService {
  isFeatureAvailable(): boolean;
  /** The key matched (the primary key, or the newest entry under a restore prefix), or undefined. */
  restoreCache(
    paths: string[],
    primaryKey: string,
    restoreKeys: string[],
  ): Promise<string | undefined>;
  /** The entry's id, or -1 when the toolkit could not save it (it has logged why). */
  saveCache(paths: string[], key: string): Promise<number>;
}

/** The Actions cache of the job (`ACTIONS_RESULTS_URL`, `ACTIONS_RUNTIME_TOKEN`). */
export const ACTIONS_CACHE: CacheService = {
  isFeatureAvailable: () => actionsCache.isFeatureAvailable(),
  restoreCache: (paths, primaryKey, restoreKeys) =>
    actionsCache.restoreCache(paths, primaryKey, restoreKeys),
  saveCache: (paths, key) => actionsCache.saveCache(paths, key),
};

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
export interface BaseCachePlan {
  /** A fixed path (the cache's version hashes it): the same in every job with the same inputs. */
  dir: string;
  /** This run's key: `<restorePrefix><run id>-<attempt>`. */
  key: string;
  /** Every run's key for this base and plan starts with it; the newest match is restored. */
  restorePrefix: string;
}

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

export type BaseCacheRestore =
  | { status: 'restored'; key: string }
  | { status: 'miss' }
  /** No cache service in the job, or no directory to keep the results in: reuse is off. */
  | { status: 'unavailable' }
  | { status: 'failed'; message: string };

type CacheIo = Pick<StepIo, 'info' | 'warning'>;

/**
 * Restores the newest entry for this base and plan into `plan.dir`, which is emptied first. When
 * nothing is restored (a miss, or an archive that failed half-way), the directory is left empty.
 */
export async function restoreBaseCache(
  plan: BaseCachePlan,
  io: CacheIo,
  service: CacheService = ACTIONS_CACHE,
): Promise<BaseCacheRestore> {
  if (!service.isFeatureAvailable()) {
    io.info('base results: no Actions cache service in this job, so the base runs live');
    return { status: 'unavailable' };
  }
  try {
    await emptyDirectory(plan.dir);
  } catch (error) {
    io.warning(
      `base results: cannot use ${plan.dir} (${messageOf(error)}); the base runs live and nothing is kept`,
    );
    return { status: 'unavailable' };
  }
  try {
    const matched = await service.restoreCache([plan.dir], plan.key, [plan.restorePrefix]);
    if (matched !== undefined) {
      io.info(`base results: restored ${matched} from the Actions cache`);
      return { status: 'restored', key: matched };
    }
  } catch (error) {
    await emptyDirectory(plan.dir).catch(() => undefined);
    io.warning(
      `base results: could not restore from the Actions cache (${messageOf(error)}); the base runs live`,
    );
    return { status: 'failed', message: messageOf(error) };
  }
  // The toolkit logs its own failures and answers undefined: whatever it extracted is not trusted.
  await emptyDirectory(plan.dir).catch(() => undefined);
  io.info(`base results: none stored under ${plan.restorePrefix}*; the base runs live`);
  return { status: 'miss' };
}

export type BaseCacheSave =
  | { status: 'saved'; key: string; id: number }
  | { status: 'skipped' }
  | { status: 'unavailable' }
  | { status: 'failed'; message: string };

/** Saves `plan.dir` under this run's key when the evaluation stored new entries (`stored` > 0). */
export async function saveBaseCache(
  plan: BaseCachePlan,
  stored: number,
  io: CacheIo,
  service: CacheService = ACTIONS_CACHE,
): Promise<BaseCacheSave> {
  if (stored === 0) {
    io.info('base results: nothing new to store, so the Actions cache is left as it is');
    return { status: 'skipped' };
  }
  if (!service.isFeatureAvailable()) {
    io.info('base results: no Actions cache service in this job, so they are not kept');
    return { status: 'unavailable' };
  }
  try {
    const id = await service.saveCache([plan.dir], plan.key);
    if (id === -1) {
      const message = 'the Actions cache did not take the entry (see the message above)';
      io.warning(`base results: not saved as ${plan.key}: ${message}; the next push runs the base`);
      return { status: 'failed', message };
    }
    io.info(`base results: ${plural(stored, 'new entry', 'new entries')} saved as ${plan.key}`);
    return { status: 'saved', key: plan.key, id };
  } catch (error) {
    io.warning(
      `base results: not saved as ${plan.key} (${messageOf(error)}); the next push runs the base`,
    );
    return { status: 'failed', message: messageOf(error) };
  }
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
    {
      runId: context.runId ?? String(Date.now()),
      runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
      tempDir: env.RUNNER_TEMP ?? os.tmpdir(),
    },
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

async function emptyDirectory(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}
