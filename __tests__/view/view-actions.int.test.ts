/**
 * ✓ This went well and Run it again, through the real `verdict view` (a child process, `--no-open
 * --json`) over real runs of a small suite made by the real `verdict run`: the button makes the
 * same files as `verdict add` on the same run (two copies of one project, file trees compared byte
 * for byte), a failed run and a cut trace are refused with add's reason on the page, the guard
 * refuses the POST without the token, from another Origin or to another Host (and nothing is
 * written), and Run it again replays the new case into a new invocation that passes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createParser } from 'eventsource-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findDescendants } from '../../src/process/process-tree.js';
import { BIN, runCliProcess } from '../helpers/run-cli.js';
import { writeTree } from '../helpers/temp-dir.js';
import { rawPost, rawRequest } from './view-fixture.js';

const GRANTS = ['--allow-write', '--allow-process'];

const SUITE = {
  schemaVersion: 1,
  suiteId: 'notes',
  suiteVersion: '1.0.0',
  tasks: [
    {
      id: 'summarize',
      prompt: 'Copy notes.txt to summary.txt and tell me the deadline.',
      fixture: 'fixtures/summarize',
      budget: { maxTurns: 8, maxWallMs: 60_000 },
      policy: { mode: 'auto', allow: ['write', 'process'] },
      verifiers: [{ kind: 'file-contains', id: 'summary', path: 'summary.txt', text: 'Friday' }],
    },
    {
      id: 'answer',
      prompt: 'When is the deadline? Answer in one sentence.',
      budget: { maxTurns: 4, maxWallMs: 60_000 },
      verifiers: [{ kind: 'response-contains', id: 'day', texts: ['Friday'] }],
    },
    {
      id: 'wrong',
      prompt: 'Write the deadline into summary.txt.',
      budget: { maxTurns: 4, maxWallMs: 60_000 },
      policy: { mode: 'auto', allow: ['write', 'process'] },
      verifiers: [{ kind: 'file-contains', id: 'summary', path: 'summary.txt', text: 'Friday' }],
    },
  ],
};

const script = (turns: unknown[]) => JSON.stringify({ format: 'script/v1', turns });

interface Project {
  /** The folder the runs were made in; each test works on a copy (`copyProject`). */
  dir: string;
  /** The run of the three tasks, and a run of summarize whose trace was cut at 4 KB. */
  runId: string;
  cutId: string;
}

let project: Project;
const copies: string[] = [];

async function copyProject(): Promise<string> {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'verdict-view-actions-')));
  copies.push(dir);
  await cp(project.dir, dir, { recursive: true, preserveTimestamps: true });
  return dir;
}

/** A HOME of its own: Verdict watches HOME during a run that may run commands. */
const envOf = (cwd: string): NodeJS.ProcessEnv => ({ HOME: path.join(cwd, 'home') });
const cli = (cwd: string, argv: string[]) => runCliProcess(argv, { cwd, env: envOf(cwd) });

beforeAll(async () => {
  const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'verdict-view-actions-')));
  copies.push(dir);
  await mkdir(path.join(dir, 'home'));
  await writeTree(dir, {
    'notes/suite.json': JSON.stringify(SUITE),
    'notes/fixtures/summarize/notes.txt': 'ship on Friday\n',
    'notes/scripts/summarize.json': script([
      { toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] },
      {
        toolCalls: [
          { name: 'write_file', arguments: { path: 'summary.txt', content: 'Friday\n' } },
        ],
      },
      { content: 'The deadline is Friday.' },
    ]),
    'notes/scripts/answer.json': script([{ content: 'The deadline is Friday.' }]),
    'notes/scripts/wrong.json': script([
      {
        toolCalls: [
          { name: 'write_file', arguments: { path: 'summary.txt', content: 'Monday\n' } },
        ],
      },
      { content: 'Done.' },
    ]),
    'small-trace.json': JSON.stringify({ trace: { maxBytes: 4096 } }),
  });
  const runs = path.join(dir, '.verdict', 'runs');
  const ran = await cli(dir, [
    'run',
    'notes',
    '--mode',
    'scripted',
    '--k',
    '1',
    '--yes',
    ...GRANTS,
  ]);
  // The task `wrong` fails, as it is meant to (a judged failure is not an error of the run).
  expect(ran.code, ran.stderr).toBe(0);
  expect(ran.stderr).toContain('wrong #1 fail');
  const [runId = ''] = await readdir(runs);
  const cut = await cli(dir, [
    'run',
    'notes',
    '--mode',
    'scripted',
    '--tasks',
    'summarize',
    '--k',
    '1',
    '--yes',
    ...GRANTS,
    '--config',
    'small-trace.json',
  ]);
  expect(cut.code, cut.stderr).toBe(0);
  const cutId = (await readdir(runs)).find((id) => id !== runId) ?? '';
  project = { dir, runId, cutId };
}, 120_000);

