import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { UsageError } from '../../errors.js';
import { writeRedactedFile } from '../../report/redact-files.js';
import {
  CONDITIONS_FILE,
  readConditionsFile,
  type ReportConditions,
} from '../../run-dir/conditions-file.js';
import { readRunRecords, RUNS_FILE } from '../../run-dir/runs-jsonl.js';
import {
  buildDiagnosis,
  DIAGNOSIS_JSON_FILE,
  DIAGNOSIS_MARKDOWN_FILE,
  readInterventionFile,
  renderDiagnosisMarkdown,
  selectFailedRuns,
} from '../../runner/run-diagnose.js';
import { resolveSavedRun } from '../../runner/saved-runs.js';
import { stringOption, type Command } from '../command.js';
import { MAX_CALLS_HELP } from '../evaluation/call-budget.js';
import { openInvocation } from '../evaluation/invocation.js';
import { outDirOption, SUITE_RUN_OPTIONS } from '../evaluation/options.js';
import { checkAgentOverrides, overriddenAgents } from '../evaluation/overridden-agents.js';
import { sandboxHelp } from '../evaluation/sandbox-option.js';
import { newRunId } from '../evaluation/run-id.js';
import { resolveSuite } from '../evaluation/trust.js';
import { writeJson } from '../io.js';
import { packageVersion } from '../package-info.js';

