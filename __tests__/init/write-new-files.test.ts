import { chmod, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeNewFiles } from '../../src/init/write-new-files.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

async function listed(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
}

describe('writing new files, all or none', () => {
  it('writes text and copies, keeping an executable bit', async () => {
    const source = await makeTempDir();
    const target = await makeTempDir();
    await writeFile(path.join(source, 'run.sh'), '#!/bin/sh\n');
    await chmod(path.join(source, 'run.sh'), 0o755);
    await writeNewFiles(
      target,
      {
        files: [
          { path: 'a/b/c.txt', source: { text: 'c\n' } },
          { path: 'tools/run.sh', source: { copyOf: path.join(source, 'run.sh') } },
        ],
        newDirs: ['a'],
      },
      'init',
    );
    expect(await readFile(path.join(target, 'a/b/c.txt'), 'utf8')).toBe('c\n');
    expect((await stat(path.join(target, 'tools/run.sh'))).mode & 0o111).not.toBe(0);
  });

  it('refuses, naming every file and new directory that exists, and writes nothing', async () => {
    const target = await makeTempDir();
    await writeTree(target, { 'keep.json': 'mine', 'suite/old.txt': 'old', '.github': 'a file' });
    const before = await listed(target);
    await expect(
      writeNewFiles(
        target,
        {
          files: [
            { path: 'fresh.txt', source: { text: 'new' } },
            { path: 'keep.json', source: { text: 'theirs' } },
            { path: 'suite/suite.json', source: { text: '{}' } },
            { path: '.github/workflows/verdict.yml', source: { text: 'x' } },
          ],
          newDirs: ['suite'],
        },
        'init',
      ),
    ).rejects.toThrow(
      'init: these exist and would be overwritten: .github, keep.json, suite/. Nothing was written',
    );
    expect(await listed(target)).toEqual(before);
    expect(await readFile(path.join(target, 'keep.json'), 'utf8')).toBe('mine');
  });

  it('removes what it created when a write fails halfway', async () => {
    const target = await makeTempDir();
    await expect(
      writeNewFiles(
        target,
        {
          files: [
            { path: 'one/a.txt', source: { text: 'a' } },
            { path: 'two/b.txt', source: { copyOf: path.join(target, 'no-such-file') } },
          ],
        },
        'init',
      ),
    ).rejects.toThrow(/ENOENT/);
    expect(await listed(target)).toEqual([]);
  });
});
