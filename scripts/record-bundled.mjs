// Re-records the cassettes of the bundled suites (fixtures/eval/*) from their scripts, with the
// built-in agent, an empty configuration and the grants they were written for. Run it after an
// intentional change of the harness (system prompt, tool descriptions, request shape), review the
// cassette diff, and commit it. Two recordings in a row are byte-identical.
//
//   npm run eval:record-bundled [-- --tasks suite/task,... --out DIR]
//
// --out DIR writes DIR/<suite>/<task>.jsonl instead of each suite's cassettes/ directory.
// A recorded task that does not pass is an error: a bundled script is a correct solution.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');
const BUNDLED = path.join(ROOT, 'fixtures', 'eval');
const BIN = path.join(ROOT, 'bin', 'verdict.js');

function usage(message) {
  console.error(`record-bundled: ${message}`);
  console.error('Usage: npm run eval:record-bundled [-- --tasks suite/task,... --out DIR]');
  process.exit(2);
}

let options;
try {
  options = parseArgs({
    options: { tasks: { type: 'string' }, out: { type: 'string' } },
    allowPositionals: false,
  }).values;
} catch (error) {
  usage(error.message.split('. ')[0]);
}

/** The bundled suites that have scripts, with the tasks each can record. */
async function scriptedSuites() {
  const suites = [];
  for (const name of (await readdir(BUNDLED)).sort()) {
    const dir = path.join(BUNDLED, name);
    const suiteFile = path.join(dir, 'suite.json');
    if (!(await stat(suiteFile).catch(() => undefined))?.isFile()) continue;
    const suite = JSON.parse(await readFile(suiteFile, 'utf8'));
    const scripts = new Set(await readdir(path.join(dir, 'scripts')).catch(() => []));
    const tasks = suite.tasks.map((task) => task.id).filter((id) => scripts.has(`${id}.json`));
    suites.push({
      name,
      dir,
      suiteId: suite.suiteId,
      allTasks: suite.tasks.map((t) => t.id),
      tasks,
    });
  }
  return suites;
}

/** `--tasks suite/task,...` against what exists; every unknown entry is named. */
function selectTasks(suites, spec) {
  if (spec === undefined) return suites.filter((suite) => suite.tasks.length > 0);
  const wanted = new Map();
  const problems = [];
  for (const entry of spec
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [suiteName, taskId, extra] = entry.split('/');
    const suite = suites.find((s) => s.name === suiteName || s.suiteId === suiteName);
    if (extra !== undefined || taskId === undefined || taskId === '') {
      problems.push(`${JSON.stringify(entry)}: expected suite/task`);
    } else if (suite === undefined) {
      problems.push(`${JSON.stringify(entry)}: no bundled suite ${JSON.stringify(suiteName)}`);
    } else if (!suite.allTasks.includes(taskId)) {
      problems.push(
        `${JSON.stringify(entry)}: suite ${suite.suiteId} has no task ${JSON.stringify(taskId)}`,
      );
    } else if (!suite.tasks.includes(taskId)) {
      problems.push(
        `${JSON.stringify(entry)}: no script ${suite.name}/scripts/${taskId}.json to record from`,
      );
    } else {
      wanted.set(suite, [...(wanted.get(suite) ?? []), taskId]);
    }
  }
  if (problems.length > 0) usage(`--tasks:\n  - ${problems.join('\n  - ')}`);
  if (wanted.size === 0) usage('--tasks names no task');
  return [...wanted].map(([suite, tasks]) => ({ ...suite, tasks }));
}

const selected = selectTasks(await scriptedSuites(), options.tasks);
const work = await mkdtemp(path.join(os.tmpdir(), 'verdict-record-bundled-'));
const emptyConfig = path.join(work, 'verdict.config.json');
await writeFile(emptyConfig, '{}\n');
let failed = 0;
try {
  for (const suite of selected) {
    const cassetteDir =
      options.out === undefined
        ? path.join(suite.dir, 'cassettes')
        : path.resolve(options.out, suite.name);
    const reportDir = path.join(work, suite.name);
    const args = [
      BIN,
      'record',
      suite.dir,
      '--provider',
      'scripted',
      '--tasks',
      suite.tasks.join(','),
    ];
    args.push('--allow-write', '--allow-process', '--config', emptyConfig);
    args.push('--cassette-dir', cassetteDir, '--out', reportDir);
    try {
      await promisify(execFile)(process.execPath, args, { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
    } catch (error) {
      console.error(`${suite.suiteId}: recording failed (exit ${error.code}):\n${error.stderr}`);
      failed += 1;
      continue;
    }
    const records = (await readFile(path.join(reportDir, 'runs.jsonl'), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    for (const record of records) {
      if (record.status === 'pass') continue;
      failed += 1;
      const verifiers = (record.verifiers ?? [])
        .filter((verifier) => verifier.outcome !== 'pass')
        .map((verifier) => `${verifier.id} ${verifier.outcome}: ${verifier.detail}`);
      console.error(
        `${suite.suiteId}/${record.taskId}: ${record.status} — ${record.reason ?? record.error?.message ?? verifiers.join('; ')}`,
      );
    }
    const shown = path.relative(process.cwd(), cassetteDir) || cassetteDir;
    console.log(`${suite.suiteId}: recorded ${suite.tasks.length} cassette(s) in ${shown}`);
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
if (failed > 0) {
  console.error(
    `record-bundled: ${failed} recording(s) failed or did not pass; review before committing`,
  );
  process.exit(1);
}
