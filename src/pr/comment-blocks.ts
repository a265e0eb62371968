/** The comment's pieces, each rendered once: fitting the size limit only chooses among them. */
import { plural } from '../text/format.js';
import {
  describeHeadline,
  describeSectionCounts,
  viewSections,
  type SectionView,
  type SuiteView,
} from './comment-headline.js';
import type { CommentModel } from './comment-model.js';
import { renderHistoryRegion, type CommentHistory } from './comment-history.js';
import { renderGateBlock } from './comment-gate.js';
import { describeUnsandboxed } from './comment-sandbox.js';
import { MAX_LINE_CHARS, buildSuite, type SuiteBlock } from './comment-suite.js';
import { escapeMarkdownText, formatLink, formatShortSha } from './escape-markdown.js';

const MAX_FOOTNOTE_CHARS = 1_000;
// These bound the parts that are never cut, so the size limit can always be met by cutting rows.
const MAX_NOTICES = 20;
const MAX_NOTES_PER_SECTION = 10;
const MAX_FOOTNOTES = 3;

export interface SectionBlock {
  /** Heading, intro and summary line: never cut. */
  head: string[];
  suites: SuiteBlock[];
  /** Notes and footnotes: never cut. */
  tail: string[];
}

export interface CommentBlocks {
  head: string[];
  sections: SectionBlock[];
  /** The shas line of the one folded conditions table, after the sections; absent when none ran. */
  conditionShas?: string;
  /** The one footnote, the notices, the links and the history region: never cut. */
  closing: string[];
  /** Where what the comment does not list is (trusted Markdown). */
  hiddenWhere: string;
}

export function buildCommentBlocks(model: CommentModel): CommentBlocks {
  const sections = viewSections(model.sections);
  const headline = describeHeadline(sections);
  const title = `## Verdict — head ${formatShortSha(model.headSha)} vs base ${formatShortSha(model.baseSha)}`;
  const informational =
    '_Informational: this comment never blocks the pull request by itself. Whether the Verdict ' +
    'check is required is up to the repository owner._';
  const unsandboxed = describeUnsandboxed(model.sections, model.notices);
  const gate = renderGateBlock(model.gate, model.sections);
  // Where the rest of a suite's reasons is: the trusted job's own links, the HTML report first.
  const rest =
    model.links.report === undefined
      ? describeArtifact(model.links, 'the full report')
      : `the ${formatLink('HTML report', model.links.report)}`;
  return {
    head: [
      model.marker,
      title,
      headline.markdown,
      ...(unsandboxed === undefined ? [] : [unsandboxed]),
      informational,
      ...(gate === undefined ? [] : [gate]),
    ],
    sections: sections.map((section) => buildSection(section, rest)),
    ...(sections.every((section) => 'skipped' in section)
      ? {}
      : {
          conditionShas: `Base ${formatShortSha(model.baseSha)} · head ${formatShortSha(model.headSha)}`,
        }),
    closing: buildClosing(model, sections, headline.plain),
    hiddenWhere: describeArtifact(model.links, 'the artifact'),
  };
}

/** The artifact by the trusted job's own links, else `fallback`. */
function describeArtifact(links: CommentModel['links'], fallback: string): string {
  if (links.artifact !== undefined) return `the ${formatLink('artifact', links.artifact)}`;
  if (links.run !== undefined)
    return `the artifact of the ${formatLink('workflow run', links.run)}`;
  return fallback;
}

function buildSection(section: SectionView, rest: string): SectionBlock {
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
      : describeLiveRule(section.suites);
  return {
    head: [heading, intro, `**Summary:** ${describeSectionCounts(section.suites).join(' · ')}`],
    suites: section.suites.map((suite) => buildSuite(suite, rest)),
    tail: renderNotes(section.suites.flatMap((suite) => suite.comparison?.notes ?? [])),
  };
}

const ADAPTIVE_RULE =
  'each task stopped when an anytime-valid test decided it (a direction once its e-value reached ' +
  'the threshold its row shows, no change larger than δ once its confidence sequence lay inside ' +
  '±δ), else ran to max-k.';

