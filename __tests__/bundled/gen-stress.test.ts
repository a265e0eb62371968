/**
 * scripts/gen-stress.mjs, run as a real child process: instance i is always the same (the five
 * committed instances come back byte for byte, whatever --instances says), more instances are
 * distinct chains, the in-place mode touches only the instances, the output validates, and bad
 * arguments exit 2 naming the option.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_ROOT } from '../helpers/bundled-task.js';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const SCRIPT = path.join(REPO_ROOT, 'scripts', 'gen-stress.mjs');
const COMMITTED = path.join(BUNDLED_ROOT, 'long-context-stress');
const instanceId = (n: number) => `chain-walk-rules-${String(n).padStart(2, '0')}`;
const COMMITTED_IDS = [1, 2, 3, 4, 5].map(instanceId);

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

function generate(args: string[], script = SCRIPT): Promise<Result> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd: REPO_ROOT }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ code, stdout, stderr });
    });
  });
}

interface SuiteJson {
  suiteId: string;
  suiteVersion: string;
  tasks: Array<{ id: string; prompt: string }>;
}

async function readSuite(dir: string): Promise<SuiteJson> {
  return JSON.parse(await readFile(path.join(dir, 'suite.json'), 'utf8')) as SuiteJson;
}

/** Every file below `dir`, relative path → content. */
async function readTree(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full).split(path.sep).join('/'), await readFile(full));
  }
  return files;
}

async function expectSameTree(actual: string, expected: string): Promise<void> {
  const [left, right] = await Promise.all([readTree(actual), readTree(expected)]);
  expect([...left.keys()].sort()).toEqual([...right.keys()].sort());
  for (const [file, content] of right) {
    expect(left.get(file)?.equals(content), `${file} differs`).toBe(true);
  }
}

const fixtureOf = (suiteDir: string, id: string) => path.join(suiteDir, 'fixtures', id);

