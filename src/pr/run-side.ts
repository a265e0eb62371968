/** One suite on one side in one mode as a `verdict run`: trusted upstreams, key by file, reuse by key. */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { readReused, type ReusedFile } from './base-reuse.js';
import type { Checkout } from './checkout.js';
import type { SideOutcome } from './comment-model.js';
import { sandboxWarningsOf } from './comment-sandbox.js';
import type { EvaluatePrOptions } from './evaluation-options.js';
import { runVerdict, sideOutcomeOf, type CliOutcome } from './run-verdict.js';

/** One round of a `k: auto` comparison (`adaptive-suites.ts`): repetition `number` of `taskIds`. */
export interface SideRound {
  number: number;
  taskIds: readonly string[];
}

export async function runSide(
  checkout: Checkout,
  suiteId: string,
  mode: 'replay' | 'live',
  options: EvaluatePrOptions,
  sandboxWarnings: Set<string>,
): Promise<{ outcome: SideOutcome; dir: string }> {
  const dir = sideDirOf(options, checkout.side, mode, suiteId);
  const suite = checkout.suites.get(suiteId);
  if (checkout.problem !== undefined) {
    return { outcome: { state: 'NOT_RUN', problem: checkout.problem }, dir };
  }
  if (suite === undefined) {
    return {
      outcome: {
        state: 'NOT_RUN',
        problem: `the suite does not exist on ${checkout.side} (${checkout.side === 'base' ? 'added' : 'removed'} by this pull request)`,
        absent: true,
      },
      dir,
    };
  }
  const { args, secrets } = runArguments(checkout, suite.location, mode, dir, options);
  options.log(`${checkout.side}: ${mode} ${suiteId}`);
  const result = await runLogged(checkout, args, secrets, options, sandboxWarnings);
  const outcome = await sideOutcomeOf(dir, 'verdict run', result);
  const reused = mode === 'live' ? await readReused(dir) : undefined;
  if (reused !== undefined) outcome.reused = reusedOf(reused);
  return { outcome, dir };
}

/** What the comment says of the base's stored results a side reused. */
export function reusedOf(reused: ReusedFile): SideOutcome['reused'] {
  return {
    runId: reused.runId,
    storedAt: reused.storedAt,
    ...(reused.origin === undefined ? {} : { origin: reused.origin.slice(0, 2_000) }),
  };
}

/** One `k: auto` round on one side (the caller checked the suite and checkout are ready). */
export async function runSideRound(
  checkout: Checkout,
  suiteId: string,
  round: SideRound,
  options: EvaluatePrOptions,
  sandboxWarnings: Set<string>,
): Promise<CliOutcome> {
  const dir = sideDirOf(options, checkout.side, 'live', suiteId);
  const location = checkout.suites.get(suiteId)?.location ?? suiteId;
  const { args, secrets } = runArguments(checkout, location, 'live', dir, options, round);
  options.log(
    `${checkout.side}: live ${suiteId}, round ${round.number} (${round.taskIds.length} task(s))`,
  );
  return runLogged(checkout, args, secrets, options, sandboxWarnings);
}

export function sideDirOf(
  options: Pick<EvaluatePrOptions, 'outDir'>,
  side: Checkout['side'],
  mode: 'replay' | 'live',
  suiteId: string,
): string {
  return path.join(options.outDir, side, mode, suiteId);
}

async function runLogged(
  checkout: Checkout,
  args: string[],
  secrets: Record<string, string>,
  options: EvaluatePrOptions,
  sandboxWarnings: Set<string>,
): Promise<CliOutcome> {
  const result = await runVerdict(args, checkout.dir, options, secrets);
  // Why the run was not sandboxed (or not by bwrap) is only in the CLI's stderr: logged once.
  for (const warning of sandboxWarningsOf(result.stderr)) {
    if (!sandboxWarnings.has(warning)) options.log(`${checkout.side}: ${warning}`);
    sandboxWarnings.add(warning);
  }
  return result;
}

/** Every live `verdict run` of an evaluation adds its upstream calls here (`--calls-file`). */
export function callsFileOf(options: Pick<EvaluatePrOptions, 'outDir'>): string {
  return path.join(options.outDir, 'upstream-calls.json');
}

