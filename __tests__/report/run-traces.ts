/**
 * Traces for report.html's Runs tests, written by the real `writeTrace` beside run records made by
 * `makeRecord`: a run that reads files, edits one and runs its check, as the built-in agent does,
 * with the verifier's detail and the agent's stdout.
 */
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { writeTrace, type KeptTraces } from '../../src/run-dir/trace-file.js';
import type { TraceEvent, TraceModelCall } from '../../src/run-dir/trace-schema.js';
import { makeRecord } from './run-records.js';

const modelCall = (call: number, content: string | null): TraceModelCall => ({
  type: 'model_call',
  call,
  purpose: 'main',
  protocol: 'chat',
  model: 'gpt-4o-mini',
  startedMs: call * 100,
  durationMs: 80,
  attempts: 0,
  content,
  cassette: {
    call,
    endpoint: 'chat.completions',
    sha256: String(call % 10).repeat(64),
    ...(call === 1 ? {} : { from: call - 1 }),
    request: {},
    response: { kind: 'json', status: 200, body: {} },
  },
});

/** A source file of about `bytes` bytes, as a read_file result gives it back. */
export function sourceText(name: string, bytes: number): string {
  const line = `export function ${name}(value) { return value; } // keeps the caller's value\n`;
  return line.repeat(Math.max(1, Math.ceil(bytes / line.length)));
}

export interface TraceShape {
  /** read_file calls before the edit. */
  reads?: number;
  /** Bytes of each file read. */
  readBytes?: number;
  /** What the first file read holds, instead of generated code. */
  firstResult?: string;
}

/** The events of a run of `record`'s task: reads, an edit, the check, the answer, the verifier. */
export function traceEvents(record: RunRecord, shape: TraceShape = {}): TraceEvent[] {
  const reads = shape.reads ?? 3;
  const events: TraceEvent[] = [];
  for (let index = 1; index <= reads; index += 1) {
    events.push(modelCall(index, null), {
      type: 'tool_call',
      call: index,
      id: `call_${index}`,
      name: 'read_file',
      arguments: { path: `src/module-${index}.mjs` },
      ok: true,
      result:
        index === 1 && shape.firstResult !== undefined
          ? shape.firstResult
          : sourceText(`module${index}`, shape.readBytes ?? 1500),
    });
  }
  const passed = record.status === 'pass';
  events.push(
    modelCall(reads + 1, null),
    {
      type: 'tool_call',
      call: reads + 1,
      id: `call_${reads + 1}`,
      name: 'edit_file',
      arguments: { path: 'src/math.mjs', old: 'return a - b;', new: 'return a + b;' },
      ok: true,
      result: 'edited src/math.mjs',
    },
    modelCall(reads + 2, null),
    {
      type: 'tool_call',
      call: reads + 2,
      id: `call_${reads + 2}`,
      name: 'bash',
      arguments: { command: 'node check.mjs' },
      ok: true,
      result: passed ? 'exit code 0\nstdout:\nadd: ok\n' : 'exit code 1\nstderr:\nadd(2, 3) is 6\n',
    },
    modelCall(reads + 3, record.finalAnswer),
    {
      type: 'verifier',
      id: 'check',
      kind: 'command',
      outcome: passed ? 'pass' : 'fail',
      detail: passed
        ? '`node check.mjs` exited 0 in 80 ms'
        : '`node check.mjs` exited 1, expected exit 0\nadd(2, 3) is 6, not 5',
      durationMs: 80,
    },
    { type: 'output', stream: 'stdout', tail: `${record.finalAnswer ?? ''}\n`, bytes: 40 },
  );
  return events;
}

/** A record of a run that read, edited and checked, its trace written under `dir`. */
export async function writeRunWithTrace(
  dir: string,
  taskId: string,
  repetition: number,
  status: RunRecord['status'],
  shape: TraceShape = {},
  kept?: KeptTraces,
): Promise<RunRecord> {
  const passed = status === 'pass';
  const record = makeRecord(taskId, repetition, status, {
    ...(passed ? {} : { reason: 'check: `node check.mjs` exited 1, expected exit 0' }),
    verifiers: [
      {
        id: 'check',
        kind: 'command',
        outcome: passed ? 'pass' : 'fail',
        detail: passed ? '`node check.mjs` exited 0' : 'add(2, 3) is 6, not 5',
        durationMs: 80,
      },
    ],
    finalAnswer: passed ? 'Fixed: add returns a + b.' : 'Fixed: add returns a * b.',
  });
  const events = traceEvents(record, shape);
  record.toolCalls = events.flatMap((event) =>
    event.type === 'tool_call'
      ? [
          {
            name: event.name,
            arguments: event.arguments,
            ...(event.ok === undefined ? {} : { ok: event.ok }),
          },
        ]
      : [],
  );
  const written = await writeTrace(
    dir,
    {
      type: 'header',
      format: 'trace/v1',
      runId: record.runId,
      suiteId: record.suiteId,
      taskId,
      repetition,
      mode: record.mode,
      model: record.model,
      status,
      agentExitCode: 0,
      maxBytes: 1024 * 1024,
    },
    events,
    kept,
  );
  return { ...record, trace: written.file };
}
