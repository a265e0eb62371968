/** `comparison.md`, from `viewComparison`. Task text is escaped: it ends up in PR comments. */
import {
  codeSpan,
  escapeMarkdown,
  renderTable,
  truncateText,
  type Align,
} from '../text/markdown.js';
import { formatCount, formatInterval, formatK, formatPoints, plural } from '../text/format.js';
import { REASON_PREFIXES } from '../report/failure-reasons.js';
import type { ReportConditions } from '../run-dir/conditions-file.js';
import { SUITE_VERDICT_LABELS } from '../stats/suite-verdict.js';
import type { Comparison, TaskSide } from './comparison-schema.js';
import {
  DELTA_COLUMNS,
  describeVerdictCounts,
  labelVerdictOf,
  viewComparison,
  type ComparisonView,
  type ComparisonRow,
} from './comparison-view.js';
import { describeFailureCounts, describeUnlisted } from './failures-and-tools-view.js';

const SHORT_HASH_LENGTH = 12;
const NONE = '—';

export function renderComparisonMarkdown(comparison: Comparison): string {
  const view = viewComparison(comparison);
  const sections = [
    renderHeader(view),
    renderTaskTable(view),
    renderReasons(view),
    renderFailureReasons(view),
    renderToolUse(view),
    renderFlaky(view),
    renderDeltas(view),
    renderHints(view),
    renderNotes(view),
    renderFootnotes(view),
  ];
  return `${sections.filter((section) => section !== '').join('\n\n')}\n`;
}

function renderHeader(view: ComparisonView): string {
  const { baseline, candidate, headline } = view;
  const title = `# Verdict comparison${view.replay ? ' — REPLAY' : ''}: ${escapeSuite(view)}`;
  const conditions = renderTable(
    ['side', 'run id', 'harness', 'config hash', 'provider', 'model', 'mode', 'k', 'seed'],
    [
      conditionsRow('baseline', baseline.runId, baseline.conditions),
      conditionsRow('candidate', candidate.runId, candidate.conditions),
    ],
  );
  const counts = describeVerdictCounts(view);
  const overall = `**Overall: ${labelVerdictOf(headline.verdict, view.rows)}** (${counts === '' ? 'no tasks' : counts})`;
  const banner = view.modesDiffer
    ? `> **Modes differ.** The baseline ran ${baseline.conditions.mode} and the candidate ` +
      `${candidate.conditions.mode}: they measure different things, so every task is ` +
      '**not comparable**.'
    : view.replay
      ? '> **Replay.** This compares the harness against recorded model responses — **not the model**.'
      : '';
  const unsandboxed =
    view.unsandboxed === undefined
      ? ''
      : `> **${escapeMarkdown(view.unsandboxed.line)}** (${view.unsandboxed.sides.join(' and ')}).`;
  const suite =
    headline.suite === undefined
      ? ''
      : `**Suite: ${SUITE_VERDICT_LABELS[headline.suite.verdict]}** — ${escapeMarkdown(headline.suite.text)}`;
  const runs =
    view.adaptive === undefined
      ? ''
      : `**Adaptive k:** ${view.adaptive.text}; each task stopped when its anytime-valid test decided it.`;
  return [title, banner, unsandboxed, conditions, overall, runs, suite]
    .filter((part) => part !== '')
    .join('\n\n');
}

function escapeSuite(view: ComparisonView): string {
  const { suiteId, suiteVersion } = view.baseline.conditions;
  return `${escapeMarkdown(suiteId)}@${escapeMarkdown(suiteVersion)}`;
}

function renderFootnotes(view: ComparisonView): string {
  const { suiteVerdict, limits } = view.footnotes;
  const footnotes = [...(suiteVerdict === undefined ? [] : [suiteVerdict]), limits];
  return `---\n\n${footnotes.map((footnote) => `_${escapeMarkdown(footnote)}_`).join('\n\n')}`;
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
    formatK(conditions),
    String(conditions.seed),
  ];
}

function renderTaskTable(view: ComparisonView): string {
  if (view.rows.length === 0) return '## Tasks\n\nNo tasks in either report.';
  const adaptive = view.adaptive !== undefined;
  const head = [
    'task',
    'verdict',
    'baseline',
    'candidate',
    'missing (b / c)',
    'Δ success rate',
    ...(adaptive ? ['runs (b + c)', '95 % confidence sequence (c − b)'] : []),
  ];
  const align: Align[] = [
    'left',
    'left',
    'left',
    'left',
    'right',
    'right',
    ...(adaptive ? (['right', 'left'] as const) : []),
  ];
  const rows = view.rows.map((row) => [
    describeTask(row),
    describeVerdict(row),
    describeSide(row.baseline, row.flaky?.baseline),
    describeSide(row.candidate, row.flaky?.candidate),
    `${row.baseline?.missing ?? NONE} / ${row.candidate?.missing ?? NONE}`,
    row.difference === undefined ? NONE : formatPoints(row.difference),
    ...(adaptive ? describeAdaptiveCells(row) : []),
  ]);
  const intro = adaptive
    ? "Each verdict is the adaptive rule's (see why each task stopped below); the Wilson intervals beside it describe each side and decide nothing here.\n\n"
    : '';
  return `## Tasks\n\n${intro}${renderTable(head, rows, align)}`;
}

function describeAdaptiveCells({ adaptive }: ComparisonRow): string[] {
  return adaptive === undefined ? [NONE, NONE] : [adaptive.runsText, adaptive.interval];
}

