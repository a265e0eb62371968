import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, formatProblem, type Problem } from '../../src/errors.js';
import { loadSuite, loadSuiteOrThrow, type LoadSuiteResult } from '../../src/suite/load-suite.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

type Json = Record<string, unknown>;

function validSuite(): Json {
  return {
    schemaVersion: 1,
    suiteId: 'my-suite',
    suiteVersion: '1.0.0',
    description: 'Small coding tasks.',
    tasks: [
      {
        id: 'fix-add',
        prompt: 'The function add in src/math.ts is wrong. Fix it.',
        fixture: 'fixtures/fix-add',
        budget: { maxTurns: 30, maxTokens: 200000, maxWallMs: 120000, maxToolCalls: 40 },
        policy: { mode: 'auto', allow: ['process'] },
        verifiers: [
          { kind: 'command', id: 'check', command: ['node', 'check.mjs'], timeoutMs: 30000 },
          { kind: 'file-contains', id: 'plus', path: 'src/math.ts', text: 'a + b' },
          { kind: 'tree-diff-within', id: 'scope', allowed: ['src/math.ts', 'src/'] },
        ],
        tags: ['coding'],
      },
    ],
    replayNormalize: [{ pattern: '\\d{4}-\\d{2}-\\d{2}', replace: '<DATE>' }, { preset: 'dates' }],
  };
}

type Mutable = {
  tasks: Array<Json & { budget: Json; policy: Json; verifiers: Json[] }>;
} & Json;

/** Writes a suite (the valid one, changed by `mutate`) with its fixture into a temp dir. */
async function writeSuite(mutate: (suite: Mutable) => void = () => {}): Promise<string> {
  const dir = await makeTempDir();
  const suite = validSuite() as Mutable;
  mutate(suite);
  await writeTree(dir, {
    'suite.json': JSON.stringify(suite, null, 2),
    'fixtures/fix-add/src/math.ts': 'export const add = (a: number, b: number) => a - b;\n',
    'fixtures/fix-add/check.mjs': 'process.exit(0);\n',
  });
  return dir;
}

function problemsOf(result: LoadSuiteResult): Problem[] {
  if (result.ok) throw new Error('expected the suite to be rejected');
  return result.problems;
}

async function expectProblem(
  dir: string,
  expected: { subject?: string; field: string; message: RegExp | string },
): Promise<Problem[]> {
  const problems = problemsOf(await loadSuite(dir, { cwd: dir }));
  expect(problems).toContainEqual(
    expect.objectContaining({
      file: 'suite.json',
      ...(expected.subject === undefined ? {} : { subject: expected.subject }),
      field: expected.field,
      message:
        typeof expected.message === 'string'
          ? expected.message
          : (expect.stringMatching(expected.message) as unknown),
    }),
  );
  return problems;
}

const task = (suite: Mutable) => suite.tasks[0]!;

describe('loadSuite: a valid suite', () => {
  it('loads suite.json with its tasks, default policy and real fixture path', async () => {
    const dir = await writeSuite((suite) => {
      delete (task(suite) as Json).policy;
    });
    const result = await loadSuite(dir, { cwd: dir });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.suite.suiteId).toBe('my-suite');
    expect(result.suite.suiteVersion).toBe('1.0.0');
    expect(result.suite.kind).toBe('suite');
    expect(result.suite.file).toBe('suite.json');
    expect(result.suite.tasks).toHaveLength(1);
    expect(result.suite.tasks[0]?.policy).toEqual({ mode: 'auto', allow: [] });
    expect(result.suite.tasks[0]?.fixtureDir).toMatch(/fixtures[/\\]fix-add$/);
    expect(result.suite.replayNormalize).toHaveLength(2);
  });

  it('accepts the suite.json path itself, and a task without a fixture (empty workspace)', async () => {
    const dir = await writeSuite((suite) => {
      delete task(suite).fixture;
    });
    const result = await loadSuite(path.join(dir, 'suite.json'));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.suite.tasks[0]?.fixtureDir).toBeUndefined();
  });

  it('loads the bundled smoke-coding suite', async () => {
    const result = await loadSuite(path.resolve('fixtures/eval/smoke-coding'));
    expect(result.ok).toBe(true);
  });

  it('accepts a symlink inside the fixture that stays inside it', async () => {
    const dir = await writeSuite();
    await symlink('math.ts', path.join(dir, 'fixtures/fix-add/src/alias.ts'));
    expect((await loadSuite(dir)).ok).toBe(true);
  });
});

