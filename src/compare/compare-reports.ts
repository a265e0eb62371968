/**
 * Two reports of one suite, task by task (SPEC §5). Verdicts come from `decideVerdict`; this adds
 * what needs both reports: conditions, replay, deltas, hints and, live, the task-count correction.
 */
import { IncompatibleError } from '../errors.js';
import type { Report, TaskReport } from '../report/report-schema.js';
import type { ReportConditions } from '../run-dir/conditions-file.js';
import { decideSuiteVerdict } from '../stats/suite-verdict.js';
import { COMPARISON_FOOTNOTE, decideVerdict } from '../stats/verdict.js';
import { compareDeltas } from './compare-deltas.js';
import {
  COMPARISON_FORMAT,
  DeltaNameSchema,
  type Comparison,
  type ComparisonSummary,
  type DeltaName,
  type Deltas,
  type ReplayVerdict,
  type TaskComparison,
  type TaskSide,
  type TaskVerdict,
} from './comparison-schema.js';
import { findMismatches, writeNotes } from './compare-conditions.js';
import { decideReplay } from './compare-replay.js';
import { compareToolUse } from './compare-tool-use.js';
import { estimateSampleSize } from './sample-size-hint.js';
import { correctForTaskCount, countsOf } from './task-count-correction.js';

/** Most consequential first: the summary verdict is the first one any task has. */
const LIVE_PRECEDENCE = [
  'regressed',
  'improved',
  'not_comparable',
  'low_power',
  'inconclusive',
] as const satisfies readonly TaskVerdict[];
const REPLAY_PRECEDENCE = [
  'diverged',
  'changed',
  'unchanged',
] as const satisfies readonly ReplayVerdict[];

export function compareReports(baseline: Report, candidate: Report): Comparison {
  assertSameSuite(baseline.conditions, candidate.conditions);
  const mode = baseline.conditions.mode;
  const mismatches = findMismatches(baseline.conditions, candidate.conditions);
  const notComparable = mismatches.modesDiffer ?? mismatches.sandboxesDiffer;
  const baseTasks = new Map(baseline.tasks.map((task) => [task.taskId, task]));
  const candidateTasks = new Map(candidate.tasks.map((task) => [task.taskId, task]));
  const taskIds = [...new Set([...baseTasks.keys(), ...candidateTasks.keys()])];

  const compared = taskIds.map((taskId) => {
    const base = baseTasks.get(taskId);
    const cand = candidateTasks.get(taskId);
    if (notComparable !== undefined) {
      return notComparableTask(
        taskId,
        base,
        cand,
        notComparable,
        `not comparable: ${notComparable}`,
      );
    }
    return compareTask(taskId, base, cand, baseline, candidate, mismatches.compactionDiffers);
  });
  const isLive = notComparable === undefined && mode === 'live';
  const tasks = isLive ? correctForTaskCount(compared) : compared;

  return {
    format: COMPARISON_FORMAT,
    baseline: { runId: baseline.runId, conditions: baseline.conditions },
    candidate: { runId: candidate.runId, conditions: candidate.conditions },
    mode,
    tasks,
    summary: {
      ...summarize(tasks, notComparable === undefined && mode === 'replay'),
      ...(isLive ? { suite: decideSuiteOf(tasks) } : {}),
    },
    notes: writeNotes(baseline, candidate, mismatches),
    footnote: COMPARISON_FOOTNOTE,
  };
}

/** Different suites or versions are different tasks: refuse rather than mislead (exit 3). */
function assertSameSuite(baseline: ReportConditions, candidate: ReportConditions): void {
  for (const field of ['suiteId', 'suiteVersion'] as const) {
    if (baseline[field] === candidate[field]) continue;
    throw new IncompatibleError(
      `cannot compare: conditions.${field} differs (baseline ${JSON.stringify(baseline[field])}, ` +
        `candidate ${JSON.stringify(candidate[field])}). Compare two reports of the same suite ` +
        'and version.',
    );
  }
}

function notComparableTask(
  taskId: string,
  base: TaskReport | undefined,
  cand: TaskReport | undefined,
  reason: string,
  omitted: string,
): TaskComparison {
  const title = base?.title ?? cand?.title;
  return {
    taskId,
    ...(title === undefined ? {} : { title }),
    verdict: 'not_comparable',
    reason,
    baseline: base === undefined ? null : sideOf(base),
    candidate: cand === undefined ? null : sideOf(cand),
    deltas: omitAllDeltas(omitted),
    ...flakyOf(base, cand),
  };
}