/** How the live verdicts were reached: fixed k's intervals, adaptive k's test, or each where used. */
function describeLiveRule(suites: readonly SuiteView[]): string {
  const compared = suites.flatMap((suite) => suite.comparison ?? []);
  const adaptive = compared.filter((comparison) => comparison.adaptive !== undefined).length;
  if (adaptive === 0) {
    return 'Live runs call the model on both sides; a direction is claimed only when the intervals are disjoint.';
  }
  if (adaptive === compared.length) {
    return `Live runs call the model on both sides in rounds (adaptive k); ${ADAPTIVE_RULE}`;
  }
  return (
    'Live runs call the model on both sides. With a fixed k a direction is claimed only when the ' +
    `intervals are disjoint; with adaptive k ${ADAPTIVE_RULE}`
  );
}

/** Notes repeat across suites of a mode (replay adds the same one to each): each is said once. */
function renderNotes(all: readonly string[]): string[] {
  const notes = [...new Set(all)];
  if (notes.length === 0) return [];
  const more = (rest: number) => `${plural(rest, 'more note')} in the full report.`;
  return [renderList('**Notes**', notes, MAX_NOTES_PER_SECTION, more)];
}

/** Untrusted lines, escaped, at most `max` of them and the rest counted (`- … and 3 more notes`). */
function renderList(
  title: string,
  items: readonly string[],
  max: number,
  more: (rest: number) => string,
): string {
  const shown = items.slice(0, max).map((item) => `- ${escapeMarkdownText(item, MAX_LINE_CHARS)}`);
  if (items.length > max) shown.push(`- … and ${more(items.length - max)}`);
  return `${title}\n\n${shown.join('\n')}`;
}

/** The footnote every comparison carries, said once at the end (after the suite verdict's). */
function renderFootnotes(sections: readonly SectionView[]): string[] {
  const footnotes = sections.flatMap((section) =>
    'skipped' in section
      ? []
      : section.suites.flatMap((suite) => suite.comparison?.footnotes ?? []),
  );
  const suiteVerdict = [...new Set(footnotes.flatMap((footnote) => footnote.suiteVerdict ?? []))];
  const limits = [...new Set(footnotes.map((footnote) => footnote.limits))]
    .filter((footnote) => footnote.trim() !== '')
    .slice(0, MAX_FOOTNOTES);
  return [...suiteVerdict, ...limits].map(
    (footnote) => `_${escapeMarkdownText(footnote, MAX_FOOTNOTE_CHARS)}_`,
  );
}

function buildClosing(
  model: CommentModel,
  sections: readonly SectionView[],
  headline: string,
): string[] {
  const closing = [...renderFootnotes(sections), '---'];
  const notices = model.notices.filter((notice) => notice.trim() !== '');
  if (notices.length > 0) {
    const more = (rest: number) => `${plural(rest, 'more notice')}.`;
    closing.push(renderList('**Notices**', notices, MAX_NOTICES, more));
  }
  const links = [
    model.links.report === undefined ? undefined : formatLink('HTML report', model.links.report),
    model.links.artifact === undefined
      ? undefined
      : `Full report: ${formatLink('artifact', model.links.artifact)} (inside it, open ${ARTIFACT_HTML})`,
    model.links.run === undefined ? undefined : formatLink('Workflow run', model.links.run),
  ].filter((link) => link !== undefined);
  // Before the links, which stay last: the history of earlier pushes, carried over on each edit.
  closing.push(renderHistoryRegion({ ...currentEntry(model, headline), earlier: [] }));
  if (links.length > 0) closing.push(links.join(' · '));
  return closing;
}

/** Where the HTML reports are inside the artifact (comparison/<mode>/<suite>/, head/<mode>/<suite>/). */
const ARTIFACT_HTML = '`comparison.html` under comparison/ and `report.html` under base/ and head/';

function currentEntry(model: CommentModel, headline: string): Pick<CommentHistory, 'current'> {
  if (!/^[0-9a-f]{40}$/.test(model.headSha)) return {};
  return {
    current: {
      sha: model.headSha,
      ...(model.evaluatedAt === undefined ? {} : { at: model.evaluatedAt }),
      headline: headline.slice(0, 300),
    },
  };
}
