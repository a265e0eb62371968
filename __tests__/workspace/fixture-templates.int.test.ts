/**
 * A task's fixture is prepared once per invocation and each run's workspace is a copy of that:
 * the copy must be what preparing the fixture for the run itself gives (same files, same modes,
 * same fixed times, the same git history), and the prepared fixtures go away with the invocation.
 */
import { execFileSync } from 'node:child_process';
import {
  chmod,
  lstat,
  mkdir,
  readdir,
  readFile,
  realpath,
  symlink,
  writeFile,
} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createRunDirectory,
  FixtureTemplates,
  removeRunDirectory,
  type RunDirectory,
} from '../../src/runner/run-directory.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

async function makeFixture(): Promise<string> {
  const fixture = await makeTempDir();
  await mkdir(path.join(fixture, 'src', 'deep'), { recursive: true });
  await writeFile(path.join(fixture, 'src', 'a.mjs'), 'export const a = 1;\n');
  await writeFile(path.join(fixture, 'src', 'deep', 'b.txt'), 'b\n');
  await writeFile(path.join(fixture, 'run.sh'), '#!/bin/sh\necho hi\n');
  await chmod(path.join(fixture, 'run.sh'), 0o755);
  await symlink('src/a.mjs', path.join(fixture, 'link.mjs'));
  return fixture;
}

/** Every entry below `dir` with its type, mode, mtime and (for files) content. */
async function describeTree(dir: string): Promise<unknown[]> {
  const entries = (await readdir(dir, { recursive: true })).filter(
    (entry) => entry !== '.git' && !entry.startsWith(`.git${path.sep}`),
  );
  const rows = [];
  for (const entry of ['', ...entries.sort()]) {
    const file = path.join(dir, entry);
    const info = await lstat(file);
    rows.push({
      entry,
      type: info.isFile() ? 'file' : info.isDirectory() ? 'dir' : 'link',
      mode: info.mode,
      mtime: Math.round(info.mtimeMs / 1000),
      ...(info.isFile() ? { content: await readFile(file, 'utf8') } : {}),
    });
  }
  return rows;
}

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

const created: RunDirectory[] = [];
afterEach(async () => {
  await Promise.all(created.splice(0).map((directory) => removeRunDirectory(directory)));
});

describe('FixtureTemplates', () => {
  it('gives each run a copy identical to a fixture prepared for the run alone', async () => {
    const fixture = await makeFixture();
    const templates = new FixtureTemplates({ runId: 'r-1' });
    try {
      const alone = await createRunDirectory({ fixtureDir: fixture, runId: 'r-1' });
      const template = await templates.get(fixture, false);
      const [first, second] = await Promise.all([
        createRunDirectory({ template, runId: 'r-1' }),
        createRunDirectory({ template, runId: 'r-1' }),
      ]);
      created.push(alone, first, second);
      const expected = await describeTree(alone.workspace);
      expect(expected.length).toBe(7);
      expect(await describeTree(first.workspace)).toEqual(expected);
      expect(await describeTree(second.workspace)).toEqual(expected);
      // Times are the fixed ones, from 2000-01-01T00:00:00Z on.
      expect((expected[0] as { mtime: number }).mtime).toBe(946_684_800);
    } finally {
      await templates.dispose();
    }
  });

  it('prepares a fixture once however many runs ask at once, and runs cannot change it', async () => {
    const fixture = await makeFixture();
    const templates = new FixtureTemplates();
    try {
      const asked = await Promise.all(
        Array.from({ length: 8 }, () => templates.get(fixture, false)),
      );
      expect(new Set(asked.map((template) => template.dir)).size).toBe(1);
      const run = await createRunDirectory({ template: asked[0]! });
      created.push(run);
      await writeFile(path.join(run.workspace, 'src', 'a.mjs'), 'changed\n');
      const next = await createRunDirectory({ template: asked[0]! });
      created.push(next);
      expect(await readFile(path.join(next.workspace, 'src', 'a.mjs'), 'utf8')).toBe(
        'export const a = 1;\n',
      );
    } finally {
      await templates.dispose();
    }
  });

  it('a git fixture is one repository, made once, with the same commit in every copy', async () => {
    const fixture = await makeFixture();
    const templates = new FixtureTemplates();
    try {
      const alone = await createRunDirectory({ fixtureDir: fixture, fixtureGit: true });
      const template = await templates.get(fixture, true);
      const copy = await createRunDirectory({ template });
      created.push(alone, copy);
      const head = git(alone.workspace, 'rev-parse', 'HEAD');
      expect(git(copy.workspace, 'rev-parse', 'HEAD')).toBe(head);
      expect(git(copy.workspace, 'status', '--porcelain')).toBe('');
      // Entries as when prepared alone; the workspace itself now keeps its fixed time too (made
      // alone, \`git init\` after the times were fixed gave it the time of the run).
      const copied = await describeTree(copy.workspace);
      expect(copied.slice(1)).toEqual((await describeTree(alone.workspace)).slice(1));
      expect(copied[0]).toMatchObject({ entry: '', mtime: 946_684_800 });
    } finally {
      await templates.dispose();
    }
  });

  it('removes the prepared fixtures when the invocation is over', async () => {
    const fixture = await makeFixture();
    const templates = new FixtureTemplates({ runId: 'r-2' });
    const template = await templates.get(fixture, false);
    await expect(lstat(template.dir)).resolves.toBeDefined();
    const owner = JSON.parse(
      await readFile(path.join(path.dirname(template.dir), 'owner.json'), 'utf8'),
    ) as { runId: string; pid: number };
    expect(owner).toEqual({ runId: 'r-2', pid: process.pid });
    await templates.dispose();
    await expect(lstat(path.dirname(template.dir))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(path.dirname(path.dirname(template.dir))).toBe(await realpath(os.tmpdir()));
  });

  it('a fixture that cannot be copied fails its run, and the next run tries again', async () => {
    const templates = new FixtureTemplates();
    try {
      const missing = path.join(os.tmpdir(), 'verdict-no-such-fixture');
      await expect(templates.get(missing, false)).rejects.toMatchObject({ code: 'ENOENT' });
      const fixture = await makeFixture();
      await expect(templates.get(fixture, false)).resolves.toMatchObject({
        dir: expect.any(String) as unknown,
      });
    } finally {
      await templates.dispose();
    }
  });
});
