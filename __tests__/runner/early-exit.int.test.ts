/**
 * An agent that exits non-zero before its first model call produced no result about the model
 * (SPEC §3, [18/23]): through the real CLI, replaying the bundled smoke-coding cassettes, a real
 * Node script that throws as it starts is `error` (`agent_crashed`) with the line that names its
 * error in the reason and the report, and no divergence — while an agent that exits 0 without a
 * call still leaves its cassette's calls unmade, a divergence.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ReportSchema } from '../../src/report/report-schema.js';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const SMOKE = path.join(REPO_ROOT, 'fixtures/eval/smoke-coding');
const GRANTS = ['--allow-write', '--allow-process'];
const ERROR_LINE = 'Error: no model configured, run setup first';

async function readRuns(out: string): Promise<RunRecord[]> {
  const text = await readFile(path.join(out, 'runs.jsonl'), 'utf8');
  return text
    .trim()
    .split('\n')
    .map((line) => RunRecordSchema.parse(JSON.parse(line)));
}

describe('an agent that throws before its first model call, in replay', () => {
  it('is an error (agent_crashed) naming its error line, not a divergence; a clean exit without a call still diverges', async () => {
    const dir = await makeTempDir();
    const suite = path.join(dir, 'suite');
    await cp(SMOKE, suite, { recursive: true });
    const file = path.join(suite, 'suite.json');
    const json = JSON.parse(await readFile(file, 'utf8')) as {
      tasks: Array<{ id: string; agent?: string }>;
    };
    json.tasks = json.tasks
      .filter((task) => ['fix-add', 'create-pad-module'].includes(task.id))
      .map((task) => ({ ...task, agent: task.id === 'fix-add' ? 'throws' : 'quiet' }));
    await writeFile(file, JSON.stringify(json));
    // A real agent as a user writes one: it reads its configuration first, and throws without it.
    await writeFile(
      path.join(dir, 'agent.mjs'),
      "if (process.env.AGENT_MODEL === undefined) throw new Error('no model configured, run setup first');\n",
    );
    const config = path.join(dir, 'verdict.config.json');
    await writeFile(
      config,
      JSON.stringify({
        agents: {
          throws: { command: ['node', './agent.mjs'] },
          quiet: { command: ['node', '-e', 'process.exit(0)'] },
        },
      }),
    );
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      ['run', suite, '--mode', 'replay', '--yes', ...GRANTS, '--config', config, '--out', out],
      { cwd: dir },
    );
    // The quiet agent's unmade calls diverge (exit 2); the crash alone would be an error (exit 1).
    expect(result.code, result.stderr).toBe(2);

    const runs = await readRuns(out);
    const crashed = runs.find((run) => run.taskId === 'fix-add');
    expect(crashed).toMatchObject({
      status: 'error',
      agentExitCode: 1,
      error: { kind: 'agent_crashed' },
      measured: { turns: 0 },
    });
    expect(crashed?.error?.stop).toBeUndefined();
    expect(crashed?.reason).toMatch(
      /^the agent exited with code 1 before any model call; its stderr: Error: no model configured, run setup first \| … \| .*Node\.js v\d+/,
    );
    expect(crashed?.error?.message).toBe(crashed?.reason);
    const quiet = runs.find((run) => run.taskId === 'create-pad-module');
    expect(quiet).toMatchObject({
      status: 'error',
      agentExitCode: 0,
      error: { kind: 'replay_divergence', stop: { field: '(call)' } },
    });

    const report = ReportSchema.parse(
      JSON.parse(await readFile(path.join(out, 'report.json'), 'utf8')),
    );
    const task = report.tasks.find((candidate) => candidate.taskId === 'fix-add');
    expect(task?.errors).toEqual({ agent_crashed: 1 });
    expect(task?.replay?.diverged ?? 0).toBe(0);
    expect(task?.failureReasons?.listed[0]).toMatchObject({
      status: 'error',
      errorKind: 'agent_crashed',
    });
    const markdown = await readFile(path.join(out, 'report.md'), 'utf8');
    expect(markdown).toContain(ERROR_LINE);
    // The command's own words: the crash is named as such, never as a divergence.
    expect(result.stderr).toContain(ERROR_LINE);
    expect(result.stderr).not.toMatch(/fix-add[^\n]*diverg/);
  });
});
