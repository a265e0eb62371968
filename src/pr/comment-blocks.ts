/**
 * The pieces of the PR comment, each rendered once: the headline (and "not sandboxed" under it
 * when a side ran without a sandbox), per mode a section with its
 * summary line (with the suite-level verdict of live suites), per suite its harness changes (divergences with their diffs and the re-record
 * command), flaky tasks, infrastructure problems, one table row and one interval strip per task,
 * and the closing: the one footnote, notices, history and links. How many of
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
import { describeSameRate } from '../compare/compare-reports.js';
import { excerptLines, type ChangeExcerpt } from '../provider/divergence-excerpt.js';
import { plural, renderTable, truncateText } from '../report/markdown-text.js';
import type { ReportConditions } from '../run-dir/conditions-file.js';
import {
  SUITE_VERDICT_FOOTNOTE,
  SUITE_VERDICT_LABELS,
  type SuiteVerdictName,
} from '../stats/suite-verdict.js';
import type { Interval } from '../stats/wilson.js';
import type {
  CommentModel,
  Divergence,
  ModeSection,
  SideOutcome,
  SuiteOutcome,
} from './comment-model.js';
import { renderHistoryRegion } from './comment-history.js';
import { describeSandboxCell, describeUnsandboxed } from './comment-sandbox.js';
import { hasSideProblem } from './tally.js';
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
const MAX_FOOTNOTES = 3;
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
  /** Live: the interval strip (base and head lines), shown in the suite's fold of intervals. */
  strip?: string;
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
  /** The one folded conditions table of every section, after the sections. */
  conditions: { shas: string };
  /** The one footnote, the notices, the links and the history region: never cut. */
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
  const unsandboxed = describeUnsandboxed(model.sections, model.notices);
  return {
    head: [
      model.marker,
      title,
      describeHeadline(model.sections).markdown,
      ...(unsandboxed === undefined ? [] : [unsandboxed]),
      informational,
    ],
    sections: model.sections.map((section) => buildSection(section)),
    conditions: { shas },
    closing: buildClosing(model),
    ...(model.links.artifact === undefined
      ? {}
      : { artifactLink: formatLink('artifact', model.links.artifact) }),
    ...(model.links.run === undefined
      ? {}
      : { runLink: formatLink('workflow run', model.links.run) }),
  };
}

/**
 * The first line of the comment, one part per mode (live first: it is about the model), e.g.
 * `live: 1 regressed · 5 inconclusive — replay: 9 unchanged · 1 harness change`. `plain` is the
 * same without Markdown, for the history of earlier pushes.
 */
export function describeHeadline(sections: readonly ModeSection[]): {
  markdown: string;
  plain: string;
} {
  const ordered = [...sections].sort(
    (a, b) => (a.mode === 'live' ? 0 : 1) - (b.mode === 'live' ? 0 : 1),
  );
  if (ordered.length === 0)
    return { markdown: '**Nothing was evaluated.**', plain: 'nothing evaluated' };
  const parts = ordered.map((section) => {
    const counts = 'skipped' in section ? ['skipped'] : describeSectionCounts(section.suites);
    return { mode: section.mode, counts };
  });
  return {
    markdown: parts.map(({ mode, counts }) => `**${mode}:** ${counts.join(' · ')}`).join(' — '),
    plain: parts
      .map(({ mode, counts }) => `${mode}: ${counts.join(' · ').replace(/\*\*/g, '')}`)
      .join(' — '),
  };
}

/** What a diverged task is to a reader: the harness now sends the model something else. */
function harnessChanges(count: number): string {
  return plural(count, 'harness change');
}

/** Counts of a section's tasks, most consequential first, then what could not be compared. */
function describeSectionCounts(suites: readonly SuiteOutcome[]): string[] {
  const tasks = suites.flatMap((suite) => suite.comparison?.tasks ?? []);
  const parts = countVerdicts(tasks.map((task) => task.verdict)).map(({ verdict, count }) => {
    let text =
      verdict === 'diverged' ? harnessChanges(count) : `${count} ${TASK_VERDICT_LABELS[verdict]}`;
    if (verdict === 'inconclusive') {
      const same = tasks.filter((task) => task.verdict === verdict && hasSameRate(task)).length;
      if (same > 0) text += ` (${same} same observed rate)`;
    }
    return HIGHLIGHTED_VERDICTS.has(verdict) ? `**${text}**` : text;
  });
  const flaky = tasks.filter((task) => flakySides(task).length > 0).length;
  if (flaky > 0) parts.push(`${flaky} flaky`);
  const suiteLevel = describeSuiteLevel(suites);
  if (suiteLevel !== undefined) parts.push(suiteLevel);
  const notCompared = suites.filter((suite) => suite.comparison === undefined).length;
  if (notCompared > 0) parts.push(`${plural(notCompared, 'suite')} not compared`);
  const infrastructure = suites.filter(hasInfrastructureProblem).length;
  if (infrastructure > 0) {
    parts.push(`${plural(infrastructure, 'suite')} with an infrastructure problem`);
  }
  return parts.length === 0 ? ['no tasks compared'] : parts;
}

