// The figures of `npm run bench` (issue 13's goals): each one a ratio of two sides measured in turn in
// one run, as medians of whole-process wall times. Every figure returns rows of the table
// ({id, figure, value, measured, goal, ok, method, samples}); `growth` returns the small tables of how
// cost grows with tasks, k and conversation length instead.
import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  interleave,
  median,
  millis,
  removeDir,
  repoRoot,
  round,
  roundSamples,
  seconds,
  tempDir,
  timeNode,
  timeProcess,
  verdictBin,
} from './lib.mjs';
import { startModelServer } from './model-server.mjs';
import {
  bundledCassetteTasks,
  promptCases,
  promptfooCommand,
  promptfooPasses,
  PROMPTFOO,
  replicateRunDirectory,
  verdictPasses,
  writeCaseFile,
  writeConversationSuite,
  writePromptfooConfig,
} from './workloads.mjs';

const MODEL_DELAY_MS = 20;
const CONCURRENCY = 4;
const API_KEY = 'bench-key';
const FLOOR = path.join(repoRoot, 'bench', 'floor.mjs');
const BARE_CLIENT = path.join(repoRoot, 'bench', 'bare-client.mjs');

/**
 * Invocations of a bundled-CLI command before its wall times count: the code cache of a command is
 * written by its first invocations, adding what each compiled (`CACHE_GENERATIONS` in
 * src/cli/bundle-loader.ts), then stays as it is. The bench starts with an empty cache of its own.
 */
const CACHE_WARM_UPS = 4;

/** Runs `side` `CACHE_WARM_UPS` times (once with --quick), with repeat ids `warm-0`, `warm-1`, …. */
async function warmUp(quick, side) {
  for (let i = 0; i < (quick ? 1 : CACHE_WARM_UPS); i += 1) await side(`warm-${i}`);
}

const warmUpText = (quick) =>
  `${quick ? 1 : CACHE_WARM_UPS} untimed invocation${quick ? '' : 's'} that write its code cache`;

const ratioText = (value) => `${value.toFixed(2)}×`;
const medianOf = (repeats) =>
  repeats === 1 ? 'one wall time each' : `median of ${repeats} interleaved wall times`;

/** `verdict …` in `cwd`, with a key for the local model and without a terminal. */
function verdict(args, { cwd, peakRss = false, env = {} } = {}) {
  return timeNode([verdictBin, ...args], {
    cwd,
    peakRss,
    env: { ...process.env, OPENAI_API_KEY: API_KEY, ...env },
  });
}

/** `verdict run` of a case file against the local model, into a fresh `--out` removed afterwards. */
async function runCases(file, { baseUrl, k, cwd, out, peakRss = false }) {
  const args = ['run', file, '--mode', 'live', '--base-url', baseUrl, '--model', 'bench'];
  args.push('--k', String(k), '--concurrency', String(CONCURRENCY), '--yes', '--out', out);
  const result = await verdict(args, { cwd, peakRss });
  return { ...result, passes: await verdictPasses(out) };
}

async function withModelServer(work) {
  const server = await startModelServer({ delayMs: MODEL_DELAY_MS });
  try {
    return await work(server);
  } finally {
    await server.close();
  }
}

async function withTempDir(prefix, work) {
  const dir = await tempDir(prefix);
  try {
    return await work(dir);
  } finally {
    await removeDir(dir);
  }
}

