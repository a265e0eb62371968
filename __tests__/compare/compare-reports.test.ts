import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/compare-reports.js';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import { IncompatibleError, exitCodeOf } from '../../src/errors.js';
import type { ReportConditions } from '../../src/run-dir/conditions-file.js';
import { COMPARISON_FOOTNOTE } from '../../src/stats/verdict.js';
import { makeReport, times } from './reports.js';

function compareTask(
  baseline: Parameters<typeof makeReport>[0],
  candidate: Parameters<typeof makeReport>[0],
) {
  const comparison = compareReports(
    makeReport(baseline, { runId: 'base' }),
    makeReport(candidate, { runId: 'cand' }),
  );
  expect(ComparisonSchema.parse(comparison)).toEqual(comparison);
  return comparison;
}

describe('compareReports verdicts', () => {
  it('5/5 versus 0/5 is regressed, and improved the other way round', () => {
    const regressed = compareTask({ t: times('pass', 5) }, { t: times('fail', 5) });
    expect(regressed.tasks[0]).toMatchObject({
      taskId: 't',
      verdict: 'regressed',
      baseline: { pass: 5, observed: 5, missing: 0 },
      candidate: { pass: 0, observed: 5, missing: 0 },
    });
    expect(regressed.tasks[0]?.reason).toContain('disjoint');
    const { suite, ...summary } = regressed.summary;
    expect(summary).toEqual({
      counts: { regressed: 1, improved: 0, not_comparable: 0, low_power: 0, inconclusive: 0 },
      verdict: 'regressed',
    });
    // One task is too few for a suite-level claim; the task's own verdict stands.
    expect(suite).toMatchObject({ verdict: 'low_power', tasks: 1 });
    expect(regressed.tasks[0]?.deltas.successRate).toEqual({
      baseline: 1,
      candidate: 0,
      difference: -1,
    });
    expect(regressed.tasks[0]?.sampleSizeHint).toBeUndefined();

    const improved = compareTask({ t: times('fail', 5) }, { t: times('pass', 5) });
    expect(improved.tasks[0]?.verdict).toBe('improved');
    expect(improved.summary.verdict).toBe('improved');
  });

  it('3/5 versus 5/5 is inconclusive, with a sample-size hint that says it is an estimate', () => {
    const comparison = compareTask(
      { t: ['pass', 'fail', 'pass', 'fail', 'pass'] },
      { t: times('pass', 5) },
    );
    const task = comparison.tasks[0];
    expect(task?.verdict).toBe('inconclusive');
    expect(task?.reason).toContain('overlap');
    expect(task?.sampleSizeHint?.runsPerSide).toBeGreaterThan(5);
    expect(task?.sampleSizeHint?.method).toContain(
      'estimate: keeps the observed rates fixed and grows both sides equally',
    );
  });

  it('4 judged runs on a side is low power, naming the side', () => {
    const comparison = compareTask({ t: times('pass', 5) }, { t: times('fail', 4) });
    expect(comparison.tasks[0]?.verdict).toBe('low_power');
    expect(comparison.tasks[0]?.reason).toContain('candidate has 4 judged runs');
    expect(comparison.tasks[0]?.sampleSizeHint).toBeUndefined();
  });

  it('errored runs whose bounded interval overlaps make the task not comparable, with the count', () => {
    // Observed: 5/5 [56.6 %, 100 %] against 0/5 [0 %, 43.4 %], disjoint. Bounded with the 5 errored
    // runs counted as passes, the candidate reaches 81.3 %: no direction can be claimed.
    const comparison = compareTask(
      { t: times('pass', 5) },
      { t: [...times('fail', 5), ...times('error', 5)] },
    );
    const task = comparison.tasks[0];
    expect(task?.verdict).toBe('not_comparable');
    expect(task?.reason).toContain('5 missing runs on candidate');
    expect(task?.candidate).toMatchObject({ pass: 0, observed: 5, missing: 5 });
    expect(comparison.notes.join(' ')).toContain('The candidate run is PARTIAL');
  });

  it('keeps the direction when the bounded intervals are still disjoint', () => {
    const comparison = compareTask({ t: times('pass', 20) }, { t: [...times('fail', 5), 'error'] });
    expect(comparison.tasks[0]?.verdict).toBe('regressed');
    expect(comparison.tasks[0]?.reason).toContain('1 missing run on candidate counted either way');
  });

  it('a task on one side only is not comparable, and the other tasks are still compared', () => {
    const comparison = compareTask(
      { shared: times('pass', 5), old: times('pass', 5) },
      { shared: times('pass', 5), fresh: times('pass', 5) },
    );
    expect(comparison.tasks.map((task) => [task.taskId, task.verdict])).toEqual([
      ['shared', 'inconclusive'],
      ['old', 'not_comparable'],
      ['fresh', 'not_comparable'],
    ]);
    expect(comparison.tasks[1]).toMatchObject({ candidate: null });
    expect(comparison.tasks[1]?.reason).toContain('only in the baseline report');
    expect(comparison.tasks[2]).toMatchObject({ baseline: null });
    expect(comparison.tasks[2]?.deltas.omitted.tokens).toBe(
      'the task is only in the candidate report',
    );
    expect(comparison.tasks[0]?.sampleSizeHint?.runsPerSide).toBeNull();
    expect(comparison.tasks[0]?.sampleSizeHint?.method).toContain('no sample size can decide it');
  });

  it('ends with the footnote of limits', () => {
    const comparison = compareTask({ t: times('pass', 5) }, { t: times('pass', 5) });
    expect(comparison.footnote).toBe(COMPARISON_FOOTNOTE);
  });
});

