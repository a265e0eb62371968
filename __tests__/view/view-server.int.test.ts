/**
 * `verdict view`'s server on a real port over real run directories (`view-fixture.ts`), asked with
 * node's fetch and, where fetch would fix the request up, raw HTTP: each refusal (token, Host,
 * Origin, a POST, paths that try to leave the run directories, a trace linked out of its folder),
 * the token's cookie, the pages and their filters, redaction, and the `changed` events.
 */
import { appendFile, cp, mkdir, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createParser } from 'eventsource-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { startViewServer, type ViewServer } from '../../src/view/view-server.js';
import { fakeOpenAiKey } from '../helpers/fake-secrets.js';
import { rawRequest, readText, runDirOf, useSavedRuns, type SavedRuns } from './view-fixture.js';

const savedRuns = useSavedRuns();
const servers: ViewServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(runs: SavedRuns, dirs: readonly string[] = []) {
  const server = await startViewServer({
    roots: [path.join(runs.dir, '.verdict', 'runs'), ...dirs],
    cwd: runs.dir,
    pollMs: 50,
  });
  servers.push(server);
  const token = new URL(server.url).searchParams.get('token') ?? '';
  const cookie = `verdict-view-${server.port}=${token}`;
  const base = `http://127.0.0.1:${server.port}`;
  const get = (target: string) => fetch(`${base}${target}`, { headers: { cookie } });
  return { server, token, cookie, base, get };
}

describe('verdict view: who gets in', () => {
  it('refuses a request without the token, or with a wrong one, saying to open the printed URL', async () => {
    const { base, token } = await serve(await savedRuns());
    for (const target of ['/', '/events', `/?token=${token.slice(0, -2)}xx`]) {
      const response = await fetch(`${base}${target}`);
      expect(response.status, target).toBe(403);
      expect(await response.text()).toContain('open the URL that `verdict view` printed');
    }
  });

  it('takes the token from the URL once, then from an HttpOnly SameSite=Strict cookie', async () => {
    const runs = await savedRuns();
    const { server, cookie, get } = await serve(runs);
    const first = await fetch(server.url);
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toBe(`${cookie}; HttpOnly; SameSite=Strict; Path=/`);
    const next = await get(`/invocation/${runs.replayId}`);
    expect(next.status).toBe(200);
    expect(next.headers.get('set-cookie')).toBeNull();
    const policy = next.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-/);
    expect(next.headers.get('x-content-type-options')).toBe('nosniff');
    expect(next.headers.get('referrer-policy')).toBe('no-referrer');
    expect(next.headers.get('cache-control')).toBe('no-store');
    const page = await next.text();
    // The page's one script runs by the header's nonce; the file's own policy is not served.
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
    expect(page.match(/<script[^>]*>/g)).toEqual([`<script nonce="${nonce}">`]);
    expect(page).not.toContain('http-equiv="Content-Security-Policy"');
  });

  it('refuses a Host that is not its own (DNS rebinding), whatever the token', async () => {
    const { server, cookie } = await serve(await savedRuns());
    for (const host of [
      `evil.example:${server.port}`,
      `127.0.0.1:${server.port + 1}`,
      '127.0.0.1',
    ]) {
      const response = await rawRequest(server.port, '/', { host, cookie });
      expect(response.status, host).toBe(403);
      expect(response.body).not.toContain('smoke-coding');
    }
    expect(
      (await rawRequest(server.port, '/', { host: `localhost:${server.port}`, cookie })).status,
    ).toBe(200);
  });

  it('refuses a foreign Origin, and a POST without its own Origin', async () => {
    const { server, cookie } = await serve(await savedRuns());
    const host = `127.0.0.1:${server.port}`;
    const foreign = await rawRequest(server.port, '/', {
      host,
      cookie,
      origin: 'http://evil.example',
    });
    expect(foreign.status).toBe(403);
    const post = await rawRequest(server.port, '/', { host, cookie }, 'POST');
    expect(post.status).toBe(403);
    const crossSite = await rawRequest(server.port, '/', { host, cookie, origin: 'null' }, 'POST');
    expect(crossSite.status).toBe(403);
    // With its own Origin a POST passes the guard; this server has nothing to post to yet.
    const own = await rawRequest(
      server.port,
      '/',
      { host, cookie, origin: `http://${host}` },
      'POST',
    );
    expect(own.status).toBe(405);
  });
});

