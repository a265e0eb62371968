/**
 * The cassettes replay answers from: where they are (`--cassette-dir` or the suite's `cassettes/`),
 * and every selected task's, read before the first run.
 */
import path from 'node:path';
import { cassettePath, readCassette, type Cassette } from '../../provider/cassette.js';
import type { LoadedSuite } from '../../suite/load-suite.js';
import { stringOption, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';
import { readEveryTask } from './problems.js';

export function cassetteDirOf(args: ParsedArgs, suite: LoadedSuite, io: CliIo): string {
  const given = stringOption(args, 'cassette-dir');
  return given === undefined ? path.join(suite.dir, 'cassettes') : path.resolve(io.cwd, given);
}

/** Every selected task's cassette, read before the first run so a missing one stops nothing midway. */
export function readCassettes(
  dir: string,
  taskIds: readonly string[],
  io: CliIo,
): Promise<Map<string, Cassette>> {
  return readEveryTask(
    taskIds,
    (taskId) => {
      const file = cassettePath(dir, taskId);
      return readCassette(file, path.relative(io.cwd, file) || file);
    },
    'cannot replay; nothing ran',
  );
}
