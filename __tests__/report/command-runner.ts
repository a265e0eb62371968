import { parseCommandArgs, type Command } from '../../src/cli/command.js';
import { exitCodeOf, messageOf } from '../../src/errors.js';
import { REPO_ROOT, type CliResult } from '../helpers/run-cli.js';

/**
 * Runs one command in-process the way `main` does (parse, run, map the error to its exit code), for
 * commands tested before they are registered in `src/cli/main.ts`.
 */
export async function runCommand(
  command: Command,
  argv: string[],
  cwd = REPO_ROOT,
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    cwd,
    env: {},
    packageRoot: REPO_ROOT,
  };
  try {
    const code = await command.run(parseCommandArgs(command, argv), io);
    return { code, stdout, stderr };
  } catch (error) {
    stderr += `verdict: ${messageOf(error)}\n`;
    return { code: exitCodeOf(error), stdout, stderr };
  }
}
