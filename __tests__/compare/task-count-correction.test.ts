import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/compare-reports.js';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import { makeReport, times, type TaskRuns } from './reports.js';

function compare(baseline: TaskRuns, candidate: TaskRuns) {
  const comparison = compareReports(
    makeReport(baseline, { runId: 'base' }),
    makeReport(candidate, { runId: 'cand' }),
  );
  expect(ComparisonSchema.parse(comparison)).toEqual(comparison);
  return comparison;
}

const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => `task-${String(i + 1).padStart(2, '0')}`);

describe('per-task claims corrected for the number of tasks', () => {
  it('a task going 5/5 → 0/5 among nine unchanged tasks is still regressed', () => {
    const unchanged = Object.fromEntries(ids(9).map((id) => [id, times('pass', 5)]));
    const comparison = compare(
      { dropped: times('pass', 5), ...unchanged },
      { dropped: times('fail', 5), ...unchanged },
    );
    expect(comparison.tasks[0]).toMatchObject({ taskId: 'dropped', verdict: 'regressed' });
    expect(comparison.summary.verdict).toBe('regressed');
  });

  it('twelve tasks going 5/5 → 0/5 at k = 5: each inconclusive, the suite regressed', () => {
    const comparison = compare(
      Object.fromEntries(ids(12).map((id) => [id, times('pass', 5)])),
      Object.fromEntries(ids(12).map((id) => [id, times('fail', 5)])),
    );
    for (const task of comparison.tasks) {
      expect(task.verdict).toBe('inconclusive');
      expect(task.reason).toBe(
        'the intervals are disjoint: baseline [56.6 %, 100.0 %], candidate [0.0 %, 43.4 %], ' +
          'but its exact test (p = 0.0079) cannot survive the correction for the number of ' +
          "tasks: no split of its passes gives p < 0.0071, the level Tarone's rule sets for " +
          'this comparison: with this many tasks, a difference this large can arise by chance',
      );
      // The intervals are already disjoint: more runs would not be the answer.
      expect(task.sampleSizeHint).toBeUndefined();
    }
    expect(comparison.summary.counts).toMatchObject({ inconclusive: 12, regressed: 0 });
    expect(comparison.summary.suite?.verdict).toBe('regressed');
  });
});
