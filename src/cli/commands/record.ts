import os from 'node:os';
import path from 'node:path';
import { UsageError } from '../../errors.js';
import { buildPlan } from '../../plan/plan.js';
import { CASSETTE_FORMAT, cassettePath } from '../../provider/cassette.js';
import { RecordProvider } from '../../provider/record.js';
import { credentialsFromEnvironment } from '../../provider/secret-scan.js';
import type { ModelProvider } from '../../provider/types.js';
import { runSuite } from '../../runner/run-suite.js';
import type { ProviderContext } from '../../runner/run-task.js';
import { stringOption, type Command } from '../command.js';
import {
  cassetteDirOf,
  effectivePolicy,
  EVALUATION_OPTIONS,
  exitCodeOfRuns,
  integerOption,
  liveProvider,
  liveSettings,
  newRunId,
  resolveSuite,
  scriptedProvider,
  prepareSuiteRun,
} from '../evaluation.js';
import { writeJson } from '../io.js';
import { progressLine } from '../progress.js';
import { packageVersion } from '../package-info.js';

export const recordCommand: Command = {
  name: 'record',
  summary: 'run each task once (live, or --provider scripted) and write its cassette',
  help: `Usage: verdict record <suite> [--provider live|scripted] [options]

Runs each task once against the live upstream (or the suite's scripts with --provider scripted)
and writes what the agent asked and received as the task's cassette, <suite>/cassettes/<task>.jsonl
(or --cassette-dir DIR). Per-run paths, ids and the suite's replayNormalize rules are normalized,
and the run's workspace and HOME in the answers are kept as <WORKSPACE> and <HOME> (replay puts
its own back); two recordings of the same scripted run are byte-identical. A cassette holding a secret, or over
256 KB (2 MB per directory), is refused and nothing is written.

  --provider live|scripted   where the answers come from (default live)
  --tasks id,id  --seed N  --cassette-dir DIR  --script-dir DIR  --keep  --out DIR
  --suite-dir DIR  --yes  --allow-suite-full  --concurrency N`,
  options: { ...EVALUATION_OPTIONS, provider: { type: 'string' } },
  positionals: { min: 1, max: 1, names: '<suite>' },
  async run(args, io) {
    const source = stringOption(args, 'provider') ?? 'live';
    if (source !== 'live' && source !== 'scripted') {
      throw new UsageError(`--provider ${JSON.stringify(source)}: expected live or scripted`);
    }
    const seed = integerOption(args, 'seed', 0, 0);
    const concurrency = integerOption(args, 'concurrency', os.availableParallelism(), 1);
    const suite = await resolveSuite(args, io);
    const { grants, taskIds, loadedConfig, agents } = await prepareSuiteRun(args, io, suite);
    const cassetteDir = cassetteDirOf(args, suite, io);
    const harnessVersion = packageVersion(io.packageRoot);

    const settings = source === 'live' ? liveSettings(args, loadedConfig, io) : undefined;
    const model = settings?.model ?? stringOption(args, 'model') ?? 'verdict-scripted';
    const secrets = [
      ...credentialsFromEnvironment(io.env),
      ...(settings === undefined ? [] : [settings.apiKey]),
    ];
    const innerFor = (taskId: string, context: ProviderContext): Promise<ModelProvider> =>
      settings === undefined
        ? scriptedProvider(args, suite, taskId, io, context)
        : Promise.resolve(liveProvider(settings));

    const runId = newRunId();
    const outDir = path.resolve(
      io.cwd,
      stringOption(args, 'out') ?? path.join('.verdict', 'runs', runId),
    );
    const result = await runSuite({
      runId,
      suite,
      plan: buildPlan({ taskIds, k: 1, seed }),
      conditions: {
        suiteId: suite.suiteId,
        suiteVersion: suite.suiteVersion,
        harnessVersion,
        configHash: agents.configHash,
        provider: settings?.provider ?? 'script',
        model,
        mode: source === 'live' ? 'live' : 'scripted',
        k: 1,
        seed,
        concurrency,
      },
      agentOf: (task) => agents.agentOf(task),
      policyOf: (task) => effectivePolicy(task.policy, grants),
      createProvider: async (task, context) =>
        new RecordProvider(await innerFor(task.id, context), {
          file: cassettePath(cassetteDir, task.id),
          header: {
            format: CASSETTE_FORMAT,
            suiteId: suite.suiteId,
            suiteVersion: suite.suiteVersion,
            taskId: task.id,
            configHash: agents.configHash,
            harnessVersion,
          },
          normalize: context.normalize,
          tokenize: context.pathTokens.tokenize,
          secrets,
        }),
      concurrency,
      outDir,
      ...(args.values.keep === true ? { keep: true } : {}),
      passEnv: { PATH: io.env.PATH },
      onRun: (record, done, total) => {
        io.stderr.write(progressLine(record, done, total));
        if (record.status !== 'error') {
          io.stderr.write(
            `  wrote ${path.relative(io.cwd, cassettePath(cassetteDir, record.taskId))}\n`,
          );
        }
      },
    });
    const recorded = result.records.filter((record) => record.status !== 'error').length;
    if (args.values.json === true) writeJson(io, { outDir: result.outDir, report: result.report });
    else {
      io.stdout.write(
        `recorded ${recorded} of ${taskIds.length} cassette(s) in ${path.relative(io.cwd, cassetteDir) || cassetteDir}\n`,
      );
    }
    return exitCodeOfRuns(result.records, false);
  },
};
