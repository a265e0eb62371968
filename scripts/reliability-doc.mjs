#!/usr/bin/env node
// Writes docs/RELIABILITY.md from the ledger of the last test run, .cache/reliability/<run id>/
// (see __tests__/helpers/reliability.ts and reliability-run.ts). Run it after `npm test`:
// `npm run reliability:doc`. It refuses (exit 1, saying what is wrong) a ledger that is not of one
// whole, passing run of every test file on one commit: a document is never made from part of one.
// Usage: node scripts/reliability-doc.mjs [--run ID] [--out FILE]
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const ledger = path.join(root, '.cache', 'reliability');
const { values: options } = parseArgs({
  options: { run: { type: 'string' }, out: { type: 'string' } },
});
const out = options.out ?? path.join(root, 'docs', 'RELIABILITY.md');
const shownOut = path.relative(root, out);

const SECTIONS = [
  [
    'faults',
    'Faults injected',
    'Each fault is injected into a real run: a real upstream server, a real agent process, a real file system.',
  ],
  [
    'inputs',
    'Bad inputs tried',
    'Generated with fast-check on a fixed seed. Every input must end in the documented error and exit code, never an uncaught exception.',
  ],
  [
    'attacks',
    'Attacks tried',
    'Each attack is made through the CLI or the built action, as a pull request could make it.',
  ],
  ['load', 'Load', 'Many runs or streams at once, each accounted for.'],
];

function fail(message) {
  process.stderr.write(`reliability-doc: ${message}\n`);
  process.exit(1);
}

/** Every finished run in the ledger directory: its run.json, and where it is. */
function finishedRuns() {
  let names;
  try {
    names = readdirSync(ledger, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    names = [];
  }
  return names.flatMap((name) => {
    try {
      const run = JSON.parse(readFileSync(path.join(ledger, name, 'run.json'), 'utf8'));
      return [{ ...run, dir: path.join(ledger, name) }];
    } catch {
      return []; // still running, or stopped before the reporter wrote run.json
    }
  });
}

const runs = finishedRuns().sort((a, b) => a.endedAt.localeCompare(b.endedAt));
const run = options.run === undefined ? runs.at(-1) : runs.find((r) => r.id === options.run);
if (run === undefined) {
  fail(
    options.run === undefined
      ? `no finished test run in ${path.relative(root, ledger)}/: run npm test first`
      : `no finished test run ${options.run} in ${path.relative(root, ledger)}/ (finished: ${runs.map((r) => r.id).join(', ') || 'none'})`,
  );
}

const entries = readdirSync(run.dir)
  .filter((name) => name.endsWith('.jsonl'))
  .flatMap((name) =>
    readFileSync(path.join(run.dir, name), 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line)),
  );

const short = (commit) =>
  commit === null || commit === undefined ? 'unknown' : commit.slice(0, 7);
const sum = (counts) => Object.values(counts ?? {}).reduce((total, count) => total + count, 0);
/** Up to `max` names, one a line, then how many more. */
function listed(names, max = names.length) {
  const lines = names.slice(0, max).map((name) => `      ${name}`);
  if (names.length > max) lines.push(`      … and ${names.length - max} more`);
  return lines.join('\n');
}

