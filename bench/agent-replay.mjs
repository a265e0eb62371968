// The agent figures of `npm run bench` (issue 24): a replayed run of a real agent (Codex CLI, Claude
// Code) under Verdict, boxed in bwrap, against the same agent run bare — its wrapper started by hand
// in a copy of the fixture, against a local server that answers the same recorded responses in
// order. Verdict's side adds the proxy (matching each request), the box and its bridge, the fixture
// copy and the verifiers.
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  bridgeText,
  interleave,
  launchEnv,
  median,
  millis,
  removeDir,
  repoRoot,
  round,
  roundSamples,
  tempDir,
  timeNode,
  verdictBin,
} from './lib.mjs';
import { verdictPasses } from './workloads.mjs';

/**
 * The agents measured: each gallery example's task, the model its tests record as (the agents
 * shape their requests by it), its protocol and how its wrapper finds the server.
 */
const AGENTS = [
  {
    id: 'agent-codex',
    name: 'Codex CLI',
    agent: 'codex',
    task: 'fix-durations',
    model: 'gpt-5.5',
    protocol: 'responses',
    wrapper: 'codex-agent.sh',
    env: (server, model) => ({
      OPENAI_BASE_URL: server.baseUrl,
      OPENAI_API_KEY: 'bench-bare',
      OPENAI_MODEL: model,
    }),
  },
  {
    id: 'agent-claude-code',
    name: 'Claude Code',
    agent: 'claude-code',
    task: 'invoice-rounding',
    model: 'claude-sonnet-4-5',
    protocol: 'messages',
    wrapper: 'claude-agent.sh',
    env: (server, model) => ({
      ANTHROPIC_BASE_URL: server.rootUrl,
      ANTHROPIC_API_KEY: 'bench-bare',
      ANTHROPIC_MODEL: model,
    }),
  },
];

const libModule = (relative) => import(pathToFileURL(path.join(repoRoot, 'lib', relative)).href);

/**
 * A local server that answers the i-th model request of a run with the i-th recorded response,
 * the cassette's per-run tokens put back for this run's directories. `reset` starts a new run.
 */
async function startRecordedServer(calls, protocolId) {
  const { protocolOf } = await libModule('provider/protocols/index.js');
  const { rewriteRecorded } = await libModule('provider/recorded-response.js');
  const protocol = protocolOf(protocolId);
  let next = 0;
  let paths = {};
  const detokenize = (text) =>
    Object.entries(paths).reduce((value, [token, dir]) => value.replaceAll(token, dir), text);
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const call = calls[next];
      next += 1;
      if (request.method !== 'POST' || call === undefined) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end('{"error":{"message":"no recorded response"}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const recorded = rewriteRecorded(call.response, detokenize);
      if (body.stream === true) {
        const events =
          recorded.kind === 'sse' ? recorded.events : protocol.eventsFromJson(recorded.body, {});
        response.writeHead(recorded.status, { 'content-type': 'text/event-stream' });
        for (const event of events) response.write(protocol.formatEvent(event));
        response.end();
      } else {
        const json =
          recorded.kind === 'json' ? recorded.body : protocol.jsonFromEvents(recorded.events);
        response.writeHead(recorded.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}/v1`,
    rootUrl: `http://127.0.0.1:${server.address().port}`,
    reset(runPaths) {
      next = 0;
      paths = runPaths;
    },
    served: () => next,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Starts `command` in `cwd` and resolves with its exit code; its output is not kept. */
function runToEnd(command, args, { cwd, env, input }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: [input === undefined ? 'ignore' : 'pipe', 'ignore', 'ignore'],
    });
    if (input !== undefined) child.stdin.end(input);
    child.once('error', reject);
    child.once('close', resolve);
  });
}

const elapsedSince = (started) => Number(process.hrtime.bigint() - started) / 1e6;

/**
 * The run by hand: the agent's wrapper, as Verdict starts it (the prompt in VERDICT_PROMPT and
 * stdin, the policy, a fixed locale and zone, a fresh HOME, the local server where Verdict puts its
 * proxy), then the task's command verifiers in the workspace, one after the other, as a maintainer
 * checks a change. Returns the whole time and the agent's part of it.
 */
