/**
 * `--max-calls N`: a bound on live requests upstream, retries included. `--calls-file FILE` shares
 * the count between processes (rewritten before each request leaves), so `verdict pr`'s bound
 * covers both sides and every suite.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { UsageError, messageOf } from '../../errors.js';
import {
  UpstreamCallBudget,
  UpstreamCallCountSchema,
  type UpstreamCallCount,
} from '../../provider/upstream-call-budget.js';
import { stringOption, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';
import { integerOption } from './options.js';

export const MAX_CALLS_HELP = `  --max-calls N          live: at most N requests to the upstream, each retry of a failed one
                         counted too; then the proxy refuses further calls and the runs left
                         end as errors (exit 1, the report is still written)
  --calls-file FILE      with --max-calls: count the calls already recorded in FILE, and keep
                         FILE up to date (verdict pr shares one across its runs)`;

/** The count in `file`: nothing spent when there is no file yet. */
function readCallCount(file: string): UpstreamCallCount {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { calls: 0, retries: 0 };
    throw new UsageError(`--calls-file ${file}: cannot read it (${messageOf(error)})`);
  }
  try {
    return UpstreamCallCountSchema.parse(JSON.parse(text));
  } catch (error) {
    throw new UsageError(
      `--calls-file ${file}: expected {"calls": N, "retries": N} (${messageOf(error).split('\n')[0] ?? ''})`,
    );
  }
}

/** Replaces `file` with `count` in one rename, so that a reader never sees half of it. */
function writeCallCount(file: string, count: UpstreamCallCount): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(count)}\n`);
  renameSync(partial, file);
}

/** The budget of `--max-calls`, or undefined; checked whatever the mode, spent only live. */
export function callBudgetOf(args: ParsedArgs, io: CliIo): UpstreamCallBudget | undefined {
  const maxCalls = integerOption(args, 'max-calls', undefined, 1);
  const given = stringOption(args, 'calls-file');
  if (maxCalls === undefined) {
    if (given !== undefined) throw new UsageError('--calls-file needs --max-calls N');
    return undefined;
  }
  if (given === undefined) return new UpstreamCallBudget(maxCalls);
  const file = path.resolve(io.cwd, given);
  return new UpstreamCallBudget(maxCalls, readCallCount(file), (count) =>
    writeCallCount(file, count),
  );
}
