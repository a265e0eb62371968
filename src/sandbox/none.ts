/**
 * The `none` backend, only when asked for (`--sandbox none`) or when `auto` finds no other: the
 * commands run as the user, with the user's files, processes and network. It guarantees nothing
 * beyond what the runner does without a sandbox: an allow-listed environment, a fresh HOME and
 * workspace, the process tree killed at the end (a process that left it, cleared its environment
 * and its directories escapes), and writes to HOME and the suite noticed afterwards. Reports, the
 * comment and `verdict ci` say "not sandboxed".
 */
import type { Containment } from '../process/containment.js';

export const noContainment: Containment = {
  wrap: (argv, { env }) => ({
    argv: [...argv],
    env,
    statusFd: false,
    signalAsExitStatus: false,
    endsTreeWithCommand: false,
  }),
  startFailure: () => undefined,
};
