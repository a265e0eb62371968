/**
 * Runs a plan: one proxy, `concurrency` workers, each record appended to runs.jsonl as its run
 * ends, then the report. Cancelling, or a runs.jsonl that cannot be appended to, stops the runs in
 * flight and still writes a partial report.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { InfrastructureError, messageOf } from '../errors.js';
import { ProviderProxy } from '../provider/proxy-server.js';
import type { ModelProvider } from '../provider/types.js';
import type { PlannedRun } from '../plan/plan.js';
import { buildReport } from '../report/build-report.js';
import type { Report } from '../report/report-schema.js';
import { type ReportConditions, writeStartedConditions } from '../run-dir/conditions-file.js';
import { appendRunRecord, RUNS_FILE } from '../run-dir/runs-jsonl.js';
import { DEFAULT_TRACE_MAX_BYTES } from '../run-dir/trace-schema.js';
import { KeptTraces } from '../run-dir/trace-file.js';
import { TRANSCRIPTS_MAX_BYTES } from '../report/report-runs.js';
import { writeReportFiles } from '../report/report-files.js';
import type { TokenRates } from '../stats/estimated.js';
import type { LoadedSuite, LoadedTask } from '../suite/load-suite.js';
import type { Policy } from '../suite/schema.js';
import type { RunConfigFile, RunRecord } from '../run-dir/record-schema.js';
import type { Sandbox } from '../sandbox/sandbox.js';
import { FixtureTemplates } from './run-directory.js';
import { outsideWatchOf } from './outside-watch.js';
import { runTask } from './run-task.js';
import type { AgentSpec, ProviderContext, RunTaskInput } from './run-types.js';

/**
 * How long a finished run's trace and record wait: until the worker's next run has made its
 * directory and started its agent, whose steps would otherwise each wait behind the trace's
 * redaction and writes on the main thread; by then that run waits for its model. Measured on 100
 * cases × 5 at concurrency 4 (docs/PERFORMANCE.md): 1 ms gains about 2 %, 5 ms 6–16 %.
 */
const KEEP_AFTER_MS = 5;

export interface RunSuiteOptions {
  runId: string;
  suite: LoadedSuite;
  plan: readonly PlannedRun[];
  conditions: ReportConditions;
  /** The agent a task runs with, its measured configuration and its entry's name (`builtin`). */
  agentOf: (task: LoadedTask) => { spec: AgentSpec; config: unknown; name?: string };
  /** The config file the agents came from, named in each record with the agent; none: the defaults. */
  configFile?: RunConfigFile;
  policyOf: (task: LoadedTask) => Policy;
  createProvider: (task: LoadedTask, context: ProviderContext) => Promise<ModelProvider>;
  concurrency: number;
  outDir: string;
  keep?: boolean;
  rates?: Partial<TokenRates>;
  passEnv?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  /** Called after each run's record is on disk. */
  onRun?: (record: RunRecord, done: number, total: number) => void;
  /** Records of an earlier invocation (`--resume`), already in runs.jsonl. */
  previous?: readonly RunRecord[];
  /** The user's HOME, watched for writes outside the workspace (default `os.homedir()`). */
  home?: string;
  /** Directories Verdict itself writes to during the runs besides the out dir (cassettes). */
  ownWrites?: readonly string[];
  /** The invocation's sandbox (default none); its caller disposes of it. */
  sandbox?: Sandbox;
  /** Each run's trace cap (`trace.maxBytes` of the configuration; default 1 MB). */
  traceMaxBytes?: number;
}

export interface RunSuiteResult {
  report: Report;
  records: RunRecord[];
  outDir: string;
}

