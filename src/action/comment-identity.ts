/**
 * Who the sticky comment is posted as, learned from the token (SPEC §7): the comment is found again
 * among that identity's comments only. In order: the `comment-author` input; `GET /user` (a user
 * token); the GraphQL `viewer` (an installation token, which `GET /user` refuses).
 */
import { messageOf, VerdictError } from '../errors.js';
import type { GitHubClient } from './github-client.js';
import { statusOf } from './github-errors.js';

/** The token's identity could not be learned: nothing is commented rather than guessing whose. */
export class CommentIdentityError extends VerdictError {
  override readonly name: string = 'CommentIdentityError';
}

export interface CommentIdentity {
  login: string;
  learnedFrom: 'input' | 'user' | 'viewer';
}

/** Statuses with which `GET /user` says "not a user token" rather than "GitHub is down". */
const NOT_A_USER_TOKEN = new Set([401, 403, 404]);

/** A bot's REST login ends in `[bot]`; GraphQL may give the bare app slug. */
function restLogin(viewer: { login: string; __typename?: string }): string {
  return viewer.__typename === 'Bot' && !viewer.login.endsWith('[bot]')
    ? `${viewer.login}[bot]`
    : viewer.login;
}

export async function learnCommentIdentity(
  client: GitHubClient,
  explicit: string | undefined,
): Promise<CommentIdentity> {
  if (explicit !== undefined) return { login: explicit, learnedFrom: 'input' };
  try {
    const { data } = await client.rest.users.getAuthenticated();
    return { login: data.login, learnedFrom: 'user' };
  } catch (error) {
    if (!NOT_A_USER_TOKEN.has(statusOf(error) ?? 0)) {
      throw new CommentIdentityError(
        `could not learn who github-token comments as (GET /user: ${messageOf(error)}); give the comment-author input`,
      );
    }
  }
  try {
    const { viewer } = await client.graphql<{ viewer: { login: string; __typename?: string } }>(
      'query { viewer { login __typename } }',
    );
    return { login: restLogin(viewer), learnedFrom: 'viewer' };
  } catch (error) {
    throw new CommentIdentityError(
      `could not learn who github-token comments as (neither GET /user nor the GraphQL viewer answered: ${messageOf(error)}); give the comment-author input, e.g. my-app[bot]`,
    );
  }
}
