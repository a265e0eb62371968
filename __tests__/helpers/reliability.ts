import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { REPO_ROOT } from './run-cli.js';

/**
 * The ledger behind docs/RELIABILITY.md: a fault, fuzz, attack or load test records what it tried
 * once its assertions have passed, and `npm run reliability:doc` turns the ledger of the last test
 * run into the document. Nothing in that document is typed by hand.
 */
export const RELIABILITY_DIR = path.join(REPO_ROOT, '.cache', 'reliability');

export type ReliabilitySection = 'faults' | 'inputs' | 'attacks' | 'load';

export interface ReliabilityEntry {
  section: ReliabilitySection;
  /** What was attacked or faulted, e.g. `upstream (Responses)`, `agent`, `suite.json`. */
  subject: string;
  /** The case, e.g. `429 with Retry-After`, `random bytes`, `@mentions in an answer`. */
  case: string;
  /** Faults injected, inputs generated or attacks tried. */
  tried: number;
  /** Runs that went through the fault and are accounted for (in runs.jsonl exactly once). */
  runs?: number;
  /** Runs or results lost. A test records only after asserting this is 0. */
  lost: number;
  /** What happened, in a few words: `status error after 4 attempts; no orphan`. */
  outcome: string;
}

/** Appends one entry; call it after the test's assertions, so a failing test records nothing. */
export function recordReliability(entry: ReliabilityEntry): void {
  mkdirSync(RELIABILITY_DIR, { recursive: true });
  const file = path.join(RELIABILITY_DIR, `${process.pid}-${threadId}.jsonl`);
  appendFileSync(file, `${JSON.stringify(entry)}\n`);
}
