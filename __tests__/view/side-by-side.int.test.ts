/**
 * Two invocations side by side in `verdict view`, over real run directories made by the CLI (two
 * replays of smoke-coding's fix-add and one of tool-sequences' ticket-lifecycle): the page holds
 * the very comparison.html `verdict compare` writes for the same two folders, the list's boxes and
 * form ask for it, and a pair that cannot be compared gets a page that says why.
 */
import { cp, mkdtemp, readdir, readFile, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvocationIndex, type InvocationIndex } from '../../src/view/invocation-index.js';
import { renderListPage } from '../../src/view/list-page.js';
import { compareHref, renderSideBySide } from '../../src/view/side-by-side.js';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';

let base = '';
/** Run ids: `first` and `second` replayed fix-add in that order, `other` is another suite. */
const ids = { first: '', second: '', other: '' };

const runsDir = () => path.join(base, '.verdict', 'runs');

async function replay(suite: string, task: string): Promise<string> {
  const before = new Set(await readdir(runsDir()).catch(() => []));
  const result = await runCliProcess(
    [
      'run',
      suite,
      '--mode',
      'replay',
      '--tasks',
      task,
      '--yes',
      '--allow-write',
      '--allow-process',
    ],
    { cwd: base },
  );
  expect(result.code, result.stderr).toBe(0);
  const made = (await readdir(runsDir())).filter((id) => !before.has(id));
  expect(made).toHaveLength(1);
  return made[0] ?? '';
}

beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'verdict-side-by-side-'));
  for (const suite of ['smoke-coding', 'tool-sequences']) {
    await cp(path.join(REPO_ROOT, 'fixtures/eval', suite), path.join(base, suite), {
      recursive: true,
    });
  }
  ids.first = await replay('smoke-coding', 'fix-add');
  ids.second = await replay('smoke-coding', 'fix-add');
  ids.other = await replay('tool-sequences', 'ticket-lifecycle');
  // One second apart at least, whatever the clock's resolution: `first` started first.
  const started = Date.parse('2026-01-01T00:00:00Z') / 1000;
  for (const [offset, id] of [ids.first, ids.second, ids.other].entries()) {
    const when = started + offset * 60;
    await utimes(path.join(runsDir(), id, 'conditions.json'), when, when);
  }
}, 240_000);

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const indexOf = (): InvocationIndex => createInvocationIndex([path.join(base, '.verdict')]);
const query = (text: string) => new URLSearchParams(text);

/** The body of a page as the page shell writes it, without its script. */
function bodyOfHtml(html: string): string {
  return html.slice(html.indexOf('<body>\n') + 7, html.lastIndexOf('\n<script'));
}

describe('side by side', () => {
  it('shows the comparison.html that verdict compare writes for the same two folders', async () => {
    const out = path.join(base, 'compared');
    const compared = await runCliProcess(
      ['compare', path.join(runsDir(), ids.first), path.join(runsDir(), ids.second), '--out', out],
      { cwd: base },
    );
    expect(compared.code, compared.stderr).toBe(0);
    const written = bodyOfHtml(await readFile(path.join(out, 'comparison.html'), 'utf8'));
    expect(written).toContain('Verdict comparison — replay: smoke-coding@');

    const shown = await renderSideBySide(
      indexOf(),
      query(`base=${ids.first}&head=${ids.second}`),
      base,
    );
    expect(shown.status).toBe(200);
    expect(shown.page.body).toContain(written);
    expect(shown.page.title).toBe(`${ids.first} against ${ids.second} — verdict view`);
    // Above it, the view's own line: both invocations linked, and the pair the other way round.
    expect(shown.page.body).toContain(`Baseline <a href="/invocation/${ids.first}">`);
    expect(shown.page.body).toContain(`against candidate <a href="/invocation/${ids.second}">`);
    expect(shown.page.body).toContain(
      `<a href="/compare?base=${ids.second}&amp;head=${ids.first}">Swap baseline and candidate</a>`,
    );
  });

  it('takes two ticked invocations in either order, the one that started first as the baseline', async () => {
    const index = indexOf();
    for (const picks of [
      [ids.first, ids.second],
      [ids.second, ids.first],
    ]) {
      const ticked = new URLSearchParams(picks.map((id): [string, string] => ['pick', id]));
      const shown = await renderSideBySide(index, ticked, base);
      expect(shown.status).toBe(200);
      expect(shown.page.title).toBe(`${ids.first} against ${ids.second} — verdict view`);
    }
  });

  it('says why two suites are not compared, as verdict compare refuses them', async () => {
    const shown = await renderSideBySide(
      indexOf(),
      query(`base=${ids.first}&head=${ids.other}`),
      base,
    );
    expect(shown.status).toBe(409);
    expect(shown.page.body).toContain('cannot compare: conditions.suiteId differs');
    expect(shown.page.body).toContain(`<a href="/invocation/${ids.other}">`);
    expect(shown.page.body).not.toContain('Verdicts per task');
  });

  it('says an invocation has no report yet instead of comparing the runs so far', async () => {
    const copy = path.join(base, 'stopped');
    await cp(path.join(runsDir(), ids.second), path.join(copy, ids.second), {
      recursive: true,
      preserveTimestamps: true,
    });
    await rm(path.join(copy, ids.second, 'report.json'));
    const index = createInvocationIndex([path.join(base, '.verdict'), copy]);
    const shown = await renderSideBySide(
      index,
      query(`base=${ids.first}&head=${ids.second}~2`),
      base,
    );
    expect(shown.status).toBe(409);
    expect(shown.page.body).toContain(
      `${ids.second} has no report yet (1 of 1 runs recorded): it is still running, or was stopped before its report.`,
    );
    expect(shown.page.body).toContain(`verdict report stopped/${ids.second}`);
  });

  it('asks for two invocations, and names those it does not know', async () => {
    const index = indexOf();
    const cases: Array<[string, number, string]> = [
      ['', 400, 'Tick two invocations to compare (none was ticked).'],
      [`pick=${ids.first}`, 400, 'Tick two invocations to compare (only one was ticked).'],
      [`base=${ids.first}`, 400, 'Name both invocations: head is missing'],
      [`base=${ids.first}&head=nope`, 404, 'No invocation &quot;nope&quot; among the runs'],
    ];
    for (const [text, status, message] of cases) {
      const shown = await renderSideBySide(index, query(text), base);
      expect([text, shown.status]).toEqual([text, status]);
      expect(shown.page.body).toContain(message);
    }
  });

  it("lists every invocation with a labelled box for the list's Compare form", async () => {
    const { invocations, problems } = await indexOf().list();
    const page = renderListPage({ invocations, problems, filters: {}, cwd: base });
    expect(page.body).toContain(
      '<form class="filters" id="compare" method="get" action="/compare" aria-label="Compare two invocations">',
    );
    expect(page.body).toContain('<button type="submit">Compare</button>');
    for (const id of [ids.first, ids.second, ids.other]) {
      expect(page.body).toContain(
        `<input type="checkbox" name="pick" value="${id}" form="compare" aria-label="Compare ${id}">`,
      );
    }
    expect(compareHref(ids.first, 'a b')).toBe(`/compare?base=${ids.first}&head=a+b`);
  });
});
