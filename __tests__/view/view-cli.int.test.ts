/**
 * `verdict view` as a user starts it: the real bin/verdict.js prints its URL, serves over the runs
 * in .verdict/runs, and on Ctrl-C (SIGINT) closes, exits 0 and frees its port; a port already taken
 * is a usage error.
 */
import { spawn } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { BIN, runCliProcess } from '../helpers/run-cli.js';
import { useSavedRuns } from './view-fixture.js';

const savedRuns = useSavedRuns();

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('verdict view (the real CLI)', () => {
  it('prints its URL, serves the runs, and on SIGINT exits 0 and frees the port', async () => {
    const runs = await savedRuns();
    const child = spawn(process.execPath, [BIN, 'view', '--no-open', '--json'], {
      cwd: runs.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const printed = await new Promise<{ url: string; port: number }>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        try {
          resolve(JSON.parse(stdout) as { url: string; port: number });
        } catch {
          // not whole yet
        }
      });
      void exited.then(() => reject(new Error(`exited early: ${stderr}`)));
    });
    expect(printed.url).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:${printed.port}/\\?token=[A-Za-z0-9_-]{43}$`),
    );
    const page = await fetch(printed.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(runs.replayId);
    child.kill('SIGINT');
    expect(await exited, stderr).toBe(0);
    expect(await portIsFree(printed.port)).toBe(true);
  }, 60_000);

  it('refuses a port that is taken, exiting 2', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      const result = await runCliProcess(['view', '--no-open', '--port', String(port)]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`verdict: view: cannot listen on 127.0.0.1:${port}`);
    } finally {
      taken.close();
    }
  }, 60_000);
});
