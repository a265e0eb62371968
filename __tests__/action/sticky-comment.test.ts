import { describe, expect, it } from 'vitest';
import { chooseKeeper, withMarkerFirst } from '../../src/action/sticky-comment.js';

const comment = (id: number) => ({ id, url: `https://github.com/o/r/pull/1#issuecomment-${id}` });

describe('chooseKeeper', () => {
  it('keeps the oldest comment and lets every newer one go, whatever the listing order', () => {
    expect(chooseKeeper([comment(30), comment(10), comment(20)])).toEqual({
      keeper: comment(10),
      duplicates: [comment(20), comment(30)],
    });
  });

  it('lets this run’s own comment go when a concurrent run created an older one', () => {
    expect(chooseKeeper([comment(10), comment(11)], comment(11))).toEqual({
      keeper: comment(10),
      duplicates: [comment(11)],
    });
  });

  it('counts the comment just created even when the listing does not show it yet', () => {
    expect(chooseKeeper([], comment(12))).toEqual({ keeper: comment(12), duplicates: [] });
    expect(chooseKeeper([comment(10)], comment(12))).toEqual({
      keeper: comment(10),
      duplicates: [comment(12)],
    });
  });
});

describe('withMarkerFirst', () => {
  it('puts the marker on the first line unless the body already starts with it', () => {
    expect(withMarkerFirst('<!-- m -->', 'body')).toBe('<!-- m -->\nbody');
    expect(withMarkerFirst('<!-- m -->', '<!-- m -->\nbody')).toBe('<!-- m -->\nbody');
  });
});
