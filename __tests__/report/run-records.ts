import type { BuildReportInput } from '../../src/report/build-report.js';
import type { ReportConditions } from '../../src/run-dir/conditions-file.js';
import type { RunRecord } from '../../src/run-dir/record-schema.js';
import type { RunStatus } from '../../src/stats/counts.js';

export const liveConditions: ReportConditions = {
  suiteId: 'smoke-coding',
  suiteVersion: '1.2.0',
  harnessVersion: '0.1.0',
  configHash: '3f2a9c1b4d5e6f708192a3b4c5d6e7f8',
  provider: 'openai-compatible',
  model: 'gpt-4o-mini',
  mode: 'live',
  k: 5,
  seed: 42,
};

const usage = { inputTokens: 1000, outputTokens: 200 };

/** A judged or errored run with plausible defaults; `overrides` replace whole fields. */
export function makeRecord(
  taskId: string,
  repetition: number,
  status: RunStatus,
  overrides: Partial<RunRecord> = {},
): RunRecord {
  return {
    format: 'run/v1',
    runId: 'run-1',
    suiteId: 'smoke-coding',
    taskId,
    repetition,
    seed: 42 + repetition,
    model: 'gpt-4o-mini',
    mode: 'live',
    attempts: 1,
    status,
    verifiers: [{ id: 'check', kind: 'command', outcome: 'pass', detail: '', durationMs: 5 }],
    incidents: [],
    measured: {
      wallMs: 1000 * repetition,
      turns: 3,
      toolCalls: 2,
      compactionCalls: 0,
      usage,
      retries: 0,
      events: {},
    },
    toolCalls: [],
    finalAnswer: 'done',
    agentExitCode: 0,
    ...(status === 'error'
      ? { error: { kind: 'upstream_unavailable', message: 'no answer' } }
      : {}),
    ...overrides,
  };
}

/** Records for one task from a list of statuses, repetitions 1, 2, … */
export function makeRecords(taskId: string, statuses: readonly RunStatus[]): RunRecord[] {
  return statuses.map((status, index) => makeRecord(taskId, index + 1, status));
}

export function planRuns(taskIds: readonly string[], k: number): BuildReportInput['plannedRuns'] {
  return taskIds.flatMap((taskId) =>
    Array.from({ length: k }, (_, index) => ({ taskId, repetition: index + 1 })),
  );
}

/** A report input with k = 5 runs planned for each task. */
export function makeInput(
  taskIds: readonly string[],
  records: readonly RunRecord[],
  overrides: Partial<BuildReportInput> = {},
): BuildReportInput {
  const conditions = overrides.conditions ?? liveConditions;
  return {
    runId: 'run-1',
    conditions,
    plannedRuns: planRuns(taskIds, conditions.k),
    tasks: taskIds.map((id) => ({ id })),
    records,
    ...overrides,
  };
}

export function repeatStatus(status: RunStatus, times: number): RunStatus[] {
  return Array.from({ length: times }, () => status);
}