describe('gen-stress: instances never change', () => {
  const tempDir = useTempDirs();

  it('--instances 5 --out DIR reproduces the committed instances byte for byte, and validates', async () => {
    const out = path.join(await tempDir(), 'stress');
    const result = await generate(['--instances', '5', '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('wrote 5 instance(s)');
    const [generated, committed] = await Promise.all([readSuite(out), readSuite(COMMITTED)]);
    expect(generated.tasks.map((task) => task.id)).toEqual(COMMITTED_IDS);
    expect(generated.tasks).toEqual(
      committed.tasks.filter((task) => COMMITTED_IDS.includes(task.id)),
    );
    expect(await readdir(path.join(out, 'fixtures'))).toEqual(COMMITTED_IDS);
    for (const id of COMMITTED_IDS) {
      await expectSameTree(fixtureOf(out, id), fixtureOf(COMMITTED, id));
    }
    const validate = await runCliProcess(['validate', out]);
    expect(validate.code, validate.stdout + validate.stderr).toBe(0);
    expect(validate.stdout).toContain('is valid (5 tasks)');
  });

  it('--instances 7 writes seven distinct chains whose first five are the committed ones', async () => {
    const out = path.join(await tempDir(), 'seven');
    const result = await generate(['--instances=7', '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    const [generated, committed] = await Promise.all([readSuite(out), readSuite(COMMITTED)]);
    expect(generated.tasks.map((task) => task.id)).toEqual([1, 2, 3, 4, 5, 6, 7].map(instanceId));
    expect(generated.tasks.slice(0, 5)).toEqual(
      committed.tasks.filter((task) => COMMITTED_IDS.includes(task.id)),
    );
    for (const id of COMMITTED_IDS) {
      await expectSameTree(fixtureOf(out, id), fixtureOf(COMMITTED, id));
    }
    // Distinct: no two instances share a start, a file name or a code.
    const starts = generated.tasks.map(
      (task) => /The first segment is (chain\/\w+\.txt)/.exec(task.prompt)?.[1],
    );
    expect(new Set(starts).size).toBe(7);
    const codes = new Set<string>();
    let total = 0;
    for (const task of generated.tasks) {
      for (const [file, content] of await readTree(fixtureOf(out, task.id))) {
        if (!file.startsWith('chain/')) continue;
        codes.add(/^CODE: (\w+)$/m.exec(content.toString('utf8'))?.[1] ?? '');
        total += 1;
      }
    }
    expect(total).toBe(7 * 24);
    expect(codes.size).toBe(total);
    const validate = await runCliProcess(['validate', out]);
    expect(validate.code, validate.stdout + validate.stderr).toBe(0);
  });

  it('updates a suite in place: only the instance tasks and fixtures change', async () => {
    // A copy of the repository layout the script resolves its default output against.
    const root = await tempDir();
    const script = path.join(root, 'scripts', 'gen-stress.mjs');
    const suiteDir = path.join(root, 'fixtures', 'eval', 'long-context-stress');
    await mkdir(path.dirname(script), { recursive: true });
    await cp(SCRIPT, script);
    await mkdir(path.join(suiteDir, 'fixtures'), { recursive: true });
    await cp(path.join(COMMITTED, 'suite.json'), path.join(suiteDir, 'suite.json'));
    await writeFile(path.join(suiteDir, 'fixtures', 'keep.txt'), 'not an instance\n');
    for (const id of COMMITTED_IDS) {
      await cp(fixtureOf(COMMITTED, id), fixtureOf(suiteDir, id), { recursive: true });
    }
    const committed = await readSuite(COMMITTED);
    const others = committed.tasks.filter((task) => !COMMITTED_IDS.includes(task.id));

    const seven = await generate(['--instances', '7'], script);
    expect(seven.code, seven.stderr).toBe(0);
    expect(seven.stderr).toContain('bump its suiteVersion');
    const grown = await readSuite(suiteDir);
    expect(grown.suiteVersion).toBe(committed.suiteVersion);
    expect(grown.tasks.slice(0, others.length)).toEqual(others);
    expect(grown.tasks.slice(others.length).map((task) => task.id)).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map(instanceId),
    );
    for (const id of COMMITTED_IDS) {
      await expectSameTree(fixtureOf(suiteDir, id), fixtureOf(COMMITTED, id));
    }

    // Back to five: byte for byte the committed suite.json, and 06–07 are gone.
    const five = await generate(['--instances', '5'], script);
    expect(five.code, five.stderr).toBe(0);
    expect(await readFile(path.join(suiteDir, 'suite.json'), 'utf8')).toBe(
      await readFile(path.join(COMMITTED, 'suite.json'), 'utf8'),
    );
    expect((await readdir(path.join(suiteDir, 'fixtures'))).sort()).toEqual([
      ...COMMITTED_IDS,
      'keep.txt',
    ]);
  });
});

describe('gen-stress: bad arguments', () => {
  it.concurrent.each([
    [[], '--instances is required'],
    [['--instances'], '--instances needs a number'],
    [['--instances', 'abc'], '--instances must be a whole number from 1 to 99, not "abc"'],
    [['--instances', '0'], '--instances must be from 1 to 99'],
    [['--instances', '100'], '--instances must be from 1 to 99'],
    [['--instances', '2.5'], '--instances must be a whole number'],
    [['--instances', '3', '--instances', '4'], '--instances is given more than once'],
    [['--instances', '3', '--out'], '--out needs a directory'],
    [['--instances', '3', '--seed', '4'], 'unknown option --seed'],
    [['--instances', '3', 'extra'], 'unexpected argument "extra"'],
  ])('%j exits 2: %s', async (args, message) => {
    const result = await generate(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`gen-stress: ${message}`);
    expect(result.stderr).toContain('Usage: node scripts/gen-stress.mjs');
    expect(result.stdout).toBe('');
  });

  it('prints its usage with --help', async () => {
    const result = await generate(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--instances N');
  });
});

describe('gen-stress: --out', () => {
  const tempDir = useTempDirs();

  it('refuses a directory that holds something else', async () => {
    const out = await tempDir();
    await writeFile(path.join(out, 'precious.txt'), 'keep me\n');
    const result = await generate(['--instances', '2', '--out', out]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`--out ${out} is not empty`);
    expect(await readdir(out)).toEqual(['precious.txt']);
  });
});
