import { ExitCode, formatProblem } from '../../errors.js';
import { EXPORT_NOTICE } from '../../export/bundle.js';
import { exportRun } from '../../export/export-run.js';
import { requiredOption, type Command } from '../command.js';
import { writeJson } from '../io.js';

export const exportCommand: Command = {
  name: 'export',
  help: `Usage: verdict export <runId | run-dir> --out FILE [--force] [--json]

Reads a saved run (.verdict/runs/<runId>/ or any run directory: report.json, runs.jsonl,
report.md) and writes {schemaVersion: 1, notice, report, runs, markdown} to FILE.
Absolute paths become <home>, <run-dir>, <tmp> or <path>; a provider id that is not a
simple identifier (a host, a URL) becomes custom-endpoint. Then the secret scanner (known key
shapes, and the exact values of credential-named environment variables) walks the whole
bundle; on any finding export refuses, names the field (never the value) and writes nothing.
The cleaning is pattern-based, not a guarantee: read the bundle before you share it.
Nothing is uploaded.

Options:
  --out FILE   where to write the bundle (required)
  --force      overwrite FILE if it exists

Exit codes: 0 written; 1 refused because the bundle holds something that looks like a
secret; 2 bad invocation (no --out, FILE exists without --force, no such run, unreadable
run files); nothing is written unless the exit code is 0.`,
  options: {
    out: { type: 'string' },
    force: { type: 'boolean' },
  },
  positionals: { min: 1, max: 1, names: '<runId | run-dir>' },
  async run(args, io) {
    const target = args.positionals[0] as string;
    const usage = 'export: --out FILE is required. Usage: verdict export <runId> --out FILE';
    const out = requiredOption(args, 'out', usage);
    const json = args.values.json === true;
    const outcome = await exportRun({
      target,
      out,
      force: args.values.force === true,
      cwd: io.cwd,
      env: io.env,
    });
    if (outcome.kind === 'refused') {
      const { findings } = outcome;
      if (json) writeJson(io, { written: false, findings });
      io.stderr.write(
        `verdict: export refused: ${findings.length} field${findings.length === 1 ? '' : 's'} ` +
          `look${findings.length === 1 ? 's' : ''} like a secret; nothing was written.\n`,
      );
      for (const finding of findings)
        io.stderr.write(`  - ${finding.path}: ${finding.description}\n`);
      io.stderr.write(
        '  Remove the secret from the run (or rerun without it) and export again; ' +
          'export never cuts values out silently.\n',
      );
      return ExitCode.failure;
    }
    const { file, bundle, problems } = outcome;
    for (const problem of problems)
      io.stderr.write(`verdict: warning: ${formatProblem(problem)}\n`);
    if (json) {
      writeJson(io, { written: true, file, runs: bundle.runs.length, notice: EXPORT_NOTICE });
    } else {
      io.stdout.write(
        `✓ wrote ${file} (${bundle.runs.length} run${bundle.runs.length === 1 ? '' : 's'} of ${JSON.stringify(bundle.report.runId)})\n` +
          `  ${EXPORT_NOTICE}\n`,
      );
    }
    return ExitCode.ok;
  },
};
