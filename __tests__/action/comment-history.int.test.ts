import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { upsertStickyComment } from '../../src/action/sticky-comment.js';
import { readHistory } from '../../src/pr/comment-history.js';
import { renderComment, renderInProgressComment } from '../../src/pr/render-comment.js';
import { FakeGitHub } from '../helpers/fake-github.js';
import { COMPLETE, makeComparison, makeLiveTask, makeModel } from '../pr/comment-fixtures.js';
import { createTestClient } from './github-test-client.js';

const REPOSITORY = 'octo-org/widgets';
const PR = 7;
const MARKER = '<!-- verdict:pr-comment:0123456789ab -->';
const sha = (digit: string) => digit.repeat(40);

let fake: FakeGitHub;

beforeEach(async () => {
  fake = await FakeGitHub.start();
});
afterEach(async () => {
  await fake.close();
});

function upsert(body: string, create = true) {
  return upsertStickyComment({
    client: createTestClient(fake.url).client,
    owner: 'octo-org',
    author: 'github-actions[bot]',
    repo: 'widgets',
    issueNumber: PR,
    marker: MARKER,
    body,
    create,
  });
}

function result(headSha: string, pass: number): string {
  return renderComment(
    makeModel({
      marker: MARKER,
      headSha,
      evaluatedAt: '2026-12-01T10:00:00.000Z',
      sections: [
        {
          mode: 'live',
          suites: [
            {
              suiteId: 'smoke',
              base: COMPLETE,
              head: COMPLETE,
              comparison: makeComparison({
                mode: 'live',
                tasks: [makeLiveTask('fix-add', [5, 5], [pass, 5])],
              }),
            },
          ],
        },
      ],
    }),
  );
}

function ours() {
  return fake
    .comments(REPOSITORY, PR)
    .filter(
      (comment) => comment.body.startsWith(MARKER) && comment.author === 'github-actions[bot]',
    );
}

describe('the sticky comment keeps the history of earlier pushes', () => {
  it('carries it over each edit, through the in-progress state, in one comment', async () => {
    await upsert(result(sha('a'), 0));
    const pending = await upsert(
      renderInProgressComment({ marker: MARKER, headSha: sha('b'), baseSha: sha('1') }),
      false,
    );
    expect(pending).toMatchObject({ status: 'updated' });
    expect(ours()).toHaveLength(1);
    expect(ours()[0]?.body).toContain('evaluating `bbbbbbb`…');
    expect(ours()[0]?.body).toContain('<summary>Earlier pushes (1)</summary>');

    await upsert(result(sha('b'), 5));
    expect(ours()).toHaveLength(1);
    const body = ours()[0]?.body ?? '';
    expect(body).not.toContain('evaluating');
    expect(body).toContain('- `aaaaaaa` · 2026-12-01T10:00:00.000Z · live: 1 regressed');
    expect(readHistory(body)?.current?.sha).toBe(sha('b'));
  });

  it('never marks a PR in progress that has no comment yet', async () => {
    const skipped = await upsert(
      renderInProgressComment({ marker: MARKER, headSha: sha('b') }),
      false,
    );
    expect(skipped).toMatchObject({ status: 'skipped' });
    expect(fake.comments(REPOSITORY, PR)).toEqual([]);
  });

  it('never reads the history of a comment someone else wrote, marker or not', async () => {
    const forged = result(sha('f'), 0).replace('live: 1 regressed', 'forged');
    fake.addComment(REPOSITORY, PR, forged, 'mallory');
    await upsert(result(sha('a'), 0));
    await upsert(result(sha('b'), 5));
    const body = ours()[0]?.body ?? '';
    expect(readHistory(body)?.earlier.map((entry) => entry.sha)).toEqual([sha('a')]);
    expect(
      fake.comments(REPOSITORY, PR).find((comment) => comment.author === 'mallory')?.body,
    ).toBe(forged);
  });
});
