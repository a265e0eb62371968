/**
 * What a reader of one comparison needs, decided once (CONVENTIONS 15): comparison.md, .html and
 * the PR comment only lay this view out. The text is plain: each renderer escapes it.
 */
import {
  formatCount,
  formatPercent,
  formatPoints,
  formatPointsInterval,
  formatSeconds,
  formatSigned,
  formatUsd,
  plural,
} from '../text/format.js';
import { describeSandbox } from '../sandbox/sandbox.js';
import { formatEValue } from '../stats/adaptive-k-text.js';
import {
  SUITE_VERDICT_FOOTNOTE,
  describeSuiteDecision,
  type SuiteVerdictName,
} from '../stats/suite-verdict.js';
import { describeSameRate } from './compare-reports.js';
import {
  viewFailures,
  viewToolUse,
  type ComparedSideName,
  type SideFailures,
  type ToolUseView,
} from './failures-and-tools-view.js';
import {
  TASK_VERDICT_LABELS,
  type Comparison,
  type DeltaName,
  type NumberDelta,
  type TaskComparison,
  type TaskSide,
  type TaskVerdict,
} from './comparison-schema.js';

export type { ComparedSideName } from './failures-and-tools-view.js';

export interface ComparisonView {
  suite: string;
  baseline: Comparison['baseline'];
  candidate: Comparison['candidate'];
  /** Different modes measured different things: every task is not comparable. */
  modesDiffer: boolean;
  replay: boolean;
  headline: ComparisonHeadline;
  /** `--k auto` only. */
  adaptive?: RunsSpent & { text: string };
  unsandboxed?: { line: string; sides: ComparedSideName[] };
  rows: ComparisonRow[];
  notCompared: NotComparedLine[];
  notes: string[];
  footnotes: { suiteVerdict?: string; limits: string };
}

export interface ComparisonHeadline {
  verdict: TaskVerdict;
  /** Tasks per verdict, in the summary's order (most consequential first); zeros left out. */
  counts: Array<{ verdict: TaskVerdict; count: number }>;
  /** Live only; with `--k auto` the anytime-valid one (a permutation test does not hold there). */
  suite?: { verdict: SuiteVerdictName; text: string };
}

/** Runs both sides made, and what a fixed k = `maxK` on every task would have made. */
export interface RunsSpent {
  spent: number;
  fixedK: number;
  /** Null when the runs are of several comparisons whose max-k differ. */
  maxK: number | null;
}

export interface ComparisonRow {
  taskId: string;
  title?: string;
  verdict: TaskVerdict;
  /** The verdict in words, with the task's δ where it has one: `no change larger than 20 pts`. */
  label: string;
  sameObservedRate: boolean;
  baseline: TaskSide | null;
  candidate: TaskSide | null;
  difference?: number;
  reason: string;
  adaptive?: AdaptiveRowView;
  changes: string[];
  flaky?: { baseline?: boolean; candidate?: boolean };
  deltas: Array<{ text: string; difference: number } | undefined>;
  sampleSize?: { runsPerSide: number; method: string };
  failures: SideFailures[];
  toolUse: ToolUseView[];
  toolChanges: ToolUseView[];
}

export interface AdaptiveRowView {
  runs: { baseline: number; candidate: number };
  /** `7 + 7`, and `(after 3 earlier rounds)` when the task continued an earlier evaluation. */
  runsText: string;
  stop: string;
  /** The 95 % confidence sequence for candidate − baseline: `[−80.0 pp, −12.0 pp]`. */
  interval: string;
}

export interface NotComparedLine {
  columns: string[];
  reason: string;
  /** True when the line is about every task (of several); `tasks` then lists them all. */
  everyTask: boolean;
  tasks: ComparisonRow[];
}

export const DELTA_COLUMNS: ReadonlyArray<{
  name: Exclude<DeltaName, 'successRate'>;
  head: string;
  describe: (delta: NumberDelta) => string;
}> = [
  { name: 'tokens', head: 'tokens per run', describe: (d) => describeChange(d, formatCount) },
  { name: 'wallMs', head: 'median wall time', describe: (d) => describeChange(d, formatSeconds) },
  {
    name: 'cachedInputRatio',
    head: 'cached input',
    describe: (d) =>
      `${formatPercent(d.baseline)} → ${formatPercent(d.candidate)} (${formatPoints(d.difference)})`,
  },
  {
    name: 'costUsd',
    head: 'estimated cost per run',
    describe: (d) => describeChange(d, formatUsd),
  },
];

function describeChange(delta: NumberDelta, format: (value: number) => string): string {
  return `${format(delta.baseline)} → ${format(delta.candidate)} (${formatSigned(delta.difference, format)})`;
}

