/**
 * The CLI's one entry point: finds the command, parses its arguments, runs it, and maps every error
 * to its exit code in one place (`exitCodeOf`). Commands never call `process.exit`.
 */
import { ConfigError, UsageError, VerdictError, exitCodeOf, messageOf } from '../errors.js';
import { GLOBAL_OPTIONS_HELP, parseCommandArgs, type Command } from './command.js';
import { addCommand } from './commands/add.js';
import { agentCommand } from './commands/agent.js';
import { listCommand } from './commands/list.js';
import { validateCommand } from './commands/validate.js';
import { writeJson, type CliIo } from './io.js';
import { createRedactingIo } from './redacting-io.js';
import { holdSecrets } from '../provider/secret-redact.js';
import { credentialsFromEnvironment } from '../provider/secret-scan.js';
import { PACKAGE_ROOT, packageVersion } from './package-info.js';
import { prCommand } from './commands/pr.js';
import { ciCommand } from './commands/ci.js';
import { compareCommand } from './commands/compare.js';
import { exportCommand } from './commands/export.js';
import { gateCommand } from './commands/gate.js';
import { mergeCommand } from './commands/merge.js';
import { reportCommand } from './commands/report.js';
import { recordCommand } from './commands/record.js';
import { cassetteCommand } from './commands/cassette.js';
import { runCommand } from './commands/run.js';
import { variantsCommand } from './commands/variants.js';
import { diagnoseCommand } from './commands/diagnose.js';

const COMMANDS: readonly Command[] = [
  listCommand,
  validateCommand,
  runCommand,
  recordCommand,
  cassetteCommand,
  ciCommand,
  prCommand,
  compareCommand,
  variantsCommand,
  diagnoseCommand,
  reportCommand,
  mergeCommand,
  gateCommand,
  exportCommand,
  addCommand,
  agentCommand,
];

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
  // Not a user mistake: a bug or an environment failure we did not anticipate.
  io.stderr.write(
    `verdict: unexpected error: ${messageOf(error)}\n` +
      (io.env.VERDICT_DEBUG === '1' && error instanceof Error && error.stack
        ? `${error.stack}\n`
        : 'Set VERDICT_DEBUG=1 to see the stack trace, and please report it.\n'),
  );
  return code;
}

/**
 * Runs the CLI with `argv` (without node and script) and returns the exit code. Everything it
 * prints is redacted of secrets, those of `io.env` included (SPEC §7).
 */
export async function main(argv: string[], io: CliIo = defaultIo()): Promise<number> {
  holdSecrets(credentialsFromEnvironment(io.env));
  const redacting = createRedactingIo(io);
  try {
    return await runMain(argv, redacting.io);
  } finally {
    await redacting.flush();
  }
}

async function runMain(argv: string[], io: CliIo): Promise<number> {
  const json = argv.includes('--json');
  try {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      const topic =
        name === 'help' ? COMMANDS.find((command) => command.name === rest[0]) : undefined;
      io.stdout.write(
        topic === undefined ? renderMainHelp() : `${topic.help}\n\n${GLOBAL_OPTIONS_HELP}\n`,
      );
      return 0;
    }
    if (name === '--version' || name === '-v') {
      io.stdout.write(`${packageVersion(io.packageRoot)}\n`);
      return 0;
    }
    const command = COMMANDS.find((candidate) => candidate.name === name);
    if (command === undefined) {
      throw new UsageError(
        `unknown command ${JSON.stringify(name)}. Commands: ${COMMANDS.map((c) => c.name).join(', ')}. See \`verdict --help\`.`,
      );
    }
    const args = parseCommandArgs(command, rest);
    if (args.values.help === true) {
      io.stdout.write(`${command.help}\n\n${GLOBAL_OPTIONS_HELP}\n`);
      return 0;
    }
    return await command.run(args, io);
  } catch (error) {
    return reportError(error, io, json);
  }
}
