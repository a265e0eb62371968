/**
 * Snapshots of a workspace tree, so a run can say which files the agent added, changed or deleted.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readlink, stat } from 'node:fs/promises';
import path from 'node:path';
import type { TreeSnapshot } from '../transcript/schema.js';

/** Directories that are never part of a task's result (SPEC §2, tree-diff-within). */
export const IGNORED_DIRECTORIES: ReadonlySet<string> = new Set(['.git', 'node_modules']);

export function isIgnoredPath(relativePath: string): boolean {
  return relativePath.split('/').some((segment) => IGNORED_DIRECTORIES.has(segment));
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Records every file (by digest) and symlink (by target) below `root`; symlinks are not followed. */
export async function snapshotTree(root: string): Promise<TreeSnapshot> {
  // Entries are collected first: assigning `snapshot[name]` would turn a file named `__proto__` into
  // the object's prototype instead of an entry.
  const found: [string, TreeSnapshot[string]][] = [];
  const walk = async (directory: string): Promise<void> => {
    const entries = await readdir(directory, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (IGNORED_DIRECTORIES.has(entry.name)) continue;
      const full = path.join(directory, entry.name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (entry.isSymbolicLink()) {
        found.push([relative, { type: 'symlink', target: await readlink(full) }]);
      } else if (entry.isDirectory()) {
        await walk(full);
      } else if (entry.isFile()) {
        const { size } = await stat(full);
        found.push([relative, { type: 'file', sha256: await sha256OfFile(full), size }]);
      }
    }
  };
  await walk(root);
  return Object.fromEntries(found);
}

export interface TreeChange {
  path: string;
  change: 'added' | 'modified' | 'deleted';
}

/** What differs between two snapshots, sorted by path. */
export function diffTrees(before: TreeSnapshot, after: TreeSnapshot): TreeChange[] {
  const changes: TreeChange[] = [];
  // Own keys only: a file named `constructor` or `toString` must not match Object.prototype's.
  for (const [file, entry] of Object.entries(after)) {
    const previous = Object.hasOwn(before, file) ? before[file] : undefined;
    if (previous === undefined) changes.push({ path: file, change: 'added' });
    else if (JSON.stringify(previous) !== JSON.stringify(entry)) {
      changes.push({ path: file, change: 'modified' });
    }
  }
  for (const file of Object.keys(before)) {
    if (!Object.hasOwn(after, file)) changes.push({ path: file, change: 'deleted' });
  }
  return changes
    .filter((change) => !isIgnoredPath(change.path))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
