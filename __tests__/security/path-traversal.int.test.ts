/**
 * Path traversal through a suite (SPEC §2: paths are relative and stay inside the suite or task
 * directory; `..`, absolute paths and symlinks that escape are rejected, naming the task and field,
 * exit 2, nothing runs). Each case is a real suite in a temp dir beside an `outside/` folder with
 * a secret file, run through the real CLI (`bin/verdict.js`). What must hold: the suite is refused
 * with a message naming the field, or — where the path is legitimately a link (the suite folder
 * itself) — everything stays contained; and in no case is the secret read into an output or a
 * file written outside.
 */
import { lstat, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RunRecordSchema } from '../../src/run-dir/record-schema.js';
import { countBy, recordReliability } from '../helpers/reliability.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const SECRET = 'outside-secret-7f3a9c';

type Task = Record<string, unknown>;

function task(overrides: Task = {}): Task {
  return {
    id: 't',
    prompt: 'Say hi.',
    fixture: 'fixtures/t',
    budget: { maxTurns: 3, maxWallMs: 20_000 },
    policy: { mode: 'auto', allow: ['write', 'process'] },
    verifiers: [{ kind: 'response-contains', id: 'hi', texts: ['hi'] }],
    ...overrides,
  };
}

/** `<root>/suite` (one task, a fixture, a script) beside `<root>/outside/secret.txt`. */
async function makeSuite(overrides: Task = {}) {
  const root = await makeTempDir();
  const suite = path.join(root, 'suite');
  const outside = path.join(root, 'outside');
  await writeTree(root, {
    'outside/secret.txt': `${SECRET}\n`,
    'suite/suite.json': JSON.stringify({
      schemaVersion: 1,
      suiteId: 'traversal',
      suiteVersion: '1.0.0',
      tasks: [task(overrides)],
    }),
    'suite/fixtures/t/README.md': '# t\n',
    'suite/scripts/t.json': JSON.stringify({ format: 'script/v1', turns: [{ content: 'hi' }] }),
  });
  return { root, suite, outside };
}

/** Every file below `dir` (relative paths), to prove nothing was written there. */
async function listTree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name))).sort();
}

/** Refused by `validate` and by `run`: exit 2, the field named, no stack, the secret never shown. */
async function expectRefused(root: string, suite: string, field: RegExp) {
  const validate = await runCliProcess(['validate', suite], { cwd: root });
  expect(validate.code, validate.stderr).toBe(2);
  expect(validate.stdout + validate.stderr).toMatch(field);
  const out = path.join(root, 'out');
  const run = await runCliProcess(
    ['run', suite, '--mode', 'scripted', '--yes', '--allow-write', '--allow-process', '--out', out],
    { cwd: root },
  );
  expect(run.code, run.stderr).toBe(2);
  expect(run.stderr).toMatch(field);
  for (const output of [validate.stdout, validate.stderr, run.stdout, run.stderr]) {
    expect(output).not.toContain(SECRET);
    expect(output).not.toMatch(/\n\s+at .+:\d+:\d+/);
  }
  // Nothing ran: no run directory was written.
  await expect(lstat(out)).rejects.toThrow();
}