function runBare({ spec, dir, repeat, server, binDir, task, fixture }) {
  return async () => {
    const root = path.join(dir, `bare-${repeat}`);
    const workspace = path.join(root, 'work');
    const home = path.join(root, 'home');
    await cp(fixture, workspace, { recursive: true });
    await mkdir(home, { recursive: true });
    server.reset({ '<WORKSPACE>': workspace, '<HOME>': home, '<TMP>': root });
    const PATH = [binDir, path.dirname(process.execPath), process.env.PATH].join(path.delimiter);
    const fixed = { PATH, LANG: 'C.UTF-8', TZ: 'UTC', HOME: home };
    const started = process.hrtime.bigint();
    const code = await runToEnd(path.join(exampleOf(spec), spec.wrapper), [], {
      cwd: workspace,
      env: {
        ...fixed,
        LC_ALL: 'C.UTF-8',
        TMPDIR: root,
        ...spec.env(server, spec.model),
        VERDICT_PROMPT: task.prompt,
        VERDICT_POLICY: JSON.stringify(task.policy ?? {}),
      },
      input: task.prompt,
    });
    const agent = elapsedSince(started);
    if (code !== 0) throw new Error(`bare ${spec.name} exited ${code}`);
    for (const verifier of commandVerifiers(task)) {
      const [command, ...args] = verifier.command;
      const exit = await runToEnd(command, args, { cwd: workspace, env: fixed });
      if (exit !== 0)
        throw new Error(`${spec.name} bare: \`${verifier.command.join(' ')}\` exited ${exit}`);
    }
    const whole = elapsedSince(started);
    await removeDir(root);
    return { whole, agent };
  };
}

const commandVerifiers = (task) => task.verifiers.filter((verifier) => verifier.kind === 'command');

const exampleOf = (spec) => path.join(repoRoot, 'examples', 'agents', spec.agent);

/**
 * The agent figures, one per agent in `AGENTS`: a replayed run under Verdict (bwrap) vs the same
 * run bare against a local server answering the recorded responses. Each is skipped, with the
 * reason, when bwrap cannot run here or the agent cannot be installed.
 */
export async function measureAgentReplay({ quick }) {
  const rows = [];
  for (const spec of AGENTS) rows.push(...(await measureAgent(spec, { quick })));
  return rows;
}