export function viewComparison(comparison: Comparison): ComparisonView {
  const { baseline, candidate, summary } = comparison;
  const modesDiffer = baseline.conditions.mode !== candidate.conditions.mode;
  const viewed = comparison.tasks.map((task) => ({ task, row: viewTask(task) }));
  const rows = viewed.map(({ row }) => row);
  const unsandboxed = describeUnsandboxed(comparison);
  const { adaptive } = comparison;
  const suite =
    adaptive !== undefined
      ? { verdict: adaptive.suite.verdict, text: describeAdaptiveSuite(adaptive) }
      : summary.suite === undefined
        ? undefined
        : { verdict: summary.suite.verdict, text: describeSuiteDecision(summary.suite) };
  const runs =
    adaptive === undefined
      ? undefined
      : { spent: adaptive.runs.spent, fixedK: adaptive.runs.fixedK, maxK: adaptive.rule.maxK };
  const suiteFootnote =
    adaptive !== undefined
      ? `The suite verdict (adaptive k) is the ${adaptive.suite.method}.`
      : summary.suite === undefined
        ? undefined
        : SUITE_VERDICT_FOOTNOTE;
  return {
    suite: `${baseline.conditions.suiteId}@${baseline.conditions.suiteVersion}`,
    baseline,
    candidate,
    modesDiffer,
    replay: !modesDiffer && comparison.mode === 'replay',
    headline: {
      verdict: summary.verdict,
      counts: Object.entries(summary.counts)
        .filter(([, count]) => count > 0)
        .map(([verdict, count]) => ({ verdict: verdict as TaskVerdict, count })),
      ...(suite === undefined ? {} : { suite }),
    },
    ...(runs === undefined ? {} : { adaptive: { ...runs, text: describeRunsSpent(runs) } }),
    ...(unsandboxed === undefined ? {} : { unsandboxed }),
    rows,
    notCompared: groupNotCompared(viewed),
    notes: comparison.notes.filter((note) => note.trim() !== ''),
    footnotes: {
      ...(suiteFootnote === undefined ? {} : { suiteVerdict: suiteFootnote }),
      limits: comparison.footnote,
    },
  };
}

function viewTask(task: TaskComparison): ComparisonRow {
  const sameObservedRate = hasSameObservedRate(task);
  const { baseline, candidate, adaptive } = task;
  const hint = task.sampleSizeHint;
  const toolUse = viewToolUse(task.toolUse);
  return {
    taskId: task.taskId,
    ...(task.title === undefined || task.title.trim() === '' ? {} : { title: task.title }),
    verdict: task.verdict,
    label: labelVerdict(task.verdict, adaptive?.delta),
    sameObservedRate,
    baseline,
    candidate,
    ...(task.deltas.successRate === undefined
      ? {}
      : { difference: task.deltas.successRate.difference }),
    // Said as what was seen, also for a comparison written before compare said it so.
    reason:
      sameObservedRate && baseline !== null && candidate !== null
        ? describeSameRate(baseline, candidate)
        : task.reason,
    ...(adaptive === undefined
      ? {}
      : {
          adaptive: {
            runs: adaptive.runs,
            runsText:
              `${adaptive.runs.baseline} + ${adaptive.runs.candidate}` +
              (adaptive.roundsBefore === 0
                ? ''
                : ` (after ${plural(adaptive.roundsBefore, 'earlier round')})`),
            stop: adaptive.stop,
            interval:
              adaptive.interval === null
                ? 'empty (every difference rejected)'
                : formatPointsInterval(adaptive.interval),
          },
        }),
    changes: (task.changes ?? []).filter((change) => change.trim() !== ''),
    ...(task.flaky === undefined ? {} : { flaky: task.flaky }),
    deltas: DELTA_COLUMNS.map(({ name, describe }) => {
      const delta = task.deltas[name];
      return delta === undefined
        ? undefined
        : { text: describe(delta), difference: delta.difference };
    }),
    ...(hint === undefined || hint.runsPerSide === null
      ? {}
      : { sampleSize: { runsPerSide: hint.runsPerSide, method: hint.method } }),
    failures: (['candidate', 'baseline'] as const).flatMap((side) => {
      const failures = viewFailures(side, task[side]);
      return failures === undefined ? [] : [failures];
    }),
    toolUse,
    toolChanges: toolUse.filter((tool) => tool.change !== undefined),
  };
}