/** Figure 1: 100 prompt cases × k=5 with contains and regex, Verdict against promptfoo. */
async function measureCases({ quick }) {
  const repeats = quick ? 1 : 3;
  const promptfoo = await promptfooCommand();
  return withModelServer((server) =>
    withTempDir('cases', async (dir) => {
      const cases = promptCases(100);
      const caseFile = await writeCaseFile(dir, cases);
      const config = await writePromptfooConfig(dir, cases, server.baseUrl);
      const pfEnv = {
        ...process.env,
        PROMPTFOO_DISABLE_TELEMETRY: '1',
        PROMPTFOO_DISABLE_UPDATE: '1',
        PROMPTFOO_CONFIG_DIR: path.join(dir, 'promptfoo-config'),
      };
      // promptfoo exits 100 when some test failed, as one in seven does here.
      const runPromptfoo = async (configFile, repeat) => {
        const args = ['eval', '-c', configFile, '--repeat', String(repeat)];
        args.push('--max-concurrency', String(CONCURRENCY), '--no-cache', '--no-table');
        args.push('--no-progress-bar');
        const result = await timeProcess(promptfoo, args, { cwd: dir, env: pfEnv, check: false });
        if (result.code !== 0 && result.code !== 100) {
          throw new Error(`promptfoo exited ${result.code}: ${result.stderr.trim().slice(-300)}`);
        }
        return { ...result, passes: promptfooPasses(result.stdout) };
      };
      // Warm-up, unmeasured: promptfoo creates its database, both load from a cold disk cache.
      const warmCases = cases.slice(0, 4);
      const warmDir = await mkdirIn(dir, 'warm');
      const warmFile = await writeCaseFile(warmDir, warmCases);
      const warmConfig = await writePromptfooConfig(warmDir, warmCases, server.baseUrl);
      const warmOut = path.join(warmDir, 'out');
      await runCases(warmFile, { baseUrl: server.baseUrl, k: 1, cwd: dir, out: warmOut });
      await runPromptfoo(warmConfig, 1);

      const passes = { verdict: [], promptfoo: [] };
      const calls = { verdict: [], promptfoo: [] };
      const samples = await interleave(repeats, {
        verdict: async (repeat) => {
          const before = server.calls();
          const out = path.join(dir, `verdict-${repeat}`);
          const result = await runCases(caseFile, { baseUrl: server.baseUrl, k: 5, cwd: dir, out });
          await removeDir(out);
          passes.verdict.push(result.passes);
          calls.verdict.push(server.calls() - before);
          return result.ms;
        },
        promptfoo: async () => {
          const before = server.calls();
          const result = await runPromptfoo(config, 5);
          passes.promptfoo.push(result.passes);
          calls.promptfoo.push(server.calls() - before);
          return result.ms;
        },
      });
      // The same work on both sides: the same passes, and 500 model calls each time.
      const sameWork =
        [...passes.verdict, ...passes.promptfoo].every((count) => count === passes.verdict[0]) &&
        [...calls.verdict, ...calls.promptfoo].every((count) => count === cases.length * 5);
      const value = median(samples.verdict) / median(samples.promptfoo);
      return [
        {
          id: 'cases',
          figure: '100 prompt cases × k=5 vs promptfoo',
          value: round(value, 3),
          measured: `${ratioText(value)} (${seconds(median(samples.verdict))} vs ${seconds(median(samples.promptfoo))}; passes ${passes.verdict[0]} vs ${passes.promptfoo[0]}, model calls ${calls.verdict[0]} vs ${calls.promptfoo[0]})`,
          goal: '≤ 0.6×',
          ok: value <= 0.6 && sameWork,
          method: `${medianOf(repeats)}: \`verdict run cases.json --mode live --k 5 --concurrency ${CONCURRENCY}\` vs \`promptfoo@${PROMPTFOO.version} eval --repeat 5 --max-concurrency ${CONCURRENCY} --no-cache\`, 100 cases with contains + regex, local model answering in ${MODEL_DELAY_MS} ms; both must count the same passes and make the same 500 model calls`,
          samples: { ...roundSamples(samples), passes, modelCalls: calls },
        },
      ];
    }),
  );
}

/** How many traces `verdict run` kept in `out` (`traces/<task>/<repetition>.jsonl`). */
async function countTraces(out) {
  const root = path.join(out, 'traces');
  let count = 0;
  for (const task of await readdir(root).catch(() => [])) {
    const files = await readdir(path.join(root, task)).catch(() => []);
    count += files.filter((name) => name.endsWith('.jsonl')).length;
  }
  return count;
}

