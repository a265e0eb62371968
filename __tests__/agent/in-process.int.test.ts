/**
 * The built-in agent run inside this process (`runAgentInProcess`) against a real model server on
 * loopback: the deadline and a cancellation stop it (its model call and its command included), a
 * bad contract is one line and exit 2, and many runs at once share the process without touching
 * its working directory or environment.
 */
import { readdir, readFile, readlink, realpath } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAgentInProcess, type InProcessAgentInput } from '../../src/agent/in-process.js';
import { KeyedModelServer, type Respond } from '../helpers/keyed-model-server.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** What this process looked like before each test: no run may change it. */
let cwdBefore = '';
let envBefore = '';
beforeEach(() => {
  cwdBefore = process.cwd();
  envBefore = JSON.stringify(process.env);
});
afterEach(() => {
  expect(process.cwd()).toBe(cwdBefore);
  expect(JSON.stringify(process.env)).toBe(envBefore);
});

async function startServer(respond: Respond): Promise<KeyedModelServer> {
  const server = await KeyedModelServer.start(respond);
  servers.push(server);
  return server;
}

/** The agent contract's environment, as the runner builds it, for a run in `workspace`. */
async function contract(
  server: KeyedModelServer,
  prompt: string,
  allow: string[] = [],
): Promise<NodeJS.ProcessEnv> {
  const runDir = await makeTempDir();
  return {
    PATH: process.env.PATH,
    HOME: runDir,
    OPENAI_BASE_URL: server.baseUrl,
    OPENAI_API_KEY: 'per-run-token',
    OPENAI_MODEL: 'keyed-model',
    VERDICT_PROMPT: prompt,
    VERDICT_TASK_ID: 'in-process',
    VERDICT_POLICY: JSON.stringify({ mode: 'auto', allow }),
    VERDICT_EVENTS: path.join(runDir, 'events.jsonl'),
  };
}

async function runIn(
  workspace: string,
  env: NodeJS.ProcessEnv,
  extra: Partial<InProcessAgentInput> = {},
) {
  const started = performance.now();
  const result = await runAgentInProcess({
    env,
    prompt: env.VERDICT_PROMPT ?? '',
    cwd: workspace,
    timeoutMs: 30_000,
    ...extra,
  });
  return { result, wallMs: performance.now() - started };
}

interface LiveProcess {
  pid: number;
  cmdline: string;
}

/** Live (not zombie) processes whose working directory is `dir` or below it. */
async function processesWorkingIn(dir: string): Promise<LiveProcess[]> {
  const found: LiveProcess[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cwd = await readlink(`/proc/${entry}/cwd`);
      if (cwd !== dir && !cwd.startsWith(`${dir}/`)) continue;
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      const cmdline = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).split('\0').join(' ');
      found.push({ pid: Number(entry), cmdline: cmdline.trim() });
    } catch {
      // the process ended while we looked, or is not ours to read
    }
  }
  return found;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not seen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('runAgentInProcess: stopping a run', () => {
  it('times out against a model that never answers, within the deadline and a small margin, and drops the pending request', async () => {
    const server = await startServer(() => 'hold');
    const workspace = await makeTempDir();
    const timeoutMs = 800;
    const { result, wallMs } = await runIn(workspace, await contract(server, 'Say hello.'), {
      timeoutMs,
    });
    expect(result.outcome).toBe('timed-out');
    expect(wallMs).toBeGreaterThanOrEqual(timeoutMs - 5);
    expect(wallMs).toBeLessThan(timeoutMs + 1_000);
    expect(result.durationMs).toBeLessThan(timeoutMs + 1_000);
    const [held] = await server.heldCount(1);
    // The request was aborted with the run, not left open until the server gives up.
    await expect(
      Promise.race([
        held?.closed.then(() => 'closed'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 1_000)),
      ]),
    ).resolves.toBe('closed');
    expect(server.requests).toHaveLength(1);
  });

  it('is aborted by its signal mid-run, with the model call in flight', async () => {
    const server = await startServer(() => 'hold');
    const workspace = await makeTempDir();
    const controller = new AbortController();
    const running = runIn(workspace, await contract(server, 'Say hello.'), {
      signal: controller.signal,
    });
    const [held] = await server.heldCount(1);
    controller.abort();
    const { result, wallMs } = await running;
    expect(result.outcome).toBe('aborted');
    expect(wallMs).toBeLessThan(5_000);
    await held?.closed;
    expect(held?.isClosed()).toBe(true);
  });

  it('is aborted at once by a signal aborted before the run starts, without calling the model', async () => {
    const server = await startServer(() => 'hold');
    const workspace = await makeTempDir();
    const { result, wallMs } = await runIn(workspace, await contract(server, 'Say hello.'), {
      signal: AbortSignal.abort(),
    });
    expect(result.outcome).toBe('aborted');
    expect(wallMs).toBeLessThan(2_000);
    expect(server.requests).toHaveLength(0);
  });

  it('kills a `sleep 30` in flight at the deadline: timed out, and no process is left in the workspace', async () => {
    const server = await startServer((request) =>
      request.turn === 0
        ? { kind: 'tools', calls: [{ name: 'bash', arguments: { command: 'sleep 30' } }] }
        : { kind: 'text', text: 'slept' },
    );
    const workspace = await realpath(await makeTempDir());
    const running = runIn(workspace, await contract(server, 'Sleep.', ['process']), {
      timeoutMs: 1_500,
    });
    // The command really ran: a `sleep 30` works in the workspace before the deadline.
    const sleeping = await waitFor(async () => {
      const found = await processesWorkingIn(workspace);
      return found.some((proc) => proc.cmdline.includes('sleep 30')) ? found : undefined;
    }, 5_000);
    expect(sleeping.length).toBeGreaterThan(0);
    const { result, wallMs } = await running;
    expect(result.outcome).toBe('timed-out');
    expect(wallMs).toBeLessThan(1_500 + 3_000);
    expect(await processesWorkingIn(workspace)).toEqual([]);
    for (const { pid } of sleeping) {
      const gone = await readFile(`/proc/${pid}/stat`, 'utf8').then(
        (stat) => stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z'),
        () => true,
      );
      expect(gone, `process ${pid} is still running`).toBe(true);
    }
    // The model never heard of the command again: the run was over.
    expect(server.requests).toHaveLength(1);
  });
});

