/**
 * `comparison.md`: the comparison for a person. Both sides' conditions first, then one row per task
 * with the counts and intervals its verdict was read from, why each verdict (with replay's changes run
 * by run), the flaky tasks, the deltas, the sample-size hints, and the footnote of limits; a live
 * comparison adds its suite-level verdict under the overall one, and that verdict's footnote. Pure,
 * so it is tested with snapshots. Task text is escaped: it ends up in PR
 * comments.
 */
import {
  escapeMarkdown,
  formatCount,
  formatInterval,
  formatPercent,
  formatSeconds,
  formatUsd,
  renderTable,
  truncateText,
  type Align,
} from '../report/markdown-text.js';
import type { ReportConditions } from '../run-dir/conditions-file.js';
import {
  SUITE_VERDICT_FOOTNOTE,
  SUITE_VERDICT_LABELS,
  describeSuiteDecision,
} from '../stats/suite-verdict.js';
import {
  TASK_VERDICT_LABELS,
  type Comparison,
  type DeltaName,
  type NumberDelta,
  type TaskComparison,
  type TaskSide,
} from './comparison-schema.js';

const SHORT_HASH_LENGTH = 12;
const NONE = '—';

export function renderComparisonMarkdown(comparison: Comparison): string {
  const sections = [
    renderHeader(comparison),
    renderTaskTable(comparison),
    renderReasons(comparison),
    renderFlaky(comparison),
    renderDeltas(comparison),
    renderHints(comparison),
    renderNotes(comparison),
    renderFootnotes(comparison),
  ];
  return `${sections.filter((section) => section !== '').join('\n\n')}\n`;
}

function renderHeader(comparison: Comparison): string {
  const { baseline, candidate, summary } = comparison;
  const modesDiffer = baseline.conditions.mode !== candidate.conditions.mode;
  const isReplay = !modesDiffer && comparison.mode === 'replay';
  const suite = `${escapeMarkdown(baseline.conditions.suiteId)}@${escapeMarkdown(baseline.conditions.suiteVersion)}`;
  const title = `# Verdict comparison${isReplay ? ' — REPLAY' : ''}: ${suite}`;
  const conditions = renderTable(
    ['side', 'run id', 'harness', 'config hash', 'provider', 'model', 'mode', 'k', 'seed'],
    [
      conditionsRow('baseline', baseline.runId, baseline.conditions),
      conditionsRow('candidate', candidate.runId, candidate.conditions),
    ],
  );
  const counts = Object.entries(summary.counts)
    .filter(([, count]) => count > 0)
    .map(
      ([verdict, count]) =>
        `${TASK_VERDICT_LABELS[verdict as keyof typeof TASK_VERDICT_LABELS]} ${count}`,
    )
    .join(' · ');
  const overall = `**Overall: ${TASK_VERDICT_LABELS[summary.verdict]}** (${counts === '' ? 'no tasks' : counts})`;
  const banner = modesDiffer
    ? `> **Modes differ.** The baseline ran ${baseline.conditions.mode} and the candidate ` +
      `${candidate.conditions.mode}: they measure different things, so every task is ` +
      '**not comparable**.'
    : isReplay
      ? '> **Replay.** This compares the harness against recorded model responses — **not the model**.'
      : '';
  return [title, banner, conditions, overall, renderSuiteLine(comparison)]
    .filter((part) => part !== '')
    .join('\n\n');
}

/** The comparison's footnote of limits stays last; a suite verdict's assumptions come before it. */
function renderFootnotes(comparison: Comparison): string {
  const suite =
    comparison.summary.suite === undefined ? [] : [`_${escapeMarkdown(SUITE_VERDICT_FOOTNOTE)}_`];
  return `---\n\n${[...suite, `_${escapeMarkdown(comparison.footnote)}_`].join('\n\n')}`;
}

/** One line for the suite, paired by task; its assumptions are in the footnote. */
function renderSuiteLine(comparison: Comparison): string {
  const suite = comparison.summary.suite;
  if (suite === undefined) return '';
  return `**Suite: ${SUITE_VERDICT_LABELS[suite.verdict]}** — ${escapeMarkdown(describeSuiteDecision(suite))}`;
}

