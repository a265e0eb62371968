/**
 * The pieces of the PR comment, each rendered once: per mode a section with its summary line, per
 * suite its infrastructure problems and one table row per task, and the closing notes. How many of
 * them go into the body is decided afterwards (`renderComment`), so fitting the size limit never
 * re-renders, and never changes, a piece.
 */
import {
  TASK_VERDICT_LABELS,
  type Comparison,
  type TaskComparison,
  type TaskSide,
  type TaskVerdict,
} from '../compare/comparison-schema.js';
import { plural, renderTable } from '../report/markdown-text.js';
import type { ReportConditions } from '../run-dir/conditions-file.js';
import type { Interval } from '../stats/wilson.js';
import type { CommentModel, ModeSection, SideOutcome, SuiteOutcome } from './comment-model.js';
import {
  escapeMarkdownText,
  escapeTableCell,
  formatLink,
  formatShortSha,
} from './escape-markdown.js';

/** Most consequential first: rows, summaries and counts all follow this order. */
export const VERDICT_ORDER = [
  'regressed',
  'diverged',
  'not_comparable',
  'changed',
  'improved',
  'low_power',
  'inconclusive',
  'unchanged',
] as const satisfies readonly TaskVerdict[];

/** Verdicts that claim nothing happened (or nothing could be claimed): first to be folded away. */
export const QUIET_VERDICTS: ReadonlySet<TaskVerdict> = new Set([
  'unchanged',
  'inconclusive',
  'low_power',
]);
const HIGHLIGHTED_VERDICTS: ReadonlySet<TaskVerdict> = new Set(['regressed', 'diverged']);

const MAX_ID_CHARS = 100;
const MAX_TITLE_CHARS = 60;
const MAX_LINE_CHARS = 300;
const MAX_FOOTNOTE_CHARS = 1_000;
// These bound the parts that are never cut, so the size limit can always be met by cutting rows.
const MAX_NOTICES = 20;
const MAX_NOTES_PER_SECTION = 10;
const MAX_FOOTNOTES_PER_SECTION = 3;
const SHORT_HASH_LENGTH = 12;

export const TASK_TABLE_HEAD = ['task', 'verdict', 'base', 'head', 'why'] as const;
/** A table with no rows: what the first row of a suite costs on top of the row itself. */
export const TASK_TABLE_HEADER = renderTable(TASK_TABLE_HEAD, []);

export interface TaskRow {
  taskId: string;
  verdict: TaskVerdict;
  /** Index in `VERDICT_ORDER`. */
  rank: number;
  quiet: boolean;
  text: string;
}

export interface SuiteBlock {
  heading: string;
  /** Paragraphs shown whatever the size: infrastructure problems, why there is no comparison. */
  problems: string[];
  /** Sorted by rank, then in the comparison's order. */
  rows: TaskRow[];
  conditionRows: string[][];
}

export interface SectionBlock {
  /** Heading, intro and summary line: never cut. */
  head: string[];
  suites: SuiteBlock[];
  /** Notes and footnotes: never cut. */
  tail: string[];
  /** Absent for a skipped section. */
  conditions?: { shas: string };
}

export interface CommentBlocks {
  head: string[];
  sections: SectionBlock[];
  closing: string[];
  artifactLink?: string;
  runLink?: string;
}

export function buildCommentBlocks(model: CommentModel): CommentBlocks {
  const title = `## Verdict — head ${formatShortSha(model.headSha)} vs base ${formatShortSha(model.baseSha)}`;
  const informational =
    '_Informational: this comment never blocks the pull request by itself. Whether the Verdict ' +
    'check is required is up to the repository owner._';
  const shas = `Base ${formatShortSha(model.baseSha)} · head ${formatShortSha(model.headSha)}`;
  return {
    head: [model.marker, title, informational],
    sections: model.sections.map((section) => buildSection(section, shas)),
    closing: buildClosing(model),
    ...(model.links.artifact === undefined
      ? {}
      : { artifactLink: formatLink('artifact', model.links.artifact) }),
    ...(model.links.run === undefined
      ? {}
      : { runLink: formatLink('workflow run', model.links.run) }),
  };
}