describe('suite paths that leave the suite are refused, naming the task and field', () => {
  /** Cases whose assertions all passed; the ledger is written only when every one did. */
  const refused = { lexical: 0, linked: 0 };
  const lexical: Array<[string, Task, RegExp]> = [
    ['fixture with ..', { fixture: '../../etc' }, /task "t": fixture: must stay inside .*"\.\."/],
    ['fixture .. in the middle', { fixture: 'fixtures/t/../../../outside' }, /fixture: .*"\.\."/],
    ['absolute fixture', { fixture: '/etc' }, /task "t": fixture: .*not an absolute one/],
    ['home-relative fixture', { fixture: '~/.ssh' }, /fixture: .*not an absolute one/],
    ['backslash fixture', { fixture: '..\\..\\etc' }, /fixture: .*"\/" as the separator/],
    [
      'file-contains path with ..',
      {
        verifiers: [
          { kind: 'file-contains', id: 'v', path: '../../outside/secret.txt', text: 'x' },
        ],
      },
      /task "t": verifiers\[v\]\.path: .*"\.\."/,
    ],
    [
      'file-equals absolute path',
      {
        verifiers: [{ kind: 'file-equals', id: 'v', path: '/etc/passwd', sha256: '0'.repeat(64) }],
      },
      /verifiers\[v\]\.path: .*absolute/,
    ],
    [
      'file-absent path with ..',
      { verifiers: [{ kind: 'file-absent', id: 'v', path: 'a/../../b' }] },
      /verifiers\[v\]\.path: .*"\.\."/,
    ],
    [
      'tree-diff-within allowed with ..',
      { verifiers: [{ kind: 'tree-diff-within', id: 'v', allowed: ['../'] }] },
      /verifiers\[v\]\.allowed\[0\]: .*"\.\."/,
    ],
  ];

  it.each(lexical)('%s', async (_name, overrides, field) => {
    const { root, suite } = await makeSuite(overrides);
    await expectRefused(root, suite, field);
    refused.lexical += 1;
  });

  const linked: Array<[string, (s: { suite: string; outside: string }) => Promise<void>, RegExp]> =
    [
      [
        'a fixture that is a symlink out of the suite',
        async ({ suite, outside }) => {
          await symlink(outside, path.join(suite, 'fixtures', 'out'));
          await rewriteTask(suite, { fixture: 'fixtures/out' });
        },
        /task "t": fixture: must stay inside the suite directory \(it leaves it through a symlink\)/,
      ],
      [
        'a fixture holding a symlink to a file outside',
        async ({ suite, outside }) => {
          await symlink(path.join(outside, 'secret.txt'), path.join(suite, 'fixtures/t/leak.txt'));
        },
        /fixture: contains a symlink that leaves the fixture directory: leak\.txt ->/,
      ],
      [
        'a fixture holding a relative symlink up and out',
        async ({ suite }) => {
          await mkdir(path.join(suite, 'fixtures/t/deep'), { recursive: true });
          await symlink('../../../../outside', path.join(suite, 'fixtures/t/deep/up'));
        },
        /fixture: contains a symlink that leaves the fixture directory: deep\/up ->/,
      ],
      [
        'a fixture holding a dangling symlink to an absolute path',
        async ({ suite }) => {
          await symlink('/nonexistent/verdict-target', path.join(suite, 'fixtures/t/dangling'));
        },
        /fixture: contains a symlink that leaves the fixture directory: dangling ->/,
      ],
      [
        'a verifier path through a symlinked folder of the fixture',
        async ({ suite, outside }) => {
          await symlink(outside, path.join(suite, 'fixtures/t/data'));
          await rewriteTask(suite, {
            verifiers: [{ kind: 'file-contains', id: 'v', path: 'data/secret.txt', text: SECRET }],
          });
        },
        /verifiers\[v\]\.path: must stay inside the task directory \(it leaves it through a symlink\)/,
      ],
      [
        'a cassettes folder that is a symlink out (record would write there)',
        async ({ suite, outside }) => {
          await symlink(outside, path.join(suite, 'cassettes'));
        },
        /cassettes\/: must stay inside the suite directory \(it is a symlink to/,
      ],
      [
        'a cassette that is a symlink to a file outside (replay would read it)',
        async ({ suite, outside }) => {
          await mkdir(path.join(suite, 'cassettes'));
          await symlink(path.join(outside, 'secret.txt'), path.join(suite, 'cassettes/t.jsonl'));
        },
        /cassettes\/: contains a symlink that leaves the suite directory: t\.jsonl ->/,
      ],
      [
        'a scripts folder that is a symlink out',
        async ({ suite, outside }) => {
          await writeFile(
            path.join(outside, 't.json'),
            JSON.stringify({ format: 'script/v1', turns: [{ content: 'hi' }] }),
          );
          const scripts = path.join(suite, 'scripts');
          await rm(scripts, { recursive: true });
          await symlink(outside, scripts);
        },
        /scripts\/: must stay inside the suite directory/,
      ],
    ];

  it.each(linked)('%s', async (_name, plant, field) => {
    const { root, suite, outside } = await makeSuite();
    await plant({ suite, outside });
    const before = await listTree(outside);
    await expectRefused(root, suite, field);
    expect(await listTree(outside)).toEqual(before);
    refused.linked += 1;
  });

  it('records the attacks tried, once every one of them was refused', () => {
    expect(refused).toEqual({ lexical: lexical.length, linked: linked.length });
    recordReliability({
      section: 'attacks',
      subject: 'suite paths',
      case: '.., absolute, ~ and \\ in fixture and verifier paths',
      tried: lexical.length,
      planned: lexical.length,
      accountedFor: { 'refused, exit 2': refused.lexical },
      outcome: 'exit 2 naming task and field',
    });
    recordReliability({
      section: 'attacks',
      subject: 'suite paths',
      case: 'symlinks out of fixture, verifier, cassettes, scripts',
      tried: linked.length,
      planned: linked.length,
      accountedFor: { 'refused, exit 2, nothing outside touched': refused.linked },
      outcome: 'exit 2; nothing read or written outside',
    });
  });
});

describe('paths that are links but stay contained', () => {
  it('runs a suite whose folder is itself a symlink, inside its real folder', async () => {
    const { root, suite } = await makeSuite();
    const link = path.join(root, 'linked-suite');
    await symlink(suite, link);
    const out = path.join(root, 'out');
    const run = await runCliProcess(
      [
        'run',
        link,
        '--mode',
        'scripted',
        '--yes',
        '--allow-write',
        '--allow-process',
        '--out',
        out,
      ],
      { cwd: root },
    );
    expect(run.code, run.stderr).toBe(0);
    const records = (await readFile(path.join(out, 'runs.jsonl'), 'utf8'))
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => RunRecordSchema.parse(JSON.parse(line)));
    expect(records.map((record) => record.status)).toEqual(['pass']);
  });

  it('fails a run whose agent planted links out of its workspace, never reading the target', async () => {
    const { root, suite, outside } = await makeSuite({
      verifiers: [
        { kind: 'file-contains', id: 'planted', path: 'answer.txt', text: SECRET },
        { kind: 'file-equals', id: 'planted-dir', path: 'via/secret.txt', sha256: '0'.repeat(64) },
      ],
    });
    // An agent that answers without the model and plants links to the outside in its workspace.
    await writeFile(
      path.join(root, 'agent.mjs'),
      [
        "import { symlinkSync } from 'node:fs';",
        `symlinkSync(${JSON.stringify(path.join(outside, 'secret.txt'))}, 'answer.txt');`,
        `symlinkSync(${JSON.stringify(outside)}, 'via');`,
      ].join('\n'),
    );
    await writeFile(
      path.join(root, 'verdict.config.json'),
      JSON.stringify({
        agents: { planter: { command: ['node', './agent.mjs'], answerFrom: 'stdout' } },
        default: 'planter',
      }),
    );
    const out = path.join(root, 'out');
    const run = await runCliProcess(
      [
        'run',
        suite,
        '--mode',
        'scripted',
        '--yes',
        '--allow-write',
        '--allow-process',
        '--out',
        out,
      ],
      { cwd: root },
    );
    const text = await readFile(path.join(out, 'runs.jsonl'), 'utf8');
    const [record] = text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => RunRecordSchema.parse(JSON.parse(line)));
    expect(record?.verifiers.map((verifier) => [verifier.id, verifier.outcome])).toEqual([
      ['planted', 'fail'],
      ['planted-dir', 'fail'],
    ]);
    expect(JSON.stringify(record?.verifiers)).toMatch(/a link out of the workspace/);
    // A failure the agent planted is judged, not set apart as an error.
    expect(record?.status).toBe('fail');
    expect(run.code).toBe(0);
    // The target was never read into any output.
    expect(text).not.toContain(SECRET);
    for (const file of ['report.json', 'report.md']) {
      expect(await readFile(path.join(out, file), 'utf8')).not.toContain(SECRET);
    }
    expect(run.stdout + run.stderr).not.toContain(SECRET);
    recordReliability({
      section: 'attacks',
      subject: 'workspace paths',
      case: 'agent plants symlinks out of its workspace',
      tried: 2,
      planned: 2,
      accountedFor: countBy(record?.verifiers ?? [], (verifier) => `verifier ${verifier.outcome}`),
      runs: text.split('\n').filter((line) => line !== '').length,
      outcome: 'run fails; target never read',
    });
  });

  it('turns case names into task ids that cannot leave the cassette folder', async () => {
    const root = await makeTempDir();
    const names = ['../../outside/pwned', '/etc/passwd', '..', 'a\\..\\b', '~/.bashrc'];
    await writeFile(
      path.join(root, 'cases.json'),
      JSON.stringify(names.map((name) => ({ name, prompt: 'Say hi.' }))),
    );
    const validate = await runCliProcess(['validate', 'cases.json', '--json'], { cwd: root });
    expect(validate.code, validate.stderr).toBe(0);
    const { tasks } = JSON.parse(validate.stdout) as { tasks: string[] };
    expect(tasks).toHaveLength(names.length);
    for (const id of tasks) expect(id).toMatch(/^[a-z0-9][a-z0-9-]*$/);
    recordReliability({
      section: 'attacks',
      subject: 'case files',
      case: 'case names shaped as paths',
      tried: names.length,
      planned: names.length,
      accountedFor: { 'slug id': tasks.filter((id) => /^[a-z0-9][a-z0-9-]*$/.test(id)).length },
      outcome: 'slug ids, no separators',
    });
  });
});

async function rewriteTask(suite: string, overrides: Task): Promise<void> {
  const file = path.join(suite, 'suite.json');
  const json = JSON.parse(await readFile(file, 'utf8')) as { tasks: Task[] };
  json.tasks = [{ ...json.tasks[0], ...overrides }];
  await writeFile(file, JSON.stringify(json));
}
