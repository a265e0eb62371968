/**
 * A real third-party agent under Verdict: qwen-code, the published npm release (pinned in
 * `TEST_AGENTS`: the last release that runs on Node 20), installed on demand into the per-user
 * agent cache, evaluated through the documented `examples/agents/qwen-code/` config against the
 * scripted provider: two short tasks and a long session (27 model calls, test output of several
 * KB). No model provider is ever called. Where this machine allows it, the whole `verdict` command
 * (proxy and agent) runs in a network namespace with only loopback, so the test also proves that
 * qwen-code, set up as the example says, needs nothing but Verdict's proxy.
 */
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureAgent, TEST_AGENTS, type InstalledAgent } from '../helpers/agent-install.js';
import {
  exampleDir,
  outcomes,
  printedVersion,
  recordReplayRerecord,
  toolNames,
} from '../helpers/gallery.js';
import { useTempDirs } from '../helpers/temp-dir.js';

const QWEN_CODE = TEST_AGENTS['qwen-code'];
const EXAMPLE = exampleDir('qwen-code');

/** qwen-code's tool calls in the long session's script, in order (turn 3 reads two files). */
const ADD_MEDIAN_TOOLS = [
  ...['todo_write', 'list_directory', 'read_file', 'read_file', 'run_shell_command', 'read_file'],
  ...['read_file', 'grep_search', 'edit', 'edit', 'todo_write', 'run_shell_command', 'read_file'],
  ...['edit', 'edit', 'run_shell_command', 'todo_write', 'read_file', 'read_file', 'edit', 'edit'],
  ...['run_shell_command', 'glob', 'run_shell_command', 'run_shell_command', 'write_file'],
  'todo_write',
];

const ADD_MEDIAN_PASS = {
  'tests-pass': 'pass',
  'report-has-median': 'pass',
  changelog: 'pass',
  scope: 'pass',
  'used-its-tools': 'pass',
  'read-before-edit': 'pass',
  'tests-before-edit': 'pass',
};

const FIX_SUM_PASS = {
  check: 'pass',
  'loop-from-zero': 'pass',
  scope: 'pass',
  'read-and-edit': 'pass',
  'read-before-edit': 'pass',
};

const makeTempDir = useTempDirs();
let qwen: InstalledAgent;

beforeAll(async () => {
  qwen = await ensureAgent(QWEN_CODE);
  expect(await printedVersion(qwen.command)).toBe(QWEN_CODE.version);
}, 600_000);

describe(`qwen-code ${QWEN_CODE.version} as the agent (examples/agents/qwen-code)`, () => {
  it('records with the scripted provider, replays with zero divergence, and re-records byte-identically', async () => {
    // Also proves the example folder unchanged: qwen-code rewrites a settings file it finds
    // outdated, and must not rewrite the checkout's.
    const { recorded, cassettes, replayed } = await recordReplayRerecord({
      example: EXAMPLE,
      binDirs: [qwen.binDir],
      makeTempDir,
    });

    expect(recorded.map((run) => [run.taskId, run.status])).toEqual([
      ['add-median', 'pass'],
      ['fix-sum', 'pass'],
      ['run-check', 'pass'],
    ]);
    // qwen-code's own tools, with the absolute paths it demands, in the run's own workspace.
    const [addMedian, fixSum, runCheck] = recorded;
    expect(toolNames(fixSum)).toEqual(['read_file', 'edit']);
    for (const call of fixSum?.toolCalls ?? []) {
      const filePath = (call.arguments as { file_path: string }).file_path;
      expect(path.isAbsolute(filePath)).toBe(true);
      expect(filePath).toMatch(/[\\/]work[\\/]src[\\/]sum\.mjs$/);
    }
    expect(toolNames(runCheck)).toEqual(['run_shell_command']);
    expect(toolNames(addMedian)).toEqual(ADD_MEDIAN_TOOLS);
    expect(addMedian?.measured.turns).toBe(27);
    expect(outcomes(addMedian)).toEqual(ADD_MEDIAN_PASS);

    expect([...cassettes.keys()]).toEqual(['add-median.jsonl', 'fix-sum.jsonl', 'run-check.jsonl']);
    const fixSumCassette = cassettes.get('fix-sum.jsonl') ?? '';
    const addMedianCassette = cassettes.get('add-median.jsonl') ?? '';
    // The header line, then one line per call. Every call repeats qwen-code's 64 KB of system
    // prompt and tool schemas; stored as deltas, the long session stays under the 256 KB cap.
    expect(addMedianCassette.trimEnd().split('\n')).toHaveLength(28);
    expect(Buffer.byteLength(addMedianCassette)).toBeLessThan(256 * 1024);
    // Per-run noise is stored as tokens: the workspace (also in the model's answers and in the
    // stack frames of the test output) and the date in qwen-code's startup context.
    expect(fixSumCassette).toContain('{\\"file_path\\":\\"<WORKSPACE>/src/sum.mjs\\"}');
    expect(fixSumCassette).toContain("Today's date is <DATE>");
    expect(addMedianCassette).toContain('at parseColumn (file://<WORKSPACE>/src/parse.mjs:9:15)');
    // The shell tool's whole output reached the model, to its last line (settings.json turns off
    // the PTY shell, which lost the end of long outputs in 2 of 5 recordings).
    expect(addMedianCassette).toContain(
      '#   stats.test.mjs: median of no values is an error\\nError: (none)\\nExit Code: 1',
    );

    expect(replayed.map((run) => [run.taskId, run.status])).toEqual([
      ['add-median', 'pass'],
      ['fix-sum', 'pass'],
      ['run-check', 'pass'],
    ]);
    const [replayedAddMedian, replayedFixSum, replayedRunCheck] = replayed;
    expect(toolNames(replayedAddMedian)).toEqual(ADD_MEDIAN_TOOLS);
    expect(outcomes(replayedAddMedian)).toEqual(ADD_MEDIAN_PASS);
    expect(toolNames(replayedFixSum)).toEqual(['read_file', 'edit']);
    expect(outcomes(replayedFixSum)).toEqual(FIX_SUM_PASS);
    expect(outcomes(replayedRunCheck)).toMatchObject({
      'ran-a-command': 'pass',
      'no-edit': 'pass',
    });
  }, 600_000);
});
