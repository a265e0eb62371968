/**
 * What a PR evaluation is asked to do (SPEC §7): the two commits, where the suites are, the modes,
 * the live upstreams and key, the limits on model calls, the reuse of the base's live results, and
 * how to run the `verdict` CLI. `verdict pr` builds it from its command line, the Action from its
 * inputs.
 */
export type EvaluationMode = 'replay' | 'live' | 'both';
export type Side = 'base' | 'head';

export interface LiveOptions {
  /** The OpenAI upstream (Chat Completions and Responses). */
  baseUrl?: string;
  /** The Anthropic Messages upstream; the live key goes to it as ANTHROPIC_API_KEY. */
  anthropicBaseUrl?: string;
  /** The Gemini upstream; the live key goes to it as GEMINI_API_KEY. */
  geminiBaseUrl?: string;
  model?: string;
  /** Absent or empty: live is skipped with a notice (a fork's PR gets no secrets). */
  apiKey?: string;
  inputRate?: string;
  outputRate?: string;
}

export interface EvaluatePrOptions {
  /** The git repository (any directory inside it). */
  repoDir: string;
  /**
   * The history of the default branch ([20/23]): the base side's reports are added to it (and
   * the head's, on a push), and it says which tasks are flaky there.
   */
  history?: { dir: string; sides: readonly Side[] };
  baseRef: string;
  headRef: string;
  /** Where the suites are in each checkout, relative to its root. */
  suiteDir: string;
  /** Suite ids or directory names to evaluate; all of suiteDir when absent. */
  suites?: readonly string[];
  mode: EvaluationMode;
  /** Live repetitions per task; with `adaptive`, max-k (the most a task may run). */
  k: number;
  /**
   * `k: auto` (SPEC §5 "Adaptive k"): live runs in rounds of one run per side and task, each task
   * stopping when its anytime-valid test decides it (`adaptive-suites.ts`). Absent: fixed k.
   */
  adaptive?: AdaptiveSettings;
  seed: number;
  /** A shell command run in each checkout before its suites (e.g. `npm ci`). */
  setup?: string;
  /** The agent under test, run in each checkout (e.g. `node dist/agent.js`); the repo's config otherwise. */
  agentCommand?: string;
  live: LiveOptions;
  /**
   * The head comes from a fork (head repository ≠ base repository): live never runs, whatever the
   * trigger and whatever key is given (SPEC §7), since it would run the fork's code with the key.
   */
  fromFork?: boolean;
  /** `i/n`: live runs only this shard of the plan. */
  shard?: string;
  /** Sharded jobs other than the first leave replay to the first. */
  skipReplay?: boolean;
  /**
   * At most this many live runs, both sides together, each planned run counted with the re-runs a
   * transient error may cause (replay calls no model and is not counted): a plan that could make
   * more is refused (a UsageError) before any run.
   */
  maxRuns?: number;
  /**
   * At most this many requests to the live upstream, retries included, over the whole evaluation
   * (every suite, base and head; one shard's job when sharded): then the proxy refuses further
   * calls and the runs left end as errors (`max_calls_reached`).
   */
  maxCalls?: number;
  /** Globs (repository-relative): when the PR changes nothing under them, live is skipped. */
  paths?: readonly string[];
  /**
   * Reuse of the base side's live results (SPEC §7): stored in `reuse.dir` under their key and
   * reused by a later evaluation with the same key. Absent: the base always runs.
   */
  reuse?: BaseReuseOptions;
  /** Effects granted to the suites (default write and process). */
  grants?: readonly string[];
  /** `--sandbox` of every evaluating run (SPEC §1): the workflow's choice, never the checkout's. */
  sandbox?: string;
  /** base/, head/ and comparison/ go here. */
  outDir: string;
  /** How to run the `verdict` CLI: `[node, path/to/verdict.js]`. */
  verdictCommand: readonly string[];
  /** Progress lines (the Action's log, the CLI's stderr). */
  log: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

export interface AdaptiveSettings {
  minK: number;
  maxK: number;
  /** The change that matters; absent: the base's suite or task setting, else the default. */
  delta?: number;
  /** `suite`: the suite's anytime-valid verdict also stops its open tasks (SPEC §5). */
  stopAt?: 'suite';
}

export interface BaseReuseOptions {
  /** The cache directory: one entry per key, made and read by `verdict run --reuse-dir`. */
  dir: string;
  /** Stored results older than this (ms) are not reused; 0 turns reuse off. */
  maxAgeMs: number;
  /** Where new results are made (e.g. the workflow run's URL): stored, and shown when reused. */
  origin?: string;
}
