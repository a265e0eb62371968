/** Each suite's comparison viewed once for the whole comment, and the counts sections and headline say. */
import type { TaskVerdict } from '../compare/comparison-schema.js';
import {
  describeRunsSpent,
  labelVerdictOf,
  viewComparison,
  type ComparisonView,
  type RunsSpent,
} from '../compare/comparison-view.js';
import { codeSpan } from '../text/markdown.js';
import { plural } from '../text/format.js';
import { SUITE_VERDICT_LABELS, type SuiteVerdictName } from '../stats/suite-verdict.js';
import { findAgentsNotStarting, type AgentStart } from './comment-agent-start.js';
import type { ModeSection, SuiteOutcome } from './comment-model.js';
import { hasSideProblem } from './tally.js';

export interface SuiteView {
  outcome: SuiteOutcome;
  comparison?: ComparisonView;
  /** The sides whose agent does not start: every run ended before its first model call. */
  agentStart: AgentStart;
}

export type SectionView =
  | { mode: ModeSection['mode']; skipped: string }
  | { mode: ModeSection['mode']; suites: SuiteView[] };

export function viewSections(sections: readonly ModeSection[]): SectionView[] {
  return sections.map((section) =>
    'skipped' in section
      ? section
      : {
          mode: section.mode,
          suites: section.suites.map((outcome) => {
            const comparison =
              outcome.comparison === undefined ? undefined : viewComparison(outcome.comparison);
            return {
              outcome,
              ...(comparison === undefined ? {} : { comparison }),
              agentStart: findAgentsNotStarting(comparison, outcome),
            };
          }),
        },
  );
}

/** Most consequential first: rows, summaries and counts all follow this order. */
export const VERDICT_ORDER = [
  'regressed',
  'diverged',
  'not_comparable',
  'changed',
  'improved',
  'low_power',
  'inconclusive',
  'no_change',
  'unchanged',
] as const satisfies readonly TaskVerdict[];

/** Verdicts that claim nothing happened (or nothing could be claimed): first to be folded away. */
export const QUIET_VERDICTS: ReadonlySet<TaskVerdict> = new Set([
  'unchanged',
  'inconclusive',
  'no_change',
  'low_power',
]);
export const HIGHLIGHTED_VERDICTS: ReadonlySet<TaskVerdict> = new Set(['regressed', 'diverged']);

export function countVerdicts(
  verdicts: readonly TaskVerdict[],
): Array<{ verdict: TaskVerdict; count: number }> {
  return VERDICT_ORDER.map((verdict) => ({
    verdict,
    count: verdicts.filter((candidate) => candidate === verdict).length,
  })).filter(({ count }) => count > 0);
}

/** The first line: agents that do not start, then each mode, live first; `plain` has no Markdown. */
export function describeHeadline(sections: readonly SectionView[]): {
  markdown: string;
  plain: string;
} {
  const ordered = [...sections].sort(
    (a, b) => (a.mode === 'live' ? 0 : 1) - (b.mode === 'live' ? 0 : 1),
  );
  if (ordered.length === 0)
    return { markdown: '**Nothing was evaluated.**', plain: 'nothing evaluated' };
  const statements = [
    ...describeAgentsNotStarting(
      ordered.flatMap((section) => ('skipped' in section ? [] : section.suites)),
    ),
    ...ordered.map((section) => {
      // The agents that do not start are said once, before the modes.
      const counts = (
        'skipped' in section
          ? ['skipped']
          : describeSectionCounts(section.suites, { notStarting: false })
      ).join(' · ');
      return {
        markdown: `**${section.mode}:** ${counts}`,
        plain: `${section.mode}: ${counts.replace(/\*\*/g, '')}`,
      };
    }),
  ];
  return {
    markdown: statements.map((statement) => statement.markdown).join(' — '),
    plain: statements.map((statement) => statement.plain).join(' — '),
  };
}

/** Error lines are run output: shown as code, and short. */
const MAX_ERROR_LINE_CHARS = 160;
/** Statements the headline makes about agents that do not start; the suites say the rest. */
const MAX_NOT_STARTING = 2;

/** Once per distinct statement: only the head's (the change broke it), or both sides'. */
function describeAgentsNotStarting(
  suites: readonly SuiteView[],
): Array<{ markdown: string; plain: string }> {
  const statements = new Map<string, { markdown: string; plain: string }>();
  for (const { agentStart } of suites) {
    const { base, head } = agentStart;
    if (head === undefined) continue;
    const [what, why] =
      base === undefined
        ? ["the head's agent does not start", '']
        : [
            'the agent does not start on base or head',
            ', an infrastructure problem of the environment',
          ];
    const lead = `${what.charAt(0).toUpperCase()}${what.slice(1)}`;
    const plain = `${what}: ${head.errorLine.slice(0, MAX_ERROR_LINE_CHARS)}${why}`;
    const markdown = `**${lead}:** ${codeSpan(head.errorLine, MAX_ERROR_LINE_CHARS)}${why}`;
    statements.set(plain, { markdown, plain });
  }
  return [...statements.values()].slice(0, MAX_NOT_STARTING);
}

