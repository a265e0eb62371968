/**
 * `verdict add` makes a promoted case's cassette from the run's own trace (SPEC §6), through the
 * real CLI: a live run, against a model server on 127.0.0.1, of a task that has no cassette is
 * promoted, and the case then replays — in `verdict ci` and in `verdict run --mode replay` — with
 * no divergence and no call to the server. The run's compaction call and its workspace path (sent
 * back by the model in a command) replay too. A failed run, a trace cut at its cap, a trace with a
 * line that does not read and a missing trace are refused, writing nothing.
 */
import { access, cp, mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readCassette } from '../../src/provider/cassette.js';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { readTrace } from '../../src/run-dir/trace-file.js';
import { KeyedModelServer, type KeyedRequest } from '../helpers/keyed-model-server.js';
import { countBy, recordReliability } from '../helpers/reliability.js';
import { runCliProcess } from '../helpers/run-cli.js';
import type { ScriptedReply } from '../helpers/scripted-model-server.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const GRANTS = ['--allow-write', '--allow-process'];
const API_KEY = 'sk-local-add-trace-test-0123456789';
const CASES = path.join('.verdict', 'cases');
const PROMOTED = path.join(CASES, 'recorded');

const SUITE = {
  schemaVersion: 1,
  suiteId: 'notes',
  suiteVersion: '1.0.0',
  tasks: [
    {
      id: 'summarize',
      prompt: 'Copy notes.txt to summary.txt and tell me the deadline.',
      fixture: 'fixtures/summarize',
      budget: { maxTurns: 8, maxWallMs: 60_000 },
      policy: { mode: 'auto', allow: ['write', 'process'] },
      verifiers: [{ kind: 'file-contains', id: 'summary', path: 'summary.txt', text: 'Friday' }],
    },
    {
      id: 'wrong',
      prompt: 'Write the deadline into summary.txt.',
      budget: { maxTurns: 4, maxWallMs: 60_000 },
      policy: { mode: 'auto', allow: ['write', 'process'] },
      verifiers: [{ kind: 'file-contains', id: 'summary', path: 'summary.txt', text: 'Friday' }],
    },
  ],
};

/** The suite; `live`: without scripts, so nothing but the model server could answer it. */
async function project(scripted: boolean): Promise<string> {
  const cwd = await realpath(await makeTempDir());
  await mkdir(path.join(cwd, 'home'));
  await writeTree(cwd, {
    'notes/suite.json': JSON.stringify(SUITE),
    'notes/fixtures/summarize/notes.txt': 'ship on Friday\n',
    ...(scripted
      ? {
          'notes/scripts/summarize.json': JSON.stringify({
            format: 'script/v1',
            turns: [
              { toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] },
              {
                toolCalls: [
                  { name: 'write_file', arguments: { path: 'summary.txt', content: 'Friday\n' } },
                ],
              },
              { content: 'The deadline is Friday.' },
            ],
          }),
          'notes/scripts/wrong.json': JSON.stringify({
            format: 'script/v1',
            turns: [
              {
                toolCalls: [
                  { name: 'write_file', arguments: { path: 'summary.txt', content: 'Monday\n' } },
                ],
              },
              { content: 'Done.' },
            ],
          }),
        }
      : {}),
  });
  return cwd;
}

/** A HOME of its own: Verdict watches HOME during a run that may run commands. */
const cli = (cwd: string, argv: string[], env: NodeJS.ProcessEnv = {}) =>
  runCliProcess(argv, { cwd, env: { HOME: path.join(cwd, 'home'), ...env } });

