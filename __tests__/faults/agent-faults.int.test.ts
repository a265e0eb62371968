/**
 * Agents and verifiers that misbehave (SPEC §1, §3), through the real CLI as a child process: an
 * agent that crashes, hangs, floods stdout, leaves children behind (also ones that left its process
 * group and its environment) or writes outside its workspace, and a `command` verifier that hangs.
 * Each case ends with the same checks: the status, no orphan process, no run directory left, every
 * run in runs.jsonl exactly once, counts that add up.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import { probeBwrap } from '../../src/sandbox/bwrap-probe.js';
import { countBy, recordReliability } from '../helpers/reliability.js';
import { BIN } from '../helpers/run-cli.js';
import { useTempDirs } from '../helpers/temp-dir.js';
import {
  expectCountsAddUp,
  expectEachRunOnce,
  newMark,
  orphansAfterSettling,
  readReport,
  readRunsFile,
  runDirectoriesOf,
  writeShSuite,
  type ShTask,
} from './fault-kit.js';

const makeTempDir = useTempDirs();

interface Invocation {
  code: number | null;
  stdout: string;
  stderr: string;
  /** The CLI process's peak resident memory seen while polling, in MB. */
  peakRssMb: number;
}

/** `verdict ARGS` (or `PREFIX… node verdict ARGS`) as a child process, polling its resident memory. */
function runVerdict(
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; prefix?: string[] },
): Promise<Invocation> {
  return new Promise((resolve) => {
    const [program, ...prefixArgs] = [...(options.prefix ?? []), process.execPath, BIN];
    const child = spawn(program, [...prefixArgs, ...args], {
      cwd: options.cwd,
      env: { ...process.env, CI: undefined, NO_COLOR: '1', ...options.env },
    });
    let stdout = '';
    let stderr = '';
    let peakRssMb = 0;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const poll = setInterval(() => {
      void readFile(`/proc/${child.pid}/status`, 'utf8').then(
        (status) => {
          const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
          peakRssMb = Math.max(peakRssMb, kb / 1024);
        },
        () => undefined,
      );
    }, 25);
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ code, stdout, stderr, peakRssMb });
    });
  });
}

function recordOf(records: readonly RunRecord[], taskId: string): RunRecord {
  const record = records.find((candidate) => candidate.taskId === taskId);
  expect(record, taskId).toBeDefined();
  return record as RunRecord;
}

function incidentKinds(record: RunRecord): string[] {
  return record.incidents.map((incident) => incident.kind);
}

/**
 * The same misbehaving agents under each backend. Unsandboxed (`none`), the runner's own defences
 * are what stand: leftovers found by process group, tag and working directory, and writes to HOME
 * and the suite noticed afterwards. In a bwrap box the sandbox stands first: a box ends whatever
 * the agent left running as the agent ends (its pid namespace), and HOME and the suite cannot be
 * written at all. Crashes, signals, hangs and floods read the same under both.
 */
const BACKENDS = [
  { sandbox: 'none', skip: undefined },
  { sandbox: 'bwrap', skip: await probeBwrap(process.env.PATH) },
] as const;

