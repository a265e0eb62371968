#!/usr/bin/env node
// Prints the tables of docs/adaptive-k.md: adaptive k (the safe test of
// src/stats/safe-two-proportions.ts, one run per side per round, driven through the record of
// src/stats/adaptive-k.ts with its multiplicity rule: e-BH by default, Bonferroni for comparison)
// against fixed k = 5, 10, 20 with today's per-task rule (disjoint Wilson intervals, then Holm over
// the tasks), on a fixed seed, through the compiled lib/ (run `npm run build` first).
// Usage: node scripts/adaptive-k-simulation.mjs [--comparisons N] [--null-comparisons N]
//          [--only alternatives|paired|null|stops|suite]   (one table; each has its own seeds,
//                                               so the tables are the same run together or apart;
//                                               paired: the goals' two scenarios unless --scenario)
//          [--scenario TEXT]   (only the alternatives whose name holds TEXT, same seeds: more
//                               comparisons of one row without the others' time)
import {
  addAdaptiveRound,
  adaptiveRule,
  openTasks,
  startAdaptive,
} from '../lib/stats/adaptive-k.js';
import { mulberry32 } from '../lib/stats/mulberry32.js';
import {
  DEFAULT_ALPHA,
  DEFAULT_CONFIDENCE_PRIOR,
  DEFAULT_MAX_K,
  DEFAULT_ALTERNATIVE,
  addRound,
  createSafeTestState,
} from '../lib/stats/safe-two-proportions.js';
import { decideTask } from '../lib/stats/task-decision.js';
import { checkTaskCount } from '../lib/stats/task-count-correction.js';
import { decideVerdict } from '../lib/stats/verdict.js';

const option = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const comparisons = option('--comparisons', 1000);
const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
const shows = (table) => only === undefined || only === table;
const nullComparisons = option('--null-comparisons', 500);
const scenarioIndex = process.argv.indexOf('--scenario');
const scenarioFilter = scenarioIndex > 0 ? process.argv[scenarioIndex + 1] : undefined;
const SEED = 2026;
const PUSHES = 3;
const FIXED_K = [5, 10, 20];
/**
 * Adaptive k with its default rule (e-BH), with Bonferroni, and with a larger max-k. The first
 * two share a seed: the same random stream, so their rows differ by the rule alone (up to where
 * the streams part, once a task stops at a different round).
 */
const ADAPTIVE = {
  'adaptive k (e-BH)': { maxK: DEFAULT_MAX_K, correction: 'e-bh', seed: 20 },
  'adaptive k, Bonferroni': { maxK: DEFAULT_MAX_K, correction: 'bonferroni', seed: 20 },
  'adaptive k (e-BH), max-k 40': { maxK: 40, correction: 'e-bh', seed: 40 },
};

const bernoulli = (random, p) => (random() < p ? 1 : 0);
const isClaim = (state) => state === 'improved' || state === 'regressed';

/**
 * One comparison under adaptive k through the record of rounds: every open task runs one base
 * and one head run per round until the rule stops it. Returns each task's final state and runs.
 * `draw(index, round)` gives task `index`'s passes of its round `round` (from 0), base and head;
 * by default fresh draws from `random`.
 */
function runAdaptiveComparison(random, tasks, settings, resumed, draw) {
  const ids = tasks.map((_, index) => `t${index}`);
  const passes =
    draw ??
    ((index) => [bernoulli(random, tasks[index].base), bernoulli(random, tasks[index].head)]);
  let record = startAdaptive(adaptiveRule(tasks.length, settings), ids, { resumed });
  for (let open = openTasks(record); open.length > 0; open = openTasks(record)) {
    const outcomes = new Map(
      open.map((id) => {
        const index = Number(id.slice(1));
        const [base, head] = passes(index, record.tasks[index].rounds.length);
        return [id, { base: { runs: 1, passes: base }, head: { runs: 1, passes: head } }];
      }),
    );
    record = addAdaptiveRound(record, outcomes, 2 * open.length);
  }
  return record;
}

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
  return decideFixedCounts(
    tasks.map(({ base, head }) => [binomial(base), binomial(head)]),
    k,
  );
}

