/**
 * One conformance suite for every sandbox backend (CONVENTIONS 14, as Inspect's sandbox providers
 * all run its `self_check`), driven only through the `Sandbox` interface — `openSandbox`, `forRun`,
 * the box's `wrap` — and real child processes started as the runner starts them (`runCommand` with
 * `contain`). Each backend that can run here runs all of it; one that cannot (docker without an
 * engine) is skipped with its probe's reason printed and as each test's note. Docker runs in the
 * image of helpers/docker-image.ts (VERDICT_TEST_DOCKER_IMAGE, else made from this host's files).
 *
 * What every backend must do: a command's output, exit status and stdin; its cwd the workspace;
 * the environment passed through and nothing else; files round-trip between the host and the
 * workspace and HOME; a timeout ends the command and everything it started; the bridge reaches the
 * proxy at 127.0.0.1:<port>. What a containing backend must also do: a fresh `/tmp` of the run's
 * own; the memory, CPU-time and process limits, each named when hit.
 */
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCommand, type RunCommandResult } from '../../src/process/run-command.js';
import { probeBwrap } from '../../src/sandbox/bwrap-probe.js';
import { openSandbox } from '../../src/sandbox/open-sandbox.js';
import {
  DEFAULT_LIMITS,
  type ResourceLimits,
  type RunBox,
  type Sandbox,
  type SandboxBackend,
} from '../../src/sandbox/sandbox.js';
import { dockerTestImage } from '../helpers/docker-image.js';

const PATH = process.env.PATH;

interface BackendCase {
  backend: SandboxBackend;
  /** Why it cannot run here, or undefined. */
  skip: string | undefined;
  /** Whether it enforces limits and gives a run a /tmp of its own. */
  contains: boolean;
}

const docker = await dockerTestImage();
const image = 'image' in docker ? docker.image : undefined;

const CASES: BackendCase[] = [
  { backend: 'bwrap', skip: await probeBwrap(PATH), contains: true },
  { backend: 'docker', skip: 'skip' in docker ? docker.skip : undefined, contains: true },
  { backend: 'none', skip: undefined, contains: false },
];
for (const { backend, skip } of CASES) {
  if (skip !== undefined) process.stderr.write(`conformance: ${backend} skipped: ${skip}\n`);
}

/**
 * What the docker backend does not do yet, found by running it here: each such test is skipped for
 * docker with the gap as its note, never passed. The limit itself holds (the fork is refused);
 * what is missing is the runner seeing and naming it.
 */
const DOCKER_GAPS = {
  processes:
    'docker: --pids-limit refuses the fork inside the container, and the runner cannot count the container’s processes (they are not the docker client’s children), so the limit is never named (a gap of the docker backend)',
};

interface TestRun {
  root: string;
  workspace: string;
  home: string;
  tmp: string;
  box: RunBox;
}

