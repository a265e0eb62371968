import { cp, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCassette } from '../../src/provider/cassette.js';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const GRANTS = ['--allow-write', '--allow-process'];
const TASKS = ['fix-add', 'create-pad-module'];

/**
 * A copy of the bundled smoke-coding suite reduced to two tasks, without cassettes, and a
 * configuration whose agent `dead` exits at once, as an agent that cannot reach the proxy does.
 * `deadTasks` run that agent; the others the built-in one.
 */
async function suiteWithDeadAgent(deadTasks: readonly string[]) {
  const dir = await makeTempDir();
  const suite = path.join(dir, 'suite');
  const bundled = path.join(REPO_ROOT, 'fixtures/eval/smoke-coding');
  await cp(bundled, suite, {
    recursive: true,
    filter: (source) => path.relative(bundled, source).split(path.sep)[0] !== 'cassettes',
  });
  const file = path.join(suite, 'suite.json');
  const json = JSON.parse(await readFile(file, 'utf8')) as {
    tasks: Array<{ id: string; agent?: string }>;
  };
  json.tasks = json.tasks
    .filter((task) => TASKS.includes(task.id))
    .map((task) => (deadTasks.includes(task.id) ? { ...task, agent: 'dead' } : task));
  await writeFile(file, JSON.stringify(json));
  const config = path.join(dir, 'verdict.config.json');
  await writeFile(
    config,
    JSON.stringify({
      agents: { dead: { command: ['sh', '-c', 'echo "cannot reach the model" >&2; exit 127'] } },
    }),
  );
  const record = (...extra: string[]) =>
    runCliProcess(
      ['record', suite, '--provider', 'scripted', '--yes', ...GRANTS, '--config', config, ...extra],
      { cwd: dir },
    );
  return { dir, suite, cassettes: path.join(suite, 'cassettes'), record };
}

describe('verdict record reports only what it wrote', () => {
  it('writes nothing for an agent that made no model call, says why, and exits 1 when nothing was recorded', async () => {
    const { dir, cassettes, record } = await suiteWithDeadAgent(TASKS);
    const result = await record('--tasks', 'fix-add', '--out', path.join(dir, 'out'));
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain(
      '  fix-add: not recorded: the agent exited with code 127 before any model call; its stderr: cannot reach the model; nothing was written\n',
    );
    expect(result.stderr).not.toContain('wrote');
    expect(result.stdout).toBe('recorded 0 of 1 cassette(s) in suite/cassettes\n');
    await expect(stat(path.join(cassettes, 'fix-add.jsonl'))).rejects.toThrow();
  });

  it('leaves a previous cassette as it was, and does not count it as recorded', async () => {
    const { dir, cassettes, record } = await suiteWithDeadAgent(TASKS);
    await mkdir(cassettes, { recursive: true });
    const previous = path.join(cassettes, 'fix-add.jsonl');
    await writeFile(previous, 'an earlier recording\n');
    const result = await record('--tasks', 'fix-add', '--out', path.join(dir, 'out'));
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'fix-add: not recorded: the agent exited with code 127 before any model call',
    );
    expect(await readFile(previous, 'utf8')).toBe('an earlier recording\n');
  });

  it('counts each task by what was written: one recorded as cassette/v2, one named (exit 1: its run errored; --json lists both)', async () => {
    const { dir, cassettes, record } = await suiteWithDeadAgent(['create-pad-module']);
    const result = await record('--out', path.join(dir, 'out'), '--json');
    // The dead agent crashed before its first call: an errored run (SPEC §3), so exit 1.
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain('  wrote suite/cassettes/fix-add.jsonl\n');
    expect(result.stderr).toContain(
      '  create-pad-module: not recorded: the agent exited with code 127 before any model call; its stderr: cannot reach the model; nothing was written\n',
    );
    const output = JSON.parse(result.stdout) as {
      recorded: string[];
      notRecorded: Array<{ taskId: string; reason: string }>;
    };
    expect(output.recorded).toEqual(['fix-add']);
    expect(output.notRecorded).toEqual([
      {
        taskId: 'create-pad-module',
        reason:
          'the agent exited with code 127 before any model call; its stderr: cannot reach the model',
      },
    ]);
    const file = path.join(cassettes, 'fix-add.jsonl');
    const cassette = parseCassette(await readFile(file, 'utf8'), file);
    expect(cassette.header.format).toBe('cassette/v2');
    expect(cassette.calls.length).toBeGreaterThan(1);
    await expect(stat(path.join(cassettes, 'create-pad-module.jsonl'))).rejects.toThrow();
  });
});
