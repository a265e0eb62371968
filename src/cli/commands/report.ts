import path from 'node:path';
import { formatProblem } from '../../errors.js';
import { readRunDirectory, rebuildReport } from '../../report/rebuild-report.js';
import { writeReportFiles } from '../../report/report-files.js';
import type { Command } from '../command.js';
import { reportLine, writeJson } from '../io.js';

export const reportCommand: Command = {
  name: 'report',
  help: `Usage: verdict report <dir> [--json]

Rebuilds report.json and report.md in DIR from DIR/runs.jsonl and DIR/conditions.json:
a report is a pure function of its runs. The plan (tasks × k, restricted by the run's
--tasks and --shard) is rebuilt from the conditions, so planned runs without a record
count as missing and are named. The suite is not read: task ids come from --tasks when
the run had it, else from the previous report.json and the records (a task with no
record at all and no report cannot be planned). Unreadable lines of runs.jsonl are
skipped and listed. Exit code: 0 rebuilt, 2 not a run directory.`,
  options: {},
  positionals: { min: 1, max: 1, names: '<dir>' },
  async run(args, io) {
    const dir = path.resolve(io.cwd, args.positionals[0] as string);
    const directory = await readRunDirectory(dir);
    const { report, unrecorded } = rebuildReport(
      directory.started,
      directory.records,
      directory.hints,
    );
    const files = await writeReportFiles(dir, report);
    for (const problem of directory.problems) {
      io.stderr.write(`warning: ${formatProblem(problem)}\n`);
    }
    if (args.values.json === true) {
      writeJson(io, { outDir: dir, report, unrecorded, skippedLines: directory.problems });
      return 0;
    }
    io.stdout.write(`${report.state}: ${reportLine(report, files.markdown, io.cwd)}\n`);
    if (unrecorded.length > 0) {
      io.stdout.write(
        `${unrecorded.length} planned run(s) without a record, counted as missing: ${unrecorded.map((run) => `${run.taskId} #${run.repetition}`).join(', ')}\n`,
      );
    }
    return 0;
  },
};
