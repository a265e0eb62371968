/**
 * `verdict view` in Debian's headless Chromium, as a user meets it: the real CLI (`bin/verdict.js
 * view --no-open --json`) started over real run directories (`view-fixture.ts`'s replay of fix-add
 * and scripted create-pad-module, then two scripted fix-add runs made here: one as the suite has
 * it, which passes, one whose script multiplies, which fails), its printed URL opened with the
 * token. By keyboard where it matters, the user filters the list, opens an invocation and a passing
 * run's transcript; presses ✓ This went well, reads what `verdict add` printed, opens the new case
 * and runs it again until its result shows; sees a failed run's ✓ refused with add's reason; and
 * ticks two invocations and compares them side by side. Every page is then looked at in light and
 * dark: a screenshot of each under .cache/test-output/view/ (the path is logged), Tab reaches every
 * link and control in page order with a visible focus ring, every control has an accessible name
 * (Chromium's own accessibility tree), and nothing went wrong (no console error, no policy
 * violation, no request outside the server's origin). Without the token the browser gets the
 * refusal page, not the runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium.js';
import { BIN, REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useSavedRuns, type SavedRuns } from './view-fixture.js';

const OUTPUT = path.join(REPO_ROOT, '.cache', 'test-output', 'view');
const SCHEMES = ['light', 'dark'] as const;
type Scheme = (typeof SCHEMES)[number];

/**
 * Script run in the page, as text: these tests are compiled without the DOM's types, so what runs
 * in the browser is written as the browser reads it.
 */
const inPage = <T = unknown>(page: Page, script: string): Promise<T> => page.evaluate<T>(script);

/** What a keyboard can land on. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]';

/** An element as the tests name it: its tag and its text (or its name attribute). */
const DESCRIBE = `(element) => element.tagName.toLowerCase() + ' ' +
  ((element.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 60) || (element.getAttribute('name') ?? ''))`;

const savedRuns = useSavedRuns();

let browser: Browser;
let runs: SavedRuns;
/** The invocation whose fix-add run failed its check. */
let failedId = '';
/** The scripted fix-add before it, which passed. */
let passedId = '';
let view: ChildProcess | undefined;
let viewExited: Promise<number | null>;
let viewStderr = '';
/** The URL `verdict view` printed, with its token. */
let printedUrl = '';
let origin = '';
let token = '';
let port = 0;
/** Pages the ✓ flow made, looked at again in light and dark below. */
let promotionPage: string | undefined;
let refusedPromotionPage: string | undefined;
let casePage: string | undefined;
let replayPage: string | undefined;
/** The side-by-side page the list's Compare opened. */
let comparePage: string | undefined;

/** Starts the real `verdict view` in `cwd` and reads the URL it prints. */
async function startView(cwd: string): Promise<{ url: string; port: number }> {
  const child = spawn(process.execPath, [BIN, 'view', '--no-open', '--json'], {
    cwd,
    env: { ...process.env, CI: undefined, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  view = child;
  viewExited = new Promise((resolve) => child.once('exit', resolve));
  child.stderr.on('data', (chunk: Buffer) => (viewStderr += chunk.toString()));
  let stdout = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      try {
        resolve(JSON.parse(stdout) as { url: string; port: number });
      } catch {
        // not whole yet
      }
    });
    void viewExited.then((code) => reject(new Error(`verdict view exited ${code}: ${viewStderr}`)));
  });
}

/** `verdict run suite --mode scripted --tasks TASK` in the runs' folder; the new invocation's id. */
async function runScripted(task: string): Promise<{ id: string; stderr: string }> {
  const runsDir = path.join(runs.dir, '.verdict', 'runs');
  const before = new Set(await readdir(runsDir));
  const ran = await runCliProcess(
    [
      'run',
      'suite',
      '--mode',
      'scripted',
      '--tasks',
      task,
      '--yes',
      '--allow-write',
      '--allow-process',
    ],
    { cwd: runs.dir },
  );
  // `verdict run` measures; a run that failed its check is a result, not an error.
  expect(ran.code, ran.stderr).toBe(0);
  const id = (await readdir(runsDir)).find((name) => !before.has(name));
  expect(id).toBeDefined();
  return { id: id!, stderr: ran.stderr };
}

