/**
 * The `none` backend (`--sandbox none`, or `auto` finding no other): commands run as the user. It
 * guarantees only what the runner does anyway (an allow-listed environment, fresh HOME and
 * workspace, the process tree killed, outside writes noticed); reports say "not sandboxed".
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
