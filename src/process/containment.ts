/**
 * How a command is contained: the seam between starting a process (`run-command.ts`) and the
 * sandbox that boxes it (`sandbox/`), here below both so that starting a process knows no backend.
 */
import { constants } from 'node:os';

/** A command as the backend starts it. */
export interface ContainedCommand {
  argv: string[];
  env: NodeJS.ProcessEnv;
  /** Whether the backend reports on file descriptor 3 (bwrap's `--json-status-fd`). */
  statusFd: boolean;
  /** Whether a signal n that ended the command is reported as exit status 128 + n, as a shell does. */
  signalAsExitStatus: boolean;
  /**
   * Whether everything the command started ends with it (a pid namespace, a removed container).
   * Leftovers seen at its exit are then still killed, but not counted: they are dying, not outliving it.
   */
  endsTreeWithCommand: boolean;
}

/**
 * Why a contained command did not start: the sandbox failed (the run is `error`, `sandbox_failed`),
 * or the command itself could not be executed in it (as `ENOENT` outside a sandbox: `agent_start`).
 */
export type ContainedStartFailure =
  { by: 'sandbox'; message: string } | { by: 'command'; code: string; message: string };

export interface Containment {
  wrap(
    argv: readonly string[],
    options: { cwd: string; env: NodeJS.ProcessEnv; bridge: boolean },
  ): ContainedCommand;
  /** The failure to start, from the backend's own report; undefined when the command ran. */
  startFailure(result: {
    argv: readonly string[];
    status: string;
    stderr: string;
    exitCode: number | null;
  }): ContainedStartFailure | undefined;
}

/**
 * The signal a contained command died of, from an exit status of 128 + n, or undefined. Ambiguous
 * on purpose: `exit(139)` reads as SIGSEGV, as shells read it; statuses naming no signal stay statuses.
 */
export function signalOfExitStatus(exitCode: number | null): NodeJS.Signals | undefined {
  if (exitCode === null || exitCode <= 128) return undefined;
  const number = exitCode - 128;
  const names = Object.entries(constants.signals) as Array<[NodeJS.Signals, number]>;
  return names.find(([, value]) => value === number)?.[0];
}
