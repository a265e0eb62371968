/**
 * Symlink checks for suite paths (SPEC §2): a path that passes the lexical rules of
 * `relative-path.ts` can still leave its directory through a link, so these read the real file system.
 */
import { lstatSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { isInside } from './relative-path.js';

function exists(target: string): boolean {
  try {
    lstatSync(target);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `relativePath` (lexically valid) resolves inside the real path `realRoot` through links;
 * only the part that exists can be a link. Synchronous: every tool call of the built-in agent checks
 * its path, and a trip through the thread pool per call costs more than the calls.
 */
export function staysInsideThroughLinks(realRoot: string, relativePath: string): boolean {
  let existing = path.join(realRoot, relativePath);
  while (!exists(existing)) {
    const parent = path.dirname(existing);
    if (parent === existing) return true;
    existing = parent;
  }
  try {
    return isInside(realRoot, realpathSync(existing));
  } catch {
    // A dangling link: judge it by where it points.
    const target = readlinkSync(existing);
    return isInside(realRoot, path.resolve(path.dirname(existing), target));
  }
}

/** Symlinks below `realRoot` whose target lies outside it; synchronous like the loader's reads. */
export function findEscapingLinks(realRoot: string, limit = 20): string[] {
  const escaping: string[] = [];
  const walk = (directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (escaping.length >= limit) return;
      const full = path.join(directory, entry.name);
      if (entry.isSymbolicLink()) {
        const target = readlinkSync(full);
        const resolved = path.resolve(path.dirname(full), target);
        let real = resolved;
        try {
          real = realpathSync(full);
        } catch {
          // dangling: the lexical target decides
        }
        if (!isInside(realRoot, resolved) || !isInside(realRoot, real)) {
          escaping.push(`${path.relative(realRoot, full)} -> ${target}`);
        }
      } else if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules') {
        walk(full);
      }
    }
  };
  walk(realRoot);
  return escaping;
}

/** The folders beside suite.json that Verdict reads (scripts, cassettes) and writes (cassettes). */
export const SUITE_DATA_DIRS = ['cassettes', 'scripts'] as const;

/**
 * Each data folder that leaves the suite through a link, or holds a link that does: `record` would
 * write its cassettes wherever it points, and replay read any file as one.
 */
export function findEscapingDataDirs(
  realSuiteDir: string,
): Array<{ dir: string; message: string }> {
  const found: Array<{ dir: string; message: string }> = [];
  for (const dir of SUITE_DATA_DIRS) {
    const full = path.join(realSuiteDir, dir);
    const report = (message: string) => found.push({ dir: `${dir}/`, message });
    if (!exists(full)) continue;
    if (!staysInsideThroughLinks(realSuiteDir, dir)) {
      let target = 'outside';
      try {
        target = readlinkSync(full);
      } catch {
        // unreadable: it points outside, as far as anyone can tell
      }
      report(`must stay inside the suite directory (it is a symlink to ${target})`);
      continue;
    }
    const real = realpathSync(full);
    if (!lstatSync(real).isDirectory()) continue;
    for (const link of findEscapingLinks(real)) {
      report(`contains a symlink that leaves the suite directory: ${link}`);
    }
  }
  return found;
}
