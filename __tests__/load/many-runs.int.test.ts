/**
 * Load (issue 12): 1,000 scripted runs at concurrency 8 through the real CLI, one suite of 10 tasks
 * × k = 100, with a trivial `sh` agent honouring the agent contract. Every run must be accounted
 * for: in runs.jsonl exactly once, and in the report's counts.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  expectCountsAddUp,
  expectEachRunOnce,
  newMark,
  orphansAfterSettling,
  readReport,
  readRunsFile,
  runDirectoriesOf,
  writeShSuite,
} from '../faults/fault-kit.js';
import { countBy, recordReliability } from '../helpers/reliability.js';
import { BIN } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

const TASKS = 10;
const K = 100;
const CONCURRENCY = 8;

function runVerdict(args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd,
      env: { ...process.env, CI: 'true', NO_COLOR: '1', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('load', () => {
  it(`${TASKS * K} scripted runs at concurrency ${CONCURRENCY}: every run accounted for exactly once`, async () => {
    const dir = await makeTempDir();
    const mark = newMark();
    const taskIds = Array.from({ length: TASKS }, (_, index) => `task-${index + 1}`);
    // Half the tasks pass, half fail, so that the counts are not all of one kind.
    const suite = await writeShSuite(
      dir,
      taskIds.map((id, index) => ({
        id,
        sh: index % 2 === 0 ? `echo ok > done.txt # ${mark}` : `echo no > done.txt # ${mark}`,
      })),
      { suiteId: 'load' },
    );
    const out = path.join(dir, 'out');
    const started = performance.now();
    const result = await runVerdict(
      [
        'run',
        suite,
        '--mode',
        'scripted',
        '--k',
        String(K),
        '--concurrency',
        String(CONCURRENCY),
        '--yes',
        '--out',
        out,
      ],
      { cwd: dir, env: { HOME: path.join(dir, 'home') } },
    );
    const seconds = (performance.now() - started) / 1000;
    expect(result.code, result.stderr.slice(-2_000)).toBe(0);

    const { records, torn } = await readRunsFile(out);
    expect(torn).toBe(0);
    expect(records).toHaveLength(TASKS * K);
    expectEachRunOnce(records, taskIds, K);
    expect(new Set(records.map((record) => record.runId)).size).toBe(1);
    const report = await readReport(out);
    expect(report.state).toBe('COMPLETE');
    expectCountsAddUp(report);
    expect(report.summary.counts).toMatchObject({
      total: TASKS * K,
      observed: TASKS * K,
      missing: 0,
      pass: (TASKS / 2) * K,
      fail: (TASKS / 2) * K,
      error: 0,
    });
    for (const task of report.tasks) expect(task.counts).toMatchObject({ total: K, observed: K });
    expect(await orphansAfterSettling([mark])).toEqual([]);
    expect(await runDirectoriesOf(report.runId)).toEqual([]);
    expect(seconds).toBeLessThan(150);
    recordReliability({
      section: 'load',
      subject: 'runner',
      case: `${TASKS * K} scripted runs, concurrency ${CONCURRENCY}`,
      tried: TASKS * K,
      planned: TASKS * K,
      accountedFor: countBy(records, (record) => record.status),
      runs: records.length,
      outcome: `each run once in runs.jsonl and counts; ${Math.round(seconds)} s`,
    });
  }, 180_000);
});
