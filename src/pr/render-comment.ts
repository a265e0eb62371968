/**
 * The body of the sticky PR comment (SPEC §7), pure and deterministic. GitHub refuses comments over
 * 65,536 characters, so the body is fitted in steps, each only when the previous is too long:
 * 1. everything, quiet rows of large suites folded; 2. quiet rows counted; 3. rows most
 * consequential first while they fit (then without the conditions); 4. whole suites cut, and last
 * the body cut at a line. Every other piece is bounded and always kept; what is not listed is counted.
 */
import { labelVerdictOf } from '../compare/comparison-view.js';
import { redactJson, redactText } from '../provider/secret-redact.js';
import { plural } from '../text/format.js';
import { renderTable } from '../text/markdown.js';
import { buildCommentBlocks, type CommentBlocks } from './comment-blocks.js';
import { codeBlock } from './comment-divergences.js';
import { countVerdicts } from './comment-headline.js';
import { STRIP_LEGEND, STRIP_SCALE } from './comment-strips.js';
import {
  CONDITIONS_HEAD,
  MAX_REASONS_PER_SIDE,
  TASK_TABLE_HEADER,
  type SuiteBlock,
  type TaskRow,
} from './comment-suite.js';
import type { CommentModel } from './comment-model.js';
import { HISTORY_MAX_CHARS, isHistoryRegion, renderHistoryRegion } from './comment-history.js';
import { formatLink, formatShortSha } from './escape-markdown.js';

/** Below GitHub's 65,536, leaving room for what an upsert or a reader's edit might add. */
export const COMMENT_MAX_CHARS = 65_000;

/** Suites with more tasks than this fold their quiet rows, so the changes stay on screen. */
const FOLD_QUIET_ABOVE = 10;
/** Conditions are context, not findings: past this they are left to the full report. */
const MAX_CONDITIONS_CHARS = 8_000;

interface Cut {
  listQuiet: boolean;
  showConditions: boolean;
  /** How many suites are shown, in document order across sections. */
  suiteLimit: number;
  /** The rows listed; when absent, every row `listQuiet` allows. */
  listed?: ReadonlySet<TaskRow>;
}

/** `end`: what is not listed, the notices and the links, which a last-resort cut keeps. */
interface Layout {
  body: string;
  end: string;
}

/** Redacted before rendering (so the fitting counts the markers, not the secrets) and after. */
export async function renderRedactedComment(
  model: CommentModel,
  maxChars = COMMENT_MAX_CHARS,
): Promise<{ model: CommentModel; body: string }> {
  const redacted = (await redactJson(model)).value;
  const { text } = await redactText(renderComment(redacted, maxChars));
  return { model: redacted, body: text };
}

/** The body, with room kept for the history `carryHistory` adds on an edit. */
export function renderComment(model: CommentModel, maxChars = COMMENT_MAX_CHARS): string {
  const blocks = buildCommentBlocks(model);
  const ownRegion = blocks.closing.find((part) => isHistoryRegion(part))?.length ?? 0;
  return fitComment(blocks, Math.max(0, maxChars - Math.max(0, HISTORY_MAX_CHARS - ownRegion)));
}

/** A body without a result: the title as the result would have it, one line, the run and history. */
export interface StatusComment {
  marker: string;
  headSha: string;
  baseSha?: string;
  runLink?: string;
}

