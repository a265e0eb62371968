import path from 'node:path';
import type { Report } from '../report/report-schema.js';

/** What a command may touch of its process: injected so tests can run the CLI in-process. */
export interface CliIo {
  stdout: { write(text: string): unknown };
  /** `isTTY` decides between a live progress line and plain lines. */
  stderr: { write(text: string): unknown; isTTY?: boolean };
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Root of the Verdict checkout or package (where `fixtures/eval` lives in a source checkout). */
  packageRoot: string;
  /** How to run this CLI again as a child process; default `bin/verdict.js`, the bundle in the Action. */
  selfCommand?: readonly string[];
  /** Removes variables, once read from `env`, from this process's environment (secure-environment.ts). */
  forgetVariables?: (names: readonly string[]) => void;
}

export function selfCommand(io: CliIo): string[] {
  return [...(io.selfCommand ?? [process.execPath, `${io.packageRoot}/bin/verdict.js`])];
}

export function writeJson(io: CliIo, value: unknown): void {
  io.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** `3/5 judged runs passed (0 missing) — <report.md>`, the line a command ends on. */
export function reportLine(
  { summary: { counts } }: Pick<Report, 'summary'>,
  markdownFile: string,
  cwd: string,
): string {
  return `${counts.pass}/${counts.observed} judged runs passed (${counts.missing} missing) — ${path.relative(cwd, markdownFile)}`;
}

/** A question on the terminal, answered on it; undefined where nobody can answer (no TTY, CI). */
export function terminalAsker(io: CliIo): ((question: string) => Promise<string>) | undefined {
  if (!process.stdin.isTTY || io.env.CI !== undefined) return undefined;
  return async (question) => {
    const prompt = process
      .getBuiltinModule('node:readline/promises')
      .createInterface({ input: process.stdin, output: process.stderr });
    try {
      return await prompt.question(question);
    } finally {
      prompt.close();
    }
  };
}