describe.each(CASES)('the $backend sandbox', ({ backend, skip, contains }) => {
  let sandbox: Sandbox;
  let readable: string;
  /** A stand-in for the proxy: answers on 127.0.0.1 and, for a box's bridge, on its socket. */
  const proxy = http.createServer((request, response) => {
    response.end(`proxy saw ${request.method} ${request.url}`);
  });
  const bridgeSide = http.createServer((request, response) => {
    response.end(`proxy saw ${request.method} ${request.url}`);
  });
  let port = 0;
  const made: string[] = [];

  beforeAll(async () => {
    if (skip !== undefined) return;
    readable = await realpath(await mkdtemp(path.join(os.tmpdir(), 'verdict-conformance-ro-')));
    await writeFile(path.join(readable, 'suite.txt'), 'read-only input\n');
    sandbox = (
      await openSandbox({
        choice: backend,
        pathVariable: PATH,
        readOnly: [readable],
        ...(image === undefined ? {} : { image }),
      })
    ).sandbox;
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    port = (proxy.address() as AddressInfo).port;
    if (sandbox.bridgeSocket !== undefined) {
      const socket = sandbox.bridgeSocket;
      await new Promise<void>((resolve) => bridgeSide.listen(socket, resolve));
    }
  });

  afterAll(async () => {
    if (skip !== undefined) return;
    proxy.close();
    if (bridgeSide.listening) bridgeSide.close();
    await sandbox.dispose();
    await rm(readable, { recursive: true, force: true });
  });

  // Skipped at each test's start, its reason the test's note (the reliability ledger counts it).
  beforeEach((context) => {
    if (skip !== undefined) context.skip(`${backend}: ${skip}`);
  });

  afterEach(async () => {
    await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** A run's directory laid out as the runner lays it out, and its box. */
  async function openRun(limits: ResourceLimits = DEFAULT_LIMITS): Promise<TestRun> {
    const root = await realpath(await mkdtemp(path.join(os.tmpdir(), 'verdict-run-')));
    made.push(root);
    const run = {
      root,
      workspace: path.join(root, 'work'),
      home: path.join(root, 'home'),
      tmp: path.join(root, 'tmp'),
    };
    await Promise.all([mkdir(run.workspace), mkdir(run.home), mkdir(run.tmp)]);
    return { ...run, box: sandbox.forRun({ root, tmp: run.tmp, readOnly: [], limits }, port) };
  }

  function exec(
    run: TestRun,
    argv: string[],
    options: {
      env?: NodeJS.ProcessEnv;
      stdin?: string;
      timeoutMs?: number;
      bridge?: boolean;
      onSpawn?: (pid: number) => void;
      signal?: AbortSignal;
    } = {},
  ): Promise<RunCommandResult> {
    return runCommand(argv, {
      cwd: run.workspace,
      timeoutMs: options.timeoutMs ?? 20_000,
      env: { PATH, HOME: run.home, ...options.env },
      ownedPaths: [run.root],
      contain: run.box,
      ...(options.stdin === undefined ? {} : { stdin: options.stdin }),
      ...(options.bridge === undefined ? {} : { bridge: options.bridge }),
      ...(options.onSpawn === undefined ? {} : { onSpawn: options.onSpawn }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
  }

  const sh = (script: string): string[] => ['/bin/sh', '-c', script];

  function exited(result: RunCommandResult): Extract<RunCommandResult, { outcome: 'exited' }> {
    expect(result.outcome, JSON.stringify(result)).toBe('exited');
    return result as Extract<RunCommandResult, { outcome: 'exited' }>;
  }

  it('runs a command: its stdout, stderr, exit status and stdin', async () => {
    const run = await openRun();
    const result = exited(
      await exec(run, sh('read line; echo "out $line"; echo err >&2; exit 3'), {
        stdin: 'from stdin\n',
      }),
    );
    expect(result).toMatchObject({ exitCode: 3, stdout: 'out from stdin\n', stderr: 'err\n' });
    expect(run.box.failure).toBeUndefined();
    expect(exited(await exec(run, ['true'])).exitCode).toBe(0);
  });

  it('a program that does not exist is the command’s failure, not the sandbox’s', async () => {
    const run = await openRun();
    const result = await exec(run, ['/no/such/program']);
    // bwrap reports its execvp failure as an exit; none as a spawn error: never sandbox_failed.
    if (result.outcome === 'failed-to-start') expect(result.code).not.toBe('SANDBOX_FAILED');
    else expect(exited(result).exitCode).not.toBe(0);
    expect(run.box.failure).toBeUndefined();
  });

  it('starts the command in the workspace', async () => {
    const run = await openRun();
    expect(exited(await exec(run, ['pwd'])).stdout).toBe(`${run.workspace}\n`);
  });

  it('passes the environment it is given, and nothing else of this process', async () => {
    const run = await openRun();
    process.env.VERDICT_CONFORMANCE_SECRET = 'not-for-the-box';
    try {
      const result = exited(
        await exec(run, sh('echo "$GIVEN|$HOME|${VERDICT_CONFORMANCE_SECRET:-unset}"'), {
          env: { GIVEN: 'a value with spaces and $signs' },
        }),
      );
      expect(result.stdout).toBe(`a value with spaces and $signs|${run.home}|unset\n`);
    } finally {
      delete process.env.VERDICT_CONFORMANCE_SECRET;
    }
  });

  it('round-trips files through the workspace and HOME, and reads what it is given read-only', async () => {
    const run = await openRun();
    await writeFile(path.join(run.workspace, 'in.txt'), 'from the host\n');
    const result = exited(
      await exec(
        run,
        sh(
          `cat in.txt > out.txt; echo "from the box" >> out.txt; echo home > "$HOME/h.txt"; cat ${readable}/suite.txt`,
        ),
      ),
    );
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toBe('read-only input\n');
    expect(await readFile(path.join(run.workspace, 'out.txt'), 'utf8')).toBe(
      'from the host\nfrom the box\n',
    );
    expect(await readFile(path.join(run.home, 'h.txt'), 'utf8')).toBe('home\n');
  });

  it('ends a command at its timeout, with everything it started', async () => {
    const run = await openRun();
    const started = Date.now();
    const result = await exec(run, sh('sleep 3171 & sleep 3172; echo never'), {
      timeoutMs: 1_000,
    });
    expect(result.outcome).toBe('timed-out');
    expect(Date.now() - started).toBeLessThan(8_000);
    const left = exited(await exec(await openRun(), ['true']));
    expect(left.exitCode).toBe(0);
    expect(await sleepersLeft()).toEqual([]);
  });

  it('reaches the proxy at 127.0.0.1:<port> through the bridge', async () => {
    const run = await openRun();
    const result = exited(
      await exec(
        run,
        [
          process.execPath,
          '-e',
          `fetch('http://127.0.0.1:${port}/v1/models').then(async (r) => console.log(r.status, await r.text()))`,
        ],
        { bridge: true },
      ),
    );
    expect(result.exitCode, result.stderr).toBe(0);
    expect(result.stdout).toBe('200 proxy saw GET /v1/models\n');
    // Reaching the proxy is no blocked attempt.
    expect(await run.box.networkBlocked()).toEqual([]);
  });

  it.skipIf(!contains)(
    'sees the connections its network refused, once the bridged command has ended',
    async () => {
      const run = await openRun();
      const connect = (port: number): string =>
        `await new Promise((resolve) => { const s = require('node:net').connect(${port}, '127.0.0.1'); s.on('error', resolve); s.on('connect', () => (s.destroy(), resolve())); });`;
      const result = exited(
        await exec(
          run,
          [process.execPath, '-e', `(async () => { ${connect(1)} ${connect(port)} })()`],
          { bridge: true },
        ),
      );
      expect(result.exitCode, result.stderr).toBe(0);
      expect(await run.box.networkBlocked()).toEqual([
        {
          kind: 'network_blocked',
          detail: "1 TCP connection refused in the sandbox: a loopback port other than the proxy's",
        },
      ]);
    },
  );

  it.skipIf(!contains)(
    'gives every run a /tmp of its own, fresh, kept between its commands',
    async () => {
      const first = await openRun();
      const second = await openRun();
      const append = sh('echo x >> /tmp/x; wc -l < /tmp/x');
      expect(exited(await exec(first, append)).stdout.trim()).toBe('1');
      expect(exited(await exec(first, append)).stdout.trim()).toBe('2');
      expect(exited(await exec(second, append)).stdout.trim()).toBe('1');
      expect(await readFile(path.join(first.tmp, 'x'), 'utf8')).toBe('x\nx\n');
    },
  );

  it.skipIf(!contains)('refuses memory past memoryMb, and names the limit', async () => {
    const limits = { ...DEFAULT_LIMITS, memoryMb: 256 };
    const run = await openRun(limits);
    const allocate = (mb: number): string[] => [
      process.execPath,
      '-e',
      `const b = Buffer.alloc(${mb} * 1024 * 1024, 1); console.log(b.length >> 20)`,
    ];
    const small = exited(await exec(run, allocate(64)));
    expect(small.stdout, small.stderr).toBe('64\n');
    expect(run.box.limitHit(small)).toBeUndefined();
    const large = exited(await exec(run, allocate(512)));
    expect(large.exitCode).not.toBe(0);
    expect(run.box.limitHit(large)).toBe('memoryMb 256');
  });

  it.skipIf(!contains)('stops a command past cpuSeconds, and names the limit', async () => {
    const run = await openRun({ ...DEFAULT_LIMITS, cpuSeconds: 1 });
    const result = exited(await exec(run, sh('while :; do :; done'), { timeoutMs: 20_000 }));
    expect(run.box.limitHit(result)).toBe('cpuSeconds 1');
  });

  it.skipIf(!contains)(
    'stops a tree past processes, counted as the runner counts it',
    async (context) => {
      if (backend === 'docker') context.skip(DOCKER_GAPS.processes);
      const limits = { ...DEFAULT_LIMITS, processes: 8 };
      const run = await openRun(limits);
      const stopping = new AbortController();
      let exceeded = false;
      let watch: { stop: () => void } | undefined;
      const result = await exec(run, sh('for i in $(seq 1 30); do sleep 3173 & done; wait'), {
        timeoutMs: 20_000,
        signal: stopping.signal,
        onSpawn: (pid) => {
          watch = run.box.watchProcesses(pid, () => {
            exceeded = true;
            stopping.abort();
          });
        },
      });
      watch?.stop();
      expect(exceeded).toBe(true);
      expect(result.outcome).toBe('aborted');
      expect(await sleepersLeft()).toEqual([]);
    },
  );
});

/** This suite's `sleep 317x` processes left anywhere on the host. */
async function sleepersLeft(): Promise<string[]> {
  // The kill is asynchronous after the result: give it its grace period.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const { readdir } = await import('node:fs/promises');
  const found: string[] = [];
  for (const entry of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    if (/^sleep\0(3171|3172|3173)\0$/.test(cmdline)) found.push(`${entry}: ${cmdline}`);
  }
  return found;
}
