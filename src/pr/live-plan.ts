/** Whether live runs in a PR evaluation, and how large it may be, decided before anything runs. */
import { rm } from 'node:fs/promises';
import { messageOf } from '../errors.js';
import { checkRunBudget, parseShard, plannedRunCount } from '../plan/plan.js';
import { MAX_RUN_ATTEMPTS } from '../runner/classify-run.js';
import { filesUnderGlobs } from './changed-paths.js';
import type { Checkout } from './checkout.js';
import type { EvaluatePrOptions, Side } from './evaluation-options.js';
import { changedFiles } from './git.js';
import { callsFileOf, reusableBaseSuites } from './run-side.js';

/** Refuses a plan that could exceed `maxRuns` (re-runs included); restarts the count for `maxCalls`. */
export async function checkLiveBudget(
  checkouts: Record<Side, Checkout>,
  options: EvaluatePrOptions,
): Promise<void> {
  if (options.maxRuns !== undefined) await checkRunsBudget(checkouts, options, options.maxRuns);
  if (options.maxCalls !== undefined) await rm(callsFileOf(options), { force: true });
}

async function checkRunsBudget(
  checkouts: Record<Side, Checkout>,
  options: EvaluatePrOptions,
  maxRuns: number,
): Promise<void> {
  const shard = options.shard === undefined ? undefined : parseShard(options.shard);
  // Reused base results call no model. (At another k the key differs: nothing would be reused.)
  // k auto reuses stored rounds one repetition at a time; the worst case still counts max-k.
  const reused =
    options.adaptive === undefined
      ? await reusableBaseSuites(checkouts.base, options)
      : new Set<string>();
  const runsOf = (checkout: Checkout, k: number): number =>
    checkout.problem === undefined
      ? [...checkout.suites.entries()].reduce(
          (sum, [suiteId, suite]) =>
            checkout.side === 'base' && reused.has(suiteId) && k === options.k
              ? sum
              : sum + plannedRunCount(suite.taskCount, k, shard),
          0,
        )
      : 0;
  // k auto: the worst case is every task running to max-k.
  const kName = options.adaptive === undefined ? 'k' : 'max-k';
  const suiteCount = new Set([...checkouts.base.suites.keys(), ...checkouts.head.suites.keys()])
    .size;
  checkRunBudget({
    maxRuns,
    budgetName: 'max-runs',
    reRunsPerRun: MAX_RUN_ATTEMPTS - 1,
    k: options.k,
    runsAt: (k) => runsOf(checkouts.base, k) + runsOf(checkouts.head, k),
    breakdown: `live, base ${runsOf(checkouts.base, options.k)} + head ${runsOf(checkouts.head, options.k)}: ${suiteCount} suite(s) at ${kName} ${options.k}${options.shard === undefined ? '' : `, shard ${options.shard}`}${reused.size === 0 ? '' : `; base results of ${reused.size} suite(s) reused`}`,
    kName,
    otherWays: [
      'fewer suites (suites a,b)',
      ...(options.shard === undefined ? ['a slice per job (shard i/n)'] : []),
    ],
  });
}

/** Why `paths` skips live, or undefined; when the changes cannot be listed, live runs with a notice. */
export async function pathsSkipReason(
  options: EvaluatePrOptions,
  shas: { base: string; head: string },
  notices: string[],
): Promise<string | undefined> {
  const globs = options.paths;
  if (globs === undefined || globs.length === 0) return undefined;
  let files: string[];
  try {
    files = await changedFiles(options.repoDir, shas.base, shas.head);
  } catch (error) {
    notices.push(`paths: could not list the changed files, so live ran: ${messageOf(error)}`);
    return undefined;
  }
  const under = filesUnderGlobs(files, globs);
  options.log(
    `paths: ${under.length} of ${files.length} changed file(s) under ${globs.join(', ')}`,
  );
  if (under.length > 0) return undefined;
  return `the PR changes nothing under paths: ${globs.join(', ')}`;
}

export const FORK_LIVE_SKIPPED =
  'the pull request is from a fork (head repository ≠ base repository): forks never run live, whatever the trigger or secrets, so only replay ran';

export function liveSkipReason(options: EvaluatePrOptions): string | undefined {
  if (options.mode === 'replay') return 'mode is replay';
  if (options.fromFork === true) return FORK_LIVE_SKIPPED;
  if (options.live.apiKey === undefined || options.live.apiKey === '') {
    return 'no API key: a pull request from a fork gets no secrets, so only replay ran';
  }
  const { baseUrl, anthropicBaseUrl, geminiBaseUrl } = options.live;
  if (baseUrl === undefined && anthropicBaseUrl === undefined && geminiBaseUrl === undefined) {
    return "no trusted base URL: give the base-url (or anthropic-base-url, gemini-base-url) input; live endpoints never come from a checkout's verdict.config.json";
  }
  return undefined;
}
