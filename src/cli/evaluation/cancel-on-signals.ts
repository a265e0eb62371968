/**
 * SIGINT and SIGTERM as an abort signal: the runs in flight stop and the partial report is still
 * written, instead of the process dying with half a directory.
 */
export interface SignalCancellation {
  signal: AbortSignal;
  /** Stops listening; call it once the runs are over. */
  stop(): void;
}

export function cancelOnSignals(): SignalCancellation {
  const controller = new AbortController();
  const cancel = (): void => controller.abort();
  process.once('SIGINT', cancel);
  process.once('SIGTERM', cancel);
  return {
    signal: controller.signal,
    stop: () => {
      process.off('SIGINT', cancel);
      process.off('SIGTERM', cancel);
    },
  };
}
