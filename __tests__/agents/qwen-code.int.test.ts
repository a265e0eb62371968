/**
 * A real third-party agent under Verdict: qwen-code, installed on demand into `.cache/`, evaluated
 * through the documented `examples/agents/qwen-code/` config against the scripted provider. No model
 * provider is ever called; the only network use is npm installing the package the first time.
 */
import { cp, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/report/report-schema.js';
import { RunRecordSchema, type RunRecord } from '../../src/runner/run-record.js';
import { ensureQwenCode, QWEN_CODE_BIN_DIR } from '../helpers/qwen-code.js';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const EXAMPLE = path.join(REPO_ROOT, 'examples', 'agents', 'qwen-code');

/** `qwen` first on PATH, run by the Node that runs the tests. */
const env: NodeJS.ProcessEnv = {
  PATH: [QWEN_CODE_BIN_DIR, path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
};

beforeAll(async () => {
  await ensureQwenCode();
}, 300_000);

async function readRuns(dir: string): Promise<RunRecord[]> {
  const text = await readFile(path.join(dir, 'runs.jsonl'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => RunRecordSchema.parse(JSON.parse(line)))
    .sort((a, b) => a.taskId.localeCompare(b.taskId));
}

async function readCassettes(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(dir)).sort();
  return new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(path.join(dir, name), 'utf8')] as const),
    ),
  );
}

/** Every file below `dir` (relative path → content), to see that nothing wrote there. */
async function snapshotDir(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return new Map(
    await Promise.all(
      files.map(async (file) => [path.relative(dir, file), await readFile(file, 'utf8')] as const),
    ),
  );
}

const outcomes = (run: RunRecord | undefined): Record<string, string> =>
  Object.fromEntries((run?.verifiers ?? []).map((verifier) => [verifier.id, verifier.outcome]));

describe('qwen-code 0.15.10 as the agent (examples/agents/qwen-code)', () => {
  it('records with the scripted provider, replays with zero divergence, and re-records byte-identically', async () => {
    const dir = await makeTempDir();
    const suite = path.join(dir, 'suite');
    await cp(path.join(EXAMPLE, 'suite'), suite, {
      recursive: true,
      filter: (source) => path.basename(source) !== 'cassettes',
    });
    const common = [
      '--config',
      path.join(EXAMPLE, 'verdict.config.json'),
      '--yes',
      '--allow-write',
      '--allow-process',
    ];
    // Run directories go below the test's temp dir, so a leftover is cleaned up with it.
    const cli = (argv: string[]) =>
      runCliProcess([...argv, ...common], { cwd: dir, env: { ...env, TMPDIR: dir } });
    const record = ['record', suite, '--provider', 'scripted'];
    const exampleBefore = await snapshotDir(EXAMPLE);

    const recorded = await cli([...record, '--out', path.join(dir, 'record-1')]);
    expect(recorded.code, recorded.stderr).toBe(0);
    const recordedRuns = await readRuns(path.join(dir, 'record-1'));
    expect(recordedRuns.map((run) => [run.taskId, run.status])).toEqual([
      ['fix-sum', 'pass'],
      ['run-check', 'pass'],
    ]);
    // qwen-code's own tools, with the absolute paths it demands, in the run's own workspace.
    const [fixSum, runCheck] = recordedRuns;
    expect(fixSum?.toolCalls.map((call) => call.name)).toEqual(['read_file', 'edit']);
    for (const call of fixSum?.toolCalls ?? []) {
      const filePath = (call.arguments as { file_path: string }).file_path;
      expect(path.isAbsolute(filePath)).toBe(true);
      expect(filePath).toMatch(/[\\/]work[\\/]src[\\/]sum\.mjs$/);
    }
    expect(runCheck?.toolCalls.map((call) => call.name)).toEqual(['run_shell_command']);

    const cassetteDir = path.join(suite, 'cassettes');
    const cassettes = await readCassettes(cassetteDir);
    expect([...cassettes.keys()]).toEqual(['fix-sum.jsonl', 'run-check.jsonl']);
    const fixSumCassette = cassettes.get('fix-sum.jsonl') ?? '';
    const runCheckCassette = cassettes.get('run-check.jsonl') ?? '';
    // Per-run noise is stored as tokens: the workspace (also in the model's answers), the date
    // in qwen-code's startup context, the process group id its shell tool reports.
    expect(fixSumCassette).not.toContain(dir);
    expect(fixSumCassette).not.toContain('verdict-run-');
    expect(fixSumCassette).toContain('{\\"file_path\\":\\"<WORKSPACE>/src/sum.mjs\\"}');
    expect(fixSumCassette).toContain("Today's date is <DATE>");
    expect(runCheckCassette).toContain('Process Group PGID: <PID>');

    const replayed = await cli([
      'run',
      suite,
      '--mode',
      'replay',
      '--out',
      path.join(dir, 'replay'),
    ]);
    expect(replayed.stderr).not.toContain('diverged');
    expect(replayed.code, replayed.stderr).toBe(0);
    const report = ReportSchema.parse(
      JSON.parse(await readFile(path.join(dir, 'replay', 'report.json'), 'utf8')),
    );
    expect(report.state).toBe('COMPLETE');
    expect(report.conditions.mode).toBe('replay');
    const replayedRuns = await readRuns(path.join(dir, 'replay'));
    expect(replayedRuns.map((run) => [run.taskId, run.status])).toEqual([
      ['fix-sum', 'pass'],
      ['run-check', 'pass'],
    ]);
    expect(replayedRuns[0]?.toolCalls.map((call) => call.name)).toEqual(['read_file', 'edit']);
    expect(outcomes(replayedRuns[0])).toEqual({
      check: 'pass',
      'loop-from-zero': 'pass',
      scope: 'pass',
      'read-and-edit': 'pass',
      'read-before-edit': 'pass',
    });
    expect(outcomes(replayedRuns[1])).toMatchObject({ 'ran-a-command': 'pass', 'no-edit': 'pass' });

    const again = await cli([...record, '--out', path.join(dir, 'record-2')]);
    expect(again.code).toBe(0);
    expect(await readCassettes(cassetteDir)).toEqual(cassettes);
    // qwen-code rewrites a settings file it finds outdated: the checkout must stay as it was.
    expect(await snapshotDir(EXAMPLE)).toEqual(exampleBefore);
  }, 300_000);
});
