#!/usr/bin/env node
// Writes docs/PERFORMANCE.md from the last benchmark, bench/results.json: the method, the machine,
// the table of figures and how cost grows with tasks, k and conversation length. `npm run bench`
// calls it at its end; `npm run bench:doc` rewrites the document alone.
// Usage: node scripts/performance-doc.mjs [--results FILE] [--out FILE]
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(import.meta.dirname, '..');
export const DEFAULT_RESULTS = path.join(root, 'bench', 'results.json');
export const DEFAULT_DOC = path.join(root, 'docs', 'PERFORMANCE.md');

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const tableOf = (header, rows) => [
  `| ${header.join(' | ')} |`,
  `|${header.map(() => '---').join('|')}|`,
  ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
];

/** A goal as the table shows it: the row's own text, else a ratio's upper bound. */
export function goalText(row) {
  return typeof row.goal === 'number' ? `≤ ${row.goal}×` : String(row.goal ?? '');
}

/** A measured value as the table shows it: the row's own text, else the ratio. */
export function measuredText(row) {
  if (typeof row.measured === 'string') return row.measured;
  if (row.value === null || row.value === undefined) return '—';
  return typeof row.value === 'number' ? `${row.value.toFixed(3)}×` : String(row.value);
}

function machineLines(machine) {
  return tableOf(
    ['', ''],
    [
      ['OS', `${machine.os} (${machine.platform}/${machine.arch})`],
      ['Kernel', machine.kernel],
      ['CPUs', `${machine.cpus} × ${machine.cpuModel}`],
      ['Memory', `${machine.memoryMb} MB`],
      ['Node', machine.node],
    ],
  );
}

/**
 * One growth table: wall time, per run, and the cost of each added unit (a run, or a model turn)
 * beyond the first row.
 */
function growthTable(title, points, unit, unitsOf) {
  const [first] = points;
  return tableOf(
    [title, 'runs', 'wall', 'per run', `per added ${unit}`],
    points.map((point) => [
      point.value,
      point.runs,
      `${point.medianMs.toFixed(0)} ms`,
      `${point.perRunMs.toFixed(1)} ms`,
      point === first
        ? '—'
        : `${((point.medianMs - first.medianMs) / (unitsOf(point) - unitsOf(first))).toFixed(1)} ms`,
    ]),
  );
}

function growthLines(growth) {
  if (growth === undefined) {
    return ['Not measured in the last run (`npm run bench -- --only growth`).'];
  }
  return [
    growth.method,
    '',
    '### With tasks (k=1)',
    '',
    ...growthTable(
      'tasks',
      growth.tasks.map((point) => ({ ...point, value: point.tasks })),
      'run',
      (point) => point.runs,
    ),
    '',
    '### With k (10 tasks)',
    '',
    ...growthTable(
      'k',
      growth.k.map((point) => ({ ...point, value: point.k })),
      'run',
      (point) => point.runs,
    ),
    '',
    '### With conversation length (10 tasks, scripted)',
    '',
    ...growthTable(
      'model turns per run',
      growth.turns.map((point) => ({ ...point, value: point.turns })),
      'turn',
      (point) => point.turns * point.runs,
    ),
  ];
}

/**
 * What a missed goal comes from, as found by profiling (`node --cpu-prof`) when it was missed; shown
 * only while the goal is missed.
 */
const MISSED_NOTES = {
  replay:
    "A one-run invocation is mostly start-up, and what is left of it is spread thin. The CLI runs from one bundled file with a V8 code cache (`lib/cli/verdict.cjs`; about half the time lib/'s ES modules take), `bin/verdict.js` is CommonJS, small fixtures are copied, snapshotted and removed with synchronous calls, and the suite is loaded with synchronous reads. No zod schema is built on the way: schemas are built on first use (`src/json/lazy-schema.ts`), and a valid suite, cassette, run record, report or tool call is parsed from its schema's generated plan (`src/json/schema-plans.ts`), which a property test holds to zod's own answers. The report files are not flushed to the disk (`verdict report` rebuilds them from runs.jsonl and conditions.json, which are), which spares three fsyncs of 1.5 to 2.4 ms each. Profiled (`node --cpu-prof` on the bundle built with `BUNDLE_MINIFY=0`), what remains is Node's own start (shared with the floor), reading the code cache back (about 4 ms for its 0.7 MB), the Node modules the run needs (crypto, http, fs/promises, and the cluster and child_process modules that `listen` loads: about 6 ms), Node's HTTP server and client running for the first time (a bare node:http server and client in one process take about 2.5 ms to listen and 7 ms for their first request, 0.5 ms for the next ones), the fsyncs of conditions.json and runs.jsonl, and the five model turns through the real proxy and the agent's tools. The figure moves with the load of this shared machine: the floor's median alone ranged from 62 to 110 ms across this work's sessions.",
  'proxy-overhead':
    "The bare server only writes bytes; the proxy also does the work replay exists for: it parses the request, normalizes every string (per-run paths, UUIDs, process ids, the suite's rules), builds the canonical fingerprint, matches it, rewrites the recorded answer with the run's paths, checks it and records the transcript. With a provider that only returns a constant the proxy is still about 1.8× the bare server: parsing the request (about 9 µs), writing the answer (about 18 µs, against the bare server's 10–12 µs), routing and bookkeeping (about 7 µs) use up nearly all of the 1.5× before replay's own work (about 12 µs). The body is read on events, no abort controller is made per run (nor per call for replay), answers are assembled without zod and fingerprints are compared without hashing (3.0–3.3× before). A normalized string is remembered for the rest of the run, so an agent that sends its conversation again every turn pays for each message once. In a run this is a fraction of a millisecond per model call.",
};

