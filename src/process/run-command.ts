/**
 * Runs a program without a shell, within a deadline, and makes sure that nothing it started outlives
 * it: on timeout (or once the program itself has exited) its whole process tree is killed — its
 * process group, every descendant found through /proc, and every process that still carries the
 * run's tag in its environment (which finds a descendant that detached, double-forked and was
 * reparented, unless it cleared its environment).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';

export interface RunCommandOptions {
  cwd: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
  stdin?: string;
  /** Bytes kept of each of stdout and stderr; the rest is counted, not stored. */
  maxOutputBytes?: number;
  /** Aborting stops the command like a timeout does (used when a run is cancelled). */
  signal?: AbortSignal;
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

/** Environment variable that tags every process a command starts (inherited by its descendants). */
export const PROCESS_TAG_VARIABLE = 'VERDICT_PROCESS_TAG';

async function listProcessIds(): Promise<string[]> {
  try {
    return (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  } catch {
    return [];
  }
}

/** Processes whose environment carries `tag` (Linux); empty where /proc is not available. */
export async function findTaggedProcesses(tag: string): Promise<number[]> {
  const needle = Buffer.from(`${PROCESS_TAG_VARIABLE}=${tag}\0`);
  const tagged: number[] = [];
  await Promise.all(
    (await listProcessIds()).map(async (entry) => {
      try {
        const environment = await readFile(`/proc/${entry}/environ`);
        if (environment.includes(needle)) tagged.push(Number(entry));
      } catch {
        // ended while we looked, or not ours to read
      }
    }),
  );
  return tagged;
}

/** Descendants of `pid` found through /proc (Linux); empty where /proc is not available. */
export async function findDescendants(pid: number): Promise<number[]> {
  const entries = await listProcessIds();
  const childrenOf = new Map<number, number[]>();
  await Promise.all(
    entries.map(async (entry) => {
      try {
        const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
        // The command name may contain spaces and parentheses: fields start after the last ")".
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const parent = Number(fields[1]);
        const siblings = childrenOf.get(parent) ?? [];
        siblings.push(Number(entry));
        childrenOf.set(parent, siblings);
      } catch {
        // the process ended while we looked
      }
    }),
  );
  const descendants: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift() as number;
    for (const child of childrenOf.get(current) ?? []) {
      descendants.push(child);
      queue.push(child);
    }
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

/** Every process of the tree rooted at `pid`: its descendants, and those carrying `tag`. */
async function findTree(pid: number, tag: string | undefined): Promise<Set<number>> {
  const [descendants, tagged] = await Promise.all([
    findDescendants(pid),
    tag === undefined ? Promise.resolve([]) : findTaggedProcesses(tag),
  ]);
  return new Set([...descendants, ...tagged].filter((member) => member !== process.pid));
}

/**
 * Kills the tree rooted at `pid` (which leads its own process group): SIGTERM first, SIGKILL after a
 * grace period for whatever is left. `tag` (see `PROCESS_TAG_VARIABLE`) finds members that left the
 * tree.
 */
export async function killProcessTree(
  pid: number,
  options: { tag?: string; graceMs?: number } = {},
): Promise<void> {
  const members = await findTree(pid, options.tag);
  sendSignal(-pid, 'SIGTERM');
  sendSignal(pid, 'SIGTERM');
  for (const member of members) sendSignal(member, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, options.graceMs ?? KILL_GRACE_MS));
  for (const member of await findTree(pid, options.tag)) members.add(member);
  sendSignal(-pid, 'SIGKILL');
  sendSignal(pid, 'SIGKILL');
  for (const member of members) sendSignal(member, 'SIGKILL');
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

export function runCommand(
  argv: readonly string[],
  options: RunCommandOptions,
): Promise<RunCommandResult> {
  const [program, ...args] = argv;
  const started = performance.now();
  const elapsed = (): number => Math.round(performance.now() - started);
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
  return new Promise((resolve) => {
    const child = spawn(program, args, {
      cwd: options.cwd,
      env: { ...(options.env ?? process.env), [PROCESS_TAG_VARIABLE]: tag },
      // Its own process group, so the whole tree can be signalled at once.
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    let stopReason: 'timed-out' | 'aborted' | undefined;
    let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let settled = false;

    const stop = (reason: 'timed-out' | 'aborted'): void => {
      if (settled || exit !== undefined || stopReason !== undefined) return;
      stopReason = reason;
      if (child.pid !== undefined) void killProcessTree(child.pid, { tag });
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
    let leftoversKilled: Promise<void> = Promise.resolve();
    child.on('exit', (code, signal) => {
      exit = { code, signal };
      // Whatever the program left running must not outlive it: its group at once, then anything
      // still carrying its tag (a detached or double-forked descendant).
      if (child.pid !== undefined) sendSignal(-child.pid, 'SIGKILL');
      leftoversKilled = findTaggedProcesses(tag).then((tagged) => {
        for (const member of tagged) sendSignal(member, 'SIGKILL');
      });
      // A descendant that also cleared its environment may still hold the output pipes open.
      setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
      }, PIPE_DRAIN_MS).unref();
    });
    const settle = (): void => {
      const truncated = stdout.truncated || stderr.truncated;
      const output = {
        stdout: stdout.text(),
        stderr: stderr.text(),
        truncated,
        durationMs: elapsed(),
      };
      if (stopReason !== undefined) {
        finish({ outcome: stopReason, ...output });
      } else {
        finish({
          outcome: 'exited',
          exitCode: exit?.code ?? null,
          signal: exit?.signal ?? null,
          ...output,
        });
      }
    };
    // On timeout the tree is being killed already; on a normal exit, wait for the leftovers' kill.
    child.on('close', () => void leftoversKilled.then(settle));
  });
}