export function renderStatusComment(options: StatusComment, line: string): string {
  const base = options.baseSha === undefined ? '' : ` vs base ${formatShortSha(options.baseSha)}`;
  const parts = [
    options.marker,
    `## Verdict — head ${formatShortSha(options.headSha)}${base}`,
    line,
    ...(options.runLink === undefined ? [] : [formatLink('Workflow run', options.runLink)]),
    renderHistoryRegion({ earlier: [] }),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** The body while an evaluation runs; it keeps the history. */
export function renderInProgressComment(options: StatusComment): string {
  return renderStatusComment(
    options,
    `⏳ **evaluating ${formatShortSha(options.headSha)}…** This comment is replaced with the result when the evaluation ends.`,
  );
}

function fitComment(blocks: CommentBlocks, maxChars: number): string {
  const everySuite = Number.POSITIVE_INFINITY;
  for (const listQuiet of [true, false]) {
    const text = joinLayout(
      layoutComment(blocks, { listQuiet, showConditions: true, suiteLimit: everySuite }),
    );
    if (text.length <= maxChars) return text;
  }
  for (const showConditions of [true, false]) {
    const text = fitRows(
      blocks,
      { listQuiet: false, showConditions, suiteLimit: everySuite },
      maxChars,
    );
    if (text !== undefined) return text;
  }
  return fitSuites(blocks, maxChars);
}

/** Rows most consequential first while an upper bound of their cost fits; the final check guards it. */
function fitRows(blocks: CommentBlocks, cut: Cut, maxChars: number): string | undefined {
  const listed = new Set<TaskRow>();
  const render = () => joinLayout(layoutComment(blocks, { ...cut, listed }));
  const suiteOf = new Map<TaskRow, SuiteBlock>();
  for (const suite of blocks.sections.flatMap((section) => section.suites)) {
    for (const row of suite.rows) if (!row.quiet) suiteOf.set(row, suite);
  }
  const candidates = [...suiteOf].sort(([a], [b]) => a.rank - b.rank);
  let length = render().length;
  if (length > maxChars) return undefined;
  const started = new Set<SuiteBlock>();
  for (const [row, suite] of candidates) {
    const cost = (started.has(suite) ? 0 : TABLE_COST) + rowCost(row);
    if (length + cost > maxChars) break;
    listed.add(row);
    started.add(suite);
    length += cost;
  }
  const order = [...listed];
  let text = render();
  while (text.length > maxChars) {
    const last = order.pop();
    if (last === undefined) return undefined;
    listed.delete(last);
    text = render();
  }
  return text;
}

/** Only for absurd inputs (thousands of suites): shows whole suites, no rows, while they fit. */
function fitSuites(blocks: CommentBlocks, maxChars: number): string {
  const cut: Cut = { listQuiet: false, showConditions: false, suiteLimit: 0, listed: new Set() };
  let layout = layoutComment(blocks, cut);
  if (joinLayout(layout).length > maxChars) return clipBody(layout, maxChars);
  let length = joinLayout(layout).length;
  for (const suite of blocks.sections.flatMap((section) => section.suites)) {
    const cost = 2 + layoutSuite(suite, cut).text.length;
    if (length + cost > maxChars) break;
    length += cost;
    cut.suiteLimit += 1;
  }
  layout = layoutComment(blocks, cut);
  while (joinLayout(layout).length > maxChars && cut.suiteLimit > 0) {
    cut.suiteLimit -= 1;
    layout = layoutComment(blocks, cut);
  }
  const text = joinLayout(layout);
  return text.length <= maxChars ? text : clipBody(layout, maxChars);
}

/** The last resort: cut at a line boundary; nothing at this step opens a `<details>` to hide the end. */
function clipBody(layout: Layout, maxChars: number): string {
  const notice = '… the rest of this comment was cut: see the full report in the artifact.';
  const room = maxChars - layout.end.length - notice.length - 5;
  const cut = layout.body.slice(0, Math.max(0, room));
  const atLine = cut.lastIndexOf('\n');
  const body = atLine > 0 ? cut.slice(0, atLine) : cut;
  return `${body}\n\n${notice}\n\n${layout.end}\n`;
}

function joinLayout(layout: Layout): string {
  return `${layout.body}\n\n${layout.end}\n`;
}

function layoutComment(blocks: CommentBlocks, cut: Cut): Layout {
  let suitesBefore = 0;
  const shownSuites: SuiteBlock[] = [];
  let hiddenTasks = 0;
  let hiddenSuites = 0;
  const sections = blocks.sections.map((section) => {
    const shown = Math.max(0, Math.min(section.suites.length, cut.suiteLimit - suitesBefore));
    suitesBefore += section.suites.length;
    const suites = section.suites.slice(0, shown).map((suite) => layoutSuite(suite, cut));
    hiddenSuites += section.suites.length - shown;
    hiddenTasks += section.suites.slice(shown).reduce((sum, suite) => sum + suite.rows.length, 0);
    hiddenTasks += suites.reduce((sum, suite) => sum + suite.hidden, 0);
    shownSuites.push(...section.suites.slice(0, shown));
    return [...section.head, ...suites.map((suite) => suite.text), ...section.tail].join('\n\n');
  });
  const conditions = cut.showConditions ? layoutConditions(blocks, shownSuites) : [];
  const hidden = describeHidden(blocks.hiddenWhere, hiddenTasks, hiddenSuites);
  return {
    body: [...blocks.head, ...sections, ...conditions].join('\n\n'),
    end: [...hidden, ...blocks.closing].join('\n\n'),
  };
}

/** The conditions of every suite shown, every mode in one table, folded: context, not findings. */
function layoutConditions(blocks: CommentBlocks, suites: readonly SuiteBlock[]): string[] {
  if (blocks.conditionShas === undefined) return [];
  const rows = suites.flatMap((suite) => suite.conditionRows);
  let table = rows.length === 0 ? '' : `\n\n${renderTable(CONDITIONS_HEAD, rows)}`;
  if (table.length > MAX_CONDITIONS_CHARS) {
    table = `\n\nThe conditions of ${plural(suites.length, 'suite')} are in the full report.`;
  }
  return [
    `<details><summary>Conditions</summary>\n\n${blocks.conditionShas}${table}\n\n</details>`,
  ];
}

function layoutSuite(suite: SuiteBlock, cut: Cut): { text: string; hidden: number } {
  const isListed = (row: TaskRow) =>
    cut.listed === undefined ? cut.listQuiet || !row.quiet : cut.listed.has(row);
  const listed = suite.rows.filter(isListed);
  const hidden = suite.rows.filter((row) => !isListed(row));
  const foldQuiet = cut.listQuiet && suite.rows.length > FOLD_QUIET_ABOVE;
  const main = foldQuiet ? listed.filter((row) => !row.quiet) : listed;
  const folded = foldQuiet ? listed.filter((row) => row.quiet) : [];
  const parts = [suite.heading, ...suite.problems];
  if (main.length > 0) parts.push(renderRows(main), ...renderDetails(main));
  if (folded.length > 0) {
    const inFold = [renderRows(folded), ...renderDetails(folded)].join('\n\n');
    parts.push(`<details><summary>${describeCounts(folded)}</summary>\n\n${inFold}\n\n</details>`);
  }
  if (hidden.length > 0) parts.push(`Not listed here: ${describeCounts(hidden)}.`);
  const strips = listed.flatMap((row) => (row.strip === undefined ? [] : [row.strip]));
  if (strips.length > 0) parts.push(layoutStrips(strips));
  return { text: parts.join('\n\n'), hidden: hidden.length };
}

const REASONS_HEAD =
  `**Why runs failed** (at most ${MAX_REASONS_PER_SIDE} reasons per task and side, most runs first; ` +
  'runs in brackets; errored runs are infrastructure problems, diverged runs harness changes: ' +
  'neither is a result)';
const TOOLS_HEAD =
  '**Tool use that changed** (base → head: a tool appeared, disappeared, or its share of runs ' +
  'moved by 30 points or more; this decides no verdict)';
/** What the headings of a suite's reasons and tool changes cost besides their lines. */
const DETAIL_HEADS_COST = REASONS_HEAD.length + TOOLS_HEAD.length + 8;

/** Under the listed rows: why their runs failed, then the tools whose use changed. */
function renderDetails(rows: readonly TaskRow[]): string[] {
  const reasons = rows.flatMap((row) => row.reasonLines);
  const tools = rows.flatMap((row) => row.toolLines);
  return [
    ...(reasons.length === 0 ? [] : [`${REASONS_HEAD}\n\n${reasons.join('\n')}`]),
    ...(tools.length === 0 ? [] : [`${TOOLS_HEAD}\n\n${tools.join('\n')}`]),
  ];
}

/** What the fold of interval strips costs besides its strips (an upper bound). */
const STRIP_FOLD_COST = 400;
/** What a suite's first listed row adds besides its own lines: the table's header, the folds' heads. */
const TABLE_COST = TASK_TABLE_HEADER.length + 2 + STRIP_FOLD_COST + DETAIL_HEADS_COST;

/** A listed row's lines: its table row, its strip, its reasons and tool changes. */
function rowCost(row: TaskRow): number {
  const lines = [row.text, ...(row.strip === undefined ? [] : [row.strip]), ...row.reasonLines];
  return [...lines, ...row.toolLines].reduce((sum, line) => sum + line.length + 1, 0);
}

function layoutStrips(strips: readonly string[]): string {
  const text = [STRIP_SCALE, ...strips].join('\n');
  return `<details><summary>Intervals, base against head</summary>\n\n${STRIP_LEGEND}\n\n${codeBlock(text, 'text')}\n\n</details>`;
}

function renderRows(rows: readonly TaskRow[]): string {
  return [TASK_TABLE_HEADER, ...rows.map((row) => row.text)].join('\n');
}

function describeCounts(rows: readonly TaskRow[]): string {
  return countVerdicts(rows.map((row) => row.verdict))
    .map(({ verdict, count }) => `${count} ${labelVerdictOf(verdict, rows)}`)
    .join(', ');
}

function describeHidden(where: string, hiddenTasks: number, hiddenSuites: number): string[] {
  const parts = [
    ...(hiddenSuites > 0 ? [plural(hiddenSuites, 'more suite')] : []),
    ...(hiddenTasks > 0 ? [plural(hiddenTasks, 'more task')] : []),
  ];
  if (parts.length === 0) return [];
  return [`… ${parts.join(' and ')} not listed here: see the full report in ${where}.`];
}