describe.each(BACKENDS)('agent faults (--sandbox $sandbox)', ({ sandbox, skip }) => {
  if (skip !== undefined) process.stderr.write(`agent faults: ${sandbox} skipped: ${skip}\n`);
  const sandboxed = sandbox !== 'none';

  it.skipIf(skip !== undefined)(
    'crash, signal, hang, 100 MB of stdout, leftover children and writes outside: right status, nothing left',
    async () => {
      const dir = await makeTempDir();
      const mark = newMark();
      const userHome = path.join(dir, 'user-home');
      await mkdir(path.join(userHome, '.config'), { recursive: true });
      await writeFile(path.join(userHome, '.profile'), 'export A=1\n');
      const suiteDir = path.join(dir, 'suite');
      const sleep = `sleep 9${mark}`;
      const tasks: ShTask[] = [
        { id: 'crash-exit', sh: 'echo half > notes.txt; echo dying >&2; exit 3' },
        { id: 'crash-signal', sh: 'echo half > notes.txt; kill -SEGV $$' },
        { id: 'hang', sh: `${sleep} & wait`, maxWallMs: 1_500 },
        { id: 'flood', sh: 'head -c 104857600 /dev/zero; echo ok > done.txt' },
        { id: 'grandchild', sh: `(${sleep}) & echo ok > done.txt` },
        { id: 'setsid-escape', sh: `setsid ${sleep} & echo ok > done.txt` },
        // Leaves its process group and clears its environment: found by its working directory.
        { id: 'env-escape', sh: `setsid env -i ${sleep} & echo ok > done.txt` },
        {
          id: 'writes-outside',
          sh: `echo leak > "$LEAK_HOME/leak.txt"; echo x >> "$LEAK_HOME/.profile"; echo leak > "$LEAK_SUITE/fixtures/writes-outside/leak.txt"; echo ok > done.txt`,
        },
      ];
      await writeShSuite(dir, tasks, { env: { LEAK_HOME: userHome, LEAK_SUITE: suiteDir } });
      const out = path.join(dir, 'out');
      const started = performance.now();
      // One run at a time: a write outside is seen by every run in flight, and here it must be one.
      const result = await runVerdict(
        [
          'run',
          suiteDir,
          '--mode',
          'scripted',
          '--k',
          '1',
          '--concurrency',
          '1',
          '--yes',
          '--out',
          out,
          '--sandbox',
          sandbox,
        ],
        { cwd: dir, env: { HOME: userHome } },
      );
      const wallMs = performance.now() - started;
      // The crashes errored: the invocation is PARTIAL, exit 1, its report still written.
      expect(result.code, result.stderr).toBe(1);

      const { records, torn } = await readRunsFile(out);
      expect(torn).toBe(0);
      expectEachRunOnce(
        records,
        tasks.map((task) => task.id),
        1,
      );
      const report = await readReport(out);
      // The two crashes are errored runs: missing from the judged ones.
      expect(report.state).toBe('PARTIAL');
      expectCountsAddUp(report);
      expect(report.summary.counts).toMatchObject({ total: 8, observed: 6, missing: 2 });

      // A crash before the first model call says nothing about the model: an error (SPEC §3),
      // naming what the agent said, its exit code kept in the record.
      expect(recordOf(records, 'crash-exit')).toMatchObject({
        status: 'error',
        error: { kind: 'agent_crashed' },
        reason: 'the agent exited with code 3 before any model call; its stderr: dying',
        agentExitCode: 3,
      });
      const signalled = recordOf(records, 'crash-signal');
      expect(signalled).toMatchObject({
        status: 'error',
        error: { kind: 'agent_crashed' },
        agentExitCode: null,
      });
      expect(signalled.incidents).toContainEqual({
        kind: 'agent_crashed',
        detail: 'the agent was killed by SIGSEGV',
      });
      // Past its wall-clock budget: stopped, and budget_exceeded (SPEC §2), not fail or error.
      const hung = recordOf(records, 'hang');
      expect(hung.status).toBe('budget_exceeded');
      expect(hung.reason).toMatch(/maxWallMs \(1500\) exceeded/);
      expect(hung.measured.wallMs).toBeLessThan(5_000);
      // 100 MB of stdout: kept up to the cap, the rest counted, and the run still judged.
      const flood = recordOf(records, 'flood');
      expect(flood.status).toBe('pass');
      expect(incidentKinds(flood)).toContain('agent_output_truncated');
      expect(result.peakRssMb).toBeGreaterThan(0);
      expect(result.peakRssMb).toBeLessThan(400);
      for (const id of ['grandchild', 'setsid-escape', 'env-escape']) {
        const record = recordOf(records, id);
        expect(record.status, id).toBe('pass');
        // Unsandboxed, the runner finds the leftover and kills it. In a box, the box ends it as the
        // agent ends, so the runner may see it dying or not at all: no count is asserted there, and
        // that nothing is left is (below).
        if (sandboxed) continue;
        const outlived = record.incidents.find(
          (incident) => incident.kind === 'processes_outlived_agent',
        );
        expect(outlived?.detail, id).toMatch(
          /^1 process\(es\) the agent started were still running/,
        );
      }
      const writer = recordOf(records, 'writes-outside');
      expect(writer.status).toBe('pass');
      const outside = writer.incidents.find(
        (incident) => incident.kind === 'writes_outside_workspace',
      );
      if (sandboxed) {
        // HOME and the suite are out of the box's reach: nothing was written, so nothing to name.
        expect(outside).toBeUndefined();
        expect(await readFile(path.join(userHome, '.profile'), 'utf8')).toBe('export A=1\n');
        await expect(readFile(path.join(userHome, 'leak.txt'))).rejects.toThrow(/ENOENT/);
        await expect(
          readFile(path.join(suiteDir, 'fixtures', 'writes-outside', 'leak.txt')),
        ).rejects.toThrow(/ENOENT/);
      } else {
        // Writes outside the workspace: named, relative to HOME and the suite, on that run only.
        expect(outside?.detail).toContain('~/leak.txt (added)');
        expect(outside?.detail).toContain('~/.profile (modified)');
        expect(outside?.detail).toContain('<suite>/fixtures/writes-outside/leak.txt (added)');
        expect(outside?.detail).not.toContain(dir);
      }
      for (const record of records.filter((candidate) => candidate.taskId !== 'writes-outside')) {
        expect(incidentKinds(record), record.taskId).not.toContain('writes_outside_workspace');
      }

      expect(await orphansAfterSettling([mark, out])).toEqual([]);
      expect(await runDirectoriesOf(report.runId)).toEqual([]);
      // Nothing waited for a leftover: the 100 MB, the 1.5 s hang and the rest in well under a minute.
      expect(wallMs).toBeLessThan(60_000);

      const cases: Array<[string, string]> = [
        ['crash-exit', 'exit 3 before any model call: error agent_crashed, exit code kept'],
        ['crash-signal', 'SIGSEGV before any model call: error agent_crashed, incident kept'],
        ['hang', 'budget_exceeded after maxWallMs; tree killed'],
        ['flood', `100 MB stdout capped; pass; peak RSS ${Math.round(result.peakRssMb)} MB`],
        ...((sandboxed
          ? [
              ['grandchild', 'background child ended with the box'],
              ['setsid-escape', 'setsid child ended with the box'],
              ['env-escape', 'setsid + env -i child ended with the box'],
              ['writes-outside', 'HOME and suite unwritable: nothing changed'],
            ]
          : [
              ['grandchild', 'background child killed; incident'],
              ['setsid-escape', 'setsid child killed by tag; incident'],
              ['env-escape', 'setsid + env -i child killed by cwd; incident'],
              ['writes-outside', 'writes_outside_workspace names HOME and suite paths'],
            ]) as Array<[string, string]>),
      ];
      for (const [id, outcome] of cases) {
        const recorded = records.filter((record) => record.taskId === id);
        recordReliability({
          section: 'faults',
          subject: `agent (--sandbox ${sandbox})`,
          case: id,
          tried: 1,
          planned: 1,
          accountedFor: countBy(recorded, (record) => record.status),
          runs: recorded.length,
          outcome: `${outcome}; no orphan`,
        });
      }
    },
    90_000,
  );
});