/** Most consequential first, as the task verdicts. */
const SUITE_VERDICT_ORDER = [
  'regressed',
  'improved',
  'low_power',
  'inconclusive',
] as const satisfies readonly SuiteVerdictName[];

/**
 * The suite-level verdicts (live only, paired by task): `suite regressed` for one suite,
 * `suites: 1 regressed, 2 inconclusive` for several. Regressed is in bold, as a regressed task is.
 */
function describeSuiteLevel(suites: readonly SuiteOutcome[]): string | undefined {
  const verdicts = suites.flatMap((suite) => suite.comparison?.summary.suite?.verdict ?? []);
  if (verdicts.length === 0) return undefined;
  const bold = (text: string, verdict: SuiteVerdictName) =>
    verdict === 'regressed' ? `**${text}**` : text;
  const [only] = verdicts;
  if (verdicts.length === 1 && only !== undefined) {
    return bold(`suite ${SUITE_VERDICT_LABELS[only]}`, only);
  }
  const counts = SUITE_VERDICT_ORDER.flatMap((verdict) => {
    const count = verdicts.filter((candidate) => candidate === verdict).length;
    return count === 0 ? [] : [bold(`${count} ${SUITE_VERDICT_LABELS[verdict]}`, verdict)];
  });
  return `suites: ${counts.join(', ')}`;
}

/** Live inconclusive with the same observed rate on both sides (5/5 vs 5/5): nothing to tell apart. */
function hasSameRate(task: TaskComparison): boolean {
  if (task.verdict !== 'inconclusive') return false;
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

function buildSection(section: ModeSection): SectionBlock {
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
    head: [heading, intro, `**Summary:** ${describeSectionCounts(section.suites).join(' · ')}`],
    suites: section.suites.map(buildSuite),
    tail: renderNotes(comparisons),
    conditions: { shas: '' },
  };
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
  return (['base', 'head'] as const).some((side) => hasSideProblem(suite, side));
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
      hasSideProblem(suite, side) ? [`- ${describeOutcome(side, suite[side])}`] : [],
    );
    problems.push(
      `Infrastructure problem (reported as such, not as a regression):\n${lines.join('\n')}`,
    );
  }
  if (suite.base.reused !== undefined) problems.push(describeReused(suite.base.reused));
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
  } else {
    problems.push(...describeHarnessChange(suite, comparison), ...describeFlaky(comparison));
  }
  return {
    heading: `#### ${escapeMarkdownText(suite.suiteId, MAX_ID_CHARS)}`,
    problems,
    rows: comparison === undefined ? [] : buildRows(comparison.tasks),
    conditionRows: comparison === undefined ? [] : buildConditionRows(comparison),
  };
}

/** A run id as a code span when it is one of ours (letters, digits, `-`, `_`, `.`), else escaped text. */
function formatRunId(runId: string): string {
  return /^[\w.-]{1,100}$/.test(runId) ? `\`${runId}\`` : escapeMarkdownText(runId, MAX_ID_CHARS);
}

/** The base's live results came from an earlier evaluation with the same key (SPEC §7). */
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
    const label = hasSameRate(task)
      ? 'inconclusive (same rate)'
      : TASK_VERDICT_LABELS[task.verdict];
    const cells = [
      describeTask(task),
      HIGHLIGHTED_VERDICTS.has(task.verdict) ? `**${label}**` : label,
      describeSide(task.baseline),
      describeSide(task.candidate),
      describeWhy(task),
    ];
    const strip = renderStrip(task);
    return {
      taskId: task.taskId,
      verdict: task.verdict,
      rank,
      quiet: QUIET_VERDICTS.has(task.verdict),
      text: `| ${cells.join(' | ')} |`,
      ...(strip === undefined ? {} : { strip }),
    };
  });
  // Array#sort is stable: within a verdict, tasks keep the comparison's order.
  return rows.sort((a, b) => a.rank - b.rank);
}

