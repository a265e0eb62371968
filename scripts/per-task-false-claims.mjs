#!/usr/bin/env node
// Prints the table of false per-task claims for docs/suite-verdict.md: comparisons where nothing
// changed (each task has the same pass rate on both sides), on a fixed seed, through the compiled
// lib/ (run `npm run build` first). For each size it counts the tasks that claim improved or
// regressed, with the per-task rule alone (disjoint Wilson intervals) and with Holm's correction
// for the number of tasks, and prints their mean per comparison.
// Usage: node scripts/per-task-false-claims.mjs [--comparisons N]
import { mulberry32 } from '../lib/stats/mulberry32.js';
import { checkTaskCount } from '../lib/stats/task-count-correction.js';
import { decideVerdict } from '../lib/stats/verdict.js';

const countIndex = process.argv.indexOf('--comparisons');
const comparisons = countIndex > 0 ? Number(process.argv[countIndex + 1]) : 2000;
const SEED = 2026;
const TASKS = [10, 50, 200];
const RUNS = [5, 10, 20];
/** Each draws one task's pass rate (the same on both sides). */
const RATES = [
  ['50 %', () => 0.5],
  ['80 %', () => 0.8],
  ['uniform 0–100 %', (random) => random()],
];

/** Mean false claims per comparison: [rule alone, with Holm], and the share with any (Holm). */
function simulateFalseClaims({ tasks, runs, rate, comparisons, seed }) {
  const random = mulberry32(seed);
  const binomial = (p) => {
    let passes = 0;
    for (let run = 0; run < runs; run += 1) if (random() < p) passes += 1;
    return passes;
  };
  let alone = 0;
  let corrected = 0;
  let anyCorrected = 0;
  for (let i = 0; i < comparisons; i += 1) {
    const pairs = Array.from({ length: tasks }, () => {
      const p = rate(random);
      return {
        baseline: { passes: binomial(p), judged: runs },
        candidate: { passes: binomial(p), judged: runs },
      };
    });
    const claims = pairs.map(({ baseline, candidate }) => {
      const { verdict } = decideVerdict(
        { counts: countsOf(baseline.passes, runs) },
        { counts: countsOf(candidate.passes, runs) },
      );
      return verdict === 'improved' || verdict === 'regressed';
    });
    const checks = checkTaskCount(pairs);
    const kept = claims.filter((claim, index) => claim && checks[index]?.survives === true).length;
    alone += claims.filter(Boolean).length;
    corrected += kept;
    if (kept > 0) anyCorrected += 1;
  }
  return {
    alone: alone / comparisons,
    corrected: corrected / comparisons,
    anyCorrected: anyCorrected / comparisons,
  };
}

function countsOf(pass, runs) {
  return {
    total: runs,
    observed: runs,
    missing: 0,
    pass,
    fail: runs - pass,
    budgetExceeded: 0,
    error: 0,
  };
}

console.log(
  `${comparisons} simulated comparisons per cell, seed ${SEED}; each cell: mean false ` +
    'per-task claims per comparison, rule alone / with Holm.\n',
);
console.log(`| tasks | k | ${RATES.map(([name]) => `rate ${name}`).join(' | ')} |`);
console.log(`|---:|---:|${RATES.map(() => '---:').join('|')}|`);
let worstAny = 0;
for (const tasks of TASKS) {
  for (const runs of RUNS) {
    const cells = RATES.map(([, rate]) => {
      const result = simulateFalseClaims({ tasks, runs, rate, comparisons, seed: SEED });
      worstAny = Math.max(worstAny, result.anyCorrected);
      return `${result.alone.toFixed(3)} / ${result.corrected.toFixed(3)}`;
    });
    console.log(`| ${tasks} | ${runs} | ${cells.join(' | ')} |`);
  }
}
console.log(
  `\nLargest share of comparisons with any false claim, with Holm: ${worstAny.toFixed(3)}`,
);
