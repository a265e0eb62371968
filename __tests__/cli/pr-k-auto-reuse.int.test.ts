/**
 * `verdict pr --k auto --reuse-dir`: the base's stored rounds are reused one repetition at a time
 * (src/pr/adaptive-base-reuse.ts). A real git repository, each side in its own worktree, a real
 * model server on 127.0.0.1 that sees every request; head marks every prompt, so each request says
 * which side sent it. Base fixes fix-add; on branch `change` head writes it wrongly from memory;
 * implement-slugify passes everywhere. Branch `tidy` changes nothing the agent sees.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { createPrRepository, type Repository } from '../helpers/action-harness.js';
import { FROM_MEMORY, readRuns, respondFixAdd } from '../helpers/fix-add-model.js';
import { KeyedModelServer } from '../helpers/keyed-model-server.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const exec = promisify(execFile);
const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const HEAD_MARK = ' (head)';
const env = { OPENAI_API_KEY: 'sk-test-k-auto-reuse-0123456789' };

/** The requests since `from`, by the side whose prompt they carry (head marks every prompt). */
function sidesSince(server: KeyedModelServer, from: number) {
  const requests = server.requests.slice(from);
  const head = requests.filter((request) => request.prompt.includes(HEAD_MARK)).length;
  return { base: requests.length - head, head };
}

/**
 * main and two heads: `change` (fix-add from memory: regressed) and `tidy` (a file added: the
 * agent sees nothing new). On `change` every prompt carries HEAD_MARK.
 */
async function makeRepository(): Promise<Repository> {
  const repo = await createPrRepository(path.join(await makeTempDir(), 'repo'), {
    tasks: ['fix-add', 'implement-slugify'],
    headPromptSuffixes: { 'fix-add': `${FROM_MEMORY}${HEAD_MARK}`, 'implement-slugify': HEAD_MARK },
    headBranch: 'change',
  });
  const git = (...args: string[]) => exec('git', ['-C', repo.dir, ...args]);
  await git('checkout', '--quiet', '-b', 'tidy', 'main');
  await writeFile(path.join(repo.dir, 'NOTES.md'), 'notes\n');
  await git('add', 'NOTES.md');
  await git('-c', 'user.name=t', '-c', 'user.email=t@localhost', 'commit', '--quiet', '-m', 'tidy');
  await git('checkout', '--quiet', 'change');
  return repo;
}

const repetitions = (runs: readonly RunRecord[], taskId: string): number[] =>
  runs
    .filter((run) => run.taskId === taskId)
    .map((run) => run.repetition)
    .sort((a, b) => a - b);

function pr(
  repo: Repository,
  server: KeyedModelServer,
  { head, out, reuseDir, k }: { head: string; out: string; reuseDir: string; k: string[] },
) {
  return runCliProcess(
    [
      'pr',
      '--base',
      'main',
      '--head',
      head,
      '--mode',
      'live',
      ...k,
      '--base-url',
      server.baseUrl,
      '--model',
      'keyed-model',
      '--reuse-dir',
      reuseDir,
      '--out',
      out,
    ],
    { cwd: repo.dir, env },
  );
}

const AUTO = ['--k', 'auto', '--min-k', '3', '--max-k', '6', '--delta', '0.8'];

