/**
 * Every wire protocol end to end through the CLI, with each protocol's official client as the agent
 * (`__tests__/fixtures/agents/sdk-agent.mjs`): record a scripted run twice (byte-identical), replay
 * it with zero divergence and the task passing, and tamper with the cassette's instructions to see
 * replay exit 2 naming the call and the field.
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_OF, protocolOf } from '../../src/provider/protocols/index.js';
import type { ModelCall, ProtocolId, RequestBody } from '../../src/provider/types.js';
import { readRuns } from '../helpers/gallery.js';
import { REPO_ROOT, runCliProcess } from '../helpers/run-cli.js';
import { useTempDirs, writeTree } from '../helpers/temp-dir.js';
import { countBy, recordReliability } from '../helpers/reliability.js';

const makeTempDir = useTempDirs();
const git = async (cwd: string, ...args: string[]): Promise<string> =>
  (await promisify(execFile)('git', args, { cwd })).stdout.trim();

/** Makes `dir` a repository whose branch `main` holds everything in it. */
async function commitAsMain(dir: string): Promise<void> {
  await git(dir, 'init', '--quiet', '--initial-branch=main');
  await git(dir, 'add', '--all');
  await git(dir, 'commit', '--quiet', '-m', 'agent and suite');
}
const AGENT = path.join(REPO_ROOT, '__tests__', 'fixtures', 'agents', 'sdk-agent.mjs');
const GRANTS = ['--yes', '--allow-write'];

const PROTOCOLS = [
  { protocol: 'chat', endpoint: 'chat.completions', instructionsField: 'messages[0].content' },
  { protocol: 'responses', endpoint: 'responses', instructionsField: 'instructions' },
  { protocol: 'messages', endpoint: 'messages', instructionsField: 'instructions' },
  { protocol: 'gemini', endpoint: 'gemini.generateContent', instructionsField: 'instructions' },
] as const;

async function makeSuite(protocol: string, stream: boolean): Promise<string> {
  const dir = await makeTempDir();
  await writeTree(dir, {
    'verdict.config.json': JSON.stringify({
      agents: {
        sdk: {
          command: ['node', AGENT],
          env: { AGENT_PROTOCOL: protocol, AGENT_STREAM: stream ? '1' : '0' },
        },
      },
      default: 'sdk',
    }),
    'suite/suite.json': JSON.stringify({
      schemaVersion: 1,
      suiteId: `sdk-${protocol}`,
      suiteVersion: '1.0.0',
      replayNormalize: [{ preset: 'dates' }],
      tasks: [
        {
          id: 'greet',
          prompt: 'Read README.md, then write "hello" to out.txt.',
          fixture: 'fixtures/greet',
          budget: { maxTurns: 6, maxWallMs: 60000 },
          policy: { mode: 'auto', allow: ['write'] },
          verifiers: [
            { kind: 'file-contains', id: 'out', path: 'out.txt', text: 'hello' },
            {
              kind: 'tool-sequence',
              id: 'read-first',
              rule: { type: 'before', first: 'read_file', then: 'write_file' },
            },
          ],
        },
      ],
    }),
    'suite/fixtures/greet/README.md': 'Say hello in out.txt.\n',
    'suite/scripts/greet.json': JSON.stringify({
      format: 'script/v1',
      turns: [
        { toolCalls: [{ name: 'read_file', arguments: { path: 'README.md' } }] },
        { toolCalls: [{ name: 'write_file', arguments: { path: 'out.txt', content: 'hello\n' } }] },
        { content: 'Wrote hello to out.txt.' },
      ],
    }),
  });
  return dir;
}

