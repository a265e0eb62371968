/**
 * The server serves the side-by-side page (`side-by-side.ts`) at `/compare`, behind the same guard
 * as every page: two real invocations of smoke-coding (`view-fixture.ts`) compared, a pair with an
 * unknown key refused with its reason, and no page without the token.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compareHref } from '../../src/view/side-by-side.js';
import { startViewServer, type ViewServer } from '../../src/view/view-server.js';
import { useSavedRuns } from './view-fixture.js';

const savedRuns = useSavedRuns();
const servers: ViewServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('verdict view: /compare', () => {
  it('shows two invocations side by side, and says why for an unknown key', async () => {
    const runs = await savedRuns();
    const server = await startViewServer({
      roots: [path.join(runs.dir, '.verdict', 'runs')],
      cwd: runs.dir,
    });
    servers.push(server);
    const token = new URL(server.url).searchParams.get('token') ?? '';
    const base = `http://127.0.0.1:${server.port}`;
    const get = (target: string) =>
      fetch(`${base}${target}`, { headers: { cookie: `verdict-view-${server.port}=${token}` } });

    const shown = await get(compareHref(runs.replayId, runs.scriptedId));
    expect(shown.status).toBe(200);
    const page = await shown.text();
    expect(page).toContain(runs.replayId);
    expect(page).toContain(runs.scriptedId);
    expect(page).toContain('<title>');

    const unknown = await get(compareHref(runs.replayId, 'no-such-run'));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('no-such-run');

    expect((await fetch(`${base}${compareHref(runs.replayId, runs.scriptedId)}`)).status).toBe(403);
  }, 60_000);
});
