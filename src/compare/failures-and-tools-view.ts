/**
 * Two parts of a comparison row's view (`comparison-view.ts`): why each side's runs did not pass,
 * as its report grouped the reasons, and each tool's use base against head with what changed. The
 * text is plain and untrusted run output: each renderer escapes it. Pure.
 */
import { describeNotPassed, formatPoints, plural } from '../text/format.js';
import { kindOfReason, type ReasonKind } from '../report/failure-reasons.js';
import type { NotPassedStatus } from '../report/report-schema.js';
import type { TaskSide, ToolChange, ToolUseComparison } from './comparison-schema.js';

export type ComparedSideName = 'baseline' | 'candidate';

/** Why one side's runs did not pass. */
export interface SideFailures {
  side: ComparedSideName;
  /** Planned runs: judged and missing. */
  runs: number;
  /** Judged runs that did not pass (failed, or went over budget): results. */
  failed: number;
  /** Errored runs other than divergences: infrastructure, excluded from every rate. */
  errored: number;
  /** Replay: runs that left their cassette (errored runs too, counted here and not above). */
  diverged: number;
  /** Most runs first; the text is untrusted run output (each renderer escapes it). */
  reasons: FailureReasonView[];
  /** The reasons beyond those listed, and their runs. */
  unlisted?: { reasons: number; runs: number };
}

export interface FailureReasonView {
  status: NotPassedStatus;
  /** Errored (infrastructure) and diverged (a harness change) are not results: said so. */
  kind: ReasonKind;
  /** The reason, or `no reason recorded`. */
  text: string;
  runs: number;
}

/** One tool, base against head. The name is untrusted run output (each renderer escapes it). */
export interface ToolUseView {
  name: string;
  change?: ToolChange;
  /** `10/10 → 3/10 runs, 3.0 → 0.3 calls per run`. */
  text: string;
  /** `appeared`, `disappeared`, or the move of the share (`−70.0 pp`) when it changed. */
  changeText?: string;
  /** Candidate − baseline share of runs; 0 when a side has no judged run. */
  difference: number;
}

/** `3 of 10 failed`, `3 of 10 failed, 1 errored`, `1 of 1 diverged`: a side's runs that did not pass. */
export function describeFailureCounts(failures: SideFailures): string {
  return describeNotPassed(failures, failures.runs);
}

/** The reasons a side's report did not list, and where they are. */
export function describeUnlisted({ side, unlisted }: SideFailures): string {
  if (unlisted === undefined) return '';
  return (
    `… and ${plural(unlisted.reasons, 'more reason')} (${plural(unlisted.runs, 'run')}): ` +
    `see the ${side}'s runs.jsonl`
  );
}

const NO_REASON = 'no reason recorded';

/** A side with runs that did not pass and reasons grouped by its report; else undefined. */
export function viewFailures(
  side: ComparedSideName,
  value: TaskSide | null,
): SideFailures | undefined {
  const grouped = value?.failureReasons;
  if (value === null || grouped === undefined) return undefined;
  const failed = value.observed - value.pass;
  const allErrored = value.errored ?? 0;
  const diverged = Math.min(allErrored, value.diverged ?? 0);
  if (failed + allErrored === 0) return undefined;
  return {
    side,
    runs: value.observed + value.missing,
    failed,
    errored: allErrored - diverged,
    diverged,
    reasons: grouped.listed.map((group) => ({
      status: group.status,
      kind: kindOfReason(group),
      text: group.reason === undefined || group.reason.trim() === '' ? NO_REASON : group.reason,
      runs: group.runs,
    })),
    ...(grouped.unlisted === undefined ? {} : { unlisted: grouped.unlisted }),
  };
}

/** Each tool with its runs and calls per run on both sides, and what changed. */
export function viewToolUse(toolUse: ToolUseComparison | undefined): ToolUseView[] {
  if (toolUse === undefined) return [];
  const { baseline: baseRuns, candidate: candRuns } = toolUse.runs;
  const share = (runs: number, of: number) => (of === 0 ? 0 : runs / of);
  const perRun = (calls: number, of: number) => (of === 0 ? '—' : (calls / of).toFixed(1));
  return toolUse.tools.map(({ name, baseline, candidate, change }) => {
    const difference =
      baseRuns === 0 || candRuns === 0
        ? 0
        : share(candidate.runs, candRuns) - share(baseline.runs, baseRuns);
    const text =
      `${baseline.runs}/${baseRuns} → ${candidate.runs}/${candRuns} runs, ` +
      `${perRun(baseline.calls, baseRuns)} → ${perRun(candidate.calls, candRuns)} calls per run`;
    return {
      name,
      ...(change === undefined
        ? {}
        : { change, changeText: describeToolChange(change, difference) }),
      text,
      difference,
    };
  });
}

function describeToolChange(change: ToolChange, difference: number): string {
  return change === 'moved' ? formatPoints(difference) : change;
}
