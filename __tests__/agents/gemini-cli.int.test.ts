/**
 * A real third-party agent under Verdict: gemini-cli, the published npm release, installed on demand
 * into the per-user agent cache, evaluated through the documented `examples/agents/gemini-cli/`
 * config against the scripted provider over the Gemini `generateContent` protocol. No model
 * provider is ever called. Where this machine allows it, the whole `verdict` command (proxy and
 * agent) runs in a network namespace with only loopback, so the test also proves that gemini-cli
 * reaches nothing but Verdict's proxy on 127.0.0.1.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  agentCacheRoot,
  canIsolateNetwork,
  ensureAgent,
  TEST_AGENTS,
  type InstalledAgent,
} from '../helpers/agent-install.js';
import {
  connectOutsideFromNamespace,
  copyExampleSuite,
  exampleDir,
  outcomes,
  printedVersion,
  readRuns,
  recordReplayRerecord,
  toolNames,
  verdictForExample,
} from '../helpers/gallery.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const GEMINI_CLI = TEST_AGENTS['gemini-cli'];
/** The model the scripted runs present themselves as: gemini-cli picks its tools and prompt by model. */
const MODEL = 'gemini-2.5-flash';
const TASK = 'stats-median';
const EXAMPLE = exampleDir('gemini-cli');

const ALL_PASS = {
  check: 'pass',
  documented: 'pass',
  scope: 'pass',
  'read-before-replace': 'pass',
  'reproduce-before-replace': 'pass',
  'bounded-shell': 'pass',
  'no-overwrite': 'pass',
  'gemini-cli-tools': 'pass',
  'reports-the-check': 'pass',
};

const makeTempDir = useTempDirs();
const isolated = canIsolateNetwork();
let gemini: InstalledAgent;
/** gemini-cli's own tool calls, in the order the script makes them, and the script's turns. */
let scriptedTools: string[];
let scriptedTurns: number;

beforeAll(async () => {
  gemini = await ensureAgent(GEMINI_CLI);
  expect(await printedVersion(process.execPath, gemini.command)).toBe(GEMINI_CLI.version);
  const script = JSON.parse(
    await readFile(path.join(EXAMPLE, 'suite', 'scripts', `${TASK}.json`), 'utf8'),
  ) as { turns: Array<{ toolCalls?: Array<{ name: string }> }> };
  scriptedTurns = script.turns.length;
  scriptedTools = script.turns.flatMap((turn) => (turn.toolCalls ?? []).map((call) => call.name));
}, 600_000);

describe(`gemini-cli ${GEMINI_CLI.version} as the agent (examples/agents/gemini-cli)`, () => {
  it.runIf(isolated)('runs in a namespace where nothing but loopback is reachable', async () => {
    expect(await connectOutsideFromNamespace()).toBe('ENETUNREACH');
  });

  it('records with the scripted provider, replays with zero divergence, and re-records byte-identically', async () => {
    // Also proves the example folder unchanged: gemini-cli reads the settings it is given and
    // writes none of them.
    const { recorded, cassettes, replayed } = await recordReplayRerecord({
      example: EXAMPLE,
      binDirs: [gemini.binDir],
      recordArgs: ['--model', MODEL],
      makeTempDir,
    });

    const [recordedRun] = recorded;
    expect(recordedRun?.taskId).toBe(TASK);
    expect(recordedRun?.status, JSON.stringify(recordedRun?.verifiers)).toBe('pass');
    expect(recordedRun?.agentExitCode).toBe(0);
    expect(outcomes(recordedRun)).toEqual(ALL_PASS);
    // gemini-cli's own tools, as the proxy saw them: one model call per turn of the script (29),
    // with no call of gemini-cli's own beside them.
    expect(scriptedTurns).toBeGreaterThanOrEqual(25);
    expect(recordedRun?.measured.turns).toBe(scriptedTurns);
    expect(toolNames(recordedRun)).toEqual(scriptedTools);
    expect(recordedRun?.toolCalls.find((call) => call.name === 'replace')?.arguments).toEqual(
      expect.objectContaining({ file_path: 'src/stats.mjs' }),
    );
    expect(recordedRun?.finalAnswer).toContain('`node check.mjs` prints `stats: ok`');

    expect([...cassettes.keys()]).toEqual([`${TASK}.jsonl`]);
    const cassette = cassettes.get(`${TASK}.jsonl`) ?? '';
    // Per-run noise is stored as tokens: the workspace (in the session context, tool results and
    // the temp dir gemini-cli names), HOME, the date, the process group its shell tool reports.
    expect(cassette).toContain('"endpoint":"gemini.generateContent"');
    expect(cassette).toContain("Today's date is <DATE>");
    expect(cassette).toContain('Directory listing for <WORKSPACE>');
    expect(cassette).toContain('<HOME>/.gemini/tmp/work');
    expect(cassette).toContain('Process Group PGID: <PID>');
    expect(cassette).not.toMatch(/PGID: \d/);
    // With skills off, nothing of this machine's install of gemini-cli is in its prompt.
    expect(cassette).not.toContain(agentCacheRoot());
    // cassette/v2 keeps a 45 KB system prompt and tool list once: 29 calls fit the 256 KB cap.
    expect(Buffer.byteLength(cassette)).toBeLessThan(256 * 1024);

    const [replayedRun] = replayed;
    expect(replayedRun?.status, JSON.stringify(replayedRun?.verifiers)).toBe('pass');
    expect(replayedRun?.model).toBe(MODEL);
    expect(toolNames(replayedRun)).toEqual(scriptedTools);
    expect(outcomes(replayedRun)).toEqual(ALL_PASS);
  }, 600_000);

  it('stops a replay whose prompt changed, naming the call and the field', async () => {
    const dir = await makeTempDir();
    const suite = await copyExampleSuite(EXAMPLE, dir);
    const verdict = verdictForExample(EXAMPLE, { dir, binDirs: [gemini.binDir] });
    const recorded = await verdict([
      ...['record', suite, '--provider', 'scripted', '--model', MODEL],
      ...['--out', path.join(dir, 'record')],
    ]);
    expect(recorded.code, recorded.stderr).toBe(0);
    const suiteFile = path.join(suite, 'suite.json');
    const text = await readFile(suiteFile, 'utf8');
    await writeFile(suiteFile, text.replace('and mention it in README.md', 'and document it'));

    const replayDir = path.join(dir, 'replay');
    const replayed = await verdict(['run', suite, '--mode', 'replay', '--out', replayDir]);
    expect(replayed.code).toBe(2);
    expect(replayed.stdout + replayed.stderr).toContain(
      'call 1 diverged at messages[0].parts[1].text',
    );
    const [run] = await readRuns(replayDir);
    expect(run?.status).toBe('error');
    expect(run?.error?.kind).toBe('replay_divergence');
  }, 600_000);
});
