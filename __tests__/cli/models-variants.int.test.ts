import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../src/cli/command.js';
import { variantsCommand } from '../../src/cli/commands/variants.js';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import { ConfigError, UsageError } from '../../src/errors.js';
import { ReportSchema, type Report } from '../../src/report/report-schema.js';
import { modelDirName, parseModels } from '../../src/runner/run-models.js';
import { applyOverrides, variantOrder } from '../../src/runner/run-variants.js';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const GRANTS = ['--allow-write', '--allow-process'];
/** smoke-coding has seven tasks; these tests are about fix-add alone. */
const FIX_ADD = ['--tasks', 'fix-add'];

async function readReport(dir: string): Promise<Report> {
  return ReportSchema.parse(JSON.parse(await readFile(path.join(dir, 'report.json'), 'utf8')));
}

async function writeVariants(dir: string, variants: unknown[]): Promise<string> {
  const file = path.join(dir, 'compare.json');
  await writeFile(file, JSON.stringify({ suite: 'smoke-coding', variants }));
  return file;
}

function variantsIo(cwd: string) {
  let stdout = '';
  let stderr = '';
  return {
    io: {
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
      cwd,
      env: { PATH: process.env.PATH },
      packageRoot: REPO_ROOT,
    },
    out: () => stdout,
    err: () => stderr,
  };
}

describe('run --models', () => {
  it('runs the suite once per model: one report directory each and a side-by-side table', async () => {
    const dir = await makeTempDir();
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      [
        'run',
        'smoke-coding',
        '--mode',
        'scripted',
        '--models',
        'a,org/b',
        ...FIX_ADD,
        ...GRANTS,
        '--out',
        out,
      ],
      { cwd: dir },
    );
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const a = await readReport(path.join(out, 'a'));
    const b = await readReport(path.join(out, 'org_b'));
    expect(a.conditions.model).toBe('a');
    expect(b.conditions.model).toBe('org/b');
    // The model never touches the agent configuration.
    expect(a.conditions.configHash).toBe(b.conditions.configHash);
    expect(a.runId).not.toBe(b.runId);
    const table = await readFile(path.join(out, 'models.md'), 'utf8');
    expect(table).toContain('| Task | `a` | `org/b` |');
    expect(table).toContain('| fix-add | 1/1 | 1/1 |');
    expect(table).toMatch(
      /success rate\*\* \| \*\*100\.0 %\*\* \(1\/1\) \| \*\*100\.0 %\*\* \(1\/1\)/,
    );
    expect(result.stdout).toBe(table);
  });

  it('refuses replay, --resume and --model alongside, and duplicate models (exit 2, nothing ran)', async () => {
    const dir = await makeTempDir();
    const base = ['run', 'smoke-coding', ...GRANTS, '--out', path.join(dir, 'out')];
    const replay = await runCliProcess([...base, '--mode', 'replay', '--models', 'a,b'], {
      cwd: dir,
    });
    expect(replay.code).toBe(2);
    expect(replay.stderr).toMatch(/--models cannot replay/);
    const withModel = await runCliProcess(
      [...base, '--mode', 'scripted', '--models', 'a,b', '--model', 'c'],
      { cwd: dir },
    );
    expect(withModel.code).toBe(2);
    const duplicate = await runCliProcess([...base, '--mode', 'scripted', '--models', 'a,a'], {
      cwd: dir,
    });
    expect(duplicate.code).toBe(2);
    expect(duplicate.stderr).toMatch(/given twice/);
    await expect(readdir(dir)).resolves.toEqual([]);
  });

  it('makes model names path-safe and keeps their directories distinct', () => {
    expect(modelDirName('meta/llama-3.1:8b')).toBe('meta_llama-3.1_8b');
    expect(modelDirName('..')).toBe('__');
    expect(parseModels(' a , b ,')).toEqual(['a', 'b']);
    expect(() => parseModels('a/b,a:b')).toThrow(UsageError);
    expect(() => parseModels(',')).toThrow(UsageError);
  });
});

