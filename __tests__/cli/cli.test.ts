import { cp, readdir, readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCliInProcess } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

/** Each committed defect suite, and the task and field its report must name. */
const DEFECTS: Record<string, string> = {
  'allowed-dotdot':
    'task "fix-add": verifiers[scope].allowed[1]: must stay inside the task directory',
  'bad-cases.json': 'case "no prompt": prompt: is required',
  'bad-policy-effect': 'task "fix-add": policy.allow[0]: must be one of',
  'bad-policy-mode': 'task "fix-add": policy.mode: must be one of "ask", "auto", "full"',
  'bad-regex':
    'task "fix-add": verifiers[m].pattern: must be a valid JavaScript regular expression',
  'bad-suite-version': 'suite.json: suiteVersion: must be a semver version',
  'command-not-argv': 'task "fix-add": verifiers[check].command: must be an array, not a string',
  'command-timeout-too-long': 'task "fix-add": verifiers[check].timeoutMs: must be at most 600000',
  'duplicate-task-id': 'task #2: id: "fix-add" is already the id of task #1',
  'duplicate-verifier-id':
    'task "fix-add": verifiers[1].id: "check" is already the id of verifiers[0]',
  'fixture-absolute': 'task "fix-add": fixture: must be a relative path inside the suite directory',
  'fixture-dotdot': 'task "fix-add": fixture: must stay inside the suite directory',
  'fixture-missing': 'task "fix-add": fixture: does not exist',
  'many-problems': 'task "second": verifiers[x].path: must stay inside the task directory',
  'missing-max-turns': 'task "fix-add": budget.maxTurns: is required',
  'missing-max-wall-ms': 'task "fix-add": budget.maxWallMs: is required',
  'not-json': 'suite.json: (file): is not valid JSON',
  'unknown-field': 'task "fix-add": budget: unknown field "maxTurn"',
  'unknown-verifier-kind': 'task "fix-add": verifiers[judge].kind: must be one of "command"',
  'verifier-path-absolute': 'task "fix-add": verifiers[has-plus].path: must be a relative path',
  'verifier-path-dotdot':
    'task "fix-add": verifiers[has-plus].path: must stay inside the task directory',
};

