/**
 * How a run's trace becomes a promoted case's cassette (`src/cases/trace-cassette.ts`): the call
 * lines decoded back to the calls record mode would have kept, unanswered calls left out,
 * compaction calls kept; and what a trace that cannot give a whole conversation does.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRunConversation, traceCalls } from '../../src/cases/trace-cassette.js';
import { ConfigError } from '../../src/errors.js';
import { encodeCallLines } from '../../src/provider/cassette-codec.js';
import { hashFingerprint } from '../../src/provider/fingerprint.js';
import type { Fingerprint, RecordedResponse } from '../../src/provider/types.js';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import type { TraceEvent, TraceHeader, TraceModelCall } from '../../src/run-dir/trace-schema.js';
import { makeRecord } from '../report/run-records.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

const SYSTEM = { role: 'system', content: 'You are a coding agent. '.repeat(20) };
const USER = { role: 'user', content: 'Fix add in src/math.mjs.' };

function fingerprint(messages: unknown[]): Fingerprint {
  return {
    endpoint: 'chat.completions',
    model: 'local-model',
    instructions: null,
    messages,
    tools: [{ type: 'function', function: { name: 'read_file', parameters: {} } }],
    outputLimit: null,
    nativeTools: [],
    reasoningEffort: null,
    answerControls: {},
  };
}

const answer = (text: string): RecordedResponse => ({
  kind: 'json',
  status: 200,
  body: { choices: [{ message: { role: 'assistant', content: text } }] },
});

interface Call {
  fingerprint: Fingerprint;
  response?: RecordedResponse;
  purpose?: 'main' | 'compaction';
  aborted?: true;
}

/** The model-call events a trace holds for `calls`, in order, as the runner writes them. */
function modelCalls(calls: readonly Call[]): TraceModelCall[] {
  const { lines } = encodeCallLines(calls);
  return calls.map((call, index) => ({
    type: 'model_call',
    call: index + 1,
    purpose: call.purpose ?? 'main',
    protocol: 'chat',
    startedMs: index,
    durationMs: 1,
    attempts: 1,
    ...(call.aborted === undefined ? {} : { aborted: true as const }),
    cassette: lines[index]!,
  }));
}

const first = fingerprint([SYSTEM, USER]);
const second = fingerprint([SYSTEM, USER, { role: 'assistant', content: 'reading' }]);
const compaction = fingerprint([{ role: 'system', content: 'Summarize.' }, USER]);
const third = fingerprint([SYSTEM, USER, { role: 'user', content: 'Summary: read.' }]);

describe('traceCalls', () => {
  it('gives back every answered call with its full request, compaction calls included', () => {
    const events: TraceEvent[] = [
      ...modelCalls([
        { fingerprint: first, response: answer('one') },
        { fingerprint: second, response: answer('two') },
        { fingerprint: compaction, response: answer('Summary: read.'), purpose: 'compaction' },
        { fingerprint: third, response: answer('done') },
      ]),
      {
        type: 'verifier',
        id: 'v',
        kind: 'tool-called',
        outcome: 'pass',
        detail: '',
        durationMs: 1,
      },
    ];
    const read = traceCalls(events, 'trace.jsonl');
    expect(read).toEqual({
      kind: 'calls',
      leftOut: [],
      calls: [first, second, compaction, third].map((fp, index) => ({
        call: index + 1,
        sha256: hashFingerprint(fp),
        fingerprint: fp,
        response: answer(['one', 'two', 'Summary: read.', 'done'][index]!),
      })),
    });
  });

  it('leaves out calls without a whole answer, and renumbers the rest (a later delta may use them)', () => {
    // The agent gave up on call 1 and sent it again: call 2 is stored as a delta against call 1.
    const events = modelCalls([
      { fingerprint: first, aborted: true },
      { fingerprint: first, response: answer('one') },
      { fingerprint: second, response: answer('two') },
    ]);
    expect(events[1]?.cassette.from).toBe(1);
    const read = traceCalls(events, 'trace.jsonl');
    expect(read.kind).toBe('calls');
    if (read.kind !== 'calls') return;
    expect(read.leftOut).toEqual([1]);
    expect(read.calls.map((call) => [call.call, call.fingerprint])).toEqual([
      [1, first],
      [2, second],
    ]);
  });

  it('names the call whose line does not decode', () => {
    const events = modelCalls([
      { fingerprint: first, response: answer('one') },
      { fingerprint: second, response: answer('two') },
    ]);
    const broken = { ...events[1]!, cassette: { ...events[1]!.cassette, from: 5 } };
    const read = traceCalls([events[0]!, broken], 'trace.jsonl');
    expect(read.kind).toBe('problems');
    if (read.kind !== 'problems') return;
    expect(read.problems).toHaveLength(1);
    expect(read.problems[0]?.call).toBe(2);
    expect(read.problems[0]?.problem).toMatchObject({
      file: 'trace.jsonl',
      field: 'cassette.from',
    });
    expect(read.problems[0]?.problem.message).toContain('must name an earlier call');
  });
});