describe('verdict pr --k auto: the base stored rounds', () => {
  it('pairs the stored base run of each round with a fresh head run, and runs only what the store lacks', async () => {
    const server = await KeyedModelServer.start(respondFixAdd);
    servers.push(server);
    const repo = await makeRepository();
    const reuseDir = path.join(await makeTempDir(), 'kept');

    // First head: nothing changed, both tasks stop at min-k with no change: 3 rounds stored.
    const first = await pr(repo, server, {
      head: 'tidy',
      out: path.join(await makeTempDir(), 'out'),
      reuseDir,
      k: AUTO,
    });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).not.toContain('Base reused');
    // Base and head alike: fix-add 3 runs of three calls, slugify 3 of three, on each side.
    expect(server.requests).toHaveLength(2 * (9 + 9));
    const entries = (await readdir(reuseDir)).filter((name) => /^[0-9a-f]{64}$/.test(name));
    expect(entries).toHaveLength(1);
    const entry = JSON.parse(
      await readFile(path.join(reuseDir, entries[0]!, 'entry.json'), 'utf8'),
    ) as { parts: Record<string, unknown>; runId: string; storedAt: string };
    expect(entry.parts).toMatchObject({
      commit: repo.baseSha,
      k: 6,
      adaptive: { minK: 3, maxK: 6 },
      seed: 0,
    });
    const firstBase = await readRuns(path.join(reuseDir, entries[0]!));
    expect(repetitions(firstBase, 'fix-add')).toEqual([1, 2, 3]);
    expect(repetitions(firstBase, 'implement-slugify')).toEqual([1, 2, 3]);

    // Second head: fix-add regresses and runs 6 rounds; rounds 1–3 of the base are stored.
    const out = path.join(await makeTempDir(), 'out');
    const before = server.requests.length;
    const second = await pr(repo, server, { head: 'change', out, reuseDir, k: AUTO });
    expect(second.code, second.stderr).toBe(0);
    // Base: only fix-add's rounds 4 to 6 ran (three calls each); head: 6 × 2 + 3 × 3.
    expect(sidesSince(server, before)).toEqual({ base: 9, head: 21 });

    const baseDir = path.join(out, 'base', 'live', 'smoke-coding');
    const baseRuns = await readRuns(baseDir);
    expect(repetitions(baseRuns, 'fix-add')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(repetitions(baseRuns, 'implement-slugify')).toEqual([1, 2, 3]);
    const storedIds = new Set(firstBase.map((run) => run.runId));
    const reused = baseRuns.filter((run) => storedIds.has(run.runId));
    expect(reused.map((run) => `${run.taskId}#${run.repetition}`).sort()).toEqual([
      'fix-add#1',
      'fix-add#2',
      'fix-add#3',
      'implement-slugify#1',
      'implement-slugify#2',
      'implement-slugify#3',
    ]);

    const comparison = ComparisonSchema.parse(
      JSON.parse(
        await readFile(path.join(out, 'comparison/live/smoke-coding/comparison.json'), 'utf8'),
      ),
    );
    const tasks = new Map(comparison.tasks.map((task) => [task.taskId, task]));
    expect(tasks.get('fix-add')?.verdict).toBe('regressed');
    // Round 6 is max-k, where the horizon's test (level α/2) adds ½ · 40 to ½ · 141.
    expect(tasks.get('fix-add')?.adaptive?.stop).toBe(
      'stopped after 6 + 6 runs: regressed, e = 90 ≥ 40',
    );
    expect(tasks.get('implement-slugify')?.verdict).toBe('no_change');
    expect(comparison.adaptive?.runs).toEqual({ spent: 18, fixedK: 24 });
    expect(second.stdout).toContain('**Base reused:**');
    expect(second.stdout).toContain("k auto reused 6 of the base's 9 live run(s)");

    // Stored back: the next evaluation on this base has fix-add's rounds 4 to 6 too, and the
    // entry keeps the date of its oldest runs.
    const after = JSON.parse(
      await readFile(path.join(reuseDir, entries[0]!, 'entry.json'), 'utf8'),
    ) as { storedAt: string };
    expect(after.storedAt).toBe(entry.storedAt);
    const storedNow = await readRuns(path.join(reuseDir, entries[0]!));
    expect(repetitions(storedNow, 'fix-add')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(repetitions(storedNow, 'implement-slugify')).toEqual([1, 2, 3]);

    // A re-run of the same two commits continues the tests, numbering its rounds from 1 again:
    // their base runs of repetitions 1–3 are already counted, so the base runs live.
    const rerunFrom = server.requests.length;
    const rerun = await pr(repo, server, {
      head: 'change',
      out: path.join(await makeTempDir(), 'again'),
      reuseDir,
      k: AUTO,
    });
    expect(rerun.code, rerun.stderr).toBe(0);
    // implement-slugify goes on for min-k more rounds on both sides; fix-add had decided.
    expect(sidesSince(server, rerunFrom)).toEqual({ base: 9, head: 9 });
    expect(rerun.stdout).toContain("k auto did not reuse the base's stored runs");
    expect(rerun.stdout).not.toContain('**Base reused:**');
  }, 300_000);

  it('never mixes a fixed-k store with k auto, either way', async () => {
    const server = await KeyedModelServer.start(respondFixAdd);
    servers.push(server);
    const repo = await makeRepository();
    // max-k = k: the stores differ only by the rule.
    const auto = ['--k', 'auto', '--min-k', '3', '--max-k', '3', '--delta', '0.8'];
    const fixed = ['--k', '3'];
    const evaluate = async (reuseDir: string, k: string[], head = 'change') => {
      const before = server.requests.length;
      const result = await pr(repo, server, {
        head,
        out: path.join(await makeTempDir(), 'out'),
        reuseDir,
        k,
      });
      expect(result.code, result.stderr).toBe(0);
      return {
        sides: sidesSince(server, before),
        total: server.requests.length - before,
        stdout: result.stdout,
      };
    };
    // Every base run, both tasks at 3 repetitions: fix-add and slugify three calls each.
    const wholeBase = 3 * 3 + 3 * 3;

    const fixedFirst = path.join(await makeTempDir(), 'fixed-first');
    expect((await evaluate(fixedFirst, fixed)).sides.base).toBe(wholeBase);
    const autoAfter = await evaluate(fixedFirst, auto);
    expect(autoAfter.sides.base).toBe(wholeBase);
    expect(autoAfter.stdout).not.toContain('Base reused');

    const autoFirst = path.join(await makeTempDir(), 'auto-first');
    expect((await evaluate(autoFirst, auto)).sides.base).toBe(wholeBase);
    const fixedAfter = await evaluate(autoFirst, fixed);
    expect(fixedAfter.sides.base).toBe(wholeBase);
    expect(fixedAfter.stdout).not.toContain('Base reused');

    // Each store still serves its own kind. k auto on another head (tidy: the same prompts as
    // the base, so only the total says it) calls the model for the head's 3 + 3 runs only.
    const autoAgain = await evaluate(autoFirst, auto, 'tidy');
    expect(autoAgain.total).toBe(wholeBase);
    expect(autoAgain.stdout).toContain('**Base reused:**');
    expect((await evaluate(fixedFirst, fixed)).sides.base).toBe(0);
  }, 400_000);
});
