/** How every evaluating command ends (SPEC §7): upload, summary, comment or payload, outputs, `fail-on`. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messageOf } from '../errors.js';
import { gateHasNews, standTasks, type GateFacts } from '../gate/task-standings.js';
import { attachDivergences } from '../pr/attach-divergences.js';
import type { CommentModel } from '../pr/comment-model.js';
import {
  COMMENT_PAYLOAD_ARTIFACT,
  COMMENT_PAYLOAD_FILE,
  COMMENT_PAYLOAD_FORMAT,
  fitPayloadModel,
  withoutUnverifiedLinks,
  type CommentPayload,
} from '../pr/comment-payload.js';
import { renderRedactedComment } from '../pr/render-comment.js';
import { decideFailOn, gateOutcomes, tallySections, type PrTally } from '../pr/tally.js';
import { secretsRedactedNotice, writeEvaluation } from '../pr/write-evaluation.js';
import { redactJson } from '../provider/secret-redact.js';
import { redactFilesIn } from '../report/redact-files.js';
import { reportArtifactName, type ActionEnvironment } from './action-environment.js';
import { runUrl } from './event.js';
import { OUTPUT, type ActionInputs } from './inputs.js';
import type { StepIo } from './services.js';

/** As many as the comment payload's schema allows. */
export const MAX_NOTICES = 50;

export function writeOutputs(io: StepIo, tally: PrTally, reportDir: string): void {
  io.setOutput(OUTPUT.verdict, tally.verdict);
  io.setOutput(OUTPUT.regressed, tally.regressed);
  io.setOutput(OUTPUT.improved, tally.improved);
  io.setOutput(OUTPUT.inconclusive, tally.inconclusive);
  io.setOutput(OUTPUT.lowPower, tally.lowPower);
  io.setOutput(OUTPUT.noChange, tally.noChange);
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
    environment.io.warning(`could not upload the artifact ${name}: ${messageOf(error)}`);
    return undefined;
  }
}

/** A fork's run cannot comment: it uploads the comment's data for the post-comment workflow. */
async function uploadPayload(environment: ActionEnvironment, model: CommentModel): Promise<void> {
  const dir = path.join(environment.workDir, 'comment-payload');
  await mkdir(dir, { recursive: true });
  const payload: CommentPayload = {
    format: COMMENT_PAYLOAD_FORMAT,
    // Links are the posting job's to make: none travel in the payload.
    model: fitPayloadModel(withoutUnverifiedLinks((await redactJson(model)).value)),
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
  const gate = model.gate !== undefined && gateHasNews(model.gate);
  return tally.verdict !== 'unchanged' || model.notices.length > 0 || gate;
}

/** The gate under the workflow's `fail-on` and `quarantine` (never a checkout's config). */
export function standGate(
  inputs: ActionInputs,
  model: CommentModel,
  facts: GateFacts,
): { model: CommentModel; unmatchedCounts: Record<string, number> } {
  const { report, unmatchedCounts } = standTasks({
    outcomes: gateOutcomes(model.sections),
    failOn: inputs.failOn,
    quarantine: inputs.quarantine,
    facts,
    today: new Date(),
  });
  return { model: { ...model, gate: report }, unmatchedCounts };
}

/** What the evaluation found, with the head's replay divergences, when it finished and where. */
export async function completeModel(
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
  const run = runUrl(context);
  return {
    ...model,
    sections,
    evaluatedAt: new Date().toISOString(),
    links: run === undefined ? model.links : { ...model.links, run },
  };
}

/** The reports uploaded as the run's artifact (linked from the comment), then the common end. */
export async function uploadReportAndFinish(
  environment: ActionEnvironment,
  model: CommentModel,
  reportDir: string,
): Promise<void> {
  const id = await uploadQuietly(environment, reportArtifactName(environment.inputs), reportDir);
  const run = model.links.run;
  const links =
    id === undefined || run === undefined
      ? model.links
      : { ...model.links, artifact: `${run}/artifacts/${id}` };
  await finishWithComment(environment, { ...model, links }, reportDir);
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
    io.warning(`could not write the job summary: ${messageOf(error)}`);
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
  const { decision, reason } = decideFailOn(inputs.failOn, tally, model.gate);
  io.setOutput(OUTPUT.decision, decision);
  const standings = (model.gate?.tasks ?? []).map(({ suite, mode, task, verdict, standing }) => ({
    suite,
    mode,
    task,
    verdict,
    standing,
  }));
  io.setOutput(OUTPUT.decisionTasks, JSON.stringify(standings));
  if (decision === 'fail') io.setFailed(reason);
}
