import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffListings, listTree } from '../../src/workspace/snapshot.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

describe('listTree and diffListings (the before/after look at HOME and the suite)', () => {
  it('sees added, modified and deleted files, and a deep addition as a change of the deepest listed directory', async () => {
    const root = await makeTempDir();
    await writeTree(root, {
      '.profile': 'a\n',
      'gone.txt': 'x\n',
      'a/b/c/d/deep.txt': 'deep\n',
      'out/runs.jsonl': '',
    });
    const options = { maxDepth: 3, maxEntries: 100, exclude: [path.join(root, 'out')] };
    const before = await listTree(root, options);
    await writeFile(path.join(root, '.profile'), 'a\nb\n');
    await rm(path.join(root, 'gone.txt'));
    await writeFile(path.join(root, 'new.txt'), 'new\n');
    await writeFile(path.join(root, 'a/b/c/d/other.txt'), 'other\n');
    // A directory's mtime has a coarse clock on some file systems: make the change visible.
    await utimes(path.join(root, 'a/b/c'), new Date(2030, 0, 1), new Date(2030, 0, 1));
    await mkdir(path.join(root, 'out', 'more'));
    const after = await listTree(root, options);
    expect(diffListings(before, after)).toEqual([
      { path: '.profile', change: 'modified' },
      { path: 'a/b/c/', change: 'modified' },
      { path: 'gone.txt', change: 'deleted' },
      { path: 'new.txt', change: 'added' },
    ]);
  });

  it('claims no deletion when a walk was cut short at maxEntries', async () => {
    const root = await makeTempDir();
    await writeTree(
      root,
      Object.fromEntries(
        Array.from({ length: 20 }, (_, i) => [`f${String(i).padStart(2, '0')}`, 'x']),
      ),
    );
    const options = { maxDepth: 2, maxEntries: 5 };
    const before = await listTree(root, options);
    expect(before.entries.size).toBe(5);
    expect(before.truncatedAfter).toBe('f04');
    await writeFile(path.join(root, 'e-first'), 'new');
    const after = await listTree(root, options);
    expect(diffListings(before, after)).toEqual([{ path: 'e-first', change: 'added' }]);
  });
});
