import { access, readFile, realpath, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../src/cli/command.js';
import { exportCommand } from '../../src/cli/commands/export.js';
import { exitCodeOf, messageOf } from '../../src/errors.js';
import { ExportBundleSchema } from '../../src/export/bundle.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { fakeChars, fakeOpenAiKey } from '../helpers/fake-secrets.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';
import { plantedRun } from './fixtures.js';

const makeTempDir = useTempDirs();

interface Result {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command as main.ts will run it: parse, run, and map a thrown error to its exit code. */
async function runExport(argv: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Result> {
  let stdout = '';
  let stderr = '';
  const io = {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    cwd,
    env,
    packageRoot: cwd,
  };
  let code: number;
  try {
    code = await exportCommand.run(parseCommandArgs(exportCommand, argv), io);
  } catch (error) {
    stderr += `verdict: ${messageOf(error)}\n`;
    code = exitCodeOf(error);
  }
  return { code, stdout, stderr };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A project with one saved run under `.verdict/runs/<runId>` and a HOME of its own. */
async function savedRun(edit?: (runs: RunRecord[]) => RunRecord[]) {
  const root = await realpath(await makeTempDir());
  const cwd = path.join(root, 'project');
  const home = path.join(root, 'home', 'ana');
  const runId = '2026-01-01T00-00-00-000Z';
  const runDir = path.join(cwd, '.verdict', 'runs', runId);
  const input = plantedRun({ home, runDir, tmp: '/tmp' }, { runs: edit });
  await writeTree(runDir, {
    'report.json': `${JSON.stringify(input.report, null, 2)}\n`,
    'report.md': input.markdown,
    'runs.jsonl': input.runs.map((run) => `${JSON.stringify(run)}\n`).join(''),
  });
  return { root, cwd, home, runId, runDir, env: { HOME: home } as NodeJS.ProcessEnv };
}

const withDetail = (detail: string) => (runs: RunRecord[]) =>
  runs.map((run, index) =>
    index === 1
      ? { ...run, verifiers: run.verifiers.map((v, i) => (i === 0 ? { ...v, detail } : v)) }
      : run,
  );

describe('verdict export', () => {
  it('writes a clean bundle from a run id and says the cleaning is not a guarantee', async () => {
    const { cwd, home, runDir, runId, env, root } = await savedRun();
    const result = await runExport([runId, '--out', 'share/run.json'], cwd, env);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/pattern-based, not a guarantee/);
    const text = await readFile(path.join(cwd, 'share', 'run.json'), 'utf8');
    const bundle = ExportBundleSchema.parse(JSON.parse(text));
    expect(bundle.runs).toHaveLength(2);
    expect(bundle.runs[1]?.verifiers[0]?.detail).toContain('<run-dir>/runs.jsonl');
    expect(bundle.runs[0]?.finalAnswer).toContain('<home>/project/src/add.ts');
    for (const leaked of [home, runDir, root]) expect(text).not.toContain(leaked);
  });

  it('takes a run directory too', async () => {
    const { cwd, runDir, env, root } = await savedRun();
    const result = await runExport(
      [runDir, '--out', path.join(root, 'b.json'), '--json'],
      cwd,
      env,
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ written: true, runs: 2 });
  });

  it('refuses a planted key, naming the field and never the value, and writes nothing', async () => {
    const secret = fakeOpenAiKey();
    const { cwd, runId, env } = await savedRun(withDetail(`token was ${secret}`));
    const result = await runExport([runId, '--out', 'run.json'], cwd, env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('runs[1].verifiers[0].detail');
    expect(result.stderr).toMatch(/nothing was written/);
    expect(`${result.stdout}${result.stderr}`).not.toContain(secret);
    expect(`${result.stdout}${result.stderr}`).not.toContain(secret.slice(8, 30));
    expect(await exists(path.join(cwd, 'run.json'))).toBe(false);

    const json = await runExport([runId, '--out', 'run.json', '--json'], cwd, env);
    expect(json.code).toBe(1);
    const output = JSON.parse(json.stdout) as {
      written: boolean;
      findings: Array<{ path: string }>;
    };
    expect(output.written).toBe(false);
    expect(output.findings.map((finding) => finding.path)).toEqual(['runs[1].verifiers[0].detail']);
    expect(json.stdout).not.toContain(secret);
  });

  it('refuses the exact value of a credential from the environment', async () => {
    const credential = `corp-${fakeChars(24, 9)}`;
    const { cwd, runId, env } = await savedRun(withDetail(`called with ${credential}`));
    const result = await runExport([runId, '--out', 'run.json'], cwd, {
      ...env,
      INTERNAL_GATEWAY_TOKEN: credential,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('runs[1].verifiers[0].detail');
    expect(result.stderr).toContain('exact value of one of your credentials');
    expect(`${result.stdout}${result.stderr}`).not.toContain(credential);
    expect(await exists(path.join(cwd, 'run.json'))).toBe(false);
    // The same run exports when the credential is not in the environment: the value is not key-shaped.
    expect((await runExport([runId, '--out', 'run.json'], cwd, env)).code).toBe(0);
  });

  it('refuses to overwrite an existing file unless --force (exit 2), and leaves it untouched', async () => {
    const { cwd, runId, env } = await savedRun();
    const file = path.join(cwd, 'run.json');
    await writeFile(file, 'keep me');
    const refused = await runExport([runId, '--out', 'run.json'], cwd, env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/already exists; pass --force/);
    expect(await readFile(file, 'utf8')).toBe('keep me');

    const forced = await runExport([runId, '--out', 'run.json', '--force'], cwd, env);
    expect(forced.code).toBe(0);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ schemaVersion: 1 });
  });

  it('--force does not bypass the secret scan: the old file stays as it was', async () => {
    const { cwd, runId, env } = await savedRun(withDetail(`key ${fakeOpenAiKey()}`));
    const file = path.join(cwd, 'run.json');
    await writeFile(file, 'keep me');
    const result = await runExport([runId, '--out', 'run.json', '--force'], cwd, env);
    expect(result.code).toBe(1);
    expect(await readFile(file, 'utf8')).toBe('keep me');
  });

  it.each([
    [['r1'], /--out FILE is required/],
    [['no-such-run', '--out', 'x.json'], /no saved run "no-such-run"/],
    [['../elsewhere', '--out', 'x.json'], /no saved run/],
    [['r1', 'r2', '--out', 'x.json'], /unexpected argument/],
  ])('exit 2 for a bad invocation: %j', async (argv, message) => {
    const { cwd, env } = await savedRun();
    const result = await runExport(argv, cwd, env);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(await exists(path.join(cwd, 'x.json'))).toBe(false);
  });

  it('exit 2 when the run directory lacks its files or holds an invalid report', async () => {
    const { cwd, runDir, runId, env } = await savedRun();
    await writeFile(path.join(runDir, 'report.json'), '{"format":"report/v1"}');
    const invalid = await runExport([runId, '--out', 'x.json'], cwd, env);
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(/not a valid report/);
    const bare = await makeTempDir();
    const missing = await runExport([bare, '--out', 'x.json'], cwd, env);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/report\.json is missing/);
  });
});
