import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiagnosisSchema } from '../../src/runner/run-diagnose.js';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const GRANTS = ['--allow-write', '--allow-process'];
/** smoke-coding has seven tasks; these tests are about fix-add alone. */
const FIX_ADD = ['--tasks', 'fix-add'];

/** A copy of the bundled smoke-coding suite, without its cassettes, in a temp dir. */
async function copySuite(): Promise<{ dir: string; suite: string }> {
  const dir = await makeTempDir();
  const suite = path.join(dir, 'suite');
  await cp(path.join(REPO_ROOT, 'fixtures/eval/smoke-coding'), suite, {
    recursive: true,
    filter: (source) => path.basename(source) !== 'cassettes',
  });
  return { dir, suite };
}

async function writeVariant(dir: string, variant: unknown): Promise<string> {
  const file = path.join(dir, 'variant.json');
  await writeFile(file, JSON.stringify(variant));
  return file;
}

const runScripted = (dir: string, suite: string, out: string, k: number) =>
  runCliProcess(
    [
      'run',
      suite,
      '--mode',
      'scripted',
      '--k',
      String(k),
      ...FIX_ADD,
      '--yes',
      ...GRANTS,
      '--out',
      out,
    ],
    { cwd: dir },
  );

describe('verdict diagnose', () => {
  it('re-runs only the failed runs under the intervention and reports factors, never a cause', async () => {
    const { dir, suite } = await copySuite();
    // The "model" answers without fixing anything: every run fails.
    await writeFile(
      path.join(suite, 'scripts', 'fix-add.json'),
      JSON.stringify({ format: 'script/v1', turns: [{ content: 'Looks fine to me.' }] }),
    );
    const out = path.join(dir, 'failing');
    expect((await runScripted(dir, suite, out, 2)).code).toBe(0);
    const variant = await writeVariant(dir, {
      id: 'early-compaction',
      overrides: { 'compaction.threshold': 0.7 },
    });
    const result = await runCliProcess(
      ['diagnose', out, '--variant', variant, '--suite-dir', suite, '--yes', ...GRANTS],
      { cwd: dir },
    );
    expect(result.stderr).not.toMatch(/Error/);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('not fixed by early-compaction | 2/2 | fix-add #1, fix-add #2');
    expect(result.stdout).toContain('fixed by early-compaction | 0/2');
    expect(result.stdout).toMatch(/## Assumptions/);
    expect(result.stdout.replace(/not a cause/g, '')).not.toMatch(/cause/i);
    const diagDir = path.join(out, 'diagnose-early-compaction');
    const diagnosis = DiagnosisSchema.parse(
      JSON.parse(await readFile(path.join(diagDir, 'diagnosis.json'), 'utf8')),
    );
    expect(diagnosis.rerun).toBe(2);
    expect(diagnosis.factors.map((factor) => [factor.kind, factor.count])).toEqual([
      ['fixed', 0],
      ['not_fixed', 2],
    ]);
    expect(diagnosis.factors[1]?.supporting).toEqual(['fix-add #1', 'fix-add #2']);
    expect(diagnosis.intervention.configHash).not.toBe(diagnosis.baselineConfigHash);
    expect(diagnosis.assumptions.join('\n')).toMatch(/only change/);
    expect(await readFile(path.join(diagDir, 'diagnosis.md'), 'utf8')).toBe(result.stdout);
    const runs = (await readFile(path.join(diagDir, 'runs.jsonl'), 'utf8'))
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as { taskId: string; repetition: number; seed: number });
    expect(runs.map((run) => [run.taskId, run.repetition, run.seed]).sort()).toEqual([
      ['fix-add', 1, 1],
      ['fix-add', 2, 2],
    ]);

    // An unknown key is refused before any run.
    const bad = await writeVariant(dir, { id: 'typo', overrides: { 'compaction.treshold': 0.7 } });
    const refused = await runCliProcess(
      ['diagnose', out, '--variant', bad, '--suite-dir', suite, '--yes', ...GRANTS],
      { cwd: dir },
    );
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      '"compaction.treshold" is not a key of the measured configuration',
    );
    expect(refused.stderr).toContain('overrides["compaction.treshold"]');
  });

  it('says there is nothing to diagnose when no run failed (exit 0)', async () => {
    const { dir, suite } = await copySuite();
    const out = path.join(dir, 'passing');
    expect((await runScripted(dir, suite, out, 1)).code).toBe(0);
    const variant = await writeVariant(dir, {
      id: 'v',
      overrides: { 'compaction.threshold': 0.7 },
    });
    const result = await runCliProcess(
      ['diagnose', out, '--variant', variant, '--suite-dir', suite, '--yes', ...GRANTS],
      { cwd: dir },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/nothing to diagnose/);
  });

  it('refuses a replayed run (exit 2)', async () => {
    const dir = await makeTempDir();
    const out = path.join(dir, 'replayed');
    const ran = await runCliProcess(
      ['run', 'smoke-coding', '--mode', 'replay', ...GRANTS, '--out', out],
      { cwd: dir },
    );
    expect(ran.code).toBe(0);
    const variant = await writeVariant(dir, {
      id: 'v',
      overrides: { 'compaction.threshold': 0.7 },
    });
    const result = await runCliProcess(['diagnose', out, '--variant', variant, ...GRANTS], {
      cwd: dir,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cannot replay/);
  });
});
