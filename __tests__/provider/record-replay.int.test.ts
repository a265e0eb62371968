import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CASSETTE_FORMAT, readCassette, type CassetteHeader } from '../../src/provider/cassette.js';
import { createNormalizer } from '../../src/provider/normalize.js';
import type { ProxyRunTranscript } from '../../src/provider/proxy-run.js';
import { ProviderProxy } from '../../src/provider/proxy-server.js';
import { RecordProvider } from '../../src/provider/record.js';
import { ReplayProvider } from '../../src/provider/replay.js';
import { ScriptedProvider, type Script } from '../../src/provider/scripted.js';
import type { ModelProvider } from '../../src/provider/types.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const AGENT = path.join(REPO_ROOT, '__tests__/fixtures/agents/tool-loop-agent.mjs');

const proxies: ProviderProxy[] = [];
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});

const script: Script = {
  format: 'script/v1',
  turns: [
    { toolCalls: [{ name: 'list_files', arguments: {} }] },
    {
      content: 'Reading it.',
      toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }],
    },
    { content: 'The notes say: ship on Friday.' },
  ],
};

const header: CassetteHeader = {
  format: CASSETTE_FORMAT,
  suiteId: 'proxy-tests',
  suiteVersion: '1.0.0',
  taskId: 'read-notes',
  configHash: 'cfg-0001',
  harnessVersion: '0.1.0',
};

interface AgentRun {
  stdout: string;
  code: number;
  transcript: ProxyRunTranscript;
}

/** A fresh workspace (its path differs every time, like a real run's) with the task's file. */
async function makeWorkspace(): Promise<string> {
  const workspace = await makeTempDir();
  await writeTree(workspace, { 'notes.txt': 'ship on Friday\n', 'README.md': '# demo\n' });
  return workspace;
}

/** Runs the test agent as a real child process against a proxy run served by `provider`. */
async function runAgent(
  provider: ModelProvider,
  workspace: string,
  env: Record<string, string> = {},
): Promise<AgentRun> {
  const proxy = await ProviderProxy.start();
  proxies.push(proxy);
  const run = proxy.openRun({ provider, model: 'test-model' });
  const { stdout, code } = await new Promise<{ stdout: string; code: number }>((resolve) => {
    const child = execFile(
      process.execPath,
      [AGENT],
      {
        cwd: workspace,
        env: {
          PATH: process.env.PATH,
          HOME: workspace,
          OPENAI_BASE_URL: proxy.baseUrl,
          OPENAI_API_KEY: run.token,
          OPENAI_MODEL: 'test-model',
          ...env,
        },
      },
      (error, out) => resolve({ stdout: out, code: error === null ? 0 : Number(error.code ?? 1) }),
    );
    child.stdin?.end('What do the notes say?');
  });
  return { stdout, code, transcript: await run.finish() };
}

function normalizerFor(workspace: string) {
  // The agent puts today's date in its system prompt: the suite would list the `dates` preset.
  return createNormalizer({
    workspaceDir: workspace,
    homeDir: workspace,
    tempDirs: [os.tmpdir()],
    rules: [{ preset: 'dates' }],
  });
}

async function record(file: string, env: Record<string, string> = {}): Promise<AgentRun> {
  const workspace = await makeWorkspace();
  const provider = new RecordProvider(new ScriptedProvider(script, { taskId: header.taskId }), {
    file,
    header,
    normalize: normalizerFor(workspace),
    secrets: [],
  });
  return runAgent(provider, workspace, env);
}

async function replay(file: string, env: Record<string, string> = {}): Promise<AgentRun> {
  const workspace = await makeWorkspace();
  const { calls } = await readCassette(file);
  return runAgent(new ReplayProvider(calls, normalizerFor(workspace)), workspace, env);
}

