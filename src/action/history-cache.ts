/**
 * The default branch's history (SPEC §5) kept in the Actions cache. Only a job that is not a pull
 * request's saves it: a pull request's job looks in its own cache scope first, so a copy saved
 * there would hide newer history from its later pushes. Forks neither restore nor save.
 */
import path from 'node:path';
import type { Side } from '../pr/evaluation-options.js';
import type { ActionEnvironment } from './action-environment.js';
import {
  planCachedDirectory,
  restoreDirectory,
  runOfJob,
  saveDirectory,
  type CachedDirectory,
  type JobRun,
  type CacheIo,
  type CacheSave,
  type CacheService,
  type CacheWording,
} from './cached-directory.js';
import { headIsFromFork, type ActionContext } from './event.js';

const HISTORY_WORDING: CacheWording = {
  subject: 'history',
  withoutRestore: 'the history of the default branch starts from this evaluation',
  withoutSave: 'the next evaluation reads the history saved before this one',
};

/** `sides`: those on the default branch; `unsaved`: why this job saves none, for the log. */
export interface HistoryCache {
  plan: CachedDirectory;
  sides: readonly Side[];
  unsaved?: string;
}

export function planHistoryCache(
  shape: { suiteDir: string; suites?: readonly string[] | undefined },
  run: JobRun,
): CachedDirectory {
  const fields = { suiteDir: shape.suiteDir, suites: shape.suites ?? null };
  return planCachedDirectory('verdict-history-v1', 'verdict-history', fields, run);
}

/** Undefined on a fork's pull request, which keeps no history at all. */
export function historyRoles(
  context: ActionContext,
): Pick<HistoryCache, 'sides' | 'unsaved'> | undefined {
  if (headIsFromFork(context)) return undefined;
  if (context.onDefaultBranch === false) {
    return { sides: [], unsaved: 'this base is not on the default branch: read, not added to' };
  }
  if (context.pullRequest === undefined) return { sides: ['base', 'head'] };
  const unsaved = "a pull request's job reads it and saves none; pushes to the default branch do";
  return { sides: ['base'], unsaved };
}

export async function restoreHistory(
  environment: Pick<ActionEnvironment, 'inputs' | 'context' | 'env' | 'workDir' | 'cache'> & {
    io: CacheIo;
  },
): Promise<HistoryCache | undefined> {
  const { inputs, context, io, env } = environment;
  const roles = historyRoles(context);
  if (roles === undefined) {
    io.info(
      "history: a fork's pull request neither reads nor adds to the history of the default branch",
    );
    return undefined;
  }
  const plan = planHistoryCache(inputs, runOfJob(context, env));
  const restored = await restoreDirectory(plan, HISTORY_WORDING, io, environment.cache);
  if (restored.status !== 'unavailable') return { plan, ...roles };
  // Nothing to restore or save: a directory of the step's own, not the shared fixed path.
  const dir = path.join(environment.workDir, path.basename(plan.dir));
  const unsaved = 'no Actions cache service in this job: this evaluation is all it has';
  return { plan: { ...plan, dir }, sides: roles.sides, unsaved };
}

export async function saveHistory(
  history: HistoryCache,
  io: CacheIo,
  service?: CacheService,
): Promise<CacheSave> {
  if (history.unsaved !== undefined) {
    io.info(`history: not saved: ${history.unsaved}`);
    return { status: 'skipped' };
  }
  return saveDirectory(history.plan, HISTORY_WORDING, 'the history', io, service);
}
