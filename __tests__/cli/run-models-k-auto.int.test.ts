/**
 * `verdict run --models a,b --k auto` on the real CLI against a real model server on 127.0.0.1:
 * the second model fails one task, so that task stops `regressed` once its e-value reaches
 * tasks/α (round 6 of perfect separation at 2 tasks), the task both models pass stops with "no
 * change larger than δ", and each round's runs go only to the open tasks, for both models.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import { ReportSchema } from '../../src/report/report-schema.js';
import { RunRecordSchema } from '../../src/run-dir/record-schema.js';
import { AdaptiveRecordSchema } from '../../src/stats/adaptive-k.js';
import { KeyedModelServer } from '../helpers/keyed-model-server.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

const env = { OPENAI_API_KEY: 'sk-test-models-auto-key-123456' };

/** "Done." to everything, except model "weak/2" asked "Say done." (the task then fails). */
async function startModel(): Promise<KeyedModelServer> {
  const server = await KeyedModelServer.start((request) =>
    request.body.model === 'weak/2' && request.prompt === 'Say done.'
      ? { kind: 'text', text: 'No.' }
      : { kind: 'text', text: 'Done.' },
  );
  servers.push(server);
  return server;
}

async function project(): Promise<string> {
  const dir = await makeTempDir();
  await writeFile(
    path.join(dir, 'greetings.json'),
    JSON.stringify([
      { name: 'says done', prompt: 'Say done.', expect: { contains: ['Done'] } },
      { name: 'says done again', prompt: 'Say done again.', expect: { contains: ['Done'] } },
    ]),
  );
  return dir;
}

function run(dir: string, server: KeyedModelServer, ...more: string[]) {
  return runCliProcess(
    ['run', 'greetings.json', '--yes', '--base-url', server.baseUrl, '--concurrency', '2', ...more],
    { cwd: dir, env },
  );
}

describe('verdict run --models a,b --k auto', () => {
  it('compares the two models in rounds, the first as the base, and writes both reports, models.md and the comparison', async () => {
    const server = await startModel();
    const dir = await project();
    const out = path.join(dir, 'out');
    const result = await run(
      dir,
      server,
      '--models',
      'strong-1,weak/2',
      '--k',
      'auto',
      '--delta',
      '0.5',
      '--out',
      out,
    );
    expect(result.code, result.stderr).toBe(0);

    const record = AdaptiveRecordSchema.parse(
      JSON.parse(await readFile(path.join(out, 'adaptive.json'), 'utf8')),
    );
    const [drop, same] = record.tasks;
    expect(drop).toMatchObject({ state: 'regressed', stoppedBecause: 'e_value', threshold: 40 });
    expect(drop!.rounds).toHaveLength(6);
    expect(same).toMatchObject({ state: 'no_change_within_delta', stoppedBecause: 'within_delta' });
    expect(same!.rounds).toHaveLength(6);
    expect(record.runs).toEqual({ spent: 24, fixedK: 80 });
    // 24 runs, each one request, half of them to each model, by its own name.
    expect(server.requests).toHaveLength(24);
    const byModel = (model: string) =>
      server.requests.filter((request) => request.body.model === model);
    expect(byModel('strong-1')).toHaveLength(12);
    expect(byModel('weak/2')).toHaveLength(12);

    // Each model's report is in its own directory (the name made path-safe), with its model.
    for (const [model, dirName] of [
      ['strong-1', 'strong-1'],
      ['weak/2', 'weak_2'],
    ] as const) {
      const modelDir = path.join(out, dirName);
      const report = ReportSchema.parse(
        JSON.parse(await readFile(path.join(modelDir, 'report.json'), 'utf8')),
      );
      expect(report.conditions).toMatchObject({ model, k: 20, adaptive: { minK: 3, maxK: 20 } });
      const runs = (await readFile(path.join(modelDir, 'runs.jsonl'), 'utf8'))
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => RunRecordSchema.parse(JSON.parse(line)));
      expect(runs).toHaveLength(12);
    }

    const comparison = ComparisonSchema.parse(
      JSON.parse(await readFile(path.join(out, 'comparison.json'), 'utf8')),
    );
    expect(comparison.summary.verdict).toBe('regressed');
    const byId = new Map(comparison.tasks.map((task) => [task.taskId, task]));
    expect(byId.get(drop!.taskId)).toMatchObject({
      verdict: 'regressed',
      reason: 'stopped after 6 + 6 runs: regressed, e = 70 ≥ 40',
    });
    expect(comparison.adaptive?.runs).toEqual({ spent: 24, fixedK: 80 });
    const markdown = await readFile(path.join(out, 'comparison.md'), 'utf8');
    expect(result.stdout).toBe(markdown);
    const models = await readFile(path.join(out, 'models.md'), 'utf8');
    expect(models).toContain('strong-1');
    expect(models).toContain('weak/2');
  });

  it('refuses three models, scripted mode and --shard with --k auto (exit 2, nothing ran)', async () => {
    const server = await startModel();
    const dir = await project();
    const cases: Array<[string[], string]> = [
      [['--models', 'a,b,c', '--k', 'auto'], 'compares two models (the first as the base)'],
      [['--models', 'a,b', '--k', 'auto', '--mode', 'scripted'], '--k auto is live only'],
      [['--models', 'a,b', '--k', 'auto', '--shard', '1/2'], '--shard go separately'],
    ];
    for (const [args, message] of cases) {
      const result = await run(dir, server, ...args);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }
    expect(server.requests).toHaveLength(0);
  });
});
