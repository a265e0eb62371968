/** Snapshots of a workspace tree, so a run can say which files the agent added, changed or deleted. */
import { createHash } from 'node:crypto';
import {
  createReadStream,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  type Dirent,
  type Stats,
} from 'node:fs';
import { readdir, readFile, readlink, stat } from 'node:fs/promises';
import path from 'node:path';
import type { TreeSnapshot } from '../transcript/schema.js';
import { SMALL_FILE_BYTES, SMALL_TREE_ENTRIES } from './small-tree.js';

/** Directories that are never part of a task's result (SPEC §2, tree-diff-within). */
export const IGNORED_DIRECTORIES: ReadonlySet<string> = new Set(['.git', 'node_modules']);

export function isIgnoredPath(relativePath: string): boolean {
  return relativePath.split('/').some((segment) => IGNORED_DIRECTORIES.has(segment));
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * How much of a walk is synchronous: the first `SMALL_TREE_ENTRIES` metadata calls and
 * `SMALL_FILE_BYTES` read (all of a fixture-sized tree); a large tree goes on through the pool.
 */
class SyncAllowance {
  private calls = SMALL_TREE_ENTRIES;
  private bytes = SMALL_FILE_BYTES;

  call(): boolean {
    this.calls -= 1;
    return this.calls >= 0;
  }

  read(size: number): boolean {
    if (size > this.bytes) return false;
    this.bytes -= size;
    return true;
  }
}

export async function sha256OfFile(file: string, size?: number): Promise<string> {
  const hash = createHash('sha256');
  // Read in one call up to this size; larger files are streamed through the hash.
  if (size !== undefined && size <= SMALL_FILE_BYTES) {
    return hash.update(await readFile(file)).digest('hex');
  }
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** What a file looked like when it was hashed: unchanged stamps mean unchanged content. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  /** The inode change time: a write or `utimes` moves it, and no process can set it back. */
  ctimeMs: number;
  ino: number;
  sha256: string;
}

export type TreeStamps = ReadonlyMap<string, FileStamp>;

/** Records every file (by digest) and symlink (by target) below `root`; symlinks are not followed. */
export async function snapshotTree(root: string): Promise<TreeSnapshot> {
  return (await snapshotTreeWithStamps(root)).snapshot;
}

/**
 * `snapshotTree`, and each file's stamps: a file whose size, mtime, ctime and inode match `earlier`
 * keeps its digest unread. Timestamps are coarse, but a fixture copy's mtime is a fixed date long
 * past, so any write moves it, and setting it back moves the ctime past the agent's start.
 */
export async function snapshotTreeWithStamps(
  root: string,
  earlier?: TreeStamps,
): Promise<{ snapshot: TreeSnapshot; stamps: TreeStamps }> {
  // Collected first: assigning `snapshot['__proto__']` would set the object's prototype.
  const found: [string, TreeSnapshot[string]][] = [];
  const stamps = new Map<string, FileStamp>();
  const allowance = new SyncAllowance();
  const walk = async (directory: string): Promise<void> => {
    const entries = allowance.call()
      ? readdirSync(directory, { withFileTypes: true })
      : await readdir(directory, { withFileTypes: true });
    entries.sort((a, b) => byName(a.name, b.name));
    for (const entry of entries) {
      if (IGNORED_DIRECTORIES.has(entry.name)) continue;
      const full = path.join(directory, entry.name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (entry.isSymbolicLink()) {
        const target = allowance.call() ? readlinkSync(full) : await readlink(full);
        found.push([relative, { type: 'symlink', target }]);
      } else if (entry.isDirectory()) {
        await walk(full);
      } else if (entry.isFile()) {
        const { size, mtimeMs, ctimeMs, ino } = allowance.call()
          ? statSync(full)
          : await stat(full);
        const previous = earlier?.get(relative);
        const sha256 =
          previous !== undefined &&
          previous.size === size &&
          previous.mtimeMs === mtimeMs &&
          previous.ctimeMs === ctimeMs &&
          previous.ino === ino
            ? previous.sha256
            : allowance.read(size)
              ? createHash('sha256').update(readFileSync(full)).digest('hex')
              : await sha256OfFile(full, size);
        stamps.set(relative, { size, mtimeMs, ctimeMs, ino, sha256 });
        found.push([relative, { type: 'file', sha256, size }]);
      }
    }
  };
  await walk(root);
  return { snapshot: Object.fromEntries(found), stamps };
}

export interface TreeChange {
  path: string;
  change: 'added' | 'modified' | 'deleted';
}

/** What differs between two snapshots, sorted by path. */
export function diffTrees(before: TreeSnapshot, after: TreeSnapshot): TreeChange[] {
  // Own keys only: a file named `constructor` or `toString` must not match Object.prototype's.
  const [was, now] = [before, after].map((tree) => new Map(Object.entries(tree)));
  return diffEntries(was!, now!, (file) => !isIgnoredPath(file), true);
}

/** What differs between two maps of path → entry (compared as JSON) among `kept` paths, by path. */
function diffEntries(
  before: ReadonlyMap<string, unknown>,
  after: ReadonlyMap<string, unknown>,
  kept: (file: string) => boolean,
  claimDeletions: boolean,
): TreeChange[] {
  const changes: TreeChange[] = [];
  for (const [file, entry] of after) {
    if (!before.has(file)) changes.push({ path: file, change: 'added' });
    else if (JSON.stringify(before.get(file)) !== JSON.stringify(entry)) {
      changes.push({ path: file, change: 'modified' });
    }
  }
  if (claimDeletions) {
    for (const file of before.keys()) {
      if (!after.has(file)) changes.push({ path: file, change: 'deleted' });
    }
  }
  return changes.filter((change) => kept(change.path)).sort((a, b) => byName(a.path, b.path));
}

/** Path (relative, `/`-separated) → what a cheap look sees of it: type, size and mtime. */
export interface TreeListing {
  entries: Map<string, string>;
  /** Set when the walk stopped at `maxEntries`: the last path listed (in walk order). */
  truncatedAfter?: string;
}

export interface ListTreeOptions {
  /** Directories deeper than this are not entered; their mtime stands for what changed inside. */
  maxDepth: number;
  maxEntries: number;
  /** Absolute paths left out, with everything below them. */
  exclude?: readonly string[];
}

/**
 * Lists a tree by size and mtime, not content: cheap enough for a user's HOME before and after
 * every run. At `maxDepth` a directory's mtime stands for what changed below it.
 */
export function listTree(root: string, options: ListTreeOptions): Promise<TreeListing> {
  const entries = new Map<string, string>();
  const excluded = (options.exclude ?? []).map((entry) => path.resolve(entry));
  const isExcluded = (full: string): boolean =>
    excluded.some((entry) => full === entry || full.startsWith(`${entry}${path.sep}`));
  let truncatedAfter: string | undefined;
  // Synchronously: a tenth of the time through the thread pool (a round trip per entry).
  const walk = (directory: string, depth: number): void => {
    let found: Dirent[];
    try {
      found = readdirSync(directory, { withFileTypes: true });
    } catch {
      found = [];
    }
    found.sort((a, b) => byName(a.name, b.name));
    for (const entry of found) {
      if (truncatedAfter !== undefined) return;
      const full = path.join(directory, entry.name);
      if (isExcluded(full)) continue;
      const relative = path.relative(root, full).split(path.sep).join('/');
      let stats: Stats;
      try {
        stats = lstatSync(full);
      } catch {
        continue;
      }
      if (stats.isDirectory()) {
        if (depth >= options.maxDepth) entries.set(`${relative}/`, `dir:${stats.mtimeMs}`);
        else walk(full, depth + 1);
      } else {
        const type = stats.isSymbolicLink() ? 'symlink' : 'file';
        entries.set(relative, `${type}:${stats.size}:${stats.mtimeMs}`);
      }
      if (entries.size >= options.maxEntries) truncatedAfter = relative;
    }
  };
  walk(root, 1);
  return Promise.resolve({ entries, ...(truncatedAfter === undefined ? {} : { truncatedAfter }) });
}

/** What differs between two listings, sorted by path, up to where the shorter walk reached. */
export function diffListings(before: TreeListing, after: TreeListing): TreeChange[] {
  const limit = [before.truncatedAfter, after.truncatedAfter]
    .filter((cut): cut is string => cut !== undefined)
    .sort()[0];
  // A cut-short walk may simply not have reached a path: deletions are only claimed from full walks.
  return diffEntries(
    before.entries,
    after.entries,
    (file) => limit === undefined || file <= limit,
    limit === undefined,
  );
}
