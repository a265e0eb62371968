#!/usr/bin/env node
// Prints the power table of the suite-level verdict for docs/suite-verdict.md: simulated
// comparisons on a fixed seed, through the compiled lib/ (run `npm run build` first).
// Usage: node scripts/suite-verdict-power.mjs [--comparisons N]
import { mulberry32 } from '../lib/stats/mulberry32.js';
import { decideSuiteVerdict } from '../lib/stats/suite-verdict.js';

const countIndex = process.argv.indexOf('--comparisons');
const comparisons = countIndex > 0 ? Number(process.argv[countIndex + 1]) : 1000;
const random = mulberry32(2026);

/**
 * One side of a task: `runs` runs passing at `rate`; a failure is lost as an error (a missing run)
 * with probability `failuresMissing`, as when a verifier errors where it would have failed.
 */
function drawSide(runs, rate, failuresMissing = 0) {
  let passes = 0;
  let missing = 0;
  for (let run = 0; run < runs; run += 1) {
    if (random() < rate) passes += 1;
    else if (random() < failuresMissing) missing += 1;
  }
  return { passes, judged: runs - missing, missing };
}

/** Each scenario draws one comparison: per task the true rates and k of both sides. */
const fixed =
  (tasks, k, baseline, candidate, failuresMissing = 0) =>
  () =>
    Array.from({ length: tasks }, () => ({ k, baseline, candidate, failuresMissing }));

const SCENARIOS = [
  ['20 tasks, k = 5, 100 % → 80 % (5/5 → 4/5)', fixed(20, 5, 1, 0.8)],
  ['10 tasks, k = 5, 100 % → 80 % (5/5 → 4/5)', fixed(10, 5, 1, 0.8)],
  ['20 tasks, k = 5, 80 % → 60 % (4/5 → 3/5)', fixed(20, 5, 0.8, 0.6)],
  ['10 tasks, k = 10, 90 % → 70 %', fixed(10, 10, 0.9, 0.7)],
  [
    'failing candidate: 20 tasks, k = 5, 60 % → 60 %, but half the candidate’s failures are verifier errors (missing)',
    fixed(20, 5, 0.6, 0.6, 0.5),
  ],
  [
    'null (10 × the comparisons): 5–50 tasks, k = 5–10, same rate on both sides, drawn uniformly in 0–1',
    () =>
      Array.from({ length: 5 + Math.floor(random() * 46) }, () => {
        const rate = random();
        return {
          k: 5 + Math.floor(random() * 6),
          baseline: rate,
          candidate: rate,
          failuresMissing: 0,
        };
      }),
  ],
];

const rows = SCENARIOS.map(([name, draw], index) => {
  // The null row is the false-positive rate, the figure that matters most: ten times the draws.
  const count = index === SCENARIOS.length - 1 ? 10 * comparisons : comparisons;
  let regressed = 0;
  let improved = 0;
  let covered = 0;
  let exact = 0;
  for (let i = 0; i < count; i += 1) {
    const tasks = draw();
    const decision = decideSuiteVerdict(
      tasks.map(({ k, baseline, candidate, failuresMissing }) => ({
        baseline: drawSide(k, baseline),
        candidate: drawSide(k, candidate, failuresMissing),
      })),
    );
    const truth = tasks.reduce((sum, t) => sum + t.candidate - t.baseline, 0) / tasks.length;
    if (decision.verdict === 'regressed') regressed += 1;
    if (decision.verdict === 'improved') improved += 1;
    if (decision.exact) exact += 1;
    if (decision.interval && decision.interval.low <= truth && truth <= decision.interval.high) {
      covered += 1;
    }
  }
  const percent = (n) => `${((100 * n) / count).toFixed(1)} %`;
  return `| ${name} | ${percent(regressed)} | ${percent(improved)} | ${percent(covered)} | ${percent(exact)} |`;
});

console.log(
  `${comparisons} simulated comparisons per row (the null row ten times more), seed 2026.\n`,
);
console.log(
  '| case | says regressed | says improved | interval covers the true mean difference | exact p-value |',
);
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
