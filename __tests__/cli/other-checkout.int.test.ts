/**
 * Cassettes replay from another checkout (SPEC §1, §4): an agent that names its own install in its
 * requests is recorded in one clone of a repository and replayed, with zero divergence, from a
 * clone in another directory — and through `verdict pr`, whose base and head run from worktrees of
 * their own. Real git repositories, the real CLI, a real agent process.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const git = async (cwd: string, ...args: string[]): Promise<string> =>
  (await promisify(execFile)('git', args, { cwd })).stdout.trim();

const AGENT = path.join(REPO_ROOT, '__tests__', 'fixtures', 'agents', 'self-aware-agent.mjs');

const suite = {
  schemaVersion: 1,
  suiteId: 'self-aware',
  suiteVersion: '1.0.0',
  tasks: [
    {
      id: 'greet',
      prompt: 'Write "hello" to out.txt.',
      fixture: 'fixtures/greet',
      budget: { maxTurns: 5, maxWallMs: 60000 },
      policy: { mode: 'auto', allow: ['write'] },
      verifiers: [{ kind: 'file-contains', id: 'out', path: 'out.txt', text: 'hello' }],
    },
  ],
};

const script = {
  format: 'script/v1',
  turns: [
    { toolCalls: [{ name: 'read_file', arguments: { path: 'README.md' } }] },
    { toolCalls: [{ name: 'write_file', arguments: { path: 'out.txt', content: 'hello\n' } }] },
    { content: 'Wrote hello to out.txt.' },
  ],
};

/** A repository whose agent lives in it (`agent/`), with a suite and its script; no cassette yet. */
async function makeRepository(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'agent'), { recursive: true });
  await cp(AGENT, path.join(dir, 'agent', 'self-aware-agent.mjs'));
  const suiteDir = path.join(dir, 'evals', 'self-aware');
  await mkdir(path.join(suiteDir, 'fixtures', 'greet'), { recursive: true });
  await mkdir(path.join(suiteDir, 'scripts'), { recursive: true });
  await writeFile(path.join(suiteDir, 'fixtures', 'greet', 'README.md'), 'Say hello.\n');
  await writeFile(path.join(suiteDir, 'suite.json'), JSON.stringify(suite, null, 2));
  await writeFile(path.join(suiteDir, 'scripts', 'greet.json'), JSON.stringify(script, null, 2));
  await writeFile(
    path.join(dir, 'verdict.config.json'),
    JSON.stringify({
      agents: { 'self-aware': { command: ['node', './agent/self-aware-agent.mjs'] } },
      default: 'self-aware',
    }),
  );
  await git(dir, 'init', '--quiet', '--initial-branch=main');
  await git(dir, 'add', '--all');
  await git(dir, 'commit', '--quiet', '-m', 'agent and suite');
}

describe('a cassette recorded in one checkout', () => {
  it('replays with zero divergence from a clone elsewhere, and through verdict pr', async () => {
    const laptop = path.join(await makeTempDir(), 'laptop', 'agent-repo');
    await makeRepository(laptop);
    const recorded = await runCliProcess(
      ['record', 'evals/self-aware', '--provider', 'scripted', '--allow-write', '--yes'],
      { cwd: laptop },
    );
    expect(recorded.code, recorded.stderr + recorded.stdout).toBe(0);
    const cassette = await readFile(
      path.join(laptop, 'evals', 'self-aware', 'cassettes', 'greet.jsonl'),
      'utf8',
    );
    // The agent's install path is kept as a token, never as this checkout's path.
    expect(cassette).toContain('<AGENT_CONFIG>/agent/docs');
    expect(cassette).not.toContain(laptop);
    await git(laptop, 'add', '--all');
    await git(laptop, 'commit', '--quiet', '-m', 'record the cassette');
    await git(laptop, 'checkout', '--quiet', '-b', 'change');
    await writeFile(path.join(laptop, 'NOTES.md'), 'a change that does not touch the agent\n');
    await git(laptop, 'add', '--all');
    await git(laptop, 'commit', '--quiet', '-m', 'notes');

    const ci = path.join(await makeTempDir(), 'runner', 'work', 'checkout');
    await mkdir(path.dirname(ci), { recursive: true });
    await git(path.dirname(ci), 'clone', '--quiet', '--branch', 'change', laptop, ci);
    const out = path.join(await makeTempDir(), 'out');
    const replayed = await runCliProcess(
      ['run', 'evals/self-aware', '--mode', 'replay', '--allow-write', '--yes', '--out', out],
      { cwd: ci },
    );
    expect(replayed.code, replayed.stderr + replayed.stdout).toBe(0);
    const runs = (await readFile(path.join(out, 'runs.jsonl'), 'utf8'))
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { status: string; error?: unknown });
    expect(runs.map((run) => run.status)).toEqual(['pass']);

    const prOut = path.join(await makeTempDir(), 'pr-out');
    const pr = await runCliProcess(['pr', '--base', 'main', '--out', prOut], { cwd: ci });
    expect(pr.code, pr.stderr).toBe(0);
    expect(pr.stdout).toMatch(/\| greet \| unchanged/);
    expect(pr.stdout).not.toMatch(/diverged/);
    expect(await readdir(prOut)).toContain('comparison.json');
  }, 180_000);
});
