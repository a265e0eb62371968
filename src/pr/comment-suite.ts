/** One suite of the PR comment, rendered once; `renderComment` decides which rows fit. */
import type { TaskSide, TaskVerdict } from '../compare/comparison-schema.js';
import type { ComparisonRow, ComparisonView } from '../compare/comparison-view.js';
import { describeFailureCounts } from '../compare/failures-and-tools-view.js';
import { codeSpan, renderTable } from '../text/markdown.js';
import { formatIntervalRange, formatK, plural } from '../text/format.js';
import type { ReportConditions } from '../run-dir/conditions-file.js';
import type { AgentStart } from './comment-agent-start.js';
import { describeHarnessChange } from './comment-divergences.js';
import {
  HIGHLIGHTED_VERDICTS,
  QUIET_VERDICTS,
  VERDICT_ORDER,
  flakySides,
  hasInfrastructureProblem,
  problemSides,
  type SuiteView,
} from './comment-headline.js';
import type { SideOutcome } from './comment-model.js';
import { describeSandboxCell } from './comment-sandbox.js';
import { renderStrip } from './comment-strips.js';
import { escapeMarkdownText, escapeTableCell, formatLink } from './escape-markdown.js';

// What the comment shows of untrusted text: its own bounds, not those of report.html.
const MAX_ID_CHARS = 100;
const MAX_TITLE_CHARS = 60;
export const MAX_LINE_CHARS = 300;
const SHORT_HASH_LENGTH = 12;
const MAX_CHANGES = 5;
const MAX_FLAKY_LISTED = 20;
/** The comment shows the top reasons of a side; the full report has every one. */
export const MAX_REASONS_PER_SIDE = 3;
const MAX_REASON_CHARS = 200;
const MAX_TOOL_CHANGES = 5;
const MAX_TOOL_NAME_CHARS = 60;
const MAX_ERROR_LINE_CHARS = 200;

/** A table with no rows: what the first row of a suite costs on top of the row itself. */
export const TASK_TABLE_HEADER = renderTable(['task', 'verdict', 'base', 'head', 'why'], []);

export interface TaskRow {
  verdict: TaskVerdict;
  /** The verdict in words (`no change larger than 20 pts`). */
  label: string;
  rank: number;
  quiet: boolean;
  text: string;
  /** Live: the interval strip (base and head lines), shown in the suite's fold of intervals. */
  strip?: string;
  /** List items under the table when the row is listed: why each side's runs failed. */
  reasonLines: string[];
  /** A list item under the table when the row is listed: the tools whose use changed. */
  toolLines: string[];
}

export interface SuiteBlock {
  heading: string;
  /** Paragraphs shown whatever the size: infrastructure problems, why there is no comparison. */
  problems: string[];
  /** Sorted by rank, then in the comparison's order. */
  rows: TaskRow[];
  conditionRows: string[][];
}

/** `rest`: where the comment points for what it does not list (trusted Markdown). */
export function buildSuite(view: SuiteView, rest: string): SuiteBlock {
  const { outcome: suite, comparison, agentStart } = view;
  const problems: string[] = [];
  const absent = (['base', 'head'] as const).find((side) => suite[side].absent === true);
  if (absent !== undefined) {
    problems.push(
      `**Not compared:** ${escapeMarkdownText(suite[absent].problem ?? `the suite does not exist on ${absent}`, MAX_LINE_CHARS)}`,
    );
  } else {
    problems.push(...describeNotStarting(agentStart));
    // Both sides' agents not starting is said above, as the environment's problem.
    const bothNotStarting = agentStart.base !== undefined && agentStart.head !== undefined;
    const sides = bothNotStarting ? [] : problemSides(view);
    if (sides.length > 0) {
      const lines = sides.map((side) => `- ${describeOutcome(side, suite[side], agentStart)}`);
      problems.push(
        `Infrastructure problem (reported as such, not as a regression):\n${lines.join('\n')}`,
      );
    }
  }
  if (suite.base.reused !== undefined) problems.push(describeReused(suite.base.reused));
  if (absent !== undefined) {
    // Said above: there is nothing on the other side to compare with.
  } else if (suite.notComparable !== undefined) {
    problems.push(`**Not compared:** ${escapeMarkdownText(suite.notComparable, MAX_LINE_CHARS)}`);
  } else if (comparison === undefined) {
    const why = hasInfrastructureProblem(suite)
      ? 'a side did not produce a report.'
      : 'no comparison was produced.';
    problems.push(`**Not compared:** ${why}`);
  } else if (comparison.rows.length === 0) {
    problems.push('No tasks in either report.');
  } else {
    // Runs that ended before their first model call asked the cassette nothing: no harness change.
    const harness = agentStart.head === undefined ? describeHarnessChange(suite, comparison) : [];
    problems.push(...harness, ...describeFlaky(comparison));
  }
  return {
    heading: `#### ${escapeMarkdownText(suite.suiteId, MAX_ID_CHARS)}`,
    problems,
    rows: comparison === undefined ? [] : buildRows(comparison.rows, rest),
    conditionRows: comparison === undefined ? [] : buildConditionRows(comparison),
  };
}

