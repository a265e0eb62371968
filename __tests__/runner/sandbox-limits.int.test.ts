/**
 * What a sandboxed run's status says when the sandbox stops it or fails (SPEC §1), through the
 * real CLI (`bin/verdict.js run`) with tiny agents in one plan, one run at a time: a run past its
 * CPU or memory limit is `budget_exceeded` naming the limit; a box that fails to start — the
 * agent's, or a verifier's after the agent broke the run's directory — makes that run `error`
 * (`sandbox_failed`), never `fail`; and the runs around them in the plan are judged as usual.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RunRecordSchema, type RunRecord } from '../../src/run-dir/record-schema.js';
import { probeBwrap } from '../../src/sandbox/bwrap-probe.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';

const makeTempDir = useTempDirs();
const BWRAP_SKIP = await probeBwrap(process.env.PATH);
if (BWRAP_SKIP !== undefined) process.stderr.write(`sandbox limits: skipped: ${BWRAP_SKIP}\n`);

const WROTE_OK = { kind: 'file-contains', id: 'done', path: 'out.txt', text: 'ok' };

interface LimitTask {
  id: string;
  agent: { command: string[]; env?: Record<string, string> };
  resources?: Record<string, number>;
  verifiers?: unknown[];
}

const TASKS: LimitTask[] = [
  { id: 'a-before', agent: { command: ['sh', '-c', 'echo ok > out.txt'] } },
  {
    id: 'b-cpu',
    agent: { command: ['sh', '-c', 'echo ok > out.txt; while :; do :; done'] },
    resources: { cpuSeconds: 1 },
  },
  {
    id: 'c-memory',
    agent: {
      command: [
        'node',
        '-e',
        "require('fs').writeFileSync('out.txt','ok');const kept=[];for(;;)kept.push(Buffer.alloc(1<<20,1))",
      ],
    },
    resources: { memoryMb: 256 },
  },
  // The box's own programs (the bridge's shell tools) are looked up on the agent's PATH: an entry
  // that points it nowhere breaks the box before the agent starts.
  {
    id: 'd-agent-box',
    agent: { command: ['/bin/sh', '-c', 'echo ok > out.txt'], env: { PATH: '/nonexistent' } },
  },
  // The agent moves the run's /tmp away (it may write the run's directory, where that lives): the
  // verifier's box, which binds it, cannot start. The run must not be judged on it.
  {
    id: 'e-verifier-box',
    agent: { command: ['sh', '-c', 'mv "$TMPDIR/tmp" "$TMPDIR/moved" && echo ok > out.txt'] },
    verifiers: [
      {
        kind: 'command',
        id: 'check',
        command: ['sh', '-c', 'grep -q ok out.txt'],
        timeoutMs: 10_000,
      },
    ],
  },
  { id: 'f-after', agent: { command: ['sh', '-c', 'echo ok > out.txt'] } },
];

async function writeSuite(root: string): Promise<string> {
  const files: Record<string, string> = {
    'suite/suite.json': JSON.stringify({
      schemaVersion: 1,
      suiteId: 'sandbox-limits',
      suiteVersion: '1.0.0',
      tasks: TASKS.map((task) => ({
        id: task.id,
        prompt: `Do ${task.id}.`,
        fixture: 'fixtures/empty',
        agent: task.id,
        budget: { maxTurns: 3, maxWallMs: 30_000 },
        verifiers: task.verifiers ?? [WROTE_OK],
        ...(task.resources === undefined ? {} : { resources: task.resources }),
      })),
    }),
    'suite/fixtures/empty/README.md': '# empty\n',
    'verdict.config.json': JSON.stringify({
      agents: Object.fromEntries(TASKS.map((task) => [task.id, task.agent])),
    }),
  };
  for (const task of TASKS) {
    files[`suite/scripts/${task.id}.json`] = JSON.stringify({
      format: 'script/v1',
      turns: [{ content: 'unused' }],
    });
  }
  await writeTree(root, files);
  return path.join(root, 'suite');
}

describe.skipIf(BWRAP_SKIP !== undefined)('a bwrap-sandboxed plan whose runs hit limits', () => {
  it('is budget_exceeded naming the limit, error sandbox_failed when a box fails, and judges the rest', async () => {
    const dir = await makeTempDir();
    const suite = await writeSuite(dir);
    const out = path.join(dir, 'out');
    const result = await runCliProcess(
      [
        'run',
        suite,
        '--mode',
        'scripted',
        '--k',
        '1',
        '--concurrency',
        '1',
        '--sandbox',
        'bwrap',
        '--yes',
        '--out',
        out,
      ],
      { cwd: dir, env: { HOME: path.join(dir, 'home') } },
    );
    // A run that errored makes the invocation exit 1, its report still written (SPEC §6).
    expect(result.code, result.stderr).toBe(1);
    const text = await readFile(path.join(out, 'runs.jsonl'), 'utf8');
    const records = text
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => RunRecordSchema.parse(JSON.parse(line)));
    const byTask = new Map<string, RunRecord>(records.map((record) => [record.taskId, record]));
    expect([...byTask.keys()].sort()).toEqual(TASKS.map((task) => task.id));
    const record = (id: string): RunRecord => byTask.get(id) as RunRecord;

    expect(record('a-before').status).toBe('pass');
    expect(record('f-after').status).toBe('pass');

    // Past its CPU time: the box's SIGXCPU (reported as exit 152) read back as the signal.
    expect(record('b-cpu')).toMatchObject({
      status: 'budget_exceeded',
      reason: 'sandbox limit cpuSeconds 1 exceeded: the agent was stopped',
      agentExitCode: null,
    });
    expect(record('b-cpu').incidents).toContainEqual({
      kind: 'agent_crashed',
      detail: 'the agent was killed by SIGXCPU',
    });
    // Past its memory: the allocation refused, whatever the verifiers would have said.
    expect(record('c-memory')).toMatchObject({
      status: 'budget_exceeded',
      reason: 'sandbox limit memoryMb 256 exceeded: the agent was stopped',
    });

    for (const id of ['d-agent-box', 'e-verifier-box']) {
      expect(record(id), id).toMatchObject({ status: 'error', error: { kind: 'sandbox_failed' } });
      expect(record(id).reason, id).toMatch(/^the sandbox failed: /);
    }
    expect(record('d-agent-box').reason).toContain('the bridge to the proxy did not start');
    // The agent itself ran, and its box started: only the verifier's box failed.
    expect(record('e-verifier-box').agentExitCode).toBe(0);
    expect(record('e-verifier-box').reason).toMatch(/bwrap: Can't find source path .*\/tmp/);
  }, 90_000);
});
