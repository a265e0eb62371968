// The benchmark's workloads, written into temporary directories: prompt cases as a Verdict case file
// and as the equivalent promptfoo configuration, a suite of scripted conversations of a given
// length, the floors' fixture lists, and run directories of many records for `verdict report`.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensurePackage } from './install.mjs';
import { repoRoot } from './lib.mjs';

export const PROMPTFOO = { name: 'promptfoo', version: '0.121.20', bin: 'promptfoo' };

/**
 * Installs promptfoo, pinned, into the ignored .cache/bench/ the first time (bench/install.mjs);
 * returns its command.
 */
export async function promptfooCommand() {
  const installed = await ensurePackage(PROMPTFOO, {
    root: path.join(repoRoot, '.cache', 'bench'),
  });
  return installed.command;
}

/**
 * `count` prompt cases, each with a `contains` and a `matches` assertion; the model server answers
 * every seventh case wrongly (bench/model-server.mjs), so both tools must count the same failures.
 */
export function promptCases(count) {
  return Array.from({ length: count }, (_, i) => ({
    name: `case ${i + 1}`,
    prompt: `Case ${i + 1}: add three to ${i + 1}. Answer in one sentence.`,
    expect: { contains: `answer is ${i + 4}`, matches: '^The answer is \\d+\\.$' },
  }));
}

/** Writes the cases as a Verdict case file (SPEC §2); returns its path. */
export async function writeCaseFile(dir, cases) {
  const file = path.join(dir, 'cases.json');
  await writeFile(file, `${JSON.stringify(cases, null, 2)}\n`);
  return file;
}

/** The same cases as a promptfoo configuration against `baseUrl`; returns its path. */
export async function writePromptfooConfig(dir, cases, baseUrl) {
  const lines = [
    'description: verdict bench',
    'prompts:',
    `  - ${JSON.stringify('{{prompt}}')}`,
    'providers:',
    '  - id: openai:chat:bench',
    '    config:',
    `      apiBaseUrl: ${JSON.stringify(baseUrl)}`,
    '      apiKey: bench-key',
    'tests:',
  ];
  for (const testCase of cases) {
    lines.push(
      '  - vars:',
      `      prompt: ${JSON.stringify(testCase.prompt)}`,
      '    assert:',
      '      - type: contains',
      `        value: ${JSON.stringify(testCase.expect.contains)}`,
      '      - type: regex',
      `        value: ${JSON.stringify(testCase.expect.matches)}`,
    );
  }
  const file = path.join(dir, 'pf.yaml');
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
}

/** How many cases passed, from promptfoo's summary line ("✓ 430 passed"). */
export function promptfooPasses(stdout) {
  // eslint-disable-next-line no-control-regex
  const plain = stdout.replace(/\u001b\[[0-9;]*m/g, '');
  const match = /(\d[\d,]*) passed/.exec(plain);
  if (match === null) throw new Error('promptfoo printed no "N passed" summary');
  return Number(match[1].replace(/,/g, ''));
}

/** How many runs passed, from the report.json Verdict wrote into `outDir`. */
export async function verdictPasses(outDir) {
  const report = JSON.parse(await readFile(path.join(outDir, 'report.json'), 'utf8'));
  return report.summary.counts.pass;
}

/**
 * A suite of `tasks` tasks whose scripts make `turns` model calls each: `turns - 1` reads of a small
 * file, then the answer. Returns the suite directory; run it with `--mode scripted`.
 */
export async function writeConversationSuite(dir, { turns, tasks }) {
  const suiteDir = path.join(dir, `talk-${turns}`);
  await mkdir(path.join(suiteDir, 'fixtures', 'notes'), { recursive: true });
  await mkdir(path.join(suiteDir, 'scripts'), { recursive: true });
  await writeFile(path.join(suiteDir, 'fixtures', 'notes', 'notes.txt'), 'remember: done\n');
  const ids = Array.from({ length: tasks }, (_, i) => `talk-${i + 1}`);
  const suite = {
    schemaVersion: 1,
    suiteId: `talk-${turns}`,
    suiteVersion: '1.0.0',
    tasks: ids.map((id) => ({
      id,
      prompt: 'Read notes.txt as often as you like, then say what it says.',
      fixture: 'fixtures/notes',
      budget: { maxTurns: turns + 5, maxWallMs: 120_000 },
      policy: { mode: 'auto', allow: [] },
      verifiers: [{ kind: 'response-contains', id: 'done', texts: ['done'] }],
    })),
  };
  await writeFile(path.join(suiteDir, 'suite.json'), `${JSON.stringify(suite, null, 2)}\n`);
  const script = {
    format: 'script/v1',
    turns: [
      ...Array.from({ length: turns - 1 }, () => ({
        toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }],
      })),
      { content: 'The notes say: done.' },
    ],
  };
  for (const id of ids) {
    await writeFile(path.join(suiteDir, 'scripts', `${id}.json`), `${JSON.stringify(script)}\n`);
  }
  return suiteDir;
}

