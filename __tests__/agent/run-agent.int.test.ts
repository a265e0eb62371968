import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../../src/agent/conversation.js';
import { main } from '../../src/agent/run-agent.js';
import { expectPairedToolMessages } from '../helpers/agent-tools.js';
import { ScriptedModelServer, type ScriptedReply } from '../helpers/scripted-model-server.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: ScriptedModelServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const BROKEN_MATH = 'export function add(a, b) {\n  return a - b;\n}\n';
const FIX_SCRIPT: ScriptedReply[] = [
  { kind: 'tools', calls: [{ name: 'read_file', arguments: { path: 'src/math.js' } }] },
  {
    kind: 'tools',
    calls: [
      {
        name: 'edit_file',
        arguments: { path: 'src/math.js', old: 'return a - b;', new: 'return a + b;' },
      },
    ],
  },
  { kind: 'text', text: 'Fixed add in src/math.js: it now returns a + b.' },
];

async function startServer(script: ScriptedReply[]): Promise<ScriptedModelServer> {
  const server = await ScriptedModelServer.start(script);
  servers.push(server);
  return server;
}

function capture() {
  let text = '';
  return { sink: { write: (chunk: string) => (text += chunk) }, read: () => text };
}

/** Runs the agent in-process, as `verdict agent` will, in a fresh workspace holding `files`. */
async function runInWorkspace(
  server: ScriptedModelServer,
  files: Record<string, string>,
  extraEnv: Record<string, string> = {},
) {
  const workspace = await makeTempDir();
  const runDir = await makeTempDir();
  await writeTree(workspace, files);
  const eventsFile = path.join(runDir, 'events.jsonl');
  const env = {
    PATH: process.env.PATH,
    OPENAI_BASE_URL: server.baseUrl,
    OPENAI_API_KEY: 'per-run-token',
    OPENAI_MODEL: 'scripted-model',
    VERDICT_POLICY: JSON.stringify({ mode: 'auto', allow: ['write'] }),
    VERDICT_EVENTS: eventsFile,
    VERDICT_TASK_ID: 'fix-add',
    ...extraEnv,
  };
  const stdout = capture();
  const stderr = capture();
  const stdin = Readable.from(['Fix add in src/math.js.']);
  const code = await main(env, stdin, stdout.sink, stderr.sink, workspace);
  const events = await readFile(eventsFile, 'utf8').catch(() => '');
  return { code, workspace, stdout: stdout.read(), stderr: stderr.read(), events };
}

function parseLines(text: string): unknown[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as unknown);
}

describe('the built-in agent against an OpenAI-compatible server', () => {
  it('reads, edits and answers: the file is fixed and the events are written', async () => {
    const server = await startServer(FIX_SCRIPT);
    const run = await runInWorkspace(server, { 'src/math.js': BROKEN_MATH });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('Fixed add in src/math.js: it now returns a + b.\n');
    expect(await readFile(path.join(run.workspace, 'src/math.js'), 'utf8')).toBe(
      'export function add(a, b) {\n  return a + b;\n}\n',
    );
    expect(run.events).toBe(
      '{"type":"tool_call","name":"read_file","ok":true}\n' +
        '{"type":"tool_call","name":"edit_file","ok":true}\n',
    );

    expect(server.requests).toHaveLength(3);
    for (const request of server.requests) {
      expect(request.purpose).toBeUndefined();
      expect(request.headers.authorization).toBe('Bearer per-run-token');
      expect(request.body).toMatchObject({
        model: 'scripted-model',
        stream: true,
        stream_options: { include_usage: true },
      });
      expect(request.body.tools).toHaveLength(6);
      expectPairedToolMessages(request.body.messages as ConversationMessage[]);
    }
    const last = server.requests[2]?.body.messages as ConversationMessage[];
    expect(last.slice(1).map((message) => [message.role, message.content])).toEqual([
      ['user', 'Fix add in src/math.js.'],
      ['assistant', null],
      ['tool', BROKEN_MATH],
      ['assistant', null],
      ['tool', 'edited src/math.js'],
    ]);
  });

  it('sends byte-identical requests from two different workspaces (replay depends on it)', async () => {
    const first = await startServer(FIX_SCRIPT);
    const second = await startServer(FIX_SCRIPT);
    const runs = [
      await runInWorkspace(first, { 'src/math.js': BROKEN_MATH }),
      await runInWorkspace(second, { 'src/math.js': BROKEN_MATH }),
    ];
    expect(runs[0]?.workspace).not.toBe(runs[1]?.workspace);
    expect(runs.map((run) => run.code)).toEqual([0, 0]);
    expect(second.requests.map((request) => request.raw)).toEqual(
      first.requests.map((request) => request.raw),
    );
    for (const request of first.requests) {
      expect(request.raw).not.toContain(runs[0]?.workspace);
      expect(request.raw).not.toContain('/tmp');
    }
  });

  it('takes the task from VERDICT_PROMPT over stdin', async () => {
    const server = await startServer([{ kind: 'text', text: 'ok' }]);
    const run = await runInWorkspace(server, {}, { VERDICT_PROMPT: 'The task from the env.' });
    expect(run.code).toBe(0);
    const messages = server.requests[0]?.body.messages as ConversationMessage[];
    expect(messages[1]).toEqual({ role: 'user', content: 'The task from the env.' });
  });

  it('also works without streaming', async () => {
    const server = await startServer(FIX_SCRIPT);
    const run = await runInWorkspace(
      server,
      { 'src/math.js': BROKEN_MATH },
      { VERDICT_CONFIG: '{"stream":false}' },
    );
    expect(run.code).toBe(0);
    expect(server.requests.map((request) => 'stream' in request.body)).toEqual([
      false,
      false,
      false,
    ]);
    expect(await readFile(path.join(run.workspace, 'src/math.js'), 'utf8')).toContain('a + b');
  });

  it('compacts with a marked extra call, and keeps the conversation valid', async () => {
    const big = `${'data line\n'.repeat(60)}`;
    const read: ScriptedReply = {
      kind: 'tools',
      calls: [{ name: 'read_file', arguments: { path: 'big.txt' } }],
    };
    const server = await startServer([read, read, read, { kind: 'text', text: 'Read it.' }]);
    const run = await runInWorkspace(
      server,
      { 'big.txt': big },
      {
        VERDICT_CONFIG: JSON.stringify({
          limits: { maxContextChars: 1_000 },
          compaction: { threshold: 0.5, keepRecentMessages: 2 },
        }),
      },
    );
    expect(run.code).toBe(0);
    const compactions = server.requests.filter((request) => request.purpose === 'compaction');
    expect(compactions.length).toBeGreaterThanOrEqual(1);
    for (const request of compactions) {
      expect(request.headers['x-verdict-purpose']).toBe('compaction');
      expect(request.body.tools).toBeUndefined();
    }
    expect(parseLines(run.events)).toContainEqual({ type: 'compaction' });
    for (const request of server.mainRequests) {
      const messages = request.body.messages as ConversationMessage[];
      expectPairedToolMessages(messages);
      expect(messages[1]).toEqual({ role: 'user', content: 'Fix add in src/math.js.' });
    }
    const lastMessages = server.mainRequests.at(-1)?.body.messages as ConversationMessage[];
    expect(lastMessages[2]?.content).toMatch(/^Summary of the earlier part/);
  });
});

