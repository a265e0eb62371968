/**
 * A directory kept between workflow runs in the Actions cache. Entries are immutable per key, so
 * each save gets its own key (`<restorePrefix><run id>-<attempt>`) and a restore takes the newest
 * under the prefix. The cache only spares work: a missing or failing one is a log line, never a
 * failed job.
 */
import { createHash } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as actionsCache from '@actions/cache';
import { messageOf } from '../errors.js';
import type { ActionContext } from './event.js';
import type { StepIo } from './services.js';

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

export const ACTIONS_CACHE: CacheService = actionsCache;

export interface CachedDirectory {
  dir: string;
  key: string;
  restorePrefix: string;
}

/** The log lines' words: `base results: …; the base runs live` (nothing restored) or `…; the next push runs the base` (nothing saved). */
export interface CacheWording {
  subject: string;
  withoutRestore: string;
  withoutSave: string;
}

export type CacheIo = Pick<StepIo, 'info' | 'warning'>;

export type CacheRestore =
  | { status: 'restored'; key: string }
  | { status: 'miss' }
  | { status: 'unavailable' }
  | { status: 'failed'; message: string };

export type CacheSave =
  | { status: 'saved'; key: string; id: number }
  | { status: 'skipped' }
  | { status: 'unavailable' }
  | { status: 'failed'; message: string };

export type JobRun = { runId: string; runAttempt: string; tempDir: string };

export function runOfJob(context: ActionContext, env: NodeJS.ProcessEnv): JobRun {
  return {
    runId: context.runId ?? String(Date.now()),
    runAttempt: env.GITHUB_RUN_ATTEMPT ?? '1',
    tempDir: env.RUNNER_TEMP ?? os.tmpdir(),
  };
}

/** `keyPrefix` is versioned: bumped when the layout or key scheme changes, so older entries are ignored. */
export function planCachedDirectory(
  keyPrefix: string,
  dirPrefix: string,
  fields: unknown,
  run: JobRun,
): CachedDirectory {
  const hash = createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16);
  const restorePrefix = `${keyPrefix}-${hash}-`;
  return {
    dir: path.join(run.tempDir, `${dirPrefix}-${hash}`),
    key: `${restorePrefix}${run.runId}-${run.runAttempt}`,
    restorePrefix,
  };
}

/** Restores the newest entry under the prefix into `plan.dir`; when nothing is restored, it is empty. */
export async function restoreDirectory(
  plan: CachedDirectory,
  wording: CacheWording,
  io: CacheIo,
  service: CacheService = ACTIONS_CACHE,
): Promise<CacheRestore> {
  const { subject, withoutRestore } = wording;
  if (isMissing(service, io, subject, withoutRestore)) return { status: 'unavailable' };
  try {
    await emptyDirectory(plan.dir);
  } catch (error) {
    io.warning(
      `${subject}: cannot use ${plan.dir} (${messageOf(error)}); ${withoutRestore} and nothing is kept`,
    );
    return { status: 'unavailable' };
  }
  try {
    const matched = await service.restoreCache([plan.dir], plan.key, [plan.restorePrefix]);
    if (matched !== undefined) {
      io.info(`${subject}: restored ${matched} from the Actions cache`);
      return { status: 'restored', key: matched };
    }
  } catch (error) {
    await emptyDirectory(plan.dir).catch(() => undefined);
    io.warning(
      `${subject}: could not restore from the Actions cache (${messageOf(error)}); ${withoutRestore}`,
    );
    return { status: 'failed', message: messageOf(error) };
  }
  // The toolkit logs its own failures and answers undefined: whatever it extracted is not trusted.
  await emptyDirectory(plan.dir).catch(() => undefined);
  io.info(`${subject}: none stored under ${plan.restorePrefix}*; ${withoutRestore}`);
  return { status: 'miss' };
}

/** Saves `plan.dir` under this run's key; `saved` says what, in the log line (`2 new entries`). */
export async function saveDirectory(
  plan: CachedDirectory,
  wording: CacheWording,
  saved: string,
  io: CacheIo,
  service: CacheService = ACTIONS_CACHE,
): Promise<CacheSave> {
  const { subject, withoutSave } = wording;
  if (isMissing(service, io, subject, withoutSave)) return { status: 'unavailable' };
  try {
    const id = await service.saveCache([plan.dir], plan.key);
    if (id === -1) {
      const message = 'the Actions cache did not take the entry (see the message above)';
      io.warning(`${subject}: not saved as ${plan.key}: ${message}; ${withoutSave}`);
      return { status: 'failed', message };
    }
    io.info(`${subject}: ${saved} saved as ${plan.key}`);
    return { status: 'saved', key: plan.key, id };
  } catch (error) {
    io.warning(`${subject}: not saved as ${plan.key} (${messageOf(error)}); ${withoutSave}`);
    return { status: 'failed', message: messageOf(error) };
  }
}

function isMissing(service: CacheService, io: CacheIo, subject: string, without: string) {
  if (service.isFeatureAvailable()) return false;
  io.info(`${subject}: no Actions cache service in this job, so ${without}`);
  return true;
}

async function emptyDirectory(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
}
