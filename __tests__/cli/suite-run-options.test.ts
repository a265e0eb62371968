/**
 * The setup `run`, `record`, `ci`, `diagnose` and `variants` share: the conditions keep the key
 * order every report and conditions.json had (readers diff these files), and the runSuite options
 * of a command's run restrict each policy by the grants, pass only PATH and HOME on, and pass the
 * run's own optional fields only when given.
 */
import { openNone } from '../../src/sandbox/open-sandbox.js';
import { describe, expect, it } from 'vitest';
import type { ParsedArgs } from '../../src/cli/command.js';
import type { ReportConditions } from '../../src/run-dir/conditions-file.js';
import type { CliIo } from '../../src/cli/io.js';
import { packageVersion } from '../../src/cli/package-info.js';
import { createProgress } from '../../src/cli/progress.js';
import {
  showRunProgress,
  suiteConditions,
  suiteRunOptions,
} from '../../src/cli/evaluation/suite-run-options.js';
import type { LoadedSuite, LoadedTask } from '../../src/suite/load-suite.js';
import { REPO_ROOT } from '../helpers/run-cli.js';
import { makeRecord } from '../report/run-records.js';

function ioWith(env: NodeJS.ProcessEnv): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: { write: (text: string) => out.push(text) },
    stderr: { write: (text: string) => err.push(text) },
    cwd: '/work',
    env,
    packageRoot: REPO_ROOT,
  };
}

const suite = {
  kind: 'suite',
  file: 'suite.json',
  dir: '/work/suite',
  suiteId: 'demo',
  suiteVersion: '1.0.0',
  tasks: [],
  replayNormalize: [],
} as unknown as LoadedSuite;

const args = (values: ParsedArgs['values']): ParsedArgs => ({ values, positionals: [] });

describe('suiteConditions', () => {
  it('writes the fields in the order the reports always had, optional ones only when given', () => {
    const io = ioWith({});
    const base = {
      suite,
      io,
      configHash: 'abc',
      provider: 'script',
      model: 'm',
      mode: 'scripted' as const,
      k: 2,
      seed: 0,
      concurrency: 3,
      sandbox: openNone(),
    };
    expect(Object.keys(suiteConditions(base))).toEqual([
      'suiteId',
      'suiteVersion',
      'harnessVersion',
      'configHash',
      'provider',
      'model',
      'mode',
      'k',
      'seed',
      'concurrency',
      'sandbox',
    ]);
    const full = suiteConditions({
      ...base,
      shard: '1/2',
      tasks: ['a'],
      measuredAgents: [{ name: 'builtin', config: { compaction: { threshold: 0.5 } } }],
    });
    expect(Object.keys(full).slice(-4)).toEqual(['shard', 'tasks', 'compaction', 'sandbox']);
    expect(full.sandbox).toEqual({
      backend: 'none',
      limits: { memoryMb: 4096, processes: 512, cpuSeconds: 1800 },
    });
    expect(full.harnessVersion).toBe(packageVersion(REPO_ROOT));
    expect(full.compaction).toMatchObject({ threshold: 0.5 });
  });
});

