import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/compare-reports.js';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import type { SuiteOutcome } from '../../src/pr/comment-model.js';
import { renderComment } from '../../src/pr/render-comment.js';
import { SUITE_VERDICT_FOOTNOTE } from '../../src/stats/suite-verdict.js';
import { makeReport, times, type TaskRuns } from '../compare/reports.js';
import { COMPLETE, makeModel } from './comment-fixtures.js';

function suiteOf(suiteId: string, base: TaskRuns, head: TaskRuns): SuiteOutcome {
  return {
    suiteId,
    base: COMPLETE,
    head: COMPLETE,
    comparison: compareReports(
      makeReport(base, { runId: 'base-run' }),
      makeReport(head, { runId: 'head-run' }),
    ),
  };
}

/** Twenty tasks that each drop from 5/5 to 4/5: every task inconclusive, the suite regressed. */
function droppingSuite(suiteId = 'smoke-coding'): SuiteOutcome {
  const ids = Array.from({ length: 20 }, (_, i) => `task-${String(i + 1).padStart(2, '0')}`);
  return suiteOf(
    suiteId,
    Object.fromEntries(ids.map((id) => [id, times('pass', 5)])),
    Object.fromEntries(ids.map((id) => [id, [...times('pass', 4), 'fail' as const]])),
  );
}

describe('the suite-level verdict in the PR comment', () => {
  it('says suite regressed in the headline and the summary, with one footnote line', () => {
    const suite = droppingSuite();
    expect(ComparisonSchema.parse(suite.comparison).summary.suite?.verdict).toBe('regressed');
    const model = makeModel({ sections: [{ mode: 'live', suites: [suite] }] });
    const body = renderComment(model);
    expect(body).toContain('**live:** 20 inconclusive · 20 flaky · **suite regressed**');
    expect(body).toContain('**Summary:** 20 inconclusive · 20 flaky · **suite regressed**');
    expect(body.split(SUITE_VERDICT_FOOTNOTE)).toHaveLength(2);
    expect(body.indexOf(SUITE_VERDICT_FOOTNOTE)).toBeGreaterThan(body.indexOf('### Live'));
  });

  it('counts the suite verdicts of several suites', () => {
    const few = suiteOf('few', { a: times('pass', 5) }, { a: times('pass', 5) });
    const model = makeModel({
      sections: [{ mode: 'live', suites: [droppingSuite('one'), droppingSuite('two'), few] }],
    });
    expect(renderComment(model)).toContain('suites: **2 regressed**, 1 low power');
  });

  it('says nothing of a suite level in replay', () => {
    const replay = { conditions: { mode: 'replay' as const, k: 1 } };
    const comparison = compareReports(
      makeReport({ a: ['pass'] }, replay),
      makeReport({ a: ['pass'] }, replay),
    );
    expect(comparison.summary.suite).toBeUndefined();
    const body = renderComment(
      makeModel({
        sections: [
          {
            mode: 'replay',
            suites: [{ suiteId: 's', base: COMPLETE, head: COMPLETE, comparison }],
          },
        ],
      }),
    );
    expect(body).not.toMatch(/suites?:? (\*\*)?\d* ?(improved|regressed|inconclusive|low power)/);
    expect(body).not.toContain(SUITE_VERDICT_FOOTNOTE);
  });
});
