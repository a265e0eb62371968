#!/usr/bin/env node
// Prints the tables of docs/adaptive-k.md: adaptive k (the safe test of
// src/stats/safe-two-proportions.ts, one run per side per round) against fixed k = 5, 10, 20 with
// today's per-task rule (disjoint Wilson intervals, then Holm over the tasks), on a fixed seed,
// through the compiled lib/ (run `npm run build` first).
// Usage: node scripts/adaptive-k-simulation.mjs [--comparisons N] [--null-comparisons N]
import { mulberry32 } from '../lib/stats/mulberry32.js';
import {
  DEFAULT_ALPHA,
  DEFAULT_MAX_K,
  addRound,
  computeRoundLogFactor,
  createSafeTestState,
  decideTask,
} from '../lib/stats/safe-two-proportions.js';
import { checkTaskCount } from '../lib/stats/task-count-correction.js';
import { decideVerdict } from '../lib/stats/verdict.js';

const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const comparisons = option('--comparisons', 1000);
const nullComparisons = option('--null-comparisons', 500);
const SEED = 2026;
const PUSHES = 3;
const FIXED_K = [5, 10, 20];
/** Adaptive k with its default max-k, and with a larger one to show what the cap costs. */
const ADAPTIVE = { 'adaptive k': DEFAULT_MAX_K, 'adaptive k, max-k 40': 40 };

const bernoulli = (random, p) => (random() < p ? 1 : 0);

/** One task under adaptive k, from a fresh state until its decision is not `open`. */
function runAdaptiveTask(random, base, head, tasks, maxK = DEFAULT_MAX_K) {
  let state = createSafeTestState();
  for (;;) {
    state = addRound(state, {
      base: { runs: 1, passes: bernoulli(random, base) },
      head: { runs: 1, passes: bernoulli(random, head) },
    });
    const decision = decideTask({ state, tasks, maxK });
    if (decision.state !== 'open') return decision;
  }
}

function countsOf(passes, runs) {
  return {
    total: runs,
    observed: runs,
    missing: 0,
    pass: passes,
    fail: runs - passes,
    budgetExceeded: 0,
    error: 0,
  };
}

/** Today's per-task claims at fixed k: disjoint Wilson intervals that survive Holm. */
function decideFixed(random, tasks, k) {
  const binomial = (p) => {
    let passes = 0;
    for (let run = 0; run < k; run += 1) passes += bernoulli(random, p);
    return passes;
  };
  const pairs = tasks.map(({ base, head }) => ({
    baseline: { passes: binomial(base), judged: k },
    candidate: { passes: binomial(head), judged: k },
  }));
  const checks = checkTaskCount(pairs);
  return pairs.map(({ baseline, candidate }, index) => {
    const { verdict } = decideVerdict(
      { counts: countsOf(baseline.passes, k) },
      { counts: countsOf(candidate.passes, k) },
    );
    const claimed = (verdict === 'improved' || verdict === 'regressed') && checks[index]?.survives;
    return { state: claimed ? verdict : 'inconclusive', runs: 2 * k };
  });
}

const suite = (size, changed, base, head, rest = base) =>
  Array.from({ length: size }, (_, index) =>
    index < changed ? { base, head } : { base: rest, head: rest },
  );

const SCENARIOS = [
  ['one task 90 % → 50 %, alone (m = 1)', suite(1, 1, 0.9, 0.5)],
  ['one task 90 % → 50 %, among 10 (9 unchanged at 90 %)', suite(10, 1, 0.9, 0.5)],
  ['one task 90 % → 30 %, alone (m = 1)', suite(1, 1, 0.9, 0.3)],
  ['one task 90 % → 30 %, among 10 (9 unchanged at 90 %)', suite(10, 1, 0.9, 0.3)],
  ['3 of 20 tasks 100 % → 40 % (17 unchanged at 100 %)', suite(20, 3, 1, 0.4)],
  ['all 20 tasks 90 % → 80 %', suite(20, 20, 0.9, 0.8)],
];

const percent = (x) => `${(100 * x).toFixed(1)} %`;
const fixed1 = (x) => x.toFixed(1);

