import path from 'node:path';
import { UsageError } from '../../errors.js';
import { buildPlan } from '../../plan/plan.js';
import { readVariantsFile, runVariants } from '../../runner/run-variants.js';
import { stringOption, type Command } from '../command.js';
import { runAdaptivePair, sideRunner, writeComparisonJson } from '../evaluation/adaptive-pair.js';
import { MAX_CALLS_HELP } from '../evaluation/call-budget.js';
import { openInvocation, suiteCommand } from '../evaluation/invocation.js';
import { K_AUTO_HELP, K_AUTO_OPTIONS, kOption, maxRepetitions } from '../evaluation/k-option.js';
import { modeOption, outDirOption, valueOptions } from '../evaluation/options.js';
import { checkAgentOverrides, overriddenAgents } from '../evaluation/overridden-agents.js';
import { sandboxHelp } from '../evaluation/sandbox-option.js';
import { newRunId } from '../evaluation/run-id.js';
import { resolveSuite } from '../evaluation/trust.js';
import { reportLine, writeJson } from '../io.js';

export const variantsCommand: Command = suiteCommand({
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
  options: { ...valueOptions('mode', 'k', 'variants'), ...K_AUTO_OPTIONS },
  async run(args, io) {
    const mode = modeOption(args, 'live or scripted');
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

    const file = await readVariantsFile(path.resolve(io.cwd, variantsArg), variantsArg);
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
    const inv = await openInvocation(args, io, suite, mode);
    const { taskIds, seed } = inv;
    // Every agent the selected tasks use gets the overrides; each is checked before the first run.
    checkAgentOverrides(suite, inv.agents, taskIds, file, variantsArg);
    inv.checkBudget({
      k,
      kAdjustable: true,
      times: { count: file.variants.length, of: 'variants' },
    });
    const source = await inv.source();

    const outDir = outDirOption(args, io, path.join('.verdict', 'variants', newRunId()));
    const plan = buildPlan({ taskIds, k, seed });
    const total = plan.length * file.variants.length;
    let done = 0;
    const runners = file.variants.map((variant) => {
      const agents = overriddenAgents(suite, inv.agents, variant.overrides);
      const showRun = inv.showRun({ variant: variant.id });
      return sideRunner(inv, variant.id, path.join(outDir, variant.id), {
        agentOf: agents.agentOf,
        providerFor: source.providerFor,
        conditions: inv.conditions(source, kChoice, { measured: agents }),
        // One count over every variant's runs, not the batch's.
        onRun: (record) => {
          done += 1;
          showRun(record, done, total);
        },
      });
    });

    return inv.cancellable(async () => {
      const result =
        kChoice.kind === 'auto'
          ? await runAdaptivePair(inv, runners, kChoice, outDir)
          : await runVariants({
              variants: runners,
              plan,
              batchSize: inv.concurrency,
              outDir,
              signal: inv.signal,
            });
      inv.progress.finish();
      for (const variant of result.variants) {
        if (inv.json) {
          writeJson(io, {
            type: 'variant_report',
            variant: variant.id,
            outDir: variant.outDir,
            report: variant.report,
          });
        } else {
          io.stderr.write(
            `${variant.id} (${variant.report.conditions.configHash}): ${reportLine(variant.report, path.join(variant.outDir, 'report.md'), io.cwd)}\n`,
          );
        }
      }
      for (const comparison of result.comparisons) {
        if (inv.json) writeComparisonJson(io, comparison);
        else io.stdout.write(comparison.markdown);
      }
      return inv.exitCode(result.variants.flatMap((variant) => variant.records));
    });
  },
});