beforeAll(async () => {
  browser = await launchChromium();
  runs = await savedRuns();
  // Two scripted runs of fix-add, one after the other: its script as the suite has it (it
  // passes), then edited to multiply (the check says 6, not 5): a regression to show side by side.
  const suite = path.join(runs.dir, 'suite');
  await cp(path.join(REPO_ROOT, 'fixtures/eval/smoke-coding'), suite, { recursive: true });
  const passed = await runScripted('fix-add');
  expect(passed.stderr).toContain('fix-add #1 pass');
  passedId = passed.id;
  const script = path.join(suite, 'scripts', 'fix-add.json');
  await writeFile(script, (await readFile(script, 'utf8')).replaceAll('a + b', 'a * b'));
  const failed = await runScripted('fix-add');
  expect(failed.stderr).toContain('fix-add #1 fail: check: `node check.mjs` exited 1');
  failedId = failed.id;

  const printed = await startView(runs.dir);
  printedUrl = printed.url;
  port = printed.port;
  origin = new URL(printed.url).origin;
  token = new URL(printed.url).searchParams.get('token') ?? '';
  await mkdir(OUTPUT, { recursive: true });
  console.log(`verdict view browser test: screenshots in ${OUTPUT}`);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  if (view !== undefined && view.exitCode === null) {
    view.kill('SIGINT');
    expect(await viewExited, viewStderr).toBe(0);
  }
});

interface Session {
  context: BrowserContext;
  page: Page;
  /** Requests for anything outside the server's origin (all refused). */
  outside: string[];
  /** Console errors and uncaught exceptions. */
  problems: string[];
  /** `securitypolicyviolation` events the pages fired. */
  violations: string[];
}

/**
 * A fresh browser as the user's: the scheme it prefers, nothing but the server's origin reachable,
 * and what went wrong kept. With `signedIn`, it holds the token's cookie as the printed URL leaves
 * it (HttpOnly, SameSite=Strict).
 */
