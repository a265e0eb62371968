import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError, messageOf } from '../errors.js';
import type { CliIo } from './io.js';

type OptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** Options every command accepts (SPEC §6). */
export const GLOBAL_OPTIONS = {
  json: { type: 'boolean' },
  'allow-write': { type: 'boolean' },
  'allow-process': { type: 'boolean' },
  'allow-external': { type: 'boolean' },
  'allow-analysis': { type: 'boolean' },
  'read-only': { type: 'boolean' },
  model: { type: 'string' },
  'base-url': { type: 'string' },
  'anthropic-base-url': { type: 'string' },
  'gemini-base-url': { type: 'string' },
  'trusted-upstreams-only': { type: 'boolean' },
  config: { type: 'string' },
  'secrets-file': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies OptionsConfig;

export const GLOBAL_OPTIONS_HELP = `Global options:
  --json                 print machine-readable JSON on stdout
  --allow-write, --allow-process, --allow-external, --allow-analysis
                         effects a suite may use (a suite can only equal or restrict them)
  --read-only            restrict every task to reading
  --model NAME           model name passed to the agent
  --base-url URL         upstream for OpenAI Chat Completions and Responses, e.g. https://host/v1 (live)
  --anthropic-base-url URL
                         upstream for Anthropic Messages, the host root (live mode)
  --gemini-base-url URL  upstream for Gemini generateContent, the host root (live mode)
  --trusted-upstreams-only
                         take live upstreams and key variables from the command line and the
                         environment only, never from verdict.config.json (a pull request's)
  --config FILE          verdict.config.json to use
  --secrets-file FILE    read these variables (JSON: {"OPENAI_API_KEY": "…"}) as if they were in
                         the environment, and delete FILE at once (how \`verdict pr\` and the
                         Action hand over the live key)
  -h, --help             show help for the command`;

export interface ParsedArgs {
  values: Record<string, string | boolean | string[] | boolean[] | undefined>;
  positionals: string[];
}

export interface Command {
  name: string;
  /** The usage block printed by `verdict <command> --help`. */
  help: string;
  options: OptionsConfig;
  /** How many positional arguments the command takes; none when absent. */
  positionals?: { min: number; max: number; names: string };
  run(args: ParsedArgs, io: CliIo): Promise<number>;
  /** Runs boxed commands: bwrap's probe starts as the command starts, unless `--sandbox` says else. */
  opensSandbox?: true;
}

/** Parses argv for a command; every mistake becomes a `UsageError` that names the command. */
export function parseCommandArgs(command: Command, argv: string[]): ParsedArgs {
  let parsed: ParsedArgs;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { ...GLOBAL_OPTIONS, ...command.options },
      allowPositionals: true,
      strict: true,
    });
    parsed = { values, positionals };
  } catch (error) {
    // node:util's messages suggest "--" tricks; the first sentence is the useful part.
    const first = messageOf(error).split('. ')[0] ?? messageOf(error);
    throw new UsageError(`${command.name}: ${first}. See \`verdict ${command.name} --help\`.`);
  }
  if (parsed.values.help === true) return parsed;
  const count = parsed.positionals.length;
  const { min, max, names } = command.positionals ?? { min: 0, max: 0, names: '' };
  if (count < min) {
    throw new UsageError(
      `${command.name}: missing ${names}. Usage: verdict ${command.name} ${names}`,
    );
  }
  if (count > max) {
    throw new UsageError(
      `${command.name}: unexpected argument ${JSON.stringify(parsed.positionals[max])}. See \`verdict ${command.name} --help\`.`,
    );
  }
  return parsed;
}

export function stringOption(args: ParsedArgs, name: string): string | undefined {
  const value = args.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** The first of `names` given a value, for messages about options that go together or apart. */
export function firstGiven<Name extends string>(
  args: ParsedArgs,
  names: readonly Name[],
): Name | undefined {
  return names.find((name) => stringOption(args, name) !== undefined);
}

/** The value of an option the command cannot go without; `usage` ends the error when it is absent or blank. */
export function requiredOption(args: ParsedArgs, name: string, usage: string): string {
  const value = stringOption(args, name);
  if (value === undefined || value.trim() === '') throw new UsageError(usage);
  return value;
}
