/**
 * The built-in agent's two paths — inside Verdict's process (the default) and spawned with
 * `--spawn-agent` — record byte-identical cassettes of the same multi-turn tasks against a real
 * model server on loopback, agree on what each run did, and replay each other's cassettes.
 */
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyedModelServer, type KeyedRequest } from '../helpers/keyed-model-server.js';
import { runCliProcess, type CliResult } from '../helpers/run-cli.js';
import type { ScriptedReply } from '../helpers/scripted-model-server.js';
import { writeTree } from '../helpers/temp-dir.js';

const GRANTS = ['--allow-write', '--allow-process'];
const TASKS = ['fix-and-note', 'count-lines'] as const;
const API_KEY = 'sk-local-paths-test-0123456789';

const tools = (...calls: Array<[string, unknown]>): ScriptedReply => ({
  kind: 'tools',
  calls: calls.map(([name, args]) => ({ name, arguments: args })),
});

/** Each task's conversation, turn by turn; the task is named in its prompt. */
const CONVERSATIONS: Record<(typeof TASKS)[number], ScriptedReply[]> = {
  'fix-and-note': [
    tools(['read_file', { path: 'src/math.mjs' }]),
    tools(['edit_file', { path: 'src/math.mjs', old: 'return a - b;', new: 'return a + b;' }]),
    tools(['write_file', { path: 'NOTES.md', content: 'add: fixed the operator\n' }]),
    tools(['bash', { command: 'node check.mjs' }]),
    { kind: 'text', text: 'Fixed add in src/math.mjs; check.mjs prints add: ok.' },
  ],
  'count-lines': [
    tools(['read_file', { path: 'data.txt' }], ['bash', { command: 'wc -l < data.txt' }]),
    tools(['write_file', { path: 'count.txt', content: '3\n' }]),
    tools(['bash', { command: 'cat count.txt && ls' }]),
    { kind: 'text', text: 'data.txt has 3 lines; count.txt says so.' },
  ],
};

function reply(request: KeyedRequest): ScriptedReply {
  const task = TASKS.find((id) => request.prompt.startsWith(`[${id}]`));
  const next = task === undefined ? undefined : CONVERSATIONS[task][request.turn];
  return next ?? { kind: 'error', status: 500, message: 'no scripted turn' };
}

const SUITE = {
  schemaVersion: 1,
  suiteId: 'builtin-paths',
  suiteVersion: '1.0.0',
  description: 'Two multi-turn tasks that use every file tool and the shell.',
  tasks: [
    {
      id: 'fix-and-note',
      prompt:
        '[fix-and-note] Fix add in src/math.mjs, note what you did in NOTES.md, run the check.',
      fixture: 'fixtures/fix-and-note',
      budget: { maxTurns: 10, maxWallMs: 60_000, maxToolCalls: 10 },
      policy: { mode: 'auto', allow: ['write', 'process'] },
      verifiers: [
        {
          kind: 'command',
          id: 'check',
          command: ['node', 'check.mjs'],
          timeoutMs: 10_000,
          expectStdoutIncludes: ['add: ok'],
        },
        { kind: 'file-contains', id: 'notes', path: 'NOTES.md', text: 'fixed' },
        { kind: 'tree-diff-within', id: 'scope', allowed: ['src/math.mjs', 'NOTES.md'] },
      ],
    },
    {
      id: 'count-lines',
      prompt: '[count-lines] Count the lines of data.txt and write the number to count.txt.',
      fixture: 'fixtures/count-lines',
      budget: { maxTurns: 10, maxWallMs: 60_000 },
      policy: { mode: 'auto', allow: ['write', 'process'] },
      verifiers: [
        { kind: 'file-contains', id: 'count', path: 'count.txt', text: '3' },
        { kind: 'response-contains', id: 'answer', texts: ['3 lines'] },
        { kind: 'tool-called', id: 'tools', tools: ['read_file', 'bash', 'write_file'] },
      ],
    },
  ],
};

const FILES: Record<string, string> = {
  'suite.json': JSON.stringify(SUITE, null, 2),
  'fixtures/fix-and-note/src/math.mjs': 'export function add(a, b) {\n  return a - b;\n}\n',
  'fixtures/fix-and-note/check.mjs':
    "import { add } from './src/math.mjs';\n" +
    "if (add(2, 3) !== 5) { console.error('add: FAIL'); process.exit(1); }\n" +
    "console.log('add: ok');\n",
  'fixtures/count-lines/data.txt': 'one\ntwo\nthree\n',
};

/** The fields of a run record (runs.jsonl) that these tests compare. */
interface RunRecord {
  taskId: string;
  status: string;
  error?: { kind: string };
  verifiers: Array<{ id: string; kind: string; durationMs: number } & Record<string, unknown>>;
  incidents: unknown[];
  toolCalls: Array<{ name: string; arguments: unknown; ok?: boolean }>;
  finalAnswer: string | null;
  agentExitCode: number | null;
}

interface Recording {
  result: CliResult;
  cassettes: string;
  runs: RunRecord[];
}

let dir = '';
let suite = '';
let server: KeyedModelServer;
const recordings: Partial<Record<'inProcess' | 'spawned', Recording>> = {};

