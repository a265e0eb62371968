/**
 * Walks a workspace directory for list_files and search: never through a link (out, or in a
 * circle), never into `.git` or `node_modules`, sorted by code unit (the same on every machine).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { IGNORED_DIRECTORIES } from '../../workspace/snapshot.js';
import { joinRelative } from './workspace-path.js';

export interface WalkEntry {
  /** Workspace-relative, "/"-separated. */
  relative: string;
  kind: 'file' | 'directory' | 'symlink';
}

export function compareCodeUnits(left: string, right: string): number {
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** The entries directly in a directory, sorted, ignored directories left out. */
export async function listDirectory(absolute: string, relative: string): Promise<WalkEntry[]> {
  const entries = await readdir(absolute, { withFileTypes: true });
  return entries
    .filter((entry) => !(entry.isDirectory() && IGNORED_DIRECTORIES.has(entry.name)))
    .map((entry): WalkEntry => ({
      relative: joinRelative(relative, entry.name),
      kind: entry.isSymbolicLink() ? 'symlink' : entry.isDirectory() ? 'directory' : 'file',
    }))
    .sort((left, right) => compareCodeUnits(left.relative, right.relative));
}

/** Every file and symlink below a directory, sorted, at most `limit`; `complete` if that is all. */
export async function walkFiles(
  workspace: string,
  relative: string,
  limit: number,
): Promise<{ entries: WalkEntry[]; complete: boolean }> {
  const found: WalkEntry[] = [];
  const visit = async (directory: string): Promise<boolean> => {
    for (const entry of await listDirectory(path.join(workspace, directory), directory)) {
      if (entry.kind === 'directory') {
        if (!(await visit(entry.relative))) return false;
      } else {
        if (found.length >= limit) return false;
        found.push(entry);
      }
    }
    return true;
  };
  const complete = await visit(relative);
  // Depth-first order is already sorted per level; sort the whole so "a/b" and "a-c" order alike.
  found.sort((left, right) => compareCodeUnits(left.relative, right.relative));
  return { entries: found, complete };
}
