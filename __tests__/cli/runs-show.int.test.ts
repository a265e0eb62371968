/**
 * `verdict runs` and `verdict show` through the real bin/verdict.js (SPEC §6): the runs saved in
 * .verdict/runs listed, one run printed from its trace, an unknown id refused with the nearest
 * ids, a corrupt trace line named while the rest still prints, and an agent whose binary is missing
 * shown with its stderr.
 */
import { appendFile, cp, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const GRANTS = ['--allow-write', '--allow-process'];
const SMOKE = path.join(REPO_ROOT, 'fixtures/eval/smoke-coding');

/** A replay of smoke-coding's fix-add saved in `<dir>/.verdict/runs/<id>`, and its id. */
async function savedReplay(extra: string[] = []) {
  const dir = await makeTempDir();
  const suite = path.join(dir, 'suite');
  await cp(SMOKE, suite, { recursive: true });
  const ran = await runCliProcess(
    ['run', suite, '--mode', 'replay', '--tasks', 'fix-add', '--yes', ...GRANTS, ...extra],
    { cwd: dir },
  );
  const [runId] = await readdir(path.join(dir, '.verdict', 'runs'));
  return { dir, suite, ran, runId: runId as string };
}

describe('verdict runs', () => {
  it('lists the saved runs, and --dir ones, as a table and as JSON', async () => {
    const { dir, ran, runId } = await savedReplay();
    expect(ran.code, ran.stderr).toBe(0);
    const other = await runCliProcess(
      ['run', path.join(dir, 'suite'), '--mode', 'replay', '--tasks', 'fix-add', '--yes'].concat(
        GRANTS,
        ['--out', path.join(dir, 'elsewhere', 'one')],
      ),
      { cwd: dir },
    );
    expect(other.code, other.stderr).toBe(0);
    const table = await runCliProcess(['runs', '--dir', 'elsewhere'], { cwd: dir });
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/^RUN\s+SUITE\s+MODE\s+WHEN\s+PASSED\s+WHERE$/m);
    expect(table.stdout).toMatch(
      new RegExp(
        `^${runId}\\s+smoke-coding\\s+replay\\s+\\S+ \\S+\\s+1/1\\s+\\.verdict/runs/${runId}$`,
        'm',
      ),
    );
    expect(table.stdout).toMatch(/\s1\/1\s+elsewhere\/one$/m);
    const json = await runCliProcess(['runs', '--json'], { cwd: dir });
    const listed = JSON.parse(json.stdout) as { runs: Array<Record<string, unknown>> };
    expect(listed.runs).toEqual([
      expect.objectContaining({
        runId,
        suiteId: 'smoke-coding',
        mode: 'replay',
        passed: 1,
        judged: 1,
      }),
    ]);
  });
});

describe('verdict show', () => {
  it('prints each call, tool call with arguments and result, verifiers and output; --json the trace', async () => {
    const { dir, ran, runId } = await savedReplay();
    expect(ran.code, ran.stderr).toBe(0);
    const shown = await runCliProcess(['show', runId, '--task', 'fix-add', '--rep', '1'], {
      cwd: dir,
    });
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/^fix-add #1: pass \(replay, /);
    expect(shown.stdout).toContain('    → read_file {"path":"src/math.mjs"}  ok\n');
    expect(shown.stdout).toContain('      ← export function add(a, b) {');
    expect(shown.stdout).toMatch(
      /verifiers:\n {4}pass {2}check \(command\): `node check\.mjs` exited 0/,
    );
    expect(shown.stdout).toContain('  stdout (last 1 line(s)');
    const json = await runCliProcess(['show', path.join('.verdict', 'runs', runId), '--json'], {
      cwd: dir,
    });
    const parsed = JSON.parse(json.stdout) as {
      runs: Array<{ record: { taskId: string }; trace: { events: Array<{ type: string }> } }>;
    };
    expect(parsed.runs[0]?.record.taskId).toBe('fix-add');
    expect(parsed.runs[0]?.trace.events.map((event) => event.type)).toContain('tool_call');
  });

  it('refuses an unknown run id with exit 2 and the nearest ids', async () => {
    const { dir, runId } = await savedReplay();
    const typo = `${runId.slice(0, -1)}x`;
    const result = await runCliProcess(['show', typo], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`verdict: show: no run "${typo}"`);
    expect(result.stderr).toContain(`Nearest: ${runId}`);
  });

  it('names a corrupt trace line and still prints the rest', async () => {
    const { dir, runId } = await savedReplay();
    const trace = path.join(dir, '.verdict', 'runs', runId, 'traces', 'fix-add', '1.jsonl');
    await appendFile(trace, '{"type":"verifier", torn\n');
    const result = await runCliProcess(['show', runId], { cwd: dir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /show: skipped .*traces\/fix-add\/1\.jsonl: line \d+: \(line\): not valid JSON/,
    );
    expect(result.stdout).toContain('→ read_file');
    expect(result.stdout).toContain('verifiers:');
  });

  it('shows the stderr of an agent whose binary is missing', async () => {
    const dir = await makeTempDir();
    const config = path.join(dir, 'verdict.config.json');
    await writeFile(
      config,
      JSON.stringify({
        agents: { codex: { command: ['sh', '-c', 'verdict-missing-codex exec --json'] } },
        default: 'codex',
      }),
    );
    const { dir: runDir, runId } = await savedReplay(['--config', config]);
    const result = await runCliProcess(['show', runId], { cwd: runDir });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^fix-add #1: error/);
    expect(result.stdout).toContain('  no model call\n');
    expect(result.stdout).toMatch(/reason: .*verdict-missing-codex: not found/);
    expect(result.stdout).toMatch(
      /stderr \(last \d+ line\(s\) of \d+ bytes\):\n {4}\| .*verdict-missing-codex: not found/,
    );
  });
});
