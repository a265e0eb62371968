import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ExitCode } from '../../errors.js';
import { buildPlan } from '../../plan/plan.js';
import { CASSETTE_FORMAT, cassettePath } from '../../provider/cassette.js';
import { RecordProvider } from '../../provider/record.js';
import { credentialsFromEnvironment } from '../../provider/secret-scan.js';
import type { ModelProvider } from '../../provider/types.js';
import type { RunRecord } from '../../run-dir/record-schema.js';
import type { Command } from '../command.js';
import { MAX_CALLS_HELP } from '../evaluation/call-budget.js';
import { cassetteDirOf } from '../evaluation/cassettes.js';
import { openInvocation, suiteCommand } from '../evaluation/invocation.js';
import { choiceOption, outDirOption } from '../evaluation/options.js';
import { sandboxHelp } from '../evaluation/sandbox-option.js';
import { newRunId } from '../evaluation/run-id.js';
import type { ProviderFor } from '../evaluation/suite-run-options.js';
import { resolveSuite } from '../evaluation/trust.js';
import { writeJson } from '../io.js';
import { progressLine } from '../progress.js';

export const recordCommand: Command = suiteCommand({
  name: 'record',
  help: `Usage: verdict record <suite> [--provider live|scripted] [options]

Runs each task once against the live upstream (or the suite's scripts with --provider scripted)
and writes what the agent asked and received as the task's cassette, <suite>/cassettes/<task>.jsonl
(or --cassette-dir DIR). Per-run paths, ids and the suite's replayNormalize rules are normalized,
and the run's workspace and HOME in the answers are kept as <WORKSPACE> and <HOME> (replay puts
its own back); two recordings of the same scripted run are byte-identical. Cassettes are
cassette/v2: each request stored as what it adds to an earlier one. A cassette holding a secret,
or over 256 KB (2 MB per directory; a suite may raise them with "cassettes": {"maxBytes": N,
"maxDirBytes": N}), is refused and nothing is written. A run that made no model call (an agent
that could not start or reach the proxy) writes nothing either; each such task is named with
why. SIGINT or SIGTERM stops the runs in flight (their cassettes are not written) and still
writes a CANCELLED partial report. Exit code: 1 when a run errored, when no cassette at all was
written, or when cancelled.

  --provider live|scripted   where the answers come from (default live)
  --tasks id,id  --seed N  --cassette-dir DIR  --script-dir DIR  --keep  --out DIR
  --suite-dir DIR  --yes  --allow-suite-full  --concurrency N  --spawn-agent (as for \`verdict run\`)
  --max-runs N               live: refuse (exit 2, before any model call) more than N tasks
${MAX_CALLS_HELP}
${sandboxHelp()}`,
  options: { provider: { type: 'string' } },
  async run(args, io) {
    const source = choiceOption(args, 'provider', ['live', 'scripted'], 'live', 'live or scripted');
    const inv = await openInvocation(args, io, await resolveSuite(args, io), source);
    const { suite, taskIds, agents } = inv;
    inv.checkBudget({ k: 1, kAdjustable: false });
    const cassetteDir = cassetteDirOf(args, suite, io);
    // Scripted: the command line's model, else the config's (agents such as Codex shape their whole
    // request by the model name), else a name that says what answered.
    const answers = await inv.source({ scriptedModel: inv.loadedConfig.config.provider?.model });
    const secrets = [...credentialsFromEnvironment(io.env), ...(answers.live?.apiKeys ?? [])];
    const conditions = inv.conditions(answers, 1);

    const runId = newRunId();
    const outDir = outDirOption(args, io, path.join('.verdict', 'runs', runId));
    // What the recorder wrote is read from the files themselves: a run that made no model call,
    // or whose cassette was refused, leaves the previous file (or none) where it was.
    const before = new Map(
      await Promise.all(
        taskIds.map(
          async (taskId) =>
            [taskId, await fileIdentity(cassettePath(cassetteDir, taskId))] as const,
        ),
      ),
    );
    const notRecorded: Array<{ taskId: string; reason: string }> = [];
    const written: string[] = [];
    const pending: Array<Promise<void>> = [];
    const reportRun = async (record: RunRecord, done: number, total: number): Promise<void> => {
      const file = cassettePath(cassetteDir, record.taskId);
      const now = await fileIdentity(file);
      let outcome: string;
      if (now !== undefined && now !== before.get(record.taskId)) {
        written.push(record.taskId);
        outcome = `  wrote ${path.relative(io.cwd, file)}\n`;
      } else {
        const reason = whyNotRecorded(record);
        notRecorded.push({ taskId: record.taskId, reason });
        outcome = `  ${record.taskId}: not recorded: ${reason}; nothing was written\n`;
      }
      io.stderr.write(progressLine(record, done, total) + outcome);
    };
    // A run stopped half-way holds half a conversation: its cassette would replay as a divergence.
    const unlessCancelled = (provider: ModelProvider): ModelProvider => ({
      mode: provider.mode,
      complete: (call, signal) => provider.complete(call, signal),
      finish: () =>
        inv.signal.aborted
          ? Promise.resolve(undefined)
          : (provider.finish?.() ?? Promise.resolve(undefined)),
    });
    const recordFor: ProviderFor = async (taskId, context) =>
      unlessCancelled(
        new RecordProvider(await answers.providerFor(taskId, context), {
          file: cassettePath(cassetteDir, taskId),
          header: {
            format: CASSETTE_FORMAT,
            suiteId: suite.suiteId,
            suiteVersion: suite.suiteVersion,
            taskId,
            configHash: agents.configHash,
            harnessVersion: conditions.harnessVersion,
          },
          normalize: context.normalize,
          tokenize: context.pathTokens.tokenize,
          secrets,
          ...(suite.cassettes === undefined ? {} : { caps: suite.cassettes }),
        }),
      );
    const result = await inv.cancellable(() =>
      inv.runSuite({
        providerFor: recordFor,
        outDir,
        runId,
        plan: buildPlan({ taskIds, k: 1, seed: inv.seed }),
        conditions,
        ownWrites: [cassetteDir],
        onRun: (record, done, total) => {
          pending.push(reportRun(record, done, total));
        },
      }),
    );
    await Promise.all(pending);
    const cancelled = inv.signal.aborted;
    const recorded = written.length;
    if (inv.json) {
      writeJson(io, {
        outDir: result.outDir,
        recorded: written.sort(),
        notRecorded,
        report: result.report,
      });
    } else {
      io.stdout.write(
        `${cancelled ? `${result.report.state}: ` : ''}recorded ${recorded} of ${taskIds.length} cassette(s) in ${path.relative(io.cwd, cassetteDir) || cassetteDir}${cancelled ? ` — partial report in ${path.relative(io.cwd, result.outDir) || result.outDir}` : ''}\n`,
      );
    }
    const runsExitCode = inv.exitCode(result.records);
    return recorded === 0 && runsExitCode === ExitCode.ok ? ExitCode.failure : runsExitCode;
  },
});

/** A file's identity on disk: the atomic writer's rename gives a rewritten file a new one. */
async function fileIdentity(file: string): Promise<string | undefined> {
  const stats = await stat(file).catch(() => undefined);
  return stats === undefined ? undefined : `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
}

/** Why a run left no cassette, in the words of its record. */
function whyNotRecorded(record: RunRecord): string {
  const { turns, compactionCalls } = record.measured;
  const errored = record.status === 'error' ? (record.error?.message ?? record.reason) : undefined;
  if (turns + compactionCalls === 0) {
    // The agent's last words (a wrapper's `codex: not found`) say why better than its exit code;
    // its crash (`agent_crashed`) is said in the same words.
    const earlyExit = record.incidents.find((incident) => incident.kind === 'agent_exited_early');
    if (earlyExit?.detail !== undefined) return earlyExit.detail;
    const detail =
      errored ??
      (record.agentExitCode === null ? undefined : `agent exit code ${record.agentExitCode}`);
    return `the agent made no model call${detail === undefined ? '' : ` (${detail})`}`;
  }
  return errored ?? 'the recorder wrote no cassette';
}