async function readRuns(out: string): Promise<RunRecord[]> {
  const text = await readFile(path.join(out, 'runs.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as RunRecord)
    .sort((a, b) => a.taskId.localeCompare(b.taskId));
}

/**
 * The CLI's environment: a HOME of its own, since Verdict watches HOME during a run that may run
 * commands and anything else on the machine writing to the real one would show as an incident.
 */
function cliEnv(): NodeJS.ProcessEnv {
  return { HOME: path.join(dir, 'home'), VERDICT_SPAWN_AGENT: undefined };
}

/** `verdict record` of the suite into its own cassette directory, one path or the other. */
async function record(name: string, spawn: boolean): Promise<Recording> {
  const cassettes = path.join(dir, `cassettes-${name}`);
  const out = path.join(dir, `record-${name}`);
  const result = await runCliProcess(
    [
      'record',
      suite,
      '--provider',
      'live',
      '--base-url',
      server.baseUrl,
      '--model',
      'keyed-model',
      '--yes',
      ...GRANTS,
      '--cassette-dir',
      cassettes,
      '--out',
      out,
      ...(spawn ? ['--spawn-agent'] : []),
    ],
    { cwd: dir, env: { ...cliEnv(), OPENAI_API_KEY: API_KEY } },
  );
  return { result, cassettes, runs: await readRuns(out).catch(() => []) };
}

/** What a run did, without what differs between any two runs (times, ids, directories). */
function whatHappened(run: RunRecord) {
  return {
    taskId: run.taskId,
    status: run.status,
    verifiers: run.verifiers.map(({ durationMs: _durationMs, ...outcome }) => ({
      ...outcome,
      detail: String(outcome.detail).replace(/\b\d+ ms\b/g, '<N> ms'),
    })),
    toolCalls: run.toolCalls,
    finalAnswer: run.finalAnswer,
    agentExitCode: run.agentExitCode,
    incidents: run.incidents,
  };
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'verdict-paths-'));
  suite = path.join(dir, 'suite');
  await writeTree(suite, FILES);
  await mkdir(path.join(dir, 'home'));
  server = await KeyedModelServer.start(reply);
  recordings.inProcess = await record('in-process', false);
  recordings.spawned = await record('spawned', true);
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (dir !== '') await rm(dir, { recursive: true, force: true });
});

function recorded(name: 'inProcess' | 'spawned'): Recording {
  const recording = recordings[name];
  if (recording === undefined) throw new Error(`no ${name} recording`);
  return recording;
}

describe('the built-in agent in-process and spawned: one recording', () => {
  it('records every task on both paths, with every file tool and the shell used', () => {
    for (const name of ['inProcess', 'spawned'] as const) {
      const { result, runs } = recorded(name);
      expect(result.code, `${name}: ${result.stderr}`).toBe(0);
      expect(result.stdout).toMatch(/^recorded 2 of 2 cassette\(s\)/);
      expect(runs.map((run) => [run.taskId, run.status])).toEqual([
        ['count-lines', 'pass'],
        ['fix-and-note', 'pass'],
      ]);
      const used = new Set(runs.flatMap((run) => run.toolCalls.map((call) => call.name)));
      expect([...used].sort()).toEqual(['bash', 'edit_file', 'read_file', 'write_file']);
      expect(runs.every((run) => run.toolCalls.every((call) => call.ok === true))).toBe(true);
    }
    // Both recordings went through the model server, turn by turn: 5 + 4 calls each.
    expect(server.requests).toHaveLength(18);
  });

  it.each(TASKS)('writes byte-identical cassettes of %s', async (taskId) => {
    const [inProcess, spawned] = await Promise.all(
      [recorded('inProcess'), recorded('spawned')].map((recording) =>
        readFile(path.join(recording.cassettes, `${taskId}.jsonl`)),
      ),
    );
    expect(inProcess?.length).toBeGreaterThan(0);
    if (inProcess === undefined || spawned === undefined) throw new Error('unreachable');
    if (!inProcess.equals(spawned)) {
      // Show where they part, rather than two unreadable buffers.
      expect(spawned.toString('utf8')).toBe(inProcess.toString('utf8'));
    }
    expect(inProcess.equals(spawned)).toBe(true);
  });

  it('keeps run records that agree on status, verifiers, tool calls and final answer', () => {
    const inProcess = recorded('inProcess').runs.map(whatHappened);
    const spawned = recorded('spawned').runs.map(whatHappened);
    expect(spawned).toEqual(inProcess);
    expect(inProcess.map((run) => run.finalAnswer)).toEqual([
      'data.txt has 3 lines; count.txt says so.',
      'Fixed add in src/math.mjs; check.mjs prints add: ok.',
    ]);
  });
});

describe('each path replays the other path’s cassettes', () => {
  it.each([
    { recordedBy: 'spawned', replayedBy: 'in-process (default)', spawn: false },
    { recordedBy: 'inProcess', replayedBy: '--spawn-agent', spawn: true },
  ] as const)('replays the $recordedBy cassettes $replayedBy without divergence', async (row) => {
    const out = path.join(dir, `replay-${row.recordedBy}`);
    const before = server.requests.length;
    const result = await runCliProcess(
      [
        'run',
        suite,
        '--mode',
        'replay',
        '--yes',
        ...GRANTS,
        '--cassette-dir',
        recorded(row.recordedBy).cassettes,
        '--out',
        out,
        ...(row.spawn ? ['--spawn-agent'] : []),
      ],
      { cwd: dir, env: { ...cliEnv(), OPENAI_API_KEY: undefined } },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/diverge/);
    const runs = await readRuns(out);
    expect(runs.map((run) => [run.taskId, run.status, run.error])).toEqual([
      ['count-lines', 'pass', undefined],
      ['fix-and-note', 'pass', undefined],
    ]);
    expect(runs.map(whatHappened)).toEqual(recorded(row.recordedBy).runs.map(whatHappened));
    // Replay asks nothing of the model.
    expect(server.requests.length).toBe(before);
  });
});
