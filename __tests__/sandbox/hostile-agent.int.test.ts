/**
 * An agent that tries to break out of the sandbox, bwrap's and docker's alike (`fixtures/agents/hostile-agent.mjs`), run
 * three times by the real CLI in live mode against an upstream on the host's 127.0.0.1, with a live
 * key and a GitHub token in Verdict's own environment. What must hold (SPEC §1):
 * - neither secret is in anything under --out nor in the runs' directories, raw, base64 or hex
 *   (the agent reads /proc/$PPID/environ and every /proc/N/environ it sees, and prints them all);
 * - every run has a /tmp of its own, fresh;
 * - only the proxy answers: a TCP server on the host's loopback, the upstream itself, an address
 *   off the box, DNS, and host Unix sockets (in /var/tmp and in a temp dir) all fail, and the
 *   servers see no connection;
 * - a write outside the workspace does not land; the suite is read-only;
 * - nothing the agent detached (setsid, nohup, env -i) runs after Verdict exits;
 * - no capabilities (CapEff 0), and mount / remount / umount fail;
 * - each kind of connection the box refused is an incident `network_blocked`, with its count;
 * - a model other than the pinned one never reaches the upstream, and the run is `error`
 *   (`model_not_allowed`, naming it);
 * - the report names the sandbox.
 * Each backend is skipped, with the reason, where it cannot run (bwrap's probe fails; no docker
 * engine answers). Docker runs in the image of helpers/docker-image.ts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { probeBwrap } from '../../src/sandbox/bwrap-probe.js';
import { dockerTestImage } from '../helpers/docker-image.js';
import { readReport, readRuns } from '../helpers/gallery.js';
import { REPO_ROOT, runCliProcess, type CliResult } from '../helpers/run-cli.js';
import { writeTree } from '../helpers/temp-dir.js';

const AGENT = path.join(REPO_ROOT, '__tests__', 'fixtures', 'agents', 'hostile-agent.mjs');
const LIVE_KEY = `sk-live-${randomBytes(16).toString('hex')}`;
const GITHUB_TOKEN = `ghp_${randomBytes(18).toString('hex')}`;
const EXPENSIVE = 'o1-pro-very-expensive';
const PINNED = 'pinned-model';
const K = 3;

const docker = await dockerTestImage();
/** Each containing backend, and why it cannot run here (undefined: it can). */
const BACKENDS: Array<{ backend: 'bwrap' | 'docker'; skip: string | undefined }> = [
  { backend: 'bwrap', skip: await probeBwrap(process.env.PATH) },
  { backend: 'docker', skip: 'skip' in docker ? docker.skip : undefined },
];
for (const { backend, skip } of BACKENDS) {
  if (skip !== undefined) process.stderr.write(`hostile-agent: ${backend} skipped: ${skip}\n`);
}

interface Findings {
  pids: string[];
  environBytes: number;
  tmpLines: number;
  tcpHost: string;
  tcpUpstream: string;
  tcpOffBox: string;
  tcpProxy: string;
  dns: string;
  unixSockets: string[];
  outside: string;
  suiteWrite: string;
  detachedRunning: number;
  capEff: string;
  mount: string;
  remount: string;
  umount: string;
  pinnedModel: number | string;
  expensiveModel: number | string;
}

