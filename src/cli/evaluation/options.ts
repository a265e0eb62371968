/**
 * The options every command that runs a suite accepts besides the global ones, and the ones they
 * read alike: integers checked against their range (`--k`, `--seed`, `--concurrency`) and `--out`.
 */
import os from 'node:os';
import path from 'node:path';
import { UsageError } from '../../errors.js';
import { stringOption, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';

/** Options `run` and `record` accept besides the global ones. */
export const EVALUATION_OPTIONS = {
  tasks: { type: 'string' },
  seed: { type: 'string' },
  'cassette-dir': { type: 'string' },
  'script-dir': { type: 'string' },
  keep: { type: 'boolean' },
  out: { type: 'string' },
  'suite-dir': { type: 'string' },
  yes: { type: 'boolean' },
  'allow-suite-full': { type: 'boolean' },
  concurrency: { type: 'string' },
  'spawn-agent': { type: 'boolean' },
  sandbox: { type: 'string' },
} as const;

export function integerOption(
  args: ParsedArgs,
  name: string,
  fallback: number,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const text = stringOption(args, name);
  if (text === undefined) return fallback;
  if (!/^-?\d+$/.test(text) || Number(text) < min || Number(text) > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `≥ ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`--${name} ${JSON.stringify(text)}: expected an integer ${range}`);
  }
  return Number(text);
}

/** `--concurrency N`: runs at once, at least 1 (default: the number of cores). */
export function concurrencyOption(args: ParsedArgs): number {
  return integerOption(args, 'concurrency', os.availableParallelism(), 1);
}

/** `--out DIR` against the working directory, else `fallback` (relative to it too). */
export function outDirOption(args: ParsedArgs, io: CliIo, fallback: string): string {
  return path.resolve(io.cwd, stringOption(args, 'out') ?? fallback);
}
