/**
 * `--max-runs N` on the real CLI against a real model server on 127.0.0.1 that counts requests: a
 * live plan that could make more than N runs, each counted with the re-runs a transient error may
 * cause, is refused (exit 2, naming the planned count and which part went over) before any model
 * call; a plan whose worst case is exactly N runs; replay calls no model and is not counted.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyedModelServer } from '../helpers/keyed-model-server.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A model that says "Done." at once: each run is one request. */
async function startModel(): Promise<KeyedModelServer> {
  const server = await KeyedModelServer.start(() => ({ kind: 'text', text: 'Done.' }));
  servers.push(server);
  return server;
}

/** Two cases (tasks); `run` plans 2 × k runs. */
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

function live(command: string, cases: string, server: KeyedModelServer, ...more: string[]) {
  return [
    command,
    cases,
    '--yes',
    '--base-url',
    server.baseUrl,
    '--model',
    'counted-model',
    ...more,
  ];
}

const env = { OPENAI_API_KEY: 'sk-test-budget-key-123456' };

describe('verdict run --max-runs', () => {
  it('refuses a live plan over the budget before any model call (exit 2, the planned count)', async () => {
    const server = await startModel();
    const { dir, cases } = await writeCases();
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      live('run', cases, server, '--mode', 'live', '--k', '3', '--max-runs', '5', '--out', out),
      { cwd: dir, env },
    );
    expect(result.code, result.stderr).toBe(2);
    expect(server.requests).toHaveLength(0);
    expect(result.stderr).toContain(
      '--max-runs 5: the plan has 6 run(s) that call a model (2 task(s) × k 3), more than 5 before any re-run; nothing was run.',
    );
    expect(result.stderr).toContain('or raise --max-runs to 24 (6 planned + up to 18 re-runs)');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('counts the re-runs of transient errors, and says when they push the plan over', async () => {
    const server = await startModel();
    const { dir, cases } = await writeCases();
    const result = await runCliProcess(
      live('run', cases, server, '--mode', 'live', '--k', '3', '--max-runs', '20'),
      { cwd: dir, env },
    );
    expect(result.code, result.stderr).toBe(2);
    expect(server.requests).toHaveLength(0);
    expect(result.stderr).toContain(
      '--max-runs 20: the plan has 6 run(s) that call a model (2 task(s) × k 3), within 20, but the re-runs push it over: a run is attempted again after a transient error, up to 3 more time(s), so up to 24 runs in all; nothing was run.',
    );
    expect(result.stderr).toContain('--k 2 would plan 4 (16 with re-runs)');
  }, 60_000);

  it('runs a live plan whose worst case equals the budget', async () => {
    const server = await startModel();
    const { dir, cases } = await writeCases();
    const result = await runCliProcess(
      live('run', cases, server, '--mode', 'live', '--k', '3', '--max-runs', '24'),
      { cwd: dir, env },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(server.requests).toHaveLength(6);
    expect(result.stdout).toMatch(/6\/6 judged runs passed/);
  }, 60_000);

  it('counts the runs of every model of --models, and the shard of --shard', async () => {
    const server = await startModel();
    const { dir, cases } = await writeCases();
    const models = await runCliProcess(
      [
        'run',
        cases,
        '--yes',
        '--base-url',
        server.baseUrl,
        '--models',
        'a,b',
        '--mode',
        'live',
        '--k',
        '2',
        '--max-runs',
        '7',
      ],
      { cwd: dir, env },
    );
    expect(models.code).toBe(2);
    expect(models.stderr).toMatch(/the plan has 8 run\(s\).*\(2 task\(s\) × k 2 × 2 models\)/);
    // Shard 1 of 3 of 2 × 3 runs takes 2 of them: 8 with their re-runs.
    const shard = await runCliProcess(
      live('run', cases, server, '--mode', 'live', '--k', '3', '--shard', '1/3', '--max-runs', '8'),
      { cwd: dir, env },
    );
    expect(shard.code, shard.stderr).toBe(0);
    expect(server.requests).toHaveLength(2);
  }, 60_000);

  it('takes a positive integer', async () => {
    const { dir, cases } = await writeCases();
    const result = await runCliProcess(['run', cases, '--yes', '--max-runs', '0'], {
      cwd: dir,
      env,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--max-runs "0": expected an integer ≥ 1/);
  });
});

describe('verdict record and variants --max-runs', () => {
  it('record refuses more tasks than the budget before any model call', async () => {
    const server = await startModel();
    const { dir, cases } = await writeCases();
    const result = await runCliProcess(
      live('record', cases, server, '--max-runs', '1', '--cassette-dir', path.join(dir, 'c')),
      { cwd: dir, env },
    );
    expect(result.code, result.stderr).toBe(2);
    expect(server.requests).toHaveLength(0);
    expect(result.stderr).toMatch(/--max-runs 1: the plan has 2 run\(s\).*\(2 task\(s\) × k 1\)/);
  }, 60_000);

  it('variants counts every variant', async () => {
    const server = await startModel();
    const { dir, cases } = await writeCases();
    const variants = path.join(dir, 'compare.json');
    await writeFile(
      variants,
      JSON.stringify({
        suite: 'greetings',
        variants: [
          { id: 'baseline', overrides: {} },
          { id: 'cooler', overrides: { temperature: 0.1 } },
        ],
      }),
    );
    const result = await runCliProcess(
      live('variants', cases, server, '--variants', variants, '--k', '2', '--max-runs', '16'),
      { cwd: dir, env },
    );
    expect(result.code, result.stderr).toBe(2);
    expect(server.requests).toHaveLength(0);
    expect(result.stderr).toMatch(
      /the plan has 8 run\(s\).*\(2 task\(s\) × k 2 × 2 variants\).*--k 1 would plan 4 \(16 with re-runs\)/,
    );
  }, 60_000);
});
