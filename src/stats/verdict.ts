/**
 * A task's verdict from counts alone (SPEC §5): a direction only when the 95 % Wilson intervals are
 * disjoint, and still so with the unjudged runs counted either way. Checks of the conditions and
 * the task-count correction (`task-count-correction.ts`) are compare's.
 */
import { z } from 'zod';
import { formatInterval, plural } from '../text/format.js';
import { MIN_JUDGED_RUNS, boundedInterval, observedInterval, type RunCounts } from './counts.js';
import type { Interval } from './wilson.js';

/** Machine values in snake_case, like run statuses; `VERDICT_LABELS` has the words a reader sees. */
export const VerdictSchema = z.enum([
  'improved',
  'regressed',
  'inconclusive',
  'low_power',
  'not_comparable',
  /** `--k auto` only: the task's confidence sequence lies inside ±δ (SPEC §5 "Adaptive k"). */
  'no_change',
]);
export type Verdict = z.infer<typeof VerdictSchema>;

export const VERDICT_LABELS = {
  improved: 'improved',
  regressed: 'regressed',
  inconclusive: 'inconclusive',
  low_power: 'low power',
  not_comparable: 'not comparable',
  no_change: 'no change larger than δ',
} as const satisfies Record<Verdict, string>;

export const VerdictDecisionSchema = z.strictObject({
  verdict: VerdictSchema,
  /** One sentence with the numbers behind the verdict, for reports and PR comments. */
  reason: z.string(),
});
export type VerdictDecision = z.infer<typeof VerdictDecisionSchema>;

/** The limits every comparison states; figures from `scripts/per-task-false-claims.mjs`. */
export const COMPARISON_FOOTNOTE =
  'Verdicts compare 95 % Wilson intervals: a conservative filter, not a significance test. ' +
  "Live, a task keeps its direction only if its exact test also survives Holm's correction for " +
  'the number of tasks, which holds false per-task claims to at most 0.03 per comparison where ' +
  'nothing changed (simulated for 10–200 tasks at k = 5–20; without it, 0.17 at 50 tasks and ' +
  'k = 10). Repetitions are assumed independent; errored runs are excluded from every rate ' +
  '(counted apart, and bounded).';

export type IntervalPosition = 'above' | 'below' | 'overlap';

/** Where `candidate` lies relative to `base`; touching intervals overlap (conservative). */
export function locateInterval(candidate: Interval, base: Interval): IntervalPosition {
  if (candidate.low > base.high) return 'above';
  if (candidate.high < base.low) return 'below';
  return 'overlap';
}

interface Side {
  counts: RunCounts;
}

export function decideVerdict(base: Side, candidate: Side): VerdictDecision {
  const sides = [
    { name: 'baseline', counts: base.counts },
    { name: 'candidate', counts: candidate.counts },
  ];
  const underpowered = sides.filter((side) => side.counts.observed < MIN_JUDGED_RUNS);
  if (underpowered.length > 0) {
    const described = underpowered.map(
      (side) => `${side.name} has ${plural(side.counts.observed, 'judged run')}`,
    );
    return {
      verdict: 'low_power',
      reason: `${described.join(' and ')}; at least ${MIN_JUDGED_RUNS} per side are needed to claim a direction`,
    };
  }

  const baseObserved = observedInterval(base.counts);
  const candidateObserved = observedInterval(candidate.counts);
  const position = locateInterval(candidateObserved, baseObserved);
  const observedText = `baseline ${formatInterval(baseObserved)}, candidate ${formatInterval(candidateObserved)}`;
  if (position === 'overlap') {
    return { verdict: 'inconclusive', reason: `the intervals overlap: ${observedText}` };
  }

  const verdict = position === 'above' ? 'improved' : 'regressed';
  const missing = sides.filter((side) => side.counts.missing > 0);
  const claim = `the intervals are disjoint: ${observedText}`;
  if (missing.length === 0) return { verdict, reason: claim };

  const missingText = missing
    .map((side) => `${plural(side.counts.missing, 'missing run')} on ${side.name}`)
    .join(' and ');
  const baseBounded = boundedInterval(base.counts);
  const candidateBounded = boundedInterval(candidate.counts);
  // Bounded intervals contain the observed ones, so they can only lose the direction, never flip it.
  if (locateInterval(candidateBounded, baseBounded) === position) {
    return { verdict, reason: `${claim}; it holds with the ${missingText} counted either way` };
  }
  return {
    verdict: 'not_comparable',
    reason:
      `the observed intervals say ${verdict} (${observedText}), but with the ${missingText} ` +
      `the bounded intervals overlap: baseline ${formatInterval(baseBounded)}, ` +
      `candidate ${formatInterval(candidateBounded)}`,
  };
}
