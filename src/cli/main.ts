/** The CLI's one entry point: every error maps to its exit code here (`exitCodeOf`). */
import { ConfigError, UsageError, VerdictError, exitCodeOf, messageOf } from '../errors.js';
import { GLOBAL_OPTIONS_HELP, parseCommandArgs, stringOption } from './command.js';
import { COMMANDS } from './commands/index.js';
import { writeJson, type CliIo } from './io.js';
import { createRedactingIo } from './redacting-io.js';
import { secureEnvironment } from './secure-environment.js';
import { holdSecrets } from '../provider/secret-redact.js';
import { credentialsFromEnvironment } from '../provider/secret-scan.js';
import { PACKAGE_ROOT, packageVersion } from './package-info.js';

function renderMainHelp(): string {
  const width = Math.max(...COMMANDS.map((command) => command.name.length));
  const lines = COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`);
  return `verdict — does a change make your LLM agent better or worse? Data, not anecdotes.

Usage: verdict <command> [options]

Commands:
${lines.join('\n')}

${GLOBAL_OPTIONS_HELP}

Run \`verdict <command> --help\` for a command's options.
Exit codes: 0 done, 1 infrastructure error, 2 invalid invocation or configuration (nothing ran)
or replay divergence, 3 incompatible suites, 5 incomplete evidence (gate).
`;
}

export function defaultIo(): CliIo {
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    cwd: process.cwd(),
    env: process.env,
    packageRoot: PACKAGE_ROOT,
  };
}

function reportError(error: unknown, io: CliIo, json: boolean): number {
  const code = exitCodeOf(error);
  if (error instanceof VerdictError) {
    io.stderr.write(`verdict: ${error.message}\n`);
    if (json) {
      writeJson(io, {
        error: {
          kind: error.name,
          message: error.message,
          ...(error instanceof ConfigError ? { problems: error.problems } : {}),
        },
      });
    }
    return code;
  }
  io.stderr.write(
    `verdict: unexpected error: ${messageOf(error)}\n` +
      (io.env.VERDICT_DEBUG === '1' && error instanceof Error && error.stack
        ? `${error.stack}\n`
        : 'Set VERDICT_DEBUG=1 to see the stack trace, and please report it.\n'),
  );
  return code;
}

/**
 * Runs the CLI with `argv` (without node and script) and returns the exit code. Everything printed
 * is redacted (SPEC §7) except `--version` and `--help`, so that they load no scanner.
 */
export async function main(argv: string[], io: CliIo = defaultIo()): Promise<number> {
  const fixed = await fixedText(argv, io);
  if (fixed !== undefined) {
    io.stdout.write(fixed);
    return 0;
  }
  holdSecrets(credentialsFromEnvironment(io.env));
  const redacting = createRedactingIo(io);
  try {
    return await runMain(argv, redacting.io);
  } finally {
    await redacting.flush();
  }
}

/** `verdict`, `verdict --help`, `verdict help [command]` and `verdict --version`: Verdict's own words. */
async function fixedText(argv: readonly string[], io: CliIo): Promise<string | undefined> {
  const [name, topicName] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const entry =
      name === 'help' ? COMMANDS.find((command) => command.name === topicName) : undefined;
    const topic = entry === undefined ? undefined : await entry.load();
    return topic === undefined ? renderMainHelp() : `${topic.help}\n\n${GLOBAL_OPTIONS_HELP}\n`;
  }
  if (name === '--version' || name === '-v') return `${packageVersion(io.packageRoot)}\n`;
  return undefined;
}

async function runMain(argv: string[], io: CliIo): Promise<number> {
  const json = argv.includes('--json');
  try {
    const [name, ...rest] = argv;
    const entry = COMMANDS.find((candidate) => candidate.name === name);
    if (entry === undefined) {
      throw new UsageError(
        `unknown command ${JSON.stringify(name)}. Commands: ${COMMANDS.map((c) => c.name).join(', ')}. See \`verdict --help\`.`,
      );
    }
    const command = await entry.load();
    const args = parseCommandArgs(command, rest);
    if (args.values.help === true) {
      io.stdout.write(`${command.help}\n\n${GLOBAL_OPTIONS_HELP}\n`);
      return 0;
    }
    // Before anything starts: the keys are read, then out of this process's environment.
    const secured = await secureEnvironment(command.name, args, io);
    if (command.opensSandbox !== true) return await command.run(args, secured);
    const { startBwrapProbeUnless } = await import('../sandbox/bwrap-probe.js');
    startBwrapProbeUnless(stringOption(args, 'sandbox'), secured.env.PATH);
    const { removePrivateDirs } = await import('../sandbox/open-sandbox.js');
    try {
      return await command.run(args, secured);
    } finally {
      await removePrivateDirs();
    }
  } catch (error) {
    return reportError(error, io, json);
  }
}
