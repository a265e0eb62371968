/**
 * How the bench installs the tool it compares against (bench/install.mjs), with real `npm install`
 * runs of a package packed here with `npm pack` (so nothing is fetched): a finished install has its
 * marker, a second call reuses it, a failed or wrong install leaves nothing that passes for one, a
 * prefix without a marker (a half-done install) is replaced, and a dead installer's staging
 * directory is cleaned up.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ensurePackage, installLayout } from '../../bench/install.mjs';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const run = promisify(execFile);

/** A package `bench-tool-fixture@<version>` declaring the command `bench-tool`, packed. */
async function packTool(version: string): Promise<string> {
  const dir = await makeTempDir();
  const source = path.join(dir, 'source');
  await mkdir(source);
  await writeFile(
    path.join(source, 'package.json'),
    JSON.stringify({
      name: 'bench-tool-fixture',
      version,
      bin: { 'bench-tool': 'cli.js' },
    }),
  );
  await writeFile(
    path.join(source, 'cli.js'),
    `#!/usr/bin/env node\nconsole.log('bench-tool ${version}');\n`,
  );
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', dir], {
    cwd: source,
  });
  return path.join(dir, stdout.trim().split('\n').at(-1) ?? '');
}

const TOOL = { name: 'bench-tool-fixture', version: '1.2.3', bin: 'bench-tool' };

/** A process that has exited, so its pid names no live process (until reused, which is rare). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.once('close', resolve));
  return child.pid ?? 0;
}

describe('bench/install.mjs', () => {
  it('installs a pinned package once, atomically, and reuses it', async () => {
    const tarball = await packTool('1.2.3');
    const root = await makeTempDir();
    const pid = await deadPid();
    const leftover = `${installLayout(TOOL, root).prefix}.staging-${pid}`;
    await mkdir(leftover, { recursive: true });

    const installed = await ensurePackage(TOOL, { root, spec: tarball, env: process.env });
    expect(installed.prefix).toBe(path.join(root, 'bench-tool-fixture@1.2.3'));
    const { stdout } = await run(installed.command, []);
    expect(stdout.trim()).toBe('bench-tool 1.2.3');
    const marker = JSON.parse(await readFile(installed.marker, 'utf8')) as Record<string, string>;
    expect(marker).toMatchObject({ name: 'bench-tool-fixture', version: '1.2.3' });
    // Only the finished prefix is left: no staging directory, no lock, the dead one's removed.
    expect((await readdir(root)).sort()).toEqual(['bench-tool-fixture@1.2.3']);

    const before = (await stat(installed.marker)).mtimeMs;
    const again = await ensurePackage(TOOL, { root, spec: '/nonexistent/never-used.tgz' });
    expect(again.command).toBe(installed.command);
    expect((await stat(installed.marker)).mtimeMs).toBe(before);
  }, 120_000);

  it('takes a prefix without its marker for a half-done install and installs again', async () => {
    const tarball = await packTool('1.2.3');
    const root = await makeTempDir();
    const layout = installLayout(TOOL, root);
    // What a killed install could leave: the command there, but no marker.
    await mkdir(path.dirname(layout.command), { recursive: true });
    await writeFile(layout.command, '#!/bin/sh\necho half\n', { mode: 0o755 });

    const installed = await ensurePackage(TOOL, { root, spec: tarball, env: process.env });
    const { stdout } = await run(installed.command, []);
    expect(stdout.trim()).toBe('bench-tool 1.2.3');
    expect(existsSync(installed.marker)).toBe(true);
  }, 120_000);

  it('leaves nothing that passes for an install when npm fails, and names npm’s error', async () => {
    const root = await makeTempDir();
    const missing = path.join(root, 'no-such-tool-1.2.3.tgz');
    await expect(ensurePackage(TOOL, { root, spec: missing, env: process.env })).rejects.toThrow(
      /^npm install .*no-such-tool-1\.2\.3\.tgz failed: npm error/,
    );
    expect(await readdir(root)).toEqual([]);
  }, 120_000);

  it('refuses a package that is not at the pinned version', async () => {
    const tarball = await packTool('1.2.4');
    const root = await makeTempDir();
    await expect(ensurePackage(TOOL, { root, spec: tarball, env: process.env })).rejects.toThrow(
      'gave bench-tool-fixture 1.2.4, not the pinned 1.2.3',
    );
    expect(await readdir(root)).toEqual([]);
  }, 120_000);
});
