import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig, type LoadedConfig } from '../../config/config.js';
import { throwProblems, UsageError, type Problem } from '../../errors.js';
import { buildPlan } from '../../plan/plan.js';
import { CASSETTE_EXTENSION } from '../../provider/cassette.js';
import type { RunRecord } from '../../run-dir/record-schema.js';
import { BUNDLED_SUITES_DIR, findSuiteLocations } from '../../suite/discover-suites.js';
import { loadSuite, type LoadedSuite } from '../../suite/load-suite.js';
import { stringOption, type Command, type ParsedArgs } from '../command.js';
import { cassetteDirOf } from '../evaluation/cassettes.js';
import { checkSuiteGrants, grantsOf } from '../evaluation/grants.js';
import { openSuites } from '../evaluation/invocation.js';
import { sandboxHelp } from '../evaluation/sandbox-option.js';
import { outDirOption, valueOptions } from '../evaluation/options.js';
import { newRunId } from '../evaluation/run-id.js';
import { trustSuite } from '../evaluation/trust.js';
import { writeJson, type CliIo } from '../io.js';
import { monotonicMs } from '../../monotonic-clock.js';
import { describeSandbox, type SandboxConditions } from '../../sandbox/sandbox.js';

/** What `verdict ci` found and did for one suite. */
export type CiSuiteOutcome =
  | { suiteId: string; skipped: string }
  | {
      suiteId: string;
      suiteVersion: string;
      tasks: number;
      replayed: number;
      passed: number;
      diverged: number;
      /** Replay answers recorded for every task but these. */
      withoutCassette: string[];
      /** One line per replayed task that did not pass: `task: why`. */
      problems: string[];
      reportFile: string;
      /** The sandbox its runs were in, with the suite's limits (its report's conditions). */
      sandbox: SandboxConditions | undefined;
    };

export interface CiSummary {
  suites: CiSuiteOutcome[];
  /** SIGINT or SIGTERM stopped the replay: the suite in flight has a CANCELLED partial report. */
  cancelled?: boolean;
  outDir: string;
  wallMs: number;
  exitCode: number;
}

async function tasksWithCassettes(dir: string, taskIds: readonly string[]): Promise<string[]> {
  const files = new Set(await readdir(dir).catch(() => [] as string[]));
  return taskIds.filter((id) => files.has(`${id}${CASSETTE_EXTENSION}`));
}

/** Why a replayed run did not pass, in one line: the divergence, or the verifiers that said no. */
function whyNotPassed(record: RunRecord): string {
  if (record.error !== undefined) return record.error.message.split('\n')[0] ?? record.error.kind;
  const failed = (record.verifiers ?? []).filter((verifier) => verifier.outcome !== 'pass');
  if (failed.length > 0) {
    return failed
      .map((verifier) => `${verifier.id} ${verifier.outcome}: ${verifier.detail.split('\n')[0]}`)
      .join('; ');
  }
  return record.reason?.split('\n')[0] ?? record.status;
}

/** SPEC §9 and the reference's "replay in CI": 2 on divergence, 1 on a failure or on nothing replayed. */
function exitCodeOf(records: readonly RunRecord[]): number {
  if (records.length === 0) return 1;
  if (records.some((record) => record.error?.kind === 'replay_divergence')) return 2;
  return records.every((record) => record.status === 'pass') ? 0 : 1;
}

