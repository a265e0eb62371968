/**
 * The Action's commands (SPEC §7) over the PR library: `evaluate` (base and head side by side, or one
 * shard of them), `merge` (the shards of a matrix joined, compared and commented) and the comment
 * and outputs they end with. GitHub itself is behind `services.ts`.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { InfrastructureError, messageOf, UsageError } from '../errors.js';
import type { CommentModel, ModeSection, SideOutcome, SuiteOutcome } from '../pr/comment-model.js';
import {
  COMMENT_PAYLOAD_ARTIFACT,
  COMMENT_PAYLOAD_FILE,
  COMMENT_PAYLOAD_FORMAT,
  fitPayloadModel,
  type CommentPayload,
} from '../pr/comment-payload.js';
import { attachDivergences } from '../pr/attach-divergences.js';
import {
  compareSides,
  evaluatePullRequest,
  runVerdict,
  sideOutcomeOf,
  type PrEvaluation,
} from '../pr/evaluate-pr.js';
import { isSandboxNotice } from '../pr/comment-sandbox.js';
import { commentMarker, suiteSetKey } from '../pr/marker.js';
import {
  holdSecrets,
  redactExactCredentials,
  redactJson,
  redactText,
} from '../provider/secret-redact.js';
import { credentialsFromEnvironment } from '../provider/secret-scan.js';
import { redactFilesIn } from '../report/redact-files.js';
import { renderComment, renderRedactedComment } from '../pr/render-comment.js';
import { decideFailOn, tallySections, type PrTally } from '../pr/tally.js';
import {
  EVALUATION_JSON_FILE,
  secretsRedactedNotice,
  writeEvaluation,
} from '../pr/write-evaluation.js';
import { announceEvaluation, withdrawAnnouncement } from './announce-evaluation.js';
import { restoreBaseReuse, saveBaseCache, type CacheService } from './base-cache.js';
import { runUrl, type ActionContext } from './event.js';
import type { ActionInputs } from './inputs.js';
import { OUTPUT } from './inputs.js';
import type { ArtifactStore } from './artifacts.js';
import type { PullRequestComments, StepIo } from './services.js';

export interface ActionEnvironment {
  inputs: ActionInputs;
  context: ActionContext;
  io: StepIo;
  artifacts: ArtifactStore;
  comments: PullRequestComments;
  /** How to run the bundled CLI. */
  verdictCommand: readonly string[];
  /** A fresh directory for this step's files (RUNNER_TEMP). */
  workDir: string;
  env: NodeJS.ProcessEnv;
  /** Where the base side's live results are kept between runs; the Actions cache by default. */
  cache?: CacheService;
}

function suiteSetKeyOf(inputs: ActionInputs): string {
  return suiteSetKey(inputs.suiteDir, inputs.suites);
}

function shardArtifactPrefix(inputs: ActionInputs): string {
  return `verdict-shard-${suiteSetKeyOf(inputs)}-`;
}

function resolveRefs(environment: ActionEnvironment): { baseRef: string; headRef: string } {
  const { inputs, context } = environment;
  const baseRef = inputs.baseRef ?? context.pullRequest?.baseSha;
  const headRef = inputs.headRef ?? context.pullRequest?.headSha;
  if (baseRef === undefined || headRef === undefined) {
    throw new UsageError(
      `base and head are unknown: the event is ${context.eventName || 'not pull_request'}; run on pull_request or give base-ref and head-ref`,
    );
  }
  return { baseRef, headRef };
}

function writeOutputs(io: StepIo, tally: PrTally, reportDir: string): void {
  io.setOutput(OUTPUT.verdict, tally.verdict);
  io.setOutput(OUTPUT.regressed, tally.regressed);
  io.setOutput(OUTPUT.improved, tally.improved);
  io.setOutput(OUTPUT.inconclusive, tally.inconclusive);
  io.setOutput(OUTPUT.lowPower, tally.lowPower);
  io.setOutput(OUTPUT.diverged, tally.diverged);
  io.setOutput(OUTPUT.reportDir, reportDir);
}

