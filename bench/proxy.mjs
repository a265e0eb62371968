// The proxy figures of `npm run bench` (issue 13, "Goals"), each a ratio measured side by side in
// one process on 127.0.0.1, with keep-alive node:http clients, in one pass (no best-of, no median
// of passes):
// - proxy overhead, per protocol: p50 latency of one non-streamed model call answered by Verdict's
//   proxy in replay mode (from a recorded call: token lookup, route, body parse, validation,
//   fingerprint, match, answer, transcript) against a bare node:http server writing the same
//   response bytes, with the client in the proxy's own process: that is how default users run it,
//   the built-in agent running in Verdict's process and calling the model on node:http, so what
//   the proxy does after answering (the transcript) delays the client too. Goal at most 1.5×.
//   Beside it, for information and without a goal, the same from a client in a process of its own,
//   as a spawned or external agent is. The goal row's samples add the same comparison with fetch
//   clients (as the official SDKs use) and live mode, the bare server then being the upstream.
// - live streaming, per protocol: the time to read a whole stream of 40 text deltas sent 10 ms
//   apart, through the proxy in live mode against straight from the upstream; goal at most 1.02×.
// `node bench/proxy.mjs [--quick]` prints the rows as a table.
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { fingerprintOf, hashFingerprint } from '../lib/provider/fingerprint.js';
import { LiveProvider } from '../lib/provider/live.js';
import { createNormalizer, createPathTokens } from '../lib/provider/normalize.js';
import { protocolOf } from '../lib/provider/protocols/index.js';
import { ProviderProxy } from '../lib/provider/proxy-server.js';
import { ReplayProvider } from '../lib/provider/replay.js';
import {
  createClient,
  createRemoteClient,
  startBareServer,
  startStreamingUpstream,
} from './proxy-http.mjs';
import {
  answerOf,
  modelCallOf,
  MODEL,
  PROTOCOL_NAMES,
  PROTOCOLS,
  requestOf,
  streamEventsOf,
} from './proxy-shapes.mjs';

export const OVERHEAD_GOAL = 1.5;
export const STREAMING_GOAL = 1.02;

/**
 * Requests per side of one overhead measurement, after a warm-up of as many per side: requests
 * take a fraction of a millisecond, and the first thousand or so still run colder code.
 */
const OVERHEAD_SIZES = {
  full: { requests: 2000, warmUp: 1500 },
  quick: { requests: 500, warmUp: 800 },
};
/** Requests per block: the sides take turns block by block, and each proxy block is one run. */
const BLOCK = 25;
/** Streams per side of one streaming measurement, after one warm-up stream per side. */
const STREAMS = { full: 20, quick: 10 };
/** Text deltas per stream; the protocol's framing events come on top (40 to 48 events in all). */
const STREAM_EVENTS = 40;
const STREAM_EVENT_DELAY_MS = 10;

const median = (values) => quantile(values, 0.5);

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

const round = (value, digits = 3) => Number(value.toFixed(digits));

/**
 * What a run's provider is built with in `runTask`: the normalizer of its workspace, HOME and temp
 * dirs, and the path tokens that replay expands in recorded answers. The dirs are only named here:
 * normalizing never touches them.
 */
function runContext() {
  const root = path.join(os.tmpdir(), 'verdict-bench-proxy-run');
  const workspaceDir = path.join(root, 'work');
  const homeDir = path.join(root, 'home');
  return {
    normalize: createNormalizer({
      workspaceDir,
      homeDir,
      tempDirs: [root, os.tmpdir()],
      hostStrings: [{ text: os.release(), token: '<OS_RELEASE>' }],
      rules: [],
    }),
    pathTokens: createPathTokens({ workspaceDir, homeDir }),
  };
}

/** A replay provider over `count` recordings of the protocol's call and its JSON answer. */
function replayProviderOf(protocol, count, context) {
  const fingerprint = fingerprintOf(modelCallOf(protocol), context.normalize);
  const sha256 = hashFingerprint(fingerprint);
  const response = { kind: 'json', status: 200, body: answerOf(protocol) };
  const calls = Array.from({ length: count }, (_, index) => ({
    call: index + 1,
    sha256,
    fingerprint,
    response,
  }));
  return new ReplayProvider(calls, context.normalize, context.pathTokens.expand);
}

