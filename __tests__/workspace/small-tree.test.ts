/**
 * `copyTree` must give what `fs.promises.cp(…, { recursive: true, verbatimSymlinks: true })` gives
 * (same entries, modes, contents, link targets and, when asked, file times), whether it copies the
 * tree itself (small) or hands it to `fs.cp` (large); `removeTree` must leave nothing, either way.
 */
import { execFileSync } from 'node:child_process';
import {
  chmod,
  cp,
  lstat,
  mkdir,
  readdir,
  readFile,
  readlink,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyTree, removeTree, SMALL_TREE_ENTRIES } from '../../src/workspace/small-tree.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

type EntrySpec =
  | { kind: 'dir'; mode: number }
  | { kind: 'file'; mode: number; content: string; mtime: number }
  | { kind: 'link'; target: string };

const NAMES = ['a', 'b', 'c', 'src', '.hidden', 'ünï', 'sp ace'];

const entrySpec: fc.Arbitrary<EntrySpec> = fc.oneof(
  fc.record({ kind: fc.constant('dir' as const), mode: fc.constantFrom(0o755, 0o700, 0o555) }),
  fc.record({
    kind: fc.constant('file' as const),
    mode: fc.constantFrom(0o644, 0o600, 0o755, 0o444),
    content: fc.string({ maxLength: 40 }),
    mtime: fc.integer({ min: 946_684_800, max: 1_900_000_000 }),
  }),
  fc.record({
    kind: fc.constant('link' as const),
    target: fc.constantFrom('a', '../b', '/etc/hostname', 'missing/file', '.'),
  }),
);

/** Paths of up to three levels over a few names, each with what it is; parents become directories. */
const treeSpec = fc.array(
  fc.tuple(fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 }), entrySpec),
  { maxLength: 14 },
);

async function build(root: string, spec: ReadonlyArray<[string[], EntrySpec]>): Promise<void> {
  await mkdir(root, { recursive: true });
  const taken = new Map<string, EntrySpec['kind']>();
  const modes: Array<[string, number]> = [];
  for (const [segments, entry] of spec) {
    const parents = segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'));
    if (parents.some((parent) => (taken.get(parent) ?? 'dir') !== 'dir')) continue;
    const relative = segments.join('/');
    if (taken.has(relative)) continue;
    for (const parent of parents) taken.set(parent, 'dir');
    taken.set(relative, entry.kind);
    const full = path.join(root, relative);
    await mkdir(path.dirname(full), { recursive: true });
    if (entry.kind === 'dir') {
      await mkdir(full);
      modes.push([full, entry.mode]);
    } else if (entry.kind === 'file') {
      await writeFile(full, entry.content);
      await utimes(full, entry.mtime, entry.mtime);
      modes.push([full, entry.mode]);
    } else {
      await symlink(entry.target, full);
    }
  }
  // Modes last, deepest first, so a read-only directory is filled before it becomes so.
  for (const [full, mode] of modes.reverse()) await chmod(full, mode);
}

/** Every entry below `root` as the copy should reproduce it; file times only when `withTimes`. */
async function describeTree(root: string, withTimes: boolean): Promise<unknown[]> {
  const described: unknown[] = [];
  const visit = async (relative: string): Promise<void> => {
    const names = (await readdir(path.join(root, relative))).sort();
    for (const name of names) {
      const child = relative === '' ? name : `${relative}/${name}`;
      const full = path.join(root, child);
      const stats = await lstat(full);
      if (stats.isSymbolicLink()) described.push([child, 'link', await readlink(full)]);
      else if (stats.isDirectory()) {
        described.push([child, 'dir', stats.mode & 0o7777]);
        await visit(child);
      } else {
        described.push([
          child,
          'file',
          stats.mode & 0o7777,
          await readFile(full, 'utf8'),
          ...(withTimes ? [stats.mtimeMs] : []),
        ]);
      }
    }
  };
  described.push(['', 'root', (await lstat(root)).mode & 0o7777]);
  await visit('');
  return described;
}

