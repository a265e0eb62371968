import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The nearest directory at or above `dir` that holds `.git` (a directory, or a worktree's file),
 * found without running git; undefined outside a repository.
 */
export function findRepositoryRoot(dir: string): string | undefined {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(path.join(current, '.git'))) return current;
    if (path.dirname(current) === current) return undefined;
  }
}
