/** What a run is given and what its steps carry, below `run-task.ts` and the files it uses. */
import type { Normalize, PathTokens } from '../provider/normalize.js';
import type { ProviderProxy } from '../provider/proxy-server.js';
import type { ModelProvider } from '../provider/types.js';
import type { Mode, RunAgent } from '../run-dir/record-schema.js';
import type { KeptTraces } from '../run-dir/trace-file.js';
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
  /** The built-in agent: `in-process` (default, no Node start per run) or spawned as `process`. */
  builtin?: 'in-process' | 'process';
  /** Models besides the run's that the agent may call (SPEC §1: live mode forwards only these). */
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
  signal: AbortSignal;
  /** Directories outside the workspace that the agent must not write to (SPEC §1): HOME, the suite. */
  outsideWatch?: OutsideWatch;
  /** The invocation's prepared fixtures; without them each run prepares its own copy. */
  fixtures?: FixtureTemplates;
  /** Takes the removal of the run's directory for the caller to await later (it never fails). */
  deferRemoval: (removal: Promise<void>) => void;
  sandbox?: Sandbox;
  trace: { dir: string; maxBytes: number; kept?: KeptTraces };
}

export interface RunAttempt {
  input: RunTaskInput;
  directory: RunDirectory;
  /** The task's sandbox limits: its own over its suite's over the defaults. */
  limits: ResourceLimits;
  box: RunBox;
}