/** What makes this ledger other than the ledger of one whole, passing run on one commit. */
function problemsOf(run, entries) {
  const problems = [];
  if (run.result !== 'passed') {
    problems.push(
      `the run ended ${run.result}: a failed or interrupted run leaves out what did not pass`,
    );
  }
  if (run.testNamePattern !== null) {
    problems.push(`tests were chosen by name (-t ${run.testNamePattern}): the others did not run`);
  }
  const ran = new Set(run.files);
  const missing = run.configured.filter((file) => !ran.has(file));
  if (missing.length > 0) {
    const recording = missing.filter((file) => run.recording.includes(file));
    const others = missing.filter((file) => !run.recording.includes(file));
    problems.push(
      [
        `a partial run: ${run.files.length} of the ${run.configured.length} test files vitest collects ran; ${missing.length} did not.`,
        ...(recording.length > 0
          ? [`    Not run, and recording ledger entries (${recording.length}):`, listed(recording)]
          : []),
        ...(others.length > 0
          ? [`    Not run, others (${others.length}):`, listed(others, 10)]
          : []),
      ].join('\n'),
    );
  }
  const outside = run.files.filter((file) => !run.configured.includes(file));
  if (outside.length > 0) {
    problems.push(`test files ran that the config does not collect:\n${listed(outside)}`);
  }
  const groups = (select) => {
    const byKey = new Map();
    for (const entry of entries) {
      const key = select(entry);
      if (key === undefined) continue;
      byKey.set(key, [...(byKey.get(key) ?? []), entry]);
    }
    return [...byKey].map(
      ([key, group]) =>
        `${key}: ${group.length} ${group.length === 1 ? 'entry' : 'entries'}, from ${[...new Set(group.map((e) => e.file ?? '(no file)'))].join(', ')}`,
    );
  };
  const otherRuns = groups((entry) => (entry.runId === run.id ? undefined : `run ${entry.runId}`));
  if (otherRuns.length > 0) {
    problems.push(`entries of other test runs than ${run.id}:\n${listed(otherRuns)}`);
  }
  const otherCommits = groups((entry) =>
    entry.commit === run.commit && entry.srcDirty === run.srcDirty
      ? undefined
      : `commit ${short(entry.commit)}${entry.srcDirty ? ' with src/ changed' : ''}`,
  );
  if (otherCommits.length > 0) {
    problems.push(
      `entries of other code than the run's (commit ${short(run.commit)}${run.srcDirty ? ' with src/ changed' : ''}):\n${listed(otherCommits)}`,
    );
  }
  const strays = groups((entry) =>
    ran.has(entry.file) ? undefined : `${entry.file ?? '(no file named)'}`,
  );
  if (strays.length > 0)
    problems.push(`entries from test files not in the run:\n${listed(strays)}`);
  const recorded = new Set(entries.map((entry) => entry.file));
  const silent = run.recording.filter((file) => ran.has(file) && !recorded.has(file));
  if (silent.length > 0) {
    problems.push(
      `test files that record ledger entries ran, but none came from them (their recording tests were skipped, or the entries were lost):\n${listed(silent)}`,
    );
  }
  for (const entry of entries) {
    const name = `${entry.file}: ${entry.subject} / ${entry.case}`;
    if (typeof entry.planned !== 'number' || typeof entry.accountedFor !== 'object') {
      problems.push(`${name}: no planned count or no outcomes (a ledger line of an older format)`);
    } else if (entry.lost !== entry.planned - sum(entry.accountedFor)) {
      problems.push(
        `${name}: lost ${entry.lost} is not planned ${entry.planned} less the ${sum(entry.accountedFor)} accounted for`,
      );
    }
  }
  return problems;
}

const code = `commit ${short(run.commit)}${run.srcDirty === true ? ' with uncommitted changes under src/' : ''}`;
const problems = problemsOf(run, entries);
if (problems.length > 0) {
  // The last few other runs that finished, newest first.
  const others = runs
    .filter((other) => other.id !== run.id)
    .map((other) => `${other.id}: ${other.files.length} files, ${other.result}`)
    .reverse()
    .slice(0, 5);
  fail(
    [
      `refusing to write ${shownOut} from test run ${run.id} (${code}): its ledger is not that of one whole, passing run of every test file on one commit.`,
      ...problems.map((problem) => `  - ${problem}`),
      `Run every test file (\`npm test\`), then \`npm run reliability:doc\`${others.length > 0 ? `; or write it from another finished run with --run ID (${others.join('; ')})` : ''}.`,
    ].join('\n'),
  );
}
if (run.srcDirty !== false) {
  process.stderr.write(
    `reliability-doc: warning: ${run.srcDirty === true ? 'src/ had uncommitted changes' : 'the state of src/ was unknown'} when run ${run.id} started; ${shownOut} says so\n`,
  );
}

