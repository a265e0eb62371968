import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import {
  descendantsFromParents,
  findDescendants,
  LeftoverSweep,
} from '../../src/process/process-tree.js';
import { runCommand, type RunCommandResult } from '../../src/process/run-command.js';
import type { VerifierOfKind } from '../../src/suite/schema.js';
import type { RunTranscript } from '../../src/transcript/schema.js';
import { runVerifier, type VerifierContext } from '../../src/verifiers/index.js';

const NODE = process.execPath;

const tempDirs: string[] = [];
/** Processes these tests started indirectly (grandchildren); killed after each test if still alive. */
const startedPids: number[] = [];

async function makeTempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'verdict-run-command-'));
  tempDirs.push(dir);
  return dir;
}

/** True while `pid` is running; a zombie (exited, not yet reaped) counts as dead. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw cause;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) S ..." — the state follows the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

async function waitUntilDead(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

async function readPid(file: string, withinMs = 3_000): Promise<number> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => '');
    if (/^\d+$/.test(text.trim())) {
      const pid = Number(text.trim());
      startedPids.push(pid);
      return pid;
    }
    if (Date.now() > deadline) throw new Error(`no pid was written to ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

afterEach(async () => {
  for (const pid of startedPids.splice(0)) {
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

function expectOutcome<O extends RunCommandResult['outcome']>(
  result: RunCommandResult,
  outcome: O,
): asserts result is RunCommandResult & { outcome: O } {
  expect(result.outcome).toBe(outcome);
}

function contextFor(dir: string, extra: Partial<VerifierContext> = {}): VerifierContext {
  const transcript: RunTranscript = {
    toolCalls: [],
    toolEventsAvailable: false,
    finalAnswer: null,
    workspace: { dir, before: {}, after: {} },
  };
  return { transcript, ...extra };
}

function commandVerifier(
  command: string[],
  options: Partial<Omit<VerifierOfKind<'command'>, 'kind' | 'command'>> = {},
): VerifierOfKind<'command'> {
  return { kind: 'command', id: 'check', command, timeoutMs: 5_000, ...options };
}

/** A node script that hangs forever (until killed). */
const HANG = 'setInterval(() => {}, 1000)';

