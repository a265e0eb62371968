import { runCommand } from '../process/run-command.js';
import { error, fail, pass, quote, type CheckVerifier } from './types.js';

const shortOutput = (text: string): string => {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const tail = trimmed.length > 400 ? `…${trimmed.slice(-400)}` : trimmed;
  return `\n${tail}`;
};

/**
 * Runs the task's own check in the workspace. A check that hangs past its timeout is `fail`: it is
 * running code the agent wrote. A check that cannot start at all is `error`.
 */
export const checkCommand: CheckVerifier<'command'> = async (verifier, context) => {
  const argv = verifier.command.join(' ');
  const result = await runCommand(verifier.command, {
    cwd: context.transcript.workspace.dir,
    timeoutMs: verifier.timeoutMs,
    env: context.env,
    signal: context.signal,
    sweep: context.leftovers,
    contain: context.contain,
  });
  switch (result.outcome) {
    case 'failed-to-start':
      return error(`\`${argv}\` cannot start: ${result.code} (${result.message})`);
    case 'aborted':
      return error(`\`${argv}\` was stopped because the run was cancelled`);
    case 'timed-out':
      return fail(
        `\`${argv}\` did not finish within ${verifier.timeoutMs} ms and was killed${shortOutput(result.stderr || result.stdout)}`,
      );
    case 'exited': {
      const expectedExit = verifier.expectExit ?? 0;
      if (result.exitCode !== expectedExit) {
        const how =
          result.exitCode === null
            ? `was killed by ${result.signal ?? 'a signal'}`
            : `exited ${result.exitCode}`;
        return fail(
          `\`${argv}\` ${how}, expected exit ${expectedExit}${shortOutput(result.stderr || result.stdout)}`,
        );
      }
      const missing = (verifier.expectStdoutIncludes ?? []).filter(
        (text) => !result.stdout.includes(text),
      );
      if (missing.length > 0) {
        return fail(
          `\`${argv}\` stdout lacks ${missing.map((text) => quote(text)).join(', ')}${result.truncated ? ' (output was truncated)' : ''}${shortOutput(result.stdout)}`,
        );
      }
      return pass(`\`${argv}\` exited ${expectedExit} in ${result.durationMs} ms`);
    }
  }
};
