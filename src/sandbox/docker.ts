/**
 * The `docker` backend (or podman; docs/sandbox.md): each command starts in a fresh container of
 * the agent entry's `"image"`, which has:
 * - only its loopback; the proxy through `bridge.ts` (the image needs `socat` or `node`);
 * - the run's directory and its `/tmp` writable, the suite and the agent's install read-only,
 *   nothing else of the host, and its sockets there masked (`socketMasks`);
 * - no capabilities, no new privileges, a read-only root file system;
 * - limits on memory, each process's data, processes and CPU time per process.
 * It does not protect against the engine itself (a rootful daemon is root on the host).
 */
import { socketMasks, type HostEntry } from './host-mounts.js';
import type { Containment, ContainedCommand } from '../process/containment.js';
import type { ResourceLimits, RunBoxSpec } from './sandbox.js';
import { BOX_PROXY_SOCKET, bridgeOf, bridgeEnvironment } from './bridge.js';

export interface DockerBoxOptions {
  /** `docker` or `podman` (a path). */
  program: string;
  image: string;
  run: RunBoxSpec;
  bridge: { socket: string; port: number } | undefined;
  /** A name for the container, unique per command (so a kill can find it). */
  name: string;
  /** The kernel's table of bound Unix sockets, read as each container starts (tests give their own). */
  socketTable?: () => string;
}

/** A `--mount` value's field, quoted as the engine's CSV reader wants when it holds `,` or `"`. */
function mountField(field: string): string {
  return /[",]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

/** `/dev/null` over each host socket it binds: `--network=none` does not cover Unix sockets. */
function socketMaskArgs(readOnly: readonly string[], table: string | undefined): string[] {
  const bound = readOnly.map((dir): HostEntry => ({ kind: 'dir', path: dir }));
  return socketMasks(bound, table).flatMap((mask) => [
    '--mount',
    ['type=bind', 'src=/dev/null', `dst=${mask.path}`, 'readonly'].map(mountField).join(','),
  ]);
}

/**
 * The limits as `docker run` options. Memory is also each process's data rlimit: past `--memory`
 * alone the kernel kills silently, while a refused allocation is said, and the run names `memoryMb`.
 */
export function dockerLimitArgs(limits: ResourceLimits): string[] {
  const bytes = limits.memoryMb * 1024 * 1024;
  return [
    `--memory=${limits.memoryMb}m`,
    `--pids-limit=${limits.processes}`,
    `--ulimit=cpu=${limits.cpuSeconds}:${limits.cpuSeconds + 5}`,
    `--ulimit=data=${bytes}:${bytes}`,
  ];
}

export function dockerArgv(
  options: DockerBoxOptions,
  argv: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  withBridge: boolean,
): string[] {
  const { run } = options;
  const args = [
    options.program,
    'run',
    '--rm',
    '-i',
    '--name',
    options.name,
    '--network=none',
    '--cap-drop=ALL',
    '--security-opt=no-new-privileges',
    '--read-only',
    '--init',
    ...dockerLimitArgs(run.limits),
    '--volume',
    `${run.root}:${run.root}:rw`,
    '--volume',
    `${run.tmp}:/tmp:rw`,
    ...run.readOnly.flatMap((dir) => ['--volume', `${dir}:${dir}:ro`]),
    ...socketMaskArgs(run.readOnly, options.socketTable?.()),
    '--workdir',
    cwd,
  ];
  const bridge = bridgeOf(options.bridge, withBridge, argv, run.root);
  if (bridge !== undefined) args.push('--volume', `${bridge.socket}:${BOX_PROXY_SOCKET}`);
  // Variables go by name (`--env NAME`): their values stay out of the command line.
  const names = Object.keys({ ...env, ...bridge?.env }).sort();
  for (const name of names) args.push('--env', name);
  args.push(options.image, ...(bridge?.argv ?? argv));
  return args;
}

export function dockerContainment(
  options: Omit<DockerBoxOptions, 'name'>,
  nameOf: () => string,
): Containment {
  return {
    wrap(argv, { cwd, env, bridge }): ContainedCommand {
      const withBridge = bridge && options.bridge !== undefined;
      // The bridge's Node fallback is the image's own `node`, not the host's.
      const extra = withBridge ? { ...bridgeEnvironment(), VERDICT_BRIDGE_NODE: 'node' } : {};
      const allEnv = { ...env, ...extra };
      return {
        argv: dockerArgv({ ...options, name: nameOf() }, argv, cwd, allEnv, withBridge),
        env: allEnv,
        statusFd: false,
        // `--init` ends with 128 + n when a signal n ended the command, and docker run with it.
        signalAsExitStatus: true,
        endsTreeWithCommand: true,
      };
    },
    startFailure({ argv, exitCode, stderr }) {
      // 125: no container; 126/127 with the runtime's `exec: "X"` or the bridge's `exec: X:`: no
      // command; every other status is the command's own.
      if (exitCode === 126 || exitCode === 127) {
        const program = argv[0];
        const line = stderr
          .split('\n')
          .find(
            (candidate) =>
              program !== undefined &&
              (candidate.includes(`exec: "${program}"`) || candidate.includes(`exec: ${program}:`)),
          );
        if (line === undefined) return undefined;
        return {
          by: 'command',
          code: exitCode === 127 ? 'ENOENT' : 'EACCES',
          message: line.trim(),
        };
      }
      if (exitCode !== 125) return undefined;
      const said = stderr.trim().split('\n').slice(-3).join('; ');
      return { by: 'sandbox', message: said === '' ? 'docker run failed (exit 125)' : said };
    },
  };
}
