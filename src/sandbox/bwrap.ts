/**
 * The `bwrap` backend (bubblewrap). Each command of a run starts in a new box with:
 * - its own user, pid, ipc, uts, network and (where the kernel allows) cgroup namespaces, and no
 *   capabilities (`--cap-drop ALL`: as root, bwrap would otherwise keep root's, and an agent could
 *   unmount `/proc` or remount `/` writable);
 * - `/proc` of its own pid namespace only, a minimal `/dev`, and a new session (no terminal
 *   injection); when the command ends, everything it started in the box ends with it;
 * - the host file system read-only, and only what `host-mounts.ts` binds (never `/` wholesale:
 *   `/run`, `/var` and `/tmp` hold other programs' sockets); `/etc`'s secrets masked;
 * - writable only the run's directory (workspace, HOME, events) and the run's own `/tmp`, a fresh
 *   directory of the run; no other run's directory; the suite and the agent's install read-only;
 * - a network of its own loopback only: the proxy is reached through the bridge (`bridge.ts`);
 *   any other connection, TCP or Unix socket, fails. A read-only bind does not stop `connect(2)`,
 *   so the host's sockets in the directories the box may read (the suite, the agent's checkout,
 *   `/opt`) are masked, as the kernel's table lists them when the box starts (`socketMasks`);
 *   attempts the box's network counters show are recorded (`network_blocked`);
 * - rlimits: memory (RLIMIT_DATA) and CPU time per process, and processes (RLIMIT_NPROC, which the
 *   kernel does not apply to the host's root: the runner also counts the agent's processes).
 *
 * It does not hide what the host's read-only system directories hold, nor the kernel: a kernel
 * exploit is out of scope, as for any namespace sandbox.
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

/** The bwrap command line of one command in a run's box. */
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
  // Where runs' directories are: hidden when a read-only directory shows it (so no other run is
  // visible), then this run's own, writable.
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

/** bwrap's `--json-status-fd` lines: a box that started its command ends with `exit-code`. */
function startedCommand(status: string): boolean {
  return /"exit-code"\s*:/.test(status);
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
 * The command itself could not be executed in the box: `prlimit`, which every box runs first
 * (`prlimitArgs`), says `prlimit: failed to execute X: REASON` and exits 126 or 127; bwrap says
 * `bwrap: execvp X: REASON` when X is what it starts. Only when X is the command's own program:
 * a `prlimit` or `/bin/sh` missing from the box is the box's failure.
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
      const started = startedCommand(status);
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
