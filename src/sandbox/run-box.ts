/**
 * What every backend's run box shares: it remembers the sandbox's first failure to start a command
 * (`sandbox_failed`), reads a command's end for a limit hit (`budget_exceeded`), and counts the
 * agent's processes.
 */
import { BRIDGE_FAILED_EXIT, BRIDGE_FAILED_MESSAGE } from './bridge.js';
import { readNetworkBlocked } from './network-attempts.js';
import { findDescendants } from '../process/process-tree.js';
import type { Containment } from '../process/containment.js';
import type { ResourceLimits, RunBox, SandboxBackend } from './sandbox.js';

/** What programs print when an allocation is refused (Node, glibc, Rust, C++, Go, Python). */
const OUT_OF_MEMORY =
  /out of memory|Cannot allocate memory|allocation failed|bad_alloc|memory allocation of \d+ bytes failed|MemoryError|ENOMEM/i;

/** The limit a command's end shows it hit, named with its value, or undefined. */
export function limitHitBy(
  limits: ResourceLimits,
  end: { signal: NodeJS.Signals | null; exitCode: number | null; stderr: string },
): string | undefined {
  if (end.signal === 'SIGXCPU') return `cpuSeconds ${limits.cpuSeconds}`;
  const ended = end.signal !== null || (end.exitCode !== null && end.exitCode !== 0);
  if (ended && OUT_OF_MEMORY.test(end.stderr.slice(-8_192))) return `memoryMb ${limits.memoryMb}`;
  return undefined;
}

const LOOK_EVERY_MS = 200;

/**
 * Counts a sandboxed agent's processes while it runs (RLIMIT_NPROC binds neither root nor a run).
 * A count, not a fence: a fork bomb may pass the limit between two looks and is stopped at the next.
 */
function watchProcessCount(
  pid: number,
  limit: number,
  onExceeded: () => void,
): { stop: () => void } {
  let stopped = false;
  const timer = setInterval(() => {
    void findDescendants(pid, limit).then((descendants) => {
      if (stopped || descendants.length <= limit) return;
      stopped = true;
      clearInterval(timer);
      onExceeded();
    });
  }, LOOK_EVERY_MS);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
  };
}

export function createRunBox(
  backend: SandboxBackend,
  containment: Containment,
  limits: ResourceLimits,
  /** Where the box's bridge leaves its network counters (`network-attempts.ts`), if it has one. */
  countersFile?: string,
): RunBox {
  let failure: string | undefined;
  return {
    backend,
    get failure() {
      return failure;
    },
    wrap: (argv, options) => containment.wrap(argv, options),
    startFailure(result) {
      const failed =
        result.exitCode === BRIDGE_FAILED_EXIT && result.stderr.includes(BRIDGE_FAILED_MESSAGE)
          ? { by: 'sandbox' as const, message: BRIDGE_FAILED_MESSAGE }
          : containment.startFailure(result);
      // A command that could not be executed is the command's failure, not the box's.
      if (failed?.by === 'sandbox') failure ??= failed.message;
      return failed;
    },
    watchProcesses: (pid, onExceeded) =>
      backend === 'none'
        ? { stop: () => undefined }
        : watchProcessCount(pid, limits.processes, onExceeded),
    networkBlocked: () =>
      countersFile === undefined ? Promise.resolve([]) : readNetworkBlocked(countersFile),
    limitHit: (end) => (backend === 'none' ? undefined : limitHitBy(limits, end)),
  };
}
