import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeCommand } from '../../src/cli/commands/merge.js';
import { reportCommand } from '../../src/cli/commands/report.js';
import { ConditionsFileSchema } from '../../src/run-dir/conditions-file.js';
import { ReportSchema, type Report } from '../../src/report/report-schema.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { runCommand } from './command-runner.js';

const GRANTS = ['--allow-write', '--allow-process'];
/** smoke-coding has seven tasks; these tests are about fix-add alone. */
const FIX_ADD = ['--tasks', 'fix-add'];

async function readReport(dir: string): Promise<Report> {
  return ReportSchema.parse(JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')));
}

function taskCounts(report: Report) {
  return report.tasks.map(({ taskId, counts }) => ({
    taskId,
    pass: counts.pass,
    observed: counts.observed,
    total: counts.total,
  }));
}

const makeTempDir = useTempDirs();
let root: string;
const dirs = { whole: '', shard1: '', shard2: '' };

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'verdict-merge-'));
  const runs = [
    ['whole', []],
    ['shard1', ['--shard', '1/2']],
    ['shard2', ['--shard', '2/2']],
  ] as const;
  for (const [name, extra] of runs) {
    dirs[name] = path.join(root, name);
    const args = ['run', 'smoke-coding', '--mode', 'scripted', '--k', '3', ...FIX_ADD, ...GRANTS];
    const result = await runCliProcess([...args, ...extra, '--out', dirs[name]], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
  }
}, 180_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('verdict report <dir>', () => {
  it('rebuilds exactly the report.json a real run wrote', async () => {
    for (const dir of Object.values(dirs)) {
      const written = await readFile(path.join(dir, 'report.json'), 'utf8');
      const result = await runCommand(reportCommand, [dir]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^COMPLETE: \d+\/\d+ judged runs passed \(0 missing\)/);
      expect(await readFile(path.join(dir, 'report.json'), 'utf8')).toBe(written);
    }
  });

  it('counts a lost run as missing and names it', async () => {
    const dir = await makeTempDir();
    const lines = (await readFile(path.join(dirs.whole, 'runs.jsonl'), 'utf8')).trim().split('\n');
    const kept = lines.filter((line) => !line.includes('"repetition":2,'));
    await writeFile(path.join(dir, 'runs.jsonl'), `${kept.join('\n')}\n`);
    await writeFile(
      path.join(dir, 'conditions.json'),
      await readFile(path.join(dirs.whole, 'conditions.json'), 'utf8'),
    );
    const result = await runCommand(reportCommand, [dir]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/PARTIAL: 2\/2 judged runs passed \(1 missing\)/);
    expect(result.stdout).toMatch(/counted as missing: fix-add #2/);
  });

  it('refuses a directory that is not a run directory (exit 2)', async () => {
    const result = await runCommand(reportCommand, [await makeTempDir()]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/not a Verdict run directory/);
  });
});

describe('verdict merge <dir>...', () => {
  it('merges two shards into the unsharded counts', async () => {
    const out = path.join(await makeTempDir(), 'merged');
    const result = await runCommand(mergeCommand, [dirs.shard1, dirs.shard2, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    const merged = await readReport(out);
    const whole = await readReport(dirs.whole);
    expect(taskCounts(merged)).toEqual(taskCounts(whole));
    expect(merged.summary.counts).toEqual(whole.summary.counts);
    expect(merged.state).toBe('COMPLETE');
    const started = ConditionsFileSchema.parse(
      JSON.parse(await readFile(path.join(out, 'conditions.json'), 'utf8')),
    );
    expect(started.conditions.shard).toBeUndefined();
    // The merged directory is itself a run directory: its report rebuilds to the same bytes.
    const written = await readFile(path.join(out, 'report.json'), 'utf8');
    expect((await runCommand(reportCommand, [out])).code).toBe(0);
    expect(await readFile(path.join(out, 'report.json'), 'utf8')).toBe(written);
  });

  it("copies each run's trace from the shard that recorded it", async () => {
    const out = path.join(await makeTempDir(), 'merged');
    const result = await runCommand(mergeCommand, [dirs.shard1, dirs.shard2, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/no trace/);
    const records = (await readFile(path.join(out, 'runs.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { repetition: number; trace?: string });
    expect(records.map((record) => record.trace).sort()).toEqual([
      'traces/fix-add/1.jsonl',
      'traces/fix-add/2.jsonl',
      'traces/fix-add/3.jsonl',
    ]);
    for (const record of records) {
      const shard = [dirs.shard1, dirs.shard2].find((dir) =>
        existsSync(path.join(dir, record.trace ?? '')),
      );
      expect(shard, record.trace).toBeDefined();
      expect(await readFile(path.join(out, record.trace ?? ''), 'utf8')).toBe(
        await readFile(path.join(shard ?? '', record.trace ?? ''), 'utf8'),
      );
    }
  });

  it("never follows a shard record's trace path, and names a trace it cannot copy", async () => {
    // A doctored shard: its record points its trace outside the shard, and the file it should
    // have is gone.
    const shard = await makeTempDir();
    await cp(dirs.shard1, shard, { recursive: true });
    const lines = (await readFile(path.join(shard, 'runs.jsonl'), 'utf8')).trim().split('\n');
    const doctored = lines.map((line) => {
      const record = JSON.parse(line) as { taskId: string; repetition: number; trace?: string };
      return JSON.stringify({ ...record, trace: '../../../etc/passwd' });
    });
    await writeFile(path.join(shard, 'runs.jsonl'), `${doctored.join('\n')}\n`);
    const out = path.join(await makeTempDir(), 'merged');
    const result = await runCommand(mergeCommand, [shard, dirs.shard2, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/warning: merge: no trace to copy for \d+ run\(s\)/);
    expect(existsSync(path.join(out, 'traces'))).toBe(true);
    const copied = await readdir(path.join(out, 'traces', 'fix-add'));
    // Only shard 2's runs kept theirs.
    const shard2 = await readdir(path.join(dirs.shard2, 'traces', 'fix-add'));
    expect(copied.sort()).toEqual(shard2.sort());
  });

  it('names the holes of a plan with a shard left out', async () => {
    const out = path.join(await makeTempDir(), 'merged');
    const result = await runCommand(mergeCommand, [dirs.shard1, '--out', out]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/PARTIAL: 2\/2 judged runs passed \(1 missing\)/);
    expect(result.stdout).toMatch(/1 planned run\(s\) in no shard, counted as missing: fix-add #2/);
  });

  it('refuses shards with different conditions, naming the directory and field', async () => {
    const odd = await makeTempDir();
    const started = ConditionsFileSchema.parse(
      JSON.parse(await readFile(path.join(dirs.shard2, 'conditions.json'), 'utf8')),
    );
    started.conditions.configHash = 'deadbeef';
    await writeFile(path.join(odd, 'conditions.json'), JSON.stringify(started));
    await writeFile(
      path.join(odd, 'runs.jsonl'),
      await readFile(path.join(dirs.shard2, 'runs.jsonl'), 'utf8'),
    );
    const out = path.join(await makeTempDir(), 'merged');
    const result = await runCommand(mergeCommand, [dirs.shard1, odd, '--out', out]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${path.join(odd, 'conditions.json')}: conditions.configHash`);
  });

  it('refuses a run recorded by two shards', async () => {
    const out = path.join(await makeTempDir(), 'merged');
    const result = await runCommand(mergeCommand, [dirs.shard1, dirs.whole, '--out', out]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/run fix-add #\d: \(run\): also recorded in/);
  });

  it('refuses to write over a run directory', async () => {
    const result = await runCommand(mergeCommand, [dirs.shard1, dirs.shard2, '--out', dirs.whole]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/already holds runs.jsonl/);
  });
});