/**
 * Within this share of its goal, a figure that meets it is close enough that another run on a busy
 * machine may not: its note is shown too.
 */
const NEAR_GOAL = 0.9;

/** A ratio's upper bound: the goal itself, or the first `≤ N×` of its text (`≤ 2×`). */
function boundOf(goal) {
  if (typeof goal === 'number') return goal;
  const match = /≤\s*([\d.]+)×/.exec(String(goal ?? ''));
  return match === null ? undefined : Number(match[1]);
}

function isNear(row) {
  const bound = boundOf(row.goal);
  return row.ok === true && bound !== undefined && row.value > NEAR_GOAL * bound;
}

function notesOf(rows) {
  const noted = rows.filter((row) => row.ok === false || isNear(row));
  const notes = [];
  for (const [prefix, note] of Object.entries(MISSED_NOTES)) {
    const ids = noted.filter((row) => row.id === prefix || row.id.startsWith(`${prefix}-`));
    if (ids.length === 0) continue;
    const figures = ids
      .map((row) =>
        row.ok
          ? `${row.figure} (met, within ${Math.round((1 - NEAR_GOAL) * 100)}% of the goal)`
          : row.figure,
      )
      .join('; ');
    notes.push(`- **${figures}**: ${note}`);
  }
  return notes.length === 0 ? [] : ['### Goals missed or nearly missed, and why', '', ...notes, ''];
}

/** The whole document, as Markdown (before formatting). */
export function renderPerformanceDoc(results) {
  const rows = results.rows ?? [];
  const okCount = rows.filter((row) => row.ok === true).length;
  const withGoal = rows.filter((row) => row.ok !== null).length;
  return [
    '# Performance',
    '',
    '<!-- Generated from bench/results.json by `npm run bench` (or `npm run bench:doc`); do not edit by hand. -->',
    '',
    `Generated by \`npm run bench\` on ${results.date}${results.quick === true ? ' with `--quick` (fewer repeats: a smoke test, not a measurement)' : ''}, from \`bench/results.json\`. ${okCount} of ${withGoal} figures meet their goal.`,
    '',
    '## Method',
    '',
    '- Every figure is a ratio of two sides measured in the same run on the same machine, in turn (a b a b …, the order rotating each repeat), so that drift touches both alike; each side is the median of its samples.',
    '- Every sample is the wall time of a whole process, from spawn to exit, timed with `performance.now()`; nothing is timed from inside Verdict.',
    '- The model is `bench/model-server.mjs`: a real OpenAI-compatible HTTP server on 127.0.0.1 answering every call after 20 ms. Nothing leaves the machine.',
    '- promptfoo is installed on demand, pinned, into the ignored `.cache/bench/`; both tools must count the same passes and make the same 500 model calls, which shows they did the same work.',
    '- A floor is the least any harness must do: copy the fixture into a fresh directory and start one process in it, here in a single Node process.',
    "- Verdict runs as users get it: `bin/verdict.js` runs commands from the bundle `npm run build` makes (`lib/cli/verdict.cjs`), with the V8 code cache that a command's first invocations write (`~/.cache/verdict/`, or `$VERDICT_CODE_CACHE`). The benchmark keeps a cache of its own, empty when it starts, so a user's cache never changes a figure; the figures that time the bundled CLI (`verdict ci`, the replayed runs) first run it untimed as many times as the cache takes to be complete, and a separate information row times the replayed run as a first invocation, each sample with an empty cache.",
    "- The proxy overhead figures time each request from a client in a process of its own, as an agent is (the benchmark's first version had the client inside the proxy's process, where what the proxy does after answering also delays the client; that ratio is still measured, and shown as information).",
    '- The benchmark builds nothing: run `npm run build` first. Raw samples are in `bench/results.json`.',
    '',
    '## Machine',
    '',
    ...machineLines(results.machine),
    '',
    '## Figures',
    '',
    ...tableOf(
      ['figure', 'measured', 'goal', 'ok'],
      rows.map((row) => [
        row.figure,
        measuredText(row),
        goalText(row),
        row.ok === null ? '—' : row.ok ? 'yes' : '**no**',
      ]),
    ),
    '',
    ...notesOf(rows),
    '### How each was measured',
    '',
    ...rows.map(
      (row) =>
        `- **${row.figure}**: ${row.method}${row.error === undefined ? '' : ` (failed: ${row.error})`}`,
    ),
    '',
    '## How cost grows',
    '',
    ...growthLines(results.growth),
    '',
  ].join('\n');
}

/** Reads `results`, writes the formatted document to `out`; returns `out`. */
export async function writePerformanceDoc({ results = DEFAULT_RESULTS, out = DEFAULT_DOC } = {}) {
  const data = JSON.parse(await readFile(results, 'utf8'));
  const options = (await prettier.resolveConfig(out)) ?? {};
  const text = await prettier.format(renderPerformanceDoc(data), {
    ...options,
    parser: 'markdown',
  });
  await writeFile(out, text);
  return out;
}

function optionOf(argv, name) {
  const index = argv.indexOf(name);
  return index >= 0 ? argv[index + 1] : undefined;
}

if (
  process.argv[1] !== undefined &&
  fileURLToPath(import.meta.url) === path.resolve(process.argv[1])
) {
  const argv = process.argv.slice(2);
  const results = optionOf(argv, '--results') ?? DEFAULT_RESULTS;
  const out = optionOf(argv, '--out') ?? DEFAULT_DOC;
  try {
    const written = await writePerformanceDoc({ results, out });
    process.stdout.write(`wrote ${path.relative(process.cwd(), written) || written}\n`);
  } catch (error) {
    process.stderr.write(
      `performance-doc: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }
}
