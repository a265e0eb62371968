/**
 * Symlink checks for suite paths (SPEC §2): a path that passes the lexical rules of
 * `relative-path.ts` can still leave its directory through a link, so these read the real file system.
 */
import { lstat, readdir, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from './relative-path.js';

async function exists(target: string): Promise<boolean> {
  try {
    await lstat(target);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `relativePath` (already lexically valid) resolves inside `root` once symlinks are
 * followed. Only the part of the path that exists is resolved: what does not exist yet cannot be a
 * link. `root` must be a real path.
 */
export async function staysInsideThroughLinks(
  realRoot: string,
  relativePath: string,
): Promise<boolean> {
  let existing = path.join(realRoot, relativePath);
  while (!(await exists(existing))) {
    const parent = path.dirname(existing);
    if (parent === existing) return true;
    existing = parent;
  }
  try {
    return isInside(realRoot, await realpath(existing));
  } catch {
    // A dangling link: judge it by where it points.
    const target = await readlink(existing);
    return isInside(realRoot, path.resolve(path.dirname(existing), target));
  }
}

/** Symlinks below `realRoot` whose target lies outside it (`.git` and `node_modules` are skipped). */
export async function findEscapingLinks(realRoot: string, limit = 20): Promise<string[]> {
  const escaping: string[] = [];
  const walk = async (directory: string): Promise<void> => {
    const entries = await readdir(directory, { withFileTypes: true });
    for (const entry of entries) {
      if (escaping.length >= limit) return;
      const full = path.join(directory, entry.name);
      if (entry.isSymbolicLink()) {
        const target = await readlink(full);
        const resolved = path.resolve(path.dirname(full), target);
        let real = resolved;
        try {
          real = await realpath(full);
        } catch {
          // dangling: the lexical target decides
        }
        if (!isInside(realRoot, resolved) || !isInside(realRoot, real)) {
          escaping.push(`${path.relative(realRoot, full)} -> ${target}`);
        }
      } else if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules') {
        await walk(full);
      }
    }
  };
  await walk(realRoot);
  return escaping;
}
