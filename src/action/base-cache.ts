/** The base's stored live results in the Actions cache, keyed by commit and plan inputs (docs/reused-base-results.md). */
import type { BaseReuseOptions } from '../pr/evaluation-options.js';
import { ensureCommit } from '../pr/git.js';
import { plural } from '../text/format.js';
import type { ActionEnvironment } from './action-environment.js';
import {
  planCachedDirectory,
  restoreDirectory,
  runOfJob,
  saveDirectory,
  type CachedDirectory,
  type CacheIo,
  type CacheSave,
  type CacheService,
  type CacheWording,
  type JobRun,
} from './cached-directory.js';
import { runUrl } from './event.js';
import type { ActionInputs } from './inputs.js';

// Re-exported: __tests__/helpers/in-process-step.ts imports the cache's interface from here.
export type { CacheService } from './cached-directory.js';

/** The inputs that shape the base's plan, in the order the cache key hashes them. */
const PLAN_INPUTS = [
  'suiteDir',
  'suites',
  'agentCommand',
  'model',
  'k',
  'seed',
  'shard',
  'baseUrl',
  'anthropicBaseUrl',
  'geminiBaseUrl',
] as const;

export type BasePlanShape = Pick<ActionInputs, 'suiteDir' | 'k' | 'seed'> &
  Partial<Pick<ActionInputs, (typeof PLAN_INPUTS)[number]>> & { baseSha: string };

/** Only when live can run (as `evaluatePullRequest` decides), and never on a fork's pull request. */
export function mayReuseBase(inputs: ActionInputs, fromFork: boolean): boolean {
  const endpoint =
    inputs.baseUrl !== undefined ||
    inputs.anthropicBaseUrl !== undefined ||
    inputs.geminiBaseUrl !== undefined;
  return inputs.mode !== 'replay' && inputs.apiKey !== undefined && endpoint && !fromFork;
}

export function planBaseCache(shape: BasePlanShape, run: JobRun): CachedDirectory {
  // Absent and empty inputs alike.
  const fields = Object.fromEntries(PLAN_INPUTS.map((key) => [key, shape[key] ?? null]));
  return planCachedDirectory(`verdict-base-v1-${shape.baseSha}`, 'verdict-base-reuse', fields, run);
}

const BASE_WORDING: CacheWording = {
  subject: 'base results',
  withoutRestore: 'the base runs live',
  withoutSave: 'the next push runs the base',
};

export function restoreBaseCache(plan: CachedDirectory, io: CacheIo, service?: CacheService) {
  return restoreDirectory(plan, BASE_WORDING, io, service);
}

export async function saveBaseCache(
  plan: CachedDirectory,
  stored: number,
  io: CacheIo,
  service?: CacheService,
): Promise<CacheSave> {
  if (stored === 0) {
    io.info('base results: nothing new to store, so the Actions cache is left as it is');
    return { status: 'skipped' };
  }
  const saved = plural(stored, 'new entry', 'new entries');
  return saveDirectory(plan, BASE_WORDING, saved, io, service);
}

/** Undefined when the base simply runs and nothing is kept (no reuse, or no cache service). */
export async function restoreBaseReuse(
  environment: Pick<ActionEnvironment, 'inputs' | 'context' | 'env' | 'cache'> & { io: CacheIo },
  baseRef: string,
): Promise<{ plan: CachedDirectory; options: BaseReuseOptions } | undefined> {
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