function conditionsRow(side: string, runId: string, conditions: ReportConditions): string[] {
  return [
    side,
    escapeMarkdown(runId),
    escapeMarkdown(conditions.harnessVersion),
    escapeMarkdown(conditions.configHash.slice(0, SHORT_HASH_LENGTH)),
    escapeMarkdown(conditions.provider),
    escapeMarkdown(conditions.model),
    conditions.mode === 'replay' ? '**replay**' : conditions.mode,
    String(conditions.k),
    String(conditions.seed),
  ];
}

function renderTaskTable(comparison: Comparison): string {
  if (comparison.tasks.length === 0) return '## Tasks\n\nNo tasks in either report.';
  const head = ['task', 'verdict', 'baseline', 'candidate', 'missing (b / c)', 'Δ success rate'];
  const align: Align[] = ['left', 'left', 'left', 'left', 'right', 'right'];
  const rows = comparison.tasks.map((task) => [
    describeTask(task),
    describeVerdict(task),
    describeSide(task.baseline, task.flaky?.baseline),
    describeSide(task.candidate, task.flaky?.candidate),
    `${task.baseline?.missing ?? NONE} / ${task.candidate?.missing ?? NONE}`,
    task.deltas.successRate === undefined ? NONE : formatPoints(task.deltas.successRate.difference),
  ]);
  return `## Tasks\n\n${renderTable(head, rows, align)}`;
}

function describeTask(task: TaskComparison): string {
  const id = escapeMarkdown(task.taskId);
  if (task.title === undefined || task.title === '') return id;
  return `${id} (${escapeMarkdown(truncateText(task.title, 60))})`;
}

/** An inconclusive task with the same counts on both sides is not a difference lacking evidence. */
function describeVerdict(task: TaskComparison): string {
  const verdict = `**${TASK_VERDICT_LABELS[task.verdict]}**`;
  return task.sameObservedRate === true ? `${verdict} (same observed rate)` : verdict;
}

function describeSide(side: TaskSide | null, flaky: boolean | undefined): string {
  if (side === null) return 'not run';
  const counts = `${side.pass}/${side.observed}`;
  const interval = side.interval === null ? '' : ` ${formatInterval(side.interval)}`;
  const diverged = side.diverged ? ` (${side.diverged} diverged)` : '';
  return `${counts}${interval}${diverged}${flaky === true ? ' **flaky**' : ''}`;
}

function renderReasons(comparison: Comparison): string {
  const lines = comparison.tasks.flatMap((task) => [
    `- ${describeTask(task)} — ${TASK_VERDICT_LABELS[task.verdict]}: ${escapeMarkdown(task.reason)}`,
    ...(task.changes ?? []).map((change) => `  - ${escapeMarkdown(change)}`),
  ]);
  return lines.length === 0 ? '' : `### Why\n\n${lines.join('\n')}`;
}

/** Flaky is a fact about one side: passed at least once, not every time. */
function renderFlaky(comparison: Comparison): string {
  const lines = comparison.tasks.flatMap((task) => {
    const flaky = task.flaky;
    if (flaky === undefined) return [];
    const sides = (['baseline', 'candidate'] as const).flatMap((side) =>
      flaky[side] === undefined ? [] : [`${flaky[side] ? 'flaky' : 'not flaky'} on the ${side}`],
    );
    return [`- ${describeTask(task)}: ${sides.join(', ')}`];
  });
  if (lines.length === 0) return '';
  const intro =
    'Passed at least once but not every time (pass@k but not pass^k): flaky, not solved.';
  return `## Flaky tasks\n\n${intro}\n\n${lines.join('\n')}`;
}

