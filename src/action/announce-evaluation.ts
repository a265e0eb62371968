/**
 * The sticky comment while an evaluation runs: "evaluating <sha>…" when it starts, and told so when
 * it ends without a result. Neither creates a comment or fails the step; the history of earlier
 * pushes is carried through both edits (sticky-comment.ts).
 */
import { ConfigError, messageOf, UsageError } from '../errors.js';
import { escapeMarkdownText, formatShortSha } from '../pr/escape-markdown.js';
import {
  renderInProgressComment,
  renderStatusComment,
  type StatusComment,
} from '../pr/render-comment.js';
import { redactText } from '../provider/secret-redact.js';
import { runUrl, type ActionContext } from './event.js';
import type { ActionInputs } from './inputs.js';
import type { PullRequestComments, StepIo } from './services.js';

export interface AnnouncementEnvironment {
  inputs: Pick<ActionInputs, 'comment'>;
  context: ActionContext;
  io: StepIo;
  comments: PullRequestComments;
}

const MAX_REASON_CHARS = 1_000;

/** Resolves whether the comment was edited (so it must be told if no result comes). */
export function announceEvaluation(
  environment: AnnouncementEnvironment,
  marker: string,
): Promise<boolean> {
  return editExisting(environment, marker, renderInProgressComment, {
    doing: 'mark the comment in progress',
    done: 'comment marked in progress',
  });
}

/** "Not evaluated" when refused before anything ran (a `max-runs` budget, a usage or config error), else "failed". */
export async function withdrawAnnouncement(
  environment: AnnouncementEnvironment,
  marker: string,
  error: unknown,
): Promise<void> {
  const refused = error instanceof UsageError || error instanceof ConfigError;
  const render = (status: StatusComment) =>
    renderNoResultComment({ ...status, refused, reason: messageOf(error) });
  await editExisting(environment, marker, render, {
    doing: 'say in the comment that this push got no result',
    done: 'comment says this push got no result',
  });
}

/** The reason's first line, escaped: an error message may quote a suite or a ref. */
export function renderNoResultComment(
  options: StatusComment & { refused: boolean; reason: string },
): string {
  const head = formatShortSha(options.headSha);
  const firstLine = options.reason.split(/\r?\n/, 1)[0]?.trim() || 'no reason given';
  const reason = escapeMarkdownText(firstLine, MAX_REASON_CHARS);
  const line = options.refused
    ? `⛔ **${head} was not evaluated:** ${reason}`
    : `⚠️ **the evaluation of ${head} failed:** ${reason} (the workflow run's log has the rest)`;
  return renderStatusComment(options, line);
}

/** Edits the comment if there is one; a failure is a warning. Resolves whether it was edited. */
async function editExisting(
  environment: AnnouncementEnvironment,
  marker: string,
  render: (status: StatusComment) => string,
  { doing, done }: { doing: string; done: string },
): Promise<boolean> {
  const { io, context } = environment;
  const pullRequest = context.pullRequest;
  if (environment.inputs.comment === 'never' || pullRequest === undefined || pullRequest.fromFork) {
    return false;
  }
  const runLink = runUrl(context);
  const body = render({
    marker,
    headSha: pullRequest.headSha,
    baseSha: pullRequest.baseSha,
    ...(runLink === undefined ? {} : { runLink }),
  });
  try {
    const result = await environment.comments.upsert({
      issueNumber: pullRequest.number,
      marker,
      body: (await redactText(body)).text,
      create: false,
    });
    if (result.status !== 'updated') return false;
    io.info(`${done}: ${result.url}`);
    return true;
  } catch (error) {
    io.warning(`could not ${doing}: ${messageOf(error)}`);
    return false;
  }
}