/**
 * Figure 1b: the same 100 prompt cases × k=5 as figure 1, Verdict (traces on, as every run keeps
 * its trace) against its floor: a bare Node client making the same 500 calls to the same local model
 * server, 4 at a time, and checking each answer (bench/bare-client.mjs).
 */
async function measureCasesFloor({ quick }) {
  const repeats = quick ? 1 : 5;
  const k = 5;
  return withModelServer((server) =>
    withTempDir('cases-floor', async (dir) => {
      const cases = promptCases(100);
      const caseFile = await writeCaseFile(dir, cases);
      const bare = async (file, times) => {
        const spec = { baseUrl: server.baseUrl, cases: file, k: times, concurrency: CONCURRENCY };
        const result = await timeNode([
          BARE_CLIENT,
          JSON.stringify({ ...spec, model: 'bench', apiKey: API_KEY }),
        ]);
        return { ms: result.ms, ...JSON.parse(result.stdout) };
      };
      // Warm-up, unmeasured: both sides once on 4 cases (disk cache, Verdict's code cache).
      const warmDir = await mkdirIn(dir, 'warm');
      const warmFile = await writeCaseFile(warmDir, cases.slice(0, 4));
      for (let i = 0; i < (quick ? 1 : 2); i += 1) {
        const out = path.join(warmDir, `out-${i}`);
        await runCases(warmFile, { baseUrl: server.baseUrl, k: 1, cwd: dir, out });
        await removeDir(out);
        await bare(warmFile, 1);
      }

      const passes = { verdict: [], bare: [] };
      const calls = { verdict: [], bare: [] };
      const traces = [];
      const samples = await interleave(repeats, {
        verdict: async (repeat) => {
          const before = server.calls();
          const out = path.join(dir, `verdict-${repeat}`);
          const result = await runCases(caseFile, { baseUrl: server.baseUrl, k, cwd: dir, out });
          calls.verdict.push(server.calls() - before);
          passes.verdict.push(result.passes);
          traces.push(await countTraces(out));
          await removeDir(out);
          return result.ms;
        },
        bare: async () => {
          const before = server.calls();
          const result = await bare(caseFile, k);
          calls.bare.push(server.calls() - before);
          passes.bare.push(result.passes);
          return result.ms;
        },
      });
      const runs = cases.length * k;
      // The same work on both sides: the same passes, 500 model calls each time, and Verdict kept
      // a trace of every run.
      const sameWork =
        [...passes.verdict, ...passes.bare].every((count) => count === passes.verdict[0]) &&
        [...calls.verdict, ...calls.bare].every((count) => count === runs) &&
        traces.every((count) => count === runs);
      if (!sameWork) {
        throw new Error(
          `the two sides did not do the same work: passes ${JSON.stringify(passes)}, model calls ${JSON.stringify(calls)}, traces ${JSON.stringify(traces)}`,
        );
      }
      const value = median(samples.verdict) / median(samples.bare);
      return [
        {
          id: 'cases-floor',
          figure: '100 prompt cases × k=5 vs a bare client making the same calls',
          value: round(value, 3),
          measured: `${ratioText(value)} (${seconds(median(samples.verdict))} vs ${seconds(median(samples.bare))}; passes ${passes.verdict[0]} vs ${passes.bare[0]}, model calls ${calls.verdict[0]} vs ${calls.bare[0]}, traces ${traces[0]})`,
          goal: '≤ 2×',
          ok: value <= 2,
          method: `${medianOf(repeats)}, after ${quick ? 1 : 2} untimed invocation(s) of each on 4 cases: \`verdict run cases.json --mode live --k ${k} --concurrency ${CONCURRENCY}\` (every run keeps its trace, as users run it; the bench checks all ${runs} are there) vs \`node bench/bare-client.mjs\`, one Node process making the same ${runs} chat completions (each case's prompt, ${k} times) to the same local model (${MODEL_DELAY_MS} ms) ${CONCURRENCY} at a time on keep-alive node:http and checking each answer's contains + regex; both must count the same passes and make ${runs} model calls`,
          samples: { ...roundSamples(samples), passes, modelCalls: calls, traces },
        },
      ];
    }),
  );
}

