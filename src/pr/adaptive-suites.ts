/**
 * The live part of a PR evaluation with `k: auto` (SPEC §5 "Adaptive k", §7; docs/adaptive-k.md):
 * per suite, rounds of one base and one head run of every open task, the record of rounds written
 * after each one so that a cancelled evaluation still leaves what it decided, then `verdict compare
 * --adaptive`. A side that cannot run a round, or has no judged run in one, stops the suite's rounds
 * (infrastructure, as with fixed k); a suite missing or unloadable on a side runs as fixed k at min-k.
 */ import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { canonicalJson } from '../json/canonical-json.js';
import { redactJson } from '../provider/secret-redact.js';
import { writeFileAtomically } from '../run-dir/atomic-write.js';
import type { RunRecord } from '../run-dir/record-schema.js';
import { readRunRecords, RUNS_FILE } from '../run-dir/runs-jsonl.js';
import { runAdaptiveRounds, type Side } from '../runner/adaptive-rounds.js';
import {
  adaptiveRule,
  openTasks,
  startAdaptive,
  type AdaptiveRecord,
} from '../stats/adaptive-k.js';
import { deltaOfTasks } from '../suite/task-delta.js';
import { findStoredAdaptive, storeAdaptive, type AdaptiveKeyParts } from './adaptive-store.js';
import { readReused } from './base-reuse.js';
import type { Checkout } from './checkout.js';
import type { ModeSection, SideOutcome, SuiteOutcome } from './comment-model.js';
import { compareSides } from './evaluate-mode.js';
import type { AdaptiveSettings, EvaluatePrOptions } from './evaluation-options.js';
import { runSide, runSideRound, sideDirOf } from './run-side.js';
import { lastLines, readReport, sideOutcomeOf, type CliOutcome } from './run-verdict.js';

/** `continuationDir`: the records of earlier evaluations of the same two commits (`adaptive-store.ts`). */
type AdaptiveEvaluation = EvaluatePrOptions & {
  adaptive: AdaptiveSettings;
  continuationDir?: string;
};

export async function evaluateAdaptiveSuites(
  suiteIds: readonly string[],
  checkouts: Record<Side, Checkout>,
  options: AdaptiveEvaluation,
  sandboxWarnings: Set<string>,
  notices: string[],
): Promise<ModeSection> {
  const suites: SuiteOutcome[] = [];
  for (const suiteId of suiteIds) {
    suites.push(await evaluateSuite(suiteId, checkouts, options, sandboxWarnings, notices));
  }
  return { mode: 'live', suites };
}