/** A verdict in words; `no change larger than 20 pts` names its δ when there is one. */
export function labelVerdict(verdict: TaskVerdict, delta?: number): string {
  if (verdict === 'no_change' && delta !== undefined) {
    return `no change larger than ${Math.round(delta * 100)} pts`;
  }
  return TASK_VERDICT_LABELS[verdict];
}

/** The label `rows` of `verdict` share, or the general one when their δ differ. */
export function labelVerdictOf(
  verdict: TaskVerdict,
  rows: ReadonlyArray<{ verdict: TaskVerdict; label: string }>,
): string {
  const labels = new Set(rows.filter((row) => row.verdict === verdict).map((row) => row.label));
  const [only] = labels;
  return labels.size === 1 && only !== undefined ? only : TASK_VERDICT_LABELS[verdict];
}

/** The headline's tasks per verdict in words, `regressed 1 · improved 2`; '' when there are none. */
export function describeVerdictCounts({ headline, rows }: ComparisonView): string {
  return headline.counts
    .map(({ verdict, count }) => `${labelVerdictOf(verdict, rows)} ${count}`)
    .join(' · ');
}

/** `86 runs where fixed k = 20 would have made 800 (11 %)`. */
export function describeRunsSpent({ spent, fixedK, maxK }: RunsSpent): string {
  const share = fixedK === 0 ? '' : ` (${Math.round((spent / fixedK) * 100)} %)`;
  const k = maxK === null ? 'max-k' : String(maxK);
  return `${formatCount(spent)} runs where fixed k = ${k} would have made ${formatCount(fixedK)}${share}`;
}

/** `e = 41 ≥ 1/α = 20, mean per-task difference −12.0 pp (6 tasks, anytime-valid)`. */
function describeAdaptiveSuite(adaptive: NonNullable<Comparison['adaptive']>): string {
  const { eValue, threshold, meanDifference } = adaptive.suite;
  const e = `e = ${formatEValue(eValue)} ${eValue >= threshold ? '≥' : '<'} 1/α = ${formatEValue(threshold)}`;
  const mean =
    meanDifference === null
      ? 'no task has judged runs on both sides'
      : `mean per-task difference ${formatPoints(meanDifference)}`;
  return `${e}, ${mean} (${plural(adaptive.rule.tasks, 'task')}, anytime-valid)`;
}

/**
 * Inconclusive at 5/5 vs 5/5, read from the counts in comparisons written before
 * `sameObservedRate`. Not with `--k auto`, whose verdict was not read from the counts.
 */
function hasSameObservedRate(task: TaskComparison): boolean {
  if (task.verdict !== 'inconclusive' || task.adaptive !== undefined) return false;
  if (task.sameObservedRate === true) return true;
  const { baseline, candidate } = task;
  return (
    baseline !== null &&
    candidate !== null &&
    baseline.observed > 0 &&
    baseline.pass === candidate.pass &&
    baseline.observed === candidate.observed
  );
}

function describeUnsandboxed(comparison: Comparison): ComparisonView['unsandboxed'] {
  const sides = (['baseline', 'candidate'] as const).filter(
    (side) => comparison[side].conditions.sandbox?.backend === 'none',
  );
  const [first] = sides;
  if (first === undefined) return undefined;
  const line = describeSandbox(comparison[first].conditions.sandbox);
  return { line: `${line.charAt(0).toUpperCase()}${line.slice(1)}`, sides };
}

/** One line per reason and its tasks, naming the columns it leaves out (none when all). */
function groupNotCompared(
  tasks: ReadonlyArray<{ task: TaskComparison; row: ComparisonRow }>,
): NotComparedLine[] {
  const byReason = new Map<string, { head: string; reason: string; tasks: ComparisonRow[] }>();
  for (const { task, row } of tasks) {
    for (const { name, head } of DELTA_COLUMNS) {
      const reason = task.deltas.omitted[name];
      if (reason === undefined) continue;
      const key = `${head}\u0000${reason}`;
      const entry = byReason.get(key) ?? { head, reason, tasks: [] };
      entry.tasks.push(row);
      byReason.set(key, entry);
    }
  }
  const lines = new Map<string, { heads: string[]; reason: string; tasks: ComparisonRow[] }>();
  for (const { head, reason, tasks: named } of byReason.values()) {
    const key = `${reason}\u0000${named.map((row) => row.taskId).join('\u0000')}`;
    const line = lines.get(key) ?? { heads: [], reason, tasks: named };
    line.heads.push(head);
    lines.set(key, line);
  }
  return [...lines.values()].map(({ heads, reason, tasks: named }) => ({
    columns: heads.length === DELTA_COLUMNS.length ? [] : heads,
    reason,
    everyTask: named.length === tasks.length && tasks.length > 1,
    tasks: named,
  }));
}
