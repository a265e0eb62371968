import { appendFile, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../../src/report/build-report.js';
import { ReportSchema } from '../../src/report/report-schema.js';
import { appendRunRecord, readRunRecords } from '../../src/run-dir/runs-jsonl.js';
import { writeFileAtomically } from '../../src/run-dir/atomic-write.js';
import { writeReportFiles } from '../../src/report/report-files.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { makeInput, makeRecord, makeRecords, repeatStatus } from './run-records.js';

const makeTempDir = useTempDirs();

describe('appendRunRecord and readRunRecords', () => {
  it('round-trips records, one JSON line each', async () => {
    const file = path.join(await makeTempDir(), 'runs.jsonl');
    const records = makeRecords('t', ['pass', 'fail', 'error']);
    for (const record of records) await appendRunRecord(file, record);
    const text = await readFile(file, 'utf8');
    expect(text.split('\n')).toHaveLength(4);
    expect(text.endsWith('\n')).toBe(true);
    expect(await readRunRecords(file)).toEqual({ records, problems: [] });
  });

  it('keeps every line whole when runs end concurrently', async () => {
    const file = path.join(await makeTempDir(), 'runs.jsonl');
    const long = 'x'.repeat(200_000);
    const records = Array.from({ length: 20 }, (_, index) =>
      makeRecord('t', index + 1, 'pass', { finalAnswer: long }),
    );
    await Promise.all(records.map((record) => appendRunRecord(file, record)));
    const read = await readRunRecords(file);
    expect(read.problems).toEqual([]);
    expect(read.records.map((record) => record.repetition).sort((a, b) => a - b)).toEqual(
      records.map((record) => record.repetition),
    );
  });

  it('refuses to append a record that could not be read back', async () => {
    const file = path.join(await makeTempDir(), 'runs.jsonl');
    const invalid = { ...makeRecord('t', 1, 'pass'), repetition: 0 };
    await expect(appendRunRecord(file, invalid)).rejects.toThrow();
    await expect(readFile(file, 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('skips a torn last line (a killed process) and reports it', async () => {
    const file = path.join(await makeTempDir(), 'runs.jsonl');
    const [first, second] = makeRecords('t', ['pass', 'fail']);
    await appendRunRecord(file, first!);
    await appendFile(file, JSON.stringify(second).slice(0, 80));
    const read = await readRunRecords(file);
    expect(read.records).toEqual([first]);
    expect(read.problems).toEqual([
      {
        file,
        subject: 'line 2',
        field: '(line)',
        message: 'torn last line (the process was probably stopped mid-write); skipped',
      },
    ]);
  });

  it('starts a fresh line after a torn one, so the next record survives (resume)', async () => {
    const file = path.join(await makeTempDir(), 'runs.jsonl');
    const [first, second, third] = makeRecords('t', ['pass', 'fail', 'pass']);
    await appendRunRecord(file, first!);
    await appendFile(file, JSON.stringify(second).slice(0, 80));
    await appendRunRecord(file, third!);
    const read = await readRunRecords(file);
    expect(read.records).toEqual([first, third]);
    expect(read.problems).toMatchObject([
      { subject: 'line 2', field: '(line)', message: 'not valid JSON; skipped' },
    ]);
  });

  it('names the line and the field of an invalid record, and keeps the valid ones', async () => {
    const file = path.join(await makeTempDir(), 'runs.jsonl');
    const good = makeRecord('t', 1, 'pass');
    const bad = { ...makeRecord('t', 2, 'pass'), status: 'passed' };
    const badUsage = makeRecord('t', 3, 'pass');
    const lines = [good, bad, { ...badUsage, measured: { ...badUsage.measured, wallMs: -1 } }];
    await writeFile(file, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n\n`);
    const read = await readRunRecords(file);
    expect(read.records).toEqual([good]);
    expect(read.problems.map(({ subject, field }) => ({ subject, field }))).toEqual([
      { subject: 'line 2', field: 'status' },
      { subject: 'line 3', field: 'measured.wallMs' },
    ]);
    expect(read.problems[0]?.message).toContain('"pass"');
  });
});

describe('writeReportFiles', () => {
  it('writes report.json, report.md and report.html, with no temp file left', async () => {
    const dir = path.join(await makeTempDir(), 'nested', 'run-1');
    const report = buildReport(makeInput(['t'], makeRecords('t', repeatStatus('pass', 5))));
    const files = await writeReportFiles(dir, report);
    expect(files).toEqual({
      json: path.join(dir, 'report.json'),
      markdown: path.join(dir, 'report.md'),
      html: path.join(dir, 'report.html'),
    });
    expect((await readdir(dir)).sort()).toEqual(['report.html', 'report.json', 'report.md']);
    const json = await readFile(files.json, 'utf8');
    expect(JSON.parse(json)).toEqual(report);
    // Keys in schema order, 2-space indented, one trailing newline: stable bytes for diffs.
    expect(json).toMatch(/^\{\n {2}"format": "report\/v1",\n {2}"runId": "run-1",\n {2}"state"/);
    expect(json.endsWith('}\n')).toBe(true);
    expect(await readFile(files.markdown, 'utf8')).toMatch(
      /^# Verdict report: smoke-coding@1\.2\.0/,
    );
  });

  it.each([
    [3, [0.231, 0.882]],
    [4, [0.376, 0.964]],
    [1, [0.036, 0.624]],
    [5, [0.566, 1]],
  ] as const)('carries the SPEC Wilson example %i/5 into report.json', async (passes, expected) => {
    const dir = await makeTempDir();
    const statuses = [...repeatStatus('pass', passes), ...repeatStatus('fail', 5 - passes)];
    await writeReportFiles(dir, buildReport(makeInput(['t'], makeRecords('t', statuses))));
    const written = ReportSchema.parse(
      JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')),
    );
    const interval = written.tasks[0]?.interval;
    expect(interval?.low).toBeCloseTo(expected[0], 3);
    expect(interval?.high).toBeCloseTo(expected[1], 3);
    expect(written.summary.interval).toEqual(interval);
  });

  it('carries the bounded interval of missing runs into report.json', async () => {
    const dir = await makeTempDir();
    const records = makeRecords('t', ['pass', 'pass', 'fail', 'error', 'pass']);
    await writeReportFiles(dir, buildReport(makeInput(['t'], records)));
    const written = ReportSchema.parse(
      JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')),
    );
    expect(written.state).toBe('PARTIAL');
    expect(written.tasks[0]?.counts).toMatchObject({ total: 5, observed: 4, missing: 1 });
    expect(written.tasks[0]?.boundedInterval?.low).toBeCloseTo(0.231, 3);
    expect(written.tasks[0]?.boundedInterval?.high).toBeCloseTo(0.964, 3);
  });

  it('refuses an invalid report before writing anything', async () => {
    const dir = await makeTempDir();
    const report = buildReport(makeInput(['t'], []));
    await expect(
      writeReportFiles(dir, { ...report, state: 'DONE' as 'COMPLETE' }),
    ).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });

  it('replaces a file atomically and cleans up when it cannot', async () => {
    const dir = await makeTempDir();
    const file = path.join(dir, 'report.md');
    await writeFileAtomically(file, 'old');
    await writeFileAtomically(file, 'new');
    expect(await readFile(file, 'utf8')).toBe('new');
    await expect(writeFileAtomically(path.join(dir, 'missing', 'x'), 'y')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['report.md']);
  });
});
