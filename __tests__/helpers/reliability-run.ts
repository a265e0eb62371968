/**
 * Which test run, and which code, the reliability ledger describes. The global setup starts a run
 * once per vitest invocation and provides it to every worker (`inject('reliabilityRun')`), so that
 * each entry names the run and the commit it came from. Each run has a directory of its own,
 * `.cache/reliability/<run id>/`, so that two invocations at once (a whole run, and someone's
 * single file beside it) cannot mix or delete each other's entries; the reliability reporter writes
 * `run.json` there when the run ends: the test files the run was made of. `npm run
 * reliability:doc` refuses a ledger whose entries come from more than one run or commit, or from a
 * run that left test files out or failed.
 *
 * No vitest runtime is imported here: the global setup and the reporter run in vitest's own
 * process, not in a worker.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** Where the ledgers live: a directory per run, of `.jsonl` files (one a worker) and `run.json`. */
export const RELIABILITY_DIR = path.join(ROOT, '.cache', 'reliability');
/** The run's own record in its directory, written by the reliability reporter when the run ends. */
export const RUN_FILE_NAME = 'run.json';
/**
 * How long a run's ledger is kept: long enough that a whole run (15 minutes) is never removed by
 * the many single-file runs started beside it, nor before its document is written.
 */
const KEPT_MS = 24 * 60 * 60 * 1000;

/** One vitest invocation, shared by all its workers. */
export interface ReliabilityRun {
  /** Unique per invocation: when it started, and a few random bytes. */
  id: string;
  /** `git rev-parse HEAD` when the run started; null outside a git checkout. */
  commit: string | null;
  /** Whether src/ differed from that commit (changed, added or untracked files); null: unknown. */
  srcDirty: boolean | null;
}

/** The docker backend's tests (see helpers/docker-image.ts): how they ended, and why skipped. */
export interface DockerTestCount {
  passed: number;
  failed: number;
  skipped: number;
  /** Each distinct note of a skipped docker test (no engine here, a gap of the backend). */
  reasons: string[];
}

/** `run.json`: the run, and the test files it was made of against those the config collects. */
export interface ReliabilityRunFile extends ReliabilityRun {
  /** When the run ended (ISO 8601): the ledger of the run that ended last is the one documented. */
  endedAt: string;
  /** Where it ran: `process.versions.node`, `linux x64`, and the number of cores. */
  node: string;
  platform: string;
  cores: number;
  /** How vitest ended the run: `passed`, `failed` or `interrupted`. */
  result: string;
  /** The `-t` filter, when tests were chosen by name. */
  testNamePattern: string | null;
  /** The test files of this run, relative to the repository, sorted. */
  files: string[];
  /** Every test file the config collects (what a plain `npm test` runs). */
  configured: string[];
  /** The configured test files that record ledger entries (they call `recordReliability`). */
  recording: string[];
  /** The docker tests of the run, ran against a real engine or skipped saying why. */
  docker: DockerTestCount;
}

declare module 'vitest' {
  export interface ProvidedContext {
    reliabilityRun: ReliabilityRun;
  }
}

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/** The directory of a run's ledger. */
export function runDirectory(runId: string): string {
  return path.join(RELIABILITY_DIR, runId);
}

/** `20261203T101839Z`: sorts as the time it names. */
function stampOf(time: Date): string {
  return time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * A new run: its id, the commit and state of src/ the tests are about to exercise, and an empty
 * directory for its ledger. The directories of runs started more than a day ago are removed (and
 * anything else there, such as the ledger files of before runs had directories).
 */
export function startReliabilityRun(now = new Date()): ReliabilityRun {
  const commit = git(['rev-parse', 'HEAD'])?.trim() ?? null;
  const status = commit === null ? undefined : git(['status', '--porcelain', '--', 'src']);
  const run: ReliabilityRun = {
    id: `${stampOf(now)}-${randomBytes(4).toString('hex')}`,
    commit,
    srcDirty: status === undefined ? null : status.trim() !== '',
  };
  mkdirSync(runDirectory(run.id), { recursive: true });
  // Run ids start with the time the run started, so they compare as times.
  const oldest = stampOf(new Date(now.getTime() - KEPT_MS));
  for (const entry of readdirSync(RELIABILITY_DIR, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name >= oldest) continue;
    rmSync(path.join(RELIABILITY_DIR, entry.name), { recursive: true, force: true });
  }
  return run;
}

/** A path as the ledger names it: relative to the repository, with forward slashes. */
export function repositoryPath(file: string): string {
  return path.relative(ROOT, file).split(path.sep).join('/');
}
