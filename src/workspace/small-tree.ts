/**
 * Copying and removing the directory trees of runs. `copyTree` copies as `fs.promises.cp(src, dest,
 * { recursive: true, verbatimSymlinks: true })` does (a socket, FIFO or device stops it), but a tree
 * of at most `SMALL_TREE_ENTRIES` entries with synchronous calls: most fixtures are a handful of
 * files, where `fs.cp` spends its time in thread-pool round trips. Removal is never synchronous.
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  constants,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  symlinkSync,
  utimesSync,
  type Stats,
} from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';

/** Trees with at most this many entries (files, directories and links) are copied synchronously. */
export const SMALL_TREE_ENTRIES = 256;

/** Bytes that may be read or written synchronously at once: cheaper than a thread-pool trip. */
export const SMALL_FILE_BYTES = 1024 * 1024;

export interface CopyTreeOptions {
  /** Give each copied file its source's access and modification times (directories and links not). */
  preserveTimestamps?: boolean;
  /** Make each file a reflink where the file system can (btrfs, XFS, APFS), a plain copy otherwise. */
  clone?: boolean;
}

interface TreeEntry {
  /** Relative to the tree's root, with the platform's separator. */
  relative: string;
  stats: Stats;
}

/** Copies `src` into `dest`, which must not exist yet; resolves when every entry is written. */
export async function copyTree(
  src: string,
  dest: string,
  options: CopyTreeOptions = {},
): Promise<void> {
  const rootStats = lstatSync(src);
  const entries = rootStats.isDirectory() ? listSmallTree(src) : undefined;
  if (entries === undefined) {
    await cp(src, dest, {
      recursive: true,
      verbatimSymlinks: true,
      ...(options.preserveTimestamps === true ? { preserveTimestamps: true } : {}),
      ...(options.clone === true ? { mode: constants.COPYFILE_FICLONE } : {}),
    });
    return;
  }
  copySmallTree(src, dest, rootStats, entries, options);
}

/** Every entry below `root`, parents before children, or undefined past `SMALL_TREE_ENTRIES`. */
function listSmallTree(root: string): TreeEntry[] | undefined {
  const entries: TreeEntry[] = [];
  const visit = (relative: string): boolean => {
    for (const name of readdirSync(path.join(root, relative))) {
      if (entries.length === SMALL_TREE_ENTRIES) return false;
      const child = relative === '' ? name : path.join(relative, name);
      const stats = lstatSync(path.join(root, child));
      entries.push({ relative: child, stats });
      if (stats.isDirectory() && !visit(child)) return false;
    }
    return true;
  };
  return visit('') ? entries : undefined;
}

/**
 * Up to this many entries a tree is removed through the thread pool; above it (on a disk mounted
 * with `discard` each unlink waits) by the system's `rm` beside the process, which goes on.
 */
const REMOVED_AT_ONCE_ENTRIES = 32;

/**
 * The system's `rm`, looked for on the first large tree. Node's recursive `rm` waits for a busy main
 * thread: on a Codex run's directory (124 entries) it ended some 20 ms after the run's other work.
 */
let systemRm: string | null | undefined;

function systemRmPath(): string | undefined {
  systemRm ??=
    process.platform === 'win32'
      ? null
      : (['/bin/rm', '/usr/bin/rm'].find((file) => existsSync(file)) ?? null);
  return systemRm ?? undefined;
}

function removedByProcess(dir: string): Promise<boolean> {
  const rm = systemRmPath();
  if (rm === undefined) return Promise.resolve(false);
  return new Promise((resolve) => {
    const child = spawn(rm, ['-rf', '--', dir], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0 && !existsSync(dir)));
  });
}

/**
 * Removes `dir` as `rm(dir, { recursive: true, force: true, maxRetries })` does, falling back to
 * that when the quick way fails. Never synchronously: each removal waits on the file system's
 * journal, and a run's removal is deferred so that the next runs go on meanwhile.
 */
export async function removeTree(dir: string, maxRetries = 3): Promise<void> {
  try {
    const entries = listSmallTree(dir);
    if (entries !== undefined && entries.length <= REMOVED_AT_ONCE_ENTRIES) {
      await rm(dir, { recursive: true, force: true, maxRetries });
      return;
    }
    if (await removedByProcess(dir)) return;
  } catch {
    // Gone already, or busy: the thread pool's removal, with its retries, has the last word.
  }
  await rm(dir, { recursive: true, force: true, maxRetries });
}

function copySmallTree(
  src: string,
  dest: string,
  rootStats: Stats,
  entries: readonly TreeEntry[],
  options: CopyTreeOptions,
): void {
  const copyMode = options.clone === true ? constants.COPYFILE_FICLONE : 0;
  mkdirSync(dest);
  const directories: Array<{ dir: string; mode: number }> = [{ dir: dest, mode: rootStats.mode }];
  for (const { relative, stats } of entries) {
    const from = path.join(src, relative);
    const to = path.join(dest, relative);
    if (stats.isDirectory()) {
      mkdirSync(to);
      directories.push({ dir: to, mode: stats.mode });
    } else if (stats.isSymbolicLink()) {
      symlinkSync(readlinkSync(from), to);
    } else if (stats.isFile()) {
      // copyfile gives the copy the source's mode.
      copyFileSync(from, to, copyMode);
      if (options.preserveTimestamps === true) preserveTimes(to, stats);
    } else {
      throw new Error(`cannot copy ${from}: ${specialKind(stats)} cannot be part of a copied tree`);
    }
  }
  // Modes last, deepest first: a read-only directory is made so only once its entries are in it.
  for (const { dir, mode } of directories.reverse()) chmodSync(dir, mode & 0o7777);
}

/** The source's times on the copy; a read-only copy is made writable for the moment it takes. */
function preserveTimes(file: string, stats: Stats): void {
  const writable = (stats.mode & 0o200) !== 0;
  if (!writable) chmodSync(file, (stats.mode | 0o200) & 0o7777);
  utimesSync(file, stats.atime, stats.mtime);
  if (!writable) chmodSync(file, stats.mode & 0o7777);
}

function specialKind(stats: Stats): string {
  if (stats.isSocket()) return 'a socket';
  if (stats.isFIFO()) return 'a FIFO';
  return 'a device';
}
