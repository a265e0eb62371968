/**
 * `command: post-comment` (SPEC §7): posts the comment of a fork's PR. Everything from that run is
 * untrusted: the payload is capped and validated, the body rendered here, only our own run link
 * kept, and the PR number asked of the API. A bad payload fails the step; none means a PR from the
 * repository itself, which its own run commented.
 */
import { lstat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, UsageError } from '../errors.js';
import {
  COMMENT_PAYLOAD_ARTIFACT,
  COMMENT_PAYLOAD_FILE,
  COMMENT_PAYLOAD_MAX_BYTES,
  CommentPayloadSchema,
  checkPayloadVersion,
  describeIssues,
  withoutUnverifiedLinks,
  type CommentPayload,
} from '../pr/comment-payload.js';
import { commentMarker } from '../pr/marker.js';
import { renderRedactedComment } from '../pr/render-comment.js';
import { ArtifactNotFoundError, ArtifactTooLargeError } from './artifacts.js';
import type { ActionEnvironment } from './action-environment.js';
import { OUTPUT } from './inputs.js';

export async function runPostCommentCommand(environment: ActionEnvironment): Promise<void> {
  const { context, io } = environment;
  const run = context.triggeringRun;
  if (run === undefined) {
    throw new UsageError(
      'post-comment runs on a workflow_run event (the run of the pull_request workflow that uploaded the payload)',
    );
  }
  const payload = await downloadPayload(environment, run.id);
  if (payload === undefined) return;
  const model = payload.model;
  if (model.headSha !== run.headSha) {
    throw new ConfigError(
      `the payload names head ${model.headSha.slice(0, 12)}, but run ${run.id} ran on ${run.headSha.slice(0, 12)}; refused`,
    );
  }
  // The marker picks the comment to edit: only the one this workflow computes for its own suite
  // set, never one the fork's payload names.
  const marker = commentMarker(environment.inputs.suiteDir, environment.inputs.suites);
  if (model.marker !== marker) {
    throw new ConfigError(
      `the payload of run ${run.id} is for another comment (its marker ${JSON.stringify(model.marker)} is not this workflow's ${JSON.stringify(marker)}: check suite-dir and suites); refused`,
    );
  }
  const issueNumber = await environment.comments.pullRequestOfRun(run.id);
  if (issueNumber === undefined) {
    io.warning(`no open pull request has head ${run.headSha.slice(0, 12)}: nothing posted`);
    return;
  }
  // Only links this job can vouch for: the triggering run's page, made here.
  const trusted = withoutUnverifiedLinks(model, {
    run: `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${run.id}`,
  });
  const result = await environment.comments.upsert({
    issueNumber,
    marker,
    body: (await renderRedactedComment(trusted)).body,
    create: true,
  });
  if ('url' in result) {
    io.setOutput(OUTPUT.commentUrl, result.url);
    io.info(`comment ${result.status} on #${issueNumber}: ${result.url}`);
  } else {
    io.warning(`could not comment on #${issueNumber}: ${result.message}`);
  }
}

/** Size is checked before download (the listed zip) and after (a small zip can inflate). */
async function downloadPayload(
  environment: ActionEnvironment,
  runId: number,
): Promise<CommentPayload | undefined> {
  const { context, io } = environment;
  const dir = path.join(environment.workDir, 'comment-payload');
  try {
    await environment.artifacts.downloadArtifactFromRun(
      {
        name: COMMENT_PAYLOAD_ARTIFACT,
        runId,
        owner: context.owner,
        repo: context.repo,
        token: environment.inputs.githubToken ?? '',
      },
      dir,
      { maxBytes: COMMENT_PAYLOAD_MAX_BYTES },
    );
  } catch (error) {
    if (error instanceof ArtifactNotFoundError) {
      io.info(
        `run ${runId} uploaded no ${COMMENT_PAYLOAD_ARTIFACT} artifact (${error.message}); a pull request from this repository is commented by its own run: nothing to post`,
      );
      return undefined;
    }
    if (error instanceof ArtifactTooLargeError) {
      throw new ConfigError(
        `the ${COMMENT_PAYLOAD_ARTIFACT} artifact of run ${runId} is ${error.size} bytes, over the ${error.maxBytes}-byte cap; refused before download`,
      );
    }
    throw error;
  }
  const file = path.join(dir, COMMENT_PAYLOAD_FILE);
  const found = await lstat(file).catch(() => undefined);
  if (found === undefined || !found.isFile()) {
    throw new ConfigError(
      `the ${COMMENT_PAYLOAD_ARTIFACT} artifact of run ${runId} holds no ${COMMENT_PAYLOAD_FILE}${found === undefined ? '' : ' file'}; refused`,
    );
  }
  if (found.size > COMMENT_PAYLOAD_MAX_BYTES) {
    throw new ConfigError(
      `${COMMENT_PAYLOAD_FILE} of run ${runId} is ${found.size} bytes once extracted, over the ${COMMENT_PAYLOAD_MAX_BYTES}-byte cap; refused`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new ConfigError(`${COMMENT_PAYLOAD_FILE} of run ${runId} is not JSON; refused`);
  }
  checkPayloadVersion(data, `${COMMENT_PAYLOAD_FILE} of run ${runId}`);
  const parsed = CommentPayloadSchema.safeParse(data);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error, '(payload)');
    throw new ConfigError(
      `${COMMENT_PAYLOAD_FILE} of run ${runId} is not a valid ${COMMENT_PAYLOAD_ARTIFACT} payload (${issues}); refused`,
    );
  }
  return parsed.data;
}