describe('runCommand', () => {
  it('reports the exit code, stdout and stderr of a program that exits', async () => {
    const cwd = await makeTempDir();
    const result = await runCommand(
      [NODE, '-e', 'console.log("out"); console.error("err"); process.exit(7)'],
      { cwd, timeoutMs: 5_000 },
    );
    expectOutcome(result, 'exited');
    expect(result).toMatchObject({ exitCode: 7, signal: null, stdout: 'out\n', stderr: 'err\n' });
    expect(result.truncated).toBe(false);
  });

  it('runs in the given cwd with the given environment and stdin', async () => {
    const cwd = await makeTempDir();
    const script =
      'let input = "";' +
      'process.stdin.on("data", (c) => (input += c));' +
      'process.stdin.on("end", () => console.log(JSON.stringify([process.cwd(), process.env.VERDICT_PROBE, process.env.HOME ?? null, input])));';
    const result = await runCommand([NODE, '-e', script], {
      cwd,
      timeoutMs: 5_000,
      env: { PATH: process.env.PATH, VERDICT_PROBE: 'probe-value' },
      stdin: 'hello stdin',
    });
    expectOutcome(result, 'exited');
    expect(JSON.parse(result.stdout)).toEqual([
      await realpath(cwd),
      'probe-value',
      null,
      'hello stdin',
    ]);
  });

  it('passes shell metacharacters to the program literally', async () => {
    const cwd = await makeTempDir();
    const tricky = [
      '$HOME;echo hi',
      '`id`',
      '$(whoami)',
      '*',
      '> pwned.txt',
      'a && b | c',
      '\'"\\',
    ];
    const result = await runCommand(
      ['node', '-e', 'console.log(JSON.stringify(process.argv.slice(1)))', ...tricky],
      { cwd, timeoutMs: 5_000 },
    );
    expectOutcome(result, 'exited');
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(tricky);
    // Nothing was redirected or globbed by a shell.
    expect(await readdir(cwd)).toEqual([]);

    const single = await runCommand(
      ['node', '-e', 'console.log(process.argv[1])', '$HOME;echo hi'],
      {
        cwd,
        timeoutMs: 5_000,
      },
    );
    expectOutcome(single, 'exited');
    expect(single.stdout).toBe('$HOME;echo hi\n');
  });

  it('keeps at most maxOutputBytes of output and says it truncated', async () => {
    const cwd = await makeTempDir();
    const result = await runCommand([NODE, '-e', 'process.stdout.write("x".repeat(5000))'], {
      cwd,
      timeoutMs: 5_000,
      maxOutputBytes: 100,
    });
    expectOutcome(result, 'exited');
    expect(result.stdout).toBe('x'.repeat(100));
    expect(result.truncated).toBe(true);
  });

  it('reports a program killed by a signal it did not get from us', async () => {
    const cwd = await makeTempDir();
    const result = await runCommand([NODE, '-e', 'process.kill(process.pid, "SIGKILL")'], {
      cwd,
      timeoutMs: 5_000,
    });
    expectOutcome(result, 'exited');
    expect(result).toMatchObject({ exitCode: null, signal: 'SIGKILL' });
  });

  it('reports a program that cannot start as failed-to-start, with the errno code', async () => {
    const cwd = await makeTempDir();
    const missing = await runCommand(['verdict-no-such-program-4f1c'], { cwd, timeoutMs: 5_000 });
    expectOutcome(missing, 'failed-to-start');
    expect(missing.code).toBe('ENOENT');
    expect(missing.message).toContain('verdict-no-such-program-4f1c');

    const notExecutable = await runCommand([cwd], { cwd, timeoutMs: 5_000 });
    expectOutcome(notExecutable, 'failed-to-start');
    expect(notExecutable.code).toBe('EACCES');

    const badCwd = await runCommand([NODE, '-e', ''], {
      cwd: path.join(cwd, 'no-such-dir'),
      timeoutMs: 5_000,
    });
    expectOutcome(badCwd, 'failed-to-start');
    expect(badCwd.code).toBe('ENOENT');

    const empty = await runCommand([], { cwd, timeoutMs: 5_000 });
    expect(empty).toEqual({
      outcome: 'failed-to-start',
      code: 'EINVAL',
      message: 'empty command',
      durationMs: 0,
    });
  });

  it('times out a program that hangs, keeping the output it wrote', async () => {
    const cwd = await makeTempDir();
    const result = await runCommand([NODE, '-e', `process.stdout.write("started\\n"); ${HANG}`], {
      cwd,
      timeoutMs: 500,
    });
    expectOutcome(result, 'timed-out');
    expect(result.stdout).toBe('started\n');
    expect(result.durationMs).toBeGreaterThanOrEqual(450);
    expect(result.durationMs).toBeLessThan(3_000);
  });

  it('stops the program when the signal aborts, and reports aborted', async () => {
    const cwd = await makeTempDir();
    const pidFile = path.join(cwd, 'pid');
    const controller = new AbortController();
    const running = runCommand(
      [
        NODE,
        '-e',
        `require("fs").writeFileSync(process.argv[1], String(process.pid)); ${HANG}`,
        pidFile,
      ],
      { cwd, timeoutMs: 20_000, signal: controller.signal },
    );
    const pid = await readPid(pidFile);
    controller.abort();
    const result = await running;
    expectOutcome(result, 'aborted');
    expect(result.durationMs).toBeLessThan(5_000);
    expect(await waitUntilDead(pid, 1_500)).toBe(true);
  });

  it('does not run at all when the signal is already aborted', async () => {
    const cwd = await makeTempDir();
    const marker = path.join(cwd, 'ran');
    const result = await runCommand(
      [NODE, '-e', `require("fs").writeFileSync(process.argv[1], "yes"); ${HANG}`, marker],
      { cwd, timeoutMs: 20_000, signal: AbortSignal.abort() },
    );
    expectOutcome(result, 'aborted');
    expect(result.durationMs).toBeLessThan(3_000);
  });
});