const DELTA_COLUMNS: ReadonlyArray<{
  name: Exclude<DeltaName, 'successRate'>;
  head: string;
  format: (delta: NumberDelta) => string;
}> = [
  {
    name: 'tokens',
    head: 'tokens per run',
    format: (d) =>
      `${formatCount(d.baseline)} → ${formatCount(d.candidate)} (${signed(d.difference, formatCount)})`,
  },
  {
    name: 'wallMs',
    head: 'median wall time',
    format: (d) =>
      `${formatSeconds(d.baseline)} → ${formatSeconds(d.candidate)} (${signed(d.difference, formatSeconds)})`,
  },
  {
    name: 'cachedInputRatio',
    head: 'cached input',
    format: (d) =>
      `${formatPercent(d.baseline)} → ${formatPercent(d.candidate)} (${formatPoints(d.difference)})`,
  },
  {
    name: 'costUsd',
    head: 'estimated cost per run',
    format: (d) =>
      `${formatUsd(d.baseline)} → ${formatUsd(d.candidate)} (${signed(d.difference, formatUsd)})`,
  },
];

function renderDeltas(comparison: Comparison): string {
  if (comparison.tasks.length === 0) return '';
  const rows = comparison.tasks.map((task) => [
    describeTask(task),
    ...DELTA_COLUMNS.map(({ name, format }) => {
      const delta = task.deltas[name];
      return delta === undefined ? NONE : format(delta);
    }),
  ]);
  const omitted = describeOmitted(comparison.tasks);
  const table = renderTable(['task', ...DELTA_COLUMNS.map((column) => column.head)], rows);
  const intro =
    'Measured figures (provider-reported tokens, wall time) and the estimated cost, candidate − ' +
    'baseline. A delta is shown only when both sides measured it the same way.';
  const why = omitted.length === 0 ? '' : `\n\nNot compared:\n\n${omitted.join('\n')}`;
  return `## Deltas\n\n${intro}\n\n${table}${why}`;
}

/** Why deltas are missing: one line a column and reason, naming its tasks, or "every task". */
function describeOmitted(tasks: readonly TaskComparison[]): string[] {
  const byReason = new Map<string, { head: string; reason: string; named: string[] }>();
  for (const task of tasks) {
    for (const { name, head } of DELTA_COLUMNS) {
      const reason = task.deltas.omitted[name];
      if (reason === undefined) continue;
      const key = `${head}\u0000${reason}`;
      const entry = byReason.get(key) ?? { head, reason, named: [] };
      entry.named.push(describeTask(task));
      byReason.set(key, entry);
    }
  }
  // The columns a reason leaves out for the same tasks go on one line; all of them, on none.
  const lines = new Map<string, { heads: string[]; reason: string; named: string[] }>();
  for (const { head, reason, named } of byReason.values()) {
    const key = `${reason}\u0000${named.join('\u0000')}`;
    const line = lines.get(key) ?? { heads: [], reason, named };
    line.heads.push(head);
    lines.set(key, line);
  }
  return [...lines.values()].map(({ heads, reason, named }) => {
    const which =
      named.length === tasks.length && tasks.length > 1 ? 'every task' : named.join(', ');
    const columns = heads.length === DELTA_COLUMNS.length ? '' : `${heads.join(', ')}: `;
    return `- ${columns}${escapeMarkdown(reason)} (${which})`;
  });
}

function renderHints(comparison: Comparison): string {
  const lines = comparison.tasks.flatMap((task) => {
    const hint = task.sampleSizeHint;
    // Where no sample size exists, there is nothing to say.
    if (hint === undefined || hint.runsPerSide === null) return [];
    const runs = `about **${formatCount(hint.runsPerSide)} runs per side**`;
    return [`- ${describeTask(task)}: ${runs} (${escapeMarkdown(hint.method)})`];
  });
  if (lines.length === 0) return '';
  return `## Sample-size hints\n\nFor inconclusive tasks: how many runs might decide them.\n\n${lines.join('\n')}`;
}

function renderNotes(comparison: Comparison): string {
  if (comparison.notes.length === 0) return '';
  return `## Notes\n\n${comparison.notes.map((note) => `- ${escapeMarkdown(note)}`).join('\n')}`;
}

/** A difference of rates, in percentage points. */
function formatPoints(difference: number): string {
  return `${difference > 0 ? '+' : difference < 0 ? '−' : '±'}${(Math.abs(difference) * 100).toFixed(1)} pp`;
}

function signed(difference: number, format: (value: number) => string): string {
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  return `${sign}${format(Math.abs(difference))}`;
}