describe('loadSuite: the file itself', () => {
  it('reports a location that does not exist', async () => {
    const dir = await makeTempDir();
    const problems = problemsOf(await loadSuite('missing', { cwd: dir }));
    expect(problems).toEqual([{ file: 'missing', field: '(file)', message: 'does not exist' }]);
  });

  it('reports a directory without suite.json', async () => {
    const dir = await makeTempDir();
    const problems = problemsOf(await loadSuite(dir, { cwd: dir }));
    expect(problems[0]?.message).toMatch(/does not exist: a suite directory holds a suite\.json/);
  });

  it('reports invalid JSON with its position', async () => {
    const dir = await makeTempDir();
    await writeFile(path.join(dir, 'suite.json'), '{ "schemaVersion": 1,, }');
    const problems = problemsOf(await loadSuite(dir, { cwd: dir }));
    expect(problems).toHaveLength(1);
    expect(formatProblem(problems[0]!)).toMatch(/^suite\.json: \(file\): is not valid JSON: .+/);
  });
});

describe('loadSuite: one rejection per rule', () => {
  it('requires schemaVersion 1', async () => {
    const dir = await writeSuite((suite) => {
      suite.schemaVersion = 2;
    });
    await expectProblem(dir, { field: 'schemaVersion', message: 'must be 1' });
  });

  it('requires a semver suiteVersion', async () => {
    const dir = await writeSuite((suite) => {
      suite.suiteVersion = 'v1';
    });
    await expectProblem(dir, { field: 'suiteVersion', message: /semver/ });
  });

  it('rejects a fixture with ".."', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).fixture = '../elsewhere';
    });
    const problems = await expectProblem(dir, {
      subject: 'task "fix-add"',
      field: 'fixture',
      message: /must stay inside the suite directory/,
    });
    expect(formatProblem(problems[0]!)).toMatch(
      /^suite\.json: task "fix-add": fixture: must stay inside the suite directory/,
    );
  });

  it('rejects an absolute fixture', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).fixture = '/etc';
    });
    await expectProblem(dir, {
      subject: 'task "fix-add"',
      field: 'fixture',
      message: /relative path inside the suite directory, not an absolute one/,
    });
  });

  it('rejects a fixture that leaves the suite through a symlink', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).fixture = 'linked';
    });
    const outside = await makeTempDir();
    await symlink(outside, path.join(dir, 'linked'));
    await expectProblem(dir, {
      subject: 'task "fix-add"',
      field: 'fixture',
      message: /must stay inside the suite directory \(it leaves it through a symlink\)/,
    });
  });

  it('rejects a fixture containing a symlink that escapes it', async () => {
    const dir = await writeSuite();
    await symlink('/etc/passwd', path.join(dir, 'fixtures/fix-add/src/passwd'));
    await expectProblem(dir, {
      subject: 'task "fix-add"',
      field: 'fixture',
      message: /contains a symlink that leaves the fixture directory: src\/passwd -> \/etc\/passwd/,
    });
  });

  it('rejects a fixture that does not exist, or is a file', async () => {
    const missing = await writeSuite((suite) => {
      task(suite).fixture = 'fixtures/nope';
    });
    await expectProblem(missing, { field: 'fixture', message: /does not exist/ });
    const file = await writeSuite((suite) => {
      task(suite).fixture = 'fixtures/fix-add/check.mjs';
    });
    await expectProblem(file, { field: 'fixture', message: 'must be a directory' });
  });

  it('rejects a verifier path with ".."', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).verifiers[1]!.path = 'src/../../secret';
    });
    await expectProblem(dir, {
      subject: 'task "fix-add"',
      field: 'verifiers[plus].path',
      message: /must stay inside the task directory/,
    });
  });

  it('rejects an absolute verifier path', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).verifiers.push({ kind: 'file-absent', id: 'gone', path: '/tmp/x' });
    });
    await expectProblem(dir, {
      field: 'verifiers[gone].path',
      message: /not an absolute one/,
    });
  });

  it('rejects a tree-diff-within entry that leaves the workspace', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).verifiers[2]!.allowed = ['src/', '../'];
    });
    await expectProblem(dir, {
      field: 'verifiers[scope].allowed[1]',
      message: /must stay inside the task directory/,
    });
  });

  it('rejects a verifier path that leaves the task directory through a symlink', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).verifiers.push({
        kind: 'file-equals',
        id: 'hash',
        path: 'out/result.txt',
        sha256: 'a'.repeat(64),
      });
    });
    const outside = await makeTempDir();
    await symlink(outside, path.join(dir, 'fixtures/fix-add/out'));
    await expectProblem(dir, {
      field: 'verifiers[hash].path',
      message: /leaves it through a symlink/,
    });
  });

  it('rejects duplicate task ids', async () => {
    const dir = await writeSuite((suite) => {
      suite.tasks.push(structuredClone(task(suite)));
    });
    await expectProblem(dir, { subject: 'task #2', field: 'id', message: /must be unique/ });
  });

  it('rejects duplicate verifier ids within a task', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).verifiers[2]!.id = 'check';
    });
    await expectProblem(dir, {
      subject: 'task "fix-add"',
      field: 'verifiers[2].id',
      message: /"check" is already the id of verifiers\[0\]/,
    });
  });

  it('requires budget.maxTurns', async () => {
    const dir = await writeSuite((suite) => {
      delete task(suite).budget.maxTurns;
    });
    await expectProblem(dir, { field: 'budget.maxTurns', message: 'is required' });
  });

  it('requires budget.maxWallMs', async () => {
    const dir = await writeSuite((suite) => {
      delete task(suite).budget.maxWallMs;
    });
    await expectProblem(dir, { field: 'budget.maxWallMs', message: 'is required' });
  });

  it('requires positive integer budgets', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).budget.maxTurns = 0;
      task(suite).budget.maxToolCalls = 2.5;
    });
    await expectProblem(dir, { field: 'budget.maxTurns', message: 'must be greater than 0' });
    await expectProblem(dir, { field: 'budget.maxToolCalls', message: /integer/ });
  });

  it('rejects an unknown policy mode', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).policy.mode = 'yolo';
    });
    await expectProblem(dir, {
      field: 'policy.mode',
      message: 'must be one of "ask", "auto", "full"',
    });
  });

  it('rejects an unknown or repeated effect in policy.allow', async () => {
    const unknown = await writeSuite((suite) => {
      task(suite).policy.allow = ['network'];
    });
    await expectProblem(unknown, { field: 'policy.allow[0]', message: /must be one of "write"/ });
    const repeated = await writeSuite((suite) => {
      task(suite).policy.allow = ['write', 'write'];
    });
    await expectProblem(repeated, { field: 'policy.allow', message: 'must not repeat an effect' });
  });

  it('rejects a non-boolean readOnly', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).policy.readOnly = 'yes';
    });
    await expectProblem(dir, {
      field: 'policy.readOnly',
      message: 'must be a boolean, not a string',
    });
  });

  it('rejects an unknown verifier kind', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).verifiers.push({ kind: 'llm-judge', id: 'judge' });
    });
    await expectProblem(dir, {
      field: 'verifiers[judge].kind',
      message: /must be one of "command"/,
    });
  });

  it('requires command to be an argv array with a timeout of at most 600000 ms', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).verifiers[0]!.command = 'node check.mjs';
      task(suite).verifiers[0]!.timeoutMs = 600001;
    });
    await expectProblem(dir, {
      field: 'verifiers[check].command',
      message: 'must be an array, not a string',
    });
    await expectProblem(dir, {
      field: 'verifiers[check].timeoutMs',
      message: 'must be at most 600000',
    });
  });

  it('rejects an invalid response-matches pattern and an invalid replayNormalize pattern', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).verifiers.push({ kind: 'response-matches', id: 'm', pattern: '(open' });
      suite.replayNormalize = [{ pattern: '[z-a]', replace: '' }];
    });
    await expectProblem(dir, { field: 'verifiers[m].pattern', message: /regular expression/ });
    await expectProblem(dir, {
      field: 'replayNormalize[0].pattern',
      message: /regular expression/,
    });
  });

  it('rejects an unknown field, naming it', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).budget.maxTurn = 3;
    });
    await expectProblem(dir, {
      field: 'budget',
      message: 'unknown field "maxTurn" (check the spelling)',
    });
  });

  it('rejects a task id that cannot be a file name', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).id = '../evil';
    });
    await expectProblem(dir, { field: 'id', message: /must start with a letter or digit/ });
  });
});

