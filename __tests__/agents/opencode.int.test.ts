/**
 * A real third-party agent under Verdict: opencode, the published npm release (`opencode-ai`),
 * installed on demand into the per-user agent cache, evaluated through the documented
 * `examples/agents/opencode/` config against the scripted provider over Chat Completions: a long
 * session (28 main-loop calls) beside which opencode asks for a session title, concurrently. No
 * model provider is ever called. Where this machine allows it, the whole `verdict` command (proxy and
 * agent) runs in a network namespace with only loopback, so the test also proves that opencode, set
 * up as the example says, needs nothing but Verdict's proxy on 127.0.0.1.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_AGENTS } from '../helpers/agent-install.js';
import {
  exampleDir,
  outcomes,
  printedVersion,
  recordReplayRerecord,
  toolNames,
} from '../helpers/gallery.js';
import { ensureOpencode, type OpencodeSetup } from '../helpers/opencode.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const OPENCODE = TEST_AGENTS.opencode;
const TASK = 'fix-invoice';
const EXAMPLE = exampleDir('opencode');

/** opencode's tool calls in the script, in order (the third turn reads two files at once). */
const SCRIPTED_TOOLS = [
  ...['todowrite', 'glob', 'read', 'read', 'bash', 'read', 'grep', 'read', 'todowrite', 'edit'],
  ...['edit', 'bash', 'read', 'read', 'edit', 'bash', 'bash', 'read', 'grep', 'edit', 'bash'],
  ...['todowrite', 'write', 'bash', 'read', 'edit', 'bash', 'todowrite'],
];

const ALL_PASS = {
  'tests-pass': 'pass',
  'regression-test': 'pass',
  scope: 'pass',
  'used-its-tools': 'pass',
  'read-before-edit': 'pass',
  'tests-before-edit': 'pass',
};

const makeTempDir = useTempDirs();
let setup: OpencodeSetup;

beforeAll(async () => {
  setup = await ensureOpencode();
  expect(await printedVersion(setup.opencode.command)).toBe(OPENCODE.version);
}, 600_000);

describe(`opencode ${OPENCODE.version} as the agent (examples/agents/opencode)`, () => {
  it('records a long session with its title call, replays it with zero divergence, and re-records byte-identically', async () => {
    // Also proves the example folder unchanged: opencode adds a "$schema" key to the config file
    // it is given, so the wrapper hands it a copy in the run's temp dir.
    const { recorded, cassettes, replayed } = await recordReplayRerecord({
      example: EXAMPLE,
      binDirs: [setup.opencode.binDir, setup.ripgrepDir],
      makeTempDir,
    });

    const [recordedRun, ...otherRuns] = recorded;
    expect(otherRuns).toEqual([]);
    expect(recordedRun?.taskId).toBe(TASK);
    expect(outcomes(recordedRun)).toEqual(ALL_PASS);
    expect(recordedRun?.status).toBe('pass');
    // 28 main-loop calls and the title call, which the script answers without spending a turn.
    expect(recordedRun?.measured.turns).toBe(29);
    // opencode's own tools as the proxy saw them, with absolute paths in the run's own workspace.
    expect(toolNames(recordedRun)).toEqual(SCRIPTED_TOOLS);
    const firstRead = recordedRun?.toolCalls[2]?.arguments as { filePath: string };
    expect(path.isAbsolute(firstRead.filePath)).toBe(true);
    expect(firstRead.filePath).toMatch(/[\\/]work[\\/]package\.json$/);

    expect([...cassettes.keys()]).toEqual([`${TASK}.jsonl`]);
    const cassette = cassettes.get(`${TASK}.jsonl`) ?? '';
    // The header line, then one line per call. Every call repeats opencode's 30 KB of system
    // prompt and tool schemas; stored as deltas, the cassette stays under the default 256 KB cap.
    const lines = cassette.trimEnd().split('\n');
    expect(lines).toHaveLength(30);
    expect(Buffer.byteLength(cassette)).toBeLessThan(256 * 1024);
    // The title call is in the cassette, answered with the script's side-call text.
    expect(lines.filter((line) => line.includes('You are a title generator'))).toHaveLength(1);
    expect(cassette).toContain('Fix failing invoice tests');
    // Per-run noise is stored as tokens: the workspace (the system prompt's environment block,
    // every file path in tool arguments and results, the stack frames in the test output) and the
    // date in the system prompt.
    expect(cassette).toContain('Working directory: <WORKSPACE>');
    expect(cassette).toContain("Today's date: <DATE>");
    expect(cassette).toContain('\\"filePath\\":\\"<WORKSPACE>/src/discount.mjs\\"');
    expect(cassette).toContain('at taxRate (file://<WORKSPACE>/src/tax.mjs:');

    const [replayedRun] = replayed;
    expect(replayedRun?.status).toBe('pass');
    expect(toolNames(replayedRun)).toEqual(SCRIPTED_TOOLS);
    expect(outcomes(replayedRun)).toEqual(ALL_PASS);
  }, 600_000);
});