function buildSection(section: ModeSection, shas: string): SectionBlock {
  const heading =
    section.mode === 'replay' ? '### Replay — harness only, not the model' : '### Live';
  if ('skipped' in section) {
    const reason = escapeMarkdownText(section.skipped, MAX_LINE_CHARS);
    return { head: [heading, `Skipped: ${reason}`], suites: [], tail: [] };
  }
  const intro =
    section.mode === 'replay'
      ? '> Replay answers the agent with recorded model responses: it measures the harness ' +
        '(prompts, tools, agent code) only, **not the model**.'
      : 'Live runs call the model on both sides; a direction is claimed only when the intervals ' +
        'are disjoint.';
  const comparisons = section.suites.flatMap((suite) =>
    suite.comparison === undefined ? [] : [suite.comparison],
  );
  return {
    head: [heading, intro, summarizeSection(section.suites)],
    suites: section.suites.map(buildSuite),
    tail: [...renderNotes(comparisons), ...renderFootnotes(comparisons)],
    conditions: { shas },
  };
}

function summarizeSection(suites: readonly SuiteOutcome[]): string {
  const tasks = suites.flatMap((suite) => suite.comparison?.tasks ?? []);
  const parts = countVerdicts(tasks.map((task) => task.verdict)).map(({ verdict, count }) => {
    const text = `${count} ${TASK_VERDICT_LABELS[verdict]}`;
    return HIGHLIGHTED_VERDICTS.has(verdict) ? `**${text}**` : text;
  });
  const notCompared = suites.filter((suite) => suite.comparison === undefined).length;
  if (notCompared > 0) parts.push(`${plural(notCompared, 'suite')} not compared`);
  const infrastructure = suites.filter(hasInfrastructureProblem).length;
  if (infrastructure > 0) {
    parts.push(`${plural(infrastructure, 'suite')} with an infrastructure problem`);
  }
  return `**Summary:** ${parts.length === 0 ? 'no tasks compared' : parts.join(' · ')}`;
}

/** Non-zero counts, most consequential first. */
export function countVerdicts(
  verdicts: readonly TaskVerdict[],
): Array<{ verdict: TaskVerdict; count: number }> {
  return VERDICT_ORDER.map((verdict) => ({
    verdict,
    count: verdicts.filter((candidate) => candidate === verdict).length,
  })).filter(({ count }) => count > 0);
}

function hasInfrastructureProblem(suite: SuiteOutcome): boolean {
  return (['base', 'head'] as const).some(
    (side) => suite[side].state !== 'COMPLETE' && suite[side].absent !== true,
  );
}

function buildSuite(suite: SuiteOutcome): SuiteBlock {
  const problems: string[] = [];
  const absent = (['base', 'head'] as const).find((side) => suite[side].absent === true);
  if (absent !== undefined) {
    problems.push(
      `**Not compared:** ${escapeMarkdownText(suite[absent].problem ?? `the suite does not exist on ${absent}`, MAX_LINE_CHARS)}`,
    );
  } else if (hasInfrastructureProblem(suite)) {
    const lines = (['base', 'head'] as const).flatMap((side) =>
      suite[side].state === 'COMPLETE' ? [] : [`- ${describeOutcome(side, suite[side])}`],
    );
    problems.push(
      `Infrastructure problem (reported as such, not as a regression):\n${lines.join('\n')}`,
    );
  }
  const { comparison } = suite;
  if (absent !== undefined) {
    // Said above: there is nothing on the other side to compare with.
  } else if (suite.notComparable !== undefined) {
    problems.push(`**Not compared:** ${escapeMarkdownText(suite.notComparable, MAX_LINE_CHARS)}`);
  } else if (comparison === undefined) {
    const why = hasInfrastructureProblem(suite)
      ? 'a side did not produce a report.'
      : 'no comparison was produced.';
    problems.push(`**Not compared:** ${why}`);
  } else if (comparison.tasks.length === 0) {
    problems.push('No tasks in either report.');
  }
  return {
    heading: `#### ${escapeMarkdownText(suite.suiteId, MAX_ID_CHARS)}`,
    problems,
    rows: comparison === undefined ? [] : buildRows(comparison.tasks),
    conditionRows: comparison === undefined ? [] : buildConditionRows(comparison),
  };
}

function describeOutcome(side: 'base' | 'head', outcome: SideOutcome): string {
  const problem =
    outcome.problem === undefined || outcome.problem.trim() === ''
      ? ''
      : ` — ${escapeMarkdownText(outcome.problem, MAX_LINE_CHARS)}`;
  return `${side}: **${outcome.state}**${problem}`;
}

function buildRows(tasks: readonly TaskComparison[]): TaskRow[] {
  const rows = tasks.map((task) => {
    const rank = VERDICT_ORDER.indexOf(task.verdict);
    const label = TASK_VERDICT_LABELS[task.verdict];
    const cells = [
      describeTask(task),
      HIGHLIGHTED_VERDICTS.has(task.verdict) ? `**${label}**` : label,
      describeSide(task.baseline),
      describeSide(task.candidate),
      escapeTableCell(task.reason),
    ];
    return {
      taskId: task.taskId,
      verdict: task.verdict,
      rank,
      quiet: QUIET_VERDICTS.has(task.verdict),
      text: `| ${cells.join(' | ')} |`,
    };
  });
  // Array#sort is stable: within a verdict, tasks keep the comparison's order.
  return rows.sort((a, b) => a.rank - b.rank);
}

