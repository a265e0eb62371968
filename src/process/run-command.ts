/**
 * Runs a program without a shell, within a deadline; nothing it started outlives it (see
 * `process-tree.ts`). Output is kept up to a cap; a start its sandbox box refused is a failed start.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { messageOf } from '../errors.js';
import { monotonicMs } from '../monotonic-clock.js';
import { signalOfExitStatus, type ContainedCommand, type Containment } from './containment.js';
import {
  isGroupGone,
  killLeftovers,
  killProcessTree,
  PROCESS_TAG_VARIABLE,
  type LeftoverSweep,
  type TreeOwner,
} from './process-tree.js';

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
  /** Directories of this command alone: a process working in or naming one is killed with it. */
  ownedPaths?: readonly string[];
  /** Takes the tag of a command whose group is empty at its exit, for one later scan of many. */
  sweep?: LeftoverSweep;
  /**
   * Starts the command in a box: `failed-to-start` with `SANDBOX_FAILED_CODE` when the sandbox
   * failed, with the error's code when the command could not be executed in it.
   */
  contain?: Containment;
  /** With `contain`: the box's loopback gets the bridge to the proxy (the agent needs it). */
  bridge?: boolean;
  onSpawn?: (pid: number) => void;
}

/** When the cap cut the output: each stream's bytes in all and its last bytes past the cap. */
export interface OutputCut {
  stdout: { end: string; bytes: number };
  stderr: { end: string; bytes: number };
}

interface CommandOutput {
  stdout: string;
  stderr: string;
  truncated: boolean;
  cut?: OutputCut;
  durationMs: number;
}

export type RunCommandResult =
  | (CommandOutput & {
      outcome: 'exited';
      exitCode: number | null;
      /** Set when the program was ended by a signal it did not get from us. */
      signal: NodeJS.Signals | null;
      /** Processes the program left running when it exited, found and killed. */
      outlived: number;
    })
  | (CommandOutput & { outcome: 'timed-out' | 'aborted' })
  | { outcome: 'failed-to-start'; code: string; message: string; durationMs: number };

const DEFAULT_MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
/** Time the output pipes get to drain after the program exited. */
const PIPE_DRAIN_MS = 2_000;
/** How long a command's pipes may stay open after its exit before its leftovers are looked for. */
const PIPE_HOLD_MS = 100;

/** Bytes of each stream kept past the cap, from its end: where an error says what went wrong. */
const OUTPUT_END_BYTES = 8 * 1024;

class OutputBuffer {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  private total = 0;
  private end: Buffer[] = [];
  private endBytes = 0;
  truncated = false;

  constructor(private readonly limit: number) {}

  push(chunk: Buffer): void {
    this.total += chunk.length;
    const room = Math.max(0, this.limit - this.kept);
    if (room > 0) {
      this.chunks.push(chunk.subarray(0, room));
      this.kept += Math.min(room, chunk.length);
    }
    if (chunk.length > room) {
      this.truncated = true;
      this.keepEnd(chunk.subarray(room));
    }
  }

  /** Keeps the last `OUTPUT_END_BYTES` of what went past the cap. */
  private keepEnd(chunk: Buffer): void {
    this.end.push(chunk);
    this.endBytes += chunk.length;
    while (this.end.length > 1 && this.endBytes - this.end[0]!.length >= OUTPUT_END_BYTES) {
      this.endBytes -= this.end.shift()!.length;
    }
  }

  cut(): { end: string; bytes: number } {
    const end = Buffer.concat(this.end);
    return {
      end: end.subarray(Math.max(0, end.length - OUTPUT_END_BYTES)).toString('utf8'),
      bytes: this.total,
    };
  }

  text(): string {
    return Buffer.concat(this.chunks).toString('utf8');
  }
}

/** How the program ended: its exit code, or the signal, which a box may report as a status. */
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
  const notStarted = (code: string, message: string, durationMs = elapsed()): RunCommandResult => ({
    outcome: 'failed-to-start',
    code,
    message,
    durationMs,
  });
  if (program === undefined) return Promise.resolve(notStarted('EINVAL', 'empty command', 0));
  const limit = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const stdout = new OutputBuffer(limit);
  const stderr = new OutputBuffer(limit);

  const tag = randomUUID();
  const owner: TreeOwner = { tags: [tag], paths: options.ownedPaths };
  return new Promise((resolve) => {
    let child: ChildProcessWithoutNullStreams;
    try {
      // Loaded on the first command: a replayed run of the built-in agent may start no process.
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
      resolve(notStarted((error as NodeJS.ErrnoException).code ?? 'UNKNOWN', messageOf(error)));
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
      if (child.pid === undefined) finish(notStarted(error.code ?? 'UNKNOWN', error.message));
    });
    let leftoversKilled: Promise<number> = Promise.resolve(0);
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      const pid = child.pid;
      if (pid !== undefined) {
        const boxEndsTree = contained?.endsTreeWithCommand === true;
        if (options.sweep !== undefined && !boxEndsTree && isGroupGone(pid)) {
          options.sweep.add(tag);
          // Unless something that left the group holds the pipes open: then it is looked for now.
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
        ...(truncated ? { cut: { stdout: stdout.cut(), stderr: stderr.cut() } } : {}),
        durationMs: elapsed(),
      };
      const boxRefused =
        contained === undefined || stopReason !== undefined
          ? undefined
          : options.contain?.startFailure({
              argv,
              status,
              stderr: output.stderr,
              exitCode: exit?.code ?? null,
            });
      if (boxRefused !== undefined) {
        const code = boxRefused.by === 'sandbox' ? SANDBOX_FAILED_CODE : boxRefused.code;
        finish(notStarted(code, boxRefused.message));
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
