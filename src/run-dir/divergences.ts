/**
 * The replay divergences of some runs, as every reader shows them: one per task, call and field
 * (the first run that showed it), so that k runs diverging the same way read as one change.
 */
import { excerptChange, type ChangeExcerpt } from '../provider/divergence-excerpt.js';
import type { RunStop } from '../provider/types.js';
import type { RunRecord } from './record-schema.js';

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
  /** Every change of the value there (none for a missing or extra call). */
  excerpt?: ChangeExcerpt;
  /** The one-line diagnosis the CLI prints. */
  message: string;
}

/** In task order, then call and field. */
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
      ...excerptOf(stop),
      message: stop.message,
    });
  }
  return [...byKey.values()].sort(
    (a, b) => compareText(a.taskId, b.taskId) || a.call - b.call || compareText(a.field, b.field),
  );
}

/** The stop's excerpt; a run recorded before excerpts has its two windows compared instead. */
function excerptOf(stop: Extract<RunStop, { kind: 'replay_divergence' }>): {
  excerpt?: ChangeExcerpt;
} {
  if (stop.excerpt !== undefined) return { excerpt: stop.excerpt };
  if (stop.recorded === undefined && stop.actual === undefined) return {};
  return { excerpt: excerptChange(stop.field, stop.recorded, stop.actual) };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The command that records the tasks' cassettes again, for an intended harness change. */
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