const merged = new Map();
for (const entry of entries) {
  const key = `${entry.section}\u0000${entry.subject}\u0000${entry.case}`;
  const seen = merged.get(key);
  if (seen === undefined) {
    merged.set(key, {
      ...entry,
      runs: entry.runs ?? 0,
      accountedFor: { ...entry.accountedFor },
    });
    continue;
  }
  seen.tried += entry.tried;
  seen.planned += entry.planned;
  seen.runs += entry.runs ?? 0;
  for (const [outcome, count] of Object.entries(entry.accountedFor)) {
    seen.accountedFor[outcome] = (seen.accountedFor[outcome] ?? 0) + count;
  }
  seen.lost = seen.planned - sum(seen.accountedFor);
  if (!seen.outcome.split('; ').includes(entry.outcome)) seen.outcome += `; ${entry.outcome}`;
}

const cell = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');
const number = (n) => n.toLocaleString('en-US');
const outcomes = (counts) =>
  Object.entries(counts)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .map(([outcome, count]) => `${number(count)} ${outcome}`)
    .join(', ');

const lines = [
  '# Reliability',
  '',
  '<!-- Generated by `npm run reliability:doc` from the ledger of the last `npm test`. Do not edit. -->',
  '',
  `Generated from test run \`${run.id}\` of commit \`${short(run.commit)}\`${run.srcDirty === true ? ' **with uncommitted changes under src/**' : run.srcDirty === null ? ' (state of src/ unknown)' : ''}: all ${number(run.files.length)} test files, passed, on Node ${run.node}, ${run.platform}, ${run.cores} cores.`,
  'Every row is written by a test after its assertions passed; a test that fails or is skipped adds nothing.',
  'Each test says how many things it planned to put through and what it saw become of each (accounted for); lost is planned less accounted for.',
  '',
];
const summaryAt = lines.length;
const totals = [];
for (const [section, title, method] of SECTIONS) {
  const rows = [...merged.values()]
    .filter((entry) => entry.section === section)
    .sort((a, b) => a.subject.localeCompare(b.subject) || a.case.localeCompare(b.case));
  const total = (field) => rows.reduce((sum, entry) => sum + entry[field], 0);
  totals.push(
    `| ${title} | ${number(rows.length)} | ${number(total('tried'))} | ${number(total('planned'))} | ${number(total('runs'))} | ${number(total('lost'))} |`,
  );
  lines.push(`## ${title}`, '', method, '');
  if (rows.length === 0) {
    lines.push('_None in this test run._', '');
    continue;
  }
  lines.push(
    '| subject | case | tried | planned | accounted for | runs | lost | outcome |',
    '|---|---|--:|--:|---|--:|--:|---|',
  );
  for (const entry of rows) {
    lines.push(
      `| ${cell(entry.subject)} | ${cell(entry.case)} | ${number(entry.tried)} | ${number(entry.planned)} | ${cell(outcomes(entry.accountedFor))} | ${number(entry.runs)} | ${number(entry.lost)} | ${cell(entry.outcome)} |`,
    );
  }
  lines.push('');
}
// The docker backend's tests, ran against a real engine or skipped with their reasons (a run.json
// of before this count says nothing of them).
const docker = run.docker;
const dockerRow =
  docker === undefined
    ? '| docker (a real engine) | – | – | – | not counted by this test run |'
    : `| docker (a real engine) | ${number(docker.passed + docker.failed)} | ${number(docker.passed)} | ${number(docker.skipped)} | ${cell(docker.reasons.join('; ') || '–')} |`;
lines.splice(
  summaryAt,
  0,
  '## Summary',
  '',
  '| section | cases | tried | planned | runs accounted for | lost |',
  '|---|--:|--:|--:|--:|--:|',
  ...totals,
  '',
  '## Sandbox backends under test',
  '',
  'The docker tests (conformance, the hostile agent, `auto`) against a real daemon, as `.ci/run` starts one; a test that cannot run is skipped with its reason, never passed.',
  '',
  '| backend | tests ran | passed | skipped | why skipped |',
  '|---|--:|--:|--:|---|',
  dockerRow,
  '',
);
writeFileSync(out, `${lines.join('\n')}\n`);
process.stdout.write(
  `reliability-doc: ${merged.size} cases from ${entries.length} entries of test run ${run.id} (${code}) -> ${shownOut}\n`,
);
