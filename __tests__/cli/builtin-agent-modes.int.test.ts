/**
 * `verdict run` of a case-file suite against a real model server on loopback, with the built-in
 * agent in Verdict's process (the default) and spawned (`--spawn-agent`, `VERDICT_SPAWN_AGENT=1`):
 * the same statuses either way, and, while the model holds a request, a `bin/verdict-agent.js`
 * child when spawned and no Node child at all by default.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KeyedModelServer,
  type KeyedRequest,
  type Respond,
} from '../helpers/keyed-model-server.js';
import { BIN, runCliProcess, type CliResult } from '../helpers/run-cli.js';
import type { ScriptedReply } from '../helpers/scripted-model-server.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const API_KEY = 'sk-local-modes-test-0123456789';

/** Cases that pass and cases that fail, with and without tool calls. */
const CASES = [
  { name: 'says hello', prompt: '[hello] Say hello.', expect: { contains: 'hello' } },
  { name: 'names the capital', prompt: '[capital] Name it.', expect: { contains: 'Paris' } },
  { name: 'lists files', prompt: '[list] List the files.', expect: { tool_called: 'list_files' } },
  { name: 'stays off the shell', prompt: '[shell] Run ls.', expect: { tool_not_called: 'bash' } },
];

const CONVERSATIONS: Record<string, ScriptedReply[]> = {
  hello: [{ kind: 'text', text: 'Hello!' }],
  capital: [{ kind: 'text', text: 'London.' }],
  list: [
    { kind: 'tools', calls: [{ name: 'list_files', arguments: {} }] },
    { kind: 'text', text: 'The workspace is empty.' },
  ],
  // The default policy refuses the command, but the call was made: the case fails.
  shell: [
    { kind: 'tools', calls: [{ name: 'bash', arguments: { command: 'ls' } }] },
    { kind: 'text', text: 'I may not run commands.' },
  ],
  hold: [{ kind: 'text', text: 'Held, then answered.' }],
};

function conversationReply(request: KeyedRequest): ScriptedReply {
  const key = /^\[(\w+)\]/.exec(request.prompt)?.[1] ?? '';
  return CONVERSATIONS[key]?.[request.turn] ?? { kind: 'error', status: 500 };
}

async function startServer(respond: Respond = conversationReply): Promise<KeyedModelServer> {
  const server = await KeyedModelServer.start(respond);
  servers.push(server);
  return server;
}

function liveArgs(cases: string, server: KeyedModelServer, out: string, k = 1): string[] {
  return [
    'run',
    cases,
    '--mode',
    'live',
    '--k',
    String(k),
    '--yes',
    '--base-url',
    server.baseUrl,
    '--model',
    'keyed-model',
    '--out',
    out,
  ];
}

async function writeCases(dir: string, cases: unknown[]): Promise<string> {
  const file = path.join(dir, 'cases.json');
  await writeFile(file, JSON.stringify(cases));
  return file;
}

interface RunLine {
  taskId: string;
  repetition: number;
  status: string;
  finalAnswer: string | null;
  toolCalls: Array<{ name: string }>;
}

async function readRuns(out: string): Promise<RunLine[]> {
  const text = await readFile(path.join(out, 'runs.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as RunLine);
}

function statuses(runs: RunLine[]): string[] {
  return runs.map((run) => `${run.taskId}#${run.repetition}: ${run.status}`).sort();
}

interface ProcessInfo {
  pid: number;
  exe: string;
  cmdline: string[];
}

async function readProcess(pid: number): Promise<ProcessInfo | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) return undefined;
    const cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
    const exe = await readlink(`/proc/${pid}/exe`).catch(() => '');
    return { pid, exe, cmdline };
  } catch {
    return undefined;
  }
}

/** Every live descendant of `root`, from the parent ids in /proc. */
async function descendantsOf(root: number): Promise<ProcessInfo[]> {
  const parents = new Map<number, number[]>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!Number.isInteger(ppid)) continue;
    parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
  }
  const found: ProcessInfo[] = [];
  const queue = [...(parents.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    const info = await readProcess(pid);
    if (info !== undefined) found.push(info);
    queue.push(...(parents.get(pid) ?? []));
  }
  return found;
}

const isNode = (info: ProcessInfo): boolean =>
  info.exe === process.execPath || /(^|\/)node$/.test(info.cmdline[0] ?? '');

/**
 * The sandbox's own processes around an agent: bwrap, the bridge's shell (`sh -c SCRIPT
 * verdict-bridge …`) and its forwarder (socat, or a Node one-liner where socat is missing).
 */
const isSandboxProcess = (info: ProcessInfo): boolean =>
  path.basename(info.exe) === 'bwrap' ||
  path.basename(info.exe) === 'socat' ||
  info.cmdline[3] === 'verdict-bridge' ||
  (isNode(info) && info.cmdline[1] === '-e');

/**
 * Starts `verdict run` of a one-case suite whose only model call is held, looks at the verdict
 * process's descendants while it is held, then lets the call answer and waits for the exit.
 */
