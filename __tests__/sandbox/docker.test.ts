import { once } from 'node:events';
import { realpath } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOX_PROXY_SOCKET } from '../../src/sandbox/bridge.js';
import {
  dockerArgv,
  dockerContainment,
  dockerLimitArgs,
  type DockerBoxOptions,
} from '../../src/sandbox/docker.js';
import { DEFAULT_LIMITS } from '../../src/sandbox/sandbox.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const OPTIONS: DockerBoxOptions = {
  program: '/usr/bin/docker',
  image: 'agent-image:1',
  name: 'verdict-fixed',
  run: {
    root: '/tmp/verdict-run-a',
    tmp: '/tmp/verdict-run-a/tmp',
    readOnly: ['/work/suite'],
    limits: { memoryMb: 512, processes: 64, cpuSeconds: 30 },
  },
  bridge: { socket: '/tmp/verdict-bridge-x/proxy.sock', port: 4242 },
};

describe('dockerArgv', () => {
  const env = { OPENAI_API_KEY: 'verdict-run-token-value', PATH: '/usr/bin' };
  const argv = dockerArgv(OPTIONS, ['node', 'agent.mjs'], '/tmp/verdict-run-a/work', env, false);
  const beforeImage = argv.slice(0, argv.indexOf('agent-image:1'));

  it('runs a fresh, named container with no network, no capabilities, a read-only root', () => {
    expect(argv.slice(0, 6)).toEqual([
      '/usr/bin/docker',
      'run',
      '--rm',
      '-i',
      '--name',
      'verdict-fixed',
    ]);
    for (const flag of [
      '--network=none',
      '--cap-drop=ALL',
      '--security-opt=no-new-privileges',
      '--read-only',
      '--init',
    ]) {
      expect(beforeImage).toContain(flag);
    }
    expect(beforeImage.some((item) => item.startsWith('--privileged'))).toBe(false);
  });

  it('applies the limits: memory, pids, CPU time', () => {
    expect(dockerLimitArgs(OPTIONS.run.limits)).toEqual([
      '--memory=512m',
      '--pids-limit=64',
      '--ulimit=cpu=30:35',
      `--ulimit=data=${512 * 1024 * 1024}:${512 * 1024 * 1024}`,
    ]);
    expect(dockerLimitArgs(DEFAULT_LIMITS)).toContain('--memory=4096m');
    for (const limit of dockerLimitArgs(OPTIONS.run.limits)) expect(beforeImage).toContain(limit);
  });

  it('mounts the run writable, its tmp at /tmp, the readable directories read-only, and nothing else', () => {
    const volumes = beforeImage.flatMap((item, index) =>
      item === '--volume' ? [beforeImage[index + 1]] : [],
    );
    expect(volumes).toEqual([
      '/tmp/verdict-run-a:/tmp/verdict-run-a:rw',
      '/tmp/verdict-run-a/tmp:/tmp:rw',
      '/work/suite:/work/suite:ro',
    ]);
    // Only a bridged command sees the proxy's socket.
    const bridged = dockerArgv(OPTIONS, ['node', 'agent.mjs'], '/w', env, true);
    expect(bridged).toContain(`/tmp/verdict-bridge-x/proxy.sock:${BOX_PROXY_SOCKET}`);
    expect(beforeImage[beforeImage.indexOf('--workdir') + 1]).toBe('/tmp/verdict-run-a/work');
  });

  it('passes variables by name, never their values on the command line', () => {
    const names = beforeImage.flatMap((item, index) =>
      item === '--env' ? [beforeImage[index + 1]] : [],
    );
    expect(names).toEqual(['OPENAI_API_KEY', 'PATH']);
    expect(argv.join(' ')).not.toContain('verdict-run-token-value');
  });

  it('runs the command itself after the image, or behind the bridge when asked', () => {
    expect(argv.slice(-3)).toEqual(['agent-image:1', 'node', 'agent.mjs']);
    const bridged = dockerArgv(OPTIONS, ['node', 'agent.mjs'], '/w', env, true);
    const command = bridged.slice(bridged.indexOf('agent-image:1') + 1);
    expect(command.slice(0, 2)).toEqual(['/bin/sh', '-c']);
    expect(command.slice(3, 5)).toEqual(['verdict-bridge', '4242']);
    expect(command.slice(-2)).toEqual(['node', 'agent.mjs']);
  });
});

