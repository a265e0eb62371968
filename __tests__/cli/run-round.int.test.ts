/**
 * `verdict run --k auto --round R` on the real CLI against a real model server on 127.0.0.1: each
 * round appends repetition R of the tasks it is given to the same run directory (same run id,
 * earlier records kept), a round already judged is not run again, the conditions say max-k and
 * the rule's bounds, and `--k auto` without a round, or outside live, is refused (exit 2).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/report/report-schema.js';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { KeyedModelServer } from '../helpers/keyed-model-server.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

const env = { OPENAI_API_KEY: 'sk-test-round-key-123456' };

async function setUp(): Promise<{ dir: string; cases: string; server: KeyedModelServer }> {
  const server = await KeyedModelServer.start(() => ({ kind: 'text', text: 'Done.' }));
  servers.push(server);
  const dir = await makeTempDir();
  const cases = path.join(dir, 'greetings.json');
  await writeFile(
    cases,
    JSON.stringify([
      { name: 'says done', prompt: 'Say done.', expect: { contains: ['Done'] } },
      { name: 'says hello', prompt: 'Say hello.', expect: { contains: ['Hello'] } },
    ]),
  );
  return { dir, cases, server };
}

async function readRuns(dir: string): Promise<RunRecord[]> {
  const text = await readFile(path.join(dir, 'runs.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => RunRecordSchema.parse(JSON.parse(line)));
}

describe('verdict run --k auto --round R', () => {
  it('appends each round to the side directory, and runs a judged round no second time', async () => {
    const { dir, cases, server } = await setUp();
    const out = path.join(dir, 'side');
    const round = (number: number, tasks?: string) =>
      runCliProcess(
        [
          'run',
          cases,
          '--yes',
          '--mode',
          'live',
          '--base-url',
          server.baseUrl,
          '--model',
          'round-model',
          '--seed',
          '7',
          '--k',
          'auto',
          '--min-k',
          '2',
          '--max-k',
          '4',
          '--round',
          String(number),
          ...(tasks === undefined ? [] : ['--round-tasks', tasks]),
          '--max-runs',
          '32',
          '--out',
          out,
        ],
        { cwd: dir, env },
      );
    const first = await round(1);
    expect(first.code, first.stderr).toBe(0);
    const firstReport = ReportSchema.parse(
      JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')),
    );
    expect(firstReport.conditions).toMatchObject({ k: 4, adaptive: { minK: 2, maxK: 4 } });
    const taskIds = firstReport.tasks.map((task) => task.taskId);
    expect(taskIds).toHaveLength(2);
    const [open] = taskIds as [string, string];

    const second = await round(2, open);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toMatch(/round 2 of .*: 1 run\(s\) to do/);
    // Round 2 again (as after a killed round): nothing left to run, nothing lost.
    const again = await round(2, open);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(/round 2 of .*: 0 run\(s\) to do/);
    expect(server.requests).toHaveLength(3);

    const runs = await readRuns(out);
    expect(runs.map((run) => [run.taskId, run.repetition, run.seed])).toEqual(
      expect.arrayContaining([
        [taskIds[0], 1, 8],
        [taskIds[1], 1, 8],
        [open, 2, 9],
      ]),
    );
    expect(runs).toHaveLength(3);
    expect(new Set(runs.map((run) => run.runId)).size).toBe(1);
    const report = ReportSchema.parse(
      JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')),
    );
    expect(report.runId).toBe(firstReport.runId);
    expect(report.state).toBe('COMPLETE');
    expect(report.summary.counts.observed).toBe(3);

    // compare --adaptive names a bad record's file and field, without a stack trace.
    const bad = path.join(dir, 'adaptive.json');
    await writeFile(bad, JSON.stringify({ format: 'adaptive/v1', rule: { alpha: 2 } }));
    const compared = await runCliProcess(
      ['compare', out, out, '--adaptive', bad, '--out', path.join(dir, 'cmp')],
      { cwd: dir },
    );
    expect(compared.code).toBe(2);
    expect(compared.stderr).toMatch(
      /--adaptive .*adaptive\.json: not a valid adaptive\/v1: rule\.alpha/,
    );
    expect(compared.stderr).not.toMatch(/\n\s+at /);
    await writeFile(bad, '{ not json');
    const unreadable = await runCliProcess(['compare', out, out, '--adaptive', bad], { cwd: dir });
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toMatch(/--adaptive .*adaptive\.json: cannot read it as JSON/);
  }, 120_000);

  it('refuses --k auto without a round, outside live, a round without --k auto, and a round over budget', async () => {
    const { dir, cases, server } = await setUp();
    const live = ['run', cases, '--yes', '--base-url', server.baseUrl, '--model', 'm'];
    const noRound = await runCliProcess([...live, '--k', 'auto'], { cwd: dir, env });
    expect(noRound.code).toBe(2);
    expect(noRound.stderr).toContain(
      '--k auto needs two sides to compare: use verdict variants --k auto or verdict pr --k auto',
    );
    const replay = await runCliProcess([...live, '--mode', 'replay', '--k', 'auto'], {
      cwd: dir,
      env,
    });
    expect(replay.code).toBe(2);
    expect(replay.stderr).toContain('--k auto is live only');
    const fixed = await runCliProcess([...live, '--round', '1', '--out', path.join(dir, 'o')], {
      cwd: dir,
      env,
    });
    expect(fixed.code).toBe(2);
    expect(fixed.stderr).toContain('--round goes with --k auto');
    const unknown = await runCliProcess(
      [...live, '--k', 'auto', '--round', '1', '--round-tasks', 'nope', '--out', `${dir}/o`],
      { cwd: dir, env },
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/--round-tasks "nope": no task "nope"/);
    // The budget counts max-k for every task (2 × 20, with re-runs), not this round's 2 runs.
    const budget = await runCliProcess(
      [...live, '--k', 'auto', '--round', '1', '--max-runs', '10', '--out', `${dir}/o`],
      { cwd: dir, env },
    );
    expect(budget.code).toBe(2);
    expect(budget.stderr).toContain('the plan has 40 run(s) that call a model (2 task(s) × k 20)');
    expect(budget.stderr).toContain('--max-k');
    for (const result of [noRound, replay, fixed, unknown, budget]) {
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(server.requests).toHaveLength(0);
  }, 60_000);
});
