/**
 * Scripted mode's model: each task's `script/v1` file from `--script-dir` or the suite's `scripts/`,
 * answering turn by turn.
 */
import path from 'node:path';
import { loadScript, ScriptedProvider } from '../../provider/scripted.js';
import type { ModelProvider } from '../../provider/types.js';
import type { ProviderContext } from '../../runner/run-types.js';
import type { LoadedSuite } from '../../suite/load-suite.js';
import { stringOption, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';
import { readEveryTask } from './problems.js';

/**
 * Scripted mode's providers, one per task, with every selected task's script read before the first
 * run: a missing or broken script stops the invocation (exit 2, naming the file and field) with
 * nothing run, as a broken cassette does in replay.
 */
export async function scriptedProviders(
  args: ParsedArgs,
  suite: LoadedSuite,
  taskIds: readonly string[],
  io: CliIo,
): Promise<(taskId: string, context: ProviderContext) => Promise<ModelProvider>> {
  const given = stringOption(args, 'script-dir');
  const dir = given === undefined ? path.join(suite.dir, 'scripts') : path.resolve(io.cwd, given);
  const scripts = await readEveryTask(
    new Set(taskIds),
    (taskId) => loadScript(path.join(dir, `${taskId}.json`)),
    'cannot run scripted; nothing ran',
  );
  return (taskId, context) => {
    const script = scripts.get(taskId);
    if (script === undefined) {
      return Promise.reject(new Error(`no script was read for task ${JSON.stringify(taskId)}`));
    }
    return Promise.resolve(
      new ScriptedProvider(script, {
        taskId,
        expand: context.pathTokens.expand,
        normalize: context.normalize,
      }),
    );
  };
}