describe('dockerContainment', () => {
  let counter = 0;
  const containment = dockerContainment(OPTIONS, () => `verdict-${(counter += 1)}`);

  it('names every container apart, and uses the image’s own node for the bridge', () => {
    const first = containment.wrap(['true'], { cwd: '/w', env: { A: '1' }, bridge: true });
    const second = containment.wrap(['true'], { cwd: '/w', env: { A: '1' }, bridge: false });
    expect(first.argv[first.argv.indexOf('--name') + 1]).toBe('verdict-1');
    expect(second.argv[second.argv.indexOf('--name') + 1]).toBe('verdict-2');
    expect(first.env).toMatchObject({ A: '1', VERDICT_BRIDGE_NODE: 'node' });
    expect(second.env).toEqual({ A: '1' });
    expect(first.statusFd).toBe(false);
  });

  it('blames the sandbox only for docker run’s own status 125', () => {
    expect(
      containment.startFailure({
        argv: ['node'],
        status: '',
        stderr: 'docker: Error response from daemon: pull access denied.\n',
        exitCode: 125,
      }),
    ).toEqual({
      by: 'sandbox',
      message: 'docker: Error response from daemon: pull access denied.',
    });
    expect(
      containment.startFailure({ argv: ['node'], status: '', stderr: '', exitCode: 125 }),
    ).toEqual({
      by: 'sandbox',
      message: 'docker run failed (exit 125)',
    });
    for (const exitCode of [0, 1, 126, 127, 137]) {
      expect(
        containment.startFailure({ argv: ['node'], status: '', stderr: 'x', exitCode }),
      ).toBeUndefined();
    }
    // The image has no such program: the command's failure to start, not the sandbox's.
    expect(
      containment.startFailure({
        argv: ['agent'],
        status: '',
        stderr:
          'docker: Error response from daemon: exec: "agent": executable file not found in $PATH\n',
        exitCode: 127,
      }),
    ).toMatchObject({ by: 'command', code: 'ENOENT' });
  });
});

describe('dockerArgv: the host’s sockets in what a container reads', () => {
  const makeTempDir = useTempDirs();

  it('masks each listed socket below a read-only directory with /dev/null, quoting an odd path', async () => {
    const dir = await realpath(await makeTempDir());
    const odd = path.join(dir, 'a,b"c.sock');
    const plain = path.join(dir, 'plain.sock');
    const servers = [odd, plain].map((socket) => net.createServer().listen(socket));
    await Promise.all(servers.map((server) => once(server, 'listening')));
    try {
      // /proc/net/unix's lines: the socket outside the read-only directory is not masked.
      const table = [odd, plain, '/elsewhere/other.sock']
        .map((socket) => `0000000000000000: 00000002 00000000 00010000 0001 01 12345 ${socket}`)
        .join('\n');
      const argv = dockerArgv(
        { ...OPTIONS, run: { ...OPTIONS.run, readOnly: [dir] }, socketTable: () => table },
        ['true'],
        '/w',
        {},
        false,
      );
      const mounts = argv.flatMap((item, index) => (item === '--mount' ? [argv[index + 1]] : []));
      expect(mounts).toEqual([
        `type=bind,src=/dev/null,"dst=${path.join(dir, 'a,b""c.sock')}",readonly`,
        `type=bind,src=/dev/null,dst=${plain},readonly`,
      ]);
    } finally {
      for (const server of servers) server.close();
    }
  });
});
