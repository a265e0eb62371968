/**
 * The live part of a PR evaluation with `k: auto` (SPEC §5, §7; docs/adaptive-k.md): per suite,
 * rounds of one base and one head run of every open task, the record written after each, then
 * `verdict compare --adaptive`. A side that cannot run a round, or judges none in it, stops the
 * rounds; a suite missing or unloadable on a side runs as fixed k at min-k.
 */
import { mkdir, rm } from 'node:fs/promises';
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
import type { LoadedSuite } from '../suite/load-suite.js';
import { deltaOfTasks } from '../suite/task-delta.js';
import { findStoredAdaptive, storeAdaptive, type AdaptiveKeyParts } from './adaptive-store.js';
import { readReused } from './base-reuse.js';
import type { Checkout } from './checkout.js';
import type { ModeSection, SideOutcome, SuiteOutcome } from './comment-model.js';
import { compareSides } from './evaluate-mode.js';
import type { AdaptiveSettings, EvaluatePrOptions } from './evaluation-options.js';
import { reusedOf, runSide, runSideRound, sideDirOf } from './run-side.js';
import { lastLines, readReport, sideOutcomeOf, type CliOutcome } from './run-verdict.js';

type AdaptiveEvaluation = EvaluatePrOptions & { adaptive: AdaptiveSettings };

interface SuiteRun {
  suiteId: string;
  checkouts: Record<Side, Checkout>;
  options: AdaptiveEvaluation;
  sandboxWarnings: Set<string>;
  notices: string[];
  dirs: Record<Side, string>;
  recordFile: string;
}

/** How the rounds ended: each side's last `verdict run`, and the side that could not run one. */
interface RoundsRun {
  record: AdaptiveRecord;
  last: Partial<Record<Side, CliOutcome>>;
  failed?: { side: Side; problem: string };
}

export async function evaluateAdaptiveSuites(
  suiteIds: readonly string[],
  checkouts: Record<Side, Checkout>,
  options: AdaptiveEvaluation,
  sandboxWarnings: Set<string>,
  notices: string[],
): Promise<ModeSection> {
  const suites: SuiteOutcome[] = [];
  const shared = { checkouts, options, sandboxWarnings, notices };
  for (const suiteId of suiteIds) {
    const dirOf = (side: Side) => sideDirOf(options, side, 'live', suiteId);
    const recordFile = path.join(options.outDir, 'comparison', 'live', suiteId, 'adaptive.json');
    const dirs = { base: dirOf('base'), head: dirOf('head') };
    suites.push(await evaluateSuite({ suiteId, ...shared, dirs, recordFile }));
  }
  return { mode: 'live', suites };
}

async function evaluateSuite(run: SuiteRun): Promise<SuiteOutcome> {
  const { suiteId, checkouts, options } = run;
  const base = checkouts.base.suites.get(suiteId)?.loaded;
  const head = checkouts.head.suites.get(suiteId)?.loaded;
  const ready = checkouts.base.problem === undefined && checkouts.head.problem === undefined;
  if (!ready || base === undefined || head === undefined) return runAtMinK(run);
  const taskIds = commonTasks(run, base, head);
  // A fresh comparison: rounds of an earlier evaluation in the same --out are not this one's.
  for (const dir of [run.dirs.base, run.dirs.head, path.dirname(run.recordFile)]) {
    await rm(dir, { recursive: true, force: true });
  }
  await mkdir(path.dirname(run.recordFile), { recursive: true });
  const { minK, maxK, delta, stopAt } = options.adaptive;
  const rule = adaptiveRule(taskIds.length, {
    minK,
    maxK,
    ...(delta === undefined ? {} : { delta }),
    ...(stopAt === undefined ? {} : { stopAt }),
  });
  const parts = keyParts(run, { base, head }, { alpha: rule.alpha, delta: rule.delta, minK, maxK });
  const stored = await findContinued(run, parts, taskIds);
  const start = startAdaptive(rule, taskIds, {
    // The base's settings: a pull request cannot loosen its own δ.
    deltaOf: deltaOfTasks(base, delta),
    resumed: stored.resumed,
    ...(stored.pooled === undefined ? {} : { resumedPooled: stored.pooled }),
  });
  const rounds = await runRounds(run, start, stored.roundOptions);
  const { record } = rounds;
  options.log(
    `${suiteId}: ${record.runs.spent} live run(s) in ${record.suite.rounds.length} round(s) (fixed k = ${maxK} would make ${record.runs.fixedK}); ${openTasks(record).length} task(s) still open`,
  );
  await storeContinued(run, parts, record);
  return outcomeOf(run, rounds);
}

/** Nothing to compare round by round: each side as with fixed k, at min-k. */
async function runAtMinK(run: SuiteRun): Promise<SuiteOutcome> {
  const { suiteId, checkouts, options, sandboxWarnings } = run;
  const fixed = { ...options, k: options.adaptive.minK, adaptive: undefined };
  const base = await runSide(checkouts.base, suiteId, 'live', fixed, sandboxWarnings);
  const head = await runSide(checkouts.head, suiteId, 'live', fixed, sandboxWarnings);
  return { suiteId, base: base.outcome, head: head.outcome };
}

