import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/compare-reports.js';
import type { TaskVerdict } from '../../src/compare/comparison-schema.js';
import type { RunStatus } from '../../src/stats/counts.js';
import { makeReport, type TaskRuns } from './reports.js';

const statusArbitrary = fc.constantFrom<RunStatus>('pass', 'fail', 'budget_exceeded', 'error');
const runsArbitrary = fc.array(statusArbitrary, { minLength: 1, maxLength: 12 });

/** Up to three tasks per side; some ids on one side only. */
const sideArbitrary = fc
  .record({ a: runsArbitrary, b: runsArbitrary, c: fc.option(runsArbitrary, { nil: undefined }) })
  .map(({ a, b, c }): TaskRuns => (c === undefined ? { a, b } : { a, b, c }));

const SWAPPED: Partial<Record<TaskVerdict, TaskVerdict>> = {
  improved: 'regressed',
  regressed: 'improved',
};

describe('compareReports (properties)', () => {
  it('swapping baseline and candidate swaps improved and regressed and keeps every other verdict', () => {
    fc.assert(
      fc.property(sideArbitrary, sideArbitrary, (left, right) => {
        const a = makeReport(left, { runId: 'a' });
        const b = makeReport(right, { runId: 'b' });
        const forward = compareReports(a, b);
        const backward = new Map(compareReports(b, a).tasks.map((task) => [task.taskId, task]));
        for (const task of forward.tasks) {
          const mirrored = backward.get(task.taskId);
          expect(mirrored?.verdict).toBe(SWAPPED[task.verdict] ?? task.verdict);
          expect(mirrored?.sampleSizeHint?.runsPerSide).toBe(task.sampleSizeHint?.runsPerSide);
          if (task.deltas.successRate !== undefined) {
            expect(mirrored?.deltas.successRate?.difference).toBeCloseTo(
              -task.deltas.successRate.difference,
            );
          }
        }
      }),
    );
  });

  it('claims a direction only with at least 5 judged runs per side and disjoint bounded intervals', () => {
    fc.assert(
      fc.property(sideArbitrary, sideArbitrary, (left, right) => {
        const comparison = compareReports(makeReport(left), makeReport(right));
        for (const task of comparison.tasks) {
          if (task.verdict !== 'improved' && task.verdict !== 'regressed') continue;
          const { baseline, candidate } = task;
          expect(baseline?.observed).toBeGreaterThanOrEqual(5);
          expect(candidate?.observed).toBeGreaterThanOrEqual(5);
          const [low, high] =
            task.verdict === 'improved' ? [baseline, candidate] : [candidate, baseline];
          expect(high?.boundedInterval?.low).toBeGreaterThan(low?.boundedInterval?.high ?? 1);
        }
      }),
    );
  });

  it('counts every task once in the summary', () => {
    fc.assert(
      fc.property(sideArbitrary, sideArbitrary, (left, right) => {
        const comparison = compareReports(makeReport(left), makeReport(right));
        const total = Object.values(comparison.summary.counts).reduce((sum, n) => sum + n, 0);
        expect(total).toBe(comparison.tasks.length);
        expect(comparison.summary.counts[comparison.summary.verdict]).toBeGreaterThan(0);
      }),
    );
  });
});
