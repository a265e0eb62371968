/** Progress (SPEC §6): on a terminal one live line rewritten in place, else a line per run. */
import type { RunRecord } from '../run-dir/record-schema.js';

export interface ProgressSink {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** One plain line per finished run. */
export function progressLine(record: RunRecord, done: number, total: number): string {
  const why = record.reason === undefined ? '' : `: ${record.reason.split('\n')[0]}`;
  return `[${done}/${total}] ${record.taskId} #${record.repetition} ${record.status}${why} (${(record.measured.wallMs / 1000).toFixed(1)} s)\n`;
}

function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}m${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
}

export interface Progress {
  update(record: RunRecord, done: number, total: number): void;
  /** Ends the live line so what follows starts on its own line. */
  finish(): void;
}

export function createProgress(sink: ProgressSink, now: () => number = Date.now): Progress {
  const started = now();
  const counts = { pass: 0, fail: 0, budget_exceeded: 0, error: 0 };
  let retries = 0;
  let live = false;
  return {
    update(record, done, total) {
      counts[record.status] += 1;
      retries += record.measured.retries + (record.attempts - 1);
      if (sink.isTTY !== true) {
        sink.write(progressLine(record, done, total));
        return;
      }
      const elapsed = now() - started;
      const eta = done === 0 ? 0 : (elapsed / done) * (total - done);
      const line = `${done}/${total} runs · ${counts.pass} pass · ${counts.fail + counts.budget_exceeded} fail · ${counts.error} error · ${retries} retries · ETA ${formatDuration(eta)}`;
      sink.write(`\r\u001b[2K${line}`);
      live = true;
    },
    finish() {
      if (live) sink.write('\n');
      live = false;
    },
  };
}
