import path from 'node:path';
import { formatProblem } from '../../errors.js';
import { listRuns, type ListedRun } from '../../run-dir/list-runs.js';
import { SAVED_RUNS_DIR } from '../../runner/saved-runs.js';
import { alignColumns } from '../../text/format.js';
import type { Command, ParsedArgs } from '../command.js';
import { integerOption } from '../evaluation/options.js';
import { writeJson, type CliIo } from '../io.js';

/** The folders `runs` and `show` look in: `.verdict/runs`, then each `--dir`. */
export function runRoots(args: ParsedArgs, io: CliIo): string[] {
  const given = args.values.dir;
  const dirs = Array.isArray(given) ? given.filter((dir) => typeof dir === 'string') : [];
  return [path.resolve(io.cwd, SAVED_RUNS_DIR), ...dirs.map((dir) => path.resolve(io.cwd, dir))];
}

function renderTable(runs: readonly ListedRun[], cwd: string): string {
  const rows = runs.map((run) => [
    run.runId,
    run.suiteId,
    run.mode,
    run.when.replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
    `${run.passed}/${run.judged}${run.runs > run.judged ? ` (+${run.runs - run.judged} errored)` : ''}`,
    path.relative(cwd, run.dir) || '.',
  ]);
  return alignColumns([['RUN', 'SUITE', 'MODE', 'WHEN', 'PASSED', 'WHERE'], ...rows]);
}

export const runsCommand: Command = {
  name: 'runs',
  help: `Usage: verdict runs [--dir DIR]... [--limit N] [--json]

Lists recent runs, newest first: id, suite, mode, when it started, passed/judged runs (errored
runs are not judged) and where its folder is. Looks in .verdict/runs (where \`verdict run\` writes
unless --out says otherwise) and in each --dir: a run folder, or a folder of run folders.
\`verdict show <id>\` prints one.

Options:
  --dir DIR    look here too (repeatable)
  --limit N    list at most N runs (default 20; 0 lists all)`,
  options: { dir: { type: 'string', multiple: true }, limit: { type: 'string' } },
  async run(args, io) {
    const limit = integerOption(args, 'limit', 20, 0);
    const { runs, problems } = await listRuns(runRoots(args, io));
    const shown = limit === 0 ? runs : runs.slice(0, limit);
    for (const problem of problems) {
      io.stderr.write(`verdict: runs: skipped ${formatProblem(problem)}\n`);
    }
    if (args.values.json === true) {
      writeJson(io, { runs: shown, total: runs.length, problems });
      return 0;
    }
    if (runs.length === 0) {
      io.stdout.write(
        'No runs found in .verdict/runs. `verdict run <suite>` writes one there; --dir DIR looks elsewhere.\n',
      );
      return 0;
    }
    io.stdout.write(`${renderTable(shown, io.cwd)}\n`);
    if (shown.length < runs.length) {
      io.stdout.write(
        `(${runs.length - shown.length} older run(s) not shown: --limit 0 lists all)\n`,
      );
    }
    return 0;
  },
};