/** The reason, said plainly for the same observed rate, with what changed and who is flaky. */
function describeWhy(task: TaskComparison): string {
  const parts: string[] = [];
  if (hasSameRate(task) && task.baseline !== null && task.candidate !== null) {
    parts.push(describeSameRate(task.baseline, task.candidate));
  } else {
    parts.push(escapeTableCell(task.reason));
  }
  const changes = (task.changes ?? []).filter((change) => change.trim() !== '');
  if (changes.length > 0) {
    const shown = changes.slice(0, MAX_CHANGES).map((change) => escapeTableCell(change, 120));
    const rest = changes.length - shown.length;
    parts.push(`changed: ${shown.join('; ')}${rest > 0 ? `; and ${rest} more` : ''}`);
  }
  const flaky = flakySides(task);
  if (flaky.length > 0) parts.push(`flaky on ${flaky.join(' and ')}`);
  return parts.join('; ');
}

const MAX_CHANGES = 5;

/** Sides that passed some runs but not every one (pass@k but not pass^k). */
function flakySides(task: TaskComparison): string[] {
  return [
    ...(task.flaky?.baseline === true ? ['base'] : []),
    ...(task.flaky?.candidate === true ? ['head'] : []),
  ];
}

function describeFlaky(comparison: Comparison): string[] {
  const flaky = comparison.tasks.filter((task) => flakySides(task).length > 0);
  if (flaky.length === 0) return [];
  const shown = flaky
    .slice(0, MAX_FLAKY_LISTED)
    .map(
      (task) => `${escapeMarkdownText(task.taskId, MAX_ID_CHARS)} (${flakySides(task).join(', ')})`,
    );
  const rest = flaky.length - shown.length;
  return [
    `**Flaky:** ${shown.join(', ')}${rest > 0 ? ` and ${rest} more` : ''} — passed in some runs but not in every run (pass@k, not pass^k).`,
  ];
}

const MAX_FLAKY_LISTED = 20;

function describeTask(task: TaskComparison): string {
  const id = escapeTableCell(task.taskId, MAX_ID_CHARS);
  if (task.title === undefined || task.title.trim() === '') return id;
  return `${id} (${escapeTableCell(task.title, MAX_TITLE_CHARS)})`;
}

/** `3/5 (23.1–88.2 %)`: the counts a verdict was read from, with their interval when live. */
export function describeSide(side: TaskSide | null): string {
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
  { head: 'sandbox', read: describeSandboxCell },
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

/** Every comparison of every mode carries the same footnote: it is said once, at the end. */
function renderFootnotes(model: CommentModel): string[] {
  const comparisons = model.sections.flatMap((section) =>
    'skipped' in section ? [] : section.suites.flatMap((suite) => suite.comparison ?? []),
  );
  const footnotes = [...new Set(comparisons.map((comparison) => comparison.footnote))]
    .filter((footnote) => footnote.trim() !== '')
    .slice(0, MAX_FOOTNOTES)
    .map((footnote) => `_${escapeMarkdownText(footnote, MAX_FOOTNOTE_CHARS)}_`);
  // The suite verdict's assumptions, once, whenever a suite has one: a constant, so it is bounded.
  const suiteLevel = comparisons.some((comparison) => comparison.summary.suite !== undefined)
    ? [`_${escapeMarkdownText(SUITE_VERDICT_FOOTNOTE, MAX_FOOTNOTE_CHARS)}_`]
    : [];
  return [...suiteLevel, ...footnotes];
}

function buildClosing(model: CommentModel): string[] {
  const closing = [...renderFootnotes(model), '---'];
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
    model.links.report === undefined ? undefined : formatLink('HTML report', model.links.report),
    model.links.artifact === undefined
      ? undefined
      : `Full report: ${formatLink('artifact', model.links.artifact)} (inside it, open ${ARTIFACT_HTML})`,
    model.links.run === undefined ? undefined : formatLink('Workflow run', model.links.run),
  ].filter((link) => link !== undefined);
  // Before the links, which stay last: the history of earlier pushes, carried over on each edit.
  closing.push(renderHistoryRegion({ ...currentEntry(model), earlier: [] }));
  if (links.length > 0) closing.push(links.join(' · '));
  return closing;
}

/** Where the HTML reports are inside the artifact (comparison/<mode>/<suite>/, head/<mode>/<suite>/). */
const ARTIFACT_HTML = '`comparison.html` under comparison/ and `report.html` under base/ and head/';

/** This result as the history of a later push will list it. */
function currentEntry(model: CommentModel): {
  current?: { sha: string; at?: string; headline: string };
} {
  if (!/^[0-9a-f]{40}$/.test(model.headSha)) return {};
  const headline = describeHeadline(model.sections).plain.slice(0, 300);
  return {
    current: {
      sha: model.headSha,
      ...(model.evaluatedAt === undefined ? {} : { at: model.evaluatedAt }),
      headline,
    },
  };
}