/** The short, readable end of `verdict ci`: a line per suite, a verdict line, where the reports are. */
export function formatCiSummary(summary: CiSummary, cwd: string): string {
  const shown = (file: string) => path.relative(cwd, file) || file;
  const width = Math.max(...summary.suites.map((suite) => suite.suiteId.length), 5);
  const lines = [
    'Replay of the recorded cassettes: measures the harness, not the model.',
    ...describeSandboxes(summary.suites),
    '',
  ];
  let replayed = 0;
  let passed = 0;
  let diverged = 0;
  for (const suite of summary.suites) {
    const name = suite.suiteId.padEnd(width);
    if ('skipped' in suite) {
      lines.push(`  ${name}  skipped: ${suite.skipped}`);
      continue;
    }
    replayed += suite.replayed;
    passed += suite.passed;
    diverged += suite.diverged;
    const partial =
      suite.withoutCassette.length === 0
        ? ''
        : ` (${suite.withoutCassette.length} of ${suite.tasks} tasks have no cassette)`;
    lines.push(
      `  ${name}  ${suite.passed}/${suite.replayed} passed  ${suite.suiteVersion}${partial}`,
    );
    for (const problem of suite.problems) lines.push(`    ✗ ${problem}`);
  }
  lines.push('');
  const seconds = (summary.wallMs / 1000).toFixed(1);
  if (summary.cancelled === true) {
    lines.push(
      `CANCELLED: stopped by a signal after ${replayed} replayed task(s), ${passed} passed (${seconds} s); the report of the suite in flight is partial.`,
    );
  } else if (replayed === 0) {
    lines.push(
      'FAIL: nothing was replayed (no suite has cassettes); record some with `verdict record <suite>`.',
    );
  } else if (summary.exitCode === 0) {
    lines.push(
      `PASS: ${passed} of ${replayed} replayed tasks passed, no divergence (${seconds} s).`,
    );
  } else {
    const what = [
      ...(diverged > 0 ? [`${diverged} diverged from the cassette`] : []),
      ...(replayed - passed - diverged > 0 ? [`${replayed - passed - diverged} did not pass`] : []),
    ].join(', ');
    lines.push(`FAIL: ${passed} of ${replayed} replayed tasks passed; ${what} (${seconds} s).`);
  }
  const reports = summary.suites.flatMap((suite) => ('skipped' in suite ? [] : [suite]));
  if (reports.length > 0) {
    lines.push('Reports (report.md, with report.json and runs.jsonl beside it):');
    for (const suite of reports) lines.push(`  ${shown(suite.reportFile)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The sandbox in one line, or one per distinct sandbox (suites' own limits), naming its suites. */
function describeSandboxes(suites: readonly CiSuiteOutcome[]): string[] {
  const bySandbox = new Map<string, string[]>();
  for (const suite of suites) {
    if ('skipped' in suite) continue;
    const line = describeSandbox(suite.sandbox);
    bySandbox.set(line, [...(bySandbox.get(line) ?? []), suite.suiteId]);
  }
  const sentence = (line: string) => `${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
  if (bySandbox.size <= 1) return [...bySandbox.keys()].map(sentence);
  return [...bySandbox].map(([line, ids]) => `${ids.join(', ')}: ${sentence(line)}`);
}

/** The suites to replay: the bundled ones, or those of --suite-dir (trusted first). */
async function suiteLocations(args: ParsedArgs, io: CliIo): Promise<string[]> {
  const suiteDir = stringOption(args, 'suite-dir');
  const root =
    suiteDir === undefined
      ? path.join(io.packageRoot, BUNDLED_SUITES_DIR)
      : path.resolve(io.cwd, suiteDir);
  const locations = await findSuiteLocations(root);
  if (suiteDir !== undefined) {
    if (locations.length === 0) {
      throw new UsageError(`--suite-dir ${suiteDir}: no suite.json (or case file) there`);
    }
    await trustSuite(root, args, io);
  } else if (locations.length === 0) {
    throw new UsageError(
      `no bundled suites in ${root}: the package ships them there (reinstall it), or pass --suite-dir DIR`,
    );
  }
  return locations;
}

async function loadAll(locations: readonly string[], io: CliIo): Promise<LoadedSuite[]> {
  const suites: LoadedSuite[] = [];
  const problems: Problem[] = [];
  for (const location of locations) {
    const loaded = await loadSuite(location, { cwd: io.cwd });
    if (loaded.ok) suites.push(loaded.suite);
    else problems.push(...loaded.problems);
  }
  throwProblems('invalid suite; nothing ran', problems);
  return suites;
}

export const ciCommand: Command = {
  name: 'ci',
  help: `Usage: verdict ci [--suite-dir DIR] [--cassette-dir DIR] [--out DIR] [--config FILE]

Replays, with no provider, no credentials and no network, every task that has a cassette in every
bundled suite (shipped in the package) or in the suites of --suite-dir, with the built-in agent and
an empty configuration (unless --config FILE names one). It grants itself --allow-write and
--allow-process, the effects the bundled suites were recorded with. Suites without cassettes are
listed as skipped. Replay measures the harness, not the model.

  --suite-dir DIR      a suite, or a directory of suites, instead of the bundled ones (asks for
                       trust like \`run\`)
  --yes                run a suite of --suite-dir without asking (required without a terminal)
  --allow-suite-full   allow tasks with policy mode "full"
  --cassette-dir DIR   cassettes to replay instead of <suite>/cassettes (one suite only)
  --out DIR            where <suite>/report.json and report.md go (default .verdict/ci/<run id>)
  --concurrency N      runs at a time (default: the number of CPUs)
  --spawn-agent        the built-in agent as its own process per run (as for \`verdict run\`)
${sandboxHelp(23)}

SIGINT or SIGTERM stops the runs in flight, writes the suite's CANCELLED partial report and skips
the suites not yet started.

Exit codes: 0 every replayed task passed; 2 a replay diverged (the task, call and field are
named), or an invalid suite; 1 a replayed task did not pass, a run errored, nothing was replayed,
or the replay was cancelled.`,
  options: {
    ...valueOptions('suite-dir', 'cassette-dir', 'out', 'concurrency', 'sandbox'),
    yes: { type: 'boolean' },
    'allow-suite-full': { type: 'boolean' },
    'spawn-agent': { type: 'boolean' },
  },
  opensSandbox: true,
  async run(args, io) {
    const started = monotonicMs();
    const locations = await suiteLocations(args, io);
    const cassetteOption = stringOption(args, 'cassette-dir');
    if (cassetteOption !== undefined && locations.length !== 1) {
      throw new UsageError(
        `--cassette-dir needs exactly one suite; found ${locations.length}: pass --suite-dir with a single suite`,
      );
    }
    const suites = await loadAll(locations, io);
    // The bundled cassettes were recorded with these grants; replay needs the same ones.
    const grants = grantsOf({
      ...args,
      values: { ...args.values, 'allow-write': true, 'allow-process': true },
    });
    const configOption = stringOption(args, 'config');
    const loadedConfig: LoadedConfig =
      configOption === undefined
        ? { dir: io.cwd, config: {} }
        : await loadConfig(io.cwd, configOption);
    const opened = await openSuites({ args, io, grants, loadedConfig }, suites, 'replay');
    const { context } = opened;
    const runId = newRunId();
    const outRoot = outDirOption(args, io, path.join('.verdict', 'ci', runId));
    const records: RunRecord[] = [];
    const outcomes: CiSuiteOutcome[] = [];
    await context.cancellable(async () => {
      for (const { suite, invocation } of opened.suites) {
        if (context.signal.aborted) {
          outcomes.push({ suiteId: suite.suiteId, skipped: 'cancelled before it started' });
          continue;
        }
        const allTasks = suite.tasks.map((task) => task.id);
        const taskIds = await tasksWithCassettes(cassetteDirOf(args, suite, io), allTasks);
        if (taskIds.length === 0) {
          outcomes.push({ suiteId: suite.suiteId, skipped: 'no cassettes (live-only)' });
          continue;
        }
        checkSuiteGrants(
          { ...suite, tasks: suite.tasks.filter((task) => taskIds.includes(task.id)) },
          grants,
        );
        const inv = invocation(taskIds);
        const source = await inv.source();
        const outDir = path.join(outRoot, suite.suiteId);
        const conditions = inv.conditions(source, 1);
        const result = await inv.runSuite({
          providerFor: source.providerFor,
          outDir,
          runId,
          plan: buildPlan({ taskIds, k: 1, seed: 0 }),
          conditions,
          onRun: (record, done, total) => {
            if (context.json) return;
            inv.progress.update(
              { ...record, taskId: `${suite.suiteId}/${record.taskId}` },
              done,
              total,
            );
            if (record.error?.kind === 'replay_divergence') {
              inv.progress.finish();
              io.stderr.write(`  ${suite.suiteId}/${record.taskId}: ${record.error.message}\n`);
            }
          },
        });
        inv.progress.finish();
        records.push(...result.records);
        const notPassed = result.records.filter((record) => record.status !== 'pass');
        outcomes.push({
          suiteId: suite.suiteId,
          suiteVersion: suite.suiteVersion,
          tasks: allTasks.length,
          replayed: result.records.length,
          passed: result.records.length - notPassed.length,
          diverged: notPassed.filter((record) => record.error?.kind === 'replay_divergence').length,
          withoutCassette: allTasks.filter((id) => !taskIds.includes(id)),
          problems: notPassed.map((record) => `${record.taskId}: ${whyNotPassed(record)}`),
          reportFile: path.join(outDir, 'report.md'),
          sandbox: conditions.sandbox,
        });
      }
    });
    const cancelled = context.signal.aborted;
    const summary: CiSummary = {
      suites: outcomes,
      ...(cancelled ? { cancelled } : {}),
      outDir: outRoot,
      wallMs: Math.round(monotonicMs() - started),
      exitCode: cancelled ? Math.max(1, exitCodeOf(records)) : exitCodeOf(records),
    };
    if (context.json) writeJson(io, { mode: 'replay', ...summary });
    else io.stdout.write(formatCiSummary(summary, io.cwd));
    return summary.exitCode;
  },
};
