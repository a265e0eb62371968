/**
 * report.html and comparison.html in a real browser: Debian's headless Chromium, driven by
 * playwright-core. Both pages are rendered from fixed inputs into a temp dir and opened from
 * file:// with every other request refused; the test reads the numbers the pages show and checks
 * them against the JSON they were rendered from, sorts a table by clicking a header, renders both
 * colour schemes, and saves screenshots under .cache/screenshots/.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderComparisonHtml } from '../../src/compare/render-comparison-html.js';
import type { Comparison, TaskSide } from '../../src/compare/comparison-schema.js';
import { renderReportHtml } from '../../src/report/render-report-html.js';
import type { Report } from '../../src/report/report-schema.js';
import type { Interval } from '../../src/stats/wilson.js';
import { launchChromium, openFile, type OpenedPage } from '../helpers/chromium.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { liveComparison, liveReport, replayDivergences } from './html-fixtures.js';
import { SUITE_VERDICT_FOOTNOTE } from '../../src/stats/suite-verdict.js';

const SCREENSHOTS = path.join(REPO_ROOT, '.cache', 'screenshots');

/** The page's way of writing a rate, from the JSON number: `23.1 %`. */
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const interval = (value: Interval) => `[${percent(value.low)}, ${percent(value.high)}]`;

let browser: Browser;
let dir: string;
let report: Report;
let comparison: Comparison;

beforeAll(async () => {
  browser = await launchChromium();
  dir = await mkdtemp(path.join(os.tmpdir(), 'verdict-html-'));
  report = liveReport();
  comparison = liveComparison();
  await writeFile(path.join(dir, 'report.html'), renderReportHtml(report));
  await writeFile(
    path.join(dir, 'comparison.html'),
    renderComparisonHtml(comparison, { divergences: replayDivergences() }),
  );
  await mkdir(SCREENSHOTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (dir !== undefined) await rm(dir, { recursive: true, force: true });
});

const open = (
  name: string,
  options: { colorScheme?: 'light' | 'dark'; javaScriptEnabled?: boolean } = {},
): Promise<OpenedPage> => openFile(browser, path.join(dir, name), options);

/** The task ids of a table's body rows, in the order shown. */
async function rowOrder(page: Page): Promise<string[]> {
  const rows = page.locator('#tasks-table tbody tr');
  const ids: string[] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    ids.push((await rows.nth(index).getAttribute('data-task-id')) ?? '');
  }
  return ids;
}

/** The row of a task; ids hold quotes and brackets, so rows are found by attribute, not selector. */
async function rowOf(page: Page, taskId: string) {
  const ids = await rowOrder(page);
  const index = ids.indexOf(taskId);
  expect(index, `a table row for ${taskId}`).toBeGreaterThanOrEqual(0);
  return page.locator('#tasks-table tbody tr').nth(index);
}

async function figureOf(page: Page, taskId: string) {
  const figures = page.locator('figure.plot');
  for (let index = 0; index < (await figures.count()); index += 1) {
    if ((await figures.nth(index).getAttribute('data-task-id')) === taskId)
      return figures.nth(index);
  }
  throw new Error(`no plot for ${taskId}`);
}

/** Where a bar starts and ends on the plot's axis, as fractions of 0–100 %. */
async function barSpan(figure: Awaited<ReturnType<typeof figureOf>>, side: string) {
  const axis = await figure.locator('line.axis').boundingBox();
  const bar = await figure.locator(`rect.bar-${side}`).boundingBox();
  if (axis === null || bar === null) throw new Error(`no ${side} bar or axis`);
  return {
    low: (bar.x - axis.x) / axis.width,
    high: (bar.x + bar.width - axis.x) / axis.width,
  };
}

