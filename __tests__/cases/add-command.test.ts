import { access, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../src/cli/command.js';
import { addCommand } from '../../src/cli/commands/add.js';
import { exitCodeOf, messageOf } from '../../src/errors.js';
import { readCassette } from '../../src/provider/cassette.js';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { loadSuite } from '../../src/suite/load-suite.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';
import { makeRecord } from '../report/run-records.js';

const makeTempDir = useTempDirs();
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUN_ID = '2026-01-01T00-00-00-000Z';

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command as main.ts will run it: parse, run, and map a thrown error to its exit code. */
async function runAdd(
  argv: string[],
  cwd: string,
  packageRoot = cwd,
  env: NodeJS.ProcessEnv = {},
): Promise<Result> {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    cwd,
    env,
    packageRoot,
  };
  let code: number;
  try {
    code = await addCommand.run(parseCommandArgs(addCommand, argv), io);
  } catch (error) {
    stderr += `verdict: ${messageOf(error)}\n`;
    code = exitCodeOf(error);
  }
  return { code, stdout, stderr };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const tools = (...names: string[]): RunRecord['toolCalls'] =>
  names.map((name) => ({ name, arguments: { path: 'x' } }));

const record = (taskId: string, rep: number, status: RunRecord['status'], extra = {}) =>
  RunRecordSchema.parse(
    makeRecord(taskId, rep, status, { runId: RUN_ID, suiteId: 'support', ...extra }),
  );

const defaultRuns = (): RunRecord[] => [
  record('price', 1, 'fail', {
    reason: 'tool read_file was not called',
    finalAnswer: 'It costs $90.',
  }),
  record('price', 2, 'pass', {
    toolCalls: tools('read_file', 'web_search', 'read_file'),
    finalAnswer: 'The annual plan costs $120; refunds take 5 business days.',
  }),
  record('price', 3, 'pass', {
    toolCalls: tools('read_file'),
    finalAnswer: 'The annual plan is $120 a year.',
  }),
  record('cancel', 1, 'budget_exceeded', { reason: 'maxTurns' }),
];

const suiteJson = {
  schemaVersion: 1,
  suiteId: 'support',
  suiteVersion: '1.0.0',
  tasks: [
    {
      id: 'price',
      prompt: 'What is the price of the annual plan?',
      agent: 'support',
      budget: { maxTurns: 5, maxWallMs: 10000 },
      verifiers: [{ kind: 'response-contains', id: 'price', texts: ['$'] }],
    },
    {
      id: 'cancel',
      prompt: 'Cancel my subscription',
      budget: { maxTurns: 5, maxWallMs: 10000 },
      verifiers: [{ kind: 'response-contains', id: 'ok', texts: ['cancel'] }],
    },
  ],
};

/** A project with the suite the run came from (`support/`) and one saved run. */
async function project(runs: RunRecord[] = defaultRuns(), withSuite = true): Promise<string> {
  const cwd = await realpath(await makeTempDir());
  await writeTree(cwd, {
    [`.verdict/runs/${RUN_ID}/runs.jsonl`]: runs.map((run) => `${JSON.stringify(run)}\n`).join(''),
    ...(withSuite ? { 'support/suite.json': JSON.stringify(suiteJson) } : {}),
  });
  return cwd;
}

const caseFile = (cwd: string, suite = 'recorded') =>
  path.join(cwd, '.verdict', 'cases', `${suite}.json`);

async function loadCases(file: string) {
  const loaded = await loadSuite(file);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  return loaded.suite;
}

describe('verdict add', () => {
  it('promotes a passing run into a valid case that asserts the tools it used', async () => {
    const cwd = await project();
    const result = await runAdd([RUN_ID, '--task', 'price'], cwd);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✓ added to recorded: What is the price of the annual plan?');
    expect(result.stdout).toContain('asserts it still calls: read_file, web_search');
    expect(result.stdout).toContain('run it with: verdict run .verdict/cases/recorded.json');
    expect(result.stdout).toContain('agent: support');

    const suite = await loadCases(caseFile(cwd));
    expect(suite.suiteId).toBe('recorded');
    expect(suite.tasks).toHaveLength(1);
    expect(suite.tasks[0]?.prompt).toBe('What is the price of the annual plan?');
    expect(suite.tasks[0]?.agent).toBe('support');
    expect(suite.tasks[0]?.verifiers).toEqual([
      { kind: 'tool-called', id: 'tool-called', tools: ['read_file', 'web_search'] },
    ]);
    const raw = JSON.parse(await readFile(caseFile(cwd), 'utf8')) as Array<Record<string, unknown>>;
    expect(raw[0]?.recorded).toMatchObject({
      answer: 'The annual plan costs $120; refunds take 5 business days.',
      runId: RUN_ID,
      taskId: 'price',
      repetition: 2,
      tools: ['read_file', 'web_search', 'read_file'],
    });
  });

  it("keeps the suite's replay rules: a task with them becomes a suite, not a case file", async () => {
    const cwd = await project();
    await writeTree(cwd, {
      'support/suite.json': JSON.stringify({
        ...suiteJson,
        replayNormalize: [{ preset: 'dates' }],
      }),
    });
    const result = await runAdd([RUN_ID, '--task', 'price'], cwd);
    expect(result.code, result.stderr).toBe(0);
    expect(await exists(caseFile(cwd))).toBe(false);
    const suite = await loadCases(path.join(cwd, '.verdict', 'cases', 'recorded', 'suite.json'));
    expect(suite.tasks[0]?.replayNormalize ?? suite.replayNormalize).toEqual([{ preset: 'dates' }]);
  });

  it('adds the --contains words as assertions', async () => {
    const cwd = await project();
    const result = await runAdd(
      [RUN_ID, '--task', 'price', '--contains', 'refund, 5 business days'],
      cwd,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('and mentions: "refund", "5 business days"');
    const suite = await loadCases(caseFile(cwd));
    expect(suite.tasks[0]?.verifiers).toContainEqual({
      kind: 'response-contains',
      id: 'contains',
      texts: ['refund', '5 business days'],
    });
  });

  it('refuses --contains words the passing answer does not mention, writing nothing', async () => {
    const cwd = await project();
    const result = await runAdd([RUN_ID, '--task', 'price', '--contains', 'refund,week'], cwd);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('does not mention "week"');
    expect(await exists(caseFile(cwd))).toBe(false);
  });

  it('refuses a failed run (exit 1) and writes nothing', async () => {
    const cwd = await project();
    const result = await runAdd([RUN_ID, '--task', 'price', '--rep', '1'], cwd);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('promoting a failure would freeze it as the expectation');
    expect(result.stderr).toContain('price #1 is fail');
    expect(await exists(caseFile(cwd))).toBe(false);
    expect(await exists(path.join(cwd, '.verdict', 'cases'))).toBe(false);
  });

  it('refuses a task with no passing repetition (budget_exceeded is not a pass)', async () => {
    const cwd = await project();
    const result = await runAdd([RUN_ID, '--task', 'cancel'], cwd);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no passing repetition (#1 budget_exceeded)');
    expect(await exists(caseFile(cwd))).toBe(false);
  });

  it('appends a second case to the same file with a unique name', async () => {
    const cwd = await project();
    expect((await runAdd([RUN_ID, '--task', 'price'], cwd)).code).toBe(0);
    const second = await runAdd([RUN_ID, '--task', 'price', '--rep', '3'], cwd);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(
      '✓ added to recorded: What is the price of the annual plan? (2)',
    );
    expect(second.stdout).toContain('appended to .verdict/cases/recorded.json');
    const suite = await loadCases(caseFile(cwd));
    expect(suite.tasks.map((task) => task.id)).toEqual([
      'what-is-the-price-of-the-annual-plan',
      'what-is-the-price-of-the-annual-plan-2',
    ]);
    expect(suite.tasks[1]?.verifiers).toEqual([
      { kind: 'tool-called', id: 'tool-called', tools: ['read_file'] },
    ]);
  });

  it('writes to --suite-dir/--suite, and takes a run directory path', async () => {
    const cwd = await project();
    const result = await runAdd(
      [
        path.join('.verdict', 'runs', RUN_ID),
        '--task',
        'support/price',
        '--suite',
        'billing',
        '--suite-dir',
        'evals',
      ],
      cwd,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✓ added to billing:');
    expect((await loadCases(path.join(cwd, 'evals', 'billing.json'))).suiteId).toBe('billing');
  });

  it('names an unknown task or repetition clearly (exit 2)', async () => {
    const cwd = await project();
    const task = await runAdd([RUN_ID, '--task', 'nope'], cwd);
    expect(task.code).toBe(2);
    expect(task.stderr).toContain('--task "nope": the run has no such task (it has price, cancel)');
    const rep = await runAdd([RUN_ID, '--task', 'price', '--rep', '7'], cwd);
    expect(rep.code).toBe(2);
    expect(rep.stderr).toContain('--rep 7: task "price" has no such repetition (it has 1, 2, 3)');
    const bad = await runAdd([RUN_ID, '--task', 'price', '--rep', '0'], cwd);
    expect(bad.code).toBe(2);
    const noTask = await runAdd([RUN_ID], cwd);
    expect(noTask.code).toBe(2);
    expect(noTask.stderr).toContain('--task ID is required');
    const noRun = await runAdd(['missing-run', '--task', 'price'], cwd);
    expect(noRun.code).toBe(2);
    expect(noRun.stderr).toContain('no saved run "missing-run"');
    expect(await exists(caseFile(cwd))).toBe(false);
  });

  it('asks for --from or --prompt when the suite is not at hand, and accepts either', async () => {
    const cwd = await project(defaultRuns(), false);
    const missing = await runAdd([RUN_ID, '--task', 'price'], cwd);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('older than the ones that keep their prompt');
    expect(missing.stderr).toContain('--from <suite>');

    const withPrompt = await runAdd([RUN_ID, '--task', 'price', '--prompt', 'How much?'], cwd);
    expect(withPrompt.code).toBe(0);
    expect(withPrompt.stdout).toContain('cassette: not copied: no source suite (--prompt given)');

    await writeTree(cwd, { 'elsewhere/suite.json': JSON.stringify(suiteJson) });
    const withFrom = await runAdd([RUN_ID, '--task', 'price', '--from', 'elsewhere'], cwd);
    expect(withFrom.code).toBe(0);
    const suite = await loadCases(caseFile(cwd));
    expect(suite.tasks.map((task) => task.prompt)).toEqual([
      'How much?',
      'What is the price of the annual plan?',
    ]);
  });

  it('does not touch an invalid case file (exit 2)', async () => {
    const cwd = await project();
    const broken = '[{"name": "x"}]\n';
    await writeTree(cwd, { '.verdict/cases/recorded.json': broken });
    const result = await runAdd([RUN_ID, '--task', 'price'], cwd);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('not a valid case file');
    expect(await readFile(caseFile(cwd), 'utf8')).toBe(broken);
  });

  it('promotes a task with a fixture into a suite that keeps it, with the cassette once it replays', async () => {
    const cwd = await realpath(await makeTempDir());
    // An old record (no origin): the suite is found by its id among the bundled suites.
    const runs = [
      RunRecordSchema.parse(
        makeRecord('fix-add', 1, 'pass', {
          runId: RUN_ID,
          suiteId: 'smoke-coding',
          mode: 'replay',
          toolCalls: tools('read_file', 'edit_file'),
        }),
      ),
    ];
    await writeTree(cwd, {
      [`.verdict/runs/${RUN_ID}/runs.jsonl`]: runs
        .map((run) => `${JSON.stringify(run)}\n`)
        .join(''),
    });
    const env = { PATH: process.env.PATH };
    const result = await runAdd([RUN_ID, '--task', 'fix-add'], cwd, repoRoot, env);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('asserts it still calls: read_file, edit_file');
    const suiteDir = path.join(cwd, '.verdict', 'cases', 'recorded');
    const suite = await loadCases(suiteDir);
    expect(suite.kind).toBe('suite');
    const task = suite.tasks[0];
    const caseId = task?.id as string;
    expect(task?.policy).toEqual({ mode: 'auto', allow: ['write', 'process'] });
    // The fixture is kept, so the file the prompt names exists in the case's workspace.
    expect(task?.fixtureDir).toBe(path.join(suiteDir, 'fixtures', caseId));
    expect(await exists(path.join(suiteDir, 'fixtures', caseId, 'src', 'math.mjs'))).toBe(true);
    expect(result.stdout).toContain(
      `to ${path.join('.verdict', 'cases', 'recorded', 'fixtures', caseId)}`,
    );
    // A record from before traces: the bundled cassette was replayed against the case before it
    // was copied.
    const copied = path.join(suiteDir, 'cassettes', `${caseId}.jsonl`);
    expect(result.stdout).toContain(
      path.join('fixtures', 'eval', 'smoke-coding', 'cassettes', 'fix-add.jsonl'),
    );
    expect(result.stdout).toContain('(the run kept no trace; it replays the case end to end)');
    const cassette = await readCassette(copied);
    expect(cassette.header).toMatchObject({ suiteId: 'recorded', taskId: caseId });
    expect(result.stdout).toContain(
      `run it with: verdict run ${path.join('.verdict', 'cases', 'recorded')} --allow-write --allow-process`,
    );

    // A second promotion into another suite: an existing cassette is never overwritten.
    const other = path.join(cwd, '.verdict', 'cases', 'other', 'cassettes', `${caseId}.jsonl`);
    await writeTree(cwd, { [path.relative(cwd, other)]: 'kept' });
    const second = await runAdd(
      [RUN_ID, '--task', 'fix-add', '--suite', 'other'],
      cwd,
      repoRoot,
      env,
    );
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('already exists; not overwritten');
    expect(await readFile(other, 'utf8')).toBe('kept');
  });

  it('prints JSON with --json', async () => {
    const cwd = await project();
    const result = await runAdd([RUN_ID, '--task', 'price', '--json'], cwd);
    expect(result.code).toBe(0);
    const parsed = JSON.parse(result.stdout) as { added: boolean; case: { name: string } };
    expect(parsed.added).toBe(true);
    expect(parsed.case.name).toBe('What is the price of the annual plan?');
  });
});
