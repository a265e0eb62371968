/** The git a PR evaluation needs: commits by ref (fetched when shallow), a detached worktree per side. */
import { runCommand } from '../process/run-command.js';
import { InfrastructureError, messageOf, UsageError } from '../errors.js';

const GIT_TIMEOUT_MS = 5 * 60_000;

async function git(repoDir: string, args: string[], trim = true): Promise<string> {
  const result = await runCommand(['git', ...args], {
    cwd: repoDir,
    timeoutMs: GIT_TIMEOUT_MS,
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0' },
  });
  if (result.outcome === 'failed-to-start') {
    throw new InfrastructureError(`git cannot start: ${result.message}`);
  }
  if (result.outcome !== 'exited') {
    throw new InfrastructureError(`git ${args.join(' ')}: ${result.outcome}`);
  }
  if (result.exitCode !== 0) {
    const why = result.stderr.trim().split('\n').at(-1) ?? '';
    throw new InfrastructureError(`git ${args.join(' ')} failed (exit ${result.exitCode}): ${why}`);
  }
  return trim ? result.stdout.trim() : result.stdout;
}

/** The full SHA of a ref (branch, tag, SHA, `HEAD~1`) in `repoDir`, or undefined when unknown. */
export async function resolveCommit(repoDir: string, ref: string): Promise<string | undefined> {
  // git would read a leading dash as an option.
  if (ref.startsWith('-')) return undefined;
  try {
    return await git(repoDir, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    return undefined;
  }
}

/** A file as commit `sha` holds it (`path` relative to the root, `/`-separated), or undefined. */
export async function readFileAt(
  repoDir: string,
  sha: string,
  file: string,
): Promise<string | undefined> {
  try {
    return await git(repoDir, ['show', `${sha}:${file}`], false);
  } catch {
    return undefined;
  }
}

/** The SHA of `ref`, fetched from `origin` first when the (shallow) clone lacks it. */
export async function ensureCommit(repoDir: string, ref: string): Promise<string> {
  if (ref.startsWith('-')) {
    throw new UsageError(
      `${JSON.stringify(ref)} is not a commit or ref (a ref cannot start with -)`,
    );
  }
  const known = await resolveCommit(repoDir, ref);
  if (known !== undefined) return known;
  // --depth would turn a full clone (a local `verdict pr`) into a shallow one: only a shallow
  // clone is fetched shallowly.
  const shallow = (await git(repoDir, ['rev-parse', '--is-shallow-repository'])) === 'true';
  try {
    await git(repoDir, ['fetch', '--no-tags', ...(shallow ? ['--depth=1'] : []), 'origin', ref]);
  } catch (error) {
    throw new InfrastructureError(
      `commit ${ref} is not in this clone and could not be fetched from origin (${messageOf(error)}); check out with fetch-depth: 0 or fetch it before this step`,
    );
  }
  // A branch or tag name fetched by name lands in FETCH_HEAD, not in a local ref of that name.
  const fetched =
    (await resolveCommit(repoDir, ref)) ?? (await resolveCommit(repoDir, 'FETCH_HEAD'));
  if (fetched === undefined) throw new InfrastructureError(`commit ${ref} is not in this clone`);
  return fetched;
}

export async function addWorktree(repoDir: string, dir: string, sha: string): Promise<void> {
  await git(repoDir, ['worktree', 'add', '--detach', '--force', dir, sha]);
}

export async function removeWorktree(repoDir: string, dir: string): Promise<void> {
  await git(repoDir, ['worktree', 'remove', '--force', dir]).catch(() => undefined);
  await git(repoDir, ['worktree', 'prune']).catch(() => undefined);
}

/** The repository's top-level directory, or an error saying that this is not a git repository. */
export async function repositoryRoot(dir: string): Promise<string> {
  try {
    return await git(dir, ['rev-parse', '--show-toplevel']);
  } catch {
    throw new InfrastructureError(`${dir} is not inside a git repository`);
  }
}

/** The merge base of `head` and the default branch (origin/HEAD, main, master), if one resolves. */
export async function defaultBase(repoDir: string, head: string): Promise<string | undefined> {
  for (const candidate of ['origin/HEAD', 'origin/main', 'main', 'origin/master', 'master']) {
    if ((await resolveCommit(repoDir, candidate)) === undefined) continue;
    try {
      return await git(repoDir, ['merge-base', head, candidate]);
    } catch {
      // Unrelated histories: try the next candidate.
    }
  }
  return undefined;
}

/** Files changed since the merge base, or between the commits when too shallow; renames as both paths. */
export async function changedFiles(
  repoDir: string,
  baseSha: string,
  headSha: string,
): Promise<string[]> {
  const diff = (range: string[]) =>
    git(repoDir, ['diff', '--name-only', '--no-renames', '-z', ...range, '--'], false);
  let output: string;
  try {
    output = await diff([`${baseSha}...${headSha}`]);
  } catch {
    output = await diff([baseSha, headSha]);
  }
  return output.split('\0').filter((file) => file !== '');
}
