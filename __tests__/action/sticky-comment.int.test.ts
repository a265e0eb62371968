import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitHubApiError } from '../../src/action/github-errors.js';
import { upsertStickyComment } from '../../src/action/sticky-comment.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import { createTestClient } from './github-test-client.js';
import { recordReliability } from '../helpers/reliability.js';

const REPOSITORY = 'octo-org/widgets';
const PR = 7;
const MARKER = '<!-- verdict:smoke -->';
const COMMENTS_PATH = /^\/repos\/octo-org\/widgets\/issues\/7\/comments$/;
const COMMENT_PATH = /^\/repos\/octo-org\/widgets\/issues\/comments\/\d+$/;

let fake: FakeGitHub;

beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
});

function upsert(body: string, client = createTestClient(fake.url).client) {
  return upsertStickyComment({
    client,
    owner: 'octo-org',
    author: 'github-actions[bot]',
    repo: 'widgets',
    issueNumber: PR,
    marker: MARKER,
    body: `${MARKER}\n${body}`,
  });
}

function markedComments() {
  return fake.comments(REPOSITORY, PR).filter((comment) => comment.body.startsWith(MARKER));
}

describe('upsertStickyComment', () => {
  it('creates the comment, then edits that same comment in place', async () => {
    const created = await upsert('first run');
    expect(created).toMatchObject({ status: 'created' });
    const updated = await upsert('second run');

    expect(updated).toEqual({ ...created, status: 'updated' });
    expect(fake.comments(REPOSITORY, PR)).toEqual([
      expect.objectContaining({ body: `${MARKER}\nsecond run`, author: 'github-actions[bot]' }),
    ]);
    expect(created.status === 'created' && created.url).toMatch(
      /^https:\/\/github\.com\/octo-org\/widgets\/pull\/7#issuecomment-\d+$/,
    );
    expect(fake.requestsTo('PATCH', COMMENT_PATH)[0]?.body).toEqual({
      body: `${MARKER}\nsecond run`,
    });
  });

  it('puts the marker first when the body does not start with it', async () => {
    await upsertStickyComment({
      client: createTestClient(fake.url).client,
      owner: 'octo-org',
      author: 'github-actions[bot]',
      repo: 'widgets',
      issueNumber: PR,
      marker: MARKER,
      body: 'no marker yet',
    });
    expect(markedComments().map((comment) => comment.body)).toEqual([`${MARKER}\nno marker yet`]);
  });

  it('with create: false, edits an existing comment but never creates one', async () => {
    const request = {
      client: createTestClient(fake.url).client,
      owner: 'octo-org',
      author: 'github-actions[bot]',
      repo: 'widgets',
      issueNumber: PR,
      marker: MARKER,
      create: false,
    };

    expect(await upsertStickyComment({ ...request, body: 'nothing new' })).toEqual({
      status: 'skipped',
      message: expect.stringContaining('octo-org/widgets#7') as string,
    });
    expect(fake.comments(REPOSITORY, PR)).toEqual([]);

    const existing = fake.addComment(REPOSITORY, PR, `${MARKER}\nold`, 'github-actions[bot]');
    expect(await upsertStickyComment({ ...request, body: 'news' })).toMatchObject({
      status: 'updated',
      id: existing.id,
    });
  });

  it('leaves exactly one comment when two runs race, both listing before either creates', async () => {
    fake.delayResponses(50);
    const [first, second] = await Promise.all([upsert('run A'), upsert('run B')]);

    const lists = fake.requestsTo('GET', COMMENTS_PATH).map((r) => fake.requests.indexOf(r));
    const creates = fake.requestsTo('POST', COMMENTS_PATH).map((r) => fake.requests.indexOf(r));
    expect(creates).toHaveLength(2);
    // The race really happened: both first lists arrived before either create.
    expect(Math.max(lists[0] ?? -1, lists[1] ?? -1)).toBeLessThan(Math.min(...creates));

    const remaining = markedComments();
    expect(remaining).toHaveLength(1);
    const keeper = remaining[0];
    expect(keeper?.id).toBe(Math.min(...fake.comments(REPOSITORY, PR).map((c) => c.id)));
    expect(first).toMatchObject({ id: keeper?.id });
    expect(second).toMatchObject({ id: keeper?.id });
    expect(['run A', 'run B'].map((run) => `${MARKER}\n${run}`)).toContain(keeper?.body);
    expect(fake.requestsTo('DELETE', COMMENT_PATH).length).toBeGreaterThanOrEqual(1);
  });

  it('cleans up duplicates an earlier interrupted race left: keeps the oldest, deletes the rest', async () => {
    const oldest = fake.addComment(REPOSITORY, PR, `${MARKER}\nold`, 'github-actions[bot]');
    fake.addComment(REPOSITORY, PR, `${MARKER}\nduplicate`, 'github-actions[bot]');

    const result = await upsert('fresh');

    expect(result).toMatchObject({ status: 'updated', id: oldest.id });
    expect(markedComments()).toEqual([
      expect.objectContaining({ id: oldest.id, body: `${MARKER}\nfresh` }),
    ]);
  });

  it('reports a read-only token (a fork) as forbidden instead of throwing', async () => {
    fake.forbidWrites();

    const result = await upsert('from a fork');

    expect(result).toEqual({ status: 'forbidden', message: expect.any(String) as string });
    expect(result.status === 'forbidden' && result.message).toMatch(
      /Resource not accessible by integration.*fork.*post-comment.*pull-requests: write/s,
    );
    expect(fake.comments(REPOSITORY, PR)).toEqual([]);
    // 403 is not retried: one list, one refused create.
    expect(fake.requests.map((r) => `${r.method} ${r.status}`)).toEqual(['GET 200', 'POST 403']);
  });

  it('reports forbidden when only the edit of an existing comment is refused', async () => {
    fake.addComment(REPOSITORY, PR, `${MARKER}\nold`, 'github-actions[bot]');
    fake.forbidWrites();

    expect(await upsert('new')).toMatchObject({ status: 'forbidden' });
    expect(markedComments().map((comment) => comment.body)).toEqual([`${MARKER}\nold`]);
  });

  it('retries server errors: two 502s, then the comment is created', async () => {
    fake.failNext(2, 502);

    const result = await upsert('after an outage');

    expect(result).toMatchObject({ status: 'created' });
    expect(fake.requests.map((r) => `${r.method} ${r.status}`)).toEqual([
      'GET 502',
      'GET 502',
      'GET 200',
      'POST 201',
      'GET 200',
    ]);
    expect(markedComments()).toHaveLength(1);
  });

  it('gives up after the retries with a named error that says what it was doing', async () => {
    fake.failNext(10, 503);

    const failure = await upsert('never').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(GitHubApiError);
    expect(failure).toMatchObject({ status: 503 });
    expect((failure as Error).message).toMatch(
      /^Could not list the comments of octo-org\/widgets#7: GitHub answered 503 after 3 retries: .*re-run the job\.$/,
    );
    expect(fake.requests).toHaveLength(4);
  });

  it('finds the marker comment on page 2 of 150 comments and edits it', async () => {
    let marked = 0;
    for (let index = 0; index < 150; index += 1) {
      const body = index === 120 ? `${MARKER}\nold` : `comment ${index}`;
      const comment =
        index === 120
          ? fake.addComment(REPOSITORY, PR, body, 'github-actions[bot]')
          : fake.addComment(REPOSITORY, PR, body);
      if (index === 120) marked = comment.id;
    }

    const result = await upsert('new');

    expect(result).toMatchObject({ status: 'updated', id: marked });
    expect(fake.requestsTo('GET', COMMENTS_PATH).map((r) => r.query)).toEqual([
      { per_page: '100' },
      { per_page: '100', page: '2' },
    ]);
    expect(fake.comments(REPOSITORY, PR)).toHaveLength(150);
    expect(fake.requestsTo('POST', COMMENTS_PATH)).toEqual([]);
  });

  it('never edits or deletes a user’s comment that carries the marker (S3)', async () => {
    const hijack = fake.addComment(
      REPOSITORY,
      PR,
      `${MARKER}\nwrite Verdict's output here`,
      'mallory',
    );
    const ours = fake.addComment(REPOSITORY, PR, `${MARKER}\nold`, 'github-actions[bot]');

    const result = await upsert('new');

    expect(result).toMatchObject({ status: 'updated', id: ours.id });
    expect(fake.comments(REPOSITORY, PR)).toEqual([
      expect.objectContaining({ id: hijack.id, body: `${MARKER}\nwrite Verdict's output here` }),
      expect.objectContaining({ id: ours.id, body: `${MARKER}\nnew` }),
    ]);
    expect(fake.requestsTo('DELETE', COMMENT_PATH)).toEqual([]);
    recordReliability({
      section: 'attacks',
      subject: 'sticky comment',
      case: 'a user’s comment carrying the marker (S3)',
      tried: 1,
      planned: 1,
      accountedFor: {
        'left as the user wrote it': fake
          .comments(REPOSITORY, PR)
          .filter((comment) => comment.id === hijack.id && comment.body === hijack.body).length,
      },
      outcome: 'never edited or deleted; ours updated',
    });
  });

  it('creates its own comment beside a user’s comment that carries the marker, first', async () => {
    const hijack = fake.addComment(REPOSITORY, PR, `${MARKER}\nfirst!`, 'mallory');

    const result = await upsert('the evaluation');

    expect(result).toMatchObject({ status: 'created' });
    expect(fake.comments(REPOSITORY, PR)).toEqual([
      expect.objectContaining({ id: hijack.id, body: `${MARKER}\nfirst!`, author: 'mallory' }),
      expect.objectContaining({ body: `${MARKER}\nthe evaluation`, author: 'github-actions[bot]' }),
    ]);
  });

  it('never touches a comment that does not start with the marker', async () => {
    const human = fake.addComment(REPOSITORY, PR, 'LGTM');
    const quoting = fake.addComment(REPOSITORY, PR, `> quoting the bot\n> ${MARKER}\n`);
    const otherBot = fake.addComment(REPOSITORY, PR, '<!-- other-bot -->\nhello', 'other[bot]');

    await upsert('first');
    await upsert('second');

    const touched = [
      ...fake.requestsTo('PATCH', COMMENT_PATH),
      ...fake.requestsTo('DELETE', COMMENT_PATH),
    ].map((request) => Number(request.path.split('/').at(-1)));
    expect(touched).not.toContain(human.id);
    expect(touched).not.toContain(quoting.id);
    expect(touched).not.toContain(otherBot.id);
    expect(fake.comments(REPOSITORY, PR).slice(0, 3)).toEqual([human, quoting, otherBot]);
    expect(markedComments()).toHaveLength(1);
  });
});
