/**
 * What the gate decided, task by task (SPEC §5, docs/required-check.md). Pure: the caller gathers
 * the facts. Acknowledgement wins over quarantine: it is the owner's word on this very change.
 */
import { z } from 'zod';
import {
  applyAcknowledgements,
  entryToAdd,
  renewEntry,
  type Acknowledgement,
  type TaskOutcome,
} from './acknowledgements.js';

export const STANDINGS = ['failed', 'acknowledged', 'quarantined', 'passed'] as const;
export type Standing = (typeof STANDINGS)[number];

const line = z.string().max(2_000);

export const TaskStandingSchema = z.strictObject({
  suite: z.string().max(200),
  mode: z.enum(['replay', 'live']),
  task: z.string().max(200),
  verdict: z.string().max(40),
  standing: z.enum(STANDINGS),
  /** Why: the acknowledgement's reason and date, or the flaky rule's line. */
  why: line.optional(),
  /** A failed task: the entry that would acknowledge it (JSON). */
  toAdd: z.string().max(1_000).optional(),
  /** Flaky on the default branch: the rule's line (quarantined or not). */
  flaky: line.optional(),
  /** The task's pass rates over the default branch's last evaluations (a sparkline). */
  trend: z.string().max(60).optional(),
});
export type TaskStanding = z.infer<typeof TaskStandingSchema>;

export const GateReportSchema = z.strictObject({
  failOn: z.string().max(40),
  quarantine: z.enum(['flaky', 'none']),
  /** Every compared task (bounded like the comment's suites). */
  tasks: z.array(TaskStandingSchema).max(2_000),
  /** Entries that acknowledge nothing any more, each with the entry that renews it. */
  stale: z.array(z.strictObject({ why: line, renew: z.string().max(1_000) })).max(50),
  /** Entries only in the head's file: they count once merged. */
  headOnly: z.array(line).max(50),
  /** Tasks released from quarantine by this evaluation of the default branch. */
  released: z.array(line).max(50),
  /** The acknowledgements file or the history could not be read: what was set aside. */
  problems: z.array(line).max(20),
});
export type GateReport = z.infer<typeof GateReportSchema>;

export interface TaskHistoryFacts {
  flaky?: string;
  quarantined: boolean;
  released?: boolean;
  trend?: string;
}

export interface GateFacts {
  /** The base's acknowledgements file (the only one that counts). */
  acknowledgements: readonly Acknowledgement[];
  headOnly: readonly Acknowledgement[];
  /** Per `suite`, `mode` and task: what the default branch's history says. */
  history: (suite: string, mode: 'replay' | 'live', task: string) => TaskHistoryFacts | undefined;
  problems: readonly string[];
  /** Pushes in a row each entry acknowledged nothing, before this one (kept by the caller). */
  unmatchedCounts?: Readonly<Record<string, number>>;
}

export const NO_GATE_FACTS: GateFacts = {
  acknowledgements: [],
  headOnly: [],
  history: () => undefined,
  problems: [],
};

export function failingVerdicts(failOn: string): readonly string[] {
  return failOn === 'regressed' ? ['regressed'] : failOn === 'divergence' ? ['diverged'] : [];
}

export type GateOutcome = TaskOutcome & { mode: 'replay' | 'live' };

/** Every compared task's standing, and what else the gate has to say. */
export function standTasks(input: {
  outcomes: readonly GateOutcome[];
  failOn: string;
  quarantine: 'flaky' | 'none';
  facts: GateFacts;
  today: Date;
}): { report: GateReport; unmatchedCounts: Record<string, number> } {
  const { facts, today } = input;
  const applied = applyAcknowledgements({
    entries: facts.acknowledgements,
    outcomes: input.outcomes,
    today,
    ...(facts.unmatchedCounts === undefined ? {} : { unmatchedCounts: facts.unmatchedCounts }),
  });
  const failing = failingVerdicts(input.failOn);
  const released: string[] = [];
  const tasks = applied.outcomes.map(({ acknowledgedBy, ...outcome }): TaskStanding => {
    const history = facts.history(outcome.suite, outcome.mode, outcome.task);
    if (history?.released === true) released.push(`${outcome.suite}/${outcome.task}`);
    const shown = {
      ...outcome,
      ...(history?.flaky === undefined ? {} : { flaky: history.flaky }),
      ...(history?.trend === undefined ? {} : { trend: history.trend }),
    };
    if (acknowledgedBy !== undefined) {
      const why = `${acknowledgedBy.reason} (until ${acknowledgedBy.until})`;
      return { ...shown, standing: 'acknowledged', why };
    }
    if (input.quarantine === 'flaky' && history?.quarantined === true) {
      return {
        ...shown,
        standing: 'quarantined',
        why: history.flaky ?? 'flaky on the default branch',
      };
    }
    if (!failing.includes(outcome.verdict)) return { ...shown, standing: 'passed' };
    const toAdd = entryToAdd(outcome, today);
    return { ...shown, standing: 'failed', ...(toAdd === undefined ? {} : { toAdd }) };
  });
  const stale = applied.stale.map(({ entry, reason, pushes }) => ({
    why:
      reason === 'expired'
        ? `${entry.task} (${entry.change}) expired on ${entry.until}`
        : `${entry.task} (${entry.change}) has matched nothing for ${pushes ?? 0} pushes`,
    renew: renewEntry(entry, today),
  }));
  return {
    report: {
      failOn: input.failOn,
      quarantine: input.quarantine,
      tasks,
      stale,
      headOnly: facts.headOnly.map((entry) => `${entry.task} (${entry.change}): ${entry.reason}`),
      released,
      problems: [...facts.problems],
    },
    unmatchedCounts: applied.unmatchedCounts,
  };
}

export function countStandings(report: GateReport): Record<Standing, number> {
  const zeros = STANDINGS.map((standing) => [standing, 0]);
  const counts = Object.fromEntries(zeros) as Record<Standing, number>;
  for (const task of report.tasks) counts[task.standing] += 1;
  return counts;
}

/** Whether the gate report says more than "every task passed": worth showing. */
export function gateHasNews(report: GateReport): boolean {
  return (
    report.tasks.some((task) => task.standing !== 'passed' || task.flaky !== undefined) ||
    [report.stale, report.headOnly, report.released, report.problems].some(
      (list) => list.length > 0,
    )
  );
}