describe('verdict view: no file by path', () => {
  it('answers 404 to every path that names a file, and to an unknown run', async () => {
    const runs = await savedRuns();
    const { server, cookie } = await serve(runs);
    const headers = { host: `127.0.0.1:${server.port}`, cookie };
    const dir = runDirOf(runs, runs.replayId);
    const targets = [
      '/../../../../etc/passwd',
      '/run/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      `/run/..%2F..%2F..%2Fetc%2Fpasswd/fix-add/1`,
      `/run/%2Fetc%2Fpasswd/fix-add/1`,
      `/invocation/${encodeURIComponent(dir)}`,
      `${dir}/runs.jsonl`,
      `/invocation/${runs.replayId}/runs.jsonl`,
      `/run/${runs.replayId}/fix-add/1/..%2F..%2Fruns.jsonl`,
      `/run/${runs.replayId}/..%2Ftraces/1`,
      `/run/${runs.replayId}/fix-add/2`,
      `/run/${runs.replayId}/fix-add/1x`,
      '/invocation/no-such-run',
      '/report.html',
      '/%E0%A4%A',
    ];
    for (const target of targets) {
      const response = await rawRequest(server.port, target, headers);
      expect(response.status, target).toBe(404);
      expect(response.body, target).not.toMatch(/root:|"format":"run\/v1"|"format":"trace\/v1"/);
    }
  });

  it('reads no trace that a link takes out of the run folder', async () => {
    const runs = await savedRuns();
    const dir = runDirOf(runs, runs.replayId);
    const trace = path.join(dir, 'traces', 'fix-add', '1.jsonl');
    const outside = path.join(runs.dir, 'outside.jsonl');
    await writeFile(
      outside,
      (await readText(trace)).replaceAll('export function add', 'OUTSIDE-SENTINEL'),
    );
    await rm(trace);
    await symlink(outside, trace);
    const { get } = await serve(runs);
    const response = await get(`/run/${runs.replayId}/fix-add/1`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('leads out of the run folder');
    expect(page).not.toContain('OUTSIDE-SENTINEL');
    expect(page).toContain('read_file'); // the tool calls the record keeps
  });
});

describe('verdict view: pages', () => {
  it('lists the invocations, filtered by suite, mode and text', async () => {
    const runs = await savedRuns();
    const { get } = await serve(runs);
    const listed = async (query: string) =>
      [...(await (await get(`/${query}`)).text()).matchAll(/<tr data-run-id="([^"]+)"/g)].map(
        (match) => match[1],
      );
    expect(await listed('')).toEqual([runs.scriptedId, runs.replayId]);
    expect(await listed('?mode=scripted')).toEqual([runs.scriptedId]);
    expect(await listed('?mode=replay&suite=smoke-coding')).toEqual([runs.replayId]);
    expect(await listed('?suite=other')).toEqual([]);
    expect(await listed(`?text=${runs.replayId.slice(-6).toUpperCase()}`)).toEqual([runs.replayId]);
    const page = await (await get('/?mode=scripted')).text();
    expect(page).toContain('<option value="scripted" selected>');
    expect(page).toContain(`<a href="/invocation/${runs.scriptedId}">`);
    expect(page).toMatch(/<td data-col="state" data-sort="COMPLETE">COMPLETE<\/td>/);
  });

  it("shows an invocation's tasks, intervals and runs, each linking to its transcript", async () => {
    const runs = await savedRuns();
    const { get } = await serve(runs);
    const page = await (await get(`/invocation/${runs.scriptedId}`)).text();
    expect(page).toContain('<tr data-task-id="create-pad-module">');
    expect(page).toContain('<figure class="plot"');
    expect(page).toContain(`<a href="/run/${runs.scriptedId}/create-pad-module/1">`);
    expect(page).toContain('verdict add <span data-run-dir>.verdict/runs/');
    // report.html's word on transcripts held in the page is not this page's.
    expect(page).toContain(
      '<p>Every run of each task, failed first. Open one, then its transcript',
    );
    expect(page).not.toContain('of transcripts at most');
  });

  it("shows a run's tool calls and results, redacting a secret placed in a tool result", async () => {
    const runs = await savedRuns();
    const trace = path.join(runDirOf(runs, runs.replayId), 'traces', 'fix-add', '1.jsonl');
    const key = fakeOpenAiKey();
    const text = await readFile(trace, 'utf8');
    await writeFile(trace, text.replaceAll('export function add(a, b) {', `key ${key} {`));
    const { get } = await serve(runs);
    const response = await get(`/run/${runs.replayId}/fix-add/1`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('<code class="tool-name">read_file</code>');
    expect(page).toContain('<code class="tool-name">edit_file</code>');
    expect(page).toContain('<pre class="result">key &lt;redacted:openai&gt; {');
    expect(page).not.toContain(key);
  });

  it('shows an invocation still running with its progress', async () => {
    const runs = await savedRuns();
    const dir = runDirOf(runs, runs.replayId);
    await rm(path.join(dir, 'report.json'));
    const conditions = JSON.parse(await readText(path.join(dir, 'conditions.json'))) as {
      conditions: { k: number };
    };
    conditions.conditions.k = 3;
    await writeFile(path.join(dir, 'conditions.json'), JSON.stringify(conditions));
    // A report older than its runs.jsonl that counts every record is final (a folder copied anew).
    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(runDirOf(runs, runs.scriptedId), 'runs.jsonl'), later, later);
    const { get } = await serve(runs);
    const list = await (await get('/')).text();
    expect(list).toContain('running: 1/3 runs recorded');
    expect(list).toContain('<td data-col="state" data-sort="COMPLETE">COMPLETE</td>');
    expect(await (await get(`/invocation/${runs.replayId}`)).text()).toContain(
      'running: 1/3 runs recorded',
    );
  });
});

