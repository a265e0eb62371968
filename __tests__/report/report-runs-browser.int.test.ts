/**
 * report.html opening its runs, in Debian's headless Chromium from file://. The report comes from
 * a real `verdict run` (scripted provider, the built-in agent) of a two-task suite built here: one
 * task's runs pass, the other's fail their check; the file every run reads holds a hostile line
 * that must stay text. Then a run folder moved elsewhere (its promote command must name the new
 * place, and work), a corrupt trace rebuilt by `verdict report`, and a 1,000-run report whose size
 * is bounded and whose runs still open.
 */
import { execFile } from 'node:child_process';
import { appendFile, cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellWord } from '../../src/process/shell-word.js';
import { buildReport } from '../../src/report/build-report.js';
import { writeReportFiles } from '../../src/report/report-files.js';
import { TRANSCRIPTS_MAX_BYTES } from '../../src/report/report-runs.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { launchChromium, openFile } from '../helpers/chromium.js';
import { BIN, runCliProcess } from '../helpers/run-cli.js';
import { writeTree } from '../helpers/temp-dir.js';
import { liveConditions, makeInput, repeatStatus as times } from './run-records.js';
import { writeRunWithTrace } from './run-traces.js';

const HOSTILE_LINE = `// </script><img src=x onerror="document.title='pwned'"><script>document.title='pwned'</script>`;
const GRANTS = ['--allow-write', '--allow-process'];

const task = (id: string) => ({
  id,
  prompt: 'The function add in src/math.mjs is wrong. Fix it.',
  fixture: 'fixtures/add',
  policy: { mode: 'auto', allow: ['write', 'process'] },
  budget: { maxTurns: 10, maxTokens: 100000, maxWallMs: 60000, maxToolCalls: 10 },
  verifiers: [
    {
      kind: 'command',
      id: 'check',
      command: ['node', 'check.mjs'],
      timeoutMs: 30000,
      expectStdoutIncludes: ['add: ok'],
    },
  ],
});

/** A script that reads the file, edits `add` to return `body`, and answers. */
const script = (body: string) =>
  JSON.stringify({
    format: 'script/v1',
    turns: [
      { toolCalls: [{ name: 'read_file', arguments: { path: 'src/math.mjs' } }] },
      {
        toolCalls: [
          {
            name: 'edit_file',
            arguments: { path: 'src/math.mjs', old: 'return a - b;', new: `return ${body};` },
          },
        ],
      },
      { content: `Fixed: add returns ${body}.` },
    ],
  });

let browser: Browser;
let root: string;
/** The run folder `verdict run --out` wrote. */
let out: string;

beforeAll(async () => {
  browser = await launchChromium();
  root = await mkdtemp(path.join(os.tmpdir(), 'verdict-report-runs-'));
  const suite = path.join(root, 'suite');
  await writeTree(suite, {
    'suite.json': JSON.stringify({
      schemaVersion: 1,
      suiteId: 'transcripts',
      suiteVersion: '1.0.0',
      tasks: [task('fix-add'), task('guess-add')],
    }),
    'fixtures/add/src/math.mjs': `${HOSTILE_LINE}\nexport function add(a, b) {\n  return a - b;\n}\n`,
    'fixtures/add/check.mjs': [
      "import { add } from './src/math.mjs';",
      'if (add(2, 3) !== 5) { console.error(`add(2, 3) is ${add(2, 3)}, not 5`); process.exit(1); }',
      "console.log('add: ok');",
      '',
    ].join('\n'),
    'scripts/fix-add.json': script('a + b'),
    'scripts/guess-add.json': script('a * b'),
  });
  out = path.join(root, 'out');
  const ran = await runCliProcess(
    ['run', suite, '--mode', 'scripted', '--k', '2', '--yes', ...GRANTS, '--out', out],
    { cwd: root },
  );
  expect(ran.code, ran.stderr).toBe(0);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (root !== undefined) await rm(root, { recursive: true, force: true });
});

/** The `<details>` of one run. */
const runOf = (page: Awaited<ReturnType<typeof openFile>>['page'], taskId: string, rep: number) =>
  page.locator(`details.run[data-task-id="${taskId}"][data-repetition="${rep}"]`);

