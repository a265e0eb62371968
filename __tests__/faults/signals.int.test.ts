/**
 * Signals in the middle of an invocation (SPEC §3, §6), through `bin/verdict.js` as a child
 * process: SIGTERM and SIGKILL to `verdict run` with runs done and runs in flight, each followed by
 * `--resume` on the same directory; SIGINT and SIGTERM to `verdict record` and `verdict ci`. After
 * each: the right state and exit code, every planned run in runs.jsonl exactly once, counts that add
 * up, no orphan process and no run directory left.
 */
import { spawn } from 'node:child_process';
import { appendFile, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { probeBwrap } from '../../src/sandbox/bwrap-probe.js';
import { countBy, recordReliability } from '../helpers/reliability.js';
import { BIN } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import {
  DONE_VERIFIER,
  expectCountsAddUp,
  expectEachRunOnce,
  newMark,
  orphansAfterSettling,
  processesMentioning,
  readReport,
  readRunsFile,
  runDirectoriesOf,
  writeShSuite,
  type ShTask,
} from './fault-kit.js';

const makeTempDir = useTempDirs();
/** Why bwrap cannot sandbox a run here, or undefined. */
const BWRAP_SKIP = await probeBwrap(process.env.PATH);
if (BWRAP_SKIP !== undefined) process.stderr.write(`signals: bwrap cases skipped: ${BWRAP_SKIP}\n`);
const SLOW_AGENT = path.join(import.meta.dirname, 'slow-agent.mjs');

interface Stopped {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs `verdict ARGS` and sends `signal` once its stderr satisfies `when` (or never, without one). */
function runVerdict(
  args: string[],
  options: {
    cwd: string;
    env?: NodeJS.ProcessEnv;
    signal?: NodeJS.Signals;
    when?: (stderr: string) => boolean;
    /** Time between `when` and the signal: lets the next runs start, so that some are in flight. */
    delayMs?: number;
  },
): Promise<Stopped> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd,
      env: { ...process.env, CI: undefined, NO_COLOR: '1', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    let sent = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (!sent && options.signal !== undefined && options.when?.(stderr) === true) {
        sent = true;
        const signal = options.signal;
        setTimeout(() => child.kill(signal), options.delayMs ?? 0);
      }
    });
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** Progress lines `[n/total]` seen so far. */
function runsDone(stderr: string): number {
  return [...stderr.matchAll(/\[(\d+)\/\d+\]/g)].length;
}

const TASK_IDS = ['alpha', 'beta'];
const K = 6;
const PLANNED = TASK_IDS.length * K;

/** Agents that take a moment, and leave a child in a session of its own (which a SIGKILL orphans). */
function lingeringTasks(mark: string): ShTask[] {
  return TASK_IDS.map((id) => ({
    id,
    sh: `setsid sleep 9${mark} & sleep 0.4; echo ok > done.txt`,
  }));
}

function runArgs(suite: string, out: string): string[] {
  return [
    'run',
    suite,
    '--mode',
    'scripted',
    '--k',
    String(K),
    '--concurrency',
    '3',
    '--yes',
    '--out',
    out,
  ];
}

describe('verdict run: a signal mid-run, then --resume', () => {
  it('SIGTERM: stops the runs in flight, writes a CANCELLED partial report, and resume completes the plan', async () => {
    const dir = await makeTempDir();
    const mark = newMark();
    const suite = await writeShSuite(dir, lingeringTasks(mark));
    const out = path.join(dir, 'out');
    const env = { HOME: path.join(dir, 'home') };
    const stopped = await runVerdict(runArgs(suite, out), {
      cwd: dir,
      env,
      signal: 'SIGTERM',
      when: (stderr) => runsDone(stderr) >= 4,
      delayMs: 150,
    });
    expect(stopped.code, stopped.stderr).toBe(1);
    const cancelled = await readReport(out);
    expect(cancelled.state).toBe('CANCELLED');
    expectCountsAddUp(cancelled);
    const before = await readRunsFile(out);
    expect(before.torn).toBe(0);
    expect(before.records.length).toBeGreaterThanOrEqual(4);
    expect(before.records.length).toBeLessThan(PLANNED);
    expect(cancelled.summary.counts).toMatchObject({
      total: PLANNED,
      observed: before.records.length,
      missing: PLANNED - before.records.length,
    });
    // The runs in flight were stopped, not recorded: no cancelled record, nothing left running.
    expect(before.records.every((record) => record.status === 'pass')).toBe(true);
    expect(await orphansAfterSettling([mark])).toEqual([]);
    expect(await runDirectoriesOf(cancelled.runId)).toEqual([]);

    const resumed = await runVerdict([...runArgs(suite, out), '--resume', out], { cwd: dir, env });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain(`${PLANNED - before.records.length} run(s) still to do`);
    const after = await readRunsFile(out);
    expect(after.torn).toBe(0);
    expectEachRunOnce(after.records, TASK_IDS, K);
    const report = await readReport(out);
    expect(report.state).toBe('COMPLETE');
    expect(report.runId).toBe(cancelled.runId);
    expectCountsAddUp(report);
    expect(report.summary.counts).toMatchObject({ total: PLANNED, observed: PLANNED, missing: 0 });
    expect(await orphansAfterSettling([mark])).toEqual([]);
    expect(await runDirectoriesOf(report.runId)).toEqual([]);
    recordReliability({
      section: 'faults',
      subject: 'signals',
      case: 'SIGTERM to run mid-run, then --resume',
      tried: 1,
      planned: PLANNED,
      accountedFor: countBy(after.records, (record) => record.status),
      runs: after.records.length,
      outcome: 'CANCELLED partial report, exit 1; resume COMPLETE; no orphan',
    });
  }, 90_000);

  // A SIGKILL leaves no chance to clean up. Unsandboxed, the children that agents started in
  // sessions of their own outlive it, and resume must kill them; in a sandbox (bwrap's
  // --die-with-parent, its pid namespace) they end with the killed invocation: nothing is left
  // running at all, and resume has only the run directories to remove.
  for (const { sandbox, orphans, skip } of [
    { sandbox: 'none', orphans: true, skip: undefined },
    { sandbox: 'bwrap', orphans: false, skip: BWRAP_SKIP },
  ]) {
    it.skipIf(skip !== undefined)(
      `SIGKILL (--sandbox ${sandbox}): resume tolerates a torn last line, kills what is left, removes the run dirs, completes the plan`,
      async () => {
        const dir = await makeTempDir();
        const mark = newMark();
        const suite = await writeShSuite(dir, lingeringTasks(mark));
        const out = path.join(dir, 'out');
        const env = { HOME: path.join(dir, 'home') };
        const args = [...runArgs(suite, out), '--sandbox', sandbox];
        const killed = await runVerdict(args, {
          cwd: dir,
          env,
          signal: 'SIGKILL',
          when: (stderr) => runsDone(stderr) >= 4,
          delayMs: 150,
        });
        expect(killed.signal).toBe('SIGKILL');
        const before = await readRunsFile(out);
        expect(before.torn).toBe(0);
        expect(before.records.length).toBeGreaterThanOrEqual(4);
        expect(before.records.length).toBeLessThan(PLANNED);
        const runId = before.records[0]?.runId as string;
        // Nothing could clean up after a SIGKILL: the runs in flight left their directories.
        const leftDirs = await runDirectoriesOf(runId);
        expect(leftDirs.length).toBeGreaterThan(0);
        if (orphans) {
          expect((await processesMentioning([mark])).length).toBeGreaterThan(0);
        } else {
          // Not the agents' children, nor the boxes (bwrap, the bridge) that name the run dirs.
          expect(await orphansAfterSettling([mark, ...leftDirs])).toEqual([]);
        }
        // A kill in the middle of an append leaves half a line: write one.
        const torn = JSON.stringify(before.records[0]).slice(0, 80);
        await appendFile(path.join(out, 'runs.jsonl'), torn);

        const resumed = await runVerdict([...args, '--resume', out], { cwd: dir, env });
        expect(resumed.code, resumed.stderr).toBe(0);
        expect(resumed.stderr).toMatch(/line \d+: \(line\): torn last line/);
        const cleanup = new RegExp(
          `removed ${leftDirs.length} run directory\\(ies\\) left by the stopped invocation, and killed (\\d+) process`,
        ).exec(resumed.stderr);
        expect(cleanup, resumed.stderr).not.toBeNull();
        const processesKilled = Number(cleanup?.[1]);
        if (orphans) expect(processesKilled).toBeGreaterThan(0);
        else expect(processesKilled).toBe(0);
        expect(resumed.stderr).toContain(`${PLANNED - before.records.length} run(s) still to do`);
        const after = await readRunsFile(out);
        expect(after.torn).toBe(0);
        expectEachRunOnce(after.records, TASK_IDS, K);
        const report = await readReport(out);
        expect(report.state).toBe('COMPLETE');
        expectCountsAddUp(report);
        expect(report.summary.counts).toMatchObject({
          total: PLANNED,
          observed: PLANNED,
          missing: 0,
        });
        expect(await orphansAfterSettling([mark])).toEqual([]);
        expect(await runDirectoriesOf(runId)).toEqual([]);
        recordReliability({
          section: 'faults',
          subject: 'signals',
          case: `SIGKILL to run mid-run + torn line, then --resume (--sandbox ${sandbox})`,
          tried: 1,
          planned: PLANNED,
          accountedFor: countBy(after.records, (record) => record.status),
          runs: after.records.length,
          outcome: orphans
            ? 'torn line cut and reported; orphans killed; COMPLETE'
            : 'torn line cut and reported; nothing outlived the kill; COMPLETE',
        });
      },
      90_000,
    );
  }
});

/** Tasks whose agent makes one model call, then lingers, so that a signal finds runs in flight. */
function slowModelTasks(ids: readonly string[]): ShTask[] {
  return ids.map((id) => ({ id, sh: 'exec node "$SLOW_AGENT"', verifiers: [DONE_VERIFIER] }));
}

async function cassettesIn(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.jsonl'))
    .sort();
}

const RECORD_TASKS = ['one', 'two', 'three', 'four', 'five', 'six'];

describe.each(['SIGINT', 'SIGTERM'] as const)('%s to verdict record and verdict ci', (signal) => {
  it(`record: the runs in flight stop, no half cassette, a CANCELLED partial report (exit 1)`, async () => {
    const dir = await makeTempDir();
    const suite = await writeShSuite(dir, slowModelTasks(RECORD_TASKS), {
      env: { SLOW_AGENT, SLOW_MS: '700' },
    });
    const out = path.join(dir, 'out');
    const stopped = await runVerdict(
      ['record', suite, '--provider', 'scripted', '--concurrency', '2', '--yes', '--out', out],
      {
        cwd: dir,
        env: { HOME: path.join(dir, 'home') },
        signal,
        when: (stderr) => runsDone(stderr) >= 2,
      },
    );
    expect(stopped.code, stopped.stderr).toBe(1);
    expect(stopped.stdout).toMatch(/^CANCELLED: recorded \d of 6 cassette/);
    const report = await readReport(out);
    expect(report.state).toBe('CANCELLED');
    expectCountsAddUp(report);
    const { records, torn } = await readRunsFile(out);
    expect(torn).toBe(0);
    expect(records.length).toBeGreaterThanOrEqual(2);
    expect(records.length).toBeLessThan(RECORD_TASKS.length);
    expect(report.summary.counts).toMatchObject({ total: 6, observed: records.length });
    // Exactly the finished runs have a cassette: a stopped run's half conversation is not kept.
    const recorded = records
      .filter((record) => record.status === 'pass')
      .map((record) => `${record.taskId}.jsonl`);
    expect(await cassettesIn(path.join(suite, 'cassettes'))).toEqual(recorded.sort());
    expect(await orphansAfterSettling([SLOW_AGENT])).toEqual([]);
    expect(await runDirectoriesOf(report.runId)).toEqual([]);
    recordReliability({
      section: 'faults',
      subject: 'signals',
      case: `${signal} to record mid-run`,
      tried: 1,
      planned: RECORD_TASKS.length,
      // The runs stopped or never started are in the report as missing, not lost.
      accountedFor: {
        ...countBy(records, (record) => record.status),
        'missing in the report': report.summary.counts.missing,
      },
      runs: records.length,
      outcome: 'CANCELLED partial report, exit 1; no half cassette',
    });
  }, 60_000);

  it(`ci: the suite in flight stops with a CANCELLED partial report, the next is skipped (exit 1)`, async () => {
    const dir = await makeTempDir();
    const suites = path.join(dir, 'suites');
    // Two suites recorded first (nothing slow), then replayed by ci with agents that linger.
    const env = { HOME: path.join(dir, 'home') };
    for (const suiteId of ['first', 'second']) {
      const root = path.join(dir, `${suiteId}-config`);
      const suite = await writeShSuite(root, slowModelTasks(RECORD_TASKS), {
        suiteId,
        suiteDir: path.join(suites, suiteId),
        env: { SLOW_AGENT, SLOW_MS: '0' },
      });
      const recorded = await runVerdict(['record', suite, '--provider', 'scripted', '--yes'], {
        cwd: root,
        env,
      });
      expect(recorded.code, recorded.stderr).toBe(0);
    }
    const config = path.join(dir, 'verdict.config.json');
    const slowConfig = JSON.parse(
      await readFile(path.join(dir, 'first-config', 'verdict.config.json'), 'utf8'),
    ) as {
      agents: Record<string, { env: Record<string, string> }>;
    };
    for (const agent of Object.values(slowConfig.agents)) agent.env.SLOW_MS = '700';
    await appendFile(config, JSON.stringify(slowConfig));
    const out = path.join(dir, 'ci');
    const stopped = await runVerdict(
      [
        'ci',
        '--suite-dir',
        suites,
        '--config',
        config,
        '--concurrency',
        '2',
        '--yes',
        '--out',
        out,
      ],
      { cwd: dir, env, signal, when: (stderr) => runsDone(stderr) >= 2 },
    );
    expect(stopped.code, stopped.stderr).toBe(1);
    expect(stopped.stdout).toMatch(/CANCELLED: stopped by a signal after \d replayed task\(s\)/);
    expect(stopped.stdout).toMatch(/second\s+skipped: cancelled before it started/);
    const report = await readReport(path.join(out, 'first'));
    expect(report.state).toBe('CANCELLED');
    expectCountsAddUp(report);
    const { records, torn } = await readRunsFile(path.join(out, 'first'));
    expect(torn).toBe(0);
    expect(records.length).toBeGreaterThanOrEqual(2);
    expect(records.length).toBeLessThan(RECORD_TASKS.length);
    expect(records.every((record) => record.status === 'pass')).toBe(true);
    expect(report.summary.counts).toMatchObject({ total: 6, observed: records.length });
    await expect(readFile(path.join(out, 'second', 'report.json'))).rejects.toThrow();
    expect(await orphansAfterSettling([SLOW_AGENT])).toEqual([]);
    expect(await runDirectoriesOf(report.runId)).toEqual([]);
    recordReliability({
      section: 'faults',
      subject: 'signals',
      case: `${signal} to ci mid-replay`,
      tried: 1,
      planned: RECORD_TASKS.length,
      // The runs stopped or never started are in the report as missing, not lost.
      accountedFor: {
        ...countBy(records, (record) => record.status),
        'missing in the report': report.summary.counts.missing,
      },
      runs: records.length,
      outcome: 'CANCELLED partial report, exit 1; next suite skipped',
    });
  }, 60_000);
});
