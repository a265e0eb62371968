/**
 * The history of the default branch (SPEC §5 "Acknowledged and flaky", issue [20/23]) kept between
 * workflow runs in the Actions cache (`cached-directory.ts`), for the flaky rule and `quarantine`.
 *
 * - What is stored: the history directory `evaluatePullRequest` appends to and reads back —
 *   `history/v1` JSONL, one file per suite and mode, each the last 50 commits (about 90 kB for a
 *   suite of 20 tasks) — and the acknowledgements' unmatched counts beside them. Keys:
 *   `verdict-history-v1-<hash of suite-dir and suites>-<run id>-<attempt>`; a restore takes the
 *   newest entry under the prefix.
 * - Who adds to it: a job whose base is on the default branch evaluates a commit of it (the base of
 *   a pull request into it; base and head of a push to it) and adds that evaluation to the history
 *   it reads. Only a job that is not a pull request's saves: GitHub scopes a cache entry to the ref
 *   that saved it, and a pull request's job looks in its own scope first, so a copy saved there
 *   would hide the default branch's newer history from that pull request's later pushes and from
 *   no one else. The history grows on pushes to the default branch (or a scheduled run on it).
 * - Retention: GitHub evicts entries not accessed for 7 days and keeps at most 10 GB per
 *   repository (the least recently used go first), so a repository with no pull request or push
 *   for a week starts a new history.
 * - Forks neither restore nor save: their job runs code nobody reviewed, so nothing it says is
 *   history of the default branch, and the gate goes on without the history.
 * - As for the base results, a cache that is missing, failing or refusing is a line in the log,
 *   never a failed job.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Side } from '../pr/evaluation-options.js';
import {
  restoreDirectory,
  runOfJob,
  saveDirectory,
  type CachedDirectory,
  type CacheIo,
  type CacheSave,
  type CacheService,
  type CacheWording,
} from './cached-directory.js';
import { headIsFromFork, type ActionContext } from './event.js';
import type { ActionInputs } from './inputs.js';

/** Bumped when the directory's layout or the key scheme changes: older entries are then ignored. */
const KEY_PREFIX = 'verdict-history-v1';

const HISTORY_WORDING: CacheWording = {
  subject: 'history',
  withoutRestore: 'the history of the default branch starts from this evaluation',
  withoutSave: 'the next evaluation reads the history saved before this one',
};

/** The history kept in this job: where, under which keys, which sides add to it, and if it is saved. */
export interface HistoryCache {
  plan: CachedDirectory;
  /** The sides whose commits are on the default branch (`EvaluatePrOptions.history.sides`). */
  sides: readonly Side[];
  /** Why this job saves none (a line of the log); absent when it saves the history. */
  unsaved?: string;
}

/** The keys and the directory of the history of these suites (`GITHUB_RUN_ID`, `…_ATTEMPT`). */
export function planHistoryCache(
  shape: { suiteDir: string; suites?: readonly string[] | undefined },
  run: { runId: string; runAttempt: string; tempDir: string },
): CachedDirectory {
  const fields = { suiteDir: shape.suiteDir, suites: shape.suites ?? null };
  const hash = createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16);
  const restorePrefix = `${KEY_PREFIX}-${hash}-`;
  return {
    dir: path.join(run.tempDir, `verdict-history-${hash}`),
    key: `${restorePrefix}${run.runId}-${run.runAttempt}`,
    restorePrefix,
  };
}

/**
 * Which sides of this event are commits of the default branch, and why the job does not save the
 * history, if it does not; undefined on a fork's pull request, which keeps no history at all.
 */
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

/** The history restored for the evaluation, or undefined on a fork's pull request. */
export async function restoreHistory(environment: {
  inputs: ActionInputs;
  context: ActionContext;
  io: CacheIo;
  env: NodeJS.ProcessEnv;
  workDir: string;
  cache?: CacheService | undefined;
}): Promise<HistoryCache | undefined> {
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

/** Saves the history after the evaluation, when this job's evaluation belongs to it. */
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