async function measureAgent(spec, { quick }) {
  const { id } = spec;
  const figure = `replayed ${spec.name} run under Verdict (bwrap) vs ${spec.name} bare, then its checks by hand`;
  const { probeBwrap } = await libModule('sandbox/bwrap-probe.js');
  const problem = await probeBwrap(process.env.PATH);
  let installed;
  let version;
  try {
    const { ensureAgent, TEST_AGENTS } = await import(
      pathToFileURL(path.join(repoRoot, 'scripts', 'test-agents.mjs')).href
    );
    version = TEST_AGENTS[spec.agent].version;
    installed = await ensureAgent(TEST_AGENTS[spec.agent], undefined, launchEnv);
  } catch (error) {
    return [notMeasured(id, figure, `${spec.name} could not be installed: ${error.message}`)];
  }
  if (problem !== undefined) return [notMeasured(id, figure, problem)];
  // 15 pairs since 6 December 2026 (docs/PERFORMANCE.md, "Method"): with 7, the same code read 1.14× and
  // 1.20× (Codex CLI) in two runs a day apart, each bare sample moving by ±10 %.
  const repeats = quick ? 2 : 15;
  const dir = await tempDir('agent');
  try {
    const suite = path.join(dir, 'suite');
    await cp(path.join(exampleOf(spec), 'suite'), suite, {
      recursive: true,
      filter: (source) => path.basename(source) !== 'cassettes',
    });
    const common = ['--config', path.join(exampleOf(spec), 'verdict.config.json'), '--yes'];
    common.push('--allow-write', '--allow-process');
    const env = {
      ...process.env,
      PATH: [installed.binDir, path.dirname(process.execPath), process.env.PATH].join(
        path.delimiter,
      ),
      TMPDIR: dir,
    };
    const record = ['record', suite, '--provider', 'scripted', '--model', spec.model, ...common];
    await timeNode([verdictBin, ...record, '--out', path.join(dir, 'recorded')], { cwd: dir, env });
    const { readCassette, cassettePath } = await libModule('provider/cassette.js');
    const cassette = await readCassette(cassettePath(path.join(suite, 'cassettes'), spec.task));
    const suiteJson = JSON.parse(await readFile(path.join(suite, 'suite.json'), 'utf8'));
    const task = suiteJson.tasks.find((candidate) => candidate.id === spec.task);
    const verifiers = commandVerifiers(task).length;
    const server = await startRecordedServer(cassette.calls, spec.protocol);
    try {
      const verdictSide = async (repeat) => {
        const out = path.join(dir, `replay-${repeat}`);
        const args = ['run', suite, '--mode', 'replay', '--sandbox', 'bwrap', ...common];
        const result = await timeNode([verdictBin, ...args, '--out', out], { cwd: dir, env });
        if ((await verdictPasses(out)) !== 1)
          throw new Error(`the replayed ${spec.name} run did not pass`);
        await removeDir(out);
        return result.ms;
      };
      const agentAlone = [];
      const bareSide = async (repeat) => {
        const { whole, agent } = await runBare({
          spec,
          dir,
          repeat,
          server,
          binDir: installed.binDir,
          task,
          fixture: path.join(suite, task.fixture),
        })();
        if (repeat !== 'warm') agentAlone.push(agent);
        return whole;
      };
      await verdictSide('warm');
      await bareSide('warm');
      if (server.served() !== cassette.calls.length) {
        throw new Error(
          `bare ${spec.name} made ${server.served()} model calls, the recording ${cassette.calls.length}`,
        );
      }
      const samples = await interleave(repeats, { verdict: verdictSide, bare: bareSide });
      const verdictMs = median(samples.verdict);
      const ratio = verdictMs / median(samples.bare);
      const aloneRatio = verdictMs / median(agentAlone);
      const sides = `\`verdict run --mode replay --sandbox bwrap\` of examples/agents/${spec.agent} (${spec.name} ${version}, ${cassette.calls.length} model calls, its ${verifiers} command verifiers, each in a box of its own) vs ${spec.name}'s wrapper started by hand in a copy of the fixture against a local server that answers the same recorded responses in order`;
      return [
        {
          id,
          figure,
          value: round(ratio, 3),
          measured: `${ratio.toFixed(2)}× (${millis(verdictMs)} vs ${millis(median(samples.bare))})`,
          goal: '≤ 1.15×',
          ok: ratio <= 1.15,
          method: `median of ${repeats} interleaved wall times, after one untimed run of each: ${sides}, then the same ${verifiers} verifier commands run by hand in its workspace, one after the other; ${bridgeText()}`,
          samples: roundSamples(samples),
        },
        {
          id: `${id}-alone`,
          figure: `the same, against ${spec.name} bare without its checks`,
          value: round(aloneRatio, 3),
          measured: `${aloneRatio.toFixed(2)}× (${millis(verdictMs)} vs ${millis(median(agentAlone))})`,
          goal: 'none (information)',
          ok: null,
          method: `the same samples, the bare side timed until the agent exited: Verdict's side also runs the task's ${verifiers} verifier commands, which this side does not: the goal's method until December 2026, which charged the task's own checks to Verdict`,
          samples: roundSamples({ verdict: samples.verdict, agentAlone }),
        },
      ];
    } finally {
      await server.close();
    }
  } finally {
    await removeDir(dir);
  }
}

function notMeasured(id, figure, problem) {
  return {
    id,
    figure,
    value: null,
    measured: `not measured: ${problem}`,
    goal: '≤ 1.15×',
    ok: null,
    method: 'cannot run on this machine',
    samples: {},
  };
}
