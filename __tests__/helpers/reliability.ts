import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { expect, inject } from 'vitest';
import { repositoryPath, runDirectory, type ReliabilityRun } from './reliability-run.js';

/**
 * The ledger behind docs/RELIABILITY.md: a fault, fuzz, attack or load test records what it tried
 * once its assertions have passed, and `npm run reliability:doc` turns the ledger of the last test
 * run into the document (each entry names its run and commit: see reliability-run.ts). Nothing in
 * that document is typed by hand: a test says how many things it set out to put through and what
 * it saw become of each, and what is lost is computed from them.
 */
export type ReliabilitySection = 'faults' | 'inputs' | 'attacks' | 'load';

/** What a test records. */
export interface ReliabilityCase {
  section: ReliabilitySection;
  /** What was attacked or faulted, e.g. `upstream (Responses)`, `agent`, `suite.json`. */
  subject: string;
  /** The case, e.g. `429 with Retry-After`, `random bytes`, `@mentions in an answer`. */
  case: string;
  /** Faults injected, inputs generated or attacks tried. */
  tried: number;
  /** What the test set out to put through and must account for: runs, inputs, attacks, files. */
  planned: number;
  /**
   * What the test saw become of the planned ones, by outcome: `{ refused: 41, read: 19 }`,
   * `{ pass: 3, error: 1 }`. Each count is one the test observed (records read back, results
   * classified as they came), never worked out from `planned`.
   */
  accountedFor: Readonly<Record<string, number>>;
  /** Runs that went through the fault and are accounted for (in runs.jsonl exactly once). */
  runs?: number;
  /** What happened, in a few words: `status error after 4 attempts; no orphan`. */
  outcome: string;
}

/** A line of the ledger. */
export interface ReliabilityEntry extends ReliabilityCase {
  /** Planned, and not accounted for: `planned` − the sum of `accountedFor`. */
  lost: number;
  /** The test file that recorded it, relative to the repository. */
  file: string;
  /** The test run and the code it describes (see reliability-run.ts). */
  runId: string;
  commit: string | null;
  srcDirty: boolean | null;
}

function expectCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new Error(`recordReliability: ${what} must be a count, not ${value}`);
  }
}

/**
 * Appends one entry; call it after the test's assertions, so that a failing test records nothing.
 * Throws when the outcomes add up to more than was planned: something was counted twice.
 */
export function recordReliability(recorded: ReliabilityCase): void {
  const name = `${recorded.subject} / ${recorded.case}`;
  expectCount(recorded.tried, `${name}: tried`);
  expectCount(recorded.planned, `${name}: planned`);
  if (recorded.runs !== undefined) expectCount(recorded.runs, `${name}: runs`);
  const accountedFor: Record<string, number> = {};
  let accounted = 0;
  for (const [outcome, count] of Object.entries(recorded.accountedFor)) {
    expectCount(count, `${name}: accountedFor.${outcome}`);
    if (count === 0) continue;
    accountedFor[outcome] = count;
    accounted += count;
  }
  if (accounted > recorded.planned) {
    throw new Error(
      `recordReliability: ${name}: ${accounted} accounted for (${JSON.stringify(accountedFor)}) but ${recorded.planned} planned; something was counted twice`,
    );
  }
  const testPath = expect.getState().testPath;
  if (testPath === undefined) throw new Error('recordReliability: call it inside a test');
  const run = inject('reliabilityRun') as ReliabilityRun | undefined;
  if (run === undefined) {
    throw new Error(
      'recordReliability: no test run provided (__tests__/global-setup.ts starts one)',
    );
  }
  const entry: ReliabilityEntry = {
    ...recorded,
    accountedFor,
    lost: recorded.planned - accounted,
    file: repositoryPath(testPath),
    runId: run.id,
    commit: run.commit,
    srcDirty: run.srcDirty,
  };
  mkdirSync(runDirectory(run.id), { recursive: true });
  const file = path.join(runDirectory(run.id), `${process.pid}-${threadId}.jsonl`);
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}

/**
 * How many of `items` fall under each outcome: `countBy(records, (record) => record.status)`, or
 * `countBy(outcomes)` for a list of outcomes.
 */
export function countBy<T>(
  items: Iterable<T>,
  outcomeOf: (item: T) => string = (item) => String(item),
): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const outcome = outcomeOf(item);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}
