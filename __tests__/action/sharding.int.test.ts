/**
 * A sharded live evaluation end to end, with the built Action (`dist/index.js` on Node 24): two
 * shard jobs of one workflow run each evaluate one slice of the live plan on base and head and
 * upload it; the merge job of the same run downloads both, joins them side by side (`verdict
 * merge`), compares and posts the one comment. The model is a local OpenAI-compatible server that
 * answers from the request alone (the runs of a shard are concurrent): it solves fix-add only when
 * the prompt carries head's rewording, and the other tasks on both sides, so fix-add improves with
 * k = 5 and nothing else moves. The merged counts must be the unsharded evaluation's.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BUNDLED_SUITE,
  DEFAULT_TASKS,
  KEEP_SMALL,
  pullRequestEvent,
  REPOSITORY,
  useActionHarness,
  type ActionRun,
  type Repository,
} from '../helpers/action-harness.js';
import type { FakeWorkflowRun } from '../helpers/fake-results-service.js';
import {
  jsonCompletion,
  streamChunks,
  type ScriptedReply,
} from '../helpers/scripted-model-server.js';

const harness = useActionHarness();
const K = 5;
const MODEL = 'stateless-model';
const SUITE_ID = 'smoke-coding';

interface ScriptTurn {
  toolCalls?: Array<{ name: string; arguments: unknown }>;
  content?: string;
}

interface ChatRequest {
  stream?: boolean;
  model?: string;
  messages: Array<{ role: string; content?: string | null }>;
}

/**
 * An OpenAI-compatible server on 127.0.0.1 that decides each reply from the request alone: the
 * task is found by its prompt in the user message, the turn by the assistant messages so far. A
 * task it solves gets the bundled script's turns (read, edit, check, answer); one it does not
 * gets a final answer straight away, so its check fails.
 */
class StatelessModelServer {
  /** Main-loop requests per task and whether head's rewording was in the prompt. */
  readonly calls: Array<{ taskId: string; reworded: boolean; turn: number }> = [];
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(
    tasks: ReadonlyArray<{ id: string; prompt: string; turns: ScriptTurn[] }>,
    solves: (taskId: string, reworded: boolean) => boolean,
  ): Promise<StatelessModelServer> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const fake = new StatelessModelServer(server, (server.address() as AddressInfo).port);
    server.on('connection', (socket) => {
      fake.sockets.add(socket);
      socket.on('close', () => fake.sockets.delete(socket));
    });
    let callNumber = 0;
    server.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        callNumber += 1;
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
        const user = body.messages.find((message) => message.role === 'user')?.content ?? '';
        const task = tasks.find((candidate) => user.includes(candidate.prompt));
        const turn = body.messages.filter((message) => message.role === 'assistant').length;
        let reply: ScriptedReply;
        if (request.headers['x-verdict-purpose'] === 'compaction') {
          reply = { kind: 'text', text: 'The agent read the files.' };
        } else if (task === undefined) {
          reply = { kind: 'error', status: 400, message: 'no task of the suite in the prompt' };
        } else {
          const reworded = user.includes(KEEP_SMALL.trim());
          fake.calls.push({ taskId: task.id, reworded, turn });
          const next = solves(task.id, reworded) ? task.turns[turn] : undefined;
          reply =
            next?.toolCalls !== undefined
              ? { kind: 'tools', calls: next.toolCalls }
              : { kind: 'text', text: next?.content ?? 'I looked at it; it seems fine as it is.' };
        }
        const model = body.model ?? MODEL;
        if (reply.kind === 'error') {
          response.writeHead(reply.status, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: reply.message } }));
        } else if (body.stream === true) {
          response.writeHead(200, { 'content-type': 'text/event-stream' });
          for (const chunk of streamChunks(reply, callNumber, model)) {
            response.write(`data: ${JSON.stringify(chunk)}\n\n`);
          }
          response.end('data: [DONE]\n\n');
        } else {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(jsonCompletion(reply, callNumber, model)));
        }
      });
    });
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

let model: StatelessModelServer;

