/**
 * `npm run bench` is not part of `npm test`; this only checks that its runner still works: the
 * cheapest figure (`verdict --version` against `node -e 0`, quick) into a temporary results file,
 * without touching docs/PERFORMANCE.md, and the shape of what it wrote.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const BENCH = path.resolve(import.meta.dirname, '..', '..', 'bench');
const RUNNER = path.join(BENCH, 'run.mjs');
const FLOOR = path.join(BENCH, 'floor.mjs');
const WORKLOADS = path.join(BENCH, 'workloads.mjs');

const runBench = (args: string[]) => runNode([RUNNER, ...args]);

function runNode(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run bench', () => {
  it('measures one figure into the results file it is given', async () => {
    const results = path.join(await makeTempDir(), 'results.json');
    const run = await runBench(['--only', 'version', '--quick', '--results', results, '--no-doc']);
    expect(run.stderr).not.toMatch(/failed/);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^figure +\| measured +\| goal +\| ok +\| method$/m);
    expect(run.stdout).toContain('`verdict --version` vs `node -e 0`');

    const data = JSON.parse(await readFile(results, 'utf8')) as Record<string, unknown>;
    expect(data).toMatchObject({
      format: 'bench-results/v1',
      generatedBy: 'npm run bench',
      quick: true,
      machine: {
        os: expect.any(String) as string,
        kernel: expect.any(String) as string,
        cpus: expect.any(Number) as number,
        memoryMb: expect.any(Number) as number,
        node: process.version,
      },
    });
    expect(Number.isNaN(Date.parse(data.date as string))).toBe(false);
    const rows = data.rows as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({
      id: 'version',
      figure: expect.any(String) as string,
      value: expect.any(Number) as number,
      goal: '≤ 2×',
      ok: expect.any(Boolean) as boolean,
      method: expect.stringContaining('node -e 0') as string,
    });
    expect(row?.value).toBeGreaterThan(0);
    const samples = row?.samples as { verdict: number[]; node: number[] };
    expect(samples.verdict).toHaveLength(5);
    expect(samples.node).toHaveLength(5);
    for (const ms of [...samples.verdict, ...samples.node]) expect(ms).toBeGreaterThan(0);
  }, 20_000);

  it('does in the `verdict ci` floor what each bundled task cannot go without, so that its verifiers pass', async () => {
    const { bundledCassetteTasks } = (await import(WORKLOADS)) as {
      bundledCassetteTasks: () => Promise<
        Array<{ taskId: string; fixture: string | null; steps: Array<{ name: string }> }>
      >;
    };
    const tasks = await bundledCassetteTasks();
    expect(tasks.length).toBeGreaterThan(0);
    for (const task of tasks) {
      // The recorded tool calls first, then the task's command verifiers.
      expect(task.steps.at(-1)?.name, task.taskId).toBe('verifier');
    }
    const names = new Set(tasks.flatMap((task) => task.steps.map((step) => step.name)));
    expect([...names].sort()).toEqual(
      expect.arrayContaining(['bash', 'edit_file', 'read_file', 'verifier', 'write_file']),
    );
    const runs = tasks.map(({ fixture, steps }) => ({ fixture, steps }));
    const dest = path.join(await makeTempDir(), 'floor');
    const floor = await runNode([FLOOR, dest, JSON.stringify({ concurrency: 2, runs })]);
    expect(floor.stderr).toBe('');
    expect(floor.code).toBe(0);

    // A verifier that fails is the floor's failure: its steps did not do the task's work.
    const [first] = runs;
    const skipped = {
      fixture: first!.fixture,
      steps: first!.steps.filter((step) => step.name === 'verifier'),
    };
    const failed = await runNode([FLOOR, `${dest}-skipped`, JSON.stringify({ runs: [skipped] })]);
    expect(failed.code).not.toBe(0);
    expect(failed.stderr).toMatch(/verifier node check\.mjs exited 1/);
  }, 60_000);

  it('refuses a figure it does not know, naming the known ones', async () => {
    const run = await runBench(['--only', 'nope', '--no-doc']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--only: unknown figure\(s\) nope; known: version, cases/);
  });
});
