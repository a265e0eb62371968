import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build-report.js';
import { ReportSchema } from '../../src/report/report-schema.js';
import { sumRunCounts, type RunStatus } from '../../src/stats/counts.js';
import { liveConditions, makeRecord, planRuns } from './run-records.js';

const statusArbitrary = fc.constantFrom<RunStatus>('pass', 'fail', 'budget_exceeded', 'error');

/**
 * A plan of up to 4 tasks × k, and records in any order: inside the plan, outside it (another
 * shard), and repeated (a resume that rewrote a run).
 */
const scenarioArbitrary = fc
  .record({
    taskCount: fc.integer({ min: 1, max: 4 }),
    k: fc.integer({ min: 1, max: 6 }),
    mode: fc.constantFrom('live' as const, 'replay' as const, 'scripted' as const),
  })
  .chain(({ taskCount, k, mode }) =>
    fc.record({
      taskIds: fc.constant(Array.from({ length: taskCount }, (_, index) => `task-${index}`)),
      k: fc.constant(k),
      mode: fc.constant(mode),
      records: fc.array(
        fc.record({
          // One task id beyond the plan, and repetitions beyond k, land outside it.
          task: fc.integer({ min: 0, max: taskCount }),
          repetition: fc.integer({ min: 1, max: k + 1 }),
          status: statusArbitrary,
          reportsUsage: fc.boolean(),
        }),
        { maxLength: 40 },
      ),
      cancelled: fc.boolean(),
    }),
  );

describe('buildReport (properties)', () => {
  it('never counts more than planned, and the summary is the sum of its tasks', () => {
    fc.assert(
      fc.property(scenarioArbitrary, (scenario) => {
        const records = scenario.records.map(({ task, repetition, status, reportsUsage }) => {
          const record = makeRecord(`task-${task}`, repetition, status);
          if (!reportsUsage) delete record.measured.usage;
          return record;
        });
        const report = buildReport({
          runId: 'run-1',
          conditions: { ...liveConditions, k: scenario.k, mode: scenario.mode },
          plannedRuns: planRuns(scenario.taskIds, scenario.k),
          tasks: scenario.taskIds.map((id) => ({ id })),
          records,
          rates: { inputRate: 1, outputRate: 2 },
          ...(scenario.cancelled ? { state: 'CANCELLED' as const } : {}),
        });

        ReportSchema.parse(report);
        for (const task of report.tasks) {
          const { counts } = task;
          expect(counts.total).toBe(scenario.k);
          expect(counts.observed).toBeLessThanOrEqual(counts.total);
          expect(counts.observed + counts.error).toBeLessThanOrEqual(counts.total);
          expect(counts.pass + counts.fail + counts.budgetExceeded).toBe(counts.observed);
          expect(counts.missing).toBe(counts.total - counts.observed);
        }
        expect(report.summary.counts).toEqual(
          sumRunCounts(report.tasks.map((task) => task.counts)),
        );
        expect(report.summary.counts.total).toBe(scenario.taskIds.length * scenario.k);
        expect(report.measured.runsJudged).toBe(report.summary.counts.observed);
        if (report.estimated !== undefined) expect(report.measured.tokens).toBeDefined();

        if (scenario.cancelled) expect(report.state).toBe('CANCELLED');
        else if (report.summary.counts.observed === 0) expect(report.state).toBe('RUN_ERROR');
        else if (report.summary.counts.missing === 0) expect(report.state).toBe('COMPLETE');
        else expect(report.state).toBe('PARTIAL');
      }),
      { numRuns: 300 },
    );
  });
});
