import path from 'node:path';
import { formatProblem, UsageError } from '../../errors.js';
import { buildPlan, parseShard } from '../../plan/plan.js';
import type { ReportConditions } from '../../run-dir/conditions-file.js';
import { ModeSchema, type Mode, type RunRecord } from '../../run-dir/record-schema.js';
import { planRound } from '../../runner/adaptive-rounds.js';
import { prepareAppend, prepareResume, type ResumeState } from '../../runner/resume.js';
import { removeAbandonedRunDirectories } from '../../runner/run-directory.js';
import { parseModels, runModels } from '../../runner/run-models.js';
import type { RunSuiteResult } from '../../runner/run-suite.js';
import { stringOption, type Command } from '../command.js';
import { cancelOnSignals } from '../evaluation/cancel-on-signals.js';
import { cassetteDirOf, readCassettes } from '../evaluation/cassettes.js';
import { exitCodeOfRuns } from '../evaluation/exit-code.js';
import { kOption, maxRepetitions } from '../evaluation/k-option.js';
import type { LiveSettings } from '../evaluation/live-provider.js';
import {
  concurrencyOption,
  EVALUATION_OPTIONS,
  integerOption,
  outDirOption,
} from '../evaluation/options.js';
import { prepareSuiteRun } from '../evaluation/prepare-suite-run.js';
import { sandboxHelp } from '../evaluation/sandbox-option.js';
import { replaySetup } from '../evaluation/replay-provider.js';
import {
  ROUND_HELP,
  ROUND_OPTIONS,
  roundOption,
  roundTaskIds,
} from '../evaluation/round-option.js';
import {
  REUSE_HELP,
  REUSE_OPTIONS,
  reusePartsOf,
  reuseRequestOf,
  reuseLookup,
  reuseStored,
  reuseStoredRound,
  storeFinished,
  storeRoundsSoFar,
} from '../evaluation/reuse-base.js';
import {
  CALLS_FILE_OPTION,
  callBudgetOf,
  MAX_CALLS_HELP,
  MAX_CALLS_OPTION,
} from '../evaluation/call-budget.js';
import { checkSuiteRunBudget, MAX_RUNS_OPTION, maxRunsOption } from '../evaluation/run-budget.js';
import { newRunId } from '../evaluation/run-id.js';
import {
  runSuiteForCommand,
  showRunProgress,
  suiteConditions,
  type ProviderFor,
} from '../evaluation/suite-run-options.js';
import { resolveSuite } from '../evaluation/trust.js';
import { writeJson } from '../io.js';
import { createProgress } from '../progress.js';

function rateOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 0)
    throw new UsageError(
      `--${name} ${JSON.stringify(value)}: expected USD per million tokens (≥ 0)`,
    );
  return rate;
}

/** The last record of each (task, repetition): a resumed run replaces an earlier attempt. */
function latestRecords(records: readonly RunRecord[]): RunRecord[] {
  const latest = new Map(
    records.map((record) => [`${record.taskId}#${record.repetition}`, record]),
  );
  return [...latest.values()];
}

