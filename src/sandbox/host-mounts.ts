/**
 * What of the host a sandboxed run sees, read-only: the system's directories (`/etc` without its
 * secrets), where PATH's programs come from, and what the caller names (suite, agent install).
 * Never `/` (the sockets under `/run`, `/var`, `/tmp` would be reachable), HOME, `/root`, `/home`.
 */
import {
  existsSync,
  lstatSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { UNIX_SOCKET_TABLE } from './bwrap-probe.js';

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
export const NEVER_BOUND: readonly string[] = [
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

/** What `look` says of `file`, or undefined where it cannot say (a missing file, a refused look). */
function lookAt<T>(file: string, look: (file: string) => T): T | undefined {
  try {
    return look(file);
  } catch {
    return undefined;
  }
}

export const realpathOr = (file: string): string | undefined =>
  lookAt(file, (at) => realpathSync(at));
const lstatOr = (file: string): Stats | undefined => lookAt(file, (at) => lstatSync(at));

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
 * The directories of PATH's programs: each entry (a `node_modules/.bin` as its `node_modules`, a
 * prefix's `bin` with a `lib/node_modules` as the prefix), and the package each link's target is in.
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
    const names = lookAt(real, (dir) => readdirSync(dir, { withFileTypes: true })) ?? [];
    for (const name of names) {
      if (!name.isSymbolicLink()) continue;
      const target = realpathOr(path.join(real, name.name));
      if (target !== undefined && !isBelowOrAt(target, real)) dirs.push(packageDirOf(target));
    }
  }
  return dirs;
}

/**
 * `dirs` resolved, without those that do not exist, are never bound, hold one of `refused`, or lie
 * in another one or in `covered`.
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
 * The host entries a box binds, in mount order: the system's, `extraDirs` (suite, agent install)
 * with their `node_modules`, PATH's; none that is or holds one of `refused` (a PATH entry `~`).
 */
export function hostEntries(
  extraDirs: readonly string[],
  pathVariable: string | undefined,
  refused: readonly string[] = [],
): HostEntry[] {
  const entries: HostEntry[] = [];
  const systemDirs: string[] = [];
  for (const entry of SYSTEM_ENTRIES) {
    const stat = lstatOr(entry);
    if (stat?.isSymbolicLink() === true) {
      entries.push({ kind: 'link', path: entry, target: readlinkSync(entry) });
    } else if (stat?.isDirectory() === true) {
      entries.push({ kind: 'dir', path: entry });
      systemDirs.push(entry);
    }
  }
  for (const masked of MASKED_ETC) {
    const stat = lstatOr(masked);
    if (stat !== undefined) {
      entries.push({ kind: stat.isDirectory() ? 'mask-dir' : 'mask-file', path: masked });
    }
  }
  // An install whose `node_modules` links elsewhere (a workspace, a shared store) needs both.
  const linkedModules = extraDirs.map((dir) => path.join(dir, 'node_modules'));
  const dirs = outermostDirs(
    [...extraDirs, ...linkedModules, ...pathProgramDirs(pathVariable)],
    systemDirs,
    refused,
  );
  for (const dir of dirs) entries.push({ kind: 'dir', path: dir });
  return entries;
}

/**
 * The pathname Unix sockets of `/proc/net/unix` (abstract ones, `@…`, stay in the host's network
 * namespace). A path may hold spaces; the kernel writes it as it was bound.
 */
export function socketPathsOf(table: string): string[] {
  const paths: string[] = [];
  for (const line of table.split('\n')) {
    // Num: RefCount Protocol Flags Type St Inode Path
    const match = /^\s*[0-9A-Fa-f]+: (?:[0-9A-Fa-f]+ ){5}\d+ (\/.*)$/.exec(line);
    if (match?.[1] !== undefined) paths.push(match[1]);
  }
  return paths;
}

/**
 * Masks for the host's Unix sockets in what a box binds (a read-only bind does not stop connect()),
 * from the kernel's table at every box's start; none below a mask. Mounted after the binds.
 */
export function socketMasks(
  entries: readonly HostEntry[],
  table = readFileSync(UNIX_SOCKET_TABLE, 'utf8'),
): HostEntry[] {
  const bound = entries.filter((entry) => entry.kind === 'dir').map((entry) => entry.path);
  const hidden = entries
    .filter((entry) => entry.kind.startsWith('mask'))
    .map((entry) => entry.path);
  const masks = new Set<string>();
  for (const listed of socketPathsOf(table)) {
    const dir = realpathOr(path.dirname(listed));
    if (dir === undefined) continue;
    const socket = path.join(dir, path.basename(listed));
    if (!bound.some((outer) => isBelowOrAt(socket, outer))) continue;
    if (hidden.some((masked) => isBelowOrAt(socket, masked))) continue;
    // A socket file removed since (or another file put in its place) is not masked.
    if (lstatOr(socket)?.isSocket() === true) masks.add(socket);
  }
  return [...masks].sort().map((socket) => ({ kind: 'mask-file', path: socket }));
}

/** A host directory a report names by what it is (`<REPO>`), not by where it is on this machine. */
export interface DirLabel {
  dir: string;
  token: string;
}

/** `dirs`, sorted, each under the longest labelled directory as `<TOKEN>` or `<TOKEN>/rest`. */
export function labelDirs(dirs: readonly string[], labels: readonly DirLabel[]): string[] {
  const byLength = [...labels].sort((a, b) => b.dir.length - a.dir.length);
  const labelled = dirs.map((dir) => {
    const label = byLength.find((candidate) => isBelowOrAt(dir, candidate.dir));
    if (label === undefined) return dir;
    return dir === label.dir ? label.token : `${label.token}${dir.slice(label.dir.length)}`;
  });
  return [...new Set(labelled)].sort();
}
