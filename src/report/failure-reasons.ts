/**
 * Why a task's runs did not pass, identical reasons counted together. Failures and errors stay apart
 * (a failure is a result, an error is infrastructure: SPEC §3). Reasons are normalized only where a
 * run writes its own figures into otherwise equal words (whitespace, per-run temporary directories,
 * what a budget's overrun measured), so that one cause is one group. Pure and deterministic.
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

/**
 * `mkdtemp` directories Verdict makes per run (`verdict-run-Ab12Cd`, `verdict-bridge-…`): their
 * six random characters become `XXXXXX`, the template `mkdtemp` fills.
 */
const TEMP_DIRECTORY = /\b(verdict-[a-z]+-)[A-Za-z0-9]{6}\b/g;
/**
 * What a budget's overrun measured: `budget maxTokens (1000) exceeded: 1234 tokens` and the
 * proxy's `budget maxTurns (20) is spent: 20 used` name the limit (kept) and the amount used
 * (different in every run, written `N`).
 */
const BUDGET_OVERRUN = /\b(budget max[A-Za-z]+ \(\d+\) (?:exceeded|is spent)): \d+\b/g;

/**
 * One run's reason as it is grouped: whitespace (newlines included) collapsed to one space, the
 * per-run parts above replaced, and cut to `MAX_REASON_CHARS`.
 */
export function normalizeReason(reason: string): string {
  const normalized = reason
    // eslint-disable-next-line no-control-regex -- control characters are whitespace here
    .replace(/[\s\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .replace(TEMP_DIRECTORY, '$1XXXXXX')
    .replace(BUDGET_OVERRUN, '$1: N');
  return truncateText(normalized, MAX_REASON_CHARS);
}

/** What a run says of why it did not pass: its reason, or its error's message. */
export function reasonOf(record: RunRecord): string | undefined {
  return record.reason ?? record.error?.message;
}

/**
 * The reasons of the runs that did not pass, most runs first (then fail, budget exceeded, error,
 * then by reason, a run without one last), at most `maxListed`; the rest are counted. The runs of
 * every group, listed or not, add up to the records that did not pass.
 */
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

/**
 * What a group's runs were to a reader: `failed` (a result: a verifier failed or a budget ran
 * out), `diverged` (replay: the harness left its cassette) or `errored` (infrastructure).
 */
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

/** A divergence as `replay_divergence`, whichever field of the error says so (as the report counts it). */
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
