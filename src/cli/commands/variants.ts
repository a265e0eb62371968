import path from 'node:path';
import { hashConfiguration } from '../../config/config.js';
import { UsageError } from '../../errors.js';
import { buildPlan } from '../../plan/plan.js';
import { ModeSchema, type Mode, type RunRecord } from '../../run-dir/record-schema.js';
import {
  applyOverrides,
  checkOverrides,
  combineHashes,
  readVariantsFile,
  runVariants,
  type VariantRunner,
} from '../../runner/run-variants.js';
import type { LoadedTask } from '../../suite/load-suite.js';
import { stringOption, type Command } from '../command.js';
import type { ResolvedAgent } from '../evaluation/agents.js';
import { cancelOnSignals } from '../evaluation/cancel-on-signals.js';
import { exitCodeOfRuns } from '../evaluation/exit-code.js';
import { liveProvider, liveSettings } from '../evaluation/live-provider.js';
import {
  concurrencyOption,
  EVALUATION_OPTIONS,
  integerOption,
  outDirOption,
} from '../evaluation/options.js';
import { K_AUTO_HELP, K_AUTO_OPTIONS, kOption, maxRepetitions } from '../evaluation/k-option.js';
import { runAdaptiveVariants } from '../../runner/adaptive-variants.js';
import { adaptiveRule, startAdaptive } from '../../stats/adaptive-k.js';
import { deltaOfTasks } from '../../suite/task-delta.js';
import { prepareSuiteRun } from '../evaluation/prepare-suite-run.js';
import { sandboxHelp } from '../evaluation/sandbox-option.js';
import { checkSuiteRunBudget, MAX_RUNS_OPTION, maxRunsOption } from '../evaluation/run-budget.js';
import { newRunId } from '../evaluation/run-id.js';
import { scriptedProviders } from '../evaluation/scripted-providers.js';
import {
  runSuiteForCommand,
  showRunProgress,
  suiteConditions,
  type ProviderFor,
} from '../evaluation/suite-run-options.js';
import { resolveSuite } from '../evaluation/trust.js';
import { writeJson } from '../io.js';
import { createProgress } from '../progress.js';
import {
  CALLS_FILE_OPTION,
  callBudgetOf,
  MAX_CALLS_HELP,
  MAX_CALLS_OPTION,
} from '../evaluation/call-budget.js';