/** How `secret` may appear in bytes: raw, hex, and base64 at each of the three alignments. */
function encodingsOf(secret: string): string[] {
  const bytes = Buffer.from(secret);
  const base64 = [0, 1, 2].map((shift) => {
    const encoded = Buffer.concat([Buffer.alloc(shift, 0x20), bytes]).toString('base64');
    // Drop the characters that mix in the padding before it or whatever follows it.
    const start = Math.ceil((shift * 4) / 3);
    const end = Math.floor(((shift + bytes.length) * 4) / 3);
    return encoded.slice(start, end - 1);
  });
  return [
    secret,
    bytes.toString('hex'),
    bytes.toString('hex').toUpperCase(),
    ...base64,
    ...base64.map((text) => text.replaceAll('+', '-').replaceAll('/', '_')),
  ];
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** This test's `sleep 330x` processes, anywhere on the host. */
async function detachedLeft(): Promise<string[]> {
  const found: string[] = [];
  for (const entry of (await readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const cmdline = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    const [program, seconds] = cmdline.split('\0');
    if (program === 'sleep' && ['3301', '3302'].includes(seconds ?? '')) found.push(entry);
  }
  return found;
}

describe.each(BACKENDS)('a hostile agent in the $backend sandbox', ({ backend, skip }) => {
  // Skipped at each test's start, its reason the test's note (the reliability ledger counts it).
  beforeEach((context) => {
    if (skip !== undefined) context.skip(`${backend}: ${skip}`);
  });
  // Made once for all the tests (useTempDirs removes its directories after each test).
  const made: string[] = [];
  const makeTempDir = async (): Promise<string> => {
    const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'verdict-test-')));
    made.push(dir);
    return dir;
  };
  let result: CliResult;
  let records: RunRecord[];
  let findings: Findings[];
  let out: string;
  let project: string;
  let host: string;
  const modelsAsked: string[] = [];
  const connections = { tcp: 0, unix: 0 };
  const varTmpSocket = `/var/tmp/verdict-hostile-${process.pid}-${randomBytes(4).toString('hex')}.sock`;
  const servers: Array<http.Server | net.Server> = [];

  beforeAll(async () => {
    if (skip !== undefined) return;
    const root = await makeTempDir();
    host = await makeTempDir();
    project = path.join(root, 'project');
    out = path.join(project, 'out');
    const upstream = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        const model = (JSON.parse(body) as { model?: string }).model ?? '';
        modelsAsked.push(model);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 1_764_000_000,
            model,
            choices: [
              { index: 0, message: { role: 'assistant', content: 'done' }, finish_reason: 'stop' },
            ],
            usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4 },
          }),
        );
      });
    });
    const tcp = net.createServer((socket) => {
      connections.tcp += 1;
      socket.destroy();
    });
    const unixServer = (): net.Server =>
      net.createServer((socket) => {
        connections.unix += 1;
        socket.destroy();
      });
    const hostSocket = path.join(host, 'host.sock');
    // Beside the config and in the suite: directories the box may read (a read-only bind does not
    // stop connect(), so the sandbox must mask them).
    const projectSocket = path.join(project, 'project.sock');
    const suiteSocket = path.join(project, 'suite', 'suite.sock');
    await mkdir(path.dirname(suiteSocket), { recursive: true });
    const listen = (server: http.Server | net.Server, target: number | string): Promise<void> =>
      new Promise((resolve) => {
        servers.push(server);
        if (typeof target === 'string') server.listen(target, resolve);
        else server.listen(target, '127.0.0.1', resolve);
      });
    await listen(upstream, 0);
    await listen(tcp, 0);
    await listen(unixServer(), hostSocket);
    await listen(unixServer(), varTmpSocket);
    await listen(unixServer(), projectSocket);
    await listen(unixServer(), suiteSocket);
    const portOf = (server: http.Server | net.Server): number =>
      (server.address() as AddressInfo).port;

    await writeTree(project, {
      'verdict.config.json': JSON.stringify({
        agents: {
          hostile: {
            command: ['node', AGENT],
            ...('image' in docker && backend === 'docker' ? { image: docker.image } : {}),
            env: {
              HOSTILE_TCP_PORT: String(portOf(tcp)),
              HOSTILE_UPSTREAM_PORT: String(portOf(upstream)),
              HOSTILE_SOCKETS: JSON.stringify([
                hostSocket,
                varTmpSocket,
                projectSocket,
                suiteSocket,
              ]),
              HOSTILE_OUTSIDE: path.join(host, 'escaped', 'outside.txt'),
              HOSTILE_SUITE_FILE: path.join(project, 'suite', 'suite.json'),
            },
          },
        },
        default: 'hostile',
      }),
      'suite/suite.json': JSON.stringify({
        schemaVersion: 1,
        suiteId: 'hostile',
        suiteVersion: '1.0.0',
        tasks: [
          {
            id: 'escape',
            prompt: 'Try to get out.',
            fixture: 'fixtures/empty',
            budget: { maxTurns: 5, maxWallMs: 60_000 },
            policy: { mode: 'auto', allow: ['write', 'process'] },
            verifiers: [
              { kind: 'file-contains', id: 'findings', path: 'findings.json', text: 'capEff' },
            ],
          },
        ],
      }),
      'suite/fixtures/empty/README.md': '# nothing here\n',
    });
    // The runs' directories go here, beside (not inside) the project the boxes may read.
    await writeTree(root, { 'runs/.keep': '' });
    result = await runCliProcess(
      [
        'run',
        'suite',
        '--mode',
        'live',
        '--base-url',
        `http://127.0.0.1:${portOf(upstream)}/v1`,
        '--model',
        PINNED,
        '--k',
        String(K),
        '--concurrency',
        '1',
        '--sandbox',
        backend,
        '--yes',
        '--allow-write',
        '--allow-process',
        '--keep',
        '--out',
        'out',
      ],
      {
        cwd: project,
        env: {
          OPENAI_API_KEY: LIVE_KEY,
          GITHUB_TOKEN,
          TMPDIR: path.join(root, 'runs'),
        },
      },
    );
    if (!existsSync(path.join(out, 'runs.jsonl'))) {
      throw new Error(`verdict wrote no runs (exit ${result.code}):\n${result.stderr}`);
    }
    records = await readRuns(out);
    findings = await Promise.all(
      records.map(
        async (record) =>
          JSON.parse(
            await readFile(path.join(record.keptDir ?? '', 'work', 'findings.json'), 'utf8'),
          ) as Findings,
      ),
    );
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) server.close();
    await rm(varTmpSocket, { force: true });
    await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('ran every run to its end, and refused the expensive model before the upstream', () => {
    expect(result.stderr).not.toMatch(/unexpected error/);
    expect(records).toHaveLength(K);
    expect(findings).toHaveLength(K);
    for (const record of records) {
      expect(record.status, JSON.stringify(record)).toBe('error');
      expect(record.reason).toContain(EXPENSIVE);
    }
    for (const found of findings) {
      expect(found.pinnedModel).toBe(200);
      expect(found.expensiveModel).toBe(403);
    }
    expect(modelsAsked).toEqual(Array.from({ length: K }, () => PINNED));
  });

  it('leaked neither the live key nor the GitHub token, in any encoding', async () => {
    for (const found of findings) {
      // The agent did read environments: its own at least, with the run's token in it.
      expect(found.environBytes).toBeGreaterThan(100);
      // Its pid namespace shows only the box's few processes, never Verdict's.
      expect(found.pids.length).toBeLessThan(10);
    }
    const files = [
      ...(await filesBelow(out)),
      ...(await Promise.all(records.map((record) => filesBelow(record.keptDir ?? '')))).flat(),
    ];
    expect(files.some((file) => file.endsWith('environ-dump.txt'))).toBe(true);
    expect(files.length).toBeGreaterThan(K);
    const needles = [...encodingsOf(LIVE_KEY), ...encodingsOf(GITHUB_TOKEN)];
    for (const file of files) {
      const text = (await readFile(file)).toString('latin1');
      for (const needle of needles) {
        expect(text.includes(needle), `${needle} in ${file}`).toBe(false);
      }
    }
  });

  it('gave every run a fresh /tmp of its own', () => {
    expect(findings.map((found) => found.tmpLines)).toEqual(Array.from({ length: K }, () => 1));
  });

  it('let it reach the proxy and nothing else', () => {
    for (const found of findings) {
      expect(found.tcpProxy).toBe('connected');
      expect(found.tcpHost).toMatch(/^error /);
      expect(found.tcpUpstream).toMatch(/^error /);
      expect(found.tcpOffBox).toMatch(/^error /);
      expect(found.dns).toMatch(/^error /);
      expect(found.unixSockets).toHaveLength(4);
      for (const socket of found.unixSockets) expect(socket).toMatch(/^error /);
    }
    expect(connections).toEqual({ tcp: 0, unix: 0 });
  });

  it('recorded what the box’s network refused as network_blocked, without failing the run for it', () => {
    for (const record of records) {
      const blocked = record.incidents
        .filter((incident) => incident.kind === 'network_blocked')
        .map((incident) => incident.detail ?? '');
      // The host's TCP server and the upstream, on the loopback; 192.0.2.1 and DNS, off the box.
      expect(blocked).toContainEqual(expect.stringMatching(/^2 TCP connections refused/));
      expect(blocked).toContainEqual(
        expect.stringMatching(/^\d+ packets? to addresses outside the sandbox/),
      );
      // The run is error for the model it asked for, not for the network.
      expect(record.reason).not.toMatch(/network/);
    }
  });

  it('kept its writes inside the run, and the suite read-only', () => {
    expect(existsSync(path.join(host, 'escaped'))).toBe(false);
    for (const found of findings) expect(found.suiteWrite).toMatch(/^error (EROFS|EACCES)/);
  });

  it('left nothing running after Verdict exited', async () => {
    // They did start, and ran while the agent did.
    for (const found of findings) expect(found.detachedRunning).toBe(2);
    expect(await detachedLeft()).toEqual([]);
  });

  it('had no capabilities, and could not mount or unmount', () => {
    for (const found of findings) {
      expect(found.capEff).toBe('0000000000000000');
      expect(found.mount).toMatch(/^error /);
      expect(found.remount).toMatch(/^error /);
      expect(found.umount).toMatch(/^error /);
    }
  });

  it('named the sandbox in the report', async () => {
    const report = await readReport(out);
    expect(JSON.stringify(report)).toContain(`"backend":"${backend}"`);
    expect(await readFile(path.join(out, 'report.md'), 'utf8')).toMatch(
      new RegExp(`sandboxed \\(${backend}`, 'i'),
    );
  });
});
