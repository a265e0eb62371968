/**
 * `--k auto`: task verdicts are the adaptive rule's (SPEC §5 "Adaptive k"), as the number of runs
 * depended on the outcomes; everything else stays as `compareReports` made it.
 */
import { taskRuns, type AdaptiveRecord, type AdaptiveTask } from '../stats/adaptive-k.js';
import { describeCorrection, describeStop } from '../stats/adaptive-k-text.js';
import type { Verdict } from '../stats/verdict.js';
import { summarize } from './compare-reports.js';
import type { Comparison, TaskComparison } from './comparison-schema.js';

export function describeAdaptiveLimits(rule: AdaptiveRecord['rule']): string {
  return (
    'Adaptive k: each task ran in rounds of one base and one head run and stopped when a safe ' +
    'test of two proportions decided it (Turner, Ly & Grünwald 2021): ' +
    `${describeCorrection(rule)}; "no change larger than δ" when its 95 % confidence sequence ` +
    'lay inside ±δ, otherwise inconclusive at max-k. Both hold however the rounds were stopped ' +
    'or continued. Repetitions are assumed independent; errored runs add no evidence.'
  );
}

function verdictOf({ state }: AdaptiveTask): Verdict {
  if (state === 'no_change_within_delta') return 'no_change';
  // Still open: the evaluation was cut short (cancelled, or a budget ran out).
  return state === 'open' ? 'inconclusive' : state;
}

export function applyAdaptive(comparison: Comparison, record: AdaptiveRecord): Comparison {
  if (comparison.mode === 'replay') return comparison;
  const byTask = new Map(record.tasks.map((task) => [task.taskId, task]));
  const tasks = comparison.tasks.map((task): TaskComparison => {
    const adaptive = byTask.get(task.taskId);
    if (adaptive === undefined || task.verdict === 'not_comparable') return task;
    const runs = taskRuns(adaptive);
    // Fixed-k hints do not apply here.
    const rest = { ...task };
    delete rest.sampleSizeHint;
    delete rest.sameObservedRate;
    const stop = describeStop(adaptive);
    return {
      ...rest,
      verdict: verdictOf(adaptive),
      reason: `${stop}${adaptive.state === 'open' ? ' (the evaluation stopped before the rule did)' : ''}`,
      adaptive: {
        runs: { baseline: runs.base, candidate: runs.head },
        stoppedBecause: adaptive.stoppedBecause,
        stop,
        eValue: adaptive.eValue,
        threshold: adaptive.threshold,
        delta: adaptive.delta,
        interval: adaptive.interval,
        rounds: adaptive.rounds,
        roundsBefore: adaptive.roundsBefore,
      },
    };
  });
  return {
    ...comparison,
    tasks,
    // summarize gives no `summary.suite`: the permutation test does not hold under optional stopping.
    summary: summarize(tasks, false, true),
    footnote: describeAdaptiveLimits(record.rule),
    adaptive: { rule: record.rule, runs: record.runs, suite: record.suite },
  };
}