function describeTask(row: ComparisonRow): string {
  const id = escapeMarkdown(row.taskId);
  if (row.title === undefined) return id;
  return `${id} (${escapeMarkdown(truncateText(row.title, 60))})`;
}

function describeVerdict(row: ComparisonRow): string {
  const verdict = `**${row.label}**`;
  return row.sameObservedRate ? `${verdict} (same observed rate)` : verdict;
}

function describeSide(side: TaskSide | null, flaky: boolean | undefined): string {
  if (side === null) return 'not run';
  const counts = `${side.pass}/${side.observed}`;
  const interval = side.interval === null ? '' : ` ${formatInterval(side.interval)}`;
  const diverged = side.diverged ? ` (${side.diverged} diverged)` : '';
  return `${counts}${interval}${diverged}${flaky === true ? ' **flaky**' : ''}`;
}

function renderReasons(view: ComparisonView): string {
  const lines = view.rows.flatMap((row) => [
    `- ${describeTask(row)} — ${row.label}: ${escapeMarkdown(row.reason)}`,
    ...row.changes.map((change) => `  - ${escapeMarkdown(change)}`),
  ]);
  return lines.length === 0 ? '' : `### Why\n\n${lines.join('\n')}`;
}

function renderFailureReasons(view: ComparisonView): string {
  const lines = view.rows.flatMap((row) =>
    row.failures.flatMap((failures) => [
      `- ${describeTask(row)} — ${failures.side}: ${describeFailureCounts(failures)}`,
      ...failures.reasons.map(
        (reason) =>
          `  - ${REASON_PREFIXES[reason.kind]}${escapeMarkdown(reason.text)} ` +
          `(${plural(reason.runs, 'run')})`,
      ),
      ...(failures.unlisted === undefined ? [] : [`  - ${describeUnlisted(failures)}`]),
    ]),
  );
  if (lines.length === 0) return '';
  const intro =
    'Why runs did not pass, per task and side: identical reasons counted together. Failed runs ' +
    'are results; errored runs (infrastructure) and diverged runs (replay: the harness left its ' +
    'cassette) are not, and are excluded from every rate.';
  return `## Why runs failed\n\n${intro}\n\n${lines.join('\n')}`;
}

function renderToolUse(view: ComparisonView): string {
  const lines = view.rows.flatMap((row) =>
    row.toolChanges.length === 0
      ? []
      : [
          `- ${describeTask(row)}`,
          ...row.toolChanges.map(
            (tool) => `  - ${codeSpan(tool.name)}: ${tool.text} (${tool.changeText ?? ''})`,
          ),
        ],
  );
  if (lines.length === 0) return '';
  const intro =
    'Tools whose share of judged runs moved by 30 points or more, or that appeared or ' +
    'disappeared, baseline → candidate. This decides no verdict: it says what the agent does ' +
    'differently.';
  return `## Tool use that changed\n\n${intro}\n\n${lines.join('\n')}`;
}

function renderFlaky(view: ComparisonView): string {
  const lines = view.rows.flatMap((row) => {
    const flaky = row.flaky;
    if (flaky === undefined) return [];
    const sides = (['baseline', 'candidate'] as const).flatMap((side) =>
      flaky[side] === undefined ? [] : [`${flaky[side] ? 'flaky' : 'not flaky'} on the ${side}`],
    );
    return [`- ${describeTask(row)}: ${sides.join(', ')}`];
  });
  if (lines.length === 0) return '';
  const intro =
    'Passed at least once but not every time (pass@k but not pass^k): flaky, not solved.';
  return `## Flaky tasks\n\n${intro}\n\n${lines.join('\n')}`;
}

function renderDeltas(view: ComparisonView): string {
  if (view.rows.length === 0) return '';
  const rows = view.rows.map((row) => [
    describeTask(row),
    ...row.deltas.map((delta) => (delta === undefined ? NONE : delta.text)),
  ]);
  const table = renderTable(['task', ...DELTA_COLUMNS.map((column) => column.head)], rows);
  const intro =
    'Measured figures (provider-reported tokens, wall time) and the estimated cost, candidate − ' +
    'baseline. A delta is shown only when both sides measured it the same way.';
  const omitted = view.notCompared.map(({ columns, reason, everyTask, tasks }) => {
    const which = everyTask ? 'every task' : tasks.map(describeTask).join(', ');
    const named = columns.length === 0 ? '' : `${columns.join(', ')}: `;
    return `- ${named}${escapeMarkdown(reason)} (${which})`;
  });
  const why = omitted.length === 0 ? '' : `\n\nNot compared:\n\n${omitted.join('\n')}`;
  return `## Deltas\n\n${intro}\n\n${table}${why}`;
}

function renderHints(view: ComparisonView): string {
  const lines = view.rows.flatMap((row) => {
    const hint = row.sampleSize;
    if (hint === undefined) return [];
    const runs = `about **${formatCount(hint.runsPerSide)} runs per side**`;
    return [`- ${describeTask(row)}: ${runs} (${escapeMarkdown(hint.method)})`];
  });
  if (lines.length === 0) return '';
  return `## Sample-size hints\n\nFor inconclusive tasks: how many runs might decide them.\n\n${lines.join('\n')}`;
}

function renderNotes(view: ComparisonView): string {
  if (view.notes.length === 0) return '';
  return `## Notes\n\n${view.notes.map((note) => `- ${escapeMarkdown(note)}`).join('\n')}`;
}