/** A run id of ours (letters, digits, `-`, `_`, `.`) as a code span, else escaped text. */
function formatRunId(runId: string): string {
  return /^[\w.-]{1,100}$/.test(runId) ? `\`${runId}\`` : escapeMarkdownText(runId, MAX_ID_CHARS);
}

function describeReused(reused: NonNullable<SideOutcome['reused']>): string {
  const when = `${reused.storedAt.slice(0, 10)} ${reused.storedAt.slice(11, 16)} UTC`;
  const origin =
    reused.origin === undefined
      ? ''
      : /^https?:\/\//.test(reused.origin)
        ? ` (${formatLink('workflow run', reused.origin)})`
        : ` (${escapeMarkdownText(reused.origin, MAX_LINE_CHARS)})`;
  return (
    `**Base reused:** the live base results of run ${formatRunId(reused.runId)}, ` +
    `made ${when}${origin}, for the same base commit, suite version, configuration, agent, model, k and seed; ` +
    'the model was called for the head only.'
  );
}

function describeOutcome(
  side: 'base' | 'head',
  outcome: SideOutcome,
  agentStart: AgentStart,
): string {
  const problem =
    outcome.problem === undefined || outcome.problem.trim() === ''
      ? ''
      : ` — ${escapeMarkdownText(outcome.problem, MAX_LINE_CHARS)}`;
  const notStarting = agentStart[side];
  const agent =
    notStarting === undefined
      ? ''
      : `; its agent does not start: ${codeSpan(notStarting.errorLine, MAX_ERROR_LINE_CHARS)}`;
  return `${side}: **${outcome.state}**${problem}${agent}`;
}

/** Head only: this change broke it; both sides: the environment. Never a regression or harness change. */
function describeNotStarting({ base, head }: AgentStart): string[] {
  if (head === undefined) return [];
  // No runs: the command refused the agent before any, its program not being there.
  const ended = (runs: number) =>
    runs === 0
      ? 'its program is not there: no run started'
      : `${runs === 1 ? 'its run' : `each of its ${runs} runs`} ended before its first model call`;
  if (base === undefined) {
    return [
      `**The head's agent does not start:** ${codeSpan(head.errorLine, MAX_ERROR_LINE_CHARS)} — ` +
        `${ended(head.runs)}, so nothing was measured on head. The base's agent starts: this ` +
        'change broke it (not a regression of the model, not a harness change).',
    ];
  }
  const errors =
    base.errorLine === head.errorLine
      ? codeSpan(head.errorLine, MAX_ERROR_LINE_CHARS)
      : `${codeSpan(base.errorLine, MAX_ERROR_LINE_CHARS)} on base, ${codeSpan(head.errorLine, MAX_ERROR_LINE_CHARS)} on head`;
  return [
    `**Infrastructure problem of the environment:** the agent does not start on base or head: ${errors} — ` +
      'every run on both sides ended before its first model call, so nothing was compared. It is ' +
      "not a regression and not a harness change: fix the agent's install or setup and run again.",
  ];
}

function buildRows(rows: readonly ComparisonRow[], rest: string): TaskRow[] {
  const built = rows.map((row) => {
    const label = row.sameObservedRate ? 'inconclusive (same rate)' : row.label;
    const cells = [
      describeTask(row),
      HIGHLIGHTED_VERDICTS.has(row.verdict) ? `**${label}**` : label,
      describeSide(row.baseline),
      describeSide(row.candidate),
      describeWhy(row),
    ];
    const strip = renderStrip(row);
    return {
      verdict: row.verdict,
      label: row.label,
      rank: VERDICT_ORDER.indexOf(row.verdict),
      quiet: QUIET_VERDICTS.has(row.verdict),
      text: `| ${cells.join(' | ')} |`,
      ...(strip === undefined ? {} : { strip }),
      reasonLines: describeFailures(row, rest),
      toolLines: describeToolChanges(row),
    };
  });
  // Array#sort is stable: within a verdict, tasks keep the comparison's order.
  return built.sort((a, b) => a.rank - b.rank);
}

/** The reason, with what changed (the first few) and who is flaky. */
function describeWhy(row: ComparisonRow): string {
  const parts = [escapeTableCell(row.reason)];
  if (row.changes.length > 0) {
    const shown = row.changes.slice(0, MAX_CHANGES).map((change) => escapeTableCell(change, 120));
    const rest = row.changes.length - shown.length;
    parts.push(`changed: ${shown.join('; ')}${rest > 0 ? `; and ${rest} more` : ''}`);
  }
  const flaky = flakySides(row.flaky);
  if (flaky.length > 0) parts.push(`flaky on ${flaky.join(' and ')}`);
  return parts.join('; ');
}