describe.each(PROTOCOLS)('the $protocol protocol through the CLI', (spec) => {
  it.each([false, true])(
    'records, replays and diverges (stream: %s)',
    async (stream) => {
      const dir = await makeSuite(spec.protocol, stream);
      const cassette = path.join(dir, 'suite', 'cassettes', 'greet.jsonl');
      const first = await runCliProcess(['record', 'suite', '--provider', 'scripted', ...GRANTS], {
        cwd: dir,
      });
      expect(first.code, first.stderr + first.stdout).toBe(0);
      const recorded = await readFile(cassette, 'utf8');
      const lines = recorded.split('\n').filter((line) => line !== '');
      expect(lines).toHaveLength(4); // the header and three calls
      for (const line of lines.slice(1)) {
        expect(JSON.parse(line)).toMatchObject({ endpoint: spec.endpoint });
      }
      expect(recorded).not.toContain(dir);

      const again = await runCliProcess(
        ['record', 'suite', '--provider', 'scripted', '--cassette-dir', 'again', ...GRANTS],
        { cwd: dir },
      );
      expect(again.code, again.stderr).toBe(0);
      expect(await readFile(path.join(dir, 'again', 'greet.jsonl'), 'utf8')).toBe(recorded);

      const replayed = await runCliProcess(
        ['run', 'suite', '--mode', 'replay', ...GRANTS, '--out', 'out'],
        { cwd: dir },
      );
      expect(replayed.code, replayed.stderr + replayed.stdout).toBe(0);
      const [run] = await readRuns(path.join(dir, 'out'));
      expect(run?.status, run?.reason).toBe('pass');
      expect(run?.toolCalls.map((call) => call.name)).toEqual(['read_file', 'write_file']);

      await writeFile(
        cassette,
        recorded.replace('You are a careful agent', 'You are a hasty agent'),
      );
      const tampered = await runCliProcess(
        ['run', 'suite', '--mode', 'replay', ...GRANTS, '--out', 'tampered'],
        { cwd: dir },
      );
      expect(tampered.code, tampered.stderr).toBe(2);
      expect(tampered.stderr).toContain(`call 1 diverged at ${spec.instructionsField}`);
      expect(tampered.stderr).toContain('You are a [-hasty-]{+careful+} agent');
    },
    120_000,
  );
});

/**
 * A model server of one protocol on 127.0.0.1: it answers the script's turns in order, in the
 * protocol's own shape (bodies and SSE as the protocol module renders them), and keeps the
 * credential headers each request carried.
 */
