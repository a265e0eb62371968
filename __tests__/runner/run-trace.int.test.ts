/**
 * Every run keeps its trace beside runs.jsonl (SPEC §1), in every mode: the model calls, the tool
 * calls with their results, the verifiers and the ends of the agent's output; redacted, capped with
 * a marker, and, for an agent that ends before any model call, its stderr in the message and trace.
 */
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { readTrace } from '../../src/run-dir/trace-file.js';
import type { TraceEvent } from '../../src/run-dir/trace-schema.js';
import { FakeUpstream } from '../helpers/fake-upstream.js';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const GRANTS = ['--allow-write', '--allow-process'];
const SMOKE = path.join(REPO_ROOT, 'fixtures/eval/smoke-coding');
const upstreams: FakeUpstream[] = [];
afterEach(async () => {
  await Promise.all(upstreams.splice(0).map((upstream) => upstream.close()));
});

async function readRuns(out: string): Promise<RunRecord[]> {
  const text = await readFile(path.join(out, 'runs.jsonl'), 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => RunRecordSchema.parse(JSON.parse(line)));
}

async function traceOf(out: string, run: RunRecord) {
  expect(run.trace).toBe(`traces/${run.taskId}/${run.repetition}.jsonl`);
  const read = await readTrace(path.join(out, run.trace as string));
  expect(read.problems).toEqual([]);
  return read;
}

const ofType = <T extends TraceEvent['type']>(events: TraceEvent[], type: T) =>
  events.filter((event): event is Extract<TraceEvent, { type: T }> => event.type === type);

/** What every trace of a smoke-coding `fix-add` run that passed holds. */
function expectFixAddTrace(events: TraceEvent[]): void {
  const calls = ofType(events, 'model_call');
  expect(calls.length).toBeGreaterThan(1);
  expect(calls[0]?.cassette.request).toHaveProperty('messages');
  // Later requests are deltas against an earlier call.
  expect(calls[1]?.cassette.from).toBe(1);
  const read = ofType(events, 'tool_call').find((call) => call.name === 'read_file');
  expect(read).toMatchObject({ arguments: { path: 'src/math.mjs' } });
  expect(read?.result).toContain('export function add(a, b)');
  expect(ofType(events, 'verifier').map((verifier) => verifier.outcome)).toContain('pass');
  expect(ofType(events, 'output').map((output) => output.stream)).toContain('stdout');
}

describe('a run keeps its trace in every mode', () => {
  it('replay, scripted and record (scripted provider) each write one holding calls, tool results, verifiers and output', async () => {
    const dir = await makeTempDir();
    const suite = path.join(dir, 'suite');
    await cp(SMOKE, suite, { recursive: true });
    for (const [mode, argv] of [
      ['replay', ['run', suite, '--mode', 'replay']],
      ['scripted', ['run', suite, '--mode', 'scripted', '--k', '1']],
      ['record', ['record', suite, '--provider', 'scripted']],
    ] as const) {
      const out = path.join(dir, mode);
      const result = await runCliProcess(
        [...argv, '--tasks', 'fix-add', '--yes', ...GRANTS, '--out', out],
        {
          cwd: dir,
        },
      );
      expect(result.code, `${mode}: ${result.stderr}`).toBe(0);
      const [run] = await readRuns(out);
      const { header, events } = await traceOf(out, run as RunRecord);
      expect(header).toMatchObject({ format: 'trace/v1', taskId: 'fix-add', status: 'pass' });
      expectFixAddTrace(events);
    }
  });

  it('live against a local upstream: the call as answered, the tool result, and a secret redacted', async () => {
    const secret = `ghp_${'a1B2c3D4e5'.repeat(3)}123456`;
    const upstream = await FakeUpstream.start([
      {
        kind: 'json',
        body: {
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 0,
          model: 'up-model',
          choices: [
            {
              index: 0,
              message: {
                role: 'assistant',
                content: null,
                tool_calls: [
                  {
                    id: 'call_a',
                    type: 'function',
                    function: { name: 'list_files', arguments: '{"path":"."}' },
                  },
                ],
              },
              finish_reason: 'tool_calls',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
        },
      },
      {
        kind: 'json',
        body: {
          id: 'chatcmpl-2',
          object: 'chat.completion',
          created: 0,
          model: 'up-model',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: `Done. The token is ${secret}` },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 12, completion_tokens: 2, total_tokens: 14 },
        },
      },
    ]);
    upstreams.push(upstream);
    const dir = await makeTempDir();
    const cases = path.join(dir, 'greeting.json');
    await writeFile(
      cases,
      JSON.stringify([{ name: 'says done', prompt: 'Say done.', expect: { contains: ['Done'] } }]),
    );
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      ['run', cases, '--mode', 'live', '--k', '1', '--yes', '--base-url', upstream.baseUrl].concat([
        '--model',
        'up-model',
        '--out',
        out,
      ]),
      { cwd: dir, env: { OPENAI_API_KEY: 'sk-test-real-key-123456' } },
    );
    expect(result.code, result.stderr).toBe(0);
    const [run] = await readRuns(out);
    const text = await readFile(path.join(out, run?.trace as string), 'utf8');
    expect(text).not.toContain(secret);
    expect(text).not.toContain('sk-test-real-key-123456');
    expect(text).toContain('<redacted:github>');
    const { events } = await traceOf(out, run as RunRecord);
    const calls = ofType(events, 'model_call');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({ attempts: 1, model: 'up-model' });
    // As the agent received it: the built-in agent streams, so the live provider streamed it.
    expect(calls[0]?.cassette.response).toMatchObject({ kind: 'sse', status: 200 });
    const [listed] = ofType(events, 'tool_call');
    expect(listed).toMatchObject({ id: 'call_a', name: 'list_files', arguments: { path: '.' } });
    expect(listed?.result).toBeDefined();
    expect(ofType(events, 'verifier')).not.toHaveLength(0);
    expect(ofType(events, 'incident').map((incident) => incident.kind)).toContain(
      'secret_redacted',
    );
  });

  it('cuts a trace at trace.maxBytes with a marker, and says so in the record', async () => {
    const dir = await makeTempDir();
    const suite = path.join(dir, 'suite');
    await cp(SMOKE, suite, { recursive: true });
    const config = path.join(dir, 'verdict.config.json');
    await writeFile(config, JSON.stringify({ trace: { maxBytes: 4096 } }));
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      ['run', suite, '--mode', 'replay', '--tasks', 'fix-add', '--yes', ...GRANTS].concat([
        '--config',
        config,
        '--out',
        out,
      ]),
      { cwd: dir },
    );
    expect(result.code, result.stderr).toBe(0);
    const [run] = await readRuns(out);
    const file = path.join(out, run?.trace as string);
    expect((await readFile(file)).length).toBeLessThanOrEqual(4096);
    const { events } = await readTrace(file);
    const [cut] = ofType(events, 'cut');
    expect(cut).toMatchObject({
      maxBytes: 4096,
      message: 'the trace of this run was cut at 4 KB: raise trace.maxBytes and run again',
    });
    // What is always kept: the verifiers and the output, after the cut conversation.
    expect(ofType(events, 'verifier')).not.toHaveLength(0);
    expect(run?.incidents.map((incident) => incident.kind)).toContain('trace_cut');
  });
});