function simulateScenario(tasks, method, random) {
  let correct = 0;
  let changed = 0;
  let falseClaims = 0;
  let changedRuns = 0;
  let allRuns = 0;
  let wrongNoChange = 0;
  for (let i = 0; i < comparisons; i += 1) {
    const decisions =
      typeof method === 'string'
        ? tasks.map(({ base, head }) =>
            runAdaptiveTask(random, base, head, tasks.length, ADAPTIVE[method]),
          )
        : decideFixed(random, tasks, method);
    decisions.forEach((decision, index) => {
      const { base, head } = tasks[index];
      allRuns += decision.runs;
      const claimed = decision.state === 'improved' || decision.state === 'regressed';
      if (base === head) {
        if (claimed) falseClaims += 1;
        return;
      }
      changed += 1;
      changedRuns += decision.runs;
      const truth = head > base ? 'improved' : 'regressed';
      if (decision.state === truth) correct += 1;
      else if (claimed) falseClaims += 1;
      if (decision.state === 'no_change_within_delta' && Math.abs(head - base) >= 0.2) {
        wrongNoChange += 1;
      }
    });
  }
  return {
    power: correct / changed,
    falseClaims: falseClaims / comparisons,
    changedRuns: changedRuns / changed,
    allRuns: allRuns / (comparisons * tasks.length),
    wrongNoChange: wrongNoChange / changed,
  };
}

/**
 * The null: 10–100 tasks, each with one rate in 5–95 % on both sides, three pushes. In every push
 * each task without a direction resumes its state and runs until `decideTask` leaves `open`
 * (at least min-k and at most max-k new rounds), deciding after every round. Counts directions.
 */
function simulateNull(random) {
  let falseClaims = 0;
  let anyFalse = 0;
  let perTaskFalse = 0;
  let taskCount = 0;
  let runs = 0;
  for (let i = 0; i < nullComparisons; i += 1) {
    const size = 10 + Math.floor(random() * 91);
    let claims = 0;
    for (let task = 0; task < size; task += 1) {
      const rate = 0.05 + 0.9 * random();
      let state = createSafeTestState();
      let claimed = false;
      for (let push = 0; push < PUSHES && !claimed; push += 1) {
        const roundsBefore = state.rounds;
        for (;;) {
          state = addRound(state, {
            base: { runs: 1, passes: bernoulli(random, rate) },
            head: { runs: 1, passes: bernoulli(random, rate) },
          });
          const decision = decideTask({ state, tasks: size, roundsBefore });
          if (decision.state === 'open') continue;
          claimed = decision.state === 'improved' || decision.state === 'regressed';
          break;
        }
      }
      if (claimed) claims += 1;
      if (state.maxLogEValue >= Math.log(1 / DEFAULT_ALPHA)) perTaskFalse += 1;
      runs += state.base.runs + state.head.runs;
      taskCount += 1;
    }
    falseClaims += claims;
    if (claims > 0) anyFalse += 1;
  }
  return {
    falseClaims: falseClaims / nullComparisons,
    anyFalse: anyFalse / nullComparisons,
    perTaskFalse: perTaskFalse / taskCount,
    runs: runs / taskCount,
  };
}

/**
 * The worst case of the null for the e-value alone: every task watched after every round for all
 * 3 × max-k rounds, never stopped for `no change`, a claim whenever the e-value ever reaches m/α.
 */
function simulateNullWorstCase(random) {
  let falseClaims = 0;
  let anyFalse = 0;
  let perTaskFalse = 0;
  let taskCount = 0;
  for (let i = 0; i < nullComparisons; i += 1) {
    const size = 10 + Math.floor(random() * 91);
    const logThreshold = Math.log(size / DEFAULT_ALPHA);
    let claims = 0;
    for (let task = 0; task < size; task += 1) {
      const rate = 0.05 + 0.9 * random();
      const base = { runs: 0, passes: 0 };
      const head = { runs: 0, passes: 0 };
      let logE = 0;
      let maxLogE = 0;
      for (let round = 0; round < PUSHES * DEFAULT_MAX_K; round += 1) {
        const data = {
          base: { runs: 1, passes: bernoulli(random, rate) },
          head: { runs: 1, passes: bernoulli(random, rate) },
        };
        logE += computeRoundLogFactor(base, head, data);
        maxLogE = Math.max(maxLogE, logE);
        base.runs += 1;
        base.passes += data.base.passes;
        head.runs += 1;
        head.passes += data.head.passes;
      }
      if (maxLogE >= logThreshold) claims += 1;
      if (maxLogE >= Math.log(1 / DEFAULT_ALPHA)) perTaskFalse += 1;
      taskCount += 1;
    }
    falseClaims += claims;
    if (claims > 0) anyFalse += 1;
  }
  return {
    falseClaims: falseClaims / nullComparisons,
    anyFalse: anyFalse / nullComparisons,
    perTaskFalse: perTaskFalse / taskCount,
  };
}