describe('compareReports refusals', () => {
  it.each([
    ['suiteVersion', { suiteVersion: '2.0.0' }],
    ['suiteId', { suiteId: 'other-suite' }],
  ])(
    'refuses a different %s with an IncompatibleError (exit 3) naming the field',
    (field, change) => {
      const baseline = makeReport({ t: times('pass', 5) });
      const candidate = makeReport({ t: times('pass', 5) }, { conditions: change });
      let thrown: unknown;
      try {
        compareReports(baseline, candidate);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(IncompatibleError);
      expect(exitCodeOf(thrown)).toBe(3);
      expect((thrown as Error).message).toContain(`conditions.${field} differs`);
    },
  );
});

describe('compareReports in replay', () => {
  const replay = { conditions: { mode: 'replay' as const, k: 1 } };

  it('is unchanged, changed or diverged per task', () => {
    const baseline = makeReport(
      { same: ['pass'], flipped: ['pass'], split: ['pass'] },
      { ...replay, runId: 'base' },
    );
    const candidate = makeReport(
      { same: ['pass'], flipped: ['fail'], split: ['error'] },
      {
        ...replay,
        runId: 'cand',
        mapRecord: (record) =>
          record.taskId === 'split'
            ? {
                ...record,
                error: {
                  kind: 'replay_divergence',
                  message: 'asked something else',
                  stop: {
                    kind: 'replay_divergence',
                    call: 2,
                    field: 'messages[3].content',
                    message: 'differs',
                  },
                },
              }
            : record,
      },
    );
    const comparison = compareReports(baseline, candidate);
    expect(ComparisonSchema.parse(comparison)).toEqual(comparison);
    expect(comparison.mode).toBe('replay');
    expect(comparison.tasks.map((task) => task.verdict)).toEqual([
      'unchanged',
      'changed',
      'diverged',
    ]);
    expect(comparison.tasks[2]?.reason).toContain('call 2, messages[3].content');
    expect(comparison.summary).toEqual({
      counts: { diverged: 1, changed: 1, unchanged: 1 },
      verdict: 'diverged',
    });
    expect(comparison.tasks.every((task) => task.sampleSizeHint === undefined)).toBe(true);
  });
});

describe('compareReports deltas', () => {
  it('compares tokens per run, wall time and cost at the same rates', () => {
    const rates = { inputRate: 1, outputRate: 2 };
    const comparison = compareReports(
      makeReport({ t: times('pass', 5) }, { rates }),
      makeReport(
        { t: times('pass', 5) },
        {
          rates,
          mapRecord: (record) => ({
            ...record,
            measured: {
              ...record.measured,
              usage: { inputTokens: 500, outputTokens: 100, cachedInputTokens: 250 },
            },
          }),
        },
      ),
    );
    const deltas = comparison.tasks[0]?.deltas;
    expect(deltas?.tokens).toEqual({ baseline: 1200, candidate: 600, difference: -600 });
    expect(deltas?.wallMs).toEqual({ baseline: 3000, candidate: 3000, difference: 0 });
    expect(deltas?.costUsd?.baseline).toBeCloseTo(0.0014);
    expect(deltas?.costUsd?.candidate).toBeCloseTo(0.0007);
    expect(deltas?.cachedInputRatio).toBeUndefined();
    expect(deltas?.omitted.cachedInputRatio).toBe('baseline: cached input not reported');
  });

  it('omits tokens and cost when a side did not measure them, and cost at different rates', () => {
    const noUsage = makeReport(
      { t: times('pass', 5) },
      {
        rates: { inputRate: 1, outputRate: 2 },
        mapRecord: (record) => {
          const measured = { ...record.measured };
          delete measured.usage;
          return { ...record, measured };
        },
      },
    );
    const withUsage = makeReport(
      { t: times('pass', 5) },
      { rates: { inputRate: 1, outputRate: 2 } },
    );
    const omitted = compareReports(withUsage, noUsage).tasks[0]?.deltas;
    expect(omitted?.tokens).toBeUndefined();
    expect(omitted?.omitted.tokens).toContain('candidate: usage not reported');
    expect(omitted?.costUsd).toBeUndefined();

    const otherRates = makeReport(
      { t: times('pass', 5) },
      { rates: { inputRate: 3, outputRate: 2 } },
    );
    const priced = compareReports(withUsage, otherRates).tasks[0]?.deltas;
    expect(priced?.tokens).toBeDefined();
    expect(priced?.costUsd).toBeUndefined();
    expect(priced?.omitted.costUsd).toContain('different rates');
  });
});

describe('compareReports across modes', () => {
  it('compares reports of different modes, every task and the overall verdict not comparable', () => {
    // Evidence that would be a regression within one mode: the mode mismatch must win.
    const baseline = makeReport({ a: times('pass', 5), b: times('pass', 5) }, { runId: 'base' });
    const candidate = makeReport(
      { a: times('fail', 5), b: times('pass', 5) },
      { runId: 'cand', conditions: { mode: 'replay', k: 1 } },
    );
    const comparison = ComparisonSchema.parse(compareReports(baseline, candidate));
    expect(comparison.tasks.map((task) => task.verdict)).toEqual([
      'not_comparable',
      'not_comparable',
    ]);
    for (const task of comparison.tasks) {
      expect(task.reason).toBe(
        'different modes (baseline live, candidate replay): the harness and the model against ' +
          'the harness against recorded responses',
      );
      // Counts are still shown; no delta is claimed.
      expect(task.baseline?.observed).toBe(5);
      expect(task.deltas.successRate).toBeUndefined();
      expect(task.deltas.omitted.successRate).toContain('not comparable: different modes');
    }
    expect(comparison.summary.verdict).toBe('not_comparable');
    expect(comparison.summary.counts).toMatchObject({ not_comparable: 2, regressed: 0 });
    expect(comparison.notes[0]).toContain('Every task is not comparable: different modes');
  });

  it('scripted against live is not comparable either way round', () => {
    const live = makeReport({ t: times('pass', 5) });
    const scripted = makeReport({ t: times('pass', 5) }, { conditions: { mode: 'scripted' } });
    for (const [a, b] of [
      [live, scripted],
      [scripted, live],
    ] as const) {
      const comparison = compareReports(a, b);
      expect(comparison.tasks[0]?.verdict).toBe('not_comparable');
      expect(comparison.summary.verdict).toBe('not_comparable');
    }
  });
});

describe('compareReports across sandboxes', () => {
  const limits = { memoryMb: 4096, processes: 512, cpuSeconds: 1800 };
  const bwrap = { backend: 'bwrap' as const, limits };
  const none = { backend: 'none' as const, limits };
  const docker = { backend: 'docker' as const, limits, image: 'agent:1' };
  // Evidence that would be a regression in one sandbox: the sandbox mismatch must win.
  const compareIn = (
    baseline: ReportConditions['sandbox'],
    candidate: ReportConditions['sandbox'],
  ) =>
    ComparisonSchema.parse(
      compareReports(
        makeReport(
          { a: times('pass', 5) },
          { runId: 'base', conditions: baseline === undefined ? {} : { sandbox: baseline } },
        ),
        makeReport(
          { a: times('fail', 5) },
          { runId: 'cand', conditions: candidate === undefined ? {} : { sandbox: candidate } },
        ),
      ),
    );

  it('makes every task not comparable when the backends differ, naming both', () => {
    const comparison = compareIn(bwrap, none);
    expect(comparison.tasks[0]?.verdict).toBe('not_comparable');
    expect(comparison.tasks[0]?.reason).toBe(
      'different sandboxes (baseline bwrap, memoryMb 4096, processes 512, cpuSeconds 1800; ' +
        'candidate not sandboxed): what the agent could reach, read and spend differs',
    );
    expect(comparison.tasks[0]?.deltas.successRate).toBeUndefined();
    expect(comparison.summary.verdict).toBe('not_comparable');
    expect(comparison.summary.suite).toBeUndefined();
    expect(comparison.notes[0]).toContain('Every task is not comparable: different sandboxes');
  });

  it('makes every task not comparable when a limit or the image differs', () => {
    const memory = compareIn(bwrap, { ...bwrap, limits: { ...limits, memoryMb: 8192 } });
    expect(memory.tasks[0]?.verdict).toBe('not_comparable');
    expect(memory.tasks[0]?.reason).toContain('baseline bwrap, memoryMb 4096');
    expect(memory.tasks[0]?.reason).toContain('candidate bwrap, memoryMb 8192');
    const image = compareIn(docker, { ...docker, image: 'agent:2' });
    expect(image.tasks[0]?.reason).toContain('baseline docker agent:1,');
    expect(image.tasks[0]?.reason).toContain('candidate docker agent:2,');
  });

  it('is not comparable in replay either', () => {
    const replay = { mode: 'replay' as const, k: 1 };
    const comparison = compareReports(
      makeReport({ a: ['pass'] }, { conditions: { ...replay, sandbox: bwrap } }),
      makeReport({ a: ['pass'] }, { conditions: { ...replay, sandbox: none } }),
    );
    expect(comparison.tasks[0]?.verdict).toBe('not_comparable');
    expect(comparison.summary.verdict).toBe('not_comparable');
  });

  it('compares the same sandbox, and two unsandboxed sides whatever limits they recorded', () => {
    expect(compareIn(bwrap, bwrap).tasks[0]?.verdict).toBe('regressed');
    expect(compareIn(docker, docker).tasks[0]?.verdict).toBe('regressed');
    // Without a sandbox no limit is applied: the recorded limits say nothing about the runs.
    const unsandboxed = compareIn(none, { ...none, limits: { ...limits, processes: 64 } });
    expect(unsandboxed.tasks[0]?.verdict).toBe('regressed');
    expect(unsandboxed.notes.join(' ')).not.toContain('sandbox');
  });

  it('compares a report that predates the field with one that has it, with a note', () => {
    for (const [baseline, candidate, recorded, older] of [
      [undefined, bwrap, 'candidate', 'baseline'],
      [none, undefined, 'baseline', 'candidate'],
    ] as const) {
      const comparison = compareIn(baseline, candidate);
      expect(comparison.tasks[0]?.verdict).toBe('regressed');
      const note = comparison.notes.find((line) => line.includes('sandbox'));
      expect(note).toContain(`Only the ${recorded} records its sandbox`);
      expect(note).toContain(`the ${older} report predates that field`);
    }
    expect(compareIn(undefined, undefined).notes.join(' ')).not.toContain('sandbox');
  });
});

describe('compareReports across compaction settings', () => {
  const usage = { inputTokens: 1000, outputTokens: 100 };
  const rates = { inputRate: 1, outputRate: 2 };
  const withSettings = (threshold: number | undefined, runs: Parameters<typeof makeReport>[0]) =>
    makeReport(runs, {
      rates,
      conditions:
        threshold === undefined
          ? {}
          : { compaction: { maxContextChars: 120000, threshold, keepRecentMessages: 6 } },
      mapRecord: (record) => ({ ...record, measured: { ...record.measured, usage } }),
    });

  it('keeps the success verdict but makes token and cost deltas not comparable', () => {
    const comparison = compareReports(
      withSettings(0.8, { t: times('pass', 5) }),
      withSettings(0.6, { t: times('fail', 5) }),
    );
    const task = comparison.tasks[0];
    expect(task?.verdict).toBe('regressed');
    expect(task?.deltas.successRate?.difference).toBe(-1);
    expect(task?.deltas.wallMs).toBeDefined();
    expect(task?.deltas.tokens).toBeUndefined();
    expect(task?.deltas.costUsd).toBeUndefined();
    const reason =
      'not comparable: the compaction settings differ (baseline maxContextChars 120000, ' +
      'threshold 0.8, keepRecentMessages 6, candidate maxContextChars 120000, threshold 0.6, ' +
      'keepRecentMessages 6)';
    expect(task?.deltas.omitted).toMatchObject({ tokens: reason, costUsd: reason });
    expect(comparison.notes).toContain(
      `Token and cost deltas are ${reason}; the success verdicts still stand.`,
    );
  });

  it('gives token and cost deltas when the settings are the same', () => {
    const comparison = compareReports(
      withSettings(0.8, { t: times('pass', 5) }),
      withSettings(0.8, { t: times('pass', 5) }),
    );
    expect(comparison.tasks[0]?.deltas.tokens).toEqual({
      baseline: 1100,
      candidate: 1100,
      difference: 0,
    });
    expect(comparison.tasks[0]?.deltas.costUsd).toBeDefined();
  });

  it('treats settings recorded on one side only as different', () => {
    const comparison = compareReports(
      withSettings(0.8, { t: times('pass', 5) }),
      withSettings(undefined, { t: times('pass', 5) }),
    );
    expect(comparison.tasks[0]?.deltas.omitted.tokens).toContain('candidate not recorded');
  });
});

describe('compareReports: inconclusive with the same observed rate', () => {
  it.each([
    ['5/5', times('pass', 5), 'no change seen (passes on both: 5/5 vs 5/5)'],
    ['0/5', times('fail', 5), 'no change seen (fails on both: 0/5 vs 0/5)'],
    [
      '3/5',
      ['pass', 'fail', 'pass', 'fail', 'pass'] as const,
      'same observed rate (3/5 vs 3/5): too few runs to rule out a difference',
    ],
  ])('%s against the same is marked, and says what was seen', (_rate, runs, reason) => {
    // Equal extreme rates: more runs would not tell a difference, so none are asked for; the
    // verdict stays inconclusive in the JSON.
    const comparison = compareTask({ t: runs }, { t: runs });
    const task = comparison.tasks[0];
    expect(task?.verdict).toBe('inconclusive');
    expect(task?.sameObservedRate).toBe(true);
    expect(task?.reason).toBe(reason);
  });

  it('rates that differ without evidence keep the overlap reason and are not marked', () => {
    const comparison = compareTask(
      { t: ['pass', 'fail', 'pass', 'fail', 'pass'] },
      { t: times('pass', 5) },
    );
    expect(comparison.tasks[0]?.sameObservedRate).toBeUndefined();
    expect(comparison.tasks[0]?.reason).toMatch(/^the intervals overlap: baseline \[/);
  });

  it('same counts with different missing runs are still the same observed rate', () => {
    const comparison = compareTask({ t: times('pass', 5) }, { t: [...times('pass', 5), 'error'] });
    expect(comparison.tasks[0]).toMatchObject({ verdict: 'inconclusive', sameObservedRate: true });
  });

  it('only inconclusive tasks are marked: low power with the same counts is not', () => {
    const comparison = compareTask({ t: times('pass', 3) }, { t: times('pass', 3) });
    expect(comparison.tasks[0]?.verdict).toBe('low_power');
    expect(comparison.tasks[0]?.sameObservedRate).toBeUndefined();
  });
});

describe('compareReports: flaky sides', () => {
  const flaky = ['pass', 'fail', 'pass', 'fail', 'pass'] as const;

  it('says which side is flaky (pass@k but not pass^k)', () => {
    const comparison = compareTask({ t: flaky }, { t: times('pass', 5) });
    expect(comparison.tasks[0]?.flaky).toEqual({ baseline: true, candidate: false });
    const both = compareTask({ t: flaky }, { t: flaky });
    expect(both.tasks[0]?.flaky).toEqual({ baseline: true, candidate: true });
  });

  it('is omitted when neither side is flaky', () => {
    const comparison = compareTask({ t: times('pass', 5) }, { t: times('fail', 5) });
    expect(comparison.tasks[0]).not.toHaveProperty('flaky');
  });

  it('names only the side a one-sided task ran on, and holds when modes differ', () => {
    const comparison = compareTask({ t: times('pass', 5), old: flaky }, { t: flaky });
    expect(comparison.tasks[0]?.flaky).toEqual({ baseline: false, candidate: true });
    expect(comparison.tasks[1]).toMatchObject({
      verdict: 'not_comparable',
      flaky: { baseline: true },
    });
    expect(comparison.tasks[1]?.flaky).not.toHaveProperty('candidate');

    const modes = compareReports(
      makeReport({ t: flaky }),
      makeReport({ t: times('pass', 5) }, { conditions: { mode: 'scripted' } }),
    );
    expect(modes.tasks[0]).toMatchObject({
      verdict: 'not_comparable',
      flaky: { baseline: true, candidate: false },
    });
  });
});

describe('compareReports: the suite verdict bounded by missing runs', () => {
  it('a head that passes 3 runs and loses 2 to errors on 20 tasks at 3/5 is not improved', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `task-${i + 1}`);
    const comparison = compareTask(
      Object.fromEntries(ids.map((id) => [id, ['pass', 'fail', 'pass', 'fail', 'pass'] as const])),
      Object.fromEntries(
        ids.map((id) => [id, ['pass', 'pass', 'pass', 'error', 'error'] as const]),
      ),
    );
    // Every task alone is low power (3 judged head runs) …
    expect(comparison.summary.counts.low_power).toBe(20);
    // … and the suite, read on judged runs only, would say improved; the missing runs undo it.
    expect(comparison.summary.suite).toMatchObject({
      verdict: 'inconclusive',
      missing: { baseline: 0, candidate: 40 },
    });
    expect(comparison.summary.suite?.interval?.low).toBeGreaterThan(0);
  });
});
