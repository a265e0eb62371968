/**
 * `verdict variants --k auto` on the real CLI against a real model server on 127.0.0.1: the head
 * variant's system prompt makes the model fail one task, so that task stops `regressed` as soon
 * as its e-value reaches tasks/α (round 6 of perfect separation at 2 tasks), while the task both
 * variants pass stops with "no change larger than δ"; every round's runs go only to open tasks,
 * both variants, and the record, the comparison and its Markdown say how many runs each took.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import { ReportSchema } from '../../src/report/report-schema.js';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { AdaptiveRecordSchema } from '../../src/stats/adaptive-k.js';
import { KeyedModelServer } from '../helpers/keyed-model-server.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const servers: KeyedModelServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

const HEAD_PROMPT = 'You are the head variant.';
const env = { OPENAI_API_KEY: 'sk-test-adaptive-key-123456' };

/** "Done." to everything, except the head variant's "Say done." (the task then fails). */
async function startModel(): Promise<KeyedModelServer> {
  const server = await KeyedModelServer.start((request) => {
    const head = JSON.stringify(request.body.messages).includes(HEAD_PROMPT);
    return head && request.prompt === 'Say done.'
      ? { kind: 'text', text: 'No.' }
      : { kind: 'text', text: 'Done.' };
  });
  servers.push(server);
  return server;
}

