/**
 * Which run directory an attempt gets and what becomes of it after: a fresh copy of the task's
 * fixture (or of the invocation's prepared copy), or, for a task with no fixture whose agent is the
 * built-in one, an empty directory that an earlier run of the invocation left as it was made; and
 * after the run, removed (while the next runs go on) or, untouched, kept for the next such run.
 */
import { createRunDirectory, removeRunDirectory, type RunDirectory } from './run-directory.js';
import type { RunTaskInput } from './run-types.js';

/**
 * Whether the attempt's directory may serve another run: nothing but the built-in agent works in
 * it (no process of its own, no `command` verifier), it starts empty, and it is not to be kept.
 */
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

/**
 * After the attempt: the directory is kept (`--keep`), given back for the next run when the agent
 * made no tool call and nothing in it changed (`untouched`), or removed, deferred when the caller
 * takes the removal.
 */
export async function releaseDirectory(
  input: RunTaskInput,
  directory: RunDirectory,
  untouched: boolean,
): Promise<void> {
  if (input.keep === true) return;
  if (untouched && reusable(input)) {
    const fixtures = input.fixtures as NonNullable<RunTaskInput['fixtures']>;
    if (fixtures.giveBack(directory, input.sandbox?.runsParent)) return;
  }
  const removal = removeRunDirectory(directory).catch(() => undefined);
  if (input.deferRemoval === undefined) await removal;
  else input.deferRemoval(removal);
}
