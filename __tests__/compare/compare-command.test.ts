import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareCommand } from '../../src/cli/commands/compare.js';
import { parseCommandArgs } from '../../src/cli/command.js';
import type { CliIo } from '../../src/cli/io.js';
import { ComparisonSchema } from '../../src/compare/comparison-schema.js';
import { ConfigError, IncompatibleError, UsageError } from '../../src/errors.js';
import { writeReportFiles } from '../../src/report/report-files.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import { makeReport, times } from './reports.js';

const makeTempDir = useTempDirs();

function captureIo(cwd: string): CliIo & { out: () => string; err: () => string } {
  let stdout = '';
  let stderr = '';
  return {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    cwd,
    env: {},
    packageRoot: REPO_ROOT,
    out: () => stdout,
    err: () => stderr,
  };
}

async function runCompare(cwd: string, argv: string[]) {
  const io = captureIo(cwd);
  const code = await compareCommand.run(parseCommandArgs(compareCommand, argv), io);
  return { code, stdout: io.out(), stderr: io.err() };
}

async function writeSides(dir: string, candidateConditions = {}) {
  await writeReportFiles(path.join(dir, 'base'), makeReport({ t: times('pass', 5) }));
  await writeReportFiles(
    path.join(dir, 'head'),
    makeReport({ t: times('fail', 5) }, { conditions: candidateConditions }),
  );
}

describe('verdict compare (in process)', () => {
  it('prints the Markdown and writes both files into the current directory without --out', async () => {
    const dir = await makeTempDir();
    await writeSides(dir);
    const result = await runCompare(dir, ['base', 'head/report.json']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('# Verdict comparison: smoke-coding@1.2.0');
    expect(result.stdout).toContain('**regressed**');
    const written = ComparisonSchema.parse(
      JSON.parse(await readFile(path.join(dir, 'comparison.json'), 'utf8')),
    );
    expect(written.summary.verdict).toBe('regressed');
    expect(await readFile(path.join(dir, 'comparison.md'), 'utf8')).toBe(result.stdout);
  });

  it('writes comparison.json and comparison.md with --out, and prints JSON with --json', async () => {
    const dir = await makeTempDir();
    await writeSides(dir);
    const result = await runCompare(dir, ['base', 'head', '--out', 'cmp', '--json']);
    expect(result.code).toBe(0);
    const printed = ComparisonSchema.parse(JSON.parse(result.stdout));
    expect(printed.summary.verdict).toBe('regressed');
    const written: unknown = JSON.parse(
      await readFile(path.join(dir, 'cmp', 'comparison.json'), 'utf8'),
    );
    expect(written).toEqual(printed);
    const markdown = await readFile(path.join(dir, 'cmp', 'comparison.md'), 'utf8');
    expect(markdown).toContain('**regressed**');
  });

  it('refuses a different suite version as incompatible', async () => {
    const dir = await makeTempDir();
    await writeSides(dir, { suiteVersion: '9.9.9' });
    await expect(runCompare(dir, ['base', 'head'])).rejects.toThrow(IncompatibleError);
  });

  it('compares reports of different modes (exit 0), saying not comparable in the Markdown', async () => {
    const dir = await makeTempDir();
    await writeSides(dir, { mode: 'replay', k: 1 });
    const result = await runCompare(dir, ['base', 'head', '--json']);
    expect(result.code).toBe(0);
    const printed = ComparisonSchema.parse(JSON.parse(result.stdout));
    expect(printed.summary.verdict).toBe('not_comparable');
    expect(printed.tasks[0]?.verdict).toBe('not_comparable');
    const markdown = await readFile(path.join(dir, 'comparison.md'), 'utf8');
    expect(markdown).toContain('**Overall: not comparable**');
    expect(markdown).toContain(
      '> **Modes differ.** The baseline ran live and the candidate replay',
    );
    expect(markdown).toContain('not comparable: different modes (baseline live, candidate replay)');
    // Not the replay banner: only one side is replay.
    expect(markdown).not.toContain('# Verdict comparison — REPLAY');
  });

  it('reads a report written with the dropped eligible count', async () => {
    const dir = await makeTempDir();
    await writeSides(dir);
    const file = path.join(dir, 'base', 'report.json');
    const old = JSON.parse(await readFile(file, 'utf8')) as {
      summary: { counts: { total: number; eligible?: number } };
      tasks: Array<{ counts: { total: number; eligible?: number } }>;
    };
    for (const counts of [old.summary.counts, ...old.tasks.map((task) => task.counts)]) {
      counts.eligible = counts.total;
    }
    await writeFile(file, JSON.stringify(old));
    const result = await runCompare(dir, ['base', 'head', '--json']);
    expect(result.code).toBe(0);
    const printed = ComparisonSchema.parse(JSON.parse(result.stdout));
    expect(printed.summary.verdict).toBe('regressed');
    expect(JSON.stringify(printed)).not.toContain('eligible');
  });

  it('refuses a different suite id as incompatible (exit 3), naming the field', async () => {
    const dir = await makeTempDir();
    await writeSides(dir, { suiteId: 'other-suite' });
    await expect(runCompare(dir, ['base', 'head'])).rejects.toThrow(/conditions\.suiteId differs/);
  });

  it('names the file of a missing or invalid report', async () => {
    const dir = await makeTempDir();
    await writeSides(dir);
    await expect(runCompare(dir, ['nowhere', 'head'])).rejects.toThrow(/nowhere: cannot read/);
    await writeFile(path.join(dir, 'bad.json'), JSON.stringify({ format: 'report/v1' }));
    const rejection = runCompare(dir, ['base', 'bad.json']);
    await expect(rejection).rejects.toThrow(ConfigError);
    await expect(rejection).rejects.toThrow(/bad\.json: not a valid report\/v1/);
  });

  it('needs two reports', () => {
    expect(() => parseCommandArgs(compareCommand, ['only-one'])).toThrow(UsageError);
  });
});