/** Figure 2: `verdict --version` against a bare `node -e 0`. */
async function measureVersion({ quick }) {
  const repeats = quick ? 5 : 21;
  const samples = await interleave(repeats, {
    verdict: async () => (await timeNode([verdictBin, '--version'])).ms,
    node: async () => (await timeNode(['-e', '0'])).ms,
  });
  const value = median(samples.verdict) / median(samples.node);
  return [
    {
      id: 'version',
      figure: '`verdict --version` vs `node -e 0`',
      value: round(value, 3),
      measured: `${ratioText(value)} (${millis(median(samples.verdict))} vs ${millis(median(samples.node))})`,
      goal: '≤ 2×',
      ok: value <= 2,
      method: `${medianOf(repeats)} of \`node bin/verdict.js --version\` and \`node -e 0\``,
      samples: roundSamples(samples),
    },
  ];
}

/** The floor process (bench/floor.mjs) with SPEC, its workspaces under DIR/NAME, removed afterwards. */
async function timeFloor(dir, name, spec) {
  const dest = path.join(dir, name);
  const result = await timeNode([FLOOR, dest, JSON.stringify(spec)]);
  await removeDir(dest);
  return result.ms;
}

/**
 * Figure 3: `verdict ci` (13 bundled cassettes) against its floor: the same 13 fixture copies with
 * the steps each task cannot go without (the tool calls its cassette asks for, its command
 * verifiers), as many at a time as `verdict ci` runs. Beside it, the floor this figure had until
 * December 2026: one `node -e 0` per fixture copy, one at a time.
 */
async function measureCi({ quick }) {
  const repeats = quick ? 1 : 5;
  const tasks = await bundledCassetteTasks();
  if (tasks.length === 0)
    throw new Error('no bundled task has a cassette (fixtures/eval/*/cassettes)');
  const concurrency = os.availableParallelism(); // `verdict ci --concurrency`'s default
  const steps = tasks.flatMap((task) => task.steps);
  const count = (name) => steps.filter((step) => step.name === name).length;
  const commands = count('bash');
  const verifiers = count('verifier');
  const fileCalls = steps.length - commands - verifiers;
  return withTempDir('ci', async (dir) => {
    const ci = async (repeat) => {
      const out = path.join(dir, `ci-${repeat}`);
      const result = await verdict(['ci', '--out', out], { cwd: dir });
      if (!result.stdout.includes(`PASS: ${tasks.length} of ${tasks.length}`)) {
        throw new Error(`verdict ci did not pass all ${tasks.length} cassettes`);
      }
      await removeDir(out);
      return result.ms;
    };
    await warmUp(quick, ci);
    const runs = tasks.map((task) => ({ fixture: task.fixture, steps: task.steps }));
    const onePerFixture = {
      command: [process.execPath, '-e', '0'],
      fixtures: tasks.map((task) => task.fixture),
    };
    const samples = await interleave(repeats, {
      verdict: ci,
      floor: (repeat) => timeFloor(dir, `floor-${repeat}`, { concurrency, runs }),
      oneProcess: (repeat) => timeFloor(dir, `one-${repeat}`, onePerFixture),
    });
    const verdictMs = median(samples.verdict);
    const value = verdictMs / median(samples.floor);
    const oldValue = verdictMs / median(samples.oneProcess);
    const interleaved = `${medianOf(repeats)} (three sides), after ${warmUpText(quick)}`;
    return [
      {
        id: 'ci',
        figure: `\`verdict ci\` (${tasks.length} cassettes) vs its floor`,
        value: round(value, 3),
        measured: `${ratioText(value)} (${seconds(verdictMs)} vs ${seconds(median(samples.floor))})`,
        goal: '≤ 4× (stretch 2×)',
        ok: value <= 4,
        method: `${interleaved}: \`verdict ci\` vs one Node process that copies the same ${tasks.length} fixtures and does in each what the task cannot go without, ${concurrency} fixtures at a time as \`verdict ci\` runs them: the ${commands} shell commands its recorded answers run (\`/bin/sh -c\`, output read), their ${fileCalls} file reads, writes, edits and searches (node:fs), then its ${verifiers} command verifiers, each of which must pass`,
        samples: roundSamples({ verdict: samples.verdict, floor: samples.floor }),
      },
      {
        id: 'ci-one-process',
        figure: `the same, against one process per fixture`,
        value: round(oldValue, 3),
        measured: `${ratioText(oldValue)} (${seconds(verdictMs)} vs ${seconds(median(samples.oneProcess))})`,
        goal: 'none (information)',
        ok: null,
        method: `the same samples of \`verdict ci\` vs one Node process that copies the ${tasks.length} fixtures in turn and spawns \`node -e 0\` in each: the goal's method until December 2026, which charged the tasks' own ${commands} commands and ${verifiers} verifiers to Verdict (5.15× on 2026-12-06 with --only ci, 5.14× in the full run of 8fb51ed)`,
        samples: roundSamples({ verdict: samples.verdict, floor: samples.oneProcess }),
      },
    ];
  });
}

