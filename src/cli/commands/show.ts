import path from 'node:path';
import { formatProblem, UsageError, type Problem } from '../../errors.js';
import { renderRunText } from '../../report/render-run-text.js';
import { CONDITIONS_FILE } from '../../run-dir/conditions-file.js';
import { listRuns, nearestRunIds } from '../../run-dir/list-runs.js';
import type { RunRecord } from '../../run-dir/record-schema.js';
import { readRunRecords, RUNS_FILE } from '../../run-dir/runs-jsonl.js';
import { readTrace, traceFileIn, type TraceRead } from '../../run-dir/trace-file.js';
import { SAVED_RUNS_DIR } from '../../runner/saved-runs.js';
import { stringOption, type Command } from '../command.js';
import { integerOption, valueOptions } from '../evaluation/options.js';
import { isFile } from '../file-kind.js';
import { writeJson } from '../io.js';
import { runRoots } from './runs.js';

/** The run folder `target` names: a folder, else a run id in `.verdict/runs` or a `--dir`. */
async function findRun(target: string, roots: readonly string[], cwd: string): Promise<string> {
  const direct = path.resolve(cwd, target);
  if (await isFile(path.join(direct, CONDITIONS_FILE))) return direct;
  const { runs } = await listRuns(roots);
  const named = runs.find((run) => run.runId === target || path.basename(run.dir) === target);
  if (named !== undefined) return named.dir;
  const nearest = nearestRunIds(
    target,
    runs.map((run) => run.runId),
  );
  throw new UsageError(
    `show: no run ${JSON.stringify(target)} in ${SAVED_RUNS_DIR}${roots.length > 1 ? ' or --dir' : ''}, and no run folder there. ` +
      (nearest.length === 0
        ? '`verdict runs` lists the runs; there are none yet.'
        : `Nearest: ${nearest.join(', ')} (\`verdict runs\` lists them all).`),
  );
}

/** The run's trace, read; undefined when it has none on disk. */
async function traceOf(dir: string, record: RunRecord): Promise<TraceRead | undefined> {
  const file = traceFileIn(dir, record);
  return file === undefined ? undefined : readTrace(file).catch(() => undefined);
}

export const showCommand: Command = {
  name: 'show',
  help: `Usage: verdict show <runId | run-dir> [--task ID] [--rep N] [--dir DIR]... [--json]

Prints the runs of a saved run from their traces (traces/ beside runs.jsonl): the status and its
reason, each model call with the tool calls it asked for (arguments and results shortened), the
verifiers with their details, the incidents and the end of the agent's stdout and stderr.
--json prints each run's record and its whole trace.

Options:
  --task ID    only this task's runs
  --rep N      only repetition N
  --dir DIR    look for the run id here too, besides .verdict/runs (repeatable)

Exit codes: 0 printed; 2 no such run, task or repetition. A trace line that cannot be read is
named on stderr and left out; the rest is printed.`,
  options: { ...valueOptions('task', 'rep'), dir: { type: 'string', multiple: true } },
  positionals: { min: 1, max: 1, names: '<runId | run-dir>' },
  async run(args, io) {
    const target = args.positionals[0] as string;
    const task = stringOption(args, 'task');
    const rep = integerOption(args, 'rep', 0, 1);
    const dir = await findRun(target, runRoots(args, io), io.cwd);
    const read = await readRunRecords(path.join(dir, RUNS_FILE)).catch((error: unknown) => {
      throw new UsageError(`show: ${path.join(dir, RUNS_FILE)} cannot be read: ${String(error)}`);
    });
    const problems: Problem[] = [...read.problems];
    const chosen = read.records.filter(
      (record) =>
        (task === undefined || record.taskId === task) && (rep === 0 || record.repetition === rep),
    );
    if (chosen.length === 0) {
      const repsOf = (taskId: string) =>
        read.records.filter((other) => other.taskId === taskId).map((other) => other.repetition);
      const tasks = [...new Set(read.records.map((record) => record.taskId))].map(
        (taskId) => `${taskId} (reps ${repsOf(taskId).join(', ')})`,
      );
      throw new UsageError(
        `show: no run${task === undefined ? '' : ` of task ${JSON.stringify(task)}`}${rep === 0 ? '' : ` #${rep}`} in ${path.relative(io.cwd, dir) || dir}. ` +
          (tasks.length === 0 ? 'Its runs.jsonl holds no run.' : `It holds: ${tasks.join('; ')}.`),
      );
    }
    const shown = await Promise.all(
      chosen.map(async (record) => ({ record, trace: await traceOf(dir, record) })),
    );
    for (const { trace } of shown) problems.push(...(trace?.problems ?? []));
    for (const problem of problems) {
      io.stderr.write(`verdict: show: skipped ${formatProblem(problem)}\n`);
    }
    if (args.values.json === true) {
      writeJson(io, {
        dir,
        runs: shown.map(({ record, trace }) => ({
          record,
          ...(trace === undefined ? {} : { trace: { header: trace.header, events: trace.events } }),
        })),
        problems,
      });
      return 0;
    }
    io.stdout.write(
      shown.map(({ record, trace }) => renderRunText(record, trace?.events)).join('\n'),
    );
    return 0;
  },
};
