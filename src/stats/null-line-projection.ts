/**
 * t* of `safe-two-proportions.ts`'s header, the point of the null line {(t, t + d0)} closest in KL
 * to the alternative (θ_a, θ_b): the root on (max(0, −d0), min(1, 1 − d0)) of the equation there
 * multiplied by its (positive) denominators, the cubic
 *   F(t) = n_a (θ_a − t) u (1 − u) + n_b (θ_b − u) t (1 − t),   u = t + d0,
 * which is positive at the left end and negative at the right, with one root between. Newton's
 * method kept inside a shrinking bracket (bisection when a step leaves it).
 */
export function projectOnNullLine(
  thetaA: number,
  thetaB: number,
  na: number,
  nb: number,
  difference: number,
): number {
  if (na === 0) return clampToNullLine(thetaB - difference, difference);
  if (nb === 0) return clampToNullLine(thetaA, difference);
  let low = Math.max(0, -difference);
  let high = Math.min(1, 1 - difference);
  let t = clampToNullLine((na * thetaA + nb * (thetaB - difference)) / (na + nb), difference);
  for (let iteration = 0; iteration < 200; iteration += 1) {
    const u = t + difference;
    const value = na * (thetaA - t) * u * (1 - u) + nb * (thetaB - u) * t * (1 - t);
    if (value === 0) return t;
    if (value > 0) low = t;
    else high = t;
    const derivative =
      na * ((thetaA - t) * (1 - 2 * u) - u * (1 - u)) +
      nb * ((thetaB - u) * (1 - 2 * t) - t * (1 - t));
    const step = value / derivative;
    if (Math.abs(step) <= 1e-14) return Math.min(high, Math.max(low, t - step));
    const next = t - step;
    t = next > low && next < high ? next : (low + high) / 2;
    if (high - low <= 1e-15) return t;
  }
  return t;
}

/** Keeps t on the null line: base rate t and head rate t + d0 both in [0, 1]. */
function clampToNullLine(t: number, difference: number): number {
  const low = Math.max(0, -difference);
  const high = Math.min(1, 1 - difference);
  return Math.min(high, Math.max(low, t));
}