/** The tasks both sides have; the others are named in a notice and not run live. */
function commonTasks(run: SuiteRun, base: LoadedSuite, head: LoadedSuite): string[] {
  const headIds = new Set(head.tasks.map((task) => task.id));
  const taskIds = base.tasks.map((task) => task.id).filter((id) => headIds.has(id));
  const oneSided = [
    ...base.tasks.filter((task) => !headIds.has(task.id)).map((task) => `${task.id} (base)`),
    ...head.tasks.filter((task) => !taskIds.includes(task.id)).map((task) => `${task.id} (head)`),
  ];
  if (oneSided.length > 0) {
    run.notices.push(
      `${run.suiteId}: k auto compares the tasks both sides have; not run live: ${oneSided.join(', ')}`,
    );
  }
  return taskIds;
}

function keyParts(
  { suiteId, checkouts, options }: SuiteRun,
  loaded: Record<Side, LoadedSuite>,
  rule: AdaptiveKeyParts['rule'],
): AdaptiveKeyParts {
  return {
    baseSha: checkouts.base.sha,
    headSha: checkouts.head.sha,
    suiteId,
    suiteVersion: { base: loaded.base.suiteVersion, head: loaded.head.suiteVersion },
    model: options.live.model ?? '',
    seed: options.seed,
    rule,
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
}

/** The stored tests of an earlier evaluation of the same two commits, and the rounds' options. */
async function findContinued(run: SuiteRun, parts: AdaptiveKeyParts, taskIds: string[]) {
  const { suiteId, options, notices } = run;
  const storeDir = options.reuse?.dir;
  const stored = storeDir === undefined ? undefined : await findStoredAdaptive(storeDir, parts);
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
  const freshBase = resumed.size > 0 && options.reuse !== undefined;
  if (freshBase) {
    notices.push(
      `${suiteId}: k auto did not reuse the base's stored runs: this evaluation continues tests that already counted base runs of the same repetitions, so its base runs were run now`,
    );
  }
  return {
    resumed,
    pooled: stored?.record.suite.pooled,
    roundOptions: freshBase ? { ...options, reuse: undefined } : options,
  };
}

async function runRounds(
  run: SuiteRun,
  start: AdaptiveRecord,
  roundOptions: EvaluatePrOptions,
): Promise<RoundsRun> {
  const { suiteId, checkouts, sandboxWarnings, notices, dirs } = run;
  const rounds: Omit<RoundsRun, 'record'> = { last: {} };
  let stopAfterRound = false;
  const stop = new AbortController();
  const record = await runAdaptiveRounds({
    record: start,
    seed: run.options.seed,
    signal: stop.signal,
    runRound: async (round, plan, order) => {
      const sideRound = { number: round, taskIds: plan.map((planned) => planned.taskId) };
      for (const side of order) {
        const result = await runSideRound(
          checkouts[side],
          suiteId,
          sideRound,
          roundOptions,
          sandboxWarnings,
        );
        rounds.last[side] = result;
        // Exit 0 or 1 (a run errored): the report of every round so far was written.
        if (result.code !== 0 && result.code !== 1) {
          rounds.failed = {
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
      await writeRecord(run.recordFile, after);
      if (stopAfterRound) stop.abort();
    },
  });
  if (record === start) await writeRecord(run.recordFile, record);
  return { record, ...rounds };
}

async function storeContinued(
  { options, dirs }: SuiteRun,
  parts: AdaptiveKeyParts,
  record: AdaptiveRecord,
): Promise<void> {
  const storeDir = options.reuse?.dir;
  if (storeDir === undefined || record.suite.rounds.length === 0) return;
  const hashOf = async (side: Side) =>
    (await readReport(dirs[side]))?.conditions.configHash ?? 'unknown';
  const { value } = await redactJson(record);
  await storeAdaptive(storeDir, parts, value, {
    base: await hashOf('base'),
    head: await hashOf('head'),
  });
}

async function outcomeOf(run: SuiteRun, { last, failed }: RoundsRun): Promise<SuiteOutcome> {
  const { suiteId, dirs } = run;
  const outcomes = {} as Record<Side, SideOutcome>;
  for (const side of ['base', 'head'] as const) {
    const result = last[side] ?? { code: null, stderr: 'no round ran', stdout: '' };
    outcomes[side] =
      failed?.side === side
        ? { state: 'NOT_RUN', problem: failed.problem }
        : await sideOutcomeOf(dirs[side], 'verdict run', result);
  }
  await noteReusedBase(run, outcomes.base);
  const outcome: SuiteOutcome = { suiteId, base: outcomes.base, head: outcomes.head };
  if (outcomes.base.state === 'NOT_RUN' || outcomes.head.state === 'NOT_RUN') return outcome;
  const compared = await compareSides(
    dirs.base,
    dirs.head,
    path.dirname(run.recordFile),
    run.checkouts.head.dir,
    run.options,
    ['--adaptive', run.recordFile],
  );
  return { ...outcome, ...compared };
}

async function noteReusedBase({ suiteId, dirs, notices }: SuiteRun, outcome: SideOutcome) {
  const reused = await readReused(dirs.base);
  if (reused === undefined || outcome.state === 'NOT_RUN') return;
  const runId = (await readReport(dirs.base))?.runId;
  // The last record of each run: a round run again after an error replaced its first attempt.
  const latest = new Map(
    (await readRecords(dirs.base)).map((record) => [
      `${record.taskId}#${record.repetition}`,
      record,
    ]),
  );
  const records = [...latest.values()];
  const taken = records.filter((record) => record.runId !== runId).length;
  if (taken === 0) return;
  outcome.reused = reusedOf(reused);
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
