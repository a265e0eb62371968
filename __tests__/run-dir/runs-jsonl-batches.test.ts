import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appendRunRecord, readRunRecords } from '../../src/run-dir/runs-jsonl.js';
import { readTrace, writeTrace } from '../../src/run-dir/trace-file.js';
import { TRACE_FORMAT, type TraceHeader } from '../../src/run-dir/trace-schema.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { makeRecord } from '../report/run-records.js';

const makeTempDir = useTempDirs();

describe('appendRunRecord batches', () => {
  it('writes the records that queue up together, in the order they were appended', async () => {
    const file = path.join(await makeTempDir(), 'runs.jsonl');
    const records = Array.from({ length: 30 }, (_, index) => makeRecord('t', index + 1, 'pass'));
    const written = await Promise.all(records.map((record) => appendRunRecord(file, record)));
    expect(written).toEqual(records);
    const read = await readRunRecords(file);
    expect(read.problems).toEqual([]);
    expect(read.records.map((record) => record.repetition)).toEqual(
      records.map((record) => record.repetition),
    );
    const text = await readFile(file, 'utf8');
    expect(text.split('\n')).toHaveLength(31);
  });

  it('fails every record of a batch that cannot be written, and writes the next ones', async () => {
    const dir = path.join(await makeTempDir(), 'gone');
    const file = path.join(dir, 'runs.jsonl');
    const failing = await Promise.allSettled(
      [1, 2, 3].map((repetition) => appendRunRecord(file, makeRecord('t', repetition, 'pass'))),
    );
    expect(failing.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    await mkdir(dir);
    await appendRunRecord(file, makeRecord('t', 4, 'fail'));
    const read = await readRunRecords(file);
    expect(read.records.map((record) => [record.repetition, record.status])).toEqual([[4, 'fail']]);
  });
});

describe('writeTrace folders', () => {
  const header = (taskId: string, repetition: number): TraceHeader => ({
    type: 'header',
    format: TRACE_FORMAT,
    runId: 'r',
    suiteId: 's',
    taskId,
    repetition,
    mode: 'live',
    model: 'm',
    status: 'pass',
    agentExitCode: 0,
    maxBytes: 1_000_000,
  });

  it("makes a task's folder on its first trace, and again when it was removed", async () => {
    const runDir = await makeTempDir();
    const first = await writeTrace(runDir, header('a', 1), []);
    const second = await writeTrace(runDir, header('a', 2), []);
    expect((await readTrace(path.join(runDir, first.file))).header?.repetition).toBe(1);
    expect((await readTrace(path.join(runDir, second.file))).header?.repetition).toBe(2);
    await rm(path.join(runDir, 'traces'), { recursive: true });
    const again = await writeTrace(runDir, header('a', 3), []);
    expect((await readTrace(path.join(runDir, again.file))).header?.repetition).toBe(3);
  });
});