describe('runCommand kills the whole process tree', () => {
  /** A node script that starts `child` (argv for spawn, plus spawn options), writes its pid and hangs. */
  const parentScript = (spawnArgs: string, thenExit = false): string =>
    [
      'const { spawn } = require("node:child_process");',
      'const fs = require("node:fs");',
      `const child = spawn(${spawnArgs});`,
      'child.unref();',
      'fs.writeFileSync(process.argv[1], String(child.pid));',
      thenExit ? 'console.log("parent done"); process.exit(0);' : HANG,
    ].join('\n');

  it('kills a grandchild in the same process group on timeout', { timeout: 10_000 }, async () => {
    const cwd = await makeTempDir();
    const pidFile = path.join(cwd, 'grandchild.pid');
    const result = await runCommand(
      [NODE, '-e', parentScript('"sleep", ["1000"], { stdio: "ignore" }'), pidFile],
      { cwd, timeoutMs: 1_000 },
    );
    expectOutcome(result, 'timed-out');
    const pid = await readPid(pidFile, 0);
    expect(await waitUntilDead(pid, 1_500)).toBe(true);
  });

  it(
    'kills a grandchild that moved to its own session (detached) on timeout',
    { timeout: 10_000 },
    async () => {
      const cwd = await makeTempDir();
      const pidFile = path.join(cwd, 'grandchild.pid');
      const result = await runCommand(
        [
          NODE,
          '-e',
          parentScript('"sleep", ["1000"], { stdio: "ignore", detached: true }'),
          pidFile,
        ],
        { cwd, timeoutMs: 1_000 },
      );
      expectOutcome(result, 'timed-out');
      const pid = await readPid(pidFile, 0);
      expect(await waitUntilDead(pid, 1_500)).toBe(true);
    },
  );

  it('kills a detached grandchild that ignores SIGTERM', { timeout: 10_000 }, async () => {
    const cwd = await makeTempDir();
    const pidFile = path.join(cwd, 'grandchild.pid');
    const readyFile = path.join(cwd, 'ready');
    // The grandchild says it is ready only once its SIGTERM handler is installed.
    const stubborn = `process.on("SIGTERM", () => {}); require("fs").writeFileSync(${JSON.stringify(readyFile)}, "1"); ${HANG}`;
    const result = await runCommand(
      [
        NODE,
        '-e',
        parentScript(
          `process.execPath, ["-e", ${JSON.stringify(stubborn)}], { stdio: "ignore", detached: true }`,
        ),
        pidFile,
      ],
      { cwd, timeoutMs: 2_000 },
    );
    expectOutcome(result, 'timed-out');
    const pid = await readPid(pidFile, 0);
    expect(existsSync(readyFile)).toBe(true);
    // It shrugs off SIGTERM; the SIGKILL that follows (once its parent is gone, or after the
    // grace period) is what ends it.
    expect(await waitUntilDead(pid, 3_000)).toBe(true);
  });

  it(
    'resolves promptly as exited when the program exits 0 leaving a child that holds stdout',
    { timeout: 10_000 },
    async () => {
      const cwd = await makeTempDir();
      const pidFile = path.join(cwd, 'background.pid');
      const started = Date.now();
      const result = await runCommand(
        [
          NODE,
          '-e',
          parentScript('"sleep", ["1000"], { stdio: ["ignore", "inherit", "inherit"] }', true),
          pidFile,
        ],
        { cwd, timeoutMs: 20_000 },
      );
      expect(Date.now() - started).toBeLessThan(4_000);
      expectOutcome(result, 'exited');
      expect(result).toMatchObject({ exitCode: 0, stdout: 'parent done\n' });
      // It was in the program's process group, which is killed once the program exits.
      const pid = await readPid(pidFile, 0);
      expect(await waitUntilDead(pid, 1_500)).toBe(true);
    },
  );

  it(
    'kills a detached child left holding stdout after the program exits, and resolves promptly',
    { timeout: 10_000 },
    async () => {
      const cwd = await makeTempDir();
      const pidFile = path.join(cwd, 'background.pid');
      const started = Date.now();
      const result = await runCommand(
        [
          NODE,
          '-e',
          parentScript(
            '"sleep", ["1000"], { stdio: ["ignore", "inherit", "inherit"], detached: true }',
            true,
          ),
          pidFile,
        ],
        { cwd, timeoutMs: 20_000 },
      );
      // It left the process group and was reparented, but it still carries the run's tag.
      expect(Date.now() - started).toBeLessThan(5_000);
      expectOutcome(result, 'exited');
      expect(result).toMatchObject({ exitCode: 0, stdout: 'parent done\n' });
      const pid = await readPid(pidFile, 0);
      expect(await waitUntilDead(pid, 1_500)).toBe(true);
    },
  );
});

