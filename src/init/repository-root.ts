/**
 * The git repository a directory belongs to, found by its `.git` (a directory, or a file in a
 * worktree or submodule) without running git: init writes at the repository's root, where
 * GitHub looks for `.github/workflows/` and the Action for `verdict.config.json`.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';

/** The nearest directory at or above `dir` that holds `.git`, or undefined outside a repository. */
export async function findRepositoryRoot(dir: string): Promise<string | undefined> {
  let current = path.resolve(dir);
  for (;;) {
    if ((await stat(path.join(current, '.git')).catch(() => undefined)) !== undefined) {
      return current;
    }
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}
