/**
 * Failure reasons and tool use, from run records through the real `buildReport` and
 * `compareReports` to the view (`viewComparison`), comparison.md and comparison.html; the PR
 * comment's are in __tests__/pr/comment-reasons.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { compareReports } from '../../src/compare/compare-reports.js';
import { viewComparison } from '../../src/compare/comparison-view.js';
import { renderComparisonHtml } from '../../src/compare/render-comparison-html.js';
import { renderComparisonMarkdown } from '../../src/compare/render-comparison.js';
import type { Report } from '../../src/report/report-schema.js';
import {
  CHECK_FAILED,
  reasonsComparison,
  reasonsReports,
  withoutCodeSpans,
} from './reasons-fixtures.js';

describe('the view of failure reasons and tool use', () => {
  it('carries each side’s grouped reasons and the tool changes, and decides no verdict by them', () => {
    const comparison = reasonsComparison();
    const view = viewComparison(comparison);
    const row = view.rows.find((candidate) => candidate.taskId === 'fix-greeting');
    expect(row?.failures).toEqual([
      {
        side: 'candidate',
        runs: 10,
        failed: 3,
        errored: 1,
        diverged: 0,
        reasons: [
          { status: 'fail', kind: 'failed', text: CHECK_FAILED, runs: 3 },
          {
            status: 'error',
            kind: 'errored',
            text: 'upstream unavailable after 4 attempts: 503 Service Unavailable',
            runs: 1,
          },
        ],
      },
    ]);
    expect(row?.toolChanges).toEqual([
      {
        name: 'read_file',
        change: 'moved',
        changeText: '−66.7 pp',
        text: '10/10 → 3/9 runs, 3.0 → 0.8 calls per run',
        difference: 3 / 9 - 1,
      },
    ]);
  });

  it('decides no verdict: without reasons and tool use the verdicts and their reasons are the same', () => {
    const { base, head } = reasonsReports();
    const strip = (report: Report): Report => ({
      ...report,
      tasks: report.tasks.map(({ failureReasons: _reasons, toolUse: _tools, ...task }) => task),
    });
    const plain = compareReports(strip(base), strip(head));
    const full = reasonsComparison();
    expect(full.tasks.map(({ verdict, reason }) => ({ verdict, reason }))).toEqual(
      plain.tasks.map(({ verdict, reason }) => ({ verdict, reason })),
    );
    expect(full.summary).toEqual(plain.summary);
    expect(plain.tasks.every((task) => task.toolUse === undefined)).toBe(true);
    expect(viewComparison(plain).rows.every((row) => row.failures.length === 0)).toBe(true);
  });

  it('groups the overruns of one budget as one reason', () => {
    const task = reasonsReports().head.tasks.find((t) => t.taskId === 'parse-dates');
    expect(task?.failureReasons?.listed).toContainEqual({
      status: 'budget_exceeded',
      reason: 'budget maxTokens (20000) exceeded: N tokens',
      runs: 2,
    });
  });
});

describe('comparison.md', () => {
  it('lists every reason per task and side, and the tools whose use changed', async () => {
    const markdown = renderComparisonMarkdown(reasonsComparison());
    await expect(markdown).toMatchFileSnapshot('__snapshots__/reasons-and-tool-use.md');
    expect(markdown).toContain(
      '- fix-greeting — candidate: 3 of 10 failed, 1 errored\n' +
        '  - check: \\`node check.mjs\\` exited 1, expected exit 0 (3 runs)\n' +
        '  - errored (infrastructure): upstream unavailable after 4 attempts: 503 Service Unavailable (1 run)',
    );
    expect(markdown).toContain(
      '  - `read_file`: 10/10 → 3/9 runs, 3.0 → 0.8 calls per run (−66.7 pp)',
    );
  });

  it('keeps hostile reasons and tool names inert', () => {
    const markdown = renderComparisonMarkdown(reasonsComparison());
    const outsideCode = withoutCodeSpans(markdown);
    expect(outsideCode).not.toContain('@someone');
    expect(outsideCode).not.toContain('@root');
    expect(outsideCode).not.toContain('<!--');
    expect(outsideCode).not.toContain('<img');
    expect(outsideCode).not.toMatch(/(?<!\\)\]\(http/);
    expect(markdown).not.toMatch(/^# heading/m);
  });
});

describe('comparison.html', () => {
  it('renders the reasons and the tool changes, every tool in a fold', async () => {
    const html = renderComparisonHtml(reasonsComparison());
    const sections = [
      ...html.matchAll(/<section id="(?:failure-reasons|tool-use)"[\s\S]*?<\/section>/g),
    ].map((match) => match[0]);
    expect(sections).toHaveLength(2);
    await expect(`${sections.join('\n')}\n`).toMatchFileSnapshot(
      '__snapshots__/reasons-and-tool-use.html',
    );
  });

  it('escapes hostile reasons and tool names', () => {
    const html = renderComparisonHtml(reasonsComparison());
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<!-- hidden');
    expect(html).not.toContain('<!-- x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html.match(/<script/gi)).toHaveLength(1);
  });
});
