// The `verdict view` figures of `npm run bench` ([21/23]): over a folder of 1,000 invocations, the
// first list of them (from starting `verdict view` to the whole page received) within 1 s, and a
// run's transcript opened within 200 ms. These goals are absolute times, not ratios: each row is a
// median of wall times of a real `verdict view` process answering real HTTP requests on 127.0.0.1,
// as `sandbox-bwrap-per-run` is a median of milliseconds.
//
// The folder is made once: one real `verdict run` of 10 prompt cases live against the local model
// (bench/model-server.mjs), copied into `.verdict/runs/` as 1,000 invocations, each with its own
// run id (written into its conditions.json, runs.jsonl, report.json and traces), started a minute
// apart. Its report.html and report.md are left out: the view never reads them.
//
//   node bench/view.mjs --write DIR [--invocations N]   writes such a folder (for trying by hand)
import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import {
  interleave,
  median,
  millis,
  removeDir,
  round,
  roundSamples,
  tempDir,
  timeNode,
  verdictBin,
} from './lib.mjs';
import { startModelServer } from './model-server.mjs';
import { promptCases, writeCaseFile } from './workloads.mjs';

export const INVOCATIONS = 1000;
const CASES = 10;
const LIST_GOAL_MS = 1000;
const TRANSCRIPT_GOAL_MS = 200;
/** `verdict view` processes before any is timed: they write the code cache (bench/figures.mjs). */
const WARM_UPS = 4;
/** The files of a run directory the copies keep; the run's traces are copied beside them. */
const COPIED = ['conditions.json', 'runs.jsonl', 'report.json'];

/** The run id of copy `index`: started `index` minutes before `start`, as `verdict run` names one. */
function runIdOf(start, index) {
  const when = new Date(start - index * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
  return `${when.replace(/:/g, '-')}-${(0xa00000 + index).toString(16)}`;
}

/** `text` with every `from` replaced by `to`. */
const replaceAll = (text, from, to) => text.split(from).join(to);

/**
 * Copies the run directory `source` into `dir/.verdict/runs/` `count` times, each copy its own
 * invocation; returns the copies' run ids, newest first. Each copy's files get the time it started
 * (conditions.json), and its report a second later, as a finished invocation has.
 */
export async function writeInvocations(source, dir, count) {
  const started = JSON.parse(await readFile(path.join(source, 'conditions.json'), 'utf8'));
  const sourceId = started.runId;
  const texts = Object.fromEntries(
    await Promise.all(
      COPIED.map(async (name) => [name, await readFile(path.join(source, name), 'utf8')]),
    ),
  );
  const traces = [];
  for (const task of await readdir(path.join(source, 'traces'))) {
    for (const file of await readdir(path.join(source, 'traces', task))) {
      const relative = path.join('traces', task, file);
      traces.push([relative, await readFile(path.join(source, relative), 'utf8')]);
    }
  }
  const start = Date.parse('2026-11-01T12:00:00Z');
  const ids = [];
  for (let index = 0; index < count; index += 1) {
    const runId = runIdOf(start, index);
    ids.push(runId);
    const target = path.join(dir, '.verdict', 'runs', runId);
    await mkdir(target, { recursive: true });
    for (const [relative, text] of traces) {
      await mkdir(path.dirname(path.join(target, relative)), { recursive: true });
      await writeFile(path.join(target, relative), replaceAll(text, sourceId, runId));
    }
    const when = (start - index * 60_000) / 1000;
    for (const [offset, name] of COPIED.entries()) {
      const file = path.join(target, name);
      await writeFile(file, replaceAll(texts[name], sourceId, runId));
      await utimes(file, when + offset, when + offset);
    }
  }
  return ids;
}

/**
 * A real 10-case run, live against the local model, in `dir/source`; returns its folder and the
 * task and repetition of one of its runs.
 */
async function writeSourceRun(dir) {
  const server = await startModelServer({ delayMs: 5 });
  try {
    const file = await writeCaseFile(dir, promptCases(CASES));
    const out = path.join(dir, 'source');
    const args = ['run', file, '--mode', 'live', '--base-url', server.baseUrl, '--model', 'bench'];
    args.push('--k', '1', '--yes', '--out', out);
    await timeNode([verdictBin, ...args], {
      cwd: dir,
      env: { ...process.env, OPENAI_API_KEY: 'bench-key' },
    });
    return out;
  } finally {
    await server.close();
  }
}

/** Writes the bench's folder of `count` invocations into `dir`; returns their run ids. */
export async function writeViewFolder(dir, count = INVOCATIONS) {
  const work = path.join(dir, 'source-work');
  await mkdir(work, { recursive: true });
  const source = await writeSourceRun(work);
  const ids = await writeInvocations(source, dir, count);
  await removeDir(work);
  return ids;
}

/**
 * Starts `verdict view --no-open` in `cwd`; resolves when it printed its URL, with the
 * milliseconds since the spawn and a `stop()` that ends it as Ctrl-C does and waits for its exit.
 */
function startView(cwd) {
  const started = performance.now();
  const child = spawn(process.execPath, [verdictBin, 'view', '--no-open'], {
    cwd,
    env: process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('close', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGINT');
    const code = await exited;
    if (code !== 0) throw new Error(`verdict view exited ${code}: ${stderr.trim().slice(-300)}`);
  };
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      reject(new Error(`verdict view exited ${code} before its URL: ${stderr.trim().slice(-300)}`)),
    );
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const printed = /^verdict view: (\S+)$/m.exec(stdout);
      if (printed === null) return;
      resolve({ url: new URL(printed[1]), startedMs: performance.now() - started, started, stop });
    });
  });
}