describe('a trace that cannot be written', () => {
  it('costs the run an incident and nothing else: the run and the next one are recorded', async () => {
    const dir = await makeTempDir();
    const suite = path.join(dir, 'suite');
    await cp(SMOKE, suite, { recursive: true });
    const out = path.join(dir, 'out');
    // Where the task's traces would go is a file: its folder cannot be made.
    await mkdir(path.join(out, 'traces'), { recursive: true });
    await writeFile(path.join(out, 'traces', 'fix-add'), 'not a folder\n');
    const result = await runCliProcess(
      [
        'run',
        suite,
        '--mode',
        'replay',
        '--tasks',
        'fix-add',
        '--k',
        '2',
        '--yes',
        ...GRANTS,
      ].concat(['--out', out]),
      { cwd: dir },
    );
    expect(result.code, result.stderr).toBe(0);
    const runs = await readRuns(out);
    expect(runs.map((run) => [run.repetition, run.status])).toEqual(
      expect.arrayContaining([
        [1, 'pass'],
        [2, 'pass'],
      ]),
    );
    for (const run of runs) {
      expect(run.trace).toBeUndefined();
      const incident = run.incidents.find((each) => each.kind === 'trace_not_written');
      expect(incident?.detail).toMatch(/^the trace could not be written: /);
    }
  });
});

describe('an agent that cannot start (its binary missing)', () => {
  it('has its stderr in the message, the record and the trace', async () => {
    const dir = await makeTempDir();
    const suite = path.join(dir, 'suite');
    await cp(SMOKE, suite, { recursive: true });
    const config = path.join(dir, 'verdict.config.json');
    // A wrapper as a new user writes one, naming a binary that is not installed.
    await writeFile(
      config,
      JSON.stringify({
        agents: { codex: { command: ['sh', '-c', 'verdict-missing-codex exec --json'] } },
        default: 'codex',
      }),
    );
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      ['run', suite, '--mode', 'replay', '--tasks', 'fix-add', '--yes', ...GRANTS].concat([
        '--config',
        config,
        '--out',
        out,
      ]),
      { cwd: dir },
    );
    // A crash before the first call, not a divergence (SPEC §3): exit 1, not 2.
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /exited with code 127 before any model call; its stderr: .*verdict-missing-codex: not found/,
    );
    expect(result.stderr).not.toContain('was never made');
    const [run] = await readRuns(out);
    expect(run).toMatchObject({ status: 'error', error: { kind: 'agent_crashed' } });
    expect(run?.error?.message).toContain('verdict-missing-codex: not found');
    const early = run?.incidents.find((incident) => incident.kind === 'agent_exited_early');
    expect(early?.detail).toContain('verdict-missing-codex: not found');
    const { events } = await traceOf(out, run as RunRecord);
    expect(ofType(events, 'model_call')).toHaveLength(0);
    const stderr = ofType(events, 'output').find((output) => output.stream === 'stderr');
    expect(stderr?.tail).toContain('verdict-missing-codex: not found');
  });
});
