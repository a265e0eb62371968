/**
 * The cassettes replay answers from: where they are (`--cassette-dir` or the suite's `cassettes/`),
 * and every selected task's, read before the first run.
 */
import path from 'node:path';
import { ConfigError, formatProblem, type Problem } from '../../errors.js';
import { cassettePath, readCassette, type Cassette } from '../../provider/cassette.js';
import type { LoadedSuite } from '../../suite/load-suite.js';
import { stringOption, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';

export function cassetteDirOf(args: ParsedArgs, suite: LoadedSuite, io: CliIo): string {
  const given = stringOption(args, 'cassette-dir');
  return given === undefined ? path.join(suite.dir, 'cassettes') : path.resolve(io.cwd, given);
}

/** Every selected task's cassette, read before the first run so a missing one stops nothing midway. */
export async function readCassettes(
  dir: string,
  taskIds: readonly string[],
  io: CliIo,
): Promise<Map<string, Cassette>> {
  const cassettes = new Map<string, Cassette>();
  const problems: Problem[] = [];
  for (const taskId of taskIds) {
    const file = cassettePath(dir, taskId);
    try {
      cassettes.set(taskId, await readCassette(file, path.relative(io.cwd, file) || file));
    } catch (error) {
      if (error instanceof ConfigError && error.problems.length > 0)
        problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `cannot replay; nothing ran:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
      problems,
    );
  }
  return cassettes;
}
