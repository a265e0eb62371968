/**
 * Where each task of an adaptive comparison stands after a round (SPEC §5, "Adaptive k"), from
 * its safe test and confidence sequence (`safe-two-proportions.ts`). Pure: no I/O.
 *
 * Multiplicity. With m tasks in the comparison (fixed before any round), two rules:
 *
 * - e-BH (the default of adaptive k; Wang & Ramdas 2022, "False discovery rate control with
 *   e-values", JRSS-B 84(3)). Each task's e-value is its STOPPED value E_τ (frozen when the task
 *   stops, never its running maximum), which is an e-value (E[E_τ] ≤ 1 under its null) by optional
 *   stopping of a non-negative supermartingale, for any stopping time τ of the comparison's joint
 *   history (tasks' runs independent given their rates). With the e-values sorted e_(1) ≥ e_(2) ≥ …,
 *     k* = max{ k : e_(k) ≥ m / (α k) }   (0 if none),
 *   and the claims are the k* largest (`countEBHClaims`). After every round the vector is e-BH'd
 *   again, open tasks at their current value and stopped ones at their frozen value; an open task
 *   in the set stops with its direction, a stopped one in it (e.g. at max-k) is claimed too. A
 *   claimed task is never un-claimed: its value is frozen and, with R claims, each has e ≥ m/(α R),
 *   so the old set is self-consistent at the new values and lies inside the new one. So the claims
 *   at any (stopping) time are a self-consistent set of e-values, and by Wang & Ramdas' Theorem
 *   the false discovery rate E[false claims / max(1, claims)] ≤ α m0/m ≤ α, under any dependence
 *   between tasks and under optional stopping and continuation (a later push resumes the frozen
 *   values). Under the complete null (no task changed) that is P(any false claim) ≤ α. It is not
 *   a bound on the family-wise rate when some tasks did change, nor on the expected NUMBER of
 *   false claims; under the complete null with independent tasks that number is at most
 *   Σ_j j · C(m, j) (α j/m)^j ≤ Σ_j (α j)^j/(j − 1)! ≈ 0.062 at α = 0.05 (k* ≥ k needs some j ≥ k
 *   tasks whose e-process ever reached m/(α j); Ville for each, independence across them), and
 *   the simulation of docs/adaptive-k.md measures it.
 * - Bonferroni (records of `correction: 'bonferroni'`): a direction when a task's e-value has ever
 *   reached m/α. By Ville and a union bound the expected number of false directions per
 *   comparison is at most α, and so is the chance of any.
 *
 * `no change larger than δ` reads the task's own confidence sequence at level α (threshold 1/α,
 * uncorrected): a task whose true change is δ or more gets that label with probability at most α.
 * The side of a claim is the sequence's when it excludes 0 (else the observed rates'); the claim
 * itself is the test's (the mixture E_n), never the sequence's.
 */
import {
  computeConfidenceSequence,
  computeLargestLogEValue,
  DEFAULT_ALPHA,
  DEFAULT_DELTA,
  DEFAULT_MAX_K,
  DEFAULT_MIN_K,
  type DifferenceInterval,
} from './safe-two-proportions.js';
import { DIFFERENCE_GRID, type SafeTestState, type TaskState } from './safe-test-schema.js';

/**
 * e-BH's number of claims: k* = max{k : e_(k) ≥ tasks/(alpha k)} over the e-values given as logs
 * (−Infinity for a task that cannot be claimed), with m = max(tasks, values given). The claims are
 * the tasks with log e ≥ log(m/(alpha k*)).
 */
export function countEBHClaims(
  logEValues: readonly number[],
  tasks: number,
  alpha: number = DEFAULT_ALPHA,
): number {
  const m = Math.max(tasks, logEValues.length);
  const sorted = [...logEValues].sort((a, b) => b - a);
  let claims = 0;
  sorted.forEach((logE, index) => {
    if (logE >= Math.log(m / (alpha * (index + 1)))) claims = index + 1;
  });
  return claims;
}

export interface TaskDecisionOptions {
  state: SafeTestState;
  /** Tasks in the comparison, fixed before the first round: a direction needs e ≥ tasks/alpha. */
  tasks?: number;
  /**
   * e-BH's tasks/(alpha k), compared with the CURRENT e-value (a stopped value, as e-BH requires);
   * absent, the running maximum is compared with tasks/alpha (Bonferroni).
   */
  threshold?: number;
  alpha?: number;
  delta?: number;
  minK?: number;
  maxK?: number;
  /** Rounds already in `state` when this run began (a continuation): minK/maxK count from there. */
  roundsBefore?: number;
}

export interface TaskDecision {
  state: TaskState;
  eValue: number;
  /** The e-value a direction needs: tasks/alpha, or the threshold given. */
  threshold: number;
  /** The task's confidence sequence for head − base at level alpha (uncorrected). */
  interval: DifferenceInterval | null;
  /** Runs on both sides so far. */
  runs: number;
}

/**
 * Where a task stands after a round. In order: a direction once the e-value has ever reached
 * tasks/alpha (with `threshold`: once its current e-value does), its side from the confidence
 * sequence, else the observed rates; `no_change_within_delta` once every grid difference with
 * |d0| ≥ delta has been rejected at alpha, after minK rounds; at maxK rounds, `low_power` if no
 * sequence of maxK rounds could have reached the threshold, else `inconclusive`; else `open`.
 */
export function decideTask(options: TaskDecisionOptions): TaskDecision {
  const {
    state,
    tasks = 1,
    alpha = DEFAULT_ALPHA,
    delta = DEFAULT_DELTA,
    minK = DEFAULT_MIN_K,
    maxK = DEFAULT_MAX_K,
    roundsBefore = 0,
  } = options;
  const threshold = options.threshold ?? tasks / alpha;
  const evidence = options.threshold === undefined ? state.maxLogEValue : state.logEValue;
  const interval = computeConfidenceSequence(state, alpha);
  const decision = (name: TaskState): TaskDecision => ({
    state: name,
    eValue: Math.exp(state.logEValue),
    threshold,
    interval,
    runs: state.base.runs + state.head.runs,
  });
  if (evidence >= Math.log(threshold)) {
    const direction = chooseDirection(state, interval);
    if (direction !== null) return decision(direction);
  }
  const rounds = state.rounds - roundsBefore;
  if (rounds < minK) return decision('open');
  const logAlpha = Math.log(1 / alpha);
  const equivalent = state.differenceMaxLogE.every(
    (max, index) => Math.abs(DIFFERENCE_GRID[index] ?? 0) < delta - 1e-9 || max >= logAlpha,
  );
  if (equivalent) return decision('no_change_within_delta');
  if (rounds < maxK) return decision('open');
  return decision(
    computeLargestLogEValue(maxK, state) < Math.log(threshold) ? 'low_power' : 'inconclusive',
  );
}

/** The direction a claim on this task would take, or null when the data give none. */
export function claimDirection(
  state: SafeTestState,
  alpha: number = DEFAULT_ALPHA,
): 'regressed' | 'improved' | null {
  return chooseDirection(state, computeConfidenceSequence(state, alpha));
}

function chooseDirection(
  state: SafeTestState,
  interval: DifferenceInterval | null,
): 'regressed' | 'improved' | null {
  if (interval !== null && interval.high < 0) return 'regressed';
  if (interval !== null && interval.low > 0) return 'improved';
  const observed =
    state.head.passes / Math.max(1, state.head.runs) -
    state.base.passes / Math.max(1, state.base.runs);
  if (observed < 0) return 'regressed';
  if (observed > 0) return 'improved';
  return null;
}
