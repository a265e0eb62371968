import { describe, expect, it } from 'vitest';
import { BOX_PROXY_SOCKET } from '../../src/sandbox/bridge.js';
import { bwrapArgv, bwrapContainment, type BwrapBoxOptions } from '../../src/sandbox/bwrap.js';
import type { HostEntry } from '../../src/sandbox/host-mounts.js';
import { DEFAULT_LIMITS } from '../../src/sandbox/sandbox.js';

const HOST: HostEntry[] = [
  { kind: 'dir', path: '/usr' },
  { kind: 'dir', path: '/etc' },
  { kind: 'link', path: '/bin', target: 'usr/bin' },
  { kind: 'mask-file', path: '/etc/shadow' },
  { kind: 'mask-dir', path: '/etc/ssh' },
  { kind: 'dir', path: '/work/suite' },
];

function options(overrides: Partial<BwrapBoxOptions> = {}): BwrapBoxOptions {
  return {
    program: '/usr/bin/bwrap',
    hostEntries: HOST,
    run: {
      root: '/tmp/verdict-run-a',
      tmp: '/tmp/verdict-run-a/tmp',
      readOnly: [],
      limits: DEFAULT_LIMITS,
    },
    bridge: { socket: '/tmp/verdict-bridge-x/proxy.sock', port: 4242 },
    ...overrides,
  };
}

/** The options before `--`: bwrap's own, as [flag, ...its arguments] pairs are easy to look for. */
function boxPart(argv: string[]): string[] {
  return argv.slice(0, argv.indexOf('--'));
}

/** Whether `sequence` appears in `argv` at consecutive positions; its first index, or -1. */
function indexOfSequence(argv: readonly string[], sequence: readonly string[]): number {
  for (let index = 0; index + sequence.length <= argv.length; index += 1) {
    if (sequence.every((item, offset) => argv[index + offset] === item)) return index;
  }
  return -1;
}