/** Uploads a directory as an artifact; a failed upload is a warning (the comment still posts). */
async function uploadQuietly(
  environment: ActionEnvironment,
  name: string,
  dir: string,
): Promise<number | undefined> {
  try {
    await redactFilesIn(dir);
    return (await environment.artifacts.uploadDirectory(name, dir)).id;
  } catch (error) {
    environment.io.warning(
      `could not upload the artifact ${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

/** A fork's run cannot comment: it uploads the comment's data for the post-comment workflow. */
async function uploadPayload(environment: ActionEnvironment, model: CommentModel): Promise<void> {
  const dir = path.join(environment.workDir, 'comment-payload');
  await mkdir(dir, { recursive: true });
  const payload: CommentPayload = {
    format: COMMENT_PAYLOAD_FORMAT,
    model: fitPayloadModel((await redactJson(model)).value),
  };
  await writeFile(path.join(dir, COMMENT_PAYLOAD_FILE), JSON.stringify(payload));
  const id = await uploadQuietly(environment, COMMENT_PAYLOAD_ARTIFACT, dir);
  if (id !== undefined) {
    environment.io.notice(
      `the comment payload was uploaded as ${COMMENT_PAYLOAD_ARTIFACT}; a workflow_run workflow with command: post-comment posts it`,
    );
  }
}

/** Whether `comment: auto` has something worth a new comment (an existing one is always updated). */
function worthCommenting(tally: PrTally, model: CommentModel): boolean {
  return tally.verdict !== 'unchanged' || model.notices.length > 0;
}

/** What the evaluation found, with the head's replay divergences and when it finished. */
async function completeModel(
  environment: ActionEnvironment,
  model: CommentModel,
  reportDir: string,
): Promise<CommentModel> {
  const { inputs, context } = environment;
  const sections = await attachDivergences(model.sections, {
    outDir: reportDir,
    repoDir: context.workspace,
    suiteDir: inputs.suiteDir,
    grants: inputs.allow,
  });
  return { ...model, sections, evaluatedAt: new Date().toISOString() };
}

/** The end every command shares: summary, comment (or payload), outputs, then `fail-on`. */
export async function finishWithComment(
  environment: ActionEnvironment,
  unredacted: CommentModel,
  reportDir: string,
): Promise<void> {
  const { inputs, context, io } = environment;
  // Runs that had secrets redacted say so in the comment; then the comment itself is redacted.
  const notice = await secretsRedactedNotice(reportDir);
  const said =
    notice === undefined
      ? unredacted
      : { ...unredacted, notices: [...unredacted.notices.slice(0, MAX_NOTICES - 1), notice] };
  const { model, body } = await renderRedactedComment(said);
  await writeEvaluation(reportDir, model, body);
  try {
    await io.writeSummary(body);
  } catch (error) {
    io.warning(
      `could not write the job summary: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const tally = tallySections(model.sections);
  const pullRequest = context.pullRequest;
  if (inputs.comment !== 'never' && pullRequest !== undefined) {
    if (pullRequest.fromFork) {
      await uploadPayload(environment, model);
    } else {
      const result = await environment.comments.upsert({
        issueNumber: pullRequest.number,
        marker: model.marker,
        body,
        create: inputs.comment === 'always' || worthCommenting(tally, model),
      });
      if ('url' in result) {
        io.setOutput(OUTPUT.commentUrl, result.url);
        io.info(`comment ${result.status}: ${result.url}`);
      } else if (result.status === 'forbidden') {
        io.warning(
          `could not comment on #${pullRequest.number} (${result.message}); give the job permissions: pull-requests: write. The verdict is in the job summary.`,
        );
        await uploadPayload(environment, model);
      } else io.info(result.message);
    }
  }
  writeOutputs(io, tally, reportDir);
  const { decision, reason } = decideFailOn(inputs.failOn, tally);
  io.setOutput(OUTPUT.decision, decision);
  if (decision === 'fail') io.setFailed(reason);
}

/**
 * The step's log with the exact credentials removed from every line (the live key and the token,
 * whether the platform masks them or not), and the job summary redacted like the comment (SPEC §7).
 * The inputs' credentials are held, so every output of this process is redacted of them.
 */
export function withRedactedLogs(environment: ActionEnvironment): ActionEnvironment {
  const { io, inputs } = environment;
  holdSecrets([inputs.apiKey, inputs.githubToken, ...credentialsFromEnvironment(environment.env)]);
  const clean = (message: string): string => redactExactCredentials(message);
  return {
    ...environment,
    io: {
      info: (message) => io.info(clean(message)),
      notice: (message) => io.notice(clean(message)),
      warning: (message) => io.warning(clean(message)),
      setOutput: (name, value) => io.setOutput(name, value),
      writeSummary: async (markdown) => io.writeSummary((await redactText(markdown)).text),
      setFailed: (message) => io.setFailed(clean(message)),
    },
  };
}

/** Both sides evaluated, the base from stored results where it can be. */
async function evaluateSides(
  environment: ActionEnvironment,
  refs: { baseRef: string; headRef: string },
  reportDir: string,
): Promise<PrEvaluation> {
  const { inputs, context, io } = environment;
  const shard = inputs.shard;
  const apiKey = inputs.apiKey;
  const reuse = await restoreBaseReuse(environment, refs.baseRef);
  const evaluation = await evaluatePullRequest({
    repoDir: context.workspace,
    baseRef: refs.baseRef,
    headRef: refs.headRef,
    suiteDir: inputs.suiteDir,
    ...(inputs.suites === undefined ? {} : { suites: inputs.suites }),
    mode: inputs.mode,
    k: inputs.k,
    seed: inputs.seed,
    ...(inputs.setup === undefined ? {} : { setup: inputs.setup }),
    ...(inputs.agentCommand === undefined ? {} : { agentCommand: inputs.agentCommand }),
    live: {
      ...(inputs.baseUrl === undefined ? {} : { baseUrl: inputs.baseUrl }),
      ...(inputs.anthropicBaseUrl === undefined
        ? {}
        : { anthropicBaseUrl: inputs.anthropicBaseUrl }),
      ...(inputs.geminiBaseUrl === undefined ? {} : { geminiBaseUrl: inputs.geminiBaseUrl }),
      ...(inputs.model === undefined ? {} : { model: inputs.model }),
      ...(apiKey === undefined ? {} : { apiKey }),
      ...(inputs.inputRate === undefined ? {} : { inputRate: inputs.inputRate }),
      ...(inputs.outputRate === undefined ? {} : { outputRate: inputs.outputRate }),
    },
    ...(shard === undefined ? {} : { shard, skipReplay: !shard.startsWith('1/') }),
    ...(inputs.maxRuns === undefined ? {} : { maxRuns: inputs.maxRuns }),
    ...(inputs.paths === undefined ? {} : { paths: inputs.paths }),
    ...(reuse === undefined ? {} : { reuse: reuse.options }),
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
  const fromFork = context.pullRequest?.fromFork === true;
  if (fromFork && inputs.mode !== 'replay' && inputs.apiKey === undefined) {
    io.notice('live skipped: a pull request from a fork gets no secrets; replay still runs');
  }
  const reportDir = path.join(environment.workDir, 'verdict-report');
  const marker = commentMarker(inputs.suiteDir, inputs.suites);
  // Shards leave the comment to the merge job.
  const announced = shard === undefined && (await announceEvaluation(environment, marker));
  let evaluation: PrEvaluation;
  try {
    evaluation = await evaluateSides(environment, refs, reportDir);
  } catch (error) {
    // A refused budget (or a failure) must not leave the comment saying "evaluating…".
    if (announced) await withdrawAnnouncement(environment, marker, error);
    throw error;
  }
  // Runs without a sandbox (or not the one `auto` prefers) are a warning of the job, not a log line.
  for (const notice of evaluation.notices.filter(isSandboxNotice)) io.warning(notice);
  const model = await completeModel(
    environment,
    {
      marker,
      baseSha: evaluation.baseSha,
      headSha: evaluation.headSha,
      sections: evaluation.sections,
      links: {},
      notices: evaluation.notices,
    },
    reportDir,
  );
  const link = runUrl(context);
  if (link !== undefined) model.links.run = link;
  if (shard !== undefined) {
    // A shard's runs are joined by the merge job, which comments; this job only uploads them.
    await writeEvaluation(reportDir, model, renderComment(model));
    const [index, count] = shard.split('/');
    const name = `${shardArtifactPrefix(inputs)}${index}-of-${count}`;
    // Unlike the report, a shard's artifact is its only result: the merge job would count its
    // runs as missing, so a failed upload fails this job (as infrastructure, not a regression).
    try {
      await redactFilesIn(reportDir);
      await environment.artifacts.uploadDirectory(name, reportDir);
    } catch (error) {
      throw new InfrastructureError(
        `could not upload the shard artifact ${name}, so the merge job cannot join its runs: ${messageOf(error)}`,
      );
    }
    io.info(`shard ${shard}: uploaded ${name}; the merge job (command: merge) joins and comments`);
    writeOutputs(io, tallySections(model.sections), reportDir);
    return;
  }
  const id = await uploadQuietly(environment, `verdict-report-${suiteSetKeyOf(inputs)}`, reportDir);
  if (id !== undefined && link !== undefined) model.links.artifact = `${link}/artifacts/${id}`;
  await finishWithComment(environment, model, reportDir);
}

async function subdirectories(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** As many as the comment payload's schema allows. */
const MAX_NOTICES = 50;

/** The evaluation (`comparison.json`) a shard job wrote beside its runs. */
/**
 * The base's reused results when every shard that ran `suiteId` reused its slice (each slice is
 * stored under its own key): the oldest, since the comment says from when they date.
 */
export function reusedByEveryShard(
  evaluations: readonly CommentModel[],
  mode: 'replay' | 'live',
  suiteId: string,
): SideOutcome['reused'] {
  const bases = evaluations.flatMap((evaluation) =>
    evaluation.sections.flatMap((section) =>
      section.mode === mode && 'suites' in section
        ? section.suites.filter((suite) => suite.suiteId === suiteId).map((suite) => suite.base)
        : [],
    ),
  );
  const ran = bases.filter((base) => base.state !== 'NOT_RUN');
  const reused = ran.flatMap((base) => (base.reused === undefined ? [] : [base.reused]));
  if (reused.length === 0 || reused.length !== ran.length) return undefined;
  return [...reused].sort((a, b) => a.storedAt.localeCompare(b.storedAt))[0];
}

async function readShardEvaluation(name: string, dir: string): Promise<CommentModel> {
  try {
    return JSON.parse(await readFile(path.join(dir, EVALUATION_JSON_FILE), 'utf8')) as CommentModel;
  } catch (error) {
    throw new InfrastructureError(
      `the shard artifact ${name} has no readable ${EVALUATION_JSON_FILE} (${messageOf(error)}): was it uploaded by a shard job of this action?`,
    );
  }
}

/**
 * Shards whose artifact is not in the run (`i-of-n` names): their runs are counted as missing by
 * `verdict merge`; this says which job to look at.
 */
function missingShardNotices(suffixes: readonly string[]): string[] {
  const seen = new Map<number, Set<number>>();
  for (const suffix of suffixes) {
    const match = /^(\d+)-of-(\d+)$/.exec(suffix);
    if (match === null) continue;
    const count = Number(match[2]);
    const indexes = seen.get(count) ?? new Set<number>();
    indexes.add(Number(match[1]));
    seen.set(count, indexes);
  }
  if (seen.size > 1) {
    return [
      `shards of different matrices were joined (${[...seen.keys()].map((count) => `of ${count}`).join(', ')}): use one shard count per run`,
    ];
  }
  return [...seen].flatMap(([count, indexes]) => {
    const missing = Array.from({ length: count }, (_, index) => index + 1).filter(
      (index) => !indexes.has(index),
    );
    return missing.length === 0
      ? []
      : [
          `no artifact from shard ${missing.map((index) => `${index}/${count}`).join(', ')}: its runs are counted as missing (did the job fail?)`,
        ];
  });
}

/** Joins every shard's runs per mode, side and suite (`verdict merge`), then compares each suite. */
export async function runMergeCommand(given: ActionEnvironment): Promise<void> {
  const environment = withRedactedLogs(given);
  const { inputs, io } = environment;
  const prefix = shardArtifactPrefix(inputs);
  const shards = await environment.artifacts.listArtifacts({ namePrefix: prefix });
  if (shards.length === 0) {
    throw new UsageError(
      `no shard artifacts (${prefix}*) in this run: run the matrix with shard: i/n first`,
    );
  }
  const shardDirs: string[] = [];
  const evaluations: CommentModel[] = [];
  for (const shard of shards) {
    const dir = path.join(environment.workDir, 'shards', shard.name);
    await environment.artifacts.downloadArtifact(shard.id, dir);
    shardDirs.push(dir);
    evaluations.push(await readShardEvaluation(shard.name, dir));
  }
  const first = evaluations[0] as CommentModel;
  for (const [index, evaluation] of evaluations.entries()) {
    if (evaluation.baseSha !== first.baseSha || evaluation.headSha !== first.headSha) {
      throw new UsageError(
        `the shards evaluated different commits (${shards[0]?.name}: base ${first.baseSha.slice(0, 12)}, head ${first.headSha.slice(0, 12)}; ${shards[index]?.name}: base ${evaluation.baseSha.slice(0, 12)}, head ${evaluation.headSha.slice(0, 12)}); run the matrix and the merge job in one workflow run`,
      );
    }
  }
  // Announced once the shards are known to agree: a refusal must not leave it "evaluating…".
  await announceEvaluation(environment, first.marker);
  const reportDir = path.join(environment.workDir, 'verdict-report');
  // The CLI runs in it (a missing cwd fails every spawn) and the evaluation is written to it.
  await mkdir(reportDir, { recursive: true });
  const runner = { verdictCommand: environment.verdictCommand, env: environment.env };
  const sections: ModeSection[] = [];
  for (const mode of ['replay', 'live'] as const) {
    const fromShards = first.sections.find((section) => section.mode === mode);
    if (fromShards !== undefined && 'skipped' in fromShards) {
      sections.push(fromShards);
      continue;
    }
    const suiteIds = new Set<string>();
    for (const dir of shardDirs) {
      for (const side of ['base', 'head']) {
        for (const id of await subdirectories(path.join(dir, side, mode))) suiteIds.add(id);
      }
    }
    if (suiteIds.size === 0) continue;
    const suites: SuiteOutcome[] = [];
    for (const suiteId of [...suiteIds].sort()) {
      const outcome: Partial<SuiteOutcome> = { suiteId };
      for (const side of ['base', 'head'] as const) {
        const parts: string[] = [];
        for (const dir of shardDirs) {
          const part = path.join(dir, side, mode, suiteId);
          if ((await subdirectories(path.dirname(part))).includes(suiteId)) parts.push(part);
        }
        const out = path.join(reportDir, side, mode, suiteId);
        if (parts.length === 0) {
          // Every shard failed this side before running it (setup, a missing suite): see the notices.
          outcome[side] = { state: 'NOT_RUN', problem: `no shard ran ${suiteId} on ${side}` };
          continue;
        }
        io.info(`merge ${side} ${mode} ${suiteId} from ${parts.length} shard(s)`);
        const result = await runVerdict(['merge', ...parts, '--out', out], reportDir, runner);
        const merged = await sideOutcomeOf(out, 'verdict merge', result);
        const reused = side === 'base' ? reusedByEveryShard(evaluations, mode, suiteId) : undefined;
        outcome[side] = reused === undefined ? merged : { ...merged, reused };
      }
      const complete = outcome as SuiteOutcome;
      if (complete.base.state !== 'NOT_RUN' && complete.head.state !== 'NOT_RUN') {
        Object.assign(
          complete,
          await compareSides(
            path.join(reportDir, 'base', mode, suiteId),
            path.join(reportDir, 'head', mode, suiteId),
            path.join(reportDir, 'comparison', mode, suiteId),
            reportDir,
            runner,
          ),
        );
      }
      suites.push(complete);
    }
    sections.push({ mode, suites });
  }
  // Each shard's notices (a side's setup may fail in one shard only), each said once.
  const notices = [
    ...[
      ...new Set([
        ...evaluations.flatMap((evaluation) => evaluation.notices),
        ...missingShardNotices(shards.map((shard) => shard.name.slice(prefix.length))),
      ]),
    ].slice(0, MAX_NOTICES - 1),
    `joined from ${shards.length} shard(s)`,
  ];
  const model = await completeModel(
    environment,
    {
      marker: first.marker,
      baseSha: first.baseSha,
      headSha: first.headSha,
      sections,
      links: {},
      notices,
    },
    reportDir,
  );
  const link = runUrl(environment.context);
  if (link !== undefined) model.links.run = link;
  const id = await uploadQuietly(environment, `verdict-report-${suiteSetKeyOf(inputs)}`, reportDir);
  if (id !== undefined && link !== undefined) model.links.artifact = `${link}/artifacts/${id}`;
  await finishWithComment(environment, model, reportDir);
}
