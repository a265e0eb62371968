/**
 * The git of a PR evaluation against real repositories in temp dirs: an origin, a shallow clone of
 * it as actions/checkout makes one, and a full clone as a developer has one.
 */
import { execFile } from 'node:child_process';
import { readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { InfrastructureError, UsageError } from '../../src/errors.js';
import {
  addWorktree,
  defaultBase,
  ensureCommit,
  removeWorktree,
  repositoryRoot,
  resolveCommit,
} from '../../src/pr/git.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const newTempDir = useTempDirs();

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@localhost',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@localhost',
  GIT_TERMINAL_PROMPT: '0',
};

async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)('git', args, { cwd, env: GIT_ENV });
  return stdout.trim();
}

/** Commits `files` on the current branch and returns the new commit's SHA. */
async function commit(repo: string, message: string, files: Record<string, string>) {
  await writeTree(repo, files);
  await git(repo, 'add', '--all');
  await git(repo, '-c', 'commit.gpgsign=false', 'commit', '--quiet', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

const isShallow = async (repo: string) =>
  (await git(repo, 'rev-parse', '--is-shallow-repository')) === 'true';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * An origin on `main` with two commits (`older`, then `newer`), which serves any commit by SHA (as
 * GitHub does), and a `feature` branch from `older`.
 */
async function makeOrigin() {
  const origin = path.join(await newTempDir(), 'origin');
  await git(path.dirname(origin), 'init', '--quiet', '-b', 'main', origin);
  await git(origin, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
  const older = await commit(origin, 'older', { 'agent.txt': 'older\n' });
  const newer = await commit(origin, 'newer', { 'agent.txt': 'newer\n' });
  await git(origin, 'checkout', '--quiet', '-b', 'feature', older);
  const feature = await commit(origin, 'feature', { 'feature.txt': 'feature\n' });
  await git(origin, 'checkout', '--quiet', 'main');
  return { origin, older, newer, feature };
}

/** `git clone [--depth=1] file://origin`: the default checkout of actions/checkout is shallow. */
async function cloneOf(origin: string, options: { shallow: boolean }) {
  const clone = path.join(await newTempDir(), 'clone');
  await git(
    path.dirname(clone),
    'clone',
    '--quiet',
    ...(options.shallow ? ['--depth=1', '--single-branch', '--branch', 'main'] : []),
    pathToFileURL(origin).href,
    clone,
  );
  return clone;
}

describe('resolveCommit', () => {
  it('resolves branches, tags, relative refs and abbreviated SHAs to the full SHA', async () => {
    const { origin, older, newer, feature } = await makeOrigin();
    await git(origin, 'tag', 'v1', older);
    await git(origin, 'tag', '-a', '-m', 'annotated', 'v2', newer);
    expect(await resolveCommit(origin, 'main')).toBe(newer);
    expect(await resolveCommit(origin, 'HEAD')).toBe(newer);
    expect(await resolveCommit(origin, 'HEAD~1')).toBe(older);
    expect(await resolveCommit(origin, 'feature')).toBe(feature);
    expect(await resolveCommit(origin, 'v1')).toBe(older);
    // An annotated tag is its commit, not the tag object.
    expect(await resolveCommit(origin, 'v2')).toBe(newer);
    expect(await resolveCommit(origin, older.slice(0, 10))).toBe(older);
    expect(await resolveCommit(origin, newer)).toBe(newer);
  });

  it('gives undefined for what is not a commit here', async () => {
    const { origin, newer } = await makeOrigin();
    expect(await resolveCommit(origin, 'no-such-branch')).toBeUndefined();
    expect(await resolveCommit(origin, 'HEAD~5')).toBeUndefined();
    expect(await resolveCommit(origin, 'f'.repeat(40))).toBeUndefined();
    expect(await resolveCommit(origin, `${newer}^{tree}`)).toBeUndefined();
    expect(await resolveCommit(origin, '--all')).toBeUndefined();
    expect(await resolveCommit(await newTempDir(), 'HEAD')).toBeUndefined();
  });
});

describe('ensureCommit', () => {
  it('fetches the older commit a shallow clone lacks, by SHA, and keeps the clone shallow', async () => {
    const { origin, older, newer } = await makeOrigin();
    const clone = await cloneOf(origin, { shallow: true });
    expect(await isShallow(clone)).toBe(true);
    expect(await resolveCommit(clone, older)).toBeUndefined();

    expect(await ensureCommit(clone, older)).toBe(older);
    expect(await resolveCommit(clone, older)).toBe(older);
    expect(await isShallow(clone)).toBe(true);
    // The checkout itself is left alone.
    expect(await git(clone, 'rev-parse', 'HEAD')).toBe(newer);
    expect(await git(clone, 'status', '--porcelain')).toBe('');
  });

  it('returns a commit the clone has without fetching (origin may be gone)', async () => {
    const { origin, newer } = await makeOrigin();
    const clone = await cloneOf(origin, { shallow: true });
    await git(clone, 'remote', 'remove', 'origin');
    expect(await ensureCommit(clone, 'HEAD')).toBe(newer);
    expect(await ensureCommit(clone, newer)).toBe(newer);
  });

  it('fetches a branch the clone does not have by its name', async () => {
    const { origin, feature } = await makeOrigin();
    const clone = await cloneOf(origin, { shallow: true });
    expect(await resolveCommit(clone, 'feature')).toBeUndefined();
    expect(await ensureCommit(clone, 'feature')).toBe(feature);
    expect(await resolveCommit(clone, feature)).toBe(feature);
  });

  it('fetches a new commit into a full clone without making it shallow', async () => {
    const { origin } = await makeOrigin();
    const clone = await cloneOf(origin, { shallow: false });
    const later = await commit(origin, 'later', { 'agent.txt': 'later\n' });
    expect(await resolveCommit(clone, later)).toBeUndefined();
    expect(await ensureCommit(clone, later)).toBe(later);
    expect(await isShallow(clone)).toBe(false);
    // Its whole history came with it: the merge base with the clone's main resolves.
    expect(await git(clone, 'merge-base', later, 'main')).toBe(
      await git(clone, 'rev-parse', 'main'),
    );
  });

  it('names the ref and says what to do when origin does not have it', async () => {
    const { origin } = await makeOrigin();
    const clone = await cloneOf(origin, { shallow: true });
    const missing = 'e'.repeat(40);
    const failure = ensureCommit(clone, missing);
    await expect(failure).rejects.toBeInstanceOf(InfrastructureError);
    await expect(failure).rejects.toThrow(
      new RegExp(
        `^commit ${missing} is not in this clone and could not be fetched from origin .*fetch-depth: 0`,
        's',
      ),
    );
    await expect(ensureCommit(clone, 'no-such-branch')).rejects.toThrow(
      /^commit no-such-branch is not in this clone and could not be fetched/,
    );
  });

  it('names the ref when there is no origin to fetch from', async () => {
    const { origin, older } = await makeOrigin();
    const clone = await cloneOf(origin, { shallow: true });
    await git(clone, 'remote', 'remove', 'origin');
    await expect(ensureCommit(clone, older)).rejects.toThrow(
      new RegExp(`^commit ${older} is not in this clone`),
    );
  });

  it('refuses a ref that git would read as an option', async () => {
    const { origin } = await makeOrigin();
    const clone = await cloneOf(origin, { shallow: true });
    const failure = ensureCommit(clone, '--upload-pack=touch pwned');
    await expect(failure).rejects.toBeInstanceOf(UsageError);
    await expect(failure).rejects.toThrow(/cannot start with -/);
    expect(await exists(path.join(clone, 'pwned'))).toBe(false);
  });
});

describe('addWorktree and removeWorktree', () => {
  it('checks out a commit beside the user’s checkout and removes it again', async () => {
    const { origin, older, newer } = await makeOrigin();
    const clone = await cloneOf(origin, { shallow: true });
    await ensureCommit(clone, older);
    const work = await newTempDir();
    const base = path.join(work, 'base');
    const head = path.join(work, 'head');

    await addWorktree(clone, base, older);
    await addWorktree(clone, head, newer);
    expect(await readFile(path.join(base, 'agent.txt'), 'utf8')).toBe('older\n');
    expect(await readFile(path.join(head, 'agent.txt'), 'utf8')).toBe('newer\n');
    expect(await git(base, 'rev-parse', 'HEAD')).toBe(older);
    // Detached: no branch is created or moved.
    expect(await git(base, 'branch', '--show-current')).toBe('');
    expect(await git(clone, 'worktree', 'list', '--porcelain')).toContain(`worktree ${base}`);
    // The user's checkout is untouched.
    expect(await git(clone, 'rev-parse', 'HEAD')).toBe(newer);
    expect(await readFile(path.join(clone, 'agent.txt'), 'utf8')).toBe('newer\n');

    // A run leaves files behind; the worktree goes anyway.
    await writeTree(base, { 'agent.txt': 'edited by a run\n', 'out/report.json': '{}' });
    await removeWorktree(clone, base);
    await removeWorktree(clone, head);
    expect(await exists(base)).toBe(false);
    expect(await exists(head)).toBe(false);
    expect(await git(clone, 'worktree', 'list', '--porcelain')).not.toContain(work);
    expect(await git(clone, 'status', '--porcelain')).toBe('');
  });

  it('removes quietly what is already gone, and prunes a worktree deleted by hand', async () => {
    const { origin, older } = await makeOrigin();
    const work = await newTempDir();
    const dir = path.join(work, 'base');
    await addWorktree(origin, dir, older);
    await rm(dir, { recursive: true, force: true });
    await removeWorktree(origin, dir);
    expect(await git(origin, 'worktree', 'list', '--porcelain')).not.toContain(dir);
    await expect(removeWorktree(origin, dir)).resolves.toBeUndefined();
  });

  it('fails with the git message when the commit is unknown', async () => {
    const { origin } = await makeOrigin();
    const dir = path.join(await newTempDir(), 'base');
    await expect(addWorktree(origin, dir, 'f'.repeat(40))).rejects.toBeInstanceOf(
      InfrastructureError,
    );
    expect(await exists(dir)).toBe(false);
  });
});

describe('defaultBase', () => {
  it('is the merge base of the head with main', async () => {
    const { origin, older, feature } = await makeOrigin();
    expect(await defaultBase(origin, 'feature')).toBe(older);
    expect(await defaultBase(origin, feature)).toBe(older);
  });

  it('uses origin’s default branch in a clone', async () => {
    const { origin, older } = await makeOrigin();
    const clone = await cloneOf(origin, { shallow: false });
    // The local main may be stale or gone; origin/HEAD decides.
    await git(clone, 'checkout', '--quiet', '-b', 'work', 'origin/feature');
    await git(clone, 'branch', '--quiet', '-D', 'main');
    expect(await defaultBase(clone, 'HEAD')).toBe(older);
  });

  it('falls back to master', async () => {
    const repo = path.join(await newTempDir(), 'repo');
    await git(path.dirname(repo), 'init', '--quiet', '-b', 'master', repo);
    const first = await commit(repo, 'first', { 'a.txt': '1\n' });
    await git(repo, 'checkout', '--quiet', '-b', 'topic');
    await commit(repo, 'topic', { 'b.txt': '2\n' });
    await git(repo, 'checkout', '--quiet', 'master');
    await commit(repo, 'second', { 'a.txt': '2\n' });
    expect(await defaultBase(repo, 'topic')).toBe(first);
  });

  it('is undefined without main or master, or without common history', async () => {
    const repo = path.join(await newTempDir(), 'repo');
    await git(path.dirname(repo), 'init', '--quiet', '-b', 'trunk', repo);
    await commit(repo, 'first', { 'a.txt': '1\n' });
    expect(await defaultBase(repo, 'HEAD')).toBeUndefined();

    await git(repo, 'checkout', '--quiet', '--orphan', 'main');
    await commit(repo, 'unrelated', { 'c.txt': '3\n' });
    expect(await defaultBase(repo, 'trunk')).toBeUndefined();
  });
});

describe('repositoryRoot', () => {
  it('finds the top level from a subdirectory, and says when there is no repository', async () => {
    const { origin } = await makeOrigin();
    await writeTree(origin, { 'evals/suite/README.md': 'x\n' });
    const root = await repositoryRoot(path.join(origin, 'evals', 'suite'));
    expect(root).toBe(await git(origin, 'rev-parse', '--show-toplevel'));
    const elsewhere = await newTempDir();
    await expect(repositoryRoot(elsewhere)).rejects.toThrow(
      `${elsewhere} is not inside a git repository`,
    );
  });
});
