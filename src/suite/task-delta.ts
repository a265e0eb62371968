/**
 * `--k auto`'s δ per task (SPEC §5): the task's own (the most specific), then the invocation's,
 * then the suite's, then the rule's default (undefined here).
 */
import type { LoadedSuite } from './load-suite.js';

export function deltaOfTasks(
  suite: Pick<LoadedSuite, 'tasks' | 'delta'>,
  given: number | undefined,
): (taskId: string) => number | undefined {
  const own = new Map(suite.tasks.map((task) => [task.id, task.delta]));
  return (taskId) => own.get(taskId) ?? given ?? suite.delta;
}