export async function runSuite(options: RunSuiteOptions): Promise<RunSuiteResult> {
  await mkdir(options.outDir, { recursive: true });
  // Side by side (the conditions' fsync is the slowest step of a short run's start); a failure is
  // reported as if they had run one after the other.
  const [written, watched, started] = await Promise.allSettled([
    writeStartedConditions(options.outDir, options.runId, options.conditions),
    // A box that confines every write to the run's own directories leaves nothing to look at.
    options.sandbox?.confinesWrites === true ? undefined : outsideWatchOf(options),
    ProviderProxy.start().then(async (proxy) => {
      const socket = options.sandbox?.bridgeSocket;
      if (socket !== undefined) await proxy.listenOnSocket(socket);
      return proxy;
    }),
  ]);
  if (written.status === 'rejected' || watched.status === 'rejected') {
    if (started.status === 'fulfilled') await started.value.close();
    throw written.status === 'rejected'
      ? written.reason
      : (watched as PromiseRejectedResult).reason;
  }
  if (started.status === 'rejected') throw started.reason;
  const proxy = started.value;
  const runsFile = path.join(options.outDir, RUNS_FILE);
  const tasks = new Map(options.suite.tasks.map((task) => [task.id, task]));
  const records: RunRecord[] = [...(options.previous ?? [])];
  // Stops the runs when the caller cancels, and also when runs.jsonl can no longer be written.
  const stopping = new AbortController();
  const stopAll = (): void => stopping.abort();
  if (options.signal?.aborted === true) stopping.abort();
  options.signal?.addEventListener('abort', stopAll, { once: true });
  let writeFailure: unknown;
  const fixtures = new FixtureTemplates({ runId: options.runId });
  // A fixture is prepared once for the runs that share it; one of a single run is copied straight in.
  const runsOfFixture = new Map<string, number>();
  for (const { taskId } of options.plan) {
    const fixture = tasks.get(taskId)?.fixtureDir;
    if (fixture !== undefined) runsOfFixture.set(fixture, (runsOfFixture.get(fixture) ?? 0) + 1);
  }
  // Run directories are removed while the next runs go on; all are gone before this returns.
  const removals: Array<Promise<void>> = [];
  // The traces as written, for report.html's transcripts: none is read back from its file.
  const kept = new KeptTraces(TRANSCRIPTS_MAX_BYTES);
  const shared = {
    runId: options.runId,
    suite: options.suite,
    mode: options.conditions.mode,
    model: options.conditions.model,
    proxy,
    passEnv: options.passEnv,
    keep: options.keep,
    signal: stopping.signal,
    outsideWatch: watched.value,
    deferRemoval: (removal: Promise<void>) => removals.push(removal),
    sandbox: options.sandbox,
    trace: {
      dir: options.outDir,
      maxBytes: options.traceMaxBytes ?? DEFAULT_TRACE_MAX_BYTES,
      kept,
    },
  };
  const inputOf = (task: LoadedTask, planned: PlannedRun): RunTaskInput => {
    const agent = options.agentOf(task);
    const { configFile } = options;
    return {
      ...shared,
      task,
      repetition: planned.repetition,
      seed: planned.seed,
      agent: agent.spec,
      agentConfig: agent.config,
      ...(agent.name === undefined
        ? {}
        : { runAgent: { name: agent.name, ...(configFile === undefined ? {} : { configFile }) } }),
      policy: options.policyOf(task),
      createProvider: (context) => options.createProvider(task, context),
      // A task without a fixture takes them too: its runs' empty directories are reused.
      ...(task.fixtureDir === undefined || (runsOfFixture.get(task.fixtureDir) ?? 0) > 1
        ? { fixtures }
        : {}),
    };
  };
  const queue = [...options.plan];
  const writes: Array<Promise<void>> = [];
  let removed: Promise<unknown> = Promise.resolve();
  let done = 0;
  try {
    try {
      const worker = async (): Promise<void> => {
        for (;;) {
          if (stopping.signal.aborted) return;
          const planned = queue.shift();
          if (planned === undefined) return;
          const task = tasks.get(planned.taskId) as LoadedTask;
          const run = await runTask(inputOf(task, planned));
          // A run stopped by cancellation is not a result: it stays missing, so resume runs it again.
          if (run.record.error?.kind === 'cancelled') return;
          if (writeFailure !== undefined) return;
          // Written once the next run is under way (at once after the last); the report uses what
          // was written (redacted).
          const traced =
            queue.length === 0 ? run.keep() : sleep(KEEP_AFTER_MS).then(() => run.keep());
          writes.push(
            traced
              .then((record) => appendRunRecord(runsFile, record))
              .then(
                (written) => {
                  records.push(written);
                  done += 1;
                  options.onRun?.(written, done, options.plan.length);
                },
                (error: unknown) => {
                  writeFailure ??= error;
                  stopping.abort();
                },
              ),
          );
        }
      };
      const workers = Math.max(1, Math.min(options.concurrency, options.plan.length));
      await Promise.all(Array.from({ length: workers }, () => worker()));
    } finally {
      options.signal?.removeEventListener('abort', stopAll);
      removed = Promise.all([Promise.all(removals), fixtures.dispose()]);
      // Side by side: the last record's fsync runs in the thread pool while the proxy closes.
      await Promise.all([Promise.all(writes), proxy.close()]);
    }
    return await reportOn(options, { records, runsFile, writeFailure, kept });
  } finally {
    await removed;
  }
}

/** The report of the records written; when runs.jsonl could not be written, a partial one, then throws. */
async function reportOn(
  options: RunSuiteOptions,
  {
    records,
    runsFile,
    writeFailure,
    kept,
  }: { records: RunRecord[]; runsFile: string; writeFailure: unknown; kept: KeptTraces },
): Promise<RunSuiteResult> {
  const report = buildReport({
    runId: options.runId,
    conditions: options.conditions,
    plannedRuns: [
      ...(options.previous ?? []).map(({ taskId, repetition }) => ({ taskId, repetition })),
      ...options.plan,
    ],
    tasks: options.suite.tasks.map((task) => ({
      id: task.id,
      ...(task.title === undefined ? {} : { title: task.title }),
    })),
    records,
    ...(options.rates === undefined ? {} : { rates: options.rates }),
    ...(options.signal?.aborted === true ? { state: 'CANCELLED' as const } : {}),
  });
  if (writeFailure !== undefined) {
    const reportNote = await writeReportFiles(options.outDir, report, { kept }).then(
      () => `a partial report (${report.state}) is in ${options.outDir}`,
      (error: unknown) => `no report could be written either (${messageOf(error)})`,
    );
    throw new InfrastructureError(
      `cannot append to ${runsFile}: ${messageOf(writeFailure)}. The remaining runs were stopped; the ${records.length - (options.previous?.length ?? 0)} record(s) written before are intact, and ${reportNote}. Free some space; verdict run --resume ${options.outDir} runs what is missing.`,
    );
  }
  // A fresh run's records are all runs.jsonl holds: it need not be read back for the divergences.
  await writeReportFiles(
    options.outDir,
    report,
    options.previous === undefined ? { records, kept } : { kept },
  );
  return { report, records, outDir: options.outDir };
}