describe('verifier faults', () => {
  it('a command verifier that hangs is fail with a timeout, and leaves no process behind', async () => {
    const dir = await makeTempDir();
    const mark = newMark();
    const tasks: ShTask[] = [
      {
        id: 'hung-check',
        sh: 'echo ok > done.txt',
        verifiers: [
          {
            kind: 'command',
            id: 'check',
            command: ['sh', '-c', `sleep 9${mark} & sleep 9${mark}`],
            timeoutMs: 800,
          },
        ],
      },
    ];
    const suite = await writeShSuite(dir, tasks);
    const out = path.join(dir, 'out');
    const k = 3;
    const result = await runVerdict(
      [
        'run',
        suite,
        '--mode',
        'scripted',
        '--k',
        String(k),
        '--concurrency',
        '3',
        '--yes',
        '--out',
        out,
      ],
      { cwd: dir, env: { HOME: path.join(dir, 'user-home') } },
    );
    expect(result.code, result.stderr).toBe(0);
    const { records, torn } = await readRunsFile(out);
    expect(torn).toBe(0);
    expectEachRunOnce(records, ['hung-check'], k);
    for (const record of records) {
      expect(record.status).toBe('fail');
      expect(record.verifiers[0]).toMatchObject({ id: 'check', outcome: 'fail' });
      expect(record.verifiers[0]?.detail).toMatch(/did not finish within 800 ms and was killed/);
    }
    const report = await readReport(out);
    expectCountsAddUp(report);
    expect(report.tasks[0]?.counts).toMatchObject({ total: k, observed: k, fail: k, missing: 0 });
    expect(await orphansAfterSettling([mark])).toEqual([]);
    expect(await runDirectoriesOf(report.runId)).toEqual([]);
    recordReliability({
      section: 'faults',
      subject: 'verifier',
      case: 'command verifier that hangs',
      tried: k,
      planned: k,
      accountedFor: countBy(records, (record) => record.status),
      runs: records.length,
      outcome: 'fail after timeoutMs; no orphan',
    });
  }, 60_000);
});

