/**
 * Copying and removing the directory trees of runs (fixtures, workspaces, run directories); a small
 * tree is copied with synchronous calls, never removed with them (see `removeTree`).
 *
 * `copyTree` copies a tree the way `fs.promises.cp(src, dest, { recursive: true, verbatimSymlinks:
 * true })` does: directories keep their mode, files their mode (and their times, when asked), links
 * their target verbatim; a socket, FIFO or device stops the copy. A fixture is copied at least once
 * per run, and most fixtures are a handful of files: for those, `fs.cp` spends most of its time in
 * round trips through the thread pool (a stat, a check of the parents and a copy per entry, each
 * awaited). A tree of at most `SMALL_TREE_ENTRIES` entries is therefore copied with synchronous
 * calls, which take microseconds each; a larger one still goes through `fs.cp`, so a big fixture
 * never holds up the other runs of the invocation.
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

/**
 * Bytes that may be read or written with synchronous calls at once (a file, or a snapshot's reads
 * in all): less than a round trip through the thread pool costs, and never long enough to hold up
 * the invocation's other runs. The snapshot, and the built-in agent's file tools, use it.
 */
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
 * At most this many entries, a tree is removed at once on the main thread: below it a process or
 * the thread pool's round trips cost more than the unlinks; above it (an agent's HOME of a hundred
 * files, on a disk mounted with `discard`, where each unlink waits) the removal runs beside the
 * process, which goes on.
 */
const REMOVED_AT_ONCE_ENTRIES = 32;

/**
 * The system's `rm`, which removes a large tree in a process of its own. Node's recursive `rm` runs
 * each step's callback on the main thread, so while the process is busy (a run's trace and
 * report written while its directory goes) the removal waits; measured on a Codex run's directory
 * (124 entries), it ended some 20 ms after that work instead of within it.
 */
let systemRm: string | null | undefined;

/** Its path, looked for once, on the first large tree (no command pays for it at start-up). */
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
 * Removes `dir` and everything in it, as `rm(dir, { recursive: true, force: true, maxRetries })`
 * does (a missing `dir` is no error): through the thread pool when it holds at most
 * `REMOVED_AT_ONCE_ENTRIES` entries, else by the system's `rm` in a process of its own, and
 * whenever the quick way fails (e.g. while something still writes into it) through the thread
 * pool, with retries. Never with synchronous calls: removing a directory waits on the file
 * system's journal (milliseconds each on a busy disk), and a run's removal is deferred so that the
 * next runs go on meanwhile, which a synchronous call on the main thread would stop.
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
