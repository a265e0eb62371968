/**
 * Why a task's runs did not pass, identical reasons counted together; failures and errors stay
 * apart (SPEC §3). Only per-run figures in otherwise equal words are normalized: one cause is one
 * group.
 */
import type { RunRecord } from '../run-dir/record-schema.js';
import { truncateText } from '../text/markdown.js';
import {
  MAX_LISTED_REASONS,
  MAX_REASON_CHARS,
  NotPassedStatusSchema,
  type FailureReason,
  type FailureReasons,
  type NotPassedStatus,
} from './report-schema.js';

const STATUS_ORDER: readonly NotPassedStatus[] = NotPassedStatusSchema.options;
export const REPLAY_DIVERGENCE = 'replay_divergence';

/** Per-run `mkdtemp` directories (`verdict-run-Ab12Cd`): their random part becomes `XXXXXX`. */
const TEMP_DIRECTORY = /\b(verdict-[a-z]+-)[A-Za-z0-9]{6}\b/g;
/** `budget maxTokens (1000) exceeded: 1234 tokens` (or `is spent: 20`): the amount used → `N`. */
const BUDGET_OVERRUN = /\b(budget max[A-Za-z]+ \(\d+\) (?:exceeded|is spent)): \d+\b/g;

export function normalizeReason(reason: string): string {
  const normalized = reason
    // eslint-disable-next-line no-control-regex -- control characters are whitespace here
    .replace(/[\s\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .replace(TEMP_DIRECTORY, '$1XXXXXX')
    .replace(BUDGET_OVERRUN, '$1: N');
  return truncateText(normalized, MAX_REASON_CHARS);
}

export function reasonOf(record: RunRecord): string | undefined {
  return record.reason ?? record.error?.message;
}

/** Most runs first, then by status, then by reason (none last); beyond `maxListed`, counted. */
export function groupFailureReasons(
  records: readonly RunRecord[],
  maxListed = MAX_LISTED_REASONS,
): FailureReasons {
  const groups = new Map<string, FailureReason>();
  for (const record of records) {
    if (record.status === 'pass') continue;
    const text = reasonOf(record);
    const reason = text === undefined ? '' : normalizeReason(text);
    const errorKind = record.status === 'error' ? errorKindOf(record) : undefined;
    const key = JSON.stringify([record.status, errorKind ?? '', reason]);
    const group = groups.get(key);
    if (group !== undefined) group.runs += 1;
    else {
      groups.set(key, {
        status: record.status,
        ...(reason === '' ? {} : { reason }),
        ...(errorKind === undefined ? {} : { errorKind }),
        runs: 1,
      });
    }
  }
  const sorted = [...groups.values()].sort(compareGroups);
  const listed = sorted.slice(0, Math.max(0, maxListed));
  const rest = sorted.slice(listed.length);
  return {
    listed,
    ...(rest.length === 0
      ? {}
      : {
          unlisted: {
            reasons: rest.length,
            runs: rest.reduce((sum, group) => sum + group.runs, 0),
          },
        }),
  };
}

/** `failed` is a result; `diverged` (replay) and `errored` (infrastructure) are not. */
export type ReasonKind = 'failed' | 'errored' | 'diverged';

/** How report.md and comparison.md mark a reason that is not a failure (a result). */
export const REASON_PREFIXES: Record<ReasonKind, string> = {
  failed: '',
  errored: 'errored (infrastructure): ',
  diverged: 'diverged from the cassette: ',
};

export function kindOfReason(group: Pick<FailureReason, 'status' | 'errorKind'>): ReasonKind {
  if (group.status !== 'error') return 'failed';
  return group.errorKind === REPLAY_DIVERGENCE ? 'diverged' : 'errored';
}

/** `replay_divergence` whichever field of the error says so. */
export function errorKindOf(record: RunRecord): string | undefined {
  if (record.error?.stop?.kind === REPLAY_DIVERGENCE) return REPLAY_DIVERGENCE;
  const kind = record.error?.kind;
  return kind === undefined ? undefined : truncateText(kind, 100);
}

function compareGroups(a: FailureReason, b: FailureReason): number {
  if (a.runs !== b.runs) return b.runs - a.runs;
  const status = STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status);
  if (status !== 0) return status;
  if (a.errorKind !== b.errorKind) return (a.errorKind ?? '') < (b.errorKind ?? '') ? -1 : 1;
  if (a.reason === b.reason) return 0;
  if (a.reason === undefined) return 1;
  if (b.reason === undefined) return -1;
  return a.reason < b.reason ? -1 : 1;
}
