#!/usr/bin/env node
// Prints the power table of the suite-level verdict for docs/suite-verdict.md: simulated
// comparisons on a fixed seed, through the compiled lib/ (run `npm run build` first).
// Usage: node scripts/suite-verdict-power.mjs [--comparisons N]
import { mulberry32 } from '../lib/stats/mulberry32.js';
import { decideSuiteVerdict } from '../lib/stats/suite-verdict.js';

const countIndex = process.argv.indexOf('--comparisons');
const comparisons = countIndex > 0 ? Number(process.argv[countIndex + 1]) : 1000;
const random = mulberry32(2026);

function binomial(runs, rate) {
  let passes = 0;
  for (let run = 0; run < runs; run += 1) if (random() < rate) passes += 1;
  return passes;
}

/** Each scenario draws one comparison: per task the true rates and k of both sides. */
const fixed = (tasks, k, baseline, candidate) => () =>
  Array.from({ length: tasks }, () => ({ k, baseline, candidate }));

const SCENARIOS = [
  ['20 tasks, k = 5, 100 % → 80 % (5/5 → 4/5)', fixed(20, 5, 1, 0.8)],
  ['10 tasks, k = 5, 100 % → 80 % (5/5 → 4/5)', fixed(10, 5, 1, 0.8)],
  ['20 tasks, k = 5, 80 % → 60 % (4/5 → 3/5)', fixed(20, 5, 0.8, 0.6)],
  ['10 tasks, k = 10, 90 % → 70 %', fixed(10, 10, 0.9, 0.7)],
  [
    'null: 5–50 tasks, k = 5–10, same rate on both sides, drawn uniformly in 0–1',
    () =>
      Array.from({ length: 5 + Math.floor(random() * 46) }, () => {
        const rate = random();
        return { k: 5 + Math.floor(random() * 6), baseline: rate, candidate: rate };
      }),
  ],
];

const rows = SCENARIOS.map(([name, draw]) => {
  let regressed = 0;
  let improved = 0;
  let covered = 0;
  let exact = 0;
  for (let i = 0; i < comparisons; i += 1) {
    const tasks = draw();
    const decision = decideSuiteVerdict(
      tasks.map(({ k, baseline, candidate }) => ({
        baseline: { passes: binomial(k, baseline), judged: k },
        candidate: { passes: binomial(k, candidate), judged: k },
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
  const percent = (count) => `${((100 * count) / comparisons).toFixed(1)} %`;
  return `| ${name} | ${percent(regressed)} | ${percent(improved)} | ${percent(covered)} | ${percent(exact)} |`;
});

console.log(`${comparisons} simulated comparisons per row, seed 2026.\n`);
console.log(
  '| case | says regressed | says improved | interval covers the true mean difference | exact p-value |',
);
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
