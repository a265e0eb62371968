/**
 * The sticky comment while an evaluation runs: marked in progress when it starts ("evaluating
 * <sha>…"), and — when the evaluation ends without a result (a refused budget, a failure) — told
 * so, rather than left promising a result that will never come. Neither ever creates a comment or
 * fails the step: the result, or the error in the log, is what matters. The history of earlier
 * pushes is carried through both edits (sticky-comment.ts).
 */
import { ConfigError, messageOf, UsageError } from '../errors.js';
import { renderHistoryRegion } from '../pr/comment-history.js';
import { escapeMarkdownText, formatLink, formatShortSha } from '../pr/escape-markdown.js';
import { renderInProgressComment } from '../pr/render-comment.js';
import { redactText } from '../provider/secret-redact.js';
import { runUrl, type ActionContext } from './event.js';
import type { ActionInputs } from './inputs.js';
import type { PullRequestComments, StepIo } from './services.js';

/** What announcing needs of the Action's environment. */
export interface AnnouncementEnvironment {
  inputs: Pick<ActionInputs, 'comment'>;
  context: ActionContext;
  io: StepIo;
  comments: PullRequestComments;
}

/** The reason shown: one line of it, escaped, bounded. */
const MAX_REASON_CHARS = 1_000;

/**
 * When the PR already has the comment, it says which commit is being evaluated until the result
 * replaces it. Resolves whether the comment was edited (so it must be told if no result comes).
 */
export async function announceEvaluation(
  environment: AnnouncementEnvironment,
  marker: string,
): Promise<boolean> {
  const { context } = environment;
  const pullRequest = context.pullRequest;
  if (!commentable(environment) || pullRequest === undefined) return false;
  const runLink = runUrl(context);
  const body = renderInProgressComment({
    marker,
    headSha: pullRequest.headSha,
    baseSha: pullRequest.baseSha,
    ...(runLink === undefined ? {} : { runLink }),
  });
  return editExisting(environment, marker, body, {
    doing: 'mark the comment in progress',
    done: 'comment marked in progress',
  });
}

/**
 * The comment that was marked in progress, edited to say that this push got no result and why:
 * "not evaluated" when the evaluation was refused before anything ran (a `max-runs` budget, a
 * usage or configuration error), "failed" otherwise. The previous result stays in the history.
 */
export async function withdrawAnnouncement(
  environment: AnnouncementEnvironment,
  marker: string,
  error: unknown,
): Promise<void> {
  const pullRequest = environment.context.pullRequest;
  if (!commentable(environment) || pullRequest === undefined) return;
  const runLink = runUrl(environment.context);
  const body = renderNoResultComment({
    marker,
    headSha: pullRequest.headSha,
    baseSha: pullRequest.baseSha,
    refused: error instanceof UsageError || error instanceof ConfigError,
    reason: messageOf(error),
    ...(runLink === undefined ? {} : { runLink }),
  });
  await editExisting(environment, marker, body, {
    doing: 'say in the comment that this push got no result',
    done: 'comment says this push got no result',
  });
}

/**
 * The body for a push that got no result: the title as the result would have it, one line saying
 * why (escaped: an error message may quote a suite or a ref), the run, and the history region.
 */
export function renderNoResultComment(options: {
  marker: string;
  headSha: string;
  baseSha?: string;
  /** Nothing ran (refused) rather than something failed. */
  refused: boolean;
  reason: string;
  runLink?: string;
}): string {
  const head = formatShortSha(options.headSha);
  const base = options.baseSha === undefined ? '' : ` vs base ${formatShortSha(options.baseSha)}`;
  const firstLine = options.reason.split(/\r?\n/, 1)[0]?.trim() || 'no reason given';
  const reason = escapeMarkdownText(firstLine, MAX_REASON_CHARS);
  const line = options.refused
    ? `⛔ **${head} was not evaluated:** ${reason}`
    : `⚠️ **the evaluation of ${head} failed:** ${reason} (the workflow run's log has the rest)`;
  const parts = [
    options.marker,
    `## Verdict — head ${head}${base}`,
    line,
    ...(options.runLink === undefined ? [] : [formatLink('Workflow run', options.runLink)]),
    renderHistoryRegion({ earlier: [] }),
  ];
  return `${parts.join('\n\n')}\n`;
}

function commentable(environment: AnnouncementEnvironment): boolean {
  const pullRequest = environment.context.pullRequest;
  return (
    environment.inputs.comment !== 'never' && pullRequest !== undefined && !pullRequest.fromFork
  );
}

/** Edits the comment if there is one; a failure is a warning. Resolves whether it was edited. */
async function editExisting(
  environment: AnnouncementEnvironment,
  marker: string,
  body: string,
  { doing, done }: { doing: string; done: string },
): Promise<boolean> {
  const { io, context } = environment;
  const issueNumber = context.pullRequest?.number;
  if (issueNumber === undefined) return false;
  try {
    const result = await environment.comments.upsert({
      issueNumber,
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
