/**
 * Debian's headless Chromium, driven by playwright-core, for the tests that open the HTML reports
 * as a reader would: from `file://`, offline, with every request for anything else refused and
 * recorded, and every console error or uncaught exception (a CSP violation shows up there) kept.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.VERDICT_CHROMIUM ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `headless Chromium is not at ${CHROMIUM}: install Debian's package (apt-get install -y chromium; .ci/run does), or set VERDICT_CHROMIUM to its binary`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // As root (CI), Chromium refuses to start with its sandbox.
    args: ['--no-sandbox', '--disable-gpu'],
  });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Every request the page made that was not for a file:// URL (all refused). */
  outside: string[];
  /** Console errors and uncaught exceptions. */
  problems: string[];
}

/** Opens the file at `file` in a fresh offline context. */
export async function openFile(
  browser: Browser,
  file: string,
  options: { colorScheme?: 'light' | 'dark'; javaScriptEnabled?: boolean } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    offline: true,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: 1280, height: 900 },
  });
  const outside: string[] = [];
  const problems: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith('file://')) return route.continue();
    outside.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('request', (request) => {
    if (!request.url().startsWith('file://')) outside.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.emulateMedia({ colorScheme: options.colorScheme ?? 'light' });
  await page.goto(pathToFileURL(file).href, { waitUntil: 'load' });
  return { page, context, outside, problems };
}
