/**
 * Counts a sandboxed agent's processes while it runs (RLIMIT_NPROC binds neither root nor a run).
 * A count, not a fence: a fork bomb may pass the limit between two looks and is stopped at the next.
 */
import { findDescendants } from '../process/process-tree.js';

const LOOK_EVERY_MS = 200;

export function watchProcessCount(
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
