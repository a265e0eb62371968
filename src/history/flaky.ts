/**
 * The flaky rule and quarantine over the default branch's history (SPEC §5; the rule is in
 * docs/history.md). Pure: entries of one suite and mode in, oldest first. Rule (a) asks for a
 * return, so a task fixed once is a change, not flakiness. Touching intervals overlap, as in compare.
 */
import { formatIntervalRange, plural } from '../text/format.js';
import { wilsonInterval, type Interval } from '../stats/wilson.js';
import type { HistoryEntry } from './history-schema.js';

export interface FlakyRule {
  window: number;
  /** Fewer evaluations than this in the window: `unknown`. */
  minEvaluations: number;
  /** Consecutive stable evaluations that release a quarantined task (S). */
  releaseWindow: number;
  minFlips: number;
}

export const DEFAULT_FLAKY_RULE: Readonly<FlakyRule> = {
  window: 10,
  minEvaluations: 4,
  releaseWindow: 5,
  minFlips: 2,
};

export type TaskStability = 'flaky' | 'stable' | 'unknown';

export interface TaskHistoryStatus {
  task: string;
  status: TaskStability;
  quarantined: boolean;
  /** When quarantined: the commit whose evaluation put it there. */
  quarantinedAt?: string;
  /** When released from its last quarantine: the commit whose evaluation released it. */
  releasedAt?: string;
  /** One line a maintainer reads: the rule's figures over the current window. */
  reason: string;
  /** In the whole history, not only the window. */
  evaluations: number;
}

/** One evaluation of a task, for a trend; `runs: 0` where it did not run (or only errored). */
export interface TrendPoint extends Interval {
  commit: string;
  passes: number;
  runs: number;
}

interface Evaluation {
  commit: string;
  passes: number;
  runs: number;
  taskHash?: string | undefined;
  interval: Interval;
}

const shortSha = (commit: string): string => commit.slice(0, 7);

function evaluationsOf(entries: readonly HistoryEntry[], task: string): Evaluation[] {
  return entries.flatMap((entry) => {
    const found = entry.tasks.find((candidate) => candidate.task === task);
    if (found === undefined || found.runs === 0) return [];
    const { passes, runs, taskHash } = found;
    return [
      { commit: entry.commit, passes, runs, taskHash, interval: wilsonInterval(passes, runs) },
    ];
  });
}

function majorityOf(evaluation: Evaluation): 'pass' | 'fail' | undefined {
  const doubled = evaluation.passes * 2;
  return doubled > evaluation.runs ? 'pass' : doubled < evaluation.runs ? 'fail' : undefined;
}

/** Flips of the majority: those with the same task files, and those across a change of them. */
function countFlips(window: readonly Evaluation[]): { counted: number; ignored: number } {
  let counted = 0;
  let ignored = 0;
  let previous: Evaluation | undefined;
  for (const evaluation of window) {
    const majority = majorityOf(evaluation);
    if (majority === undefined) continue;
    if (previous !== undefined && majorityOf(previous) !== majority) {
      const before = previous.taskHash;
      const after = evaluation.taskHash;
      if (before !== undefined && after !== undefined && before !== after) ignored += 1;
      else counted += 1;
    }
    previous = evaluation;
  }
  return { counted, ignored };
}

const isBelow = (a: Interval, b: Interval): boolean => a.high < b.low;

/** Rule (a): an evaluation whose interval is above (or below) one before it and one after it. */
function findReturn(window: readonly Evaluation[]): string | undefined {
  for (let index = 1; index < window.length - 1; index += 1) {
    const at = window[index]!;
    const before = window.slice(0, index);
    const after = window.slice(index + 1);
    const side = (outside: (other: Evaluation) => boolean): boolean =>
      before.some(outside) && after.some(outside);
    const where = side((other) => isBelow(other.interval, at.interval))
      ? 'above'
      : side((other) => isBelow(at.interval, other.interval))
        ? 'below'
        : undefined;
    if (where !== undefined) {
      return `${at.passes}/${at.runs} at ${shortSha(at.commit)} lies ${where} the intervals of evaluations before and after it`;
    }
  }
  return undefined;
}

