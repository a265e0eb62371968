import { rename, stat, utimes, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotTree, snapshotTreeWithStamps } from '../../src/workspace/snapshot.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
/** The fixed mtime fixture copies get (run-directory.ts); any write moves a file off it. */
const EPOCH = new Date('2000-01-01T00:00:00Z');

async function fixture(): Promise<string> {
  const root = await makeTempDir();
  await writeTree(root, {
    'same.txt': 'untouched\n',
    'rewritten.txt': 'abcdef\n',
    'appended.txt': 'one\n',
    'deleted.txt': 'bye\n',
    'replaced.txt': 'old\n',
    'dir/deep.txt': 'deep\n',
  });
  for (const file of [
    'same.txt',
    'rewritten.txt',
    'appended.txt',
    'replaced.txt',
    'dir/deep.txt',
  ]) {
    await utimes(path.join(root, file), EPOCH, EPOCH);
  }
  return root;
}

describe('snapshots that hash only what changed', () => {
  it('give the same snapshot as a full one after every kind of edit, mtimes put back included', async () => {
    const root = await fixture();
    const before = await snapshotTreeWithStamps(root);
    expect(before.snapshot).toEqual(await snapshotTree(root));
    // Same size, content changed, mtime set back to the fixture's: only ctime tells.
    await writeFile(path.join(root, 'rewritten.txt'), 'ABCDEF\n');
    await utimes(path.join(root, 'rewritten.txt'), EPOCH, EPOCH);
    await writeFile(path.join(root, 'appended.txt'), 'one\ntwo\n');
    await rm(path.join(root, 'deleted.txt'));
    // Replaced through a rename (a new inode), mtime put back.
    await writeFile(path.join(root, 'new.tmp'), 'new\n');
    await utimes(path.join(root, 'new.tmp'), EPOCH, EPOCH);
    await rename(path.join(root, 'new.tmp'), path.join(root, 'replaced.txt'));
    await writeFile(path.join(root, 'added.txt'), 'hello\n');

    const after = await snapshotTreeWithStamps(root, before.stamps);
    expect(after.snapshot).toEqual(await snapshotTree(root));
    expect(after.snapshot['rewritten.txt']).not.toEqual(before.snapshot['rewritten.txt']);
    expect(after.snapshot['replaced.txt']).not.toEqual(before.snapshot['replaced.txt']);
  });

  it('reuses the earlier digest of a file whose stamps are all unchanged, without reading it', async () => {
    const root = await fixture();
    const before = await snapshotTreeWithStamps(root);
    const stamp = before.stamps.get('same.txt');
    expect(stamp).toBeDefined();
    // A digest no read of the file could give: seeing it back proves the file was not read again.
    const forged = new Map(before.stamps);
    forged.set('same.txt', { ...stamp!, sha256: '0'.repeat(64) });
    forged.set('dir/deep.txt', { ...before.stamps.get('dir/deep.txt')!, sha256: 'f'.repeat(64) });
    await writeFile(path.join(root, 'dir/deep.txt'), 'DEEP\n');
    await utimes(path.join(root, 'dir/deep.txt'), EPOCH, EPOCH);

    const after = await snapshotTreeWithStamps(root, forged);
    expect(after.snapshot['same.txt']).toEqual({ type: 'file', sha256: '0'.repeat(64), size: 10 });
    // Touched (its ctime moved): read again, whatever the earlier digest said.
    expect(after.snapshot['dir/deep.txt']).toEqual((await snapshotTree(root))['dir/deep.txt']);
    expect((await stat(path.join(root, 'dir/deep.txt'))).mtime).toEqual(EPOCH);
  });
});