function expectOk(answer, what) {
  if (answer.status !== 200) {
    throw new Error(`${what} answered HTTP ${answer.status}: ${answer.body.toString('utf8')}`);
  }
  return answer;
}

/** The upstreams of a live provider that sends every family to `root`. */
function upstreamsAt(root) {
  const apiKey = 'bench-upstream-key';
  return {
    openai: { baseUrl: `${root}/v1`, apiKey },
    anthropic: { baseUrl: root, apiKey },
    gemini: { baseUrl: root, apiKey },
  };
}

/**
 * Sends `request` `count` times, one after the other, and checks each answer is `expected` byte for
 * byte; records each time in `times` when given.
 */
async function sendBlock(client, port, request, { count, times, expected, what }) {
  for (let index = 0; index < count; index += 1) {
    const answer = expectOk(await client.send(port, request), what);
    if (!answer.body.equals(expected)) throw new Error(`${what} answered other bytes`);
    times?.push(answer.ms);
  }
}

/**
 * How a side sends a block of `count` requests and records their times: `local` with a client of
 * this process (`createClient`), `remote` with one in a process of its own (`createRemoteClient`).
 */
function localSender(client, expected, what) {
  return (port, request, count, times) =>
    sendBlock(client, port, request, { count, times, expected, what });
}

function remoteSender(client, expected) {
  return async (port, request, count, times) => {
    const sent = await client.sendBlock(port, request, count, expected);
    times?.push(...sent);
  };
}

/**
 * One side of a comparison: `(count, times) => Promise`, sending `count` requests. The replay side
 * opens a run per block with as many recorded calls, and checks all were answered from it.
 */
function replaySide(proxy, send, protocol, context) {
  return async (count, times) => {
    const provider = replayProviderOf(protocol, count, context);
    const run = proxy.openRun({ provider, model: MODEL });
    await send(proxy.port, requestOf(protocol, { key: run.token }), count, times);
    const transcript = await run.finish();
    if (transcript.stop !== undefined || transcript.turns !== count) {
      throw new Error(
        `the replay run did not answer its ${count} calls: ${transcript.stop?.message}`,
      );
    }
  };
}

function liveSide(proxy, run, client, protocol, expected) {
  const request = requestOf(protocol, { key: run.token });
  return (count, times) =>
    sendBlock(client, proxy.port, request, { count, times, expected, what: 'the live proxy' });
}

function bareSide(bare, send, protocol) {
  const request = requestOf(protocol);
  return (count, times) => send(bare.port, request, count, times);
}

/**
 * `requests` per side, the sides taking turns in blocks of `BLOCK`, the one that goes first
 * alternating; resolves to each side's times (none when `record` is false: a warm-up).
 */
async function interleave(first, second, { requests, record = true }) {
  const times = [[], []];
  for (let block = 0; block * BLOCK < requests; block += 1) {
    const count = Math.min(BLOCK, requests - block * BLOCK);
    const turns = [
      () => first(count, record ? times[0] : undefined),
      () => second(count, record ? times[1] : undefined),
    ];
    if (block % 2 === 1) turns.reverse();
    for (const turn of turns) await turn();
  }
  return times;
}

/** p50 and p90 of both sides, in ms, and the p50 ratio. */
function summarize([proxyTimes, floorTimes], floorName) {
  return {
    proxyP50Ms: round(median(proxyTimes), 4),
    [`${floorName}P50Ms`]: round(median(floorTimes), 4),
    proxyP90Ms: round(quantile(proxyTimes, 0.9), 4),
    [`${floorName}P90Ms`]: round(quantile(floorTimes, 0.9), 4),
    ratio: round(median(proxyTimes) / median(floorTimes)),
  };
}

/** The proxy's answer to one replayed call: the bytes the bare server will write. */
async function captureProxyAnswer(proxy, protocol, context) {
  const run = proxy.openRun({ provider: replayProviderOf(protocol, 1, context), model: MODEL });
  const client = createClient('http');
  try {
    const request = requestOf(protocol, { key: run.token });
    const answer = expectOk(await client.send(proxy.port, request), 'the proxy');
    return {
      status: answer.status,
      headers: {
        'content-type': answer.headers['content-type'],
        'content-length': String(answer.body.length),
      },
      body: answer.body,
    };
  } finally {
    client.close();
    await run.finish();
  }
}

/**
 * Replay against the bare server with `kind` of client (`http` or `fetch`: in this process, the
 * proxy's; `remote`: node:http in a process of its own): a warm-up, then one measured pass.
 */
