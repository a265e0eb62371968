/**
 * Replay mode's model: the cassettes (`--cassette-dir` or the suite's `cassettes/`), every selected
 * task's read before the first run, and the recorded model unless `--model` says otherwise.
 */
import path from 'node:path';
import { cassettePath, readCassette } from '../../provider/cassette.js';
import { ReplayProvider } from '../../provider/replay.js';
import type { LoadedSuite } from '../../suite/load-suite.js';
import { stringOption, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';
import { readEveryTask } from './problems.js';
import type { ProviderFor } from './suite-run-options.js';

export function cassetteDirOf(args: ParsedArgs, suite: LoadedSuite, io: CliIo): string {
  const given = stringOption(args, 'cassette-dir');
  return given === undefined ? path.join(suite.dir, 'cassettes') : path.resolve(io.cwd, given);
}

export async function replaySource(
  args: ParsedArgs,
  suite: LoadedSuite,
  taskIds: readonly string[],
  configHash: string,
  io: CliIo,
): Promise<{ model: string; providerFor: ProviderFor }> {
  const dir = cassetteDirOf(args, suite, io);
  const cassettes = await readEveryTask(
    taskIds,
    (taskId) => {
      const file = cassettePath(dir, taskId);
      return readCassette(file, path.relative(io.cwd, file) || file);
    },
    'cannot replay; nothing ran',
  );
  const recordedModel = [...cassettes.values()]
    .flatMap((cassette) => cassette.calls.map((call) => call.fingerprint.model))
    .find((name): name is string => typeof name === 'string');
  const stale = [...cassettes.values()].find(
    (cassette) => cassette.header.configHash !== configHash,
  );
  if (stale !== undefined) {
    io.stderr.write(
      `verdict: warning: ${stale.header.suiteId}/${stale.header.taskId} was recorded with configuration ${stale.header.configHash}; this run's is ${configHash}\n`,
    );
  }
  return {
    model: stringOption(args, 'model') ?? recordedModel ?? 'verdict-scripted',
    providerFor: (taskId, context) =>
      Promise.resolve(
        new ReplayProvider(
          cassettes.get(taskId)?.calls ?? [],
          context.normalize,
          context.pathTokens.expand,
        ),
      ),
  };
}