describe('loadSuite: every problem at once', () => {
  it('reports schema, path and uniqueness problems of several tasks together', async () => {
    const dir = await writeSuite((suite) => {
      task(suite).fixture = '../x';
      delete task(suite).budget.maxWallMs;
      suite.tasks.push({
        id: 'second',
        prompt: 'p',
        budget: { maxTurns: 1, maxWallMs: 1 },
        policy: { mode: 'auto' },
        verifiers: [
          { kind: 'file-absent', id: 'x', path: '/abs' },
          { kind: 'file-absent', id: 'x', path: 'ok' },
        ],
      });
    });
    const problems = problemsOf(await loadSuite(dir, { cwd: dir }));
    expect(problems.map(formatProblem).sort()).toEqual([
      'suite.json: task "fix-add": budget.maxWallMs: is required',
      'suite.json: task "fix-add": fixture: must stay inside the suite directory (no "..")',
      'suite.json: task "second": verifiers[1].id: "x" is already the id of verifiers[0]; verifier ids must be unique within a task',
      'suite.json: task "second": verifiers[x].path: must be a relative path inside the task directory (the workspace), not an absolute one',
    ]);
  });

  it('loadSuiteOrThrow throws a ConfigError carrying every problem', async () => {
    const dir = await writeSuite((suite) => {
      suite.suiteVersion = 'one';
      task(suite).fixture = '/abs';
    });
    const error = await loadSuiteOrThrow(dir, { cwd: dir }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toHaveLength(2);
    expect((error as ConfigError).message).toMatch(/suite\.json: 2 problems/);
  });
});

describe('loadSuite: case files', () => {
  async function writeCases(cases: unknown, name = 'support.json'): Promise<string> {
    const dir = await makeTempDir();
    await writeFile(path.join(dir, name), JSON.stringify(cases));
    return path.join(dir, name);
  }

  it('turns each case into a task whose verifiers are its assertions', async () => {
    const file = await writeCases([
      {
        name: 'What is the price of the annual plan?',
        prompt: 'Price?',
        expect: {
          contains: ['$120'],
          not_contains: 'I cannot',
          matches: '\\$\\d+',
          tool_called: ['read_file'],
          tool_not_called: 'bash',
        },
      },
      { name: 'Bare case', prompt: 'Hi', agent: 'support' },
    ]);
    const result = await loadSuite(file);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { suite } = result;
    expect(suite.kind).toBe('case-file');
    expect(suite.suiteId).toBe('support');
    expect(suite.suiteVersion).toMatch(/^0\.0\.0\+[0-9a-f]{12}$/);
    expect(suite.tasks.map((t) => t.id)).toEqual([
      'what-is-the-price-of-the-annual-plan',
      'bare-case',
    ]);
    expect(suite.tasks[0]?.verifiers.map((v) => v.kind)).toEqual([
      'response-contains',
      'response-not-contains',
      'response-matches',
      'tool-called',
      'tool-not-called',
    ]);
    expect(suite.tasks[1]).toMatchObject({ agent: 'support', verifiers: [] });
  });

  it('changes its version when its content changes', async () => {
    const first = await loadSuite(await writeCases([{ name: 'a', prompt: 'x' }]));
    const second = await loadSuite(await writeCases([{ name: 'a', prompt: 'y' }]));
    expect(first.ok && second.ok).toBe(true);
    if (first.ok && second.ok) expect(first.suite.suiteVersion).not.toBe(second.suite.suiteVersion);
  });

  it('reports every case problem, naming the case', async () => {
    const file = await writeCases([
      { name: 'refund policy', prompt: 'a' },
      { name: 'Refund Policy!', prompt: 'b', expect: { matches: '([a-z' } },
      { name: 'no prompt', expect: { tool_caled: ['x'] } },
    ]);
    const problems = problemsOf(await loadSuite(file));
    const lines = problems.map(
      (problem) => `${problem.subject}: ${problem.field}: ${problem.message}`,
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'case "Refund Policy!": expect.matches: must be a valid JavaScript regular expression',
        'case "no prompt": prompt: is required',
        'case "no prompt": expect: unknown field "tool_caled" (check the spelling)',
        'case "Refund Policy!": name: gives the task id "refund-policy", like case #1; rename one of them',
      ]),
    );
  });

  it('rejects an empty case file and a file name that cannot be a suite id', async () => {
    expect(problemsOf(await loadSuite(await writeCases([])))[0]?.message).toBe(
      'must have at least 1 item(s)',
    );
    const badName = await writeCases([{ name: 'a', prompt: 'b' }], 'my cases.json');
    expect(problemsOf(await loadSuite(badName))[0]?.field).toBe('(file name)');
  });
});

describe('loadSuite: directories', () => {
  it('never follows a suite.json that is a directory into a crash', async () => {
    const dir = await makeTempDir();
    await mkdir(path.join(dir, 'suite.json'));
    const problems = problemsOf(await loadSuite(dir, { cwd: dir }));
    expect(problems[0]?.field).toBe('(file)');
  });
});
