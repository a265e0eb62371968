/**
 * Replay's task verdicts (SPEC §5): deterministic, so compared by what happened, run by run; by
 * run statuses only for reports written before they carried their runs.
 */
import { plural } from '../text/format.js';
import type { ReplayRun, TaskReport } from '../report/report-schema.js';
import type { ReplayVerdict } from './comparison-schema.js';

export const MAX_LISTED_CHANGES = 10;

/** Longer tool sequences are described from their first difference. */
const MAX_LISTED_TOOLS = 8;

export interface ReplayDecision {
  verdict: ReplayVerdict;
  reason: string;
  /** Only for `changed`, when both reports carry their runs. */
  changes?: string[];
}

/** A divergence trumps a change: the harness asked the model something else. */
export function decideReplay(base: TaskReport, cand: TaskReport): ReplayDecision {
  const diverged = describeDivergences(base, cand);
  if (diverged !== undefined) return { verdict: 'diverged', reason: diverged };
  if (base.runs === undefined || cand.runs === undefined) return decideByStatuses(base, cand);

  const pairs = pairRuns(base.runs, cand.runs);
  const found = pairs.flatMap(comparePair);
  const changes = found.map((change) => change.text);
  const baseStatuses = describeStatuses(base);
  const candStatuses = describeStatuses(cand);
  // Planned runs recorded on neither side leave no run to pair, but still count.
  if (changes.length === 0 && baseStatuses !== candStatuses) {
    const changes = [`run statuses: baseline ${baseStatuses}, candidate ${candStatuses}`];
    return { ...decideByStatuses(base, cand), changes };
  }
  const runs = plural(pairs.length, 'run');
  if (changes.length === 0) {
    return {
      verdict: 'unchanged',
      reason: `same status, verifier outcomes and tool sequence in every run (${runs}: ${baseStatuses})`,
    };
  }
  const changedRuns = new Set(found.map((change) => change.repetition)).size;
  const aspects = ASPECTS.filter((aspect) => found.some((change) => change.aspect === aspect));
  return {
    verdict: 'changed',
    reason:
      `${changedRuns} of ${runs} ${changedRuns === 1 ? 'differs' : 'differ'} from the ` +
      `baseline's run of the same repetition (${aspects.join(', ')})`,
    changes: capChanges(changes),
  };
}

function describeDivergences(base: TaskReport, cand: TaskReport): string | undefined {
  const diverged = [
    { name: 'baseline', task: base },
    { name: 'candidate', task: cand },
  ].filter(({ task }) => divergedRuns(task) > 0);
  if (diverged.length === 0) return undefined;
  return diverged
    .map(({ name, task }) => {
      const runs = divergedRuns(task);
      const first = task.replay?.divergences[0];
      const where = first === undefined ? '' : ` (first at call ${first.call}, ${first.field})`;
      return `${plural(runs, 'run')} of the ${name} diverged from the cassette${where}`;
    })
    .join('; ');
}

function divergedRuns(task: TaskReport): number {
  return task.replay?.diverged ?? task.errors.replay_divergence ?? 0;
}

function decideByStatuses(base: TaskReport, cand: TaskReport): ReplayDecision {
  const baseStatuses = describeStatuses(base);
  const candStatuses = describeStatuses(cand);
  if (baseStatuses === candStatuses) {
    return { verdict: 'unchanged', reason: `same run statuses on both sides: ${baseStatuses}` };
  }
  return {
    verdict: 'changed',
    reason: `run statuses differ: baseline ${baseStatuses}, candidate ${candStatuses}`,
  };
}

function describeStatuses({ counts }: TaskReport): string {
  return (
    `${counts.pass} pass, ${counts.fail} fail, ${counts.budgetExceeded} budget exceeded, ` +
    `${counts.error} error, ${counts.missing} missing`
  );
}

interface RunPair {
  repetition: number;
  base: ReplayRun | undefined;
  cand: ReplayRun | undefined;
}

function pairRuns(base: readonly ReplayRun[], cand: readonly ReplayRun[]): RunPair[] {
  const baseRuns = new Map(base.map((run) => [run.repetition, run]));
  const candRuns = new Map(cand.map((run) => [run.repetition, run]));
  const repetitions = [...new Set([...baseRuns.keys(), ...candRuns.keys()])].sort((a, b) => a - b);
  return repetitions.map((repetition) => ({
    repetition,
    base: baseRuns.get(repetition),
    cand: candRuns.get(repetition),
  }));
}

const ASPECTS = ['status', 'verifier outcomes', 'tool sequence'] as const;

interface RunChange {
  repetition: number;
  aspect: (typeof ASPECTS)[number];
  /** `run 2: verifier check pass → fail`. */
  text: string;
}

function comparePair({ repetition, base, cand }: RunPair): RunChange[] {
  const change = (aspect: RunChange['aspect'], text: string): RunChange => ({
    repetition,
    aspect,
    text: `run ${repetition}: ${text}`,
  });
  const changes: RunChange[] = [];
  if (base?.status !== cand?.status) {
    changes.push(change('status', `status ${formatStatus(base)} → ${formatStatus(cand)}`));
  }
  if (base === undefined || cand === undefined) return changes;
  const ids = [...new Set([...Object.keys(base.verifiers), ...Object.keys(cand.verifiers)])];
  for (const id of ids) {
    const before = outcomeOf(base, id);
    const after = outcomeOf(cand, id);
    if (before !== after)
      changes.push(change('verifier outcomes', `verifier ${id} ${before} → ${after}`));
  }
  const tools = describeToolChange(base.tools, cand.tools);
  if (tools !== undefined) changes.push(change('tool sequence', tools));
  return changes;
}

/** Own keys only: a verifier named `constructor` must not read the prototype's. */
function outcomeOf(run: ReplayRun, id: string): string {
  return Object.hasOwn(run.verifiers, id) ? (run.verifiers[id] ?? 'not run') : 'not run';
}

function formatStatus(run: ReplayRun | undefined): string {
  return run === undefined ? 'missing' : run.status.replaceAll('_', ' ');
}

/** `tools a, b → a, c`. */
function describeToolChange(
  before: readonly string[],
  after: readonly string[],
): string | undefined {
  if (before.length === after.length && before.every((name, index) => name === after[index])) {
    return undefined;
  }
  if (before.length <= MAX_LISTED_TOOLS && after.length <= MAX_LISTED_TOOLS) {
    return `tools ${formatTools(before)} → ${formatTools(after)}`;
  }
  let index = 0;
  while (index < before.length && index < after.length && before[index] === after[index]) {
    index += 1;
  }
  const from = (tools: readonly string[]) => tools[index] ?? '(none)';
  return (
    `tools differ from call ${index + 1} (${from(before)} → ${from(after)}; ` +
    `${before.length} → ${after.length} calls)`
  );
}

function formatTools(tools: readonly string[]): string {
  return tools.length === 0 ? '(none)' : tools.join(', ');
}

function capChanges(changes: readonly string[]): string[] {
  if (changes.length <= MAX_LISTED_CHANGES) return [...changes];
  const kept = changes.slice(0, MAX_LISTED_CHANGES - 1);
  return [...kept, `and ${changes.length - kept.length} more`];
}