/** Most consequential first, then what was not compared; first of all a head that does not start. */
export function describeSectionCounts(
  suites: readonly SuiteView[],
  { notStarting = true }: { notStarting?: boolean } = {},
): string[] {
  const rows = suites.flatMap((suite) => suite.comparison?.rows ?? []);
  const parts = countVerdicts(rows.map((row) => row.verdict)).map(({ verdict, count }) => {
    // A diverged task is to a reader a harness change: it now sends the model something else.
    let text =
      verdict === 'diverged'
        ? plural(count, 'harness change')
        : `${count} ${labelVerdictOf(verdict, rows)}`;
    if (verdict === 'inconclusive') {
      const same = rows.filter((row) => row.sameObservedRate).length;
      if (same > 0) text += ` (${same} same observed rate)`;
    }
    return HIGHLIGHTED_VERDICTS.has(verdict) ? `**${text}**` : text;
  });
  const flaky = rows.filter((row) => flakySides(row.flaky).length > 0).length;
  if (flaky > 0) parts.push(`${flaky} flaky`);
  const suiteLevel = describeSuiteLevel(suites);
  if (suiteLevel !== undefined) parts.push(suiteLevel);
  const runs = sumRunsSpent(suites);
  if (runs !== undefined) parts.push(describeRunsSpent(runs));
  const notCompared = suites.filter((suite) => suite.comparison === undefined).length;
  if (notCompared > 0) parts.push(`${plural(notCompared, 'suite')} not compared`);
  // The head's agent that does not start is this change's doing, and said first.
  const headNotStarting = suites.filter((suite) => headOnlyNotStarting(suite)).length;
  if (notStarting && headNotStarting > 0) {
    const where = suites.length === 1 ? '' : ` in ${plural(headNotStarting, 'suite')}`;
    parts.unshift(`**the head's agent does not start${where}**`);
  }
  const infrastructure = suites.filter((suite) => problemSides(suite).length > 0).length;
  if (infrastructure > 0) {
    parts.push(`${plural(infrastructure, 'suite')} with an infrastructure problem`);
  }
  return parts.length === 0 ? ['no tasks compared'] : parts;
}

const SUITE_VERDICT_ORDER = [
  'regressed',
  'improved',
  'low_power',
  'inconclusive',
] as const satisfies readonly SuiteVerdictName[];

/** Live suite-level verdicts: `suite regressed` for one suite, `suites: 1 regressed, …` for several. */
function describeSuiteLevel(suites: readonly SuiteView[]): string | undefined {
  const verdicts = suites.flatMap((suite) => suite.comparison?.headline.suite?.verdict ?? []);
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

/** `--k auto`: the runs of every adaptive suite, against fixed k = max-k (named when they share it). */
function sumRunsSpent(suites: readonly SuiteView[]): RunsSpent | undefined {
  const spent = suites.flatMap((suite) => suite.comparison?.adaptive ?? []);
  const [first] = spent;
  if (first === undefined) return undefined;
  return {
    spent: spent.reduce((sum, runs) => sum + runs.spent, 0),
    fixedK: spent.reduce((sum, runs) => sum + runs.fixedK, 0),
    maxK: spent.every((runs) => runs.maxK === first.maxK) ? first.maxK : null,
  };
}

export function hasInfrastructureProblem(suite: SuiteOutcome): boolean {
  return (['base', 'head'] as const).some((side) => hasSideProblem(suite, side));
}

/** Only the head's agent does not start: the change broke it. */
export function headOnlyNotStarting({ agentStart }: SuiteView): boolean {
  return agentStart.head !== undefined && agentStart.base === undefined;
}

/** Sides that did not complete, but for a head whose agent alone does not start (the change's doing). */
export function problemSides(suite: SuiteView): Array<'base' | 'head'> {
  return (['base', 'head'] as const).filter(
    (side) =>
      hasSideProblem(suite.outcome, side) && !(side === 'head' && headOnlyNotStarting(suite)),
  );
}

/** The sides (as the comment names them) that passed some runs but not every one. */
export function flakySides(
  flaky: { baseline?: boolean; candidate?: boolean } | undefined,
): string[] {
  return [
    ...(flaky?.baseline === true ? ['base'] : []),
    ...(flaky?.candidate === true ? ['head'] : []),
  ];
}
