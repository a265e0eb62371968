import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatProblem } from '../../errors.js';
import { buildPlan } from '../../plan/plan.js';
import { CASSETTE_EXTENSION } from '../../provider/cassette.js';
import type { RunRecord } from '../../runner/run-record.js';
import { runSuite } from '../../runner/run-suite.js';
import { BUNDLED_SUITES_DIR, findSuiteLocations } from '../../suite/discover-suites.js';
import { loadSuite } from '../../suite/load-suite.js';
import { stringOption, type Command } from '../command.js';
import {
  checkSuiteGrants,
  effectivePolicy,
  grantsOf,
  integerOption,
  loadConfig,
  newRunId,
  readCassettes,
  replaySetup,
  resolveSuiteAgents,
} from '../evaluation.js';
import { writeJson } from '../io.js';
import { progressLine } from '../progress.js';
import { packageVersion } from '../package-info.js';

async function tasksWithCassettes(dir: string, taskIds: readonly string[]): Promise<string[]> {
  const files = new Set(await readdir(dir).catch(() => [] as string[]));
  return taskIds.filter((id) => files.has(`${id}${CASSETTE_EXTENSION}`));
}

export const ciCommand: Command = {
  name: 'ci',
  summary:
    'replay every bundled (or given) suite that has cassettes; non-zero on divergence, failure, or nothing replayed',
  help: `Usage: verdict ci [--suite-dir DIR] [--allow-write ...] [--out DIR]

Replays, with no provider and no credentials, every task that has a cassette in every bundled
suite (from a source checkout) or in the suites of --suite-dir. Replay measures the harness, not
the model. Exit codes: 0 every replayed task passed; 2 a replay diverged (or an invalid suite);
1 a replayed task did not pass, a run errored, or nothing was replayed.`,
  options: {
    'suite-dir': { type: 'string' },
    out: { type: 'string' },
    concurrency: { type: 'string' },
    'allow-suite-full': { type: 'boolean' },
  },
  positionals: { min: 0, max: 0, names: '' },
  async run(args, io) {
    const suiteDir = stringOption(args, 'suite-dir');
    const root =
      suiteDir === undefined
        ? path.join(io.packageRoot, BUNDLED_SUITES_DIR)
        : path.resolve(io.cwd, suiteDir);
    const grants = grantsOf(args);
    const loadedConfig = await loadConfig(io.cwd, stringOption(args, 'config'));
    const concurrency = integerOption(args, 'concurrency', os.availableParallelism(), 1);
    const runId = newRunId();
    const outRoot = path.resolve(
      io.cwd,
      stringOption(args, 'out') ?? path.join('.verdict', 'ci', runId),
    );
    const records: RunRecord[] = [];
    const summaries: Array<{ suiteId: string; replayed: number; passed: number; outDir: string }> =
      [];
    for (const location of await findSuiteLocations(root)) {
      const loaded = await loadSuite(location, { cwd: io.cwd });
      if (!loaded.ok) {
        io.stderr.write(
          `verdict ci: invalid suite:\n${loaded.problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}\n`,
        );
        return 2;
      }
      const suite = loaded.suite;
      const agents = resolveSuiteAgents(loadedConfig, io, suite);
      const cassetteDir = path.join(suite.dir, 'cassettes');
      const taskIds = await tasksWithCassettes(
        cassetteDir,
        suite.tasks.map((task) => task.id),
      );
      if (taskIds.length === 0) continue;
      checkSuiteGrants(
        { ...suite, tasks: suite.tasks.filter((task) => taskIds.includes(task.id)) },
        grants,
      );
      const cassettes = await readCassettes(cassetteDir, taskIds, io);
      const { model, providerFor } = replaySetup(
        cassettes,
        stringOption(args, 'model'),
        agents.configHash,
        io,
      );
      const outDir = path.join(outRoot, suite.suiteId);
      const result = await runSuite({
        runId,
        suite,
        plan: buildPlan({ taskIds, k: 1, seed: 0 }),
        conditions: {
          suiteId: suite.suiteId,
          suiteVersion: suite.suiteVersion,
          harnessVersion: packageVersion(io.packageRoot),
          configHash: agents.configHash,
          provider: 'cassette',
          model,
          mode: 'replay',
          k: 1,
          seed: 0,
          concurrency,
        },
        agentOf: (task) => agents.agentOf(task),
        policyOf: (task) => effectivePolicy(task.policy, grants),
        createProvider: (task, context) => providerFor(task.id, context),
        concurrency,
        outDir,
        passEnv: { PATH: io.env.PATH },
        onRun: (record, done, total) => {
          io.stderr.write(`${suite.suiteId}: ${progressLine(record, done, total)}`);
        },
      });
      records.push(...result.records);
      summaries.push({
        suiteId: suite.suiteId,
        replayed: result.records.length,
        passed: result.records.filter((record) => record.status === 'pass').length,
        outDir,
      });
    }
    if (args.values.json === true) writeJson(io, { mode: 'replay', suites: summaries });
    else {
      for (const summary of summaries) {
        io.stdout.write(
          `replay ${summary.suiteId}: ${summary.passed}/${summary.replayed} passed — ${path.relative(io.cwd, summary.outDir) || summary.outDir}\n`,
        );
      }
    }
    if (records.length === 0) {
      io.stderr.write(
        'verdict ci: nothing was replayed (no suite has cassettes); record some with `verdict record <suite>`\n',
      );
      return 1;
    }
    if (records.some((record) => record.error?.kind === 'replay_divergence')) return 2;
    return records.every((record) => record.status === 'pass') ? 0 : 1;
  },
};
