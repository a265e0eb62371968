/**
 * `verdict history` through the real bin/verdict.js (SPEC §6) on a `.verdict/history` written by
 * the store: the per-task table with trend lines and the flaky status, `--flaky`, `--task`,
 * `--json`, an empty history, a corrupt line named on stderr, and a bad `--mode` refused (exit 2).
 */
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendHistory, historyFileOf } from '../../src/history/history-store.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { entryOf, type TaskCounts } from '../history/history-entries.js';

const makeTempDir = useTempDirs();

/** `flip` alternates 0/5 and 5/5 (flaky, quarantined); `steady` passes 4 of 5, skipping one. */
async function writtenHistory(): Promise<string> {
  const cwd = await makeTempDir();
  const flips = [0, 5, 0, 5, 0, 5];
  for (const [index, passes] of flips.entries()) {
    const steady: TaskCounts = index === 2 ? {} : { steady: [4, 5] };
    await appendHistory(
      path.join(cwd, '.verdict', 'history'),
      entryOf(index, { flip: [passes, 5], ...steady }),
    );
  }
  return cwd;
}

describe('verdict history', () => {
  it('prints each task: its commits, rates and intervals, trend and flaky status', async () => {
    const cwd = await writtenHistory();
    const result = await runCliProcess(['history', '--limit', '4'], { cwd });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatchInlineSnapshot(`
      "smoke (replay): 6 evaluations of main, oldest first

      flip  ▁█▁█  flaky, quarantined at 0303030
        pass rate 0.0–100.0 % over the last 6 evaluations of main; 5/5 at 0101010 lies above the intervals of evaluations before and after it; majority flipped 5 times
        0202020  0/5    0.0–43.4 %
        0303030  5/5    56.6–100.0 %
        0404040  0/5    0.0–43.4 %
        0505050  5/5    56.6–100.0 %

      steady  ·▇▇▇  stable
        pass rate 80.0–80.0 % over the last 5 evaluations of main; majority flipped 0 times
        0202020  did not run
        0303030  4/5    37.6–96.4 %
        0404040  4/5    37.6–96.4 %
        0505050  4/5    37.6–96.4 %
      "
    `);
  });

  it('lists only the flaky tasks with --flaky, and one task with --task', async () => {
    const cwd = await writtenHistory();
    const flaky = await runCliProcess(['history', '--flaky'], { cwd });
    expect(flaky.code, flaky.stderr).toBe(0);
    expect(flaky.stdout).toMatch(/^flip {2}▁█▁█▁█ {2}flaky, quarantined at 0303030$/m);
    expect(flaky.stdout).not.toContain('steady');
    const one = await runCliProcess(['history', '--task', 'steady', '--mode', 'replay'], { cwd });
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toMatch(/^steady {2}▇▇·▇▇▇ {2}stable$/m);
    expect(one.stdout).not.toMatch(/^flip /m);
    const unknown = await runCliProcess(['history', '--task', 'nope'], { cwd });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no task "nope" in the history of main; it has flip, steady');
  });

  it('prints the classification and trend as JSON with --json', async () => {
    const cwd = await writtenHistory();
    const result = await runCliProcess(['history', '--json', '--task', 'flip', '--limit', '2'], {
      cwd,
    });
    expect(result.code, result.stderr).toBe(0);
    const printed = JSON.parse(result.stdout) as { histories: unknown[]; problems: unknown[] };
    expect(printed.problems).toEqual([]);
    expect(printed.histories).toEqual([
      {
        suite: 'smoke',
        mode: 'replay',
        evaluations: 6,
        tasks: [
          expect.objectContaining({
            task: 'flip',
            status: 'flaky',
            quarantined: true,
            evaluations: 6,
            trend: [
              expect.objectContaining({ passes: 0, runs: 5, low: 0 }),
              expect.objectContaining({ passes: 5, runs: 5, high: 1 }),
            ],
          }),
        ],
      },
    ]);
  });

  it('says how history is recorded when there is none, and names a corrupt line', async () => {
    const cwd = await makeTempDir();
    const empty = await runCliProcess(['history'], { cwd });
    expect(empty.code, empty.stderr).toBe(0);
    expect(empty.stdout).toMatch(/^No history of main in \.verdict\/history\. Each evaluation/);
    const dir = path.join(cwd, '.verdict', 'history');
    await appendHistory(dir, entryOf(1, { t: [1, 1] }));
    await appendFile(historyFileOf(dir, 'smoke', 'replay'), 'not json\n');
    const corrupt = await runCliProcess(['history'], { cwd });
    expect(corrupt.code).toBe(0);
    expect(corrupt.stderr).toMatch(
      /^verdict: history: skipped .*smoke\.replay\.jsonl: line 2: \(line\): not valid JSON; skipped$/m,
    );
    expect(corrupt.stdout).toMatch(/^t {2}█ {2}unknown$/m);
  });

  it('refuses a bad --mode with exit 2', async () => {
    const result = await runCliProcess(['history', '--mode', 'scripted'], {
      cwd: await makeTempDir(),
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--mode "scripted": expected live or replay');
    expect(result.stdout).toBe('');
  });
});