export const diagnoseCommand: Command = {
  name: 'diagnose',
  help: `Usage: verdict diagnose <runId|dir> --variant FILE [--suite-dir DIR] [--yes] [--out DIR]

Re-runs only the runs of a saved run whose status is fail or budget_exceeded (errored runs are
infrastructure and are not re-run), on the same task, repetition and seed and in the same mode, with
the measured configuration changed by one intervention:

  {"id": "early-compaction", "overrides": {"compaction.threshold": 0.6}}

Keys are checked as \`verdict variants\` checks them: an unknown key, or one outside the
configuration hash (provider, model, paths), is refused before the first run. Replay is refused: a
cassette cannot answer a changed configuration.

Reports factors — "fixed by <id>", "not fixed by <id>" and "errored under <id>" — with counts, the
supporting task #repetition list, and the assumptions made. A factor is not a cause.
Writes runs.jsonl, report.json, report.md, diagnosis.json and diagnosis.md to --out DIR (default
<run dir>/diagnose-<id>/) and prints the diagnosis.

  --variant FILE         the intervention (required)
  --suite-dir DIR        find the run's suite there
  --yes                  run a suite from outside the bundled ones without asking (required
                         without a terminal)
  --script-dir DIR       scripts for scripted mode (default <suite>/scripts)
  --concurrency N, --keep, --out DIR, --allow-suite-full, --spawn-agent
                         as for \`verdict run\`
${MAX_CALLS_HELP}
${sandboxHelp()}

Exit codes: 0 finished (also when there is nothing to diagnose), 1 a re-run errored, 2 invalid
invocation, variant file or suite, or a replayed run (nothing ran).`,
  options: { variant: { type: 'string' }, ...SUITE_RUN_OPTIONS },
  positionals: { min: 1, max: 1, names: '<runId|dir>' },
  opensSandbox: true,
  async run(args, io) {
    const target = args.positionals[0] as string;
    const variantArg = stringOption(args, 'variant');
    if (variantArg === undefined)
      throw new UsageError('diagnose: missing --variant FILE (the intervention to re-run under)');
    const runDir = await resolveSavedRun(target, io.cwd, 'diagnose');
    const started = await readConditionsFile(runDir).catch(() => {
      throw new UsageError(
        `diagnose: ${runDir} is not a Verdict run directory (no readable ${CONDITIONS_FILE})`,
      );
    });
    const original = started.conditions;
    if (original.mode === 'replay') {
      throw new UsageError(
        'diagnose cannot replay: a cassette was recorded with one configuration and cannot answer a changed one. Diagnose a live (or scripted) run.',
      );
    }
    const variant = await readInterventionFile(path.resolve(io.cwd, variantArg), variantArg);
    const { records } = await readRunRecords(path.join(runDir, RUNS_FILE)).catch(() => {
      throw new UsageError(`diagnose: ${runDir} has no readable ${RUNS_FILE}`);
    });

    const suite = await resolveSuite({ ...args, positionals: [original.suiteId] }, io);
    if (suite.suiteId !== original.suiteId || suite.suiteVersion !== original.suiteVersion) {
      throw new UsageError(
        `diagnose: the run is of ${original.suiteId} ${original.suiteVersion}, but the suite found is ${suite.suiteId} ${suite.suiteVersion}; point --suite-dir at the suite the run used`,
      );
    }
    const inv = await openInvocation(args, io, suite, original.mode);

    const failed = selectFailedRuns(records);
    const taskIds = [...new Set(failed.map((run) => run.taskId))];
    const unknown = taskIds.filter((id) => !suite.tasks.some((task) => task.id === id));
    if (unknown.length > 0) {
      throw new UsageError(
        `diagnose: the suite has no task ${unknown.map((id) => JSON.stringify(id)).join(', ')}; point --suite-dir at the suite the run used`,
      );
    }
    // Every agent the tasks use gets the overrides; checked as `verdict variants` checks them.
    const checked = taskIds.length > 0 ? taskIds : suite.tasks.map((task) => task.id);
    const file = { suite: suite.suiteId, variants: [variant] };
    checkAgentOverrides(suite, inv.agents, checked, file, variantArg, () => 'overrides');

    if (failed.length === 0) {
      const message = `nothing to diagnose: no run of ${started.runId} failed (fail or budget_exceeded)`;
      if (inv.json) writeJson(io, { type: 'diagnosis', runId: started.runId, rerun: 0, message });
      else io.stdout.write(`${message}\n`);
      return 0;
    }

    const agents = overriddenAgents(suite, inv.agents, variant.overrides);
    const { providerFor } = await inv.source({ model: original.model, taskIds: checked });
    const extraAssumptions: string[] = [];
    if (inv.agents.configHash !== original.configHash) {
      const warning = `the configuration now hashes ${inv.agents.configHash}, the run had ${original.configHash}: the intervention may not be the only change`;
      extraAssumptions.push(warning);
      io.stderr.write(`warning: ${warning}\n`);
    }
    const { shard: _shard, ...kept } = original;
    void _shard;
    const conditions: ReportConditions = {
      ...kept,
      harnessVersion: packageVersion(io.packageRoot),
      configHash: agents.configHash,
      concurrency: inv.concurrency,
      tasks: taskIds,
    };
    const outDir = outDirOption(args, io, path.join(runDir, `diagnose-${variant.id}`));
    await mkdir(outDir, { recursive: true });
    const diagnoseRunId = newRunId();
    return inv.cancellable(async () => {
      const result = await inv.runSuite({
        agentOf: agents.agentOf,
        providerFor,
        outDir,
        runId: diagnoseRunId,
        plan: failed.map(({ taskId, repetition, seed }) => ({ taskId, repetition, seed })),
        conditions,
        previous: [],
        onRun: inv.showRun(),
      });
      inv.progress.finish();
      const diagnosis = buildDiagnosis({
        runId: started.runId,
        diagnoseRunId,
        suiteId: original.suiteId,
        suiteVersion: original.suiteVersion,
        mode: original.mode,
        model: original.model,
        intervention: {
          id: variant.id,
          overrides: variant.overrides,
          configHash: conditions.configHash,
        },
        baselineConfigHash: original.configHash,
        failed,
        rerun: result.records,
        extraAssumptions,
      });
      const markdown = renderDiagnosisMarkdown(diagnosis);
      const jsonFile = path.join(outDir, DIAGNOSIS_JSON_FILE);
      await writeRedactedFile(jsonFile, `${JSON.stringify(diagnosis, null, 2)}\n`);
      await writeRedactedFile(path.join(outDir, DIAGNOSIS_MARKDOWN_FILE), markdown);
      if (inv.json) writeJson(io, { type: 'diagnosis', file: jsonFile, diagnosis });
      else io.stdout.write(markdown);
      return inv.exitCode(result.records);
    });
  },
};