describe('report.html of a real run', () => {
  it('opens a failed run on one click: its tool calls with arguments and results, and the verifier’s detail', async () => {
    const { page, context, outside, problems } = await openFile(
      browser,
      path.join(out, 'report.html'),
    );
    try {
      expect(await page.locator('details.run').count()).toBe(4);
      // Every guess-add run failed its check, every fix-add one passed.
      expect(await page.locator('.task-runs h3').allTextContents()).toEqual([
        'fix-add 2 passed',
        'guess-add 2 failed',
      ]);
      const run = runOf(page, 'guess-add', 1);
      expect(await run.locator(':scope > summary').textContent()).toBe(
        'fail #1 check: `node check.mjs` exited 1, expected exit 0',
      );
      const transcript = run.locator('.transcript');
      expect(await transcript.isVisible()).toBe(false);
      await run.locator(':scope > summary').click();
      expect(await transcript.isVisible()).toBe(true);
      const tools = await transcript.locator('li.step-tool').allTextContents();
      expect(tools[0]).toContain('read_file {"path":"src/math.mjs"} ok');
      expect(tools[0]).toContain(`${HOSTILE_LINE}\nexport function add(a, b) {\n  return a - b;`);
      expect(tools[1]).toContain('edit_file');
      expect(tools[1]).toContain(
        'edit_file {"path":"src/math.mjs","old":"return a - b;","new":"return a * b;"} ok',
      );
      expect(tools[1]).toContain('edited src/math.mjs');
      expect(await transcript.locator('ul.verifiers li').textContent()).toBe(
        'fail check (command)`node check.mjs` exited 1, expected exit 0\nadd(2, 3) is 6, not 5',
      );
      expect(await transcript.locator('pre.answer').textContent()).toBe(
        'Fixed: add returns a * b.',
      );
      expect(await transcript.locator('pre.prompt').textContent()).toBe(
        'The function add in src/math.mjs is wrong. Fix it.',
      );
      // The hostile line is text: no image, no script ran (the title is the report's), and the
      // page's policy had nothing to refuse.
      expect(await page.locator('img').count()).toBe(0);
      expect(await page.locator('script').count()).toBe(1);
      expect(await page.title()).toBe('Verdict report: transcripts@1.0.0');
      expect(outside).toEqual([]);
      expect(problems).toEqual([]);
      // A failed run offers no promotion.
      expect(await run.locator('details.promote').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('reads without script: a run opens, and its command names the folder the report was written to', async () => {
    const { page, context } = await openFile(browser, path.join(out, 'report.html'), {
      javaScriptEnabled: false,
    });
    try {
      const run = runOf(page, 'fix-add', 1);
      await run.locator(':scope > summary').click();
      expect(await run.locator('li.step-tool').count()).toBe(2);
      await run.locator('details.promote > summary').click();
      expect(await run.locator('code.command').textContent()).toBe(
        `verdict add ${shellWord(out)} --task fix-add --rep 1`,
      );
      expect(await run.locator('button.copy').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('offers, on a run that passed, the verdict add command naming the folder the page is in, and it works', async () => {
    const moved = path.join(root, 'moved here', 'run one');
    await mkdir(path.dirname(moved), { recursive: true });
    await cp(out, moved, { recursive: true });
    const { page, context, problems } = await openFile(browser, path.join(moved, 'report.html'));
    let command: string;
    try {
      const run = runOf(page, 'fix-add', 2);
      await run.locator(':scope > summary').click();
      const promote = run.locator('details.promote');
      expect(await promote.locator('code.command').isVisible()).toBe(false);
      await promote.locator(':scope > summary').click();
      command = (await promote.locator('code.command').textContent()) ?? '';
      expect(command).toBe(`verdict add ${shellWord(moved)} --task fix-add --rep 2`);
      expect(command).toContain(`'${moved}'`);
      await promote.locator('button.copy').click();
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
    // As a reader would paste it, from another folder: the run is promoted into a case there.
    const cwd = path.join(root, 'elsewhere');
    await mkdir(cwd, { recursive: true });
    const shell = command.replace(/^verdict /, `${shellWord(process.execPath)} ${shellWord(BIN)} `);
    const { stdout } = await promisify(execFile)('sh', ['-c', shell], {
      cwd,
      env: { ...process.env, CI: undefined, NO_COLOR: '1' },
    });
    expect(stdout).toContain('✓ added to recorded');
    expect(stdout).toContain('fix-add #2');
  });

  it('rebuilt by verdict report with a corrupt trace: that run shows without its transcript, naming the file and line', async () => {
    const copy = path.join(root, 'corrupt');
    await cp(out, copy, { recursive: true });
    const trace = path.join(copy, 'traces', 'guess-add', '2.jsonl');
    const line = (await readFile(trace, 'utf8')).split('\n').length;
    await appendFile(trace, '{"type":"verifier", torn\n');
    const rebuilt = await runCliProcess(['report', copy]);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    const { page, context, problems } = await openFile(browser, path.join(copy, 'report.html'));
    try {
      const broken = runOf(page, 'guess-add', 2);
      await broken.locator(':scope > summary').click();
      expect(await broken.locator('.notice').textContent()).toBe(
        `No transcript: the trace is corrupt at traces/guess-add/2.jsonl: line ${line}: (line): not valid JSON; skipped. What the run record keeps is below.`,
      );
      expect(await broken.locator('ul.verifiers').textContent()).toContain('add(2, 3) is 6, not 5');
      const sound = runOf(page, 'guess-add', 1);
      await sound.locator(':scope > summary').click();
      expect(await sound.locator('li.step-tool').count()).toBe(2);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('report.html of 1,000 runs', () => {
  it('stays within its size bound, lists every run, and opens one', async () => {
    const dir = path.join(root, 'thousand');
    const taskIds = Array.from({ length: 50 }, (_, index) => `task-${index + 1}`);
    const records: RunRecord[] = [];
    for (const taskId of taskIds) {
      for (let rep = 1; rep <= 20; rep += 1) {
        // A third fail; every run reads six files of about 3 KB before its edit.
        const status = rep % 3 === 0 ? 'fail' : 'pass';
        records.push(
          await writeRunWithTrace(dir, taskId, rep, status, { reads: 6, readBytes: 3000 }),
        );
      }
    }
    const report = buildReport(
      makeInput(taskIds, records, { conditions: { ...liveConditions, k: 20 } }),
    );
    await writeFile(
      path.join(dir, 'runs.jsonl'),
      records.map((r) => `${JSON.stringify(r)}\n`).join(''),
    );
    await writeReportFiles(dir, report, { records });
    const file = path.join(dir, 'report.html');
    const { size } = await stat(file);
    // Measured: 8.7 MB (its transcripts alone would take 16 MB). The transcripts' limit, at most
    // 1 KB per run for its line and commands, and the rest of the page.
    expect(size).toBeLessThanOrEqual(TRANSCRIPTS_MAX_BYTES + 1000 * 1024 + 200 * 1024);
    const { page, context, problems } = await openFile(browser, file);
    try {
      expect(await page.locator('details.run').count()).toBe(1000);
      // Per task, its runs failed first.
      const statuses = await page
        .locator('.task-runs[data-task-id="task-50"] details.run > summary .status')
        .allTextContents();
      expect(statuses).toEqual([...times('fail', 6), ...times('pass', 14)]);
      const embedded = await page.locator('details.run .transcript ol.steps').count();
      expect(embedded).toBeGreaterThan(300);
      expect(embedded).toBeLessThan(1000);
      // Every failed run got its transcript first: the last task's last failure opens to it.
      const failed = runOf(page, 'task-50', 18);
      await failed.locator(':scope > summary').click();
      expect(await failed.locator('li.step-tool').count()).toBe(8);
      expect(await failed.locator('ul.verifiers').textContent()).toContain('add(2, 3) is 6, not 5');
      // A pass past the limit gives the command that prints it.
      const left = runOf(page, 'task-50', 20);
      await left.locator(':scope > summary').click();
      expect(await left.locator('.notice code.command').textContent()).toBe(
        `verdict show ${shellWord(dir)} --task task-50 --rep 20`,
      );
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
