/**
 * Two parts of a comparison row's view: why each side's runs did not pass, and each tool's use base
 * against head. The text is plain, untrusted run output: each renderer escapes it.
 */
import { describeNotPassed, formatPoints, plural } from '../text/format.js';
import { kindOfReason, type ReasonKind } from '../report/failure-reasons.js';
import type { NotPassedStatus } from '../report/report-schema.js';
import type { TaskSide, ToolChange, ToolUseComparison } from './comparison-schema.js';

export type ComparedSideName = 'baseline' | 'candidate';

export interface SideFailures {
  side: ComparedSideName;
  /** Planned runs: judged and missing. */
  runs: number;
  /** Judged runs that did not pass: results. */
  failed: number;
  /** Errored runs other than divergences: infrastructure. */
  errored: number;
  /** Replay: errored runs that left their cassette. */
  diverged: number;
  reasons: FailureReasonView[];
  unlisted?: { reasons: number; runs: number };
}

export interface FailureReasonView {
  status: NotPassedStatus;
  kind: ReasonKind;
  text: string;
  runs: number;
}

export interface ToolUseView {
  name: string;
  change?: ToolChange;
  /** `10/10 → 3/10 runs, 3.0 → 0.3 calls per run`. */
  text: string;
  /** `appeared`, `disappeared`, or the move of the share (`−70.0 pp`). */
  changeText?: string;
  /** Candidate − baseline share of runs; 0 when a side has no judged run. */
  difference: number;
}

/** `3 of 10 failed, 1 errored`. */
export function describeFailureCounts(failures: SideFailures): string {
  return describeNotPassed(failures, failures.runs);
}

export function describeUnlisted({ side, unlisted }: SideFailures): string {
  if (unlisted === undefined) return '';
  return (
    `… and ${plural(unlisted.reasons, 'more reason')} (${plural(unlisted.runs, 'run')}): ` +
    `see the ${side}'s runs.jsonl`
  );
}

const NO_REASON = 'no reason recorded';

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
        : { change, changeText: change === 'moved' ? formatPoints(difference) : change }),
      text,
      difference,
    };
  });
}