describe('verdict view: nested run folders', () => {
  /** Copies a real run folder to `to` (below the runs' folder), its traces and times kept. */
  async function copyRun(runs: SavedRuns, id: string, to: string): Promise<void> {
    const target = path.join(runs.dir, to);
    await mkdir(path.dirname(target), { recursive: true });
    await cp(runDirOf(runs, id), target, { recursive: true, preserveTimestamps: true });
  }

  it('finds the runs of verdict pr, variants and ci below .verdict and below a folder given', async () => {
    const runs = await savedRuns();
    const nested = [
      // verdict pr: <out>/base|head/<mode>/<suite>/, beside comparison/ (no run folder).
      '.verdict/pr/pr-1/base/replay/smoke-coding',
      '.verdict/pr/pr-1/head/replay/smoke-coding',
      // verdict variants: <out>/<variant>/.
      '.verdict/variants/var-1/terse',
      // verdict ci: <out>/<suite>/.
      '.verdict/ci/ci-1/smoke-coding',
      // verdict pr --out elsewhere, given as a folder.
      'elsewhere/pr-out/base/replay/smoke-coding',
    ];
    for (const to of nested) await copyRun(runs, runs.replayId, to);
    await copyRun(runs, runs.scriptedId, '.verdict/variants/var-1/verbose');
    await mkdir(path.join(runs.dir, '.verdict/pr/pr-1/comparison/replay/smoke-coding'), {
      recursive: true,
    });
    await writeFile(
      path.join(runs.dir, '.verdict/pr/pr-1/comparison/replay/smoke-coding/comparison.json'),
      '{}',
    );
    // Too deep to be looked for, and a run folder inside a run folder's traces is not looked at.
    await copyRun(runs, runs.replayId, '.verdict/a/b/c/d/e/too-deep');
    await copyRun(runs, runs.replayId, `.verdict/runs/${runs.scriptedId}/traces/inner`);
    // A folder that kept only its report.
    await mkdir(path.join(runs.dir, '.verdict/ci/ci-2/smoke-coding'), { recursive: true });
    await cp(
      path.join(runDirOf(runs, runs.scriptedId), 'report.json'),
      path.join(runs.dir, '.verdict/ci/ci-2/smoke-coding/report.json'),
    );
    const { get } = await serve(runs, [path.join(runs.dir, 'elsewhere', 'pr-out')]);
    const list = await (await get('/')).text();
    const folders = [...list.matchAll(/<td data-col="where"[^>]*>([^<]+)<\/td>/g)].map(
      (match) => match[1],
    );
    expect(folders.sort()).toEqual(
      [
        ...nested,
        '.verdict/variants/var-1/verbose',
        '.verdict/ci/ci-2/smoke-coding',
        `.verdict/runs/${runs.replayId}`,
        `.verdict/runs/${runs.scriptedId}`,
      ].sort(),
    );
    expect(list).not.toContain('could not be read');
    // Each copy has its own key, and its page and runs open.
    const keys = [...list.matchAll(/<a href="\/invocation\/([^"]+)">/g)].map(
      (match) => match[1] ?? '',
    );
    expect(new Set(keys).size).toBe(keys.length);
    const copy = keys.find((key) => key === `${runs.replayId}~3`) ?? '';
    const page = await (await get(`/invocation/${encodeURIComponent(copy)}`)).text();
    expect(page).toContain(`<a href="/run/${encodeURIComponent(copy)}/fix-add/1">`);
    const run = await get(`/run/${encodeURIComponent(copy)}/fix-add/1`);
    expect(run.status).toBe(200);
    expect(await run.text()).toContain('<code class="tool-name">edit_file</code>');
    const reportOnly = keys.filter((key) => key.startsWith(runs.scriptedId));
    for (const key of reportOnly) {
      expect((await get(`/invocation/${encodeURIComponent(key)}`)).status).toBe(200);
    }
  });
});

describe('verdict view: live', () => {
  async function nextChange(response: Response, change: () => Promise<void>): Promise<string> {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let changed = false;
    let listening = false;
    const parser = createParser({
      onEvent: (event) => (changed ||= event.event === 'changed'),
      onComment: () => (listening = true),
    });
    const deadline = Date.now() + 10_000;
    let changedYet = false;
    while (!changed && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.feed(value);
      if (listening && !changedYet) {
        changedYet = true;
        await change();
      }
    }
    await reader.cancel();
    return changed ? 'changed' : 'nothing';
  }

  it('emits changed when runs.jsonl grows, and when a new invocation appears', async () => {
    const runs = await savedRuns();
    const { get } = await serve(runs);
    const dir = runDirOf(runs, runs.replayId);
    const grown = await get('/events');
    expect(grown.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const line = (await readText(path.join(dir, 'runs.jsonl'))).split('\n')[0] ?? '';
    expect(
      await nextChange(grown, () => appendFile(path.join(dir, 'runs.jsonl'), `${line}\n`)),
    ).toBe('changed');
    const added = await get('/events');
    expect(await nextChange(added, () => cp(dir, `${dir}-copy`, { recursive: true }))).toBe(
      'changed',
    );
  });
});
