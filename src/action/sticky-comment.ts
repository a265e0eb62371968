/**
 * The one sticky PR comment, found by its hidden marker among the comments of the identity the
 * action posts as, never duplicated even when runs race (SPEC §7). Another author's comment with
 * the marker is never edited, deleted, or read for history.
 */
import { messageOf } from '../errors.js';
import { carryHistory } from '../pr/comment-history.js';
import type { GitHubClient } from './github-client.js';
import { gitHubApiError, isForbidden, statusOf } from './github-errors.js';
import type { CommentResult } from './services.js';

export interface StickyCommentRequest {
  client: GitHubClient;
  owner: string;
  repo: string;
  issueNumber: number;
  marker: string;
  body: string;
  /** false: only edit an existing comment (nothing new is worth saying); default true. */
  create?: boolean;
  /** The login the action posts as, learned from the token (comment-identity.ts), never assumed. */
  author: string;
}

interface MarkedComment {
  id: number;
  url: string;
  author?: string;
  body?: string;
}

/** After creating it lists again: racing runs all keep the oldest and delete the newer ones. */
export async function upsertStickyComment(request: StickyCommentRequest): Promise<CommentResult> {
  const body = withMarkerFirst(request.marker, request.body);
  try {
    let listed = await listMarkedComments(request);
    let created: MarkedComment | undefined;
    if (listed.length === 0) {
      if (request.create === false) {
        const { owner, repo, issueNumber } = request;
        return {
          status: 'skipped',
          message: `No comment on ${owner}/${repo}#${issueNumber} carries the marker yet, and create is false: none created.`,
        };
      }
      created = await createComment(request, body);
      listed = await listMarkedComments(request);
    }
    const { keeper, duplicates } = chooseKeeper(listed, created);
    if (keeper.id !== created?.id) {
      await updateComment(request, keeper.id, carryHistory(keeper.body, body));
    }
    await deleteComments(request, duplicates);
    return { status: keeper.id === created?.id ? 'created' : 'updated', ...withoutBody(keeper) };
  } catch (error) {
    if (!isForbidden(error)) throw error;
    return { status: 'forbidden', message: forbiddenMessage(request, error) };
  }
}

/** The oldest stays, so racing runs agree; `created` counts even when a lagging listing misses it. */
export function chooseKeeper(
  listed: readonly MarkedComment[],
  created?: MarkedComment,
): { keeper: MarkedComment; duplicates: MarkedComment[] } {
  const all = [...listed];
  if (created !== undefined && !all.some((comment) => comment.id === created.id)) all.push(created);
  const [keeper, ...duplicates] = all.sort((left, right) => left.id - right.id);
  if (keeper === undefined) throw new Error('chooseKeeper needs at least one comment');
  return { keeper, duplicates };
}

function withoutBody({ body: _body, ...comment }: MarkedComment): Omit<MarkedComment, 'body'> {
  return comment;
}

export function withMarkerFirst(marker: string, body: string): string {
  return body.startsWith(marker) ? body : `${marker}\n${body}`;
}

function forbiddenMessage(request: StickyCommentRequest, error: unknown): string {
  const reason = messageOf(error);
  return (
    `Not allowed to comment on ${request.owner}/${request.repo}#${request.issueNumber} (${reason}). ` +
    'A pull request from a fork gets a read-only token: upload the comment payload and post it from ' +
    'a workflow_run job (command: post-comment). Otherwise grant the job `permissions: pull-requests: write`.'
  );
}

async function listMarkedComments(request: StickyCommentRequest): Promise<MarkedComment[]> {
  const { client, owner, repo, issueNumber, marker, author } = request;
  const comments = await rethrowUnlessForbidden(
    `list the comments of ${owner}/${repo}#${issueNumber}`,
    client.paginate(client.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
    }),
  );
  return comments
    .filter((comment) => comment.body?.startsWith(marker) === true)
    .filter((comment) => comment.user?.login === author)
    .map((comment) => ({
      id: comment.id,
      url: comment.html_url,
      author,
      ...(comment.body === undefined || comment.body === null ? {} : { body: comment.body }),
    }));
}

async function createComment(request: StickyCommentRequest, body: string): Promise<MarkedComment> {
  const { client, owner, repo, issueNumber } = request;
  const response = await rethrowUnlessForbidden(
    `comment on ${owner}/${repo}#${issueNumber}`,
    client.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body }),
  );
  const author = response.data.user?.login;
  return {
    id: response.data.id,
    url: response.data.html_url,
    ...(author === undefined ? {} : { author }),
  };
}

async function updateComment(
  request: StickyCommentRequest,
  commentId: number,
  body: string,
): Promise<void> {
  const { client, owner, repo } = request;
  await rethrowUnlessForbidden(
    `update comment ${commentId} in ${owner}/${repo}`,
    client.rest.issues.updateComment({ owner, repo, comment_id: commentId, body }),
  );
}

async function deleteComments(
  request: StickyCommentRequest,
  comments: readonly MarkedComment[],
): Promise<void> {
  const { client, owner, repo } = request;
  for (const comment of comments) {
    try {
      await client.rest.issues.deleteComment({ owner, repo, comment_id: comment.id });
    } catch (error) {
      if (statusOf(error) === 404) continue; // a concurrent run deleted it
      if (isForbidden(error)) throw error;
      throw gitHubApiError(`delete duplicate comment ${comment.id} in ${owner}/${repo}`, error);
    }
  }
}

/** A 403 stays as it is (the caller turns it into `forbidden`); anything else gets named. */
async function rethrowUnlessForbidden<T>(doing: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isForbidden(error)) throw error;
    throw gitHubApiError(doing, error);
  }
}
