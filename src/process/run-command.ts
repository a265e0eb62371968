/**
 * Runs a program without a shell, within a deadline, and makes sure that nothing it started outlives
 * it: on timeout (or once the program itself has exited) its whole process tree is killed — its
 * process group, every descendant found through /proc, and every process that still carries the
 * run's tag in its environment (which finds a descendant that detached, double-forked and was
 * reparented, unless it cleared its environment) or that works in, or names in its environment,
 * one of the command's own directories (`ownedPaths`: which finds one that also cleared its
 * environment but stayed in the workspace). A process that cleared its environment and left those
 * directories is out of reach without a sandbox.
 *
 * The look through /proc is what costs. A caller that runs many commands (a run's agent commands,
 * its verifiers) gives a `LeftoverSweep`: a command whose process group is already empty when it
 * exits is then not scanned for on its own — its tag is kept, and one sweep later kills whatever any
 * of them left outside their groups.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { monotonicMs } from '../monotonic-clock.js';
import { signalOfExitStatus, type ContainedCommand, type Containment } from '../sandbox/sandbox.js';

/** The `failed-to-start` code of a command whose sandbox could not start it. */
export const SANDBOX_FAILED_CODE = 'SANDBOX_FAILED';

export interface RunCommandOptions {
  cwd: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
  stdin?: string;
  /** Bytes kept of each of stdout and stderr; the rest is counted, not stored. */
  maxOutputBytes?: number;
  /** Aborting stops the command like a timeout does (used when a run is cancelled). */
  signal?: AbortSignal;
  /**
   * Directories that belong to this command alone (a run's temp dir): a process whose working
   * directory is below one, or whose environment names one, is the command's and is killed with it.
   */
  ownedPaths?: readonly string[];
  /**
   * When the command's process group is already gone at its exit — nothing it started is left in
   * it — its leftovers are not looked for in /proc then: its tag goes to this sweep, which the
   * caller runs once for many commands (the commands of a run's agent, its verifiers). Without it,
   * every exit is followed by a scan.
   */
  sweep?: LeftoverSweep;
  /**
   * Starts the command contained (a run's sandbox box): its command line instead of `argv`; a
   * `failed-to-start` with `SANDBOX_FAILED_CODE` when the sandbox itself could not start it, or
   * with the error's code (`ENOENT`) when the box started and the command could not be executed;
   * and a signal the box reports as an exit status (128 + n) as that signal.
   */
  contain?: Containment;
  /** With `contain`: the box's loopback gets the bridge to the proxy (the agent needs it). */
  bridge?: boolean;
  /** Called with the process id once the command is spawned. */
  onSpawn?: (pid: number) => void;
}

export type RunCommandResult =
  | {
      outcome: 'exited';
      exitCode: number | null;
      /** Set when the program was ended by a signal it did not get from us. */
      signal: NodeJS.Signals | null;
      stdout: string;
      stderr: string;
      truncated: boolean;
      durationMs: number;
      /** Processes the program left running when it exited, found and killed. */
      outlived: number;
    }
  | {
      outcome: 'timed-out' | 'aborted';
      stdout: string;
      stderr: string;
      truncated: boolean;
      durationMs: number;
    }
  | { outcome: 'failed-to-start'; code: string; message: string; durationMs: number };

const DEFAULT_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
/** Time a process tree gets between SIGTERM and SIGKILL. */
const KILL_GRACE_MS = 1_000;
/** Time the output pipes get to drain after the program exited. */
const PIPE_DRAIN_MS = 2_000;
/** How long after its exit a command's output pipes may stay open before its leftovers are looked for. */
const PIPE_HOLD_MS = 100;

/** Environment variable that tags every process a command starts (inherited by its descendants). */
export const PROCESS_TAG_VARIABLE = 'VERDICT_PROCESS_TAG';