async function compareReplay(proxy, bare, protocol, context, { kind, sizes }) {
  const expected = bare.answer.body;
  const clients =
    kind === 'remote'
      ? [createRemoteClient(), createRemoteClient()]
      : [createClient(kind), createClient(kind)];
  const senders =
    kind === 'remote'
      ? clients.map((client) => remoteSender(client, expected))
      : [
          localSender(clients[0], expected, 'the proxy'),
          localSender(clients[1], expected, 'the bare server'),
        ];
  try {
    const replay = replaySide(proxy, senders[0], protocol, context);
    const floor = bareSide(bare, senders[1], protocol);
    await interleave(replay, floor, { requests: sizes.warmUp, record: false });
    return summarize(await interleave(replay, floor, { requests: sizes.requests }), 'bare');
  } finally {
    await Promise.all(clients.map((client) => client.close()));
  }
}

/**
 * For comparison only (not the figure): the proxy in live mode forwarding to the bare server as its
 * upstream, against calling that server directly; the proxy's hop is part of what it costs.
 */
async function compareLive(proxy, bare, protocol, sizes) {
  const run = proxy.openRun({
    provider: new LiveProvider({ upstreams: upstreamsAt(bare.root) }),
    model: MODEL,
  });
  const proxyClient = createClient('http');
  const directClient = createClient('http');
  try {
    const live = liveSide(proxy, run, proxyClient, protocol, bare.answer.body);
    const direct = bareSide(
      bare,
      localSender(directClient, bare.answer.body, 'the bare server'),
      protocol,
    );
    await interleave(live, direct, { requests: sizes.warmUp, record: false });
    return summarize(await interleave(live, direct, { requests: sizes.requests }), 'direct');
  } finally {
    proxyClient.close();
    directClient.close();
    await run.finish();
  }
}

/**
 * Figure 1 for one protocol: a replayed call through the proxy against the bare server, at p50,
 * with a node:http client in this process, the proxy's, as the built-in agent is by default; beside
 * it, for information, the same with the client in a process of its own. The goal row's samples
 * add the same with fetch clients, and live mode.
 */
export async function measureOverhead(protocol, { quick = false } = {}) {
  const sizes = quick ? OVERHEAD_SIZES.quick : OVERHEAD_SIZES.full;
  const context = runContext();
  const proxy = await ProviderProxy.start();
  let bare;
  try {
    const answer = await captureProxyAnswer(proxy, protocol, context);
    bare = { ...(await startBareServer(answer)), answer };
    const compare = (kind) => compareReplay(proxy, bare, protocol, context, { kind, sizes });
    const inProcess = await compare('http');
    const outOfProcess = await compare('remote');
    const withFetch = await compare('fetch');
    const liveMode = await compareLive(proxy, bare, protocol, sizes);
    const measured = (pass) =>
      `${pass.ratio.toFixed(3)}× (p50 ${(pass.proxyP50Ms * 1000).toFixed(0)} µs vs ${(pass.bareP50Ms * 1000).toFixed(0)} µs)`;
    const shape = `replay mode: one non-streamed call (${requestOf(protocol).body.length} B request, ${answer.body.length} B answer) answered from a recorded call by the proxy vs a bare node:http server writing the same bytes; ${sizes.requests} sequential requests per side after ${sizes.warmUp} warm-up, sides alternating in blocks of ${BLOCK} (a replay run per block), one keep-alive node:http connection per side; p50 ratio of one pass`;
    return [
      {
        id: `proxy-overhead-${protocol}`,
        figure: `proxy overhead, ${PROTOCOL_NAMES[protocol]}, client in the proxy's process (p50, proxy ÷ bare server)`,
        value: inProcess.ratio,
        measured: measured(inProcess),
        goal: OVERHEAD_GOAL,
        ok: inProcess.ratio <= OVERHEAD_GOAL,
        method: `${shape}; both clients in the proxy's own process, as the built-in agent runs by default (in Verdict's process, on node:http), so what the proxy does after answering (the transcript) delays the client too`,
        samples: { requestsPerSide: sizes.requests, pass: inProcess, withFetch, liveMode },
      },
      {
        id: `proxy-out-of-process-${protocol}`,
        figure: `proxy overhead, ${PROTOCOL_NAMES[protocol]}, client in a process of its own (p50)`,
        value: outOfProcess.ratio,
        measured: measured(outOfProcess),
        goal: 'none (information)',
        ok: null,
        method: `the same, measured after the goal row, with each client in a process of its own, as a spawned or external agent is (timed there; one message per block)`,
        samples: { requestsPerSide: sizes.requests, pass: outOfProcess },
      },
    ];
  } finally {
    await bare?.close();
    await proxy.close();
  }
}