describe('verdict variants', () => {
  it('runs two variants on the same plan and compares them, each with its own configHash', async () => {
    const dir = await makeTempDir();
    const file = await writeVariants(dir, [
      { id: 'baseline', overrides: {} },
      { id: 'early-compaction', overrides: { 'compaction.threshold': 0.6 } },
    ]);
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      [
        'variants',
        'smoke-coding',
        '--variants',
        file,
        '--mode',
        'scripted',
        '--k',
        '2',
        ...FIX_ADD,
        ...GRANTS,
        '--out',
        out,
      ],
      { cwd: dir },
    );
    expect(result.code).toBe(0);
    const baseline = await readReport(path.join(out, 'baseline'));
    const early = await readReport(path.join(out, 'early-compaction'));
    expect(baseline.conditions.configHash).not.toBe(early.conditions.configHash);
    expect(baseline.summary.counts.observed).toBe(2);
    expect(early.summary.counts.observed).toBe(2);
    const comparison = ComparisonSchema.parse(
      JSON.parse(await readFile(path.join(out, 'comparison.json'), 'utf8')),
    );
    expect(comparison.baseline.conditions.configHash).toBe(baseline.conditions.configHash);
    expect(comparison.candidate.conditions.configHash).toBe(early.conditions.configHash);
    const markdown = await readFile(path.join(out, 'comparison.md'), 'utf8');
    expect(result.stdout).toBe(markdown);
    expect((await readdir(out)).sort()).toEqual([
      'baseline',
      'comparison.html',
      'comparison.json',
      'comparison.md',
      'early-compaction',
    ]);
  });

  it('rejects an unknown key, or one outside the hash, naming the file and key (exit 2)', async () => {
    const dir = await makeTempDir();
    const file = await writeVariants(dir, [
      { id: 'baseline', overrides: {} },
      { id: 'typo', overrides: { 'compaction.treshold': 0.6 } },
    ]);
    const result = await runCliProcess(
      ['variants', 'smoke-coding', '--variants', file, '--mode', 'scripted', ...GRANTS],
      { cwd: dir },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('compare.json');
    expect(result.stderr).toContain('"compaction.treshold" is not a key of the measured');
    expect(result.stderr).toContain('compaction.threshold');
    expect(await readdir(dir)).toEqual(['compare.json']);

    for (const overrides of [{ model: 'x' }, { 'provider.baseUrl': 'http://x' }]) {
      await writeVariants(dir, [
        { id: 'a', overrides: {} },
        { id: 'b', overrides },
      ]);
      const { io, err } = variantsIo(dir);
      const argv = ['smoke-coding', '--variants', 'compare.json', '--mode', 'scripted', ...GRANTS];
      const error = await variantsCommand.run(parseCommandArgs(variantsCommand, argv), io).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(ConfigError);
      expect(String((error as Error).message)).toMatch(/outside the measured configuration/);
      expect(err()).toBe('');
    }
  });

  it('rejects invalid values, fewer than two variants and duplicate ids before running', async () => {
    const dir = await makeTempDir();
    const { io } = variantsIo(dir);
    const argv = ['smoke-coding', '--variants', 'compare.json', '--mode', 'scripted', ...GRANTS];
    const run = () => variantsCommand.run(parseCommandArgs(variantsCommand, argv), io);
    await writeVariants(dir, [
      { id: 'a', overrides: {} },
      { id: 'b', overrides: { 'compaction.threshold': 3 } },
    ]);
    await expect(run()).rejects.toThrow(/compaction\.threshold/);
    await writeVariants(dir, [{ id: 'a', overrides: {} }]);
    await expect(run()).rejects.toThrow(/at least 2/);
    await writeVariants(dir, [
      { id: 'a', overrides: {} },
      { id: 'a', overrides: { temperature: 0 } },
    ]);
    await expect(run()).rejects.toThrow(/unique/);
    expect(await readdir(dir)).toEqual(['compare.json']);
  });

  it('refuses replay (exit 2)', async () => {
    const dir = await makeTempDir();
    const file = await writeVariants(dir, [
      { id: 'a', overrides: {} },
      { id: 'b', overrides: { temperature: 0 } },
    ]);
    const result = await runCliProcess(
      ['variants', 'smoke-coding', '--variants', file, '--mode', 'replay', ...GRANTS],
      { cwd: dir },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/variants cannot replay/);
  });

  it('interleaves A, B then B, A and deep-sets overrides into a copy', () => {
    expect(variantOrder(0, 2)).toEqual([0, 1]);
    expect(variantOrder(1, 2)).toEqual([1, 0]);
    expect(variantOrder(2, 3)).toEqual([0, 1, 2]);
    const base = { compaction: { keepRecentMessages: 4 } };
    expect(
      applyOverrides(base, { 'compaction.threshold': 0.6, 'limits.maxContextChars': 9 }),
    ).toEqual({
      compaction: { keepRecentMessages: 4, threshold: 0.6 },
      limits: { maxContextChars: 9 },
    });
    expect(base).toEqual({ compaction: { keepRecentMessages: 4 } });
  });
});