/** GET `target` (with the token) and the whole body; throws unless 200. */
async function getPage(url, target) {
  const address = new URL(target, url);
  address.searchParams.set('token', url.searchParams.get('token'));
  const response = await globalThis.fetch(address);
  const body = await response.text();
  if (response.status !== 200) {
    throw new Error(`GET ${target}: ${response.status}: ${body.slice(0, 200)}`);
  }
  return body;
}

/**
 * One sample: a new `verdict view` in `dir`, its list (timed from the spawn to the last byte of the
 * page), then the transcript of one run of invocation `runId` (timed from the request to its last
 * byte), then Ctrl-C.
 */
async function sample(dir, runId, count) {
  const view = await startView(dir);
  try {
    const list = await getPage(view.url, '/');
    const listMs = performance.now() - view.started;
    if (!list.includes(`${count} of ${count} invocation(s)`)) {
      throw new Error(`the list does not show ${count} invocations`);
    }
    const before = performance.now();
    const transcript = await getPage(view.url, `/run/${encodeURIComponent(runId)}/case-3/1`);
    const transcriptMs = performance.now() - before;
    if (!transcript.includes('Case 3: add three to 3.')) {
      throw new Error(`the transcript of ${runId} case-3 #1 does not show its prompt`);
    }
    return { listMs, urlMs: view.startedMs, transcriptMs };
  } finally {
    await view.stop();
  }
}

/** The two rows: the first list of 1,000 invocations, and a run's transcript. */
export async function measureView({ quick }) {
  const repeats = quick ? 2 : 11;
  const dir = await tempDir('view');
  try {
    const ids = await writeViewFolder(dir);
    const warmUps = quick ? 1 : WARM_UPS;
    for (let i = 0; i < warmUps; i += 1) await sample(dir, ids[i], ids.length);
    const urls = [];
    const transcripts = [];
    // Each sample opens a run of an invocation no earlier sample opened.
    const samples = await interleave(repeats, {
      list: async (repeat) => {
        const timed = await sample(dir, ids[warmUps + repeat], ids.length);
        urls.push(timed.urlMs);
        transcripts.push(timed.transcriptMs);
        return timed.listMs;
      },
    });
    const list = median(samples.list);
    const transcript = median(transcripts);
    const medianOf = `median of ${repeats} \`verdict view --no-open\` processes, after ${warmUps} untimed one(s) that write the code cache`;
    const folder = `a folder of ${ids.length.toLocaleString('en')} invocations in .verdict/runs (one real 10-case live run copied, each copy its own run id: ${(ids.length * CASES).toLocaleString('en')} run records, their traces)`;
    return [
      {
        id: 'view-list',
        figure: `\`verdict view\`: the first list of ${ids.length.toLocaleString('en')} invocations`,
        value: round(list, 1),
        measured: `${millis(list)} (its URL printed after ${millis(median(urls))})`,
        goal: `≤ ${LIST_GOAL_MS / 1000} s`,
        ok: list <= LIST_GOAL_MS,
        method: `${medianOf}: from spawning \`verdict view\` to the last byte of its first page (GET / with the token), over ${folder}; an absolute time, the issue's goal, not a ratio`,
        samples: roundSamples({ list: samples.list, url: urls }),
      },
      {
        id: 'view-transcript',
        figure: "`verdict view`: a run's transcript",
        value: round(transcript, 1),
        measured: millis(transcript),
        goal: `≤ ${TRANSCRIPT_GOAL_MS} ms`,
        ok: transcript <= TRANSCRIPT_GOAL_MS,
        method: `${medianOf}: right after the list, from the request to the last byte of a run's page (GET /run/<id>/case-3/1, a run of an invocation no sample opened before) on the same server, over ${folder}; an absolute time, the issue's goal, not a ratio`,
        samples: roundSamples({ transcript: transcripts }),
      },
    ];
  } finally {
    await removeDir(dir);
  }
}

// `node bench/view.mjs --write DIR`: the folder alone, to try `verdict view` on it by hand.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { write: { type: 'string' }, invocations: { type: 'string' } },
  });
  if (values.write === undefined) {
    process.stderr.write('Usage: node bench/view.mjs --write DIR [--invocations N]\n');
    process.exitCode = 2;
  } else {
    const count = Number(values.invocations ?? INVOCATIONS);
    await mkdir(values.write, { recursive: true });
    const ids = await writeViewFolder(path.resolve(values.write), count);
    process.stdout.write(`wrote ${ids.length} invocations into ${values.write}/.verdict/runs\n`);
  }
}
