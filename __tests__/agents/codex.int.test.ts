/**
 * A real third-party agent under Verdict: Codex CLI, the published npm release, installed on demand
 * into the per-user agent cache, evaluated through the documented `examples/agents/codex/` config
 * against the scripted provider over the OpenAI Responses protocol. No model provider is ever
 * called. Where this machine allows it, the whole `verdict` command (proxy and agent) runs in a
 * network namespace with only loopback, so the test also proves that Codex needs nothing but
 * Verdict's proxy on 127.0.0.1.
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

const CODEX = TEST_AGENTS.codex;
/**
 * The model the scripted runs present themselves as. Codex shapes its request by model: for a
 * model in its catalog it sends that model's instructions and tools (`apply_patch` as a freeform
 * custom tool); for an unknown name it falls back to generic metadata without `apply_patch`.
 */
const MODEL = 'gpt-5.5';
const TASK = 'fix-durations';
const EXAMPLE = exampleDir('codex');

/** Codex's tool calls in the script, in order (two turns call two tools at once). */
const SCRIPTED_TOOLS = [
  ...['exec_command', 'exec_command', 'exec_command', 'exec_command', 'exec_command'],
  ...['exec_command', 'exec_command', 'exec_command', 'exec_command', 'exec_command'],
  ...['exec_command', 'exec_command', 'apply_patch', 'exec_command', 'apply_patch'],
  ...['exec_command', 'exec_command', 'exec_command', 'apply_patch', 'exec_command'],
  ...['exec_command', 'apply_patch', 'exec_command', 'exec_command', 'exec_command'],
  ...['apply_patch', 'exec_command', 'exec_command'],
];

const ALL_PASS = {
  'tests-pass': 'pass',
  check: 'pass',
  'only-src': 'pass',
  'ran-and-patched': 'pass',
  'looked-before-patching': 'pass',
  'few-patches': 'pass',
  'reports-the-tests': 'pass',
};

const makeTempDir = useTempDirs();
let codex: InstalledAgent;

beforeAll(async () => {
  codex = await ensureAgent(CODEX);
  expect(await printedVersion(codex.command)).toBe(`codex-cli ${CODEX.version}`);
}, 600_000);

describe(`Codex CLI ${CODEX.version} as the agent (examples/agents/codex)`, () => {
  it('records with the scripted provider, replays with zero divergence, and re-records byte-identically', async () => {
    // Also proves the example folder unchanged: the wrapper writes Codex's config.toml into the
    // run's own HOME, never into the checkout.
    const { recorded, cassettes, report, replayed } = await recordReplayRerecord({
      example: EXAMPLE,
      binDirs: [codex.binDir],
      recordArgs: ['--model', MODEL],
      makeTempDir,
    });

    const [recordedRun, ...otherRuns] = recorded;
    expect(otherRuns).toEqual([]);
    expect(recordedRun?.taskId).toBe(TASK);
    expect(outcomes(recordedRun)).toEqual(ALL_PASS);
    expect(recordedRun?.status).toBe('pass');
    // Codex's own tools as the proxy saw them: function calls (exec_command, with the workspace as
    // its workdir) and the freeform apply_patch custom tool, whose input is the patch itself.
    const toolCalls = recordedRun?.toolCalls ?? [];
    expect(toolNames(recordedRun)).toEqual(SCRIPTED_TOOLS);
    const firstCommand = toolCalls[0]?.arguments as { cmd: string; workdir: string };
    expect(firstCommand.cmd).toBe('ls -a && find src test -type f | sort');
    expect(path.isAbsolute(firstCommand.workdir)).toBe(true);
    expect(firstCommand.workdir).toMatch(/[\\/]work$/);
    expect(JSON.stringify(toolCalls[12]?.arguments)).toContain('*** Update File: src/parse.js');

    expect([...cassettes.keys()]).toEqual([`${TASK}.jsonl`]);
    const cassette = cassettes.get(`${TASK}.jsonl`) ?? '';
    // 27 model calls: the header line, then one line per call. Each call repeats Codex's 38 KB of
    // instructions and tools; stored as deltas, the cassette stays under the default 256 KB cap.
    expect(cassette.trimEnd().split('\n')).toHaveLength(28);
    expect(Buffer.byteLength(cassette)).toBeLessThan(256 * 1024);
    // Per-run noise is stored as tokens: the workspace (the environment context, every
    // exec_command's workdir, apply_patch's messages) and the date in the environment context.
    expect(cassette).toContain('<cwd><WORKSPACE></cwd>');
    expect(cassette).toContain('<current_date><DATE></current_date>');
    expect(cassette).toContain('\\"workdir\\":\\"<WORKSPACE>\\"');
    // Codex's tool-output noise: a random `Chunk ID` and the `Wall time` of every command.
    // (Only the match is shown on failure, not the whole cassette.)
    expect(/Chunk ID: [0-9a-f]{6}\b/.exec(cassette)?.[0]).toBeUndefined();
    expect(/Wall time: \d[\d.]* seconds/.exec(cassette)?.[0]).toBeUndefined();

    expect(report.conditions.model).toBe(MODEL);
    const [replayedRun] = replayed;
    expect(replayedRun?.status).toBe('pass');
    expect(toolNames(replayedRun)).toEqual(SCRIPTED_TOOLS);
    expect(outcomes(replayedRun)).toEqual(ALL_PASS);
  }, 600_000);
});