function judge(
  window: readonly Evaluation[],
  rule: FlakyRule,
): { status: TaskStability; reason: string } {
  if (window.length < rule.minEvaluations) {
    return {
      status: 'unknown',
      reason: `${plural(window.length, 'evaluation')} of main with judged runs; ${rule.minEvaluations} needed`,
    };
  }
  const rates = window.map((evaluation) => evaluation.passes / evaluation.runs);
  const range = formatIntervalRange({ low: Math.min(...rates), high: Math.max(...rates) });
  const returned = findReturn(window);
  const flips = countFlips(window);
  const reason = [
    `pass rate ${range} over the last ${window.length} evaluations of main`,
    ...(returned === undefined ? [] : [returned]),
    `majority flipped ${plural(flips.counted, 'time')}` +
      (flips.ignored === 0 ? '' : ` (and ${flips.ignored} across a change of the task's files)`),
  ].join('; ');
  const flaky = returned !== undefined || flips.counted >= rule.minFlips;
  return { status: flaky ? 'flaky' : 'stable', reason };
}

function checkRule(rule: FlakyRule): void {
  const { window, minEvaluations, releaseWindow, minFlips } = rule;
  const valid =
    [window, minEvaluations, releaseWindow, minFlips].every(Number.isInteger) &&
    minFlips >= 1 &&
    minEvaluations >= 2 &&
    releaseWindow >= minEvaluations &&
    window >= releaseWindow;
  if (!valid) {
    throw new RangeError(
      `flaky rule ${JSON.stringify(rule)}: expected integers with minFlips ≥ 1 and 2 ≤ minEvaluations ≤ releaseWindow ≤ window`,
    );
  }
}

function classifyTask(task: string, evaluations: Evaluation[], rule: FlakyRule) {
  let quarantinedAt: string | undefined;
  let releasedAt: string | undefined;
  let since = 0;
  evaluations.forEach((evaluation, index) => {
    if (quarantinedAt !== undefined) {
      const start = index - rule.releaseWindow + 1;
      if (start < since || judge(evaluations.slice(start, index + 1), rule).status !== 'stable') {
        return;
      }
      [quarantinedAt, releasedAt, since] = [undefined, evaluation.commit, start];
    } else {
      const window = evaluations.slice(Math.max(since, index - rule.window + 1), index + 1);
      if (judge(window, rule).status === 'flaky') {
        [quarantinedAt, releasedAt] = [evaluation.commit, undefined];
      }
    }
  });
  const current = evaluations.slice(Math.max(since, evaluations.length - rule.window));
  return {
    task,
    ...judge(current, rule),
    quarantined: quarantinedAt !== undefined,
    ...(quarantinedAt === undefined ? {} : { quarantinedAt }),
    ...(releasedAt === undefined ? {} : { releasedAt }),
    evaluations: evaluations.length,
  } satisfies TaskHistoryStatus;
}

export function classifyTasks(
  entries: readonly HistoryEntry[],
  options: Partial<FlakyRule> = {},
): TaskHistoryStatus[] {
  const rule = { ...DEFAULT_FLAKY_RULE, ...options };
  checkRule(rule);
  const tasks = [...new Set(entries.flatMap((entry) => entry.tasks.map((task) => task.task)))];
  return tasks.sort().map((task) => classifyTask(task, evaluationsOf(entries, task), rule));
}

/** The task over the last `last` entries, one point per entry (`runs: 0` where it did not run). */
export function trendOf(entries: readonly HistoryEntry[], task: string, last = 10): TrendPoint[] {
  return entries.slice(-last).map((entry) => {
    const found = entry.tasks.find((candidate) => candidate.task === task);
    const passes = found?.passes ?? 0;
    const runs = found?.runs ?? 0;
    return { commit: entry.commit, passes, runs, ...wilsonInterval(passes, runs) };
  });
}

const BARS = '▁▂▃▄▅▆▇█';

/** One character per point: its pass rate as a bar, `·` where the task did not run. */
export function sparkline(points: readonly TrendPoint[]): string {
  return points
    .map((point) =>
      point.runs === 0 ? '·' : BARS[Math.round((point.passes / point.runs) * (BARS.length - 1))],
    )
    .join('');
}
