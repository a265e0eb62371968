/**
 * The fixed-sample part of adaptive k's e-value (`safe-two-proportions.ts`, "The horizon"): an
 * exact unconditional likelihood-ratio test of "same pass rate" on the counts a task has after
 * its max-k-th round. Pure: no I/O.
 *
 * With n_a base runs, s_a passes, and n_b head runs, s_b passes, the statistic is the likelihood
 * ratio of two rates against one (a G-test):
 *   T(s_a, s_b) = ℓ(s_a, n_a, s_a/n_a) + ℓ(s_b, n_b, s_b/n_b) − ℓ(s_a, n_a, π) − ℓ(s_b, n_b, π),
 *   ℓ(s, n, p) = s ln p + (n − s) ln(1 − p),   π = (s_a + s_b)/(n_a + n_b),   0 ln 0 = 0,
 * and the p-value is the largest chance of a statistic at least as large under any common rate p:
 *   P(s_a, s_b) = sup_{p ∈ [0,1]} P_p(T ≥ T(s_a, s_b))
 *              = sup_p Σ_k c_k p^k (1 − p)^(n_a + n_b − k),
 *   c_k = Σ { C(n_a, x) C(n_b, y) : x + y = k, T(x, y) ≥ T(s_a, s_b) − 10⁻⁹ }.
 * The supremum is bounded from above, never guessed: on each of `INTERVALS` equal intervals
 * [u, v] of [0, 1], p^k ≤ v^k and (1 − p)^(n − k) ≤ (1 − u)^(n − k), so the largest of
 * Σ_k c_k v^k (1 − u)^(n − k) over the intervals is at least the supremum (it overstates it by a
 * few per cent at n = 40). So P_p(P ≤ γ) ≤ γ for every p and γ: a valid p-value under the
 * composite null, whatever the common rate. The statistic is two-sided; its rejection region
 * at max-k 20 with 20 runs a side contains 20 passes against 13 (P = 0.0024), not 14 (0.0062).
 */
import { logBernoulli } from './likelihood.js';
import type { SideCounts } from './safe-test-schema.js';

/** How many intervals of [0, 1] bound the supremum over the common rate. */
export const INTERVALS = 4000;

const logLikelihood = (passes: number, runs: number, p: number) =>
  logBernoulli(p, passes, runs - passes);

function statistic(sa: number, na: number, sb: number, nb: number): number {
  const pooled = (sa + sb) / (na + nb);
  return (
    logLikelihood(sa, na, sa / na) +
    logLikelihood(sb, nb, sb / nb) -
    logLikelihood(sa, na, pooled) -
    logLikelihood(sb, nb, pooled)
  );
}

/** log C(n, k) for k = 0 … n. */
function logBinomials(n: number): number[] {
  const logs = [0];
  for (let k = 1; k <= n; k += 1) logs.push((logs[k - 1] ?? 0) + Math.log((n - k + 1) / k));
  return logs;
}

/** Computed p-values by counts: each takes a few milliseconds, and a suite's tasks repeat them. */
const computed = new Map<string, number>();

/** The exact unconditional p-value of the header for the counts of the two sides. */
export function horizonPValue(base: SideCounts, head: SideCounts): number {
  const key = `${base.runs} ${base.passes} ${head.runs} ${head.passes}`;
  let value = computed.get(key);
  if (value === undefined) {
    value = computePValue(base.runs, base.passes, head.runs, head.passes);
    if (computed.size >= 10_000) computed.clear();
    computed.set(key, value);
  }
  return value;
}

function computePValue(na: number, sa: number, nb: number, sb: number): number {
  if (na === 0 || nb === 0) return 1;
  const observed = statistic(sa, na, sb, nb) - 1e-9;
  const n = na + nb;
  const logA = logBinomials(na);
  const logB = logBinomials(nb);
  const weights = new Array<number>(n + 1).fill(0);
  for (let x = 0; x <= na; x += 1) {
    for (let y = 0; y <= nb; y += 1) {
      if (statistic(x, na, y, nb) >= observed) {
        weights[x + y] = (weights[x + y] ?? 0) + Math.exp((logA[x] ?? 0) + (logB[y] ?? 0));
      }
    }
  }
  let largest = 0;
  for (let interval = 0; interval < INTERVALS; interval += 1) {
    const low = interval / INTERVALS;
    const high = (interval + 1) / INTERVALS;
    let sum = 0;
    weights.forEach((weight, k) => {
      if (weight > 0) sum += weight * high ** k * (1 - low) ** (n - k);
    });
    largest = Math.max(largest, sum);
  }
  return Math.min(1, largest);
}
