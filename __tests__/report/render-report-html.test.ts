import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeRedactionMarkers } from '../../src/html/escape-html.js';
import { PAGE_SCRIPT } from '../../src/html/page-shell.js';
import { formatInterval } from '../../src/text/format.js';
import { renderReportHtml } from '../../src/report/render-report-html.js';
import {
  HOSTILE_ID,
  HOSTILE_NOTE,
  HOSTILE_TITLE,
  liveReport,
  replayDivergences,
  replayReport,
} from './html-fixtures.js';

/** Every `<script` in a page: only the page's own one may be there. */
function scriptTags(html: string): number {
  return html.match(/<script/gi)?.length ?? 0;
}

describe('renderReportHtml snapshots', () => {
  it('a live report with an estimate and hostile strings', async () => {
    await expect(renderReportHtml(liveReport())).toMatchFileSnapshot(
      '__snapshots__/live-report.html',
    );
  });

  it('a replay report with divergences and their diffs', async () => {
    const html = renderReportHtml(replayReport(), { divergences: replayDivergences() });
    await expect(html).toMatchFileSnapshot('__snapshots__/replay-report.html');
  });
});

describe('renderReportHtml', () => {
  it('is deterministic', () => {
    expect(renderReportHtml(liveReport())).toBe(renderReportHtml(liveReport()));
  });

  it('escapes every string from the report, and runs only its own script', () => {
    const html = renderReportHtml(liveReport());
    expect(scriptTags(html)).toBe(1);
    expect(html).toContain(`<script>${PAGE_SCRIPT}</script>`);
    expect(html).not.toContain(HOSTILE_TITLE);
    expect(html).not.toContain(HOSTILE_NOTE);
    expect(html).not.toContain(HOSTILE_ID);
    expect(html).toContain(escapeHtml(HOSTILE_TITLE));
    expect(html).toContain(escapeHtml(HOSTILE_NOTE));
    expect(html).toContain(`data-task-id="${escapeHtml(HOSTILE_ID)}"`);
    expect(html).not.toMatch(/<img|<[^>]*onerror/);
    // The mention reads as text; nothing on the page links anywhere.
    expect(html).toContain('@user');
    expect(html).not.toMatch(/<[^>]*\s(?:href|src)=/);
  });

  it('lists the models the upstream served, most called first, escaped', () => {
    const report = liveReport();
    const served = { 'side-<model>': 2, 'main-model': 9 };
    const html = renderReportHtml({
      ...report,
      summary: { ...report.summary, upstreamModels: served },
    });
    expect(html).toContain(
      `<dt>models served</dt><dd>main-model (9 calls), side-&lt;model&gt; (2 calls)</dd>`,
    );
    expect(renderReportHtml(report)).not.toContain('models served');
  });

  it('refers to nothing outside the file', () => {
    const html = renderReportHtml(replayReport(), { divergences: replayDivergences() });
    expect(html).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    expect(html).not.toMatch(/@import|url\(/);
    expect(html).toContain("default-src 'none'");
  });

  it('has a plot and a table row per task, with the intervals as printed', () => {
    const report = liveReport();
    const html = renderReportHtml(report);
    for (const task of report.tasks) {
      const id = escapeHtml(task.taskId);
      expect(html).toContain(`<tr data-task-id="${id}">`);
      expect(html).toMatch(
        new RegExp(
          `<figure class="plot" id="plot-\\d+" data-task-id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">`,
        ),
      );
      if (task.interval !== null) expect(html).toContain(formatInterval(task.interval));
    }
    expect(html.match(/<svg /g)).toHaveLength(report.tasks.length);
  });

  it('keeps Measured and Estimated apart, and leaves Estimated out without an estimate', () => {
    const html = renderReportHtml(liveReport());
    expect(html).toContain('<h2 id="measured-title">Measured</h2>');
    expect(html).toContain('Estimated <span class="muted">(not measured)</span>');
    expect(html.indexOf('id="measured"')).toBeLessThan(html.indexOf('id="estimated"'));
    const replay = renderReportHtml(replayReport());
    expect(replay).not.toContain('id="estimated"');
  });

  it('lists the report’s own divergences when no excerpts are given', () => {
    const html = renderReportHtml(replayReport());
    expect(html).toContain('messages[3].content');
    expect(html).not.toContain('<pre class="diff"');
  });

  it('escapes the excerpts of a divergence and marks the words that differ', () => {
    const html = renderReportHtml(replayReport(), { divergences: replayDivergences() });
    expect(html).toContain('2 runs diverged this way');
    expect(html).toContain(
      '<span class="added">+ <ins>[file: src/math.ts]⏎</ins></span><span class="added">+ export function add(a, b) {</span>',
    );
    expect(html).toContain('<span class="removed">- <del>}</del></span>');
    expect(html).toContain('<span class="added">+ <ins>}&lt;/pre&gt;&lt;script&gt;</ins></span>');
    expect(scriptTags(html)).toBe(1);
  });
});

describe('escapeRedactionMarkers', () => {
  it('writes a redaction marker back as text', () => {
    expect(escapeRedactionMarkers('<p>key <redacted:openai></p>')).toBe(
      '<p>key &lt;redacted:openai&gt;</p>',
    );
  });
});
