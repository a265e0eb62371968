/**
 * What the agent-gallery tests (`__tests__/agents/*.int.test.ts`) share. Each evaluates one real
 * published agent through its documented `examples/agents/<name>/` config against the scripted
 * provider, and each proves the same four things before it checks what is its own (tool names,
 * verifiers, final answer, per-run noise in its cassettes): the recording passes, it replays with
 * zero divergence, a second recording is byte-identical, and the example folder is left as it was.
 * Where the machine allows it, every `verdict` command (proxy and agent) runs where nothing but
 * loopback is reachable.
 */
import { execFile } from 'node:child_process';
import { cp, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { ReportSchema, type Report } from '../../src/report/report-schema.js';
import { readRunRecords, RUNS_FILE } from '../../src/run-dir/runs-jsonl.js';
import { REPORT_JSON_FILE } from '../../src/report/report-files.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { probeBwrap } from '../../src/sandbox/bwrap-probe.js';
import { canIsolateNetwork, loopbackOnly } from './agent-install.js';
import { BIN, REPO_ROOT, type CliResult } from './run-cli.js';

/** `examples/agents/<name>`: an agent's documented `verdict.config.json` and its `suite/`. */
export function exampleDir(name: string): string {
  return path.join(REPO_ROOT, 'examples', 'agents', name);
}

let isolated: boolean | undefined;

/**
 * Runs `bin/verdict.js` with `argv` as a child process, inside a loopback-only network namespace
 * when the machine allows one (the proxy must be inside it too, so the whole command is wrapped).
 * `env` is laid over this process's environment, with CI unset (the suite-trust prompt then sees
 * what a user's non-terminal shell sees) and colour off.
 */
export function runVerdictIsolated(
  argv: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<CliResult> {
  isolated ??= canIsolateNetwork();
  const command = [process.execPath, BIN, ...argv];
  const [file, ...args] = isolated ? loopbackOnly(command) : command;
  return new Promise((resolve) => {
    execFile(
      file ?? process.execPath,
      args,
      {
        cwd: options.cwd,
        // A long session's stderr (progress, the agent's own log) can pass execFile's 1 MB default.
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, CI: undefined, NO_COLOR: '1', ...options.env },
      },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/**
 * `verdict <argv>` for the example at `example`, run in `dir` with `binDirs` first on PATH (then
 * the Node that runs the tests, which the agents' `#!/usr/bin/env node` finds): with the example's
 * config, the trust prompt answered and the write and process grants its suite needs. Run
 * directories go below `dir` (TMPDIR), so a leftover is cleaned up with it.
 */
export function verdictForExample(
  example: string,
  options: { dir: string; binDirs: readonly string[] },
): (argv: readonly string[]) => Promise<CliResult> {
  const common = ['--config', path.join(example, 'verdict.config.json'), '--yes'];
  const grants = ['--allow-write', '--allow-process'];
  const PATH = [...options.binDirs, path.dirname(process.execPath), process.env.PATH].join(
    path.delimiter,
  );
  return (argv) =>
    runVerdictIsolated([...argv, ...common, ...grants], {
      cwd: options.dir,
      env: { PATH, TMPDIR: options.dir },
    });
}

/** Copies the example's suite, without its cassettes, to `<dir>/suite`; returns that path. */
export async function copyExampleSuite(example: string, dir: string): Promise<string> {
  const suite = path.join(dir, 'suite');
  await cp(path.join(example, 'suite'), suite, {
    recursive: true,
    filter: (source) => path.basename(source) !== 'cassettes',
  });
  return suite;
}

/**
 * The records of a run directory's `runs.jsonl`, sorted by task (runs end in any order). Strict,
 * unlike `verdict report`: a line that does not parse fails the test.
 */
export async function readRuns(dir: string): Promise<RunRecord[]> {
  const { records, problems } = await readRunRecords(path.join(dir, RUNS_FILE));
  expect(problems).toEqual([]);
  return records.sort((a, b) => a.taskId.localeCompare(b.taskId));
}

/** A run directory's `report.json`, validated: the CLI's output must be what it promises. */
export async function readReport(dir: string): Promise<Report> {
  const text = await readFile(path.join(dir, REPORT_JSON_FILE), 'utf8');
  return ReportSchema.parse(JSON.parse(text));
}

/** The files of a cassette directory (name → content), sorted by name. */
export async function readCassettes(dir: string): Promise<Map<string, string>> {
  const names = (await readdir(dir)).sort();
  return new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(path.join(dir, name), 'utf8')] as const),
    ),
  );
}

/** Every file below `dir` (relative path → content), to see that nothing wrote there. */
export async function snapshotDir(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return new Map(
    await Promise.all(
      files.map(async (file) => [path.relative(dir, file), await readFile(file, 'utf8')] as const),
    ),
  );
}

/** A run's verifier outcomes by verifier id. */
export function outcomes(run: RunRecord | undefined): Record<string, string> {
  return Object.fromEntries(
    (run?.verifiers ?? []).map((verifier) => [verifier.id, verifier.outcome]),
  );
}

/** The names of a run's tool calls, in order, as the proxy saw them. */
export function toolNames(run: RunRecord | undefined): string[] | undefined {
  return run?.toolCalls.map((call) => call.name);
}

/** What `command --version` prints, trimmed. */
export async function printedVersion(...command: [string, ...string[]]): Promise<string> {
  const [file, ...args] = command;
  const { stdout } = await promisify(execFile)(file, [...args, '--version']);
  return stdout.trim();
}

/**
 * The error a TCP connection to a documentation address (TEST-NET-1) gets inside a loopback-only
 * namespace: `ENETUNREACH` there, where outside one it would be routed and time out.
 */
export async function connectOutsideFromNamespace(): Promise<string> {
  const probe = `require('node:net').connect(9, '192.0.2.1').on('error', (e) => { console.log(e.code); process.exit(0); }).on('connect', () => process.exit(1));`;
  const [file, ...args] = loopbackOnly([process.execPath, '-e', probe]);
  const { stdout } = await promisify(execFile)(file ?? 'unshare', args, { timeout: 10_000 });
  return stdout.trim();
}

export interface RecordReplayRerecordOptions {
  /** The example folder (`exampleDir(name)`). */
  example: string;
  /** Directories to put first on PATH: the agent's own, and any tool it runs beside it. */
  binDirs: readonly string[];
  /** More arguments for both `verdict record`s, e.g. `--model`. */
  recordArgs?: readonly string[];
  /** A fresh temp directory, removed after the test (`useTempDirs()` of the test file). */
  makeTempDir: () => Promise<string>;
}

export interface RecordReplayRerecordResult {
  /** The test's temp dir: the suite copy, the run directories, TMPDIR (so, every workspace). */
  dir: string;
  /** The first recording's runs, by task. */
  recorded: RunRecord[];
  /** The cassettes it wrote (name → content). */
  cassettes: Map<string, string>;
  /** The replay's report and runs, by task. */
  report: Report;
  replayed: RunRecord[];
}

/**
 * The gallery's common proof, on a copy of the example's suite: records with the scripted
 * provider; checks that no cassette holds a per-run path (the temp dir, a `verdict-run-…` run
 * directory); replays with zero divergence to a COMPLETE report; records again and checks the
 * cassettes are byte-identical and the example folder unchanged. Returns what the agent's own
 * checks look at.
 */
export async function recordReplayRerecord(
  options: RecordReplayRerecordOptions,
): Promise<RecordReplayRerecordResult> {
  const dir = await options.makeTempDir();
  const suite = await copyExampleSuite(options.example, dir);
  const verdict = verdictForExample(options.example, { dir, binDirs: options.binDirs });
  const record = ['record', suite, '--provider', 'scripted', ...(options.recordArgs ?? [])];
  const cassetteDir = path.join(suite, 'cassettes');
  const exampleBefore = await snapshotDir(options.example);

  const recording = await verdict([...record, '--out', path.join(dir, 'record-1')]);
  expect(recording.code, recording.stderr).toBe(0);
  const recorded = await readRuns(path.join(dir, 'record-1'));
  // Every run of the agent was in a bwrap box (SPEC §1) wherever bwrap works: the agent records
  // and replays with nothing of the host but its install, and only the proxy reachable.
  const sandboxed = (await probeBwrap(process.env.PATH)) === undefined ? 'bwrap' : 'none';
  expect((await readReport(path.join(dir, 'record-1'))).conditions.sandbox?.backend).toBe(
    sandboxed,
  );
  const cassettes = await readCassettes(cassetteDir);
  // Per-run paths must be stored as tokens, or the replay diverges. Only the match is shown on
  // failure, not the whole cassette.
  for (const [name, cassette] of cassettes) {
    expect(cassette.includes(dir), `${name} holds the temp dir`).toBe(false);
    expect(/verdict-run-\w*/.exec(cassette)?.[0], name).toBeUndefined();
  }

  const replayDir = path.join(dir, 'replay');
  const replay = await verdict(['run', suite, '--mode', 'replay', '--out', replayDir]);
  expect(replay.stderr).not.toContain('diverged');
  expect(replay.code, replay.stderr).toBe(0);
  const report = await readReport(replayDir);
  expect(report.state).toBe('COMPLETE');
  expect(report.conditions.mode).toBe('replay');
  expect(report.conditions.sandbox?.backend).toBe(sandboxed);
  const replayed = await readRuns(replayDir);

  const again = await verdict([...record, '--out', path.join(dir, 'record-2')]);
  expect(again.code, again.stderr).toBe(0);
  expect(await readCassettes(cassetteDir)).toEqual(cassettes);
  expect(await snapshotDir(options.example)).toEqual(exampleBefore);
  return { dir, recorded, cassettes, report, replayed };
}
