/**
 * An adaptive comparison (`--k auto`) as comparison.md and comparison.html show it: per task the
 * runs it took, why it stopped and its confidence sequence, the runs spent against fixed k, the
 * anytime-valid suite verdict in place of the permutation test's, and `no change larger than δ`
 * with its δ. The comparisons are made by the real rule, reports and `applyAdaptive`.
 */
import { describe, expect, it } from 'vitest';
import { COMPARISON_FOOTNOTE } from '../../src/stats/verdict.js';
import { compareReports } from '../../src/compare/compare-reports.js';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import { viewComparison } from '../../src/compare/comparison-view.js';
import { renderComparisonHtml } from '../../src/compare/render-comparison-html.js';
import { renderComparisonMarkdown } from '../../src/compare/render-comparison.js';
import { escapeHtml } from '../../src/html/escape-html.js';
import { escapeMarkdown } from '../../src/text/markdown.js';
import { taskRuns } from '../../src/stats/adaptive-k.js';
import { describeStop, formatEValue } from '../../src/stats/adaptive-k-text.js';
import { SUITE_VERDICT_FOOTNOTE } from '../../src/stats/suite-verdict.js';
import {
  ADAPTIVE_TASKS,
  makeAdaptiveComparison,
  type AdaptiveTaskRuns,
} from './adaptive-comparison.js';
import { makeReport, times } from './reports.js';

const titles = { 'fix-add': 'Fix add in src/math.ts' };

describe('comparison.md of an adaptive comparison', () => {
  it('snapshot', async () => {
    const { comparison } = makeAdaptiveComparison(ADAPTIVE_TASKS, { titles });
    expect(ComparisonSchema.safeParse(comparison).success).toBe(true);
    await expect(renderComparisonMarkdown(comparison)).toMatchFileSnapshot(
      '__snapshots__/adaptive.md',
    );
  });

  it('says per task the runs it took, why it stopped and its confidence sequence', () => {
    const { comparison, record } = makeAdaptiveComparison(ADAPTIVE_TASKS);
    const markdown = renderComparisonMarkdown(comparison);
    expect(markdown).toContain('| runs (b + c) | 95 % confidence sequence (c − b) |');
    for (const task of record.tasks) {
      const runs = taskRuns(task);
      const row = markdown
        .split('\n')
        .find((line) => line.startsWith(`| ${escapeMarkdown(task.taskId)} |`));
      expect(row, task.taskId).toContain(`| ${runs.base} + ${runs.head} |`);
      expect(task.interval).not.toBeNull();
      const { low, high } = task.interval ?? { low: 0, high: 0 };
      const points = (value: number) =>
        `${value < 0 ? '−' : '+'}${Math.abs(value * 100).toFixed(1)} pp`;
      expect(row, task.taskId).toContain(`[${points(low)}, ${points(high)}]`);
      // The reason under "Why" is the rule's, not the Wilson intervals'.
      expect(markdown).toContain(escapeMarkdown(describeStop(task)));
    }
    // A task near 50 % on both sides has the same observed rate, yet its reason is why it stopped.
    expect(markdown).not.toContain('same observed rate');
  });

  it('says the runs spent against fixed k = max-k, and the anytime-valid suite verdict', () => {
    const { comparison, record } = makeAdaptiveComparison(ADAPTIVE_TASKS);
    const { spent, fixedK } = record.runs;
    expect(spent).toBeLessThan(fixedK);
    expect(fixedK).toBe(6 * 20 * 2);
    const markdown = renderComparisonMarkdown(comparison);
    const share = Math.round((spent / fixedK) * 100);
    expect(markdown).toContain(
      `**Adaptive k:** ${spent} runs where fixed k = 20 would have made ${fixedK} (${share} %)`,
    );
    // No permutation test: it does not hold when the runs depended on the outcomes.
    expect(comparison.summary.suite).toBeUndefined();
    expect(markdown).not.toContain(SUITE_VERDICT_FOOTNOTE);
    const { verdict, eValue, threshold } = record.suite;
    expect(markdown).toContain(
      `**Suite: ${verdict}** — e = ${formatEValue(eValue)} ${eValue >= threshold ? '≥' : '&lt;'} 1/α = ${formatEValue(threshold)}`,
    );
    expect(markdown).toContain(`_The suite verdict (adaptive k) is the ${record.suite.method}._`);
    expect(markdown).toContain('| live | auto (3–20) | 42 |');
  });

  it('names δ in no change larger than δ: the task’s own, or none when the tasks’ differ', () => {
    const steady: Record<string, AdaptiveTaskRuns> = {
      steady: { base: 'pass', head: 'pass' },
      never: { base: 'fail', head: 'fail' },
    };
    const same = viewComparison(makeAdaptiveComparison(steady).comparison);
    expect(same.rows.map((row) => row.label)).toEqual([
      'no change larger than 20 pts',
      'no change larger than 20 pts',
    ]);
    expect(renderComparisonMarkdown(makeAdaptiveComparison(steady).comparison)).toContain(
      '**Overall: no change larger than 20 pts** (no change larger than 20 pts 2)',
    );
    const mixed = makeAdaptiveComparison(steady, { settings: { deltas: { never: 0.3 } } });
    const view = viewComparison(mixed.comparison);
    expect(view.rows.map((row) => row.label)).toEqual([
      'no change larger than 20 pts',
      'no change larger than 30 pts',
    ]);
    expect(renderComparisonMarkdown(mixed.comparison)).toContain(
      '**Overall: no change larger than δ** (no change larger than δ 2)',
    );
  });

  it('says how many earlier rounds a continued task carried on from', () => {
    const { comparison } = makeAdaptiveComparison(ADAPTIVE_TASKS);
    const continued = {
      ...comparison,
      tasks: comparison.tasks.map((task) =>
        task.adaptive === undefined || task.taskId !== 'fix-add'
          ? task
          : { ...task, adaptive: { ...task.adaptive, roundsBefore: 3 } },
      ),
    };
    const row = viewComparison(continued).rows.find((one) => one.taskId === 'fix-add');
    expect(row?.adaptive?.runsText).toMatch(/^\d+ \+ \d+ \(after 3 earlier rounds\)$/);
    expect(renderComparisonMarkdown(continued)).toMatch(
      /\| fix-add \|.*\| \d+ \+ \d+ \(after 3 earlier rounds\) \|/,
    );
  });

  it('leaves a fixed-k comparison as it was: no adaptive column, line or label', () => {
    const fixed = compareReports(
      makeReport({ a: times('pass', 5), b: times('fail', 5) }),
      makeReport({ a: times('fail', 5), b: times('fail', 5) }),
    );
    const view = viewComparison(fixed);
    expect(view.adaptive).toBeUndefined();
    expect(view.rows.every((row) => row.adaptive === undefined)).toBe(true);
    expect(view.footnotes).toEqual({
      suiteVerdict: SUITE_VERDICT_FOOTNOTE,
      limits: COMPARISON_FOOTNOTE,
    });
    const markdown = renderComparisonMarkdown(fixed);
    expect(markdown).not.toContain('Adaptive k');
    expect(markdown).not.toContain('runs (b + c)');
    expect(markdown).toContain('| live | 5 | 42 |');
  });
});

