/**
 * What a run is given and what its steps carry, below the files that use them: the orchestrator
 * (`run-task.ts`), the suite's workers (`run-suite.ts`) and the steps beside them
 * (`agent-process.ts`, `agent-environment.ts`, `outside-watch.ts`).
 */
import type { Normalize, PathTokens } from '../provider/normalize.js';
import type { ProviderProxy } from '../provider/proxy-server.js';
import type { ModelProvider } from '../provider/types.js';
import type { Mode, RunAgent } from '../run-dir/record-schema.js';
import type { DirLabel } from '../sandbox/host-mounts.js';
import type { ResourceLimits, RunBox, Sandbox } from '../sandbox/sandbox.js';
import type { LoadedSuite, LoadedTask } from '../suite/load-suite.js';
import type { Policy } from '../suite/schema.js';
import type { FixtureTemplates, RunDirectory } from './run-directory.js';

export interface AgentSpec {
  /** argv; relative paths were resolved against the config file's directory. */
  command: string[];
  env?: Record<string, string>;
  /** Where the final answer comes from: the last model response without tool calls, or stdout. */
  answerFrom?: 'proxy' | 'stdout';
  /** Where the agent comes from on this machine, normalized to tokens in requests (`findAgentSourceDirs`). */
  sourceDirs?: DirLabel[];
  /**
   * Set for the built-in agent: `in-process` runs it inside Verdict's process (the default: no Node
   * start per run), `process` spawns `command` like any other agent. Both send the same bytes.
   */
  builtin?: 'in-process' | 'process';
  /**
   * The models besides the run's that the agent may call (its config entry's `models`, e.g. a small
   * side model): live mode forwards these and the run's model only (SPEC §1).
   */
  models?: readonly string[];
}

/** What a run's provider is built with: its normalizer, its path tokens and its directory. */
export interface ProviderContext {
  normalize: Normalize;
  pathTokens: PathTokens;
  directory: RunDirectory;
}

/** The directories outside the workspace a run must not write to, and what in them is Verdict's. */
export interface OutsideWatch {
  /** Each directory with how paths below it are shown (`~`, `<suite>`). */
  roots: ReadonlyArray<{ label: string; dir: string }>;
  /** Where Verdict itself writes meanwhile (the out dir, cassettes), with everything below. */
  exclude: readonly string[];
}

export interface RunTaskInput {
  runId: string;
  suite: LoadedSuite;
  task: LoadedTask;
  repetition: number;
  seed: number;
  mode: Mode;
  model: string;
  proxy: ProviderProxy;
  agent: AgentSpec;
  /** The measured configuration, passed to the agent as VERDICT_CONFIG. */
  agentConfig: unknown;
  /** What the record names as the run's agent: its entry's name and config file (`verdict add`). */
  runAgent?: RunAgent;
  policy: Policy;
  createProvider: (context: ProviderContext) => Promise<ModelProvider>;
  /** Environment variables passed through to the agent (PATH and the like; never credentials). */
  passEnv?: NodeJS.ProcessEnv;
  keep?: boolean;
  signal?: AbortSignal;
  variant?: string;
  /** Directories outside the workspace that the agent must not write to (SPEC §1): HOME, the suite. */
  outsideWatch?: OutsideWatch;
  /** The invocation's prepared fixtures; without them each run prepares its own copy. */
  fixtures?: FixtureTemplates;
  /**
   * Takes the removal of the run's directory, for the caller to await later, instead of the run
   * waiting for it (it never fails: `removeRunDirectory` forces and retries).
   */
  deferRemoval?: (removal: Promise<void>) => void;
  /** The invocation's sandbox: every command of the run starts in its box (default: none). */
  sandbox?: Sandbox;
  /** Where the run's trace goes (its run directory) and its cap; without it none is written. */
  trace?: { dir: string; maxBytes: number };
}

/** One attempt at a run, as its steps carry it: its input, its directory and its sandbox box. */
export interface RunAttempt {
  input: RunTaskInput;
  directory: RunDirectory;
  /** The task's sandbox limits: its own over its suite's over the defaults. */
  limits: ResourceLimits;
  box: RunBox;
}
