/**
 * What of the host a sandboxed run sees, read-only: the system's programs and libraries (`/usr`,
 * `/etc` without its secrets, `/opt`, the `/bin`-style links), the directories its programs come
 * from (PATH, and the package each program on it belongs to), and what the caller names (the
 * suite, the agent's install). Never `/` wholesale: every pathname socket under `/run`, `/var` or
 * `/tmp` would stay reachable across a network namespace. Never the user's HOME, `/root`, `/home`.
 */
import { existsSync, lstatSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Top-level system directories bound as they are (a link stays a link). */
const SYSTEM_ENTRIES = [
  '/usr',
  '/etc',
  '/opt',
  '/bin',
  '/sbin',
  '/lib',
  '/lib32',
  '/lib64',
  '/libx32',
];

/** Program directories that the distribution's packages fill (their links stay in the system's). */
const DISTRIBUTION_BIN_DIRS = new Set(['/usr/bin', '/usr/sbin', '/bin', '/sbin']);

/** Files and directories of `/etc` that hold host secrets, masked in the box. */
export const MASKED_ETC = [
  '/etc/shadow',
  '/etc/shadow-',
  '/etc/gshadow',
  '/etc/gshadow-',
  '/etc/sudoers',
  '/etc/sudoers.d',
  '/etc/ssh',
  '/etc/ssl/private',
];

/** Directories never bound, whatever asks for them: they hold other programs' sockets and data. */
const NEVER_BOUND = [
  '/',
  '/run',
  '/var',
  '/var/run',
  '/tmp',
  '/home',
  '/root',
  '/proc',
  '/sys',
  '/dev',
];

export type HostEntry =
  | { kind: 'dir'; path: string }
  | { kind: 'link'; path: string; target: string }
  | { kind: 'mask-file'; path: string }
  | { kind: 'mask-dir'; path: string };

function realpathOr(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/** Whether `file` is `dir` or lies below it (paths already resolved). */
export const isBelowOrAt = (file: string, dir: string): boolean =>
  file === dir || file.startsWith(dir === '/' ? '/' : `${dir}/`);

/** The package a program belongs to: the nearest directory above it with a package.json, else its directory. */
function packageDirOf(program: string): string {
  let dir = path.dirname(program);
  for (let depth = 0; depth < 6; depth += 1) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return path.dirname(program);
}

/**
 * The directories that PATH's programs live in: each PATH directory, a `node_modules/.bin` as its
 * `node_modules`, a `…/bin` of a prefix with a `lib/node_modules` as the prefix, and for each link
 * in it the package its target belongs to.
 */
export function pathProgramDirs(pathVariable: string | undefined): string[] {
  const dirs: string[] = [];
  for (const entry of (pathVariable ?? '').split(path.delimiter)) {
    if (entry === '' || !path.isAbsolute(entry)) continue;
    const real = realpathOr(entry);
    if (real === undefined) continue;
    if (path.basename(real) === '.bin' && path.basename(path.dirname(real)) === 'node_modules') {
      dirs.push(path.dirname(real));
      continue;
    }
    const prefix = path.dirname(real);
    if (path.basename(real) === 'bin' && existsSync(path.join(prefix, 'lib', 'node_modules'))) {
      dirs.push(prefix);
      continue;
    }
    dirs.push(real);
    // The distribution's own program directories link only within the system's directories.
    if (DISTRIBUTION_BIN_DIRS.has(real)) continue;
    let names;
    try {
      names = readdirSync(real, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const name of names) {
      if (!name.isSymbolicLink()) continue;
      const target = realpathOr(path.join(real, name.name));
      if (target !== undefined && !isBelowOrAt(target, real)) dirs.push(packageDirOf(target));
    }
  }
  return dirs;
}

/**
 * `dirs` without those another one holds, those the system entries hold, those that do not exist,
 * those never bound, and those that are or hold one of `refused` (the user's HOME); resolved
 * through links.
 */
export function outermostDirs(
  dirs: readonly string[],
  covered: readonly string[],
  refused: readonly string[] = [],
): string[] {
  const real = [...new Set(dirs.map((dir) => realpathOr(dir)).filter((dir) => dir !== undefined))];
  const refusedReal = refused.map((dir) => realpathOr(dir) ?? dir);
  // Dropped before the outermost are chosen: one never bound must not swallow those below it.
  const allowed = real.filter(
    (dir) =>
      !NEVER_BOUND.includes(dir) &&
      !refusedReal.some((secret) => isBelowOrAt(secret, dir)) &&
      !covered.some((outer) => isBelowOrAt(dir, outer)),
  );
  const kept = allowed.filter(
    (dir) => !allowed.some((other) => other !== dir && isBelowOrAt(dir, other)),
  );
  return kept.sort();
}

/**
 * The host entries a box binds, in mount order; `extraDirs` are the caller's (suite, agent
 * install); no directory that is or holds one of `refused` (the user's HOME, which a PATH entry
 * such as `~` or a link's package may name) is bound.
 */
export function hostEntries(
  extraDirs: readonly string[],
  pathVariable: string | undefined,
  refused: readonly string[] = [],
): HostEntry[] {
  const entries: HostEntry[] = [];
  const systemDirs: string[] = [];
  for (const entry of SYSTEM_ENTRIES) {
    let stat;
    try {
      stat = lstatSync(entry);
    } catch {
      continue;
    }
    if (stat.isSymbolicLink()) {
      entries.push({ kind: 'link', path: entry, target: readlinkSync(entry) });
    } else if (stat.isDirectory()) {
      entries.push({ kind: 'dir', path: entry });
      systemDirs.push(entry);
    }
  }
  for (const masked of MASKED_ETC) {
    let stat;
    try {
      stat = lstatSync(masked);
    } catch {
      continue;
    }
    entries.push({ kind: stat.isDirectory() ? 'mask-dir' : 'mask-file', path: masked });
  }
  const dirs = outermostDirs([...extraDirs, ...pathProgramDirs(pathVariable)], systemDirs, refused);
  for (const dir of dirs) entries.push({ kind: 'dir', path: dir });
  return entries;
}

/** Directories a socket walk does not enter: packages and git's objects hold no host sockets. */
const UNWALKED = new Set(['node_modules', '.git']);
/** How many entries a socket walk looks at in all, so that a huge tree cannot stall a start. */
export const SOCKET_WALK_LIMIT = 50_000;

/**
 * Masks for the Unix sockets below the directories `entries` bind besides the system's (not in
 * `node_modules` or `.git`): a read-only bind does not stop connect(), so a host program's socket
 * in a directory the box may read (a checkout, the suite's folder) would be reachable across the
 * network namespace. Mounted after the binds they mask.
 */
export async function socketMasks(
  entries: readonly HostEntry[],
  limit = SOCKET_WALK_LIMIT,
): Promise<HostEntry[]> {
  const dirs = entries
    .filter((entry) => entry.kind === 'dir' && !SYSTEM_ENTRIES.includes(entry.path))
    .map((entry) => entry.path);
  return (await socketsBelow(dirs, limit)).map((socket) => ({ kind: 'mask-file', path: socket }));
}

/**
 * The Unix sockets below `dirs` (not in `node_modules` or `.git`), a level at a time with its
 * directories read side by side. The walk enters no further level after `limit` entries: a tree
 * bigger than that may hide one, which docs/sandbox.md says.
 */
export async function socketsBelow(
  dirs: readonly string[],
  limit = SOCKET_WALK_LIMIT,
): Promise<string[]> {
  const sockets: string[] = [];
  let level = [...dirs];
  let seen = 0;
  while (level.length > 0 && seen < limit) {
    const listed = await Promise.all(
      level.map((dir) => readdir(dir, { withFileTypes: true }).catch(() => [])),
    );
    const next: string[] = [];
    listed.forEach((names, index) => {
      for (const entry of names) {
        seen += 1;
        const file = path.join(level[index] as string, entry.name);
        if (entry.isSocket()) sockets.push(file);
        else if (entry.isDirectory() && !UNWALKED.has(entry.name)) next.push(file);
      }
    });
    level = next;
  }
  return sockets.sort();
}
