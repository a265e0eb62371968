/**
 * The CLI's keys, read once and then out of an agent's reach (SPEC §1): for the commands that start
 * agents or hold keys, the environment is captured into memory (with the entries of
 * `--secrets-file`, which is deleted as it is read), and every variable that is or may be a
 * credential leaves this process's own environment — `process.env`, and the copy the kernel shows
 * in /proc/<pid>/environ — before the command runs. The command reads keys from the captured copy
 * (`io.env`); `forgetVariables` scrubs the variables it learns of later (a config's `apiKeyEnv`).
 */
import { UsageError, messageOf } from '../errors.js';
import { holdSecrets } from '../provider/secret-redact.js';
import { captureAndScrubCredentials, scrubEnvironment } from '../process/scrub-environment.js';
import { stringOption, type ParsedArgs } from './command.js';
import type { CliIo } from './io.js';

/** The commands that start agents or hold a live key. */
const KEY_HOLDING_COMMANDS: ReadonlySet<string> = new Set([
  'run',
  'record',
  'ci',
  'variants',
  'diagnose',
  'pr',
]);

async function readSecretsFile(file: string): Promise<Record<string, string>> {
  // Loaded only when asked for: its schema is not part of every start-up.
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
