#!/usr/bin/env node
// `npm run bench`: measures every figure of issue 13 side by side (bench/figures.mjs), prints the
// table, writes the results of this one run (the run, the machine, every row and its raw samples)
// and, after a full run, regenerates docs/PERFORMANCE.md from them. Not part of `npm test`.
//
// One results file holds one run, never rows of two: a full run writes bench/results.json, the only
// source of docs/PERFORMANCE.md; a run with --only or --quick writes .cache/bench/results-trial.json
// (ignored by git) and leaves the document alone.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import {
  DEFAULT_DOC,
  DEFAULT_RESULTS,
  goalText,
  incompleteReason,
  measuredText,
  RESULTS_FORMAT,
  statusOf,
  summaryOf,
  writePerformanceDoc,
} from '../scripts/performance-doc.mjs';
import { FIGURES } from './figures.mjs';
import { describeMachine, removeDir, repoRoot, tempDir } from './lib.mjs';

const TRIAL_RESULTS = path.join(repoRoot, '.cache', 'bench', 'results-trial.json');
const BUNDLE = path.join(repoRoot, 'lib', 'cli', 'verdict.cjs');

const USAGE = `Usage: npm run bench [-- --quick] [-- --only id,id] [--results FILE] [--no-doc]

Measures every performance figure against its goal, each a ratio of two sides timed in turn in
this one run, then prints the table, writes the results and, after a full run, regenerates
docs/PERFORMANCE.md. It builds nothing: run \`npm run build\` first.

  --quick          fewer repeats: a smoke test, not a measurement
  --only id,id     only these figures (${FIGURES.map((figure) => figure.id).join(', ')})
  --results FILE   where the results go (default bench/results.json for a full run;
                   .cache/bench/results-trial.json with --quick or --only)
  --no-doc         do not regenerate docs/PERFORMANCE.md

A results file holds one run. Only a full run (every figure, without --quick) written to
bench/results.json regenerates docs/PERFORMANCE.md; rows of earlier runs are never kept.

Exit codes: 0 every figure ran (whether or not it meets its goal; the table says, and a row whose
backend cannot run on this machine, such as docker without an engine, says "not measured" and why),
1 a figure failed, 2 a bad invocation or lib/ not built.
`;

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean' },
      only: { type: 'string' },
      results: { type: 'string' },
      'no-doc': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const known = FIGURES.map((figure) => figure.id);
  const only = values.only === undefined ? known : values.only.split(',').filter(Boolean);
  const unknown = only.filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new Error(`--only: unknown figure(s) ${unknown.join(', ')}; known: ${known.join(', ')}`);
  }
  const quick = values.quick === true;
  const full = !quick && known.every((id) => only.includes(id));
  return {
    help: values.help === true,
    quick,
    only,
    full,
    results: path.resolve(values.results ?? (full ? DEFAULT_RESULTS : TRIAL_RESULTS)),
    doc: values['no-doc'] !== true,
  };
}

/** The table as printed: one line per figure, its method last. */
function formatTable(rows) {
  const header = ['figure', 'measured', 'goal', 'ok', 'method'];
  const lines = rows.map((row) => [
    String(row.figure),
    measuredText(row),
    goalText(row),
    statusOf(row),
    row.error === undefined ? row.method : `failed: ${row.error}`,
  ]);
  const widths = header
    .slice(0, 4)
    .map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (line) =>
    [...line.slice(0, 4).map((text, i) => text.padEnd(widths[i])), line[4]].join(' | ');
  return [
    format(header),
    widths.map((width) => '-'.repeat(width)).join('-|-') + '-|-------',
    ...lines.map(format),
  ].join('\n');
}

/**
 * The commit measured, and the tracked files that differed from it when the run started (the first
 * 20 named). `GIT_OPTIONAL_LOCKS=0`: a status never writes the index of a checkout others work in.
 */
function describeCommit() {
  const git = (...args) =>
    execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  try {
    const sha = git('rev-parse', 'HEAD').trim();
    const changed = git('status', '--porcelain', '--untracked-files=no')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3));
    return { sha, uncommittedFiles: changed.length, uncommittedPaths: changed.slice(0, 20) };
  } catch {
    return { sha: 'unknown', uncommittedFiles: null, uncommittedPaths: [] };
  }
}

/** The bundle the CLI runs from: its hash and build time, to tell if it changed during the run. */
function describeBundle() {
  if (!existsSync(BUNDLE)) return null;
  return {
    sha256: createHash('sha256').update(readFileSync(BUNDLE)).digest('hex').slice(0, 16),
    builtAt: statSync(BUNDLE).mtime.toISOString(),
  };
}

