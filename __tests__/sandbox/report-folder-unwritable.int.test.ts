/**
 * The report folder (`--out`) is outside every writable path of the bwrap box (SPEC §7, [12/17]):
 * an agent that tries to write there — to plant a file the artifact uploads, or one the redaction
 * pass would have to catch — fails, whether the folder lies under a directory the box shows
 * read-only (beside the suite) or elsewhere on the host (then the box does not show it at all, and
 * what the agent writes at that path lands in its own throwaway tree). The box binds writable only
 * the run's own directory and a fresh /tmp (src/sandbox/bwrap.ts). Skipped where bwrap cannot run.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, realpath, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/process/run-command.js';
import { probeBwrap } from '../../src/sandbox/bwrap-probe.js';
import { openSandbox } from '../../src/sandbox/open-sandbox.js';
import { DEFAULT_LIMITS, type Sandbox } from '../../src/sandbox/sandbox.js';

const PATH = process.env.PATH;
const skip = await probeBwrap(PATH);
if (skip !== undefined) process.stderr.write(`report-folder: skipped: ${skip}\n`);

describe.skipIf(skip !== undefined)('the report folder from inside the bwrap box', () => {
  let sandbox: Sandbox;
  let host: string;
  // The box binds the proxy's socket: something must listen there, as the proxy does.
  const bridge = createServer((_request, response) => response.end());
  beforeAll(async () => {
    host = await realpath(await mkdtemp(path.join(os.tmpdir(), 'verdict-out-test-')));
    await mkdir(path.join(host, 'suite'));
    sandbox = (
      await openSandbox({
        choice: 'bwrap',
        pathVariable: PATH,
        readOnly: [path.join(host, 'suite')],
      })
    ).sandbox;
    const socket = sandbox.bridgeSocket;
    if (socket !== undefined) await new Promise<void>((resolve) => bridge.listen(socket, resolve));
  });
  afterAll(async () => {
    if (bridge.listening) bridge.close();
    await sandbox.dispose();
    await rm(host, { recursive: true, force: true });
  });

  for (const where of ['under the read-only suite', 'elsewhere on the host'] as const) {
    it(`an agent cannot write into --out ${where}`, async () => {
      const outDir =
        where === 'elsewhere on the host'
          ? path.join(host, 'report')
          : path.join(host, 'suite', 'report');
      await mkdir(path.join(outDir, 'head'), { recursive: true });
      const root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'verdict-run-')));
      try {
        const run = { workspace: path.join(root, 'work'), home: path.join(root, 'home') };
        const tmp = path.join(root, 'tmp');
        await Promise.all([mkdir(run.workspace), mkdir(run.home), mkdir(tmp)]);
        const box = sandbox.forRun({ root, tmp, readOnly: [], limits: DEFAULT_LIMITS }, 9);
        const script = [
          `mkdir -p '${outDir}/head' 2>/dev/null`,
          `echo planted > '${outDir}/head/comparison.json' && echo wrote-file`,
          `touch '${outDir}/planted' && echo wrote-top`,
          'exit 0',
        ].join('; ');
        const result = await runCommand(['/bin/sh', '-c', script], {
          cwd: run.workspace,
          timeoutMs: 20_000,
          env: { PATH, HOME: run.home },
          ownedPaths: [root],
          contain: box,
        });
        expect(result.outcome, JSON.stringify(result)).toBe('exited');
        // On the host, the folder is as it was: nothing the box wrote reached it.
        expect(await readdir(outDir)).toEqual(['head']);
        expect(await readdir(path.join(outDir, 'head'))).toEqual([]);
        expect(existsSync(path.join(outDir, 'planted'))).toBe(false);
        if (where === 'under the read-only suite') {
          // Visible read-only: every write fails inside the box too.
          expect('stdout' in result ? result.stdout : '').not.toMatch(/wrote-/);
        }
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    });
  }
});
