/**
 * `--max-calls N` on the real CLI against a real model server on 127.0.0.1 that counts requests and
 * fails the first ones with 500 and 429, so that the proxy retries: every request upstream counts,
 * retries included; the server sees exactly N and not one more; the runs the bound stopped are
 * errors (never failures) whose reason names it; the report is still written and the exit code is
 * 1 (a run errored, SPEC §6). `--calls-file` carries the count from one process to the next.
 * Replay calls no upstream and is never counted.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { KeyedModelServer } from '../helpers/keyed-model-server.js';
import type { ScriptedReply } from '../helpers/scripted-model-server.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/**
 * A model that fails its first requests as `failures` says (an HTTP status each), then says
 * "Done." at once: each run is one call, plus the proxy's retries of the failures.
 */
async function startModel(failures: readonly number[] = []): Promise<KeyedModelServer> {
  let served = 0;
  const server = await KeyedModelServer.start((): ScriptedReply => {
    const status = failures[served];
    served += 1;
    return status === undefined ? { kind: 'text', text: 'Done.' } : { kind: 'error', status };
  });
  servers.push(server);
  return server;
}

/** Two cases (tasks): `run` plans 2 × k runs. */
async function writeCases(): Promise<{ dir: string; cases: string }> {
  const dir = await makeTempDir();
  const cases = path.join(dir, 'greetings.json');
  await writeFile(
    cases,
    JSON.stringify([
      { name: 'says done', prompt: 'Say done.', expect: { contains: ['Done'] } },
      { name: 'says done again', prompt: 'Say done again.', expect: { contains: ['Done'] } },
    ]),
  );
  return { dir, cases };
}

function liveRun(cases: string, server: KeyedModelServer, ...more: string[]): string[] {
  return [
    'run',
    cases,
    '--yes',
    '--mode',
    'live',
    '--base-url',
    server.baseUrl,
    '--model',
    'counted-model',
    ...more,
  ];
}

