#!/usr/bin/env node
// Writes docs/PERFORMANCE.md from one full run of the benchmark, bench/results.json: the run (date,
// commit, Node, cores, figures), the method, the machine, the table of figures with whether each
// meets its goal, and how cost grows with tasks, k and conversation length. `npm run bench` calls it
// at the end of a full run; `npm run bench:doc` rewrites the document alone. It refuses a results
// file that does not hold every figure of one full run (one written with --only or --quick), so the
// document never mixes rows of two runs.
// Usage: node scripts/performance-doc.mjs [--results FILE] [--out FILE]
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { FIGURES } from '../bench/figures.mjs';

const root = path.resolve(import.meta.dirname, '..');
export const DEFAULT_RESULTS = path.join(root, 'bench', 'results.json');
export const DEFAULT_DOC = path.join(root, 'docs', 'PERFORMANCE.md');
export const RESULTS_FORMAT = 'bench-results/v1';

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

/**
 * Whether a row meets its goal: `met`, `MISSED`, `not measured` (it could not run on this machine,
 * as the row's `unavailable` says, or it has a goal but no value), `FAILED` (the bench broke) or `—`
 * (information, no goal).
 */
export function statusOf(row) {
  if (row.error !== undefined) return 'FAILED';
  if (row.unavailable !== undefined) return 'not measured';
  if (row.ok === true) return 'met';
  if (row.ok === false) return 'MISSED';
  const hasGoal = goalText(row) !== '' && !goalText(row).startsWith('none');
  return hasGoal && (row.value === null || row.value === undefined) ? 'not measured' : '—';
}

