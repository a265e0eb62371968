/** Which run directory an attempt gets (fresh, or an untouched empty one reused) and its end. */
import { createRunDirectory, removeRunDirectory, type RunDirectory } from './run-directory.js';
import type { RunTaskInput } from './run-types.js';

/** Only the in-process agent works in it (no `command` verifier), it starts empty, it is not kept. */
function reusable(input: RunTaskInput): boolean {
  return (
    input.fixtures !== undefined &&
    input.task.fixtureDir === undefined &&
    input.agent.builtin === 'in-process' &&
    input.keep !== true &&
    input.task.verifiers.every((verifier) => verifier.kind !== 'command')
  );
}

/** The run's directory: a fresh copy of the task's fixture (or the invocation's prepared copy). */
export async function openDirectory(input: RunTaskInput): Promise<RunDirectory> {
  const { fixtureDir } = input.task;
  const fixtureGit = input.task.fixtureGit === true;
  const parent = input.sandbox?.runsParent;
  if (reusable(input))
    return (input.fixtures as NonNullable<RunTaskInput['fixtures']>).empty(parent);
  return createRunDirectory({
    runId: input.runId,
    ...(parent === undefined ? {} : { parent }),
    ...(fixtureDir === undefined
      ? {}
      : input.fixtures === undefined
        ? { fixtureDir, fixtureGit }
        : { template: await input.fixtures.get(fixtureDir, fixtureGit) }),
  });
}

/** After the attempt: kept (`--keep`), given back when untouched, or its removal deferred. */
export function releaseDirectory(
  input: RunTaskInput,
  directory: RunDirectory,
  untouched: boolean,
): void {
  if (input.keep === true) return;
  if (untouched && reusable(input)) {
    const fixtures = input.fixtures as NonNullable<RunTaskInput['fixtures']>;
    if (fixtures.giveBack(directory, input.sandbox?.runsParent)) return;
  }
  input.deferRemoval(removeRunDirectory(directory).catch(() => undefined));
}
