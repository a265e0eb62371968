/**
 * SPEC §5: a task whose intervals are disjoint keeps its direction only when its exact test
 * survives Holm's correction over the tasks; else it is inconclusive, both facts in its reason.
 */
import { checkTaskCount, describeTaskCountMiss } from '../stats/task-count-correction.js';
import type { TaskComparison, TaskSide } from './comparison-schema.js';

export function correctForTaskCount(tasks: readonly TaskComparison[]): TaskComparison[] {
  const checks = checkTaskCount(
    tasks.map(({ baseline, candidate }) => ({
      baseline: countsOf(baseline),
      candidate: countsOf(candidate),
    })),
  );
  return tasks.map((task, index) => {
    const check = checks[index];
    if (task.verdict !== 'improved' && task.verdict !== 'regressed') return task;
    if (check === undefined || check.survives) return task;
    return {
      ...task,
      verdict: 'inconclusive',
      reason: `${task.reason}, but ${describeTaskCountMiss(check)}`,
    };
  });
}

/** As `src/stats` takes them. */
export function countsOf(side: TaskSide | null) {
  return side === null
    ? { passes: 0, judged: 0, missing: 0 }
    : { passes: side.pass, judged: side.observed, missing: side.missing };
}