/**
 * Figure 4: whether a run costs more in a big plan. The cost of each added run from 100 to 1,000
 * runs against from 10 to 100 runs, each the slope between two `verdict run` processes, so that
 * start-up (and anything else paid once per invocation) cancels out; and the big plan's peak RSS.
 */
async function measureScale({ quick }) {
  const repeats = quick ? 1 : 5;
  return withModelServer((server) =>
    withTempDir('scale', async (dir) => {
      const small = await writeCaseFile(await mkdirIn(dir, 'small'), promptCases(10));
      const large = await writeCaseFile(await mkdirIn(dir, 'large'), promptCases(100));
      const rss = [];
      const plan = (file, k, runs) => async (repeat) => {
        const out = path.join(dir, `runs${runs}-${repeat}`);
        const result = await runCases(file, {
          baseUrl: server.baseUrl,
          k,
          cwd: dir,
          out,
          peakRss: true,
        });
        await removeDir(out);
        if (runs === 1000) rss.push(result.peakRssKb);
        return result.ms;
      };
      const samples = await interleave(repeats, {
        runs10: plan(small, 1, 10),
        runs100: plan(large, 1, 100),
        runs1000: plan(large, 10, 1000),
      });
      const walls = {
        runs10: median(samples.runs10),
        runs100: median(samples.runs100),
        runs1000: median(samples.runs1000),
      };
      const perRunSmall = (walls.runs100 - walls.runs10) / 90;
      const perRunLarge = (walls.runs1000 - walls.runs100) / 900;
      const value = perRunLarge / perRunSmall;
      const peakMb = Math.max(...rss) / 1024;
      const plans = `10 cases × k=1, 100 cases × k=1 and 100 cases × k=10 (10, 100 and 1,000 runs), live against the local model (${MODEL_DELAY_MS} ms), concurrency ${CONCURRENCY}`;
      return [
        {
          id: 'scale',
          figure: 'per added run, from 100 to 1,000 runs vs from 10 to 100 runs',
          value: round(value, 3),
          measured: `${ratioText(value)} (${millis(perRunLarge)} vs ${millis(perRunSmall)} per added run; walls ${seconds(walls.runs10)}, ${seconds(walls.runs100)}, ${seconds(walls.runs1000)})`,
          goal: '≤ 1.2×',
          ok: value <= 1.2,
          method: `${medianOf(repeats)} of ${plans}, each one \`verdict run\` process; per added run = the difference of two plans' median walls ÷ the runs added (900, then 90), so start-up cancels out`,
          samples: roundSamples(samples),
        },
        {
          id: 'scale-rss',
          figure: 'peak RSS of the 1,000-run plan',
          value: round(peakMb, 1),
          measured: `${peakMb.toFixed(0)} MB`,
          goal: '≤ 250 MB',
          ok: peakMb <= 250,
          method: `the highest of ${repeats} peak resident set(s) of the 1,000-run \`verdict run\` process (GNU time %M, or VmHWM polled from /proc)`,
          samples: { peakRssKb: rss },
        },
      ];
    }),
  );
}