export const BUNDLED_DIR = path.join(repoRoot, 'fixtures', 'eval');

/**
 * The tool calls a recorded answer asks for, in order: `{ name, ...arguments }`. Bundled cassettes
 * hold Chat Completions answers, streamed (SSE events, the arguments in pieces) or whole.
 */
function recordedToolCalls(response) {
  const calls = [];
  const add = (index, name, args) => {
    calls[index] ??= { name: '', args: '' };
    calls[index].name += name ?? '';
    calls[index].args += args ?? '';
  };
  const chunks =
    response.kind === 'sse'
      ? response.events.flatMap((event) => {
          try {
            return [JSON.parse(event)];
          } catch {
            return []; // `[DONE]`
          }
        })
      : [response.body];
  for (const chunk of chunks) {
    for (const choice of chunk?.choices ?? []) {
      const toolCalls = choice.delta?.tool_calls ?? choice.message?.tool_calls ?? [];
      for (const [position, call] of toolCalls.entries()) {
        add(call.index ?? position, call.function?.name, call.function?.arguments);
      }
    }
  }
  return calls
    .filter((call) => call !== undefined)
    .map((call) => ({ name: call.name, ...JSON.parse(call.args === '' ? '{}' : call.args) }));
}

/**
 * The bundled tasks that have a cassette, as `verdict ci` replays them: suite directory, task id,
 * absolute fixture directory, number of model calls in the cassette, and the steps a harness cannot
 * skip: the tool calls the cassette's answers ask for, then the task's command verifiers.
 */
export async function bundledCassetteTasks() {
  const tasks = [];
  for (const name of (await readdir(BUNDLED_DIR)).sort()) {
    const suiteDir = path.join(BUNDLED_DIR, name);
    const suite = JSON.parse(
      await readFile(path.join(suiteDir, 'suite.json'), 'utf8').catch(() => 'null'),
    );
    if (suite === null) continue;
    for (const task of suite.tasks) {
      const cassette = path.join(suiteDir, 'cassettes', `${task.id}.jsonl`);
      const text = await readFile(cassette, 'utf8').catch(() => null);
      if (text === null) continue;
      const lines = text.split('\n').filter((line) => line.startsWith('{"call":'));
      const verifiers = (task.verifiers ?? []).filter((verifier) => verifier.kind === 'command');
      tasks.push({
        suiteId: suite.suiteId,
        suiteDir,
        taskId: task.id,
        fixture: task.fixture === undefined ? null : path.join(suiteDir, task.fixture),
        calls: lines.length,
        steps: [
          ...lines.flatMap((line) => recordedToolCalls(JSON.parse(line).response)),
          ...verifiers.map((verifier) => ({ name: 'verifier', command: verifier.command })),
        ],
      });
    }
  }
  return tasks;
}

/**
 * Copies a real run directory (`conditions.json` and `runs.jsonl` of a k=1 run) into `dir` with
 * `repetitions` records per task: each record repeated with repetition 1…n and its seed moved the
 * same way, and `conditions.k` set to n, so the plan and the records agree and every record stays
 * valid. Returns the number of records written.
 */
