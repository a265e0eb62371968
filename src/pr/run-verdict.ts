/** The `verdict` CLI as a PR evaluation runs it, and a side's outcome from the report it left. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runCommand } from '../process/run-command.js';
import { writeSecretsFile } from '../process/secrets-file.js';
import { ReportSchema, type Report } from '../report/report-schema.js';
import { evaluatingCliEnvironment } from './allowed-env.js';
import type { SideOutcome } from './comment-model.js';
import type { EvaluatePrOptions } from './evaluation-options.js';

const SUITE_TIMEOUT_MS = 60 * 60_000;

/** The end of a command's output, on one line and short enough for a comment row. */
export function lastLines(text: string, count = 3): string {
  const tail = text.trim().split('\n').slice(-count).join(' / ');
  return tail.length > 500 ? `…${tail.slice(-499)}` : tail;
}

export interface CliOutcome {
  code: number | null;
  stderr: string;
  stdout: string;
}

export type VerdictRunner = Pick<EvaluatePrOptions, 'verdictCommand' | 'env'>;

/** Runs the PR's agent: an allow-listed environment, `secrets` in a file it deletes (SPEC §1). */
export async function runVerdict(
  args: string[],
  cwd: string,
  options: VerdictRunner,
  secrets: Record<string, string> = {},
): Promise<CliOutcome> {
  const [program, ...rest] = options.verdictCommand;
  if (program === undefined) throw new Error('verdictCommand is empty');
  const handover = Object.keys(secrets).length === 0 ? undefined : await writeSecretsFile(secrets);
  const result = await runCommand(
    [
      program,
      ...rest,
      ...args,
      ...(handover === undefined ? [] : ['--secrets-file', handover.file]),
    ],
    {
      cwd,
      timeoutMs: SUITE_TIMEOUT_MS,
      env: { ...evaluatingCliEnvironment(options.env ?? process.env), CI: 'true' },
    },
  ).finally(() => handover?.remove());
  if (result.outcome === 'failed-to-start') {
    return { code: null, stderr: result.message, stdout: '' };
  }
  if (result.outcome !== 'exited') {
    return { code: null, stderr: `verdict ${result.outcome}`, stdout: result.stdout };
  }
  return { code: result.exitCode, stderr: result.stderr, stdout: result.stdout };
}

export async function readReport(dir: string): Promise<Report | undefined> {
  try {
    return ReportSchema.parse(JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')));
  } catch {
    return undefined;
  }
}

/** How a side went, from the report the command left in `dir` (or its exit when there is none). */
export async function sideOutcomeOf(
  dir: string,
  what: string,
  result: CliOutcome,
): Promise<SideOutcome> {
  const report = await readReport(dir);
  if (report === undefined) {
    return {
      state: 'NOT_RUN',
      problem: `${what} exited ${result.code ?? 'abnormally'}: ${lastLines(result.stderr)}`,
    };
  }
  const sandbox = report.conditions.sandbox;
  const contained = sandbox === undefined ? {} : { sandbox };
  if (report.state === 'COMPLETE') return { state: report.state, ...contained };
  const errors = Object.entries(report.summary.errors)
    .map(([kind, count]) => `${kind} ×${count}`)
    .join(', ');
  return {
    state: report.state,
    problem: `${report.summary.counts.missing} of ${report.summary.counts.total} runs missing${errors === '' ? '' : ` (${errors})`}`,
    ...contained,
  };
}