describe('report.html in Chromium', () => {
  it('shows a row and a plot per task, with the numbers of report.json', async () => {
    const { page, context, outside, problems } = await open('report.html');
    try {
      expect(await page.title()).toBe(
        `Verdict report: ${report.conditions.suiteId}@${report.conditions.suiteVersion}`,
      );
      expect(await page.locator('#tasks-table tbody tr').count()).toBe(report.tasks.length);
      expect(await page.locator('figure.plot svg[role="img"]').count()).toBe(report.tasks.length);
      for (const task of report.tasks) {
        const row = await rowOf(page, task.taskId);
        expect(await row.locator('[data-col="pass"]').textContent()).toBe(
          `${task.counts.pass} / ${task.counts.observed}`,
        );
        expect(await row.locator('[data-col="missing"]').textContent()).toBe(
          String(task.counts.missing),
        );
        const figure = await figureOf(page, task.taskId);
        const label = (await figure.locator('svg').getAttribute('aria-label')) ?? '';
        expect(await figure.locator('svg title').textContent()).toBe(label);
        expect(label).toContain(`${task.counts.pass}/${task.counts.observed} passed`);
        if (task.interval !== null && task.successRate !== null) {
          expect(await row.locator('[data-col="interval"]').textContent()).toBe(
            interval(task.interval),
          );
          expect(await row.locator('[data-col="rate"]').textContent()).toBe(
            percent(task.successRate),
          );
          expect(label).toContain(interval(task.interval));
          expect(await figure.locator('ul.numbers').textContent()).toContain(
            `${percent(task.successRate)} ${interval(task.interval)}`,
          );
          const span = await barSpan(figure, 'candidate');
          expect(span.low).toBeCloseTo(task.interval.low, 1);
          expect(span.high).toBeCloseTo(task.interval.high, 1);
        }
      }
      // The hostile title is text on the page, not markup.
      expect(await page.locator('body').textContent()).toContain(`<script>alert('x')</script>`);
      expect(outside).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sorts the task table by a header, and reads without script', async () => {
    const { page, context, problems } = await open('report.html');
    try {
      const byRate = (ids: readonly string[]) =>
        ids.map((id) => report.tasks.find((task) => task.taskId === id)?.successRate ?? -1);
      const before = await rowOrder(page);
      const header = page.locator('#tasks-table thead th', { hasText: 'success rate' });
      await header.locator('button').click();
      expect(await header.getAttribute('aria-sort')).toBe('ascending');
      const ascending = await rowOrder(page);
      expect(byRate(ascending)).toEqual([...byRate(before)].sort((a, b) => a - b));
      expect(ascending).not.toEqual(before);
      await header.locator('button').click();
      expect(await header.getAttribute('aria-sort')).toBe('descending');
      expect(byRate(await rowOrder(page))).toEqual([...byRate(before)].sort((a, b) => b - a));
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    const plain = await open('report.html', { javaScriptEnabled: false });
    try {
      expect(await plain.page.locator('#tasks-table thead th button').count()).toBe(0);
      expect(await plain.page.locator('#tasks-table thead th').first().textContent()).toBe('task');
      expect(await rowOrder(plain.page)).toEqual(report.tasks.map((task) => task.taskId));
    } finally {
      await plain.context.close();
    }
  });

  it('renders in light and dark, and saves screenshots', async () => {
    const backgrounds: Record<string, string> = {};
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context, problems } = await open('report.html', { colorScheme });
      try {
        backgrounds[colorScheme] = String(
          await page.evaluate('getComputedStyle(document.body).backgroundColor'),
        );
        await page.screenshot({
          path: path.join(SCREENSHOTS, `report-${colorScheme}.png`),
          fullPage: true,
        });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
    expect(backgrounds.light).toBe('rgb(255, 255, 255)');
    expect(backgrounds.dark).toBe('rgb(13, 17, 23)');
  });
});

describe('comparison.html in Chromium', () => {
  const side = (value: TaskSide | null) =>
    value === null ? 'not run' : `${value.pass} / ${value.observed}`;

  it('shows each verdict with both sides’ numbers, and a base-against-head plot', async () => {
    const { page, context, outside, problems } = await open('comparison.html');
    try {
      expect(await page.locator('#overall').textContent()).toContain(
        comparison.summary.verdict.replace('_', ' '),
      );
      expect(await page.locator('#tasks-table tbody tr').count()).toBe(comparison.tasks.length);
      for (const task of comparison.tasks) {
        const row = await rowOf(page, task.taskId);
        expect(await row.locator('[data-col="verdict"]').textContent()).toBe(
          task.verdict.replace('_', ' '),
        );
        expect(await row.locator('[data-col="baseline-pass"]').textContent()).toBe(
          side(task.baseline),
        );
        expect(await row.locator('[data-col="candidate-pass"]').textContent()).toBe(
          side(task.candidate),
        );
        const figure = await figureOf(page, task.taskId);
        expect(await figure.getAttribute('data-verdict')).toBe(task.verdict);
        for (const [name, value] of [
          ['baseline', task.baseline],
          ['candidate', task.candidate],
        ] as const) {
          if (value?.interval === null || value === null) continue;
          expect(await row.locator(`[data-col="${name}-interval"]`).textContent()).toBe(
            interval(value.interval),
          );
          expect(await figure.locator(`li[data-side="${name}"]`).textContent()).toContain(
            `${value.pass}/${value.observed} passed, ${percent(value.pass / value.observed)} ${interval(value.interval)}`,
          );
          const span = await barSpan(figure, name);
          expect(span.low).toBeCloseTo(value.interval.low, 1);
          expect(span.high).toBeCloseTo(value.interval.high, 1);
        }
      }
      // The candidate's divergence, with its diff, and the footnote.
      expect(await page.locator('#divergences pre.diff ins').first().textContent()).toBe(
        '[file: src/math.ts]⏎',
      );
      // The comparison's footnote ends it; a live comparison's suite verdict states its method first.
      expect(await page.locator('footer p').last().textContent()).toBe(comparison.footnote);
      expect(await page.locator('footer').textContent()).toBe(
        `${comparison.summary.suite === undefined ? '' : SUITE_VERDICT_FOOTNOTE}${comparison.footnote}`,
      );
      expect(outside).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sorts by verdict, and renders in light and dark with screenshots', async () => {
    const { page, context } = await open('comparison.html');
    try {
      const before = await rowOrder(page);
      await page.locator('#tasks-table thead th', { hasText: 'verdict' }).locator('button').click();
      const after = await rowOrder(page);
      const verdictOf = (id: string) =>
        comparison.tasks.find((task) => task.taskId === id)?.verdict ?? '';
      expect(after.map(verdictOf)).toEqual(before.map(verdictOf).sort());
      expect(after).not.toEqual(before);
    } finally {
      await context.close();
    }
    for (const colorScheme of ['light', 'dark'] as const) {
      const opened = await open('comparison.html', { colorScheme });
      try {
        const color = String(
          await opened.page.evaluate(
            "getComputedStyle(document.querySelector('rect.bar-candidate')).fill",
          ),
        );
        expect(color).toBe(colorScheme === 'light' ? 'rgb(9, 105, 218)' : 'rgb(68, 147, 248)');
        await opened.page.screenshot({
          path: path.join(SCREENSHOTS, `comparison-${colorScheme}.png`),
          fullPage: true,
        });
        expect(opened.problems).toEqual([]);
      } finally {
        await opened.context.close();
      }
    }
  });
});
