import { ConfigError, throwProblems, type Problem } from '../../errors.js';

/** Reads every task's file before the first run; the problems of all of them are thrown at once. */
export async function readEveryTask<T>(
  taskIds: Iterable<string>,
  read: (taskId: string) => Promise<T>,
  heading: string,
): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  const problems: Problem[] = [];
  for (const taskId of taskIds) {
    try {
      found.set(taskId, await read(taskId));
    } catch (error) {
      if (!(error instanceof ConfigError) || error.problems.length === 0) throw error;
      problems.push(...error.problems);
    }
  }
  throwProblems(heading, problems);
  return found;
}