function listProcessIds(): string[] {
  try {
    return readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
}

/**
 * The tags of commands that exited with their process group gone, and the directories they owned:
 * one look through /proc, later, finds whatever any of them left that escaped the group (`setsid`,
 * a daemon) and kills it. A process group is gone when no process is left in it.
 */
export class LeftoverSweep {
  private readonly tags = new Set<string>();

  constructor(private readonly paths: readonly string[] = []) {}

  add(tag: string): void {
    this.tags.add(tag);
  }

  /** Whether any command has left its tag since the last `kill`. */
  get pending(): boolean {
    return this.tags.size > 0;
  }

  /** Kills what the collected tags and the paths find (twice, as `killOwned`); returns how many. */
  async kill(): Promise<number> {
    const owner: TreeOwner = { tags: [...this.tags], paths: this.paths };
    this.tags.clear();
    return killOwned(owner);
  }
}

/** True when no process is left in the process group `pgid`. */
function isGroupGone(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Processes whose environment carries `tag` (Linux); empty where /proc is not available. */
export async function findTaggedProcesses(tag: string): Promise<number[]> {
  return findOwnedProcesses({ tag });
}

function isBelow(file: string, directory: string): boolean {
  return (
    file === directory || file.startsWith(directory.endsWith('/') ? directory : `${directory}/`)
  );
}

/**
 * Processes that belong to a command (Linux; empty where /proc is not available): those whose
 * environment carries `tag`, and those whose environment names one of `paths` or whose working
 * directory is below one. Never this process.
 */
export async function findOwnedProcesses(owner: TreeOwner): Promise<number[]> {
  const tagNeedles = [...(owner.tag === undefined ? [] : [owner.tag]), ...(owner.tags ?? [])].map(
    (tag) => Buffer.from(`${PROCESS_TAG_VARIABLE}=${tag}\0`),
  );
  const paths = (owner.paths ?? []).filter((entry) => entry !== '');
  const owned: number[] = [];
  // Read synchronously: these are small files the kernel makes up on the spot, and one pass over
  // them takes a third of the time it takes through the thread pool (a scan follows every command).
  for (const entry of listProcessIds()) {
    if (Number(entry) === process.pid) continue;
    try {
      const environment = readFileSync(`/proc/${entry}/environ`);
      if (
        tagNeedles.some((needle) => environment.includes(needle)) ||
        paths.some((candidate) => environment.includes(candidate))
      ) {
        owned.push(Number(entry));
        continue;
      }
      if (paths.length === 0) continue;
      const cwd = readlinkSync(`/proc/${entry}/cwd`);
      if (paths.some((candidate) => isBelow(cwd, candidate))) owned.push(Number(entry));
    } catch {
      // ended while we looked, or not ours to read
    }
  }
  return Promise.resolve(owned);
}

/**
 * The children of `pid`, as its threads' `children` files list them (Linux with
 * CONFIG_PROC_CHILDREN, as distributions build it), or undefined where there are none to read.
 */
function childrenOf(pid: number): number[] | undefined {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children: number[] = [];
  for (const task of tasks) {
    let listed: string;
    try {
      listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'latin1');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && task === String(pid)) {
        return existsSync(`/proc/${pid}`) ? undefined : [];
      }
      continue; // the thread ended while we looked
    }
    for (const child of listed.split(' ')) if (child !== '') children.push(Number(child));
  }
  return children;
}

/**
 * Descendants of `pid` found through /proc (Linux); empty where /proc is not available. Read down
 * the tree from `pid` (a handful of small files for an agent's tree, where a scan of every
 * process's `stat` costs a read per process of the host), stopping once more than `atMost` are
 * found; where the kernel keeps no `children` files, from every process's parent.
 */
export async function findDescendants(pid: number, atMost = Infinity): Promise<number[]> {
  const descendants: number[] = [];
  const queue = [pid];
  while (queue.length > 0 && descendants.length <= atMost) {
    const children = childrenOf(queue.shift() as number);
    if (children === undefined) return descendantsFromParents(pid);
    descendants.push(...children);
    queue.push(...children);
  }
  return descendants;
}

/** Descendants of `pid`, from the parent of every process in /proc. */
export async function descendantsFromParents(pid: number): Promise<number[]> {
  const entries = listProcessIds();
  const childrenByParent = new Map<number, number[]>();
  await Promise.all(
    entries.map(async (entry) => {
      try {
        const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
        // The command name may contain spaces and parentheses: fields start after the last ")".
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const parent = Number(fields[1]);
        const siblings = childrenByParent.get(parent) ?? [];
        siblings.push(Number(entry));
        childrenByParent.set(parent, siblings);
      } catch {
        // the process ended while we looked
      }
    }),
  );
  return readDown(pid, (parent) => childrenByParent.get(parent) ?? []);
}

/** The descendants of `pid`, level by level, from what `childrenOf` says of each. */
function readDown(pid: number, childrenOf: (parent: number) => number[]): number[] {
  const descendants: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const children = childrenOf(queue.shift() as number);
    descendants.push(...children);
    queue.push(...children);
  }
  return descendants;
}

function sendSignal(target: number, signal: NodeJS.Signals): void {
  try {
    process.kill(target, signal);
  } catch {
    // already gone
  }
}

interface TreeOwner {
  tag?: string;
  /** More tags (a sweep of many commands). */
  tags?: readonly string[];
  paths?: readonly string[];
}