const loadAverage = () => os.loadavg().map((load) => Number(load.toFixed(2)));

/** Runs one figure; a figure that throws becomes a failed row, so the others still run. */
async function runFigure(figure, options) {
  process.stderr.write(`bench: ${figure.id}…\n`);
  try {
    const result = await figure.measure({ quick: options.quick });
    return result;
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    process.stderr.write(`bench: ${figure.id} failed: ${message}\n`);
    if (figure.growth === true) return { error: message };
    return [
      {
        id: figure.id,
        figure: figure.id,
        value: null,
        goal: '',
        ok: false,
        method: '',
        error: message,
      },
    ];
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  if (!existsSync(path.join(repoRoot, 'lib', 'cli', 'main.js'))) {
    throw new Error('lib/ is not built: run `npm run build` before `npm run bench`');
  }
  const date = new Date().toISOString();
  const commit = describeCommit();
  const bundleAtStart = describeBundle();
  const loadAtStart = loadAverage();
  // Its own code cache (see src/cli/bundle-loader.ts), empty at the start: what a user's cache
  // holds from earlier invocations never changes a figure, and the figures that time the bundled
  // CLI warm it up first.
  const codeCache = await tempDir('code-cache');
  process.env.VERDICT_CODE_CACHE = codeCache;
  // Every Node process started with NODE_EXTRA_CA_CERTS reads and parses that bundle before its
  // first line (about 90 ms here). Nothing the bench starts makes a TLS connection, so it is unset
  // for every side: left set, it would be charged to whichever side starts more Node processes.
  delete process.env.NODE_EXTRA_CA_CERTS;
  const figures = FIGURES.filter((candidate) => options.only.includes(candidate.id));
  const rows = [];
  const seconds = {};
  let growth;
  try {
    for (const figure of figures) {
      const started = performance.now();
      const result = await runFigure(figure, options);
      seconds[figure.id] = Number(((performance.now() - started) / 1000).toFixed(1));
      process.stderr.write(`bench: ${figure.id} took ${seconds[figure.id]} s\n`);
      if (figure.growth === true) growth = result;
      else rows.push(...result.map((row) => ({ group: figure.id, ...row })));
    }
  } finally {
    await removeDir(codeCache);
  }
  const bundleAtEnd = describeBundle();
  const results = {
    format: RESULTS_FORMAT,
    generatedBy: 'npm run bench',
    date,
    quick: options.quick,
    run: {
      finished: new Date().toISOString(),
      commit: commit.sha,
      uncommittedFiles: commit.uncommittedFiles,
      uncommittedPaths: commit.uncommittedPaths,
      bundle: bundleAtStart,
      bundleChangedDuringRun: JSON.stringify(bundleAtStart) !== JSON.stringify(bundleAtEnd),
      figures: figures.map((figure) => figure.id),
      secondsPerFigure: seconds,
      loadAverage: { start: loadAtStart, end: loadAverage() },
    },
    machine: describeMachine(),
    rows,
    ...(growth === undefined ? {} : { growth }),
  };
  await mkdir(path.dirname(options.results), { recursive: true });
  const style = (await prettier.resolveConfig(options.results)) ?? {};
  const json = await prettier.format(JSON.stringify(results), { ...style, parser: 'json' });
  await writeFile(options.results, json);
  process.stdout.write(`${formatTable(rows)}\n\n${summaryOf(rows)}\n`);
  if (results.run.bundleChangedDuringRun) {
    process.stdout.write('warning: lib/cli/verdict.cjs was rebuilt while the bench ran\n');
  }
  process.stdout.write(
    `wrote ${path.relative(process.cwd(), options.results) || options.results}\n`,
  );
  if (options.doc) {
    const reason =
      incompleteReason(results) ??
      (options.results === DEFAULT_RESULTS
        ? undefined
        : `the results went to ${options.results}, not bench/results.json`);
    if (reason === undefined) {
      const doc = await writePerformanceDoc({ results: options.results, out: DEFAULT_DOC });
      process.stdout.write(`wrote ${path.relative(process.cwd(), doc)}\n`);
    } else {
      process.stdout.write(`docs/PERFORMANCE.md left as it is: ${reason}\n`);
    }
  }
  // A goal missed is a result (the table says so); only a figure that could not be measured fails.
  return rows.some((row) => row.error !== undefined) || growth?.error !== undefined ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