function compareTask(
  taskId: string,
  base: TaskReport | undefined,
  cand: TaskReport | undefined,
  baseline: Report,
  candidate: Report,
  compactionDiffers: string | undefined,
): TaskComparison {
  if (base === undefined || cand === undefined) {
    const [present, absent] =
      base === undefined ? ['candidate', 'baseline'] : ['baseline', 'candidate'];
    const only = `the task is only in the ${present} report`;
    return notComparableTask(taskId, base, cand, `${only}; the ${absent} did not run it`, only);
  }

  const decision =
    baseline.conditions.mode === 'replay' ? decideReplay(base, cand) : decideVerdict(base, cand);
  const deltas = compareDeltas(
    { task: base, estimated: baseline.estimated },
    { task: cand, estimated: candidate.estimated },
  );
  if (compactionDiffers !== undefined) {
    for (const name of COMPACTION_SENSITIVE_DELTAS) {
      delete deltas[name];
      deltas.omitted[name] = compactionDiffers;
    }
  }
  const title = base.title ?? cand.title;
  const comparison: TaskComparison = {
    taskId,
    ...(title === undefined ? {} : { title }),
    verdict: decision.verdict,
    reason: decision.reason,
    baseline: sideOf(base),
    candidate: sideOf(cand),
    deltas,
  };
  if ('changes' in decision && decision.changes !== undefined) {
    comparison.changes = decision.changes;
  }
  const toolUse = compareToolUse(base.toolUse, cand.toolUse);
  if (toolUse !== undefined) comparison.toolUse = toolUse;
  if (decision.verdict === 'inconclusive') {
    comparison.sampleSizeHint = estimateSampleSize(
      base.counts.pass / base.counts.observed,
      cand.counts.pass / cand.counts.observed,
    );
    if (base.counts.pass === cand.counts.pass && base.counts.observed === cand.counts.observed) {
      comparison.sameObservedRate = true;
      comparison.reason = describeSameRate(base.counts, cand.counts);
    }
  }
  return { ...comparison, ...flakyOf(base, cand) };
}

/** At 0 or every pass on both sides more runs would not tell a difference, so none are asked. */
export function describeSameRate(
  base: { pass: number; observed: number },
  cand: { pass: number; observed: number },
): string {
  const counts = `${base.pass}/${base.observed} vs ${cand.pass}/${cand.observed}`;
  if (base.pass === 0 && cand.pass === 0) return `no change seen (fails on both: ${counts})`;
  if (base.pass === base.observed && cand.pass === cand.observed) {
    return `no change seen (passes on both: ${counts})`;
  }
  return `same observed rate (${counts}): too few runs to rule out a difference`;
}

function flakyOf(
  base: TaskReport | undefined,
  cand: TaskReport | undefined,
): Pick<TaskComparison, 'flaky'> {
  if (base?.flaky !== true && cand?.flaky !== true) return {};
  return {
    flaky: {
      ...(base === undefined ? {} : { baseline: base.flaky }),
      ...(cand === undefined ? {} : { candidate: cand.flaky }),
    },
  };
}

/** SPEC §5: success rate and wall time stand. */
const COMPACTION_SENSITIVE_DELTAS = ['tokens', 'costUsd'] as const satisfies readonly DeltaName[];

function omitAllDeltas(reason: string): Deltas {
  return { omitted: Object.fromEntries(DeltaNameSchema.options.map((name) => [name, reason])) };
}

function sideOf(task: TaskReport): TaskSide {
  const side: TaskSide = {
    pass: task.counts.pass,
    observed: task.counts.observed,
    missing: task.counts.missing,
    interval: task.interval,
    boundedInterval: task.boundedInterval,
  };
  if (task.replay !== undefined) side.diverged = task.replay.diverged;
  if (task.failureReasons !== undefined) {
    side.errored = task.counts.error;
    side.failureReasons = task.failureReasons;
  }
  return side;
}

/** `no_change` is listed only by adaptive k: a fixed k can never give it. */
export function summarize(
  tasks: readonly TaskComparison[],
  isReplay: boolean,
  adaptive = false,
): ComparisonSummary {
  const precedence: readonly TaskVerdict[] = isReplay
    ? REPLAY_PRECEDENCE
    : adaptive
      ? [...LIVE_PRECEDENCE, 'no_change']
      : LIVE_PRECEDENCE;
  const counts: ComparisonSummary['counts'] = {};
  for (const verdict of precedence) counts[verdict] = 0;
  for (const task of tasks) counts[task.verdict] = (counts[task.verdict] ?? 0) + 1;
  const fallback = isReplay ? 'unchanged' : 'inconclusive';
  const verdict = precedence.find((candidate) => (counts[candidate] ?? 0) > 0) ?? fallback;
  return { counts, verdict };
}

/** From the tasks both sides ran; missing runs bound it (counted against each direction). */
function decideSuiteOf(tasks: readonly TaskComparison[]): ComparisonSummary['suite'] {
  return decideSuiteVerdict(
    tasks.flatMap(({ baseline, candidate }) =>
      baseline === null || candidate === null
        ? []
        : [{ baseline: countsOf(baseline), candidate: countsOf(candidate) }],
    ),
  );
}
