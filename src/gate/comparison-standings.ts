/**
 * `verdict gate` on a comparison, task by task (docs/required-check.md): a PR's Gate block standings
 * from files named on the command line. It is not a push, so it counts no unmatched pushes. Nothing
 * read here fails the gate: an unreadable file or history is a problem line that spares no task.
 */
import { existsSync } from 'node:fs';
import type { QUARANTINE_CHOICES } from '../config/config.js';
import { formatProblem } from '../errors.js';
import { plural } from '../text/format.js';
import { readAcknowledgements } from './acknowledgements.js';
import { verdictOf, type GateRule, type SparedTasks } from './evaluate-gate.js';
import type { GateComparison } from './gate-input.js';
import { readUnmatchedCounts } from './acknowledged-counts.js';
import { readHistoryFacts } from './history-facts.js';
import { countStandings, standTasks, type GateFacts, type GateReport } from './task-standings.js';

export type Quarantine = (typeof QUARANTINE_CHOICES)[number];

/** A file or folder the gate reads: where it is, how to name it, and whether the user named it. */
export interface GateSource {
  path: string;
  shown: string;
  explicit: boolean;
}

/** One task as `verdict gate --json` lists it; `mode` is the comparison's (scripted too). */
export type ListedStanding = Omit<GateReport['tasks'][number], 'mode'> & { mode: string };

function identify(comparison: GateComparison): { suite: string; mode: string } {
  return {
    suite: comparison.baseline?.conditions?.suiteId ?? 'unknown-suite',
    mode: comparison.mode ?? 'replay',
  };
}

const absent = (source: GateSource, what: string): string[] =>
  source.explicit && !existsSync(source.path) ? [`${source.shown}: does not exist; ${what}`] : [];

export async function gatherComparisonFacts(input: {
  comparison: GateComparison;
  acknowledged?: GateSource;
  history?: GateSource;
}): Promise<GateFacts> {
  const { suite, mode } = identify(input.comparison);
  const { acknowledged, history } = input;
  const read =
    acknowledged === undefined
      ? { entries: [], problems: [] }
      : await readAcknowledgements(acknowledged.path, acknowledged.shown);
  const known =
    history === undefined || (mode !== 'replay' && mode !== 'live')
      ? undefined
      : await readHistoryFacts(history.path, suite, mode);
  const problems = [
    ...(acknowledged === undefined ? [] : absent(acknowledged, 'nothing is acknowledged')),
    ...read.problems.map(formatProblem),
    ...(history === undefined ? [] : absent(history, 'no task is known to be flaky')),
    ...(known?.problems ?? []),
  ];
  return {
    acknowledgements: read.entries,
    headOnly: [],
    history: (taskSuite, taskMode, task) =>
      taskSuite === suite && taskMode === mode ? known?.facts.get(task) : undefined,
    problems: problems.slice(0, 20),
    ...(history === undefined ? {} : { unmatchedCounts: await readUnmatchedCounts(history.path) }),
  };
}

/** The `failOn` of the standings each rule stands for. */
const FAIL_ON_OF_RULE: Partial<Record<GateRule['name'], string>> = {
  'no-regressions': 'regressed',
  'no-divergence': 'divergence',
};

/** Every task's standing under the rules, and the tasks `evaluateGate` must not fail. */
export function standComparison(input: {
  comparison: GateComparison;
  rules: readonly GateRule[];
  facts: GateFacts;
  quarantine: Quarantine;
  today: Date;
}): { report: GateReport; listed: ListedStanding[]; spared: SparedTasks } {
  const { suite, mode } = identify(input.comparison);
  const outcomes = input.comparison.tasks.map((task) => ({
    suite,
    mode: mode === 'live' ? ('live' as const) : ('replay' as const),
    task: task.taskId,
    verdict: verdictOf(task),
  }));
  const failOns = [...new Set(input.rules.flatMap((rule) => FAIL_ON_OF_RULE[rule.name] ?? []))];
  const reports = (failOns.length === 0 ? ['never'] : failOns).map(
    (failOn) => standTasks({ ...input, outcomes, failOn }).report,
  );
  const first = reports[0]!;
  const tasks = first.tasks.map(
    (task, index) =>
      reports.map((report) => report.tasks[index]!).find((one) => one.standing === 'failed') ??
      task,
  );
  const spared = new Map(
    tasks.flatMap((task) =>
      task.standing === 'acknowledged' || task.standing === 'quarantined'
        ? [[task.task, task.standing] as const]
        : [],
    ),
  );
  const report = { ...first, failOn: failOns.join(', ') || 'never', tasks };
  return { report, listed: tasks.map((task) => ({ ...task, mode })), spared };
}

const indent = (text: string, by: string): string => text.replace(/^/gm, by);

/** The text of `verdict gate`'s per-task listing; `file` names the acknowledgements file. */
export function renderStandings(report: GateReport, file: string): string {
  const counts = countStandings(report);
  const lines = [
    `tasks: ${counts.failed} failed, ${counts.acknowledged} acknowledged, ${counts.quarantined} quarantined, ${counts.passed} passed`,
  ];
  for (const task of report.tasks) {
    const flaky =
      task.flaky === undefined || task.standing === 'quarantined'
        ? []
        : [`flaky on the default branch: ${task.flaky}`];
    const why = [task.why ?? [], flaky].flat().join('; ');
    lines.push(
      `  ${task.standing.padEnd(13)} ${task.suite}/${task.task}  ${task.verdict}${why === '' ? '' : `  ${why}`}`,
    );
    if (task.toAdd !== undefined) {
      lines.push(
        `    to acknowledge it, an owner writes the reason into this entry and commits it to ${file} on the default branch:`,
        indent(task.toAdd, '      '),
      );
    }
  }
  if (report.stale.length > 0) {
    lines.push(
      `stale acknowledgements (${plural(report.stale.length, 'entry', 'entries')}; renew or remove):`,
    );
    for (const entry of report.stale) {
      lines.push(`  ${entry.why}; renewed:`, indent(entry.renew, '    '));
    }
  }
  for (const problem of report.problems) lines.push(`set aside: ${problem}`);
  return `${lines.join('\n')}\n`;
}
