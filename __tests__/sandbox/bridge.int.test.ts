// The bridge's script on its own (outside a box): it starts the forwarder, runs the command only
// once the forwarder listens on 127.0.0.1, and says so when the forwarder never listens.
import { spawn } from 'node:child_process';
import { readdir, readFile, symlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BRIDGE_FAILED_EXIT,
  BRIDGE_FAILED_MESSAGE,
  bridgeEnvironment,
  bridgeOf,
} from '../../src/sandbox/bridge.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

/** A free port on the host's loopback (taken, then released). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A PATH of only what the script needs besides socat: so the Node forwarder is chosen. */
async function pathWithoutSocat(): Promise<string> {
  const bin = await makeTempDir();
  for (const name of ['env', 'sleep', 'cat', 'grep'])
    await symlink(`/usr/bin/${name}`, path.join(bin, name));
  return bin;
}

/**
 * Runs the script in a process group of its own and, once it has exited, kills what is left of the
 * group: the forwarder it started in the background. In a box the box's end takes it; here
 * nothing else would, and it would outlive the test.
 */
function runScript(
  argv: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(argv[0] as string, argv.slice(1), { env, detached: true });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      killGroup(child.pid);
      resolve({ code, stdout, stderr });
    });
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // The group is already empty.
  }
}

/** The pids of forwarders of `port` (from /proc): socat's `TCP-LISTEN:PORT,…` or Node's `PORT`. */
async function forwardersOf(port: number): Promise<number[]> {
  const argument = new RegExp(`(?:^|\\0|TCP-LISTEN:)${port}(?:\\0|,)`);
  const found: number[] = [];
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const commandLine = await readFile(`/proc/${name}/cmdline`, 'utf8').catch(() => '');
    if (argument.test(commandLine)) found.push(Number(name));
  }
  return found;
}

describe('the bridge script', () => {
  it.each(['socat', 'the Node forwarder'])(
    'runs the command once %s listens on 127.0.0.1, and leaves the counters after it',
    async (forwarder) => {
      const dir = await makeTempDir();
      const port = await freePort();
      const counters = path.join(dir, 'network-counters');
      // The command looks at the table itself: the forwarder must already be listening.
      const probe = `grep -q ":$(printf %04X ${port}) 00000000:0000 0A" /proc/net/tcp && echo listening`;
      const pathVariable = forwarder === 'socat' ? '/usr/bin:/bin' : await pathWithoutSocat();
      const { argv } = bridgeOf({ socket: '', port }, true, ['/bin/sh', '-c', probe], dir)!;
      const result = await runScript(argv, { PATH: pathVariable, ...bridgeEnvironment() });
      expect(result).toMatchObject({ code: 0, stdout: 'listening\n' });
      expect(await readFile(counters, 'utf8')).toMatch(/^Tcp: /m);
      // Nothing of the script outlives it here (the forwarder is not left listening on the port).
      await expect.poll(() => forwardersOf(port), { timeout: 2_000 }).toEqual([]);
    },
  );

  it('says the bridge did not start when the forwarder never listens', async () => {
    const dir = await makeTempDir();
    const { argv } = bridgeOf({ socket: '', port: await freePort() }, true, ['/bin/true'], dir)!;
    const result = await runScript(argv, {
      PATH: await pathWithoutSocat(),
      ...bridgeEnvironment(),
      VERDICT_BRIDGE_NODE: '/bin/false',
    });
    expect(result.code).toBe(BRIDGE_FAILED_EXIT);
    expect(result.stderr).toContain(BRIDGE_FAILED_MESSAGE);
  }, 30_000);
});
