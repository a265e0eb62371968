/** Sharding (SPEC §7): shard jobs upload their runs; the merge job joins, compares and comments. */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, InfrastructureError, messageOf, UsageError } from '../errors.js';
import { gatherCommittedGateFacts } from '../pr/gate-facts.js';
import type { CommentModel, ModeSection, SideOutcome } from '../pr/comment-model.js';
import { describeIssues, withoutOrigin } from '../pr/comment-payload.js';
import { evaluateSuites } from '../pr/evaluate-mode.js';
import { commentMarker } from '../pr/marker.js';
import { renderComment } from '../pr/render-comment.js';
import { runVerdict, sideOutcomeOf } from '../pr/run-verdict.js';
import { tallySections } from '../pr/tally.js';
import {
  EVALUATION_JSON_FILE,
  EvaluationFileSchema,
  writeEvaluation,
  type EvaluationFile,
} from '../pr/write-evaluation.js';
import { redactFilesIn } from '../report/redact-files.js';
import {
  shardArtifactPrefix,
  withRedactedLogs,
  type ActionEnvironment,
} from './action-environment.js';
import { announceEvaluation } from './announce-evaluation.js';
import { restoreHistory } from './history-cache.js';
import {
  MAX_NOTICES,
  completeModel,
  standGate,
  uploadReportAndFinish,
  writeOutputs,
} from './finish-evaluation.js';

/** This artifact is the shard's only result, so a failed upload fails the job (infrastructure). */
export async function uploadShard(
  environment: ActionEnvironment,
  shard: string,
  model: CommentModel,
  reportDir: string,
): Promise<void> {
  const { inputs, io } = environment;
  await writeEvaluation(reportDir, model, renderComment(model));
  const [index, count] = shard.split('/');
  const name = `${shardArtifactPrefix(inputs)}${index}-of-${count}`;
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
}

async function subdirectories(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The oldest reused base when every shard that ran `suiteId` reused its slice. */
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

export class InvalidShardError extends ConfigError {
  override readonly name: string = 'InvalidShardError';
}

/** A shard job runs the PR's code: its evaluation is untrusted, and refused unless the schema takes it. */
async function readShardEvaluation(name: string, dir: string): Promise<CommentModel> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(path.join(dir, EVALUATION_JSON_FILE), 'utf8'));
  } catch (error) {
    throw new InfrastructureError(
      `the shard artifact ${name} has no readable ${EVALUATION_JSON_FILE} (${messageOf(error)}): was it uploaded by a shard job of this action?`,
    );
  }
  const parsed = EvaluationFileSchema.safeParse(data);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error, '(file)');
    throw new InvalidShardError(
      `the ${EVALUATION_JSON_FILE} of shard artifact ${name} is not a valid evaluation (${issues}); refused, nothing posted`,
    );
  }
  return withoutFormat(parsed.data);
}

/** A shard's reused origin, kept only when it is a run of this repository's own workflows. */
function verifiedReuse(
  reused: SideOutcome['reused'],
  environment: ActionEnvironment,
): SideOutcome['reused'] {
  if (reused?.origin === undefined) return reused;
  const { serverUrl, owner, repo } = environment.context;
  const runs = `${serverUrl}/${owner}/${repo}/actions/runs/`;
  const origin = reused.origin;
  if (origin.startsWith(runs) && /^\d+$/.test(origin.slice(runs.length))) return reused;
  return withoutOrigin(reused);
}

const withoutFormat = ({ format: _format, ...model }: EvaluationFile): CommentModel => model;

/** `verdict merge` counts a missing shard's runs as missing; this says which job to look at. */
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
  const [matrix] = seen;
  if (matrix === undefined) return [];
  const [count, indexes] = matrix;
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter(
    (index) => !indexes.has(index),
  );
  if (missing.length === 0) return [];
  const names = missing.map((index) => `${index}/${count}`).join(', ');
  return [`no artifact from shard ${names}: its runs are counted as missing (did the job fail?)`];
}

export async function runMergeCommand(given: ActionEnvironment): Promise<void> {
  const environment = withRedactedLogs(given);
  const { inputs } = environment;
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
  // The marker picks the comment to edit: recomputed from this job's inputs, never a shard's.
  const marker = commentMarker(inputs.suiteDir, inputs.suites);
  // Announced once the shards are known to agree: a refusal must not leave it "evaluating…".
  await announceEvaluation(environment, marker);
  const reportDir = path.join(environment.workDir, 'verdict-report');
  // The CLI runs in it (a missing cwd fails every spawn) and the evaluation is written to it.
  await mkdir(reportDir, { recursive: true });
  const joined = { shardDirs, evaluations, reportDir, environment };
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
    sections.push(
      await evaluateSuites(
        mode,
        [...suiteIds].sort(),
        (side, suiteId) => mergeSide(joined, mode, side, suiteId),
        { outDir: reportDir, cwd: reportDir, runner: environment },
      ),
    );
  }
  // Each shard's notices (a side's setup may fail in one shard only), each said once.
  const shardNotices = new Set([
    ...evaluations.flatMap((evaluation) => evaluation.notices),
    ...missingShardNotices(shards.map((shard) => shard.name.slice(prefix.length))),
  ]);
  const notices = [...shardNotices].slice(0, MAX_NOTICES - 1);
  notices.push(`joined from ${shards.length} shard(s)`);
  const { baseSha, headSha } = first;
  const found = { marker, baseSha, headSha, sections, links: {}, notices };
  const model = await completeModel(environment, found, reportDir);
  // The acknowledgements as the two commits hold them, and the history read, not added to: the
  // shards' base reports hold a slice of the tasks each.
  const history = await restoreHistory(environment);
  const facts = await gatherCommittedGateFacts({
    repoDir: environment.context.workspace,
    shas: { base: model.baseSha, head: model.headSha },
    suiteDir: inputs.suiteDir,
    sections: model.sections,
    ...(history === undefined ? {} : { historyDir: history.plan.dir }),
  });
  await uploadReportAndFinish(environment, standGate(inputs, model, facts).model, reportDir);
}

async function mergeSide(
  joined: {
    shardDirs: readonly string[];
    evaluations: readonly CommentModel[];
    reportDir: string;
    environment: ActionEnvironment;
  },
  mode: 'replay' | 'live',
  side: 'base' | 'head',
  suiteId: string,
): Promise<{ outcome: SideOutcome; dir: string }> {
  const { shardDirs, evaluations, reportDir, environment } = joined;
  const dir = path.join(reportDir, side, mode, suiteId);
  const parts: string[] = [];
  for (const shardDir of shardDirs) {
    const part = path.join(shardDir, side, mode, suiteId);
    if ((await subdirectories(path.dirname(part))).includes(suiteId)) parts.push(part);
  }
  if (parts.length === 0) {
    // Every shard failed this side before running it (setup, a missing suite): see the notices.
    return { outcome: { state: 'NOT_RUN', problem: `no shard ran ${suiteId} on ${side}` }, dir };
  }
  environment.io.info(`merge ${side} ${mode} ${suiteId} from ${parts.length} shard(s)`);
  const result = await runVerdict(['merge', ...parts, '--out', dir], reportDir, environment);
  const merged = await sideOutcomeOf(dir, 'verdict merge', result);
  const reused =
    side === 'base'
      ? verifiedReuse(reusedByEveryShard(evaluations, mode, suiteId), environment)
      : undefined;
  return { outcome: reused === undefined ? merged : { ...merged, reused }, dir };
}