async function mkdirIn(dir, name) {
  const target = path.join(dir, name);
  await mkdir(target, { recursive: true });
  return target;
}

/** Figure 5: `verdict report` over 10,000 run records against 1,000. */
async function measureReport({ quick }) {
  const repeats = quick ? 2 : 5;
  return withModelServer((server) =>
    withTempDir('report', async (dir) => {
      const file = await writeCaseFile(dir, promptCases(100));
      const source = path.join(dir, 'source');
      await runCases(file, { baseUrl: server.baseUrl, k: 1, cwd: dir, out: source });
      const dirs = { records1000: path.join(dir, 'r1000'), records10000: path.join(dir, 'r10000') };
      await replicateRunDirectory(source, dirs.records1000, 10);
      await replicateRunDirectory(source, dirs.records10000, 100);
      const report = async (target, count) => {
        const result = await verdict(['report', target], { cwd: dir });
        if (!new RegExp(`/${count} judged runs passed`).test(result.stdout)) {
          throw new Error(`verdict report ${path.basename(target)}: not ${count} judged runs`);
        }
        return result.ms;
      };
      // Warm-up, unmeasured: each directory gets the report.json later runs read back.
      await report(dirs.records1000, 1000);
      await report(dirs.records10000, 10000);
      const samples = await interleave(repeats, {
        records1000: () => report(dirs.records1000, 1000),
        records10000: () => report(dirs.records10000, 10000),
      });
      const value = median(samples.records10000) / median(samples.records1000);
      return [
        {
          id: 'report',
          figure: '`verdict report`, 10,000 records vs 1,000',
          value: round(value, 3),
          measured: `${ratioText(value)} (${millis(median(samples.records10000))} vs ${millis(median(samples.records1000))})`,
          goal: '≤ 12×',
          ok: value <= 12,
          method: `${medianOf(repeats)} of \`verdict report DIR\`; DIR holds a real 100-case run's records repeated with repetitions 1…10 or 1…100 (conditions.k to match)`,
          samples: roundSamples(samples),
        },
      ];
    }),
  );
}