async function readRuns(dir: string): Promise<RunRecord[]> {
  const text = await readFile(path.join(dir, 'runs.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => RunRecordSchema.parse(JSON.parse(line)));
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const tools = (command: string): ScriptedReply => ({
  kind: 'tools',
  calls: [{ name: 'bash', arguments: { command } }],
});

/**
 * The model: reads the notes and prints where it works; then copies them by their absolute path
 * (a path only that run has: the cassette must keep it as a token, and replay put its own back);
 * then answers. It decides from what the conversation holds, so it follows a compacted one too;
 * a compaction call gets the markers of what it summarizes.
 */
function respond(request: KeyedRequest): ScriptedReply {
  const messages = request.body.messages;
  const text = JSON.stringify(messages);
  if (!('tools' in request.body)) {
    return { kind: 'text', text: `Summary: ${(text.match(/MARK:[a-z]+/g) ?? []).join(', ')}.` };
  }
  if (!text.includes('MARK:read')) return tools('cat notes.txt && echo MARK:read && pwd');
  if (!text.includes('MARK:copied')) {
    const output = messages.find(
      (message) =>
        message.role === 'tool' &&
        typeof message.content === 'string' &&
        message.content.includes('MARK:read'),
    );
    const workspace = String(output?.content).split('MARK:read\n')[1]?.split('\n')[0]?.trim();
    return tools(`cp ${workspace}/notes.txt ${workspace}/summary.txt && echo MARK:copied`);
  }
  return { kind: 'text', text: 'The deadline is Friday; summary.txt has it.' };
}

describe('verdict add makes the case cassette from the run trace', () => {
  it('promotes a live run of a task without cassettes, and the case replays in ci with zero divergence and no model call', async () => {
    const cwd = await project(false);
    // Small enough that the third call is preceded by a compaction call.
    await writeFile(
      path.join(cwd, 'verdict.config.json'),
      JSON.stringify({
        config: {
          limits: { maxContextChars: 1000 },
          compaction: { threshold: 0.5, keepRecentMessages: 2 },
        },
      }),
    );
    const server = await KeyedModelServer.start(respond);
    servers.push(server);

    const live = await cli(
      cwd,
      [
        'run',
        'notes',
        '--mode',
        'live',
        '--tasks',
        'summarize',
        '--k',
        '1',
        '--base-url',
        server.baseUrl,
        '--model',
        'local-model',
        '--yes',
        ...GRANTS,
        '--out',
        'run-live',
      ],
      { OPENAI_API_KEY: API_KEY },
    );
    expect(live.code, live.stderr).toBe(0);
    const [run] = await readRuns(path.join(cwd, 'run-live'));
    expect(run?.status, run?.reason).toBe('pass');
    expect(await exists(path.join(cwd, 'notes', 'cassettes', 'summarize.jsonl'))).toBe(false);
    const trace = await readTrace(path.join(cwd, 'run-live', run?.trace as string));
    const purposes = trace.events.flatMap((event) =>
      event.type === 'model_call' ? [event.purpose] : [],
    );
    expect(purposes).toEqual(['main', 'main', 'compaction', 'main']);
    const served = server.requests.length;
    expect(served).toBe(4);

    // No credentials and no server address from here on: only the cassette can answer.
    const added = await cli(cwd, [
      'add',
      'run-live',
      '--task',
      'summarize',
      '--contains',
      'Friday',
    ]);
    expect(added.stderr).toBe('');
    expect(added.code).toBe(0);
    expect(added.stdout).toMatch(
      /cassette: made from the run's trace run-live\/traces\/summarize\/1\.jsonl \(4 model calls\) as \.verdict\/cases\/recorded\/cassettes\/.*\.jsonl; it replays the case end to end/,
    );
    const [cassetteFile] = /\.verdict\/cases\/recorded\/cassettes\/\S+\.jsonl/.exec(added.stdout)!;
    const cassetteText = await readFile(path.join(cwd, cassetteFile), 'utf8');
    // The workspace of the live run is a token in the cassette, never its path.
    expect(cassetteText).toContain('<WORKSPACE>/notes.txt');
    expect(cassetteText).not.toContain(path.join(cwd, 'run-live'));
    const cassette = await readCassette(path.join(cwd, cassetteFile));
    expect(cassette.header).toMatchObject({
      format: 'cassette/v2',
      suiteId: 'recorded',
      suiteVersion: '1.0.0',
    });
    expect(cassette.calls).toHaveLength(4);
    // The answer that named the path keeps it as a token; replay puts its own workspace back.
    expect(JSON.stringify(cassette.calls[1]?.response)).toContain('<WORKSPACE>/notes.txt');

    const ci = await cli(cwd, [
      'ci',
      '--suite-dir',
      CASES,
      '--config',
      'verdict.config.json',
      '--yes',
      '--out',
      'ci-out',
      '--json',
    ]);
    expect(ci.code, ci.stderr).toBe(0);
    const summary = JSON.parse(ci.stdout) as {
      suites: Array<{ suiteId: string; replayed?: number; passed?: number; diverged?: number }>;
    };
    expect(summary.suites).toEqual([
      expect.objectContaining({ suiteId: 'recorded', replayed: 1, passed: 1, diverged: 0 }),
    ]);

    const replayed = await cli(cwd, [
      'run',
      PROMOTED,
      '--mode',
      'replay',
      '--yes',
      ...GRANTS,
      '--out',
      'run-replay',
    ]);
    expect(replayed.code, replayed.stderr).toBe(0);
    expect(replayed.stderr).not.toMatch(/warning: .*recorded with configuration/);
    const [again] = await readRuns(path.join(cwd, 'run-replay'));
    expect(again).toMatchObject({ status: 'pass', mode: 'replay' });
    expect(again?.error).toBeUndefined();
    expect(server.requests.length).toBe(served);
    recordReliability({
      section: 'inputs',
      subject: 'verdict add',
      case: 'a live run of a task without cassettes, promoted and replayed in ci',
      tried: 1,
      planned: 1,
      accountedFor: countBy([again], (record) => record?.status ?? 'missing'),
      runs: 1,
      outcome: 'cassette made from the trace; ci replays it: 0 divergence, 0 model calls',
    });
  });

  it('refuses a failed run, a trace cut at its cap, and names a corrupt or missing trace, writing nothing', async () => {
    const cwd = await project(true);
    const ran = await cli(cwd, [
      'run',
      'notes',
      '--mode',
      'scripted',
      '--k',
      '1',
      '--yes',
      ...GRANTS,
      '--out',
      'run-1',
    ]);
    expect(ran.code, ran.stderr).toBe(0);
    const runs = await readRuns(path.join(cwd, 'run-1'));
    expect(runs.map((run) => [run.taskId, run.status]).sort()).toEqual([
      ['summarize', 'pass'],
      ['wrong', 'fail'],
    ]);

    const failed = await cli(cwd, ['add', 'run-1', '--task', 'wrong', '--rep', '1']);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain('wrong #1 is fail');
    expect(failed.stderr).toContain('promoting a failure would freeze it as the expectation');

    const traceFile = path.join('traces', 'summarize', '1.jsonl');
    await cp(path.join(cwd, 'run-1'), path.join(cwd, 'run-corrupt'), { recursive: true });
    const lines = (await readFile(path.join(cwd, 'run-corrupt', traceFile), 'utf8')).split('\n');
    lines[2] = lines[2]!.slice(0, 40);
    await writeFile(path.join(cwd, 'run-corrupt', traceFile), lines.join('\n'));
    const corrupt = await cli(cwd, ['add', 'run-corrupt', '--task', 'summarize']);
    expect(corrupt.code).toBe(2);
    expect(corrupt.stderr).toContain('the trace of summarize #1 does not read');
    expect(corrupt.stderr).toContain(
      `run-corrupt/${traceFile}: line 3: (line): not valid JSON; skipped`,
    );

    await cp(path.join(cwd, 'run-1'), path.join(cwd, 'run-missing'), { recursive: true });
    await rm(path.join(cwd, 'run-missing', traceFile));
    const missing = await cli(cwd, ['add', 'run-missing', '--task', 'summarize']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain(
      `run-missing/${traceFile}: (file): does not exist, though the run record names it`,
    );

    await writeFile(
      path.join(cwd, 'small-trace.json'),
      JSON.stringify({ trace: { maxBytes: 4096 } }),
    );
    const small = await cli(cwd, [
      'run',
      'notes',
      '--mode',
      'scripted',
      '--tasks',
      'summarize',
      '--k',
      '1',
      '--yes',
      ...GRANTS,
      '--config',
      'small-trace.json',
      '--out',
      'run-cut',
    ]);
    expect(small.code, small.stderr).toBe(0);
    const [cutRun] = await readRuns(path.join(cwd, 'run-cut'));
    expect(cutRun?.status).toBe('pass');
    const cut = await cli(cwd, ['add', 'run-cut', '--task', 'summarize']);
    expect(cut.code).toBe(1);
    expect(cut.stderr).toBe(
      `verdict: add: the trace of this run was cut at 4 KB: raise trace.maxBytes and run again (run-cut/${traceFile}); nothing was written.\n`,
    );

    expect(await exists(path.join(cwd, CASES))).toBe(false);
    const kept = await cli(cwd, ['add', 'run-1', '--task', 'summarize']);
    expect(kept.code, kept.stderr).toBe(0);
    expect(kept.stdout).toContain(`cassette: made from the run's trace run-1/${traceFile}`);
    recordReliability({
      section: 'inputs',
      subject: 'verdict add',
      case: 'a failed run; a trace cut, corrupt or missing',
      tried: 4,
      planned: 4,
      accountedFor: countBy([failed, corrupt, missing, cut], ({ code }) =>
        code === 1 ? 'refused' : code === 2 ? 'named' : `exit ${code}`,
      ),
      outcome:
        'exit 1 for the failed run and the cut trace, 2 naming file and line; nothing written',
    });
  });
});