describe('copyTree', () => {
  it('copies a small tree as fs.cp does: entries, modes, contents, links (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(treeSpec, fc.boolean(), async (spec, preserveTimestamps) => {
        const dir = await makeTempDir();
        const src = path.join(dir, 'src');
        await build(src, spec);
        await copyTree(src, path.join(dir, 'ours'), { preserveTimestamps, clone: true });
        await cp(src, path.join(dir, 'node'), {
          recursive: true,
          verbatimSymlinks: true,
          preserveTimestamps,
        });
        expect(await describeTree(path.join(dir, 'ours'), preserveTimestamps)).toEqual(
          await describeTree(path.join(dir, 'node'), preserveTimestamps),
        );
      }),
      { numRuns: 40 },
    );
  });

  it('copies a tree past the small size through fs.cp, with the same result', async () => {
    const dir = await makeTempDir();
    const src = path.join(dir, 'src');
    for (let index = 0; index <= SMALL_TREE_ENTRIES; index += 1) {
      const file = path.join(src, `d${index % 7}`, `f${index}.txt`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `file ${index}\n`);
    }
    await symlink('d0/f0.txt', path.join(src, 'link'));
    await copyTree(src, path.join(dir, 'ours'), { preserveTimestamps: true });
    await cp(src, path.join(dir, 'node'), {
      recursive: true,
      verbatimSymlinks: true,
      preserveTimestamps: true,
    });
    const ours = await describeTree(path.join(dir, 'ours'), true);
    expect(ours.length).toBeGreaterThan(SMALL_TREE_ENTRIES);
    expect(ours).toEqual(await describeTree(path.join(dir, 'node'), true));
  });

  it('refuses a FIFO in the tree, naming it, as fs.cp refuses one', async () => {
    const dir = await makeTempDir();
    const src = path.join(dir, 'src');
    await mkdir(src);
    await writeFile(path.join(src, 'a.txt'), 'a\n');
    execFileSync('mkfifo', [path.join(src, 'pipe')]);
    await expect(copyTree(src, path.join(dir, 'ours'))).rejects.toThrow(
      `cannot copy ${path.join(src, 'pipe')}: a FIFO cannot be part of a copied tree`,
    );
    await expect(
      cp(src, path.join(dir, 'node'), { recursive: true, verbatimSymlinks: true }),
    ).rejects.toThrow(/FIFO/);
  });
});

describe('removeTree', () => {
  it('removes a small tree, a large one, and a missing one without an error', async () => {
    const dir = await makeTempDir();
    const small = path.join(dir, 'small');
    await build(small, [
      [['a'], { kind: 'file', mode: 0o444, content: 'a', mtime: 946_684_800 }],
      [['src', 'b'], { kind: 'link', target: '../a' }],
      [['ro'], { kind: 'dir', mode: 0o555 }],
    ]);
    const large = path.join(dir, 'large');
    await mkdir(large);
    for (let index = 0; index <= SMALL_TREE_ENTRIES; index += 1) {
      await writeFile(path.join(large, `f${index}`), '');
    }
    await removeTree(small);
    await removeTree(large);
    await removeTree(path.join(dir, 'never-made'));
    expect(await readdir(dir)).toEqual([]);
  });

  it('removes a large tree named like an option, and never what its links point to', async () => {
    const dir = await makeTempDir();
    const outside = path.join(dir, 'outside');
    await build(outside, [[['keep'], { kind: 'file', mode: 0o644, content: 'k', mtime: 0 }]]);
    const large = path.join(dir, '-rf large');
    await build(large, [
      [['to-outside'], { kind: 'link', target: outside }],
      [['to-file'], { kind: 'link', target: path.join(outside, 'keep') }],
      [['nested', 'deeper', 'x'], { kind: 'file', mode: 0o444, content: 'x', mtime: 0 }],
    ]);
    for (let index = 0; index <= SMALL_TREE_ENTRIES; index += 1) {
      await writeFile(path.join(large, `f${index}`), '');
    }
    await removeTree(large);
    expect(await readdir(dir)).toEqual(['outside']);
    expect(await readdir(outside)).toEqual(['keep']);
  });
});
