/**
 * The CLI's keys, read once and then out of an agent's reach (SPEC §1): for commands that start
 * agents or hold keys, the environment (with `--secrets-file`, deleted as read) is captured into
 * `io.env`, and every credential leaves `process.env` and /proc/<pid>/environ before the command runs.
 */
import { UsageError, messageOf } from '../errors.js';
import { holdSecrets } from '../provider/secret-redact.js';
import { captureAndScrubCredentials, scrubEnvironment } from '../process/scrub-environment.js';
import { stringOption, type ParsedArgs } from './command.js';
import type { CliIo } from './io.js';

const KEY_HOLDING_COMMANDS: ReadonlySet<string> = new Set([
  'run',
  'record',
  'ci',
  'variants',
  'diagnose',
  'pr',
]);

async function readSecretsFile(file: string): Promise<Record<string, string>> {
  const { takeSecretsFile } = await import('../process/secrets-file.js');
  try {
    return takeSecretsFile(file);
  } catch (error) {
    throw new UsageError(`--secrets-file ${JSON.stringify(file)} ${messageOf(error)}`);
  }
}

/** The io a command runs with: its keys in `env`, and none of them in this process's environment. */
export async function secureEnvironment(
  commandName: string,
  args: ParsedArgs,
  io: CliIo,
): Promise<CliIo> {
  const file = stringOption(args, 'secrets-file');
  const fromFile = file === undefined ? {} : await readSecretsFile(file);
  holdSecrets(Object.values(fromFile));
  if (file === undefined && !KEY_HOLDING_COMMANDS.has(commandName)) return io;
  // An environment given by a caller (tests run the CLI in-process) is not this process's own.
  if (io.env !== process.env) return { ...io, env: { ...io.env, ...fromFile } };
  let warned = false;
  const warnOnce = (problem: string | undefined): void => {
    if (problem === undefined || warned) return;
    warned = true;
    io.stderr.write(
      `verdict: warning: keys are removed from this process's environment, but ${problem}; an agent run as the same user without a sandbox may read them there\n`,
    );
  };
  const captured = captureAndScrubCredentials();
  warnOnce(captured.problem);
  return {
    ...io,
    env: { ...captured.env, ...fromFile },
    forgetVariables: (names) => warnOnce(scrubEnvironment(names).problem),
  };
}
