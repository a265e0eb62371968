import path from 'node:path';
import { formatProblem, UsageError } from '../../errors.js';
import {
  classifyTasks,
  sparkline,
  trendOf,
  type TaskHistoryStatus,
  type TrendPoint,
} from '../../history/flaky.js';
import { HistoryModeSchema, type HistoryEntry } from '../../history/history-schema.js';
import { HISTORY_DIR, readHistory } from '../../history/history-store.js';
import { formatIntervalRange, plural } from '../../text/format.js';
import { stringOption, type Command } from '../command.js';
import { choiceOption, integerOption, valueOptions } from '../evaluation/options.js';
import { writeJson } from '../io.js';

interface SuiteHistory {
  suite: string;
  mode: string;
  evaluations: number;
  tasks: Array<TaskHistoryStatus & { trend: TrendPoint[] }>;
}

/** The entries grouped by suite and mode, in the order the store returned them (oldest first). */
function groupBySuite(entries: readonly HistoryEntry[]): HistoryEntry[][] {
  const groups = new Map<string, HistoryEntry[]>();
  for (const entry of entries) {
    const key = `${entry.suite}\n${entry.mode}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()];
}

function describeState(task: TaskHistoryStatus): string {
  if (task.quarantined) return `${task.status}, quarantined at ${task.quarantinedAt?.slice(0, 7)}`;
  if (task.releasedAt !== undefined) {
    return `${task.status}, released from quarantine at ${task.releasedAt.slice(0, 7)}`;
  }
  return task.status;
}

function renderSuite(history: SuiteHistory): string {
  const lines = [
    `${history.suite} (${history.mode}): ${plural(history.evaluations, 'evaluation')} of main, oldest first`,
  ];
  for (const task of history.tasks) {
    lines.push('', `${task.task}  ${sparkline(task.trend)}  ${describeState(task)}`);
    lines.push(`  ${task.reason}`);
    for (const point of task.trend) {
      const rate =
        point.runs === 0
          ? 'did not run'
          : `${`${point.passes}/${point.runs}`.padEnd(7)}${formatIntervalRange(point)}`;
      lines.push(`  ${point.commit.slice(0, 7)}  ${rate}`);
    }
  }
  return lines.join('\n');
}

export const historyCommand: Command = {
  name: 'history',
  help: `Usage: verdict history [--task ID] [--flaky] [--suite NAME] [--mode live|replay] [--dir DIR] [--limit N] [--json]

Per-task pass rates on the default branch over its recent commits, oldest first: each commit's
passes/judged runs and Wilson 95 % interval, a trend line (one bar per commit, · where the task
did not run), and whether the task is flaky, stable or unknown (fewer than 4 evaluations), with
the reason. A task is flaky when, over its last 10 evaluations, its pass rate moved beyond its
interval and came back, or its pass/fail majority flipped twice with its files unchanged; it is
quarantined from then on (with \`quarantine: flaky\` it never fails the gate) and released once its
last 5 evaluations alone are stable. Reads .verdict/history (one file per suite and mode).

Options:
  --task ID          only this task
  --flaky            only the tasks that are flaky or quarantined
  --suite NAME       only this suite
  --mode MODE        only live or replay evaluations
  --dir DIR          read the history from DIR instead of .verdict/history
  --limit N          show the last N commits per task (default 10; the rule reads them all)

Exit codes: 0 printed (an empty history too); 2 bad invocation or unknown --task. An unreadable
history line is named on stderr and left out; the rest is printed.`,
  options: { ...valueOptions('task', 'suite', 'mode', 'dir', 'limit'), flaky: { type: 'boolean' } },
  async run(args, io) {
    const mode = choiceOption(args, 'mode', HistoryModeSchema.options, undefined, 'live or replay');
    const limit = integerOption(args, 'limit', 10, 1);
    const taskId = stringOption(args, 'task');
    const suite = stringOption(args, 'suite');
    const dir = path.resolve(io.cwd, stringOption(args, 'dir') ?? HISTORY_DIR);
    const { entries, problems } = await readHistory(dir, {
      ...(suite === undefined ? {} : { suite }),
      ...(mode === undefined ? {} : { mode }),
    });
    for (const problem of problems) {
      io.stderr.write(`verdict: history: skipped ${formatProblem(problem)}\n`);
    }
    const histories: SuiteHistory[] = groupBySuite(entries).map((group) => ({
      suite: group[0]!.suite,
      mode: group[0]!.mode,
      evaluations: group.length,
      tasks: classifyTasks(group)
        .filter((task) => taskId === undefined || task.task === taskId)
        .filter((task) => args.values.flaky !== true || task.status === 'flaky' || task.quarantined)
        .map((task) => ({ ...task, trend: trendOf(group, task.task, limit) })),
    }));
    const known = new Set(entries.flatMap((entry) => entry.tasks.map((task) => task.task)));
    if (taskId !== undefined && entries.length > 0 && !known.has(taskId)) {
      throw new UsageError(
        `history: no task ${JSON.stringify(taskId)} in the history of main; it has ${[...known].sort().join(', ')}`,
      );
    }
    if (args.values.json === true) {
      writeJson(io, { histories, problems });
      return 0;
    }
    const where = path.relative(io.cwd, dir) || '.';
    if (entries.length === 0) {
      io.stdout.write(
        `No history of main in ${where}. Each evaluation of the default branch (a push to it, or a pull request's base side) adds one entry; --dir DIR reads another folder.\n`,
      );
      return 0;
    }
    const shown = histories.filter((history) => history.tasks.length > 0);
    if (shown.length === 0) {
      io.stdout.write(`No flaky or quarantined task in the history of main in ${where}.\n`);
      return 0;
    }
    io.stdout.write(`${shown.map(renderSuite).join('\n\n')}\n`);
    return 0;
  },
};
