/**
 * Comparisons for comment tests. Live verdicts and reasons come from the real `decideVerdict`, and
 * every comparison is parsed with `ComparisonSchema`, so the fixtures stay what compare would write.
 */
import { REPLAY_COMPARISON_NOTE } from '../../src/compare/compare-conditions.js';
import {
  COMPARISON_FORMAT,
  ComparisonSchema,
  type Comparison,
  type TaskComparison,
  type TaskSide,
  type TaskVerdict,
} from '../../src/compare/comparison-schema.js';
import type { CommentModel } from '../../src/pr/comment-model.js';
import type { ReportConditions } from '../../src/run-dir/conditions-file.js';
import { boundedInterval, observedInterval, type RunCounts } from '../../src/stats/counts.js';
import { COMPARISON_FOOTNOTE, decideVerdict } from '../../src/stats/verdict.js';

export const MARKER = '<!-- verdict:pr-comment -->';
export const BASE_SHA = '1111111aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
export const HEAD_SHA = '2222222bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
export const LINKS = {
  run: 'https://github.com/acme/agent/actions/runs/42',
  artifact: 'https://github.com/acme/agent/actions/runs/42/artifacts/7',
};

export function makeConditions(overrides: Partial<ReportConditions> = {}): ReportConditions {
  return {
    suiteId: 'smoke-coding',
    suiteVersion: '1.2.0',
    harnessVersion: '0.1.0',
    configHash: '0123456789abcdef0123456789abcdef',
    provider: 'openai-compatible',
    model: 'qwen2.5-coder-7b',
    mode: 'live',
    k: 5,
    seed: 7,
    sandbox: { backend: 'bwrap', limits: { memoryMb: 4096, processes: 512, cpuSeconds: 1800 } },
    ...overrides,
  };
}

/** Judged runs `pass` of `observed`, plus `missing` runs that errored. */
function makeCounts(pass: number, observed: number, missing = 0): RunCounts {
  return {
    total: observed + missing,
    observed,
    missing,
    pass,
    fail: observed - pass,
    budgetExceeded: 0,
    error: missing,
  };
}

const NO_DELTAS = { omitted: {} };

/** A live task whose verdict and reason `decideVerdict` reads from the counts: `[pass, observed]`. */
export function makeLiveTask(
  taskId: string,
  base: [number, number],
  head: [number, number],
  title?: string,
): TaskComparison {
  const baseCounts = makeCounts(...base);
  const headCounts = makeCounts(...head);
  const decision = decideVerdict({ counts: baseCounts }, { counts: headCounts });
  const side = (counts: RunCounts): TaskSide => ({
    pass: counts.pass,
    observed: counts.observed,
    missing: counts.missing,
    interval: observedInterval(counts),
    boundedInterval: boundedInterval(counts),
  });
  return {
    taskId,
    ...(title === undefined ? {} : { title }),
    verdict: decision.verdict,
    reason: decision.reason,
    baseline: side(baseCounts),
    candidate: side(headCounts),
    deltas: NO_DELTAS,
  };
}

/** A replay task, one run per side: `diverged` says which side's run left its cassette. */
export function makeReplayTask(
  taskId: string,
  outcome: 'unchanged' | 'changed' | 'diverged',
): TaskComparison {
  const side = (pass: number, diverged: number): TaskSide => ({
    pass,
    observed: 1 - diverged,
    missing: diverged,
    interval: null,
    boundedInterval: null,
    diverged,
  });
  const statuses = (pass: number) =>
    `${pass} pass, ${1 - pass} fail, 0 budget exceeded, 0 error, 0 missing`;
  const byOutcome = {
    unchanged: {
      reason: `same run statuses on both sides: ${statuses(1)}`,
      baseline: side(1, 0),
      candidate: side(1, 0),
    },
    changed: {
      reason: `run statuses differ: baseline ${statuses(1)}, candidate ${statuses(0)}`,
      baseline: side(1, 0),
      candidate: side(0, 0),
    },
    diverged: {
      reason:
        '1 run of the candidate diverged from the cassette (first at call 2, messages[3].content)',
      baseline: side(1, 0),
      candidate: side(0, 1),
    },
  }[outcome];
  return { taskId, verdict: outcome, ...byOutcome, deltas: NO_DELTAS };
}

/** A comparison as compare writes it, with the summary counted from the tasks. */
export function makeComparison(options: {
  mode: 'live' | 'replay';
  tasks: TaskComparison[];
  base?: Partial<ReportConditions>;
  head?: Partial<ReportConditions>;
  notes?: string[];
}): Comparison {
  const { mode, tasks } = options;
  const k = mode === 'replay' ? 1 : 5;
  const precedence: TaskVerdict[] =
    mode === 'replay'
      ? ['diverged', 'changed', 'unchanged']
      : ['regressed', 'improved', 'not_comparable', 'low_power', 'inconclusive'];
  const counts: Partial<Record<TaskVerdict, number>> = {};
  for (const verdict of precedence) counts[verdict] = 0;
  for (const task of tasks) counts[task.verdict] = (counts[task.verdict] ?? 0) + 1;
  const fallback = mode === 'replay' ? 'unchanged' : 'inconclusive';
  return ComparisonSchema.parse({
    format: COMPARISON_FORMAT,
    baseline: { runId: 'base-run', conditions: makeConditions({ mode, k, ...options.base }) },
    candidate: { runId: 'head-run', conditions: makeConditions({ mode, k, ...options.head }) },
    mode,
    tasks,
    summary: {
      counts,
      verdict: precedence.find((verdict) => (counts[verdict] ?? 0) > 0) ?? fallback,
    },
    notes: options.notes ?? (mode === 'replay' ? [REPLAY_COMPARISON_NOTE] : []),
    footnote: COMPARISON_FOOTNOTE,
  });
}

export function makeModel(overrides: Partial<CommentModel> = {}): CommentModel {
  return {
    marker: MARKER,
    baseSha: BASE_SHA,
    headSha: HEAD_SHA,
    sections: [],
    links: LINKS,
    notices: [],
    ...overrides,
  };
}

export const COMPLETE = { state: 'COMPLETE' } as const;
