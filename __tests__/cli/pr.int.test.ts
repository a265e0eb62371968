/**
 * `verdict pr`: the Action's evaluate flow on a real git repository, without GitHub — each commit
 * in its own worktree, its own setup, its own suites and cassettes — printing the comment.
 */
import { execFile } from 'node:child_process';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createPrRepository, type Repository } from '../helpers/action-harness.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { recordReliability } from '../helpers/reliability.js';

const makeTempDir = useTempDirs();
const git = async (cwd: string, ...args: string[]): Promise<string> =>
  (await promisify(execFile)('git', args, { cwd })).stdout.trim();

/** main holds two bundled tasks with their cassettes; branch `change` rewords fix-add's prompt. */
async function makeRepository(): Promise<Repository> {
  return createPrRepository(path.join(await makeTempDir(), 'repo'), {
    tasks: ['fix-add', 'implement-slugify'],
    headBranch: 'change',
    headFiles: { READY: 'head can set up\n' },
  });
}

describe('verdict pr', () => {
  it('evaluates base and head side by side and prints the comment the bot would post', async () => {
    const repo = await makeRepository();
    const out = path.join(await makeTempDir(), 'out');
    // No --base: the merge base of HEAD (branch `change`) with main.
    const result = await runCliProcess(['pr', '--out', out], { cwd: repo.dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^<!-- verdict:pr-comment:[0-9a-f]{12} -->/);
    expect(result.stdout).toMatch(/\| fix-add \| \*\*diverged\*\*/);
    expect(result.stdout).toMatch(/\| implement-slugify \| unchanged/);
    expect(result.stdout).toContain(repo.baseSha.slice(0, 7));
    expect(result.stdout).toContain(repo.headSha.slice(0, 7));
    expect(result.stderr).toMatch(/verdict pr: diverged; files in /);
    expect(await readFile(path.join(out, 'comparison.md'), 'utf8')).toBe(result.stdout);
    for (const file of [
      'base/replay/smoke-coding/report.json',
      'head/replay/smoke-coding/runs.jsonl',
      'comparison/replay/smoke-coding/comparison.json',
      'comparison.json',
    ]) {
      await access(path.join(out, file));
    }
    // The worktrees are gone and the user's checkout is untouched, but for the history of the
    // default branch in .verdict/ (the base's results joined it).
    expect(await git(repo.dir, 'worktree', 'list')).not.toMatch(/verdict-pr-/);
    expect(await git(repo.dir, 'status', '--porcelain')).toBe('?? .verdict/');
    const history = path.join(repo.dir, '.verdict', 'history', 'smoke-coding.replay.jsonl');
    expect(await readFile(history, 'utf8')).toContain(repo.baseSha);
  }, 180_000);

  it('reports a side whose setup failed as infrastructure, never as a regression', async () => {
    const repo = await makeRepository();
    const result = await runCliProcess(
      [
        'pr',
        '--base',
        repo.baseSha,
        '--head',
        'change',
        '--setup',
        'test -f READY || { echo "cannot set up: READY is missing" >&2; exit 3; }',
        '--out',
        path.join(await makeTempDir(), 'out'),
      ],
      { cwd: repo.dir },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /base: \*\*NOT_RUN\*\*.*setup failed \(exit 3\).*READY is missing/,
    );
    expect(result.stdout).not.toMatch(/regressed \|/);
    expect(result.stderr).toMatch(/verdict pr: incomplete;/);
  }, 180_000);

  it('gives setup an allow-listed environment: no Action input, token or key (S2)', async () => {
    const repo = await makeRepository();
    const dump = path.join(await makeTempDir(), 'setup-env.txt');
    const result = await runCliProcess(
      [
        'pr',
        '--base',
        repo.baseSha,
        '--head',
        'change',
        '--setup',
        `env >> ${dump}`,
        '--out',
        path.join(await makeTempDir(), 'out'),
      ],
      {
        cwd: repo.dir,
        env: {
          'INPUT_API-KEY': 'sk-live-key-of-the-workflow',
          'INPUT_GITHUB-TOKEN': 'ghs_token_of_the_workflow',
          GITHUB_TOKEN: 'ghs_another_token',
          OPENAI_API_KEY: 'sk-openai-key',
          AWS_SECRET_ACCESS_KEY: 'aws-secret',
          GITHUB_REPOSITORY: 'octo-org/widgets',
          npm_config_cache: '/tmp/npm-cache-of-the-runner',
        },
      },
    );
    expect(result.code, result.stderr).toBe(0);
    const seen = await readFile(dump, 'utf8');
    const secrets = ['sk-live-key', 'ghs_token', 'ghs_another', 'sk-openai', 'aws-secret'];
    for (const secret of secrets) expect(seen).not.toContain(secret);
    expect(seen).not.toMatch(/^INPUT_/m);
    // What a build needs stays.
    expect(seen).toMatch(/^PATH=/m);
    expect(seen).toContain('GITHUB_REPOSITORY=octo-org/widgets');
    expect(seen).toContain('npm_config_cache=/tmp/npm-cache-of-the-runner');
    recordReliability({
      section: 'attacks',
      subject: 'setup command',
      case: 'dumps its environment (S2)',
      tried: 1,
      planned: secrets.length,
      accountedFor: { 'kept out': secrets.filter((secret) => !seen.includes(secret)).length },
      outcome: 'no Action input, token or key in it',
    });
  }, 180_000);

  it('names a bad invocation (exit 2): unknown mode, a directory outside git', async () => {
    const repo = await makeRepository();
    const mode = await runCliProcess(['pr', '--mode', 'sometimes'], { cwd: repo.dir });
    expect(mode.code).toBe(2);
    expect(mode.stderr).toMatch(/--mode "sometimes": expected replay, live or both/);
    const outside = await runCliProcess(['pr'], { cwd: await makeTempDir() });
    expect(outside.code).not.toBe(0);
    expect(outside.stderr).toMatch(/not inside a git repository/);
    expect(outside.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