export const variantsCommand: Command = {
  name: 'variants',
  help: `Usage: verdict variants <suite> --variants compare.json [--mode live|scripted] [--k N] [options]

compare.json names the suite and two or more variants, each a set of overrides of the measured
configuration (dotted keys):

  {"suite": "smoke-coding", "variants": [
    {"id": "baseline", "overrides": {}},
    {"id": "early-compaction", "overrides": {"compaction.threshold": 0.6}}]}

Only keys of the measured configuration are accepted: an unknown key, or one outside the
configuration hash (provider, model, paths), rejects the file before the first run. To compare
models use \`verdict run --models a,b\`. Every variant runs the same tasks, repetitions and seeds,
interleaved (A, B, then B, A …), which spreads provider drift over the variants without removing it.

Writes <out>/<variantId>/ (runs.jsonl, report.json, report.md, report.html) per variant, and
comparison.json / .md / .html at the root: the first variant is the baseline. With more than two
variants, also comparison-<id>.json / .md / .html for each other variant (comparison.json is the
first pair).

  --variants FILE        the variants file (required)
  --mode MODE            live (default) or scripted; replay is refused (a cassette is one
                         configuration)
  --k N                  repetitions per task and variant (default 5 live, 1 scripted)
${K_AUTO_HELP}
                         (two variants only; the record of rounds is <out>/adaptive.json)
  --tasks id,id, --seed N, --concurrency N, --script-dir DIR, --keep, --out DIR,
  --suite-dir DIR, --yes, --allow-suite-full, --spawn-agent
                         as for \`verdict run\`
  --cassette-dir DIR     accepted as \`verdict run\` accepts it, and unused: replay is refused
  --max-runs N           live: refuse (exit 2, before any model call) a plan of more than N
                         runs (tasks × k × variants)
${MAX_CALLS_HELP}
${sandboxHelp()}

Exit codes: 0 finished (whatever passed), 1 a run errored (reports are still written),
2 invalid invocation, suite or variants file (nothing ran).`,
  options: {
    ...EVALUATION_OPTIONS,
    mode: { type: 'string' },
    k: { type: 'string' },
    variants: { type: 'string' },
    ...K_AUTO_OPTIONS,
    ...MAX_RUNS_OPTION,
    ...MAX_CALLS_OPTION,
    ...CALLS_FILE_OPTION,
  },
  positionals: { min: 1, max: 1, names: '<suite>' },
  opensSandbox: true,
  async run(args, io) {
    const modeText = stringOption(args, 'mode') ?? 'live';
    const parsedMode = ModeSchema.safeParse(modeText);
    if (!parsedMode.success)
      throw new UsageError(`--mode ${JSON.stringify(modeText)}: expected live or scripted`);
    const mode: Mode = parsedMode.data;
    if (mode === 'replay') {
      throw new UsageError(
        'variants cannot replay: a cassette was recorded with one configuration, so every variant would replay the same answers. Use --mode live (or scripted).',
      );
    }
    const variantsArg = stringOption(args, 'variants');
    if (variantsArg === undefined)
      throw new UsageError('variants: missing --variants FILE (the compare.json to run)');
    const kChoice = kOption(args, mode === 'live' ? 5 : 1);
    if (kChoice.kind === 'auto' && mode !== 'live') {
      throw new UsageError(
        '--k auto is for live runs: a scripted run gives the same answer every time, so there is nothing to stop early',
      );
    }
    const k = maxRepetitions(kChoice);
    const seed = integerOption(args, 'seed', 0, 0);
    const concurrency = concurrencyOption(args);
    const maxRuns = maxRunsOption(args);

    const variantsFile = path.resolve(io.cwd, variantsArg);
    const file = await readVariantsFile(variantsFile, variantsArg);
    const suite = await resolveSuite(args, io);
    const suiteName = args.positionals[0] as string;
    if (file.suite !== suite.suiteId && file.suite !== suiteName) {
      throw new UsageError(
        `${variantsArg}: names suite ${JSON.stringify(file.suite)}, but the command runs ${JSON.stringify(suite.suiteId)}`,
      );
    }
    if (kChoice.kind === 'auto' && file.variants.length !== 2) {
      throw new UsageError(
        `${variantsArg}: --k auto compares two variants (the first as the base), and the file has ${file.variants.length}`,
      );
    }
    const { grants, taskIds, loadedConfig, agents, sandbox } = await prepareSuiteRun(
      args,
      io,
      suite,
    );
    // Every agent the selected tasks use gets the overrides; each is checked before the first run.
    const used = new Map<string, ResolvedAgent>();
    for (const task of suite.tasks.filter((candidate) => taskIds.includes(candidate.id))) {
      const agent = agents.agentOf(task);
      used.set(agent.name, agent);
    }
    for (const agent of used.values()) {
      checkOverrides(file, variantsArg, agent.config, agent.entry === undefined);
    }

    if (mode === 'live') {
      checkSuiteRunBudget(maxRuns, {
        taskCount: taskIds.length,
        k,
        kAdjustable: true,
        times: { count: file.variants.length, of: 'variants' },
      });
    }

    let model: string;
    let providerName: string;
    let providerFor: ProviderFor;
    if (mode === 'live') {
      const settings = liveSettings(args, loadedConfig, io);
      const callBudget = callBudgetOf(args, io);
      model = settings.model;
      providerName = settings.provider;
      providerFor = () => Promise.resolve(liveProvider(settings, callBudget));
    } else {
      model = stringOption(args, 'model') ?? 'verdict-scripted';
      providerName = 'script';
      providerFor = await scriptedProviders(args, suite, taskIds, io);
    }

    const outDir = outDirOption(args, io, path.join('.verdict', 'variants', newRunId()));
    const plan = buildPlan({ taskIds, k, seed });
    const total = plan.length * file.variants.length;
    const json = args.values.json === true;
    const progress = createProgress(io.stderr);
    let done = 0;
    const cancellation = cancelOnSignals();

    const runners: VariantRunner[] = file.variants.map((variant) => {
      const derived = new Map<string, ResolvedAgent>();
      const agentOf = (task: LoadedTask): ResolvedAgent => {
        const base = agents.agentOf(task);
        let agent = derived.get(base.name);
        if (agent === undefined) {
          const config = applyOverrides(base.config, variant.overrides);
          agent = {
            ...base,
            config,
            configHash: hashConfiguration(base.name, base.entry, config),
          };
          derived.set(base.name, agent);
        }
        return agent;
      };
      const conditions = suiteConditions({
        sandbox,
        suite,
        io,
        configHash: combineHashes(suite.tasks.map((task) => agentOf(task).configHash)),
        provider: providerName,
        model,
        mode,
        k: kChoice,
        seed,
        concurrency,
        ...(stringOption(args, 'tasks') === undefined ? {} : { tasks: taskIds }),
        measuredAgents: suite.tasks.map((task) => agentOf(task)),
      });
      const runId = newRunId();
      const variantDir = path.join(outDir, variant.id);
      const showRun = showRunProgress({ io, progress, json, jsonFields: { variant: variant.id } });
      return {
        id: variant.id,
        runId,
        outDir: variantDir,
        run: (batch, previous) =>
          runSuiteForCommand({
            loadedConfig,
            sandbox,
            args,
            io,
            suite,
            grants,
            agentOf,
            providerFor,
            concurrency,
            outDir: variantDir,
            signal: cancellation.signal,
            runId,
            plan: batch,
            conditions,
            previous,
            // One count over every variant's runs, not the batch's.
            onRun: (record) => {
              done += 1;
              showRun(record, done, total);
            },
          }),
      };
    });

    try {
      const result =
        kChoice.kind === 'auto'
          ? await runAdaptiveVariants({
              variants: runners as [VariantRunner, VariantRunner],
              record: startAdaptive(adaptiveRule(taskIds.length, kChoice), taskIds, {
                deltaOf: deltaOfTasks(suite, kChoice.delta),
              }),
              seed,
              outDir,
              signal: cancellation.signal,
            })
          : await runVariants({
              variants: runners,
              plan,
              batchSize: concurrency,
              outDir,
              signal: cancellation.signal,
            });
      progress.finish();
      const records: RunRecord[] = [];
      for (const variant of result.variants) {
        records.push(...variant.records);
        const { counts } = variant.report.summary;
        if (json) {
          writeJson(io, {
            type: 'variant_report',
            variant: variant.id,
            outDir: variant.outDir,
            report: variant.report,
          });
        } else {
          io.stderr.write(
            `${variant.id} (${variant.report.conditions.configHash}): ${counts.pass}/${counts.observed} judged runs passed (${counts.missing} missing) — ${path.relative(io.cwd, path.join(variant.outDir, 'report.md'))}\n`,
          );
        }
      }
      for (const comparison of result.comparisons) {
        if (json) {
          writeJson(io, {
            type: 'comparison',
            baseline: comparison.baselineId,
            candidate: comparison.candidateId,
            file: comparison.json,
            comparison: comparison.comparison,
          });
        } else io.stdout.write(comparison.markdown);
      }
      return exitCodeOfRuns(records, cancellation.signal.aborted);
    } finally {
      cancellation.stop();
    }
  },
};
