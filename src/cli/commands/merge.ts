import { access } from 'node:fs/promises';
import path from 'node:path';
import { UsageError, formatProblem } from '../../errors.js';
import { mergeShards } from '../../report/merge-shards.js';
import { copyShardTraces } from '../../report/merge-traces.js';
import { readRunDirectory } from '../../report/rebuild-report.js';
import { writeRedactedFile } from '../../report/redact-files.js';
import { RUNS_FILE } from '../../run-dir/runs-jsonl.js';
import { writeReportFiles } from '../../report/report-files.js';
import { CONDITIONS_FILE } from '../../run-dir/conditions-file.js';
import { newRunId } from '../evaluation/run-id.js';
import { stringOption, type Command } from '../command.js';
import { reportLine, writeJson } from '../io.js';

export const mergeCommand: Command = {
  name: 'merge',
  help: `Usage: verdict merge <dir>... [--out DIR] [--json]

Joins the run directories of \`verdict run --shard i/n\` into one report. Refuses (exit 2,
nothing written) shards whose conditions differ in anything but shard and concurrency
(configHash included), and a run recorded by two shards. The merged plan is the
unsharded plan: runs no shard recorded (a shard not run or not given) are named and
counted as missing, never dropped.

Writes runs.jsonl, conditions.json (without shard), report.json, report.md and each run's
trace (traces/, copied from the shard that recorded it) to --out
(default .verdict/runs/<new run id>), which must not already hold a run.

Options:
  --out DIR   where the merged run goes (default .verdict/runs/<new run id>)`,
  options: { out: { type: 'string' } },
  positionals: { min: 1, max: Number.POSITIVE_INFINITY, names: '<dir>...' },
  async run(args, io) {
    const dirs = args.positionals.map((dir) => path.resolve(io.cwd, dir));
    const shards = await Promise.all(dirs.map(readRunDirectory));
    const runId = newRunId();
    const merged = mergeShards(shards, runId);
    const outDir = path.resolve(
      io.cwd,
      stringOption(args, 'out') ?? path.join('.verdict', 'runs', runId),
    );
    for (const name of [RUNS_FILE, CONDITIONS_FILE]) {
      const exists = await access(path.join(outDir, name)).then(
        () => true,
        () => false,
      );
      if (exists) {
        throw new UsageError(
          `merge: ${outDir} already holds ${name}; choose an empty --out directory (a shard is never overwritten)`,
        );
      }
    }
    for (const shard of shards) {
      for (const problem of shard.problems) io.stderr.write(`warning: ${formatProblem(problem)}\n`);
    }
    // Each run's trace first, from the shard that recorded it: the report opens them.
    const traces = await copyShardTraces(shards, merged.records, outDir);
    if (traces.missing.length > 0) {
      io.stderr.write(
        `warning: merge: no trace to copy for ${traces.missing.length} run(s) whose record names one: ${traces.missing.join(', ')}\n`,
      );
    }
    // The report then: it is the file readers look for.
    const files = await writeReportFiles(outDir, merged.report, { records: merged.records });
    await writeRedactedFile(
      path.join(outDir, RUNS_FILE),
      merged.records.map((record) => `${JSON.stringify(record)}\n`).join(''),
    );
    await writeRedactedFile(
      path.join(outDir, CONDITIONS_FILE),
      `${JSON.stringify(merged.started, null, 2)}\n`,
    );
    if (args.values.json === true) {
      writeJson(io, { outDir, report: merged.report, unrecorded: merged.unrecorded });
      return 0;
    }
    io.stdout.write(
      `merged ${shards.length} shard(s): ${merged.report.state}: ${reportLine(merged.report, files.markdown, io.cwd)}\n`,
    );
    if (merged.unrecorded.length > 0) {
      io.stdout.write(
        `${merged.unrecorded.length} planned run(s) in no shard, counted as missing: ${merged.unrecorded.map((run) => `${run.taskId} #${run.repetition}`).join(', ')}\n`,
      );
    }
    return 0;
  },
};
