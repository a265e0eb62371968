/** What the two reports' conditions allow a comparison to say (SPEC §5). */
import { canonicalJson } from '../json/canonical-json.js';
import type { Report } from '../report/report-schema.js';
import type { ReportConditions } from '../run-dir/conditions-file.js';
import type { SandboxConditions } from '../sandbox/sandbox.js';
import { describeCompaction } from '../run-dir/compaction-settings.js';

/** Each undefined where the sides agree. */
export interface ConditionMismatches {
  /** Every task is not comparable. */
  modesDiffer: string | undefined;
  /** Every task is not comparable. */
  sandboxesDiffer: string | undefined;
  /** Token and cost deltas are not comparable. */
  compactionDiffers: string | undefined;
}

export function findMismatches(
  baseline: ReportConditions,
  candidate: ReportConditions,
): ConditionMismatches {
  return {
    modesDiffer: describeModeMismatch(baseline, candidate),
    sandboxesDiffer: describeSandboxMismatch(baseline, candidate),
    compactionDiffers: describeCompactionMismatch(baseline, candidate),
  };
}

/** Only when a replay report does not carry its runs. */
export const REPLAY_COMPARISON_NOTE =
  'Replay compares the harness, not the model: a task is changed when its run statuses differ ' +
  '(pass, fail, budget exceeded, error). report.json does not carry verifier outcomes or tool ' +
  'sequences, so those are not compared here.';

function describeModeMismatch(
  baseline: ReportConditions,
  candidate: ReportConditions,
): string | undefined {
  if (baseline.mode === candidate.mode) return undefined;
  return (
    `different modes (baseline ${baseline.mode}, candidate ${candidate.mode}): ` +
    `${MODE_MEASURES[baseline.mode]} against ${MODE_MEASURES[candidate.mode]}`
  );
}

/**
 * Runs in different sandboxes or limits are measured differently (SPEC §1). A report that predates
 * the sandbox field is compared all the same, with a note: refusing it would void older baselines.
 */
function describeSandboxMismatch(
  { sandbox: a }: ReportConditions,
  { sandbox: b }: ReportConditions,
): string | undefined {
  if (a === undefined || b === undefined) return undefined;
  if (describeSandboxCondition(a) === describeSandboxCondition(b)) return undefined;
  return (
    `different sandboxes (baseline ${describeSandboxCondition(a)}; ` +
    `candidate ${describeSandboxCondition(b)}): what the agent could reach, read and spend differs`
  );
}

function describeSandboxCondition(sandbox: SandboxConditions): string {
  if (sandbox.backend === 'none') return 'not sandboxed';
  const image = sandbox.image === undefined ? '' : ` ${sandbox.image}`;
  const { memoryMb, processes, cpuSeconds } = sandbox.limits;
  return `${sandbox.backend}${image}, memoryMb ${memoryMb}, processes ${processes}, cpuSeconds ${cpuSeconds}`;
}

function describeUnrecordedSandbox(a: ReportConditions, b: ReportConditions): string | undefined {
  if ((a.sandbox === undefined) === (b.sandbox === undefined)) return undefined;
  const [recorded, unrecorded] =
    a.sandbox === undefined ? ['candidate', 'baseline'] : ['baseline', 'candidate'];
  const sandbox = (a.sandbox ?? b.sandbox) as SandboxConditions;
  return (
    `Only the ${recorded} records its sandbox (${describeSandboxCondition(sandbox)}); the ` +
    `${unrecorded} report predates that field, so whether its runs were sandboxed is unknown. ` +
    'The tasks are compared all the same.'
  );
}

const MODE_MEASURES = {
  live: 'the harness and the model',
  replay: 'the harness against recorded responses',
  scripted: 'the harness with scripted tool calls',
} as const satisfies Record<ReportConditions['mode'], string>;

/** Token and cost deltas across different compaction settings would measure the settings. */
function describeCompactionMismatch(
  { compaction: a }: ReportConditions,
  { compaction: b }: ReportConditions,
): string | undefined {
  if (a === undefined && b === undefined) return undefined;
  if (a !== undefined && b !== undefined && canonicalJson(a) === canonicalJson(b)) return undefined;
  return (
    `not comparable: the compaction settings differ (baseline ${describeCompaction(a)}, ` +
    `candidate ${describeCompaction(b)})`
  );
}

function lacksRuns(baseline: Report, candidate: Report): boolean {
  return [...baseline.tasks, ...candidate.tasks].some((task) => task.runs === undefined);
}

export function writeNotes(
  baseline: Report,
  candidate: Report,
  mismatches: ConditionMismatches,
): string[] {
  const a = baseline.conditions;
  const b = candidate.conditions;
  const { modesDiffer, sandboxesDiffer, compactionDiffers } = mismatches;
  const notes: string[] = [];
  if (modesDiffer !== undefined) {
    notes.push(
      `Every task is not comparable: ${modesDiffer}. Compare two reports of the same mode.`,
    );
  } else if (sandboxesDiffer !== undefined) {
    notes.push(
      `Every task is not comparable: ${sandboxesDiffer}. Compare two reports made in the same ` +
        'sandbox with the same limits.',
    );
  } else if (a.mode === 'replay' && lacksRuns(baseline, candidate)) {
    notes.push(REPLAY_COMPARISON_NOTE);
  }
  const unrecorded = describeUnrecordedSandbox(a, b);
  if (unrecorded !== undefined) notes.push(unrecorded);
  if (compactionDiffers !== undefined) {
    notes.push(`Token and cost deltas are ${compactionDiffers}; the success verdicts still stand.`);
  } else if (a.configHash !== b.configHash) {
    notes.push(
      'The configuration hashes differ. Compaction settings are part of that configuration, so ' +
        'token and cost deltas may reflect a compaction change as well as the change under test.',
    );
  }
  for (const field of ['model', 'provider', 'harnessVersion'] as const) {
    if (a[field] !== b[field]) {
      notes.push(
        `conditions.${field} differs: baseline ${JSON.stringify(a[field])}, candidate ${JSON.stringify(b[field])}.`,
      );
    }
  }
  for (const [name, report] of [
    ['baseline', baseline],
    ['candidate', candidate],
  ] as const) {
    if (report.state !== 'COMPLETE') {
      notes.push(
        `The ${name} run is ${report.state}: its missing runs are counted in the bounded intervals.`,
      );
    }
  }
  return notes;
}
