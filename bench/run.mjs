#!/usr/bin/env node
// `npm run bench`: measures every figure of issue 13 side by side (bench/figures.mjs), prints the
// table, writes bench/results.json (the machine, the date, every row and its raw samples) and
// regenerates docs/PERFORMANCE.md from it. Not part of `npm test`.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import {
  DEFAULT_DOC,
  goalText,
  measuredText,
  writePerformanceDoc,
} from '../scripts/performance-doc.mjs';
import { FIGURES } from './figures.mjs';
import { describeMachine, removeDir, repoRoot, tempDir, verdictBin } from './lib.mjs';

const RESULTS_FORMAT = 'bench-results/v1';

const USAGE = `Usage: npm run bench [-- --quick] [-- --only id,id] [--results FILE] [--no-doc]

Measures every performance figure against its goal, each a ratio of two sides timed in turn in
this one run, then prints the table, writes bench/results.json and regenerates
docs/PERFORMANCE.md. It builds nothing: run \`npm run build\` first.

  --quick          fewer repeats: a smoke test, not a measurement
  --only id,id     only these figures (${FIGURES.map((figure) => figure.id).join(', ')}); the
                   other rows of the results file are kept
  --results FILE   where the results go (default bench/results.json)
  --no-doc         do not regenerate docs/PERFORMANCE.md

Exit codes: 0 every figure was measured (whether or not it meets its goal; the table says),
1 a figure could not be measured, 2 a bad invocation or lib/ not built.
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
  return {
    help: values.help === true,
    quick: values.quick === true,
    only,
    results: path.resolve(values.results ?? path.join(repoRoot, 'bench', 'results.json')),
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
    row.ok === null ? '—' : row.ok ? 'yes' : 'NO',
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

async function previousResults(file) {
  if (!existsSync(file)) return undefined;
  try {
    const data = JSON.parse(await readFile(file, 'utf8'));
    return data.format === RESULTS_FORMAT ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Runs one figure; a figure that throws becomes a failed row, so the others still run. */
async function runFigure(figure, options, context) {
  const started = performance.now();
  process.stderr.write(`bench: ${figure.id}…\n`);
  try {
    const result = await figure.measure({ quick: options.quick }, context);
    process.stderr.write(
      `bench: ${figure.id} done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
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
    throw new Error(
      `lib/ is not built: run \`npm run build\` before \`npm run bench\` (${verdictBin} loads it)`,
    );
  }
  const date = new Date().toISOString();
  // Its own code cache (see src/cli/bundle-loader.ts), empty at the start: what a user's cache
  // holds from earlier invocations never changes a figure, and the figures that time the bundled
  // CLI warm it up first (or, for the cold-start row, give each invocation an empty one).
  const codeCache = await tempDir('code-cache');
  process.env.VERDICT_CODE_CACHE = codeCache;
  const context = { codeCache };
  const rows = [];
  let growth;
  try {
    for (const figure of FIGURES.filter((candidate) => options.only.includes(candidate.id))) {
      const result = await runFigure(figure, options, context);
      if (figure.growth === true) growth = result;
      else rows.push(...result.map((row) => ({ group: figure.id, measuredAt: date, ...row })));
    }
  } finally {
    await removeDir(codeCache);
  }
  // With --only, the rows of the figures not measured now are kept from the last results.
  const previous =
    options.only.length < FIGURES.length ? await previousResults(options.results) : undefined;
  const kept = (previous?.rows ?? []).filter((row) => !options.only.includes(row.group));
  const order = FIGURES.map((figure) => figure.id);
  const allRows = [...kept, ...rows].sort(
    (a, b) => order.indexOf(a.group) - order.indexOf(b.group),
  );
  const results = {
    format: RESULTS_FORMAT,
    generatedBy: 'npm run bench',
    date,
    quick: options.quick,
    machine: describeMachine(),
    rows: allRows,
    ...(growth !== undefined && growth.error === undefined
      ? { growth }
      : previous?.growth === undefined
        ? {}
        : { growth: previous.growth }),
  };
  const style = (await prettier.resolveConfig(options.results)) ?? {};
  const json = await prettier.format(JSON.stringify(results), { ...style, parser: 'json' });
  await writeFile(options.results, json);
  process.stdout.write(`${formatTable(allRows)}\n\n`);
  process.stdout.write(
    `wrote ${path.relative(process.cwd(), options.results) || options.results}\n`,
  );
  if (options.doc) {
    const doc = await writePerformanceDoc({ results: options.results, out: DEFAULT_DOC });
    process.stdout.write(`wrote ${path.relative(process.cwd(), doc)}\n`);
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
