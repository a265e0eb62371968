/**
 * What every run of a suite-running command (`run`, `record`, `variants`, `diagnose`, `ci`) needs,
 * built once from the parsed options, so that each command says only what is its own.
 */
import os from 'node:os';
import { loadConfig } from '../../config/config.js';
import { selectTasks } from '../../plan/plan.js';
import type { UpstreamCallBudget } from '../../provider/upstream-call-budget.js';
import type { ReportConditions } from '../../run-dir/conditions-file.js';
import type { Mode, RunRecord } from '../../run-dir/record-schema.js';
import type { RunSuiteResult } from '../../runner/run-suite.js';
import type { LoadedSuite } from '../../suite/load-suite.js';
import { stringOption, type Command, type ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';
import { createProgress, type Progress } from '../progress.js';
import { builtinAgentMode, resolveSuiteAgents, type SuiteAgents } from './agents.js';
import { callBudgetOf } from './call-budget.js';
import { replaySource } from './cassettes.js';
import { checkSuiteGrants, grantsOf } from './grants.js';
import type { KChoice } from './k-option.js';
import type { LiveSettings } from './live-provider.js';
import { EVALUATION_OPTIONS, integerOption } from './options.js';
import { checkSuiteRunBudget, type SuitePlanSize } from './run-budget.js';
import { openSuiteSandbox } from './sandbox-option.js';
import {
  runSuiteForCommand,
  showRunProgress,
  suiteConditions,
  type CommandSuiteRun,
  type ProviderFor,
} from './suite-run-options.js';

/** A command that runs the suite it is given (`run`, `record`, `variants`). */
export function suiteCommand(command: Omit<Command, 'positionals' | 'opensSandbox'>): Command {
  return {
    ...command,
    options: { ...EVALUATION_OPTIONS, ...command.options },
    positionals: { min: 1, max: 1, names: '<suite>' },
    opensSandbox: true,
  };
}

type Opened = Pick<CommandSuiteRun, 'args' | 'io' | 'grants' | 'loadedConfig' | 'sandbox'>;

/** What one run of a plan adds to its invocation's context. */
export type SuiteRun = Omit<CommandSuiteRun, keyof Opened | 'concurrency' | 'signal'>;

/** What every run of an invocation shares; `ci` makes one for all of its suites. */
export interface RunContext extends Opened {
  concurrency: number;
  json: boolean;
  signal: AbortSignal;
  /** Runs `body` with SIGINT and SIGTERM aborting `signal`: the partial report is still written. */
  cancellable<T>(body: () => Promise<T>): Promise<T>;
  runSuite(run: SuiteRun): Promise<RunSuiteResult>;
}

/** Where a mode's answers come from: the model and provider the conditions name, per task. */
export interface ModelSource {
  model: string;
  /** The upstream hosts (live), `cassette` (replay) or `script` (scripted). */
  provider: string;
  providerFor: ProviderFor;
  live?: LiveSettings;
}

export interface SourceOptions {
  /** Live: the model to ask instead of `--model` (one of `--models`, a diagnosed run's). */
  model?: string;
  /** Scripted and replay: the tasks to read scripts or cassettes for (default: the selection). */
  taskIds?: readonly string[];
  /** Live: the `--max-calls` budget when the command read it already. */
  callBudget?: UpstreamCallBudget;
  /** Scripted: the model named when `--model` is not given (default `verdict-scripted`). */
  scriptedModel?: string;
}

/** The invocation of a command that runs one suite in one mode. */
export interface Invocation extends Omit<RunContext, 'runSuite'> {
  suite: LoadedSuite;
  mode: Mode;
  /** `--tasks` resolved against the suite (all tasks without it). */
  taskIds: string[];
  agents: SuiteAgents;
  seed: number;
  progress: Progress;
  source(options?: SourceOptions): Promise<ModelSource>;
  /** The conditions of a new run (SPEC §5); `measured`: the tasks' agents (a variant's). */
  conditions(
    source: ModelSource,
    k: number | KChoice,
    more?: { shard?: string; measured?: SuiteAgents },
  ): ReportConditions;
  /** `--max-runs` against a live plan of the selected tasks (SPEC §3); other modes call no model. */
  checkBudget(size: Omit<SuitePlanSize, 'taskCount'>): void;
  showRun(
    jsonFields?: Record<string, string>,
  ): (record: RunRecord, done: number, total: number) => void;
  /** SPEC §6: 2 on a replay divergence, 1 when a run errored or on cancellation, 0 otherwise. */
  exitCode(records: readonly RunRecord[]): number;
  /** A run of this suite, each task with its own agent unless `agentOf` says otherwise. */
  runSuite(run: Omit<SuiteRun, 'suite' | 'agentOf'> & Partial<SuiteRun>): Promise<RunSuiteResult>;
}

/** In this order: the policy gate, the tasks, the configuration, the agents, the sandbox. */
export async function openInvocation(
  args: ParsedArgs,
  io: CliIo,
  suite: LoadedSuite,
  mode: Mode,
): Promise<Invocation> {
  const grants = grantsOf(args);
  checkSuiteGrants(suite, grants);
  const taskIds = selectTasks(
    suite.suiteId,
    suite.tasks.map((task) => task.id),
    stringOption(args, 'tasks'),
  );
  const loadedConfig = await loadConfig(io.cwd, stringOption(args, 'config'));
  const { suites } = await openSuites({ args, io, grants, loadedConfig }, [suite], mode);
  return (suites[0] as SuiteInvocations).invocation(taskIds);
}

/** A suite of an invocation, with its agents; `invocation` runs the given tasks of it. */
export interface SuiteInvocations {
  suite: LoadedSuite;
  invocation: (taskIds: string[]) => Invocation;
}

/** What several suites run in one mode share (`ci`): the configuration, the grants, one sandbox. */
export async function openSuites(
  given: Omit<Opened, 'sandbox'>,
  suites: readonly LoadedSuite[],
  mode: Mode,
): Promise<{ context: RunContext; suites: SuiteInvocations[] }> {
  const { args, io, loadedConfig } = given;
  const builtin = builtinAgentMode(args, io);
  const withAgents = suites.map((suite) => ({
    suite,
    agents: resolveSuiteAgents(loadedConfig, io, suite, builtin),
  }));
  const sandbox = await openSuiteSandbox({ args, io, suites: withAgents, loaded: loadedConfig });
  const opened = { ...given, sandbox };
  const controller = new AbortController();
  const concurrency = integerOption(args, 'concurrency', os.availableParallelism(), 1);
  const context: RunContext = {
    ...opened,
    concurrency,
    json: args.values.json === true,
    signal: controller.signal,
    async cancellable<T>(body: () => Promise<T>): Promise<T> {
      const cancel = (): void => controller.abort();
      process.once('SIGINT', cancel);
      process.once('SIGTERM', cancel);
      try {
        return await body();
      } finally {
        process.off('SIGINT', cancel);
        process.off('SIGTERM', cancel);
      }
    },
    runSuite: (run: SuiteRun): Promise<RunSuiteResult> =>
      runSuiteForCommand({ ...opened, concurrency, signal: controller.signal, ...run }),
  };
  return {
    context,
    suites: withAgents.map(({ suite, agents }) => ({
      suite,
      invocation: (taskIds) => suiteInvocation(context, suite, agents, taskIds, mode),
    })),
  };
}

function suiteInvocation(
  context: RunContext,
  suite: LoadedSuite,
  agents: SuiteAgents,
  taskIds: string[],
  mode: Mode,
): Invocation {
  const { args, io, loadedConfig, sandbox } = context;
  const seed = integerOption(args, 'seed', 0, 0);
  const maxRuns = integerOption(args, 'max-runs', undefined, 1);
  // Made when first shown: its ETA counts from the first run, not from the setup.
  let progress: Progress | undefined;
  const progressOf = (): Progress => (progress ??= createProgress(io.stderr));
  return {
    ...context,
    suite,
    mode,
    taskIds,
    agents,
    seed,
    get progress() {
      return progressOf();
    },
    source: (options = {}) =>
      modelSource({ args, io, suite, agents, taskIds, loadedConfig }, mode, options),
    conditions: (source, k, { shard, measured } = {}) =>
      suiteConditions({
        sandbox,
        suite,
        io,
        configHash: (measured ?? agents).configHash,
        provider: source.provider,
        model: source.model,
        mode,
        k,
        seed,
        concurrency: context.concurrency,
        shard,
        tasks:
          measured === undefined || stringOption(args, 'tasks') === undefined ? undefined : taskIds,
        measuredAgents: measured && suite.tasks.map((task) => measured.agentOf(task)),
      }),
    checkBudget: (size) => {
      if (mode === 'live') checkSuiteRunBudget(maxRuns, { taskCount: taskIds.length, ...size });
    },
    showRun: (jsonFields) =>
      showRunProgress({ io, progress: progressOf(), json: context.json, jsonFields }),
    exitCode: (records) => {
      if (records.some((record) => record.error?.kind === 'replay_divergence')) return 2;
      if (context.signal.aborted || records.some((record) => record.status === 'error')) return 1;
      return 0;
    },
    runSuite: (run) => context.runSuite({ suite, agentOf: (task) => agents.agentOf(task), ...run }),
  };
}

/** The mode's provider; each mode's module is loaded for that mode only, to keep start-up short. */
async function modelSource(
  inv: Pick<CommandSuiteRun, 'args' | 'io' | 'suite' | 'loadedConfig'> & {
    agents: SuiteAgents;
    taskIds: readonly string[];
  },
  mode: Mode,
  options: SourceOptions,
): Promise<ModelSource> {
  const { args, io, suite } = inv;
  const taskIds = options.taskIds ?? inv.taskIds;
  if (mode === 'live') {
    const { liveProvider, liveSettings } = await import('./live-provider.js');
    const { model } = options;
    const live = liveSettings(
      model === undefined ? args : { ...args, values: { ...args.values, model } },
      inv.loadedConfig,
      io,
    );
    const callBudget = options.callBudget ?? callBudgetOf(args, io);
    const providerFor: ProviderFor = () => Promise.resolve(liveProvider(live, callBudget));
    return { model: live.model, provider: live.provider, providerFor, live };
  }
  if (mode === 'replay') {
    const replay = await replaySource(args, suite, taskIds, inv.agents.configHash, io);
    return { ...replay, provider: 'cassette' };
  }
  const { scriptedProviders } = await import('./scripted-providers.js');
  return {
    model: stringOption(args, 'model') ?? options.scriptedModel ?? 'verdict-scripted',
    provider: 'script',
    providerFor: await scriptedProviders(args, suite, taskIds, io),
  };
}