/** Divergences shown with their excerpts; the others of the suite get one line each. */
const MAX_DIVERGENCE_DIFFS = 5;
/** A diff block's bounds, whatever the payload's excerpt holds. */
const MAX_DIFF_CHARS = 3_000;
const MAX_DIFF_LINES = 40;

/**
 * A replay divergence as what it is: the harness now sends the model something other than what was
 * recorded. Per task, call and field a folded diff of recorded against sent, then the command that
 * records the cassettes again if the change was intended.
 */
function describeHarnessChange(suite: SuiteOutcome, comparison: Comparison): string[] {
  const diverged = comparison.tasks.filter((task) => task.verdict === 'diverged');
  if (diverged.length === 0) return [];
  const divergences = suite.divergences ?? [];
  const lead =
    `**Harness change:** ${plural(diverged.length, 'task')} diverged from ${diverged.length === 1 ? 'its cassette' : 'their cassettes'}: ` +
    'the harness now sends the model something other than what was recorded (this is not an infrastructure problem).';
  const parts = [lead];
  const folds = divergences.map((divergence, index) =>
    index < MAX_DIVERGENCE_DIFFS
      ? renderDivergence(divergence)
      : `- ${describeDivergence(divergence)}`,
  );
  if (folds.length > 0) parts.push(folds.join('\n\n'));
  else {
    parts.push(
      diverged
        .slice(0, MAX_DIVERGENCE_DIFFS)
        .map(
          (task) =>
            `- ${escapeMarkdownText(task.taskId, MAX_ID_CHARS)}: ${escapeMarkdownText(task.reason, MAX_LINE_CHARS)}`,
        )
        .join('\n'),
    );
  }
  const more = suite.moreDivergences ?? 0;
  if (more > 0) parts.push(`… and ${plural(more, 'more divergence')} in the full report.`);
  if (suite.reRecord !== undefined && suite.reRecord.trim() !== '') {
    parts.push(
      `If the change was intended, record the cassettes again and commit them:\n\n${codeBlock(suite.reRecord, 'sh')}`,
    );
  } else {
    parts.push(
      "If the change was intended, record these tasks' cassettes again (`npx verdict record SUITE_DIR --tasks …`) and commit them.",
    );
  }
  return [parts.join('\n\n')];
}

/** `rename-symbol — call 2, messages[3].content (1 of 1 runs)`, escaped. */
function describeDivergence(divergence: Divergence): string {
  const where =
    divergence.field === '(call)'
      ? 'a missing or extra call'
      : escapeMarkdownText(divergence.field, 120);
  return `${escapeMarkdownText(divergence.taskId, MAX_ID_CHARS)} — call ${divergence.call}, ${where} (${plural(divergence.runs, 'run')} diverged here)`;
}

function renderDivergence(divergence: Divergence): string {
  const { excerpt } = divergence;
  const diff =
    excerpt === undefined || excerpt.hunks.length === 0
      ? escapeMarkdownText(divergence.message, MAX_LINE_CHARS)
      : `${describeExcerpt(divergence.field, excerpt)}\n\n${codeBlock(renderExcerptDiff(excerpt), 'diff')}`;
  return `<details><summary>${describeDivergence(divergence)}</summary>\n\n${diff}\n\n</details>`;
}

/** The legend above a diff, escaped: what the signs and the marks mean, and which value it shows. */
function describeExcerpt(field: string, excerpt: ChangeExcerpt): string {
  const where =
    excerpt.path === field ? '' : ` (in ${escapeMarkdownText(excerpt.path, MAX_LINE_CHARS)})`;
  const aligned = excerpt.unaligned
    ? ': the two differ in too many places to be aligned, so each is shown from its start'
    : ', the changed words marked `[-…-]` and `{+…+}`';
  return `\`-\` recorded, \`+\` sent by the harness now${where}${aligned}:`;
}

/**
 * The excerpt's hunks as the lines of a `diff` block: each side on lines of its own, the changed
 * words marked, control characters made visible, and the whole bounded.
 */
