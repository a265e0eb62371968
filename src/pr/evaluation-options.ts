/** What a PR evaluation is asked to do (SPEC §7), from `verdict pr`'s argv or the Action's inputs. */
export type EvaluationMode = 'replay' | 'live' | 'both';
export type Side = 'base' | 'head';

export interface LiveOptions {
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
  repoDir: string;
  /** The default branch's history: the sides whose reports join it; it says which tasks are flaky. */
  history?: { dir: string; sides: readonly Side[] };
  baseRef: string;
  headRef: string;
  suiteDir: string;
  suites?: readonly string[];
  mode: EvaluationMode;
  /** Live repetitions per task; with `adaptive`, max-k (the most a task may run). */
  k: number;
  /** `k: auto` (SPEC §5 "Adaptive k", `adaptive-suites.ts`); absent: fixed k. */
  adaptive?: AdaptiveSettings;
  seed: number;
  setup?: string;
  /** The agent under test, run in each checkout (e.g. `node dist/agent.js`); the repo's config otherwise. */
  agentCommand?: string;
  live: LiveOptions;
  /** Live never runs for a fork's head, whatever key is given: it would run the fork's code with it. */
  fromFork?: boolean;
  shard?: string;
  /** Sharded jobs other than the first leave replay to the first. */
  skipReplay?: boolean;
  /** Live runs, both sides, re-runs of transient errors counted: a plan over it is refused. */
  maxRuns?: number;
  /** Requests to the live upstream over the whole evaluation (one shard's job when sharded). */
  maxCalls?: number;
  /** Globs (repository-relative): when the PR changes nothing under them, live is skipped. */
  paths?: readonly string[];
  /** Reuse of the base side's live results (SPEC §7); absent: the base always runs. */
  reuse?: BaseReuseOptions;
  grants?: readonly string[];
  /** `--sandbox` of every evaluating run (SPEC §1): the workflow's choice, never the checkout's. */
  sandbox?: string;
  outDir: string;
  /** How to run the `verdict` CLI: `[node, path/to/verdict.js]`. */
  verdictCommand: readonly string[];
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
