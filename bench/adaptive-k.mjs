// The adaptive-k figure of `npm run bench` ([19/23], [22/23]): what `--k auto` spends against
// fixed k = max-k (20) on the simulation's scenario "3 of 20 tasks drop from 100 % to 40 %", live
// against the local model, and whether it finds the same regressions. Two variants of the
// built-in agent differ by their system prompt; the model fails the head variant's three changed
// tasks at random (60 %), seeded, and answers everything else right.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startModelServer } from './model-server.mjs';
import {
  interleave,
  median,
  removeDir,
  repoRoot,
  round,
  roundSamples,
  tempDir,
  timeNode,
  verdictBin,
} from './lib.mjs';

const TASKS = 20;
const CHANGED = new Set([3, 9, 15]);
const HEAD_PROMPT = 'You are the head variant of the bench.';
const MAX_K = 20;
const CONCURRENCY = 4;
const GOAL = 0.75;

function answerFor(random) {
  return (body) => {
    const messages = Array.isArray(body.messages) ? body.messages : [];
    const text = JSON.stringify(messages);
    const match = /Case (\d+):/.exec(text);
    const task = match === null ? 0 : Number(match[1]);
    if (text.includes(HEAD_PROMPT) && CHANGED.has(task) && random() < 0.6) return 'No.';
    return 'Done.';
  };
}

async function writeProject(dir) {
  const cases = Array.from({ length: TASKS }, (_, index) => ({
    name: `case ${index + 1}`,
    prompt: `Case ${index + 1}: say done.`,
    expect: { contains: ['Done'] },
  }));
  await writeFile(path.join(dir, 'cases.json'), JSON.stringify(cases));
  await writeFile(
    path.join(dir, 'compare.json'),
    JSON.stringify({
      suite: 'cases.json',
      variants: [
        { id: 'base', overrides: {} },
        { id: 'head', overrides: { systemPrompt: HEAD_PROMPT } },
      ],
    }),
  );
}

async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

/** `verdict variants` at `k`; its wall time, runs made and regressed tasks. */
function side(dir, server, k, outcomes) {
  return async (repeat) => {
    const out = path.join(dir, `out-${k}-${repeat}`);
    const args = ['variants', 'cases.json', '--variants', 'compare.json', '--yes', '--k', k];
    args.push(
      '--base-url',
      server.baseUrl,
      '--model',
      'bench-model',
      '--concurrency',
      String(CONCURRENCY),
    );
    args.push('--out', out);
    const result = await timeNode([verdictBin, ...args], {
      cwd: dir,
      env: { ...process.env, OPENAI_API_KEY: 'sk-bench-adaptive-0123456789' },
    });
    const comparison = await readJson(path.join(out, 'comparison.json'));
    const regressed = comparison.tasks.filter((task) => task.verdict === 'regressed').length;
    const falseClaims = comparison.tasks.filter(
      (task) =>
        (task.verdict === 'regressed' || task.verdict === 'improved') &&
        !CHANGED.has(Number(/\d+/.exec(task.taskId)?.[0])),
    ).length;
    const runs =
      comparison.adaptive?.runs.spent ??
      comparison.tasks.reduce(
        (sum, task) => sum + (task.baseline?.observed ?? 0) + (task.candidate?.observed ?? 0),
        0,
      );
    outcomes.push({ k, runs, regressed, falseClaims });
    await removeDir(out);
    return result.ms;
  };
}

export async function measureAdaptiveK({ quick }) {
  const { mulberry32 } = await import(
    pathToFileURL(path.join(repoRoot, 'lib', 'stats', 'mulberry32.js')).href
  );
  const repeats = quick ? 1 : 3;
  const dir = await tempDir('adaptive-k');
  const server = await startModelServer({ delayMs: 20, answer: answerFor(mulberry32(2026)) });
  try {
    await writeProject(dir);
    const outcomes = [];
    const times = await interleave(repeats, {
      auto: side(dir, server, 'auto', outcomes),
      fixed: side(dir, server, String(MAX_K), outcomes),
    });
    const auto = outcomes.filter((one) => one.k === 'auto');
    const fixed = outcomes.filter((one) => one.k !== 'auto');
    const share = median(auto.map((one) => one.runs)) / (TASKS * MAX_K * 2);
    const found = (list) => list.map((one) => `${one.regressed}/3`).join(', ');
    const falseClaims = outcomes.reduce((sum, one) => sum + one.falseClaims, 0);
    const powerKept =
      median(auto.map((one) => one.regressed)) >= median(fixed.map((one) => one.regressed));
    return [
      {
        id: 'adaptive-k-runs',
        figure: '`--k auto` runs against fixed k = 20 (3 of 20 tasks 100 % → 40 %)',
        value: round(share, 3),
        measured: `${(share * 100).toFixed(0)} % (${median(auto.map((one) => one.runs))} of ${TASKS * MAX_K * 2} runs); regressed found: auto ${found(auto)}, fixed ${found(fixed)}; false claims ${falseClaims}`,
        goal: `≤ ${GOAL * 100} % of the runs, finding what fixed k finds`,
        ok: share <= GOAL && powerKept,
        method: `\`verdict variants --k auto\` (max-k ${MAX_K}, δ 0.2) and \`--k ${MAX_K}\`, ${repeats} time(s) each, interleaved, on ${TASKS} prompt cases live against the local model (20 ms, concurrency ${CONCURRENCY}); the head variant's system prompt makes the model fail 3 tasks 60 % of the time (seeded): the median share of runs made, and the tasks each found regressed`,
        samples: {
          runs: outcomes.map((one) => ({ k: one.k, runs: one.runs, regressed: one.regressed })),
        },
      },
      {
        id: 'adaptive-k-wall',
        figure: '`--k auto` wall time against fixed k = 20',
        value: round(median(times.auto) / median(times.fixed), 3),
        measured: `${(median(times.auto) / median(times.fixed)).toFixed(2)}× (${Math.round(median(times.auto))} vs ${Math.round(median(times.fixed))} ms)`,
        goal: 'none (information)',
        ok: null,
        method:
          'the same invocations as the row above, whole-process wall times (rounds wait for their slowest run, so fewer runs do not make it proportionally faster)',
        samples: roundSamples(times),
      },
    ];
  } finally {
    await server.close();
    await removeDir(dir);
  }
}
