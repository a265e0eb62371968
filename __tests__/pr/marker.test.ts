import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMENT_PAYLOAD_FORMAT, CommentPayloadSchema } from '../../src/pr/comment-payload.js';
import { commentMarker } from '../../src/pr/marker.js';
import { makeModel } from './comment-fixtures.js';

const suiteName = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,15}$/);
const suiteDir = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,10}(\/[a-z0-9][a-z0-9._-]{0,10}){0,2}$/);
const suiteSet = fc.uniqueArray(suiteName, { minLength: 1, maxLength: 6 });

/** Whether the payload schema, which the post-comment job checks, accepts the marker. */
const acceptsMarker = (marker: string) =>
  CommentPayloadSchema.safeParse({ format: COMMENT_PAYLOAD_FORMAT, model: makeModel({ marker }) })
    .success;

describe('commentMarker', () => {
  it('is a hidden HTML comment the payload schema accepts', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.array(fc.string()), { nil: undefined }),
        (dir, suites) => {
          const marker = commentMarker(dir, suites);
          expect(marker).toMatch(/^<!-- verdict:pr-comment:[0-9a-f]{12} -->$/);
          expect(acceptsMarker(marker)).toBe(true);
        },
      ),
    );
  });

  it('is the same for the same suite set, in any order and with repeated names', () => {
    fc.assert(
      fc.property(
        suiteDir,
        suiteSet.chain((suites) =>
          fc.tuple(fc.constant(suites), fc.shuffledSubarray(suites, { minLength: suites.length })),
        ),
        (dir, [suites, shuffled]) => {
          expect(commentMarker(dir, shuffled)).toBe(commentMarker(dir, suites));
          expect(commentMarker(dir, [...suites, ...shuffled])).toBe(commentMarker(dir, suites));
        },
      ),
    );
  });

  it('is the same however the directory is spelled', () => {
    const marker = commentMarker('evals', ['a']);
    for (const spelling of ['evals/', './evals', './evals//', 'evals///']) {
      expect(commentMarker(spelling, ['a']), spelling).toBe(marker);
    }
    expect(commentMarker('evals/suites/../more', undefined)).toBe(
      commentMarker('evals/more', undefined),
    );
  });

  it('is the same for all suites whether suites is absent or empty', () => {
    expect(commentMarker('evals', [])).toBe(commentMarker('evals', undefined));
  });

  it('differs for another suite-dir', () => {
    fc.assert(
      fc.property(suiteDir, suiteDir, fc.option(suiteSet, { nil: undefined }), (a, b, suites) => {
        fc.pre(a !== b);
        expect(commentMarker(a, suites)).not.toBe(commentMarker(b, suites));
      }),
    );
  });

  it('differs for another suite set', () => {
    fc.assert(
      fc.property(suiteDir, suiteSet, suiteSet, (dir, a, b) => {
        fc.pre([...a].sort().join(',') !== [...b].sort().join(','));
        expect(commentMarker(dir, a)).not.toBe(commentMarker(dir, b));
      }),
    );
    expect(commentMarker('evals', ['a'])).not.toBe(commentMarker('evals', undefined));
    expect(commentMarker('evals', ['a', 'b'])).not.toBe(commentMarker('evals', ['a']));
  });

  it('keeps the directory and the suites apart', () => {
    // `a|b` as a directory is not the directory `a` with the suite `b`.
    expect(commentMarker('a|b', undefined)).not.toBe(commentMarker('a', ['b']));
    expect(commentMarker('/', undefined)).not.toBe(commentMarker('', undefined));
  });
});
