/**
 * A real third-party agent under Verdict: Claude Code, the published npm release, installed on demand
 * into the per-user agent cache, evaluated through the documented `examples/agents/claude-code/`
 * config against the scripted provider over the Anthropic Messages protocol. No model provider is
 * ever called. Where this machine allows it, the whole `verdict` command (proxy and agent) runs in a
 * network namespace with only loopback, so the test also proves that Claude Code reaches nothing
 * but Verdict's proxy on 127.0.0.1.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  canIsolateNetwork,
  ensureAgent,
  TEST_AGENTS,
  type InstalledAgent,
} from '../helpers/agent-install.js';
import {
  connectOutsideFromNamespace,
  exampleDir,
  outcomes,
  printedVersion,
  recordReplayRerecord,
  toolNames,
} from '../helpers/gallery.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const CLAUDE_CODE = TEST_AGENTS['claude-code'];
/** The model the scripted runs present themselves as: Claude Code shapes its prompt by model. */
const MODEL = 'claude-sonnet-4-5';
const TASK = 'invoice-rounding';
const EXAMPLE = exampleDir('claude-code');

/** Claude Code's tool calls in the script, in order (three turns call two tools at once). */
const SCRIPTED_TOOLS = [
  ...['TodoWrite', 'Glob', 'Read', 'Bash', 'Read', 'TodoWrite', 'Read', 'Read', 'Grep', 'Read'],
  ...['Bash', 'Grep', 'Read', 'Read', 'Read', 'TodoWrite', 'Edit', 'Bash', 'Bash', 'TodoWrite'],
  ...['Glob', 'Write', 'Bash', 'Read', 'TodoWrite', 'Bash', 'Bash', 'Grep', 'TodoWrite'],
];

const ALL_PASS = {
  check: 'pass',
  'tests-pass': 'pass',
  'regression-test': 'pass',
  scope: 'pass',
  'read-before-edit': 'pass',
  'reproduce-before-edit': 'pass',
  'bounded-shell': 'pass',
  'claude-code-tools': 'pass',
};

const makeTempDir = useTempDirs();
const isolated = canIsolateNetwork();
let claude: InstalledAgent;

beforeAll(async () => {
  claude = await ensureAgent(CLAUDE_CODE);
  expect(await printedVersion(claude.command)).toBe(`${CLAUDE_CODE.version} (Claude Code)`);
}, 600_000);

describe(`Claude Code ${CLAUDE_CODE.version} as the agent (examples/agents/claude-code)`, () => {
  it.runIf(isolated)('runs in a namespace where nothing but loopback is reachable', async () => {
    expect(await connectOutsideFromNamespace()).toBe('ENETUNREACH');
  });

  it('records with the scripted provider, replays with zero divergence, and re-records byte-identically', async () => {
    // Also proves the example folder unchanged: Claude Code only reads the settings file it is
    // given.
    const { recorded, cassettes, replayed } = await recordReplayRerecord({
      example: EXAMPLE,
      binDirs: [claude.binDir],
      recordArgs: ['--model', MODEL],
      makeTempDir,
    });

    const [recordedRun] = recorded;
    expect(recordedRun?.taskId).toBe(TASK);
    expect(recordedRun?.status, JSON.stringify(recordedRun?.verifiers)).toBe('pass');
    expect(outcomes(recordedRun)).toEqual(ALL_PASS);
    // Claude Code's own tools, as the proxy saw them, with the absolute paths it demands in the
    // run's own workspace.
    expect(toolNames(recordedRun)).toEqual(SCRIPTED_TOOLS);
    const edit = recordedRun?.toolCalls.find((call) => call.name === 'Edit');
    const editedFile = (edit?.arguments as { file_path: string } | undefined)?.file_path ?? '';
    expect(path.isAbsolute(editedFile)).toBe(true);
    expect(editedFile).toMatch(/[\\/]work[\\/]src[\\/]money\.js$/);
    expect(editedFile).not.toContain('<WORKSPACE>');
    // The final answer is the script's last turn, as the proxy saw it (stdout is Claude Code's JSON).
    expect(recordedRun?.finalAnswer).toMatch(/^Fixed\. `toCents` in `src\/money\.js` rounded down/);

    expect([...cassettes.keys()]).toEqual([`${TASK}.jsonl`]);
    const cassette = cassettes.get(`${TASK}.jsonl`) ?? '';
    // Per-run noise is stored as tokens: the workspace (also mangled, in the auto-memory path),
    // HOME, the date in Claude Code's reminders, the test runner's timings.
    expect(cassette).toContain('<WORKSPACE>/src/money.js');
    expect(cassette).toContain("Today's date is <DATE>.");
    expect(cassette).toContain('duration_ms: <MS>');
    expect(cassette).not.toMatch(/duration_ms: \d/);
    expect(cassette).not.toContain('device_id');

    const [replayedRun] = replayed;
    expect(replayedRun?.status, JSON.stringify(replayedRun?.verifiers)).toBe('pass');
    expect(toolNames(replayedRun)).toEqual(SCRIPTED_TOOLS);
    expect(outcomes(replayedRun)).toEqual(ALL_PASS);
  }, 600_000);
});
