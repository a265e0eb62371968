import path from 'node:path';
import { formatProblem, UsageError } from '../../errors.js';
import { buildPlan, parseShard } from '../../plan/plan.js';
import type { ReportConditions } from '../../run-dir/conditions-file.js';
import type { RunRecord } from '../../run-dir/record-schema.js';
import { planRound } from '../../runner/adaptive-rounds.js';
import { prepareAppend, prepareResume, type ResumeState } from '../../runner/resume.js';
import { removeAbandonedRunDirectories } from '../../runner/run-directory.js';
import { modelDirName, runModels, writeModelsMarkdown } from '../../runner/run-models.js';
import { firstGiven, stringOption, type Command, type ParsedArgs } from '../command.js';
import { runAdaptivePair, sideRunner, writeComparisonJson } from '../evaluation/adaptive-pair.js';
import { callBudgetOf, MAX_CALLS_HELP } from '../evaluation/call-budget.js';
import { openInvocation, suiteCommand } from '../evaluation/invocation.js';
import { K_AUTO_OPTIONS, kOption, maxRepetitions } from '../evaluation/k-option.js';
import { adaptiveModelsOf, modelsOption } from '../evaluation/models-option.js';
import { modeOption, outDirOption, valueOptions } from '../evaluation/options.js';
import { sandboxHelp } from '../evaluation/sandbox-option.js';
import {
  ROUND_HELP,
  ROUND_OPTIONS,
  roundOption,
  roundTaskIds,
} from '../evaluation/round-option.js';
import {
  REUSE_HELP,
  REUSE_OPTIONS,
  reuseBeforeRuns,
  reusePartsOf,
  reuseRequestOf,
  storeForReuse,
  type Reuse,
} from '../evaluation/reuse-base.js';
import { newRunId } from '../evaluation/run-id.js';
import { resolveSuite } from '../evaluation/trust.js';
import { reportLine, writeJson } from '../io.js';

/** `--input-rate USD --output-rate USD`, both or neither. */
function ratesOption(args: ParsedArgs): { inputRate: number; outputRate: number } | undefined {
  const [inputRate, outputRate] = (['input-rate', 'output-rate'] as const).map((name) => {
    const value = stringOption(args, name);
    if (value === undefined) return undefined;
    const rate = Number(value);
    if (Number.isFinite(rate) && rate >= 0) return rate;
    throw new UsageError(
      `--${name} ${JSON.stringify(value)}: expected USD per million tokens (≥ 0)`,
    );
  });
  if (inputRate === undefined && outputRate === undefined) return undefined;
  if (inputRate === undefined || outputRate === undefined) {
    throw new UsageError('--input-rate and --output-rate go together: give both or neither');
  }
  return { inputRate, outputRate };
}

/** The last record of each (task, repetition): a resumed run replaces an earlier attempt. */
function latestRecords(records: readonly RunRecord[]): RunRecord[] {
  const latest = new Map(
    records.map((record) => [`${record.taskId}#${record.repetition}`, record]),
  );
  return [...latest.values()];
}