describe('comparison.html of an adaptive comparison', () => {
  const { comparison, record } = makeAdaptiveComparison(ADAPTIVE_TASKS, { titles });
  const html = renderComparisonHtml(comparison);

  it('says the runs spent and the anytime-valid suite verdict in the header', () => {
    const { spent, fixedK } = record.runs;
    expect(html).toContain(
      `<p id="adaptive-runs">Adaptive k: <strong>${spent} runs where fixed k = 20 would have made ${fixedK} (${Math.round((spent / fixedK) * 100)} %)</strong>`,
    );
    expect(html).toMatch(
      new RegExp(
        `<p id="suite-verdict">Suite: <span class="verdict verdict-${record.suite.verdict}">${record.suite.verdict}</span> <span class="muted">e = ${formatEValue(record.suite.eValue)} `,
      ),
    );
    expect(html).toContain(
      `<p>The suite verdict (adaptive k) is the ${escapeHtml(record.suite.method)}.</p>`,
    );
    expect(html).not.toContain(escapeHtml(SUITE_VERDICT_FOOTNOTE));
  });

  it('gives each task its runs, confidence sequence and stop, and no change a neutral style', () => {
    expect(html).toContain(
      '<th scope="col" data-type="number">runs (b + c)</th><th scope="col">95 % confidence sequence (c − b)</th>',
    );
    for (const task of record.tasks) {
      const row = html
        .split('\n')
        .find((line) => line.startsWith(`<tr data-task-id="${escapeHtml(task.taskId)}">`));
      const runs = taskRuns(task);
      expect(row, task.taskId).toContain(
        `data-col="runs" data-sort="${runs.base + runs.head}">${runs.base} + ${runs.head}</td>`,
      );
      expect(row, task.taskId).toContain(`<td data-col="sequence">[`);
      expect(row, task.taskId).toContain(escapeHtml(describeStop(task)));
    }
    const noChange = html.match(
      /<span class="verdict verdict-no_change">no change larger than 20 pts<\/span>/g,
    );
    expect(noChange).toHaveLength(2);
    expect(html).toMatch(
      /\.verdict-inconclusive, \.verdict-low_power, \.verdict-no_change, \.verdict-unchanged \{ color: var\(--neutral\); \}/,
    );
    expect(html).toContain('<dt>k</dt><dd>auto (3–20)</dd>');
  });
});
