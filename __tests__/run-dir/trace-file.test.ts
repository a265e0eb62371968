import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nearestRunIds } from '../../src/run-dir/list-runs.js';
import { capTrace, readTrace, traceFileOf, writeTrace } from '../../src/run-dir/trace-file.js';
import type { TraceEvent, TraceHeader } from '../../src/run-dir/trace-schema.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

const header = (maxBytes: number): TraceHeader => ({
  type: 'header',
  format: 'trace/v1',
  runId: 'r1',
  suiteId: 's',
  taskId: 't',
  repetition: 2,
  mode: 'scripted',
  model: 'm',
  status: 'pass',
  agentExitCode: 0,
  maxBytes,
});

const toolCall = (index: number, result: string): TraceEvent => ({
  type: 'tool_call',
  call: index,
  id: `call_${index}`,
  name: 'read_file',
  arguments: { path: `f${index}` },
  result,
});

const verifier: TraceEvent = {
  type: 'verifier',
  id: 'check',
  kind: 'command',
  outcome: 'pass',
  detail: 'exited 0',
  durationMs: 3,
};

describe('capTrace', () => {
  it('keeps a trace under its cap whole', () => {
    const events = [toolCall(1, 'x'), verifier];
    expect(capTrace(header(10_000), events, 10_000)).toEqual(events);
  });

  it('keeps the conversation from its start, then a cut marker, and always the verifiers', () => {
    const events = [1, 2, 3, 4, 5]
      .map((index) => toolCall(index, 'y'.repeat(400)))
      .concat(verifier);
    const kept = capTrace(header(1500), events, 1500);
    const size = [header(1500), ...kept].reduce(
      (sum, line) => sum + Buffer.byteLength(JSON.stringify(line)) + 1,
      0,
    );
    expect(size).toBeLessThanOrEqual(1500);
    expect(kept.map((event) => (event.type === 'tool_call' ? event.call : event.type))).toEqual([
      1,
      2,
      'cut',
      'verifier',
    ]);
    expect(kept[2]).toMatchObject({
      type: 'cut',
      droppedEvents: 3,
      message: 'the trace of this run was cut at 1500 bytes: raise trace.maxBytes and run again',
    });
  });
});

describe('writeTrace and readTrace', () => {
  it('writes traces/<task>/<rep>.jsonl redacted, and reads it back', async () => {
    const dir = await makeTempDir();
    const secret = `ghp_${'Zq3'.repeat(12)}`;
    const written = await writeTrace(dir, header(1024 * 1024), [toolCall(1, `key ${secret}`)]);
    expect(written).toMatchObject({ file: 'traces/t/2.jsonl', cut: false, redacted: 1 });
    expect(traceFileOf({ taskId: 't', repetition: 2, variant: 'b' })).toBe('traces/t/b.2.jsonl');
    const text = await readFile(path.join(dir, written.file), 'utf8');
    expect(text).not.toContain(secret);
    const read = await readTrace(path.join(dir, written.file));
    expect(read.problems).toEqual([]);
    expect(read.header?.taskId).toBe('t');
    expect(read.events[0]).toMatchObject({ result: 'key <redacted:github>' });
    expect(read.events[1]).toMatchObject({ type: 'incident', kind: 'secret_redacted' });
  });

  it('names a corrupt line by its number and keeps the others', async () => {
    const dir = await makeTempDir();
    const file = path.join(dir, 'trace.jsonl');
    const lines = [header(4096), toolCall(1, 'a'), verifier].map((line) => JSON.stringify(line));
    lines.splice(2, 0, '{"type":"tool_call", torn', JSON.stringify({ type: 'verifier', id: 1 }));
    await writeFile(file, `${lines.join('\n')}\n`);
    const read = await readTrace(file);
    expect(read.events.map((event) => event.type)).toEqual(['tool_call', 'verifier']);
    expect(read.problems.map((problem) => problem.subject)).toEqual(
      expect.arrayContaining(['line 3', 'line 4']),
    );
    expect(read.problems[0]).toMatchObject({
      subject: 'line 3',
      message: 'not valid JSON; skipped',
    });
  });
});

describe('nearestRunIds', () => {
  it('lists the ids fewest edits away, the newer first on a tie', () => {
    const ids = ['2026-01-02T10-00-00Z-aaaaaa', '2026-01-01T10-00-00Z-bbbbbb', 'other'];
    expect(nearestRunIds('2026-01-02T10-00-00Z-aaaaab', ids, 2)).toEqual([
      '2026-01-02T10-00-00Z-aaaaaa',
      '2026-01-01T10-00-00Z-bbbbbb',
    ]);
  });
});