describe('runAgentInProcess: the contract and shared state', () => {
  it('reports a contract without OPENAI_MODEL as exit code 2 with one line on stderr', async () => {
    const server = await startServer(() => ({ kind: 'text', text: 'never asked' }));
    const workspace = await makeTempDir();
    const env = await contract(server, 'Say hello.');
    delete env.OPENAI_MODEL;
    const { result } = await runIn(workspace, env);
    expect(result).toMatchObject({ outcome: 'exited', exitCode: 2, signal: null, stdout: '' });
    if (result.outcome !== 'exited') throw new Error('unreachable');
    expect(result.stderr).toMatch(/^verdict agent \(task in-process\): OPENAI_MODEL [^\n]+\n$/);
    expect(server.requests).toHaveLength(0);
  });

  it('answers like a process that exited 0, with the final answer on stdout', async () => {
    const server = await startServer(() => ({ kind: 'text', text: 'Hello there.' }));
    const workspace = await makeTempDir();
    const { result } = await runIn(workspace, await contract(server, 'Say hello.'));
    expect(result).toMatchObject({
      outcome: 'exited',
      exitCode: 0,
      signal: null,
      stdout: 'Hello there.\n',
      stderr: '',
      truncated: false,
      outlived: 0,
    });
  });

  it('runs 8 agents at once, each writing only its own workspace through a relative path (no chdir)', async () => {
    const server = await startServer((request) => {
      const id = /run (\d+)/.exec(request.prompt)?.[1] ?? 'unknown';
      return request.turn === 0
        ? {
            kind: 'tools',
            calls: [
              { name: 'write_file', arguments: { path: 'out/mine.txt', content: `run ${id}\n` } },
            ],
          }
        : { kind: 'text', text: `wrote run ${id}` };
    });
    const ids = Array.from({ length: 8 }, (_, index) => index);
    const workspaces = await Promise.all(ids.map(() => makeTempDir()));
    const results = await Promise.all(
      ids.map(async (id) =>
        runIn(workspaces[id] as string, await contract(server, `Write for run ${id}.`, ['write'])),
      ),
    );
    results.forEach(({ result }, id) => {
      expect(result).toMatchObject({ outcome: 'exited', exitCode: 0, stdout: `wrote run ${id}\n` });
    });
    for (const id of ids) {
      const workspace = workspaces[id] as string;
      expect(await readdir(workspace, { recursive: true })).toEqual(['out', 'out/mine.txt']);
      expect(await readFile(path.join(workspace, 'out/mine.txt'), 'utf8')).toBe(`run ${id}\n`);
    }
    // Nothing landed where this process works.
    await expect(readFile(path.join(process.cwd(), 'out/mine.txt'))).rejects.toThrow();
    expect(server.requests).toHaveLength(16);
  });
});
