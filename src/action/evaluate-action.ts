/** The Action's `evaluate` command (SPEC §7): base and head side by side, or one shard of them. */
import path from 'node:path';
import { messageOf, UsageError } from '../errors.js';
import { isSandboxNotice } from '../pr/comment-sandbox.js';
import { evaluatePullRequest, type PrEvaluation } from '../pr/evaluate-pr.js';
import { saveUnmatchedCounts } from '../gate/acknowledged-counts.js';
import { FORK_LIVE_SKIPPED } from '../pr/live-plan.js';
import { commentMarker } from '../pr/marker.js';
import { withRedactedLogs, type ActionEnvironment } from './action-environment.js';
import { announceEvaluation, withdrawAnnouncement } from './announce-evaluation.js';
import { restoreBaseReuse, saveBaseCache } from './base-cache.js';
import { completeModel, standGate, uploadReportAndFinish } from './finish-evaluation.js';
import { headIsFromFork } from './event.js';
import { restoreHistory, saveHistory, type HistoryCache } from './history-cache.js';
import { uploadShard } from './shards.js';

function resolveRefs(environment: ActionEnvironment): { baseRef: string; headRef: string } {
  const { inputs, context } = environment;
  // A push compares the pushed commit with the one before it (its parent, on a new branch).
  const { push } = context;
  const pushBase = push === undefined ? undefined : (push.before ?? `${push.after}~1`);
  const baseRef = inputs.baseRef ?? context.pullRequest?.baseSha ?? pushBase;
  const headRef = inputs.headRef ?? context.pullRequest?.headSha ?? push?.after;
  if (baseRef === undefined || headRef === undefined) {
    throw new UsageError(
      `base and head are unknown: the event is ${context.eventName || 'not pull_request'}; run on pull_request or push, or give base-ref and head-ref`,
    );
  }
  return { baseRef, headRef };
}

async function evaluateSides(
  environment: ActionEnvironment,
  refs: { baseRef: string; headRef: string },
  reportDir: string,
  history: HistoryCache | undefined,
): Promise<PrEvaluation> {
  const { inputs, context, io } = environment;
  const shard = inputs.shard;
  const fromFork = headIsFromFork(context);
  // A fork never reuses (or stores) the base's live results.
  const reuse = fromFork ? undefined : await restoreBaseReuse(environment, refs.baseRef);
  const evaluation = await evaluatePullRequest({
    repoDir: context.workspace,
    ...refs,
    suiteDir: inputs.suiteDir,
    suites: inputs.suites,
    mode: inputs.mode,
    fromFork,
    k: inputs.k,
    adaptive: inputs.adaptive,
    seed: inputs.seed,
    setup: inputs.setup,
    agentCommand: inputs.agentCommand,
    live: {
      baseUrl: inputs.baseUrl,
      anthropicBaseUrl: inputs.anthropicBaseUrl,
      geminiBaseUrl: inputs.geminiBaseUrl,
      model: inputs.model,
      // A fork's code never sees the key.
      apiKey: fromFork ? undefined : inputs.apiKey,
      inputRate: inputs.inputRate,
      outputRate: inputs.outputRate,
    },
    shard,
    skipReplay: shard !== undefined && !shard.startsWith('1/'),
    maxRuns: inputs.maxRuns,
    maxCalls: inputs.maxCalls,
    paths: inputs.paths,
    reuse: reuse?.options,
    history: history === undefined ? undefined : { dir: history.plan.dir, sides: history.sides },
    grants: inputs.allow,
    sandbox: inputs.sandbox,
    outDir: reportDir,
    verdictCommand: environment.verdictCommand,
    log: (line) => io.info(line),
    env: environment.env,
  });
  if (reuse !== undefined) {
    await saveBaseCache(reuse.plan, evaluation.reuse.stored, io, environment.cache);
  }
  return evaluation;
}

export async function runEvaluateCommand(given: ActionEnvironment): Promise<void> {
  const environment = withRedactedLogs(given);
  const { inputs, context, io } = environment;
  const refs = resolveRefs(environment);
  const shard = inputs.shard;
  if (headIsFromFork(context) && inputs.mode !== 'replay') {
    io.notice(`live skipped: ${FORK_LIVE_SKIPPED}; replay still runs`);
  }
  const reportDir = path.join(environment.workDir, 'verdict-report');
  const marker = commentMarker(inputs.suiteDir, inputs.suites);
  // Shards leave the comment to the merge job.
  const announced = shard === undefined && (await announceEvaluation(environment, marker));
  // A shard's base report holds its slice of the tasks only: no history, and the merge job gates.
  const history = shard === undefined ? await restoreHistory(environment) : undefined;
  let evaluation: PrEvaluation;
  try {
    evaluation = await evaluateSides(environment, refs, reportDir, history);
  } catch (error) {
    // A refused budget (or a failure) must not leave the comment saying "evaluating…".
    if (announced) await withdrawAnnouncement(environment, marker, error);
    throw error;
  }
  // Runs without a sandbox (or not the one `auto` prefers) are a warning of the job, not a log line.
  for (const notice of evaluation.notices.filter(isSandboxNotice)) io.warning(notice);
  const { baseSha, headSha, sections, notices } = evaluation;
  const found = { marker, baseSha, headSha, sections, links: {}, notices };
  const model = await completeModel(environment, found, reportDir);
  // A shard's runs are joined by the merge job, which comments; this job only uploads them.
  if (shard !== undefined) return uploadShard(environment, shard, model, reportDir);
  const gated = standGate(inputs, model, evaluation.gate);
  if (history !== undefined) {
    try {
      await saveUnmatchedCounts(history.plan.dir, evaluation.headSha, gated.unmatchedCounts);
    } catch (error) {
      io.warning(`history: the acknowledgements' counts were not kept (${messageOf(error)})`);
    }
    await saveHistory(history, io, environment.cache);
  }
  await uploadReportAndFinish(environment, gated.model, reportDir);
}
