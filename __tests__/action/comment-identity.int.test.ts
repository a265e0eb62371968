/**
 * The sticky comment under any token (SPEC §7): who the Action comments as is learned — `GET /user`
 * for a personal access token, the GraphQL viewer for a GitHub App's (or the Actions) token, or
 * the `comment-author` input — and every lookup uses it. Two pushes under each kind of token leave
 * one comment, created once and edited after, never created and deleted again. The Action runs as
 * GitHub runs it (Node 24, `INPUT_*`, an event file) from the compiled sources, against the fake
 * GitHub acting as that token. `mode: live` without a key skips live with a notice, so each push
 * has something to say and runs nothing.
 */
import { describe, expect, it } from 'vitest';
import { learnCommentIdentity } from '../../src/action/comment-identity.js';
import {
  ACTION_FROM_SOURCE,
  pullRequestEvent,
  REPOSITORY,
  useActionHarness,
} from '../helpers/action-harness.js';
import type { TokenIdentity } from '../helpers/fake-github.js';
import { createTestClient } from './github-test-client.js';

const harness = useActionHarness();
const COMMENTS = /\/issues\/\d+\/comments$/;
const COMMENT = /\/issues\/comments\/\d+$/;

const TOKENS: ReadonlyArray<{
  name: string;
  identity: TokenIdentity;
  login: string;
  inputs?: Record<string, string>;
}> = [
  { name: 'the Actions token', identity: { kind: 'actions' }, login: 'github-actions[bot]' },
  {
    name: 'a personal access token',
    identity: { kind: 'user', login: 'octo-dev' },
    login: 'octo-dev',
  },
  {
    name: 'a GitHub App token',
    identity: { kind: 'app', login: 'verdict-app[bot]' },
    login: 'verdict-app[bot]',
  },
  {
    name: 'a token named by comment-author',
    identity: { kind: 'app', login: 'named-app[bot]' },
    login: 'named-app[bot]',
    inputs: { 'comment-author': 'named-app[bot]' },
  },
];

describe('the sticky comment under any token', () => {
  TOKENS.forEach((token, index) => {
    it(`${token.name}: two pushes, one comment, edited, never created then deleted`, async () => {
      const repo = await harness.makeRepository();
      const number = 40 + index;
      harness.github.reset();
      harness.github.actAs(token.identity);
      const push = () =>
        harness.runAction({
          script: ACTION_FROM_SOURCE,
          workspace: repo.dir,
          event: pullRequestEvent(repo, number),
          eventName: 'pull_request',
          run: harness.results.createRun(),
          inputs: { mode: 'live', ...token.inputs },
        });

      const first = await push();
      expect(first.code, first.stdout).toBe(0);
      const created = harness.github.comments(REPOSITORY, number);
      expect(created).toHaveLength(1);
      expect(created[0]?.author).toBe(token.login);
      expect(first.stdout).toContain(`comments as ${token.login}`);

      const second = await push();
      expect(second.code, second.stdout).toBe(0);
      const after = harness.github.comments(REPOSITORY, number);
      expect(after.map((comment) => comment.id)).toEqual([created[0]?.id]);
      expect(harness.github.requestsTo('POST', COMMENTS)).toHaveLength(1);
      expect(harness.github.requestsTo('DELETE', COMMENT)).toEqual([]);
      // The second push found it: "evaluating…", then the result.
      expect(harness.github.requestsTo('PATCH', COMMENT)).toHaveLength(2);
      if (token.inputs !== undefined) {
        expect(harness.github.requestsTo('GET', /^\/user$/)).toEqual([]);
      }
    }, 300_000);
  });
});

describe('learnCommentIdentity', () => {
  it('takes the input first, then GET /user, then the viewer, adding [bot] to a bare slug', async () => {
    const client = createTestClient(harness.github.url).client;
    harness.github.reset();
    expect(await learnCommentIdentity(client, 'me[bot]')).toEqual({
      login: 'me[bot]',
      learnedFrom: 'input',
    });
    harness.github.actAs({ kind: 'user', login: 'octo-dev' });
    expect(await learnCommentIdentity(client, undefined)).toEqual({
      login: 'octo-dev',
      learnedFrom: 'user',
    });
    harness.github.actAs({ kind: 'app', login: 'verdict-app[bot]' });
    expect(await learnCommentIdentity(client, undefined)).toEqual({
      login: 'verdict-app[bot]',
      learnedFrom: 'viewer',
    });
  });
});