/** When a task with the same rate on both sides stops, with max-k 20 (one push, m = 20). */
function simulateStoppingRounds(random) {
  const rates = [0, 1, 0.05, 0.95, 0.9, 0.5];
  return rates.map((rate) => {
    const stops = [];
    let noChange = 0;
    const tasks = 2000;
    for (let i = 0; i < tasks; i += 1) {
      const decision = runAdaptiveTask(random, rate, rate, 20);
      stops.push(decision.runs / 2);
      if (decision.state === 'no_change_within_delta') noChange += 1;
    }
    stops.sort((a, b) => a - b);
    const quantile = (q) => stops[Math.min(stops.length - 1, Math.floor(q * stops.length))];
    return {
      rate,
      median: quantile(0.5),
      low: quantile(0.1),
      high: quantile(0.9),
      noChange: noChange / tasks,
      maxK: stops.filter((stop) => stop >= DEFAULT_MAX_K).length / tasks,
    };
  });
}

const started = Date.now();
console.log(
  `Seed ${SEED}; α = 0.05, δ = 0.2, min-k 3, max-k 20, prior Beta(0.18, 0.18); ` +
    `${comparisons} comparisons per alternative, ${nullComparisons} per null. ` +
    'Runs count both sides (fixed k = 20 is 40 runs a task).\n',
);

console.log('### Alternatives\n');
console.log(
  '| scenario | method | power per changed task | false claims per comparison | ' +
    'runs per changed task | runs per task (suite) | changed tasks labelled no change > δ |',
);
console.log('|---|---|---:|---:|---:|---:|---:|');
SCENARIOS.forEach(([name, tasks], index) => {
  for (const method of [...Object.keys(ADAPTIVE), ...FIXED_K]) {
    const random = mulberry32(
      SEED + 100 * index + (typeof method === 'string' ? ADAPTIVE[method] : method),
    );
    const result = simulateScenario(tasks, method, random);
    const label = typeof method === 'string' ? method : `fixed k = ${method}`;
    const wrong = typeof method === 'string' ? percent(result.wrongNoChange) : '—';
    console.log(
      `| ${name} | ${label} | ${percent(result.power)} | ${result.falseClaims.toFixed(3)} | ` +
        `${fixed1(result.changedRuns)} | ${fixed1(result.allRuns)} | ${wrong} |`,
    );
  }
});

console.log('\n### Null: nothing changed, 10–100 tasks, rates 5–95 %, 3 pushes\n');
console.log(
  '| monitoring | false claims per comparison (e ≥ m/α) | comparisons with any | ' +
    'tasks whose e ever reached 1/α (uncorrected) | runs per task |',
);
console.log('|---|---:|---:|---:|---:|');
const realistic = simulateNull(mulberry32(SEED + 1000));
console.log(
  `| adaptive k as specified: decide after every round, resume on each push | ` +
    `${realistic.falseClaims.toFixed(4)} | ${percent(realistic.anyFalse)} | ` +
    `${percent(realistic.perTaskFalse)} | ${fixed1(realistic.runs)} |`,
);
const worst = simulateNullWorstCase(mulberry32(SEED + 2000));
console.log(
  `| worst case: never stop for no change, watch all ${PUSHES * DEFAULT_MAX_K} rounds | ` +
    `${worst.falseClaims.toFixed(4)} | ${percent(worst.anyFalse)} | ` +
    `${percent(worst.perTaskFalse)} | ${2 * PUSHES * DEFAULT_MAX_K} |`,
);

console.log('\n### When a task with the same rate on both sides stops (one push, m = 20)\n');
console.log(
  '| rate both sides | median round | 10th–90th percentile | no change > δ | ran to max-k |',
);
console.log('|---:|---:|---:|---:|---:|');
for (const row of simulateStoppingRounds(mulberry32(SEED + 3000))) {
  console.log(
    `| ${percent(row.rate)} | ${row.median} | ${row.low}–${row.high} | ` +
      `${percent(row.noChange)} | ${percent(row.maxK)} |`,
  );
}
console.error(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
