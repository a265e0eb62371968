/**
 * The git repository a directory belongs to, found by its `.git` (a directory, or a file in a
 * worktree or submodule) without running git: init writes at the repository's root, where
 * GitHub looks for `.github/workflows/` and the Action for `verdict.config.json`; a box shows the
 * repository of the agent's configuration; `add` names files relative to it.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest directory at or above `dir` that holds `.git`, or undefined outside a repository. */
export function findRepositoryRoot(dir: string): string | undefined {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(path.join(current, '.git'))) return current;
    if (path.dirname(current) === current) return undefined;
  }
}