describe('suiteRunOptions', () => {
  const task = { id: 't1', policy: { mode: 'read-only' } } as unknown as LoadedTask;
  const input = {
    suite,
    grants: { allow: new Set<never>(), readOnly: false, allowSuiteFull: false },
    agentOf: () => ({ spec: { command: ['agent'] }, config: {} }),
    providerFor: (taskId: string) => Promise.reject(new Error(`asked for ${taskId}`)),
    concurrency: 2,
    outDir: '/work/out',
    signal: new AbortController().signal,
    sandbox: openNone(),
    runId: 'r1',
    plan: [{ taskId: 't1', repetition: 1, seed: 1 }],
    conditions: { suiteId: 'demo' } as unknown as ReportConditions,
    loadedConfig: { dir: '/work', config: {} },
  };

  it('passes PATH and HOME, and --keep only when given', () => {
    const options = suiteRunOptions({
      ...input,
      args: args({ keep: true }),
      io: ioWith({ PATH: '/bin', HOME: '/home/me', SECRET: 'x' }),
    });
    expect(options.passEnv).toEqual({ PATH: '/bin' });
    expect(options.home).toBe('/home/me');
    expect(options.keep).toBe(true);
    const bare = suiteRunOptions({ ...input, args: args({}), io: ioWith({ PATH: '/bin' }) });
    expect('keep' in bare).toBe(false);
    expect('home' in bare).toBe(false);
  });

  it("passes the run's own fields on, and its optional ones only when given", () => {
    const bare = suiteRunOptions({ ...input, args: args({}), io: ioWith({}) });
    expect(bare).toMatchObject({
      runId: 'r1',
      plan: input.plan,
      conditions: input.conditions,
      outDir: '/work/out',
      concurrency: 2,
      suite,
    });
    // runSuite reads runs.jsonl back for a resumed run only: `previous` must stay absent otherwise.
    for (const key of ['previous', 'rates', 'onRun', 'ownWrites', 'traceMaxBytes']) {
      expect(key in bare).toBe(false);
    }
    const given = suiteRunOptions({
      ...input,
      args: args({}),
      io: ioWith({}),
      previous: [],
      ownWrites: ['/work/cassettes'],
    });
    expect(given.previous).toEqual([]);
    expect(given.ownWrites).toEqual(['/work/cassettes']);
    const capped = suiteRunOptions({
      ...input,
      args: args({}),
      io: ioWith({}),
      loadedConfig: { dir: '/work', config: { trace: { maxBytes: 8192 } } },
    });
    expect(capped.traceMaxBytes).toBe(8192);
  });

  it('asks the provider factory by task id', async () => {
    const options = suiteRunOptions({ ...input, args: args({}), io: ioWith({}) });
    await expect(options.createProvider(task, {} as never)).rejects.toThrow('asked for t1');
  });
});

describe('showRunProgress', () => {
  it('writes a JSON line per run with the extra fields before the record', () => {
    const io = ioWith({});
    const show = showRunProgress({
      io,
      progress: createProgress(io.stderr),
      json: true,
      jsonFields: { variant: 'b' },
    });
    const record = makeRecord('t1', 1, 'pass');
    show(record, 1, 1);
    expect(io.out).toEqual([`${JSON.stringify({ type: 'run', variant: 'b', record })}\n`]);
  });

  it('gives a kept directory and a divergence lines of their own', () => {
    const io = ioWith({});
    const show = showRunProgress({ io, progress: createProgress(io.stderr), json: false });
    show({ ...makeRecord('t1', 1, 'pass'), keptDir: '/tmp/kept' }, 1, 2);
    show(
      {
        ...makeRecord('t2', 1, 'error'),
        error: { kind: 'replay_divergence', message: 'call 1 differs' },
      },
      2,
      2,
    );
    const text = io.err.join('');
    expect(text).toContain('  kept /tmp/kept\n');
    expect(text).toContain('  t2 #1: call 1 differs\n');
  });
  it('on a terminal, names the max-calls bound once, on the first run it stopped', () => {
    const io = ioWith({});
    const terminal = { ...io, stderr: { ...io.stderr, isTTY: true } };
    const show = showRunProgress({
      io: terminal,
      progress: createProgress(terminal.stderr),
      json: false,
    });
    const stopped = (taskId: string) => ({
      ...makeRecord(taskId, 1, 'error'),
      reason: 'max-calls 2 reached: 2 upstream calls (0 retries)',
      error: {
        kind: 'max_calls_reached',
        message: 'max-calls 2 reached: 2 upstream calls (0 retries)',
      },
    });
    show(stopped('t1'), 1, 2);
    show(stopped('t2'), 2, 2);
    const lines = io.err
      .join('')
      .split('\n')
      .filter((line) => line.includes('max-calls 2'));
    expect(lines).toEqual(['  t1 #1: max-calls 2 reached: 2 upstream calls (0 retries)']);

    // Plain lines already give each run's reason: no line of its own there.
    const plain = ioWith({});
    const showPlain = showRunProgress({
      io: plain,
      progress: createProgress(plain.stderr),
      json: false,
    });
    showPlain(stopped('t1'), 1, 1);
    expect(plain.err.join('').split('max-calls 2 reached')).toHaveLength(2);
  });
});