describe('bwrapArgv', () => {
  const argv = bwrapArgv(options(), ['node', 'agent.mjs'], '/tmp/verdict-run-a/work', false);
  const box = boxPart(argv);

  it('drops every capability, even root’s', () => {
    expect(indexOfSequence(box, ['--cap-drop', 'ALL'])).toBeGreaterThan(0);
    expect(box).not.toContain('--cap-add');
  });

  it('gives the box its own namespaces, a /proc of its own pid namespace and a minimal /dev', () => {
    for (const flag of [
      '--unshare-user',
      '--unshare-pid',
      '--unshare-ipc',
      '--unshare-uts',
      '--unshare-net',
      '--die-with-parent',
      '--new-session',
    ]) {
      expect(box).toContain(flag);
    }
    expect(indexOfSequence(box, ['--proc', '/proc'])).toBeGreaterThan(0);
    expect(indexOfSequence(box, ['--dev', '/dev'])).toBeGreaterThan(0);
    expect(box).not.toContain('--dev-bind');
    expect(box).not.toContain('--share-net');
  });

  it('never binds / wholesale, and masks /run', () => {
    for (const flag of ['--bind', '--ro-bind', '--dev-bind', '--bind-try', '--ro-bind-try']) {
      expect(indexOfSequence(box, [flag, '/'])).toBe(-1);
    }
    expect(indexOfSequence(box, ['--tmpfs', '/run'])).toBeGreaterThan(0);
    for (const dir of ['/var', '/home', '/root']) {
      expect(indexOfSequence(box, ['--ro-bind', dir])).toBe(-1);
      expect(indexOfSequence(box, ['--bind', dir])).toBe(-1);
    }
  });

  it('binds the run’s own tmp at /tmp before anything that may be mounted below it', () => {
    const tmp = indexOfSequence(box, ['--bind', '/tmp/verdict-run-a/tmp', '/tmp']);
    expect(tmp).toBeGreaterThan(0);
    const firstHostMount = indexOfSequence(box, ['--ro-bind', '/usr', '/usr']);
    expect(tmp).toBeLessThan(firstHostMount);
    // Only the run's directory and its tmp are writable.
    const writable = box.flatMap((item, index) => (item === '--bind' ? [box[index + 1]] : []));
    expect(writable).toEqual(['/tmp/verdict-run-a/tmp', '/tmp/verdict-run-a']);
  });

  it('binds the host entries read-only, links as links, and masks /etc’s secrets', () => {
    expect(indexOfSequence(box, ['--ro-bind', '/etc', '/etc'])).toBeGreaterThan(0);
    expect(indexOfSequence(box, ['--symlink', 'usr/bin', '/bin'])).toBeGreaterThan(0);
    const etc = indexOfSequence(box, ['--ro-bind', '/etc', '/etc']);
    expect(indexOfSequence(box, ['--ro-bind', '/dev/null', '/etc/shadow'])).toBeGreaterThan(etc);
    expect(
      indexOfSequence(box, ['--tmpfs', '/etc/ssh', '--remount-ro', '/etc/ssh']),
    ).toBeGreaterThan(etc);
    expect(indexOfSequence(box, ['--ro-bind', '/work/suite', '/work/suite'])).toBeGreaterThan(0);
  });

  it('hides the other runs when a read-only directory holds the runs’ parent', () => {
    const nested = bwrapArgv(
      options({
        run: {
          root: '/work/runs/verdict-run-b',
          tmp: '/work/runs/verdict-run-b/tmp',
          readOnly: [],
          limits: DEFAULT_LIMITS,
        },
        hostEntries: [...HOST, { kind: 'dir', path: '/work' }],
      }),
      ['true'],
      '/work/runs/verdict-run-b/work',
      false,
    );
    const hide = indexOfSequence(nested, ['--tmpfs', '/work/runs']);
    const own = indexOfSequence(nested, [
      '--bind',
      '/work/runs/verdict-run-b',
      '/work/runs/verdict-run-b',
    ]);
    expect(hide).toBeGreaterThan(indexOfSequence(nested, ['--ro-bind', '/work', '/work']));
    expect(own).toBeGreaterThan(hide);
    // Runs under /tmp need no mask: the box's /tmp is the run's own.
    expect(box.filter((item, index) => item === '--tmpfs' && box[index + 1] === '/tmp')).toEqual(
      [],
    );
  });

  it('starts the command in the given cwd, under the run’s rlimits', () => {
    expect(indexOfSequence(box, ['--chdir', '/tmp/verdict-run-a/work'])).toBeGreaterThan(0);
    const command = argv.slice(argv.indexOf('--') + 1);
    expect(command).toEqual([
      'prlimit',
      `--data=${4096 * 1024 * 1024}`,
      '--cpu=1800:1805',
      '--nproc=512',
      '--',
      'node',
      'agent.mjs',
    ]);
  });

  it('binds the proxy socket into /run/verdict and starts the bridge only when asked', () => {
    const socketBind = ['--ro-bind', '/tmp/verdict-bridge-x/proxy.sock', BOX_PROXY_SOCKET];
    expect(indexOfSequence(box, socketBind)).toBe(-1);
    const bridged = bwrapArgv(options(), ['node', 'agent.mjs'], '/w', true);
    expect(indexOfSequence(bridged, socketBind)).toBeGreaterThan(
      indexOfSequence(bridged, ['--tmpfs', '/run']),
    );
    const command = bridged.slice(bridged.indexOf('--') + 1);
    expect(command.slice(0, 2)).toEqual(['/bin/sh', '-c']);
    expect(command.slice(3, 5)).toEqual(['verdict-bridge', '4242']);
    expect(command.slice(-2)).toEqual(['node', 'agent.mjs']);
  });
});

describe('bwrapContainment', () => {
  const containment = bwrapContainment(options());

  it('reports on file descriptor 3 and adds the bridge’s variables only with the bridge', () => {
    const plain = containment.wrap(['true'], { cwd: '/w', env: { A: '1' }, bridge: false });
    expect(plain.statusFd).toBe(true);
    expect(plain.env).toEqual({ A: '1' });
    const bridged = containment.wrap(['true'], { cwd: '/w', env: { A: '1' }, bridge: true });
    expect(bridged.env).toMatchObject({ A: '1', VERDICT_BRIDGE_SOCKET: BOX_PROXY_SOCKET });
  });

  it('tells a box that did not start from a command that could not be executed', () => {
    const started = '{ "child-pid": 12 }\n{ "exit-code": 1 }\n';
    expect(
      containment.startFailure({
        argv: ['node'],
        status: started,
        stderr: 'bwrap: x',
        exitCode: 1,
      }),
    ).toBeUndefined();
    expect(
      containment.startFailure({
        argv: ['node'],
        status: '',
        stderr: 'bwrap: setting up uid map: Permission denied\n',
        exitCode: 1,
      }),
    ).toEqual({ by: 'sandbox', message: 'bwrap: setting up uid map: Permission denied' });
    expect(
      containment.startFailure({
        argv: ['nope'],
        status: started,
        stderr: 'prlimit: failed to execute nope: No such file or directory\n',
        exitCode: 127,
      }),
    ).toMatchObject({ by: 'command', code: 'ENOENT' });
    expect(
      containment.startFailure({ argv: ['node'], status: '', stderr: '', exitCode: 1 }),
    ).toEqual({ by: 'sandbox', message: 'bwrap ended before it started the command' });
  });
});
