import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateCommand } from '../../src/cli/commands/gate.js';
import { buildReport } from '../../src/report/build-report.js';
import type { RunStatus } from '../../src/stats/counts.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { runCommand } from '../report/command-runner.js';
import { makeInput, makeRecords } from '../report/run-records.js';

const makeTempDir = useTempDirs();

async function writeReport(statuses: RunStatus[]): Promise<string> {
  const dir = await makeTempDir();
  const report = buildReport(makeInput(['fix-add'], makeRecords('fix-add', statuses)));
  await writeFile(path.join(dir, 'report.json'), JSON.stringify(report));
  return dir;
}

async function writeComparison(verdict: string): Promise<string> {
  const dir = await makeTempDir();
  await mkdir(dir, { recursive: true });
  const side = { pass: 5, observed: 5, missing: 0, interval: null, boundedInterval: null };
  const comparison = {
    format: 'comparison/v1',
    // Fields the gate does not read are tolerated: compare owns this format.
    summary: { verdict },
    tasks: [{ taskId: 'fix-add', verdict, reason: 'why', baseline: side, candidate: side }],
  };
  const file = path.join(dir, 'comparison.json');
  await writeFile(file, JSON.stringify(comparison));
  return file;
}

describe('verdict gate', () => {
  it('exits 0 and prints one line per rule', async () => {
    const dir = await writeReport(['pass', 'pass', 'pass', 'pass', 'pass']);
    const result = await runCommand(gateCommand, [
      dir,
      '--require',
      'min-rate=0.8',
      '--require',
      'min-runs=5',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/PASS\s+min-rate=0.8: success rate 100 %/);
    expect(result.stdout).toMatch(/PASS\s+min-runs=5/);
    expect(result.stdout).toMatch(/^PASS: every rule passed \(2\)$/m);
  });

  it('exits 1 and says which rule decided', async () => {
    const dir = await writeReport(['pass', 'fail', 'fail', 'fail', 'pass']);
    const result = await runCommand(gateCommand, [dir, '--require', 'min-runs=5,min-rate=0.8']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/^FAIL \(decided by min-rate=0.8\): success rate 40 %/m);
  });

  it('exits 5 on errored runs and prints a machine-readable decision with --json', async () => {
    const dir = await writeReport(['pass', 'fail', 'fail', 'error', 'pass']);
    const result = await runCommand(gateCommand, [dir, '--require', 'min-rate=0.8', '--json']);
    expect(result.code).toBe(5);
    expect(JSON.parse(result.stdout)).toMatchObject({
      kind: 'report',
      decision: 'INCOMPLETE',
      exitCode: 5,
      decidedBy: 'min-rate=0.8',
      rules: [{ rule: 'min-rate=0.8', outcome: 'INCOMPLETE' }],
    });
  });

  it('reads a comparison and fails no-regressions on a regressed task', async () => {
    const file = await writeComparison('regressed');
    const result = await runCommand(gateCommand, [file, '--require', 'no-regressions']);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/1 task regressed \(fix-add\)/);
    const passed = await runCommand(gateCommand, [
      path.dirname(await writeComparison('improved')),
      '--require',
      'no-regressions,no-divergence',
    ]);
    expect(passed.code).toBe(0);
  });

  it.each([
    [['--require', 'fast'], /unknown rule "fast"/],
    [['--require', 'min-rate=2'], /between 0 and 1/],
    [['--require', 'no-regressions'], /needs a comparison/],
    [[], /at least one --require/],
  ])('exits 2 on a bad invocation %j', async (extra, message) => {
    const dir = await writeReport(['pass', 'pass', 'pass', 'pass', 'pass']);
    const result = await runCommand(gateCommand, [dir, ...extra]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it('exits 2 on a file that is neither a report nor a comparison, naming the field', async () => {
    const dir = await makeTempDir();
    await writeFile(
      path.join(dir, 'report.json'),
      JSON.stringify({ format: 'report/v1', runId: 1 }),
    );
    const result = await runCommand(gateCommand, [dir, '--require', 'min-runs=1']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/report\.json: runId: /);
  });
});