function describeTask(task: TaskComparison): string {
  const id = escapeTableCell(task.taskId, MAX_ID_CHARS);
  if (task.title === undefined || task.title.trim() === '') return id;
  return `${id} (${escapeTableCell(task.title, MAX_TITLE_CHARS)})`;
}

/** `3/5 (23.1–88.2 %)`: the counts a verdict was read from, with their interval when live. */
export function describeSide(side: TaskSide | null): string {
  if (side === null) return 'not run';
  const parts = [`${side.pass}/${side.observed}`];
  if (side.interval !== null) parts[0] += ` (${formatIntervalRange(side.interval)})`;
  // Diverged runs are errored runs, so they are among the missing: each is said once.
  const diverged = side.diverged ?? 0;
  const otherMissing = Math.max(0, side.missing - diverged);
  if (otherMissing > 0) parts.push(`${otherMissing} missing`);
  if (diverged > 0) parts.push(`${diverged} diverged`);
  return parts.join(', ');
}

/** Narrower than comparison.md's `[23.1 %, 88.2 %]`, for a table cell. */
export function formatIntervalRange(interval: Interval): string {
  return `${(interval.low * 100).toFixed(1)}–${(interval.high * 100).toFixed(1)} %`;
}

const CONDITION_FIELDS = [
  { head: 'version', read: (c: ReportConditions) => c.suiteVersion },
  { head: 'config hash', read: (c: ReportConditions) => c.configHash.slice(0, SHORT_HASH_LENGTH) },
  { head: 'provider', read: (c: ReportConditions) => c.provider },
  { head: 'model', read: (c: ReportConditions) => c.model },
  { head: 'mode', read: (c: ReportConditions) => c.mode },
  { head: 'k', read: (c: ReportConditions) => String(c.k) },
  { head: 'seed', read: (c: ReportConditions) => String(c.seed) },
] as const;

export const CONDITIONS_HEAD = ['suite', 'side', ...CONDITION_FIELDS.map((field) => field.head)];

/** One row when both sides ran under the same conditions, one per side when any field differs. */
function buildConditionRows(comparison: Comparison): string[][] {
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

/** Notes repeat across suites of a mode (replay adds the same one to each): each is said once. */
function renderNotes(comparisons: readonly Comparison[]): string[] {
  const notes = [...new Set(comparisons.flatMap((comparison) => comparison.notes))].filter(
    (note) => note.trim() !== '',
  );
  if (notes.length === 0) return [];
  const shown = notes
    .slice(0, MAX_NOTES_PER_SECTION)
    .map((note) => `- ${escapeMarkdownText(note, MAX_LINE_CHARS)}`);
  const rest = notes.length - MAX_NOTES_PER_SECTION;
  if (rest > 0) shown.push(`- … and ${plural(rest, 'more note')} in the full report.`);
  return [`**Notes**\n\n${shown.join('\n')}`];
}

function renderFootnotes(comparisons: readonly Comparison[]): string[] {
  return [...new Set(comparisons.map((comparison) => comparison.footnote))]
    .filter((footnote) => footnote.trim() !== '')
    .slice(0, MAX_FOOTNOTES_PER_SECTION)
    .map((footnote) => `_${escapeMarkdownText(footnote, MAX_FOOTNOTE_CHARS)}_`);
}

function buildClosing(model: CommentModel): string[] {
  const closing = ['---'];
  const notices = model.notices.filter((notice) => notice.trim() !== '');
  if (notices.length > 0) {
    const shown = notices
      .slice(0, MAX_NOTICES)
      .map((notice) => `- ${escapeMarkdownText(notice, MAX_LINE_CHARS)}`);
    const rest = notices.length - MAX_NOTICES;
    if (rest > 0) shown.push(`- … and ${plural(rest, 'more notice')}.`);
    closing.push(`**Notices**\n\n${shown.join('\n')}`);
  }
  const links = [
    model.links.artifact === undefined
      ? undefined
      : `Full report: ${formatLink('artifact', model.links.artifact)}`,
    model.links.run === undefined ? undefined : formatLink('Workflow run', model.links.run),
  ].filter((link) => link !== undefined);
  if (links.length > 0) closing.push(links.join(' · '));
  return closing;
}