/** Every process of the tree rooted at `pid`: its descendants, and those its owner marks find. */
async function findTree(pid: number, owner: TreeOwner): Promise<Set<number>> {
  const [descendants, owned] = await Promise.all([
    findDescendants(pid),
    owner.tag === undefined && (owner.paths ?? []).length === 0
      ? Promise.resolve([])
      : findOwnedProcesses(owner),
  ]);
  return new Set([...descendants, ...owned].filter((member) => member !== process.pid));
}

/**
 * Kills the tree rooted at `pid` (which leads its own process group): SIGTERM first, SIGKILL after a
 * grace period for whatever is left. `tag` (see `PROCESS_TAG_VARIABLE`) and `paths` (see
 * `RunCommandOptions.ownedPaths`) find members that left the tree.
 */
export async function killProcessTree(
  pid: number,
  options: { tag?: string; paths?: readonly string[]; graceMs?: number } = {},
): Promise<void> {
  const owner = {
    ...(options.tag === undefined ? {} : { tag: options.tag }),
    ...(options.paths === undefined ? {} : { paths: options.paths }),
  };
  const members = await findTree(pid, owner);
  sendSignal(-pid, 'SIGTERM');
  sendSignal(pid, 'SIGTERM');
  for (const member of members) sendSignal(member, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, options.graceMs ?? KILL_GRACE_MS));
  for (const member of await findTree(pid, owner)) members.add(member);
  sendSignal(-pid, 'SIGKILL');
  sendSignal(pid, 'SIGKILL');
  for (const member of members) sendSignal(member, 'SIGKILL');
}

/**
 * Kills, at once, whatever a program that has exited left behind: its process group, then every
 * process its owner marks find, twice (a forking leftover may have started another meanwhile).
 * Returns how many processes were found.
 */
async function killLeftovers(
  pid: number,
  owner: TreeOwner,
  contained: ContainedCommand | undefined,
): Promise<number> {
  // A box that ends its tree itself (its own pid namespace) left nothing running: no look
  // through every process of the host.
  if (contained?.endsTreeWithCommand === true) {
    sendSignal(-pid, 'SIGKILL');
    return 0;
  }
  // Looked for before the group is killed: a killed process no longer shows its environment.
  return killOwned(owner, () => sendSignal(-pid, 'SIGKILL'));
}

/**
 * Finds what `owner` marks and kills it, twice (a forking leftover may have started another
 * meanwhile); `afterFirstLook` runs once, between the first look and the first kills. Returns how
 * many processes were found.
 */
async function killOwned(owner: TreeOwner, afterFirstLook?: () => void): Promise<number> {
  const found = new Set<number>();
  for (let pass = 0; pass < 2; pass += 1) {
    const fresh = (await findOwnedProcesses(owner)).filter((member) => !found.has(member));
    if (pass === 0) afterFirstLook?.();
    for (const member of fresh) {
      found.add(member);
      sendSignal(member, 'SIGKILL');
    }
    if (fresh.length === 0) break;
  }
  return found.size;
}

class OutputBuffer {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  truncated = false;

  constructor(private readonly limit: number) {}

