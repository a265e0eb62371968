/**
 * The gate's facts from real directories ([20/23]): the base checkout's acknowledgements count,
 * the head's only say what they add; each evaluation's base report joins the history of the
 * default branch (once per report, with the task's hash), and an alternating task becomes flaky
 * and quarantined, then the unmatched counts are kept once per head commit.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Checkout } from '../../src/pr/checkout.js';
import type { ModeSection } from '../../src/pr/comment-model.js';
import { saveUnmatchedCounts } from '../../src/gate/acknowledged-counts.js';
import { gatherCommittedGateFacts, gatherGateFacts } from '../../src/pr/gate-facts.js';
import { readHistory } from '../../src/history/history-store.js';
import { makeReport, times } from '../compare/reports.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const execFileAsync = promisify(execFile);
const sha = (digit: string) => digit.repeat(40);

async function checkout(side: 'base' | 'head', root: string, entries: object[]): Promise<Checkout> {
  const dir = path.join(root, side);
  await mkdir(path.join(dir, 'evals'), { recursive: true });
  await writeFile(
    path.join(dir, 'evals', 'verdict-acknowledged.json'),
    JSON.stringify({ format: 'acknowledged/v1', acknowledged: entries }),
  );
  return { side, sha: sha(side === 'base' ? 'a' : 'b'), dir, suites: new Map() };
}

const SECTIONS: ModeSection[] = [
  {
    mode: 'replay',
    suites: [{ suiteId: 'smoke', base: { state: 'COMPLETE' }, head: { state: 'COMPLETE' } }],
  },
];

async function writeBaseReport(outDir: string, runId: string, passes: number): Promise<void> {
  const dir = path.join(outDir, 'base', 'replay', 'smoke');
  await mkdir(dir, { recursive: true });
  const report = makeReport(
    { wobbly: [...times('pass', passes), ...times('fail', 5 - passes)], steady: times('pass', 5) },
    { runId, conditions: { mode: 'replay', suiteId: 'smoke' } },
  );
  await writeFile(path.join(dir, 'report.json'), JSON.stringify(report));
}

const entry = (task: string, until = '2099-01-01') => ({
  task,
  change: 'regressed',
  reason: `${task} on purpose`,
  until,
});

describe('gatherGateFacts', () => {
  it('reads the base’s acknowledgements, names what the head adds, and grows the history', async () => {
    const root = await makeTempDir();
    const base = await checkout('base', root, [entry('smoke/a')]);
    const head = await checkout('head', root, [entry('smoke/a'), entry('smoke/b')]);
    const historyDir = path.join(root, 'history');
    const facts = [];
    for (const [index, passes] of [0, 5, 0, 5, 0].entries()) {
      const outDir = path.join(root, `out-${index}`);
      await writeBaseReport(outDir, `run-${index}`, passes);
      const evaluation = { ...base, sha: String(index).repeat(40) };
      facts.push(
        await gatherGateFacts({
          checkouts: { base: evaluation, head },
          suiteDir: 'evals',
          sections: SECTIONS,
          outDir,
          history: { dir: historyDir, sides: ['base'] },
          evaluatedAt: `2026-12-0${index + 1}T00:00:00.000Z`,
        }),
      );
    }
    const last = facts.at(-1)!;
    expect(last.acknowledgements.map((one) => one.task)).toEqual(['smoke/a']);
    expect(last.headOnly.map((one) => one.task)).toEqual(['smoke/b']);
    expect(last.problems).toEqual([]);
    const { entries } = await readHistory(historyDir, { suite: 'smoke', mode: 'replay' });
    expect(entries.map((one) => one.tasks.find((task) => task.task === 'wobbly')?.passes)).toEqual([
      0, 5, 0, 5, 0,
    ]);
    expect(last.history('smoke', 'replay', 'wobbly')).toMatchObject({
      quarantined: true,
      flaky: expect.stringContaining('flipped') as unknown,
      trend: '▁█▁█▁',
    });
    expect(last.history('smoke', 'replay', 'steady')).toMatchObject({
      quarantined: false,
      trend: '█████',
    });
    expect(last.history('smoke', 'live', 'wobbly')).toBeUndefined();
  });

  it('a bad base file is a problem line and acknowledges nothing; no history without a dir', async () => {
    const root = await makeTempDir();
    const base = await checkout('base', root, [
      { task: 'a', change: 'regressed', reason: '', until: '2099-01-01' },
    ]);
    const head = await checkout('head', root, []);
    const facts = await gatherGateFacts({
      checkouts: { base, head },
      suiteDir: 'evals',
      sections: SECTIONS,
      outDir: path.join(root, 'out'),
    });
    expect(facts.acknowledgements).toEqual([]);
    expect(facts.problems).toEqual([
      expect.stringMatching(
        /^evals\/verdict-acknowledged\.json \(base\): acknowledged\[0\]\.reason: /,
      ),
    ]);
    expect(facts.history('smoke', 'replay', 'a')).toBeUndefined();
  });

  it('keeps the unmatched counts once per head commit', async () => {
    const dir = await makeTempDir();
    await saveUnmatchedCounts(dir, sha('1'), { k: 1 });
    await saveUnmatchedCounts(dir, sha('1'), { k: 9 });
    const kept = JSON.parse(
      await readFile(path.join(dir, 'acknowledged-counts.json'), 'utf8'),
    ) as unknown;
    expect(kept).toEqual({ head: sha('1'), counts: { k: 1 } });
    await saveUnmatchedCounts(dir, sha('2'), { k: 2 });
    const next = JSON.parse(
      await readFile(path.join(dir, 'acknowledged-counts.json'), 'utf8'),
    ) as unknown;
    expect(next).toEqual({ head: sha('2'), counts: { k: 2 } });
  });
});

describe('gatherCommittedGateFacts (the merge job of shards)', () => {
  it('reads both commits’ files from git: the base’s count, the head’s only add', async () => {
    const repo = await makeTempDir();
    const run = (...args: string[]) =>
      execFileAsync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', ...args], { cwd: repo });
    await run('init', '-q');
    const file = path.join(repo, 'evals', 'verdict-acknowledged.json');
    await mkdir(path.dirname(file), { recursive: true });
    const write = (entries: object[]) =>
      writeFile(file, JSON.stringify({ format: 'acknowledged/v1', acknowledged: entries }));
    await write([entry('smoke/a')]);
    await run('add', '.');
    await run('commit', '-qm', 'base');
    const base = (await run('rev-parse', 'HEAD')).stdout.trim();
    await write([entry('smoke/a'), entry('smoke/b')]);
    await run('commit', '-qam', 'head');
    const head = (await run('rev-parse', 'HEAD')).stdout.trim();
    // The working tree says otherwise: only the commits count.
    await write([]);
    const facts = await gatherCommittedGateFacts({
      repoDir: repo,
      shas: { base, head },
      suiteDir: 'evals',
      sections: SECTIONS,
    });
    expect(facts.acknowledgements.map((one) => one.task)).toEqual(['smoke/a']);
    expect(facts.headOnly.map((one) => one.task)).toEqual(['smoke/b']);
    expect(facts.problems).toEqual([]);
    const none = await gatherCommittedGateFacts({
      repoDir: repo,
      shas: { base, head },
      suiteDir: 'other',
      sections: SECTIONS,
    });
    expect(none.acknowledgements).toEqual([]);
  });
});
