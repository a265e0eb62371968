/**
 * Scripted mode's model: each task's `script/v1` file from `--script-dir` or the suite's `scripts/`,
 * answering turn by turn.
 */
import path from 'node:path';
import { ConfigError, formatProblem, type Problem } from '../../errors.js';
import { loadScript, ScriptedProvider, type Script } from '../../provider/scripted.js';
import type { ModelProvider } from '../../provider/types.js';
import type { ProviderContext } from '../../runner/run-types.js';
import type { LoadedSuite } from '../../suite/load-suite.js';
import { stringOption, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';

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
  const scripts = new Map<string, Script>();
  const problems: Problem[] = [];
  for (const taskId of new Set(taskIds)) {
    try {
      scripts.set(taskId, await loadScript(path.join(dir, `${taskId}.json`)));
    } catch (error) {
      if (error instanceof ConfigError && error.problems.length > 0) {
        problems.push(...error.problems);
      } else throw error;
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(
      `cannot run scripted; nothing ran:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
      problems,
    );
  }
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
