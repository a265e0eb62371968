import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';
import { countBy, recordReliability } from '../helpers/reliability.js';

const makeTempDir = useTempDirs();

/**
 * A tiny agent, written per test, that never calls the model: it exercises the runner's side of the
 * agent contract (wall-time budget, transient retries, fresh HOME, the fixture's git repository,
 * the environment it receives).
 */
async function suiteWithAgent(
  agentSource: string,
  task: Record<string, unknown>,
  files: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<{ dir: string; suite: string }> {
  const dir = await makeTempDir();
  await writeFile(path.join(dir, 'agent.mjs'), agentSource);
  await writeFile(
    path.join(dir, 'verdict.config.json'),
    JSON.stringify({
      agents: {
        probe: {
          command: ['node', './agent.mjs'],
          env: { PROBE_STATE: path.join(dir, 'state'), ...env },
        },
      },
      default: 'probe',
    }),
  );
  const suite = path.join(dir, 'suite');
  await writeTree(suite, {
    'suite.json': JSON.stringify({
      schemaVersion: 1,
      suiteId: 'contract',
      suiteVersion: '1.0.0',
      tasks: [
        {
          id: 'probe',
          prompt: 'Probe the contract.',
          fixture: 'fixtures/probe',
          budget: { maxTurns: 3, maxWallMs: 20_000 },
          policy: { mode: 'auto', allow: ['write', 'process'] },
          verifiers: [{ kind: 'file-contains', id: 'done', path: 'out.txt', text: 'ok' }],
          ...task,
        },
      ],
    }),
    'fixtures/probe/README.md': '# probe\n',
    'scripts/probe.json': JSON.stringify({ format: 'script/v1', turns: [{ content: 'unused' }] }),
    ...files,
  });
  return { dir, suite };
}

/** `verdict run SUITE` in scripted mode, writing to `dir/out`. */
function runSuite(dir: string, suite: string, extra: string[] = []) {
  return runCliProcess(
    [
      'run',
      suite,
      '--mode',
      'scripted',
      '--yes',
      '--allow-write',
      '--allow-process',
      '--out',
      path.join(dir, 'out'),
      ...extra,
    ],
    { cwd: dir },
  );
}

async function run(dir: string, suite: string, extra: string[] = []): Promise<RunRecord[]> {
  const out = path.join(dir, 'out');
  const result = await runSuite(dir, suite, extra);
  expect(result.stderr).not.toMatch(/unexpected error/);
  const text = await readFile(path.join(out, 'runs.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => RunRecordSchema.parse(JSON.parse(line)));
}

describe('the agent contract, from the runner side', () => {
  it('passes the contract in the environment and the prompt on stdin', async () => {
    const agent = `
      import { writeFileSync } from 'node:fs';
      let stdin = '';
      process.stdin.on('data', (c) => (stdin += c));
      process.stdin.on('end', () => {
        const e = process.env;
        const lines = [
          'stdin=' + stdin,
          'prompt=' + e.VERDICT_PROMPT,
          'task=' + e.VERDICT_TASK_ID,
          'policy=' + e.VERDICT_POLICY,
          'base=' + /^http:\\/\\/127\\.0\\.0\\.1:\\d+\\/v1$/.test(e.OPENAI_BASE_URL),
          'token=' + e.OPENAI_API_KEY.startsWith('verdict-run-'),
          'events=' + (e.VERDICT_EVENTS ?? '').endsWith('events.jsonl'),
          'home=' + (e.HOME !== process.cwd() && e.HOME.includes('verdict-run-')),
          'xdg=' + e.XDG_CONFIG_HOME.startsWith(e.HOME),
          'tz=' + e.TZ + ' lang=' + e.LANG,
          'leak=' + (e.SECRET_OF_THE_USER ?? 'none'),
          'ok',
        ];
        writeFileSync('out.txt', lines.join('\\n'));
      });
    `;
    const { dir, suite } = await suiteWithAgent(agent, {
      verifiers: [
        {
          kind: 'file-contains',
          id: 'contract',
          path: 'out.txt',
          text: [
            'stdin=Probe the contract.',
            'prompt=Probe the contract.',
            'task=probe',
            'policy={"mode":"auto","allow":["write","process"]}',
            'base=true',
            'token=true',
            'events=true',
            'home=true',
            'xdg=true',
            'tz=UTC lang=C.UTF-8',
            'leak=none',
          ].join('\n'),
        },
      ],
    });
    process.env.SECRET_OF_THE_USER = 'do-not-pass-me';
    try {
      const [record] = await run(dir, suite);
      expect(record?.verifiers[0]?.detail).toMatch(/contains/);
      expect(record?.status).toBe('pass');
    } finally {
      delete process.env.SECRET_OF_THE_USER;
    }
  });

  it("lets an agent entry's env add variables and name the contract's, never override them", async () => {
    const agent = `
      import { writeFileSync } from 'node:fs';
      const e = process.env;
      writeFileSync('out.txt', [
        'openai=' + /^http:\\/\\/127\\.0\\.0\\.1:\\d+\\/v1$/.test(e.OPENAI_BASE_URL),
        'anthropic=' + /^http:\\/\\/127\\.0\\.0\\.1:\\d+$/.test(e.ANTHROPIC_BASE_URL),
        'gemini=' + (e.GOOGLE_GEMINI_BASE_URL === e.ANTHROPIC_BASE_URL),
        'keys=' + [e.OPENAI_API_KEY, e.ANTHROPIC_API_KEY, e.GEMINI_API_KEY].every((k) => k.startsWith('verdict-run-')),
        'same=' + (e.OPENAI_API_KEY === e.ANTHROPIC_API_KEY),
        'renamed=' + (e.MY_AGENT_API === e.OPENAI_BASE_URL + '/extra'),
        'model=' + (e.ANTHROPIC_MODEL === e.OPENAI_MODEL),
        'unknown=' + e.UNKNOWN_REF,
        'ok',
      ].join('\\n'));
    `;
    const { dir, suite } = await suiteWithAgent(
      agent,
      {
        verifiers: [
          {
            kind: 'file-contains',
            id: 'contract',
            path: 'out.txt',
            text: 'openai=true\nanthropic=true\ngemini=true\nkeys=true\nsame=true\nrenamed=true\nmodel=true\nunknown=${NOT_OURS}',
          },
        ],
      },
      {},
      {
        OPENAI_BASE_URL: 'https://elsewhere.invalid/v1',
        OPENAI_API_KEY: 'a-key-of-the-config',
        ANTHROPIC_BASE_URL: 'https://elsewhere.invalid',
        MY_AGENT_API: '${OPENAI_BASE_URL}/extra',
        UNKNOWN_REF: '${NOT_OURS}',
      },
    );
    process.env.NOT_OURS = 'leaked';
    let records: RunRecord[];
    try {
      records = await run(dir, suite);
      expect(records[0]?.status, records[0]?.reason).toBe('pass');
    } finally {
      delete process.env.NOT_OURS;
    }
    recordReliability({
      section: 'attacks',
      subject: 'agent entry env',
      case: 'redirects the proxy and the key (S2)',
      tried: 3,
      planned: 1,
      accountedFor: countBy(records, (record) => record.status),
      runs: records.length,
      outcome: 'contract variables kept; run passes through the proxy',
    });
  });

  it('stops an agent past maxWallMs, killing it, and records budget_exceeded', async () => {
    const agent = `setInterval(() => {}, 1000);`;
    const { dir, suite } = await suiteWithAgent(agent, { budget: { maxTurns: 3, maxWallMs: 800 } });
    const [record] = await run(dir, suite);
    expect(record).toMatchObject({ status: 'budget_exceeded' });
    expect(record?.reason).toMatch(/maxWallMs \(800\)/);
  });

  it('retries a run whose agent declares a transient error, at most 4 attempts', async () => {
    // Fails transiently twice, then succeeds. It counts its attempts in a file outside the run
    // directory, which only an unsandboxed agent can write: a sandboxed one writes nothing that
    // outlives its attempt (each attempt is a fresh run). So this runs with `--sandbox none`;
    // the next test declares the transient error in the default sandbox.
    const agent = `
      import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
      const state = process.env.PROBE_STATE;
      const seen = existsSync(state) ? Number(readFileSync(state, 'utf8')) : 0;
      writeFileSync(state, String(seen + 1));
      if (seen < 2) {
        appendFileSync(process.env.VERDICT_EVENTS, JSON.stringify({ type: 'transient_error', retryable: true }) + '\\n');
        process.exit(1);
      }
      writeFileSync('out.txt', 'ok');
    `;
    const { dir, suite } = await suiteWithAgent(agent, {});
    const [record] = await run(dir, suite, ['--sandbox', 'none']);
    expect(record).toMatchObject({ status: 'pass', attempts: 3 });
  });

  it('counts a run still transient after 4 attempts as an error, never a failure', async () => {
    const agent = `
      import { appendFileSync } from 'node:fs';
      appendFileSync(process.env.VERDICT_EVENTS, JSON.stringify({ type: 'transient_error', retryable: true }) + '\\n');
      process.exit(1);
    `;
    const { dir, suite } = await suiteWithAgent(agent, {});
    const [record] = await run(dir, suite);
    expect(record).toMatchObject({ status: 'error', attempts: 4, error: { kind: 'transient' } });
  });

  it('gives every run a fresh HOME, so nothing leaks from one run into the next', async () => {
    const agent = `
      import { existsSync, writeFileSync } from 'node:fs';
      import path from 'node:path';
      const memory = path.join(process.env.HOME, 'memory.txt');
      writeFileSync('out.txt', existsSync(memory) ? 'leaked' : 'ok');
      writeFileSync(memory, 'remember me');
    `;
    const { dir, suite } = await suiteWithAgent(agent, {});
    const records = await run(dir, suite, ['--k', '3', '--concurrency', '1']);
    expect(records.map((record) => record.status)).toEqual(['pass', 'pass', 'pass']);
  });

  it('initialises a git repository in the workspace copy with fixtureGit', async () => {
    const agent = `
      import { execFileSync } from 'node:child_process';
      import { writeFileSync } from 'node:fs';
      const log = execFileSync('git', ['log', '--format=%s', '-1']).toString().trim();
      writeFileSync('out.txt', log === 'fixture' ? 'ok' : 'no git: ' + log);
    `;
    const { dir, suite } = await suiteWithAgent(agent, {
      fixtureGit: true,
      verifiers: [
        { kind: 'file-contains', id: 'done', path: 'out.txt', text: 'ok' },
        { kind: 'tree-diff-within', id: 'scope', allowed: ['out.txt'] },
      ],
    });
    const [record] = await run(dir, suite);
    expect(record?.status).toBe('pass');
  });

  it('reports an agent that is there but cannot be executed as an error', async () => {
    const { dir, suite } = await suiteWithAgent('', {});
    // There (so the look before the first run finds it), but not executable.
    await writeFile(path.join(dir, 'not-executable'), '#!/bin/sh\necho hi\n', { mode: 0o644 });
    await writeFile(
      path.join(dir, 'verdict.config.json'),
      JSON.stringify({ agents: { ghost: { command: ['./not-executable'] } }, default: 'ghost' }),
    );
    const [record] = await run(dir, suite);
    expect(record).toMatchObject({ status: 'error', error: { kind: 'agent_start' } });
  });

  it('refuses an agent whose program does not exist before any run (exit 2), naming it', async () => {
    const { dir, suite } = await suiteWithAgent('', {});
    await writeFile(
      path.join(dir, 'verdict.config.json'),
      JSON.stringify({ agents: { ghost: { command: ['./no-such-agent'] } }, default: 'ghost' }),
    );
    const out = path.join(dir, 'out');
    const result = await runSuite(dir, suite);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain(`agent "ghost": command: ${path.join(dir, 'no-such-agent')}`);
    expect(result.stderr).toContain('does not exist');
    await expect(readFile(path.join(out, 'runs.jsonl'), 'utf8')).rejects.toThrow();
  });
});
