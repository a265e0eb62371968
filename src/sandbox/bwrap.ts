/**
 * The `bwrap` backend (bubblewrap; docs/sandbox.md). Each command of a run starts in a new box with:
 * - its own user, pid, ipc, uts, network and (where allowed) cgroup namespaces, a new session, and
 *   no capabilities (as root, bwrap would keep root's: an agent could remount `/` writable);
 * - its own `/proc`, a minimal `/dev`; everything it started ends with the command;
 * - the host read-only, only what `host-mounts.ts` binds (never `/`), `/etc`'s secrets masked;
 * - writable only the run's directory and its own `/tmp`; no other run's directory;
 * - only its loopback: the proxy through `bridge.ts`; the host's sockets in what it reads are
 *   masked (`socketMasks`: a read-only bind does not stop `connect(2)`);
 * - rlimits on memory (RLIMIT_DATA), CPU time and processes (which root escapes: the runner counts).
 * It does not hide the host's system directories, nor guard against a kernel exploit.
 */
import path from 'node:path';
import { isBelowOrAt, socketMasks, type HostEntry } from './host-mounts.js';
import { BOX_PROXY_SOCKET, bridgeOf, bridgeEnvironment } from './bridge.js';
import type { Containment, ContainedCommand } from '../process/containment.js';
import type { ResourceLimits, RunBoxSpec } from './sandbox.js';

/** What every bwrap box has, before the mounts. */
const NAMESPACES = [
  '--unshare-user',
  '--unshare-pid',
  '--unshare-ipc',
  '--unshare-uts',
  '--unshare-net',
  '--unshare-cgroup-try',
  '--die-with-parent',
  '--new-session',
  '--cap-drop',
  'ALL',
];

/** The rlimits of a box, as `prlimit` options (soft below hard for CPU, so SIGXCPU names it). */
export function prlimitArgs(limits: ResourceLimits): string[] {
  const memory = limits.memoryMb * 1024 * 1024;
  return [
    'prlimit',
    `--data=${memory}`,
    `--cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 5}`,
    `--nproc=${limits.processes}`,
    '--',
  ];
}

function hostMountArgs(entries: readonly HostEntry[]): string[] {
  return entries.flatMap((entry) => {
    switch (entry.kind) {
      case 'dir':
        return ['--ro-bind', entry.path, entry.path];
      case 'link':
        return ['--symlink', entry.target, entry.path];
      case 'mask-file':
        return ['--ro-bind', '/dev/null', entry.path];
      case 'mask-dir':
        return ['--tmpfs', entry.path, '--remount-ro', entry.path];
    }
  });
}

export interface BwrapBoxOptions {
  program: string;
  hostEntries: readonly HostEntry[];
  run: RunBoxSpec;
  /** The proxy's Unix socket on the host, bound into the box; and the port the bridge listens on. */
  bridge: { socket: string; port: number } | undefined;
  /** The kernel's table of bound Unix sockets, read as each box starts (tests give their own). */
  socketTable?: () => string;
}

export function bwrapArgv(
  options: BwrapBoxOptions,
  argv: readonly string[],
  cwd: string,
  withBridge: boolean,
): string[] {
  const { run } = options;
  const args = [options.program, ...NAMESPACES, '--json-status-fd', '3'];
  // The run's own /tmp first: what follows may be mounted below /tmp (a suite in a temp dir).
  args.push('--bind', run.tmp, '/tmp');
  const bound: HostEntry[] = [
    ...options.hostEntries,
    ...run.readOnly.map((dir): HostEntry => ({ kind: 'dir', path: dir })),
  ];
  args.push(...hostMountArgs([...bound, ...socketMasks(bound, options.socketTable?.())]));
  // The runs' parent is hidden when a read-only directory shows it, then this run's bound writable.
  const runsParent = path.dirname(run.root);
  const boundAbove = [...options.hostEntries.map((entry) => entry.path), ...run.readOnly].some(
    (dir) => isBelowOrAt(runsParent, dir),
  );
  if (boundAbove && runsParent !== '/tmp') args.push('--tmpfs', runsParent);
  args.push('--bind', run.root, run.root);
  args.push('--dev', '/dev', '--proc', '/proc', '--tmpfs', '/run', '--dir', '/var/tmp');
  const limited = [...prlimitArgs(run.limits), ...argv];
  const bridge = bridgeOf(options.bridge, withBridge, limited, run.root);
  if (bridge !== undefined) args.push('--ro-bind', bridge.socket, BOX_PROXY_SOCKET);
  args.push('--chdir', cwd, '--', ...(bridge?.argv ?? limited));
  return args;
}

/** The errno names of what `execvp` says (the box's locale is C), for a command that cannot start. */
const EXEC_ERRORS: Readonly<Record<string, string>> = {
  'No such file or directory': 'ENOENT',
  'Permission denied': 'EACCES',
  'Not a directory': 'ENOTDIR',
  'Exec format error': 'ENOEXEC',
  'Text file busy': 'ETXTBSY',
};

/**
 * The command's own program could not be executed, as `prlimit` (run first in every box) or bwrap
 * says it; a missing `prlimit` or `/bin/sh` is the box's failure instead.
 */
function commandNotExecuted(
  argv: readonly string[],
  stderr: string,
): { code: string; message: string } | undefined {
  const program = argv[0];
  if (program === undefined) return undefined;
  for (const prefix of [`prlimit: failed to execute ${program}: `, `bwrap: execvp ${program}: `]) {
    const line = stderr.split('\n').find((candidate) => candidate.startsWith(prefix));
    if (line === undefined) continue;
    const reason = line.slice(prefix.length).trim();
    return { code: EXEC_ERRORS[reason] ?? reason, message: `${program}: ${reason}` };
  }
  return undefined;
}

export function bwrapContainment(options: BwrapBoxOptions): Containment {
  return {
    wrap(argv, { cwd, env, bridge }): ContainedCommand {
      const withBridge = bridge && options.bridge !== undefined;
      return {
        argv: bwrapArgv(options, argv, cwd, withBridge),
        env: withBridge ? { ...env, ...bridgeEnvironment() } : env,
        statusFd: true,
        // bwrap's init in the box ends with 128 + n when a signal n ended the command.
        signalAsExitStatus: true,
        endsTreeWithCommand: true,
      };
    },
    startFailure({ argv, status, stderr, exitCode }) {
      // bwrap's `--json-status-fd`: a box that started its command reports its `exit-code`.
      const started = /"exit-code"\s*:/.test(status);
      if (!started || exitCode === 126 || exitCode === 127) {
        const notExecuted = commandNotExecuted(argv, stderr);
        if (notExecuted !== undefined) return { by: 'command', ...notExecuted };
      }
      if (started) return undefined;
      const said = stderr
        .split('\n')
        .filter((line) => line.startsWith('bwrap: '))
        .join('; ');
      return {
        by: 'sandbox',
        message: said === '' ? 'bwrap ended before it started the command' : said,
      };
    },
  };
}
