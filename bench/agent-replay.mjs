// The agent figure of `npm run bench` (issue 24): a replayed Codex CLI run under Verdict, boxed in
// bwrap, against the same Codex run bare — its wrapper started by hand in a copy of the fixture,
// against a local server that answers the same recorded responses in order. Verdict's side adds
// the proxy (matching each request), the box and its bridge, the fixture copy and the verifiers.
import { spawn } from 'node:child_process';
import { cp, mkdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  interleave,
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

const EXAMPLE = path.join(repoRoot, 'examples', 'agents', 'codex');
const TASK = 'fix-durations';
/** The model the example's tests record as: Codex shapes its requests by it. */
const MODEL = 'gpt-5.5';

const libModule = (relative) => import(pathToFileURL(path.join(repoRoot, 'lib', relative)).href);

/**
 * A local server that answers the i-th model request of a run with the i-th recorded response,
 * the cassette's per-run tokens put back for this run's directories. `reset` starts a new run.
 */
async function startRecordedServer(calls) {
  const { protocolOf } = await libModule('provider/protocols/index.js');
  const { rewriteRecorded } = await libModule('provider/recorded-response.js');
  const protocol = protocolOf('responses');
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
    reset(runPaths) {
      next = 0;
      paths = runPaths;
    },
    served: () => next,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Codex's wrapper, as Verdict starts it, but by hand: the prompt in VERDICT_PROMPT and stdin. */
function runBare({ dir, repeat, server, codexBin, prompt, fixture }) {
  return async () => {
    const root = path.join(dir, `bare-${repeat}`);
    const workspace = path.join(root, 'work');
    const home = path.join(root, 'home');
    await cp(fixture, workspace, { recursive: true });
    await mkdir(home, { recursive: true });
    server.reset({ '<WORKSPACE>': workspace, '<HOME>': home, '<TMP>': root });
    const started = process.hrtime.bigint();
    const code = await new Promise((resolve, reject) => {
      const child = spawn(path.join(EXAMPLE, 'codex-agent.sh'), [], {
        cwd: workspace,
        env: {
          PATH: [codexBin, path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
          HOME: home,
          OPENAI_BASE_URL: server.baseUrl,
          OPENAI_API_KEY: 'bench-bare',
          OPENAI_MODEL: MODEL,
          VERDICT_PROMPT: prompt,
        },
        stdio: ['pipe', 'ignore', 'ignore'],
      });
      child.stdin.end(prompt);
      child.once('error', reject);
      child.once('close', resolve);
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (code !== 0) throw new Error(`bare Codex exited ${code}`);
    await removeDir(root);
    return ms;
  };
}

/**
 * Figure: a replayed Codex run under Verdict (bwrap) vs the same Codex run bare against a local
 * server answering the recorded responses. Skipped, with the reason, when bwrap cannot run here
 * or Codex cannot be installed.
 */
export async function measureAgentReplay({ quick }) {
  const id = 'agent-codex';
  const figure = 'replayed Codex CLI run under Verdict (bwrap) vs Codex bare';
  const { probeBwrap } = await libModule('sandbox/bwrap-probe.js');
  const problem = await probeBwrap(process.env.PATH);
  let codex;
  let version;
  try {
    const { ensureAgent, TEST_AGENTS } = await import(
      pathToFileURL(path.join(repoRoot, 'scripts', 'test-agents.mjs')).href
    );
    version = TEST_AGENTS.codex.version;
    codex = await ensureAgent(TEST_AGENTS.codex);
  } catch (error) {
    return [notMeasured(id, figure, `Codex CLI could not be installed: ${error.message}`)];
  }
  if (problem !== undefined) return [notMeasured(id, figure, problem)];
  const repeats = quick ? 2 : 7;
  const dir = await tempDir('agent');
  try {
    const suite = path.join(dir, 'suite');
    await cp(path.join(EXAMPLE, 'suite'), suite, {
      recursive: true,
      filter: (source) => path.basename(source) !== 'cassettes',
    });
    const common = ['--config', path.join(EXAMPLE, 'verdict.config.json'), '--yes'];
    common.push('--allow-write', '--allow-process');
    const env = {
      ...process.env,
      PATH: [codex.binDir, path.dirname(process.execPath), process.env.PATH].join(path.delimiter),
      TMPDIR: dir,
    };
    const record = ['record', suite, '--provider', 'scripted', '--model', MODEL, ...common];
    await timeNode([verdictBin, ...record, '--out', path.join(dir, 'recorded')], { cwd: dir, env });
    const { readCassette, cassettePath } = await libModule('provider/cassette.js');
    const cassette = await readCassette(cassettePath(path.join(suite, 'cassettes'), TASK));
    const suiteJson = JSON.parse(await readFile(path.join(suite, 'suite.json'), 'utf8'));
    const task = suiteJson.tasks.find((candidate) => candidate.id === TASK);
    const server = await startRecordedServer(cassette.calls);
    try {
      const verdictSide = async (repeat) => {
        const out = path.join(dir, `replay-${repeat}`);
        const args = ['run', suite, '--mode', 'replay', '--sandbox', 'bwrap', ...common];
        const result = await timeNode([verdictBin, ...args, '--out', out], { cwd: dir, env });
        if ((await verdictPasses(out)) !== 1)
          throw new Error('the replayed Codex run did not pass');
        await removeDir(out);
        return result.ms;
      };
      const bareSide = (repeat) =>
        runBare({
          dir,
          repeat,
          server,
          codexBin: codex.binDir,
          prompt: task.prompt,
          fixture: path.join(suite, task.fixture),
        })();
      await verdictSide('warm');
      await bareSide('warm');
      if (server.served() !== cassette.calls.length) {
        throw new Error(
          `bare Codex made ${server.served()} model calls, the recording ${cassette.calls.length}`,
        );
      }
      const samples = await interleave(repeats, { verdict: verdictSide, bare: bareSide });
      const ratio = median(samples.verdict) / median(samples.bare);
      return [
        {
          id,
          figure,
          value: round(ratio, 3),
          measured: `${ratio.toFixed(2)}× (${millis(median(samples.verdict))} vs ${millis(median(samples.bare))})`,
          goal: '≤ 1.15×',
          ok: ratio <= 1.15,
          method: `median of ${repeats} interleaved wall times, after one untimed run of each: \`verdict run --mode replay --sandbox bwrap\` of examples/agents/codex (Codex CLI ${version}, ${cassette.calls.length} model calls, its two command verifiers) vs Codex's wrapper started by hand in a copy of the fixture against a local server that answers the same recorded responses in order`,
          samples: roundSamples(samples),
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
