/**
 * `command: post-comment`, run from a `workflow_run` workflow in the base repository (SPEC §7): it
 * posts the comment of a fork's PR, whose own run had no write token. Everything from that run is
 * untrusted: the payload is size-capped and schema-validated, the body is rendered here from its
 * data (every text escaped again), the run link is ours, and the PR number comes from the API for
 * the triggering run's head SHA — never from the payload.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, UsageError } from '../errors.js';
import {
  COMMENT_PAYLOAD_ARTIFACT,
  COMMENT_PAYLOAD_FILE,
  COMMENT_PAYLOAD_MAX_BYTES,
  CommentPayloadSchema,
} from '../pr/comment-payload.js';
import { commentMarker } from '../pr/marker.js';
import { renderComment } from '../pr/render-comment.js';
import type { ActionEnvironment } from './evaluate-action.js';
import { OUTPUT } from './inputs.js';

export async function runPostCommentCommand(environment: ActionEnvironment): Promise<void> {
  const { context, io } = environment;
  const run = context.triggeringRun;
  if (run === undefined) {
    throw new UsageError(
      'post-comment runs on a workflow_run event (the run of the pull_request workflow that uploaded the payload)',
    );
  }
  const dir = path.join(environment.workDir, 'comment-payload');
  try {
    await environment.artifacts.downloadArtifactFromRun(
      {
        name: COMMENT_PAYLOAD_ARTIFACT,
        runId: run.id,
        owner: context.owner,
        repo: context.repo,
        token: environment.inputs.githubToken ?? '',
      },
      dir,
    );
  } catch (error) {
    io.info(
      `no comment payload in run ${run.id} (${error instanceof Error ? error.message : String(error)}): nothing to post`,
    );
    return;
  }
  const file = path.join(dir, COMMENT_PAYLOAD_FILE);
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new ConfigError(
      `the ${COMMENT_PAYLOAD_ARTIFACT} artifact of run ${run.id} holds no ${COMMENT_PAYLOAD_FILE}; refused`,
    );
  }
  if (size > COMMENT_PAYLOAD_MAX_BYTES) {
    throw new ConfigError(
      `${COMMENT_PAYLOAD_FILE} of run ${run.id} is ${size} bytes, over the ${COMMENT_PAYLOAD_MAX_BYTES}-byte cap; refused`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new ConfigError(`${COMMENT_PAYLOAD_FILE} of run ${run.id} is not JSON; refused`);
  }
  const parsed = CommentPayloadSchema.safeParse(data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ConfigError(
      `${COMMENT_PAYLOAD_FILE} of run ${run.id} is not a valid payload (${first?.path.join('.') ?? ''}: ${first?.message ?? ''}); refused`,
    );
  }
  const model = parsed.data.model;
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
  const trusted = {
    ...model,
    links: {
      run: `${context.serverUrl}/${context.owner}/${context.repo}/actions/runs/${run.id}`,
    },
  };
  const result = await environment.comments.upsert({
    issueNumber,
    marker,
    body: renderComment(trusted),
    create: true,
  });
  if ('url' in result) {
    io.setOutput(OUTPUT.commentUrl, result.url);
    io.info(`comment ${result.status} on #${issueNumber}: ${result.url}`);
  } else {
    io.warning(`could not comment on #${issueNumber}: ${result.message}`);
  }
}