  push(chunk: Buffer): void {
    const room = this.limit - this.kept;
    if (room <= 0) {
      this.truncated = true;
      return;
    }
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    if (part.length < chunk.length) this.truncated = true;
    this.chunks.push(part);
    this.kept += part.length;
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/**
 * How the program ended: its exit code, or the signal that ended it. A contained command's box
 * may report a signal as an exit status (`signalOfExitStatus` says how, and what is ambiguous).
 */
function endOf(
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined,
  contained: ContainedCommand | undefined,
): { exitCode: number | null; signal: NodeJS.Signals | null } {
  const exitCode = exit?.code ?? null;
  const signal = exit?.signal ?? null;
  const boxSignal =
    contained?.signalAsExitStatus === true && signal === null
      ? signalOfExitStatus(exitCode)
      : undefined;
  return boxSignal === undefined ? { exitCode, signal } : { exitCode: null, signal: boxSignal };
}

export function runCommand(
  argv: readonly string[],
  options: RunCommandOptions,
): Promise<RunCommandResult> {
  const contained = options.contain?.wrap(argv, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    bridge: options.bridge === true,
  });
  const [program, ...args] = contained?.argv ?? argv;
  const started = monotonicMs();
  const elapsed = (): number => Math.round(monotonicMs() - started);
  if (program === undefined) {
    return Promise.resolve({
      outcome: 'failed-to-start',
      code: 'EINVAL',
      message: 'empty command',
      durationMs: 0,
    });
  }
  const limit = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const stdout = new OutputBuffer(limit);
  const stderr = new OutputBuffer(limit);

  const tag = randomUUID();
  const owner: TreeOwner = {
    tag,
    ...(options.ownedPaths === undefined ? {} : { paths: options.ownedPaths }),
  };
  return new Promise((resolve) => {
    let child: ChildProcessWithoutNullStreams;
    try {
      // Loaded on the first command, not at start-up: a replayed run of the built-in agent whose
      // verifiers read files starts no process.
      child = process.getBuiltinModule('node:child_process').spawn(program, args, {
        cwd: options.cwd,
        env: { ...(contained?.env ?? options.env ?? process.env), [PROCESS_TAG_VARIABLE]: tag },
        // Its own process group, so the whole tree can be signalled at once.
        detached: true,
        stdio:
          contained?.statusFd === true
            ? ['pipe', 'pipe', 'pipe', 'pipe']
            : ['pipe', 'pipe', 'pipe'],
        windowsHide: true,
      });
    } catch (error) {
      // Refused before any process exists (an argument or variable too long, or holding a NUL).
      resolve({
        outcome: 'failed-to-start',
        code: (error as NodeJS.ErrnoException).code ?? 'UNKNOWN',
        message: error instanceof Error ? error.message : String(error),
        durationMs: elapsed(),
      });
      return;
    }
    let stopReason: 'timed-out' | 'aborted' | undefined;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let settled = false;

    const stop = (reason: 'timed-out' | 'aborted'): void => {
      if (settled || exit !== undefined || stopReason !== undefined) return;
      stopReason = reason;
      if (child.pid !== undefined) void killProcessTree(child.pid, owner);
    };
    const timer = setTimeout(() => stop('timed-out'), options.timeoutMs);
    const onAbort = (): void => stop('aborted');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted === true) stop('aborted');

    const finish = (result: RunCommandResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve(result);
    };

    if (child.pid !== undefined) options.onSpawn?.(child.pid);
    // The sandbox's report of its start (bwrap's --json-status-fd), on file descriptor 3.
    let status = '';
    const statusStream = contained?.statusFd === true ? child.stdio[3] : undefined;
    if (statusStream !== undefined && statusStream !== null && 'on' in statusStream) {
      statusStream.on('data', (chunk: Buffer) => {
        if (status.length < 65_536) status += chunk.toString('utf8');
      });
      statusStream.on('error', () => undefined);
    }
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.stdin.on('error', () => {
      // The program may exit without reading its input; that is its business.
    });
    child.stdin.end(options.stdin ?? '');

    child.on('error', (error: NodeJS.ErrnoException) => {
      if (child.pid === undefined) {
        finish({
          outcome: 'failed-to-start',
          code: error.code ?? 'UNKNOWN',
          message: error.message,
          durationMs: elapsed(),
        });
      }
    });
    let leftoversKilled: Promise<number> = Promise.resolve(0);
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      // Whatever the program left running must not outlive it: its group at once, then anything
      // still carrying its tag or working in its directories (a detached or double-forked descendant).
      const pid = child.pid;
      if (pid !== undefined) {
        if (options.sweep !== undefined && isGroupGone(pid)) {
          options.sweep.add(tag);
          // Unless something that left the group still holds the output pipes open: then it is
          // looked for now, so that the command does not wait for the pipes to drain.
          const holding = setTimeout(() => {
            leftoversKilled = killLeftovers(pid, owner, contained);
          }, PIPE_HOLD_MS);
          holding.unref();
          child.once('close', () => clearTimeout(holding));
        } else {
          leftoversKilled = killLeftovers(pid, owner, contained);
        }
      }
      // A descendant that also cleared its environment may still hold the output pipes open.
      setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
      }, PIPE_DRAIN_MS).unref();
    });
    const settle = (outlived: number): void => {
      const truncated = stdout.truncated || stderr.truncated;
      const output = {
        stdout: stdout.text(),
        stderr: stderr.text(),
        truncated,
        durationMs: elapsed(),
      };
      const notStarted =
        contained === undefined || stopReason !== undefined
          ? undefined
          : options.contain?.startFailure({
              argv,
              status,
              stderr: output.stderr,
              exitCode: exit?.code ?? null,
            });
      if (notStarted !== undefined) {
        finish({
          outcome: 'failed-to-start',
          code: notStarted.by === 'sandbox' ? SANDBOX_FAILED_CODE : notStarted.code,
          message: notStarted.message,
          durationMs: output.durationMs,
        });
      } else if (stopReason !== undefined) {
        finish({ outcome: stopReason, ...output });
      } else {
        finish({ outcome: 'exited', ...endOf(exit, contained), ...output, outlived });
      }
    };
    // On timeout the tree is being killed already; on a normal exit, wait for the leftovers' kill.
    child.on('close', () => void leftoversKilled.then(settle, () => settle(0)));
  });
}
