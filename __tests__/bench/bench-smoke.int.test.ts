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
const RUNNER = path.resolve(import.meta.dirname, '..', '..', 'bench', 'run.mjs');

function runBench(args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [RUNNER, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
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

  it('refuses a figure it does not know, naming the known ones', async () => {
    const run = await runBench(['--only', 'nope', '--no-doc']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--only: unknown figure\(s\) nope; known: version, cases/);
  });
});
