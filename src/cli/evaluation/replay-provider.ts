/**
 * Replay mode's model: each task answered from its cassette, and the model named by the recording
 * unless --model says otherwise.
 */
import type { Cassette } from '../../provider/cassette.js';
import { ReplayProvider } from '../../provider/replay.js';
import type { ModelProvider } from '../../provider/types.js';
import type { ProviderContext } from '../../runner/run-types.js';
import type { CliIo } from '../io.js';

/** Replay answers each task from its cassette; the model is the recorded one unless --model says otherwise. */
export function replaySetup(
  cassettes: ReadonlyMap<string, Cassette>,
  modelOption: string | undefined,
  configHash: string,
  io: CliIo,
): {
  model: string;
  providerFor: (taskId: string, context: ProviderContext) => Promise<ModelProvider>;
} {
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
    model: modelOption ?? recordedModel ?? 'verdict-scripted',
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