async function childrenWhileHeld(
  extraArgs: string[],
  extraEnv: NodeJS.ProcessEnv,
): Promise<{ children: ProcessInfo[]; result: CliResult; runs: RunLine[] }> {
  const server = await startServer((request) =>
    request.turn === 0 ? 'hold' : { kind: 'error', status: 500 },
  );
  const dir = await makeTempDir();
  const cases = await writeCases(dir, [
    { name: 'held', prompt: '[hold] Wait.', expect: { contains: 'answered' } },
  ]);
  const out = path.join(dir, 'out');
  const child = spawn(process.execPath, [BIN, ...liveArgs(cases, server, out), ...extraArgs], {
    cwd: dir,
    env: {
      ...process.env,
      CI: undefined,
      NO_COLOR: '1',
      HOME: dir,
      VERDICT_SPAWN_AGENT: undefined,
      OPENAI_API_KEY: API_KEY,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  try {
    const [held] = await Promise.race([
      server.heldCount(1),
      exited.then((code) => {
        throw new Error(`verdict exited (${code}) before calling the model: ${stderr}`);
      }),
    ]);
    const children = await descendantsOf(child.pid as number);
    held?.release(CONVERSATIONS.hold?.[0] as ScriptedReply);
    const code = await exited;
    return { children, result: { code, stdout, stderr }, runs: await readRuns(out) };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

describe('verdict run of a case-file suite: in-process and spawned agree', () => {
  it('gives the same statuses with the agent in-process and with --spawn-agent', async () => {
    const server = await startServer();
    const dir = await makeTempDir();
    const cases = await writeCases(dir, CASES);
    const env = { HOME: dir, VERDICT_SPAWN_AGENT: undefined, OPENAI_API_KEY: API_KEY };
    const results = await Promise.all(
      [[], ['--spawn-agent']].map(async (extra, index) => {
        const out = path.join(dir, `out-${index}`);
        const result = await runCliProcess([...liveArgs(cases, server, out, 2), ...extra], {
          cwd: dir,
          env,
        });
        return { result, runs: await readRuns(out) };
      }),
    );
    const [inProcess, spawned] = results;
    if (inProcess === undefined || spawned === undefined) throw new Error('unreachable');
    expect(inProcess.result.code, inProcess.result.stderr).toBe(0);
    expect(spawned.result.code, spawned.result.stderr).toBe(0);
    expect(statuses(inProcess.runs)).toEqual([
      'lists-files#1: pass',
      'lists-files#2: pass',
      'names-the-capital#1: fail',
      'names-the-capital#2: fail',
      'says-hello#1: pass',
      'says-hello#2: pass',
      'stays-off-the-shell#1: fail',
      'stays-off-the-shell#2: fail',
    ]);
    expect(statuses(spawned.runs)).toEqual(statuses(inProcess.runs));
    const answers = (runs: RunLine[]) =>
      runs.map((run) => `${run.taskId}#${run.repetition}: ${run.finalAnswer}`).sort();
    expect(answers(spawned.runs)).toEqual(answers(inProcess.runs));
    // 4 cases × 2 repetitions × (1 or 2 turns) on each path.
    expect(server.requests).toHaveLength(2 * 2 * (1 + 1 + 2 + 2));
  });
});

describe('which process the built-in agent runs in, seen in /proc while the model holds a request', () => {
  it.each([
    { how: 'VERDICT_SPAWN_AGENT=1', args: [], env: { VERDICT_SPAWN_AGENT: '1' } },
    { how: '--spawn-agent', args: ['--spawn-agent'], env: {} },
  ])('spawns bin/verdict-agent.js with $how', async ({ args, env }) => {
    const { children, result, runs } = await childrenWhileHeld(args, env);
    // One agent: the Node process whose script is bin/verdict-agent.js. Whatever else is there is
    // the run's sandbox around it (bwrap, whose command line names the agent's, and the bridge's
    // forwarder to the proxy), none of it when the run is not sandboxed.
    const agents = children.filter(
      (info) =>
        isNode(info) && (info.cmdline[1] ?? '').endsWith(path.join('bin', 'verdict-agent.js')),
    );
    expect(agents, JSON.stringify(children)).toHaveLength(1);
    const others = children.filter((info) => !agents.includes(info));
    expect(
      others.filter((info) => !isSandboxProcess(info)),
      JSON.stringify(others),
    ).toEqual([]);
    expect(result.code, result.stderr).toBe(0);
    expect(runs.map((run) => run.status)).toEqual(['pass']);
  });

  it('starts no Node child by default: the agent runs inside the verdict process', async () => {
    const { children, result, runs } = await childrenWhileHeld([], {});
    expect(children.filter(isNode), JSON.stringify(children)).toEqual([]);
    expect(result.code, result.stderr).toBe(0);
    expect(runs.map((run) => [run.status, run.finalAnswer])).toEqual([
      ['pass', 'Held, then answered.'],
    ]);
  });
});