/** How cost grows with tasks, k and conversation length: small tables, not goals. */
async function measureGrowth({ quick }) {
  const repeats = quick ? 1 : 3;
  const table = async (points, sampleOf) => {
    const sides = Object.fromEntries(points.map((point) => [point.label, sampleOf(point)]));
    const samples = await interleave(repeats, sides);
    return points.map(({ label, ...point }) => ({
      ...point,
      medianMs: round(median(samples[label]), 1),
      perRunMs: round(median(samples[label]) / point.runs, 2),
      samples: samples[label].map((ms) => round(ms, 1)),
    }));
  };
  return withModelServer((server) =>
    withTempDir('growth', async (dir) => {
      const caseFiles = {};
      for (const count of [10, 50, 100]) {
        caseFiles[count] = await writeCaseFile(
          await mkdirIn(dir, `cases-${count}`),
          promptCases(count),
        );
      }
      let sequence = 0;
      const live =
        ({ tasks, k }) =>
        async () => {
          sequence += 1;
          const out = path.join(dir, `out-${sequence}`);
          const result = await runCases(caseFiles[tasks], {
            baseUrl: server.baseUrl,
            k,
            cwd: dir,
            out,
          });
          await removeDir(out);
          return result.ms;
        };
      const byTasks = await table(
        [10, 50, 100].map((tasks) => ({ label: `t${tasks}`, tasks, k: 1, runs: tasks })),
        live,
      );
      const byK = await table(
        [1, 5, 10].map((k) => ({ label: `k${k}`, tasks: 10, k, runs: 10 * k })),
        live,
      );
      const suites = {};
      for (const turns of [1, 5, 20]) {
        suites[turns] = await writeConversationSuite(dir, { turns, tasks: 10 });
      }
      const byTurns = await table(
        [1, 5, 20].map((turns) => ({ label: `n${turns}`, turns, tasks: 10, k: 1, runs: 10 })),
        ({ turns }) =>
          async () => {
            sequence += 1;
            const out = path.join(dir, `out-${sequence}`);
            const args = ['run', suites[turns], '--mode', 'scripted', '--k', '1'];
            args.push('--concurrency', String(CONCURRENCY), '--yes', '--out', out);
            const result = await verdict(args, { cwd: dir });
            if ((await verdictPasses(out)) !== 10) throw new Error(`talk-${turns}: not 10 passes`);
            await removeDir(out);
            return result.ms;
          },
      );
      return {
        repeats,
        method: `${medianOf(repeats)} of one \`verdict run\` process each; cases live against the local model (${MODEL_DELAY_MS} ms) at concurrency ${CONCURRENCY}; conversations scripted (turns − 1 read_file calls, then the answer), 10 tasks, concurrency ${CONCURRENCY}`,
        tasks: byTasks,
        k: byK,
        turns: byTurns,
      };
    }),
  );
}

/** The proxy figures, from bench/proxy.mjs when that file exists (it is written apart). */
async function measureProxyFigures({ quick }) {
  const file = path.join(repoRoot, 'bench', 'proxy.mjs');
  if (!existsSync(file)) return [];
  const { measureProxy } = await import(pathToFileURL(file).href);
  return measureProxy({ quick });
}

/** The sandbox figures (bench/sandbox.mjs). */
async function measureSandboxFigures(options) {
  const { measureSandbox } = await import(
    pathToFileURL(path.join(repoRoot, 'bench', 'sandbox.mjs')).href
  );
  return measureSandbox(options);
}

/** The agent figure (bench/agent-replay.mjs). */
async function measureAgentFigures(options) {
  const { measureAgentReplay } = await import(
    pathToFileURL(path.join(repoRoot, 'bench', 'agent-replay.mjs')).href
  );
  return measureAgentReplay(options);
}

/** The adaptive-k figure (bench/adaptive-k.mjs). */
async function measureAdaptiveKFigures(options) {
  const { measureAdaptiveK } = await import(
    pathToFileURL(path.join(repoRoot, 'bench', 'adaptive-k.mjs')).href
  );
  return measureAdaptiveK(options);
}

/** The `verdict view` figures (bench/view.mjs). */
async function measureViewFigures(options) {
  const { measureView } = await import(
    pathToFileURL(path.join(repoRoot, 'bench', 'view.mjs')).href
  );
  return measureView(options);
}

/** In the order they run; none depends on another. */
export const FIGURES = [
  { id: 'version', measure: measureVersion },
  { id: 'cases', measure: measureCases },
  { id: 'cases-floor', measure: measureCasesFloor },
  { id: 'ci', measure: measureCi },
  { id: 'scale', measure: measureScale },
  { id: 'report', measure: measureReport },
  { id: 'proxy', measure: measureProxyFigures },
  { id: 'sandbox', measure: measureSandboxFigures },
  { id: 'agent', measure: measureAgentFigures },
  { id: 'adaptive', measure: measureAdaptiveKFigures },
  { id: 'view', measure: measureViewFigures },
  { id: 'growth', measure: measureGrowth, growth: true },
];