afterAll(async () => {
  await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
});

interface ViewProcess {
  port: number;
  base: string;
  cookie: string;
  host: string;
  child: ChildProcess;
}

const views: ViewProcess[] = [];
afterEach(async () => {
  await Promise.all(views.splice(0).map((view) => stopView(view)));
});

/** `verdict view --no-open --json` in `cwd`, once it has printed its URL. */
async function startView(cwd: string): Promise<ViewProcess> {
  const child = spawn(process.execPath, [BIN, 'view', '--no-open', '--json'], {
    cwd,
    env: { ...process.env, CI: undefined, NO_COLOR: '1', ...envOf(cwd) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const { url, port } = await new Promise<{ url: string; port: number }>((resolve, reject) => {
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      try {
        resolve(JSON.parse(stdout) as { url: string; port: number });
      } catch {
        // not the whole object yet
      }
    });
    child.on('exit', (code) => reject(new Error(`verdict view ended (${code}): ${stderr}`)));
  });
  const token = new URL(url).searchParams.get('token') ?? '';
  const view = {
    port,
    base: `http://127.0.0.1:${port}`,
    cookie: `verdict-view-${port}=${token}`,
    host: `127.0.0.1:${port}`,
    child,
  };
  views.push(view);
  return view;
}

function stopView(view: ViewProcess): Promise<number | null> {
  if (view.child.exitCode !== null) return Promise.resolve(view.child.exitCode);
  return new Promise((resolve) => {
    view.child.once('exit', (code) => resolve(code));
    view.child.kill('SIGTERM');
  });
}

const get = (view: ViewProcess, target: string) =>
  fetch(`${view.base}${target}`, { headers: { cookie: view.cookie } });

/** The form POST a page of the view sends: its own Origin, the cookie; answered by a redirect. */
async function submit(view: ViewProcess, target: string, fields: Record<string, string>) {
  const response = await rawPost(
    view.port,
    target,
    { host: view.host, cookie: view.cookie, origin: view.base },
    new URLSearchParams(fields).toString(),
  );
  expect(response.status, response.body).toBe(303);
  const location = String(response.headers.location);
  const page = await (await get(view, location)).text();
  return { location, page };
}

/** The text of an element with this id (its tags dropped, entities of escapeHtml undone). */
function textOf(page: string, id: string): string {
  const start = page.indexOf(`id="${id}"`);
  if (start < 0) return '';
  const tag = page.lastIndexOf('<', start);
  const name = /^<(\w+)/.exec(page.slice(tag))?.[1] ?? '';
  const end = page.indexOf(`</${name}>`, start);
  return page
    .slice(page.indexOf('>', start) + 1, end)
    .replace(/<[^>]+>/g, '')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** Every file below `dir`: its path relative to `dir` and its bytes. */
async function treeOf(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const visit = async (current: string) => {
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) await visit(full);
      else files.set(path.relative(dir, full), await readFile(full));
    }
  };
  await visit(dir);
  return files;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const runPage = (id: string, task: string) => `/run/${id}/${task}/1`;

describe('✓ This went well', () => {
  it('makes the same files as verdict add on the same run, and shows what add printed', async () => {
    const viaCli = await copyProject();
    const viaView = await copyProject();
    const target = path.join('.verdict', 'runs', project.runId);

    // The suite form (a fixture, write and process granted) into "notes", with --contains; then
    // the case-file form (no fixture, the default policy) into add's default, "recorded".
    const added = await cli(viaCli, [
      'add',
      target,
      '--task',
      'summarize',
      '--rep',
      '1',
      '--suite',
      'notes',
      '--contains',
      'Friday',
    ]);
    expect(added.code, added.stderr).toBe(0);
    const addedFile = await cli(viaCli, ['add', target, '--task', 'answer', '--rep', '1']);
    expect(addedFile.code, addedFile.stderr).toBe(0);

    const view = await startView(viaView);
    const page = await (await get(view, runPage(project.runId, 'summarize'))).text();
    // The form: the run's suite first, add's default next; every control labelled.
    expect(page).toContain('<option value="notes" selected>notes (the run&#39;s suite)</option>');
    expect(page).toContain(
      '<option value="recorded">recorded (verdict add&#39;s default)</option>',
    );
    expect(page).toContain('<label for="promote-suite">');
    expect(page).toContain('<label for="promote-contains">');
    expect(page).toContain('<button type="submit" id="promote-button">✓ This went well</button>');

    const first = await submit(view, `${runPage(project.runId, 'summarize')}/promote`, {
      suite: 'notes',
      contains: 'Friday',
    });
    expect(first.location).toMatch(
      new RegExp(`^/run/${project.runId}/summarize/1\\?promotion=[0-9a-f]+#keep$`),
    );
    expect(textOf(first.page, 'promotion-result-title')).toBe('Added');
    expect(textOf(first.page, 'promotion-result')).toContain(added.stdout.trimEnd());
    const second = await submit(view, `${runPage(project.runId, 'answer')}/promote`, {
      suite: 'recorded',
      contains: '',
    });
    expect(textOf(second.page, 'promotion-result')).toContain(addedFile.stdout.trimEnd());

    // Byte for byte: nothing in what add writes depends on the time or the process.
    const fromCli = await treeOf(path.join(viaCli, '.verdict', 'cases'));
    const fromView = await treeOf(path.join(viaView, '.verdict', 'cases'));
    expect([...fromView.keys()].sort()).toEqual([...fromCli.keys()].sort());
    expect([...fromCli.keys()].sort()).toEqual(
      expect.arrayContaining([
        'recorded.json',
        expect.stringMatching(/^cassettes\/.+\.jsonl$/),
        'notes/suite.json',
        expect.stringMatching(/^notes\/fixtures\/[^/]+\/notes\.txt$/),
        expect.stringMatching(/^notes\/cassettes\/[^/]+\.jsonl$/),
        expect.stringMatching(/^notes\/recorded\/[^/]+\.json$/),
        expect.stringMatching(/^notes\/scripts\/[^/]+\.json$/),
      ]),
    );
    for (const [file, bytes] of fromCli) {
      expect(fromView.get(file)?.equals(bytes), file).toBe(true);
    }

    // The link to the new case, whose page lists its files and has Run it again.
    const link = /<a id="new-case-link" href="([^"]+)">/.exec(first.page)?.[1] ?? '';
    expect(link).toMatch(/^\/case\/suite\/notes\/[^/]+$/);
    const casePage = await (await get(view, link)).text();
    expect(casePage).toContain('<button type="submit" id="replay-button">Run it again</button>');
    for (const file of fromView.keys()) {
      if (file.startsWith('notes/')) {
        expect(casePage).toContain(`<code>${path.join('.verdict', 'cases', file)}</code>`);
      }
    }
    const fileLink = /<a id="new-case-link" href="([^"]+)">/.exec(second.page)?.[1] ?? '';
    expect(fileLink).toMatch(/^\/case\/file\/recorded\/[^/]+$/);
    expect(await (await get(view, fileLink)).text()).toContain(
      '<code>.verdict/cases/recorded.json</code>',
    );
  }, 120_000);

  it("refuses a failed run and a cut trace with add's reason on the page, writing nothing", async () => {
    const dir = await copyProject();
    const view = await startView(dir);
    // A failed run's page offers no button: it says why add refuses it.
    const failedPage = await (await get(view, runPage(project.runId, 'wrong'))).text();
    expect(failedPage).not.toContain('id="promote-button"');
    expect(textOf(failedPage, 'promotion-refusal')).toContain(
      'verdict add refuses this run: wrong #1 is fail',
    );
    // Posted all the same, add refuses it, and the page shows what add printed.
    const failed = await submit(view, `${runPage(project.runId, 'wrong')}/promote`, {
      suite: 'notes',
      contains: '',
    });
    expect(textOf(failed.page, 'promotion-result-title')).toBe('Refused');
    const failedText = textOf(failed.page, 'promotion-result');
    expect(failedText).toContain('exit 1');
    expect(failedText).toContain('wrong #1 is fail');
    expect(failedText).toContain('promoting a failure would freeze it as the expectation');

    const cut = await submit(view, `${runPage(project.cutId, 'summarize')}/promote`, {
      suite: 'notes',
      contains: '',
    });
    expect(textOf(cut.page, 'promotion-result-title')).toBe('Refused');
    expect(textOf(cut.page, 'promotion-result')).toContain(
      `verdict: add: the trace of this run was cut at 4 KB: raise trace.maxBytes and run again (${path.join('.verdict', 'runs', project.cutId, 'traces', 'summarize', '1.jsonl')}); nothing was written.`,
    );
    // A --contains word the answer lacks: add's usage error, exit 2.
    const lacking = await submit(view, `${runPage(project.runId, 'summarize')}/promote`, {
      suite: 'notes',
      contains: 'Monday',
    });
    expect(textOf(lacking.page, 'promotion-result')).toContain(
      'the answer that passed does not mention "Monday"',
    );
    expect(lacking.page).toContain('data-code="2"');
    expect(await exists(path.join(dir, '.verdict', 'cases'))).toBe(false);
  }, 60_000);

  it('makes two promotions posted at once one after the other, so neither loses the other', async () => {
    const dir = await copyProject();
    const view = await startView(dir);
    const target = `${runPage(project.runId, 'summarize')}/promote`;
    const both = await Promise.all(
      [1, 2].map(() => submit(view, target, { suite: 'notes', contains: '' })),
    );
    for (const { page } of both) expect(textOf(page, 'promotion-result-title')).toBe('Added');
    const suite = JSON.parse(
      await readFile(path.join(dir, '.verdict', 'cases', 'notes', 'suite.json'), 'utf8'),
    ) as { suiteVersion: string; tasks: unknown[] };
    expect(suite.tasks).toHaveLength(2);
    expect(suite.suiteVersion).toBe('1.0.1');
  }, 60_000);

  it('refuses the POST without the token, from another Origin, or to another Host', async () => {
    const dir = await copyProject();
    const view = await startView(dir);
    const target = `${runPage(project.runId, 'summarize')}/promote`;
    const body = 'suite=notes&contains=';
    const attempts: Array<[string, Record<string, string>]> = [
      ['no token', { host: view.host, origin: view.base }],
      ['a wrong token', { host: view.host, origin: view.base, cookie: `${view.cookie}x` }],
      ['a foreign Origin', { host: view.host, origin: 'http://evil.example', cookie: view.cookie }],
      ['Origin null', { host: view.host, origin: 'null', cookie: view.cookie }],
      ['no Origin', { host: view.host, cookie: view.cookie }],
      [
        'a foreign Host',
        {
          host: `evil.example:${view.port}`,
          origin: `http://evil.example:${view.port}`,
          cookie: view.cookie,
        },
      ],
    ];
    for (const [what, headers] of attempts) {
      const response = await rawPost(view.port, target, headers, body);
      expect(response.status, what).toBe(403);
      expect(response.body, what).toContain('Refused');
    }
    const replay = await rawPost(
      view.port,
      '/case/suite/notes/any/run',
      { host: view.host, origin: 'http://evil.example', cookie: view.cookie },
      '',
    );
    expect(replay.status).toBe(403);
    expect(await exists(path.join(dir, '.verdict', 'cases'))).toBe(false);
    // The same POST from the page itself is taken.
    const taken = await rawPost(
      view.port,
      target,
      { host: view.host, origin: view.base, cookie: view.cookie },
      body,
    );
    expect(taken.status).toBe(303);
    expect(await exists(path.join(dir, '.verdict', 'cases', 'notes', 'suite.json'))).toBe(true);
  }, 60_000);
});