/** `decideFixed` of given passes, [base, head] per task, out of k runs a side. */
function decideFixedCounts(counts, k) {
  const pairs = counts.map(([base, head]) => ({
    baseline: { passes: base, judged: k },
    candidate: { passes: head, judged: k },
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
  let anyFalse = 0;
  let falseShare = 0;
  for (let i = 0; i < comparisons; i += 1) {
    let comparisonFalse = 0;
    let comparisonClaims = 0;
    const decisions =
      typeof method === 'string'
        ? runAdaptiveComparison(random, tasks, ADAPTIVE[method]).tasks.map((task) => ({
            state: task.state,
            runs: task.test.base.runs + task.test.head.runs,
          }))
        : decideFixed(random, tasks, method);
    decisions.forEach((decision, index) => {
      const { base, head } = tasks[index];
      allRuns += decision.runs;
      const claimed = isClaim(decision.state);
      if (claimed) comparisonClaims += 1;
      if (base === head) {
        if (claimed) comparisonFalse += 1;
        return;
      }
      changed += 1;
      changedRuns += decision.runs;
      const truth = head > base ? 'improved' : 'regressed';
      if (decision.state === truth) correct += 1;
      else if (claimed) comparisonFalse += 1;
      if (decision.state === 'no_change_within_delta' && Math.abs(head - base) >= 0.2) {
        wrongNoChange += 1;
      }
    });
    falseClaims += comparisonFalse;
    if (comparisonFalse > 0) anyFalse += 1;
    falseShare += comparisonFalse / Math.max(1, comparisonClaims);
  }
  return {
    power: correct / changed,
    falseClaims: falseClaims / comparisons,
    anyFalse: anyFalse / comparisons,
    falseDiscoveryRate: falseShare / comparisons,
    changedRuns: changedRuns / changed,
    allRuns: allRuns / (comparisons * tasks.length),
    wrongNoChange: wrongNoChange / changed,
  };
}

/**
 * The null: 10–100 tasks, each with one rate in 5–95 % on both sides, three pushes. Each push
 * resumes every task's stored e-process (`startAdaptive` with `resumed`) and runs the record of
 * rounds until no task is open (at least min-k and at most max-k new rounds each), deciding after
 * every round. A task counts as a false claim if it was claimed in any push. `settings` is the
 * rule's; `pushes` and δ make the worst case (δ = 0.01: no task stops for no change).
 */
function simulateNull(random, settings, pushes = PUSHES) {
  let falseClaims = 0;
  let anyFalse = 0;
  let perTaskFalse = 0;
  let taskCount = 0;
  let runs = 0;
  for (let i = 0; i < nullComparisons; i += 1) {
    const size = 10 + Math.floor(random() * 91);
    const tasks = Array.from({ length: size }, () => {
      const rate = 0.05 + 0.9 * random();
      return { base: rate, head: rate };
    });
    const claimed = new Set();
    let resumed = new Map();
    let record = null;
    for (let push = 0; push < pushes; push += 1) {
      record = runAdaptiveComparison(random, tasks, settings, resumed);
      for (const task of record.tasks) if (isClaim(task.state)) claimed.add(task.taskId);
      resumed = new Map(record.tasks.map((task) => [task.taskId, task.test]));
    }
    for (const task of record.tasks) {
      if (task.test.maxLogEValue >= Math.log(1 / DEFAULT_ALPHA)) perTaskFalse += 1;
      runs += task.test.base.runs + task.test.head.runs;
    }
    taskCount += size;
    falseClaims += claimed.size;
    if (claimed.size > 0) anyFalse += 1;
  }
  return {
    falseClaims: falseClaims / nullComparisons,
    anyFalse: anyFalse / nullComparisons,
    perTaskFalse: perTaskFalse / taskCount,
    runs: runs / taskCount,
  };
}

/**
 * The same outcomes through both rules: each task's first max-k base and head runs are drawn once;
 * adaptive k (e-BH) takes them round by round until it stops, fixed k = max-k takes them all. Counts
 * the changed tasks each claims in the right direction, and those that one claims and the other not.
 */
function simulatePaired(tasks, random) {
  const counts = { changed: 0, both: 0, adaptiveOnly: 0, fixedOnly: 0, runs: 0 };
  for (let i = 0; i < comparisons; i += 1) {
    const streams = tasks.map(({ base, head }) =>
      Array.from({ length: DEFAULT_MAX_K }, () => [
        bernoulli(random, base),
        bernoulli(random, head),
      ]),
    );
    const draw = (index, round) => streams[index][round];
    const record = runAdaptiveComparison(random, tasks, {}, undefined, draw);
    const totals = streams.map((rounds) =>
      rounds.reduce(([base, head], [b, h]) => [base + b, head + h], [0, 0]),
    );
    const fixed = decideFixedCounts(totals, DEFAULT_MAX_K);
    tasks.forEach(({ base, head }, index) => {
      const task = record.tasks[index];
      counts.runs += task.test.base.runs + task.test.head.runs;
      if (base === head) return;
      counts.changed += 1;
      const truth = head > base ? 'improved' : 'regressed';
      const adaptive = task.state === truth;
      const byFixed = fixed[index].state === truth;
      if (adaptive && byFixed) counts.both += 1;
      else if (adaptive) counts.adaptiveOnly += 1;
      else if (byFixed) counts.fixedOnly += 1;
    });
  }
  return counts;
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
  `Seed ${SEED}; α = 0.05, δ = 0.2, min-k 3, max-k 20, test: pooled rate ± ${DEFAULT_ALTERNATIVE.shift / 2} ` +
    `(Beta(${DEFAULT_ALTERNATIVE.poolPrior}, ${DEFAULT_ALTERNATIVE.poolPrior}) pooled, both signs mixed), ` +
    `confidence sequence prior Beta(${DEFAULT_CONFIDENCE_PRIOR}, ${DEFAULT_CONFIDENCE_PRIOR}); ` +
    `${comparisons} comparisons per alternative, ${nullComparisons} per null. ` +
    'Runs count both sides (fixed k = 20 is 40 runs a task).\n',
);

if (shows('alternatives')) {
  console.log('### Alternatives\n');
  console.log(
    '| scenario | method | power per changed task | false claims per comparison | ' +
      'comparisons with any | false discovery rate | runs per changed task | runs per task (suite) | ' +
      'changed tasks labelled no change > δ |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  SCENARIOS.forEach(([name, tasks], index) => {
    if (scenarioFilter !== undefined && !name.includes(scenarioFilter)) return;
    for (const method of [...Object.keys(ADAPTIVE), ...FIXED_K]) {
      const random = mulberry32(
        SEED + 100 * index + (typeof method === 'string' ? ADAPTIVE[method].seed : method),
      );
      const result = simulateScenario(tasks, method, random);
      const label = typeof method === 'string' ? method : `fixed k = ${method}`;
      const wrong = typeof method === 'string' ? percent(result.wrongNoChange) : '—';
      console.log(
        `| ${name} | ${label} | ${percent(result.power)} | ${result.falseClaims.toFixed(3)} | ` +
          `${percent(result.anyFalse)} | ${percent(result.falseDiscoveryRate)} | ` +
          `${fixed1(result.changedRuns)} | ${fixed1(result.allRuns)} | ${wrong} |`,
      );
    }
  });
}

if (shows('paired')) {
  console.log(
    `\n### The same outcomes through both rules: adaptive k (e-BH) and fixed k = ${DEFAULT_MAX_K}\n`,
  );
  console.log(
    `| scenario | changed tasks | power, adaptive k | power, fixed k = ${DEFAULT_MAX_K} | claimed by both | ` +
      'by adaptive k only | by fixed k only | runs per task (suite), adaptive k |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  SCENARIOS.forEach(([name, tasks], index) => {
    const goal = name.includes('90 % → 30 %, alone') || name.startsWith('3 of 20');
    if (scenarioFilter === undefined ? !goal : !name.includes(scenarioFilter)) return;
    const row = simulatePaired(tasks, mulberry32(SEED + 7000 + index));
    const { changed, both, adaptiveOnly, fixedOnly } = row;
    console.log(
      `| ${name} | ${changed} | ${percent((both + adaptiveOnly) / changed)} | ` +
        `${percent((both + fixedOnly) / changed)} | ${both} | ${adaptiveOnly} | ${fixedOnly} | ` +
        `${fixed1(row.runs / (comparisons * tasks.length))} |`,
    );
  });
}

if (shows('null')) {
  console.log('\n### Null: nothing changed, 10–100 tasks, rates 5–95 %, 3 pushes\n');
  console.log(
    '| monitoring | false claims per comparison | comparisons with any | ' +
      'tasks whose e ever reached 1/α (uncorrected) | runs per task |',
  );
  console.log('|---|---:|---:|---:|---:|');
  const NULL_ROWS = [
    [
      'e-BH (the rule): decide after every round, resume on each push',
      { correction: 'e-bh' },
      1000,
    ],
    [
      `e-BH, worst case: never stop for no change (δ = 0.01), watch all ${PUSHES * DEFAULT_MAX_K} rounds`,
      {
        correction: 'e-bh',
        delta: 0.01,
        minK: PUSHES * DEFAULT_MAX_K,
        maxK: PUSHES * DEFAULT_MAX_K,
      },
      2000,
      1,
    ],
    ['Bonferroni: the same monitoring', { correction: 'bonferroni' }, 1001],
  ];
  for (const [label, settings, seed, pushes] of NULL_ROWS) {
    const row = simulateNull(mulberry32(SEED + seed), settings, pushes);
    console.log(
      `| ${label} | ${row.falseClaims.toFixed(4)} | ${percent(row.anyFalse)} | ` +
        `${percent(row.perTaskFalse)} | ${fixed1(row.runs)} |`,
    );
  }
}

if (shows('stops')) {
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
}
if (shows('suite')) {
  console.log(
    '\n### Stopping at the suite verdict (`--stop-at suite`) against each task its own rule\n',
  );
  console.log(
    '| scenario | stop at | suite claims (right side) | false suite claims | ' +
      'power per changed task | runs per task (suite) |',
  );
  console.log('|---|---|---:|---:|---:|---:|');
  const rows = [
    ['all 20 tasks 90 % → 80 %', suite(20, 20, 0.9, 0.8)],
    ['3 of 20 tasks 100 % → 40 % (17 at 100 %)', suite(20, 3, 1, 0.4)],
    ['null: 20 tasks at 90 % on both sides', suite(20, 0, 0.9, 0.9)],
    [
      'null: 20 tasks at 5 %, 10 %, …, 95 %, 97.5 % on both sides',
      Array.from({ length: 20 }, (_, index) => {
        const rate = index === 19 ? 0.975 : 0.05 * (index + 1);
        return { base: rate, head: rate };
      }),
    ],
  ];
  rows.forEach(([name, tasks], index) => {
    for (const stopAt of ['tasks', 'suite']) {
      const random = mulberry32(SEED + 5000 + index);
      let right = 0;
      let wrong = 0;
      let correct = 0;
      let changed = 0;
      let runs = 0;
      for (let i = 0; i < comparisons; i += 1) {
        const record = runAdaptiveComparison(random, tasks, { stopAt });
        const truth = tasks.some(({ base, head }) => head < base) ? 'regressed' : null;
        if (record.suite.verdict !== 'inconclusive') {
          if (record.suite.verdict === truth) right += 1;
          else wrong += 1;
        }
        record.tasks.forEach((task, taskIndex) => {
          runs += task.test.base.runs + task.test.head.runs;
          if (tasks[taskIndex].base === tasks[taskIndex].head) return;
          changed += 1;
          if (task.state === 'regressed') correct += 1;
        });
      }
      console.log(
        `| ${name} | ${stopAt} | ${percent(right / comparisons)} | ${percent(wrong / comparisons)} | ` +
          `${changed === 0 ? '—' : percent(correct / changed)} | ${fixed1(runs / (comparisons * tasks.length))} |`,
      );
    }
  });
}
console.error(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
