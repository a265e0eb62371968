/**
 * pass@k ("can it ever?") and pass^k ("can I trust it?") per task (SPEC §5): the unbiased
 * estimators over n judged runs with c passes, as products of ratios ≤ 1 (no overflow at large n).
 */

/** 1 − C(n−c, k) / C(n, k); below k judged runs, 1 once a pass is judged, else unknown (null). */
export function passAtK(passes: number, judged: number, k: number): number | null {
  assertArguments(passes, judged, k);
  if (judged < k) return passes > 0 ? 1 : null;
  const failures = judged - passes;
  // Fewer failures than k: every draw of k runs holds a pass. Returned exactly, not as 1 − 0.0…
  if (failures < k) return 1;
  return 1 - multiplyRatios(failures, judged, k);
}

/** C(c, k) / C(n, k); below k judged runs, 0 once a failure is judged, else unknown (null). */
export function passHatK(passes: number, judged: number, k: number): number | null {
  assertArguments(passes, judged, k);
  if (judged < k) return passes < judged ? 0 : null;
  if (passes < k) return 0;
  return multiplyRatios(passes, judged, k);
}

/** Passed at least once but not every time, as soon as both are known. */
export function isFlaky(passes: number, judged: number, k: number): boolean {
  const atK = passAtK(passes, judged, k);
  const hatK = passHatK(passes, judged, k);
  return atK !== null && hatK !== null && atK > 0 && hatK < 1;
}

/** C(part, k) / C(whole, k) = ∏_{i<k} (part − i) / (whole − i), for part ≥ k. */
function multiplyRatios(part: number, whole: number, k: number): number {
  let product = 1;
  for (let i = 0; i < k; i += 1) product *= (part - i) / (whole - i);
  return product;
}

function assertArguments(passes: number, judged: number, k: number): void {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a positive integer, got ${k}`);
  if (!Number.isInteger(judged) || judged < 0) {
    throw new RangeError(`judged runs must be a non-negative integer, got ${judged}`);
  }
  if (!Number.isInteger(passes) || passes < 0 || passes > judged) {
    throw new RangeError(`passes must be an integer in [0, ${judged}], got ${passes}`);
  }
}
