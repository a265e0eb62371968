import { describe, expect, it } from 'vitest';
import {
  HISTORY_MAX_CHARS,
  MAX_HISTORY_ENTRIES,
  carryHistory,
  readHistory,
  renderHistoryRegion,
} from '../../src/pr/comment-history.js';
import { renderComment, renderInProgressComment } from '../../src/pr/render-comment.js';
import { COMPLETE, makeComparison, makeLiveTask, makeModel } from './comment-fixtures.js';

const sha = (digit: string) => digit.repeat(40);

function resultBody(headSha: string, pass: number, at: string): string {
  return renderComment(
    makeModel({
      headSha,
      evaluatedAt: at,
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

describe('the history of earlier pushes', () => {
  it('moves the previous result into a fold when the comment is edited, newest first', () => {
    const first = resultBody(sha('a'), 0, '2026-12-01T10:00:00.000Z');
    const second = carryHistory(first, resultBody(sha('b'), 5, '2026-12-01T11:00:00.000Z'));
    const third = carryHistory(second, resultBody(sha('c'), 4, '2026-12-01T12:00:00.000Z'));
    expect(readHistory(third)?.current?.sha).toBe(sha('c'));
    expect(readHistory(third)?.earlier).toEqual([
      {
        sha: sha('b'),
        at: '2026-12-01T11:00:00.000Z',
        headline: 'live: 1 inconclusive (1 same observed rate)',
      },
      { sha: sha('a'), at: '2026-12-01T10:00:00.000Z', headline: 'live: 1 regressed' },
    ]);
    expect(third).toContain('<details><summary>Earlier pushes (2)</summary>');
    expect(third).toContain('- `bbbbbbb` · 2026-12-01T11:00:00.000Z · live: 1 inconclusive');
    expect(third.indexOf('`bbbbbbb`')).toBeLessThan(third.indexOf('`aaaaaaa`'));
  });

  it('keeps the history through the in-progress state, and the same commit is listed once', () => {
    const first = resultBody(sha('a'), 0, '2026-12-01T10:00:00.000Z');
    const pending = carryHistory(
      first,
      renderInProgressComment({ marker: '<!-- verdict:pr-comment -->', headSha: sha('b') }),
    );
    expect(pending).toContain('evaluating `bbbbbbb`…');
    expect(readHistory(pending)?.current).toBeUndefined();
    expect(readHistory(pending)?.earlier.map((entry) => entry.sha)).toEqual([sha('a')]);
    const done = carryHistory(pending, resultBody(sha('b'), 5, '2026-12-01T11:00:00.000Z'));
    expect(done).not.toContain('evaluating');
    expect(readHistory(done)?.earlier.map((entry) => entry.sha)).toEqual([sha('a')]);
    const rerun = carryHistory(done, resultBody(sha('b'), 4, '2026-12-01T11:30:00.000Z'));
    expect(readHistory(rerun)?.earlier.map((entry) => entry.sha)).toEqual([sha('a')]);
  });

  it('stays bounded: at most the newest entries, within its share of the comment', () => {
    let body = resultBody(sha('0'), 0, '2026-12-01T00:00:00.000Z');
    for (let index = 1; index < 30; index += 1) {
      const head = index.toString(16).padStart(2, '0').repeat(20);
      body = carryHistory(body, resultBody(head, index % 6, '2026-12-01T00:00:00.000Z'));
    }
    const history = readHistory(body);
    expect(history?.earlier).toHaveLength(MAX_HISTORY_ENTRIES);
    expect(history?.earlier[0]?.sha).toBe('1c'.repeat(20));
    const region = renderHistoryRegion(history ?? { earlier: [] });
    expect(region.length).toBeLessThanOrEqual(HISTORY_MAX_CHARS);
  });

  it('reads a forged or malformed block as no history, and escapes what it shows', () => {
    const forged = (data: unknown) =>
      `<!-- verdict:history ${Buffer.from(JSON.stringify(data)).toString('base64')} -->\n\n<!-- verdict:history-end -->`;
    expect(readHistory('<!-- verdict:history not*base64 -->\n<!-- verdict:history-end -->')).toBe(
      undefined,
    );
    expect(readHistory(forged({ earlier: [{ sha: 'nope', headline: 'x' }] }))).toBeUndefined();
    expect(readHistory(forged({ earlier: [], extra: 1 }))).toBeUndefined();
    const hostile = forged({
      earlier: [{ sha: sha('d'), headline: '@octocat <img src=x> [x](https://evil.example)' }],
    });
    const next = carryHistory(hostile, resultBody(sha('e'), 5, '2026-12-01T11:00:00.000Z'));
    expect(next).not.toMatch(/@\w/);
    expect(next).not.toContain('<img');
    expect(next).not.toContain('](https://evil');
  });
});