describe('failures', () => {
  it('declares a 5xx transient in an event and exits non-zero with one line', async () => {
    const server = await startServer([{ kind: 'error', status: 503, message: 'overloaded' }]);
    const run = await runInWorkspace(server, { 'src/math.js': BROKEN_MATH });
    expect(run.code).toBe(1);
    expect(run.events).toBe('{"type":"transient_error","retryable":true}\n');
    expect(run.stderr).toMatch(/^verdict agent \(task fix-add\): the model provider failed: 503/);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toBe('');
  });

  it('declares a stream that breaks off transient', async () => {
    const server = await startServer([{ kind: 'drop-mid-stream' }]);
    const run = await runInWorkspace(server, { 'src/math.js': BROKEN_MATH });
    expect(run.code).toBe(1);
    expect(run.events).toBe('{"type":"transient_error","retryable":true}\n');
    expect(run.stderr).toContain('the connection to the model provider broke');
  });

  it('declares a refused connection transient', async () => {
    const server = await startServer([]);
    await server.close();
    servers.splice(servers.indexOf(server), 1);
    const run = await runInWorkspace(server, { 'src/math.js': BROKEN_MATH });
    expect(run.code).toBe(1);
    expect(run.events).toBe('{"type":"transient_error","retryable":true}\n');
    expect(run.stderr).toMatch(
      /cannot reach the model provider at http:\/\/127.0.0.1:\d+\/v1: .*\(ECONNREFUSED\)/,
    );
  });

  it('does not call a 4xx transient', async () => {
    const server = await startServer([{ kind: 'error', status: 400, message: 'budget exceeded' }]);
    const run = await runInWorkspace(server, { 'src/math.js': BROKEN_MATH });
    expect(run.code).toBe(1);
    expect(run.events).toBe('');
    expect(run.stderr).toContain('400');
  });
});

describe('the agent as a process', () => {
  it('reads the task on stdin and the contract from its environment', async () => {
    const server = await startServer(FIX_SCRIPT);
    const workspace = await makeTempDir();
    await writeTree(workspace, { 'src/math.js': BROKEN_MATH });
    const entry = path.resolve(import.meta.dirname, '../../lib/agent/run-agent.js');
    const script =
      `const { main } = await import(${JSON.stringify(entry)});` +
      'process.exitCode = await main(process.env, process.stdin, process.stdout, process.stderr);';
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: workspace,
      env: {
        PATH: process.env.PATH,
        OPENAI_BASE_URL: server.baseUrl,
        OPENAI_API_KEY: 'per-run-token',
        OPENAI_MODEL: 'scripted-model',
        VERDICT_POLICY: '{"mode":"auto","allow":["write"]}',
      },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end('Fix add in src/math.js.');
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toBe('Fixed add in src/math.js: it now returns a + b.\n');
    expect(await readFile(path.join(workspace, 'src/math.js'), 'utf8')).toContain('a + b');
    const firstMessages = server.requests[0]?.body.messages as ConversationMessage[];
    expect(firstMessages[1]).toEqual({ role: 'user', content: 'Fix add in src/math.js.' });
  });
});