/** Figure 2 for one protocol: a paced stream read through the proxy (live) against directly. */
export async function measureStreaming(protocol, { quick = false } = {}) {
  const streams = quick ? STREAMS.quick : STREAMS.full;
  const wire = protocolOf(protocol);
  const frames = streamEventsOf(protocol, STREAM_EVENTS).map((event) => wire.formatEvent(event));
  const upstream = await startStreamingUpstream(frames, STREAM_EVENT_DELAY_MS);
  const proxy = await ProviderProxy.start();
  const run = proxy.openRun({
    provider: new LiveProvider({ upstreams: upstreamsAt(upstream.root) }),
    model: MODEL,
  });
  const sides = {
    proxy: {
      client: createClient('http'),
      port: proxy.port,
      request: requestOf(protocol, { stream: true, key: run.token }),
      times: [],
    },
    direct: {
      client: createClient('http'),
      port: upstream.port,
      request: requestOf(protocol, { stream: true }),
      times: [],
    },
  };
  let sameBytes = true;
  try {
    for (let index = -1; index < streams; index += 1) {
      const order = index % 2 === 0 ? [sides.proxy, sides.direct] : [sides.direct, sides.proxy];
      const bodies = [];
      for (const side of order) {
        const answer = expectOk(await side.client.send(side.port, side.request), 'the stream');
        if (index >= 0) side.times.push(answer.ms);
        bodies.push(answer.body);
      }
      sameBytes &&= bodies[0].equals(bodies[1]);
    }
    const transcript = await run.finish();
    if (transcript.stop !== undefined)
      throw new Error(`the live run stopped: ${transcript.stop.message}`);
    const proxyMs = median(sides.proxy.times);
    const directMs = median(sides.direct.times);
    const value = round(proxyMs / directMs, 4);
    return {
      id: `proxy-streaming-${protocol}`,
      figure: `live streaming through the proxy, ${PROTOCOL_NAMES[protocol]} (total time, proxy ÷ direct)`,
      value,
      goal: STREAMING_GOAL,
      ok: value <= STREAMING_GOAL,
      method: `live mode: a local upstream streams ${frames.length} SSE events (${STREAM_EVENTS} text deltas) ${STREAM_EVENT_DELAY_MS} ms apart, each due at a fixed offset from the request; time to read the whole stream through the proxy vs straight from the upstream, ${streams} streams per side after one warm-up, alternating, one keep-alive node:http connection per side; ratio of medians`,
      samples: {
        streamsPerSide: streams,
        proxyMedianMs: round(proxyMs, 2),
        directMedianMs: round(directMs, 2),
        sameBytes,
      },
    };
  } finally {
    sides.proxy.client.close();
    sides.direct.client.close();
    await proxy.close();
    await upstream.close();
  }
}

/** Every proxy figure: overhead in each protocol, then live streaming in each protocol. */
export async function measureProxy({ quick = false } = {}) {
  const rows = [];
  for (const protocol of PROTOCOLS) rows.push(...(await measureOverhead(protocol, { quick })));
  for (const protocol of PROTOCOLS) rows.push(await measureStreaming(protocol, { quick }));
  return rows;
}

function printTable(rows) {
  const cells = rows.map((row) => [
    row.id,
    row.measured ?? `${row.value.toFixed(3)}×`,
    typeof row.goal === 'number' ? `≤ ${row.goal}×` : row.goal,
    row.ok === null ? '' : row.ok ? 'met' : 'MISSED',
  ]);
  const header = ['figure', 'value', 'goal', ''];
  const widths = header.map((name, column) =>
    Math.max(name.length, ...cells.map((cell) => cell[column].length)),
  );
  const line = (cell) => cell.map((text, column) => text.padEnd(widths[column])).join('  ');
  console.log(line(header));
  for (const [index, cell] of cells.entries()) {
    console.log(line(cell));
    console.log(`    ${rows[index].method}`);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
  printTable(await measureProxy({ quick: values.quick }));
}
