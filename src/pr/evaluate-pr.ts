/** The PR evaluation (SPEC §7): base and head in worktrees, each suite run by the `verdict` CLI, compared. */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { UsageError } from '../errors.js';
import type { GateFacts } from '../gate/task-standings.js';
import { evaluateAdaptiveSuites } from './adaptive-suites.js';
import { countStoredAdaptiveSince } from './adaptive-store.js';
import { countStoredSince } from './base-reuse.js';
import { prepareCheckout, type Checkout } from './checkout.js';
import type { ModeSection } from './comment-model.js';
import { evaluateSuites } from './evaluate-mode.js';
import type { EvaluatePrOptions, Side } from './evaluation-options.js';
import { gatherGateFacts } from './gate-facts.js';
import { ensureCommit, removeWorktree } from './git.js';
import { checkLiveBudget, liveSkipReason, pathsSkipReason } from './live-plan.js';
import { runSide } from './run-side.js';

export interface PrEvaluation {
  baseSha: string;
  headSha: string;
  sections: ModeSection[];
  notices: string[];
  /** Base results reused, and how many entries this evaluation added to `reuse.dir`. */
  reuse: { reused: number; stored: number };
  gate: GateFacts;
}

export async function evaluatePullRequest(options: EvaluatePrOptions): Promise<PrEvaluation> {
  if (options.adaptive !== undefined && options.shard !== undefined) {
    throw new UsageError(
      'k auto and shard go separately: each round decides which tasks run next on both sides, so one job runs them all',
    );
  }
  const notices: string[] = [];
  // k auto keeps its records of rounds beside the base's stored runs (the Action's cache).
  const continuationDir = options.adaptive === undefined ? undefined : options.reuse?.dir;
  const baseSha = await ensureCommit(options.repoDir, options.baseRef);
  const headSha = await ensureCommit(options.repoDir, options.headRef);
  await mkdir(options.outDir, { recursive: true });
  const work = await mkdtemp(path.join(os.tmpdir(), 'verdict-pr-'));
  const checkouts: Record<Side, Checkout> = {
    base: { side: 'base', sha: baseSha, dir: path.join(work, 'base'), suites: new Map() },
    head: { side: 'head', sha: headSha, dir: path.join(work, 'head'), suites: new Map() },
  };
  // Each said once in the notices: the comment's "not sandboxed" line points to them.
  const sandboxWarnings = new Set<string>();
  const startedAt = Date.now();
  try {
    for (const checkout of [checkouts.base, checkouts.head]) {
      await prepareCheckout(checkout, options, notices);
    }
    const skipLive =
      liveSkipReason(options) ??
      (await pathsSkipReason(options, { base: baseSha, head: headSha }, notices));
    // Refused before replay too: an evaluation that cannot finish as asked does not start.
    if (skipLive === undefined) await checkLiveBudget(checkouts, options);
    const sections: ModeSection[] = [];
    if (options.mode !== 'live' && options.skipReplay !== true) {
      sections.push(await evaluateMode('replay', checkouts, options, sandboxWarnings, notices));
    }
    if (skipLive === undefined) {
      if (options.adaptive === undefined && options.k < 5) {
        notices.push(`k = ${options.k} is below 5: every live verdict is low power`);
      }
      sections.push(await evaluateMode('live', checkouts, options, sandboxWarnings, notices));
    } else if (options.mode !== 'replay') {
      notices.push(`live skipped: ${skipLive}`);
      sections.push({ mode: 'live', skipped: skipLive });
    }
    notices.push(...sandboxWarnings);
    const reused = sections
      .flatMap((section) => ('suites' in section ? section.suites : []))
      .filter((suite) => suite.base.reused !== undefined).length;
    const stored =
      (options.reuse === undefined ? 0 : await countStoredSince(options.reuse.dir, startedAt)) +
      (continuationDir === undefined
        ? 0
        : await countStoredAdaptiveSince(continuationDir, startedAt));
    const gate = await gatherGateFacts({
      checkouts,
      suiteDir: options.suiteDir,
      sections,
      outDir: options.outDir,
      ...(options.history === undefined ? {} : { history: options.history }),
    });
    return { baseSha, headSha, sections, notices, reuse: { reused, stored }, gate };
  } finally {
    await removeWorktree(options.repoDir, checkouts.base.dir);
    await removeWorktree(options.repoDir, checkouts.head.dir);
    await rm(work, { recursive: true, force: true });
  }
}

/** The suites of either side (replay: those with cassettes). */
async function evaluateMode(
  mode: 'replay' | 'live',
  checkouts: Record<Side, Checkout>,
  options: EvaluatePrOptions,
  sandboxWarnings: Set<string>,
  notices: string[],
): Promise<ModeSection> {
  const ids = [...new Set([...checkouts.base.suites.keys(), ...checkouts.head.suites.keys()])]
    .filter(
      (id) =>
        mode === 'live' ||
        checkouts.base.suites.get(id)?.hasCassettes === true ||
        checkouts.head.suites.get(id)?.hasCassettes === true,
    )
    .sort();
  if (ids.length === 0) {
    return {
      mode,
      skipped:
        mode === 'replay'
          ? `no suite in ${options.suiteDir} has cassettes on either side`
          : `no suite in ${options.suiteDir}`,
    };
  }
  const adaptive = options.adaptive;
  if (mode === 'live' && adaptive !== undefined) {
    return evaluateAdaptiveSuites(
      ids,
      checkouts,
      { ...options, adaptive },
      sandboxWarnings,
      notices,
    );
  }
  return evaluateSuites(
    mode,
    ids,
    (side, suiteId) => runSide(checkouts[side], suiteId, mode, options, sandboxWarnings),
    { outDir: options.outDir, cwd: checkouts.head.dir, runner: options },
  );
}
