import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { TreeEntry, TreeSnapshot } from '../../src/transcript/schema.js';
import {
  diffTrees,
  isIgnoredPath,
  snapshotTree,
  type TreeChange,
} from '../../src/workspace/snapshot.js';

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

const fileEntry = (text: string): TreeEntry => ({
  type: 'file',
  sha256: sha256(text),
  size: Buffer.byteLength(text),
});

const tempDirs: string[] = [];

async function makeTempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'verdict-snapshot-'));
  tempDirs.push(dir);
  return dir;
}

/** Writes `files` (relative path → content) below `root`, creating directories as needed. */
async function writeTree(root: string, files: Record<string, string>): Promise<void> {
  for (const [relative, content] of Object.entries(files)) {
    const full = path.join(root, relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
  }
}

afterEach(async () => {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('snapshotTree', () => {
  it('records every file with its sha256 and size, keyed by a "/" relative path', async () => {
    const root = await makeTempDir();
    await writeTree(root, {
      'README.md': '# hello\n',
      'src/math.ts': 'export const add = (a: number, b: number) => a + b;\n',
      'src/deep/nested/empty.txt': '',
      'héllo wörld.txt': 'ünïcode ✓',
    });

    const snapshot = await snapshotTree(root);

    expect(snapshot).toEqual({
      'README.md': fileEntry('# hello\n'),
      'src/math.ts': fileEntry('export const add = (a: number, b: number) => a + b;\n'),
      'src/deep/nested/empty.txt': {
        type: 'file',
        sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        size: 0,
      },
      'héllo wörld.txt': fileEntry('ünïcode ✓'),
    });
    // size is in bytes, not characters
    expect(snapshot['héllo wörld.txt']).toMatchObject({ size: 13 });
  });

  it('returns an empty snapshot for an empty directory (empty directories are not entries)', async () => {
    const root = await makeTempDir();
    await mkdir(path.join(root, 'empty/also-empty'), { recursive: true });
    expect(await snapshotTree(root)).toEqual({});
  });

  it('ignores .git and node_modules at any depth, but not names that merely contain them', async () => {
    const root = await makeTempDir();
    await writeTree(root, {
      '.git/HEAD': 'ref: refs/heads/main\n',
      '.git/objects/ab/cdef': 'blob',
      'node_modules/left-pad/index.js': 'module.exports = 1;\n',
      'packages/app/node_modules/dep/index.js': 'x',
      'packages/app/.git/config': '[core]\n',
      'packages/app/index.ts': 'export {};\n',
      '.gitignore': 'node_modules\n',
      'my_node_modules/file.txt': 'kept',
      '.github/workflows/ci.yml': 'on: push\n',
    });

    const snapshot = await snapshotTree(root);

    expect(Object.keys(snapshot).sort()).toEqual([
      '.github/workflows/ci.yml',
      '.gitignore',
      'my_node_modules/file.txt',
      'packages/app/index.ts',
    ]);
  });

  it('records symlinks by their target without following them', async () => {
    const root = await makeTempDir();
    const outside = await makeTempDir();
    await writeTree(outside, { 'secret.txt': 'do not read me' });
    await writeTree(root, { 'real.txt': 'real', 'dir/inner.txt': 'inner' });
    await symlink('real.txt', path.join(root, 'link-to-file'));
    await symlink('dir', path.join(root, 'link-to-dir'));
    await symlink('does-not-exist', path.join(root, 'dangling'));
    await symlink(path.join(outside, 'secret.txt'), path.join(root, 'escape'));
    await symlink(outside, path.join(root, 'escape-dir'));

    const snapshot = await snapshotTree(root);

    expect(snapshot).toEqual({
      'real.txt': fileEntry('real'),
      'dir/inner.txt': fileEntry('inner'),
      'link-to-file': { type: 'symlink', target: 'real.txt' },
      'link-to-dir': { type: 'symlink', target: 'dir' },
      dangling: { type: 'symlink', target: 'does-not-exist' },
      escape: { type: 'symlink', target: path.join(outside, 'secret.txt') },
      'escape-dir': { type: 'symlink', target: outside },
    });
    // Nothing below a linked directory was walked, and nothing outside was hashed.
    expect(Object.keys(snapshot).some((key) => key.startsWith('link-to-dir/'))).toBe(false);
    expect(Object.keys(snapshot).some((key) => key.startsWith('escape-dir/'))).toBe(false);
  });

  it('records files named like Object.prototype members as ordinary entries', async () => {
    const root = await makeTempDir();
    await writeTree(root, {
      ['__proto__']: 'proto',
      constructor: 'ctor',
      'toString/hasOwnProperty': 'nested',
    });

    const snapshot = await snapshotTree(root);

    expect(Object.keys(snapshot).sort()).toEqual([
      '__proto__',
      'constructor',
      'toString/hasOwnProperty',
    ]);
    expect(Object.getPrototypeOf(snapshot)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(snapshot, '__proto__')?.value).toEqual(
      fileEntry('proto'),
    );
  });
});

describe('diffTrees on real trees', () => {
  it('reports added, modified and deleted files, sorted by path', async () => {
    const root = await makeTempDir();
    await writeTree(root, {
      'a.txt': 'a',
      'b/keep.txt': 'keep',
      'b/change.txt': 'old',
      'c/gone.txt': 'gone',
      'z.txt': 'z',
    });
    await symlink('a.txt', path.join(root, 'link'));
    const before = await snapshotTree(root);

    await writeTree(root, { 'b/change.txt': 'new', 'b/added.txt': 'added', '0-first.txt': '0' });
    await unlink(path.join(root, 'c/gone.txt'));
    await unlink(path.join(root, 'link'));
    await symlink('z.txt', path.join(root, 'link'));
    // Rewriting a file with identical content is not a change.
    await writeFile(path.join(root, 'z.txt'), 'z');
    const after = await snapshotTree(root);

    expect(diffTrees(before, after)).toEqual([
      { path: '0-first.txt', change: 'added' },
      { path: 'b/added.txt', change: 'added' },
      { path: 'b/change.txt', change: 'modified' },
      { path: 'c/gone.txt', change: 'deleted' },
      { path: 'link', change: 'modified' },
    ]);
  });

  it('reports a file replaced by a symlink (and back) as modified', async () => {
    const root = await makeTempDir();
    await writeTree(root, { 'target.txt': 'target', 'swap.txt': 'target' });
    const before = await snapshotTree(root);
    await unlink(path.join(root, 'swap.txt'));
    await symlink('target.txt', path.join(root, 'swap.txt'));
    const after = await snapshotTree(root);

    expect(diffTrees(before, after)).toEqual([{ path: 'swap.txt', change: 'modified' }]);
    expect(diffTrees(after, before)).toEqual([{ path: 'swap.txt', change: 'modified' }]);
  });

  it('does not report changes under .git or node_modules', async () => {
    const root = await makeTempDir();
    await writeTree(root, { '.git/HEAD': 'a', 'node_modules/x/index.js': 'a', 'src/a.ts': 'a' });
    const before = await snapshotTree(root);
    await writeTree(root, {
      '.git/HEAD': 'b',
      '.git/index': 'new',
      'node_modules/y/index.js': 'new',
    });
    await rm(path.join(root, 'node_modules/x'), { recursive: true });
    expect(diffTrees(before, await snapshotTree(root))).toEqual([]);
  });

  it('reports adding and deleting files named like Object.prototype members', async () => {
    const root = await makeTempDir();
    await writeTree(root, { constructor: 'c', toString: 't' });
    const before = await snapshotTree(root);
    await unlink(path.join(root, 'constructor'));
    await unlink(path.join(root, 'toString'));
    await writeTree(root, { ['__proto__']: 'p', valueOf: 'v' });
    const after = await snapshotTree(root);

    expect(diffTrees(before, after)).toEqual([
      { path: '__proto__', change: 'added' },
      { path: 'constructor', change: 'deleted' },
      { path: 'toString', change: 'deleted' },
      { path: 'valueOf', change: 'added' },
    ]);
  });

  it('ignores .git and node_modules entries even in hand-made snapshots', () => {
    const before: TreeSnapshot = {
      '.git/HEAD': fileEntry('a'),
      'x/node_modules/y': fileEntry('a'),
    };
    const after: TreeSnapshot = { 'node_modules/z': fileEntry('z'), 'src/.git': fileEntry('b') };
    expect(diffTrees(before, after)).toEqual([]);
  });
});

describe('diffTrees properties', () => {
  const segment = fc.constantFrom(
    'a',
    'b',
    'src',
    'x.ts',
    '.git',
    'node_modules',
    '.gitignore',
    '__proto__',
    'constructor',
    'toString',
  );
  const relativePath = fc
    .array(segment, { minLength: 1, maxLength: 3 })
    .map((segments) => segments.join('/'));
  const entry: fc.Arbitrary<TreeEntry> = fc.oneof(
    fc.record({
      type: fc.constant('file' as const),
      sha256: fc.constantFrom(sha256('one'), sha256('two'), sha256('three')),
      size: fc.integer({ min: 0, max: 3 }),
    }),
    fc.record({ type: fc.constant('symlink' as const), target: fc.constantFrom('a', 'b', '../x') }),
  );
  const snapshot: fc.Arbitrary<TreeSnapshot> = fc.dictionary(relativePath, entry, {
    maxKeys: 12,
    noNullPrototype: true,
  });

  /** An independent model of diffTrees, on Maps so that no key can collide with Object.prototype. */
  function expectedChanges(before: TreeSnapshot, after: TreeSnapshot): TreeChange[] {
    const beforeMap = new Map(Object.entries(before));
    const afterMap = new Map(Object.entries(after));
    const changes: TreeChange[] = [];
    for (const key of new Set([...beforeMap.keys(), ...afterMap.keys()])) {
      if (isIgnoredPath(key)) continue;
      const old = beforeMap.get(key);
      const now = afterMap.get(key);
      if (old === undefined) changes.push({ path: key, change: 'added' });
      else if (now === undefined) changes.push({ path: key, change: 'deleted' });
      else if (JSON.stringify(old) !== JSON.stringify(now)) {
        changes.push({ path: key, change: 'modified' });
      }
    }
    return changes.sort((x, y) => (x.path < y.path ? -1 : x.path > y.path ? 1 : 0));
  }

  it('a snapshot diffed against itself (or a copy of itself) is empty', () => {
    fc.assert(
      fc.property(snapshot, (tree) => {
        expect(diffTrees(tree, tree)).toEqual([]);
        expect(diffTrees(tree, structuredClone(tree))).toEqual([]);
      }),
    );
  });

  it('matches an independent model: added iff only after, deleted iff only before, modified iff different', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (before, after) => {
        expect(diffTrees(before, after)).toEqual(expectedChanges(before, after));
      }),
      { numRuns: 300 },
    );
  });

  it('is sorted by path, lists each path once and never lists an ignored path', () => {
    fc.assert(
      fc.property(snapshot, snapshot, (before, after) => {
        const paths = diffTrees(before, after).map((change) => change.path);
        expect(paths).toEqual([...paths].sort());
        expect(new Set(paths).size).toBe(paths.length);
        expect(paths.filter((file) => isIgnoredPath(file))).toEqual([]);
      }),
    );
  });

  it('swapping before and after swaps added and deleted and keeps modified', () => {
    const swap = { added: 'deleted', deleted: 'added', modified: 'modified' } as const;
    fc.assert(
      fc.property(snapshot, snapshot, (before, after) => {
        const forward = diffTrees(before, after).map((change) => ({
          path: change.path,
          change: swap[change.change],
        }));
        expect(diffTrees(after, before)).toEqual(forward);
      }),
    );
  });

  it('every key only in `after` is added and every key only in `before` is deleted', () => {
    fc.assert(
      fc.property(snapshot, entry, relativePath, (tree, extra, key) => {
        fc.pre(!Object.hasOwn(tree, key) && !isIgnoredPath(key));
        const grown: TreeSnapshot = { ...tree };
        Object.defineProperty(grown, key, { value: extra, enumerable: true, writable: true });
        expect(diffTrees(tree, grown)).toEqual([{ path: key, change: 'added' }]);
        expect(diffTrees(grown, tree)).toEqual([{ path: key, change: 'deleted' }]);
      }),
    );
  });
});