beforeAll(async () => {
  const suite = JSON.parse(await readFile(path.join(BUNDLED_SUITE, 'suite.json'), 'utf8')) as {
    tasks: Array<{ id: string; prompt: string }>;
  };
  const tasks = await Promise.all(
    DEFAULT_TASKS.map(async (id) => {
      const task = suite.tasks.find((candidate) => candidate.id === id);
      if (task === undefined) throw new Error(`${id} is not bundled`);
      const script = JSON.parse(
        await readFile(path.join(BUNDLED_SUITE, 'scripts', `${id}.json`), 'utf8'),
      ) as { turns: ScriptTurn[] };
      return { id, prompt: task.prompt, turns: script.turns };
    }),
  );
  // fix-add is solved only with head's rewording; the other tasks on both sides.
  model = await StatelessModelServer.start(
    tasks,
    (taskId, reworded) => taskId !== 'fix-add' || reworded,
  );
});

afterAll(async () => {
  await model?.close();
});

function liveInputs(extra: Record<string, string> = {}): Record<string, string> {
  return {
    mode: 'live',
    k: String(K),
    'base-url': model.baseUrl,
    model: MODEL,
    'api-key': 'sk-test-sharding',
    ...extra,
  };
}

interface TaskCounts {
  pass: number;
  observed: number;
  missing: number;
}

interface ComparedTask {
  taskId: string;
  verdict: string;
  baseline: TaskCounts | null;
  candidate: TaskCounts | null;
}

/** The live comparison of the suite in a run's report directory, reduced to counts and verdicts. */
async function liveComparison(run: ActionRun): Promise<{
  tasks: Record<string, { verdict: string; base: TaskCounts; head: TaskCounts }>;
  sides: Record<'base' | 'head', { state: string; counts: unknown; conditions: unknown }>;
}> {
  const reportDir = run.outputs['report-dir'];
  if (reportDir === undefined) throw new Error(`no report-dir output:\n${run.stdout}`);
  const comparison = JSON.parse(
    await readFile(path.join(reportDir, 'comparison', 'live', SUITE_ID, 'comparison.json'), 'utf8'),
  ) as { tasks: ComparedTask[] };
  const counts = (side: TaskCounts | null): TaskCounts => {
    if (side === null) throw new Error('a side of a task is missing');
    return { pass: side.pass, observed: side.observed, missing: side.missing };
  };
  const tasks = Object.fromEntries(
    comparison.tasks.map((task) => [
      task.taskId,
      { verdict: task.verdict, base: counts(task.baseline), head: counts(task.candidate) },
    ]),
  );
  const side = async (name: 'base' | 'head') => {
    const report = JSON.parse(
      await readFile(path.join(reportDir, name, 'live', SUITE_ID, 'report.json'), 'utf8'),
    ) as {
      state: string;
      summary: { counts: unknown };
      conditions: Record<string, unknown>;
    };
    // What a run measured under; how it was split and run (shard, concurrency) aside.
    const { shard: _shard, concurrency: _concurrency, ...conditions } = report.conditions;
    void _shard;
    void _concurrency;
    return { state: report.state, counts: report.summary.counts, conditions };
  };
  return { tasks, sides: { base: await side('base'), head: await side('head') } };
}

/** The table row of a task in the comment's live section. */
function liveRow(body: string, taskId: string): string {
  const live = body.slice(body.indexOf('### Live'));
  const row = live.split('\n').find((line) => line.startsWith(`| ${taskId} `));
  if (row === undefined) throw new Error(`no row for ${taskId} in the live section:\n${body}`);
  return row;
}

function shardJob(repo: Repository, number: number, run: FakeWorkflowRun, shard: string) {
  return harness.runAction({
    workspace: repo.dir,
    event: pullRequestEvent(repo, number),
    eventName: 'pull_request',
    run,
    job: `shard-${shard.split('/')[0]}`,
    inputs: liveInputs({ shard }),
  });
}