describe('readRunConversation', () => {
  const RUN_ID = '2026-01-01T00-00-00-000Z';
  const header: TraceHeader = {
    type: 'header',
    format: 'trace/v1',
    runId: RUN_ID,
    suiteId: 'notes',
    taskId: 'summarize',
    repetition: 1,
    mode: 'live',
    model: 'local-model',
    status: 'pass',
    agentExitCode: 0,
    maxBytes: 1024 * 1024,
  };
  const record = (extra: Partial<RunRecord> = {}): RunRecord =>
    RunRecordSchema.parse(
      makeRecord('summarize', 1, 'pass', {
        runId: RUN_ID,
        suiteId: 'notes',
        trace: 'traces/summarize/1.jsonl',
        ...extra,
      }),
    );

  async function runDirWith(lines: unknown[] | string): Promise<string> {
    const cwd = await makeTempDir();
    const dir = path.join(cwd, 'run-1');
    await mkdir(path.join(dir, 'traces', 'summarize'), { recursive: true });
    const text =
      typeof lines === 'string' ? lines : lines.map((line) => `${JSON.stringify(line)}\n`).join('');
    await writeFile(path.join(dir, 'traces', 'summarize', '1.jsonl'), text);
    await writeFile(
      path.join(dir, 'conditions.json'),
      JSON.stringify({
        runId: RUN_ID,
        conditions: {
          suiteId: 'notes',
          suiteVersion: '2.1.0',
          harnessVersion: '0.1.0',
          configHash: 'abc123',
          provider: 'openai',
          model: 'local-model',
          mode: 'live',
          k: 1,
          seed: 0,
        },
      }),
    );
    return dir;
  }

  const calls = () =>
    modelCalls([
      { fingerprint: first, response: answer('one') },
      { fingerprint: second, response: answer('two') },
    ]);

  it('reads the calls and the conditions they were recorded under', async () => {
    const dir = await runDirWith([header, ...calls()]);
    const read = await readRunConversation(dir, record(), path.dirname(dir));
    expect(read).toMatchObject({
      kind: 'trace',
      file: path.join('run-1', 'traces', 'summarize', '1.jsonl'),
      leftOut: [],
      recording: { suiteVersion: '2.1.0', configHash: 'abc123', harnessVersion: '0.1.0' },
    });
    expect(read.kind === 'trace' && read.calls.length).toBe(2);
  });

  it('is no-trace for a record from before traces', async () => {
    const dir = await runDirWith([header]);
    expect(await readRunConversation(dir, record({ trace: undefined }), dir)).toEqual({
      kind: 'no-trace',
    });
  });

  it('refuses a trace cut at its cap with the cap in the message', async () => {
    const cut = {
      type: 'cut',
      maxBytes: 1024 * 1024,
      droppedEvents: 3,
      droppedBytes: 900_000,
      message: 'the trace of this run was cut at 1 MB: raise trace.maxBytes and run again',
    };
    const dir = await runDirWith([header, calls()[0], cut]);
    expect(await readRunConversation(dir, record(), path.dirname(dir))).toEqual({
      kind: 'refused',
      message: `the trace of this run was cut at 1 MB: raise trace.maxBytes and run again (${path.join('run-1', 'traces', 'summarize', '1.jsonl')})`,
    });
  });

  it('names a line that does not read, and a delta that does not decode, by file and line', async () => {
    const [one, two] = calls();
    const shown = path.join('run-1', 'traces', 'summarize', '1.jsonl');
    const garbled = [header, one, two].map((line) => JSON.stringify(line));
    garbled[2] = garbled[2]!.slice(0, 30);
    const dir = await runDirWith(`${garbled.join('\n')}\n`);
    const error = await readRunConversation(dir, record(), path.dirname(dir)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toContain(
      `${shown}: line 3: (line): not valid JSON; skipped`,
    );

    const misplaced = { ...two!, cassette: { ...two!.cassette, from: 7 } };
    const other = await runDirWith([header, one, misplaced]);
    const decodeError = await readRunConversation(other, record(), path.dirname(other)).catch(
      (e: unknown) => e,
    );
    expect(decodeError).toBeInstanceOf(ConfigError);
    expect((decodeError as ConfigError).message).toContain(
      `${shown}: line 3 (model call 2): cassette.from: must name an earlier call`,
    );
  });

  it('names a missing trace, one of another run, and one outside the run directory', async () => {
    const dir = await runDirWith([header]);
    const cwd = path.dirname(dir);
    await expect(
      readRunConversation(dir, record({ trace: 'traces/summarize/2.jsonl' }), cwd),
    ).rejects.toThrow(
      `${path.join('run-1', 'traces', 'summarize', '2.jsonl')}: (file): does not exist, though the run record names it`,
    );
    await expect(readRunConversation(dir, record({ repetition: 2 }), cwd)).rejects.toThrow(
      'is the trace of summarize #1, not of summarize #2',
    );
    await expect(
      readRunConversation(dir, record({ trace: '../elsewhere.jsonl' }), cwd),
    ).rejects.toThrow('names "../elsewhere.jsonl", outside its run directory');
  });
});