describe('command verifier', () => {
  it('passes when the exit code is 0 by default and names the command', async () => {
    const dir = await makeTempDir();
    const result = await runVerifier(
      commandVerifier([NODE, '-e', 'process.exit(0)'], { id: 'tests' }),
      contextFor(dir),
    );
    expect(result).toMatchObject({ id: 'tests', kind: 'command', status: 'pass' });
    expect(result.detail).toMatch(/^`.+ -e process\.exit\(0\)` exited 0 in \d+ ms$/);
  });

  it('fails on a non-zero exit by default, quoting the tail of stderr', async () => {
    const dir = await makeTempDir();
    const result = await runVerifier(
      commandVerifier([NODE, '-e', 'console.error("2 tests failed"); process.exit(1)']),
      contextFor(dir),
    );
    expect(result.status).toBe('fail');
    expect(result.detail).toContain('exited 1, expected exit 0');
    expect(result.detail).toContain('2 tests failed');
  });

  it('passes a non-zero expectExit that matches, and fails exit 0 against it', async () => {
    const dir = await makeTempDir();
    const three = await runVerifier(
      commandVerifier([NODE, '-e', 'process.exit(3)'], { expectExit: 3 }),
      contextFor(dir),
    );
    expect(three.status).toBe('pass');
    expect(three.detail).toContain('exited 3');

    const zero = await runVerifier(
      commandVerifier([NODE, '-e', 'process.exit(0)'], { expectExit: 3 }),
      contextFor(dir),
    );
    expect(zero.status).toBe('fail');
    expect(zero.detail).toContain('exited 0, expected exit 3');
  });

  it('checks that stdout includes every expected text', async () => {
    const dir = await makeTempDir();
    const script = 'console.log("Tests: 12 passed"); console.error("ALL GOOD on stderr")';
    const ok = await runVerifier(
      commandVerifier([NODE, '-e', script], { expectStdoutIncludes: ['12 passed', 'Tests:'] }),
      contextFor(dir),
    );
    expect(ok.status).toBe('pass');

    const missing = await runVerifier(
      commandVerifier([NODE, '-e', script], {
        expectStdoutIncludes: ['12 passed', 'ALL GOOD', '0 failed'],
      }),
      contextFor(dir),
    );
    expect(missing.status).toBe('fail');
    // Only stdout counts: text printed on stderr is missing too.
    expect(missing.detail).toContain('stdout lacks "ALL GOOD", "0 failed"');
    expect(missing.detail).toContain('Tests: 12 passed');
    expect(missing.detail).not.toContain('"12 passed"');
  });

  it('fails a command killed by a signal', async () => {
    const dir = await makeTempDir();
    const result = await runVerifier(
      commandVerifier([NODE, '-e', 'process.kill(process.pid, "SIGKILL")']),
      contextFor(dir),
    );
    expect(result.status).toBe('fail');
    expect(result.detail).toContain('was killed by SIGKILL, expected exit 0');
  });

  it('fails (not errors) a command that hangs past its timeout', async () => {
    const dir = await makeTempDir();
    const result = await runVerifier(
      commandVerifier([NODE, '-e', `console.error("waiting for input"); ${HANG}`], {
        timeoutMs: 500,
      }),
      contextFor(dir),
    );
    expect(result.status).toBe('fail');
    expect(result.detail).toContain('did not finish within 500 ms and was killed');
    expect(result.detail).toContain('waiting for input');
    expect(result.durationMs).toBeGreaterThanOrEqual(450);
  });

  it('is an error when the program cannot start', async () => {
    const dir = await makeTempDir();
    const result = await runVerifier(
      commandVerifier(['verdict-no-such-program-4f1c', '--check']),
      contextFor(dir),
    );
    expect(result.status).toBe('error');
    expect(result.detail).toMatch(
      /^`verdict-no-such-program-4f1c --check` cannot start: ENOENT \(.+\)$/,
    );
  });

  it('is an error when the run is cancelled through the signal', async () => {
    const dir = await makeTempDir();
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const result = await runVerifier(
      commandVerifier([NODE, '-e', HANG], { timeoutMs: 20_000 }),
      contextFor(dir, { signal: controller.signal }),
    );
    expect(result.status).toBe('error');
    expect(result.detail).toContain('was stopped because the run was cancelled');
    expect(result.durationMs).toBeLessThan(5_000);
  });

  it('runs in the workspace with the environment from the context', async () => {
    const dir = await makeTempDir();
    const script =
      'const fs = require("fs");' +
      'if (!fs.existsSync("marker.txt")) process.exit(9);' +
      'console.log("env=" + process.env.VERDICT_ONLY + " home=" + (process.env.HOME ?? "unset"))';
    await writeFile(path.join(dir, 'marker.txt'), 'x');
    const result = await runVerifier(
      commandVerifier([NODE, '-e', script], { expectStdoutIncludes: ['env=yes home=unset'] }),
      contextFor(dir, { env: { PATH: process.env.PATH, VERDICT_ONLY: 'yes' } }),
    );
    expect(result.status).toBe('pass');
  });
});

