/**
 * About how many runs per side would let an inconclusive task be decided. It is an estimate and says
 * so: it holds the observed rates fixed, which they will not be, and grows both sides equally.
 */
import { MIN_JUDGED_RUNS } from '../stats/counts.js';
import { locateInterval } from '../stats/verdict.js';
import { wilsonInterval } from '../stats/wilson.js';
import type { SampleSizeHint } from './comparison-schema.js';

/** Beyond this a hint stops being useful advice. */
export const MAX_HINTED_RUNS = 10_000;

const METHOD =
  'estimate: keeps the observed rates fixed and grows both sides equally, until the 95 % Wilson ' +
  'intervals around round(rate × n) of n no longer overlap';

/** The smallest n at which the two intervals become disjoint, or null with the reason. */
export function estimateSampleSize(baselineRate: number, candidateRate: number): SampleSizeHint {
  if (baselineRate === candidateRate) {
    return {
      runsPerSide: null,
      method:
        'the observed rates are equal, so no sample size can decide it at these rates ' +
        '(the intervals overlap at every n)',
    };
  }
  for (let runs = MIN_JUDGED_RUNS; runs <= MAX_HINTED_RUNS; runs += 1) {
    const baseline = wilsonInterval(Math.round(baselineRate * runs), runs);
    const candidate = wilsonInterval(Math.round(candidateRate * runs), runs);
    if (locateInterval(candidate, baseline) !== 'overlap') {
      return { runsPerSide: runs, method: METHOD };
    }
  }
  return {
    runsPerSide: null,
    method: `${METHOD}; they still overlap at ${MAX_HINTED_RUNS} runs per side, so the difference is too small to decide in practice`,
  };
}