describe('a sharded live evaluation (dist/index.js on Node 24)', () => {
  it('two shard jobs upload their slices, the merge job joins them into the unsharded counts and comments once', async () => {
    const repo = await harness.makeRepository();
    const run = harness.results.createRun();

    const shards = await Promise.all([
      shardJob(repo, 21, run, '1/2'),
      shardJob(repo, 21, run, '2/2'),
    ]);
    for (const shard of shards) expect(shard.code, shard.stdout).toBe(0);
    expect(harness.github.comments(REPOSITORY, 21)).toHaveLength(0);
    const uploaded = harness.results
      .artifacts(run.runId)
      .map((artifact) => artifact.name)
      .sort();
    expect(uploaded).toEqual([
      expect.stringMatching(/^verdict-shard-[0-9a-f]{12}-1-of-2$/),
      expect.stringMatching(/^verdict-shard-[0-9a-f]{12}-2-of-2$/),
    ]);
    // Each shard ran its slice of the plan on both sides: every task's k runs are split 3 + 2.
    const shardCounts = await Promise.all(shards.map(liveComparison));
    for (const task of DEFAULT_TASKS) {
      for (const side of ['base', 'head'] as const) {
        const observed = shardCounts.map((counts) => counts.tasks[task]?.[side].observed ?? 0);
        expect(observed.sort(), `${task} ${side}`).toEqual([2, 3]);
      }
    }

    const merge = await harness.runAction({
      workspace: repo.dir,
      event: pullRequestEvent(repo, 21),
      eventName: 'pull_request',
      run,
      job: 'merge',
      inputs: { command: 'merge' },
    });
    expect(merge.code, merge.stdout).toBe(0);
    const comments = harness.github.comments(REPOSITORY, 21);
    expect(comments).toHaveLength(1);
    const body = comments[0]?.body ?? '';
    expect(body).toMatch(/^<!-- verdict:pr-comment:[0-9a-f]{12} -->/);
    expect(body).toContain('### Live');
    expect(body).not.toContain('### Replay');
    expect(liveRow(body, 'fix-add')).toMatch(/^\| fix-add \| improved \| 0\/5 \(.*\) \| 5\/5 \(/);
    expect(liveRow(body, 'implement-slugify')).toMatch(/\| 5\/5 \(.*\| 5\/5 \(/);
    expect(liveRow(body, 'create-pad-module')).toMatch(/\| 5\/5 \(.*\| 5\/5 \(/);
    expect(body).toMatch(/joined from 2 shard\(s\)/);
    expect(body).not.toMatch(/Infrastructure problem/);
    expect(merge.outputs).toMatchObject({
      verdict: 'improved',
      improved: '1',
      regressed: '0',
      decision: 'pass',
    });
    expect(merge.outputs['comment-url']).toMatch(/comments|issuecomment/);
    const merged = await liveComparison(merge);
    for (const task of DEFAULT_TASKS) {
      expect(merged.tasks[task]?.base.observed, task).toBe(K);
      expect(merged.tasks[task]?.head.observed, task).toBe(K);
    }
    expect(merged.sides.base.state).toBe('COMPLETE');
    expect(merged.sides.head.state).toBe('COMPLETE');
    // The shards ran each (task, repetition) once per side: fix-add's first calls, base and head.
    const firstCalls = (reworded: boolean) =>
      model.calls.filter(
        (call) => call.taskId === 'fix-add' && call.turn === 0 && call.reworded === reworded,
      ).length;
    expect([firstCalls(false), firstCalls(true)]).toEqual([K, K]);

    // The same evaluation unsharded, in a run of its own: the shards must add up to it.
    const whole = await harness.runAction({
      workspace: repo.dir,
      event: pullRequestEvent(repo, 22),
      eventName: 'pull_request',
      run: harness.results.createRun(),
      inputs: liveInputs(),
    });
    expect(whole.code, whole.stdout).toBe(0);
    expect([firstCalls(false), firstCalls(true)]).toEqual([2 * K, 2 * K]);
    expect(merged).toEqual(await liveComparison(whole));
    const wholeBody = harness.github.comments(REPOSITORY, 22)[0]?.body ?? '';
    for (const task of DEFAULT_TASKS) expect(liveRow(body, task)).toBe(liveRow(wholeBody, task));
    expect(whole.outputs).toMatchObject({
      verdict: merge.outputs.verdict,
      improved: merge.outputs.improved,
      regressed: merge.outputs.regressed,
      decision: merge.outputs.decision,
    });
  }, 600_000);
});
