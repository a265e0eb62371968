/**
 * Runs a plan: one proxy for all runs, a pool of `concurrency` workers, each run's record appended
 * to runs.jsonl (and flushed) as soon as it ends, then the report. Cancelling stops the runs in
 * flight and still writes the partial report.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ProviderProxy } from '../provider/proxy-server.js';
import type { ModelProvider } from '../provider/types.js';
import type { PlannedRun } from '../plan/plan.js';
import { buildReport } from '../report/build-report.js';
import type { Report, ReportConditions } from '../report/report-schema.js';
import { appendRunRecord, RUNS_FILE, writeReportFiles } from '../report/runs-file.js';
import type { TokenRates } from '../stats/estimated.js';
import type { LoadedSuite, LoadedTask } from '../suite/load-suite.js';
import type { Policy } from '../suite/schema.js';
import type { RunRecord } from './run-record.js';
import { writeStartedConditions } from './resume.js';
import { runTask, type AgentSpec, type ProviderContext } from './run-task.js';

export interface RunSuiteOptions {
  runId: string;
  suite: LoadedSuite;
  plan: readonly PlannedRun[];
  conditions: ReportConditions;
  /** The agent a task runs with (a task may name one of the config's agents) and its measured configuration. */
  agentOf: (task: LoadedTask) => { spec: AgentSpec; config: unknown };
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
}

export interface RunSuiteResult {
  report: Report;
  records: RunRecord[];
  outDir: string;
}

export async function runSuite(options: RunSuiteOptions): Promise<RunSuiteResult> {
  await mkdir(options.outDir, { recursive: true });
  await writeStartedConditions(options.outDir, options.runId, options.conditions);
  const runsFile = path.join(options.outDir, RUNS_FILE);
  const tasks = new Map(options.suite.tasks.map((task) => [task.id, task]));
  const records: RunRecord[] = [...(options.previous ?? [])];
  const proxy = await ProviderProxy.start();
  const queue = [...options.plan];
  let done = 0;
  try {
    const worker = async (): Promise<void> => {
      for (;;) {
        if (options.signal?.aborted === true) return;
        const planned = queue.shift();
        if (planned === undefined) return;
        const task = tasks.get(planned.taskId) as LoadedTask;
        const record = await runTask({
          runId: options.runId,
          suite: options.suite,
          task,
          repetition: planned.repetition,
          seed: planned.seed,
          mode: options.conditions.mode,
          model: options.conditions.model,
          proxy,
          agent: options.agentOf(task).spec,
          agentConfig: options.agentOf(task).config,
          policy: options.policyOf(task),
          createProvider: (context) => options.createProvider(task, context),
          ...(options.passEnv === undefined ? {} : { passEnv: options.passEnv }),
          ...(options.keep === true ? { keep: true } : {}),
          ...(options.signal === undefined ? {} : { signal: options.signal }),
        });
        // A run stopped by cancellation is not a result: it stays missing, so resume runs it again.
        if (record.error?.kind === 'cancelled') return;
        await appendRunRecord(runsFile, record);
        records.push(record);
        done += 1;
        options.onRun?.(record, done, options.plan.length);
      }
    };
    const workers = Math.max(1, Math.min(options.concurrency, options.plan.length));
    await Promise.all(Array.from({ length: workers }, () => worker()));
  } finally {
    await proxy.close();
  }
  const planned = [
    ...(options.previous ?? []).map((record) => ({
      taskId: record.taskId,
      repetition: record.repetition,
    })),
    ...options.plan,
  ];
  const report = buildReport({
    runId: options.runId,
    conditions: options.conditions,
    plannedRuns: planned,
    tasks: options.suite.tasks.map((task) => ({
      id: task.id,
      ...(task.title === undefined ? {} : { title: task.title }),
    })),
    records,
    ...(options.rates === undefined ? {} : { rates: options.rates }),
    ...(options.signal?.aborted === true ? { state: 'CANCELLED' as const } : {}),
  });
  await writeReportFiles(options.outDir, report);
  return { report, records, outDir: options.outDir };
}