async function newSession(scheme: Scheme, signedIn = true): Promise<Session> {
  const context = await browser.newContext({
    colorScheme: scheme,
    viewport: { width: 1280, height: 900 },
  });
  const outside: string[] = [];
  const problems: string[] = [];
  const violations: string[] = [];
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin) return route.continue();
    outside.push(url);
    return route.abort();
  });
  await context.exposeFunction('__verdictViolation', (text: string) => violations.push(text));
  await context.addInitScript({
    content: `document.addEventListener('securitypolicyviolation', (event) => {
      window.__verdictViolation(event.violatedDirective + ' ' + event.blockedURI);
    });`,
  });
  if (signedIn) {
    await context.addCookies([
      {
        name: `verdict-view-${port}`,
        value: token,
        url: origin,
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
  }
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return { context, page, outside, problems, violations };
}

function expectClean(session: Session): void {
  expect(session.problems, 'console errors').toEqual([]);
  expect(session.violations, 'policy violations').toEqual([]);
  expect(session.outside, 'requests outside the server').toEqual([]);
}

/** What Tab lands on, as the test names it, with the focus ring it shows. */
interface Stop {
  name: string;
  ring: string | undefined;
}

/** Every element Tab should reach, in page order: what the page shows that a keyboard can use. */
function tabbables(page: Page): Promise<string[]> {
  return inPage<string[]>(
    page,
    `[...document.querySelectorAll(${JSON.stringify(TABBABLE)})]
      .filter((element) =>
        element.tabIndex >= 0 &&
        // A summary takes focus only as its details' own.
        (element.tagName !== 'SUMMARY' || element.parentElement?.tagName === 'DETAILS') &&
        element.checkVisibility())
      .map(${DESCRIBE})`,
  );
}

/**
 * Presses Tab from the top of the page until focus leaves the page or comes back round, and
 * returns each element it stopped at, with what its focus ring is (undefined: none shows).
 */
async function tabThrough(page: Page, limit: number): Promise<Stop[]> {
  await inPage(page, 'document.activeElement?.blur(); window.scrollTo(0, 0)');
  // Focus starts from the document, as after a page load.
  await page.locator('body').focus();
  const stops: Stop[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const stop = await inPage<{ name: string; ring?: string; visible: boolean } | null>(
      page,
      `(() => {
        const element = document.activeElement;
        if (element === null || element === document.body) return null;
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
          ? style.outlineStyle + ' ' + style.outlineWidth + ' ' + style.outlineColor
          : undefined;
        return {
          name: (${DESCRIBE})(element),
          ring: outline ?? (style.boxShadow !== 'none' ? style.boxShadow : undefined),
          visible: element.matches(':focus-visible'),
        };
      })()`,
    );
    if (stop === null) break;
    if (stops.length > 0 && stop.name === stops[0]!.name) break;
    expect(stop.visible, `${stop.name} matches :focus-visible`).toBe(true);
    stops.push({ name: stop.name, ring: stop.ring });
  }
  return stops;
}

/**
 * The accessibility tree's controls (what a screen reader offers to act on), each as its role and
 * its accessible name, as Chromium computes them.
 */
async function controlsOf(session: Session): Promise<string[]> {
  const cdp = await session.context.newCDPSession(session.page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: {
        ignored: boolean;
        role?: { value?: string };
        name?: { value?: string };
      }[];
    };
    const controls = new Set([
      'button',
      'link',
      'textbox',
      'searchbox',
      'combobox',
      'checkbox',
      'radio',
      'listbox',
      'menuitem',
      'switch',
      'tab',
      'slider',
      'spinbutton',
      'DisclosureTriangle',
    ]);
    return nodes
      .filter((node) => !node.ignored && controls.has(node.role?.value ?? ''))
      .map(
        (node) => `${node.role?.value ?? ''} ${JSON.stringify((node.name?.value ?? '').trim())}`,
      );
  } finally {
    await cdp.detach();
  }
}

/**
 * Looks at the page `target` in both schemes: a screenshot of each (`<name>-<scheme>.png`), Tab
 * through it, its controls' names, and nothing gone wrong. Returns the stops Tab made (light).
 */
async function auditPage(target: string, name: string): Promise<Stop[]> {
  let first: Stop[] = [];
  for (const scheme of SCHEMES) {
    const session = await newSession(scheme);
    const { page } = session;
    try {
      const response = await page.goto(`${origin}${target}`, { waitUntil: 'load' });
      expect(response?.status(), target).toBe(200);
      expect(await inPage(page, "matchMedia('(prefers-color-scheme: dark)').matches")).toBe(
        scheme === 'dark',
      );
      const file = path.join(OUTPUT, `${name}-${scheme}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`verdict view browser test: ${file}`);

      const expected = await tabbables(page);
      expect(expected.length, `${name}: something to reach by keyboard`).toBeGreaterThan(0);
      const stops = await tabThrough(page, expected.length + 5);
      // Tab reaches every link and control, in the order the page shows them, and no other.
      expect(
        stops.map((stop) => stop.name),
        `${name} (${scheme}): Tab order`,
      ).toEqual(expected);
      const ringless = stops.filter((stop) => stop.ring === undefined).map((stop) => stop.name);
      expect(ringless, `${name} (${scheme}): focused with no visible ring`).toEqual([]);
      // No positive tabindex reorders the page.
      expect(
        await page.locator('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])').count(),
      ).toBe(0);
      const controls = await controlsOf(session);
      expect(controls.length, `${name}: controls in the accessibility tree`).toBeGreaterThan(0);
      expect(
        controls.filter((control) => control.endsWith(' ""')),
        `${name} (${scheme}): controls with no name`,
      ).toEqual([]);
      // The text and the page's background differ in each scheme.
      const colours = await inPage<{ fg: string; bg: string }>(
        page,
        '({ fg: getComputedStyle(document.body).color, bg: getComputedStyle(document.body).backgroundColor })',
      );
      expect(colours.fg).not.toBe(colours.bg);
      expectClean(session);
      console.log(
        `verdict view browser test: ${name} (${scheme}): Tab made ${stops.length} stops; ${controls.length} controls, all named`,
      );
      if (scheme === 'light') first = stops;
      else {
        // The dark page is the same page.
        expect(stops.map((stop) => stop.name)).toEqual(first.map((stop) => stop.name));
      }
    } finally {
      await session.context.close();
    }
  }
  return first;
}

/** Tab until the focused element matches `selector` (at most `limit` presses). */
async function tabTo(page: Page, selector: string, limit = 60): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    if (await inPage(page, `document.activeElement?.matches(${JSON.stringify(selector)})`)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const bodyColour = (page: Page) =>
  inPage<string>(page, 'getComputedStyle(document.body).backgroundColor');

describe('verdict view in a browser: list → invocation → a passing run', () => {
  it('opens the printed URL, filters with the keyboard, and reaches a passing run’s transcript', async () => {
    const session = await newSession('light', false);
    const { page } = session;
    try {
      // The printed URL, as the terminal gives it: the token comes in once, then the page drops
      // nothing but an HttpOnly cookie the page's script cannot read.
      const opened = await page.goto(printedUrl, { waitUntil: 'load' });
      expect(opened?.status()).toBe(200);
      expect(await page.title()).toBe('Runs — verdict view');
      expect(await inPage(page, 'document.cookie')).toBe('');
      const rows = page.locator('#invocations tbody tr');
      expect(await rows.count()).toBe(4);
      expect(await page.locator('#invocations caption').textContent()).toContain(
        '4 of 4 invocation(s)',
      );

      // Filter: mode replay, chosen from its select with the keyboard, then Enter on Filter.
      const mode = page.getByRole('combobox', { name: 'mode' });
      await mode.focus();
      const modes = await mode.locator('option').allTextContents();
      expect(modes).toEqual(['any', 'replay', 'scripted']);
      await page.keyboard.press('ArrowDown');
      expect(await mode.inputValue()).toBe('replay');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.locator(':focus').textContent()).toBe('Filter');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('mode') === 'replay');
      expect(await rows.count()).toBe(1);
      expect(await rows.first().getAttribute('data-run-id')).toBe(runs.replayId);
      expect(await page.getByRole('combobox', { name: 'mode' }).inputValue()).toBe('replay');

      // The text field narrows by run id too: the failed invocation's id among scripted runs.
      await page.getByRole('link', { name: 'Clear' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.search === '');
      expect(await rows.count()).toBe(4);
      const text = page.getByRole('searchbox', { name: 'text' });
      await text.focus();
      await page.keyboard.type(failedId);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('text') === failedId);
      expect(await rows.count()).toBe(1);
      expect(await rows.first().getAttribute('data-run-id')).toBe(failedId);
      expect(await rows.first().textContent()).toContain('0/1');

      // Back to the replay one, opened with Enter on its link.
      await page.getByRole('link', { name: 'Clear' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.search === '');
      await page.locator('body').focus();
      await tabTo(page, `#invocations a[href="/invocation/${runs.replayId}"]`);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${origin}/invocation/${runs.replayId}`);
      expect(await page.locator('h1').textContent()).toBe(`smoke-coding@1.0.0 ${runs.replayId}`);

      // The run opens with Enter on its summary, then its transcript's link with Enter.
      const run = page.locator('details.run[data-task-id="fix-add"][data-repetition="1"]');
      await page.locator('body').focus();
      await tabTo(page, 'details.run[data-task-id="fix-add"] > summary');
      await page.keyboard.press('Enter');
      expect(await run.getAttribute('open')).not.toBeNull();
      // Its first stop is report.html's own "This went well" (the command to copy), then the link.
      await tabTo(page, `details.run[data-task-id="fix-add"] a[href^="/run/"]`, 3);
      expect(await page.locator(':focus').textContent()).toBe('Open the transcript of fix-add #1');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${origin}/run/${runs.replayId}/fix-add/1`);
      expect(await page.locator('h1').textContent()).toBe('fix-add #1 pass');
      const tools = await page.locator('main.transcript li.step-tool').allTextContents();
      expect(tools.length).toBeGreaterThanOrEqual(2);
      expect(tools[0]).toContain('read_file');
      expect(tools[1]).toContain('edit_file');
      expect(await page.locator('main.transcript').textContent()).toContain('add: ok');
      // The breadcrumb leads back, by keyboard too.
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', {
          name: runs.replayId,
        })
        .focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${origin}/invocation/${runs.replayId}`);
      expectClean(session);
    } finally {
      await session.context.close();
    }
  }, 60_000);

  it('shows a failed run with the reason it failed', async () => {
    const session = await newSession('light');
    const { page } = session;
    try {
      await page.goto(`${origin}/run/${failedId}/fix-add/1`);
      expect(await page.locator('h1').textContent()).toBe('fix-add #1 fail');
      const facts = (await page.locator('header').textContent()) ?? '';
      expect(facts).toContain('check: `node check.mjs` exited 1, expected exit 0');
      expect(await page.locator('main.transcript ul.verifiers').textContent()).toContain(
        'add: FAIL: assertion failed: got 6, expected 5',
      );
      expectClean(session);
    } finally {
      await session.context.close();
    }
  });
});