export const runCommand: Command = {
  name: 'run',
  help: `Usage: verdict run <suite> [--mode live|replay|scripted] [--k N] [options]

Runs every task of the suite k times (default 5 live, 1 replay and scripted), each in a fresh copy
of its fixture, checks the results with the task's verifiers, and writes runs.jsonl, report.json
and report.md to --out DIR (default .verdict/runs/<runId>/).

  --mode MODE            live (default: the configured upstream), replay (the suite's cassettes,
                         no provider and no credentials), scripted (the suite's scripts)
  --k N                  repetitions per task
${ROUND_HELP}
  --tasks id,id          only these tasks (also suite/id)
  --seed N               orders runs (each run gets seed + repetition); never sent to the provider
  --shard i/n            run one deterministic slice of the plan
  --concurrency N        runs at once (default: the number of cores)
  --spawn-agent          run the built-in agent as its own process per run (verdict-agent), not
                         inside Verdict's process (the default; same requests either way);
                         also VERDICT_SPAWN_AGENT=1
  --cassette-dir DIR     cassettes to replay (default <suite>/cassettes)
  --script-dir DIR       scripts for scripted mode (default <suite>/scripts)
  --input-rate USD --output-rate USD
                         USD per million tokens, both or neither: adds an Estimated block
  --keep                 keep each run's directory and print its path
  --out DIR              where the report goes
  --resume DIR           run only what is missing from DIR's runs.jsonl (same conditions only)
  --models a,b,c         the same suite against each model (live: the name sent upstream;
                         scripted: a label): one report per model in <out>/<model>/ and a
                         side-by-side table in <out>/models.md (not with replay or --resume)
  --suite-dir DIR        find the suite there
  --yes                  run a suite from outside the bundled ones without asking (required
                         without a terminal)
  --allow-suite-full     allow tasks with policy mode "full"
${sandboxHelp()}
  --max-runs N           refuse (exit 2, before any model call) a live plan of more than N
                         runs in the worst case (tasks × k × models, this shard's or what
                         --resume has left, each run counted with the re-runs a transient error
                         may cause); replay and scripted runs call no model and are not counted
${MAX_CALLS_HELP}
${REUSE_HELP}

Exit codes: 0 finished (whatever passed), 1 a run errored (the report is still written),
2 invalid invocation or suite, or a replay divergence.`,
  options: {
    ...EVALUATION_OPTIONS,
    mode: { type: 'string' },
    k: { type: 'string' },
    ...ROUND_OPTIONS,
    shard: { type: 'string' },
    'input-rate': { type: 'string' },
    'output-rate': { type: 'string' },
    resume: { type: 'string' },
    models: { type: 'string' },
    ...MAX_RUNS_OPTION,
    ...MAX_CALLS_OPTION,
    ...CALLS_FILE_OPTION,
    ...REUSE_OPTIONS,
  },
  positionals: { min: 1, max: 1, names: '<suite>' },
  opensSandbox: true,
  async run(args, io) {
    const modeText = stringOption(args, 'mode') ?? 'live';
    const parsedMode = ModeSchema.safeParse(modeText);
    if (!parsedMode.success)
      throw new UsageError(`--mode ${JSON.stringify(modeText)}: expected live, replay or scripted`);
    const mode: Mode = parsedMode.data;
    const kChoice = kOption(args, mode === 'live' ? 5 : 1);
    const round = roundOption(args, kChoice, mode);
    // With --k auto, the most repetitions any task may get: max-k.
    const k = maxRepetitions(kChoice);
    const seed = integerOption(args, 'seed', 0, 0);
    const concurrency = concurrencyOption(args);
    const shardText = stringOption(args, 'shard');
    const shard = shardText === undefined ? undefined : parseShard(shardText);
    const inputRate = rateOption(stringOption(args, 'input-rate'), 'input-rate');
    const outputRate = rateOption(stringOption(args, 'output-rate'), 'output-rate');
    if ((inputRate === undefined) !== (outputRate === undefined)) {
      throw new UsageError('--input-rate and --output-rate go together: give both or neither');
    }

    const maxRuns = maxRunsOption(args);
    const callBudget = callBudgetOf(args, io);
    const modelsText = stringOption(args, 'models');
    const models = modelsText === undefined ? undefined : parseModels(modelsText);
    if (models !== undefined) {
      if (mode === 'replay')
        throw new UsageError('--models cannot replay: a cassette was recorded with one model');
      if (stringOption(args, 'resume') !== undefined)
        throw new UsageError('--models and --resume go separately: resume one model directory');
      if (stringOption(args, 'model') !== undefined)
        throw new UsageError('--model and --models go separately: give the models in --models');
    }

    if (round !== undefined) {
      const apart = (['shard', 'resume', 'models'] as const).find(
        (name) => stringOption(args, name) !== undefined,
      );
      if (apart !== undefined) {
        throw new UsageError(
          `--k auto --round and --${apart} go separately: a round appends to its --out directory`,
        );
      }
    }
    const reuse = reuseRequestOf(args, io, {
      mode,
      resume: stringOption(args, 'resume') !== undefined,
      models: models !== undefined,
    });
    const suite = await resolveSuite(args, io);
    const { grants, taskIds, loadedConfig, agents, sandbox } = await prepareSuiteRun(
      args,
      io,
      suite,
    );

    let model: string;
    let providerName: string;
    let providerFor: ProviderFor;
    let live: LiveSettings | undefined;
    // Each mode's provider is loaded for that mode only: a command spends much of a short run
    // starting, and building the others' schemas is part of it.
    if (mode === 'live') {
      const { liveProvider, liveSettings } = await import('../evaluation/live-provider.js');
      const settings = liveSettings(
        models === undefined ? args : { ...args, values: { ...args.values, model: models[0] } },
        loadedConfig,
        io,
      );
      live = settings;
      model = settings.model;
      providerName = settings.provider;
      providerFor = () => Promise.resolve(liveProvider(settings, callBudget));
    } else if (mode === 'replay') {
      const cassettes = await readCassettes(cassetteDirOf(args, suite, io), taskIds, io);
      ({ model, providerFor } = replaySetup(
        cassettes,
        stringOption(args, 'model'),
        agents.configHash,
        io,
      ));
      providerName = 'cassette';
    } else {
      model = stringOption(args, 'model') ?? 'verdict-scripted';
      providerName = 'script';
      const { scriptedProviders } = await import('../evaluation/scripted-providers.js');
      providerFor = await scriptedProviders(args, suite, taskIds, io);
    }

    const resumeDir = stringOption(args, 'resume');
    let runId = newRunId();
    const outDir =
      resumeDir === undefined
        ? outDirOption(args, io, path.join('.verdict', 'runs', runId))
        : path.resolve(io.cwd, resumeDir);
    let plan =
      round === undefined
        ? buildPlan({ taskIds, k, seed, ...(shard === undefined ? {} : { shard }) })
        : planRound(roundTaskIds(suite.suiteId, taskIds, round.tasks), round.number, seed);
    const conditions = suiteConditions({
      sandbox,
      suite,
      io,
      configHash: agents.configHash,
      provider: providerName,
      model,
      mode,
      k: kChoice,
      seed,
      concurrency,
      ...(shardText === undefined ? {} : { shard: shardText }),
      ...(stringOption(args, 'tasks') === undefined ? {} : { tasks: taskIds }),
      measuredAgents: suite.tasks.map((task) => agents.agentOf(task)),
    });
    let previous: RunRecord[] = [];
    // A round appends to the rounds before it, as --resume does (a killed round is run again).
    const state: ResumeState | undefined =
      resumeDir !== undefined
        ? await prepareResume(outDir, conditions, plan)
        : round !== undefined
          ? await prepareAppend(outDir, conditions, plan)
          : undefined;
    if (state !== undefined) {
      ({ runId, previous } = state);
      plan = state.remaining;
      for (const problem of state.problems) io.stderr.write(`  ${formatProblem(problem)}\n`);
      // A killed invocation (SIGKILL) could not clean up: its agents may still run, its temp dirs remain.
      const cleanup = await removeAbandonedRunDirectories(runId);
      if (cleanup.directories > 0) {
        io.stderr.write(
          `  removed ${cleanup.directories} run directory(ies) left by the stopped invocation, and killed ${cleanup.processes} process(es) still running in them\n`,
        );
      }
      io.stderr.write(
        round === undefined
          ? `resuming ${runId}: ${plan.length} run(s) still to do\n`
          : `round ${round.number} of ${runId}: ${plan.length} run(s) to do\n`,
      );
    }
    const rates =
      inputRate === undefined || outputRate === undefined ? undefined : { inputRate, outputRate };
    const reuseParts =
      reuse === undefined || live === undefined
        ? undefined
        : reusePartsOf({
            request: reuse,
            conditions,
            agents: suite.tasks.map((task) => agents.agentOf(task)),
            settings: live,
            grants,
            ...(rates === undefined ? {} : { rates }),
          });
    if (reuse?.checkOnly === true && reuseParts !== undefined) {
      const lookup = await reuseLookup(reuse, reuseParts);
      if (args.values.json === true) writeJson(io, { type: 'reuse-check', ...lookup });
      else io.stdout.write(lookup.reusable ? 'REUSABLE\n' : `NOT REUSABLE: ${lookup.why}\n`);
      return 0;
    }
    if (round !== undefined && reuse !== undefined && reuseParts !== undefined) {
      const stored = await reuseStoredRound(
        reuse,
        reuseParts,
        { outDir, plan, fresh: state === undefined, round: round.number },
        io,
      );
      previous = [...previous, ...stored.taken];
      plan = stored.remaining;
    } else if (reuse !== undefined && reuseParts !== undefined) {
      const reused = await reuseStored(reuse, reuseParts, outDir, io);
      if (reused !== undefined) {
        if (args.values.json === true) writeJson(io, { type: 'reused', outDir, reused });
        else io.stdout.write(`REUSED: results of run ${reused.runId} (${reused.storedAt})\n`);
        return 0;
      }
    }
    if (mode === 'live') {
      checkSuiteRunBudget(maxRuns, {
        taskCount: taskIds.length,
        k,
        kAdjustable: true,
        ...(kChoice.kind === 'auto' ? { kName: '--max-k' } : {}),
        shardable: round === undefined,
        ...(shard === undefined || shardText === undefined
          ? {}
          : { shard: { shard, text: shardText } }),
        ...(models === undefined ? {} : { times: { count: models.length, of: 'models' } }),
        // A round is one part of a plan of max-k rounds: the budget counts the whole of it.
        ...(resumeDir === undefined || round !== undefined ? {} : { remaining: plan.length }),
      });
    }
    const json = args.values.json === true;
    const progress = createProgress(io.stderr);
    const cancellation = cancelOnSignals();
    const execute = (
      runConditions: ReportConditions,
      runOutDir: string,
      runRunId: string,
    ): Promise<RunSuiteResult> =>
      runSuiteForCommand({
        loadedConfig,
        sandbox,
        args,
        io,
        suite,
        grants,
        agentOf: (task) => agents.agentOf(task),
        providerFor,
        concurrency,
        outDir: runOutDir,
        signal: cancellation.signal,
        runId: runRunId,
        plan,
        conditions: runConditions,
        previous,
        ...(rates === undefined ? {} : { rates }),
        onRun: showRunProgress({ io, progress, json }),
      });
    try {
      if (models !== undefined) {
        const outcome = await runModels({
          models,
          outDir,
          runOne: async (name, dir) => {
            io.stderr.write(`model ${name}\n`);
            const result = await execute({ ...conditions, model: name }, dir, newRunId());
            progress.finish();
            if (json)
              writeJson(io, { type: 'report', model: name, outDir: dir, report: result.report });
            return result;
          },
        });
        if (json) writeJson(io, { type: 'models', file: outcome.markdownFile });
        else io.stdout.write(outcome.markdown);
        const codes = outcome.runs.map((run) =>
          exitCodeOfRuns(latestRecords(run.result.records), cancellation.signal.aborted),
        );
        return Math.max(0, ...codes);
      }
      const result = await execute(conditions, outDir, runId);
      progress.finish();
      if (json) {
        writeJson(io, { type: 'report', outDir: result.outDir, report: result.report });
      } else {
        const { summary } = result.report;
        io.stdout.write(
          `${result.report.state}: ${summary.counts.pass}/${summary.counts.observed} judged runs passed (${summary.counts.missing} missing) — ${path.relative(io.cwd, path.join(result.outDir, 'report.md'))}\n`,
        );
      }
      const code = exitCodeOfRuns(latestRecords(result.records), cancellation.signal.aborted);
      if (round !== undefined) {
        // Each round's judged runs, errored ones aside: a later round needs the earlier ones.
        if (reuse !== undefined && reuseParts !== undefined && !cancellation.signal.aborted) {
          await storeRoundsSoFar(reuse, reuseParts, result.outDir, runId, io);
        }
      } else if (
        reuse !== undefined &&
        reuseParts !== undefined &&
        code === 0 &&
        !cancellation.signal.aborted &&
        result.report.state === 'COMPLETE'
      ) {
        await storeFinished(reuse, reuseParts, result.outDir, runId, io);
      }
      return code;
    } finally {
      cancellation.stop();
    }
  },
};