function reusesOn(checkout: Checkout, options: EvaluatePrOptions): boolean {
  return checkout.side === 'base' && options.reuse !== undefined && options.reuse.maxAgeMs > 0;
}

function runArguments(
  checkout: Checkout,
  location: string,
  mode: 'replay' | 'live',
  dir: string,
  options: EvaluatePrOptions,
  round?: SideRound,
): { args: string[]; secrets: Record<string, string> } {
  const grants = options.grants ?? ['write', 'process'];
  const args = ['run', location, '--yes', '--mode', mode, '--out', dir];
  args.push(...grants.map((effect) => `--allow-${effect}`));
  // Always given: a checkout's own verdict.config.json must not switch its sandbox off.
  args.push('--sandbox', options.sandbox ?? 'auto');
  if (checkout.configFile !== undefined) args.push('--config', checkout.configFile);
  const secrets: Record<string, string> = {};
  const apiKey = options.live.apiKey ?? '';
  if (mode === 'live') {
    const adaptive = options.adaptive;
    if (adaptive !== undefined && round !== undefined) {
      args.push('--k', 'auto', '--min-k', String(adaptive.minK), '--max-k', String(adaptive.maxK));
      args.push('--round', String(round.number), '--round-tasks', round.taskIds.join(','));
    } else {
      args.push('--k', String(options.k));
    }
    args.push('--seed', String(options.seed), '--trusted-upstreams-only');
    const reuse = options.reuse;
    if (reuse !== undefined && reusesOn(checkout, options)) {
      const maxAge = `${Math.floor(reuse.maxAgeMs / 1000)}s`;
      // The setup shapes what the agent is (e.g. which version it installs).
      const reuseKey = JSON.stringify({ setup: options.setup ?? '', suiteDir: options.suiteDir });
      args.push('--reuse-dir', reuse.dir, '--reuse-max-age', maxAge);
      args.push('--reuse-commit', checkout.sha, '--reuse-key', reuseKey);
      if (reuse.origin !== undefined) args.push('--reuse-origin', reuse.origin);
    }
    if (options.live.baseUrl !== undefined) args.push('--base-url', options.live.baseUrl);
    if (options.live.anthropicBaseUrl !== undefined) {
      args.push('--anthropic-base-url', options.live.anthropicBaseUrl);
      secrets.ANTHROPIC_API_KEY = apiKey;
    }
    if (options.live.geminiBaseUrl !== undefined) {
      args.push('--gemini-base-url', options.live.geminiBaseUrl);
      secrets.GEMINI_API_KEY = apiKey;
    }
    if (options.live.model !== undefined) args.push('--model', options.live.model);
    if (options.live.inputRate !== undefined && options.live.outputRate !== undefined) {
      args.push('--input-rate', options.live.inputRate, '--output-rate', options.live.outputRate);
    }
    if (options.shard !== undefined) args.push('--shard', options.shard);
    if (options.maxCalls !== undefined) {
      args.push('--max-calls', String(options.maxCalls), '--calls-file', callsFileOf(options));
    }
    secrets.OPENAI_API_KEY = apiKey;
  }
  return { args, secrets };
}

function saysReusable(stdout: string): boolean {
  try {
    const answer = JSON.parse(stdout) as { reusable?: unknown };
    return answer.reusable === true;
  } catch {
    return false;
  }
}

/** The base's suites that will be reused (asked with the very same command line): the budget skips them. */
export async function reusableBaseSuites(
  checkout: Checkout,
  options: EvaluatePrOptions,
): Promise<Set<string>> {
  const reusable = new Set<string>();
  if (checkout.problem !== undefined || !reusesOn(checkout, options)) return reusable;
  const scratch = path.join(options.outDir, '.reuse-check');
  for (const [suiteId, suite] of checkout.suites) {
    const { args, secrets } = runArguments(checkout, suite.location, 'live', scratch, options);
    const result = await runVerdict(
      [...args, '--reuse-check', '--json'],
      checkout.dir,
      options,
      secrets,
    );
    if (result.code === 0 && saysReusable(result.stdout)) reusable.add(suiteId);
  }
  await rm(scratch, { recursive: true, force: true });
  return reusable;
}
