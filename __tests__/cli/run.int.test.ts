import { spawn } from 'node:child_process';
import { cp, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ReportSchema, type Report } from '../../src/report/report-schema.js';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { FakeUpstream, type UpstreamBehaviour } from '../helpers/fake-upstream.js';
import { BIN, REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const upstreams: FakeUpstream[] = [];
afterEach(async () => {
  await Promise.all(upstreams.splice(0).map((upstream) => upstream.close()));
});

const GRANTS = ['--allow-write', '--allow-process'];
/** smoke-coding has seven tasks; these tests are about fix-add alone. */
const FIX_ADD = ['--tasks', 'fix-add'];

/** report.json, validated against the report schema: the CLI's output must be what it promises. */
async function readReport(dir: string): Promise<Report> {
  return ReportSchema.parse(JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')));
}

async function readRuns(dir: string): Promise<RunRecord[]> {
  const text = await readFile(path.join(dir, 'runs.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => RunRecordSchema.parse(JSON.parse(line)));
}

/**
 * A copy of the bundled smoke-coding suite reduced to its task fix-add (suite.json, fixture and
 * script), without cassettes, in a temp dir: edits to `tasks[0]` are edits to the only task.
 */
async function copySuite(): Promise<{ dir: string; suite: string }> {
  const dir = await makeTempDir();
  const suite = path.join(dir, 'suite');
  const bundled = path.join(REPO_ROOT, 'fixtures/eval/smoke-coding');
  await cp(bundled, suite, {
    recursive: true,
    filter: (source) => {
      const [top, entry] = path.relative(bundled, source).split(path.sep);
      if (top === 'cassettes') return false;
      if (entry === undefined || (top !== 'fixtures' && top !== 'scripts')) return true;
      return entry === 'fix-add' || entry === 'fix-add.json';
    },
  });
  const file = path.join(suite, 'suite.json');
  const json = JSON.parse(await readFile(file, 'utf8')) as { tasks: Array<{ id: string }> };
  json.tasks = json.tasks.filter((task) => task.id === 'fix-add');
  await writeFile(file, JSON.stringify(json));
  return { dir, suite };
}

describe('verdict run --mode scripted', () => {
  it('runs the bundled suite k times and writes runs.jsonl, report.json and report.md', async () => {
    const dir = await makeTempDir();
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      [
        'run',
        'smoke-coding',
        '--mode',
        'scripted',
        '--k',
        '3',
        '--seed',
        '7',
        ...FIX_ADD,
        ...GRANTS,
        '--out',
        out,
      ],
      { cwd: dir },
    );
    expect(result.stderr).toMatch(/\[3\/3\] fix-add #\d pass/);
    expect(result.code).toBe(0);
    const report = await readReport(out);
    expect(report.state).toBe('COMPLETE');
    expect(report.conditions).toMatchObject({
      suiteId: 'smoke-coding',
      mode: 'scripted',
      k: 3,
      seed: 7,
    });
    expect(report.tasks[0]).toMatchObject({
      taskId: 'fix-add',
      passAtK: 1,
      passHatK: 1,
      lowPower: true,
    });
    expect(report.tasks[0]?.counts).toMatchObject({ total: 3, observed: 3, pass: 3, missing: 0 });
    const runs = await readRuns(out);
    expect(runs.map((run) => run.repetition).sort()).toEqual([1, 2, 3]);
    expect(runs.every((run) => run.seed === 7 + run.repetition)).toBe(true);
    expect(runs[0]?.toolCalls.map((call) => call.name)).toEqual(['read_file', 'edit_file', 'bash']);
    expect(await readFile(path.join(out, 'report.md'), 'utf8')).toMatch(/fix-add/);
  });

  it('rejects a task asking for an effect that was not granted, before any run (exit 2)', async () => {
    const dir = await makeTempDir();
    const result = await runCliProcess(
      [
        'run',
        'smoke-coding',
        '--mode',
        'scripted',
        '--allow-process',
        '--out',
        path.join(dir, 'out'),
      ],
      { cwd: dir },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'task "fix-add": policy.allow: asks for "write", which was not granted (pass --allow-write)',
    );
  });

  it('stops a run that spends its turn budget: budget_exceeded, with the reason', async () => {
    const { dir, suite } = await copySuite();
    const file = path.join(suite, 'suite.json');
    const json = JSON.parse(await readFile(file, 'utf8')) as {
      tasks: Array<{ budget: { maxTurns: number } }>;
    };
    json.tasks[0]!.budget.maxTurns = 2;
    await writeFile(file, JSON.stringify(json));
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      ['run', suite, '--mode', 'scripted', '--yes', ...GRANTS, '--out', out],
      { cwd: dir },
    );
    expect(result.code).toBe(0);
    const [run] = await readRuns(out);
    expect(run).toMatchObject({ status: 'budget_exceeded' });
    expect(run?.reason).toMatch(/maxTurns \(2\)/);
  });

  it('in ask mode, denies every approval headlessly and counts each as an approval_denied incident', async () => {
    const { dir, suite } = await copySuite();
    const file = path.join(suite, 'suite.json');
    const json = JSON.parse(await readFile(file, 'utf8')) as {
      tasks: Array<{ policy: Record<string, unknown> }>;
    };
    json.tasks[0]!.policy = { mode: 'ask', allow: [] };
    await writeFile(file, JSON.stringify(json));
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      ['run', suite, '--mode', 'scripted', '--yes', '--out', out],
      {
        cwd: dir,
      },
    );
    expect(result.code).toBe(0);
    const [run] = await readRuns(out);
    // edit_file (write) and bash (process) were both asked for and denied; the file is unchanged.
    expect(run?.incidents.filter((incident) => incident.kind === 'approval_denied')).toHaveLength(
      2,
    );
    expect(run?.measured.events).toMatchObject({ approval_request: 2 });
    expect(run?.status).toBe('fail');
  });

  it('refuses a suite from outside the bundled ones without --yes when there is no terminal', async () => {
    const { dir, suite } = await copySuite();
    const result = await runCliProcess(['run', suite, '--mode', 'scripted', ...GRANTS], {
      cwd: dir,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/pass --yes/);
  });
});

describe('verdict record, then replay', () => {
  it('records with the scripted provider byte-identically, replays with no divergence, and diverges on a tampered cassette (exit 2)', async () => {
    const { dir, suite } = await copySuite();
    const record = ['record', suite, '--provider', 'scripted', '--yes', ...GRANTS];
    const first = await runCliProcess([...record, '--out', path.join(dir, 'r1')], { cwd: dir });
    expect(first.code).toBe(0);
    const cassette = path.join(suite, 'cassettes', 'fix-add.jsonl');
    const recorded = await readFile(cassette, 'utf8');
    expect(recorded).not.toContain(dir);
    await runCliProcess([...record, '--out', path.join(dir, 'r2')], { cwd: dir });
    expect(await readFile(cassette, 'utf8')).toBe(recorded);

    const replay = ['run', suite, '--mode', 'replay', '--yes', ...GRANTS];
    const clean = await runCliProcess([...replay, '--out', path.join(dir, 'p1')], { cwd: dir });
    expect(clean.code).toBe(0);
    const cleanReport = await readReport(path.join(dir, 'p1'));
    expect(cleanReport.conditions.mode).toBe('replay');
    expect(cleanReport.tasks[0]?.counts.pass).toBe(1);
    expect(await readFile(path.join(dir, 'p1', 'report.md'), 'utf8')).toMatch(/replay/i);

    await writeFile(
      cassette,
      recorded.replace('Change only src/math.mjs', 'Change only src/math.js'),
    );
    const tampered = await runCliProcess([...replay, '--out', path.join(dir, 'p2')], { cwd: dir });
    expect(tampered.code).toBe(2);
    expect(tampered.stderr).toMatch(/call 1 diverged at messages\[1\]\.content/);
    const [run] = await readRuns(path.join(dir, 'p2'));
    expect(run).toMatchObject({
      status: 'error',
      error: { kind: 'replay_divergence', stop: { call: 1, field: 'messages[1].content' } },
    });
    // The report is still written, and the run counts as missing, never as a failure.
    const report = await readReport(path.join(dir, 'p2'));
    expect(report.tasks[0]?.counts).toMatchObject({ fail: 0, error: 1, missing: 1 });
  });

  it('says how to record when a cassette is missing (exit 2, nothing ran)', async () => {
    const { dir, suite } = await copySuite();
    const result = await runCliProcess(['run', suite, '--mode', 'replay', '--yes', ...GRANTS], {
      cwd: dir,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/verdict record/);
  });
});

describe('verdict run --mode live against a local upstream', () => {
  async function liveRun(behaviours: UpstreamBehaviour[], fallback?: UpstreamBehaviour) {
    const upstream = await FakeUpstream.start(behaviours, fallback);
    upstreams.push(upstream);
    const dir = await makeTempDir();
    const cases = path.join(dir, 'greeting.json');
    await writeFile(
      cases,
      JSON.stringify([{ name: 'says done', prompt: 'Say done.', expect: { contains: ['done'] } }]),
    );
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      [
        'run',
        cases,
        '--mode',
        'live',
        '--k',
        '1',
        '--yes',
        '--base-url',
        upstream.baseUrl,
        '--model',
        'up-model',
        '--out',
        out,
      ],
      { cwd: dir, env: { OPENAI_API_KEY: 'sk-test-real-key-123456' } },
    );
    return { upstream, result, out };
  }

  const done: UpstreamBehaviour = {
    kind: 'json',
    body: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 0,
      model: 'up-model',
      choices: [
        { index: 0, message: { role: 'assistant', content: 'Done.' }, finish_reason: 'stop' },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 2, total_tokens: 12 },
    },
  };

  it('passes through a flaky upstream (500, 500, 200): three attempts upstream, one pass', async () => {
    const boom: UpstreamBehaviour = {
      kind: 'json',
      status: 500,
      body: { error: { message: 'boom' } },
    };
    const { upstream, result, out } = await liveRun([boom, boom, done]);
    expect(result.code).toBe(0);
    expect(upstream.requests).toHaveLength(3);
    expect(upstream.requests[0]?.headers.authorization).toBe('Bearer sk-test-real-key-123456');
    const [run] = await readRuns(out);
    expect(run).toMatchObject({ status: 'pass', measured: { retries: 2 } });
  });

  it('records usage_unreported and omits token figures when the upstream reports no usage', async () => {
    const body = { ...(done as { body: Record<string, unknown> }).body };
    delete body.usage;
    const { result, out } = await liveRun([{ kind: 'json', body }]);
    expect(result.code).toBe(0);
    const [run] = await readRuns(out);
    expect(run?.status).toBe('pass');
    expect(run?.measured.usage).toBeUndefined();
    expect(run?.incidents.map((incident) => incident.kind)).toContain('usage_unreported');
    const report = await readReport(out);
    expect(report.measured.tokens).toBeUndefined();
  });

  it('counts a run whose upstream always fails as an error (missing), not a failure (exit 1)', async () => {
    const { upstream, result, out } = await liveRun([], { kind: 'json', status: 503, body: {} });
    expect(result.code).toBe(1);
    expect(upstream.requests).toHaveLength(4);
    const [run] = await readRuns(out);
    expect(run).toMatchObject({ status: 'error', error: { kind: 'upstream_unavailable' } });
    const report = await readReport(out);
    expect(report.tasks[0]?.counts).toMatchObject({
      total: 1,
      observed: 0,
      missing: 1,
      fail: 0,
      error: 1,
    });
    expect(report.state).toBe('RUN_ERROR');
  });
});

describe('cancellation and --resume', () => {
  it('stops on SIGINT with a partial CANCELLED report, then resumes with nothing lost or duplicated', async () => {
    const dir = await makeTempDir();
    const out = path.join(dir, 'out');
    const args = [
      'run',
      'smoke-coding',
      '--mode',
      'scripted',
      '--k',
      '6',
      '--concurrency',
      '1',
      ...FIX_ADD,
      ...GRANTS,
    ];
    const child = spawn(process.execPath, [BIN, ...args, '--out', out], {
      cwd: dir,
      env: { ...process.env, CI: undefined },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('[2/6]')) child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    const cancelled = await readReport(out);
    expect(cancelled.state).toBe('CANCELLED');
    const before = await readRuns(out);
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.length).toBeLessThan(6);
    expect(cancelled.tasks[0]?.counts).toMatchObject({ total: 6, observed: before.length });

    const resumed = await runCliProcess([...args, '--resume', out], { cwd: dir });
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toMatch(
      new RegExp(`resuming .*: ${6 - before.length} run\\(s\\) still to do`),
    );
    const after = await readRuns(out);
    expect(after).toHaveLength(6);
    expect(after.map((run) => run.repetition).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(new Set(after.map((run) => run.runId)).size).toBe(1);
    const report = await readReport(out);
    expect(report.state).toBe('COMPLETE');
    expect(report.tasks[0]?.counts).toMatchObject({ total: 6, observed: 6, pass: 6 });
  });

  it('refuses to resume a directory whose conditions differ (exit 2, naming the field)', async () => {
    const dir = await makeTempDir();
    const out = path.join(dir, 'out');
    await runCliProcess(
      [
        'run',
        'smoke-coding',
        '--mode',
        'scripted',
        '--k',
        '1',
        ...FIX_ADD,
        ...GRANTS,
        '--out',
        out,
      ],
      { cwd: dir },
    );
    const result = await runCliProcess(
      [
        'run',
        'smoke-coding',
        '--mode',
        'scripted',
        '--k',
        '2',
        ...FIX_ADD,
        ...GRANTS,
        '--resume',
        out,
      ],
      { cwd: dir },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/conditions\.k: was 1, this invocation has 2/);
  });
});

describe('any agent, by configuration', () => {
  async function customAgentSetup(): Promise<{ dir: string; suite: string }> {
    const dir = await makeTempDir();
    await cp(
      path.join(REPO_ROOT, '__tests__/fixtures/agents/tool-loop-agent.mjs'),
      path.join(dir, 'agents/loop.mjs'),
    );
    // The agent imports `openai`: give its directory the checkout's node_modules.
    await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    await writeFile(
      path.join(dir, 'verdict.config.json'),
      JSON.stringify({
        agents: { loop: { command: ['node', './agents/loop.mjs'] } },
        default: 'loop',
      }),
    );
    const suite = path.join(dir, 'suite');
    await writeTree(suite, {
      'suite.json': JSON.stringify({
        schemaVersion: 1,
        suiteId: 'notes',
        suiteVersion: '1.0.0',
        tasks: [
          {
            id: 'read-notes',
            prompt: 'What do the notes say?',
            fixture: 'fixtures/notes',
            budget: { maxTurns: 5, maxWallMs: 60000 },
            verifiers: [
              { kind: 'tool-called', id: 'read', tools: ['read_file'] },
              { kind: 'response-contains', id: 'answer', texts: ['friday'] },
              {
                kind: 'tool-sequence',
                id: 'look-first',
                rule: { type: 'before', first: 'list_files', then: 'read_file' },
              },
            ],
          },
        ],
      }),
      'fixtures/notes/notes.txt': 'ship on Friday\n',
      'scripts/read-notes.json': JSON.stringify({
        format: 'script/v1',
        turns: [
          { toolCalls: [{ name: 'list_files', arguments: {} }] },
          { toolCalls: [{ name: 'read_file', arguments: { path: 'notes.txt' } }] },
          { content: 'The notes say: ship on Friday.' },
        ],
      }),
    });
    return { dir, suite };
  }

  it('evaluates the agent that verdict.config.json names, with its relative command resolved', async () => {
    const { dir, suite } = await customAgentSetup();
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      ['run', suite, '--mode', 'scripted', '--yes', '--out', out],
      { cwd: dir },
    );
    expect(result.stderr).toMatch(/read-notes #1 pass/);
    expect(result.code).toBe(0);
    const [run] = await readRuns(out);
    expect(run?.toolCalls.map((call) => call.name)).toEqual(['list_files', 'read_file']);
    expect(run?.finalAnswer).toBe('The notes say: ship on Friday.');
  });

  it('rejects a task naming an agent the configuration does not have (exit 2)', async () => {
    const { dir, suite } = await customAgentSetup();
    const file = path.join(suite, 'suite.json');
    const json = JSON.parse(await readFile(file, 'utf8')) as { tasks: Array<{ agent?: string }> };
    json.tasks[0]!.agent = 'ghost';
    await writeFile(file, JSON.stringify(json));
    const result = await runCliProcess(['run', suite, '--mode', 'scripted', '--yes'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /task "read-notes": agent: names "ghost", which is not an agent of verdict\.config\.json/,
    );
  });
});

describe('verdict compare, black-box', () => {
  it('says regressed for 5/5 against 0/5, and refuses another suite version (exit 3)', async () => {
    const { dir, suite } = await copySuite();
    const run = (out: string) =>
      runCliProcess(
        ['run', suite, '--mode', 'scripted', '--k', '5', '--yes', ...GRANTS, '--out', out],
        { cwd: dir },
      );
    await run(path.join(dir, 'base'));
    // The candidate's "model" stops editing: the script answers without fixing anything.
    await writeFile(
      path.join(suite, 'scripts', 'fix-add.json'),
      JSON.stringify({ format: 'script/v1', turns: [{ content: 'Looks fine to me.' }] }),
    );
    await run(path.join(dir, 'head'));
    const compared = await runCliProcess(['compare', 'base', 'head', '--out', 'cmp'], { cwd: dir });
    expect(compared.code).toBe(0);
    expect(compared.stdout).toContain('**regressed**');
    const comparison = JSON.parse(
      await readFile(path.join(dir, 'cmp', 'comparison.json'), 'utf8'),
    ) as {
      tasks: Array<{ taskId: string; verdict: string }>;
    };
    expect(comparison.tasks).toEqual([
      expect.objectContaining({ taskId: 'fix-add', verdict: 'regressed' }),
    ]);

    const file = path.join(suite, 'suite.json');
    const json = JSON.parse(await readFile(file, 'utf8')) as { suiteVersion: string };
    json.suiteVersion = '0.2.0';
    await writeFile(file, JSON.stringify(json));
    await runCliProcess(
      [
        'run',
        suite,
        '--mode',
        'scripted',
        '--k',
        '1',
        '--yes',
        ...GRANTS,
        '--out',
        path.join(dir, 'other'),
      ],
      { cwd: dir },
    );
    const refused = await runCliProcess(['compare', 'base', 'other'], { cwd: dir });
    expect(refused.code).toBe(3);
    expect(refused.stderr).toMatch(/suiteVersion/);
  });
});