describe.each([
  ['non-streaming', {}],
  ['streaming', { AGENT_STREAM: '1' }],
])(
  'record with the scripted provider, then replay (%s)',
  (_name, streamEnv: Record<string, string>) => {
    it('records a cassette that replays with no divergence, and re-records byte-identically', async () => {
      const dir = await makeTempDir();
      const first = path.join(dir, 'first.jsonl');
      const recorded = await record(first, streamEnv);
      expect(recorded.code).toBe(0);
      expect(recorded.stdout).toBe('The notes say: ship on Friday.\n');
      expect(recorded.transcript.stop).toBeUndefined();
      expect(recorded.transcript.turns).toBe(3);
      expect(recorded.transcript.toolCalls).toBe(2);

      const cassette = await readCassette(first);
      expect(cassette.header).toEqual(header);
      expect(cassette.calls).toHaveLength(3);
      const text = await readFile(first, 'utf8');
      // Per-run paths are normalized away: nothing of the workspace or the date is left.
      expect(text).toContain('<WORKSPACE>');
      expect(text).not.toMatch(/verdict-test-/);
      expect(text).not.toContain(new Date().toISOString().slice(0, 10));

      // A second recording in another workspace is byte-identical.
      const second = path.join(dir, 'second.jsonl');
      await record(second, streamEnv);
      expect(await readFile(second, 'utf8')).toBe(text);

      const replayed = await replay(first, streamEnv);
      expect(replayed.transcript.stop).toBeUndefined();
      expect(replayed.code).toBe(0);
      expect(replayed.stdout).toBe(recorded.stdout);
      expect(replayed.transcript.calls.map((call) => call.assembled)).toEqual(
        recorded.transcript.calls.map((call) => call.assembled),
      );
    });
  },
);

describe('replay divergence', () => {
  async function recorded(): Promise<string> {
    const file = path.join(await makeTempDir(), 'read-notes.jsonl');
    await record(file);
    return file;
  }

  it('names the call and the message field when the system prompt changed', async () => {
    const replayed = await replay(await recorded(), { AGENT_SYSTEM_SUFFIX: ' Be terse.' });
    expect(replayed.code).not.toBe(0);
    expect(replayed.transcript.stop).toMatchObject({
      kind: 'replay_divergence',
      call: 1,
      field: 'messages[0].content',
    });
    expect(replayed.transcript.stop?.message).toMatch(/^call 1 diverged at messages\[0\]\.content/);
    if (replayed.transcript.stop?.kind === 'replay_divergence') {
      const added = replayed.transcript.stop.excerpt?.hunks
        .flat()
        .filter((part) => part.kind === 'added');
      expect(added?.map((part) => part.text).join('')).toContain('Be terse.');
    }
  });

  it('names the tool when a tool description changed', async () => {
    const replayed = await replay(await recorded(), {
      AGENT_TOOL_DESCRIPTION: 'Read any file.',
    });
    expect(replayed.transcript.stop).toMatchObject({
      kind: 'replay_divergence',
      call: 1,
      field: 'tools[read_file].description',
    });
  });

  it('diverges on a tampered cassette', async () => {
    const file = await recorded();
    const lines = (await readFile(file, 'utf8')).split('\n');
    // In `cassette/v2` the user message is stored once, on call 1's line; later calls keep it.
    lines[1] = lines[1]!.replace('What do the notes say?', 'What did the notes say?');
    await writeFile(file, lines.join('\n'));
    const replayed = await replay(file);
    expect(replayed.transcript.stop).toMatchObject({ kind: 'replay_divergence', call: 1 });
    expect(replayed.transcript.stop?.message).toMatch(/call 1 diverged at messages\[1\]\.content/);
  });

  it('diverges when a recorded call is never made', async () => {
    const replayed = await replay(await recorded(), { AGENT_MAX_CALLS: '2' });
    expect(replayed.transcript.stop).toMatchObject({
      kind: 'replay_divergence',
      call: 3,
      field: '(call)',
    });
  });

  it('diverges on an extra call beyond the recording', async () => {
    const replayed = await replay(await recorded(), { AGENT_EXTRA_CALL: '1' });
    expect(replayed.transcript.stop).toMatchObject({
      kind: 'replay_divergence',
      call: 4,
      field: '(call)',
    });
  });
});

describe('scripted provider through the proxy', () => {
  it('ends the run with an error that says the script ran out of turns', async () => {
    const workspace = await makeWorkspace();
    const short = new ScriptedProvider(
      { format: 'script/v1', turns: [{ toolCalls: [{ name: 'list_files', arguments: {} }] }] },
      { taskId: 'read-notes' },
    );
    const result = await runAgent(short, workspace);
    expect(result.code).not.toBe(0);
    expect(result.transcript.stop).toMatchObject({ kind: 'script_exhausted', call: 2 });
  });
});

describe('recording a run that never reached the model', () => {
  it('writes nothing, so a good cassette is not replaced by a header-only one', async () => {
    const dir = await makeTempDir();
    const file = path.join(dir, 'kept.jsonl');
    await writeFile(file, 'the earlier recording\n');
    const provider = new RecordProvider(new ScriptedProvider(script, { taskId: header.taskId }), {
      file,
      header,
      normalize: normalizerFor(dir),
      secrets: [],
    });
    expect(await provider.finish()).toBeUndefined();
    expect(await readFile(file, 'utf8')).toBe('the earlier recording\n');
  });
});
