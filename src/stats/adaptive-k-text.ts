/** How adaptive k's record reads in reports and the comment. Pure: no I/O. */
import { taskRuns, type AdaptiveRule, type AdaptiveTask } from './adaptive-k.js';

/** The multiplicity rule in one sentence: what a direction needs and which error rate it bounds. */
export function describeCorrection(rule: Pick<AdaptiveRule, 'alpha' | 'correction'>): string {
  return rule.correction === 'e-bh'
    ? `a direction when e-BH over the tasks' stopped e-values selects it (the k-th claim needs e ≥ tasks/(α·k), α = ${rule.alpha}): false discovery rate ≤ α, which is the chance of any false claim when no task changed`
    : `a direction at e ≥ tasks/α (Bonferroni over the tasks, α = ${rule.alpha}): expected false claims ≤ α`;
}

/** e-values as a reader sees them: 41, 3.2, 0.52, 1.2e+6. */
export function formatEValue(value: number): string {
  if (!Number.isFinite(value)) return '∞';
  if (value >= 1e5) return value.toExponential(1).replace('e+', 'e');
  if (value >= 100) return String(Math.round(value));
  if (value >= 10) return value.toFixed(0);
  return value.toPrecision(2).replace(/\.?0+$/, '');
}

/**
 * Why a task stopped, in one phrase: "stopped after 7 + 7 runs: regressed, e = 41 ≥ 20",
 * "stopped after 3 + 3 runs: no change larger than 20 pts (−12 to +9)", "ran to max-k 20 + 20:
 * inconclusive, e = 2.1 < 400".
 */
export function describeStop(task: AdaptiveTask): string {
  const runs = taskRuns(task);
  const pair = `${runs.base} + ${runs.head} runs`;
  const e = formatEValue(task.eValue);
  const threshold = formatEValue(task.threshold);
  switch (task.state) {
    case 'regressed':
    case 'improved':
      return `stopped after ${pair}: ${task.state}, e = ${e} ≥ ${threshold}`;
    case 'no_change_within_delta':
      return `stopped after ${pair}: no change larger than ${points(task.delta)} pts${task.interval === null ? '' : ` (${signedPoints(task.interval.low)} to ${signedPoints(task.interval.high)})`}`;
    case 'open':
      return `open after ${pair}, e = ${e}`;
    case 'inconclusive':
      if (task.stoppedBecause === 'suite') {
        return `stopped with the suite after ${pair}: inconclusive on its own, e = ${e} < ${threshold}`;
      }
      return `ran to max-k (${pair}): inconclusive, e = ${e} < ${threshold}`;
    case 'low_power':
      return `ran to max-k (${pair}): low power, e = ${e} < ${threshold}`;
  }
}

function points(value: number): string {
  return String(Math.round(value * 100));
}

function signedPoints(value: number): string {
  const rounded = Math.round(value * 100);
  return rounded > 0 ? `+${rounded}` : rounded < 0 ? `−${-rounded}` : '0';
}
