import { execFile } from 'node:child_process';
import path from 'node:path';
import { main } from '../../src/cli/main.js';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const BIN = path.join(REPO_ROOT, 'bin', 'verdict.js');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI in-process with captured output. */
export async function runCliInProcess(
  argv: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    cwd: options.cwd ?? REPO_ROOT,
    env: options.env ?? {},
    packageRoot: REPO_ROOT,
  });
  return { code, stdout, stderr };
}

/** Runs the real `bin/verdict.js` as a child process (with `node`, or another Node binary). */
export function runCliProcess(
  argv: string[],
  options: { cwd?: string; node?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      options.node ?? process.execPath,
      [BIN, ...argv],
      {
        cwd: options.cwd ?? REPO_ROOT,
        // CI is unset so the suite-trust prompt logic sees what a user's non-terminal shell sees.
        env: { ...process.env, CI: undefined, NO_COLOR: '1', ...options.env },
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
