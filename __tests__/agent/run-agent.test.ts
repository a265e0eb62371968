import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readAgentContract } from '../../src/agent/contract.js';
import { main } from '../../src/agent/run-agent.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

const BASE_ENV = {
  OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
  OPENAI_API_KEY: 'token',
  OPENAI_MODEL: 'm',
};

async function runMain(env: NodeJS.ProcessEnv, stdinText = 'Do it.') {
  const workspace = await makeTempDir();
  let stdout = '';
  let stderr = '';
  const code = await main(
    env,
    Readable.from([stdinText]),
    { write: (text: string) => (stdout += text) },
    { write: (text: string) => (stderr += text) },
    workspace,
  );
  return { code, stdout, stderr, workspace };
}

describe('main: configuration mistakes', () => {
  it.each([
    [
      { ...BASE_ENV, VERDICT_CONFIG: '{"limits":{"maxContextChar":1}}' },
      'unknown field "maxContextChar"',
    ],
    [{ ...BASE_ENV, VERDICT_CONFIG: '{' }, 'VERDICT_CONFIG is not valid JSON'],
    [{ ...BASE_ENV, VERDICT_POLICY: '{"mode":"yolo"}' }, 'VERDICT_POLICY: mode: must be one of'],
    [{ ...BASE_ENV, OPENAI_MODEL: '' }, 'OPENAI_MODEL is not set'],
    [{ ...BASE_ENV, OPENAI_API_KEY: undefined }, 'OPENAI_API_KEY is not set'],
    [{ ...BASE_ENV, OPENAI_BASE_URL: 'not a url' }, 'OPENAI_BASE_URL is not a URL'],
  ])('exits 2 with one line, no stack trace (%#)', async (env, expected) => {
    const run = await runMain(env);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(expected);
    expect(run.stderr).toMatch(/^verdict agent: [^\n]*\n$/);
    expect(run.stderr).not.toMatch(/\bat .*:\d+:\d+/);
  });

  it('exits 2 without a prompt', async () => {
    const run = await runMain(BASE_ENV, '   ');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'verdict agent: no task prompt: give it on stdin or in VERDICT_PROMPT\n',
    );
  });

  it('exits 2 when the events file cannot be written', async () => {
    const run = await runMain({ ...BASE_ENV, VERDICT_EVENTS: '/nonexistent-dir/events.jsonl' });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('VERDICT_EVENTS: cannot write the events file');
  });
});

describe('readAgentContract', () => {
  it('reads the contract, preferring nothing it was not given', async () => {
    const cwd = await makeTempDir();
    const options = readAgentContract(
      { ...BASE_ENV, VERDICT_EVENTS: 'events.jsonl', VERDICT_TASK_ID: 't', HOME: '/h' },
      'Task',
      cwd,
    );
    expect(options).toMatchObject({
      workspace: cwd,
      prompt: 'Task',
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'token',
      model: 'm',
      policy: { mode: 'auto', allow: [] },
      eventsFile: path.join(cwd, 'events.jsonl'),
      taskId: 't',
    });
    expect(options.commandEnv).toEqual({
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      OPENAI_MODEL: 'm',
      VERDICT_EVENTS: 'events.jsonl',
      VERDICT_TASK_ID: 't',
      HOME: '/h',
    });
    expect(() => readAgentContract({ OPENAI_API_KEY: 'k', OPENAI_MODEL: 'm' }, 'x', cwd)).toThrow(
      /OPENAI_BASE_URL is not set/,
    );
  });
});
