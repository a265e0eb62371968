/** What every suite-running command shares: the conditions, the `runSuite` call, progress. */
import type { LoadedConfig } from '../../config/config.js';
import { describeConfigFile } from '../../cases/run-config.js';
import { compactionCondition, type MeasuredAgent } from '../../run-dir/compaction-settings.js';
import type { ModelProvider } from '../../provider/types.js';
import type { ReportConditions } from '../../run-dir/conditions-file.js';
import type { RunRecord } from '../../run-dir/record-schema.js';
import { effectivePolicy, type Grants } from '../../runner/policy-gate.js';
import { runSuite, type RunSuiteOptions, type RunSuiteResult } from '../../runner/run-suite.js';
import type { ProviderContext } from '../../runner/run-types.js';
import type { LoadedSuite } from '../../suite/load-suite.js';
import { effectiveLimits, type Sandbox } from '../../sandbox/sandbox.js';
import type { ParsedArgs } from '../command.js';
import type { CliIo } from '../io.js';
import { packageVersion } from '../package-info.js';
import type { Progress } from '../progress.js';
import { maxRepetitions, type KChoice } from './k-option.js';

export type ProviderFor = (taskId: string, context: ProviderContext) => Promise<ModelProvider>;

/** `tasks`: the `--tasks` selection, resolved; absent when the whole suite runs. */
export interface ConditionsInput extends Pick<
  ReportConditions,
  'configHash' | 'provider' | 'model' | 'mode' | 'seed' | 'shard' | 'tasks'
> {
  suite: LoadedSuite;
  io: CliIo;
  /** With `--k auto`, the k to record is max-k and `kChoice` says the rest. */
  k: number | KChoice;
  concurrency: number;
  /** Every task's agent, when the compaction settings belong in the conditions. */
  measuredAgents?: readonly MeasuredAgent[];
  sandbox: Sandbox;
}

/** The conditions of a new run of `suite` by this harness (SPEC §5). */
export function suiteConditions(input: ConditionsInput): ReportConditions {
  return {
    suiteId: input.suite.suiteId,
    suiteVersion: input.suite.suiteVersion,
    harnessVersion: packageVersion(input.io.packageRoot),
    configHash: input.configHash,
    provider: input.provider,
    model: input.model,
    mode: input.mode,
    k: typeof input.k === 'number' ? input.k : maxRepetitions(input.k),
    ...(typeof input.k === 'object' && input.k.kind === 'auto'
      ? { adaptive: { minK: input.k.minK, maxK: input.k.maxK } }
      : {}),
    seed: input.seed,
    concurrency: input.concurrency,
    ...(input.shard === undefined ? {} : { shard: input.shard }),
    ...(input.tasks === undefined ? {} : { tasks: input.tasks }),
    ...(input.measuredAgents === undefined ? {} : compactionCondition(input.measuredAgents)),
    sandbox: input.sandbox.conditions(effectiveLimits(input.suite.resources)),
  };
}

/** What a command gives to run a plan: its context, and what the run is. */
export interface CommandSuiteRun extends Pick<
  RunSuiteOptions,
  'runId' | 'plan' | 'conditions' | 'outDir' | 'previous' | 'rates' | 'onRun' | 'ownWrites'
> {
  args: ParsedArgs;
  io: CliIo;
  suite: LoadedSuite;
  grants: Grants;
  agentOf: RunSuiteOptions['agentOf'];
  /** The invocation's configuration: each run's trace cap, and the config file its record names. */
  loadedConfig: LoadedConfig;
  providerFor: ProviderFor;
  concurrency: number;
  signal: AbortSignal;
  sandbox: Sandbox;
}

/** The environment a run inherits is PATH; HOME is the one it watches. */
export function suiteRunOptions(input: CommandSuiteRun): RunSuiteOptions {
  const { args, io, grants, providerFor, loadedConfig, ...given } = input;
  const traceMaxBytes = loadedConfig.config.trace?.maxBytes;
  return {
    ...given,
    ...(traceMaxBytes === undefined ? {} : { traceMaxBytes }),
    policyOf: (task) => effectivePolicy(task.policy, grants),
    createProvider: (task, context) => providerFor(task.id, context),
    ...(args.values.keep === true ? { keep: true } : {}),
    passEnv: { PATH: io.env.PATH },
    ...(io.env.HOME === undefined ? {} : { home: io.env.HOME }),
  };
}

export async function runSuiteForCommand(input: CommandSuiteRun): Promise<RunSuiteResult> {
  const configFile = await describeConfigFile(input.loadedConfig);
  return runSuite({
    ...suiteRunOptions(input),
    ...(configFile === undefined ? {} : { configFile }),
  });
}

export interface RunProgressInput {
  io: CliIo;
  progress: Progress;
  /** `--json`: each record as a JSON line, with `jsonFields` (`variant`). */
  json: boolean;
  jsonFields?: Record<string, string>;
}

/**
 * Shows one finished run: a JSON line or the progress line, and on lines of their own the kept
 * directory, a replay divergence, and on a terminal the first run `--max-calls` stopped.
 */
export function showRunProgress(
  input: RunProgressInput,
): (record: RunRecord, done: number, total: number) => void {
  const { io, progress, json } = input;
  let callBoundShown = false;
  return (record, done, total) => {
    if (json) io.stdout.write(`${JSON.stringify({ type: 'run', ...input.jsonFields, record })}\n`);
    else progress.update(record, done, total);
    const diverged = record.error?.kind === 'replay_divergence';
    const firstOverCallBound =
      record.error?.kind === 'max_calls_reached' &&
      !callBoundShown &&
      !json &&
      io.stderr.isTTY === true;
    if (record.keptDir !== undefined || diverged || firstOverCallBound) {
      progress.finish();
      if (record.keptDir !== undefined) io.stderr.write(`  kept ${record.keptDir}\n`);
      if ((diverged || firstOverCallBound) && record.error !== undefined) {
        io.stderr.write(`  ${record.taskId} #${record.repetition}: ${record.error.message}\n`);
      }
      if (firstOverCallBound) callBoundShown = true;
    }
  };
}