function renderExcerptDiff(excerpt: ChangeExcerpt): string {
  const marks = { '-': ['[-', '-]'], '+': ['{+', '+}'] } as const;
  const lines: string[] = [];
  excerpt.hunks.forEach((hunk, index) => {
    if (index > 0) lines.push('  ⋯');
    for (const { sign, runs } of excerptLines(hunk)) {
      const [open, close] = marks[sign];
      const text = runs
        .map((run) =>
          run.changed ? `${open}${visibleText(run.text)}${close}` : visibleText(run.text),
        )
        .join('');
      lines.push(`${sign} ${text}`);
    }
  });
  const more = excerpt.moreChanges ?? 0;
  if (more > 0) lines.push(`  … and ${plural(more, 'more change')}`);
  const kept: string[] = [];
  let chars = 0;
  for (const line of lines) {
    if (kept.length === MAX_DIFF_LINES || chars >= MAX_DIFF_CHARS) {
      kept.push(`  … ${plural(lines.length - kept.length, 'more line')}`);
      break;
    }
    const shown = truncateText(line, MAX_DIFF_CHARS - chars);
    kept.push(shown);
    chars += shown.length + 1;
  }
  return kept.join('\n');
}

/** Control characters (other than tab) as `�`: inside a code block they would still do harm. */
function visibleText(text: string): string {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return text.replace(/[\u0000-\u0008\u000a-\u001f\u007f\u2028\u2029]/g, '�');
}

/**
 * A fenced code block whose fence no line of `text` can close: inside it nothing is Markdown, HTML,
 * a mention or a link, so untrusted text is shown as it is.
 */
export function codeBlock(text: string, language = ''): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}${language}\n${text}\n${fence}`;
}

/** Cells of an interval strip: 40 cells of 2.5 % each over 0–100 %. */
const STRIP_CELLS = 40;
const STRIP_LABEL_CHARS = 24;
/** The scale above every strip fold, aligned with the cells. */
export const STRIP_SCALE = `${' '.repeat(STRIP_LABEL_CHARS + 8)}0 %${' '.repeat(17)}50 %${' '.repeat(11)}100 %`;
export const STRIP_LEGEND =
  '▓ base interval · ▒ head interval · ░ outside · │ observed rate (95 % Wilson intervals, 0–100 %)';

/**
 * Live: base and head as bars on a 0–100 % scale, each with its interval shaded and its observed
 * rate marked, and the same numbers beside the bar as text (for screen readers, and for anyone who
 * would rather read than look). Shades and characters, never colour, so both themes read it.
 */
function renderStrip(task: TaskComparison): string | undefined {
  const sides = [
    { name: 'base', side: task.baseline, fill: '▓' },
    { name: 'head', side: task.candidate, fill: '▒' },
  ] as const;
  if (sides.every(({ side }) => side?.interval === null || side === null)) return undefined;
  const id = stripLabel(task.taskId);
  return sides
    .map(({ name, side, fill }, index) => {
      const label = `${index === 0 ? id : ' '.repeat(STRIP_LABEL_CHARS)}  ${name}  `;
      if (side === null || side.interval === null)
        return `${label}${' '.repeat(STRIP_CELLS)}  not run`;
      const { low, high } = side.interval;
      const point = side.observed === 0 ? undefined : side.pass / side.observed;
      return `${label}${stripCells(low, high, point, fill)}  ${describeStripNumbers(side, point)}`;
    })
    .join('\n');
}

const STRIP_LOOKALIKES: Record<string, string> = { '@': '＠', '<': '‹', '>': '›', '`': 'ʼ' };

function stripLabel(taskId: string): string {
  // Inert in a code block anyway; lookalikes keep the label from reading as a mention or a tag
  // wherever the body is read as plain text.
  const clean = taskId
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, '?')
    .replace(/[@<>`]/g, (char) => STRIP_LOOKALIKES[char] ?? '?');
  const cut =
    clean.length > STRIP_LABEL_CHARS ? `${clean.slice(0, STRIP_LABEL_CHARS - 1)}…` : clean;
  return cut.padEnd(STRIP_LABEL_CHARS);
}

function stripCells(low: number, high: number, point: number | undefined, fill: string): string {
  const marked =
    point === undefined ? -1 : Math.min(STRIP_CELLS - 1, Math.floor(point * STRIP_CELLS));
  let cells = '';
  for (let index = 0; index < STRIP_CELLS; index += 1) {
    const from = index / STRIP_CELLS;
    const to = (index + 1) / STRIP_CELLS;
    if (index === marked) cells += '│';
    else cells += to > low && from <= high ? fill : '░';
  }
  return cells;
}

function describeStripNumbers(side: TaskSide, point: number | undefined): string {
  const interval = side.interval === null ? '' : ` [${formatIntervalRange(side.interval)}]`;
  const rate = point === undefined ? 'no judged runs' : `${(point * 100).toFixed(1)} %`;
  return `${side.pass}/${side.observed} = ${rate}${interval}`;
}
