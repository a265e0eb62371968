import path from 'node:path';
import { loadScript, ScriptedProvider } from '../../provider/scripted.js';
import type { LoadedSuite } from '../../suite/load-suite.js';
import { stringOption, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';
import { readEveryTask } from './problems.js';
import type { ProviderFor } from './suite-run-options.js';

/**
 * Scripted mode's providers, each task's `script/v1` from `--script-dir` or the suite's `scripts/`,
 * every one read before the first run, as replay reads its cassettes.
 */
export async function scriptedProviders(
  args: ParsedArgs,
  suite: LoadedSuite,
  taskIds: readonly string[],
  io: CliIo,
): Promise<ProviderFor> {
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