/** Per side whose runs did not all pass: its top reasons (escaped, cut), the rest counted. */
function describeFailures(row: ComparisonRow, rest: string): string[] {
  return row.failures.map((failures) => {
    const shown = failures.reasons.slice(0, MAX_REASONS_PER_SIDE);
    const reasons = shown.map(
      (reason) =>
        `${reason.kind === 'failed' ? '' : `${reason.kind}: `}${escapeMarkdownText(reason.text, MAX_REASON_CHARS)} (${reason.runs})`,
    );
    const more = failures.reasons.slice(shown.length);
    const moreReasons = more.length + (failures.unlisted?.reasons ?? 0);
    if (moreReasons > 0) {
      const moreRuns =
        more.reduce((sum, reason) => sum + reason.runs, 0) + (failures.unlisted?.runs ?? 0);
      reasons.push(`${plural(moreReasons, 'more reason')} (${plural(moreRuns, 'run')}) in ${rest}`);
    }
    const side = failures.side === 'candidate' ? 'head' : 'base';
    return `- ${escapeMarkdownText(row.taskId, MAX_ID_CHARS)}, ${side}: ${describeFailureCounts(failures)} — ${reasons.join(' · ')}`;
  });
}

/** One list item when tools appeared, disappeared or moved by 30 points: names in code spans. */
function describeToolChanges(row: ComparisonRow): string[] {
  if (row.toolChanges.length === 0) return [];
  const shown = row.toolChanges
    .slice(0, MAX_TOOL_CHANGES)
    .map(
      (tool) =>
        `${codeSpan(tool.name, MAX_TOOL_NAME_CHARS)} ${tool.text} (${tool.changeText ?? 'changed'})`,
    );
  const rest = row.toolChanges.length - shown.length;
  if (rest > 0) shown.push(`and ${plural(rest, 'more tool')}`);
  return [`- ${escapeMarkdownText(row.taskId, MAX_ID_CHARS)}: ${shown.join(' · ')}`];
}

function describeFlaky(comparison: ComparisonView): string[] {
  const flaky = comparison.rows.filter((row) => flakySides(row.flaky).length > 0);
  if (flaky.length === 0) return [];
  const shown = flaky
    .slice(0, MAX_FLAKY_LISTED)
    .map(
      (row) =>
        `${escapeMarkdownText(row.taskId, MAX_ID_CHARS)} (${flakySides(row.flaky).join(', ')})`,
    );
  const rest = flaky.length - shown.length;
  return [
    `**Flaky:** ${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''} — passed in some runs but not in every run (pass@k, not pass^k).`,
  ];
}

function describeTask(row: ComparisonRow): string {
  const id = escapeTableCell(row.taskId, MAX_ID_CHARS);
  if (row.title === undefined) return id;
  return `${id} (${escapeTableCell(row.title, MAX_TITLE_CHARS)})`;
}

/** `3/5 (23.1–88.2 %)`: the counts a verdict was read from, with their interval when live. */
function describeSide(side: TaskSide | null): string {
  if (side === null) return 'not run';
  // Diverged runs are errored runs, so they are among the missing: each is said once.
  const diverged = side.diverged ?? 0;
  const otherMissing = Math.max(0, side.missing - diverged);
  const parts: string[] = [];
  if (side.observed > 0 || diverged === 0) {
    parts.push(`${side.pass}/${side.observed}`);
    if (side.interval !== null) parts[0] += ` (${formatIntervalRange(side.interval)})`;
  }
  if (diverged > 0) {
    parts.push(`diverged (${diverged} of ${side.observed + side.missing} runs)`);
  }
  if (otherMissing > 0) parts.push(`${otherMissing} missing`);
  return parts.join(', ');
}

const CONDITION_FIELDS = [
  { head: 'version', read: (c: ReportConditions) => c.suiteVersion },
  { head: 'config hash', read: (c: ReportConditions) => c.configHash.slice(0, SHORT_HASH_LENGTH) },
  { head: 'provider', read: (c: ReportConditions) => c.provider },
  { head: 'model', read: (c: ReportConditions) => c.model },
  { head: 'mode', read: (c: ReportConditions) => c.mode },
  { head: 'k', read: (c: ReportConditions) => formatK(c) },
  { head: 'seed', read: (c: ReportConditions) => String(c.seed) },
  { head: 'sandbox', read: describeSandboxCell },
] as const;

export const CONDITIONS_HEAD = ['suite', 'side', ...CONDITION_FIELDS.map((field) => field.head)];

/** One row when both sides ran under the same conditions, one per side when any field differs. */
function buildConditionRows(comparison: ComparisonView): string[][] {
  const suite = escapeTableCell(comparison.baseline.conditions.suiteId, MAX_ID_CHARS);
  const base = CONDITION_FIELDS.map((field) => field.read(comparison.baseline.conditions));
  const head = CONDITION_FIELDS.map((field) => field.read(comparison.candidate.conditions));
  const cells = (values: readonly string[]) =>
    values.map((value) => escapeTableCell(value, MAX_ID_CHARS));
  if (base.every((value, index) => value === head[index])) {
    return [[suite, 'base = head', ...cells(base)]];
  }
  return [
    [suite, 'base', ...cells(base)],
    [suite, 'head', ...cells(head)],
  ];
}