export async function replicateRunDirectory(sourceDir, dir, repetitions) {
  const started = JSON.parse(await readFile(path.join(sourceDir, 'conditions.json'), 'utf8'));
  const records = (await readFile(path.join(sourceDir, 'runs.jsonl'), 'utf8'))
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
  const seed = started.conditions.seed;
  await mkdir(dir, { recursive: true });
  started.conditions.k = repetitions;
  await writeFile(path.join(dir, 'conditions.json'), `${JSON.stringify(started, null, 2)}\n`);
  const lines = [];
  for (let repetition = 1; repetition <= repetitions; repetition += 1) {
    for (const record of records) {
      lines.push(JSON.stringify({ ...record, repetition, seed: seed + repetition }));
    }
  }
  await writeFile(path.join(dir, 'runs.jsonl'), `${lines.join('\n')}\n`);
  return lines.length;
}

/** The five model calls of the sandbox figures' task: look, read, edit, check, answer. */
const FIVE_TURN_SCRIPT = {
  format: 'script/v1',
  turns: [
    { toolCalls: [{ name: 'list_files', arguments: { recursive: true } }] },
    { toolCalls: [{ name: 'read_file', arguments: { path: 'src/greet.mjs' } }] },
    {
      toolCalls: [
        {
          name: 'edit_file',
          arguments: { path: 'src/greet.mjs', old: "'helo'", new: "'hello'" },
        },
      ],
    },
    { toolCalls: [{ name: 'read_file', arguments: { path: 'src/greet.mjs' } }] },
    { content: 'Fixed the typo in src/greet.mjs: the greeting is now hello.' },
  ],
};

/**
 * A one-task suite whose run makes exactly five model calls and starts no process (its tools read
 * and edit files; its verifiers read the result), so that a replay of it measures the harness
 * alone. Record its cassette from its script (`verdict record --provider scripted`) with the
 * Verdict under test before replaying it. Returns `{ suiteDir, taskId, fixture }`; run it with
 * `--allow-write`.
 */
export async function writeFiveTurnSuite(dir) {
  const suiteDir = path.join(dir, 'five-turn');
  const fixture = path.join(suiteDir, 'fixtures', 'greet');
  await mkdir(path.join(fixture, 'src'), { recursive: true });
  await mkdir(path.join(suiteDir, 'scripts'), { recursive: true });
  await writeFile(
    path.join(fixture, 'src', 'greet.mjs'),
    "export const greeting = 'helo';\nexport const greet = (name) => `${greeting}, ${name}`;\n",
  );
  await writeFile(path.join(fixture, 'README.md'), '# greet\n\nSays hello.\n');
  const suite = {
    schemaVersion: 1,
    suiteId: 'five-turn',
    suiteVersion: '1.0.0',
    tasks: [
      {
        id: 'fix-greeting',
        prompt:
          "The greeting in src/greet.mjs is misspelled: make it 'hello'. Change only that file.",
        fixture: 'fixtures/greet',
        budget: { maxTurns: 10, maxWallMs: 60_000, maxToolCalls: 10 },
        policy: { mode: 'auto', allow: ['write'] },
        verifiers: [
          { kind: 'file-contains', id: 'fixed', path: 'src/greet.mjs', text: "'hello'" },
          { kind: 'tree-diff-within', id: 'scope', allowed: ['src/greet.mjs'] },
          {
            kind: 'tool-sequence',
            id: 'read-first',
            rule: { type: 'before', first: 'read_file', then: 'edit_file' },
          },
        ],
      },
    ],
  };
  await writeFile(path.join(suiteDir, 'suite.json'), `${JSON.stringify(suite, null, 2)}\n`);
  await writeFile(
    path.join(suiteDir, 'scripts', 'fix-greeting.json'),
    `${JSON.stringify(FIVE_TURN_SCRIPT, null, 2)}\n`,
  );
  return { suiteDir, taskId: 'fix-greeting', fixture };
}