/** One line: how many goals the run met, missed, could not measure. */
export function summaryOf(rows) {
  const counts = new Map();
  for (const row of rows) {
    const status = statusOf(row);
    if (status !== '—') counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const parts = ['met', 'MISSED', 'not measured', 'FAILED']
    .filter((status) => counts.has(status) || status === 'met' || status === 'MISSED')
    .map((status) => `${counts.get(status) ?? 0} ${status}`);
  const unavailable = rows.filter(
    (row) => row.error === undefined && row.unavailable !== undefined,
  );
  const why =
    unavailable.length === 0
      ? ''
      : ` Not measured on this machine: ${unavailable.map((row) => `${row.id} (${row.unavailable})`).join('; ')}.`;
  return `Goals: ${parts.join(', ')} (of ${total} figures with a goal or that could not run).${why}`;
}

/**
 * Why `results` cannot be the document's source, or undefined when it holds every figure of one
 * full run.
 */
export function incompleteReason(results) {
  if (results.format !== RESULTS_FORMAT || results.run === undefined) {
    return 'it was written by an earlier version of the bench, which did not record its run (and could merge rows of two runs): run `npm run bench`';
  }
  if (results.quick === true) {
    return 'it is a --quick run, a smoke test, not a measurement: run `npm run bench`';
  }
  const missing = FIGURES.map((figure) => figure.id).filter(
    (id) => !results.run.figures.includes(id),
  );
  if (missing.length > 0) {
    return `the run measured only ${results.run.figures.join(', ')} (not ${missing.join(', ')}): the document shows one full run, \`npm run bench\` without --only`;
  }
  return undefined;
}

function runLines(results, resultsName) {
  const { run } = results;
  const commit =
    run.uncommittedFiles > 0
      ? `${run.commit}, with uncommitted changes to ${run.uncommittedFiles} tracked file(s)${run.uncommittedPaths === undefined ? '' : ` (${run.uncommittedPaths.join(', ')}${run.uncommittedFiles > run.uncommittedPaths.length ? ', …' : ''})`}`
      : run.uncommittedFiles === 0
        ? `${run.commit} (clean)`
        : run.commit;
  const bundle =
    run.bundle === null
      ? 'not built'
      : `\`lib/cli/verdict.cjs\` sha256 ${run.bundle.sha256}…, built ${run.bundle.builtAt}${run.bundleChangedDuringRun ? ' (**rebuilt while the bench ran**)' : ''}`;
  const seconds = Object.values(run.secondsPerFigure).reduce((sum, value) => sum + value, 0);
  return tableOf(
    ['', ''],
    [
      ['Results', `\`${resultsName}\``],
      ['Started', results.date],
      ['Finished', `${run.finished} (${(seconds / 60).toFixed(1)} min)`],
      ['Commit', commit],
      ['CLI bundle', bundle],
      ['Figures included', run.figures.join(', ')],
      [
        'Seconds per figure',
        Object.entries(run.secondsPerFigure)
          .map(([id, value]) => `${id} ${value}`)
          .join(', '),
      ],
      [
        'Load average (1, 5, 15 min)',
        `${run.loadAverage.start.join(', ')} at the start; ${run.loadAverage.end.join(', ')} at the end`,
      ],
    ],
  );
}

/**
 * A warning when the machine had more runnable work than cores while the bench ran: the ratios
 * still compare sides measured alike, but each side's spread is wider.
 */
function busyLines({ run, machine }) {
  const loads = [run.loadAverage.start[0], run.loadAverage.end[0]];
  if (Math.max(...loads) <= machine.cpus) return [];
  return [
    `The machine was busy during this run (1-minute load average ${loads.join(' at the start, ')} at the end, on ${machine.cpus} cores): the figures are noisier than on an idle machine, and the raw samples in the results file show each side's spread.`,
    '',
  ];
}

function machineLines(machine) {
  return tableOf(
    ['', ''],
    [
      ['OS', `${machine.os} (${machine.platform}/${machine.arch})`],
      ['Kernel', machine.kernel],
      [
        'CPUs',
        `${machine.cpus} × ${machine.cpuModel} (${machine.availableParallelism} available to Node)`,
      ],
      ['Memory', `${machine.memoryMb} MB`],
      ['Node', machine.node],
      // Results from before this was recorded say nothing of it.
      ...(machine.socat === undefined
        ? []
        : [['socat', machine.socat ?? 'none (the bwrap bridge is a Node process per box)']]),
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
    return ['Not measured in this run.'];
  }
  if (growth.error !== undefined) {
    return [`Could not be measured in this run: ${growth.error}`];
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
  agent:
    "Where a replayed Codex CLI run's extra time goes (27 model calls, 2 command verifiers), each side cut into parts by a log of its processes' starts and ends and by the run's trace, December 2026: before the agent starts, about 100 ms that the bare side does not spend (Node and the bundle about 47 ms; the command, the suite, the configuration and the cassette about 40 ms, of which some 15 ms is zod building its schemas; the conditions file, the run directory and the workspace's snapshot). The agent in its box runs 100 to 140 ms longer than bare: its first request comes some 40 ms later (the box and its bridge start first), then the time between its calls grows by about 3 ms a call against the same run with `--sandbox none` (Codex opens a new connection for every request, but the bridge alone costs 0.2 to 0.7 ms per new connection, measured from a box with a Node client: the rest was not pinned down). The proxy's own time per call is the bare server's (64 to 88 ms over the 27 calls, against 62 to 77). The two verifiers take about 25 ms more, each in a box of its own (`bwrap … true` takes 12 ms, `true` 2.3). After the last verifier, 45 to 50 ms: the trace (about 10 ms), the record with its fsync (about 5), the report (about 15) and the run directory's removal beside them. Moved out of the way already: each call's part of the trace is made while the agent works, from the fingerprint replay made to match it; secretlint runs only the rules a text wakes, loads while the agent works, and redaction lays JSON out only when something was found; the run directory is removed by a process of its own, not by callbacks waiting for the main thread. " +
    "Measured again on 6 December 2026: alone (`--only agent`) the row read 1.15× (1,990.7 against 1,736.4 ms), met at its edge, after 1.18× in the full run before it. One run's trace against the bare side's server log: the 26 gaps between Codex's calls add up to 1,416 ms in the box and 1,401 ms bare, so in its box the agent keeps the bare pace; a box with the bridge takes 21.5 ms to run `true`, against 9.2 ms for a verifier's box (medians of 25); Verdict's own process is busy for about 100 ms of the agent's 1.6 s (a CPU profile), on the other core.",
  'proxy-overhead':
    "The bare server only writes bytes; the proxy also does the work replay exists for: it parses the request, normalizes every string (per-run paths, UUIDs, process ids, the suite's rules), builds the canonical fingerprint, matches it, rewrites the recorded answer with the run's paths, checks it and records the transcript. The body is read on events, no abort controller is made per run (nor per call for replay), answers are assembled without zod and fingerprints are compared without hashing (3.0–3.3× before). A normalized string is remembered for the rest of the run, so an agent that sends its conversation again every turn pays for each message once. With the client in the proxy's process (the goal, as the built-in agent runs by default) the client also waits while the proxy records the transcript after answering; from a process of its own (the information row) it does not. In a run this is a fraction of a millisecond per model call. " +
    "Measured again on 6 December 2026, Chat Completions, the client in the proxy's process, 3,000 requests a side after as many to warm up, in a harness of its own that reads 1.85× where the bench reads 1.77×. Timed inside the loop, per call (a copy of lib/ with clock reads between the steps): routing 5–6 µs, parsing the body 9–10 µs, the fingerprint 5–6 µs, the match 4–4.5 µs, serving the recorded answer 2 µs, writing it 21–22 µs (the bare server's write, timed the same way, is 12 µs), assembling it for the transcript 4.6–5 µs, the rest of the bookkeeping about 4 µs. Then a copy of lib/ with switches, two runs each: as it is 1.85× and 1.85×; no match 1.72× and 1.79×; no fingerprint and no match 1.68× and 1.72×; no assembly 1.71× and 1.73×; the answer serialized once and reused 1.77× and 1.81×; all four left out 1.47× and 1.50×. So a proxy that fingerprinted, matched, assembled and serialized nothing, which replay cannot do without, would only just meet the goal: what is left (reading, parsing and routing the request, writing the answer) is most of it, and no rewrite of replay's own steps takes back the 19 µs a call that 1.5× needs.",
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

/**
 * Where the time of the prompt-case figure goes (issue 41, item 1): `node --cpu-prof` of one
 * `verdict run` of its 100 cases × k = 5 (500 runs, 500 model calls, traces on) at concurrency 4,
 * from lib/ so that functions keep their names. Written by hand from the profiles; the figures of
 * the table above are what the bench measured.
 */
const PROFILE_LINES = [
  "Profiled on 2026-12-06 with `node --cpu-prof`: one `verdict run` of the 100 cases × k = 5 (500 runs, traces on) at concurrency 4 against the bench's model server, from lib/ so that functions keep their names, on the 2-core machine of the bench. The main thread is what bounds it: each run costs it about 6 ms of JavaScript, four runs share it, and the model's 20 ms is the only other wait; 2.3–2.5 s of a 5.5–6.3 s process is the main thread waiting.",
  '',
  "- **Taken back: the upstream call.** Node's `fetch` costs 2–4× the CPU of `node:http` per call: 0.8–1.3 s against 0.3 s for the same 500 calls, 4 at a time, from a bare client on this machine. In the profile before the change, live mode's `fetch` (undici and its web streams) was the largest single cost. Live mode now makes its upstream calls with the `node:http` POST the built-in agent already used (`src/http/post-json.ts`), on kept-alive connections. Four interleaved pairs of the whole run, before and after: wall 5.89–6.14 s → 5.48–5.69 s, CPU (user + system) 5.1–5.5 s → 4.5–4.8 s.",
  "- **Taken back: the trace write, twice.** Each trace was four trips through the thread pool (open, write, close, rename) that the run waited for before the next could start. It then became a write and a rename on the main thread, without fsync: about neutral, because a profile showed those calls holding every run in flight for about 0.9 ms each (`writeFileSync` and `mkdirSync`, 470 ms of the 500 runs). Now a run hands its trace to a `keep` step and the next run starts at once: the trace goes through the thread pool again, without fsync, and the record that names it is appended after it (`runTask` in `src/runner/run-task.ts`; the record is what a resume trusts). Eight interleaved triples of the whole run: median 5.38 s before, 5.30 s with the hand-off alone, 4.88 s with the hand-off and the thread pool. The main thread's part of the trace writes fell to about 160 ms.",
  "- **Taken back: the trace and the record, a little later.** The hand-off still did the trace's redaction and serialization, and the record's, at once, on the main thread, while the worker's next run was making its directory and starting its agent: each step of that run waited behind them. A run's trace and record now wait 5 ms (`KEEP_AFTER_MS` in `src/runner/run-suite.ts`), by when the next run is waiting for its model and the main thread is idle; after the last run they are written at once. The total work is the same. Interleaved wall times of the whole invocation, before and after: medians 4.54 → 4.04 s (6 pairs), 4.88 → 4.08 s (5), 4.75 → 4.45 s (3) and 4.56 → 4.32 s (4). Waiting 1 ms gained about 2 %, `setImmediate` about 3 %, 15 ms the same as 5 ms. A larger thread pool (`UV_THREADPOOL_SIZE=16`) changed nothing, so the wait was for the main thread, not the pool.",
  "- **Taken back: the transcripts read back.** report.html embeds each run's transcript, and made each one by reading its trace file back, parsing and validating it: 140–160 ms of the 190 ms between the last run and the end of the process. The traces the run wrote are now kept in memory as written (capped and redacted), up to the 8 MB the page can embed (`KeptTraces` in `src/run-dir/trace-file.ts`); a trace beyond that, or of an earlier invocation (`--resume`), is still read from its file. `verdict report` of the same folder writes a byte-identical report.html. From the last run to the end: 190 → 90 ms. Both changes together: 4.43 → 4.01 s (6 interleaved pairs, −9 %); the bench's figure, `--only cases`, went from 0.63× to 0.56× promptfoo.",
  '- **What was left before these two, largest first (one profile after the hand-off, main-thread time by module):** the main thread idles 2.0 of 4.7 s; garbage collection 127 ms; secret redaction and scanning (`secret-redact`, `secret-scan`, the prefilter) about 140 ms; fingerprints (`cassette-codec-canonical`) 77 ms; the normalizer 70 ms; JSON parsing of the streamed answer, assembled three times per call (by the proxy, for the transcript and for the trace) about 100 ms; validating each record (zod) about 70 ms. None is above 3 % of the process.',
  '',
];

/** The whole document, as Markdown (before formatting), from the results named `resultsName`. */
export function renderPerformanceDoc(results, resultsName = 'bench/results.json') {
  const { rows, run } = results;
  return [
    '# Performance',
    '',
    `<!-- Generated from ${resultsName} by \`npm run bench\` (or \`npm run bench:doc\`); do not edit by hand. -->`,
    '',
    `Every row on this page comes from one run of \`npm run bench\`, started ${results.date} on commit ${run.commit.slice(0, 12)} with Node ${results.machine.node} on ${results.machine.cpus} cores, with all of its figures (${run.figures.join(', ')}). ${summaryOf(rows)}`,
    '',
    ...busyLines(results),
    '`bench/results.json` holds that one run and nothing else. A run with `--only` or `--quick` writes `.cache/bench/results-trial.json` instead and leaves this page alone, and `npm run bench:doc` refuses a results file that does not hold every figure of one full run: rows of two runs are never merged.',
    '',
    '## The run',
    '',
    ...runLines(results, resultsName),
    '',
    '## Method',
    '',
    "- Every figure is a ratio of two sides measured in the same run on the same machine, in turn (a b a b …, the order rotating each repeat), so that drift touches both alike; each side is the median of its samples, except where a figure's method says it takes the median of paired differences.",
    '- How many samples each figure takes is fixed in the bench before it runs and named in its method below. Every figure is measured once per run, in one pass: none is re-run, retried or given more passes because it missed, and a missed goal is shown as MISSED.',
    '- A sample is the wall time of a whole process, from spawn to exit, timed with `performance.now()`; nothing is timed from inside Verdict. The proxy figures are the exception: they time each request from the client, first byte sent to last byte read.',
    '- The model is `bench/model-server.mjs`: a real OpenAI-compatible HTTP server on 127.0.0.1 answering every call after 20 ms. Nothing leaves the machine.',
    '- promptfoo is installed on demand, pinned, into the ignored `.cache/bench/<name>@<version>` (`bench/install.mjs`): npm installs into a staging directory that is renamed into place, with a marker, only once the pinned version and its command are there, so a half-done install is never used. Both tools must count the same passes and make the same 500 model calls, which shows they did the same work.',
    "- A floor is the least any harness must do: for `verdict ci`, copy each fixture into a fresh directory and do there what its task cannot go without (the shell commands and file calls its recorded answers ask for, then its command verifiers), as many fixtures at a time as `verdict ci` runs, here in a single Node process (until December 2026 it was one process started in each copy, which charged the tasks' own commands to Verdict; that figure stays beside it); for prompt cases, make the same model calls with a bare Node client (`bench/bare-client.mjs`: node:http, keep-alive, the same concurrency) and check each answer, with no workspace, record, trace or report. Verdict keeps every run's trace there, as users run it, and the bench checks that every trace was written.",
    "- Verdict runs as users get it: `bin/verdict.js` runs commands from the bundle `npm run build` makes (`lib/cli/verdict.cjs`), with the V8 code cache that a command's first invocations write (`~/.cache/verdict/`, or `$VERDICT_CODE_CACHE`). The benchmark keeps a cache of its own, empty when it starts, so a user's cache never changes a figure; the figures that time the bundled CLI (`verdict ci`, the sandboxed replays) first run it untimed as many times as the cache takes to be complete.",
    "- The proxy-overhead goal is measured with the client in the proxy's own process, as default users run it: the built-in agent runs in Verdict's process and calls the model on node:http, so what the proxy does after answering (recording the transcript) delays it too. The same from a client in a process of its own, as a spawned or external agent is, is shown beside it without a goal. (An earlier version of this bench measured the goal from the other process, then as a median of three passes, after in-process readings of 1.78–2.20× and an out-of-process one of 1.93×; both changes are undone.)",
    "- The agent figures take the median of 15 interleaved pairs since 6 December 2026, up from 7, after their method was shown to be unstable: with 7 pairs, the same code read 1.14×, 1.20× and 1.14× (Codex CLI) and 1.11×, 1.16× and 1.09× (Claude Code) in three runs in a row, each bare sample moving by about ±10 %. Those figures, from the runs before the change, are the old method's; none was re-run.",
    "- The bwrap per-run figure takes the median of 11 pairs of 20-run plans since 6 December 2026, up from 7 pairs of 10-run plans, after its method was shown to be unstable: the last seven full runs before the change (of 2f2de81, 74de9e2, edaabe1, e6108c9, 6d585fd, f182139 and 0c3137b) read 12.6, 29.6, 20.4, 36.8, 26.0, 21.5 and 31.0 ms, and the pairs within one run spread from −14.7 to 49.7 ms: a 10-run difference of two 2-second walls moves with the machine by more than the box costs. The last of those, 31.0 ms (missed), is the old method's figure; it was not re-run.",
    "- The per-run scale figure compares the cost of each run added from 100 to 1,000 runs with each run added from 10 to 100, from the differences of whole `verdict run` wall times: start-up is paid once per process and cancels out. (It used to subtract `verdict --version`'s wall time, which is not what a `verdict run` starts with.)",
    '- Every process the benchmark times runs without `NODE_EXTRA_CA_CERTS`, which makes each Node process read and parse a certificate bundle before its first line (about 90 ms on the machine that found it). Nothing here makes a TLS connection, and left set it was charged to whichever side starts more Node processes: the agent figures once started Verdict with it and the bare agent without. (npm, which installs promptfoo and is not timed, keeps it.)',
    '- The benchmark builds nothing: run `npm run build` first. Raw samples are in the results file.',
    '',
    '## Machine',
    '',
    ...machineLines(results.machine),
    '',
    '## Figures',
    '',
    ...tableOf(
      ['figure', 'measured', 'goal', 'ok'],
      rows.map((row) => {
        const status = statusOf(row);
        return [
          row.figure,
          measuredText(row),
          goalText(row),
          status === 'MISSED' || status === 'FAILED' ? `**${status}**` : status,
        ];
      }),
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
    "## Where a prompt-case run's time goes",
    '',
    ...PROFILE_LINES,
  ].join('\n');
}

/**
 * Reads `results`, writes the formatted document to `out`; returns `out`. Throws when the results
 * are not one full run.
 */
export async function writePerformanceDoc({ results = DEFAULT_RESULTS, out = DEFAULT_DOC } = {}) {
  const data = JSON.parse(await readFile(results, 'utf8'));
  const reason = incompleteReason(data);
  if (reason !== undefined) {
    throw new Error(
      `${path.relative(process.cwd(), results) || results} cannot be the source of ${path.relative(process.cwd(), out) || out}: ${reason}`,
    );
  }
  const options = (await prettier.resolveConfig(out)) ?? {};
  const text = await prettier.format(renderPerformanceDoc(data, path.relative(root, results)), {
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
