import { describe, expect, it } from 'vitest';
import { renderComparisonHtml } from '../../src/compare/render-comparison-html.js';
import type { Comparison } from '../../src/compare/comparison-schema.js';
import { escapeHtml } from '../../src/html/escape-html.js';
import { formatInterval } from '../../src/text/format.js';
import {
  HOSTILE_ID,
  HOSTILE_NOTE,
  HOSTILE_TITLE,
  liveComparison,
  replayComparison,
  replayDivergences,
} from '../report/html-fixtures.js';

describe('renderComparisonHtml snapshots', () => {
  it('a live comparison with hostile strings', async () => {
    await expect(renderComparisonHtml(liveComparison())).toMatchFileSnapshot(
      '__snapshots__/live-comparison.html',
    );
  });

  it('a replay comparison with the candidate’s divergences', async () => {
    const html = renderComparisonHtml(replayComparison(), { divergences: replayDivergences() });
    await expect(html).toMatchFileSnapshot('__snapshots__/replay-comparison.html');
  });
});

describe('renderComparisonHtml', () => {
  it('is deterministic', () => {
    expect(renderComparisonHtml(liveComparison())).toBe(renderComparisonHtml(liveComparison()));
  });

  it('escapes every string from the comparison, and runs only its own script', () => {
    const html = renderComparisonHtml(liveComparison());
    expect(html.match(/<script/gi)).toHaveLength(1);
    expect(html).not.toContain(HOSTILE_TITLE);
    expect(html).not.toContain(HOSTILE_NOTE);
    expect(html).not.toContain(HOSTILE_ID);
    expect(html).toContain(escapeHtml(HOSTILE_TITLE));
    expect(html).toContain(escapeHtml(HOSTILE_NOTE));
    expect(html).not.toMatch(/<img|<[^>]*onerror|<[^>]*\s(?:href|src)=/);
  });

  it('gives every task its verdict, a row and a base-against-head plot with the intervals', () => {
    const comparison = liveComparison();
    const html = renderComparisonHtml(comparison);
    expect(html).toContain('Overall: <span class="verdict verdict-regressed">regressed</span>');
    for (const task of comparison.tasks) {
      const id = escapeHtml(task.taskId);
      expect(html).toContain(`<tr data-task-id="${id}">`);
      expect(html).toContain(`data-task-id="${id}" data-verdict="${task.verdict}"`);
      for (const side of [task.baseline, task.candidate]) {
        if (side?.interval) expect(html).toContain(formatInterval(side.interval));
      }
    }
    expect(html.match(/<svg /g)).toHaveLength(comparison.tasks.length);
    expect(html).toContain('Measurement conditions of both sides');
    expect(html).toContain(escapeHtml(comparison.footnote));
  });

  it('shows what changed, identical observed rates and flakiness when a task says so', () => {
    const comparison = liveComparison();
    const first = comparison.tasks[0] as Comparison['tasks'][number];
    const tasks = [
      {
        ...first,
        changes: ['run 2: verifier check pass → <fail>'],
        flaky: { baseline: true, candidate: false },
      },
      ...comparison.tasks.slice(1),
    ];
    const html = renderComparisonHtml({ ...comparison, tasks });
    const rowOf = (taskId: string) =>
      html.split('\n').find((line) => line.startsWith(`<tr data-task-id="${taskId}">`));
    expect(rowOf('fix-add')).toContain('<li>run 2: verifier check pass → &lt;fail&gt;</li>');
    expect(rowOf('fix-add')).toContain('<span class="flag">flaky (baseline)</span>');
    expect(rowOf('fix-add')).not.toContain('same observed rate');
    // `same` is 5/5 against 5/5: inconclusive, with nothing to tell apart.
    expect(rowOf('same')).toContain('<span class="flag">same observed rate</span>');
  });
});
