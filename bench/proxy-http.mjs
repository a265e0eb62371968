// The HTTP pieces of the proxy benchmark, all real servers on 127.0.0.1: a bare node:http server
// that answers fixed bytes (the floor the proxy is compared with), a model upstream that streams SSE
// events at a fixed pace (what live mode forwards), and a keep-alive client that times one request
// from its first byte sent to its last byte read.
import { fork } from 'node:child_process';
import { Agent, createServer, request as httpRequest } from 'node:http';
import path from 'node:path';

/** Starts `handler` on an ephemeral port of 127.0.0.1; resolves to its root URL and a closer. */
export async function listen(handler) {
  const server = createServer(handler);
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  return {
    port,
    root: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads a request to its end and drops it: a server must take the body before it answers. */
function drain(request, then) {
  request.on('data', () => {});
  request.on('end', then);
}

/**
 * The floor: a node:http server that reads the request and writes `answer` (status, headers, body
 * bytes), the same bytes for every request. Nothing is parsed.
 */
export function startBareServer(answer) {
  return listen((request, response) => {
    drain(request, () => {
      response.writeHead(answer.status, answer.headers);
      response.end(answer.body);
    });
  });
}

/**
 * A model upstream that streams `frames` (SSE events, already framed) to every request at a fixed
 * pace: event k is due `k × delayMs` after the request arrived. Each is scheduled from the start, not
 * from the one before, so timer lateness does not pile up and a stream takes the same time however
 * it is read; what a reader then adds shows at the end.
 */
export function startStreamingUpstream(frames, delayMs) {
  return listen((request, response) => {
    drain(request, () => {
      const started = performance.now();
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let next = 0;
      const writeNext = () => {
        if (response.destroyed) return;
        response.write(frames[next]);
        next += 1;
        if (next === frames.length) response.end();
        else setTimeout(writeNext, Math.max(0, started + next * delayMs - performance.now()));
      };
      writeNext();
    });
  });
}

/**
 * A keep-alive client of one kind: `http` (node:http with one kept-alive socket, the lightest a
 * client can be) or `fetch` (Node's fetch, which the official SDKs and the built-in agent use).
 * `send` posts one request (`path`, `headers`, `body` from `requestOf`) to 127.0.0.1:`port` and
 * reads the whole answer: its status, headers, body bytes, and the milliseconds from the request
 * to the last byte.
 */
export function createClient(kind) {
  if (kind === 'fetch') return { send: sendWithFetch, close: () => {} };
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    send: (port, request) => sendWithAgent(agent, port, request),
    close: () => agent.destroy(),
  };
}

async function sendWithFetch(port, { path, headers, body }) {
  const started = performance.now();
  const response = await globalThis.fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers,
    body,
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: bytes,
    ms: performance.now() - started,
  };
}

function sendWithAgent(agent, port, { path, headers, body }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', headers, agent },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * A node:http client in a process of its own (bench/proxy-client.mjs), as an agent is: `sendBlock`
 * has it send `count` requests one after the other and resolves to their times (timed there), after
 * checking each answer is `expected` byte for byte.
 */
export function createRemoteClient() {
  const child = fork(path.join(import.meta.dirname, 'proxy-client.mjs'), { stdio: 'inherit' });
  const sendBlock = (port, request, count, expected) =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`the client process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message) => {
        child.off('exit', onExit);
        if (message.error !== undefined) reject(new Error(message.error));
        else resolve(message.times);
      });
      child.send({ port, request, count, expected: expected.toString('base64') });
    });
  return {
    sendBlock,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ type: 'close' });
      }),
  };
}
