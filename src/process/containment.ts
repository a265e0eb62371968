/**
 * How a command is contained: the seam between starting a process (`run-command.ts`) and the
 * sandbox that boxes it (`sandbox/`). A backend's box implements `Containment`; `runCommand`
 * starts the command `wrap` gives it instead of the one asked for, and asks `startFailure` whether
 * it started at all. Here, below both, so that starting a process knows no backend.
 */
import { constants } from 'node:os';

/** A command as the backend starts it. */
export interface ContainedCommand {
  argv: string[];
  env: NodeJS.ProcessEnv;
  /** Whether the backend reports on file descriptor 3 (bwrap's `--json-status-fd`). */
  statusFd: boolean;
  /**
   * Whether the backend reports a command that a signal ended as the exit status 128 + the
   * signal's number, as a shell does (bwrap's init, docker's): `signalOfExitStatus` reads it back.
   */
  signalAsExitStatus: boolean;
  /**
   * Whether everything the command started ends with it, by the backend's own means (a pid
   * namespace whose init has gone, a container removed). Its leftovers are then still killed on
   * sight, but not counted: the box's teardown is not done when the command's exit is seen, and
   * what is seen then is dying, not outliving it.
   */
  endsTreeWithCommand: boolean;
}

/**
 * Why a contained command did not start: the sandbox failed (the run is then `error`,
 * `sandbox_failed`), or the sandbox started and the command itself could not be executed (as a
 * spawn that fails with `ENOENT` outside a sandbox: the agent cannot start, `agent_start`).
 */
export type ContainedStartFailure =
  { by: 'sandbox'; message: string } | { by: 'command'; code: string; message: string };

export interface Containment {
  wrap(
    argv: readonly string[],
    options: { cwd: string; env: NodeJS.ProcessEnv; bridge: boolean },
  ): ContainedCommand;
  /**
   * Whether the sandbox, or the command inside it, failed to start, from the backend's own
   * report of it; undefined when the command ran (whatever its exit status). `argv` is the command
   * as given to `wrap`.
   */
  startFailure(result: {
    argv: readonly string[];
    status: string;
    stderr: string;
    exitCode: number | null;
  }): ContainedStartFailure | undefined;
}

/**
 * The signal a contained command died of, read from the exit status its backend reported
 * (`ContainedCommand.signalAsExitStatus`: 128 + the signal's number), or undefined.
 *
 * The status is ambiguous, and read as a signal on purpose: a command that calls `exit(139)`
 * itself, or a shell whose last child a signal ended, ends with the same status as one a SIGSEGV
 * ended, and the box reports no more than that status. Statuses above 128 that name a signal are
 * read as that signal, as shells read them; the others (255, 200…) stay exit statuses.
 */
export function signalOfExitStatus(exitCode: number | null): NodeJS.Signals | undefined {
  if (exitCode === null || exitCode <= 128) return undefined;
  const number = exitCode - 128;
  const names = Object.entries(constants.signals) as Array<[NodeJS.Signals, number]>;
  return names.find(([, value]) => value === number)?.[0];
}
