import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/compare-reports.js';
import { viewComparison } from '../../src/compare/comparison-view.js';
import { renderComparisonHtml } from '../../src/compare/render-comparison-html.js';
import { renderComparisonMarkdown } from '../../src/compare/render-comparison.js';
import { SUITE_VERDICT_FOOTNOTE } from '../../src/stats/suite-verdict.js';
import { COMPARISON_FOOTNOTE } from '../../src/stats/verdict.js';
import { makeReport, times } from './reports.js';

const limits = { memoryMb: 4096, processes: 512, cpuSeconds: 1800 };

describe('viewComparison', () => {
  it('says the same observed rate as what was seen, also for a comparison that predates the flag', () => {
    const comparison = compareReports(
      makeReport({ never: times('fail', 5), steady: times('pass', 5) }),
      makeReport({ never: times('fail', 5), steady: times('pass', 5) }),
    );
    const older = {
      ...comparison,
      tasks: comparison.tasks.map(({ sameObservedRate: _same, ...task }) => ({
        ...task,
        reason: 'the intervals overlap',
      })),
    };
    for (const view of [viewComparison(comparison), viewComparison(older)]) {
      expect(view.rows.map((row) => [row.taskId, row.sameObservedRate, row.reason])).toEqual([
        ['never', true, 'no change seen (fails on both: 0/5 vs 0/5)'],
        ['steady', true, 'no change seen (passes on both: 5/5 vs 5/5)'],
      ]);
    }
  });

  it('says each reason a delta is missing once, naming its tasks or every task', () => {
    const comparison = compareReports(
      makeReport({ a: times('pass', 5), b: times('pass', 5), gone: times('pass', 5) }),
      makeReport({ a: times('pass', 5), b: times('pass', 5) }),
    );
    const view = viewComparison(comparison);
    expect(
      view.notCompared.map(({ columns, reason, everyTask, tasks }) => ({
        columns,
        reason,
        everyTask,
        tasks: tasks.map((row) => row.taskId),
      })),
    ).toEqual([
      {
        columns: ['cached input'],
        reason: 'cached input not reported on either side',
        everyTask: false,
        tasks: ['a', 'b'],
      },
      {
        columns: ['estimated cost per run'],
        reason: 'no cost estimated (rates not given) on either side',
        everyTask: false,
        tasks: ['a', 'b'],
      },
      {
        columns: [],
        reason: 'the task is only in the baseline report',
        everyTask: false,
        tasks: ['gone'],
      },
    ]);
    // comparison.md and comparison.html say the same lines.
    expect(renderComparisonMarkdown(comparison)).toContain(
      '- the task is only in the baseline report (gone)',
    );
    expect(renderComparisonHtml(comparison)).toContain(
      '<li>the task is only in the baseline report (<code>gone</code>)</li>',
    );
  });

  it('gives the suite verdict and its footnote only to a live comparison', () => {
    const live = viewComparison(
      compareReports(makeReport({ a: times('pass', 5) }), makeReport({ a: times('fail', 5) })),
    );
    expect(live.headline.suite?.verdict).toBe('low_power');
    expect(live.footnotes).toEqual({
      suiteVerdict: SUITE_VERDICT_FOOTNOTE,
      limits: COMPARISON_FOOTNOTE,
    });
    const replay = { conditions: { mode: 'replay' as const, k: 1 } };
    const view = viewComparison(
      compareReports(makeReport({ a: ['pass'] }, replay), makeReport({ a: ['fail'] }, replay)),
    );
    expect(view.replay).toBe(true);
    expect(view.headline).toEqual({
      verdict: 'changed',
      counts: [{ verdict: 'changed', count: 1 }],
    });
    expect(view.footnotes).toEqual({ limits: COMPARISON_FOOTNOTE });
  });

  it('says which sides ran without a sandbox, in comparison.md and comparison.html', () => {
    const none = { conditions: { sandbox: { backend: 'none' as const, limits } } };
    const comparison = compareReports(
      makeReport({ a: times('pass', 5) }, none),
      makeReport({ a: times('pass', 5) }, none),
    );
    const view = viewComparison(comparison);
    expect(view.unsandboxed).toEqual({
      line: 'Not sandboxed: agents and verifiers ran as this user, with its files and network',
      sides: ['baseline', 'candidate'],
    });
    expect(renderComparisonMarkdown(comparison)).toContain(
      '> **Not sandboxed: agents and verifiers ran as this user, with its files and network** (baseline and candidate).',
    );
    expect(renderComparisonHtml(comparison)).toContain(
      '<strong>Not sandboxed: agents and verifiers ran as this user, with its files and network</strong> (baseline and candidate).',
    );
    const sandboxed = compareReports(
      makeReport(
        { a: times('pass', 5) },
        { conditions: { sandbox: { backend: 'bwrap', limits } } },
      ),
      makeReport(
        { a: times('pass', 5) },
        { conditions: { sandbox: { backend: 'bwrap', limits } } },
      ),
    );
    expect(viewComparison(sandboxed).unsandboxed).toBeUndefined();
  });
});