describe('Run it again', () => {
  /** Waits for the first `changed` event of `/events?job=…`. */
  async function waitForChange(view: ViewProcess, events: string): Promise<void> {
    const response = await get(view, events);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let changed = false;
    const parser = createParser({ onEvent: (event) => (changed ||= event.event === 'changed') });
    const deadline = Date.now() + 60_000;
    while (!changed && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
    await reader.cancel();
    expect(changed).toBe(true);
  }

  /**
   * The replay's page once it has ended: it reloads on each `changed` event, which a run folder
   * growing sends too, as the page in a browser does.
   */
  async function waitForReplay(view: ViewProcess, location: string): Promise<string> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      await waitForChange(view, `/events?job=${location.split('/')[2]}`);
      const page = await (await get(view, location)).text();
      if (page.includes('data-state="done"') || Date.now() > deadline) return page;
    }
  }

  it('replays the promoted case into a new invocation that passes, without holding the server', async () => {
    const dir = await copyProject();
    const view = await startView(dir);
    const promoted = await submit(view, `${runPage(project.runId, 'summarize')}/promote`, {
      suite: 'notes',
      contains: 'Friday',
    });
    const caseLink = /<a id="new-case-link" href="([^"]+)">/.exec(promoted.page)?.[1] ?? '';
    const caseId = caseLink.split('/').pop() ?? '';
    const before = await readdir(path.join(dir, '.verdict', 'runs'));

    const started = Date.now();
    const replay = await submit(view, `${caseLink}/run`, {});
    expect(replay.location).toMatch(/^\/replay\/[0-9a-f]+$/);
    // The answer comes at once, the replay still running; the server answers other pages meanwhile.
    expect(replay.page).toContain('data-state="running"');
    expect(textOf(replay.page, 'replay-verdict')).toBe('running…');
    expect(replay.page).toContain(
      `new EventSource("/events?job=${replay.location.split('/')[2]}")`,
    );
    expect((await get(view, '/')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);

    const done = await waitForReplay(view, replay.location);
    expect(done).toContain('data-state="done"');
    expect(textOf(done, 'replay-verdict')).toBe('passed');
    expect(done).toContain(
      `verdict run .verdict/cases/notes --allow-write --allow-process --mode replay --tasks ${caseId} --yes`,
    );
    // Its verifiers, as the run's page shows them.
    expect(done).toContain('<code>tool-called</code>');
    expect(done).toContain('<code>contains</code>');
    expect(done).toContain(
      '<span class="outcome outcome-pass">pass</span> <code>tool-called</code>',
    );
    expect(done).not.toContain('class="outcome outcome-fail"');

    // The new invocation: in .verdict/runs, linked from the page, and in the list.
    const after = await readdir(path.join(dir, '.verdict', 'runs'));
    const [newId = ''] = after.filter((id) => !before.includes(id));
    expect(newId).not.toBe('');
    expect(textOf(done, 'replay-invocation')).toBe(newId);
    const list = await (await get(view, '/')).text();
    expect(list).toContain(`<a href="/invocation/${newId}">`);
    const runs = (await readFile(path.join(dir, '.verdict', 'runs', newId, 'runs.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { taskId: string; status: string; mode: string });
    expect(runs.map((run) => [run.taskId, run.mode, run.status])).toEqual([
      [caseId, 'replay', 'pass'],
    ]);
    // Once it has ended, a page asking for the job's end hears it at once.
    await waitForChange(view, `/events?job=${replay.location.split('/')[2]}`);
    expect(
      (await rawRequest(view.port, '/replay/0000', { host: view.host, cookie: view.cookie }))
        .status,
    ).toBe(404);

    // A case of a case file (no fixture, the default policy) replays from .verdict/cases/cassettes.
    const inFile = await submit(view, `${runPage(project.runId, 'answer')}/promote`, {
      suite: 'recorded',
      contains: 'Friday',
    });
    const fileCase = /<a id="new-case-link" href="([^"]+)">/.exec(inFile.page)?.[1] ?? '';
    const fileReplay = await submit(view, `${fileCase}/run`, {});
    const fileDone = await waitForReplay(view, fileReplay.location);
    expect(textOf(fileDone, 'replay-verdict')).toBe('passed');
    expect(fileDone).toContain(
      `verdict run .verdict/cases/recorded.json --mode replay --tasks ${fileCase.split('/').pop() ?? ''} --yes`,
    );
  }, 120_000);

  it('is ended, with its process tree, when verdict view stops', async () => {
    const dir = await copyProject();
    const view = await startView(dir);
    const promoted = await submit(view, `${runPage(project.runId, 'answer')}/promote`, {
      suite: 'recorded',
      contains: '',
    });
    const caseLink = /<a id="new-case-link" href="([^"]+)">/.exec(promoted.page)?.[1] ?? '';
    const replay = await submit(view, `${caseLink}/run`, {});
    expect(replay.page).toContain('data-state="running"');
    const replaying = await findDescendants(view.child.pid ?? 0);
    expect(replaying.length).toBeGreaterThan(0);
    expect(await stopView(view)).toBe(0);
    const alive = replaying.filter((pid) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    });
    expect(alive).toEqual([]);
  }, 60_000);
});