async function evaluateSuite(
  suiteId: string,
  checkouts: Record<Side, Checkout>,
  options: AdaptiveEvaluation,
  sandboxWarnings: Set<string>,
  notices: string[],
): Promise<SuiteOutcome> {
  const base = checkouts.base.suites.get(suiteId)?.loaded;
  const head = checkouts.head.suites.get(suiteId)?.loaded;
  const ready = checkouts.base.problem === undefined && checkouts.head.problem === undefined;
  if (!ready || base === undefined || head === undefined) {
    // Nothing to compare round by round: each side as with fixed k, at min-k.
    const fixed = { ...options, k: options.adaptive.minK, adaptive: undefined };
    const sides = {
      base: await runSide(checkouts.base, suiteId, 'live', fixed, sandboxWarnings),
      head: await runSide(checkouts.head, suiteId, 'live', fixed, sandboxWarnings),
    };
    return { suiteId, base: sides.base.outcome, head: sides.head.outcome };
  }
  const headIds = new Set(head.tasks.map((task) => task.id));
  const taskIds = base.tasks.map((task) => task.id).filter((id) => headIds.has(id));
  const oneSided = [
    ...base.tasks.filter((task) => !headIds.has(task.id)).map((task) => `${task.id} (base)`),
    ...head.tasks.filter((task) => !taskIds.includes(task.id)).map((task) => `${task.id} (head)`),
  ];
  if (oneSided.length > 0) {
    notices.push(
      `${suiteId}: k auto compares the tasks both sides have; not run live: ${oneSided.join(', ')}`,
    );
  }
  const dirs: Record<Side, string> = {
    base: sideDirOf(options, 'base', 'live', suiteId),
    head: sideDirOf(options, 'head', 'live', suiteId),
  };
  const recordFile = path.join(options.outDir, 'comparison', 'live', suiteId, 'adaptive.json');
  // A fresh comparison: rounds of an earlier evaluation in the same --out are not this one's.
  for (const dir of [dirs.base, dirs.head, path.dirname(recordFile)]) {
    await rm(dir, { recursive: true, force: true });
  }
  await mkdir(path.dirname(recordFile), { recursive: true });

  const { minK, maxK, delta, stopAt } = options.adaptive;
  const rule = adaptiveRule(taskIds.length, {
    minK,
    maxK,
    ...(delta === undefined ? {} : { delta }),
    ...(stopAt === undefined ? {} : { stopAt }),
  });
  const parts: AdaptiveKeyParts = {
    baseSha: checkouts.base.sha,
    headSha: checkouts.head.sha,
    suiteId,
    suiteVersion: { base: base.suiteVersion, head: head.suiteVersion },
    model: options.live.model ?? '',
    seed: options.seed,
    rule: { alpha: rule.alpha, delta: rule.delta, minK, maxK },
    configuration: canonicalJson({
      agentCommand: options.agentCommand ?? null,
      setup: options.setup ?? null,
      suiteDir: options.suiteDir,
      upstreams: [
        options.live.baseUrl ?? null,
        options.live.anthropicBaseUrl ?? null,
        options.live.geminiBaseUrl ?? null,
      ],
      grants: options.grants ?? null,
    }),
  };
  const stored =
    options.continuationDir === undefined
      ? undefined
      : await findStoredAdaptive(options.continuationDir, parts);
  const resumed = new Map(
    (stored?.record.tasks ?? [])
      .filter((task) => taskIds.includes(task.taskId))
      .map((task) => [task.taskId, task.test]),
  );
  if (stored !== undefined) {
    const rounds = Math.max(0, ...[...resumed.values()].map((test) => test.rounds));
    notices.push(
      `${suiteId}: k auto continued the comparison of these two commits stored at ${stored.storedAt} (up to ${rounds} round(s) before): each task's test went on from its evidence, so a re-run adds to it instead of starting a new test`,
    );
  }
  // A continued test already holds base runs of the repetitions this evaluation numbers again
  // from 1: stored runs would count twice, so its base runs fresh (and stores nothing).
  const roundOptions: EvaluatePrOptions =
    resumed.size > 0 && options.reuse !== undefined ? { ...options, reuse: undefined } : options;
  if (roundOptions !== options) {
    notices.push(
      `${suiteId}: k auto did not reuse the base's stored runs: this evaluation continues tests that already counted base runs of the same repetitions, so its base runs were run now`,
    );
  }
  const start = startAdaptive(rule, taskIds, {
    // The base's settings: a pull request cannot loosen its own δ.
    deltaOf: deltaOfTasks(base, delta),
    resumed,
    ...(stored?.record.suite.pooled === undefined
      ? {}
      : { resumedPooled: stored.record.suite.pooled }),
  });
  const last: Partial<Record<Side, CliOutcome>> = {};
  let failed: { side: Side; problem: string } | undefined;
  let stopAfterRound = false;
  const stop = new AbortController();
  const record = await runAdaptiveRounds({
    record: start,
    seed: options.seed,
    signal: stop.signal,
    runRound: async (round, plan, order) => {
      const sideRound = { number: round, taskIds: plan.map((run) => run.taskId) };
      for (const side of order) {
        const { result } = await runSideRound(
          checkouts[side],
          suiteId,
          sideRound,
          roundOptions,
          sandboxWarnings,
        );
        last[side] = result;
        // Exit 0 or 1 (a run errored): the report of every round so far was written.
        if (result.code !== 0 && result.code !== 1) {
          failed = {
            side,
            problem: `verdict run (round ${round}) exited ${result.code ?? 'abnormally'}: ${lastLines(result.stderr)}`,
          };
          stop.abort();
          return { base: [], head: [] };
        }
      }
      const records = { base: await readRecords(dirs.base), head: await readRecords(dirs.head) };
      const unjudged = order.find(
        (side) => !records[side].some((one) => one.repetition === round && one.status !== 'error'),
      );
      if (unjudged !== undefined) {
        notices.push(
          `${suiteId}: the rounds stopped after round ${round}: none of the ${unjudged}'s runs of that round was judged (every one errored), so further rounds would only spend calls`,
        );
        // After the round is added: the judged runs of the other side still count.
        stopAfterRound = true;
      }
      return records;
    },
    onRound: async (after) => {
      await writeRecord(recordFile, after);
      if (stopAfterRound) stop.abort();
    },
  });
  if (record === start) await writeRecord(recordFile, record);
  options.log(
    `${suiteId}: ${record.runs.spent} live run(s) in ${record.suite.rounds.length} round(s) (fixed k = ${maxK} would make ${record.runs.fixedK}); ${openTasks(record).length} task(s) still open`,
  );

  if (options.continuationDir !== undefined && record.suite.rounds.length > 0) {
    const hashOf = async (side: Side) =>
      (await readReport(dirs[side]))?.conditions.configHash ?? 'unknown';
    const { value } = await redactJson(record);
    await storeAdaptive(options.continuationDir, parts, value, {
      base: await hashOf('base'),
      head: await hashOf('head'),
    });
  }

  const outcomes = {} as Record<Side, SideOutcome>;
  for (const side of ['base', 'head'] as const) {
    const result = last[side] ?? { code: null, stderr: 'no round ran', stdout: '' };
    outcomes[side] =
      failed?.side === side
        ? { state: 'NOT_RUN', problem: failed.problem }
        : await sideOutcomeOf(dirs[side], 'verdict run', result);
  }
  await noteReusedBase(suiteId, dirs.base, outcomes.base, notices);
  const outcome: SuiteOutcome = { suiteId, base: outcomes.base, head: outcomes.head };
  if (outcomes.base.state !== 'NOT_RUN' && outcomes.head.state !== 'NOT_RUN') {
    Object.assign(
      outcome,
      await compareSides(
        dirs.base,
        dirs.head,
        path.dirname(recordFile),
        checkouts.head.dir,
        options,
        ['--adaptive', recordFile],
      ),
    );
  }
  return outcome;
}