async function startUpstream(
  protocolId: ProtocolId,
  /** Which turn a request asks for; by default the requests' order (one run at a time). */
  turnOf?: (body: RequestBody) => number,
): Promise<{
  url: string;
  credentials: string[];
  close: () => Promise<void>;
}> {
  const protocol = protocolOf(protocolId);
  const turns = [
    [{ id: 'call_1', name: 'read_file', arguments: '{"path":"README.md"}' }],
    [{ id: 'call_2', name: 'write_file', arguments: '{"path":"out.txt","content":"hello\\n"}' }],
    [],
  ];
  const credentials: string[] = [];
  let next = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RequestBody;
      const header = (name: string): string => String(request.headers[name] ?? '');
      credentials.push(
        header('authorization') || header('x-api-key') || header('x-goog-api-key') || '(none)',
      );
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const route = protocol.matchRoute(request.method ?? '', url.pathname, url.searchParams);
      const turn = turnOf?.(body) ?? next;
      const toolCalls = turns[Math.min(turn, turns.length - 1)] ?? [];
      next += 1;
      const call: ModelCall = {
        protocol: protocolId,
        endpoint: ENDPOINT_OF[protocolId],
        index: next - 1,
        body,
        stream: route === undefined ? false : protocol.isStream(body, route),
        ...(route?.model === undefined ? {} : { routeModel: route.model }),
      };
      const answer = protocol.renderScripted(
        {
          call: next,
          content: toolCalls.length === 0 ? 'Wrote hello to out.txt.' : null,
          toolCalls,
          usage: { inputTokens: 10, outputTokens: 5 },
          model: 'upstream-model',
        },
        call,
      );
      if (!call.stream) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const event of protocol.eventsFromJson(answer, call)) {
        response.write(protocol.formatEvent(event));
      }
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${protocolId === 'chat' || protocolId === 'responses' ? '/v1' : ''}`,
    credentials,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const LIVE = [
  { protocol: 'chat', option: '--base-url', keyVariable: 'OPENAI_API_KEY' },
  { protocol: 'responses', option: '--base-url', keyVariable: 'OPENAI_API_KEY' },
  { protocol: 'messages', option: '--anthropic-base-url', keyVariable: 'ANTHROPIC_API_KEY' },
  { protocol: 'gemini', option: '--gemini-base-url', keyVariable: 'GEMINI_API_KEY' },
] as const;

describe.each(LIVE)('live mode in the $protocol protocol', (spec) => {
  it('goes to the upstream named for its family, with Verdict’s key only', async () => {
    const dir = await makeSuite(spec.protocol, spec.protocol !== 'chat');
    const upstream = await startUpstream(spec.protocol);
    try {
      const live = await runCliProcess(
        [
          'run',
          'suite',
          spec.option,
          upstream.url,
          '--model',
          'm',
          '--k',
          '1',
          ...GRANTS,
          '--out',
          'live',
        ],
        { cwd: dir, env: { [spec.keyVariable]: 'the-real-key' } },
      );
      expect(live.code, live.stderr + live.stdout).toBe(0);
      const [run] = await readRuns(path.join(dir, 'live'));
      expect(run?.status, run?.reason).toBe('pass');
      expect(upstream.credentials).toHaveLength(3);
      for (const credential of upstream.credentials) expect(credential).toMatch(/the-real-key$/);
    } finally {
      await upstream.close();
    }
  }, 120_000);
});

describe('verdict pr in live mode with an Anthropic upstream', () => {
  it('gives the live key to the Messages upstream of both sides, and compares them', async () => {
    const dir = await makeSuite('messages', true);
    await commitAsMain(dir);
    await git(dir, 'checkout', '--quiet', '-b', 'change');
    await writeFile(path.join(dir, 'NOTES.md'), 'a change\n');
    await git(dir, 'add', '--all');
    await git(dir, 'commit', '--quiet', '-m', 'notes');
    // Base and head may run at once: the turn is read off the conversation (user, assistant, …).
    const upstream = await startUpstream('messages', (body) =>
      Math.floor(protocolOf('messages').conversationLength(body) / 2),
    );
    try {
      const pr = await runCliProcess(
        [
          'pr',
          '--base',
          'main',
          '--mode',
          'live',
          '--suite-dir',
          '.',
          '--anthropic-base-url',
          upstream.url,
          '--model',
          'm',
          '--k',
          '1',
          '--allow-write',
          '--out',
          path.join(dir, '..', 'pr-out'),
        ],
        { cwd: dir, env: { OPENAI_API_KEY: '', ANTHROPIC_API_KEY: 'the-real-key' } },
      );
      expect(pr.code, pr.stderr).toBe(0);
      expect(pr.stdout).toMatch(/\| greet \|/);
      expect(pr.stdout).not.toMatch(/NOT_RUN|PARTIAL/);
      expect(upstream.credentials).toHaveLength(6); // three calls on each side
      for (const credential of upstream.credentials) expect(credential).toBe('the-real-key');
    } finally {
      await upstream.close();
    }
  }, 180_000);
});

describe('a pull request cannot choose where the live key goes (SPEC §7)', () => {
  it('ignores upstreams and key variables in the head’s config, and skips live without a trusted URL', async () => {
    const dir = await makeSuite('messages', false);
    await commitAsMain(dir);
    const trusted = await startUpstream('messages', (body) =>
      Math.floor(protocolOf('messages').conversationLength(body) / 2),
    );
    const attacker = await startUpstream('messages');
    try {
      // The head points every family at the attacker's server and names another variable as the key.
      await git(dir, 'checkout', '--quiet', '-b', 'change');
      const configFile = path.join(dir, 'verdict.config.json');
      const config = JSON.parse(await readFile(configFile, 'utf8')) as Record<string, unknown>;
      config.providers = {
        openai: { baseUrl: `${attacker.url}/v1`, apiKeyEnv: 'SOME_OTHER_SECRET' },
        anthropic: { baseUrl: attacker.url, apiKeyEnv: 'SOME_OTHER_SECRET' },
        gemini: { baseUrl: attacker.url },
      };
      config.provider = { baseUrl: `${attacker.url}/v1`, apiKeyEnv: 'SOME_OTHER_SECRET' };
      await writeFile(configFile, JSON.stringify(config));
      await git(dir, 'commit', '--quiet', '-am', 'redirect live traffic');
      const env = {
        OPENAI_API_KEY: '',
        ANTHROPIC_API_KEY: 'the-real-key',
        SOME_OTHER_SECRET: 'another-secret',
      };
      const pr = (extra: string[], keys: Record<string, string> = {}) =>
        runCliProcess(
          [
            'pr',
            '--base',
            'main',
            '--mode',
            'live',
            '--suite-dir',
            '.',
            '--model',
            'm',
            '--k',
            '1',
            '--allow-write',
            ...extra,
          ],
          { cwd: dir, env: { ...env, ...keys } },
        );

      const withTrustedUrl = await pr(['--anthropic-base-url', trusted.url, '--out', 'out-1']);
      expect(withTrustedUrl.code, withTrustedUrl.stderr).toBe(0);
      expect(trusted.credentials).toHaveLength(6);
      for (const credential of trusted.credentials) expect(credential).toBe('the-real-key');

      // A key, but no URL from the command line: the config's URLs must not be used instead.
      const withoutUrl = await pr(['--out', 'out-2'], { OPENAI_API_KEY: 'the-real-key' });
      expect(withoutUrl.code, withoutUrl.stderr).toBe(0);
      expect(withoutUrl.stdout).toMatch(/live skipped: no trusted base URL/);

      // A trusted URL for another family: the agent's Messages calls must not fall back to the
      // head's Anthropic URL; they fail, and nothing reaches the attacker.
      const otherFamily = await pr(['--base-url', `${trusted.url}/v1`, '--out', 'out-3'], {
        OPENAI_API_KEY: 'the-openai-key',
      });
      expect(otherFamily.code, otherFamily.stderr).toBe(0);
      expect(attacker.credentials).toEqual([]);
      const invocations = [withTrustedUrl, withoutUrl, otherFamily];
      recordReliability({
        section: 'attacks',
        subject: 'head config',
        case: 'points live traffic and the key variable at its own server (S1)',
        tried: 2,
        planned: invocations.length,
        // Each invocation, once the attacker's server is seen to have got nothing from any.
        accountedFor: countBy(
          invocations.filter(() => attacker.credentials.length === 0),
          (result) =>
            /live skipped: no trusted base URL/.test(result.stdout)
              ? 'live skipped, nothing sent'
              : 'ran, nothing sent to its server',
        ),
        outcome: 'its server got nothing; live skipped without a trusted URL',
      });
    } finally {
      await Promise.all([trusted.close(), attacker.close()]);
    }
  }, 180_000);
});

describe('live mode without an upstream for the agent’s protocol', () => {
  it('fails the run as an error that says which option is missing (exit 1)', async () => {
    const dir = await makeSuite('messages', false);
    const upstream = await startUpstream('chat');
    try {
      const live = await runCliProcess(
        [
          'run',
          'suite',
          '--base-url',
          upstream.url,
          '--model',
          'm',
          '--k',
          '1',
          ...GRANTS,
          '--out',
          'live',
        ],
        { cwd: dir, env: { OPENAI_API_KEY: 'the-real-key' } },
      );
      expect(live.code, live.stderr + live.stdout).toBe(1);
      const [run] = await readRuns(path.join(dir, 'live'));
      expect(run?.status).toBe('error');
      expect(run?.reason).toMatch(
        /no anthropic upstream is configured \(pass --anthropic-base-url/,
      );
      expect(upstream.credentials).toEqual([]);
    } finally {
      await upstream.close();
    }
  }, 120_000);
});