/**
 * A private mount namespace in which a tiny tmpfs can be mounted (as root, or through a user
 * namespace where the kernel allows it): a real full disk, not an injected error.
 */
function mountNamespace(): string[] | undefined {
  const flags = process.getuid?.() === 0 ? ['-m'] : ['-r', '-m'];
  const probe = spawnSync(
    'unshare',
    [...flags, 'sh', '-c', 'mount -t tmpfs -o size=8k tmpfs /mnt || exit 1'],
    {
      encoding: 'utf8',
    },
  );
  return probe.status === 0 ? ['unshare', ...flags] : undefined;
}
const UNSHARE = mountNamespace();

describe('disk faults', () => {
  it.skipIf(UNSHARE === undefined)(
    'a full disk while appending to runs.jsonl: a clear error naming the file, exit 1, the records written intact, resumable',
    async () => {
      const dir = await makeTempDir();
      const mark = newMark();
      const tasks: ShTask[] = [{ id: 'steady', sh: `(sleep 9${mark}) & echo ok > done.txt` }];
      const suite = await writeShSuite(dir, tasks);
      const out = path.join(dir, 'out');
      const copy = path.join(dir, 'copy');
      await mkdir(out);
      await mkdir(copy);
      const k = 40;
      const args = [
        'run',
        suite,
        '--mode',
        'scripted',
        '--k',
        String(k),
        '--concurrency',
        '4',
        '--yes',
      ];
      // 24 KB: conditions.json and a dozen records fit, forty do not. The tmpfs lives only in the
      // namespace, so what the CLI left there is copied out once it has exited.
      const script = `mount -t tmpfs -o size=24k tmpfs "$OUT" || exit 99; "$@"; code=$?; cp -a "$OUT/." "$COPY/"; exit $code`;
      const started = performance.now();
      const result = await runVerdict([...args, '--out', out], {
        cwd: dir,
        env: { HOME: path.join(dir, 'home'), OUT: out, COPY: copy },
        prefix: [...(UNSHARE as string[]), 'sh', '-c', script, 'sh'],
      });
      const wallMs = performance.now() - started;
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toContain(
        `verdict: cannot append to ${path.join(out, 'runs.jsonl')}: ENOSPC: no space left on device`,
      );
      expect(result.stderr).toMatch(/the \d+ record\(s\) written before are intact/);
      expect(result.stderr).not.toMatch(/unexpected error|\n\s+at /);

      const { records, torn } = await readRunsFile(copy);
      // Every line whole: the failed append was cut back, not left half-written.
      expect(torn).toBe(0);
      expect(records.length).toBeGreaterThan(0);
      expect(records.length).toBeLessThan(k);
      expect(new Set(records.map((record) => record.repetition)).size).toBe(records.length);
      expect(records.every((record) => record.status === 'pass')).toBe(true);
      const runId = records[0]?.runId as string;
      // The remaining runs were stopped, not run into the void.
      expect(wallMs).toBeLessThan(30_000);
      expect(await orphansAfterSettling([mark])).toEqual([]);
      expect(await runDirectoriesOf(runId)).toEqual([]);

      // With space again, the same directory resumes: every planned run exactly once.
      const resumed = await runVerdict([...args, '--resume', copy], {
        cwd: dir,
        env: { HOME: path.join(dir, 'home') },
      });
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(resumed.stderr).toContain(`${k - records.length} run(s) still to do`);
      const after = await readRunsFile(copy);
      expect(after.torn).toBe(0);
      expectEachRunOnce(after.records, ['steady'], k);
      const report = await readReport(copy);
      expect(report.state).toBe('COMPLETE');
      expectCountsAddUp(report);
      expect(report.summary.counts).toMatchObject({ total: k, observed: k, missing: 0 });
      await cp(copy, path.join(dir, 'kept'), { recursive: true });
      recordReliability({
        section: 'faults',
        subject: 'disk',
        case: 'ENOSPC appending to runs.jsonl (24 KB tmpfs)',
        tried: 1,
        planned: k,
        accountedFor: countBy(after.records, (record) => record.status),
        runs: after.records.length,
        outcome: `exit 1 naming runs.jsonl; ${records.length} records intact; resume COMPLETE`,
      });
    },
    60_000,
  );
});
