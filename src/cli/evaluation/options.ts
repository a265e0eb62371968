/** The options of the commands that run a suite, and how they read them alike. */
import path from 'node:path';
import { UsageError } from '../../errors.js';
import type { Mode } from '../../run-dir/record-schema.js';
import { stringOption, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';

/** Options that each take a value (`--name VALUE`), for a command's `options`. */
export function valueOptions<Name extends string>(
  ...names: Name[]
): Record<Name, { type: 'string' }> {
  const option = { type: 'string' } as const;
  return Object.fromEntries(names.map((name) => [name, option])) as Record<Name, typeof option>;
}

/** The string options of `names` that were given, each under its key (`{ baseUrl: 'base-url' }`). */
export function givenOptions<Key extends string>(
  args: ParsedArgs,
  names: Record<Key, string>,
): Partial<Record<Key, string>> {
  const given: Partial<Record<Key, string>> = {};
  for (const [key, name] of Object.entries(names) as Array<[Key, string]>) {
    const value = stringOption(args, name);
    if (value !== undefined) given[key] = value;
  }
  return given;
}

/** Options of every command that runs a suite's tasks (`diagnose`'s), besides the global ones. */
export const SUITE_RUN_OPTIONS = {
  ...valueOptions('script-dir', 'out', 'suite-dir', 'concurrency', 'sandbox'),
  ...valueOptions('max-calls', 'calls-file'),
  keep: { type: 'boolean' },
  yes: { type: 'boolean' },
  'allow-suite-full': { type: 'boolean' },
  'spawn-agent': { type: 'boolean' },
} as const;

/** Those of `run`, `record` and `variants`, which also choose the tasks, seed and cassettes. */
export const EVALUATION_OPTIONS = {
  ...SUITE_RUN_OPTIONS,
  ...valueOptions('tasks', 'seed', 'cassette-dir', 'max-runs'),
};

/** `--name VALUE` when it is one of `choices`, else `fallback`; `expected` words them for the error. */
export function choiceOption<Choice extends string, Fallback extends Choice | undefined>(
  args: ParsedArgs,
  name: string,
  choices: readonly Choice[],
  fallback: Fallback,
  expected = choices.join(', '),
): Choice | Fallback {
  const value = stringOption(args, name);
  if (value === undefined) return fallback;
  if ((choices as readonly string[]).includes(value)) return value as Choice;
  throw new UsageError(`--${name} ${JSON.stringify(value)}: expected ${expected}`);
}

/** `--name N` in [min, max], else `fallback` (undefined: an option with no default). */
export function integerOption<Fallback extends number | undefined>(
  args: ParsedArgs,
  name: string,
  fallback: Fallback,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number | Fallback {
  const text = stringOption(args, name);
  if (text === undefined) return fallback;
  if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`--${name} ${JSON.stringify(text)}: expected an integer ${range}`);
  }
  return Number(text);
}

/** `--out DIR` against the working directory, else `fallback` (relative to it too). */
export function outDirOption(args: ParsedArgs, io: CliIo, fallback: string): string {
  return path.resolve(io.cwd, stringOption(args, 'out') ?? fallback);
}

/** `--mode MODE` (default live); `expected` names the modes the command takes, for the error. */
export function modeOption(args: ParsedArgs, expected: string): Mode {
  return choiceOption(args, 'mode', ['live', 'replay', 'scripted'], 'live', expected);
}
