/**
 * Run counts and the rates read from them (SPEC §3, §5). A failure is a result, an error is not:
 * errored runs never enter a rate, but they are counted, and the bounded interval keeps them visible
 * so that a denominator cannot shrink silently while a system starts failing.
 */
import { z } from 'zod';
import { wilsonInterval, type Interval } from './wilson.js';

/** `pass`, `fail` and `budget_exceeded` are judged; `error` is infrastructure and is counted apart. */
export const RunStatusSchema = z.enum(['pass', 'fail', 'budget_exceeded', 'error']);
export type RunStatus = z.infer<typeof RunStatusSchema>;

/** Below this many judged runs a report warns and compare claims no direction (SPEC §5). */
export const MIN_JUDGED_RUNS = 5;

const count = z.number().int().min(0);

const RunCountsObjectSchema = z.strictObject({
  /** Planned runs. */
  total: count,
  /** Judged runs: `pass + fail + budgetExceeded`. The denominator of every rate. */
  observed: count,
  /** `total − observed`: errored, and never reached (cancelled, other shard not merged). */
  missing: count,
  pass: count,
  fail: count,
  budgetExceeded: count,
  error: count,
});

/** A copy of `value` without its `eligible` key (an older report's counts), else `value` itself. */
function withoutEligible(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || !('eligible' in value)) return value;
  const rest: Record<string, unknown> = { ...value };
  delete rest.eligible;
  return rest;
}

/**
 * No `eligible` count: a run that cannot be eligible is refused before the first run (exit 2), so
 * it would always equal `total`. Older reports' `eligible` is ignored.
 */
export const RunCountsSchema = z.preprocess(withoutEligible, RunCountsObjectSchema);
export type RunCounts = z.infer<typeof RunCountsObjectSchema>;

/** Counts the records' statuses; planned runs without a record (cancelled, not run) are missing. */
export function countRuns(statuses: readonly RunStatus[], planned: number): RunCounts {
  assertCount('planned', planned);
  if (statuses.length > planned) {
    throw new RangeError(`${statuses.length} run records exceed the ${planned} planned runs`);
  }
  const tally: Record<RunStatus, number> = { pass: 0, fail: 0, budget_exceeded: 0, error: 0 };
  for (const status of statuses) tally[status] += 1;
  const observed = tally.pass + tally.fail + tally.budget_exceeded;
  return {
    total: planned,
    observed,
    missing: planned - observed,
    pass: tally.pass,
    fail: tally.fail,
    budgetExceeded: tally.budget_exceeded,
    error: tally.error,
  };
}

/** Adds counts field by field, e.g. per-task counts into a suite summary. */
export function sumRunCounts(all: readonly RunCounts[]): RunCounts {
  const sum = countRuns([], 0);
  for (const counts of all) {
    for (const key of Object.keys(sum) as (keyof RunCounts)[]) sum[key] += counts[key];
  }
  return sum;
}

/** Passes over judged runs; null when nothing was judged (a rate of 0 would be a claim). */
export function successRate(counts: RunCounts): number | null {
  return counts.observed === 0 ? null : counts.pass / counts.observed;
}

/** The Wilson interval of the judged runs alone. */
export function observedInterval(counts: RunCounts): Interval {
  return wilsonInterval(counts.pass, counts.observed);
}

/**
 * The interval with every missing run a failure (low end) or a pass (high end): it contains the
 * observed interval, and equals it when nothing is missing.
 */
export function boundedInterval(counts: RunCounts): Interval {
  const trials = counts.observed + counts.missing;
  return {
    low: wilsonInterval(counts.pass, trials).low,
    high: wilsonInterval(counts.pass + counts.missing, trials).high,
  };
}

export function isLowPower(counts: RunCounts): boolean {
  return counts.observed < MIN_JUDGED_RUNS;
}

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}
