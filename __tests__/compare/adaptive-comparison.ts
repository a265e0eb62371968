/**
 * A comparison as `--k auto` makes it, from real parts: each task runs in rounds (one base and one
 * head run) under the real rule (`startAdaptive`, `addAdaptiveRound`) until the rule stops it, both
 * sides' reports are built from exactly the runs made, compared, and the rule's record applied.
 */
import { applyAdaptive } from '../../src/compare/compare-adaptive.js';
import { compareReports } from '../../src/compare/compare-reports.js';
import type { Comparison } from '../../src/compare/comparison-schema.js';
import {
  adaptiveRule,
  addAdaptiveRound,
  openTasks,
  startAdaptive,
  type AdaptiveRecord,
  type AdaptiveRule,
} from '../../src/stats/adaptive-k.js';
import type { RunStatus } from '../../src/stats/counts.js';
import type { Round } from '../../src/stats/safe-two-proportions.js';
import { makeReport, type ReportOptions } from './reports.js';

/** A side's run of a task in round r (1, 2, …): a fixed status, or a pattern that repeats. */
export type SideRuns = RunStatus | readonly RunStatus[];

export interface AdaptiveTaskRuns {
  base: SideRuns;
  head: SideRuns;
}

function statusOf(runs: SideRuns, round: number): RunStatus {
  if (typeof runs === 'string') return runs;
  return runs[(round - 1) % runs.length] ?? 'pass';
}

/** The judged counts of one run: errored runs add no evidence. */
function countsOf(status: RunStatus): Round['base'] {
  return status === 'error'
    ? { runs: 0, passes: 0 }
    : { runs: 1, passes: status === 'pass' ? 1 : 0 };
}

export type AdaptiveSettings = Partial<Pick<AdaptiveRule, 'alpha' | 'delta' | 'minK' | 'maxK'>> & {
  /** A task's own δ (a task setting). */
  deltas?: Record<string, number>;
};

/** Runs the rounds until the rule stops every task; the runs each side made, and the record. */
export function runAdaptiveTasks(
  tasks: Record<string, AdaptiveTaskRuns>,
  settings: AdaptiveSettings = {},
): {
  record: AdaptiveRecord;
  base: Record<string, RunStatus[]>;
  head: Record<string, RunStatus[]>;
} {
  const taskIds = Object.keys(tasks);
  const { deltas, ...rule } = settings;
  let record = startAdaptive(adaptiveRule(taskIds.length, rule), taskIds, {
    deltaOf: (taskId) => deltas?.[taskId],
  });
  const base: Record<string, RunStatus[]> = Object.fromEntries(taskIds.map((id) => [id, []]));
  const head: Record<string, RunStatus[]> = Object.fromEntries(taskIds.map((id) => [id, []]));
  for (let round = 1; openTasks(record).length > 0; round += 1) {
    if (round > record.rule.maxK) throw new Error('the rule did not stop at max-k');
    const outcomes = new Map<string, Round>();
    const open = openTasks(record);
    for (const taskId of open) {
      const runs = tasks[taskId] as AdaptiveTaskRuns;
      const baseStatus = statusOf(runs.base, round);
      const headStatus = statusOf(runs.head, round);
      base[taskId]?.push(baseStatus);
      head[taskId]?.push(headStatus);
      outcomes.set(taskId, { base: countsOf(baseStatus), head: countsOf(headStatus) });
    }
    record = addAdaptiveRound(record, outcomes, open.length * 2);
  }
  return { record, base, head };
}

/** The comparison `--k auto` writes for `tasks`, with its record. */
export function makeAdaptiveComparison(
  tasks: Record<string, AdaptiveTaskRuns>,
  options: {
    settings?: AdaptiveSettings;
    titles?: Record<string, string>;
  } = {},
): { comparison: Comparison; record: AdaptiveRecord } {
  const { record, base, head } = runAdaptiveTasks(tasks, options.settings);
  const { minK, maxK } = record.rule;
  const report = (runId: string): ReportOptions => ({
    runId,
    conditions: { k: maxK, adaptive: { minK, maxK } },
    ...(options.titles === undefined ? {} : { titles: options.titles }),
  });
  const comparison = compareReports(
    makeReport(base, report('base-run')),
    makeReport(head, report('head-run')),
  );
  return { comparison: applyAdaptive(comparison, record), record };
}

/**
 * Six tasks a maintainer might meet: one that broke, one that got fixed, two steady ones (always
 * passing, never passing) that stop early with no change larger than δ, one near 50 % on both
 * sides that runs to max-k, and one whose head errored once.
 */
export const ADAPTIVE_TASKS: Record<string, AdaptiveTaskRuns> = {
  'fix-add': { base: 'pass', head: 'fail' },
  'rename-symbol': { base: 'fail', head: 'pass' },
  steady: { base: 'pass', head: 'pass' },
  never: { base: 'fail', head: 'fail' },
  'coin|flip': { base: ['pass', 'fail'], head: ['fail', 'pass'] },
  flaky: { base: ['pass', 'pass', 'fail'], head: ['pass', 'error', 'pass', 'fail'] },
};
