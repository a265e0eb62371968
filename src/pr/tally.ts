/**
 * The numbers behind the Action's outputs and `fail-on`: task verdicts counted over every mode and
 * suite, infrastructure problems counted apart (they are never regressions), and one overall word.
 */
import { countStandings, type GateOutcome, type GateReport } from '../gate/task-standings.js';
import type { ModeSection, SuiteOutcome } from './comment-model.js';

/**
 * Whether a side's runs are missing only because they diverged from their cassettes: that is a
 * harness change (what replay exists to find), not an infrastructure problem.
 */
export function missingOnlyByDivergence(suite: SuiteOutcome, side: 'base' | 'head'): boolean {
  const { comparison } = suite;
  if (suite[side].state !== 'PARTIAL' || comparison?.mode !== 'replay') return false;
  let missing = 0;
  let diverged = 0;
  for (const task of comparison.tasks) {
    const counts = side === 'base' ? task.baseline : task.candidate;
    missing += counts?.missing ?? 0;
    diverged += counts?.diverged ?? 0;
  }
  return diverged > 0 && missing === diverged;
}

/** A side that did not complete for a reason other than a harness change or its absence. */
export function hasSideProblem(suite: SuiteOutcome, side: 'base' | 'head'): boolean {
  return (
    suite[side].state !== 'COMPLETE' &&
    suite[side].absent !== true &&
    !missingOnlyByDivergence(suite, side)
  );
}

export interface PrTally {
  /**
   * The most consequential outcome: regressed > diverged > incomplete > changed > improved >
   * inconclusive > low_power > no_change > unchanged.
   */
  verdict:
    | 'regressed'
    | 'diverged'
    | 'incomplete'
    | 'changed'
    | 'improved'
    | 'inconclusive'
    | 'low_power'
    | 'no_change'
    | 'unchanged'
    | 'nothing_ran';
  regressed: number;
  improved: number;
  inconclusive: number;
  lowPower: number;
  /**
   * `--k auto`: tasks whose confidence sequence lay inside ±δ. A finding (no change larger than
   * δ), neither a regression nor missing evidence; after the verdicts that claim or lack one.
   */
  noChange: number;
  diverged: number;
  /** Replayed tasks whose statuses, verifier outcomes or tool sequence changed without diverging. */
  changed: number;
  /** Sides that did not complete and suites that could not be compared. */
  incomplete: number;
}

export const FAIL_ON_VALUES = ['never', 'divergence', 'regressed', 'incomplete'] as const;
export type FailOn = (typeof FAIL_ON_VALUES)[number];

export function tallySections(sections: readonly ModeSection[]): PrTally {
  const tally: Omit<PrTally, 'verdict'> = {
    regressed: 0,
    improved: 0,
    inconclusive: 0,
    lowPower: 0,
    noChange: 0,
    diverged: 0,
    changed: 0,
    incomplete: 0,
  };
  let compared = 0;
  for (const section of sections) {
    if ('skipped' in section) continue;
    for (const suite of section.suites) {
      // A suite that exists on one side only (new, or removed, in this PR) is not an infrastructure
      // problem: there is simply nothing to compare it with.
      for (const side of ['base', 'head'] as const)
        if (hasSideProblem(suite, side)) tally.incomplete += 1;
      if (suite.comparison === undefined) {
        if (suite.base.state !== 'NOT_RUN' && suite.head.state !== 'NOT_RUN') tally.incomplete += 1;
        continue;
      }
      for (const task of suite.comparison.tasks) {
        compared += 1;
        if (task.verdict === 'regressed') tally.regressed += 1;
        else if (task.verdict === 'improved') tally.improved += 1;
        else if (task.verdict === 'inconclusive') tally.inconclusive += 1;
        else if (task.verdict === 'low_power') tally.lowPower += 1;
        else if (task.verdict === 'no_change') tally.noChange += 1;
        else if (task.verdict === 'diverged') tally.diverged += 1;
        else if (task.verdict === 'changed') tally.changed += 1;
        else if (task.verdict === 'not_comparable') tally.incomplete += 1;
      }
    }
  }
  const verdict: PrTally['verdict'] =
    tally.regressed > 0
      ? 'regressed'
      : tally.diverged > 0
        ? 'diverged'
        : tally.incomplete > 0
          ? 'incomplete'
          : tally.changed > 0
            ? 'changed'
            : compared === 0
              ? 'nothing_ran'
              : tally.improved > 0
                ? 'improved'
                : tally.inconclusive > 0
                  ? 'inconclusive'
                  : tally.lowPower > 0
                    ? 'low_power'
                    : tally.noChange > 0
                      ? 'no_change'
                      : 'unchanged';
  return { verdict, ...tally };
}

/**
 * `fail-on`: the step fails only when the owner asked for it and the evidence matches. With the
 * gate's standings, a regressed or diverged task that is acknowledged or quarantined does not
 * count (`task-standings.ts`).
 */
export function decideFailOn(
  failOn: FailOn,
  tally: PrTally,
  gate?: GateReport,
): { decision: 'pass' | 'fail'; reason: string } {
  const counts = gate === undefined ? undefined : countStandings(gate);
  const spared =
    counts === undefined || counts.acknowledged + counts.quarantined === 0
      ? ''
      : ` (${counts.acknowledged} acknowledged, ${counts.quarantined} quarantined)`;
  const failing = (found: number, what: string) =>
    (counts?.failed ?? found) > 0 && `${counts?.failed ?? found} ${what}${spared}`;
  const matched =
    failOn === 'divergence'
      ? failing(tally.diverged, 'replayed task(s) diverged')
      : failOn === 'regressed'
        ? failing(tally.regressed, 'task(s) regressed')
        : failOn === 'incomplete'
          ? tally.incomplete > 0
            ? `${tally.incomplete} side(s) or suite(s) incomplete`
            : tally.verdict === 'nothing_ran' && 'nothing ran: no task was compared'
          : false;
  return matched === false
    ? { decision: 'pass', reason: `fail-on: ${failOn} did not match${spared}` }
    : { decision: 'fail', reason: `fail-on: ${failOn}: ${matched}` };
}

/** Every compared task of the sections, as the gate reads them. */
export function gateOutcomes(sections: readonly ModeSection[]): GateOutcome[] {
  return sections.flatMap((section) =>
    'suites' in section
      ? section.suites.flatMap((suite) =>
          (suite.comparison?.tasks ?? []).map((task) => ({
            suite: suite.suiteId,
            mode: section.mode,
            task: task.taskId,
            verdict: task.verdict,
          })),
        )
      : [],
  );
}
