/**
 * The replay divergences of a set of runs, as every reader shows them (the comment, the job
 * summary, report.html and comparison.html): which task and repetition, which call, which field,
 * and the excerpts of what was recorded and what the harness sent instead. One per task and field,
 * the first run that showed it, so that k runs diverging the same way read as one harness change.
 */
import type { RunRecord } from '../run-dir/record-schema.js';

export interface DivergenceExcerpt {
  taskId: string;
  /** The first run (by repetition) that diverged this way. */
  repetition: number;
  /** Runs of the task that diverged at this call and field. */
  runs: number;
  /** 1-based call number. */
  call: number;
  /** First differing field, e.g. `messages[3].content`; `(call)` for a missing or extra call. */
  field: string;
  /** Excerpt of the recorded side around the first difference, when there is one. */
  recorded?: string;
  /** Excerpt of what the harness sent instead. */
  actual?: string;
  /** The one-line diagnosis the CLI prints. */
  message: string;
}

/** Divergences of `records`, in task order then call order, one per task, call and field. */
export function divergencesOf(records: readonly RunRecord[]): DivergenceExcerpt[] {
  const byKey = new Map<string, DivergenceExcerpt>();
  const sorted = [...records].sort(
    (a, b) => compareText(a.taskId, b.taskId) || a.repetition - b.repetition,
  );
  for (const record of sorted) {
    const stop = record.error?.stop;
    if (stop?.kind !== 'replay_divergence') continue;
    const key = `${record.taskId}\0${stop.call}\0${stop.field}`;
    const known = byKey.get(key);
    if (known !== undefined) {
      known.runs += 1;
      continue;
    }
    byKey.set(key, {
      taskId: record.taskId,
      repetition: record.repetition,
      runs: 1,
      call: stop.call,
      field: stop.field,
      ...(stop.recorded === undefined ? {} : { recorded: stop.recorded }),
      ...(stop.actual === undefined ? {} : { actual: stop.actual }),
      message: stop.message,
    });
  }
  return [...byKey.values()].sort(
    (a, b) => compareText(a.taskId, b.taskId) || a.call - b.call || compareText(a.field, b.field),
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The command that records the tasks' cassettes again, for a harness change that was intended: the
 * suite as it was named, the tasks, the grants the replay ran with, and `--provider scripted` when
 * the cassettes come from the suite's scripts (live otherwise, which calls the model).
 */
export function reRecordCommand(options: {
  suite: string;
  taskIds: readonly string[];
  grants?: readonly string[];
  provider?: 'live' | 'scripted';
}): string {
  const tasks = options.taskIds.length === 0 ? '' : ` --tasks ${options.taskIds.join(',')}`;
  const allow = (options.grants ?? []).map((effect) => ` --allow-${effect}`).join('');
  const provider = options.provider === 'scripted' ? ' --provider scripted' : '';
  return `npx verdict record ${options.suite}${tasks}${allow}${provider}`;
}