/** What `verdict add` says of the failed run. */
const REFUSED = `fix-add #1 is fail (check: \`node check.mjs\` exited 1, expected exit 0): refused, promoting a failure would freeze it as the expectation`;

describe('verdict view in a browser: ✓ This went well, and Run it again', () => {
  it('✓ This went well on a passing run shows what verdict add printed and links the new case; Run it again replays it and shows the result', async () => {
    const session = await newSession('light');
    const { page } = session;
    try {
      const runPage = `/run/${runs.replayId}/fix-add/1`;
      await page.goto(`${origin}${runPage}`);
      const keep = page.getByRole('region', { name: 'Keep it as a case' });
      const suite = keep.getByRole('combobox', { name: 'Suite (in .verdict/cases)' });
      // The run's own suite is offered first, then add's default.
      expect(await suite.inputValue()).toBe('smoke-coding');
      // By keyboard: the words the answer must mention, then Tab to the button and Enter.
      await page.locator('body').focus();
      await tabTo(page, '#promote-contains');
      expect(await page.locator(':focus').getAttribute('name')).toBe('contains');
      await page.keyboard.type('add');
      await page.keyboard.press('Tab');
      expect(await page.locator(':focus').textContent()).toBe('✓ This went well');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.has('promotion'), { timeout: 90_000 });
      expect(new URL(page.url()).pathname).toBe(runPage);
      promotionPage = `${runPage}?promotion=${new URL(page.url()).searchParams.get('promotion')}`;

      // The page shows what add printed, and links the case it made.
      const result = page
        .getByRole('status')
        .filter({ has: page.locator('#promotion-result-title') });
      expect(await result.getAttribute('data-code')).toBe('0');
      expect(await result.locator('h2').textContent()).toBe('Added');
      const printed = (await result.locator('pre.printed').textContent()) ?? '';
      expect(printed).toContain('✓ added to smoke-coding: ');
      const link = page.locator('#new-case-link');
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/case\/suite\/smoke-coding\/[A-Za-z0-9._-]+$/);
      const caseId = decodeURIComponent(href.split('/').at(-1) ?? '');
      expect(await link.textContent()).toBe(`Open the new case ${caseId} of smoke-coding`);
      // The case is on disk where verdict add puts it, with the word it must mention.
      const suiteFile = JSON.parse(
        await readFile(
          path.join(runs.dir, '.verdict', 'cases', 'smoke-coding', 'suite.json'),
          'utf8',
        ),
      ) as { tasks: { id: string }[] };
      const task = suiteFile.tasks.find((candidate) => candidate.id === caseId);
      expect(task, JSON.stringify(suiteFile.tasks.map((t) => t.id))).toBeDefined();
      expect(JSON.stringify(task)).toContain('"add"');

      // Open it, by keyboard.
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${origin}${href}`);
      casePage = href;
      expect(await page.locator('h1 .muted').textContent()).toBe(caseId);
      expect(await page.locator('#case-files').textContent()).toContain(
        `.verdict/cases/smoke-coding/`,
      );

      // Run it again: the page follows the replay and shows its outcome when it ends.
      await page.locator('body').focus();
      await tabTo(page, '#replay-button');
      expect(await page.locator(':focus').textContent()).toBe('Run it again');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/replay/'));
      replayPage = new URL(page.url()).pathname;
      const replayed = page.locator('#replay-result[data-state="done"]');
      await replayed.waitFor({ timeout: 90_000 });
      expect(await page.locator('#replay-verdict').textContent()).toBe('passed');
      const article = page.locator('article.replayed-run');
      expect(await article.count()).toBe(1);
      expect(await article.getAttribute('data-status')).toBe('pass');
      expect(await article.locator('h3').textContent()).toBe(`${caseId} #1 pass`);
      expect(await article.locator('.transcript').textContent()).toContain('edit_file');
      // Its invocation is one of the runs now: the link leads to it.
      const invocation = page.locator('#replay-invocation');
      const invocationHref = (await invocation.getAttribute('href')) ?? '';
      await invocation.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${origin}${invocationHref}`);
      expect(await page.locator('h1').textContent()).toContain('smoke-coding@');
      expectClean(session);
    } finally {
      await session.context.close();
    }
  }, 240_000);

  it('a failed run’s ✓ is refused, with the reason on the page; a stale form that posts it anyway gets add’s refusal', async () => {
    const session = await newSession('light');
    const { page } = session;
    try {
      const failedRun = `/run/${failedId}/fix-add/1`;
      await page.goto(`${origin}${failedRun}`);
      const keep = page.getByRole('region', { name: 'Keep it as a case' });
      expect(await keep.getByRole('button').count()).toBe(0);
      expect(await page.locator('#promotion-refusal').textContent()).toBe(
        `verdict add refuses this run: ${REFUSED}.`,
      );
      await page.screenshot({ path: path.join(OUTPUT, 'keep-refused-light.png'), fullPage: true });

      // The passing run's form, pointed at the failed run (a page left open while its run was
      // replaced, or a hand-made one): the server asks add, which refuses it and says why.
      await page.goto(`${origin}/run/${runs.scriptedId}/create-pad-module/1`);
      await inPage(
        page,
        `document.querySelector('#keep form').action = ${JSON.stringify(`${failedRun}/promote`)}`,
      );
      await page.locator('#promote-button').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.has('promotion'), { timeout: 60_000 });
      expect(new URL(page.url()).pathname).toBe(failedRun);
      const result = page.locator('#promotion-result');
      expect(await result.getAttribute('data-code')).toBe('1');
      expect(await result.locator('h2').textContent()).toBe('Refused');
      expect(await result.locator('pre.printed').textContent()).toBe(
        `verdict: add: ${REFUSED}; nothing was written.`,
      );
      expect(await page.locator('#new-case-link').count()).toBe(0);
      refusedPromotionPage = `${failedRun}?promotion=${new URL(page.url()).searchParams.get('promotion')}`;
      expectClean(session);
    } finally {
      await session.context.close();
    }
  }, 120_000);
});

describe('verdict view in a browser: two invocations side by side', () => {
  it('ticks two invocations in the list by keyboard, Compare opens them side by side, the earlier as baseline', async () => {
    const session = await newSession('light');
    const { page } = session;
    try {
      await page.goto(`${origin}/?mode=scripted`);
      // Ticked newest first, as the list shows them: the page still takes the earlier as baseline.
      for (const id of [failedId, passedId]) {
        await page.locator('body').focus();
        await tabTo(page, `#invocations tr[data-run-id="${id}"] input[type="checkbox"]`);
        await page.keyboard.press('Space');
        expect(await page.locator(':focus').isChecked()).toBe(true);
      }
      await page.getByRole('button', { name: 'Compare', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/compare');
      comparePage = `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
      const pair = page.getByRole('navigation', { name: 'The two invocations' });
      expect(await pair.textContent()).toContain(
        `Baseline ${passedId} against candidate ${failedId}`,
      );
      expect(await page.locator('h1').textContent()).toContain('Verdict comparison');
      expect(await page.locator('h1').textContent()).toContain('smoke-coding');
      const row = page.locator('#tasks-table tr[data-task-id="fix-add"]');
      expect(await row.count()).toBe(1);
      expect(await row.textContent()).toContain('fix-add');
      // Swap, by keyboard: the other way round.
      await page.getByRole('link', { name: 'Swap baseline and candidate' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(
        (url) =>
          url.searchParams.get('base') === failedId && url.searchParams.get('head') === passedId,
      );
      expect(await pair.textContent()).toContain(
        `Baseline ${failedId} against candidate ${passedId}`,
      );
      expectClean(session);
    } finally {
      await session.context.close();
    }
  }, 60_000);
});

describe('verdict view in a browser: each page in light and dark, by keyboard, with names', () => {
  it('the list of runs', async () => {
    const stops = await auditPage('/', 'list');
    // The filters come first, then the table's sort buttons, then each invocation's link.
    const names = stops.map((stop) => stop.name);
    expect(names.indexOf('select suite')).toBeLessThan(names.indexOf('button Filter'));
    expect(names.filter((name) => name.startsWith('a ')).length).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it('the list, filtered', async () => {
    await auditPage('/?mode=scripted', 'list-filtered');
  }, 60_000);

  it('an invocation', async () => {
    await auditPage(`/invocation/${runs.replayId}`, 'invocation');
  }, 60_000);

  it('an invocation with a failed run', async () => {
    await auditPage(`/invocation/${failedId}`, 'invocation-failed');
  }, 60_000);

  it('a passing run’s transcript', async () => {
    await auditPage(`/run/${runs.replayId}/fix-add/1`, 'run-pass');
  }, 60_000);

  it('a failed run’s transcript', async () => {
    await auditPage(`/run/${failedId}/fix-add/1`, 'run-fail');
  }, 60_000);

  it('what ✓ printed, the new case, and its replay', async () => {
    for (const [target, name] of [
      [promotionPage, 'promoted'],
      [refusedPromotionPage, 'promotion-refused'],
      [casePage, 'case'],
      [replayPage, 'replay'],
    ] as const) {
      expect(target, `${name}: made by the ✓ tests above`).toBeDefined();
      await auditPage(target!, name);
    }
  }, 120_000);

  it('two invocations side by side', async () => {
    expect(comparePage, 'made by the side-by-side test above').toBeDefined();
    await auditPage(comparePage!, 'compare');
  }, 60_000);

  it('a page that is not there', async () => {
    const session = await newSession('light');
    try {
      const response = await session.page.goto(`${origin}/run/${failedId}/fix-add/9`);
      expect(response?.status()).toBe(404);
      expect(await session.page.locator('main p').textContent()).toBe(
        `No run "fix-add #9" in invocation ${failedId}.`,
      );
      await session.page.screenshot({ path: path.join(OUTPUT, 'not-found-light.png') });
    } finally {
      await session.context.close();
    }
  });
});

describe('verdict view in a browser: without the token', () => {
  it('shows the refusal page, not the runs, for any page opened without the token', async () => {
    for (const scheme of SCHEMES) {
      const session = await newSession(scheme, false);
      const { page } = session;
      try {
        for (const target of [
          '/',
          `/invocation/${runs.replayId}`,
          `/run/${runs.replayId}/fix-add/1`,
          `/?token=${token.slice(0, -2)}${token.endsWith('xx') ? 'yy' : 'xx'}`,
        ]) {
          const response = await page.goto(`${origin}${target}`);
          expect(response?.status(), target).toBe(403);
          expect(await page.title()).toBe('Refused — verdict view');
          expect(await page.locator('main p').textContent()).toBe(
            'Refused: open the URL that `verdict view` printed in its terminal: it carries the token this server asks for.',
          );
          const text = (await page.locator('body').textContent()) ?? '';
          for (const secret of [
            runs.replayId,
            runs.scriptedId,
            passedId,
            failedId,
            'smoke-coding',
          ]) {
            expect(text, target).not.toContain(secret);
          }
          // No way in from the refusal: no link home.
          expect(await page.locator('a').count()).toBe(0);
          // The refusal does not hand out the cookie.
          expect(await session.context.cookies()).toEqual([]);
        }
        expect(await bodyColour(page)).toBe(
          scheme === 'dark' ? 'rgb(13, 17, 23)' : 'rgb(255, 255, 255)',
        );
        await page.screenshot({ path: path.join(OUTPUT, `refused-${scheme}.png`) });
        expectClean({ ...session, problems: session.problems.filter((p) => !/403/.test(p)) });
        // The refused page load is the only console error: Chromium's note of the 403 itself.
        expect(session.problems.every((problem) => /status of 403/.test(problem))).toBe(true);
      } finally {
        await session.context.close();
      }
    }
  }, 60_000);
});