describe('verdict validate', () => {
  it('covers every committed defect suite', async () => {
    const committed = await readdir(path.join(REPO_ROOT, 'fixtures/invalid'));
    expect(committed.sort()).toEqual(Object.keys(DEFECTS).sort());
  });

  for (const [defect, expected] of Object.entries(DEFECTS)) {
    it(`exits 2 on ${defect}, naming the task and the field`, async () => {
      const result = await runCliInProcess(['validate', `fixtures/invalid/${defect}`]);
      expect(result.code).toBe(2);
      expect(result.stdout).toContain(expected);
      expect(result.stdout).toMatch(/nothing ran/);
      expect(result.stderr).toBe('');
    });
  }

  it('exits 0 on a valid suite and a valid case file', async () => {
    const suite = await runCliInProcess(['validate', 'fixtures/eval/smoke-coding']);
    expect(suite).toMatchObject({ code: 0 });
    expect(suite.stdout).toMatch(
      /^✓ fixtures\/eval\/smoke-coding\/suite\.json: suite "smoke-coding" .* is valid \(7 tasks\)/,
    );
    const cases = await runCliInProcess(['validate', 'fixtures/cases/support.json']);
    expect(cases.code).toBe(0);
    expect(cases.stdout).toMatch(/suite "support" 0\.0\.0\+[0-9a-f]{12} is valid \(3 tasks\)/);
  });

  it('prints every problem as JSON with --json', async () => {
    const result = await runCliInProcess(['validate', 'fixtures/invalid/many-problems', '--json']);
    expect(result.code).toBe(2);
    const output = JSON.parse(result.stdout) as {
      valid: boolean;
      problems: Array<Record<string, string>>;
    };
    expect(output.valid).toBe(false);
    expect(output.problems).toHaveLength(5);
    expect(output.problems).toContainEqual({
      file: 'fixtures/invalid/many-problems/suite.json',
      subject: 'task "fix-add"',
      field: 'budget.maxWallMs',
      message: 'is required',
    });
  });

  it('prints the suite as JSON with --json when valid', async () => {
    const result = await runCliInProcess(['validate', '--json', 'fixtures/eval/smoke-coding']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      valid: true,
      suiteId: 'smoke-coding',
      kind: 'suite',
    });
    expect((JSON.parse(result.stdout) as { tasks: string[] }).tasks).toContain('fix-add');
  });

  it('is a usage error (exit 2) without a suite argument, or with an unknown option', async () => {
    const missing = await runCliInProcess(['validate']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/validate: missing <suite-dir>/);
    const unknown = await runCliInProcess(['validate', 'x', '--frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option '--frobnicate'.*verdict validate --help/);
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('verdict list', () => {
  it('lists the bundled suites with task counts', async () => {
    const result = await runCliInProcess(['list']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^SUITE\s+VERSION\s+TASKS\s+SOURCE\s+FILE$/m);
    expect(result.stdout).toMatch(
      /^smoke-coding\s+\S+\s+7\s+bundled\s+fixtures\/eval\/smoke-coding\/suite\.json$/m,
    );
    for (const [suite, tasks] of [
      ['tool-sequences', 6],
      ['long-context', 3],
      ['long-context-stress', 9],
    ] as const) {
      expect(result.stdout).toMatch(new RegExp(`^${suite}\\s+\\S+\\s+${tasks}\\s+bundled`, 'm'));
    }
  });

  it('adds the suites of --suite-dir: subdirectories with suite.json and case files, valid or not', async () => {
    const dir = await makeTempDir();
    await writeTree(dir, {
      'alpha/suite.json': JSON.stringify({
        schemaVersion: 1,
        suiteId: 'alpha',
        suiteVersion: '2.1.0',
        tasks: [
          {
            id: 'a',
            prompt: 'p',
            budget: { maxTurns: 1, maxWallMs: 1 },
            verifiers: [{ kind: 'response-contains', id: 'r', texts: ['x'] }],
          },
          {
            id: 'b',
            prompt: 'p',
            budget: { maxTurns: 1, maxWallMs: 1 },
            verifiers: [{ kind: 'tool-called', id: 't', tools: ['read_file'] }],
          },
        ],
      }),
      'broken/suite.json': '{}',
      'cases.json': JSON.stringify([{ name: 'one', prompt: 'p' }]),
      'notes.json': '{"not": "a case file"}',
    });
    const result = await runCliInProcess(['list', '--suite-dir', dir, '--json']);
    expect(result.code).toBe(0);
    const { suites } = JSON.parse(result.stdout) as { suites: Array<Record<string, unknown>> };
    const mine = suites.filter((suite) => suite.source === 'suite-dir');
    expect(mine.map((suite) => [suite.suiteId, suite.tasks, suite.valid])).toEqual([
      ['alpha', 2, true],
      [undefined, undefined, false],
      ['cases', 1, true],
    ]);
    expect(mine[1]?.problems).toBeGreaterThan(0);
    const text = await runCliInProcess(['list', '--suite-dir', dir]);
    expect(text.stdout).toMatch(/^alpha\s+2\.1\.0\s+2\s+suite-dir/m);
    expect(text.stdout).toMatch(/problem\(s\): verdict validate .*broken\/suite\.json/);
  });

  it('accepts a single suite directory as --suite-dir', async () => {
    const result = await runCliInProcess([
      'list',
      '--suite-dir',
      'fixtures/eval/smoke-coding',
      '--json',
    ]);
    const { suites } = JSON.parse(result.stdout) as { suites: Array<Record<string, unknown>> };
    expect(suites.filter((suite) => suite.source === 'suite-dir')).toHaveLength(1);
  });

  it('is a usage error when --suite-dir holds no suite', async () => {
    const dir = await makeTempDir();
    const result = await runCliInProcess(['list', '--suite-dir', dir]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/list: no suite in/);
  });
});

describe('verdict help', () => {
  it('prints the commands and the exit codes', async () => {
    const result = await runCliInProcess(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^\s+list\s+list suites/m);
    expect(result.stdout).toMatch(/^\s+validate\s+load a suite/m);
    expect(result.stdout).toMatch(/Exit codes: 0 done/);
  });

  it('has --help for every command, and `help <command>`', async () => {
    for (const argv of [
      ['list', '--help'],
      ['validate', '-h'],
      ['help', 'validate'],
    ]) {
      const result = await runCliInProcess(argv);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^Usage: verdict (list|validate)/);
      expect(result.stdout).toMatch(/Global options:/);
    }
  });

  it('rejects an unknown command with exit 2 and the list of commands', async () => {
    const result = await runCliInProcess(['frobnicate', '--json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /unknown command "frobnicate". Commands: list, validate, run, record, cassette, ci, pr, compare, variants, diagnose, runs, show, view, history, report, merge, gate, export, add, agent/,
    );
    expect(JSON.parse(result.stdout)).toMatchObject({ error: { kind: 'UsageError' } });
  });
});

describe('numeric options', () => {
  it('refuses a --k no report could hold, before any run', async () => {
    const result = await runCliInProcess([
      'run',
      'smoke-coding',
      '--mode',
      'scripted',
      '--k',
      '2147483647',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--k "2147483647": expected an integer from 1 to 100000');
  });
});

describe('a suite named by a path', () => {
  it('runs the copy at that path, never the bundled suite of the same name', async () => {
    const dir = await makeTempDir();
    await cp(path.join(REPO_ROOT, 'fixtures/eval/smoke-coding'), path.join(dir, 'smoke-coding'), {
      recursive: true,
    });
    const result = await runCliInProcess(
      [
        'run',
        './smoke-coding',
        '--mode',
        'scripted',
        '--tasks',
        'fix-add',
        '--k',
        '1',
        '--yes',
        '--allow-write',
        '--allow-process',
        '--out',
        'out',
      ],
      { cwd: dir, env: { PATH: process.env.PATH } },
    );
    expect(result.code, result.stderr).toBe(0);
    const record = JSON.parse(
      (await readFile(path.join(dir, 'out', 'runs.jsonl'), 'utf8')).split('\n')[0] as string,
    ) as { origin?: { suiteDir?: string } };
    expect(await realpath(record.origin?.suiteDir ?? '')).toBe(
      await realpath(path.join(dir, 'smoke-coding')),
    );
  });
});