describe('runCommand with a LeftoverSweep: no /proc scan when the process group is gone', () => {
  /** A node script that starts `sleep` in a new session (out of the group), writes its pid and exits. */
  const escapeScript = (stdio: string, env = ''): string =>
    [
      'const { spawn } = require("node:child_process");',
      `const child = spawn("sleep", ["1000"], { stdio: ${stdio}, detached: true${env} });`,
      'child.unref();',
      'require("node:fs").writeFileSync(process.argv[1], String(child.pid));',
    ].join('\n');

  it('leaves a leftover that escaped the group to the sweep, which kills it', async () => {
    const cwd = await makeTempDir();
    const pidFile = path.join(cwd, 'escaped.pid');
    const sweep = new LeftoverSweep();
    const result = await runCommand([NODE, '-e', escapeScript('"ignore"'), pidFile], {
      cwd,
      timeoutMs: 10_000,
      sweep,
    });
    expectOutcome(result, 'exited');
    const pid = await readPid(pidFile, 0);
    // Nothing looked for it at the exit: the group was empty, so the tag went to the sweep.
    expect(result.outlived).toBe(0);
    expect(sweep.pending).toBe(true);
    expect(isAlive(pid)).toBe(true);
    expect(await sweep.kill()).toBe(1);
    expect(sweep.pending).toBe(false);
    expect(await waitUntilDead(pid, 1_500)).toBe(true);
  });

  it('without a sweep, scans at the exit and kills the same leftover at once', async () => {
    const cwd = await makeTempDir();
    const pidFile = path.join(cwd, 'escaped.pid');
    const result = await runCommand([NODE, '-e', escapeScript('"ignore"'), pidFile], {
      cwd,
      timeoutMs: 10_000,
    });
    expectOutcome(result, 'exited');
    expect(result.outlived).toBe(1);
    expect(await waitUntilDead(await readPid(pidFile, 0), 1_500)).toBe(true);
  });

  it('kills a leftover still in the group at the exit, leaving nothing to the sweep', async () => {
    const cwd = await makeTempDir();
    const pidFile = path.join(cwd, 'grouped.pid');
    const sweep = new LeftoverSweep();
    const script = escapeScript('"ignore"').replace('detached: true', 'detached: false');
    const result = await runCommand([NODE, '-e', script, pidFile], {
      cwd,
      timeoutMs: 10_000,
      sweep,
    });
    expectOutcome(result, 'exited');
    expect(result.outlived).toBe(1);
    expect(sweep.pending).toBe(false);
    expect(await waitUntilDead(await readPid(pidFile, 0), 1_500)).toBe(true);
  });

  it('looks at once for an escaped leftover that holds the output pipes, and resolves promptly', async () => {
    const cwd = await makeTempDir();
    const pidFile = path.join(cwd, 'holding.pid');
    const sweep = new LeftoverSweep();
    const started = Date.now();
    const result = await runCommand(
      [NODE, '-e', escapeScript('["ignore", "inherit", "inherit"]'), pidFile],
      { cwd, timeoutMs: 20_000, sweep },
    );
    expect(Date.now() - started).toBeLessThan(1_900);
    expectOutcome(result, 'exited');
    expect(result.outlived).toBe(1);
    expect(await waitUntilDead(await readPid(pidFile, 0), 1_500)).toBe(true);
  });

  it('finds, by its directory, a leftover that cleared its environment', async () => {
    const cwd = await makeTempDir();
    const pidFile = path.join(cwd, 'cleared.pid');
    const sweep = new LeftoverSweep([cwd]);
    const script = escapeScript('"ignore"', `, env: {}, cwd: ${JSON.stringify(cwd)}`);
    const result = await runCommand([NODE, '-e', script, pidFile], {
      cwd,
      timeoutMs: 10_000,
      sweep,
    });
    expectOutcome(result, 'exited');
    const pid = await readPid(pidFile, 0);
    expect(isAlive(pid)).toBe(true);
    expect(await sweep.kill()).toBe(1);
    expect(await waitUntilDead(pid, 1_500)).toBe(true);
  });
});

describe('findDescendants', () => {
  it('reads down the tree as the parent of each process says it, and stops past atMost', async () => {
    // A shell with two children, one of which has a child of its own.
    const child = spawn('/bin/sh', ['-c', 'sleep 30 & sh -c "sleep 30 & wait" & wait'], {
      stdio: 'ignore',
      detached: true,
    });
    const pid = child.pid as number;
    try {
      let found: number[] = [];
      for (let look = 0; look < 100 && found.length < 3; look += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        found = await findDescendants(pid);
      }
      expect(found).toHaveLength(3);
      expect([...found].sort()).toEqual([...(await descendantsFromParents(pid))].sort());
      // A count that only needs to know a limit was passed reads no further than it must.
      expect((await findDescendants(pid, 1)).length).toBeLessThan(3);
    } finally {
      process.kill(-pid, 'SIGKILL');
    }
  });
});
