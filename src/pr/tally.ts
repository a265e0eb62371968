/** Task verdicts counted for the Action's outputs and `fail-on`; infrastructure counted apart. */
import type { TaskVerdict } from '../compare/comparison-schema.js';
import { countStandings, type GateOutcome, type GateReport } from '../gate/task-standings.js';
import type { ModeSection, SuiteOutcome } from './comment-model.js';

/** Runs missing only because they diverged are a harness change, not an infrastructure problem. */
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
  /** `--k auto`: tasks whose confidence sequence lay inside ±δ, a finding (no change larger than δ). */
  noChange: number;
  diverged: number;
  /** Replayed tasks whose statuses, verifier outcomes or tool sequence changed without diverging. */
  changed: number;
  /** Sides that did not complete and suites that could not be compared. */
  incomplete: number;
}

type Counts = Omit<PrTally, 'verdict'>;

/** The count of each task verdict; an unchanged task counts only as compared. */
const COUNT_OF: Partial<Record<TaskVerdict, keyof Counts>> = {
  regressed: 'regressed',
  improved: 'improved',
  inconclusive: 'inconclusive',
  low_power: 'lowPower',
  no_change: 'noChange',
  diverged: 'diverged',
  changed: 'changed',
  not_comparable: 'incomplete',
};

/** The overall word: the first non-zero count of claims, then (if anything was compared) findings. */
const CLAIMS: ReadonlyArray<[keyof Counts, PrTally['verdict']]> = [
  ['regressed', 'regressed'],
  ['diverged', 'diverged'],
  ['incomplete', 'incomplete'],
  ['changed', 'changed'],
];
const FINDINGS: ReadonlyArray<[keyof Counts, PrTally['verdict']]> = [
  ['improved', 'improved'],
  ['inconclusive', 'inconclusive'],
  ['lowPower', 'low_power'],
  ['noChange', 'no_change'],
];

export const FAIL_ON_VALUES = ['never', 'divergence', 'regressed', 'incomplete'] as const;
export type FailOn = (typeof FAIL_ON_VALUES)[number];

export function tallySections(sections: readonly ModeSection[]): PrTally {
  const tally: Counts = {
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
      for (const side of ['base', 'head'] as const)
        if (hasSideProblem(suite, side)) tally.incomplete += 1;
      if (suite.comparison === undefined) {
        if (suite.base.state !== 'NOT_RUN' && suite.head.state !== 'NOT_RUN') tally.incomplete += 1;
        continue;
      }
      for (const task of suite.comparison.tasks) {
        compared += 1;
        const counted = COUNT_OF[task.verdict];
        if (counted !== undefined) tally[counted] += 1;
      }
    }
  }
  const first = (order: typeof CLAIMS) => order.find(([count]) => tally[count] > 0)?.[1];
  const verdict = first(CLAIMS) ?? (compared === 0 ? 'nothing_ran' : first(FINDINGS));
  return { verdict: verdict ?? 'unchanged', ...tally };
}

/** `fail-on`; with the gate's standings, acknowledged and quarantined tasks do not count. */
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