async function noteReusedBase(
  suiteId: string,
  dir: string,
  outcome: SideOutcome,
  notices: string[],
): Promise<void> {
  const reused = await readReused(dir);
  if (reused === undefined || outcome.state === 'NOT_RUN') return;
  const runId = (await readReport(dir))?.runId;
  // The last record of each run: a round run again after an error replaced its first attempt.
  const latest = new Map(
    (await readRecords(dir)).map((record) => [`${record.taskId}#${record.repetition}`, record]),
  );
  const records = [...latest.values()];
  const taken = records.filter((record) => record.runId !== runId).length;
  if (taken === 0) return;
  outcome.reused = {
    runId: reused.runId,
    storedAt: reused.storedAt,
    ...(reused.origin === undefined ? {} : { origin: reused.origin.slice(0, 2_000) }),
  };
  notices.push(
    `${suiteId}: k auto reused ${taken} of the base's ${records.length} live run(s) from the rounds stored for this base commit (since ${reused.storedAt}): each stored run of repetition r was paired with a fresh head run of repetition r; ${records.length - taken} base run(s) ran now`,
  );
}

async function readRecords(dir: string): Promise<RunRecord[]> {
  const read = await readRunRecords(path.join(dir, RUNS_FILE)).catch(() => ({ records: [] }));
  return read.records;
}

async function writeRecord(file: string, record: AdaptiveRecord): Promise<void> {
  const { value } = await redactJson(record);
  await writeFileAtomically(file, `${JSON.stringify(value, null, 2)}\n`);
}