export const runCommand: Command = suiteCommand({
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
                         side-by-side table in <out>/models.md (not with replay or --resume);
                         with --k auto, two models compared in rounds, the first as the base
                         (docs/adaptive-k.md): also <out>/adaptive.json and comparison.*
  --delta D, --stop-at tasks|suite
                         with --models a,b --k auto: as for verdict variants --k auto
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
    ...valueOptions('mode', 'k', 'shard', 'input-rate', 'output-rate', 'resume', 'models'),
    ...ROUND_OPTIONS,
    ...K_AUTO_OPTIONS,
    ...REUSE_OPTIONS,
  },
  async run(args, io) {
    const mode = modeOption(args, 'live, replay or scripted');
    const kChoice = kOption(args, mode === 'live' ? 5 : 1);
    const models = modelsOption(args, mode);
    const modelPair = adaptiveModelsOf(args, kChoice, mode, models);
    const round = modelPair === undefined ? roundOption(args, kChoice, mode) : undefined;
    const decidingOnly = firstGiven(args, ['delta', 'stop-at']);
    if (modelPair === undefined && decidingOnly !== undefined) {
      throw new UsageError(
        `--${decidingOnly} goes with --models a,b --k auto: a round of verdict pr --k auto decides nothing itself`,
      );
    }
    // With --k auto, the most repetitions any task may get: max-k.
    const k = maxRepetitions(kChoice);
    const shardText = stringOption(args, 'shard');
    const shard = shardText === undefined ? undefined : parseShard(shardText);
    const rates = ratesOption(args);
    const callBudget = callBudgetOf(args, io);
    const resumeDir = stringOption(args, 'resume');
    const apart = round === undefined ? undefined : firstGiven(args, ['shard', 'resume', 'models']);
    if (apart !== undefined) {
      throw new UsageError(
        `--k auto --round and --${apart} go separately: a round appends to its --out directory`,
      );
    }
    const request = reuseRequestOf(args, io, {
      mode,
      resume: resumeDir !== undefined,
      models: models !== undefined,
    });
    const inv = await openInvocation(args, io, await resolveSuite(args, io), mode);
    const { suite, taskIds, seed } = inv;
    const source = await inv.source({
      ...(callBudget === undefined ? {} : { callBudget }),
      ...(models?.[0] === undefined ? {} : { model: models[0] }),
    });

    let runId = newRunId();
    const outDir =
      resumeDir === undefined
        ? outDirOption(args, io, path.join('.verdict', 'runs', runId))
        : path.resolve(io.cwd, resumeDir);
    let plan =
      round === undefined
        ? buildPlan({ taskIds, k, seed, ...(shard === undefined ? {} : { shard }) })
        : planRound(roundTaskIds(suite.suiteId, taskIds, round.tasks), round.number, seed);
    const conditions = inv.conditions(source, kChoice, {
      measured: inv.agents,
      ...(shardText === undefined ? {} : { shard: shardText }),
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
    // --reuse-dir is live only (`reuseRequestOf`): the settings are there.
    const reuse: Reuse | undefined =
      request === undefined || source.live === undefined
        ? undefined
        : {
            request,
            parts: reusePartsOf({
              request,
              conditions,
              agents: suite.tasks.map((task) => inv.agents.agentOf(task)),
              settings: source.live,
              grants: inv.grants,
              ...(rates === undefined ? {} : { rates }),
            }),
          };
    if (reuse !== undefined) {
      const left = await reuseBeforeRuns(
        reuse,
        {
          outDir,
          plan,
          fresh: state === undefined,
          ...(round === undefined ? {} : { round: round.number }),
          json: inv.json,
        },
        io,
      );
      if (left === undefined) return 0;
      previous = [...previous, ...left.taken];
      plan = left.remaining;
    }
    inv.checkBudget({
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
    const execute = (runConditions: ReportConditions, runOutDir: string, runRunId: string) =>
      inv.runSuite({
        providerFor: source.providerFor,
        outDir: runOutDir,
        runId: runRunId,
        plan,
        conditions: runConditions,
        previous,
        ...(rates === undefined ? {} : { rates }),
        onRun: inv.showRun(),
      });
    return inv.cancellable(async () => {
      if (modelPair !== undefined && kChoice.kind === 'auto') {
        const sides = modelPair.map((name) =>
          sideRunner(inv, name, path.join(outDir, modelDirName(name)), {
            providerFor: source.providerFor,
            conditions: { ...conditions, model: name },
            ...(rates === undefined ? {} : { rates }),
            onRun: inv.showRun({ model: name }),
          }),
        );
        const result = await runAdaptivePair(inv, sides, kChoice, outDir);
        inv.progress.finish();
        const reports = result.variants.map((variant) => ({
          model: variant.id,
          dir: modelDirName(variant.id),
          report: variant.report,
        }));
        const table = await writeModelsMarkdown(outDir, reports);
        const [comparison] = result.comparisons;
        if (inv.json) {
          for (const variant of result.variants) {
            writeJson(io, {
              type: 'report',
              model: variant.id,
              outDir: variant.outDir,
              report: variant.report,
            });
          }
          writeJson(io, { type: 'models', file: table.markdownFile });
          if (comparison !== undefined) writeComparisonJson(io, comparison);
        } else io.stdout.write(comparison?.markdown ?? table.markdown);
        return inv.exitCode(result.variants.flatMap((variant) => variant.records));
      }
      if (models !== undefined) {
        const outcome = await runModels({
          models,
          outDir,
          runOne: async (name, dir) => {
            io.stderr.write(`model ${name}\n`);
            const result = await execute({ ...conditions, model: name }, dir, newRunId());
            inv.progress.finish();
            if (inv.json)
              writeJson(io, { type: 'report', model: name, outDir: dir, report: result.report });
            return result;
          },
        });
        if (inv.json) writeJson(io, { type: 'models', file: outcome.markdownFile });
        else io.stdout.write(outcome.markdown);
        const codes = outcome.runs.map((run) => inv.exitCode(latestRecords(run.result.records)));
        return Math.max(0, ...codes);
      }
      const result = await execute(conditions, outDir, runId);
      inv.progress.finish();
      if (inv.json) {
        writeJson(io, { type: 'report', outDir: result.outDir, report: result.report });
      } else {
        const markdownFile = path.join(result.outDir, 'report.md');
        io.stdout.write(
          `${result.report.state}: ${reportLine(result.report, markdownFile, io.cwd)}\n`,
        );
      }
      const code = inv.exitCode(latestRecords(result.records));
      // A round stores each round's judged runs, errored ones aside: a later round needs them.
      const complete = code === 0 && result.report.state === 'COMPLETE';
      if (reuse !== undefined && !inv.signal.aborted && (round !== undefined || complete)) {
        await storeForReuse(reuse, round !== undefined, result.outDir, runId, io);
      }
      return code;
    });
  },
});
