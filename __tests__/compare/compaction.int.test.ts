/**
 * Through the CLI: two runs whose measured configurations differ only in compaction settings carry
 * them in their conditions, and `verdict compare` keeps the success verdict but refuses to give
 * token and cost deltas.
 */
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import { ReportSchema } from '../../src/report/report-schema.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();

describe('compare across compaction settings (CLI)', () => {
  it('records the settings in report.json and marks token and cost deltas not comparable', async () => {
    const cwd = await realpath(await makeTempDir());
    await writeTree(cwd, {
      'suite/suite.json': JSON.stringify({
        schemaVersion: 1,
        suiteId: 'answers',
        suiteVersion: '1.0.0',
        tasks: [
          {
            id: 'hello',
            prompt: 'Say hello.',
            budget: { maxTurns: 3, maxWallMs: 30000 },
            verifiers: [{ kind: 'response-contains', id: 'hello', texts: ['hello'] }],
          },
        ],
      }),
      'suite/scripts/hello.json': JSON.stringify({
        format: 'script/v1',
        turns: [{ content: 'hello there' }],
      }),
      'base/verdict.config.json': JSON.stringify({ config: { compaction: { threshold: 0.8 } } }),
      'head/verdict.config.json': JSON.stringify({ config: { compaction: { threshold: 0.5 } } }),
    });
    for (const side of ['base', 'head']) {
      const result = await runCliProcess(
        [
          'run',
          path.join(cwd, 'suite'),
          '--mode',
          'scripted',
          '--k',
          '1',
          '--yes',
          '--out',
          'out',
          '--input-rate',
          '1',
          '--output-rate',
          '2',
        ],
        { cwd: path.join(cwd, side) },
      );
      expect(result.code).toBe(0);
    }
    const base = ReportSchema.parse(
      JSON.parse(await readFile(path.join(cwd, 'base', 'out', 'report.json'), 'utf8')),
    );
    expect(base.conditions.compaction).toEqual({
      maxContextChars: 120000,
      threshold: 0.8,
      keepRecentMessages: 6,
    });

    const compared = await runCliProcess(['compare', 'base/out', 'head/out', '--json'], { cwd });
    expect(compared.code).toBe(0);
    const comparison = ComparisonSchema.parse(JSON.parse(compared.stdout));
    const [task] = comparison.tasks;
    // The success verdict stands (one run a side: low power), the deltas that compaction moves do not.
    expect(task?.verdict).toBe('low_power');
    expect(task?.deltas.successRate?.difference).toBe(0);
    expect(task?.deltas.tokens).toBeUndefined();
    expect(task?.deltas.costUsd).toBeUndefined();
    expect(task?.deltas.omitted.tokens).toContain(
      'not comparable: the compaction settings differ (baseline maxContextChars 120000, threshold 0.8',
    );
    const markdown = await readFile(path.join(cwd, 'comparison.md'), 'utf8');
    expect(markdown).toMatch(
      /^- tokens per run(, [a-z ]+)*: not comparable: the compaction settings differ/m,
    );
  });
});