async function readRecords(out: string): Promise<RunRecord[]> {
  const text = await readFile(path.join(out, 'runs.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as RunRecord);
}

const env = { OPENAI_API_KEY: 'sk-test-max-calls-key-123456' };

describe('verdict run --max-calls', () => {
  it('stops at exactly N upstream requests, retries included; the runs after it are errors naming the bound', async () => {
    // 500, then 429, then answers: the first run takes three requests (two retries).
    const server = await startModel([500, 429]);
    const { dir, cases } = await writeCases();
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      liveRun(cases, server, '--k', '3', '--concurrency', '1', '--max-calls', '5', '--out', out),
      { cwd: dir, env },
    );
    expect(result.code, result.stderr).toBe(1);
    expect(server.requests).toHaveLength(5);

    const reason =
      'max-calls 5 reached: 5 upstream calls (2 retries); the proxy refuses further model calls, so this run cannot be judged';
    const records = await readRecords(out);
    expect(records).toHaveLength(6);
    expect(records.filter((record) => record.status === 'pass')).toHaveLength(3);
    const stopped = records.filter((record) => record.status === 'error');
    expect(stopped).toHaveLength(3);
    for (const record of stopped) {
      expect(record.reason).toBe(reason);
      expect(record.error).toMatchObject({
        kind: 'max_calls_reached',
        message: reason,
        stop: { kind: 'max_calls_reached', maxCalls: 5, calls: 5, retries: 2 },
      });
      expect(record.attempts).toBe(1);
    }
    expect(records.some((record) => record.status === 'fail')).toBe(false);

    // Each stopped run's line says why, and the report is still written.
    expect(result.stderr).toContain(`error: ${reason}`);
    expect(result.stdout).toMatch(/^PARTIAL: 3\/3 judged runs passed \(3 missing\)/);
    const report = JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')) as {
      state: string;
      summary: { errors: Record<string, number> };
    };
    expect(report.state).toBe('PARTIAL');
    expect(report.summary.errors).toEqual({ max_calls_reached: 3 });
  }, 120_000);

  it('never lets concurrent runs take more than N, and refuses the retries past it', async () => {
    // Four runs at once: three first requests are sent (two fail), everything after is refused.
    const server = await startModel([500, 500]);
    const { dir, cases } = await writeCases();
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      liveRun(cases, server, '--k', '3', '--concurrency', '4', '--max-calls', '3', '--out', out),
      { cwd: dir, env },
    );
    expect(result.code, result.stderr).toBe(1);
    expect(server.requests).toHaveLength(3);
    const records = await readRecords(out);
    expect(records.map((record) => record.status).sort()).toEqual([
      'error',
      'error',
      'error',
      'error',
      'error',
      'pass',
    ]);
    for (const record of records.filter((each) => each.status === 'error')) {
      expect(record.reason).toMatch(/^max-calls 3 reached: 3 upstream calls \(0 retries\);/);
    }
  }, 120_000);

  it('counts the calls already in --calls-file and keeps it up to date', async () => {
    const server = await startModel();
    const { dir, cases } = await writeCases();
    const file = path.join(dir, 'calls.json');
    await writeFile(file, JSON.stringify({ calls: 4, retries: 1 }));
    const result = await runCliProcess(
      liveRun(cases, server, '--k', '1', '--concurrency', '1', '--max-calls', '5'),
      { cwd: dir, env: { ...env } },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(server.requests).toHaveLength(2);

    const shared = await runCliProcess(
      liveRun(
        cases,
        server,
        '--k',
        '1',
        '--concurrency',
        '1',
        '--max-calls',
        '5',
        '--calls-file',
        file,
      ),
      { cwd: dir, env },
    );
    expect(shared.code, shared.stderr).toBe(1);
    expect(server.requests).toHaveLength(3);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ calls: 5, retries: 1 });
    expect(shared.stderr).toContain('max-calls 5 reached: 5 upstream calls (1 retry);');
  }, 120_000);

  it('takes a positive integer, and --calls-file only with it', async () => {
    const { dir, cases } = await writeCases();
    const zero = await runCliProcess(['run', cases, '--yes', '--max-calls', '0'], {
      cwd: dir,
      env,
    });
    expect(zero.code).toBe(2);
    expect(zero.stderr).toMatch(/--max-calls "0": expected an integer ≥ 1/);
    const alone = await runCliProcess(['run', cases, '--yes', '--calls-file', 'x.json'], {
      cwd: dir,
      env,
    });
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('--calls-file needs --max-calls N');
  });

  it('bounds verdict record too', async () => {
    // 500 on the first request: whichever task comes first takes two requests, the other's
    // calls are refused, and its cassette is not written.
    const server = await startModel([500]);
    const { dir, cases } = await writeCases();
    const args = liveRun(cases, server, '--max-calls', '2', '--out', path.join(dir, 'out'));
    const result = await runCliProcess(
      [
        'record',
        ...args
          .slice(1)
          .filter((arg, index, all) => arg !== '--mode' && all[index - 1] !== '--mode'),
      ],
      {
        cwd: dir,
        env,
      },
    );
    expect(server.requests).toHaveLength(2);
    expect(result.stderr).toMatch(/error: max-calls 2 reached: 2 upstream calls/);
    expect(result.stderr).toMatch(/not recorded: .*max-calls 2 reached.*; nothing was written/);
  }, 120_000);

  it('never counts replay: no upstream is called', async () => {
    const dir = await makeTempDir();
    const file = path.join(dir, 'calls.json');
    const result = await runCliProcess(
      [
        'run',
        'smoke-coding',
        '--mode',
        'replay',
        '--allow-write',
        '--allow-process',
        '--tasks',
        'fix-add',
        '--max-calls',
        '1',
        '--calls-file',
        file,
        '--out',
        path.join(dir, 'out'),
      ],
      { cwd: dir, env: {} },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^COMPLETE: 1\/1 judged runs passed/);
    await expect(readFile(file, 'utf8')).rejects.toThrow(/ENOENT/);
  }, 120_000);
});
