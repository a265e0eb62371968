/**
 * The exit code of an invocation that ran a suite, from its run records (SPEC §6).
 */
import type { RunRecord } from '../../run-dir/record-schema.js';

/** SPEC §6: 2 on a replay divergence, 1 when any run errored, 0 otherwise (a failed task is data). */
export function exitCodeOfRuns(records: readonly RunRecord[], cancelled: boolean): number {
  if (records.some((record) => record.error?.kind === 'replay_divergence')) return 2;
  if (cancelled || records.some((record) => record.status === 'error')) return 1;
  return 0;
}