async function readRecords(dir: string): Promise<RunRecord[]> {
  const text = await readFile(path.join(dir, 'runs.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => RunRecordSchema.parse(JSON.parse(line)));
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
  await writeFile(
    path.join(dir, 'compare.json'),
    JSON.stringify({
      suite: 'greetings.json',
      variants: [
        { id: 'base', overrides: {} },
        { id: 'head', overrides: { systemPrompt: HEAD_PROMPT } },
      ],
    }),
  );
  return dir;
}

function variants(dir: string, server: KeyedModelServer, ...more: string[]) {
  return runCliProcess(
    [
      'variants',
      'greetings.json',
      '--variants',
      'compare.json',
      '--yes',
      '--base-url',
      server.baseUrl,
      '--model',
      'adaptive-model',
      '--concurrency',
      '2',
      ...more,
    ],
    { cwd: dir, env },
  );
}

describe('verdict variants --k auto', () => {
  it('stops the regressed task at e ≥ tasks/α and the unchanged one inside ±δ, spending runs only on open tasks', async () => {
    const server = await startModel();
    const dir = await project();
    const out = path.join(dir, 'out');
    const result = await variants(dir, server, '--k', 'auto', '--delta', '0.5', '--out', out);
    expect(result.code, result.stderr).toBe(0);

    const record = AdaptiveRecordSchema.parse(
      JSON.parse(await readFile(path.join(out, 'adaptive.json'), 'utf8')),
    );
    const [drop, same] = record.tasks;
    expect(drop).toMatchObject({ state: 'regressed', stoppedBecause: 'e_value', threshold: 40 });
    expect(drop!.rounds).toHaveLength(6);
    expect(same).toMatchObject({ state: 'no_change_within_delta', stoppedBecause: 'within_delta' });
    // Its sequence (β_cs = 0.05) after n rounds that pass on both sides: ±0.50 at n = 5, which
    // still holds 0.5, and ±0.43 at n = 6, inside ±δ = 0.5 (at β_cs = 0.18, ±0.52 and ±0.45).
    expect(same!.rounds).toHaveLength(6);
    expect(record.runs).toEqual({ spent: 24, fixedK: 80 });
    expect(record.suite.rounds.map((round) => round.open)).toEqual([2, 2, 2, 2, 2, 2]);
    // 24 runs, each one request.
    expect(server.requests).toHaveLength(24);

    // Each variant ran repetition r of the tasks still open in round r, nothing else.
    for (const side of ['base', 'head']) {
      const runs = await readRecords(path.join(out, side));
      const repetitions = (taskId: string) =>
        runs
          .filter((run) => run.taskId === taskId)
          .map((run) => run.repetition)
          .sort((a, b) => a - b);
      expect(repetitions(drop!.taskId)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(repetitions(same!.taskId)).toEqual([1, 2, 3, 4, 5, 6]);
      const report = ReportSchema.parse(
        JSON.parse(await readFile(path.join(out, side, 'report.json'), 'utf8')),
      );
      expect(report.conditions).toMatchObject({ k: 20, adaptive: { minK: 3, maxK: 20 } });
    }

    const comparison = ComparisonSchema.parse(
      JSON.parse(await readFile(path.join(out, 'comparison.json'), 'utf8')),
    );
    const byId = new Map(comparison.tasks.map((task) => [task.taskId, task]));
    expect(byId.get(drop!.taskId)).toMatchObject({
      verdict: 'regressed',
      reason: 'stopped after 6 + 6 runs: regressed, e = 70 ≥ 40',
      adaptive: { runs: { baseline: 6, candidate: 6 }, stoppedBecause: 'e_value' },
    });
    expect(byId.get(same!.taskId)?.verdict).toBe('no_change');
    expect(byId.get(same!.taskId)?.reason).toMatch(
      /^stopped after 6 \+ 6 runs: no change larger than 50 pts \(−\d+ to \+\d+\)$/,
    );
    expect(comparison.summary.verdict).toBe('regressed');
    expect(comparison.summary.counts).toMatchObject({ regressed: 1, no_change: 1 });
    expect(comparison.summary.suite).toBeUndefined();
    expect(comparison.adaptive?.runs).toEqual({ spent: 24, fixedK: 80 });
    const markdown = await readFile(path.join(out, 'comparison.md'), 'utf8');
    expect(markdown).toContain('stopped after 6 + 6 runs: regressed, e = 70 ≥ 40');
    expect(result.stdout).toBe(markdown);
  });

  it('with --stop-at suite, stops every open task the round the suite’s e-value reaches 1/α', async () => {
    const server = await startModel();
    const dir = await project();
    const out = path.join(dir, 'out');
    const result = await variants(dir, server, '--k', 'auto', '--stop-at', 'suite', '--out', out);
    expect(result.code, result.stderr).toBe(0);
    const record = AdaptiveRecordSchema.parse(
      JSON.parse(await readFile(path.join(out, 'adaptive.json'), 'utf8')),
    );
    expect(record.rule.stopAt).toBe('suite');
    expect(record.suite.verdict).toBe('regressed');
    const [last, before] = [record.suite.rounds.at(-1)!, record.suite.rounds.at(-2)!];
    expect(last.eValue).toBeGreaterThanOrEqual(20);
    expect(before.eValue).toBeLessThan(20);
    // The suite reaches 1/α = 20 in round 6, the round the failing task reaches 2/α = 40 on its
    // own; the unchanged task, which at δ = 0.2 would run on to round 15, stops with the suite.
    expect(record.tasks.map((task) => task.stoppedBecause)).toEqual(['e_value', 'suite']);
    expect(record.tasks.map((task) => task.rounds.length)).toEqual([6, 6]);
    expect(server.requests).toHaveLength(24);
    const comparison = ComparisonSchema.parse(
      JSON.parse(await readFile(path.join(out, 'comparison.json'), 'utf8')),
    );
    expect(comparison.tasks.map((task) => task.verdict)).toEqual(['regressed', 'inconclusive']);
    expect(comparison.tasks[1]?.reason).toMatch(
      /^stopped with the suite after 6 \+ 6 runs: inconclusive on its own, e = [\d.]+ < 20$/,
    );
    const markdown = await readFile(path.join(out, 'comparison.md'), 'utf8');
    expect(markdown).toContain('**Suite: regressed**');
  });

  it('refuses --k auto with three variants, scripted mode, and --min-k without it (exit 2, nothing ran)', async () => {
    const server = await startModel();
    const dir = await project();
    await writeFile(
      path.join(dir, 'three.json'),
      JSON.stringify({
        suite: 'greetings.json',
        variants: [
          { id: 'a', overrides: {} },
          { id: 'b', overrides: { systemPrompt: 'B' } },
          { id: 'c', overrides: { systemPrompt: 'C' } },
        ],
      }),
    );
    const three = await runCliProcess(
      [
        'variants',
        'greetings.json',
        '--variants',
        'three.json',
        '--yes',
        '--k',
        'auto',
        '--base-url',
        server.baseUrl,
        '--model',
        'm',
      ],
      { cwd: dir, env },
    );
    expect(three.code).toBe(2);
    expect(three.stderr).toContain(
      '--k auto compares two variants (the first as the base), and the file has 3',
    );
    const scripted = await variants(dir, server, '--k', 'auto', '--mode', 'scripted');
    expect(scripted.code).toBe(2);
    expect(scripted.stderr).toContain('--k auto is for live runs');
    const minK = await variants(dir, server, '--k', '4', '--min-k', '2');
    expect(minK.code).toBe(2);
    expect(minK.stderr).toContain('--min-k goes with --k auto');
    const badStop = await variants(dir, server, '--k', 'auto', '--stop-at', 'first');
    expect(badStop.code).toBe(2);
    expect(badStop.stderr).toContain('--stop-at "first": expected tasks or suite');
    const badDelta = await variants(dir, server, '--k', 'auto', '--delta', '2');
    expect(badDelta.code).toBe(2);
    expect(badDelta.stderr).toContain(
      '--delta "2": expected a difference of pass rates between 0 and 1',
    );
    for (const each of [three, scripted, minK, badStop, badDelta])
      expect(each.stderr).not.toMatch(/\n\s+at /);
    expect(server.requests).toHaveLength(0);
  });
});
