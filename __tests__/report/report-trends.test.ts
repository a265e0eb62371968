import { execFileSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/html/escape-html.js';
import type { HistoryEntry } from '../../src/history/history-schema.js';
import { appendHistory, historyFileOf, HISTORY_DIR } from '../../src/history/history-store.js';
import { renderReportHtml } from '../../src/report/render-report-html.js';
import { REPORT_HTML_FILE, writeReportFiles } from '../../src/report/report-files.js';
import { readTaskTrends, taskTrendsOf } from '../../src/report/report-trends.js';
import { commitOf, entryOf, type TaskCounts } from '../history/history-entries.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { liveReport } from './html-fixtures.js';

const makeTempDir = useTempDirs();

/** Six evaluations of main for the live fixture's suite: `flaky-io` alternates, `fix-add` holds. */
function liveHistory(): HistoryEntry[] {
  return Array.from({ length: 6 }, (_, index) => {
    const tasks: TaskCounts = { 'fix-add': [5, 5], 'flaky-io': [index % 2 === 0 ? 5 : 0, 5] };
    return entryOf(index, tasks, { suite: 'smoke-coding', mode: 'live' });
  });
}

/** A git repository (made by git itself) with the history of main stored where it is looked for. */
async function repositoryWithHistory(entries: readonly HistoryEntry[]): Promise<string> {
  const root = await makeTempDir();
  execFileSync('git', ['init', '--quiet', root]);
  for (const entry of entries) await appendHistory(path.join(root, HISTORY_DIR), entry);
  return root;
}

async function writeHtml(dir: string, historyDir?: string): Promise<string> {
  await writeReportFiles(dir, liveReport(), {
    records: [],
    ...(historyDir === undefined ? {} : { historyDir }),
  });
  return readFile(path.join(dir, REPORT_HTML_FILE), 'utf8');
}

/** The trend cell of a task's row in the task table. */
function trendCellOf(html: string, taskId: string): string | undefined {
  const row = new RegExp(`<tr data-task-id="${taskId}">.*?</tr>`).exec(html)?.[0];
  return /<td data-col="trend"[^>]*>(.*?)<\/td>/s.exec(row ?? '')?.[1];
}

describe('taskTrendsOf', () => {
  it('gives each task its bars, its points and the flaky rule’s line when it says flaky', () => {
    const trends = taskTrendsOf(liveHistory());
    expect(trends.get('fix-add')).toEqual({
      sparkline: '██████',
      points: liveHistory().map((entry) => ({ commit: entry.commit, passes: 5, runs: 5 })),
    });
    const flaky = trends.get('flaky-io');
    expect(flaky?.sparkline).toBe('█▁█▁█▁');
    expect(flaky?.flaky).toMatch(/majority flipped 5 times/);
  });

  it('has no trend from fewer than two evaluations, nor for a task that never ran in them', () => {
    expect(taskTrendsOf(liveHistory().slice(0, 1)).size).toBe(0);
    const errored = entryOf(0, { gone: [0, 0] });
    expect(taskTrendsOf([errored, entryOf(1, { gone: [0, 0] })]).has('gone')).toBe(false);
  });
});

describe('report.html with the history of main', () => {
  it('shows the trend of each task found in the history of the repository holding the report', async () => {
    const root = await repositoryWithHistory(liveHistory());
    const html = await writeHtml(path.join(root, '.verdict', 'runs', 'run-live-1'));
    expect(html).toContain('<th scope="col">trend on main</th>');
    const flaky = trendCellOf(html, 'flaky-io');
    expect(flaky).toContain('█▁█▁█▁</code> <span class="muted">(6 evaluations)</span>');
    expect(flaky).toContain('<span class="flag">flaky on main</span>');
    expect(flaky).toContain('majority flipped 5 times');
    // Each commit's passes/runs, oldest first, in the bars' title.
    expect(flaky).toContain(`title="${commitOf(0).slice(0, 7)}: 5/5 passed&#10;`);
    expect(flaky).toContain(`${commitOf(1).slice(0, 7)}: 0/5 passed&#10;`);
    const stable = trendCellOf(html, 'fix-add');
    expect(stable).toContain('██████</code>');
    expect(stable).not.toContain('flaky on main');
    // A task the history does not know has no trend; the run's own `flaky` flag is unchanged.
    expect(trendCellOf(html, 'parse-dates')).toBe('—');
  });

  it('reads the history given, and none of another suite or mode', async () => {
    const dir = await makeTempDir();
    const historyDir = path.join(dir, 'history');
    for (const entry of liveHistory()) await appendHistory(historyDir, entry);
    expect(await writeHtml(path.join(dir, 'report'), historyDir)).toContain('flaky on main');
    const replay = { ...liveReport().conditions, mode: 'replay' as const };
    expect((await readTaskTrends(dir, replay, historyDir)).size).toBe(0);
    const other = { ...liveReport().conditions, suiteId: 'other' };
    expect((await readTaskTrends(dir, other, historyDir)).size).toBe(0);
    const scripted = { ...liveReport().conditions, mode: 'scripted' as const };
    expect((await readTaskTrends(dir, scripted, historyDir)).size).toBe(0);
  });

  it('is the page it was without a history: no column, the same bytes', async () => {
    const report = liveReport();
    expect(renderReportHtml(report, { trends: new Map() })).toBe(renderReportHtml(report));
    const outside = await writeHtml(path.join(await makeTempDir(), 'report'));
    const root = await repositoryWithHistory([]);
    const inRepository = await writeHtml(path.join(root, 'report'));
    expect(inRepository).toBe(outside);
    expect(outside).not.toContain('trend on main');
    // One evaluation of main is no trend yet.
    const once = await repositoryWithHistory(liveHistory().slice(0, 1));
    expect(await writeHtml(path.join(once, 'report'))).toBe(outside);
  });

  it('still writes the report from a corrupt or unreadable history, skipping what it cannot read', async () => {
    const outside = await writeHtml(path.join(await makeTempDir(), 'report'));
    const root = await repositoryWithHistory([]);
    const file = historyFileOf(path.join(root, HISTORY_DIR), 'smoke-coding', 'live');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, '{"format":"history/v1",\nnot json\n[[[[\n');
    expect(await writeHtml(path.join(root, 'report'))).toBe(outside);
    // A history "directory" that is a file, and a history file that is a directory.
    expect(await writeHtml(path.join(root, 'report'), file)).toBe(outside);
    const twisted = await makeTempDir();
    await mkdir(historyFileOf(twisted, 'smoke-coding', 'live'));
    expect(await writeHtml(path.join(root, 'report'), twisted)).toBe(outside);
    // Good lines among bad ones still make a trend.
    const good = liveHistory().map((entry) => JSON.stringify(entry));
    await writeFile(file, ['garbage', ...good, '{"format":"history/v1"}', ''].join('\n'));
    expect(trendCellOf(await writeHtml(path.join(root, 'report')), 'flaky-io')).toContain(
      'flaky on main',
    );
  });

  it('escapes what the history says', () => {
    const report = liveReport();
    const hostile = '<b>"x"</b>';
    const trends = new Map([
      [
        'fix-add',
        { sparkline: '█<', points: [{ commit: hostile, passes: 1, runs: 1 }], flaky: hostile },
      ],
    ]);
    const html = renderReportHtml(report, { trends });
    expect(html).not.toContain(hostile);
    expect(trendCellOf(html, 'fix-add')).toContain(escapeHtml(hostile));
  });
});
